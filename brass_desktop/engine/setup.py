"""Game setup (R1): the only place randomness is used.

``make_setup`` draws every chance outcome from a seeded ``random.Random`` - first turn
order, both eras' deck orders, both eras' distant-market tile orders - and writes them
into a plain ``setup`` dict.  ``initial_state`` builds the state from that dict alone, so
a replayed record never depends on the random-number generator.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from .data import CANAL, GameData, load_game_data
from .options import RuleOptions
from .state import ACTION, GameState, PlayerState

GAMES = ("lancashire",)
START_MONEY = 30
START_MONEY_TWO_PLAYER_COMMUNITY = 25  # seed 004


@dataclass(frozen=True)
class GameSetup:
    """What a new game needs: player names, a seed and the rule options."""

    players: tuple[str, ...]
    seed: int = 0
    options: RuleOptions = field(default_factory=RuleOptions)
    game: str = "lancashire"


def deck_for(data: GameData, options: RuleOptions, players: int) -> tuple[list[str], tuple[int, int], str]:
    """(cards, (canal removal, rail removal), distant tile set) for the player count (R1.7, D3-D5)."""
    if options.deck == "roxley":  # fixed decks; the Deck tile keeps 1 card per player out in the canal era
        cards = data.decks[f"roxley_{players}p"]
        removal = (players, 0)
        tiles = f"roxley_{players}p"
    elif players == 2:  # seed 004 community variant: 40-card deck, 2 removed in the canal era, none in rail
        cards = data.decks["roxley_2p"]
        removal = data.removal[2]
        tiles = "original_2p"
    else:
        cards = data.decks["original"]
        removal = data.removal[players]
        tiles = "original"
    deck = [card for card, count in sorted(cards.items()) for _ in range(count)]
    return deck, removal, tiles


def make_setup(setup: GameSetup) -> dict[str, Any]:
    """Draw every chance outcome of a new game and return the record's setup block."""
    names = tuple(setup.players)
    if not 2 <= len(names) <= 4:
        raise ValueError("Brass (Lancashire) is played by 2 to 4 players")
    if any(not isinstance(n, str) or not n.strip() for n in names):
        raise ValueError("every player needs a name")
    if setup.game not in GAMES:
        raise ValueError(f"unknown game {setup.game!r}")
    setup.options.validate()
    data = load_game_data(setup.game)
    rng = random.Random(setup.seed)
    deck, removal, tiles = deck_for(data, setup.options, len(names))
    order = list(range(len(names)))
    rng.shuffle(order)  # R1.6: random first turn order
    canal_deck = list(deck)
    rng.shuffle(canal_deck)
    rail_deck = list(deck)
    rng.shuffle(rail_deck)
    canal_tiles = list(data.distant_tiles[tiles])
    rng.shuffle(canal_tiles)
    rail_tiles = list(data.distant_tiles[tiles])
    rng.shuffle(rail_tiles)
    return {
        "game": setup.game,
        "players": list(names),
        "seed": setup.seed,
        "options": setup.options.to_dict(),
        "turn_order": order,
        "canal_deck": canal_deck,
        "canal_removed": removal[0],
        "rail_deck": rail_deck,
        "rail_removed": removal[1],
        "canal_distant_tiles": canal_tiles,
        "rail_distant_tiles": rail_tiles,
    }


def initial_state(setup: dict[str, Any]) -> GameState:
    """Build the first state from a setup block (no randomness here)."""
    options = RuleOptions.from_dict(setup["options"])
    data = load_game_data(setup["game"])
    names = setup["players"]
    n = len(names)
    community_2p = n == 2 and options.deck == "original"
    money = START_MONEY_TWO_PLAYER_COMMUNITY if community_2p else START_MONEY
    spaces = 6 if (n == 2 and options.two_player_small_markets) else len(data.market_prices)
    removed = setup["canal_removed"]
    deck = list(setup["canal_deck"])
    players = [PlayerState(name=name, money=money, income_pos=data.start_position,
                           stacks={k: list(v) for k, v in data.stacks.items()}) for name in names]
    for i, p in enumerate(players):  # R1.7: remove face down, then deal 8 each
        start = removed + i * data.hand_size
        p.hand = deck[start:start + data.hand_size]
    state = GameState(
        game=setup["game"], options=options.to_dict(), players=players, era=CANAL, round=1,
        rounds_in_era=rounds_in_era(len(deck) - removed, n, data.hand_size), turn_order=list(setup["turn_order"]),
        turn_index=0, actions_left=1, phase=ACTION, coal_market=spaces, iron_market=spaces, market_spaces=spaces,
        distant_tiles=list(setup["canal_distant_tiles"]), deck=deck[removed + n * data.hand_size:],
        removed=deck[:removed], rail_deck=list(setup["rail_deck"]), rail_removed=setup["rail_removed"],
        rail_distant_tiles=list(setup["rail_distant_tiles"]),
    )
    return state


def rounds_in_era(cards_used: int, players: int, hand: int) -> int:
    """Canal era: one card each in round 1, then two per turn (R2.2)."""
    return 1 + -(-(cards_used - players) // (2 * players))
