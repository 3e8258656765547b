"""The Brass family: Brass (Lancashire) and Brass: Birmingham.

Shared Brass rules (data, state, actions, rule modules, flow, setup) live here; each game is
a ``Ruleset`` (ruleset.py) declared to the core by a definition (definition.py), registered
on import.
"""
from ..core.registry import register_game
from .definition import BIRMINGHAM, LANCASHIRE

register_game(LANCASHIRE)
register_game(BIRMINGHAM)
