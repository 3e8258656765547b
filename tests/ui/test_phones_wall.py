"""The wall's side of seats played from phones (issue 40), on loopback only: no hand-over and no hand
for a phone's seat, the hand-over for a seat without one, the board marks what a phone considers,
hints go to the phone, and "Ada's phone is away" with the table's choice (wait, or play on the
laptop) until the phone comes back."""
from __future__ import annotations

import pytest

from brass_desktop.controller.computer import PERSON
from brass_desktop.engine import GameSetup
from brass_desktop.ui.phones.feature import ADDRESS_VARIABLE

from .test_phones_panels import panel_words
from .test_phones_server import Phone


@pytest.fixture(autouse=True)
def loopback_only(monkeypatch):
    monkeypatch.setenv(ADDRESS_VARIABLE, "127.0.0.1")


@pytest.fixture
def table(qtbot, window):
    """Ada (seat 0) and Ben (seat 1), both people; the phones' table open and its dialog closed."""
    assert window.start_game(GameSetup(players=("Ada", "Ben"), seed=5, game="birmingham"))
    window.turns.set_table([PERSON, PERSON], "fast", True, seed=1)
    window.phones.open_dialog()
    dialog = window.phones.dialog
    dialog.reject()  # the table plays on with the dialog closed
    assert dialog.server.listening
    yield window, dialog.server
    dialog.server.stop()


def _join(qtbot, server, seat: int) -> Phone:
    phone = Phone(qtbot, server)
    phone.say(type="hello", token=server.table.tokens.token(seat))
    phone.wait_for("state")
    return phone


def _play_first(phone: Phone, count: int) -> None:
    state = [m for m in phone.got if m["type"] == "state"][-1]
    move = state["moves"][0]
    action = dict(move["action"], **({move["card_field"]: move["cards"][0]["value"]} if move["cards"] else {}))
    phone.say(type="apply", id=100 + count, action=action)
    assert phone.wait_for("applied", count)["legal"]


def _to_seat(qtbot, window, server, phone: Phone, seat: int) -> None:
    """Play Ada's moves from her phone until ``seat`` is to move."""
    applied = 0
    while window.controller.current_player != seat:
        applied += 1
        _play_first(phone, applied)
        qtbot.waitUntil(lambda n=applied: len([m for m in phone.got if m["type"] == "state"]) > n, timeout=5000)


def test_a_phones_seat_gets_no_hand_over_and_the_wall_no_hand(qtbot, table) -> None:
    window, server = table
    hot = window.hot_seat
    assert window.controller.current_player == 0
    assert window.handover.isVisible()  # nobody has a phone yet: the hand-over as before
    phone = _join(qtbot, server, 0)
    qtbot.waitUntil(lambda: not window.handover.isVisible(), timeout=3000)
    assert hot.on_phone(0) and not hot.on_phone(1)
    assert not hot.hand_visible() and not window.hand_panel._visible
    assert not window.action_bar.isEnabled()  # the seat's actions are taken on its phone
    seats = window.phones.seats
    # the action panel says who plays where; no banner over the map (it hid the track's markers)
    assert "Ada plays on their phone." in panel_words(window)
    assert not seats.banner.isVisible()
    # Ada's turns end: Ben has no phone, so his turn gets the hand-over page
    _to_seat(qtbot, window, server, phone, 1)
    qtbot.waitUntil(window.handover.isVisible, timeout=3000)
    assert window.action_bar.isEnabled()
    assert not seats.banner.isVisible()


def test_the_board_marks_what_a_phone_considers_and_clears_it(qtbot, table) -> None:
    window, server = table
    phone = _join(qtbot, server, 0)
    scene = window.scene
    before = (scene._highlight_slots, scene._highlight_lines)
    state = [m for m in phone.got if m["type"] == "state"][-1]
    build = next(m for m in state["moves"] if m["action"].get("slot"))
    phone.say(type="consider", id=1, action=dict(build["action"], **{build["card_field"]: build["cards"][0]["value"]}))
    qtbot.waitUntil(lambda: build["action"]["slot"] in scene._highlight_slots, timeout=3000)
    phone.say(type="consider", id=2, action=None)
    qtbot.waitUntil(lambda: (scene._highlight_slots, scene._highlight_lines) == before, timeout=3000)


def test_hints_for_a_phones_seat_go_to_that_phone_not_the_wall(qtbot, table) -> None:
    window, server = table
    phone = _join(qtbot, server, 0)
    state = [m for m in phone.got if m["type"] == "state"][-1]
    assert state["table"]["hints"] is True
    loan = next(m for m in state["moves"] if m["action"].get("kind") == "loan")
    hint = {"plan": [dict(loan["action"], **{loan["card_field"]: loan["cards"][0]["value"]})], "reasons": []}
    window.turns.computer.hints_ready.emit([hint], True)
    got = phone.wait_for("hints")
    assert got["lines"] and got["lines"][0].startswith("1. ") and "Ada" in got["title"]
    assert not window.turns.overlay.isVisible()


