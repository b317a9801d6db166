"""The board asks each set's decisions as a player sees them (issues 18-22: "the board prompts every new decision
clearly ... checked in a real browser"): decisions met in random games of each set's cards are staged as live
matches at that very state, and the deciding player's board shows the title that names the asking card, the
card's text, and an answer for each choice (buttons, cards to pick, or amounts).

`BOARD_SCREENSHOTS=<folder>` keeps the screenshots (else a temporary folder).
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from game.engine import State, legal_actions, to_json
from game.services.decision_words import decision_source, decision_title
from tests.browser.conftest import SETTINGS, Server, open_page, serve
from tests.browser.staging import SEATS, stage_states
from tests.game.test_decision_words import SETS, decisions

pytestmark = [pytest.mark.browser, pytest.mark.server, pytest.mark.slow]
ANNIE = "demo-annie"
ROUTINE = ("mulligan", "assign_damage", "order_triggers")  # asked alike whatever the set (other tests)


@pytest.fixture(scope="module")
def server(tmp_path_factory) -> Iterator[Server]:
    yield from serve(tmp_path_factory, "decisions-server", SETTINGS + "GAME_BOT_DELAY = 0.05\n")


def asked_of_seat_0(card_set: str) -> State:
    """The first decision of seat 0 in `card_set`'s random games that a card of the set asks (not a routine one)."""
    for st in decisions(card_set, range(12)):
        pend = st.pending
        if pend.player == 0 and pend.kind not in ROUTINE and decision_source(st, pend.data) is not None:
            return st
    raise AssertionError(f"no decision of seat 0 in {card_set}'s games")


def as_seats(st: State) -> tuple[str, list[str]]:
    """The state with its players named as the staged seats (demo-annie, then the bots)."""
    data = json.loads(to_json(st))
    seats = [ANNIE] + ["bot"] * (SEATS[st.mode] - 1)
    for i, player in enumerate(data["players"]):
        player[0] = ANNIE if i == 0 else f"Bot {i}"
    return json.dumps(data, separators=(",", ":")), seats  # the engine's own compact layout (serial.py reads it)


def test_each_sets_decisions_are_asked_on_the_board(browser, server: Server, tmp_path) -> None:
    shots = Path(os.environ.get("BOARD_SCREENSHOTS") or tmp_path)
    shots.mkdir(parents=True, exist_ok=True)
    states = {card_set: asked_of_seat_0(card_set) for card_set in SETS}
    pks = stage_states(server.env, [as_seats(st) for st in states.values()])
    page = open_page(browser, server, ANNIE)
    for (card_set, st), pk in zip(states.items(), pks, strict=True):
        pend = st.pending
        page.goto(f"/matches/{pk}/")
        page.wait_for_selector("#conn[data-state=open]")
        prompt = page.locator("#prompt")
        title = decision_title(st, pend.kind, pend.data, 0)
        assert (prompt.locator("h3").text_content() or "") == title, card_set
        assert st.name(decision_source(st, pend.data)) in (prompt.text_content() or "")  # the title or the card quoted
        answers = len([a for a in legal_actions(st, 0) if a.kind == "choose"])
        shown = prompt.locator(".choices .act-choose, .pick-opt, .pick-confirm, .stepper").count()
        words = prompt.locator(".choices .act-choose").all_inner_texts()
        assert shown >= min(answers, 2) and not any('{"' in w for w in words), (card_set, pend.kind, words)
        page.screenshot(path=str(shots / f"decision-{card_set}-{pend.kind}.png"))
    page.context.close()
