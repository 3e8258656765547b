"""The conformance suite: game-neutral checks run for every game and player count
(``conformance_games.games_under_test``).

Seeded self-play with every invariant after every action (the listing is legal and unique, a
rejected action changes nothing, undo/redo restore the exact states, the state is JSON-able,
the record replays to the same end, and the game's own ledgers from test_selfplay), clone
completeness, and what a player may know: views and determinization.
"""
from __future__ import annotations

import dataclasses
import json
import random
from collections import Counter
from collections.abc import Callable
from typing import Any

import pytest

from brass_desktop.engine import (
    Game,
    GameSetup,
    GameState,
    game_from_json,
    record_to_json,
)
from brass_desktop.engine.agents import BUILDER_WEIGHTS, RandomAgent, play_random_game
from brass_desktop.engine.brass.actions import Pass, TakeLoan
from brass_desktop.engine.brass.ruleset import ruleset
from brass_desktop.engine.brass.state import Tile
from brass_desktop.engine.brass.views import unseen
from brass_desktop.engine.core.definition import UNKNOWN
from tests.engine.conformance_games import cases
from tests.engine.test_selfplay import check_invariants

NAMES = ("Ada", "Brunel", "Cort", "Darby", "Eve", "Fox")
CASES = cases()
IDS = [f"{game}-{players}p" for game, players in CASES]
# The game's own bookkeeping checks (money, cubes, cards), run after each action: (game, start money, before, events)
LEDGERS: dict[str, Callable[[Game, int, dict, list[dict]], None]] = {
    "lancashire": check_invariants, "birmingham": check_invariants}


def new_game(game_name: str, players: int, seed: int) -> Game:
    options = ruleset(game_name).options_class()
    return Game.new(GameSetup(players=NAMES[:players], seed=seed, options=options, game=game_name))


def played(game_name: str, players: int, seed: int, actions: int) -> Game:
    game = new_game(game_name, players, seed)
    agent = RandomAgent(seed, BUILDER_WEIGHTS)
    for _ in range(actions):
        if game.is_over():
            break
        game.apply(agent.choose(game))
    return game


def refused(game: Game) -> Any:
    """An action no rule allows now: a card not in hand."""
    player = game.current_player
    assert player is not None
    hand = set(game.state.players[player].hand)
    missing = next(c for c in sorted(game.data.locations) if c not in hand)
    return Pass(missing) if game.state.phase == "action" else TakeLoan(missing, 10)


@pytest.mark.parametrize("seed", [1, 2, 3])
@pytest.mark.parametrize(("game_name", "players"), CASES, ids=IDS)
def test_seeded_self_play_keeps_every_invariant(game_name: str, players: int, seed: int) -> None:
    game = new_game(game_name, players, seed)
    ledger = LEDGERS.get(game_name)
    start_money = sum(p.money for p in game.state.players)
    agent = RandomAgent(seed, BUILDER_WEIGHTS)
    steps = 0
    while not game.is_over():
        legal = game.legal_actions()
        assert legal, "a player must always have a legal action"
        assert len(set(legal)) == len(legal), "each action is listed once"
        for action in legal:
            assert game.explain(action) == (), action
        before = game.state.to_dict()
        bad = refused(game)
        assert game.explain(bad)
        with pytest.raises(ValueError):
            game.apply(bad)
        assert game.state.to_dict() == before
        events = game.apply(agent.choose(game, legal))
        after = game.state.to_dict()
        if ledger is not None:
            ledger(game, start_money, before, events)
        json.dumps(after)
        game.undo()
        assert game.state.to_dict() == before
        game.redo()
        assert game.state.to_dict() == after
        steps += 1
        assert steps < 2000
    replayed = game_from_json(record_to_json(game))
    assert replayed.state.to_dict() == game.state.to_dict()
    assert replayed.outcome() == game.outcome() and game.outcome() is not None


# -- clone completeness ------------------------------------------------------------------------------
def distinctive(value: Any) -> Any:
    """A value of the same shape as ``value`` that no game state holds."""
    if isinstance(value, bool):
        return not value
    if isinstance(value, int):
        return 987654
    if isinstance(value, str):
        return "distinctive"
    if isinstance(value, list):
        return [distinctive(value[0]) if value else "distinctive", "extra"]
    if isinstance(value, dict):
        extra = distinctive(next(iter(value.values()))) if value else 1
        return {"distinctive": extra, **{k: distinctive(v) for k, v in value.items()}}
    if value is None:
        return {"distinctive": 1}
    if dataclasses.is_dataclass(value):
        return dataclasses.replace(value, **{f.name: distinctive(getattr(value, f.name))  # type: ignore[misc,type-var]
                                             for f in dataclasses.fields(value)})
    raise AssertionError(f"no distinctive value for {value!r}")


