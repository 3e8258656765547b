"""Every answer the Brass listing keeps across states (issue 13) against a listing made afresh.

The listing keeps answers between decisions, each under a key naming what it read: the link
graph per set of lines, the coal situation per lines, mines (their cubes up to the most one
action takes) and market-access tiles, the priced build coal per coal market in it, iron prices
per iron situation, per-map facts (``GameData.static_memo``), the line fields per map and era.
Here seeded random games are played with those caches warm, as in play, and at every action
decision each player's moves of every rule module must be, move by move and in order, the moves
a context lists with every kept answer emptied.  A key that missed something the answer reads
lists the answer of another position and fails here.
"""
from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest

from brass_desktop.engine import Game, GameSetup, get_game
from brass_desktop.engine.agents import BUILDER_WEIGHTS, RandomAgent
from brass_desktop.engine.brass import context as context_module
from brass_desktop.engine.brass.context import Context, coal_cap
from brass_desktop.engine.brass.data import MARKET
from brass_desktop.engine.brass.rules import build, build_listing, common, links_listing
from brass_desktop.engine.brass.state import ACTION
from brass_desktop.engine.core.actions import Move


def _kept_tables(game: Game) -> list[dict[Any, Any]]:
    """Every table of answers the listing keeps beyond one state."""
    return [context_module._LINK_GRAPHS, links_listing._ERA_LINES, common._PRICED_IRON, game.data.static_memo]


@contextmanager
def _everything_forgotten(game: Game) -> Iterator[None]:
    """Empty every kept table for the body, then give play its kept tables back."""
    tables = _kept_tables(game)
    saved = [dict(table) for table in tables]
    for table in tables:
        table.clear()
    try:
        yield
    finally:
        for table, content in zip(tables, saved, strict=True):
            table.clear()
            table.update(content)


def _listed(ctx: Context, player: int, modules: tuple[Any, ...]) -> list[tuple[str, Any, Any]]:
    out: list[tuple[str, Any, Any]] = []
    for module in modules:
        lister = getattr(module, "moves", None)
        moves = lister(ctx, player) if lister is not None else map(Move.single, module.legal(ctx, player))
        out.extend((move.kind, move.cards, move.rest) for move in moves)
    return out


def _priced(ctx: Context) -> list[Any]:
    """The kept prices the listing reads where the moves show only what they allow (the money
    against the cost): every location's priced build coal and the priced iron, per count."""
    cap = coal_cap(ctx.data)
    return ([build_listing._priced_build_coal(ctx, loc, count)
             for loc in ctx.data.locations for count in range(1, cap + 1)]
            + [common.priced_iron(ctx, count) for count in range(1, 3)])


# (game, players, seed): the 2-player Lancashire markets have other prices (Q4)
GAMES = [("lancashire", 4, 31), ("lancashire", 2, 32), ("birmingham", 4, 31), ("birmingham", 3, 32)]


@pytest.mark.parametrize(("game_name", "players", "seed"), GAMES, ids=[f"{g}-{p}p-s{s}" for g, p, s in GAMES])
def test_the_kept_listing_is_the_one_listed_afresh(game_name: str, players: int, seed: int) -> None:
    game = Game.new(GameSetup(players=("A", "B", "C", "D")[:players], seed=seed, game=game_name,
                              options=get_game(game_name).options_class()))
    agent = RandomAgent(seed, BUILDER_WEIGHTS)
    modules = game.definition.modules
    compared = listed = 0
    while not game.is_over():
        if game.state.phase == ACTION:
            for player in range(players):  # the player to move, and the others in the same situation
                ctx = Context(game.data, game.state, game.options)
                kept = _listed(ctx, player, modules)
                with _everything_forgotten(game):
                    cold = Context(game.data, game.state, game.options)
                    afresh = _listed(cold, player, modules)
                    assert _priced(ctx) == _priced(cold), len(game.history)
                assert kept == afresh, (len(game.history), player)
                compared += 1
                listed += len(kept)
        game.apply(agent.choose_move(game, game.legal_moves()))
    assert compared >= 40 * players and listed >= 10 * compared



@pytest.mark.parametrize("game_name", ["lancashire", "birmingham"])
def test_build_coal_from_the_nearest_mines_is_the_searched_coal(game_name: str) -> None:
    # one or two cubes to a tile (R5.1-R5.3) from the table of every location's nearest mines,
    # against coal_options' search per cube, at every location of every action decision
    game = Game.new(GameSetup(players=("A", "B", "C", "D"), seed=33, game=game_name,
                              options=get_game(game_name).options_class()))
    agent = RandomAgent(33, BUILDER_WEIGHTS)
    compared = emptying = market = 0
    while not game.is_over():
        if game.state.phase == ACTION:
            ctx, tiles = game.context, game.state.tiles
            for loc in game.data.locations:
                for count in (1, 2):
                    fast = build._nearest_build_coal(ctx, loc, count)
                    assert fast == common.coal_options(ctx, (loc,), count), (len(game.history), loc, count)
                    compared += 1
                    market += any(MARKET in option for option in fast)
                    emptying += count == 2 and any(tiles[first].cubes == 1 for first, *_ in fast if first != MARKET)
        game.apply(agent.choose_move(game, game.legal_moves()))
    assert compared > 5000 and market > 500 and emptying > 20
