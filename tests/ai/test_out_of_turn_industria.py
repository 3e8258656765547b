"""Industria 6.6 and the computer players (issue 38): a person exchanges a raw tile out of turn
while a computer seat is to move; the computer's view (knowledge, determinization) takes the
position as it is and every level then makes a legal move.  (A computer never acts out of turn: see
docs/computer-players.md, "Out of turn".)"""
from __future__ import annotations

import json
import random

import pytest

from brass_desktop.ai.agent import choose_from_view
from brass_desktop.ai.views import knowledge, observe, view_packet
from brass_desktop.engine import Game, GameSetup
from brass_desktop.engine.industria import IndustriaOptions
from brass_desktop.engine.industria.actions import Exchange


def exchanged_out_of_turn(open_hands: bool) -> Game:
    """Seed 3, three players: Ada (0) is to build when Cort (2) exchanges his stone."""
    game = Game.new(GameSetup(players=("Ada", "Brunel", "Cort"), seed=3, game="industria",
                              options=IndustriaOptions(open_hands=open_hands)))
    rng = random.Random(3)
    for _ in range(12):
        game.apply(rng.choice([a for a in game.legal_actions() if a.kind != "exchange"]))
    assert game.current_player == 0 and game.legal_actions_for(2) == [Exchange("I-R-stone")]
    game.apply(Exchange("I-R-stone"), player=2)
    assert game.actors[-1] == 2 and game.current_player == 0
    return game


@pytest.mark.parametrize("open_hands", [True, False])
@pytest.mark.parametrize("level", ["random", "easy", "medium", "hard"])
def test_the_computer_to_move_plays_on_after_an_out_of_turn_exchange(level, open_hands):
    game = exchanged_out_of_turn(open_hands)
    # a record with the actor read back, as the app opens it
    game = Game.from_record(json.loads(json.dumps(game.to_record())))
    assert game.actors[-1] == 2
    known = knowledge(game, 0)
    assert known.state.players[2].coins == game.state.players[2].coins
    assert len(known.state.players[2].hand) == len(game.state.players[2].hand)
    world = observe(game, 0, random.Random(1))
    assert world.current_player == 0 and world.legal_actions()
    action = game.definition.action_from_dict(choose_from_view(view_packet(game, 0), level, 5, think="quick"))
    assert not game.explain(action)
    game.apply(action)

