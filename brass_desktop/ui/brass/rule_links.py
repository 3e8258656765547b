"""Which numbered rule each Brass refusal, action kind, preview line and review point applies.

Ids follow the rule restatements the project is written from: Lancashire ``R<section>.<n>``,
Birmingham ``<section>.<n>[.<m>]``.  The in-app rules reference (and every refusal shown to a
player) links to the rule by this id (ui/rule_links.py).  A game without an entry for a reason
never raises it.
"""
from __future__ import annotations

from collections.abc import Mapping
from enum import Enum

from brass_desktop.engine import CoreReason, Reason

L, B = "lancashire", "birmingham"

REASON_RULES: dict[Enum, dict[str, str]] = {
    # general: turns, cards and phases (Lancashire R2, R10; Birmingham 2, 8)
    CoreReason.GAME_OVER: {L: "R10.5", B: "8.1"},
    Reason.WRONG_PHASE: {L: "R2.6", B: "2.4"},
    Reason.CARD_NOT_IN_HAND: {L: "R2.2", B: "2.5"},
    Reason.NEEDS_BOTH_ACTIONS: {L: "R3.3", B: "2.4"},
    Reason.ORDER_NOT_LISTED: {L: "R2.6", B: "2.4"},  # one spelling per move (the same move in the listed order)
    CoreReason.BAD_ACTION: {L: "R2.6", B: "2.4"},
    # build (Lancashire R3; Birmingham 3.1)
    Reason.UNKNOWN_SLOT: {L: "R3.1", B: "3.1.4"},
    Reason.UNKNOWN_INDUSTRY: {L: "R3.1", B: "3.1.1"},
    Reason.INDUSTRY_NOT_IN_SLOT: {L: "R3.1", B: "3.1.4"},
    Reason.NO_TILES_LEFT: {L: "R3.4", B: "3.1.2"},
    Reason.LEVEL_ZERO: {L: "R3.4", B: "3.1.2"},
    Reason.LEVEL_WRONG_ERA: {L: "R3.5", B: "3.1.3"},
    Reason.LOCATION_WRONG_ERA: {L: "R3.6"},  # Lancashire's outside towns; Birmingham has none
    Reason.SLOT_TAKEN: {L: "R3.9", B: "3.1.11"},
    Reason.OVERBUILD_LEVEL_NOT_HIGHER: {L: "R3.9", B: "3.1.11"},
    Reason.OVERBUILD_OTHER_INDUSTRY: {L: "R3.9", B: "3.1.11"},
    Reason.OVERBUILD_RESOURCE_LEFT: {L: "R3.9", B: "3.1.11"},
    Reason.ONE_TILE_PER_LOCATION: {L: "R3.6", B: "3.1.5"},
    Reason.SINGLE_ICON_SLOT_FIRST: {L: "R3.6", B: "3.1.4"},
    Reason.CARD_WRONG_LOCATION: {L: "R3.1", B: "3.1.1"},
    Reason.CARD_WRONG_INDUSTRY: {L: "R3.1", B: "3.1.1"},
    Reason.NOT_IN_NETWORK: {L: "R3.1", B: "3.1.1"},
    Reason.NO_CARD_FITS: {L: "R3.1", B: "3.1.1"},  # a choice still being made (Game.probe)
    # resources (Lancashire R5, R6; Birmingham 4)
    Reason.NO_COAL: {L: "R5.1", B: "4.1.1"},
    Reason.BAD_COAL_SOURCE: {L: "R5.1", B: "4.1.2"},
    Reason.SOURCE_NOT_CHOSEN: {L: "R5.1", B: "4.1.2"},  # equally near sources: the player chooses
    Reason.NO_SOURCE_CHOICE: {L: "R5.1", B: "4.1.2"},  # the rules name the source
    Reason.BAD_IRON_SOURCE: {L: "R6.1", B: "4.2.2"},
    Reason.CANNOT_AFFORD: {L: "R3.7", B: "3.1.6"},
    Reason.NO_BEER: {B: "4.3.1"},  # a sale (3.4.6) or a second rail (3.2.3): both need a source of 4.3.1
    Reason.BAD_BEER_SOURCE: {B: "4.3.1"},
    # links (Lancashire R4; Birmingham 3.2)
    Reason.UNKNOWN_LINE: {L: "R4.1", B: "3.2.1"},
    Reason.LINE_WRONG_ERA: {L: "R4.2", B: "3.2.2"},
    Reason.LINE_TAKEN: {L: "R4.1", B: "3.2.1"},
    Reason.LINE_REPEATED: {L: "R4.3", B: "3.2.3"},
    Reason.TOO_MANY_LINKS: {L: "R4.3", B: "3.2.3"},
    Reason.NO_LINK_TILES: {L: "R4.4", B: "3.2.5"},
    Reason.LINK_NOT_IN_NETWORK: {L: "R4.1", B: "3.2.1"},
    # develop (Lancashire R7; Birmingham 3.3)
    Reason.DEVELOP_COUNT: {L: "R7.1", B: "3.3.1"},
    Reason.CANNOT_DEVELOP: {B: "3.3.3"},
    # sell (Lancashire R8; Birmingham 3.4)
    Reason.NOT_YOUR_MILL: {L: "R8.1", B: "3.4.2"},
    Reason.MILL_FLIPPED: {L: "R8.1", B: "3.4.2"},
    Reason.NOT_A_PORT: {L: "R8.1"},
    Reason.PORT_FLIPPED: {L: "R8.1"},
    Reason.PORT_NOT_CONNECTED: {L: "R8.1"},
    Reason.DISTANT_CLOSED: {L: "R8.1"},
    Reason.NO_MARKET_CONNECTION: {L: "R5.2", B: "4.1.3"},
    Reason.NOT_SELLABLE: {B: "3.4.2"},
    Reason.NOTHING_TO_SELL: {L: "R8.1", B: "3.4.2"},
    Reason.UNKNOWN_MERCHANT: {B: "3.4.2"},
    Reason.MERCHANT_DOES_NOT_BUY: {B: "3.4.2"},
    Reason.MERCHANT_NOT_CONNECTED: {B: "3.4.2"},
    Reason.BAD_BONUS_CHOICE: {B: "3.4.7"},
    # scout (Birmingham 3.6)
    Reason.SCOUT_HOLDS_WILD: {B: "3.6.2"},
    Reason.SCOUT_CARD_COUNT: {B: "3.6.1"},
    # loans and shortfall (Lancashire R9; Birmingham 3.5, 6.5)
    Reason.LOAN_AMOUNT: {L: "R9.1", B: "3.5.1"},
    Reason.LOAN_TOO_LOW: {L: "R9.1", B: "3.5.2"},
    Reason.LOANS_CLOSED: {L: "R9.2"},
    Reason.NOT_YOUR_TILE: {L: "R9.4", B: "6.5"},
    Reason.TILE_WORTH_NOTHING: {L: "R9.4", B: "6.5"},
}