def test_a_phone_away_waits_or_plays_on_the_laptop_until_it_is_back(qtbot, table) -> None:
    window, server = table
    seats = window.phones.seats
    phone = _join(qtbot, server, 0)
    qtbot.waitUntil(lambda: not window.handover.isVisible(), timeout=3000)
    phone.socket.close()
    qtbot.waitUntil(lambda: seats.away() == [0], timeout=3000)
    # the game waits at Ada's turn: no hand-over, no hand, the banner says so with the table's choice
    assert seats.label.text() == "Ada’s phone is away.\nThe game waits for Ada’s phone."
    assert seats.choice.isVisible() and seats.choice.text() == "Play on the laptop"
    assert not window.handover.isVisible() and not window.hot_seat.hand_visible()
    seats.choice.click()  # continue: Ada plays on the laptop, with the hand-over page
    assert window.handover.isVisible() and seats.choice.text() == "Wait for the phone"
    assert window.action_bar.isEnabled()
    assert "plays on the laptop" in seats.label.text()
    back = _join(qtbot, server, 0)  # the same code again: the seat is restored to the phone
    qtbot.waitUntil(lambda: not window.handover.isVisible(), timeout=3000)
    assert seats.away() == [] and not seats.banner.isVisible()
    # every phone hears it is back (the table's public facts)
    qtbot.waitUntil(lambda: [m for m in back.got if m["type"] == "state"][-1]["table"]["away"] == [], timeout=3000)


def test_stop_gives_every_seat_back_to_the_laptop(qtbot, table) -> None:
    window, server = table
    _join(qtbot, server, 0)
    qtbot.waitUntil(lambda: not window.handover.isVisible(), timeout=3000)
    server.stop()
    assert not window.hot_seat.on_phone(0) and window.handover.isVisible()
    assert not window.phones.seats.banner.isVisible()


def test_the_guided_games_words_go_to_the_learners_phone(qtbot, window) -> None:
    guided = window.start_guide("birmingham")
    guided.panel.start_button.click()
    window.phones.open_dialog()
    server = window.phones.dialog.server
    window.phones.dialog.reject()
    learner = guided.guide.learner
    assert server.table.tokens.seats == (learner,)  # the computers' seats get no code
    phone = _join(qtbot, server, learner)
    got = phone.wait_for("guide")
    assert got["heading"] == guided.panel.heading.text() and "Step 1 of" in got["text"]
    assert "<" not in got["text"]  # plain text, the page shows it as text
    guided.leave()
    qtbot.waitUntil(lambda: phone.got[-1] == {"type": "guide", "heading": "", "text": ""}, timeout=3000)
    server.stop()


def test_the_banner_is_read_from_the_back_of_the_room(qtbot, table) -> None:
    window, server = table
    window.resize(1920, 1080)
    window.set_presentation(True)
    phone = _join(qtbot, server, 0)
    seats = window.phones.seats
    qtbot.waitUntil(lambda: not window.handover.isVisible(), timeout=3000)
    phone.socket.close()  # the banner speaks when a phone is away
    qtbot.waitUntil(seats.banner.isVisible, timeout=3000)
    seats.update_banner()
    assert seats.label.fontInfo().pixelSize() >= 18 * window.view.height() // 1000
    assert seats.label.height() >= seats.label.heightForWidth(seats.label.width())  # no line cut off
    window.set_presentation(False)
    window.resize(1366, 768)
    qtbot.waitUntil(lambda: seats.banner.geometry().right() < window.view.width(), timeout=3000)
    assert seats.label.height() >= seats.label.heightForWidth(seats.label.width())


@pytest.mark.parametrize("game", ["lancashire", "birmingham", "industria"])
def test_the_board_marks_any_move_a_phone_considers_in_every_game(qtbot, window, game) -> None:
    assert window.start_game(GameSetup(players=("Ada", "Ben", "Cy"), seed=6, game=game))
    window.turns.set_table([PERSON] * 3, "fast", True, seed=1)
    window.phones.open_dialog()
    server = window.phones.dialog.server
    window.phones.dialog.reject()
    marked = []
    window.game_ui.mark_moves = lambda w, actions, said, real=window.game_ui.mark_moves: (
        marked.append(actions), real(w, actions, said))
    seat = window.controller.current_player
    phone = _join(qtbot, server, seat)
    state = [m for m in phone.got if m["type"] == "state"][-1]
    moves = state["moves"][:: max(1, len(state["moves"]) // 25)]  # every kind, a sample of each
    for number, move in enumerate(moves):
        action = dict(move["action"], **({move["card_field"]: move["cards"][-1]["value"]} if move["cards"] else {}))
        phone.say(type="consider", id=number, action=action)
    phone.say(type="consider", id=99, action=None)
    qtbot.waitUntil(lambda: len(marked) >= len(moves), timeout=5000)
    phone.say(type="ping", id=100)
    assert phone.wait_for("pong")["id"] == 100  # the table went on answering: no move broke the marking
    server.stop()
