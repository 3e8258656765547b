"""Industria's board scene: factory half, epoch track, technology half, roads and lines, the
auction display and the score track, drawn from ``resources/industria/board.json``.

Coordinates are the board file's (0..1000, origin top left); the auction display stands to the
right of the board, and the score track (0-99) as a 10 x 10 grid below it: the board file's strip
under the board made the scene a fifth taller, and the board smaller in every window.  Every tile
is a :class:`TileItem` that shows its cost, resources, VP, symbols and the owner's marker, glows
when it is a legal target and explains itself on hover (the tooltip text comes from ``describe``,
given by the UI plug-in).  In presentation mode no text is smaller than ``PRESENTATION_MIN_PX``.
"""
from __future__ import annotations

import json
from collections.abc import Callable, Iterable
from importlib import resources
from typing import Any

from PySide6.QtCore import QPointF, QRect, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen, QPixmap
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsScene,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from brass_desktop.ui.board import style
from brass_desktop.ui.industria import words
from brass_desktop.ui.texts import translate

FACTORY, TECHNOLOGY, RAW, BONUS = "factory", "technology", "raw_material", "bonus"  # the data's tile kinds
TILE_W, TILE_H = 76.0, 132.0  # factory/technology spaces are 80 apart across and 160 down
CHIP_W, CHIP_H = 56.0, 34.0  # raw and bonus tiles beside the epoch track
OFFER_X = 1030.0  # the auction display, right of the board
KIND_FILL = {FACTORY: QColor("#e9d3b0"), TECHNOLOGY: QColor("#c9dcef"), RAW: QColor("#d3e3c4"),
             BONUS: QColor("#f1dd8a")}
KIND_EDGE = {FACTORY: QColor("#6b4a22"), TECHNOLOGY: QColor("#244d78"), RAW: QColor("#3f6a2a"),
             BONUS: QColor("#7a5a00")}
RESOURCE_COLORS = {"stone": "#8d8d8d", "brick": "#b5482f", "wood": "#8a5a2b", "ceramic": "#d8c7a5",
                   "glass": "#7fd0e0", "iron": "#4a5560", "cement": "#b9b3a3", "steel": "#2f3f73",
                   "electricity": "#f2c400", "computer": "#2a9d8f", "plastic": "#e76fa8"}
ROAD = QColor("#7b5a2e")
LINE = QColor("#2f6fb0")
SCORE_X, SCORE_Y, SCORE_CELL = 1044.0, 600.0, 22.0  # the score track's grid, below the auction display
SCENE_RECT = QRectF(-10, -10, OFFER_X + 2 * TILE_W * 1.5 + 50, 855)
# Presentation mode: no text on the board under this size (scene px).  The scene (1308 x 855) fits
# the 1500 x 1000 reference view of a 1920 x 1080 projector at 1.13, so 16 scene px are >= 18 px on
# screen (tests/ui/test_industria_ui.py measures every font the board sets).
PRESENTATION_MIN_PX = 16.0


def resource_color(resource: str) -> QColor:
    return QColor(RESOURCE_COLORS.get(resource, "#777777"))


def _font(size: float, bold: bool = False) -> QFont:
    font = QFont()
    font.setPixelSize(max(1, round(size)))
    font.setBold(bold)
    return font


def draw_resource(painter: QPainter, resource: str, center: QPointF, radius: float, min_px: float = 0.0) -> None:
    """A resource as a coloured disc with its initial (colour-blind players read the letter); the
    letter is at least ``min_px`` (presentation), filling the disc if need be."""
    color = resource_color(resource)
    painter.setPen(QPen(QColor("#222222"), max(0.8, radius / 6)))
    painter.setBrush(color)
    painter.drawEllipse(center, radius, radius)
    painter.setPen(QColor("#ffffff") if color.lightnessF() < 0.55 else QColor("#111111"))
    painter.setFont(_font(max(radius * 1.25, min_px), True))
    box = max(radius, min_px * 0.6)
    painter.drawText(QRectF(center.x() - box, center.y() - box, 2 * box, 2 * box),
                     Qt.AlignmentFlag.AlignCenter, words.resource_name(resource)[:1])


