"""Industria's UI plug-in: its scene, panels, the reveal of an epoch change and of the final
scoring, and the hand-over screen only when hands are hidden (option open_hands).

The reveal holds the view (as Brass's scoring moment does): from the action that ends an epoch
until its reveal is closed, the board, the score track, the panels, the log and the action panel
show the position at the end of the last round (``RevealMoment``), each page of the reveal
applies its own step (the markers walk on, the boxes and panels follow), and the computer
players wait; then the real position (the next epoch's first round) comes back.

What a click means is ``controller/industria.py``'s (the interaction); this plug-in lights its
targets on the scene, frames the guide's suggestion and words a tile's hover text."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPoint, QTimer
from PySide6.QtGui import QFontInfo

from brass_desktop.engine import Event
from brass_desktop.ui import rule_links, texts
from brass_desktop.ui.games import disconnect_all, mark_widget, register_game_ui
from brass_desktop.ui.industria import words
from brass_desktop.ui.industria.moment import RevealMoment
from brass_desktop.ui.industria.panels import (
    GAME,
    IndustriaActionPanel,
    IndustriaHandPanel,
    IndustriaPlayersPanel,
    IndustriaTablePanel,
)
from brass_desktop.ui.industria.reveal import RevealDialog, epoch_pages, final_pages
from brass_desktop.ui.industria.scene import IndustriaScene

FAMILY = "industria"


class IndustriaUI:
    """Industria's UI."""

    family = FAMILY
    records_library = True
    guides: tuple[str, ...] = ("industria",)
    guide_corner = "bottom-left"  # over the late epochs' factories, away from the auction display

    def __init__(self) -> None:
        self.window: Any = None
        self.suggestion: Any = None  # the guided game's suggested move (ui/guide_panel.py)
        self.moment: RevealMoment | None = None  # the epoch change or final scoring being revealed
        self._connections: list[tuple[Any, Any]] = []

    @staticmethod
    def play(window: Any) -> Any:
        """The Industria interaction of the window's controller (controller/industria.py)."""
        return window.controller.interaction_for(FAMILY)

    # -- building --------------------------------------------------------------------------------
    def make_scene(self, data: Any, parent: Any) -> IndustriaScene:
        return IndustriaScene(data, parent)

    def same_board(self, scene: Any, data: Any) -> bool:
        return isinstance(scene, IndustriaScene)

    def make_panels(self, window: Any) -> tuple[Any, Any, Any, Any]:
        return (IndustriaPlayersPanel(), IndustriaTablePanel(), IndustriaActionPanel(window.controller),
                IndustriaHandPanel())

    def make_replay_panels(self) -> tuple[Any, Any]:
        return IndustriaPlayersPanel(), IndustriaTablePanel()

    def connect_scene(self, window: Any) -> None:
        self.window = window
        scene = window.scene
        pairs = [(scene.tile_clicked, self.play(window).click_tile)]
        for signal, slot in pairs:
            signal.connect(slot)
        self._connections += pairs
        scene.describe = self.describe

    def attached(self, window: Any) -> None:
        self.window = window
        pairs = [(window.hand_panel.tile_clicked, self.play(window).click_tile),
                 (window.action_bar.rule_link, window.open_rule_link),
                 (window.action_bar.targets_changed, self._mark_targets)]
        players = window.players_panel
        if isinstance(players, IndustriaPlayersPanel):
            # 6.6: a person exchanges a raw tile from their card while another seat is to move
            pairs.append((players.exchange_requested, window.controller.act_for))
            players.can_act = lambda seat: self.moment is None and self._person(window, seat)
        if isinstance(window.action_bar, IndustriaActionPanel):
            window.action_bar.held = self.holding
        for signal, slot in pairs:
            signal.connect(slot)
        self._connections += pairs
        self._mark_targets()

    @staticmethod
    def _person(window: Any, seat: int) -> bool:
        """Whether a person plays ``seat`` (a computer's seat is not acted for from the window)."""
        turns = getattr(window, "turns", None)  # (made after the first plug-in is attached)
        return turns is None or not turns.computer.is_computer(seat)

    def detach(self, window: Any) -> None:
        self.end_moment()
        if isinstance(window.action_bar, IndustriaActionPanel):
            window.action_bar.held = None
        disconnect_all(self._connections)
        self._connections = []
        if isinstance(window.players_panel, IndustriaPlayersPanel):
            window.players_panel.can_act = None
        if isinstance(window.scene, IndustriaScene):
            window.scene.describe = lambda tile_id: ""  # an old scene's hover asks no one
        self.window = None

    # -- showing ---------------------------------------------------------------------------------
    def shown(self, game: Any) -> Any:
        return self.moment.game if self.moment is not None else game

    def holding(self) -> bool:
        return self.moment is not None

    def shown_log(self, log: list[list[Event]]) -> list[list[Event]]:
        """Mid-reveal, the batch that ended the epoch keeps only the events shown so far."""
        moment = self.moment
        if moment is None:
            return log
        unshown = moment.unshown()
        return [[e for e in batch if id(e) not in unshown] if batch is moment.events else batch for batch in log]

    def refresh_state(self, window: Any) -> None:
        """Nothing kept: the moment is built from the real position and the events."""

    def refresh_choices(self, window: Any) -> None:
        self._mark_targets()

    def show_hand(self, window: Any, visible: bool) -> None:
        c = window.controller
        game, player = c.game, c.current_player
        if game is None or player is None or self.moment is not None:  # the next round's hand waits
            window.hand_panel.set_hand("", [], None)
            return
        p = game.state.players[player]
        window.hand_panel.set_hand(p.name, list(p.hand), game.data, visible)

    def game_replaced(self, window: Any) -> None:
        """Another game: the reveal of the old one no longer holds (the panel is not refreshed
        here: the controller already holds the new game, maybe of another family; the window
        refreshes or replaces the panels next)."""
        self.end_moment(refresh=False)

    def close_stale(self, window: Any, dialogs: list[Any]) -> None:
        """A reveal whose epoch end was undone, played past or replaced no longer holds."""
        log = window.controller.event_log
        moment = self.moment
        if moment is not None and (not log or log[-1] is not moment.events):
            self.end_moment()
            for dialog in dialogs:
                if isinstance(dialog, RevealDialog) and dialog.isVisible():
                    dialog.reject()

    def needs_handover(self, game: Any) -> bool:
        return not game.state.hands_open

    def _mark_targets(self) -> None:
        window = self.window
        if window is None or not isinstance(window.scene, IndustriaScene) \
                or not isinstance(window.action_bar, IndustriaActionPanel) or self.moment is not None:
            return  # (mid-reveal the board lights what the step scores)
        play = self.play(window)
        targets, chosen = play.targets()
        tile = getattr(self.suggestion, "tile", "")
        if tile in targets and not play.build_tile:
            targets = {tile}  # the guide points at one tile until the player chooses
        window.scene.set_targets(targets, chosen)
        key = suggestion_button(self.suggestion, play.build_tile)
        for name, button in window.action_bar.buttons.items():
            mark_widget(button, name == key)
        amount = getattr(self.suggestion, "amount", None)
        spin = window.action_bar.spin
        if amount is not None and spin is not None and spin.minimum() <= amount <= spin.maximum():
            spin.setValue(amount)

    def mark_moves(self, window: Any, actions: list[Any], said: list[dict[str, Any]]) -> None:
        """The tiles the moves are about: put up, bid for, kept, built or exchanged (the lot of a
        bid or a sale is named by its reason: after a sale it has left the display)."""
        if not isinstance(window.scene, IndustriaScene):
            return
        tiles = {str(getattr(a, "tile", "")) for a in actions} | {
            str(r.get("params", {}).get("tile", "")) for r in said}
        window.scene.set_targets(tiles - {""}, ())

    def mark_suggestion(self, window: Any, action: Any) -> None:
        self.window, self.suggestion = window, action
        self._mark_targets()

    def describe(self, tile_id: str) -> str:
        """The hover text of a tile: kind, cost, resources with their producer's owner and what
        each costs the current player now, VP, symbols, connections, where it is, and why it
        cannot be chosen now."""
        window = self.window
        game = window.controller.game if window is not None else None
        if game is None or game.definition.family != FAMILY:
            return ""
        names = window.controller.names
        reason = rule_links.reasons_plain(self.play(window).explain_tile(tile_id), GAME, names, game.data)
        return tile_text(game, tile_id, names, reason)

    def on_events(self, window: Any, events: list[Event]) -> None:
        """An epoch change or the game end: hold the view at the end of the last round, then reveal
        it once the click has finished (the state signal that follows shows the held position)."""
        game = window.controller.game
        if game is None:
            return
        log = window.controller.event_log
        if log and log[-1] == events:
            events = log[-1]  # the signal hands over a copy; the log's own events are the ones kept
        names = window.controller.names
        if any(e.get("type") == "game_ended" for e in events):
            pages = final_pages(events, game, names)
        elif any(e.get("type") == "epoch_ended" for e in events):
            pages = epoch_pages(events, game, names)
        else:
            return
        self.window = window
        self.end_moment()
        moment = self.moment = RevealMoment.of(game, events)
        window.turns.computer.hold(True)
        if isinstance(window.action_bar, IndustriaActionPanel):
            window.action_bar.refresh()
        QTimer.singleShot(0, lambda: self._reveal(window, moment, pages))

    def _reveal(self, window: Any, moment: RevealMoment, pages: list[tuple[str, str, list[str]]]) -> None:
        if moment is not self.moment:
            return  # undone, replaced or played past before the click had finished
        dialog = self.show_reveal(window, pages)
        dialog.step_shown.connect(lambda index, m=moment: self._step(m, index))
        dialog.finished.connect(lambda _result=0, m=moment: self._closed(m))
        self._step(moment, dialog.index)

    def show_reveal(self, window: Any, pages: list[tuple[str, str, list[str]]]) -> RevealDialog:
        """The reveal beside the map, over the side column (the board and its track stay in view),
        in the window's text size (projector-sized in presentation)."""
        scene = window.scene if isinstance(window.scene, IndustriaScene) else None
        dialog = RevealDialog(pages, scene, window)
        dialog.setFont(window.action_bar.font())
        prompt = getattr(window.action_bar, "prompt", None)
        dialog.set_text_px(QFontInfo(prompt.font() if prompt is not None else window.font()).pixelSize())
        window.keep_dialog(dialog)
        layout = getattr(window, "layout_manager", None)
        beside = layout.width_beside_map() - 24 if layout is not None else 0
        least = dialog.minimumSizeHint().width()
        width = max(least, beside)
        dialog.resize(min(width, window.width()), dialog.sizeHint().height())
        frame = window.geometry()
        top = frame.bottom() - dialog.height() - 12  # over the log (normal mode)
        if scene is not None and scene.presentation() and prompt is not None:
            # presentation: under the prompt, in the column the hold empties (the board's boxes stay in view)
            top = min(top, prompt.mapToGlobal(QPoint(0, prompt.height())).y() + 12)
        dialog.move(frame.right() - dialog.width() - 12, max(frame.top(), top))
        dialog.open()
        return dialog

    def _step(self, moment: RevealMoment, index: int) -> None:
        """A page shown: its step applied to the held position, lit on the board, the markers walk."""
        window = self.window
        if moment is not self.moment or window is None:
            return
        step = moment.show(index + 1)
        shown = moment.game
        if isinstance(window.scene, IndustriaScene):
            window.scene.sync(shown.state)
            if step is not None:
                window.scene.light_step(step.tiles, step.edges, step.seats, step.epoch)
        window.players_panel.update_from(shown)
        window.markets_panel.update_from(shown)
        c = window.controller
        window.log_panel.set_log(self.shown_log(c.event_log), c.names, c.game.data if c.game else None)

    def _closed(self, moment: RevealMoment) -> None:
        """The reveal is over: the real position (the next round) comes back."""
        if moment is not self.moment:
            return
        window = self.window
        self.end_moment()
        if window is not None:
            window._refresh_all()

    def end_moment(self, refresh: bool = True) -> None:
        """The hold ends: the step's lights leave the board, the computer players go on."""
        if self.moment is None:
            return
        self.moment = None
        window = self.window
        if window is None:
            return
        if isinstance(window.scene, IndustriaScene):
            window.scene.light_step()
        window.turns.computer.hold(False)
        if refresh and isinstance(window.action_bar, IndustriaActionPanel):
            window.action_bar.refresh()


