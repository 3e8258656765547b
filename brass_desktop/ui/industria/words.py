"""Industria's words for its panels: names (through texts.industria_name), tile kinds, resource
sources and action titles.  The log lines and reasons are worded in ui/texts.py's Industria section."""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from brass_desktop.ui import texts
from brass_desktop.ui.texts import QT_TRANSLATE_NOOP, fill, player_name, translate

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
def tile_name(tile_id: str, data: Any = None) -> str:
    """The tile's name in the current language (texts.industria_name: the seed's terms)."""
    return texts.industria_name(tile_id)


def resource_name(resource: str, data: Any = None) -> str:
    """The resource's name ("Stone" / 石材)."""
    return texts.industria_name(resource)


def symbol_name(symbol: str, data: Any = None) -> str:
    """The bonus symbol's name ("Canal" / 河渠)."""
    return texts.industria_name(symbol)


def kind_name(kind: str) -> str:
    return translate("Industria", KIND_NAMES[kind]) if kind in KIND_NAMES else kind


def source_text(source: str, owner: int | None, names: Sequence[str]) -> str:
    """Where one resource unit comes from, in words."""
    template = SOURCE_NAMES.get(source)
    if template is None:
        return source
    return fill(translate("Industria", template), {"owner": player_name(owner, names)})


def coins(amount: int) -> str:
    return texts.industria_coins(int(amount))


def action_summary(action: Any, names: Sequence[str] = (), data: Any = None) -> str:
    """A short title for an action ("Bid", "Build")."""
    title = ACTION_TITLES.get(str(getattr(action, "kind", "")))
    return translate("Industria", title) if title else str(getattr(action, "kind", action))


texts.ACTION_SUMMARIES["industria"] = action_summary
