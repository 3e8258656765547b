"""What a player may know (view_for, unseen, determinize) and the rule options."""
from __future__ import annotations

import random

import pytest

from brass_desktop.engine.agents import RandomAgent
from brass_desktop.engine.core.definition import UNKNOWN
from brass_desktop.engine.core.game import Game
from brass_desktop.engine.core.registry import get_game
from brass_desktop.engine.industria.options import IndustriaOptions

from .scenario import NAMES, new_game

DEF = get_game("industria")


def midgame(options: IndustriaOptions, seed: int = 3, steps: int = 150) -> Game:
    game = new_game(NAMES, seed=seed, options=options)
    agent = RandomAgent(seed)
    for _ in range(steps):
        game.apply(agent.choose(game))
    return game


def test_stacks_are_hidden_and_open_hands_stay_open() -> None:
    game = midgame(IndustriaOptions())
    view = DEF.view_for(game.state, 0)
    for epoch, stack in view.stacks.items():
        assert stack == (UNKNOWN,) * len(game.state.stacks[epoch])
    assert [p.hand for p in view.players] == [p.hand for p in game.state.players]
    assert view.revealed == game.state.revealed
    assert DEF.unseen(game.state, 0) == sorted(t for s in game.state.stacks.values() for t in s)


def test_hidden_hands_show_only_their_size() -> None:
    game = midgame(IndustriaOptions(open_hands=False))
    view = DEF.view_for(game.state, 1)
    assert view.players[1].hand == game.state.players[1].hand
    for seat in (0, 2, 3):
        assert view.players[seat].hand == (UNKNOWN,) * len(game.state.players[seat].hand)
    hidden = sorted(t for s in (0, 2, 3) for t in game.state.players[s].hand)
    stacks = [t for s in game.state.stacks.values() for t in s]
    assert DEF.unseen(game.state, 1) == sorted(hidden + stacks)


@pytest.mark.parametrize("open_hands", [True, False])
def test_determinize_keeps_the_view_and_the_unseen_tiles(open_hands: bool) -> None:
    for seed in range(6):
        game = midgame(IndustriaOptions(open_hands=open_hands), seed=seed, steps=60 + 40 * seed)
        for player in range(4):
            full = DEF.determinize(game.state, player, random.Random(seed))
            assert DEF.view_for(full, player).to_dict() == DEF.view_for(game.state, player).to_dict()
            assert DEF.unseen(full, player) == DEF.unseen(game.state, player)
            for epoch, stack in full.stacks.items():
                assert all(game.data.tiles[t].epoch == epoch for t in stack)
            # a view alone determinizes too
            again = DEF.determinize(DEF.view_for(game.state, player), player, random.Random(1))
            assert DEF.view_for(again, player).to_dict() == DEF.view_for(game.state, player).to_dict()


def test_reveal_events_are_the_tile_reveals() -> None:
    assert DEF.REVEAL_EVENTS == frozenset({"tile_revealed"})


def test_options_round_trip_and_say_what_differs() -> None:
    default = IndustriaOptions()
    assert default.to_dict() == {"bonus_tiles_free": False, "open_hands": True, "bonus_counts_technologies": True}
    assert default.non_default() == {}
    free = IndustriaOptions.from_dict({"bonus_tiles_free": True})
    assert free.non_default() == {"bonus_tiles_free": True}
    assert IndustriaOptions.from_dict(free.to_dict()) == free
    with pytest.raises(ValueError, match="unknown rule option"):
        IndustriaOptions.from_dict({"hands": True})
    with pytest.raises(ValueError, match="open_hands"):
        IndustriaOptions(open_hands="yes").validate()  # type: ignore[arg-type]


def test_the_options_are_written_into_the_setup() -> None:
    setup = DEF.make_setup(NAMES, 1, IndustriaOptions(open_hands=False))
    assert setup["options"]["open_hands"] is False
    assert Game(setup).state.hands_open is False
