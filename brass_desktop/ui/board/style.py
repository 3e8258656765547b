"""Visual vocabulary of the board: colours, player shapes, industry icons, fonts, z-order.

Everything here is drawn with plain QPainter paths (no publisher art).  Sizes are in scene
units; the layout's scene is about 1700 x 1500 units, so one unit is roughly one pixel on a
1920 x 1080 screen when the whole map is fitted.
"""
from __future__ import annotations

import math
from functools import cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPainterPathStroker,
    QPen,
    QPolygonF,
)

from brass_desktop import i18n

# -- z-order -------------------------------------------------------------------------------------
# Lines run under the location bodies so that they visibly "arrive" at a town; slots sit on the
# bodies and the labels on top of everything so that names are never hidden.
Z_VIRTUAL_LINE = 5.0
Z_LINE = 10.0
Z_LINE_BUILT = 11.0  # built links above empty lines where two lines cross
Z_LINE_ACTIVE = 12.0  # highlighted / selected lines above the rest
Z_LOCATION = 20.0
Z_SLOT = 30.0
Z_SLOT_ACTIVE = 31.0  # highlight glow of a slot may overlap its neighbour
Z_LABEL = 40.0
Z_DECOR = 50.0  # compass and other furniture

# -- presentation --------------------------------------------------------------------------------
PRESENTATION_SCALE = 1.4  # text for projectors
PRESENTATION_DETAIL_SCALE = 1.2  # line widths, rings and badges for projectors
PRESENTATION_GLYPH_SCALE = 1.2  # towns with their slots grow around their centre for projectors
# Smallest text on the map in presentation mode, in scene units.  The presentation scene (the map
# inside the score track, the table band below) is drawn at >= 0.59 px a unit on a 1920 x 1080
# screen and >= 0.41 on a 1366 x 768 one: 32.4 units (27 px in the towns, which are scaled by
# PRESENTATION_GLYPH_SCALE) are >= 19 px and >= 13.3 px there, readable from the back of a room.
PRESENTATION_MIN_TEXT = 32.4
PRESENTATION_REFERENCE_VIEW = (1500, 1000)
# Lines are clickable in a band at least this many screen pixels wide, whatever the zoom.
LINE_HIT_MIN_PX = 14.0

# -- palette -------------------------------------------------------------------------------------
SEA = QColor("#9ec5df")
SEA_DEEP = QColor("#86b4d4")
SEA_EDGE = QColor("#5f8fb3")
LAND = QColor("#ebe6cf")
LAND_HILLS = QColor("#ddd8bb")

TOWN_FILL = QColor("#f3e6c8")
TOWN_EDGE = QColor("#5a4632")
SLOT_FILL = QColor("#fffaf0")
SLOT_EDGE = QColor("#8c7a62")
SLOT_DIVIDER = QColor("#c9b99c")
NON_BUILDABLE_FILL = QColor("#d5dde3")
NON_BUILDABLE_EDGE = QColor("#4f5d69")
EXTERNAL_FILL = QColor("#34495a")
EXTERNAL_EDGE = QColor("#1b2730")
GOLD = QColor("#d9a400")
GOLD_DARK = QColor("#7a5a00")

LABEL_TEXT = QColor("#1c1814")
LABEL_FILL = QColor(255, 252, 243, 232)
LABEL_EDGE = QColor(70, 55, 40, 150)
LABEL_NOTE = QColor("#5b3b1a")

# While a draft is active the targets that are not lit fade only a little: the board stays the
# position the room reads; the lit targets stand out by their halo and frame instead.
DIM_OPACITY = 0.88
DIM_BUILT_OPACITY = 0.94  # built tiles/links are the position: barely touched

HIGHLIGHT = QColor("#ffd400")  # legal targets: glowing yellow, works on a projector
HIGHLIGHT_EDGE = QColor("#7a5200")
HIGHLIGHT_FRAME = 5.0  # width of the frame around a lit target (scene units, before presentation scaling)
HIGHLIGHT_GLOW = 40.0  # width of the halo stroke around a lit slot (half of it lies outside)
SELECTED = QColor("#00e0ff")  # parts already chosen in a draft
SELECTED_EDGE = QColor("#00324a")
HOVER = QColor(25, 25, 25, 210)  # pointer over a slot: a dark ring, unlike both marks

