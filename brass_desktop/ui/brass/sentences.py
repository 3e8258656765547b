"""The Brass family's sentences: its refusals, its log lines, the preview of a prepared action,
its review points and its hints.

Parameters are worded by their key before they are inserted (``slot`` becomes "Bolton, space 1",
``owner`` a player's name), so a sentence never shows a raw id.
"""
from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from enum import Enum
from typing import Any

from brass_desktop.engine import MARKET, GameData, Reason, ruleset
from brass_desktop.ui.brass.names import (
    card_name,
    choice_text,
    era_name,
    industry_name,
    is_industry_card,
    kind_name,
    line_name,
    location_name,
    merchant_bonus_text,
    merchant_name,
    resource_name,
    slot_name,
    source_name,
    sources_text,
)
from brass_desktop.ui.texts import QT_TRANSLATE_NOOP, fill, join_list, money, player_name, translate
from brass_desktop.ui.texts.hints import signed
from brass_desktop.ui.texts.plumbing import variant, word_param

# -- reasons -----------------------------------------------------------------------------------

REASONS: dict[Enum, str] = {
    Reason.WRONG_PHASE: QT_TRANSLATE_NOOP("Reason", "That is not possible now: {phase}."),
    Reason.CARD_NOT_IN_HAND: QT_TRANSLATE_NOOP("Reason", "The card “{card}” is not in your hand."),
    Reason.NEEDS_BOTH_ACTIONS: QT_TRANSLATE_NOOP(
        "Reason", "A double build uses both actions of a turn, and you have only one action left."),
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
    # Why no line at all takes a link (a greyed link button: controller/brass ``_every_line``); last, so
    # they win over the game's variants above.
    (Reason.LINE_TAKEN, "every", True): QT_TRANSLATE_NOOP(
        "Reason", "No line is open to you in the {era}: every line that touches your network already has a "
                  "link or takes none in this era."),
    (Reason.NO_COAL, "every", True): QT_TRANSLATE_NOOP(
        "Reason", "No coal reaches any of the lines you could build a rail on."),
    (Reason.NO_COAL, "count", ANY): QT_TRANSLATE_NOOP(
        "Reason", "No coal reaches {count} of the lines you could build a rail on."),
    (Reason.CANNOT_AFFORD, "cheapest", True): QT_TRANSLATE_NOOP(
        "Reason", "The cheapest link you could build costs {cost}, and you have only {money}."),
}
PHASE_NAMES = {
    "action": QT_TRANSLATE_NOOP("Phase", "it is time for a normal action"),
    "sell_more": QT_TRANSLATE_NOOP("Phase", "finish the Sell action first (sell another tile or stop)"),
    "shortfall": QT_TRANSLATE_NOOP("Phase", "a player must first sell tiles to pay a debt"),
    "over": QT_TRANSLATE_NOOP("Phase", "the game is over"),
}



def reason_template(reason: Enum, params: Mapping[str, Any], game: str) -> str | None:
    """The template of a Brass refusal: a variant chosen by a parameter or by the game, else the plain one."""
    template = None
    chosen = {**params, "game": game}
    for (code, key, value), text in REASON_VARIANTS.items():
        if code == reason and key in chosen and (value is ANY or chosen[key] == value):
            template = text
    return template if template is not None else REASONS.get(reason)


def param_words(params: Mapping[str, Any], names: Sequence[str], data: GameData) -> dict[str, Any]:
    """Reason/event parameters with ids replaced by words (keyed by parameter name)."""
    worded: dict[str, Any] = {}
    for key, value in params.items():
        worded[key] = word_param(_WORDERS, key, value, names, data)
    if "card" in params and isinstance(params["card"], str) and is_industry_card(params["card"]):
        worded["card_industry"] = industry_name(params["card"], data=data)
    if "resource" in params and isinstance(params["resource"], str):
        worded["resource_tile"] = industry_name(params["resource"], data=data)
    return worded


