"""Fixtures for the browser tests: a hermetic JupyterLab and Debian's Chromium.

The browser tests start a real JupyterLab server on 127.0.0.1 (a random free
port, a random token, every Jupyter config/settings/workspace/runtime folder in
a temporary directory) serving a temporary copy of ``notebooks/``, and drive it
with Python Playwright's sync API in Debian's Chromium (``/usr/bin/chromium``).
Playwright's own browser download is never used.

The board tests load the committed bundles in ``js/dev/harness.html`` (a plain
page with a fake model instead of JupyterLab), served with ``http.server``
(``harness_url``): the harness imports the bundle from a Blob URL and fetches
it first, which ``file://`` pages may not do.

When ``/usr/bin/chromium`` is missing the tests are skipped, except under CI
(``CI=true``), where a missing browser is a failure: CI must install it.

What the games' tests share comes as fixtures (``--import-mode=importlib``: test
modules cannot import each other or this file): ``jupyterlab`` (a JupyterLab tab,
``open_widget_notebook`` and more), ``board_harness`` (a harness tab, the game's own
helpers mixed in), ``looks`` (contrast, colours and layout read off the page) and
``update_docs_img``.
"""

from __future__ import annotations

import functools
import http.server
import json
import os
import re
import secrets
import shlex
import shutil
import signal
import socket
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request
from dataclasses import dataclass, field
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
DOCS_IMG = REPO / "docs" / "img"
CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_MISSING = "Debian's chromium is not installed (apt-get install chromium)"
# Root, no GPU, a closed network: keep Chromium from phoning home.
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
    "--disable-dev-shm-usage",
    "--font-render-hinting=none",
]
SERVER_START_TIMEOUT = 90  # seconds; a cold JupyterLab start takes ~5-15 s

# JupyterLab user settings written before the server starts: no news or update
# pop-ups (they would cover the notebook and try the network), no extension
# manager, and an explicit light theme so the light/dark comparison is certain.
LAB_SETTINGS = {
    "@jupyterlab/apputils-extension/notification.jupyterlab-settings": {
        "checkForUpdates": False,
        "fetchNews": "false",
    },
    "@jupyterlab/apputils-extension/themes.jupyterlab-settings": {
        "theme": "JupyterLab Light",
        "adaptive-theme": False,
    },
    "@jupyterlab/extensionmanager-extension/plugin.jupyterlab-settings": {
        "enabled": False,
    },
}


def _expect():
    from playwright.sync_api import expect

    return expect


def _in_ci() -> bool:
    return os.environ.get("CI", "").lower() == "true"


def _unavailable(reason: str):
    """Skip on a developer's machine; fail under CI, which must have it all."""
    if _in_ci():
        pytest.fail(f"{reason} (CI=true: browser tests must run, not skip)", pytrace=False)
    pytest.skip(reason)


def _free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@dataclass
class LabServer:
    url: str  # http://127.0.0.1:PORT
    token: str
    root: Path  # the served folder (a copy of notebooks/)
    home: Path  # every Jupyter config/settings/runtime folder lives under here
    log: Path
    proc: subprocess.Popen = field(repr=False)

    def lab_url(self, path: str = "") -> str:
        """JupyterLab opening `path` in an empty workspace (no tabs left by another test)."""
        return f"{self.url}/lab/tree/{path}?reset&token={self.token}"

    def api(self, path: str, method: str = "GET"):
        req = urllib.request.Request(
            f"{self.url}/api/{path}", method=method,
            headers={"Authorization": f"token {self.token}"},
        )  # fmt: skip
        with urllib.request.urlopen(req, timeout=10) as resp:
            body = resp.read().decode()
        return json.loads(body) if body else None

    def shutdown_sessions(self, path: str) -> None:
        """Stop the kernels of `path` (a test starts from a fresh kernel)."""
        for session in self.api("sessions"):
            if session.get("path") == path:
                self.api(f"sessions/{session['id']}", method="DELETE")

    def write_notebook(self, name: str, code: str | list[str]) -> str:
        """Write a notebook of one code cell, `code` (or one cell per entry of a list), into
        the served folder; returns its path."""
        cells = [code] if isinstance(code, str) else list(code)
        notebook = {
            "cells": [{"cell_type": "code", "execution_count": None,
                       "id": f"{Path(name).stem}-{index}", "metadata": {}, "outputs": [],
                       "source": source} for index, source in enumerate(cells, start=1)],
            "metadata": {
                "kernelspec": {"display_name": "Python 3 (ipykernel)", "language": "python", "name": "python3"},
                "language_info": {"name": "python"},
            },
            "nbformat": 4,
            "nbformat_minor": 5,
        }  # fmt: skip
        (self.root / name).write_text(json.dumps(notebook, indent=1))
        return name

    def log_tail(self, n: int = 60) -> str:
        try:
            return "\n".join(self.log.read_text(errors="replace").splitlines()[-n:])
        except OSError:
            return "(no server log)"


@pytest.fixture(scope="session")
def notebooks_src() -> Path:
    """The folder JupyterLab serves a copy of (override to serve another)."""
    return REPO / "notebooks"


@pytest.fixture(scope="session")
def lab_server(tmp_path_factory, notebooks_src) -> LabServer:
    """A real JupyterLab on 127.0.0.1, hermetic, killed at the end of the session."""
    base = tmp_path_factory.mktemp("jupyterlab")
    root = base / "root"
    shutil.copytree(notebooks_src, root)
    home = base / "home"
    dirs = {
        "JUPYTER_CONFIG_DIR": home / "config",
        "JUPYTER_DATA_DIR": home / "data",
        "JUPYTER_RUNTIME_DIR": home / "runtime",
        "JUPYTERLAB_SETTINGS_DIR": home / "lab-settings",
        "JUPYTERLAB_WORKSPACES_DIR": home / "lab-workspaces",
        "IPYTHONDIR": home / "ipython",
    }
    for d in dirs.values():
        d.mkdir(parents=True)
    for rel, value in LAB_SETTINGS.items():
        p = dirs["JUPYTERLAB_SETTINGS_DIR"] / rel
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(json.dumps(value, indent=2))

    env = {k: v for k, v in os.environ.items() if not k.startswith(("JUPYTER", "PYTEST_"))}
    env.update({k: str(v) for k, v in dirs.items()})
    env["PYTHONUNBUFFERED"] = "1"

    token = secrets.token_hex(24)
    port = _free_port()
    log = base / "jupyterlab.log"
    cmd = [
        sys.executable, "-m", "jupyter", "lab",
        "--no-browser",
        f"--IdentityProvider.token={token}",
        f"--ServerApp.port={port}",
        "--ServerApp.port_retries=0",
        "--ServerApp.ip=127.0.0.1",
        f"--ServerApp.root_dir={root}",
        "--ServerApp.allow_root=True",
        "--ServerApp.terminals_enabled=False",
        "--ServerApp.use_redirect_file=False",
        "--LabApp.news_url=None",
        "--LabApp.expose_app_in_browser=True",  # window.jupyterapp, as Galata uses
        # more switches for a measure (benchmarks/click_to_redraw.py --nagle)
        *shlex.split(os.environ.get("SKYWIDGETS_LAB_ARGS", "")),
    ]  # fmt: skip
    with open(log, "wb") as out:
        proc = subprocess.Popen(
            cmd, cwd=root, env=env, stdin=subprocess.DEVNULL, stdout=out,
            stderr=subprocess.STDOUT, start_new_session=True,
        )  # fmt: skip
    server = LabServer(f"http://127.0.0.1:{port}", token, root, home, log, proc)
    try:
        deadline = time.monotonic() + SERVER_START_TIMEOUT
        while True:
            if proc.poll() is not None:
                raise RuntimeError(
                    f"JupyterLab exited with {proc.returncode} before answering:\n"
                    + server.log_tail()
                )
            try:
                server.api("status")
                break
            except (urllib.error.URLError, ConnectionError, OSError, ValueError):
                if time.monotonic() > deadline:
                    raise RuntimeError(
                        f"JupyterLab did not answer /api/status in {SERVER_START_TIMEOUT}s:\n"
                        + server.log_tail()
                    )
                time.sleep(0.25)
        yield server
    finally:
        _stop(proc)


