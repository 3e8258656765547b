"""Markets panel: era and round, deck, turn order, coal and iron markets, distant cotton market."""
from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QLabel, QSizePolicy, QVBoxLayout, QWidget

from brass_desktop.engine import Game
from brass_desktop.ui import texts
from brass_desktop.ui.board import style
from brass_desktop.ui.panels.base import Panel, heading, player_pixmap


class MarketStrip(QWidget):
    """A row of market spaces, cheapest on the left; filled spaces show a cube."""

    def __init__(self, cube: QColor, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.cube = cube
        self.prices: tuple[int, ...] = ()
        self.cubes = 0
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def set_market(self, prices: tuple[int, ...], cubes: int) -> None:
        self.prices, self.cubes = prices, cubes
        self.updateGeometry()
        self.update()

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt API)
        h = round(self.fontMetrics().height() * 2.6)
        return QSize(max(1, len(self.prices)) * h, h)

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        h = self.sizeHint().height()
        return QSize(max(1, len(self.prices)) * h // 2, h)

    def paintEvent(self, event) -> None:  # noqa: N802
        if not self.prices:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        count = len(self.prices)
        width = self.width() / count
        height = self.height()
        # Cubes are bought cheapest first and sold into the dearest empty space, so the cubes
        # present always sit on the most expensive spaces (the right-hand end).
        first_full = count - self.cubes
        small = QFont(self.font())
        small.setPointSizeF(max(6.0, self.font().pointSizeF() * 0.85))
        for i, price in enumerate(self.prices):
            cell = QRectF(i * width + 2, 2, width - 4, height - 4)
            painter.setPen(QPen(QColor("#8c7a62"), 1))
            painter.setBrush(QColor("#fffaf0"))
            painter.drawRoundedRect(cell, 4, 4)
            painter.setFont(small)
            painter.setPen(QColor("#3b3026"))
            painter.drawText(cell.adjusted(0, 2, 0, 0), Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop,
                             texts.money(price))
            if i >= first_full:
                side = min(cell.width(), cell.height()) * 0.42
                cube = QRectF(cell.center().x() - side / 2, cell.bottom() - side - 4, side, side)
                painter.setPen(QPen(QColor("#111111"), 1))
                painter.setBrush(self.cube)
                painter.drawRect(cube)
        painter.end()


class DistantTrack(QWidget):
    """The distant cotton market's demand track: +3 +3 +2 +2 +1 +1 0 0 X, marker on its space."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.spaces: tuple[int, ...] = ()
        self.position = 0
        self.closed = False
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def set_track(self, spaces: tuple[int, ...], position: int, closed: bool) -> None:
        self.spaces, self.position, self.closed = spaces, position, closed
        self.updateGeometry()
        self.update()

    def sizeHint(self) -> QSize:  # noqa: N802
        h = round(self.fontMetrics().height() * 2.2)
        return QSize((len(self.spaces) + 1) * h, h)

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        h = self.sizeHint().height()
        return QSize((len(self.spaces) + 1) * h // 2, h)

    def paintEvent(self, event) -> None:  # noqa: N802
        if not self.spaces:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        labels = [f"+{s}" if s else "0" for s in self.spaces] + ["✕"]
        width = self.width() / len(labels)
        for i, label in enumerate(labels):
            cell = QRectF(i * width + 2, 2, width - 4, self.height() - 4)
            here = i == self.position or (self.closed and i == len(labels) - 1)
            painter.setPen(QPen(QColor("#1f4e79") if here else QColor("#8c7a62"), 3 if here else 1))
            painter.setBrush(QColor("#ffd400") if here else QColor("#fffaf0"))
            painter.drawRoundedRect(cell, 4, 4)
            painter.setPen(QColor("#8a1c1c") if i == len(labels) - 1 else QColor("#2a2118"))
            painter.drawText(cell, Qt.AlignmentFlag.AlignCenter, label)
        painter.end()


class MarketsPanel(Panel):
    """The shared parts of the game: era, round, deck, turn order and the three markets."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("MarketsPanel")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.setSpacing(4)
        self.title = heading()
        layout.addWidget(self.title)
        self.era = QLabel()
        self.era.setProperty("role", "value")
        layout.addWidget(self.era)

        grid = QGridLayout()
        grid.setHorizontalSpacing(10)
        self.deck_caption, self.deck = QLabel(), QLabel()
        self.order_caption = QLabel()
        self.order = QHBoxLayout()
        self.order.setSpacing(4)
        # Fixed widgets for up to four players, updated in place (no widget churn per action).
        self.order_badges = [QLabel() for _ in range(4)]
        self.order_names = [QLabel() for _ in range(4)]
        self.order_arrows = [QLabel("›") for _ in range(3)]
        for i in range(4):
            self.order.addWidget(self.order_badges[i])
            self.order.addWidget(self.order_names[i])
            if i < 3:
                self.order.addWidget(self.order_arrows[i])
        self.order.addStretch(1)
        grid.addWidget(self.deck_caption, 0, 0)
        grid.addWidget(self.deck, 0, 1)
        grid.addWidget(self.order_caption, 1, 0)
        grid.addLayout(self.order, 1, 1)
        grid.setColumnStretch(1, 1)
        layout.addLayout(grid)

        self.coal_caption = QLabel()
        self.coal = MarketStrip(style.COAL_CUBE)
        self.iron_caption = QLabel()
        self.iron = MarketStrip(style.IRON_CUBE)
        self.distant_caption = QLabel()
        self.distant = DistantTrack()
        for widget in (self.coal_caption, self.coal, self.iron_caption, self.iron, self.distant_caption,
                       self.distant):
            layout.addWidget(widget)
        for caption in (self.coal_caption, self.iron_caption, self.distant_caption, self.deck_caption,
                        self.order_caption):
            caption.setProperty("role", "caption")
        self.options = QLabel()
        self.options.setWordWrap(True)
        self.options.setProperty("role", "small")
        layout.addWidget(self.options)
        self._game: Game | None = None
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        tr = texts.translate
        self.title.setText(tr("MarketsPanel", "Game"))
        self.deck_caption.setText(tr("MarketsPanel", "Draw pile"))
        self.order_caption.setText(tr("MarketsPanel", "Turn order"))
        if self._game is not None:
            self.update_from(self._game)

    def update_from(self, game: Game | None) -> None:
        self._game = game
        if game is None:
            return
        tr = texts.translate
        state = game.state
        if state.phase == "over":
            self.era.setText(tr("MarketsPanel", "Game over"))
        else:
            self.era.setText(texts.fill(tr("MarketsPanel", "{era}, round {round} of {rounds}"),
                                        {"era": texts.era_name(state.era).capitalize(), "round": state.round,
                                         "rounds": state.rounds_in_era}))
        self.deck.setText(texts.fill(tr("MarketsPanel", "{n} cards"), {"n": len(state.deck)}))
        size = round(self.fontMetrics().height() * 1.1)
        order = list(state.turn_order)
        for i in range(4):
            shown = i < len(order)
            self.order_badges[i].setVisible(shown)
            self.order_names[i].setVisible(shown)
            if i < 3:
                self.order_arrows[i].setVisible(i < len(order) - 1)
            if not shown:
                continue
            index = order[i]
            self.order_badges[i].setPixmap(player_pixmap(index, size))
            self.order_names[i].setText(state.players[index].name)
            font = self.order_names[i].font()
            font.setBold(index == game.current_player)
            self.order_names[i].setFont(font)

        self.coal_caption.setText(texts.fill(tr("MarketsPanel", "Coal market: {n} cubes, next costs {price}"),
                                             {"n": state.coal_market,
                                              "price": texts.money(game.context.market_price("coal", 1))}))
        self.iron_caption.setText(texts.fill(tr("MarketsPanel", "Iron market: {n} cubes, next costs {price}"),
                                             {"n": state.iron_market,
                                              "price": texts.money(game.context.market_price("iron", 1))}))
        self.coal.set_market(game.context.market_prices("coal"), state.coal_market)
        self.iron.set_market(game.context.market_prices("iron"), state.iron_market)
        spaces = game.data.distant_income[:game.data.distant_closed_position]
        if state.distant_closed:
            distant = tr("MarketsPanel", "Distant cotton market: closed for this era")
        else:
            distant = texts.fill(tr("MarketsPanel", "Distant cotton market: {n} demand tiles in the stack"),
                                 {"n": len(state.distant_tiles)})
        self.distant_caption.setText(distant)
        self.distant.set_track(tuple(spaces), state.distant_pos, state.distant_closed)
        changed = game.options.non_default()
        if changed:
            self.options.setText(texts.fill(tr("MarketsPanel", "Rule options: {list}"), {"list": "; ".join(
                f"{texts.option_label(k)}: {texts.option_value(k, v)}" for k, v in changed.items())}))
        self.options.setVisible(bool(changed))

    def scale_changed(self) -> None:
        for widget in (self.coal, self.iron, self.distant):
            widget.updateGeometry()
        if self._game is not None:
            self.update_from(self._game)
