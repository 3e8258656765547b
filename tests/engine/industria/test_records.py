"""Industria records through core/record.py (format version 2) and determinized setups."""
from __future__ import annotations

import json
import random
from collections import Counter

import pytest

from brass_desktop.engine.agents import RandomAgent
from brass_desktop.engine.core.game import Game
from brass_desktop.engine.core.reasons import CoreReason, RecordError
from brass_desktop.engine.core.record import FORMAT, FORMAT_VERSION, game_from_json, record_to_json
from brass_desktop.engine.industria.options import IndustriaOptions

from .scenario import NAMES, new_game


def played(players: int, seed: int, steps: int, options: IndustriaOptions | None = None) -> Game:
    game = new_game(NAMES[:players], seed=seed, options=options)
    agent = RandomAgent(seed)
    for _ in range(steps):
        game.apply(agent.choose(game))
    return game


@pytest.mark.parametrize("players", [3, 4])
def test_a_game_saves_and_reopens_with_its_redo_list(players: int) -> None:
    game = played(players, 11, 90)
    for _ in range(3):
        game.undo()
    text = record_to_json(game)
    record = json.loads(text)
    assert (record["format"], record["version"], record["setup"]["game"]) == (FORMAT, FORMAT_VERSION, "industria")
    assert record["setup"]["undo_policy"] == "free" and len(record["actions"]) == 87 and len(record["redo"]) == 3
    again = game_from_json(text)
    assert again.state.to_dict() == game.state.to_dict()
    assert again.history == game.history
    for _ in range(3):
        again.redo()
        game.redo()
    assert again.state.to_dict() == game.state.to_dict()


def test_a_finished_game_reopens_with_its_outcome() -> None:
    game = played(4, 2, 0)
    agent = RandomAgent(2)
    while not game.is_over():
        game.apply(agent.choose(game))
    again = Game.from_record(json.loads(record_to_json(game)))
    assert again.is_over() and again.outcome() == game.outcome()


def test_a_damaged_stack_is_refused_with_its_reason() -> None:
    record = played(4, 5, 10).to_record()
    stacks = record["setup"]["stacks"]
    stacks["II"][0] = stacks["I"][0]  # an epoch I tile in epoch II's stack
    with pytest.raises(RecordError) as err:
        Game.from_record(record)
    assert err.value.reason is CoreReason.BAD_SETUP
    assert err.value.params == {"setup_reason": "industria_setup_not_the_stack", "field": "stacks.II",
                                "epoch": "II"}


def test_a_record_with_too_few_players_is_refused() -> None:
    record = played(3, 5, 0).to_record()
    record["setup"]["players"] = ["Ada", "Brunel"]
    with pytest.raises(RecordError) as err:
        Game.from_record(record)
    assert err.value.params == {"setup_reason": "setup_player_count", "count": 2, "min": 3, "max": 4}


def test_an_illegal_and_a_malformed_action_name_their_entry() -> None:
    record = played(4, 5, 12).to_record()
    over = json.loads(json.dumps(record))
    over["actions"][1] = {"kind": "bid", "amount": 99}  # the first bidder has 5 coins
    with pytest.raises(RecordError) as err:
        Game.from_record(over)
    assert err.value.reason is CoreReason.ACTION_ILLEGAL and err.value.entry == 1
    assert [v.reason.value for v in err.value.params["violations"]] == ["industria_bid_over_coins"]
    bad = json.loads(json.dumps(record))
    bad["actions"][3] = {"kind": "build", "tile": "I-F-wood", "sources": "own"}
    with pytest.raises(RecordError) as err:
        Game.from_record(bad)
    assert err.value.reason is CoreReason.ACTION_MALFORMED and err.value.entry == 3


@pytest.mark.parametrize("open_hands", [True, False])
def test_a_determinized_game_has_a_resampled_setup_and_plays_on(open_hands: bool) -> None:
    game = played(4, 8, 120, IndustriaOptions(open_hands=open_hands))
    real = game.setup["stacks"]
    epoch = game.state.epoch
    current = game.state.epochs.index(epoch)
    for seed in range(5):
        det = game.determinize(1, random.Random(seed))
        det.definition.check_setup(det.setup)  # a setup a record could hold
        stacks = det.setup["stacks"]
        for e in game.state.epochs:
            assert Counter(stacks[e]) == Counter(real[e])
            # the tail of each stack is the determinized state's stack, never read off the real setup
            assert stacks[e][len(stacks[e]) - len(det.state.stacks[e]):] == list(det.state.stacks[e])
        assert det.view_for(1).to_dict() == game.view_for(1).to_dict()
        assert det.history == [] and det.legal_actions()
        det.apply(RandomAgent(seed).choose(det))
    # future stacks are reshuffled: over 5 samples at least one differs from the real order
    future = game.state.epochs[current + 1:]
    assert future and any(game.determinize(1, random.Random(s)).setup["stacks"][future[0]] != real[future[0]]
                          for s in range(5))
