"""Brass: Birmingham setup (rules.md section 1) and whole-era round counts (2.2, 2.4).

Deck sizes from cards.json (2p 40, 3p 54, 4p 64 cards; 8 in hand); merchant slots and
tiles per player count from merchants.json; markets from tracks.json (coal 14 spaces,
13 cubes; iron 10 spaces, 8 cubes); start space 10 = income level 0.
"""
from __future__ import annotations

from collections import Counter

import pytest

from brass_desktop.engine import CANAL, RAIL, Game, GameSetup, Pass, RuleOptions
from brass_desktop.engine.brass.actions import WILD_CARDS
from brass_desktop.engine.brass.options import BirminghamOptions
from tests.engine.scenario import NAMES

# merchant slots used per player count (1.5): Shrewsbury 1, Gloucester 2, Oxford 2, Warrington 2 (3p+),
# Nottingham 2 (4p only)
SLOTS = {
    2: ["shrewsbury/m0", "gloucester/m0", "gloucester/m1", "oxford/m0", "oxford/m1"],
    3: ["shrewsbury/m0", "gloucester/m0", "gloucester/m1", "oxford/m0", "oxford/m1", "warrington/m0",
        "warrington/m1"],
    4: ["shrewsbury/m0", "gloucester/m0", "gloucester/m1", "oxford/m0", "oxford/m1", "warrington/m0",
        "warrington/m1", "nottingham/m0", "nottingham/m1"],
}
# merchants.json tiles_per_player_count (1.2)
TILES = {
    2: {"any": 1, "cotton": 1, "manufacturer": 1, "blank": 2},
    3: {"any": 1, "cotton": 1, "manufacturer": 1, "pottery": 1, "blank": 3},
    4: {"any": 1, "cotton": 2, "manufacturer": 2, "pottery": 1, "blank": 3},
}


def _birmingham(players: int, seed: int = 3, options: BirminghamOptions | None = None) -> Game:
    return Game.new(GameSetup(NAMES[:players], seed=seed, options=options or BirminghamOptions(),
                              game="birmingham"))


@pytest.mark.parametrize("players, deck_size", [(2, 40), (3, 54), (4, 64)])
def test_setup_money_hands_face_down_discards_and_deck(players: int, deck_size: int) -> None:
    game = _birmingham(players)
    state = game.state
    assert [p.money for p in state.players] == [17] * players  # 1.12
    assert [p.income_pos for p in state.players] == [10] * players  # 1.14: space 10
    assert [game.data.income_level(p.income_pos) for p in state.players] == [0] * players
    assert [p.vp for p in state.players] == [0] * players
    assert [len(p.hand) for p in state.players] == [8] * players  # 1.15
    assert len(state.discard) == players  # 1.16: one face-down card per player
    assert len(state.deck) == deck_size - 9 * players  # 2p 22, 3p 27, 4p 28
    every_card = state.deck + state.discard + [c for p in state.players for c in p.hand]
    assert Counter(every_card) == Counter(game.data.decks[f"{players}p"])
    assert sum(game.data.decks[f"{players}p"].values()) == deck_size
    assert not set(every_card) & set(WILD_CARDS)  # 1.3: wild cards are beside the deck
    assert [p.links_left for p in state.players] == [14] * players  # 1.13
    # first canal round: one action (2.4)
    assert (state.era, state.round, state.actions_left) == (CANAL, 1, 1)


def test_two_player_deck_has_no_blue_or_teal_cards_and_three_player_no_teal() -> None:
    # 1.11: 4p-only cards (Belper, Derby) and 3p+ cards (Leek, Stoke, Stone, Uttoxeter) leave the deck
    two, three, four = (_birmingham(n).data.decks[f"{n}p"] for n in (2, 3, 4))
    assert not {"belper", "derby", "leek", "stoke_on_trent", "stone", "uttoxeter"} & set(two)
    assert not {"belper", "derby"} & set(three)
    assert (three["uttoxeter"], four["uttoxeter"]) == (1, 2)  # one Uttoxeter card is a 4p card
    assert "cotton_or_manufacturer" not in two


@pytest.mark.parametrize("players", [2, 3, 4])
def test_merchant_tiles_only_on_used_slots_and_barrels_beside_non_blank_tiles(players: int) -> None:
    for seed in range(4):
        merchants = _birmingham(players, seed).state.merchants
        assert [m["id"] for m in merchants] == SLOTS[players]  # 1.5
        assert Counter(m["tile"] for m in merchants) == Counter(TILES[players])  # 1.2
        for m in merchants:  # 1.6 (D3): no barrel beside a blank tile
            assert m["beer"] == (0 if m["tile"] == "blank" else 1)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_markets_coal_13_of_14_iron_8_of_10(players: int) -> None:
    state = _birmingham(players).state
    assert (state.coal_spaces, state.coal_market) == (14, 13)  # 1.7
    assert (state.iron_spaces, state.iron_market) == (10, 8)  # 1.8


def test_setup_is_fixed_by_the_seed() -> None:
    a, b = _birmingham(3, seed=9), _birmingham(3, seed=9)
    assert a.state.to_dict() == b.state.to_dict()
    assert _birmingham(3, seed=9).setup != _birmingham(3, seed=10).setup


def test_lancashire_options_are_refused_for_birmingham() -> None:
    with pytest.raises(ValueError):
        Game.new(GameSetup(NAMES[:3], options=RuleOptions(), game="birmingham"))


@pytest.mark.parametrize("players, rounds", [(2, 10), (3, 9), (4, 8)])
def test_eras_last_10_9_8_rounds_with_one_action_only_in_canal_round_one(players: int, rounds: int) -> None:
    game = _birmingham(players, seed=5)
    seen: dict[str, dict[int, set[int]]] = {CANAL: {}, RAIL: {}}
    while not game.is_over():
        state = game.state
        seen[state.era].setdefault(state.round, set()).add(state.actions_left)
        player = game.current_player
        game.apply(Pass(state.players[player].hand[0]))
        if state.era == RAIL and state.round == 1 and state.turn_index == 0 and state.actions_left == 2:
            assert state.rounds_in_era == rounds
    assert sorted(seen[CANAL]) == list(range(1, rounds + 1))
    assert sorted(seen[RAIL]) == list(range(1, rounds + 1))
    assert seen[CANAL][1] == {1}  # 2.4: one action each in canal round 1
    assert seen[RAIL][1] == {2, 1}  # rail round 1: two actions each (2 then 1 left)
    assert all(seen[CANAL][r] == {2, 1} for r in range(2, rounds + 1))
    # 6.4 / 8.3: no income after the final round, no money VP; passing all game changes nothing
    assert [p.money for p in game.state.players] == [17] * players
    assert [p.vp for p in game.state.players] == [0] * players
    assert game.outcome().winners == tuple(range(players))  # 8.2: a complete tie is shared
    assert game.outcome().decided_by == "shared"
