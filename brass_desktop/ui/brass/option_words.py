"""The Brass family's rule options in words: the new-game dialog's labels, what the sources say,
and the labels of each choice (on/off are the shared words')."""
from __future__ import annotations

from typing import Any

from brass_desktop.ui.texts import QT_TRANSLATE_NOOP, translate

OPTION_LABELS = {
    "seed_no_matching_slot_exception": QT_TRANSLATE_NOOP(
        "Option", "Industry card builds anywhere when your network has no matching space"),
    "shortfall_without_tiles": QT_TRANSLATE_NOOP("Option", "Debt with no tiles left to sell"),
    "virtual_link": QT_TRANSLATE_NOOP("Option", "Liverpool–Birkenhead virtual connection for industry cards"),
    "virtual_link_for_links": QT_TRANSLATE_NOOP("Option", "Virtual connection also counts for building links"),
    "income_tiebreak": QT_TRANSLATE_NOOP("Option", "Turn-order and final ties by income"),
    "cotton_level1_vp": QT_TRANSLATE_NOOP("Option", "Victory points of a level-1 cotton mill"),
    "deck": QT_TRANSLATE_NOOP("Option", "Deck"),
    "final_tiebreak": QT_TRANSLATE_NOOP("Option", "Final tie-break after income and money"),
    "transition_income": QT_TRANSLATE_NOOP("Option", "Income between the canal and rail eras"),
    "canal_only": QT_TRANSLATE_NOOP("Option", "Introductory game: canal era only"),
    "two_player_small_markets": QT_TRANSLATE_NOOP("Option", "Two players: 6-space coal and iron markets"),
    # Brass: Birmingham
    "manufacturer_iv": QT_TRANSLATE_NOOP("Option", "Manufacturer level IV: cost and income"),
    "merchant_beer_without_need": QT_TRANSLATE_NOOP(
        "Option", "A sale that needs no beer may still take the merchant’s barrel and its bonus"),
    "merchant_bonus_optional": QT_TRANSLATE_NOOP("Option", "The free develop of Gloucester’s barrel may be declined"),
    "kidderminster_worcester_scores_farm": QT_TRANSLATE_NOOP(
        "Option", "The Kidderminster–Worcester link also scores the southern farm brewery"),
    "canal_overbuild_beside_own_tile": QT_TRANSLATE_NOOP(
        "Option", "Canal era: overbuild another player’s mine or works where you already have a tile"),
    "starter": QT_TRANSLATE_NOOP("Option", "Introductory game: canal era only, with extra scoring"),
}
OPTION_HELP = {
    "seed_no_matching_slot_exception": QT_TRANSLATE_NOOP(
        "Option", "The Chinese rule summary allows it; the Order of the Hammer site and the 2018 edition do not."),
    "shortfall_without_tiles": QT_TRANSLATE_NOOP(
        "Option", "The original rules are silent: Order of the Hammer lets money go negative, the 2018 edition "
                  "takes 1 VP per £1 short."),
    "virtual_link": QT_TRANSLATE_NOOP(
        "Option", "Original rule; only an optional classic rule in the 2018 edition."),
    "virtual_link_for_links": QT_TRANSLATE_NOOP("Option", "No source says so; off by default."),
    "income_tiebreak": QT_TRANSLATE_NOOP(
        "Option", "The rule summary compares income levels; Order of the Hammer compares track spaces."),
    "cotton_level1_vp": QT_TRANSLATE_NOOP("Option", "3 in the original game, 5 in the 2018 edition."),
    "deck": QT_TRANSLATE_NOOP(
        "Option", "Original: 66 cards with random removal; 2018 edition: fixed decks per player count."),
    "final_tiebreak": QT_TRANSLATE_NOOP(
        "Option", "Original: the player earlier in turn order wins; 2018 edition: tied players share."),
    "transition_income": QT_TRANSLATE_NOOP(
        "Option", "Original: paid after canal scoring; 2018 edition: before it. Matters only for debts."),
    "canal_only": QT_TRANSLATE_NOOP("Option", "The 2018 edition's short game for beginners."),
    "two_player_small_markets": QT_TRANSLATE_NOOP(
        "Option", "The two-player rules say 8 cubes; Order of the Hammer uses 6-space markets."),
    "manufacturer_iv": QT_TRANSLATE_NOOP(
        "Option", "The retail player mat and most programs print £8 and +6; the rulebook picture £14 and +7; "
                  "later mat artwork £14 and +6."),
    "merchant_beer_without_need": QT_TRANSLATE_NOOP(
        "Option", "The rulebook takes the merchant’s barrel “as part of” the beer a tile needs, which suggests "
                  "not; no source settles it."),
    "merchant_bonus_optional": QT_TRANSLATE_NOOP(
        "Option", "The rulebook does not say whether a bonus may be refused; off: the develop is taken."),
    "kidderminster_worcester_scores_farm": QT_TRANSLATE_NOOP(
        "Option", "The link touches three places; the Tabletop Simulator module and other programs score the "
                  "farm too, the rulebook is silent."),
    "canal_overbuild_beside_own_tile": QT_TRANSLATE_NOOP(
        "Option", "It would give you two tiles in one place in the canal era; the rulebook is silent, so it is "
                  "off by default."),
    "starter": QT_TRANSLATE_NOOP(
        "Option", "The rulebook’s short game: after canal scoring, £4 = 1 VP (at most 15), VP equal to your "
                  "income, and your flipped level-2+ tiles score again."),
}
# Options that are official variants, not points the sources disagree on.
UNDISPUTED_OPTIONS = frozenset({"canal_only", "starter"})
OPTION_VALUES = {
    ("shortfall_without_tiles", "negative_money"): QT_TRANSLATE_NOOP("Option", "Money goes negative"),
    ("shortfall_without_tiles", "lose_vp"): QT_TRANSLATE_NOOP("Option", "Lose 1 VP per £1 short"),
    ("income_tiebreak", "level"): QT_TRANSLATE_NOOP("Option", "Income level"),
    ("income_tiebreak", "space"): QT_TRANSLATE_NOOP("Option", "Income track space"),
    ("deck", "original"): QT_TRANSLATE_NOOP("Option", "Original (random removal)"),
    ("deck", "roxley"): QT_TRANSLATE_NOOP("Option", "2018 edition (fixed decks)"),
    ("final_tiebreak", "turn_order"): QT_TRANSLATE_NOOP("Option", "Earlier in turn order wins"),
    ("final_tiebreak", "shared"): QT_TRANSLATE_NOOP("Option", "Tied players share"),
    ("transition_income", "after_scoring"): QT_TRANSLATE_NOOP("Option", "After canal scoring"),
    ("transition_income", "before_scoring"): QT_TRANSLATE_NOOP("Option", "Before canal scoring"),
    ("manufacturer_iv", "8/6"): QT_TRANSLATE_NOOP("Option", "£8, +6 income (player mat)"),
    ("manufacturer_iv", "14/7"): QT_TRANSLATE_NOOP("Option", "£14, +7 income (rulebook picture)"),
    ("manufacturer_iv", "14/6"): QT_TRANSLATE_NOOP("Option", "£14, +6 income (later artwork)"),
}




