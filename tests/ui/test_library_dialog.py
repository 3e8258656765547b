"""The library dialog: tables, charts drawn from the stored figures, exports; recording at game end."""
from __future__ import annotations

import csv
import io
import json

import pytest
from PySide6.QtCharts import QLineSeries
from PySide6.QtCore import Qt

from brass_desktop.engine import Game, GameSetup
from brass_desktop.engine.agents import BUILDER_WEIGHTS, play_random_game
from brass_desktop.engine.brass.ruleset import ruleset
from brass_desktop.library import Library
from brass_desktop.ui.dialogs.library_dialog import LibraryDialog


def finished(game: str, seed: int, players: tuple[str, ...]) -> Game:
    setup = GameSetup(players=players, seed=seed, game=game, options=ruleset(game).options_class())
    return play_random_game(Game.new(setup), seed=seed, weights=BUILDER_WEIGHTS)


@pytest.fixture(scope="module")
def games():
    return [finished("lancashire", 3, ("A", "B", "C")), finished("birmingham", 3, ("A", "B", "C"))]


@pytest.fixture
def library(tmp_path, games):
    lib = Library(tmp_path / "lib.sqlite3")
    lib.add(games[0], finished_at="2024-05-01T20:00:00")
    lib.add(games[1], finished_at="2024-05-02T21:30:00")
    yield lib
    lib.close()


@pytest.fixture
def dialog(qtbot, library):
    d = LibraryDialog(library)
    qtbot.addWidget(d)
    d.show()
    return d


def cell(table, row: int, col: int) -> str:
    return table.item(row, col).text()


def test_games_table_newest_first(dialog):
    t = dialog.games_table
    assert t.rowCount() == 2
    assert [cell(t, 0, c) for c in range(6)] == ["2024-05-02 21:30", "Brass: Birmingham", "A, B, C", "C",
                                                  "2 / 43 / 72", "18"]
    assert [cell(t, 1, c) for c in (1, 3, 4, 5)] == ["Brass (Lancashire)", "B", "3 / 17 / 8", "20"]


def test_round_chart_shows_the_stored_figures(dialog, library):
    dialog.games_table.selectRow(1)  # the Lancashire game
    gid = dialog.selected_game_id()
    for index, metric in enumerate(("vp", "income_level", "money")):
        dialog.metric_box.setCurrentIndex(index)
        series = dialog.rounds_chart.chart().series()
        assert [s.name() for s in series] == ["A", "B", "C"]
        assert all(isinstance(s, QLineSeries) for s in series)
        for seat, s in enumerate(series):
            expected = [(r.seq, getattr(r, metric)) for r in library.rounds(gid) if r.seat == seat]
            assert [(round(p.x()), round(p.y())) for p in s.points()] == expected
    assert [(round(p.x()), round(p.y())) for p in dialog.rounds_chart.chart().series()[1].points()][-1] == (20, 0)


def test_sources_chart_stacks_the_final_vp(dialog):
    dialog.games_table.selectRow(0)  # Birmingham: A lost 4 VP to shortfalls
    series = dialog.sources_chart.chart().series()[0]
    sets = {bar.label(): [bar.at(i) for i in range(bar.count())] for bar in series.barSets()}
    assert sets["Canal links"] == [4, 11, 8]
    assert sets["Rail industries"] == [0, 13, 35]
    assert sets["Lost to shortfalls"] == [-4, 0, 0]
    assert "Money" not in sets  # nobody scored from it: no empty legend entry
    totals = [sum(v[i] for v in sets.values()) for i in range(3)]
    assert totals == [2, 43, 72]


def test_players_tab_and_win_rates(dialog):
    t = dialog.players_table
    rows = [[cell(t, r, c) for c in range(7)] for r in range(t.rowCount())]
    assert ["C", "Brass: Birmingham", "3", "1", "1", "72.0", "72"] in rows
    assert ["A", "Brass (Lancashire)", "3", "1", "0", "3.0", "3"] in rows
    chart = dialog.wins_chart.chart()
    bar = chart.series()[0].barSets()[0]
    names = chart.axes(Qt.Orientation.Vertical)[0]
    assert names.categories() == ["C (2)", "B (2)", "A (2)"]  # bottom-up: the first name is at the top
    assert [bar.at(i) for i in range(3)] == [50.0, 50.0, 0.0]


