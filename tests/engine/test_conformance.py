"""The conformance suite: game-neutral checks run for every game and player count
(``conformance_games.games_under_test``), through the game's definition only.

Seeded self-play with every invariant after every action (the listing is legal and unique, a
rejected action changes nothing, undo/redo restore the exact states, the state is JSON-able,
the record replays to the same end), clone completeness, and what a player may know: views
and determinization.  What only one game knows is a per-game hook (dicts keyed by game name,
below): its ledgers (money, cubes, cards, tiles), how to scramble the items it hides, what its
determinized setup must hold.  A game without a hook still gets every generic check.
"""
from __future__ import annotations

import dataclasses
import json
import random
import typing
from collections import Counter
from collections.abc import Callable
from typing import Any

import pytest

from brass_desktop.engine import Game, GameSetup, game_from_json, get_game, record_to_json
from brass_desktop.engine.agents import BUILDER_WEIGHTS, RandomAgent, play_random_game
from brass_desktop.engine.brass.ruleset import ruleset
from brass_desktop.engine.core.definition import UNKNOWN
from tests.engine.conformance_games import cases
from tests.engine.industria.test_selfplay import Ledger as IndustriaLedger
from tests.engine.preview_check import self_play_previews
from tests.engine.test_selfplay import check_invariants

NAMES = ("Ada", "Brunel", "Cort", "Darby", "Eve", "Fox")
CASES = cases()
IDS = [f"{game}-{players}p" for game, players in CASES]

Check = Callable[[Game, dict, list[dict]], None]  # (game, state dict before, events) after each action


# -- per-game hooks ----------------------------------------------------------------------------------
def brass_ledger(game: Game) -> Check:
    """Brass money, cubes and cards (test_selfplay.check_invariants), from the position given."""
    start_money = sum(p.money for p in game.state.players) - game.state.bank_net
    return lambda g, before, events: check_invariants(g, start_money, before, events)


def brass_face_down(state: Any) -> int:
    """Cards face down at the start of the discard pile (Birmingham 1.16, canal era)."""
    starts = ruleset(state.game).discard_start > 0 and state.era == "canal"
    return len(state.players) if starts else 0


def brass_scramble(game: Game, player: int) -> Any:
    """The state with every item hidden from ``player`` changed (by the rules, not by the view code)."""
    state = game.state.clone()
    for index, p in enumerate(state.players):
        if index != player:
            p.hand = ["wild_location" if c == "wild_location" else "wild_industry" if c == "wild_industry"
                      else "changed" for c in p.hand]
    state.deck = ["changed"] * len(state.deck)
    state.removed = ["changed"] * len(state.removed)
    state.rail_deck = ["changed"] * len(state.rail_deck)
    state.distant_tiles = [99] * len(state.distant_tiles)
    state.rail_distant_tiles = [99] * len(state.rail_distant_tiles)
    state.discard[:brass_face_down(state)] = ["changed"] * brass_face_down(state)
    return state


def brass_setup(game: Game, sample: Game) -> None:
    """The determinized setup deals this era from the resampled state (the rail deck as resampled)."""
    if game.state.era == "canal":
        assert sample.setup["rail_deck"] == sample.state.rail_deck


def industria_scramble(game: Game, player: int) -> Any:
    """Industria hides the face-down stacks and, with hidden hands, the other players' hands."""
    state = game.state.clone()
    state.stacks = {e: ("changed",) * len(stack) for e, stack in state.stacks.items()}
    if not state.hands_open:
        for index, p in enumerate(state.players):
            if index != player:
                p.hand = ("changed",) * len(p.hand)
    return state


def industria_setup(game: Game, sample: Game) -> None:
    """Each stack of the determinized setup ends with the resampled stack, in its order."""
    for epoch, stack in sample.state.stacks.items():
        assert sample.setup["stacks"][epoch][len(sample.setup["stacks"][epoch]) - len(stack):] == list(stack)


LEDGERS: dict[str, Callable[[Game], Check]] = {
    "lancashire": brass_ledger, "birmingham": brass_ledger, "industria": IndustriaLedger}
SCRAMBLE: dict[str, Callable[[Game, int], Any]] = {
    "lancashire": brass_scramble, "birmingham": brass_scramble, "industria": industria_scramble}
SETUP_CHECKS: dict[str, Callable[[Game, Game], None]] = {
    "lancashire": brass_setup, "birmingham": brass_setup, "industria": industria_setup}
