"""UI test isolation: every test gets its own data folder (autosave) and settings file."""
from __future__ import annotations

import pytest


@pytest.fixture(autouse=True)
def isolated_user_files(tmp_path, monkeypatch):
    """Point the user data folder and QSettings at ``tmp_path`` so tests never touch real files."""
    from PySide6.QtCore import QSettings

    data = tmp_path / "user-data"
    monkeypatch.setenv("BRASS_DESKTOP_DATA_DIR", str(data))
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    for scope in (QSettings.Scope.UserScope, QSettings.Scope.SystemScope):
        QSettings.setPath(QSettings.Format.IniFormat, scope, str(tmp_path / "settings"))
    return data
