"""Where the map, the public panels and the working area go, in normal and in presentation mode.

Normal mode: the map with the public facts (players, then markets) beside it, the working area
(action bar, hand, log) in a strip below.  When the window is too short for players and markets
one above the other, they stand side by side, so no player and no market is ever below the fold.

Presentation mode (a projector): no menus, toolbar or status bar; the map takes the whole height
and about three quarters of the width, and the board scene itself carries the public table (the
score track, the markets, the stage of the game and what is left to draw; issue 39).  The narrow column beside it
keeps only what belongs to the player acting: their own row of the players panel (their tiles
left), the action bar with its preview, and the hand.  The table panel is hidden and the log is
left out (the hand-over screen tells what happened).  Text scales with the screen so that it is
as large on a 1366x768 projector image as on a 1920x1080 one.
"""
from __future__ import annotations

import shiboken6
from PySide6.QtCore import QObject, QPoint, QRect, QSize, Qt
from PySide6.QtWidgets import (
    QBoxLayout,
    QFrame,
    QMainWindow,
    QScrollArea,
    QSizePolicy,
    QSpacerItem,
    QSplitter,
    QToolBar,
    QToolButton,
    QWidget,
)

from brass_desktop.ui.panels.base import BASE_POINT_SIZE

PRESENTATION_TEXT_PX = 18.2  # panel text at 1920x1080: readable from 4 m
SMALLEST_TEXT_PX = 13.0  # never smaller, however small the projector image (issue 39: 13 px at 1366x768)
SIDE_SHARE = 0.24  # presentation: the side column's share of the width (the acting player's things)
SMALL_SIDE_SHARE = 0.27  # the same below 1600 px: fixed paddings weigh more
NORMAL_SIDE_WIDTH = 480  # normal mode, at the base font size
BOTTOM_STRIP = 250  # normal mode: action bar, hand and log, at the base font size
SHORT_BOTTOM_STRIP = 205  # the same in a window less than 900 px high
PREFERRED_WINDOW = QSize(1600, 960)  # the first window on a large screen
TITLE_BAR, BORDER = 32, 8  # a window manager's frame, outside the window's own size


