"""Every event a game emits has exactly the keys (and value types) of the type its definition
declares for its kind (``GameDefinition.event_types``, core/events.py), for every registered game
and player count (conformance_games): a new game gets the check on its first day."""
from __future__ import annotations

import types
import typing
from collections import Counter
from collections.abc import Mapping
from typing import Any, Literal, TypedDict

import pytest

from brass_desktop.engine import (
    BRASS_EVENT_TYPES,
    INDUSTRIA_EVENT_TYPES,
    ActionEvent,
    BirminghamOptions,
    Event,
    Game,
    GameSetup,
    RuleOptions,
    declare_events,
    get_game,
    registered_games,
)
from brass_desktop.engine.agents import BUILDER_WEIGHTS, RandomAgent
from brass_desktop.engine.brass.events import Developed, ResourceUsed
from tests.engine.conformance_games import cases

NAMES = ("Ada", "Brunel", "Cort", "Darby", "Eve", "Fox")
CASES = cases()
IDS = [f"{game}-{players}p" for game, players in CASES]
SCALARS = (int, str, bool, float)


def value_problems(value: Any, hint: Any, where: str) -> list[str]:
    """Why ``value`` is not of the declared type ``hint`` (empty when it is)."""
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if hint is Any:
        return []
    if hint is type(None):
        return [] if value is None else [f"{where}: {value!r} is not None"]
    if origin is Literal:
        return [] if value in args and type(value) in {type(a) for a in args} else [f"{where}: {value!r} not in {args}"]
    if origin in (typing.Union, types.UnionType):
        fits = any(not value_problems(value, a, where) for a in args)
        return [] if fits else [f"{where}: {value!r} is none of {args}"]
    if typing.is_typeddict(hint):
        return key_problems(value, hint, where)
    if origin is list:
        if not isinstance(value, list):
            return [f"{where}: {value!r} is not a list"]
        return [p for i, v in enumerate(value) for p in value_problems(v, args[0], f"{where}[{i}]")]
    if origin is dict:
        if not isinstance(value, dict):
            return [f"{where}: {value!r} is not a dict"]
        return [p for k, v in value.items()
                for p in value_problems(k, args[0], f"{where} key") + value_problems(v, args[1], f"{where}[{k!r}]")]
    if hint in SCALARS:
        # bool is an int in Python; a declared int must not be a bool (nor the other way round)
        return [] if type(value) is hint or (hint is float and type(value) is int) else [
            f"{where}: {value!r} is not {hint.__name__}"]
    raise AssertionError(f"{where}: the check knows no type {hint!r}")


def key_problems(value: Any, declared: Any, where: str) -> list[str]:
    """Why the dict ``value`` does not have exactly the keys (and value types) of the TypedDict ``declared``."""
    if not isinstance(value, dict):
        return [f"{where}: {value!r} is not a dict"]
    required, optional = declared.__required_keys__, declared.__optional_keys__
    problems = [f"{where}: missing {k!r}" for k in sorted(required - set(value))]
    problems += [f"{where}: undeclared {k!r}" for k in sorted(set(value) - required - optional)]
    hints = typing.get_type_hints(declared)
    return problems + [p for k, v in value.items() if k in hints for p in value_problems(v, hints[k], f"{where}.{k}")]


def event_problems(event: Event, event_types: Mapping[str, type]) -> list[str]:
    """Why ``event`` does not fit the type declared for its kind."""
    kind = event.get("type")
    declared = event_types.get(str(kind))
    if declared is None:
        return [f"event kind {kind!r} is not declared"]
    return key_problems(event, declared, str(kind))


# Per-game hooks: rule options under which a game emits its rarer events.
VARIANTS: dict[str, tuple[Any, ...]] = {
    "lancashire": (RuleOptions(shortfall_without_tiles="lose_vp"),),  # D6: vp_lost
    "birmingham": (BirminghamOptions(starter=True),),  # 9.1-9.2: starter_scored
}
# Brass self-play reaches more rule situations when it builds, links and sells more than it loans.
WEIGHTS: dict[str, dict[str, float]] = {"lancashire": BUILDER_WEIGHTS, "birmingham": BUILDER_WEIGHTS}
FAMILIES = sorted({get_game(name).family for name in registered_games()})


def self_play_events(game_name: str, players: int, seed: int, options: Any = None,
                     weights: dict[str, float] | None = None) -> list[Event]:
    """Every event of one seeded self-play game (default options unless given)."""
    options = get_game(game_name).options_class() if options is None else options
    game = Game.new(GameSetup(players=NAMES[:players], seed=seed, options=options, game=game_name))
    agent = RandomAgent(seed, weights)
    events: list[Event] = []
    while not game.is_over():
        events.extend(game.apply(agent.choose(game)))
        assert len(game.history) < 3000
    return events