def _stop(proc: subprocess.Popen) -> None:
    """Stop the server we started and its kernels (its own process group)."""
    if proc.poll() is None:
        try:
            os.killpg(proc.pid, signal.SIGTERM)  # the server shuts its kernels down
            proc.wait(timeout=15)
        except (ProcessLookupError, subprocess.TimeoutExpired):
            pass
    try:  # anything of ours left in the group (a stuck kernel)
        os.killpg(proc.pid, signal.SIGKILL)
    except ProcessLookupError:
        pass
    proc.wait(timeout=10)


@pytest.fixture(scope="session")
def chromium_executable() -> str:
    if not CHROMIUM.exists():
        _unavailable(CHROMIUM_MISSING)
    return str(CHROMIUM)


@pytest.fixture(scope="session")
def browser(chromium_executable):
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        _unavailable("Python Playwright is not installed (pip install -e '.[test]')")
    pw = sync_playwright().start()
    try:
        browser = pw.chromium.launch(
            executable_path=chromium_executable, headless=True, args=CHROMIUM_ARGS
        )
        yield browser
        browser.close()
    finally:
        pw.stop()


class _QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args) -> None:
        pass


@pytest.fixture(scope="session")
def harness_url() -> str:
    """js/dev/harness.html served with the repository over HTTP on 127.0.0.1 (a free port)."""
    handler = functools.partial(_QuietHandler, directory=str(REPO))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)  # port 0: the OS picks a free one
    server.daemon_threads = True
    thread = threading.Thread(target=server.serve_forever, name="harness-http", daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/js/dev/harness.html"
    finally:
        server.shutdown()
        server.server_close()
        thread.join(timeout=5)


@pytest.fixture(scope="session")
def artifacts_dir(tmp_path_factory) -> Path:
    """Screenshots of every browser test (and of each failure) land here."""
    d = Path(os.environ["SKYWIDGETS_E2E_ARTIFACTS"]) if os.environ.get(
        "SKYWIDGETS_E2E_ARTIFACTS"
    ) else tmp_path_factory.mktemp("e2e-artifacts")
    d.mkdir(parents=True, exist_ok=True)
    return d


@pytest.hookimpl(wrapper=True, tryfirst=True)
def pytest_runtest_makereport(item, call):
    report = yield
    setattr(item, f"rep_{report.when}", report)
    return report


@pytest.fixture
def page(request, browser, artifacts_dir):
    """A fresh light-scheme browser tab; on failure its screenshot and console go to artifacts_dir."""
    context = browser.new_context(
        viewport={"width": 1440, "height": 1000},
        device_scale_factor=1,
        color_scheme="light",
        reduced_motion="reduce",
    )
    context.set_default_timeout(30_000)
    page = context.new_page()
    console: list[str] = []
    page.on("console", lambda m: console.append(f"[{m.type}] {m.text}"))
    page.on("pageerror", lambda e: console.append(f"[pageerror] {e}"))
    page.console_lines = console  # type: ignore[attr-defined]
    yield page
    rep = getattr(request.node, "rep_call", None)
    if rep is not None and rep.failed:
        stem = request.node.name.replace("/", "_")
        shot = artifacts_dir / f"FAILED-{stem}.png"
        try:
            page.screenshot(path=str(shot), full_page=True)
        except Exception as exc:  # the page may be gone
            shot = f"(no screenshot: {exc})"
        (artifacts_dir / f"FAILED-{stem}.console.txt").write_text("\n".join(console))
        print(f"\nfailure screenshot: {shot}\nbrowser console: {len(console)} lines in {artifacts_dir}")
    context.close()


class JupyterLab:
    """What a person does in JupyterLab, by clicking, for one browser tab."""

    #: the open notebook's toolbar execution indicator, as Galata reads it; it says
    #: "idle" also before any kernel is connected, so the kernel name is checked too
    PANEL = ".jp-NotebookPanel:not(.lm-mod-hidden)"

    def __init__(self, page, server: LabServer):
        self.page = page
        self.server = server

    def open(self, path: str, timeout: float = 90_000) -> None:
        """Open a notebook, with a fresh kernel, and wait until it is connected and idle."""
        self.server.shutdown_sessions(path)
        self.page.goto(self.server.lab_url(path))
        self.page.locator(self.PANEL).first.wait_for(state="visible", timeout=timeout)
        self.wait_idle(timeout)
        deadline = time.monotonic() + timeout / 1000
        while not any(s.get("path") == path for s in self.server.api("sessions")):
            assert time.monotonic() < deadline, f"no kernel session for {path}"
            time.sleep(0.2)

    def wait_idle(self, timeout: float = 60_000) -> None:
        """Wait until the open notebook has a kernel and it is idle.

        A "Select Kernel" dialog (JupyterLab shows it when a notebook runs before
        its kernel is known) is answered with the preferred kernel.
        """
        self.page.wait_for_function(
            """panel => {
                const dialog = document.querySelector('.jp-Dialog');
                if (dialog && /Select Kernel/.test(dialog.textContent)) {
                    dialog.querySelector('.jp-mod-accept')?.click();
                    return false;
                }
                const p = document.querySelector(panel);
                const status = p?.querySelector('.jp-Notebook-ExecutionIndicator')?.dataset.status;
                const name = p?.querySelector('.jp-KernelName')?.textContent.trim() ?? '';
                return status === 'idle' && name !== '' && name !== 'No Kernel';
            }""",
            arg=self.PANEL,
            timeout=timeout,
            polling=100,
        )

    def menu(self, *labels: str) -> None:
        """Click through the menu bar: menu("Run", "Run All Cells")."""
        page = self.page
        page.locator(".lm-MenuBar").get_by_role("menuitem", name=labels[0], exact=True).click()
        for label in labels[1:]:
            item = (
                page.locator(".lm-Menu")
                .last.locator(".lm-Menu-item")
                .filter(has=page.locator(".lm-Menu-itemLabel", has_text=re.compile(rf"^{re.escape(label)}$")))
            )
            item.click()

    #: "ename: evalue" + traceback of every error output in the open notebook's model
    _ERRORS_JS = """() => {
        const notebook = window.jupyterapp?.shell.currentWidget?.content;
        const errors = [];
        for (const cell of notebook?.widgets ?? []) {
            const outputs = cell.model.outputs;
            for (let i = 0; i < (outputs?.length ?? 0); i++) {
                const o = outputs.get(i).toJSON();
                if (o.output_type === 'error') {
                    const tb = (o.traceback || []).join('\\n').replace(/\\x1b\\[[0-9;]*m/g, '');
                    errors.push(`${o.ename}: ${o.evalue}\\n${tb}`);
                }
            }
        }
        return errors;
    }"""

    def run_all(self, timeout: float = 120_000) -> None:
        """Edit → Clear Outputs of All Cells, Run → Run All Cells, then wait until
        every code cell has run (or one raised, which stops Run All) and the
        kernel is idle.

        Clearing first means outputs and execution counts saved in the notebook
        cannot pass for fresh ones.
        """
        self.menu("Edit", "Clear Outputs of All Cells")
        self.page.wait_for_function(
            "panel => ![...document.querySelectorAll(panel + ' .jp-CodeCell .jp-InputPrompt')]"
            ".some(p => /\\[\\d+\\]/.test(p.textContent))",
            arg=self.PANEL,
        )
        self.menu("Run", "Run All Cells")
        self.page.wait_for_function(
            r"""([panel, errorsJs]) => {
                const dialog = document.querySelector('.jp-Dialog');
                if (dialog && /Select Kernel/.test(dialog.textContent)) {
                    dialog.querySelector('.jp-mod-accept')?.click();
                    return false;
                }
                const p = document.querySelector(panel);
                const prompts = [...p.querySelectorAll('.jp-CodeCell .jp-InputPrompt')].map(e => e.textContent);
                if (prompts.some(t => t.includes('*'))) return false;  // queued or running
                if (prompts.length > 0 && prompts.every(t => /\[\d+\]/.test(t))) return true;
                return (0, eval)(errorsJs)().length > 0;
            }""",
            arg=[self.PANEL, self._ERRORS_JS],
            timeout=timeout,
            polling=100,
        )
        self.wait_idle(timeout)

    def errors(self) -> list[str]:
        """The errors (with tracebacks) that cells of the open notebook raised."""
        return self.page.evaluate(self._ERRORS_JS)

    def set_theme(self, name: str, timeout: float = 30_000) -> None:
        """Settings → Theme → <name>, then wait until the theme is applied."""
        chrome_js = "() => getComputedStyle(document.querySelector('#jp-menu-panel .lm-MenuBar, .lm-MenuBar')).backgroundColor"
        chrome_before = self.page.evaluate(chrome_js) if self.theme != name else None
        self.menu("Settings", "Theme", name)
        self.page.wait_for_function(
            "name => document.body.dataset.jpThemeName === name", arg=name, timeout=timeout
        )
        # the theme's CSS is swapped in asynchronously: let styles settle
        self.page.wait_for_function(
            """() => getComputedStyle(document.body).getPropertyValue('--jp-layout-color0').trim() !== ''"""
        )
        if chrome_before is not None:
            # the menu bar repaints last: a screenshot before then mixes the two themes
            self.page.wait_for_function(
                f"before => ({chrome_js})() !== before", arg=chrome_before, timeout=timeout
            )
        self.page.wait_for_timeout(500)

    @property
    def theme(self) -> str:
        return self.page.evaluate("() => document.body.dataset.jpThemeName")

    def collapse_left_sidebar(self) -> None:
        """Give the notebook the room (click the current left side-bar tab)."""
        tab = self.page.locator(".jp-SideBar.jp-mod-left .lm-TabBar-tab.lm-mod-current")
        if tab.count():
            tab.first.click()
            self.page.locator("#jp-left-stack").wait_for(state="hidden")

    def restore_light_theme(self) -> None:
        """Back to the light theme for any later test, without hiding a failure."""
        try:
            if self.theme != "JupyterLab Light":
                self.set_theme("JupyterLab Light")
        except Exception as exc:  # the page may be broken by the failure being reported
            print(f"could not restore the light theme: {exc}")

    def run_notebook(self, path: str) -> None:
        """Open `path` with a fresh kernel, give it the room, run every cell: none may raise."""
        self.open(path)
        self.collapse_left_sidebar()
        self.run_all()
        errors = self.errors()
        assert not errors, "a cell of the notebook raised:\n\n" + "\n\n".join(errors)

    def open_widget_notebook(self, name: str, code: str | list[str], game: str, board: str,
                             count: int, timeout: float = 60_000):
        """Write notebook `name`, one cell of `code` (or a cell per entry), run it, and return
        its first `game` widget once it shows `count` of `board` (its board is drawn),
        scrolled into view."""
        self.run_notebook(self.server.write_notebook(name, code))
        widget = self.page.locator(f'.skyw[data-game="{game}"]').first
        _expect()(widget).to_be_visible(timeout=timeout)
        _expect()(widget.locator(board)).to_have_count(count)
        widget.scroll_into_view_if_needed()
        return widget

    def frame(self, widget) -> None:
        """Scroll the widget's cell (code, then the widget) to the top; no hover preview."""
        widget.evaluate("e => (e.closest('.jp-Cell') || e).scrollIntoView({block: 'start'})")
        self.page.mouse.move(0, 0)
        self.page.wait_for_timeout(300)  # let the scroll and any repaint settle

    def console_errors(self, game: str) -> list[str]:
        """The page's uncaught errors, and the console's errors that name `game`."""
        return [line for line in self.page.console_lines
                if line.startswith("[pageerror]") or ("[error]" in line and game in line.lower())]

    # ---- the widget's shell: the Legal moves panel and the Log -------------------------

    @staticmethod
    def open_panel(widget, selector: str):
        """The widget's panel `selector` (a <details>), opened if it was folded."""
        panel = widget.locator(selector)
        if panel.get_attribute("open") is None:
            panel.locator("summary").first.click()
        _expect()(panel).to_have_attribute("open", "")
        return panel

    @staticmethod
    def moves_logged(widget):
        """The Log panel's entries of moves (its "Start position" line left out)."""
        return widget.locator(".skyw-log-panel .skyw-log-entry").filter(has_not_text="Start position")

    def move_label(self, widget, move_id: str) -> str:
        """The Legal moves panel's label of `move_id` (it must be listed there)."""
        button = widget.locator(".skyw-moves-panel .skyw-move").filter(
            has=self.page.locator(".skyw-move-id", has_text=re.compile(rf"^{re.escape(move_id)}$"))
        )
        _expect()(button).to_have_count(1)
        return button.locator(".skyw-move-label").inner_text().strip()

    @staticmethod
    def log_entries(rows: list[list[str]]) -> list[dict]:
        """The Log's moves (ply, player, label) from its rows, each the texts of its cells."""
        entries = []
        for row in rows:
            if len(row) != 3:  # "Start position"
                continue
            ply, player, label = row
            entries.append({"ply": int(ply.rstrip(".")), "player": player.strip(" :"), "label": label})
        return entries

    @staticmethod
    def replay_log(state, log: list[dict], check=None):
        """Play the Log's moves on the engine's `state` by their labels, each read in the
        position it was played in (labels name what they move); check(entry, state, move)
        runs before each. Returns the state."""
        for entry in log:
            by_label = {state.describe(move): move for move in state.legal_moves()}
            assert entry["label"] in by_label, f"the Log shows an unknown move: {entry} (legal: {list(by_label)})"
            move = by_label[entry["label"]]
            if check is not None:
                check(entry, state, move)
            state.apply(move)
        return state

    def settle(self, widget, snapshot_js: str, ply: int, compare, timeout: float):
        """Read the widget with `snapshot_js` (its "log": the Log's rows) until the Log has at
        least `ply` moves and compare(snapshot, log) returns (state, no problems); returns the
        state and the snapshot, its "log" read into entries."""
        deadline = time.monotonic() + timeout
        while True:
            snap = widget.evaluate(snapshot_js)
            snap["log"] = log = self.log_entries(snap["log"])
            problems = [f"the Log has {len(log)} moves, waiting for {ply}"] if len(log) < ply else []
            state = None
            if not problems:
                state, problems = compare(snap, log)
            if not problems:
                return state, snap
            if time.monotonic() > deadline:
                raise AssertionError(f"the page is not the engine's after {[e['label'] for e in log]}:\n"
                                     + "\n".join(problems))
            self.page.wait_for_timeout(150)


@pytest.fixture
def jupyterlab(page, lab_server) -> JupyterLab:
    return JupyterLab(page, lab_server)


@pytest.fixture(scope="session")
def update_docs_img():
    """update_docs_img(*screenshots): with SKYWIDGETS_UPDATE_DOCS_IMG set, copy them into
    docs/img/ under their own names (the README's pictures)."""

    def update(*shots: Path) -> None:
        if os.environ.get("SKYWIDGETS_UPDATE_DOCS_IMG"):
            DOCS_IMG.mkdir(parents=True, exist_ok=True)
            for shot in shots:
                shutil.copyfile(shot, DOCS_IMG / shot.name)

    return update


# ---- colours and layout, read off the page ----------------------------------------------

def _luminance(rgb) -> float:
    """WCAG 2 relative luminance of an sRGB colour (0-255 channels; alpha ignored)."""
    def channel(c):
        c = c / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (channel(c) for c in rgb[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def _contrast(a, b) -> float:
    """WCAG 2 contrast ratio of two colours, 1 to 21."""
    la, lb = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


#: JS pasted into the functions below. rgba(): a computed colour, rgb()/rgba() or
#: color(srgb r g b / a) with channels 0-1 (what color-mix() computes to); over(): one colour
#: blended over another; behind(): the colour behind an element, its own background (unless
#: skipSelf) and its ancestors' blended over white; faded(): it or an ancestor is translucent.
_COLOUR_JS = r"""
const rgba = s => {
    const n = (s.match(/[\d.]+/g) || []).map(Number);
    if (n.length < 3) return null;
    const k = /^color\(srgb/.test(s) ? 255 : 1;
    return [n[0] * k, n[1] * k, n[2] * k, n.length > 3 ? n[3] : 1];
};
const over = (top, under) => [0, 1, 2].map(i => top[i] * top[3] + under[i] * (1 - top[3]));
const behind = (el, skipSelf) => {
    const layers = [];
    for (let p = skipSelf ? el.parentElement : el; p; p = p.parentElement) {
        const c = rgba(getComputedStyle(p).backgroundColor);
        if (c && c[3] > 0) { layers.push(c); if (c[3] >= 1) break; }
    }
    let rgb = [255, 255, 255];
    for (const c of layers.reverse()) rgb = over(c, rgb);
    return rgb;
};
const faded = el => { for (let p = el; p; p = p.parentElement) if (Number(getComputedStyle(p).opacity) < 1) return true; return false; };
"""

#: each visible element under root matching a selector with text of its own, outside SVG
#: (an SVG's letters are painted with fill): its colour and the colour behind it
_TEXTS_JS = "(root, selector) => {" + _COLOUR_JS + r"""
    const out = [];
    for (const el of root.querySelectorAll(selector)) {
        if (el.closest('svg')) continue;
        const text = [...el.childNodes].filter(n => n.nodeType === 3).map(n => n.textContent.trim()).join('');
        if (!text || !el.checkVisibility({visibilityProperty: true, opacityProperty: true})) continue;
        const bg = behind(el, false);
        out.push({text: text.slice(0, 40), cls: String(el.className), faded: faded(el),
                  fg: over(rgba(getComputedStyle(el).color), bg), bg});
    }
    return out;
}"""

#: the edge of each element of the parts [what, selector, "border" or "shadow"] and the colour
#: behind it: a border against the parent's background, a box-shadow against the element's own
_EDGES_JS = "(root, parts) => {" + _COLOUR_JS + r"""
    const out = [];
    for (const [what, selector, line] of parts) {
        for (const el of root.querySelectorAll(selector)) {
            const cs = getComputedStyle(el), shadow = line === 'shadow';
            out.push({what, cls: String(el.className), text: el.textContent.trim().slice(0, 20),
                      edge: rgba(shadow ? cs.boxShadow : cs.borderTopColor), bg: behind(el, !shadow)});
        }
    }
    return out.filter(s => s.edge && s.edge[3] > 0).map(s => ({...s, edge: over(s.edge, s.bg)}));
}"""

#: named paints {name: [selector, how]}: how is "behind" (the colour behind the first match),
#: a computed style property ("fill", "stroke"), or "stroke attribute" (its "#rrggbb")
_PAINTS_JS = "(root, parts) => {" + _COLOUR_JS + r"""
    const hex = s => rgba(s.replace('#', '').match(/../g).map(h => parseInt(h, 16)).join(','));
    const paint = (el, how) => how === 'behind' ? behind(el, false)
        : how === 'stroke attribute' ? hex(el.getAttribute('stroke')) : rgba(getComputedStyle(el)[how]);
    return Object.fromEntries(Object.entries(parts)
        .map(([name, [selector, how]]) => [name, paint(root.querySelector(selector), how)]));
}"""

_BEHIND_JS = "el => {" + _COLOUR_JS + " return behind(el, false); }"

#: the elements under root matching a selector that stick out of root sideways
_STICKING_OUT_JS = r"""(root, selector) => {
    const box = root.getBoundingClientRect();
    return [...root.querySelectorAll(selector)]
        .map(e => [e.getAttribute('aria-label') || String(e.className?.baseVal ?? e.className) || e.tagName,
                   e.getBoundingClientRect()])
        .filter(([, r]) => r.width > 0 && (r.left < box.left - 0.5 || r.right > box.right + 0.5))
        .map(([name, r]) => `${name.slice(0, 40)}: ${Math.round(r.left)}..${Math.round(r.right)}`
                            + ` outside ${Math.round(box.left)}..${Math.round(box.right)}`);
}"""

#: the focused element: in the board?, its key, its focus ring and the colour behind it
_RING_JS = "([board, key]) => {" + _COLOUR_JS + r"""
    const e = document.activeElement, cs = getComputedStyle(e);
    return {inBoard: !!e.closest(board), key: e.dataset.focusKey ?? e[key] ?? e.tagName,
        style: cs.outlineStyle, width: parseFloat(cs.outlineWidth) || 0, colour: rgba(cs.outlineColor), bg: behind(e, true)};
}"""


class Looks:
    """How a board looks, read off the page: WCAG 2 contrast, the colours of its text and
    edges, what sticks out sideways. `root` is a Locator: the widget, or a part of it."""

    luminance = staticmethod(_luminance)
    contrast = staticmethod(_contrast)

    def below(self, items: list[dict], least: float, a: str = "fg", b: str = "bg") -> list:
        """(ratio, item) for each item whose colours `a` and `b` are below `least`:1."""
        return [(round(_contrast(i[a], i[b]), 2), i) for i in items if _contrast(i[a], i[b]) < least]

    def texts(self, root, selector: str) -> list[dict]:
        """Each visible element matching `selector` with text of its own (none in SVG): its
        text, cls, faded (under opacity < 1), fg (its colour over bg) and bg (what is behind)."""
        return root.evaluate(_TEXTS_JS, selector)

    def edges(self, root, parts: list) -> list[dict]:
        """The visible edges of the parts [(what, selector), or (what, selector, "shadow")]:
        what, cls, text, edge and bg (the colour behind it)."""
        return root.evaluate(_EDGES_JS, parts)

    def paints(self, root, parts: dict) -> dict:
        """{name: colour} for parts {name: (selector, "behind" | "fill" | "stroke" | "stroke attribute")}."""
        return root.evaluate(_PAINTS_JS, parts)

    def behind(self, locator) -> list:
        """The colour behind an element: its own background and its ancestors', blended."""
        return locator.evaluate(_BEHIND_JS)

    def sticking_out(self, root, selector: str) -> list[str]:
        """The elements matching `selector` that stick out of `root` sideways."""
        return root.evaluate(_STICKING_OUT_JS, selector)


@pytest.fixture(scope="session")
def looks() -> Looks:
    return Looks()


# ---- the harness page ---------------------------------------------------------------------

class BoardHarness:
    """One tab on js/dev/harness.html: a game's committed bundle with a fake model. Open a
    scenario of js/dev/<game>-fixtures.js, change the model as Python would, read what the
    widget sent. A game's module adds its own helpers (board_harness)."""

    GAME = ""  # the harness's ?game=
    BOARD = ""  # what a drawn board shows PER_VIEW of, in each view
    PER_VIEW = 0
    UNDRAWN: tuple[str, ...] = ()  # scenarios that draw no board (Python has sent nothing)
    HEIGHT = 1000  # the window's height when opened at a width
    COLUMNS = 0  # the width of the board's grid that arrows move the focus over

    def __init__(self, page, url: str):
        self.page = page
        self.url = url

    def open(self, scenario: str, theme: str = "light", width: int | None = None, views: int = 1):
        """Open `scenario` (at a window `width`) and wait for the board; returns the first widget."""
        if width:
            self.page.set_viewport_size({"width": width, "height": self.HEIGHT})
        self.page.goto(f"{self.url}?game={self.GAME}&scenario={scenario}&theme={theme}&views={views}&chrome=0")
        self.page.wait_for_selector("body[data-ready=true]")
        if scenario not in self.UNDRAWN:
            _expect()(self.page.locator(self.BOARD)).to_have_count(self.PER_VIEW * views)
        return self.page.locator(".skyw").first

    def load(self, scenario: str) -> None:
        """Python sends a new batch of traits (the same model, as after a move)."""
        self.page.evaluate("name => loadScenario(name)", scenario)

    def trait(self, name: str):
        return self.page.evaluate("name => model.get(name)", name)

    def shown_ply(self) -> int:
        """The ply of the position the board shows (the past one while time travel shows
        it), which every message acting on a position carries."""
        viewing = self.trait("viewing")
        return viewing if viewing is not None else self.trait("ply")

    def set_traits(self, **traits) -> None:
        self.page.evaluate("t => model.update(t)", traits)

    def sent(self) -> list[dict]:
        """The messages sent since the last call."""
        return self.page.evaluate("window.sentMessages.splice(0)")

    def sent_soon(self, count: int = 1, timeout: float = 5_000) -> list[dict]:
        """The messages sent since the last call, once there are `count`: for a message sent from
        an event the browser fires a moment later (a <details>' "toggle" after its click)."""
        self.page.wait_for_function("n => window.sentMessages.length >= n", arg=count, timeout=timeout)
        return self.sent()

    def problems(self) -> list[str]:
        """The console's errors and the page's uncaught errors."""
        return [line for line in self.page.console_lines if line.startswith(("[error]", "[pageerror]"))]

    def grow_log(self, clear_last: bool = True) -> None:
        """Python's batch for the last move arrives again: the Log loses its last move and gets
        it back (view.last cleared in between, unless clear_last is False)."""
        self.page.evaluate("""async clearLast => {
            const log = model.get('log_entries'), view = model.get('view');
            model.set('log_entries', log.slice(0, -1)); if (clearLast) model.set('view', {...view, last: null}); model.save_changes();
            await new Promise(resolve => setTimeout(resolve));  // the widget draws once per batch (a microtask)
            model.set('log_entries', log); if (clearLast) model.set('view', view); model.save_changes();
        }""", clear_last)

    def arrows(self, start: int, target: int) -> list[str]:
        """Arrow presses from one cell of the board's grid to another (reading order, COLUMNS wide)."""
        (r0, c0), (r1, c1) = divmod(start, self.COLUMNS), divmod(target, self.COLUMNS)
        keys = ["ArrowDown" if r1 > r0 else "ArrowUp"] * abs(r1 - r0)
        return keys + ["ArrowRight" if c1 > c0 else "ArrowLeft"] * abs(c1 - c0)

    def focus_rings(self, board: str, tabs: int, key: str = "id") -> tuple[list, list[str]]:
        """Press Tab from the focused element until the focus leaves `board`, `tabs` times at
        most. Returns the keys of the stops (data-focus-key, else the element's `key` property,
        else its tag) and the focus rings missing or below 3:1 against what is behind them."""
        seen, problems = [], []
        for _ in range(tabs):
            ring = self.page.evaluate(_RING_JS, [board, key])
            if not ring["inBoard"]:
                break
            seen.append(ring["key"])
            if ring["style"] in ("none", "hidden") or ring["width"] < 2:
                problems.append(f"{ring['key']}: no focus ring")
            elif _contrast(ring["colour"], ring["bg"]) < 3:
                problems.append(f"{ring['key']}: focus ring {_contrast(ring['colour'], ring['bg']):.2f}:1")
            self.page.keyboard.press("Tab")
        return seen, problems


@pytest.fixture
def board_harness(page, harness_url):
    """board_harness(Game) -> a harness tab for one game: BoardHarness with the class Game
    mixed in (its GAME, BOARD, PER_VIEW, ... and its own helpers, which may use self.page)."""

    def make(game: type) -> BoardHarness:
        return type(game.__name__, (game, BoardHarness), {})(page, harness_url)

    return make


# ---- a room: the projector's screen, Presentation Mode, what fits, axe-core ---------------

#: the sizes a class sees: a projector's 1280x800 and a 1920x1080 screen
SCREENS = {"1280x800": (1280, 800), "1920x1080": (1920, 1080)}
#: the smallest board text a room reads from the back, in CSS pixels at 100 %
MIN_BOARD_TEXT_PX = 14
AXE_JS = REPO / "js" / "node_modules" / "axe-core" / "axe.min.js"
#: why axe may leave a contrast "needs review": overlapping cards, which a person checks
#: from the screenshots; every other needs-review item counts as a problem
AXE_OVERLAP_KEYS = {"bgOverlap", "elmPartiallyObscured", "elmPartiallyObscuring"}

#: what the person to move needs, measured in the notebook's scrolling area: the turn line
#: and every visible [data-decision] element of the board (its prompt, its buttons, the
#: part the move acts on, the scores)
_DECISION_JS = r"""(w) => {
    const scroller = w.closest('.jp-WindowedPanel-outer') || w.closest('.jp-Notebook') || document.scrollingElement;
    const view = scroller.getBoundingClientRect();
    const seen = e => e.checkVisibility({visibilityProperty: true}) && e.getBoundingClientRect().height > 0;
    const parts = [w.querySelector('.skyw-turn'), ...w.querySelectorAll('[data-decision]')].filter(e => e && seen(e));
    const box = e => e.getBoundingClientRect();
    const name = e => e.dataset.decision || e.getAttribute('aria-label') || String(e.className?.baseVal ?? e.className);
    const rects = parts.map(e => ({name: String(name(e)).slice(0, 50), ...box(e).toJSON()}));
    const top = Math.min(...rects.map(r => r.top)), bottom = Math.max(...rects.map(r => r.bottom));
    const widget = box(w), board = box(w.querySelector('.skyw-board-host')), side = box(w.querySelector('.skyw-side'));
    return {rects, top, bottom, decision: Math.round(bottom - top), widget: Math.round(widget.height),
            view: {top: view.top, bottom: view.bottom, left: view.left, right: view.right, height: Math.round(view.height)},
            besides: side.height > 0 && side.left >= board.right - 1 && side.top < board.bottom,
            marked: parts.length - 1, scale: Number(w.dataset.fit || 1)};
}"""

#: board text smaller than `least` px as drawn: HTML text at its computed size, SVG text at
#: its size times the drawing's scale on screen
_SMALL_TEXT_JS = r"""([root, least]) => {
    const out = [];
    const seen = e => e.checkVisibility({visibilityProperty: true, opacityProperty: true}) && e.getBoundingClientRect().width > 0;
    for (const e of root.querySelectorAll('*')) {
        if (e.closest('.skyw-visually-hidden') || e.closest('.skyw-refusal')) continue;
        const own = [...e.childNodes].filter(n => n.nodeType === 3).map(n => n.textContent.trim()).join('');
        if (!own || !seen(e)) continue;
        let size = parseFloat(getComputedStyle(e).fontSize);
        if (e instanceof SVGElement) {
            const m = e.getScreenCTM();
            size *= m ? Math.hypot(m.a, m.b) : 1;
        }
        if (size < least - 0.05) out.push(`${own.slice(0, 30)} (${String(e.className?.baseVal ?? e.className).slice(0, 40)}): ${size.toFixed(1)} px`);
    }
    return out;
}"""

#: unfolds (on) or puts back (off) every element under `w` that scrolls its own content
_UNSCROLL_JS = r"""(w, on) => {
    if (on) {
        for (const e of w.querySelectorAll('*')) {
            const cs = getComputedStyle(e);
            if (/(auto|scroll)/.test(cs.overflowY + cs.overflowX) && (e.scrollHeight > e.clientHeight + 1 || e.scrollWidth > e.clientWidth + 1)) {
                e.dataset.skywAxeStyle = e.getAttribute('style') ?? '';
                e.style.setProperty('max-height', 'none', 'important');
                e.style.setProperty('overflow', 'visible', 'important');
            }
        }
    } else {
        for (const e of w.querySelectorAll('[data-skyw-axe-style]')) {
            e.setAttribute('style', e.dataset.skywAxeStyle);
            delete e.dataset.skywAxeStyle;
        }
    }
}"""

#: scrolls the element's `screen`-th screenful into the notebook's view; returns how many
#: screenfuls the element is tall
_SCREENFULS_JS = r"""(w, screen) => {
    const s = w.closest('.jp-WindowedPanel-outer') || w.closest('.jp-Notebook') || document.scrollingElement;
    const view = s.getBoundingClientRect(), box = w.getBoundingClientRect();
    const step = Math.max(100, view.height - 40);
    s.scrollTop += box.top - view.top + screen * step;
    return Math.max(1, Math.ceil(box.height / step));
}"""

_AXE_RUN_JS = r"""async ([selector, overlapKeys, host]) => {
    // JupyterLab's html and body are 0 px tall; axe skips contrast in a 0 px tall page
    if (!document.getElementById('skyw-axe-height')) {
        const style = document.createElement('style');
        style.id = 'skyw-axe-height';
        style.textContent = 'html, body { height: 100% !important; min-height: 100% !important; }';
        document.head.append(style);
    }
    const context = host ? {include: [{fromShadowDom: [host, selector]}]} : selector;
    const result = await axe.run(context, {resultTypes: ['violations', 'incomplete', 'passes'],
        // experimental in axe, and the one a room needs: a spoken name must contain the words shown
        rules: {'label-content-name-mismatch': {enabled: true}}});
    const problems = [];
    const describe = (kind, rule, node) => `${kind} ${rule.id} (${node.impact ?? rule.impact ?? '?'}): ${node.target.join(' ')}: ${(node.failureSummary || node.any?.[0]?.message || '').replace(/\s+/g, ' ').slice(0, 220)}`;
    for (const rule of result.violations) {
        for (const node of rule.nodes) {
            if (['serious', 'critical'].includes(node.impact ?? rule.impact)) problems.push([describe('violation', rule, node), node.target.join(' ')]);
        }
    }
    for (const rule of result.incomplete) {
        for (const node of rule.nodes) {
            const keys = [...(node.any || []), ...(node.all || []), ...(node.none || [])].map(c => c.data?.messageKey).filter(Boolean);
            if (rule.id === 'color-contrast' && keys.some(k => overlapKeys.includes(k))) continue;
            problems.push([describe('needs review', rule, node), node.target.join(' ')]);
        }
    }
    const passed = result.passes.filter(rule => rule.id === 'color-contrast')
        .flatMap(rule => rule.nodes.map(node => node.target.join(' ')));
    return {problems, passed};
}"""


@dataclass
class Fit:
    """How the decision area and the widget sit on the screen (CSS pixels)."""

    decision: int  # the height of the decision area
    widget: int  # the height of the whole widget
    visible: int  # the height of the notebook's visible area
    besides: bool  # the panels beside the board (not below)
    marked: int  # the board's [data-decision] parts found
    problems: list[str]
    scale: float = 1.0  # the board's text as a share of its full size (fit.js; 1: full size)

    def __str__(self) -> str:
        return (f"decision area {self.decision} px, widget {self.widget} px, visible {self.visible} px, "
                f"panels {'beside' if self.besides else 'below'}"
                + (f", board text at {self.scale:.0%} to fit" if self.scale != 1 else ""))


#: every element of the widget that sticks out of it sideways, and every text a box cuts
#: off (overflow hidden or clip with more to show); scrolling boxes scroll on purpose
_OVERFLOW_JS = r"""(root) => {
    const out = [];
    const box = root.getBoundingClientRect();
    const seen = (e) => e.checkVisibility({visibilityProperty: true}) && e.getBoundingClientRect().width > 0;
    const name = (e) => `${e.tagName.toLowerCase()}.${String(e.className?.baseVal ?? e.className).split(' ').join('.')} "${(e.textContent || '').trim().slice(0, 40)}"`;
    for (const e of root.querySelectorAll('*')) {
        if (e.closest('.skyw-visually-hidden') || !seen(e)) continue;
        // inside a box that clips or scrolls its content, a part is cut by that box on
        // purpose (the State panel's long values): the box itself is checked
        let clipper = null;
        for (let a = e.parentElement; a && a !== root; a = a.parentElement) {
            if (getComputedStyle(a).overflowX !== 'visible') { clipper = a; break; }
        }
        if (clipper) {
            // words run out of the side of the box that holds them (a scrolling list cuts
            // them there); the State panel's values are data, cut on purpose
            const own = [...e.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim());
            const c = clipper.getBoundingClientRect();
            if (own && !e.closest('.skyw-state-panel') && e.getBoundingClientRect().right > c.right + 1) {
                out.push(`cut off by its box: ${name(e)}`);
            }
            continue;
        }
        const r = e.getBoundingClientRect();
        if (r.right > box.right + 1 || r.left < box.left - 1) out.push(`sticks out: ${name(e)} ${Math.round(r.left)}..${Math.round(r.right)} of ${Math.round(box.left)}..${Math.round(box.right)}`);
        const cs = getComputedStyle(e);
        const own = [...e.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim());
        const clips = /(hidden|clip)/.test(cs.overflowX) || cs.textOverflow === 'ellipsis';
        if (own && clips && e.scrollWidth > e.clientWidth + 1) out.push(`cut off: ${name(e)} ${e.scrollWidth} > ${e.clientWidth}`);
    }
    return out;
}"""


class Room:
    """A class's screen for one tab: its size, Presentation Mode, what fits on it, whether
    its text reads from the back and what axe-core finds."""

    def __init__(self, page, lab: JupyterLab | None = None):
        self.page = page
        self.lab = lab

    def screen(self, name: str) -> None:
        width, height = SCREENS[name]
        self.page.set_viewport_size({"width": width, "height": height})
        self.page.wait_for_timeout(300)

    def presentation(self, on: bool) -> None:
        """View → Appearance → Presentation Mode, clicked, until it is `on`."""
        shell = self.page.locator("#main")
        state = lambda: "jp-mod-presentationMode" in (shell.get_attribute("class") or "")  # noqa: E731
        if state() != on:
            self.lab.menu("View", "Appearance", "Presentation Mode")
            self.page.wait_for_function(
                "on => document.querySelector('#main').classList.contains('jp-mod-presentationMode') === on",
                arg=on)
            self.page.wait_for_timeout(400)

    def leave(self) -> None:
        """After a test, whatever happened: JupyterLab's light theme and the normal view."""
        if self.lab is not None:
            self.lab.restore_light_theme()
        try:
            self.presentation(False)
        except Exception as exc:  # the page may be broken by the failure being reported
            print(f"could not leave Presentation Mode: {exc}")

    def fit(self, widget) -> Fit:
        """Scroll the decision area to the top of the notebook's view and measure it: its
        problems name each part outside the view."""
        first = widget.evaluate(_DECISION_JS)
        widget.evaluate("""(w, dy) => {
            const s = w.closest('.jp-WindowedPanel-outer') || w.closest('.jp-Notebook') || document.scrollingElement;
            s.scrollTop += dy; }""", first["top"] - first["view"]["top"] - 4)
        self.page.wait_for_timeout(200)
        m = widget.evaluate(_DECISION_JS)
        view = m["view"]
        problems = [f"{r['name']}: {round(r['top'])}..{round(r['bottom'])} x {round(r['left'])}..{round(r['right'])}"
                    f" outside the view {round(view['top'])}..{round(view['bottom'])} x {round(view['left'])}..{round(view['right'])}"
                    for r in m["rects"]
                    if r["bottom"] > view["bottom"] + 0.5 or r["top"] < view["top"] - 0.5
                    or r["right"] > view["right"] + 0.5 or r["left"] < view["left"] - 0.5]
        if m["marked"] == 0:
            problems.append("the board marks no part of its decision area ([data-decision])")
        return Fit(m["decision"], m["widget"], view["height"], m["besides"], m["marked"], problems, m["scale"])

    def check(self, widget, where: str, axe: bool = True, lang: str | None = None) -> Fit:
        """What a room needs at one phase, asserted: the decision area fits, no board text
        under 14 px and (unless told) nothing for axe-core in the whole widget. ``lang``:
        axe reads only the board of that game in that language (the page may hold the
        same game in English too). Prints and returns the Fit."""
        fit = self.fit(widget)
        print(f"\n{where}: {fit}")
        assert fit.problems == [], f"{where}: the decision area does not fit ({fit}):\n" + "\n".join(fit.problems)
        small = self.small_text(widget)
        assert small == [], f"{where}: board text under 14 px: {small}"
        if axe:
            game = widget.evaluate("w => w.dataset.game")
            lang_part = f'[lang="{lang}"]' if lang else ""
            # the board and the shell around it
            found = self.axe(f'.skyw[data-game="{game}"]{lang_part}')
            assert found == [], f"{where}: axe-core:\n" + "\n".join(found)
        return fit

    def no_overflow(self, widget, where: str) -> None:
        """Asserted: nothing in the widget sticks out of it sideways or is cut off by its
        box (the longer words of another language are where this shows)."""
        problems = widget.evaluate(_OVERFLOW_JS)
        assert problems == [], f"{where}:\n" + "\n".join(problems)

    def open_every_panel(self, widget) -> None:
        """Open every panel of the side column that is shown and still closed."""
        for details in widget.locator("details.skyw-panel").all():
            if details.is_visible() and details.get_attribute("open") is None:
                details.locator("summary").first.click()

    def panel_shots(self, widget, path_prefix: str,
                    panels=("reasoning", "outcomes", "chance", "rules")) -> None:
        """A screenshot of the page with each part of the side column in view, in turn:
        ``<path_prefix>-<panel>.png``."""
        for panel in panels:
            part = widget.locator(f".skyw-{panel}-panel")
            if part.count() == 0:
                continue
            part.first.evaluate("e => e.scrollIntoView({block: 'start'})")
            self.page.mouse.move(0, 0)
            self.page.wait_for_timeout(300)
            self.page.screenshot(path=f"{path_prefix}-{panel}.png")

    def small_text(self, widget, least: float = MIN_BOARD_TEXT_PX) -> list[str]:
        """The board's visible texts drawn smaller than `least` px."""
        return widget.locator(".skyw-board-host").evaluate(
            "(root, least) => (" + _SMALL_TEXT_JS + ")([root, least])", least)

    def axe(self, selector: str = ".skyw", host: str | None = None) -> list[str]:
        """axe-core's serious and critical violations and its needs-review items under
        `selector` (contrast over overlapping cards excepted), one line each. `host`: the
        element whose shadow root holds `selector` (marimo draws a widget in one)."""
        if not AXE_JS.exists():
            _unavailable(f"axe-core is not installed ({AXE_JS}; cd js && npm ci)")
        if not self.page.evaluate("() => typeof window.axe === 'object'"):
            self.page.add_script_tag(path=str(AXE_JS))
        # axe reads only what is on screen (text scrolled out of the notebook's view counts
        # as unseen): the widget is audited one screenful at a time, top to bottom
        target = self.page.locator(selector).first
        # rows a list has scrolled out of its own box (the Log, the Legal moves) are unseen
        # too: for the audit every list shows all its rows
        target.evaluate(_UNSCROLL_JS, True)
        problems: dict[str, str] = {}  # problem -> the element it is about
        passed: set[str] = set()  # elements whose contrast axe measured and passed
        try:
            screens = target.evaluate(_SCREENFULS_JS, 0)
            for screen in range(screens):
                target.evaluate(_SCREENFULS_JS, screen)
                self.page.wait_for_timeout(150)
                found = self.page.evaluate(_AXE_RUN_JS, [selector, sorted(AXE_OVERLAP_KEYS), host])
                passed.update(found["passed"])
                for problem, element in found["problems"]:
                    problems.setdefault(problem, element)
        finally:
            target.evaluate(_UNSCROLL_JS, False)
            # back to the widget's first screenful: the last one may lie past the end of
            # the shorter widget, a blank notebook for the screenshot that follows
            target.evaluate(_SCREENFULS_JS, 0)
        # a "needs review" contrast of an element cut by the edge of one screenful is
        # answered by the screenful that shows it whole
        return [problem for problem, element in problems.items()
                if not (problem.startswith("needs review color-contrast") and element in passed)]


@pytest.fixture
def room(page, request) -> Room:
    """A Room on this test's tab (with its JupyterLab, when the test has one)."""
    lab = request.getfixturevalue("jupyterlab") if "jupyterlab" in request.fixturenames else None
    return Room(page, lab)


# ---- other front ends: a server of our own on a free port ---------------------------------

@dataclass
class AppServer:
    """A front end's server (Voilà, marimo) started by `app_server`, answering on `url`."""

    url: str  # http://127.0.0.1:PORT/
    log: Path
    proc: subprocess.Popen = field(repr=False)

    def log_tail(self, n: int = 60) -> str:
        try:
            return "\n".join(self.log.read_text(errors="replace").splitlines()[-n:])
        except OSError:
            return "(no server log)"


@pytest.fixture
def app_server(tmp_path):
    """app_server(cmd, cwd, port): start `cmd` (its own process group, Jupyter's folders and
    the home in a temporary directory) and wait until http://127.0.0.1:<port>/ answers; it is
    stopped, with its kernels, after the test. Pass `port` from `free_port()`."""
    started: list[AppServer] = []
    home = tmp_path / "home"

    def start(cmd: list[str], cwd: Path, port: int, timeout: float = SERVER_START_TIMEOUT) -> AppServer:
        dirs = {name: home / name.lower() for name in
                ("JUPYTER_CONFIG_DIR", "JUPYTER_DATA_DIR", "JUPYTER_RUNTIME_DIR", "IPYTHONDIR")}
        for d in dirs.values():
            d.mkdir(parents=True, exist_ok=True)
        env = {k: v for k, v in os.environ.items() if not k.startswith(("JUPYTER", "PYTEST_"))}
        env.update({k: str(v) for k, v in dirs.items()})
        env.update(HOME=str(home), PYTHONUNBUFFERED="1")
        log = tmp_path / f"server-{port}.log"
        with open(log, "wb") as out:
            proc = subprocess.Popen(cmd, cwd=cwd, env=env, stdin=subprocess.DEVNULL, stdout=out,
                                    stderr=subprocess.STDOUT, start_new_session=True)
        server = AppServer(f"http://127.0.0.1:{port}/", log, proc)
        started.append(server)
        deadline = time.monotonic() + timeout
        while True:
            if proc.poll() is not None:
                raise RuntimeError(f"{cmd[:3]} exited with {proc.returncode} before answering:\n"
                                   + server.log_tail())
            try:
                # any answer, even an error page, means the server listens
                with socket.create_connection(("127.0.0.1", port), timeout=1):
                    return server
            except OSError:
                if time.monotonic() > deadline:
                    raise RuntimeError(f"{cmd[:3]} did not listen on {port} in {timeout}s:\n"
                                       + server.log_tail())
                time.sleep(0.25)

    yield start
    for server in started:
        _stop(server.proc)


@pytest.fixture(scope="session")
def free_port():
    """free_port(): a TCP port on 127.0.0.1 that nothing listens on now."""
    return _free_port
