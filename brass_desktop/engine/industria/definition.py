"""``IndustriaDefinition``: Industria declared to the game-neutral core (engine/core/definition.py)."""
from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, ClassVar, cast

from ..core.definition import UNKNOWN, GameDefinition, Outcome, PlayerScore, Preview, SetupError, Stage
from ..core.events import Event
from ..core.options import check_new_options, options_from_setup
from ..core.reasons import Violation
from ..core.seams import LocationId
from ..core.setup import SetupReason, check_players
from .actions import ACTION_TYPES, Build, Exchange, IndustriaAction, Keep, PutUp, Sell
from .context import Context, Effects
from .data import IndustriaData, load_industria_data
from .events import INDUSTRIA_EVENT_TYPES
from .flow import ROUND, advance, run_flow
from .options import IndustriaOptions
from .reasons import IndustriaReason, IndustriaSetupReason, violation
from .rules import auction, build, exchange
from .scoring import standing
from .state import OVER, IndustriaState, PlayerState

START_COINS = 4  # rules.md 1.2
SETUP_FIELDS = {"game": str, "players": list, "seed": int, "options": dict, "data_version": str,
                "start_player": int, "stacks": dict}


if TYPE_CHECKING:  # the type parameters serve the type checker: no subscription at import (issue 13)
    _Definition = GameDefinition[IndustriaState, IndustriaAction, Context, IndustriaData, Effects]
else:
    _Definition = GameDefinition


