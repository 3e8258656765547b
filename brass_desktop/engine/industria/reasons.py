"""Why an Industria action is refused: stable codes; the UI words them (ui/industria/words.py).

:func:`violation` is the one place that builds a ``Violation`` (core/reasons.py) from an
:class:`IndustriaReason`.
"""
from __future__ import annotations

from enum import Enum
from typing import Any

from ..core.reasons import Violation


class IndustriaReason(str, Enum):
    # any action
    GAME_OVER = "industria_game_over"
    WRONG_PHASE = "industria_wrong_phase"  # params: phase (the current one)
    NOT_YOUR_TURN = "industria_not_your_turn"  # params: player (whose decision it is)
    BAD_ACTION = "industria_bad_action"  # a malformed action (wrong field types)
    TILE_NOT_IN_HAND = "industria_tile_not_in_hand"  # params: tile
    # auction (rules.md 5)
    LOT_ALREADY_UP = "industria_lot_already_up"  # params: tile (the one up for auction)
    TILE_NOT_REVEALED = "industria_tile_not_revealed"  # params: tile
    NO_LOT = "industria_no_lot"  # nothing is up for auction yet
    AUCTIONEER_CANNOT_BID = "industria_auctioneer_cannot_bid"  # 5.2
    BID_TOO_LOW = "industria_bid_too_low"  # params: bid, minimum (5.2)
    BID_OVER_COINS = "industria_bid_over_coins"  # params: bid, coins (5.2)
    NOT_AUCTIONEER = "industria_not_auctioneer"  # params: auctioneer (only they sell or keep: 5.3)
    NO_BID = "industria_no_bid"  # 5.3: cannot sell without a bid
    # build (rules.md 6)
    NOT_BUILDABLE = "industria_not_buildable"  # params: tile (raw tiles are spent, never laid: 6.1)
    KIND_ALREADY_BUILT = "industria_kind_already_built"  # params: kind (one of each per turn: 6.1)
    SOURCE_COUNT = "industria_source_count"  # params: needed, given
    BAD_SOURCE = "industria_bad_source"  # params: resource, source
    NO_OWN_FACTORY = "industria_no_own_factory"  # params: resource
    NO_RAW_TILE = "industria_no_raw_tile"  # params: resource
    NO_OTHER_FACTORY = "industria_no_other_factory"  # params: resource
    BANK_PRODUCER_BUILT = "industria_bank_producer_built"  # params: resource, owner (6.4)
    BANK_NOT_YET = "industria_bank_not_yet"  # params: resource, epoch (first epoch the bank sells it; 6.5)
    CANNOT_AFFORD = "industria_cannot_afford"  # params: cost, coins (6.3)
    # exchange (6.6)
    NOT_RAW = "industria_not_raw"  # params: tile


class IndustriaSetupReason(str, Enum):
    """Industria's own setup problem (the shared ones are core/setup.py's ``SetupReason``)."""

    NOT_THE_STACK = "industria_setup_not_the_stack"  # field ("stacks.II"), epoch: not that epoch's tiles


def violation(reason: IndustriaReason, **params: Any) -> Violation:
    """A Violation carrying an Industria reason."""
    return Violation(reason, params)
