"""Every game's words are registered by its UI package, and an unknown game's words fail loudly
(no game's words stand in for another's: the old silent Lancashire fallback is gone)."""
from __future__ import annotations

import pytest

from brass_desktop.engine import CoreReason, Violation, get_game, load_game_data, registered_games
from brass_desktop.ui import texts


@pytest.mark.parametrize("game", registered_games())
def test_every_registered_game_has_words(game: str) -> None:
    words = texts.words_for(game)
    family = get_game(game).family
    assert words.family == family and family in texts.registered_families()
    assert texts.words_for(family) is words
    assert texts.game_name(game) != game  # and a title


def test_an_unknown_game_s_words_raise() -> None:
    with pytest.raises(texts.UnknownGameWords, match="no words are registered for the game 'chess'"):
        texts.words_for("chess")
    with pytest.raises(texts.UnknownGameWords):
        texts.stage_name("chess", "opening")
    with pytest.raises(texts.UnknownGameWords):
        texts.option_label("chess", "castling")


def test_a_sentence_without_its_game_raises_instead_of_guessing(qapp) -> None:
    violation = Violation(CoreReason.GAME_OVER, {})
    with pytest.raises(texts.UnknownGameWords):
        texts.reason_text(violation, (), None)
    with pytest.raises(texts.UnknownGameWords):
        texts.event_lines({"type": "passed", "player": 0}, ("Ada",), None)
    assert texts.reason_text(violation, (), load_game_data("lancashire")) == "The game is over."
    assert texts.event_lines({"type": "passed", "player": 0}, ("Ada",), load_game_data("birmingham")) == [
        "Ada passes."]


def test_the_shared_words_ask_each_game_for_its_own(qapp) -> None:
    assert texts.stage_name("lancashire", "canal") == "canal era"
    assert texts.stage_name("industria", "II") == "epoch II"
    assert texts.option_label("birmingham", "starter").startswith("Introductory game")
    assert texts.option_label("industria", "open_hands") == "Tiles in hand are open to everyone"
    assert not texts.option_disputed("lancashire", "canal_only") and texts.option_disputed("industria", "open_hands")
    assert texts.option_value("industria", "open_hands", True) == "on"
    assert texts.place_name("manchester", load_game_data("lancashire")) == "Manchester"
