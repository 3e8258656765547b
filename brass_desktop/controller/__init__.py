"""Qt-aware, widget-free glue between the UI and the engine.

``ActionDraft`` (pure Python) builds an action step by step from the legal actions;
``GameController`` owns the ``Game`` and turns clicks into drafts and drafts into actions.
"""
from __future__ import annotations

import ctypes
import sys
from typing import Any

from PySide6.QtCore import QObject, Signal


class _Probe(QObject):
    ping = Signal()


def _emit_leaks_bool() -> bool:
    """Whether ``SignalInstance.emit`` returns a bool without owning a reference to it.

    PySide6 6.12.0 does (measured: True loses one reference per emit).  On Python < 3.12,
    where True and False are not immortal, a few thousand emits then free True and the
    interpreter aborts.  Measured once at import, so a fixed PySide6 needs no code change.
    """
    if sys.version_info >= (3, 12):
        return False
    probe = _Probe()
    before = sys.getrefcount(True)
    for _ in range(8):
        probe.ping.emit()
    return sys.getrefcount(True) <= before - 8


_LEAKS = _emit_leaks_bool()


def emit(signal: Any, *args: Any) -> None:
    """``signal.emit(*args)``, giving back the reference PySide6 6.12 takes from True/False."""
    result = signal.emit(*args)
    if _LEAKS and (result is True or result is False):
        ctypes.pythonapi.Py_IncRef(ctypes.py_object(result))
