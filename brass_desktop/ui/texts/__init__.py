"""Every user-facing word of the app, through Qt's translation system: the shared words and the
registry of each game family's own words.

The engine holds no text; it hands out ids, reason codes and event dicts.  The shared words
here (translation plumbing, the core's reasons, records, seats, hints, the log's plumbing) are
game-neutral; a game's title, names, reasons, events, options and rule links live in its UI
package (``ui/<family>/words.py``), registered with ``register_words`` and looked up by game or
family with ``words_for`` (an unknown game raises ``UnknownGameWords``).
"""
from __future__ import annotations

from brass_desktop.ui.texts.hints import HINT_REASONS, SEAT_NAMES, hint_line, hint_reason_text, seat_name
from brass_desktop.ui.texts.plumbing import QT_TRANSLATE_NOOP, fill, join_list, translate
from brass_desktop.ui.texts.registry import (
    GameWords,
    LibraryChart,
    UnknownGameWords,
    family_of,
    game_of,
    register_words,
    registered_families,
    words_for,
)
from brass_desktop.ui.texts.shared import (
    CORE_REASONS,
    DECIDED_BY,
    RECORD_ERRORS,
    SETUP_ERRORS,
    action_summary,
    decided_by_text,
    event_lines,
    game_name,
    is_milestone,
    money,
    option_disputed,
    option_help,
    option_label,
    option_value,
    options_note,
    place_name,
    player_name,
    preview_lines,
    reason_text,
    reasons_text,
    record_error_text,
    review_point_row,
    review_point_title,
    setup_error_text,
    stage_name,
)

__all__ = [
    "CORE_REASONS", "DECIDED_BY", "HINT_REASONS", "QT_TRANSLATE_NOOP", "RECORD_ERRORS", "SEAT_NAMES",
    "SETUP_ERRORS", "GameWords", "LibraryChart", "UnknownGameWords", "action_summary", "decided_by_text", "event_lines",
    "family_of", "fill", "game_name", "game_of", "hint_line", "hint_reason_text", "is_milestone", "join_list",
    "money", "option_disputed", "option_help", "option_label", "option_value", "options_note", "place_name",
    "player_name", "preview_lines", "reason_text", "reasons_text", "record_error_text", "register_words",
    "registered_families", "review_point_row", "review_point_title", "seat_name", "setup_error_text",
    "stage_name", "translate", "words_for",
]
