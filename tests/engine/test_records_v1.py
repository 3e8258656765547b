"""Records saved in format version 1 (before the engine core was split from Brass) still open
and replay to exactly the state the old code reached (fixtures in tests/engine/records/, made
by the version-1 code from seeded random games; ``*.state.json`` is that code's final state)."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from brass_desktop.engine import game_from_json

RECORDS = Path(__file__).parent / "records"
NAMES = sorted(p.name[:-len(".json")] for p in RECORDS.glob("*.json") if not p.name.endswith(".state.json"))
# (actions, redo entries, over) of each fixture when it was written
EXPECTED = {
    "birmingham_2p_starter_full": (43, 0, True),
    "birmingham_3p_14_7_midgame": (118, 2, False),
    "birmingham_4p_full": (138, 0, True),
    "lancashire_2p_roxley_full": (77, 0, True),
    "lancashire_3p_midgame_undone": (88, 2, False),
    "lancashire_4p_original_full": (113, 0, True),
}


def test_every_fixture_is_listed() -> None:
    assert NAMES == sorted(EXPECTED)


@pytest.mark.parametrize("name", NAMES)
def test_version_1_record_replays_to_the_same_state(name: str) -> None:
    text = (RECORDS / f"{name}.json").read_text(encoding="utf-8")
    assert json.loads(text)["version"] == 1
    game = game_from_json(text)
    expected = json.loads((RECORDS / f"{name}.state.json").read_text(encoding="utf-8"))
    assert json.loads(json.dumps(game.state.to_dict(), sort_keys=True)) == expected
    actions, redo, over = EXPECTED[name]
    assert (len(game.history), game.can_redo(), game.is_over()) == (actions, redo > 0, over)
    for _ in range(redo):
        game.redo()
    assert not game.can_redo()
