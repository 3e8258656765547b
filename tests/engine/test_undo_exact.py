"""Undo is exact, and the facts a position worked out stay true for it (issue 13, apply speed).

``Game.apply`` checks an action and lets the rules apply it with the context of the position
before (what listing and ``explain`` worked out), then hands that context to the undo snapshot
(``GameDefinition.moved_context``).  Over every decision of seeded random games of every game:
apply then undo gives a state equal to the one before and the same ``legal_actions()`` and
``legal_moves()``, also
against a fresh game in that state (no fact of the changed state got into the kept context);
the rules applying with the kept context leave the same state and events as with a fresh one,
and so does ``Game.child``, which lends the context to the copy; a refused action changes nothing.
"""
from __future__ import annotations

import random
from typing import Any

import pytest

from brass_desktop.engine import Game, GameSetup, IllegalActionError, get_game, registered_games

NAMES = ("Ada", "Brunel", "Cort", "Darby")
CASES = [(name, players, seed) for name in registered_games()
         for players, seed in ((get_game(name).max_players, 0), (get_game(name).min_players, 1), (3, 2))]


def fresh(game: Game) -> Game:
    """The same position in a game that has worked out nothing yet (a cold context)."""
    return Game(game.setup, game.state.clone())


def grouped(game: Game) -> list[tuple[str, tuple[Any, ...], list[Any]]]:
    """``legal_moves()`` as comparable values: each move's kind, cards and actions."""
    return [(move.kind, move.cards, move.actions()) for move in game.legal_moves()]


def refused(game: Game, rng: random.Random, seen: list[Any]) -> Any | None:
    """An action of an earlier position that this one refuses, if there is one."""
    for action in rng.sample(seen, min(len(seen), 20)):
        if game.explain(action):
            return action
    return None


@pytest.mark.parametrize(("name", "players", "seed"), CASES, ids=[f"{n}-{p}p-s{s}" for n, p, s in CASES])
def test_apply_then_undo_restores_the_position_and_its_listing(name: str, players: int, seed: int) -> None:
    game = Game.new(GameSetup(players=NAMES[:players], seed=seed, game=name))
    rng = random.Random(seed)
    seen: list[Any] = []
    decisions = refusals = 0
    while not game.is_over():
        before = game.state.clone()
        legal = game.legal_actions()
        moves = grouped(game)
        action = rng.choice(legal)
        seen.append(action)
        # the rules applying with the listing's context agree with a fresh context
        cold = fresh(game)
        cold_events = cold.apply(action)
        # a search child applies with this position's context too, and leaves it as it was
        assert game.child(action).state == cold.state
        assert game.state == before
        assert grouped(game) == moves
        events = game.apply(action)
        assert game.state == cold.state
        assert events == cold_events
        game.undo()
        assert game.state == before
        assert game.legal_actions() == legal  # the kept context, moved onto the snapshot
        assert grouped(game) == moves
        assert fresh(game).legal_actions() == legal  # the same position worked out anew
        assert grouped(fresh(game)) == moves
        other = refused(game, rng, seen)
        if other is not None:
            refusals += 1
            assert game.explain(other) == fresh(game).explain(other)
            with pytest.raises(IllegalActionError):
                game.apply(other)
            assert game.state == before
            assert game.legal_actions() == legal
        game.redo()  # applies the action again, from the restored context
        assert game.state == cold.state
        decisions += 1
    assert decisions > 40
    assert refusals > decisions // 4  # most positions refuse some earlier action
