"""Industria in the app: its scene, the auction and building by clicks, whole games to the final
scoring by clicks alone, save/open/undo."""
from __future__ import annotations

import random
import re

import pytest
from PySide6.QtCore import Qt

from brass_desktop.engine import Game, GameSetup
from brass_desktop.engine.industria import IndustriaOptions
from brass_desktop.engine.industria.actions import Bid, Build, EndBuild, Keep, PassBid, PutUp, Sell
from brass_desktop.ui.industria.panels import IndustriaActionPanel, IndustriaPlayersPanel
from brass_desktop.ui.industria.reveal import RevealDialog
from brass_desktop.ui.industria.scene import IndustriaScene
from brass_desktop.ui.industria.words import industria_coins


def setup(players: int, seed: int, **options) -> GameSetup:
    names = ("Ada", "Brunel", "Cort", "Darby")[:players]
    return GameSetup(players=names, seed=seed, game="industria", options=IndustriaOptions(**options))


def start(window, players: int = 4, seed: int = 3, **options) -> None:
    window.controller.new_game(setup(players, seed, **options))


def panel(window) -> IndustriaActionPanel:
    assert isinstance(window.action_bar, IndustriaActionPanel)
    return window.action_bar


def click(qtbot, window, key: str) -> None:
    button = panel(window).buttons[key]
    assert button.isEnabled(), key
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def test_the_window_installs_the_industria_scene_and_panels(qtbot, window):
    start(window)
    assert isinstance(window.scene, IndustriaScene)
    assert isinstance(window.players_panel, IndustriaPlayersPanel)
    game = window.controller.game
    # seed 3: start player 2 (Cort) is the auctioneer of four revealed tiles.
    assert game.current_player == 2
    assert game.state.revealed == ("I-B-port", "I-R-stone", "I-T-mechanics", "I-B-canal")
    assert sorted(k for k in panel(window).buttons if k.startswith("put_up:")) == [
        "put_up:I-B-canal", "put_up:I-B-port", "put_up:I-R-stone", "put_up:I-T-mechanics"]
    # The display shows the four revealed tiles and they glow: exactly the legal PutUp targets.
    assert [item.tile_id for item in window.scene.offer] == list(game.state.revealed)
    assert {item.tile_id for item in window.scene.offer if item.target} == set(game.state.revealed)
    assert not any(item.target for item in window.scene.tiles.values())
    assert window.players_panel.grid.count() == 8  # icon and card per player


def test_highlights_equal_the_legal_targets_in_the_build_phase(qtbot, window):
    start(window, players=3, seed=5)
    c = window.controller
    rng = random.Random(2)
    while c.game.state.phase != "build":
        c.apply(rng.choice(c.legal_actions()))
    legal = {a.tile for a in c.legal_actions() if isinstance(a, Build)}
    glowing = {t for t, item in window.scene.tiles.items() if item.target}
    assert glowing == legal


def test_an_auction_round_by_clicks(qtbot, window):
    start(window)  # 4 players, Cort (2) auctioneer, Darby (3) bids first
    scene = window.scene
    scene.tile_clicked.emit("I-T-mechanics")  # a click on the tile in the auction display
    game = window.controller.game
    assert game.state.lot == "I-T-mechanics" and game.state.to_bid == [3, 0, 1]
    assert "Mechanics" in window.markets_panel.body.text()
    p = panel(window)
    assert (p.spin.minimum(), p.spin.maximum()) == (1, 5)  # 4 start coins + 1 income
    p.spin.setValue(2)
    click(qtbot, window, "bid")
    assert (game.state.high_bid, game.state.high_bidder) == (2, 3)
    assert panel(window).spin.minimum() == 3
    click(qtbot, window, "pass")
    panel(window).spin.setValue(4)
    click(qtbot, window, "bid")
    assert (game.state.high_bid, game.state.high_bidder) == (4, 1)
    # The auctioneer's choice, with the amount.
    assert "4 coins" in panel(window).buttons["sell"].text()
    coins = [p.coins for p in game.state.players]
    click(qtbot, window, "sell")
    assert game.state.players[1].coins == coins[1] - 4 and game.state.players[2].coins == coins[2] + 4
    assert "I-T-mechanics" in game.state.players[1].hand
    assert game.current_player == 2  # 5.3a: the seller stays auctioneer
    # A refused bid is explained: the auctioneer cannot bid.
    assert game.explain(Bid(1))[0].reason.value == "industria_no_lot"


def test_a_keep_without_bids_passes_the_role(qtbot, window):
    start(window)
    panel(window).click_tile("I-B-port")
    for _ in range(3):
        click(qtbot, window, "pass")
    assert not panel(window).buttons["sell"].isEnabled()
    click(qtbot, window, "keep")
    game = window.controller.game
    assert "I-B-port" in game.state.players[2].hand and game.state.auctioneer == 3


