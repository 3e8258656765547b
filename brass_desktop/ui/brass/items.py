"""Graphics items of the Brass board: the render context, clickable targets (industry slots and
Birmingham's merchant tiles) and the drawing helpers the other item modules share
(``lines.py``: canals and railways; ``furniture.py``: locations, labels, key and compass).

Items hold only presentation state (a snapshot of the tile or link owner, highlight flags);
the scene copies it from the GameState in ``BoardScene.sync``.  Interactive items (slots and
lines) report clicks and hovers to the scene, which turns them into signals.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, NamedTuple

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
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
        is never below ``PRESENTATION_MIN_TEXT`` scene units."""
        if not self.presentation:
            return size
        return max(size, style.PRESENTATION_MIN_TEXT / item_scale)


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
    GLOW = 16.0  # room outside the square for the highlight halo

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
        if self.highlighted:
            _stamp_glow(painter, self._shape, style.HIGHLIGHT, 28)
        if self.selected:
            _stamp_glow(painter, self._shape, style.SELECTED, 28)
        self._paint_content(painter)
        if self.highlighted or self.selected:
            edge = style.SELECTED_EDGE if self.selected and not self.highlighted else style.HIGHLIGHT_EDGE
            painter.setPen(round_pen(edge, 2.5))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(self._shape)
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
        """The tile as printed: industry colour inside a frame of the owner's colour, the level,
        the owner's shape; VP and income once flipped; the cubes or barrels left."""
        r = self._square
        owner = self.ctx.color(tile.owner)
        tint = style.INDUSTRY_TINTS.get(tile.industry, style.LABEL_TEXT)
        fill = tint.darker(135) if tile.flipped else tint
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(owner)
        painter.drawPath(self._shape)
        inner = r.adjusted(5, 5, -5, -5)
        painter.setBrush(fill)
        painter.setPen(round_pen(style.GOLD, 2.2) if tile.flipped else round_pen(owner.darker(160), 1.0))
        painter.drawRoundedRect(inner, 4, 4)
        painter.setPen(round_pen(owner.darker(185), 1.6))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(self._shape)

        ink = style.contrast_ink(fill)
        k = self.scale()
        text_px = self.ctx.small_text(17, k)
        busy = tile.flipped or tile.cubes > 0
        icon = with_alpha(ink, 120) if busy else ink  # a watermark where numbers sit on it
        style.draw_industry_icon(painter, tile.industry, QPointF(r.center().x(), r.center().y() + 3),
                                 r.width() * (0.25 if busy else 0.28), icon)
        painter.setFont(style.numeral_font(text_px))
        painter.setPen(ink)
        numeral_box = QRectF(inner.left() + 2, inner.top() - 1, inner.width() * 0.72, text_px * 1.05)
        painter.drawText(numeral_box, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         style.ROMAN.get(tile.level, str(tile.level)))
        shape_r = 6.5
        style.draw_player_shape(painter, style.player_shape(tile.owner),
                                QPointF(r.right() - shape_r - 3, r.top() + shape_r + 3), shape_r,
                                owner, QColor("#ffffff"), 1.4)
        if tile.flipped:
            vp_px, income_px = self.ctx.small_text(15, k), self.ctx.small_text(13, k)
            y = r.bottom() - vp_px * 0.6 - 1
            style.draw_vp_badge(painter, QPointF(r.left() + vp_px * 0.72 + 1, y), tile.vp, vp_px)
            style.draw_income_badge(painter, QPointF(r.right() - income_px * 0.62 - 2, y), tile.income, income_px)
        elif tile.cubes > 0:
            self._paint_cubes(painter, tile, self.ctx.small_text(14, k))

    def _paint_cubes(self, painter: QPainter, tile: TileView, text_px: float) -> None:
        """The coal, iron or beer left on the tile: a badge in the resource's colour with the count."""
        r = self._square
        color = brass_style.RESOURCE_COLORS.get(tile.industry, style.COAL_CUBE)
        side = text_px * 1.2
        box = QRectF(r.right() - side + 3, r.bottom() - side + 3, side, side)
        painter.setPen(round_pen(QColor("#ffffff"), 1.8))
        painter.setBrush(color)
        if tile.industry == "brewery":
            painter.drawEllipse(box)  # barrels are round, cubes square
        else:
            painter.drawRoundedRect(box, 3, 3)
        painter.setPen(style.contrast_ink(color))
        painter.setFont(style.font(text_px, bold=True))
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, str(tile.cubes))


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
