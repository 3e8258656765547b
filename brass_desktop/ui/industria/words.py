"""Industria's words: its names (tiles, resources and symbols by id), refusals, setup problem,
log lines, action titles, rule options and hints, registered with the shared texts.

Its tiles, resources and symbols are named in resources/industria/tiles.json (name_en / name_zh)
and translated with the disambiguation "industria/<id>" (packaging/update_translations.py lists
them for lupdate).  Chinese terms follow the rule document (seed 002): 工廠, 科技, 原料, 加分卡,
拍賣, 拍賣者, 時代, 起始玩家, 錢, 分.
"""
from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from enum import Enum
from importlib import resources
from typing import Any

from PySide6.QtCore import QCoreApplication

from brass_desktop.engine import IndustriaReason as IR  # noqa: N817 (the engine's own short name)
from brass_desktop.engine import IndustriaSetupReason, load_industria_data
from brass_desktop.ui.industria import rule_links
from brass_desktop.ui.texts import (
    QT_TRANSLATE_NOOP,
    LibraryChart,
    fill,
    join_list,
    player_name,
    register_words,
    translate,
)
from brass_desktop.ui.texts.plumbing import word_param

# -- refusals, setup problem, phases -----------------------------------------------------------
REASONS: dict[Enum, str] = {
    IR.GAME_OVER: QT_TRANSLATE_NOOP("Reason", "The game is over."),
    IR.WRONG_PHASE: QT_TRANSLATE_NOOP("Reason", "That is not possible now: {phase}."),
    IR.NOT_YOUR_TURN: QT_TRANSLATE_NOOP("Reason", "It is {player}’s decision now."),
    IR.BAD_ACTION: QT_TRANSLATE_NOOP("Reason", "This action is incomplete ({field})."),
    IR.TILE_NOT_IN_HAND: QT_TRANSLATE_NOOP("Reason", "“{tile}” is not in your hand."),
    IR.LOT_ALREADY_UP: QT_TRANSLATE_NOOP(
        "Reason", "“{tile}” is already up for auction: bid, pass, sell or keep first."),
    IR.TILE_NOT_REVEALED: QT_TRANSLATE_NOOP("Reason", "“{tile}” is not one of the revealed tiles."),
    IR.NO_LOT: QT_TRANSLATE_NOOP("Reason", "No tile is up for auction yet: the auctioneer puts one up first."),
    IR.AUCTIONEER_CANNOT_BID: QT_TRANSLATE_NOOP("Reason", "The auctioneer does not bid on their own tile."),
    IR.BID_TOO_LOW: QT_TRANSLATE_NOOP("Reason", "A bid of {bid} is too low: bid at least {minimum}."),
    IR.BID_OVER_COINS: QT_TRANSLATE_NOOP("Reason", "You cannot bid {bid}: you have {coins}."),
    IR.NOT_AUCTIONEER: QT_TRANSLATE_NOOP("Reason", "Only the auctioneer, {auctioneer}, sells or keeps the tile."),
    IR.NO_BID: QT_TRANSLATE_NOOP("Reason", "Nobody has bid: the auctioneer must keep the tile."),
    IR.NOT_BUILDABLE: QT_TRANSLATE_NOOP(
        "Reason", "“{tile}” is a raw material: it is spent or exchanged, never built."),
    IR.KIND_ALREADY_BUILT: QT_TRANSLATE_NOOP("Reason", "You have already built a {kind} this turn."),
    IR.SOURCE_COUNT: QT_TRANSLATE_NOOP("Reason", "The tile needs {needed} resources; {given} sources were given."),
    IR.BAD_SOURCE: QT_TRANSLATE_NOOP("Reason", "“{source}” is not a way to get {resource}."),
    IR.NO_OWN_FACTORY: QT_TRANSLATE_NOOP("Reason", "You have not built the factory that produces {resource}."),
    IR.NO_RAW_TILE: QT_TRANSLATE_NOOP("Reason", "You have no raw material tile of {resource}."),
    IR.NO_OTHER_FACTORY: QT_TRANSLATE_NOOP(
        "Reason", "No other player has built the factory that produces {resource}."),
    IR.BANK_PRODUCER_BUILT: QT_TRANSLATE_NOOP(
        "Reason", "The bank no longer sells {resource}: {owner} has built its factory."),
    IR.BANK_NOT_YET: QT_TRANSLATE_NOOP("Reason", "The bank sells {resource} only from epoch {epoch} on."),
    IR.CANNOT_AFFORD: QT_TRANSLATE_NOOP("Reason", "This costs {cost}; you have {coins}."),
    IR.NOT_RAW: QT_TRANSLATE_NOOP(
        "Reason", "Only raw material tiles can be exchanged for a coin; “{tile}” is not one."),
}
SETUP_ERRORS = {IndustriaSetupReason.NOT_THE_STACK.value: QT_TRANSLATE_NOOP(
    "SetupError", "The field “{field}” is not the tiles of epoch {epoch}.")}

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

