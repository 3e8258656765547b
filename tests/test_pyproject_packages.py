"""Every Python package of the source tree is listed in pyproject.toml (an editable install
hides a missing one; a wheel or installer would silently leave it out)."""
from pathlib import Path

import pytest

tomllib = pytest.importorskip("tomllib")

ROOT = Path(__file__).resolve().parents[1]


def test_every_package_is_listed() -> None:
    listed = set(tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]["packages"])
    found = {".".join(p.parent.relative_to(ROOT).parts) for p in (ROOT / "brass_desktop").rglob("__init__.py")}
    assert found <= listed, f"missing from pyproject.toml: {sorted(found - listed)}"
