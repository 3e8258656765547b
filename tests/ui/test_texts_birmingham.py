"""Birmingham words: every reason and event has a sentence, names for the new industries, cards,
merchants and options; the scoring dialog; the second rail's beer through the draft."""
from __future__ import annotations

import pytest

from brass_desktop.controller.game_controller import GameController
from brass_desktop.engine import Game, GameSetup, Reason, Violation, load_game_data
from brass_desktop.engine.agents import BUILDER_WEIGHTS, play_random_game
from brass_desktop.engine.brass.options import BIRMINGHAM_CHOICES, BirminghamOptions
from brass_desktop.ui import texts
from brass_desktop.ui.brass import words
from brass_desktop.ui.brass.scoring_dialog import ScoringDialog
from tests.engine.scenario import RAIL, give_cards, link, new_birmingham, place, set_money

DATA = load_game_data("birmingham")
NAMES = ["Ada", "Brunel", "Cort"]


@pytest.mark.parametrize("reason", list(Reason))
def test_every_reason_has_a_sentence(qapp, reason):
    text = texts.reason_text(Violation(reason, {"slot": "stone/0", "location": "oxford", "industry": "pottery",
                                                "line": "kidderminster__worcester", "need": 1, "card": "wild_location",
                                                "merchant": "oxford/m1", "options": ["coal", ""], "count": 2,
                                                "level": 1}), NAMES, DATA)
    assert not text.startswith("Not allowed") and "{" not in text


def test_birmingham_reasons_say_what_is_wrong(qapp):
    def words(reason: Reason, **params) -> str:
        return texts.reason_text(Violation(reason, params), NAMES, DATA)

    assert "Oxford" in words(Reason.MERCHANT_DOES_NOT_BUY, location="oxford", industry="pottery")
    assert "pottery" in words(Reason.MERCHANT_DOES_NOT_BUY, location="oxford", industry="pottery")
    assert "second rail" in words(Reason.NO_BEER, need=1, line="birmingham__dudley")
    assert "Stone, space 1" in words(Reason.NO_BEER, need=2, slot="stone/0")
    assert "merchant" in words(Reason.NO_COAL, location="stone")  # Birmingham buys coal through merchants
    assert "coal mine" in words(Reason.BAD_BONUS_CHOICE, develop="port", options=["coal", "iron"])
    assert "£30" in words(Reason.LOAN_AMOUNT, amount=10)
    assert "Wild location" in words(Reason.SCOUT_HOLDS_WILD, card="wild_location")


def test_names_of_industries_cards_merchants_and_options(qapp):
    assert words.industry_name("manufacturer", data=DATA) == "manufacturer"
    assert words.industry_name("pottery", capital=True, data=DATA) == "Pottery"
    assert words.card_name("wild_industry", DATA) == "Wild industry"
    assert words.card_name("cotton_or_manufacturer", DATA) == "Cotton mill or manufacturer"
    assert words.is_industry_card("cotton_or_manufacturer") and words.is_wild_card("wild_location")
    assert words.location_name("farm_brewery_south", DATA) == "South Farm Brewery"
    assert words.merchant_name("gloucester/m1", DATA) == "Gloucester, merchant 2"
    assert words.merchant_name("shrewsbury/m0", DATA) == "Shrewsbury"
    assert words.source_name("merchant", DATA) == "the merchant’s barrel"
    assert words.kind_name("sell", game="birmingham") == "Sell"
    assert words.kind_name("sell", game="lancashire") == "Sell cotton"
    assert words.kind_name("scout") == "Scout"
    for name, values in BIRMINGHAM_CHOICES.items():
        assert texts.option_label("birmingham", name) != name and texts.option_help("birmingham", name)
        for value in values:
            assert texts.option_value("birmingham", name, value) not in ("True", "False", "8/6")