# -- log lines -----------------------------------------------------------------------------------
EVENTS: dict[str, str] = {
    "coins_in": QT_TRANSLATE_NOOP("Event", "{player} receives {coins} from {counterpart}."),
    "coins_out": QT_TRANSLATE_NOOP("Event", "{player} pays {coins} to {counterpart}."),
    "vp": QT_TRANSLATE_NOOP("Event", "{player} scores {amount} VP {source}."),
    "tile_revealed": QT_TRANSLATE_NOOP("Event", "“{tile}” is revealed."),
    "auction_started": QT_TRANSLATE_NOOP("Event", "The auction begins; {auctioneer} is the auctioneer."),
    "put_up": QT_TRANSLATE_NOOP("Event", "{player} puts “{tile}” up for auction."),
    "bid": QT_TRANSLATE_NOOP("Event", "{player} bids {coins}."),
    "bid_passed": QT_TRANSLATE_NOOP("Event", "{player} passes."),
    "sold": QT_TRANSLATE_NOOP("Event", "{player} sells “{tile}” to {buyer} for {price}."),
    "kept": QT_TRANSLATE_NOOP("Event", "{player} keeps “{tile}”; the next player is the auctioneer."),
    "build_started": QT_TRANSLATE_NOOP("Event", "Building begins with {player}."),
    "resource_used": QT_TRANSLATE_NOOP("Event", "{player} takes 1 {resource} from {source}."),
    "resource_used_own": QT_TRANSLATE_NOOP("Event", "{player} takes 1 {resource} from their own factory."),
    "resource_used_owner": QT_TRANSLATE_NOOP("Event", "{player} takes 1 {resource} from {owner}’s factory."),
    "tile_built": QT_TRANSLATE_NOOP("Event", "{player} builds “{tile}”."),
    "build_ended": QT_TRANSLATE_NOOP("Event", "{player} ends their building."),
    "tile_removed": QT_TRANSLATE_NOOP("Event", "{player}’s “{tile}” leaves the game ({why})."),
    "start_player": QT_TRANSLATE_NOOP("Event", "{player} is the start player."),
    "round_ended": QT_TRANSLATE_NOOP("Event", "End of round {round} of epoch {epoch}."),
    "epoch_ended": QT_TRANSLATE_NOOP("Event", "Epoch {epoch} ends."),
    "epoch_started": QT_TRANSLATE_NOOP("Event", "Epoch {epoch} begins; the bank sells {bank_sells}."),
}

# -- panel words -----------------------------------------------------------------------------------
KIND_NAMES = {
    "factory": QT_TRANSLATE_NOOP("Industria", "Factory"),
    "technology": QT_TRANSLATE_NOOP("Industria", "Technology"),
    "raw_material": QT_TRANSLATE_NOOP("Industria", "Raw material"),
    "bonus": QT_TRANSLATE_NOOP("Industria", "Bonus tile"),
}
SOURCE_NAMES = {
    "own": QT_TRANSLATE_NOOP("Industria", "your own factory (free)"),
    "raw": QT_TRANSLATE_NOOP("Industria", "your raw-material tile (spent)"),
    "owner": QT_TRANSLATE_NOOP("Industria", "{owner}'s factory (1 coin to {owner})"),
    "bank": QT_TRANSLATE_NOOP("Industria", "the bank (1 coin)"),
}
ACTION_TITLES = {  # by action kind
    "put_up": QT_TRANSLATE_NOOP("Industria", "Auction"),
    "bid": QT_TRANSLATE_NOOP("Industria", "Bid"),
    "pass_bid": QT_TRANSLATE_NOOP("Industria", "Pass"),
    "sell": QT_TRANSLATE_NOOP("Industria", "Sell"),
    "keep": QT_TRANSLATE_NOOP("Industria", "Keep"),
    "build": QT_TRANSLATE_NOOP("Industria", "Build"),
    "end_build": QT_TRANSLATE_NOOP("Industria", "End build"),
    "exchange": QT_TRANSLATE_NOOP("Industria", "Exchange"),
}

