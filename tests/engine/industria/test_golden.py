"""Legal-action counts at 16 seeded positions equal golden_counts.json (see make_golden.py)."""
from __future__ import annotations

import json

from .make_golden import PATH, POSITIONS, counts


def test_golden_legal_counts() -> None:
    golden = json.loads(PATH.read_text(encoding="utf-8"))
    assert len(golden) == len(POSITIONS) >= 12
    assert counts() == golden
    assert len({g["phase"] for g in golden}) == 2 and max(g["legal"] for g in golden) > 5
