"""Shared test setup: Qt runs offscreen (no display needed, same pixels everywhere)."""
import os
import sys
import warnings

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def _guard_pyside_none_refcount() -> None:
    """Work around PySide6 6.12.0 on CPython < 3.12 (upstream PYSIDE-3474).

    That release drops a reference to None (and to True/False) on ordinary Qt calls; after a few
    thousand calls the interpreter aborts with "Fatal Python error: none_dealloc".  From 3.12 on
    these objects are immortal; here we give them a huge reference count so that the test process
    survives.  The real fix is another PySide6 release (pin != 6.12.0 for Python < 3.12); the
    warning keeps the problem visible in every run.
    """
    if sys.version_info >= (3, 12) or sys.implementation.name != "cpython":
        return
    try:
        import PySide6
    except ImportError:
        return
    if PySide6.__version__ != "6.12.0":
        return
    import ctypes

    for singleton in (None, True, False):
        ctypes.c_ssize_t.from_address(id(singleton)).value += 1 << 40
    warnings.warn("PySide6 6.12.0 on Python < 3.12 drops None/bool references (PYSIDE-3474); "
                  "tests applied a guard, the app is still affected: use another PySide6 release",
                  RuntimeWarning, stacklevel=1)


_guard_pyside_none_refcount()
