"""Named rule options: the disputed points of the rule documents and the Roxley 2018 differences.

Defaults follow the rule documents (seed 000/004, original 2007 rules).  Every option is
documented in docs/rule-options.md; the UI shows the active non-default options.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from ..core.options import RuleOptionsBase

#: Lancashire: option -> the values it may take (the defaults are those of RuleOptions)
CHOICES: dict[str, tuple[Any, ...]] = {
    "seed_no_matching_slot_exception": (True, False),
    "shortfall_without_tiles": ("negative_money", "lose_vp"),
    "virtual_link": (True, False),
    "virtual_link_for_links": (True, False),
    "income_tiebreak": ("level", "space"),
    "cotton_level1_vp": (3, 5),
    "deck": ("original", "roxley"),
    "final_tiebreak": ("turn_order", "shared"),
    "transition_income": ("after_scoring", "before_scoring"),
    "canal_only": (True, False),
    "two_player_small_markets": (True, False),
}
#: Birmingham: option -> the values it may take
BIRMINGHAM_CHOICES: dict[str, tuple[Any, ...]] = {
    "manufacturer_iv": ("8/6", "14/7", "14/6"),
    "merchant_beer_without_need": (True, False),
    "merchant_bonus_optional": (True, False),
    "kidderminster_worcester_scores_farm": (True, False),
    "canal_overbuild_beside_own_tile": (True, False),
    "starter": (True, False),
}


@dataclass(frozen=True, slots=True, eq=False, repr=False)  # ==, hash, repr: Value (core/values.py)
class RuleOptions(RuleOptionsBase):
    """Rule switches for one game.  All defaults are the original rules."""

    choices: ClassVar[dict[str, tuple[Any, ...]]] = CHOICES

    # Q1: seed 000's second build-anywhere exception (no free matching slot in your network).
    seed_no_matching_slot_exception: bool = True
    # Q2 / D6: shortfall with no tiles left: "negative_money" (OOTH) or "lose_vp" (Roxley).
    shortfall_without_tiles: str = "negative_money"
    # D1: the Liverpool-Birkenhead virtual line for industry-card builds.
    virtual_link: bool = True
    # Q3: the virtual line also counts for link placement (no source says so).
    virtual_link_for_links: bool = False
    # Q6: income tie-break by income "level" (seed) or track "space" (OOTH).
    income_tiebreak: str = "level"
    # D2: level-1 cotton mill VP: 3 (original) or 5 (Roxley).
    cotton_level1_vp: int = 3
    # D3/D4/D5: "original" (66 cards, random removal, 2p community 40-card deck) or "roxley" fixed decks.
    deck: str = "original"
    # D7: final tie-break after money: "turn_order" (original) or "shared" (Roxley).
    final_tiebreak: str = "turn_order"
    # D8 / R9.5: income at the canal->rail transition "after_scoring" (original) or "before_scoring".
    transition_income: str = "after_scoring"
    # D10: Roxley introductory game: canal era only.
    canal_only: bool = False
    # Q4: two-player markets: 8 spaces (seed 004) or the 6-space community markets (OOTH).
    two_player_small_markets: bool = False

    @classmethod
    def roxley(cls) -> RuleOptions:
        """The Roxley 2018 edition preset (rules.md section 11)."""
        return cls(shortfall_without_tiles="lose_vp", virtual_link=False, income_tiebreak="space",
                   cotton_level1_vp=5, deck="roxley", final_tiebreak="shared",
                   transition_income="before_scoring")


@dataclass(frozen=True, slots=True, eq=False, repr=False)  # ==, hash, repr: Value (core/values.py)
class BirminghamOptions(RuleOptionsBase):
    """Brass: Birmingham rule switches: the open questions of its rules.md §13 and the starter game.

    Rules that are options in Lancashire but fixed in Birmingham are facts of the Birmingham
    ruleset (``ruleset.BIRMINGHAM.fixed``), not attributes here.
    """

    choices: ClassVar[dict[str, tuple[Any, ...]]] = BIRMINGHAM_CHOICES

    # Q1: manufacturer level IV cost/income: "8/6" (retail mat photo), "14/7" (rulebook PDF), "14/6".
    manufacturer_iv: str = "8/6"
    # Q2: may a sale needing no beer still take the merchant's barrel (and its bonus)?
    merchant_beer_without_need: bool = False
    # Q3: may a player decline Gloucester's free develop after taking its barrel?
    merchant_bonus_optional: bool = False
    # Q4: the Kidderminster-Worcester link also scores the southern farm brewery.
    kidderminster_worcester_scores_farm: bool = True
    # Q6: in the canal era, overbuilding an opponent's mine/works where you already have a tile.
    canal_overbuild_beside_own_tile: bool = False
    # Rules 9.1-9.2: the introductory game (canal era only, extra scoring).
    starter: bool = False
