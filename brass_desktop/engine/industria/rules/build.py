"""rules.md 6 (design.md 8.3-8.8): laying tiles from hand, each resource from a chosen source."""
from __future__ import annotations

from itertools import product
from typing import Any

from ...core.definition import Preview
from ...core.reasons import Violation
from ..actions import END_BUILD, Build, EndBuild
from ..context import Context, Effects
from ..data import BUILDABLE, Tile
from ..reasons import IndustriaReason as R
from ..reasons import violation
from ..state import BUILD
from .common import turn_violations

ACTIONS = (Build, EndBuild)
BuildAction = Build | EndBuild
RESOURCE_PRICE = 1  # 6.4: 1 coin per unit, to the producer's owner or to the bank


def source_options(ctx: Context, player: int, resource: str, owners: dict[str, int]) -> list[str]:
    """6.4: every source that can supply one unit of ``resource`` now, in the order of ``SOURCES``:
    own built factory; own raw tile; another player's built factory; the bank, only while nobody
    has built the producer (a producer in a hand does not count) and the epoch track lists it (6.5)."""
    owner = owners.get(resource)
    out = []
    if owner == player:
        out.append("own")
    if ctx.raw_in_hand(player, resource):
        out.append("raw")
    if owner is not None and owner != player:
        out.append("owner")
    if owner is None and ctx.bank_sells(resource):
        out.append("bank")
    return out


def source_violation(ctx: Context, player: int, resource: str, source: str,
                     owners: dict[str, int]) -> Violation | None:
    """Why ``source`` is not among the :func:`source_options` for ``resource`` (None: it is)."""
    if source in source_options(ctx, player, resource, owners):
        return None
    if source == "own":
        return violation(R.NO_OWN_FACTORY, resource=resource)
    if source == "raw":
        return violation(R.NO_RAW_TILE, resource=resource)
    if source == "owner":
        return violation(R.NO_OTHER_FACTORY, resource=resource)
    if source == "bank":
        if resource in owners:
            return violation(R.BANK_PRODUCER_BUILT, resource=resource, owner=owners[resource])
        first = next((e.id for e in ctx.data.epochs if resource in e.bank_sells), None)
        return violation(R.BANK_NOT_YET, resource=resource, epoch=first)
    return violation(R.BAD_SOURCE, resource=resource, source=source)


def resource_cost(sources: tuple[str, ...]) -> int:
    """6.4: 1 coin per unit bought from another player's factory or the bank."""
    return RESOURCE_PRICE * (sources.count("owner") + sources.count("bank"))


def total_cost(ctx: Context, player: int, tile: Tile, sources: tuple[str, ...]) -> int:
    """Printed coins after the discount, plus 1 coin per unit bought from an owner or the bank."""
    return ctx.printed_cost(player, tile) + resource_cost(sources)


def tile_violations(ctx: Context, player: int, tile_id: Any) -> list[Violation]:
    """Whether the tile itself may be laid this turn (before looking at its costs)."""
    state = ctx.state
    if not isinstance(tile_id, str) or tile_id not in state.players[player].hand:
        return [violation(R.TILE_NOT_IN_HAND, tile=tile_id)]
    tile = ctx.tile(tile_id)
    if tile.kind not in BUILDABLE:  # 6.1: raw tiles are only spent
        return [violation(R.NOT_BUILDABLE, tile=tile_id)]
    if tile.kind in state.built_kinds:  # 6.1: at most one factory, one technology, one bonus tile
        return [violation(R.KIND_ALREADY_BUILT, kind=tile.kind)]
    return []


def check(ctx: Context, player: int | None, action: BuildAction) -> list[Violation]:
    out = turn_violations(ctx, player, BUILD)
    if out or isinstance(action, EndBuild):
        return out
    assert player is not None
    out = tile_violations(ctx, player, action.tile)
    if out:
        return out
    tile = ctx.tile(action.tile)
    sources = action.sources
    if not isinstance(sources, tuple) or len(sources) != len(tile.resources):
        given = len(sources) if isinstance(sources, tuple) else None
        return [violation(R.SOURCE_COUNT, needed=len(tile.resources), given=given)]
    owners = ctx.producer_owners()
    for resource, source in zip(tile.resources, sources, strict=False):
        problem = source_violation(ctx, player, resource, source, owners)
        if problem is not None:
            out.append(problem)
    if out:
        return out
    cost, coins = total_cost(ctx, player, tile, sources), ctx.state.players[player].coins
    if cost > coins:  # 6.3: no credit, no partial building
        return [violation(R.CANNOT_AFFORD, cost=cost, coins=coins)]
    return []


