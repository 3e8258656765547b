"""Golden legal-move counts (python-chess's perft files are the model).

``tests/engine/golden/legal_counts.json`` holds seeded positions of each game and the number of
legal actions per kind in each; ``tools/golden_counts.py`` writes it (see its docstring).  A
refactoring or speed change must leave every count and fingerprint as it is.
"""
from __future__ import annotations

import json

import pytest

from brass_desktop.engine import get_game, registered_games
from tools.golden_counts import GOLDEN_FILE, POSITIONS, WHAT, WHERE, counts, fingerprint, reach

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
def test_legal_counts_match_the_golden_file(stored: dict) -> None:
    game = reach(stored["game"], stored["players"], stored["seed"], stored["actions"])
    assert fingerprint(game) == stored["fingerprint"], "the position itself changed"
    assert WHAT[stored["what"]](game)
    where = WHERE[stored["game"]](game)
    assert where == {key: stored[key] for key in where}
    assert counts(game) == stored["counts"]
