"""Render the action bar and the map with a prepared action's preview (issue 11 parts 3-5).

    python benchmarks/render_previews.py [--out /tmp/brass_previews] [--lang en|zh_TW|zh_CN]

For each scene (a build paying for iron, a double rail with its coal, a loan, a distant-market
sale, a scout, a card chosen first) the draft is put together from a legal action step by step
as clicks would, then the window is grabbed at 1920x1080 (normal and presentation) and 1366x768.
"""
from __future__ import annotations

import argparse
import os
import tempfile
from pathlib import Path
from typing import Any

SCENARIOS = Path(__file__).resolve().parent.parent / "resources" / "scenarios"


def _draft_of(controller: Any, action: Any) -> None:
    """Choose every step of ``action`` in the controller's draft, as the clicks would."""
    from brass_desktop.controller.brass.draft import KIND, ActionDraft, draft_kind, steps_of
    draft = ActionDraft(controller.legal_actions())
    kind = draft_kind(action)
    assert draft.choose(KIND, kind)
    for step in steps_of(kind):
        if draft.is_ready:
            break
        values = step.offers(action, draft.chosen)
        if values and draft.value(step.name) != values[0] and step.name in {s.name for s in draft.steps()}:
            draft.choose(step.name, values[0])
    assert draft.action == action, (draft.action, action)
    controller._set_draft(draft)


def _find(window: Any, wanted: Any, app: Any, seed: int, limit: int = 200) -> Any:
    """Play seeded random legal actions until ``wanted(game)`` gives an action; that action."""
    from brass_desktop.engine.agents import BUILDER_WEIGHTS, RandomAgent
    agent = RandomAgent(seed, BUILDER_WEIGHTS)
    for _ in range(limit):
        game = window.controller.game
        found = wanted(game)
        if found is not None:
            return found
        window.controller.apply(agent.choose(game))
        app.processEvents()
    raise RuntimeError("no such position")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path("/tmp/brass_previews"))
    parser.add_argument("--lang", default="en")
    args = parser.parse_args()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import qInstallMessageHandler
    from PySide6.QtWidgets import QApplication

    from brass_desktop.engine import DISTANT, GameSetup
    from brass_desktop.ui.main_window import MainWindow, isolated_settings

    qInstallMessageHandler(lambda *a: None)
    app = QApplication.instance() or QApplication([])
    args.out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        os.environ["BRASS_DESKTOP_DATA_DIR"] = tmp
        window = MainWindow(settings=isolated_settings(Path(tmp) / "settings.ini"), autosave=False)
        if args.lang != "en":
            window.set_language(args.lang)
        window.show()

        def iron_build(g: Any) -> Any:
            return next((a for a in g.legal_actions(kind="build") if a.iron and a.iron[0] != "market"
                         and len(a.cards) == 1), None) or next(
                (a for a in g.legal_actions(kind="build") if g.preview(a).parts.get("iron")), None)

        def double_rail(g: Any) -> Any:
            return next((a for a in g.legal_actions(kind="link") if len(a.lines) == 2
                         and any(s != "market" for s in g.preview(a).sources.get("coal", ()))), None)

        def distant(g: Any) -> Any:
            return next((a for a in g.legal_actions(kind="sell") if a.to == DISTANT), None)

        def loan(g: Any) -> Any:
            return next(iter(g.legal_actions(kind="loan")[-1:]), None)

        def scout(g: Any) -> Any:
            return next(iter(g.legal_actions(kind="scout")), None)

        scenes = [("build_iron", "lancashire", None, iron_build),
                  ("double_rail", None, "lancashire-double-rail.brass.json", double_rail),
                  ("loan", "lancashire", None, loan),
                  ("distant", None, "lancashire-distant-market.brass.json", distant),
                  ("scout", "birmingham", None, scout), ("card_first", "lancashire", None, None)]
        for name, game_name, scenario, wanted in scenes:
            if scenario:
                window.controller.open_untitled(SCENARIOS / scenario)
            else:
                window.start_game(GameSetup(players=("Ada", "Brunel", "Cort"), seed=5, game=game_name))
            window.set_open_hands(True)
            if wanted is None:  # the card-first path: the card of the hand with the most builds
                g = window.controller.game
                hand = g.state.players[g.current_player].hand
                window.controller.select_card(max(hand, key=lambda c: len(g.legal_actions(kind="build", card=c))))
            else:
                _draft_of(window.controller, _find(window, wanted, app, seed=3))
            for size, presentation in (((1920, 1080), False), ((1920, 1080), True), ((1366, 768), False)):
                window.resize(*size)
                window.set_presentation(presentation)
                app.processEvents()
                tag = f"{size[0]}{'_pres' if presentation else ''}"
                path = args.out / f"{name}_{args.lang}_{tag}.png"
                window.grab().save(str(path))
                print(path, "|", window.action_bar.preview.text()[:300] or window.action_bar.prompt.text())
            window.set_presentation(False)
        window.close()


if __name__ == "__main__":
    main()
