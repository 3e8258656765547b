"""The link listing's fast paths (issue 13) against the rule's plain search (rules/links.py) and
another search, on rail-era positions of seeded random games: a rail's and a pair of rails' coal
(R4.3, R5.1-R5.3) from the per-line facts against a breadth-first search over the built lines and
the placed rails per cube; the priced spellings against ``source_spellings``; and the listing
kept per coal situation and network against one listed with every cache emptied."""
from __future__ import annotations

import pytest

from brass_desktop.engine import Game, GameSetup, get_game
from brass_desktop.engine.agents import BUILDER_WEIGHTS, RandomAgent
from brass_desktop.engine.brass import context as context_module
from brass_desktop.engine.brass.context import Context
from brass_desktop.engine.brass.data import CANAL, MARKET
from brass_desktop.engine.brass.rules import links, links_listing
from brass_desktop.engine.brass.rules.common import source_spellings
from tests.engine.test_nearest_coal import _rail_positions, _searched_nearest


def _market_reached(ctx: Context, sources: tuple[str, ...], placed: tuple[tuple[str, ...], ...]) -> bool:
    """R5.2 by a search: a location with a trade icon or a market-access tile of any owner is
    reached over the built lines and the placed rails."""
    adj = {loc: list(nxt) for loc, nxt in ctx.adjacency.items()}
    for ends in placed:
        for a in ends:
            adj[a].extend(b for b in ends if b != a)
    seen = set(sources)
    stack = list(sources)
    while stack:
        for nxt in adj[stack.pop()]:
            if nxt not in seen:
                seen.add(nxt)
                stack.append(nxt)
    access = ctx.ruleset.market_access_industries
    ports = {ctx.data.slots[slot][0] for slot, tile in ctx.state.tiles.items() if tile.industry in access}
    return any(ctx.data.locations[loc].market_trade_icon or loc in ports for loc in seen)


def _searched_plan(ctx: Context, lines: tuple[str, ...]) -> list[tuple[str, ...]]:
    """Each rail in turn takes its cube once placed: from the nearest mines not yet emptied by this
    action (a search over the built lines and the rails placed so far), else from the market."""
    tiles = ctx.state.tiles
    partial: list[tuple[tuple[str, ...], tuple[str, ...]]] = [((), ())]  # (sources chosen, mines emptied)
    placed: tuple[tuple[str, ...], ...] = ()
    for line_id in lines:
        ends = ctx.data.lines[line_id].ends
        placed = placed + (ends,)
        grown = []
        for chosen, emptied in partial:
            near = _searched_nearest(ctx, ends, placed, emptied)
            for slot in near:
                taken = chosen + (slot,)
                grown.append((taken, emptied + (slot,) if taken.count(slot) >= tiles[slot].cubes else emptied))
            if not near and _market_reached(ctx, ends, placed):
                grown.append((chosen + (MARKET,), emptied))
        if not grown:
            return []
        partial = grown
    return [chosen for chosen, _ in partial]


@pytest.mark.parametrize("game_name", ["lancashire", "birmingham"])
def test_rail_coal_is_the_searched_one_for_every_line_and_pair(game_name: str) -> None:
    pairs = choices = emptying = market = 0
    for game in _rail_positions(game_name, 11, 7):
        ctx = Context(game.data, game.state, game.options)
        free = [lid for lid, line in game.data.lines.items()
                if line.allows(game.state.era) and lid not in game.state.links]
        for first in free:
            assert links_listing.coal_plan(ctx, (first,)) == links.coal_plan(ctx, (first,)) == _searched_plan(
                ctx, (first,)), first
            one = links.coal_plan(ctx, (first,))
            for second in free:
                if second == first:
                    continue
                plan = links_listing.coal_plan(ctx, (first, second))  # the listing's, from per-line facts
                assert plan == links.coal_plan(ctx, (first, second)) == _searched_plan(ctx, (first, second)), (
                    first, second)
                assert links_listing.beer_plan(ctx, 0, (first, second)) == links.beer_plan(ctx, 0, (first, second))
                if plan:  # the listing's spellings are source_spellings' (a plan lists distinct options)
                    rests: list[tuple[tuple[str, ...], ...]] = []
                    boughts: list[int] = []
                    links_listing._spell(rests, boughts, ((first, second), (), ()), plan, [(), ("b1",)])
                    spelled = [(c, p.count(MARKET)) for c, p in source_spellings(plan, True)]
                    assert rests == [((first, second), c, barrel) for c, _ in spelled for barrel in ((), ("b1",))]
                    assert boughts == [bought for _, bought in spelled for _ in range(2)]
                pairs += 1
                choices += len(plan) > 1
                market += any(MARKET in option for option in plan)
            emptying += sum(1 for (cube,) in one if cube != MARKET and game.state.tiles[cube].cubes == 1)
    # the positions hold enough of every case to mean something
    assert pairs > 5000 and choices > 100 and market > 500 and emptying >= 8


@pytest.mark.parametrize("game_name", ["lancashire", "birmingham"])
def test_the_kept_link_listing_is_the_one_listed_afresh(game_name: str) -> None:
    # random play lists with the caches shared as they are in play; each rail-era listing, of the
    # player to move and of the others (other networks, the same coal situation), must be the one a
    # context lists with every link graph, coal table, kept listing and per-map line table emptied
    compared = pairs = 0
    for seed in (21, 22):
        game = Game.new(GameSetup(players=("A", "B", "C", "D"), seed=seed, game=game_name,
                                  options=get_game(game_name).options_class()))
        agent = RandomAgent(seed, BUILDER_WEIGHTS)
        while not game.is_over():
            if game.state.era != CANAL and game.state.phase == "action":
                for player in range(4):
                    kept = [(m.cards, m.rest) for m in links_listing.moves(game.context, player)]
                    kept_graphs = dict(context_module._LINK_GRAPHS)
                    kept_lines = dict(links_listing._ERA_LINES)
                    context_module._LINK_GRAPHS.clear()
                    links_listing._ERA_LINES.clear()  # the fields built once per map and era, built again
                    afresh = Context(game.data, game.state, game.options)
                    fresh = [(m.cards, m.rest) for m in links_listing.moves(afresh, player)]
                    context_module._LINK_GRAPHS.clear()
                    context_module._LINK_GRAPHS.update(kept_graphs)  # play goes on with the kept caches
                    links_listing._ERA_LINES.clear()
                    links_listing._ERA_LINES.update(kept_lines)
                    assert kept == fresh, (seed, len(game.history), player)
                    compared += 1
                    pairs += sum(1 for _, rest in kept if len(rest[0]) == 2)
            game.apply(agent.choose_move(game, game.legal_moves()))
    assert compared > 400 and pairs > 500


@pytest.mark.parametrize("game_name", ["lancashire", "birmingham"])
def test_nearest_mines_of_every_location_are_the_searched_ones(game_name: str) -> None:
    # the table of every location's nearest mines, from one pass over the mines' searches, against
    # a breadth-first search from each location (R5.1: distance, and every mine at it, sorted)
    located = several = 0
    for game in _rail_positions(game_name, 11, 1) + _rail_positions(game_name, 12, 1):
        ctx = Context(game.data, game.state, game.options)
        for loc in game.data.locations:
            near = _searched_nearest(ctx, (loc,), (), ())
            d, slots = ctx.nearest_mines(loc)
            assert slots == near, loc
            if near:
                mine_at = ctx.data.slots[near[0]][0]
                assert d == ctx.distances((loc,)).get(mine_at), loc
                located += 1
                several += len(near) > 1
            else:
                assert d is None, loc
    assert located > 300 and several > 10
