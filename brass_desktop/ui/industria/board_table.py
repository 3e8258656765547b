"""The public table drawn around Industria's board: the score track (0-99) as a ring around the
whole board with each player's marker at their VP (moving along the track), the players' boxes
under the board (shape and colour, coins, VP, tiles built and in hand, start player, to play)
and the column right of the board (the epoch and round, what the bank sells, the auctioneer,
the tile on offer with the current bid; the revealed tiles themselves are tile items).

Everything here reads the position the scene shows (``scene.state``): while a reveal holds the
view, that is the held position, so nothing here tells a total before its step.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEasingCurve, QPointF, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from brass_desktop.ui.board import style
from brass_desktop.ui.industria import words
from brass_desktop.ui.industria.tiles import DARK, TILE_H, TILE_W, draw_coin, draw_resource, font, tint
from brass_desktop.ui.texts import fill, translate

if TYPE_CHECKING:
    from brass_desktop.ui.industria.scene import IndustriaScene

# -- geometry (scene units; the board file's coordinates are 0..1000 across, 30..830 down) --------
COL_X, COL_W = 1020.0, 330.0  # the column right of the board: epoch, bank, auction display
CONTENT_LEFT, CONTENT_TOP, CONTENT_RIGHT = -8.0, -8.0, 1358.0
BOARD_BOTTOM = 840.0  # below the regions (830)
BAND_Y, BAND_H = 850.0, 152.0  # the players' boxes (presentation: the side column keeps the acting seat only)
TRACK_T, TRACK_GAP = 52.0, 6.0  # the score ring's width and its distance from the board
TRACK_TOP_CELLS, TRACK_SIDE_CELLS = 29, 21  # 2 x 29 + 2 x 21 = 100 spaces, 0 at the top left corner
LOT_Y, LOT_SCALE, OFFER_SCALE = 226.0, 1.5, 1.3  # the auction display: the lot, the other revealed tiles
TEXT = QColor("#1c1814")
LEFT_MIDDLE = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
PANEL_FILL = QColor("#fbf6ea")
PANEL_EDGE = QColor("#8c7a62")


def content_rect(band: bool) -> QRectF:
    """The board, the right column and (``band``) the players' boxes, inside the score ring."""
    bottom = BAND_Y + BAND_H if band else BOARD_BOTTOM
    return QRectF(CONTENT_LEFT, CONTENT_TOP, CONTENT_RIGHT - CONTENT_LEFT, bottom - CONTENT_TOP)


def track_rect(band: bool) -> QRectF:
    """The outer edge of the score ring."""
    m = TRACK_T + TRACK_GAP
    return content_rect(band).adjusted(-m, -m, m, m)


def track_cell(n: int, band: bool) -> QRectF:
    """Score space ``n`` (0-99) on the ring: clockwise from the top left corner."""
    outer = track_rect(band)
    a, b = TRACK_TOP_CELLS, TRACK_SIDE_CELLS
    cw, ch = outer.width() / a, (outer.height() - 2 * TRACK_T) / b
    n %= 100
    if n < a:  # the top row, left to right
        return QRectF(outer.left() + n * cw, outer.top(), cw, TRACK_T)
    if n < a + b:  # down the right side
        return QRectF(outer.right() - TRACK_T, outer.top() + TRACK_T + (n - a) * ch, TRACK_T, ch)
    if n < 2 * a + b:  # the bottom row, right to left
        return QRectF(outer.right() - (n - a - b + 1) * cw, outer.bottom() - TRACK_T, cw, TRACK_T)
    return QRectF(outer.left(), outer.bottom() - TRACK_T - (n - 2 * a - b + 1) * ch, TRACK_T, ch)