# Brass self-play reaches more rule situations when it builds, links and sells more than it loans.
WEIGHTS: dict[str, dict[str, float]] = {"lancashire": BUILDER_WEIGHTS, "birmingham": BUILDER_WEIGHTS}
#: an ``unseen`` entry -> the hidden value it stands for (Brass tags each entry with its pool)
UNSEEN_VALUE: dict[str, Callable[[Any], Any]] = {
    "lancashire": lambda u: u.split(":", 1)[1], "birmingham": lambda u: u.split(":", 1)[1]}


def no_check(game: Game) -> Check:
    return lambda g, before, events: None


# -- helpers -----------------------------------------------------------------------------------------
def new_game(game_name: str, players: int, seed: int) -> Game:
    options = get_game(game_name).options_class()
    return Game.new(GameSetup(players=NAMES[:players], seed=seed, options=options, game=game_name))


def agent_for(game_name: str, seed: int) -> RandomAgent:
    return RandomAgent(seed, WEIGHTS.get(game_name))


def played(game_name: str, players: int, seed: int, actions: int) -> Game:
    game = new_game(game_name, players, seed)
    agent = agent_for(game_name, seed)
    for _ in range(actions):
        if game.is_over():
            break
        game.apply(agent.choose(game))
    return game


def odd(value: Any) -> Any:
    """A field value no rule accepts: text no game uses, a whole number far out of range."""
    if isinstance(value, bool):
        return value
    if isinstance(value, int):
        return -987654
    if isinstance(value, str):
        return "no-such-thing"
    if isinstance(value, tuple):
        return (*value, "no-such-thing")
    return value


def refused(game: Game, legal: list[Any]) -> Any:
    """An action no rule allows now, made from a listed one by changing one field (or None)."""
    for action in legal:
        for f in dataclasses.fields(action):
            bad = dataclasses.replace(action, **{f.name: odd(getattr(action, f.name))})
            if bad not in legal and game.explain(bad):
                return bad
    return None


@pytest.mark.parametrize("seed", [1, 2, 3])
@pytest.mark.parametrize(("game_name", "players"), CASES, ids=IDS)
def test_seeded_self_play_keeps_every_invariant(game_name: str, players: int, seed: int) -> None:
    game = new_game(game_name, players, seed)
    ledger = LEDGERS.get(game_name, no_check)(game)
    agent = agent_for(game_name, seed)
    steps = refusals = 0
    while not game.is_over():
        legal = game.legal_actions()
        assert legal, "a player must always have a legal action"
        assert len(set(legal)) == len(legal), "each action is listed once"
        for action in legal:
            assert game.explain(action) == (), action
        before = game.state.to_dict()
        bad = refused(game, legal)
        if bad is not None:
            refusals += 1
            with pytest.raises(ValueError):
                game.apply(bad)
            assert game.state.to_dict() == before and game.legal_actions() == legal
        events = game.apply(agent.choose(game, legal))
        after = game.state.to_dict()
        ledger(game, before, events)
        json.dumps(after)
        game.undo()
        assert game.state.to_dict() == before
        game.redo()
        assert game.state.to_dict() == after
        steps += 1
        assert steps < 2000
    assert refusals > steps // 2  # most positions had a refused action to try
    replayed = game_from_json(record_to_json(game))
    assert replayed.state.to_dict() == game.state.to_dict()
    assert replayed.outcome() == game.outcome() and game.outcome() is not None


# -- clone completeness ------------------------------------------------------------------------------
def example(kind: Any) -> Any:
    """A value of type ``kind`` that no game state holds (for empty containers and None fields)."""
    args = [a for a in typing.get_args(kind) if a is not type(None)]
    origin = typing.get_origin(kind)
    if kind is bool:
        return True
    if kind is int:
        return 987654
    if kind is str or kind is Any:
        return "distinctive"
    if origin is list:
        return [example(args[0] if args else Any)]
    if origin is tuple:  # tuple[X, ...]: shared between clones, never changed in place
        return (example(args[0] if args else Any),)
    if origin is dict:
        return {"distinctive": example(args[1] if args else Any)}
    if dataclasses.is_dataclass(kind):
        hints = typing.get_type_hints(kind)
        return kind(**{f.name: example(hints[f.name]) for f in dataclasses.fields(kind)})  # type: ignore[operator]
    if args:  # X | None, Union[...]: a value of the first type that is not None
        return example(args[0])
    return {"distinctive": 1}  # an untyped plain field


