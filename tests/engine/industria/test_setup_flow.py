"""rules.md 1-4 and 7: setup, income, reveal, the start player, epoch changes and the game's end."""
from __future__ import annotations

import pytest

from brass_desktop.engine.core.definition import SetupError
from brass_desktop.engine.core.game import Game
from brass_desktop.engine.core.registry import get_game
from brass_desktop.engine.industria.actions import EndBuild, Keep, PassBid
from brass_desktop.engine.industria.flow import rounds_per_epoch
from brass_desktop.engine.industria.options import IndustriaOptions
from brass_desktop.engine.industria.state import AUCTION, BUILD, OVER

from .scenario import NAMES, build_position, new_game

DEF = get_game("industria")


def test_registered_with_family_and_player_range() -> None:
    assert (DEF.name, DEF.family, DEF.min_players, DEF.max_players) == ("industria", "industria", 3, 4)
    assert DEF.options_class is IndustriaOptions


@pytest.mark.parametrize(("players", "epochs", "rounds"), [(4, ["I", "II", "III", "IV", "V"], 3),
                                                           (3, ["I", "II", "III", "IV"], 4)])
def test_setup_writes_seeded_stacks_and_the_start_player(players: int, epochs: list[str], rounds: int) -> None:
    setup = DEF.make_setup(NAMES[:players], 7, IndustriaOptions())
    assert sorted(setup["stacks"]) == sorted(epochs)
    assert all(len(s) == 12 for s in setup["stacks"].values())
    assert setup == DEF.make_setup(NAMES[:players], 7, IndustriaOptions())
    assert setup["stacks"] != DEF.make_setup(NAMES[:players], 8, IndustriaOptions())["stacks"]
    assert rounds_per_epoch(players) == rounds
    game = Game(setup)
    state = game.state
    # round 1 already ran income (+1 on 4 coins) and the reveal of one tile per player
    assert [p.coins for p in state.players] == [5] * players
    assert list(state.revealed) == setup["stacks"]["I"][:players]
    assert len(state.stacks["I"]) == 12 - players
    assert state.phase == AUCTION and game.current_player == setup["start_player"] == state.auctioneer


def test_the_first_start_player_is_random() -> None:
    starts = {DEF.make_setup(NAMES, seed, IndustriaOptions())["start_player"] for seed in range(30)}
    assert starts == {0, 1, 2, 3}


@pytest.mark.parametrize(("edit", "reason", "field"), [
    (lambda s: s.update(players=["A", "B"]), "setup_player_count", None),
    (lambda s: s.update(players=["A", "B", "C", "D", "E"]), "setup_player_count", None),
    (lambda s: s.update(players=["A", "", "C"]), "setup_name_empty", None),
    (lambda s: s["stacks"]["II"].pop(), "industria_setup_not_the_stack", "stacks.II"),
    (lambda s: s["stacks"].update(I=s["stacks"]["I"][:-1] + s["stacks"]["II"][:1]),
     "industria_setup_not_the_stack", "stacks.I"),
    (lambda s: s["stacks"]["III"].__setitem__(0, 7), "industria_setup_not_the_stack", "stacks.III"),
    (lambda s: s.update(start_player=4), "setup_inconsistent", "start_player"),
    (lambda s: s.update(extra=1), "setup_unknown_field", None),
    (lambda s: s["options"].pop("open_hands"), "setup_missing_options", None),
    (lambda s: s.pop("seed"), "setup_field_type", "seed"),
    (lambda s: s.update(stacks=[]), "setup_field_type", "stacks"),
    (lambda s: s.update(options={"bonus_tiles_free": 1}), "setup_bad_options", None),
    (lambda s: s.update(game="lancashire"), "setup_inconsistent", "game"),
])
def test_check_setup_names_what_is_wrong(edit: object, reason: str, field: str | None) -> None:
    setup = DEF.make_setup(NAMES, 3, IndustriaOptions())
    edit(setup)  # type: ignore[operator]
    with pytest.raises(SetupError) as err:
        DEF.check_setup(setup)
    assert getattr(err.value.reason, "value", err.value.reason) == reason
    if field is not None:
        assert err.value.params["field"] == field


def test_epoch_five_is_refused_at_three_players() -> None:
    setup = DEF.make_setup(NAMES[:3], 3, IndustriaOptions())
    setup["stacks"]["V"] = list(DEF.make_setup(NAMES, 3, IndustriaOptions())["stacks"]["V"])
    with pytest.raises(SetupError) as err:
        DEF.check_setup(setup)
    assert err.value.reason == "setup_inconsistent" and err.value.params == {"field": "stacks"}


def finish_round(game: Game) -> None:
    """Everybody passes and keeps, then nobody builds."""
    while game.state.phase == AUCTION:
        if game.state.lot is None:
            game.apply(game.legal_actions()[0])
        elif game.state.to_bid:
            game.apply(PassBid())
        else:
            game.apply(Keep())
    while game.state.phase == BUILD:
        game.apply(EndBuild())


def test_income_start_player_and_extra_coin_at_three_four_and_five() -> None:
    game = new_game(NAMES, seed=5)
    start = game.state.start_player
    coins = []
    for _ in range(15):
        coins.append([p.coins for p in game.state.players])
        assert game.state.start_player == start
        finish_round(game)
        start = (start + 1) % 4
    # nobody pays anything: +1 each round, +1 more in the first round of III, IV and V (rules.md 3)
    assert [c[0] for c in coins] == [5, 6, 7, 8, 9, 10, 12, 13, 14, 16, 17, 18, 20, 21, 22]
    assert game.state.phase == OVER


def test_the_three_player_game_ends_after_epoch_four() -> None:
    game = new_game(NAMES[:3], seed=5)
    rounds = 0
    while game.state.phase != OVER:
        assert game.state.epoch in ("I", "II", "III", "IV")
        finish_round(game)
        rounds += 1
    assert rounds == 16
    # 4 + 16 rounds + 2 extra coins each, plus the 10 raw tiles of I-IV cashed at the end (8.2)
    assert sum(p.coins for p in game.state.players) == 3 * (4 + 16 + 2) + 10


def test_epoch_change_discards_technologies_in_hand_only() -> None:
    game = build_position(epoch="I", hands={0: ["I-T-printing", "I-F-wood", "I-R-stone", "I-B-canal"]})
    state = game.state
    state.round = 3
    state.stacks["I"] = ()
    events: list[dict[str, object]] = []
    for _ in range(4):
        events += game.apply(EndBuild())
    assert state.epoch == "II" and state.round == 1
    assert state.players[0].hand == ("I-F-wood", "I-R-stone", "I-B-canal")
    assert "I-T-printing" in state.removed
    assert {"type": "tile_removed", "player": 0, "tile": "I-T-printing", "why": "expired"} in events
    assert {"type": "epoch_started", "epoch": "II", "bank_sells": ["brick", "stone", "wood"]} in events
    assert len(state.revealed) == 4 and all(t.startswith("II-") for t in state.revealed)
    assert state.start_player == 1 and game.current_player == 1
