"""Review points: what income or a stage's scoring is about to do, shown over the map.

The controller holds a confirmed action at each review point (``GameController.pending_review``,
from ``Game.upcoming``); this panel says who gets or pays what, or what will score (how links
and tiles score, and how many of each player's do: never the totals, which the scoring's reveal
shows step by step), and marks every scoring link and tile on the map with its VP.  Continue (or
Enter) goes on; Undo takes the waiting action back.
"""
from __future__ import annotations

import html
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import (
    QFrame,
    QGraphicsItem,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QStyleOptionGraphicsItem,
    QVBoxLayout,
    QWidget,
)

from brass_desktop.engine import GameData, ReviewPoint
from brass_desktop.ui import rule_links, texts
from brass_desktop.ui.board import style
from brass_desktop.ui.panels.base import player_color


class VpMark(QGraphicsItem):
    """"+3" in the scoring player's colour over a link or tile that is about to score."""

    def __init__(self, center: QPointF, text: str, color: QColor, size: float) -> None:
        super().__init__()
        self.text, self.color, self.size = text, color, size
        self.setPos(center)
        self.setZValue(style.Z_DECOR + 1)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        # Screen-sized, whatever the zoom: the marks must read on a small laptop map and a projector.
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt API)
        w, h = self.size * (0.7 + 0.62 * len(self.text)), self.size * 1.5
        return QRectF(-w / 2, -h / 2, w, h)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.boundingRect()
        painter.setPen(QPen(QColor("#ffffff"), 2.5))
        painter.setBrush(self.color)
        painter.drawRoundedRect(rect, rect.height() / 2, rect.height() / 2)
        painter.setFont(style.font(self.size, bold=True))
        painter.setPen(QColor("#ffffff"))
        painter.drawText(rect, int(Qt.AlignmentFlag.AlignCenter), self.text)


class ReviewPanel(QFrame):
    """The review point in view over the map (hidden when there is none)."""

    continue_clicked = Signal()
    undo_clicked = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ReviewPanel")
        self.setStyleSheet("#ReviewPanel { background: rgba(255, 250, 235, 240); border: 2px solid #8a6d00;"
                           " border-radius: 8px; }")
        self.title = QLabel()
        self.title.setObjectName("ReviewTitle")
        self.title.setWordWrap(True)
        self.body = QLabel()
        self.body.setTextFormat(Qt.TextFormat.RichText)
        self.body.setWordWrap(True)
        self.body.setTextInteractionFlags(Qt.TextInteractionFlag.TextBrowserInteraction)
        self.continue_button = QPushButton()
        self.continue_button.setObjectName("Primary")
        self.continue_button.clicked.connect(self.continue_clicked)
        self.undo_button = QPushButton()
        self.undo_button.clicked.connect(self.undo_clicked)
        buttons = QHBoxLayout()
        buttons.addWidget(self.continue_button)
        buttons.addWidget(self.undo_button)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addWidget(self.body)
        layout.addLayout(buttons)
        self._marks: list[QGraphicsItem] = []
        self._scene: Any | None = None
        self.point: ReviewPoint | None = None
        self.hide()

    def show_point(self, point: ReviewPoint | None, number: int, count: int, names: Sequence[str],
                   data: GameData, scene: Any) -> None:
        """Show ``point`` (the ``number``-th of ``count`` of the waiting action) and mark the map; None hides."""
        self.clear_marks()
        self.point = point
        if point is None:
            self.hide()
            return
        tr = texts.translate
        # The game's words: its income, its stage's scoring; a second line says what will score.
        title, _, what = texts.review_point_title(point, data).partition("\n")
        if count > 1:
            title += " " + texts.fill(tr("ReviewPanel", "({n} of {count})"), {"n": number, "count": count})
        self.title.setText(f"<b>{html.escape(title)}</b>")
        rule = rule_links.review_point_rule(point.step, data.game)
        lines = ([html.escape(what)] if what else []) + [self._row_text(row, point, names, data) for row in point.rows]
        link = f"<br>{rule_links.rule_anchor(data.game, rule)}" if rule else ""
        self.body.setText("<br>".join(lines) + link)
        self.continue_button.setText(tr("ReviewPanel", "Continue (Enter)"))
        self.undo_button.setText(tr("ReviewPanel", "Undo (Ctrl+Z)"))
        self._mark(point, scene)
        self.show()
        self.raise_()
        # as tall as the wrapped lines need at the panel's width
        height = self.heightForWidth(self.width())
        self.resize(self.width(), height if height > 0 else self.sizeHint().height())

    @staticmethod
    def _row_text(row: dict[str, Any], point: ReviewPoint, names: Sequence[str], data: GameData) -> str:
        player = row["player"]
        who = f'<b style="color:{player_color(player).darker(130).name()}">' \
              f"{html.escape(texts.player_name(player, names))}</b>"
        text = texts.review_point_row(row, point, data)
        return f"{who}: {html.escape(text)}"

    def _mark(self, point: ReviewPoint, scene: Any) -> None:
        """Everything about to score glows and carries its VP in its owner's colour (the scene
        says what and where: ``review_marks``)."""
        slots, lines, marks = scene.review_marks(point)
        scene.set_highlights(slots, lines)
        size = 24.0 if scene.presentation() else 15.0  # screen pixels
        for center, player, vp in marks:
            self._add(scene, VpMark(center, f"+{vp}", player_color(player), size))
        self._scene = scene

    def _add(self, scene: Any, item: QGraphicsItem) -> None:
        scene.addItem(item)
        self._marks.append(item)

    def clear_marks(self) -> None:
        scene = self._scene
        if scene is not None:
            for item in self._marks:
                if item.scene() is scene:
                    scene.removeItem(item)
            scene.set_highlights((), ())
        self._marks = []
        self._scene = None

    def marks(self) -> list[str]:
        """The VP texts on the map (tests)."""
        return sorted(getattr(m, "text", "") for m in self._marks)
