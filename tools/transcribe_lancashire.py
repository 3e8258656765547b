"""Developer tool: transcribe ../shared/rules/lancashire/*.json into resources/lancashire/.

Run once by a maintainer when the shared reference data changes; the application
never reads ../shared at run time.  Every fact keeps its source and confidence.
"""
from __future__ import annotations

from transcription import Transcription

DATA = Transcription("lancashire")
load = DATA.load


def board() -> dict:
    src = load("board.json")
    special = src["special_location_rules"]
    locations = []
    for loc in src["locations"]:
        locations.append({
            "id": loc["id"],
            "name": loc["name"],
            "name_zh_hant": loc.get("name_zh_seed"),
            "kind": loc["kind"],
            "rings": loc["printed_gold_rings"],
            "market_trade_icon": loc["market_trade_icon"],
            "build_eras": loc["industry_build_eras"],
            "slots": loc["slots"],
            "port_slot_first": special["single_icon_port_slot_first"].get(loc["id"]),
            "source": "board.json (SEED000 + TTS/JAVA/ZDW/XAI cross-check)",
            "confidence": "high",
        })
    lines = [
        {"id": ln["id"], "a": ln["a"], "b": ln["b"], "canal": ln["canal"], "rail": ln["rail"],
         "source": ",".join(ln["sources_agree"]), "confidence": ln["confidence"]}
        for ln in src["links"]
    ]
    virtual = [{"id": v["id"], "a": v["a"], "b": v["b"], "source": ",".join(v["sources"]),
                "confidence": v["confidence"]} for v in src["virtual_connections"]]
    return {"game": "lancashire", "locations": locations, "lines": lines, "virtual_lines": virtual,
            "notes": {"disputed_lines": src["disputes"], "two_player_map": src["two_player_community_map_unverified"]}}


def tiles() -> dict:
    src = load("tiles.json")
    industries = {}
    for kind, ind in src["industries"].items():
        levels = []
        for lv in ind["levels"]:
            levels.append({
                "level": lv["level"], "count": lv["count"], "cost": lv["cost"] or 0,
                "coal": lv["coal"], "iron": lv["iron"], "cubes": lv["cubes_produced"],
                "eras": lv["eras"], "buildable": lv.get("buildable", True),
                "income": lv["income_spaces_when_flipped"] or 0, "vp": lv["vp_when_flipped"] or 0,
                "roxley_vp": lv.get("roxley_vp_when_flipped", lv["vp_when_flipped"] or 0),
            })
        industries[kind] = levels
    return {"industries": industries, "source": "tiles.json (SEED000 table == OOTH; TTS for Roxley)",
            "confidence": "high"}


def tracks() -> dict:
    src = load("tracks.json")
    pt = src["progress_track"]
    dm = src["distant_market_tiles"]

    def expand(counts: dict) -> list[int]:
        return [int(v) for v in "01234" for _ in range(counts.get(v, 0))]

    return {
        "income_by_position": pt["income_by_position"],
        "start_position": pt["start_position"],
        "market": {"prices_cheapest_first": src["coal_market"]["prices_cheapest_first"],
                   "price_when_empty": src["coal_market"]["price_when_empty"],
                   "source": "OOTH cubeprice + XAI + SEED000", "confidence": "high"},
        "market_two_player_community": {"prices_cheapest_first": [2, 2, 3, 3, 4, 4], "price_when_empty": 5,
                                        "source": "OOTH (6-space markets)", "confidence": "low"},
        "distant_market": {"income_spaces_by_position": src["distant_cotton_market"]["income_spaces_by_position"][:8],
                           "closed_position": 8, "source": "OOTH dmincome + TTS + SEED004", "confidence": "high"},
        "distant_tiles": {
            "original": expand(dm["original_3_4_players"]),
            "original_2p": expand(dm["original_2_player_community_variant"]),
            "roxley_4p": expand(dm["roxley_4p"]),
            "roxley_3p": expand(dm["roxley_3p"]),
            "roxley_2p": expand(dm["roxley_2p"]),
            "source": "SEED000 table, OOTH, TTS bags", "confidence": "high (2p community: medium)",
        },
    }


def cards() -> dict:
    src = load("cards.json")
    orig = src["original_2007"]
    rox = src["roxley_2018"]["deck_by_player_count"]
    full = dict(orig["location_cards"]) | dict(orig["industry_cards"])
    removal = orig["random_removal_per_era"]
    return {
        "decks": {
            "original": {"cards": full, "source": "SEED000 table + XAI", "confidence": "high"},
            "roxley_4p": {"cards": rox["4"], "source": "TTS decks + ZDW names", "confidence": "medium"},
            "roxley_3p": {"cards": rox["3"], "source": "TTS decks + ZDW names", "confidence": "medium"},
            "roxley_2p": {"cards": rox["2"], "source": "TTS decks + ZDW names (best-evidenced 40-card deck)",
                          "confidence": "medium-low"},
        },
        "removal": {"4": [removal["4"]["canal"], removal["4"]["rail"]],
                    "3": [removal["3"]["canal"], removal["3"]["rail"]],
                    "2": [removal["2_community_variant"]["canal"], removal["2_community_variant"]["rail"]],
                    "source": "SEED000 + SEED004", "confidence": "high"},
        "hand_size": 8,
    }


def main() -> int:
    return DATA.run({"board.json": board, "tiles.json": tiles, "tracks.json": tracks, "cards.json": cards})


if __name__ == "__main__":
    raise SystemExit(main())
