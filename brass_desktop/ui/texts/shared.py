"""The words every game shares: the core's reasons, records and setups, game names, players,
money, outcomes, and the log's plumbing that hands each sentence to the game's own words.

Nothing here names a game's concepts: where a sentence needs them, the game's words are looked
up in the registry by the game's name (``data.game``) or family.
"""
from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from enum import Enum
from typing import Any

from brass_desktop.engine import CoreReason, Violation
from brass_desktop.ui.texts.plumbing import QT_TRANSLATE_NOOP, fill, join_list, translate
from brass_desktop.ui.texts.registry import UnknownGameWords, game_of, registered_families, words_for

# -- players, money, outcomes ------------------------------------------------------------------


def money(amount: int) -> str:
    """£ amounts; negative amounts read "−£5" (a real minus sign, easier to see on a projector)."""
    if amount < 0:
        return fill(translate("Money", "−£{amount}"), {"amount": -amount})
    return fill(translate("Money", "£{amount}"), {"amount": amount})


def player_name(index: Any, names: Sequence[str]) -> str:
    """A seat's name ("a player" for None; an unknown seat as it is)."""
    if isinstance(index, int) and 0 <= index < len(names):
        return names[index]
    return translate("Player", "a player") if index is None else str(index)


DECIDED_BY = {
    "vp": QT_TRANSLATE_NOOP("Outcome", "most victory points"),
    "shared": QT_TRANSLATE_NOOP("Outcome", "a complete tie: the victory is shared"),
}


def decided_by_text(key: str, game: str | None = None) -> str:
    """What decided a game (``Outcome.decided_by``) in words: most VP, a shared victory, or one of
    the game's tie-breaks (its family's ``tiebreaks``; without ``game``, any registered family's)."""
    if key in DECIDED_BY:
        return translate("Outcome", DECIDED_BY[key])
    for family in ([game] if game else registered_families()):
        tiebreaks = words_for(family).tiebreaks
        if key in tiebreaks:
            return translate("Outcome", tiebreaks[key][1])
    return key


def game_name(game: str) -> str:
    """The game's title from its family's words (``GameWords.game_names``); an unknown id is shown as it is."""
    try:
        words = words_for(game)
    except UnknownGameWords:
        return game
    title = words.game_names.get(game)
    return translate("Game", title) if title else game


# -- reasons -----------------------------------------------------------------------------------

#: The core's refusals, the same in every game (a game's own are in its words).
CORE_REASONS: dict[Enum, str] = {
    CoreReason.GAME_OVER: QT_TRANSLATE_NOOP("Reason", "The game is over."),
    CoreReason.BAD_ACTION: QT_TRANSLATE_NOOP("Reason", "This action is incomplete ({field})."),
    CoreReason.NOT_YOUR_TURN: QT_TRANSLATE_NOOP("Reason", "It is {player}’s turn now: this may only be done "
                                                          "when the rules allow it at any time."),
    CoreReason.NOTHING_TO_UNDO: QT_TRANSLATE_NOOP("Reason", "There is nothing to undo."),
    CoreReason.UNDO_PAST_REVEAL: QT_TRANSLATE_NOOP(
        "Reason", "Undo stops here: this action revealed a card or a tile, and this game’s undo stops at the "
                  "last reveal."),
    CoreReason.NOTHING_TO_REDO: QT_TRANSLATE_NOOP("Reason", "There is nothing to redo."),
}


def reason_text(violation: Violation, names: Sequence[str], data: Any, *, game: str | None = None) -> str:
    """One sentence saying why an action is not allowed in the game of ``data`` (or ``game``)."""
    name = game_of(data, game)
    words = words_for(name)
    template = words.reason_template(violation.reason, violation.params, name) or CORE_REASONS.get(violation.reason)
    if template is None:
        return fill(translate("Reason", "Not allowed ({code})."), {"code": violation.reason.value})
    return fill(translate("Reason", template), words.param_words(violation.params, names, data))


def reasons_text(violations: Iterable[Violation], names: Sequence[str], data: Any) -> str:
    """All reasons, one per line, without repeating a sentence."""
    lines = dict.fromkeys(reason_text(v, names, data) for v in violations)
    return "\n".join(lines)


# -- the log -----------------------------------------------------------------------------------

GAME_ENDED = {
    "one": QT_TRANSLATE_NOOP("Event", "Game over. {winners} wins."),
    "shared": QT_TRANSLATE_NOOP("Event", "Game over. {winners} share the victory."),
}


