"""Bot seats: they act through `submit_action`, never stall a game and never loop a turn forever."""

from __future__ import annotations

import asyncio
import logging
from collections import Counter

import pytest
from asgiref.sync import async_to_sync, sync_to_async
from django.db import OperationalError

from game.engine import Action
from game.models import MatchAction, Seat, Status
from game.services import actions as actions_module
from game.services import bots, create_match, decider, load_state, submit_action
from tests.game.helpers import payload, simple_action


def _bot_match(annie, annie_deck, both: bool = False):
    match = create_match(annie, "duel", annie_deck, others=["bot"])
    if both:
        Seat.objects.filter(match=match, index=0).update(user=None, is_bot=True)
    return match


def _human_keeps(match) -> None:
    state = load_state(match)
    while decider(state) == 0 and not state.over:
        seat, action = simple_action(state)
        state = submit_action(match, seat, state.step, payload(action)).state


@pytest.mark.django_db
def test_a_refused_bot_choice_falls_back_and_the_game_goes_on(annie, annie_deck, monkeypatch, caplog):
    match = _bot_match(annie, annie_deck)
    _human_keeps(match)
    before = load_state(match).step
    # a bot that always answers with something the engine refuses (a hide at its base)
    monkeypatch.setattr(bots, "choose_for", lambda table, seat, actions, level: Action("hide", seat, card=1, to=-1))
    with caplog.at_level(logging.ERROR, logger="game.services.bots"):
        taken = bots.run_bots(match)
    assert taken >= 1 and load_state(match).step == before + taken
    assert decider(load_state(match)) != 1  # it went on until the human decides (or the game ended)
    assert "bot action refused" in caplog.text
    assert MatchAction.objects.filter(match=match, seat=1, payload__kind="hide").count() == 0


@pytest.mark.django_db
def test_a_bot_that_keeps_acting_in_one_turn_is_made_to_pass(annie, annie_deck, monkeypatch):
    match = _bot_match(annie, annie_deck, both=True)
    monkeypatch.setattr(bots, "MAX_TURN_ACTIONS", 2)
    asked: Counter = Counter()
    real = bots.choose_for

    def counting(table, seat, actions, level):
        asked[bots.turn_key(table)] += 1
        return real(table, seat, actions, level)

    monkeypatch.setattr(bots, "choose_for", counting)
    taken = bots.run_bots(match, max_steps=40)
    assert taken == 40
    assert asked and max(asked.values()) <= 2  # past the cap only the fallback (pass, end turn) is used
    assert sum(asked.values()) < taken


@pytest.mark.django_db(transaction=True)
@pytest.mark.asyncio
async def test_bots_started_from_a_view_keep_playing_after_it_returns(annie, annie_deck, settings, caplog):
    """A sync view calls `schedule_bots` (async_to_sync) and returns; the bot loop it started must not
    use that request's thread for its database work (it quits with the request)."""
    settings.GAME_BOT_DELAY = 0
    match = await sync_to_async(_bot_match)(annie, annie_deck)
    await sync_to_async(_human_keeps)(match)
    assert await sync_to_async(bots.bot_due)(match.pk)

    def view() -> None:  # what game.views does after creating a match
        async_to_sync(bots.spawn_bots)(match.pk)

    with caplog.at_level(logging.ERROR, logger="game.services.bots"):
        await sync_to_async(view)()
        for _ in range(400):  # the loop ends when the human decides again (or the game ends)
            if match.pk not in bots._running:
                break
            await asyncio.sleep(0.05)
    assert match.pk not in bots._running
    assert "bots failed" not in caplog.text
    state = await sync_to_async(load_state)(match)
    assert not await sync_to_async(bots.bot_due)(match.pk) or state.over
    assert await sync_to_async(MatchAction.objects.filter(match=match, seat=1).count)() >= 1


@pytest.mark.django_db(transaction=True)
def test_a_write_sqlite_refused_as_locked_is_retried(annie, annie_deck, monkeypatch):
    match = _bot_match(annie, annie_deck)
    monkeypatch.setattr(actions_module, "LOCK_PAUSE", 0)
    real = actions_module.insert_action
    failures = iter([True, True])

    def insert(*args):
        if next(failures, False):
            raise OperationalError("database is locked")
        return real(*args)

    monkeypatch.setattr(actions_module, "insert_action", insert)
    state = load_state(match)
    seat, action = simple_action(state)
    applied = submit_action(match, seat, state.step, payload(action))
    assert applied.step == state.step + 1
    assert MatchAction.objects.filter(match=match).count() == 1


