"""New game dialog: game, 2–4 player names, seed, and the disputed rule options."""
from __future__ import annotations

import random
from dataclasses import fields
from typing import Any

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import (
    QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QGroupBox, QHBoxLayout, QLabel, QLineEdit,
    QPushButton, QScrollArea, QSpinBox, QVBoxLayout, QWidget,
)

from brass_desktop.engine import GameSetup, RuleOptions
from brass_desktop.engine.options import CHOICES
from brass_desktop.ui import texts

MAX_PLAYERS = 4
MIN_PLAYERS = 2
SEED_MAX = 2_147_483_647


class NewGameDialog(QDialog):
    """Collects a :class:`GameSetup`; rule options start at their documented defaults."""

    def __init__(self, names: list[str] | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("NewGameDialog")
        self.setMinimumSize(980, 860)
        layout = QVBoxLayout(self)

        form = QFormLayout()
        self.game_label = QLabel()
        self.game = QComboBox()
        self.game.addItem("", "lancashire")
        form.addRow(self.game_label, self.game)
        self.count_label = QLabel()
        self.count = QSpinBox()
        self.count.setRange(MIN_PLAYERS, MAX_PLAYERS)
        form.addRow(self.count_label, self.count)
        self.name_labels: list[QLabel] = []
        self.name_edits: list[QLineEdit] = []
        defaults = list(names or []) + ["Ada", "Brunel", "Cort", "Darby"]
        for i in range(MAX_PLAYERS):
            label, edit = QLabel(), QLineEdit(defaults[i] if i < len(defaults) else "")
            edit.setMaxLength(24)
            edit.textChanged.connect(self._validate)
            self.name_labels.append(label)
            self.name_edits.append(edit)
            form.addRow(label, edit)
        self.seed_label = QLabel()
        seed_row = QHBoxLayout()
        self.seed = QSpinBox()
        self.seed.setRange(0, SEED_MAX)
        self.seed.setValue(random.SystemRandom().randrange(SEED_MAX))
        self.reseed = QPushButton()
        self.reseed.clicked.connect(lambda: self.seed.setValue(random.SystemRandom().randrange(SEED_MAX)))
        seed_row.addWidget(self.seed, 1)
        seed_row.addWidget(self.reseed)
        form.addRow(self.seed_label, seed_row)
        layout.addLayout(form)

        self.options_box = QGroupBox()
        options_layout = QVBoxLayout(self.options_box)
        self.options_note = QLabel()
        self.options_note.setWordWrap(True)
        options_layout.addWidget(self.options_note)
        presets = QHBoxLayout()
        self.original_button = QPushButton()
        self.roxley_button = QPushButton()
        self.original_button.clicked.connect(lambda: self.set_options(RuleOptions()))
        self.roxley_button.clicked.connect(lambda: self.set_options(RuleOptions.roxley()))
        presets.addWidget(self.original_button)
        presets.addWidget(self.roxley_button)
        presets.addStretch(1)
        options_layout.addLayout(presets)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        inner = QWidget()
        self.option_form = QFormLayout(inner)
        self.option_form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.DontWrapRows)
        self.option_form.setVerticalSpacing(4)
        self.option_widgets: dict[str, QWidget] = {}
        self.option_labels: dict[str, QLabel] = {}
        self.option_notes: dict[str, QLabel] = {}
        for f in fields(RuleOptions):
            allowed = CHOICES.get(f.name, ())
            if set(allowed) == {True, False}:
                widget: QWidget = QCheckBox()
            else:
                combo = QComboBox()
                for value in allowed:
                    combo.addItem("", value)
                widget = combo
            label = QLabel()
            note = QLabel()  # who says what: shown, not only on hover, because the point is disputed
            note.setWordWrap(True)
            note.setProperty("role", "caption")
            self.option_widgets[f.name] = widget
            self.option_labels[f.name] = label
            self.option_notes[f.name] = note
            self.option_form.addRow(label, widget)
            self.option_form.addRow("", note)
        scroll.setWidget(inner)
        options_layout.addWidget(scroll, 1)
        layout.addWidget(self.options_box, 1)

        self.problem = QLabel()
        self.problem.setObjectName("Rejection")
        layout.addWidget(self.problem)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)

        self.count.valueChanged.connect(self._show_names)
        self.count.setValue(min(MAX_PLAYERS, max(MIN_PLAYERS, len(names) if names else 3)))
        self.set_options(RuleOptions())
        self.retranslate_ui()
        self._show_names()

    # -- texts -----------------------------------------------------------------------------------
    def retranslate_ui(self) -> None:
        tr = texts.translate
        self.setWindowTitle(tr("NewGameDialog", "New game"))
        self.game_label.setText(tr("NewGameDialog", "Game"))
        self.game.setItemText(0, tr("NewGameDialog", "Brass (Lancashire)"))
        self.count_label.setText(tr("NewGameDialog", "Players"))
        for i, label in enumerate(self.name_labels):
            label.setText(texts.fill(tr("NewGameDialog", "Player {n}"), {"n": i + 1}))
        self.seed_label.setText(tr("NewGameDialog", "Seed"))
        self.seed.setToolTip(tr("NewGameDialog", "The same seed and names give the same shuffles and turn order."))
        self.reseed.setText(tr("NewGameDialog", "New seed"))
        self.options_box.setTitle(tr("NewGameDialog", "Rule options"))
        self.options_note.setText(tr(
            "NewGameDialog", "The defaults follow the original 2007 rules. These points are disputed between the "
                             "rule documents, Order of the Hammer and the 2018 edition; the note under each option says "
                             "who says what."))
        self.original_button.setText(tr("NewGameDialog", "Original rules (defaults)"))
        self.roxley_button.setText(tr("NewGameDialog", "2018 edition"))
        default = RuleOptions()
        for name, label in self.option_labels.items():
            label.setText(texts.option_label(name))
            help_text = texts.option_help(name)
            note = texts.fill(tr("NewGameDialog", "Default: {value}"),
                              {"value": self._value_text(name, getattr(default, name))})
            label.setToolTip(f"{help_text}\n{note}")
            self.option_notes[name].setText(texts.fill(tr("NewGameDialog", "{help} {default}."),
                                                       {"help": help_text, "default": note}))
            widget = self.option_widgets[name]
            widget.setToolTip(label.toolTip())
            if isinstance(widget, QComboBox):
                for i in range(widget.count()):
                    widget.setItemText(i, texts.option_value(name, widget.itemData(i)))
        self._validate()

    def _value_text(self, name: str, value: Any) -> str:
        if isinstance(value, bool):
            return texts.translate("NewGameDialog", "on") if value else texts.translate("NewGameDialog", "off")
        return texts.option_value(name, value)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt API)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    # -- values ----------------------------------------------------------------------------------
    def _show_names(self) -> None:
        for i, (label, edit) in enumerate(zip(self.name_labels, self.name_edits)):
            visible = i < self.count.value()
            label.setVisible(visible)
            edit.setVisible(visible)
        self._validate()

    def names(self) -> list[str]:
        return [e.text().strip() for e in self.name_edits[:self.count.value()]]

    def _validate(self) -> bool:
        names = self.names()
        problem = ""
        if any(not n for n in names):
            problem = texts.translate("NewGameDialog", "Every player needs a name.")
        elif len(set(n.casefold() for n in names)) != len(names):
            problem = texts.translate("NewGameDialog", "Two players have the same name.")
        self.problem.setText(problem)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(not problem)
        return not problem

    def set_options(self, options: RuleOptions) -> None:
        for name, widget in self.option_widgets.items():
            value = getattr(options, name)
            if isinstance(widget, QCheckBox):
                widget.setChecked(bool(value))
            elif isinstance(widget, QComboBox):
                widget.setCurrentIndex(max(0, widget.findData(value)))

    def options(self) -> RuleOptions:
        values: dict[str, Any] = {}
        for name, widget in self.option_widgets.items():
            if isinstance(widget, QCheckBox):
                values[name] = widget.isChecked()
            elif isinstance(widget, QComboBox):
                values[name] = widget.currentData()
        return RuleOptions.from_dict(values)

    def setup(self) -> GameSetup:
        return GameSetup(players=tuple(self.names()), seed=self.seed.value(), options=self.options(),
                         game=str(self.game.currentData()))

    def accept(self) -> None:  # noqa: D102
        if self._validate():
            super().accept()
