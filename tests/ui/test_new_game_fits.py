"""The New game dialog fits a 1366x768 laptop screen: OK and Cancel stay on it, the options scroll."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QSize

from brass_desktop.ui.dialogs.new_game_dialog import WANTED_SIZE, NewGameDialog, fitting_size


@pytest.mark.parametrize("game", ["lancashire", "birmingham", "industria"])
def test_the_dialog_fits_a_laptop_screen_and_keeps_its_buttons_in_view(qtbot, game):
    laptop = QSize(1366, 768 - 40)  # the available room below a 40 px task bar
    size = fitting_size(laptop)
    assert size.height() <= laptop.height() - 40 and size.width() == WANTED_SIZE.width()
    dialog = NewGameDialog(["Ada", "Brunel", "Cort", "Darby"])
    qtbot.addWidget(dialog)
    dialog.game.setCurrentIndex(dialog.game.findData(game))
    dialog.count.setValue(4)
    dialog.setMinimumSize(size)
    dialog.resize(size)
    dialog.show()
    qtbot.waitExposed(dialog)
    # the layout can shrink to the laptop's room: nothing is forced below the screen's edge
    assert dialog.layout().minimumSize().height() <= size.height()
    assert dialog.height() == size.height()
    ok = dialog.buttons.geometry()
    assert ok.bottom() <= dialog.height() and ok.height() > 20
    assert dialog.options_box.height() > 150  # the options keep a readable page, scrolling the rest


def test_a_large_screen_gets_the_wanted_size():
    assert fitting_size(QSize(1920, 1040)) == WANTED_SIZE
