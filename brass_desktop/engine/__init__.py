"""The rules engine: pure Python (standard library + networkx), never Qt.

A game-neutral core (``core/``: the ``Game`` facade, flow runner, reasons, records, undo
policy, the ``GameDefinition`` contract and the registry) and one package per game family
(``brass/``), imported here so that its games register.  Public API: ``Game``,
``GameSetup``, ``RuleOptions``, the Brass action classes, ``Violation``, ``Reason``,
``CoreReason``, ``IllegalActionError``, ``RecordError``, ``SetupError``, ``Outcome``.
See docs/architecture.md.
"""
from . import brass  # noqa: F401  (registers Lancashire and Birmingham)
from .brass.actions import (
                            Action,
                            BuildIndustry,
                            BuildLink,
                            Develop,
                            EndSell,
                            Pass,
                            Sell,
                            SellMore,
                            SellTile,
                            TakeLoan,
                            action_from_dict,
                            action_to_dict,
                            notation,
)
from .brass.data import CANAL, DISTANT, MARKET, RAIL, GameData, load_game_data
from .brass.options import BirminghamOptions, RuleOptions
from .brass.reasons import Reason
from .brass.state import GameState
from .core.definition import Outcome, PlayerScore, Preview, SetupError
from .core.game import Game
from .core.reasons import CoreReason, IllegalActionError, RecordError, Violation
from .core.record import game_from_json, record_to_json
from .core.registry import get_game, registered_games
from .core.setup import GameSetup

__all__ = [
    "Action", "BuildIndustry", "BuildLink", "Develop", "EndSell", "Pass", "Sell", "SellMore", "SellTile",
    "TakeLoan", "action_from_dict", "action_to_dict", "notation", "CANAL", "DISTANT", "MARKET", "RAIL",
    "GameData", "load_game_data", "Game", "RuleOptions", "BirminghamOptions", "IllegalActionError", "Reason",
    "CoreReason", "RecordError", "SetupError", "Violation", "game_from_json", "record_to_json", "GameSetup",
    "GameState", "Outcome", "PlayerScore", "Preview", "get_game", "registered_games",
]
