"""The shipped teacher scenarios: each opens from File › Scenarios as an untitled game, ready to play,
and Redo shows the moment it was made for."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from brass_desktop.ui.scenarios import scenario_files, scenario_title, titles

TITLES = titles()

ROOT = Path(__file__).resolve().parents[2]
EXPECT = {"canal-era-end": "era_scored", "shortfall": "shortfall", "distant-market": "distant_tile",
          "double-rail": "link_built", "auction": "sold"}


def test_every_titled_scenario_ships():
    assert [p.name for p in scenario_files()] == [f"{stem}.brass.json" for stem in TITLES]
    assert scenario_title(scenario_files()[0]) == "Lancashire: the canal era is about to be scored"


@pytest.mark.parametrize("index", range(len(TITLES)))
def test_a_scenario_opens_from_the_menu_ready_to_play(qtbot, window, index):
    action = window.teaching.scenario_actions[index]
    path = Path(action.data())
    assert action.text() == scenario_title(path)
    before = path.read_bytes()
    action.trigger()
    c = window.controller
    game = c.game
    assert game is not None and not game.is_over() and c.path is None  # untitled: Save asks for a name
    assert game.setup["game"] == path.name.split("-")[0] and window.scene.data.game == game.setup["game"]
    assert c.legal_actions() and c.can_redo()
    kind = next(v for k, v in EXPECT.items() if k in path.name)
    c.redo()
    events = c.event_log[-1]
    assert any(e["type"] == kind for e in events)
    if kind == "link_built":
        assert sum(1 for e in events if e["type"] == "link_built") == 2
    assert path.read_bytes() == before  # the shipped file is never written
    c.dirty = False  # (no question about the game just opened)
    action.trigger()  # ...nor moved into the autosave history: it opens again
    assert c.game is not game and c.path is None and path.read_bytes() == before


def test_the_shipped_scenarios_are_what_the_script_makes():
    result = subprocess.run([sys.executable, str(ROOT / "tools" / "make_scenarios.py"), "--check"],
                            capture_output=True, text=True, check=False)
    assert result.returncode == 0, result.stdout + result.stderr


def test_the_industria_auction_scenario_waits_for_the_auctioneer_with_bids_made(qtbot, window):
    action = next(a for a in window.teaching.scenario_actions if Path(a.data()).name == "industria-auction.brass.json")
    assert action.text() == "Industria: an auction with bids made: sell or keep?"
    action.trigger()
    c = window.controller
    state = c.game.state
    assert c.game.setup["game"] == "industria" and len(state.players) == 4
    assert state.phase == "auction" and state.lot is not None and not state.to_bid  # every bidder has acted
    assert state.high_bidder is not None and state.high_bid >= 2
    kinds = [a.kind for a in c.game.history]
    assert kinds[len(kinds) - 1 - kinds[::-1].index("put_up"):].count("bid") >= 2
    assert c.current_player == state.auctioneer
    assert {a.kind for a in c.legal_actions()} <= {"sell", "keep", "exchange"}
    buttons = window.action_bar.buttons
    assert buttons["sell"].isEnabled() and buttons["keep"].isEnabled()
    assert str(state.high_bid) in buttons["sell"].text()
    lot, buyer, price = state.lot, state.high_bidder, state.high_bid
    c.redo()
    sold = next(e for e in c.event_log[-1] if e["type"] == "sold")
    assert (sold["tile"], sold["buyer"], sold["price"]) == (lot, buyer, price)
