"""Every user-facing word about the game: names, reasons, log lines, option descriptions.

The engine holds no text; it hands out ids (``bolton/0``, ``cotton``), reason codes and
event dicts.  This module turns them into sentences through Qt's translation system.
Templates are marked with ``QT_TRANSLATE_NOOP`` so ``pyside6-lupdate`` extracts them, and
translated when they are used, so a language change applies at the next call.

Templates use ``{name}`` placeholders.  Parameters are worded by their key before they are
inserted (``slot`` becomes "Bolton, space 1", ``owner`` a player's name), so a sentence
never shows a raw id.
"""
from __future__ import annotations

import string
from collections.abc import Callable, Iterable, Mapping, Sequence
from enum import Enum
from typing import Any

from PySide6.QtCore import QCoreApplication

from brass_desktop.engine import (
    DISTANT,
    MARKET,
    MERCHANT_BEER,
    WILD_CARDS,
    CoreReason,
    GameData,
    Reason,
    Violation,
    load_game_data,
    ruleset,
)


# -- translation plumbing ----------------------------------------------------------------------
def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 (the name lupdate looks for)
    """Mark ``text`` for translation in ``context`` and return it unchanged (typed as ``str``,
    which PySide6's own marker is not)."""
    return text



def translate(context: str, text: str, n: int = -1) -> str:
    return QCoreApplication.translate(context, text, None, n)


class _Params(dict):  # type: ignore[type-arg]
    """Format mapping that shows a missing parameter as "?" instead of raising."""

    def __missing__(self, key: str) -> str:
        return "?"


_FORMATTER = string.Formatter()


def fill(template: str, params: Mapping[str, Any]) -> str:
    """``template`` with ``{name}`` placeholders filled; missing or bad ones become "?"."""
    try:
        return _FORMATTER.vformat(template, (), _Params(params))
    except (ValueError, IndexError, AttributeError):
        return template


def join_list(items: Iterable[str]) -> str:
    """Items of a list: "a, b, c" in English, "a、b、c" in Chinese."""
    return translate("Punctuation", ", ").join(items)


def _data(data: GameData | None) -> GameData:
    return data if data is not None else load_game_data("lancashire")


# -- names -------------------------------------------------------------------------------------

INDUSTRY_NAMES = {
    "cotton": QT_TRANSLATE_NOOP("Industry", "cotton mill"),
    "port": QT_TRANSLATE_NOOP("Industry", "port"),
    "coal": QT_TRANSLATE_NOOP("Industry", "coal mine"),
    "iron": QT_TRANSLATE_NOOP("Industry", "iron works"),
    "shipyard": QT_TRANSLATE_NOOP("Industry", "shipyard"),
    "manufacturer": QT_TRANSLATE_NOOP("Industry", "manufacturer"),
    "pottery": QT_TRANSLATE_NOOP("Industry", "pottery"),
    "brewery": QT_TRANSLATE_NOOP("Industry", "brewery"),
}
RESOURCE_NAMES = {
    "coal": QT_TRANSLATE_NOOP("Resource", "coal"),
    "iron": QT_TRANSLATE_NOOP("Resource", "iron"),
    "beer": QT_TRANSLATE_NOOP("Resource", "beer"),
}
ERA_NAMES = {
    "canal": QT_TRANSLATE_NOOP("Era", "canal era"),
    "rail": QT_TRANSLATE_NOOP("Era", "rail era"),
}
# Texts that differ between the games: the key "<game>:<key>" (or "<kind>:<key>" for step
# prompts) overrides the plain key; see ``_variant``.
KIND_NAMES = {
    "build": QT_TRANSLATE_NOOP("Kind", "Build"),
    "double_build": QT_TRANSLATE_NOOP("Kind", "Double build"),
    "link": QT_TRANSLATE_NOOP("Kind", "Link"),
    "develop": QT_TRANSLATE_NOOP("Kind", "Develop"),
    "sell": QT_TRANSLATE_NOOP("Kind", "Sell cotton"),
    "loan": QT_TRANSLATE_NOOP("Kind", "Loan"),
    "pass": QT_TRANSLATE_NOOP("Kind", "Pass"),
    "sell_more": QT_TRANSLATE_NOOP("Kind", "Sell another mill"),
    "end_sell": QT_TRANSLATE_NOOP("Kind", "Stop selling"),
    "sell_tile": QT_TRANSLATE_NOOP("Kind", "Sell a tile"),
    "scout": QT_TRANSLATE_NOOP("Kind", "Scout"),
    "birmingham:sell": QT_TRANSLATE_NOOP("Kind", "Sell"),
    "birmingham:sell_more": QT_TRANSLATE_NOOP("Kind", "Sell another tile"),
}
KIND_HINTS = {
    "build": QT_TRANSLATE_NOOP("KindHint", "Build an industry tile with one card."),
    "double_build": QT_TRANSLATE_NOOP(
        "KindHint", "Discard any two cards to build anywhere; uses both actions of your turn."),
    "link": QT_TRANSLATE_NOOP("KindHint", "Build a canal (canal era) or one or two rails (rail era)."),
    "develop": QT_TRANSLATE_NOOP("KindHint", "Remove one or two tiles from your stacks, paying one iron each."),
    "sell": QT_TRANSLATE_NOOP("KindHint", "Sell cotton from your mills to a port or the distant market."),
    "loan": QT_TRANSLATE_NOOP("KindHint", "Take £10, £20 or £30; your income drops one level per £10."),
    "pass": QT_TRANSLATE_NOOP("KindHint", "Do nothing, but still discard a card."),
    "sell_more": QT_TRANSLATE_NOOP("KindHint", "Sell cotton from another of your mills in this action."),
    "end_sell": QT_TRANSLATE_NOOP("KindHint", "End the Sell action."),
    "sell_tile": QT_TRANSLATE_NOOP("KindHint", "Sell one of your tiles for half its cost to cover your debt."),
    "scout": QT_TRANSLATE_NOOP(
        "KindHint", "Discard three cards to take a wild location card and a wild industry card."),
    "birmingham:link": QT_TRANSLATE_NOOP(
        "KindHint", "Build a canal (canal era) or one or two rails (rail era; the second rail needs a beer)."),
    "birmingham:sell": QT_TRANSLATE_NOOP(
        "KindHint", "Sell cotton, manufactured goods or pottery to a connected merchant, paying the beer shown "
                    "on the tile."),
    "birmingham:sell_more": QT_TRANSLATE_NOOP("KindHint", "Sell another of your tiles in this action."),
    "birmingham:loan": QT_TRANSLATE_NOOP("KindHint", "Take £30; your income drops three levels."),
}
# Prompts for the open step of an action draft (step names from controller/action_draft.py).
STEP_PROMPTS = {
    "kind": QT_TRANSLATE_NOOP("Step", "Choose an action"),
    "card": QT_TRANSLATE_NOOP("Step", "Choose a card from your hand"),
    "card2": QT_TRANSLATE_NOOP("Step", "Choose the second card"),
    "card3": QT_TRANSLATE_NOOP("Step", "Choose the third card"),
    "scout:card": QT_TRANSLATE_NOOP("Step", "Choose three cards to discard"),
    "slot": QT_TRANSLATE_NOOP("Step", "Click a highlighted space on the map"),
    "industry": QT_TRANSLATE_NOOP("Step", "Choose the industry"),
    "industry2": QT_TRANSLATE_NOOP("Step", "Develop a second tile?"),
    "line": QT_TRANSLATE_NOOP("Step", "Click a highlighted line on the map"),
    "line2": QT_TRANSLATE_NOOP("Step", "Click a second line, or build only one rail"),
    "mill": QT_TRANSLATE_NOOP("Step", "Click one of your highlighted cotton mills"),
    "to": QT_TRANSLATE_NOOP("Step", "Click a highlighted port, or sell to the distant market"),
    "amount": QT_TRANSLATE_NOOP("Step", "Choose the amount"),
    "coal": QT_TRANSLATE_NOOP("Step", "Choose where the coal comes from"),
    "iron": QT_TRANSLATE_NOOP("Step", "Choose where the iron comes from"),
    "beer": QT_TRANSLATE_NOOP("Step", "Choose where the beer comes from (or click a brewery)"),
    "bonus": QT_TRANSLATE_NOOP("Step", "Choose the tile the merchant’s free develop removes"),
    "birmingham:mill": QT_TRANSLATE_NOOP(
        "Step", "Click one of your highlighted cotton mills, manufacturers or potteries"),
    "birmingham:to": QT_TRANSLATE_NOOP("Step", "Click a highlighted merchant"),
}
STEP_NAMES = {
    "kind": QT_TRANSLATE_NOOP("StepName", "Action"),
    "card": QT_TRANSLATE_NOOP("StepName", "Card"),
    "card2": QT_TRANSLATE_NOOP("StepName", "Second card"),
    "card3": QT_TRANSLATE_NOOP("StepName", "Third card"),
    "slot": QT_TRANSLATE_NOOP("StepName", "Where"),
    "industry": QT_TRANSLATE_NOOP("StepName", "Industry"),
    "industry2": QT_TRANSLATE_NOOP("StepName", "Second tile"),
    "line": QT_TRANSLATE_NOOP("StepName", "Line"),
    "line2": QT_TRANSLATE_NOOP("StepName", "Second line"),
    "mill": QT_TRANSLATE_NOOP("StepName", "Mill"),
    "to": QT_TRANSLATE_NOOP("StepName", "Sell to"),
    "amount": QT_TRANSLATE_NOOP("StepName", "Amount"),
    "coal": QT_TRANSLATE_NOOP("StepName", "Coal"),
    "iron": QT_TRANSLATE_NOOP("StepName", "Iron"),
    "beer": QT_TRANSLATE_NOOP("StepName", "Beer"),
    "bonus": QT_TRANSLATE_NOOP("StepName", "Free develop"),
    "birmingham:mill": QT_TRANSLATE_NOOP("StepName", "Tile"),
}
# Birmingham's special cards (the location and industry cards are named after their place/industry).
CARD_NAMES = {
    "wild_location": QT_TRANSLATE_NOOP("Card", "Wild location"),
    "wild_industry": QT_TRANSLATE_NOOP("Card", "Wild industry"),
    "cotton_or_manufacturer": QT_TRANSLATE_NOOP("Card", "Cotton mill or manufacturer"),
}
# What a Birmingham merchant tile buys.
MERCHANT_TILE_NAMES = {
    "cotton": QT_TRANSLATE_NOOP("Merchant", "buys cotton"),
    "manufacturer": QT_TRANSLATE_NOOP("Merchant", "buys manufactured goods"),
    "pottery": QT_TRANSLATE_NOOP("Merchant", "buys pottery"),
    "any": QT_TRANSLATE_NOOP("Merchant", "buys cotton, goods and pottery"),
    "blank": QT_TRANSLATE_NOOP("Merchant", "buys nothing"),
}
# The bonus a merchant's beer barrel gives (Birmingham 3.4.7), short enough for the map.
MERCHANT_BONUSES = {
    "develop": QT_TRANSLATE_NOOP("Merchant", "free develop"),
    "income_spaces": QT_TRANSLATE_NOOP("Merchant", "+{amount} income"),
    "vp": QT_TRANSLATE_NOOP("Merchant", "+{amount} VP"),
    "money": QT_TRANSLATE_NOOP("Merchant", "+£{amount}"),
}


