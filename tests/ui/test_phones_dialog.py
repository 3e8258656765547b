"""Table › Players' phones (issue 40), on loopback only: a QR code per person seat that encodes
its address and token, who is connected, taking a seat back, closing and stopping."""
from __future__ import annotations

import pytest

from brass_desktop.controller.game_controller import GameController
from brass_desktop.engine import GameSetup
from brass_desktop.ui.phones.addresses import LanAddress, reachable

LOOPBACK = [LanAddress("lo", "127.0.0.1")]


@pytest.fixture
def dialog(qtbot):
    from brass_desktop.ui.phones.dialog import PhonesDialog

    controller = GameController()
    controller.new_game(GameSetup(game="birmingham", players=("Ada", "Ben", "Cy"), seed=2))
    d = PhonesDialog(controller, [0, 2], addresses=LOOPBACK)
    qtbot.addWidget(d)
    yield d
    d.server.stop()


def test_each_person_seat_gets_a_large_code_of_its_own_address(dialog) -> None:
    assert dialog.server.listening and dialog.server.address == "127.0.0.1"
    assert set(dialog.codes) == {0, 2, None}
    for seat in (0, 2):
        pixmap = dialog.codes[seat].pixmap()
        assert pixmap.width() >= 200 and pixmap.width() == pixmap.height()
        assert dialog.links[seat].text() == dialog.server.seat_url(seat)
        assert dialog.server.table.tokens.token(seat) in dialog.links[seat].text()


def test_taking_a_seat_back_shows_a_new_code(dialog) -> None:
    before = dialog.links[0].text()
    dialog.take_back(0)
    assert dialog.links[0].text() != before and dialog.links[0].text() == dialog.server.seat_url(0)
    assert dialog.server.table.tokens.resolve(before.split("#t=")[1]) is None


def test_closing_the_dialog_keeps_the_table_and_stop_ends_it(dialog) -> None:
    dialog.reject()  # the phones play on while the board has the screen
    assert dialog.server.listening
    dialog.stop_button.click()
    assert not dialog.server.listening and not dialog.links[0].text()


def test_loopback_and_link_local_addresses_are_never_offered() -> None:
    from PySide6.QtNetwork import QHostAddress

    from brass_desktop.ui.phones.addresses import lan_addresses

    for address in ("127.0.0.1", "169.254.3.4", "::1", "fe80::1"):
        assert not reachable(QHostAddress(address))
    assert reachable(QHostAddress("192.168.1.20"))
    assert all(reachable(QHostAddress(a.address)) for a in lan_addresses())
