"""Lancashire R8: sell cotton - to a connected unflipped port (any owner) or to the distant market."""
from __future__ import annotations

from collections.abc import Iterator

from ...core.actions import Move, expand
from ...core.definition import Preview
from ..actions import EndSell, Sell, SellMore
from ..context import Context
from ..data import DISTANT
from ..reasons import CoreReason, Reason, Violation
from ..state import ACTION, SELL_MORE
from .common import Effects, action_faces, card_violations, income_levels, phase_violations, tile_spec, tile_vp

ACTIONS = (Sell, SellMore, EndSell)


def sale_violations(ctx: Context, player: int, mill: str, to: str) -> list[Violation]:
    """Can ``player`` sell the cotton of ``mill`` to ``to`` (a port slot or "distant")?"""
    state, data = ctx.state, ctx.data
    tile = state.tiles.get(mill)
    if tile is None or tile.owner != player or tile.industry != "cotton":
        return [Violation(Reason.NOT_YOUR_MILL, {"slot": mill})]
    if tile.flipped:
        return [Violation(Reason.MILL_FLIPPED, {"slot": mill})]
    loc = data.slots[mill][0]
    if to == DISTANT:  # R8.1(b)
        if state.distant_closed:
            return [Violation(Reason.DISTANT_CLOSED)]
        if not ctx.has_market_connection(loc):
            return [Violation(Reason.NO_MARKET_CONNECTION, {"location": loc})]
        return []
    port = state.tiles.get(to)
    if port is None or port.industry != "port":
        return [Violation(Reason.NOT_A_PORT, {"slot": to})]
    if port.flipped:
        return [Violation(Reason.PORT_FLIPPED, {"slot": to})]
    if not ctx.connected(loc, data.slots[to][0]):  # R8.1(a), R8.3: no virtual line
        return [Violation(Reason.PORT_NOT_CONNECTED, {"mill": mill, "port": to})]
    return []


def legal_sales(ctx: Context, player: int) -> Iterator[tuple[str, str]]:
    """Every legal (mill, destination): ``sale_violations`` empty, asked in the cheap order of its
    tests (the mill tests once per mill; then per unflipped port the connection, R8.1(a); then the
    distant market, open and reached, R8.1(b))."""
    state, data = ctx.state, ctx.data
    mills = sorted(s for s, t in state.tiles.items() if t.owner == player and t.industry == "cotton"
                   and not t.flipped)
    if not mills:
        return
    component, slots = ctx.component, data.slots
    ports = [(s, component[slots[s][0]]) for s, t in sorted(state.tiles.items())
             if t.industry == "port" and not t.flipped]
    distant_open = not state.distant_closed
    for mill in mills:
        loc = slots[mill][0]
        reached = component[loc]
        for port, where in ports:
            if where == reached:  # ctx.connected(mill, port), no virtual line (R8.3)
                yield mill, port
        if distant_open and ctx.has_market_connection(loc):
            yield mill, DISTANT


def check(ctx: Context, player: int, action: Sell | SellMore | EndSell) -> list[Violation]:
    if not isinstance(action, EndSell) and (action.beer or action.develop):  # Birmingham-only fields
        return [Violation(CoreReason.BAD_ACTION, {"field": "beer" if action.beer else "develop"})]
    if isinstance(action, Sell):
        out = phase_violations(ctx.state, ACTION)
        if out:
            return out
        return card_violations(ctx.state, player, (action.card,)) + sale_violations(ctx, player, action.mill,
                                                                                     action.to)
    out = phase_violations(ctx.state, SELL_MORE)
    if out or isinstance(action, EndSell):
        return out
    return sale_violations(ctx, player, action.mill, action.to)


def legal(ctx: Context, player: int) -> Iterator[Sell | SellMore | EndSell]:
    """Every legal sale (each card face once), or the further sales and stopping."""
    return expand(moves(ctx, player))


