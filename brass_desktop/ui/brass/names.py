"""The Brass family's names: industries, resources, eras, action kinds and draft steps, cards,
places, lines, merchants, sources, and the labels of the action bar's choices.

Every name is worded from the game's data (``GameData``: Lancashire's and Birmingham's boards
and Chinese rule books differ); no game is assumed when none is given.
"""
from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from PySide6.QtCore import QCoreApplication

from brass_desktop.engine import DISTANT, MARKET, MERCHANT_BEER, WILD_CARDS, GameData
from brass_desktop.ui.texts import QT_TRANSLATE_NOOP, fill, join_list, money, translate
from brass_desktop.ui.texts.plumbing import variant

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
# prompts) overrides the plain key; see ``variant``.
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
# Prompts for the open step of an action draft (step names from controller/brass/draft.py).
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
    "ports:to": QT_TRANSLATE_NOOP("Step", "Click a highlighted port"),  # the distant market is not offered
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


def industry_name(industry: str, capital: bool = False, *, data: GameData) -> str:
    """The industry in the words of ``data``'s game (the Chinese rule books differ: 煉鐵廠 / 铁工厂).

    The game is the disambiguation; packaging/update_translations.py lists every game's
    industries for lupdate.
    """
    if industry in INDUSTRY_NAMES:
        text = QCoreApplication.translate("Industry", INDUSTRY_NAMES[industry], data.game)
    else:
        text = industry
    return text[:1].upper() + text[1:] if capital else text


def resource_name(resource: str) -> str:
    """Coal, iron or beer in words."""
    return translate("Resource", RESOURCE_NAMES[resource]) if resource in RESOURCE_NAMES else resource


def location_name(location: str, data: GameData) -> str:
    """A place's name from resources/<game>/board.json, translated with "<game>/<id>" as the
    disambiguation (packaging/update_translations.py lists the names for lupdate)."""
    loc = data.locations.get(location)
    if loc is None:
        return location
    return QCoreApplication.translate("Location", loc.name, f"{data.game}/{loc.id}")


def slot_name(slot: str, data: GameData) -> str:
    """``bolton/0`` -> "Bolton, space 1"."""
    location, _, index = slot.partition("/")
    if not index.isdigit():
        return location_name(location, data)
    return fill(translate("Slot", "{location}, space {number}"),
                {"location": location_name(location, data), "number": int(index) + 1})


def line_name(line: str, data: GameData) -> str:
    """``bolton__bury`` -> "Bolton – Bury"."""
    spec = data.lines.get(line)
    a, b = (spec.a, spec.b) if spec is not None else (line.partition("__")[0], line.partition("__")[2])
    return fill(translate("Line", "{a} – {b}"), {"a": location_name(a, data), "b": location_name(b, data)})


def card_name(card: str, data: GameData) -> str:
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
    """Birmingham's wild location and wild industry cards."""
    return card in WILD_CARDS


def card_industries(card: str, data: GameData) -> tuple[str, ...]:
    """The industries an industry card shows (two for the dual card; none for location and wild cards)."""
    if card in INDUSTRY_NAMES:
        return (card,)
    return tuple(data.card_builds.get(card, ())) if card not in WILD_CARDS else ()


def merchant_name(merchant: str, data: GameData) -> str:
    """``oxford/m1`` -> "Oxford, merchant 2" (just "Shrewsbury" where there is one merchant)."""
    location, _, index = merchant.partition("/")
    spaces = sum(space.slots for space in data.merchant_spaces if space.location == location)
    if spaces <= 1:
        return location_name(location, data)
    return fill(translate("Merchant", "{location}, merchant {number}"),
                {"location": location_name(location, data), "number": int(index[1:]) + 1})


def is_merchant_id(value: Any) -> bool:
    """Whether ``value`` names a merchant space (``oxford/m1``)."""
    location, _, index = str(value).partition("/")
    return bool(location) and index[:1] == "m" and index[1:].isdigit()


def merchant_tile_text(tile: str) -> str:
    """What a merchant tile buys."""
    return translate("Merchant", MERCHANT_TILE_NAMES[tile]) if tile in MERCHANT_TILE_NAMES else tile


def merchant_bonus_text(bonus: str, amount: int) -> str:
    """What a merchant's beer barrel gives: "free develop", "+2 income", "+4 VP", "+£5"."""
    if bonus not in MERCHANT_BONUSES:
        return bonus
    return fill(translate("Merchant", MERCHANT_BONUSES[bonus]), {"amount": amount})


def era_name(era: str) -> str:
    """"canal era" / "rail era"."""
    return translate("Era", ERA_NAMES[era]) if era in ERA_NAMES else era


def kind_name(kind: str, era: str | None = None, game: str | None = None) -> str:
    """An action kind's title; a link is "Canal" or "Rail" in a known era; ``game`` picks its variant."""
    if kind == "link" and era in ERA_NAMES:
        return (translate("Kind", "Canal") if era == "canal" else translate("Kind", "Rail"))
    text = variant(KIND_NAMES, kind, game)
    return translate("Kind", text) if text else kind


def kind_hint(kind: str, game: str | None = None) -> str:
    """What an action kind does (the kind button's tooltip)."""
    text = variant(KIND_HINTS, kind, game)
    return translate("KindHint", text) if text else ""


def step_prompt(step: str, game: str | None = None, kind: str | None = None) -> str:
    """What to do at the open step of an action draft."""
    text = variant(STEP_PROMPTS, step, kind, game)
    return translate("Step", text) if text else step


def step_name(step: str, game: str | None = None) -> str:
    """A draft step's short name (the action bar's chosen steps)."""
    text = variant(STEP_NAMES, step, game)
    return translate("StepName", text) if text else step


def source_name(source: str, data: GameData) -> str:
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


def sources_text(sources: Iterable[str], data: GameData) -> str:
    """("wigan/0", "wigan/0", "market") -> "2 × Wigan, space 1, 1 × the market"."""
    counts: dict[str, int] = {}
    for source in sources:
        counts[source] = counts.get(source, 0) + 1
    parts = [source_name(s, data) if n == 1 else
             fill(translate("Source", "{count} × {source}"), {"count": n, "source": source_name(s, data)})
             for s, n in counts.items()]
    return join_list(parts)


# -- choice labels (action bar buttons) --------------------------------------------------------

def choice_text(step: str, value: Any, data: GameData) -> str:
    """The label of a choice button for ``value`` at ``step``."""
    if step == "kind":
        return kind_name(str(value), game=data.game)
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
