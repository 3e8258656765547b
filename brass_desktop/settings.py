"""Typed access to the user's preferences, stored with QSettings.

Every preference is a property with a default, so callers never see QSettings' untyped
values (which come back as strings on some platforms).  ``SETTINGS_VERSION`` plus
``_migrate`` upgrade old stores in place.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

from PySide6.QtCore import QByteArray, QSettings

SETTINGS_VERSION = 1
MAX_RECENT_FILES = 8

T = TypeVar("T")


def _to_bool(value: Any) -> bool:
    if isinstance(value, str):
        return value.strip().lower() in ("1", "true", "yes", "on")
    return bool(value)


def _to_str_list(value: Any) -> list[str]:
    if value is None:
        return []
    if isinstance(value, str):
        return [value] if value else []
    return [str(v) for v in value]


class Settings:
    """The application's preferences; pass a QSettings to use a specific store (tests)."""

    def __init__(self, store: QSettings | None = None) -> None:
        self._store = store if store is not None else QSettings()
        self._migrate()

    # -- plumbing --------------------------------------------------------------------------------
    def _get(self, key: str, default: T, convert: Callable[[Any], T]) -> T:
        value = self._store.value(key)
        if value is None:
            return default
        try:
            return convert(value)
        except (TypeError, ValueError):
            return default

    def _set(self, key: str, value: Any) -> None:
        self._store.setValue(key, value)

    def sync(self) -> None:
        self._store.sync()

    def _migrate(self) -> None:
        version = self._get("settings_version", 0, int)
        if version == SETTINGS_VERSION:
            return
        # Version 0 is a fresh (or pre-release) store: nothing to convert yet.  Later versions
        # add their conversion steps here, oldest first.
        self._set("settings_version", SETTINGS_VERSION)

    # -- play ------------------------------------------------------------------------------------
    @property
    def open_hands(self) -> bool:
        """Teaching mode: every hand visible, no hand-over screen."""
        return self._get("play/open_hands", False, _to_bool)

    @open_hands.setter
    def open_hands(self, value: bool) -> None:
        self._set("play/open_hands", bool(value))

    @property
    def player_names(self) -> list[str]:
        return self._get("play/player_names", ["Ada", "Brunel", "Cort"], _to_str_list)

    @player_names.setter
    def player_names(self, names: list[str]) -> None:
        self._set("play/player_names", list(names))

    # -- view ------------------------------------------------------------------------------------
    @property
    def review_points(self) -> bool:
        """Pause before income and era scoring to show what is about to happen (a table setting, on
        by default for teaching)."""
        return self._get("play/review_points", True, _to_bool)

    @review_points.setter
    def review_points(self, value: bool) -> None:
        self._set("play/review_points", bool(value))

    @property
    def presentation(self) -> bool:
        """Projector mode: bigger board labels and panel fonts."""
        return self._get("view/presentation", False, _to_bool)

    @presentation.setter
    def presentation(self, value: bool) -> None:
        self._set("view/presentation", bool(value))

    @property
    def window_geometry(self) -> QByteArray | None:
        return self._get("view/geometry", None, QByteArray)

    @window_geometry.setter
    def window_geometry(self, value: QByteArray) -> None:
        self._set("view/geometry", value)

    @property
    def window_state(self) -> QByteArray | None:
        return self._get("view/state", None, QByteArray)

    @window_state.setter
    def window_state(self, value: QByteArray) -> None:
        self._set("view/state", value)

    @property
    def language(self) -> str:
        """Locale name such as ``zh_TW``; empty means the system language."""
        return self._get("view/language", "", str)

    @language.setter
    def language(self, value: str) -> None:
        self._set("view/language", value)

    # -- files -----------------------------------------------------------------------------------
    @property
    def last_directory(self) -> str:
        return self._get("files/last_directory", "", str)

    @last_directory.setter
    def last_directory(self, value: str) -> None:
        self._set("files/last_directory", value)

    @property
    def recent_files(self) -> list[str]:
        return self._get("files/recent", [], _to_str_list)

    def add_recent_file(self, path: str) -> None:
        """Put ``path`` first in the recent list (no duplicates, bounded length)."""
        files = [p for p in self.recent_files if p != path]
        self._set("files/recent", ([path] + files)[:MAX_RECENT_FILES])

    def remove_recent_file(self, path: str) -> None:
        """Drop ``path`` from the recent list (it cannot be opened any more)."""
        self._set("files/recent", [p for p in self.recent_files if p != path])
