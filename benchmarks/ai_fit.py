"""How well the Brass estimate predicts final VP, term by term (issue 14, round 7).

    nice -n 5 python3 benchmarks/ai_fit.py --game birmingham --seats medium,medium,medium,medium \
        --games 24 --seed 2000 --jobs 2 --save /tmp/fit_bm.json
    python3 benchmarks/ai_fit.py --load /tmp/fit_bm.json [--load /tmp/fit_bh.json]

Plays seeded games (game ``i``: seed ``seed + i``, seats rotated by ``i``, as ``ai_tournament.py``)
and records, before every decision, each player's terms of the estimate (``brass.breakdown`` with
Hard's weights of the game) and, when the game ends, each player's final VP.  Then, per phase of
the game (canal / rail era, early / late: more or less than half the era's rounds left), it fits
the final VP as a constant plus a multiplier per term (least squares, a little ridge) on the
training games and reports on the held-out games (every ``--hold``-th game): the current
estimate's mean absolute error (MAE) and R² against the final VP, the fitted one's, and each
term's multiplier (1 = the estimate weighs it right) with the VP its error moves (|m - 1| times the
term's spread).  ``relative``: the same fit with every number less the mean of its decision's
players (what the estimate must get right to tell the players apart; no constant).
"""
from __future__ import annotations

import argparse
import json
import statistics
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from brass_desktop.ai import brass
from brass_desktop.ai.tournament import play_all, play_game, tables
from brass_desktop.engine import Game
from brass_desktop.engine.brass.data import CANAL

PHASES = ("canal early", "canal late", "rail early", "rail late")


class _Recorder:
    """Before every decision: the phase and every player's terms (Hard's weights of the game)."""

    def __init__(self, game_name: str) -> None:
        self.weights = brass.weights_for(game_name, "hard", True)
        self.decisions: list[dict[str, Any]] = []

    def before(self, game: Game, player: int) -> None:
        state, weights = game.state, self.weights
        left_era, _, left_game = brass.timing(game)
        early = left_era / max(1, state.rounds_in_era) > 0.5
        phase = f"{'canal' if state.era == CANAL else 'rail'} {'early' if early else 'late'}"
        rows = brass.breakdown(game, weights)
        self.decisions.append({"phase": phase, "left_game": left_game, "pound": brass.money_values(game, weights),
                               "terms": [[row[t] for t in brass.TERMS] for row in rows]})

    def after(self, game: Game, player: int, action: Any, events: list[Any]) -> None:
        pass


def play(task: tuple[str, list[str], int]) -> dict[str, Any]:
    """One game: per decision the phase and every player's terms; the final VP."""
    game_name, seats, seed = task
    recorder = _Recorder(game_name)
    result = play_game(game_name, seats, seed, watch=recorder)
    return {"game": game_name, "seed": seed, "seats": seats, "terms": list(brass.TERMS),
            "final": result.vp, "decisions": recorder.decisions}


def _solve(matrix: list[list[float]], vector: list[float]) -> list[float]:
    """``matrix`` x = ``vector`` by Gaussian elimination with partial pivoting (a small dense system)."""
    n = len(vector)
    a = [row[:] + [vector[i]] for i, row in enumerate(matrix)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(a[r][col]))
        a[col], a[pivot] = a[pivot], a[col]
        if abs(a[col][col]) < 1e-12:
            continue
        for r in range(n):
            if r != col and a[r][col]:
                f = a[r][col] / a[col][col]
                a[r] = [x - f * y for x, y in zip(a[r], a[col], strict=True)]
    return [a[i][n] / a[i][i] if abs(a[i][i]) >= 1e-12 else 0.0 for i in range(n)]


