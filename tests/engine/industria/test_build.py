"""rules.md 6 / design.md 8.3-8.8: laying tiles, paying coins and each resource from a chosen source."""
from __future__ import annotations

import pytest

from brass_desktop.engine.core.definition import Preview
from brass_desktop.engine.core.reasons import IllegalActionError
from brass_desktop.engine.industria.actions import Build, EndBuild, Exchange
from brass_desktop.engine.industria.options import IndustriaOptions

from .scenario import build_position, explain_as, reasons


def test_a_factory_without_resources_costs_its_printed_coins_and_scores_in_its_epoch() -> None:
    game = build_position(coins=[5, 5, 5, 5], hands={0: ["I-F-windmill"]})
    assert game.legal_actions() == [Build("I-F-windmill", ()), EndBuild()]
    events = game.apply(Build("I-F-windmill", ()))
    p = game.state.players[0]
    assert (p.coins, p.vp, p.built, p.hand) == (3, 1, ("I-F-windmill",), ())
    assert {"type": "coins", "player": 0, "amount": -2, "counterpart": "bank", "why": "build"} in events
    assert {"type": "vp", "player": 0, "amount": 1, "source": "tiles", "tile": "I-F-windmill"} in events


def test_a_factory_built_in_a_later_epoch_scores_nothing_but_still_counts() -> None:
    game = build_position(epoch="II", coins=[5, 5, 5, 5], hands={0: ["I-F-windmill"]})
    game.apply(Build("I-F-windmill", ()))
    assert (game.state.players[0].coins, game.state.players[0].vp) == (3, 0)
    assert game.state.players[0].built == ("I-F-windmill",)


def test_own_factory_supplies_free_and_own_raw_tile_is_spent() -> None:
    game = build_position(coins=[2, 5, 5, 5], hands={0: ["I-F-brick", "I-R-wood"]}, built={0: ["I-F-stone"]})
    # brick needs stone (own quarry: free) and wood (own raw tile); 2 coins printed
    assert game.legal_actions() == [Build("I-F-brick", ("own", "raw")), EndBuild(), Exchange("I-R-wood")]
    events = game.apply(Build("I-F-brick", ("own", "raw")))
    p = game.state.players[0]
    assert (p.coins, p.hand, p.built) == (0, (), ("I-F-stone", "I-F-brick"))
    assert game.state.removed == ("I-R-wood",)
    assert {"type": "tile_removed", "player": 0, "tile": "I-R-wood", "why": "spent"} in events


def test_another_players_factory_sells_at_one_coin_to_its_owner() -> None:
    game = build_position(coins=[3, 0, 5, 5], hands={0: ["I-T-printing"]}, built={1: ["I-F-wood"]})
    assert game.legal_actions() == [Build("I-T-printing", ("owner",)), EndBuild()]
    events = game.apply(Build("I-T-printing", ("owner",)))
    assert [p.coins for p in game.state.players] == [2, 1, 5, 5]
    assert game.state.players[0].vp == 2
    assert {"type": "coins", "player": 0, "amount": -1, "counterpart": 1, "why": "resource"} in events
    assert {"type": "resource_used", "player": 0, "resource": "wood", "source": "owner", "owner": 1} in events


def test_the_bank_sells_only_from_the_next_epoch_and_only_while_nobody_built_the_producer() -> None:
    epoch1 = build_position(coins=[5, 5, 5, 5], hands={0: ["I-T-printing"]})
    assert epoch1.legal_actions() == [EndBuild()]
    assert reasons(epoch1.explain(Build("I-T-printing", ("bank",)))) == [
        ("industria_bank_not_yet", {"resource": "wood", "epoch": "II"})]
    # a producer held in a hand does not close the bank (6.4)
    epoch2 = build_position(epoch="II", coins=[5, 5, 5, 5], hands={0: ["II-F-bank"], 1: ["I-F-stone"]})
    assert epoch2.legal_actions() == [Build("II-F-bank", ("bank",)), EndBuild()]
    epoch2.apply(Build("II-F-bank", ("bank",)))
    assert epoch2.state.players[0].coins == 2  # 2 printed + 1 stone from the bank
    built = build_position(epoch="II", coins=[5, 5, 5, 5], hands={0: ["II-F-bank"]}, built={1: ["I-F-stone"]})
    assert reasons(built.explain(Build("II-F-bank", ("bank",)))) == [
        ("industria_bank_producer_built", {"resource": "stone", "owner": 1})]
    assert built.legal_actions() == [Build("II-F-bank", ("owner",)), EndBuild()]


