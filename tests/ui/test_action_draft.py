"""ActionDraft against hand-made legal-action lists (pure Python, no Qt)."""
from __future__ import annotations

from brass_desktop.controller.brass.draft import (
    AMOUNT,
    BOARD_SLOT,
    CARD,
    CARD2,
    CHOSEN,
    COAL,
    FORCED,
    INDUSTRY,
    INDUSTRY2,
    KIND,
    LINE,
    LINE2,
    MILL,
    NO_MORE,
    OPEN,
    SLOT,
    TO,
    ActionDraft,
    draft_kind,
)
from brass_desktop.engine.brass.actions import (
    BuildIndustry,
    BuildLink,
    Develop,
    EndSell,
    Pass,
    Sell,
    SellMore,
    SellTile,
    TakeLoan,
)

BUILDS = [
    BuildIndustry(("bolton",), "bolton/0", "cotton"),
    BuildIndustry(("bolton",), "bolton/0", "coal"),
    BuildIndustry(("bolton",), "bolton/2", "iron", coal=("wigan/0",)),
    BuildIndustry(("bolton",), "bolton/2", "iron", coal=("bury/1",)),
    BuildIndustry(("cotton",), "bolton/0", "cotton"),
    BuildIndustry(("cotton",), "bury/0", "cotton"),
    BuildIndustry(("cotton",), "bury/0", "cotton"),  # a second copy of the same face: one choice
]
OTHERS = [
    BuildLink("bolton", ("bolton__bury",)),
    BuildLink("cotton", ("bolton__bury",)),
    Develop("bolton", ("shipyard",), iron=("market",)),
    Develop("bolton", ("shipyard", "shipyard"), iron=("market", "market")),
    Develop("bolton", ("coal", "shipyard"), iron=("market", "market")),
    TakeLoan("bolton", 10), TakeLoan("bolton", 20), TakeLoan("bolton", 30),
    TakeLoan("cotton", 10), TakeLoan("cotton", 20), TakeLoan("cotton", 30),
    Pass("bolton"), Pass("cotton"),
]


def test_kinds_are_offered_in_menu_order_without_duplicates():
    draft = ActionDraft(OTHERS + BUILDS)
    assert draft.kinds == ["build", "link", "develop", "loan", "pass"]
    assert draft.current_step == KIND
    assert not draft.is_ready


def test_same_face_cards_are_one_choice():
    draft = ActionDraft(BUILDS, kind="build")
    assert draft.options(CARD) == ["bolton", "cotton"]
    assert draft.current_step == CARD


def test_card_then_slot_then_industry_narrows_to_one_action():
    draft = ActionDraft(BUILDS + OTHERS, kind="build")
    assert draft.choose(CARD, "bolton")
    assert draft.current_step == SLOT
    assert draft.options(SLOT) == ["bolton/0", "bolton/2"]
    assert draft.choose(SLOT, "bolton/0")
    assert draft.current_step == INDUSTRY
    assert draft.options(INDUSTRY) == ["cotton", "coal"]
    assert draft.choose(INDUSTRY, "coal")
    assert draft.is_ready
    assert draft.action == BuildIndustry(("bolton",), "bolton/0", "coal")
    assert draft.current_step is None


def test_a_choice_that_no_legal_action_allows_is_refused_and_changes_nothing():
    draft = ActionDraft(BUILDS, kind="build")
    draft.choose(CARD, "bolton")
    before = draft.chosen
    assert not draft.choose(SLOT, "wigan/0")
    assert draft.chosen == before


def test_coal_source_is_a_step_only_where_the_rules_leave_a_choice():
    draft = ActionDraft(BUILDS, kind="build")
    draft.choose(CARD, "bolton")
    draft.choose(SLOT, "bolton/2")
    states = {s.name: s for s in draft.steps()}
    assert states[INDUSTRY].status == FORCED and states[INDUSTRY].value == "iron"
    assert draft.current_step == COAL
    assert draft.options(COAL) == [("wigan/0",), ("bury/1",)]
    draft.choose(COAL, ("bury/1",))
    assert draft.action == BuildIndustry(("bolton",), "bolton/2", "iron", coal=("bury/1",))


def test_clicking_a_slot_before_the_card_narrows_the_cards():
    draft = ActionDraft(BUILDS, kind="build")
    assert draft.choose(SLOT, "bury/0")
    # only the cotton card builds in Bury; duplicates of one action count once
    assert draft.is_ready
    assert draft.action == BuildIndustry(("cotton",), "bury/0", "cotton")


def test_a_new_card_drops_a_slot_it_cannot_use_but_keeps_one_it_can():
    draft = ActionDraft(BUILDS, kind="build")
    draft.choose(CARD, "bolton")
    draft.choose(SLOT, "bolton/0")
    assert draft.choose(CARD, "cotton")
    assert draft.chosen[SLOT] == "bolton/0"  # the cotton card can build there too
    assert draft.is_ready
    draft.choose(CARD, "bolton")
    draft.choose(SLOT, "bolton/2")
    assert draft.choose(CARD, "cotton")
    assert SLOT not in draft.chosen  # the cotton card cannot build an iron works


def test_choosing_a_card_before_the_kind_narrows_the_kinds():
    draft = ActionDraft(BUILDS + OTHERS)
    draft.choose(CARD, "cotton")
    assert draft.kinds == ["build", "link", "loan", "pass"]
    assert draft.current_step == KIND
    draft.choose(KIND, "pass")
    assert draft.action == Pass("cotton")


def test_changing_the_kind_forgets_steps_the_new_kind_does_not_have():
    draft = ActionDraft(BUILDS + OTHERS, kind="build")
    draft.choose(CARD, "bolton")
    draft.choose(SLOT, "bolton/0")
    draft.choose(KIND, "loan")
    assert draft.chosen == {KIND: "loan", CARD: "bolton"}
    assert draft.current_step == AMOUNT
    assert draft.options(AMOUNT) == [10, 20, 30]