COAL_CUBE = QColor("#1a1a1a")
IRON_CUBE = QColor("#e67e00")

FARM_FILL = QColor("#dfe8c6")  # farm breweries (Birmingham)
FARM_EDGE = QColor("#4d6130")

# Okabe-Ito colour-blind-safe palette; each player also has a distinct shape.
PLAYER_COLORS: tuple[QColor, ...] = (
    QColor("#d55e00"),  # vermillion
    QColor("#0072b2"),  # blue
    QColor("#009e73"),  # bluish green
    QColor("#cc79a7"),  # reddish purple
    QColor("#e69f00"),  # orange (spare)
    QColor("#56b4e9"),  # sky blue (spare)
)
PLAYER_SHAPES: tuple[str, ...] = ("circle", "square", "triangle", "diamond", "hexagon", "star")
UNKNOWN_PLAYER = QColor("#7f7f7f")

ROMAN = {0: "0", 1: "I", 2: "II", 3: "III", 4: "IV", 5: "V", 6: "VI", 7: "VII", 8: "VIII"}

INDUSTRY_TINTS = {
    "cotton": QColor("#7a4f9a"),
    "port": QColor("#1f4e79"),
    "coal": QColor("#1a1a1a"),
    "iron": QColor("#b35a00"),
    "shipyard": QColor("#0f6b6b"),
    "manufacturer": QColor("#2f5f8a"),
    "pottery": QColor("#b03a2e"),
    "brewery": QColor("#5d7c1e"),
}

FONT_FAMILIES = ["Segoe UI", "Helvetica Neue", "Noto Sans", "DejaVu Sans", "Arial", "sans-serif"]
# Roman numerals read better with serifs: in a sans font "II" is just two bars.
NUMERAL_FAMILIES = ["Georgia", "DejaVu Serif", "Noto Serif", "Times New Roman", "serif"]


def font(pixel_size: float, bold: bool = False, italic: bool = False) -> QFont:
    """A UI font sized in scene units (pixels), so it scales with the view's zoom."""
    f = QFont()
    f.setFamilies(FONT_FAMILIES + i18n.han_font_families())  # Taiwan or mainland glyphs, as chosen
    f.setPixelSize(max(1, round(pixel_size)))
    f.setBold(bold)
    f.setItalic(italic)
    f.setHintingPreference(QFont.HintingPreference.PreferNoHinting)  # smooth when zoomed
    return f


def numeral_font(pixel_size: float) -> QFont:
    """Bold serif font for tile levels (Roman numerals)."""
    f = font(pixel_size, bold=True)
    f.setFamilies(NUMERAL_FAMILIES)
    return f


def player_color(colors: list[QColor] | tuple[QColor, ...], owner: int | None) -> QColor:
    if owner is None or owner < 0 or owner >= len(colors):
        return UNKNOWN_PLAYER
    return colors[owner]


def player_shape(owner: int | None) -> str:
    if owner is None or owner < 0:
        return "circle"
    return PLAYER_SHAPES[owner % len(PLAYER_SHAPES)]


def _luminance(color: QColor) -> float:
    def channel(c: float) -> float:
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    return 0.2126 * channel(color.redF()) + 0.7152 * channel(color.greenF()) + 0.0722 * channel(color.blueF())


def contrast_ink(color: QColor) -> QColor:
    """Black or white, whichever has the higher WCAG contrast against ``color``."""
    lum = _luminance(color)
    on_white = 1.05 / (lum + 0.05)
    on_black = (lum + 0.05) / 0.05
    return QColor("#111111") if on_black >= on_white else QColor("#ffffff")


