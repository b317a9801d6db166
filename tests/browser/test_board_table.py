"""The board as a table (issue 15): what a player coming from other digital card games expects to
read and do, checked in Chromium on staged positions (tests/browser/staging.py).

One daphne server for the module; each test stages its own match.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from tests.browser.conftest import SETTINGS, Server, open_page, serve
from tests.browser.staging import stage

pytestmark = [pytest.mark.browser, pytest.mark.server, pytest.mark.slow]
ANNIE = "demo-annie"


@pytest.fixture(scope="module")
def server(tmp_path_factory) -> Iterator[Server]:
    yield from serve(tmp_path_factory, "board-table-server", SETTINGS + "GAME_BOT_DELAY = 0.05\n")


def duel(me: dict[str, Any], bot: dict[str, Any] | None = None, battlefields: list[Any] | None = None,
         turn: dict[str, Any] | None = None) -> dict[str, Any]:
    """A Duel position: demo-annie (seat 0) against Bot 1, on her turn's main phase."""
    return {"mode": "duel", "players": [{"name": ANNIE, **me}, {"name": "Bot 1", **(bot or {})}],
            "battlefields": battlefields or [{"as": "bf1"}, {"as": "bf2"}],
            "turn": turn or {"player": ANNIE, "phase": "main", "number": 5}}


def board(browser, server: Server, scenario: dict[str, Any], seats: list[str], user: str | None = ANNIE,
          viewport: dict[str, int] | None = None):
    """A page on the staged match's board, its socket open."""
    pk = stage(server.env, scenario, seats)
    page = open_page(browser, server, user, **({"viewport": viewport} if viewport else {}))
    page.goto(f"/matches/{pk}/")
    page.wait_for_selector("#conn[data-state=open]")
    return page


# -- 5. a truthful score line ------------------------------------------------------------------

def test_the_score_line_shows_the_victory_score_in_force(browser, server):
    """Aspirant's Climb raises the Victory Score to 9: 8 points is not a win, and the board says 9."""
    page = board(browser, server, duel({"points": 8}, battlefields=[{"as": "bf1", "card": "Aspirant's Climb"},
                                                                    {"as": "bf2"}]), [ANNIE, "bot"])
    scores = page.locator("#scores")
    assert scores.locator(".victory-score").inner_text() == "9"
    assert "raised from 8" in scores.inner_text()
    assert f"{ANNIE} 8/9" in scores.inner_text()
    assert "8/9" in page.locator("#seat-head-0 .pts").inner_text()
    assert page.locator("#turn .result").count() == 0 and "8/8" not in page.content()
    page.context.close()


def test_two_v_two_scores_are_team_scores(browser, server):
    players = [{"name": ANNIE, "team": 1, "points": 5}, {"name": "Bot 1", "team": 2, "points": 3},
               {"name": "Bot 2", "team": 1, "points": 5}, {"name": "Bot 3", "team": 2, "points": 3}]
    scenario = {"mode": "2v2", "players": players, "battlefields": [{"as": "bf1"}, {"as": "bf2"}, {"as": "bf3"}],
                "turn": {"player": ANNIE, "phase": "main", "number": 5}}
    page = board(browser, server, scenario, [ANNIE, "bot", "bot", "bot"])
    teams = page.locator("#scores .team-score")
    assert teams.count() == 2
    mine, theirs = teams.nth(0).inner_text(), teams.nth(1).inner_text()
    assert "Team 1 (you)" in mine and f"{ANNIE} + Bot 2" in mine and "5/11" in mine
    assert "Team 2" in theirs and "Bot 1 + Bot 3" in theirs and "3/11" in theirs
    assert page.locator("#scores .score:not(.team-score)").count() == 0  # no per-player repeats
    assert "team pts" in page.locator("#seat-head-1 .pts").inner_text()
    page.context.close()


# -- 7. a finished board knows it is finished ---------------------------------------------------

def test_a_finished_board_shows_the_result_and_offers_replay_and_rematch(browser, server):
    page = board(browser, server, duel({}), [ANNIE, "bot"])
    assert page.locator("#conn").inner_text() == "live" and page.locator("#result").is_hidden()
    page.locator(".act-concede").click()  # the confirm dialog is accepted
    banner = page.locator("#result")
    banner.wait_for(state="visible")
    assert banner.locator(".result-headline").inner_text() == "You lose"
    assert "Final score" in banner.inner_text()
    assert page.locator(".act-concede").count() == 0  # no Concede on a finished board
    assert page.locator("#conn").inner_text() == "finished"
    assert page.locator(".b-turn, #prompt .act-pass, #prompt .act-end_turn").count() == 0
    page.reload()  # a fresh page of the finished match says so too
    page.wait_for_selector("#conn[data-state=over]")
    old = page.url
    banner.get_by_role("link", name="Watch the replay").wait_for()
    banner.get_by_role("link", name="Rematch").click()
    page.get_by_role("button", name="Start the rematch").click()
    page.wait_for_selector("#conn[data-state=open]")
    assert page.url != old and page.locator("#conn").inner_text() == "live"
    assert page.locator("#result").is_hidden() and page.locator(".act-concede").count() == 1
    page.context.close()
