"""One seam for the engine's kept tables (issue 41, must-have 3): every table, memo and cache the
engine keeps at module level registers in ``engine/core/caches.py`` (name, bound, ``clear_all``).

Found by inspection: every module of the engine is imported and each module-level mutable
container (dict, list, set, deque), ``Interner`` and ``functools`` cache is either registered or
one of the reviewed constants below, which play must never change.  Emptying every kept table
changes no answer."""
from __future__ import annotations

import collections
import importlib
import pkgutil
from types import ModuleType
from typing import Any

import pytest

import brass_desktop.engine as engine
from brass_desktop.engine import Game, GameSetup, get_game, registered_games
from brass_desktop.engine.agents import BUILDER_WEIGHTS, RandomAgent
from brass_desktop.engine.core import caches
from brass_desktop.engine.core.actions import Interner

#: module-level containers that are no kept table: written once at import, read ever after (reviewed)
CONSTANTS = {
    "brass_desktop.engine._LAZY": "names imported when first read (import time)",
    "brass_desktop.engine._LAZY_RENAMED": "likewise, under another name",
    "brass_desktop.engine.agents.BUILDER_WEIGHTS": "the random agent's kind weights",
    "brass_desktop.engine.brass.actions.ACTION_TYPES": "kind -> action class",
    "brass_desktop.engine.brass.events.BRASS_EVENT_TYPES": "kind -> event TypedDict",
    "brass_desktop.engine.brass.flow.LANCASHIRE_FLOW": "the era flow as data",
    "brass_desktop.engine.brass.flow.BIRMINGHAM_FLOW": "the era flow as data",
    "brass_desktop.engine.brass.flow.ROUND_STEPS": "the steps of a round",
    "brass_desktop.engine.brass.flow.STEPS": "step name -> step",
    "brass_desktop.engine.brass.options.CHOICES": "rule option -> its values",
    "brass_desktop.engine.brass.options.BIRMINGHAM_CHOICES": "rule option -> its values",
    "brass_desktop.engine.brass.probe._PHASE_KINDS": "phase -> the kinds a choice may name",
    "brass_desktop.engine.brass.rules.build_listing._NO_COAL": "the one spelling of a build without coal (shared)",
    "brass_desktop.engine.brass.rules.common.RESOURCE_USED": "resource -> its event kind",
    "brass_desktop.engine.brass.rules.common.RESOURCE_OF": "industry -> the resource its cubes are",
    "brass_desktop.engine.brass.rules.links_listing._NO_BEER": "the beer choices of a pair without beer (shared)",
    "brass_desktop.engine.brass.ruleset.RULESETS": "game -> its Ruleset",
    "brass_desktop.engine.brass.setup._EXPECTED": "setup field kind -> its words",
    "brass_desktop.engine.cli_words._FILE": "the command line's words",
    "brass_desktop.engine.cli_words._RECORD": "the command line's words",
    "brass_desktop.engine.core.caches._KEPT": "the registry itself",
    "brass_desktop.engine.core.record.MIGRATIONS": "record version -> its migration",
    "brass_desktop.engine.core.registry._GAMES": "the registered games (a registry, not a cache)",
    "brass_desktop.engine.core.registry._PACKAGES": "the declared games' packages",
    "brass_desktop.engine.core.registry._ORDER": "the games in registration order",
    "brass_desktop.engine.industria.actions.ACTION_TYPES": "kind -> action class",
    "brass_desktop.engine.industria.definition.INDUSTRIA_EVENT_TYPES": "kind -> event TypedDict",
    "brass_desktop.engine.industria.definition.SETUP_FIELDS": "setup field -> its type",
    "brass_desktop.engine.industria.flow.STEPS": "step name -> step",
    "brass_desktop.engine.industria.options.INDUSTRIA_CHOICES": "rule option -> its values",
}
_CONTAINERS = (dict, list, set, bytearray, collections.deque, Interner)


def _engine_modules() -> list[ModuleType]:
    """Every module of the engine, the deepest first: a table is named by the module that makes it,
    not by a package that re-exports it."""
    names = [info.name for info in pkgutil.walk_packages(engine.__path__, "brass_desktop.engine.")]
    modules = [engine, *(importlib.import_module(name) for name in names)]
    return sorted(modules, key=lambda module: (-module.__name__.count("."), module.__name__))


