"""The winner screen's sentence matches how the winner was decided, and it shows only the
tie-breaks the ranking went through (issue 39: "a complete tie" above a turn-order tie-break
column that differed; Industria's tie-breaks were shown as the raw key "built_tiles")."""
from __future__ import annotations

from brass_desktop.engine import Game, GameSetup, Outcome, PlayerScore
from brass_desktop.ui import texts
from brass_desktop.ui.dialogs.winner_dialog import WinnerDialog

NAMES = ("Ada", "Brunel", "Cort")


def dialog_for(qtbot, monkeypatch, game_name: str, outcome: Outcome) -> WinnerDialog:
    game = Game.new(GameSetup(players=NAMES, seed=3, game=game_name))
    monkeypatch.setattr(game, "outcome", lambda: outcome)
    dialog = WinnerDialog(game)
    qtbot.addWidget(dialog)
    return dialog


def brass_score(player: int, vp: int, income: int, money: int, turn: int) -> PlayerScore:
    return PlayerScore(player, NAMES[player], vp, {"canal_links": vp},
                       {"income": income, "money": money, "turn_order": turn, "income_level": income,
                        "income_space": income})


def tiebreak_headers(dialog: WinnerDialog) -> list[str]:
    return [key for key in dialog.headers if key.startswith("tb:")]


def test_a_shared_victory_shows_only_the_tie_breaks_the_winners_are_level_on(qtbot, monkeypatch):
    # Lancashire with "tied players share": level on VP, income and money; turn order applies not.
    outcome = Outcome(ranking=(1, 0, 2), winners=(1, 0), decided_by="shared",
                      scores=(brass_score(0, 120, 20, 7, 1), brass_score(1, 120, 20, 7, 0),
                              brass_score(2, 90, 12, 3, 2)))
    dialog = dialog_for(qtbot, monkeypatch, "lancashire", outcome)
    assert tiebreak_headers(dialog) == ["tb:income", "tb:money"]  # no turn-order column that differs
    for key in ("tb:income", "tb:money"):
        assert dialog.cells[(0, key)].text() == dialog.cells[(1, key)].text()
    assert texts.decided_by_text("shared") in dialog.title.text()
    assert dialog.decided.text() == ("Tied on victory points and on every tie-break the rules apply: "
                                     "the victory is shared.")
    assert "decide" not in dialog.decided.text()


def test_a_victory_by_turn_order_shows_every_tie_break_up_to_turn_order(qtbot, monkeypatch):
    outcome = Outcome(ranking=(1, 0, 2), winners=(1,), decided_by="turn_order",
                      scores=(brass_score(0, 120, 20, 7, 1), brass_score(1, 120, 20, 7, 0),
                              brass_score(2, 90, 12, 3, 2)))
    dialog = dialog_for(qtbot, monkeypatch, "birmingham", outcome)
    assert tiebreak_headers(dialog) == ["tb:income", "tb:money", "tb:turn_order"]
    assert dialog.cells[(1, "tb:turn_order")].text() == "1" and dialog.cells[(0, "tb:turn_order")].text() == "2"
    assert "broken by turn order" in dialog.title.text()
    assert dialog.decided.text() == "Tied on victory points: the tie-break columns decide."


def industria_score(player: int, vp: int, built: int, coins: int) -> PlayerScore:
    return PlayerScore(player, NAMES[player], vp, {"money": vp}, {"built_tiles": built, "coins": coins})


def test_industria_s_tie_breaks_are_worded_and_shown(qtbot, monkeypatch):
    outcome = Outcome(ranking=(2, 0, 1), winners=(2,), decided_by="built_tiles",
                      scores=(industria_score(0, 40, 6, 10), industria_score(1, 30, 5, 4),
                              industria_score(2, 40, 7, 2)))
    dialog = dialog_for(qtbot, monkeypatch, "industria", outcome)
    assert "Cort wins by a tie on points, broken by more built tiles." == dialog.title.text()
    assert "built_tiles" not in dialog.title.text()
    assert tiebreak_headers(dialog) == ["tb:built_tiles"]
    assert dialog.headers["tb:built_tiles"].text() == "Built tiles (tie-break)"
    assert dialog.cells[(2, "tb:built_tiles")].text() == "7"
    assert dialog.decided.text() == "Tied on victory points: the tie-break columns decide."


def test_an_industria_shared_victory_shows_both_level_tie_breaks(qtbot, monkeypatch):
    outcome = Outcome(ranking=(0, 2, 1), winners=(0, 2), decided_by="shared",
                      scores=(industria_score(0, 40, 6, 10), industria_score(1, 30, 5, 4),
                              industria_score(2, 40, 6, 10)))
    dialog = dialog_for(qtbot, monkeypatch, "industria", outcome)
    assert tiebreak_headers(dialog) == ["tb:built_tiles", "tb:coins"]
    assert "the victory is shared" in dialog.decided.text()
