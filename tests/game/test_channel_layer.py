"""The embedded channel layer delivers group messages to every member and still expires old ones."""

from __future__ import annotations

import asyncio

import pytest

from riftbound_site.channel_layer import LocalChannelLayer


@pytest.mark.asyncio
async def test_a_group_message_reaches_every_member_once():
    layer = LocalChannelLayer()
    names = [await layer.new_channel() for _ in range(3)]
    for name in names:
        await layer.group_add("match-1", name)
    await layer.group_add("match-2", await layer.new_channel())
    await layer.group_send("match-1", {"type": "match.update", "step": 4})
    got = [await asyncio.wait_for(layer.receive(name), 1) for name in names]
    assert got == [{"type": "match.update", "step": 4}] * 3
    assert all(name not in layer.channels for name in names)  # nothing left queued


@pytest.mark.asyncio
async def test_expired_messages_are_swept_but_not_on_every_call():
    layer = LocalChannelLayer(expiry=0)
    name = await layer.new_channel()
    await layer.group_add("match-1", name)
    await layer.group_send("match-1", {"type": "match.update"})  # sweeps first: nothing expired yet
    assert name in layer.channels
    await layer.group_send("match-1", {"type": "match.update"})  # within SWEEP_EVERY: no sweep
    assert name in layer.channels and layer.channels[name].qsize() == 2
    layer._swept -= layer.SWEEP_EVERY  # a second later the sweep drops them (and the membership)
    layer._clean_expired()
    assert name not in layer.channels and name not in layer.groups.get("match-1", {})


@pytest.mark.asyncio
async def test_members_get_their_own_copy_and_a_full_channel_misses_the_message():
    layer = LocalChannelLayer(capacity=1)
    names = [await layer.new_channel() for _ in range(2)]
    for name in names:
        await layer.group_add("match-1", name)
    message = {"type": "match.update", "what": {"step": 1}}
    await layer.group_send("match-1", message)
    message["what"]["step"] = 2  # the sender reuses its dict
    await layer.group_send("match-1", message)  # each queue is full: dropped, as Channels does
    got = [await asyncio.wait_for(layer.receive(name), 1) for name in names]
    assert got == [{"type": "match.update", "what": {"step": 1}}] * 2
    got[0]["type"] = "changed"  # a receiver may change its message: the other's stays
    assert got[1]["type"] == "match.update" and all(name not in layer.channels for name in names)
