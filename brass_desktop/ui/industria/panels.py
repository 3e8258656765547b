"""Industria's panels: players (coins, VP, hand per the hands option, built tiles), the table
(epoch, round, bank list, the auction so far), the hand, and the action panel (auction: put up,
bid with a spin box, pass, sell/keep; building: tile, a source per resource, the preview, End
build; exchanging raw tiles).  A person's card in the players panel also offers that seat's
exchange while another player is to move (rules.md 6.6: at any time)."""
from __future__ import annotations

import html
from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QMenu,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from brass_desktop.controller.industria import is_kind
from brass_desktop.ui import rule_links, texts
from brass_desktop.ui.industria import words
from brass_desktop.ui.panels.base import Panel, heading, player_color, player_pixmap

tr = texts.translate
RAW = "raw_material"


def _clear(layout: Any) -> None:
    while layout.count():
        item = layout.takeAt(0)
        widget = item.widget()
        if widget is not None:
            widget.hide()
            widget.deleteLater()
        elif item.layout() is not None:
            _clear(item.layout())


def _show_all(layout: Any) -> None:
    """Show every widget of a rebuilt layout outright: widgets put in while the panel moves in the
    window (start, language switch, layout change) stayed hidden otherwise (empty players panel,
    hand and buttons in normal mode)."""
    for i in range(layout.count()):
        item = layout.itemAt(i)
        if item.widget() is not None:
            item.widget().show()
        elif item.layout() is not None:
            _show_all(item.layout())


def _wrap(text: str = "") -> QLabel:
    label = QLabel(text)
    label.setWordWrap(True)
    label.setTextFormat(Qt.TextFormat.RichText)
    return label