def _variant(table: Mapping[str, str], key: str, *qualifiers: str | None) -> str | None:
    """The entry for ``key`` in ``table``, preferring "<qualifier>:<key>" for the first qualifier that has one."""
    for qualifier in qualifiers:
        if qualifier and f"{qualifier}:{key}" in table:
            return table[f"{qualifier}:{key}"]
    return table.get(key)


def _game(data: GameData | None) -> str:
    return _data(data).game


# Action titles of games whose actions are not Brass's (ui/industria/words.py registers Industria's).
ACTION_SUMMARIES: dict[str, Callable[[Any, Sequence[str], Any], str]] = {}


def industry_name(industry: str, capital: bool = False, data: GameData | None = None) -> str:
    """The industry in the words of ``data``'s game (the Chinese rule books differ: 煉鐵廠 / 铁工厂).

    The game is the disambiguation; packaging/update_translations.py lists every game's
    industries for lupdate.
    """
    if industry in INDUSTRY_NAMES:
        text = QCoreApplication.translate("Industry", INDUSTRY_NAMES[industry], _data(data).game)
    else:
        text = industry
    return text[:1].upper() + text[1:] if capital else text


def resource_name(resource: str) -> str:
    return translate("Resource", RESOURCE_NAMES[resource]) if resource in RESOURCE_NAMES else resource


def location_name(location: str, data: GameData | None = None) -> str:
    """A place's name from resources/<game>/board.json, translated with "<game>/<id>" as the
    disambiguation (packaging/update_translations.py lists the names for lupdate)."""
    game = _data(data)
    loc = game.locations.get(location)
    if loc is None:
        return location
    return QCoreApplication.translate("Location", loc.name, f"{game.game}/{loc.id}")


def slot_name(slot: str, data: GameData | None = None) -> str:
    """``bolton/0`` -> "Bolton, space 1"."""
    location, _, index = slot.partition("/")
    if not index.isdigit():
        return location_name(location, data)
    return fill(translate("Slot", "{location}, space {number}"),
                {"location": location_name(location, data), "number": int(index) + 1})


def line_name(line: str, data: GameData | None = None) -> str:
    """``bolton__bury`` -> "Bolton – Bury"."""
    spec = _data(data).lines.get(line)
    a, b = (spec.a, spec.b) if spec is not None else (line.partition("__")[0], line.partition("__")[2])
    return fill(translate("Line", "{a} – {b}"), {"a": location_name(a, data), "b": location_name(b, data)})


def card_name(card: str, data: GameData | None = None) -> str:
    """A location card is named after its town; an industry card after its industry; wild cards
    and Birmingham's dual card have names of their own."""
    if card in CARD_NAMES:
        return translate("Card", CARD_NAMES[card])
    if card in INDUSTRY_NAMES:
        return industry_name(card, capital=True, data=data)
    return location_name(card, data)


def is_industry_card(card: str) -> bool:
    """Industry cards, the dual cotton/manufacturer card and the wild industry card."""
    return card in INDUSTRY_NAMES or card in ("cotton_or_manufacturer", "wild_industry")


def is_wild_card(card: str) -> bool:
    return card in WILD_CARDS


def card_industries(card: str, data: GameData | None = None) -> tuple[str, ...]:
    """The industries an industry card shows (two for the dual card; none for location and wild cards)."""
    if card in INDUSTRY_NAMES:
        return (card,)
    return tuple(_data(data).card_builds.get(card, ())) if card not in WILD_CARDS else ()


def merchant_name(merchant: str, data: GameData | None = None) -> str:
    """``oxford/m1`` -> "Oxford, merchant 2" (just "Shrewsbury" where there is one merchant)."""
    location, _, index = merchant.partition("/")
    spaces = sum(space.slots for space in _data(data).merchant_spaces if space.location == location)
    if spaces <= 1:
        return location_name(location, data)
    return fill(translate("Merchant", "{location}, merchant {number}"),
                {"location": location_name(location, data), "number": int(index[1:]) + 1})


def is_merchant_id(value: Any) -> bool:
    location, _, index = str(value).partition("/")
    return bool(location) and index[:1] == "m" and index[1:].isdigit()


def merchant_tile_text(tile: str) -> str:
    return translate("Merchant", MERCHANT_TILE_NAMES[tile]) if tile in MERCHANT_TILE_NAMES else tile


def merchant_bonus_text(bonus: str, amount: int) -> str:
    """What a merchant's beer barrel gives: "free develop", "+2 income", "+4 VP", "+£5"."""
    if bonus not in MERCHANT_BONUSES:
        return bonus
    return fill(translate("Merchant", MERCHANT_BONUSES[bonus]), {"amount": amount})


def era_name(era: str) -> str:
    return translate("Era", ERA_NAMES[era]) if era in ERA_NAMES else era


def kind_name(kind: str, era: str | None = None, game: str | None = None) -> str:
    if kind == "link" and era in ERA_NAMES:
        return (translate("Kind", "Canal") if era == "canal" else translate("Kind", "Rail"))
    text = _variant(KIND_NAMES, kind, game)
    return translate("Kind", text) if text else kind


def kind_hint(kind: str, game: str | None = None) -> str:
    text = _variant(KIND_HINTS, kind, game)
    return translate("KindHint", text) if text else ""


def step_prompt(step: str, game: str | None = None, kind: str | None = None) -> str:
    text = _variant(STEP_PROMPTS, step, kind, game)
    return translate("Step", text) if text else step


def step_name(step: str, game: str | None = None) -> str:
    text = _variant(STEP_NAMES, step, game)
    return translate("StepName", text) if text else step


def money(amount: int) -> str:
    """£ amounts; negative amounts read "−£5" (a real minus sign, easier to see on a projector)."""
    if amount < 0:
        return fill(translate("Money", "−£{amount}"), {"amount": -amount})
    return fill(translate("Money", "£{amount}"), {"amount": amount})


def player_name(index: Any, names: Sequence[str]) -> str:
    if isinstance(index, int) and 0 <= index < len(names):
        return names[index]
    return translate("Player", "a player") if index is None else str(index)


def source_name(source: str, data: GameData | None = None) -> str:
    """A coal/iron/beer source: a slot id, the market, the merchant's barrel; or (for sales) the
    distant market or a merchant."""
    if source == MARKET:
        return translate("Source", "the market")
    if source == DISTANT:
        return translate("Source", "the distant market")
    if source == MERCHANT_BEER:
        return translate("Source", "the merchant’s barrel")
    if is_merchant_id(source):
        return merchant_name(source, data)
    return slot_name(source, data) if "/" in source else location_name(source, data)


def sources_text(sources: Iterable[str], data: GameData | None = None) -> str:
    """("wigan/0", "wigan/0", "market") -> "2 × Wigan, space 1, 1 × the market"."""
    counts: dict[str, int] = {}
    for source in sources:
        counts[source] = counts.get(source, 0) + 1
    parts = [source_name(s, data) if n == 1 else
             fill(translate("Source", "{count} × {source}"), {"count": n, "source": source_name(s, data)})
             for s, n in counts.items()]
    return join_list(parts)


# -- choice labels (action bar buttons) --------------------------------------------------------

