"""Brass on a player's phone (issue 40): the cards, each move in full and the player's figures,
in the desktop's words (found by ``ui/phones/words.py`` as ``ui/<family>/phone_words.py``)."""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from brass_desktop.ui.brass import sentences
from brass_desktop.ui.brass.names import card_name, industry_name, location_name
from brass_desktop.ui.texts.plumbing import QT_TRANSLATE_NOOP, translate
from brass_desktop.ui.texts.shared import money


class BrassPhoneWords:
    """``PhoneWords`` of the Brass family."""

    def card(self, card: str, data: Any) -> str:
        return card_name(card, data)

    def action(self, action: Any, names: Sequence[str], data: Any) -> str:
        """"Build · Brewery · Leek", "Network · Stoke-on-Trent, Leek", "Loan · £30"."""
        parts = [sentences.action_summary(action, names, data)]
        industry = getattr(action, "industry", "")
        if industry:
            parts.append(industry_name(industry, capital=True, data=data))
        if getattr(action, "industries", ()):
            parts.append(", ".join(industry_name(i, capital=True, data=data) for i in action.industries))
        places: list[str] = []
        slot = getattr(action, "slot", "") or getattr(action, "mill", "")
        if slot:
            places.append(location_name(slot.split("/")[0], data))
        for line in getattr(action, "lines", ()):
            known = data.lines.get(line)
            places.extend(location_name(end, data) for end in known.ends) if known is not None else places.append(line)
        if places:
            parts.append(", ".join(dict.fromkeys(places)))
        if getattr(action, "amount", None):
            parts.append(money(action.amount))
        return " · ".join(parts)

    def figures(self, view: dict[str, Any], seat: int, data: Any) -> list[tuple[str, str]]:
        """Money, income, VP and the tiles left of ``seat``, read from its view."""
        me = view["players"][seat]
        tiles = sum(len(levels) for levels in me.get("stacks", {}).values())
        return [(translate("Phone", FIGURES["money"]), money(me["money"])),
                (translate("Phone", FIGURES["income"]), money(data.income_level(me["income_pos"]))),
                (translate("Phone", FIGURES["vp"]), str(me["vp"])),
                (translate("Phone", FIGURES["tiles"]), str(tiles)),
                (translate("Phone", FIGURES["links"]), str(me.get("links_left", 0)))]


FIGURES = {
    "money": QT_TRANSLATE_NOOP("Phone", "Money"),
    "income": QT_TRANSLATE_NOOP("Phone", "Income"),
    "vp": QT_TRANSLATE_NOOP("Phone", "VP"),
    "tiles": QT_TRANSLATE_NOOP("Phone", "Industry tiles left"),
    "links": QT_TRANSLATE_NOOP("Phone", "Link tiles left"),
}

WORDS = BrassPhoneWords()
