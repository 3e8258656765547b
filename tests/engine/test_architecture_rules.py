"""Rules apart from their fast listings (issue 41, must-haves 2 and 5).

A rule module whose listing keeps tables of its own (``rules/<x>.py`` beside ``rules/<x>_listing.py``)
holds the rule only: ``check``, ``apply``, ``preview`` and the plain reference ``legal``, built from
the rule's predicates.  Everything kept across positions - a registered table, a module-level memo,
a ``functools`` cache, the per-map or per-coal-situation memos - lives in the listing module.  A
rule may still ask its context for the position's facts (``ctx.memo`` is the position's own and
goes with it).  The game registers the listing module: the rule's own check, apply and preview with
the listing's ``legal`` and ``moves`` (tests/engine/test_listing_walk.py holds those equal to the
rule's ``legal``).
"""
from __future__ import annotations

import collections
import importlib
import inspect
import pkgutil
import re
from types import ModuleType

import pytest

from brass_desktop.engine.brass import rules as brass_rules
from brass_desktop.engine.brass.ruleset import RULESETS
from brass_desktop.engine.core import caches
from brass_desktop.engine.core.actions import Interner

#: the rule modules split so far (a split undone fails here, not silently)
SPLIT_AT_LEAST = {"build", "develop", "links", "loan"}

#: what a rule module never does: keep answers beyond its position (the listing module may)
_MACHINERY = {
    r"\bkept\(": "registers a kept table",
    r"core\.caches|from \.\.\.core import caches": "imports the cache registry",
    r"\bfunctools\b|\blru_cache\b|@cache\b": "uses a functools cache",
    r"\bstatic_memo\b": "keeps answers per map (data.static_memo)",
    r"\bkept_table\b": "keeps answers per map (data.kept_table)",
    r"\bcoal_memo\b": "keeps answers per coal situation (ctx.coal_memo)",
    r"\.links\.memo\b": "keeps answers per link graph (ctx.links.memo)",
}
_CONTAINERS = (dict, list, set, bytearray, collections.deque, Interner)


def _split_rules() -> list[tuple[ModuleType, ModuleType]]:
    """(rule module, listing module) for every ``rules/<x>.py`` with a ``rules/<x>_listing.py``."""
    names = {info.name for info in pkgutil.iter_modules(brass_rules.__path__)}
    return [(importlib.import_module(f"{brass_rules.__name__}.{name[:-len('_listing')]}"),
             importlib.import_module(f"{brass_rules.__name__}.{name}"))
            for name in sorted(names) if name.endswith("_listing") and name[:-len("_listing")] in names]


SPLIT = _split_rules()
_IDS = [rule.__name__.rsplit(".", 1)[1] for rule, _ in SPLIT]


def test_the_hot_rules_are_split() -> None:
    assert {rule.__name__.rsplit(".", 1)[1] for rule, _ in SPLIT} >= SPLIT_AT_LEAST


@pytest.mark.parametrize(("rule", "listing"), SPLIT, ids=_IDS)
def test_a_split_rule_module_keeps_no_cache_machinery(rule: ModuleType, listing: ModuleType) -> None:
    source = inspect.getsource(rule)
    found = [f"{rule.__name__} {why}" for pattern, why in _MACHINERY.items() if re.search(pattern, source)]
    for name, value in vars(rule).items():
        if name.startswith("__") or getattr(value, "__module__", rule.__name__) != rule.__name__:
            continue
        if isinstance(value, _CONTAINERS) or hasattr(value, "cache_clear"):
            found.append(f"{rule.__name__}.{name}: a module-level {type(value).__name__}")
    registered = {kept.name for kept in caches.kept_tables() if any(kept.table is v for v in vars(rule).values())}
    found += [f"{rule.__name__} holds the registered table {name}" for name in sorted(registered)]
    assert not found, "cache machinery belongs in " + listing.__name__ + ":\n" + "\n".join(found)


@pytest.mark.parametrize(("rule", "listing"), SPLIT, ids=_IDS)
def test_a_split_rule_module_holds_the_rule_and_its_reference_listing(rule: ModuleType, listing: ModuleType) -> None:
    for hook in ("check", "apply", "preview", "legal"):
        assert getattr(rule, hook).__module__ == rule.__name__, f"{rule.__name__}.{hook} is the rule's own"
    assert not hasattr(rule, "moves"), "the grouped listing is the listing module's"
    doc = rule.__doc__ or ""
    assert re.search(r"\bR\d|\b\d\.\d", doc), "the docstring names the rule it implements"
    assert listing.__name__.rsplit(".", 1)[1] + ".py" in doc, "the docstring points to its listing module"


@pytest.mark.parametrize(("rule", "listing"), SPLIT, ids=_IDS)
def test_the_game_registers_the_rules_check_apply_preview_with_the_listings_legal_and_moves(
        rule: ModuleType, listing: ModuleType) -> None:
    for name, ruleset in RULESETS.items():
        if any(cls in ruleset.rules for cls in rule.ACTIONS):
            assert listing in ruleset.modules and rule not in ruleset.modules, name
            for cls in rule.ACTIONS:
                assert ruleset.rules[cls] is listing and ruleset.kinds[cls.kind] is listing, name
    assert listing.ACTIONS is rule.ACTIONS
    for hook in ("check", "apply", "preview"):
        assert getattr(listing, hook) is getattr(rule, hook), f"{listing.__name__}.{hook} is the rule's"
    for hook in ("legal", "moves"):
        assert getattr(listing, hook).__module__ == listing.__name__, f"{listing.__name__}.{hook} is the listing's"
