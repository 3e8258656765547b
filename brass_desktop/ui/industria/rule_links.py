"""Which numbered rule each Industria refusal, action kind and preview line applies.

Ids follow Industria's rule restatement: ``<section>.<n>`` (rules.md §1-§12).  The in-app rules
reference (and every refusal shown to a player) links to the rule by this id (ui/rule_links.py).
"""
from __future__ import annotations

from collections.abc import Mapping
from enum import Enum

from brass_desktop.engine import CoreReason
from brass_desktop.engine import IndustriaReason as IR  # noqa: N817 (the engine's own short name)

IND = "industria"

REASON_RULES: dict[Enum, dict[str, str]] = {
    CoreReason.GAME_OVER: {IND: "8.1"},
    CoreReason.BAD_ACTION: {IND: "2.1"},
    # any action (rules.md 2, 8)
    IR.GAME_OVER: {IND: "8.1"},
    IR.WRONG_PHASE: {IND: "2.1"},
    IR.NOT_YOUR_TURN: {IND: "2.1"},
    IR.BAD_ACTION: {IND: "2.1"},
    IR.TILE_NOT_IN_HAND: {IND: "6.1"},
    # auction (5)
    IR.LOT_ALREADY_UP: {IND: "5.1"},
    IR.TILE_NOT_REVEALED: {IND: "5.1"},
    IR.NO_LOT: {IND: "5.1"},
    IR.AUCTIONEER_CANNOT_BID: {IND: "5.2"},
    IR.BID_TOO_LOW: {IND: "5.2"},
    IR.BID_OVER_COINS: {IND: "5.2"},
    IR.NOT_AUCTIONEER: {IND: "5.3"},
    IR.NO_BID: {IND: "5.3"},
    # build (6)
    IR.NOT_BUILDABLE: {IND: "6.1"},
    IR.KIND_ALREADY_BUILT: {IND: "6.1"},
    IR.SOURCE_COUNT: {IND: "6.4"},
    IR.BAD_SOURCE: {IND: "6.4"},
    IR.NO_OWN_FACTORY: {IND: "6.4"},
    IR.NO_RAW_TILE: {IND: "6.4"},
    IR.NO_OTHER_FACTORY: {IND: "6.4"},
    IR.BANK_PRODUCER_BUILT: {IND: "6.4"},
    IR.BANK_NOT_YET: {IND: "6.5"},
    IR.CANNOT_AFFORD: {IND: "6.3"},
    IR.NOT_RAW: {IND: "6.6"},
}

# The rule behind each kind of action and each line of a preview (the tile's coins, each resource's
# source, the discount and the VP), per game and epoch ("*" for every epoch).
KIND_RULES: dict[str, dict[str, Mapping[str, str]]] = {
    "build": {IND: {"*": "6.2"}},
    "sell": {IND: {"*": "5.3"}},
    "put_up": {IND: {"*": "5.1"}},
    "bid": {IND: {"*": "5.2"}},
    "pass_bid": {IND: {"*": "5.2"}},
    "keep": {IND: {"*": "5.3"}},
    "end_build": {IND: {"*": "6.1"}},
    "exchange": {IND: {"*": "6.6"}},
    "tile_cost": {IND: {"*": "6.2"}},
    "discount": {IND: {"*": "6.9"}},
    "source:own": {IND: {"*": "6.4"}},
    "source:raw": {IND: {"*": "6.4"}},
    "source:owner": {IND: {"*": "6.4"}},
    "source:bank": {IND: {"*": "6.5"}},
    "total": {IND: {"*": "6.3"}},
    "vp_now": {IND: {"*": "6.7"}},
    "vp_late": {IND: {"*": "6.8"}},
}
