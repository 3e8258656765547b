"""The board as a QGraphicsScene: built once from GameData + layout, then synced from GameState."""
from __future__ import annotations

import logging
import math
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QPointF, QRect, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPainterPath, QPen, QPixmap, QPolygonF
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem, QGraphicsPolygonItem, QGraphicsScene

from brass_desktop.engine import GameData, GameState, era_scores, get_game, tile_vp
from brass_desktop.ui.board import style
from brass_desktop.ui.brass import style as brass_style
from brass_desktop.ui.brass import words
from brass_desktop.ui.brass.board_table import BoardTable
from brass_desktop.ui.brass.furniture import BANNER_KINDS, CompassItem, LabelItem, LegendItem, LocationItem
from brass_desktop.ui.brass.items import (
    MerchantItem,
    RenderContext,
    SlotItem,
    TargetItem,
    TileView,
)
from brass_desktop.ui.brass.layout import BoardLayout, load_layout, load_map_art
from brass_desktop.ui.brass.lines import LineItem, VirtualLineItem
from brass_desktop.ui.brass.scoring_marks import ScoringMark, review_marks
from brass_desktop.ui.brass.tooltips import BoardTooltips
from brass_desktop.ui.brass.track import TrackMarker

log = logging.getLogger(__name__)

TOOLTIP_KINDS = ("slot", "line", "location", "merchant")


def merchant_ids(data: GameData) -> list[tuple[str, str, int]]:
    """(merchant id, location, index) of every merchant space on the board, in board order.

    The ids are the engine's (``state.merchants[...]["id"]``, e.g. "oxford/m0").
    """
    return [(f"{space.location}/m{i}", space.location, i) for space in data.merchant_spaces
            for i in range(space.slots)]