def choice_text(step: str, value: Any, data: GameData | None = None) -> str:
    """The label of a choice button for ``value`` at ``step``."""
    if step == "kind":
        return kind_name(str(value), game=_game(data))
    if step == "bonus":
        if not value:
            return translate("Choice", "No develop")
        return fill(translate("Choice", "Develop: {industry}"), {"industry": industry_name(value, data=data)})
    if value is None:
        if step == "line2":
            return translate("Choice", "Only one rail")
        if step == "industry2":
            return translate("Choice", "Only one tile")
        return translate("Choice", "None")
    if step in ("card", "card2", "card3"):
        return card_name(value, data)
    if step in ("industry", "industry2"):
        return industry_name(value, capital=True, data=data)
    if step == "amount":
        return money(int(value))
    if step in ("coal", "iron", "beer"):
        if not value:
            return translate("Choice", "None needed")
        return sources_text(value, data)
    if step in ("slot", "mill", "to"):
        return source_name(value, data)
    if step in ("line", "line2"):
        return line_name(value, data)
    return str(value)


# -- reasons -----------------------------------------------------------------------------------

REASONS: dict[Enum, str] = {
    CoreReason.GAME_OVER: QT_TRANSLATE_NOOP("Reason", "The game is over."),
    Reason.WRONG_PHASE: QT_TRANSLATE_NOOP("Reason", "That is not possible now: {phase}."),
    Reason.CARD_NOT_IN_HAND: QT_TRANSLATE_NOOP("Reason", "The card “{card}” is not in your hand."),
    Reason.NEEDS_BOTH_ACTIONS: QT_TRANSLATE_NOOP(
        "Reason", "A double build uses both actions of a turn, and you have only one action left."),
    CoreReason.BAD_ACTION: QT_TRANSLATE_NOOP("Reason", "This action is incomplete ({field})."),
    CoreReason.NOTHING_TO_UNDO: QT_TRANSLATE_NOOP("Reason", "There is nothing to undo."),
    CoreReason.UNDO_PAST_REVEAL: QT_TRANSLATE_NOOP(
        "Reason", "Undo stops here: this action revealed a card or a tile, and this game’s undo stops at the "
                  "last reveal."),
    CoreReason.NOTHING_TO_REDO: QT_TRANSLATE_NOOP("Reason", "There is nothing to redo."),
    Reason.UNKNOWN_SLOT: QT_TRANSLATE_NOOP("Reason", "There is no such space on the map."),
    Reason.UNKNOWN_INDUSTRY: QT_TRANSLATE_NOOP("Reason", "There is no such industry."),
    Reason.INDUSTRY_NOT_IN_SLOT: QT_TRANSLATE_NOOP("Reason", "{slot} has no {industry} icon."),
    Reason.NO_TILES_LEFT: QT_TRANSLATE_NOOP("Reason", "You have no {industry} tiles left."),
    Reason.LEVEL_ZERO: QT_TRANSLATE_NOOP(
        "Reason", "Your next {industry} is level 0: it can never be built, only removed with Develop."),
    Reason.LEVEL_WRONG_ERA: QT_TRANSLATE_NOOP(
        "Reason", "Your next {industry} is level {level}, which cannot be built in the {era}."),
    Reason.LOCATION_WRONG_ERA: QT_TRANSLATE_NOOP("Reason", "Nothing can be built in {location} in the {era}."),
    Reason.SLOT_TAKEN: QT_TRANSLATE_NOOP("Reason", "This space is taken by {owner}’s {industry}."),
    Reason.OVERBUILD_LEVEL_NOT_HIGHER: QT_TRANSLATE_NOOP(
        "Reason", "Overbuilding needs a higher level: yours would be level {level}, the tile there is "
                  "level {existing}."),
    Reason.OVERBUILD_OTHER_INDUSTRY: QT_TRANSLATE_NOOP(
        "Reason", "You can only overbuild a tile of the same industry."),
    Reason.OVERBUILD_RESOURCE_LEFT: QT_TRANSLATE_NOOP(
        "Reason", "Another player’s {resource_tile} may be replaced only when no {resource} is left anywhere: "
                  "there are {board} on the board and {market} in the market."),
    Reason.ONE_TILE_PER_LOCATION: QT_TRANSLATE_NOOP(
        "Reason", "In the canal era you may have only one industry tile in {location}."),
    Reason.SINGLE_ICON_SLOT_FIRST: QT_TRANSLATE_NOOP(
        "Reason", "In {location} a {industry} must go in the space that shows only its icon ({slot}) first."),
    Reason.CARD_WRONG_LOCATION: QT_TRANSLATE_NOOP(
        "Reason", "The {card} card builds only in {card}, not in {location}."),
    Reason.CARD_WRONG_INDUSTRY: QT_TRANSLATE_NOOP(
        "Reason", "The {card} card builds only a {card_industry}, not a {industry}."),
    Reason.NOT_IN_NETWORK: QT_TRANSLATE_NOOP(
        "Reason", "{location} is not in your network: an industry card builds only where your links reach "
                  "or where you already have a tile."),
    Reason.NO_COAL: QT_TRANSLATE_NOOP(
        "Reason", "No coal reaches {location}: no connected coal mine has coal, and there is no connection "
                  "to a port or an outside town to buy from the market."),
    Reason.BAD_COAL_SOURCE: QT_TRANSLATE_NOOP(
        "Reason", "Coal must come from the nearest connected coal mine that has coal."),
    Reason.BAD_IRON_SOURCE: QT_TRANSLATE_NOOP(
        "Reason", "Iron must come from iron works on the board while any have iron; only then from the market."),
    Reason.CANNOT_AFFORD: QT_TRANSLATE_NOOP("Reason", "This costs {cost}, and you have only {money}."),
    Reason.SOURCE_NOT_CHOSEN: QT_TRANSLATE_NOOP(
        "Reason", "The rules give a choice of where the {resource} comes from here: choose one."),
    Reason.NO_SOURCE_CHOICE: QT_TRANSLATE_NOOP(
        "Reason", "There is no choice of where the {resource} comes from here: leave the source out."),
    Reason.ORDER_NOT_LISTED: QT_TRANSLATE_NOOP(
        "Reason", "This is the same move written in another order; the referee lists it only once."),
    Reason.UNKNOWN_LINE: QT_TRANSLATE_NOOP("Reason", "There is no such line on the map."),
    Reason.LINE_WRONG_ERA: QT_TRANSLATE_NOOP("Reason", "{line} cannot take a link in the {era}."),
    Reason.LINE_TAKEN: QT_TRANSLATE_NOOP("Reason", "{owner} already has a link on {line}."),
    Reason.LINE_REPEATED: QT_TRANSLATE_NOOP("Reason", "You cannot place two links on the same line."),
    Reason.TOO_MANY_LINKS: QT_TRANSLATE_NOOP("Reason", "You cannot build {count} links in one action in the {era}."),
    Reason.NO_LINK_TILES: QT_TRANSLATE_NOOP("Reason", "You have only {left} link tiles left."),
    Reason.LINK_NOT_IN_NETWORK: QT_TRANSLATE_NOOP("Reason", "{line} does not touch your network."),
    Reason.DEVELOP_COUNT: QT_TRANSLATE_NOOP("Reason", "Develop removes one or two tiles."),
    Reason.NOT_YOUR_MILL: QT_TRANSLATE_NOOP("Reason", "That is not one of your cotton mills."),
    Reason.MILL_FLIPPED: QT_TRANSLATE_NOOP("Reason", "That cotton mill has already sold its cotton."),
    Reason.NOT_A_PORT: QT_TRANSLATE_NOOP("Reason", "There is no port there to sell to."),
    Reason.PORT_FLIPPED: QT_TRANSLATE_NOOP("Reason", "That port has already shipped cotton."),
    Reason.PORT_NOT_CONNECTED: QT_TRANSLATE_NOOP("Reason", "That port is not connected to your mill."),
    Reason.DISTANT_CLOSED: QT_TRANSLATE_NOOP("Reason", "The distant cotton market is closed for the rest of the era."),
    Reason.NO_MARKET_CONNECTION: QT_TRANSLATE_NOOP(
        "Reason", "The mill has no connection to a port or an outside town, so it cannot sell overseas."),
    Reason.LOAN_AMOUNT: QT_TRANSLATE_NOOP("Reason", "A loan is £10, £20 or £30."),
    Reason.LOAN_TOO_LOW: QT_TRANSLATE_NOOP("Reason", "This loan would take your income below −£10."),
    Reason.LOANS_CLOSED: QT_TRANSLATE_NOOP(
        "Reason", "No more loans: in the rail era loans end when the draw pile is empty."),
    Reason.NOT_YOUR_TILE: QT_TRANSLATE_NOOP("Reason", "You can only sell your own tiles."),
    Reason.NOTHING_TO_SELL: QT_TRANSLATE_NOOP("Reason", "You have no cotton mill that can still sell."),
    Reason.NO_CARD_FITS: QT_TRANSLATE_NOOP(
        "Reason", "No card in your hand can build in {location}: you need its location card, a card of the "
                  "industry (in your network) or a wild card."),
    Reason.TILE_WORTH_NOTHING: QT_TRANSLATE_NOOP(
        "Reason", "{slot} is worth £0 when sold: it cannot pay the shortfall and stays on the board."),
    Reason.NO_BEER: QT_TRANSLATE_NOOP(
        "Reason", "{slot} needs {need} beer, and none can be had: not from a brewery of yours, not from a "
                  "connected brewery of another player, not from the merchant’s barrel."),
    Reason.BAD_BEER_SOURCE: QT_TRANSLATE_NOOP(
        "Reason", "That beer cannot be used: take it from your own brewery, from another player’s brewery "
                  "connected to the tile, or from the barrel of the merchant you sell to."),
    Reason.CANNOT_DEVELOP: QT_TRANSLATE_NOOP(
        "Reason", "Your level-{level} {industry} has a lightbulb: it can only be built, never developed."),
    Reason.NOT_SELLABLE: QT_TRANSLATE_NOOP(
        "Reason", "Only your own cotton mills, manufacturers and potteries can be sold."),
    Reason.UNKNOWN_MERCHANT: QT_TRANSLATE_NOOP("Reason", "There is no merchant tile there."),
    Reason.MERCHANT_DOES_NOT_BUY: QT_TRANSLATE_NOOP("Reason", "That merchant in {location} does not buy a {industry}."),
    Reason.MERCHANT_NOT_CONNECTED: QT_TRANSLATE_NOOP("Reason", "{slot} is not connected to {location}."),
    Reason.BAD_BONUS_CHOICE: QT_TRANSLATE_NOOP(
        "Reason", "The merchant’s free develop must remove one of these tiles: {options}."),
    Reason.SCOUT_HOLDS_WILD: QT_TRANSLATE_NOOP("Reason", "You cannot scout while you hold a wild card ({card})."),
    Reason.SCOUT_CARD_COUNT: QT_TRANSLATE_NOOP("Reason", "Scouting discards exactly three cards, not {count}."),
}
ANY = object()  # a variant that applies whenever the parameter is present
# Variants chosen by a parameter, or by the game (param "game"): (reason, param, value) -> template.
REASON_VARIANTS: dict[tuple[Reason, str, Any], str] = {
    (Reason.LINK_NOT_IN_NETWORK, "empty", True): QT_TRANSLATE_NOOP(
        "Reason", "You have nothing on the board yet: build an industry before your first link."),
    (Reason.NO_BEER, "line", ANY): QT_TRANSLATE_NOOP(
        "Reason", "The second rail needs {need} beer from a brewery: one of yours, or another player’s connected "
                  "to {line}. Merchant barrels do not count."),
    (Reason.NO_COAL, "game", "birmingham"): QT_TRANSLATE_NOOP(
        "Reason", "No coal reaches {location}: no connected coal mine has coal, and there is no connection "
                  "to a merchant to buy from the market."),
    (Reason.LOAN_AMOUNT, "game", "birmingham"): QT_TRANSLATE_NOOP("Reason", "A loan is always £30."),
    (Reason.MILL_FLIPPED, "game", "birmingham"): QT_TRANSLATE_NOOP("Reason", "That tile has already been sold."),
    (Reason.NOTHING_TO_SELL, "game", "birmingham"): QT_TRANSLATE_NOOP(
        "Reason", "You have no unsold cotton mill, manufacturer or pottery."),
}
PHASE_NAMES = {
    "action": QT_TRANSLATE_NOOP("Phase", "it is time for a normal action"),
    "sell_more": QT_TRANSLATE_NOOP("Phase", "finish the Sell action first (sell another tile or stop)"),
    "shortfall": QT_TRANSLATE_NOOP("Phase", "a player must first sell tiles to pay a debt"),
    "over": QT_TRANSLATE_NOOP("Phase", "the game is over"),
}


