"""The undo policy (issue 9.3): revealing hidden information is a commit point under "reveal";
"free" (the default, and every version-1 record) undoes back to the start."""
from __future__ import annotations

import json

import pytest

from brass_desktop.engine import (DISTANT, CoreReason, Game, GameSetup, IllegalActionError, Pass, RecordError, Sell,
                                  Violation, game_from_json, record_to_json)
from brass_desktop.engine.core.undo import DEFAULT_UNDO_POLICY

from tests.engine.scenario import give_cards, income, link, new_birmingham, new_game, place


def _distant_sale(policy: str) -> tuple[Game, Sell]:
    """Player 0 sells colne/0 to the distant market and reads its top tile (3: a successful sale)."""
    game = new_game(undo_policy=policy)
    place(game, "colne/0", 0, "cotton", 1)
    link(game, "colne__yorkshire", 2)
    game.state.distant_tiles = [3, 1]
    give_cards(game, 0, ["wigan", "port"])
    action = Sell("wigan", "colne/0", DISTANT)
    events = game.apply(action)
    assert [e["value"] for e in events if e["type"] == "distant_tile"] == [3]
    assert income(game, 0) == 17  # the tile has been read: +2 spaces + 5 (cotton I)
    return game, action


def test_free_undo_takes_back_a_distant_sale_after_the_tile_was_read() -> None:
    game, action = _distant_sale("free")
    assert game.undo_blocked() is None and game.can_undo()
    assert game.undo() == action
    assert game.state.distant_tiles == [3, 1] and income(game, 0) == 10


def test_reveal_policy_refuses_to_undo_a_distant_sale() -> None:
    game, _ = _distant_sale("reveal")
    before = game.state.to_dict()
    assert game.undo_blocked() == Violation(CoreReason.UNDO_PAST_REVEAL, {"event": "distant_tile"})
    assert not game.can_undo()
    with pytest.raises(IllegalActionError) as info:
        game.undo()
    assert info.value.violations == (Violation(CoreReason.UNDO_PAST_REVEAL, {"event": "distant_tile"}),)
    assert game.state.to_dict() == before  # a refused undo changes nothing
    assert len(game.history) == 1


def test_reveal_policy_allows_undo_back_to_the_last_reveal_only() -> None:
    game = new_game(players=2, undo_policy="reveal")
    give_cards(game, 0, ["wigan", "bolton"])
    game.apply(Pass("wigan"))  # first action of the turn: nothing revealed
    assert game.undo_blocked() is None
    game.undo()
    game.apply(Pass("wigan"))
    events = game.apply(Pass("bolton"))  # ends the turn: the hand refills from the deck (R2.5)
    assert any(e["type"] == "cards_drawn" for e in events)
    assert game.undo_blocked() == Violation(CoreReason.UNDO_PAST_REVEAL, {"event": "cards_drawn"})
    assert game.can_redo() is False


def test_birmingham_hand_refill_is_a_commit_point_too() -> None:
    game = new_birmingham(players=2)
    game.undo_policy = "reveal"
    give_cards(game, 0, ["dudley", "coventry"])
    game.apply(Pass("dudley"))
    game.apply(Pass("coventry"))
    assert game.undo_blocked() == Violation(CoreReason.UNDO_PAST_REVEAL, {"event": "cards_drawn"})


def test_nothing_to_undo_is_a_reason_too() -> None:
    game = Game.new(GameSetup(players=("Ada", "Brunel"), seed=3))
    assert game.undo_blocked() == Violation(CoreReason.NOTHING_TO_UNDO)
    with pytest.raises(IndexError):
        game.undo()


def test_the_policy_is_stored_in_the_record_and_survives_loading() -> None:
    assert DEFAULT_UNDO_POLICY == "free"
    game = Game.new(GameSetup(players=("Ada", "Brunel"), seed=3))
    assert game.setup["undo_policy"] == "free"
    game = Game.new(GameSetup(players=("Ada", "Brunel"), seed=3, undo_policy="reveal"))
    for _ in range(3):  # the second action ends Ada's turn (R2.2: one action in round 1) and refills
        game.apply(game.legal_actions("pass")[0])
    record = json.loads(record_to_json(game))
    assert (record["version"], record["setup"]["undo_policy"]) == (2, "reveal")
    loaded = game_from_json(json.dumps(record))
    assert loaded.undo_policy == "reveal"
    assert loaded.undo_blocked() == game.undo_blocked()


def test_a_bad_undo_policy_is_refused() -> None:
    with pytest.raises(ValueError, match="undo policy"):
        Game.new(GameSetup(players=("Ada", "Brunel"), undo_policy="never"))
    game = Game.new(GameSetup(players=("Ada", "Brunel"), seed=3))
    record = json.loads(record_to_json(game))
    record["setup"]["undo_policy"] = "sometimes"
    with pytest.raises(RecordError) as info:
        Game.from_record(record)
    assert (info.value.reason, info.value.params["field"]) == (CoreReason.BAD_SETUP, "undo_policy")


def test_a_version_1_record_opens_with_free_undo() -> None:
    game = Game.new(GameSetup(players=("Ada", "Brunel"), seed=3))
    game.apply(game.legal_actions("pass")[0])
    record = json.loads(record_to_json(game))
    old = {**record, "version": 1, "setup": {k: v for k, v in record["setup"].items() if k != "undo_policy"}}
    loaded = Game.from_record(old)
    assert loaded.setup["undo_policy"] == "free"
    assert loaded.to_record()["version"] == 2
    assert loaded.state.to_dict() == game.state.to_dict()
