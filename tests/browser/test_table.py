"""At the table (issue 12) in a real browser, used like a player: a turn where auto-pass skips the
windows (and holding priority keeps one open for the Space key), what a spectator reads of it.

Runs daphne in a subprocess (tests/browser/conftest.serve) with short bot and auto-pass pauses.
"""

from __future__ import annotations

import re
import subprocess
import sys
from collections.abc import Iterator

import pytest

from tests.browser.conftest import ROOT, SETTINGS, Server, open_page, seq, serve

pytestmark = [pytest.mark.browser, pytest.mark.server, pytest.mark.slow]

# A's Main Phase: two Action spells; the bot (B) holds a Reaction it has no rune to pay for.
POSITION = """mode: duel
cards:
  Ping: {type: spell, cost: 1, keywords: [Action], script: {effects: [[draw, {amount: 1}]]}}
  Parry: {type: spell, cost: 1, keywords: [Reaction], script: {effects: [[draw, {amount: 1}]]}}
players:
  - {name: A, hand: [Ping, Ping], runes: [Fury Rune, Fury Rune]}
  - {name: B, hand: [Parry]}
battlefields: [{as: bf1}, {as: bf2}]
turn: {player: A, phase: main, number: 3}
"""


@pytest.fixture(scope="module")
def server(tmp_path_factory) -> Iterator[Server]:
    yield from serve(tmp_path_factory, "table-server", SETTINGS + "GAME_BOT_DELAY = 0.02\nGAME_AUTOPASS_DELAY = 0.05\n")


