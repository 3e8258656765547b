"""Industria on a player's phone (issue 40): the tiles, each move in full and the player's figures,
in the desktop's words (found by ``ui/phones/words.py`` as ``ui/<family>/phone_words.py``)."""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from brass_desktop.ui.industria.words import action_summary, tile_name
from brass_desktop.ui.texts.plumbing import QT_TRANSLATE_NOOP, translate


class IndustriaPhoneWords:
    """``PhoneWords`` of Industria."""

    def card(self, card: str, data: Any) -> str:
        return tile_name(card)

    def action(self, action: Any, names: Sequence[str], data: Any) -> str:
        """"Bid · 3", "Build · Sawmill", "Exchange · Stone"."""
        parts = [action_summary(action, names, data)]
        if getattr(action, "tile", ""):
            parts.append(tile_name(action.tile))
        if getattr(action, "amount", None) is not None:
            parts.append(str(action.amount))
        return " · ".join(parts)

    def figures(self, view: dict[str, Any], seat: int, data: Any) -> list[tuple[str, str]]:
        """Coins, VP and built tiles of ``seat``, read from its view."""
        me = view["players"][seat]
        return [(translate("Phone", FIGURES["coins"]), str(me["coins"])),
                (translate("Phone", FIGURES["vp"]), str(me["vp"])),
                (translate("Phone", FIGURES["built"]), str(len(me.get("built", []))))]


FIGURES = {
    "coins": QT_TRANSLATE_NOOP("Phone", "Coins"),
    "vp": QT_TRANSLATE_NOOP("Phone", "VP"),
    "built": QT_TRANSLATE_NOOP("Phone", "Tiles built"),
}

WORDS = IndustriaPhoneWords()
