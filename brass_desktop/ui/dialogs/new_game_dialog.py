"""New game dialog: game, player names (the game's player range), who plays each seat (a person or
a computer player at a level), the computer players' pace and hints, whether the players use their
phones, seed, undo policy, and the rule options of the chosen game."""
from __future__ import annotations

import random
from dataclasses import fields
from typing import Any

from PySide6.QtCore import QSize
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from brass_desktop.ai.agent import DEFAULT_THINK, THINK_TIMES
from brass_desktop.controller.computer import DEFAULT_SPEED, PAUSES_MS, PERSON, SEAT_LEVELS
from brass_desktop.engine import (
    DEFAULT_UNDO_POLICY,
    UNDO_POLICIES,
    GameSetup,
    RuleOptions,
    get_game,
    registered_games,
)
from brass_desktop.ui import texts
from brass_desktop.ui.retranslate import Retranslatable

# The allowed values of every option, per game this dialog has an options page for (the engine's
# options classes list them; the game's words label them).
GAME_CHOICES: dict[str, dict[str, tuple[Any, ...]]] = {
    g: dict(getattr(get_game(g).options_class, "choices", {})) for g in registered_games()}
GAMES = tuple(g for g in registered_games() if g in GAME_CHOICES)

# Name fields for the largest player range of any game; the count box follows the chosen game.
MAX_PLAYERS = max(get_game(g).max_players for g in GAMES)
STANDARD_NAMES = ("Ada", "Brunel", "Cort", "Darby", "Eliza", "Francis")
SEED_MAX = 2_147_483_647


def default_names(remembered: list[str]) -> list[str]:
    """The remembered names, filled up to four with standard names none of them uses
    (a fourth player after a three-player game must not repeat the first name)."""
    taken = {name.strip().casefold() for name in remembered}
    spare = [name for name in STANDARD_NAMES if name.casefold() not in taken]
    return (list(remembered) + spare)[:MAX_PLAYERS]


#: the size the dialog asks for; on a smaller screen the options page scrolls instead
WANTED_SIZE = QSize(980, 860)
SCREEN_MARGIN = QSize(40, 80)  # room for the window frame and a panel or dock


def fitting_size(available: QSize) -> QSize:
    """The dialog's minimum size on a screen with ``available`` room: as wanted, but never taller or
    wider than the screen (a 1366x768 laptop leaves about 728 px: OK must stay on screen)."""
    return WANTED_SIZE.boundedTo(available - SCREEN_MARGIN)


