"""Golden legal-move counts: regenerate ``tests/engine/golden/legal_counts.json``.

    python tools/golden_counts.py            # rewrite the file from the current engine
    python tools/golden_counts.py --check    # exit 1 (and list the differences) if it is out of date

Like python-chess's perft files, the file holds, for seeded positions of every registered game
(Brass: openings, mid canal era, rail era with double rails, shortfall, final round, a sale going
on; Industria: openings, auctions, build decisions with tiles in hand), the number of legal
actions per kind (``counts``: the flat ``legal_actions()``, one action per paying card) and of
legal moves per kind (``moves``: the grouped ``legal_moves()``, each move once with the cards
that can pay for it).  A position is named by (game, players, seed, actions): the game is started
with ``GameSetup(players, seed)`` and default options, and ``actions`` actions are played by
``RandomAgent(seed, WEIGHTS.get(game))``.  A short fingerprint of the state (a hash of
``to_dict()``) is stored too, so a silent change of the position itself is caught, not only of
the moves listed in it.  ``tests/engine/test_golden_counts.py`` checks the file.

Refactoring and speed work must leave the file unchanged.  Regenerate it only when a rule
changes on purpose, and say in the commit which counts moved and why.
"""
from __future__ import annotations

import argparse
import hashlib
import json
import sys
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
from brass_desktop.engine import Game, GameSetup, get_game, registered_games
from brass_desktop.engine.agents import BUILDER_WEIGHTS, RandomAgent

GOLDEN_FILE = ROOT / "tests" / "engine" / "golden" / "legal_counts.json"
NAMES = ("Ada", "Brunel", "Cort", "Darby")


def _double_rails(game: Game) -> bool:
    return game.state.era == "rail" and any(getattr(a, "lines", ()) and len(a.lines) == 2
                                            for a in game.legal_actions(kind="link"))


# Per game: how the seeded moves are chosen (Brass plays more like people with builder weights)
# and where a position stands (its era or epoch, round and phase, stored beside its counts).
WEIGHTS: dict[str, dict[str, float]] = {"lancashire": BUILDER_WEIGHTS, "birmingham": BUILDER_WEIGHTS}


def _brass_where(game: Game) -> dict[str, Any]:
    return {"era": game.state.era, "round": game.state.round, "phase": game.state.phase}


def _industria_where(game: Game) -> dict[str, Any]:
    return {"epoch": game.state.epoch, "round": game.state.round, "phase": game.state.phase}


WHERE: dict[str, Callable[[Game], dict[str, Any]]] = {
    "lancashire": _brass_where, "birmingham": _brass_where, "industria": _industria_where}

# What each kind of position must show (checked when the file is written and when it is tested).
WHAT: dict[str, Callable[[Game], bool]] = {
    "opening": lambda g: not g.history,
    "auction": lambda g: g.state.phase == "auction" and bool(g.history),
    "build decision": lambda g: g.state.phase == "build" and len(g.legal_actions()) > 2,
    "mid canal era": lambda g: g.state.era == "canal" and 1 < g.state.round < g.state.rounds_in_era,
    "rail era, double rails": _double_rails,
    "shortfall": lambda g: g.state.phase == "shortfall",
    "final round": lambda g: g.state.era == "rail" and g.state.round == g.state.rounds_in_era,
    "selling on": lambda g: g.state.phase == "sell_more",
}

