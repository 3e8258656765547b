"""Every refusal a game can give names the numbered rule it applies."""
from __future__ import annotations

import importlib
import inspect
import re

import pytest

from brass_desktop.engine import CoreReason, Reason, load_game_data
from brass_desktop.engine.brass.rules import common
from brass_desktop.engine.brass.ruleset import RULESETS, ruleset
from brass_desktop.engine.core import game as game_module
from brass_desktop.engine.industria import definition as industria_definition
from brass_desktop.engine.industria.reasons import IndustriaReason
from brass_desktop.engine.industria.rules import common as industria_common
from brass_desktop.ui import texts
from brass_desktop.ui.rule_links import kind_rule, rule_for

GAMES = tuple(RULESETS)

PATTERNS = {"lancashire": r"R\d+\.\d+", "birmingham": r"\d+\.\d+(\.\d+)?"}


def reasons_raised(game: str) -> set:
    """Reasons named in the code that judges ``game``'s actions (its rule modules, the shared
    predicates and the Game facade)."""
    modules = [*ruleset(game).modules]
    # a fast listing registered for a rule (rules/build_listing.py) judges with its rule module's checks
    modules += [importlib.import_module(m.__name__.removesuffix("_listing")) for m in ruleset(game).modules
                if m.__name__.endswith("_listing")]
    sources = [inspect.getsource(m) for m in modules] + [inspect.getsource(common), inspect.getsource(game_module)]
    brass = {name for text in sources for name in re.findall(r"\bReason\.([A-Z_]+)", text)}
    core = {name for text in sources for name in re.findall(r"\bCoreReason\.([A-Z_]+)", text)}
    rule_free = {CoreReason.NOTHING_TO_UNDO, CoreReason.UNDO_PAST_REVEAL}  # the table's undo policy, no rule
    return {Reason[name] for name in brass} | ({CoreReason[name] for name in core} - rule_free)


def guarded(game: str) -> set[Reason]:
    """Reasons the shared code names but ``game`` can never give, each with the fact that rules it out
    (checked here, so a change of that fact makes this test ask for a rule link)."""
    rules, data = ruleset(game), load_game_data(game)
    out = set()
    if not rules.second_rail_beer:  # no beer in the game (Lancashire)
        out |= {Reason.NO_BEER, Reason.BAD_BEER_SOURCE}
    if all(tile.can_develop for levels in data.tiles.values() for tile in levels):
        out.add(Reason.CANNOT_DEVELOP)
    if not rules.loans_close_when_rail_deck_empty:
        out.add(Reason.LOANS_CLOSED)
    if all(set(loc.build_eras) >= {"canal", "rail"} for loc in data.locations.values() if loc.slots):
        out.add(Reason.LOCATION_WRONG_ERA)
    return out


def test_every_reason_has_a_rule_in_its_family_s_table():
    core = {CoreReason.GAME_OVER, CoreReason.BAD_ACTION}
    assert set(texts.words_for("brass").reason_rules) == set(Reason) | core
    assert set(texts.words_for("industria").reason_rules) == set(IndustriaReason) | core


def industria_reasons_raised() -> set:
    """Reasons named in the code that judges Industria's actions (its rule modules and their shared
    guards, through the alias ``R``, and the Game facade)."""
    modules = (*industria_definition.IndustriaDefinition.modules, industria_common)
    sources = [inspect.getsource(m) for m in modules] + [inspect.getsource(game_module)]
    own = {name for text in sources for name in re.findall(r"\bR\.([A-Z_]+)", text)}
    core = {name for name in re.findall(r"\bCoreReason\.([A-Z_]+)", inspect.getsource(game_module))}
    rule_free = {"NOTHING_TO_UNDO", "UNDO_PAST_REVEAL"}  # the table's undo policy, no rule
    return {IndustriaReason[name] for name in own} | {CoreReason[name] for name in core - rule_free}


def test_every_reason_industria_gives_links_to_one_of_its_rules():
    raised = industria_reasons_raised()
    assert len(raised) == len(IndustriaReason) + 2 == 26  # and the core's game over and bad action
    assert set(IndustriaReason) <= raised  # every code of the enum is given somewhere
    assert sorted(r.name for r in raised if rule_for(r, "industria") is None) == []
    for reason in raised:
        assert re.fullmatch(r"\d+\.\d+", rule_for(reason, "industria")), reason


def test_industria_examples():
    assert rule_for(IndustriaReason.AUCTIONEER_CANNOT_BID, "industria") == "5.2"
    assert rule_for(IndustriaReason.BANK_NOT_YET, "industria") == "6.5"
    assert rule_for(IndustriaReason.CANNOT_AFFORD, "industria") == "6.3"
    assert rule_for(Reason.SLOT_TAKEN, "industria") is None  # a Brass reason Industria never gives
    assert rule_for(IndustriaReason.NO_BID, "lancashire") is None
    industria_topics = {t for t, games in texts.words_for("industria").kind_rules.items() if "industria" in games}
    assert {"put_up", "bid", "sell", "keep", "build", "end_build", "exchange", "source:bank", "discount",
            "vp_now"} <= industria_topics
    assert kind_rule("source:bank", "industria") == "6.5" and kind_rule("source:owner", "industria") == "6.4"


@pytest.mark.parametrize("game", GAMES)
def test_every_reason_a_game_gives_links_to_one_of_its_rules(game):
    raised = reasons_raised(game) - guarded(game)
    assert len(raised) >= 30
    missing = sorted(r.name for r in raised if rule_for(r, game) is None)
    assert missing == []
    for reason in raised:
        assert re.fullmatch(PATTERNS[game], rule_for(reason, game)), (reason, rule_for(reason, game))


def test_guards():
    assert guarded("lancashire") == {Reason.NO_BEER, Reason.BAD_BEER_SOURCE, Reason.CANNOT_DEVELOP}
    assert guarded("birmingham") == {Reason.LOANS_CLOSED, Reason.LOCATION_WRONG_ERA}


def test_examples():
    assert rule_for(Reason.ONE_TILE_PER_LOCATION, "birmingham") == "3.1.5"
    assert rule_for(Reason.LOANS_CLOSED, "lancashire") == "R9.2"
    assert rule_for(Reason.LOANS_CLOSED, "birmingham") is None  # Birmingham has no loan deadline
