"""Links from refusals, actions and previews to the numbered rules they apply: the shared lookup.

Each game family's words hold its tables (``GameWords.reason_rules``, ``kind_rules``,
``review_point_rule``; ``ui/<family>/rule_links.py``), keyed by reason or
topic and then by game.  The in-app rules reference (and every refusal shown to a player) links to
the rule by its id.  A game without an entry for a reason never raises it.
"""
from __future__ import annotations

import html
from collections.abc import Iterable, Sequence
from enum import Enum
from typing import Any

from brass_desktop.engine import Violation
from brass_desktop.ui import texts


def rule_for(reason: Enum, game: str) -> str | None:
    """The id of the rule a refusal applies in ``game`` (None if that game never gives it)."""
    return texts.words_for(game).reason_rules.get(reason, {}).get(game)


def kind_rule(topic: str, game: str, stage: str | None = None) -> str | None:
    """The rule of an action kind or of a preview line in ``game`` at a stage ("*": at every stage)."""
    stages = texts.words_for(game).kind_rules.get(topic, {}).get(game, {})
    return stages.get(stage or "", stages.get("*"))


def review_point_rule(step: str, game: str) -> str | None:
    """The rule a review point (income, a stage's scoring) applies in ``game``."""
    return texts.words_for(game).review_point_rule(step, game)


SCHEME = "rule"


def rule_url(game: str, rule_id: str) -> str:
    """The link target of a rule: ``rule:<game>/<rule id>``."""
    return f"{SCHEME}:{game}/{rule_id}"


def parse_rule_url(url: str) -> tuple[str, str] | None:
    """``(game, rule id)`` of a rule link, None for any other link."""
    scheme, _, rest = url.partition(":")
    game, _, rule_id = rest.partition("/")
    return (game, rule_id) if scheme == SCHEME and game and rule_id else None


def rule_label(rule_id: str) -> str:
    """"Rule R3.6" as a player reads it."""
    return texts.fill(texts.translate("RuleLinks", "Rule {rule}"), {"rule": rule_id})


def rule_anchor(game: str, rule_id: str) -> str:
    """A rich-text link to a rule ("Rule R3.6")."""
    return f'<a href="{rule_url(game, rule_id)}">{html.escape(rule_label(rule_id))}</a>'


def reasons_html(violations: Iterable[Violation], game: str, names: Sequence[str], data: Any) -> str:
    """Each reason on its own line followed by a link to the rule it applies (rich text)."""
    lines: dict[str, None] = {}
    for violation in violations:
        rule_id = rule_for(violation.reason, game)
        line = html.escape(texts.reason_text(violation, names, data))
        lines[line + (f" {rule_anchor(game, rule_id)}" if rule_id else "")] = None
    return "<br>".join(lines)


def reasons_plain(violations: Iterable[Violation], game: str, names: Sequence[str], data: Any) -> str:
    """The reasons as plain text (tooltips, the status bar), each with "(Rule R3.6)" after it."""
    lines: dict[str, None] = {}
    for violation in violations:
        rule_id = rule_for(violation.reason, game)
        text = texts.reason_text(violation, names, data)
        if rule_id:
            text = texts.fill(texts.translate("RuleLinks", "{reason} ({rule})"),
                              {"reason": text, "rule": rule_label(rule_id)})
        lines[text] = None
    return "\n".join(lines)


def first_rule(violations: Iterable[Violation], game: str) -> str | None:
    """The rule of the first reason that has one (F1 opens it)."""
    return next((r for r in (rule_for(v.reason, game) for v in violations) if r), None)


def preview_rules(kind: str | None, resources: Iterable[str], game: str, stage: str | None = None) -> list[str]:
    """The rules a preview applies: the action's own rule, then one per resource it takes."""
    ids = [kind_rule(kind, game, stage)] if kind else []
    ids += [kind_rule(resource, game, stage) for resource in resources]
    return list(dict.fromkeys(r for r in ids if r))


def preview_links_html(kind: str | None, resources: Iterable[str], game: str, stage: str | None = None) -> str:
    """Links to the rules a preview applies ("Rule R3.7 · Rule R5.1"), empty without rules."""
    return " · ".join(rule_anchor(game, r) for r in preview_rules(kind, resources, game, stage))
