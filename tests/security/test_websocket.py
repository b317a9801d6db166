"""The match websocket refuses what it must: foreign origins, spectators' and other seats' actions,
actions for another match, malformed or oversized frames, floods; every refusal leaves no trace."""

from __future__ import annotations

import json

import pytest
from asgiref.sync import sync_to_async
from channels.testing import WebsocketCommunicator

from game.consumers import BURST, FLOOD, MAX_FRAME, MatchConsumer
from game.models import MatchAction
from game.services import load_state
from riftbound_site.asgi import application
from tests.game.helpers import payload, simple_action
from tests.security.wsclient import connect, drain, joined, open_socket, until

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


@pytest.mark.parametrize(("origin", "host"), [
    (b"http://testserver:8080", b"testserver"),  # the site's host on another port
    (b"http://testserver", b"testserver:8000"),
    (b"https://testserver", b"testserver"),  # another scheme: the site is served over plain http here
    (b"null", b"testserver"),  # a sandboxed or file: page
    (b"http://evil.example", b"evil.example"),  # a host the site does not serve (DNS rebinding)
    (b"", b"testserver"),
])
async def test_an_origin_that_is_not_the_sites_own_is_refused(duel, annie, origin, host):
    connected, comm = await open_socket(duel.pk, annie, origin=origin, host=host)
    assert not connected


async def test_a_socket_without_an_origin_is_refused(duel):
    comm = WebsocketCommunicator(application, f"/ws/matches/{duel.pk}/", headers=[(b"host", b"testserver")])
    connected, _ = await comm.connect(timeout=5)
    assert not connected


async def test_the_sites_own_origin_is_accepted_on_any_port_and_behind_a_tls_proxy(duel, annie, settings):
    connected, comm = await open_socket(duel.pk, annie, origin=b"http://testserver:8000", host=b"testserver:8000")
    assert connected
    await comm.disconnect()
    settings.SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
    forwarded = [(b"x-forwarded-proto", b"https")]
    connected, comm = await open_socket(duel.pk, annie, origin=b"https://testserver", extra=forwarded)
    assert connected
    await comm.disconnect()
    connected, _ = await open_socket(duel.pk, annie, origin=b"http://testserver", extra=forwarded)
    assert not connected  # the page was http, the socket came through the proxy's https


async def test_a_trusted_origin_is_accepted(duel, annie, settings):
    settings.CSRF_TRUSTED_ORIGINS = ["https://table.example.org", "https://*.example.net"]
    for origin in (b"https://table.example.org", b"https://play.example.net"):
        connected, comm = await open_socket(duel.pk, annie, origin=origin)
        assert connected, origin
        await comm.disconnect()
    for origin in (b"http://table.example.org", b"https://table.example.org:444", b"https://example.org"):
        connected, _ = await open_socket(duel.pk, annie, origin=origin)
        assert not connected, origin


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
    await joined(comm)
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
    await joined(comm)
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
    await joined(comm)
    for _ in range(BURST * 3):
        await comm.send_to(text_data=json.dumps({"seq": 999, "action": {"kind": "pass"}}))
    frames = await drain(comm)
    assert sum(FLOOD.split(":")[0] in f for f in frames) == 1
    assert sum("moved on" in f for f in frames) == BURST  # only the burst was read
    assert await actions_stored() == 0
    await comm.disconnect()



@pytest.mark.parametrize("bad", ["\u0000", "\ud800", "[" * 40 + "]" * 40])
async def test_json_with_nul_a_lone_surrogate_or_deep_nesting_is_refused(duel, annie, garen, bad):
    """Each would have been stored with the action (PostgreSQL refuses NUL in JSON text)."""
    step, seat, move = await next_move(duel)
    comm = await connect(duel.pk, annie if seat == 0 else garen)
    await joined(comm)
    note = json.loads(bad) if bad.startswith("[") else bad
    await comm.send_to(text_data=json.dumps({"seq": step, "action": {**move, "options": {"note": note}}}))
    notice = (await until(comm, 'id="notice"'))[-1]
    assert "JSON strings must not contain" in notice or "nested deeper" in notice
    assert await actions_stored() == 0
    await comm.send_to(text_data=json.dumps({"seq": step, "action": move}))  # the same action, well formed
    await until(comm, f'data-seq="{step + 1}"')
    assert await actions_stored() == 1
    await comm.disconnect()
