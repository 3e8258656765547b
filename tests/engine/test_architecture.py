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


def test_controller_and_ui_import_only_the_public_engine_api() -> None:
    """Issue 9 part 8: the controller, the UI and the library see the engine only through ``brass_desktop.engine``
    (its ``__all__``); no rule module, state class or core file is imported directly."""
    import ast
    from pathlib import Path

    import brass_desktop
    import brass_desktop.engine as engine
    root = Path(brass_desktop.__file__).parent
    public = set(engine.__all__)
    bad = []
    for folder in ("controller", "ui", "library"):
        for path in (root / folder).rglob("*.py"):
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("brass_desktop.engine"):
                    if node.module != "brass_desktop.engine":
                        bad.append(f"{path.name}: from {node.module}")
                    else:
                        bad += [f"{path.name}: {a.name}" for a in node.names if a.name not in public]
                elif isinstance(node, ast.Import):
                    bad += [f"{path.name}: import {a.name}" for a in node.names
                            if a.name.startswith("brass_desktop.engine.")]
    assert bad == []