def two_lines(text: str, metrics: QFontMetricsF, width: float) -> list[str]:
    """``text`` in at most two lines of ``width``: broken at spaces (Chinese: between any two
    characters; a Latin word longer than the line with a hyphen), the second line elided with "…"
    when the rest does not fit (presentation: large type on a small tile)."""
    chinese = any(ord(c) >= 0x2E80 for c in text)
    tokens, sep = (list(text.replace(" ", "")), "") if chinese else (text.split(), " ")
    first = ""
    while tokens and metrics.horizontalAdvance((first + sep if first else "") + tokens[0]) <= width:
        first = (first + sep if first else "") + tokens.pop(0)
    if not first and tokens:  # a word longer than the line: hyphenate it
        word = tokens.pop(0)
        cut = max(1, next((n for n in range(len(word) - 1, 0, -1)
                           if metrics.horizontalAdvance(word[:n] + "-") <= width), 1))
        cut = min(cut, max(1, len(word) - 3))  # at least three letters go on: "Weav-ing", not "Weavin-g"
        first, tokens = word[:cut] + "-", [word[cut:], *tokens]
        sep_rest = "" if len(tokens) == 1 else sep
        rest = tokens[0] + (sep + sep.join(tokens[1:]) if len(tokens) > 1 else sep_rest)
    else:
        rest = sep.join(tokens)
    return [first, metrics.elidedText(rest, Qt.TextElideMode.ElideRight, width)] if rest else [first]


