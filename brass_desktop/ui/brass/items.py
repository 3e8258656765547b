"""Graphics items of the Brass board: the render context, clickable targets (industry slots and
Birmingham's merchant tiles) and the drawing helpers the other item modules share
(``lines.py``: canals and railways; ``furniture.py``: locations, labels, key and compass).

Items hold only presentation state (a snapshot of the tile or link owner, highlight flags);
the scene copies it from the GameState in ``BoardScene.sync``.  Interactive items (slots and
lines) report clicks and hovers to the scene, which turns them into signals.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, NamedTuple

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
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

if TYPE_CHECKING:  # pragma: no cover
    from brass_desktop.ui.brass.scene import BoardScene


CANAL = "canal"
RAIL = "rail"


class TileView(NamedTuple):
    """What a slot shows of a built tile (a copy: items never hold engine objects)."""

    owner: int
    industry: str
    level: int
    cubes: int
    flipped: bool
    vp: int = 0  # VP the tile scores when flipped (shown once it is)
    income: int = 0  # income spaces it gave when it flipped


@dataclass
class RenderContext:
    """Drawing state shared by all items of one scene."""

    presentation: bool = False
    era: str = CANAL
    colors: list[QColor] = field(default_factory=lambda: list(style.PLAYER_COLORS))

    @property
    def text_scale(self) -> float:
        return style.PRESENTATION_SCALE if self.presentation else 1.0

    @property
    def glyph_scale(self) -> float:
        return style.PRESENTATION_GLYPH_SCALE if self.presentation else 1.0

    @property
    def detail_scale(self) -> float:
        return style.PRESENTATION_DETAIL_SCALE if self.presentation else 1.0

    def color(self, owner: int | None) -> QColor:
        return style.player_color(self.colors, owner)

    def small_text(self, size: float, item_scale: float = 1.0) -> float:
        """Pixel size (item units) of small map text — tile levels, counts, ring values, the key.

        ``item_scale`` is how much the item is scaled in the scene; in presentation mode the text
        is never below ``PRESENTATION_MIN_TEXT`` scene units (rounded up: fonts have whole pixel
        sizes, and rounding down would land just under the minimum)."""
        if not self.presentation:
            return size
        return max(size, math.ceil(style.PRESENTATION_MIN_TEXT / item_scale - 1e-6))


def round_pen(color: QColor, width: float, pen_style: Qt.PenStyle = Qt.PenStyle.SolidLine) -> QPen:
    return QPen(color, width, pen_style, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin)


def with_alpha(color: QColor, alpha: int) -> QColor:
    c = QColor(color)
    c.setAlpha(alpha)
    return c


def draw_glow(painter: QPainter, path: QPainterPath, color: QColor, width: float) -> None:
    """A soft, thick halo along ``path``: three strokes of falling opacity."""
    painter.setBrush(Qt.BrushStyle.NoBrush)
    for factor, alpha in ((1.0, 60), (0.7, 120), (0.42, 255)):
        painter.setPen(round_pen(with_alpha(color, alpha), width * factor))
        painter.drawPath(path)


# (width, height, path elements, rgba, pen width, zoom) -> the rendered halo
_GLOW_STAMPS: dict[tuple[float, float, int, int, float, float], QPixmap] = {}


def _stamp_glow(painter: QPainter, path: QPainterPath, color: QColor, width: float) -> None:
    """``draw_glow`` for the many same-sized slot squares: the halo is rendered once per size,
    colour and zoom into a pixmap and stamped, which keeps a highlight click within a frame."""
    bounds = path.boundingRect()
    scale = max(0.05, round(painter.deviceTransform().m11(), 2))
    key = (round(bounds.width(), 1), round(bounds.height(), 1), path.elementCount(), color.rgba(), width, scale)
    margin = width / 2 + 1
    area = bounds.adjusted(-margin, -margin, margin, margin)
    stamp = _GLOW_STAMPS.get(key)
    if stamp is None:
        stamp = QPixmap(max(1, round(area.width() * scale)), max(1, round(area.height() * scale)))
        stamp.fill(Qt.GlobalColor.transparent)
        stamp_painter = QPainter(stamp)
        stamp_painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        stamp_painter.scale(scale, scale)
        stamp_painter.translate(-area.topLeft())
        draw_glow(stamp_painter, path, color, width)
        stamp_painter.end()
        if len(_GLOW_STAMPS) > 64:  # zooming makes new sizes; keep the table small
            _GLOW_STAMPS.clear()
        _GLOW_STAMPS[key] = stamp
    painter.drawPixmap(area, stamp, QRectF(stamp.rect()))


# -- clickable targets: industry slots and merchant tiles ---------------------------------------
class MarkedItem:
    """Highlight, selection and dimming shared by the clickable items (targets and lines).

    Subclasses say whether something is built on them (``_built``: built pieces fade less) and
    where they stack (``_restack``).
    """

    highlighted = False
    selected = False
    dimmed = False
    hovered = False

    def set_marks(self, highlighted: bool, selected: bool, dimmed: bool) -> None:
        if (highlighted, selected, dimmed) == (self.highlighted, self.selected, self.dimmed):
            return
        repaint = (highlighted, selected) != (self.highlighted, self.selected)
        self.highlighted, self.selected, self.dimmed = highlighted, selected, dimmed
        self._apply_opacity()
        self._restack()
        if repaint:  # dimming is only opacity: the cached picture stays valid
            self.update()  # type: ignore[attr-defined]

    def _built(self) -> bool:
        return False

    def _restack(self) -> None:
        raise NotImplementedError

    def _apply_opacity(self) -> None:
        # Built pieces fade less than empty ones: they are the position the player reasons about.
        if not self.dimmed:
            self.setOpacity(1.0)  # type: ignore[attr-defined]
        else:
            self.setOpacity(style.DIM_BUILT_OPACITY if self._built() else style.DIM_OPACITY)  # type: ignore


class TargetItem(MarkedItem, QGraphicsItem):
    """A square on the map the player clicks: highlight, selection, dimming, hover and clicks.

    Subclasses paint the content (``_paint_content``) and say whether something is built on
    them (``_built``); ``KIND`` names the target in the scene's callbacks ("slot", "merchant").
    """

    KIND = "slot"
    GLOW = style.HIGHLIGHT_GLOW / 2 + 4  # room outside the square for the highlight halo

    def __init__(self, ctx: RenderContext, target_id: str, size: float) -> None:
        super().__init__()
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)  # repaint from a pixmap
        self.ctx = ctx
        self.target_id = target_id
        self.size = size
        self.highlighted = False
        self.selected = False
        self.dimmed = False
        self.hovered = False
        half = size / 2
        self._square = QRectF(-half, -half, size, size)
        self._shape = QPainterPath()
        self._shape.addRoundedRect(self._square, 7, 7)
        self.setZValue(style.Z_SLOT)
        self.setAcceptHoverEvents(True)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    # state ---------------------------------------------------------------------------------------
    def _restack(self) -> None:
        self.setZValue(style.Z_SLOT_ACTIVE if (self.highlighted or self.selected) else style.Z_SLOT)

    # geometry ------------------------------------------------------------------------------------
    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt API)
        m = self.GLOW
        return self._square.adjusted(-m, -m, m, m)

    def shape(self) -> QPainterPath:
        return self._shape

    # painting ------------------------------------------------------------------------------------
    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        # A lit target stands out by a wide halo and a thick two-tone frame; the rest of the board
        # keeps its strength (it fades only a little: style.DIM_OPACITY).
        if self.highlighted:
            _stamp_glow(painter, self._shape, style.HIGHLIGHT, style.HIGHLIGHT_GLOW)
        if self.selected:
            _stamp_glow(painter, self._shape, style.SELECTED, style.HIGHLIGHT_GLOW)
        self._paint_content(painter)
        if self.highlighted or self.selected:
            fill, edge = ((style.SELECTED, style.SELECTED_EDGE) if self.selected and not self.highlighted
                          else (style.HIGHLIGHT, style.HIGHLIGHT_EDGE))
            width = style.HIGHLIGHT_FRAME
            frame = self._square.adjusted(-width / 2 - 1, -width / 2 - 1, width / 2 + 1, width / 2 + 1)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(round_pen(edge, width + 2.5))
            painter.drawRoundedRect(frame, 9, 9)
            painter.setPen(round_pen(fill, width))
            painter.drawRoundedRect(frame, 9, 9)
        if self.selected:
            self._paint_selected_badge(painter)
        if self.hovered:
            painter.setPen(round_pen(style.HOVER, 3, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(self._square.adjusted(-3, -3, 3, 3), 9, 9)

    def _paint_content(self, painter: QPainter) -> None:
        raise NotImplementedError

    def _paint_icons(self, painter: QPainter, icons: tuple[str, ...]) -> None:
        """The allowed industries of an empty square: one large, two split diagonally, more in a row."""
        r = self._square
        if len(icons) == 1:
            industry = icons[0]
            style.draw_industry_icon(painter, industry, r.center(), r.width() * 0.33,
                                     style.INDUSTRY_TINTS.get(industry, style.LABEL_TEXT))
            return
        if len(icons) == 2:
            # Two allowed industries: split diagonally so each icon can stay large.
            painter.setPen(round_pen(style.SLOT_DIVIDER, 1.2))
            inset = 7.0
            painter.drawLine(QPointF(r.right() - inset, r.top() + inset), QPointF(r.left() + inset, r.bottom() - inset))
            off = r.width() * 0.2
            centers = (r.center() + QPointF(-off, -off), r.center() + QPointF(off, off))
            for industry, center in zip(icons, centers, strict=False):
                style.draw_industry_icon(painter, industry, center, r.width() * 0.2,
                                         style.INDUSTRY_TINTS.get(industry, style.LABEL_TEXT))
            return
        # Three industries (Birmingham's "any" merchant): a small triangle of icons.
        spots = [QPointF(0, -0.2), QPointF(-0.22, 0.2), QPointF(0.22, 0.2)]
        for i, industry in enumerate(icons):
            spot = spots[i % len(spots)] if len(icons) == 3 else QPointF((i + 0.5) / len(icons) - 0.5, 0)
            center = r.center() + QPointF(spot.x() * r.width(), spot.y() * r.height())
            style.draw_industry_icon(painter, industry, center, r.width() * 0.2,
                                     style.INDUSTRY_TINTS.get(industry, style.LABEL_TEXT))

    def _paint_selected_badge(self, painter: QPainter) -> None:
        r = self._square
        badge_r = 8.0
        center = QPointF(r.right() - 2, r.top() + 2)
        painter.setPen(round_pen(style.SELECTED_EDGE, 1.5))
        painter.setBrush(style.SELECTED)
        painter.drawEllipse(center, badge_r, badge_r)
        style.draw_check(painter, center, badge_r * 0.75, style.SELECTED_EDGE)

    # interaction ---------------------------------------------------------------------------------
    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:  # noqa: N802
        self.hovered = True
        self.update()
        board_of(self).on_target_hover(self.KIND, self.target_id, True)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:  # noqa: N802
        self.hovered = False
        self.update()
        board_of(self).on_target_hover(self.KIND, self.target_id, False)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        # Accepting the press keeps the view from starting a hand-drag and brings the release here.
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if event.button() == Qt.MouseButton.LeftButton and self.shape().contains(event.pos()):
            board_of(self).on_target_click(self.KIND, self.target_id)


class SlotItem(TargetItem):
    """One industry space: empty (showing the allowed industries) or holding a built tile."""

    KIND = "slot"

    def __init__(self, ctx: RenderContext, slot_id: str, icons: tuple[str, ...], size: float) -> None:
        super().__init__(ctx, slot_id, size)
        self.slot_id = slot_id
        self.icons = icons
        self.tile: TileView | None = None
        self.blocked = False  # location not buildable in the current era (rail-only towns)

    def set_tile(self, tile: TileView | None) -> None:
        if tile != self.tile:
            self.tile = tile
            self._apply_opacity()
            self.update()

    def set_blocked(self, blocked: bool) -> None:
        if blocked != self.blocked:
            self.blocked = blocked
            self.update()

    def _built(self) -> bool:
        return self.tile is not None

    def _paint_content(self, painter: QPainter) -> None:
        if self.tile is None:
            if self.blocked:
                painter.setOpacity(painter.opacity() * 0.55)
            painter.setPen(round_pen(style.SLOT_EDGE, 1.6))
            painter.setBrush(style.SLOT_FILL)
            painter.drawPath(self._shape)
            self._paint_icons(painter, self.icons)
            if self.blocked:
                painter.setOpacity(painter.opacity() / 0.55)
        else:
            self._paint_tile(painter, self.tile)

    def _paint_tile(self, painter: QPainter, tile: TileView) -> None:
        """The tile as the room reads it from afar: the owner's colour fills the square, the
        owner's shape sits in its corner and the level is written large on a light plate; an
        unflipped tile shows its industry and the cubes or barrels left, a flipped one a darker
        band of the owner's hue, as if turned over, with its VP and the income it gave."""
        r = self._square
        owner = self.ctx.color(tile.owner)
        ink = style.contrast_ink(owner)
        k = self.scale()
        painter.setPen(round_pen(owner.darker(230), 2.2))
        painter.setBrush(owner)
        painter.drawPath(self._shape)
        level_px = self.ctx.small_text(21, k)
        number_px = self.ctx.small_text(18, k)
        cubes = tile.cubes > 0 and not tile.flipped
        if tile.flipped:
            if not self.ctx.presentation:  # projector-sized numbers leave no room: the owner's colour instead
                style.draw_industry_icon(painter, tile.industry, r.center(), r.width() * 0.4, with_alpha(ink, 95))
            self._paint_flipped_band(painter, tile, number_px)
        elif cubes:
            radius = r.width() * 0.25
            style.draw_industry_icon(painter, tile.industry,
                                     QPointF(r.left() + radius + 4, r.bottom() - radius - 4), radius, ink)
        else:
            radius = r.width() * 0.29
            style.draw_industry_icon(painter, tile.industry, QPointF(r.center().x() + 4, r.bottom() - radius - 4),
                                     radius, ink)
        # Top row: the level on a light plate it fills (bold, readable on every owner colour)
        # and the owner's shape (colour-blind players tell owners apart by it).
        shape_r = max(6.5, level_px * 0.3)
        shape_c = QPointF(r.right() - shape_r - 3, r.top() + shape_r + 3)
        style.draw_player_shape(painter, style.player_shape(tile.owner), shape_c, shape_r,
                                QColor("#ffffff"), QColor("#111111"), max(1.2, shape_r * 0.2))
        self._paint_level(painter, tile, level_px, shape_c.x() - shape_r - r.left() - 6)
        if cubes:
            self._paint_cubes(painter, tile, number_px)

    def _paint_level(self, painter: QPainter, tile: TileView, text_px: float, room: float) -> None:
        """The level numeral in the top-left corner, filling a cream plate at most ``room`` wide."""
        r = self._square
        numeral = style.ROMAN.get(tile.level, str(tile.level))
        painter.setFont(style.numeral_font(text_px))
        height = text_px * 0.86
        width = min(room, QFontMetricsF(painter.font()).horizontalAdvance(numeral) + text_px * 0.24)
        plate = QRectF(r.left() + 3, r.top() + 3, max(width, height * 0.7), height)
        painter.setPen(round_pen(QColor("#2b2118"), max(1.0, text_px * 0.06)))
        painter.setBrush(QColor("#fffaf0"))
        painter.drawRoundedRect(plate, 3, 3)
        painter.setPen(QColor("#111111"))
        pad = text_px * 0.08
        style.draw_fitted_text(painter, plate.adjusted(pad, -text_px * 0.1, -pad, text_px * 0.1), numeral)

    def _paint_flipped_band(self, painter: QPainter, tile: TileView, text_px: float) -> None:
        """A flipped tile's darker lower band with its VP (hexagon) and the income it gave (white
        plate) side by side."""
        r = self._square
        band_h = text_px * 0.98 + 5
        band = QPainterPath()
        band.addRect(QRectF(r.left(), r.bottom() - band_h, r.width(), band_h))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self.ctx.color(tile.owner).darker(170))  # still the owner's hue, turned over
        painter.drawPath(band.intersected(self._shape))
        room = r.width() - 6
        y = r.bottom() - band_h / 2
        vp = style.vp_badge_rect(QPointF(0, y), tile.vp, text_px)
        income = style.income_badge_rect(QPointF(0, y), tile.income, text_px)
        squeeze = min(1.0, (room - 2) / (vp.width() + income.width()))
        vp_w, income_w = vp.width() * squeeze, income.width() * squeeze
        # Outlined: the band (the owner's hue) shows through; light numbers on it read at a distance.
        style.draw_vp_badge(painter, QPointF(r.left() + 3 + vp_w / 2, y), tile.vp, text_px, vp_w, outline=True)
        style.draw_income_badge(painter, QPointF(r.right() - 3 - income_w / 2, y), tile.income, text_px, income_w,
                                outline=True)

    def _paint_cubes(self, painter: QPainter, tile: TileView, text_px: float) -> None:
        """The coal, iron or beer left on the tile: a badge in the resource's colour with the count."""
        r = self._square
        color = brass_style.RESOURCE_COLORS.get(tile.industry, style.COAL_CUBE)
        side = text_px * 1.05
        box = QRectF(r.right() - side - 2, r.bottom() - side - 2, side, side)
        painter.setPen(round_pen(QColor("#ffffff"), max(1.5, text_px * 0.09)))
        painter.setBrush(color)
        if tile.industry == "brewery":
            painter.drawEllipse(box)  # barrels are round, cubes square
        else:
            painter.drawRoundedRect(box, 3, 3)
        painter.setPen(style.contrast_ink(color))
        painter.setFont(style.font(text_px, bold=True))
        style.draw_fitted_text(painter, box, str(tile.cubes))