def reach_choice(seeds: range) -> tuple[Game, list]:
    """A seeded game whose builder can take a resource from more than one source."""
    for seed in seeds:
        game = Game.new(setup(4, seed))
        rng = random.Random(seed)
        history = []
        while game.current_player is not None and len(history) < 400:
            if game.state.phase == "build":
                by_tile: dict[str, set] = {}
                for a in game.legal_actions():
                    if isinstance(a, Build):
                        by_tile.setdefault(a.tile, set()).add(a.sources)
                if any(len(s) > 1 for s in by_tile.values()):
                    return game, history
            action = rng.choice(game.legal_actions())
            game.apply(action)
            history.append(action)
    raise AssertionError("no position with a source choice")


def test_a_build_with_a_choice_of_resource_source(qtbot, window):
    game, history = reach_choice(range(1, 40))
    start(window, players=4, seed=game.setup["seed"])
    c = window.controller
    for action in history:
        assert c.apply(action)
    tile = next(t for t in {a.tile for a in c.legal_actions() if isinstance(a, Build)}
                if len({a.sources for a in c.legal_actions() if isinstance(a, Build) and a.tile == t}) > 1)
    window.scene.tile_clicked.emit(tile)
    p = panel(window)
    assert p.build_tile == tile
    choices = sorted({a.sources for a in c.legal_actions() if isinstance(a, Build) and a.tile == tile})
    wanted = choices[-1]
    for i, source in enumerate(wanted):
        combo = panel(window).combos[i]
        if combo.isEnabled():
            panel(window).choose_source(i, source)
    build = panel(window).chosen_build()
    assert build == Build(tile, wanted)
    text = panel(window).preview.text()
    player = c.current_player
    before = c.game.state.players[player].coins
    click(qtbot, window, "build")
    paid = before - c.game.state.players[player].coins
    assert tile in c.game.state.players[player].built
    assert f"Total {paid} coin" in text and f"you keep {before - paid} coin" in text
    # one line per resource unit: its price as the engine's preview gives it (6.4: 1 coin when bought)
    unit_lines = [line for line in text.split("<br>") if " — " in line]
    assert len(unit_lines) == len(wanted)
    # (each line then ends with its rule link: the price is what stands before it)
    prices = [re.sub(r"\s*<a .*$", "", line) for line in unit_lines]
    assert [line.endswith(industria_coins(1 if s in ("owner", "bank") else 0)) for line, s in zip(
        prices, wanted, strict=True)] == [True] * len(wanted)


def press_a_button(qtbot, window, rng: random.Random) -> bool:
    """One seeded step through the action panel: pick a source where a build still needs one
    (False: no button pressed yet), else press an enabled button (True)."""
    p = panel(window)
    if p.build_tile is not None and p.chosen_build() is None:
        combo = next(cb for cb in p.combos if cb.isEnabled() and cb.currentIndex() < 0)
        p.choose_source(p.combos.index(combo), combo.itemData(rng.randrange(combo.count())))
        return False
    enabled = [k for k, b in p.buttons.items() if b.isEnabled() and not k.startswith("exchange")
               and not (k.startswith("tile:") and b.isChecked())]
    key = rng.choice(enabled)
    if key == "bid" and p.spin is not None:
        p.spin.setValue(rng.randint(p.spin.minimum(), p.spin.maximum()))
    click(qtbot, window, key)
    return True


def close_reveal(qtbot, window) -> None:
    """An epoch change holds the view (and the next choices) until its reveal is closed: open it,
    then close it as a person would (the final scoring's stays open for the test to read)."""
    if not window.scoring_held() or window.controller.game.is_over():
        return
    qtbot.waitUntil(lambda: any(isinstance(d, RevealDialog) and d.isVisible() for d in window._dialogs))
    for dialog in [d for d in window._dialogs if isinstance(d, RevealDialog)]:
        dialog.accept()
    assert not window.scoring_held()


def play_by_clicks(qtbot, window, rng: random.Random, limit: int = 1500) -> int:
    """Press enabled buttons of the action panel (a seeded choice) until the game is over."""
    c = window.controller
    clicks = 0
    while c.current_player is not None:
        if not press_a_button(qtbot, window, rng):
            continue
        clicks += 1
        assert clicks < limit
        close_reveal(qtbot, window)
    return clicks