def _param_words(params: Mapping[str, Any], names: Sequence[str], data: GameData | None) -> dict[str, Any]:
    """Reason/event parameters with ids replaced by words (keyed by parameter name)."""
    worded: dict[str, Any] = {}
    for key, value in params.items():
        worded[key] = _word(key, value, names, data)
    if "card" in params and isinstance(params["card"], str) and is_industry_card(params["card"]):
        worded["card_industry"] = industry_name(params["card"], data=data)
    if "resource" in params and isinstance(params["resource"], str):
        worded["resource_tile"] = industry_name(params["resource"], data=data)
    return worded


_WORDERS: dict[str, Callable[[Any, Sequence[str], GameData | None], str]] = {
    "slot": lambda v, n, d: slot_name(v, d),
    "mill": lambda v, n, d: slot_name(v, d),
    "location": lambda v, n, d: location_name(v, d),
    "industry": lambda v, n, d: industry_name(v, data=d),
    "resource": lambda v, n, d: resource_name(v),
    "card": lambda v, n, d: card_name(v, d),
    "era": lambda v, n, d: era_name(v),
    "line": lambda v, n, d: line_name(v, d),
    "owner": lambda v, n, d: player_name(v, n),
    "player": lambda v, n, d: player_name(v, n),
    "cost": lambda v, n, d: money(int(v)),
    "money": lambda v, n, d: money(int(v)),
    "amount": lambda v, n, d: money(int(v)),
    "to": lambda v, n, d: source_name(v, d),
    "merchant": lambda v, n, d: merchant_name(v, d),
    "options": lambda v, n, d: join_list(industry_name(i, data=d) if i else translate("Choice", "No develop")
                                         for i in v) if all(isinstance(i, str) for i in v) else str(v),
    "phase": lambda v, n, d: translate("Phase", PHASE_NAMES[v]) if v in PHASE_NAMES else str(v),
}


# A game's own words for a parameter (game -> parameter -> worder), before the shared ones above.
GAME_WORDERS: dict[str, dict[str, Callable[[Any, Sequence[str], Any], str]]] = {}


def _word(key: str, value: Any, names: Sequence[str], data: GameData | None) -> Any:
    worder = GAME_WORDERS.get(_game(data) if data is not None else "", {}).get(key) or _WORDERS.get(key)
    if worder is None or value is None:
        return value
    try:
        return worder(value, names, data)
    except (TypeError, ValueError, KeyError):
        return value


def reason_text(violation: Violation, names: Sequence[str] = (), data: GameData | None = None) -> str:
    """One sentence saying why an action is not allowed."""
    template = None
    params = {**violation.params, "game": _game(data)}
    for (reason, key, value), variant in REASON_VARIANTS.items():
        if reason == violation.reason and key in params and (value is ANY or params[key] == value):
            template = variant
    if template is None:
        template = REASONS.get(violation.reason)
    if template is None:
        return fill(translate("Reason", "Not allowed ({code})."), {"code": violation.reason.value})
    return fill(translate("Reason", template), _param_words(violation.params, names, data))


def preview_lines(preview: Any, data: GameData | None = None) -> list[str]:
    """Every consequence of a prepared action, one sentence each (the engine's typed ``Preview``)."""
    tr = translate
    lines: list[str] = []
    if preview.sale_value is not None:  # a tile sold to pay a shortfall (R9.4)
        return [fill(tr("Preview", "The tile sells for {gain}; you will then have {after} to pay {debt}."),
                     {"gain": money(preview.sale_value), "after": money(preview.money_after),
                      "debt": money(preview.debt or 0)})]
    paid = {k: v for k, v in preview.parts.items() if v}
    if len(paid) > 1:  # the split only says something when more than one thing is paid for
        labels = {"tile": tr("Preview", "tile {money}"), "link": tr("Preview", "link {money}"),
                  "coal": tr("Preview", "coal {money}"), "iron": tr("Preview", "iron {money}")}
        split = " + ".join(fill(labels.get(k, k + " {money}"), {"money": money(v)}) for k, v in paid.items())
        lines.append(fill(tr("Preview", "Cost {cost} ({split}); you will have {after}."),
                          {"cost": money(preview.cost), "split": split, "after": money(preview.money_after)}))
    elif preview.cost:
        lines.append(fill(tr("Preview", "Cost {cost}; you will have {after}."),
                          {"cost": money(preview.cost), "after": money(preview.money_after)}))
    else:
        lines.append(fill(tr("Preview", "You will have {after}."),
                          {"after": money(preview.money_after)}))
    for resource, template in (("coal", tr("Preview", "Coal from: {sources}.")),
                               ("iron", tr("Preview", "Iron from: {sources}.")),
                               ("beer", tr("Preview", "Beer from: {sources}."))):
        if preview.sources.get(resource):
            lines.append(fill(template, {"sources": sources_text(preview.sources[resource], data)}))
    if preview.vp is not None and preview.tile_income is not None:
        lines.append(fill(tr("Preview", "Once flipped: {vp} VP, income +{spaces} spaces."),
                          {"vp": preview.vp, "spaces": preview.tile_income}))
    before, after = preview.income_before, preview.income_after
    if before is not None and after is not None and before != after:
        change = after - before
        template = (tr("Preview", "Income {before} → {after} a round ({levels} levels up).") if change > 0 else
                    tr("Preview", "Income {before} → {after} a round ({levels} levels down)."))
        lines.append(fill(template, {"before": money(before), "after": money(after), "levels": abs(change)}))
    if preview.chance is not None:
        failing, total = preview.chance
        lines.append(fill(tr("Preview", "Distant market: demand +{demand} now; {failing} of {total} tiles "
                                        "end the sale ({percent} %)."),
                          {"demand": preview.demand, "failing": failing, "total": total,
                           "percent": round(100 * failing / total) if total else 0}))
        if preview.gain_range is not None:
            low, high = preview.gain_range
            lines.append(fill(tr("Preview", "If it sells: income {low} to {high} a round."),
                              {"low": money(low), "high": money(high)}) if low != high else
                         fill(tr("Preview", "If it sells: income {low} a round."), {"low": money(low)}))
    if preview.cards_gained:
        lines.append(fill(tr("Preview", "You receive: {cards}."),
                          {"cards": join_list(card_name(c, data) for c in preview.cards_gained)}))
    if preview.bonus:
        bonus = (choice_text("bonus", preview.develop, data) if preview.bonus == "develop"
                 else merchant_bonus_text(preview.bonus, preview.bonus_amount))
        lines.append(fill(tr("Preview", "Merchant bonus: {bonus}."), {"bonus": bonus}))
    return lines


