"""The develop action's rule (R7; Birmingham 3.3): remove the top tile of one or two stacks
(R7.1), the level-0 and lightbulb tiles never (Birmingham 3.3.3), one iron each from the iron works
or the market (R6, R7.2).

``check``, ``apply``, ``preview`` and the plain reference ``legal`` live here.  The fast listing the
game registers (``moves`` and the same ``legal`` list, faster, with the stack groups it keeps per
map) is ``develop_listing.py``; tests/engine/test_listing_walk.py holds the two equal.  The speed
work's history is in docs/performance.md."""
from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations_with_replacement

from ...core.definition import Preview
from ..actions import Develop
from ..context import Context
from ..data import GameData
from ..reasons import Reason, Violation
from ..state import ACTION
from .common import (
    Effects,
    card_violations,
    choose_source,
    iron_options,
    market_cost,
    phase_violations,
    source_choices,
    source_violations,
)

ACTIONS = (Develop,)


def stack_violations(ctx: Context, player: int, industries: tuple[str, ...]) -> list[Violation]:
    if not 1 <= len(industries) <= 2:
        return [Violation(Reason.DEVELOP_COUNT, {"count": len(industries)})]
    out = []
    for industry in sorted(set(industries)):
        out += industry_violations(ctx, player, industry, industries.count(industry))
    return out


def industry_violations(ctx: Context, player: int, industry: str, count: int) -> list[Violation]:
    """Why ``count`` tiles of the player's ``industry`` stack cannot be developed (R7.1)."""
    if industry not in ctx.data.tiles:
        return [Violation(Reason.UNKNOWN_INDUSTRY, {"industry": industry})]
    stack = ctx.state.players[player].stacks.get(industry, ())
    level = refused_level(ctx.data, industry, stack, count)
    if level is None:
        return []
    if level is NO_TILE:
        return [Violation(Reason.NO_TILES_LEFT, {"industry": industry})]
    return [Violation(Reason.CANNOT_DEVELOP, {"industry": industry, "level": level})]


NO_TILE = -1  # refused_level: the stack holds fewer tiles than asked for


def refused_level(data: GameData, industry: str, stack: tuple[int, ...], count: int) -> int | None:
    """R7.1: None when the top ``count`` tiles of ``stack`` (an ``industry`` stack) can be developed;
    else ``NO_TILE`` (too few tiles) or the level of the first that cannot (Birmingham 3.3.3: each
    removed tile must be developable when removed)."""
    if len(stack) < count:
        return NO_TILE
    for level in stack[:count]:
        if not data.tile(industry, level).can_develop:
            return level
    return None


def check(ctx: Context, player: int, action: Develop) -> list[Violation]:
    state = ctx.state
    out = phase_violations(state, ACTION)
    if out:
        return out
    out = card_violations(state, player, (action.card,)) + stack_violations(ctx, player, action.industries)
    if out:
        return out
    order = sorted(action.industries, key=list(ctx.data.tiles).index)
    if list(action.industries) != order:  # one spelling per move: two stacks are listed in board order
        return [Violation(Reason.ORDER_NOT_LISTED, {"given": list(action.industries), "expected": order})]
    iron = iron_options(ctx, len(action.industries))
    out = source_violations("iron", iron, action.iron, False, Reason.BAD_IRON_SOURCE)
    if out:
        return out
    pick = choose_source(iron, action.iron, ordered=False) or ()
    cost = market_cost(ctx, (), pick)
    money = state.players[player].money
    if cost > money:
        return [Violation(Reason.CANNOT_AFFORD, {"cost": cost, "money": money})]
    return []


def legal(ctx: Context, player: int) -> Iterator[Develop]:
    """Every legal develop, the plain reference: one stack of each industry in board order, then
    two (one tile each of two industries, or two of one: R7.1), with each way of taking the iron
    (R6, R7.2) and each card face in hand (cards alike are one choice), kept when ``check`` finds
    nothing against it; in that order.  The game lists develops with ``develop_listing`` (the same
    list, faster)."""
    state = ctx.state
    if state.phase != ACTION:
        return
    faces = sorted(set(state.players[player].hand))
    industries = list(ctx.data.tiles)
    groups: list[tuple[str, ...]] = [(k,) for k in industries]
    groups += combinations_with_replacement(industries, 2)
    for group in groups:
        for iron in source_choices(iron_options(ctx, len(group)), False):
            for face in faces:
                action = Develop(face, group, iron)
                if not check(ctx, player, action):
                    yield action


def apply(ctx: Context, fx: Effects, player: int, action: Develop) -> None:
    state = ctx.state
    pick = choose_source(iron_options(ctx, len(action.industries)), action.iron, ordered=False) or ()
    fx.discard(player, (action.card,))
    state.actions_left -= 1
    for source in pick:
        fx.take_cube(player, "iron", source, ctx.market_prices("iron"))
    for industry in action.industries:
        level = state.players[player].take_level(industry)
        fx.emit({"type": "developed", "player": player, "industry": industry, "level": level})


def preview(ctx: Context, player: int, action: Develop) -> Preview:
    from .outcome import outcome  # (previews only: play never imports it)
    iron = iron_options(ctx, len(action.industries))
    pick = choose_source(iron, action.iron, ordered=False) or ()
    cost = market_cost(ctx, (), pick)
    return Preview(cost=cost, sources={"iron": tuple(pick)}, parts={"iron": cost},
                   options={"iron": tuple(o for o in source_choices(iron, False) if o)},
                   **outcome(ctx, player, action, apply))  # an iron works its iron empties flips
