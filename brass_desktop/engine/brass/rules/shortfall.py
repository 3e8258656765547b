"""R9.4: a player who cannot pay negative income sells own industry tiles for half their cost.

A tile worth £0 (Birmingham's Pottery II and IV) raises nothing, so it is no way to pay (6.5):
it is never asked for, and once no paying tile is left the rest of the debt is settled at once.
"""
from __future__ import annotations

from collections.abc import Iterator

from ...core.definition import Preview
from ..actions import SellTile
from ..context import Context
from ..reasons import Reason, Violation
from ..state import SHORTFALL
from .common import Effects, phase_violations

ACTIONS = (SellTile,)


def check(ctx: Context, player: int, action: SellTile) -> list[Violation]:
    out = phase_violations(ctx.state, SHORTFALL)
    if out:
        return out
    tile = ctx.state.tiles.get(action.slot)
    if tile is None or tile.owner != player:
        return [Violation(Reason.NOT_YOUR_TILE, {"slot": action.slot})]
    if sale_value(ctx, action.slot) <= 0:
        return [Violation(Reason.TILE_WORTH_NOTHING, {"slot": action.slot})]
    return []


def legal(ctx: Context, player: int) -> Iterator[SellTile]:
    if ctx.state.phase != SHORTFALL:
        return
    for slot in paying_tiles(ctx, player):
        yield SellTile(slot)


def sale_value(ctx: Context, slot: str) -> int:
    tile = ctx.state.tiles[slot]
    return ctx.data.tile(tile.industry, tile.level).cost // 2


def paying_tiles(ctx: Context, player: int) -> list[str]:
    """The player's tiles that raise money when sold (6.5: a £0 tile is no way to pay), sorted."""
    return sorted(s for s, t in ctx.state.tiles.items() if t.owner == player and sale_value(ctx, s) > 0)


def apply(ctx: Context, fx: Effects, player: int, action: SellTile) -> None:
    value = sale_value(ctx, action.slot)
    fx.remove_tile(action.slot, "shortfall")
    fx.emit({"type": "tile_sold", "player": player, "slot": action.slot, "amount": value})
    fx.receive(player, value, "tile_sold")


def preview(ctx: Context, player: int, action: SellTile) -> Preview:
    """What the tile sells for (half its cost, R9.4) and the money then held against the debt."""
    from .outcome import outcome  # (previews only: play never imports it)
    value = sale_value(ctx, action.slot)
    return Preview(cost=0, sale_value=value, debt=int(ctx.state.pending.get("debt", 0)),
                   **outcome(ctx, player, action, apply))  # the tile removed