class IndustriaDefinition(_Definition):
    """Michael Schacht's Industria (Queen Games 2003), 3-4 players, with the house tile set."""

    name = "industria"
    family = "industria"
    min_players = 3
    max_players = 4
    options_class = IndustriaOptions
    modules = (auction, build, exchange)
    action_types = ACTION_TYPES
    REVEAL_EVENTS: ClassVar[frozenset[str]] = frozenset({"tile_revealed"})
    OUT_OF_TURN: ClassVar[frozenset[str]] = frozenset({Exchange.kind})  # 6.6: "at any time"
    _last_context: Context | None = None  # see context()
    event_types: ClassVar[Mapping[str, type]] = INDUSTRIA_EVENT_TYPES

    # -- setup -----------------------------------------------------------------------------------
    def make_setup(self, players: tuple[str, ...], seed: int, options: Any) -> dict[str, Any]:
        """rules.md 1.4-1.5: each epoch's stack shuffled apart, epoch V out at 3 players, a random
        start player; all of it written into the setup block."""
        check_players(players, self.min_players, self.max_players)
        check_new_options(IndustriaOptions, options, self.name)
        data = self.load_data(options)
        rng = random.Random(seed)
        stacks = {}
        for epoch in data.epochs_for(len(players)):
            stack = sorted(data.epoch_tiles[epoch])
            rng.shuffle(stack)
            stacks[epoch] = stack
        return {"game": self.name, "players": list(players), "seed": seed, "options": options.to_dict(),
                "data_version": data.version, "start_player": rng.randrange(len(players)), "stacks": stacks}

    def check_setup(self, setup: dict[str, Any]) -> None:
        """Every field of ``SETUP_FIELDS`` with its type (``undo_policy`` is the core's), the players
        in range, and each stack exactly its epoch's tiles (SetupError naming the first problem)."""
        for key, kind in SETUP_FIELDS.items():
            value = setup.get(key)
            if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
                raise SetupError(SetupReason.FIELD_TYPE, {"field": key},
                                 f"setup field {key!r} is missing or has the wrong type")
        unknown = sorted(str(k) for k in setup if k not in SETUP_FIELDS and k != "undo_policy")
        if unknown:  # kept, they would be written into every autosave again
            raise SetupError(SetupReason.UNKNOWN_FIELD, {"fields": ", ".join(unknown)},
                             f"unknown setup field(s): {', '.join(unknown)}")
        if setup["game"] != self.name:
            raise SetupError(SetupReason.INCONSISTENT, {"field": "game"}, "the setup is not an Industria setup")
        check_players(setup["players"], self.min_players, self.max_players)
        options = options_from_setup(IndustriaOptions, setup["options"])
        data = self.load_data(options)
        n = len(setup["players"])
        if not 0 <= setup["start_player"] < n:
            raise SetupError(SetupReason.INCONSISTENT, {"field": "start_player"},
                             "the start player is not one of the players")
        epochs = data.epochs_for(n)
        if sorted(setup["stacks"]) != sorted(epochs):
            raise SetupError(SetupReason.INCONSISTENT, {"field": "stacks"},
                             f"the stacks are not those of epochs {', '.join(epochs)} for {n} players")
        for epoch in epochs:
            stack = setup["stacks"][epoch]
            if not isinstance(stack, list) or not all(isinstance(t, str) for t in stack) \
                    or sorted(stack) != sorted(data.epoch_tiles[epoch]):
                raise SetupError(IndustriaSetupReason.NOT_THE_STACK, {"field": f"stacks.{epoch}", "epoch": epoch},
                                 f"setup field 'stacks.{epoch}' is not the tiles of epoch {epoch}")

    def load_data(self, options: Any) -> IndustriaData:
        return load_industria_data()

    def initial_state(self, setup: dict[str, Any], data: IndustriaData, options: Any) -> IndustriaState:
        """The state before the first income; the flow is run to the first decision (first auction)."""
        players = [PlayerState(name, START_COINS) for name in setup["players"]]
        epochs = tuple(data.epochs_for(len(players)))
        state = IndustriaState(players, epochs, {e: tuple(setup["stacks"][e]) for e in epochs}, epochs[0],
                               start_player=setup["start_player"], flow=list(ROUND),
                               hands_open=options.open_hands)
        ctx = self.context(data, state, options)
        run_flow(ctx, self.effects(ctx, []))
        return state

    # -- rules -----------------------------------------------------------------------------------
    def context(self, data: IndustriaData, state: IndustriaState, options: Any) -> Context:
        # A Context caches nothing (context.py), so the last one serves again for the same state:
        # the Game facade asks for one after each action and again for the next listing.
        last = self._last_context
        if last is not None and last.state is state and last.data is data and last.options is options:
            return last
        ctx = Context(data, state, options)
        self._last_context = ctx
        return ctx

    def moved_context(self, ctx: Context, state: IndustriaState) -> Context:
        """An Industria context caches nothing (context.py), so it serves the equal copy as it is:
        after an undo the position's listing still vouches for its moves (``Game.is_listed``)."""
        ctx.state = state
        return ctx

    def effects(self, ctx: Context, events: list[Event]) -> Effects:
        return Effects(ctx, events)

    def current_player(self, state: IndustriaState) -> int | None:
        return state.current_player()

    def is_over(self, state: IndustriaState) -> bool:
        return bool(state.phase == OVER)

    def after_action(self, ctx: Context, fx: Effects, finished: bool) -> None:
        if finished is not False:
            advance(ctx, fx)

    def turn_violation(self, state: IndustriaState, player: int) -> Violation:
        """Industria's own not-your-turn reason (the one every rule module gives)."""
        return violation(IndustriaReason.NOT_YOUR_TURN, player=state.current_player())

    def stage(self, state: IndustriaState) -> Stage:
        return Stage(state.epoch, state.round)

    def describe_position(self, state: IndustriaState) -> str:
        stage = self.stage(state)
        return f"epoch {stage.name}, round {stage.round}"

    def action_locations(self, data: IndustriaData, action: IndustriaAction) -> set[LocationId]:
        """Board spaces an action touches: the tile put up or laid, when it has a space."""
        if isinstance(action, (PutUp, Build)) and action.tile in data.spaces:
            return {cast("LocationId", action.tile)}
        return set()

    def preview(self, ctx: Context, player: int, action: IndustriaAction) -> Preview:
        """Auction and exchange actions: nothing to pay now; selling brings the high bid, paid by the
        high bidder (5.3a); keeping puts the tile into the hand (5.3b); an exchange brings 1 coin (6.6)."""
        state = ctx.state
        coins = state.players[player].coins
        if isinstance(action, Sell) and state.high_bidder is not None:
            return Preview(cost=0, money_after=coins + state.high_bid,
                           paid=({"player": state.high_bidder, "amount": -state.high_bid},))
        if isinstance(action, Keep) and state.lot is not None:
            return Preview(cost=0, money_after=coins, cards_gained=(state.lot,))
        if isinstance(action, Exchange):
            return Preview(cost=0, money_after=coins + exchange.EXCHANGE_VALUE)
        return Preview(cost=0, money_after=coins)

    # -- outcome ---------------------------------------------------------------------------------
    def outcome(self, state: IndustriaState) -> Outcome | None:
        """rules.md 8.6: most VP; then more built tiles; then more coins; else shared."""
        if state.phase != OVER:
            return None
        scores = tuple(PlayerScore(i, p.name, p.vp, dict(p.vp_by_source),
                                   {"built_tiles": len(p.built), "coins": p.coins})
                       for i, p in enumerate(state.players))
        ranking, winners, decided_by = standing(state)
        return Outcome(ranking, winners, decided_by, scores)

    # -- what a player may know ------------------------------------------------------------------
    def _hidden_hands(self, state: IndustriaState, player: int) -> list[int]:
        return [] if state.hands_open else [i for i in range(len(state.players)) if i != player]

    def view_for(self, state: IndustriaState, player: int) -> IndustriaState:
        """Face-down stacks always hidden (their counts shown); other hands hidden unless hands are open."""
        view = state.clone()
        view.stacks = {e: (UNKNOWN,) * len(stack) for e, stack in view.stacks.items()}
        for seat in self._hidden_hands(view, player):
            view.players[seat].hand = (UNKNOWN,) * len(view.players[seat].hand)
        return view

    def unseen(self, state: IndustriaState, player: int) -> list[str]:
        """Tiles of the epochs in play that ``player`` cannot see (sorted): computed from the data,
        so it works on a view as well as on the full state."""
        data = load_industria_data()
        seen = set(state.revealed) | set(state.removed) | ({state.lot} if state.lot else set())
        hidden = set(self._hidden_hands(state, player))
        for seat, p in enumerate(state.players):
            seen.update(p.built)
            if seat not in hidden:
                seen.update(p.hand)
        return sorted(t for e in state.epochs for t in data.epoch_tiles[e] if t not in seen)

    def determinize(self, state: IndustriaState, player: int, rng: random.Random) -> IndustriaState:
        """Resample every unseen tile, keeping what the tile backs show: a stack holds only its
        epoch's tiles, and a hand only tiles of epochs already reached."""
        data = load_industria_data()
        full = state.clone()
        unseen = self.unseen(state, player)
        current = full.epochs.index(full.epoch)
        by_epoch = {e: [t for t in unseen if data.tiles[t].epoch == e] for e in full.epochs}
        for e in full.epochs[current + 1:]:  # future stacks: nobody has seen any of them
            rng.shuffle(by_epoch[e])
            full.stacks[e] = tuple(by_epoch[e])
        pool = by_epoch[full.epoch]
        rng.shuffle(pool)
        size = len(full.stacks[full.epoch])
        full.stacks[full.epoch] = tuple(pool[:size])
        for e in full.epochs[:current]:  # past stacks are empty: old unseen tiles are in hidden hands
            full.stacks[e] = ()
        rest = pool[size:] + [t for e in full.epochs[:current] for t in by_epoch[e]]
        rng.shuffle(rest)
        for seat in self._hidden_hands(full, player):
            full.players[seat].hand = tuple(rest.pop() for _ in full.players[seat].hand)
        return full

    def determinized_setup(self, setup: dict[str, Any], state: IndustriaState) -> dict[str, Any]:
        """The setup block of a determinized ``state``: each epoch's stack is the tiles already
        drawn from it (sorted, in the determinized state's places) followed by the state's
        resampled stack in its order, so no real stack order survives (rules.md 1.4)."""
        data = load_industria_data()
        stacks = {}
        for epoch in state.epochs:
            rest = state.stacks[epoch]
            drawn = sorted((Counter(data.epoch_tiles[epoch]) - Counter(rest)).elements())
            stacks[epoch] = drawn + list(rest)
        return {**setup, "stacks": stacks}


if TYPE_CHECKING:  # mypy checks every rule module keeps the core's contract (core/seams.py)
    from ..core.protocols import BasicRuleModule

    _RULES: tuple[BasicRuleModule[Context, Effects, Any], ...] = (auction, build, exchange)
