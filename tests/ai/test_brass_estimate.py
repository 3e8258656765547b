"""The Brass estimate: the income track read once for all the flips a player expects (R9.6:
flips move the marker by spaces, and a level costs fewer spaces low on the track), and the value
of money and of a loan (R9.1 / Birmingham 3.5: £10 a level)."""
from __future__ import annotations

import pytest

from brass_desktop.ai import brass
from brass_desktop.ai.tournament import play_game
from brass_desktop.engine import Game
from brass_desktop.engine.brass.data import RAIL
from brass_desktop.engine.brass.state import OVER, Tile

from .helpers import mid_game, new_game


def test_the_track_is_read_between_spaces_and_capped_at_the_top() -> None:
    income = new_game("lancashire", 4, 1).data.income_by_position
    assert brass._track(income, 7) == -3  # below £0 one space is one level
    assert brass._track(income, 10.5) == 0.5
    assert brass._track(income, 12) == 1  # above £0 two spaces (later three, four) make a level
    assert brass._track(income, 99) == 30 and brass._track(income, 140.0) == 30


def test_expected_flips_share_the_track() -> None:
    """Two tiles that each add 7 spaces from £0 (position 10) reach position 24 together: +7
    levels, not the +4 each that reading the track tile by tile would give twice."""
    income = new_game("lancashire", 4, 1).data.income_by_position
    alone = brass._track(income, 17) - income[10]
    together = brass._track(income, 24) - income[10]
    assert (alone, together) == (4, 7)
    assert together < 2 * alone


def _holding(game: Game, money: int, income_pos: int) -> Game:
    """``game`` with player 0 holding ``money`` at income space ``income_pos`` (nothing else changed)."""
    state = game.state.clone()
    state.players[0].money = money
    state.players[0].income_pos = income_pos
    return Game(game.setup, state)


def test_a_loan_is_worth_its_money_less_the_payments_it_costs() -> None:
    """Birmingham, 4 players, before the first action: 15 income payments to come (7 canal, 8 rail),
    the whole game ahead, so £1 spent now is worth 0.35 VP, £1 that waits (beyond the £25 the next
    builds can use) 0.175, and £1 of income 0.28 a payment.  A £30 loan moves the marker from level
    0 (space 10) to -3 (space 7): 3 levels x 15 payments x 0.28 = 12.6 VP.  Taken with £40 in hand
    the loan's money only waits: 30 x 0.175 - 12.6 = -7.35 VP; taken with nothing in hand, £25 of
    it is spent now: 25 x 0.35 + 5 x 0.175 - 12.6 = -2.975 VP.  (Before, all money counted at 0.35
    and the loan cost 2.1 VP either way, so bots borrowed to hold money: 7 loans a player a game,
    ending with about £50 that Birmingham does not score.)"""
    game = new_game("birmingham", 4, 1)
    assert brass.timing(game) == (8.0, 15.0, 1.0)
    income = game.data.income_by_position
    assert (income[10], income[7]) == (0, -3)

    def gain(money: int) -> float:
        return brass.values(_holding(game, money + 30, 7))[0] - brass.values(_holding(game, money, 10))[0]

    assert gain(40) == pytest.approx(-7.35)
    assert gain(0) == pytest.approx(-2.975)
    # money the next builds can use is worth its full value now, the rest half the early premium
    assert brass.values(_holding(game, 25, 10))[0] - brass.values(_holding(game, 0, 10))[0] == pytest.approx(8.75)
    assert brass.values(_holding(game, 55, 10))[0] - brass.values(_holding(game, 25, 10))[0] == pytest.approx(5.25)


def test_cubes_of_the_same_resource_compete_for_buyers() -> None:
    """A coal mine with 2 cubes flips with a chance of 0.85 - 0.12 x 2 = 0.61 alone; with 6 more
    coal cubes on the board half of them count with its own: 0.85 - 0.12 x 5 = 0.25."""
    game = new_game("birmingham", 4, 1)
    w = brass.DEFAULT
    assert w.crowd == 0.5
    alone = brass._flip_chance(game, w, "coal", "dudley", 2)
    crowded = brass._flip_chance(game, w, "coal", "dudley", 2 + w.crowd * 6)
    assert alone == pytest.approx(0.61) and crowded == pytest.approx(0.25)


