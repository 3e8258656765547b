"""The two Brass games declared for the core: :data:`LANCASHIRE` and :data:`BIRMINGHAM`.

One :class:`BrassDefinition` class serves both; everything that differs between them is
the game's :class:`~.ruleset.Ruleset` (rule modules and rule constants) and its data.
"""
from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, ClassVar, cast

from ..core.definition import GameDefinition, Outcome, PlayerScore, Preview, ReviewPoint, Stage
from ..core.events import Event
from ..core.seams import CardId, LocationId
from . import flow, setup
from .actions import (
    ACTION_TYPES,
    Action,
    BuildIndustry,
    BuildLink,
    Pass,
    Sell,
    SellMore,
    TakeLoan,
    action_cards,
    action_from_dict,
    action_to_dict,
)
from .context import Context
from .data import GameData
from .options import BirminghamOptions, RuleOptions
from .rules.common import Effects
from .ruleset import BIRMINGHAM as BIRMINGHAM_RULES
from .ruleset import LANCASHIRE as LANCASHIRE_RULES
from .ruleset import Ruleset
from .state import OVER, GameState

if TYPE_CHECKING:
    import random

    from ..core.reasons import Violation


class _EventTypes:
    """``BrassDefinition.event_types``, imported when first read: the event TypedDicts serve the
    type checker and the conformance tests, not play (issue 13: a light engine import)."""

    def __get__(self, instance: object, owner: type) -> Mapping[str, type]:
        from .events import BRASS_EVENT_TYPES
        return BRASS_EVENT_TYPES


if TYPE_CHECKING:  # the type parameters serve the type checker: no subscription at import (issue 13)
    _Definition = GameDefinition[GameState, Action, Context, GameData, Effects]
else:
    _Definition = GameDefinition


class BrassDefinition(_Definition):
    """A Brass game: its ruleset names the rule modules, options and every rule constant."""

    family = "brass"
    min_players = 2
    max_players = 4
    action_types: ClassVar[dict[str, type]] = ACTION_TYPES
    event_types = _EventTypes()  # a ClassVar read through a descriptor: imported when first read
    ruleset: ClassVar[Ruleset]

    # -- setup -----------------------------------------------------------------------------------
    def make_setup(self, players: tuple[str, ...], seed: int, options: Any) -> dict[str, Any]:
        return setup.make_setup(self.ruleset, players, seed, options, (self.min_players, self.max_players))

    def check_setup(self, block: dict[str, Any]) -> None:
        setup.check_setup(self.ruleset, block, (self.min_players, self.max_players))

    def load_data(self, options: Any) -> GameData:
        return setup.data_for(self.ruleset, options)

    def initial_state(self, block: dict[str, Any], data: GameData, options: Any) -> GameState:
        return setup.initial_state(self.ruleset, block, data, options)

    # -- rules -----------------------------------------------------------------------------------
    def context(self, data: GameData, state: GameState, options: Any) -> Context:
        return Context(data, state, options)

    def moved_context(self, ctx: Context, state: GameState) -> Context:
        """A Brass context's facts (connectivity, networks, coal, the rules' memo) are worked out
        from its state's content only (context.py), so they hold for an equal copy."""
        ctx.state = state
        return ctx

    # The rules' own classes and functions, called without a method in between (once per action)
    effects = staticmethod(Effects)  # (ctx, events)
    after_action = staticmethod(flow.after_action)  # (ctx, fx, finished)

    def current_player(self, state: GameState) -> int | None:
        return state.current_player

    def is_over(self, state: GameState) -> bool:
        return state.phase == OVER

    def review_points(self, state_before: GameState, events: Sequence[Event]) -> tuple[ReviewPoint, ...]:
        """Income (R9.3, Birmingham 6.4) and era scoring (R10.2-R10.3, Birmingham 7.1-7.2) in one
        action's events.  Income counts from the end of a round on (income that resumes after a
        shortfall was reviewed when it began); a shortfall (R9.4, 6.5) shows as the money short."""
        points: list[ReviewPoint] = []
        income: list[dict[str, Any]] = []
        era, round_over = state_before.era, False

        def close_income() -> None:
            if income:
                points.append(ReviewPoint("income", era, tuple(income)))
                income.clear()

        for event in events:
            kind = event.get("type")
            if kind == "round_ended":
                round_over = True
            elif kind == "income" and round_over:
                income.append({"player": event["player"], "amount": event["amount"]})
            elif kind == "shortfall" and round_over:
                income.append({"player": event["player"], "amount": -event["debt"],
                               "short": event["debt"] - event["money"]})
            elif kind in ("era_scored", "era_started", "round_started"):
                close_income()
                if kind == "era_scored":
                    points.append(ReviewPoint("score_era", event["era"], tuple(event["breakdown"])))
                elif kind == "era_started":
                    era = event.get("era", era)
        close_income()
        return tuple(points)

    def outcome(self, state: GameState) -> Outcome | None:
        """R10.5/R10.6, Birmingham 8: the ranking the final scoring wrote into the state."""
        result = state.result
        if result is None:
            return None
        options_class: Any = self.options_class
        by_space = self.ruleset.rule(options_class.from_dict(state.options), "income_tiebreak") == "space"
        return Outcome(
            ranking=tuple(result["ranking"]), winners=tuple(result["winners"]), decided_by=result["decided_by"],
            scores=tuple(PlayerScore(player=s["player"], name=s["name"], vp=s["vp"],
                                     tiebreak={"income": s["income_pos"] if by_space else s["income_level"],
                                               "money": s["money"],
                                               "turn_order": s["turn_position"], "income_level": s["income_level"],
                                               "income_space": s["income_pos"]})
                         for s in result["scores"]))

    def preview(self, ctx: Context, player: int, action: Action) -> Preview:
        """Actions without a rule-module preview: nothing to pay; a loan brings its amount."""
        money = ctx.state.players[player].money
        gain = action.amount if isinstance(action, TakeLoan) else 0
        return Preview(cost=0, money_after=money + gain)

    def stage(self, state: GameState) -> Stage:
        return Stage(state.era, state.round)

    def describe_position(self, state: GameState) -> str:
        stage = self.stage(state)
        return f"{stage.name} era, round {stage.round}"

    # The UI's probe and the views of what a player knows (search) are imported when first asked:
    # play does not need them (issue 13: a light engine import).
    def choice_matches(self, action: Action, choice: Mapping[str, Any]) -> bool:
        from . import probe
        return probe.choice_matches(action, choice)

    def explain_choice(self, ctx: Context, player: int, choice: Mapping[str, Any]) -> tuple[Violation, ...]:
        from . import probe
        return probe.explain_choice(ctx, player, choice)

    def action_locations(self, data: GameData, action: Action) -> set[LocationId]:
        return action_locations(data, action)

    def action_cards(self, action: Action) -> tuple[CardId, ...]:
        return cast("tuple[CardId, ...]", action_cards(action))  # a card's face

    def action_to_dict(self, action: Action) -> dict[str, Any]:
        return action_to_dict(action)

    def action_from_dict(self, data: Any) -> Action:
        return action_from_dict(data)

    # -- what a player may know ------------------------------------------------------------------
    def view_for(self, state: GameState, player: int) -> GameState:
        from . import views
        return views.view_for(state, player)

    def determinize(self, state: GameState, player: int, rng: random.Random) -> GameState:
        from . import views
        return views.determinize(state, player, rng)

    def unseen(self, state: GameState, player: int) -> Iterable[str]:
        from . import views
        return views.unseen(state, player)

    def determinized_setup(self, setup: dict[str, Any], state: GameState) -> dict[str, Any]:
        from . import views
        return views.determinized_setup(setup, state)


