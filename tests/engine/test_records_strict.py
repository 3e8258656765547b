"""Records are read strictly: unknown or mistyped fields are refused, missing ones named (issue 10)."""
from __future__ import annotations

import json

import pytest

from brass_desktop.engine import BirminghamOptions, Game, GameSetup, RecordError
from brass_desktop.engine.core.record import game_from_json, game_from_record


def record(game: str = "lancashire") -> dict:
    options = {"game": "birmingham", "options": BirminghamOptions()} if game == "birmingham" else {}
    g = Game.new(GameSetup(players=("Ada", "Brunel", "Cort"), seed=7, **options))
    for _ in range(3):
        g.apply(g.legal_actions()[0])
    return json.loads(json.dumps(g.to_record()))


def refused(data: object) -> str:
    with pytest.raises(RecordError) as info:
        game_from_record(data)
    return str(info.value)


@pytest.mark.parametrize("game", ["lancashire", "birmingham"])
def test_the_untouched_record_still_opens(game):
    assert len(game_from_record(record(game)).history) == 3


def test_an_unknown_setup_field_is_refused_by_name():
    data = record()
    data["setup"]["comment"] = "x" * 1000
    assert refused(data) == "unknown setup field(s): comment"


def test_unknown_top_level_fields_are_refused_by_name():
    data = record()
    data["zeta"] = 1
    data["alpha"] = []
    assert refused(data) == "unknown record field(s): alpha, zeta"


@pytest.mark.parametrize("game", ["lancashire", "birmingham"])
def test_missing_rule_options_are_named_not_defaulted(game):
    data = record(game)
    first, second = list(data["setup"]["options"])[:2]
    del data["setup"]["options"][first]
    del data["setup"]["options"][second]
    assert refused(data) == f"setup field 'options' lacks rule option(s): {first}, {second}"


@pytest.mark.parametrize("version", [True, 1.0000001, "1", None, 3, 0, 2.0, 1.0])
def test_a_version_that_is_not_a_known_integer_is_refused(version):
    """Versions 1 (migrated) and 2 open; ``true`` is not 1, a float is not an integer, not even 2.0
    (issue 38: it used to be read as version 2)."""
    data = record()
    data["version"] = version
    assert refused(data) == f"record format version {version!r} is not supported (this app reads 2)"


def test_a_redo_that_is_not_a_list_is_refused():
    data = record()
    data["redo"] = {"kind": "pass"}
    assert refused(data) == "the record's 'redo' is not a list"


def test_a_setup_field_of_the_wrong_type_is_named():
    data = record()
    data["setup"]["canal_removed"] = "9"
    assert refused(data) == "setup field 'canal_removed' is missing or has the wrong type"


def test_huge_numbers_and_deep_nesting_are_record_errors():
    with pytest.raises(RecordError, match="ValueError"):
        game_from_json('{"version": ' + "9" * 5000 + "}")
    with pytest.raises(RecordError, match="RecursionError"):
        game_from_json("[" * 100_000 + "]" * 100_000)