@pytest.mark.django_db(transaction=True)
def test_a_lock_that_does_not_clear_is_an_error_with_nothing_stored(annie, annie_deck, monkeypatch):
    match = _bot_match(annie, annie_deck)
    monkeypatch.setattr(actions_module, "LOCK_PAUSE", 0)
    calls = []

    def locked(*args):
        calls.append(1)
        raise OperationalError("database is locked")

    monkeypatch.setattr(actions_module, "insert_action", locked)
    state = load_state(match)
    seat, action = simple_action(state)
    with pytest.raises(OperationalError):
        submit_action(match, seat, state.step, payload(action))
    assert len(calls) == actions_module.LOCK_RETRIES + 1
    assert not MatchAction.objects.filter(match=match).exists()
    assert load_state(match).step == state.step
    match.refresh_from_db()
    assert match.status == Status.LIVE


def _spectator_headers() -> list[tuple[bytes, bytes]]:
    return [(b"origin", b"http://testserver"), (b"host", b"testserver")]


def _seq(frame: str) -> int | None:
    import re

    found = re.search(r'id="turn"[^>]*data-seq="(\d+)"|data-seq="(\d+)"[^>]*id="turn"', frame)
    return int(found.group(1) or found.group(2)) if found else None


@pytest.mark.django_db(transaction=True)
@pytest.mark.asyncio
async def test_a_spectator_of_a_bot_only_match_sees_it_advance_after_a_restart(demo, django_user_model, settings):
    """Nothing runs the bots (as after a server restart: no bot loop, no cached state); a spectator
    connects, which starts them, and the board it is sent moves on until the match is over."""
    from channels.testing import WebsocketCommunicator

    from game.live import forget_all
    from game.services.lobby import create_bot_match
    from riftbound_site.asgi import application

    settings.GAME_BOT_DELAY = 0
    user = await sync_to_async(django_user_model.objects.create_user)("watcher")
    match = await sync_to_async(create_bot_match)(user, "duel", 1, 3)
    forget_all()
    assert match.pk not in bots._running and await sync_to_async(bots.bot_due)(match.pk)
    comm = WebsocketCommunicator(application, f"/ws/matches/{match.pk}/", headers=_spectator_headers())
    connected, _ = await comm.connect()
    assert connected
    board = await comm.receive_from(timeout=5)
    assert board.startswith('<div id="match-root"') and 'id="hand"' not in board
    seen = [s for s in [_seq(board)] if s is not None]
    for _ in range(2000):
        if match.pk not in bots._running and not await sync_to_async(bots.bot_due)(match.pk):
            break
        if not await comm.receive_nothing(timeout=0.05):
            frame = await comm.receive_from()
            if (s := _seq(frame)) is not None:
                seen.append(s)
    while not await comm.receive_nothing(timeout=1):  # the frames of the last steps
        if (s := _seq(await comm.receive_from())) is not None:
            seen.append(s)
    await comm.disconnect()
    await sync_to_async(match.refresh_from_db)()
    assert match.status == Status.FINISHED and match.step > 10
    assert len(seen) > 5 and seen == sorted(seen) and seen[-1] == match.step  # it watched to the end


@pytest.mark.django_db
def test_resume_takes_live_bot_only_matches_and_one_process_claims_each(annie, annie_deck):
    from django.core.cache import caches

    from game.services.lobby import create_bot_match

    caches["throttle"].clear()
    bot_only = create_bot_match(annie, "duel", seed=1)
    _bot_match(annie, annie_deck)  # a player sits here: the bots wait for them
    assert bots.bot_only_live() == [bot_only.pk]
    assert bots.claim_for_resume([bot_only.pk]) == [bot_only.pk]
    assert bots.claim_for_resume([bot_only.pk]) == []  # another process started meanwhile
    bots.release_claims()  # this process stopped cleanly: the next one may resume at once
    assert bots.claim_for_resume([bot_only.pk]) == [bot_only.pk]


@pytest.mark.django_db(transaction=True)
@pytest.mark.asyncio
async def test_stop_bots_waits_for_the_step_under_way_and_starts_no_other(annie, monkeypatch):
    import threading

    from game.services.lobby import create_bot_match

    monkeypatch.setattr(bots, "_stopping", threading.Event())
    match = await sync_to_async(create_bot_match)(annie, "duel", 1, 4)
    entered, release, calls = threading.Event(), threading.Event(), []

    def slow_step(match_id: int, run: bots.BotRun | None = None) -> str:
        calls.append(match_id)
        entered.set()
        release.wait(10)
        return bots.ACTED

    monkeypatch.setattr(bots, "bot_step", slow_step)
    await bots.spawn_bots(match.pk)
    assert await asyncio.to_thread(entered.wait, 10)
    stopping = asyncio.ensure_future(bots.stop_bots())
    await asyncio.sleep(0.05)
    assert not stopping.done()  # the step in the database thread still runs
    release.set()
    assert await asyncio.wait_for(stopping, 10) == 1
    assert calls == [match.pk] and match.pk not in bots._running
    await bots.spawn_bots(match.pk)  # nothing starts once the server stops
    assert match.pk not in bots._running and not await sync_to_async(bots.bot_due)(match.pk)
