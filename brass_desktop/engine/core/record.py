"""Game records: the envelope (format, version, setup, actions, redo) and its migrations.

Loading migrates an older version step by step to the current one, lets the game's
definition check the setup, then replays and checks every action; a damaged or illegal
record raises ``RecordError`` (a ``CoreReason`` code and parameters) naming the first bad
entry.  See docs/record-format.md.
"""
from __future__ import annotations

import json
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from .definition import SetupError
from .reasons import CoreReason, IllegalActionError, RecordError
from .registry import get_game
from .undo import UNDO_POLICIES

if TYPE_CHECKING:
    from .game import Game

FORMAT = "brass-desktop-record"
FORMAT_VERSION = 2
RECORD_FIELDS = ("format", "version", "setup", "actions", "redo")


def _v1_to_v2(data: dict[str, Any]) -> dict[str, Any]:
    """Version 2 adds ``setup["undo_policy"]``; version-1 games were played with free undo."""
    return {**data, "version": 2, "setup": {**data["setup"], "undo_policy": "free"}}


#: version -> the function that turns a record of that version into one of the next version
MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {1: _v1_to_v2}


ACTOR = "actor"  # an action entry's seat when it was taken out of turn (GameDefinition.OUT_OF_TURN)


def _entry(game: Game, action: Any, actor: int | None) -> dict[str, Any]:
    """An action's record form; an action taken out of turn names its seat (``"actor"``)."""
    entry = game.definition.action_to_dict(action)
    if actor is not None:
        entry[ACTOR] = actor
    return entry


def game_to_record(game: Game[Any, Any]) -> dict[str, Any]:
    return {"format": FORMAT, "version": FORMAT_VERSION, "setup": game.setup,
            "actions": [_entry(game, a, p) for a, p in zip(game.history, game.actors, strict=True)],
            "redo": [_entry(game, a, p)
                     for a, p in zip(reversed(game._redo), reversed(game.redo_actors()), strict=True)]}


def _split_actor(entry: Any) -> tuple[Any, int | None]:
    """(the action's own entry, the seat that took it out of turn or None); ValueError for a bad seat."""
    if not isinstance(entry, dict) or ACTOR not in entry:
        return entry, None
    actor = entry[ACTOR]
    if not isinstance(actor, int) or isinstance(actor, bool):
        raise ValueError(f"'{ACTOR}' must be a seat number")
    return {k: v for k, v in entry.items() if k != ACTOR}, actor


def record_to_json(game: Game) -> str:
    return json.dumps(game_to_record(game), ensure_ascii=False, indent=1)


def game_from_json(text: str) -> Game:
    try:
        data = json.loads(text)
    except (ValueError, RecursionError) as exc:  # bad JSON, a number too long to read, nesting too deep
        detail = f"{type(exc).__name__}: {str(exc)[:200]}"
        raise RecordError(f"not a JSON game record ({detail})", reason=CoreReason.NOT_JSON,
                          params={"detail": detail}) from exc
    return game_from_record(data)


def _is_version(value: Any) -> bool:
    """Version numbers are integers only: ``2.0`` or ``true`` is no version (issue 38)."""
    return isinstance(value, int) and not isinstance(value, bool)


def migrate(data: dict[str, object]) -> dict[str, object]:
    """The record in the current format version (RecordError for a version this app cannot read)."""
    version = data.get("version")
    if not _is_version(version):
        raise RecordError(f"record format version {version!r} is not supported (this app reads {FORMAT_VERSION})",
                          reason=CoreReason.VERSION_UNSUPPORTED,
                          params={"version": version, "supported": FORMAT_VERSION})
    while version in MIGRATIONS:
        if not isinstance(data.get("setup"), dict):
            break  # nothing to migrate: the setup check below names the problem
        data = MIGRATIONS[version](data)
        version = data["version"]
    if version != FORMAT_VERSION:
        raise RecordError(f"record format version {version!r} is not supported (this app reads {FORMAT_VERSION})",
                          reason=CoreReason.VERSION_UNSUPPORTED,
                          params={"version": version, "supported": FORMAT_VERSION})
    return data


