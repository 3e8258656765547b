"""Hand-over screen: covers the window between turns so the next player's hand stays private.

It shows whose turn it is and what happened since, and reveals the game only when that
player clicks.  Teaching mode ("open hands") skips it.
"""
from __future__ import annotations

import html
from collections.abc import Sequence

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QPainter, QPaintEvent
from PySide6.QtWidgets import QLabel, QPushButton, QTextBrowser, QVBoxLayout, QWidget

from brass_desktop.ui import texts
from brass_desktop.ui.panels.base import player_color, player_pixmap
from brass_desktop.ui.retranslate import Retranslatable


class HandOverScreen(Retranslatable, QWidget):
    """An opaque overlay over its parent; ``revealed`` is emitted when the player takes over."""

    revealed = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self._covered = parent  # the window it covers, followed on resize (parentWidget() is Optional)
        self.setObjectName("HandOverScreen")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setAutoFillBackground(True)
        layout = QVBoxLayout(self)
        layout.setSpacing(14)
        self.badge = QLabel()
        self.badge.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title = QLabel()
        self.title.setObjectName("HandOverTitle")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.subtitle = QLabel()
        self.subtitle.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.subtitle.setWordWrap(False)  # one line; wrapping labels clip with style-sheet font sizes
        self.summary_title = QLabel()
        self.summary_title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.summary_title.setObjectName("HandOverSubtitle")
        self.summary = QTextBrowser()
        self.summary.setObjectName("HandOverSummary")
        self.button = QPushButton()
        self.button.setObjectName("RevealButton")
        self.set_scale(1.0)
        self.button.clicked.connect(self._reveal)
        self.subtitle.setObjectName("HandOverSubtitle")
        layout.addStretch(2)
        for widget in (self.badge, self.title, self.subtitle):
            layout.addWidget(widget, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addSpacing(10)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addSpacing(24)
        for part in (self.summary_title, self.summary):
            layout.addWidget(part, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(3)
        self._player = 0
        self._name = ""
        self._lines: Sequence[str] = ()
        self._note = ""
        parent.installEventFilter(self)
        self.hide()
        self.retranslate_ui()


    def set_scale(self, factor: float) -> None:
        """Presentation size: the summary box and the reveal button grow with the fonts."""
        self.summary.setFixedSize(round(900 * factor), round(340 * factor))
        self.button.setMinimumSize(round(420 * factor), round(72 * factor))
    def show_for(self, player: int, name: str, since: Sequence[str], note: str = "") -> None:
        """Cover the window for ``player``; ``since`` = log lines since that player last played,
        ``note`` a line above them (what an undo took back)."""
        self._player, self._name, self._lines, self._note = player, name, since, note
        self.badge.setPixmap(player_pixmap(player, 96))
        self.title.setStyleSheet(f"color: {player_color(player).lighter(150).name()};")  # on a dark screen
        self.retranslate_ui()
        self.setGeometry(self._covered.rect())
        self.raise_()
        self.show()
        self._scroll_to_end()
        QTimer.singleShot(0, self._scroll_to_end)  # again once the text has its final layout
        self.button.setFocus()

    def _scroll_to_end(self) -> None:
        """Once laid out (the range is known only then), show the last lines of the summary."""
        self.summary.document().adjustSize()
        bar = self.summary.verticalScrollBar()
        bar.setValue(bar.maximum())

    def _reveal(self) -> None:
        self.hide()
        self.revealed.emit()

    def retranslate_ui(self) -> None:
        tr = texts.translate
        self.title.setText(texts.fill(tr("HandOverScreen", "{player}’s turn"), {"player": self._name}))
        self.subtitle.setText(texts.fill(
            tr("HandOverScreen", "Pass the computer to {player}. Everyone else, please look away from the hand."),
            {"player": self._name}))
        self.summary_title.setText(tr("HandOverScreen", "Since your last turn"))
        lines = self._lines or ([] if self._note else [tr("HandOverScreen", "Nothing new since your last action.")])
        note = f"<p style='margin:2px'><b>{html.escape(self._note)}</b></p>" if self._note else ""
        self.summary.setHtml(note + "".join(f"<p style='margin:2px'>{html.escape(line)}</p>" for line in lines))
        # The newest lines (income, the new turn order) matter most: they sit at the bottom, in view.
        bar = self.summary.verticalScrollBar()
        bar.setValue(bar.maximum())
        self.button.setText(texts.fill(tr("HandOverScreen", "I am {player}: show my hand"), {"player": self._name}))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if watched is self._covered and event.type() == QEvent.Type.Resize:
            self.setGeometry(self._covered.rect())
        return False

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        painter = QPainter(self)
        painter.fillRect(self.rect(), QColor("#2b2520"))
        painter.end()
