"""Headless command line: ``python -m brass_desktop.engine selfplay|replay ...``."""
from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from . import brass  # noqa: F401  (registers the Brass games)
from .agents import RandomAgent
from .brass.options import RuleOptions
from .cli_words import file_problem_text, record_error_text
from .core.events import Event
from .core.game import Game
from .core.reasons import RecordError
from .core.record import game_from_json, record_to_json
from .core.registry import get_game, registered_games
from .core.setup import GameSetup


def summary(game: Game) -> dict[str, Any]:
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
        "position": game.definition.describe_position(game.state),
        "to_move": names[current] if current is not None else None,
        "players": players,
        "winners": [names[i] for i in out.winners] if out else [],
        "decided_by": out.decided_by if out else None,
        "actions": len(game.history),
    }


# A stop point: called after each action with the game and that action's events; it answers
# "undo" (the action crossed the point: take it back and stop before it), "stop" (stop after it)
# or None (play on).
StopPoint = Callable[[Game, list[Event]], "str | None"]


def parse_stop_at(words: list[str]) -> StopPoint:
    """``era-end`` | ``game-end`` | ``round N``: stop just before the next era is scored (R10.2),
    before the final scoring (R10.5), or when round N of the game (canal rounds counted first)
    is about to be played.  Raises ValueError for anything else."""
    if words == ["era-end"]:
        return lambda game, events: "undo" if any(e["type"] == "era_scored" for e in events) else None
    if words == ["game-end"]:
        return lambda game, events: "undo" if any(e["type"] == "game_ended" for e in events) else None
    if len(words) == 2 and words[0] == "round" and words[1].isdigit() and int(words[1]) >= 2:
        wanted = int(words[1])
        started = [1]  # round 1 starts at setup; each later one with a round_started event

        def at_round(game: Game, events: list[Event]) -> str | None:
            started[0] += sum(1 for e in events if e["type"] == "round_started")
            return "stop" if started[0] >= wanted else None
        return at_round
    raise ValueError("--stop-at takes era-end, game-end or round N (N at least 2)")


def play_until(game: Game, agent: RandomAgent, stop: StopPoint | None = None, max_actions: int = 5000) -> bool:
    """Play ``agent``'s choices until the game ends or ``stop`` says so; True if it stopped early.

    An action taken back at a stop point stays on the redo list, so Redo in the app shows it.
    """
    for _ in range(max_actions):
        if game.is_over():
            return False
        events = game.apply(agent.choose(game))
        verdict = stop(game, events) if stop is not None else None
        if verdict == "undo":
            game.undo()
        if verdict is not None:
            return True
    raise RuntimeError("game did not end")


def record_name(game: Game) -> str:
    """File name of a game's record: ``<game>-<players>p-seed<seed>.brass.json``."""
    setup = game.setup
    return f"{setup['game']}-{len(setup['players'])}p-seed{setup['seed']}.brass.json"


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
    try:
        stop = parse_stop_at(args.stop_at) if args.stop_at else None
    except ValueError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    names = tuple(f"P{i + 1}" for i in range(args.players))
    for k in range(args.games):
        seed = args.seed + k
        game = Game.new(GameSetup(players=names, seed=seed, options=options, game=args.game))
        stopped = play_until(game, RandomAgent(seed), stop)
        result = summary(game)
        scores = ", ".join(f"{p['name']} {p.get('vp', 0)} VP" for p in result["players"])
        if stopped:
            end = (f"stopped at {' '.join(args.stop_at)} ({result['position']}, "
                   f"{game.state.players[game.current_player].name if game.current_player is not None else '-'} "
                   f"to play)")
        else:
            end = f"winner {' & '.join(result['winners'])} (by {result['decided_by']})"
        line = f"game {k + 1} seed {seed}: {result['actions']} actions; {scores}; {end}"
        if args.save:
            folder = Path(args.save)
            try:
                folder.mkdir(parents=True, exist_ok=True)
                path = folder / record_name(game)
                path.write_text(record_to_json(game), encoding="utf-8")
            except OSError as exc:
                print(f"error: the record could not be written into {folder} ({exc.strerror or 'a write error'}). "
                      "Check that the folder can be written to, or give another folder with --save.", file=sys.stderr)
                return 1
            line += f"; saved {path}"
        print(line)
    return 0


def cmd_replay(args: argparse.Namespace) -> int:
    # The app's safe reader (pure Python): a FIFO, a device, a folder or a huge file is refused
    # before it is read, so replay never hangs or reads without end.
    from brass_desktop.storage import FileProblem, read_record_text
    path = Path(args.file)
    try:
        text = read_record_text(path)
    except FileProblem as exc:
        print(f"error: {file_problem_text(path, exc.code, exc.params)}", file=sys.stderr)
        return 1
    try:
        game = game_from_json(text)
    except RecordError as exc:
        print(f"error: {record_error_text(path, exc)}", file=sys.stderr)
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
    play.add_argument("--save", metavar="DIR", help="write each game's record (JSON) into DIR")
    play.add_argument("--stop-at", nargs="+", metavar="POINT",
                      help="stop before a point: era-end (the next era scoring), game-end (the final "
                           "scoring) or round N (when round N of the game is about to be played)")
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
