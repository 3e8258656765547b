"""Link graphs derived from the graph of one line fewer (issue 13): the same graph as one built
from scratch, in every order the lines may be built in."""
from __future__ import annotations

import random

import pytest

from brass_desktop.engine.brass import context
from brass_desktop.engine.brass.data import load_game_data as data_for


def _partition(component: dict[str, int]) -> set[frozenset[str]]:
    groups: dict[int, set[str]] = {}
    for loc, cid in component.items():
        groups.setdefault(cid, set()).add(loc)
    return {frozenset(group) for group in groups.values()}


@pytest.mark.parametrize("game", ["lancashire", "birmingham"])
def test_a_derived_link_graph_is_the_graph_of_its_lines(game: str) -> None:
    data = data_for(game)
    rng = random.Random(3)
    derived = 0
    for _ in range(30):
        context._LINK_GRAPHS.clear()
        lines = rng.sample(sorted(data.lines), min(len(data.lines), 25))
        built: dict[str, int] = {}
        for number, line in enumerate(lines):
            before = context._LINK_GRAPHS.get((data.game, frozenset(built)))
            if before is not None and number % 3:  # the parent's components known, or not
                before.component  # noqa: B018
            built[line] = number % 4
            graph = context.link_graph(data, built)
            fresh = context.LinkGraph(data, built)
            assert {loc: sorted(nxt) for loc, nxt in graph.adjacency.items()} == \
                   {loc: sorted(nxt) for loc, nxt in fresh.adjacency.items()}
            assert _partition(graph.component) == _partition(fresh.component)
            if before is not None:
                derived += 1
                # the parent is left as it was: its lists are shared, never extended
                parent = context.LinkGraph(data, list(built)[:-1])
                assert {loc: sorted(nxt) for loc, nxt in before.adjacency.items()} == \
                       {loc: sorted(nxt) for loc, nxt in parent.adjacency.items()}
                assert _partition(before.component) == _partition(parent.component)
    assert derived > 600
