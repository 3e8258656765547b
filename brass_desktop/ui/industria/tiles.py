"""Industria's board pieces: a tile (on its board space, beside the epoch track or in the
auction display) and a road or line between two spaces, with the drawing helpers they share.

Every tile shows its cost, resources, VP, symbols and its owner (the owner's colour tints the
tile and frames it thickly, with the owner's shape: readable from the back of a room), glows when
it is a legal target and explains itself on hover (the tooltip text comes from the scene's
``describe``, given by the UI plug-in).  In presentation mode no text is smaller than the scene's
``min_text_px()``; a long name takes up to three lines, broken between syllables, never elided.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from brass_desktop.ui.board import style
from brass_desktop.ui.industria import words

if TYPE_CHECKING:
    from brass_desktop.ui.industria.scene import IndustriaScene

FACTORY, TECHNOLOGY, RAW, BONUS = "factory", "technology", "raw_material", "bonus"  # the data's tile kinds
# Factory/technology spaces are 80 apart across and 160 down: a tile leaves a gap of 4 and 12.
TILE_W, TILE_H = 76.0, 148.0
CHIP_W, CHIP_H = 56.0, 34.0  # raw and bonus tiles beside the epoch track
KIND_FILL = {FACTORY: QColor("#e9d3b0"), TECHNOLOGY: QColor("#c9dcef"), RAW: QColor("#d3e3c4"),
             BONUS: QColor("#f1dd8a")}
KIND_EDGE = {FACTORY: QColor("#6b4a22"), TECHNOLOGY: QColor("#244d78"), RAW: QColor("#3f6a2a"),
             BONUS: QColor("#7a5a00")}
RESOURCE_COLORS = {"stone": "#8d8d8d", "brick": "#b5482f", "wood": "#8a5a2b", "ceramic": "#d8c7a5",
                   "glass": "#7fd0e0", "iron": "#4a5560", "cement": "#b9b3a3", "steel": "#2f3f73",
                   "electricity": "#f2c400", "computer": "#2a9d8f", "plastic": "#e76fa8"}
ROAD = QColor("#7b5a2e")
LINE = QColor("#2f6fb0")
DARK = QColor("#111111")
OWNER_FRAME = 7.0  # the owner's colour around a built tile (scene units)
OWNER_TINT = 0.30  # how much of the owner's colour the fill of a built tile takes


def resource_color(resource: str) -> QColor:
    return QColor(RESOURCE_COLORS.get(resource, "#777777"))


def font(size: float, bold: bool = False) -> QFont:
    """A font ``size`` scene units high (the board's every text is set in pixels)."""
    f = QFont()
    f.setPixelSize(max(1, round(size)))
    f.setBold(bold)
    return f


def tint(base: QColor, color: QColor, share: float) -> QColor:
    """``base`` with ``share`` of ``color`` mixed in."""
    return QColor.fromRgbF(base.redF() + (color.redF() - base.redF()) * share,
                           base.greenF() + (color.greenF() - base.greenF()) * share,
                           base.blueF() + (color.blueF() - base.blueF()) * share)


def draw_resource(painter: QPainter, resource: str, center: QPointF, radius: float, min_px: float = 0.0) -> None:
    """A resource as a coloured disc with its initial (colour-blind players read the letter); the
    letter is at least ``min_px`` (presentation), filling the disc if need be."""
    color = resource_color(resource)
    painter.setPen(QPen(QColor("#222222"), max(0.8, radius / 6)))
    painter.setBrush(color)
    painter.drawEllipse(center, radius, radius)
    painter.setPen(QColor("#ffffff") if color.lightnessF() < 0.55 else DARK)
    painter.setFont(font(max(radius * 1.25, min_px), True))
    box = max(radius, min_px * 0.6)
    painter.drawText(QRectF(center.x() - box, center.y() - box, 2 * box, 2 * box),
                     Qt.AlignmentFlag.AlignCenter, words.resource_name(resource)[:1])


def draw_coin(painter: QPainter, amount: int, center: QPointF, radius: float, min_px: float = 0.0) -> None:
    """A gold coin with ``amount`` on it (a cost, a player's coins)."""
    painter.setPen(QPen(style.GOLD_DARK, max(1.2, radius / 8)))
    painter.setBrush(style.GOLD)
    painter.drawEllipse(center, radius, radius)
    painter.setPen(DARK)
    painter.setFont(font(max(radius * 1.37, min_px), True))
    box = max(radius, min_px * 0.8)
    painter.drawText(QRectF(center.x() - box, center.y() - box, 2 * box, 2 * box),
                     Qt.AlignmentFlag.AlignCenter, str(amount))


_VOWELS = set("aeiouAEIOU")
# a syllable may begin with these two letters ("Tele-graph", "Ex-change"); never split between them
_ONSETS = {"ch", "ph", "sh", "th", "wh", "qu", "bl", "br", "cl", "cr", "dr", "fl", "fr", "gl", "gr", "pl", "pr",
           "tr", "sc", "sk", "sp", "st"}
_PAIRS = _ONSETS | {"ck", "gh", "ng"}


def _vowel(word: str, i: int) -> bool:
    """Whether ``word[i]`` sounds as a vowel ("y" does before a consonant: "Sky-", not "-yard")."""
    c = word[i]
    if c in _VOWELS:
        return True
    return c in "yY" and (i + 1 >= len(word) or word[i + 1] not in _VOWELS)


def _cuts(word: str) -> list[int]:
    """Places to hyphenate ``word`` between syllables, roughly: between two consonants that are
    not a pair, or after a vowel before a consonant (or a pair) and a vowel; leaving two letters
    before and three after ("Satel-lite", not "Satelli-te")."""
    cuts = []
    for i in range(2, len(word) - 2):
        a, b = word[i - 1], word[i]
        if not (a.isalpha() and b.isalpha()) or (a + b).lower() in _PAIRS:
            continue
        before, after = _vowel(word, i - 1), _vowel(word, i)
        pair = word[i:i + 2].lower() in _ONSETS
        next_vowel = i + 1 < len(word) and _vowel(word, i + 1)
        if (not before and not after) or (before and not after and (next_vowel or pair)):
            cuts.append(i)
    return cuts or list(range(2, len(word) - 2))


def name_lines(text: str, metrics: QFontMetricsF, width: float) -> list[str]:
    """``text`` in lines of ``width``: broken at spaces (Chinese: between any two characters), a
    word longer than the line hyphenated between syllables.  Nothing is elided: as many lines as
    it takes (the caller picks a narrower font when there are too many)."""
    # (word, what joins it to the word before): a hyphenated compound breaks at its hyphen first
    tokens: list[tuple[str, str]]
    if any(ord(c) >= 0x2E80 for c in text):
        tokens = [(c, "") for c in text.replace(" ", "")]
    else:
        tokens = []
        for word in text.split():
            parts = word.split("-")
            tokens += [(part + ("-" if k < len(parts) - 1 else ""), " " if k == 0 else "")
                       for k, part in enumerate(parts) if part]
    lines: list[str] = []
    line = ""
    while tokens:
        token, glue = tokens.pop(0)
        joined = (line + glue if line else "") + token
        if metrics.horizontalAdvance(joined) <= width:
            line = joined
            continue
        if line:  # the token starts the next line
            lines.append(line)
            line = ""
            tokens.insert(0, (token, glue))
            continue
        # a word longer than the line: the longest syllable prefix that fits, with a hyphen
        cut = next((i for i in reversed(_cuts(token)) if metrics.horizontalAdvance(token[:i] + "-") <= width), 0)
        if cut == 0:  # not even two letters: put the word whole (the caller narrows the font)
            lines.append(token)
            continue
        lines.append(token[:cut] + "-")
        tokens.insert(0, (token[cut:], ""))
    if line:
        lines.append(line)
    return lines


def fitted_name(text: str, size: float, width: float, max_lines: int, bold: bool) -> tuple[QFont, list[str]]:
    """The font (``size`` units, semi-condensed, then condensed, then regular weight) at which
    ``text`` takes the fewest lines of ``width``, at most ``max_lines`` if it can, and its lines."""
    best: tuple[QFont, list[str]] | None = None
    for weight in ((True, False) if bold else (False,)):
        for stretch in (QFont.Stretch.SemiCondensed, QFont.Stretch.Condensed):
            f = font(size, weight)
            f.setStretch(stretch)
            metrics = QFontMetricsF(f)
            lines = name_lines(text, metrics, width)
            fits = all(metrics.horizontalAdvance(line) <= width + 0.5 for line in lines)
            if fits and len(lines) <= max_lines:
                return f, lines
            if best is None or (fits, -len(lines)) > (True, -len(best[1])):
                best = (f, lines)
    assert best is not None
    return best


class TileItem(QGraphicsObject):
    """One tile: on its board space (factories, technologies), beside the epoch track (raw and
    bonus tiles) or in the auction display."""

    def __init__(self, board: IndustriaScene, tile_id: str, rect: QRectF, chip: bool = False) -> None:
        super().__init__()
        self.board, self.tile_id, self.rect, self.chip = board, tile_id, rect, chip
        self.owner: int | None = None  # the seat that built it
        self.holder: int | None = None  # the seat holding it in hand
        self.gone = False  # spent, exchanged or expired
        self.target = False
        self.selected = False
        self.lot = False
        self.hovered = False
        self.setAcceptHoverEvents(True)
        self.setZValue(style.Z_SLOT)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt API)
        return self.rect.adjusted(-8, -8, 8, 8)

    def set_marks(self, target: bool, selected: bool) -> None:
        if (target, selected) != (self.target, self.selected):
            self.target, self.selected = target, selected
            self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        tile = self.board.data.tiles[self.tile_id]
        r = self.rect
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        # Only a tile out of the game fades: the rest of the board stays readable while targets glow.
        painter.setOpacity(0.35 if self.gone else 1.0)
        if self.target or self.selected:
            glow = style.SELECTED if self.selected else style.HIGHLIGHT
            painter.setPen(QPen(glow, 8))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(r.adjusted(-4, -4, 4, 4), 9, 9)
        fill = KIND_FILL[tile.kind]
        placed = self.owner is not None or self.chip or self.lot or self.holder is not None
        if self.owner is not None and not self.chip:
            color = style.player_color(self.board.colors, self.owner)
            painter.setPen(QPen(color, OWNER_FRAME))
            painter.setBrush(tint(fill, color, OWNER_TINT))
            painter.drawRoundedRect(r.adjusted(OWNER_FRAME / 2, OWNER_FRAME / 2, -OWNER_FRAME / 2, -OWNER_FRAME / 2),
                                    5, 5)
            if self.hovered:
                painter.setPen(QPen(style.HOVER, 2.5))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(r, 6, 6)
        else:
            painter.setPen(QPen(style.HOVER if self.hovered else KIND_EDGE[tile.kind], 2.5 if self.hovered else 1.5))
            painter.setBrush(fill if placed or self.target else fill.lighter(108))
            painter.drawRoundedRect(r, 6, 6)
        scale = r.width() / TILE_W
        floor = self.board.min_text_px()  # 0 in normal mode
        if floor:
            self._paint_large(painter, tile, r, scale, floor)
        else:
            self._paint_normal(painter, tile, r, scale)
        self._paint_marker(painter, r, scale)

    def _paint_normal(self, painter: QPainter, tile: Any, r: QRectF, scale: float) -> None:
        pad = 3 * scale
        inset = OWNER_FRAME * 0.6 if self.owner is not None and not self.chip else 0.0
        painter.setPen(DARK)
        # A chip names what it stands for (its resource or symbol): larger than the tile's full name.
        if self.chip:
            name = (words.resource_name(tile.provides) if tile.kind == RAW and tile.provides
                    else words.symbol_name(tile.scores_symbol or ""))
        else:
            name = words.tile_name(self.tile_id, self.board.data)
        name_h = r.height() * 0.5 if self.chip else 2.4 * 12.5 * scale
        name_rect = QRectF(r.left() + pad + inset, r.top() + pad + inset, r.width() - 2 * (pad + inset), name_h)
        flags = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap
        for size in (12.5, 11.5, 10.5, 9.5, 8.5):  # the largest size at which the name fits
            f = font(size * scale, True)
            fits = QFontMetricsF(f).boundingRect(name_rect, int(flags), name)
            if fits.width() <= name_rect.width() + 0.5 and fits.height() <= name_rect.height() + 0.5:
                break
        painter.setFont(f)
        painter.drawText(name_rect, flags, name)
        y = name_rect.bottom() + pad
        if self.chip:
            if tile.kind == RAW and tile.provides:
                draw_resource(painter, tile.provides, QPointF(r.center().x(), r.bottom() - 8 * scale), 7 * scale)
            elif tile.kind == BONUS:
                draw_coin(painter, tile.cost, QPointF(r.center().x(), r.bottom() - 8 * scale), 9.5 * scale * 0.75)
            return
        # Cost in a coin, then the resources it needs.
        icon = 9.5 * scale
        x = r.left() + pad + inset + icon
        if tile.cost:
            draw_coin(painter, tile.cost, QPointF(x, y + icon), icon)
            x += 2 * icon + 2 * scale
        for res in tile.resources:
            if x + icon > r.right():
                x, y = r.left() + pad + icon, y + 2 * icon + 2
            draw_resource(painter, res, QPointF(x, y + icon), icon)
            x += 2 * icon + 2 * scale
        # What it produces, its VP and symbols at the bottom.
        left, bottom = r.left() + pad + inset, r.bottom() - pad - inset
        if tile.produces:
            painter.setPen(DARK)
            painter.setFont(font(13 * scale, True))
            arrow = QRectF(left, bottom - 44 * scale, 22 * scale, 20 * scale)
            painter.drawText(arrow, Qt.AlignmentFlag.AlignCenter, "→")
            draw_resource(painter, tile.produces, QPointF(left + 33 * scale, bottom - 34 * scale), icon)
        if tile.discount:
            painter.setPen(DARK)
            painter.setFont(font(12 * scale, True))
            painter.drawText(QRectF(left, bottom - 44 * scale, r.width() - 2 * pad, 20 * scale),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, f"−{tile.discount}¢")
        if tile.vp:
            vp_rect = QRectF(r.right() - pad - inset - 28 * scale, bottom - 22 * scale, 28 * scale, 22 * scale)
            painter.setPen(QPen(QColor("#222222"), 1))
            painter.setBrush(QColor("#ffffff"))
            painter.drawRoundedRect(vp_rect, 4, 4)
            painter.setFont(font(14 * scale, True))
            painter.drawText(vp_rect, Qt.AlignmentFlag.AlignCenter, str(tile.vp))
        for i, symbol in enumerate(tile.symbols):
            self._badge(painter, QRectF(left + i * 19 * scale, bottom - 18 * scale, 17 * scale, 17 * scale), symbol,
                        11 * scale)

    def _paint_marker(self, painter: QPainter, r: QRectF, scale: float) -> None:
        # The owner's marker (large) or the holder's (small) on the tile's free right middle, clear of
        # its name (presentation: right of the produce row, above the VP, clear of the resources).
        floor = self.board.min_text_px()
        for seat, size in ((self.owner, 12.0), (self.holder, 8.0)):
            if seat is None:
                continue
            radius = size * scale
            if self.chip:
                center = QPointF(r.right() - radius - 2, r.top() + radius + 2)
            elif floor:
                center = QPointF(r.right() - radius - 6 * scale, r.bottom() - 2 * scale - floor - 4 - radius)
            else:
                center = QPointF(r.right() - radius - 5 * scale, r.center().y() + 4 * scale)
            style.draw_player_shape(painter, style.player_shape(seat), center, radius,
                                    style.player_color(self.board.colors, seat), DARK, 1.8)
            break

    def _paint_large(self, painter: QPainter, tile: Any, r: QRectF, scale: float, floor: float) -> None:
        """Presentation: the same tile with no text under ``floor`` px; the name whole in up to three
        lines (hyphenated between syllables), resources as lettered discs; raw and bonus chips show
        their resource disc or symbol badge and coin only."""
        inset = OWNER_FRAME * 0.5 if self.owner is not None and not self.chip else 0.0
        pad = 2 * scale + inset
        if self.chip:
            mid_y = r.center().y()
            if tile.kind == RAW and tile.provides:
                draw_resource(painter, tile.provides, QPointF(r.center().x(), mid_y), r.height() / 2 - 3, floor)
            elif tile.kind == BONUS:
                self._badge(painter, QRectF(r.left() + 3, mid_y - 13, 26, 26), tile.scores_symbol or "", floor)
                draw_coin(painter, tile.cost, QPointF(r.right() - 14, mid_y), 9.5 * scale, floor)
            return
        width = r.width() - 2 * pad
        # the name as wide as the tile (an owner's frame does not make it take more lines)
        name_w = r.width() - 4 * scale
        name_font, lines = fitted_name(words.tile_name(self.tile_id, self.board.data), max(12.5 * scale, floor),
                                       name_w, 3, bold=scale > 1.2)
        painter.setPen(DARK)
        painter.setFont(name_font)
        line_h = QFontMetricsF(name_font).height()
        for i, line in enumerate(lines):
            painter.drawText(QRectF(r.left() + 2 * scale - 2, r.top() + pad + i * line_h, name_w + 4, line_h),
                             Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop, line)
        y = r.top() + pad + len(lines) * line_h + 1
        bottom = r.bottom() - pad
        badge = floor + 2
        icons = (1 if tile.cost else 0) + len(tile.resources)
        radius = min(12.0 * scale, width / max(3, icons) / 2)
        middle_row = bool(tile.produces or tile.discount)
        # the cost-and-resources row between the name and the bottom rows, as large as fits
        room = bottom - badge - 2 - (2 * radius + 1 if middle_row else 0) - y
        radius = max(6.0, min(radius, room / 2))
        x = r.left() + pad + radius
        if tile.cost:
            draw_coin(painter, tile.cost, QPointF(x, y + radius), radius, floor)
            x += 2 * radius
        for res in tile.resources:
            draw_resource(painter, res, QPointF(x, y + radius), radius, floor)
            x += 2 * radius
        if middle_row:
            row = QRectF(r.left() + pad, bottom - badge - 1 - 2 * radius, width, 2 * radius)
            painter.setPen(DARK)
            painter.setFont(font(floor, True))
            if tile.produces:
                painter.drawText(QRectF(row.left(), row.top(), floor, row.height()), Qt.AlignmentFlag.AlignCenter, "→")
                draw_resource(painter, tile.produces, QPointF(row.left() + floor + radius, row.center().y()), radius,
                              floor)
            else:
                painter.drawText(row, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, f"−{tile.discount}¢")
        if tile.vp:
            vp_rect = QRectF(r.right() - pad - floor * 1.4, bottom - badge, floor * 1.4, badge)
            painter.setPen(QPen(QColor("#222222"), 1))
            painter.setBrush(QColor("#ffffff"))
            painter.drawRoundedRect(vp_rect, 4, 4)
            painter.setFont(font(floor, True))
            painter.drawText(vp_rect, Qt.AlignmentFlag.AlignCenter, str(tile.vp))
        for i, symbol in enumerate(tile.symbols):
            self._badge(painter, QRectF(r.left() + pad + i * (badge + 1), bottom - badge, badge, badge), symbol, floor)

    @staticmethod
    def _badge(painter: QPainter, rect: QRectF, symbol: str, size: float) -> None:
        """A bonus symbol's badge: its initial in a square."""
        painter.setPen(QPen(QColor("#222222"), 1))
        painter.setBrush(QColor("#fff4c2"))
        painter.drawRect(rect)
        painter.setFont(font(size, True))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, words.symbol_name(symbol)[:1])

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:  # noqa: N802 (Qt API)
        self.hovered = True
        self.setToolTip(self.board.describe(self.tile_id))
        self.update()

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:  # noqa: N802 (Qt API)
        self.hovered = False
        self.update()

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 (Qt API)
        if event.button() == Qt.MouseButton.LeftButton:
            self.board.tile_clicked.emit(self.tile_id)


