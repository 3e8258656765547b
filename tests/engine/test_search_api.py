"""The engine's fast paths for search (issue 13): ``Game.copy``, ``Game.child``,
``apply(checked=False)``, shared actions and link graphs, and a light import."""
from __future__ import annotations

import subprocess
import sys

import pytest

from brass_desktop.engine import Game, GameSetup, get_game
from brass_desktop.engine.agents import BUILDER_WEIGHTS, RandomAgent
from brass_desktop.engine.brass.context import Context, link_graph
from brass_desktop.engine.core.actions import Interner
from brass_desktop.engine.core.reasons import IllegalActionError

GAMES = ("lancashire", "birmingham")


def _played(game_name: str, seed: int, actions: int) -> Game:
    game = Game.new(GameSetup(players=("A", "B", "C", "D"), seed=seed, game=game_name,
                              options=get_game(game_name).options_class()))
    agent = RandomAgent(seed, BUILDER_WEIGHTS)
    for _ in range(actions):
        game.apply(agent.choose(game))
    return game


@pytest.mark.parametrize("game_name", GAMES)
def test_child_and_unchecked_apply_reach_the_same_position_as_apply(game_name: str) -> None:
    game = _played(game_name, 3, 40)
    for action in game.legal_actions()[::17]:
        before = game.state.to_dict()
        child = game.child(action)
        assert game.state.to_dict() == before  # the parent is untouched
        assert child.history == [] and not child.can_undo()
        checked = game.copy()
        checked.apply(action)
        unchecked = game.copy()
        unchecked.apply(action, checked=False)
        assert child.state.to_dict() == checked.state.to_dict() == unchecked.state.to_dict()
        assert unchecked.history == [action]
        unchecked.undo()  # an unchecked action is still recorded and undoable
        assert unchecked.state.to_dict() == before


@pytest.mark.parametrize("game_name", GAMES)
def test_copy_is_independent_and_has_no_history(game_name: str) -> None:
    game = _played(game_name, 5, 30)
    copy = game.copy()
    assert copy.state.to_dict() == game.state.to_dict()
    assert copy.legal_actions() == game.legal_actions()
    assert copy.history == [] and not copy.can_undo() and not copy.can_redo()
    assert len(game.history) == 30
    copy.apply(copy.legal_actions()[0])
    assert copy.state.to_dict() != game.state.to_dict()
    assert len(game.history) == 30


def test_checked_apply_still_refuses_an_illegal_action() -> None:
    game = _played("lancashire", 1, 10)
    action = game.legal_actions(kind="loan")[0]
    other = game.copy()
    other.state.players[other.current_player].hand.clear()  # type: ignore[index]
    with pytest.raises(IllegalActionError):
        other.apply(action)


def test_interner_shares_equal_actions_and_stays_bounded() -> None:
    made: list[tuple[int, int]] = []

    def pair(a: int, b: int) -> tuple[int, int]:
        made.append((a, b))
        return (a, b)

    table = Interner(pair, limit=3)
    first = table.make((1, 2))
    assert table.make((1, 2)) is first and made == [(1, 2)]
    for n in range(3, 6):
        table.make((n, n))
    assert len(table.table) <= 3  # started again at the limit
    assert table.make((1, 2)) == (1, 2)


@pytest.mark.parametrize("game_name", GAMES)
def test_listed_actions_are_shared_between_positions_and_equal_to_fresh_ones(game_name: str) -> None:
    game = _played(game_name, 2, 20)
    first = game.legal_actions()
    again = Game.from_record(game.to_record()).legal_actions()
    assert again == first
    shared = [(a, b) for a, b in zip(first, again, strict=True) if a.kind in ("build", "link", "develop")]
    assert shared and all(a is b for a, b in shared)  # the kinds listed by the hundred are interned


@pytest.mark.parametrize("game_name", GAMES)
def test_link_graph_is_shared_by_states_with_the_same_lines_and_matches_a_fresh_search(game_name: str) -> None:
    game = _played(game_name, 4, 60)
    state = game.state
    assert state.links, "the position should have links"
    ctx = Context(game.data, state, game.options)
    other = Context(game.data, state.clone(), game.options)
    assert ctx.links is other.links is link_graph(game.data, list(reversed(list(state.links))))
    # the shared distances are a plain BFS over the built lines
    start = next(iter(state.links))
    source = game.data.lines[start].a
    expected = {source: 0}
    frontier = [source]
    while frontier:
        nxt = []
        for loc in frontier:
            for other_loc in ctx.adjacency[loc]:
                if other_loc not in expected:
                    expected[other_loc] = expected[loc] + 1
                    nxt.append(other_loc)
        frontier = nxt
    assert ctx.distances((source,)) == expected
    assert expected[game.data.lines[start].b] == 1


