"""Game records: setup plus actions, JSON, with a format version (docs/record-format.md).

Loading replays and checks every action; a damaged or illegal record raises
``RecordError`` naming the first bad entry.
"""
from __future__ import annotations

import json
from collections import Counter
from dataclasses import fields
from typing import TYPE_CHECKING, Any

from .actions import action_from_dict, action_to_dict
from .games import GAMES, options_from_dict
from .reasons import IllegalActionError, RecordError
from .setup import data_for, deck_for, merchant_tiles_for, name_problems

if TYPE_CHECKING:
    from .game import Game

FORMAT = "brass-desktop-record"
FORMAT_VERSION = 1
RECORD_FIELDS = ("format", "version", "setup", "actions", "redo")


def game_to_record(game: "Game") -> dict[str, Any]:
    return {"format": FORMAT, "version": FORMAT_VERSION, "setup": game.setup,
            "actions": [action_to_dict(a) for a in game.history],
            "redo": [action_to_dict(a) for a in reversed(game._redo)]}


def record_to_json(game: "Game") -> str:
    return json.dumps(game_to_record(game), ensure_ascii=False, indent=1)


def game_from_json(text: str) -> "Game":
    try:
        data = json.loads(text)
    except (ValueError, RecursionError) as exc:  # bad JSON, a number too long to read, nesting too deep
        raise RecordError(f"not a JSON game record ({type(exc).__name__}: {str(exc)[:200]})") from exc
    return game_from_record(data)


def game_from_record(data: Any) -> "Game":
    """Replay a record; raises RecordError with a plain message (and the bad entry's index)."""
    from .game import Game
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise RecordError("not a Brass Desktop game record")
    version = data.get("version")
    if version != FORMAT_VERSION or isinstance(version, bool):  # true == 1 in Python, not in a record
        raise RecordError(f"record format version {version!r} is not supported (this app reads {FORMAT_VERSION})")
    unknown = sorted(str(k) for k in data if k not in RECORD_FIELDS)
    if unknown:  # read strictly: a field this app does not know would be dropped silently
        raise RecordError(f"unknown record field(s): {', '.join(unknown)}")
    if not isinstance(data.get("redo", []), list):
        raise RecordError("the record's 'redo' is not a list")
    setup = data.get("setup")
    _check_setup(setup)
    actions = data.get("actions")
    if not isinstance(actions, list):
        raise RecordError("the record has no action list")
    try:
        game = Game(setup)
    except Exception as exc:  # a record must never end in a traceback (the checks above should catch it all)
        raise RecordError(f"the setup cannot start a game ({type(exc).__name__}: {exc})") from exc
    for index, entry in enumerate(actions):
        if isinstance(entry, dict) and "kind" in entry and not isinstance(entry["kind"], str):
            raise RecordError(f"action {index + 1} is malformed: an action's 'kind' must be text", entry=index)
        try:
            action = action_from_dict(entry)
        except (ValueError, TypeError) as exc:
            raise RecordError(f"action {index + 1} is malformed: {exc}", entry=index) from exc
        try:
            game.apply(action)
        except IllegalActionError as exc:
            reasons = ", ".join(str(v) for v in exc.violations)
            raise RecordError(f"action {index + 1} is illegal: {reasons}", entry=index) from exc
        except Exception as exc:  # a rule bug: Game.apply put the position back; report, never crash
            raise RecordError(f"action {index + 1} could not be replayed ({type(exc).__name__}: {exc})",
                              entry=index) from exc
    game._redo = _valid_redo(game, data.get("redo", []))
    return game


def _valid_redo(game: "Game", redo: Any) -> list:
    """The redo entries that replay legally from the loaded position, in redo-stack order.

    Redo entries are a convenience: the first one that is malformed or does not fit ends the
    list (it and those after it are dropped), never the loading of the game.
    """
    if not isinstance(redo, list):
        return []
    fitting = []
    for entry in redo:
        try:
            action = action_from_dict(entry)
            game.apply(action)
        except (ValueError, TypeError):  # IllegalActionError is a ValueError
            break
        fitting.append(action)
    for _ in fitting:
        game.undo()
    return list(reversed(fitting))


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _check_entries(setup: dict[str, Any], key: str, ok: Any, what: str) -> None:
    """Name the first entry of list field ``key`` that is not ``what``."""
    for number, entry in enumerate(setup[key], start=1):
        if not ok(entry):
            raise RecordError(f"setup field {key!r} entry {number} is not {what}")


