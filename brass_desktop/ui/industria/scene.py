"""Industria's board scene: factory half, epoch track and technology half with their roads and
lines (drawn from ``resources/industria/board.json``), and around them the public table as the
printed game shows it: the auction display and the epoch, round and bank list in a column right
of the board, the players' boxes under it (presentation) and the score track 0-99 as a ring around
the whole (``board_table.py``).  The tiles and the roads are ``tiles.py``'s.

Coordinates are the board file's (0..1000 across, 30..830 down).  In presentation the scene is
about 1490 x 1140 (an aspect of 1.31, that of the map's view beside the narrow presentation
column), and no text is smaller than ``PRESENTATION_MIN_PX`` units: at least 13 px in the ~1000
x 768 view of a 1366 x 768 projector and 18 px in the ~1460 x 1080 view of a 1920 x 1080 one.
In normal mode the side panels show the players, so the scene leaves out their boxes.
"""
from __future__ import annotations

import json
from collections.abc import Callable, Iterable
from importlib import resources
from typing import Any

from PySide6.QtCore import QPointF, QRect, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPen, QPixmap
from PySide6.QtWidgets import QGraphicsScene

from brass_desktop.ui.board import style
from brass_desktop.ui.industria import words
from brass_desktop.ui.industria.board_table import (
    BAND_H,
    BAND_Y,
    CONTENT_LEFT,
    CONTENT_RIGHT,
    MarkerItem,
    PlayerBoxItem,
    TableItem,
    TrackItem,
    offer_rects,
    track_cell,
    track_rect,
)
from brass_desktop.ui.industria.tiles import (
    BONUS,
    CHIP_H,
    CHIP_W,
    FACTORY,
    KIND_EDGE,
    KIND_FILL,
    LINE,
    RAW,
    ROAD,
    TECHNOLOGY,
    TILE_H,
    TILE_W,
    EdgeItem,
    TileItem,
    draw_coin,
    draw_resource,
    font,
)
from brass_desktop.ui.texts import translate

__all__ = ["PRESENTATION_MIN_PX", "IndustriaScene", "TileItem", "EdgeItem"]

