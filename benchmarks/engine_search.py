"""Search benchmark: what one step of a look-ahead search costs the engine, per game.

    python benchmarks/engine_search.py [--game lancashire|birmingham|both] [--games 3] [--players 4] [--seed 0]

Plays seeded random games (the self-play benchmark's agent) and at every decision times, in
process CPU time, each operation a search performs, repeated a few times on the same position;
prints the median over the positions in microseconds:

- ``list``: ``legal_actions()`` (every legal move);
- ``apply``: ``apply(action)`` with its legality check and undo snapshot; ``apply (unchecked)``:
  ``apply(action, checked=False)`` for a move taken from the list; ``undo``: taking it back;
- ``copy``: ``Game.copy()``, an independent position for look-ahead; ``child``: ``Game.child(action)``;
- ``determinize``: ``determinize(player, rng)``, the hidden cards dealt again.

Targets (issue 13): apply + undo <= 40 us, copy <= 15 us, determinize <= 100 us.
Figures on the project machine (2 shared cores) are in README.md, section Benchmarks.
"""
from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # this checkout, not an installed copy

from brass_desktop.engine import Game, GameSetup, get_game  # noqa: E402
from brass_desktop.engine.agents import BUILDER_WEIGHTS, RandomAgent  # noqa: E402

REPEAT = 5
OPERATIONS = ("list", "apply", "undo", "apply (unchecked)", "copy", "child", "determinize")


def _cpu_us(operation: Callable[[], Any], after: Callable[[], Any] | None = None) -> float:
    """Median CPU time of ``operation`` in microseconds over REPEAT runs (``after`` undoes it, untimed)."""
    times = []
    for _ in range(REPEAT):
        start = time.process_time_ns()
        operation()
        times.append((time.process_time_ns() - start) / 1000)
        if after is not None:
            after()
    return statistics.median(times)


def measure(game: Game, action: Any, rng: random.Random) -> dict[str, float]:
    """The cost of each search operation on the position of ``game`` (which is left unchanged)."""
    player = game.current_player
    assert player is not None
    out = {"list": _cpu_us(game.legal_actions)}
    out["apply"] = _cpu_us(lambda: game.apply(action), game.undo)
    undo_times = []
    for _ in range(REPEAT):
        game.apply(action)
        start = time.process_time_ns()
        game.undo()
        undo_times.append((time.process_time_ns() - start) / 1000)
    out["undo"] = statistics.median(undo_times)
    game._redo.clear()  # the benchmark's own undo entries are no part of the game
    out["apply (unchecked)"] = _cpu_us(lambda: game.apply(action, checked=False), game.undo)
    game._redo.clear()
    out["copy"] = _cpu_us(game.copy)
    out["child"] = _cpu_us(lambda: game.child(action))
    out["determinize"] = _cpu_us(lambda: game.determinize(player, rng))
    return out


def run(game_name: str, players: int, games: int, seed: int) -> dict[str, float]:
    """Median microseconds of every operation over every decision of ``games`` random games."""
    names = tuple(f"P{i + 1}" for i in range(players))
    samples: dict[str, list[float]] = {op: [] for op in OPERATIONS}
    rng = random.Random(seed)
    for k in range(games):
        game = Game.new(GameSetup(players=names, seed=seed + k, game=game_name,
                                  options=get_game(game_name).options_class()))
        agent = RandomAgent(seed + k, BUILDER_WEIGHTS)
        while not game.is_over():
            action = agent.choose(game, game.legal_actions())
            for op, value in measure(game, action, rng).items():
                samples[op].append(value)
            game.apply(action)
    return {op: statistics.median(values) for op, values in samples.items()}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--players", type=int, default=4, choices=(2, 3, 4))
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--game", choices=("lancashire", "birmingham", "both"), default="both")
    args = parser.parse_args()
    names = ("lancashire", "birmingham") if args.game == "both" else (args.game,)
    figures = {name: run(name, args.players, args.games, args.seed) for name in names}
    print(f"median CPU microseconds per operation, every decision of {args.games} random "
          f"{args.players}-player games (seeds {args.seed}..{args.seed + args.games - 1})")
    print(f"  {'operation':<20}" + "".join(f"{name:>12}" for name in names) + "   target")
    targets = {"copy": "<= 15", "determinize": "<= 100"}
    for op in OPERATIONS:
        print(f"  {op:<20}" + "".join(f"{figures[name][op]:12.1f}" for name in names)
              + f"   {targets.get(op, '')}")
    print(f"  {'apply + undo':<20}"
          + "".join(f"{figures[name]['apply'] + figures[name]['undo']:12.1f}" for name in names) + "   <= 40")


if __name__ == "__main__":
    main()
