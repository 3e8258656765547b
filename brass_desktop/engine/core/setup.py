"""What a new game needs (:class:`GameSetup`) and the setup checks every game shares.

Setup problems are :class:`SetupError` (core/definition.py) with a :class:`SetupReason` code
(or a game's own code) and parameters; ``str(exc)`` is an English fallback.
"""
from __future__ import annotations

import unicodedata
from dataclasses import dataclass
from enum import Enum
from typing import Any

from .definition import SetupError
from .values import Value


class SetupReason(str, Enum):
    """Why a setup cannot start a game (``SetupError.reason``)."""

    UNKNOWN_GAME = "setup_unknown_game"  # game
    PLAYER_COUNT = "setup_player_count"  # count, min, max
    NAME_NOT_TEXT = "setup_name_not_text"  # player (1-based)
    NAME_EMPTY = "setup_name_empty"  # player
    NAME_TOO_LONG = "setup_name_too_long"  # player, max
    NAME_CONTROL = "setup_name_control"  # player, code ("U+000A")
    WRONG_OPTIONS = "setup_wrong_options"  # game: rule options of another game
    BAD_OPTIONS = "setup_bad_options"  # detail: an unknown option or a value outside its choices
    FIELD_TYPE = "setup_field_type"  # field: missing or of the wrong type
    FIELD_ENTRY = "setup_field_entry"  # field, entry (1-based), expected: "number", "card", "tile"
    NOT_THE_DECK = "setup_not_the_deck"  # field, players, given, expected, missing, extra
    INCONSISTENT = "setup_inconsistent"  # field: does not fit the players or the options
    UNKNOWN_FIELD = "setup_unknown_field"  # fields: a field this game does not have
    MISSING_OPTIONS = "setup_missing_options"  # options: rule options the record does not give


@dataclass(frozen=True, eq=False, repr=False)  # ==, hash, repr: Value (core/values.py)
class GameSetup(Value):
    """What a new game needs: player names, a seed, the rule options and the game.

    ``game`` is a registered game's name ("" = the first registered game); ``options`` is an
    instance of that game's ``options_class`` (None = its defaults).
    """

    players: tuple[str, ...]
    seed: int = 0
    options: Any = None
    game: str = ""
    undo_policy: str = ""  # "" = the default policy (core/undo.py)


MAX_NAME_LENGTH = 40  # the new-game dialog allows 24; a record edited by hand may not exceed this


def check_players(names: Any, min_players: int, max_players: int) -> None:
    """Raise SetupError unless ``names`` are between ``min_players`` and ``max_players`` usable names.

    A name is text with something besides spaces, at most ``MAX_NAME_LENGTH`` characters and no
    control characters (they break the log, the panels and the record's one-line forms).  Letters
    of any script and emoji are fine.  (Two players with the same name are left to the new-game
    dialog, which refuses them; the engine tells players apart by seat.)
    """
    count = len(names)
    if not min_players <= count <= max_players:
        raise SetupError(SetupReason.PLAYER_COUNT, {"count": count, "min": min_players, "max": max_players},
                         f"the game needs {min_players} to {max_players} named players, not {count}")
    for number, name in enumerate(names, start=1):
        reason, params, problem = _name_problem(number, name)
        if reason is not None:
            raise SetupError(reason, params, f"setup field 'players': {problem}")


def _name_problem(number: int, name: Any) -> tuple[SetupReason | None, dict[str, Any], str]:
    """(reason, params, English text) of the first problem of player ``number``'s name, if any."""
    params: dict[str, Any] = {"player": number}
    if not isinstance(name, str):
        return SetupReason.NAME_NOT_TEXT, params, f"player {number}'s name is not text"
    if not name.strip():
        return SetupReason.NAME_EMPTY, params, f"player {number} has no name"
    if len(name) > MAX_NAME_LENGTH:
        return (SetupReason.NAME_TOO_LONG, {**params, "max": MAX_NAME_LENGTH},
                f"player {number}'s name is longer than {MAX_NAME_LENGTH} characters")
    for ch in name:
        if unicodedata.category(ch) in ("Cc", "Cs", "Zl", "Zp"):
            code = f"U+{ord(ch):04X}"
            return (SetupReason.NAME_CONTROL, {**params, "code": code},
                    f"player {number}'s name has a control character ({code})")
    return None, params, ""
