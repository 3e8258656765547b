"""Headless command line: ``python -m brass_desktop.engine selfplay|replay ...``."""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from .agents import play_random_game
from .brass.options import RuleOptions
from .core.game import Game
from .core.reasons import RecordError
from .core.record import game_from_json
from .core.registry import get_game, registered_games
from .core.setup import GameSetup


def summary(game: Game) -> dict:
    """The game, whether it is over, and each player's standing: once over, the outcome's VP,
    VP by source and tie-break values (money, income, coins... as the game counts them) and the
    winner(s); before that, whose decision it is."""
    out = game.outcome()
    names = list(game.setup["players"])
    if out is not None:
        players = [{"name": s.name, "vp": s.vp, "by_source": dict(s.by_source), **s.tiebreak} for s in out.scores]
    else:
        players = [{"name": name} for name in names]
    current = game.current_player
    return {
        "game": game.definition.name,
        "over": game.is_over(),
        "to_move": names[current] if current is not None else None,
        "players": players,
        "winners": [names[i] for i in out.winners] if out else [],
        "decided_by": out.decided_by if out else None,
        "actions": len(game.history),
    }


def cmd_selfplay(args: argparse.Namespace) -> int:
    if args.roxley and args.game != "lancashire":
        print("error: --roxley is a Lancashire rule preset", file=sys.stderr)
        return 2
    definition = get_game(args.game)
    if not definition.min_players <= args.players <= definition.max_players:
        print(f"error: {args.game} is played by {definition.min_players} to {definition.max_players} players",
              file=sys.stderr)
        return 2
    options = RuleOptions.roxley() if args.roxley else definition.options_class()
    names = tuple(f"P{i + 1}" for i in range(args.players))
    for k in range(args.games):
        seed = args.seed + k
        game = play_random_game(Game.new(GameSetup(players=names, seed=seed, options=options, game=args.game)),
                                seed=seed)
        result = summary(game)
        scores = ", ".join(f"{p['name']} {p.get('vp', 0)} VP" for p in result["players"])
        print(f"game {k + 1} seed {seed}: {result['actions']} actions; {scores}; "
              f"winner {' & '.join(result['winners'])} (by {result['decided_by']})")
    return 0


def cmd_replay(args: argparse.Namespace) -> int:
    path = Path(args.file)
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        print(f"error: cannot read {path}: {exc}", file=sys.stderr)
        return 1
    try:
        game = game_from_json(text)
    except RecordError as exc:
        print(f"error: {path}: {exc}", file=sys.stderr)
        return 1
    print(json.dumps(summary(game), indent=2, ensure_ascii=False))
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m brass_desktop.engine",
                                     description="Brass Desktop rules engine (every registered game), headless.")
    sub = parser.add_subparsers(dest="command", required=True)
    play = sub.add_parser("selfplay", help="play seeded random games to the end and print each result")
    play.add_argument("--players", type=int, default=4, help="within the game's player range")
    play.add_argument("--games", type=int, default=1)
    play.add_argument("--seed", type=int, default=0)
    play.add_argument("--game", choices=registered_games(), default=registered_games()[0])
    play.add_argument("--roxley", action="store_true", help="use the Roxley 2018 rule preset (Lancashire)")
    play.set_defaults(func=cmd_selfplay)
    replay = sub.add_parser("replay", help="replay a game record and print the final state as JSON")
    replay.add_argument("file")
    replay.set_defaults(func=cmd_replay)
    args = parser.parse_args(argv)
    if getattr(args, "games", 1) < 1:
        parser.error("--games must be at least 1")
    return int(args.func(args))


if __name__ == "__main__":
    raise SystemExit(main())
