"""Write the map art (``resources/<game>/map.svg``) of each board from real geography.

    python3 tools/map_art.py            # both games
    python3 tools/map_art.py birmingham

The towns of ``layout.json`` sit at hand-spread positions, not at their true latitude/longitude.
This script carries the landscape along with them: a thin-plate spline fitted to the towns
(their ``lat``/``lon`` -> their ``x``/``y``) maps every river, upland, wood and built-up area
given below in degrees into scene coordinates, so the Ribble still runs through Preston and
the Severn through Coalbrookdale and Worcester.  Lancashire's coast is the layout's own
``sea`` polygon (fitted to the towns by hand) because its estuaries lie between towns only
a few kilometres apart.  The coordinates are approximate and typed in for this project; no
map data or image is copied from anywhere.

The SVG is in scene units (``viewBox`` = the layout's scene rect plus ``MARGIN``), so the
scene renders it into that rectangle with QSvgRenderer.
"""
from __future__ import annotations

import hashlib
import json
import math
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
MARGIN = 400.0  # art drawn beyond the scene rect: the view shows some of it when the aspect differs

# A restrained palette: the playing pieces carry the colour, the landscape stays quiet.
LAND = "#ebe6cf"
UPLAND = "#ddd5b3"
UPLAND_HIGH = "#d2c9a2"
UPLAND_EDGE = "#c7bd95"
WOOD = "#d3dcb6"
WOOD_EDGE = "#b9c79a"
TOWN = "#b3a184"
RIVER = "#8db4d3"  # paler and thinner than the canals, which are the pieces of the game
SEA = "#9ec5df"
SEA_DEEP = "#86b4d4"
SEA_SHALLOW = "#b6d5ea"
COAST = "#5f8fb3"

