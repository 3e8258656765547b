"""Every file problem the app reports, worded for people: what went wrong, then what to do next.

A record that cannot be opened (``RecordError``: the engine's reason code), a file that is not a
record (``FileProblem`` from ``storage.py``) and the operating system's refusals (``OSError``:
a full disk, a read-only folder, no permission) are all said in the user's language; no internal
code, errno number or Python representation reaches the user (issue 38).
"""
from __future__ import annotations

import errno
from pathlib import Path

from brass_desktop.engine import CoreReason, RecordError
from brass_desktop.storage import FOLDER, MISSING, NOT_TEXT, SPECIAL, TOO_LARGE, UNREADABLE, FileProblem
from brass_desktop.ui import texts
from brass_desktop.ui.texts import QT_TRANSLATE_NOOP

C = "FileProblem"  # the translation context of this module

#: What to do next after a record problem, by the engine's reason code.
_DAMAGED = QT_TRANSLATE_NOOP("FileProblem", "The file is damaged or was changed outside the app: open an earlier "
                                            "copy, or continue the game from its autosave (File › Continue).")
RECORD_NEXT = {
    CoreReason.NOT_JSON.value: QT_TRANSLATE_NOOP("FileProblem", "Choose a game record saved by Brass Desktop "
                                                    "(a .brass.json file)."),
    CoreReason.NOT_A_RECORD.value: QT_TRANSLATE_NOOP("FileProblem", "Choose a game record saved by Brass Desktop "
                                                        "(a .brass.json file)."),
    CoreReason.UNKNOWN_GAME.value: QT_TRANSLATE_NOOP(
        "FileProblem", "A newer version of Brass Desktop may know this game: update the app and open the file again."),
    CoreReason.NO_SETUP.value: _DAMAGED,
    CoreReason.UNKNOWN_FIELD.value: QT_TRANSLATE_NOOP("FileProblem", "The file was written by a newer version of Brass "
                                                         "Desktop: update the app, or open an earlier copy."),
    CoreReason.BAD_SETUP.value: _DAMAGED,
    CoreReason.NO_ACTIONS.value: _DAMAGED,
    CoreReason.ACTION_MALFORMED.value: _DAMAGED,
    CoreReason.ACTION_ILLEGAL.value: _DAMAGED,
    CoreReason.ACTION_FAILED.value: _DAMAGED,
}
#: What to do next after a file that is not a record at all, by ``FileProblem.code``.
FILE_NEXT = {
    MISSING: QT_TRANSLATE_NOOP("FileProblem", "Check the file's name and folder, or choose it again with File › Open."),
    FOLDER: QT_TRANSLATE_NOOP("FileProblem", "Choose a game record inside the folder."),
    SPECIAL: QT_TRANSLATE_NOOP("FileProblem", "Choose a game record saved by Brass Desktop (a .brass.json file)."),
    TOO_LARGE: QT_TRANSLATE_NOOP("FileProblem", "Choose a game record saved by Brass Desktop (a .brass.json file)."),
    UNREADABLE: QT_TRANSLATE_NOOP(
        "FileProblem", "Check that the file may be read (its permissions, or the drive it is on) and try again."),
    NOT_TEXT: QT_TRANSLATE_NOOP("FileProblem", "Choose a game record saved by Brass Desktop (a .brass.json file)."),
}
#: The operating system's refusals, by errno (others: the system's own sentence, without its number).
OS_REASONS = {
    errno.ENOSPC: QT_TRANSLATE_NOOP("FileProblem", "the disk is full"),
    errno.EDQUOT: QT_TRANSLATE_NOOP("FileProblem", "your disk quota is used up"),
    errno.EACCES: QT_TRANSLATE_NOOP("FileProblem", "access is not allowed (permissions)"),
    errno.EPERM: QT_TRANSLATE_NOOP("FileProblem", "access is not allowed (permissions)"),
    errno.EROFS: QT_TRANSLATE_NOOP("FileProblem", "the drive is read-only"),
    errno.ENOENT: QT_TRANSLATE_NOOP("FileProblem", "the folder does not exist"),
    errno.ENOTDIR: QT_TRANSLATE_NOOP("FileProblem", "part of the path is a file, not a folder"),
    errno.EISDIR: QT_TRANSLATE_NOOP("FileProblem", "there is a folder of that name"),
    errno.ENAMETOOLONG: QT_TRANSLATE_NOOP("FileProblem", "the file name is too long"),
    errno.EIO: QT_TRANSLATE_NOOP("FileProblem", "the drive reported an error"),
}


