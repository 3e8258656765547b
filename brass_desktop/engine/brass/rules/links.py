"""Build links (R4; Birmingham 3.2): one canal for £3; one rail for £5 or two for £15, each rail
needing coal, and in Birmingham the second rail also a barrel of brewery beer."""
from __future__ import annotations

from collections.abc import Iterator

from ...core.actions import Interner, Move, expand
from ...core.definition import Preview
from ..actions import BuildLink
from ..context import Context
from ..data import CANAL
from ..reasons import Reason, Violation
from ..state import ACTION
from .common import (
    Effects,
    action_faces,
    beer_options,
    card_violations,
    choose_source,
    coal_options,
    market_cost,
    phase_violations,
    source_choices,
    source_spellings,
    source_violations,
)

ACTIONS = (BuildLink,)

CANAL_COST = 3
RAIL_COSTS = {1: 5, 2: 15}


def link_cost(era: str, count: int) -> int:
    return CANAL_COST if era == CANAL else RAIL_COSTS[count]


def line_violations(ctx: Context, player: int, lines: tuple[str, ...]) -> list[Violation]:
    """Placement rules for the lines, in order (the second rail may extend from the first)."""
    state, data = ctx.state, ctx.data
    out: list[Violation] = []
    if not lines or len(lines) > (1 if state.era == CANAL else 2):
        return [Violation(Reason.TOO_MANY_LINKS, {"count": len(lines), "era": state.era})]
    if len(set(lines)) != len(lines):
        return [Violation(Reason.LINE_REPEATED, {"line": lines[0]})]
    if state.players[player].links_left < len(lines):
        out.append(Violation(Reason.NO_LINK_TILES, {"left": state.players[player].links_left}))
    network = link_network(ctx, player)
    anywhere = not network and ctx.ruleset.links_with_empty_network  # Birmingham 3.2.1
    for line_id in lines:
        line = data.lines.get(line_id)
        if line is None:
            return out + [Violation(Reason.UNKNOWN_LINE, {"line": line_id})]
        if not line.allows(state.era):
            out.append(Violation(Reason.LINE_WRONG_ERA, {"line": line_id, "era": state.era}))
        if line_id in state.links:
            out.append(Violation(Reason.LINE_TAKEN, {"line": line_id, "owner": state.links[line_id]}))
        if not anywhere and network.isdisjoint(line.ends):
            out.append(Violation(Reason.LINK_NOT_IN_NETWORK, {"line": line_id, "empty": not network}))
        anywhere = False
        if len(lines) > 1:  # the second rail may extend from the first
            network = network.union(line.ends)
    return out


def link_network(ctx: Context, player: int) -> frozenset[str]:
    """R4.1: your network; Q3 optionally adds the other end of the virtual line."""
    key = ("link_network", player)
    cached = ctx.memo.get(key)
    if cached is not None:
        return cached  # type: ignore[return-value]
    network = ctx.network(player)
    if ctx.rule("virtual_link") and ctx.rule("virtual_link_for_links"):
        extra = {b for a, b in ctx.data.virtual_lines if a in network}
        extra |= {a for a, b in ctx.data.virtual_lines if b in network}
        network = network | extra
    ctx.memo[key] = network
    return network


def coal_plan(ctx: Context, lines: tuple[str, ...]) -> list[tuple[str, ...]]:
    """R4.3: each rail takes its coal after it is placed, from either end (both at distance 0)."""
    if ctx.state.era == CANAL:
        return [()]
    key = ("coal_plan", lines)
    memo = ctx.coal_memo  # the answer depends only on the lines, the mines and market access
    cached = memo.get(key)
    if cached is not None:
        return cached  # type: ignore[no-any-return]
    steps = []
    placed: tuple[tuple[str, ...], ...] = ()
    for line_id in lines:
        ends = ctx.data.lines[line_id].ends
        placed = placed + (ends,)
        steps.append((ends, placed))
    options = coal_options(ctx, (), len(lines), per_step_sources=steps)
    memo[key] = options
    return options