@pytest.mark.parametrize(("players", "seed"), [(4, 11), (3, 12)])
def test_a_whole_game_by_clicks_to_the_final_scoring(qtbot, window, players, seed):
    start(window, players=players, seed=seed)
    play_by_clicks(qtbot, window, random.Random(seed))
    game = window.controller.game
    assert game.is_over()
    assert game.state.epoch == ("V" if players == 4 else "IV")
    outcome = game.outcome()
    def final() -> list[RevealDialog]:
        return [d for d in window._dialogs if isinstance(d, RevealDialog) and d.pages[0][0].startswith("Final")]

    qtbot.waitUntil(lambda: bool(final()))
    dialog = final()[0]
    titles = [page[0] for page in dialog.pages]
    assert titles == ["Final scoring: raw materials", "Final scoring: bonus tiles", "Final scoring: roads and lines",
                      "Final scoring: money", "Result"]
    for _ in range(2):
        qtbot.mouseClick(dialog.next_button, Qt.MouseButton.LeftButton)
    lit = {e for e, item in window.scene.edges.items() if item.lit}
    assert lit == set(dialog.pages[2][2])
    qtbot.mouseClick(dialog.next_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(dialog.next_button, Qt.MouseButton.LeftButton)
    winner = outcome.scores[outcome.winners[0]]
    assert f"1. {winner.name}: {winner.vp} VP" in dialog.body.text()
    assert not dialog.next_button.isEnabled()
    dialog.accept()
    assert not any(item.lit for item in window.scene.edges.values())


def test_save_open_and_undo(qtbot, window, tmp_path):
    start(window, players=3, seed=4)
    c = window.controller
    panel(window).click_tile(c.game.state.revealed[0])
    click(qtbot, window, "pass")
    before = c.game.state.to_dict()
    click(qtbot, window, "pass")
    c.undo()
    assert c.game.state.to_dict() == before
    c.redo()
    assert c.game.state.to_bid == []
    path = tmp_path / "ind.brass.json"
    assert window.save_path(path)
    window.controller.new_game(GameSetup(players=("A", "B"), seed=1))  # a Brass game in between
    assert not isinstance(window.scene, IndustriaScene)
    assert window.open_path(path)
    assert isinstance(window.scene, IndustriaScene)
    assert c.game.state.to_bid == [] and c.game.history[-1] == PassBid()
    assert panel(window).buttons["keep"].isEnabled()


def test_hover_text_names_cost_sources_and_reason(qtbot, window):
    start(window)
    text = window.game_ui.describe("I-F-brick")
    assert "Brickworks" in text and "Cost: 2 coins" in text
    assert "Stone: nobody sells it yet; for you now: not available" in text
    assert "Connected to:" in text
    # Not a target now: the reason is said in words.
    assert "industria_tile_not_revealed" in text or "revealed" in text.lower()


def test_new_game_dialog_offers_industria(qtbot):
    from brass_desktop.ui.dialogs.new_game_dialog import GAMES, NewGameDialog

    assert "industria" in GAMES
    dialog = NewGameDialog(["Ada", "Brunel", "Cort"])
    qtbot.addWidget(dialog)
    dialog.set_game("industria")
    assert (dialog.count.minimum(), dialog.count.maximum()) == (3, 4)
    dialog.option_widgets["industria"]["open_hands"].setChecked(False)
    s = dialog.setup()
    assert s.game == "industria" and s.options == IndustriaOptions(open_hands=False)
    # its own name and its own note above the options (not Lancashire's "original 2007 rules")
    assert dialog.game.currentText() == "Industria"
    assert dialog.options_note.text().startswith("The defaults are the decisions of this app's house set.")
    dialog.set_game("lancashire")
    assert dialog.game.currentText() == "Brass (Lancashire)" and "2007" in dialog.options_note.text()


def test_hidden_hands_use_the_hand_over_screen(qtbot, window):
    start(window, open_hands=False)
    assert window.handover.isVisible()
    start(window, open_hands=True)
    assert not window.handover.isVisible()


def test_unused_actions_are_not_offered(qtbot, window):
    start(window)
    assert "sell" not in panel(window).buttons and "end_build" not in panel(window).buttons
    assert Keep() not in window.controller.legal_actions() and EndBuild() not in window.controller.legal_actions()
    assert Sell() not in window.controller.legal_actions()
    assert PutUp("I-B-port") in window.controller.legal_actions()


def test_a_whole_game_with_two_computer_seats_and_one_person_by_clicks(qtbot, window):
    """Ada plays by clicks; Brunel (random) and Cort (easy) are computer seats, thinking in the
    worker process: the game reaches its final scoring, each seat's moves made by its own player."""
    start(window, players=3, seed=21)
    window.turns.set_table(["", "random", "easy"], "fast", True, seed=1)
    c = window.controller
    computer = window.turns.computer
    rng = random.Random(21)
    clicks = 0
    while c.current_player is not None:
        close_reveal(qtbot, window)  # (a computer's move may end the epoch too)
        if computer.is_computer(c.current_player):
            before = len(c.game.history)
            qtbot.waitUntil(lambda b=before: len(c.game.history) > b or c.current_player is None, timeout=30_000)
            continue
        qtbot.waitUntil(lambda: not computer.thinking, timeout=30_000)
        assert not window.handover.isVisible()  # one person at the table: no hand-over screen
        if not press_a_button(qtbot, window, rng):
            continue
        clicks += 1
        assert clicks < 600
    game = c.game
    assert game.is_over() and game.state.epoch == "IV" and game.outcome() is not None
    movers = [batch[0]["player"] for batch in c.event_log if batch and batch[0].get("type") == "action"]
    assert len(movers) == len(game.history)
    counts = [movers.count(seat) for seat in range(3)]
    assert all(n >= 40 for n in counts), counts  # every seat made its decisions: 16 rounds of them
    assert clicks >= counts[0]  # Ada's moves were clicks (a source choice is a click too)
    assert computer.level(1) == "random" and computer.level(2) == "easy"