def reasons_text(violations: Iterable[Violation], names: Sequence[str] = (), data: GameData | None = None) -> str:
    """All reasons, one per line, without repeating a sentence."""
    lines = dict.fromkeys(reason_text(v, names, data) for v in violations)
    return "\n".join(lines)


# -- rule options (new-game dialog) ------------------------------------------------------------

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
    # Industria
    "bonus_tiles_free": QT_TRANSLATE_NOOP("Option", "Bonus tiles are free"),
    "open_hands": QT_TRANSLATE_NOOP("Option", "Tiles in hand are open to everyone"),
    "bonus_counts_technologies": QT_TRANSLATE_NOOP("Option", "Bonus tiles also count technologies"),
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
    "bonus_tiles_free": QT_TRANSLATE_NOOP(
        "Option", "The Chinese rule document prints a cost on bonus tiles; other sources build them free. "
                  "House default: they cost their printed coins."),
    "open_hands": QT_TRANSLATE_NOOP(
        "Option", "Tiles are won in open auctions, so the house set keeps hands open; off: hidden behind the "
                  "hand-over screen."),
    "bonus_counts_technologies": QT_TRANSLATE_NOOP(
        "Option", "The rule document counts every own built tile showing the symbol; reviews count factories "
                  "only."),
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


def option_label(name: str) -> str:
    return translate("Option", OPTION_LABELS[name]) if name in OPTION_LABELS else name


def option_help(name: str) -> str:
    return translate("Option", OPTION_HELP[name]) if name in OPTION_HELP else ""


def option_value(name: str, value: Any) -> str:
    if isinstance(value, bool):
        return translate("Option", "on") if value else translate("Option", "off")
    key = (name, value)
    return translate("Option", OPTION_VALUES[key]) if key in OPTION_VALUES else str(value)


# -- events (game log) -------------------------------------------------------------------------

EVENTS: dict[str, str] = {
    "cards_discarded": QT_TRANSLATE_NOOP("Event", "{player} plays the card: {cards}."),
    "tile_built": QT_TRANSLATE_NOOP("Event", "{player} builds a level-{level} {industry} in {slot}."),
    "link_built": QT_TRANSLATE_NOOP("Event", "{player} builds a {link} on {line}."),
    "coal_used": QT_TRANSLATE_NOOP("Event", "1 coal comes from {source}."),
    "iron_used": QT_TRANSLATE_NOOP("Event", "1 iron comes from {source}."),
    "coal_bought": QT_TRANSLATE_NOOP("Event", "{player} buys 1 coal from the market for {price}."),
    "iron_bought": QT_TRANSLATE_NOOP("Event", "{player} buys 1 iron from the market for {price}."),
    "cubes_to_market": QT_TRANSLATE_NOOP(
        "Event", "{count} {resource} from {slot} go to the market; {owner} receives {money}."),
    "tile_flipped": QT_TRANSLATE_NOOP("Event", "{owner}’s {industry} in {slot} flips."),
    "income_moved": QT_TRANSLATE_NOOP("Event", "{player}’s income rises {spaces} spaces, to {level}."),
    "income_moved_one": QT_TRANSLATE_NOOP("Event", "{player}’s income rises 1 space, to {level}."),
    "developed": QT_TRANSLATE_NOOP("Event", "{player} develops away a level-{level} {industry}."),
    "sold": QT_TRANSLATE_NOOP("Event", "{player} sells cotton from {mill} to {to}."),
    # R8.1: the tile's number is how many spaces the demand marker moves down (0: it stays).
    "distant_tile": QT_TRANSLATE_NOOP(
        "Event", "The distant market tile shows {value}: the demand marker moves down {value} spaces."),
    "distant_tile_one": QT_TRANSLATE_NOOP(
        "Event", "The distant market tile shows 1: the demand marker moves down 1 space."),
    "distant_tile_zero": QT_TRANSLATE_NOOP(
        "Event", "The distant market tile shows 0: the demand marker stays where it is."),
    "distant_failed": QT_TRANSLATE_NOOP(
        "Event", "The distant market tile shows {value}: the market closes, the sale fails and the Sell action "
                 "ends."),
    "loan": QT_TRANSLATE_NOOP("Event", "{player} takes a {amount} loan; income falls to {level}."),
    "passed": QT_TRANSLATE_NOOP("Event", "{player} passes."),
    "turn_ended": QT_TRANSLATE_NOOP("Event", "End of {player}’s turn."),
    "round_ended": QT_TRANSLATE_NOOP("Event", "End of round {round}. Next turn order: {order}."),
    "round_started": QT_TRANSLATE_NOOP("Event", "Round {round} of the {era} begins."),
    "income": QT_TRANSLATE_NOOP("Event", "{player} receives {amount} income."),
    "income_paid": QT_TRANSLATE_NOOP("Event", "{player} pays {amount} (negative income)."),
    "shortfall": QT_TRANSLATE_NOOP(
        "Event", "{player} cannot pay {debt} with {money} and must sell industry tiles."),
    "vp_lost": QT_TRANSLATE_NOOP("Event", "{player} loses {vp} VP for being {short} short."),
    "tile_sold": QT_TRANSLATE_NOOP("Event", "{player} sells the tile in {slot} for {amount}."),
    "tile_removed": QT_TRANSLATE_NOOP("Event", "{owner}’s level-{level} {industry} in {slot} leaves the board."),
    "era_scored": QT_TRANSLATE_NOOP("Event", "End of the {era}: {player} scores {links} for links and "
                                             "{industries} for industries."),
    "era_started": QT_TRANSLATE_NOOP("Event", "The {era} begins."),
    "money_scored": QT_TRANSLATE_NOOP("Event", "{player} scores {vp} VP for {money}."),
    "game_ended": QT_TRANSLATE_NOOP("Event", "Game over. {winners} wins."),
    "game_ended_shared": QT_TRANSLATE_NOOP("Event", "Game over. {winners} share the victory."),
    "birmingham:sold": QT_TRANSLATE_NOOP("Event", "{player} sells the tile in {mill} to {to}."),
    "beer_used": QT_TRANSLATE_NOOP("Event", "1 beer comes from {source}."),
    "developed_bonus": QT_TRANSLATE_NOOP(
        "Event", "{player} develops away a level-{level} {industry} for free (merchant bonus)."),
    "vp_gained": QT_TRANSLATE_NOOP("Event", "{player} gains {vp} VP (merchant bonus)."),
    "money_bonus": QT_TRANSLATE_NOOP("Event", "{player} receives {amount} (merchant bonus)."),
    "scouted": QT_TRANSLATE_NOOP("Event", "{player} scouts and takes a wild location card and a wild industry card."),
    "starter_scored": QT_TRANSLATE_NOOP(
        "Event", "Introductory game: {player} scores {money_vp} VP for money, {income_vp} VP for income and "
                 "{tiles_vp} VP for tiles scored again, {total} VP in all."),
}
# Events that only restate another line (money moves are in the build/sell/loan lines).
_SILENT_EVENTS = {"action", "money", "cards_drawn"}
# A game's own choice of template key for an event (game -> event -> (key, extra parameters));
# its templates are the "<game>:<key>" entries of EVENTS.
EVENT_KEYS: dict[str, Callable[[Mapping[str, Any]], tuple[str, dict[str, Any]]]] = {}


def _event_params(event: Mapping[str, Any], names: Sequence[str], data: GameData | None) -> dict[str, Any]:
    params = _param_words(event, names, data)
    if "cards" in event:
        params["cards"] = join_list(card_name(c, data) for c in event["cards"])
    if "source" in event:
        params["source"] = source_name(event["source"], data)
    if "price" in event:
        params["price"] = money(int(event["price"]))
    if "level" in event and event.get("type") in ("income_moved", "loan"):
        params["level"] = money(int(event["level"]))
    if "debt" in event:
        params["debt"] = money(int(event["debt"]))
    if "short" in event:
        params["short"] = money(int(event["short"]))
    if "turn_order" in event:
        params["order"] = join_list(player_name(i, names) for i in event["turn_order"])
    if "era" in event:
        params["link"] = (translate("Event", "canal") if event["era"] == "canal" else translate("Event", "rail"))
    return params


