"""Issue 12's frames on the match websocket: a seat's auto-pass preferences (and their refusals)."""

from __future__ import annotations

import json

import pytest
from asgiref.sync import sync_to_async

from game.models import Seat
from tests.game.test_consumers import connect, drain

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.asyncio]


def prefs(match, index: int) -> tuple[bool, bool, list[str]]:
    seat = Seat.objects.get(match=match, index=index)
    return seat.autopass, seat.hold, seat.stops


async def test_a_seat_sets_its_auto_pass_and_gets_its_panel_back(duel, annie):
    comm = await connect(duel, annie)
    await drain(comm)
    await comm.send_to(text_data=json.dumps({"autopass": {"on": True, "hold": True, "stops": ["spell", "combat"]}}))
    frames = await drain(comm)
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
    await drain(comm)
    await comm.send_to(text_data=json.dumps(frame))
    frames = await drain(comm)
    assert any('id="notice"' in f and words in f for f in frames)
    assert await sync_to_async(prefs)(duel, 0) == (True, False, [])
    await comm.disconnect()


async def test_a_spectator_has_no_auto_pass(duel):
    comm = await connect(duel)
    await drain(comm)
    await comm.send_to(text_data=json.dumps({"autopass": {"on": False}}))
    frames = await drain(comm)
    assert any("Spectators have no auto-pass" in f for f in frames)
    assert await sync_to_async(prefs)(duel, 0) == (True, False, [])
    await comm.disconnect()