# -- geography (latitude, longitude in degrees) --------------------------------------------------
# Rivers: (name, width in scene units, points from source to mouth).  Widths fall with the size
# of the river; mouths run into the sea, which is drawn over them.
RIVERS: dict[str, list[tuple[str, float, list[tuple[float, float]]]]] = {
    "lancashire": [
        ("Lune", 3.2, [(54.32, -2.53), (54.20, -2.60), (54.10, -2.68), (54.06, -2.74), (54.05, -2.80),
                       (54.02, -2.84), (53.99, -2.88)]),
        ("Wyre", 2.6, [(53.93, -2.65), (53.90, -2.77), (53.86, -2.83), (53.87, -2.93), (53.90, -2.99),
                       (53.93, -3.02)]),
        ("Ribble", 4.5, [(54.07, -2.28), (53.96, -2.27), (53.88, -2.38), (53.83, -2.47), (53.81, -2.55),
                         (53.77, -2.64), (53.755, -2.70), (53.74, -2.80), (53.73, -2.90), (53.72, -2.98)]),
        ("Calder", 2.6, [(53.77, -2.16), (53.79, -2.24), (53.80, -2.32), (53.82, -2.41), (53.83, -2.46)]),
        ("Darwen", 2.4, [(53.68, -2.46), (53.72, -2.47), (53.745, -2.50), (53.75, -2.60), (53.755, -2.67)]),
        ("Douglas", 2.6, [(53.63, -2.56), (53.58, -2.60), (53.545, -2.63), (53.57, -2.72), (53.60, -2.78),
                          (53.68, -2.83), (53.72, -2.88)]),
        ("Irwell", 2.4, [(53.70, -2.20), (53.70, -2.29), (53.65, -2.32), (53.59, -2.30), (53.56, -2.33),
                         (53.50, -2.28), (53.478, -2.25), (53.46, -2.33), (53.43, -2.41)]),
        ("Roch", 2.4, [(53.64, -2.10), (53.615, -2.155), (53.59, -2.22), (53.57, -2.29), (53.56, -2.33)]),
        ("Tame", 2.4, [(53.55, -2.02), (53.50, -2.05), (53.45, -2.10), (53.41, -2.16)]),
        ("Goyt", 2.4, [(53.30, -1.98), (53.36, -2.02), (53.39, -2.08), (53.41, -2.16)]),
        ("Mersey", 4.5, [(53.41, -2.16), (53.42, -2.24), (53.43, -2.33), (53.43, -2.41), (53.40, -2.50),
                         (53.39, -2.59), (53.36, -2.68), (53.34, -2.75), (53.33, -2.85), (53.36, -2.95),
                         (53.42, -3.02), (53.46, -3.06)]),
        ("Bollin", 2.4, [(53.25, -2.08), (53.26, -2.13), (53.33, -2.23), (53.37, -2.35), (53.39, -2.46)]),
        ("Weaver", 2.4, [(53.07, -2.52), (53.19, -2.52), (53.26, -2.52), (53.29, -2.63), (53.30, -2.73),
                         (53.32, -2.78)]),
        ("Dee", 3.2, [(53.05, -2.93), (53.19, -2.89), (53.22, -2.98), (53.26, -3.08), (53.32, -3.20)]),
        ("Kent", 2.4, [(54.40, -2.78), (54.33, -2.75), (54.25, -2.78), (54.20, -2.83)]),
        ("Leven", 2.4, [(54.30, -2.96), (54.26, -2.98), (54.22, -3.05), (54.18, -3.06)]),
    ],
    "birmingham": [
        ("Severn", 5.0, [(52.66, -3.15), (52.70, -2.90), (52.71, -2.75), (52.68, -2.66), (52.64, -2.55),
                         (52.63, -2.485), (52.59, -2.44), (52.535, -2.42), (52.45, -2.35), (52.375, -2.315),
                         (52.34, -2.28), (52.26, -2.24), (52.19, -2.225), (52.06, -2.22), (51.99, -2.16),
                         (51.93, -2.21), (51.865, -2.25), (51.78, -2.36), (51.68, -2.52)]),
        ("Trent", 4.5, [(53.11, -2.13), (53.05, -2.17), (53.00, -2.18), (52.95, -2.17), (52.905, -2.15),
                        (52.85, -2.06), (52.80, -2.00), (52.76, -1.93), (52.73, -1.80), (52.76, -1.70),
                        (52.80, -1.63), (52.85, -1.45), (52.87, -1.34), (52.91, -1.22), (52.94, -1.15),
                        (53.01, -0.98), (53.08, -0.81)]),
        ("Tame", 2.4, [(52.58, -2.05), (52.56, -1.99), (52.52, -1.88), (52.52, -1.74), (52.58, -1.70),
                       (52.63, -1.69), (52.73, -1.75)]),
        ("Dove", 2.4, [(53.17, -1.87), (53.05, -1.86), (52.95, -1.83), (52.90, -1.84), (52.86, -1.69),
                       (52.82, -1.62)]),
        ("Derwent", 2.4, [(53.14, -1.55), (53.02, -1.48), (52.925, -1.47), (52.89, -1.40), (52.87, -1.34)]),
        ("Sow", 2.6, [(52.86, -2.25), (52.81, -2.16), (52.805, -2.115), (52.80, -2.00)]),
        ("Penk", 2.4, [(52.62, -2.13), (52.68, -2.12), (52.72, -2.12), (52.78, -2.10), (52.80, -2.08)]),
        ("Stour", 2.6, [(52.45, -2.05), (52.455, -2.145), (52.42, -2.21), (52.39, -2.25), (52.34, -2.28)]),
        ("Avon", 3.4, [(52.37, -1.26), (52.33, -1.45), (52.28, -1.58), (52.19, -1.70), (52.12, -1.85),
                       (52.09, -1.95), (52.03, -2.08), (51.99, -2.16)]),
        ("Anker", 2.4, [(52.50, -1.42), (52.52, -1.47), (52.58, -1.55), (52.63, -1.69)]),
        ("Sowe", 2.4, [(52.45, -1.48), (52.41, -1.51), (52.35, -1.50), (52.33, -1.52)]),
        ("Cherwell", 2.6, [(52.10, -1.30), (52.06, -1.34), (51.90, -1.29), (51.75, -1.25)]),
        ("Thames", 3.4, [(51.69, -1.69), (51.72, -1.45), (51.75, -1.26), (51.67, -1.28), (51.60, -1.12)]),
    ],
}

