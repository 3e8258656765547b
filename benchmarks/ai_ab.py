"""A/B test of the Brass estimate's weights (issue 14): one seat with changed ``Weights`` against
the others with the level's own, seats rotated, paired seeds.

    nice -n 5 python3 benchmarks/ai_ab.py --game birmingham --level easy --games 24 --seed 800 \
        --set develop_future=1.0 [--base develop_future=0] [--jobs 2]

Game ``i`` uses seed ``seed + i`` and puts the changed seat at seat ``i mod players``.  Prints the
changed seat's wins with a 95 % Wilson interval (par = 1 / players), mean VP of both sides, the
winner's mean VP, and per player and game: develops (tiles removed), canals and rails built,
loans taken and money left at the end.  ``--base`` changes the other seats too (a flag whose
default keeps today's play, measured against itself).  Results go to docs/computer-players.md.
"""
from __future__ import annotations

import argparse
import multiprocessing
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from brass_desktop.ai import brass
from brass_desktop.ai.agent import SearchPlayer, decide, make_agent
from brass_desktop.ai.tournament import mean_ci, options_for, wilson
from brass_desktop.engine import Game, GameSetup
from brass_desktop.engine.brass.actions import BuildLink, Develop, TakeLoan
from brass_desktop.engine.brass.data import CANAL


def _weights(game_name: str, level: str, changes: dict[str, float]) -> brass.Weights:
    # the game's own weights, as the level plays them, with the seat's changes
    return brass.weights_for(game_name, level, level == "hard").changed(changes)


def play(args: tuple[str, str, int, int, int, dict[str, float], dict[str, float]]) -> dict[str, Any]:
    """One game: the changed seat at ``seat``; returns per-seat VP and counts."""
    game_name, level, players, seed, seat, changes, base = args
    names = tuple(f"P{i + 1}" for i in range(players))
    game = Game.new(GameSetup(players=names, seed=seed, game=game_name, options=options_for(game_name)))
    agents = []
    for i in range(players):
        agent = make_agent(level)
        assert isinstance(agent, SearchPlayer)
        agent.weights = _weights(game_name, level, {**base, **changes} if i == seat else base)
        agents.append(agent)
    stats = {k: [0] * players for k in ("develops", "canals", "rails", "loans")}
    cpu = 0.0
    while not game.is_over():
        player = game.current_player
        assert player is not None
        start = time.process_time()
        action = decide(game, agents[player], seed * 10 + player)
        cpu += time.process_time() - start
        if isinstance(action, Develop):
            stats["develops"][player] += len(action.industries)
        elif isinstance(action, BuildLink):
            stats["canals" if game.state.era == CANAL else "rails"][player] += len(action.lines)
        elif isinstance(action, TakeLoan):
            stats["loans"][player] += 1
        game.apply(action)
    outcome = game.outcome()
    assert outcome is not None
    return {"seat": seat, "vp": [p.vp for p in game.state.players], "winners": list(outcome.winners),
            "money": [p.money for p in game.state.players], "cpu": cpu, **stats}


def _parse(items: list[str]) -> dict[str, float]:
    out = {}
    for item in items:
        name, _, value = item.partition("=")
        out[name] = float(value)
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="birmingham", choices=brass.GAMES)
    parser.add_argument("--level", default="easy", choices=("easy", "medium", "hard"))
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--games", type=int, default=24)
    parser.add_argument("--seed", type=int, default=800)
    parser.add_argument("--set", nargs="*", default=[], help="weight=value for the changed seat")
    parser.add_argument("--base", nargs="*", default=[], help="weight=value for every seat")
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args(argv)
    changes, base = _parse(args.set), _parse(args.base)
    tasks = [(args.game, args.level, args.players, args.seed + i, i % args.players, changes, base)
             for i in range(args.games)]
    if args.jobs > 1:
        with multiprocessing.Pool(args.jobs) as pool:
            results = pool.map(play, tasks)
    else:
        results = [play(t) for t in tasks]
    wins = 0.0
    mine: dict[str, list[float]] = {}
    theirs: dict[str, list[float]] = {}
    winner_vp = []
    for r in results:
        seat = r["seat"]
        if seat in r["winners"]:
            wins += 1 / len(r["winners"])
        winner_vp.append(max(r["vp"]))
        for key in ("vp", "develops", "canals", "rails", "loans", "money"):
            mine.setdefault(key, []).append(r[key][seat])
            theirs.setdefault(key, []).extend(v for i, v in enumerate(r[key]) if i != seat)
    low, high = wilson(wins, len(results))
    print(f"{args.game} {args.level} x{args.players}, seeds {args.seed}-{args.seed + args.games - 1}, "
          f"changed {changes} base {base}")
    print(f"changed seat wins {wins:.1f}/{len(results)} = {100 * wins / len(results):.1f} % "
          f"(95 % CI {100 * low:.1f}-{100 * high:.1f}; par {100 / args.players:.0f} %)")
    for key in ("vp", "develops", "canals", "rails", "loans", "money"):
        m, h = mean_ci(mine[key])
        o, g = mean_ci(theirs[key])
        print(f"  {key:9} changed {m:6.1f} ± {h:4.1f}   others {o:6.1f} ± {g:4.1f}")
    w, h = mean_ci(winner_vp)
    print(f"  winner's mean VP {w:.1f} ± {h:.1f}; CPU s per game {statistics.fmean(r['cpu'] for r in results):.1f}")
    print("  per game (seat: changed VP / best other):",
          " ".join(f"{r['vp'][r['seat']]}/{max(v for i, v in enumerate(r['vp']) if i != r['seat'])}" for r in results))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
