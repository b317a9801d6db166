"""The board asks the last two Radiance cards' decisions and shows what they do (issue 22), in Chromium on staged
engine states (tests/browser/staging.py `stage_states`): Orianna, Lady of Clockwork's "you may pay [1]" and its
choice of a gear, the unit gear she made shown as a unit with its Might; Neeko, Blending In's choice of a legend by
name, and the legend she added shown beside the seat's own.

`RAD_SCREENSHOTS=<folder>` keeps the screenshots (else a temporary folder).
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from game.engine import State, apply, to_json
from game.engine.model.actions import Action
from game.engine.model.events import Log
from game.engine.ops import equipment, zones
from game.scenarios.runner import Scenario
from tests.browser.conftest import SETTINGS, Server, open_page, serve
from tests.browser.staging import stage_states

pytestmark = [pytest.mark.browser, pytest.mark.server, pytest.mark.slow]
ANNIE = "demo-annie"
ORIANNA = "Orianna, Lady of Clockwork"
NEEKO = "Neeko, Blending In"


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    yield from serve(tmp_path_factory, "radiance-last-server", SETTINGS + "GAME_BOT_DELAY = 0.05\n")


def _orianna_states() -> tuple[State, State]:
    """demo-annie's Main Phase starts: Orianna asks "you may pay [1]"; the Solari Shrine she chose last turn is a
    3 Might unit gear at bf1. Then, yes taken and resolved: the choice of a gear (the Shrine or the Mask)."""
    sc = Scenario({"name": "orianna", "players": [
        {"name": ANNIE, "legend": ORIANNA, "runes": ["Calm Rune"] * 4,
         "base": [{"card": "Solari Shrine", "as": "shrine"}, {"card": "Mask of Foresight", "as": "mask"}]},
        {"name": "Bot 1", "base": ["Staunch Survivor"]}], "battlefields": [{"as": "bf1"}, {"as": "bf2"}],
        "turn": {"player": ANNIE, "phase": "main", "number": 3}, "steps": []})
    shrine = sc.obj("shrine")
    equipment.become_unit(sc.st, Log(), shrine, source=sc.st.players[0].legend)
    zones.put(sc.st, shrine, "battlefield", controller=0, loc=0)
    sc.st.battlefields[0].controller = 0
    st, _ = apply(sc.st, Action("end_turn", 0))
    st, _ = apply(st, Action("end_turn", 1))
    assert st.pending is not None and st.pending.kind == "may"
    asked = st
    for action in (Action("choose", 0, choice={"yes": True}), Action("pass", 0), Action("pass", 1)):
        st, _ = apply(st, action)
    assert st.pending is not None and st.pending.kind == "choose_cards"
    return asked, st


def _neeko_states() -> tuple[State, State]:
    """demo-annie has played Neeko: the choice of one of her deck's three legends; then Viktor added."""
    sc = Scenario({"name": "neeko", "players": [
        {"name": ANNIE, "legend_choices": ["Viktor, Herald of the Arcane", "Jinx, Loose Cannon", "Lee Sin, Blind Monk"],
         "hand": [{"card": NEEKO, "as": "neeko"}], "runes": ["Order Rune"] * 8},
        {"name": "Bot 1", "base": ["Staunch Survivor"]}], "battlefields": [{"as": "bf1"}, {"as": "bf2"}],
        "turn": {"player": ANNIE, "phase": "main", "number": 3}, "steps": []})
    st = sc.st
    for action in (Action("play", 0, card=sc.obj("neeko"), to=-1), Action("pass", 0), Action("pass", 1)):
        st, _ = apply(st, action)
    assert st.pending is not None and st.pending.kind == "choose_option"
    asked = st
    st, _ = apply(st, Action("choose", 0, choice={"option": "Viktor, Herald of the Arcane"}))
    return asked, st


def _table(st: State) -> tuple[str, list[str]]:
    return json.dumps(json.loads(to_json(st)), separators=(",", ":")), [ANNIE, "bot"]


def test_orianna_and_neeko_on_the_board(browser, server: Server, tmp_path) -> None:
    shots = Path(os.environ.get("RAD_SCREENSHOTS") or tmp_path)
    shots.mkdir(parents=True, exist_ok=True)
    may, gear = _orianna_states()
    legends, added = _neeko_states()
    pks = stage_states(server.env, [_table(s) for s in (may, gear, legends, added)])
    page = open_page(browser, server, ANNIE, viewport={"width": 1366, "height": 768})

    page.goto(f"/matches/{pks[0]}/")
    page.wait_for_selector("#conn[data-state=open]")
    prompt = page.locator("#prompt")
    title = prompt.locator("h3").text_content() or ""
    assert ORIANNA in title, title
    assert "1 Energy" in " ".join(prompt.locator(".choices .act-choose").all_inner_texts())
    page.screenshot(path=str(shots / "orianna-may.png"))
    shrine = page.locator(".tile", has_text="Solari Shrine").first
    assert shrine.locator(".t-might").inner_text() == "3"  # a unit with Might equal to its Energy cost
    assert "Unit · Gear" in (shrine.locator(".z-type").text_content() or "")
    page.screenshot(path=str(shots / "orianna-may.png"))

    page.goto(f"/matches/{pks[1]}/")
    page.wait_for_selector("#conn[data-state=open]")
    prompt = page.locator("#prompt")
    assert "choose a friendly gear to become a unit gear" in (prompt.locator("h3").text_content() or "")
    words = " ".join(prompt.locator(".pick-opt, .choices .act-choose").all_inner_texts())
    assert "Solari Shrine" in words and "Mask of Foresight" in words, words
    page.screenshot(path=str(shots / "orianna-choose-gear.png"))

    page.goto(f"/matches/{pks[2]}/")
    page.wait_for_selector("#conn[data-state=open]")
    prompt = page.locator("#prompt")
    title = prompt.locator("h3").text_content() or ""
    assert NEEKO in title and "legend" in title.lower(), title
    options = prompt.locator(".choices .act-choose").all_inner_texts()
    assert sorted(options) == ["Jinx, Loose Cannon", "Lee Sin, Blind Monk", "Viktor, Herald of the Arcane"], options
    page.screenshot(path=str(shots / "neeko-choose-legend.png"))

    page.goto(f"/matches/{pks[3]}/")
    page.wait_for_selector("#conn[data-state=open]")
    row = page.locator("#seat-row-0 .zone-legend")
    assert row.locator(".tile", has_text="Viktor, Herald of the Arcane").count() == 1
    page.screenshot(path=str(shots / "neeko-added-legend.png"))
    page.context.close()
