"""The result of a finished game: View › Result of the game (Ctrl+R) opens the winner screen,
which offers a rematch; the action waits while a reveal holds the view."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtGui import QAction, QKeySequence

from brass_desktop.ui import texts
from brass_desktop.ui.dialogs.winner_dialog import WinnerDialog, rematch_setup
from brass_desktop.ui.retranslate import set_action_texts

if TYPE_CHECKING:
    from brass_desktop.ui.main_window import MainWindow


class ResultScreen:
    """The winner screen of the window's game and its View menu entry (``result_action``)."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window
        self.result_action = QAction(window)
        self.result_action.setShortcut(QKeySequence("Ctrl+R"))
        self.result_action.triggered.connect(self.show)
        self.result_action.setEnabled(False)
        window.addAction(self.result_action)

    def retranslate(self) -> None:
        tr = texts.translate
        set_action_texts(self.result_action, tr("MainWindow", "&Result of the game"),
                         tr("MainWindow", "The winner, the ranking and the scores by source (Ctrl+R)"))

    def open_dialog(self) -> WinnerDialog | None:
        """The winner screen already on show, if any."""
        return next((d for d in self.window.open_dialogs() if isinstance(d, WinnerDialog) and d.isVisible()), None)

    def show(self) -> WinnerDialog | None:
        """The winner screen of the finished game (after Review, the menu entry shows it again)."""
        window = self.window
        game = window.controller.game
        if game is None or game.outcome() is None:
            return None
        shown = self.open_dialog()
        if shown is not None:
            return shown
        dialog = WinnerDialog(game, window)
        window.keep_dialog(dialog)
        dialog.rematch_requested.connect(self.rematch)
        dialog.fit_to(min(window.width(), max(dialog.minimumSizeHint().width(), round(window.width() * 0.6))))
        frame = window.geometry()
        dialog.move(frame.center().x() - dialog.width() // 2, frame.center().y() - dialog.height() // 2)
        dialog.open()
        return dialog

    def rematch(self) -> bool:
        """The same players and options again, with a new seed (asking first if the game would be lost)."""
        window = self.window
        game = window.controller.game
        if game is None or not window.files.may_leave_game():
            return False
        return window.files.start_game(rematch_setup(game))

    def update(self) -> None:
        """The menu entry is on once the game is over and no reveal holds the view."""
        game = self.window.controller.game
        self.result_action.setEnabled(game is not None and game.is_over() and not self.window.game_ui.holding())

    def close_stale(self, dialogs: list[Any]) -> None:
        """A winner screen of a game that is no longer on show or no longer over closes."""
        game = self.window.controller.game
        for dialog in dialogs:
            if isinstance(dialog, WinnerDialog) and (dialog.game is not game or not dialog.game.is_over()):
                dialog.reject()
