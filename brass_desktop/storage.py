"""The app's files: records read safely, the autosaves of the last several games, damaged files kept aside.

Pure Python (no Qt), so the app, the self-test and command lines can share it.  Nothing here
words a message: a refusal is a :class:`FileProblem` with a code and parameters, worded by the UI.

Autosaves live in the data folder: ``autosave.brass.json`` holds the game in play; when another
game replaces it, the file moves into ``autosaves/`` (the newest :data:`AUTOSAVE_HISTORY` are
kept), so starting or opening a game never overwrites an unfinished one.  A file that cannot be
read is moved into ``damaged/`` under a new name and never written again.
"""
from __future__ import annotations

import json
import os
import stat
import time
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from brass_desktop.appinfo import RECORD_SUFFIX

# A whole 4-player game is about 15 kB; 2 MiB leaves room for any real record and keeps a
# huge or endless file (a 50 MB autosave, /dev/zero) from being read at all.
MAX_RECORD_BYTES = 2 * 1024 * 1024
AUTOSAVE_HISTORY = 8  # earlier games kept besides the one in play
HISTORY_FOLDER = "autosaves"
DAMAGED_FOLDER = "damaged"
# An atomic write takes milliseconds: a temporary file this old was left by a killed process.
STALE_TEMP_SECONDS = 60.0

# FileProblem codes.
MISSING = "missing"
FOLDER = "folder"
SPECIAL = "special"  # FIFO, device, socket: reading could block forever or never end
TOO_LARGE = "too_large"
UNREADABLE = "unreadable"
NOT_TEXT = "not_text"


class FileProblem(Exception):
    """A file that cannot be read as a record; ``code`` says why, ``params`` fill the UI's wording."""

    def __init__(self, code: str, **params: Any) -> None:
        super().__init__(f"{code} {params}" if params else code)
        self.code = code
        self.params = params


def read_record_text(path: str | Path, limit: int = MAX_RECORD_BYTES) -> str:
    """The text of the regular file ``path``, at most ``limit`` bytes of UTF-8; FileProblem otherwise.

    Folders, FIFOs and devices are refused before they are opened (a FIFO would block, a device
    may never end); the file is opened non-blocking and checked again in case it was swapped.
    """
    path = Path(path)
    try:
        info = os.stat(path)
    except FileNotFoundError:
        raise FileProblem(MISSING) from None
    except OSError as exc:
        raise FileProblem(UNREADABLE, error=exc.strerror or str(exc)) from exc
    _check_kind(info, limit)
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except OSError as exc:
        raise FileProblem(UNREADABLE, error=exc.strerror or str(exc)) from exc
    with os.fdopen(fd, "rb") as handle:
        _check_kind(os.fstat(handle.fileno()), limit)
        try:
            data = handle.read(limit + 1)
        except OSError as exc:
            raise FileProblem(UNREADABLE, error=exc.strerror or str(exc)) from exc
    if len(data) > limit:
        raise FileProblem(TOO_LARGE, size=len(data), limit=limit)
    try:
        return data.decode("utf-8-sig")  # an editor's byte-order mark is harmless
    except UnicodeDecodeError:
        raise FileProblem(NOT_TEXT) from None


def _check_kind(info: os.stat_result, limit: int) -> None:
    if stat.S_ISDIR(info.st_mode):
        raise FileProblem(FOLDER)
    if not stat.S_ISREG(info.st_mode):
        raise FileProblem(SPECIAL)
    if info.st_size > limit:
        raise FileProblem(TOO_LARGE, size=info.st_size, limit=limit)


def remove_stale_temp_files(folder: Path, max_age: float = STALE_TEMP_SECONDS) -> list[Path]:
    """Delete the temporary files of atomic writes (``.<name>.<pid>.tmp``) a killed process left.

    A file is stale when its process is gone (POSIX) or it is older than ``max_age`` seconds;
    this process's own files are left alone.  Returns the files removed.
    """
    removed: list[Path] = []
    try:
        candidates = list(Path(folder).glob(".*.tmp"))
    except OSError:
        return removed
    now = time.time()
    for path in candidates:
        pid = _temp_owner(path.name)
        if pid == os.getpid():
            continue
        try:
            old = now - path.stat().st_mtime > max_age
            if old or (pid is not None and not _process_alive(pid)):
                path.unlink()
                removed.append(path)
        except OSError:
            continue  # gone already, or not ours to delete
    return removed


