"""Moved: the step-by-step draft belongs to its game family's controller plug-in
(``controller/brass/draft.py``); this name stays for code that still imports it."""
from brass_desktop.controller.brass.draft import *  # noqa: F403
from brass_desktop.controller.brass.draft import __all__  # noqa: F401
