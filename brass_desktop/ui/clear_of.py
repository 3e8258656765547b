"""Where a panel laid over the map goes so that it hides none of the places it talks about.

The guide, the hints and the review point each mark places on the map and explain them in a
panel over the same map (issue 39: the Lancashire guide covered Manchester, the Birmingham one
Coventry-Oxford).  :func:`clear_spot` chooses the panel's top-left corner: the first preferred
corner whose rectangle meets none of the marked items' rectangles (mapped to the view), else
the free place nearest to it, else the place that hides least of them.  Other panels already on
the map (``others``) are kept clear of the same way, after the marked items.
"""
from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtWidgets import QGraphicsView, QWidget

#: Pixels between a panel and the map's edge.
MARGIN = 12
#: Pixels between two places tried when no corner is free.
STEP = 24
CORNERS = ("top-left", "top-right", "bottom-left", "bottom-right")


def marked_rects(view: QGraphicsView) -> list[QRect]:
    """The view rectangles of the items marked on the map (the scene's ``marked_rects``, one per
    item; a scene without it gives the rectangle around them all)."""
    scene: Any = view.scene()
    if scene is None:
        return []
    rects = scene.marked_rects() if hasattr(scene, "marked_rects") else [scene.marked_rect()]
    # in the view's own coordinates, as the panels over it are placed (the viewport sits inside its frame)
    offset = view.viewport().pos()
    return [view.mapFromScene(r).boundingRect().translated(offset) for r in rects if not r.isEmpty()]


def panels_over(view: QGraphicsView, *leave_out: QWidget) -> list[QRect]:
    """The rectangles of the other panels shown over the map (not ``leave_out``)."""
    return [w.geometry() for w in view.findChildren(QWidget, options=Qt.FindChildOption.FindDirectChildrenOnly)
            if w.isVisible() and w not in leave_out and w is not view.viewport()
            and not w.objectName().startswith("qt_")]


def _corner(area: QRect, size: QSize, corner: str, bottom: int) -> QPoint:
    x = area.left() + MARGIN if corner.endswith("left") else area.right() + 1 - size.width() - MARGIN
    y = area.top() + MARGIN if corner.startswith("top") else area.bottom() + 1 - size.height() - bottom
    return QPoint(max(area.left(), x), max(area.top(), y))


def _hidden(box: QRect, rects: Iterable[QRect]) -> int:
    """Pixels of ``rects`` under ``box``."""
    total = 0
    for rect in rects:
        part = box.intersected(rect)
        if not part.isEmpty():
            total += part.width() * part.height()
    return total


def clear_spot(area: QRect, size: QSize, marked: Sequence[QRect], others: Sequence[QRect] = (),
               prefer: Sequence[str] = CORNERS, bottom: int = MARGIN) -> QPoint:
    """The top-left point of a ``size`` panel inside ``area`` (the map's rectangle) that covers
    none of ``marked`` (nor of ``others``, where it can): the first of the ``prefer`` corners that
    is free, else the free place nearest to the first preferred corner, else the place hiding the
    fewest marked pixels.  ``bottom``: the margin kept at the bottom edge (a note stands there)."""
    corners = [_corner(area, size, c, bottom) for c in prefer]

    def cost(point: QPoint) -> tuple[int, int]:
        box = QRect(point, size)
        return _hidden(box, marked), _hidden(box, others)

    for point in corners:
        if cost(point) == (0, 0):
            return point
    home = corners[0]
    right = max(area.left(), area.right() + 1 - size.width() - MARGIN)
    lowest = max(area.top(), area.bottom() + 1 - size.height() - bottom)
    best, best_key = home, (*cost(home), 0)
    for y in [*range(area.top() + MARGIN, lowest, STEP), lowest]:
        for x in [*range(area.left() + MARGIN, right, STEP), right]:
            point = QPoint(x, y)
            hidden, over = cost(point)
            key = (hidden, over, (x - home.x()) ** 2 + (y - home.y()) ** 2)
            if key < best_key:
                best, best_key = point, key
    for point in corners:  # a corner as good as the best place found: corners read tidier
        if cost(point) <= best_key[:2]:
            return point
    return best


def is_clear(point: QPoint, size: QSize, marked: Sequence[QRect]) -> bool:
    """Whether a ``size`` panel at ``point`` hides none of ``marked``."""
    box = QRect(point, size)
    return not any(box.intersects(rect) for rect in marked)


def place_clear(panel: QWidget, view: QGraphicsView, prefer: Sequence[str] = CORNERS,
                bottom: int = MARGIN, ignore: Sequence[QWidget] = ()) -> QPoint:
    """Move ``panel`` (a child of ``view``, already sized) clear of the marked items and of the
    other panels over the map (but ``ignore``); returns where it went."""
    spot = clear_spot(view.viewport().geometry(), panel.size(), marked_rects(view),
                      panels_over(view, panel, *ignore), prefer, bottom)
    panel.move(spot)
    return spot
