"""The rules sandbox in a real browser (issue 13.3): load a public puzzle, play it to its end against a
bot through the board, and step through its replay."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

from tests.browser.conftest import SETTINGS, Server, open_page, seq, serve

pytestmark = [pytest.mark.browser, pytest.mark.server, pytest.mark.slow]


@pytest.fixture(scope="module")
def server(tmp_path_factory) -> Iterator[Server]:
    yield from serve(tmp_path_factory, "sandbox-server", SETTINGS + "GAME_BOT_DELAY = 0.02\n")


def sent(page, before: int) -> None:
    page.wait_for_function(f"() => Number(document.querySelector('#turn').dataset.seq) > {before}")


def click_then(page, first, then) -> None:
    """On this seat's turn: select `first` on the table, then click `then` (where it goes, or its
    target); the board sends the one action that makes."""
    page.wait_for_selector("#prompt.is-mine")
    before = seq(page)
    first.click()
    then.click(position={"x": 40, "y": 30})
    sent(page, before)


def pass_once(page) -> None:
    """Pass, or answer a decision with its first choice (combat damage has one sensible answer here)."""
    page.wait_for_selector("#prompt.is-mine .act-pass, #prompt.is-mine .act-choose, #result:not([hidden])")
    if page.locator("#result:not([hidden])").count():
        return
    before = seq(page)
    page.locator("#prompt .act-choose, #prompt .act-pass").first.click()
    sent(page, before)


def test_a_puzzle_is_played_to_its_end_against_a_bot_and_replayed(browser, server):
    page = open_page(browser, server, "demo-annie")
    page.goto("/sandbox/")
    page.locator("#public").select_option("puzzle-one-point-to-win")
    page.get_by_label("Bots play the other seats").check()
    page.get_by_role("button", name="Play this position").click()
    page.wait_for_url(re.compile(r"/matches/\d+/\?seat=0$"))
    page.wait_for_selector("#conn[data-state=open]")
    assert "win this turn" in page.locator(".sandbox-goal").inner_text()
    page.locator("#autopass summary").click()  # this puzzle is played by hand: every window waits for A
    page.get_by_label("Pass automatically when I have nothing to play").uncheck()
    page.wait_for_selector("#autopass[data-on='0']")
    scout = page.locator("#seat-row-0 .tile", has_text="Scout").first  # the Scout in A's base
    click_then(page, page.locator("#hand .tile", has_text="Battle Cry"), scout)  # +2 Might: 4 against 3
    pass_once(page)  # the bot passes too: Battle Cry resolves
    page.wait_for_function("() => document.querySelector('#log').textContent.includes('Battle Cry')")
    click_then(page, scout, page.locator("#battlefield-0"))  # attack the Guard's battlefield
    replay = page.get_by_role("link", name="Watch the replay")
    while replay.count() == 0:
        pass_once(page)
    assert "You win" in page.locator("#result").inner_text()  # the final point: 8 against 6
    replay.click()
    page.wait_for_url(re.compile(r"/replay/"))
    assert "wins" in page.content()
    page.get_by_role("link", name=re.compile("◀")).first.click()
    page.wait_for_url(re.compile(r"step="))
    page.context.close()