@pytest.mark.parametrize(("game_name", "players"), CASES, ids=IDS)
def test_every_field_survives_clone_and_to_dict(game_name: str, players: int) -> None:
    game = played(game_name, players, 5, 70)
    state = game.state
    assert state.clone().to_dict() == state.to_dict()
    assert GameState.from_dict(state.to_dict()).to_dict() == state.to_dict()
    for f in dataclasses.fields(GameState):
        changed = state.clone()
        value = getattr(changed, f.name)
        if f.name == "players":
            setattr(changed, f.name, [distinctive(p) for p in value])
        elif f.name == "tiles":
            setattr(changed, f.name, {k: distinctive(t) for k, t in value.items()} | {"x/0": Tile(9, "x", 9, 9, True)})
        else:
            setattr(changed, f.name, distinctive(value))
        copy = changed.clone()
        assert copy.to_dict() == changed.to_dict() != state.to_dict(), f.name
        assert GameState.from_dict(changed.to_dict()).to_dict() == changed.to_dict(), f.name
        # the copy shares no container with the original
        before = copy.to_dict()
        mutate(getattr(changed, f.name))
        assert copy.to_dict() == before, f.name


def mutate(value: Any) -> None:
    """Change every container inside ``value`` in place."""
    if isinstance(value, list):
        for item in value:
            mutate(item)
        value.append("mutated")
    elif isinstance(value, dict):
        for item in value.values():
            mutate(item)
        value["mutated"] = 1
    elif dataclasses.is_dataclass(value):
        for f in dataclasses.fields(value):
            item = getattr(value, f.name)
            if isinstance(item, int) and not isinstance(item, bool):
                setattr(value, f.name, item + 1)
            else:
                mutate(item)


# -- what a player may know --------------------------------------------------------------------------
HIDDEN_CASES = [(g, n, seed, actions) for g, n in CASES for seed, actions in ((1, 0), (2, 25), (3, 60))]
HIDDEN_IDS = [f"{g}-{n}p-s{s}-a{a}" for g, n, s, a in HIDDEN_CASES]


def scramble_hidden(game: Game, player: int) -> GameState:
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
    state.discard[:face_down(game)] = ["changed"] * face_down(game)
    return state


def face_down(game: Game) -> int:
    """Cards face down at the start of the discard pile (Birmingham 1.16, canal era)."""
    starts = ruleset(game.state.game).discard_start > 0 and game.state.era == "canal"
    return len(game.state.players) if starts else 0


@pytest.mark.parametrize(("game_name", "players", "seed", "actions"), HIDDEN_CASES, ids=HIDDEN_IDS)
def test_a_view_hides_exactly_what_the_rules_hide(game_name: str, players: int, seed: int, actions: int) -> None:
    from brass_desktop.engine.brass.views import view_for
    game = played(game_name, players, seed, actions)
    state = game.state
    for player in range(players):
        view = game.view_for(player)
        # nothing hidden shows: changing every hidden item leaves the view as it is
        assert view_for(scramble_hidden(game, player), player).to_dict() == view.to_dict()
        # and everything else does
        assert view.players[player].hand == state.players[player].hand
        for index, p in enumerate(view.players):
            assert len(p.hand) == len(state.players[index].hand)
            assert (p.money, p.vp, p.income_pos, p.stacks) == (state.players[index].money, state.players[index].vp,
                                                               state.players[index].income_pos,
                                                               state.players[index].stacks)
        for name in ("deck", "removed", "rail_deck", "distant_tiles", "rail_distant_tiles"):
            assert getattr(view, name) == [UNKNOWN] * len(getattr(state, name)), name
        hidden = face_down(game)
        assert view.discard == [UNKNOWN] * hidden + state.discard[hidden:]
        public = {k: v for k, v in state.to_dict().items()
                  if k not in ("players", "deck", "removed", "rail_deck", "distant_tiles", "rail_distant_tiles",
                               "discard")}
        assert {k: view.to_dict()[k] for k in public} == public


@pytest.mark.parametrize(("game_name", "players", "seed", "actions"), HIDDEN_CASES, ids=HIDDEN_IDS)
def test_determinize_keeps_the_view_and_the_unseen_items_and_plays_on(game_name: str, players: int, seed: int,
                                                                      actions: int) -> None:
    game = played(game_name, players, seed, actions)
    player = game.current_player
    assert player is not None
    view = game.view_for(player).to_dict()
    hidden = Counter(unseen(game.state, player))
    differed = 0
    for trial in range(3):
        sample = game.determinize(player, random.Random(trial))
        assert sample.view_for(player).to_dict() == view
        assert Counter(unseen(sample.state, player)) == hidden
        differed += sample.state.to_dict() != game.state.to_dict()
        # its setup holds the resampled decks, not the real game's future
        for key in ("canal_deck", "rail_deck", "canal_distant_tiles", "rail_distant_tiles"):
            assert Counter(sample.setup[key]) == Counter(game.setup[key])
        if game.state.era == "canal":
            assert sample.setup["rail_deck"] == sample.state.rail_deck
        assert sample.history == [] and game.state.to_dict() != {}
    assert differed >= 2  # the hidden items were resampled
    sample = game.determinize(player, random.Random(seed))
    start_money = sum(p.money for p in sample.state.players) - sample.state.bank_net
    agent = RandomAgent(seed, BUILDER_WEIGHTS)
    ledger = LEDGERS.get(game_name)
    while not sample.is_over():
        before = sample.state.to_dict()
        events = sample.apply(agent.choose(sample))
        if ledger is not None:
            ledger(sample, start_money, before, events)
    assert sample.outcome() is not None
    assert play_random_game(game.determinize(player, random.Random(99)), seed).is_over()
