"""Hand-over panel: between two people's turns it stands where the hand is, so the next player's
hand stays private while the board and the menus stay in use.

It says whose turn it is, lists what happened since that player's last turn (the hot seat marks
those moves on the map, ``ui/hot_seat.py``) and reveals the hand only when that player clicks.
Teaching mode ("open hands") skips it.
"""
from __future__ import annotations

import html
from collections.abc import Callable, Sequence

from PySide6.QtCore import QEvent, QObject, QRect, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QShowEvent
from PySide6.QtWidgets import QBoxLayout, QLabel, QPushButton, QTextBrowser, QVBoxLayout, QWidget

from brass_desktop.ui import texts
from brass_desktop.ui.panels.base import BASE_POINT_SIZE, player_color, player_pixmap
from brass_desktop.ui.retranslate import Retranslatable

#: Wider than this many times its height, the panel puts the moves beside its heading (a strip
#: below the map); narrower, below it (the column beside the map in presentation mode).
SIDE_BY_SIDE = 1.8


class HandOverScreen(Retranslatable, QWidget):
    """An opaque panel over the hand and the action panel; ``revealed`` is emitted when the player
    takes over.  ``area`` gives the rectangle it covers (window coordinates), ``watch`` the widgets
    whose moves and resizes move that rectangle."""

    revealed = Signal()

    def __init__(self, parent: QWidget, area: Callable[[], QRect] | None = None,
                 watch: Callable[[], Sequence[QWidget]] | None = None) -> None:
        super().__init__(parent)
        self._covered = parent  # the window it stands in, followed on resize (parentWidget() is Optional)
        self._area = area if area is not None else parent.rect
        self._watch = watch if watch is not None else (lambda: ())
        self.setObjectName("HandOverScreen")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setAutoFillBackground(True)
        self.badge = QLabel()
        self.badge.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title = QLabel()
        self.title.setObjectName("HandOverCardTitle")
        self.title.setWordWrap(True)
        self.subtitle = QLabel()
        self.subtitle.setObjectName("HandOverCardText")
        self.subtitle.setWordWrap(True)
        self.summary_title = QLabel()
        self.summary_title.setObjectName("HandOverCardText")
        self.summary_title.setWordWrap(True)
        self.summary = QTextBrowser()
        self.summary.setObjectName("HandOverSummary")
        self.button = QPushButton()
        self.button.setObjectName("RevealButton")
        self.button.clicked.connect(self._reveal)
        head = QVBoxLayout()
        head.setSpacing(6)
        top = QBoxLayout(QBoxLayout.Direction.LeftToRight)
        top.addWidget(self.badge, 0, Qt.AlignmentFlag.AlignTop)
        top.addWidget(self.title, 1)
        head.addLayout(top)
        head.addWidget(self.subtitle)
        head.addWidget(self.button, 0, Qt.AlignmentFlag.AlignLeft)
        head.addStretch(1)
        news = QVBoxLayout()
        news.setSpacing(4)
        news.addWidget(self.summary_title)
        news.addWidget(self.summary, 1)
        self._layout = QBoxLayout(QBoxLayout.Direction.LeftToRight, self)
        self._layout.setContentsMargins(12, 10, 12, 10)
        self._layout.setSpacing(14)
        self._layout.addLayout(head, 2)
        self._layout.addLayout(news, 3)
        self._player = 0
        self._name = ""
        self._lines: Sequence[str] = ()
        self._since: Sequence[str] | Callable[[], Sequence[str]] = ()
        self._note = ""
        self._first = False
        self.factor = 1.0
        parent.installEventFilter(self)
        self.set_scale(1.0)
        self.hide()
        self.retranslate_ui()

    def set_scale(self, factor: float) -> None:
        """Presentation size: the title, the button and the moves grow with the window's fonts."""
        self.factor = factor
        base = BASE_POINT_SIZE * factor
        self.setStyleSheet(
            f"#HandOverScreen QLabel {{ color: #f3e6c8; }}"
            f"#HandOverCardTitle {{ font-size: {base * 1.5:.1f}pt; font-weight: bold; }}"
            f"#HandOverCardText {{ font-size: {base:.1f}pt; }}"
            f"#HandOverSummary {{ font-size: {base:.1f}pt; background: #f6f1e6; color: #2b1d10; }}"
            f"#RevealButton {{ font-size: {base * 1.15:.1f}pt; font-weight: bold; padding: 6px 14px; }}")
        self.badge.setPixmap(player_pixmap(self._player, round(40 * factor)))
        if self.isVisible():
            self.follow()

    def show_for(self, player: int, name: str, since: Sequence[str] | Callable[[], Sequence[str]], note: str = "",
                 first: bool = False) -> None:
        """Stand over the hand for ``player``; ``since`` = log lines since that player last played, or
        what words them in the current language (``first``: they have not played yet, the lines are
        the game so far), ``note`` a line above them (what an undo took back)."""
        self._since = since
        self._player, self._name, self._note, self._first = player, name, note, first
        self.badge.setPixmap(player_pixmap(player, round(40 * self.factor)))
        self.title.setStyleSheet(f"color: {player_color(player).lighter(150).name()};")  # on a dark panel
        for widget in self._watch():
            widget.installEventFilter(self)
        self.retranslate_ui()
        self.follow()
        self.raise_()
        self.show()
        self._scroll_to_end()
        QTimer.singleShot(0, self._scroll_to_end)  # again once the text has its final layout
        QTimer.singleShot(0, self.follow)  # the panels may be laid out anew for the new turn
        self.button.setFocus()

    def follow(self) -> None:
        """Cover the hand and the action panel where they are now (a new layout, a new size)."""
        area = self._area()
        if area.isEmpty():
            area = self._covered.rect()
        wide = area.width() > SIDE_BY_SIDE * area.height()
        self._layout.setDirection(QBoxLayout.Direction.LeftToRight if wide else QBoxLayout.Direction.TopToBottom)
        self._layout.setStretch(0, 2 if wide else 0)  # in a column the moves take the height left
        self.setGeometry(area)
        self.raise_()

    def _scroll_to_end(self) -> None:
        """Once laid out (the range is known only then), show the last lines of the summary."""
        self._wrap_summary()  # (adjustSize() would lay it out at its ideal, unwrapped width)
        bar = self.summary.verticalScrollBar()
        bar.setValue(bar.maximum())

    def _reveal(self) -> None:
        self.hide()
        self.revealed.emit()

    def _wrap_summary(self) -> None:
        """The moves wrap at the panel's width: a summary laid out while the panel was hidden at
        another width kept that width (a sideways scroll bar, line ends cut off)."""
        self.summary.document().setTextWidth(self.summary.viewport().width())

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt API)
        super().showEvent(event)
        self._wrap_summary()

    def retranslate_ui(self) -> None:
        tr = texts.translate
        self._lines = list(self._since() if callable(self._since) else self._since)
        self.title.setText(texts.fill(tr("HandOverScreen", "{player}’s turn"), {"player": self._name}))
        self.subtitle.setText(texts.fill(
            tr("HandOverScreen", "Pass the computer to {player}. Everyone else, please look away from the hand."),
            {"player": self._name}))
        if self._first:
            heading = (tr("HandOverScreen", "Your first turn. The moves so far, marked on the map:") if self._lines
                       else tr("HandOverScreen", "Your first turn: nobody has played yet."))
        else:
            heading = tr("HandOverScreen", "Since your last turn (marked on the map):")
        self.summary_title.setText(heading)
        lines = self._lines or ([] if self._note or self._first
                                else [tr("HandOverScreen", "Nothing new since your last action.")])
        note = f"<p style='margin:2px'><b>{html.escape(self._note)}</b></p>" if self._note else ""
        self.summary.setHtml(note + "".join(f"<p style='margin:2px'>{html.escape(line)}</p>" for line in lines))
        self.summary.setVisible(bool(note or lines))
        self._wrap_summary()
        # The newest lines (income, the new turn order) matter most: they sit at the bottom, in view.
        bar = self.summary.verticalScrollBar()
        bar.setValue(bar.maximum())
        self.button.setText(texts.fill(tr("HandOverScreen", "I am {player}: show my hand"), {"player": self._name}))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if self.isVisible() and event.type() in (QEvent.Type.Resize, QEvent.Type.Move, QEvent.Type.Show,
                                                 QEvent.Type.Hide):
            QTimer.singleShot(0, self.follow)  # after the layout has placed every panel
        return False

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        painter = QPainter(self)
        painter.fillRect(self.rect(), QColor("#2b2520"))
        painter.end()
