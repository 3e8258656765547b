"""docs/architecture.md's "Where things are" names every module, so a teammate finds their room in a
minute (issue 37): a module counts as named when its path is, or when its folder is and its name is."""
from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "brass_desktop"


def _named(doc: str, module: Path) -> bool:
    rel = module.relative_to(PACKAGE)
    folder = rel.parent.as_posix() + "/"
    folder_named = f"`{folder}" in doc or f"`brass_desktop/{folder}" in doc
    if rel.name == "__init__.py":
        return folder == "./" or folder_named
    path = rel.as_posix()
    if f"`{path}`" in doc or f"`brass_desktop/{path}`" in doc:
        return True
    return folder_named and (f"`{rel.stem}`" in doc or f"`{rel.name}`" in doc or f"`{rel.stem}" in doc)


def test_where_things_are_names_every_module():
    doc = (ROOT / "docs" / "architecture.md").read_text(encoding="utf-8")
    missing = [m.relative_to(PACKAGE).as_posix() for m in sorted(PACKAGE.rglob("*.py")) if not _named(doc, m)]
    assert not missing, "modules docs/architecture.md does not name: " + ", ".join(missing)
