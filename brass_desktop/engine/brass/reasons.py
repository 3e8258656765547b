"""Why a Brass action is illegal: stable reason codes with parameters (no user-facing text).

The UI maps each :class:`Reason` to a translatable sentence (``brass_desktop/ui/brass/sentences.py``).
The core's own codes (game over, a malformed action) are ``core.reasons.CoreReason``;
``Violation`` is the core's and is imported from here by the Brass rule modules.
"""
from __future__ import annotations

from enum import Enum

from ..core.reasons import CoreReason, Violation

__all__ = ["CoreReason", "Reason", "Violation"]


class Reason(str, Enum):
    """Reason codes of the Brass rules (both games)."""

    # general
    WRONG_PHASE = "wrong_phase"
    CARD_NOT_IN_HAND = "card_not_in_hand"
    NEEDS_BOTH_ACTIONS = "needs_both_actions"
    ORDER_NOT_LISTED = "order_not_listed"  # one spelling per move: the listed order of the same move
    # build an industry (R3)
    UNKNOWN_SLOT = "unknown_slot"
    UNKNOWN_INDUSTRY = "unknown_industry"
    INDUSTRY_NOT_IN_SLOT = "industry_not_in_slot"
    NO_TILES_LEFT = "no_tiles_left"
    LEVEL_ZERO = "level_zero"
    LEVEL_WRONG_ERA = "level_wrong_era"
    LOCATION_WRONG_ERA = "location_wrong_era"
    SLOT_TAKEN = "slot_taken"
    OVERBUILD_LEVEL_NOT_HIGHER = "overbuild_level_not_higher"
    OVERBUILD_OTHER_INDUSTRY = "overbuild_other_industry"
    OVERBUILD_RESOURCE_LEFT = "overbuild_resource_left"
    ONE_TILE_PER_LOCATION = "one_tile_per_location"
    SINGLE_ICON_SLOT_FIRST = "single_icon_slot_first"  # R3.6 ports, D9, Birmingham 3.1.4
    CARD_WRONG_LOCATION = "card_wrong_location"
    CARD_WRONG_INDUSTRY = "card_wrong_industry"
    NOT_IN_NETWORK = "not_in_network"
    # resources (R5, R6)
    NO_COAL = "no_coal"
    BAD_COAL_SOURCE = "bad_coal_source"
    BAD_IRON_SOURCE = "bad_iron_source"
    CANNOT_AFFORD = "cannot_afford"
    NO_BEER = "no_beer"  # Birmingham 3.4.6, 3.2.3
    BAD_BEER_SOURCE = "bad_beer_source"
    SOURCE_NOT_CHOSEN = "source_not_chosen"  # the rules give a choice of source: name one
    NO_SOURCE_CHOICE = "no_source_choice"  # the rules leave no choice: name none
    # links (R4)
    UNKNOWN_LINE = "unknown_line"
    LINE_WRONG_ERA = "line_wrong_era"
    LINE_TAKEN = "line_taken"
    LINE_REPEATED = "line_repeated"
    TOO_MANY_LINKS = "too_many_links"
    NO_LINK_TILES = "no_link_tiles"
    LINK_NOT_IN_NETWORK = "link_not_in_network"
    # develop (R7)
    DEVELOP_COUNT = "develop_count"
    CANNOT_DEVELOP = "cannot_develop"  # Birmingham 3.3.3: lightbulb potteries
    # sell (R8)
    NOT_YOUR_MILL = "not_your_mill"
    MILL_FLIPPED = "mill_flipped"
    NOT_A_PORT = "not_a_port"
    PORT_FLIPPED = "port_flipped"
    PORT_NOT_CONNECTED = "port_not_connected"
    DISTANT_CLOSED = "distant_closed"
    NO_MARKET_CONNECTION = "no_market_connection"
    # Birmingham sell (3.4)
    NOT_SELLABLE = "not_sellable"
    UNKNOWN_MERCHANT = "unknown_merchant"
    MERCHANT_DOES_NOT_BUY = "merchant_does_not_buy"
    MERCHANT_NOT_CONNECTED = "merchant_not_connected"
    BAD_BONUS_CHOICE = "bad_bonus_choice"
    # Birmingham scout (3.6)
    SCOUT_HOLDS_WILD = "scout_holds_wild"
    SCOUT_CARD_COUNT = "scout_card_count"
    # loans (R9)
    LOAN_AMOUNT = "loan_amount"
    LOAN_TOO_LOW = "loan_too_low"
    LOANS_CLOSED = "loans_closed"
    # shortfall (R9.4)
    NOT_YOUR_TILE = "not_your_tile"
    TILE_WORTH_NOTHING = "tile_worth_nothing"  # Birmingham 6.5: a £0 tile is no way to pay
    # explaining a choice before it is complete (probe.py)
    NOTHING_TO_SELL = "nothing_to_sell"  # R8 / 3.4: no tile of yours that can still sell
    NO_CARD_FITS = "no_card_fits"  # R3.1 / 3.1.1: no card in the hand allows a build at this location