# Uplands: (name, high core?, outline).  Drawn as soft closed curves in two tints.
UPLANDS: dict[str, list[tuple[str, bool, list[tuple[float, float]]]]] = {
    "lancashire": [
        ("Furness Fells", False, [(54.45, -3.32), (54.45, -2.88), (54.33, -2.86), (54.27, -3.00),
                                  (54.25, -3.16), (54.30, -3.30)]),
        ("Forest of Bowland", False, [(54.06, -2.66), (54.08, -2.46), (54.00, -2.30), (53.92, -2.36),
                                      (53.89, -2.52), (53.94, -2.66)]),
        ("West Pennine Moors", False, [(53.72, -2.56), (53.71, -2.42), (53.66, -2.38), (53.62, -2.45),
                                       (53.62, -2.56), (53.67, -2.60)]),
        ("Rossendale", False, [(53.76, -2.30), (53.76, -2.16), (53.70, -2.12), (53.66, -2.18),
                               (53.66, -2.30), (53.70, -2.35)]),
        ("Pennines", False, [(54.30, -2.45), (54.30, -1.70), (53.20, -1.60), (53.15, -1.95), (53.35, -2.00),
                             (53.55, -2.02), (53.70, -2.06), (53.85, -2.12), (54.00, -2.22), (54.15, -2.38)]),
        ("Pennines", True, [(54.20, -2.30), (54.20, -1.90), (53.55, -1.82), (53.30, -1.78), (53.25, -1.90),
                            (53.45, -1.96), (53.70, -2.00), (53.95, -2.10)]),
    ],
    "birmingham": [
        ("Peak District", False, [(53.32, -2.08), (53.32, -1.55), (53.12, -1.52), (53.05, -1.70),
                                  (53.06, -1.95), (53.15, -2.06)]),
        ("Peak District", True, [(53.28, -1.98), (53.28, -1.70), (53.15, -1.68), (53.12, -1.90)]),
        ("Shropshire Hills", False, [(52.64, -2.98), (52.60, -2.66), (52.50, -2.54), (52.38, -2.56),
                                     (52.38, -2.80), (52.46, -2.98)]),
        ("Shropshire Hills", True, [(52.58, -2.90), (52.52, -2.72), (52.44, -2.62), (52.42, -2.72),
                                    (52.50, -2.88)]),
        ("The Wrekin", True, [(52.685, -2.58), (52.675, -2.53), (52.66, -2.54), (52.665, -2.58)]),
        ("Clent and Lickey Hills", False, [(52.43, -2.12), (52.41, -1.97), (52.37, -1.98), (52.39, -2.12)]),
        ("Malvern Hills", True, [(52.16, -2.34), (52.15, -2.31), (52.03, -2.34), (52.04, -2.37)]),
        ("Cotswolds", False, [(52.08, -1.90), (51.98, -1.55), (51.80, -1.62), (51.70, -2.05), (51.72, -2.25),
                              (51.86, -2.12), (51.97, -2.00)]),
    ],
}

# Woods and heaths: quiet green patches.
WOODS: dict[str, list[tuple[str, list[tuple[float, float]]]]] = {
    "lancashire": [
        ("Delamere Forest", [(53.25, -2.72), (53.25, -2.64), (53.20, -2.62), (53.19, -2.70)]),
    ],
    "birmingham": [
        ("Cannock Chase", [(52.79, -2.06), (52.79, -1.93), (52.74, -1.90), (52.70, -1.98), (52.72, -2.06)]),
        ("Wyre Forest", [(52.42, -2.42), (52.42, -2.33), (52.37, -2.32), (52.36, -2.40)]),
        ("Needwood Forest", [(52.86, -1.80), (52.86, -1.72), (52.82, -1.71), (52.81, -1.79)]),
        ("Forest of Arden", [(52.42, -1.80), (52.40, -1.64), (52.32, -1.66), (52.30, -1.80)]),
    ],
}

