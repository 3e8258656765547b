"""Regenerate golden_counts.json: legal-action counts at seeded positions (a "perft" for Industria).

    python -m tests.engine.industria.make_golden      # from the project root

Each position is a seeded random game (RandomAgent with the same seed) after ``steps`` actions; the
file keeps the total count and the count per action kind.  test_golden.py fails when a rule change
alters any of them: regenerate only when the change is intended, and say so in the commit.
"""
from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from typing import Any

from brass_desktop.engine.agents import RandomAgent
from brass_desktop.engine.core.game import Game

from .scenario import NAMES, new_game

PATH = Path(__file__).with_name("golden_counts.json")
# (players, seed, steps); odd seeds then go on to the next build decision with a tile in hand.
POSITIONS = [(3, s, n) for s, n in ((1, 0), (2, 25), (3, 60), (4, 100), (5, 140), (6, 180), (7, 210), (8, 235))]
POSITIONS += [(4, s, n) for s, n in ((1, 0), (2, 25), (3, 60), (4, 110), (5, 160), (6, 230), (7, 300), (8, 340))]


def position(players: int, seed: int, steps: int) -> Game:
    game = new_game(NAMES[:players], seed=seed)
    agent = RandomAgent(seed)
    for _ in range(steps):
        game.apply(agent.choose(game))
    while seed % 2 and not (game.state.phase == "build" and len(game.legal_actions()) > 2):
        game.apply(agent.choose(game))
    return game


def counts() -> list[dict[str, Any]]:
    out = []
    for players, seed, steps in POSITIONS:
        game = position(players, seed, steps)
        legal = game.legal_actions()
        s = game.state
        out.append({"players": players, "seed": seed, "steps": steps, "epoch": s.epoch, "round": s.round,
                    "phase": s.phase, "legal": len(legal), "by_kind": dict(sorted(Counter(a.kind for a in legal).items()))})
    return out


def main() -> None:
    PATH.write_text(json.dumps(counts(), indent=1) + "\n", encoding="utf-8")
    print(f"wrote {PATH} ({len(POSITIONS)} positions)")


if __name__ == "__main__":
    main()
