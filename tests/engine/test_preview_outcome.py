"""Preview = outcome (issue 38): scenarios with exact figures for each consequence a preview names.

The conformance suite checks every number of sampled previews against the position after
(tests/engine/preview_check.py); these pin the figures of one case of each kind: a market sale
on build (the guided Birmingham game's Walsall iron works), a flip on develop, a port flip on a
sale, a distant-market sale's range, a coal mine emptied by its owner's link, Industria's payees.
"""
from __future__ import annotations

from brass_desktop.engine import DISTANT, Game, GameSetup, Sell
from brass_desktop.engine.agents import RandomAgent
from brass_desktop.engine.brass.actions import BuildIndustry, BuildLink, Develop
from brass_desktop.engine.industria.actions import Build
from tests.engine.preview_check import mismatches
from tests.engine.scenario import give_cards, income, markets, money, new_game, place, set_stack
from tests.engine.test_rules_sell import port_sale_position

# The guided Birmingham game (resources/guides/birmingham.json: seed 5, the learner first) up to
# its iron step, as tools/walk_guide.py plays it.
GUIDED = [
    {"kind": "build", "cards": ["cannock"], "slot": "cannock/1", "industry": "coal", "coal": [], "iron": []},
    {"kind": "link", "card": "pottery", "lines": ["stoke_on_trent__warrington"], "coal": [], "beer": []},
    {"kind": "build", "cards": ["coalbrookdale"], "slot": "coalbrookdale/0", "industry": "brewery", "coal": [],
     "iron": []},
    {"kind": "build", "cards": ["burton_on_trent"], "slot": "burton_on_trent/0", "industry": "coal", "coal": [],
     "iron": []},
    {"kind": "link", "card": "coventry", "lines": ["cannock__walsall"], "coal": [], "beer": []},
]


def test_guided_walsall_iron_works_preview_says_eight_pounds_and_names_the_sale() -> None:
    game = Game.new(GameSetup(players=("Learner", "Computer 1"), seed=5, game="birmingham"))
    for entry in GUIDED:
        game.apply(game.definition.action_from_dict(entry))
    action = BuildIndustry(("iron",), "walsall/0", "iron")
    assert game.state.players[0].money == 9
    preview = game.preview(action)
    assert (preview.cost, preview.money_after) == (5, 8)  # £9 - £5 + £4 for three iron sold
    assert preview.market_sales == ({"tile": "walsall/0", "owner": 0, "resource": "iron", "cubes": 3, "money": 4},)
    assert preview.flips == ()  # one iron is left on the works: it does not flip yet
    assert mismatches(game, action) == []
    game.apply(action)
    assert game.state.players[0].money == 8


def test_iron_works_selling_every_cube_flips_at_once_and_the_preview_counts_money_and_income() -> None:
    game = new_game(era="rail")  # Lancashire, 3 players, £30, income space 10 (£0)
    markets(game, iron=0)
    give_cards(game, 0, ["bolton"])
    set_stack(game, 0, "iron", (2, 3, 4))
    place(game, "bolton/0", 0, "coal", 1, cubes=2)
    action = BuildIndustry(("bolton",), "bolton/2", "iron")
    preview = game.preview(action)
    assert (preview.cost, preview.money_after) == (7, 37)  # £30 - £7 + £14 for four iron sold
    assert preview.market_sales == ({"tile": "bolton/2", "owner": 0, "resource": "iron", "cubes": 4, "money": 14},)
    assert preview.flips == ({"tile": "bolton/2", "owner": 0, "industry": "iron", "level": 2, "vp": 5, "income": 3,
                              "sure": True},)
    assert (preview.income_before, preview.income_after) == (0, 2)
    game.apply(action)
    assert (money(game, 0), income(game, 0)) == (37, 13)


def test_develop_taking_the_last_iron_of_your_works_names_its_flip() -> None:
    game = new_game()
    place(game, "wigan/0", 0, "iron", 1, cubes=1)
    markets(game, iron=0)
    give_cards(game, 0, ["bolton"])
    action = Develop("bolton", ("cotton",))
    preview = game.preview(action)
    assert preview.sources == {"iron": ("wigan/0",)} and preview.money_after == 30
    assert preview.flips == ({"tile": "wigan/0", "owner": 0, "industry": "iron", "level": 1, "vp": 3, "income": 3,
                              "sure": True},)
    assert (preview.income_before, preview.income_after) == (0, 2)
    game.apply(action)
    assert income(game, 0) == 13 and game.state.tiles["wigan/0"].flipped  # space 10 + 3: £2


def test_a_sale_to_another_players_port_names_both_flips() -> None:
    game = port_sale_position()
    action = Sell("wigan", "manchester/0", "ellesmere_port/0")
    preview = game.preview(action)
    assert preview.flips == (
        {"tile": "ellesmere_port/0", "owner": 1, "industry": "port", "level": 1, "vp": 2, "income": 3, "sure": True},
        {"tile": "manchester/0", "owner": 0, "industry": "cotton", "level": 1, "vp": 3, "income": 5, "sure": True})
    assert (preview.income_before, preview.income_after, preview.money_after) == (0, 3, 30)
    game.apply(action)
    assert (income(game, 0), income(game, 1)) == (15, 13)  # +5 spaces (£3); the port's owner +3 spaces


def test_a_distant_sale_gives_the_range_and_the_real_result_falls_inside() -> None:
    game = port_sale_position()
    action = Sell("wigan", "manchester/0", DISTANT)
    preview = game.preview(action)
    assert (preview.chance, preview.gain_range, preview.demand) == ((0, 12), (3, 4), 3)
    assert preview.flips[0]["tile"] == "manchester/0" and preview.flips[0]["sure"]  # no tile can close it yet
    game.apply(action)
    assert 3 <= game.data.income_by_position[income(game, 0)] <= 4


def test_a_link_whose_coal_empties_your_own_mine_names_the_flip_and_its_income() -> None:
    game = new_game(era="rail")
    place(game, "wigan/0", 0, "coal", 1, cubes=1)
    give_cards(game, 0, ["bolton"])
    action = BuildLink("bolton", ("bolton__wigan",))
    preview = game.preview(action)
    assert preview.sources["coal"] == ("wigan/0",)
    assert [(f["tile"], f["income"]) for f in preview.flips] == [("wigan/0", 4)]
    assert (preview.income_before, preview.income_after) == (0, 2)
    assert mismatches(game, action) == []


def test_industria_build_names_each_factory_owner_paid() -> None:
    game = Game.new(GameSetup(players=("Ada", "Brunel", "Cort"), seed=0, game="industria"))
    agent = RandomAgent(0)
    for _ in range(231):  # seeded random play to a build that buys steel and electricity from their owners
        game.apply(agent.choose(game, game.legal_actions()))
    action = Build("IV-F-plastic", ("owner", "owner"))
    assert [p.coins for p in game.state.players] == [4, 21, 2]
    preview = game.preview(action)
    assert (preview.cost, preview.printed_cost, preview.money_after) == (4, 2, 0)
    assert preview.payees == {"steel": (2,), "electricity": (1,)}
    assert preview.paid == ({"player": 1, "amount": 1}, {"player": 2, "amount": 1})
    assert (preview.vp, preview.vp_scored) == (1, 1)
    game.apply(action)
    assert [p.coins for p in game.state.players] == [0, 22, 3]
