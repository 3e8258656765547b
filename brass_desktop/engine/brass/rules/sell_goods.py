"""Birmingham 3.4: sell cotton, manufactured goods and pottery to connected merchants, with beer.

Each sale names the tile, the merchant tile it goes to (``"oxford/m0"``), the barrels it uses
(brewery slots or ``"merchant"``, the barrel beside that merchant) and, when Gloucester's
barrel is used, the industry of the free develop.  Several sales may follow in one action.
"""
from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from ...core.actions import Move, expand
from ...core.definition import Preview
from ..actions import EndSell, Sell, SellMore
from ..context import Context
from ..reasons import Reason, Violation
from ..state import ACTION, SELL_MORE
from .common import (
    MERCHANT_BEER,
    Effects,
    action_faces,
    beer_options,
    card_violations,
    choose_source,
    phase_violations,
    source_choices,
    source_violations,
    tile_spec,
    tile_vp,
)

ACTIONS = (Sell, SellMore, EndSell)
SELLABLE = ("cotton", "manufacturer", "pottery")


def merchant(ctx: Context, merchant_id: str) -> dict[str, Any] | None:
    for m in ctx.state.merchants:
        if m["id"] == merchant_id:
            return m
    return None


def merchant_bonus(ctx: Context, location: str) -> tuple[str, int]:
    for space in ctx.data.merchant_spaces:
        if space.location == location:
            return space.bonus, space.amount
    return "", 0


def develop_choices(ctx: Context, player: int) -> list[str]:
    """Gloucester's free develop (3.4.7): industries whose lowest tile may be developed."""
    stacks = ctx.state.players[player].stacks
    return [k for k in ctx.data.tiles if stacks.get(k) and ctx.data.tile(k, stacks[k][0]).can_develop]


def sale_beer(ctx: Context, player: int, slot: str, m: dict[str, Any]) -> list[tuple[str, ...]]:
    """Ways to pay the tile's beer (3.4.3); Q2 may let a no-beer sale take the merchant barrel."""
    tile = ctx.state.tiles[slot]
    need = ctx.data.tile(tile.industry, tile.level).beer
    loc = ctx.data.slots[slot][0]
    options = beer_options(ctx, player, (loc,), (), need, merchant_barrel=m["beer"] > 0)
    if need == 0 and m["beer"] > 0 and ctx.rule("merchant_beer_without_need"):
        options.append((MERCHANT_BEER,))
    return options


def target_violations(ctx: Context, player: int, slot: str, to: str) -> list[Violation]:
    state, data = ctx.state, ctx.data
    tile = state.tiles.get(slot)
    if tile is None or tile.owner != player or tile.industry not in SELLABLE:
        return [Violation(Reason.NOT_SELLABLE, {"slot": slot})]
    if tile.flipped:
        return [Violation(Reason.MILL_FLIPPED, {"slot": slot})]
    m = merchant(ctx, to)
    if m is None:
        return [Violation(Reason.UNKNOWN_MERCHANT, {"merchant": to})]
    if not buys(ctx, m, tile.industry):
        return [Violation(Reason.MERCHANT_DOES_NOT_BUY, {"merchant": to, "location": m["location"],
                                                         "industry": tile.industry})]
    if not ctx.connected(data.slots[slot][0], m["location"]):
        return [Violation(Reason.MERCHANT_NOT_CONNECTED, {"slot": slot, "location": m["location"]})]
    return []


def buys(ctx: Context, m: dict[str, Any], industry: str) -> bool:
    """3.4.2: the merchant tile shows the industry's icon (a blank tile buys nothing)."""
    return industry in ctx.data.merchant_buys.get(m["tile"], ())


