"""Write the map art (``resources/<game>/map.svg``) and the line courses (``routes.json``) of
each board from real geography.

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
from typing import Any

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

# Courses of the printed lines: the places each canal or railway passes between its two towns
# (typed in from either end; routes.json lists them from the line's first end to its second).  A line that is both
# canal and rail follows the valley the two shared (where they part, the older canal, unless the
# canal would run on top of another line).  Lines to Lancashire's outside markets name only the
# places near the board's town.  Typed in from public geography for this project.
ROUTES: dict[str, dict[str, list[tuple[float, float]]]] = {
    "lancashire": {
        # Lancaster Canal and the Lancaster & Preston railway: Galgate, Garstang, Barton.
        "lancaster__preston": [(53.99, -2.79), (53.90, -2.77), (53.82, -2.74)],
        # Preston & Wyre railway: Kirkham, Poulton-le-Fylde.
        "fleetwood__preston": [(53.785, -2.87), (53.845, -2.985)],
        # North Union railway: Farington, Leyland, Euxton, Standish.
        "preston__wigan": [(53.71, -2.69), (53.64, -2.66), (53.585, -2.655)],
        # Leeds & Liverpool Canal: Rishton, Church (Accrington), Hapton.
        "blackburn__burnley": [(53.77, -2.42), (53.755, -2.37), (53.785, -2.31)],
        # Leeds & Liverpool Canal: Feniscowles, Johnson's Hillock (Chorley), Adlington, Haigh.
        "blackburn__wigan": [(53.725, -2.54), (53.68, -2.60), (53.61, -2.605), (53.57, -2.61)],
        # Leeds & Liverpool Canal: Brierfield, Nelson.
        "burnley__colne": [(53.815, -2.235), (53.84, -2.21)],
        # Shaw and Royton.
        "oldham__rochdale": [(53.565, -2.12), (53.585, -2.12)],
        # Rochdale Canal and its Hollinwood branch: Newton Heath, Failsworth.
        "manchester__oldham": [(53.50, -2.19), (53.515, -2.155)],
        # Manchester, Bolton & Bury Canal up the Irwell: Salford, Clifton, Radcliffe.
        "bury__manchester": [(53.50, -2.27), (53.525, -2.305), (53.56, -2.32)],
        # The same canal's Bolton arm: Darcy Lever, Little Lever, Radcliffe.
        "bolton__bury": [(53.572, -2.40), (53.565, -2.365), (53.56, -2.33)],
        # Manchester & Bolton railway: Farnworth, Kearsley, Pendlebury.
        "bolton__manchester": [(53.548, -2.40), (53.53, -2.36), (53.51, -2.32)],
        # Ashton Canal's Stockport branch: Gorton, Reddish.
        "manchester__stockport": [(53.465, -2.19), (53.435, -2.165)],
        # Bridgewater Canal: Stretford, Sale, Broadheath, Lymm, Preston Brook.
        "manchester__warrington_runcorn": [(53.445, -2.31), (53.41, -2.34), (53.38, -2.47), (53.34, -2.60)],
        # Warrington & Newton and North Union railways by Newton-le-Willows.
        "warrington_runcorn__wigan": [(53.455, -2.625)],
        # Liverpool & Bury railway: Kirkby, Rainford, Pemberton (the canal is Southport-Wigan's valley).
        "liverpool__wigan": [(53.48, -2.89), (53.50, -2.79), (53.53, -2.70)],
        # Along the Mersey's south shore: Helsby, Frodsham.
        "ellesmere_port__warrington_runcorn": [(53.275, -2.77), (53.30, -2.72)],
        # Chester-Northwich line across Delamere Forest: Mouldsworth, Delamere, Cuddington.
        "ellesmere_port__northwich": [(53.25, -2.80), (53.23, -2.70), (53.24, -2.60)],
        # Macclesfield Canal: Bosley, Congleton.
        "macclesfield__the_midlands": [(53.19, -2.13), (53.16, -2.20)],
        # Stockport-Macclesfield railway: Cheadle Hulme, Bramhall, Prestbury.
        "macclesfield__stockport": [(53.29, -2.145), (53.36, -2.17)],
        # Blackpool branch by the Ribble shore: Lytham, St Annes.
        "blackpool__preston": [(53.755, -2.84), (53.74, -2.96), (53.755, -3.03)],
        # Manchester & Southport railway with the Leeds & Liverpool Canal: Burscough, Parbold, Appley Bridge.
        "southport__wigan": [(53.60, -2.84), (53.59, -2.77), (53.575, -2.72)],
        # East Lancashire railway: Cherry Tree, Hoghton, Bamber Bridge.
        "blackburn__preston": [(53.74, -2.54), (53.735, -2.60), (53.73, -2.66)],
        # Bolton, Blackburn, Clitheroe & West Yorkshire railway: Darwen, Entwistle, Bromley Cross.
        "blackburn__bolton": [(53.70, -2.465), (53.65, -2.415), (53.61, -2.41)],
        # Lostock, Westhoughton, Hindley.
        "bolton__wigan": [(53.57, -2.49), (53.55, -2.525), (53.54, -2.575)],
        # Through Rossendale down the Irwell: Rawtenstall, Ramsbottom.
        "burnley__bury": [(53.74, -2.26), (53.70, -2.29), (53.65, -2.315)],
        # Heywood and Castleton.
        "bury__rochdale": [(53.59, -2.22), (53.595, -2.185)],
        # Along the Mersey's north shore: Garston, Speke, Ditton, Widnes.
        "liverpool__warrington_runcorn": [(53.375, -2.90), (53.36, -2.82), (53.37, -2.73)],
        # Chester & Birkenhead railway: Bebington, Hooton.
        "birkenhead__ellesmere_port": [(53.345, -3.00), (53.30, -2.965)],
    },
    "birmingham": {
        # Derwent valley: Duffield.
        "belper__derby": [(52.985, -1.49)],
        # Turnditch, Ashbourne, Waterhouses, up the Churnet.
        "belper__leek": [(53.02, -1.62), (53.015, -1.73), (53.07, -1.87)],
        # London & Birmingham railway: Stechford, Hampton-in-Arden, Berkswell.
        "birmingham__coventry": [(52.48, -1.81), (52.42, -1.70), (52.405, -1.62)],
        # Birmingham Canal main line: Smethwick, Oldbury.
        "birmingham__dudley": [(52.48, -1.97), (52.49, -2.03)],
        # Water Orton, Coleshill, Whitacre.
        "birmingham__nuneaton": [(52.515, -1.77), (52.51, -1.70), (52.53, -1.64)],
        # Warwick & Birmingham Canal by Solihull to Warwick, then the Oxford Canal south.
        "birmingham__oxford": [(52.41, -1.78), (52.285, -1.58)],
        # Birmingham & Fazeley Canal: Aston, Minworth, Fazeley.
        "birmingham__tamworth": [(52.505, -1.86), (52.53, -1.76), (52.605, -1.70)],
        # Grand Junction railway and the Tame Valley: Perry Barr, Bescot.
        "birmingham__walsall": [(52.525, -1.905), (52.565, -1.97)],
        # Birmingham & Gloucester railway: Selly Oak, Bromsgrove, Droitwich.
        "birmingham__worcester": [(52.43, -1.96), (52.335, -2.06), (52.265, -2.15)],
        # Lichfield and the Cannock Chase line.
        "burton_on_trent__cannock": [(52.735, -1.74), (52.685, -1.83), (52.675, -1.93)],
        # Trent & Mersey Canal and the Midland railway: Willington.
        "burton_on_trent__derby": [(52.855, -1.56)],
        # Trent & Mersey Canal up the Trent: Alrewas, Rugeley, Great Haywood, Sandon.
        "burton_on_trent__stone": [(52.76, -1.77), (52.77, -1.93), (52.80, -2.00), (52.86, -2.07)],
        # Birmingham & Derby railway: Walton-on-Trent, Elford.
        "burton_on_trent__tamworth": [(52.755, -1.68), (52.69, -1.71)],
        # Coventry and Wyrley & Essington canals: Fradley, Brownhills.
        "burton_on_trent__walsall": [(52.72, -1.80), (52.645, -1.92)],
        # Staffordshire & Worcestershire Canal and the Grand Junction railway: Penkridge.
        "cannock__stafford": [(52.73, -2.11)],
        # Bloxwich.
        "cannock__walsall": [(52.62, -2.00)],
        # Wednesfield.
        "cannock__wolverhampton": [(52.635, -2.08)],
        # Down the Severn: Bridgnorth, Bewdley.
        "coalbrookdale__kidderminster": [(52.60, -2.45), (52.535, -2.42), (52.40, -2.31)],
        # Up the Severn: Buildwas, Atcham.
        "coalbrookdale__shrewsbury": [(52.645, -2.56), (52.68, -2.67)],
        # Shrewsbury & Birmingham railway: Shifnal, Albrighton.
        "coalbrookdale__wolverhampton": [(52.665, -2.37), (52.635, -2.27)],
        # Bedworth.
        "coventry__nuneaton": [(52.475, -1.475)],
        # Derby Canal and the Midland Counties railway: Borrowash, Long Eaton, Beeston.
        "derby__nottingham": [(52.905, -1.38), (52.90, -1.27), (52.925, -1.21)],
        # North Staffordshire railway up the Dove: Egginton, Tutbury.
        "derby__uttoxeter": [(52.885, -1.58), (52.86, -1.69), (52.88, -1.79)],
        # Stourbridge and Kinver.
        "dudley__kidderminster": [(52.465, -2.14), (52.43, -2.22)],
        # Tipton and Bilston.
        "dudley__wolverhampton": [(52.55, -2.08)],
        # Cheltenham, Ashchurch, Evesham, then the Evesham & Redditch railway.
        "gloucester__redditch": [(51.90, -2.08), (51.99, -2.09), (52.09, -1.95)],
        # Up the Severn by Upton.
        "gloucester__worcester": [(52.065, -2.21)],
        # Staffordshire & Worcestershire Canal to Stourport, then down the Severn.
        "kidderminster__worcester": [(52.34, -2.28)],
        # Caldon Canal: Cheddleton, Endon.
        "leek__stoke_on_trent": [(53.07, -2.04), (53.08, -2.11), (53.04, -2.16)],
        # Coventry Canal and the Trent Valley railway: Atherstone, Polesworth.
        "nuneaton__tamworth": [(52.58, -1.55), (52.62, -1.61)],
        # Norton Bridge.
        "stafford__stone": [(52.865, -2.175)],
        # Trent & Mersey Canal: Trentham, Barlaston.
        "stoke_on_trent__stone": [(52.94, -2.175)],
        # Trent & Mersey Canal: Kidsgrove (Harecastle), Sandbach, Middlewich, Northwich.
        "stoke_on_trent__warrington": [(53.09, -2.245), (53.14, -2.37), (53.19, -2.44), (53.26, -2.52)],
        # Blythe Bridge and Leigh.
        "stone__uttoxeter": [(52.92, -2.05), (52.915, -1.96)],
        # Fazeley, Sutton Park, Aldridge.
        "tamworth__walsall": [(52.615, -1.75), (52.61, -1.84), (52.625, -1.92)],
        # Willenhall.
        "walsall__wolverhampton": [(52.585, -2.06)],
    },
}

# Courses in scene units, for the lines that run beside something placed by hand rather than
# warped: Lancashire's coast (the layout's sea polygon) and outside markets or merchants.  Same order rule
# as ROUTES; a line is in one table or the other.
SCENE_ROUTES: dict[str, dict[str, list[tuple[float, float]]]] = {
    "lancashire": {
        # Furness Railway round the head of Morecambe Bay: Ulverston, Grange-over-Sands, Arnside.
        "barrow_in_furness__lancaster": [(185, 100), (285, 72), (385, 102), (445, 160)],
        # Lancaster & Carlisle railway north up the Lune by Carnforth.
        "lancaster__scotland": [(522, 125)],
        # Leeds & Liverpool Canal over the Pennines: Foulridge, Barnoldswick, Skipton.
        "colne__yorkshire": [(1540, 205), (1700, 272)],
        # Rochdale Canal and the Manchester & Leeds railway: Littleborough, Summit, Todmorden,
        # Hebden Bridge.
        "rochdale__yorkshire": [(1585, 488), (1650, 440), (1740, 400)],
        # Trent & Mersey Canal south-east by Middlewich.
        "northwich__the_midlands": [(1030, 1122)],
        # Liverpool, Crosby & Southport railway along the dunes: Crosby, Formby, Ainsdale.
        "liverpool__southport": [(245, 722), (212, 660), (200, 615)],
        # Boats down the Mersey estuary (the board's Wirral shore is drawn by hand).
        "ellesmere_port__liverpool": [(365, 935)],
        # West Lancashire Railway round the Ribble estuary: Longton, Hesketh Bank, Banks.
        "preston__southport": [(500, 495), (458, 550), (350, 560), (270, 562)],
    },
    "birmingham": {
        # Stratford Canal to Stratford-upon-Avon, then the Stratford & Moreton tramway south
        # (Oxford's merchant stands where the board puts it, not at Oxford).
        "oxford__redditch": [(1250, 1150)],
    },
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


def _read(game: str, name: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((ROOT / "resources" / game / name).read_text(encoding="utf-8"))
    return data


def _warp(game: str, layout: dict[str, Any]) -> Warp:
    controls = [(v["lat"], v["lon"], float(v["x"]), float(v["y"])) for k, v in layout["locations"].items()
                if k not in NOT_GEOGRAPHIC[game]]
    return Warp(controls, REFERENCE_LAT[game])


def _dist(point: tuple[float, float], place: dict[str, Any]) -> float:
    return math.hypot(point[0] - place["x"], point[1] - place["y"])


def build_routes(game: str) -> str:
    """``routes.json``: the scene waypoints of every line's course (ROUTES through the warp)."""
    layout = _read(game, "layout.json")
    ends = {line["id"]: (line["a"], line["b"]) for line in _read(game, "board.json")["lines"]}
    unknown = sorted((set(ROUTES[game]) | set(SCENE_ROUTES[game])) - set(ends))
    twice = sorted(set(ROUTES[game]) & set(SCENE_ROUTES[game]))
    if unknown or twice:
        raise ValueError(f"routes of unknown lines: {unknown}; routed twice: {twice}")
    warp = _warp(game, layout)
    courses = {line_id: [warp(lat, lon) for lat, lon in course] for line_id, course in ROUTES[game].items()}
    courses.update({line_id: [(float(x), float(y)) for x, y in course]
                    for line_id, course in SCENE_ROUTES[game].items()})
    routes = {}
    for line_id, points in sorted(courses.items()):
        a, b = (layout["locations"][end] for end in ends[line_id])
        if _dist(points[0], a) + _dist(points[-1], b) > _dist(points[-1], a) + _dist(points[0], b):
            points.reverse()  # a course may be typed in from either end
        routes[line_id] = [[round(v, 1) for v in point] for point in points]
    body = ",\n".join(f"    {json.dumps(line_id)}: {json.dumps(points)}" for line_id, points in routes.items())
    return ('{\n  "about": "Generated by tools/map_art.py (ROUTES): scene points each line passes through '
            'between its two ends, in board.json order. Do not edit.",\n'
            f'  "game": "{game}",\n  "routes": {{\n{body}\n  }}\n}}\n')


def build_svg(game: str) -> str:
    layout = _read(game, "layout.json")
    board = _read(game, "board.json")
    kinds = {loc["id"]: loc["kind"] for loc in board["locations"]}
    warp = _warp(game, layout)

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
        for name, text in (("map.svg", build_svg(game)), ("routes.json", build_routes(game))):
            path = ROOT / "resources" / game / name
            path.write_text(text, encoding="utf-8")
            print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