def test_engine_import_does_not_load_networkx_but_the_map_graph_does() -> None:
    code = ("import sys, brass_desktop.engine as e\n"
            "assert 'networkx' not in sys.modules, 'networkx on the play path'\n"
            "from brass_desktop.engine.brass.data import load_game_data\n"
            "data = load_game_data('lancashire')\n"
            "g = data.graph\n"
            "assert 'networkx' in sys.modules and g is load_game_data('lancashire').graph\n"
            "print(g.number_of_nodes(), g.number_of_edges(), len(data.locations))\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.split()
    nodes, edges, locations = (int(x) for x in out)
    assert nodes == locations and edges > 0


def test_engine_import_leaves_industria_records_and_json_until_first_used() -> None:
    """Issue 13 (a light import): Industria is declared, not imported, with the engine; the first
    ``get_game("industria")`` or read of an Industria name imports it; json comes with the records."""
    code = ("import sys, brass_desktop.engine as e\n"
            "late = ('brass_desktop.engine.industria', 'brass_desktop.engine.core.record', 'json')\n"
            "print([m for m in late if m in sys.modules])\n"
            "print(e.registered_games())\n"
            "d = e.get_game('industria')\n"
            "print(d.name, 'brass_desktop.engine.industria.definition' in sys.modules)\n"
            "print(e.IndustriaOptions is sys.modules['brass_desktop.engine.industria.options'].IndustriaOptions)\n"
            "print(callable(e.record_to_json), 'json' in sys.modules)\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.splitlines() == ["[]", "('lancashire', 'birmingham', 'industria')", "industria True", "True",
                                "True True"]


def test_engine_import_leaves_the_probe_and_the_views_until_first_asked() -> None:
    """Issue 13 (a light import): random play lists, applies and undoes without the UI's probe
    (``choice_kind``, ``Game.probe``) or the views of what a player knows (``view_for``,
    ``determinize``); each is imported when first asked and answers as before."""
    code = ("import sys, random, brass_desktop.engine as e\n"
            "late = ('brass_desktop.engine.brass.probe', 'brass_desktop.engine.brass.views')\n"
            "g = e.Game.new(e.GameSetup(players=('A', 'B'), seed=1, game='lancashire'))\n"
            "g.apply(g.legal_actions()[0]); g.undo()\n"
            "print([m for m in late if m in sys.modules])\n"
            "print(e.choice_kind(g.legal_actions()[0]), len(g.probe({'kind': 'loan'}).actions))\n"
            "print(len(g.view_for(0).players), len(g.determinize(0, random.Random(2)).state.deck))\n"
            "print([m for m in late if m in sys.modules])\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.splitlines() == ["[]", "build 21", "2 22", "['brass_desktop.engine.brass.probe', "
                                "'brass_desktop.engine.brass.views']"]


def test_an_unknown_game_is_a_key_error_and_an_unknown_engine_name_an_attribute_error() -> None:
    import brass_desktop.engine as engine

    with pytest.raises(KeyError):
        get_game("chess")
    with pytest.raises(AttributeError, match="no_such_name"):
        engine.no_such_name  # noqa: B018


@pytest.mark.parametrize("game_name", ["lancashire", "birmingham", "industria"])
def test_undo_restores_the_position_with_facts_that_agree_with_a_fresh_context(game_name: str) -> None:
    """After apply + undo the game lists and explains from the context kept with the snapshot
    (every game, GameDefinition.moved_context): the same lists and answers as a context built afresh."""
    game = Game.new(GameSetup(players=("A", "B", "C", "D"), seed=4, game=game_name,
                              options=get_game(game_name).options_class()))
    agent = RandomAgent(4, BUILDER_WEIGHTS if game_name != "industria" else None)
    kept = 0
    for _ in range(60):
        legal = game.legal_actions()
        action = agent.choose(game, legal)
        game.apply(action)
        game.undo()
        game._redo.clear()
        if game._context is not None:
            kept += 1
            assert game._context.state is game.state
        warm = game.legal_actions()
        warm_answers = [game.explain(a) for a in legal[:20]]
        game.edit()  # forget the kept facts: the next lists and answers come from a fresh context
        assert warm == game.legal_actions() == legal
        assert warm_answers == [game.explain(a) for a in legal[:20]]
        game.apply(action)
    assert kept == 60
