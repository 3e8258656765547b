"""The rule options of every game share one base (core/options.py): the record form, the check of
each value against its choices, what differs from the defaults, and the setup checks."""
from __future__ import annotations

import dataclasses

import pytest

from brass_desktop.engine import SetupError, get_game, registered_games
from brass_desktop.engine.brass.options import RuleOptions
from brass_desktop.engine.core.options import RuleOptionsBase, check_new_options, options_from_setup
from brass_desktop.engine.core.setup import SetupReason
from brass_desktop.engine.industria.options import IndustriaOptions


@pytest.mark.parametrize("game_name", registered_games())
def test_every_option_has_its_choices_and_its_default_among_them(game_name: str) -> None:
    options_class = get_game(game_name).options_class
    assert issubclass(options_class, RuleOptionsBase)
    default = options_class()
    assert list(options_class.choices) == [f.name for f in dataclasses.fields(default)]
    for name, allowed in options_class.choices.items():
        assert getattr(default, name) in allowed
    assert options_class.from_dict(default.to_dict()) == default and default.non_default() == {}


@pytest.mark.parametrize("game_name", registered_games())
def test_each_other_choice_round_trips_and_is_the_only_difference(game_name: str) -> None:
    options_class = get_game(game_name).options_class
    default = options_class()
    for name, allowed in options_class.choices.items():
        for value in allowed:
            if value != getattr(default, name):
                changed = dataclasses.replace(default, **{name: value})  # type: ignore[type-var]
                assert changed.non_default() == {name: value}
                assert options_class.from_dict(changed.to_dict()) == changed


def test_a_value_of_another_type_is_refused_even_when_equal() -> None:
    # 1 == True and 3.0 == 3, but neither is a value the options offer
    with pytest.raises(ValueError, match=r"rule option virtual_link=1 not one of \(True, False\)"):
        RuleOptions.from_dict({"virtual_link": 1})
    with pytest.raises(ValueError, match=r"rule option cotton_level1_vp=3.0 not one of \(3, 5\)"):
        RuleOptions.from_dict({"cotton_level1_vp": 3.0})
    with pytest.raises(ValueError, match=r"rule option open_hands=0 not one of \(True, False\)"):
        IndustriaOptions.from_dict({"open_hands": 0})
    with pytest.raises(ValueError, match=r"unknown rule option\(s\): hands, x"):
        IndustriaOptions.from_dict({"x": 1, "hands": True})


def test_the_setup_checks_of_options() -> None:
    with pytest.raises(SetupError) as wrong:
        check_new_options(IndustriaOptions, RuleOptions(), "industria")
    assert (wrong.value.reason, wrong.value.params) == (SetupReason.WRONG_OPTIONS, {"game": "industria"})
    with pytest.raises(SetupError) as bad:
        check_new_options(RuleOptions, RuleOptions(deck="modern"), "lancashire")
    assert bad.value.reason is SetupReason.BAD_OPTIONS
    assert bad.value.params == {"detail": "rule option deck='modern' not one of ('original', 'roxley')"}
    with pytest.raises(SetupError) as missing:
        options_from_setup(IndustriaOptions, {"open_hands": False})
    assert missing.value.reason is SetupReason.MISSING_OPTIONS
    assert missing.value.params == {"options": "bonus_tiles_free, bonus_counts_technologies"}
    assert options_from_setup(IndustriaOptions, IndustriaOptions(open_hands=False).to_dict()) == IndustriaOptions(
        open_hands=False)
