"""Shared plumbing of the tools/transcribe_<game>.py scripts: read ../shared/rules/<game>/*.json,
write resources/<game>/*.json (UTF-8, one-space indent, trailing newline)."""
from __future__ import annotations

import json
import sys
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


class Transcription:
    """Where one game's shared rule data comes from and where its resources go."""

    def __init__(self, game: str) -> None:
        self.shared = ROOT.parent / "shared" / "rules" / game
        self.out = ROOT / "resources" / game

    def load(self, name: str) -> dict:
        return json.loads((self.shared / name).read_text(encoding="utf-8"))

    def write(self, name: str, data: dict) -> None:
        self.out.mkdir(parents=True, exist_ok=True)
        (self.out / name).write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")

    def run(self, files: dict[str, Callable[[], dict]]) -> int:
        """Write every resource file from its builder; 1 when the shared data is not there."""
        if not self.shared.is_dir():
            print(f"shared rules not found at {self.shared}", file=sys.stderr)
            return 1
        for name, build in files.items():
            self.write(name, build())
        return 0