def shell(server: Server, code: str) -> str:
    out = subprocess.run([sys.executable, "manage.py", "shell", "-c", code], cwd=ROOT, env=server.env,
                         capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr[-2000:]
    return out.stdout


NEW_DUEL = """
from django.contrib.auth import get_user_model
from decks.models import Deck
from game.services import create_match, join_match
U = get_user_model()
annie, garen = U.objects.get(username="demo-annie"), U.objects.get(username="demo-garen")
m = create_match(annie, "duel", Deck.objects.filter(owner=annie).order_by("name").first(), is_open=False)
join_match(m, garen, Deck.objects.filter(owner=garen).order_by("name").first())
print(m.pk)
"""


def log_text(page) -> str:
    return page.locator("#log-lines").inner_text()


def wait_log(page, words: str, times: int = 1) -> None:
    page.wait_for_function("([w, n]) => document.querySelector('#log-lines').textContent.split(w).length > n",
                           arg=[words, times])


def play_from_hand(page, name: str) -> None:
    """Click the card in the hand, then its play (paying automatically when the runes are a choice)."""
    page.wait_for_selector("#prompt.is-mine .act-end_turn")
    before = seq(page)
    page.locator("#hand .tile", has_text=name).first.click()
    prompt = page.locator("#prompt")
    if prompt.locator(".list-all:visible").count():
        prompt.locator(".list-all").click()
    button = prompt.locator(".act-card:visible").first
    button.wait_for()
    if "act-paychoice" in (button.get_attribute("class") or ""):
        button.click()
        button = prompt.locator(".act-card:visible").first
    button.click()
    page.wait_for_function(f"() => Number(document.querySelector('#turn').dataset.seq) > {before}")


def sandbox_against_the_bot(page) -> int:
    page.goto("/sandbox/")
    page.locator("#text").fill(POSITION)
    page.get_by_label("Bots play the other seats").check()
    page.get_by_role("button", name="Play this position").click()
    page.wait_for_url(re.compile(r"/matches/\d+/"))
    page.wait_for_selector("#conn[data-state=open]")
    return int(re.search(r"/matches/(\d+)/", page.url).group(1))


def test_auto_pass_skips_the_windows_and_hold_priority_keeps_one_for_space(browser, server):
    page = open_page(browser, server, "demo-annie")
    match_id = sandbox_against_the_bot(page)
    panel = page.locator("#autopass")
    assert panel.get_attribute("data-on") == "1" and "on" in panel.locator(".autopass-state").inner_text()

    play_from_hand(page, "Ping")  # A keeps priority (337.4) with nothing left to play: passed for A
    wait_log(page, "A passes (auto)")
    page.wait_for_selector("#prompt.is-mine .act-end_turn")  # the bot passed too: Ping resolved, A's turn again
    assert "B passes" in log_text(page)

    panel.locator("summary").click()
    page.get_by_label("Hold priority (never pass for me)").check()
    page.wait_for_selector("#autopass[data-hold='1']")
    play_from_hand(page, "Ping")
    page.wait_for_selector("#prompt.is-mine .act-pass")  # held: the window waits for A
    before = seq(page)
    page.locator("body").press(" ")  # the keyboard shortcut still passes
    page.wait_for_function(f"() => Number(document.querySelector('#turn').dataset.seq) > {before}")
    wait_log(page, "A passes", times=2)
    assert log_text(page).count("A passes (auto)") == 1  # the second pass was A's own click

    watcher = open_page(browser, server, None)
    watcher.goto(f"/matches/{match_id}/")
    watcher.wait_for_selector("#conn[data-state=open]")
    seen = log_text(watcher)
    assert seen.count("A passes") == 2 and "(auto)" not in seen  # ruling 701
    assert watcher.locator("#autopass").count() == 0
    watcher.context.close()
    page.context.close()


def test_a_rematch_between_people_is_offered_accepted_and_played_in_the_same_seats(browser, server):
    match_id = int(shell(server, NEW_DUEL).strip().splitlines()[-1])
    annie, garen = open_page(browser, server, "demo-annie"), open_page(browser, server, "demo-garen")
    for page in (annie, garen):
        page.goto(f"/matches/{match_id}/")
        page.wait_for_selector("#conn[data-state=open]")
    garen.locator(".act-concede").click()  # the confirm dialog is accepted
    for page in (annie, garen):
        page.wait_for_selector("#result:not([hidden])")
    assert garen.get_by_role("link", name="Watch the replay").get_attribute("href") == f"/matches/{match_id}/replay/"

    garen.get_by_role("link", name="Rematch").click()  # the loser offers it
    garen.get_by_role("button", name="Offer the rematch").click()
    garen.wait_for_url(re.compile(r"/matches/\d+/$"))
    rematch_id = int(re.search(r"/matches/(\d+)/", garen.url).group(1))
    assert rematch_id != match_id

    offer = annie.get_by_role("link", name="demo-garen offers a rematch: accept")  # annie's board reloads
    offer.wait_for()
    offer.click()
    annie.get_by_role("button", name="Accept the rematch").click()
    annie.wait_for_url(f"**/matches/{rematch_id}/")
    for page in (annie, garen):  # garen's lobby page reloads into the board when the match starts
        page.wait_for_selector("#turn[data-seq]")
        page.wait_for_selector("#conn[data-state=open]")
    assert "You play seat 1" in annie.locator(".match-bar").inner_text()
    assert "You play seat 2" in garen.locator(".match-bar").inner_text()
    for page in (annie, garen):
        page.context.close()


def open_chat(page) -> None:
    page.wait_for_selector("#chat:not([hidden])")
    if page.locator("#chat[open]").count() == 0:
        page.locator("#chat summary").click()


def test_players_chat_with_emotes_and_mute_while_a_spectator_reads_along(browser, server):
    match_id = int(shell(server, NEW_DUEL).strip().splitlines()[-1])
    annie, garen, watcher = (open_page(browser, server, "demo-annie"), open_page(browser, server, "demo-garen"),
                             open_page(browser, server, None))
    for page in (annie, garen, watcher):
        page.goto(f"/matches/{match_id}/")
        page.wait_for_selector("#conn[data-state=open]")
        open_chat(page)
    annie.get_by_label("Message to the players' chat").fill("hello <i>garen</i>")
    annie.get_by_label("Message to the players' chat").press("Enter")
    for page in (annie, garen, watcher):
        page.locator("#chat-players .chat-line", has_text="hello <i>garen</i>").wait_for()  # shown as typed
    assert garen.locator("#chat-players i").count() == 0
    garen.get_by_role("button", name="Good game!").click()
    annie.locator("#chat-players .chat-line.is-emote", has_text="Good game!").wait_for()
    assert not annie.locator("#chat-players .chat-line", has_text="hello").locator(".chat-mute").is_visible()
    assert watcher.get_by_text("Log in to chat.").is_visible()  # anonymous: reads, doesn't write

    garen.locator("#chat-players .chat-line", has_text="hello").locator(".chat-mute").click()
    garen.locator("#chat .chat-unmute", has_text="demo-annie").wait_for()
    assert garen.locator("#chat-players .chat-line", has_text="hello").count() == 0  # gone for garen only
    annie.get_by_label("Message to the players' chat").fill("are you there?")
    annie.get_by_label("Message to the players' chat").press("Enter")
    watcher.locator("#chat-players .chat-line", has_text="are you there?").wait_for()
    annie.locator("#chat-players .chat-line", has_text="are you there?").wait_for()
    garen.get_by_label("Message to the players' chat").fill("ok")  # sent after annie's line: garen's
    garen.get_by_label("Message to the players' chat").press("Enter")  # socket got hers first, if at all
    garen.locator("#chat-players .chat-line", has_text="ok").wait_for()
    assert garen.locator("#chat-players .chat-line", has_text="are you there?").count() == 0
    for page in (annie, garen, watcher):
        page.context.close()


SCOUT = """mode: duel
cards:
  Scout: {type: unit, might: 2, cost: 2}
players:
  - {name: A, hand: [Scout], runes: [Fury Rune, Fury Rune]}
  - {name: B}
battlefields: [{as: bf1}, {as: bf2}]
turn: {player: A, phase: main, number: 3}
"""


def test_a_misplayed_unit_is_taken_back_against_the_bot_and_a_spectator_sees_it(browser, server):
    page = open_page(browser, server, "demo-annie")
    page.goto("/sandbox/")
    page.locator("#text").fill(SCOUT)
    page.get_by_label("Bots play the other seats").check()
    page.get_by_role("button", name="Play this position").click()
    page.wait_for_url(re.compile(r"/matches/\d+/"))
    page.wait_for_selector("#conn[data-state=open]")
    match_id = int(re.search(r"/matches/(\d+)/", page.url).group(1))
    assert page.locator(".act-takeback").count() == 0  # nothing to take back yet
    play_from_hand(page, "Scout")
    assert page.locator("#hand .tile", has_text="Scout").count() == 0
    page.locator(".act-takeback").wait_for()
    before = seq(page)
    page.locator("body").press("z")  # the shortcut presses "Take back"
    page.wait_for_function(f"() => Number(document.querySelector('#turn').dataset.seq) > {before}")
    page.locator("#hand .tile", has_text="Scout").wait_for()  # back in the hand, runes ready (509.5.a)
    assert page.locator(".act-takeback").count() == 0  # a take-back is not taken back
    wait_log(page, "A takes back their last action: A plays Scout")

    watcher = open_page(browser, server, None)
    watcher.goto(f"/matches/{match_id}/")
    watcher.wait_for_selector("#conn[data-state=open]")
    assert "A takes back their last action: A plays Scout" in log_text(watcher)
    assert "took back their last action" in watcher.locator("#last-0").inner_text()
    watcher.context.close()
    page.context.close()


def test_a_short_clock_runs_out_and_loses_the_game(browser, server):
    code = NEW_DUEL.replace('is_open=False)', 'is_open=False, clock=5)')
    match_id = int(shell(server, code).strip().splitlines()[-1])
    pages = {"demo-annie": open_page(browser, server, "demo-annie"), "demo-garen": open_page(browser, server, "demo-garen")}
    for page in pages.values():  # (under load the clock may have run out before the second page opens)
        page.goto(f"/matches/{match_id}/")
        page.wait_for_selector("#conn[data-state=open], #conn[data-state=over]")
        assert page.locator("#clocks .clock").count() == 2  # every seat's clock is on the board
    for page in pages.values():  # nobody decides: the server concedes for the player whose clock ran out
        page.wait_for_selector("#result:not([hidden])", timeout=20_000)
    words = pages["demo-annie"].locator("#result .result-ended").inner_text()
    loser = words.removesuffix(" ran out of time")
    assert loser in pages and words == f"{loser} ran out of time"
    assert "You lose" in pages[loser].locator("#result").inner_text()
    winner = next(name for name in pages if name != loser)
    assert "You win" in pages[winner].locator("#result").inner_text()
    for page in pages.values():
        assert f"{loser} ran out of time" in log_text(page)
        assert page.locator("#clocks .clock.is-running").count() == 0  # no clock runs once it is over
        page.context.close()


def test_a_clock_chosen_on_the_play_page_is_on_the_board(browser, server):
    """The Play page's clock and increment choices make a match whose board shows every seat's clock,
    the player's own at the chosen time (a little less once it runs)."""
    page = open_page(browser, server, "demo-annie")
    page.goto("/")
    form = page.locator(".create-form")
    form.locator("select[name=deck]").select_option(index=0)
    form.locator("select[name=seat1]").select_option("bot")
    form.locator("select[name=clock]").select_option("1200")  # 20 minutes per player
    form.locator("select[name=increment]").select_option("10")
    page.get_by_role("button", name="Create match").click()
    page.wait_for_url(re.compile(r"/matches/\d+/$"))
    page.wait_for_selector("#clocks .clock")
    clocks = page.locator("#clocks .clock")
    assert clocks.count() == 2
    mine = page.locator("#clocks .clock[data-seat='0']")
    left = int(mine.get_attribute("data-left"))
    assert 1200 - 60 < left <= 1200 and "demo-annie" in mine.inner_text()
    assert re.search(r"\b(20:00|19:[0-5]\d)\b", mine.locator(".clock-time").inner_text())
    page.context.close()