class IndustriaPlayersPanel(Panel):
    """One card per player: shape and colour, coins, VP, tiles in hand and built tiles; under the
    card of a person who is not to move, an exchange button (6.6: a raw-material tile for 1 coin at
    any time; the one to move finds it in the action panel).

    Hidden hands: the button is under every such person's card, whether or not they hold a raw
    tile, so its presence tells the table nothing; a click opens a menu of that seat's raw tiles
    only (or says there are none): what the owner asked to see, and the tile exchanged leaves the
    hand openly anyway.  Open hands: the button appears only when the seat has a raw tile, and
    exchanges at once when it has one (a menu when several)."""

    exchange_requested = Signal(int, object)  # seat, the Exchange action it takes out of turn

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("PlayersPanel")
        self.layout_ = QVBoxLayout(self)
        self.layout_.setContentsMargins(6, 6, 6, 6)
        self.title = heading()
        self.layout_.addWidget(self.title)
        self.grid = QGridLayout()
        self.layout_.addLayout(self.grid)
        self.compact = False
        self.column = False  # presentation: only what the acting seat needs (the board shows the rest)
        self.open_hands = False
        self.game: Any = None
        # whether a person may act for a seat here (set by the plug-in: not a computer's seat);
        # None (the replay's panel) offers no control
        self.can_act: Callable[[int], bool] | None = None
        self.exchange_buttons: dict[int, QPushButton] = {}
        self.menu: QMenu | None = None  # the open exchange menu (kept: tests pick its entries)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.title.setText(tr("Industria", "Players"))
        self.update_from(self.game)

    def set_compact(self, on: bool) -> None:
        self.compact = on
        self.update_from(self.game)

    def set_presentation_column(self, on: bool) -> None:
        """Presentation: the board draws every player's box, so the column keeps the acting
        seat's card and, for each other person, the out-of-turn exchange (6.6) with their name."""
        self.column = on
        self.title.setVisible(not on)
        self.update_from(self.game)

    def set_open_hands(self, on: bool) -> None:
        self.open_hands = on
        self.update_from(self.game)

    def seats_changed(self) -> None:
        """Who is a person changed (a new table): the exchange controls follow."""
        self.update_from(self.game)

    def update_from(self, game: Any) -> None:
        self.game = game
        _clear(self.grid)
        if game is None:
            return
        state, data = game.state, game.data
        current = game.current_player
        size = round(self.fontMetrics().height() * 1.4)
        buttons = {seat: self._exchange_button(game, seat) for seat in range(len(state.players))}
        for seat, p in enumerate(state.players):
            if self.column and seat != current:
                if buttons[seat] is not None:  # the seat's shape and name beside its exchange button
                    icon = QLabel()
                    icon.setPixmap(player_pixmap(seat, size))
                    self.grid.addWidget(icon, 2 * seat, 0, Qt.AlignmentFlag.AlignTop)
                    self.grid.addWidget(_wrap(f"<b>{p.name}</b>"), 2 * seat, 1)
                continue
            icon = QLabel()
            icon.setPixmap(player_pixmap(seat, size))
            self.grid.addWidget(icon, 2 * seat if self.column else seat, 0, Qt.AlignmentFlag.AlignTop)
            marks = []
            if seat == state.start_player:
                marks.append(tr("Industria", "start player"))
            if current == seat:
                marks.append(tr("Industria", "to play"))
            name = texts.fill(tr("Industria", "<b>{name}</b> {marks}"),
                              {"name": p.name, "marks": f"({', '.join(marks)})" if marks else ""})
            figures = texts.fill(tr("Industria", "{coins} · {vp} VP · {built} built"),
                                 {"coins": words.coins(p.coins), "vp": p.vp, "built": len(p.built)})
            if state.hands_open or self.open_hands:
                hand = texts.join_list(words.tile_name(t, data) for t in p.hand) or "—"
                in_hand = texts.fill(tr("Industria", "In hand: {tiles}"), {"tiles": hand})
            else:
                in_hand = texts.fill(tr("Industria", "Tiles in hand: {n}"), {"n": len(p.hand)})
            lines = [name, figures] if self.compact or self.column else [name, figures, in_hand]
            label = _wrap("<br>".join(lines))
            color = player_color(seat).name()
            label.setStyleSheet(f"border-left: 4px solid {color}; padding-left: 4px;")
            label.setToolTip(in_hand)
            self.grid.addWidget(label, 2 * seat if self.column else seat, 1)
        self.exchange_buttons = {}
        for seat, button in buttons.items():
            if button is None:
                continue
            if self.column:  # under the name: the narrow column has no room beside it
                self.grid.addWidget(button, 2 * seat + 1, 1)
            else:  # beside the seat's card
                self.grid.addWidget(button, seat, 2, Qt.AlignmentFlag.AlignTop)
            self.exchange_buttons[seat] = button
        self.grid.setColumnStretch(1, 1)
        _show_all(self.grid)

    def _exchange_button(self, game: Any, seat: int) -> QPushButton | None:
        """The out-of-turn exchange control of ``seat`` (see the class docstring), or None."""
        if self.can_act is None or game.current_player in (None, seat) or not self.can_act(seat):
            return None
        hidden = not (game.state.hands_open or self.open_hands)
        exchanges = game.legal_actions_for(seat)
        if not exchanges and not hidden:
            return None
        name = game.state.players[seat].name
        single = len(exchanges) == 1 and not hidden
        button = QPushButton(tr("Industria", "Exchange for 1 coin") if single else tr("Industria", "Exchange…"))
        button.setObjectName("ExchangeButton")
        button.setProperty("seat", seat)
        tip = (texts.fill(tr("Industria", "{player}: exchange {tile} for 1 coin"),
                          {"player": name, "tile": words.tile_name(exchanges[0].tile, game.data)}) if single
               else texts.fill(tr("Industria", "{player}: exchange a raw-material tile for 1 coin"),
                               {"player": name}))
        button.setToolTip(tip + "<br>" + tr("Industria", "Allowed at any time, also while another player is "
                                                         "to move (rule 6.6)."))
        button.clicked.connect(lambda _=False, s=seat: self.offer_exchange(s))
        return button

    def offer_exchange(self, seat: int) -> None:
        """The exchange button of ``seat`` clicked: exchange its only raw tile (open hands), else
        a menu of its raw tiles (none: a line saying so)."""
        game = self.game
        if game is None or self.can_act is None or not self.can_act(seat):
            return
        exchanges = game.legal_actions_for(seat)
        if len(exchanges) == 1 and (game.state.hands_open or self.open_hands):
            self.exchange_requested.emit(seat, exchanges[0])
            return
        menu = QMenu(self)
        menu.setObjectName("ExchangeMenu")
        for exchange in exchanges:
            entry = menu.addAction(texts.fill(tr("Industria", "Exchange {tile} for 1 coin"),
                                              {"tile": words.tile_name(exchange.tile, game.data)}))
            entry.triggered.connect(lambda _=False, s=seat, a=exchange: self.exchange_requested.emit(s, a))
        if not exchanges:
            menu.addAction(tr("Industria", "No raw-material tile in hand")).setEnabled(False)
        self.menu = menu
        button = self.exchange_buttons.get(seat)
        menu.popup(button.mapToGlobal(button.rect().bottomLeft()) if button is not None else self.mapToGlobal(
            self.rect().center()))


