"""The phone page's own words, translated on the desktop (context "Phone") and sent with the page's
settings (``config.json``), so the page speaks the app's language without a catalog of its own."""
from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from importlib import import_module
from typing import Any, Protocol

from brass_desktop.ui.texts.plumbing import QT_TRANSLATE_NOOP, translate

PAGE_WORDS = {
    "connecting": QT_TRANSLATE_NOOP("Phone", "Connecting to the table…"),
    "away": QT_TRANSLATE_NOOP("Phone", "Not connected. Trying again…"),
    "denied": QT_TRANSLATE_NOOP("Phone", "This seat’s code is not valid any more. Scan the seat’s new QR code."),
    "closed": QT_TRANSLATE_NOOP("Phone", "The table was closed on the computer."),
    "spectator": QT_TRANSLATE_NOOP("Phone", "Watching the table"),
    "your_turn": QT_TRANSLATE_NOOP("Phone", "Your turn"),
    "turn_of": QT_TRANSLATE_NOOP("Phone", "{name} to play"),
    "game_over": QT_TRANSLATE_NOOP("Phone", "Game over"),
    "hand": QT_TRANSLATE_NOOP("Phone", "Your hand"),
    "players": QT_TRANSLATE_NOOP("Phone", "Players"),
    "actions": QT_TRANSLATE_NOOP("Phone", "What you may do now"),
    "nothing": QT_TRANSLATE_NOOP("Phone", "Nothing to do until your turn."),
    "pay_with": QT_TRANSLATE_NOOP("Phone", "Pay with"),
    "confirm": QT_TRANSLATE_NOOP("Phone", "Confirm"),
    "cancel": QT_TRANSLATE_NOOP("Phone", "Cancel"),
    "undo": QT_TRANSLATE_NOOP("Phone", "Undo my last action"),
    "hint": QT_TRANSLATE_NOOP("Phone", "Hints"),
    "no_hint": QT_TRANSLATE_NOOP("Phone", "No hints can be asked now."),
    "seat_away": QT_TRANSLATE_NOOP("Phone",
                                   "{name}’s phone is away: the table waits, or plays that seat on the laptop."),
    "refused": QT_TRANSLATE_NOOP("Phone", "Not allowed:"),
    "round": QT_TRANSLATE_NOOP("Phone", "Round {round}"),
    "winners": QT_TRANSLATE_NOOP("Phone", "Winner: {names}"),
}


def page_words(metrics: dict[str, Any] | None = None) -> dict[str, str]:
    """The page's words in the app's language, and the game's names of its figures (``metrics``:
    the family's chart words for VP, money and income)."""
    words = {key: translate("Phone", text) for key, text in PAGE_WORDS.items()}
    for key, text in (metrics or {}).items():
        words[f"metric_{key}"] = translate("LibraryDialog", str(text))  # the chart's words (ui/<family>/words.py)
    return words


class PhoneWords(Protocol):
    """A family's words for the phone page (``ui/<family>/phone_words.py``, its ``WORDS``)."""

    def card(self, card: str, data: Any) -> str: ...

    def action(self, action: Any, names: Sequence[str], data: Any) -> str: ...

    def figures(self, view: dict[str, Any], seat: int, data: Any) -> list[tuple[str, str]]: ...


@cache
def phone_words_for(family: str) -> PhoneWords | None:
    """The phone words of ``family`` (``brass_desktop.ui.<family>.phone_words.WORDS``), None without them."""
    try:
        module = import_module(f"brass_desktop.ui.{family}.phone_words")
    except ModuleNotFoundError:
        return None
    words: PhoneWords | None = getattr(module, "WORDS", None)
    return words
