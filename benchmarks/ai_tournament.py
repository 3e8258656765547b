"""Tournament of computer players (issue 14): seats rotated, win rate per level with a 95 % Wilson
interval, mean VP by rank and by level, think time per decision.

    python3 benchmarks/ai_tournament.py --game birmingham --seats hard,medium,medium,medium --games 8 --seed 1

Run long tournaments with ``nice -n 5``; results go to docs/computer-players.md.
"""
from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from brass_desktop.ai import LEVELS
from brass_desktop.ai.agent import make_variant
from brass_desktop.ai.games import ai_games
from brass_desktop.ai.tournament import run


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=ai_games(), default="lancashire")
    parser.add_argument("--seats", default="hard,medium,medium,medium",
                        help=f"comma-separated levels, one per seat ({', '.join(LEVELS)}); a level may "
                             "change search settings or weights: hard:worlds=0:reply_widths=3-1, hard:w.carry=1")
    parser.add_argument("--games", type=int, default=4)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1, help="games played at once (worker processes)")
    parser.add_argument("--json", help="also write the per-game results to this file")
    args = parser.parse_args(argv)
    seats = [s.strip() for s in args.seats.split(",")]
    if not 2 <= len(seats) <= 4 or any(s.split(":")[0] not in LEVELS for s in seats):
        parser.error(f"2-4 seats, each one of {', '.join(LEVELS)}")
    try:
        for spec in seats:
            make_variant(spec)
    except ValueError as error:
        parser.error(str(error))
    start = time.perf_counter()

    def progress(i: int, r) -> None:  # type: ignore[no-untyped-def]
        # the CPU median per seat too: a tournament cut short still tells the think times
        cpu = ", ".join(f"{statistics.median(t):.3f}" if t else "-" for t in r.cpu)
        print(f"game {i + 1}: " + ", ".join(f"{lv}={vp}" for lv, vp in zip(r.levels, r.vp, strict=False))
              + f"  winners {[r.levels[w] for w in r.winners]}  CPU median s per seat {cpu}", flush=True)

    report = run(args.game, seats, args.games, args.seed, progress, args.jobs)
    print(report.text())
    print(f"wall time {time.perf_counter() - start:.0f} s")
    if args.json:
        Path(args.json).write_text(json.dumps([r.__dict__ for r in report.results]), encoding="utf-8")
    return 0


if __name__ == "__main__":
    from brass_desktop.engine import pace_collector

    pace_collector()  # as the app's computer-player worker runs the engine
    raise SystemExit(main())