def initial_window_rect(available: QRect, preferred: QSize = PREFERRED_WINDOW) -> QRect:
    """Where the first window goes on a screen whose free area (no task bar or dock) is
    ``available``: ``preferred`` where it fits with its frame, else as much of the free area as the
    frame leaves (a 1366x768 or 1280x800 laptop), centred in it (issue 39: it ran off them)."""
    width = max(1, min(preferred.width(), available.width() - 2 * BORDER))
    height = max(1, min(preferred.height(), available.height() - TITLE_BAR - BORDER))
    left = available.left() + (available.width() - width) // 2
    spare = available.height() - TITLE_BAR - BORDER - height
    return QRect(left, available.top() + TITLE_BAR + spare // 2, width, height)


def presentation_factor(width: int, height: int, dpi: float = 96.0, cut: float = 0.0) -> float:
    """Font scale of presentation mode for a window of ``width`` x ``height`` pixels: text of
    PRESENTATION_TEXT_PX at 1920x1080, in proportion elsewhere (the projected image has the same
    physical size whatever its resolution), ``cut`` pixels less where the column would not fit
    (never below SMALLEST_TEXT_PX)."""
    screen = min(width / 1920, height / 1080)
    pixels = max(SMALLEST_TEXT_PX, PRESENTATION_TEXT_PX * screen - cut)
    return pixels / (BASE_POINT_SIZE * dpi / 72)


class WindowLayout(QObject):
    """Builds the window's central widget and moves the panels between the two arrangements."""

    def __init__(self, window: QMainWindow, view: QWidget, players: QWidget, markets: QWidget,
                 action_bar: QWidget, hand: QWidget, log: QWidget) -> None:
        super().__init__(window)
        self.window = window
        self.view, self.players, self.markets = view, players, markets
        self.action_bar, self.hand, self.log = action_bar, hand, log
        self.presentation = False
        # Presentation: the pixels by which a full hand does not fit below the column (0: it fits).
        self.overflow = 0

        self.side = QWidget()
        self.side.setObjectName("SideColumn")
        self.side_layout = QBoxLayout(QBoxLayout.Direction.TopToBottom, self.side)
        self.side_layout.setContentsMargins(0, 0, 0, 0)
        self.side_layout.setSpacing(0)
        self.side_layout.addWidget(players)
        self.side_layout.addWidget(markets)
        self._spacer = QSpacerItem(0, 0, QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Expanding)
        self.side_layout.addItem(self._spacer)
        # A scroll area only as a last resort (a window far smaller than any supported screen).
        self.right = QScrollArea()
        self.right.setObjectName("SideScroll")
        self.right.setWidgetResizable(True)
        self.right.setFrameShape(QFrame.Shape.NoFrame)
        self.right.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.right.setWidget(self.side)
        self.top = QSplitter(Qt.Orientation.Horizontal)
        self.top.addWidget(view)
        self.top.addWidget(self.right)
        self.top.setStretchFactor(0, 1)
        self.top.setCollapsible(0, False)
        self.top.setCollapsible(1, False)
        self.bottom = QSplitter(Qt.Orientation.Horizontal)
        self.bottom.setChildrenCollapsible(False)
        self._strip = (action_bar, hand, log)
        for panel in self._strip:
            self.bottom.addWidget(panel)
        self.main = QSplitter(Qt.Orientation.Vertical)
        self.main.addWidget(self.top)
        self.main.addWidget(self.bottom)
        self.main.setStretchFactor(0, 1)
        self.main.setCollapsible(0, False)
        self.main.setCollapsible(1, False)
        window.setCentralWidget(self.main)

        # The way back from presentation mode without menus (F5 works too): at the foot of the
        # column, never over the board (over the map it covered the score track's numbers).
        self.leave_button = QToolButton(self.side)
        self.leave_button.setObjectName("LeavePresentation")
        self.leave_button.setAutoRaise(True)
        self.leave_button.hide()

    def replace_panels(self, players: QWidget, markets: QWidget, action_bar: QWidget, hand: QWidget) -> None:
        """Another game family's panels take the places of the current ones (which are deleted)."""
        old = (self.players, self.markets, self.action_bar, self.hand)
        for before, after in zip(old, (players, markets, action_bar, hand), strict=True):
            index = self.bottom.indexOf(before)
            if index >= 0:
                self.bottom.replaceWidget(index, after)
            else:
                self.side_layout.replaceWidget(before, after)
            before.hide()
            # Deleted now, not later: its slots must not see the signals of the game that replaces its own.
            shiboken6.delete(before)
        self.players, self.markets, self.action_bar, self.hand = players, markets, action_bar, hand
        self._strip = (action_bar, hand, self.log)
        self.arrange(self.presentation, 1.0)

    # -- arrangement -----------------------------------------------------------------------------
    def arrange(self, presentation: bool, factor: float) -> None:
        """Put every panel where ``presentation`` wants it, for fonts scaled by ``factor``."""
        self.presentation = presentation
        for panel in (self.players, self.markets, self.hand):
            panel.set_compact(presentation)  # type: ignore[attr-defined]
        # Presentation: the board scene carries the public table; the column keeps the acting
        # player's own row (a panel without that mode keeps its compact cards).
        column = getattr(self.players, "set_presentation_column", None)
        if callable(column):
            column(presentation)
        self.markets.setVisible(not presentation)
        # Presentation: players and markets keep their height, whatever the action bar below wants.
        vertical = QSizePolicy.Policy.Fixed if presentation else QSizePolicy.Policy.Preferred
        for panel in (self.players, self.markets):
            panel.setSizePolicy(QSizePolicy.Policy.Preferred, vertical)
        self.action_bar.set_narrow(presentation)  # type: ignore[attr-defined]
        window = self.window
        window.menuBar().setVisible(not presentation)
        for toolbar in window.findChildren(QToolBar):
            toolbar.setVisible(not presentation)
        window.statusBar().setVisible(not presentation)
        # Presentation: the column is made to fit, and a scroll bar would only steal its width.
        self.right.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff if presentation
                                              else Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self._order_side(presentation)
        if presentation:
            for panel in (self.action_bar, self.hand):
                panel.show()  # a moved widget is shown only by a queued call otherwise
            self.log.hide()
            self.bottom.hide()
            self.side_layout.setDirection(QBoxLayout.Direction.TopToBottom)
            self.leave_button.show()
            self.leave_button.raise_()
        else:
            for index, panel in enumerate(self._strip):
                self.bottom.insertWidget(index, panel)
                panel.show()
            self.hand.setMinimumHeight(0)
            self.hand.setMaximumHeight(16777215)
            self.bottom.show()
            self.leave_button.hide()
        self.fit(factor)

    def _order_side(self, presentation: bool) -> None:
        """The side column from the top: players and markets, then either the spare space (normal
        mode) or the action bar taking the spare height above the hand at its fixed height
        (presentation), so neither moves when a preview, a choice row or another hand appears.
        Built afresh each time: another game family's panels may have taken any of the places."""
        layout = self.side_layout
        for panel in (self.players, self.markets, self.action_bar, self.hand, self.leave_button):
            layout.removeWidget(panel)
        layout.removeItem(self._spacer)
        layout.addWidget(self.players)
        layout.addWidget(self.markets)  # hidden in presentation: the board carries the table
        if presentation:
            layout.addWidget(self.action_bar, 1)
            layout.addWidget(self.hand)
            layout.addWidget(self.leave_button, 0, Qt.AlignmentFlag.AlignRight)
        layout.addItem(self._spacer)
        layout.setStretch(layout.count() - 1, 0 if presentation else 1)

    def fit(self, factor: float) -> None:
        """Sizes for the current window size (called on every resize)."""
        width, height = self.window.width(), self.window.height()
        if self.presentation:
            side = round(width * (SIDE_SHARE if width >= 1600 else SMALL_SIDE_SHARE))
            self.right.setMinimumWidth(side)
            self.right.setMaximumWidth(side)
            # Four cards a row where they fit the column, else three, else two (long names in
            # large text on a small screen).
            for columns in (4, 3, 2):
                self.hand.set_compact(True, columns)  # type: ignore[attr-defined]
                if _needed_width(self.hand) <= side:
                    break
            above = 0
            for panel in self._column_panels():  # the panels above it never give up a line
                panel.setMinimumHeight(0)
                natural = panel.heightForWidth(side) if panel.hasHeightForWidth() else -1
                panel.setMinimumHeight(max(natural, panel.sizeHint().height()))
                above += panel.minimumHeight()
            above += self.leave_button.sizeHint().height()
            hand = self._hand_height()
            spare = height - above - self.action_bar.minimumSizeHint().height()
            self.overflow = max(0, hand - spare)
            if hand > spare:  # a small projector in Chinese (taller lines): room for this hand only
                hand = self._hand_height(len(getattr(self.hand, "buttons", ())) or 1)
            self.hand.setFixedHeight(hand)
            # No taller than the screen: the scroll area would otherwise grow the column to the action
            # bar's preferred height (its wrapped preview), moving the hand as the text changes.  If
            # even the smallest hand does not fit, the column runs on below rather than overlap.
            self.side.setMaximumHeight(height if hand <= spare else 16777215)
            # Four kind buttons a row where their labels fit (one row less for the hand), else three.
            kind_columns = getattr(self.action_bar, "set_kind_columns", None)
            if callable(kind_columns):
                kind_columns(4)
                if _needed_width(self.action_bar) > side:
                    kind_columns(3)
            self.top.setSizes([width - side, side])
            self.main.setSizes([height, 0])
        else:
            self.overflow = 0
            side = min(round(NORMAL_SIDE_WIDTH * factor), width // 3)
            small = getattr(self.hand, "set_small", None)
            if callable(small):
                small(height < 900)  # a laptop: two short rows of cards, so the strip stays low
            # The strip gives its spare height to the map in a short window (never less than the bar needs).
            strip = max(round(BOTTOM_STRIP * factor) if height >= 900 else max(
                round(SHORT_BOTTOM_STRIP * factor), self.action_bar.minimumSizeHint().height()),
                self._hand_height())
            self.right.setMaximumWidth(16777215)
            self.side.setMaximumHeight(16777215)
            for panel in (self.players, self.markets):
                panel.setMinimumHeight(0)
            self.main.setSizes([max(300, height - strip), strip])
            # Players and markets one above the other if they fit the height, else side by side.
            self.side_layout.setDirection(QBoxLayout.Direction.TopToBottom)
            self.right.setMinimumWidth(side)
            available = max(0, height - strip - self._chrome_height())
            # A short window (a 1366x768 laptop): compact player cards, then compact markets (the map
            # shows the rest of the table), and players and markets side by side as a last resort.
            for players_compact, markets_compact in ((False, False), (True, False), (True, True)):
                self.players.set_compact(players_compact)  # type: ignore[attr-defined]
                self.markets.set_compact(markets_compact)  # type: ignore[attr-defined]
                self.side_layout.activate()
                # never narrower than the panels need (another game's panels may be wider)
                column = max(side, self.side.minimumSizeHint().width())
                if self._stacked_height(column) <= available:
                    side = column
                    break
            else:
                self.side_layout.setDirection(QBoxLayout.Direction.LeftToRight)
                self.side_layout.activate()
                bar = self.right.verticalScrollBar().sizeHint().width()
                side = max(side, self.side.minimumSizeHint().width() + bar)
            self.right.setMinimumWidth(side)
            self.top.setSizes([width - side, side])
            total = sum(self.bottom.sizes()) or width
            self.bottom.setSizes([round(total * 0.40), round(total * 0.32), round(total * 0.28)])
        self.side_layout.activate()  # the panels take the widths just fitted now, not at a later paint

    def hand_outgrows_column(self) -> bool:
        """On a projector, whether the hand now needs more width than the column (its cards were
        counted into a row at the last fit; another player's hand may have longer names)."""
        return self.presentation and _needed_width(self.hand) > self.right.maximumWidth()

    def width_beside_map(self) -> int:
        """Pixels between the map's right edge and the window's: what a dialog may cover without
        hiding any of the map."""
        right = self.view.mapTo(self.window, QPoint(self.view.width(), 0)).x()
        return max(0, self.window.width() - right)

    def _hand_height(self, cards: int | None = None) -> int:
        """The hand's height for ``cards`` faces, by default a full hand (a hand panel without cards
        of fixed size: its hint)."""
        reserved = getattr(self.hand, "reserved_height", None)
        if not callable(reserved):
            return self.hand.minimumSizeHint().height()
        return int(reserved() if cards is None else reserved(cards))

    def _column_panels(self) -> tuple[QWidget, ...]:
        """The public panels shown above the working area in presentation mode."""
        return tuple(panel for panel in (self.players, self.markets) if not panel.isHidden())

    def _stacked_height(self, width: int) -> int:
        """Players above markets in a column ``width`` wide (wrapped texts take their lines)."""
        return sum(panel.heightForWidth(width) if panel.hasHeightForWidth() else panel.sizeHint().height()
                   for panel in (self.players, self.markets))

    def _chrome_height(self) -> int:
        """Menu bar, toolbar and status bar: the height the central widget does not get."""
        central = self.window.centralWidget()
        return self.window.height() - central.height() if central is not None and central.height() else 0


def _needed_width(panel: QWidget) -> int:
    """The width ``panel`` needs now: its layout is activated first, because widgets just added
    (a hand re-gridded in other words after a language change) leave a stale, smaller hint until
    the next pass, and the column would then keep a row too wide for it."""
    layout = panel.layout()
    if layout is not None:
        layout.activate()
    return panel.minimumSizeHint().width()
