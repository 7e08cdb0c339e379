"""The study lab in Icelandic: its status, tables, charts' words and plots in the lab's
language, numbers with a decimal comma; Python's own copies and the data unchanged."""

from __future__ import annotations

import csv
import io
import re

import pytest

import skywidgets
from skywidgets import Lab, i18n, lab
from skywidgets.core.errors import BadMessage
from skywidgets.widget.testing import sent_traits

matplotlib = pytest.importorskip("matplotlib")
matplotlib.use("Agg")


@pytest.fixture(autouse=True)
def kernel_language_back_to_auto():
    skywidgets.set_language("auto")
    i18n.remember_page_language(None)
    yield
    skywidgets.set_language("auto")
    i18n.remember_page_language(None)


@pytest.fixture(scope="module")
def compared_results():
    return lab.compare("skyjo", {"Standard": {}, "No columns": {"column_rule": False}},
                       ["greedy", "random"], games=3, seed=2, progress=False)


def played_lab(language: str, **kwargs) -> Lab:
    widget = Lab("skyjo", seats=["greedy", "random"], games=3, seed=4,
                 settings={"language": language}, **kwargs)
    widget.run(wait=True)
    return widget


def test_the_labs_tables_and_status_reach_the_browser_in_icelandic_with_the_same_figures():
    english, icelandic = played_lab("en"), played_lab("is")
    i18n.forget_missed()
    en, is_ = (sent_traits(w, ["figures", "status", "catalog"]) for w in (english, icelandic))
    assert i18n.missed("is") == set()  # every word the lab sends is in the catalogue
    assert [c["label"] for c in is_["figures"]["columns"]] == [
        "Tölva", "Leikir", "Vinningshlutfall (95% öryggisbil)", "Meðalstig (95% öryggisbil)",
        "Meðalsæti"]
    assert is_["figures"]["title"] == ("Allir 6 leikirnir eru spilaðir. Bilin eru 95% "
                                       "öryggisbil; lægri stig eru betri.")
    assert is_["status"]["text"] == "Búið: allir 6 leikirnir eru spilaðir."
    for en_group, is_group in zip(en["figures"]["groups"], is_["figures"]["groups"]):
        # the numbers drawn are the same; the words written out use a decimal comma
        for key in ("win_rate", "mean_score", "box", "games", "label"):
            assert is_group[key] == en_group[key]
        for key, cell in en_group["cells"].items():
            assert is_group["cells"][key] == cell.replace(".", ",").replace(" to ", " til ")
        assert re.fullmatch(r"\d+,\d% \(\d+,\d% til \d+,\d%\)", is_group["cells"]["win"])
    # Python's own copy stays English, and the setup is the same
    assert icelandic.figures["columns"][0]["label"] == "Bot"
    assert icelandic.setup == english.setup and icelandic.results.rows[0]["bot"] == "greedy"
    iterations = [bot for bot in is_["catalog"]["bots"] if bot["settings"]][0]["settings"][0]
    assert iterations["label"] == "Umferðir leitar á leik"


def test_a_comparison_says_its_differences_in_icelandic():
    widget = Lab("skyjo", seats=["greedy", "random"], games=2, seed=1,
                 variants={"Standard": {}, "No columns": {"column_rule": False}},
                 settings={"language": "is"})
    widget.run(wait=True)
    differences = sent_traits(widget, ["figures"])["figures"]["differences"]
    assert differences["title"].startswith("Munur frá Standard, par fyrir par")
    assert differences["rows"][0]["cells"]["variant"] == "No columns á móti Standard"
    assert [c["label"] for c in differences["columns"]][-1] == (
        "Munur á vinningshlutfalli í prósentustigum (95% öryggisbil)")
    assert re.fullmatch(r"[+-]\d+,\d( \([+-]\d+,\d til [+-]\d+,\d\))?",
                        differences["rows"][0]["cells"]["score"])


def test_the_labs_language_follows_the_page_under_auto_and_changes_live():
    widget = Lab("skyjo", seats=["greedy", "random"], games=1, seed=1)
    assert widget.language == "en"
    widget._handle({"type": "page_language", "language": "is-IS"})
    assert widget.language == "is" and i18n.kernel_language() == "is"
    assert sent_traits(widget, ["status"])["status"]["text"] == (
        "Veldu leikmenn og reglur og ýttu svo á Keyra.")
    widget.settings = {"language": "en"}  # a chosen language stays, whatever the page says
    widget._handle({"type": "page_language", "language": "is"})
    assert widget.language == "en"
    assert sent_traits(widget, ["status"])["status"]["text"].startswith("Choose the players")


