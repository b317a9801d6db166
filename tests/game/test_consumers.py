"""The match websocket: full board on connect, actions through the one path, refusals as error frames."""

from __future__ import annotations

import json

import pytest
from asgiref.sync import sync_to_async
from channels.testing import WebsocketCommunicator
from django.test import Client

from game.models import MatchAction
from game.services import load_state
from riftbound_site.asgi import application
from tests.game.helpers import payload, simple_action
from tests.security.wsclient import joined, until

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.asyncio]


def _cookie(user) -> str:
    client = Client()
    client.force_login(user)
    return f"sessionid={client.cookies['sessionid'].value}"


async def connect(match, user=None) -> WebsocketCommunicator:
    headers = [(b"origin", b"http://testserver"), (b"host", b"testserver")]
    if user is not None:
        headers.append((b"cookie", (await sync_to_async(_cookie)(user)).encode()))
    comm = WebsocketCommunicator(application, f"/ws/matches/{match.pk}/", headers=headers)
    connected, _ = await comm.connect()
    assert connected
    return comm


async def drain(comm: WebsocketCommunicator, timeout: float = 1.5) -> list[str]:
    """Every frame that arrives until the socket stays quiet (receive_nothing never cancels the app): only
    where a test needs to know nothing more comes; else `until` the frame it waits for."""
    frames = []
    while not await comm.receive_nothing(timeout=timeout):
        frames.append(await comm.receive_from())
        timeout = 0.4
    return frames


def step_shown(step: int) -> str:
    """The frame that shows the board at `step` (the turn region carries it)."""
    return f'data-seq="{step}"'


NOTICE = 'id="notice"'
CHAT = '<details id="chat"'


async def first_action(match):
    state = await sync_to_async(load_state)(match)
    seat, action = await sync_to_async(simple_action)(state)
    return state, seat, action


async def test_connect_sends_the_full_board(duel, annie):
    comm = await connect(duel, annie)
    board = await comm.receive_from(timeout=3)
    assert board.startswith('<div id="match-root" hx-swap-oob="true"')
    assert 'id="hand"' in board and 'id="prompt"' in board and 'id="battlefield-0"' in board
    await comm.disconnect()


async def test_spectator_board_has_no_hand_and_cannot_act(duel):
    comm = await connect(duel)
    board = await comm.receive_from(timeout=3)
    assert 'id="hand"' not in board and "You are watching" in board
    await until(comm, CHAT)
    await comm.send_to(text_data=json.dumps({"seq": 0, "action": {"kind": "concede"}}))
    frames = await until(comm, NOTICE)
    assert any("Spectators can" in f for f in frames)
    assert await sync_to_async(MatchAction.objects.count)() == 0
    await comm.disconnect()


async def test_action_lands_and_both_seats_get_changed_regions(duel, annie, garen):
    a, g = await connect(duel, annie), await connect(duel, garen)
    await joined(a)
    await joined(g)
    state, seat, action = await first_action(duel)
    actor = a if seat == 0 else g
    await actor.send_to(text_data=json.dumps({"seq": state.step, "action": payload(action)}))
    for comm in (a, g):
        frames = await until(comm, step_shown(state.step + 1))
        update = "".join(frames)
        assert 'id="turn"' in update and f'data-seq="{state.step + 1}"' in update
        assert 'id="match-root"' not in update  # only regions, not the whole board
    assert await sync_to_async(MatchAction.objects.count)() == 1
    await a.disconnect()
    await g.disconnect()


async def test_stale_and_duplicate_frames_are_refused(duel, annie, garen):
    a, g = await connect(duel, annie), await connect(duel, garen)
    await joined(a)
    await joined(g)
    state, seat, action = await first_action(duel)
    actor = a if seat == 0 else g
    frame = json.dumps({"seq": state.step, "action": payload(action)})
    await actor.send_to(text_data=frame)
    await until(actor, step_shown(state.step + 1))
    await actor.send_to(text_data=frame)  # the same frame again: stale now
    frames = await until(actor, NOTICE)
    assert any('id="notice"' in f and "moved on" in f for f in frames)
    assert await sync_to_async(MatchAction.objects.count)() == 1
    await a.disconnect()
    await g.disconnect()


async def test_wrong_seat_is_refused(duel, annie, garen):
    a, g = await connect(duel, annie), await connect(duel, garen)
    await joined(a)
    await joined(g)
    state, seat, action = await first_action(duel)
    other = g if seat == 0 else a
    await other.send_to(text_data=json.dumps({"seq": state.step, "action": payload(action)}))
    frames = await until(other, NOTICE)
    assert any("isn" in f and "your decision" in f for f in frames)
    assert await sync_to_async(MatchAction.objects.count)() == 0
    await a.disconnect()
    await g.disconnect()