def test_the_birmingham_collapse_against_random_players_is_gone() -> None:
    """Birmingham, Easy against three random players, seed 107 (the tournament's game 8): Easy
    built four coal mines nobody bought from, borrowed down to income -9 expecting them to flip,
    and ended at 0 VP, unable to act in the rail era.  With the cubes competing and money held
    beyond the next builds worth less, it wins."""
    result = play_game("birmingham", ("random", "easy", "random", "random"), 107)
    assert result.winners == [1]
    assert result.vp[1] >= 40


def test_a_stack_is_worth_its_next_buildable_tiles() -> None:
    """Birmingham, the start: each stack's next three tiles at 1, 0.5 and 0.25, each its VP plus
    0.3 VP per income space.  Iron (levels 1, 2, 3: 3 VP + 3 spaces, 5 + 3, 7 + 2) is worth
    3.9 + 0.5 x 5.9 + 0.25 x 7.6 = 8.75; developing its level 1 away brings level 4 (9 VP + 1
    space) into the three: 5.9 + 0.5 x 7.6 + 0.25 x 9.3 = 12.025, a gain of 3.275 with the whole
    game ahead."""
    assert brass.DEFAULT.future == 0.0 and brass.HARD.future == 0.0  # measured, left off (round 4)
    game = new_game("birmingham", 4, 1)
    w = brass.Weights(future=1.0)
    stacks = game.state.players[0].stacks
    assert stacks["iron"] == (1, 2, 3, 4)
    assert brass._stack_future(game, w, {"iron": stacks["iron"]}) == pytest.approx(8.75)
    assert brass._stack_future(game, w, {"iron": stacks["iron"][1:]}) == pytest.approx(12.025)
    assert brass._stack_future(game, w, stacks) == pytest.approx(58.575)
    state = game.state.clone()
    state.players[0].stacks = {**stacks, "iron": stacks["iron"][1:]}
    developed = Game(game.setup, state)
    assert brass.values(developed, w)[0] - brass.values(game, w)[0] == pytest.approx(3.275)


def test_a_tile_that_cannot_be_built_any_more_is_worth_nothing_in_its_stack() -> None:
    """Rail era (R7): Birmingham coal 1, 2, 2: the level-1 tile cannot be built, so the stack is
    worth 0.5 x 4.1 + 0.25 x 4.1 = 3.075 (level 2: 2 VP + 7 spaces); in the canal era 2.2 more."""
    game = new_game("birmingham", 4, 1)
    w = brass.Weights(future=1.0)
    coal = game.state.players[0].stacks["coal"][:3]
    assert coal == (1, 2, 2)
    assert brass._stack_future(game, w, {"coal": coal}) == pytest.approx(5.275)
    state = game.state.clone()
    state.era = "rail"
    rail = Game(game.setup, state)
    assert brass._stack_future(rail, w, {"coal": coal}) == pytest.approx(3.075)


def _birmingham_with(tiles: dict[str, tuple[int, str, int, int]], links: dict[str, int]) -> Game:
    """A 4-player Birmingham start with ``tiles`` (slot: owner, industry, level, cubes) and ``links`` built."""
    game = new_game("birmingham", 4, 1)
    state = game.state.clone()
    state.tiles = {slot: Tile(owner, industry, level, cubes) for slot, (owner, industry, level, cubes) in tiles.items()}
    state.links = dict(links)
    return Game(game.setup, state)


def test_a_sale_needs_a_merchant_that_buys_the_industry() -> None:
    """Birmingham 3.4.2: a cotton mill in Worcester linked to Gloucester has a market connection,
    but Gloucester's merchants buy manufactured goods or nothing: with ``outlet`` it flips with
    the unconnected chance 0.2, not 0.6; a manufacturer there keeps 0.6 (beer not looked at here)."""
    game = _birmingham_with({"worcester/0": (0, "cotton", 1, 0)}, {"gloucester__worcester": 0})
    on, off = brass.Weights(outlet=1.0, sale_dry=1.0), brass.Weights(sale_dry=1.0)
    assert game.context.has_market_connection("worcester")
    assert brass._flip_chance(game, off, "cotton", "worcester", 0, 0, 1) == pytest.approx(0.6)
    assert brass._flip_chance(game, on, "cotton", "worcester", 0, 0, 1) == pytest.approx(0.2)
    assert brass._flip_chance(game, on, "manufacturer", "worcester", 0, 0, 1) == pytest.approx(0.6)


