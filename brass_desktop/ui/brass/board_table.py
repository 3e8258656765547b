"""The public game drawn on the board, as on the printed one: the score track round the edge
(``track.py``) and, in a band below the map, a box per player, the coal and iron markets,
Lancashire's distant cotton market and the era, round and draw pile.

Only public facts are drawn (never a hand).  ``BoardTable.sync`` copies them from a GameState;
``show_scores`` moves the VP markers and the VP numbers alone (the era scoring reveal).
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QStyleOptionGraphicsItem, QWidget

from brass_desktop.engine import GameData, GameState
from brass_desktop.ui import texts
from brass_desktop.ui.board import style
from brass_desktop.ui.brass import words
from brass_desktop.ui.brass.items import RenderContext
from brass_desktop.ui.brass.track import SIDE_DEPTH, TEXT_PX, TRACK_DEPTH, Z_TRACK, ScoreTrack, TrackMarker

SCENE_ASPECT = 1.36  # width / height of the whole board: fills a ~1460 x 1040 or ~1000 x 735 view
BAND_MIN = 290.0  # height of the band below the map (players, markets, era)
BAND_TOP = 34.0  # room for (projector-sized) map items that reach past the map's rectangle
MAP_MARGIN = 20.0  # between the map's rectangle and the side tracks (projector-sized banners reach past it)
TOP_MARGIN = 4.0
PAD = 12.0
GAP = 16.0
LINE = TEXT_PX * 1.22  # height of one line of text in a box
CELL = 56.0  # width of a market or demand space

BOX_FILL = QColor(255, 250, 238, 245)
BOX_EDGE = QColor("#6b5534")
BOX_TEXT = QColor("#1c1814")
PLAYING_FILL = QColor("#fff1a8")
CELL_FILL = QColor("#fffaf0")
CELL_EDGE = QColor("#8c7a62")
HERE_FILL = QColor("#ffd400")
HERE_EDGE = QColor("#1f4e79")


def table_geometry(map_rect: QRectF) -> tuple[QRectF, QRectF]:
    """(the whole board: the track's outer edge, the band below the map inside the track) for a
    map drawn in ``map_rect``."""
    side, top = SIDE_DEPTH + MAP_MARGIN, TRACK_DEPTH + TOP_MARGIN
    width = map_rect.width() + 2 * side
    band = max(BAND_MIN, width / SCENE_ASPECT - map_rect.height() - 2 * TRACK_DEPTH - TOP_MARGIN)
    outer = QRectF(map_rect.left() - side, map_rect.top() - top, width,
                   map_rect.height() + TOP_MARGIN + band + 2 * TRACK_DEPTH)
    return outer, QRectF(map_rect.left() - MAP_MARGIN, map_rect.bottom(), map_rect.width() + 2 * MAP_MARGIN, band)


def fitted(text: str, pixel_size: float, width: float, bold: bool = False) -> str:
    """``text`` elided to ``width`` scene units at ``pixel_size``."""
    metrics = QFontMetricsF(style.font(pixel_size, bold=bold))
    return metrics.elidedText(text, Qt.TextElideMode.ElideRight, width)


class BoxItem(QGraphicsItem):
    """A rounded box of the band, drawn in scene coordinates (its position stays 0, 0)."""

    def __init__(self, rect: QRectF) -> None:
        super().__init__()
        self.rect = QRectF(rect)
        self.setZValue(Z_TRACK)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt API)
        return self.rect.adjusted(-3, -3, 3, 3)

    def paint_box(self, painter: QPainter, fill: QColor = BOX_FILL, edge: QColor = BOX_EDGE,
                  width: float = 2.0) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(edge, width))
        painter.setBrush(fill)
        painter.drawRoundedRect(self.rect, 10, 10)

    def text(self, painter: QPainter, rect: QRectF, text: str, bold: bool = False,
             color: QColor = BOX_TEXT, align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft) -> None:
        painter.setFont(style.font(TEXT_PX, bold=bold))
        painter.setPen(color)
        painter.drawText(rect, int(align | Qt.AlignmentFlag.AlignVCenter), fitted(text, TEXT_PX, rect.width(), bold))


@dataclass
class PlayerFacts:
    """What the room may see of one player."""

    name: str = ""
    money: int = 0
    income_level: int = 0
    vp: int = 0
    turn: int = 0  # place in this round's turn order (1 = first)
    playing: bool = False


class PlayerBoxItem(BoxItem):
    """Name with the player's colour and shape, money, income, VP, place in the turn order."""

    def __init__(self, ctx: RenderContext, player: int, rect: QRectF) -> None:
        super().__init__(rect)
        self.ctx = ctx
        self.player = player
        self.facts = PlayerFacts()
        self.lines = ("", "", "")  # name, money/income/VP, place in the turn order

    def set_facts(self, facts: PlayerFacts) -> None:
        self.facts = facts
        self.retranslate()

    def retranslate(self) -> None:
        f, tr = self.facts, texts.translate
        stats = texts.fill(tr("PlayersPanel", "{money} · income {income} · {vp} VP"),
                           {"money": texts.money(f.money), "income": texts.money(f.income_level), "vp": f.vp})
        turn = texts.fill(tr("PlayersPanel", "turn {n}"), {"n": f.turn}) if f.turn else ""
        if f.playing:  # the box is lit too; the arrow keeps the name room beside it
            turn = "▶ " + turn
        self.lines = (f.name, stats, turn)
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        color = self.ctx.color(self.player)
        self.paint_box(painter, PLAYING_FILL if self.facts.playing else BOX_FILL, color,
                       9.0 if self.facts.playing else 5.0)
        inner = self.rect.adjusted(PAD, PAD * 0.6, -PAD, -PAD * 0.6)
        mark = LINE * 0.5
        style.draw_player_shape(painter, style.player_shape(self.player),
                                QPointF(inner.left() + mark, inner.top() + LINE / 2), mark * 0.92, color,
                                QColor("#111111"), 2.0)
        # The place in the turn order (or "playing") right of the name, the name takes what is left.
        painter.setFont(style.font(TEXT_PX, bold=self.facts.playing))
        turn_width = min(inner.width() * 0.62, QFontMetricsF(painter.font()).horizontalAdvance(self.lines[2]) + 4)
        name_left = inner.left() + 2 * mark + 8
        name_rect = QRectF(name_left, inner.top(), inner.right() - turn_width - 10 - name_left, LINE)
        self.text(painter, name_rect, self.lines[0], bold=True, color=color.darker(150))
        if self.lines[2]:
            self.text(painter, QRectF(inner.right() - turn_width, inner.top(), turn_width, LINE), self.lines[2],
                      bold=self.facts.playing, align=Qt.AlignmentFlag.AlignRight)
        self.text(painter, QRectF(inner.left(), inner.top() + LINE, inner.width(), LINE), self.lines[1])


class MarketItem(BoxItem):
    """A caption over a row of spaces: the coal or iron market (prices, cubes on the dearest
    spaces, the price once empty) or the distant cotton market's demand track."""

    def __init__(self, rect: QRectF, cube: QColor | None) -> None:
        super().__init__(rect)
        self.cube = cube  # None: the demand track (no cubes, a marker on one space)
        self.caption = ""
        self.labels: tuple[str, ...] = ()
        self.filled = 0  # cubes present (markets) or the marker's space (demand track)
        self.last_dashed = False  # the market's "empty" price, or the demand track's closed space

    def set_cells(self, labels: Sequence[str], filled: int, last_dashed: bool) -> None:
        self.labels, self.filled, self.last_dashed = tuple(labels), filled, last_dashed
        self.update()

    def cell_rect(self, i: int) -> QRectF:
        inner = self.rect.adjusted(PAD, PAD * 0.5 + LINE, -PAD, -PAD * 0.6)
        width = min(CELL, inner.width() / max(1, len(self.labels)))
        return QRectF(inner.left() + i * width + 2, inner.top() + 2, width - 4, inner.height() - 4)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        self.paint_box(painter)
        self.text(painter, QRectF(self.rect.left() + PAD, self.rect.top() + PAD * 0.4, self.rect.width() - 2 * PAD,
                                  LINE), self.caption, bold=True)
        count = len(self.labels)
        end = count - (1 if self.last_dashed else 0)  # the dashed last space holds no cube
        # Cubes sit on the dearest spaces (bought cheapest first, sold into the dearest empty space).
        first_full = end - self.filled
        if self.cube is None:  # the demand track: one space per position, the marker's space lit
            for i, label in enumerate(self.labels):
                cell = self.cell_rect(i)
                here = i == self.filled
                painter.setPen(QPen(HERE_EDGE if here else CELL_EDGE, 4 if here else 1.5))
                painter.setBrush(HERE_FILL if here else CELL_FILL)
                painter.drawRoundedRect(cell, 5, 5)
                painter.setFont(style.font(TEXT_PX, bold=True))
                painter.setPen(QColor("#8a1c1c") if i >= end else BOX_TEXT)
                painter.drawText(cell, int(Qt.AlignmentFlag.AlignCenter), label)
            return
        # A market: one box per price with its spaces (they come in pairs, as printed) and the
        # dashed price once the market is empty.
        painter.setFont(style.font(TEXT_PX, bold=True))
        for first, run in self.runs():
            span = self.cell_rect(first).united(self.cell_rect(first + run - 1))
            painter.setPen(QPen(CELL_EDGE, 1.5, Qt.PenStyle.DashLine if first >= end else Qt.PenStyle.SolidLine))
            painter.setBrush(CELL_FILL)
            painter.drawRoundedRect(span, 5, 5)
            painter.setPen(BOX_TEXT)
            painter.drawText(QRectF(span.left(), span.top(), span.width(), LINE), int(Qt.AlignmentFlag.AlignCenter),
                             self.labels[first])
        for i in range(first_full, end):
            cell = self.cell_rect(i)
            side = min(cell.width() * 0.66, cell.bottom() - cell.top() - LINE - 6)
            cube = QRectF(cell.center().x() - side / 2, cell.bottom() - side - 5, side, side)
            painter.setPen(QPen(QColor("#111111"), 1.5))
            painter.setBrush(self.cube)
            painter.drawRect(cube)

    def runs(self) -> list[tuple[int, int]]:
        """(first space, spaces) of each price of a market; the empty price alone at the end."""
        end = len(self.labels) - (1 if self.last_dashed else 0)
        runs: list[tuple[int, int]] = []
        for i in range(end):
            if runs and self.labels[runs[-1][0]] == self.labels[i]:
                runs[-1] = (runs[-1][0], runs[-1][1] + 1)
            else:
                runs.append((i, 1))
        return runs + [(i, 1) for i in range(end, len(self.labels))]


class EraItem(BoxItem):
    """Era and round, and the draw pile."""

    def __init__(self, rect: QRectF) -> None:
        super().__init__(rect)
        self.lines: tuple[str, ...] = ()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        self.paint_box(painter)
        inner = self.rect.adjusted(PAD, PAD * 0.5, -PAD, -PAD * 0.5)
        if not self.lines:
            return
        # The era line wraps onto a second line where it is too long for the box (Chinese, Lancashire).
        flags = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap)
        bold = style.font(TEXT_PX, bold=True)
        wrapped = QFontMetricsF(bold).boundingRect(QRectF(0, 0, inner.width(), 10 * LINE), flags, self.lines[0])
        era_height = LINE * (2 if wrapped.height() > LINE * 1.2 else 1)
        top = inner.top() + max(0.0, (inner.height() - era_height - LINE * (len(self.lines) - 1)) / 2)
        painter.setFont(bold)
        painter.setPen(BOX_TEXT)
        painter.drawText(QRectF(inner.left(), top, inner.width(), era_height), flags, self.lines[0])
        for n, line in enumerate(self.lines[1:]):
            self.text(painter, QRectF(inner.left(), top + era_height + n * LINE, inner.width(), LINE), line)