def _temp_owner(name: str) -> int | None:
    """The pid in ``.<name>.<pid>.tmp`` (see ``paths.write_atomically``)."""
    parts = name.split(".")
    return int(parts[-2]) if len(parts) >= 3 and parts[-2].isdigit() else None


def _process_alive(pid: int) -> bool:
    if os.name != "posix":
        return True  # no cheap check: the age rule decides
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True  # someone else's process
    return True


@dataclass(frozen=True)
class SavedGame:
    """What the Continue list shows of one autosaved game."""

    path: Path
    game: str
    players: tuple[str, ...]
    stage: str  # the stage the game is in (its name in GameDefinition.stage)
    round: int
    actions: int
    finished: bool
    saved_at: datetime


class AutosaveStore:
    """The autosave of the game in play (``current``) and those of the games before it."""

    def __init__(self, current: Path, keep: int = AUTOSAVE_HISTORY) -> None:
        self.current = Path(current)
        self.keep = keep
        self.history_dir = self.current.parent / HISTORY_FOLDER
        self.damaged_dir = self.current.parent / DAMAGED_FOLDER

    def history(self) -> list[Path]:
        """Earlier games' autosaves, newest first."""
        try:
            files = [p for p in self.history_dir.glob(f"*{RECORD_SUFFIX}") if p.is_file()]
        except OSError:
            return []
        return sorted(files, key=_mtime, reverse=True)

    def rotate(self) -> Path | None:
        """Move the current autosave into the history (a new game is about to be saved).

        An autosave of a game nobody played (no action, nothing to redo) is dropped instead.
        Raises OSError if the file cannot be moved: the caller must then not overwrite it.
        """
        if not self.current.exists():
            return None
        if _is_unplayed(self.current):
            self.current.unlink()
            return None
        target = self._free_name(self.history_dir, "game", _mtime(self.current))
        os.replace(self.current, target)
        self._prune()
        return target

    def promote(self, path: Path) -> None:
        """Make the history entry ``path`` the current autosave (its game is being resumed)."""
        path = Path(path)
        if path == self.current:
            return
        self.rotate()
        os.replace(path, self.current)

    def set_aside(self, path: Path) -> Path:
        """Move an unreadable autosave into ``damaged/`` (never overwritten); returns its new path."""
        path = Path(path)
        target = self._free_name(self.damaged_dir, path.name.removesuffix(RECORD_SUFFIX), time.time())
        os.replace(path, target)
        return target

    def clean(self) -> list[Path]:
        """Remove stale temporary files of interrupted autosaves."""
        return remove_stale_temp_files(self.current.parent) + remove_stale_temp_files(self.history_dir)

    def _prune(self) -> None:
        for old in self.history()[self.keep:]:
            try:
                old.unlink()
            except OSError:
                pass

    @staticmethod
    def _free_name(folder: Path, stem: str, when: float) -> Path:
        folder.mkdir(parents=True, exist_ok=True)
        stamp = datetime.fromtimestamp(when).strftime("%Y%m%d-%H%M%S")
        for n in range(1000):
            candidate = folder / f"{stem}-{stamp}{f'-{n}' if n else ''}{RECORD_SUFFIX}"
            if not candidate.exists():
                return candidate
        raise FileExistsError(folder / f"{stem}-{stamp}")


def _mtime(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0


def _is_unplayed(path: Path) -> bool:
    """Whether the record at ``path`` has no action and no redo entry (an unreadable one is kept)."""
    try:
        data = json.loads(read_record_text(path))
    except (FileProblem, ValueError, RecursionError):
        return False
    return isinstance(data, dict) and data.get("actions") == [] and not data.get("redo")
