"""Industria's words: tile, resource, symbol and epoch names, log lines and action titles.

Names come from the data's English names (``resources/industria/tiles.json``) translated in the
context "IndustriaName"; the literal list below lets lupdate extract them (the Traditional names
are the data's ``name_zh``, the seed's terms).  A name an owner of the printed game types in
that is not listed here simply shows in English.
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from brass_desktop.engine.industria.actions import Bid, Build, EndBuild, Exchange, Keep, PassBid, PutUp, Sell
from brass_desktop.engine.industria.data import IndustriaData
from brass_desktop.ui.texts import QT_TRANSLATE_NOOP, fill, join_list, player_name, translate

_NAMES = (
    # resources
    QT_TRANSLATE_NOOP("IndustriaName", "Stone"), QT_TRANSLATE_NOOP("IndustriaName", "Brick"),
    QT_TRANSLATE_NOOP("IndustriaName", "Wood"), QT_TRANSLATE_NOOP("IndustriaName", "Ceramic"),
    QT_TRANSLATE_NOOP("IndustriaName", "Glass"), QT_TRANSLATE_NOOP("IndustriaName", "Iron"),
    QT_TRANSLATE_NOOP("IndustriaName", "Cement"), QT_TRANSLATE_NOOP("IndustriaName", "Steel"),
    QT_TRANSLATE_NOOP("IndustriaName", "Electricity"), QT_TRANSLATE_NOOP("IndustriaName", "Computer"),
    QT_TRANSLATE_NOOP("IndustriaName", "Plastic"),
    # bonus symbols
    QT_TRANSLATE_NOOP("IndustriaName", "Canal"), QT_TRANSLATE_NOOP("IndustriaName", "Port"),
    QT_TRANSLATE_NOOP("IndustriaName", "Rails"), QT_TRANSLATE_NOOP("IndustriaName", "Pipeline"),
    QT_TRANSLATE_NOOP("IndustriaName", "Data Network"),
    # tiles
    QT_TRANSLATE_NOOP("IndustriaName", "Stone Quarry"), QT_TRANSLATE_NOOP("IndustriaName", "Brickworks"),
    QT_TRANSLATE_NOOP("IndustriaName", "Sawmill"), QT_TRANSLATE_NOOP("IndustriaName", "Windmill"),
    QT_TRANSLATE_NOOP("IndustriaName", "Weaving Mill"), QT_TRANSLATE_NOOP("IndustriaName", "Printing Press"),
    QT_TRANSLATE_NOOP("IndustriaName", "Mechanics"), QT_TRANSLATE_NOOP("IndustriaName", "Architecture"),
    QT_TRANSLATE_NOOP("IndustriaName", "Stone (raw material)"),
    QT_TRANSLATE_NOOP("IndustriaName", "Wood (raw material)"), QT_TRANSLATE_NOOP("IndustriaName", "Canal bonus"),
    QT_TRANSLATE_NOOP("IndustriaName", "Port bonus"), QT_TRANSLATE_NOOP("IndustriaName", "Ceramics Works"),
    QT_TRANSLATE_NOOP("IndustriaName", "Glassworks"), QT_TRANSLATE_NOOP("IndustriaName", "Ironworks"),
    QT_TRANSLATE_NOOP("IndustriaName", "Bank"), QT_TRANSLATE_NOOP("IndustriaName", "Optics"),
    QT_TRANSLATE_NOOP("IndustriaName", "Steam Engine"), QT_TRANSLATE_NOOP("IndustriaName", "Hydraulics"),
    QT_TRANSLATE_NOOP("IndustriaName", "Glass (raw material)"),
    QT_TRANSLATE_NOOP("IndustriaName", "Iron (raw material)"), QT_TRANSLATE_NOOP("IndustriaName", "Rails bonus"),
    QT_TRANSLATE_NOOP("IndustriaName", "Cement Works"), QT_TRANSLATE_NOOP("IndustriaName", "Steel Mill"),
    QT_TRANSLATE_NOOP("IndustriaName", "Power Station"), QT_TRANSLATE_NOOP("IndustriaName", "Stock Exchange"),
    QT_TRANSLATE_NOOP("IndustriaName", "Shipyard"), QT_TRANSLATE_NOOP("IndustriaName", "Railway"),
    QT_TRANSLATE_NOOP("IndustriaName", "Telegraph"), QT_TRANSLATE_NOOP("IndustriaName", "Reinforced Concrete"),
    QT_TRANSLATE_NOOP("IndustriaName", "Cement (raw material)"),
    QT_TRANSLATE_NOOP("IndustriaName", "Steel (raw material)"),
    QT_TRANSLATE_NOOP("IndustriaName", "Pipeline bonus"), QT_TRANSLATE_NOOP("IndustriaName", "Computer Factory"),
    QT_TRANSLATE_NOOP("IndustriaName", "Plastics Plant"), QT_TRANSLATE_NOOP("IndustriaName", "Automobile Plant"),
    QT_TRANSLATE_NOOP("IndustriaName", "Oil Refinery"), QT_TRANSLATE_NOOP("IndustriaName", "Radio"),
    QT_TRANSLATE_NOOP("IndustriaName", "Nuclear Power"), QT_TRANSLATE_NOOP("IndustriaName", "Skyscraper"),
    QT_TRANSLATE_NOOP("IndustriaName", "Space Flight"), QT_TRANSLATE_NOOP("IndustriaName", "Computer (raw material)"),
    QT_TRANSLATE_NOOP("IndustriaName", "Plastic (raw material)"),
    QT_TRANSLATE_NOOP("IndustriaName", "Data Network bonus"), QT_TRANSLATE_NOOP("IndustriaName", "Satellite Works"),
    QT_TRANSLATE_NOOP("IndustriaName", "Genetic Engineering Plant"),
    QT_TRANSLATE_NOOP("IndustriaName", "Robot Factory"), QT_TRANSLATE_NOOP("IndustriaName", "Internet"),
    QT_TRANSLATE_NOOP("IndustriaName", "Superconductors"), QT_TRANSLATE_NOOP("IndustriaName", "Mobile Phone"),
    QT_TRANSLATE_NOOP("IndustriaName", "Wind Power"), QT_TRANSLATE_NOOP("IndustriaName", "High-Speed Rail"),
)

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
ACTION_TITLES = {
    PutUp: QT_TRANSLATE_NOOP("Industria", "Auction"),
    Bid: QT_TRANSLATE_NOOP("Industria", "Bid"),
    PassBid: QT_TRANSLATE_NOOP("Industria", "Pass"),
    Sell: QT_TRANSLATE_NOOP("Industria", "Sell"),
    Keep: QT_TRANSLATE_NOOP("Industria", "Keep"),
    Build: QT_TRANSLATE_NOOP("Industria", "Build"),
    EndBuild: QT_TRANSLATE_NOOP("Industria", "End build"),
    Exchange: QT_TRANSLATE_NOOP("Industria", "Exchange"),
}
EVENTS = {
    "tile_revealed": QT_TRANSLATE_NOOP("IndustriaEvent", "Revealed: {tile}."),
    "auction_started": QT_TRANSLATE_NOOP("IndustriaEvent", "Auction: {player} is the auctioneer."),
    "put_up": QT_TRANSLATE_NOOP("IndustriaEvent", "{player} puts {tile} up for auction."),
    "bid": QT_TRANSLATE_NOOP("IndustriaEvent", "{player} bids {amount}."),
    "bid_passed": QT_TRANSLATE_NOOP("IndustriaEvent", "{player} passes."),
    "sold": QT_TRANSLATE_NOOP("IndustriaEvent", "{player} sells {tile} to {buyer} for {price}."),
    "kept": QT_TRANSLATE_NOOP("IndustriaEvent", "{player} keeps {tile} for free."),
    "build_started": QT_TRANSLATE_NOOP("IndustriaEvent", "Building, starting with {player}."),
    "tile_built": QT_TRANSLATE_NOOP("IndustriaEvent", "{player} builds {tile}."),
    "resource_used": QT_TRANSLATE_NOOP("IndustriaEvent", "{resource} from {source}."),
    "build_ended": QT_TRANSLATE_NOOP("IndustriaEvent", "{player} ends the build turn."),
    "start_player": QT_TRANSLATE_NOOP("IndustriaEvent", "{player} is the new start player."),
    "round_ended": QT_TRANSLATE_NOOP("IndustriaEvent", "End of round {round} of epoch {epoch}."),
    "epoch_ended": QT_TRANSLATE_NOOP("IndustriaEvent", "Epoch {epoch} ends: technologies in hand are discarded."),
    "epoch_started": QT_TRANSLATE_NOOP("IndustriaEvent", "Epoch {epoch} begins; the bank now sells: {bank}."),
    "game_ended": QT_TRANSLATE_NOOP("IndustriaEvent", "The game is over."),
    "coins_income": QT_TRANSLATE_NOOP("IndustriaEvent", "Income: {player} +{amount}."),
    "coins_exchange": QT_TRANSLATE_NOOP("IndustriaEvent", "{player} exchanges a raw-material tile for 1 coin."),
    "vp_tiles": QT_TRANSLATE_NOOP("IndustriaEvent", "{player} scores {amount} VP for {tile}."),
    "vp_bonus": QT_TRANSLATE_NOOP("IndustriaEvent", "Bonus tile {symbol}: {player} scores {amount} VP."),
    "vp_connections": QT_TRANSLATE_NOOP("IndustriaEvent", "Roads and lines: {player} scores {amount} VP."),
    "vp_money": QT_TRANSLATE_NOOP("IndustriaEvent", "Money: {player} scores {amount} VP for {coins} coins."),
    "tile_removed_expired": QT_TRANSLATE_NOOP("IndustriaEvent", "{player} discards {tile} (its epoch is over)."),
}
_SILENT = {"coins", "tile_removed"}  # restated by the action's own line


def tile_name(tile_id: str, data: IndustriaData) -> str:
    tile = data.tiles.get(tile_id)
    return translate("IndustriaName", tile.name_en) if tile is not None else str(tile_id)


RESOURCE_EN: dict[str, str] = {}
SYMBOL_EN: dict[str, str] = {}


def resource_name(resource: str, data: IndustriaData | None = None) -> str:
    """The resource's name ("Stone" / 石材)."""
    return translate("IndustriaName", _english(resource, "resources"))