def event_lines(event: Mapping[str, Any], names: Sequence[str] = (), data: GameData | None = None) -> list[str]:
    """The log sentences for one engine event (none for bookkeeping-only events)."""
    kind = str(event.get("type", ""))
    game_keys = EVENT_KEYS.get(_game(data)) if data is not None else None
    if game_keys is not None and kind not in _SILENT_EVENTS and kind != "game_ended":
        key, extra = game_keys(event)
        template = EVENTS.get(f"{_game(data)}:{key}")
        return [fill(translate("Event", template), _param_words({**event, **extra}, names, data))] if template else []
    if kind == "money" and event.get("why") == "merchant_bonus":
        kind = "money_bonus"
    elif kind in _SILENT_EVENTS:
        return []
    if kind == "developed" and event.get("bonus"):
        kind = "developed_bonus"
    elif kind in ("coal_used", "iron_used") and event.get("source") == MARKET:
        kind = kind.replace("_used", "_bought")
    elif kind == "distant_tile" and event.get("failed"):
        kind = "distant_failed"
    elif kind == "distant_tile" and int(event.get("value", 0)) in (0, 1):
        kind = ("distant_tile_zero", "distant_tile_one")[int(event["value"])]
    elif kind == "income" and int(event.get("amount", 0)) < 0:
        return [fill(translate("Event", EVENTS["income_paid"]),
                     {"player": player_name(event.get("player"), names), "amount": money(-int(event["amount"]))})]
    elif kind == "income_moved" and int(event.get("spaces", 0)) <= 0:
        return []
    elif kind == "income_moved" and int(event.get("spaces", 0)) == 1:
        kind = "income_moved_one"
    params = _event_params(event, names, data)
    if kind == "era_scored":
        return [fill(translate("Event", EVENTS[kind]),
                     {**params, "player": player_name(row.get("player"), names), "links": row.get("links", 0),
                      "industries": row.get("industries", 0)})
                for row in event.get("breakdown", [])]
    if kind == "money_scored":
        if data is not None and not ruleset(data.game).money_per_vp:
            return []  # Birmingham 8.3: money scores nothing
        return [fill(translate("Event", EVENTS[kind]),
                     {"player": player_name(row.get("player"), names), "vp": row.get("vp", 0),
                      "money": money(int(row.get("money", 0)))})
                for row in event.get("breakdown", [])]
    if kind == "starter_scored":
        return [fill(translate("Event", EVENTS[kind]),
                     {**{k: row.get(k, 0) for k in ("money_vp", "income_vp", "tiles_vp", "total")},
                      "player": player_name(row.get("player"), names)})
                for row in event.get("breakdown", [])]
    if kind == "game_ended":
        outcome = event.get("outcome") or {}
        winners = [player_name(i, names) for i in outcome.get("winners", [])]
        key = "game_ended_shared" if len(winners) > 1 else "game_ended"
        return [fill(translate("Event", EVENTS[key]), {"winners": join_list(winners)})]
    template = _variant(EVENTS, kind, _game(data) if data is not None else None)
    if template is None:
        return []
    return [fill(translate("Event", template), params)]


def action_summary(action: Any, names: Sequence[str] = (), data: GameData | None = None) -> str:
    """A short title for an action: "Build", "Sell cotton", "Scout", ..."""
    summary = ACTION_SUMMARIES.get(_game(data)) if data is not None else None
    if summary is not None:
        return summary(action, names, data)
    from brass_desktop.controller.action_draft import draft_kind

    return kind_name(draft_kind(action), game=_game(data) if data is not None else None)


DECIDED_BY = {
    "vp": QT_TRANSLATE_NOOP("Outcome", "most victory points"),
    "income": QT_TRANSLATE_NOOP("Outcome", "a tie on points, broken by higher income"),
    "money": QT_TRANSLATE_NOOP("Outcome", "a tie on points and income, broken by more money"),
    "turn_order": QT_TRANSLATE_NOOP("Outcome", "a tie on points, income and money, broken by turn order"),
    "shared": QT_TRANSLATE_NOOP("Outcome", "a complete tie: the victory is shared"),
}


def decided_by_text(key: str) -> str:
    return translate("Outcome", DECIDED_BY[key]) if key in DECIDED_BY else key


# -- records and setups that cannot start a game (RecordError / SetupError reason codes) ----------------
RECORD_ERRORS: dict[str, str] = {
    CoreReason.NOT_JSON.value: QT_TRANSLATE_NOOP("RecordError", "The file is not a game record (it is not JSON)."),
    CoreReason.NOT_A_RECORD.value: QT_TRANSLATE_NOOP("RecordError", "The file is not a Brass Desktop game record."),
    CoreReason.VERSION_UNSUPPORTED.value: QT_TRANSLATE_NOOP(
        "RecordError", "The record is in format version {version}; this app reads versions up to {supported}."),
    CoreReason.NO_SETUP.value: QT_TRANSLATE_NOOP("RecordError", "The record has no setup."),
    CoreReason.UNKNOWN_FIELD.value: QT_TRANSLATE_NOOP("RecordError", "The record has fields this app does not know: "
                                                      "{fields}."),
    CoreReason.UNKNOWN_GAME.value: QT_TRANSLATE_NOOP("RecordError", "The record is of a game this app does not "
                                                                    "know ({game})."),
    CoreReason.BAD_SETUP.value: QT_TRANSLATE_NOOP("RecordError", "The record’s setup is damaged: {problem}"),
    CoreReason.NO_ACTIONS.value: QT_TRANSLATE_NOOP("RecordError", "The record has no list of actions."),
    CoreReason.ACTION_MALFORMED.value: QT_TRANSLATE_NOOP("RecordError", "Action {number} of the record is damaged."),
    CoreReason.ACTION_ILLEGAL.value: QT_TRANSLATE_NOOP("RecordError",
                                                       "Action {number} of the record is not allowed: {why}"),
    CoreReason.ACTION_FAILED.value: QT_TRANSLATE_NOOP("RecordError",
                                                      "Action {number} of the record could not be replayed."),
}
SETUP_ERRORS: dict[str, str] = {
    "setup_unknown_game": QT_TRANSLATE_NOOP("SetupError", "There is no game called “{game}”."),
    "setup_player_count": QT_TRANSLATE_NOOP("SetupError", "The game needs {min} to {max} players, not {count}."),
    "setup_name_not_text": QT_TRANSLATE_NOOP("SetupError", "Player {player}’s name is not text."),
    "setup_name_empty": QT_TRANSLATE_NOOP("SetupError", "Player {player} has no name."),
    "setup_name_too_long": QT_TRANSLATE_NOOP("SetupError", "Player {player}’s name is longer than {max} characters."),
    "setup_name_control": QT_TRANSLATE_NOOP("SetupError", "Player {player}’s name has a control character ({code})."),
    "setup_wrong_options": QT_TRANSLATE_NOOP("SetupError", "The rule options belong to another game."),
    "setup_bad_options": QT_TRANSLATE_NOOP("SetupError", "A rule option is unknown or has a value outside its "
                                                         "choices ({detail})."),
    "setup_field_type": QT_TRANSLATE_NOOP("SetupError", "The field “{field}” is missing or has the wrong type."),
    "setup_unknown_field": QT_TRANSLATE_NOOP("SetupError", "The setup has fields this game does not have: {fields}."),
    "setup_missing_options": QT_TRANSLATE_NOOP("SetupError", "The setup does not give the rule options {options}."),
    "setup_field_entry": QT_TRANSLATE_NOOP("SetupError", "Entry {entry} of the field “{field}” is damaged."),
    "setup_not_the_deck": QT_TRANSLATE_NOOP("SetupError", "The field “{field}” is not the deck for {players} players."),
    "setup_inconsistent": QT_TRANSLATE_NOOP("SetupError", "The field “{field}” does not fit the players or the "
                                                          "rule options."),
}


def setup_error_text(reason: Any, params: Mapping[str, Any]) -> str:
    """One sentence saying why a setup cannot start a game (a SetupError's reason and params)."""
    code = str(getattr(reason, "value", reason))
    template = SETUP_ERRORS.get(code)
    if template is None:
        return fill(translate("SetupError", "The setup cannot start a game ({code})."), {"code": code or "?"})
    return fill(translate("SetupError", template), params)


def record_error_text(error: Any, names: Sequence[str] = (), data: GameData | None = None) -> str:
    """One sentence saying why a record cannot be opened (a RecordError's reason and params)."""
    params = dict(getattr(error, "params", {}))
    code = str(getattr(getattr(error, "reason", None), "value", ""))
    if code == CoreReason.BAD_SETUP.value:
        params["problem"] = setup_error_text(params.get("setup_reason", ""), params)
    elif code == CoreReason.ACTION_ILLEGAL.value:
        violations = params.get("violations") or []
        params["why"] = " ".join(reason_text(v, names, data) for v in violations[:1])
    template = RECORD_ERRORS.get(code, RECORD_ERRORS[CoreReason.NOT_A_RECORD.value])
    return fill(translate("RecordError", template), params)


GAME_NAMES = {
    "lancashire": QT_TRANSLATE_NOOP("Game", "Brass (Lancashire)"),
    "birmingham": QT_TRANSLATE_NOOP("Game", "Brass: Birmingham"),
    "industria": QT_TRANSLATE_NOOP("Game", "Industria"),
}


def game_name(game: str) -> str:
    """The game's title ("Brass: Birmingham"); an unknown id is shown as it is."""
    return translate("Game", GAME_NAMES[game]) if game in GAME_NAMES else game


