"""The main window's style sheet, kept as resources (``resources/style/*.qss``) and scaled for
presentation mode.

``app.qss`` styles every window of the app (dialogs inherit the main window's sheet);
``presentation.qss`` is added in presentation mode.  A style sheet overrides fonts set with
``setFont`` on styled children, so the window's base font size goes into the sheet too.
"""
from __future__ import annotations

import re
from functools import cache
from importlib import resources

#: The folder of the style sheets inside the package resources.
STYLE_FOLDER = "style"


@cache
def style_sheet(name: str) -> str:
    """The text of ``resources/style/<name>.qss`` (read once)."""
    folder = resources.files("brass_desktop.resources").joinpath(STYLE_FOLDER)
    return folder.joinpath(f"{name}.qss").read_text(encoding="utf-8")


def scaled_style_sheet(factor: float) -> str:
    """The window's style sheet with every fixed point size (hand-over titles, verdict) scaled."""
    return re.sub(r"font-size: (\d+(?:\.\d+)?)pt",
                  lambda m: f"font-size: {float(m.group(1)) * factor:.1f}pt", style_sheet("app"))


def window_style_sheet(factor: float, base_point_size: float, presentation: bool) -> str:
    """The whole sheet of the main window: scaled, with the base font size, and in presentation
    mode the slimmer buttons of ``presentation.qss``."""
    sheet = scaled_style_sheet(factor) + f"QWidget {{ font-size: {base_point_size * factor:.1f}pt; }}"
    if presentation:
        sheet += style_sheet("presentation")
    return sheet