class LancashireDefinition(BrassDefinition):
    """Brass (Lancashire), original 2007 rules with the Roxley 2018 differences as options."""

    name = "lancashire"
    options_class = RuleOptions
    ruleset = LANCASHIRE_RULES
    modules = LANCASHIRE_RULES.modules
    # R2.5 hand refill; R8.4 a distant-market tile turned face up
    REVEAL_EVENTS = frozenset({"cards_drawn", "distant_tile"})


class BirminghamDefinition(BrassDefinition):
    """Brass: Birmingham."""

    name = "birmingham"
    options_class = BirminghamOptions
    ruleset = BIRMINGHAM_RULES
    modules = BIRMINGHAM_RULES.modules
    REVEAL_EVENTS = frozenset({"cards_drawn"})  # 2.5 hand refill (also the rail era's new hands, 7.6)


LANCASHIRE = LancashireDefinition()
BIRMINGHAM = BirminghamDefinition()


def action_locations(data: GameData, action: object) -> set[LocationId]:
    """Locations an action touches (for filtering the legal list by location)."""
    return cast("set[LocationId]", _locations(data, action))  # the board's names: LocationIds


def _locations(data: GameData, action: object) -> set[str]:
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


if TYPE_CHECKING:  # mypy checks every rule module keeps the core's contract (core/seams.py)
    from ..core.protocols import BasicRuleModule
    from .rules import build, develop, links, loan, scout, sell_cotton, sell_goods, shortfall

    # the rules themselves (a fast listing module beside a rule, ``build_listing``, re-uses its
    # rule's check/apply/preview; tests/engine/test_typed_seams.py checks the registered modules)
    _RULES: tuple[BasicRuleModule[Context, Effects, Any], ...] = (
        build, links, develop, sell_cotton, sell_goods, loan, scout, shortfall)
