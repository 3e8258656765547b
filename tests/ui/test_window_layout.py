"""Window layout rules (issue 11): the map's share of the screen in presentation mode, every public
panel fully visible without scrolling at 2-4 players, the smallest panel text, no clipped labels,
and the small layout defects (fourth default name, Ctrl+Y, empty turn order)."""
from __future__ import annotations

import pytest
from PySide6.QtGui import QFontInfo, QKeySequence
from PySide6.QtWidgets import QApplication, QLabel, QPushButton, QToolBar, QToolButton

from brass_desktop.engine import GameSetup
from brass_desktop.engine.agents import BUILDER_WEIGHTS, RandomAgent
from brass_desktop.engine.brass.ruleset import ruleset

NAMES = ("Ada", "Brunel", "Cort", "Darby")


def settle() -> None:
    for _ in range(4):
        QApplication.processEvents()


def play(window, game: str, players: int, actions: int = 30, seed: int = 5) -> None:
    window.start_game(GameSetup(players=NAMES[:players], seed=seed, game=game,
                                options=ruleset(game).options_class()))
    agent = RandomAgent(seed, BUILDER_WEIGHTS)
    for _ in range(actions):
        window.controller.apply(agent.choose(window.controller.game))
    window.hot_seat.hand_revealed()  # the current player has taken over: the hand is on screen
    settle()


def public_widgets(window) -> list:
    """The public panels the layout shows: players and markets; in presentation mode only the
    players panel (the acting player's own card: the board scene carries the table, issue 39)."""
    if window.settings.presentation:
        return [window.players_panel]
    return [window.players_panel, window.markets_panel]


def assert_fully_visible(window, widget) -> None:
    """Inside the window, not cut by the side column's scroll area, and given its minimum height."""
    top_left = widget.mapTo(window, widget.rect().topLeft())
    bottom_right = widget.mapTo(window, widget.rect().bottomRight())
    assert top_left.x() >= 0 and top_left.y() >= 0, widget.objectName()
    assert bottom_right.x() < window.width() and bottom_right.y() < window.height(), widget.objectName()
    assert widget.height() >= widget.minimumSizeHint().height(), widget.objectName()
    side = window.layout_manager
    assert not side.right.verticalScrollBar().isVisible() or side.right.verticalScrollBar().maximum() == 0
    assert side.side.minimumSizeHint().height() <= side.right.viewport().height()
    assert side.side.minimumSizeHint().width() <= side.right.viewport().width()


def assert_tile_labels_fit(window) -> None:
    """Every next-tile label shows its whole text (issue 11: "0·发展·剩6" lost its last character)."""
    labels = [label for card in window.players_panel.cards if card.isVisible() for label in card.tile_texts.values()]
    assert labels
    for label in labels:
        assert label.fontMetrics().horizontalAdvance(label.text()) <= label.contentsRect().width(), label.text()


@pytest.mark.parametrize("game", ["lancashire", "birmingham"])
@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("size, share", [((1920, 1080), 0.70), ((1366, 768), 0.60), ((2560, 1440), 0.70)])
def test_presentation_puts_the_map_first_and_the_acting_players_things_in_view(window, game, players, size, share):
    """The column beside the map keeps only the acting player's own card, the action bar and the
    hand (issue 39): the table panel is hidden, the board scene carries it."""
    play(window, game, players)
    window.resize(*size)
    window.set_presentation(True)
    settle()
    view = window.view
    assert view.width() * view.height() / (size[0] * size[1]) >= share
    assert not window.menuBar().isVisible() and not window.statusBar().isVisible()
    assert not any(bar.isVisible() for bar in window.findChildren(QToolBar))
    assert window.layout_manager.leave_button.isVisible()
    for widget in public_widgets(window) + [window.action_bar, window.hand_panel]:
        assert_fully_visible(window, widget)
    shown = [card for card in window.players_panel.cards if card.isVisible()]
    assert [card.index for card in shown] == [window.controller.game.current_player]
    assert not window.markets_panel.isVisible()
    assert window.hand_panel.buttons and all(b.isVisible() for b in window.hand_panel.buttons.values())


@pytest.mark.parametrize("game", ["lancashire", "birmingham"])
def test_presentation_text_is_at_least_18_px_at_1920x1080_and_no_label_is_clipped(window, game):
    play(window, game, 4)
    window.set_presentation(True)
    settle()
    labels = [w for panel in (window.players_panel, window.markets_panel, window.action_bar, window.hand_panel)
              for w in panel.findChildren(QLabel) + panel.findChildren(QPushButton)
              + panel.findChildren(QToolButton) if w.isVisible() and w.text()]
    assert len(labels) > 20
    assert min(QFontInfo(w.font()).pixelSize() for w in labels) >= 18
    for w in labels:
        if isinstance(w, QLabel) and not w.wordWrap() and "\n" not in w.text() and "<" not in w.text():
            assert w.fontMetrics().horizontalAdvance(w.text()) <= w.contentsRect().width() + 1, w.text()
        elif isinstance(w, QPushButton):
            assert w.width() >= w.minimumSizeHint().width(), w.text()


