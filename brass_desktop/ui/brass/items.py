"""Graphics items of the board: locations, labels, industry slots, lines and decorations.

Items hold only presentation state (a snapshot of the tile or link owner, highlight flags);
the scene copies it from the GameState in ``BoardScene.sync``.  Interactive items (slots and
lines) report clicks and hovers to the scene, which turns them into signals.
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, NamedTuple

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPainterPathStroker,
    QPen,
    QPixmap,
    QPolygonF,
)
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from brass_desktop.ui.board import style
from brass_desktop.ui.brass import style as brass_style

if TYPE_CHECKING:  # pragma: no cover
    from brass_desktop.ui.brass.scene import BoardScene

CANAL = "canal"
RAIL = "rail"


class TileView(NamedTuple):
    """What a slot shows of a built tile (a copy: items never hold engine objects)."""

    owner: int
    industry: str
    level: int
    cubes: int
    flipped: bool
    vp: int = 0  # VP the tile scores when flipped (shown once it is)
    income: int = 0  # income spaces it gave when it flipped


@dataclass
class RenderContext:
    """Drawing state shared by all items of one scene."""

    presentation: bool = False
    era: str = CANAL
    colors: list[QColor] = field(default_factory=lambda: list(style.PLAYER_COLORS))

    @property
    def text_scale(self) -> float:
        return style.PRESENTATION_SCALE if self.presentation else 1.0

    @property
    def glyph_scale(self) -> float:
        return style.PRESENTATION_GLYPH_SCALE if self.presentation else 1.0

    @property
    def detail_scale(self) -> float:
        return style.PRESENTATION_DETAIL_SCALE if self.presentation else 1.0

    def color(self, owner: int | None) -> QColor:
        return style.player_color(self.colors, owner)

    def small_text(self, size: float, item_scale: float = 1.0) -> float:
        """Pixel size (item units) of small map text — tile levels, counts, ring values, the key.

        ``item_scale`` is how much the item is scaled in the scene; in presentation mode the text
        is never below ``PRESENTATION_MIN_TEXT`` scene units."""
        if not self.presentation:
            return size
        return max(size, style.PRESENTATION_MIN_TEXT / item_scale)


def _round_pen(color: QColor, width: float, pen_style: Qt.PenStyle = Qt.PenStyle.SolidLine) -> QPen:
    return QPen(color, width, pen_style, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin)


def _alpha(color: QColor, alpha: int) -> QColor:
    c = QColor(color)
    c.setAlpha(alpha)
    return c


def _draw_glow(painter: QPainter, path: QPainterPath, color: QColor, width: float) -> None:
    """A soft, thick halo along ``path``: three strokes of falling opacity."""
    painter.setBrush(Qt.BrushStyle.NoBrush)
    for factor, alpha in ((1.0, 60), (0.7, 120), (0.42, 255)):
        painter.setPen(_round_pen(_alpha(color, alpha), width * factor))
        painter.drawPath(path)


# (width, height, path elements, rgba, pen width, zoom) -> the rendered halo
_GLOW_STAMPS: dict[tuple[float, float, int, int, float, float], QPixmap] = {}


def _stamp_glow(painter: QPainter, path: QPainterPath, color: QColor, width: float) -> None:
    """``_draw_glow`` for the many same-sized slot squares: the halo is rendered once per size,
    colour and zoom into a pixmap and stamped, which keeps a highlight click within a frame."""
    bounds = path.boundingRect()
    scale = max(0.05, round(painter.deviceTransform().m11(), 2))
    key = (round(bounds.width(), 1), round(bounds.height(), 1), path.elementCount(), color.rgba(), width, scale)
    margin = width / 2 + 1
    area = bounds.adjusted(-margin, -margin, margin, margin)
    stamp = _GLOW_STAMPS.get(key)
    if stamp is None:
        stamp = QPixmap(max(1, round(area.width() * scale)), max(1, round(area.height() * scale)))
        stamp.fill(Qt.GlobalColor.transparent)
        stamp_painter = QPainter(stamp)
        stamp_painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        stamp_painter.scale(scale, scale)
        stamp_painter.translate(-area.topLeft())
        _draw_glow(stamp_painter, path, color, width)
        stamp_painter.end()
        if len(_GLOW_STAMPS) > 64:  # zooming makes new sizes; keep the table small
            _GLOW_STAMPS.clear()
        _GLOW_STAMPS[key] = stamp
    painter.drawPixmap(area, stamp, QRectF(stamp.rect()))


# -- clickable targets: industry slots and merchant tiles ---------------------------------------
class MarkedItem:
    """Highlight, selection and dimming shared by the clickable items (targets and lines).

    Subclasses say whether something is built on them (``_built``: built pieces fade less) and
    where they stack (``_restack``).
    """

    highlighted = False
    selected = False
    dimmed = False
    hovered = False

    def set_marks(self, highlighted: bool, selected: bool, dimmed: bool) -> None:
        if (highlighted, selected, dimmed) == (self.highlighted, self.selected, self.dimmed):
            return
        repaint = (highlighted, selected) != (self.highlighted, self.selected)
        self.highlighted, self.selected, self.dimmed = highlighted, selected, dimmed
        self._apply_opacity()
        self._restack()
        if repaint:  # dimming is only opacity: the cached picture stays valid
            self.update()  # type: ignore[attr-defined]

    def _built(self) -> bool:
        return False

    def _restack(self) -> None:
        raise NotImplementedError

    def _apply_opacity(self) -> None:
        # Built pieces fade less than empty ones: they are the position the player reasons about.
        if not self.dimmed:
            self.setOpacity(1.0)  # type: ignore[attr-defined]
        else:
            self.setOpacity(style.DIM_BUILT_OPACITY if self._built() else style.DIM_OPACITY)  # type: ignore


class TargetItem(MarkedItem, QGraphicsItem):
    """A square on the map the player clicks: highlight, selection, dimming, hover and clicks.

    Subclasses paint the content (``_paint_content``) and say whether something is built on
    them (``_built``); ``KIND`` names the target in the scene's callbacks ("slot", "merchant").
    """

    KIND = "slot"
    GLOW = 16.0  # room outside the square for the highlight halo

    def __init__(self, ctx: RenderContext, target_id: str, size: float) -> None:
        super().__init__()
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)  # repaint from a pixmap
        self.ctx = ctx
        self.target_id = target_id
        self.size = size
        self.highlighted = False
        self.selected = False
        self.dimmed = False
        self.hovered = False
        half = size / 2
        self._square = QRectF(-half, -half, size, size)
        self._shape = QPainterPath()
        self._shape.addRoundedRect(self._square, 7, 7)
        self.setZValue(style.Z_SLOT)
        self.setAcceptHoverEvents(True)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    # state ---------------------------------------------------------------------------------------
    def _restack(self) -> None:
        self.setZValue(style.Z_SLOT_ACTIVE if (self.highlighted or self.selected) else style.Z_SLOT)

    # geometry ------------------------------------------------------------------------------------
    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt API)
        m = self.GLOW
        return self._square.adjusted(-m, -m, m, m)

    def shape(self) -> QPainterPath:
        return self._shape

    # painting ------------------------------------------------------------------------------------
    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.highlighted:
            _stamp_glow(painter, self._shape, style.HIGHLIGHT, 28)
        if self.selected:
            _stamp_glow(painter, self._shape, style.SELECTED, 28)
        self._paint_content(painter)
        if self.highlighted or self.selected:
            edge = style.SELECTED_EDGE if self.selected and not self.highlighted else style.HIGHLIGHT_EDGE
            painter.setPen(_round_pen(edge, 2.5))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(self._shape)
        if self.selected:
            self._paint_selected_badge(painter)
        if self.hovered:
            painter.setPen(_round_pen(style.HOVER, 3, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(self._square.adjusted(-3, -3, 3, 3), 9, 9)

    def _paint_content(self, painter: QPainter) -> None:
        raise NotImplementedError

    def _paint_icons(self, painter: QPainter, icons: tuple[str, ...]) -> None:
        """The allowed industries of an empty square: one large, two split diagonally, more in a row."""
        r = self._square
        if len(icons) == 1:
            industry = icons[0]
            style.draw_industry_icon(painter, industry, r.center(), r.width() * 0.33,
                                     style.INDUSTRY_TINTS.get(industry, style.LABEL_TEXT))
            return
        if len(icons) == 2:
            # Two allowed industries: split diagonally so each icon can stay large.
            painter.setPen(_round_pen(style.SLOT_DIVIDER, 1.2))
            inset = 7.0
            painter.drawLine(QPointF(r.right() - inset, r.top() + inset), QPointF(r.left() + inset, r.bottom() - inset))
            off = r.width() * 0.2
            centers = (r.center() + QPointF(-off, -off), r.center() + QPointF(off, off))
            for industry, center in zip(icons, centers, strict=False):
                style.draw_industry_icon(painter, industry, center, r.width() * 0.2,
                                         style.INDUSTRY_TINTS.get(industry, style.LABEL_TEXT))
            return
        # Three industries (Birmingham's "any" merchant): a small triangle of icons.
        spots = [QPointF(0, -0.2), QPointF(-0.22, 0.2), QPointF(0.22, 0.2)]
        for i, industry in enumerate(icons):
            spot = spots[i % len(spots)] if len(icons) == 3 else QPointF((i + 0.5) / len(icons) - 0.5, 0)
            center = r.center() + QPointF(spot.x() * r.width(), spot.y() * r.height())
            style.draw_industry_icon(painter, industry, center, r.width() * 0.2,
                                     style.INDUSTRY_TINTS.get(industry, style.LABEL_TEXT))

    def _paint_selected_badge(self, painter: QPainter) -> None:
        r = self._square
        badge_r = 8.0
        center = QPointF(r.right() - 2, r.top() + 2)
        painter.setPen(_round_pen(style.SELECTED_EDGE, 1.5))
        painter.setBrush(style.SELECTED)
        painter.drawEllipse(center, badge_r, badge_r)
        style.draw_check(painter, center, badge_r * 0.75, style.SELECTED_EDGE)

    # interaction ---------------------------------------------------------------------------------
    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:  # noqa: N802
        self.hovered = True
        self.update()
        _board(self).on_target_hover(self.KIND, self.target_id, True)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:  # noqa: N802
        self.hovered = False
        self.update()
        _board(self).on_target_hover(self.KIND, self.target_id, False)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        # Accepting the press keeps the view from starting a hand-drag and brings the release here.
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if event.button() == Qt.MouseButton.LeftButton and self.shape().contains(event.pos()):
            _board(self).on_target_click(self.KIND, self.target_id)


class SlotItem(TargetItem):
    """One industry space: empty (showing the allowed industries) or holding a built tile."""

    KIND = "slot"

    def __init__(self, ctx: RenderContext, slot_id: str, icons: tuple[str, ...], size: float) -> None:
        super().__init__(ctx, slot_id, size)
        self.slot_id = slot_id
        self.icons = icons
        self.tile: TileView | None = None
        self.blocked = False  # location not buildable in the current era (rail-only towns)

    def set_tile(self, tile: TileView | None) -> None:
        if tile != self.tile:
            self.tile = tile
            self._apply_opacity()
            self.update()

    def set_blocked(self, blocked: bool) -> None:
        if blocked != self.blocked:
            self.blocked = blocked
            self.update()

    def _built(self) -> bool:
        return self.tile is not None

    def _paint_content(self, painter: QPainter) -> None:
        if self.tile is None:
            if self.blocked:
                painter.setOpacity(painter.opacity() * 0.55)
            painter.setPen(_round_pen(style.SLOT_EDGE, 1.6))
            painter.setBrush(style.SLOT_FILL)
            painter.drawPath(self._shape)
            self._paint_icons(painter, self.icons)
            if self.blocked:
                painter.setOpacity(painter.opacity() / 0.55)
        else:
            self._paint_tile(painter, self.tile)

    def _paint_tile(self, painter: QPainter, tile: TileView) -> None:
        """The tile as printed: industry colour inside a frame of the owner's colour, the level,
        the owner's shape; VP and income once flipped; the cubes or barrels left."""
        r = self._square
        owner = self.ctx.color(tile.owner)
        tint = style.INDUSTRY_TINTS.get(tile.industry, style.LABEL_TEXT)
        fill = tint.darker(135) if tile.flipped else tint
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(owner)
        painter.drawPath(self._shape)
        inner = r.adjusted(5, 5, -5, -5)
        painter.setBrush(fill)
        painter.setPen(_round_pen(style.GOLD, 2.2) if tile.flipped else _round_pen(owner.darker(160), 1.0))
        painter.drawRoundedRect(inner, 4, 4)
        painter.setPen(_round_pen(owner.darker(185), 1.6))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(self._shape)

        ink = style.contrast_ink(fill)
        k = self.scale()
        text_px = self.ctx.small_text(17, k)
        busy = tile.flipped or tile.cubes > 0
        icon = _alpha(ink, 120) if busy else ink  # a watermark where numbers sit on it
        style.draw_industry_icon(painter, tile.industry, QPointF(r.center().x(), r.center().y() + 3),
                                 r.width() * (0.25 if busy else 0.28), icon)
        painter.setFont(style.numeral_font(text_px))
        painter.setPen(ink)
        numeral_box = QRectF(inner.left() + 2, inner.top() - 1, inner.width() * 0.72, text_px * 1.05)
        painter.drawText(numeral_box, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         style.ROMAN.get(tile.level, str(tile.level)))
        shape_r = 6.5
        style.draw_player_shape(painter, style.player_shape(tile.owner),
                                QPointF(r.right() - shape_r - 3, r.top() + shape_r + 3), shape_r,
                                owner, QColor("#ffffff"), 1.4)
        if tile.flipped:
            vp_px, income_px = self.ctx.small_text(15, k), self.ctx.small_text(13, k)
            y = r.bottom() - vp_px * 0.6 - 1
            style.draw_vp_badge(painter, QPointF(r.left() + vp_px * 0.72 + 1, y), tile.vp, vp_px)
            style.draw_income_badge(painter, QPointF(r.right() - income_px * 0.62 - 2, y), tile.income, income_px)
        elif tile.cubes > 0:
            self._paint_cubes(painter, tile, self.ctx.small_text(14, k))

    def _paint_cubes(self, painter: QPainter, tile: TileView, text_px: float) -> None:
        """The coal, iron or beer left on the tile: a badge in the resource's colour with the count."""
        r = self._square
        color = brass_style.RESOURCE_COLORS.get(tile.industry, style.COAL_CUBE)
        side = text_px * 1.2
        box = QRectF(r.right() - side + 3, r.bottom() - side + 3, side, side)
        painter.setPen(_round_pen(QColor("#ffffff"), 1.8))
        painter.setBrush(color)
        if tile.industry == "brewery":
            painter.drawEllipse(box)  # barrels are round, cubes square
        else:
            painter.drawRoundedRect(box, 3, 3)
        painter.setPen(style.contrast_ink(color))
        painter.setFont(style.font(text_px, bold=True))
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, str(tile.cubes))


