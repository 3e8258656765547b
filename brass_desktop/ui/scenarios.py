"""Teacher scenarios shipped in ``resources/scenarios/`` (made by ``tools/make_scenarios.py``).

Each is an ordinary game record stopped just before a moment worth showing; the app opens it as
an untitled game (the shipped file is never written to), and Redo plays the move that was
taken back at the stop point.
"""
from __future__ import annotations

from importlib import resources
from pathlib import Path

from brass_desktop.engine import registered_games
from brass_desktop.ui import texts

SUFFIX = ".brass.json"


def titles() -> dict[str, str]:
    """Menu titles (untranslated) by file stem: each registered game family's words name its own
    scenarios, in the registry's order; a file without a title is listed under its stem."""
    out: dict[str, str] = {}
    for family in dict.fromkeys(texts.family_of(game) for game in registered_games()):
        out.update(texts.words_for(family).scenario_titles)
    return out


def scenarios_dir() -> Path:
    return Path(str(resources.files("brass_desktop.resources").joinpath("scenarios")))


def scenario_files() -> list[Path]:
    """The shipped scenarios in menu order (the order of ``titles()``, then any others by name)."""
    folder = scenarios_dir()
    found = {p.name[:-len(SUFFIX)]: p for p in folder.glob(f"*{SUFFIX}")} if folder.is_dir() else {}
    known = titles()
    order = [stem for stem in known if stem in found] + sorted(set(found) - set(known))
    return [found[stem] for stem in order]


def scenario_title(path: Path) -> str:
    stem = path.name[:-len(SUFFIX)] if path.name.endswith(SUFFIX) else path.stem
    known = titles()
    return texts.translate("Scenario", known[stem]) if stem in known else stem
