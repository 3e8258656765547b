"""Industria in words (ui/industria/words.py): every reason code, the setup error and
every event of seeded games get a sentence with no raw id, in English and in both Chinese scripts."""
from __future__ import annotations

import re

import pytest

from brass_desktop import i18n
from brass_desktop.engine import Game, GameSetup, Violation
from brass_desktop.engine.agents import RandomAgent
from brass_desktop.engine.industria.reasons import IndustriaReason
from brass_desktop.ui import texts
from brass_desktop.ui.industria import words as industria_words

NAMES = ("Ada", "Brunel", "Cort", "Darby")
RAW_ID = re.compile(r"\b[IV]+-[FTRB]-|\?|\{")  # a tile id, a missing parameter, an unfilled placeholder


@pytest.fixture(autouse=True)
def english_afterwards(qapp):
    yield
    i18n.install(i18n.ENGLISH)


def game_events(players: int, seed: int) -> tuple[Game, list[dict]]:
    game = Game.new(GameSetup(players=NAMES[:players], seed=seed, game="industria"))
    agent = RandomAgent(seed)
    events: list[dict] = []
    while not game.is_over():
        events += game.apply(agent.choose(game))
    return game, events


def test_every_industria_reason_has_a_sentence() -> None:
    assert set(IndustriaReason) <= set(industria_words.REASONS)


@pytest.mark.parametrize("language", ["en", "zh_TW", "zh_CN"])
def test_every_event_of_a_game_is_worded_without_raw_ids(language: str) -> None:
    i18n.install(language)
    game, events = game_events(4, 3)
    kinds = set()
    for event in events:
        lines = texts.event_lines(event, NAMES, game.data)
        if event["type"] != "action":
            kinds.add(event["type"])
            assert len(lines) == 1 and not RAW_ID.search(lines[0]), (event, lines)
    assert {"put_up", "bid", "sold", "kept", "tile_built", "resource_used", "coins", "vp", "epoch_started",
            "tile_removed", "game_ended"} <= kinds


@pytest.mark.parametrize(("language", "bid", "bank", "event"), [
    ("en", "A bid of 2 coins is too low: bid at least 3 coins.",
     "The bank no longer sells Wood: Brunel has built its factory.", "Ada puts “Sawmill” up for auction."),
    ("zh_TW", "出價 2 元錢 太低：至少要出 3 元錢。", "銀行不再出售木材：Brunel 已建造它的工廠。",
     "Ada 拍賣「鋸木廠」。"),
    ("zh_CN", "出价 2 元钱 太低：至少要出 3 元钱。", "银行不再出售木材：Brunel 已建造它的工厂。",
     "Ada 拍卖“锯木厂”。"),
])
def test_reasons_and_events_in_three_languages(language: str, bid: str, bank: str, event: str) -> None:
    i18n.install(language)
    data = Game.new(GameSetup(players=NAMES, seed=1, game="industria")).data
    assert texts.reason_text(Violation(IndustriaReason.BID_TOO_LOW, {"bid": 2, "minimum": 3}), NAMES, data) == bid
    assert texts.reason_text(Violation(IndustriaReason.BANK_PRODUCER_BUILT, {"resource": "wood", "owner": 1}),
                             NAMES, data) == bank
    assert texts.event_lines({"type": "put_up", "player": 0, "tile": "I-F-wood"}, NAMES, data) == [event]


@pytest.mark.parametrize("language", ["en", "zh_TW", "zh_CN"])
def test_the_setup_error_and_every_reason_are_worded(language: str) -> None:
    i18n.install(language)
    data = Game.new(GameSetup(players=NAMES[:3], seed=1, game="industria")).data
    text = texts.setup_error_text("industria_setup_not_the_stack", {"field": "stacks.II", "epoch": "II"}, "industria")
    assert "stacks.II" in text and "II" in text and "industria_setup" not in text
    params = {"phase": "auction", "player": 1, "field": "amount", "tile": "II-F-iron", "bid": 1, "minimum": 2,
              "coins": 1, "auctioneer": 0, "kind": "factory", "needed": 2, "given": 1, "resource": "iron",
              "source": "bank", "owner": 2, "epoch": "II", "cost": 5}
    for reason in IndustriaReason:
        sentence = texts.reason_text(Violation(reason, params), NAMES, data)
        assert sentence and not RAW_ID.search(sentence) and "Not allowed" not in sentence, (reason, sentence)