class MerchantItem(TargetItem):
    """One merchant space (Birmingham): the merchant tile dealt there, what it buys, and its barrel.

    ``tile`` is the merchant tile ("cotton", "any", "blank", ...) or None before a game is shown;
    ``buys`` the industries it buys (empty for a blank tile).
    """

    KIND = "merchant"
    BARREL = 11.0  # radius of the beer barrel drawn under the tile

    def __init__(self, ctx: RenderContext, merchant_id: str, size: float) -> None:
        super().__init__(ctx, merchant_id, size)
        self.merchant_id = merchant_id
        self.tile: str | None = None
        self.buys: tuple[str, ...] = ()
        self.beer = 0

    def set_merchant(self, tile: str | None, buys: tuple[str, ...], beer: int) -> None:
        if (tile, buys, beer) != (self.tile, self.buys, self.beer):
            self.tile, self.buys, self.beer = tile, buys, beer
            self.update()

    def _built(self) -> bool:
        return self.tile is not None

    def barrel_center(self) -> QPointF:
        """Where the merchant's beer space is drawn: just under the tile."""
        return QPointF(0, self._square.bottom() + self.BARREL + 4)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt API)
        m = self.GLOW
        bottom = max(m, self.BARREL * 2 + 16)  # barrel and its glow
        return self._square.adjusted(-m, -m, m, bottom)

    def _paint_content(self, painter: QPainter) -> None:
        r = self._square
        if self.tile is None:  # no game yet: an empty merchant space
            pen = _round_pen(brass_style.MERCHANT_TILE, 1.8, Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.setBrush(QColor(255, 255, 255, 40))
            painter.drawPath(self._shape)
            return
        painter.setPen(_round_pen(brass_style.MERCHANT_EDGE, 2.0))
        painter.setBrush(brass_style.MERCHANT_TILE if self.buys else brass_style.MERCHANT_TILE.darker(125))
        painter.drawPath(self._shape)
        if not self.buys:
            # A blank merchant buys nothing: a plain tile with a faint cross.
            painter.setPen(_round_pen(_alpha(brass_style.MERCHANT_EDGE, 70), 2.0))
            inner = r.adjusted(14, 14, -14, -14)
            painter.drawLine(inner.topLeft(), inner.bottomRight())
            painter.drawLine(inner.topRight(), inner.bottomLeft())
            return
        self._paint_icons(painter, self.buys)
        if self.highlighted and self.selected and self.beer:
            # The buyer is chosen and its barrel is one of the beer choices: the barrel glows.
            ring = QPainterPath()
            ring.addEllipse(self.barrel_center(), self.BARREL, self.BARREL)
            _draw_glow(painter, ring, style.HIGHLIGHT, 16)
        brass_style.draw_barrel(painter, self.barrel_center(), self.BARREL, full=self.beer > 0)


# -- lines ---------------------------------------------------------------------------------------
class LineItem(MarkedItem, QGraphicsItem):
    """A printed line: canal and/or rail, and the link built on it.

    ``path`` runs between the line's two main ends; ``spurs`` are short branches to further
    adjacent locations (Birmingham's Kidderminster–Worcester line also touches a farm brewery).
    A link on the line covers the spurs too.
    """

    MARKER_SPACING = 34.0
    HIT_WIDTH = 24.0  # clickable band (scene units) when the map is shown large
    HIT_WIDTH_MAX = 44.0  # zoomed far out: wider bands would swallow neighbouring lines

    def __init__(self, ctx: RenderContext, line_id: str, canal: bool, rail: bool, path: QPainterPath,
                 ends: Sequence[QPainterPath], spurs: Sequence[QPainterPath] = ()) -> None:
        super().__init__()
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)  # repaint from a pixmap
        self.ctx = ctx
        self.line_id = line_id
        self.canal = canal
        self.rail = rail
        self.path = path
        self.spurs = tuple(spurs)
        self.drawn = QPainterPath(path)  # everything painted: the main path and its spurs
        for spur in self.spurs:
            self.drawn.addPath(spur)
        self.owner: int | None = None
        self.highlighted = False
        self.selected = False
        self.dimmed = False
        self.hovered = False
        self._samples: dict[int, list[QPointF]] = {}  # points along the main path and each spur
        self._ties = QPainterPath()
        for piece in (path, *self.spurs):
            self._ties.addPath(self._make_ties(piece))
        self._markers = self._make_all_markers(ends)
        self._hit = QPainterPath()
        self._bounds = self._make_bounds(path, self.drawn)
        self.set_hit_area([])
        self.setZValue(style.Z_LINE)
        self.setAcceptHoverEvents(True)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    @staticmethod
    def _make_ties(path: QPainterPath) -> QPainterPath:
        """Cross-ties every few units: the classic railway-on-a-map look."""
        ties = QPainterPath()
        length = path.length()
        count = max(2, int(length / 13))
        for i in range(1, count):
            pct = path.percentAtLength(length * i / count)
            p = path.pointAtPercent(pct)
            angle = path.angleAtPercent(pct)
            normal = QLineF.fromPolar(6.0, angle + 90)
            ties.moveTo(p + normal.p2())
            ties.lineTo(p - normal.p2())
        return ties

    def _make_all_markers(self, ends: Sequence[QPainterPath]) -> list[QPointF]:
        markers = self._make_markers(self.path, ends, always=True)
        for spur in self.spurs:
            markers += self._make_markers(spur, ends, always=False)
        return markers

    def _make_markers(self, path: QPainterPath, ends: Sequence[QPainterPath], always: bool) -> list[QPointF]:
        """Positions of the owner's shape along the part of ``path`` outside the location bodies."""
        samples = 120
        points = self._samples.get(id(path))
        if points is None:  # the path never changes; the bodies do (re-measured on every relayout)
            points = self._samples[id(path)] = [path.pointAtPercent(i / samples) for i in range(samples + 1)]
        boxes = [(end, end.boundingRect()) for end in ends]  # a rectangle test first: much cheaper
        visible = [i / samples for i, point in enumerate(points)
                   if not any(box.contains(point) and end.contains(point) for end, box in boxes)]
        if not visible:
            return [path.pointAtPercent(0.5)] if always else []
        length = path.length()
        start, stop = length * visible[0], length * visible[-1]
        span = stop - start
        count = max(1 if always else 0, int(span // self.MARKER_SPACING))
        if count == 0:
            return []
        step = span / count
        return [path.pointAtPercent(path.percentAtLength(start + step * (i + 0.5))) for i in range(count)]

    @staticmethod
    def _make_bounds(path: QPainterPath, drawn: QPainterPath) -> QRectF:
        # Symmetric around the middle of the main path, so sceneBoundingRect().center() lies on the line.
        margin = max(20.0 * style.PRESENTATION_DETAIL_SCALE, LineItem.HIT_WIDTH_MAX / 2 + 2)
        box = drawn.boundingRect().adjusted(-margin, -margin, margin, margin)
        mid = path.pointAtPercent(0.5)
        half_w = max(mid.x() - box.left(), box.right() - mid.x())
        half_h = max(mid.y() - box.top(), box.bottom() - mid.y())
        return QRectF(mid.x() - half_w, mid.y() - half_h, 2 * half_w, 2 * half_h)

    def set_ends(self, ends: Sequence[QPainterPath]) -> None:
        """Re-spread the owner markers when the location bodies change size."""
        self._markers = self._make_all_markers(ends)
        self.update()

    def midpoint(self) -> QPointF:
        return self.path.pointAtPercent(0.5)

    def set_hit_area(self, occluders: list[QPainterPath], width: float = HIT_WIDTH) -> None:
        """Clickable band of ``width`` along the line, minus what is drawn on top of it (towns, labels)."""
        stroker = QPainterPathStroker()
        stroker.setWidth(width)
        stroker.setCapStyle(Qt.PenCapStyle.FlatCap)
        hit = stroker.createStroke(self.drawn)
        for occ in occluders:
            if occ.intersects(hit):
                hit = hit.subtracted(occ)
        self.prepareGeometryChange()
        self._hit = hit

    # state ---------------------------------------------------------------------------------------
    def usable(self, era: str) -> bool:
        return self.canal if era == CANAL else self.rail

    def set_owner(self, owner: int | None) -> None:
        if owner != self.owner:
            self.owner = owner
            self._apply_opacity()
            self._restack()
            self.update()

    def _built(self) -> bool:
        return self.owner is not None

    def _restack(self) -> None:
        if self.highlighted or self.selected:
            self.setZValue(style.Z_LINE_ACTIVE)
        elif self.owner is not None:
            self.setZValue(style.Z_LINE_BUILT)
        else:
            self.setZValue(style.Z_LINE)

    # geometry ------------------------------------------------------------------------------------
    def boundingRect(self) -> QRectF:  # noqa: N802
        return self._bounds

    def shape(self) -> QPainterPath:
        return self._hit

    # painting ------------------------------------------------------------------------------------
    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        d = self.ctx.detail_scale
        era = self.ctx.era
        if self.highlighted:
            _draw_glow(painter, self.drawn, style.HIGHLIGHT, 40 * d)
        if self.selected:
            _draw_glow(painter, self.drawn, style.SELECTED, 40 * d)
        if self.hovered:
            painter.setPen(_round_pen(QColor(255, 255, 255, 190), 26 * d))
            painter.drawPath(self.drawn)
        base_opacity = painter.opacity()
        # The era being played is drawn solid; the other era's track is faded (still readable).
        if self.canal:
            painter.setOpacity(base_opacity * (1.0 if era == CANAL else brass_style.OTHER_ERA_OPACITY))
            self._paint_canal(painter, d)
        if self.rail:
            painter.setOpacity(base_opacity * (1.0 if era == RAIL else brass_style.OTHER_ERA_OPACITY))
            self._paint_rail(painter, d)
        painter.setOpacity(base_opacity)
        if self.owner is not None:
            self._paint_link(painter, d)

    def _paint_canal(self, painter: QPainter, d: float) -> None:
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(_round_pen(brass_style.CANAL_WATER, 11 * d))
        painter.drawPath(self.drawn)
        painter.setPen(_round_pen(brass_style.CANAL_INNER, 4.5 * d))
        painter.drawPath(self.drawn)

    def _paint_rail(self, painter: QPainter, d: float) -> None:
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(brass_style.RAIL_STEEL, 2.6 * d, Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap))
        painter.drawPath(self._ties)
        painter.setPen(_round_pen(brass_style.RAIL_STEEL, 3.4 * d))
        painter.drawPath(self.drawn)

    def _paint_link(self, painter: QPainter, d: float) -> None:
        color = self.ctx.color(self.owner)
        ink = style.contrast_ink(color)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(_round_pen(QColor(20, 20, 20, 230), 19 * d))
        painter.drawPath(self.drawn)
        painter.setPen(_round_pen(color, 14.5 * d))
        painter.drawPath(self.drawn)
        shape = style.player_shape(self.owner)
        for point in self._markers:
            style.draw_player_shape(painter, shape, point, 5.4 * d, ink, color, 0.8)

    # interaction ---------------------------------------------------------------------------------
    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:  # noqa: N802
        self.hovered = True
        self.update()
        _board(self).on_line_hover(self.line_id, True)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:  # noqa: N802
        self.hovered = False
        self.update()
        _board(self).on_line_hover(self.line_id, False)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if event.button() == Qt.MouseButton.LeftButton and self.shape().contains(event.pos()):
            _board(self).on_line_click(self.line_id)


class VirtualLineItem(QGraphicsItem):
    """The dashed Liverpool-Birkenhead connection: drawn, never built on."""

    def __init__(self, path: QPainterPath) -> None:
        super().__init__()
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)  # repaint from a pixmap
        self.path = path
        stroker = QPainterPathStroker()
        stroker.setWidth(12)
        self._shape = stroker.createStroke(path)
        self.setZValue(style.Z_VIRTUAL_LINE)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self.path.boundingRect().adjusted(-8, -8, 8, 8)

    def shape(self) -> QPainterPath:
        return self._shape

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(255, 255, 255, 200), 7, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        painter.drawPath(self.path)
        pen = QPen(brass_style.VIRTUAL_LINE, 3.5, Qt.PenStyle.CustomDashLine, Qt.PenCapStyle.FlatCap)
        pen.setDashPattern([3.0, 2.0])
        painter.setPen(pen)
        painter.drawPath(self.path)