# Built-up areas that are larger than one town: the Black Country and Birmingham grew into one
# another; Manchester-Salford likewise.  Towns on the board get a small built-up patch of their own.
CONURBATIONS: dict[str, list[tuple[str, list[tuple[float, float]]]]] = {
    "lancashire": [
        ("Manchester and Salford", [(53.53, -2.32), (53.52, -2.18), (53.45, -2.16), (53.43, -2.28),
                                    (53.47, -2.36)]),
    ],
    "birmingham": [
        ("Black Country", [(52.62, -2.16), (52.61, -1.97), (52.56, -1.95), (52.50, -1.96), (52.44, -2.03),
                           (52.44, -2.17), (52.52, -2.19)]),
        ("Birmingham", [(52.54, -1.95), (52.53, -1.80), (52.43, -1.78), (52.41, -1.92), (52.47, -1.98)]),
    ],
}

# Locations whose hand-placed position is not a real place (the outside markets of Lancashire):
# the spline is fitted to the others.
NOT_GEOGRAPHIC = {"lancashire": {"scotland", "yorkshire", "the_midlands"}, "birmingham": set()}
SMOOTHING = 0.02  # thin-plate regularisation (degrees²): keeps the warp free of folds
REFERENCE_LAT = {"lancashire": 53.6, "birmingham": 52.5}


# -- the warp --------------------------------------------------------------------------------------
def _solve(matrix: list[list[float]], rhs: list[list[float]]) -> list[list[float]]:
    """Gaussian elimination with partial pivoting for a few dozen unknowns (no numpy needed)."""
    n = len(matrix)
    rows = [matrix[i][:] + rhs[i][:] for i in range(n)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(rows[r][col]))
        rows[col], rows[pivot] = rows[pivot], rows[col]
        p = rows[col][col]
        for r in range(n):
            if r != col and rows[r][col]:
                f = rows[r][col] / p
                rows[r] = [a - f * b for a, b in zip(rows[r], rows[col], strict=False)]
    return [[v / rows[i][i] for v in rows[i][n:]] for i in range(n)]


def _kernel(d2: float) -> float:
    return 0.0 if d2 <= 0 else 0.5 * d2 * math.log(d2)  # r² log r, written with r²


class Warp:
    """Thin-plate spline from (lat, lon) to scene (x, y), exact (up to smoothing) at the towns."""

    def __init__(self, controls: list[tuple[float, float, float, float]], ref_lat: float) -> None:
        self.k = math.cos(math.radians(ref_lat))
        self.src = [self._plane(lat, lon) for lat, lon, _, _ in controls]
        n = len(self.src)
        size = n + 3
        a = [[0.0] * size for _ in range(size)]
        b = [[0.0, 0.0] for _ in range(size)]
        for i, (ui, vi) in enumerate(self.src):
            for j, (uj, vj) in enumerate(self.src):
                a[i][j] = _kernel((ui - uj) ** 2 + (vi - vj) ** 2) + (SMOOTHING if i == j else 0.0)
            a[i][n:n + 3] = [1.0, ui, vi]
            a[n][i], a[n + 1][i], a[n + 2][i] = 1.0, ui, vi
            b[i] = [controls[i][2], controls[i][3]]
        self.coef = _solve(a, b)

    def _plane(self, lat: float, lon: float) -> tuple[float, float]:
        return lon * self.k, -lat

    def __call__(self, lat: float, lon: float) -> tuple[float, float]:
        u, v = self._plane(lat, lon)
        n = len(self.src)
        out = []
        for axis in (0, 1):
            c = self.coef
            value = c[n][axis] + c[n + 1][axis] * u + c[n + 2][axis] * v
            for i, (ui, vi) in enumerate(self.src):
                value += c[i][axis] * _kernel((u - ui) ** 2 + (v - vi) ** 2)
            out.append(value)
        return out[0], out[1]


def _rounded(points: list[tuple[float, float]], closed: bool, rounds: int = 3) -> list[tuple[float, float]]:
    """Chaikin corner cutting in degrees: a few typed-in points become a soft natural outline
    (and enough points for the warp to bend long stretches smoothly)."""
    pts = list(points)
    for _ in range(rounds):
        out = [] if closed else [pts[0]]
        count = len(pts) if closed else len(pts) - 1
        for i in range(count):
            (a_lat, a_lon), (b_lat, b_lon) = pts[i], pts[(i + 1) % len(pts)]
            out.append((0.75 * a_lat + 0.25 * b_lat, 0.75 * a_lon + 0.25 * b_lon))
            out.append((0.25 * a_lat + 0.75 * b_lat, 0.25 * a_lon + 0.75 * b_lon))
        if not closed:
            out.append(pts[-1])
        pts = out
    return pts