def distinctive(value: Any, kind: Any = Any) -> Any:
    """A value of the same shape as ``value`` (of type ``kind``) that no game state holds."""
    args = typing.get_args(kind)
    if isinstance(value, bool):
        return not value
    if isinstance(value, int):
        return 987654
    if isinstance(value, str):
        return "distinctive"
    if isinstance(value, list):
        item = args[0] if typing.get_origin(kind) is list and args else Any
        if value and dataclasses.is_dataclass(value[0]):  # e.g. the players: each changed in place
            return [distinctive(v, type(v)) for v in value]
        return [distinctive(value[0], item) if value else example(item), "extra"]
    if isinstance(value, tuple):  # an immutable sequence (a Brass stack of levels)
        item = args[0] if typing.get_origin(kind) is tuple and args else Any
        first = distinctive(value[0], item) if value else example(item)
        return (first, first)
    if isinstance(value, dict):
        item = args[1] if typing.get_origin(kind) is dict and len(args) == 2 else Any
        extra = distinctive(next(iter(value.values())), item) if value else example(item)
        return {"distinctive": extra, **{k: distinctive(v, item) for k, v in value.items()}}
    if value is None:
        return example(kind)
    if dataclasses.is_dataclass(value):
        hints = typing.get_type_hints(type(value))
        return dataclasses.replace(value, **{f.name: distinctive(getattr(value, f.name), hints[f.name])  # type: ignore[misc,type-var]
                                             for f in dataclasses.fields(value)})
    raise AssertionError(f"no distinctive value for {value!r}")


@pytest.mark.parametrize(("game_name", "players"), CASES, ids=IDS)
def test_every_field_survives_clone_and_to_dict(game_name: str, players: int) -> None:
    game = played(game_name, players, 5, 70)
    state = game.state
    state_class: Any = type(state)
    assert state.clone().to_dict() == state.to_dict()
    assert state_class.from_dict(state.to_dict()).to_dict() == state.to_dict()
    hints = typing.get_type_hints(state_class)
    for f in dataclasses.fields(state_class):
        changed = state.clone()
        setattr(changed, f.name, distinctive(getattr(changed, f.name), hints[f.name]))
        copy = changed.clone()
        assert copy.to_dict() == changed.to_dict() != state.to_dict(), f.name
        assert state_class.from_dict(changed.to_dict()).to_dict() == changed.to_dict(), f.name
        # the copy shares no container with the original
        before = copy.to_dict()
        mutate(getattr(changed, f.name))
        assert copy.to_dict() == before, f.name


def _frozen(value: Any) -> bool:
    kind: Any = type(value)
    return bool(kind.__dataclass_params__.frozen)


def mutate(value: Any) -> None:
    """Change every container inside ``value`` in place (immutable values, which clones may
    share: tuples and frozen dataclasses such as a Brass tile, cannot change and are left)."""
    if isinstance(value, list):
        for item in value:
            mutate(item)
        value.append("mutated")
    elif isinstance(value, dict):
        for item in value.values():
            mutate(item)
        value["mutated"] = 1
    elif dataclasses.is_dataclass(value) and not _frozen(value):
        for f in dataclasses.fields(value):
            item = getattr(value, f.name)
            if isinstance(item, int) and not isinstance(item, bool):
                setattr(value, f.name, item + 1)
            else:
                mutate(item)


# -- what a player may know --------------------------------------------------------------------------
HIDDEN_CASES = [(g, n, seed, actions) for g, n in CASES for seed, actions in ((1, 0), (2, 25), (3, 60))]
HIDDEN_IDS = [f"{g}-{n}p-s{s}-a{a}" for g, n, s, a in HIDDEN_CASES]


def hidden_values(state: Any, view: Any) -> list[Any]:
    """The state's values at every place the view shows UNKNOWN; every other place must show the
    state's own value (lists keep their length, dicts their keys)."""
    if view == UNKNOWN and state != UNKNOWN:
        return [state]
    if isinstance(state, dict):
        assert isinstance(view, dict) and view.keys() == state.keys()
        return [v for k in state for v in hidden_values(state[k], view[k])]
    if isinstance(state, list):
        assert isinstance(view, list) and len(view) == len(state)
        if any(isinstance(v, (dict, list)) for v in state):
            return [v for a, b in zip(state, view, strict=False) for v in hidden_values(a, b)]
        # a list of items (a hand, a stack) may be shown in another order: as a multiset
        shown = Counter(str(v) for v in view if v != UNKNOWN)
        held = Counter(str(v) for v in state)
        assert not shown - held, (state, view)
        return list((held - shown).elements())
    assert view == state
    return []