# -- shapes (unit box -1..1) ---------------------------------------------------------------------
@cache
def _unit_shape(shape: str) -> QPainterPath:
    path = QPainterPath()
    if shape == "square":
        path.addRect(QRectF(-0.82, -0.82, 1.64, 1.64))
    elif shape == "triangle":
        path.addPolygon(QPolygonF([QPointF(0, -1.0), QPointF(0.98, 0.78), QPointF(-0.98, 0.78)]))
        path.closeSubpath()
    elif shape == "diamond":
        path.addPolygon(QPolygonF([QPointF(0, -1), QPointF(1, 0), QPointF(0, 1), QPointF(-1, 0)]))
        path.closeSubpath()
    elif shape == "hexagon":
        path.addPolygon(QPolygonF([QPointF(math.cos(a) * 0.95, math.sin(a) * 0.95)
                                   for a in (math.pi / 3 * i for i in range(6))]))
        path.closeSubpath()
    elif shape == "star":
        pts = []
        for i in range(10):
            r = 1.0 if i % 2 == 0 else 0.45
            a = -math.pi / 2 + i * math.pi / 5
            pts.append(QPointF(math.cos(a) * r, math.sin(a) * r))
        path.addPolygon(QPolygonF(pts))
        path.closeSubpath()
    else:  # circle
        path.addEllipse(QPointF(0, 0), 0.9, 0.9)
    return path


def shape_path(shape: str, center: QPointF, radius: float) -> QPainterPath:
    """The player ``shape`` centred on ``center`` and fitting a circle of ``radius``."""
    path = QPainterPath(_unit_shape(shape))
    return placed(path, center, radius)


def placed(path: QPainterPath, center: QPointF, radius: float) -> QPainterPath:
    from PySide6.QtGui import QTransform

    transform = QTransform()
    transform.translate(center.x(), center.y())
    transform.scale(radius, radius)
    return transform.map(path)


def draw_player_shape(painter: QPainter, shape: str, center: QPointF, radius: float,
                      fill: QColor, edge: QColor, edge_width: float) -> None:
    painter.setPen(QPen(edge, edge_width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                        Qt.PenJoinStyle.RoundJoin))
    painter.setBrush(fill)
    painter.drawPath(shape_path(shape, center, radius))


# -- industry icons (unit box -1..1, filled silhouettes) -----------------------------------------
def stroked(path: QPainterPath, width: float) -> QPainterPath:
    stroker = QPainterPathStroker()
    stroker.setWidth(width)
    stroker.setCapStyle(Qt.PenCapStyle.RoundCap)
    stroker.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    return stroker.createStroke(path)


def _poly(points: list[tuple[float, float]]) -> QPainterPath:
    path = QPainterPath()
    path.addPolygon(QPolygonF([QPointF(x, y) for x, y in points]))
    path.closeSubpath()
    return path


@cache
def _icon_cotton() -> QPainterPath:
    # A bobbin of thread: two flanges and a wound core shown as bands.
    path = QPainterPath()
    path.addRoundedRect(QRectF(-0.78, -0.92, 1.56, 0.28), 0.1, 0.1)
    path.addRoundedRect(QRectF(-0.78, 0.64, 1.56, 0.28), 0.1, 0.1)
    y = -0.58
    for _ in range(4):
        path.addRoundedRect(QRectF(-0.56, y, 1.12, 0.24), 0.06, 0.06)
        y += 0.305
    path.setFillRule(Qt.FillRule.WindingFill)
    return path


@cache
def _icon_port() -> QPainterPath:
    # An anchor: ring, stock, shank, curved arms with flukes.
    lines = QPainterPath()
    lines.addEllipse(QPointF(0, -0.72), 0.17, 0.17)
    lines.moveTo(0, -0.55)
    lines.lineTo(0, 0.82)
    lines.moveTo(-0.42, -0.32)
    lines.lineTo(0.42, -0.32)
    lines.moveTo(-0.72, 0.22)
    lines.quadTo(-0.55, 0.86, 0, 0.84)
    lines.quadTo(0.55, 0.86, 0.72, 0.22)
    path = stroked(lines, 0.17)
    path = path.united(_poly([(-0.86, 0.34), (-0.62, 0.08), (-0.5, 0.4)]))
    path = path.united(_poly([(0.86, 0.34), (0.62, 0.08), (0.5, 0.4)]))
    return path.simplified()


