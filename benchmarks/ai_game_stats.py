"""Where the computer players' VP come from (issue 14): whole Brass games, per player and era.

    nice -n 5 python3 benchmarks/ai_game_stats.py --game birmingham --seats hard,hard,hard,hard \
        --games 4 --seed 400 --jobs 2 [--json stats.json]

Game ``i`` uses seed ``seed + i`` and the seats rotated by ``i`` (as ``ai_tournament.py``).  Per
player and game it counts, from the engine's events: VP by source (links and each industry per
era, by tile level; merchant bonuses; VP lost), tiles built per era and industry, develops (tiles
removed) and links per era, loans, sales, passes, scouts, the income level and money at the end
of each era.  The text summary gives the means over all players (``--json``: every game).
"""
from __future__ import annotations

import argparse
import json
import multiprocessing
import statistics
import sys
from collections import Counter
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from brass_desktop.ai import brass
from brass_desktop.ai.agent import decide, make_variant
from brass_desktop.ai.tournament import options_for, rotated
from brass_desktop.engine import Game, GameSetup


def play(task: tuple[str, list[str], int]) -> dict[str, Any]:
    """One game; per seat a dict of counters (keys like ``canal:vp:links``)."""
    game_name, seats, seed = task
    names = tuple(f"P{i + 1}" for i in range(len(seats)))
    game = Game.new(GameSetup(players=names, seed=seed, game=game_name, options=options_for(game_name)))
    agents = [make_variant(spec) for spec in seats]
    stats: list[Counter[str]] = [Counter() for _ in seats]
    income = game.data.income_by_position
    while not game.is_over():
        player = game.current_player
        assert player is not None
        era = game.state.era
        action = decide(game, agents[player], seed * 10 + player)
        stats[player][f"{era}:action:{action.kind}"] += 1
        for event in game.apply(action):
            kind = event["type"]
            who = event.get("player", event.get("owner"))
            if kind == "era_scored":
                for row in event["breakdown"]:
                    s = stats[row["player"]]
                    s[f"{era}:vp:links"] += row["links"]
                    for item in row["industry_items"]:
                        s[f"{era}:vp:{item['industry']}"] += item["vp"]
                        s[f"{era}:vp:level{item['level']}"] += item["vp"]
                for i, p in enumerate(game.state.players):
                    stats[i][f"{era}:end:income"] = income[p.income_pos]
                    stats[i][f"{era}:end:money"] = p.money
            elif kind == "vp_gained":
                stats[event["player"]][f"{era}:vp:merchant_bonus"] += event["vp"]
            elif kind == "vp_lost":
                stats[event["player"]][f"{era}:vp:lost"] -= event["vp"]
            elif kind == "tile_built":
                stats[event["player"]][f"{era}:built:{event['industry']}"] += 1
                stats[event["player"]][f"{era}:built:level{event['level']}"] += 1
            elif kind == "tile_flipped":
                stats[event["owner"]][f"{era}:flipped"] += 1
            elif kind == "developed":
                stats[event["player"]][f"{era}:developed"] += 1
            elif kind == "link_built":
                stats[event["player"]][f"{era}:links"] += 1
            elif kind == "loan":
                stats[event["player"]][f"{era}:loans"] += 1
            elif kind == "sold":
                stats[event["player"]][f"{era}:sold"] += 1
            elif kind == "tile_sold" and who is not None:
                stats[who][f"{era}:shortfall_sales"] += 1
    for i, p in enumerate(game.state.players):
        stats[i]["vp"] = p.vp
        stats[i]["money_left"] = p.money
    outcome = game.outcome()
    assert outcome is not None
    return {"seed": seed, "seats": seats, "winners": list(outcome.winners), "stats": [dict(s) for s in stats]}


def summary(results: list[dict[str, Any]]) -> str:
    """Mean per player and game of every counter, the winners' VP beside them."""
    rows = [s for r in results for s in r["stats"]]
    winners = [r["stats"][w] for r in results for w in r["winners"][:1]]
    keys = sorted({k for s in rows for k in s}, key=lambda k: (k.split(":")[0] != "canal", k))
    lines = [f"{len(results)} games, {len(rows)} players; mean per player (winners)"]
    for key in keys:
        every = statistics.fmean(s.get(key, 0) for s in rows)
        best = statistics.fmean(s.get(key, 0) for s in winners)
        lines.append(f"  {key:34} {every:7.2f}  ({best:7.2f})")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="birmingham", choices=brass.GAMES)
    parser.add_argument("--seats", default="hard,hard,hard,hard")
    parser.add_argument("--games", type=int, default=4)
    parser.add_argument("--seed", type=int, default=400)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--json", help="write every game's counters to this file")
    args = parser.parse_args(argv)
    seats = [s.strip() for s in args.seats.split(",")]
    tasks = [(args.game, rotated(seats, i), args.seed + i) for i in range(args.games)]
    if args.jobs > 1:
        with multiprocessing.Pool(args.jobs) as pool:
            results = pool.map(play, tasks)
    else:
        results = [play(t) for t in tasks]
    print(summary(results))
    if args.json:
        Path(args.json).write_text(json.dumps(results), encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
