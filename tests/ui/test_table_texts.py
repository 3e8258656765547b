"""Texts a newcomer at the table reads: the distant market's tile in the log, the next tiles and
the income in the players panel (issue 11)."""
from __future__ import annotations

import pytest

from brass_desktop import i18n
from brass_desktop.engine import Game, GameSetup, load_game_data
from brass_desktop.ui import texts
from brass_desktop.ui.brass.players_panel import PlayersPanel, next_tile_text


def _distant(value: int, failed: bool = False) -> dict[str, object]:
    return {"type": "distant_tile", "player": 0, "value": value, "position": 2, "failed": failed}


def _lines(event: dict[str, object]) -> list[str]:
    return texts.event_lines(event, (), load_game_data("lancashire"))


def test_the_log_says_what_the_distant_market_tile_did(qapp):
    assert _lines(_distant(0)) == ["The distant market tile shows 0: the demand marker stays where it is."]
    assert _lines(_distant(1)) == [
        "The distant market tile shows 1: the demand marker moves down 1 space."]
    assert _lines(_distant(3)) == [
        "The distant market tile shows 3: the demand marker moves down 3 spaces."]
    assert _lines(_distant(4, failed=True))[0].startswith(
        "The distant market tile shows 4: the market closes")


@pytest.mark.parametrize("language, zero, income", [
    ("zh_TW", "海外市場板塊翻出 0：棉花需求標記留在原處。", "£10（收入軌第 10 格）"),
    ("zh_CN", "海外市场板块翻出 0：棉花需求标记留在原处。", "£10（收入轨第 10 格）"),
])
def test_the_new_wording_is_translated(qapp, language, zero, income):
    try:
        i18n.install(language)
        assert _lines(_distant(0)) == [zero]
        assert texts.fill(texts.translate("PlayersPanel", "{level} (track space {space})"),
                          {"level": "£10", "space": 10}) == income
    finally:
        i18n.install(i18n.ENGLISH)


def test_next_tiles_and_income_are_written_out(qtbot):
    game = Game.new(GameSetup(players=("Ada", "Brunel", "Cort"), seed=3))
    assert next_tile_text(game, 0, "cotton") == "I £12 · 12 left"
    assert next_tile_text(game, 0, "shipyard") == "0 · develop · 6 left"
    game.state.players[0].stacks["coal"] = []
    assert next_tile_text(game, 0, "coal") == "none left"
    panel = PlayersPanel()
    qtbot.addWidget(panel)
    panel.update_from(game)
    card = panel.cards[0]
    assert card.values["income"].text() == "£0 (track space 10)"
    assert card.tile_texts["cotton"].text() == "I £12 · 12 left"