class BoardScene(BoardTooltips, QGraphicsScene):
    """The map of one game (``data.game``): locations, industry slots, merchant tiles, lines and
    the tiles/links built on them.

    The scene never changes a GameState; ``sync`` copies what it needs into its items.
    """

    slot_clicked = Signal(str)  # slot id, e.g. "liverpool/2"
    line_clicked = Signal(str)  # line id, e.g. "bolton__bury"
    merchant_clicked = Signal(str)  # merchant id, e.g. "oxford/m0" (Birmingham)
    slot_hovered = Signal(str)  # "" when the pointer leaves a slot
    line_hovered = Signal(str)  # "" when the pointer leaves a line
    merchant_hovered = Signal(str)  # "" when the pointer leaves a merchant tile

    def __init__(self, data: GameData, parent: QObject | None = None, layout: BoardLayout | None = None) -> None:
        super().__init__(parent)
        self.data = data
        self.layout = layout or load_layout(data.game)
        self.layout.check(data)
        self._ctx = RenderContext()
        self._locations: dict[str, LocationItem] = {}
        self._labels: dict[str, LabelItem] = {}
        self._slots: dict[str, SlotItem] = {}
        self._scoring_marks: dict[tuple[str, str], ScoringMark] = {}  # ("line" | "slot", id) -> gold mark
        self._merchants: dict[str, MerchantItem] = {}
        self._merchants_used: frozenset[str] | None = None  # None: no game shown yet, all spaces drawn
        self._lines: dict[str, LineItem] = {}
        self._preview_items: list[QGraphicsItem] = []  # the prepared action drawn on the map (set_preview)
        self._virtual: list[tuple[str, str, VirtualLineItem]] = []
        self._highlight_slots: frozenset[str] = frozenset()
        self._highlight_lines: frozenset[str] = frozenset()
        self._selected_slots: frozenset[str] = frozenset()
        self._selected_lines: frozenset[str] = frozenset()
        self._dim_others = True
        self._tooltip_overrides: dict[tuple[str, str], str] = {}
        self._link_values: dict[str, int] = {}
        self._player_names: list[str] = []
        self._hit_width = LineItem.HIT_WIDTH
        self._name_of: Callable[[str], str] = lambda loc_id: words.location_name(loc_id, self.data)
        self._art = load_map_art(data.game)

        # The score track frames the map; players, markets and era sit in a band below it.
        self._table = BoardTable(self, self._ctx, data, QRectF(*self.layout.scene_rect))
        self.setSceneRect(self._table.outer)
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.BspTreeIndex)
        self._build_locations()
        self._build_slots()
        self._build_merchants()
        self._build_lines()
        north = QCoreApplication.translate("BoardScene", "N")
        self._compass = CompassItem(self._ctx, QPointF(*self.layout.compass), north)
        self.addItem(self._compass)
        self._legend = LegendItem(self._ctx, QPointF(*self.layout.legend))
        self.addItem(self._legend)
        self.retranslate(self._name_of)
        self._apply_era(self._ctx.era, force=True)

    # -- construction ----------------------------------------------------------------------------
    def _center(self, loc_id: str) -> QPointF:
        place = self.layout.locations[loc_id]
        return QPointF(place.x, place.y)

    def _build_locations(self) -> None:
        size = self.layout.slot_size
        for loc_id, loc in self.data.locations.items():
            place = self.layout.locations[loc_id]
            center = self._center(loc_id)
            if place.slots:
                pad = 8.0
                xs = [sx for sx, _ in place.slots]
                ys = [sy for _, sy in place.slots]
                body = QRectF(min(xs) - size / 2 - pad, min(ys) - size / 2 - pad,
                              max(xs) - min(xs) + size + 2 * pad, max(ys) - min(ys) + size + 2 * pad)
            elif loc.kind == "external":
                body = QRectF(-80, -28, 160, 56)  # resized to fit the name in _relayout
            else:
                body = QRectF(-30, -30, 60, 60)
            item = LocationItem(self._ctx, loc_id, loc.kind, loc.rings, loc.market_trade_icon, body)
            item.setPos(center)
            self.addItem(item)
            self._locations[loc_id] = item
            anchor = center + QPointF(place.label_dx, place.label_dy)
            label = LabelItem(self._ctx, anchor, place.label_anchor, place.label_width,
                              on_banner=loc.kind in BANNER_KINDS)
            self.addItem(label)
            self._labels[loc_id] = label

    def _build_slots(self) -> None:
        for slot_id, (loc_id, index, icons) in self.data.slots.items():
            dx, dy = self.layout.locations[loc_id].slots[index]
            item = SlotItem(self._ctx, slot_id, icons, self.layout.slot_size)
            item.setPos(self._center(loc_id) + QPointF(dx, dy))
            self.addItem(item)
            self._slots[slot_id] = item

    def _build_merchants(self) -> None:
        for merchant_id, loc_id, index in merchant_ids(self.data):
            dx, dy = self.layout.locations[loc_id].slots[index]
            item = MerchantItem(self._ctx, merchant_id, self.layout.slot_size)
            item.setPos(self._center(loc_id) + QPointF(dx, dy))
            self.addItem(item)
            self._merchants[merchant_id] = item

    def _line_path(self, a: str, b: str, route: Sequence[tuple[float, float]] = ()) -> QPainterPath:
        """A smooth curve from ``a`` through the points of its course to ``b`` (Catmull-Rom, so it
        passes through every point and bends without corners)."""
        points = [self._center(a), *(QPointF(x, y) for x, y in route), self._center(b)]
        path = QPainterPath(points[0])
        for i in range(len(points) - 1):
            p0, p1 = points[max(i - 1, 0)], points[i]
            p2, p3 = points[i + 1], points[min(i + 2, len(points) - 1)]
            path.cubicTo(p1 + (p2 - p0) / 6, p2 - (p3 - p1) / 6, p2)
        return path

    def _line_ends(self, line_id: str) -> list[QPainterPath]:
        return [self._locations[loc].body_path() for loc in self.data.lines[line_id].ends]

    def _build_lines(self) -> None:
        for line_id, line in self.data.lines.items():
            route = self.layout.lines.get(line_id)
            path = self._line_path(line.a, line.b, route.route if route else ())
            # Further adjacent locations hang off the middle of the line (Birmingham 5.3).
            junction = path.pointAtPercent(0.5)
            spurs = []
            for extra in line.ends[2:]:
                spur = QPainterPath(junction)
                spur.lineTo(self._center(extra))
                spurs.append(spur)
            item = LineItem(self._ctx, line_id, line.canal, line.rail, path, self._line_ends(line_id), spurs)
            self.addItem(item)
            self._lines[line_id] = item
        for a, b in self.data.virtual_lines:
            virtual = VirtualLineItem(self._line_path(a, b))
            self.addItem(virtual)
            self._virtual.append((a, b, virtual))

    def _relayout(self) -> None:
        """Re-measure labels (fonts changed) and everything that depends on their size."""
        k = self._ctx.glyph_scale
        for loc_id, item in self._locations.items():
            if self.data.locations[loc_id].kind not in BANNER_KINDS:
                item.setScale(k)
        for slot_id, slot in self._slots.items():
            loc_id, index, _ = self.data.slots[slot_id]
            self._place_target(slot, loc_id, index, k)
        for merchant_id, loc_id, index in merchant_ids(self.data):
            self._place_target(self._merchants[merchant_id], loc_id, index, k)
        for loc_id, label in self._labels.items():
            place = self.layout.locations[loc_id]
            label.anchor_point = self._center(loc_id) + QPointF(place.label_dx, place.label_dy) * k
            label.relayout()
            kind = self.data.locations[loc_id].kind
            if kind == "external":
                self._fit_external_banner(loc_id, label)
            elif kind == "merchant":
                self._fit_merchant_banner(loc_id, label)
        self._update_line_hits()
        for line_id, line in self._lines.items():
            line.set_ends(self._line_ends(line_id))
        self._legend.setScale(k)
        self._legend.set_rows(self._legend.rows)  # its text size depends on the scale

    def _update_line_hits(self) -> None:
        """Clickable bands of the lines, minus the towns and labels drawn over them."""
        occluders = [item.body_path() for item in self._locations.values()]
        occluders += [label.occluder() for label in self._labels.values() if not label.occluder().isEmpty()]
        for item in self._lines.values():
            item.set_hit_area(occluders, self._hit_width)

    def set_view_scale(self, scale: float) -> None:
        """The view's zoom (pixels per scene unit): lines stay clickable at least
        ``LINE_HIT_MIN_PX`` wide on screen, however far the map is zoomed out."""
        wanted = style.LINE_HIT_MIN_PX / max(scale, 1e-3)
        # In steps of 4 units, so that small zoom changes do not re-cut every band.
        width = min(LineItem.HIT_WIDTH_MAX, max(LineItem.HIT_WIDTH, 4.0 * math.ceil(wanted / 4.0)))
        if width != self._hit_width:
            self._hit_width = width
            self._update_line_hits()

    def line_hit_width(self) -> float:
        return self._hit_width

    def _place_target(self, item: TargetItem, loc_id: str, index: int, k: float) -> None:
        dx, dy = self.layout.locations[loc_id].slots[index]
        item.setPos(self._center(loc_id) + QPointF(dx, dy) * k)
        item.setScale(k)

    def _fit_external_banner(self, loc_id: str, label: LabelItem) -> None:
        """Lancashire's outside towns: the banner grows with its (translated, maybe presentation-sized) name."""
        loc = self.data.locations[loc_id]
        text = label.text_rect()
        height = max(56.0, text.height() + 18)
        disc = height if loc.market_trade_icon else 0.0
        width = disc + text.width() + 30
        self._locations[loc_id].set_body(QRectF(-width / 2, -height / 2, width, height))
        label.anchor_point = self._center(loc_id) + QPointF(disc / 2, 0)
        label.relayout()

    def _fit_merchant_banner(self, loc_id: str, label: LabelItem) -> None:
        """Birmingham's merchants: name on top, the merchant tiles in use, and the beer bonus below."""
        item = self._locations[loc_id]
        center = self._center(loc_id)
        pad = 10.0
        box = label.text_rect().translated(-center).adjusted(-pad, -6, pad, 4)
        tiles = [m for mid, loc, _ in merchant_ids(self.data) if loc == loc_id
                 for m in (self._merchants[mid],) if m.isVisible()]
        bonus = ""
        if tiles:
            for tile in tiles:
                square = tile.mapRectToScene(tile.shape().boundingRect()).translated(-center)
                barrel = tile.mapToScene(tile.barrel_center()) - center
                square.setBottom(barrel.y() + tile.BARREL * tile.scale())
                box = box.united(square.adjusted(-pad - 4, -4, pad + 4, 4))
            bonus = next((words.merchant_bonus_text(s.bonus, s.amount) for s in self.data.merchant_spaces
                          if s.location == loc_id), "")
        bonus_rect = QRectF()
        if bonus:
            metrics = QFontMetricsF(item.bonus_font())
            height = metrics.height() * 1.45
            width = metrics.horizontalAdvance(bonus) + height * 1.5
            bonus_rect = QRectF(-width / 2, box.bottom() + 2, width, height)
            box = box.united(bonus_rect.adjusted(-pad, 0, pad, pad))
        item.set_body(box)
        item.set_bonus(bonus, bonus_rect)

    # -- background ------------------------------------------------------------------------------
    def map_art(self) -> QSvgRenderer:
        """The landscape of this map (resources/<game>/map.svg, written by tools/map_art.py)."""
        return self._art

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:  # noqa: N802 (Qt API)
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(rect, style.LAND)
        if self._art.isValid():
            # The SVG is drawn in scene units: its viewBox is the map's rect plus a margin.
            painter.save()
            painter.setClipRect(self.map_area())
            self._art.render(painter, self._art.viewBoxF())
            painter.restore()
        painter.fillRect(self._table.band, style.LAND_HILLS)
        if self.layout.sea_label is not None:
            painter.setPen(QColor(40, 80, 120, 150))
            painter.setFont(style.font(24 * self._ctx.text_scale, italic=True))
            x, y = self.layout.sea_label
            painter.translate(x, y)
            painter.rotate(-90)
            painter.drawText(QRectF(-200, -20, 400, 40), int(Qt.AlignmentFlag.AlignCenter),
                             QCoreApplication.translate("BoardScene", "Irish Sea"))
        painter.restore()

    # -- public API ------------------------------------------------------------------------------
    def sync(self, state: GameState) -> None:
        """Show the tiles, links and era of ``state`` (reads only; items are reused by id)."""
        self._apply_era(state.era)
        definition = get_game(self.data.game)
        rules = definition.context(self.data, state, definition.options_class.from_dict(state.options))
        names = [p.name for p in state.players]
        renamed = names != self._player_names
        self._player_names = names
        tiles = state.tiles
        for slot_id, item in self._slots.items():
            tile = tiles.get(slot_id)
            view = None if tile is None else TileView(
                tile.owner, tile.industry, tile.level, tile.cubes, tile.flipped, tile_vp(rules, tile),
                self.data.tile(tile.industry, tile.level).income)
            if view != item.tile or (renamed and view is not None):
                item.set_tile(view)
                item.setToolTip(self._tooltip("slot", slot_id))
        # What each built link would score now (R10.2 / Birmingham 7.1), for the link tooltips.
        self._link_values = {entry["line"]: entry["vp"] for row in era_scores(rules) for entry in row["link_items"]}
        links = state.links
        for line_id, line in self._lines.items():
            owner = links.get(line_id)
            if owner is not None or owner != line.owner:  # a built link's value moves with the flips
                line.set_owner(owner)
                line.setToolTip(self._tooltip("line", line_id))
        if self._merchants:
            self._sync_merchants(state.merchants)
        self._table.sync(state, rules)

    def show_scores(self, vp: Sequence[int], animate: bool = True) -> None:
        """Move each player's VP marker on the track, and the VP in the player boxes, to ``vp``
        without a sync (the era scoring reveal steps through it while the board holds the old
        position); ``animate``: glide for ~400 ms, else jump."""
        self._table.show_scores(vp, animate)

    def track_marker_items(self) -> list[TrackMarker]:
        """The track's markers: per player its "vp" then its "income" marker (``.player``,
        ``.kind``, ``.space``, ``.value``)."""
        return self._table.markers()

    def board_table(self) -> BoardTable:
        """The track, player boxes, markets and era box drawn round and below the map (tests)."""
        return self._table

    def map_area(self) -> QRectF:
        """The map inside the score track (the layout's rectangle; the art is drawn there)."""
        return QRectF(*self.layout.scene_rect)

    def _sync_merchants(self, merchants: list[dict[str, Any]]) -> None:
        """Show the merchant tiles dealt for this game; spaces unused at its player count are hidden."""
        dealt = {m["id"]: m for m in merchants}
        for merchant_id, item in self._merchants.items():
            m = dealt.get(merchant_id)
            if m is not None:
                item.set_merchant(m["tile"], tuple(self.data.merchant_buys.get(m["tile"], ())), int(m["beer"]))
        used = frozenset(dealt)
        if used != self._merchants_used:
            self._merchants_used = used
            for merchant_id, item in self._merchants.items():
                item.setVisible(merchant_id in used)
            self._relayout()
        self._refresh_tooltips("merchant")

    def set_highlights(self, slots: Iterable[str], lines: Iterable[str]) -> None:
        """Mark legal targets (strong glow); with any mark active the other targets are dimmed.

        ``slots`` holds the ids of industry slots and of merchant tiles.
        """
        self._highlight_slots = frozenset(slots)
        self._highlight_lines = frozenset(lines)
        self._apply_marks()

    def review_marks(self, point: Any) -> tuple[set[str], set[str], list[tuple[QPointF, int, int]]]:
        """What a review point marks here (ui/dialogs/review_panel.py): ui/brass/scoring_marks.py."""
        return review_marks(self, point)

    def marked_rect(self) -> QRectF:
        """The scene area of the highlighted targets (empty: none), so that what is laid over the
        map can keep clear of them."""
        area = QRectF()
        for targets in (self._slots, self._merchants):
            for target_id in self._highlight_slots & targets.keys():
                area = area.united(targets[target_id].sceneBoundingRect())
        for line_id in self._highlight_lines & self._lines.keys():
            area = area.united(self._lines[line_id].sceneBoundingRect())
        return area

    def marked_rects(self) -> list[QRectF]:
        """The scene rectangle of each highlighted target and of each part the draft has chosen (a
        review point's waiting action among them): ui/clear_of.py keeps panels off them."""
        slots, lines = self._highlight_slots | self._selected_slots, self._highlight_lines | self._selected_lines
        rects = [targets[target_id].sceneBoundingRect() for targets in (self._slots, self._merchants)
                 for target_id in slots & targets.keys()]
        return rects + [self._lines[line_id].sceneBoundingRect() for line_id in lines & self._lines.keys()]

    def set_selected(self, slots: Iterable[str], lines: Iterable[str]) -> None:
        """Mark the parts already chosen in the current draft (cyan, with a check badge); ``slots``
        holds slot and merchant ids."""
        self._selected_slots = frozenset(slots)
        self._selected_lines = frozenset(lines)
        self._apply_marks()

    def set_preview(self, ghost: tuple[str, int, str, int] | None, paths: Iterable[tuple[str, str, str]]) -> None:
        """Draw what the prepared action would do: ``ghost`` = (slot, owner, industry, level) of the
        tile to be placed, shown translucent on its slot, and per resource cube or barrel a dashed
        arrow ``(resource, from, to)`` between slots, merchant tiles or lines."""
        for item in self._preview_items:
            self.removeItem(item)
        self._preview_items = []
        if ghost is not None and ghost[0] in self._slots:
            slot_id, owner, industry, level = ghost
            base = self._slots[slot_id]
            tile = SlotItem(self._ctx, slot_id, self.data.slots[slot_id][2], self.layout.slot_size)
            tile.set_tile(TileView(owner, industry, level, 0, False))
            tile.setPos(base.pos())
            tile.setScale(base.scale())
            tile.setOpacity(0.72)
            tile.setZValue(style.Z_SLOT_ACTIVE + 0.5)
            tile.setAcceptedMouseButtons(Qt.MouseButton.NoButton)  # clicks go to the real slot below
            tile.setAcceptHoverEvents(False)
            self.addItem(tile)
            self._preview_items.append(tile)
        width = 5.0 * self._ctx.detail_scale
        for resource, source, target in paths:
            a, b = self._preview_point(source), self._preview_point(target)
            if a is None or b is None or a == b:
                continue
            color = brass_style.RESOURCE_COLORS.get("brewery" if resource == "beer" else resource, QColor("#444444"))
            path = QPainterPath(a)
            path.lineTo(b)
            arrow = QGraphicsPathItem(path)
            arrow.setPen(QPen(color, width, Qt.PenStyle.DashLine, Qt.PenCapStyle.RoundCap))
            arrow.setZValue(style.Z_LABEL - 0.5)
            arrow.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            # the head sits just outside the target square, pointing at it
            direction = (b - a) / max(1e-6, math.hypot((b - a).x(), (b - a).y()))
            tip = b - direction * (self.layout.slot_size * 0.55 * self._ctx.glyph_scale)
            side = QPointF(-direction.y(), direction.x()) * (width * 1.6)
            head = QGraphicsPolygonItem(QPolygonF([tip, tip - direction * width * 3 + side,
                                                   tip - direction * width * 3 - side]))
            head.setBrush(color)
            head.setPen(QPen(Qt.PenStyle.NoPen))
            head.setZValue(style.Z_LABEL - 0.5)
            for item in (arrow, head):
                self.addItem(item)
                self._preview_items.append(item)

    def _preview_point(self, target: str) -> QPointF | None:
        """Where a preview arrow starts or ends: a slot or merchant tile, or the middle of a line."""
        item = self._slots.get(target) or self._merchants.get(target)
        if item is not None:
            return item.pos()
        line = self.data.lines.get(target)
        if line is None:
            return None
        ends = [self._center(end) for end in line.ends[:2]]
        return (ends[0] + ends[1]) / 2

    def preview_items(self) -> list[QGraphicsItem]:
        """The items ``set_preview`` drew (tests)."""
        return list(self._preview_items)

    def highlight_scoring(self, lines: Mapping[str, int], slots: Mapping[str, int]) -> None:
        """Gold halos with "+N" badges on the links and tiles scoring in the step being revealed
        (line id / slot id -> VP); empty mappings remove them."""
        for mark in self._scoring_marks.values():
            self.removeItem(mark)
        self._scoring_marks = {}
        detail = self._ctx.detail_scale
        badge_px = max(22.0 * self._ctx.text_scale, self._ctx.small_text(22))  # read from the back of the room
        for line_id, vp in lines.items():
            line = self._lines.get(line_id)
            if line is not None:
                path = line.mapToScene(line.path)
                self._scoring_marks[("line", line_id)] = ScoringMark(path, path.pointAtPercent(0.5), vp,
                                                                     16.0 * detail, badge_px)
        for slot_id, vp in slots.items():
            slot = self._slots.get(slot_id)
            if slot is not None:
                square = QPainterPath()
                half = slot.size / 2 + 3
                centre = slot.scenePos()
                square.addRoundedRect(QRectF(centre.x() - half, centre.y() - half, 2 * half, 2 * half), 7, 7)
                badge = QPointF(centre.x() + half, centre.y() - half)
                self._scoring_marks[("slot", slot_id)] = ScoringMark(square, badge, vp, 8.0 * detail, badge_px)
        for mark in self._scoring_marks.values():
            self.addItem(mark)

    def scoring_marks(self) -> dict[tuple[str, str], int]:
        """The gold marks shown now: ("line" | "slot", id) -> the VP on its badge."""
        return {key: mark.vp for key, mark in self._scoring_marks.items()}

    def clear_marks(self) -> None:
        self._highlight_slots = self._highlight_lines = frozenset()
        self._selected_slots = self._selected_lines = frozenset()
        self._apply_marks()

    def set_dim_others(self, on: bool) -> None:
        """Whether non-highlighted targets fade while highlights are shown (default on)."""
        self._dim_others = on
        self._apply_marks()

    def set_legend_visible(self, on: bool) -> None:
        """Show or hide the key to the map symbols (shown by default)."""
        self._legend.setVisible(on)

    def set_player_colors(self, colors: list[QColor]) -> None:
        self._ctx.colors = [QColor(c) for c in colors]
        self._update_all()
        self._table.update_colors()

    def player_colors(self) -> list[QColor]:
        return [QColor(c) for c in self._ctx.colors]

    def set_presentation(self, on: bool) -> None:
        """Projector mode: larger names, numerals, badges and line widths."""
        if on == self._ctx.presentation:
            return
        self._ctx.presentation = on
        self._relayout()
        self._update_all()
        self.invalidate(self.sceneRect(), QGraphicsScene.SceneLayer.BackgroundLayer)

    def presentation(self) -> bool:
        return self._ctx.presentation

    def retranslate(self, name_of: Callable[[str], str]) -> None:
        """Relabel everything; ``name_of(location_id)`` returns the name to show."""
        self._name_of = name_of
        rail_only = QCoreApplication.translate("BoardScene", "rail era only")
        for loc_id, label in self._labels.items():
            loc = self.data.locations[loc_id]
            note = rail_only if loc.kind == "town" and tuple(loc.build_eras) == ("rail",) else ""
            label.text, label.note = name_of(loc_id), note
        self._compass.north = QCoreApplication.translate("BoardScene", "N")
        self._legend.set_rows(self._legend_rows())
        self._table.retranslate()
        self._relayout()
        self._refresh_tooltips()
        self.invalidate(self.sceneRect(), QGraphicsScene.SceneLayer.BackgroundLayer)

    def _legend_rows(self) -> list[tuple[str, str]]:
        """The key lists only the symbols this map uses."""
        data = self.data
        rows = [("canal", QCoreApplication.translate("BoardScene", "Canal")),
                ("rail", QCoreApplication.translate("BoardScene", "Rail")),
                ("faded", QCoreApplication.translate("BoardScene", "Faded: not usable in this era"))]
        if data.virtual_lines:
            rows.append(("virtual", QCoreApplication.translate("BoardScene", "Dashed: no link can be built")))
        if any(tuple(loc.build_eras) == ("rail",) for loc in data.locations.values()):
            rows.append(("rail_only", QCoreApplication.translate("BoardScene", "Rail era only")))
        if data.merchant_spaces:
            rows.append(("rings", QCoreApplication.translate("BoardScene", "Link-scoring icons")))
            rows.append(("beer", QCoreApplication.translate("BoardScene", "Beer barrel")))
        else:
            rows.append(("rings", QCoreApplication.translate("BoardScene", "Link-scoring rings")))
        rows.append(("vp", QCoreApplication.translate("BoardScene", "Flipped tile: VP")))
        rows.append(("income", QCoreApplication.translate("BoardScene", "Flipped tile: income")))
        return rows

    def symbol_pixmap(self, symbol: str, size: int) -> QPixmap:
        """One symbol of the map key, drawn as the key draws it (the rules reference's glossary)."""
        pixmap = QPixmap(size, size)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        sample = self._legend.SAMPLE
        painter.scale(size / sample, size / sample)
        self._legend._paint_symbol(painter, symbol, QRectF(0, 0, sample, sample))
        painter.end()
        return pixmap

    def set_tooltip(self, kind: str, id: str, text: str) -> None:  # noqa: A002 (API name)
        """Set the tooltip of a "slot", "line", "location" or "merchant"; an empty text restores the default."""
        if kind not in TOOLTIP_KINDS:
            raise ValueError(f"tooltip kind must be one of {TOOLTIP_KINDS}, not {kind!r}")
        if text:
            self._tooltip_overrides[(kind, id)] = text
        else:
            self._tooltip_overrides.pop((kind, id), None)
        self._item(kind, id).setToolTip(self._tooltip(kind, id))

    def _tooltip(self, kind: str, id: str) -> str:  # noqa: A002
        """What a pointer over the item reads: a built tile, a merchant tile or a built link is
        described first, then any reason set from outside; an empty target shows the reason
        instead of its printed description."""
        override = self._tooltip_overrides.get((kind, id), "")
        description = self._object_tooltip(kind, id)
        if description:
            return description + ("\n" + override if override else "")
        return override or self._default_tooltip(kind, id)

    def slot_item(self, slot_id: str) -> QGraphicsItem:
        return self._slots[slot_id]

    def line_item(self, line_id: str) -> QGraphicsItem:
        return self._lines[line_id]

    def merchant_item(self, merchant_id: str) -> QGraphicsItem:
        return self._merchants[merchant_id]

    def location_item(self, loc_id: str) -> QGraphicsItem:
        return self._locations[loc_id]

    def label_item(self, loc_id: str) -> LabelItem:
        return self._labels[loc_id]

    def legend_item(self) -> QGraphicsItem:
        return self._legend

    def slot_ids(self) -> list[str]:
        return list(self._slots)

    def line_ids(self) -> list[str]:
        return list(self._lines)

    def merchant_ids(self) -> list[str]:
        """Every merchant space of the board (also the ones hidden at this player count)."""
        return list(self._merchants)

    def map_rect(self) -> QRectF:
        """The part of the scene worth fitting into a view: all items plus a small margin."""
        return self.itemsBoundingRect().adjusted(-20, -20, 20, 20)

    # -- item callbacks --------------------------------------------------------------------------
    def on_target_click(self, kind: str, target_id: str) -> None:
        (self.merchant_clicked if kind == "merchant" else self.slot_clicked).emit(target_id)

    def on_line_click(self, line_id: str) -> None:
        self.line_clicked.emit(line_id)

    def on_target_hover(self, kind: str, target_id: str, entered: bool) -> None:
        (self.merchant_hovered if kind == "merchant" else self.slot_hovered).emit(target_id if entered else "")

    def on_line_hover(self, line_id: str, entered: bool) -> None:
        self.line_hovered.emit(line_id if entered else "")

    # -- internals -------------------------------------------------------------------------------
    def _apply_era(self, era: str, force: bool = False) -> None:
        if era == self._ctx.era and not force:
            return
        self._ctx.era = era
        for slot_id, item in self._slots.items():
            loc = self.data.locations[self.data.slots[slot_id][0]]
            item.set_blocked(bool(loc.build_eras) and era not in loc.build_eras)
        for line in self._lines.values():
            line.update()

    def _apply_marks(self) -> None:
        active = bool(self._highlight_slots or self._highlight_lines) and self._dim_others
        for targets in (self._slots, self._merchants):
            for target_id, item in targets.items():
                hl, sel = target_id in self._highlight_slots, target_id in self._selected_slots
                item.set_marks(hl, sel, active and not (hl or sel))
        for line_id, line in self._lines.items():
            hl, sel = line_id in self._highlight_lines, line_id in self._selected_lines
            # Built links stay readable while dimmed targets fade: they are part of the position.
            line.set_marks(hl, sel, active and not (hl or sel))

    def _update_all(self) -> None:
        for group in (self._slots, self._merchants, self._lines, self._locations, self._labels):
            for item in group.values():
                item.update()
        self._compass.update()
        self._legend.update()

    def _item(self, kind: str, id: str) -> QGraphicsItem:  # noqa: A002
        tables: dict[str, Mapping[str, QGraphicsItem]] = {
            "slot": self._slots, "line": self._lines, "location": self._locations, "merchant": self._merchants}
        return tables[kind][id]

    def _refresh_tooltips(self, only: str | None = None) -> None:
        tables = (("slot", self._slots), ("line", self._lines), ("location", self._locations),
                  ("merchant", self._merchants))
        for kind, table in tables:
            if only is not None and kind != only:
                continue
            for item_id, item in table.items():
                item.setToolTip(self._tooltip(kind, item_id))
        for a, b, virtual in self._virtual:
            text = QCoreApplication.translate("BoardScene", "%1 – %2: dashed connection, no link can be built here")
            virtual.setToolTip(text.replace("%1", self._name_of(a)).replace("%2", self._name_of(b)))
