"""The phones' server inside the app: Qt's ``QHttpServer`` serves the page (``resources/phone/``)
and a ``QWebSocketServer`` carries the table's messages (``brass_desktop/table/protocol.py``).

It listens on one address (the dialog offers the LAN's; tests use loopback) while the game is open.
Nothing runs while nobody talks: no timer polls; a change of the game pushes the new state to every
phone once the event loop is free (``GameController.state_changed``).  Stopping the server ends
every session; a new game ends them too (the seats and their tokens belonged to the old one).
"""
from __future__ import annotations

import importlib.util
import json
import logging
from collections.abc import Callable
from functools import partial
from pathlib import Path

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtHttpServer import QHttpServer, QHttpServerRequest, QHttpServerResponse
from PySide6.QtNetwork import QHostAddress, QTcpServer
from PySide6.QtWebSockets import QWebSocket, QWebSocketProtocol, QWebSocketServer

from brass_desktop.controller.game_controller import GameController
from brass_desktop.table.projection import Words
from brass_desktop.table.protocol import Outgoing, Table
from brass_desktop.table.seats import SeatTokens
from brass_desktop.ui.texts.registry import words_for

from .host import ControllerHost, DesktopWords
from .words import page_words

log = logging.getLogger(__name__)

#: the page's files: URL path -> (file under resources/phone/, its MIME type)
PAGE_FILES = {"/": ("index.html", "text/html; charset=utf-8"),
              "/phone.css": ("phone.css", "text/css; charset=utf-8"),
              "/phone.js": ("phone.js", "text/javascript; charset=utf-8")}


def page_folder() -> Path:
    """``resources/phone/`` of this checkout or installation (the package ``brass_desktop.resources``)."""
    spec = importlib.util.find_spec("brass_desktop.resources")
    if spec is not None and spec.submodule_search_locations:
        return Path(list(spec.submodule_search_locations)[0]) / "phone"
    return Path(__file__).resolve().parents[3] / "resources" / "phone"


