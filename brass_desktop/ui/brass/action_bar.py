"""Action bar: choose an action, follow its steps, see the cost, then confirm or cancel.

Everything it offers comes from the controller's draft, so every button is a legal choice;
kinds with no legal action are disabled with the engine's reason as tooltip.
"""
from __future__ import annotations

import html
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QBoxLayout,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from brass_desktop.controller.brass import PHASE_KINDS
from brass_desktop.controller.brass.draft import (
    BOARD_LINE,
    BOARD_SLOT,
    BUTTONS,
    CARD,
    FORCED,
    HAND,
    OPEN,
    SOURCE_STEPS,
    TO,
)
from brass_desktop.controller.game_controller import GameController
from brass_desktop.engine import DISTANT, Violation, actions_in_turn
from brass_desktop.ui import rule_links, texts
from brass_desktop.ui.brass import words
from brass_desktop.ui.panels.base import Panel, heading

KIND_COLUMNS = 4
MAX_CHOICE_BUTTONS = 12  # more than this (e.g. every slot) is chosen on the map instead


class ActionBar(Panel):
    """The draft of the current action, step by step, with confirm and cancel."""

    rule_link = Signal(str)  # a clicked rule link of a reason or preview (ui/rule_links.py)

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ActionBar")
        self.controller = controller
        self.play = controller.interaction_for("brass")  # the draft and its choices (controller/brass/)
        outer = QHBoxLayout(self)
        self._outer = outer
        self._kind_columns = KIND_COLUMNS
        outer.setContentsMargins(8, 6, 8, 6)
        outer.setSpacing(10)

        left = QVBoxLayout()
        left.setSpacing(4)
        self.title = heading()
        left.addWidget(self.title)
        # Two rows of kind buttons keep the bar narrow enough for the log beside it on a projector.
        self.kind_row = QGridLayout()
        self.kind_row.setSpacing(6)
        self.kind_buttons: dict[str, QPushButton] = {}
        for kinds in PHASE_KINDS.values():
            for kind in kinds:
                if kind in self.kind_buttons:
                    continue
                button = QPushButton()
                button.setObjectName("KindButton")
                button.setCheckable(True)
                button.setProperty("kind", kind)
                button.clicked.connect(lambda _=False, k=kind: self.play.select_kind(k))
                self.kind_buttons[kind] = button
        left.addLayout(self.kind_row)

        self.steps = QLabel()
        self.steps.setTextFormat(Qt.TextFormat.RichText)
        self.steps.setWordWrap(True)
        left.addWidget(self.steps)
        self._elsewhere = ""  # the seat to move plays elsewhere (its phone): this note instead of the prompt
        self.prompt = QLabel()
        self.prompt.setObjectName("Prompt")
        self.prompt.setWordWrap(True)
        left.addWidget(self.prompt)
        self.choice_box = QWidget()
        self.choice_grid = QGridLayout(self.choice_box)
        self.choice_grid.setContentsMargins(0, 0, 0, 0)
        self.choice_grid.setSpacing(6)
        self.choice_buttons: list[QPushButton] = []
        left.addWidget(self.choice_box)
        self.preview = QLabel()
        self.preview.setObjectName("Preview")
        self.preview.setWordWrap(True)
        left.addWidget(self.preview)
        self.message = QLabel()
        self.message.setObjectName("Rejection")
        self.message.setWordWrap(True)
        left.addWidget(self.message)
        self.message.hide()
        # Reasons and previews carry rule links (rule:<game>/<id>): a click asks for the rules reference.
        for label in (self.message, self.preview):
            label.setTextInteractionFlags(Qt.TextInteractionFlag.TextBrowserInteraction)
            label.setOpenExternalLinks(False)
            label.linkActivated.connect(self.rule_link.emit)
        left.addStretch(1)
        outer.addLayout(left, 1)

        right = QVBoxLayout()
        self._buttons = right
        right.setSpacing(6)
        self.confirm_button = QPushButton()
        self.confirm_button.setObjectName("ConfirmButton")
        self.confirm_button.setDefault(True)
        self.back_button = QPushButton()
        self.cancel_button = QPushButton()
        for button in (self.confirm_button, self.back_button, self.cancel_button):
            button.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
            right.addWidget(button)
        right.addStretch(1)
        self.confirm_button.clicked.connect(self.controller.confirm)
        self.back_button.clicked.connect(self.controller.back)
        self.cancel_button.clicked.connect(self.controller.cancel)
        outer.addLayout(right)

        controller.draft_changed.connect(self.clear_message)  # a refusal holds only until the next change
        controller.draft_changed.connect(self.refresh)
        controller.state_changed.connect(self.clear_message)
        controller.action_rejected.connect(self.show_rejection)
        self.retranslate_ui()

    def set_narrow(self, on: bool) -> None:
        """A narrow column (presentation mode): three kind buttons a row, Confirm/Back/Cancel in a row
        below the steps instead of a column beside them, so no label is squeezed."""
        self._kind_columns = 3 if on else KIND_COLUMNS
        self._outer.setDirection(QBoxLayout.Direction.TopToBottom if on else QBoxLayout.Direction.LeftToRight)
        self._buttons.setDirection(QBoxLayout.Direction.LeftToRight if on else QBoxLayout.Direction.TopToBottom)
        self.refresh()

    def set_kind_columns(self, columns: int) -> None:
        """Kind buttons a row in the narrow column (four where their labels fit: a row less).
        Only the grid changes: no reasons are asked again (that takes the engine's time)."""
        if columns != self._kind_columns:
            self._kind_columns = columns
            self._place_kinds([kind for kind, button in self.kind_buttons.items() if not button.isHidden()])

    # -- texts -----------------------------------------------------------------------------------
    def retranslate_ui(self) -> None:
        tr = texts.translate
        self.confirm_button.setText(tr("ActionBar", "Confirm"))
        self.confirm_button.setToolTip(tr("ActionBar", "Carry out the action (Enter)"))
        self.back_button.setText(tr("ActionBar", "Back"))
        self.back_button.setToolTip(tr("ActionBar", "Undo the last choice of this action (Backspace)"))
        self.cancel_button.setText(tr("ActionBar", "Cancel"))
        self.cancel_button.setToolTip(tr("ActionBar", "Drop this action; nothing has happened yet (Esc)"))
        self.refresh()

    def clear_message(self) -> None:
        self.message.clear()
        self.message.hide()  # an empty wrapped label still takes a line

    def show_rejection(self, violations: tuple[Violation, ...]) -> None:
        """Show why the last click or action was refused (the game has not changed)."""
        game = self.controller.game
        text = rule_links.reasons_html(violations, game.data.game, self.controller.names, game.data) if game else ""
        if not text:
            text = texts.translate("ActionBar", "That is not one of the choices now.")
        self.message.setText(text)
        self.message.show()

    # -- state -----------------------------------------------------------------------------------
    def set_elsewhere(self, note: str) -> None:
        """The seat to move plays elsewhere (its phone, issue 40): ``note`` says so instead of the
        prompt and the choices; "" gives them back."""
        if note != self._elsewhere:
            self._elsewhere = note
            self.refresh()

    def refresh(self) -> None:
        c = self.controller
        game = c.game
        tr = texts.translate
        if game is None or c.current_player is None:
            self.title.setText(tr("ActionBar", "Action") if game is None else tr("ActionBar", "The game is over"))
            for button in self.kind_buttons.values():
                button.hide()
            self._set_choices("", [])
            self.steps.clear()
            self.prompt.clear()
            self.preview.clear()
            for button in (self.confirm_button, self.back_button, self.cancel_button):
                button.setEnabled(False)
            return
        state = game.state
        player = state.players[c.current_player]
        if state.phase == "shortfall":
            self.title.setText(texts.fill(tr("ActionBar", "{player} must sell tiles to pay {debt}"),
                                          {"player": player.name,
                                           "debt": texts.money(int(state.pending.get("debt", 0)))}))
        elif state.phase == "sell_more":
            self.title.setText(texts.fill(tr("ActionBar", "{player}: sell another tile, or stop selling"),
                                          {"player": player.name}))
        else:
            self.title.setText(texts.fill(
                tr("ActionBar", "{player} to play: action {n} of {total}"),
                {"player": player.name, "n": _action_number(game.context), "total": actions_in_turn(game.context)}))
        self._refresh_kinds()
        draft = self.play.draft
        self.steps.setText(self._steps_html())
        if self._elsewhere:  # nothing is chosen on the wall: the seat's phone chooses
            self.prompt.setText(self._elsewhere)
            self._set_choices("", [])
        elif draft is not None and draft.kind is None and CARD in draft.chosen:
            # the card-first path: say what the card allows
            kinds = [words.kind_name(k, state.era, game.data.game) for k, ok in self.play.kinds() if ok]
            self.prompt.setText(texts.fill(
                tr("ActionBar", "{card}: {kinds}. Choose one above, or click a lit target on the map."),
                {"card": words.card_name(str(draft.chosen[CARD]), game.data), "kinds": texts.join_list(kinds)}))
            self._set_choices("", [])
        elif draft is None or draft.kind is None:
            if state.phase == "sell_more":  # no card is played for another sale
                self.prompt.setText(tr("ActionBar", "Sell another one (choose above or click it on the map), "
                                                    "or stop selling."))
            else:
                self.prompt.setText(tr("ActionBar", "Choose an action above, a card in your hand, or click the map."))
            self._set_choices("", [])
        else:
            step = draft.current_step
            if step is None:
                self.prompt.setText(tr("ActionBar", "Ready: check the cost and confirm."))
                self._set_choices("", [])
            else:
                state_of = {s.name: s for s in draft.steps()}
                where = state_of[step].where if step in state_of else BUTTONS
                values = draft.options(step)
                self.prompt.setText(words.step_prompt(step, game.data.game, _prompt_variant(step, values, draft.kind)))
                if where in (BOARD_SLOT, BOARD_LINE):  # map targets are clicked on the map, the rest are buttons
                    values = [v for v in values if not self.play.is_board_target(v) and v not in game.data.lines]
                elif where == HAND:
                    values = []
                self._set_choices(step, values[:MAX_CHOICE_BUTTONS] if where != BUTTONS else values)
        self.preview.setText(self._with_rule_links(self._preview_text()))
        self.preview.setVisible(bool(self.preview.text()))
        ready = draft is not None and draft.is_ready and c.pending_review is None  # a review's Continue goes on
        self.confirm_button.setEnabled(ready)
        self.back_button.setEnabled(c.can_back())
        self.cancel_button.setEnabled(draft is not None and state.phase == "action")

    def _refresh_kinds(self) -> None:
        c = self.controller
        era = c.game.state.era if c.game else None
        game = c.game.data.game if c.game else None
        available = dict(self.play.kinds())
        chosen = self.play.draft.kind if self.play.draft is not None else None
        self._place_kinds([kind for kind in self.kind_buttons if kind in available])
        for kind, button in self.kind_buttons.items():
            button.setVisible(kind in available)
            if kind not in available:
                continue
            button.setText(words.kind_name(kind, era, game))
            button.setEnabled(available[kind])
            button.setChecked(kind == chosen)
            hint = words.kind_hint(kind, game)
            if not available[kind]:  # the engine's reason for this player and the choice so far
                why = texts.reasons_text(self.play.explain_kind(kind), c.names, c.game.data) if c.game else ""
                hint += "\n" + (why or texts.translate("ActionBar", "Not possible now."))
            button.setToolTip(hint)

    def _place_kinds(self, kinds: list[str]) -> None:
        """Put the buttons of ``kinds`` in the grid, ``_kind_columns`` a row."""
        for button in self.kind_buttons.values():
            self.kind_row.removeWidget(button)
        for position, kind in enumerate(kinds):
            self.kind_row.addWidget(self.kind_buttons[kind], position // self._kind_columns,
                                    position % self._kind_columns)

    def _steps_html(self) -> str:
        draft = self.play.draft
        game = self.controller.game
        if draft is None or draft.kind is None or game is None:
            return ""
        parts = []
        for state in draft.steps():
            name = words.step_name(state.name, game.data.game)
            if state.status == OPEN:
                step = texts.fill(texts.translate("ActionBar", "{step}: {value}"), {"step": name, "value": "?"})
                parts.append(f'<span style="color:#8a6d00"><b>{step}</b></span>')
            else:
                value = words.choice_text(state.name, state.value, game.data)
                if state.name == "kind":
                    value = words.kind_name(str(state.value), game.state.era, game.data.game)
                if state.name in SOURCE_STEPS and not state.value:
                    continue  # no choice to make: the preview names the source
                if state.status == FORCED and state.value is None:
                    continue  # nothing to decide (a canal is always one line): no "Only one rail" crumb
                parts.append(texts.fill(texts.translate("ActionBar", "{step}: {value}"),
                                        {"step": name, "value": f"<b>{value}</b>"}))
        return " &nbsp;›&nbsp; ".join(parts)

    def _set_choices(self, step: str, values: list[Any]) -> None:
        for button in self.choice_buttons:
            self.choice_grid.removeWidget(button)
            button.hide()
            button.deleteLater()
        self.choice_buttons = []
        game = self.controller.game
        labels = [words.choice_text(step, value, game.data) if game else str(value) for value in values]
        # Long labels ("Develop: manufacturer") get fewer columns so the bar never outgrows the screen.
        columns = 4 if max((len(label) for label in labels), default=0) <= 18 else 3
        for i, (value, label) in enumerate(zip(values, labels, strict=False)):
            # "&&": a place name such as "Warrington & Runcorn" must not become a mnemonic
            button = QPushButton(label.replace("&", "&&"))
            button.setObjectName("ChoiceButton")
            button.setProperty("step", step)
            button.clicked.connect(lambda _=False, s=step, v=value: self.play.choose(s, v))
            self.choice_grid.addWidget(button, i // columns, i % columns)
            button.show()  # a layout shows new children only on the next event-loop pass
            self.choice_buttons.append(button)
        self.choice_box.setVisible(bool(values))

    def _preview_text(self) -> str:
        """Every consequence of the prepared action (the engine's preview), worded."""
        c = self.controller
        preview = self.play.preview()
        if preview is None or c.game is None:
            return ""
        return " ".join(texts.preview_lines(preview, c.game.data, c.names, c.current_player))

    def _with_rule_links(self, preview: str) -> str:
        """The preview (rich text) followed by links to the rules it applies (rule_links.py)."""
        c = self.controller
        details = self.play.preview()
        if not preview or c.game is None or self.play.draft is None or details is None:
            return preview
        resources = [resource for resource, sources in details.sources.items() if sources]
        links = rule_links.preview_links_html(self.play.draft.kind, resources, c.game.data.game, c.game.state.era)
        return f"{html.escape(preview)} {links}" if links else preview

    def choice_button(self, value_text: str) -> QPushButton | None:
        """The choice button showing ``value_text`` (tests and keyboard shortcuts)."""
        for button in self.choice_buttons:
            if button.text() == value_text.replace("&", "&&"):
                return button
        return None


def _prompt_variant(step: str, values: list[Any], kind: str | None) -> str | None:
    """The qualifier of a step's words: a sale only a port can take (the distant market closed or
    out of reach: no button for it) is asked without it, so the words match what is offered."""
    if step == TO and values and DISTANT not in values and not any(words.is_merchant_id(v) for v in values):
        return "ports"
    return kind


def _action_number(ctx: Any) -> int:
    return max(1, actions_in_turn(ctx) - int(ctx.state.actions_left) + 1)

