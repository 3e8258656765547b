"""Game setup (Lancashire R1; Birmingham 1): the only place randomness is used.

``make_setup`` draws every chance outcome from a seeded ``random.Random`` - first turn
order, both eras' deck orders, the distant-market tile orders (Lancashire), the merchant
tiles (Birmingham) - and writes them into a plain ``setup`` dict.  ``initial_state``
builds the state from that dict alone, so a replayed record never depends on the
random-number generator.
"""
from __future__ import annotations

import random
import unicodedata
from dataclasses import dataclass, field
from typing import Any

from .data import CANAL, GameData, load_game_data
from .games import GAMES, options_from_dict, ruleset
from .options import RuleOptions
from .state import ACTION, GameState, PlayerState


@dataclass(frozen=True)
class GameSetup:
    """What a new game needs: player names, a seed, the rule options and the game."""

    players: tuple[str, ...]
    seed: int = 0
    options: Any = field(default_factory=RuleOptions)
    game: str = "lancashire"


MAX_NAME_LENGTH = 40  # the new-game dialog allows 24; a record edited by hand may not exceed this


def name_problems(names: Any) -> str:
    """Why these player names cannot be used, or "" (the first bad name is the one named).

    A name is text with something besides spaces, at most ``MAX_NAME_LENGTH`` characters and no
    control characters (they break the log, the panels and the record's one-line forms).  Letters
    of any script and emoji are fine.  (Two players with the same name are left to the new-game
    dialog, which refuses them; the engine tells players apart by seat.)
    """
    for number, name in enumerate(names, start=1):
        if not isinstance(name, str):
            return f"player {number}'s name is not text"
        if not name.strip():
            return f"player {number} has no name"
        if len(name) > MAX_NAME_LENGTH:
            return f"player {number}'s name is longer than {MAX_NAME_LENGTH} characters"
        for ch in name:
            if unicodedata.category(ch) in ("Cc", "Cs", "Zl", "Zp"):
                return f"player {number}'s name has a control character (U+{ord(ch):04X})"
    return ""


def data_for(game: str, options: Any) -> GameData:
    """The game's data with the printed values the options select (Birmingham Q1)."""
    return load_game_data(game, getattr(options, "manufacturer_iv", "") if game == "birmingham" else "")


def deck_for(data: GameData, options: Any, players: int) -> tuple[list[str], tuple[int, int], str]:
    """(cards, (canal removal, rail removal), distant tile set) for the player count (R1.7, D3-D5)."""
    if data.game == "birmingham":  # 1.2: cards whose player-count icon exceeds the players leave
        cards = data.decks[f"{players}p"]
        removal = (0, 0)
        tiles = ""
    elif options.deck == "roxley":  # fixed decks; the Deck tile keeps 1 card per player out in the canal era
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


def merchant_tiles_for(data: GameData, players: int) -> list[str]:
    """Birmingham 1.5: the merchant tiles in play at this player count (sorted)."""
    return sorted(data.merchant_tiles.get(players, ()))


def merchant_slot_ids(data: GameData, players: int) -> list[tuple[str, str]]:
    """(merchant id, location) of every merchant slot used at this player count, in board order."""
    return [(f"{space.location}/m{i}", space.location) for space in data.merchant_spaces
            if players in space.used_at for i in range(space.slots)]


def make_setup(setup: GameSetup) -> dict[str, Any]:
    """Draw every chance outcome of a new game and return the record's setup block."""
    names = tuple(setup.players)
    if setup.game not in GAMES:
        raise ValueError(f"unknown game {setup.game!r}")
    if not 2 <= len(names) <= 4:
        raise ValueError("Brass is played by 2 to 4 players")
    problem = name_problems(names)
    if problem:
        raise ValueError(problem)
    options = setup.options
    if not isinstance(options, ruleset(setup.game).options_class):
        raise ValueError(f"rule options of the wrong game for {setup.game}")
    options.validate()
    data = data_for(setup.game, options)
    rng = random.Random(setup.seed)
    deck, removal, tiles = deck_for(data, options, len(names))
    order = list(range(len(names)))
    rng.shuffle(order)  # random first turn order
    canal_deck = list(deck)
    rng.shuffle(canal_deck)
    rail_deck = list(deck)
    rng.shuffle(rail_deck)
    canal_tiles = list(data.distant_tiles.get(tiles, ()))
    rng.shuffle(canal_tiles)
    rail_tiles = list(data.distant_tiles.get(tiles, ()))
    rng.shuffle(rail_tiles)
    merchants = merchant_tiles_for(data, len(names))
    rng.shuffle(merchants)
    return {
        "game": setup.game,
        "players": list(names),
        "seed": setup.seed,
        "options": options.to_dict(),
        "turn_order": order,
        "canal_deck": canal_deck,
        "canal_removed": removal[0],
        "rail_deck": rail_deck,
        "rail_removed": removal[1],
        "canal_distant_tiles": canal_tiles,
        "rail_distant_tiles": rail_tiles,
        "merchant_tiles": merchants,
    }


def initial_state(setup: dict[str, Any]) -> GameState:
    """Build the first state from a setup block (no randomness here)."""
    game = setup["game"]
    options = options_from_dict(game, setup["options"])
    data = data_for(game, options)
    rules = ruleset(game)
    names = setup["players"]
    n = len(names)
    removed = setup["canal_removed"]
    deck = list(setup["canal_deck"])
    players = [PlayerState(name=name, money=rules.start_money(n, options), income_pos=data.start_position,
                           stacks={k: list(v) for k, v in data.stacks.items()}) for name in names]
    hand = data.hand_size
    for i, p in enumerate(players):  # R1.7: remove face down, then deal 8 each
        start = removed + i * hand
        p.hand = deck[start:start + hand]
    dealt = removed + n * hand
    discard: list[str] = []
    if game == "birmingham":  # 1.16: one more card each, face down, starts each discard pile
        discard = deck[dealt:dealt + n]
        dealt += n
    coal, iron = data.markets["coal"], data.markets["iron"]
    coal_spaces, iron_spaces = len(coal.prices), len(iron.prices)
    if n == 2 and options.two_player_small_markets:  # Q4: OOTH's 6-space 2-player markets
        coal_spaces = iron_spaces = len(data.market_prices_2p_community)
    merchants = [{"id": mid, "location": loc, "tile": tile, "beer": 1 if data.merchant_buys.get(tile) else 0}
                 for (mid, loc), tile in zip(merchant_slot_ids(data, n), setup.get("merchant_tiles", []))]
    return GameState(
        game=game, options=options.to_dict(), players=players, era=CANAL, round=1,
        rounds_in_era=rounds_in_era(len(deck) - dealt + n * hand, n), turn_order=list(setup["turn_order"]),
        turn_index=0, actions_left=1, phase=ACTION,
        coal_market=min(coal.initial, coal_spaces), iron_market=min(iron.initial, iron_spaces),
        coal_spaces=coal_spaces, iron_spaces=iron_spaces,
        distant_tiles=list(setup["canal_distant_tiles"]), deck=deck[dealt:], discard=discard,
        removed=deck[:removed], rail_deck=list(setup["rail_deck"]), rail_removed=setup["rail_removed"],
        rail_distant_tiles=list(setup["rail_distant_tiles"]), merchants=merchants,
    )


def rounds_in_era(cards_to_play: int, players: int) -> int:
    """Canal era: one card each in round 1, then two per turn (R2.2, Birmingham 2.4)."""
    return 1 + -(-(cards_to_play - players) // (2 * players))
