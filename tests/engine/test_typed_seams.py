"""The typed seams between the core and a game (issue 41, must-have 1).

* Few ``Any`` in the core's public signatures: the contract is typed, so mypy --strict has
  something to check (``any_signatures`` counts them; the issue started at 62 of 83).
* Every registered game's rule modules provide what ``core.seams.RuleModule`` names.
* ``Game`` and ``GameDefinition`` are generic for the type checker only.
"""
from __future__ import annotations

import ast
from pathlib import Path
from typing import Any

import pytest

from brass_desktop.engine import Game, GameSetup, get_game, registered_games
from brass_desktop.engine.core.definition import GameDefinition
from brass_desktop.engine.core.protocols import BasicRuleModule, RuleModule
from brass_desktop.engine.core.seams import LocationId

CORE = Path(__file__).resolve().parents[2] / "brass_desktop" / "engine" / "core"
#: the files whose public signatures form the core's contract (issue 41)
CONTRACT = ("game", "definition", "actions", "record", "registry")
#: fewer than this many public signatures may name ``Any``
ANY_LIMIT = 15


def _mentions_any(annotation: ast.expr) -> bool:
    return any((isinstance(n, ast.Name) and n.id == "Any") or (isinstance(n, ast.Attribute) and n.attr == "Any")
               or (isinstance(n, ast.Constant) and isinstance(n.value, str) and "Any" in n.value)
               for n in ast.walk(annotation))


def public_signatures(path: Path) -> list[tuple[str, bool]]:
    """(qualified name, whether an annotation names Any) of every public function and method of a
    module (its public classes' methods, ``__init__`` included; property getters and setters each)."""
    out: list[tuple[str, bool]] = []

    def visit(body: list[ast.stmt], owner: str) -> None:
        for node in body:
            if isinstance(node, ast.ClassDef) and not node.name.startswith("_"):
                visit(node.body, f"{owner}{node.name}.")
            elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                if node.name.startswith("_") and node.name != "__init__":
                    continue
                a = node.args
                params = (*a.posonlyargs, *a.args, *a.kwonlyargs, a.vararg, a.kwarg)
                annotations = [p.annotation for p in params if p is not None and p.annotation is not None]
                if node.returns is not None:
                    annotations.append(node.returns)
                out.append((owner + node.name, any(map(_mentions_any, annotations))))

    visit(ast.parse(path.read_text(encoding="utf-8")).body, "")
    return out


def any_signatures() -> list[str]:
    """The public signatures of the core's contract that name ``Any``."""
    return [f"{name}.{qual}" for name in CONTRACT for qual, uses in public_signatures(CORE / f"{name}.py") if uses]


def test_fewer_than_15_public_core_signatures_name_any() -> None:
    found = any_signatures()
    assert len(found) < ANY_LIMIT, "\n".join(found)


def test_the_counter_sees_any_where_it_is() -> None:
    tree = ast.parse("def f(a: dict[str, Any], b: 'list[Any]') -> int: ...\ndef g(a: int) -> typing.Any: ...")
    functions = [n for n in tree.body if isinstance(n, ast.FunctionDef)]
    assert [any(_mentions_any(p.annotation) for p in f.args.args if p.annotation) or
            (f.returns is not None and _mentions_any(f.returns)) for f in functions] == [True, True]
    assert len(public_signatures(CORE / "registry.py")) >= 4  # register/declare/get/registered


@pytest.mark.parametrize("name", registered_games())
def test_every_rule_module_provides_the_rule_module_protocol(name: str) -> None:
    definition = get_game(name)
    assert definition.modules
    judged: set[type] = set()
    for module in definition.modules:
        assert isinstance(module, BasicRuleModule), module.__name__  # ACTIONS, legal, check, apply
        for optional in ("moves", "preview"):
            assert callable(getattr(module, optional, None)) or not hasattr(module, optional), (module, optional)
        assert isinstance(module, RuleModule) == (hasattr(module, "moves") and hasattr(module, "preview"))
        judged.update(module.ACTIONS)
    assert judged <= set(definition.action_types.values())  # a module judges only the game's own actions


@pytest.mark.parametrize("name", registered_games())
def test_generic_parameters_cost_nothing_at_run_time(name: str) -> None:
    game = Game.new(GameSetup(players=("A", "B", "C"), seed=3, game=name))
    assert type(game) is Game  # no subscripted alias is ever instantiated
    assert Game[Any, Any] is not Game and GameDefinition[Any, Any, Any, Any, Any] is not GameDefinition
    assert "__orig_class__" not in vars(game)
    definition = game.definition
    assert isinstance(definition, GameDefinition)
    action = game.legal_actions()[0]
    assert definition.action_from_dict(definition.action_to_dict(action)) == action
    for location in definition.action_locations(game.data, action):
        assert type(location) is str  # a LocationId is a str at run time
    assert LocationId("manchester") == "manchester"


AI = CORE.parents[1] / "ai"
#: the AI's shared code: it reaches a game only through its plug-in and its definition's codec
SHARED_AI = ("agent.py", "search.py", "hints.py", "views.py", "games.py", "tournament.py", "__init__.py")


@pytest.mark.parametrize("name", SHARED_AI)
def test_the_ai_s_shared_code_imports_no_game_s_classes(name: str) -> None:
    tree = ast.parse((AI / name).read_text(encoding="utf-8"))
    imported = [node.module or "" for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)]
    imported += [alias.name for node in ast.walk(tree) if isinstance(node, ast.Import) for alias in node.names]
    families = {get_game(game).family for game in registered_games()}
    assert not [m for m in imported for family in families if f"engine.{family}" in m], imported


@pytest.mark.parametrize("name", registered_games())
def test_every_game_s_ai_plug_in_provides_the_plug_in_protocol(name: str) -> None:
    from brass_desktop.ai.games import AIPlugin, plug_for
    plug = plug_for(name)
    members = [m for m in vars(AIPlugin) if not m.startswith("_")]
    assert {"GAMES", "values", "representatives", "reasons", "canonical", "weights_for"} <= set(members)
    assert [m for m in members if not hasattr(plug, m)] == []
    assert name in plug.GAMES


@pytest.mark.parametrize("name", registered_games())
def test_a_worker_s_answer_goes_through_the_game_s_codec(name: str) -> None:
    from brass_desktop.ai.agent import action_of, choose_from_view
    from brass_desktop.ai.views import view_packet
    game = Game.new(GameSetup(players=("A", "B", "C"), seed=5, game=name))
    player = game.current_player
    assert player is not None
    answer = choose_from_view(view_packet(game, player), "random", seed=1)
    action = action_of(name, answer)
    assert type(action) in set(game.definition.action_types.values())
    assert game.is_legal(action)


def test_the_protocols_stay_off_the_engine_s_import() -> None:
    """The Protocols and typing_extensions serve the type checker: importing the engine loads neither."""
    import subprocess
    import sys
    names = ("brass_desktop.engine.core.protocols", "typing_extensions")
    code = f"import sys, brass_desktop.engine; print(sorted(m for m in {names!r} if m in sys.modules))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"
