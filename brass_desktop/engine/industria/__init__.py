"""Industria (Michael Schacht, Queen Games 2003): the rules engine, registered as ``"industria"``."""
from __future__ import annotations

from ..core.caches import kept
from ..core.registry import register_game
from .definition import IndustriaDefinition
from .options import IndustriaOptions
from .reasons import IndustriaReason

_DEFINITION = IndustriaDefinition()
DEFINITION = register_game(_DEFINITION)
# the definition keeps the last context it made (a context caches nothing: it serves the same state again)
kept("industria.definition.last_context", _DEFINITION, bound=1, keys="the last state a context was asked for",
     clear=lambda: setattr(_DEFINITION, "_last_context", None),
     size=lambda: int(_DEFINITION._last_context is not None))

__all__ = ["DEFINITION", "IndustriaDefinition", "IndustriaOptions", "IndustriaReason"]
