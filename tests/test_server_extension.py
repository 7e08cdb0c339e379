"""skywidgets.server: a real Jupyter Server, in this process, opens its kernel websockets
with Nagle's algorithm off when the extension is on, and as before when it is off."""

from __future__ import annotations

import asyncio
import json
import socket
import sys
from pathlib import Path

import pytest

from skywidgets import server

pytest.importorskip("jupyter_server")
from jupyter_server.serverapp import ServerApp  # noqa: E402
from jupyter_server.services.kernels.connection.channels import (  # noqa: E402
    ZMQChannelsWebsocketConnection,
)
from tornado.websocket import websocket_connect  # noqa: E402

REPO = Path(__file__).resolve().parents[1]
TOKEN = "skywidgets-test"


@pytest.fixture
def hermetic_jupyter(tmp_path, monkeypatch):
    """Jupyter's own folders in tmp_path; the environment's config (sys.prefix) stays."""
    for name in ("JUPYTER_CONFIG_DIR", "JUPYTER_DATA_DIR", "JUPYTER_RUNTIME_DIR"):
        folder = tmp_path / name.lower()
        folder.mkdir()
        monkeypatch.setenv(name, str(folder))
    monkeypatch.delenv("JUPYTER_CONFIG_PATH", raising=False)
    root = tmp_path / "root"
    root.mkdir()
    return root


def server_app(root: Path, *argv: str) -> ServerApp:
    app = ServerApp()
    app.initialize(argv=[f"--ServerApp.root_dir={root}", "--ServerApp.port=0",
                         f"--IdentityProvider.token={TOKEN}", "--ServerApp.ip=127.0.0.1",
                         "--ServerApp.open_browser=False", "--ServerApp.allow_root=True",
                         *argv])
    return app


async def kernel_socket_no_delay(root: Path, opened: list, enabled: bool) -> int:
    """Start a server (the extension on or off) and a kernel, open the kernel's websocket
    as a browser does, and read TCP_NODELAY off the server's end of it."""
    # made in the running loop, so that the server listens on it
    app = server_app(root, f"--ServerApp.jpserver_extensions={server.EXTENSION}={enabled}")
    assert app.jpserver_extensions[server.EXTENSION] is enabled
    kernel_id = await app.kernel_manager.start_kernel(kernel_name="python3")
    client = None
    try:
        client = await websocket_connect(
            f"ws://127.0.0.1:{app.port}/api/kernels/{kernel_id}/channels"
            f"?token={TOKEN}&session_id=test")
        for _ in range(200):
            if opened:
                break
            await asyncio.sleep(0.02)
        assert opened, "the server never connected the websocket to the kernel"
        stream = opened[-1].ws_connection.stream
        return stream.socket.getsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY)
    finally:
        if client is not None:
            client.close()
        await app.kernel_manager.shutdown_kernel(kernel_id, now=True)
        app.http_server.stop()


def run(coroutine) -> object:
    """``asyncio.run(coroutine)``, also after the browser tests: their Playwright (its sync
    API) leaves its event loop marked as running in this thread, which asyncio.run refuses;
    the mark is put back afterwards."""
    outer = asyncio.events._get_running_loop()
    asyncio.events._set_running_loop(None)
    try:
        return asyncio.run(coroutine)
    finally:
        asyncio.events._set_running_loop(outer)


@pytest.fixture
def opened(monkeypatch) -> list:
    """The websocket handlers whose connection the server connected to a kernel."""
    handlers: list = []
    connect = ZMQChannelsWebsocketConnection.connect

    def recording(self, *args, **kwargs):
        handlers.append(self.websocket_handler)
        return connect(self, *args, **kwargs)

    monkeypatch.setattr(ZMQChannelsWebsocketConnection, "connect", recording)
    return handlers


@pytest.mark.skipif(sys.platform == "win32", reason="a kernel started the POSIX way")
@pytest.mark.parametrize("enabled", [True, False], ids=["on", "off"])
def test_a_kernel_websocket_has_nagle_off_only_with_the_extension(hermetic_jupyter, opened,
                                                                  enabled):
    no_delay = run(kernel_socket_no_delay(hermetic_jupyter, opened, enabled))
    assert bool(no_delay) is enabled


def test_installing_skywidgets_enables_the_extension(hermetic_jupyter):
    # the environment's etc/jupyter/jupyter_server_config.d/skywidgets.json, from the wheel
    app = server_app(hermetic_jupyter)
    assert app.jpserver_extensions.get("skywidgets.server") is True
    connection = app.web_app.settings["kernel_websocket_connection_class"]
    assert connection.__name__ == "NoDelayZMQChannelsWebsocketConnection"
    assert issubclass(connection, ZMQChannelsWebsocketConnection)
    # the same class by name, as Voilà on its own takes it
    assert server.NoDelayZMQChannelsWebsocketConnection is connection


def test_the_config_file_names_the_extension():
    config = json.loads((REPO / "jupyter-config/jupyter_server_config.d/skywidgets.json")
                        .read_text())
    assert config == {"ServerApp": {"jpserver_extensions": {server.EXTENSION: True}}}


class Handler:
    def __init__(self, fails: bool = False) -> None:
        self.fails, self.calls = fails, []

    def set_nodelay(self, value: bool) -> None:
        if self.fails:
            raise AssertionError("the websocket is closed")
        self.calls.append(value)


class Connection:
    """Stands in for a gateway's connection class: its own connect, its own value."""

    def __init__(self, handler: Handler) -> None:
        self.websocket_handler = handler
        self.connected = 0

    def connect(self):
        self.connected += 1
        return "connecting"


def test_any_connection_class_is_wrapped_once_and_connects_as_before():
    wrapped = server.no_delay_connection_class(Connection)
    assert issubclass(wrapped, Connection) and wrapped.__name__ == "NoDelayConnection"
    assert server.no_delay_connection_class(wrapped) is wrapped
    handler = Handler()
    connection = wrapped(handler)
    assert connection.connect() == "connecting"
    assert handler.calls == [True] and connection.connected == 1


def test_a_socket_that_refuses_the_option_still_connects():
    connection = server.no_delay_connection_class(Connection)(Handler(fails=True))
    assert connection.connect() == "connecting" and connection.connected == 1


def test_loading_wraps_the_configured_class_and_leaves_a_server_without_kernels_alone():
    class Log:
        def info(self, *args) -> None:
            self.said = args

    class App:
        def __init__(self, settings: dict) -> None:
            self.web_app = type("WebApp", (), {"settings": settings})()
            self.log = Log()

    app = App({server.SETTING: Connection})
    server._load_jupyter_server_extension(app)
    assert issubclass(app.web_app.settings[server.SETTING], Connection)
    assert app.web_app.settings[server.SETTING] is not Connection
    bare = App({})
    server._load_jupyter_server_extension(bare)
    assert server.SETTING not in bare.web_app.settings
    assert server._jupyter_server_extension_points() == [{"module": "skywidgets.server"}]


VOILA_SWITCH = ("--Voila.kernel_websocket_connection_class="
                "skywidgets.server.NoDelayZMQChannelsWebsocketConnection")


def test_voila_on_its_own_takes_the_class_by_the_switch_the_docs_give():
    voila_app = pytest.importorskip("voila.app")
    app = voila_app.Voila()
    app.parse_command_line([VOILA_SWITCH, "notebook.ipynb"])
    assert app.kernel_websocket_connection_class is server.NoDelayZMQChannelsWebsocketConnection
    for text in (server.__doc__, (REPO / "docs" / "front-ends.md").read_text()):
        assert VOILA_SWITCH.removeprefix("--") in text
