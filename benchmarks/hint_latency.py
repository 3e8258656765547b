"""Hint latency (issue 39): how long a person waits for the first hint, per game.

    python benchmarks/hint_latency.py [--games lancashire,birmingham,industria] [--players 4]
                                      [--seeds 3] [--think normal]

Plays seeded games with Easy computer players (quick to play, positions a table meets) and at a
few points of each game (its first turn, then every ``--every`` actions) times what the window
asks its worker for when Hint is pressed: the quick first answer (``hints_from_view(quick=True)``,
Hard's turn search alone, shown at once) and the whole answer (Hard's full decision, which
replaces it).  Prints per game the median and the largest wall and CPU seconds over the
positions.  The target: the quick answer's median wall time under 3 s on the project machine
(2 shared cores); the app's worker runs at a lower priority (nice 10), so on a busy machine its
wall time is longer than this benchmark's, and the CPU time is the figure to compare between runs.
"""
from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Iterator
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # this checkout, not an installed copy

from brass_desktop.ai.agent import decide, hints_from_view, make_agent  # noqa: E402
from brass_desktop.ai.tournament import options_for  # noqa: E402
from brass_desktop.ai.views import view_packet  # noqa: E402
from brass_desktop.engine import Game, GameSetup, pace_collector  # noqa: E402


def positions(game: str, players: int, seed: int, every: int, count: int) -> Iterator[Game]:
    """``count`` positions of one seeded game played by Easy players: the first turn, then every
    ``every`` actions (fewer when the game ends first)."""
    names = tuple(f"P{i + 1}" for i in range(players))
    g = Game.new(GameSetup(players=names, seed=seed, game=game, options=options_for(game)))
    easy = make_agent("easy")
    given = 0
    while not g.is_over() and given < count:
        if len(g.history) % every == 0:
            given += 1
            yield g.copy()
        g.apply(decide(g, easy, seed))


def timed(packet: dict, think: str, quick: bool) -> tuple[float, float]:
    """(wall, CPU) seconds of one hint request as the worker answers it."""
    wall, cpu = time.perf_counter(), time.process_time()
    hints_from_view(packet, 0, 3, think, quick)
    return time.perf_counter() - wall, time.process_time() - cpu


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", default="lancashire,birmingham,industria")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--seeds", type=int, default=3, help="games per game (seeds 1..N)")
    parser.add_argument("--every", type=int, default=16, help="actions between two measured positions")
    parser.add_argument("--points", type=int, default=4, help="positions measured per game")
    parser.add_argument("--think", default="normal")
    args = parser.parse_args(argv)
    pace_collector()  # as the worker process does
    print(f"{args.players} players, think {args.think}; seconds (wall / CPU), median and largest")
    for game in args.games.split(","):
        rows: dict[bool, list[tuple[float, float]]] = {True: [], False: []}
        for seed in range(1, args.seeds + 1):
            for position in positions(game, args.players, seed, args.every, args.points):
                player = position.current_player
                assert player is not None
                packet = view_packet(position, player)
                for quick in (True, False):
                    rows[quick].append(timed(packet, args.think, quick))
        for quick, label in ((True, "first (quick) hint"), (False, "whole hint")):
            walls = [w for w, _ in rows[quick]]
            cpus = [c for _, c in rows[quick]]
            print(f"{game:11s} {label:19s} n={len(walls):2d}  median {statistics.median(walls):5.2f} / "
                  f"{statistics.median(cpus):5.2f}   largest {max(walls):5.2f} / {max(cpus):5.2f}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
