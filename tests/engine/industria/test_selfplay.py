"""Invariants over seeded random games (3 and 4 players): coins against a bank ledger, every tile
in exactly one place, listed <=> legal (also for mutated actions), undo/redo exact, every game ends."""
from __future__ import annotations

import json
import random
from itertools import product
from typing import Any

import pytest

from brass_desktop.engine.agents import RandomAgent
from brass_desktop.engine.core.game import Game
from brass_desktop.engine.core.registry import get_game
from brass_desktop.engine.industria.actions import (
    SOURCES,
    Bid,
    Build,
    EndBuild,
    Exchange,
    Keep,
    PassBid,
    PutUp,
    Sell,
)
from brass_desktop.engine.industria.state import OVER, IndustriaState

from .scenario import NAMES, new_game

DEF = get_game("industria")


def places(game: Game) -> list[str]:
    """Every tile, wherever it is (stacks, revealed, lot, hands, built, removed)."""
    s = game.state
    out = [t for stack in s.stacks.values() for t in stack] + [*s.revealed, *([s.lot] if s.lot else []), *s.removed]
    for p in s.players:
        out += [*p.hand, *p.built]
    return out


def candidates(game: Game) -> list[Any]:
    """Listed actions plus mutations of them and of every tile a player might name."""
    s = game.state
    player = game.current_player
    assert player is not None
    coins = s.players[player].coins
    tiles = list(game.data.tiles)
    out: list[Any] = [PassBid(), Sell(), Keep(), EndBuild()]
    out += [Bid(b) for b in range(-1, coins + 3)]
    out += [PutUp(t) for t in [*s.revealed, *tiles[::7]]]
    out += [Exchange(t) for t in [*s.players[player].hand, *tiles[::11]]]
    for t in [*s.players[player].hand, *tiles[::9]]:
        need = len(game.data.tiles[t].resources)
        for sources in product(SOURCES, repeat=need):
            out.append(Build(t, sources))
        out.append(Build(t, ("bank",) * (need + 1)))
    return out


def check_position(game: Game, legal: list[Any], mutate: bool) -> None:
    for action in legal:
        assert game.explain(action) == (), action
    assert len(set(legal)) == len(legal)
    if mutate:
        listed = set(legal)
        for action in candidates(game):
            assert (game.explain(action) == ()) == (action in listed), action


class Ledger:
    """Coins against the bank's ledger and every tile in exactly one place, checked after each
    action from the position it is made at (also the conformance suite's Industria ledger)."""

    def __init__(self, game: Game) -> None:
        self.expected = [p.coins for p in game.state.players]
        self.bank_paid = 0  # coins the bank has paid out since this position
        self.start_total = sum(self.expected)
        self.tiles_in_play = sorted(t for e in game.state.epochs for t in game.data.epoch_tiles[e])

    def __call__(self, game: Game, before: dict[str, Any], events: list[dict[str, Any]]) -> None:
        for event in events:
            if event["type"] == "coins":
                self.expected[event["player"]] += event["amount"]
                if event["counterpart"] == "bank":
                    self.bank_paid += event["amount"]
                else:
                    self.expected[event["counterpart"]] -= event["amount"]
        coins = [p.coins for p in game.state.players]
        assert coins == self.expected and min(coins) >= 0
        assert sum(coins) == self.start_total + self.bank_paid  # the bank ledger balances
        assert sorted(places(game)) == self.tiles_in_play


def play(players: int, seed: int, mutate: bool = False, undo_every: int = 0) -> Game:
    game = new_game(NAMES[:players], seed=seed)
    agent = RandomAgent(seed)
    rng = random.Random(seed)
    ledger = Ledger(game)
    assert ledger.start_total == (4 + 1) * players  # 4 coins each and the first income
    steps = 0
    while not game.is_over():
        legal = game.legal_actions()
        assert legal, "a player with a decision always has an action"
        check_position(game, legal, mutate and rng.random() < 0.3)
        action = agent.choose(game, legal)
        before = game.state.to_dict()
        events = game.apply(action)
        if undo_every and steps % undo_every == 0:
            after = game.state.to_dict()
            game.undo()
            assert game.state.to_dict() == before
            game.redo()
            assert game.state.to_dict() == after
        ledger(game, before, events)
        steps += 1
        assert steps < 3000
    assert game.state.phase == OVER and game.outcome() is not None
    assert all(not any(game.data.tiles[t].kind == "raw_material" for t in p.hand) for p in game.state.players)
    return game


@pytest.mark.parametrize("players", [3, 4])
def test_random_games_keep_every_invariant(players: int) -> None:
    for seed in range(12):
        play(players, seed, mutate=seed < 4, undo_every=7)


@pytest.mark.parametrize("players", [3, 4])
def test_many_random_games_end_with_a_ranking(players: int) -> None:
    for seed in range(100, 160):
        game = new_game(NAMES[:players], seed=seed)
        agent = RandomAgent(seed)
        while not game.is_over():
            game.apply(agent.choose(game))
        outcome = game.outcome()
        assert outcome is not None and sorted(outcome.ranking) == list(range(players))
        assert all(s.vp == sum(s.by_source.values()) for s in outcome.scores)


def test_records_replay_and_states_round_trip() -> None:
    game = play(4, 21)
    record = json.loads(json.dumps(game.to_record()))
    replayed = Game.from_record(record)
    assert replayed.state.to_dict() == game.state.to_dict()
    assert IndustriaState.from_dict(json.loads(json.dumps(game.state.to_dict()))).to_dict() == game.state.to_dict()
    for action in game.history:
        assert DEF.action_from_dict(DEF.action_to_dict(action)) == action


def test_undo_to_the_start_and_redo_to_the_end_is_exact() -> None:
    game = play(3, 5)
    final = game.state.to_dict()
    start = Game(game.setup).state.to_dict()
    count = len(game.history)
    for _ in range(count):
        game.undo()
    assert game.state.to_dict() == start
    for _ in range(count):
        game.redo()
    assert game.state.to_dict() == final


@pytest.mark.parametrize("bad", [{"kind": "bid", "amount": "3"}, {"kind": "bid"}, {"kind": "put_up", "tile": 3},
                                 {"kind": "build", "tile": "I-F-wood", "sources": "own"}, {"kind": "fly"},
                                 {"kind": "sell", "extra": 1}])
def test_malformed_action_dicts_are_refused(bad: dict[str, Any]) -> None:
    with pytest.raises(ValueError):
        DEF.action_from_dict(bad)
