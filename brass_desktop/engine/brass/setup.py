"""Game setup (Lancashire R1; Birmingham 1): the only place randomness is used.

``make_setup`` draws every chance outcome from a seeded ``random.Random`` - first turn
order, both eras' deck orders, the distant-market tile orders (Lancashire), the merchant
tiles (Birmingham) - and writes them into a plain ``setup`` dict.  ``initial_state``
builds the state from that dict alone, so a replayed record never depends on the
random-number generator.
"""
from __future__ import annotations

from collections import Counter
from typing import Any

from ..core.definition import SetupError
from ..core.options import check_new_options, options_from_setup
from ..core.setup import SetupReason, check_players
from .data import CANAL, GameData, load_game_data
from .ruleset import Ruleset
from .state import ACTION, GameState, PlayerState


def data_for(rules: Ruleset, options: Any) -> GameData:
    """The game's data with the printed values the options select (Birmingham Q1)."""
    return load_game_data(rules.game, rules.data_variant(options))


def merchant_tiles_for(data: GameData, players: int) -> list[str]:
    """Birmingham 1.5: the merchant tiles in play at this player count (sorted)."""
    return sorted(data.merchant_tiles.get(players, ()))


def merchant_slot_ids(data: GameData, players: int) -> list[tuple[str, str]]:
    """(merchant id, location) of every merchant slot used at this player count, in board order."""
    return [(f"{space.location}/m{i}", space.location) for space in data.merchant_spaces
            if players in space.used_at for i in range(space.slots)]


def make_setup(rules: Ruleset, names: tuple[str, ...], seed: int, options: Any,
               player_range: tuple[int, int]) -> dict[str, Any]:
    """Draw every chance outcome of a new game and return the record's setup block."""
    check_players(names, *player_range)
    check_new_options(rules.options_class, options, rules.game)
    import random  # here, not at the top: the engine's import (issue 13) needs no generator until a game is dealt

    data = data_for(rules, options)
    rng = random.Random(seed)
    deck, removal, tiles = rules.deck(data, options, len(names))
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
        "game": rules.game,
        "players": list(names),
        "seed": seed,
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


def initial_state(rules: Ruleset, setup: dict[str, Any], data: GameData, options: Any) -> GameState:
    """Build the first state from a setup block (no randomness here)."""
    game = rules.game
    names = setup["players"]
    n = len(names)
    removed = setup["canal_removed"]
    deck = list(setup["canal_deck"])
    players = [PlayerState(name=name, money=rules.start_money(n, options), income_pos=data.start_position,
                           stacks=dict(data.stacks)) for name in names]
    hand = data.hand_size
    for i, p in enumerate(players):  # R1.7: remove face down, then deal 8 each
        start = removed + i * hand
        p.hand = deck[start:start + hand]
    dealt = removed + n * hand
    discard: list[str] = []
    if rules.discard_start:  # Birmingham 1.16: one more card each, face down, starts each discard pile
        discard = deck[dealt:dealt + n * rules.discard_start]
        dealt += n * rules.discard_start
    coal, iron = data.markets["coal"], data.markets["iron"]
    coal_spaces, iron_spaces = len(coal.prices), len(iron.prices)
    if n == 2 and rules.rule(options, "two_player_small_markets"):  # Q4: OOTH's 6-space 2-player markets
        coal_spaces = iron_spaces = len(data.market_prices_2p_community)
    merchants = [{"id": mid, "location": loc, "tile": tile, "beer": 1 if data.merchant_buys.get(tile) else 0}
                 for (mid, loc), tile in zip(merchant_slot_ids(data, n), setup.get("merchant_tiles", []), strict=False)]
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


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


_EXPECTED = {"number": "a whole number", "card": "a card name", "tile": "a tile name"}


def _check_entries(setup: dict[str, Any], key: str, ok: Any, expected: str) -> None:
    """Name the first entry of list field ``key`` that is not ``expected`` (a key of _EXPECTED)."""
    for number, entry in enumerate(setup[key], start=1):
        if not ok(entry):
            raise SetupError(SetupReason.FIELD_ENTRY, {"field": key, "entry": number, "expected": expected},
                             f"setup field {key!r} entry {number} is not {_EXPECTED[expected]}")