@cache
def _icon_coal_faces() -> tuple[QPainterPath, QPainterPath]:
    # A pile of three isometric cubes; returns (silhouette, lit top faces).
    def cube(cx: float, cy: float, s: float) -> tuple[QPainterPath, QPainterPath]:
        h = s * 0.5
        body = _poly([(cx, cy - s), (cx + s, cy - h), (cx + s, cy + h), (cx, cy + s),
                      (cx - s, cy + h), (cx - s, cy - h)])
        top = _poly([(cx, cy - s), (cx + s, cy - h), (cx, cy), (cx - s, cy - h)])
        return body, top

    body = QPainterPath()
    tops = QPainterPath()
    for cx, cy in ((-0.46, 0.42), (0.46, 0.42), (0.0, -0.3)):
        b, t = cube(cx, cy, 0.46)
        body = body.united(b)
        tops.addPath(t)
    return body, tops


@cache
def _icon_iron() -> QPainterPath:
    # An anvil silhouette: horn on the left, face, waist and foot.
    path = QPainterPath()
    path.moveTo(-0.98, -0.42)
    path.quadTo(-0.7, -0.56, -0.42, -0.56)
    path.lineTo(0.9, -0.56)
    path.lineTo(0.9, -0.22)
    path.lineTo(0.38, -0.12)
    path.quadTo(0.24, 0.1, 0.3, 0.38)
    path.lineTo(0.66, 0.5)
    path.lineTo(0.74, 0.8)
    path.lineTo(-0.64, 0.8)
    path.lineTo(-0.56, 0.5)
    path.lineTo(-0.2, 0.38)
    path.quadTo(-0.14, 0.1, -0.3, -0.12)
    path.quadTo(-0.62, -0.2, -0.98, -0.42)
    path.closeSubpath()
    return path


@cache
def _icon_shipyard() -> QPainterPath:
    # A sailing ship on the slipway: hull, mast and two sails.
    path = _poly([(-0.96, 0.18), (0.96, 0.18), (0.62, 0.72), (-0.62, 0.72)])
    path = path.united(_poly([(0.08, -0.86), (0.08, 0.08), (0.74, 0.08)]))
    path = path.united(_poly([(-0.08, -0.62), (-0.08, 0.08), (-0.6, 0.08)]))
    mast = QPainterPath()
    mast.addRect(QRectF(-0.05, -0.92, 0.1, 1.12))
    return path.united(mast).simplified()


@cache
def _icon_manufacturer() -> QPainterPath:
    # A wooden crate of goods: frame and a diagonal brace under a lid.
    lines = QPainterPath()
    lines.addRect(QRectF(-0.78, -0.62, 1.56, 1.4))
    lines.moveTo(-0.78, 0.78)
    lines.lineTo(0.78, -0.62)
    path = stroked(lines, 0.22)
    lid = QPainterPath()
    lid.addRect(QRectF(-0.9, -0.86, 1.8, 0.26))
    return path.united(lid).simplified()


@cache
def _icon_pottery() -> QPainterPath:
    # A vase: flared lip, narrow neck, round belly, small foot.
    path = QPainterPath()
    path.moveTo(-0.42, -0.92)
    path.lineTo(0.42, -0.92)
    path.lineTo(0.3, -0.78)
    path.quadTo(0.18, -0.62, 0.22, -0.46)
    path.cubicTo(0.95, -0.22, 0.95, 0.52, 0.34, 0.7)
    path.lineTo(0.4, 0.92)
    path.lineTo(-0.4, 0.92)
    path.lineTo(-0.34, 0.7)
    path.cubicTo(-0.95, 0.52, -0.95, -0.22, -0.22, -0.46)
    path.quadTo(-0.18, -0.62, -0.3, -0.78)
    path.closeSubpath()
    return path


