"""The app's Qt translation files: where the ``.ts`` sources live and how they become ``.qm``.

Qt is not imported here, so ``setup.py`` (in pip's build environment), ``packaging/build.py``,
``packaging/update_translations.py`` and the running app (``brass_desktop.i18n``) can all use
it.  The ``.ts`` files are committed; the compiled ``.qm`` files never are: they are made by
the build (``setup.py`` build step, PyInstaller build) or, when missing or older than their
``.ts``, by the app on first use (``brass_desktop.i18n``).
"""
from __future__ import annotations

import importlib.util
import os
import shutil
import subprocess
import sys
from pathlib import Path

# Translated languages (Qt locale names); English is the language of the sources.
LANGUAGES = ("zh_TW", "zh_CN")
CATALOG = "brass_desktop"
# The folder holding the .ts files inside the brass_desktop.resources package.
RESOURCE_FOLDER = "translations"
# A packaged .qm counts as fresh unless its .ts is newer by more than this: an installer
# writes both files within moments, in any order; an edited .ts is newer by far more.
STALE_AFTER_S = 2.0


def ts_name(language: str) -> str:
    return f"{CATALOG}_{language}.ts"


def qm_name(language: str) -> str:
    return f"{CATALOG}_{language}.qm"


def source_folder() -> Path:
    """The .ts folder of this checkout or installation (next to the package, as pip lays it)."""
    spec = importlib.util.find_spec("brass_desktop.resources")
    if spec is not None and spec.submodule_search_locations:
        return Path(list(spec.submodule_search_locations)[0]) / RESOURCE_FOLDER
    return Path(__file__).resolve().parent.parent / "resources" / RESOURCE_FOLDER


def qt_tool(name: str) -> Path | None:
    """A Qt Linguist tool (``lrelease``, ``lupdate``) shipped in the PySide6 wheel, or on PATH."""
    spec = importlib.util.find_spec("PySide6")
    exe = f"{name}.exe" if sys.platform == "win32" else name
    if spec is not None and spec.submodule_search_locations:
        for folder in spec.submodule_search_locations:
            candidate = Path(folder) / exe
            if candidate.is_file():
                return candidate
    found = shutil.which(f"pyside6-{name}") or shutil.which(name)
    return Path(found) if found else None


def is_stale(qm: Path, ts: Path) -> bool:
    """True when ``qm`` is missing or clearly older than its source ``ts``."""
    if not qm.is_file():
        return True
    if not ts.is_file():
        return False
    return ts.stat().st_mtime > qm.stat().st_mtime + STALE_AFTER_S


def compile_ts(ts: Path, qm: Path) -> None:
    """Compile one .ts file to ``qm`` with lrelease; raises RuntimeError when that is impossible."""
    lrelease = qt_tool("lrelease")
    if lrelease is None:
        raise RuntimeError("lrelease was not found (it comes with PySide6)")
    qm.parent.mkdir(parents=True, exist_ok=True)
    # Write next to the target and rename, so a reader never sees half a file.
    tmp = qm.with_name(f".{qm.name}.{os.getpid()}.tmp")
    try:
        result = subprocess.run([str(lrelease), "-silent", str(ts), "-qm", str(tmp)],
                                capture_output=True, text=True, check=False)
        if result.returncode != 0 or not tmp.is_file():
            raise RuntimeError(f"lrelease failed on {ts.name}: {(result.stderr or result.stdout).strip()}")
        os.replace(tmp, qm)
    finally:
        if tmp.exists():
            tmp.unlink()


def compile_all(source: Path | None = None, target: Path | None = None, only_stale: bool = False) -> list[Path]:
    """Compile every language's .ts in ``source`` into ``target`` (default: the same folder)."""
    source = source or source_folder()
    target = target or source
    written = []
    for language in LANGUAGES:
        ts, qm = source / ts_name(language), target / qm_name(language)
        if not ts.is_file() or (only_stale and not is_stale(qm, ts)):
            continue
        compile_ts(ts, qm)
        written.append(qm)
    return written
