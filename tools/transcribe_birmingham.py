"""Developer tool: transcribe ../shared/rules/birmingham/*.json into resources/birmingham/.

Run by a maintainer when the shared reference data changes; the application never reads
../shared at run time.  The schema matches resources/lancashire/ where the games agree.
"""
from __future__ import annotations

from transcription import Transcription

DATA = Transcription("birmingham")
load = DATA.load

ERAS = ("canal", "rail")

# The usual Simplified Chinese names (工业革命：伯明翰 editions).
NAMES_ZH_HANS = {
    "belper": "贝尔珀", "derby": "德比", "leek": "利克", "stoke_on_trent": "特伦特河畔斯托克", "stone": "斯通",
    "uttoxeter": "阿特克西特", "stafford": "斯塔福德", "burton_on_trent": "特伦特河畔伯顿", "cannock": "坎诺克",
    "tamworth": "塔姆沃思", "walsall": "沃尔索尔", "wolverhampton": "伍尔弗汉普顿", "coalbrookdale": "煤溪谷",
    "dudley": "达德利", "kidderminster": "基德明斯特", "worcester": "伍斯特", "birmingham": "伯明翰",
    "coventry": "考文垂", "nuneaton": "纳尼顿", "redditch": "雷迪奇", "farm_brewery_north": "农场酒厂（北）",
    "farm_brewery_south": "农场酒厂（南）", "shrewsbury": "什鲁斯伯里", "gloucester": "格洛斯特",
    "oxford": "牛津", "warrington": "沃灵顿", "nottingham": "诺丁汉",
}


# The board prints no names for the farm breweries; these tell them apart in the log and the map.
FARM_NAMES = {"farm_brewery_north": "North Farm Brewery", "farm_brewery_south": "South Farm Brewery"}


def board() -> dict:
    src = load("board.json")
    locations = []
    for loc in src["locations"]:
        kind = loc["type"]
        locations.append({
            "id": loc["id"], "name": FARM_NAMES.get(loc["id"], loc["name"]),
            "name_zh_hans": NAMES_ZH_HANS[loc["id"]], "kind": kind,
            "rings": loc.get("static_link_icons", 0),
            "market_trade_icon": kind == "merchant",
            "build_eras": list(ERAS) if kind in ("town", "farm_brewery") else [],
            "slots": [s["industries"] for s in loc.get("slots", [])],
            "port_slot_first": None,
            "card_copies": loc.get("location_cards_in_deck"),
            "source": "board.json (9 data sets + retail board photo)", "confidence": loc.get("confidence", "high"),
        })
    lines = [{"id": ln["id"], "a": ln["a"], "b": ln["b"], "extra_ends": ln.get("extra_endpoints", []),
              "canal": ln["canal"], "rail": ln["rail"], "source": "board.json (9 data sets)", "confidence": "high"}
             for ln in src["links"]]
    return {"game": "birmingham", "locations": locations, "lines": lines, "virtual_lines": [],
            "link_scoring": src["link_scoring"]}


def tiles() -> dict:
    src = load("tiles.json")
    industries = {}
    for kind, ind in src["industries"].items():
        levels = []
        for lv in ind["levels"]:
            produces = lv.get("produces") or {}
            cubes = produces.get("coal") or produces.get("iron") or 0
            beer = produces.get("beer") or {}
            eras = [e for e, ok in (("canal", lv["buildable_canal_era"]), ("rail", lv["buildable_rail_era"])) if ok]
            entry = {
                "level": lv["level"], "count": lv["count"], "cost": lv["cost_money"], "coal": lv["cost_coal"],
                "iron": lv["cost_iron"], "cubes": cubes, "beer_produced": beer or None, "eras": eras,
                "buildable": True, "income": lv["income_spaces"], "vp": lv["vp"], "roxley_vp": lv["vp"],
                "beer": lv["beer_to_sell"], "link_icons": lv["link_icons"], "can_develop": lv["can_develop"],
            }
            if lv.get("variants"):
                entry["variants"] = [{"cost": v["cost_money"], "income": v["income_spaces"]} for v in lv["variants"]]
            levels.append(entry)
        industries[kind] = levels
    return {"industries": industries, "source": "tiles.json (retail mat photo + implementations)",
            "confidence": "high except manufacturer IV (open question Q1)"}


def tracks() -> dict:
    src = load("tracks.json")
    pt = src["progress_track"]
    income = []
    for row in pt["level_table"]:
        income.extend([row["income_level"]] * len(row["spaces"]))
    markets = {}
    for res in ("coal", "iron"):
        m = src[f"{res}_market"]
        markets[res] = {"prices_cheapest_first": list(reversed(m["price_per_space_most_expensive_first"])),
                        "price_when_empty": m["price_when_empty"], "initial_cubes": m["initial_cubes"],
                        "source": "tracks.json (board photo + rulebook)", "confidence": "high"}
    return {"income_by_position": income, "start_position": pt["income_start_space"], "markets": markets}


def cards() -> dict:
    src = load("cards.json")
    decks: dict[str, dict[str, int]] = {"2": {}, "3": {}, "4": {}}
    for row in src["location_cards"]:
        for n in decks:
            if row["in_deck"][f"{n}p"]:
                decks[n][row["location"]] = row["in_deck"][f"{n}p"]
    for row in src["industry_cards"]:
        for n in decks:
            if row["in_deck"][f"{n}p"]:
                decks[n][row["card"]] = row["in_deck"][f"{n}p"]
    builds = {row["card"]: row["builds"] for row in src["industry_cards"]}
    return {"decks": {f"{n}p": {"cards": d, "source": "cards.json (rulebook + TTS decks)", "confidence": "high"}
                      for n, d in decks.items()},
            "industry_card_builds": builds, "wild": src["wild_cards"]["wild_location"], "hand_size": 8}


def merchants() -> dict:
    src = load("merchants.json")
    return {"tile_types": {k: v["buys"] for k, v in src["merchant_tile_types"].items()},
            "tiles_per_player_count": {k: v["tiles"] for k, v in src["tiles"]["in_play_per_player_count"].items()},
            "spaces": src["merchant_spaces"], "source": "merchants.json (7 implementations agree)",
            "confidence": "high (tile mix per player count: medium, open question Q11)"}


def main() -> int:
    return DATA.run({"board.json": board, "tiles.json": tiles, "tracks.json": tracks, "cards.json": cards,
                     "merchants.json": merchants})


if __name__ == "__main__":
    raise SystemExit(main())