class PhoneServer(QObject):
    """The page and the messages for the phones of the game in ``controller``."""

    connections_changed = Signal()  # a phone came, went or was sent away (the dialog's list)
    stopped = Signal()

    def __init__(self, controller: GameController, person_seats: list[int] | tuple[int, ...],
                 words: Words | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.host = ControllerHost(controller)
        self.table = Table(self.host, SeatTokens(tuple(person_seats)), words or DesktopWords())
        self.address = ""
        self._tcp: QTcpServer | None = None
        self._http: QHttpServer | None = None
        self._ws: QWebSocketServer | None = None
        self._sockets: dict[int, QWebSocket] = {}
        self._next_id = 1
        self._push_due = False
        self._language = "en"
        self._routes: list[tuple[str, Callable[..., str]]] = []
        self._after_handler: Callable[..., None] | None = None

    # -- life ----------------------------------------------------------------------------------------
    @property
    def listening(self) -> bool:
        return self._tcp is not None and self._tcp.isListening()

    @property
    def http_port(self) -> int:
        return self._tcp.serverPort() if self._tcp is not None else 0

    @property
    def ws_port(self) -> int:
        return self._ws.serverPort() if self._ws is not None else 0

    def start(self, address: str, language: str = "en") -> bool:
        """Listen on ``address`` (free ports); False when it cannot (the address is gone, ...)."""
        self.stop()
        self._language = language
        host = QHostAddress(address)
        tcp = QTcpServer(self)
        ws = QWebSocketServer("Brass Desktop", QWebSocketServer.SslMode.NonSecureMode, self)
        if not tcp.listen(host, 0) or not ws.listen(host, 0):
            log.warning("phones' server cannot listen on %s: %s %s", address, tcp.errorString(), ws.errorString())
            tcp.close()
            ws.close()
            tcp.deleteLater()
            ws.deleteLater()
            return False
        http = QHttpServer(self)
        # PySide keeps no reference to a route's callable: the server keeps them while it lives.  The
        # after-request handler is a plain function: a bound method of this class fails there (PySide 6.11).
        self._routes = [(path, partial(self._page, path)) for path in PAGE_FILES]
        self._routes.append(("/config.json", self._config))
        for path, handler in self._routes:
            http.route(path, handler)
        self._after_handler = partial(_after_request, self)
        http.addAfterRequestHandler(http, self._after_handler)
        if not http.bind(tcp):
            tcp.close()
            ws.close()
            return False
        ws.newConnection.connect(self._accept)
        self._tcp, self._http, self._ws, self.address = tcp, http, ws, address
        self.controller.state_changed.connect(self._schedule_push)
        self.controller.game_replaced.connect(self.stop)
        return True

    def stop(self) -> None:
        """Close every session and stop listening (nothing is left running)."""
        if self._ws is None:
            return
        self.controller.state_changed.disconnect(self._schedule_push)
        self.controller.game_replaced.disconnect(self.stop)
        self._deliver(self.table.close_all())
        for socket in list(self._sockets.values()):
            socket.abort()
        self._sockets.clear()
        self._ws.close()
        if self._tcp is not None:
            self._tcp.close()
        for part in (self._ws, self._http, self._tcp):
            if part is not None:
                part.deleteLater()
        self._ws = self._http = self._tcp = None
        self.connections_changed.emit()
        self.stopped.emit()

    # -- addresses -----------------------------------------------------------------------------------
    def base_url(self) -> str:
        return f"http://{self.address}:{self.http_port}/"

    def seat_url(self, seat: int) -> str:
        """The address of ``seat``'s page; its token is in the fragment (never sent over HTTP)."""
        return f"{self.base_url()}#t={self.table.tokens.token(seat)}"

    def spectator_url(self) -> str:
        return f"{self.base_url()}#t={self.table.tokens.spectator_token}"

    def take_back(self, seat: int) -> str:
        """A new token for ``seat`` (its phones are sent away); the seat's new address."""
        _, out = self.table.take_back(seat)
        self._deliver(out)
        self.connections_changed.emit()
        return self.seat_url(seat)

    def connected(self) -> dict[int | None, int]:
        return self.table.connected()

    def set_facts(self, facts: dict[str, object]) -> None:
        """The table's public facts (seats away, hints allowed) on every phone, if they changed."""
        if facts != self.table.facts:
            self.table.facts = dict(facts)
            self._schedule_push()

    def send_to_seat(self, seat: int, message: dict[str, object]) -> None:
        """``message`` for ``seat``'s phones only (its hints)."""
        self._deliver(self.table.to_seat(seat, message))

    # -- HTTP ----------------------------------------------------------------------------------------
    # PySide's routes can hand Qt a returned ``str`` but not a ``QHttpServerResponse`` or bytes (it cannot
    # copy those): each route returns its text, and the after-request handler sets its type and headers.
    def _page(self, path: str, request: QHttpServerRequest) -> str:
        try:
            return (page_folder() / PAGE_FILES[path][0]).read_text(encoding="utf-8")
        except OSError:
            return ""

    def _config(self, request: QHttpServerRequest) -> str:
        game = self.controller.game
        metrics: dict[str, str] = {}
        if game is not None:
            try:
                metrics = dict(words_for(game.definition.name).library_chart.metrics)
            except Exception:  # a game without words: the page shows its figures unnamed
                metrics = {}
        return json.dumps({"ws_port": self.ws_port, "language": self._language, "words": page_words(metrics)},
                          ensure_ascii=False)

    # -- WebSockets ----------------------------------------------------------------------------------
    def _accept(self) -> None:
        assert self._ws is not None
        while self._ws.hasPendingConnections():
            socket = self._ws.nextPendingConnection()
            conn = self._next_id
            self._next_id += 1
            self._sockets[conn] = socket
            socket.textMessageReceived.connect(lambda text, conn=conn: self._received(conn, text))
            socket.binaryMessageReceived.connect(lambda data, conn=conn: self._received(conn, "\0"))
            socket.disconnected.connect(lambda conn=conn: self._gone(conn))

    def _received(self, conn: int, text: str) -> None:
        before = self.table.connected()
        self._deliver(self.table.received(conn, text))
        if self.table.connected() != before:
            self.connections_changed.emit()

    def _gone(self, conn: int) -> None:
        socket = self._sockets.pop(conn, None)
        if socket is not None:
            socket.deleteLater()
        self.table.closed(conn)
        self.connections_changed.emit()

    def _deliver(self, out: list[Outgoing]) -> None:
        for item in out:
            socket = self._sockets.get(item.conn)
            if socket is None:
                continue
            if item.text is not None:
                socket.sendTextMessage(item.text)
            if item.close:
                self.table.closed(item.conn)
                socket.close(QWebSocketProtocol.CloseCode.CloseCodeNormal)

    # -- pushing -------------------------------------------------------------------------------------
    def _schedule_push(self) -> None:
        """A change: push once the event loop is free (one change can emit several signals)."""
        if not self._push_due:
            self._push_due = True
            QTimer.singleShot(0, self, self._push)

    def _push(self) -> None:
        self._push_due = False
        if self._ws is not None:
            self._deliver(self.table.changed())


def _after_request(server: PhoneServer, request: QHttpServerRequest, response: QHttpServerResponse) -> None:
    """Every answer: its content type, never cached, no referrer, the page's sources only."""
    path = request.url().path()
    mime = PAGE_FILES[path][1] if path in PAGE_FILES else "application/json; charset=utf-8"
    headers = response.headers()
    if path in PAGE_FILES or path == "/config.json":
        headers.replaceOrAppend("Content-Type", mime)
    headers.replaceOrAppend("Cache-Control", "no-store")
    headers.replaceOrAppend("Referrer-Policy", "no-referrer")
    headers.replaceOrAppend("X-Content-Type-Options", "nosniff")
    headers.replaceOrAppend("Content-Security-Policy", "default-src 'self'; "
                            f"connect-src 'self' ws://{server.address}:{server.ws_port}; img-src 'self' data:")
    response.setHeaders(headers)
