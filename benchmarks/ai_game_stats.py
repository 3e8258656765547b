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
import statistics
import sys
from collections import Counter
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from brass_desktop.ai import brass
from brass_desktop.ai.tournament import play_all, play_game, tables
from brass_desktop.engine import Game


class _Counters:
    """Per seat a dict of counters (keys like ``canal:vp:links``), from every decision's events."""

    def __init__(self, seats: int) -> None:
        self.stats: list[Counter[str]] = [Counter() for _ in range(seats)]
        self.era = ""
        self.money = [0] * seats  # each seat's money after the last action

    def before(self, game: Game, player: int) -> None:
        self.era = game.state.era  # the era of the action (an era's end comes with its last one)

    def after(self, game: Game, player: int, action: Any, events: list[Any]) -> None:
        stats, era, income = self.stats, self.era, game.data.income_by_position
        self.money = [p.money for p in game.state.players]
        stats[player][f"{era}:action:{action.kind}"] += 1
        for event in events:
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


def play(task: tuple[str, list[str], int]) -> dict[str, Any]:
    """One game; per seat a dict of counters (keys like ``canal:vp:links``)."""
    game_name, seats, seed = task
    counters = _Counters(len(seats))
    result = play_game(game_name, seats, seed, watch=counters)
    stats = counters.stats
    for i, vp in enumerate(result.vp):
        stats[i]["vp"] = vp
    for i, money in enumerate(counters.money):
        stats[i]["money_left"] = money
    return {"seed": seed, "seats": seats, "winners": result.winners, "stats": [dict(s) for s in stats]}


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
    results = list(play_all(play, tables(args.game, seats, args.games, args.seed), args.jobs))
    print(summary(results))
    if args.json:
        Path(args.json).write_text(json.dumps(results), encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