def beer_plan(ctx: Context, player: int, lines: tuple[str, ...]) -> list[tuple[str, ...]]:
    """Birmingham 3.2.3: the second of two rails takes a barrel from a brewery (never a merchant):
    your own anywhere, or an opponent's connected to the second link once both are placed."""
    if len(lines) < 2 or not ctx.ruleset.second_rail_beer:
        return [()]
    placed = tuple(ctx.data.lines[lid].ends for lid in lines)
    return beer_options(ctx, player, placed[-1], placed, ctx.ruleset.second_rail_beer)


def check(ctx: Context, player: int, action: BuildLink) -> list[Violation]:
    state = ctx.state
    out = phase_violations(state, ACTION)
    if out:
        return out
    out = card_violations(state, player, (action.card,))
    out += line_violations(ctx, player, tuple(action.lines))
    if out:
        return out
    coal = coal_plan(ctx, action.lines)
    if not coal:  # R4.3/R5: name the rail that finds no coal (the first one may be the culprit)
        line = next(lid for i, lid in enumerate(action.lines) if not coal_plan(ctx, action.lines[:i + 1]))
        return [Violation(Reason.NO_COAL, {"location": ctx.data.lines[line].a, "line": line})]
    out = source_violations("coal", coal, action.coal, True, Reason.BAD_COAL_SOURCE)
    if out:
        return out
    pick = choose_source(coal, action.coal, ordered=True) or ()
    beer = beer_plan(ctx, player, action.lines)
    if not beer:
        return [Violation(Reason.NO_BEER, {"need": ctx.ruleset.second_rail_beer, "line": action.lines[-1]})]
    out = source_violations("beer", beer, action.beer, False, Reason.BAD_BEER_SOURCE)
    if out:
        return out
    if len(action.lines) == 2 and _listed_reversed(ctx, player, action.lines):
        return [Violation(Reason.ORDER_NOT_LISTED, {"given": list(action.lines),
                                                    "expected": list(reversed(action.lines))})]
    cost = link_cost(state.era, len(action.lines)) + market_cost(ctx, pick, ())
    money = state.players[player].money
    if cost > money:
        return [Violation(Reason.CANNOT_AFFORD, {"cost": cost, "money": money})]
    return []


def legal(ctx: Context, player: int) -> Iterator[BuildLink]:
    """Every legal link, each card face once."""
    return expand(moves(ctx, player))


def moves(ctx: Context, player: int) -> Iterator[Move]:
    """Every legal link named once per (lines, coal, beer), payable by any card in hand (R4)."""
    state, data = ctx.state, ctx.data
    faces = action_faces(state, player)
    money = state.players[player].money
    if not faces or link_cost(state.era, 1) > money:  # check()'s cost test: not even one link can be paid
        return
    free = [lid for lid, line in data.lines.items() if line.allows(state.era) and lid not in state.links]
    network = link_network(ctx, player)
    anywhere = not network and ctx.ruleset.links_with_empty_network
    # cheap pre-filter: a line touching neither your network nor (where allowed) an empty one fails
    # line_violations' R4.1 test, so only the others are asked
    groups: list[tuple[str, ...]] = [(lid,) for lid in free
                                     if (anywhere or not network.isdisjoint(data.lines[lid].ends))
                                     and not line_violations(ctx, player, (lid,))]
    if (state.era != CANAL and state.players[player].links_left >= 2
            and state.players[player].money >= RAIL_COSTS[2] and _second_rail_beer_exists(ctx)):
        groups += _rail_pairs(ctx, player, free, [g[0] for g in groups])
    make = _LINKS.make
    for lines in groups:
        coal = coal_plan(ctx, lines)
        if not coal:
            continue
        beer = beer_plan(ctx, player, lines)
        if not beer:
            continue
        base = link_cost(state.era, len(lines))
        for choice, pick in source_spellings(coal, True):
            if base + market_cost(ctx, pick, ()) <= money:
                for barrel in source_choices(beer, False):
                    yield Move("link", faces, (lines, choice, barrel), make)