class IndustriaTablePanel(Panel):
    """Public facts of the table: the epoch and round, what the bank sells, the auction so far."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("MarketsPanel")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        self.title = heading()
        layout.addWidget(self.title)
        self.body = _wrap()
        layout.addWidget(self.body)
        self.game: Any = None
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.title.setText(tr("Industria", "Table"))
        self.update_from(self.game)

    def set_compact(self, on: bool) -> None:
        """Always compact: a few lines."""

    def update_from(self, game: Any) -> None:
        self.game = game
        if game is None:
            self.body.setText("")
            return
        state, data = game.state, game.data
        names = [p.name for p in state.players]
        bank = sorted(data.epoch(state.epoch).bank_sells, key=data.resources.index)
        lines = [texts.fill(tr("Industria", "Epoch {epoch}, round {round} of {rounds}"),
                            {"epoch": state.epoch, "round": state.round, "rounds": 12 // len(state.players)}),
                 texts.fill(tr("Industria", "The bank sells: {resources}"),
                            {"resources": texts.join_list(words.resource_name(r) for r in bank) or "—"})]
        if state.phase == "auction":
            lines.append(texts.fill(tr("Industria", "Auctioneer: {player}"),
                                    {"player": texts.player_name(state.auctioneer, names)}))
            if state.lot:
                lines.append(texts.fill(tr("Industria", "On offer: <b>{tile}</b>"),
                                        {"tile": words.tile_name(state.lot, data)}))
                if state.high_bidder is not None:
                    lines.append(texts.fill(tr("Industria", "High bid: {amount} by {player}"),
                                            {"amount": words.coins(state.high_bid),
                                             "player": texts.player_name(state.high_bidder, names)}))
                else:
                    lines.append(tr("Industria", "No bid yet"))
        self.body.setText("<br>".join(lines))


class IndustriaHandPanel(Panel):
    """The current player's tiles in hand (hidden behind the hand-over screen when hands are closed)."""

    tile_clicked = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("HandPanel")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        self.title = heading()
        layout.addWidget(self.title)
        self.grid = QGridLayout()
        layout.addLayout(self.grid)
        layout.addStretch(1)
        self.columns = 2
        self.owner, self.data, self.visible = "", None, True
        self.elsewhere = ""  # the seat to move plays elsewhere (its phone): the note says so
        self.hand: list[str] = []
        self.buttons: dict[str, QPushButton] = {}
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.set_hand(self.owner, self.hand, self.data, self.visible)

    def set_compact(self, on: bool, columns: int = 3) -> None:
        self.columns = columns if on else 2

    def set_elsewhere(self, note: str) -> None:
        """The seat to move holds its tiles elsewhere (its phone, issue 40): the hidden tiles' count
        comes with ``note``; "" : the count alone."""
        if note != self.elsewhere:
            self.elsewhere = note
            self.set_hand(self.owner, self.hand, self.data, self.visible)

    def set_hand(self, owner: str, hand: list[str], data: Any, visible: bool = True) -> None:
        self.owner, self.hand, self.data, self.visible = owner, list(hand), data, visible
        self.title.setText(texts.fill(tr("Industria", "Tiles in hand: {player}"), {"player": owner})
                           if owner else tr("Industria", "Tiles in hand"))
        _clear(self.grid)
        self.buttons = {}
        if data is None:
            return
        if not visible:
            self.grid.addWidget(_wrap(texts.fill(tr("Industria", "Hidden tiles: {n}"), {"n": len(hand)})), 0, 0)
            if self.elsewhere:
                self.grid.addWidget(_wrap(html.escape(self.elsewhere)), 1, 0)
            _show_all(self.grid)
            return
        for i, tile_id in enumerate(hand):
            tile = data.tiles[tile_id]
            button = QPushButton(words.tile_name(tile_id, data))
            button.setToolTip(words.kind_name(tile.kind))
            button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
            button.clicked.connect(lambda _=False, t=tile_id: self.tile_clicked.emit(t))
            self.grid.addWidget(button, i // self.columns, i % self.columns)
            self.buttons[tile_id] = button
        _show_all(self.grid)

    def set_marks(self, allowed: set[str] | None, chosen: set[str], reason: Callable[[str], str] | None = None) -> None:
        """Brass's card marks: Industria marks the chosen tile through the action panel."""


GAME = "industria"  # the rule links' game (ui/rule_links.py)


def _rule_link(topic: str) -> str:
    """" Rule 6.4" after a line, linking to the rule of ``topic`` (rule_links.KIND_RULES)."""
    rule = rule_links.kind_rule(topic, GAME)
    return f" {rule_links.rule_anchor(GAME, rule)}" if rule else ""


class IndustriaActionPanel(Panel):
    """The decisions of the current player as the interaction (controller/industria.py) offers
    them; every reason and preview line names its rule, and a click on a rule link emits
    ``rule_link`` (the window opens the rules reference there).  It shows and forwards clicks:
    what a click means is the interaction's."""

    targets_changed = Signal()
    rule_link = Signal(str)

    def __init__(self, controller: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ActionBar")
        self.controller = controller
        self.play = controller.interaction_for("industria")
        self.layout_ = QVBoxLayout(self)
        self.layout_.setContentsMargins(6, 6, 6, 6)
        self.prompt = self._link_label()
        self.prompt.setObjectName("Prompt")
        self.layout_.addWidget(self.prompt)
        self.message = self._link_label()  # why the last click or action was refused
        self.message.hide()
        self.layout_.addWidget(self.message)
        self.body = QVBoxLayout()
        self.layout_.addLayout(self.body)
        self.layout_.addStretch(1)
        self.buttons: dict[str, QPushButton] = {}  # by a stable name, for tests and shortcuts
        self.spin: QSpinBox | None = None
        self.combos: list[QComboBox] = []
        self.preview = self._link_label()
        # whether a reveal holds the view (set by the plug-in): the next round's choices wait
        self.held: Callable[[], bool] | None = None
        self.elsewhere = ""  # the seat to move plays elsewhere (its phone): this note instead of the choices
        controller.action_rejected.connect(self.show_rejection)
        controller.state_changed.connect(self.message.hide)  # a refusal holds until the game changes
        controller.draft_changed.connect(self.refresh)
        self.refresh()

    @property
    def build_tile(self) -> str | None:
        """The tile chosen to build."""
        return self.play.build_tile  # type: ignore[no-any-return]

    def set_narrow(self, on: bool) -> None:
        """Presentation: the buttons stand one below the other (no change needed)."""

    def retranslate_ui(self) -> None:
        self.refresh()

    def set_elsewhere(self, note: str) -> None:
        """The seat to move plays elsewhere (its phone, issue 40): ``note`` says so instead of the
        choices; "" gives them back."""
        if note != self.elsewhere:
            self.elsewhere = note
            self.refresh()

    def _link_label(self, text: str = "") -> QLabel:
        """A wrapped rich-text label whose rule links emit ``rule_link``."""
        label = _wrap(text)
        label.setTextInteractionFlags(Qt.TextInteractionFlag.TextBrowserInteraction)
        label.setOpenExternalLinks(False)
        label.linkActivated.connect(self.rule_link.emit)
        return label

    def show_rejection(self, violations: Sequence[Any]) -> None:
        """Why the last click or action was refused, each reason with a link to its rule."""
        game = self.controller.game
        text = rule_links.reasons_html(violations, GAME, self.controller.names, game.data) if game else ""
        self.message.setText(text or tr("ActionBar", "That is not one of the choices now."))
        self.message.show()

    # -- forwarded to the interaction (controller/industria.py) -----------------------------------
    def targets(self) -> tuple[set[str], set[str]]:
        """(tiles a click may choose now, the chosen tiles)."""
        return self.play.targets()  # type: ignore[no-any-return]

    def click_tile(self, tile_id: str) -> None:
        """A tile clicked on the board or in the hand."""
        self.play.click_tile(tile_id)

    def explain_tile(self, tile_id: str) -> str:
        """Why the tile cannot be chosen now ("" when it can)."""
        game = self.controller.game
        violations = self.play.explain_tile(tile_id)
        return rule_links.reasons_plain(violations, GAME, self.controller.names, game.data) if violations else ""

    def choose_build_tile(self, tile_id: str | None) -> None:
        self.play.choose_build_tile(tile_id)

    def choose_source(self, index: int, source: str) -> None:
        self.play.choose_source(index, source)

    def chosen_build(self) -> Any:
        """The legal build the choices so far name."""
        return self.play.chosen_build()

    # -- building the panel ----------------------------------------------------------------------
    def _button(self, key: str, text: str, action: Callable[[], Any], enabled: bool = True,
                tip: str = "") -> QPushButton:
        button = QPushButton(text)
        button.setEnabled(enabled)
        button.setToolTip(tip)
        button.clicked.connect(lambda _=False: action())
        self.buttons[key] = button
        return button

    def refresh(self) -> None:
        _clear(self.body)
        self.buttons, self.spin, self.combos = {}, None, []
        c = self.controller
        game = c.game
        if game is None:
            self.prompt.setText(tr("Industria", "No game."))
            self.targets_changed.emit()
            return
        player = game.current_player
        if self.held is not None and self.held():
            self.prompt.setText(tr("Industria", "The epoch change is being revealed: Next shows each step, "
                                                "Close goes on.") if player is not None
                                else tr("Industria", "The final scoring is being revealed: Next shows each "
                                                     "step."))
            self.targets_changed.emit()
            return
        if player is None:
            self.prompt.setText(tr("Industria", "The game is over."))
            self.targets_changed.emit()
            return
        if self.elsewhere:  # nothing is chosen on the wall: the seat's phone chooses
            self.prompt.setText(html.escape(self.elsewhere))
            self.targets_changed.emit()
            return
        state, data, names = game.state, game.data, c.names
        who = texts.player_name(player, names)
        legal = c.legal_actions()
        if state.phase == "auction" and state.lot is None:
            self.prompt.setText(texts.fill(tr("Industria", "<b>{player}</b>, auctioneer: put a revealed tile up "
                                                          "for auction (click it on the board or here)."),
                                           {"player": who}) + _rule_link("put_up"))
            offer = QGridLayout()
            for i, put_up in enumerate(a for a in legal if is_kind(a, "put_up")):
                offer.addWidget(self._button(f"put_up:{put_up.tile}", words.tile_name(put_up.tile, data),
                                             self._apply_later(put_up)), i // 2, i % 2)
            self.body.addLayout(offer)
        elif state.phase == "auction" and state.to_bid:
            self._bid_controls(game, player, legal)
        elif state.phase == "auction":
            self._sell_keep(game, legal)
        elif state.phase == "build":
            self._build_controls(game, player, legal)
        exchanges = [a for a in legal if is_kind(a, "exchange")]
        if exchanges:
            row = QHBoxLayout()
            for exchange in exchanges:
                text = texts.fill(tr("Industria", "Exchange {tile} for 1 coin"),
                                  {"tile": words.tile_name(exchange.tile, data)})
                row.addWidget(self._button(f"exchange:{exchange.tile}", text, self._apply_later(exchange), True,
                                           self._preview_tip(exchange)))
            self.body.addLayout(row)
        _show_all(self.body)
        self.targets_changed.emit()

    def _apply_later(self, action: Any) -> Callable[[], Any]:
        """A button's handler that carries ``action`` out."""
        return lambda: self.play.act(action)

    def _choose_later(self, tile_id: str) -> Callable[[], None]:
        return lambda: self.choose_build_tile(tile_id)

    def _bid_controls(self, game: Any, player: int, legal: Sequence[Any]) -> None:
        state, data, names = game.state, game.data, self.controller.names
        bids = [a.amount for a in legal if is_kind(a, "bid")]
        high = (texts.fill(tr("Industria", "the high bid is {amount} ({player})"),
                           {"amount": words.coins(state.high_bid),
                            "player": texts.player_name(state.high_bidder, names)})
                if state.high_bidder is not None else tr("Industria", "no bid yet"))
        self.prompt.setText(texts.fill(tr("Industria", "<b>{player}</b>: bid for <b>{tile}</b> or pass; {high}. "
                                                       "You have {coins}."),
                                       {"player": texts.player_name(player, names),
                                        "tile": words.tile_name(state.lot, data), "high": high,
                                        "coins": words.coins(state.players[player].coins)}) + _rule_link("bid"))
        row = QHBoxLayout()
        self.spin = QSpinBox()
        if bids:
            self.spin.setRange(min(bids), max(bids))
        else:
            self.spin.setEnabled(False)
        row.addWidget(self.spin)
        row.addWidget(self._button("bid", tr("Industria", "Bid"), self._bid, bool(bids),
                                   "" if bids else self._reason(self.play.action("bid", amount=state.high_bid + 1))))
        pass_bid = next(a for a in legal if is_kind(a, "pass_bid"))
        row.addWidget(self._button("pass", tr("Industria", "Pass"), self._apply_later(pass_bid)))
        self.body.addLayout(row)

    def _bid(self) -> None:
        if self.spin is not None:
            self.play.bid(self.spin.value())

    def _preview_tip(self, action: Any) -> str:
        """What a legal action brings, as a button's tooltip (the engine's preview, worded)."""
        game = self.controller.game
        if game is None or game.explain(action):
            return ""
        return " ".join(words.preview_lines(game.preview(action), self.controller.names))

    def _reason(self, action: Any) -> str:
        game = self.controller.game
        return rule_links.reasons_plain(self.play.explain(action), GAME, self.controller.names, game.data)

    def _sell_keep(self, game: Any, legal: Sequence[Any]) -> None:
        state, data, names = game.state, game.data, self.controller.names
        tile = words.tile_name(state.lot, data)
        if state.high_bidder is not None:
            self.prompt.setText(texts.fill(
                tr("Industria", "<b>{player}</b>: sell <b>{tile}</b> to {buyer} for {amount} (you stay auctioneer) "
                                "or keep it for free (the role passes on)."),
                {"player": texts.player_name(state.auctioneer, names), "tile": tile,
                 "buyer": texts.player_name(state.high_bidder, names), "amount": words.coins(state.high_bid)})
                + _rule_link("sell"))
            sell_text = texts.fill(tr("Industria", "Sell for {amount}"), {"amount": words.coins(state.high_bid)})
        else:
            self.prompt.setText(texts.fill(tr("Industria", "<b>{player}</b>: nobody bid for <b>{tile}</b>: you keep "
                                                           "it for free."),
                                           {"player": texts.player_name(state.auctioneer, names), "tile": tile})
                                + _rule_link("keep"))
            sell_text = tr("Industria", "Sell")
        row = QHBoxLayout()
        sell, keep = self.play.action("sell"), self.play.action("keep")
        row.addWidget(self._button("sell", sell_text, self._apply_later(sell), sell in legal,
                                   self._preview_tip(sell) if sell in legal else self._reason(sell)))
        row.addWidget(self._button("keep", tr("Industria", "Keep"), self._apply_later(keep), True,
                                   self._preview_tip(keep)))
        self.body.addLayout(row)

    def _build_controls(self, game: Any, player: int, legal: Sequence[Any]) -> None:
        state, data, names = game.state, game.data, self.controller.names
        self.prompt.setText(texts.fill(
            tr("Industria", "<b>{player}</b>: build up to one factory, one technology and one bonus tile "
                            "(click a glowing tile), then End build. You have {coins}."),
            {"player": texts.player_name(player, names), "coins": words.coins(state.players[player].coins)})
            + _rule_link("end_build"))
        buildable = {a.tile for a in legal if is_kind(a, "build")}
        grid = QGridLayout()
        hand = [t for t in state.players[player].hand if data.tiles[t].kind != RAW]
        for i, tile_id in enumerate(hand):
            ok = tile_id in buildable
            button = self._button(f"tile:{tile_id}", words.tile_name(tile_id, data), self._choose_later(tile_id), ok,
                                  "" if ok else self.explain_tile(tile_id))
            button.setCheckable(True)
            button.setChecked(tile_id == self.build_tile)
            grid.addWidget(button, i // 3, i % 3)
        self.body.addLayout(grid)
        if self.build_tile is not None:
            self._source_controls(game, player)
        row = QHBoxLayout()
        build = self.chosen_build()
        # The total on the button too: in a short window the preview's last line may be out of sight.
        text = tr("Industria", "Build")
        if build is not None:
            text = texts.fill(tr("Industria", "Build ({cost})"), {"cost": words.coins(game.preview(build).cost)})
        row.addWidget(self._button("build", text, self._confirm_build, build is not None))
        row.addWidget(self._button("end_build", tr("Industria", "End build"),
                                   self._apply_later(self.play.action("end_build"))))
        self.body.addLayout(row)

    def _source_controls(self, game: Any, player: int) -> None:
        names = self.controller.names
        grid = QGridLayout()
        owners = game.context.producer_owners()
        for i, row in enumerate(self.play.source_rows()):
            grid.addWidget(QLabel(words.resource_name(row.resource)), i, 0)
            combo = QComboBox()
            for option in row.options:
                combo.addItem(words.source_text(option, owners.get(row.resource), names), option)
            combo.setCurrentIndex(row.options.index(row.chosen) if row.chosen in row.options else -1)
            combo.setEnabled(len(row.options) > 1)
            combo.activated.connect(lambda index, k=i, cb=combo: self.choose_source(k, cb.itemData(index)))
            self.combos.append(combo)
            grid.addWidget(combo, i, 1)
        self.body.addLayout(grid)
        build = self.chosen_build()
        choose = tr("Industria", "Choose where each resource comes from.") + _rule_link("source:own")
        self.preview = self._link_label(self.preview_text(build) if build is not None else choose)
        self.body.addWidget(self.preview)

    def preview_text(self, build: Any) -> str:
        """Coins (printed cost, discount), each resource's source and price, VP now or 0."""
        game = self.controller.game
        names = self.controller.names
        tile = game.data.tiles[build.tile]
        preview = game.preview(build)
        printed, cost = preview.printed_cost, preview.cost
        discount = tile.cost - printed if tile.cost else 0
        # Each line ends with a link to the rule it applies (ui/rule_links.py KIND_RULES).
        lines = [texts.fill(tr("Industria", "Tile: {cost}"), {"cost": words.coins(printed)})
                 + (texts.fill(tr("Industria", " (printed {printed}, discount −{discount})"),
                               {"printed": tile.cost, "discount": discount}) + _rule_link("discount") if discount
                    else _rule_link("tile_cost"))]
        # each resource unit in the engine's order: its source, the seat it pays and its price (6.4)
        for resource in dict.fromkeys(tile.resources):
            for source, payee, price in zip(preview.sources[resource], preview.payees[resource],
                                            preview.prices[resource], strict=True):
                lines.append(texts.fill(tr("Industria", "{resource}: {source} — {price}"),
                                        {"resource": words.resource_name(resource),
                                         "source": words.source_text(source, payee, names),
                                         "price": words.coins(price)}) + _rule_link(f"source:{source}"))
        after = preview.money_after
        lines.append(texts.fill(tr("Industria", "<b>Total {cost}</b>; you keep {after}."),
                                {"cost": words.coins(cost), "after": words.coins(after)}) + _rule_link("total"))
        lines += words.paid_lines(preview, names)  # each factory owner paid (6.4)
        vp = preview.vp  # rules.md 6.7: 0 once the tile's epoch has passed
        if vp:
            lines.append(texts.fill(tr("Industria", "{vp} VP now."), {"vp": vp}) + _rule_link("vp_now"))
        elif tile.vp:
            lines.append(texts.fill(tr("Industria", "0 VP: its epoch {epoch} has passed (printed {vp})."),
                                    {"epoch": tile.epoch, "vp": tile.vp}) + _rule_link("vp_late"))
        return "<br>".join(lines)
    def _confirm_build(self) -> None:
        build = self.chosen_build()
        if build is not None:
            self.play.act(build)
