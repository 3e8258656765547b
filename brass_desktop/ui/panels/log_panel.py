"""Game log: every action and its consequences in plain words, newest at the bottom."""
from __future__ import annotations

import html
from collections.abc import Sequence

from PySide6.QtWidgets import QTextBrowser, QVBoxLayout, QWidget

from brass_desktop.engine import Event, GameData
from brass_desktop.ui import texts
from brass_desktop.ui.panels.base import Panel, heading, player_color


def batch_html(batch: Sequence[Event], names: Sequence[str], data: GameData | None) -> str:
    """One action's entry: the player and action as a title, then what happened."""
    parts: list[str] = []
    for event in batch:
        kind = event.get("type")
        if kind == "action":
            player = event.get("player")
            color = player_color(player).darker(130).name()
            title = texts.fill(texts.translate("LogPanel", "{player}: {action}"),
                               {"player": texts.player_name(player, names),
                                "action": texts.action_summary(event.get("action"), names, data)})
            parts.append(f'<p style="margin-top:8px; margin-bottom:0"><b style="color:{color}">'
                         f"{html.escape(title)}</b></p>")
            continue
        for line in texts.event_lines(event, names, data):
            text = html.escape(line)
            if texts.is_milestone(str(kind), data):  # a new part of the game: a heading of its own
                parts.append(f'<p style="margin-top:6px; margin-bottom:0"><b>{text}</b></p>')
            else:
                parts.append(f'<p style="margin:0 0 0 12px">{text}</p>')
    return "".join(parts)


class LogPanel(Panel):
    """Shows the controller's event log; appends when the log grows, rebuilds after an undo."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("LogPanel")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        self.title = heading()
        layout.addWidget(self.title)
        self.view = QTextBrowser()
        self.view.setOpenLinks(False)
        layout.addWidget(self.view, 1)
        self._shown: list[int] = []  # id() of each batch shown, to detect appends vs. rewrites
        self._names: Sequence[str] = ()
        self._data: GameData | None = None
        self._log: list[list[Event]] = []
        # Stay at the newest line while the reader is there, also when the view is resized later
        # (a narrower log wraps more lines and would otherwise hide the last ones).
        self._at_end = True
        bar = self.view.verticalScrollBar()
        bar.valueChanged.connect(self._scrolled)
        bar.rangeChanged.connect(self._range_changed)
        self.retranslate_ui()

    def _scrolled(self, value: int) -> None:
        self._at_end = value >= self.view.verticalScrollBar().maximum()

    def _range_changed(self, _minimum: int, maximum: int) -> None:
        if self._at_end:
            self.view.verticalScrollBar().setValue(maximum)

    def retranslate_ui(self) -> None:
        self.title.setText(texts.translate("LogPanel", "Game log"))
        self._shown = []
        self.set_log(self._log, self._names, self._data)

    def set_log(self, log: list[list[Event]], names: Sequence[str], data: GameData | None) -> None:
        self._log, self._names, self._data = log, names, data
        ids = [id(batch) for batch in log]
        if ids[:len(self._shown)] == self._shown and self._shown:
            new = log[len(self._shown):]
        else:
            self.view.clear()
            new = log
        self._shown = ids
        if not new:
            return
        for batch in new:
            entry = batch_html(batch, names, data)
            if entry:
                self.view.append(entry)  # append() starts a new block, so entries never run together
        self._at_end = True
        self.view.verticalScrollBar().setValue(self.view.verticalScrollBar().maximum())

    def plain_text(self) -> str:
        return self.view.toPlainText()
