"""The cyclic garbage collector's pace for programs that play (the app, its computer-player
worker, tournaments, benchmarks).

Play makes no reference cycles: positions, listings, undo snapshots and the rules' kept facts are
freed by reference counting the moment nothing holds them (``tests/engine/test_no_cycles.py``
plays every registered game and finds nothing for the collector).  So the collector only costs
time, and it costs a lot: Python examines its young objects every 700 container allocations, and
a decision allocates about a hundred that outlive it (the listing, the undo snapshot, kept facts),
so a collection ran every few decisions — measured, 12 % of a 4-player random game's time
(issue 13).  Collecting young objects every 50 000 allocations instead costs under 2 %, a
collection takes under 20 ms (within the window's 50 ms budget), and the cyclic garbage other
code makes (Qt wrappers, tracebacks) waits at most that long.  Not done on import: a program
opts in once, at start.
"""
from __future__ import annotations

import gc

#: Young-object allocations between two collections (Python's default: 700); the older
#: generations keep Python's own pace.  Measured over 30 random 4-player games (round 7, load
#: about 6, CPU time): at 20 000, 4 / 3 young collections (Lancashire / Birmingham), 29.8 / 27.1 ms
#: of collector, the longest pause 11.4 / 12.4 ms; at 50 000, 1 / 1 collection, 16.8 / 17.7 ms,
#: the longest pause 16.8 / 17.7 ms.  Instructions per game (callgrind, hash seed 0) 105.7 ->
#: 104.5 M / 101.5 -> 100.4 M.  A longer pause, still well under the 50 ms budget, for fewer.
YOUNG_THRESHOLD = 50_000


def pace_collector() -> None:
    """Let the cyclic garbage collector run less often (see the module's docstring); idempotent."""
    _, middle, old = gc.get_threshold()
    gc.set_threshold(YOUNG_THRESHOLD, middle, old)
