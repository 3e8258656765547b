"""benchmarks/ai_paired.py: the measured seat found in rotated tables, and the paired differences."""
from __future__ import annotations

import importlib.util
import json
from pathlib import Path
from types import ModuleType

import pytest

from brass_desktop.ai.tournament import rotated

ROOT = Path(__file__).resolve().parents[2]


def _load() -> ModuleType:
    spec = importlib.util.spec_from_file_location("ai_paired", ROOT / "benchmarks" / "ai_paired.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _table(seat_label: str, vps: list[list[int]]) -> list[dict[str, object]]:
    seats = [seat_label, "medium", "medium", "medium"]
    out = []
    for i, vp in enumerate(vps):
        levels = rotated(seats, i)
        out.append({"levels": levels, "vp": vp, "winners": [vp.index(max(vp))], "think": [], "decisions": 0})
    return out


def test_measured_seat_follows_the_rotation() -> None:
    paired = _load()
    for i in range(8):
        game = {"levels": rotated(["hard"] * 4, i)}
        assert paired.measured_seat(game, i) == rotated([0, 1, 2, 3], i).index(0)
        game = {"levels": rotated(["hard:w.x=1", "hard", "hard", "hard"], i)}
        assert paired.measured_seat(game, i) == rotated([0, 1, 2, 3], i).index(0)


def test_paired_differences(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    paired = _load()
    # the measured seat: 100 then 90 in the base table; 104 then 96 in the changed one
    base = _table("hard", [[100, 80, 80, 80], [80, 95, 85, 90]])
    changed = _table("hard:w.x=1", [[104, 80, 80, 80], [80, 95, 85, 96]])
    assert [r[0] for r in paired.seat_rows(base)] == [100.0, 90.0]
    assert [r[2] for r in paired.seat_rows(changed)] == [1.0, 1.0]
    files = []
    for name, table in (("base", base), ("changed", changed)):
        path = tmp_path / f"{name}.json"
        path.write_text(json.dumps(table), encoding="utf-8")
        files.append(str(path))
    assert paired.main(files) == 0
    out = capsys.readouterr().out
    assert "paired VP (changed - base), 2 games: +5.0" in out
    assert "1/2 wins" in out and "2/2 wins" in out


def test_paired_winners(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    paired = _load()
    # winners 100 and 95 in the base table, 104 and 96 in the changed one: +4 and +1
    base = _table("hard", [[100, 80, 80, 80], [80, 95, 85, 90]])
    changed = _table("hard", [[104, 80, 80, 80], [80, 95, 85, 96]])
    files = []
    for name, table in (("base", base), ("changed", changed)):
        path = tmp_path / f"{name}.json"
        path.write_text(json.dumps(table), encoding="utf-8")
        files.append(str(path))
    assert paired.main([*files, "--winner"]) == 0
    out = capsys.readouterr().out
    assert "winner's mean 97.5" in out and "winner's mean 100.0" in out
    assert "paired winner's VP (changed - base), 2 games: +2.5" in out
