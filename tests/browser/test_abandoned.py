"""A match abandoned by its players ends (issue 15.7): with no player connected for the set time
(5 seconds here: time enough for her page to connect on a busy machine) the server ends it with
the reason, a spectator's board shows the result, and the Watch page lists it as finished, not live."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.browser.conftest import SETTINGS, Server, open_page, serve
from tests.browser.staging import stage

pytestmark = [pytest.mark.browser, pytest.mark.server, pytest.mark.slow]
ANNIE = "demo-annie"


@pytest.fixture(scope="module")
def server(tmp_path_factory) -> Iterator[Server]:
    settings = SETTINGS + "GAME_ABANDON_SECONDS = 5\nGAME_ABANDON_SWEEP = 0.25\n"
    yield from serve(tmp_path_factory, "abandon-server", settings)


def test_a_match_its_player_left_ends_and_leaves_the_watch_page(browser, server):
    player = open_page(browser, server, ANNIE)  # logged in first: the match is staged just before she opens it
    pk = stage(server.env, {"players": [{"name": ANNIE}, {"name": "Bot 1"}],
                            "turn": {"player": ANNIE, "phase": "main", "number": 3}}, [ANNIE, "bot"])
    player.goto(f"/matches/{pk}/")
    player.wait_for_selector("#conn[data-state=open]")
    spectator = open_page(browser, server, None)
    spectator.goto(f"/matches/{pk}/")
    spectator.wait_for_selector("#conn[data-state=open]")
    spectator.goto("/watch/")
    assert spectator.locator(f'a[href="/matches/{pk}/"]').count() == 1  # live while she plays
    spectator.goto(f"/matches/{pk}/")
    spectator.wait_for_selector("#conn[data-state=open]")
    player.context.close()  # she leaves; a spectator doesn't keep the match going
    banner = spectator.locator("#result")
    banner.wait_for(state="visible", timeout=20_000)  # the board reloads as the match ends
    assert "Abandoned: no player connected for 5 seconds" in banner.inner_text()
    assert banner.locator(".result-headline").inner_text() == "No winner"
    assert spectator.locator("#conn").inner_text() == "finished"
    spectator.goto("/watch/")
    assert spectator.locator(f'a[href="/matches/{pk}/"]').count() == 0
    assert "Abandoned: no player connected for 5 seconds" in spectator.locator(f'li:has(a[href="/matches/{pk}/replay/"])').inner_text()
    spectator.context.close()