_LINKS = Interner(BuildLink)


def _second_rail_beer_exists(ctx: Context) -> bool:
    """Cheap pre-check for listing: with no barrel on any brewery, ``beer_plan`` rejects every pair."""
    if not ctx.ruleset.second_rail_beer:
        return True
    return any(t.industry == "brewery" and t.cubes > 0 for t in ctx.state.tiles.values())


def _rail_pairs(ctx: Context, player: int, free: list[str], firsts: list[str]) -> list[tuple[str, str]]:
    """Legal ordered pairs of rails; the order is spelled out only when it changes the coal or
    beer choice (Birmingham 3.2.3: the beer must reach the second link, so one order may have
    beer and the other none even when both take the same coal)."""
    lines = ctx.data.lines
    network = link_network(ctx, player)
    legal_pairs: set[tuple[str, str]] = set()
    for first in firsts:
        if not coal_plan(ctx, (first,)):
            # R4.3: the first of two rails takes its coal exactly as a single rail would (the same
            # first step of coal_plan), so without it no pair starting there has coal; moves() would
            # drop each such pair, and as the reverse of another pair it can never be the same
            # decision (one order with coal, the other without), so leaving it out changes nothing
            continue
        reach = network | set(lines[first].ends)
        for second in free:
            if second != first and not reach.isdisjoint(lines[second].ends):
                legal_pairs.add((first, second))
    out: list[tuple[str, str]] = []
    for pair in sorted(legal_pairs):
        reverse = (pair[1], pair[0])
        if reverse in legal_pairs and reverse < pair and _same_decision(ctx, player, pair):
            continue  # same decision either way: list it once
        out.append(pair)
    return out


def _same_decision(ctx: Context, player: int, pair: tuple[str, ...]) -> bool:
    """Whether two rails take the same coal and beer choices in either order."""
    reverse = (pair[1], pair[0])
    return (coal_plan(ctx, pair) == coal_plan(ctx, reverse)
            and beer_plan(ctx, player, pair) == beer_plan(ctx, player, reverse))


def _listed_reversed(ctx: Context, player: int, pair: tuple[str, ...]) -> bool:
    """One spelling per move: a pair of rails the listing spells only in the other order."""
    reverse = (pair[1], pair[0])
    return reverse < pair and not line_violations(ctx, player, reverse) and _same_decision(ctx, player, pair)


def apply(ctx: Context, fx: Effects, player: int, action: BuildLink) -> None:
    state = ctx.state
    coal = coal_plan(ctx, action.lines)
    pick = choose_source(coal, action.coal, ordered=True) or ()
    fx.discard(player, (action.card,))
    state.actions_left -= 1
    barrels = choose_source(beer_plan(ctx, player, action.lines), action.beer, ordered=False) or ()
    fx.spend(player, link_cost(state.era, len(action.lines)), "link")
    prices = ctx.market_prices("coal")
    for index, line_id in enumerate(action.lines):
        state.links[line_id] = player
        state.players[player].links_left -= 1
        fx.emit({"type": "link_built", "player": player, "line": line_id, "era": state.era})
        if pick:
            fx.take_cube(player, "coal", pick[index], prices)
    for source in barrels:
        fx.take_cube(player, "beer", source, ())


def preview(ctx: Context, player: int, action: BuildLink) -> Preview:
    coal = coal_plan(ctx, action.lines)
    pick = choose_source(coal, action.coal, ordered=True) or ()
    beer = beer_plan(ctx, player, action.lines)
    barrels = choose_source(beer, action.beer, ordered=False) or ()
    parts = {"link": link_cost(ctx.state.era, len(action.lines)), "coal": market_cost(ctx, pick, ())}
    cost = sum(parts.values())
    return Preview(cost=cost, money_after=ctx.state.players[player].money - cost, parts=parts,
                   sources={"coal": tuple(pick), "beer": tuple(barrels)},
                   options={"coal": tuple(o for o in source_choices(coal, True) if o),
                            "beer": tuple(o for o in source_choices(beer, False) if o)})
