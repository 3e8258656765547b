"""Computer players (pure Python, no Qt): levels, hints and the player's view they play from."""
from .agent import (
                    LEVELS,
                    Agent,
                    RandomPlayer,
                    SearchPlayer,
                    choose_from_record,
                    decide,
                    decision_seed,
                    hints_from_record,
                    make_agent,
                    suggest,
)
from .hints import Hint, HintReason
from .views import observe

__all__ = [
                    "LEVELS",
                    "Agent",
                    "Hint",
                    "HintReason",
                    "RandomPlayer",
                    "SearchPlayer",
                    "choose_from_record",
                    "decide",
                    "decision_seed",
                    "hints_from_record",
                    "make_agent",
                    "observe",
                    "suggest",
]
