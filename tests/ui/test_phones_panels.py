"""The wall's action and hand panels at a phone's seat (issue 40), every game: they say the seat plays
on its phone (or that the game waits for it), never the desktop's "hidden until its player takes
over" or "Choose an action above"; a seat without a phone, and a stopped table, get them back."""
from __future__ import annotations

import pytest
from PySide6.QtWidgets import QLabel

from brass_desktop.controller.computer import PERSON
from brass_desktop.engine import GameSetup
from brass_desktop.ui.phones.feature import ADDRESS_VARIABLE

from .test_phones_server import Phone

GAMES = ("lancashire", "birmingham", "industria")
DESKTOP_WORDS = ("hidden until its player takes over", "Choose an action above", "bid for", "auctioneer")


@pytest.fixture(autouse=True)
def loopback_only(monkeypatch):
    monkeypatch.setenv(ADDRESS_VARIABLE, "127.0.0.1")


def panel_words(window) -> str:
    """Every text the action panel and the hand show now (labels on screen)."""
    shown = []
    for panel in (window.action_bar, window.hand_panel):
        shown += [label.text() for label in panel.findChildren(QLabel) if label.isVisibleTo(window) and label.text()]
    return "\n".join(shown)


def _join(qtbot, server, seat: int) -> Phone:
    phone = Phone(qtbot, server)
    phone.say(type="hello", token=server.table.tokens.token(seat))
    phone.wait_for("state")
    return phone


@pytest.fixture(params=GAMES)
def table(request, qtbot, window):
    """Ada, Ben and Cy, all people; the phones' table open (its dialog closed)."""
    assert window.start_game(GameSetup(players=("Ada", "Ben", "Cy"), seed=5, game=request.param))
    window.turns.set_table([PERSON, PERSON, PERSON], "fast", True, seed=1)
    window.phones.open_dialog()
    dialog = window.phones.dialog
    dialog.reject()
    yield window, dialog.server
    dialog.server.stop()


def test_the_panels_say_the_seat_plays_on_its_phone(qtbot, table) -> None:
    window, server = table
    c = window.controller
    seat = c.current_player
    name = c.names[seat]
    assert "plays on their phone" not in panel_words(window)
    phone = _join(qtbot, server, seat)
    note = f"{name} plays on their phone."
    qtbot.waitUntil(lambda: note in panel_words(window), timeout=3000)
    words = panel_words(window)
    assert not any(w in words for w in DESKTOP_WORDS), words
    if window.game_ui.needs_handover(c.game):  # a hidden hand says where it is
        hand = "\n".join(label.text() for label in window.hand_panel.findChildren(QLabel)
                         if label.isVisibleTo(window))
        assert note in hand
    # the phone goes away: the game waits for it, and the panels say so
    phone.socket.close()
    qtbot.waitUntil(lambda: f"The game waits for {name}’s phone." in panel_words(window), timeout=3000)
    # the table plays the seat on the laptop meanwhile: the desktop's own words come back
    window.phones.seats.play_on_laptop(seat)
    assert "phone" not in panel_words(window)
    _join(qtbot, server, seat)  # back on its phone
    qtbot.waitUntil(lambda: note in panel_words(window), timeout=3000)
    window.phones.dialog.stop()  # the table closes: every seat is played here again
    qtbot.waitUntil(lambda: "phone" not in panel_words(window), timeout=3000)


def test_the_note_follows_the_language(qtbot, table) -> None:
    window, server = table
    seat = window.controller.current_player
    _join(qtbot, server, seat)
    qtbot.waitUntil(lambda: "plays on their phone" in panel_words(window), timeout=3000)
    window.set_language("zh_TW")
    qtbot.waitUntil(lambda: "plays on their phone" not in panel_words(window), timeout=3000)
    note = window.phones.seats.panel_note(seat)
    assert note and "plays on their phone" not in note and note in panel_words(window)  # translated


@pytest.mark.parametrize("game", GAMES)
def test_the_learners_phone_gets_the_guide_without_the_desktops_clicks(qtbot, window, game) -> None:
    guided = window.start_guide(game)
    guided.panel.start_button.click()
    window.phones.open_dialog()
    server = window.phones.dialog.server
    window.phones.dialog.reject()
    learner = guided.guide.learner
    qtbot.waitUntil(lambda: window.controller.current_player == learner and guided.suggestion() is not None,
                    timeout=10000)
    phone = _join(qtbot, server, learner)
    qtbot.waitUntil(lambda: any(m["type"] == "guide" and "Step 1 of" in m["text"] for m in phone.got),
                    timeout=5000)
    got = [m for m in phone.got if m["type"] == "guide"][-1]
    do, why = guided.texts.step(guided.suggestion().step.id)
    assert got["heading"] == guided.panel.heading.text()
    assert "Suggested move: " in got["text"] and why in got["text"]
    assert do not in got["text"] and "click" not in got["text"].lower()  # the desktop's words stay there
    assert do in guided.panel.body.text()  # the wall's panel keeps them
    server.stop()
