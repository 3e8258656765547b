"""The in-app rules reference: one short entry per numbered rule of each game, in each language.

The texts live in ``resources/rules/<game>.<language>.json`` (long texts, not UI strings: see
docs/translations.md).  Each file holds the same sections and rule ids as the game's English
file, in the order of the numbered rules the engine cites (``ui/rule_links.py``), plus a glossary
of the map symbols.  This module only reads and searches them; the dialog is
``ui/dialogs/rules_dialog.py``.
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from importlib import resources
from pathlib import Path

from brass_desktop import i18n
from brass_desktop.engine import registered_games

#: Games that have a rules reference (resources/rules/<game>.en.json), in the registry's order.
GAMES = tuple(g for g in registered_games()
              if resources.files("brass_desktop.resources").joinpath("rules").joinpath(f"{g}.en.json").is_file())


@dataclass(frozen=True)
class Rule:
    id: str
    title: str
    text: str
    section: str  # the id of its section


@dataclass(frozen=True)
class Section:
    id: str
    title: str
    rules: tuple[Rule, ...]


@dataclass(frozen=True)
class GlossaryEntry:
    symbol: str  # a map-key symbol (a name the game's board key draws) or "industry:<id>"
    term: str
    text: str


@dataclass(frozen=True)
class Reference:
    game: str
    language: str
    title: str
    sections: tuple[Section, ...]
    glossary: tuple[GlossaryEntry, ...]

    def rules(self) -> list[Rule]:
        """Every rule in the order of the rule book."""
        return [rule for section in self.sections for rule in section.rules]

    def rule(self, rule_id: str) -> Rule | None:
        return next((r for r in self.rules() if r.id == rule_id), None)

    def search(self, query: str) -> list[Rule]:
        """Rules whose id, title or text contains every word of ``query`` (case-insensitive)."""
        words = query.casefold().split()
        return [r for r in self.rules() if all(w in f"{r.id} {r.title} {r.text}".casefold() for w in words)]


def rules_dir() -> Path:
    return Path(str(resources.files("brass_desktop.resources").joinpath("rules")))


def reference_path(game: str, language: str) -> Path:
    return rules_dir() / f"{game}.{language}.json"


@cache
def load_reference(game: str, language: str | None = None) -> Reference:
    """The rules reference of ``game`` in ``language`` (default: the interface language; English
    where a language has no file)."""
    language = language or i18n.current_language()
    path = reference_path(game, language)
    if not path.is_file():
        path, language = reference_path(game, i18n.ENGLISH), i18n.ENGLISH
    raw = json.loads(path.read_text(encoding="utf-8"))
    sections = tuple(
        Section(s["id"], s["title"], tuple(Rule(r["id"], r["title"], r["text"], s["id"]) for r in s["rules"]))
        for s in raw["sections"])
    glossary = tuple(GlossaryEntry(g["symbol"], g["term"], g["text"]) for g in raw.get("glossary", ()))
    return Reference(game, language, raw["title"], sections, glossary)
