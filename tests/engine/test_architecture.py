"""The engine is pure Python: importing it must not load Qt."""
import subprocess
import sys


def test_importing_the_engine_loads_no_qt() -> None:
    code = ("import sys, brass_desktop.engine, brass_desktop.engine.__main__; "
            "bad = [m for m in sys.modules if m.startswith(('PySide6', 'shiboken6', 'PyQt'))]; "
            "print(bad); sys.exit(1 if bad else 0)")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


def test_engine_sources_never_import_qt_or_the_ui() -> None:
    from pathlib import Path

    import brass_desktop.engine as engine
    root = Path(engine.__file__).parent
    for path in root.rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        for forbidden in ("PySide6", "brass_desktop.ui", "brass_desktop.controller"):
            assert forbidden not in text, f"{path} mentions {forbidden}"
