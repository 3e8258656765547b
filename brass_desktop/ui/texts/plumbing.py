"""Translation plumbing: every user-facing word goes through Qt's translation system.

Templates are marked with ``QT_TRANSLATE_NOOP`` so ``pyside6-lupdate`` extracts them, and
translated when they are used (``translate``), so a language change applies at the next call.
Templates use ``{name}`` placeholders, filled by ``fill``.
"""
from __future__ import annotations

import string
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 (the name lupdate looks for)
    """Mark ``text`` for translation in ``context`` and return it unchanged (typed as ``str``,
    which PySide6's own marker is not)."""
    return text


def translate(context: str, text: str, n: int = -1) -> str:
    """``text`` of ``context`` in the current language."""
    return QCoreApplication.translate(context, text, None, n)


class _Params(dict):  # type: ignore[type-arg]
    """Format mapping that shows a missing parameter as "?" instead of raising."""

    def __missing__(self, key: str) -> str:
        return "?"


_FORMATTER = string.Formatter()


def fill(template: str, params: Mapping[str, Any]) -> str:
    """``template`` with ``{name}`` placeholders filled; missing or bad ones become "?"."""
    try:
        return _FORMATTER.vformat(template, (), _Params(params))
    except (ValueError, IndexError, AttributeError):
        return template


def join_list(items: Iterable[str]) -> str:
    """Items of a list: "a, b, c" in English, "a、b、c" in Chinese."""
    return translate("Punctuation", ", ").join(items)


def placeholders(template: str) -> list[str]:
    """The ``{name}`` placeholders a template asks for, in order."""
    return [name for _, name, _, _ in _FORMATTER.parse(template) if name]


def variant(table: Mapping[str, str], key: str, *qualifiers: str | None) -> str | None:
    """The entry for ``key`` in ``table``, preferring "<qualifier>:<key>" for the first qualifier that has one."""
    for qualifier in qualifiers:
        if qualifier and f"{qualifier}:{key}" in table:
            return table[f"{qualifier}:{key}"]
    return table.get(key)


#: A parameter's worder: (value, the players' names, the game's data) -> its words.
Worder = Callable[[Any, Sequence[str], Any], Any]


def word_param(worders: Mapping[str, Worder], key: str, value: Any, names: Sequence[str], data: Any) -> Any:
    """``value`` in words by the worder of its parameter ``key``; as it is when there is none or it
    does not fit (a sentence then shows the plain value rather than fail)."""
    worder = worders.get(key)
    if worder is None or value is None:
        return value
    try:
        return worder(value, names, data)
    except (TypeError, ValueError, KeyError):
        return value