class TileItem(QGraphicsObject):
    """One tile: on its board space (factories, technologies), beside the epoch track (raw and
    bonus tiles) or in the auction display."""

    def __init__(self, board: IndustriaScene, tile_id: str, rect: QRectF, chip: bool = False) -> None:
        super().__init__()
        self.board, self.tile_id, self.rect, self.chip = board, tile_id, rect, chip
        self.owner: int | None = None  # the seat that built it
        self.holder: int | None = None  # the seat holding it in hand
        self.gone = False  # spent, exchanged or expired
        self.target = False
        self.selected = False
        self.lot = False
        self.hovered = False
        self.setAcceptHoverEvents(True)
        self.setZValue(style.Z_SLOT)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt API)
        return self.rect.adjusted(-8, -8, 8, 8)

    def set_marks(self, target: bool, selected: bool) -> None:
        if (target, selected) != (self.target, self.selected):
            self.target, self.selected = target, selected
            self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        tile = self.board.data.tiles[self.tile_id]
        r = self.rect
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        placed = self.owner is not None or self.chip or self.lot or self.holder is not None
        painter.setOpacity(0.3 if self.gone else 1.0 if placed or self.target else 0.55)
        if self.target or self.selected:
            glow = style.SELECTED if self.selected else style.HIGHLIGHT
            painter.setPen(QPen(glow, 7))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(r.adjusted(-3, -3, 3, 3), 8, 8)
        fill = KIND_FILL[tile.kind]
        painter.setPen(QPen(style.HOVER if self.hovered else KIND_EDGE[tile.kind], 2.5 if self.hovered else 1.5))
        painter.setBrush(fill if placed or self.target else fill.lighter(112))
        painter.drawRoundedRect(r, 6, 6)
        scale = r.width() / TILE_W
        floor = self.board.min_text_px()  # 0 in normal mode
        if floor:
            self._paint_large(painter, tile, r, scale, floor)
            return
        pad = 3 * scale
        # Name across the top (two lines at most).
        painter.setPen(QColor("#111111"))
        # A chip names what it stands for (its resource or symbol): larger than the tile's full name.
        if self.chip:
            name = (words.resource_name(tile.provides) if tile.kind == RAW and tile.provides
                    else words.symbol_name(tile.scores_symbol or ""))
        else:
            name = words.tile_name(self.tile_id, self.board.data)
        name_h = r.height() * 0.5 if self.chip else 2.4 * 12.5 * scale
        name_rect = QRectF(r.left() + pad, r.top() + pad, r.width() - 2 * pad, name_h)
        flags = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap
        for size in (12.5, 11.5, 10.5, 9.5, 8.5):  # the largest size at which the name fits
            font = _font(size * scale, True)
            fits = QFontMetricsF(font).boundingRect(name_rect, int(flags), name)
            if fits.width() <= name_rect.width() + 0.5 and fits.height() <= name_rect.height() + 0.5:
                break
        painter.setFont(font)
        painter.drawText(name_rect, flags, name)
        y = name_rect.bottom() + pad
        if self.chip:
            if tile.kind == RAW and tile.provides:
                draw_resource(painter, tile.provides, QPointF(r.center().x(), r.bottom() - 8 * scale), 7 * scale)
            elif tile.kind == BONUS:
                self._draw_cost(painter, tile.cost, QPointF(r.center().x(), r.bottom() - 8 * scale), scale * 0.75)
        else:
            # Cost in a coin, then the resources it needs.
            icon = 9.5 * scale
            x = r.left() + pad + icon
            if tile.cost:
                self._draw_cost(painter, tile.cost, QPointF(x, y + icon), scale)
                x += 2 * icon + 2 * scale
            for res in tile.resources:
                if x + icon > r.right():
                    x, y = r.left() + pad + icon, y + 2 * icon + 2
                draw_resource(painter, res, QPointF(x, y + icon), icon)
                x += 2 * icon + 2 * scale
            # What it produces, its VP and symbols at the bottom.
            bottom = r.bottom() - pad
            if tile.produces:
                painter.setPen(QColor("#111111"))
                painter.setFont(_font(13 * scale, True))
                painter.drawText(QRectF(r.left() + pad, bottom - 44 * scale, 22 * scale, 20 * scale),
                                 Qt.AlignmentFlag.AlignCenter, "→")
                draw_resource(painter, tile.produces, QPointF(r.left() + pad + 33 * scale, bottom - 34 * scale),
                              icon)
            if tile.discount:
                painter.setPen(QColor("#111111"))
                painter.setFont(_font(12 * scale, True))
                painter.drawText(QRectF(r.left() + pad, bottom - 44 * scale, r.width() - 2 * pad, 20 * scale),
                                 Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, f"−{tile.discount}¢")
            if tile.vp:
                vp_rect = QRectF(r.right() - 30 * scale, bottom - 22 * scale, 28 * scale, 22 * scale)
                painter.setPen(QPen(QColor("#222222"), 1))
                painter.setBrush(QColor("#ffffff"))
                painter.drawRoundedRect(vp_rect, 4, 4)
                painter.setFont(_font(14 * scale, True))
                painter.drawText(vp_rect, Qt.AlignmentFlag.AlignCenter, str(tile.vp))
            for i, symbol in enumerate(tile.symbols):
                badge = QRectF(r.left() + pad + i * 19 * scale, bottom - 18 * scale, 17 * scale, 17 * scale)
                painter.setPen(QPen(QColor("#222222"), 1))
                painter.setBrush(QColor("#fff4c2"))
                painter.drawRect(badge)
                painter.setFont(_font(11 * scale, True))
                painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, words.symbol_name(symbol)[:1])
        self._paint_marker(painter, r, scale)

    def _paint_marker(self, painter: QPainter, r: QRectF, scale: float) -> None:
        # The owner's marker (large) or the holder's (small) on the tile's free right middle, clear of its name.
        for seat, size in ((self.owner, 11.0), (self.holder, 7.0)):
            if seat is None:
                continue
            radius = size * scale
            center = (QPointF(r.right() - radius - 2, r.top() + radius + 2) if self.chip
                      else QPointF(r.right() - radius - 3 * scale, r.center().y() + 6 * scale))
            style.draw_player_shape(painter, style.player_shape(seat), center, radius,
                                    style.player_color(self.board.colors, seat), QColor("#111111"), 1.6)
            break

    def _paint_large(self, painter: QPainter, tile: Any, r: QRectF, scale: float, floor: float) -> None:
        """Presentation: the same tile with no text under ``floor`` px; the name in two lines (elided
        if it must be: hover and the auction display give it whole), resources as lettered discs;
        raw and bonus chips show their resource disc or symbol badge and coin only."""
        pad = 2 * scale
        dark = QColor("#111111")
        if self.chip:
            mid_y = r.center().y()
            if tile.kind == RAW and tile.provides:
                draw_resource(painter, tile.provides, QPointF(r.center().x(), mid_y), r.height() / 2 - 3, floor)
            elif tile.kind == BONUS:
                self._badge(painter, QRectF(r.left() + 3, mid_y - 13, 26, 26), tile.scores_symbol or "", floor)
                self._draw_cost(painter, tile.cost, QPointF(r.right() - 14, mid_y), scale, floor)
            self._paint_marker(painter, r, scale)
            return
        painter.setPen(dark)
        font = _font(max(12.5 * scale, floor), bold=scale > 1.2)  # the auction display's large tiles: bold
        font.setStretch(QFont.Stretch.SemiCondensed)  # where the family has it (DejaVu Sans does)
        painter.setFont(font)
        metrics = QFontMetricsF(font)
        lines = two_lines(words.tile_name(self.tile_id, self.board.data), metrics, r.width() - 2 * pad)
        line_h = metrics.height()
        for i, line in enumerate(lines):
            painter.drawText(QRectF(r.left() + pad, r.top() + pad + i * line_h, r.width() - 2 * pad, line_h),
                             Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop, line)
        y = r.top() + pad + 2 * line_h + 1
        # Cost and resources in one row of discs as large as three fit across.
        icons = (1 if tile.cost else 0) + len(tile.resources)
        radius = min(12.0 * scale, (r.width() - 2 * pad) / max(3, icons) / 2)
        x = r.left() + pad + radius
        if tile.cost:
            self._draw_cost(painter, tile.cost, QPointF(x, y + radius), radius / 9.5, floor)
            x += 2 * radius
        for res in tile.resources:
            draw_resource(painter, res, QPointF(x, y + radius), radius, floor)
            x += 2 * radius
        bottom = r.bottom() - pad
        badge = floor + 2
        if tile.produces or tile.discount:
            row = QRectF(r.left() + pad, bottom - badge - 2 - 2 * radius, r.width() - 2 * pad, 2 * radius)
            painter.setPen(dark)
            painter.setFont(_font(floor, True))
            if tile.produces:
                painter.drawText(QRectF(row.left(), row.top(), floor, row.height()), Qt.AlignmentFlag.AlignCenter, "→")
                draw_resource(painter, tile.produces, QPointF(row.left() + floor + radius, row.center().y()), radius,
                              floor)
            else:
                painter.drawText(row, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, f"−{tile.discount}¢")
        if tile.vp:
            vp_rect = QRectF(r.right() - pad - floor * 1.4, bottom - badge, floor * 1.4, badge)
            painter.setPen(QPen(QColor("#222222"), 1))
            painter.setBrush(QColor("#ffffff"))
            painter.drawRoundedRect(vp_rect, 4, 4)
            painter.setFont(_font(floor, True))
            painter.drawText(vp_rect, Qt.AlignmentFlag.AlignCenter, str(tile.vp))
        for i, symbol in enumerate(tile.symbols):
            self._badge(painter, QRectF(r.left() + pad + i * (badge + 1), bottom - badge, badge, badge), symbol, floor)
        self._paint_marker(painter, r, scale)

    @staticmethod
    def _badge(painter: QPainter, rect: QRectF, symbol: str, size: float) -> None:
        """A bonus symbol's badge: its initial in a square."""
        painter.setPen(QPen(QColor("#222222"), 1))
        painter.setBrush(QColor("#fff4c2"))
        painter.drawRect(rect)
        painter.setFont(_font(size, True))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, words.symbol_name(symbol)[:1])

    @staticmethod
    def _draw_cost(painter: QPainter, cost: int, center: QPointF, scale: float, min_px: float = 0.0) -> None:
        radius = 9.5 * scale
        painter.setPen(QPen(style.GOLD_DARK, 1.2))
        painter.setBrush(style.GOLD)
        painter.drawEllipse(center, radius, radius)
        painter.setPen(QColor("#111111"))
        painter.setFont(_font(max(13 * scale, min_px), True))
        box = max(radius, min_px * 0.6)
        painter.drawText(QRectF(center.x() - box, center.y() - box, 2 * box, 2 * box),
                         Qt.AlignmentFlag.AlignCenter, str(cost))

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:  # noqa: N802 (Qt API)
        self.hovered = True
        self.setToolTip(self.board.describe(self.tile_id))
        self.update()

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:  # noqa: N802 (Qt API)
        self.hovered = False
        self.update()

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 (Qt API)
        if event.button() == Qt.MouseButton.LeftButton:
            self.board.tile_clicked.emit(self.tile_id)


