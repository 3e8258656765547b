"""Tournaments between computer players: seats rotated, win rates with Wilson intervals.

Game ``i`` of a tournament uses the seed ``seed + i`` and the seat list rotated by ``i``, so
every level sits in every seat equally often (the deal and the first turn order come from
the seed).  A shared first place counts as a fraction of a win for each winner.  A seat is a
level or a level with changed search settings (``agent.make_variant``: ``hard:worlds=0``).
"""
from __future__ import annotations

import math
import statistics
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from typing import Any, Protocol, TypeVar

from ..engine import Game, GameSetup, get_game, pace_collector
from .agent import decide, make_variant


def wilson(successes: float, trials: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval (95 % for z = 1.96) of a proportion."""
    if trials <= 0:
        return (0.0, 1.0)
    p = successes / trials
    denom = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denom
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def mean_ci(values: Sequence[float], z: float = 1.96) -> tuple[float, float]:
    """Mean and the half-width of its normal 95 % interval."""
    if not values:
        return (0.0, 0.0)
    mean = statistics.fmean(values)
    if len(values) < 2:
        return (mean, 0.0)
    return (mean, z * statistics.stdev(values) / math.sqrt(len(values)))


def rotated(seats: Sequence[str], game_index: int) -> list[str]:
    """The seat list of game ``game_index``: rotated one seat further each game."""
    shift = game_index % len(seats)
    return list(seats[shift:]) + list(seats[:shift])


@dataclass
class GameResult:
    levels: list[str]  # level per seat
    vp: list[int]
    winners: list[int]
    think: list[list[float]]  # seconds per decision, per seat (wall clock)
    decisions: int
    cpu: list[list[float]] = field(default_factory=list)  # the same decisions in CPU seconds of this process


@dataclass
class Report:
    game: str
    seats: list[str]
    results: list[GameResult] = field(default_factory=list)

    def by_level(self) -> dict[str, dict[str, Any]]:
        """Per level: seat-games, wins, win rate with its Wilson interval, mean VP, the margin (a
        seat's VP less the mean of the other seats of its game: more sensitive than the wins to a
        small change of strength), think times."""
        out: dict[str, dict[str, Any]] = {}
        for level in dict.fromkeys(self.seats):
            seat_games = 0
            wins = 0.0
            vps: list[float] = []
            think: list[float] = []
            cpu: list[float] = []
            margins: list[float] = []
            for r in self.results:
                for seat, lv in enumerate(r.levels):
                    if lv != level:
                        continue
                    seat_games += 1
                    if seat in r.winners:
                        wins += 1 / len(r.winners)
                    vps.append(r.vp[seat])
                    margins.append(r.vp[seat] - (sum(r.vp) - r.vp[seat]) / max(1, len(r.vp) - 1))
                    think.extend(r.think[seat])
                    if r.cpu:
                        cpu.extend(r.cpu[seat])
            low, high = wilson(wins, seat_games)
            out[level] = {"seat_games": seat_games, "wins": wins,
                          "win_rate": wins / seat_games if seat_games else 0.0, "ci": (low, high),
                          "vp": mean_ci(vps), "margin": mean_ci(margins),
                          "think_mean": statistics.fmean(think) if think else 0.0,
                          "think_median": statistics.median(think) if think else 0.0,
                          "think_max": max(think) if think else 0.0,
                          "cpu_median": statistics.median(cpu) if cpu else 0.0}
        return out

    def by_rank(self) -> list[tuple[float, float]]:
        """Mean VP (and CI half-width) of the 1st, 2nd, ... placed player."""
        ranks: list[list[float]] = [[] for _ in self.seats]
        for r in self.results:
            for i, vp in enumerate(sorted(r.vp, reverse=True)):
                ranks[i].append(vp)
        return [mean_ci(v) for v in ranks]

    def text(self) -> str:
        title = (f"{self.game}, seats {','.join(self.seats)}, {len(self.results)} games "
                 f"(par win rate {100 / len(self.seats):.0f} %)")
        header = (f"{'level':8} {'seat-games':>10} {'wins':>6} {'win rate':>9} {'95% CI':>15} "
                  f"{'mean VP':>13} {'margin':>13} {'think mean':>10} {'median':>7} {'max':>6} {'CPU median':>10}")
        lines = [title, header]
        for level, row in self.by_level().items():
            low, high = row["ci"]
            vp, half = row["vp"]
            margin, margin_half = row["margin"]
            lines.append(f"{level:8} {row['seat_games']:>10} {row['wins']:>6.1f} {100 * row['win_rate']:>8.1f}% "
                         f"{100 * low:>6.1f}-{100 * high:>5.1f} % {vp:>7.1f} ± {half:>4.1f} "
                         f"{margin:>+7.1f} ± {margin_half:>4.1f} "
                         f"{row['think_mean']:>9.3f}s {row['think_median']:>6.3f}s {row['think_max']:>5.2f}s "
                         f"{row['cpu_median']:>9.3f}s")
        ranks = ", ".join(f"{i + 1}: {m:.1f} ± {h:.1f}" for i, (m, h) in enumerate(self.by_rank()))
        lines.append(f"mean VP by rank: {ranks}")
        return "\n".join(lines)


def options_for(game: str) -> Any:
    """The game's default rule options (its definition declares them)."""
    return get_game(game).options_class()


class Watcher(Protocol):
    """What a measuring tool sees of a game ``play_game`` plays (benchmarks/ai_fit.py, ai_game_stats.py)."""

    def before(self, game: Game, player: int) -> None:
        """``player`` is about to decide in ``game``."""

    def after(self, game: Game, player: int, action: Any, events: list[Any]) -> None:
        """``player``'s ``action`` was applied, with these events."""


def play_game(game_name: str, levels: Sequence[str], seed: int, max_decisions: int = 5000,
              nodes: Mapping[str, int] | None = None, watch: Watcher | None = None) -> GameResult:
    """One seeded game between the given levels or variants (one per seat); every move is checked legal.
    ``nodes`` replaces the search budget of some levels (quick test games); ``watch`` sees every
    decision."""
    names = tuple(f"{level.partition(':')[0].title()} {i + 1}" for i, level in enumerate(levels))
    game = Game.new(GameSetup(players=names, seed=seed, game=game_name, options=options_for(game_name)))
    agents = [make_variant(level, (nodes or {}).get(level)) for level in levels]
    think: list[list[float]] = [[] for _ in levels]
    cpu: list[list[float]] = [[] for _ in levels]
    decisions = 0
    while not game.is_over():
        if decisions >= max_decisions:
            raise RuntimeError("game did not end")
        player = game.current_player
        assert player is not None
        if watch is not None:
            watch.before(game, player)
        start, start_cpu = time.perf_counter(), time.process_time()
        action = decide(game, agents[player], seed * 10 + player)
        think[player].append(time.perf_counter() - start)
        cpu[player].append(time.process_time() - start_cpu)
        events = game.apply(action)  # raises IllegalActionError if a computer player ever proposes an illegal move
        if watch is not None:
            watch.after(game, player, action, events)
        decisions += 1
    outcome = game.outcome()
    assert outcome is not None
    return GameResult(list(levels), [p.vp for p in game.state.players], list(outcome.winners), think, decisions,
                      cpu)


def tables(game_name: str, seats: Sequence[str], games: int, seed: int) -> list[tuple[str, list[str], int]]:
    """The (game, seats, seed) of each game of a tournament: seed ``seed + i``, seats rotated by ``i``."""
    return [(game_name, rotated(seats, i), seed + i) for i in range(games)]


_Task = TypeVar("_Task")
_Result = TypeVar("_Result")


def play_all(play: Callable[[_Task], _Result], tasks: Sequence[_Task], jobs: int = 1) -> Iterator[_Result]:
    """``play`` of every task, in order; ``jobs`` > 1 plays that many at once in worker processes
    (a module-level ``play``; each result is the same however it is run; CPU times stay per process)."""
    if jobs <= 1:
        yield from map(play, tasks)
        return
    with ProcessPoolExecutor(max_workers=jobs, initializer=pace_collector) as pool:  # as the app's worker
        yield from pool.map(play, tasks)


def run(game_name: str, seats: Sequence[str], games: int, seed: int,
        progress: Callable[[int, GameResult], None] | None = None, jobs: int = 1) -> Report:
    """Play ``games`` games, the seats rotated each game; ``jobs`` > 1 plays that many at once in
    worker processes (each game's result is the same however it is run; CPU times stay per process)."""
    report = Report(game_name, list(seats))
    for i, result in enumerate(play_all(_play_table, tables(game_name, seats, games, seed), jobs)):
        report.results.append(result)
        if progress is not None:
            progress(i, result)
    return report


def _play_table(table: tuple[str, list[str], int]) -> GameResult:
    return play_game(*table)
