"""``GameDefinition.stage``: where a game stands (a Brass era, an Industria epoch, and the round),
the one reading of it for the Continue list and the command line (``describe_position``)."""
from __future__ import annotations

import pytest

from brass_desktop.engine import Game, GameSetup, Stage
from brass_desktop.engine.agents import RandomAgent


@pytest.mark.parametrize(("game_name", "players", "actions", "stage", "words"), [
    ("lancashire", 2, 0, Stage("canal", 1), "canal era, round 1"),
    ("lancashire", 2, 40, Stage("rail", 1), "rail era, round 1"),
    ("birmingham", 2, 60, Stage("rail", 5), "rail era, round 5"),
    ("industria", 3, 0, Stage("I", 1), "epoch I, round 1"),
    ("industria", 3, 120, Stage("II", 4), "epoch II, round 4"),
])
def test_the_stage_of_a_seeded_game(game_name: str, players: int, actions: int, stage: Stage, words: str) -> None:
    game = Game.new(GameSetup(players=("Ada", "Brunel", "Cort")[:players], seed=3, game=game_name))
    agent = RandomAgent(3)
    for _ in range(actions):
        game.apply(agent.choose(game))
    assert game.definition.stage(game.state) == stage
    assert game.definition.describe_position(game.state) == words
