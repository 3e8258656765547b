"""The step-by-step reveal of an epoch change and of the final scoring (rules.md 7.2, 8):
one page at a time (bonus tiles, connections lit on the board, money, the result with its
tie-breaks), so a room can follow it on a projector.  Each page shown emits ``step_shown``: the
plug-in then applies that step to the position the table sees (ui/industria/moment.py), lights
what it scores and walks the score markers on."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QDialog, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from brass_desktop.engine import Event
from brass_desktop.ui import texts
from brass_desktop.ui.industria import words
from brass_desktop.ui.texts import QT_TRANSLATE_NOOP

Page = tuple[str, str, list[str]]  # title, rich text, edges to light on the board

LINES = {
    "bonus": QT_TRANSLATE_NOOP("Industria", "{player}: {symbol} +{amount} VP"),
    "connections": QT_TRANSLATE_NOOP("Industria", "{player}: {n} connection(s), +{amount} VP"),
    "money": QT_TRANSLATE_NOOP("Industria", "{player}: {coins} coins, +{amount} VP"),
}
DECIDED_BY = {
    "vp": QT_TRANSLATE_NOOP("Industria", "most victory points"),
    "built_tiles": QT_TRANSLATE_NOOP("Industria", "a tie on VP, broken by more built tiles"),
    "coins": QT_TRANSLATE_NOOP("Industria", "a tie on VP and built tiles, broken by more coins"),
    "shared": QT_TRANSLATE_NOOP("Industria", "a complete tie: the victory is shared"),
}


def _rows(lines: list[str]) -> str:
    return "<br>".join(lines) if lines else texts.translate("Industria", "Nobody.")


def epoch_pages(events: list[Event], game: Any, names: list[str]) -> list[Page]:
    """7.2: technologies discarded; the next epoch, its bank list and extra income."""
    tr = texts.translate
    data = game.data
    ended = next(e for e in events if e.get("type") == "epoch_ended")
    discarded = [texts.fill(tr("Industria", "{player} discards {tile}"),
                            {"player": texts.player_name(e["player"], names), "tile": words.tile_name(e["tile"], data)})
                 for e in events if e.get("type") == "tile_removed" and e.get("why") == "expired"]
    pages: list[Page] = [(texts.fill(tr("Industria", "Epoch {epoch} is over"), {"epoch": ended["epoch"]}),
                          tr("Industria", "Technologies still in hand are discarded:") + "<br>" + _rows(discarded),
                          [])]
    started = next((e for e in events if e.get("type") == "epoch_started"), None)
    if started is not None:
        epoch = data.epoch(started["epoch"])
        bank = texts.join_list(words.resource_name(r) for r in started["bank_sells"]) or "—"
        text = texts.fill(tr("Industria", "The bank now sells: {resources}."), {"resources": bank})
        if epoch.extra_income:
            text += "<br>" + texts.fill(tr("Industria", "Extra income this first round: +{n}."),
                                        {"n": words.coins(epoch.extra_income)})
        pages.append((texts.fill(tr("Industria", "Epoch {epoch} begins"), {"epoch": epoch.id}), text, []))
    return pages


def final_pages(events: list[Event], game: Any, names: list[str]) -> list[Page]:
    """8.2-8.6: raw tiles cashed, bonus tiles, connections (lit), money, the result."""
    tr = texts.translate
    data = game.data
    cashed = [texts.fill(tr("Industria", "{player} cashes {tile} for 1 coin"),
                         {"player": texts.player_name(e["player"], names), "tile": words.tile_name(e["tile"], data)})
              for e in events if e.get("type") == "tile_removed" and e.get("why") == "cashed"]
    discarded = [texts.fill(tr("Industria", "{player} discards {tile}"),
                            {"player": texts.player_name(e["player"], names), "tile": words.tile_name(e["tile"], data)})
                 for e in events if e.get("type") == "tile_removed" and e.get("why") == "expired"]
    raw = _rows(cashed)
    if discarded:  # the last epoch ends too (7.2): said on the first page, whose step removes them
        raw += "<br><br>" + tr("Industria", "Technologies still in hand are discarded:") + "<br>" + _rows(discarded)
    vp = [e for e in events if e.get("type") == "vp"]

    def lines(source: str) -> list[str]:
        return [texts.fill(texts.translate("Industria", LINES[source]),
                           {"player": texts.player_name(e["player"], names), "amount": e["amount"],
                            "symbol": words.symbol_name(e.get("symbol", "")), "coins": e.get("coins", 0),
                            "n": len(e.get("edges", ()))})
                for e in vp if e.get("source") == source]

    edges = [edge for e in vp if e.get("source") == "connections" for edge in e.get("edges", ())]
    pages: list[Page] = [
        (tr("Industria", "Final scoring: raw materials"), raw, []),
        (tr("Industria", "Final scoring: bonus tiles"), _rows(lines("bonus")), []),
        (tr("Industria", "Final scoring: roads and lines"), _rows(lines("connections")), edges),
        (tr("Industria", "Final scoring: money"), _rows(lines("money")), []),
    ]
    outcome = game.outcome()
    if outcome is not None:
        rows = []
        for rank, seat in enumerate(outcome.ranking, start=1):
            score = outcome.scores[seat]
            rows.append(texts.fill(tr("Industria", "{rank}. {player}: {vp} VP ({built} built tiles, {coins})"),
                                   {"rank": rank, "player": score.name, "vp": score.vp,
                                    "built": score.tiebreak["built_tiles"],
                                    "coins": words.coins(score.tiebreak["coins"])}))
        winners = texts.join_list(outcome.scores[s].name for s in outcome.winners)
        decided = DECIDED_BY.get(outcome.decided_by)
        why = texts.translate("Industria", decided) if decided else outcome.decided_by
        rows.append("<b>" + texts.fill(tr("Industria", "Winner: {players}, by {why}."),
                                       {"players": winners, "why": why}) + "</b>")
        pages.append((tr("Industria", "Result"), "<br>".join(rows), []))
    return pages


class RevealDialog(QDialog):
    """Pages shown one at a time: Next reveals the next one; the board lights what a page scores
    (``step_shown`` with the page's index, also for the first page when it opens)."""

    step_shown = Signal(int)

    def __init__(self, pages: list[Page], scene: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("RevealDialog")
        self.pages: list[Page] = pages
        self.scene, self.index = scene, 0
        layout = QVBoxLayout(self)
        self.title = QLabel()
        self.title.setWordWrap(True)
        self.body = QLabel()
        self.body.setWordWrap(True)
        self.body.setMinimumWidth(300)
        layout.addWidget(self.title)
        layout.addWidget(self.body, 1)
        row = QHBoxLayout()
        self.step = QLabel()
        row.addWidget(self.step, 1)
        self.next_button = QPushButton()
        self.next_button.clicked.connect(self.next_page)
        self.close_button = QPushButton()
        self.close_button.clicked.connect(self.accept)
        row.addWidget(self.next_button)
        row.addWidget(self.close_button)
        layout.addLayout(row)
        self.finished.connect(lambda _result=0: self._light([]))
        self._show()

    def set_text_px(self, px: int) -> None:
        """Text ``px`` high (the side column's: projector-sized in presentation), the title and the
        rows larger still (on the labels' own sheets: the window's style sheet sizes every label)."""
        self.title.setStyleSheet(f"font-size: {round(px * 1.5)}px; font-weight: bold;")
        self.body.setStyleSheet(f"font-size: {round(px * 1.15)}px;")
        self.step.setStyleSheet(f"font-size: {px}px;")

    def open(self) -> None:
        super().open()
        self.step_shown.emit(self.index)

    def _light(self, edges: list[str]) -> None:
        if self.scene is not None:
            self.scene.light_edges(edges)

    def _show(self) -> None:
        tr = texts.translate
        title, text, edges = self.pages[self.index]
        self.setWindowTitle(title)
        self.title.setText(title)
        self.body.setText(text)
        self.step.setText(texts.fill(tr("Industria", "Step {i} of {n}"), {"i": self.index + 1, "n": len(self.pages)}))
        self.next_button.setText(tr("Industria", "Next"))
        self.next_button.setEnabled(self.index + 1 < len(self.pages))
        self.close_button.setText(tr("Industria", "Close"))
        self._light(edges)
        if self.isVisible():
            self.step_shown.emit(self.index)

    def next_page(self) -> None:
        if self.index + 1 < len(self.pages):
            self.index += 1
            self._show()