def event_lines(event: Mapping[str, Any], names: Sequence[str], data: Any) -> list[str]:
    """The log sentences for one engine event (none for bookkeeping-only events)."""
    kind = str(event.get("type", ""))
    if kind == "action":  # the core's first event of every action: the log's title says it
        return []
    if kind == "game_ended":
        outcome = event.get("outcome") or {}
        winners = [player_name(i, names) for i in outcome.get("winners", [])]
        template = GAME_ENDED["shared" if len(winners) > 1 else "one"]
        return [fill(translate("Event", template), {"winners": join_list(winners)})]
    return words_for(game_of(data)).event_lines(event, names, data)


def is_milestone(kind: str, data: Any) -> bool:
    """Whether an event of ``kind`` opens a new part of the game of ``data`` (the game's end does)."""
    return kind == "game_ended" or kind in words_for(game_of(data)).milestone_events


def action_summary(action: Any, names: Sequence[str], data: Any) -> str:
    """A short title for an action in the game of ``data`` ("Build", "Pass", ...)."""
    return words_for(game_of(data)).action_summary(action, names, data)


def preview_lines(preview: Any, data: Any, names: Sequence[str] = (), player: int | None = None) -> list[str]:
    """Every consequence of a prepared action (the engine's ``Preview``), one sentence each;
    ``player`` is the seat acting (its own tiles are "yours"), ``names`` name the others."""
    return words_for(game_of(data)).preview_lines(preview, data, names, player)


def place_name(place: str, data: Any) -> str:
    """The name of a place on the board of ``data``'s game."""
    return words_for(game_of(data)).place_name(place, data)


def stage_name(game: str, stage: str) -> str:
    """A stage of ``game`` (``Stage.name``) in the game's words."""
    return words_for(game).stage_name(stage)


def review_point_title(point: Any, data: Any) -> str:
    """The heading of a review point of ``data``'s game."""
    return words_for(game_of(data)).review_point_title(point)


def review_point_row(row: Mapping[str, Any], point: Any, data: Any) -> str:
    """What one player gets, pays or scores at a review point (after the player's name)."""
    return words_for(game_of(data)).review_point_row(row, point)


# -- rule options (new-game dialog) ------------------------------------------------------------


def option_label(game: str, name: str) -> str:
    """The label of ``game``'s rule option ``name``."""
    return words_for(game).option_label(name)


def option_help(game: str, name: str) -> str:
    """What the sources say about ``game``'s rule option ``name``."""
    return words_for(game).option_help(name)


def option_value(game: str, name: str, value: Any) -> str:
    """One value of a rule option: "on"/"off", or the game's label of the choice."""
    if isinstance(value, bool):
        return translate("Option", "on") if value else translate("Option", "off")
    return words_for(game).option_value(name, value)


def option_disputed(game: str, name: str) -> bool:
    """Whether the sources disagree on ``game``'s rule option (not an official variant)."""
    return words_for(game).option_disputed(name)


def options_note(game: str) -> str:
    """What the defaults of ``game``'s rule options follow (the new-game dialog's note above them)."""
    return words_for(game).options_note(game)