def _meander(points: list[tuple[float, float]], seed: str, amplitude: float = 3.5,
             wavelength: float = 70.0) -> list[tuple[float, float]]:
    """Small sideways bends along a river (scene units), so it never reads as a canal or a road."""
    phase = hashlib.sha256(seed.encode()).digest()[0] / 255 * 2 * math.pi
    out = [points[0]]
    along = 0.0
    for i in range(1, len(points) - 1):
        (x0, y0), (x1, y1), (x2, y2) = points[i - 1], points[i], points[i + 1]
        along += math.hypot(x1 - x0, y1 - y0)
        dx, dy = x2 - x0, y2 - y0
        norm = math.hypot(dx, dy) or 1.0
        offset = amplitude * math.sin(2 * math.pi * along / wavelength + phase)
        out.append((x1 - dy / norm * offset, y1 + dx / norm * offset))
    out.append(points[-1])
    return out


# -- SVG paths -------------------------------------------------------------------------------------
def _fmt(v: float) -> str:
    return f"{v:.1f}".rstrip("0").rstrip(".")


def smooth_path(points: list[tuple[float, float]], closed: bool) -> str:
    """A Catmull-Rom curve through ``points`` as SVG cubic Béziers."""
    n = len(points)
    if n < 2:
        return ""
    d = [f"M{_fmt(points[0][0])},{_fmt(points[0][1])}"]
    segments = n if closed else n - 1
    for i in range(segments):
        def p(j: int) -> tuple[float, float]:
            if closed:
                return points[j % n]
            return points[max(0, min(n - 1, j))]
        p0, p1, p2, p3 = p(i - 1), p(i), p(i + 1), p(i + 2)
        c1 = (p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6)
        c2 = (p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6)
        d.append(f"C{_fmt(c1[0])},{_fmt(c1[1])} {_fmt(c2[0])},{_fmt(c2[1])} {_fmt(p2[0])},{_fmt(p2[1])}")
    if closed:
        d.append("Z")
    return " ".join(d)


def _sea_path(points: list[tuple[float, float]], far: float = 1500.0) -> str:
    """The layout's sea polygon: smooth along the coast, straight to its off-map corners."""
    def is_far(q: tuple[float, float]) -> bool:
        return abs(q[0]) > far or abs(q[1]) > far

    n = len(points)
    d = [f"M{_fmt(points[0][0])},{_fmt(points[0][1])}"]
    for i in range(n):
        p0, p1, p2, p3 = points[i - 1], points[i], points[(i + 1) % n], points[(i + 2) % n]
        if is_far(p1) or is_far(p2):
            d.append(f"L{_fmt(p2[0])},{_fmt(p2[1])}")
            continue
        p0 = p1 if is_far(p0) else p0
        p3 = p2 if is_far(p3) else p3
        c1 = (p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6)
        c2 = (p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6)
        d.append(f"C{_fmt(c1[0])},{_fmt(c1[1])} {_fmt(c2[0])},{_fmt(c2[1])} {_fmt(p2[0])},{_fmt(p2[1])}")
    d.append("Z")
    return " ".join(d)


def _town_patch(loc_id: str, x: float, y: float, radius: float) -> str:
    """An irregular built-up patch around a town, the same on every run (seeded by its id)."""
    seed = hashlib.sha256(loc_id.encode()).digest()
    points = []
    for i in range(9):
        wobble = 0.75 + 0.5 * seed[i] / 255
        a = 2 * math.pi * i / 9 + seed[9] / 255
        points.append((x + math.cos(a) * radius * wobble * 1.3, y + math.sin(a) * radius * wobble))
    return smooth_path(points, closed=True)


