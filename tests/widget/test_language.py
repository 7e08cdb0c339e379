"""A board in the class's language: settings={"language": "is"} changes the words it sends
and nothing else (move ids, records, views, what is hidden); the words of a language are
sent once, whatever the number of boards."""

import json

import pytest

from skywidgets import Skyjo, i18n
from skywidgets.core.errors import WidgetError
from skywidgets.core.rng import Rng
from skywidgets.widget.testing import BrowserLog, play, send, sent_traits

TEXT_TRAITS = ["moves", "log_entries", "log_tail", "error", "rules", "reasoning", "chance"]


def wire(w, names=("view", "moves", "log_entries", "error", "players", "seat", "ply")):
    """The traits as the browser gets them, through JSON."""
    return json.loads(json.dumps(sent_traits(w, list(names))))


def test_icelandic_changes_the_words_the_board_gets_and_nothing_else():
    en = Skyjo(players=["Ana", "Ben"], seed=5)
    is_ = Skyjo(players=["Ana", "Ben"], seed=5, settings={"language": "is"})
    assert en.language == "en" and is_.language == "is"
    rng = Rng(9)
    for _ in range(30):
        a, b = wire(en), wire(is_)
        assert [m["id"] for m in a["moves"]] == [m["id"] for m in b["moves"]]
        assert a["view"] == b["view"] and a["players"] == b["players"] and a["seat"] == b["seat"]
        for x, y in zip(a["moves"], b["moves"]):
            assert {k: v for k, v in x.items() if k != "label"} == {k: v for k, v in y.items() if k != "label"}
            assert x["label"] != y["label"]
        move = a["moves"][rng.randint(0, len(a["moves"]) - 1)]["id"]
        play(en, move)
        play(is_, move)
    assert en.state.record().to_dict() == is_.state.record().to_dict()
    # Python's own copies read as before: the words change only on their way to the board
    assert en.moves == is_.moves and en.log_entries == is_.log_entries
    assert [e["label"] for e in wire(is_)["log_entries"]][:2] == ["snúa upp reit " + e["id"][1:] for e in en.log_entries[:2]]


def test_a_refused_click_is_explained_in_icelandic_citing_the_icelandic_rulebook():
    w = Skyjo(players=["Ana", "Ben"], seed=5, settings={"language": "is"})
    send(w, {"type": "why", "id": "d"})
    sent = wire(w, ["error"])["error"]
    assert sent["message"] == "Fyrst snúa allir leikmenn tveimur af spilunum sínum upp."
    assert sent["rule"].startswith("Skyjo-reglurnar, kaflinn LEIKUR: allir leikmenn snúa")
    assert sent["move"] == "d" and sent["field"] == "id"
    # Python's error stays in the source's words
    assert w.error["message"] == "First every player turns up two of their cards."
    play(w, "r1")
    send(w, {"type": "why", "id": "r1"})
    assert wire(w, ["error"])["error"]["message"] == \
        "Reitur 1 snýr nú þegar upp: snúðu upp spili sem snýr niður."


def test_every_word_skyjo_sends_is_in_the_icelandic_catalogue():
    i18n.forget_missed()
    w = Skyjo(players=["Ana", "greedy", "random"], seed=2,
              settings={"language": "is", "pace": 0, "explain": True})
    rng = Rng(3)
    for _ in range(400):
        if w.state.is_over:
            break
        for probe in ("d", "t1", "s1", "f1", "r1", "t13", "zz"):
            send(w, {"type": "why", "id": probe})
            if not w.error or w.error["field"] != "id":
                continue
            sent = wire(w, ["error"])["error"]
            assert sent["message"] != w.error["message"]  # said in Icelandic, not English
        for ours, theirs in zip(w.moves, wire(w, ["moves"])["moves"]):
            assert theirs["label"] != ours["label"]
        play(w, w.moves[rng.randint(0, len(w.moves) - 1)]["id"])
        wire(w, TEXT_TRAITS)
    assert i18n.missed("is") == set()


def test_hidden_cards_stay_hidden_in_any_language():
    w = Skyjo(players=["Ana", "greedy"], seed=4, settings={"language": "is", "pace": 0})
    browser = BrowserLog(w)
    for _ in range(6):
        play(w, w.moves[0]["id"])
    view = wire(w, ["view"])["view"]
    assert view == json.loads(json.dumps(w.state.view(w.seat)))
    assert "deck" not in json.dumps(view) or isinstance(view.get("deck"), int)
    assert browser.view == w.view


def test_two_boards_in_two_languages_share_a_kernel_and_a_language_is_sent_once():
    a = Skyjo(players=["Ana", "Ben"], seed=1, settings={"language": "is"})
    b = Skyjo(players=["Ana", "Ben"], seed=1, settings={"language": "en"})
    c = Skyjo(players=["Ana", "Ben"], seed=2, settings={"language": "is"})
    assert wire(a, ["moves"])["moves"][0]["label"] == "snúa upp reit 1"
    assert wire(b, ["moves"])["moves"][0]["label"] == "reveal slot 1"
    assert a.bundle["words"] is c.bundle["words"] and a.bundle["words"] is not b.bundle["words"]
    words = json.loads(a.bundle["words"].text)
    assert words["language"] == "is" and words["messages"]["Board"] == "Borð"


