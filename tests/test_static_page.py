"""A saved notebook made into a static page shows every board's picture.

``jupyter nbconvert --to notebook --execute`` runs a small notebook with three boards
(two of one game) and saves it with its widget state, as it always does; a later cell
plays a move, so the saved picture must be the position after it. Then ``jupyter
nbconvert --to html`` makes the page. The tests check the saved notebook (each board's
picture, before its widget; each game's code and the stylesheet held once, whatever the
number of boards) and the page: Chromium opens it with every address but the page's own
refused, as on a computer with no internet, and each board's picture must be seen (a
screenshot, ``static-page.png`` in the browser tests' artifacts, keeps it).
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import threading
from pathlib import Path

import nbformat
import pytest

from skywidgets.i18n import catalogue_for
from skywidgets.widget import STATIC
from skywidgets.widget.bundle import LOADER

CHROMIUM = Path("/usr/bin/chromium")
WIDGET_STATE = "application/vnd.jupyter.widget-state+json"
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
CELLS = [
    "import skywidgets",
    "first = skywidgets.Skyway(seed=1)\nfirst",
    "skywidgets.Skyway(seed=2)",
    "skywidgets.Skyjo(seed=3)",
    "first.play(first.state.legal_moves()[0])",
]
BOARDS = 3


def on_a_thread_of_its_own(run) -> None:
    """``run()`` on a new thread, its error raised here. Playwright's sync API and
    ``asyncio.run`` refuse a thread whose event loop is marked as running, as the browser
    tests' Playwright leaves the main thread of a test process it has run in."""
    failed: list[BaseException] = []

    def guarded() -> None:
        try:
            run()
        except BaseException as error:  # noqa: BLE001 (raised again below)
            failed.append(error)

    thread = threading.Thread(target=guarded)
    thread.start()
    thread.join()
    if failed:
        raise failed[0]


def _nbconvert(*args: str, cwd: Path) -> None:
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[1])}
    done = subprocess.run([sys.executable, "-m", "jupyter", "nbconvert", *args], cwd=cwd,
                          env=env, capture_output=True, text=True, timeout=180)
    assert done.returncode == 0, done.stderr[-3000:]


@pytest.fixture(scope="module")
def saved(tmp_path_factory) -> dict:
    """The executed notebook (as JSON) and the page made from it."""
    folder = tmp_path_factory.mktemp("static-page")
    notebook = nbformat.v4.new_notebook()
    notebook.cells = [nbformat.v4.new_code_cell(code) for code in CELLS]
    notebook.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3",
                                       "language": "python"}
    nbformat.write(notebook, folder / "lesson.ipynb")
    _nbconvert("--to", "notebook", "--execute", "lesson.ipynb", "--output", "executed",
               cwd=folder)
    _nbconvert("--to", "html", "executed.ipynb", cwd=folder)
    executed = folder / "executed.ipynb"
    return {"notebook": nbformat.read(executed, as_version=4),
            "size": executed.stat().st_size, "html": folder / "executed.html"}


def _board_outputs(notebook: dict) -> list[list[dict]]:
    return [cell["outputs"] for cell in notebook["cells"][1:1 + BOARDS]]


def test_each_board_leaves_its_picture_before_its_widget(saved):
    for outputs in _board_outputs(saved["notebook"]):
        kinds = [sorted(output.get("data", {})) for output in outputs]
        assert kinds == [["image/svg+xml", "text/html"], [WIDGET_VIEW, "text/plain"]], kinds
        picture = outputs[0]["data"]
        assert picture["image/svg+xml"].lstrip().startswith("<svg")
        assert 'class="skyw-saved-picture"' in picture["text/html"]
        assert picture["image/svg+xml"] in picture["text/html"]


def test_the_picture_follows_the_moves_played_after_it(saved):
    import skywidgets

    first = skywidgets.Skyway(seed=1)
    start = first._public_picture()
    first.play(first.state.legal_moves()[0])
    after = first._public_picture()
    assert start != after
    pictures = [outputs[0]["data"]["image/svg+xml"]
                for outputs in _board_outputs(saved["notebook"])]
    assert pictures[0] == after
    assert pictures[1] != after  # the other Skyway board played nothing


