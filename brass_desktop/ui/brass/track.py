"""The score track round the edge of the Brass board, as printed: 100 spaces (0-99) that count
victory points, with the income level of each space along its inner side, and per player a VP
marker and an income marker in the player's colour and shape.

The track is a ring ``TRACK_DEPTH`` deep inside the scene's outer rectangle.  Each space has an
outer part (its number: the VP count) and an inner part (the income level of that track
position, R2.2 / Birmingham's income track); VP markers stand on the outer part, income markers
on the inner part.  Markers on one space stand side by side along the track.
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    QRectF,
    Qt,
)
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QGraphicsScene, QStyleOptionGraphicsItem, QWidget

from brass_desktop.ui.board import style
from brass_desktop.ui.brass.items import RenderContext

TRACK_SPACES = 100
TRACK_DEPTH = 88.0  # scene units, above and below the board
SIDE_DEPTH = 104.0  # left and right: numbers and income levels stand side by side there
NUMBER_SHARE = 0.55  # the outer part of a space (its number); the rest shows the income level
TEXT_PX = 34.0  # >= 13 px when the ~2400 x 1800 board is fitted into a ~1000 x 735 view (1366 x 768 projector)
MARKER_RADIUS = 20.0
MARKER_GAP = 3.0  # between markers standing side by side
ANIMATION_MS = 400
Z_TRACK = 2.0  # under the map's items (the track never overlaps them)
Z_MARKER = 45.0  # above everything on the track

TRACK_FILL = QColor("#e9dcc0")
TRACK_TENS = QColor("#d9c397")  # every tenth space, as printed, to count quickly
TRACK_EDGE = QColor("#6b5534")
TRACK_TEXT = QColor("#2a2118")
INCOME_NEGATIVE = (QColor("#eac0b4"), QColor("#dfa89a"))  # runs of one income level, alternating
INCOME_POSITIVE = (QColor("#cfe0bd"), QColor("#b8d2a0"))
INCOME_TEXT = QColor("#1d3d1d")
INCOME_TEXT_NEGATIVE = QColor("#7a1d12")


@dataclass(frozen=True)
class Space:
    """One space of the track: its rectangle, the unit vector off the board and the unit vector
    in the counting direction."""

    index: int
    rect: QRectF
    outward: QPointF
    along: QPointF

    def parts(self) -> tuple[QRectF, QRectF]:
        """(outer part with the number, inner part with the income level)."""
        r = self.rect
        d = (r.height() if self.outward.y() else r.width()) * NUMBER_SHARE
        if self.outward.y() < 0:
            return QRectF(r.left(), r.top(), r.width(), d), QRectF(r.left(), r.top() + d, r.width(), r.height() - d)
        if self.outward.y() > 0:
            return (QRectF(r.left(), r.bottom() - d, r.width(), d),
                    QRectF(r.left(), r.top(), r.width(), r.height() - d))
        if self.outward.x() > 0:
            return (QRectF(r.right() - d, r.top(), d, r.height()),
                    QRectF(r.left(), r.top(), r.width() - d, r.height()))
        return QRectF(r.left(), r.top(), d, r.height()), QRectF(r.left() + d, r.top(), r.width() - d, r.height())


def track_spaces(outer: QRectF, depth: float = TRACK_DEPTH, side_depth: float = SIDE_DEPTH,
                 count: int = TRACK_SPACES) -> list[Space]:
    """The spaces of a track running clockwise round ``outer`` from its top-left corner: four
    corners, the rest shared between the sides by their length."""
    width, height = outer.width() - 2 * side_depth, outer.height() - 2 * depth
    pairs = (count - 4) // 2
    top = max(1, round(pairs * width / (width + height)))
    side = pairs - top
    up, down, left, right = QPointF(0, -1), QPointF(0, 1), QPointF(-1, 0), QPointF(1, 0)
    x0, y0, x1, y1 = outer.left(), outer.top(), outer.right(), outer.bottom()
    sd = side_depth
    # Corners read like the row above or below them (number on the outer edge).
    spaces: list[Space] = [Space(0, QRectF(x0, y0, sd, depth), up, right)]
    step = width / top
    for i in range(top):
        spaces.append(Space(len(spaces), QRectF(x0 + sd + i * step, y0, step, depth), up, right))
    spaces.append(Space(len(spaces), QRectF(x1 - sd, y0, sd, depth), up, down))
    step_y = height / side
    for i in range(side):
        spaces.append(Space(len(spaces), QRectF(x1 - sd, y0 + depth + i * step_y, sd, step_y), right, down))
    spaces.append(Space(len(spaces), QRectF(x1 - sd, y1 - depth, sd, depth), down, left))
    for i in range(top):
        spaces.append(Space(len(spaces), QRectF(x1 - sd - (i + 1) * step, y1 - depth, step, depth), down, left))
    spaces.append(Space(len(spaces), QRectF(x0, y1 - depth, sd, depth), down, up))
    for i in range(side):
        spaces.append(Space(len(spaces), QRectF(x0, y1 - depth - (i + 1) * step_y, sd, step_y), left, up))
    return spaces


def _shared_edge(a: QRectF, b: QRectF) -> QPainterPath:
    """The side two touching rectangles share, as a path."""
    path = QPainterPath()
    if abs(a.bottom() - b.top()) < 0.5 or abs(a.top() - b.bottom()) < 0.5:
        y = a.bottom() if abs(a.bottom() - b.top()) < 0.5 else a.top()
        path.moveTo(a.left(), y)
        path.lineTo(a.right(), y)
    else:
        x = a.right() if abs(a.right() - b.left()) < 0.5 else a.left()
        path.moveTo(x, a.top())
        path.lineTo(x, a.bottom())
    return path


def income_runs(levels: Sequence[int]) -> list[tuple[int, int, int]]:
    """(first position, last position, level) of each run of track positions with one income level."""
    runs: list[tuple[int, int, int]] = []
    for position, level in enumerate(levels):
        if runs and runs[-1][2] == level:
            runs[-1] = (runs[-1][0], position, level)
        else:
            runs.append((position, position, level))
    return runs


def signed_level(level: int) -> str:
    """An income level as printed on the track: "−3", "0", "12" (a true minus sign)."""
    return f"\u2212{-level}" if level < 0 else str(level)


class ScoreTrackItem(QGraphicsItem):
    """The printed ring of 100 spaces: numbers outside, income levels inside."""

    def __init__(self, outer: QRectF, income_levels: Sequence[int]) -> None:
        super().__init__()
        self.outer = QRectF(outer)
        self.spaces = track_spaces(outer)
        self.levels = tuple(income_levels)
        self.setZValue(Z_TRACK)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)  # 140 texts: paint once per zoom
        ring = QPainterPath()
        ring.addRect(self.outer)
        inner = QPainterPath()
        inner.addRect(self.outer.adjusted(SIDE_DEPTH, TRACK_DEPTH, -SIDE_DEPTH, -TRACK_DEPTH))
        self._ring = ring.subtracted(inner)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt API)
        return self.outer.adjusted(-2, -2, 2, 2)

    def shape(self) -> QPainterPath:
        return self._ring

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(TRACK_FILL)
        painter.drawPath(self._ring)
        self._paint_income(painter)
        number_font = style.font(TEXT_PX, bold=True)
        edge = QPen(TRACK_EDGE, 1.6)
        divider = QPainterPath()  # between the numbers and the income levels, all round
        for space in self.spaces:
            outer_part, inner_part = space.parts()
            divider.addPath(_shared_edge(outer_part, inner_part))
            painter.setPen(Qt.PenStyle.NoPen)
            if space.index % 10 == 0:
                painter.setBrush(TRACK_TENS)
                painter.drawRect(outer_part)
            painter.setPen(edge)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRect(space.rect)
            painter.setFont(number_font)
            painter.setPen(TRACK_TEXT)
            painter.drawText(outer_part, int(Qt.AlignmentFlag.AlignCenter), str(space.index))
        painter.setPen(QPen(TRACK_EDGE, 3.0))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(divider)
        painter.setPen(QPen(TRACK_EDGE, 4.0))
        painter.drawPath(self._ring)

    def _paint_income(self, painter: QPainter) -> None:
        """Runs of one income level share a tint (red below zero) and one label, as printed."""
        painter.setFont(style.font(TEXT_PX, bold=True))
        for n, (first, last, level) in enumerate(income_runs(self.levels[:len(self.spaces)])):
            tints = INCOME_NEGATIVE if level < 0 else INCOME_POSITIVE
            parts = [self.spaces[i].parts()[1] for i in range(first, last + 1)]
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(tints[n % 2])
            for part in parts:
                painter.drawRect(part)
            # The label stands on the run's spaces of one side (a run may turn a corner).
            middle = self.spaces[(first + last) // 2]
            same_side = [p for i, p in zip(range(first, last + 1), parts, strict=True)
                         if self.spaces[i].outward == middle.outward]
            box = same_side[0]
            for part in same_side[1:]:
                box = box.united(part)
            painter.setPen(INCOME_TEXT_NEGATIVE if level < 0 else INCOME_TEXT)
            painter.drawText(box, int(Qt.AlignmentFlag.AlignCenter), signed_level(level))


class TrackMarker(QGraphicsObject):
    """One player's VP marker (solid) or income marker (hollow, on the inner part)."""

    def __init__(self, ctx: RenderContext, player: int, kind: str) -> None:
        super().__init__()
        self.ctx = ctx
        self.player = player
        self.kind = kind  # "vp" | "income"
        self.space = 0  # the track space it stands on
        self.value = 0  # VP (may pass 99: the marker goes round again) or income track position
        self.setZValue(Z_MARKER + (0.5 if kind == "vp" else 0.0))
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt API)
        r = MARKER_RADIUS + 4
        return QRectF(-r, -r, 2 * r, 2 * r)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        shape = style.player_shape(self.player)
        color = self.ctx.color(self.player)
        style.draw_player_shape(painter, shape, QPointF(0, 0), MARKER_RADIUS, color, QColor("#111111"), 2.5)
        if self.kind == "income":  # hollow: the same shape with a light heart
            style.draw_player_shape(painter, shape, QPointF(0, 0), MARKER_RADIUS * 0.45,
                                    QColor("#fffaf0"), QColor("#111111"), 1.2)


