"""Computer seats and hints (ai/hints.py reason codes) in words.

A hint's reasons are codes with parameters: the codes every game gives (its value, how it
ranks) are worded here, a game's own codes and words by the game's words (``GameWords``:
``hint_moves``, ``hint_reasons``, ``hint_words``).
"""
from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from brass_desktop.ui.texts.plumbing import QT_TRANSLATE_NOOP, fill, join_list, placeholders, translate
from brass_desktop.ui.texts.registry import game_of, words_for
from brass_desktop.ui.texts.shared import action_summary, player_name

SEAT_NAMES = {
    "": QT_TRANSLATE_NOOP("Seats", "Person"),
    "easy": QT_TRANSLATE_NOOP("Seats", "Computer: easy"),
    "medium": QT_TRANSLATE_NOOP("Seats", "Computer: medium"),
    "hard": QT_TRANSLATE_NOOP("Seats", "Computer: hard"),
    "random": QT_TRANSLATE_NOOP("Seats", "Computer: random"),
}


def seat_name(level: str) -> str:
    """Who plays a seat: "Person" or "Computer: hard"."""
    return translate("Seats", str(SEAT_NAMES[level])) if level in SEAT_NAMES else level


#: What a hinted move does and how it compares, in every game (ai/agent.py, the games' estimates).
HINT_REASONS = {
    "vp": QT_TRANSLATE_NOOP("Hints", "{vp} VP now"),
    "value": QT_TRANSLATE_NOOP("Hints", "about {vp} VP by the end"),
    "behind": QT_TRANSLATE_NOOP("Hints", "about {less} VP less than hint 1"),
    "level": QT_TRANSLATE_NOOP("Hints", "about as good as hint 1"),
}


def signed(value: float) -> str:
    """A number with its sign ("+2", "-1.5", "0"), to a tenth."""
    number = f"{value:.1f}".rstrip("0").rstrip(".") if isinstance(value, float) else str(value)
    if number in ("0", "-0"):
        return "0"
    return number if number.startswith("-") else f"+{number}"


def hint_reason_text(code: str, params: Mapping[str, Any], data: Any, names: Sequence[str] = ()) -> str:
    """One reason of a hint (code + params from ai/hints.py) in the player's language."""
    words = words_for(game_of(data))
    if code == "behind" and float(params.get("vp", 0)) < 0.1:
        code = "level"  # ranked as good as the best, to a tenth of a VP
    template = words.hint_moves.get(code) or words.hint_reasons.get(code) or HINT_REASONS.get(code)
    if template is None:
        return code
    # each word only where the template asks for it: a game's data knows only its own kinds of names
    word: dict[str, Callable[[], Any]] = {
        "player": lambda: player_name(params.get("player"), names),
        "count": lambda: params.get("count", 0),
        "vp": lambda: signed(params.get("vp", 0)),
        "less": lambda: signed(params.get("vp", 0)).lstrip("+"),
        **words.hint_words(params, names, data),
    }
    asked = {name: word[name]() for name in placeholders(str(template)) if name in word}
    return fill(translate("Hints", str(template)), asked)


def hint_line(hint: Mapping[str, Any], plan: Sequence[Any], names: Sequence[str], data: Any) -> str:
    """A hint (``Hint.to_dict``) as one line: the moves of the planned turn (``plan``: its actions,
    decoded by the game), each worded by its reason where it has one, then why."""
    moves_table = words_for(game_of(data)).hint_moves
    reasons = [r for r in hint.get("reasons", ()) if isinstance(r, Mapping)]
    said = {r.get("params", {}).get("move"): r for r in reasons if r.get("code") in moves_table}
    moves = " + ".join(hint_reason_text(said[i]["code"], said[i].get("params", {}), data, names) if i in said
                       else action_summary(action, names, data) for i, action in enumerate(plan))
    why = join_list(hint_reason_text(r["code"], r.get("params", {}), data, names)
                    for r in reasons if r.get("code") not in moves_table)
    if not why:
        return moves
    return fill(translate("Hints", "{moves}: {reasons}"), {"moves": moves, "reasons": why})
