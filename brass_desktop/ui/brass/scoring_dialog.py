"""Scoring dialog: the era's scores revealed one column at a time, then the winner and tie-break.

Each revealed column counts its numbers up and says (``revealed``) which links and tiles score
in it, so that the window marks them on the map; the dialog takes its final size at once, so
its buttons never move while the columns fill.

The VP players had before this scoring (the canal era, merchant bonuses) stand in a column of
their own from the start, so that every row adds up to its total.

Lancashire adds the money VP at the end of the game; Birmingham has none (8.3), but its
introductory game adds money, income and tiles scored again (9.2).
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import Qt, QVariantAnimation, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QDialog,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from brass_desktop.engine import Event, GameData, ruleset
from brass_desktop.ui import texts
from brass_desktop.ui.brass import words
from brass_desktop.ui.panels.base import player_pixmap
from brass_desktop.ui.retranslate import Retranslatable
from brass_desktop.ui.texts import QT_TRANSLATE_NOOP

HIDDEN = "…"
# How links score (R10.2; Birmingham 7.1), a "<game>:links" entry where a game differs.
LINK_NOTES = {
    "links": QT_TRANSLATE_NOOP("ScoringDialog", "Links score 1 VP for each flipped tile at either end, plus the "
                                                "printed rings of outside towns."),
    "birmingham:links": QT_TRANSLATE_NOOP("ScoringDialog", "Links score 1 VP for each link icon in every place "
                                                           "they touch: the icons of flipped tiles there, and 2 at "
                                                           "a merchant."),
}
STARTER_COLUMNS = {"money_vp": "money_vp", "income_vp": "income_vp", "tiles_vp": "tiles_vp"}


def earlier_vp(row: dict[str, Any]) -> int:
    """VP a player had before this era's scoring: the era's total less its links and industries."""
    return int(row.get("total", 0)) - int(row.get("links", 0)) - int(row.get("industries", 0))


class ScoringDialog(Retranslatable, QDialog):
    """Reveals, column by column: link VP, industry VP, money VP (game end), totals, winner.

    The "earlier" column (VP before this scoring) is shown at once, and only when someone has any.
    """

    revealed_changed = Signal()  # a column more (or all) is shown: see ``marks`` and ``gained``
    COUNT_MS = 700  # how long a revealed column counts up

    def __init__(self, names: Sequence[str], era_event: Event,
                 money_event: Event | None = None, outcome: dict[str, Any] | None = None,
                 data: GameData | None = None, parent: QWidget | None = None,
                 starter_event: Event | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ScoringDialog")
        self.setMinimumWidth(760)
        self._counting: set[tuple[int, str]] = set()  # cells still counting up
        self._count = QVariantAnimation(self)
        self._count.setDuration(self.COUNT_MS)
        self._count.setStartValue(0.0)
        self._count.setEndValue(1.0)
        self._count.valueChanged.connect(self._count_step)
        self._count.finished.connect(self._count_done)
        self.names = list(names)
        self.era_event = era_event
        self.money_event = money_event
        self.outcome = outcome
        self.data = data
        self.rows = {row["player"]: row for row in era_event.get("breakdown", [])}
        if money_event and data is not None and not ruleset(data.game).money_per_vp:
            money_event = None  # Birmingham: money is worth no VP
        self.money_rows = {row["player"]: row for row in (money_event or {}).get("breakdown", [])}
        self.starter_rows = {row["player"]: row for row in (starter_event or {}).get("breakdown", [])}
        earlier = any(earlier_vp(row) for row in self.rows.values())
        self.columns = ((["earlier"] if earlier else []) + ["links", "industries"]
                        + (["money"] if money_event else []) + (list(STARTER_COLUMNS) if starter_event else [])
                        + ["total"])
        self.revealed = 0
        self._fitted_width: int | None = None

        layout = QVBoxLayout(self)
        self.title = QLabel()
        self.title.setObjectName("ScoringTitle")
        font = QFont(self.title.font())
        font.setPointSizeF(font.pointSizeF() * 1.6)
        font.setBold(True)
        self.title.setFont(font)
        # Wrapped: the reveal fits beside the map (over the side column) at every screen size.
        self.title.setWordWrap(True)
        layout.addWidget(self.title)
        grid = QGridLayout()
        grid.setHorizontalSpacing(24)
        grid.setVerticalSpacing(8)  # room for the player badges at presentation size
        self.headers = [QLabel() for _ in range(len(self.columns) + 1)]
        for col, label in enumerate(self.headers):
            label.setProperty("role", "caption")
            grid.addWidget(label, 0, col)
        self.cells: dict[tuple[int, str], QLabel] = {}
        players = sorted(self.rows) or list(range(len(self.names)))
        for r, player in enumerate(players, start=1):
            who = QHBoxLayout()
            badge = QLabel()
            badge.setPixmap(player_pixmap(player, 28))
            who.addWidget(badge)
            who.addWidget(QLabel(texts.player_name(player, self.names)))
            who.addStretch(1)
            grid.addLayout(who, r, 0)
            for c, column in enumerate(self.columns, start=1):
                cell = QLabel(HIDDEN)
                cell.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                cell.setProperty("role", "value")
                self.cells[(player, column)] = cell
                grid.addWidget(cell, r, c)
        layout.addLayout(grid)
        self.details = QLabel()
        self.details.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.details.setWordWrap(True)
        self.details.setProperty("role", "small")
        layout.addWidget(self.details)
        self.verdict = QLabel()
        self.verdict.setObjectName("Verdict")
        self.verdict.setWordWrap(True)
        layout.addWidget(self.verdict)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        self.all_button = QPushButton()
        self.next_button = QPushButton()
        self.next_button.setDefault(True)
        self.close_button = QPushButton()
        for button in (self.all_button, self.next_button, self.close_button):
            buttons.addWidget(button)
        layout.addLayout(buttons)
        self.next_button.clicked.connect(self.reveal_next)
        self.all_button.clicked.connect(self.reveal_all)
        self.close_button.clicked.connect(self.accept)
        self.retranslate_ui()

    @property
    def revealed_columns(self) -> list[str]:
        """The columns shown one by one (not the VP players already had)."""
        return [column for column in self.columns if column != "earlier"]

    @property
    def steps(self) -> int:
        """Columns, then the verdict (game end only)."""
        return len(self.revealed_columns) + (1 if self.outcome else 0)

    @property
    def animating(self) -> bool:
        return self._count.state() == QVariantAnimation.State.Running

    def reveal_next(self) -> None:
        if self.revealed < self.steps:
            self.revealed += 1
            column = self.revealed_columns[self.revealed - 1] if self.revealed <= len(self.revealed_columns) else ""
            self._start_count({(player, c) for (player, c) in self.cells if c == column})
        self._show()
        self.revealed_changed.emit()

    def reveal_all(self) -> None:
        self.revealed = self.steps
        self._count.stop()
        self._counting.clear()
        self._show()
        self.revealed_changed.emit()

    def _start_count(self, cells: set[tuple[int, str]]) -> None:
        self._count.stop()
        self._counting = cells
        for cell in cells:
            self.cells[cell].setText("0")
        if cells:
            self._count.start()

    def _count_step(self, fraction: object) -> None:
        for player, column in self._counting:
            self.cells[(player, column)].setText(str(round(self._value(player, column) * float(str(fraction)))))

    def _count_done(self) -> None:
        self._counting = set()
        self._show()

    @property
    def shown_columns(self) -> list[str]:
        """The scored columns revealed so far."""
        return self.revealed_columns[:self.revealed]

    def marks(self) -> tuple[dict[str, int], dict[str, int]]:
        """The links and tiles scoring in the column revealed last (line/slot id -> VP), for the map."""
        shown = self.shown_columns
        column = shown[-1] if shown and self.revealed <= len(self.revealed_columns) else ""
        rows = self.era_event.get("breakdown", [])
        if column == "links":
            return {item["line"]: int(item["vp"]) for row in rows for item in row.get("link_items", [])}, {}
        if column == "industries":
            return {}, {item["slot"]: int(item["vp"]) for row in rows for item in row.get("industry_items", [])}
        return {}, {}

    def gained(self) -> dict[int, int]:
        """Per player, the VP the revealed columns bring (the panels show the earlier VP plus these)."""
        scored = [c for c in self.shown_columns if c != "total"]
        if "total" in self.shown_columns:
            return {p: self._value(p, "total") - self._value(p, "earlier") for p in self._players()}
        return {p: sum(self._value(p, c) for c in scored) for p in self._players()}

    def _players(self) -> list[int]:
        return sorted({player for player, _ in self.cells})

    def _value(self, player: int, column: str) -> int:
        if column == "earlier":
            return earlier_vp(self.rows.get(player, {}))
        if column == "money":
            return int(self.money_rows.get(player, {}).get("vp", 0))
        if column in STARTER_COLUMNS:
            return int(self.starter_rows.get(player, {}).get(column, 0))
        if column == "total":
            if player in self.starter_rows:
                return int(self.starter_rows[player].get("total", 0))
            if player in self.money_rows:
                return int(self.money_rows[player].get("total", 0))
            return int(self.rows.get(player, {}).get("total", 0))
        return int(self.rows.get(player, {}).get(column, 0))

    def _show(self) -> None:
        tr = texts.translate
        shown = ["earlier"] + self.shown_columns
        for (player, column), cell in self.cells.items():
            if (player, column) not in self._counting:
                cell.setText(str(self._value(player, column)) if column in shown else HIDDEN)
        details = []
        if "earlier" in self.columns:
            details.append(tr("ScoringDialog", "Earlier VP: the points each player had before this scoring."))
        if "links" in shown:
            game = self.data.game if self.data is not None else ""
            details.append(texts.translate("ScoringDialog", LINK_NOTES.get(f"{game}:links", LINK_NOTES["links"])))
        if "industries" in shown:
            details.append(tr("ScoringDialog", "Only flipped industry tiles score their VP."))
        if "money" in shown:
            details.append(tr("ScoringDialog", "At the end of the game every full £10 is worth 1 VP."))
        if "money_vp" in shown:
            details.append(tr("ScoringDialog", "Introductory game: every £4 is worth 1 VP (at most 15), your income "
                                               "level is worth its VP, and flipped tiles of level 2 or more score "
                                               "again."))
        self.details.setText(" ".join(details))
        done = self.revealed >= self.steps
        if done and self.outcome:
            winners = [texts.player_name(i, self.names) for i in self.outcome.get("winners", [])]
            template = (tr("ScoringDialog", "{winners} win by {how}.") if len(winners) > 1
                        else tr("ScoringDialog", "{winners} wins by {how}."))
            self.verdict.setText(texts.fill(template, {"winners": texts.join_list(winners),
                                                       "how": texts.decided_by_text(
                                                           str(self.outcome.get("decided_by", "vp")))}))
        else:
            self.verdict.clear()
        self.next_button.setEnabled(not done)
        self.all_button.setEnabled(not done)
        if done:
            self.close_button.setFocus()

    def fit_to(self, width: int) -> None:
        """Take the final size for ``width`` now: every column, explanation and the verdict shown,
        so that nothing moves (the buttons least of all) while the columns are revealed."""
        revealed = self.revealed
        self.revealed = self.steps
        self._show()
        self._fitted_width = width
        layout = self.layout()
        assert layout is not None
        margins = layout.contentsMargins()
        inner = width - margins.left() - margins.right()
        self.title.setMinimumHeight(self.title.heightForWidth(inner))
        self.details.setMinimumHeight(self.details.heightForWidth(inner))
        self.verdict.setMinimumHeight(self.verdict.heightForWidth(inner) if self.outcome else 0)
        layout.activate()
        height = layout.heightForWidth(width) if layout.hasHeightForWidth() else layout.sizeHint().height()
        self.setFixedSize(width, max(height, layout.sizeHint().height()))
        self.revealed = revealed
        self._show()

    def retranslate_ui(self) -> None:
        tr = texts.translate
        era = words.era_name(str(self.era_event.get("era", "")))
        self.setWindowTitle(tr("ScoringDialog", "Scoring"))
        self.title.setText(texts.fill(tr("ScoringDialog", "Scoring at the end of the {era}"), {"era": era}))
        names = {"earlier": tr("ScoringDialog", "Earlier VP"), "links": tr("ScoringDialog", "Links"),
                 "industries": tr("ScoringDialog", "Industries"), "money": tr("ScoringDialog", "Money"),
                 "total": tr("ScoringDialog", "Total VP"),
                 "money_vp": tr("ScoringDialog", "Money (£4 = 1)"), "income_vp": tr("ScoringDialog", "Income"),
                 "tiles_vp": tr("ScoringDialog", "Tiles again")}
        self.headers[0].setText(tr("ScoringDialog", "Player"))
        for label, column in zip(self.headers[1:], self.columns, strict=False):
            label.setText(names[column])
        self.next_button.setText(tr("ScoringDialog", "Reveal next"))
        self.all_button.setText(tr("ScoringDialog", "Reveal all"))
        self.close_button.setText(tr("ScoringDialog", "See the result") if self.outcome
                                  else tr("ScoringDialog", "Close"))
        if self._fitted_width is not None:  # other words, other heights
            self.fit_to(self._fitted_width)
        else:
            self._show()