# -- locations -----------------------------------------------------------------------------------
BANNER_KINDS = ("external", "merchant")  # dark bodies with the name written on them


class LocationItem(QGraphicsItem):
    """The body of a location: a town panel, a farm-brewery field, a non-buildable disc, an
    external banner (Lancashire) or a merchant banner with its beer bonus (Birmingham)."""

    def __init__(self, ctx: RenderContext, loc_id: str, kind: str, rings: int, market: bool,
                 body: QRectF) -> None:
        super().__init__()
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)  # repaint from a pixmap
        self.ctx = ctx
        self.loc_id = loc_id
        self.kind = kind
        self.rings = rings
        self.market = market and kind == "external"  # the pre-built port of Lancashire's outside towns
        self.dimmed = False
        self.bonus = ""  # merchant beer bonus, e.g. "+£5"
        self._bonus_rect = QRectF()
        self._body = QRectF(body)
        self._path = QPainterPath()
        self.set_body(body)
        self.setZValue(style.Z_LOCATION)
        # Presses fall through to the view so that dragging on a town pans the map.
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_body(self, body: QRectF) -> None:
        self.prepareGeometryChange()
        self._body = QRectF(body)
        path = QPainterPath()
        if self.kind == "non_buildable":
            path.addEllipse(self._body)
        elif self.kind == "external":
            path.addRoundedRect(self._body, self._body.height() / 2, self._body.height() / 2)
        elif self.kind == "merchant":
            path.addRoundedRect(self._body, 20, 20)
        else:
            path.addRoundedRect(self._body, 14, 14)
        self._path = path

    def bonus_font(self) -> QFont:
        return style.font(max(15 * self.ctx.text_scale, self.ctx.small_text(15, self.scale())), bold=True)

    def ring_text_px(self) -> float:
        """Size of the link-scoring value (town bodies are scaled as a whole in presentation mode)."""
        return self.ctx.small_text(15, self.scale())

    def set_bonus(self, text: str, rect: QRectF) -> None:
        """The merchant's beer bonus and where it is written (item coordinates)."""
        self.bonus, self._bonus_rect = text, QRectF(rect)
        self.update()

    def body(self) -> QRectF:
        return QRectF(self._body)

    def body_path(self) -> QPainterPath:
        """The body in scene coordinates (what a line passing underneath is hidden by)."""
        return self.mapToScene(self._path)

    def _ring_center(self) -> QPointF:
        r = self._body
        if self.kind in BANNER_KINDS:
            return QPointF(r.center().x(), r.top() - 2)
        return QPointF(r.right() - 6, r.top() + 4)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self._body.adjusted(-30, -30, 30, 30)

    def shape(self) -> QPainterPath:
        return self._path

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        # Drop shadow: lifts the bodies off the lines and the background.
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 45))
        painter.drawPath(self._path.translated(2.5, 3.5))
        if self.kind == "non_buildable":
            painter.setBrush(style.NON_BUILDABLE_FILL)
            painter.setPen(_round_pen(style.NON_BUILDABLE_EDGE, 2.5, Qt.PenStyle.DashLine))
        elif self.kind == "external":
            painter.setBrush(style.EXTERNAL_FILL)
            painter.setPen(_round_pen(style.EXTERNAL_EDGE, 3))
        elif self.kind == "merchant":
            painter.setBrush(brass_style.MERCHANT_FILL)
            painter.setPen(_round_pen(brass_style.MERCHANT_EDGE, 3))
        elif self.kind == "farm_brewery":
            painter.setBrush(style.FARM_FILL)
            painter.setPen(_round_pen(style.FARM_EDGE, 3, Qt.PenStyle.DashLine))
        else:
            painter.setBrush(style.TOWN_FILL)
            painter.setPen(_round_pen(style.TOWN_EDGE, 3))
        painter.drawPath(self._path)
        if self.kind == "non_buildable":
            # A small "no building" hatch tells these apart from towns at a glance.
            painter.setPen(_round_pen(_alpha(style.NON_BUILDABLE_EDGE, 90), 2))
            inner = self._body.adjusted(12, 12, -12, -12)
            painter.drawLine(inner.topLeft() + QPointF(4, 4), inner.bottomRight() - QPointF(4, 4))
        if self.market:
            # Pre-built port of an external location: anchor in a white disc on the left end.
            r = self._body
            center = QPointF(r.left() + r.height() / 2, r.center().y())
            painter.setPen(_round_pen(style.EXTERNAL_EDGE, 1.5))
            painter.setBrush(QColor("#f4f1e6"))
            rad = r.height() * 0.36
            painter.drawEllipse(center, rad, rad)
            style.draw_industry_icon(painter, "port", center, rad * 0.72, style.INDUSTRY_TINTS["port"])
        if self.bonus:
            self._paint_bonus(painter)
        if self.rings:
            style.draw_ring_value(painter, self._ring_center(), self.rings, self.ring_text_px())

    def _paint_bonus(self, painter: QPainter) -> None:
        """A barrel and the bonus it gives: what selling with this merchant's beer earns."""
        rect = self._bonus_rect
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(255, 255, 255, 38))
        painter.drawRoundedRect(rect, rect.height() / 2, rect.height() / 2)
        radius = rect.height() * 0.36
        brass_style.draw_barrel(painter, QPointF(rect.left() + rect.height() * 0.55, rect.center().y()), radius)
        painter.setPen(QColor("#fff4d6"))
        painter.setFont(self.bonus_font())
        text = rect.adjusted(rect.height() * 1.0, 0, -rect.height() * 0.3, 0)
        painter.drawText(text, int(Qt.AlignmentFlag.AlignCenter), self.bonus)