def sale_violations(ctx: Context, player: int, slot: str, to: str, beer: tuple[str, ...],
                    develop: str) -> list[Violation]:
    out = target_violations(ctx, player, slot, to)
    if out:
        return out
    m = merchant(ctx, to)
    assert m is not None
    options = sale_beer(ctx, player, slot, m)
    if not options:
        tile = ctx.state.tiles[slot]
        return [Violation(Reason.NO_BEER, {"need": ctx.data.tile(tile.industry, tile.level).beer, "slot": slot})]
    out = source_violations("beer", options, beer, False, Reason.BAD_BEER_SOURCE)
    if out:
        return out
    pick = choose_source(options, beer, ordered=False) or ()
    return bonus_violations(ctx, player, m, MERCHANT_BEER in pick, develop)


def bonus_violations(ctx: Context, player: int, m: dict[str, Any], barrel: bool, develop: str) -> list[Violation]:
    bonus, _ = merchant_bonus(ctx, m["location"])
    choices = develop_choices(ctx, player) if barrel and bonus == "develop" else []
    allowed = set(choices)
    if not choices or ctx.rule("merchant_bonus_optional"):
        allowed.add("")
    if develop not in allowed:
        return [Violation(Reason.BAD_BONUS_CHOICE, {"develop": develop, "options": sorted(allowed)})]
    return []


def legal_sales(ctx: Context, player: int) -> Iterator[tuple[str, str, tuple[str, ...], str]]:
    """Every legal (tile, merchant, beer, bonus) sale: ``sale_violations`` empty, asked in the
    cheap order of its tests (the tile tests once per tile, then per merchant whether it buys the
    industry and is connected, as ``target_violations``; then the beer and the bonus)."""
    state, data = ctx.state, ctx.data
    tiles = sorted(s for s, t in state.tiles.items()
                   if t.owner == player and t.industry in SELLABLE and not t.flipped)
    if not tiles:
        return
    component, slots = ctx.component, data.slots
    merchants = [(m, component[m["location"]]) for m in state.merchants if data.merchant_buys.get(m["tile"])]
    developments: dict[bool, list[str]] = {}  # whether the merchant barrel is taken at Gloucester -> bonus choices
    for slot in tiles:
        industry = state.tiles[slot].industry
        reached = component[slots[slot][0]]
        for m, where in merchants:
            if where != reached or not buys(ctx, m, industry):
                continue  # target_violations: not connected, or the merchant does not buy it
            options = sale_beer(ctx, player, slot, m)
            if not options:
                continue  # 3.4.6: no sale without its beer
            develop_bonus = merchant_bonus(ctx, m["location"])[0] == "develop"
            for beer in source_choices(options, False):
                pick = choose_source(options, beer, False) or ()
                develops = develop_bonus and MERCHANT_BEER in pick
                choices = developments.get(develops)
                if choices is None:  # bonus_violations' allowed choices
                    choices = list(develop_choices(ctx, player)) if develops else []
                    if not choices or ctx.rule("merchant_bonus_optional"):
                        choices.append("")
                    developments[develops] = choices
                for develop in choices:
                    yield slot, m["id"], beer, develop


def check(ctx: Context, player: int, action: Sell | SellMore | EndSell) -> list[Violation]:
    if isinstance(action, Sell):
        out = phase_violations(ctx.state, ACTION)
        if out:
            return out
        return card_violations(ctx.state, player, (action.card,)) + sale_violations(
            ctx, player, action.mill, action.to, action.beer, action.develop)
    out = phase_violations(ctx.state, SELL_MORE)
    if out or isinstance(action, EndSell):
        return out
    return sale_violations(ctx, player, action.mill, action.to, action.beer, action.develop)


def legal(ctx: Context, player: int) -> Iterator[Sell | SellMore | EndSell]:
    """Every legal sale (each card face once), or the further sales and stopping."""
    return expand(moves(ctx, player))