@cache
def icon_brewery() -> QPainterPath:
    # A barrel: bulging staves with two hoops cut out.
    body = QPainterPath()
    body.moveTo(-0.5, -0.92)
    body.lineTo(0.5, -0.92)
    body.cubicTo(0.86, -0.5, 0.86, 0.5, 0.5, 0.92)
    body.lineTo(-0.5, 0.92)
    body.cubicTo(-0.86, 0.5, -0.86, -0.5, -0.5, -0.92)
    body.closeSubpath()
    hoops = QPainterPath()
    for y in (-0.5, 0.38):
        hoops.addRect(QRectF(-1.0, y, 2.0, 0.12))
    return body.subtracted(hoops)


@cache
def _icon_wild() -> QPainterPath:
    # A five-pointed star: the wild cards of Birmingham.
    pts = []
    for i in range(10):
        r = 0.98 if i % 2 == 0 else 0.42
        a = -math.pi / 2 + i * math.pi / 5
        pts.append(QPointF(math.cos(a) * r, math.sin(a) * r + 0.06))
    path = QPainterPath()
    path.addPolygon(QPolygonF(pts))
    path.closeSubpath()
    return path


def draw_industry_icon(painter: QPainter, industry: str, center: QPointF, radius: float,
                       color: QColor, edge: QColor | None = None) -> None:
    """Draw the vector icon of ``industry`` in a circle of ``radius`` around ``center``.

    ``edge`` outlines the silhouette (keeps light icons readable on light tiles).
    """
    edge_pen = QPen(edge, max(0.8, radius * 0.09)) if edge is not None else Qt.PenStyle.NoPen
    painter.setPen(edge_pen)
    painter.setBrush(color)
    if industry == "coal":
        body, tops = _icon_coal_faces()
        painter.drawPath(placed(body, center, radius))
        # Lit top faces make the pile read as cubes, not as a blob.
        lit = QColor(color).lighter(260) if color.lightness() < 60 else QColor(color).darker(140)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(lit)
        painter.drawPath(placed(tops, center, radius * 0.98))
        return
    builder = {
        "cotton": _icon_cotton,
        "port": _icon_port,
        "iron": _icon_iron,
        "shipyard": _icon_shipyard,
        "manufacturer": _icon_manufacturer,
        "pottery": _icon_pottery,
        "brewery": icon_brewery,
        "wild": _icon_wild,
    }.get(industry)
    if builder is None:  # unknown industry: a plain dot keeps the slot readable
        painter.drawEllipse(center, radius * 0.5, radius * 0.5)
        return
    painter.drawPath(placed(builder(), center, radius))


@cache
def _check_mark() -> QPainterPath:
    lines = QPainterPath()
    lines.moveTo(-0.55, 0.02)
    lines.lineTo(-0.15, 0.45)
    lines.lineTo(0.6, -0.45)
    return stroked(lines, 0.3)


def draw_check(painter: QPainter, center: QPointF, radius: float, color: QColor) -> None:
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(color)
    painter.drawPath(placed(_check_mark(), center, radius))