def test_the_saved_state_holds_each_text_once(saved):
    state = saved["notebook"]["metadata"]["widgets"][WIDGET_STATE]["state"]
    text = json.dumps(state)
    stylesheet = (STATIC / "skywidgets.css").read_text(encoding="utf-8")
    # the boards' words (the catalogue of their language) are a shared text too
    texts = [stylesheet, (STATIC / "skyway.js").read_text(encoding="utf-8"),
             (STATIC / "skyjo.js").read_text(encoding="utf-8"), catalogue_for("en").to_json()]
    for code in texts:
        assert text.count(json.dumps(code)[1:-1]) == 1
    boards = [model["state"] for model in state.values() if model["model_name"] == "AnyModel"]
    assert len(boards) == BOARDS
    assert all(board["_esm"] == LOADER and board["_css"] == "" for board in boards)
    module = {board["bundle"]["module"] for board in boards}
    assert len(module) == 2 and len({board["bundle"]["stylesheet"] for board in boards}) == 1
    # beside the shared texts, each board (its state, its picture twice) takes less than
    # one more copy of its game's module would
    assert saved["size"] < sum(map(len, texts)) + BOARDS * 40_000


def test_the_page_shows_each_picture_before_the_widget(saved):
    html = saved["html"].read_text(encoding="utf-8")
    pictures = [match.start() for match in re.finditer('class="skyw-saved-picture"', html)]
    views = [match.start() for match in re.finditer(re.escape(f'<script type="{WIDGET_VIEW}">'), html)]
    assert len(pictures) == len(views) == BOARDS
    assert all(picture < view for picture, view in zip(pictures, views))


def test_the_page_offline_shows_every_picture(saved, tmp_path):
    if not CHROMIUM.exists():
        pytest.skip("Debian's chromium is not installed (apt-get install chromium)")
    playwright = pytest.importorskip("playwright.sync_api")
    page_url = saved["html"].as_uri()
    refused: list[str] = []

    def offline(route) -> None:
        if route.request.url.startswith("file://"):
            route.continue_()
        else:
            refused.append(route.request.url)
            route.abort("internetdisconnected")

    def look() -> None:
        with playwright.sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=str(CHROMIUM), headless=True,
                                         args=["--no-sandbox", "--disable-gpu"])
            try:
                page = browser.new_page(viewport={"width": 1280, "height": 800})
                page.route("**/*", offline)
                page.goto(page_url, wait_until="load")
                pictures = page.locator(".skyw-saved-picture")
                assert pictures.count() == BOARDS
                for index in range(BOARDS):
                    picture = pictures.nth(index)
                    assert picture.is_visible()
                    box = picture.locator("svg").bounding_box()
                    assert box and box["width"] > 200 and box["height"] > 100, box
                artifacts = Path(os.environ.get("SKYWIDGETS_E2E_ARTIFACTS", tmp_path))
                artifacts.mkdir(parents=True, exist_ok=True)
                page.screenshot(path=str(artifacts / "static-page.png"), full_page=True)
            finally:
                browser.close()

    on_a_thread_of_its_own(look)
    # the page did ask for the widget scripts, and was refused them
    assert any("html-manager" in url or "require" in url for url in refused), refused


def test_a_picture_follows_the_board_once_the_position_settles(monkeypatch):
    # moves played on the board (no cell running) redraw the picture once, after the last
    import asyncio

    from skywidgets.widget import static_page

    class Handle:
        def __init__(self):
            self.updates = []

        def update(self, data, raw=False):
            self.updates.append(data)

    monkeypatch.setattr(static_page, "SETTLE_SECONDS", 0.05)
    pictures = static_page.SavedPictures()
    handle = Handle()
    pictures._handles.append(handle)
    drawn = []

    def draw(n):
        drawn.append(n)
        return {"text/html": f"<div>{n}</div>"}

    async def play():
        pictures._loop = asyncio.get_running_loop()
        for n in range(5):
            pictures.stale(lambda n=n: draw(n))
            await asyncio.sleep(0.01)
        assert handle.updates == []  # not at every move
        await asyncio.sleep(0.2)

    on_a_thread_of_its_own(lambda: asyncio.run(play()))
    assert drawn == [4] and handle.updates == [{"text/html": "<div>4</div>"}]
    pictures.flush()  # nothing changed since: nothing sent
    assert len(handle.updates) == 1
