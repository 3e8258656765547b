"""The flow runner: a game's turn/round/epoch structure as named steps queued in the state.

A game keeps ``state.flow`` (the names of the steps still to run) and a table of step
functions.  :func:`run_flow` runs the queue in order; a step that must wait for a player's
decision (Brass's income shortfall, an auction) returns ``False`` and stays at the head of
the queue, so the flow resumes exactly there after that decision (the queue is part of the
state: undo snapshots and records never lose it).
"""
from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, Protocol


class FlowState(Protocol):
    flow: list[str]


#: A step: ``(ctx, fx) -> done``; ``False`` pauses the flow until a player decides.
Step = Callable[[Any, Any], bool]


def run_flow(state: FlowState, steps: Mapping[str, Step], context: Callable[[], Any], fx: Any) -> bool:
    """Run queued steps until the queue is empty (True) or a step waits for a decision (False).

    ``context()`` builds a fresh context for each step, because the step before changed the state.
    """
    while state.flow:
        if not steps[state.flow[0]](context(), fx):
            return False
        state.flow.pop(0)
    return True