def test_the_language_changes_live_and_the_board_gets_every_trait_again():
    w = Skyjo(players=["Ana", "Ben"], seed=1, settings={"language": "is"})
    sent = []
    forward = w.comm.send
    w.comm.send = lambda data=None, metadata=None, buffers=None: (sent.append(data), forward(data=data, metadata=metadata, buffers=buffers))
    w.settings = {**w.settings, "language": "en"}
    assert w.language == "en"
    assert json.loads(w.bundle["words"].text)["language"] == "en"
    states = [m["state"] for m in sent if m.get("method") == "update"]
    assert any(s.get("moves", [{}])[0].get("label") == "reveal slot 1" for s in states)
    assert wire(w, ["moves"])["moves"][0]["label"] == "reveal slot 1"


def test_auto_follows_the_page_language_the_board_reports():
    w = Skyjo(players=["Ana", "Ben"], seed=1)
    assert w.settings["language"] == "auto" and w.language == "en"
    send(w, {"type": "page_language", "language": "is-IS"})
    assert w.language == "is" and w.error == {}
    assert wire(w, ["moves"])["moves"][0]["label"] == "snúa upp reit 1"
    send(w, {"type": "page_language", "language": "de-DE"})  # no catalogue: English
    assert w.language == "en"
    chosen = Skyjo(players=["Ana", "Ben"], seed=1, settings={"language": "is"})
    send(chosen, {"type": "page_language", "language": "en"})  # a chosen language stays
    assert chosen.language == "is"
    send(w, {"type": "page_language", "language": 7})
    assert w.error["field"] == "language"


@pytest.mark.parametrize("bad", ["xx", "", 3, None])
def test_a_language_without_a_catalogue_is_refused_naming_the_setting(bad):
    with pytest.raises(WidgetError, match="settings.language"):
        Skyjo(players=["Ana", "Ben"], seed=1, settings={"language": bad})
    w = Skyjo(players=["Ana", "Ben"], seed=1, settings={"language": "is"})
    send(w, {"type": "settings", "settings": {"language": bad}})
    assert w.error["field"] == "settings.language" and w.language == "is"


def test_the_language_setting_is_kept_by_a_saved_and_loaded_game(tmp_path):
    w = Skyjo(players=["Ana", "Ben"], seed=1, settings={"language": "is"})
    play(w, "r1")
    path = tmp_path / "game.json"
    w.save(path)
    saved = json.loads(path.read_text())
    assert "snúa" not in json.dumps(saved)  # a record holds move ids, never words
    back = Skyjo.load(path)
    assert back.state.record().moves == w.state.record().moves


@pytest.mark.parametrize("bot", ["random", "greedy", "ismcts"])
def test_each_bot_explains_a_skyjo_move_in_icelandic(bot):
    from skywidgets.core.bots import SeatInfo, get_bot
    from skywidgets.games import load
    state = load("skyjo").new(players=2, seed=3)
    for move in ("r1", "r2", "r5", "r6"):
        state.apply(move)
    i18n.forget_missed()
    reasons = get_bot(bot).quick().explain(SeatInfo(state, state.current_player), Rng(1))
    english = json.loads(json.dumps(reasons.to_dict()))
    icelandic = i18n.translate(reasons.to_dict(), "is")
    assert i18n.missed("is") == set()
    assert icelandic["summary"] != english["summary"] and icelandic["move"] == english["move"]
    assert [r["move"] for r in icelandic["rows"]] == [r["move"] for r in english["rows"]]


def test_simulated_outcomes_and_chance_reach_the_board_in_icelandic():
    i18n.forget_missed()
    w = Skyjo(players=["Ana", "greedy"], seed=6, settings={"language": "is", "pace": 0})
    for move in ("r1", "r2"):
        play(w, move)
    w.simulate(n=4)
    w.wait()
    sent = wire(w, ["outcomes", "chance"])
    assert sent["outcomes"]["score_name"] == "skor umferðar"
    assert sent["outcomes"]["best_why"] != w.outcomes["best_why"]
    assert sent["chance"]["basis"].startswith("Reiknað út frá því sem allir við borðið sjá")
    assert sent["chance"]["sections"][0]["title"] == "Spil sem enginn hefur séð"
    assert "," in sent["chance"]["summary"]  # the mean with a decimal comma
    assert i18n.missed("is") == set()


def test_a_move_refused_for_the_table_not_the_rules_is_said_in_icelandic_too():
    w = Skyjo(players=["greedy", "Ana"], seed=1, settings={"language": "is", "autoplay": False})
    send(w, {"type": "why", "id": "r1"})
    assert wire(w, ["error"])["error"]["message"] == "greedy á leik (tölva)"
    assert w.error["message"] == "it is greedy's turn (a bot)"
    human = Skyjo(players=["Ana", "Ben"], seed=1, settings={"language": "is"})
    send(human, {"type": "move", "id": "r1", "ply": 3})
    assert wire(human, ["error"])["error"]["message"].startswith("úreltur leikur: borðið sýndi leik 3")
