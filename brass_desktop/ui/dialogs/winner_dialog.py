"""The winner screen: who won and how, the ranking with every player's VP by source and the
tie-break values that decided it (R10.6, Birmingham 8.2), then Rematch or Review.

Review only closes the screen: the finished board stays on view and View › Result reopens it.
"""
from __future__ import annotations

import random
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from brass_desktop.engine import Game, GameSetup, Outcome
from brass_desktop.library import sources_of, summarize
from brass_desktop.ui import texts
from brass_desktop.ui.dialogs.library_dialog import source_name
from brass_desktop.ui.panels.base import player_pixmap
from brass_desktop.ui.retranslate import Retranslatable


def tiebreak_columns(outcome: Outcome, order: tuple[str, ...]) -> list[str]:
    """The tie-breaks the ranking went through, as the verdict says: up to the one that decided;
    for a shared victory those on which the winners are level (a tie-break the rules did not
    apply, such as turn order when tied players share, differs and is left out)."""
    decided = outcome.decided_by
    if decided in order:
        return list(order[:order.index(decided) + 1])
    if decided != "shared":
        return []
    scores = {s.player: s.tiebreak for s in outcome.scores}
    level = []
    for key in order:
        values = {scores[p].get(key) for p in outcome.winners}
        if len(values) != 1:
            break
        level.append(key)
    return level


def rematch_setup(game: Game, rng: random.Random | None = None) -> GameSetup:
    """The same players, game, options and undo policy as ``game``, with a seed it did not use."""
    setup = game.setup
    options_class: Any = game.definition.options_class
    seed = int(setup.get("seed", 0))
    chooser = rng if rng is not None else random.SystemRandom()
    new_seed = seed
    while new_seed == seed:
        new_seed = chooser.randrange(1, 2 ** 31)
    return GameSetup(players=tuple(setup["players"]), seed=new_seed, options=options_class.from_dict(setup["options"]),
                     game=setup["game"], undo_policy=setup.get("undo_policy", ""))


def scores_by_source(game: Game, outcome: Outcome) -> dict[int, dict[str, int]]:
    """Per seat, VP by source: the game's own split where it gives one, else the library's replay."""
    if all(score.by_source for score in outcome.scores):
        return {score.player: dict(score.by_source) for score in outcome.scores}
    return summarize(game).sources


