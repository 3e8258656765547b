"""Which numbered rule each refusal applies: the one table from a reason code to a rule id.

Ids follow the rule restatements the project is written from: Lancashire ``R<section>.<n>``,
Birmingham ``<section>.<n>[.<m>]``, Industria ``<section>.<n>`` (rules.md §1-§12).  The in-app
rules reference (and every refusal shown to a player) links to the rule by this id.  A game
without an entry for a reason never raises it.
"""
from __future__ import annotations

import html
from collections.abc import Iterable, Mapping, Sequence
from enum import Enum
from typing import Any

from brass_desktop.engine import CoreReason, IndustriaReason, Reason, Violation
from brass_desktop.ui import texts

L, B, IND = "lancashire", "birmingham", "industria"

REASON_RULES: dict[Enum, dict[str, str]] = {
    # general: turns, cards and phases (Lancashire R2, R10; Birmingham 2, 8)
    CoreReason.GAME_OVER: {L: "R10.5", B: "8.1", IND: "8.1"},
    Reason.WRONG_PHASE: {L: "R2.6", B: "2.4"},
    Reason.CARD_NOT_IN_HAND: {L: "R2.2", B: "2.5"},
    Reason.NEEDS_BOTH_ACTIONS: {L: "R3.3", B: "2.4"},
    Reason.ORDER_NOT_LISTED: {L: "R2.6", B: "2.4"},  # one spelling per move (the same move in the listed order)
    CoreReason.BAD_ACTION: {L: "R2.6", B: "2.4", IND: "2.1"},
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
    # Industria (rules.md): any action (2, 8)
    IndustriaReason.GAME_OVER: {IND: "8.1"},
    IndustriaReason.WRONG_PHASE: {IND: "2.1"},
    IndustriaReason.NOT_YOUR_TURN: {IND: "2.1"},
    IndustriaReason.BAD_ACTION: {IND: "2.1"},
    IndustriaReason.TILE_NOT_IN_HAND: {IND: "6.1"},
    # auction (5)
    IndustriaReason.LOT_ALREADY_UP: {IND: "5.1"},
    IndustriaReason.TILE_NOT_REVEALED: {IND: "5.1"},
    IndustriaReason.NO_LOT: {IND: "5.1"},
    IndustriaReason.AUCTIONEER_CANNOT_BID: {IND: "5.2"},
    IndustriaReason.BID_TOO_LOW: {IND: "5.2"},
    IndustriaReason.BID_OVER_COINS: {IND: "5.2"},
    IndustriaReason.NOT_AUCTIONEER: {IND: "5.3"},
    IndustriaReason.NO_BID: {IND: "5.3"},
    # build (6)
    IndustriaReason.NOT_BUILDABLE: {IND: "6.1"},
    IndustriaReason.KIND_ALREADY_BUILT: {IND: "6.1"},
    IndustriaReason.SOURCE_COUNT: {IND: "6.4"},
    IndustriaReason.BAD_SOURCE: {IND: "6.4"},
    IndustriaReason.NO_OWN_FACTORY: {IND: "6.4"},
    IndustriaReason.NO_RAW_TILE: {IND: "6.4"},
    IndustriaReason.NO_OTHER_FACTORY: {IND: "6.4"},
    IndustriaReason.BANK_PRODUCER_BUILT: {IND: "6.4"},
    IndustriaReason.BANK_NOT_YET: {IND: "6.5"},
    IndustriaReason.CANNOT_AFFORD: {IND: "6.3"},
    IndustriaReason.NOT_RAW: {IND: "6.6"},
}


def rule_for(reason: Enum, game: str) -> str | None:
    """The id of the rule a refusal applies in ``game`` (None if that game never gives it)."""
    return REASON_RULES.get(reason, {}).get(game)


