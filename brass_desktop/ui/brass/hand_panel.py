"""Hand panel: the current player's cards as big buttons (same faces shown once, with a count)."""
from __future__ import annotations

import math
from collections import Counter
from collections.abc import Callable

import shiboken6
from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QIcon, QPixmap
from PySide6.QtWidgets import QGridLayout, QLabel, QSizePolicy, QToolButton, QVBoxLayout, QWidget

from brass_desktop.engine import GameData
from brass_desktop.ui import texts
from brass_desktop.ui.brass import words
from brass_desktop.ui.panels.base import Panel, card_pixmap, heading

COLUMNS = 4  # a full hand of 8 cards is two rows: fits beside the action bar at 1920 px
COMPACT_COLUMNS = 3  # the presentation column is narrower
FULL_HAND = 8  # the most cards a hand holds (R2.5 / 4.1): the hand's height is kept for them


def _card_name(card: str, data: GameData | None) -> str:
    """The card's name in the game's words (a hand is only shown with its game's data)."""
    return words.card_name(card, data) if data is not None else card


def two_lines(name: str, longest: int = 16) -> str:
    """A long card name ("Cotton mill or manufacturer", "Barrow-in-Furness") broken at the space or
    after the hyphen nearest its middle, so one card does not widen the whole hand."""
    cuts = [i for i, ch in enumerate(name) if ch in " -"]
    if len(name) <= longest or not cuts:
        return name
    middle = len(name) / 2
    cut = min(cuts, key=lambda i: abs(i - middle))
    if name[cut] == "-":
        return name[:cut + 1] + "\n" + name[cut + 1:]
    return name[:cut] + "\n" + name[cut + 1:]


class CardButton(QToolButton):
    """One card face; ``card`` is the engine's card id (a location or an industry)."""

    def __init__(self, card: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.card = card
        self.setObjectName("CardButton")
        self.setCheckable(True)
        self.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextUnderIcon)
        # As wide as its column, as high as every other card: one card never fills the panel.
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setProperty("industry_card", words.is_industry_card(card))