@pytest.mark.parametrize(("game_name", "players", "seed", "actions"), HIDDEN_CASES, ids=HIDDEN_IDS)
def test_a_view_hides_exactly_what_the_rules_hide(game_name: str, players: int, seed: int, actions: int) -> None:
    game = played(game_name, players, seed, actions)
    definition = game.definition
    unseen_value = UNSEEN_VALUE.get(game_name, lambda u: u)
    scramble = SCRAMBLE.get(game_name)
    for player in range(players):
        view = game.view_for(player)
        # what the view hides is exactly the multiset ``unseen`` names; everything else shows as it is
        hidden = hidden_values(game.state.to_dict(), view.to_dict())
        assert Counter(str(v) for v in hidden) == Counter(str(unseen_value(u))
                                                           for u in definition.unseen(game.state, player))
        # nothing hidden shows: changing every hidden item leaves the view as it is
        if scramble is not None:
            assert definition.view_for(scramble(game, player), player).to_dict() == view.to_dict()


@pytest.mark.parametrize(("game_name", "players", "seed", "actions"), HIDDEN_CASES, ids=HIDDEN_IDS)
def test_determinize_keeps_the_view_and_the_unseen_items_and_plays_on(game_name: str, players: int, seed: int,
                                                                      actions: int) -> None:
    game = played(game_name, players, seed, actions)
    player = game.current_player
    assert player is not None
    definition = game.definition
    view = game.view_for(player).to_dict()
    hidden = Counter(definition.unseen(game.state, player))
    differed = 0
    for trial in range(3):
        sample = game.determinize(player, random.Random(trial))
        assert sample.view_for(player).to_dict() == view
        assert Counter(definition.unseen(sample.state, player)) == hidden
        differed += sample.state.to_dict() != game.state.to_dict()
        assert sample.setup["seed"] != game.setup["seed"] or game.setup["seed"] == 0  # the seed deals the cards
        # its setup is one a record could hold, with the real setup's multisets (the draws resampled)
        definition.check_setup(sample.setup)
        same_multisets({**sample.setup, "seed": 0}, {**game.setup, "seed": 0})
        SETUP_CHECKS.get(game_name, lambda g, s: None)(game, sample)
        assert sample.history == []
    assert differed >= 2  # the hidden items were resampled
    sample = game.determinize(player, random.Random(seed))
    agent = agent_for(game_name, seed)
    ledger = LEDGERS.get(game_name, no_check)(sample)
    while not sample.is_over():
        before = sample.state.to_dict()
        ledger(sample, before, sample.apply(agent.choose(sample)))
    assert sample.outcome() is not None
    assert play_random_game(game.determinize(player, random.Random(99)), seed).is_over()


def same_multisets(a: Any, b: Any) -> None:
    """``a`` and ``b`` hold the same items: lists as multisets, dicts key by key, the rest equal."""
    if isinstance(a, list):
        assert isinstance(b, list) and Counter(map(str, a)) == Counter(map(str, b))
    elif isinstance(a, dict):
        assert isinstance(b, dict) and a.keys() == b.keys()
        for key in a:
            same_multisets(a[key], b[key])
    else:
        assert a == b


# -- preview = outcome (issue 38) ---------------------------------------------------------------------
PREVIEW_SEEDS = (0, 1)
MIN_PREVIEWS = 1000  # per game, over its player counts


@pytest.mark.parametrize(("game_name", "players"), CASES, ids=IDS)
def test_every_preview_equals_the_outcome(game_name: str, players: int) -> None:
    """Seeded self-play; at every decision up to three listed actions of each kind are previewed
    and applied to a copy: every number the preview states is the position after (preview_check)."""
    definition = get_game(game_name)
    counts = definition.max_players - definition.min_players + 1
    previews, wrong = 0, []
    for seed in PREVIEW_SEEDS:
        for game, action, found in self_play_previews(game_name, players, seed, every=1, per_kind=3):
            previews += 1
            if found:
                wrong.append((game.definition.describe_position(game.state), action, found))
    assert wrong[:3] == [], f"{len(wrong)} of {previews} previews differ from the outcome"
    assert previews * counts >= MIN_PREVIEWS
