"""Nearest coal (R5.1) from the per-source tables of mines by distance, against a plain search
over the built lines plus the rails being placed, on rail-era positions of random games; and the
double-rail pruning's premise: a pair's first rail takes its coal as a single rail would (R4.3)."""
from __future__ import annotations

from collections import deque

import pytest

from brass_desktop.engine import Game, GameSetup, get_game
from brass_desktop.engine.agents import BUILDER_WEIGHTS, RandomAgent
from brass_desktop.engine.brass.context import Context
from brass_desktop.engine.brass.data import CANAL
from brass_desktop.engine.brass.rules.links import coal_plan


def _rail_positions(game_name: str, seed: int, every: int) -> list[Game]:
    """Every ``every``-th rail-era position of one seeded random 4-player game."""
    game = Game.new(GameSetup(players=("A", "B", "C", "D"), seed=seed, game=game_name,
                              options=get_game(game_name).options_class()))
    agent = RandomAgent(seed, BUILDER_WEIGHTS)
    out: list[Game] = []
    step = 0
    while not game.is_over():
        if game.state.era != CANAL:
            step += 1
            if step % every == 0:
                out.append(game.copy())
        game.apply(agent.choose_move(game, game.legal_moves()))
    return out


def _searched_nearest(ctx: Context, sources: tuple[str, ...], placed: tuple[tuple[str, ...], ...],
                      emptied: tuple[str, ...]) -> list[str]:
    """R5.1 by one breadth-first search over the built lines and the placed rails."""
    adj = {loc: list(nxt) for loc, nxt in ctx.adjacency.items()}
    for ends in placed:
        for a in ends:
            adj[a].extend(b for b in ends if b != a)
    dist = dict.fromkeys(sources, 0)
    queue = deque(sources)
    while queue:
        loc = queue.popleft()
        for nxt in adj[loc]:
            if nxt not in dist:
                dist[nxt] = dist[loc] + 1
                queue.append(nxt)
    found = [(dist[loc], slot) for slot, loc in ctx.coal_mines_with_cubes() if loc in dist and slot not in emptied]
    if not found:
        return []
    best = min(d for d, _ in found)
    return sorted(slot for d, slot in found if d == best)


@pytest.mark.parametrize("game_name", ["lancashire", "birmingham"])
def test_nearest_coal_of_a_second_rail_is_the_searched_one(game_name: str) -> None:
    checked = 0
    for game in _rail_positions(game_name, 3, 9):
        ctx = Context(game.data, game.state, game.options)
        lines = game.data.lines
        free = [lid for lid, line in lines.items() if line.allows(game.state.era) and lid not in game.state.links]
        mines = [slot for slot, _ in ctx.coal_mines_with_cubes()]
        for first in free[::3]:
            a = lines[first].ends
            for second in free[1::4]:
                if second == first:
                    continue
                b = lines[second].ends
                for emptied in [()] + [(slot,) for slot in mines[:2]]:
                    got = ctx.nearest_coal(b, (a, b), emptied)
                    assert got == _searched_nearest(ctx, b, (a, b), emptied), (first, second, emptied)
                    checked += 1
            assert ctx.nearest_coal(a, (a,)) == _searched_nearest(ctx, a, (a,), ())
    assert checked > 600  # the positions hold enough rail pairs to mean something


@pytest.mark.parametrize("game_name", ["lancashire", "birmingham"])
def test_a_pair_has_no_coal_when_its_first_rail_alone_has_none(game_name: str) -> None:
    pairs_without = 0
    for game in _rail_positions(game_name, 5, 7):
        ctx = Context(game.data, game.state, game.options)
        free = [lid for lid, line in game.data.lines.items()
                if line.allows(game.state.era) and lid not in game.state.links]
        for first in free:
            if coal_plan(ctx, (first,)):
                continue
            for second in free:
                if second != first:
                    assert coal_plan(ctx, (first, second)) == []
                    pairs_without += 1
    assert pairs_without > 0  # some first rails find no coal in these games