# -- rule options ----------------------------------------------------------------------------------
OPTION_LABELS = {
    "bonus_tiles_free": QT_TRANSLATE_NOOP("Option", "Bonus tiles are free"),
    "open_hands": QT_TRANSLATE_NOOP("Option", "Tiles in hand are open to everyone"),
    "bonus_counts_technologies": QT_TRANSLATE_NOOP("Option", "Bonus tiles also count technologies"),
}
OPTION_HELP = {
    "bonus_tiles_free": QT_TRANSLATE_NOOP(
        "Option", "The Chinese rule document prints a cost on bonus tiles; other sources build them free. "
                  "House default: they cost their printed coins."),
    "open_hands": QT_TRANSLATE_NOOP(
        "Option", "Tiles are won in open auctions, so the house set keeps hands open; off: hidden behind the "
                  "hand-over screen."),
    "bonus_counts_technologies": QT_TRANSLATE_NOOP(
        "Option", "The rule document counts every own built tile showing the symbol; reviews count factories "
                  "only."),
}

# Above the options in the new-game dialog: what the defaults follow.
OPTIONS_NOTE = QT_TRANSLATE_NOOP(
    "NewGameDialog", "The defaults are the decisions of this app's house set. The rule documents leave these "
                     "points open; the note under each option says who says what.")

# -- hints (ai/industria.py reason codes) ----------------------------------------------------------
#: What a hinted move is (its place in the plan is the reason's ``move``), worded in place of its title.
HINT_MOVES = {
    "auction": QT_TRANSLATE_NOOP("Hints", "Put up {tile}"),
    "bid": QT_TRANSLATE_NOOP("Hints", "Bid {coins} for {tile}"),
    "pass_bid": QT_TRANSLATE_NOOP("Hints", "Pass on {tile}"),
    "sell_lot": QT_TRANSLATE_NOOP("Hints", "Sell to {player} for {coins}"),
    "keep": QT_TRANSLATE_NOOP("Hints", "Keep {tile}"),
    "build_tile": QT_TRANSLATE_NOOP("Hints", "Build {tile}"),
    "exchange": QT_TRANSLATE_NOOP("Hints", "Exchange {tile} for a coin"),
}
#: What a hinted move does.
HINT_REASONS = {
    "coins": QT_TRANSLATE_NOOP("Hints", "{signed_coins} now"),
    "worth": QT_TRANSLATE_NOOP("Hints", "worth about {coins} to you"),
    "connections": QT_TRANSLATE_NOOP("Hints", "completes {count} of your roads and lines"),
    "symbols": QT_TRANSLATE_NOOP("Hints", "{count} more symbols for your bonus tiles"),
}


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
    tiles = json.loads(resources.files("brass_desktop.resources").joinpath("industria").joinpath("tiles.json")
                       .read_text(encoding="utf-8"))
    return {e["id"]: e["name_en"] for key in ("resources", "symbols") for e in tiles[key]}


_INDUSTRIA_NAMES = _industria_names()


def _industria_seat(value: Any, names: Sequence[str]) -> str:
    return translate("Industria", "the bank") if value == "bank" else player_name(value, names)


