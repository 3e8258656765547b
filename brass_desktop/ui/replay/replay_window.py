"""The replay browser: a recorded game step by step, read-only.

First / back / forward / last, a slider over the whole game and the log (a click on an entry
jumps to the moment after it) move through the positions of :class:`~.model.Replay`; the map,
the players' and markets' panels and the log show each position exactly as it was.  Nothing
here can change the record: the map takes no clicks, and "Continue from here" hands a new
game that has played up to this moment to the main window (``branch_requested``).
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor, QTextDocumentFragment
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSlider,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from brass_desktop.engine import Game
from brass_desktop.ui import texts
from brass_desktop.ui.board.view import BoardView
from brass_desktop.ui.games import game_ui
from brass_desktop.ui.panels.log_panel import batch_html
from brass_desktop.ui.replay.model import Replay
from brass_desktop.ui.retranslate import Retranslatable

FUTURE = QColor("#9a9a9a")  # log entries after the shown moment


class ReplayWindow(Retranslatable, QDialog):
    """Browse ``game``'s record; ``scale`` is the main window's presentation factor."""

    branch_requested = Signal(object)  # Game: "Continue from here"

    def __init__(self, game: Game, parent: QWidget | None = None, scale: float = 1.0,
                 presentation: bool = False, title: str = "") -> None:
        super().__init__(parent)
        self.setObjectName("ReplayWindow")
        self.setWindowFlag(Qt.WindowType.Window)  # its own window with maximise, beside the game
        self.replay = Replay(game)
        self.step = 0
        self._title = title
        self.data = game.data
        self.names = [p.name for p in game.state.players]
        plugin = game_ui(game.definition.family)  # the family's own board and panels (ui/games.py)
        self.scene = plugin.make_scene(self.data, self)
        self.scene.set_presentation(presentation)
        self.scene.retranslate(lambda loc: texts.place_name(loc, self.data))
        self.view = BoardView(self.scene)
        self.view.setObjectName("BoardView")
        self.players_panel, self.markets_panel = plugin.make_replay_panels()
        for panel in (self.players_panel, self.markets_panel):
            panel.set_scale(scale)
            panel.set_compact(True)  # the map comes first; the log keeps room to read
        self.log = QListWidget()
        self.log.setObjectName("ReplayLog")
        self.log.setWordWrap(True)
        self.log.itemClicked.connect(lambda item: self.go_to(self.log.row(item)))
        self.log_caption = QLabel()

        self.first_button, self.back_button = QPushButton(), QPushButton()
        self.forward_button, self.last_button = QPushButton(), QPushButton()
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setRange(0, len(self.replay))
        self.slider.valueChanged.connect(self.go_to)
        self.position = QLabel()
        self.branch_button = QPushButton()
        self.branch_button.setObjectName("Primary")
        self.close_button = QPushButton()
        self.first_button.clicked.connect(lambda: self.go_to(0))
        self.back_button.clicked.connect(lambda: self.go_to(self.step - 1))
        self.forward_button.clicked.connect(lambda: self.go_to(self.step + 1))
        self.last_button.clicked.connect(lambda: self.go_to(len(self.replay)))
        self.branch_button.clicked.connect(self.continue_from_here)
        self.close_button.clicked.connect(self.reject)
        # Keyboard: the slider has the focus (arrows, Page Up/Down, Home, End step through the game);
        # Up/Down in the log move to the moment of the entry.
        self.log.currentRowChanged.connect(lambda row: self.go_to(row) if row >= 0 else None)
        self.slider.setPageStep(10)
        controls = QHBoxLayout()
        for button in (self.first_button, self.back_button, self.forward_button, self.last_button):
            controls.addWidget(button)
        controls.addWidget(self.slider, 1)
        controls.addWidget(self.position)
        controls.addWidget(self.branch_button)
        controls.addWidget(self.close_button)
        side = QWidget()
        side_layout = QVBoxLayout(side)
        side_layout.setContentsMargins(0, 0, 0, 0)
        side_layout.addWidget(self.markets_panel)
        side_layout.addWidget(self.players_panel)
        side_layout.addWidget(self.log_caption)
        side_layout.addWidget(self.log, 1)
        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(self.view)
        splitter.addWidget(side)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 1)
        layout = QVBoxLayout(self)
        layout.addWidget(splitter, 1)
        layout.addLayout(controls)
        self._fill_log()
        self.retranslate_ui()
        self.go_to(0, force=True)
        self.slider.setFocus()

    # -- texts -----------------------------------------------------------------------------------
    def retranslate_ui(self) -> None:
        tr = texts.translate
        title = tr("ReplayWindow", "Replay")
        self.setWindowTitle(f"{title} — {self._title}" if self._title else title)
        for button, text, tip in (
                (self.first_button, tr("ReplayWindow", "|◀ First"), tr("ReplayWindow", "The start of the game (Home)")),
                (self.back_button, tr("ReplayWindow", "◀ Back"), tr("ReplayWindow", "One action back (Left)")),
                (self.forward_button, tr("ReplayWindow", "Forward ▶"), tr("ReplayWindow", "One action on (Right)")),
                (self.last_button, tr("ReplayWindow", "Last ▶|"), tr("ReplayWindow", "The end of the record (End)"))):
            button.setText(text)
            button.setToolTip(tip)
        self.branch_button.setText(tr("ReplayWindow", "Continue from here"))
        self.branch_button.setToolTip(tr("ReplayWindow", "Start a new game from this moment; the record is kept"))
        self.close_button.setText(tr("ReplayWindow", "Close"))
        self.log_caption.setText(tr("ReplayWindow", "Log (click an entry to go to the moment after it)"))
        self.scene.retranslate(lambda loc: texts.place_name(loc, self.data))
        self._fill_log()
        self._show_position()

    def _fill_log(self) -> None:
        """Row 0 is the start; row k the k-th action with what it caused.  Refilled (a language
        switch), the log keeps the moment shown: its rows come and go without moving it."""
        self.log.blockSignals(True)
        try:
            self._fill_rows()
        finally:
            self.log.blockSignals(False)
        self._mark_log()

    def _fill_rows(self) -> None:
        self.log.clear()
        self.log.addItem(QListWidgetItem(texts.translate("ReplayWindow", "Start of the game")))
        for batch in self.replay.event_log:
            text = QTextDocumentFragment.fromHtml(batch_html(batch, self.names, self.data)).toPlainText()
            self.log.addItem(QListWidgetItem(text.strip()))

    # -- moving ----------------------------------------------------------------------------------
    def go_to(self, step: int, force: bool = False) -> None:
        """Show the position after ``step`` actions (clamped to the record)."""
        step = max(0, min(int(step), len(self.replay)))
        if step == self.step and not force:
            return
        self.step = step
        self.game = self.replay.game_at(step)
        self.scene.sync(self.game.state)
        self.players_panel.update_from(self.game)
        self.markets_panel.update_from(self.game)
        self.slider.blockSignals(True)
        self.slider.setValue(step)
        self.slider.blockSignals(False)
        self._mark_log()
        self._show_position()

    def _mark_log(self) -> None:
        """Entries up to the shown moment read normally, later ones are greyed; the moment is selected."""
        for row in range(self.log.count()):
            item = self.log.item(row)
            if item is not None:
                item.setForeground(FUTURE if row > self.step else self.log.palette().text().color())
        current = self.log.item(self.step)
        if current is not None:
            self.log.setCurrentItem(current)
            self.log.scrollToItem(current, QListWidget.ScrollHint.PositionAtCenter)

    def _show_position(self) -> None:
        total = len(self.replay)
        self.position.setText(texts.fill(texts.translate("ReplayWindow", "Action {step} of {total}"),
                                         {"step": self.step, "total": total}))
        self.first_button.setEnabled(self.step > 0)
        self.back_button.setEnabled(self.step > 0)
        self.forward_button.setEnabled(self.step < total)
        self.last_button.setEnabled(self.step < total)

    def log_texts(self) -> Sequence[str]:
        """The log rows as shown (tests)."""
        return [item.text() for item in (self.log.item(r) for r in range(self.log.count())) if item is not None]

    def continue_from_here(self) -> Any:
        """Hand a new game that has played up to this moment to whoever listens (the main window)."""
        game = self.replay.branch_at(self.step)
        self.branch_requested.emit(game)
        return game
