"""Engine benchmark: seeded random games, listing every legal move at each decision.

    python benchmarks/engine_selfplay.py [--game lancashire|birmingham|industria|all] [--games 30] [--players 4]
                                          [--flat] [--runs 3]
    python benchmarks/engine_selfplay.py --memory [--games 20]    # peak memory of the self-play, per game

At every decision the complete set of legal moves is listed: ``Game.legal_moves()``, each move
named once with the cards that can pay for it; the seeded random agent picks a move, then a
card (``RandomAgent.pick_move``), and ``Game.apply_move`` applies it (a move of the position's
own listing is not checked again).  ``--flat`` measures the flat list instead
(``Game.legal_actions()``, one action per move and card; ``RandomAgent.choose``), which plays
other games from the same seeds (the agent picks among other lists).
Prints games per second (wall and process CPU time), actions per second, the median and p95
time to list the legal moves, the moves per decision, and a digest of the games' final
positions (the same seeds must give the same digest before and after engine work that changes
no rule).
Targets: Brass (issue 13) at least 30 complete 4-player games per second on one core, aim for 50;
Industria (issue 12) aim for 100.  --players must be within each chosen game's player range.
``--runs N`` plays the same games N times and reports the median of the runs (the figures of the
median run by games per CPU second, and every run's games per CPU second beside it); each game's
last line is PASS or FAIL: that median games per CPU second against the 30 games/s target.  CPU
time, because on a shared machine wall time counts the other processes' turns too.
The cyclic garbage collector runs at the program's pace (``engine.pace_collector``, as the app,
its computer-player worker and tournaments run the engine: play makes no reference cycles);
``--python-gc`` measures at Python's default pace instead (slower: collections every 700
allocations).
Figures measured on the project machine are in README.md, section Benchmarks.

``--memory`` plays the same games of each game in a fresh process that traces every Python
allocation (``tracemalloc``) from before the engine is imported, and prints the peak against
the issue 13 target (at most 25 MiB for 20 games) with PASS/FAIL.  The traced peak is the
memory the engine itself takes (code, static data, states, undo snapshots, caches) and is the
same on every run and machine.  Beside it: the peak resident size (``ru_maxrss``) of a second,
untraced process playing the same games, which adds the interpreter and what the environment
imports at start-up (about 12 MiB in the project's virtual environment) and varies with the
allocator.  Tracing slows play, so the memory run prints no speed figures.
"""
from __future__ import annotations

import argparse
import hashlib
import json
import statistics
import subprocess
import sys
import time
import tracemalloc
from pathlib import Path

MEMORY_CHILD = "--memory-of"  # internal: one game's memory run (traced), in a fresh process
RSS_CHILD = "--rss-of"  # internal: the same run untraced, for the peak resident size
if __name__ == "__main__" and MEMORY_CHILD in sys.argv:
    tracemalloc.start()  # before the engine is imported, so its import counts too

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # this checkout, not an installed copy

from brass_desktop.engine import Game, GameSetup, get_game, pace_collector, registered_games  # noqa: E402
from brass_desktop.engine.agents import BUILDER_WEIGHTS, RandomAgent  # noqa: E402

TARGET_GAMES_PER_SECOND = 30.0  # issue 13: complete 4-player games per second on one core, every game

# Brass random play builds, links and sells more than it loans (as people do); Industria plays uniformly.
WEIGHTS = {"lancashire": BUILDER_WEIGHTS, "birmingham": BUILDER_WEIGHTS}


def run(players: int, games: int, seed: int, game_name: str = "lancashire",
        flat: bool = False) -> dict[str, float | str]:
    names = tuple(f"P{i + 1}" for i in range(players))
    list_times: list[float] = []
    game_times: list[float] = []
    cpu_start = time.process_time()
    actions = 0
    listed = 0
    digest = hashlib.sha256()
    for k in range(games):
        game = Game.new(GameSetup(players=names, seed=seed + k, game=game_name,
                                  options=get_game(game_name).options_class()))
        agent = RandomAgent(seed + k, WEIGHTS.get(game_name))
        start = time.perf_counter()
        while not game.is_over():
            if flat:
                t0 = time.perf_counter()
                legal = game.legal_actions()
                list_times.append(time.perf_counter() - t0)
                listed += len(legal)
                game.apply(agent.choose(game, legal))
            else:
                t0 = time.perf_counter()
                moves = game.legal_moves()
                list_times.append(time.perf_counter() - t0)
                listed += len(moves)
                move, card = agent.pick_move(game, moves)
                game.apply_move(move, card)  # a move of this listing: not checked again (Game.is_listed)
            actions += 1
        game_times.append(time.perf_counter() - start)
        outcome = game.outcome()  # final VP and tie-break values (money, income...) of every player
        assert outcome is not None
        digest.update(repr([(s.vp, sorted(s.tiebreak.items())) for s in outcome.scores]).encode())
    total = sum(game_times)
    cpu = time.process_time() - cpu_start
    return {
        "cpu_games_per_second": games / cpu,
        "games_per_second": games / total,
        "median_game_ms": statistics.median(game_times) * 1000,
        "actions_per_second": actions / total,
        "median_list_ms": statistics.median(list_times) * 1000,
        "p95_list_ms": sorted(list_times)[int(len(list_times) * 0.95)] * 1000,
        "mean_listed": listed / max(1, actions),
        "results": digest.hexdigest()[:16],
    }


MEMORY_TARGET_MIB = 25.0  # issue 13: peak memory of a 20-game self-play


