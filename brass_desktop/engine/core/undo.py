"""The undo policy: how far back a player may take actions.

Revealing hidden information (a card drawn, a face-down tile turned: the events a game
lists in ``GameDefinition.REVEAL_EVENTS``) is a commit point under the "reveal" policy:
undo stops at the last action that revealed something, so no one can look and then choose
again.  "free" (teaching) undoes everything back to the start.  The policy is part of the
record's setup block (``setup["undo_policy"]``).
"""
from __future__ import annotations

FREE = "free"  # undo back to the start of the game (teaching; version-1 records)
REVEAL = "reveal"  # undo stops at the last reveal (table play)
UNDO_POLICIES = (FREE, REVEAL)
DEFAULT_UNDO_POLICY = FREE