class ScoreTrack:
    """The track and its markers in a scene; ``set_values`` moves the markers (animated or not)."""

    def __init__(self, scene: QGraphicsScene, ctx: RenderContext, outer: QRectF,
                 income_levels: Sequence[int]) -> None:
        self.scene = scene
        self.ctx = ctx
        self.item = ScoreTrackItem(outer, income_levels)
        scene.addItem(self.item)
        self.markers: list[TrackMarker] = []  # vp and income marker of player 0, then player 1, ...
        self._animation: QParallelAnimationGroup | None = None

    def spaces(self) -> list[Space]:
        return self.item.spaces

    def set_player_count(self, count: int) -> None:
        """One VP and one income marker per player."""
        while len(self.markers) > 2 * count:
            self.scene.removeItem(self.markers.pop())
        while len(self.markers) < 2 * count:
            player, kind = divmod(len(self.markers), 2)
            marker = TrackMarker(self.ctx, player, "income" if kind else "vp")
            self.scene.addItem(marker)
            self.markers.append(marker)

    def marker(self, player: int, kind: str) -> TrackMarker:
        return self.markers[2 * player + (1 if kind == "income" else 0)]

    def set_values(self, vp: Sequence[int] | None, income: Sequence[int] | None, animate: bool) -> None:
        """Put each player's markers on their spaces (``None``: leave that kind where it is)."""
        for kind, values in (("vp", vp), ("income", income)):
            if values is None:
                continue
            for player, value in enumerate(values[:len(self.markers) // 2]):
                marker = self.marker(player, kind)
                marker.value = int(value)
                marker.space = int(value) % TRACK_SPACES if kind == "vp" else max(0, min(TRACK_SPACES - 1, int(value)))
        self._place(animate)

    def _targets(self) -> dict[TrackMarker, QPointF]:
        """Where each marker stands: side by side along the track with the others on its space."""
        groups: dict[tuple[str, int], list[TrackMarker]] = {}
        for marker in self.markers:
            groups.setdefault((marker.kind, marker.space), []).append(marker)
        spaces = self.item.spaces
        targets: dict[TrackMarker, QPointF] = {}
        pitch = 2 * MARKER_RADIUS + MARKER_GAP
        for (kind, index), group in groups.items():
            space = spaces[index]
            outer_part, inner_part = space.parts()
            centre = (outer_part if kind == "vp" else inner_part).center()
            half = (len(group) - 1) / 2 * pitch
            # A row that would leave the board at a corner slides back onto it.
            room = self.item.outer.adjusted(MARKER_RADIUS + 4, MARKER_RADIUS + 4, -MARKER_RADIUS - 4,
                                            -MARKER_RADIUS - 4)
            ends = (centre - space.along * half, centre + space.along * half)
            shift = QPointF(0, 0)
            for end in ends:
                shift += QPointF(max(0.0, room.left() - end.x()) - max(0.0, end.x() - room.right()),
                                 max(0.0, room.top() - end.y()) - max(0.0, end.y() - room.bottom()))
            for n, marker in enumerate(group):
                targets[marker] = centre + shift + space.along * (n * pitch - half)
        return targets

    def _place(self, animate: bool) -> None:
        if self._animation is not None:
            self._animation.stop()
            self._animation = None
        targets = self._targets()
        moving = [(m, t) for m, t in targets.items() if m.pos() != t]
        if not animate or not moving:
            for marker, target in targets.items():
                marker.setPos(target)
            return
        group = QParallelAnimationGroup(self.scene)
        for marker, target in moving:
            animation = QPropertyAnimation(marker, b"pos", group)
            animation.setDuration(ANIMATION_MS)
            animation.setStartValue(marker.pos())
            animation.setEndValue(target)
            animation.setEasingCurve(QEasingCurve.Type.InOutCubic)
            group.addAnimation(animation)
        self._animation = group
        group.start(QAbstractAnimation.DeletionPolicy.KeepWhenStopped)

    def finish(self) -> None:
        """Jump any running animation to its end (tests, and a sync during an animation)."""
        if self._animation is not None:
            self._animation.stop()
            self._animation = None
        for marker, target in self._targets().items():
            marker.setPos(target)

    def animating(self) -> bool:
        return self._animation is not None and self._animation.state() == QAbstractAnimation.State.Running