def test_a_sale_without_beer_in_reach_is_less_likely() -> None:
    """Birmingham 3.4.3: the manufacturer in Worcester linked to Gloucester can take Gloucester's
    merchant barrel (that merchant buys manufactured goods): 0.6; a cotton mill there has no barrel
    in reach (and no merchant that buys cotton): 0.2 x ``sale_dry`` 0.5 = 0.1, until its owner
    has a brewery with beer anywhere (Coalbrookdale, not connected): 0.2; an opponent's brewery
    counts only when connected."""
    assert brass.DEFAULT.sale_dry == 1.0 and brass.HARD.sale_dry == 1.0  # measured, left off (round 4)
    w = brass.Weights(outlet=1.0, sale_dry=0.5)
    links = {"gloucester__worcester": 0}
    game = _birmingham_with({"worcester/0": (0, "cotton", 1, 0)}, links)
    assert brass._flip_chance(game, w, "manufacturer", "worcester", 0, 0, 1) == pytest.approx(0.6)
    assert brass._flip_chance(game, w, "cotton", "worcester", 0, 0, 1) == pytest.approx(0.1)
    brewery = {"worcester/0": (0, "cotton", 1, 0), "coalbrookdale/0": (0, "brewery", 1, 1)}
    assert brass._flip_chance(_birmingham_with(brewery, links), w, "cotton", "worcester", 0, 0, 1) == pytest.approx(0.2)
    theirs = {"worcester/0": (0, "cotton", 1, 0), "coalbrookdale/0": (1, "brewery", 1, 1)}
    assert brass._flip_chance(_birmingham_with(theirs, links), w, "cotton", "worcester", 0, 0, 1) == pytest.approx(0.1)


def test_each_game_gets_its_own_weights(monkeypatch: pytest.MonkeyPatch) -> None:
    """A game's own changes (``GAME_WEIGHTS``) go on top of the level's set; the other game plays
    the shared weights."""
    monkeypatch.setattr(brass, "TUNED_GAME_WEIGHTS", {})
    monkeypatch.setattr(brass, "_GAME_SETS", {})
    assert brass.weights_for("lancashire", "hard", True) is brass.HARD
    monkeypatch.setattr(brass, "GAME_WEIGHTS", {"lancashire": {"future": 0.2}})
    monkeypatch.setattr(brass, "_GAME_SETS", {})
    hard_l = brass.weights_for("lancashire", "hard", True)
    assert (hard_l.future, hard_l.reach, hard_l.blocker) == (0.2, 0.4, 1.5)
    easy_l = brass.weights_for("lancashire", "easy", False)
    assert (easy_l.future, easy_l.reach) == (0.2, 0.35)
    assert brass.weights_for("birmingham", "hard", True) is brass.HARD
    assert brass.weights_for("birmingham", "medium", False) is brass.DEFAULT
    game = new_game("lancashire", 4, 1)
    assert brass.values(game, easy_l) != brass.values(game, brass.DEFAULT)  # the term is on


def _with_link(game: Game, line: str, owner: int, round_: int = 1) -> Game:
    """``game`` with ``owner``'s link on ``line`` and the era at round ``round_`` (nothing else changed)."""
    state = game.state.clone()
    state.links[line] = owner
    state.round = round_
    return Game(game.setup, state)


