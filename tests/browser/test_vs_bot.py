"""A human plays a Duel against the bot to the end through the real pages; a spectator watches
bot-vs-bot FFA4 and 2v2 matches and never receives a hidden card.

Runs daphne in a subprocess (tests/browser/conftest.serve) with a short bot delay.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from collections.abc import Iterator

import pytest

from tests.browser.conftest import (
    PHONE_LANDSCAPE,
    ROOT,
    SETTINGS,
    Server,
    create_bot_match,
    open_page,
    scroll_to,
    seq,
    serve,
)

# The test process writes through `manage.py shell` while the server's bots write: BEGIN IMMEDIATE makes a
# transaction wait for SQLite's write lock up front (a read snapshot upgraded to a write fails at once).
FAST_SETTINGS = SETTINGS + ("GAME_BOT_DELAY = 0.01\n"
                            "DATABASES['default']['OPTIONS'].update(timeout=30, transaction_mode='IMMEDIATE')\n")
MAX_ACTIONS = 400
pytestmark = [pytest.mark.browser, pytest.mark.server, pytest.mark.slow]


@pytest.fixture(scope="module")
def server(tmp_path_factory) -> Iterator[Server]:
    yield from serve(tmp_path_factory, "vs-bot-server", FAST_SETTINGS)


def shell(server: Server, code: str) -> str:
    out = subprocess.run([sys.executable, "manage.py", "shell", "-c", code], cwd=ROOT, env=server.env,
                         capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr[-2000:]
    return out.stdout


MY_TURN = "#prompt.is-mine .act-choose, #prompt.is-mine .act-pass, #prompt.is-mine .act-end_turn, #turn .result"


def act_once(page) -> None:
    """One legal action chosen from what the board highlights: answer a decision, play a card,
    move a unit, else pass or end the turn."""
    prompt = page.locator("#prompt")
    if prompt.locator(".pick-confirm").count():
        confirm = prompt.locator(".pick-confirm")
        for option in prompt.locator(".pick-opt").all():
            if confirm.is_enabled():
                break
            option.click()  # mark cards until the count is right
        confirm.click()
        return
    if prompt.locator(".st-confirm:enabled").count():
        prompt.locator(".st-confirm").click()
        return
    if prompt.locator(".act-choose").count():
        prompt.locator(".act-choose").first.click()
        return
    for tiles in ("#hand .tile.is-actable", ".seat-me .zone-base .tile.is-actable"):
        if page.locator(tiles).count():
            page.locator(tiles).first.click()
            if prompt.locator(".list-all:visible").count():  # the board shows the places: list them
                prompt.locator(".list-all").click()
            button = prompt.locator(".act-card:visible").first  # a play or a hide: both must be accepted
            button.wait_for()
            if "act-paychoice" in (button.get_attribute("class") or ""):
                button.click()
                button = prompt.locator(".act-card:visible").first
            button.click()
            return
    page.locator("#turn").click()
    page.keyboard.press(" " if prompt.locator(".act-pass").count() else "Enter")


def test_a_human_plays_a_duel_against_the_bot_to_the_end(browser, server):
    page = open_page(browser, server, "demo-annie")
    page.goto("/")
    create_bot_match(page)
    page.wait_for_selector("#prompt .pick")
    page.locator("#autopass summary").click()  # every pass clicked by the test: no auto-pass racing it (12.3)
    page.get_by_label("Pass automatically when I have nothing to play").uncheck()
    page.wait_for_selector("#autopass[data-on='0']")
    # the mulligan: mark a card in hand, see it marked, confirm
    page.locator("#hand .tile").first.click()
    assert page.locator("#hand .tile.is-picked").count() == 1
    assert page.locator("#prompt .pick-confirm").inner_text().startswith("Recycle 1")
    for _ in range(MAX_ACTIONS):
        page.wait_for_selector(MY_TURN, timeout=30_000)
        if page.locator("#turn .result").count():
            break
        before = seq(page)
        act_once(page)
        page.wait_for_function(f"() => document.querySelector('#turn').dataset.seq !== '{before}' || "
                               "!document.querySelector('#notice').hidden")
        assert page.locator("#notice").is_hidden(), page.locator("#notice").inner_text()
    page.wait_for_selector("#turn .result")
    assert "win" in page.locator("#turn .result").inner_text()
    # the log grew line by line (only new lines are sent): it reads as a fresh page's log does
    lines = "els => els.map((e) => e.dataset.k + ' ' + e.textContent)"
    grown = page.eval_on_selector_all("#log-lines > li", lines)
    page.reload()
    page.wait_for_selector("#conn[data-state=over]")
    assert grown == page.eval_on_selector_all("#log-lines > li", lines) and 0 < len(grown) <= 60
    page.get_by_role("link", name="Watch the replay").click()
    page.wait_for_url("**/replay/")
    page.context.close()


OVERLAPS = """() => {
  const box = (sel) => document.querySelector(sel).getBoundingClientRect();
  const apart = (a, b) => a.bottom <= b.top || b.bottom <= a.top || a.right <= b.left || b.right <= a.left;
  const bfs = box(".board-bfs");
  return [apart(bfs, box(".board-top")), apart(bfs, box(".board-me")), apart(box(".board-top"), box(".board-me"))];
}"""


def test_the_board_fits_a_phone_in_landscape(browser, server):
    page = open_page(browser, server, "demo-annie", PHONE_LANDSCAPE)
    page.goto("/")
    page.locator(".create-form select[name=seat1]").select_option("bot:hard")  # a bot level, chosen per seat
    page.get_by_role("button", name="Create match").click()
    page.wait_for_url(re.compile(r"/matches/\d+/$"))
    page.wait_for_selector("#prompt .pick")
    assert page.locator("#seat-head-1 .b-bot").inner_text() == "bot · Hard"
    page.locator("#prompt .ask-hint").click()  # a hint, from the player's own view, with its reason
    page.wait_for_selector("#prompt .hint-answer .hint-text")
    assert re.search(r"Suggested: (Keep this hand|Recycle .+)\nWhy: .+\.", page.locator("#prompt .hint-text").inner_text())
    assert page.evaluate(OVERLAPS) == [True, True, True]  # opponents, battlefields, your seat: none covers another
    scroll_to(page.locator("#battlefield-0"))
    assert page.evaluate("""() => { const r = document.querySelector('#battlefield-0 h3').getBoundingClientRect();
        return document.querySelector('#battlefield-0').contains(document.elementFromPoint(r.x + 5, r.y + 5)); }""")
    scroll_to(page.locator("#hand .tile").first)
    page.locator("#hand .tile").first.click()  # the mulligan is answered from a phone too
    page.locator("#prompt .pick-confirm").click()
    page.wait_for_function("() => Number(document.querySelector('#turn').dataset.seq) >= 2")
    page.context.close()


HIDDEN = """
import json
from game.engine import SPECTATOR
from game.engine.read.view import hidden_ids
from game.models import Match
from game.services.state import state_at
m = Match.objects.get(pk={pk})
# at each step: hands, main and rune decks, facedown cards (the engine's own list for a spectator)
print("HIDDEN", json.dumps({{step: sorted(hidden_ids(state_at(m, step), SPECTATOR)) for step in {steps}}}))
"""

MAKE = """
from django.contrib.auth import get_user_model
from decks.models import Deck
from game.services.lobby import create_match, add_bot
from game.models import Seat
users = get_user_model().objects
decks = list(Deck.objects.filter(owner__username__startswith="demo-").order_by("legend__name", "name"))
annie = users.get(username="demo-annie")
mine = [d for d in decks if d.owner_id == annie.pk]
m = create_match(annie, "{mode}", mine[0], ["open"] * 3, deck_format="casual")  # Starter Yi: banned in 2v2 Standard
Seat.objects.filter(match=m, index=0).update(user=None, is_bot=True)
used = [mine[0].legend_id]
for i in range(1, 4):
    deck = next(d for d in decks if d.legend_id not in used[-1:] and (i != 2 or d.legend_id != used[0]))
    used.append(deck.legend_id)
    add_bot(m, annie, deck)
