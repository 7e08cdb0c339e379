"""A Jupyter Server extension: the kernel's replies reach the browser without a 40 ms wait.

A click on a board sends one message to the kernel, and the kernel answers with several
small ones on the same websocket: "busy", the board's update, "idle". Jupyter Server's
websockets keep Nagle's algorithm on (Tornado's default), so the update waits in the
server until the browser acknowledges "busy", and browsers delay that acknowledgement:
40 ms on Linux, up to 200 ms on Windows. Half the clicks on a local JupyterLab took
about 60 ms instead of about 25 ms to redraw (``benchmarks/click_to_redraw.py``).

The extension turns Nagle off (``TCP_NODELAY``) on every kernel websocket the server
opens, for whatever websocket connection the server is configured with (a kernel
gateway's too). Nothing else changes: the same messages, in the same order.

Installing skywidgets where Jupyter Server runs enables it
(``etc/jupyter/jupyter_server_config.d/skywidgets.json``). To turn it off:

    jupyter server extension disable skywidgets.server

Voilà run on its own (``voila notebook.ipynb``) loads no server extension; it takes the
connection class by name:

    voila --Voila.kernel_websocket_connection_class=skywidgets.server.NoDelayZMQChannelsWebsocketConnection notebook.ipynb

>>> from skywidgets.server import no_delay_connection_class
>>> class Connection:
...     def connect(self):
...         return "connected"
>>> no_delay_connection_class(Connection).__name__
'NoDelayConnection'
"""

from __future__ import annotations

from typing import Any

#: the name the extension goes by in Jupyter Server's configuration
EXTENSION = "skywidgets.server"
#: the Tornado application setting that holds the kernel websocket connection class
SETTING = "kernel_websocket_connection_class"
#: Jupyter Server's own connection class, wrapped, by the name a server that takes the
#: class by name (Voilà on its own) is given
CLASS_NAME = f"{__name__}.NoDelayZMQChannelsWebsocketConnection"
#: what the server's log says once the extension is loaded
ANNOUNCEMENT = "skywidgets: kernel websockets send without delay (TCP_NODELAY)"
#: the classes made so far, by the class they wrap: one class per base, however reached
_WRAPPED: dict[type, type] = {}


def no_delay_connection_class(base: type) -> type:
    """A subclass of the kernel websocket connection class ``base`` that turns Nagle's
    algorithm off on its websocket before connecting to the kernel."""
    if base in _WRAPPED.values():  # already without delay
        return base
    if base in _WRAPPED:
        return _WRAPPED[base]

    class NoDelayConnection(base):  # type: ignore[misc, valid-type]
        def connect(self, *args: Any, **kwargs: Any) -> Any:
            set_no_delay(getattr(self, "websocket_handler", None), getattr(self, "log", None))
            return super().connect(*args, **kwargs)

    NoDelayConnection.__qualname__ = NoDelayConnection.__name__ = "NoDelay" + base.__name__
    NoDelayConnection.__module__ = __name__
    NoDelayConnection.__doc__ = f"{base.__name__}, with TCP_NODELAY on its websocket."
    _WRAPPED[base] = NoDelayConnection
    return NoDelayConnection


def __getattr__(name: str) -> Any:
    # Jupyter Server's own connection class, wrapped: for servers that take the class by
    # name (Voilà on its own). Made on first use, so that importing this module needs no
    # Jupyter Server.
    if f"{__name__}.{name}" == CLASS_NAME:
        from jupyter_server.services.kernels.connection.channels import (
            ZMQChannelsWebsocketConnection,
        )

        return no_delay_connection_class(ZMQChannelsWebsocketConnection)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def set_no_delay(handler: Any, log: Any = None) -> bool:
    """Turn Nagle's algorithm off on a Tornado websocket handler's connection; ``False``
    (and a debug line) where it cannot be, such as a connection already closed."""
    try:
        handler.set_nodelay(True)
        return True
    except Exception as exc:  # a closed or foreign socket: the connection works as before
        if log is not None:
            log.debug("skywidgets: could not set TCP_NODELAY on a kernel websocket: %s", exc)
        return False


def _load_jupyter_server_extension(serverapp: Any) -> None:
    """Called by Jupyter Server once its web application is built."""
    settings = serverapp.web_app.settings
    base = settings.get(SETTING)
    if base is None:  # a server without kernel websockets
        return
    settings[SETTING] = no_delay_connection_class(base)
    serverapp.log.info(ANNOUNCEMENT)


def _jupyter_server_extension_points() -> list[dict[str, str]]:
    return [{"module": EXTENSION}]
