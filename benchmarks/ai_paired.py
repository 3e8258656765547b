"""Two tournament tables of the same seeds compared game by game (issue 14): the paired difference
of one seat's VP and margin, which is far less noisy than comparing the two win rates.

    python3 benchmarks/ai_paired.py base.json changed.json

Both files are ``ai_tournament.py --json`` output of the same ``--games`` and ``--seed`` with the
measured seat first in ``--seats`` (seats are rotated alike, so game ``i`` deals the same cards in
both).  The measured seat of a game is the one whose label occurs once (with four equal labels,
the first seat of the rotation).  Prints per table the seat's wins, mean VP and margin (its VP less
the mean of the others in its game), then the paired differences with a 95 % interval.
``--winner``: the winner's VP of each game instead (tables of four equal seats, where the target
is the winner's mean).
"""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from brass_desktop.ai.tournament import mean_ci, rotated, wilson


def measured_seat(game: dict[str, Any], index: int) -> int:
    """The seat measured in game ``index``: the label that occurs once, else the rotation's first."""
    levels: list[str] = game["levels"]
    single = [i for i, label in enumerate(levels) if levels.count(label) == 1]
    if len(single) == 1:
        return single[0]
    seats = ["first"] + [""] * (len(levels) - 1)
    return rotated(seats, index).index("first")  # where the tournament put its first seat


def seat_rows(games: list[dict[str, Any]]) -> list[tuple[float, float, float]]:
    """Per game: (the measured seat's VP, its margin, 1 or a tie's share if it won, else 0)."""
    rows = []
    for index, game in enumerate(games):
        seat = measured_seat(game, index)
        vp = game["vp"]
        others = [v for i, v in enumerate(vp) if i != seat]
        won = 1 / len(game["winners"]) if seat in game["winners"] else 0.0
        rows.append((float(vp[seat]), vp[seat] - sum(others) / len(others), won))
    return rows


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("base")
    parser.add_argument("changed")
    parser.add_argument("--winner", action="store_true", help="compare the winners' VP game by game")
    args = parser.parse_args(argv)
    tables = [json.loads(Path(name).read_text(encoding="utf-8")) for name in (args.base, args.changed)]
    count = min(len(t) for t in tables)
    if count == 0:
        print("no games to compare", file=sys.stderr)
        return 2
    if args.winner:
        best = [[float(max(g["vp"])) for g in t[:count]] for t in tables]
        for name, winners in zip((args.base, args.changed), best, strict=True):
            mean, half = mean_ci(winners)
            print(f"{name}: winner's mean {mean:.1f} ± {half:.1f}")
        diff, diff_h = mean_ci([b - a for a, b in zip(*best, strict=True)])
        print(f"paired winner's VP (changed - base), {count} games: {diff:+.1f} ± {diff_h:.1f}")
        return 0
    rows = [seat_rows(t[:count]) for t in tables]
    for name, table in zip((args.base, args.changed), rows, strict=True):
        wins = sum(r[2] for r in table)
        low, high = wilson(wins, count)
        vp, vp_h = mean_ci([r[0] for r in table])
        margin, margin_h = mean_ci([r[1] for r in table])
        print(f"{name}: {wins:g}/{count} wins ({100 * low:.1f}-{100 * high:.1f} %), "
              f"VP {vp:.1f} ± {vp_h:.1f}, margin {margin:+.1f} ± {margin_h:.1f}")
    for label, column in (("VP", 0), ("margin", 1)):
        diff, diff_h = mean_ci([b[column] - a[column] for a, b in zip(*rows, strict=True)])
        print(f"paired {label} (changed - base), {count} games: {diff:+.1f} ± {diff_h:.1f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
