"""The JupyterLite site of the notebooks, offline: built by its one command, served on
127.0.0.1, opened in Chromium with every other address blocked. The start notebook
runs in Pyodide in the browser (Run All, every cell) and a Skyway move is played by
clicking.

Every request the page, its workers or Pyodide make to anything but the local server
is aborted and listed: the test fails naming them. Service workers are blocked, so no
request can pass unseen (the notebooks read no files, which is all JupyterLite's
service worker is for).
"""
from __future__ import annotations

import functools
import http.server
import re
import subprocess
import sys
import threading
import time
from pathlib import Path
from urllib.parse import urlsplit

import pytest

REPO = Path(__file__).resolve().parents[2]
LITE = REPO / "lite"
NOTEBOOK = "00-start-here.ipynb"
#: the start notebook's code cell that shows a Skyway board, counted from 0
SKYWAY_CELL = 2
pytestmark = [pytest.mark.browser, pytest.mark.slow]


def _expect():
    from playwright.sync_api import expect

    return expect


class _SiteHandler(http.server.SimpleHTTPRequestHandler):
    # Pyodide's module worker and wasm need their types; older Pythons lack .mjs
    extensions_map = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".mjs": "text/javascript",
        ".wasm": "application/wasm",
        ".json": "application/json",
    }

    def log_message(self, *args) -> None:
        pass


@pytest.fixture(scope="module")
def lite_site(tmp_path_factory) -> Path:
    """The site, built by the documented command into a fresh folder (in the build's own
    environment, build/lite-env/, made on the first run and kept for the next)."""
    if not (REPO / "js" / "node_modules" / "pyodide" / "pyodide.mjs").is_file():
        pytest.fail("js/node_modules/pyodide is missing: run `npm ci` in js/", pytrace=False)
    out = tmp_path_factory.mktemp("lite") / "site"
    started = time.monotonic()
    done = subprocess.run(
        [sys.executable, str(LITE / "build.py"), "--output-dir", str(out)],
        # its own folder for the build's task database, so no earlier build counts
        cwd=out.parent, capture_output=True, text=True, timeout=900,
    )
    assert done.returncode == 0, f"lite/build.py failed:\n{done.stdout[-3000:]}\n{done.stderr[-3000:]}"
    made = [line for line in done.stdout.splitlines() if line.startswith("Made in ")]
    print(f"\nlite/build.py took {time.monotonic() - started:.0f} s"
          + (f" (the environment: {made[0].removeprefix('Made in ')})" if made else ""))
    return out


