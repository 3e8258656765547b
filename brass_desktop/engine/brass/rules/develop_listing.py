"""The develop action's fast listing: ``moves`` (each develop once per stacks and iron, payable by
any card in hand) and ``legal`` (the rule's reference ``develop.legal``, the very same list in the
same order: tests/engine/test_listing_walk.py), for search and bots.

The rule is ``develop.py``; this module keeps the stacks a develop may take per map (by how many
of each stack's top tiles may go) and interns the actions.  The game registers this module for
develops (ruleset.py): its ``check``, ``apply`` and ``preview`` are the rule's.  How it came to be
this fast: docs/performance.md."""
from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations_with_replacement

from ...core.actions import Interner, Move, expand
from ...core.caches import kept
from ..actions import Develop
from ..context import Context
from ..data import GameData, keep
from .common import action_faces, priced_iron
from .develop import ACTIONS, apply, check, preview, refused_level

__all__ = ["ACTIONS", "apply", "check", "legal", "moves", "preview"]  # the hooks the game registers


def legal(ctx: Context, player: int) -> Iterator[Develop]:
    """Every legal develop, each card face once: ``develop.legal``'s list in its order."""
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
