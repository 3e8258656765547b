"""The tiles' facts of a position found in one pass (``Context.board``, issue 13 round 7).

Each fact is compared, on every position of seeded random games of both Brass games, with the
same fact worked out from the tiles directly, the way each rule states it."""
from __future__ import annotations

from collections import Counter

import pytest

from brass_desktop.engine import Game, GameSetup, get_game
from brass_desktop.engine.agents import RandomAgent
from brass_desktop.engine.brass.context import Context, coal_cap
from brass_desktop.engine.brass.rules.common import breweries_with_beer
from brass_desktop.engine.brass.state import Tile

GAMES = ("lancashire", "birmingham")


def _positions(game: str, seed: int) -> list[Game]:
    play = Game.new(GameSetup(players=("A", "B", "C", "D"), seed=seed, game=game,
                              options=get_game(game).options_class()))
    agent = RandomAgent(seed)
    out = []
    while not play.is_over():
        out.append(play.copy())
        play.apply(agent.choose_move(play, play.legal_moves()))
    return out


def _check(ctx: Context, seen: Counter[str]) -> None:
    """Every board fact of ``ctx`` against the tiles of its state."""
    data, state = ctx.data, ctx.state
    tiles, slots = state.tiles, data.slots
    cap = coal_cap(data)
    mines = [(s, slots[s][0]) for s, t in tiles.items() if t.industry == "coal" and t.cubes > 0]
    access = ctx.ruleset.market_access_industries
    # R5.1 / R5.3: the mines with cubes, in the tiles' order, their cubes up to the cap
    assert ctx.coal_mines_with_cubes() == mines
    assert ctx.board.coal_key == (tuple((s, min(tiles[s].cubes, cap)) for s, _ in mines),
                                  tuple(s for s, t in tiles.items() if t.industry in access))
    # R6: the iron works with iron, in slot order
    iron = sorted(s for s, t in tiles.items() if t.industry == "iron" and t.cubes > 0)
    assert ctx.iron_works_with_cubes() == iron
    for resource in ("coal", "iron"):
        assert ctx.cubes_on_board(resource) == sum(t.cubes for t in tiles.values() if t.industry == resource)
    # Birmingham 4.3: the breweries with beer, with their owners and components
    beer = [(s, t.owner, ctx.component[slots[s][0]], t.cubes) for s, t in tiles.items()
            if t.industry == "brewery" and t.cubes]
    assert breweries_with_beer(ctx) == beer
    for player in range(len(state.players)):
        own: dict[str, tuple[int, ...]] = {}
        for slot, tile in tiles.items():
            if tile.owner == player:
                own[slots[slot][0]] = own.get(slots[slot][0], ()) + (slots[slot][1],)
        assert ctx.own_tiles(player) == own
        # R3.2: the network, the tiles' locations and the ends of the player's links
        assert ctx.network(player) == frozenset(own) | {end for line, owner in state.links.items()
                                                        if owner == player for end in data.lines[line].ends}
        seen["own"] += bool(own)
    # R5.2: the market components, the trade icons' and the market-access tiles'
    comp = ctx.component
    assert ctx.market_components == ({comp[loc.id] for loc in data.locations.values() if loc.market_trade_icon}
                                     | {comp[slots[s][0]] for s, t in tiles.items() if t.industry in access})
    seen["positions"] += 1
    seen["mines"] += bool(mines)
    seen["iron"] += bool(iron)
    seen["iron order"] += iron != [s for s, t in tiles.items() if s in iron]
    seen["beer"] += bool(beer)
    seen["access"] += bool(ctx.board.coal_key[1])


@pytest.mark.parametrize("game", GAMES)
def test_the_board_facts_are_the_tiles_facts(game: str) -> None:
    seen: Counter[str] = Counter()
    for seed in (1, 2):
        for position in _positions(game, seed):
            _check(Context(position.data, position.state, position.options), seen)
            # the iron works sell their iron at once in these games: a variant keeps it on the board,
            # its tiles in the other order (the facts in the tiles' order follow it, the sorted do not)
            held = position.state.clone()
            held.tiles = dict(reversed(held.tiles.items()))
            for slot, tile in held.tiles.items():
                if tile.industry == "iron":
                    held.tiles[slot] = tile.with_cubes(1 + len(slot) % 3)
            free = sorted(s for s, (_, _, icons) in position.data.slots.items()
                          if "iron" in icons and s not in held.tiles)
            for slot in reversed(free[-2:]):  # two more, against slot order
                held.tiles[slot] = Tile(0, "iron", 1, 2)
            _check(Context(position.data, held, position.options), seen)
    # the positions hold every kind of fact
    assert seen["positions"] > 300 and seen["mines"] > 100 and seen["iron order"] > 200 and seen["own"] > 200
    assert seen["beer"] > 50 if game == "birmingham" else seen["access"] > 50  # Lancashire's ports