print("ID", m.pk)
"""

# Every seat concedes through the one path (the bots stop: the match is over), so this match's bots
# no longer write while the next test runs.
FINISH = """
from game.models import Match, Status
from game.services.actions import Refused, submit_action
from game.services.state import load_state
for seat in range(4):
    while Match.objects.get(pk={pk}).status == Status.LIVE:
        m = Match.objects.get(pk={pk})
        try:
            submit_action(m, seat, load_state(m).step, {{"kind": "concede"}})
            break
        except Refused as exc:
            if "moved on" not in exc.reason:
                break
print("STATUS", Match.objects.get(pk={pk}).status)
"""

SEQ = re.compile(r'id="turn"[^>]*data-seq="(\d+)"')


def shown_by_step(frames: list[str]) -> dict[int, set[int]]:
    """{step: card ids the spectator received for that step}. Each frame is rendered from one state;
    one whose step moved carries #turn (its data-seq changed), so a frame without it belongs to the
    step of the frame before."""
    out: dict[int, set[int]] = {}
    step = -1
    for frame in frames:
        found = SEQ.search(frame)
        step = int(found.group(1)) if found else step
        out.setdefault(step, set()).update(int(x) for x in re.findall(r'data-oid="(\d+)"', frame))
    return out


@pytest.mark.parametrize("mode", ["ffa4", "2v2"])
def test_a_spectator_never_receives_a_hidden_card(browser, server, mode):
    out = shell(server, MAKE.format(mode=mode))
    pk = int(re.search(r"ID (\d+)", out).group(1))
    spectator = open_page(browser, server, None)
    frames: list[str] = []
    spectator.on("websocket", lambda ws: ws.on("framereceived", lambda data: frames.append(str(data))))
    try:
        spectator.goto(f"/matches/{pk}/")
        spectator.wait_for_selector("#conn[data-state=open]")
        spectator.wait_for_function("() => Number(document.querySelector('#turn').dataset.seq) >= 40", timeout=60_000)
        if mode == "2v2":
            assert spectator.locator(".team-score").count() == 2
        assert spectator.locator(".board.seats-4 .seat-wrap").count() == 3
        frames.append(spectator.content())  # the page as it stands, with its own #turn step
    finally:
        spectator.context.close()
        assert "STATUS finished" in shell(server, FINISH.format(pk=pk))
    blob = "".join(frames)
    assert 'id="hand"' not in blob and "pick-opt" not in blob
    shown = shown_by_step(frames)
    assert -1 not in shown and max(shown) >= 40
    hidden = json.loads(shell(server, HIDDEN.format(pk=pk, steps=sorted(shown))).split("HIDDEN", 1)[1])
    assert any(hidden.values())
    leaks = {step: ids & set(hidden[str(step)]) for step, ids in shown.items() if ids & set(hidden[str(step)])}
    assert not leaks, f"hidden cards reached the spectator: {leaks}"