@pytest.mark.parametrize(("game_name", "players"), CASES, ids=IDS)
def test_every_event_of_self_play_has_exactly_its_declared_keys(game_name: str, players: int) -> None:
    declared = get_game(game_name).event_types
    kinds: Counter[str] = Counter()
    for seed in (1, 2):
        for event in self_play_events(game_name, players, seed, weights=WEIGHTS.get(game_name)):
            assert event_problems(event, declared) == [], event
            kinds[str(event["type"])] += 1
    # the kinds every game has: the core's action event, and its end
    assert kinds["action"] > 50 and kinds["game_ended"] == 2


@pytest.mark.parametrize("family", FAMILIES)
def test_every_declared_kind_is_emitted_and_fits(family: str) -> None:
    """No stale declaration: each kind a family declares occurs in its games' self-play (fewest and
    most players, random and builder-weighted play, default options and those of ``VARIANTS``)."""
    declared: set[str] = set()
    seen: set[str] = set()
    for name in registered_games():
        definition = get_game(name)
        if definition.family != family:
            continue
        declared |= set(definition.event_types)
        plays = {(options, players, weighted) for options in (None, *VARIANTS.get(name, ()))
                 for players in (definition.min_players, definition.max_players)
                 for weighted in ({False, name in WEIGHTS})}
        for options, players, weighted in sorted(plays, key=repr):
            for event in self_play_events(name, players, 1, options, WEIGHTS[name] if weighted else None):
                assert event_problems(event, definition.event_types) == [], event
                seen.add(str(event["type"]))
    assert sorted(declared - seen) == []


@pytest.mark.parametrize("game_name", registered_games())
def test_a_definition_declares_its_reveal_events_and_each_kind_once(game_name: str) -> None:
    definition = get_game(game_name)
    assert definition.REVEAL_EVENTS <= set(definition.event_types)
    assert definition.event_types["action"] is ActionEvent
    for kind, declared in definition.event_types.items():
        assert typing.is_typeddict(declared)
        hints = typing.get_type_hints(declared)
        assert kind in typing.get_args(hints["type"]) and "type" in declared.__required_keys__


def test_the_families_declare_the_same_kinds_as_before() -> None:
    # the 31 Brass and 19 Industria event kinds the untyped engine emitted, plus the core's "action"
    assert len(BRASS_EVENT_TYPES) == 32 and len(INDUSTRIA_EVENT_TYPES) == 20
    assert {k for k, t in BRASS_EVENT_TYPES.items() if t is ResourceUsed} == {"coal_used", "iron_used", "beer_used"}
    assert Developed.__optional_keys__ == {"bonus"}
    assert get_game("lancashire").event_types is get_game("birmingham").event_types is BRASS_EVENT_TYPES


def test_the_check_catches_a_drifted_event() -> None:
    built = {"type": "tile_built", "player": 0, "slot": "bolton/0", "industry": "coal", "level": 1,
             "cards": ["bolton"], "replaced": None}
    assert event_problems(built, BRASS_EVENT_TYPES) == []
    assert event_problems({**built, "replaced": {"owner": 1, "industry": "coal", "level": 2}}, BRASS_EVENT_TYPES) == []
    missing = {k: v for k, v in built.items() if k != "level"}
    assert event_problems(missing, BRASS_EVENT_TYPES) == ["tile_built: missing 'level'"]
    assert event_problems({**built, "lvl": 1}, BRASS_EVENT_TYPES) == ["tile_built: undeclared 'lvl'"]
    assert event_problems({**built, "player": True}, BRASS_EVENT_TYPES) == ["tile_built.player: True is not int"]
    assert event_problems({**built, "cards": ["bolton", 3]}, BRASS_EVENT_TYPES) == ["tile_built.cards[1]: 3 is not str"]
    (problem,) = event_problems({**built, "replaced": {"owner": 1}}, BRASS_EVENT_TYPES)
    assert problem.startswith("tile_built.replaced: {'owner': 1} is none of")
    unknown = event_problems({"type": "no_such_event"}, BRASS_EVENT_TYPES)
    assert unknown == ["event kind 'no_such_event' is not declared"]
    vp = {"type": "vp", "player": 1, "amount": 3, "source": "money", "coins": 9}
    assert event_problems(vp, INDUSTRIA_EVENT_TYPES) == []
    assert event_problems({**vp, "coins": "9"}, INDUSTRIA_EVENT_TYPES) == ["vp.coins: '9' is not int"]


def test_declare_events_refuses_a_kind_twice_and_a_type_without_its_kind() -> None:
    class Twice(TypedDict):
        type: Literal["action"]

    class NoKind(TypedDict):
        player: int

    with pytest.raises(TypeError, match="'action' declared twice"):
        declare_events(Twice)
    with pytest.raises(TypeError, match="NoKind has no type"):
        declare_events(NoKind)
    assert set(declare_events()) == {"action"}