# Above each game's options: what its defaults follow and where the notes come from.
OPTIONS_NOTES = {
    "lancashire": QT_TRANSLATE_NOOP(
        "NewGameDialog", "The defaults follow the original 2007 rules. These points are disputed between the "
                         "rule documents, Order of the Hammer and the 2018 edition; the note under each "
                         "option says who says what."),
    "birmingham": QT_TRANSLATE_NOOP(
        "NewGameDialog", "The defaults follow the English rulebook of 2018. The points marked “disputed” are "
                         "open questions the rulebook does not settle; the note under each option says who "
                         "says what."),
}


def options_note(game: str) -> str:
    """What the defaults of ``game``'s options follow."""
    return translate("NewGameDialog", OPTIONS_NOTES[game]) if game in OPTIONS_NOTES else ""


def option_label(name: str) -> str:
    """The label of a Brass rule option."""
    return translate("Option", OPTION_LABELS[name]) if name in OPTION_LABELS else name


def option_help(name: str) -> str:
    """What the sources say about a Brass rule option ("" if nothing)."""
    return translate("Option", OPTION_HELP[name]) if name in OPTION_HELP else ""


def option_value(name: str, value: Any) -> str:
    """The label of one choice of a Brass rule option."""
    key = (name, value)
    return translate("Option", OPTION_VALUES[key]) if key in OPTION_VALUES else str(value)


def option_disputed(name: str) -> bool:
    """Whether the sources disagree on the option (official variants are not disputed)."""
    return name not in UNDISPUTED_OPTIONS
