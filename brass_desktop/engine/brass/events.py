"""The events of both Brass games: one ``TypedDict`` per kind (core/events.py explains the scheme).

``Effects.emit`` (rules/common.py) takes only a :data:`BrassEvent`, so every emit site's keys are
checked by mypy; ``BRASS_EVENT_TYPES`` is what both definitions declare.  Seats are ``int``,
slots ``"<location>/<n>"``, lines and merchants their data ids, money in £.
"""
# No ``from __future__ import annotations`` here: as strings, every field of every TypedDict would be
# compiled into a ForwardRef at import and evaluated again by declare_events (about 5 ms of the
# engine's import, issue 13); evaluated at once, the same types cost a fraction of that.
from typing import Any, Literal, TypedDict

from ..core.events import declare_events


# -- money, cards, income ----------------------------------------------------------------------
class Money(TypedDict):
    """Money moves (R2.3): ``amount`` is negative when the player pays; ``why`` names the cause."""

    type: Literal["money"]
    player: int
    amount: int
    why: str


class CardsDiscarded(TypedDict):
    type: Literal["cards_discarded"]
    player: int
    cards: list[str]


class CardsDrawn(TypedDict):
    """R2.5 / Birmingham 2.5: the hand refill (a reveal: the cards are not named)."""

    type: Literal["cards_drawn"]
    player: int
    count: int


class IncomeMoved(TypedDict):
    """R9.6: the income marker moves ``spaces`` to ``position`` (income ``level``)."""

    type: Literal["income_moved"]
    player: int
    spaces: int
    position: int
    level: int
    why: str


class Loan(TypedDict):
    """R9.1/R9.2 (Birmingham 3.5): a loan of ``amount``; the income marker drops to ``position`` (``level``)."""

    type: Literal["loan"]
    player: int
    amount: int
    position: int
    level: int


class Passed(TypedDict):
    type: Literal["passed"]
    player: int


class Scouted(TypedDict):
    """Birmingham 3.6: the wild cards taken."""

    type: Literal["scouted"]
    player: int
    cards: list[str]


class VpGained(TypedDict):
    """Birmingham 3.4.7: VP from a merchant's bonus at ``location``."""

    type: Literal["vp_gained"]
    player: int
    vp: int
    why: str
    location: str


# -- the board ---------------------------------------------------------------------------------
class ReplacedTile(TypedDict):
    """The tile an overbuild removed (R3.9)."""

    owner: int
    industry: str
    level: int


class TileBuilt(TypedDict):
    type: Literal["tile_built"]
    player: int
    slot: str
    industry: str
    level: int
    cards: list[str]
    replaced: ReplacedTile | None


class TileFlipped(TypedDict):
    type: Literal["tile_flipped"]
    slot: str
    owner: int
    industry: str
    level: int


class TileRemoved(TypedDict):
    """A tile leaves the board: ``why`` is ``"overbuilt"`` (R3.9) or ``"canal_era_end"`` (R10.4)."""

    type: Literal["tile_removed"]
    slot: str
    owner: int
    industry: str
    level: int
    why: str


class LinkBuilt(TypedDict):
    type: Literal["link_built"]
    player: int
    line: str
    era: str


class ResourceUsed(TypedDict):
    """One coal, iron or beer taken (R5.2/R5.3, Birmingham 4.3): ``source`` is a slot, ``"market"``
    (``price`` paid) or a merchant id (its barrel)."""

    type: Literal["coal_used", "iron_used", "beer_used"]
    player: int
    source: str
    price: int


class CubesToMarket(TypedDict):
    """R3.8: cubes of a just-built mine or works sold to the market for ``money``."""

    type: Literal["cubes_to_market"]
    slot: str
    resource: str
    count: int
    owner: int
    money: int


class _DevelopedRequired(TypedDict):
    type: Literal["developed"]
    player: int
    industry: str
    level: int


class Developed(_DevelopedRequired, total=False):
    """R7 / Birmingham 3.3: a tile developed away; ``bonus`` when Gloucester's merchant bonus paid (3.4.7)."""

    bonus: bool


