"""Golden legal-move counts (python-chess's perft files are the model).

``tests/engine/golden/legal_counts.json`` holds seeded positions of each game and the number of
legal actions per kind in each (the flat ``legal_actions()``) and of legal moves per kind (the
grouped ``legal_moves()``); ``tools/golden_counts.py`` writes it (see its docstring).  A
refactoring or speed change must leave every count and fingerprint as it is.  On every position
the grouped listing, expanded card by card, is exactly the flat listing.
"""
from __future__ import annotations

import json
from typing import Any

import pytest

from brass_desktop.engine import get_game, registered_games
from tools.golden_counts import GOLDEN_FILE, POSITIONS, WHAT, WHERE, counts, fingerprint, move_counts, reach

STORED = json.loads(GOLDEN_FILE.read_text(encoding="utf-8"))
# the kinds of position each game's entries must cover
KINDS = {"lancashire": {"opening", "mid canal era", "rail era, double rails", "shortfall", "final round"},
         "birmingham": {"opening", "mid canal era", "rail era, double rails", "shortfall", "final round"},
         "industria": {"opening", "auction", "build decision"}}


def test_the_file_lists_every_position_of_the_script_and_twelve_per_game() -> None:
    assert [(e["game"], e["players"], e["seed"], e["actions"], e["what"]) for e in STORED] == list(POSITIONS)
    for game in registered_games():
        definition = get_game(game)
        kinds = {e["what"] for e in STORED if e["game"] == game}
        assert sum(e["game"] == game for e in STORED) >= 12
        assert KINDS.get(game, {"opening"}) <= kinds
        # every player count of the game has positions
        assert {e["players"] for e in STORED if e["game"] == game} == set(
            range(definition.min_players, definition.max_players + 1))


@pytest.mark.parametrize("stored", STORED, ids=lambda e: f"{e['game']}-{e['players']}p-s{e['seed']}-a{e['actions']}")
def test_legal_counts_match_the_golden_file(stored: dict[str, Any]) -> None:
    game = reach(stored["game"], stored["players"], stored["seed"], stored["actions"])
    assert fingerprint(game) == stored["fingerprint"], "the position itself changed"
    assert WHAT[stored["what"]](game)
    where = WHERE[stored["game"]](game)
    assert where == {key: stored[key] for key in where}
    assert counts(game) == stored["counts"]
    assert move_counts(game) == stored["moves"]


@pytest.mark.parametrize("stored", STORED, ids=lambda e: f"{e['game']}-{e['players']}p-s{e['seed']}-a{e['actions']}")
def test_the_grouped_listing_describes_exactly_the_flat_listing(stored: dict[str, Any]) -> None:
    game = reach(stored["game"], stored["players"], stored["seed"], stored["actions"])
    flat = game.legal_actions()
    moves = game.legal_moves()
    expanded = [action for move in moves for action in move.actions()]
    assert len(expanded) == len(set(expanded)) == len(flat) == stored["counts"]["total"]
    assert set(expanded) - set(flat) == set()  # every action of a move is legal ...
    assert set(flat) - set(expanded) == set()  # ... and every legal action is some move's
    # one entry per distinct move-without-card: the moves' other fields never repeat
    assert len({(move.kind, repr(move.rest)) for move in moves}) == len(moves) == stored["moves"]["total"]
    for move in moves:
        actions = move.actions()
        if move.make is None:  # a move without a card choice is its one action
            assert move.cards == () and actions == [move.action()]
        else:  # one action per card that can pay, each naming that card
            assert [move.action(card) for card in move.cards] == actions and actions
        for action in actions:
            assert action.kind == move.kind and game.explain(action) == ()
