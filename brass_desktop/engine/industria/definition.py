"""``IndustriaDefinition``: Industria declared to the game-neutral core (engine/core/definition.py)."""
from __future__ import annotations

import random
from typing import Any, ClassVar

from ..core.definition import UNKNOWN, GameDefinition, Outcome, PlayerScore, SetupError
from ..core.setup import check_players
from .actions import ACTION_TYPES, Build, PutUp
from .context import Context, Effects
from .data import IndustriaData, load_industria_data
from .flow import ROUND, advance, run_flow
from .options import IndustriaOptions
from .rules import auction, build, exchange
from .state import OVER, IndustriaState, PlayerState

START_COINS = 4  # rules.md 1.2
SETUP_FIELDS = {"game": str, "players": list, "seed": int, "options": dict, "data_version": str,
                "start_player": int, "stacks": dict}


class IndustriaDefinition(GameDefinition):
    """Michael Schacht's Industria (Queen Games 2003), 3-4 players, with the house tile set."""

    name = "industria"
    family = "industria"
    min_players = 3
    max_players = 4
    options_class = IndustriaOptions
    modules = (auction, build, exchange)
    action_types = ACTION_TYPES
    REVEAL_EVENTS: ClassVar[frozenset[str]] = frozenset({"tile_revealed"})

    # -- setup -----------------------------------------------------------------------------------
    def make_setup(self, players: tuple[str, ...], seed: int, options: Any) -> dict[str, Any]:
        """rules.md 1.4-1.5: each epoch's stack shuffled apart, epoch V out at 3 players, a random
        start player; all of it written into the setup block."""
        self._check_players(list(players))
        if not isinstance(options, IndustriaOptions):
            raise SetupError("bad_options", {"options": type(options).__name__})
        data = self.load_data(options)
        rng = random.Random(seed)
        stacks = {}
        for epoch in data.epochs_for(len(players)):
            stack = sorted(data.epoch_tiles[epoch])
            rng.shuffle(stack)
            stacks[epoch] = stack
        return {"game": self.name, "players": list(players), "seed": seed, "options": options.to_dict(),
                "data_version": data.version, "start_player": rng.randrange(len(players)), "stacks": stacks}

    def _check_players(self, players: list[Any]) -> None:
        check_players(players, self.min_players, self.max_players)

    def check_setup(self, setup: dict[str, Any]) -> None:
        if not isinstance(setup, dict):
            raise SetupError("bad_setup", {"field": "setup"})
        for key, kind in SETUP_FIELDS.items():
            value = setup.get(key)
            if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
                raise SetupError("bad_setup", {"field": key})
        unknown = sorted(set(setup) - set(SETUP_FIELDS) - {"undo_policy"})  # the core checks undo_policy
        if unknown:
            raise SetupError("bad_setup", {"field": unknown[0]})
        if setup["game"] != self.name:
            raise SetupError("bad_setup", {"field": "game"})
        self._check_players(setup["players"])
        try:
            options = IndustriaOptions.from_dict(setup["options"])
        except (TypeError, ValueError) as exc:
            raise SetupError("bad_setup", {"field": "options", "problem": str(exc)}) from exc
        data = self.load_data(options)
        n = len(setup["players"])
        if not 0 <= setup["start_player"] < n:
            raise SetupError("bad_setup", {"field": "start_player"})
        epochs = data.epochs_for(n)
        if sorted(setup["stacks"]) != sorted(epochs):
            raise SetupError("bad_setup", {"field": "stacks"})
        for epoch in epochs:
            stack = setup["stacks"][epoch]
            if not isinstance(stack, list) or sorted(stack) != sorted(data.epoch_tiles[epoch]):
                raise SetupError("bad_setup", {"field": f"stacks.{epoch}"})

    def load_data(self, options: Any) -> IndustriaData:
        return load_industria_data()

    def initial_state(self, setup: dict[str, Any], data: Any, options: Any) -> IndustriaState:
        """The state before the first income; the flow is run to the first decision (first auction)."""
        players = [PlayerState(name, START_COINS) for name in setup["players"]]
        epochs = list(data.epochs_for(len(players)))
        state = IndustriaState(players, epochs, {e: list(setup["stacks"][e]) for e in epochs}, epochs[0],
                               start_player=setup["start_player"], flow=list(ROUND),
                               hands_open=options.open_hands)
        ctx = self.context(data, state, options)
        run_flow(ctx, self.effects(ctx, []))
        return state

    # -- rules -----------------------------------------------------------------------------------
    def context(self, data: Any, state: Any, options: Any) -> Context:
        return Context(data, state, options)

    def effects(self, ctx: Any, events: list[Any]) -> Effects:
        return Effects(ctx, events)

    def current_player(self, state: Any) -> int | None:
        return state.current_player()

    def is_over(self, state: Any) -> bool:
        return bool(state.phase == OVER)

    def after_action(self, ctx: Any, fx: Any, finished: bool) -> None:
        if finished is not False:
            advance(ctx, fx)

    def action_locations(self, data: Any, action: Any) -> set[str]:
        """Board spaces an action touches: the tile put up or laid, when it has a space."""
        if isinstance(action, (PutUp, Build)) and action.tile in data.spaces:
            return {action.tile}
        return set()

    # -- outcome ---------------------------------------------------------------------------------
    def outcome(self, state: Any) -> Outcome | None:
        """rules.md 8.6: most VP; then more built tiles; then more coins; else shared."""
        if state.phase != OVER:
            return None
        scores = tuple(PlayerScore(i, p.name, p.vp, dict(p.vp_by_source),
                                   {"built_tiles": len(p.built), "coins": p.coins})
                       for i, p in enumerate(state.players))

        def key(s: PlayerScore) -> tuple[int, int, int]:
            return s.vp, s.tiebreak["built_tiles"], s.tiebreak["coins"]

        ranking = tuple(s.player for s in sorted(scores, key=key, reverse=True))
        best = key(scores[ranking[0]])
        winners = tuple(s.player for s in scores if key(s) == best)
        if len(winners) > 1:
            decided_by = "shared"
        else:
            second = key(scores[ranking[1]])
            decided_by = next(name for name, a, b in zip(("vp", "built_tiles", "coins"), best, second, strict=False) if a != b)
        return Outcome(ranking, winners, decided_by, scores)

    # -- what a player may know ------------------------------------------------------------------
    def _hidden_hands(self, state: IndustriaState, player: int) -> list[int]:
        return [] if state.hands_open else [i for i in range(len(state.players)) if i != player]

    def view_for(self, state: Any, player: int) -> IndustriaState:
        """Face-down stacks always hidden (their counts shown); other hands hidden unless hands are open."""
        view = state.clone()
        for stack in view.stacks.values():
            stack[:] = [UNKNOWN] * len(stack)
        for seat in self._hidden_hands(view, player):
            hand = view.players[seat].hand
            hand[:] = [UNKNOWN] * len(hand)
        return view

    def unseen(self, state: Any, player: int) -> list[str]:
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

    def determinize(self, state: Any, player: int, rng: random.Random) -> IndustriaState:
        """Resample every unseen tile, keeping what the tile backs show: a stack holds only its
        epoch's tiles, and a hand only tiles of epochs already reached."""
        data = load_industria_data()
        full = state.clone()
        unseen = self.unseen(state, player)
        current = full.epochs.index(full.epoch)
        by_epoch = {e: [t for t in unseen if data.tiles[t].epoch == e] for e in full.epochs}
        for e in full.epochs[current + 1:]:  # future stacks: nobody has seen any of them
            rng.shuffle(by_epoch[e])
            full.stacks[e] = by_epoch[e]
        pool = by_epoch[full.epoch]
        rng.shuffle(pool)
        size = len(full.stacks[full.epoch])
        full.stacks[full.epoch] = pool[:size]
        for e in full.epochs[:current]:  # past stacks are empty: old unseen tiles are in hidden hands
            full.stacks[e] = []
        rest = pool[size:] + [t for e in full.epochs[:current] for t in by_epoch[e]]
        rng.shuffle(rest)
        for seat in self._hidden_hands(full, player):
            hand = full.players[seat].hand
            hand[:] = [rest.pop() for _ in hand]
        return full

