"""RandomAgent draws exactly as grouping by kind with ``random.choices`` and ``random.choice`` does
(the benchmark digests depend on it), also when the kinds are not listed in runs, and its kept
running weights are per set of kinds."""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from brass_desktop.engine.agents import BUILDER_WEIGHTS, RandomAgent


@dataclass(frozen=True)
class Item:
    kind: str
    n: int


def reference_pick(rng: random.Random, weights: dict[str, float], items: list[Any]) -> Any:
    """The draw written plainly: group by kind, choose a kind with random.choices, then an item."""
    by_kind: dict[str, list[Any]] = {}
    for item in items:
        by_kind.setdefault(item.kind, []).append(item)
    kinds = sorted(by_kind)
    if weights:
        kind = rng.choices(kinds, [weights.get(k, 1.0) for k in kinds])[0]
    else:
        kind = rng.choices(kinds)[0]
    return rng.choice(by_kind[kind])


def random_lists(seed: int, count: int) -> list[list[Item]]:
    """Item lists with 1-6 kinds of BUILDER_WEIGHTS, in runs or shuffled."""
    make = random.Random(seed)
    kinds = sorted(BUILDER_WEIGHTS) + ["unweighted"]
    out = []
    for i in range(count):
        chosen = make.sample(kinds, make.randint(1, 6))
        items = [Item(k, j) for k in chosen for j in range(make.randint(1, 9))]
        if i % 2:
            make.shuffle(items)  # kinds not in runs: the one-by-one path
        out.append(items)
    return out


def test_pick_draws_as_random_choices_over_groups() -> None:
    lists = random_lists(7, 400)
    for weights in (BUILDER_WEIGHTS, {}):
        agent, reference = RandomAgent(3, weights), random.Random(3)
        picks = [agent._pick(items) for items in lists]
        assert picks == [reference_pick(reference, weights, items) for items in lists]
        assert len({p.kind for p in picks}) == len(BUILDER_WEIGHTS) + 1


def test_kept_running_weights_are_per_set_of_kinds() -> None:
    # Two kind sets in turn: running weights kept for one set must never serve the other (a key
    # missing the kinds would draw "build" for the second list far too often).
    first = [Item("build", 0), Item("pass", 0)]
    second = [Item("loan", 0), Item("pass", 0)]
    agent, reference = RandomAgent(11, BUILDER_WEIGHTS), random.Random(11)
    for _ in range(300):
        for items in (first, second):
            assert agent._pick(items) == reference_pick(reference, BUILDER_WEIGHTS, items)
