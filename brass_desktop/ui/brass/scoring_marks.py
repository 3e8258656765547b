"""Gold marks of the scoring moment: the links and tiles that score in the step being revealed.

Each mark is an item of its own above the board (a halo along a link, a ring round a tile) with
the VP it brings in a badge, so the marks never touch the highlight and selection state the
draft uses.
"""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPainterPathStroker, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from brass_desktop.ui.board import style

GOLD = QColor("#f2b705")
GOLD_DARK = QColor("#7a5200")
Z_SCORING = style.Z_LABEL + 5  # above names, below the compass and key


class ScoringMark(QGraphicsItem):
    """A gold halo along ``path`` (scene coordinates) and a "+N" badge at ``anchor``."""

    def __init__(self, path: QPainterPath, anchor: QPointF, vp: int, halo: float, badge_px: float) -> None:
        super().__init__()
        self.setZValue(Z_SCORING)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)  # the board stays clickable beneath
        self.setAcceptHoverEvents(False)
        self.path, self.anchor, self.vp, self.halo, self.badge_px = path, anchor, vp, halo, badge_px
        stroker = QPainterPathStroker()
        stroker.setWidth(halo)
        self._band = stroker.createStroke(path)
        self._badge = self._badge_rect()

    def _badge_rect(self) -> QRectF:
        width = self.badge_px * (1.2 + 0.6 * len(self.label))
        height = self.badge_px * 1.5
        return QRectF(self.anchor.x() - width / 2, self.anchor.y() - height / 2, width, height)

    @property
    def label(self) -> str:
        return f"+{self.vp}"

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt API)
        return self._band.boundingRect().united(self._badge).adjusted(-4, -4, 4, 4)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        halo = QColor(GOLD)
        halo.setAlpha(150)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QBrush(halo))
        painter.drawPath(self._band)
        painter.setPen(QPen(GOLD_DARK, max(2.0, self.badge_px / 8)))
        painter.setBrush(QBrush(GOLD))
        radius = self._badge.height() / 2
        painter.drawRoundedRect(self._badge, radius, radius)
        painter.setPen(QColor("#2b1a00"))
        painter.setFont(style.font(self.badge_px, bold=True))
        painter.drawText(self._badge, Qt.AlignmentFlag.AlignCenter, self.label)


def review_marks(scene: Any, point: Any) -> tuple[set[str], set[str], list[tuple[QPointF, int, int]]]:
    """What a review point marks on a Brass board: before an era's scoring, every scoring slot
    and line, each with (scene centre, player, VP); nothing before income."""
    slots: set[str] = set()
    lines: set[str] = set()
    marks: list[tuple[QPointF, int, int]] = []
    if point.step != "score_era":
        return slots, lines, marks
    for row in point.rows:
        for item in row["industry_items"]:
            if item["vp"]:
                slots.add(item["slot"])
                marks.append((scene.slot_item(item["slot"]).sceneBoundingRect().center(), row["player"], item["vp"]))
        for item in row["link_items"]:
            if item["vp"]:
                lines.add(item["line"])
                graphic: Any = scene.line_item(item["line"])
                path = getattr(graphic, "path", None)
                center = path.pointAtPercent(0.5) if path is not None else graphic.sceneBoundingRect().center()
                marks.append((graphic.mapToScene(center), row["player"], item["vp"]))
    return slots, lines, marks