def test_presentation_text_follows_the_screen_size(window):
    from brass_desktop.ui.window_layout import presentation_factor

    assert presentation_factor(2560, 1440) == pytest.approx(presentation_factor(1920, 1080) * 4 / 3)
    assert presentation_factor(1366, 768) < presentation_factor(1920, 1080)
    # 18.2 px at 1920x1080 (11 pt = 14.67 px at 96 dpi)
    assert presentation_factor(1920, 1080) * 11 * 96 / 72 == pytest.approx(18.2)


def test_leaving_presentation_brings_menus_and_the_strip_back(window):
    play(window, "lancashire", 3)
    window.set_presentation(True)
    settle()
    window.layout_manager.leave_button.click()
    settle()
    assert not window.settings.presentation
    assert window.menuBar().isVisible() and window.log_panel.isVisible()
    assert window.layout_manager.bottom.isVisible()
    assert window.action_bar.parent() is window.layout_manager.bottom
    # the table and every player's card are back beside the map
    assert window.markets_panel.isVisible()
    assert all(card.isVisible() for card in window.players_panel.cards)


@pytest.mark.parametrize("game", ["lancashire", "birmingham"])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_normal_mode_at_1366x768_shows_every_player_and_the_markets(window, game, players):
    play(window, game, players)
    window.resize(1366, 768)
    settle()
    for widget in public_widgets(window):
        assert_fully_visible(window, widget)
    assert all(card.isVisible() for card in window.players_panel.cards)
    assert_tile_labels_fit(window)


@pytest.mark.parametrize("game", ["lancashire", "birmingham"])
@pytest.mark.parametrize("language", ["en", "zh_TW", "zh_CN"])
def test_no_next_tile_label_is_clipped_at_any_size_or_language(qtbot, window, game, language):
    """At 1366x768 and 1920x1080, normal and presentation, and back from presentation (the style
    sheet is set anew under the laid-out panels), in each language, with the hands open."""
    from brass_desktop import i18n

    window.resize(1366, 768)
    window.set_open_hands(True)
    play(window, game, 4)
    window.set_language(language)
    try:
        for size in ((1366, 768), (1920, 1080)):
            window.resize(*size)
            for presentation in (False, True, False):
                window.set_presentation(presentation)
                qtbot.wait(100)  # painted: fonts polished at the paint must not change the widths
                assert_tile_labels_fit(window)
    finally:
        window.set_language(i18n.ENGLISH)


def test_the_fourth_default_name_is_new():
    from brass_desktop.ui.dialogs.new_game_dialog import default_names

    assert default_names(["Ada", "Brunel", "Cort"]) == ["Ada", "Brunel", "Cort", "Darby"]
    assert default_names(["Darby", "ada"]) == ["Darby", "ada", "Brunel", "Cort"]


def test_redo_also_on_ctrl_y(window):
    assert QKeySequence("Ctrl+Y") in window.redo_action.shortcuts()
    assert QKeySequence("Ctrl+Shift+Z") in window.redo_action.shortcuts()


def test_no_turn_order_arrows_without_a_game(window):
    panel = window.markets_panel
    assert not any(label.isVisible() for label in panel.order_arrows + panel.order_names)


def _geometry(window, widget) -> tuple[int, int, int, int]:
    top_left = widget.mapTo(window, widget.rect().topLeft())
    return top_left.x(), top_left.y(), widget.width(), widget.height()


def _draft_to_ready(window) -> list[str]:
    """Walk a draft step by step (first option each time); the steps it passed."""
    c = window.controller
    passed = []
    for _ in range(12):
        draft = c.draft
        if draft is None or draft.is_ready or draft.current_step is None:
            break
        step = draft.current_step
        passed.append(step)
        c.choose(step, draft.options(step)[0])
        settle()
    return passed