# -- Industria ---------------------------------------------------------------------------------------
# Industria's reasons, setup error, events and names.  Its tiles, resources and symbols are named in
# resources/industria/tiles.json (name_en / name_zh) and translated with the disambiguation
# "industria/<id>" (packaging/update_translations.py lists them for lupdate).  Chinese terms follow
# the rule document (seed 002): 工廠, 科技, 原料, 加分卡, 拍賣, 拍賣者, 時代, 起始玩家, 錢, 分.
from brass_desktop.engine import IndustriaReason as _IR  # noqa: E402, N814
from brass_desktop.engine import load_industria_data  # noqa: E402

REASONS.update({
    _IR.GAME_OVER: QT_TRANSLATE_NOOP("Reason", "The game is over."),
    _IR.WRONG_PHASE: QT_TRANSLATE_NOOP("Reason", "That is not possible now: {phase}."),
    _IR.NOT_YOUR_TURN: QT_TRANSLATE_NOOP("Reason", "It is {player}’s decision now."),
    _IR.BAD_ACTION: QT_TRANSLATE_NOOP("Reason", "This action is incomplete ({field})."),
    _IR.TILE_NOT_IN_HAND: QT_TRANSLATE_NOOP("Reason", "“{tile}” is not in your hand."),
    _IR.LOT_ALREADY_UP: QT_TRANSLATE_NOOP(
        "Reason", "“{tile}” is already up for auction: bid, pass, sell or keep first."),
    _IR.TILE_NOT_REVEALED: QT_TRANSLATE_NOOP("Reason", "“{tile}” is not one of the revealed tiles."),
    _IR.NO_LOT: QT_TRANSLATE_NOOP("Reason", "No tile is up for auction yet: the auctioneer puts one up first."),
    _IR.AUCTIONEER_CANNOT_BID: QT_TRANSLATE_NOOP("Reason", "The auctioneer does not bid on their own tile."),
    _IR.BID_TOO_LOW: QT_TRANSLATE_NOOP("Reason", "A bid of {bid} is too low: bid at least {minimum}."),
    _IR.BID_OVER_COINS: QT_TRANSLATE_NOOP("Reason", "You cannot bid {bid}: you have {coins}."),
    _IR.NOT_AUCTIONEER: QT_TRANSLATE_NOOP("Reason", "Only the auctioneer, {auctioneer}, sells or keeps the tile."),
    _IR.NO_BID: QT_TRANSLATE_NOOP("Reason", "Nobody has bid: the auctioneer must keep the tile."),
    _IR.NOT_BUILDABLE: QT_TRANSLATE_NOOP(
        "Reason", "“{tile}” is a raw material: it is spent or exchanged, never built."),
    _IR.KIND_ALREADY_BUILT: QT_TRANSLATE_NOOP("Reason", "You have already built a {kind} this turn."),
    _IR.SOURCE_COUNT: QT_TRANSLATE_NOOP("Reason", "The tile needs {needed} resources; {given} sources were given."),
    _IR.BAD_SOURCE: QT_TRANSLATE_NOOP("Reason", "“{source}” is not a way to get {resource}."),
    _IR.NO_OWN_FACTORY: QT_TRANSLATE_NOOP("Reason", "You have not built the factory that produces {resource}."),
    _IR.NO_RAW_TILE: QT_TRANSLATE_NOOP("Reason", "You have no raw material tile of {resource}."),
    _IR.NO_OTHER_FACTORY: QT_TRANSLATE_NOOP(
        "Reason", "No other player has built the factory that produces {resource}."),
    _IR.BANK_PRODUCER_BUILT: QT_TRANSLATE_NOOP(
        "Reason", "The bank no longer sells {resource}: {owner} has built its factory."),
    _IR.BANK_NOT_YET: QT_TRANSLATE_NOOP("Reason", "The bank sells {resource} only from epoch {epoch} on."),
    _IR.CANNOT_AFFORD: QT_TRANSLATE_NOOP("Reason", "This costs {cost}; you have {coins}."),
    _IR.NOT_RAW: QT_TRANSLATE_NOOP(
        "Reason", "Only raw material tiles can be exchanged for a coin; “{tile}” is not one."),
})
SETUP_ERRORS["industria_setup_not_the_stack"] = QT_TRANSLATE_NOOP(
    "SetupError", "The field “{field}” is not the tiles of epoch {epoch}.")

INDUSTRIA_PHASES = {
    "auction": QT_TRANSLATE_NOOP("Phase", "it is the auction"),
    "build": QT_TRANSLATE_NOOP("Phase", "it is the building phase"),
    "over": QT_TRANSLATE_NOOP("Phase", "the game is over"),
}
INDUSTRIA_KINDS = {
    "factory": QT_TRANSLATE_NOOP("IndustriaKind", "factory"),
    "technology": QT_TRANSLATE_NOOP("IndustriaKind", "technology"),
    "raw_material": QT_TRANSLATE_NOOP("IndustriaKind", "raw material"),
    "bonus": QT_TRANSLATE_NOOP("IndustriaKind", "bonus tile"),
}
INDUSTRIA_SOURCES = {
    "own": QT_TRANSLATE_NOOP("IndustriaSource", "an own factory"),
    "raw": QT_TRANSLATE_NOOP("IndustriaSource", "a raw material tile"),
    "owner": QT_TRANSLATE_NOOP("IndustriaSource", "another player’s factory"),
    "bank": QT_TRANSLATE_NOOP("IndustriaSource", "the bank"),
}
INDUSTRIA_VP_SOURCES = {
    "tiles": QT_TRANSLATE_NOOP("IndustriaScore", "for the tile"),
    "bonus": QT_TRANSLATE_NOOP("IndustriaScore", "for a bonus tile"),
    "connections": QT_TRANSLATE_NOOP("IndustriaScore", "for roads and lines"),
    "money": QT_TRANSLATE_NOOP("IndustriaScore", "for money"),
}
INDUSTRIA_REMOVED = {
    "spent": QT_TRANSLATE_NOOP("IndustriaRemoved", "spent"),
    "exchanged": QT_TRANSLATE_NOOP("IndustriaRemoved", "exchanged for a coin"),
    "expired": QT_TRANSLATE_NOOP("IndustriaRemoved", "discarded: its epoch is over"),
    "cashed": QT_TRANSLATE_NOOP("IndustriaRemoved", "cashed for a coin"),
}
EVENTS.update({
    "industria:coins_in": QT_TRANSLATE_NOOP("Event", "{player} receives {coins} from {counterpart}."),
    "industria:coins_out": QT_TRANSLATE_NOOP("Event", "{player} pays {coins} to {counterpart}."),
    "industria:vp": QT_TRANSLATE_NOOP("Event", "{player} scores {amount} VP {source}."),
    "industria:tile_revealed": QT_TRANSLATE_NOOP("Event", "“{tile}” is revealed."),
    "industria:auction_started": QT_TRANSLATE_NOOP("Event", "The auction begins; {auctioneer} is the auctioneer."),
    "industria:put_up": QT_TRANSLATE_NOOP("Event", "{player} puts “{tile}” up for auction."),
    "industria:bid": QT_TRANSLATE_NOOP("Event", "{player} bids {coins}."),
    "industria:bid_passed": QT_TRANSLATE_NOOP("Event", "{player} passes."),
    "industria:sold": QT_TRANSLATE_NOOP("Event", "{player} sells “{tile}” to {buyer} for {price}."),
    "industria:kept": QT_TRANSLATE_NOOP("Event", "{player} keeps “{tile}”; the next player is the auctioneer."),
    "industria:build_started": QT_TRANSLATE_NOOP("Event", "Building begins with {player}."),
    "industria:resource_used": QT_TRANSLATE_NOOP("Event", "{player} takes 1 {resource} from {source}."),
    "industria:resource_used_own": QT_TRANSLATE_NOOP("Event", "{player} takes 1 {resource} from their own factory."),
    "industria:resource_used_owner": QT_TRANSLATE_NOOP("Event", "{player} takes 1 {resource} from {owner}’s factory."),
    "industria:tile_built": QT_TRANSLATE_NOOP("Event", "{player} builds “{tile}”."),
    "industria:build_ended": QT_TRANSLATE_NOOP("Event", "{player} ends their building."),
    "industria:tile_removed": QT_TRANSLATE_NOOP("Event", "{player}’s “{tile}” leaves the game ({why})."),
    "industria:start_player": QT_TRANSLATE_NOOP("Event", "{player} is the start player."),
    "industria:round_ended": QT_TRANSLATE_NOOP("Event", "End of round {round} of epoch {epoch}."),
    "industria:epoch_ended": QT_TRANSLATE_NOOP("Event", "Epoch {epoch} ends."),
    "industria:epoch_started": QT_TRANSLATE_NOOP("Event", "Epoch {epoch} begins; the bank sells {bank_sells}."),
})


def industria_coins(amount: int) -> str:
    """An amount of Industria's coins: "1 coin", "3 coins"."""
    if abs(amount) == 1:
        return fill(translate("Industria", "{n} coin"), {"n": amount})
    return fill(translate("Industria", "{n} coins"), {"n": amount})


def industria_name(item: str) -> str:
    """A tile, resource or bonus symbol of Industria by its id, in the current language."""
    data = load_industria_data()
    english = data.tiles[item].name_en if item in data.tiles else _INDUSTRIA_NAMES.get(item, item)
    return QCoreApplication.translate("IndustriaName", english, f"industria/{item}")


