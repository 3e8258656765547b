"""Where the application keeps its files (user data folder, autosave).

Tests and portable installs point everything elsewhere with the environment variable
``BRASS_DESKTOP_DATA_DIR``; it is read on every call so a test can set it late.
"""
from __future__ import annotations

import os
import tempfile
from pathlib import Path

import platformdirs

from brass_desktop.appinfo import APP_NAME, ORG_NAME

DATA_DIR_ENV = "BRASS_DESKTOP_DATA_DIR"
AUTOSAVE_NAME = "autosave.brass.json"


def data_dir() -> Path:
    """The user data folder, created if missing; OSError when it cannot be (the app then plays in memory)."""
    override = os.environ.get(DATA_DIR_ENV)
    path = Path(override) if override else Path(platformdirs.user_data_dir(APP_NAME, ORG_NAME))
    path.mkdir(parents=True, exist_ok=True)
    return path


def cache_dir() -> Path:
    """Files the app can always remake (translations compiled on first use), created if missing.

    Under the data folder when ``BRASS_DESKTOP_DATA_DIR`` is set, so tests stay in their folder.
    """
    override = os.environ.get(DATA_DIR_ENV)
    path = Path(override) / "cache" if override else Path(platformdirs.user_cache_dir(APP_NAME, ORG_NAME))
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError:  # a cache can live anywhere: the app must still start in its language
        user = os.getuid() if hasattr(os, "getuid") else 0
        path = Path(tempfile.gettempdir()) / f"brass-desktop-cache-{user}"
        path.mkdir(parents=True, exist_ok=True)
    return path


def autosave_path() -> Path:
    """The file the game in progress is written to after every action."""
    return data_dir() / AUTOSAVE_NAME


def saves_dir() -> Path:
    """Default folder offered by Save As / Open (created if missing)."""
    path = data_dir() / "saves"
    path.mkdir(parents=True, exist_ok=True)
    return path


def write_atomically(path: Path, text: str) -> None:
    """Write ``text`` so that ``path`` always holds either the old or the new content.

    The data goes to a temporary file in the same folder (same file system), is flushed to
    disk, and then replaces the target in one ``os.replace``; a crash mid-write leaves at
    worst a stray temporary file, never half a record.
    """
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    try:
        with open(tmp, "w", encoding="utf-8", newline="\n") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    finally:
        if tmp.exists():
            tmp.unlink()
