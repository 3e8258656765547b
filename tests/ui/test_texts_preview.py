"""Preview words (issue 38): each consequence the engine's ``Preview`` names is worded with its
exact figures: a market sale on a build, every flip (the player's own and another's) with its VP
and income, a flip that waits on the distant market's draw with its range and chance, tiles
removed, other players paid, VP scored now and tiles gained; Brass and Industria."""
from __future__ import annotations

from brass_desktop.engine import DISTANT, Preview, Sell, load_game_data
from brass_desktop.ui import texts
from brass_desktop.ui.industria import words as industria_words
from tests.engine.scenario import give_cards, link, new_game, place

LANCASHIRE = load_game_data("lancashire")
NAMES = ["Ada", "Brunel", "Cort"]


def lines(game, action) -> list[str]:
    return texts.preview_lines(game.preview(action), game.data, NAMES, game.current_player)


def test_a_develop_that_empties_another_players_iron_works_names_its_flip(qapp):
    game = new_game()
    place(game, "bolton/2", 1, "iron", 1, cubes=1)
    give_cards(game, 0, ["wigan"])
    develop = next(a for a in game.legal_actions("develop") if a.industries == ("coal",))
    said = lines(game, develop)
    assert "Brunel’s iron works in Bolton flips: 3 VP and income +3 spaces for Brunel." in said


def test_a_develop_that_empties_your_own_iron_works_says_yours(qapp):
    game = new_game()
    place(game, "bolton/2", 0, "iron", 1, cubes=1)
    give_cards(game, 0, ["wigan"])
    said = lines(game, next(a for a in game.legal_actions("develop") if a.industries == ("coal",)))
    assert "Your iron works in Bolton flips: 3 VP, income +3 spaces." in said
    assert any(line.startswith("Income £0 → £3 a round") or "levels up" in line for line in said)


def test_a_cotton_sale_names_the_mill_and_the_other_owners_port(qapp):
    game = new_game()
    place(game, "manchester/0", 0, "cotton", 1)
    place(game, "ellesmere_port/0", 1, "port", 1)
    link(game, "manchester__warrington_runcorn", 2)
    link(game, "ellesmere_port__warrington_runcorn", 1)
    give_cards(game, 0, ["wigan", "port"])
    said = lines(game, Sell("wigan", "manchester/0", "ellesmere_port/0"))
    assert "Your cotton mill in Manchester flips: 3 VP, income +5 spaces." in said
    assert "Brunel’s port in Ellesmere Port flips: 2 VP and income +3 spaces for Brunel." in said


def test_a_distant_sale_gives_the_chance_the_range_and_the_flip_that_waits_on_it(qapp):
    game = new_game()
    place(game, "colne/0", 0, "cotton", 1)
    link(game, "colne__yorkshire", 2)
    game.state.distant_tiles = [0, 1, 4, 4, 3]
    game.state.distant_pos = 5
    give_cards(game, 0, ["wigan", "port"])
    preview = game.preview(Sell("wigan", "colne/0", DISTANT))
    said = texts.preview_lines(preview, game.data, NAMES, 0)
    failing, total = preview.chance
    assert (failing, total) == (3, 5)
    assert "Distant market: demand +1 now; 3 of 5 tiles end the sale (60 %)." in said
    assert "If it sells, your cotton mill in Colne flips: 3 VP, income +5 spaces." in said
    low, high = preview.gain_range
    assert any(line.startswith("If it sells: income") for line in said), said
    del low, high


def test_every_new_field_is_worded_with_its_figures(qapp):
    preview = Preview(
        cost=5, money_after=8, parts={"tile": 5},
        market_sales=({"tile": "wigan/0", "owner": 0, "resource": "coal", "cubes": 2, "money": 7},),
        removed=({"tile": "bolton/0", "owner": 2, "industry": "coal", "level": 1, "why": "overbuilt"},
                 {"tile": "wigan/1", "owner": 0, "industry": "cotton", "level": 2, "why": "shortfall"}),
        paid=({"player": 1, "amount": 3},), vp_scored=4, cards_gained=("wild_location",))
    said = texts.preview_lines(preview, LANCASHIRE, NAMES, 0)
    assert said[0] == "Cost £5; you will have £8."
    assert "Sells 2 coal to the market at once for £7." in said
    assert "Cort’s level-1 coal mine in Bolton is built over." in said
    assert "Your level-2 cotton mill in Wigan leaves the board." in said
    assert "Brunel receives £3." in said
    assert "You score 4 VP now." in said
    assert any(line.startswith("You receive: ") for line in said)


def test_industria_words_the_players_paid_the_vp_and_the_tiles(qapp):
    preview = Preview(cost=0, money_after=9, paid=({"player": 2, "amount": -4},), vp_scored=3,
                      cards_gained=("I-R-stone",))
    assert industria_words.preview_lines(preview, NAMES) == [
        "You will have 9 coins.", "Cort pays 4 coins.", "You score 3 VP now.",
        f"Into your hand: {industria_words.tile_name('I-R-stone')}."]
    build = Preview(cost=3, money_after=2, paid=({"player": 1, "amount": 1},))
    assert industria_words.paid_lines(build, NAMES) == ["Brunel receives 1 coin."]


def test_industria_previews_a_sale_and_a_keep_from_the_engine(qapp):
    import random

    from brass_desktop.engine import Game, GameSetup
    from brass_desktop.engine.industria import IndustriaOptions
    from brass_desktop.engine.industria.actions import Keep
    from brass_desktop.engine.industria.actions import Sell as IndustriaSell

    game = Game.new(GameSetup(players=tuple(NAMES), seed=3, game="industria", options=IndustriaOptions()))
    rng = random.Random(1)
    while not any(isinstance(a, IndustriaSell) for a in game.legal_actions()):
        game.apply(rng.choice([a for a in game.legal_actions() if a.kind in ("put_up", "bid", "pass_bid")]))
    state = game.state
    seller, buyer, bid = game.current_player, state.high_bidder, state.high_bid
    said = texts.preview_lines(game.preview(IndustriaSell()), game.data, NAMES, seller)
    assert said == [f"You will have {industria_words.coins(state.players[seller].coins + bid)}.",
                    f"{NAMES[buyer]} pays {industria_words.coins(bid)}."]
    kept = texts.preview_lines(game.preview(Keep()), game.data, NAMES, seller)
    assert kept[-1] == f"Into your hand: {industria_words.tile_name(state.lot)}."


def test_a_tile_that_flips_at_once_is_named_once_and_a_merchant_vp_bonus_once(qapp):
    flips = ({"tile": "wigan/0", "owner": 0, "industry": "iron", "level": 1, "vp": 3, "income": 3, "sure": True},)
    sold = ({"tile": "wigan/0", "owner": 0, "resource": "iron", "cubes": 4, "money": 9},)
    said = texts.preview_lines(Preview(cost=5, money_after=12, vp=3, tile_income=3, market_sales=sold, flips=flips),
                               LANCASHIRE, NAMES, 0)
    assert "Your iron works in Wigan flips: 3 VP, income +3 spaces." in said
    assert not any(line.startswith("Once flipped") for line in said)
    bonus = texts.preview_lines(Preview(money_after=3, bonus="vp", bonus_amount=4, vp_scored=4), LANCASHIRE, NAMES, 0)
    assert "Merchant bonus: +4 VP." in bonus and "You score 4 VP now." not in bonus