def track_point(vp: float, band: bool) -> QPointF:
    """Where a marker at ``vp`` (between two spaces while it moves) stands on the ring."""
    low = int(vp // 1)
    a, b = track_cell(low, band).center(), track_cell(low + 1, band).center()
    t = vp - low
    return QPointF(a.x() + (b.x() - a.x()) * t, a.y() + (b.y() - a.y()) * t)


class TrackItem(QGraphicsItem):
    """The score ring: 100 numbered spaces, every fifth gold, every tenth darker."""

    def __init__(self, board: IndustriaScene) -> None:
        super().__init__()
        self.board = board
        self.setZValue(style.Z_LOCATION)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt API)
        return track_rect(self.board.band_shown()).adjusted(-2, -2, 2, 2)

    def refit(self) -> None:
        self.prepareGeometryChange()
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        band = self.board.band_shown()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        size = max(20.0, self.board.min_text_px())
        for n in range(100):
            cell = track_cell(n, band).adjusted(1, 1, -1, -1)
            painter.setPen(QPen(PANEL_EDGE, 1.2))
            painter.setBrush(QColor("#e9c75a") if n % 10 == 0 else QColor("#f6e7b0") if n % 5 == 0
                             else QColor("#fffaf0"))
            painter.drawRect(cell)
            painter.setPen(TEXT if n % 5 == 0 else QColor("#5a4a36"))
            painter.setFont(font(size, n % 5 == 0))
            painter.drawText(cell, Qt.AlignmentFlag.AlignCenter, str(n))


class MarkerItem(QGraphicsObject):
    """A player's marker on the score ring; it walks along the track to a new score."""

    RADIUS = 17.0

    def __init__(self, board: IndustriaScene, seat: int) -> None:
        super().__init__()
        self.board, self.seat = board, seat
        self.vp: int | None = None  # the score it stands for (at once; the walk follows)
        self.place = 0.0  # where it is drawn now (a fraction while it walks)
        self.offset = QPointF()  # its place among markers sharing a space
        self.animation = QVariantAnimation(self)
        self.animation.setEasingCurve(QEasingCurve.Type.InOutQuad)
        self.animation.valueChanged.connect(self._walk)
        self.animation.finished.connect(self.board.layout_markers)
        self.setZValue(style.Z_DECOR + 5)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt API)
        r = self.RADIUS + 3
        return QRectF(-r, -r, 2 * r, 2 * r)

    def moving(self) -> bool:
        return self.animation.state() == QVariantAnimation.State.Running

    def show_vp(self, vp: int, animate: bool) -> None:
        """Stand for ``vp``: walk there along the track (``animate``) or stand there at once."""
        if vp == self.vp:
            return
        old, self.vp = self.vp, vp
        self.animation.stop()
        if old is None or not animate or abs(vp - old) > 60:
            self._walk(float(vp))
            return
        self.offset = QPointF()
        self.animation.setStartValue(float(self.place))
        self.animation.setEndValue(float(vp))
        self.animation.setDuration(int(min(2200, 500 + 110 * abs(vp - old))))
        self.animation.start()

    def finish(self) -> None:
        """End a walk at once (tests, a replaced game)."""
        if self.moving():
            self.animation.stop()
            self._walk(float(self.vp or 0))
            self.board.layout_markers()

    def _walk(self, value: Any) -> None:
        self.place = float(value)
        self.setPos(track_point(self.place % 100, self.board.band_shown()) + self.offset)

    def settle(self, offset: QPointF) -> None:
        if not self.moving():
            self.offset = offset
            self._walk(float(self.vp or 0))

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        radius = self.RADIUS * (0.75 if self.offset != QPointF() else 1.0)
        style.draw_player_shape(painter, style.player_shape(self.seat), QPointF(0, 0), radius,
                                style.player_color(self.board.colors, self.seat), DARK, 2.4)