class LabelItem(QGraphicsItem):
    """A location's name on a light pill (or white on an external banner), with an optional note."""

    def __init__(self, ctx: RenderContext, anchor_point: QPointF, anchor: str, max_width: float,
                 on_banner: bool = False) -> None:
        super().__init__()
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)  # repaint from a pixmap
        self.ctx = ctx
        self.anchor_point = QPointF(anchor_point)
        self.anchor = anchor
        self.max_width = max_width
        self.on_banner = on_banner
        self.text = ""
        self.note = ""  # e.g. "rail era only", drawn under the name with a rail glyph
        self._rect = QRectF()
        self._name_rect = QRectF()
        self._note_rect = QRectF()
        self.setZValue(style.Z_LABEL)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    # fonts ---------------------------------------------------------------------------------------
    def name_font(self) -> QFont:
        return style.font(23 * self.ctx.text_scale, bold=True)

    def note_font(self) -> QFont:
        return style.font(max(13 * self.ctx.text_scale, self.ctx.small_text(13)), italic=True)

    # layout --------------------------------------------------------------------------------------
    def set_text(self, text: str, note: str = "") -> None:
        self.text, self.note = text, note
        self.relayout()

    def relayout(self) -> None:
        """Measure the text with the current fonts and place the box on its anchor."""
        self.prepareGeometryChange()
        flags = int(Qt.AlignmentFlag.AlignCenter) | int(Qt.TextFlag.TextWordWrap)
        name_size = QFontMetricsF(self.name_font()).boundingRect(
            QRectF(0, 0, self.max_width * self.ctx.text_scale, 1000), flags, self.text).size()
        note_w = note_h = 0.0
        glyph = 0.0
        if self.note:
            metrics = QFontMetricsF(self.note_font())
            glyph = metrics.height() * 1.1
            note_size = metrics.boundingRect(QRectF(0, 0, 1000, 200), flags, self.note).size()
            note_w, note_h = note_size.width() + glyph + 4, note_size.height()
        pad_x, pad_y = (6.0, 2.0) if not self.on_banner else (0.0, 0.0)
        w = max(name_size.width(), note_w) + 2 * pad_x
        h = name_size.height() + note_h + 2 * pad_y
        x, y = self.anchor_point.x(), self.anchor_point.y()
        if self.anchor == "top":
            box = QRectF(x - w / 2, y, w, h)
        elif self.anchor == "bottom":
            box = QRectF(x - w / 2, y - h, w, h)
        elif self.anchor == "left":
            box = QRectF(x, y - h / 2, w, h)
        elif self.anchor == "right":
            box = QRectF(x - w, y - h / 2, w, h)
        else:
            box = QRectF(x - w / 2, y - h / 2, w, h)
        self._rect = box
        self._name_rect = QRectF(box.left(), box.top() + pad_y, w, name_size.height())
        self._note_rect = QRectF(box.left(), self._name_rect.bottom(), w, note_h)
        self._glyph = glyph
        self.update()

    def text_rect(self) -> QRectF:
        return QRectF(self._rect)

    def occluder(self) -> QPainterPath:
        path = QPainterPath()
        if not self.on_banner:
            path.addRoundedRect(self._rect, 8, 8)
        return path

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self._rect.adjusted(-3, -3, 3, 3)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRect(self._rect)
        return path

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        flags = int(Qt.AlignmentFlag.AlignCenter) | int(Qt.TextFlag.TextWordWrap)
        if not self.on_banner:
            painter.setPen(_round_pen(style.LABEL_EDGE, 1.2))
            painter.setBrush(style.LABEL_FILL)
            painter.drawRoundedRect(self._rect, 8, 8)
            painter.setPen(style.LABEL_TEXT)
        else:
            painter.setPen(QColor("#ffffff"))
        painter.setFont(self.name_font())
        painter.drawText(self._name_rect, flags, self.text)
        if self.note:
            metrics = QFontMetricsF(self.note_font())
            text_w = metrics.horizontalAdvance(self.note)
            total = self._glyph + 4 + text_w
            left = self._note_rect.center().x() - total / 2
            color = QColor("#ffffff") if self.on_banner else style.LABEL_NOTE
            brass_style.draw_rail_glyph(painter, QPointF(left + self._glyph / 2, self._note_rect.center().y()),
                                  self._glyph / 2, color)
            painter.setPen(color)
            painter.setFont(self.note_font())
            painter.drawText(QRectF(left + self._glyph + 4, self._note_rect.top(), text_w + 2,
                                    self._note_rect.height()),
                             int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), self.note)


