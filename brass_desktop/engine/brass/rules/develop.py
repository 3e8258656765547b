"""Develop (R7; Birmingham 3.3): remove the top tile of one or two stacks, one iron each."""
from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations_with_replacement

from ...core.actions import Interner, Move, expand
from ...core.caches import kept
from ...core.definition import Preview
from ..actions import Develop
from ..context import Context
from ..data import GameData, keep
from ..reasons import Reason, Violation
from ..state import ACTION
from .common import (
    Effects,
    action_faces,
    card_violations,
    choose_source,
    iron_options,
    market_cost,
    phase_violations,
    priced_iron,
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
    """Every legal develop, each card face once."""
    return expand(moves(ctx, player))


def moves(ctx: Context, player: int) -> Iterator[Move]:
    """Every legal develop named once per (stacks, iron), payable by any card in hand (R7)."""
    state = ctx.state
    faces = action_faces(ctx, player)
    if not faces:
        return
    money = state.players[player].money
    # the iron spellings the player can pay for (check()'s cost test), for one and two stacks
    one = [choice for choice, cost in priced_iron(ctx, 1) if cost <= money]
    two = [choice for choice, cost in priced_iron(ctx, 2) if cost <= money]
    if not one and not two:
        return
    make = _DEVELOPS.make
    singles, doubles = _groups(ctx.data, state.players[player].stacks)
    for industries in singles:
        for choice in one:
            yield Move("develop", faces, (industries, choice), make)
    for industries in doubles:
        for choice in two:
            yield Move("develop", faces, (industries, choice), make)


def _groups(data: GameData, stacks: dict[str, tuple[int, ...]]
            ) -> tuple[tuple[tuple[str, ...], ...], tuple[tuple[str, ...], ...]]:
    """The stacks a develop may take (``stack_violations`` per industry), in board order: one tile,
    then two (one tile each of two industries, or two of one).  They depend only on how many of each
    stack's top tiles may go (``_depth``), which changes far more rarely than the stacks, so the
    answer is kept per map by those depths (at most three per industry: a small table)."""
    static = data.static_memo
    if _DEPTHS not in static:
        static[_DEPTHS], static[_GROUPS], static[_BY_STACKS] = {}, {}, {}
    by_stacks = static[_BY_STACKS]  # first per whole stacks: they change only when the player builds or develops
    whole = tuple(stacks.items())
    kept: tuple[tuple[tuple[str, ...], ...], tuple[tuple[str, ...], ...]] | None = by_stacks.get(whole)
    if kept is not None:
        return kept
    depth_of: dict[tuple[str, tuple[int, ...]], int] = static[_DEPTHS]
    depths = []
    for industry in data.tiles:
        top = stacks.get(industry, ())[:2]  # R7.1 reads the top two tiles at most
        depth = depth_of.get((industry, top))
        if depth is None:
            depth = depth_of[(industry, top)] = _depth(data, industry, top)
        depths.append(depth)
    key = tuple(depths)
    memo: dict[tuple[int, ...], tuple[tuple[tuple[str, ...], ...], tuple[tuple[str, ...], ...]]] = static[_GROUPS]
    found = memo.get(key)
    if found is None:
        one = [k for k, depth in zip(data.tiles, key, strict=True) if depth >= 1]
        two = {k for k, depth in zip(data.tiles, key, strict=True) if depth == 2}
        found = memo[key] = (tuple((k,) for k in one), tuple(pair for pair in combinations_with_replacement(one, 2)
                                                             if pair[0] != pair[1] or pair[0] in two))
    return keep(by_stacks, whole, found, _BY_STACKS_KEPT)


_DEPTHS = ("develop_depths",)  # (industry, its top two levels) -> the depth (``_depth``)
_GROUPS = ("develop_groups",)  # every stack's depth -> the groups
_BY_STACKS = ("develop_groups_by_stacks",)  # the whole stacks -> the groups
_BY_STACKS_KEPT = 4096  # stacks kept per map (bounded: search may see many)


def _depth(data: GameData, industry: str, stack: tuple[int, ...]) -> int:
    """How many tiles of the top of ``stack`` one develop may take: 2, 1 or 0 (``refused_level``)."""
    if refused_level(data, industry, stack, 2) is None:
        return 2
    return 1 if refused_level(data, industry, stack, 1) is None else 0


_DEVELOPS = kept("brass.develop.interned", Interner(Develop), bound=Interner.LIMIT, keys="develop action fields")


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
