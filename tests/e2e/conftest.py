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
"""

from __future__ import annotations

import functools
import http.server
import json
import os
import re
import secrets
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


@pytest.fixture
def jupyterlab(page, lab_server) -> JupyterLab:
    return JupyterLab(page, lab_server)
