"""R9.4: a player who cannot pay negative income sells own industry tiles for half their cost."""
from __future__ import annotations

from typing import Iterator

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
    return []


def legal(ctx: Context, player: int) -> Iterator[SellTile]:
    if ctx.state.phase != SHORTFALL:
        return
    for slot in sorted(s for s, t in ctx.state.tiles.items() if t.owner == player):
        yield SellTile(slot)


def sale_value(ctx: Context, slot: str) -> int:
    tile = ctx.state.tiles[slot]
    return ctx.data.tile(tile.industry, tile.level).cost // 2


def apply(ctx: Context, fx: Effects, player: int, action: SellTile) -> None:
    value = sale_value(ctx, action.slot)
    fx.remove_tile(action.slot, "shortfall")
    fx.emit("tile_sold", player=player, slot=action.slot, amount=value)
    fx.receive(player, value, "tile_sold")


def preview(ctx: Context, player: int, action: SellTile) -> dict:
    """What the tile sells for (half its cost, R9.4) and the money then held against the debt."""
    value = sale_value(ctx, action.slot)
    money = ctx.state.players[player].money
    return {"cost": 0, "sale_value": value, "money_after": money + value,
            "debt": ctx.state.pending.get("debt", 0)}