def symbol_name(symbol: str, data: IndustriaData | None = None) -> str:
    """The bonus symbol's name ("Canal" / 河渠)."""
    return translate("IndustriaName", _english(symbol, "symbols"))


def _english(item_id: str, what: str) -> str:
    table = RESOURCE_EN if what == "resources" else SYMBOL_EN
    if not table:
        import json
        from importlib import resources

        raw = json.loads(resources.files("brass_desktop.resources").joinpath("industria/tiles.json")
                         .read_text(encoding="utf-8"))
        RESOURCE_EN.update({r["id"]: r["name_en"] for r in raw["resources"]})
        SYMBOL_EN.update({s["id"]: s["name_en"] for s in raw["symbols"]})
    return table.get(item_id, item_id)


def kind_name(kind: str) -> str:
    return translate("Industria", KIND_NAMES[kind]) if kind in KIND_NAMES else kind


def source_text(source: str, owner: int | None, names: Sequence[str]) -> str:
    """Where one resource unit comes from, in words."""
    template = SOURCE_NAMES.get(source)
    if template is None:
        return source
    return fill(translate("Industria", template), {"owner": player_name(owner, names)})


def coins(amount: int) -> str:
    if int(amount) == 1:
        return translate("Industria", "1 coin")
    return fill(translate("Industria", "{n} coins"), {"n": int(amount)})


