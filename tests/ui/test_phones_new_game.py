"""File › New game's "Players use their phones" (issue 40): ticked, the new game opens Table › Players'
phones at once with a code per person seat; unticked, no phones dialog.  Every game, by clicks, on
loopback only."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QDialogButtonBox

from brass_desktop.ui.dialogs.new_game_dialog import NewGameDialog
from brass_desktop.ui.phones.feature import ADDRESS_VARIABLE

GAMES = ("lancashire", "birmingham", "industria")


@pytest.fixture(autouse=True)
def loopback_only(monkeypatch):
    monkeypatch.setenv(ADDRESS_VARIABLE, "127.0.0.1")


def _fill_in(qtbot, monkeypatch, game: str, tick: bool, seen: list[bool]) -> None:
    """The dialog as a person fills it: the game, three seats (the second a computer's), the phones
    box clicked when ``tick``, then OK clicked."""
    def fill_in(dialog: NewGameDialog) -> int:
        dialog.show()
        qtbot.waitExposed(dialog)
        dialog.set_game(game)
        dialog.count.setValue(3)
        dialog.set_seats(["", "easy", ""])
        seen.append(dialog.phones.isChecked())
        assert dialog.phones.isVisible() and dialog.phones.text() == "Players use their phones"
        if tick:  # on its box (the row is wider than the box and its words)
            qtbot.mouseClick(dialog.phones, Qt.MouseButton.LeftButton, pos=QPoint(8, dialog.phones.height() // 2))
        assert dialog.phones_wanted() == (tick or seen[-1])
        qtbot.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton)
        return dialog.result()

    monkeypatch.setattr(NewGameDialog, "exec", fill_in)


@pytest.mark.parametrize("game", GAMES)
def test_ticked_the_new_game_opens_the_phones_with_a_code_per_person_seat(qtbot, window, monkeypatch, game):
    seen: list[bool] = []
    _fill_in(qtbot, monkeypatch, game, True, seen)
    assert window.new_game()
    assert window.controller.game.data.game == game and seen == [False]  # off by default
    dialog = window.phones.dialog
    assert dialog is not None and dialog.isVisible() and dialog.server.listening
    people = [seat for seat in dialog.codes if seat is not None]
    assert people == [0, 2]  # the computer's seat gets no code
    assert all(not dialog.codes[seat].pixmap().isNull() for seat in dialog.codes)
    assert window.phones.in_use()
    try:
        # the next New game starts from this table's choice (as speed, hints and think time do)
        seen.clear()
        _fill_in(qtbot, monkeypatch, game, False, seen)  # left as it starts: ticked
        assert window.new_game()
        assert seen == [True]
        assert window.phones.dialog is not dialog and window.phones.dialog.isVisible()
        assert not dialog.server.listening  # the old game's sessions ended
    finally:
        window.phones.dialog.server.stop()


@pytest.mark.parametrize("game", GAMES)
def test_unticked_the_new_game_opens_no_phones(qtbot, window, monkeypatch, game):
    seen: list[bool] = []
    _fill_in(qtbot, monkeypatch, game, False, seen)
    assert window.new_game()
    assert window.controller.game.data.game == game
    assert window.phones.dialog is None and not window.phones.in_use()