def legal(ctx: Context, player: int) -> list[BuildAction]:
    # A list, not a generator: every listing asks every module, and most are in the auction phase.
    state = ctx.state
    if state.phase != BUILD:
        return []
    out: list[BuildAction] = []
    owners: dict[str, int] | None = None
    coins = state.players[player].coins
    for tile_id in state.players[player].hand:
        if tile_violations(ctx, player, tile_id):
            continue
        tile = ctx.tile(tile_id)
        if owners is None:
            owners = ctx.producer_owners()
        options = [source_options(ctx, player, r, owners) for r in tile.resources]
        printed = ctx.printed_cost(player, tile)  # total_cost, with the tile's part worked out once
        out.extend(Build(tile_id, sources) for sources in product(*options)
                   if printed + resource_cost(sources) <= coins)
    out.append(END_BUILD)
    return out


def preview(ctx: Context, player: int, action: BuildAction) -> Preview:
    """What laying the tile costs and gives: coins in all, the tile's own coins after the discount,
    each resource's source (and the choices the rules leave), whom each unit pays, VP now."""
    coins = ctx.state.players[player].coins
    if isinstance(action, EndBuild):
        return Preview(cost=0, money_after=coins)
    tile = ctx.tile(action.tile)
    owners = ctx.producer_owners()
    sources: dict[str, tuple[str, ...]] = {}
    payees: dict[str, tuple[int | None, ...]] = {}
    prices: dict[str, tuple[int, ...]] = {}
    for resource, source in zip(tile.resources, action.sources, strict=False):
        sources[resource] = (*sources.get(resource, ()), source)
        payees[resource] = (*payees.get(resource, ()), owners[resource] if source == "owner" else None)
        prices[resource] = (*prices.get(resource, ()), RESOURCE_PRICE if source in ("owner", "bank") else 0)
    options: dict[str, tuple[tuple[str, ...], ...]] = {
        r: tuple((o,) for o in source_options(ctx, player, r, owners)) for r in dict.fromkeys(tile.resources)}
    cost = total_cost(ctx, player, tile, action.sources)
    paid: dict[int, int] = {}  # 6.4: each other owner's coins, one entry per owner
    for resource, owed in payees.items():
        for payee, price in zip(owed, prices[resource], strict=True):
            if payee is not None:
                paid[payee] = paid.get(payee, 0) + price
    vp = tile.vp if tile.epoch == ctx.state.epoch else 0  # 6.7: scored now, in the tile's own epoch only
    return Preview(cost=cost, money_after=coins - cost, sources=sources, options=options,
                   printed_cost=ctx.printed_cost(player, tile), vp=vp, vp_scored=vp,
                   payees=payees, prices=prices,
                   paid=tuple({"player": seat, "amount": amount} for seat, amount in sorted(paid.items())))


def apply(ctx: Context, fx: Effects, player: int, action: BuildAction) -> None:
    state = ctx.state
    if isinstance(action, EndBuild):
        state.builders.pop(0)
        state.built_kinds.clear()
        fx.emit({"type": "build_ended", "player": player})
        return
    tile = ctx.tile(action.tile)
    owners = ctx.producer_owners()
    fx.coins(player, -ctx.printed_cost(player, tile), "bank", "build")
    for resource, source in zip(tile.resources, action.sources, strict=False):
        if source == "raw":
            fx.remove_from_hand(player, ctx.raw_in_hand(player, resource)[0], "spent")
        elif source in ("owner", "bank"):
            fx.coins(player, -RESOURCE_PRICE, owners[resource] if source == "owner" else "bank", "resource")
        fx.emit({"type": "resource_used", "player": player, "resource": resource, "source": source,
                 "owner": owners.get(resource) if source == "owner" else None})
    fx.lay(player, action.tile)
    state.built_kinds.append(tile.kind)
    fx.emit({"type": "tile_built", "player": player, "tile": action.tile})
    if tile.vp and tile.epoch == state.epoch:  # 6.7: VP only when built in the tile's own epoch
        fx.vp(player, tile.vp, "tiles", {"tile": action.tile})