class HandPanel(Panel):
    """The hand of the player to move; cards a legal action can use are enabled and marked."""

    def __init__(self, on_card: Callable[[str], None], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("HandPanel")
        self._on_card = on_card
        outer = QVBoxLayout(self)
        outer.setContentsMargins(6, 4, 6, 6)
        outer.setSpacing(4)
        self.title = heading()
        outer.addWidget(self.title)
        self.grid = QGridLayout()
        self.grid.setSpacing(6)
        outer.addLayout(self.grid)
        outer.addStretch(1)
        self.hidden_note = QLabel()
        self.hidden_note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.hidden_note.setWordWrap(True)
        self.hidden_note.hide()
        outer.addWidget(self.hidden_note)
        self.buttons: dict[str, CardButton] = {}
        self._hand: list[str] = []
        self._owner = ""
        self._data: GameData | None = None
        self._compact = False
        self._small = False  # small faces (icon beside the name, no kind line): compact, or a short window
        self._marks: tuple[set[str] | None, set[str]] = (None, set())  # the last set_marks
        self._reason: Callable[[str], str] | None = None  # why a greyed card cannot be chosen
        self._visible = True  # the hand is shown (not hidden behind the hand-over note)
        self._elsewhere = ""  # the seat to move plays elsewhere (its phone): the note says so
        self.compact_columns = COMPACT_COLUMNS  # the window layout may allow four in a wider column
        self.retranslate_ui()

    def set_compact(self, on: bool, columns: int = COMPACT_COLUMNS) -> None:
        """Small card faces in ``columns`` columns and no title (a narrow column on a projector:
        the action bar above names the player)."""
        self._regrid(on, on, columns)

    def set_small(self, on: bool) -> None:
        """Small card faces (icon beside the name, the kind left to the tooltip) in the usual four
        columns, title kept: the working strip of a short window (a 1366x768 laptop)."""
        self._regrid(False, on, self.compact_columns)

    def _regrid(self, compact: bool, small: bool, columns: int) -> None:
        if compact != self._compact or small != self._small or columns != self.compact_columns:
            self.compact_columns = columns
            self._compact, self._small = compact, small
            self.title.setVisible(not compact)
            self.grid.setSpacing(4 if compact else 6)  # the projector's narrow column: three cards a row
            hand, self._hand = self._hand, []
            self.set_hand(self._owner, hand, self._data, self._visible)  # re-grid
            self.set_marks(*self._marks)  # new buttons: the chosen and offered cards stay marked

    def retranslate_ui(self) -> None:
        tr = texts.translate
        if self._owner:
            self.title.setText(texts.fill(tr("HandPanel", "{player}’s hand"), {"player": self._owner}))
        else:
            self.title.setText(tr("HandPanel", "Hand"))
        hidden = tr("HandPanel", "The hand is hidden until its player takes over.")
        self.hidden_note.setText(self._elsewhere or hidden)
        for _card, button in self.buttons.items():
            self._label(button)

    def _label(self, button: CardButton) -> None:
        count = self._hand.count(button.card)
        name = _card_name(button.card, self._data)
        if words.is_wild_card(button.card):
            kind = texts.translate("HandPanel", "wild card")
        elif words.is_industry_card(button.card):
            kind = texts.translate("HandPanel", "industry card")
        else:
            kind = texts.translate("HandPanel", "location card")
        # Small faces (projector column, short window) leave the kind to the icon and the tooltip.
        text = (two_lines(name, 10) if self._small else f"{two_lines(name)}\n{kind}") + (
            f" ×{count}" if count > 1 else "")
        button.setText(text.replace("&", "&&"))  # "Warrington & Runcorn": no mnemonic underline
        button.setToolTip(self._card_tooltip(button.card) + (f"\n{button.property('why')}"
                                                             if button.property("why") else ""))

    def _card_tooltip(self, card: str) -> str:
        name = _card_name(card, self._data)
        if words.is_wild_card(card):
            kind = texts.translate("HandPanel", "wild card")
        elif words.is_industry_card(card):
            kind = texts.translate("HandPanel", "industry card")
        else:
            kind = texts.translate("HandPanel", "location card")
        return texts.fill(texts.translate("HandPanel", "{name} ({kind})"), {"name": name, "kind": kind})

    def set_hand(self, owner: str, hand: list[str], data: GameData | None, visible: bool = True) -> None:
        """Show ``hand`` (one button per face); ``visible=False`` hides it behind a note."""
        self._owner, self._data, self._visible = owner, data, visible
        faces = sorted(Counter(hand), key=lambda c: (words.is_industry_card(c), _card_name(c, data)))
        if faces != list(self.buttons) or hand != self._hand:
            for button in self.buttons.values():
                self.grid.removeWidget(button)
                button.hide()  # deleted later; hidden now so it never shows at a stale place
                button.deleteLater()
            self.buttons = {}
            self._hand = list(hand)
            columns = self.compact_columns if self._compact else COLUMNS
            for column in range(max(COLUMNS, self.grid.columnCount())):
                self.grid.setColumnStretch(column, 1 if column < columns else 0)  # equal columns
            for i, card in enumerate(faces):
                button = CardButton(card)
                button.clicked.connect(lambda _=False, c=card: self._on_card(c))
                self.buttons[card] = button
                self.grid.addWidget(button, i // columns, i % columns)
                button.setVisible(visible)  # a layout shows new children only on the next pass
            self.scale_changed()
        self._hand = list(hand)
        for button in self.buttons.values():
            button.setVisible(visible)
        self.hidden_note.setVisible(not visible and bool(hand))
        self.retranslate_ui()

    def set_elsewhere(self, note: str) -> None:
        """The seat to move holds its hand elsewhere (its phone, issue 40): the hidden hand's note
        says ``note`` instead of waiting for a take-over; "" gives the usual note back."""
        if note != self._elsewhere:
            self._elsewhere = note
            self.retranslate_ui()

    def set_marks(self, allowed: set[str] | None, chosen: set[str],
                  reason: Callable[[str], str] | None = None) -> None:
        """Enable the cards the next step allows (None = all) and check the chosen ones; a greyed
        card's tooltip adds ``reason(card)``, why it cannot be chosen now."""
        self._marks = (allowed, chosen)
        self._reason = reason if reason is not None else self._reason
        for card, button in self.buttons.items():
            button.setChecked(card in chosen)
            offered = allowed is None or card in allowed or card in chosen
            button.setProperty("offered", allowed is not None and card in allowed)
            button.setEnabled(offered)
            why = self._reason(card) if not offered and self._reason is not None else ""
            # a disabled button shows no tooltip in Qt: the reason goes on the panel's own tooltip line
            button.setToolTip(self._card_tooltip(card) + (f"\n{why}" if why else ""))
            button.setProperty("why", why)
            button.style().unpolish(button)
            button.style().polish(button)

    def _button_style(self) -> Qt.ToolButtonStyle:
        # Small faces put the icon beside the name: two short rows of cards leave the action bar
        # (above them on a projector, beside them in a laptop's strip) its room.
        style = Qt.ToolButtonStyle
        return style.ToolButtonTextBesideIcon if self._small else style.ToolButtonTextUnderIcon

    def _icon_size(self) -> int:
        return round(self.fontMetrics().height() * (1.1 if self._small else 1.6))

    def card_height(self) -> int:
        """The height of every card: its icon and the most text lines a face has (two name lines,
        and the kind line outside the compact hand)."""
        probe = CardButton("", self)  # a child: it gets the window's style sheet and this font
        probe.hide()
        probe.setIconSize(QSize(self._icon_size(), self._icon_size()))
        probe.setIcon(QPixmap(self._icon_size(), self._icon_size()))
        probe.setToolButtonStyle(self._button_style())
        probe.setText("\n".join(["Xg"] * (2 if self._small else 3)))
        probe.ensurePolished()
        height = probe.sizeHint().height()
        shiboken6.delete(probe)  # now: this is asked on every re-fit
        return height

    def reserved_height(self, cards: int = FULL_HAND) -> int:
        """The panel's height for a hand of ``cards`` cards: kept the same at every turn, so
        neither the hand nor what is beside it moves as the hand shrinks and grows."""
        columns = self.compact_columns if self._compact else COLUMNS
        rows = math.ceil(cards / columns)
        margins = self.contentsMargins().top() + self.contentsMargins().bottom()
        outer = self.layout()
        inner = outer.contentsMargins().top() + outer.contentsMargins().bottom() if outer is not None else 0
        title = 0 if self._compact else self.title.sizeHint().height() + (outer.spacing() if outer else 0)
        return margins + inner + title + rows * self.card_height() + (rows - 1) * self.grid.spacing()

    def scale_changed(self) -> None:
        size = self._icon_size()
        height = self.card_height()
        for card, button in self.buttons.items():
            button.setFixedHeight(height)
            button.setToolButtonStyle(self._button_style())
            industries = words.card_industries(card, self._data) if self._data is not None else ()
            if industries or words.is_wild_card(card):
                button.setIcon(card_pixmap(industries, size * 2, wild=words.is_wild_card(card)))
            elif self._small:  # beside the name a blank icon would only take width (the height is fixed)
                button.setIcon(QIcon())
            else:  # location cards carry no icon; a blank one keeps every card the same height
                blank = QPixmap(size, size)
                blank.fill(Qt.GlobalColor.transparent)
                button.setIcon(blank)
            button.setIconSize(QSize(size, size))