def memory_child(game_name: str, players: int, games: int, seed: int) -> None:
    """Play the games and print, as JSON, the traced peak (when tracemalloc runs) and the peak RSS."""
    figures = run(players, games, seed, game_name)
    _, peak = tracemalloc.get_traced_memory()
    import resource  # POSIX only, like the memory run
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss  # KiB on Linux
    print(json.dumps({"traced_peak_mib": peak / 2**20, "max_rss_mib": rss / 1024, "results": figures["results"]}))


def _child(option: str, name: str, players: int, games: int, seed: int) -> dict[str, float | str]:
    out = subprocess.run([sys.executable, __file__, option, name, "--players", str(players), "--games", str(games),
                          "--seed", str(seed)], check=True, capture_output=True, text=True).stdout
    result: dict[str, float | str] = json.loads(out.strip().splitlines()[-1])
    return result


def memory_report(names: tuple[str, ...], players: int, games: int, seed: int) -> None:
    """Each game's memory run in a fresh process, with PASS/FAIL against the target."""
    print(f"peak memory of {games} random {players}-player games (seeds {seed}..{seed + games - 1}), "
          f"each game in a fresh process; target <= {MEMORY_TARGET_MIB:.0f} MiB traced")
    print(f"  {'game':<12}{'traced peak':>14}{'peak RSS':>12}   results digest")
    for name in names:
        traced = _child(MEMORY_CHILD, name, players, games, seed)
        rss = _child(RSS_CHILD, name, players, games, seed)["max_rss_mib"]
        peak = float(traced["traced_peak_mib"])
        verdict = "PASS" if peak <= MEMORY_TARGET_MIB else "FAIL"
        print(f"  {name:<12}{peak:10.1f} MiB{float(rss):8.1f} MiB   {traced['results']}   {verdict}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=None, help="default 30, or 20 with --memory")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--game", choices=(*registered_games(), "all"), default="all")
    parser.add_argument("--flat", action="store_true",
                        help="list the flat legal_actions() (one action per card) instead of legal_moves()")
    parser.add_argument("--runs", type=int, default=3, help="play the games this many times; the median run counts")
    parser.add_argument("--memory", action="store_true", help="peak memory instead of speed")
    parser.add_argument("--python-gc", action="store_true",
                        help="Python's default collector pace instead of the program's (engine.pace_collector)")
    parser.add_argument(MEMORY_CHILD, dest="memory_of", choices=registered_games(), help=argparse.SUPPRESS)
    parser.add_argument(RSS_CHILD, dest="rss_of", choices=registered_games(), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if not args.python_gc:
        pace_collector()  # as the app, its computer-player worker and tournaments run the engine
    if args.memory_of or args.rss_of:
        memory_child(args.memory_of or args.rss_of, args.players, args.games or 20, args.seed)
        return
    args.games = args.games or (20 if args.memory else 30)
    names = registered_games() if args.game == "all" else (args.game,)
    pace = "at Python's default pace" if args.python_gc else "paced (engine.pace_collector)"
    if args.memory:
        playable = tuple(n for n in names if get_game(n).min_players <= args.players <= get_game(n).max_players)
        memory_report(playable, args.players, args.games, args.seed)
        return
    for game_name in names:
        definition = get_game(game_name)
        if not definition.min_players <= args.players <= definition.max_players:
            if args.game != "all":
                parser.error(f"{game_name} is played by {definition.min_players} to {definition.max_players} players")
            continue
        runs = [run(args.players, args.games, args.seed, game_name, args.flat) for _ in range(max(1, args.runs))]
        if len({r["results"] for r in runs}) != 1:
            raise SystemExit(f"{game_name}: the same seeds played different games: {[r['results'] for r in runs]}")
        runs.sort(key=lambda r: float(r["cpu_games_per_second"]))
        figures = runs[len(runs) // 2]  # the median run (the upper middle one of an even count)
        median_cpu = statistics.median(float(r["cpu_games_per_second"]) for r in runs)
        listing = "legal actions (flat)" if args.flat else "legal moves (grouped by paying card)"
        print(f"{args.games} random {args.players}-player {game_name} games "
              f"(seeds {args.seed}..{args.seed + args.games - 1}), all {listing} listed at every decision; "
              f"median of {len(runs)} run{'s' if len(runs) > 1 else ''}; "
              f"collector {pace}")
        print(f"  games per second         {figures['games_per_second']:8.1f}   "
              f"(median game {figures['median_game_ms']:.1f} ms)")
        print(f"  games per CPU second     {figures['cpu_games_per_second']:8.1f}   "
              "(process CPU time: the figure to trust on a busy machine)")
        print(f"  actions per second       {figures['actions_per_second']:8.0f}")
        print(f"  median list-legal time   {figures['median_list_ms']:8.3f} ms (p95 {figures['p95_list_ms']:.3f} ms)")
        print(f"  {'actions' if args.flat else 'moves'} per decision (mean) {figures['mean_listed']:.0f}")
        print(f"  results digest           {figures['results']}   (final VP and tie-break values of every player)")
        each = ", ".join(f"{float(r['cpu_games_per_second']):.1f}" for r in runs)
        verdict = "PASS" if median_cpu >= TARGET_GAMES_PER_SECOND else "FAIL"
        print(f"  {game_name}: {median_cpu:.1f} games per CPU second (median of {len(runs)}: {each})   "
              f">= {TARGET_GAMES_PER_SECOND:g}  {verdict}")


if __name__ == "__main__":
    main()