def test_links_to_come_value_the_empty_spaces_at_a_links_ends() -> None:
    """R10.2 / Birmingham 7.1: a link scores the tiles flipped at its ends when the era ends, those
    built after it too.  Birmingham-Coventry at the start: 4 + 3 empty spaces; at ``link_future``
    0.5 with the whole canal era ahead (8 of 8 rounds) each is worth 0.5 VP: +3.5 VP against the
    term off; in round 5 (4 rounds of 8 left) 0.25 VP each: +1.75 VP.  A tile on one of the spaces
    leaves 6: +3.0 VP.  The opponents' values do not change."""
    game = new_game("birmingham", 4, 1)
    on = brass.DEFAULT.changed({"link_future": 0.5})

    def gain(position: Game) -> list[float]:
        return [a - b for a, b in zip(brass.values(position, on), brass.values(position), strict=True)]

    assert gain(_with_link(game, "birmingham__coventry", 0)) == pytest.approx([3.5, 0.0, 0.0, 0.0])
    assert gain(_with_link(game, "birmingham__coventry", 0, round_=5)) == pytest.approx([1.75, 0.0, 0.0, 0.0])
    built = _with_link(game, "birmingham__coventry", 0)
    slot = next(s for s, (loc, _, _) in game.data.slots.items() if loc == "birmingham")
    built.state.tiles[slot] = Tile(owner=1, industry="cotton", level=1)
    assert gain(built)[0] == pytest.approx(3.0)
    assert brass.values(game, on) == brass.values(game)  # no link, no change


def test_hard_gets_its_own_game_weights_and_medium_keeps_the_shared_ones() -> None:
    """``TUNED_GAME_WEIGHTS`` change Hard's weights of one game only: Lancashire Hard looks at the
    tiles still in its stacks (``future`` 0.2, round 6; six deep, round 17) and at level-2+ tiles
    carried into the rail era (``carry`` 1, round 11) and weighs only its own estimate (``others``
    0, round 14: pure MaxN); Lancashire Medium and Birmingham Hard do not."""
    hard_l = brass.weights_for("lancashire", "hard", True)
    assert (hard_l.future, hard_l.carry, hard_l.others, hard_l.reach, hard_l.blocker) == (0.2, 1.0, 0.0, 0.4, 1.5)
    assert (hard_l.future_depth, hard_l.future_decay) == (6, 0.8)
    assert brass.weights_for("lancashire", "medium", False) is brass.DEFAULT
    hard_b = brass.weights_for("birmingham", "hard", True)
    assert (hard_b.future, hard_b.carry, hard_b.others) == (0.0, 0.0, 0.25)


def test_a_level_2_tile_unflipped_at_the_canal_end_may_still_flip_in_the_rail_era() -> None:
    """R10.4 / Birmingham 7.4: level-2+ tiles stay on the board into the rail era.  Birmingham,
    last canal round (1 round left: the canal flip chance is 0.4 of its full value), player 0's
    level-2 iron works (5 VP, 3 income spaces) holding 4 cubes: full chance 0.85 - 4 x 0.12 =
    0.37, in this era 0.148.  With ``carry`` 1 it also flips in the rail era with (1 - 0.148) x
    0.37 = 0.31524: 5 x 0.31524 = 1.5762 VP, and 3 x 0.31524 more income spaces take the marker
    from 10.444 (level 0.444) to 11.390 (level 1): 0.556 x 7 payments x £1 at 0.1575 VP =
    0.61299 VP; 2.18919 VP in all.  A level-1 tile leaves the board at the era's end: no change."""
    game = new_game("birmingham", 4, 1)
    on = brass.DEFAULT.changed({"carry": 1.0})

    def gain(level: int) -> list[float]:
        state = game.state.clone()
        state.round = 8
        state.tiles["dudley/1"] = Tile(owner=0, industry="iron", level=level, cubes=4)
        position = Game(game.setup, state)
        assert brass.timing(position) == (1.0, 8.0, 0.5625)
        return [a - b for a, b in zip(brass.values(position, on), brass.values(position), strict=True)]

    assert gain(2) == pytest.approx([2.18919, 0.0, 0.0, 0.0])
    assert gain(1) == pytest.approx([0.0, 0.0, 0.0, 0.0])


@pytest.mark.parametrize("game_name", ["lancashire", "birmingham"])
def test_the_breakdown_adds_up_to_the_estimate_exactly(game_name: str) -> None:
    """``breakdown`` and ``values`` are one code: added in ``TERMS`` order, the terms give the
    estimate to the last bit, with every optional term on too; a game over is all VP scored."""
    every = brass.HARD.changed({"future": 0.2, "carry": 1.0, "link_future": 0.5, "outlet": 1.0, "sale_dry": 0.5})
    for actions in (0, 30, 90):
        game = mid_game(game_name, 4, 3, actions)
        for weights in (brass.DEFAULT, brass.HARD, every):
            rows = brass.breakdown(game, weights)
            assert all(list(row) == list(brass.TERMS) for row in rows)
            assert [sum(row[t] for t in brass.TERMS) for row in rows] == brass.values(game, weights)
    over = new_game(game_name, 4, 3)
    state = over.state.clone()
    state.phase = OVER
    state.players[2].vp = 61
    rows = brass.breakdown(Game(over.setup, state))
    assert rows[2] == {t: (61.0 if t == "vp" else 0.0) for t in brass.TERMS}