def test_every_source_refusal_names_the_resource() -> None:
    game = build_position(epoch="II", coins=[9, 5, 5, 5], hands={0: ["II-T-optics"]})  # glass, wood
    assert reasons(game.explain(Build("II-T-optics", ("own", "raw")))) == [
        ("industria_no_own_factory", {"resource": "glass"}), ("industria_no_raw_tile", {"resource": "wood"})]
    assert reasons(game.explain(Build("II-T-optics", ("owner", "bank")))) == [
        ("industria_no_other_factory", {"resource": "glass"})]
    assert reasons(game.explain(Build("II-T-optics", ("coal", "bank")))) == [
        ("industria_bad_source", {"resource": "glass", "source": "coal"})]
    assert reasons(game.explain(Build("II-T-optics", ("bank",)))) == [
        ("industria_source_count", {"needed": 2, "given": 1})]
    # glass: producer is epoch II, the bank sells it from III
    assert reasons(game.explain(Build("II-T-optics", ("bank", "bank")))) == [
        ("industria_bank_not_yet", {"resource": "glass", "epoch": "III"})]


def test_cannot_build_without_every_coin() -> None:
    game = build_position(epoch="II", coins=[2, 5, 5, 5], hands={0: ["II-F-ceramic"]})  # 3 coins + wood
    assert game.legal_actions() == [EndBuild()]
    assert reasons(game.explain(Build("II-F-ceramic", ("bank",)))) == [
        ("industria_cannot_afford", {"cost": 4, "coins": 2})]
    with pytest.raises(IllegalActionError):
        game.apply(Build("II-F-ceramic", ("bank",)))
    assert game.state.players[0].hand == ("II-F-ceramic",) and game.state.players[0].coins == 2


def test_one_factory_one_technology_one_bonus_per_turn_in_any_order() -> None:
    game = build_position(coins=[9, 5, 5, 5], hands={0: ["I-F-wood", "I-T-printing", "I-F-windmill", "I-B-canal"]})
    # the sawmill first, then its wood feeds the technology in the same turn (design.md 8.5)
    assert reasons(game.explain(Build("I-T-printing", ("own",)))) == [
        ("industria_no_own_factory", {"resource": "wood"})]
    game.apply(Build("I-F-wood", ()))
    game.apply(Build("I-T-printing", ("own",)))
    assert reasons(game.explain(Build("I-F-windmill", ()))) == [("industria_kind_already_built", {"kind": "factory"})]
    assert game.legal_actions() == [Build("I-B-canal", ()), EndBuild()]
    game.apply(Build("I-B-canal", ()))
    p = game.state.players[0]
    assert (p.coins, p.vp, p.hand) == (5, 2, ("I-F-windmill",))  # 9 - 3 - 0 - 1
    game.apply(EndBuild())
    assert game.current_player == 1 and game.state.built_kinds == []


def test_raw_tiles_are_not_laid_and_only_own_tiles_can_be() -> None:
    game = build_position(coins=[9, 5, 5, 5], hands={0: ["I-R-stone"], 1: ["I-F-windmill"]})
    assert reasons(game.explain(Build("I-R-stone", ()))) == [("industria_not_buildable", {"tile": "I-R-stone"})]
    assert reasons(game.explain(Build("I-F-windmill", ()))) == [
        ("industria_tile_not_in_hand", {"tile": "I-F-windmill"})]
    assert reasons(game.explain(Exchange("I-F-windmill"))) == [("industria_tile_not_in_hand", {"tile": "I-F-windmill"})]
    assert reasons(explain_as(game, 1, EndBuild())) == [("industria_not_your_turn", {"player": 0})]


