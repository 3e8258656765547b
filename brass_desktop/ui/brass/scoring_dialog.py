"""The scoring reveal: a banner laid over the map that reveals an era's scores one step at a time.

Each step reveals one source of VP for every player (links, flipped tiles, at the game's end
money), counts its numbers up and says (``revealed_changed``, ``marks``, ``gained``) what scores
in it, so that the window lights those links and tiles on the map and moves the VP markers.  The
total column is the running total: the VP each player has with what is revealed so far, the same
number the panels and the board's track show at that step, so nothing shows a total before its
step.  The last step shows the standings (at the game's end the winner); the banner takes its final
size at once, so its buttons never move while the steps fill.  Enter, Space and "Reveal next"
advance; once everything is shown they close the banner.

The banner is sized for the room (``set_text_px``: large numbers, read from the back of the room
on a projector) and placed by the window over an edge of the map (ui/brass/plugin.py).

Lancashire adds the money VP at the end of the game; Birmingham has none (8.3), but its
introductory game adds money, income and tiles scored again (9.2).
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import Qt, QVariantAnimation, Signal
from PySide6.QtGui import QFontMetrics, QKeyEvent
from PySide6.QtWidgets import (
    QDialog,
    QFrame,
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
from brass_desktop.ui.panels.base import player_color, player_pixmap
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
#: The banner's colours: cream on a dark board, gold for the step being revealed (projector contrast).
INK, GROUND, GOLD, GOLD_INK = "#fff4d6", "rgba(36, 24, 10, 238)", "#f2b705", "#2b1a00"


def earlier_vp(row: dict[str, Any]) -> int:
    """VP a player had before this era's scoring: the era's total less its links and industries."""
    return int(row.get("total", 0)) - int(row.get("links", 0)) - int(row.get("industries", 0))


class ScoringDialog(Retranslatable, QDialog):
    """Reveals, step by step: link VP, industry VP, money VP (game end), the standings, the winner.

    The "earlier" column (VP before this scoring) is shown at once, and only when someone has any;
    the "total" column always shows the running total.
    """

    revealed_changed = Signal()  # a step more (or all) is shown: see ``marks`` and ``gained``
    COUNT_MS = 700  # how long a revealed column counts up

    def __init__(self, names: Sequence[str], era_event: Event,
                 money_event: Event | None = None, outcome: dict[str, Any] | None = None,
                 data: GameData | None = None, parent: QWidget | None = None,
                 starter_event: Event | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ScoringDialog")
        # A banner over the map, not a window of its own: no frame, its own dark ground.
        self.setWindowFlags(Qt.WindowType.Dialog | Qt.WindowType.FramelessWindowHint)
        self.setAttribute(Qt.WidgetAttribute.WA_TranslucentBackground)
        self._counting: dict[tuple[int, str], tuple[int, int]] = {}  # cell -> (from, to) while counting up
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
        self.text_px = 18
        self._fitted_width: int | None = None

        self.frame = QFrame(self)
        self.frame.setObjectName("ScoringBanner")
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(self.frame)
        layout = QVBoxLayout(self.frame)
        self.title = QLabel()
        self.title.setObjectName("ScoringTitle")
        self.title.setWordWrap(True)
        layout.addWidget(self.title)
        top = QHBoxLayout()
        self.step_label = QLabel()
        self.step_label.setObjectName("ScoringStep")
        self.step_label.setWordWrap(True)
        top.addWidget(self.step_label, 1)
        self.all_button = QPushButton()
        self.next_button = QPushButton()
        self.next_button.setObjectName("ScoringNext")
        self.next_button.setDefault(True)
        self.close_button = QPushButton()
        for button in (self.all_button, self.next_button, self.close_button):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Enter and Space belong to the banner
            top.addWidget(button, 0, Qt.AlignmentFlag.AlignTop)
        layout.addLayout(top)
        self.details = QLabel()
        self.details.setObjectName("ScoringDetails")
        self.details.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.details.setWordWrap(True)
        layout.addWidget(self.details)
        self.grid = grid = QGridLayout()
        grid.setHorizontalSpacing(6)
        grid.setVerticalSpacing(4)
        self.headers = [QLabel() for _ in range(len(self.columns) + 1)]
        for col, label in enumerate(self.headers):
            label.setObjectName("ScoringHeader")
            label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignBottom if col
                               else Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom)
            grid.addWidget(label, 0, col)
        self.cells: dict[tuple[int, str], QLabel] = {}
        self.badges: dict[int, QLabel] = {}
        self.player_labels: dict[int, QLabel] = {}
        players = sorted(self.rows) or list(range(len(self.names)))
        for r, player in enumerate(players, start=1):
            who = QHBoxLayout()
            badge = QLabel()
            self.badges[player] = badge
            who.addWidget(badge)
            name = QLabel(texts.player_name(player, self.names))
            name.setObjectName("ScoringName")
            name.setStyleSheet(f"color: {player_color(player).lighter(150).name()};")
            self.player_labels[player] = name
            who.addWidget(name)
            who.addStretch(1)
            grid.addLayout(who, r, 0)
            for c, column in enumerate(self.columns, start=1):
                cell = QLabel(HIDDEN)
                cell.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                cell.setObjectName("ScoringTotal" if column == "total" else "ScoringCell")
                self.cells[(player, column)] = cell
                grid.addWidget(cell, r, c)
        layout.addLayout(grid)
        self.verdict = QLabel()
        self.verdict.setObjectName("Verdict")
        self.verdict.setWordWrap(True)
        layout.addWidget(self.verdict)
        layout.addStretch(1)  # room left over goes below, so nothing moves between the steps
        self._top = top
        self.next_button.clicked.connect(self.advance)
        self.all_button.clicked.connect(self.reveal_all)
        self.close_button.clicked.connect(self.accept)
        self.set_text_px(self.text_px)
        self.retranslate_ui()

    # -- size for the room ---------------------------------------------------------------------------
    def set_text_px(self, px: int) -> None:
        """The banner's text size in pixels (numbers larger still): the window picks it for its map."""
        self.text_px = px
        big, title = round(px * 1.5), round(px * 1.25)
        self.setStyleSheet(
            f"#ScoringBanner {{ background: {GROUND}; border: 3px solid {GOLD}; border-radius: 12px; }}"
            f"#ScoringBanner QLabel {{ color: {INK}; font-size: {px}px; background: transparent; }}"
            f"#ScoringBanner QLabel#ScoringTitle {{ font-size: {title}px; font-weight: bold; color: {GOLD}; }}"
            f"#ScoringBanner QLabel#ScoringStep {{ font-size: {title}px; font-weight: bold; }}"
            f"#ScoringBanner QLabel#ScoringName {{ font-size: {px}px; font-weight: bold; }}"
            f"#ScoringBanner QLabel#ScoringCell {{ font-size: {big}px; padding: 0 {px // 2}px; }}"
            f"#ScoringBanner QLabel#ScoringTotal {{ font-size: {big}px; font-weight: bold; padding: 0 {px // 2}px;"
            f" border-left: 2px solid {GOLD}; }}"
            f"#ScoringBanner QLabel[now=\"true\"] {{ background: {GOLD}; color: {GOLD_INK}; border-radius: 6px; }}"
            f"#ScoringBanner QLabel#Verdict {{ font-size: {title}px; font-weight: bold; color: {GOLD}; }}"
            f"#ScoringBanner QPushButton {{ font-size: {px}px; padding: {px // 4}px {px // 2}px; }}"
            f"#ScoringBanner QPushButton#ScoringNext {{ font-weight: bold; }}")
        for player, badge in self.badges.items():
            badge.setPixmap(player_pixmap(player, round(px * 1.3)))
        if self._fitted_width is not None:
            self.fit_to(self._fitted_width)

    def natural_width(self) -> int:
        """The width the banner needs: its score table or its title and buttons, the wider."""
        frame = self.frame.layout()
        assert frame is not None
        margins = frame.contentsMargins()
        buttons = sum(b.sizeHint().width() + 8 for b in (self.all_button, self.next_button, self.close_button))
        self.title.ensurePolished()
        words = QFontMetrics(self.title.font()).horizontalAdvance(self.title.text())
        inner = max(self.grid.sizeHint().width(), words + 8, buttons + self.text_px * 14)
        return inner + margins.left() + margins.right() + 6

    # -- the steps ---------------------------------------------------------------------------------
    @property
    def revealed_columns(self) -> list[str]:
        """The columns revealed one a step (not the VP players already had): the last, the total,
        is the standings."""
        return [column for column in self.columns if column != "earlier"]

    @property
    def steps(self) -> int:
        """Columns, then the verdict (game end only)."""
        return len(self.revealed_columns) + (1 if self.outcome else 0)

    @property
    def all_shown(self) -> bool:
        """Everything is shown (the hold on the window ends)."""
        return self.revealed >= self.steps

    @property
    def animating(self) -> bool:
        return self._count.state() == QVariantAnimation.State.Running

    def advance(self) -> None:
        """Enter, Space, "Reveal next": the next step, or close once everything is shown."""
        if self.all_shown:
            self.accept()
        else:
            self.reveal_next()

    def reveal_next(self) -> None:
        if self.revealed < self.steps:
            before = self.running_totals()
            self.revealed += 1
            column = self.revealed_columns[self.revealed - 1] if self.revealed <= len(self.revealed_columns) else ""
            cells = {(p, column): (0, self._value(p, column)) for p in self._players()
                     if column not in ("", "total")}
            after = self.running_totals()
            cells.update({(p, "total"): (before[p], after[p]) for p in self._players() if before[p] != after[p]})
            self._start_count(cells)
        self._show()
        self.revealed_changed.emit()

    def reveal_all(self) -> None:
        self.revealed = self.steps
        self._count.stop()
        self._counting.clear()
        self._show()
        self.revealed_changed.emit()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt API)
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.advance()
            return
        super().keyPressEvent(event)

    def _start_count(self, cells: dict[tuple[int, str], tuple[int, int]]) -> None:
        self._count.stop()
        self._counting = cells
        for cell, (start, _end) in cells.items():
            self.cells[cell].setText(str(start))
        if cells:
            self._count.start()

    def _count_step(self, fraction: object) -> None:
        share = float(str(fraction))
        for cell, (start, end) in self._counting.items():
            self.cells[cell].setText(str(round(start + (end - start) * share)))

    def _count_done(self) -> None:
        self._counting = {}
        self._show()

    @property
    def shown_columns(self) -> list[str]:
        """The scored columns revealed so far."""
        return self.revealed_columns[:self.revealed]

    @property
    def current_column(self) -> str:
        """The column revealed last ("" before the first step and at the verdict)."""
        shown = self.shown_columns
        return shown[-1] if shown and self.revealed <= len(self.revealed_columns) else ""

    def marks(self) -> tuple[dict[str, int], dict[str, int]]:
        """The links and tiles scoring in the column revealed last (line/slot id -> VP), for the map."""
        column = self.current_column
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

    def running_totals(self) -> dict[int, int]:
        """Per player, the VP with what is revealed so far (the total column, the track)."""
        gained = self.gained()
        return {p: self._value(p, "earlier") + gained.get(p, 0) for p in self._players()}

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
        running = self.running_totals()
        now = self.current_column
        for (player, column), cell in self.cells.items():
            if (player, column) not in self._counting:
                if column == "total":
                    cell.setText(str(running[player]))
                else:
                    cell.setText(str(self._value(player, column)) if column in shown else HIDDEN)
            if bool(cell.property("now")) != (column == now):
                cell.setProperty("now", column == now)
                cell.style().unpolish(cell)
                cell.style().polish(cell)
        for col, label in enumerate(self.headers[1:]):
            on = self.columns[col] == now
            if bool(label.property("now")) != on:
                label.setProperty("now", on)
                label.style().unpolish(label)
                label.style().polish(label)
        self.step_label.setText(self._step_text())
        self.details.setText(self._details_text(now))
        done = self.all_shown
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
        self.next_button.setVisible(not done)  # then Enter, Space and the one button left close it
        self.all_button.setVisible(not done)
        self.next_button.setDefault(not done)
        self.close_button.setDefault(done)

    def _step_text(self) -> str:
        """What the step revealed last is ("Step 1 of 3: Links"), or what comes first."""
        tr = texts.translate
        if not self.revealed:
            return tr("ScoringDialog", "Press Enter to reveal the first scores.")
        column = self.revealed_columns[self.revealed - 1] if self.revealed <= len(self.revealed_columns) else ""
        name = (self._column_names().get(column, "") if column != "total"
                else tr("ScoringDialog", "Standings"))
        if not column:
            name = tr("ScoringDialog", "The winner")
        return texts.fill(tr("ScoringDialog", "Step {n} of {count}: {name}"),
                          {"n": self.revealed, "count": self.steps, "name": name})

    def _details_text(self, column: str) -> str:
        """What scores in the step revealed last (and what the earlier VP are)."""
        tr = texts.translate
        if column == "links":
            game = self.data.game if self.data is not None else ""
            return texts.translate("ScoringDialog", LINK_NOTES.get(f"{game}:links", LINK_NOTES["links"]))
        if column == "industries":
            return tr("ScoringDialog", "Only flipped industry tiles score their VP.")
        if column == "money":
            return tr("ScoringDialog", "At the end of the game every full £10 is worth 1 VP.")
        if column in STARTER_COLUMNS:
            return tr("ScoringDialog", "Introductory game: every £4 is worth 1 VP (at most 15), your income "
                                       "level is worth its VP, and flipped tiles of level 2 or more score again.")
        if column == "total" and not self.outcome:
            return tr("ScoringDialog", "The links and the level-1 tiles now leave the board; the next era begins.")
        if not self.revealed and "earlier" in self.columns:
            return tr("ScoringDialog", "Earlier VP: the points each player had before this scoring.")
        return ""

    def fit_to(self, width: int) -> None:
        """Take the final size for ``width`` now: each wrapped text as tall as its tallest step
        needs, so that nothing moves (the buttons least of all) while the steps are revealed."""
        revealed = self.revealed
        self._fitted_width = width
        self.ensurePolished()
        for child in self.findChildren(QWidget):  # the window's and the banner's style sheets, as shown
            child.ensurePolished()
        wrapped = (self.title, self.step_label, self.details, self.verdict)
        for label in wrapped:
            label.setMinimumHeight(0)
        self.setMinimumSize(0, 0)
        self.setMaximumSize(16777215, 16777215)
        self.setFixedWidth(width)
        layout, inner = self.layout(), self.frame.layout()
        assert layout is not None and inner is not None
        tallest = dict.fromkeys(wrapped, 0)
        for step in range(self.steps + 1):
            self.revealed = step
            self._show()
            # A hidden banner gets no resize events: lay out the frame's own layout too, so that
            # each wrapped text is measured at the width it will have, not at a default one.
            layout.activate()
            inner.activate()
            for label in wrapped:
                if label.text():
                    tallest[label] = max(tallest[label], label.heightForWidth(max(1, label.width())))
        for label, height in tallest.items():
            label.setMinimumHeight(height)
        height = 0
        for step in range(self.steps + 1):  # the buttons shown differ at the end: the tallest of all
            self.revealed = step
            self._show()
            layout.activate()
            inner.activate()
            height = max(height, layout.sizeHint().height(),
                         layout.heightForWidth(width) if layout.hasHeightForWidth() else 0)
        self.setFixedSize(width, height)
        self.revealed = revealed
        self._show()

    def _column_names(self) -> dict[str, str]:
        tr = texts.translate
        earlier = tr("ScoringDialog", "Earlier VP")
        return {"earlier": earlier, "links": tr("ScoringDialog", "Links"),
                "industries": tr("ScoringDialog", "Industries"), "money": tr("ScoringDialog", "Money"),
                "total": tr("ScoringDialog", "Total VP"),
                "money_vp": tr("ScoringDialog", "Money (£4 = 1)"), "income_vp": tr("ScoringDialog", "Income"),
                "tiles_vp": tr("ScoringDialog", "Tiles again")}

    def retranslate_ui(self) -> None:
        tr = texts.translate
        era = words.era_name(str(self.era_event.get("era", "")))
        self.setWindowTitle(tr("ScoringDialog", "Scoring"))
        self.title.setText(texts.fill(tr("ScoringDialog", "Scoring at the end of the {era}"), {"era": era}))
        names = self._column_names()
        self.headers[0].clear()  # the badges and names say who
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