_WORDERS: dict[str, Callable[[Any, Sequence[str], GameData], str]] = {
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


# -- preview of a prepared action --------------------------------------------------------------

def preview_lines(preview: Any, data: GameData, names: Sequence[str] = (), player: int | None = None) -> list[str]:
    """Every consequence of a prepared action, one sentence each (the engine's typed ``Preview``):
    the cost and the money after, the sources, a market sale of the tile's cubes, every tile it
    flips (``player``'s own and another's, with their VP and income), tiles removed, other players
    paid, VP scored, income and a chance draw's range, cards gained."""
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
    for sale in preview.market_sales:  # R3.8 / Birmingham 4.2: the money is in money_after above
        lines.append(fill(tr("Preview", "Sells {cubes} {resource} to the market at once for {money}."),
                          {"cubes": sale["cubes"], "resource": resource_name(sale["resource"]),
                           "money": money(sale["money"])}))
    lines += consequence_lines(preview, data, names, player)
    # the tile built, unless its market sale empties and flips it at once (then named above)
    built_flips = {sale["tile"] for sale in preview.market_sales} & {flip["tile"] for flip in preview.flips}
    if preview.vp is not None and preview.tile_income is not None and not built_flips:
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
    if preview.vp_scored and not (preview.bonus == "vp" and preview.vp_scored == preview.bonus_amount):
        # (a merchant's VP bonus is named with the bonus below)
        lines.append(fill(tr("Preview", "You score {vp} VP now."), {"vp": preview.vp_scored}))
    if preview.cards_gained:
        lines.append(fill(tr("Preview", "You receive: {cards}."),
                          {"cards": join_list(card_name(c, data) for c in preview.cards_gained)}))
    if preview.bonus:
        bonus = (choice_text("bonus", preview.develop, data) if preview.bonus == "develop"
                 else merchant_bonus_text(preview.bonus, preview.bonus_amount))
        lines.append(fill(tr("Preview", "Merchant bonus: {bonus}."), {"bonus": bonus}))
    return lines


def consequence_lines(preview: Any, data: GameData, names: Sequence[str], player: int | None) -> list[str]:
    """The tiles an action flips and removes and the other players it pays, one sentence each
    (``Preview.flips``, ``removed``, ``paid``); a flip that waits on a chance draw (``sure`` False)
    says so."""
    tr = translate
    lines: list[str] = []
    for flip in preview.flips:
        own = flip["owner"] == player
        if flip.get("sure", True):
            template = (tr("Preview", "Your {industry} in {slot} flips: {vp} VP, income +{spaces} spaces.") if own
                        else tr("Preview", "{owner}’s {industry} in {slot} flips: {vp} VP and income +{spaces} "
                                           "spaces for {owner}."))
        else:
            template = (tr("Preview", "If it sells, your {industry} in {slot} flips: {vp} VP, income +{spaces} "
                                      "spaces.") if own
                        else tr("Preview", "If it sells, {owner}’s {industry} in {slot} flips: {vp} VP and income "
                                           "+{spaces} spaces for {owner}."))
        lines.append(fill(template, {"owner": player_name(flip["owner"], names),
                                     "industry": industry_name(flip["industry"], data=data),
                                     "slot": location_name(flip["tile"].partition("/")[0], data), "vp": flip["vp"],
                                     "spaces": flip["income"]}))
    for tile in preview.removed:
        own = tile["owner"] == player
        if tile["why"] == "overbuilt":
            template = (tr("Preview", "Your level-{level} {industry} in {slot} is built over.") if own
                        else tr("Preview", "{owner}’s level-{level} {industry} in {slot} is built over."))
        else:
            template = (tr("Preview", "Your level-{level} {industry} in {slot} leaves the board.") if own
                        else tr("Preview", "{owner}’s level-{level} {industry} in {slot} leaves the board."))
        lines.append(fill(template, {"owner": player_name(tile["owner"], names), "level": tile["level"],
                                     "industry": industry_name(tile["industry"], data=data),
                                     "slot": location_name(tile["tile"].partition("/")[0], data)}))
    for entry in preview.paid:
        amount = int(entry["amount"])
        template = (tr("Preview", "{player} receives {money}.") if amount >= 0
                    else tr("Preview", "{player} pays {money}."))
        lines.append(fill(template, {"player": player_name(entry["player"], names), "money": money(abs(amount))}))
    return lines


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


def _event_params(event: Mapping[str, Any], names: Sequence[str], data: GameData) -> dict[str, Any]:
    params = param_words(event, names, data)
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


def event_lines(event: Mapping[str, Any], names: Sequence[str], data: GameData) -> list[str]:
    """The log sentences for one Brass event (none for bookkeeping-only events; the shared words
    say the game's end)."""
    kind = str(event.get("type", ""))
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
        if not ruleset(data.game).money_per_vp:
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
    template = variant(EVENTS, kind, data.game)
    if template is None:
        return []
    return [fill(translate("Event", template), params)]


def action_summary(action: Any, names: Sequence[str], data: GameData) -> str:
    """A short title for an action: "Build", "Sell cotton", "Scout", ..."""
    from brass_desktop.controller.brass.draft import draft_kind

    return kind_name(draft_kind(action), game=data.game)


# -- review points (income, an era's scoring) --------------------------------------------------

#: What an era's scoring scores (R10.2/R10.3, Birmingham 7.1-7.2), said before it: what, never how much.
SCORING_WHAT = {
    "canal": QT_TRANSLATE_NOOP("ReviewPanel", "Every canal scores the link points at both its ends (flipped tiles, "
                                              "printed rings or merchants) and every flipped industry tile scores "
                                              "its VP; then the canals and the level-1 tiles leave the board."),
    "rail": QT_TRANSLATE_NOOP("ReviewPanel", "Every rail link scores the link points at both its ends (flipped "
                                             "tiles, printed rings or merchants) and every flipped industry tile "
                                             "scores its VP; then the game ends."),
}


def review_point_title(point: Any) -> str:
    """"Review: income is about to be paid" / "Review: the canal era is about to be scored", and
    for a scoring, on a line of its own, what will score (the panel shows it first)."""
    if point.step == "income":
        return translate("ReviewPanel", "Review: income is about to be paid")
    title = fill(translate("ReviewPanel", "Review: the {era} is about to be scored"), {"era": era_name(point.era)})
    what = SCORING_WHAT.get(point.era)
    return f"{title}\n{translate('ReviewPanel', what)}" if what else title


def review_point_row(row: Mapping[str, Any], point: Any) -> str:
    """What one player gets or pays (income) or scores (an era's scoring)."""
    tr = translate
    if point.step == "income":
        amount = int(row["amount"])
        if row.get("short"):
            return fill(tr("ReviewPanel", "pays {amount}: {short} short, must sell tiles first"),
                        {"amount": money(-amount), "short": money(int(row["short"]))})
        if amount >= 0:
            return fill(tr("ReviewPanel", "gets {amount}"), {"amount": money(amount)})
        return fill(tr("ReviewPanel", "pays {amount}"), {"amount": money(-amount)})
    # What scores, not how much: the reveal shows the VP, step by step.
    links = sum(1 for item in row.get("link_items", ()) if item.get("vp"))
    tiles = len(row.get("industry_items", ()))
    return fill(tr("ReviewPanel", "scoring links: {links} · flipped tiles: {tiles}"), {"links": links, "tiles": tiles})


# -- hints (ai/brass.py reason codes) ----------------------------------------------------------

#: What a hinted move is (its place in the plan is the reason's ``move``), worded in place of its title.
HINT_MOVES = {
    "build": QT_TRANSLATE_NOOP("Hints", "Build {industry} in {location}"),
    "link": QT_TRANSLATE_NOOP("Hints", "Link {ends}"),
    "develop": QT_TRANSLATE_NOOP("Hints", "Develop {industries}"),
    "sell": QT_TRANSLATE_NOOP("Hints", "Sell from {location}"),
    "loan": QT_TRANSLATE_NOOP("Hints", "Take a loan of {amount}"),
}
#: What a hinted move does.
HINT_REASONS = {
    "income": QT_TRANSLATE_NOOP("Hints", "{levels} income"),
    "flips": QT_TRANSLATE_NOOP("Hints", "flips {count} of your tiles"),
    "on_flip": QT_TRANSLATE_NOOP("Hints", "{tile_vp} VP and {spaces} income spaces when it flips"),
    "on_flips": QT_TRANSLATE_NOOP("Hints", "{tile_vp} VP and {spaces} income spaces when they flip"),
    "reach": QT_TRANSLATE_NOOP("Hints", "opens {locations} to you"),
}
_HINT_PLACES = 3  # a reach reason names at most this many places, then "…"


def hint_words(params: Mapping[str, Any], names: Sequence[str], data: GameData) -> dict[str, Callable[[], Any]]:
    """The Brass words a hint template may ask for, each made only when asked."""
    places = list(params.get("locations", ()))
    more = ["…"] if len(places) > _HINT_PLACES else []
    return {
        "industry": lambda: industry_name(str(params.get("industry", "")), data=data),
        "location": lambda: location_name(str(params.get("location", "")), data),
        "locations": lambda: join_list([*(location_name(loc, data) for loc in places[:_HINT_PLACES]), *more]),
        "ends": lambda: join_list(" – ".join(location_name(loc, data) for loc in ends)
                                  for ends in params.get("lines", ())),
        "industries": lambda: join_list(industry_name(str(i), data=data) for i in params.get("industries", ())),
        "amount": lambda: money(int(params.get("amount", 0))),
        "levels": lambda: signed(params.get("levels", 0)),
        "tile_vp": lambda: params.get("tile_vp", 0),
        "spaces": lambda: params.get("spaces", 0),
    }