# Presentation mode: no text on the board under this size (scene units).  The scene (~1490 x 1140)
# fits a 1000 x 768 view at 0.67 (20 units: 13.4 px) and a 1460 x 1080 view at 0.95 (19 px).
PRESENTATION_MIN_PX = 20.0
BAND_GAP = 10.0  # between two players' boxes


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
        self.animate = True  # score markers walk to a new score (a replaced game: they stand there at once)
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
        self.track = TrackItem(self)
        self.addItem(self.track)
        self.table = TableItem(self)
        self.addItem(self.table)
        self.boxes: list[PlayerBoxItem] = []
        self.markers: list[MarkerItem] = []
        self._fit_rect()

    def _add_tile(self, tile_id: str, rect: QRectF, chip: bool = False) -> TileItem:
        item = TileItem(self, tile_id, rect, chip)
        self.addItem(item)
        return item

    def space_center(self, tile_id: str) -> QPointF:
        space = self.data.spaces[tile_id]
        return QPointF(space["x"], space["y"])

    def band_shown(self) -> bool:
        """Whether the players' boxes are drawn under the board (presentation)."""
        return self._presentation

    def _fit_rect(self) -> None:
        """The scene rect: the score ring and a margin (it grows by the players' band in presentation)."""
        self.track.refit()
        for box in self.boxes:
            box.setVisible(self.band_shown())
        self._place_boxes()
        self.layout_markers()
        self.setSceneRect(track_rect(self.band_shown()).adjusted(-4, -4, 4, 4))

    # -- the framework's scene interface (MainWindow calls these on any scene) --------------------
    def sync(self, state: Any) -> None:
        """Copy the position: owners, holders, spent tiles, the auction display, connections, the
        players' boxes and the score markers (walking to a new score)."""
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
        for tile_id, rect in zip(shown, offer_rects(len(shown), bool(state.lot)), strict=True):
            item = TileItem(self, tile_id, rect)
            item.lot = tile_id == state.lot
            self.addItem(item)
            self.offer.append(item)
        self._sync_players(state)
        self.table.update()
        self._apply_marks()
        self._redraw_background()

    def _sync_players(self, state: Any) -> None:
        n = len(state.players)
        if len(self.boxes) != n:
            for item in [*self.boxes, *self.markers]:
                self.removeItem(item)
            self.boxes = [PlayerBoxItem(self, seat) for seat in range(n)]
            self.markers = [MarkerItem(self, seat) for seat in range(n)]
            for item in [*self.boxes, *self.markers]:
                self.addItem(item)
            self._fit_rect()
        for box in self.boxes:
            box.update()
        for seat, p in enumerate(state.players):
            self.markers[seat].show_vp(p.vp, self.animate)
        self.layout_markers()

    def _place_boxes(self) -> None:
        n = len(self.boxes)
        if not n:
            return
        width = (CONTENT_RIGHT - CONTENT_LEFT - (n - 1) * BAND_GAP) / n
        for seat, box in enumerate(self.boxes):
            box.set_rect(QRectF(CONTENT_LEFT + seat * (width + BAND_GAP), BAND_Y, width, BAND_H))

    def layout_markers(self) -> None:
        """Markers on one space share it (a corner each); a walking marker goes its own way."""
        band = self.band_shown()
        by_space: dict[int, list[MarkerItem]] = {}
        for marker in self.markers:
            if marker.vp is not None and not marker.moving():
                by_space.setdefault(marker.vp % 100, []).append(marker)
        for n, markers in by_space.items():
            cell = track_cell(n, band)
            dx, dy = cell.width() / 4, cell.height() / 4
            corners = [QPointF(-dx, -dy), QPointF(dx, dy), QPointF(dx, -dy), QPointF(-dx, dy)]
            for k, marker in enumerate(markers):
                marker.settle(corners[k % 4] if len(markers) > 1 else QPointF())
                marker.update()

    def finish_animations(self) -> None:
        """Every marker at its score at once."""
        for marker in self.markers:
            marker.finish()

    def _redraw_background(self) -> None:
        """The halves' titles and the epoch track (round) are drawn as the background, which the
        view keeps as a pixmap (CacheBackground): it is drawn anew only when invalidated."""
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
        for item in self.items():
            item.update()
        self._redraw_background()

    def set_presentation(self, on: bool) -> None:
        self._presentation = on
        self._fit_rect()
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
        for item in self.items():
            item.update()
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

    def marked_rects(self) -> list[QRectF]:
        """The scene rectangle of each glowing tile (ui/clear_of.py keeps panels off them)."""
        offered = {item.tile_id: item for item in self.offer}
        items = [offered.get(tile_id) or self.tiles.get(tile_id) for tile_id in self.targets]
        return [item.sceneBoundingRect() for item in items if item is not None]

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
            # a lit road is drawn over the tiles it joins (most of it runs under them)
            item.setZValue(style.Z_SLOT_ACTIVE if item.lit else style.Z_LINE)
            item.update()

    def light_step(self, tiles: Iterable[str] = (), edges: Iterable[str] = (), seats: Iterable[int] = (),
                   epoch: bool = False) -> None:
        """A reveal step: glow on the tiles and roads it is about, the players' boxes it changes
        and (``epoch``) the epoch box; nothing lit: ``light_step()``."""
        self.set_targets(tiles)
        self.light_edges(edges)
        lit = set(seats)
        for box in self.boxes:
            box.lit = box.seat in lit
            box.update()
        self.table.lit = epoch
        self.table.update()

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
            draw_coin(painter, 1, mid, 15.2)
            if symbol == "extra":
                painter.setFont(font(13, True))
                painter.drawText(QRectF(0, 0, 16, 16), Qt.AlignmentFlag.AlignCenter, "+")
        elif symbol == "resource":
            draw_resource(painter, first, mid, 15)
        elif symbol == "produces":
            painter.setPen(QColor("#111111"))
            painter.setFont(font(20, True))
            painter.drawText(QRectF(0, 8, 16, 24), Qt.AlignmentFlag.AlignCenter, "→")
            draw_resource(painter, first, QPointF(27, 20), 11)
        elif symbol in ("discount", "vp", "symbol"):
            text = {"discount": "−1¢", "vp": "3", "symbol": words.symbol_name("canal")[:1]}[symbol]
            painter.setPen(QPen(QColor("#222222"), 1.2))
            painter.setBrush(QColor("#fff4c2") if symbol == "symbol" else QColor("#ffffff"))
            if symbol != "discount":
                painter.drawRoundedRect(box, 4, 4)
            painter.setFont(font(16 if symbol == "discount" else 20, True))
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


    # -- background: halves, epoch track ------------------------------------------------------------
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
            painter.setFont(font(max(20, self.min_text_px() + 2), True))
            painter.drawText(QRectF(box.left(), box.top() - 34, box.width(), 32), Qt.AlignmentFlag.AlignCenter, title)
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
            painter.setFont(font(26, True))
            painter.drawText(QRectF(441, y - 72, 70, 32), Qt.AlignmentFlag.AlignCenter, epoch.id)
            floor = self.min_text_px()
            if epoch.extra_income:
                painter.setFont(font(max(15, floor), True))
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
                    painter.setFont(font(floor, True))
                    painter.drawText(QRectF(441, y + 46, 22, 26), Qt.AlignmentFlag.AlignCenter, "+")
                for i, res in enumerate(new if chips <= 4 else ()):
                    draw_resource(painter, res, QPointF(475 + i * 27, y + 59), 12.5, floor)
            else:
                for i, res in enumerate(selling):
                    col, row = i % 6, i // 6
                    draw_resource(painter, res, QPointF(450 + col * 19, y + 58 + row * 18), 8.5)
            if state is not None and current:
                painter.setPen(QColor("#1c1814"))  # (a resource disc above left its letter's colour)
                painter.setFont(font(max(13, floor), True))
                rounds = 12 // len(state.players)
                painter.drawText(QRectF(441, y - 46, 118, 24) if floor else QRectF(441, y - 44, 118, 20),
                                 Qt.AlignmentFlag.AlignCenter,
                                 translate("Industria", "Round {r}/{n}").replace("{r}", str(state.round))
                                 .replace("{n}", str(rounds)))
            painter.setOpacity(1.0)