# The rule behind each kind of action and each line of a preview (its cost, and where its coal, iron
# and beer come from), per game and era ("*" for every era).
KIND_RULES: dict[str, dict[str, Mapping[str, str]]] = {
    "build": {L: {"*": "R3.7"}, B: {"*": "3.1.6"}},
    "double_build": {L: {"*": "R3.3"}},
    "link": {L: {"canal": "R4.2", "rail": "R4.3"}, B: {"canal": "3.2.2", "rail": "3.2.3"}},
    "develop": {L: {"*": "R7.1"}, B: {"*": "3.3.1"}},
    "sell": {L: {"*": "R8.1"}, B: {"*": "3.4.2"}},
    "sell_more": {L: {"*": "R8.2"}, B: {"*": "3.4.5"}},
    "loan": {L: {"*": "R9.1"}, B: {"*": "3.5.1"}},
    "pass": {L: {"*": "R2.2"}, B: {"*": "3.7.1"}},
    "scout": {B: {"*": "3.6.1"}},
    "sell_tile": {L: {"*": "R9.4"}, B: {"*": "6.5"}},
    "coal": {L: {"*": "R5.1"}, B: {"*": "4.1.2"}},
    "iron": {L: {"*": "R6.1"}, B: {"*": "4.2.2"}},
    "beer": {B: {"*": "4.3.1"}},
}

# The rule each review point applies, per game.
POINT_RULES = {"income": {L: "R9.3", B: "6.4"},
               "score_era": {L: "R10.2", B: "7.1"}}
