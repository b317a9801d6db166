"""Two Chromium players and a spectator play a Duel in the browser over real websockets.

pytest-django's live_server speaks HTTP only, so this runs daphne in a subprocess on a free port
against its own SQLite file (migrated, catalog and demo accounts loaded). The demo decks contain
cards the engine does not implement yet, so the server runs with GAME_ALLOW_UNIMPLEMENTED_CARDS.
Covers: lobby create/join, start reload, mulligan prompt, playing a card by clicking, keyboard
pass/end turn, a server restart mid-game with automatic reconnection, conceding, the result and
replay link, and that the spectator's frames and DOM never carry a hand card.
"""

from __future__ import annotations

import re
import time
from collections.abc import Iterator

import pytest

# The shared helpers live in conftest and tests/daphne.py; they stay importable from here as before.
from tests.browser.conftest import PASSWORDS, ROOT, SETTINGS, Server, open_page, seq, serve  # noqa: F401
from tests.daphne import BIN, free_port  # noqa: F401

pytestmark = [pytest.mark.browser, pytest.mark.server, pytest.mark.slow]


@pytest.fixture(scope="module")
def server(tmp_path_factory) -> Iterator[Server]:
    yield from serve(tmp_path_factory, "match-server", SETTINGS)


def wait_seq(pages, value: int) -> None:
    """Each page's board has reached step `value` (or gone past it: an auto-pass may follow an action at
    once, and a board may show the two steps too quickly for a check of one value to see the first)."""
    for page in pages:
        page.wait_for_function("(v) => Number(document.querySelector('#turn')?.dataset.seq) >= v", arg=value)


def deciding(players):
    """The player page whose prompt offers something to do now."""
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        for page in players:
            if page.locator("#prompt .act-choose, #prompt .act-pass, #prompt .act-end_turn").count():
                return page
        time.sleep(0.1)
    raise AssertionError("nobody has a decision")


def press_pass_or_end(page, step: int) -> None:
    """Space passes, Enter ends the turn: the key the prompt offers as it is pressed. A live update (the other
    seat's auto-pass) may change the prompt between the look and the press, and the key then does nothing: it is
    pressed again, for the prompt as it is then, until the board moves past `step`."""
    from playwright.sync_api import TimeoutError as PlaywrightTimeout

    for _ in range(3):
        page.locator("#turn").click()  # focus the board, not a button
        page.keyboard.press(" " if page.locator("#prompt .act-pass").count() else "Enter")
        try:
            page.wait_for_function("(v) => Number(document.querySelector('#turn')?.dataset.seq) > v", arg=step,
                                   timeout=5_000)
            return
        except PlaywrightTimeout:
            continue
    raise AssertionError(f"neither Space nor Enter moved the board past step {step}")


def hand_ids(page) -> set[str]:
    return set(page.locator("#hand [data-oid]").evaluate_all("els => els.map(e => e.dataset.oid)"))


def assert_private(spectator, frames: list[str], in_hands: set[str]) -> None:
    """No card now in a hand was ever sent to the spectator (this game never returns cards to hand)."""
    blob = "".join(frames) + spectator.content()
    assert 'id="hand"' not in blob
    leaked = {oid for oid in in_hands if f'data-oid="{oid}"' in blob}
    assert not leaked, f"hand cards reached the spectator: {leaked}"


def test_two_players_and_a_spectator_play_a_duel(browser, server):
    annie = open_page(browser, server, "demo-annie")
    garen = open_page(browser, server, "demo-garen")
    players = [annie, garen]

    annie.goto("/")
    annie.locator(".create-form select[name=deck]").select_option(index=0)
    annie.get_by_role("button", name="Create match").click()
    annie.wait_for_url(re.compile(r"/matches/\d+/$"))
    match_path = annie.url.replace(server.url, "")
    assert "Waiting for players" in annie.content()
    annie.wait_for_selector("#conn[data-state=open]")

    garen.goto("/")
    garen.locator(f'.match-row a[href="{match_path}"]').click()
    garen.locator(".join-form select[name=deck]").select_option(index=0)
    garen.get_by_role("button", name="Join").click()
    garen.wait_for_selector("#turn")
    annie.wait_for_selector("#turn")  # the lobby page reloaded itself when the match started

    spectator = open_page(browser, server, None)
    frames: list[str] = []
    spectator.on("websocket", lambda ws: ws.on("framereceived", lambda data: frames.append(str(data))))
    spectator.goto("/watch/")
    spectator.locator(f'a[href="{match_path}"]').click()
    spectator.wait_for_selector("#conn[data-state=open]")
    assert spectator.locator("#hand").count() == 0
    annie.wait_for_selector("#spectators:has-text('1 watching')")
    everyone = [annie, garen, spectator]

    # Mulligans: each player keeps their hand from the prompt.
    for _ in range(2):
        page = deciding(players)
        step = seq(page)
        page.get_by_role("button", name="Keep this hand").click()
        wait_seq(everyone, step + 1)

    assert_private(spectator, frames, hand_ids(annie) | hand_ids(garen))
    played = False
    for _ in range(12):
        page = deciding(players)
        step = seq(page)
        if page.locator("#prompt .act-choose").count():
            page.locator("#prompt .act-choose").first.click()
        else:
            if not played and page.locator("#hand .tile.is-actable").count():
                page.locator("#hand .tile.is-actable").first.click()
                if page.locator("#prompt .list-all:visible").count():  # the board shows the places: list them
                    page.locator("#prompt .list-all").click()
                button = page.locator("#prompt .act-card:visible").first
                button.wait_for()
                button.click()  # confirm the play
                played = True
                wait_seq(everyone, step + 1)
                continue
            press_pass_or_end(page, step)
        wait_seq(everyone, step + 1)

    # The server restarts; every browser reconnects by itself and gets the whole board back.
    step = seq(annie)
    server.stop()
    for page in everyone:
        page.wait_for_selector("#conn:not([data-state=open])")
    server.start()
    for page in everyone:
        page.wait_for_selector("#conn[data-state=open]", timeout=40_000)
    wait_seq(everyone, step)
    page = deciding(players)
    page.locator("#turn").click()
    page.keyboard.press(" " if page.locator("#prompt .act-pass").count() else "Enter")
    if page.locator("#prompt .act-choose").count():
        page.locator("#prompt .act-choose").first.click()
    wait_seq(everyone, step + 1)

    assert_private(spectator, frames, hand_ids(annie) | hand_ids(garen))
    loser = deciding(players)
    loser.get_by_role("button", name="Concede").click()
    for page in everyone:
        page.wait_for_selector("#turn .result")
        assert "wins" in page.locator("#turn .result").inner_text()

    assert frames and not any('id="hand"' in f for f in frames)

    spectator.get_by_role("link", name="Watch the replay").click()
    spectator.wait_for_url("**/replay/")
    last = int(re.search(r"step <b>(\d+)</b>", spectator.content()).group(1))
    spectator.get_by_role("link", name="◀ back").click()
    assert f"step <b>{last - 1}</b>" in spectator.content()
    for page in everyone:
        page.context.close()
