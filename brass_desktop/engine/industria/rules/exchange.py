"""rules.md 6.6 (design.md 8.2): a raw-material tile may be exchanged for 1 coin at any time, by
its owner's own choice: on their own decision or while another player is to move (the definition
lists ``exchange`` in ``OUT_OF_TURN``; ``Game.apply(action, player=seat)``)."""
from __future__ import annotations

from ...core.reasons import Violation
from ..actions import Exchange
from ..context import Context, Effects
from ..data import RAW
from ..reasons import IndustriaReason as R
from ..reasons import violation
from ..state import OVER

ACTIONS = (Exchange,)
EXCHANGE_VALUE = 1


def check(ctx: Context, player: int | None, action: Exchange) -> list[Violation]:
    if ctx.state.phase == OVER:
        return [violation(R.GAME_OVER)]
    if player is None:  # (the core asks with a seat; only a finished game has no player to move)
        return [violation(R.NOT_YOUR_TURN, player=ctx.current_player())]
    if not isinstance(action.tile, str) or action.tile not in ctx.state.players[player].hand:
        return [violation(R.TILE_NOT_IN_HAND, tile=action.tile)]
    if ctx.tile(action.tile).kind != RAW:
        return [violation(R.NOT_RAW, tile=action.tile)]
    return []


def legal(ctx: Context, player: int) -> list[Exchange]:
    """Every raw-material tile in ``player``'s hand, whoever is to move (6.6: at any time)."""
    if ctx.state.phase == OVER:
        return []
    tiles = ctx.data.tiles
    return [Exchange(tile) for tile in ctx.state.players[player].hand if tiles[tile].kind == RAW]


def apply(ctx: Context, fx: Effects, player: int, action: Exchange) -> None:
    fx.remove_from_hand(player, action.tile, "exchanged")
    fx.coins(player, EXCHANGE_VALUE, "bank", "exchange")
