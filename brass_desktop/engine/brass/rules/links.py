"""The link action's rule: build links (R4; Birmingham 3.2): one canal for £3 (R4.2); one rail
for £5 or two for £15 (R4.3), each touching your network or, the second, the first rail (R4.1;
Birmingham 3.2.1: anywhere while you have nothing on the board), each rail taking a coal cube once
placed from the nearest connected mines, else the market (R4.3, R5.1-R5.3), and in Birmingham the
second rail a barrel of brewery beer connected to it (3.2.3).

``check``, ``apply``, ``preview`` and the plain reference ``legal`` live here, built from the rule's
predicates; the rail coal is searched from the context's facts per cube.  The fast listing the game
registers (``moves`` and the same ``legal`` list, faster, with the per-line coal facts and the tables
it keeps) is ``links_listing.py``; tests/engine/test_listing_walk.py holds the two equal and
tests/engine/test_rail_coal.py the two coal plans.  The speed work's history is in
docs/performance.md."""
from __future__ import annotations

from collections.abc import Iterator
from types import MappingProxyType

from ...core.definition import Preview
from ..actions import BuildLink
from ..context import Context
from ..data import CANAL
from ..reasons import Reason, Violation
from ..state import ACTION
from .common import (
    Effects,
    beer_choices,
    card_violations,
    choose_source,
    coal_options,
    market_cost,
    phase_violations,
    source_choices,
    source_violations,
)

ACTIONS = (BuildLink,)

CANAL_COST = 3
RAIL_COSTS = MappingProxyType({1: 5, 2: 15})  # rails built at once -> cost (R4.3)


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
    """R4.3: each rail takes its coal after it is placed, from either end (both at distance 0):
    from the nearest connected mines with cubes (R5.1, ties: the player's choice), else from the
    market when connected to it (R5.2); the second of two rails after the first is placed, a mine
    the first cube emptied no longer counting (R5.3).  Canals take none (R4.2)."""
    if ctx.state.era == CANAL:
        return [()]
    placed: tuple[tuple[str, ...], ...] = ()
    steps: list[tuple[tuple[str, ...], tuple[tuple[str, ...], ...]]] = []
    for line_id in lines:
        ends = ctx.data.lines[line_id].ends
        placed = (*placed, ends)
        steps.append((ends, placed))
    return coal_options(ctx, (), len(lines), per_step_sources=steps)


def beer_plan(ctx: Context, player: int, lines: tuple[str, ...]) -> list[tuple[str, ...]]:
    """Birmingham 3.2.3: the second of two rails takes a barrel from a brewery (never a merchant):
    your own anywhere, or an opponent's connected to the second link once both are placed."""
    need = ctx.ruleset.second_rail_beer
    if len(lines) < 2 or not need:
        return [()]
    first, second = (ctx.data.lines[line_id].ends for line_id in lines)
    return beer_choices(ctx, player, ctx.reachable_components(second, (first, second)), need)


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


def _same_decision(ctx: Context, player: int, pair: tuple[str, ...]) -> bool:
    """Whether two rails take the same coal and beer choices in either order."""
    reverse = (pair[1], pair[0])
    return (coal_plan(ctx, pair) == coal_plan(ctx, reverse)
            and beer_plan(ctx, player, pair) == beer_plan(ctx, player, reverse))


def _listed_reversed(ctx: Context, player: int, pair: tuple[str, ...]) -> bool:
    """One spelling per move: a pair of rails the listing spells only in the other order."""
    reverse = (pair[1], pair[0])
    return reverse < pair and not line_violations(ctx, player, reverse) and _same_decision(ctx, player, pair)


def legal(ctx: Context, player: int) -> Iterator[BuildLink]:
    """Every legal link, the plain reference: each line of the era in the map's order (R4.2, R4.3),
    then in the rail era each ordered pair of lines (R4.3), sorted; for each, every way of taking
    its coal (R5) and beer (Birmingham 3.2.3) and every card face in hand (cards alike are one
    choice), kept when ``check`` finds nothing against it; in that order.  The game lists links
    with ``links_listing`` (the same list, faster)."""
    state = ctx.state
    if state.phase != ACTION:
        return
    faces = sorted(set(state.players[player].hand))
    lines = [line_id for line_id, line in ctx.data.lines.items() if line.allows(state.era)]
    groups: list[tuple[str, ...]] = [(line_id,) for line_id in lines]
    if state.era != CANAL:
        groups += [(a, b) for a in sorted(lines) for b in sorted(lines) if a != b]
    for group in groups:
        if line_violations(ctx, player, group):
            continue  # where the lines go (R4.1): refused with every card and source
        for coal in source_choices(coal_plan(ctx, group), True):
            for beer in source_choices(beer_plan(ctx, player, group), False):
                for face in faces:
                    action = BuildLink(face, group, coal, beer)
                    if not check(ctx, player, action):
                        yield action


def apply(ctx: Context, fx: Effects, player: int, action: BuildLink) -> None:
    state = ctx.state
    coal = coal_plan(ctx, action.lines)
    pick = choose_source(coal, action.coal, ordered=True) or ()
    # every fact is read before the first change: ctx goes with the undo snapshot (Game.apply)
    barrels = choose_source(beer_plan(ctx, player, action.lines), action.beer, ordered=False) or ()
    fx.discard(player, (action.card,))
    state.actions_left -= 1
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
    from .outcome import outcome  # (previews only: play never imports it)
    coal = coal_plan(ctx, action.lines)
    pick = choose_source(coal, action.coal, ordered=True) or ()
    beer = beer_plan(ctx, player, action.lines)
    barrels = choose_source(beer, action.beer, ordered=False) or ()
    parts = {"link": link_cost(ctx.state.era, len(action.lines)), "coal": market_cost(ctx, pick, ())}
    return Preview(cost=sum(parts.values()), parts=parts, sources={"coal": tuple(pick), "beer": tuple(barrels)},
                   options={"coal": tuple(o for o in source_choices(coal, True) if o),
                            "beer": tuple(o for o in source_choices(beer, False) if o)},
                   **outcome(ctx, player, action, apply))  # a mine or brewery its cubes empty flips