def game_from_record(data: object) -> Game[Any, Any]:
    """Replay a record; raises RecordError with a reason code (and the bad entry's index)."""
    from .game import Game
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise RecordError("not a Brass Desktop game record", reason=CoreReason.NOT_A_RECORD)
    data = migrate(data)
    unknown = sorted(str(k) for k in data if k not in RECORD_FIELDS)
    if unknown:  # read strictly: a field this app does not know would be dropped silently
        raise RecordError(f"unknown record field(s): {', '.join(unknown)}", reason=CoreReason.UNKNOWN_FIELD,
                          params={"fields": ", ".join(unknown)})
    if not isinstance(data.get("redo", []), list):
        raise RecordError("the record's 'redo' is not a list", reason=CoreReason.NO_ACTIONS)
    setup = data.get("setup")
    if not isinstance(setup, dict):
        raise RecordError("the record has no setup", reason=CoreReason.NO_SETUP)
    name = setup.get("game")
    try:
        definition = get_game(name) if isinstance(name, str) else None
    except KeyError:
        definition = None
    if definition is None:
        raise RecordError(f"unknown game {name!r}", reason=CoreReason.UNKNOWN_GAME, params={"game": str(name)})
    if setup.get("undo_policy") not in UNDO_POLICIES:
        raise RecordError("setup field 'undo_policy' is missing or has the wrong type", reason=CoreReason.BAD_SETUP,
                          params={"setup_reason": "setup_field_type", "field": "undo_policy"})
    try:
        definition.check_setup(setup)
    except SetupError as exc:
        raise RecordError(str(exc), reason=CoreReason.BAD_SETUP,
                          params={"setup_reason": str(getattr(exc.reason, "value", exc.reason)), **exc.params}) from exc
    actions = data.get("actions")
    if not isinstance(actions, list):
        raise RecordError("the record has no action list", reason=CoreReason.NO_ACTIONS)
    try:
        game = Game(setup)
    except Exception as exc:  # a record must never end in a traceback (the checks above should catch it all)
        detail = f"{type(exc).__name__}: {exc}"
        raise RecordError(f"the setup cannot start a game ({detail})", reason=CoreReason.BAD_SETUP,
                          params={"setup_reason": "", "detail": detail}) from exc
    for index, entry in enumerate(actions):
        number = {"number": index + 1}
        if isinstance(entry, dict) and "kind" in entry and not isinstance(entry["kind"], str):
            detail = "an action's 'kind' must be text"
            raise RecordError(f"action {index + 1} is malformed: {detail}", entry=index,
                              reason=CoreReason.ACTION_MALFORMED, params={**number, "detail": detail})
        try:
            entry, actor = _split_actor(entry)
            action = definition.action_from_dict(entry)
        except (ValueError, TypeError) as exc:
            raise RecordError(f"action {index + 1} is malformed: {exc}", entry=index,
                              reason=CoreReason.ACTION_MALFORMED, params={**number, "detail": str(exc)}) from exc
        try:
            game.apply(action, player=actor)
        except IllegalActionError as exc:
            reasons = ", ".join(str(v) for v in exc.violations)
            raise RecordError(f"action {index + 1} is illegal: {reasons}", entry=index,
                              reason=CoreReason.ACTION_ILLEGAL,  # the game: its words say why
                              params={**number, "violations": list(exc.violations), "game": definition.name}) from exc
        except Exception as exc:  # a rule bug: Game.apply put the position back; report, never crash
            detail = f"{type(exc).__name__}: {exc}"
            raise RecordError(f"action {index + 1} could not be replayed ({detail})", entry=index,
                              reason=CoreReason.ACTION_FAILED, params={**number, "detail": detail}) from exc
    game._redo = _valid_redo(game, data.get("redo", []))
    return game


def _valid_redo(game: Game, redo: Any) -> list[Any]:
    """The redo entries that replay legally from the loaded position, in redo-stack order.

    Redo entries are a convenience: the first one that is malformed or does not fit ends the
    list (it and those after it are dropped), never the loading of the game.
    """
    if not isinstance(redo, list):
        return []
    fitting: list[Any] = []
    actors: list[int | None] = []
    for entry in redo:
        try:
            entry, actor = _split_actor(entry)
            action = game.definition.action_from_dict(entry)
            game.apply(action, player=actor)
        except (ValueError, TypeError):  # IllegalActionError is a ValueError
            break
        fitting.append(action)
        actors.append(actor)
    for _ in fitting:
        game._step_back()  # not a player's undo: the undo policy does not apply
    game._redo_out = {i: seat for i, seat in enumerate(reversed(actors)) if seat is not None}
    return list(reversed(fitting))
