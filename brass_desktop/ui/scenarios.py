"""Teacher scenarios shipped in ``resources/scenarios/`` (made by ``tools/make_scenarios.py``).

Each is an ordinary game record stopped just before a moment worth showing; the app opens it as
an untitled game (the shipped file is never written to), and Redo plays the move that was
taken back at the stop point.
"""
from __future__ import annotations

from importlib import resources
from pathlib import Path

from brass_desktop.ui import texts
from brass_desktop.ui.texts import QT_TRANSLATE_NOOP

SUFFIX = ".brass.json"
# Menu titles by file stem; a file without a title here is listed under its stem.
TITLES = {
    "lancashire-canal-era-end": QT_TRANSLATE_NOOP("Scenario", "Lancashire: the canal era is about to be scored"),
    "birmingham-canal-era-end": QT_TRANSLATE_NOOP("Scenario", "Birmingham: the canal era is about to be scored"),
    "lancashire-shortfall": QT_TRANSLATE_NOOP("Scenario", "Lancashire: income is due and a player cannot pay"),
    "birmingham-shortfall": QT_TRANSLATE_NOOP("Scenario", "Birmingham: income is due and a player cannot pay"),
    "lancashire-distant-market": QT_TRANSLATE_NOOP("Scenario", "Lancashire: a sale to the distant market"),
    "lancashire-double-rail": QT_TRANSLATE_NOOP("Scenario", "Lancashire: a turn that builds two rails"),
    "birmingham-double-rail": QT_TRANSLATE_NOOP("Scenario", "Birmingham: a turn that builds two rails"),
    "industria-auction": QT_TRANSLATE_NOOP("Scenario", "Industria: an auction with bids made: sell or keep?"),
}


def scenarios_dir() -> Path:
    return Path(str(resources.files("brass_desktop.resources").joinpath("scenarios")))


def scenario_files() -> list[Path]:
    """The shipped scenarios in menu order (the order of ``TITLES``, then any others by name)."""
    folder = scenarios_dir()
    found = {p.name[:-len(SUFFIX)]: p for p in folder.glob(f"*{SUFFIX}")} if folder.is_dir() else {}
    order = [stem for stem in TITLES if stem in found] + sorted(set(found) - set(TITLES))
    return [found[stem] for stem in order]


def scenario_title(path: Path) -> str:
    stem = path.name[:-len(SUFFIX)] if path.name.endswith(SUFFIX) else path.stem
    return texts.translate("Scenario", str(TITLES[stem])) if stem in TITLES else stem
