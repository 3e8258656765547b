"""What the room sees of a window: the drawn board's share of the screen and the smallest text.

Measured from what is drawn, not from widget sizes: every visible item of the board scene is
painted into a recording painter with the transform the view gives it, so a text's size is its
font in screen pixels, and the board's extent is the items' bounding rectangle as the view shows
it (the scene's margins and the view's empty parchment excluded).  Used by the layout tests
(tests/ui/test_room_sees.py) and by ``benchmarks/room_metrics.py``.
"""
from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QRect, QRectF
from PySide6.QtGui import QFontInfo, QImage, QPainter
from PySide6.QtWidgets import (
    QAbstractButton,
    QGraphicsItem,
    QGraphicsView,
    QLabel,
    QStyleOptionGraphicsItem,
    QWidget,
)


@dataclass(frozen=True)
class DrawnText:
    """One text as drawn on the screen: its em size in screen pixels and its words."""

    pixels: float
    text: str


class _RecordingPainter(QPainter):
    """A painter that notes the screen size of every text drawn through it."""

    def __init__(self, device: QImage) -> None:
        super().__init__(device)
        self.texts: list[DrawnText] = []

    def drawText(self, *args: object) -> None:  # type: ignore[override]  # noqa: N802 (Qt API)
        font = self.font()
        size = font.pixelSize() if font.pixelSize() > 0 else font.pointSizeF() * self.device().logicalDpiY() / 72
        transform = self.worldTransform()
        # The height of one em after the transform (rotated text included).
        scale = math.hypot(transform.m21(), transform.m22())
        words = next((arg for arg in args if isinstance(arg, str)), "")
        if words.strip():
            self.texts.append(DrawnText(size * scale, words))
        super().drawText(*args)  # type: ignore[call-overload]


def _shown_items(view: QGraphicsView) -> list[QGraphicsItem]:
    scene = view.scene()
    if scene is None:
        return []
    visible = view.mapToScene(view.viewport().rect()).boundingRect()
    return [item for item in scene.items() if item.isVisible() and item.opacity() > 0.05
            and item.sceneBoundingRect().intersects(visible)]


def board_texts(view: QGraphicsView) -> list[DrawnText]:
    """Every text the board scene draws in ``view`` (items and background), at its screen size."""
    image = QImage(max(1, view.viewport().width()), max(1, view.viewport().height()),
                   QImage.Format.Format_ARGB32_Premultiplied)
    painter = _RecordingPainter(image)
    to_view = view.viewportTransform()
    scene = view.scene()
    if scene is not None:
        painter.setWorldTransform(to_view)
        visible = view.mapToScene(view.viewport().rect()).boundingRect()
        view.drawBackground(painter, visible)
    for item in _shown_items(view):
        painter.setWorldTransform(item.sceneTransform() * to_view)
        painter.setOpacity(1.0)
        item.paint(painter, QStyleOptionGraphicsItem(), None)
    painter.end()
    return painter.texts


def drawn_board_rect(view: QGraphicsView) -> QRect:
    """The board as drawn: the bounding rectangle of the visible items, in window pixels of
    ``view``'s window, clipped to the viewport."""
    rect = QRectF()
    for item in _shown_items(view):
        rect = rect.united(item.sceneBoundingRect())
    on_view = view.mapFromScene(rect).boundingRect().intersected(view.viewport().rect())
    top_left = view.viewport().mapTo(view.window(), on_view.topLeft())
    return QRect(top_left, on_view.size())


def board_share(view: QGraphicsView, screen_width: int, screen_height: int) -> float:
    """The drawn board's area as a share of a ``screen_width`` x ``screen_height`` screen."""
    rect = drawn_board_rect(view)
    return rect.width() * rect.height() / float(screen_width * screen_height)


def widget_texts(root: QWidget) -> list[DrawnText]:
    """The font size in pixels of every visible label and button with text under ``root``."""
    texts: list[DrawnText] = []
    for widget in [root, *root.findChildren(QWidget)]:
        if not widget.isVisibleTo(root.window()) or not widget.isVisible():
            continue
        if isinstance(widget, QLabel | QAbstractButton) and widget.text().strip():
            texts.append(DrawnText(float(QFontInfo(widget.font()).pixelSize()), widget.text()))
    return texts


def smallest(texts: list[DrawnText]) -> DrawnText | None:
    """The smallest of ``texts`` (None: no text)."""
    return min(texts, key=lambda text: text.pixels, default=None)
