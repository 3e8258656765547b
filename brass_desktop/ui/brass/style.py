"""The Brass family's own colours and marks on top of the shared board style (``ui/board/style.py``):
canals and railways, the other era's lines, beer barrels, merchants and the rail-era mark."""
from __future__ import annotations

from functools import cache

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen

from brass_desktop.ui.board.style import COAL_CUBE, IRON_CUBE, icon_brewery, placed, stroked

CANAL_WATER = QColor("#2f7fc0")
CANAL_INNER = QColor("#a9d3f2")
RAIL_STEEL = QColor("#2e2e2e")
VIRTUAL_LINE = QColor("#3a3a3a")
OTHER_ERA_OPACITY = 0.22  # lines of the era that is not being played
BEER = QColor("#c98a1b")  # beer barrels (Birmingham)
BEER_EDGE = QColor("#5a3a08")
MERCHANT_FILL = QColor("#5a3d2b")  # merchant locations (Birmingham)
MERCHANT_EDGE = QColor("#2b1c12")
MERCHANT_TILE = QColor("#f7efd9")

# Resource badges drawn on tiles that hold cubes or barrels.
RESOURCE_COLORS = {"coal": COAL_CUBE, "iron": IRON_CUBE, "brewery": BEER}


def draw_barrel(painter: QPainter, center: QPointF, radius: float, full: bool = True) -> None:
    """A beer barrel (full) or the empty beer space a barrel came from (dashed ring)."""
    if full:
        painter.setPen(QPen(BEER_EDGE, max(0.8, radius * 0.12)))
        painter.setBrush(BEER)
        painter.drawPath(placed(icon_brewery(), center, radius))
        return
    pen = QPen(BEER_EDGE, max(0.8, radius * 0.14), Qt.PenStyle.DashLine)
    painter.setPen(pen)
    painter.setBrush(QColor(255, 255, 255, 120))
    painter.drawEllipse(center, radius * 0.8, radius * 0.8)


@cache
def _rail_glyph() -> QPainterPath:
    lines = QPainterPath()
    lines.moveTo(-1.0, -0.32)
    lines.lineTo(1.0, -0.32)
    lines.moveTo(-1.0, 0.32)
    lines.lineTo(1.0, 0.32)
    for x in (-0.75, -0.25, 0.25, 0.75):
        lines.moveTo(x, -0.62)
        lines.lineTo(x, 0.62)
    return stroked(lines, 0.16)


def draw_rail_glyph(painter: QPainter, center: QPointF, half_width: float, color: QColor) -> None:
    """A short piece of track: the "rail era only" mark."""
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(color)
    painter.drawPath(placed(_rail_glyph(), center, half_width))
