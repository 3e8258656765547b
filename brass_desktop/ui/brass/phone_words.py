"""Brass on a player's phone (issue 40): the cards, each move in full and the player's figures,
in the desktop's words (found by ``ui/phones/words.py`` as ``ui/<family>/phone_words.py``)."""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from brass_desktop.ui.brass import sentences
from brass_desktop.ui.brass.names import (
    card_name,
    choice_text,
    industry_name,
    line_name,
    location_name,
    slot_name,
    source_name,
    sources_text,
)
from brass_desktop.ui.texts.plumbing import QT_TRANSLATE_NOOP, fill, translate
from brass_desktop.ui.texts.shared import money


class BrassPhoneWords:
    """``PhoneWords`` of the Brass family."""

    def card(self, card: str, data: Any) -> str:
        return card_name(card, data)

    def action(self, action: Any, names: Sequence[str], data: Any) -> str:
        """"Build · Brewery · Leek", "Network · Stoke-on-Trent – Leek", "Loan · £30"."""
        parts = [sentences.action_summary(action, names, data)]
        industry = getattr(action, "industry", "")
        if industry:
            parts.append(industry_name(industry, capital=True, data=data))
        if getattr(action, "industries", ()):
            parts.append(", ".join(industry_name(i, capital=True, data=data) for i in action.industries))
        places: list[str] = []
        slot = getattr(action, "slot", "") or getattr(action, "mill", "")
        if slot:
            town = slot.split("/")[0]
            spaces = sum(1 for other in data.slots if other.split("/")[0] == town)
            # a town of several spaces: which one ("Derby, space 2"), else two moves read the same
            places.append(slot_name(slot, data) if spaces > 1 else location_name(town, data))
        if places:
            parts.append(", ".join(dict.fromkeys(places)))
        lines = getattr(action, "lines", ())
        if lines:  # each line by its two ends ("Liverpool – Wigan + Wigan – Southport"): two rails stay distinct
            parts.append(" + ".join(line_name(line, data) for line in lines))
        to = getattr(action, "to", "")
        if to:  # a sale: to which merchant (or the distant market)
            parts.append(source_name(to, data))
        if getattr(action, "amount", None):
            parts.append(money(action.amount))
        parts.extend(self.sources(action, data))
        return " · ".join(parts)

    def sources(self, action: Any, data: Any) -> list[str]:
        """Where the coal, iron and beer come from ("Coal from: Wigan, space 1"): moves that differ
        only there would otherwise read the same (the preview's own words, without the full stop)."""
        out = []
        for resource, template in (("coal", "Coal from: {sources}."), ("iron", "Iron from: {sources}."),
                                   ("beer", "Beer from: {sources}.")):
            sources = getattr(action, resource, ())
            if sources:
                text = fill(translate("Preview", template), {"sources": sources_text(sources, data)})
                out.append(text.rstrip(".。"))
        develop = getattr(action, "develop", "")
        if develop:  # Gloucester's free develop: which industry
            out.append(choice_text("bonus", develop, data))
        return out

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
