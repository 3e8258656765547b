"""The phones' server in the app (issue 40), on loopback only: the page over HTTP, the table's
messages over a WebSocket, a phone's action through the controller, take-back and closing."""
from __future__ import annotations

import json

import pytest
from PySide6.QtCore import QUrl
from PySide6.QtNetwork import QNetworkAccessManager, QNetworkReply, QNetworkRequest
from PySide6.QtWebSockets import QWebSocket

from brass_desktop.controller.game_controller import GameController
from brass_desktop.engine import GameSetup
from brass_desktop.ui.phones.server import PhoneServer

LOOPBACK = "127.0.0.1"


class Phone:
    """A WebSocket client that keeps every message it gets."""

    def __init__(self, qtbot, server: PhoneServer) -> None:
        self.qtbot = qtbot
        self.socket = QWebSocket()
        self.got: list[dict] = []
        self.closed = False
        self.socket.textMessageReceived.connect(lambda text: self.got.append(json.loads(text)))
        self.socket.disconnected.connect(lambda: setattr(self, "closed", True))
        with qtbot.waitSignal(self.socket.connected, timeout=5000):
            self.socket.open(QUrl(f"ws://{LOOPBACK}:{server.ws_port}"))

    def say(self, **message) -> None:
        self.socket.sendTextMessage(json.dumps(message))

    def wait_for(self, kind: str, count: int = 1) -> dict:
        self.qtbot.waitUntil(lambda: sum(m["type"] == kind for m in self.got) >= count, timeout=5000)
        return [m for m in self.got if m["type"] == kind][count - 1]


@pytest.fixture
def served(qtbot):
    controller = GameController()
    controller.new_game(GameSetup(game="birmingham", players=("Ada", "Ben", "Cy"), seed=11))
    server = PhoneServer(controller, (0, 1, 2))
    assert server.start(LOOPBACK)
    yield controller, server
    server.stop()


def _get(qtbot, url: str) -> tuple[int, bytes, dict]:
    manager = QNetworkAccessManager()
    reply = manager.get(QNetworkRequest(QUrl(url)))
    with qtbot.waitSignal(reply.finished, timeout=5000):
        pass
    status = reply.attribute(QNetworkRequest.Attribute.HttpStatusCodeAttribute)
    headers = {bytes(k).decode().lower(): bytes(v).decode() for k, v in reply.rawHeaderPairs()}
    body = bytes(reply.readAll().data()) if reply.error() == QNetworkReply.NetworkError.NoError else b""
    return status, body, headers


def test_the_page_and_its_config_are_served_without_the_token(qtbot, served) -> None:
    _, server = served
    assert server.seat_url(0).startswith(f"http://{LOOPBACK}:{server.http_port}/#t=")
    status, body, headers = _get(qtbot, server.base_url())
    assert status == 200 and b"<html" in body.lower()
    assert headers["cache-control"] == "no-store" and "connect-src" in headers["content-security-policy"]
    status, body, _ = _get(qtbot, server.base_url() + "config.json")
    assert status == 200 and json.loads(body)["ws_port"] == server.ws_port
    status, _, _ = _get(qtbot, server.base_url() + "../pyproject.toml")
    assert status == 404


def test_a_phone_plays_through_the_controller_and_every_phone_hears_of_it(qtbot, served) -> None:
    controller, server = served
    seat = controller.current_player
    phone, other = Phone(qtbot, server), Phone(qtbot, server)
    phone.say(type="hello", token=server.table.tokens.token(seat))
    other.say(type="hello", token=server.table.tokens.spectator_token)
    state = phone.wait_for("state")
    other.wait_for("state")
    assert server.connected() == {seat: 1, None: 1}
    move = state["moves"][0]
    action = dict(move["action"], **({move["card_field"]: move["cards"][0]["value"]} if move["cards"] else {}))
    phone.say(type="apply", id=1, action=action)
    assert phone.wait_for("applied")["legal"]
    assert len(controller.game.history) == 1 and controller.event_log[-1][0]["player"] == seat
    assert phone.wait_for("state", 2)["version"] == other.wait_for("state", 2)["version"] == 1
    phone.say(type="undo", id=2)
    assert phone.wait_for("undone")["done"]
    assert controller.game.history == []
    other.wait_for("state", 3)


def test_a_wrong_token_gets_nothing_and_a_seat_taken_back_is_closed(qtbot, served) -> None:
    _, server = served
    stranger = Phone(qtbot, server)
    stranger.say(type="hello", token="guess")
    assert stranger.wait_for("denied")["reason"] == "unknown_token"
    qtbot.waitUntil(lambda: stranger.closed, timeout=5000)
    assert [m["type"] for m in stranger.got] == ["denied"]
    old = server.table.tokens.token(1)
    phone = Phone(qtbot, server)
    phone.say(type="hello", token=old)
    phone.wait_for("state")
    url = server.take_back(1)
    assert phone.wait_for("denied")["reason"] == "revoked"
    qtbot.waitUntil(lambda: phone.closed, timeout=5000)
    assert old not in url and server.connected() == {}


def test_stopping_the_server_ends_every_session(qtbot, served) -> None:
    _, server = served
    phone = Phone(qtbot, server)
    phone.say(type="hello", token=server.table.tokens.token(0))
    phone.wait_for("state")
    server.stop()
    qtbot.waitUntil(lambda: phone.closed, timeout=5000)
    assert not server.listening and server.connected() == {}


def test_a_new_game_ends_the_phones_sessions(qtbot, served) -> None:
    controller, server = served
    phone = Phone(qtbot, server)
    phone.say(type="hello", token=server.table.tokens.token(0))
    phone.wait_for("state")
    controller.new_game(GameSetup(game="industria", players=("Ada", "Ben", "Cy"), seed=1))
    qtbot.waitUntil(lambda: phone.closed, timeout=5000)
    assert not server.listening
