"""The embedded (single-process) channel layer: Channels' in-memory layer with a cheaper sweep.

`InMemoryChannelLayer` walks every channel queue and every group membership to drop expired
messages on each `receive` and `group_send`; with thousands of connections that walk costs more
than the message. Here it runs at most once every `SWEEP_EVERY` seconds (messages still expire after
the layer's `expiry`, a minute by default), and a group send copies the message once and puts it on
each member's queue directly rather than through one task and one deep copy per member.
"""

from __future__ import annotations

import asyncio
import time
from contextlib import suppress
from copy import deepcopy
from typing import Any

from channels.layers import InMemoryChannelLayer


class LocalChannelLayer(InMemoryChannelLayer):
    SWEEP_EVERY = 1.0  # seconds between expiry sweeps

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._swept = 0.0

    def _clean_expired(self) -> None:
        now = time.monotonic()
        if now - self._swept >= self.SWEEP_EVERY:
            self._swept = now
            super()._clean_expired()

    async def group_send(self, group: str, message: dict[str, Any]) -> None:
        assert isinstance(message, dict), "Message is not a dict"
        self.require_valid_group_name(group)
        self._clean_expired()
        copied = deepcopy(message)  # once for the group (the sender may reuse its dict), not per member
        expires = time.time() + self.expiry
        for channel in list(self.groups.get(group, {})):
            queue = self.channels.get(channel)
            if queue is None:  # a member with nothing queued since its last receive
                queue = self.channels[channel] = asyncio.Queue(maxsize=self.get_capacity(channel))
            with suppress(asyncio.QueueFull):  # as the in-memory layer does: a full channel misses the message
                queue.put_nowait((expires, dict(copied)))  # each member its own dict to pop keys from