def test_exports(dialog, library, tmp_path, games):
    target = tmp_path / "games.csv"
    assert dialog.export_csv(str(target))
    rows = list(csv.reader(io.StringIO(target.read_text(encoding="utf-8"))))
    assert len(rows) == 3 and rows[1][2] == "birmingham" and rows[2][6] == "3; 17; 8"
    dialog.games_table.selectRow(1)
    record = tmp_path / "game.brass.json"
    assert dialog.export_record(str(record))
    loaded = Game.from_record(json.loads(record.read_text(encoding="utf-8")))
    assert loaded.state.to_dict() == games[0].state.to_dict()


def test_a_moved_aside_library_is_reported(qtbot, tmp_path):
    path = tmp_path / "lib.sqlite3"
    path.write_bytes(b"garbage" * 1000)
    with Library(path) as lib:
        d = LibraryDialog(lib)
        qtbot.addWidget(d)
        assert not d.notice.isHidden() and lib.moved_aside.name in d.notice.text()
        assert d.games_table.rowCount() == 0 and not d.json_button.isEnabled()


def test_the_main_window_records_a_game_when_it_ends(qtbot, window, games):
    game = games[0]
    window.start_game(GameSetup(players=("A", "B", "C"), seed=3, options=ruleset("lancashire").options_class()))
    for action in game.history[:-1]:
        window.controller.apply(action)
    with Library() as lib:
        assert lib.games() == []
    window.controller.apply(game.history[-1])
    window.controller.undo()
    window.controller.redo()  # the same ending again is not a second game
    with Library() as lib:
        assert [g["vp"] for g in lib.games()] == [[3, 17, 8]]
    dialog = window.teaching.show_library()
    assert dialog.games_table.rowCount() == 1
    assert window.teaching.library_action.shortcut().toString() == "Ctrl+L"
    dialog.close()


def test_an_industria_game_is_recorded_and_charted(qtbot, window):
    from brass_desktop.engine.agents import RandomAgent
    from brass_desktop.engine.industria import IndustriaOptions

    window.start_game(GameSetup(players=("A", "B", "C"), seed=4, game="industria", options=IndustriaOptions()))
    agent = RandomAgent(4)
    c = window.controller
    while not c.game.is_over():
        assert c.apply(agent.choose(c.game))
    with Library() as lib:
        games = lib.games()
        assert [(g["game"], g["vp"], g["rounds"]) for g in games] == [("industria", [5, 8, 12], 16)]
        gid = games[0]["id"]
        dialog = LibraryDialog(lib)
        qtbot.addWidget(dialog)
        dialog.show()
        assert cell(dialog.games_table, 0, 1) == "Industria"
        assert [dialog.metric_box.itemText(i) for i in range(3)] == ["Victory points", "Income", "Coins"]
        dialog.metric_box.setCurrentIndex(2)
        chart = dialog.rounds_chart.chart()
        assert chart.title() == "Coins after each round"
        assert chart.axes(Qt.Orientation.Horizontal)[0].titleText() == "Round (epochs I to V)"
        series = chart.series()
        assert [s.name() for s in series] == ["A", "B", "C"]
        assert [(round(p.x()), round(p.y())) for p in series[1].points()] == [
            (r.seq, r.money) for r in lib.rounds(gid) if r.seat == 1]
        assert [round(p.y()) for p in series[1].points()][-1] == 19
        bars = dialog.sources_chart.chart().series()[0]
        sets = {bar.label(): [bar.at(i) for i in range(bar.count())] for bar in bars.barSets()}
        assert sets == {"Tiles built": [1, 0, 6], "Bonus tiles": [0, 2, 2], "Money": [4, 6, 4]}
        dialog.close()


def test_a_replay_opened_from_the_library_takes_clicks_while_the_library_stays_open(qtbot, window, games):
    """The library is a browser beside the game, not a modal question: its Replay window answers at once."""
    from PySide6.QtWidgets import QApplication

    game = games[0]
    window.start_game(GameSetup(players=("A", "B", "C"), seed=3, options=ruleset("lancashire").options_class()))
    for action in game.history:
        window.controller.apply(action)
    dialog = window.teaching.show_library()
    assert dialog.windowModality() == Qt.WindowModality.NonModal, "the library blocks the window and its replay"
    assert QApplication.activeModalWidget() is not dialog
    dialog.games_table.selectRow(0)
    qtbot.mouseClick(dialog.replay_button, Qt.MouseButton.LeftButton)
    replays = [d for d in window.open_dialogs() if type(d).__name__ == "ReplayWindow"]
    assert replays and replays[-1].isVisible() and dialog.isVisible()
    assert QApplication.activeModalWidget() not in (dialog, replays[-1])
    replays[-1].close()
    dialog.close()
