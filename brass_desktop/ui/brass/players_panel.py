"""Players panel: one card per player with money, income, VP, spending and the next tiles; in the
projector's column only the acting player's own card (the board scene carries the public table)."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QGridLayout, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from brass_desktop.engine import Game
from brass_desktop.ui import texts
from brass_desktop.ui.board.style import ROMAN
from brass_desktop.ui.brass import words
from brass_desktop.ui.panels.base import Panel, heading, industry_pixmap, player_color, player_pixmap

INDUSTRY_ORDER = ("cotton", "manufacturer", "pottery", "port", "coal", "iron", "brewery", "shipyard")


def industries_of(game: Game) -> tuple[str, ...]:
    """The game's industries in a fixed reading order (Lancashire five, Birmingham six)."""
    known = [i for i in INDUSTRY_ORDER if i in game.data.tiles]
    return tuple(known + sorted(set(game.data.tiles) - set(known)))


class PlayerCard(QFrame):
    """Everything public about one player, at a glance."""

    def __init__(self, index: int, industries: tuple[str, ...], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.index = index
        self.industries = industries
        self.setObjectName("PlayerCard")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        outer = QVBoxLayout(self)
        self._outer = outer
        outer.setContentsMargins(8, 4, 8, 6)
        outer.setSpacing(3)

        # Four lines per player, so four players, the markets and the working area fit in one
        # column beside the map: name (with link tiles and cards), the four numbers, two rows of tiles.
        top = QHBoxLayout()
        self.badge = QLabel()
        self.name = heading()
        self.counts = QLabel()
        self.counts.setProperty("role", "caption")
        self.turn = QLabel()
        self.turn.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        top.addWidget(self.badge)
        top.addWidget(self.name)
        top.addSpacing(6)
        top.addWidget(self.counts, 1)
        top.addWidget(self.turn)
        outer.addLayout(top)

        stats = QGridLayout()
        stats.setHorizontalSpacing(6)
        stats.setVerticalSpacing(1)
        self.captions: dict[str, QLabel] = {}
        self.values: dict[str, QLabel] = {}
        for i, key in enumerate(("money", "income", "vp", "spent")):
            caption, value = QLabel(), QLabel()
            caption.setProperty("role", "caption")
            value.setProperty("role", "value")
            self.captions[key], self.values[key] = caption, value
            stats.addWidget(caption, 0, i * 2)
            stats.addWidget(value, 0, i * 2 + 1)
        for column in (1, 3, 5, 7):
            stats.setColumnStretch(column, 1)
        self.stats = QWidget()
        self.stats.setLayout(stats)
        stats.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(self.stats)
        self.compact = False  # three lines: the numbers beside the name, no stats row, no hand line
        # The projector's column: the acting player's own card, its tiles in two columns and no
        # turn mark (the board shows the turn order).
        self.column = False

        tiles = QGridLayout()
        tiles.setHorizontalSpacing(6)
        tiles.setVerticalSpacing(0)
        self.tiles = tiles
        self.tile_icons: dict[str, QLabel] = {}
        self.tile_texts: dict[str, QLabel] = {}
        for industry in industries:
            icon, text = QLabel(), QLabel()
            text.setProperty("role", "small")
            self.tile_icons[industry], self.tile_texts[industry] = icon, text
        self.tile_columns = 0
        self.set_tile_columns(3)  # two rows: Lancashire's five stacks, Birmingham's six
        outer.addLayout(tiles)
        self.hand = QLabel()
        self.hand.setWordWrap(True)
        self.hand.setProperty("role", "small")
        self.hand.hide()
        outer.addWidget(self.hand)

    def set_tile_columns(self, columns: int) -> None:
        """The next tiles in ``columns`` columns (two in the projector's narrow column)."""
        if columns == self.tile_columns:
            return
        for column in range(2 * max(columns, self.tile_columns)):
            self.tiles.setColumnStretch(column, 0)
        self.tile_columns = columns
        for i, industry in enumerate(self.industries):
            for offset, label in enumerate((self.tile_icons[industry], self.tile_texts[industry])):
                self.tiles.removeWidget(label)
                self.tiles.addWidget(label, i // columns, (i % columns) * 2 + offset)
        for column in range(1, 2 * columns, 2):
            self.tiles.setColumnStretch(column, 1)

    def retranslate_ui(self) -> None:
        tr = texts.translate
        labels = {"money": tr("PlayersPanel", "Money"), "income": tr("PlayersPanel", "Income"),
                  "vp": tr("PlayersPanel", "VP"), "spent": tr("PlayersPanel", "Spent")}
        for key, caption in self.captions.items():
            caption.setText(labels[key])
        self.captions["spent"].setToolTip(tr("PlayersPanel", "Money spent this round; the least spent plays first "
                                                            "next round"))

    def update_from(self, game: Game, icon_size: int, open_hand: bool) -> None:
        tr = texts.translate
        state = game.state
        p = state.players[self.index]
        current = game.current_player == self.index
        self.setProperty("current", current)
        self.style().unpolish(self)
        self.style().polish(self)
        self.badge.setPixmap(player_pixmap(self.index, icon_size))
        self.name.setText(p.name)
        self.name.setStyleSheet(f"color: {player_color(self.index).darker(130).name()};")
        position = state.turn_order.index(self.index) + 1 if self.index in state.turn_order else 0
        turn = texts.fill(tr("PlayersPanel", "turn {n}"), {"n": position})
        if current:
            turn = texts.fill(tr("PlayersPanel", "▶ playing · {turn}"), {"turn": turn})
        self.turn.setText(turn)
        self.turn.setVisible(not self.column)
        self.set_tile_columns(2 if self.column else 3)
        level = game.data.income_level(p.income_pos)
        self.values["money"].setText(texts.money(p.money))
        self.values["income"].setText(texts.fill(tr("PlayersPanel", "{level} (track space {space})"),
                                                 {"level": texts.money(level), "space": p.income_pos}))
        self.values["vp"].setText(str(p.vp))
        self.values["spent"].setText(texts.money(p.spent))
        counts = texts.fill(tr("PlayersPanel", "{links} link tiles · {cards} cards"),
                            {"links": p.links_left, "cards": len(p.hand)})
        self.stats.setVisible(not self.compact)
        self._outer.setContentsMargins(*((6, 2, 6, 3) if self.compact else (8, 4, 8, 6)))
        if self.compact:
            self.counts.setText(texts.fill(tr("PlayersPanel", "{money} · income {income} · {vp} VP"),
                                           {"money": texts.money(p.money), "income": texts.money(level),
                                            "vp": p.vp}))
            self.counts.setToolTip(texts.fill(tr("PlayersPanel", "Spent this round: {spent}"),
                                              {"spent": texts.money(p.spent)}) + " · " + counts)
        else:
            self.counts.setText(counts)
            self.counts.setToolTip("")
        for industry in self.industries:
            self.tile_icons[industry].setPixmap(industry_pixmap(industry, icon_size))
            self.tile_texts[industry].setText(next_tile_text(game, self.index, industry))
            self.tile_texts[industry].setToolTip(next_tile_tooltip(game, self.index, industry))
        self.hand.setVisible(open_hand and not self.compact)
        if open_hand:
            cards = texts.join_list(words.card_name(c, game.data) for c in sorted(p.hand))
            self.hand.setText(texts.fill(tr("PlayersPanel", "Hand: {cards}"), {"cards": cards}))


def next_tile_text(game: Game, player: int, industry: str) -> str:
    """ "II £14 · 6 left" for the top tile of a stack (beside the industry's icon; the level in
    Roman numerals as printed on the tiles), "none left" when the stack is empty; the tooltip
    says it all in words."""
    tr = texts.translate
    levels = game.state.players[player].stacks.get(industry, [])
    if not levels:
        return tr("PlayersPanel", "none left")
    spec = game.data.tile(industry, levels[0])
    params = {"level": ROMAN.get(spec.level, str(spec.level)), "cost": texts.money(spec.cost), "left": len(levels)}
    if not spec.buildable:  # a level-0 shipyard: it is only ever developed away
        return texts.fill(tr("PlayersPanel", "{level} · develop · {left} left"), params)
    return texts.fill(tr("PlayersPanel", "{level} {cost} · {left} left"), params)


def next_tile_tooltip(game: Game, player: int, industry: str) -> str:
    """The full sentence behind the compact tile text."""
    tr = texts.translate
    levels = game.state.players[player].stacks.get(industry, [])
    name = words.industry_name(industry, capital=True, data=game.data)
    if not levels:
        return texts.fill(tr("PlayersPanel", "{industry}: no tiles left"), {"industry": name})
    spec = game.data.tile(industry, levels[0])
    if not spec.buildable:
        return texts.fill(tr("PlayersPanel", "{industry}: the next tile is level {level}; it cannot be built, "
                                             "remove it with Develop. {left} tiles left."),
                          {"industry": name, "level": spec.level, "left": len(levels)})
    text = texts.fill(tr("PlayersPanel", "{industry}: next tile level {level}, costs {cost}, needs {coal} coal "
                                         "and {iron} iron, scores {vp} VP when flipped. {left} tiles left."),
                      {"industry": name, "level": spec.level, "cost": texts.money(spec.cost), "coal": spec.coal,
                       "iron": spec.iron, "vp": spec.vp, "left": len(levels)})
    if spec.beer:
        text += " " + texts.fill(tr("PlayersPanel", "Selling it takes {beer} beer."), {"beer": spec.beer})
    if not spec.can_develop:
        text += " " + tr("PlayersPanel", "It has a lightbulb: it cannot be developed, only built.")
    return text


class PlayersPanel(Panel):
    """A card per player, in turn order, with the current player marked."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("PlayersPanel")
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(6, 6, 6, 6)
        self._layout.setSpacing(6)
        self.title = heading()
        self._layout.addWidget(self.title)
        self.legend = QLabel()
        self.legend.setProperty("role", "caption")
        self.legend.setWordWrap(True)
        self._layout.addWidget(self.legend)
        self.cards: list[PlayerCard] = []
        self._layout.addStretch(1)
        self._game: Game | None = None
        self._open_hands = False
        self._compact = False
        self._column = False  # the projector's column: the acting player's card only
        self.retranslate_ui()

    def set_presentation_column(self, on: bool) -> None:
        """The projector's column (issue 39): only the acting player's own card (money, income and
        VP beside the name, their next tiles in two columns); everyone's figures are on the board."""
        if on == self._column:
            return
        self._column = on
        if self._game is not None:
            self.update_from(self._game)

    def set_compact(self, on: bool) -> None:
        """The projector's side column (or a short window): no title and legend, three lines per
        player (money, income and VP beside the name; the open hand is in the hand panel)."""
        if on == self._compact and self.title.isHidden() == on:
            return
        self._compact = on
        self._layout.setSpacing(3 if on else 6)
        self.title.setVisible(not on)
        self.legend.setVisible(not on)
        if self._game is not None:
            self.update_from(self._game)

    def retranslate_ui(self) -> None:
        self.title.setText(texts.translate("PlayersPanel", "Players"))
        self.legend.setText(texts.translate("PlayersPanel", "Next tile of each industry: level, cost, tiles left; "
                                                            "point at one for the coal and iron it needs"))
        for card in self.cards:
            card.retranslate_ui()
        if self._game is not None:
            self.update_from(self._game)

    def set_open_hands(self, on: bool) -> None:
        self._open_hands = on
        if self._game is not None:
            self.update_from(self._game)

    def update_from(self, game: Game | None) -> None:
        self._game = game
        if game is None:
            for card in self.cards:
                card.hide()
            return
        count = len(game.state.players)
        industries = industries_of(game)
        if len(self.cards) != count or any(card.industries != industries for card in self.cards):
            for card in self.cards:
                # Out of the layout and hidden now: deleteLater waits for the event loop, and a
                # new game started from a dialog would show the last game's players meanwhile.
                self._layout.removeWidget(card)
                card.hide()
                card.deleteLater()
            self.cards = [PlayerCard(i, industries) for i in range(count)]
            for card in self.cards:
                card.retranslate_ui()
        # Cards follow the turn order so the table reads top to bottom like the round.
        for card in self.cards:
            self._layout.removeWidget(card)
        order = list(game.state.turn_order) + [i for i in range(count) if i not in game.state.turn_order]
        for position, index in enumerate(order):
            self._layout.insertWidget(2 + position, self.cards[index])
            self.cards[index].setVisible(not self._column or index == game.current_player)
        size = round(self.fontMetrics().height() * (1.0 if self._compact else 1.3))
        for card in self.cards:
            card.compact = self._compact or self._column
            card.column = self._column
            card.update_from(game, size, self._open_hands)

    def scale_changed(self) -> None:
        if self._game is not None:
            self.update_from(self._game)
