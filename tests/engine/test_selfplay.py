"""Brass ledgers over seeded random games: invariants checked after every action.

The game-neutral checks with every listed action explained, for every game and player count,
run in test_conformance.py (which uses ``check_invariants`` below as the Brass ledger).

After each action: money is conserved (player money == start money + the bank's net
payments, and every player's money change equals the money events for that player), cubes
are conserved, every card is accounted for, every listed legal action explains as legal,
undo restores the exact state and redo the exact next state, the state is JSON-able, and
at the end the record replays to an identical state.
"""
from __future__ import annotations

import json
from collections import Counter

import pytest

from brass_desktop.engine import Game, GameSetup, RuleOptions, TakeLoan, game_from_json, record_to_json
from brass_desktop.engine.agents import BUILDER_WEIGHTS, RandomAgent
from brass_desktop.engine.brass.actions import WILD_CARDS, Pass
from brass_desktop.engine.brass.options import BirminghamOptions

NAMES = ("Ada", "Brunel", "Cort", "Darby")


def cards_in_play(game: Game) -> Counter:
    state = game.state
    counter = Counter(state.deck) + Counter(state.discard) + Counter(state.removed)
    for p in state.players:
        counter += Counter(c for c in p.hand if c not in WILD_CARDS)  # wild cards are never in the deck
    return counter


def era_deck(game: Game) -> Counter:
    key = "canal_deck" if game.state.era == "canal" else "rail_deck"
    return Counter(game.setup[key])


HOLDER = {"coal": "coal", "iron": "iron", "beer": "brewery"}


def cube_totals(game: Game, resource: str) -> int:
    """Cubes (or barrels) on tiles plus in the market, minus what the market held at the start."""
    state = game.state
    on_tiles = sum(t.cubes for t in state.tiles.values() if t.industry == HOLDER[resource])
    if resource == "beer":
        return on_tiles
    spaces = state.market_spaces(resource)
    return on_tiles + state.market_cubes(resource) - min(game.data.markets[resource].initial, spaces)


def check_invariants(game: Game, start_money: int, before: dict, events: list[dict]) -> None:
    state = game.state
    # money: conserved against the bank's ledger, and each change explained by events
    assert sum(p.money for p in state.players) == start_money + state.bank_net
    deltas = Counter()
    for e in events:
        if e["type"] == "money":
            deltas[e["player"]] += e["amount"]
    for i, p in enumerate(state.players):
        assert p.money - before["players"][i]["money"] == deltas[i]
    # cubes: tiles + market == the market's start + cubes brought into play (taken ones leave)
    for resource in ("coal", "iron", "beer"):
        assert cube_totals(game, resource) == state.cubes_created.get(resource, 0)
    for resource in ("coal", "iron"):
        assert 0 <= state.market_cubes(resource) <= state.market_spaces(resource)
    assert all(m["beer"] in (0, 1) for m in state.merchants)
    assert all(t.cubes >= 0 for t in state.tiles.values())
    # cards: every card of this era's deck is somewhere, exactly once
    assert cards_in_play(game) == era_deck(game)
    assert all(len(p.hand) <= game.data.hand_size for p in state.players)
    # income track bounds; link tiles
    for p in state.players:
        assert 0 <= p.income_pos < len(game.data.income_by_position)
        assert 0 <= p.links_left <= 14
        assert p.links_left == 14 - sum(1 for o in state.links.values() if o == state.players.index(p))
    json.dumps(state.to_dict())


def play_checked(players: int, seed: int, options=None, check_all_legal: bool = True,
                 check_undo: bool = True, game_name: str = "lancashire") -> Game:
    if options is None:
        options = BirminghamOptions() if game_name == "birmingham" else RuleOptions()
    game = Game.new(GameSetup(players=NAMES[:players], seed=seed, options=options, game=game_name))
    start_money = sum(p.money for p in game.state.players)
    agent = RandomAgent(seed, BUILDER_WEIGHTS)
    steps = 0
    while not game.is_over():
        legal = game.legal_actions()
        assert legal, "a player must always have a legal action"
        assert len(set(legal)) == len(legal), "each action is listed once"
        if check_all_legal:
            for action in legal:
                assert game.explain(action) == (), action
        action = agent.choose(game, legal)
        before = game.state.to_dict()
        # an illegal variant of the action (a card not in hand) changes nothing
        hand = set(game.state.players[game.current_player].hand)
        missing = next(c for c in sorted(game.data.locations) if c not in hand)
        bad = Pass(missing) if game.state.phase == "action" else TakeLoan(missing, 10)
        assert game.explain(bad)
        with pytest.raises(ValueError):
            game.apply(bad)
        assert game.state.to_dict() == before
        events = game.apply(action)
        after = game.state.to_dict()
        check_invariants(game, start_money, before, events)
        if check_undo:
            game.undo()
            assert game.state.to_dict() == before
            game.redo()
            assert game.state.to_dict() == after
        steps += 1
        assert steps < 2000
    # the record replays to the identical final state
    replayed = game_from_json(record_to_json(game))
    assert replayed.state.to_dict() == game.state.to_dict()
    assert replayed.outcome() == game.outcome()
    return game


@pytest.mark.parametrize("players", [2, 3, 4])
def test_many_seeded_games_finish_with_consistent_records(players: int) -> None:
    for seed in range(100, 112):
        play_checked(players, seed, check_all_legal=False, check_undo=False)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_roxley_preset_games_keep_invariants(players: int) -> None:
    play_checked(players, 40 + players, RuleOptions.roxley())


@pytest.mark.parametrize("players", [2, 3, 4])
def test_many_seeded_birmingham_games_finish_with_consistent_records(players: int) -> None:
    for seed in range(200, 210):
        play_checked(players, seed, check_all_legal=False, check_undo=False, game_name="birmingham")


def test_birmingham_options_games_keep_invariants() -> None:
    options = BirminghamOptions(manufacturer_iv="14/7", merchant_beer_without_need=True,
                                merchant_bonus_optional=True, kidderminster_worcester_scores_farm=False,
                                canal_overbuild_beside_own_tile=True)
    play_checked(3, 77, options, game_name="birmingham")
    starter = play_checked(4, 78, BirminghamOptions(starter=True), check_undo=False, game_name="birmingham")
    assert starter.state.era == "canal"


def test_canal_only_game_ends_after_the_canal_era() -> None:
    game = play_checked(3, 9, RuleOptions(canal_only=True), check_undo=False)
    assert game.state.era == "canal"


def test_undo_back_to_the_start_restores_the_initial_state() -> None:
    game = Game.new(GameSetup(players=NAMES[:3], seed=5))
    initial = game.state.to_dict()
    agent = RandomAgent(5, BUILDER_WEIGHTS)
    for _ in range(60):
        game.apply(agent.choose(game))
    while game.can_undo():
        game.undo()
    assert game.state.to_dict() == initial
    assert game.history == []
