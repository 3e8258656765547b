"""The Brass board's lines: each printed canal and/or railway with the link built on it, and the
dashed virtual links (Birmingham)."""
from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QPainter,
    QPainterPath,
    QPainterPathStroker,
    QPen,
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
from brass_desktop.ui.brass.items import CANAL, RAIL, MarkedItem, RenderContext, board_of, draw_glow, round_pen


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
    GLOW = 54.0  # width of the halo of a lit line (scene units, before presentation scaling)

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
        margin = max(LineItem.GLOW / 2 * style.PRESENTATION_DETAIL_SCALE + 2, LineItem.HIT_WIDTH_MAX / 2 + 2)
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
        # A lit line stands out by a wide halo and a solid band with a dark edge under the track.
        for on, fill, edge in ((self.highlighted, style.HIGHLIGHT, style.HIGHLIGHT_EDGE),
                               (self.selected, style.SELECTED, style.SELECTED_EDGE)):
            if on:
                draw_glow(painter, self.drawn, fill, self.GLOW * d)
                painter.setPen(round_pen(edge, 25 * d))
                painter.drawPath(self.drawn)
                painter.setPen(round_pen(fill, 20 * d))
                painter.drawPath(self.drawn)
        if self.hovered:
            painter.setPen(round_pen(QColor(255, 255, 255, 190), 26 * d))
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
        painter.setPen(round_pen(brass_style.CANAL_WATER, 11 * d))
        painter.drawPath(self.drawn)
        painter.setPen(round_pen(brass_style.CANAL_INNER, 4.5 * d))
        painter.drawPath(self.drawn)

    def _paint_rail(self, painter: QPainter, d: float) -> None:
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(brass_style.RAIL_STEEL, 2.6 * d, Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap))
        painter.drawPath(self._ties)
        painter.setPen(round_pen(brass_style.RAIL_STEEL, 3.4 * d))
        painter.drawPath(self.drawn)

    def _paint_link(self, painter: QPainter, d: float) -> None:
        color = self.ctx.color(self.owner)
        ink = style.contrast_ink(color)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        # Bold: the owner's colour reads from the back of the room, the shapes say whose it is.
        painter.setPen(round_pen(QColor(20, 20, 20, 235), 23 * d))
        painter.drawPath(self.drawn)
        painter.setPen(round_pen(color, 18 * d))
        painter.drawPath(self.drawn)
        shape = style.player_shape(self.owner)
        for point in self._markers:
            style.draw_player_shape(painter, shape, point, 6.6 * d, ink, color, 0.8)

    # interaction ---------------------------------------------------------------------------------
    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:  # noqa: N802
        self.hovered = True
        self.update()
        board_of(self).on_line_hover(self.line_id, True)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:  # noqa: N802
        self.hovered = False
        self.update()
        board_of(self).on_line_hover(self.line_id, False)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if event.button() == Qt.MouseButton.LeftButton and self.shape().contains(event.pos()):
            board_of(self).on_line_click(self.line_id)


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