def moves(ctx: Context, player: int) -> Iterator[Move]:
    """One move per (mill, destination), payable by any card in hand; further sales need no card."""
    state = ctx.state
    if state.phase == ACTION:
        faces = action_faces(ctx, player)
        if faces:
            for mill, to in legal_sales(ctx, player):
                yield Move("sell", faces, (mill, to), _make_sell)
    elif state.phase == SELL_MORE:
        for mill, to in legal_sales(ctx, player):
            yield Move.single(SellMore(mill, to))
        yield Move.single(EndSell())


def _make_sell(values: tuple[str, str, str]) -> Sell:
    return Sell(*values)


def apply(ctx: Context, fx: Effects, player: int, action: Sell | SellMore | EndSell) -> bool:
    """Apply one sale; returns True when the Sell action is over."""
    state, data = ctx.state, ctx.data
    if isinstance(action, EndSell):
        state.phase = ACTION
        state.pending = {}
        return True
    if isinstance(action, Sell):
        fx.discard(player, (action.card,))
        state.actions_left -= 1
    fx.emit({"type": "sold", "player": player, "mill": action.mill, "to": action.to})
    if action.to == DISTANT:
        value = state.distant_tiles.pop(0)
        state.distant_tiles.append(value)  # original: the tile goes face down under the stack
        position = state.distant_pos + value
        failed = position >= data.distant_closed_position
        state.distant_pos = min(position, data.distant_closed_position)
        fx.emit({"type": "distant_tile", "player": player, "value": value, "position": state.distant_pos,
                 "failed": failed})
        if failed:  # R8.1(b): the whole Sell action ends; the market is closed for the era
            state.distant_closed = True
            state.phase = ACTION
            state.pending = {}
            return True
        fx.advance_income(player, data.distant_income[state.distant_pos], "distant_market")
    else:
        fx.flip(action.to)
    fx.flip(action.mill)
    after = Context(data, state, ctx.options)
    if any(True for _ in legal_sales(after, player)):  # R8.2: the player may sell another mill
        state.phase = SELL_MORE
        state.pending = {"player": player}
        return False
    state.phase = ACTION
    state.pending = {}
    return True


def preview(ctx: Context, player: int, action: Sell | SellMore | EndSell) -> Preview | None:
    """R8: the mill flips (its VP and income) and the port too, whoever owns it (``flips``); the
    distant market (R8.1(b)) draws a tile: the chance it closes the market is counted over the whole
    stack, whose make-up is public (its order is not), and the mill's flip is ``sure`` only when no
    tile can close it."""
    from .outcome import outcome  # (previews only: play never imports it)
    if isinstance(action, EndSell):
        return None
    state, data = ctx.state, ctx.data
    mill = state.tiles[action.mill]
    spaces = tile_spec(ctx, mill).income
    money = state.players[player].money
    common = {"cost": 0, "money_after": money, "vp": tile_vp(ctx, mill), "tile_income": spaces}
    if action.to != DISTANT:  # the mill and the port (anyone's) flip: ``outcome``
        return Preview(cost=0, vp=tile_vp(ctx, mill), tile_income=spaces, **outcome(ctx, player, action, apply))
    stack = list(state.distant_tiles)
    closed = data.distant_closed_position
    works = [v for v in stack if state.distant_pos + v < closed]
    before, _ = income_levels(ctx, player)
    gains = sorted(income_levels(ctx, player, spaces + data.distant_income[state.distant_pos + v])[1] for v in works)
    flip = {"tile": action.mill, "owner": player, "industry": mill.industry, "level": mill.level,
            "vp": tile_vp(ctx, mill), "income": spaces, "sure": len(works) == len(stack)}  # unless the draw fails
    return Preview(**common, income_before=before, flips=(flip,),  # type: ignore[arg-type]
                   demand=data.distant_income[min(state.distant_pos, len(data.distant_income) - 1)],
                   chance=(len(stack) - len(works), len(stack)),
                   gain_range=(gains[0], gains[-1]) if gains else None)