def test_develop_pair_is_unordered_and_offers_stopping_after_one():
    draft = ActionDraft(OTHERS + [Develop("bolton", ("shipyard", "coal"), iron=("market", "market"))],
                        kind="develop")
    assert draft.current_step == INDUSTRY
    assert draft.options(INDUSTRY) == ["shipyard", "coal"]
    draft.choose(INDUSTRY, "shipyard")
    assert draft.current_step == INDUSTRY2
    assert draft.options(INDUSTRY2) == [NO_MORE, "shipyard", "coal"]
    draft.choose(INDUSTRY2, "coal")
    # (shipyard, coal) and (coal, shipyard) are the same move: ready with the first listed
    assert draft.is_ready
    assert draft.action == Develop("bolton", ("coal", "shipyard"), iron=("market", "market"))
    draft.choose(INDUSTRY2, NO_MORE)
    assert draft.action == Develop("bolton", ("shipyard",), iron=("market",))


def test_double_build_takes_two_cards_in_any_order():
    legal = [
        BuildIndustry(("bolton", "cotton"), "wigan/0", "coal"),
        BuildIndustry(("bolton", "bolton"), "wigan/0", "coal"),
        BuildIndustry(("cotton", "wigan"), "wigan/0", "coal"),
        BuildIndustry(("bolton",), "bolton/0", "coal"),
    ]
    assert draft_kind(legal[0]) == "double_build"
    draft = ActionDraft(legal, kind="double_build")
    assert draft.options(CARD) == ["bolton", "cotton", "wigan"]
    draft.choose(CARD, "cotton")
    assert draft.current_step == CARD2
    assert draft.options(CARD2) == ["bolton", "wigan"]
    draft.choose(CARD2, "bolton")
    assert draft.action == legal[0]
    draft.choose(CARD, "bolton")
    assert draft.options(CARD2) == ["cotton", "bolton"]
    draft.choose(CARD2, "bolton")
    assert draft.action == legal[1]


def test_rails_are_ordered_and_one_rail_is_a_choice():
    legal = [
        BuildLink("bolton", ("bolton__bury",), coal=("wigan/0",)),
        BuildLink("bolton", ("bolton__bury", "bury__manchester"), coal=("wigan/0", "wigan/0")),
        BuildLink("bolton", ("bolton__bury", "bury__manchester"), coal=("wigan/0", "bury/1")),
        BuildLink("bolton", ("bolton__wigan",), coal=("wigan/0",)),
    ]
    draft = ActionDraft(legal, kind="link")
    assert draft.current_step == LINE
    assert draft.open_step((BOARD_SLOT, "line")).name == LINE
    assert draft.options(LINE) == ["bolton__bury", "bolton__wigan"]
    draft.choose(LINE, "bolton__bury")
    assert draft.options(LINE2) == [NO_MORE, "bury__manchester"]
    draft.choose(LINE2, "bury__manchester")
    assert draft.current_step == COAL
    assert draft.options(COAL) == [("wigan/0", "wigan/0"), ("wigan/0", "bury/1")]
    draft.choose(COAL, ("wigan/0", "bury/1"))
    assert draft.action == legal[2]


def test_sell_distinguishes_mill_and_destination_and_step_states():
    legal = [
        Sell("bolton", "bolton/0", "liverpool/0"),
        Sell("bolton", "bolton/0", "distant"),
        Sell("bolton", "bury/0", "distant"),
    ]
    draft = ActionDraft(legal, kind="sell")
    assert [(s.name, s.status) for s in draft.steps()] == [
        (KIND, CHOSEN), (CARD, FORCED), (MILL, OPEN), (TO, OPEN)]
    assert draft.open_step(BOARD_SLOT).name == MILL
    draft.choose(MILL, "bolton/0")
    assert draft.options(TO) == ["liverpool/0", "distant"]
    draft.choose(TO, "distant")
    assert draft.action == legal[1]


def test_sell_more_phase_and_shortfall_kinds():
    draft = ActionDraft([SellMore("bury/0", "distant"), EndSell()])
    assert draft.kinds == ["sell_more", "end_sell"]
    draft.choose(KIND, "end_sell")
    assert draft.action == EndSell()
    shortfall = ActionDraft([SellTile("bolton/0"), SellTile("wigan/1")], kind="sell_tile")
    assert shortfall.options(SLOT) == ["bolton/0", "wigan/1"]
    shortfall.choose(SLOT, "wigan/1")
    assert shortfall.action == SellTile("wigan/1")


def test_back_and_unchoose_step_back_safely():
    draft = ActionDraft(BUILDS, kind="build")
    draft.choose(CARD, "bolton")
    draft.choose(SLOT, "bolton/2")
    assert draft.back()
    assert draft.chosen == {KIND: "build", CARD: "bolton"}
    draft.unchoose(CARD)
    assert draft.current_step == CARD
    assert draft.back()
    assert draft.chosen == {}
    assert not draft.back()


def test_with_legal_keeps_the_choices_that_still_fit():
    draft = ActionDraft(BUILDS, kind="build")
    draft.choose(CARD, "bolton")
    draft.choose(SLOT, "bolton/0")
    renewed = draft.with_legal([a for a in BUILDS if a.slot != "bolton/0"])
    assert renewed.chosen == {KIND: "build", CARD: "bolton"}


def test_an_empty_legal_list_is_dead_not_ready():
    draft = ActionDraft([])
    assert draft.is_dead and not draft.is_ready and draft.action is None
    assert not draft.choose(KIND, "build")
