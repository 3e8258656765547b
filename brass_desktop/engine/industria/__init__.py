"""Industria (Michael Schacht, Queen Games 2003): the rules engine, registered as ``"industria"``."""
from __future__ import annotations

from ..core.registry import register_game
from .definition import IndustriaDefinition
from .options import IndustriaOptions
from .reasons import IndustriaReason

DEFINITION = register_game(IndustriaDefinition())

__all__ = ["DEFINITION", "IndustriaDefinition", "IndustriaOptions", "IndustriaReason"]
