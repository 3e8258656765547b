"""Computer players (pure Python, no Qt): levels, hints and the player's view they play from."""
from .agent import (
                    DEFAULT_THINK,
                    LEVELS,
                    THINK_TIMES,
                    Agent,
                    RandomPlayer,
                    SearchPlayer,
                    choose_from_record,
                    choose_from_view,
                    decide,
                    decision_seed,
                    hints_from_record,
                    hints_from_view,
                    make_agent,
                    move_reasons,
                    suggest,
)
from .hints import Hint, HintReason
from .views import knowledge, observe, view_packet

__all__ = [
                    "DEFAULT_THINK",
                    "LEVELS",
                    "THINK_TIMES",
                    "Agent",
                    "Hint",
                    "HintReason",
                    "RandomPlayer",
                    "SearchPlayer",
                    "choose_from_record",
                    "choose_from_view",
                    "decide",
                    "decision_seed",
                    "hints_from_record",
                    "hints_from_view",
                    "knowledge",
                    "make_agent",
                    "move_reasons",
                    "observe",
                    "suggest",
                    "view_packet",
]