def test_the_breakdown_names_each_part_of_the_estimate() -> None:
    """Birmingham at the start (15 payments, the whole game ahead; £17 and income level 0 each):
    £17 the next builds can use at 0.35 VP = 5.95 VP, none held beyond £25; the first player's
    one action of the first round (Birmingham 2.2) is worth ``tempo`` 5 VP.  Player 1's flipped
    level-2 coal mine in Dudley scores 2 VP at the era end and 0.9 x 2 = 1.8 again in the rail
    era; player 2's unflipped level-1 cotton mill in Redditch, without a market connection, flips
    with 0.2 (8 rounds left): 0.2 x 5 VP = 1.0 VP, and its 5 income spaces x 0.2 move the marker
    one space, a level (space 10 -> 11): 1 x 14 payments x £1 at 0.28 VP = 3.92 VP; each player's
    one location in its network is worth ``reach`` 0.35 VP."""
    game = _birmingham_with({"dudley/0": (1, "coal", 2, 0), "redditch/0": (2, "cotton", 1, 0)}, {})
    game.state.tiles["dudley/0"] = Tile(1, "coal", 2, 0, flipped=True)
    rows = brass.breakdown(game, brass.DEFAULT)
    first = game.current_player
    assert first is not None and game.state.actions_left == 1
    assert rows[0]["money"] == pytest.approx(17 * 0.35) and rows[0]["money_held"] == 0.0
    assert [r["tempo"] for r in rows] == [5.0 if i == first else 0.0 for i in range(4)]
    assert (rows[1]["flipped"], rows[1]["rescore"], rows[1]["unflipped"]) == pytest.approx((2.0, 1.8, 0.0))
    assert (rows[2]["unflipped"], rows[2]["flip_income"]) == pytest.approx((1.0, 3.92))
    assert [r["reach"] for r in rows] == pytest.approx([0.0, 0.35, 0.35, 0.0])


def test_money_keeps_a_floor_value_until_the_last_two_rail_rounds() -> None:
    """Birmingham scores no money (8.3), but £1 still buys builds until the end (round 7's fit).
    Rail era, round 7 of 8 (2 rounds and 1 payment left, 1/8 of the game): with ``money_floor``
    0.15, £1 the next builds can use is worth 0.15 + 0.35 x 0.125 = 0.19375 VP (0.04375 without),
    £1 of income to come 0.8 of it; £1 held beyond £25 gets no floor: half the premium, 0.021875
    (a floor there paid for loans taken to be held).  £40 and income level 5 make 25 x 0.19375 =
    4.84375, 15 x 0.021875 = 0.328125 and 5 x 0.155 = 0.775 VP.  In round 8 (1 round left) the
    floor is half: 0.075 + 0.35 x 0.0625 = 0.096875 VP a £, and no payment is left."""
    game = new_game("birmingham", 4, 1)
    income = game.data.income_by_position
    on = brass.DEFAULT.changed({"money_floor": 0.15})

    def position(round_: int) -> Game:
        state = game.state.clone()
        state.era, state.round, state.turn_index = "rail", round_, 0
        state.players[0].money, state.players[0].income_pos = 40, income.index(5)
        return Game(game.setup, state)

    late = position(7)
    assert brass.timing(late) == (2.0, 1.0, 0.125)
    row, off = brass.breakdown(late, on)[0], brass.breakdown(late)[0]
    assert (row["money"], row["money_held"], row["income"]) == pytest.approx((4.84375, 0.328125, 0.775))
    assert (off["money"], off["money_held"], off["income"]) == pytest.approx((1.09375, 0.328125, 0.175))
    last = brass.breakdown(position(8), on)[0]
    assert (last["money"], last["income"]) == pytest.approx((25 * 0.096875, 0.0))
    assert brass.DEFAULT.money_floor == 0.0  # Medium and Easy keep theirs