def draw_ring_value(painter: QPainter, center: QPointF, value: int, text_px: float) -> None:
    """The link-scoring value of a location: its number in a gold ring (a printed ring per
    point would be unreadable from a projector once there are three or more)."""
    radius = text_px * 0.78
    painter.setPen(QPen(GOLD_DARK, max(1.5, radius * 0.2)))
    painter.setBrush(GOLD)
    painter.drawEllipse(center, radius, radius)
    painter.setPen(QPen(QColor("#fff8df"), max(1.0, radius * 0.1)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawEllipse(center, radius * 0.72, radius * 0.72)
    painter.setPen(QColor("#2a1c00"))
    painter.setFont(font(text_px, bold=True))
    painter.drawText(QRectF(center.x() - radius, center.y() - radius, 2 * radius, 2 * radius),
                     int(Qt.AlignmentFlag.AlignCenter), str(value))


def draw_fitted_text(painter: QPainter, box: QRectF, text: str,
                     align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter, least: float = 0.55) -> None:
    """``text`` in ``box`` with the painter's font; a text wider than the box is squeezed
    sideways (never below ``least`` of its width), keeping its height: what reads from afar."""
    advance = QFontMetricsF(painter.font()).horizontalAdvance(text)
    if advance <= box.width() or advance <= 0:
        painter.drawText(box, int(align | Qt.AlignmentFlag.AlignVCenter), text)
        return
    factor = max(least, box.width() / advance)
    width = box.width() / factor
    painter.save()
    if align & Qt.AlignmentFlag.AlignLeft:
        painter.translate(box.left(), box.center().y())
        target = QRectF(0, -box.height() / 2, width, box.height())
    elif align & Qt.AlignmentFlag.AlignRight:
        painter.translate(box.right(), box.center().y())
        target = QRectF(-width, -box.height() / 2, width, box.height())
    else:
        painter.translate(box.center())
        target = QRectF(-width / 2, -box.height() / 2, width, box.height())
    painter.scale(factor, 1.0)
    painter.drawText(target, int(Qt.AlignmentFlag.AlignCenter), text)
    painter.restore()


def vp_badge_rect(center: QPointF, value: int, text_px: float, max_width: float = 0.0) -> QRectF:
    """Where ``draw_vp_badge`` draws: as wide as its number needs (at most ``max_width`` if given)."""
    height = text_px * 0.98
    advance = QFontMetricsF(font(text_px, bold=True)).horizontalAdvance(str(value))
    width = max(height * 1.15, advance + height * 0.5)
    if max_width > 0:
        width = min(width, max_width)
    return QRectF(center.x() - width / 2, center.y() - height / 2, width, height)


def draw_vp_badge(painter: QPainter, center: QPointF, value: int, text_px: float, max_width: float = 0.0,
                  outline: bool = False) -> None:
    """VP of a flipped tile: a hexagonal plate the bold number fills, as printed on the tiles —
    dark, or (``outline``, on a tile's dark band) only its cream edge, so the band shows through."""
    box = vp_badge_rect(center, value, text_px, max_width)
    tip = box.height() * 0.26
    shape = QPolygonF([QPointF(box.left(), box.center().y()), QPointF(box.left() + tip, box.top()),
                       QPointF(box.right() - tip, box.top()), QPointF(box.right(), box.center().y()),
                       QPointF(box.right() - tip, box.bottom()), QPointF(box.left() + tip, box.bottom())])
    painter.setPen(QPen(QColor("#fff6dc"), max(1.0, text_px * (0.1 if outline else 0.08))))
    painter.setBrush(Qt.BrushStyle.NoBrush if outline else QColor("#2b2118"))
    painter.drawPolygon(shape)
    painter.setPen(QColor("#fff6dc"))
    painter.setFont(font(text_px, bold=True))
    draw_fitted_text(painter, box.adjusted(tip * 0.6, 0, -tip * 0.6, 0), str(value))


def income_badge_rect(center: QPointF, value: int, text_px: float, max_width: float = 0.0) -> QRectF:
    """Where ``draw_income_badge`` draws."""
    height = text_px * 0.98
    advance = QFontMetricsF(font(text_px, bold=True)).horizontalAdvance(str(value))
    width = max(height * 0.9, advance + text_px * 0.3)
    if max_width > 0:
        width = min(width, max_width)
    return QRectF(center.x() - width / 2, center.y() - height / 2, width, height)


def draw_income_badge(painter: QPainter, center: QPointF, value: int, text_px: float,
                      max_width: float = 0.0, outline: bool = False) -> None:
    """Income gained when the tile flipped: the number on a white plate (unlike the gold ring
    values), or (``outline``, on a tile's dark band) a light number in a light frame."""
    label = str(value)  # no "+": two badges must fit side by side on a projector-sized tile
    box = income_badge_rect(center, value, text_px, max_width)
    light = QColor("#d9f7c9")
    painter.setPen(QPen(light if outline else QColor("#2b2118"), max(1.0, text_px * (0.1 if outline else 0.08))))
    painter.setBrush(Qt.BrushStyle.NoBrush if outline else QColor("#fffaf0"))
    painter.drawRoundedRect(box, box.height() * 0.22, box.height() * 0.22)
    painter.setPen(light if outline else QColor("#1d4d1d"))
    painter.setFont(font(text_px, bold=True))
    draw_fitted_text(painter, box.adjusted(text_px * 0.06, 0, -text_px * 0.06, 0), label)