@pytest.fixture(scope="module")
def site_url(lite_site) -> str:
    handler = functools.partial(_SiteHandler, directory=str(lite_site))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    server.daemon_threads = True
    thread = threading.Thread(target=server.serve_forever, name="lite-http", daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()
        thread.join(timeout=5)


def test_site_holds_pyodide_and_the_wheels(lite_site):
    """The build put Pyodide and every wheel the kernel loads in the site, and points
    the kernel at them."""
    import json

    pyodide = lite_site / "static" / "pyodide"
    lock = json.loads((pyodide / "pyodide-lock.json").read_text())["packages"]
    for name in ("micropip", "ipython", "traitlets", "skywidgets", "anywidget", "ipywidgets"):
        assert (pyodide / lock[name]["file_name"]).is_file(), name
    assert not any(p.name.startswith("numpy") for p in pyodide.iterdir())
    config = json.loads((lite_site / "jupyter-lite.json").read_text())["jupyter-config-data"]
    kernel = config["litePluginSettings"]["@jupyterlite/pyodide-kernel-extension:kernel"]
    assert kernel["pyodideUrl"] == "./static/pyodide/pyodide.mjs"
    assert kernel["disablePyPIFallback"] is True
    for extension in ("anywidget", "@jupyter-widgets/jupyterlab-manager"):
        assert (lite_site / "extensions" / extension / "package.json").is_file(), extension
    # only the extensions of the build's own environment: the kernel's, the widgets' and
    # the syntax colours Jupyter Server brings; none of the Lab's (Voila's preview,
    # Notebook 7's menus), which have no place in a JupyterLite site
    extensions = {e["name"] for e in config["federated_extensions"]}
    needed = {"@jupyterlite/pyodide-kernel-extension", "anywidget",
              "@jupyter-widgets/jupyterlab-manager"}
    assert needed <= extensions <= needed | {"jupyterlab_pygments"}, extensions
    # anywidget's front end and its Python half are the same release
    front_end = json.loads((lite_site / "extensions" / "anywidget" / "package.json").read_text())
    assert lock["anywidget"]["version"] == front_end["version"]


#: the first line (its error's name) of every traceback the open notebook shows, read
#: from the page: JupyterLite's page has no global application object to ask
ERRORS_JS = """() => [...document.querySelectorAll('.jp-NotebookPanel .jp-OutputArea-output')]
    .map(e => e.innerText)
    .filter(text => /Traceback \\(most recent call last\\)/.test(text))
    .map(text => text.split('\\n').find(line => /Error|Exception/.test(line)) ?? text.slice(0, 200))"""


def _menu(page, top: str, item: re.Pattern) -> None:
    page.locator(".lm-MenuBar").get_by_role("menuitem", name=top, exact=True).click()
    page.locator(".lm-Menu").last.locator(".lm-Menu-item").filter(
        has=page.locator(".lm-Menu-itemLabel", has_text=item)).first.click()


def test_start_notebook_runs_and_skyway_plays_offline(browser, site_url, artifacts_dir):
    expect = _expect()
    context = browser.new_context(
        viewport={"width": 1440, "height": 1000}, color_scheme="light",
        reduced_motion="reduce", service_workers="block",
    )
    context.set_default_timeout(30_000)
    blocked: list[str] = []

    def only_local(route) -> None:
        if urlsplit(route.request.url).hostname == "127.0.0.1":
            route.continue_()
        else:
            blocked.append(f"{route.request.method} {route.request.url}")
            route.abort()

    context.route("**/*", only_local)
    local: list[str] = []
    context.on("request", lambda r: local.append(r.url)
               if urlsplit(r.url).hostname == "127.0.0.1" else None)
    outside: list[str] = []
    context.on("request", lambda r: outside.append(r.url)
               if r.url.startswith(("http:", "https:", "ws:", "wss:"))
               and urlsplit(r.url).hostname != "127.0.0.1" else None)
    page = context.new_page()
    console: list[str] = []
    page.on("console", lambda m: console.append(f"[{m.type}] {m.text}"))
    page.on("pageerror", lambda e: console.append(f"[pageerror] {e}"))
    try:
        started = time.monotonic()
        page.goto(f"{site_url}/lab/index.html?path={NOTEBOOK}")
        panel = page.locator(".jp-NotebookPanel").first
        panel.wait_for(state="visible", timeout=90_000)
        # the kernel starts in Pyodide: idle with its name shown
        page.wait_for_function(
            """() => {
                const p = document.querySelector('.jp-NotebookPanel');
                const status = p?.querySelector('.jp-Notebook-ExecutionIndicator')?.dataset.status;
                const name = p?.querySelector('.jp-KernelName')?.textContent.trim() ?? '';
                return status === 'idle' && /Pyodide/.test(name);
            }""", timeout=120_000, polling=200,
        )
        # Run All: every cell of the start notebook, the tournament, its chart and the
        # study lab included, runs in Pyodide; a cell that fails would leave the ones
        # after it unrun, with an empty prompt
        code_cells = page.locator(".jp-Notebook .jp-CodeCell")
        skyway_cell = code_cells.nth(SKYWAY_CELL)
        expect(skyway_cell.locator(".jp-InputArea-editor")).to_have_text(re.compile(r"^\s*Skyway\("))
        code_cells.first.locator(".jp-InputPrompt").click()
        run_all = time.monotonic()
        _menu(page, "Run", re.compile(r"^Run All Cells$"))
        page.wait_for_function(
            """() => {
                const p = document.querySelector('.jp-NotebookPanel');
                const prompts = [...p.querySelectorAll('.jp-CodeCell .jp-InputPrompt')]
                    .map(e => e.textContent);
                const status = p.querySelector('.jp-Notebook-ExecutionIndicator')?.dataset.status;
                // a traceback ends the wait at once: the cells after it never run
                const failed = [...p.querySelectorAll('.jp-OutputArea-output')]
                    .some(e => /Traceback \\(most recent call last\\)/.test(e.innerText));
                return failed || (prompts.every(t => /\\[\\d+\\]/.test(t)) && status === 'idle');
            }""", timeout=180_000, polling=250,
        )
        errors = page.evaluate(ERRORS_JS)
        assert not errors, errors
        ran_all = time.monotonic() - run_all
        # the tournament's chart (an SVG picture: the site has no matplotlib) and the
        # study lab are shown
        expect(page.locator('.jp-OutputArea-output[data-mime-type="image/svg+xml"]')).to_have_count(1)
        expect(page.locator(".skyw-lab-setup")).to_be_visible()
        ran = time.monotonic() - started

        widget = page.locator('.skyw[data-game="skyway"]').first
        expect(widget).to_be_visible()
        board = widget.locator(".skyway")
        expect(board.locator(".skyway-grid .skyway-cell")).to_have_count(9)
        widget.scroll_into_view_if_needed()
        grid = board.get_by_role("group", name=re.compile(r"^Your 3 by 3 play area"))
        entries = widget.locator(".skyw-log-panel .skyw-log-entry").filter(has_not_text="Start position")
        expect(entries).to_have_count(0)
        blueprint = board.locator('.skyway-blueprint[aria-disabled="false"]').first
        b = blueprint.get_attribute("data-blueprint")
        placed = board.locator(f'.skyway-blueprint-box[data-blueprint="{b}"] .skyw-card[data-card]'
                               ).evaluate_all("els => els.map(e => e.dataset.card)")
        assert placed, f"blueprint {b} shows no cards"
        blueprint.click()
        target = grid.locator(".skyway-cell.is-target").first
        expect(target).to_be_visible()
        cell = target.get_attribute("data-cell")
        target.click()
        # Python in Pyodide applied the move: the Log has it, the header says so, and
        # the cell holds the blueprint's cards (drawn by the board, not a preview)
        expect(entries).to_have_count(1, timeout=30_000)
        expect(widget.locator(".skyw-header").get_by_role("status")).to_contain_text("Move 1")
        stack = board.locator(f'.skyway-cell-box[data-cell="{cell}"] .skyw-card[data-card]')
        expect(stack).to_have_count(len(placed))
        assert stack.evaluate_all("els => els.map(e => e.dataset.card)") == placed

        # A bot's move and a simulation run in slices on Pyodide's event loop (no
        # thread can start there): both finish, and the board is free again after.
        widget.get_by_role("button", name="Bot move", exact=True).click()
        expect(entries).to_have_count(2, timeout=60_000)
        expect(widget.locator(".skyw-header").get_by_role("status")).to_contain_text("Move 2")
        stop = widget.get_by_role("group", name="Game controls").get_by_role("button", name="Stop")
        outcomes = widget.locator(".skyw-outcomes-panel")
        if outcomes.get_attribute("open") is None:
            outcomes.locator("summary").click()
        count = outcomes.get_by_label("Rollouts per move")
        run = outcomes.get_by_role("button", name="Run", exact=True)
        progress = outcomes.locator(".skyw-progress-text")
        # a long run, stopped: Stop is heard between two slices
        count.fill("5000")
        run.click()
        expect(stop).to_be_enabled(timeout=30_000)
        expect(progress).to_contain_text(re.compile(r"[1-9]\d* / 5000"), timeout=60_000)
        stop.click()
        expect(stop).to_be_disabled(timeout=30_000)
        expect(progress).not_to_contain_text("5000 / 5000")
        # a short run, to the end
        count.fill("20")
        run.click()
        expect(progress).to_contain_text("20 / 20", timeout=120_000)
        expect(progress).to_contain_text("done")
        rows = outcomes.get_by_role("table").locator("tbody tr")
        expect(rows).to_have_count(widget.locator(".skyw-moves-panel .skyw-move").count())
        expect(stop).to_be_disabled()
        expect(widget.get_by_role("button", name="Bot move", exact=True)).to_be_enabled()
        page.screenshot(path=str(artifacts_dir / "jupyterlite-skyway.png"))
        print(f"\nJupyterLite: Run All took {ran_all:.0f} s, done {ran:.0f} s after opening the page; "
              f"{len(local)} local requests; screenshot in {artifacts_dir}")
        print("errors the notebook showed:", *errors, sep="\n")
    except Exception:
        page.screenshot(path=str(artifacts_dir / "FAILED-jupyterlite.png"), full_page=True)
        (artifacts_dir / "FAILED-jupyterlite.console.txt").write_text("\n".join(console))
        print(f"browser console ({len(console)} lines):\n" + "\n".join(console[-40:]))
        raise
    finally:
        context.close()
    # the route sees the kernel's worker too: Pyodide and the wheels came through it
    assert any(u.endswith("/pyodide.asm.wasm") for u in local), local
    assert any("/skywidgets-" in u and u.endswith(".whl") for u in local), local
    assert not blocked and not outside, (
        "the site asked for addresses other than 127.0.0.1:\n" + "\n".join(sorted({*blocked, *outside})))
