"""rules.md 6.6 (design.md 8.2): a raw-material tile may be exchanged for 1 coin at any time,
by its owner's own choice - an action of the player whose decision it is."""
from __future__ import annotations

from ...core.reasons import Violation
from ..actions import Exchange
from ..context import Context, Effects
from ..data import RAW
from ..reasons import IndustriaReason as R
from ..reasons import violation
from .common import turn_violations

ACTIONS = (Exchange,)
EXCHANGE_VALUE = 1


def check(ctx: Context, player: int | None, action: Exchange) -> list[Violation]:
    out = turn_violations(ctx, player, None)
    if out:
        return out
    assert player is not None
    if not isinstance(action.tile, str) or action.tile not in ctx.state.players[player].hand:
        return [violation(R.TILE_NOT_IN_HAND, tile=action.tile)]
    if ctx.tile(action.tile).kind != RAW:
        return [violation(R.NOT_RAW, tile=action.tile)]
    return []


def legal(ctx: Context, player: int) -> list[Exchange]:
    if ctx.current_player() != player:
        return []
    tiles = ctx.data.tiles
    return [Exchange(tile) for tile in ctx.state.players[player].hand if tiles[tile].kind == RAW]


def apply(ctx: Context, fx: Effects, player: int, action: Exchange) -> None:
    fx.remove_from_hand(player, action.tile, "exchanged")
    fx.coins(player, EXCHANGE_VALUE, "bank", "exchange")
