"""Issue 12's frames on the match websocket: a seat's auto-pass preferences (and their refusals)."""

from __future__ import annotations

import json

import pytest
from asgiref.sync import sync_to_async

from game.models import Seat
from tests.game.test_consumers import NOTICE, connect
from tests.security.wsclient import joined, until

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.asyncio]


def prefs(match, index: int) -> tuple[bool, bool, list[str]]:
    seat = Seat.objects.get(match=match, index=index)
    return seat.autopass, seat.hold, seat.stops


async def test_a_seat_sets_its_auto_pass_and_gets_its_panel_back(duel, annie):
    comm = await connect(duel, annie)
    await joined(comm)
    await comm.send_to(text_data=json.dumps({"autopass": {"on": True, "hold": True, "stops": ["spell", "combat"]}}))
    frames = await until(comm, 'id="autopass"')
    assert any('id="autopass"' in f and 'data-hold="1"' in f and 'hx-swap-oob="true"' in f for f in frames)
    assert await sync_to_async(prefs)(duel, 0) == (True, True, ["combat", "spell"])
    assert await sync_to_async(prefs)(duel, 1) == (True, False, [])  # the other seat's are its own
    await comm.disconnect()


@pytest.mark.parametrize(("frame", "words"), [
    ({"autopass": {"hold": "yes"}}, "must be true or false"),
    ({"autopass": {"stops": ["lunch"]}}, "autopass.stops lists names"),
    ({"autopass": []}, "Expected"),
    ({"autopass": {"on": False}, "seq": 3}, "alone"),
])
async def test_a_malformed_auto_pass_frame_is_refused_and_changes_nothing(duel, annie, frame, words):
    comm = await connect(duel, annie)
    await joined(comm)
    await comm.send_to(text_data=json.dumps(frame))
    frames = await until(comm, NOTICE)
    assert any('id="notice"' in f and words in f for f in frames)
    assert await sync_to_async(prefs)(duel, 0) == (True, False, [])
    await comm.disconnect()


async def test_a_spectator_has_no_auto_pass(duel):
    comm = await connect(duel)
    await joined(comm)
    await comm.send_to(text_data=json.dumps({"autopass": {"on": False}}))
    frames = await until(comm, NOTICE)
    assert any("Spectators have no auto-pass" in f for f in frames)
    assert await sync_to_async(prefs)(duel, 0) == (True, False, [])
    await comm.disconnect()


@pytest.fixture
def watcher(django_user_model):
    return django_user_model.objects.create_user("watcher", password="pw-for-tests-only")


@pytest.fixture(autouse=True)
def _fresh_chat_limits():
    from django.core.cache import caches

    caches["throttle"].clear()
    yield


def chat_lines(frames: list[str], channel: str) -> str:
    return "".join(f for f in frames if f.startswith(f'<ol id="chat-{channel}" hx-swap-oob="beforeend">'))


async def test_connect_sends_the_viewers_chat(duel, annie):
    player, anonymous = await connect(duel, annie), await connect(duel)
    mine, theirs = await joined(player), await joined(anonymous)
    assert any('id="chat"' in f and "Players&#x27; chat" in f and "Spectators&#x27; chat" not in f for f in mine)
    assert any('id="chat"' in f and "Spectators&#x27; chat" in f and "Log in to chat." in f for f in theirs)
    await player.disconnect()
    await anonymous.disconnect()


async def test_players_chat_reaches_everyone_and_spectators_chat_only_spectators(duel, annie, garen, watcher):
    """Each step waits for the frame it expects (never for quiet): what a viewer must not get is checked on the
    frames it received before a later line that it does get."""
    a, g, w = await connect(duel, annie), await connect(duel, garen), await connect(duel, watcher)
    for comm in (a, g, w):
        await joined(comm)
    await a.send_to(text_data=json.dumps({"chat": {"text": "good luck <b>"}}))
    for name, comm in (("a", a), ("g", g), ("w", w)):
        assert "good luck &lt;b&gt;" in chat_lines(await until(comm, "good luck &lt;b&gt;"), "players"), name
    await w.send_to(text_data=json.dumps({"chat": {"emote": "wp"}}))
    assert "Well played!" in chat_lines(await until(w, "Well played!"), "spectators")
    await g.send_to(text_data=json.dumps({"mute": {"name": "demo-annie", "on": True}}))
    before_mute = await until(g, '<details id="chat"')  # his chat dock again, without her
    await a.send_to(text_data=json.dumps({"chat": {"text": "still here"}}))
    got_a, got_w = await until(a, "still here"), await until(w, "still here")
    assert "still here" in chat_lines(got_a, "players") and "still here" in chat_lines(got_w, "players")
    assert not chat_lines(got_a, "spectators")  # players never read the spectators
    await g.send_to(text_data=json.dumps({"chat": {"text": "his own line"}}))
    got_g = before_mute + await until(g, "his own line")
    assert not chat_lines(got_g, "spectators")
    assert "still here" not in chat_lines(got_g, "players") and "his own line" in chat_lines(got_g, "players")  # muted
    for comm in (a, g, w):
        await comm.disconnect()


async def test_a_malformed_chat_frame_gets_a_clear_error_and_changes_nothing(duel, annie):
    from game.models import ChatMessage

    a = await connect(duel, annie)
    await joined(a)
    for frame, words in (({"chat": {"text": "x" * 201}}, "at most 200 characters"),
                         ({"chat": "hi"}, "Expected"),
                         ({"chat": {"text": "hi"}, "seq": 0}, "alone"),
                         ({"mute": {"name": 3, "on": True}}, "Expected")):
        await a.send_to(text_data=json.dumps(frame))
        frames = await until(a, NOTICE)
        assert any('id="notice"' in f and words in f for f in frames), frame
    assert await sync_to_async(ChatMessage.objects.count)() == 0
    await a.disconnect()


async def test_the_others_are_told_when_a_player_is_disconnected_and_back(duel, annie, garen):
    def spectators_region(frames: list[str]) -> str:
        found = [f[f.index('<span id="spectators"'):] for f in frames if '<span id="spectators"' in f]
        return found[-1] if found else ""

    a = await connect(duel, annie)
    assert "demo-garen is disconnected" in spectators_region(await joined(a))  # not there yet
    g = await connect(duel, garen)
    await joined(g)
    back = spectators_region(await until(a, '<span id="spectators"'))
    assert back and "is disconnected" not in back
    await g.disconnect()
    assert "demo-garen is disconnected" in spectators_region(await until(a, '<span id="spectators"'))
    await a.disconnect()