# The rule behind each kind of action and each line of a preview (its cost, and where its coal, iron
# and beer come from; Industria: the tile's coins, each resource's source, the discount and the VP),
# per game and era ("*" for every era or epoch).
KIND_RULES: dict[str, dict[str, Mapping[str, str]]] = {
    "build": {L: {"*": "R3.7"}, B: {"*": "3.1.6"}, IND: {"*": "6.2"}},
    "double_build": {L: {"*": "R3.3"}},
    "link": {L: {"canal": "R4.2", "rail": "R4.3"}, B: {"canal": "3.2.2", "rail": "3.2.3"}},
    "develop": {L: {"*": "R7.1"}, B: {"*": "3.3.1"}},
    "sell": {L: {"*": "R8.1"}, B: {"*": "3.4.2"}, IND: {"*": "5.3"}},
    "sell_more": {L: {"*": "R8.2"}, B: {"*": "3.4.5"}},
    "loan": {L: {"*": "R9.1"}, B: {"*": "3.5.1"}},
    "pass": {L: {"*": "R2.2"}, B: {"*": "3.7.1"}},
    "scout": {B: {"*": "3.6.1"}},
    "sell_tile": {L: {"*": "R9.4"}, B: {"*": "6.5"}},
    "coal": {L: {"*": "R5.1"}, B: {"*": "4.1.2"}},
    "iron": {L: {"*": "R6.1"}, B: {"*": "4.2.2"}},
    "beer": {B: {"*": "4.3.1"}},
    # Industria: the auction (5), building (6) and its preview lines
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

SCHEME = "rule"


def rule_url(game: str, rule_id: str) -> str:
    """The link target of a rule: ``rule:<game>/<rule id>``."""
    return f"{SCHEME}:{game}/{rule_id}"


def parse_rule_url(url: str) -> tuple[str, str] | None:
    """``(game, rule id)`` of a rule link, None for any other link."""
    scheme, _, rest = url.partition(":")
    game, _, rule_id = rest.partition("/")
    return (game, rule_id) if scheme == SCHEME and game and rule_id else None


def rule_label(rule_id: str) -> str:
    """"Rule R3.6" as a player reads it."""
    return texts.fill(texts.translate("RuleLinks", "Rule {rule}"), {"rule": rule_id})


def rule_anchor(game: str, rule_id: str) -> str:
    return f'<a href="{rule_url(game, rule_id)}">{html.escape(rule_label(rule_id))}</a>'


def kind_rule(topic: str, game: str, era: str | None = None) -> str | None:
    """The rule of an action kind or of a preview line ("coal", "iron", "beer") in ``game``."""
    eras = KIND_RULES.get(topic, {}).get(game, {})
    return eras.get(era or "", eras.get("*"))


def reasons_html(violations: Iterable[Violation], game: str, names: Sequence[str] = (), data: Any = None) -> str:
    """Each reason on its own line followed by a link to the rule it applies (rich text)."""
    lines: dict[str, None] = {}
    for violation in violations:
        rule_id = rule_for(violation.reason, game)
        line = html.escape(texts.reason_text(violation, names, data))
        lines[line + (f" {rule_anchor(game, rule_id)}" if rule_id else "")] = None
    return "<br>".join(lines)


def reasons_plain(violations: Iterable[Violation], game: str, names: Sequence[str] = (), data: Any = None) -> str:
    """The reasons as plain text (tooltips, the status bar), each with "(Rule R3.6)" after it."""
    lines: dict[str, None] = {}
    for violation in violations:
        rule_id = rule_for(violation.reason, game)
        text = texts.reason_text(violation, names, data)
        if rule_id:
            text = texts.fill(texts.translate("RuleLinks", "{reason} ({rule})"),
                              {"reason": text, "rule": rule_label(rule_id)})
        lines[text] = None
    return "\n".join(lines)


def first_rule(violations: Iterable[Violation], game: str) -> str | None:
    """The rule of the first reason that has one (F1 opens it)."""
    return next((r for r in (rule_for(v.reason, game) for v in violations) if r), None)


def preview_rules(kind: str | None, resources: Iterable[str], game: str, era: str | None = None) -> list[str]:
    """The rules a preview applies: the action's own rule, then one per resource it takes."""
    ids = [kind_rule(kind, game, era)] if kind else []
    ids += [kind_rule(resource, game, era) for resource in resources]
    return list(dict.fromkeys(r for r in ids if r))


def preview_links_html(kind: str | None, resources: Iterable[str], game: str, era: str | None = None) -> str:
    """Links to the rules a preview applies ("Rule R3.7 · Rule R5.1"), empty without rules."""
    return " · ".join(rule_anchor(game, r) for r in preview_rules(kind, resources, game, era))