def _module_tables() -> dict[str, Any]:
    """``module.NAME`` -> each module-level container or cache of the engine, once (where first found)."""
    found: dict[str, Any] = {}
    seen: set[int] = set()
    for module in _engine_modules():
        for name, value in vars(module).items():
            if name.startswith("__"):
                continue
            if not (isinstance(value, _CONTAINERS) or hasattr(value, "cache_clear")):
                continue
            if getattr(value, "__module__", module.__name__) != module.__name__:
                continue  # a cached function imported from another module: found there
            if id(value) not in seen:
                seen.add(id(value))
                found[f"{module.__name__}.{name}"] = value
    return found


def _registered_ids() -> set[int]:
    return {id(entry.table) for entry in caches.kept_tables()}


def test_every_module_level_table_is_registered_or_a_reviewed_constant() -> None:
    tables = _module_tables()
    registered = _registered_ids()
    unknown = sorted(name for name, value in tables.items() if id(value) not in registered and name not in CONSTANTS)
    assert unknown == [], ("register these in engine/core/caches.py (kept(...)), or review them as constants here: "
                           f"{unknown}")
    stale = sorted(name for name in CONSTANTS if name not in tables)
    assert stale == [], f"reviewed constants that are gone: {stale}"
    registered_constants = sorted(name for name in CONSTANTS if id(tables[name]) in registered)
    assert registered_constants == []


def test_every_kept_table_names_its_keys_and_a_fixed_or_bounded_size() -> None:
    entries = caches.kept_tables()
    assert len({entry.name for entry in entries}) == len(entries)
    for entry in entries:
        assert entry.keys, entry.name
        assert entry.bound is None or entry.bound > 0, entry.name
        assert entry.size() >= 0


def _play(game_name: str, seed: int, decisions: int) -> Game:
    definition = get_game(game_name)
    names = ("A", "B", "C", "D")[:definition.max_players]
    return Game.new(GameSetup(players=names, seed=seed, game=game_name, options=definition.options_class()))


def _answers(game: Game) -> tuple[Any, ...]:
    legal = game.legal_actions()
    moves = [(move.kind, move.cards, move.actions()) for move in game.legal_moves()]
    return legal, moves, [game.explain(action) for action in legal[:15]]


@pytest.mark.parametrize("game_name", registered_games())
def test_emptying_every_kept_table_changes_no_answer(game_name: str) -> None:
    weights = BUILDER_WEIGHTS if game_name != "industria" else None
    kept_game, cleared_game = _play(game_name, 11, 0), _play(game_name, 11, 0)
    agent, twin = RandomAgent(11, weights), RandomAgent(11, weights)
    for step in range(120):
        if kept_game.is_over():
            break
        warm = _answers(kept_game)
        caches.clear_all()
        assert all(entry.size() == 0 for entry in caches.kept_tables())
        assert _answers(cleared_game) == warm == _answers(kept_game), step
        agent.play_move(kept_game)
        twin.play_move(cleared_game)
    assert kept_game.state.to_dict() == cleared_game.state.to_dict()


def _constants(tables: dict[str, Any]) -> dict[str, str]:
    """The reviewed constants as text (the registry by its names: its entries' repr counts entries)."""
    return {name: repr(list(tables[name]) if tables[name] is caches._KEPT else tables[name]) for name in CONSTANTS}


def test_play_changes_no_reviewed_constant_and_keeps_every_table_within_its_bound() -> None:
    tables = _module_tables()
    before = _constants(tables)
    for game_name in registered_games():
        game = _play(game_name, 3, 0)
        agent = RandomAgent(3, BUILDER_WEIGHTS if game_name != "industria" else None)
        while not game.is_over():
            actions = game.legal_actions()
            game.preview(actions[0])
            game.explain(actions[-1])
            agent.play_move(game)
            if len(game.history) % 7 == 0:
                game.undo()
                game.redo()
    assert _constants(tables) == before
    for entry in caches.kept_tables():
        if entry.bound is not None:
            assert entry.size() <= entry.bound, entry.name
