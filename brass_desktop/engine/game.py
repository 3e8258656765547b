"""The ``Game`` facade: legality, apply, undo/redo and game records."""
from __future__ import annotations

import random
from typing import Any, Iterable

from .actions import Action, BuildIndustry, BuildLink, Pass, Sell, SellMore, TakeLoan, action_cards
from .context import Context
from .data import GameData
from .flow import after_action, run_flow
from .games import options_from_dict, ruleset
from .reasons import IllegalActionError, Reason, Violation
from .rules.common import Effects
from .setup import GameSetup, data_for, initial_state, make_setup
from .state import OVER, GameState


class Game:
    """One game: the state, the actions applied so far, and undo/redo stacks."""

    def __init__(self, setup: dict[str, Any], state: GameState | None = None) -> None:
        self.setup = setup
        self.ruleset = ruleset(setup["game"])
        self.options = options_from_dict(setup["game"], setup["options"])
        self.data: GameData = data_for(setup["game"], self.options)
        self.state: GameState = state if state is not None else initial_state(setup)
        self.history: list[Action] = []
        self._snapshots: list[GameState] = []
        self._redo: list[Action] = []
        self._context: Context | None = None

    # -- construction -------------------------------------------------------------------------------
    @classmethod
    def new(cls, setup: GameSetup) -> "Game":
        """A new game; raises ValueError for an impossible setup (player count, names, options)."""
        return cls(make_setup(setup))

    # -- queries --------------------------------------------------------------------------------------
    @property
    def context(self) -> Context:
        if self._context is None:
            self._context = Context(self.data, self.state, self.options)
        return self._context

    @property
    def current_player(self) -> int | None:
        return self.state.current_player

    def is_over(self) -> bool:
        return self.state.phase == OVER

    def legal_actions(self, kind: str | type | None = None, card: str | None = None,
                      location: str | None = None) -> list[Action]:
        """Every legal action, in a stable order; optionally only one kind, card or location.

        Cards with the same face are interchangeable, so each action is listed once.
        """
        player = self.current_player
        if player is None:
            return []
        ctx = self.context
        wanted = None if kind is None else (kind if isinstance(kind, str) else kind.kind)  # type: ignore[union-attr]
        if wanted is None:
            modules: Iterable = self.ruleset.modules
        else:
            module = self.ruleset.kinds.get(wanted)
            modules = (module,) if module is not None else ()
        out: list[Action] = []
        if wanted is None and card is None and location is None:
            for module in modules:  # the common, unfiltered case (bots, benchmarks): no per-action tests
                out.extend(module.legal(ctx, player))
            return out
        for module in modules:
            for action in module.legal(ctx, player):
                if wanted is not None and action.kind != wanted:
                    continue
                if card is not None and card not in action_cards(action):
                    continue
                if location is not None and location not in action_locations(self.data, action):
                    continue
                out.append(action)
        return out

    def explain(self, action: Action) -> tuple[Violation, ...]:
        """Why ``action`` is illegal now; an empty tuple means it is legal."""
        if self.state.phase == OVER:
            return (Violation(Reason.GAME_OVER),)
        module = self.ruleset.rules.get(type(action))
        if module is None:
            return (Violation(Reason.BAD_ACTION, {"type": type(action).__name__}),)
        try:
            return tuple(module.check(self.context, self.current_player, action))
        except (TypeError, ValueError, KeyError, AttributeError):
            return (Violation(Reason.BAD_ACTION, {"action": repr(action)}),)

    def is_legal(self, action: Action) -> bool:
        return not self.explain(action)

    def preview(self, action: Action) -> dict[str, Any]:
        """Cost, money after and resource sources of a legal action (for the UI's confirm step)."""
        violations = self.explain(action)
        if violations:
            raise IllegalActionError(violations, action)
        module = self.ruleset.rules[type(action)]
        player = self.current_player
        preview = getattr(module, "preview", None)
        if preview is not None:
            result = preview(self.context, player, action)
            if result is not None:
                return result
        money = self.state.players[player].money
        gain = action.amount if isinstance(action, TakeLoan) else 0
        return {"cost": 0, "money_after": money + gain}

    # -- changes --------------------------------------------------------------------------------------
    def apply(self, action: Action) -> list[dict[str, Any]]:
        """Apply a legal action; raises IllegalActionError (state unchanged) otherwise."""
        violations = self.explain(action)
        if violations:
            raise IllegalActionError(violations, action)
        snapshot = self.state.clone()
        try:
            events = self._apply_unchecked(action)
        except Exception:
            # A bug in a rule must never leave a half-applied action behind: put the position back.
            self.state = snapshot
            self._context = None
            raise
        self._snapshots.append(snapshot)
        self.history.append(action)
        self._redo.clear()
        return events

    def _apply_unchecked(self, action: Action) -> list[dict[str, Any]]:
        player = self.current_player
        assert player is not None
        ctx = self.context
        events: list[dict[str, Any]] = []
        fx = Effects(self.data, self.state, self.options, events)
        fx.emit("action", player=player, action=action)
        module = self.ruleset.rules[type(action)]
        finished = module.apply(ctx, fx, player, action)
        self._context = None
        ctx = self.context
        if self.state.flow:
            run_flow(ctx, fx)  # the flow is paused only by a shortfall: resume it (R9.4)
        elif finished is not False:
            after_action(ctx, fx)
        self._context = None
        return events

    def can_undo(self) -> bool:
        return bool(self._snapshots)

    def can_redo(self) -> bool:
        return bool(self._redo)

    def undo(self) -> Action:
        """Restore the state before the last action; returns that action."""
        if not self._snapshots:
            raise IndexError("nothing to undo")
        self.state = self._snapshots.pop()
        action = self.history.pop()
        self._redo.append(action)
        self._context = None
        return action

    def redo(self) -> list[dict[str, Any]]:
        if not self._redo:
            raise IndexError("nothing to redo")
        action = self._redo[-1]
        redo_rest = self._redo[:-1]
        events = self.apply(action)  # an entry that does not fit raises and stays in the redo list
        self._redo = redo_rest
        return events

    def outcome(self) -> dict[str, Any] | None:
        return self.state.result

    # -- what a player may know ---------------------------------------------------------------------
    def view_for(self, player: int) -> GameState:
        """The state as ``player`` may know it (hidden items are UNKNOWN); see engine/views.py."""
        from .views import view_for
        return view_for(self.state, player)

    def determinize(self, player: int, rng: random.Random) -> "Game":
        """A new game in a full state consistent with ``player``'s view, the hidden items resampled
        (for search); its setup holds the resampled decks, never the real ones, and no history."""
        from .views import determinize, determinized_setup
        state = determinize(self.state, player, rng)
        return Game(determinized_setup(self.setup, state), state)

    # -- records ----------------------------------------------------------------------------------------
    def to_record(self) -> dict[str, Any]:
        from .record import game_to_record
        return game_to_record(self)

    @classmethod
    def from_record(cls, data: Any) -> "Game":
        from .record import game_from_record
        return game_from_record(data)


def action_locations(data: GameData, action: Action) -> set[str]:
    """Locations an action touches (for filtering the legal list by location)."""
    if isinstance(action, BuildIndustry):
        return {data.slots[action.slot][0]}
    if isinstance(action, BuildLink):
        return {loc for line in action.lines for loc in data.lines[line].ends}
    if isinstance(action, (Sell, SellMore)):
        locs = {data.slots[action.mill][0]}
        if action.to in data.slots:  # a port slot (Lancashire)
            locs.add(data.slots[action.to][0])
        elif action.to.split("/")[0] in data.locations:  # a merchant such as "oxford/m0" (Birmingham)
            locs.add(action.to.split("/")[0])
        return locs
    if isinstance(action, Pass):
        return set()
    slot = getattr(action, "slot", None)
    return {data.slots[slot][0]} if slot in data.slots else set()