@pytest.mark.parametrize("game", ["lancashire", "birmingham"])
@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)])
def test_presentation_column_holds_still_through_a_turn_and_shows_the_whole_hand(window, game, size):
    """The action bar and the hand keep their place and size while a draft grows a preview, and the
    hand has room for a full hand of cards inside the screen (issue 11: the second row was cut)."""
    play(window, game, 4)
    window.resize(*size)
    window.set_presentation(True)
    settle()
    bar, hand = window.action_bar, window.hand_panel
    before = (_geometry(window, bar), _geometry(window, hand))
    kinds = [kind for kind, ok in window.controller.kinds() if ok and kind in ("build", "loan")]
    window.controller.select_kind(kinds[0])
    settle()
    assert _draft_to_ready(window)
    assert window.controller.draft.is_ready and bar.preview.isVisible() and bar.preview.text()
    assert (_geometry(window, bar), _geometry(window, hand)) == before
    x, y, width, height = before[1]
    assert y + height <= size[1] and height == hand.reserved_height()
    rows = -(-8 // hand.compact_columns)  # a full hand of 8 cards
    assert height >= rows * hand.card_height()
    for button in hand.buttons.values():  # no card is cut by the panel's edge
        assert button.geometry().bottom() < hand.height() and button.height() == hand.card_height()
    window.controller.cancel()
    settle()
    assert (_geometry(window, bar), _geometry(window, hand)) == before


def test_one_card_does_not_fill_the_hand(window):
    play(window, "lancashire", 2)
    hand = window.hand_panel
    hand.set_hand("Ada", ["preston"], window.controller.game.data)
    settle()
    button = hand.buttons["preston"]
    assert button.height() == hand.card_height()
    assert button.width() < hand.width() / 3  # one of four columns, not the whole panel


def test_a_second_and_third_game_in_one_window_show_only_their_own_players(window):
    """Lancashire at 4, Birmingham at 2, Industria at 3 in one 1366x768 window: each shows its own
    players and panels, all in view (the layout fits the new panels; issue 11)."""
    from brass_desktop.ui.brass.players_panel import PlayerCard, PlayersPanel

    window.resize(1366, 768)
    window.set_open_hands(True)
    for game, players in (("lancashire", 4), ("birmingham", 2), ("industria", 3)):
        window.start_game(GameSetup(players=NAMES[:players], seed=5, game=game,
                                    options=ruleset(game).options_class() if game != "industria" else None))
        agent = RandomAgent(5, BUILDER_WEIGHTS)
        for _ in range(6):
            window.controller.apply(agent.choose(window.controller.game))
        settle()
        QApplication.processEvents()
        settle()
        panel = window.layout_manager.players
        cards = [card for card in window.findChildren(PlayerCard) if card.isVisible()]
        if game == "industria":
            assert not isinstance(panel, PlayersPanel) and cards == []
            assert window.players_panel is panel
        else:
            assert isinstance(panel, PlayersPanel) and len(cards) == players
            assert sorted(card.name.text() for card in cards) == sorted(NAMES[:players])
        side = window.layout_manager.side_layout
        in_side = [side.itemAt(i).widget() for i in range(side.count()) if side.itemAt(i).widget() is not None]
        assert in_side == [window.players_panel, window.markets_panel]  # nothing left of the last game
        for widget in public_widgets(window):
            assert_fully_visible(window, widget)


@pytest.mark.parametrize("language", ["zh_TW", "zh_CN"])
def test_presentation_at_1366x768_in_chinese_shows_the_whole_hand(window, language):
    """Chinese lines are taller: the column still fits a full hand inside the screen, with text
    cut by a pixel at most (issue 11: a hand of five ran off the bottom)."""
    from brass_desktop import i18n
    from brass_desktop.ui.window_layout import SMALLEST_TEXT_PX

    play(window, "lancashire", 4, actions=5)
    window.resize(1366, 768)
    window.set_language(language)
    try:
        window.set_presentation(True)
        for _ in range(3):  # the text is cut on a zero timer after the first fit
            QApplication.processEvents()
            settle()
        hand = window.hand_panel
        assert len(hand.buttons) >= 5
        x, y, width, height = _geometry(window, hand)
        assert y + height <= 768 and height == hand.reserved_height()
        assert height >= -(-8 // hand.compact_columns) * hand.card_height()  # room for a full hand
        for widget in public_widgets(window) + [window.action_bar, hand]:
            assert_fully_visible(window, widget)
        assert all(b.isVisible() and b.geometry().bottom() < hand.height() for b in hand.buttons.values())
        assert QFontInfo(window.players_panel.font()).pixelSize() >= SMALLEST_TEXT_PX
        assert window.layout_manager.overflow == 0
    finally:
        window.set_language(i18n.ENGLISH)
    settle()
    QApplication.processEvents()
    assert window.layout_manager.overflow == 0 and window.presentation.text_cut == 0  # English: the full size again


@pytest.mark.parametrize("game", ["lancashire", "birmingham"])
def test_switching_language_on_a_projector_keeps_the_column_on_screen(qtbot, window, game):
    """The hand re-gridded in other words after a language change fits the column again, and every
    card shows its whole name (the column ran off the right edge: its fit read the hint of the
    cards before they were laid out, and kept four in a row that needed more than the column)."""
    play(window, game, 4)
    window.resize(1920, 1080)
    window.set_presentation(True)
    settle()
    try:
        for language in ("zh_TW", "zh_CN", "en", "zh_TW"):
            window.set_language(language)
            qtbot.wait(50)  # the panels are fitted again on a zero timer once every widget retranslated
            settle()
            side = window.layout_manager.right.viewport().width()
            for panel in public_widgets(window) + [window.action_bar, window.hand_panel]:
                assert_fully_visible(window, panel)
                assert panel.width() <= side, (language, panel.objectName())
            for button in window.hand_panel.buttons.values():
                assert button.width() >= button.minimumSizeHint().width(), (language, button.text())
    finally:
        window.set_language("en")


def test_the_projector_column_fits_every_hand_of_a_game(qtbot, window):
    """Each player's hand (other names) and its marks (a computer's turn offers no card) are fitted
    to the projector column as they come, not only the hand shown when presentation mode began
    (a hand with "Cotton mill ×2" ran 2 px past the column in the third round of this game)."""
    play(window, "lancashire", 4, actions=30)
    window.resize(1920, 1080)
    window.set_open_hands(True)
    c = window.controller
    person = c.current_player
    window.turns.set_table(["" if i == person else "easy" for i in range(4)], "normal", True, seed=1)
    for presentation in (False, True):
        window.set_presentation(presentation)
        for language in ("en", "zh_TW", "en"):
            window.set_language(language)
            qtbot.wait(20)
    column = window.layout_manager.right.maximumWidth()
    for _ in range(3):
        while c.current_player == person:
            c.apply(c.legal_actions()[0])
        qtbot.waitUntil(lambda: window.turns.computer.pausing or c.current_player == person, timeout=20_000)
        qtbot.wait(50)  # the column is fitted again on a zero timer
        settle()
        hand = window.hand_panel
        assert hand.width() <= column and hand.minimumSizeHint().width() <= column, \
            [b.text() for b in hand.buttons.values()]
        window.turns.computer.skip()
        qtbot.waitUntil(lambda: c.current_player == person, timeout=30_000)
    window.turns.computer.cancel()


@pytest.mark.parametrize("screen, expected", [
    ((0, 0, 2560, 1400), (1600, 960)),  # a large screen: the preferred size
    ((0, 0, 1920, 1040), (1600, 960)),
    ((0, 0, 1366, 728), (1350, 688)),  # a laptop with a task bar: the free area less the frame
    ((0, 0, 1280, 800), (1264, 760)),
    ((0, 27, 1280, 773), (1264, 733)),  # a menu bar at the top (macOS): below it
])
def test_the_first_window_fits_the_screens_free_area(screen, expected):
    """Issue 39: the default 1600x960 ran off 1366x768 and 1280x800 screens."""
    from PySide6.QtCore import QRect

    from brass_desktop.ui.window_layout import BORDER, TITLE_BAR, initial_window_rect

    available = QRect(*screen)
    rect = initial_window_rect(available)
    assert (rect.width(), rect.height()) == expected
    with_frame = rect.adjusted(-BORDER, -TITLE_BAR, BORDER, BORDER)
    assert available.contains(with_frame), (rect, available)


@pytest.mark.parametrize("width, height", [(1366, 768), (1280, 800)])
def test_a_new_window_opens_within_a_small_screen(tmp_path, width, height):
    """A real window on an offscreen screen of that size (the platform's config file sets it)."""
    import json
    import os
    import subprocess
    import sys

    config = tmp_path / "screen.json"
    config.write_text(json.dumps({"screens": [{"name": "laptop", "x": 0, "y": 0, "width": width, "height": height,
                                               "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}))
    script = (
        "import sys\n"
        "from pathlib import Path\n"
        "from PySide6.QtWidgets import QApplication\n"
        "from brass_desktop.ui.main_window import MainWindow, isolated_settings\n"
        "app = QApplication([])\n"
        "w = MainWindow(settings=isolated_settings(Path(sys.argv[1])), autosave=False)\n"
        "w.show()\n"
        "app.processEvents()\n"
        "a, g = w.screen().availableGeometry(), w.geometry()\n"
        "print(a.width(), a.height(), g.x(), g.y(), g.width(), g.height())\n")
    env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={config}",
               BRASS_DESKTOP_DATA_DIR=str(tmp_path / "data"))
    done = subprocess.run([sys.executable, "-c", script, str(tmp_path / "settings.ini")], env=env,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    screen_w, screen_h, x, y, w, h = map(int, done.stdout.split()[-6:])
    assert (screen_w, screen_h) == (width, height)  # the platform took the screen size
    assert x >= 0 and y >= 0 and x + w <= width and y + h <= height
