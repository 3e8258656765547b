"""The command line's words for file problems (English only: the CLI has no translations).

Every problem reading or replaying a record file becomes one sentence for people, with what to do
next; no reason code or parameter dict is shown (issue 38).  The app words the same problems in
its three languages (ui/texts.py).
"""
from __future__ import annotations

from pathlib import Path
from typing import Any

from .core.reasons import CoreReason, RecordError

_FILE = {  # brass_desktop.storage.FileProblem codes
    "missing": "{path}: there is no such file. Check the name and the folder.",
    "folder": "{path} is a folder, not a game record. Give the path of a saved game (a .brass.json file).",
    "special": "{path} is not an ordinary file (a pipe or a device), so it is not read. "
               "Give the path of a saved game (a .brass.json file).",
    "too_large": "{path} is too large to be a game record ({size}; a record is at most {limit}). "
                 "Check that this is the right file.",
    "unreadable": "{path} could not be read ({error}). Check that the file exists and that you may read it.",
    "not_text": "{path} is not a text file, so it is not a game record. Check that this is the right file.",
}
_EARLIER = "The file may be damaged or edited by hand: use an earlier copy (the app keeps earlier autosaves)."
_RECORD = {
    CoreReason.NOT_JSON: "{path} is not a game record: its text is not valid JSON (it may be cut short). " + _EARLIER,
    CoreReason.NOT_A_RECORD: "{path} is not a Brass Desktop game record. Check that this is the right file.",
    CoreReason.NO_SETUP: "{path} holds no game setup, so the game cannot be rebuilt. " + _EARLIER,
    CoreReason.UNKNOWN_FIELD: "{path} has parts this version of Brass Desktop does not know ({fields}). "
                              "It may come from a newer version: update Brass Desktop to open it.",
    CoreReason.UNKNOWN_GAME: "{path} is a record of a game this version does not play ({game}). "
                             "Update Brass Desktop to open it.",
    CoreReason.BAD_SETUP: "{path} has a damaged game setup{where}, so the game cannot be rebuilt. " + _EARLIER,
    CoreReason.NO_ACTIONS: "{path} has no readable list of moves. " + _EARLIER,
    CoreReason.ACTION_MALFORMED: "Move {number} in {path} is damaged, so the game cannot be replayed past "
                                 "move {before}. " + _EARLIER,
    CoreReason.ACTION_ILLEGAL: "Move {number} in {path} is not allowed by the rules at that point of the game, "
                               "so the game cannot be replayed past move {before}. " + _EARLIER,
    CoreReason.ACTION_FAILED: "Move {number} in {path} could not be replayed because of a fault in Brass Desktop. "
                              "Please report it and attach the file.",
}


def _size(count: Any) -> str:
    """A byte count in words ("3.5 MB", "640 KB")."""
    if not isinstance(count, int):
        return "unknown size"
    if count >= 1024 * 1024:
        return f"{count / (1024 * 1024):.1f} MB".replace(".0 MB", " MB")
    return f"{max(1, round(count / 1024))} KB"


def file_problem_text(path: Path | str, code: str, params: dict[str, Any]) -> str:
    """One sentence for a file that cannot be read as a record (a ``FileProblem``)."""
    template = _FILE.get(code, "{path} could not be read. Check that this is the right file.")
    error = str(params.get("error") or "a read error").rstrip(".")
    return template.format(path=path, size=_size(params.get("size")), limit=_size(params.get("limit")), error=error)


def record_error_text(path: Path | str, error: RecordError) -> str:
    """One sentence for a record that cannot be read or replayed (a ``RecordError``)."""
    params = error.params
    if error.reason is CoreReason.VERSION_UNSUPPORTED:
        version, supported = params.get("version"), params.get("supported")
        if isinstance(version, int) and not isinstance(version, bool) and isinstance(supported, int) \
                and version > supported:
            return (f"{path} was saved by a newer version of Brass Desktop (record format {version}; this version "
                    f"reads format {supported}). Update Brass Desktop to open it.")
        if isinstance(version, int) and not isinstance(version, bool):  # an old format, too damaged to update
            return f"{path} is an old record (format {version}) that cannot be brought up to date. " + _EARLIER
        return (f"{path} has no valid record format version (it must be a whole number such as {supported}). "
                + _EARLIER)
    template = _RECORD.get(error.reason)
    if template is None:
        return f"{path} could not be read as a game record. " + _EARLIER
    number = params.get("number")
    field = params.get("field")
    return template.format(
        path=path, fields=params.get("fields", ""), game=params.get("game", ""),
        where=f" (its “{field}”)" if isinstance(field, str) and field else "",
        number=number if isinstance(number, int) else "?",
        before=number - 1 if isinstance(number, int) else "?")
