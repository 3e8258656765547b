"""The Brass rules engine: pure Python (standard library + networkx), never Qt.

Public API: ``Game``, ``GameSetup``, ``RuleOptions``, the action classes, ``Violation``,
``Reason``, ``IllegalActionError`` and ``RecordError``.  See docs/architecture.md.
"""
from .actions import (Action, BuildIndustry, BuildLink, Develop, EndSell, Pass, Sell, SellMore, SellTile,
                      TakeLoan, action_from_dict, action_to_dict, notation)
from .data import CANAL, DISTANT, MARKET, RAIL, GameData, load_game_data
from .game import Game
from .options import RuleOptions
from .reasons import IllegalActionError, Reason, RecordError, Violation
from .record import game_from_json, record_to_json
from .setup import GameSetup
from .state import GameState

__all__ = [
    "Action", "BuildIndustry", "BuildLink", "Develop", "EndSell", "Pass", "Sell", "SellMore", "SellTile",
    "TakeLoan", "action_from_dict", "action_to_dict", "notation", "CANAL", "DISTANT", "MARKET", "RAIL",
    "GameData", "load_game_data", "Game", "RuleOptions", "IllegalActionError", "Reason", "RecordError",
    "Violation", "game_from_json", "record_to_json", "GameSetup", "GameState",
]
