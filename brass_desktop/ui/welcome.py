"""The first-start screen: shown in the map's place while no game is open (the first start, or
after declining to continue an autosaved game): New game, a guided first game of each game,
Open and the teacher scenarios, in type large enough for a projector."""
from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QMenu, QPushButton, QVBoxLayout, QWidget

from brass_desktop.appinfo import APP_NAME
from brass_desktop.engine import registered_games
from brass_desktop.ui import texts

tr = texts.translate  # lupdate reads tr("Context", "Text") (docs/translations.md)


class WelcomePage(QFrame):
    """Buttons for the ways into a game; the window passes what each one does."""

    def __init__(self, parent: QWidget, new_game: Callable[[], object], open_file: Callable[[], object],
                 guided: Callable[[str], object], guided_games: list[str], scenarios: QMenu) -> None:
        super().__init__(parent)
        self.setObjectName("WelcomePage")
        outer = QVBoxLayout(self)
        outer.addStretch(1)
        box = QFrame()
        box.setObjectName("WelcomeBox")
        self.box = box
        outer.addWidget(box, 0, Qt.AlignmentFlag.AlignHCenter)
        outer.addStretch(2)
        layout = QVBoxLayout(box)
        layout.setSpacing(14)
        self.title = QLabel(APP_NAME)
        self.title.setObjectName("WelcomeTitle")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.subtitle = QLabel()
        self.subtitle.setObjectName("WelcomeSubtitle")
        self.subtitle.setWordWrap(True)
        self.subtitle.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(self.title)
        layout.addWidget(self.subtitle)
        grid = QGridLayout()
        grid.setHorizontalSpacing(24)
        grid.setVerticalSpacing(10)
        self.new_button = QPushButton()
        self.new_button.clicked.connect(lambda _=False: new_game())
        self.open_button = QPushButton()
        self.open_button.clicked.connect(lambda _=False: open_file())
        self.scenarios_button = QPushButton()
        self.scenarios_button.setMenu(scenarios)
        self.learn_label = QLabel()
        self.learn_label.setObjectName("WelcomeHeading")
        self.learn_note = QLabel()
        self.learn_note.setWordWrap(True)
        self.play_label = QLabel()
        self.play_label.setObjectName("WelcomeHeading")
        self.guide_buttons: dict[str, QPushButton] = {}
        grid.addWidget(self.learn_label, 0, 0)
        grid.addWidget(self.learn_note, 1, 0)
        for row, game in enumerate(guided_games, start=2):
            button = QPushButton()
            button.setObjectName("GuideButton")
            button.clicked.connect(lambda _=False, game=game: guided(game))
            self.guide_buttons[game] = button
            grid.addWidget(button, row, 0)
        grid.addWidget(self.play_label, 0, 1)
        for row, button in enumerate((self.new_button, self.open_button, self.scenarios_button), start=2):
            grid.addWidget(button, row, 1)
        grid.setColumnStretch(0, 1)
        grid.setColumnStretch(1, 1)
        grid.setRowStretch(len(guided_games) + 2, 1)
        layout.addLayout(grid)
        self.setStyleSheet("#WelcomePage { background: rgba(246, 241, 230, 240); }")
        parent.installEventFilter(self)  # always the whole map's size
        self.setGeometry(parent.rect())
        self.retranslate_ui()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt API)
        parent = self.parentWidget()
        if watched is parent and parent is not None and event.type() == QEvent.Type.Resize:
            self.setGeometry(parent.rect())
            self.fit()
        return False

    def fit(self) -> None:
        """The buttons' box: 85 % of the map's width (at most 70 letters of the button font), and as
        high as its wrapped sentences need at that width (a centred box would take its size hint and
        cut them)."""
        if self.isHidden():
            return  # a game is on show: fitted when shown again
        letters = self.new_button.fontMetrics().averageCharWidth() * 70
        layout = self.box.layout()
        least = layout.minimumSize().width() if layout is not None else 320
        width = min(max(least, min(int(self.width() * 0.85), letters)), max(320, self.width() - 24))
        self.box.setFixedWidth(width)
        height = layout.totalHeightForWidth(width) if layout is not None else -1
        if height <= 0:  # not laid out yet
            height = self.box.sizeHint().height()
        self.box.setFixedHeight(min(max(self.height() - 24, 200), height))

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt API)
        super().showEvent(event)
        self.fit()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt API)
        if event.type() in (QEvent.Type.StyleChange, QEvent.Type.FontChange):
            self.fit()  # presentation mode scales the text
        super().changeEvent(event)

    def retranslate_ui(self) -> None:
        games = [texts.game_name(game) for game in registered_games()]
        named = games[0] if len(games) < 2 else texts.fill(
            tr("WelcomePage", "{first} and {last}"), {"first": texts.join_list(games[:-1]), "last": games[-1]})
        self.subtitle.setText(texts.fill(tr("WelcomePage", "The referee and banker for {games} at the table or on "
                                                          "a projector."), {"games": named}))
        self.learn_label.setText(tr("WelcomePage", "New to the game? A guided first game"))
        self.learn_note.setText(tr("WelcomePage", "Play a guided first game against the computer: at each step the "
                                                  "app says what to do, why, and which rule applies."))
        self.play_label.setText(tr("WelcomePage", "Play"))
        for game, button in self.guide_buttons.items():
            button.setText(texts.game_name(game))
            button.setToolTip(texts.fill(tr("WelcomePage", "Guided first game: {game}"),
                                         {"game": texts.game_name(game)}))
        self.new_button.setText(tr("WelcomePage", "New game…"))
        self.open_button.setText(tr("WelcomePage", "Open a saved game…"))
        self.scenarios_button.setText(tr("WelcomePage", "Teaching scenarios"))
        self.fit()
