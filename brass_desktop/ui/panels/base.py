"""Shared plumbing for panels: retranslation on language change, presentation scaling, pixmaps."""
from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPixmap
from PySide6.QtWidgets import QFrame, QLabel, QWidget

from brass_desktop.ui.board import style
from brass_desktop.ui.retranslate import Retranslatable

BASE_POINT_SIZE = 11.0  # readable across a table at 1920 x 1080
PRESENTATION_FACTOR = 1.35  # projector mode


class Panel(Retranslatable, QFrame):
    """A panel that rebuilds its texts on a language change (``retranslate_ui``) and scales its font."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._scale = 1.0

    def set_scale(self, factor: float) -> None:
        """Scale this panel's font (children inherit it); 1.0 is the normal size."""
        self._scale = factor
        font = QFont(self.font())
        font.setPointSizeF(BASE_POINT_SIZE * factor)
        self.setFont(font)
        self.scale_changed()

    def scale_changed(self) -> None:
        """Hook for panels with painted parts or explicit sizes."""

    @property
    def scale(self) -> float:
        return self._scale


def player_color(index: int | None) -> QColor:
    return style.player_color(style.PLAYER_COLORS, index)


def player_pixmap(index: int, size: int) -> QPixmap:
    """The player's colour and shape, as used on the map (colour-blind players rely on the shape)."""
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    style.draw_player_shape(painter, style.player_shape(index), QPointF(size / 2, size / 2), size * 0.42,
                            player_color(index), QColor("#222222"), max(1.0, size / 16))
    painter.end()
    return pixmap


def industry_pixmap(industry: str, size: int, color: QColor | None = None) -> QPixmap:
    """The industry's map icon on a transparent square."""
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    tint = color if color is not None else style.INDUSTRY_TINTS.get(industry, QColor("#333333"))
    style.draw_industry_icon(painter, industry, QPointF(size / 2, size / 2), size * 0.45, tint)
    painter.end()
    return pixmap


def card_pixmap(industries: tuple[str, ...], size: int, wild: bool = False) -> QPixmap:
    """A card's icon: its industry, both industries of a dual card (side by side), or the wild star."""
    if len(industries) == 1 and not wild:
        return industry_pixmap(industries[0], size)
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    if wild:
        style.draw_industry_icon(painter, "wild", QPointF(size / 2, size / 2), size * 0.45, style.GOLD,
                                 style.GOLD_DARK)
    for i, industry in enumerate(industries[:2]):
        center = QPointF(size * (0.27 + 0.46 * i), size / 2)
        style.draw_industry_icon(painter, industry, center, size * 0.24,
                                 style.INDUSTRY_TINTS.get(industry, QColor("#333333")))
    painter.end()
    return pixmap


def heading(text: str = "") -> QLabel:
    """A bold section title."""
    label = QLabel(text)
    font = label.font()
    font.setBold(True)
    label.setFont(font)
    label.setProperty("role", "heading")
    return label