@dataclass
class TableFacts:
    """The public facts the band shows, kept for retranslation."""

    over: bool = False
    era: str = "canal"
    round: int = 1
    rounds: int = 8
    deck: int = 0
    markets: dict[str, tuple[tuple[int, ...], int, int]] = field(default_factory=dict)  # prices, cubes, empty
    distant: tuple[tuple[int, ...], int, bool] | None = None  # spaces, position, closed


class BoardTable:
    """The track and the band of one board scene."""

    def __init__(self, scene: QGraphicsScene, ctx: RenderContext, data: GameData, map_rect: QRectF) -> None:
        self.scene = scene
        self.ctx = ctx
        self.data = data
        self.outer, self.band = table_geometry(map_rect)
        self.track = ScoreTrack(scene, ctx, self.outer, data.income_by_position)
        self.facts = TableFacts()
        self.players: list[PlayerBoxItem] = []
        band = self.band.adjusted(0, BAND_TOP, 0, -PAD)
        self._player_row = QRectF(band.left(), band.top(), band.width(), LINE * 2 + PAD * 1.2)
        row = QRectF(band.left(), self._player_row.bottom() + GAP * 0.75, band.width(),
                     band.bottom() - self._player_row.bottom() - GAP * 0.75)
        x = row.left()
        self.markets: dict[str, MarketItem] = {}
        for resource, cube in (("coal", style.COAL_CUBE), ("iron", style.IRON_CUBE)):
            cells = len(data.markets[resource].prices) + 1
            item = MarketItem(QRectF(x, row.top(), cells * CELL + 2 * PAD, row.height()), cube)
            self.markets[resource] = item
            x = item.rect.right() + GAP
        self.distant: MarketItem | None = None
        if data.distant_income:
            cells = data.distant_closed_position + 1
            self.distant = MarketItem(QRectF(x, row.top(), cells * CELL + 2 * PAD, row.height()), None)
            x = self.distant.rect.right() + GAP
        self.era = EraItem(QRectF(x, row.top(), row.right() - x, row.height()))
        boxes: list[BoxItem] = [*self.markets.values(), *([self.distant] if self.distant else []), self.era]
        for box in boxes:
            scene.addItem(box)

    # -- state -----------------------------------------------------------------------------------
    def _set_player_count(self, count: int) -> None:
        if count == len(self.players):
            return
        for box in self.players:
            self.scene.removeItem(box)
        row = self._player_row
        width = (row.width() - GAP * (count - 1)) / max(1, count)
        self.players = [PlayerBoxItem(self.ctx, i, QRectF(row.left() + i * (width + GAP), row.top(), width,
                                                             row.height())) for i in range(count)]
        for box in self.players:
            self.scene.addItem(box)
        self.track.set_player_count(count)

    def sync(self, state: GameState, rules: Any) -> None:
        """Show the public facts of ``state`` (``rules``: its rules context, for market prices)."""
        self._set_player_count(len(state.players))
        current = state.current_player
        order = list(state.turn_order)
        for i, (box, p) in enumerate(zip(self.players, state.players, strict=True)):
            box.set_facts(PlayerFacts(p.name, p.money, self.data.income_level(p.income_pos), p.vp,
                                      order.index(i) + 1 if i in order else 0, i == current))
        self.track.set_values([p.vp for p in state.players], [p.income_pos for p in state.players], animate=False)
        markets = {resource: (tuple(rules.market_prices(resource)), state.market_cubes(resource),
                              self.data.markets[resource].empty_price) for resource in self.markets}
        distant = None
        if self.distant is not None:
            spaces = tuple(self.data.distant_income[:self.data.distant_closed_position])
            distant = (spaces, state.distant_pos, state.distant_closed)
        self.facts = TableFacts(state.phase == "over", state.era, state.round, state.rounds_in_era, len(state.deck),
                                markets, distant)
        self.retranslate()

    def show_scores(self, vp: Sequence[int], animate: bool = True) -> None:
        """Move the VP markers and the boxes' VP numbers to ``vp`` (nothing else changes)."""
        self.track.set_values(vp, None, animate)
        for box, value in zip(self.players, vp, strict=False):
            box.facts.vp = int(value)
            box.retranslate()

    def retranslate(self) -> None:
        tr, f = texts.translate, self.facts
        for box in self.players:
            box.retranslate()
        names = {"coal": tr("BoardScene", "Coal market"), "iron": tr("BoardScene", "Iron market")}
        for resource, item in self.markets.items():
            prices, cubes, empty = f.markets.get(resource, (self.data.markets[resource].prices, 0,
                                                            self.data.markets[resource].empty_price))
            item.caption = names[resource]
            item.set_cells([texts.money(p) for p in prices] + [texts.money(empty)], cubes, True)
        if self.distant is not None:
            spaces, position, closed = f.distant or ((), 0, False)
            self.distant.caption = tr("BoardScene", "Distant cotton market")
            labels = [f"+{s}" if s else "0" for s in spaces] + ["✕"]
            self.distant.set_cells(labels, len(spaces) if closed else position, True)
        if f.over:
            era = tr("MarketsPanel", "Game over")
        else:
            era = texts.fill(tr("MarketsPanel", "{era}, round {round} of {rounds}"),
                             {"era": words.era_name(f.era).capitalize(), "round": f.round, "rounds": f.rounds})
        deck = tr("MarketsPanel", "Draw pile") + " · " + texts.fill(tr("MarketsPanel", "{n} cards"), {"n": f.deck})
        self.era.lines = (era, deck)
        self.era.update()

    def update_colors(self) -> None:
        for item in (*self.players, *self.track.markers):
            item.update()

    # -- reading (tests, the scoring moment) ------------------------------------------------------
    def markers(self) -> list[TrackMarker]:
        return list(self.track.markers)
