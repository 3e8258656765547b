"""Golden legal-move counts (python-chess's perft files are the model).

``tests/engine/golden/legal_counts.json`` holds seeded positions of each game and the number of
legal actions per kind in each; ``tools/golden_counts.py`` writes it (see its docstring).  A
refactoring or speed change must leave every count and fingerprint as it is.
"""
from __future__ import annotations

import json

import pytest

from tools.golden_counts import GOLDEN_FILE, POSITIONS, WHAT, counts, fingerprint, reach

STORED = json.loads(GOLDEN_FILE.read_text(encoding="utf-8"))


def test_the_file_lists_every_position_of_the_script_and_twelve_per_game() -> None:
    assert [(e["game"], e["players"], e["seed"], e["actions"], e["what"]) for e in STORED] == list(POSITIONS)
    for game in ("lancashire", "birmingham"):
        kinds = {e["what"] for e in STORED if e["game"] == game}
        assert sum(e["game"] == game for e in STORED) >= 12
        assert {"opening", "mid canal era", "rail era, double rails", "shortfall", "final round"} <= kinds


@pytest.mark.parametrize("stored", STORED, ids=lambda e: f"{e['game']}-{e['players']}p-s{e['seed']}-a{e['actions']}")
def test_legal_counts_match_the_golden_file(stored: dict) -> None:
    game = reach(stored["game"], stored["players"], stored["seed"], stored["actions"])
    assert fingerprint(game) == stored["fingerprint"], "the position itself changed"
    assert WHAT[stored["what"]](game)
    assert (game.state.era, game.state.round, game.state.phase) == (stored["era"], stored["round"], stored["phase"])
    assert counts(game) == stored["counts"]