class LegendItem(QGraphicsItem):
    """A small key to the map's symbols, anchored at its top-right corner.

    Projected in a classroom, the key answers "why are some lines faded?" without anyone
    having to know the rules' vocabulary.
    """

    ROW = 29.0
    PAD = 10.0
    SAMPLE = 46.0

    def __init__(self, ctx: RenderContext, top_right: QPointF) -> None:
        super().__init__()
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)  # repaint from a pixmap
        self.ctx = ctx
        self.rows: list[tuple[str, str]] = []  # (symbol, text)
        self._size = QRectF()
        self.setPos(top_right)
        self.setZValue(style.Z_DECOR)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def text_font(self) -> QFont:
        return style.font(self.ctx.small_text(17, self.scale()))

    def row_height(self) -> float:
        return self.text_font().pixelSize() * 1.45

    def set_rows(self, rows: list[tuple[str, str]]) -> None:
        self.prepareGeometryChange()
        self.rows = rows
        metrics = QFontMetricsF(self.text_font())
        # A little slack: glyph advances differ slightly once the view scales the text.
        text_w = max((metrics.horizontalAdvance(text) for _, text in rows), default=0.0) * 1.06
        width = self.PAD * 3 + self.SAMPLE + text_w
        height = self.PAD * 2 + self.row_height() * len(rows)
        self._size = QRectF(-width, 0, width, height)
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self._size.adjusted(-2, -2, 2, 2)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(_round_pen(style.LABEL_EDGE, 1.2))
        painter.setBrush(QColor(255, 252, 243, 215))
        painter.drawRoundedRect(self._size, 10, 10)
        top = self._size.top() + self.PAD
        left = self._size.left() + self.PAD
        painter.setFont(self.text_font())
        row = self.row_height()
        for i, (symbol, text) in enumerate(self.rows):
            cy = top + row * (i + 0.5)
            sample = QRectF(left, cy - row / 2, self.SAMPLE, row)
            painter.save()
            self._paint_symbol(painter, symbol, sample)
            painter.restore()
            painter.setPen(style.LABEL_TEXT)
            painter.drawText(QRectF(left + self.SAMPLE + self.PAD, cy - row / 2, 1000, row),
                             int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), text)

    def _paint_symbol(self, painter: QPainter, symbol: str, box: QRectF) -> None:
        line = QPainterPath(QPointF(box.left() + 4, box.center().y()))
        line.lineTo(QPointF(box.right() - 4, box.center().y()))
        if symbol in ("canal", "faded"):
            if symbol == "faded":
                painter.setOpacity(brass_style.OTHER_ERA_OPACITY)
            painter.setPen(_round_pen(brass_style.CANAL_WATER, 10))
            painter.drawPath(line)
            painter.setPen(_round_pen(brass_style.CANAL_INNER, 4))
            painter.drawPath(line)
        elif symbol == "rail":
            ties = QPainterPath()
            for i in range(4):
                x = box.left() + 9 + i * (box.width() - 18) / 3
                ties.moveTo(x, box.center().y() - 6)
                ties.lineTo(x, box.center().y() + 6)
            painter.setPen(QPen(brass_style.RAIL_STEEL, 2.4, Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap))
            painter.drawPath(ties)
            painter.setPen(_round_pen(brass_style.RAIL_STEEL, 3.2))
            painter.drawPath(line)
        elif symbol == "virtual":
            pen = QPen(brass_style.VIRTUAL_LINE, 3.2, Qt.PenStyle.CustomDashLine, Qt.PenCapStyle.FlatCap)
            pen.setDashPattern([3.0, 2.0])
            painter.setPen(pen)
            painter.drawPath(line)
        elif symbol in ("rings", "vp", "income"):
            draw = {"rings": style.draw_ring_value, "vp": style.draw_vp_badge, "income": style.draw_income_badge}
            draw[symbol](painter, box.center(), 2 if symbol != "vp" else 5, self.ctx.small_text(14, self.scale()))
        elif symbol == "rail_only":
            brass_style.draw_rail_glyph(painter, box.center(), 12.0, style.LABEL_NOTE)
        elif symbol == "beer":
            brass_style.draw_barrel(painter, box.center(), 11.0)


