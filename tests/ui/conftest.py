"""UI test isolation: every test gets its own data folder (autosave) and settings file."""
from __future__ import annotations

import pytest


@pytest.fixture(autouse=True)
def isolated_user_files(tmp_path, monkeypatch):
    """Point the user data folder and QSettings at ``tmp_path`` so tests never touch real files."""
    from PySide6.QtCore import QSettings

    data = tmp_path / "user-data"
    monkeypatch.setenv("BRASS_DESKTOP_DATA_DIR", str(data))
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    for scope in (QSettings.Scope.UserScope, QSettings.Scope.SystemScope):
        QSettings.setPath(QSettings.Format.IniFormat, scope, str(tmp_path / "settings"))
    return data


@pytest.fixture
def scene(qapp, data):
    """A board scene for the module's ``data`` fixture (the game's static data)."""
    from brass_desktop.ui.brass.scene import BoardScene

    board = BoardScene(data)
    yield board
    board.clear()


@pytest.fixture
def view(qtbot, scene):
    """The board view around ``scene``, shown and fitted."""
    from brass_desktop.ui.board.view import BoardView

    board_view = BoardView(scene)
    qtbot.addWidget(board_view)
    board_view.resize(1600, 1000)
    board_view.show()
    qtbot.waitExposed(board_view)
    board_view.fit_to_window()
    return board_view


@pytest.fixture
def window(qtbot, tmp_path):
    """A shown 1920x1080 main window with its own settings file and no game yet."""
    from brass_desktop.ui.main_window import MainWindow, isolated_settings

    w = MainWindow(settings=isolated_settings(tmp_path / "settings.ini"))
    qtbot.addWidget(w)
    w.resize(1920, 1080)
    w.show()
    qtbot.waitExposed(w)
    yield w
    from brass_desktop import i18n

    i18n.install("en")  # the translator belongs to the app: a test that switched language leaks it otherwise