def test_income_to_come_can_have_a_floor_and_money_held_no_premium() -> None:
    """Birmingham at the start (15 payments, the whole game ahead), £40 and income level 5:
    £1 of income to come is worth 0.8 x 0.35 = 0.28 VP, 5 x 15 x 0.28 = 21 VP; with
    ``income_floor`` 0.1 and ``income_share`` 0.3 (the flatter value round 7's fit found)
    0.1 + 0.3 x 0.35 = 0.205 VP, 15.375 VP.  The £15 held beyond £25 are worth half the premium,
    15 x 0.175 = 2.625 VP, with ``held_share`` 0 nothing (Birmingham scores no money)."""
    game = _holding(new_game("birmingham", 4, 1), 40, new_game("birmingham", 4, 1).data.income_by_position.index(5))
    assert brass.timing(game) == (8.0, 15.0, 1.0)
    flat = brass.DEFAULT.changed({"income_floor": 0.1, "income_share": 0.3, "held_share": 0.0})
    row, off = brass.breakdown(game, flat)[0], brass.breakdown(game)[0]
    assert (off["income"], off["money_held"], off["money"]) == pytest.approx((21.0, 2.625, 8.75))
    assert (row["income"], row["money_held"], row["money"]) == pytest.approx((15.375, 0.0, 8.75))
    assert brass.money_values(game, flat) == pytest.approx((0.35, 0.0, 0.205))


def test_the_canal_era_may_count_a_share_of_the_income_expected_flips_add() -> None:
    """The cotton mill of the breakdown test above adds 3.92 VP of income through its expected
    flip; with ``canal_flip_income`` 0.5 the canal era counts half, 1.96 VP, and the rest of the
    estimate is unchanged; the rail era counts it whole."""
    game = _birmingham_with({"redditch/0": (2, "cotton", 1, 0)}, {})
    half = brass.DEFAULT.changed({"canal_flip_income": 0.5})
    row, off = brass.breakdown(game, half)[2], brass.breakdown(game)[2]
    assert (row["flip_income"], off["flip_income"]) == pytest.approx((1.96, 3.92))
    assert {t: v for t, v in row.items() if t != "flip_income"} == {t: v for t, v in off.items() if t != "flip_income"}
    state = game.state.clone()
    state.era = "rail"
    rail = Game(game.setup, state)
    assert brass.breakdown(rail, half)[2]["flip_income"] == brass.breakdown(rail)[2]["flip_income"] > 0


def test_six_tiles_deep_the_stacks_show_the_rail_era_shipyards() -> None:
    """Lancashire Hard looks six tiles into each stack, each worth 0.8 of the one before (round
    17).  The shipyard stack at the start, levels 0, 0, 1, 1, 2, 2: level 0 cannot be built (R7:
    worth nothing, but it takes its place), level 1 only in the canal era (10 VP, 2 income spaces:
    10.6 with ``future_income`` 0.3), level 2 only in the rail era (18 VP, 1 space: 18.3).  Three
    deep at 0.5: only the first level 1, 10.6 x 0.25 = 2.65.  Six deep: 10.6 x (0.8^2 + 0.8^3) +
    18.3 x (0.8^4 + 0.8^5) = 25.703424.  In the rail era level 1 is dead too (R7): three deep
    sees nothing, six deep the two level-2 shipyards, 18.3 x (0.8^4 + 0.8^5) = 13.492224."""
    game = new_game("lancashire", 4, 1)
    three = brass.DEFAULT
    six = brass.weights_for("lancashire", "hard", True)
    shipyards = {"shipyard": (0, 0, 1, 1, 2, 2)}
    assert brass._stack_future(game, three, shipyards) == pytest.approx(2.65)
    assert brass._stack_future(game, six, shipyards) == pytest.approx(25.703424)
    state = game.state.clone()
    state.era = RAIL
    rail = Game(game.setup, state)
    assert brass._stack_future(rail, three, shipyards) == 0.0
    assert brass._stack_future(rail, six, shipyards) == pytest.approx(13.492224)