def _industria_names() -> dict[str, str]:
    import json
    from importlib import resources
    tiles = json.loads(resources.files("brass_desktop.resources").joinpath("industria").joinpath("tiles.json")
                       .read_text(encoding="utf-8"))
    return {e["id"]: e["name_en"] for key in ("resources", "symbols") for e in tiles[key]}


_INDUSTRIA_NAMES = _industria_names()


def _industria_seat(value: Any, names: Sequence[str]) -> str:
    return translate("Industria", "the bank") if value == "bank" else player_name(value, names)


GAME_WORDERS["industria"] = {
    "tile": lambda v, n, d: industria_name(v),
    "resource": lambda v, n, d: industria_name(v),
    "symbol": lambda v, n, d: industria_name(v),
    "bank_sells": lambda v, n, d: join_list(industria_name(r) for r in v),
    "kind": lambda v, n, d: translate("IndustriaKind", INDUSTRIA_KINDS[v]),
    "source": lambda v, n, d: translate("IndustriaSource", INDUSTRIA_SOURCES[v]) if v in INDUSTRIA_SOURCES
    else translate("IndustriaScore", INDUSTRIA_VP_SOURCES[v]),
    "why": lambda v, n, d: translate("IndustriaRemoved", INDUSTRIA_REMOVED[v]),
    "phase": lambda v, n, d: translate("Phase", INDUSTRIA_PHASES[v]),
    "auctioneer": lambda v, n, d: player_name(v, n),
    "buyer": lambda v, n, d: player_name(v, n),
    "counterpart": lambda v, n, d: _industria_seat(v, n),
    "bid": lambda v, n, d: industria_coins(int(v)),
    "minimum": lambda v, n, d: industria_coins(int(v)),
    "coins": lambda v, n, d: industria_coins(int(v)),
    "cost": lambda v, n, d: industria_coins(int(v)),
    "price": lambda v, n, d: industria_coins(int(v)),
    "amount": lambda v, n, d: str(v),  # VP (coins moving are worded as "coins")
}


def _industria_event_key(event: Mapping[str, Any]) -> tuple[str, dict[str, Any]]:
    """Coins moving in or out are two sentences; a bid's amount and a payment are coins."""
    kind = str(event.get("type", ""))
    if kind == "coins":
        amount = int(event.get("amount", 0))
        return ("coins_in" if amount > 0 else "coins_out"), {"coins": abs(amount)}
    if kind == "bid":
        return kind, {"coins": event.get("amount", 0)}
    if kind == "resource_used" and event.get("source") in ("own", "owner"):
        return f"resource_used_{event['source']}", {}
    return kind, {}


EVENT_KEYS["industria"] = _industria_event_key


# -- computer seats and hints (ai/hints.py reason codes) ----------------------------------------
SEAT_NAMES = {
    "": QT_TRANSLATE_NOOP("Seats", "Person"),
    "easy": QT_TRANSLATE_NOOP("Seats", "Computer: easy"),
    "medium": QT_TRANSLATE_NOOP("Seats", "Computer: medium"),
    "hard": QT_TRANSLATE_NOOP("Seats", "Computer: hard"),
    "random": QT_TRANSLATE_NOOP("Seats", "Computer: random"),
}


def seat_name(level: str) -> str:
    """Who plays a seat: "Person" or "Computer: hard"."""
    return translate("Seats", str(SEAT_NAMES[level])) if level in SEAT_NAMES else level


#: What a hinted move is (ai/hints.py: a reason with ``move``, its place in the plan), worded in
#: place of the action's title.
HINT_MOVES = {
    "build": QT_TRANSLATE_NOOP("Hints", "Build {industry} in {location}"),
    "link": QT_TRANSLATE_NOOP("Hints", "Link {ends}"),
    "develop": QT_TRANSLATE_NOOP("Hints", "Develop {industries}"),
    "sell": QT_TRANSLATE_NOOP("Hints", "Sell from {location}"),
    "loan": QT_TRANSLATE_NOOP("Hints", "Take a loan of {amount}"),
    "auction": QT_TRANSLATE_NOOP("Hints", "Put up {tile}"),
    "bid": QT_TRANSLATE_NOOP("Hints", "Bid {coins} for {tile}"),
    "pass_bid": QT_TRANSLATE_NOOP("Hints", "Pass on {tile}"),
    "sell_lot": QT_TRANSLATE_NOOP("Hints", "Sell to {player} for {coins}"),
    "keep": QT_TRANSLATE_NOOP("Hints", "Keep {tile}"),
    "build_tile": QT_TRANSLATE_NOOP("Hints", "Build {tile}"),
    "exchange": QT_TRANSLATE_NOOP("Hints", "Exchange {tile} for a coin"),
}
#: What a hinted move does, and how it compares.
HINT_REASONS = {
    "income": QT_TRANSLATE_NOOP("Hints", "{levels} income"),
    "flips": QT_TRANSLATE_NOOP("Hints", "flips {count} of your tiles"),
    "on_flip": QT_TRANSLATE_NOOP("Hints", "{tile_vp} VP and {spaces} income spaces when it flips"),
    "on_flips": QT_TRANSLATE_NOOP("Hints", "{tile_vp} VP and {spaces} income spaces when they flip"),
    "vp": QT_TRANSLATE_NOOP("Hints", "{vp} VP now"),
    "reach": QT_TRANSLATE_NOOP("Hints", "opens {locations} to you"),
    "coins": QT_TRANSLATE_NOOP("Hints", "{signed_coins} now"),
    "worth": QT_TRANSLATE_NOOP("Hints", "worth about {coins} to you"),
    "connections": QT_TRANSLATE_NOOP("Hints", "completes {count} of your roads and lines"),
    "symbols": QT_TRANSLATE_NOOP("Hints", "{count} more symbols for your bonus tiles"),
    "value": QT_TRANSLATE_NOOP("Hints", "about {vp} VP by the end"),
    "behind": QT_TRANSLATE_NOOP("Hints", "about {less} VP less than hint 1"),
    "level": QT_TRANSLATE_NOOP("Hints", "about as good as hint 1"),
}
_HINT_PLACES = 3  # a reach reason names at most this many places, then "…"


def _signed(value: float) -> str:
    number = f"{value:.1f}".rstrip("0").rstrip(".") if isinstance(value, float) else str(value)
    if number in ("0", "-0"):
        return "0"
    return number if number.startswith("-") else f"+{number}"


def hint_reason_text(code: str, params: Mapping[str, Any], data: GameData | None = None,
                     names: Sequence[str] = ()) -> str:
    """One reason of a hint (code + params from ai/hints.py) in the player's language."""
    if code == "behind" and float(params.get("vp", 0)) < 0.1:
        code = "level"  # ranked as good as the best, to a tenth of a VP
    template = HINT_MOVES.get(code) or HINT_REASONS.get(code)
    if template is None:
        return code
    amount = int(params.get("amount", 0))
    places = list(params.get("locations", ()))
    more = ["…"] if len(places) > _HINT_PLACES else []

    # each word only where the template asks for it: a game's data knows only its own kinds of names
    word: dict[str, Callable[[], Any]] = {
        "industry": lambda: industry_name(str(params.get("industry", "")), data=data),
        "location": lambda: location_name(str(params.get("location", "")), data),
        "locations": lambda: join_list([*(location_name(loc, data) for loc in places[:_HINT_PLACES]), *more]),
        "ends": lambda: join_list(" – ".join(location_name(loc, data) for loc in ends)
                                  for ends in params.get("lines", ())),
        "industries": lambda: join_list(industry_name(str(i), data=data) for i in params.get("industries", ())),
        "amount": lambda: money(amount),
        "coins": lambda: industria_coins(amount),
        "signed_coins": lambda: ("+" if amount > 0 else "") + industria_coins(amount),
        "tile": lambda: industria_name(str(params.get("tile", ""))),
        "player": lambda: player_name(params.get("player"), names),
        "levels": lambda: _signed(params.get("levels", 0)),
        "count": lambda: params.get("count", 0),
        "tile_vp": lambda: params.get("tile_vp", 0),
        "spaces": lambda: params.get("spaces", 0),
        "vp": lambda: _signed(params.get("vp", 0)),
        "less": lambda: _signed(params.get("vp", 0)).lstrip("+"),
    }
    words = {name: word[name]() for _, name, _, _ in string.Formatter().parse(str(template)) if name in word}
    return fill(translate("Hints", str(template)), words)


def hint_line(hint: Mapping[str, Any], plan: Sequence[Any], names: Sequence[str] = (),
              data: GameData | None = None) -> str:
    """A hint (``Hint.to_dict``) as one line: the moves of the planned turn (``plan``: its actions,
    decoded by the game), each worded by its reason where it has one, then why."""
    reasons = [r for r in hint.get("reasons", ()) if isinstance(r, Mapping)]
    said = {r.get("params", {}).get("move"): r for r in reasons if r.get("code") in HINT_MOVES}
    moves = " + ".join(hint_reason_text(said[i]["code"], said[i].get("params", {}), data, names) if i in said
                       else action_summary(action, names, data) for i, action in enumerate(plan))
    why = join_list(hint_reason_text(r["code"], r.get("params", {}), data, names)
                    for r in reasons if r.get("code") not in HINT_MOVES)
    if not why:
        return moves
    return fill(translate("Hints", "{moves}: {reasons}"), {"moves": moves, "reasons": why})