_WORDERS: dict[str, Callable[[Any, Sequence[str], Any], str]] = {
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
    "owner": lambda v, n, d: player_name(v, n),
    "player": lambda v, n, d: player_name(v, n),
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


def param_words(params: Mapping[str, Any], names: Sequence[str], data: Any) -> dict[str, Any]:
    """Reason and event parameters with Industria's ids (tiles, seats, coins) replaced by words."""
    return {key: word_param(_WORDERS, key, value, names, data) for key, value in params.items()}


def event_lines(event: Mapping[str, Any], names: Sequence[str], data: Any) -> list[str]:
    """The log sentence for one of Industria's events (none for an event without one)."""
    key, extra = _industria_event_key(event)
    template = EVENTS.get(key)
    return [fill(translate("Event", template), param_words({**event, **extra}, names, data))] if template else []


def tile_name(tile_id: str, data: Any = None) -> str:
    """The tile's name in the current language (the seed's terms)."""
    return industria_name(tile_id)


def resource_name(resource: str, data: Any = None) -> str:
    """The resource's name ("Stone" / 石材)."""
    return industria_name(resource)


def symbol_name(symbol: str, data: Any = None) -> str:
    """The bonus symbol's name in the current language."""
    return industria_name(symbol)


def kind_name(kind: str) -> str:
    """A tile kind's title ("Factory")."""
    return translate("Industria", KIND_NAMES[kind]) if kind in KIND_NAMES else kind


def source_text(source: str, owner: int | None, names: Sequence[str]) -> str:
    """Where one resource unit comes from, in words."""
    template = SOURCE_NAMES.get(source)
    if template is None:
        return source
    return fill(translate("Industria", template), {"owner": player_name(owner, names)})


def coins(amount: int) -> str:
    """An amount of coins ("3 coins")."""
    return industria_coins(int(amount))


def paid_lines(preview: Any, names: Sequence[str]) -> list[str]:
    """Each other player an action pays (or who pays: a negative amount), one sentence each."""
    lines = []
    for entry in preview.paid:
        amount = int(entry["amount"])
        template = (translate("Industria", "{player} receives {coins}.") if amount >= 0
                    else translate("Industria", "{player} pays {coins}."))
        lines.append(fill(template, {"player": player_name(entry["player"], names), "coins": coins(abs(amount))}))
    return lines


def preview_lines(preview: Any, names: Sequence[str] = (), money: bool = True) -> list[str]:
    """What an action brings besides its cost (the engine's ``Preview``), one sentence each: the
    coins after (``money``), every other player paid or paying (6.4: a factory's owner for a
    resource; 5.3a: the high bidder pays the auctioneer), VP scored now (6.7) and tiles into the
    hand (5.3b)."""
    tr = translate
    lines = [fill(tr("Industria", "You will have {coins}."), {"coins": coins(preview.money_after)})] if money else []
    lines += paid_lines(preview, names)
    if preview.vp_scored:
        lines.append(fill(tr("Industria", "You score {vp} VP now."), {"vp": preview.vp_scored}))
    if preview.cards_gained:
        lines.append(fill(tr("Industria", "Into your hand: {tiles}."),
                          {"tiles": join_list(tile_name(t) for t in preview.cards_gained)}))
    return lines


def action_summary(action: Any, names: Sequence[str] = (), data: Any = None) -> str:
    """A short title for an action ("Bid", "Build")."""
    title = ACTION_TITLES.get(str(getattr(action, "kind", "")))
    return translate("Industria", title) if title else str(getattr(action, "kind", action))


def epoch_name(epoch: str) -> str:
    """"epoch II"."""
    return fill(translate("Industria", "epoch {epoch}"), {"epoch": epoch})


class IndustriaWords:
    """Industria's ``GameWords`` (ui/texts/registry.py)."""

    family = "industria"
    game_names: Mapping[str, str] = {"industria": QT_TRANSLATE_NOOP("Game", "Industria")}
    # rules.md 8.6 (engine/industria/scoring.py ``standing``): more built tiles, then more coins
    tiebreaks: Mapping[str, tuple[str, str]] = {
        "built_tiles": (QT_TRANSLATE_NOOP("WinnerDialog", "Built tiles (tie-break)"),
                        QT_TRANSLATE_NOOP("Outcome", "a tie on points, broken by more built tiles")),
        "coins": (QT_TRANSLATE_NOOP("WinnerDialog", "Coins (tie-break)"),
                  QT_TRANSLATE_NOOP("Outcome", "a tie on points and built tiles, broken by more coins")),
    }
    about = QT_TRANSLATE_NOOP("AboutDialog", "Industria is a board game by Michael Schacht (Queen Games 2003). Its "
                                             "real tile list is not published: the tile values here are a house set "
                                             "(only the 11 resource producers carry published values), see "
                                             "docs/industria-data.md.")
    reason_rules: Mapping[Enum, Mapping[str, str]] = rule_links.REASON_RULES
    kind_rules: Mapping[str, Mapping[str, Mapping[str, str]]] = rule_links.KIND_RULES
    setup_errors: Mapping[str, str] = SETUP_ERRORS
    hint_moves: Mapping[str, str] = HINT_MOVES
    hint_reasons: Mapping[str, str] = HINT_REASONS
    milestone_events = frozenset({"round_ended"})
    library_chart = LibraryChart(
        sources={"tiles": QT_TRANSLATE_NOOP("LibraryDialog", "Tiles built"),
                 "bonus_tiles": QT_TRANSLATE_NOOP("LibraryDialog", "Bonus tiles"),
                 "connections": QT_TRANSLATE_NOOP("LibraryDialog", "Roads and lines"),
                 "money": QT_TRANSLATE_NOOP("LibraryDialog", "Money"),
                 "other": QT_TRANSLATE_NOOP("LibraryDialog", "Other")},
        colors={"tiles": "#5b8fb9", "bonus_tiles": "#b05fa0", "connections": "#7a4f2a", "money": "#e0c341",
                "other": "#9a9a9a"},
        metrics={"vp": QT_TRANSLATE_NOOP("LibraryDialog", "Victory points"),
                 "income_level": QT_TRANSLATE_NOOP("LibraryDialog", "Income"),
                 "money": QT_TRANSLATE_NOOP("LibraryDialog", "Coins")},
        round_axis=QT_TRANSLATE_NOOP("LibraryDialog", "Round (epochs I to V)"))
    scenario_titles: Mapping[str, str] = {
        "industria-auction": QT_TRANSLATE_NOOP("Scenario", "Industria: an auction with bids made: sell or keep?"),
    }

    def reason_template(self, reason: Enum, params: Mapping[str, Any], game: str) -> str | None:
        return REASONS.get(reason)

    def param_words(self, params: Mapping[str, Any], names: Sequence[str], data: Any) -> dict[str, Any]:
        return param_words(params, names, data)

    def event_lines(self, event: Mapping[str, Any], names: Sequence[str], data: Any) -> list[str]:
        return event_lines(event, names, data)

    def action_summary(self, action: Any, names: Sequence[str], data: Any) -> str:
        return action_summary(action, names, data)

    def preview_lines(self, preview: Any, data: Any, names: Sequence[str] = (),
                      player: int | None = None) -> list[str]:
        """The coins after, the players paid, VP now and tiles gained (the action panel words a
        build's cost and sources itself, line by line with rule links)."""
        return preview_lines(preview, names)

    def place_name(self, place: str, data: Any) -> str:
        return industria_name(place)

    def stage_name(self, stage: str) -> str:
        return epoch_name(stage)

    def tiebreak_value(self, key: str, values: Mapping[str, int]) -> str:
        return coins(values.get(key, 0)) if key == "coins" else str(values.get(key, 0))

    def option_label(self, name: str) -> str:
        return translate("Option", OPTION_LABELS[name]) if name in OPTION_LABELS else name

    def option_help(self, name: str) -> str:
        return translate("Option", OPTION_HELP[name]) if name in OPTION_HELP else ""

    def option_value(self, name: str, value: Any) -> str:
        return str(value)  # every Industria option is on/off (the shared words)

    def option_disputed(self, name: str) -> bool:
        return True  # each is a point the sources disagree on

    def options_note(self, game: str) -> str:
        return translate("NewGameDialog", OPTIONS_NOTE)

    def hint_words(self, params: Mapping[str, Any], names: Sequence[str], data: Any) -> dict[str, Callable[[], Any]]:
        amount = int(params.get("amount", 0))
        return {
            "coins": lambda: industria_coins(amount),
            "signed_coins": lambda: ("+" if amount > 0 else "") + industria_coins(amount),
            "tile": lambda: industria_name(str(params.get("tile", ""))),
        }

    def review_point_title(self, point: Any) -> str:
        return ""  # Industria has no review points (GameDefinition.review_points)

    def review_point_row(self, row: Mapping[str, Any], point: Any) -> str:
        return ""

    def review_point_rule(self, step: str, game: str) -> str | None:
        return None


WORDS = register_words(IndustriaWords())