def _tr(text: str) -> str:
    return texts.translate(C, text)


def os_error_text(exc: OSError) -> str:
    """The operating system's refusal as a short clause ("the disk is full"), never an errno number."""
    known = OS_REASONS.get(exc.errno) if exc.errno is not None else None
    if known is not None:
        return _tr(known)
    return exc.strerror or _tr(QT_TRANSLATE_NOOP("FileProblem", "the system refused"))


def _record_problem(exc: RecordError) -> str:
    code = str(getattr(exc.reason, "value", exc.reason))
    version = exc.params.get("version")
    if code == CoreReason.VERSION_UNSUPPORTED.value:
        if isinstance(version, int) and not isinstance(version, bool):
            what = texts.record_error_text(exc)
            return what + " " + _tr(QT_TRANSLATE_NOOP("FileProblem", "Update Brass Desktop to open it."))
        # a version that is not a whole number was not written by this app
        not_whole = QT_TRANSLATE_NOOP("FileProblem", "The record's format version ({version}) is not a whole number, "
                                                     "so Brass Desktop did not write it as it is.")
        return texts.fill(_tr(not_whole), {"version": version}) + " " + _tr(_DAMAGED)
    return texts.record_error_text(exc) + " " + _tr(RECORD_NEXT.get(code, _DAMAGED))


def problem_text(exc: Exception) -> str:
    """Why a file cannot be opened and what to do next, in the user's language."""
    if isinstance(exc, RecordError):
        return _record_problem(exc)
    if isinstance(exc, FileProblem):
        params = dict(exc.params)
        if exc.code == TOO_LARGE:
            params.update(size=f"{int(params['size']) / 2 ** 20:.1f}", limit=f"{int(params['limit']) / 2 ** 20:.0f}")
        if exc.code == UNREADABLE and isinstance(exc.__cause__, OSError):  # the system's refusal, in words
            params["error"] = os_error_text(exc.__cause__)
        wording = {
            MISSING: QT_TRANSLATE_NOOP("FileProblem", "The file does not exist."),
            FOLDER: QT_TRANSLATE_NOOP("FileProblem", "It is a folder, not a file."),
            SPECIAL: QT_TRANSLATE_NOOP("FileProblem", "It is not an ordinary file (a device, pipe or socket)."),
            TOO_LARGE: QT_TRANSLATE_NOOP(
                "FileProblem", "It is too large for a game record ({size} MB; records are at most {limit} MB)."),
            UNREADABLE: QT_TRANSLATE_NOOP("FileProblem", "It cannot be read ({error})."),
            NOT_TEXT: QT_TRANSLATE_NOOP("FileProblem", "It is not a text file (game records are UTF-8 JSON)."),
        }
        what = texts.fill(_tr(wording.get(exc.code, QT_TRANSLATE_NOOP("FileProblem", "It cannot be opened."))), params)
        return what + " " + _tr(FILE_NEXT.get(exc.code, FILE_NEXT[NOT_TEXT]))
    if isinstance(exc, OSError):
        unreadable = QT_TRANSLATE_NOOP("FileProblem", "It cannot be read: {reason}.")
        return texts.fill(_tr(unreadable), {"reason": os_error_text(exc)}) + " " + _tr(FILE_NEXT[UNREADABLE])
    return _tr(QT_TRANSLATE_NOOP("FileProblem", "It cannot be opened.")) + " " + _tr(FILE_NEXT[NOT_TEXT])


def write_problem_text(path: str | Path, exc: OSError, unsaved: bool = True) -> str:
    """Why ``path`` could not be written and what to do next (the game in play stays open)."""
    text = texts.fill(_tr(QT_TRANSLATE_NOOP("FileProblem", "{file} could not be written: {reason}.")),
                      {"file": Path(path).name, "reason": os_error_text(exc)})
    if unsaved:
        text += " " + _tr(QT_TRANSLATE_NOOP("FileProblem", "The game is still open and nothing is lost: free some "
                                                           "space or choose another folder with Save as."))
    else:
        text += " " + _tr(QT_TRANSLATE_NOOP("FileProblem", "Free some space or choose another folder, then try again."))
    return text
