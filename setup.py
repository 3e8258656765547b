"""Build step that pyproject.toml cannot express: compile the Qt translations (.ts -> .qm).

Everything else about the package is declared in pyproject.toml.  The .qm files are never
committed; ``pip install .`` puts them into the wheel, ``pip install -e .`` next to the .ts
files in resources/translations/ (ignored by git).  lrelease comes from PySide6-Essentials,
a build requirement in pyproject.toml.  Should it be missing, the app still compiles the
translations itself on first use (brass_desktop/i18n.py), so the build only warns.
"""
from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent


def _translation_files():
    """brass_desktop/translation_files.py, loaded by path (the package is not installed yet)."""
    spec = importlib.util.spec_from_file_location("_brass_translation_files",
                                                  ROOT / "brass_desktop" / "translation_files.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


class BuildPyWithTranslations(build_py):
    """build_py that also compiles resources/translations/*.ts into .qm files."""

    def run(self) -> None:
        super().run()
        files = _translation_files()
        source = ROOT / "resources" / files.RESOURCE_FOLDER
        # Editable installs read resources/ in place; a wheel takes what is in build_lib.
        target = source if self.editable_mode else Path(self.build_lib, "brass_desktop", "resources",
                                                                  files.RESOURCE_FOLDER)
        try:
            written = files.compile_all(source, target)
        except (RuntimeError, OSError) as exc:
            print(f"warning: translations not compiled ({exc}); the app compiles them on first use",
                  file=sys.stderr)
            return
        for path in written:
            print(f"compiled {path}")


setup(cmdclass={"build_py": BuildPyWithTranslations})