def fit(xs: list[list[float]], ys: list[float], ridge: float) -> list[float]:
    """Least-squares multipliers of the columns of ``xs`` (ridge: pulled towards 1, not 0, scaled by
    each column's sum of squares, so a term the data cannot tell keeps the estimate's weight)."""
    k = len(xs[0])
    gram = [[0.0] * k for _ in range(k)]
    right = [0.0] * k
    for x, y in zip(xs, ys, strict=True):
        for i in range(k):
            xi = x[i]
            if not xi:
                continue
            right[i] += xi * y
            row = gram[i]
            for j in range(k):
                row[j] += xi * x[j]
    for i in range(k):
        pull = ridge * gram[i][i] + 1e-9
        gram[i][i] += pull
        right[i] += pull * (0.0 if i == k - 1 else 1.0)  # the last column is the constant: pulled to 0
    return _solve(gram, right)


def _scores(predicted: list[float], actual: list[float]) -> tuple[float, float]:
    """Mean absolute error and R² of ``predicted`` against ``actual``."""
    mae = statistics.fmean(abs(p - a) for p, a in zip(predicted, actual, strict=True))
    mean = statistics.fmean(actual)
    total = sum((a - mean) ** 2 for a in actual) or 1.0
    residual = sum((a - p) ** 2 for p, a in zip(predicted, actual, strict=True))
    return mae, 1.0 - residual / total


def samples(games: list[dict[str, Any]], phase: str, relative: bool) -> tuple[list[list[float]], list[float]]:
    """Rows (terms, then 1 for the constant) and final VP of every player at every decision of ``phase``."""
    xs: list[list[float]] = []
    ys: list[float] = []
    for g in games:
        final = g["final"]
        for d in g["decisions"]:
            if d["phase"] != phase:
                continue
            terms = d["terms"]
            if relative:
                n = len(final)
                mean_terms = [sum(col) / n for col in zip(*terms, strict=True)]
                mean_final = sum(final) / n
                for row, vp in zip(terms, final, strict=True):
                    xs.append([t - m for t, m in zip(row, mean_terms, strict=True)] + [0.0])
                    ys.append(vp - mean_final)
            else:
                for row, vp in zip(terms, final, strict=True):
                    xs.append(list(row) + [1.0])
                    ys.append(float(vp))
    return xs, ys


def report(games: list[dict[str, Any]], hold: int, ridge: float, relative: bool) -> str:
    """The table of one fit (absolute or ``relative``) per phase."""
    terms = list(games[0]["terms"])
    train = [g for i, g in enumerate(games) if i % hold != hold - 1]
    test = [g for i, g in enumerate(games) if i % hold == hold - 1]
    lines = [f"{'relative' if relative else 'absolute'} fit: {len(train)} training games, {len(test)} held out"]
    for phase in PHASES:
        xs, ys = samples(train, phase, relative)
        tx, ty = samples(test, phase, relative)
        if not xs or not tx:
            continue
        m = fit(xs, ys, ridge)
        current = [sum(x[:-1]) for x in tx]
        fitted = [sum(a * b for a, b in zip(m, x, strict=True)) for x in tx]
        mae0, r0 = _scores(current, ty)
        mae1, r1 = _scores(fitted, ty)
        lines.append(f"  {phase:11} rows {len(xs):5}/{len(tx):4}  current MAE {mae0:5.1f} R² {r0:5.2f}   "
                     f"fitted MAE {mae1:5.1f} R² {r1:5.2f}   constant {m[-1]:+6.1f}")
        spread = [statistics.pstdev(col) for col in zip(*xs, strict=True)]
        effects = sorted(((abs(m[i] - 1.0) * spread[i], i) for i in range(len(terms)) if spread[i] > 1e-9),
                         reverse=True)
        lines.append("      " + ", ".join(f"{terms[i]} {m[i]:.2f} ({e:.1f} VP, sd {spread[i]:.1f})"
                                          for e, i in effects))
    return "\n".join(lines)


#: the terms of VP on the board (scored, and to be scored at the era ends) in the £ table
BOARD = ("vp", "flipped", "rescore", "unflipped", "links", "link_potential")
#: the money terms in £ (divided by the VP the estimate gives £1 of each: ``brass.money_values``)
POUNDS = (("money", 0), ("money_held", 1), ("income", 2), ("flip_income", 2))