def action_summary(action: Any, names: Sequence[str] = (), data: Any = None) -> str:
    """A short title for an action ("Bid", "Build")."""
    title = ACTION_TITLES.get(type(action))
    return translate("Industria", title) if title else str(getattr(action, "kind", action))


def event_lines(event: Mapping[str, Any], names: Sequence[str], data: IndustriaData) -> list[str]:
    """The log sentences of one Industria event."""
    kind = str(event.get("type", ""))
    if kind == "coins" and event.get("why") in ("income", "exchange"):
        kind = f"coins_{event['why']}"
    elif kind == "vp":
        kind = f"vp_{event.get('source')}"
    elif kind == "tile_removed" and event.get("why") == "expired":
        kind = "tile_removed_expired"
    if kind in _SILENT or kind not in EVENTS:
        return []
    params: dict[str, Any] = dict(event)
    for key in ("player", "buyer"):
        if key in event:
            params[key] = player_name(event[key], names)
    if "tile" in event:
        params["tile"] = tile_name(event["tile"], data)
    for key in ("amount", "price"):
        if key in event and kind not in ("vp_tiles", "vp_bonus", "vp_connections", "vp_money"):
            params[key] = coins(int(event[key]))
    if "resource" in event:
        params["resource"] = resource_name(event["resource"])
    if "source" in event and kind == "resource_used":
        params["source"] = source_text(event["source"], event.get("owner"), names)
    if "symbol" in event:
        params["symbol"] = symbol_name(event["symbol"])
    if "bank_sells" in event:
        params["bank"] = join_list(resource_name(r) for r in event["bank_sells"]) or "—"
    return [fill(translate("IndustriaEvent", EVENTS[kind]), params)]


def param_words(params: Mapping[str, Any], names: Sequence[str], data: IndustriaData) -> dict[str, Any]:
    """Reason parameters with ids replaced by words (tiles, resources, players, coins)."""
    out: dict[str, Any] = dict(params)
    for key in ("player", "owner", "auctioneer"):
        if isinstance(params.get(key), int):
            out[key] = player_name(params[key], names)
    if isinstance(params.get("tile"), str):
        out["tile"] = tile_name(params["tile"], data)
    if isinstance(params.get("resource"), str):
        out["resource"] = resource_name(params["resource"])
    if isinstance(params.get("kind"), str):
        out["kind"] = kind_name(params["kind"])
    for key in ("cost", "coins", "bid", "minimum"):
        if isinstance(params.get(key), int):
            out[key] = coins(params[key])
    return out