class PlayerBoxItem(QGraphicsItem):
    """One player's box under the board: shape and name; coins, VP and tiles built; tiles in hand,
    start player and to play (a gold frame too)."""

    def __init__(self, board: IndustriaScene, seat: int) -> None:
        super().__init__()
        self.board, self.seat = board, seat
        self.rect = QRectF()
        self.lit = False  # what a reveal step changes for this player
        self.setZValue(style.Z_SLOT)

    def set_rect(self, rect: QRectF) -> None:
        self.prepareGeometryChange()
        self.rect = rect

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt API)
        return self.rect.adjusted(-6, -6, 6, 6)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        state = self.board.state
        if state is None or self.seat >= len(state.players):
            return
        p = state.players[self.seat]
        r = self.rect
        color = style.player_color(self.board.colors, self.seat)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        current = state.current_player() == self.seat
        if current or self.lit:
            painter.setPen(QPen(style.HIGHLIGHT, 9))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(r.adjusted(-3, -3, 3, 3), 12, 12)
        painter.setPen(QPen(color, 5))
        painter.setBrush(tint(PANEL_FILL, color, 0.18))
        painter.drawRoundedRect(r.adjusted(2.5, 2.5, -2.5, -2.5), 10, 10)
        floor = max(20.0, self.board.min_text_px())
        pad = 12.0
        # row 1: the shape and the name
        style.draw_player_shape(painter, style.player_shape(self.seat), QPointF(r.left() + pad + 17, r.top() + 28),
                                17, color, DARK, 2.2)
        name_font = font(floor + 8, True)
        painter.setFont(name_font)
        painter.setPen(TEXT)
        name_rect = QRectF(r.left() + pad + 44, r.top() + 8, r.width() - 2 * pad - 44, 40)
        painter.drawText(name_rect, LEFT_MIDDLE,
                         QFontMetricsF(name_font).elidedText(p.name, Qt.TextElideMode.ElideRight, name_rect.width()))
        # row 2: coins, VP, tiles built
        y = r.top() + 74
        draw_coin(painter, p.coins, QPointF(r.left() + pad + 20, y), 20, floor + 2)
        x = r.left() + pad + 50
        figure = font(floor + 4, True)
        painter.setFont(figure)
        metrics = QFontMetricsF(figure)
        vp_text = fill(translate("Industria", "{vp} VP"), {"vp": p.vp})
        vp_w = metrics.horizontalAdvance(vp_text) + 16
        painter.setPen(QPen(DARK, 1.5))
        painter.setBrush(QColor("#ffffff"))
        painter.drawRoundedRect(QRectF(x, y - 18, vp_w, 36), 6, 6)
        painter.drawText(QRectF(x, y - 18, vp_w, 36), Qt.AlignmentFlag.AlignCenter, vp_text)
        x += vp_w + 12
        built = fill(translate("Industria", "{n} built"), {"n": len(p.built)})
        painter.drawText(QRectF(x, y - 20, r.right() - pad - x, 40),
                         LEFT_MIDDLE,
                         metrics.elidedText(built, Qt.TextElideMode.ElideRight, r.right() - pad - x))
        # row 3: tiles in hand (a count: hands may be hidden), the start player, to play
        y = r.top() + 120
        small = font(floor)
        painter.setFont(small)
        metrics = QFontMetricsF(small)
        badges = []
        if state.start_player == self.seat:
            badges.append((translate("Industria", "start player"), QColor("#ffffff")))
        if current:
            badges.append((translate("Industria", "to play"), style.HIGHLIGHT))
        right = r.right() - pad
        for text, back in reversed(badges):
            w = metrics.horizontalAdvance(text) + 14
            box = QRectF(right - w, y - 15, w, 30)
            painter.setPen(QPen(DARK, 1.2))
            painter.setBrush(back)
            painter.drawRoundedRect(box, 14, 14)
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
            right -= w + 6
        hand = fill(translate("Industria", "Tiles in hand: {n}"), {"n": len(p.hand)})
        room = right - (r.left() + pad)
        painter.setPen(TEXT)
        painter.drawText(QRectF(r.left() + pad, y - 15, room, 30), LEFT_MIDDLE,
                         metrics.elidedText(hand, Qt.TextElideMode.ElideRight, room))


def offer_rects(count: int, lot: bool) -> list[QRectF]:
    """Where the auction display's tiles stand in the right column: the lot large at the top left
    (the bid beside it), the other revealed tiles three to a row below; without a lot, every
    revealed tile three to a row."""
    rects = []
    top = LOT_Y
    if lot:
        rects.append(QRectF(COL_X, top, TILE_W * LOT_SCALE, TILE_H * LOT_SCALE))
        top += TILE_H * LOT_SCALE + 14
    for i in range(count - len(rects)):
        col, row = i % 3, i // 3
        rects.append(QRectF(COL_X + col * (TILE_W * OFFER_SCALE + 12), top + row * (TILE_H * OFFER_SCALE + 12),
                            TILE_W * OFFER_SCALE, TILE_H * OFFER_SCALE))
    return rects