class MerchantItem(TargetItem):
    """One merchant space (Birmingham): the merchant tile dealt there, what it buys, and its barrel.

    ``tile`` is the merchant tile ("cotton", "any", "blank", ...) or None before a game is shown;
    ``buys`` the industries it buys (empty for a blank tile).
    """

    KIND = "merchant"
    BARREL = 11.0  # radius of the beer barrel drawn under the tile

    def __init__(self, ctx: RenderContext, merchant_id: str, size: float) -> None:
        super().__init__(ctx, merchant_id, size)
        self.merchant_id = merchant_id
        self.tile: str | None = None
        self.buys: tuple[str, ...] = ()
        self.beer = 0

    def set_merchant(self, tile: str | None, buys: tuple[str, ...], beer: int) -> None:
        if (tile, buys, beer) != (self.tile, self.buys, self.beer):
            self.tile, self.buys, self.beer = tile, buys, beer
            self.update()

    def _built(self) -> bool:
        return self.tile is not None

    def barrel_center(self) -> QPointF:
        """Where the merchant's beer space is drawn: just under the tile."""
        return QPointF(0, self._square.bottom() + self.BARREL + 4)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt API)
        m = self.GLOW
        bottom = max(m, self.BARREL * 2 + 16)  # barrel and its glow
        return self._square.adjusted(-m, -m, m, bottom)

    def _paint_content(self, painter: QPainter) -> None:
        r = self._square
        if self.tile is None:  # no game yet: an empty merchant space
            pen = round_pen(brass_style.MERCHANT_TILE, 1.8, Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.setBrush(QColor(255, 255, 255, 40))
            painter.drawPath(self._shape)
            return
        painter.setPen(round_pen(brass_style.MERCHANT_EDGE, 2.0))
        painter.setBrush(brass_style.MERCHANT_TILE if self.buys else brass_style.MERCHANT_TILE.darker(125))
        painter.drawPath(self._shape)
        if not self.buys:
            # A blank merchant buys nothing: a plain tile with a faint cross.
            painter.setPen(round_pen(with_alpha(brass_style.MERCHANT_EDGE, 70), 2.0))
            inner = r.adjusted(14, 14, -14, -14)
            painter.drawLine(inner.topLeft(), inner.bottomRight())
            painter.drawLine(inner.topRight(), inner.bottomLeft())
            return
        self._paint_icons(painter, self.buys)
        if self.highlighted and self.selected and self.beer:
            # The buyer is chosen and its barrel is one of the beer choices: the barrel glows.
            ring = QPainterPath()
            ring.addEllipse(self.barrel_center(), self.BARREL, self.BARREL)
            draw_glow(painter, ring, style.HIGHLIGHT, 16)
        brass_style.draw_barrel(painter, self.barrel_center(), self.BARREL, full=self.beer > 0)


def board_of(item: QGraphicsItem) -> BoardScene:
    return item.scene()  # type: ignore[return-value]