class NewGameDialog(Retranslatable, QDialog):
    """Collects a :class:`GameSetup`; rule options start at their documented defaults."""

    def __init__(self, names: list[str] | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("NewGameDialog")
        self.setMinimumSize(fitting_size(self.screen().availableGeometry().size()))
        layout = QVBoxLayout(self)

        form = QFormLayout()
        self.game_label = QLabel()
        self.game = QComboBox()
        for game in GAMES:
            self.game.addItem("", game)
        form.addRow(self.game_label, self.game)
        self.count_label = QLabel()
        self.count = QSpinBox()
        self.count.setRange(get_game(GAMES[0]).min_players, get_game(GAMES[0]).max_players)
        form.addRow(self.count_label, self.count)
        self.name_labels: list[QLabel] = []
        self.name_edits: list[QLineEdit] = []
        self.seat_boxes: list[QComboBox] = []  # per seat: a person, or a computer player's level
        self.name_rows: list[QWidget] = []
        defaults = default_names(names or [])
        for i in range(MAX_PLAYERS):
            label, edit = QLabel(), QLineEdit(defaults[i] if i < len(defaults) else "")
            edit.setMaxLength(24)
            edit.textChanged.connect(self._validate)
            seat = QComboBox()
            seat.setObjectName(f"Seat{i + 1}")
            for level in (PERSON, *SEAT_LEVELS):
                seat.addItem("", level)
            row = QWidget()
            row_layout = QHBoxLayout(row)
            row_layout.setContentsMargins(0, 0, 0, 0)
            row_layout.addWidget(edit, 3)
            row_layout.addWidget(seat, 2)
            self.name_labels.append(label)
            self.name_edits.append(edit)
            self.seat_boxes.append(seat)
            self.name_rows.append(row)
            form.addRow(label, row)
        # Under the seats (issue 40): the game starts with Table › Players' phones open, a code per person seat.
        self.phones = QCheckBox()
        self.phones.setObjectName("UsePhones")
        form.addRow("", self.phones)
        self.computer_label = QLabel()
        computer_row = QHBoxLayout()
        self.speed = QComboBox()
        for speed in PAUSES_MS:
            self.speed.addItem("", speed)
        self.speed.setCurrentIndex(self.speed.findData(DEFAULT_SPEED))
        self.think = QComboBox()
        self.think.setObjectName("ThinkTime")
        for think in THINK_TIMES:
            self.think.addItem("", think)
        self.think.setCurrentIndex(self.think.findData(DEFAULT_THINK))
        self.hints = QCheckBox()
        self.hints.setChecked(True)
        computer_row.addWidget(self.speed, 1)
        computer_row.addWidget(self.think, 1)
        computer_row.addWidget(self.hints)
        form.addRow(self.computer_label, computer_row)
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
        self.undo_label = QLabel()
        self.undo_policy = QComboBox()
        for policy in UNDO_POLICIES:
            self.undo_policy.addItem("", policy)
        self.undo_policy.setCurrentIndex(self.undo_policy.findData(DEFAULT_UNDO_POLICY))
        form.addRow(self.undo_label, self.undo_policy)
        layout.addLayout(form)

        self.options_box = QGroupBox()
        options_layout = QVBoxLayout(self.options_box)
        self.options_note = QLabel()
        self.options_note.setWordWrap(True)
        options_layout.addWidget(self.options_note)
        self.presets = QWidget()  # Lancashire only: the two editions as presets
        presets = QHBoxLayout(self.presets)
        presets.setContentsMargins(0, 0, 0, 0)
        self.original_button = QPushButton()
        self.roxley_button = QPushButton()
        self.original_button.clicked.connect(lambda: self.set_options(RuleOptions()))
        self.roxley_button.clicked.connect(lambda: self.set_options(RuleOptions.roxley()))
        presets.addWidget(self.original_button)
        presets.addWidget(self.roxley_button)
        presets.addStretch(1)
        options_layout.addWidget(self.presets)
        # One page of options per game, shown for the chosen game.
        self.option_pages = QStackedWidget()
        self.option_widgets: dict[str, dict[str, QWidget]] = {}
        self.option_labels: dict[str, dict[str, QLabel]] = {}
        self.option_notes: dict[str, dict[str, QLabel]] = {}
        for game in GAMES:
            self.option_pages.addWidget(self._option_page(game))
        options_layout.addWidget(self.option_pages, 1)
        layout.addWidget(self.options_box, 1)

        self.problem = QLabel()
        self.problem.setObjectName("Rejection")
        layout.addWidget(self.problem)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)

        self.count.valueChanged.connect(self._show_names)
        self.count.setValue(len(names) if names else 3)  # the range clamps it
        for game in GAMES:
            self.set_options(get_game(game).options_class())
        self.game.currentIndexChanged.connect(self._show_game)
        self.retranslate_ui()
        self._show_names()
        self._show_game()

    def _option_page(self, game: str) -> QWidget:
        """A scrollable form with a widget and a who-says-what note for every option of ``game``."""
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        inner = QWidget()
        form = QFormLayout(inner)
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.DontWrapRows)
        form.setVerticalSpacing(4)
        widgets, labels, notes = {}, {}, {}
        for f in fields(get_game(game).options_class):
            allowed = GAME_CHOICES[game].get(f.name, ())
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
            widgets[f.name], labels[f.name], notes[f.name] = widget, label, note
            form.addRow(label, widget)
            form.addRow("", note)
        self.option_widgets[game], self.option_labels[game], self.option_notes[game] = widgets, labels, notes
        scroll.setWidget(inner)
        return scroll

    def current_game(self) -> str:
        return str(self.game.currentData())

    def set_game(self, game: str) -> None:
        self.game.setCurrentIndex(max(0, self.game.findData(game)))

    def _show_game(self) -> None:
        game = self.current_game()
        self.option_pages.setCurrentIndex(list(GAMES).index(game))
        definition = get_game(game)
        self.count.setRange(definition.min_players, definition.max_players)
        self.presets.setVisible(game == "lancashire")
        self._retranslate_options_note()

    # -- texts -----------------------------------------------------------------------------------
    def retranslate_ui(self) -> None:
        tr = texts.translate
        self.setWindowTitle(tr("NewGameDialog", "New game"))
        self.game_label.setText(tr("NewGameDialog", "Game"))
        for i in range(self.game.count()):
            self.game.setItemText(i, texts.game_name(self.game.itemData(i)))
        self.count_label.setText(tr("NewGameDialog", "Players"))
        for i, label in enumerate(self.name_labels):
            label.setText(texts.fill(tr("NewGameDialog", "Player {n}"), {"n": i + 1}))
        for box in self.seat_boxes:
            for i in range(box.count()):
                box.setItemText(i, texts.seat_name(box.itemData(i)))
            box.setToolTip(tr("NewGameDialog", "Who plays this seat: a person at the table, or the computer at a "
                                               "level (easy: one action ahead; medium: the whole turn; hard: the "
                                               "whole turn and the others' replies)."))
        self.computer_label.setText(tr("NewGameDialog", "Computer players"))
        speeds = {"fast": tr("NewGameDialog", "Moves at once"),
                  "normal": tr("NewGameDialog", "Short pause after a move"),
                  "slow": tr("NewGameDialog", "Long pause after a move")}
        for i in range(self.speed.count()):
            self.speed.setItemText(i, speeds[self.speed.itemData(i)])
        self.speed.setToolTip(tr("NewGameDialog", "How long a computer's move stays marked on the map before the "
                                                  "game goes on; a click or Space goes on at once."))
        thinks = {"quick": tr("NewGameDialog", "Thinks briefly"),
                  "normal": tr("NewGameDialog", "Thinks normally"),
                  "long": tr("NewGameDialog", "Thinks longer")}
        for i in range(self.think.count()):
            self.think.setItemText(i, thinks[self.think.itemData(i)])
        self.think.setToolTip(tr("NewGameDialog", "How long a computer player may think before it moves: briefly "
                                                  "weighs half as many positions as normally, longer twice as many. "
                                                  "The same game and seed give the same moves at the same setting."))
        self.hints.setText(tr("NewGameDialog", "Hints (H)"))
        self.hints.setToolTip(tr("NewGameDialog", "Allow the Hint button: the hard computer player's three best "
                                                  "moves for the person to move. Turn it off for competitive games."))
        self.phones.setText(tr("NewGameDialog", "Players use their phones"))
        self.phones.setToolTip(tr("NewGameDialog", "Each person holds their hand on their own phone: the game "
                                                   "opens Table › Players’ phones with a code per person seat "
                                                   "(same network as this computer)."))
        self.seed_label.setText(tr("NewGameDialog", "Seed"))
        self.seed.setToolTip(tr("NewGameDialog", "The same seed and names give the same shuffles and turn order."))
        self.undo_label.setText(tr("NewGameDialog", "Undo"))
        policies = {"free": tr("NewGameDialog", "Free: undo back to the start (teaching)"),
                    "reveal": tr("NewGameDialog", "Stops at the last reveal of a card or tile (table play)")}
        for i in range(self.undo_policy.count()):
            self.undo_policy.setItemText(i, policies.get(self.undo_policy.itemData(i), self.undo_policy.itemData(i)))
        self.undo_policy.setToolTip(tr(
            "NewGameDialog", "Under “stops at the last reveal”, nobody can undo after drawing cards or turning a "
                             "tile, so no one can look and then choose again."))
        self.reseed.setText(tr("NewGameDialog", "New seed"))
        self.options_box.setTitle(tr("NewGameDialog", "Rule options"))
        self._retranslate_options_note()
        self.original_button.setText(tr("NewGameDialog", "Original rules (defaults)"))
        self.roxley_button.setText(tr("NewGameDialog", "2018 edition"))
        for game in GAMES:
            default = get_game(game).options_class()
            for name, label in self.option_labels[game].items():
                label.setText(texts.option_label(game, name))
                help_text = texts.option_help(game, name)
                note = texts.fill(tr("NewGameDialog", "Default: {value}"),
                                  {"value": self._value_text(game, name, getattr(default, name))})
                label.setToolTip(f"{help_text}\n{note}")
                template = (tr("NewGameDialog", "{help} {default}.") if not texts.option_disputed(game, name)
                            else tr("NewGameDialog", "Disputed: {help} {default}."))
                self.option_notes[game][name].setText(texts.fill(template, {"help": help_text, "default": note}))
                widget = self.option_widgets[game][name]
                widget.setToolTip(label.toolTip())
                if isinstance(widget, QComboBox):
                    for i in range(widget.count()):
                        widget.setItemText(i, texts.option_value(game, name, widget.itemData(i)))
        self._validate()

    def _retranslate_options_note(self) -> None:
        self.options_note.setText(texts.options_note(self.current_game()))

    def _value_text(self, game: str, name: str, value: Any) -> str:
        if isinstance(value, bool):
            return texts.translate("NewGameDialog", "on") if value else texts.translate("NewGameDialog", "off")
        return texts.option_value(game, name, value)

    # -- values ----------------------------------------------------------------------------------
    def _show_names(self) -> None:
        for i, (label, row) in enumerate(zip(self.name_labels, self.name_rows, strict=False)):
            visible = i < self.count.value()
            label.setVisible(visible)
            row.setVisible(visible)
        self._validate()

    def names(self) -> list[str]:
        return [e.text().strip() for e in self.name_edits[:self.count.value()]]

    def seats(self) -> list[str]:
        """Per seat: ``PERSON`` ("") or the level of the computer player."""
        return [str(box.currentData()) for box in self.seat_boxes[:self.count.value()]]

    def set_seats(self, seats: list[str]) -> None:
        for box, seat in zip(self.seat_boxes, seats, strict=False):
            box.setCurrentIndex(max(0, box.findData(seat)))

    def move_speed(self) -> str:
        return str(self.speed.currentData())

    def hints_allowed(self) -> bool:
        return self.hints.isChecked()

    def think_time(self) -> str:
        """How long the computer players may think (``ai.agent.THINK_TIMES``)."""
        return str(self.think.currentData())

    def set_table(self, speed: str, hints: bool, think: str, phones: bool = False) -> None:
        """Start from the table's current move speed, hints, think time and use of phones."""
        self.speed.setCurrentIndex(max(0, self.speed.findData(speed)))
        self.hints.setChecked(hints)
        self.think.setCurrentIndex(max(0, self.think.findData(think)))
        self.phones.setChecked(phones)

    def phones_wanted(self) -> bool:
        """Whether the game starts with the players' phones (Table › Players' phones open)."""
        return self.phones.isChecked()

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

    def set_options(self, options: Any) -> None:
        """Show ``options`` (RuleOptions or BirminghamOptions) on its game's page."""
        game = next(g for g in GAMES if isinstance(options, get_game(g).options_class))
        for name, widget in self.option_widgets[game].items():
            value = getattr(options, name)
            if isinstance(widget, QCheckBox):
                widget.setChecked(bool(value))
            elif isinstance(widget, QComboBox):
                widget.setCurrentIndex(max(0, widget.findData(value)))

    def options(self) -> Any:
        """The options of the chosen game as shown."""
        game = self.current_game()
        values: dict[str, Any] = {}
        for name, widget in self.option_widgets[game].items():
            if isinstance(widget, QCheckBox):
                values[name] = widget.isChecked()
            elif isinstance(widget, QComboBox):
                values[name] = widget.currentData()
        return get_game(game).options_class.from_dict(values)

    def setup(self) -> GameSetup:
        return GameSetup(players=tuple(self.names()), seed=self.seed.value(), options=self.options(),
                         game=self.current_game(), undo_policy=str(self.undo_policy.currentData()))

    def accept(self) -> None:  # noqa: D102
        if self._validate():
            super().accept()