def moves(ctx: Context, player: int) -> Iterator[Move]:
    """One move per (tile, merchant, beer, bonus), payable by any card in hand; further sales need
    no card."""
    state = ctx.state
    if state.phase == ACTION:
        faces = action_faces(ctx, player)
        if faces:
            for sale in legal_sales(ctx, player):
                yield Move("sell", faces, sale, _make_sell)
    elif state.phase == SELL_MORE:
        for slot, to, beer, develop in legal_sales(ctx, player):
            yield Move.single(SellMore(slot, to, beer, develop))
        yield Move.single(EndSell())


def _make_sell(values: tuple[str, str, str, tuple[str, ...], str]) -> Sell:
    return Sell(*values)


def apply(ctx: Context, fx: Effects, player: int, action: Sell | SellMore | EndSell) -> bool:
    """Apply one sale; returns True when the Sell action is over."""
    state = ctx.state
    if isinstance(action, EndSell):
        state.phase = ACTION
        state.pending = {}
        return True
    m = merchant(ctx, action.to)
    assert m is not None
    # every fact is read before the first change: ctx goes with the undo snapshot (Game.apply)
    pick = choose_source(sale_beer(ctx, player, action.mill, m), action.beer, ordered=False) or ()
    if isinstance(action, Sell):
        fx.discard(player, (action.card,))
        state.actions_left -= 1
    fx.emit({"type": "sold", "player": player, "mill": action.mill, "to": action.to})
    for source in pick:
        if source == MERCHANT_BEER:
            m["beer"] -= 1
            fx.emit({"type": "beer_used", "player": player, "source": action.to, "price": 0})
            apply_bonus(ctx, fx, player, m, action.develop)
        else:
            fx.take_cube(player, "beer", source, ())
    fx.flip(action.mill)
    after = Context(ctx.data, state, ctx.options)
    if any(True for _ in legal_sales(after, player)):  # 3.4.5: the player may sell another tile
        state.phase = SELL_MORE
        state.pending = {"player": player}
        return False
    state.phase = ACTION
    state.pending = {}
    return True


def apply_bonus(ctx: Context, fx: Effects, player: int, m: dict[str, Any], develop: str) -> None:
    """3.4.7: Gloucester develop, Oxford +2 income spaces, Nottingham +3 VP, Shrewsbury +4 VP, Warrington £5."""
    bonus, amount = merchant_bonus(ctx, m["location"])
    p = ctx.state.players[player]
    if bonus == "develop" and develop:
        level = p.take_level(develop)
        fx.emit({"type": "developed", "player": player, "industry": develop, "level": level, "bonus": True})
    elif bonus == "income_spaces":
        fx.advance_income(player, amount, "merchant_bonus")
    elif bonus == "vp":
        p.vp += amount
        fx.emit({"type": "vp_gained", "player": player, "vp": amount, "why": "merchant_bonus",
                 "location": m["location"]})
    elif bonus == "money":
        fx.receive(player, amount, "merchant_bonus")


def preview(ctx: Context, player: int, action: Sell | SellMore | EndSell) -> Preview | None:
    """The barrels a sale takes, the choices it leaves, and the merchant's bonus if its barrel is used."""
    from .outcome import outcome  # (previews only: play never imports it)
    if isinstance(action, EndSell):
        return None
    m = merchant(ctx, action.to)
    assert m is not None
    options = sale_beer(ctx, player, action.mill, m)
    pick = choose_source(options, action.beer, ordered=False) or ()
    bonus, amount = merchant_bonus(ctx, m["location"]) if MERCHANT_BEER in pick else ("", 0)
    tile = ctx.state.tiles[action.mill]
    # the tile's flip, breweries (anyone's) emptied, the bonus's money, income or VP: ``outcome``
    return Preview(cost=0, sources={"beer": tuple(pick)}, vp=tile_vp(ctx, tile),
                   tile_income=tile_spec(ctx, tile).income,
                   options={"beer": tuple(o for o in source_choices(options, False) if o)},
                   bonus=bonus, bonus_amount=amount, develop=action.develop, **outcome(ctx, player, action, apply))
