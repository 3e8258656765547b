"""The Brass family's words (Lancashire and Birmingham), registered with the shared texts.

The names live in ``names.py``, the sentences (reasons, log, preview, review points, hints) in
``sentences.py``, the rule options in ``option_words.py`` and the rule ids in ``rule_links.py``;
this module gathers them for the Brass panels (``words.card_name(...)``) and registers
``BrassWords`` so that the shared words find them by the game's name or family.
"""
from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from enum import Enum
from typing import Any

from brass_desktop.engine import GameData
from brass_desktop.ui.brass import option_words, rule_links, sentences
from brass_desktop.ui.brass.names import (
    CARD_NAMES,
    ERA_NAMES,
    INDUSTRY_NAMES,
    KIND_HINTS,
    KIND_NAMES,
    MERCHANT_BONUSES,
    MERCHANT_TILE_NAMES,
    RESOURCE_NAMES,
    STEP_NAMES,
    STEP_PROMPTS,
    card_industries,
    card_name,
    choice_text,
    era_name,
    industry_name,
    is_industry_card,
    is_merchant_id,
    is_wild_card,
    kind_hint,
    kind_name,
    line_name,
    location_name,
    merchant_bonus_text,
    merchant_name,
    merchant_tile_text,
    resource_name,
    slot_name,
    source_name,
    sources_text,
    step_name,
    step_prompt,
)
from brass_desktop.ui.brass.option_words import OPTION_HELP, OPTION_LABELS, OPTION_VALUES, UNDISPUTED_OPTIONS
from brass_desktop.ui.brass.sentences import EVENTS, PHASE_NAMES, REASON_VARIANTS, REASONS, preview_lines
from brass_desktop.ui.texts import QT_TRANSLATE_NOOP, LibraryChart, money, register_words

__all__ = [
    "CARD_NAMES", "ERA_NAMES", "EVENTS", "INDUSTRY_NAMES", "KIND_HINTS", "KIND_NAMES", "MERCHANT_BONUSES",
    "MERCHANT_TILE_NAMES", "OPTION_HELP", "OPTION_LABELS", "OPTION_VALUES", "PHASE_NAMES", "REASONS",
    "REASON_VARIANTS", "RESOURCE_NAMES", "STEP_NAMES", "STEP_PROMPTS", "UNDISPUTED_OPTIONS", "WORDS",
    "BrassWords", "card_industries", "card_name", "choice_text", "era_name", "industry_name", "is_industry_card",
    "is_merchant_id", "is_wild_card", "kind_hint", "kind_name", "line_name", "location_name",
    "merchant_bonus_text", "merchant_name", "merchant_tile_text", "money", "preview_lines", "resource_name",
    "slot_name", "source_name", "sources_text", "step_name", "step_prompt",
]


