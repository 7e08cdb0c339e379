"""skywidgets.server: a real Jupyter Server opens its kernel websockets with Nagle's
algorithm off when the extension is on, and as before when it is off.

Each server runs in a Python process of its own (``PROBE``), so that its kernel manager,
its zmq context and its event loop end with it and never reach another test.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from skywidgets import server

pytest.importorskip("jupyter_server")

REPO = Path(__file__).resolve().parents[1]

#: run as ``python -c PROBE MODE ROOT``: MODE "on" or "off" starts a server with the
#: extension on or off, a kernel, and a websocket to it, and prints TCP_NODELAY as read
#: off the server's end; MODE "installed" starts a server as the environment configures
#: it and prints whether the extension is on and the connection class it uses
PROBE = r"""
import asyncio, json, socket, sys
from jupyter_server.serverapp import ServerApp
from jupyter_server.services.kernels.connection.channels import ZMQChannelsWebsocketConnection
from tornado.websocket import websocket_connect

mode, root = sys.argv[1], sys.argv[2]
opened = []
connect = ZMQChannelsWebsocketConnection.connect
def recording(self, *args, **kwargs):
    opened.append(self.websocket_handler)
    return connect(self, *args, **kwargs)
ZMQChannelsWebsocketConnection.connect = recording

def server_app(*argv):
    app = ServerApp()
    app.initialize(argv=[f"--ServerApp.root_dir={root}", "--ServerApp.port=0",
                         "--IdentityProvider.token=probe", "--ServerApp.ip=127.0.0.1",
                         "--ServerApp.open_browser=False", "--ServerApp.allow_root=True", *argv])
    return app

async def socket_no_delay(enabled):
    app = server_app(f"--ServerApp.jpserver_extensions=skywidgets.server={enabled}")
    kernel_id = await app.kernel_manager.start_kernel(kernel_name="python3")
    try:
        client = await websocket_connect(f"ws://127.0.0.1:{app.port}/api/kernels/{kernel_id}"
                                         "/channels?token=probe&session_id=probe")
        for _ in range(500):
            if opened:
                break
            await asyncio.sleep(0.02)
        stream = opened[-1].ws_connection.stream
        client.close()
        return {"extension": app.jpserver_extensions["skywidgets.server"],
                "no_delay": stream.socket.getsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY)}
    finally:
        await app.kernel_manager.shutdown_kernel(kernel_id, now=True)
        app.http_server.stop()

if mode == "installed":
    import skywidgets.server
    app = server_app()
    connection = app.web_app.settings["kernel_websocket_connection_class"]
    found = {"extension": app.jpserver_extensions.get("skywidgets.server"),
             "class": connection.__name__,
             "wraps": issubclass(connection, ZMQChannelsWebsocketConnection),
             "by_name": skywidgets.server.NoDelayZMQChannelsWebsocketConnection is connection}
else:
    found = asyncio.run(socket_no_delay(mode == "on"))
print("PROBE " + json.dumps(found))
"""


def probe(mode: str, tmp_path: Path) -> dict:
    """Run PROBE in a fresh Python with Jupyter's own folders in ``tmp_path`` (the
    environment's config, sys.prefix's etc/jupyter, stays)."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("JUPYTER")}
    # the skywidgets this test imported, installed or not
    here = str(Path(server.__file__).resolve().parents[1])
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [here, env.get("PYTHONPATH")]))
    for name in ("JUPYTER_CONFIG_DIR", "JUPYTER_DATA_DIR", "JUPYTER_RUNTIME_DIR"):
        folder = tmp_path / name.lower()
        folder.mkdir(exist_ok=True)
        env[name] = str(folder)
    root = tmp_path / "root"
    root.mkdir(exist_ok=True)
    done = subprocess.run([sys.executable, "-c", PROBE, mode, str(root)], env=env,
                          cwd=tmp_path, capture_output=True, text=True, timeout=180)
    lines = [line for line in done.stdout.splitlines() if line.startswith("PROBE ")]
    assert done.returncode == 0 and lines, f"the probe failed:\n{done.stdout}\n{done.stderr[-4000:]}"
    return json.loads(lines[-1].removeprefix("PROBE "))


@pytest.mark.skipif(sys.platform == "win32", reason="a kernel started the POSIX way")
@pytest.mark.parametrize("enabled", [True, False], ids=["on", "off"])
def test_a_kernel_websocket_has_nagle_off_only_with_the_extension(tmp_path, enabled):
    found = probe("on" if enabled else "off", tmp_path)
    assert found["extension"] is enabled
    assert bool(found["no_delay"]) is enabled


def test_installing_skywidgets_enables_the_extension(tmp_path):
    # the environment's etc/jupyter/jupyter_server_config.d/skywidgets.json, from the wheel;
    # the class is also the one Voilà on its own takes by name
    assert probe("installed", tmp_path) == {
        "extension": True, "class": "NoDelayZMQChannelsWebsocketConnection", "wraps": True,
        "by_name": True}


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


VOILA_SWITCH = f"--Voila.kernel_websocket_connection_class={server.CLASS_NAME}"


def test_voila_on_its_own_takes_the_class_by_the_switch_the_docs_give():
    voila_app = pytest.importorskip("voila.app")
    app = voila_app.Voila()
    app.parse_command_line([VOILA_SWITCH, "notebook.ipynb"])
    assert app.kernel_websocket_connection_class is server.NoDelayZMQChannelsWebsocketConnection
    for text in (server.__doc__, (REPO / "docs" / "front-ends.md").read_text()):
        assert VOILA_SWITCH.removeprefix("--") in text