class TableItem(QGraphicsItem):
    """The right column's words: the epoch and round, what the bank sells, the auction (its
    auctioneer, and beside the lot its name whole and the current bid)."""

    def __init__(self, board: IndustriaScene) -> None:
        super().__init__()
        self.board = board
        self.lit = False  # a reveal step changes the epoch
        self.setZValue(style.Z_LOCATION)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt API)
        return QRectF(COL_X - 6, CONTENT_TOP, COL_W + 12, LOT_Y - CONTENT_TOP + 240)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        state, data = self.board.state, self.board.data
        if state is None:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        floor = max(20.0, self.board.min_text_px())
        box = QRectF(COL_X, 0, COL_W, 128)
        painter.setPen(QPen(style.HIGHLIGHT_EDGE if self.lit else PANEL_EDGE, 6 if self.lit else 1.5))
        painter.setBrush(QColor(255, 212, 0, 110) if self.lit else PANEL_FILL)
        painter.drawRoundedRect(box, 10, 10)
        painter.setPen(TEXT)
        painter.setFont(font(floor + 4, True))
        header = fill(translate("Industria", "Epoch {epoch}, round {round} of {rounds}"),
                      {"epoch": state.epoch, "round": state.round, "rounds": 12 // len(state.players)})
        painter.drawText(QRectF(box.left() + 12, box.top() + 4, COL_W - 24, 44),
                         LEFT_MIDDLE, header)
        painter.setFont(font(floor))
        label = fill(translate("Industria", "The bank sells: {resources}"), {"resources": ""}).strip()
        bank = sorted(data.epoch(state.epoch).bank_sells, key=data.resources.index)
        painter.drawText(QRectF(box.left() + 12, box.top() + 50, COL_W - 24, 28),
                         LEFT_MIDDLE, label if bank else label + " —")
        per_row = 11
        radius = min(14.0, (COL_W - 24) / min(per_row, max(1, len(bank))) / 2)
        for i, res in enumerate(bank):
            draw_resource(painter, res, QPointF(box.left() + 12 + radius + i * 2 * radius, box.top() + 100), radius,
                          floor)
        if state.phase != "auction":
            return
        names = [p.name for p in state.players]
        painter.setPen(TEXT)
        painter.setFont(font(floor + 6, True))
        painter.drawText(QRectF(COL_X, 138, COL_W, 40), LEFT_MIDDLE,
                         translate("Industria", "Auction"))
        auctioneer = fill(translate("Industria", "Auctioneer: {player}"), {"player": names[state.auctioneer]})
        style.draw_player_shape(painter, style.player_shape(state.auctioneer), QPointF(COL_X + 12, 198), 12,
                                style.player_color(self.board.colors, state.auctioneer), DARK, 1.8)
        painter.setFont(font(floor))
        metrics = QFontMetricsF(painter.font())
        painter.drawText(QRectF(COL_X + 30, 182, COL_W - 30, 32),
                         LEFT_MIDDLE,
                         metrics.elidedText(auctioneer, Qt.TextElideMode.ElideRight, COL_W - 30))
        if state.lot:
            self._bid(painter, state, names, floor)

    def _bid(self, painter: QPainter, state: Any, names: list[str], floor: float) -> None:
        """Beside the lot: its name whole and the high bid (or none yet)."""
        left = COL_X + TILE_W * LOT_SCALE + 12
        area = QRectF(left, LOT_Y, COL_X + COL_W - left, TILE_H * LOT_SCALE)
        painter.setPen(TEXT)
        flags = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap
        painter.setFont(font(floor + 2, True))
        name = words.tile_name(state.lot, self.board.data)
        used = painter.boundingRect(area, int(flags), name)
        painter.drawText(area, int(flags), name)
        y = used.bottom() + 12
        if state.high_bidder is not None:
            seat = state.high_bidder
            painter.setFont(font(floor))
            painter.drawText(QRectF(left, y, area.width(), 28), LEFT_MIDDLE,
                             translate("Industria", "High bid"))
            draw_coin(painter, state.high_bid, QPointF(left + 22, y + 56), 22, floor + 4)
            style.draw_player_shape(painter, style.player_shape(seat), QPointF(left + 68, y + 56), 16,
                                    style.player_color(self.board.colors, seat), DARK, 2)
            painter.setPen(TEXT)
            painter.setFont(font(floor, True))
            metrics = QFontMetricsF(painter.font())
            width = area.right() - (left + 90)
            painter.drawText(QRectF(left + 90, y + 40, width, 32), LEFT_MIDDLE,
                             metrics.elidedText(names[seat], Qt.TextElideMode.ElideRight, width))
        else:
            painter.setFont(font(floor))
            painter.drawText(QRectF(left, y, area.width(), area.bottom() - y), flags,
                             translate("Industria", "No bid yet"))
