"""The app conformance suite's hooks: a test fails on any Qt warning or critical message, any
Python warning, any warning the app logs and any error of a computer player's worker, as it fails
on any exception (pytest-qt fails a test on an exception raised in a slot or a Qt virtual method;
an exception in the test itself fails it anyway).

Scoped to this folder: the rest of the UI suite is not (yet) held to zero warnings.
"""
from __future__ import annotations

import gc
import logging

import pytest

from tests.ui.app_conformance.support import Answers, FileChoice

#: Qt messages that say nothing about the app, each with its reason.
IGNORED: tuple[str, ...] = (
    # the offscreen platform (QT_QPA_PLATFORM=offscreen, CI) cannot size a native window to its hints
    "This plugin does not support propagateSizeHints()",
    "This plugin does not support raise()",
)


def bad_messages(records: list) -> list[str]:
    """The captured Qt messages of level warning or above, as text."""
    return [f"{r.type_name}: {r.message}" for r in records
            if r.matches_level("WARNING") and not any(part in r.message for part in IGNORED)]


@pytest.fixture(autouse=True)
def no_qt_warnings(qtlog, recwarn, caplog, monkeypatch):
    """Fail the test (at its teardown) on a Qt warning or critical message, a Python warning, a
    warning the app logs (no usable translation, an autosave that failed, a record rejected by an
    unexpected error) or an exception in a computer player's worker process (the window only shows
    it in the status bar), emitted while it was set up or ran."""
    from brass_desktop.controller.computer import ThoughtWorker

    worker_errors: list[str] = []
    result = ThoughtWorker.result

    def checked_result(worker: ThoughtWorker) -> tuple[bool, object]:
        done, value = result(worker)
        if isinstance(value, Exception):
            worker_errors.append(f"computer player's worker: {type(value).__name__}: {value}")
        return done, value

    monkeypatch.setattr(ThoughtWorker, "result", checked_result)
    yield
    # A window whose close a test's answer cancelled still runs its computer players' worker: end it
    # here, or its pool is collected (with a ResourceWarning) during some later test.
    from PySide6.QtWidgets import QApplication

    from brass_desktop.controller.computer import ComputerPlayers

    for widget in QApplication.topLevelWidgets():
        for players in widget.findChildren(ComputerPlayers):
            players.shutdown()
    gc.collect()
    messages = bad_messages(qtlog.records)
    warned = [f"{w.category.__name__}: {w.message} ({w.filename}:{w.lineno})" for w in recwarn.list]
    logged = [f"{r.name} {r.levelname}: {r.getMessage()}" for r in caplog.records
              if r.levelno >= logging.WARNING and r.name.startswith("brass_desktop")]
    assert not messages and not warned and not logged and not worker_errors, "\n".join(
        ["Qt messages, warnings, logged warnings and worker errors:", *messages, *warned, *logged, *worker_errors])


@pytest.fixture
def answers(monkeypatch) -> Answers:
    """Every message box recorded and answered (Cancel to a question unless told otherwise)."""
    return Answers().install(monkeypatch)


@pytest.fixture
def files(monkeypatch) -> FileChoice:
    """The file dialogs answer ``files.path``."""
    return FileChoice().install(monkeypatch)
