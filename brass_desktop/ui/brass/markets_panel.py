"""Markets panel: era and round, deck, turn order, coal and iron markets, and the game's buyers:
Lancashire's distant cotton market or Birmingham's merchants with their beer."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent, QPen, QPixmap
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QLabel, QSizePolicy, QVBoxLayout, QWidget

from brass_desktop.engine import Game
from brass_desktop.ui import texts
from brass_desktop.ui.board import style
from brass_desktop.ui.brass import style as brass_style
from brass_desktop.ui.brass import words
from brass_desktop.ui.panels.base import Panel, heading, player_pixmap


class MarketStrip(QWidget):
    """A row of market spaces, cheapest on the left; filled spaces show a cube.  A last, dashed
    cell shows the price of a cube once the market is empty."""

    def __init__(self, cube: QColor, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.cube = cube
        self.rows = 2.6  # height in text lines (less in the compact side column)
        self.prices: tuple[int, ...] = ()
        self.cubes = 0
        self.empty_price: int | None = None
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def set_market(self, prices: tuple[int, ...], cubes: int, empty_price: int | None = None) -> None:
        self.prices, self.cubes, self.empty_price = prices, cubes, empty_price
        self.updateGeometry()
        self.update()

    def _cells(self) -> int:
        return len(self.prices) + (1 if self.empty_price is not None else 0)

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt API)
        h = round(self.fontMetrics().height() * self.rows)
        return QSize(max(1, self._cells()) * h, h)

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        h = self.sizeHint().height()
        return QSize(max(1, self._cells()) * h // 2, h)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        if not self.prices:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        count = len(self.prices)
        width = self.width() / self._cells()
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
        if self.empty_price is not None:
            cell = QRectF(count * width + 2, 2, width - 4, height - 4)
            painter.setPen(QPen(QColor("#8c7a62"), 1, Qt.PenStyle.DashLine))
            painter.setBrush(QColor("#efe8d8"))
            painter.drawRoundedRect(cell, 4, 4)
            painter.setFont(small)
            painter.setPen(QColor("#6b5a48"))
            painter.drawText(cell.adjusted(0, 2, 0, 0), Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop,
                             texts.money(self.empty_price))
            painter.drawText(cell.adjusted(0, 0, 0, -3), Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom,
                             "∅")
        painter.end()


class DistantTrack(QWidget):
    """The distant cotton market's demand track: +3 +3 +2 +2 +1 +1 0 0 X, marker on its space."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.spaces: tuple[int, ...] = ()
        self.position = 0
        self.closed = False
        self.rows = 2.2  # height in text lines (less in the compact side column)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def set_track(self, spaces: tuple[int, ...], position: int, closed: bool) -> None:
        self.spaces, self.position, self.closed = spaces, position, closed
        self.updateGeometry()
        self.update()

    def sizeHint(self) -> QSize:  # noqa: N802
        h = round(self.fontMetrics().height() * self.rows)
        return QSize((len(self.spaces) + 1) * h, h)

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        h = self.sizeHint().height()
        return QSize((len(self.spaces) + 1) * h // 2, h)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
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


class MerchantsView(QWidget):
    """Birmingham's merchants: one row per merchant tile in play, with what it buys, its beer
    barrel and the bonus the barrel gives."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.grid.setHorizontalSpacing(8)
        self.grid.setVerticalSpacing(1)
        self.grid.setColumnStretch(3, 1)
        self.rows: list[tuple[QLabel, QLabel, QLabel, QLabel]] = []
        self.merchants: list[dict[str, Any]] = []

    def _row(self, index: int) -> tuple[QLabel, QLabel, QLabel, QLabel]:
        while len(self.rows) <= index:
            row = (QLabel(), QLabel(), QLabel(), QLabel())
            row[3].setProperty("role", "small")
            for column, label in enumerate(row):
                self.grid.addWidget(label, len(self.rows), column)
            self.rows.append(row)
        return self.rows[index]

    def set_merchants(self, game: Game, by_location: bool = False) -> None:
        """One row per merchant tile, or (``by_location``: a short window's compact panel) one row
        per merchant town with its tiles' goods and barrels side by side."""
        data = game.data
        self.merchants = [dict(m) for m in game.state.merchants]
        if by_location:
            self._set_towns(game)
            return
        size = round(self.fontMetrics().height() * 1.3)
        bonuses = {space.location: (space.bonus, space.amount) for space in data.merchant_spaces}
        for i, m in enumerate(self.merchants):
            name, goods, barrel, bonus = self._row(i)
            name.setText(words.merchant_name(m["id"], data))
            buys = tuple(data.merchant_buys.get(m["tile"], ()))
            goods.setPixmap(goods_pixmap(buys, size))
            goods.setToolTip(words.merchant_tile_text(m["tile"]))
            barrel.setPixmap(barrel_pixmap(bool(m["beer"]), size) if buys else QPixmap())
            kind, amount = bonuses.get(m["location"], ("", 0))
            bonus.setText(words.merchant_bonus_text(kind, amount) if buys else words.merchant_tile_text(m["tile"]))
            tip = (texts.translate("MarketsPanel", "Its beer barrel is there") if m["beer"]
                   else texts.translate("MarketsPanel", "Its beer barrel has been used"))
            barrel.setToolTip(tip if buys else "")
            for label in (name, goods, barrel, bonus):
                label.show()
        for row in self.rows[len(self.merchants):]:
            for label in row:
                label.hide()

    def _set_towns(self, game: Game) -> None:
        data = game.data
        size = round(self.fontMetrics().height() * 1.1)
        bonuses = {space.location: (space.bonus, space.amount) for space in data.merchant_spaces}
        towns: dict[str, list[dict[str, Any]]] = {}
        for m in self.merchants:
            towns.setdefault(str(m["location"]), []).append(m)
        for i, (location, merchants) in enumerate(towns.items()):
            name, goods, barrel, bonus = self._row(i)
            name.setText(words.location_name(location, data))
            pixmaps = [goods_pixmap(tuple(data.merchant_buys.get(m["tile"], ())), size) for m in merchants]
            goods.setPixmap(_side_by_side(pixmaps, size // 3))
            goods.setToolTip(texts.join_list(words.merchant_tile_text(m["tile"]) for m in merchants))
            buying = [m for m in merchants if data.merchant_buys.get(m["tile"])]
            barrel.setPixmap(_side_by_side([barrel_pixmap(bool(m["beer"]), size) for m in buying], 0)
                             if buying else QPixmap())
            barrel.setToolTip("\n".join(texts.translate("MarketsPanel", "Its beer barrel is there") if m["beer"]
                                         else texts.translate("MarketsPanel", "Its beer barrel has been used")
                                         for m in buying))
            kind, amount = bonuses.get(location, ("", 0))
            bonus.setText(words.merchant_bonus_text(kind, amount) if buying
                          else words.merchant_tile_text(merchants[0]["tile"]))
            for label in (name, goods, barrel, bonus):
                label.show()
        for row in self.rows[len(towns):]:
            for label in row:
                label.hide()


def _side_by_side(pixmaps: list[QPixmap], gap: int) -> QPixmap:
    """``pixmaps`` in a row, ``gap`` pixels apart (one merchant town's tiles or barrels)."""
    if not pixmaps:
        return QPixmap()
    width = sum(p.width() for p in pixmaps) + gap * (len(pixmaps) - 1)
    height = max(p.height() for p in pixmaps)
    row = QPixmap(width, height)
    row.fill(Qt.GlobalColor.transparent)
    painter = QPainter(row)
    x = 0
    for pixmap in pixmaps:
        painter.drawPixmap(x, (height - pixmap.height()) // 2, pixmap)
        x += pixmap.width() + gap
    painter.end()
    return row


def goods_pixmap(industries: tuple[str, ...], size: int) -> QPixmap:
    """What a merchant buys, as icons in a row (a crossed box for a blank merchant)."""
    width = size * max(1, len(industries))
    pixmap = QPixmap(width, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    if not industries:
        painter.setPen(QPen(QColor("#8c7a62"), 1.5))
        box = QRectF(size * 0.15, size * 0.15, size * 0.7, size * 0.7)
        painter.drawRect(box)
        painter.drawLine(box.topLeft(), box.bottomRight())
        painter.drawLine(box.topRight(), box.bottomLeft())
    for i, industry in enumerate(industries):
        style.draw_industry_icon(painter, industry, QPointF(size * (i + 0.5), size / 2), size * 0.4,
                                 style.INDUSTRY_TINTS.get(industry, QColor("#333333")))
    painter.end()
    return pixmap


def barrel_pixmap(full: bool, size: int) -> QPixmap:
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    brass_style.draw_barrel(painter, QPointF(size / 2, size / 2), size * 0.42, full)
    painter.end()
    return pixmap


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
        for label in (*self.order_badges, *self.order_names, *self.order_arrows):
            label.hide()  # shown by update_from for the players of a game, never "› › ›" without one
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
        self.merchants_caption = QLabel()
        self.merchants = MerchantsView()
        for widget in (self.coal_caption, self.coal, self.iron_caption, self.iron, self.distant_caption,
                       self.distant, self.merchants_caption, self.merchants):
            layout.addWidget(widget)
        for caption in (self.coal_caption, self.iron_caption, self.distant_caption, self.deck_caption,
                        self.order_caption, self.merchants_caption):
            caption.setProperty("role", "caption")
        for caption in (self.coal_caption, self.iron_caption, self.distant_caption, self.merchants_caption):
            caption.setWordWrap(True)  # translated or projector-sized captions must not widen the side bar
        self.options = QLabel()
        self.options.setWordWrap(True)
        self.options.setProperty("role", "small")
        layout.addWidget(self.options)
        self._game: Game | None = None
        self._compact = False
        self.retranslate_ui()

    def set_compact(self, on: bool) -> None:
        """A short window's side column: lower market strips, no title or turn order (the player
        cards stand in turn order), one merchant row per town."""
        if on == self._compact and self.title.isHidden() == on:
            return
        self._compact = on
        self.title.setVisible(not on)
        for strip in (self.coal, self.iron):
            strip.rows = 1.9 if on else 2.6
            strip.updateGeometry()
        self.distant.rows = 1.6 if on else 2.2
        self.distant.updateGeometry()
        if self._game is not None:
            self.update_from(self._game)

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
                                        {"era": words.era_name(state.era).capitalize(), "round": state.round,
                                         "rounds": state.rounds_in_era}))
        self.deck.setText(texts.fill(tr("MarketsPanel", "{n} cards"), {"n": len(state.deck)}))
        if self._compact and state.phase != "over":  # one line for era, round and deck
            self.era.setText(self.era.text() + " · " + texts.fill(tr("MarketsPanel", "draw pile {n}"),
                                                                  {"n": len(state.deck)}))
        self.deck.setVisible(not self._compact)
        self.deck_caption.setVisible(not self._compact)
        size = round(self.fontMetrics().height() * 1.1)
        order = list(state.turn_order)
        self.order_caption.setVisible(not self._compact)
        for i in range(4):
            shown = i < len(order) and not self._compact
            self.order_badges[i].setVisible(shown)
            self.order_names[i].setVisible(shown)
            if i < 3:
                self.order_arrows[i].setVisible(i < len(order) - 1 and not self._compact)
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
        for strip, resource in ((self.coal, "coal"), (self.iron, "iron")):
            empty = game.data.markets[resource].empty_price
            strip.set_market(game.context.market_prices(resource), state.market_cubes(resource), empty)
            strip.setToolTip(texts.fill(tr("MarketsPanel", "Once the market is empty, each cube costs {price}."),
                                        {"price": texts.money(empty)}))
        self._update_buyers(game)
        changed = game.options.non_default()
        if changed:
            self.options.setText(texts.fill(tr("MarketsPanel", "Rule options: {list}"), {"list": "; ".join(
                f"{texts.option_label(game.data.game, k)}: {texts.option_value(game.data.game, k, v)}"
                for k, v in changed.items())}))
        self.options.setVisible(bool(changed))

    def _update_buyers(self, game: Game) -> None:
        """Lancashire: the distant cotton market; Birmingham: the merchants and their beer."""
        tr = texts.translate
        state = game.state
        has_distant = bool(game.data.distant_income)
        self.distant_caption.setVisible(has_distant)
        self.distant.setVisible(has_distant)
        if has_distant:
            spaces = game.data.distant_income[:game.data.distant_closed_position]
            if state.distant_closed:
                distant = tr("MarketsPanel", "Distant cotton market: closed for this era")
            else:
                distant = texts.fill(tr("MarketsPanel", "Distant cotton market: {n} demand tiles in the stack"),
                                     {"n": len(state.distant_tiles)})
            self.distant_caption.setText(distant)
            self.distant.set_track(tuple(spaces), state.distant_pos, state.distant_closed)
        has_merchants = bool(state.merchants)
        # Never the heading without its rows (issue 39): compact, one row per merchant town.
        self.merchants_caption.setVisible(has_merchants)
        self.merchants.setVisible(has_merchants)
        if has_merchants:
            barrels = sum(int(m["beer"]) for m in state.merchants)
            self.merchants_caption.setText(texts.fill(
                tr("MarketsPanel", "Merchants, their beer ({n} barrels left) and its bonus"),
                {"n": barrels}))
            self.merchants.set_merchants(game, by_location=self._compact)

    def scale_changed(self) -> None:
        for widget in (self.coal, self.iron, self.distant):
            widget.updateGeometry()
        if self._game is not None:
            self.update_from(self._game)
