"""rules.md 5 (design.md 8.1-8.2): putting a tile up, bidding once each, selling or keeping."""
from __future__ import annotations

from ...core.reasons import Violation
from ..actions import BIDS, KEEP, PASS_BID, SELL, Bid, Keep, PassBid, PutUp, Sell
from ..context import Context, Effects, without
from ..reasons import IndustriaReason as R
from ..reasons import violation
from ..state import AUCTION
from .common import turn_violations

ACTIONS = (PutUp, Bid, PassBid, Sell, Keep)
AuctionAction = PutUp | Bid | PassBid | Sell | Keep
MIN_BID = 1  # rules.md 5.2 INFERRED ([GWP] "nobody bids even one Taler")


def minimum_bid(ctx: Context) -> int:
    """5.2: whole coins, above the current high bid, at least 1."""
    return max(MIN_BID, ctx.state.high_bid + 1)


def check(ctx: Context, player: int | None, action: AuctionAction) -> list[Violation]:
    out = turn_violations(ctx, player, AUCTION)
    if out:
        return out
    state = ctx.state
    if isinstance(action, PutUp):
        if state.lot is not None:
            return [violation(R.LOT_ALREADY_UP, tile=state.lot)]
        if action.tile not in state.revealed:
            return [violation(R.TILE_NOT_REVEALED, tile=action.tile)]
        return []
    if state.lot is None:
        return [violation(R.NO_LOT)]
    if isinstance(action, (Bid, PassBid)):
        if player == state.auctioneer:  # 5.2: the auctioneer never bids
            return [violation(R.AUCTIONEER_CANNOT_BID)]
        if isinstance(action, Bid):
            if not isinstance(action.amount, int) or isinstance(action.amount, bool):
                return [violation(R.BAD_ACTION, field="amount")]
            assert player is not None
            coins = state.players[player].coins
            if action.amount < minimum_bid(ctx):
                out.append(violation(R.BID_TOO_LOW, bid=action.amount, minimum=minimum_bid(ctx)))
            if action.amount > coins:
                out.append(violation(R.BID_OVER_COINS, bid=action.amount, coins=coins))
        return out
    if player != state.auctioneer:  # a bidder whose turn it is
        return [violation(R.NOT_AUCTIONEER, auctioneer=state.auctioneer)]
    if isinstance(action, Sell) and state.high_bidder is None:  # 5.3: no bid, so the auctioneer must keep
        return [violation(R.NO_BID)]
    return []


def legal(ctx: Context, player: int) -> list[AuctionAction]:
    # A list, not a generator: the listing asks every module at every decision (the hot path).
    state = ctx.state
    if state.phase != AUCTION:
        return []
    if state.lot is None:
        return [PutUp(tile) for tile in state.revealed]
    if state.to_bid:
        coins = state.players[player].coins
        low = minimum_bid(ctx)
        bids: list[AuctionAction] = list(BIDS[low:coins + 1] if coins < len(BIDS) else map(Bid, range(low, coins + 1)))
        bids.append(PASS_BID)
        return bids
    return [SELL, KEEP] if state.high_bidder is not None else [KEEP]


def apply(ctx: Context, fx: Effects, player: int, action: AuctionAction) -> None:
    state = ctx.state
    if isinstance(action, PutUp):
        state.revealed = without(state.revealed, action.tile)
        state.lot = action.tile
        n = len(state.players)
        state.to_bid = [(player + i) % n for i in range(1, n)]  # 5.2: from the auctioneer's left, clockwise
        state.high_bid, state.high_bidder = 0, None
        fx.emit({"type": "put_up", "player": player, "tile": action.tile})
        return
    if isinstance(action, Bid):
        state.to_bid.pop(0)
        state.high_bid, state.high_bidder = action.amount, player
        fx.emit({"type": "bid", "player": player, "amount": action.amount})
        return
    if isinstance(action, PassBid):
        state.to_bid.pop(0)
        fx.emit({"type": "bid_passed", "player": player})
        return
    tile = state.lot
    assert tile is not None
    if isinstance(action, Sell):  # 5.3a: the buyer pays the auctioneer, who stays auctioneer
        buyer = state.high_bidder
        assert buyer is not None
        fx.coins(buyer, -state.high_bid, player, "auction")
        fx.to_hand(buyer, tile)
        fx.emit({"type": "sold", "player": player, "buyer": buyer, "tile": tile, "price": state.high_bid})
    else:  # 5.3b: kept for free; the role passes left (5.4: the start player stays)
        fx.to_hand(player, tile)
        fx.emit({"type": "kept", "player": player, "tile": tile})
        state.auctioneer = (player + 1) % len(state.players)
    state.lot, state.high_bid, state.high_bidder = None, 0, None