class WinnerDialog(Retranslatable, QDialog):
    """The result of ``game`` (finished); ``rematch_requested`` asks the window for a rematch."""

    rematch_requested = Signal()

    def __init__(self, game: Game, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("WinnerDialog")
        outcome = game.outcome()
        assert outcome is not None, "the winner screen needs a finished game"
        self.game, self.outcome = game, outcome
        self.names = [p.name for p in game.state.players]
        self.sources = scores_by_source(game, outcome)
        order = sources_of(game.definition.name)  # the game's own chart order of VP sources
        known = [s for s in order if any(row.get(s) for row in self.sources.values())]
        extra = sorted({s for row in self.sources.values() for s in row if row[s] and s not in order})
        self.source_columns = known + extra
        # The game's tie-breaks, in the order its rules apply them (its family's words: GameWords.tiebreaks).
        self.words = texts.words_for(game.definition.name)
        self.tiebreak_columns = tiebreak_columns(outcome, tuple(self.words.tiebreaks))

        layout = QVBoxLayout(self)
        layout.setSpacing(12)
        self.title = QLabel()
        self.title.setObjectName("WinnerTitle")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setWordWrap(True)
        layout.addWidget(self.title)
        self.decided = QLabel()
        self.decided.setObjectName("Verdict")
        self.decided.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.decided.setWordWrap(True)
        layout.addWidget(self.decided)
        grid = QGridLayout()
        grid.setHorizontalSpacing(20)
        grid.setVerticalSpacing(8)
        columns = ["place", "player", "vp", *self.source_columns, *(f"tb:{t}" for t in self.tiebreak_columns)]
        self.headers: dict[str, QLabel] = {}
        for col, key in enumerate(columns):
            label = QLabel()
            label.setProperty("role", "caption")
            label.setWordWrap(True)
            label.setAlignment(Qt.AlignmentFlag.AlignBottom | (Qt.AlignmentFlag.AlignLeft if key == "player"
                                                               else Qt.AlignmentFlag.AlignRight))
            self.headers[key] = label
            grid.addWidget(label, 0, col)
        self.cells: dict[tuple[int, str], QLabel] = {}
        self.ranking = self._places()
        for r, (player, place) in enumerate(self.ranking, start=1):
            score = next(s for s in outcome.scores if s.player == player)
            values = {"place": str(place), "vp": str(score.vp)}
            values.update({s: str(self.sources.get(player, {}).get(s, 0)) for s in self.source_columns})
            for tb in self.tiebreak_columns:
                values[f"tb:{tb}"] = self.words.tiebreak_value(tb, score.tiebreak)
            for col, key in enumerate(columns):
                if key == "player":
                    who = QHBoxLayout()
                    badge = QLabel()
                    badge.setPixmap(player_pixmap(player, 32))
                    who.addWidget(badge)
                    name = QLabel(texts.player_name(player, self.names))
                    name.setProperty("role", "value")
                    who.addWidget(name)
                    who.addStretch(1)
                    grid.addLayout(who, r, col)
                    continue
                cell = QLabel(values[key])
                cell.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                cell.setProperty("role", "value" if key in ("place", "vp") else "")
                self.cells[(player, key)] = cell
                grid.addWidget(cell, r, col)
        layout.addLayout(grid)
        self.note = QLabel()
        self.note.setProperty("role", "small")
        self.note.setWordWrap(True)
        layout.addWidget(self.note)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        self.review_button = QPushButton()
        self.rematch_button = QPushButton()
        self.rematch_button.setDefault(True)
        for button in (self.review_button, self.rematch_button):
            buttons.addWidget(button)
        layout.addLayout(buttons)
        self.review_button.clicked.connect(self.accept)
        self.rematch_button.clicked.connect(self._rematch)
        self.retranslate_ui()

    def _places(self) -> list[tuple[int, int]]:
        """(player, place) best first; everyone sharing first place is first."""
        winners = set(self.outcome.winners)
        return [(player, 1 if player in winners else i + 1) for i, player in enumerate(self.outcome.ranking)]

    def _rematch(self) -> None:
        self.accept()
        self.rematch_requested.emit()

    def fit_to(self, width: int) -> None:
        """A fixed size for ``width`` (wrapped titles and notes take their lines at this width)."""
        layout = self.layout()
        assert layout is not None
        layout.activate()
        height = layout.heightForWidth(width) if layout.hasHeightForWidth() else layout.sizeHint().height()
        self.setFixedSize(width, max(height, layout.sizeHint().height()))

    def retranslate_ui(self) -> None:
        tr = texts.translate
        self.setWindowTitle(tr("WinnerDialog", "Result"))
        winners = [texts.player_name(i, self.names) for i in self.outcome.winners]
        template = (tr("ScoringDialog", "{winners} win by {how}.") if len(winners) > 1
                    else tr("ScoringDialog", "{winners} wins by {how}."))
        self.title.setText(texts.fill(template, {"winners": texts.join_list(winners),
                                                 "how": texts.decided_by_text(self.outcome.decided_by,
                                                                              self.game.definition.name)}))
        if self.outcome.decided_by == "shared":  # the columns shown are level: nothing decided
            self.decided.setText(tr("WinnerDialog", "Tied on victory points and on every tie-break the rules "
                                                    "apply: the victory is shared."))
        elif self.tiebreak_columns:
            self.decided.setText(tr("WinnerDialog", "Tied on victory points: the tie-break columns decide."))
        else:
            self.decided.setText(tr("WinnerDialog", "No tie-break was needed."))
        names = {"place": tr("WinnerDialog", "Place"), "player": tr("ScoringDialog", "Player"),
                 "vp": tr("ScoringDialog", "Total VP"),
                 **{f"tb:{key}": texts.translate("WinnerDialog", title)
                    for key, (title, _) in self.words.tiebreaks.items()}}
        for key, label in self.headers.items():
            label.setText(names.get(key) or source_name(key, self.game.definition.name))
        self.note.setText(tr("WinnerDialog", "Review closes this screen and leaves the final board in view; "
                                             "View › Result of the game (Ctrl+R) shows it again."))
        self.review_button.setText(tr("WinnerDialog", "Review the board"))
        self.rematch_button.setText(tr("WinnerDialog", "Rematch (same players, new cards)"))
