"""The Brass board's furniture: location bodies (towns, farm breweries, outside towns and merchant
banners), name labels, the map key and the compass."""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
)
from PySide6.QtWidgets import (
    QGraphicsItem,
    QStyleOptionGraphicsItem,
    QWidget,
)

from brass_desktop.ui.board import style
from brass_desktop.ui.brass import style as brass_style
from brass_desktop.ui.brass.items import RenderContext, round_pen, with_alpha

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
            painter.setPen(round_pen(style.NON_BUILDABLE_EDGE, 2.5, Qt.PenStyle.DashLine))
        elif self.kind == "external":
            painter.setBrush(style.EXTERNAL_FILL)
            painter.setPen(round_pen(style.EXTERNAL_EDGE, 3))
        elif self.kind == "merchant":
            painter.setBrush(brass_style.MERCHANT_FILL)
            painter.setPen(round_pen(brass_style.MERCHANT_EDGE, 3))
        elif self.kind == "farm_brewery":
            painter.setBrush(style.FARM_FILL)
            painter.setPen(round_pen(style.FARM_EDGE, 3, Qt.PenStyle.DashLine))
        else:
            painter.setBrush(style.TOWN_FILL)
            painter.setPen(round_pen(style.TOWN_EDGE, 3))
        painter.drawPath(self._path)
        if self.kind == "non_buildable":
            # A small "no building" hatch tells these apart from towns at a glance.
            painter.setPen(round_pen(with_alpha(style.NON_BUILDABLE_EDGE, 90), 2))
            inner = self._body.adjusted(12, 12, -12, -12)
            painter.drawLine(inner.topLeft() + QPointF(4, 4), inner.bottomRight() - QPointF(4, 4))
        if self.market:
            # Pre-built port of an external location: anchor in a white disc on the left end.
            r = self._body
            center = QPointF(r.left() + r.height() / 2, r.center().y())
            painter.setPen(round_pen(style.EXTERNAL_EDGE, 1.5))
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
        return style.font(max(23 * self.ctx.text_scale, self.ctx.small_text(23)), bold=True)

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
            painter.setPen(round_pen(style.LABEL_EDGE, 1.2))
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

    On a screen the key answers "why are some lines faded?" without anyone having to know the
    rules' vocabulary.  In presentation mode it is not drawn: at the size a room reads (32 scene
    units a line) it would cover a sixth of the map; the rules reference keeps the same symbols.
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
        self._wanted = True  # shown when not presenting (BoardScene.set_legend_visible)
        self.setPos(top_right)
        self.setZValue(style.Z_DECOR)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def text_font(self) -> QFont:
        return style.font(self.ctx.small_text(17, self.scale()))

    def row_height(self) -> float:
        return self.text_font().pixelSize() * 1.45

    def setVisible(self, visible: bool) -> None:  # noqa: N802 (Qt API)
        """Show or hide the key; in presentation mode it stays hidden whatever is asked."""
        self._wanted = visible
        super().setVisible(visible and not self.ctx.presentation)

    def set_rows(self, rows: list[tuple[str, str]]) -> None:
        super().setVisible(self._wanted and not self.ctx.presentation)  # the scene relays out on a mode switch
        self.prepareGeometryChange()
        self.rows = rows
        metrics = QFontMetricsF(self.text_font())
        # A little slack: glyph advances differ slightly once the view scales the text.
        text_w = max((metrics.horizontalAdvance(text) for _, text in rows), default=0.0) * 1.06
        width = self.PAD * 3 + self.SAMPLE + text_w
        height = self.PAD * 2 + self.row_height() * len(rows)
        # Hidden while presenting: it then takes no room either (nothing may overlap it).
        self._size = QRectF() if self.ctx.presentation else QRectF(-width, 0, width, height)
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self._size.adjusted(-2, -2, 2, 2)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(round_pen(style.LABEL_EDGE, 1.2))
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
            painter.setPen(round_pen(brass_style.CANAL_WATER, 10))
            painter.drawPath(line)
            painter.setPen(round_pen(brass_style.CANAL_INNER, 4))
            painter.drawPath(line)
        elif symbol == "rail":
            ties = QPainterPath()
            for i in range(4):
                x = box.left() + 9 + i * (box.width() - 18) / 3
                ties.moveTo(x, box.center().y() - 6)
                ties.lineTo(x, box.center().y() + 6)
            painter.setPen(QPen(brass_style.RAIL_STEEL, 2.4, Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap))
            painter.drawPath(ties)
            painter.setPen(round_pen(brass_style.RAIL_STEEL, 3.2))
            painter.drawPath(line)
        elif symbol == "virtual":
            pen = QPen(brass_style.VIRTUAL_LINE, 3.2, Qt.PenStyle.CustomDashLine, Qt.PenCapStyle.FlatCap)
            pen.setDashPattern([3.0, 2.0])
            painter.setPen(pen)
            painter.drawPath(line)
        elif symbol == "rings":
            style.draw_ring_value(painter, box.center(), 2, self.ctx.small_text(14, self.scale()))
        elif symbol in ("vp", "income"):
            # As on a flipped tile: outlined on the tile's dark lower band.
            text_px = self.ctx.small_text(14, self.scale())
            band = QRectF(box.left() + 2, box.center().y() - text_px * 0.68, box.width() - 4, text_px * 1.36)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(style.PLAYER_COLORS[1].darker(170))
            painter.drawRoundedRect(band, 4, 4)
            if symbol == "vp":
                style.draw_vp_badge(painter, box.center(), 5, text_px, outline=True)
            else:
                style.draw_income_badge(painter, box.center(), 2, text_px, outline=True)
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
        painter.setPen(round_pen(ink, 1.5))
        painter.setBrush(QColor(255, 255, 255, 90))
        painter.drawEllipse(QPointF(0, 0), 26, 26)
        painter.setBrush(ink)
        painter.drawPolygon(QPolygonF([QPointF(0, -34), QPointF(9, 0), QPointF(0, -6), QPointF(-9, 0)]))
        painter.setBrush(QBrush(QColor(255, 255, 255, 220)))
        painter.drawPolygon(QPolygonF([QPointF(0, 30), QPointF(9, 0), QPointF(0, 6), QPointF(-9, 0)]))
        painter.setPen(ink)
        painter.setFont(style.font(max(18 * self.ctx.text_scale, self.ctx.small_text(18)), bold=True))
        painter.drawText(QRectF(-30, -70, 60, 34), int(Qt.AlignmentFlag.AlignCenter), self.north)
