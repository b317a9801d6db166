"""A Duel best of 3 against the bot through the real pages: present a battlefield, lose game 1,
sideboard one card out and one in, choose who goes first, and game 2 starts with the new list.

Runs daphne in a subprocess (tests/browser/conftest.serve) with a short bot delay.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

from tests.browser.conftest import SETTINGS, Server, open_page, serve
from tests.daphne import django_json

FAST_SETTINGS = SETTINGS + "GAME_BOT_DELAY = 0.01\n"
pytestmark = [pytest.mark.browser, pytest.mark.server, pytest.mark.slow]

# Seat 0's cards in the current game of match {pk}, counted by catalog reference.
GAME_CARDS = """
import json
from collections import Counter
from game.models import Match
from game.services.state import load_state
table = load_state(Match.objects.get(pk={pk}))
game = table.game
print(json.dumps({{"game": table.game_number, "between": table.between,
                  "cards": Counter(o.card for o in game.objs.values() if o.owner == 0)}}))
"""


@pytest.fixture(scope="module")
def server(tmp_path_factory) -> Iterator[Server]:
    yield from serve(tmp_path_factory, "series-server", FAST_SETTINGS)


def create_best_of_3(page) -> int:
    page.goto("/")
    form = page.locator(".create-form").first
    form.locator("select[name=deck]").select_option(label="Annie: Dark Child starter")
    form.locator("select[name=seat1]").select_option("bot")
    form.locator("select[name=best_of]").select_option("3")
    form.locator("select[name=bot_deck]").select_option(label="Lux: Lady of Luminosity starter")
    page.get_by_role("button", name="Create match").click()
    page.wait_for_url(re.compile(r"/matches/\d+/$"))
    page.wait_for_selector("#conn[data-state=open]")
    return int(re.search(r"/matches/(\d+)/", page.url).group(1))


def click_choice(page, name: str) -> None:
    """Click a between-games answer in the prompt and wait until the board has moved on."""
    before = page.locator("#turn").get_attribute("data-seq")
    page.locator("#prompt .act-choose", has_text=name).first.click()
    page.wait_for_function(f"() => document.querySelector('#turn').dataset.seq !== '{before}'")
    assert page.locator("#notice").is_hidden(), page.locator("#notice").inner_text()


def test_sideboarding_between_games_in_the_browser(browser, server):
    from playwright.sync_api import TimeoutError as PlaywrightTimeout

    page = open_page(browser, server, "demo-annie")
    pk = create_best_of_3(page)
    # TR 407.1 (2026-10-09): a player drawn at random chooses who goes first in game 1; when it is us,
    # we choose, when it is the bot, it already has; then both present a battlefield.
    page.wait_for_selector("#prompt .act-choose")
    if "choose who goes first" in page.locator("#prompt").text_content():
        assert "drawn at random" in page.locator("#prompt h3").text_content()
        click_choice(page, "I go first")
    page.wait_for_selector("#prompt .act-choose:has-text('Present ')")
    assert "Present a battlefield" in page.locator("#prompt").text_content()
    click_choice(page, "Present ")
    # game 1 starts once the bot has presented too; conceding it (confirmed) ends that game only
    page.wait_for_selector("#hand")
    assert "game 1" in page.locator("#series").inner_text()
    sideboard = page.locator("#prompt .sideboard")
    for _ in range(3):  # a click landing as the board swaps the concede region in is lost: click it again
        page.locator(".act-concede").click()
        try:
            sideboard.wait_for(timeout=5_000)
            break
        except PlaywrightTimeout:
            assert "Game 1:" not in page.locator("#series").inner_text()  # (not lost: it was slow)
    sideboard.wait_for()
    assert "Game 1: Bot 1 wins" in page.locator("#series").inner_text()
    assert "Your turn to sideboard for game 2" in page.locator("#series").inner_text()
    confirm = sideboard.locator(".sb-confirm")
    assert confirm.inner_text() == "Keep my deck as it is" and confirm.is_enabled()
    out = sideboard.locator('.sb-opt[data-side="out"]').first
    into = sideboard.locator('.sb-opt[data-side="in"]').first
    out_ref, in_ref = out.get_attribute("data-ref"), into.get_attribute("data-ref")
    out_name, in_name = out.inner_text(), into.inner_text()
    out.click()
    assert out.get_attribute("aria-pressed") == "true"
    assert confirm.is_disabled() and "they must match" in confirm.inner_text()
    into.click()
    assert confirm.is_enabled() and confirm.inner_text() == "Swap 1 card"
    before = django_json(server.env, GAME_CARDS.format(pk=pk))["cards"]
    confirm.click()

    # the bot keeps its deck; the loser of game 1 chooses who goes first, then both present again
    page.wait_for_selector("#prompt .act-choose:has-text('I go first')")
    assert "choose who goes first" in page.locator("#prompt h3").text_content()
    click_choice(page, "I go first")
    page.wait_for_selector("#prompt .act-choose:has-text('Present ')")
    click_choice(page, "Present ")
    page.wait_for_selector("#prompt .pick")  # game 2's mulligan
    assert "game 2" in page.locator("#series").inner_text()
    assert "Game 2 · best of 3" in page.locator("#turn").inner_text()
    log = page.locator("#log").inner_text()
    assert f"demo-annie swaps out {out_name} for {in_name}" in log and "Game 2 begins on " in log

    now = django_json(server.env, GAME_CARDS.format(pk=pk))
    assert now["game"] == 2 and not now["between"]
    assert now["cards"].get(in_ref, 0) == before.get(in_ref, 0) + 1
    assert now["cards"].get(out_ref, 0) == before.get(out_ref, 0) - 1
    page.context.close()
