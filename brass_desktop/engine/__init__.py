"""The rules engine: pure Python (standard library + networkx), never Qt.

A game-neutral core (``core/``: the ``Game`` facade, flow runner, reasons, records, undo
policy, the ``GameDefinition`` contract and the registry) and one package per game family
(``brass/``, imported here so that its games register; ``industria/``, declared here and imported
when first played, see ``core/registry.py``).  Public API: ``Game``,
``GameSetup``, ``RuleOptions``, the Brass action classes, the event types (``Event``,
``ActionEvent``, ``BrassEvent``, ``IndustriaEvent``), ``Violation``, ``Reason``,
``CoreReason``, ``IllegalActionError``, ``pace_collector``, ``RecordError``, ``SetupError``, ``Outcome``, ``Probe``
and the few Brass facts the controller and the UI read; they import nothing else of the engine.
The names of ``_LAZY`` (records, Industria facts, the UI's probe) are imported when first read (PEP 562), so
that importing the engine stays light (issue 13: at most 70 ms).
See docs/architecture.md.
"""
from importlib import import_module
from typing import TYPE_CHECKING, Any

from . import brass  # noqa: F401  (registers Lancashire and Birmingham)
from .brass.actions import (
    WILD_CARDS,
    Action,
    BuildIndustry,
    BuildLink,
    Develop,
    EndSell,
    Pass,
    Scout,
    Sell,
    SellMore,
    SellTile,
    TakeLoan,
    action_cards,
    action_from_dict,
    action_to_dict,
    notation,
)
from .brass.data import CANAL, DISTANT, MARKET, RAIL, GameData, load_game_data
from .brass.flow import actions_in_turn, era_scores
from .brass.options import BIRMINGHAM_CHOICES, CHOICES, BirminghamOptions, RuleOptions
from .brass.reasons import Reason
from .brass.rules.common import MERCHANT_BEER, tile_vp
from .brass.ruleset import Ruleset, ruleset
from .brass.state import ACTION, SELL_MORE, SHORTFALL, GameState, Tile
from .core.collector import pace_collector
from .core.definition import Outcome, PlayerScore, Preview, Probe, ReviewPoint, SetupError, Stage
from .core.events import ActionEvent, Event, declare_events
from .core.game import Game
from .core.reasons import CoreReason, IllegalActionError, RecordError, Violation
from .core.registry import declare_game, get_game, registered_games
from .core.setup import GameSetup
from .core.undo import DEFAULT_UNDO_POLICY, UNDO_POLICIES

if TYPE_CHECKING:
    from .brass.events import BRASS_EVENT_TYPES, BrassEvent
    from .brass.probe import choice_kind
    from .core.record import game_from_json, record_to_json
    from .industria.data import load_industria_data
    from .industria.definition import START_COINS as INDUSTRIA_START_COINS
    from .industria.events import INDUSTRIA_EVENT_TYPES, IndustriaEvent
    from .industria.options import IndustriaOptions
    from .industria.reasons import IndustriaReason, IndustriaSetupReason

declare_game("industria", f"{__name__}.industria")  # Industria's code is imported when first played

#: public names imported when first read -> their module
_LAZY = {"BRASS_EVENT_TYPES": ".brass.events", "BrassEvent": ".brass.events", "choice_kind": ".brass.probe",
         "game_from_json": ".core.record", "record_to_json": ".core.record",
         "load_industria_data": ".industria.data", "IndustriaOptions": ".industria.options",
         "IndustriaReason": ".industria.reasons", "IndustriaSetupReason": ".industria.reasons",
         "INDUSTRIA_EVENT_TYPES": ".industria.events", "IndustriaEvent": ".industria.events"}


#: public names read under another name than their module's -> (module, name there)
_LAZY_RENAMED = {"INDUSTRIA_START_COINS": (".industria.definition", "START_COINS")}


def __getattr__(name: str) -> Any:
    module, own = _LAZY_RENAMED.get(name, (_LAZY.get(name), name))
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(import_module(module, __name__), own)
    globals()[name] = value  # the next read is a plain attribute
    return value

__all__ = [
    "Action", "BuildIndustry", "BuildLink", "Develop", "EndSell", "Pass", "Sell", "SellMore", "SellTile",
    "TakeLoan", "action_from_dict", "action_to_dict", "notation", "CANAL", "DISTANT", "MARKET", "RAIL",
    "GameData", "load_game_data", "Game", "RuleOptions", "BirminghamOptions", "IllegalActionError", "Reason",
    "CoreReason", "RecordError", "SetupError", "Violation", "game_from_json", "record_to_json", "GameSetup",
    "GameState", "Outcome", "PlayerScore", "Preview", "ReviewPoint", "Stage", "get_game", "registered_games",
    # what the controller and the UI read (they import nothing else of the engine: test_public_api.py)
    "WILD_CARDS", "Scout", "action_cards", "actions_in_turn", "era_scores", "BIRMINGHAM_CHOICES", "CHOICES",
    "choice_kind", "MERCHANT_BEER", "tile_vp", "Ruleset", "ruleset", "ACTION", "SELL_MORE", "SHORTFALL", "Probe",
    "DEFAULT_UNDO_POLICY", "UNDO_POLICIES", "Tile", "pace_collector",
    # events (core/events.py): what Game.apply returns, and each family's declared types
    "Event", "ActionEvent", "declare_events", "BrassEvent", "BRASS_EVENT_TYPES", "IndustriaEvent",
    "INDUSTRIA_EVENT_TYPES",
    # Industria facts the UI reads
    "load_industria_data", "IndustriaOptions", "IndustriaReason", "IndustriaSetupReason", "INDUSTRIA_START_COINS",
]