# (game, players, seed, actions, what): found by seeded play (the first such moment of the game)
POSITIONS: tuple[tuple[str, int, int, int, str], ...] = (
    ("lancashire", 2, 1, 0, "opening"),
    ("lancashire", 3, 1, 0, "opening"),
    ("lancashire", 4, 1, 0, "opening"),
    ("lancashire", 2, 1, 13, "mid canal era"),
    ("lancashire", 3, 2, 16, "mid canal era"),
    ("lancashire", 4, 3, 19, "mid canal era"),
    ("lancashire", 2, 1, 36, "rail era, double rails"),
    ("lancashire", 3, 1, 50, "rail era, double rails"),
    ("lancashire", 4, 2, 51, "rail era, double rails"),
    ("lancashire", 2, 2, 24, "shortfall"),
    ("lancashire", 3, 1, 77, "shortfall"),
    ("lancashire", 4, 1, 46, "shortfall"),
    ("lancashire", 2, 3, 63, "final round"),
    ("lancashire", 4, 1, 107, "final round"),
    ("birmingham", 2, 1, 0, "opening"),
    ("birmingham", 3, 1, 0, "opening"),
    ("birmingham", 4, 1, 0, "opening"),
    ("birmingham", 2, 1, 15, "mid canal era"),
    ("birmingham", 3, 2, 15, "mid canal era"),
    ("birmingham", 4, 3, 20, "mid canal era"),
    ("birmingham", 2, 1, 52, "rail era, double rails"),
    ("birmingham", 3, 3, 68, "rail era, double rails"),
    ("birmingham", 4, 3, 67, "rail era, double rails"),
    ("birmingham", 2, 1, 14, "shortfall"),
    ("birmingham", 3, 1, 33, "shortfall"),
    ("birmingham", 4, 2, 68, "shortfall"),
    ("birmingham", 3, 2, 106, "final round"),
    ("birmingham", 4, 1, 122, "final round"),
    ("birmingham", 2, 1, 18, "selling on"),
    # Industria: the round-1 auction of each opening is a put-up of one of the revealed tiles;
    # auctions (bids, sell/keep, put-ups) and build decisions with tiles in hand through the epochs
    ("industria", 3, 1, 0, "opening"),
    ("industria", 4, 1, 0, "opening"),
    ("industria", 3, 1, 78, "build decision"),
    ("industria", 3, 2, 25, "auction"),
    ("industria", 3, 3, 79, "build decision"),
    ("industria", 3, 4, 100, "auction"),
    ("industria", 3, 5, 145, "build decision"),
    ("industria", 3, 6, 180, "auction"),
    ("industria", 3, 7, 217, "build decision"),
    ("industria", 3, 8, 235, "build decision"),
    ("industria", 4, 1, 48, "build decision"),
    ("industria", 4, 2, 25, "auction"),
    ("industria", 4, 3, 70, "build decision"),
    ("industria", 4, 4, 110, "auction"),
    ("industria", 4, 5, 180, "build decision"),
    ("industria", 4, 6, 230, "auction"),
    ("industria", 4, 7, 312, "build decision"),
    ("industria", 4, 8, 340, "build decision"),
)


def reach(game_name: str, players: int, seed: int, actions: int) -> Game:
    """The position: a new game with default options, then ``actions`` seeded builder-like moves."""
    options = get_game(game_name).options_class()
    game = Game.new(GameSetup(players=NAMES[:players], seed=seed, options=options, game=game_name))
    agent = RandomAgent(seed, WEIGHTS.get(game_name))
    for _ in range(actions):
        game.apply(agent.choose(game))
    return game


def fingerprint(game: Game) -> str:
    """16 hex digits of a hash of the whole state."""
    text = json.dumps(game.state.to_dict(), sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def counts(game: Game) -> dict[str, int]:
    """Legal actions per kind (sorted by kind) and their total."""
    by_kind = Counter(action.kind for action in game.legal_actions())
    return {**dict(sorted(by_kind.items())), "total": sum(by_kind.values())}


def move_counts(game: Game) -> dict[str, int]:
    """Legal moves of the grouped listing (``Game.legal_moves``: each move once, whatever card
    pays for it) per kind (sorted by kind) and their total."""
    by_kind = Counter(move.kind for move in game.legal_moves())
    return {**dict(sorted(by_kind.items())), "total": sum(by_kind.values())}


def entry(game_name: str, players: int, seed: int, actions: int, what: str) -> dict[str, Any]:
    """One position of the file, with its fingerprint and counts."""
    game = reach(game_name, players, seed, actions)
    if not WHAT[what](game):
        raise ValueError(f"{game_name} {players}p seed {seed} after {actions} actions is not '{what}'")
    return {"game": game_name, "players": players, "seed": seed, "actions": actions, "what": what,
            **WHERE[game_name](game), "fingerprint": fingerprint(game), "counts": counts(game),
            "moves": move_counts(game)}


def generate() -> list[dict[str, Any]]:
    missing = set(registered_games()) - {position[0] for position in POSITIONS}
    if missing:
        raise ValueError(f"no golden positions for {', '.join(sorted(missing))}")
    return [entry(*position) for position in POSITIONS]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare with the file instead of writing it")
    args = parser.parse_args(argv)
    fresh = generate()
    if args.check:
        stored = json.loads(GOLDEN_FILE.read_text(encoding="utf-8"))
        differences = [(old, new) for old, new in zip(stored, fresh, strict=False) if old != new]
        for old, new in differences:
            print(f"{new['game']} {new['players']}p seed {new['seed']} +{new['actions']}: {old} -> {new}")
        if len(stored) != len(fresh):
            print(f"{len(stored)} positions stored, {len(fresh)} listed")
        return 1 if differences or len(stored) != len(fresh) else 0
    GOLDEN_FILE.parent.mkdir(parents=True, exist_ok=True)
    GOLDEN_FILE.write_text(json.dumps(fresh, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {len(fresh)} positions to {GOLDEN_FILE.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