# -- records and setups that cannot start a game (RecordError / SetupError reason codes) -------
RECORD_ERRORS: dict[str, str] = {
    CoreReason.NOT_JSON.value: QT_TRANSLATE_NOOP("RecordError", "The file is not a game record (it is not JSON)."),
    CoreReason.NOT_A_RECORD.value: QT_TRANSLATE_NOOP("RecordError", "The file is not a Brass Desktop game record."),
    CoreReason.VERSION_UNSUPPORTED.value: QT_TRANSLATE_NOOP(
        "RecordError", "The record is in format version {version}; this app reads versions up to {supported}."),
    CoreReason.NO_SETUP.value: QT_TRANSLATE_NOOP("RecordError", "The record has no setup."),
    CoreReason.UNKNOWN_FIELD.value: QT_TRANSLATE_NOOP("RecordError", "The record has fields this app does not know: "
                                                      "{fields}."),
    CoreReason.UNKNOWN_GAME.value: QT_TRANSLATE_NOOP("RecordError", "The record is of a game this app does not "
                                                                    "know ({game})."),
    CoreReason.BAD_SETUP.value: QT_TRANSLATE_NOOP("RecordError", "The record’s setup is damaged: {problem}"),
    CoreReason.NO_ACTIONS.value: QT_TRANSLATE_NOOP("RecordError", "The record has no list of actions."),
    CoreReason.ACTION_MALFORMED.value: QT_TRANSLATE_NOOP("RecordError", "Action {number} of the record is damaged."),
    CoreReason.ACTION_ILLEGAL.value: QT_TRANSLATE_NOOP("RecordError",
                                                       "Action {number} of the record is not allowed: {why}"),
    CoreReason.ACTION_FAILED.value: QT_TRANSLATE_NOOP("RecordError",
                                                      "Action {number} of the record could not be replayed."),
}
SETUP_ERRORS: dict[str, str] = {
    "setup_unknown_game": QT_TRANSLATE_NOOP("SetupError", "There is no game called “{game}”."),
    "setup_player_count": QT_TRANSLATE_NOOP("SetupError", "The game needs {min} to {max} players, not {count}."),
    "setup_name_not_text": QT_TRANSLATE_NOOP("SetupError", "Player {player}’s name is not text."),
    "setup_name_empty": QT_TRANSLATE_NOOP("SetupError", "Player {player} has no name."),
    "setup_name_too_long": QT_TRANSLATE_NOOP("SetupError", "Player {player}’s name is longer than {max} characters."),
    "setup_name_control": QT_TRANSLATE_NOOP("SetupError", "Player {player}’s name has a control character ({code})."),
    "setup_wrong_options": QT_TRANSLATE_NOOP("SetupError", "The rule options belong to another game."),
    "setup_bad_options": QT_TRANSLATE_NOOP("SetupError", "A rule option is unknown or has a value outside its "
                                                         "choices ({detail})."),
    "setup_field_type": QT_TRANSLATE_NOOP("SetupError", "The field “{field}” is missing or has the wrong type."),
    "setup_unknown_field": QT_TRANSLATE_NOOP("SetupError", "The setup has fields this game does not have: {fields}."),
    "setup_missing_options": QT_TRANSLATE_NOOP("SetupError", "The setup does not give the rule options {options}."),
    "setup_field_entry": QT_TRANSLATE_NOOP("SetupError", "Entry {entry} of the field “{field}” is damaged."),
    "setup_not_the_deck": QT_TRANSLATE_NOOP("SetupError", "The field “{field}” is not the deck for {players} players."),
    "setup_inconsistent": QT_TRANSLATE_NOOP("SetupError", "The field “{field}” does not fit the players or the "
                                                          "rule options."),
}


def _setup_template(code: str, game: str | None) -> str | None:
    """The template of a setup problem: shared, else the game's own (any game's when none is named:
    a game's codes are prefixed with its name, so they do not clash)."""
    if code in SETUP_ERRORS:
        return SETUP_ERRORS[code]
    from brass_desktop.engine import registered_games

    for name in ([game] if game else registered_games()):
        template = words_for(name).setup_errors.get(code)
        if template is not None:
            return template
    return None


def setup_error_text(reason: Any, params: Mapping[str, Any], game: str | None = None) -> str:
    """One sentence saying why a setup cannot start a game (a SetupError's reason and params)."""
    code = str(getattr(reason, "value", reason))
    template = _setup_template(code, game) if code else None
    if template is None:
        return fill(translate("SetupError", "The setup cannot start a game ({code})."), {"code": code or "?"})
    return fill(translate("SetupError", template), params)


def record_error_text(error: Any, names: Sequence[str] = (), data: Any = None) -> str:
    """One sentence saying why a record cannot be opened (a RecordError's reason and params).

    An illegal action is worded in the words of the record's game (``params["game"]``, or ``data``'s)."""
    params = dict(getattr(error, "params", {}))
    code = str(getattr(getattr(error, "reason", None), "value", ""))
    if code == CoreReason.BAD_SETUP.value:
        params["problem"] = setup_error_text(params.get("setup_reason", ""), params)
    elif code == CoreReason.ACTION_ILLEGAL.value:
        violations = params.get("violations") or []
        params["why"] = " ".join(_record_reason(v, names, data, params.get("game")) for v in violations[:1])
    template = RECORD_ERRORS.get(code, RECORD_ERRORS[CoreReason.NOT_A_RECORD.value])
    return fill(translate("RecordError", template), params)


def _record_reason(violation: Violation, names: Sequence[str], data: Any, game: Any) -> str:
    """A refusal met while replaying a record, worded with the data of the record's game."""
    if data is None and isinstance(game, str) and game:
        from brass_desktop.engine import get_game

        definition = get_game(game)
        data = definition.load_data(definition.options_class())
    if data is None:  # a record error made without its game: only the code can be said
        return fill(translate("Reason", "Not allowed ({code})."), {"code": violation.reason.value})
    return reason_text(violation, names, data)