# -- selling -----------------------------------------------------------------------------------
class Sold(TypedDict):
    """R8 / Birmingham 3.4: the tile in ``mill`` sells to ``to`` (a port, merchant or the distant market)."""

    type: Literal["sold"]
    player: int
    mill: str
    to: str


class DistantTile(TypedDict):
    """R8.1(b): the distant market tile turned (a reveal); ``failed`` ends the Sell action."""

    type: Literal["distant_tile"]
    player: int
    value: int
    position: int
    failed: bool


class TileSold(TypedDict):
    """R9.4 / Birmingham 6.5: a tile sold in a shortfall for ``amount``."""

    type: Literal["tile_sold"]
    player: int
    slot: str
    amount: int


# -- turns, rounds, eras -----------------------------------------------------------------------
class TurnEnded(TypedDict):
    type: Literal["turn_ended"]
    player: int


class RoundStarted(TypedDict):
    type: Literal["round_started"]
    era: str
    round: int
    turn_order: list[int]


class RoundEnded(TypedDict):
    """R2.4: the new ``turn_order`` from the money each seat ``spent``."""

    type: Literal["round_ended"]
    era: str
    round: int
    turn_order: list[int]
    spent: dict[int, int]


class Income(TypedDict):
    """R9.3: income received (negative: paid)."""

    type: Literal["income"]
    player: int
    amount: int


class Shortfall(TypedDict):
    """R9.4: ``debt`` cannot be paid with ``money``: the player sells tiles first."""

    type: Literal["shortfall"]
    player: int
    debt: int
    money: int


class VpLost(TypedDict):
    """D6 (Roxley) / Birmingham 6.5: VP lost for the money still ``short`` with no tiles to sell."""

    type: Literal["vp_lost"]
    player: int
    vp: int
    short: int


class LinkScore(TypedDict):
    """R10.2: the VP one link scores."""

    line: str
    vp: int


class IndustryScore(TypedDict):
    """R10.3: the VP one flipped tile scores."""

    slot: str
    industry: str
    level: int
    vp: int


class EraScore(TypedDict):
    """One player's era scoring (flow.era_scores): link and industry VP, item by item."""

    player: int
    links: int
    industries: int
    link_items: list[LinkScore]
    industry_items: list[IndustryScore]


class EraScoreRow(EraScore):
    """An era scoring row of the event: with the player's VP ``total`` after it."""

    total: int


class EraScored(TypedDict):
    """R10.2/R10.3 (Birmingham 7.1): each player's era scoring."""

    type: Literal["era_scored"]
    era: str
    breakdown: list[EraScoreRow]


class EraStarted(TypedDict):
    type: Literal["era_started"]
    era: str


class StarterScoreRow(TypedDict):
    """Birmingham 9.2: VP for money, for the income level and for tiles scored again; the new total."""

    player: int
    money_vp: int
    income_vp: int
    tiles_vp: int
    total: int


class StarterScored(TypedDict):
    type: Literal["starter_scored"]
    breakdown: list[StarterScoreRow]


class MoneyScoreRow(TypedDict):
    """R10.5: the money counted, the VP it brings (0 where money is worth none) and the new total."""

    player: int
    money: int
    vp: int
    total: int


class MoneyScored(TypedDict):
    type: Literal["money_scored"]
    breakdown: list[MoneyScoreRow]


class GameEnded(TypedDict):
    """R10.6: ``ranking``, ``winners``, ``decided_by`` and the ``scores`` (flow.outcome)."""

    type: Literal["game_ended"]
    outcome: dict[str, Any]


BrassEvent = (
    Money | CardsDiscarded | CardsDrawn | IncomeMoved | Loan | Passed | Scouted | VpGained | TileBuilt |
    TileFlipped | TileRemoved | LinkBuilt | ResourceUsed | CubesToMarket | Developed | Sold | DistantTile |
    TileSold | TurnEnded | RoundStarted | RoundEnded | Income | Shortfall | VpLost | EraScored | EraStarted |
    StarterScored | MoneyScored | GameEnded
)

#: kind -> type of every event Lancashire and Birmingham emit (``GameDefinition.event_types``)
BRASS_EVENT_TYPES = declare_events(BrassEvent)