def pounds_report(games: list[dict[str, Any]], bins: int = 8) -> str:
    """What £1 of each money term is worth in final VP, per share of the game left (``bins``
    equal parts), fitted relative to the decision's players beside the board's VP (one multiplier),
    reach, blocked tops, shortfall and tempo; the estimate's own VP per £ beside it."""
    terms = list(games[0]["terms"])
    at = {t: i for i, t in enumerate(terms)}
    others = ("reach", "blocker", "shortfall", "tempo")
    names = ["board"] + [f"{t} £" for t, _ in POUNDS] + list(others)
    lines = [f"VP per £ (fitted, relative; the estimate's in brackets) by share of the game left, {len(games)} games"]
    for b in range(bins):
        low, high = b / bins, (b + 1) / bins
        xs: list[list[float]] = []
        ys: list[float] = []
        own: list[list[float]] = []
        for g in games:
            final = g["final"]
            n = len(final)
            for d in g["decisions"]:
                if not (low <= d["left_game"] < high or (b == bins - 1 and d["left_game"] >= 1.0)):
                    continue
                pound = d["pound"]
                own.append([pound[k] for _, k in POUNDS])
                rows = [[sum(r[at[t]] for t in BOARD)]
                        + [r[at[t]] / pound[k] if pound[k] else 0.0 for t, k in POUNDS]
                        + [r[at[t]] for t in others] for r in d["terms"]]
                mean = [sum(col) / n for col in zip(*rows, strict=True)]
                for row, vp in zip(rows, final, strict=True):
                    xs.append([x - m for x, m in zip(row, mean, strict=True)])
                    ys.append(vp - sum(final) / n)
        if len(xs) < 50:
            continue
        m = fit(xs, ys, 1e-6)
        # a term that does not vary here tells nothing: "-" (the fit leaves it at its pull)
        shown = [f"{v:.2f}" if any(x[j] for x in xs) else "-" for j, v in enumerate(m)]
        estimate = [statistics.fmean(col) for col in zip(*own, strict=True)]
        money = ", ".join(f"{names[1 + i]} {shown[1 + i]} ({estimate[i]:.2f})" for i in range(len(POUNDS)))
        rest = ", ".join(f"{names[j]} {shown[j]}" for j in [0] + list(range(1 + len(POUNDS), len(names))))
        lines.append(f"  {low:.3f}-{high:.3f} rows {len(xs):5}: {money}; {rest}")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="birmingham", choices=brass.GAMES)
    parser.add_argument("--seats", default="medium,medium,medium,medium")
    parser.add_argument("--games", type=int, default=0, help="games to play (0: only --load)")
    parser.add_argument("--seed", type=int, default=2000)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--save", help="write the recorded games to this JSON file")
    parser.add_argument("--load", action="append", default=[], help="recorded games to fit (repeatable)")
    parser.add_argument("--hold", type=int, default=4, help="every hold-th game is held out of the fit")
    parser.add_argument("--ridge", type=float, default=0.01)
    args = parser.parse_args(argv)
    games: list[dict[str, Any]] = []
    for path in args.load:
        games.extend(json.loads(Path(path).read_text(encoding="utf-8")))
    if args.games:
        seats = [s.strip() for s in args.seats.split(",")]
        played = list(play_all(play, tables(args.game, seats, args.games, args.seed), args.jobs))
        if args.save:
            Path(args.save).write_text(json.dumps(played), encoding="utf-8")
        games.extend(played)
    if not games:
        parser.error("nothing to fit: --games N or --load FILE")
    finals = [vp for g in games for vp in g["final"]]
    winners = [max(g["final"]) for g in games]
    print(f"{len(games)} games ({', '.join(sorted({g['game'] for g in games}))}); final VP mean "
          f"{statistics.fmean(finals):.1f}, winner's mean {statistics.fmean(winners):.1f}; "
          f"terms with Hard's weights")
    hold = max(2, args.hold)
    print(report(games, hold, args.ridge, relative=False))
    print(report(games, hold, args.ridge, relative=True))
    if all("pound" in d for g in games for d in g["decisions"]):
        print(pounds_report(games))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
