"""Develop (R7; Birmingham 3.3): remove the top tile of one or two stacks, one iron each."""
from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations_with_replacement

from ...core.actions import Interner
from ...core.definition import Preview
from ..actions import Develop
from ..context import Context
from ..reasons import Reason, Violation
from ..state import ACTION
from .common import (
    Effects,
    card_violations,
    choose_source,
    distinct_cards,
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
    stacks = ctx.state.players[player].stacks
    out = []
    for industry in sorted(set(industries)):
        stack = stacks.get(industry, ())
        if industry not in ctx.data.tiles:
            out.append(Violation(Reason.UNKNOWN_INDUSTRY, {"industry": industry}))
        elif len(stack) < industries.count(industry):
            out.append(Violation(Reason.NO_TILES_LEFT, {"industry": industry}))
        else:  # Birmingham 3.3.3: each removed tile must be developable at the moment it is removed
            for level in stack[:industries.count(industry)]:
                if not ctx.data.tile(industry, level).can_develop:
                    out.append(Violation(Reason.CANNOT_DEVELOP, {"industry": industry, "level": level}))
                    break
    return out


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
    state = ctx.state
    if state.phase != ACTION:
        return
    faces = distinct_cards(state.players[player].hand)
    stacks = state.players[player].stacks
    kinds = [k for k in ctx.data.tiles if stacks.get(k)]
    groups = [(k,) for k in kinds if not stack_violations(ctx, player, (k,))] + [
        pair for pair in combinations_with_replacement(kinds, 2)
        if not stack_violations(ctx, player, pair)]
    money = state.players[player].money
    by_count = {n: iron_options(ctx, n) for n in (1, 2)}
    table, make = _DEVELOPS.table, _DEVELOPS.make
    for industries in groups:
        iron = by_count[len(industries)]
        for choice in source_choices(iron, False):
            if market_cost(ctx, (), choose_source(iron, choice, False) or ()) <= money:
                for card in faces:
                    key = (card, industries, choice)
                    yield table.get(key) or make(key)


_DEVELOPS = Interner(Develop)


def apply(ctx: Context, fx: Effects, player: int, action: Develop) -> None:
    state = ctx.state
    pick = choose_source(iron_options(ctx, len(action.industries)), action.iron, ordered=False) or ()
    fx.discard(player, (action.card,))
    state.actions_left -= 1
    for source in pick:
        fx.take_cube(player, "iron", source, ctx.market_prices("iron"))
    for industry in action.industries:
        level = state.players[player].take_level(industry)
        fx.emit("developed", player=player, industry=industry, level=level)


def preview(ctx: Context, player: int, action: Develop) -> Preview:
    iron = iron_options(ctx, len(action.industries))
    pick = choose_source(iron, action.iron, ordered=False) or ()
    cost = market_cost(ctx, (), pick)
    return Preview(cost=cost, money_after=ctx.state.players[player].money - cost, sources={"iron": tuple(pick)},
                   parts={"iron": cost},
                   options={"iron": tuple(o for o in source_choices(iron, False) if o)})