@pytest.mark.parametrize("settings, field", [({"language": "xx"}, "settings.language"),
                                             ({"language": 3}, "settings.language"),
                                             ({"pace": "fast"}, "settings.pace")])
def test_a_bad_setting_is_refused_naming_it(settings, field):
    with pytest.raises(BadMessage) as refused:
        Lab("skyjo", settings=settings)
    assert refused.value.field == field


def test_the_labs_csv_has_its_header_in_icelandic_and_the_same_rows():
    texts = []
    for language in ("en", "is"):
        widget = played_lab(language)
        widget.send = texts.append
        widget._handle({"type": "export"})
    en_rows, is_rows = (list(csv.reader(io.StringIO(message["text"]))) for message in texts)
    assert is_rows[0][:6] == ["afbrigði", "gjöf", "fræ", "snúningur", "sæti", "þátttakandi"]
    assert len(is_rows[0]) == len(en_rows[0]) and is_rows[0] != en_rows[0]
    seconds = en_rows[0].index("seconds")  # measured time: differs run to run
    strip = lambda rows: [row[:seconds] + row[seconds + 1:] for row in rows[1:]]
    assert strip(is_rows) == strip(en_rows)
    assert "." in is_rows[1][en_rows[0].index("win_share")] or is_rows[1][
        en_rows[0].index("win_share")] in ("0", "1", "0.0", "1.0")


def figure_words(figure) -> dict[str, list[str]]:
    figure.canvas.draw()
    wins, dist = figure.axes
    return {"title": [figure._suptitle.get_text()],
            "labels": [wins.get_xlabel(), dist.get_xlabel()],
            "legend": [text.get_text() for text in wins.get_legend().get_texts()]
            if wins.get_legend() else [],
            "ticks": [t.get_text() for axes in (wins, dist) for t in axes.get_xticklabels()]}


def test_the_matplotlib_plot_speaks_icelandic_with_decimal_commas_on_its_ticks():
    results = lab.tournament("skyjo", ["greedy", "random"], games=3, seed=4, progress=False)
    english, icelandic = figure_words(results.plot()), figure_words(results.plot(language="is"))
    assert english["title"] == ["Skyjo: 6 games"] and icelandic["title"] == ["Skyjo: 6 leikir"]
    assert icelandic["labels"] == ["vinningshlutfall (95% öryggisbil; jafntefli skiptir sigrinum)",
                                   "lokastig (lægra er betra; tígull: meðaltal)"]
    assert icelandic["legend"] == ["jafn hlutur"] and english["legend"] == ["even share"]
    decimals = [tick for tick in english["ticks"] if "." in tick]
    assert decimals, english["ticks"]  # the win rate's axis: 0.0 to 1.0
    assert icelandic["ticks"] == [tick.replace(".", ",") for tick in english["ticks"]]
    # set_language chooses the plot's language when none is given
    skywidgets.set_language("is")
    assert figure_words(results.plot())["title"] == ["Skyjo: 6 leikir"]


def test_the_svg_plot_without_matplotlib_speaks_icelandic_too(compared_results):
    from skywidgets.lab.svg_plot import ResultsSVG

    picture = ResultsSVG(compared_results, language="is")._repr_svg_()
    for words in ("Skyjo: 12 leikir", "vinningshlutfall (95% öryggisbil",
                  "lokastig (lægra er betra; tígull: meðaltal)", ": meðalstig "):
        assert words in picture
    assert re.search(r">0,25<", picture) and "win rate" not in picture
    assert re.search(r">0.25<", ResultsSVG(compared_results)._repr_svg_())


def test_the_summary_tables_follow_the_kernels_language_with_decimal_commas(compared_results):
    english = compared_results.summary().to_markdown()
    skywidgets.set_language("is")
    summary, differences = compared_results.summary(), compared_results.differences()
    icelandic = summary.to_markdown()
    assert icelandic.splitlines()[0] == (
        "| afbrigði | tölva | leikir | vinningshlutfall (95% öryggisbil) | meðalstig (95% "
        "öryggisbil) | meðalsæti | stig á móti 'Standard', í pörum (95% öryggisbil) |")
    # the same figures, with a decimal comma and "til" for "to"
    assert icelandic.splitlines()[2:] == [line.replace(".", ",").replace(" to ", " til ")
                                          for line in english.splitlines()[2:]]
    assert str(summary).startswith("Skyjo: 12 leikir; 95% öryggisbil; lægri stig eru betri")
    assert "<th>munur á stigum (95% öryggisbil)</th>" in differences._repr_html_()
    # the rows, for code, are the same in every language
    assert summary.rows[0]["mean_score"] == compared_results.summary().rows[0]["mean_score"]
    assert summary.to_markdown("en") == english
