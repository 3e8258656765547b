"""Independent rules audit (Lancashire) and record robustness.

Each test here was written from the primary rule documents (seed 000/004, rules.md) or from the
record-format contract ("loading replays and checks every action; a damaged or illegal record
raises RecordError naming the first bad entry" - docs/record-format.md) and failed before the fix
it pins.
"""
from __future__ import annotations

import copy
import json
import re

import pytest

from brass_desktop.engine import Game, GameSetup, RecordError, game_from_json, record_to_json
from brass_desktop.engine.brass.options import RuleOptions


def _record(players: tuple[str, ...] = ("Ada", "Brunel", "Cort"), actions: int = 12) -> dict:
    game = Game.new(GameSetup(players=players, seed=5))
    for _ in range(actions):
        game.apply(game.legal_actions()[-1])
    return json.loads(record_to_json(game))


def _with_setup(record: dict, **fields) -> dict:
    out = copy.deepcopy(record)
    out["setup"].update(fields)
    return out


def _refused(data) -> str:
    """The RecordError message; any other exception (a traceback for the user) fails the test."""
    with pytest.raises(RecordError) as info:
        if isinstance(data, str):
            game_from_json(data)
        else:
            Game.from_record(data)
    return str(info.value)


# -- record robustness: hand-edited setup blocks ------------------------------------------------------
@pytest.mark.parametrize("field, entries, message", [
    ("canal_deck", lambda deck: [["bolton"]] + deck[1:], "setup field 'canal_deck' entry 1 is not a card name"),
    ("rail_deck", lambda deck: deck[:3] + [{"card": 1}] + deck[4:],
     "setup field 'rail_deck' entry 4 is not a card name"),
    ("canal_distant_tiles", lambda tiles: tiles[:1] + [[2]] + tiles[2:],
     "setup field 'canal_distant_tiles' entry 2 is not a whole number"),
    ("rail_distant_tiles", lambda tiles: [True] + tiles[1:],
     "setup field 'rail_distant_tiles' entry 1 is not a whole number"),
    ("turn_order", lambda order: [float(order[0])] + order[1:],
     "setup field 'turn_order' entry 1 is not a whole number"),
    ("turn_order", lambda order: [False, True, 2], "setup field 'turn_order' entry 1 is not a whole number"),
])
def test_setup_lists_with_entries_of_the_wrong_type_name_the_first_bad_entry(field, entries, message) -> None:
    record = _record()
    bad = _with_setup(record, **{field: entries(record["setup"][field])})
    assert _refused(bad) == message


def test_a_lancashire_record_with_merchant_tiles_of_the_wrong_type_is_refused() -> None:
    record = _with_setup(_record(), merchant_tiles=[["any"]])
    assert _refused(record) == "setup field 'merchant_tiles' entry 1 is not a tile name"
    assert _refused(_with_setup(_record(), merchant_tiles=None)) == (
        "setup field 'merchant_tiles' is missing or has the wrong type")


@pytest.mark.parametrize("field", ["seed", "canal_removed", "rail_removed"])
def test_whole_number_setup_fields_refuse_true_and_false(field) -> None:
    record = _with_setup(_record(), **{field: True})
    assert _refused(record) == f"setup field {field!r} is missing or has the wrong type"


def test_a_deck_of_the_wrong_size_says_how_many_cards_and_which_are_missing() -> None:
    record = _record()
    deck = record["setup"]["canal_deck"]
    short = _with_setup(record, canal_deck=[c for c in deck if c != "fleetwood"])  # the only Fleetwood card
    assert _refused(short) == ("setup field 'canal_deck' is not the deck for 3 players: "
                               "65 cards instead of 66 (missing fleetwood)")
    extra = _with_setup(record, canal_deck=deck + ["fleetwood", "atlantis"])
    assert _refused(extra) == ("setup field 'canal_deck' is not the deck for 3 players: "
                               "68 cards instead of 66 (not in the deck: atlantis, fleetwood)")


@pytest.mark.parametrize("names, message", [
    (["Ada\nBrunel", "Cort", "Darby"], "player 1's name has a control character (U+000A)"),
    (["Ada", "Cort\x00", "Darby"], "player 2's name has a control character (U+0000)"),
    (["Ada", "Cort", "   "], "player 3 has no name"),
    (["A" * 41, "Cort", "Darby"], "player 1's name is longer than 40 characters"),
    (["Ada", 7, "Darby"], "player 2's name is not text"),
])
def test_player_names_with_odd_characters_are_refused_naming_the_player(names, message) -> None:
    record = _with_setup(_record(), players=names)
    assert _refused(record) == "setup field 'players': " + message
    with pytest.raises(ValueError, match=re.escape(message)):
        Game.new(GameSetup(players=tuple(names), seed=5))


def test_names_with_letters_of_any_script_and_emoji_are_fine() -> None:
    names = ("Zoë", "張三", "Brunel 🚂")
    game = Game.new(GameSetup(players=names, seed=5))
    again = game_from_json(record_to_json(game))
    assert [p.name for p in again.state.players] == list(names)


# -- record robustness: damaged files and actions -------------------------------------------------------
def test_an_action_whose_kind_is_not_text_is_malformed_not_a_crash() -> None:
    record = _record()
    record["actions"][3] = {"kind": ["pass"], "card": "bolton"}
    with pytest.raises(RecordError) as info:
        Game.from_record(record)
    assert str(info.value) == "action 4 is malformed: an action's 'kind' must be text"
    assert info.value.entry == 3


def test_json_nested_too_deeply_is_not_a_record() -> None:
    assert _refused("[" * 100000 + "]" * 100000).startswith("not a JSON game record")


def test_a_number_too_long_to_read_is_not_a_record() -> None:
    text = record_to_json(Game.new(GameSetup(players=("Ada", "Brunel"), seed=5)))
    assert _refused(text.replace('"seed": 5', '"seed": 1' + "0" * 5000)).startswith("not a JSON game record")


def test_a_truncated_file_is_not_a_record() -> None:
    text = record_to_json(Game.new(GameSetup(players=("Ada", "Brunel"), seed=5)))
    for cut in (1, len(text) // 3, len(text) - 2):
        assert _refused(text[:cut]).startswith("not a JSON game record")


def test_an_unknown_option_is_refused_by_name() -> None:
    record = _record()
    record["setup"]["options"] = {**RuleOptions().to_dict(), "house_rule": True}
    assert _refused(record) == "bad rule options: unknown rule option(s): house_rule"


def test_an_internal_error_while_replaying_is_reported_for_that_action(monkeypatch) -> None:
    record = _record()
    from brass_desktop.engine.brass.rules import loan_listing as loan  # the hooks the game calls

    def broken(ctx, fx, player, action):
        raise ZeroDivisionError("division by zero")

    monkeypatch.setattr(loan, "apply", broken)
    first_pass_or_loan = next(i for i, a in enumerate(record["actions"]) if a["kind"] in ("pass", "loan"))
    with pytest.raises(RecordError) as info:
        Game.from_record(record)
    assert str(info.value) == (f"action {first_pass_or_loan + 1} could not be replayed "
                               "(ZeroDivisionError: division by zero)")
    assert info.value.entry == first_pass_or_loan
