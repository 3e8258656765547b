"""Table › Players' phones in the window (issue 40): codes for the person seats only, loopback only
in tests (``BRASS_PHONES_ADDRESS``), and a new game closes the old game's sessions."""
from __future__ import annotations

import pytest

from brass_desktop.controller.computer import PERSON
from brass_desktop.engine import GameSetup
from brass_desktop.ui.phones.feature import ADDRESS_VARIABLE, offered_addresses


@pytest.fixture(autouse=True)
def loopback_only(monkeypatch):
    monkeypatch.setenv(ADDRESS_VARIABLE, "127.0.0.1")


def test_the_address_can_be_forced_to_loopback() -> None:
    assert [a.address for a in offered_addresses()] == ["127.0.0.1"]


def test_the_table_menu_opens_codes_for_the_person_seats_only(qtbot, window) -> None:
    feature = window.phones
    assert not feature.phones_action.isEnabled()
    assert feature.menu.menuAction() in window.menuBar().actions()
    assert feature.menu.title() and feature.phones_action.text()
    assert window.start_game(GameSetup(players=("Ada", "Ben", "Cy"), seed=4, game="birmingham"))
    window.turns.set_table([PERSON, "easy", PERSON], "fast", False, seed=1)
    assert feature.phones_action.isEnabled()
    feature.phones_action.trigger()
    dialog = feature.dialog
    assert dialog is not None and dialog.isVisible()
    assert dialog.server.listening and dialog.server.address == "127.0.0.1"
    assert set(dialog.codes) == {0, 2, None}
    assert window.start_game(GameSetup(players=("Ada", "Ben"), seed=5, game="birmingham"))
    qtbot.waitUntil(lambda: not dialog.server.listening, timeout=3000)
    assert not dialog.isVisible()