def _same_cards(key: str, given: list[Any], expected: list[Any], players: int) -> None:
    if Counter(given) == Counter(expected):
        return
    missing = sorted((Counter(expected) - Counter(given)).elements())
    extra = sorted((Counter(given) - Counter(expected)).elements())
    parts = []
    if missing:
        parts.append("missing " + ", ".join(dict.fromkeys(str(c) for c in missing)))
    if extra:
        parts.append("not in the deck: " + ", ".join(dict.fromkeys(str(c) for c in extra)))
    size = f"{len(given)} cards instead of {len(expected)} " if len(given) != len(expected) else ""
    raise SetupError(SetupReason.NOT_THE_DECK,
                     {"field": key, "players": players, "given": len(given), "expected": len(expected),
                      "missing": list(dict.fromkeys(str(c) for c in missing)),
                      "extra": list(dict.fromkeys(str(c) for c in extra))},
                     f"setup field {key!r} is not the deck for {players} players: {size}({'; '.join(parts)})")


def check_setup(rules: Ruleset, setup: dict[str, Any], player_range: tuple[int, int]) -> None:
    """The setup block must be complete and consistent before any state is built from it
    (raises SetupError naming the first problem)."""
    options_class: Any = rules.options_class
    needed = {"game": str, "players": list, "seed": int, "options": dict, "turn_order": list,
              "canal_deck": list, "canal_removed": int, "rail_deck": list, "rail_removed": int,
              "canal_distant_tiles": list, "rail_distant_tiles": list}
    for key, kind in needed.items():
        value = setup.get(key)
        if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
            raise _field_type(key)
    if "merchant_tiles" in setup and not isinstance(setup["merchant_tiles"], list):
        raise _field_type("merchant_tiles")
    unknown = sorted(str(k) for k in setup if k not in needed and k not in ("merchant_tiles", "undo_policy"))
    if unknown:  # kept, they would be written into every autosave again (a 50 MB field slows each action)
        raise SetupError(SetupReason.UNKNOWN_FIELD, {"fields": ", ".join(unknown)},
                         f"unknown setup field(s): {', '.join(unknown)}")
    players = setup["players"]
    check_players(players, *player_range)
    _check_entries(setup, "turn_order", _is_int, "number")
    if sorted(setup["turn_order"]) != list(range(len(players))):
        raise SetupError(SetupReason.INCONSISTENT, {"field": "turn_order"},
                         "the turn order is not a permutation of the players")
    for key in ("canal_deck", "rail_deck"):
        _check_entries(setup, key, lambda c: isinstance(c, str), "card")
    for key in ("canal_distant_tiles", "rail_distant_tiles"):
        _check_entries(setup, key, _is_int, "number")
    if "merchant_tiles" in setup:
        _check_entries(setup, "merchant_tiles", lambda t: isinstance(t, str), "tile")
    options = options_from_setup(options_class, setup["options"])
    data = data_for(rules, options)
    deck, removal, tiles = rules.deck(data, options, len(players))
    for key in ("canal_deck", "rail_deck"):
        _same_cards(key, setup[key], deck, len(players))
    if (setup["canal_removed"], setup["rail_removed"]) != removal:
        raise SetupError(SetupReason.INCONSISTENT, {"field": "canal_removed"},
                         "the number of removed cards does not match the player count")
    for key in ("canal_distant_tiles", "rail_distant_tiles"):
        if Counter(setup[key]) != Counter(data.distant_tiles.get(tiles, ())):
            raise SetupError(SetupReason.INCONSISTENT, {"field": key},
                             f"setup field {key!r} is not the distant-market tile set")
    if Counter(setup.get("merchant_tiles", [])) != Counter(merchant_tiles_for(data, len(players))):
        raise SetupError(SetupReason.INCONSISTENT, {"field": "merchant_tiles"},
                         "setup field 'merchant_tiles' is not the merchant tile set")


def _field_type(key: str) -> SetupError:
    return SetupError(SetupReason.FIELD_TYPE, {"field": key}, f"setup field {key!r} is missing or has the wrong type")
