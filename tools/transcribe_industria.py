"""Developer tool: transcribe ../shared/rules/industria/house-set/*.json into resources/industria/.

Run by a maintainer when the shared data changes; the application never reads ../shared at run
time.  The real Industria tile list is unpublished: the house set keeps the published numbers of
the 11 producers (``"source": "published"``) and marks everything else ``"designed"``; both marks
are kept here.  The output schema is documented in docs/industria-data.md, so an owner of the
printed game can type in the real values instead.
"""
from __future__ import annotations

from transcription import Transcription

DATA = Transcription("industria")
HOUSE = "house-set/"


def tiles() -> dict:
    src = DATA.load(HOUSE + "tiles.json")
    meta = src["meta"]
    out = []
    for t in src["tiles"]:
        entry = {
            "id": t["id"], "epoch": t["epoch"], "kind": t["kind"],
            "name_en": t["name_en"], "name_zh": t["name_zh"],
            "cost": t["cost_coins"], "resources": list(t["resources_required"]),
            "vp": t["vp"], "symbols": list(t["bonus_symbols"]),
            "source": t["source"],
        }
        if t["kind"] == "factory":
            entry["produces"] = t["produces"]
            special = t.get("special")
            entry["discount"] = special["amount"] if special and special["type"] == "construction_discount" else 0
        if t["kind"] == "raw_material":
            entry["provides"] = t["provides"]
        if t["kind"] == "bonus":
            entry["scores_symbol"] = t["bonus_symbol"]
        if "published_values" in t:
            entry["published_values"] = t["published_values"]
            entry["published_source"] = t["published_source"]
        out.append(entry)
    resources = [{"id": r["id"], "name_en": r["name_en"], "name_zh": r["name_zh"]} for r in meta["resources"]]
    return {"game": "industria", "version": meta["version"], "status": meta["status"],
            "resources": resources, "symbols": meta["symbols"], "tiles": out}


def board() -> dict:
    src = DATA.load(HOUSE + "board.json")
    spaces = [{"id": s["id"], "kind": s["kind"], "epoch": s["epoch"], "x": s["x"], "y": s["y"],
               "source": s["source"]} for s in src["spaces"]]
    edges = [{"id": e["id"], "type": e["type"], "a": e["a"], "b": e["b"], "source": "designed"}
             for e in src["edges"]]
    # rules.md 1.4: the 3-player game leaves out epoch V (tiles.json meta.house_rules).
    dropped = DATA.load(HOUSE + "tiles.json")["meta"]["house_rules"]["remove_epoch_with_3_players"]
    epochs = [{"id": e["epoch"], "players": [4] if e["epoch"] == dropped else [3, 4],
               "extra_income": 1 if e["coin_bonus_on_entry"] else 0, "bank_sells": e["bank_sells"],
               "x": e["x"], "y": e["y"]} for e in src["epoch_track"]]
    return {"game": "industria", "version": src["meta"]["version"], "status": src["meta"]["status"],
            "coordinates": src["meta"]["coordinates"], "spaces": spaces, "edges": edges, "epochs": epochs,
            "regions": src["regions"], "score_track": src["score_track"]}


def main() -> int:
    return DATA.run({"tiles.json": tiles, "board.json": board})


if __name__ == "__main__":
    raise SystemExit(main())
