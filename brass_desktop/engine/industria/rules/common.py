"""Guards every Industria rule module runs first."""
from __future__ import annotations

from ...core.reasons import Violation
from ..context import Context
from ..reasons import IndustriaReason as R
from ..reasons import violation
from ..state import OVER


def turn_violations(ctx: Context, player: int | None, phase: str | None) -> list[Violation]:
    """Game over, the wrong phase (``phase`` None: any phase) or another player's decision."""
    state = ctx.state
    if state.phase == OVER:
        return [violation(R.GAME_OVER)]
    if phase is not None and state.phase != phase:
        return [violation(R.WRONG_PHASE, phase=state.phase)]
    current = ctx.current_player()
    if player != current:
        return [violation(R.NOT_YOUR_TURN, player=current)]
    return []
