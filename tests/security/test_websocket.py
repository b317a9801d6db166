"""The match websocket refuses what it must: foreign origins, spectators' and other seats' actions,
actions for another match, malformed or oversized frames, floods; every refusal leaves no trace."""

from __future__ import annotations

import json

import pytest
from asgiref.sync import sync_to_async

from game.consumers import BURST, FLOOD, MAX_FRAME, MatchConsumer
from game.models import MatchAction
from game.services import load_state
from tests.game.helpers import payload, simple_action
from tests.security.wsclient import connect, drain, open_socket, until

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.asyncio]


async def actions_stored() -> int:
    return await sync_to_async(MatchAction.objects.count)()


async def next_move(match) -> tuple[int, int, dict]:
    state = await sync_to_async(load_state)(match)
    seat, action = await sync_to_async(simple_action)(state)
    return state.step, seat, payload(action)


async def test_a_foreign_origin_is_refused(duel, annie):
    connected, comm = await open_socket(duel.pk, annie, origin=b"http://evil.example")
    assert not connected
    connected, comm = await open_socket(duel.pk, annie)  # and the real one is accepted
    assert connected
    await comm.disconnect()


async def test_an_anonymous_viewer_spectates_and_cannot_act(duel):
    comm = await connect(duel.pk)
    board = await comm.receive_from(timeout=5)
    assert "You are watching" in board and 'id="hand"' not in board
    step, _, move = await next_move(duel)
    await comm.send_to(text_data=json.dumps({"seq": step, "action": move}))
    frames = await until(comm, 'id="notice"')
    assert "Spectators can" in frames[-1]
    assert await actions_stored() == 0
    await comm.disconnect()


async def test_another_seat_and_another_match_are_refused(duel, annie, garen):
    step, seat, move = await next_move(duel)
    user, other = (annie, 1) if seat == 0 else (garen, 0)
    comm = await connect(duel.pk, user)
    await drain(comm)
    await comm.send_to(text_data=json.dumps({"seq": step, "action": {**move, "player": other}}))
    assert "your own seat" in (await until(comm, 'id="notice"'))[-1]
    await comm.send_to(text_data=json.dumps({"seq": step, "match": duel.pk + 1, "action": move}))
    assert f"match {duel.pk} only" in (await until(comm, 'id="notice"'))[-1]
    assert await actions_stored() == 0
    await comm.send_to(text_data=json.dumps({"seq": step, "match": duel.pk, "action": move}))
    await until(comm, f'data-seq="{step + 1}"')  # the same action, well addressed, lands
    assert await actions_stored() == 1
    await comm.disconnect()


@pytest.mark.parametrize("frame", [
    b"\x00\x01binary", "not json", "[" * 3000 + "]" * 3000, json.dumps({"seq": 0, "action": {"kind": "pass",
                                                                                      "pad": "x" * MAX_FRAME}}),
    json.dumps({"seq": "0", "action": {"kind": "pass"}}), json.dumps({"seq": 0, "action": {"kind": "nope"}}),
    json.dumps({"seq": 0, "action": {"kind": "play", "card": "x"}}), json.dumps({"seq": 0, "action": []}),
])
async def test_malformed_frames_are_refused_and_the_socket_stays_up(duel, annie, frame):
    comm = await connect(duel.pk, annie)
    await drain(comm)
    if isinstance(frame, bytes):
        await comm.send_to(bytes_data=frame)
    else:
        await comm.send_to(text_data=frame)
    assert 'id="notice"' in (await until(comm, 'id="notice"'))[-1]
    assert await actions_stored() == 0
    await comm.send_to(text_data="still there?")  # the consumer still answers
    await until(comm, "Frames must be JSON")
    await comm.disconnect()


async def test_a_flood_gets_one_notice_and_nothing_applied(duel, annie, monkeypatch):
    monkeypatch.setattr(MatchConsumer, "rate", 1e-6)  # no refill during the test: exact counts
    comm = await connect(duel.pk, annie)
    await drain(comm)
    for _ in range(BURST * 3):
        await comm.send_to(text_data=json.dumps({"seq": 999, "action": {"kind": "pass"}}))
    frames = await drain(comm)
    assert sum(FLOOD.split(":")[0] in f for f in frames) == 1
    assert sum("moved on" in f for f in frames) == BURST  # only the burst was read
    assert await actions_stored() == 0
    await comm.disconnect()