class EdgeItem(QGraphicsItem):
    """A road (between factories) or line (between technologies); in the owner's colour once one
    player built both ends (8.4: 3 VP at the end); glows while the final scoring shows it."""

    def __init__(self, board: IndustriaScene, edge: Any) -> None:
        super().__init__()
        self.board, self.edge = board, edge
        a, b = board.space_center(edge.a), board.space_center(edge.b)
        self.a, self.b = a, b
        self.owner: int | None = None
        self.lit = False
        self.setZValue(style.Z_LINE)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt API)
        return QRectF(self.a, self.b).normalized().adjusted(-12, -12, 12, 12)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        base = ROAD if self.edge.type == "road" else LINE
        if self.lit:
            painter.setPen(QPen(style.HIGHLIGHT, 20, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            painter.drawLine(self.a, self.b)
        if self.owner is not None:
            painter.setPen(QPen(style.player_color(self.board.colors, self.owner), 11,
                                Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            painter.drawLine(self.a, self.b)
        pen = QPen(base, 5, Qt.PenStyle.SolidLine if self.edge.type == "road" else Qt.PenStyle.DashLine,
                   Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        painter.drawLine(self.a, self.b)


class IndustriaScene(QGraphicsScene):
    """The whole Industria board; ``sync(state)`` copies owners, hands, the offer and scores."""

    tile_clicked = Signal(str)

    def __init__(self, data: Any, parent: Any = None) -> None:
        super().__init__(parent)
        self.data = data
        self.colors: list[QColor] = list(style.PLAYER_COLORS)
        self.describe: Callable[[str], str] = lambda tile_id: words.tile_name(tile_id, data)
        self.state: Any = None
        board = json.loads(resources.files("brass_desktop.resources").joinpath("industria/board.json")
                           .read_text(encoding="utf-8"))
        self.board = board
        self._presentation = False
        self.tiles: dict[str, TileItem] = {}
        for tile_id, space in data.spaces.items():
            rect = QRectF(space["x"] - TILE_W / 2, space["y"] - TILE_H / 2, TILE_W, TILE_H)
            self.tiles[tile_id] = self._add_tile(tile_id, rect)
        # Raw and bonus tiles beside their epoch on the track (they have no board space).
        self.rows = {e: float(y) for e, y in board["regions"]["row_y"].items()}
        for epoch, y in self.rows.items():
            chips = [t for t in data.epoch_tiles.get(epoch, ()) if data.tiles[t].kind in (RAW, BONUS)]
            for i, tile_id in enumerate(chips):
                col, row = i % 2, i // 2
                rect = QRectF(443 + col * (CHIP_W + 2), y - 22 + row * (CHIP_H + 2), CHIP_W, CHIP_H)
                self.tiles[tile_id] = self._add_tile(tile_id, rect, chip=True)
        self.edges = {e.id: EdgeItem(self, e) for e in data.edges}
        for item in self.edges.values():
            self.addItem(item)
        self.offer: list[TileItem] = []
        self.targets: set[str] = set()
        self.chosen: set[str] = set()
        self.setSceneRect(SCENE_RECT)

    def _add_tile(self, tile_id: str, rect: QRectF, chip: bool = False) -> TileItem:
        item = TileItem(self, tile_id, rect, chip)
        self.addItem(item)
        return item

    def space_center(self, tile_id: str) -> QPointF:
        space = self.data.spaces[tile_id]
        return QPointF(space["x"], space["y"])

    # -- the framework's scene interface (MainWindow calls these on any scene) --------------------
    def sync(self, state: Any) -> None:
        """Copy the position: owners, holders, spent tiles, the auction display, connections, scores."""
        self.state = state
        owner: dict[str, int] = {}
        holder: dict[str, int] = {}
        for seat, p in enumerate(state.players):
            owner.update({t: seat for t in p.built})
            holder.update({t: seat for t in p.hand})
        removed = set(state.removed)
        for tile_id, item in self.tiles.items():
            item.owner, item.holder, item.gone = owner.get(tile_id), holder.get(tile_id), tile_id in removed
            item.lot = tile_id == state.lot
            item.update()
        for edge in self.edges.values():
            a, b = owner.get(edge.edge.a), owner.get(edge.edge.b)
            edge.owner = a if a is not None and a == b else None
            edge.update()
        for item in self.offer:
            self.removeItem(item)
        self.offer = []
        shown = ([state.lot] if state.lot else []) + list(state.revealed)
        size = 1.5
        for i, tile_id in enumerate(shown):
            col, row = i % 2, i // 2
            rect = QRectF(OFFER_X + col * (TILE_W * size + 10), 70 + row * (TILE_H * size + 40),
                          TILE_W * size, TILE_H * size)
            item = TileItem(self, tile_id, rect)
            item.lot = tile_id == state.lot
            self.addItem(item)
            self.offer.append(item)
        self._apply_marks()
        self._redraw_background()

    def _redraw_background(self) -> None:
        """The halves' titles, the epoch track (round) and the score track are drawn as the background,
        which the view keeps as a pixmap (CacheBackground): it is drawn anew only when invalidated."""
        self.invalidate(self.sceneRect(), QGraphicsScene.SceneLayer.BackgroundLayer)
        self.update()

    def set_highlights(self, slots: Iterable[str], lines: Iterable[str]) -> None:
        """Brass's draft highlights: Industria's targets come from its action panel (set_targets)."""

    def set_selected(self, slots: Iterable[str], lines: Iterable[str]) -> None:
        """Brass's draft selection: Industria's comes from its action panel (set_chosen)."""

    def set_preview(self, ghost: Any, paths: Iterable[Any]) -> None:
        """Brass's draft preview on the map: Industria's preview is the action panel's text."""

    def set_tooltip(self, kind: str, id: str, text: str) -> None:  # noqa: A002 (the Brass scene's API)
        """Tooltips are written on hover by ``describe``."""

    def retranslate(self, name_of: Callable[[str], str]) -> None:
        self._redraw_background()

    def set_presentation(self, on: bool) -> None:
        self._presentation = on
        for item in self.items():
            item.update()
        self._redraw_background()

    def presentation(self) -> bool:
        return self._presentation

    def min_text_px(self) -> float:
        """The smallest text the board draws now: PRESENTATION_MIN_PX in presentation, else 0."""
        return PRESENTATION_MIN_PX if self._presentation else 0.0

    def set_player_colors(self, colors: list[QColor]) -> None:
        self.colors = list(colors)
        self._redraw_background()

    # -- Industria's marks ---------------------------------------------------------------------
    def set_targets(self, targets: Iterable[str], chosen: Iterable[str] = ()) -> None:
        """Glow on the tiles a click may choose now (legal by construction) and the chosen one."""
        self.targets, self.chosen = set(targets), set(chosen)
        self._apply_marks()

    def review_marks(self, point: Any) -> tuple[set[str], set[str], list[tuple[QPointF, int, int]]]:
        """What a review point marks on the board (ui/dialogs/review_panel.py): its rows say it all."""
        return set(), set(), []

    def marked_rect(self) -> QRectF:
        """The scene area of the glowing tiles (empty: none; a tile on display glows there)."""
        offered = {item.tile_id: item for item in self.offer}
        area = QRectF()
        for tile_id in self.targets:
            item = offered.get(tile_id) or self.tiles.get(tile_id)
            if item is not None:
                area = area.united(item.sceneBoundingRect())
        return area

    def _apply_marks(self) -> None:
        offered = {item.tile_id for item in self.offer}
        for tile_id, item in self.tiles.items():
            # A tile in the display is marked there, not on its space.
            mark = tile_id not in offered
            item.set_marks(mark and tile_id in self.targets, mark and tile_id in self.chosen)
        for item in self.offer:
            item.set_marks(item.tile_id in self.targets, item.tile_id in self.chosen)

    def light_edges(self, edge_ids: Iterable[str]) -> None:
        """The final scoring's reveal: glow on the roads and lines being scored."""
        lit = set(edge_ids)
        for edge_id, item in self.edges.items():
            item.lit = edge_id in lit
            item.update()

    def offer_item(self, tile_id: str) -> TileItem | None:
        return next((item for item in self.offer if item.tile_id == tile_id), None)

    def symbol_pixmap(self, symbol: str, size: int) -> QPixmap:
        """One board icon as the board draws it, for the rules reference's glossary (the symbols of
        resources/rules/industria.*.json): tile kinds, coin, resource, production, discount, VP,
        bonus symbol, road, line, the owner's and the holder's marker, the epoch coin, the glow."""
        sample = 40.0
        pixmap = QPixmap(size, size)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.scale(size / sample, size / sample)
        mid = QPointF(sample / 2, sample / 2)
        box = QRectF(4, 4, sample - 8, sample - 8)
        first = self.data.resources[0] if self.data.resources else "stone"
        if symbol.startswith("kind:"):
            kind = symbol.split(":", 1)[1]
            painter.setPen(QPen(KIND_EDGE.get(kind, QColor("#444444")), 2))
            painter.setBrush(KIND_FILL.get(kind, QColor("#dddddd")))
            painter.drawRoundedRect(QRectF(9, 3, 22, 34) if kind in (FACTORY, TECHNOLOGY) else QRectF(3, 10, 34, 20),
                                    4, 4)
        elif symbol in ("coin", "extra"):
            TileItem._draw_cost(painter, 1, mid, 1.6)
            if symbol == "extra":
                painter.setFont(_font(13, True))
                painter.drawText(QRectF(0, 0, 16, 16), Qt.AlignmentFlag.AlignCenter, "+")
        elif symbol == "resource":
            draw_resource(painter, first, mid, 15)
        elif symbol == "produces":
            painter.setPen(QColor("#111111"))
            painter.setFont(_font(20, True))
            painter.drawText(QRectF(0, 8, 16, 24), Qt.AlignmentFlag.AlignCenter, "→")
            draw_resource(painter, first, QPointF(27, 20), 11)
        elif symbol in ("discount", "vp", "symbol"):
            text = {"discount": "−1¢", "vp": "3", "symbol": words.symbol_name("canal")[:1]}[symbol]
            painter.setPen(QPen(QColor("#222222"), 1.2))
            painter.setBrush(QColor("#fff4c2") if symbol == "symbol" else QColor("#ffffff"))
            if symbol != "discount":
                painter.drawRoundedRect(box, 4, 4)
            painter.setFont(_font(16 if symbol == "discount" else 20, True))
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
        elif symbol in ("road", "line"):
            pen = QPen(ROAD if symbol == "road" else LINE, 5,
                       Qt.PenStyle.SolidLine if symbol == "road" else Qt.PenStyle.DashLine, Qt.PenCapStyle.RoundCap)
            painter.setPen(pen)
            painter.drawLine(QPointF(4, 34), QPointF(36, 6))
        elif symbol in ("owner", "holder"):
            radius = 15 if symbol == "owner" else 9
            style.draw_player_shape(painter, style.player_shape(0), mid, radius, style.player_color(self.colors, 0),
                                    QColor("#111111"), 1.6)
        elif symbol == "target":
            painter.setPen(QPen(style.HIGHLIGHT, 5))
            painter.setBrush(KIND_FILL[FACTORY])
            painter.drawRoundedRect(QRectF(9, 4, 22, 32), 4, 4)
        painter.end()
        return pixmap

    # -- background: halves, epoch track, bank lists, score track ----------------------------------
    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:  # noqa: N802 (Qt API)
        painter.fillRect(rect, QColor("#efe9da"))
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        regions = self.board["regions"]
        for key, fill, title in (("factories", QColor("#f4e6cf"), translate("Industria", "Factories")),
                                 ("epoch_track", QColor("#e2dccb"), translate("Industria", "Epochs")),
                                 ("technologies", QColor("#e0eaf4"), translate("Industria", "Technologies"))):
            reg = regions[key]
            box = QRectF(reg["x0"], reg["y0"], reg["x1"] - reg["x0"], reg["y1"] - reg["y0"])
            painter.setPen(QPen(QColor("#8c7a62"), 1.5))
            painter.setBrush(fill)
            painter.drawRoundedRect(box, 10, 10)
            painter.setPen(QColor("#3a2c1c"))
            painter.setFont(_font(20, True))
            painter.drawText(QRectF(box.left(), box.top() - 30, box.width(), 28), Qt.AlignmentFlag.AlignCenter, title)
        state = self.state
        for epoch in self.data.epochs:
            y = self.rows.get(epoch.id)
            if y is None:
                continue
            played = state is None or epoch.id in state.epochs
            current = state is not None and state.epoch == epoch.id
            band = QRectF(441, y - 72, 118, 150)
            if current:
                painter.setPen(QPen(style.HIGHLIGHT_EDGE, 3))
                painter.setBrush(QColor(255, 212, 0, 90))
                painter.drawRoundedRect(band, 8, 8)
            painter.setOpacity(1.0 if played else 0.35)
            painter.setPen(QColor("#1c1814"))
            painter.setFont(_font(26, True))
            painter.drawText(QRectF(441, y - 72, 70, 32), Qt.AlignmentFlag.AlignCenter, epoch.id)
            floor = self.min_text_px()
            if epoch.extra_income:
                painter.setFont(_font(max(15, floor), True))
                painter.drawText(QRectF(505, y - 72, 52, 32), Qt.AlignmentFlag.AlignCenter, f"+{epoch.extra_income}¢")
            # The bank's list (6.5): what it sells in this epoch.  Presentation: large discs of what
            # the list gains in this epoch, after a "+" (the whole list is in the table panel).
            selling = sorted(epoch.bank_sells, key=self.data.resources.index)
            if floor:
                index = self.data.epochs.index(epoch)
                before = set(self.data.epochs[index - 1].bank_sells) if index else set()
                new = [res for res in selling if res not in before]
                tiles = self.data.tiles
                chips = sum(1 for t in self.data.epoch_tiles.get(epoch.id, ()) if tiles[t].kind in (RAW, BONUS))
                if chips > 4:  # a fifth chip takes the row's left half: the list goes right of it, smaller
                    for i, res in enumerate(new):
                        draw_resource(painter, res, QPointF(511 + i * 19, y + 67), 9.5, floor)
                elif new:
                    painter.setFont(_font(floor, True))
                    painter.drawText(QRectF(441, y + 46, 22, 26), Qt.AlignmentFlag.AlignCenter, "+")
                for i, res in enumerate(new if chips <= 4 else ()):
                    draw_resource(painter, res, QPointF(475 + i * 27, y + 59), 12.5, floor)
            else:
                for i, res in enumerate(selling):
                    col, row = i % 6, i // 6
                    draw_resource(painter, res, QPointF(450 + col * 19, y + 58 + row * 18), 8.5)
            if state is not None and current:
                painter.setFont(_font(max(13, floor), True))
                rounds = 12 // len(state.players)
                painter.drawText(QRectF(441, y - 46, 118, 24) if floor else QRectF(441, y - 44, 118, 20),
                                 Qt.AlignmentFlag.AlignCenter,
                                 translate("Industria", "Round {r}/{n}").replace("{r}", str(state.round))
                                 .replace("{n}", str(rounds)))
            painter.setOpacity(1.0)
        # The auction display.
        painter.setPen(QColor("#3a2c1c"))
        painter.setFont(_font(20, True))
        painter.drawText(QRectF(OFFER_X, 20, TILE_W * 3 + 10, 40), Qt.AlignmentFlag.AlignLeft,
                         translate("Industria", "Auction"))
        self._draw_score_track(painter)

    @staticmethod
    def score_space(n: int) -> QPointF:
        """The centre of score space ``n`` (0-99): ten rows of ten, 0 at the top left."""
        return QPointF(SCORE_X + (n % 10 + 0.5) * SCORE_CELL, SCORE_Y + (n // 10 + 0.5) * SCORE_CELL)

    def _draw_score_track(self, painter: QPainter) -> None:
        """The VP track 0-99 (design.md 8.13: it wraps), each row labelled with its first number."""
        floor = self.min_text_px()
        painter.setPen(QColor("#3a2c1c"))
        painter.setFont(_font(20, True))
        painter.drawText(QRectF(SCORE_X - 34, SCORE_Y - 36, 10 * SCORE_CELL + 34, 30), Qt.AlignmentFlag.AlignLeft,
                         translate("Industria", "Score track"))
        painter.setFont(_font(max(12, floor), True))
        for n in range(100):
            center = self.score_space(n)
            painter.setPen(QPen(QColor("#8c7a62"), 1))
            painter.setBrush(QColor("#fffaf0") if n % 5 else QColor("#f1dd8a"))
            half = SCORE_CELL / 2 - 1
            painter.drawRect(QRectF(center.x() - half, center.y() - half, 2 * half, 2 * half))
            if n % 10 == 0:
                painter.setPen(QColor("#1c1814"))
                painter.drawText(QRectF(SCORE_X - 36, center.y() - SCORE_CELL / 2, 34, SCORE_CELL),
                                 Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, str(n))
        if self.state is None:
            return
        by_space: dict[int, list[int]] = {}
        for seat, p in enumerate(self.state.players):
            by_space.setdefault(p.vp % 100, []).append(seat)
        for n, seats in by_space.items():
            space = self.score_space(n)
            for k, seat in enumerate(seats):
                center = QPointF(space.x() + 4 * k, space.y() - 4 * k)  # on the space, a stack
                style.draw_player_shape(painter, style.player_shape(seat), center, 8,
                                        style.player_color(self.colors, seat), QColor("#111111"), 1.2)