def build_svg(game: str) -> str:
    layout = json.loads((ROOT / "resources" / game / "layout.json").read_text(encoding="utf-8"))
    board = json.loads((ROOT / "resources" / game / "board.json").read_text(encoding="utf-8"))
    kinds = {loc["id"]: loc["kind"] for loc in board["locations"]}
    controls = [(v["lat"], v["lon"], float(v["x"]), float(v["y"])) for k, v in layout["locations"].items()
                if k not in NOT_GEOGRAPHIC[game]]
    warp = Warp(controls, REFERENCE_LAT[game])

    def placed(points: list[tuple[float, float]], closed: bool) -> list[tuple[float, float]]:
        return [warp(lat, lon) for lat, lon in _rounded(points, closed)]

    x, y, w, h = layout["scene_rect"]
    box = (x - MARGIN, y - MARGIN, w + 2 * MARGIN, h + 2 * MARGIN)
    out = [(f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="{" ".join(_fmt(v) for v in box)}" '
            f'width="{_fmt(box[2])}" height="{_fmt(box[3])}">'),
           f"<!-- Generated by tools/map_art.py from resources/{game}/layout.json; do not edit. -->",
           (f'<rect x="{_fmt(box[0])}" y="{_fmt(box[1])}" width="{_fmt(box[2])}" height="{_fmt(box[3])}" '
            f'fill="{LAND}"/>')]
    out.append('<g id="uplands">')
    for name, high, outline in sorted(UPLANDS[game], key=lambda u: u[1]):
        fill = UPLAND_HIGH if high else UPLAND
        out.append(f'<path data-name="{name}" d="{smooth_path(placed(outline, True), True)}" fill="{fill}" '
                   f'stroke="{UPLAND_EDGE}" stroke-width="1.5" stroke-opacity="0.6"/>')
    out.append("</g>")
    out.append('<g id="woods">')
    for name, outline in WOODS[game]:
        out.append(f'<path data-name="{name}" d="{smooth_path(placed(outline, True), True)}" fill="{WOOD}" '
                   f'stroke="{WOOD_EDGE}" stroke-width="1.5"/>')
    out.append("</g>")
    out.append(f'<g id="towns" fill="{TOWN}" fill-opacity="0.2">')
    for name, outline in CONURBATIONS[game]:
        out.append(f'<path data-name="{name}" d="{smooth_path(placed(outline, True), True)}"/>')
    for loc_id, place in layout["locations"].items():
        if kinds.get(loc_id) in ("town", "non_buildable"):
            radius = 40.0 + 12.0 * len(place.get("slots", []))
            out.append(f'<path data-name="{loc_id}" d="{_town_patch(loc_id, place["x"], place["y"], radius)}"/>')
    out.append("</g>")
    out.append('<g id="rivers" fill="none" stroke-linecap="round" stroke-linejoin="round">')
    for name, width, course in RIVERS[game]:
        d = smooth_path(_meander(placed(course, False), name), False)
        out.append(f'<path data-name="{name}" d="{d}" stroke="{RIVER}" stroke-width="{_fmt(width)}"/>')
    out.append("</g>")
    if layout.get("sea"):
        sea = _sea_path([(float(a), float(b)) for a, b in layout["sea"]])
        out.append('<defs><linearGradient id="sea" gradientUnits="userSpaceOnUse" x1="-200" y1="0" x2="400" '
                   f'y2="0"><stop offset="0" stop-color="{SEA_DEEP}"/><stop offset="1" stop-color="{SEA}"/>'
                   "</linearGradient></defs>")
        # A pale shallow-water band and a crisp coastline read well even on washed-out projectors.
        out.append(f'<g id="sea"><path d="{sea}" fill="url(#sea)" stroke="{SEA_SHALLOW}" stroke-width="10"/>')
        out.append(f'<path d="{sea}" fill="none" stroke="{COAST}" stroke-width="1.8"/></g>')
    out.append("</svg>")
    return "\n".join(out) + "\n"


def main(argv: list[str]) -> int:
    games = argv[1:] or ["lancashire", "birmingham"]
    for game in games:
        path = ROOT / "resources" / game / "map.svg"
        path.write_text(build_svg(game), encoding="utf-8")
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