def _same_cards(key: str, given: list[Any], expected: list[Any], players: int) -> None:
    if Counter(given) == Counter(expected):
        return
    missing = sorted((Counter(expected) - Counter(given)).elements())
    extra = sorted((Counter(given) - Counter(expected)).elements())
    parts = []
    if missing:
        parts.append("missing " + ", ".join(dict.fromkeys(str(c) for c in missing)))
    if extra:
        parts.append("not in the deck: " + ", ".join(dict.fromkeys(str(c) for c in extra)))
    size = f"{len(given)} cards instead of {len(expected)} " if len(given) != len(expected) else ""
    raise RecordError(f"setup field {key!r} is not the deck for {players} players: {size}({'; '.join(parts)})")


def _check_setup(setup: Any) -> None:
    """The setup block must be complete and consistent before any state is built from it."""
    if not isinstance(setup, dict):
        raise RecordError("the record has no setup")
    needed = {"game": str, "players": list, "seed": int, "options": dict, "turn_order": list,
              "canal_deck": list, "canal_removed": int, "rail_deck": list, "rail_removed": int,
              "canal_distant_tiles": list, "rail_distant_tiles": list}
    for key, kind in needed.items():
        value = setup.get(key)
        if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
            raise RecordError(f"setup field {key!r} is missing or has the wrong type")
    if "merchant_tiles" in setup and not isinstance(setup["merchant_tiles"], list):
        raise RecordError("setup field 'merchant_tiles' is missing or has the wrong type")
    unknown = sorted(str(k) for k in setup if k not in needed and k != "merchant_tiles")
    if unknown:  # kept, they would be written into every autosave again (a 50 MB field slows each action)
        raise RecordError(f"unknown setup field(s): {', '.join(unknown)}")
    if setup["game"] not in GAMES:
        raise RecordError(f"unknown game {setup['game']!r}")
    players = setup["players"]
    if not 2 <= len(players) <= 4:
        raise RecordError("the setup needs 2 to 4 named players")
    problem = name_problems(players)
    if problem:
        raise RecordError(f"setup field 'players': {problem}")
    _check_entries(setup, "turn_order", _is_int, "a whole number")
    if sorted(setup["turn_order"]) != list(range(len(players))):
        raise RecordError("the turn order is not a permutation of the players")
    for key in ("canal_deck", "rail_deck"):
        _check_entries(setup, key, lambda c: isinstance(c, str), "a card name")
    for key in ("canal_distant_tiles", "rail_distant_tiles"):
        _check_entries(setup, key, _is_int, "a whole number")
    if "merchant_tiles" in setup:
        _check_entries(setup, "merchant_tiles", lambda t: isinstance(t, str), "a tile name")
    try:
        options = options_from_dict(setup["game"], setup["options"])
    except (ValueError, TypeError) as exc:
        raise RecordError(f"bad rule options: {exc}") from exc
    missing = [f.name for f in fields(options) if f.name not in setup["options"]]
    if missing:  # a default put in silently could change the rules of a game under way
        raise RecordError(f"setup field 'options' lacks rule option(s): {', '.join(missing)}")
    data = data_for(setup["game"], options)
    deck, removal, tiles = deck_for(data, options, len(players))
    for key in ("canal_deck", "rail_deck"):
        _same_cards(key, setup[key], deck, len(players))
    if (setup["canal_removed"], setup["rail_removed"]) != removal:
        raise RecordError("the number of removed cards does not match the player count")
    for key in ("canal_distant_tiles", "rail_distant_tiles"):
        if Counter(setup[key]) != Counter(data.distant_tiles.get(tiles, ())):
            raise RecordError(f"setup field {key!r} is not the distant-market tile set")
    if Counter(setup.get("merchant_tiles", [])) != Counter(merchant_tiles_for(data, len(players))):
        raise RecordError("setup field 'merchant_tiles' is not the merchant tile set")