class CompassItem(QGraphicsItem):
    """A small north arrow: the map is oriented like a real map of Lancashire."""

    def __init__(self, ctx: RenderContext, center: QPointF, north: str) -> None:
        super().__init__()
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)  # repaint from a pixmap
        self.ctx = ctx
        self.north = north
        self.setPos(center)
        self.setZValue(style.Z_DECOR)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(-40, -70, 80, 120)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        ink = QColor(70, 60, 45, 200)
        painter.setPen(_round_pen(ink, 1.5))
        painter.setBrush(QColor(255, 255, 255, 90))
        painter.drawEllipse(QPointF(0, 0), 26, 26)
        painter.setBrush(ink)
        painter.drawPolygon(QPolygonF([QPointF(0, -34), QPointF(9, 0), QPointF(0, -6), QPointF(-9, 0)]))
        painter.setBrush(QBrush(QColor(255, 255, 255, 220)))
        painter.drawPolygon(QPolygonF([QPointF(0, 30), QPointF(9, 0), QPointF(0, 6), QPointF(-9, 0)]))
        painter.setPen(ink)
        painter.setFont(style.font(max(18 * self.ctx.text_scale, self.ctx.small_text(18)), bold=True))
        painter.drawText(QRectF(-30, -70, 60, 34), int(Qt.AlignmentFlag.AlignCenter), self.north)


def _board(item: QGraphicsItem) -> BoardScene:
    return item.scene()  # type: ignore[return-value]
