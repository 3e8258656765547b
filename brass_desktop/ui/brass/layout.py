"""Scene geometry of a board, read from ``resources/<game>/layout.json``.

The rules data (board.json) says *what* is on the board; the layout says *where* it is drawn.
Coordinates are scene units with y pointing down.  Location centres come from the real
latitude/longitude of each town (kept in the file for reference), spread out where a cluster
(Manchester, the Black Country) would otherwise be too dense.  A merchant location's
``slots`` are the centres of its merchant tiles (Birmingham).
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any

from PySide6.QtCore import QByteArray
from PySide6.QtSvg import QSvgRenderer

from brass_desktop.engine import GameData

LABEL_ANCHORS = ("top", "bottom", "left", "right", "center")


@dataclass(frozen=True, slots=True)
class LocationLayout:
    """Where one location is drawn."""

    x: float
    y: float
    label_dx: float  # label anchor relative to the centre
    label_dy: float
    label_anchor: str  # which side of the label box sits on the anchor point (see LABEL_ANCHORS)
    label_width: float  # names wider than this wrap onto a second line
    slots: tuple[tuple[float, float], ...]  # slot (or merchant tile) centres relative to the location centre


@dataclass(frozen=True, slots=True)
class LineLayout:
    """The course of a line: the points it passes through between its first and second end
    (``resources/<game>/routes.json``, written by tools/map_art.py from the real canals and
    railways)."""

    route: tuple[tuple[float, float], ...]


@dataclass(frozen=True)
class BoardLayout:
    game: str
    scene_rect: tuple[float, float, float, float]  # x, y, width, height
    slot_size: float
    slot_gap: float
    sea: tuple[tuple[float, float], ...]  # coast polygon, an input of tools/map_art.py (map.svg)
    locations: dict[str, LocationLayout]
    lines: dict[str, LineLayout]
    compass: tuple[float, float] = (0.0, 0.0)  # centre of the north arrow
    sea_label: tuple[float, float] | None = None  # centre of the (vertical) "Irish Sea" text
    legend: tuple[float, float] = (0.0, 0.0)  # top-right corner of the symbol key

    def check(self, data: GameData) -> None:
        """Raise ValueError unless every location, slot and merchant tile of ``data`` has a place."""
        missing = sorted(set(data.locations) - set(self.locations))
        if missing:
            raise ValueError(f"layout has no position for: {', '.join(missing)}")
        for loc_id in data.locations:
            placed = len(self.locations[loc_id].slots)
            needed = positions_needed(data, loc_id)
            if placed != needed:
                raise ValueError(f"layout of {loc_id} has {placed} slot positions, board has {needed}")
        unknown = sorted(set(self.lines) - set(data.lines))
        if unknown:
            raise ValueError(f"layout routes unknown lines: {', '.join(unknown)}")


def positions_needed(data: GameData, loc_id: str) -> int:
    """Industry slots of a location, or merchant tiles of a merchant location."""
    slots = len(data.locations[loc_id].slots)
    merchant = sum(space.slots for space in data.merchant_spaces if space.location == loc_id)
    return slots or merchant


def _point(raw: Any) -> tuple[float, float]:
    x, y = raw
    return float(x), float(y)


def _points(raw: list[Any]) -> tuple[tuple[float, float], ...]:
    return tuple(_point(p) for p in raw)


def parse_layout(raw: dict[str, Any], routes: dict[str, Any] | None = None) -> BoardLayout:
    """Build a BoardLayout from the decoded layout.json and routes.json (validates the label anchors)."""
    locations: dict[str, LocationLayout] = {}
    for loc_id, entry in raw["locations"].items():
        label = entry.get("label", {})
        anchor = label.get("anchor", "top")
        if anchor not in LABEL_ANCHORS:
            raise ValueError(f"{loc_id}: label anchor {anchor!r} is not one of {LABEL_ANCHORS}")
        locations[loc_id] = LocationLayout(
            x=float(entry["x"]), y=float(entry["y"]),
            label_dx=float(label.get("dx", 0.0)), label_dy=float(label.get("dy", 0.0)),
            label_anchor=anchor, label_width=float(label.get("width", 200.0)),
            slots=_points(entry.get("slots", [])),
        )
    lines = {line_id: LineLayout(route=_points(points))
             for line_id, points in (routes or {}).get("routes", {}).items()}
    rect_x, rect_y, rect_w, rect_h = (float(v) for v in raw["scene_rect"])
    return BoardLayout(
        game=raw["game"],
        scene_rect=(rect_x, rect_y, rect_w, rect_h),
        slot_size=float(raw["slot_size"]),
        slot_gap=float(raw.get("slot_gap", 6.0)),
        sea=_points(raw.get("sea", [])),
        locations=locations,
        lines=lines,
        compass=_point(raw.get("compass", (0.0, 0.0))),
        sea_label=_point(raw["sea_label"]) if raw.get("sea_label") else None,
        legend=_point(raw.get("legend", (0.0, 0.0))),
    )


def load_map_art(game: str) -> QSvgRenderer:
    """The landscape of ``game``'s map, ``resources/<game>/map.svg`` (see tools/map_art.py).

    A map without art renders as plain land (an invalid renderer draws nothing)."""
    path = resources.files("brass_desktop.resources") / game / "map.svg"
    renderer = QSvgRenderer()
    if path.is_file():
        renderer.load(QByteArray(path.read_bytes()))
    return renderer


@cache
def load_layout(game: str = "lancashire") -> BoardLayout:
    """Load ``resources/<game>/layout.json`` and ``routes.json`` (cached: they never change at run time)."""
    folder = resources.files("brass_desktop.resources") / game
    routes = folder / "routes.json"
    return parse_layout(json.loads((folder / "layout.json").read_text(encoding="utf-8")),
                        json.loads(routes.read_text(encoding="utf-8")) if routes.is_file() else None)