class BrassWords:
    """The Brass family's ``GameWords`` (ui/texts/registry.py)."""

    family = "brass"
    game_names: Mapping[str, str] = {
        "lancashire": QT_TRANSLATE_NOOP("Game", "Brass (Lancashire)"),
        "birmingham": QT_TRANSLATE_NOOP("Game", "Brass: Birmingham"),
    }
    # R10.6, Birmingham 8.2 (engine/brass/flow.py ``outcome``): income, then money, then turn order
    tiebreaks: Mapping[str, tuple[str, str]] = {
        "income": (QT_TRANSLATE_NOOP("WinnerDialog", "Income (tie-break)"),
                   QT_TRANSLATE_NOOP("Outcome", "a tie on points, broken by higher income")),
        "money": (QT_TRANSLATE_NOOP("WinnerDialog", "Money (tie-break)"),
                  QT_TRANSLATE_NOOP("Outcome", "a tie on points and income, broken by more money")),
        "turn_order": (QT_TRANSLATE_NOOP("WinnerDialog", "Turn order (tie-break)"),
                       QT_TRANSLATE_NOOP("Outcome", "a tie on points, income and money, broken by turn order")),
    }
    about = ""  # the About dialog's own words name Brass's designer (the app is Brass Desktop)
    reason_rules: Mapping[Enum, Mapping[str, str]] = rule_links.REASON_RULES
    kind_rules: Mapping[str, Mapping[str, Mapping[str, str]]] = rule_links.KIND_RULES
    setup_errors: Mapping[str, str] = {}
    hint_moves: Mapping[str, str] = sentences.HINT_MOVES
    hint_reasons: Mapping[str, str] = sentences.HINT_REASONS
    milestone_events = frozenset({"round_started", "era_started", "era_scored", "round_ended"})
    library_chart = LibraryChart(
        sources={"canal_links": QT_TRANSLATE_NOOP("LibraryDialog", "Canal links"),
                 "canal_industries": QT_TRANSLATE_NOOP("LibraryDialog", "Canal industries"),
                 "rail_links": QT_TRANSLATE_NOOP("LibraryDialog", "Rail links"),
                 "rail_industries": QT_TRANSLATE_NOOP("LibraryDialog", "Rail industries"),
                 "starter": QT_TRANSLATE_NOOP("LibraryDialog", "Introductory game scoring"),
                 "money": QT_TRANSLATE_NOOP("LibraryDialog", "Money"),
                 "bonus": QT_TRANSLATE_NOOP("LibraryDialog", "Merchant bonuses"),
                 "lost": QT_TRANSLATE_NOOP("LibraryDialog", "Lost to shortfalls"),
                 "other": QT_TRANSLATE_NOOP("LibraryDialog", "Other")},
        colors={"canal_links": "#5b8fb9", "canal_industries": "#9ec5e6", "rail_links": "#7a4f2a",
                "rail_industries": "#d9a66b", "starter": "#6a9a3a", "money": "#e0c341", "bonus": "#b05fa0",
                "lost": "#a11d1d", "other": "#9a9a9a"},
        metrics={"vp": QT_TRANSLATE_NOOP("LibraryDialog", "Victory points"),
                 "income_level": QT_TRANSLATE_NOOP("LibraryDialog", "Income level"),
                 "money": QT_TRANSLATE_NOOP("LibraryDialog", "Money (£)")},
        round_axis=QT_TRANSLATE_NOOP("LibraryDialog", "Round (canal, then rail)"))
    scenario_titles: Mapping[str, str] = {
        "lancashire-canal-era-end": QT_TRANSLATE_NOOP("Scenario", "Lancashire: the canal era is about to be scored"),
        "birmingham-canal-era-end": QT_TRANSLATE_NOOP("Scenario", "Birmingham: the canal era is about to be scored"),
        "lancashire-shortfall": QT_TRANSLATE_NOOP("Scenario", "Lancashire: income is due and a player cannot pay"),
        "birmingham-shortfall": QT_TRANSLATE_NOOP("Scenario", "Birmingham: income is due and a player cannot pay"),
        "lancashire-distant-market": QT_TRANSLATE_NOOP("Scenario", "Lancashire: a sale to the distant market"),
        "lancashire-double-rail": QT_TRANSLATE_NOOP("Scenario", "Lancashire: a turn that builds two rails"),
        "birmingham-double-rail": QT_TRANSLATE_NOOP("Scenario", "Birmingham: a turn that builds two rails"),
    }

    def reason_template(self, reason: Enum, params: Mapping[str, Any], game: str) -> str | None:
        return sentences.reason_template(reason, params, game)

    def param_words(self, params: Mapping[str, Any], names: Sequence[str], data: GameData) -> dict[str, Any]:
        return sentences.param_words(params, names, data)

    def event_lines(self, event: Mapping[str, Any], names: Sequence[str], data: GameData) -> list[str]:
        return sentences.event_lines(event, names, data)

    def action_summary(self, action: Any, names: Sequence[str], data: GameData) -> str:
        return sentences.action_summary(action, names, data)

    def preview_lines(self, preview: Any, data: GameData, names: Sequence[str] = (),
                      player: int | None = None) -> list[str]:
        return sentences.preview_lines(preview, data, names, player)

    def place_name(self, place: str, data: GameData) -> str:
        return location_name(place, data)

    def stage_name(self, stage: str) -> str:
        return era_name(stage)

    def tiebreak_value(self, key: str, values: Mapping[str, int]) -> str:
        if key == "income":  # the income level (R10.6), or the track space with that option
            return money(values.get("income_level", values.get("income", 0)))
        if key == "money":
            return money(values.get("money", 0))
        return str(values.get(key, 0) + (1 if key == "turn_order" else 0))  # turn order counts from 1

    def option_label(self, name: str) -> str:
        return option_words.option_label(name)

    def option_help(self, name: str) -> str:
        return option_words.option_help(name)

    def option_value(self, name: str, value: Any) -> str:
        return option_words.option_value(name, value)

    def option_disputed(self, name: str) -> bool:
        return option_words.option_disputed(name)

    def options_note(self, game: str) -> str:
        return option_words.options_note(game)

    def hint_words(self, params: Mapping[str, Any], names: Sequence[str],
                   data: GameData) -> dict[str, Callable[[], Any]]:
        return sentences.hint_words(params, names, data)

    def review_point_title(self, point: Any) -> str:
        return sentences.review_point_title(point)

    def review_point_row(self, row: Mapping[str, Any], point: Any) -> str:
        return sentences.review_point_row(row, point)

    def review_point_rule(self, step: str, game: str) -> str | None:
        return rule_links.POINT_RULES.get(step, {}).get(game)


WORDS = register_words(BrassWords())
