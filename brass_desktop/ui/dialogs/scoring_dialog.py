"""Scoring dialog: the era's scores revealed one column at a time, then the winner and tie-break.

The VP players had before this scoring (the canal era, merchant bonuses) stand in a column of
their own from the start, so that every row adds up to its total.

Lancashire adds the money VP at the end of the game; Birmingham has none (8.3), but its
introductory game adds money, income and tiles scored again (9.2).
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QEvent, Qt
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

from brass_desktop.engine import GameData, ruleset
from brass_desktop.ui import texts
from brass_desktop.ui.panels.base import player_pixmap

HIDDEN = "…"
STARTER_COLUMNS = {"money_vp": "money_vp", "income_vp": "income_vp", "tiles_vp": "tiles_vp"}


def earlier_vp(row: dict[str, Any]) -> int:
    """VP a player had before this era's scoring: the era's total less its links and industries."""
    return int(row.get("total", 0)) - int(row.get("links", 0)) - int(row.get("industries", 0))


class ScoringDialog(QDialog):
    """Reveals, column by column: link VP, industry VP, money VP (game end), totals, winner.

    The "earlier" column (VP before this scoring) is shown at once, and only when someone has any.
    """

    def __init__(self, names: Sequence[str], era_event: dict[str, Any],
                 money_event: dict[str, Any] | None = None, outcome: dict[str, Any] | None = None,
                 data: GameData | None = None, parent: QWidget | None = None,
                 starter_event: dict[str, Any] | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ScoringDialog")
        self.setMinimumWidth(760)
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

        layout = QVBoxLayout(self)
        self.title = QLabel()
        self.title.setObjectName("ScoringTitle")
        font = QFont(self.title.font())
        font.setPointSizeF(font.pointSizeF() * 1.6)
        font.setBold(True)
        self.title.setFont(font)
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

    def reveal_next(self) -> None:
        if self.revealed < self.steps:
            self.revealed += 1
        self._show()

    def reveal_all(self) -> None:
        self.revealed = self.steps
        self._show()

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
        shown = ["earlier"] + self.revealed_columns[:self.revealed]
        for (player, column), cell in self.cells.items():
            cell.setText(str(self._value(player, column)) if column in shown else HIDDEN)
        details = []
        if "earlier" in self.columns:
            details.append(tr("ScoringDialog", "Earlier VP: the points each player had before this scoring."))
        birmingham = self.data is not None and self.data.game == "birmingham"
        if "links" in shown and birmingham:
            details.append(tr("ScoringDialog", "Links score 1 VP for each link icon in every place they touch: "
                                               "the icons of flipped tiles there, and 2 at a merchant."))
        elif "links" in shown:
            details.append(tr("ScoringDialog", "Links score 1 VP for each flipped tile at either end, plus the "
                                               "printed rings of outside towns."))
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
        self._fit()

    def _fit(self) -> None:
        """Grow to hold the explanations and the verdict revealed so far: wrapped text needs more
        lines at presentation size, and a top-level dialog does not grow for it by itself."""
        layout = self.layout()
        layout.activate()
        height = (layout.heightForWidth(self.width()) if layout.hasHeightForWidth()
                  else layout.sizeHint().height())
        if height > self.height():
            self.resize(self.width(), height)

    def retranslate_ui(self) -> None:
        tr = texts.translate
        era = texts.era_name(str(self.era_event.get("era", "")))
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
        self.close_button.setText(tr("ScoringDialog", "Close"))
        self._show()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt API)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