def test_every_event_of_a_whole_birmingham_game_reads_as_words(qapp):
    """Every event of a random game is worded (or is bookkeeping), without a raw placeholder."""
    kinds: set[str] = set()
    for players, options in ((3, BirminghamOptions()), (2, BirminghamOptions(starter=True))):
        game = Game.new(GameSetup(players=tuple(NAMES[:players]), seed=4, game="birmingham", options=options))
        replay = Game(game.setup)
        play_random_game(game, seed=4, weights=BUILDER_WEIGHTS)
        for action in game.history:
            for event in replay.apply(action):
                kinds.add(event["type"])
                lines = texts.event_lines(event, NAMES[:players], game.data)
                assert all("{" not in line and "?" not in line for line in lines), (event, lines)
                if event["type"] not in ("action", "money", "cards_drawn", "money_scored", "turn_ended"):
                    assert lines or event["type"] == "income_moved", event
    assert {"sold", "beer_used", "era_scored", "starter_scored", "game_ended"} <= kinds, kinds


def test_the_scoring_dialog_of_birmingham(qtbot):
    era = {"type": "era_scored", "era": "canal",
           "breakdown": [{"player": i, "links": 4 + i, "industries": 10, "total": 14 + i} for i in range(3)]}
    money = {"type": "money_scored", "breakdown": [{"player": i, "money": 30, "vp": 0, "total": 14 + i}
                                                   for i in range(3)]}
    starter = {"type": "starter_scored", "breakdown": [{"player": i, "money_vp": 7, "income_vp": 3 - i,
                                                        "tiles_vp": 5, "total": 29} for i in range(3)]}
    outcome = {"winners": [0, 1, 2], "decided_by": "shared", "ranking": [0, 1, 2]}
    dialog = ScoringDialog(NAMES, era, money, outcome, DATA, starter_event=starter)
    qtbot.addWidget(dialog)
    assert dialog.columns == ["links", "industries", "money_vp", "income_vp", "tiles_vp", "total"]  # no £ VP
    notes = []  # each step says how its VP are scored
    while not dialog.all_shown:
        dialog.reveal_next()
        notes.append(dialog.details.text())
    assert dialog.cells[(1, "income_vp")].text() == "2" and dialog.cells[(2, "total")].text() == "29"
    assert "link icon" in notes[0] and "£4" in notes[2]
    assert "share" in dialog.verdict.text()
    # Lancashire's links score by flipped tiles and printed rings (R10.2), the plain "links" note
    lancashire = ScoringDialog(NAMES, era, None, None, load_game_data("lancashire"))
    qtbot.addWidget(lancashire)
    lancashire.reveal_next()
    assert "printed rings of outside towns" in lancashire.details.text()
    assert "link icon" not in lancashire.details.text()


def test_the_second_rail_takes_a_beer_chosen_in_the_draft(qapp):
    """Rail era: two rails at once need a brewery's beer (3.2.3); own brewery or a connected one."""
    game = new_birmingham(3, era=RAIL, merchants={"oxford/m0": "any"})
    place(game, "birmingham/2", 0, "iron", 2)
    place(game, "dudley/0", 1, "coal", 2, cubes=3)
    place(game, "stone/0", 0, "brewery", 2, cubes=1)
    place(game, "walsall/1", 2, "brewery", 2, cubes=1)
    link(game, "birmingham__dudley", 1)
    give_cards(game, 0, ["coventry"])
    set_money(game, 0, 40)
    c = GameController()
    c._install(game, [], path=None)
    c.select_kind("link")
    c.click_line("birmingham__walsall")
    c.click_line("birmingham__coventry")
    assert c.draft.current_step == "beer"
    options = c.draft.options("beer")
    assert set(options) == {("stone/0",), ("walsall/1",)}  # no merchant barrel for a rail
    assert c.highlights()[0] == {"stone/0", "walsall/1"}
    c.click_slot("walsall/1")  # Cort's brewery, connected once the rails are placed
    assert c.draft.is_ready and c.draft.action.beer == ("walsall/1",)
    assert "Walsall" in words.sources_text(c.preview().sources["beer"], game.data)
    assert c.confirm()
    assert game.state.tiles["walsall/1"].flipped and game.state.tiles["stone/0"].cubes == 1
    assert game.state.links["birmingham__walsall"] == 0 == game.state.links["birmingham__coventry"]