def suggestion_button(action: Any, build_tile: str | None) -> str:
    """The action panel's button (``IndustriaActionPanel.buttons`` key) that makes ``action``."""
    if action is None:
        return ""
    kind, tile = str(action.kind), str(getattr(action, "tile", ""))
    if kind == "build":
        return "build" if build_tile == tile else f"tile:{tile}"
    return {"put_up": f"put_up:{tile}", "exchange": f"exchange:{tile}", "pass_bid": "pass"}.get(kind, kind)


def tile_text(game: Any, tile_id: str, names: list[str], reason: str) -> str:
    """The inspect text of one tile (rich text, for tooltips)."""
    tr = texts.translate
    data, state = game.data, game.state
    tile = data.tiles[tile_id]
    ctx = game.context
    owners = ctx.producer_owners()
    player = game.current_player
    lines = [f"<b>{words.tile_name(tile_id, data)}</b> — {words.kind_name(tile.kind)}, "
             + texts.fill(tr("Industria", "epoch {epoch}"), {"epoch": tile.epoch})]
    if tile.cost:
        lines.append(texts.fill(tr("Industria", "Cost: {cost}"), {"cost": words.coins(tile.cost)}))
    for resource in tile.resources:
        owner = owners.get(resource)
        if owner is not None:
            where = texts.fill(tr("Industria", "producer built by {player}"), {"player": texts.player_name(owner,
                                                                                                           names)})
        elif ctx.bank_sells(resource):
            where = tr("Industria", "the bank sells it")
        else:
            where = tr("Industria", "nobody sells it yet")
        if player is not None:
            # rules.md 6.4: free from an own factory or raw tile, 1 coin from another's factory or the bank.
            if owner == player or ctx.raw_in_hand(player, resource):
                price = words.coins(0)
            elif owner is not None or ctx.bank_sells(resource):
                price = words.coins(1)
            else:
                price = tr("Industria", "not available")
            where += texts.fill(tr("Industria", "; for you now: {price}"), {"price": price})
        lines.append(f"{words.resource_name(resource)}: {where}")
    if tile.produces:
        lines.append(texts.fill(tr("Industria", "Produces {resource}"),
                                {"resource": words.resource_name(tile.produces)}))
    if tile.discount:
        lines.append(texts.fill(tr("Industria", "Each later construction of its owner costs {n} less"),
                                {"n": words.coins(tile.discount)}))
    if tile.provides:
        lines.append(texts.fill(tr("Industria", "Stands for one {resource}; exchange for 1 coin at any time"),
                                {"resource": words.resource_name(tile.provides)}))
    if tile.scores_symbol:
        lines.append(texts.fill(tr("Industria", "Final scoring: +2 VP per own built tile showing {symbol}"),
                                {"symbol": words.symbol_name(tile.scores_symbol)}))
    if tile.vp:
        lines.append(texts.fill(tr("Industria", "{vp} VP if built in epoch {epoch}"), {"vp": tile.vp,
                                                                                       "epoch": tile.epoch}))
    if tile.symbols:
        lines.append(texts.fill(tr("Industria", "Symbols: {symbols}"),
                                {"symbols": texts.join_list(words.symbol_name(s) for s in tile.symbols)}))
    others = [e.b if e.a == tile_id else e.a for e in data.edges if tile_id in (e.a, e.b)]
    if others:
        lines.append(texts.fill(tr("Industria", "Connected to: {tiles}"),
                                {"tiles": texts.join_list(words.tile_name(t, data) for t in others)}))
    for seat, p in enumerate(state.players):
        if tile_id in p.built:
            lines.append(texts.fill(tr("Industria", "Built by {player}"), {"player": p.name}))
        elif tile_id in p.hand and state.hands_open:
            lines.append(texts.fill(tr("Industria", "In {player}'s hand"), {"player": p.name}))
        del seat
    if reason:
        lines.append("<i>" + reason.replace("\n", "<br>") + "</i>")
    return "<br>".join(lines)


register_game_ui("industria", IndustriaUI)
