"""Independent rules audit (Brass: Birmingham) and record robustness for Birmingham's setup fields.

Written from seed 003, rules.md (rulebook where §12 says the seed is wrong) and the record
contract (docs/record-format.md: a damaged record raises RecordError naming the first bad entry).
"""
from __future__ import annotations

import copy
import json

import pytest

from brass_desktop.engine import Game, GameSetup, RecordError, record_to_json
from brass_desktop.engine.brass.options import BirminghamOptions


def _record(players: int = 3) -> dict:
    names = ("Ada", "Brunel", "Cort", "Darby")[:players]
    game = Game.new(GameSetup(players=names, seed=4, options=BirminghamOptions(), game="birmingham"))
    for _ in range(6):
        game.apply(game.legal_actions()[-1])
    return json.loads(record_to_json(game))


def _refused(record: dict) -> str:
    with pytest.raises(RecordError) as info:  # any other exception would be a traceback for the user
        Game.from_record(record)
    return str(info.value)


def test_merchant_tiles_of_the_wrong_type_name_the_first_bad_entry() -> None:
    record = _record()
    bad = copy.deepcopy(record)
    bad["setup"]["merchant_tiles"][2] = ["any"]
    assert _refused(bad) == "setup field 'merchant_tiles' entry 3 is not a tile name"
    bad["setup"]["merchant_tiles"] = None
    assert _refused(bad) == "setup field 'merchant_tiles' is missing or has the wrong type"


def test_merchant_tiles_of_another_player_count_are_refused() -> None:
    # rules.md 1.2/1.5: 3 players use 7 merchant tiles (any, cotton, manufacturer, pottery, 3 blank)
    record = _record()
    bad = copy.deepcopy(record)
    bad["setup"]["merchant_tiles"] = bad["setup"]["merchant_tiles"][:-1]
    assert _refused(bad) == "setup field 'merchant_tiles' is not the merchant tile set"


def test_a_fourth_player_added_by_hand_is_refused_by_the_deck_check() -> None:
    # 1.2: the 4-player deck has 64 cards, the 3-player deck 54 (cards.json)
    record = _record()
    bad = copy.deepcopy(record)
    bad["setup"]["players"].append("Darby")
    bad["setup"]["turn_order"].append(3)
    message = _refused(bad)
    assert message.startswith("setup field 'canal_deck' is not the deck for 4 players: 54 cards instead of 64")


def test_a_wild_card_in_the_shuffled_deck_is_named() -> None:
    # 2.5 / 7.6: wild cards are never in the draw deck
    record = _record()
    bad = copy.deepcopy(record)
    bad["setup"]["rail_deck"][0] = "wild_location"
    assert _refused(bad) == ("setup field 'rail_deck' is not the deck for 3 players: "
                             f"(missing {record['setup']['rail_deck'][0]}; not in the deck: wild_location)")
