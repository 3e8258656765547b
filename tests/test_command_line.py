"""The command line: ``--help`` names every game of the engine's registry (issue 39: it described a
Lancashire-only app) and a wrong argument is a one-line error."""
from __future__ import annotations

import pytest

import brass_desktop.engine as engine
from brass_desktop import __main__ as cli


def help_text(capsys: pytest.CaptureFixture[str]) -> str:
    with pytest.raises(SystemExit) as stop:
        cli.parse_args(["--help"])
    assert stop.value.code == 0
    return capsys.readouterr().out


def test_help_names_every_game_with_its_players(capsys: pytest.CaptureFixture[str]) -> None:
    text = help_text(capsys)
    flat = " ".join(text.split())
    assert "play Brass (Lancashire, Birmingham) and Industria" in flat
    for name in engine.registered_games():
        definition = engine.get_game(name)
        assert f"  {name:<12} {definition.min_players}-{definition.max_players} players" in text
    assert "Lancashire-only" not in text and "Brass (Lancashire) hot-seat" not in flat


def test_help_follows_the_registry_not_a_list_of_its_own(monkeypatch: pytest.MonkeyPatch,
                                                         capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(engine, "registered_games", lambda: ("birmingham", "industria"))
    flat = " ".join(help_text(capsys).split())
    assert "play Brass (Birmingham) and Industria" in flat and "lancashire" not in flat.lower()


def test_an_unknown_argument_is_one_line_and_exit_code_2(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stop:
        cli.parse_args(["--bogus"])
    assert stop.value.code == cli.EXIT_USAGE
    assert capsys.readouterr().err.startswith("brass-desktop: unrecognized arguments: --bogus\n")