def test_a_factory_laid_earlier_changes_later_players_costs() -> None:
    game = build_position(epoch="II", coins=[9, 9, 9, 9], hands={0: ["I-F-stone"], 1: ["II-F-glass"]})
    game.apply(Build("I-F-stone", ()))  # 0 VP in epoch II anyway
    game.apply(EndBuild())
    # Brunel now pays Ada for stone; the bank no longer sells it
    assert game.legal_actions() == [Build("II-F-glass", ("owner",)), EndBuild()]
    game.apply(Build("II-F-glass", ("owner",)))
    assert [p.coins for p in game.state.players] == [7, 5, 9, 9]  # Ada 9-3+1, Brunel 9-3-1
    assert game.state.players[1].vp == 1


def test_bank_and_stock_exchange_discount_later_constructions() -> None:
    # design.md 8.6: -1 each, both -2, never below 0; not on their own cost, on resources or technologies
    game = build_position(epoch="III", coins=[20, 5, 5, 5],
                          hands={0: ["III-F-exchange", "III-B-pipeline", "III-T-telegraph"]},
                          built={0: ["II-F-bank"]})
    game.apply(Build("III-F-exchange", ("bank", "bank")))  # 3 - 1 + brick + glass from the bank
    assert game.state.players[0].coins == 16
    game.apply(Build("III-B-pipeline", ()))  # 2 - 2 = 0
    assert game.state.players[0].coins == 16
    game.apply(Build("III-T-telegraph", ("bank", "bank")))  # ceramic and glass: 1 coin each, no discount
    assert game.state.players[0].coins == 14
    assert game.state.players[0].vp == 2 + 5


def test_the_discount_does_not_apply_to_the_special_itself() -> None:
    game = build_position(epoch="II", coins=[3, 5, 5, 5], hands={0: ["II-F-bank"]})
    game.apply(Build("II-F-bank", ("bank",)))
    assert game.state.players[0].coins == 0  # 2 printed + 1 stone


def test_bonus_tiles_are_free_under_the_option() -> None:
    game = build_position(coins=[0, 5, 5, 5], hands={0: ["I-B-port"]}, options=IndustriaOptions(bonus_tiles_free=True))
    assert game.legal_actions() == [Build("I-B-port", ()), EndBuild()]
    paid = build_position(coins=[0, 5, 5, 5], hands={0: ["I-B-port"]})
    assert paid.legal_actions() == [EndBuild()]


def test_every_source_choice_is_listed_separately() -> None:
    game = build_position(epoch="II", coins=[9, 5, 5, 5], hands={0: ["II-F-iron", "I-R-wood"]},
                          built={1: ["I-F-wood"]})
    assert game.legal_actions()[:2] == [Build("II-F-iron", ("raw",)), Build("II-F-iron", ("owner",))]


def test_preview_spells_out_cost_payees_and_vp() -> None:
    game = build_position(epoch="II", coins=[9, 5, 5, 5], hands={0: ["II-F-iron"]}, built={1: ["I-F-wood"]})
    assert game.preview(Build("II-F-iron", ("owner",))) == Preview(
        cost=4, money_after=5, sources={"wood": ("owner",)}, options={"wood": (("owner",),)},
        printed_cost=3, vp=1, payees={"wood": (1,)}, prices={"wood": (1,)}, vp_scored=1,
        paid=({"player": 1, "amount": 1},))  # 6.4: the wood's owner gets the coin
    assert game.preview(EndBuild()) == Preview(cost=0, money_after=9)
    game.state.players[0].hand += ("I-R-wood",)
    assert game.preview(Build("II-F-iron", ("raw",))) == Preview(
        cost=3, money_after=6, sources={"wood": ("raw",)}, options={"wood": (("raw",), ("owner",))},
        printed_cost=3, vp=1, payees={"wood": (None,)}, prices={"wood": (0,)}, vp_scored=1)