class EdgeItem(QGraphicsItem):
    """A road (between factories) or line (between technologies); in the owner's colour once one
    player built both ends (8.4: 3 VP at the end); glows while the final scoring shows it."""

    def __init__(self, board: IndustriaScene, edge: Any) -> None:
        super().__init__()
        self.board, self.edge = board, edge
        a, b = board.space_center(edge.a), board.space_center(edge.b)
        self.a, self.b = a, b
        self.owner: int | None = None
        self.lit = False
        self.setZValue(style.Z_LINE)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt API)
        return QRectF(self.a, self.b).normalized().adjusted(-12, -12, 12, 12)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        base = ROAD if self.edge.type == "road" else LINE
        if self.lit:  # over the tiles it joins: a see-through glow only, their words stay readable
            glow = QColor(style.HIGHLIGHT)
            glow.setAlpha(150)
            painter.setPen(QPen(glow, 22, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            painter.drawLine(self.a, self.b)
            return
        if self.owner is not None:
            painter.setPen(QPen(style.player_color(self.board.colors, self.owner), 12,
                                Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            painter.drawLine(self.a, self.b)
        pen = QPen(base, 5, Qt.PenStyle.SolidLine if self.edge.type == "road" else Qt.PenStyle.DashLine,
                   Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        painter.drawLine(self.a, self.b)