@pytest.mark.parametrize("text", [
    "not json", "[1, 2]", json.dumps({"action": {"kind": "pass"}}), json.dumps({"seq": 0, "action": "pass"}),
    json.dumps({"seq": 0, "action": {"kind": "pass", "pad": "x" * 5000}}),
])
async def test_malformed_frames_are_refused(duel, annie, text):
    comm = await connect(duel, annie)
    await joined(comm)
    await comm.send_to(text_data=text)
    frames = await until(comm, NOTICE)
    assert frames and all('id="notice"' in f for f in frames)
    assert await sync_to_async(MatchAction.objects.count)() == 0
    await comm.disconnect()


async def test_reconnection_gets_the_full_board_at_the_current_step(duel, annie, garen):
    state, seat, action = await first_action(duel)
    user = annie if seat == 0 else garen
    comm = await connect(duel, user)
    await joined(comm)
    await comm.send_to(text_data=json.dumps({"seq": state.step, "action": payload(action)}))
    await until(comm, step_shown(state.step + 1))
    await comm.disconnect()
    again = await connect(duel, user)
    board = await again.receive_from(timeout=3)
    assert 'id="match-root"' in board and f'data-seq="{state.step + 1}"' in board
    await again.disconnect()


async def test_spectator_count_is_pushed(duel, annie):
    player = await connect(duel, annie)
    await joined(player)
    watcher = await connect(duel)
    frames = await until(player, "1 watching")
    assert any('id="spectators"' in f and "1 watching" in f for f in frames)
    await watcher.disconnect()
    await player.disconnect()


async def test_unknown_match_is_closed(db):
    comm = WebsocketCommunicator(application, "/ws/matches/999999/", headers=[(b"origin", b"http://testserver"),
                                                                                  (b"host", b"testserver")])
    connected, code = await comm.connect()
    assert not connected


async def test_messages_reach_their_handler_without_a_thread_hop_per_message(duel, annie, garen, monkeypatch):
    """Channels' dispatch closes old database connections in a worker thread before every message;
    the match consumer's database calls do that in their own thread, so its dispatch doesn't."""
    import channels.consumer

    hops = []

    async def counted() -> None:
        hops.append(1)

    monkeypatch.setattr(channels.consumer, "aclose_old_connections", counted)
    state, seat, action = await first_action(duel)
    comm = await connect(duel, annie if seat == 0 else garen)  # the seat whose move it is
    await comm.receive_from(timeout=3)
    await comm.send_json_to({"seq": state.step, "action": payload(action)})
    assert await until(comm, step_shown(state.step + 1)) and hops == []  # the frame was handled, the group message too
    await comm.disconnect()


async def test_a_frame_for_a_connection_that_just_closed_is_dropped(duel, monkeypatch):
    """An update can race its client's close: daphne (autobahn) then raises Disconnected on send."""
    from autobahn.exception import Disconnected
    from channels.generic.websocket import AsyncWebsocketConsumer

    from game.consumers import MatchConsumer

    async def gone(self, text_data=None, bytes_data=None, close=False) -> None:
        raise Disconnected("the peer has gone")

    monkeypatch.setattr(AsyncWebsocketConsumer, "send", gone)
    consumer = MatchConsumer()
    consumer.match_id = duel.pk
    await consumer.send(text_data="<div></div>")  # no exception: the disconnect comes next


async def test_spectators_share_one_listener_and_each_gets_every_step(duel, annie, garen):
    from channels.layers import get_channel_layer

    from game.live.listeners import LISTENERS
    from game.services.publish import group_name

    layer = get_channel_layer()
    seats = [await connect(duel, annie), await connect(duel, garen)]
    spectators = [await connect(duel) for _ in range(3)]
    for comm in seats + spectators:
        await joined(comm)
    members = set(layer.groups.get(group_name(duel.pk), {}))
    listener = LISTENERS[duel.pk]
    assert len(listener.members) == 3 and listener.channel in members
    assert len(members) == 3  # the two seats and one listener, not one channel per spectator
    state, seat, action = await first_action(duel)
    await seats[seat].send_to(text_data=json.dumps({"seq": state.step, "action": payload(action)}))
    for comm in spectators:
        frames = await until(comm, step_shown(state.step + 1))
        assert any(f'data-seq="{state.step + 1}"' in f for f in frames)
    for comm in spectators:
        await comm.disconnect()
    assert duel.pk not in LISTENERS
    assert listener.channel not in layer.groups.get(group_name(duel.pk), {})
    for comm in seats:
        await comm.disconnect()
