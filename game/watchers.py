"""The spectators of a match in this process, served together.

Every spectator of a match sees the same board. Instead of one channel per spectator in the match's
group (each group message then woke every spectator's consumer to work out the same frame), one
listener per match and process joins the group, and on each message works out the spectators'
update once per distinct board they hold (spectators that saw the same step hold the very same
regions, so usually once) and sends it to each of them. With Redis the listener's channel is the
only one of this process's spectators in the group, so a step is one message per process.
"""

from __future__ import annotations

import asyncio
import logging
from contextlib import suppress
from typing import Any, Protocol

from channels.layers import get_channel_layer

from game.live.listeners import LISTENERS
from game.services.publish import group_name

log = logging.getLogger(__name__)


class Spectator(Protocol):
    """What the listener uses of a spectator's connection (game.consumers.MatchConsumer): the match,
    the board it holds (`last`, `step`), the update it needs after a group message, and a send."""

    match_id: int
    last: dict[str, str]
    step: int

    async def update_for(self, event: dict[str, Any]) -> tuple[str | None, dict[str, str], int]: ...

    def chat_frame(self, event: dict[str, Any]) -> str | None: ...

    async def send(self, text_data: str | None = None) -> None: ...


class Watchers:
    """One match's spectator connections in this process and the listener that updates them."""

    def __init__(self, match_id: int) -> None:
        self.match_id = match_id
        self.members: set[Spectator] = set()
        self.layer = get_channel_layer()
        self.channel = ""
        self.listening: asyncio.Task[None] | None = None
        self.ready = asyncio.get_running_loop().create_future()  # set once the listener is in the group

    async def start(self) -> None:
        try:
            self.channel = await self.layer.new_channel()
            await self.layer.group_add(group_name(self.match_id), self.channel)
            self.listening = asyncio.get_running_loop().create_task(self._listen())
            self.ready.set_result(None)
        except Exception as exc:
            self.ready.set_exception(exc)
            raise

    async def stop(self) -> None:
        with suppress(Exception):  # a stop during start: let the start finish first
            await asyncio.shield(self.ready)
        if self.listening is not None:
            self.listening.cancel()
        if self.channel:
            await self.layer.group_discard(group_name(self.match_id), self.channel)

    async def _listen(self) -> None:
        while True:
            message = await self.layer.receive(self.channel)
            try:
                await self.update(message)
            except Exception:  # a send that failed: the listener goes on with the next message
                log.exception("updating the spectators of match %s failed", self.match_id)

    async def update(self, event: dict[str, Any]) -> None:
        """Each spectator's changed regions, worked out once per board held (`last`, `step`); a chat
        line to each spectator that reads it (no board work)."""
        if event.get("type") == "match.chat":
            for member in list(self.members):
                if (html := member.chat_frame(event)) is not None:
                    await member.send(text_data=html)
            return
        held: dict[tuple[int, int], list[Spectator]] = {}
        for member in list(self.members):
            held.setdefault((id(member.last), member.step), []).append(member)
        for same in held.values():
            try:
                html, last, step = await same[0].update_for(event)
            except Exception:  # these spectators keep their board; the others still get theirs
                log.exception("updating spectators of match %s failed", self.match_id)
                continue
            for member in same:
                if member in self.members:
                    member.last, member.step = last, step
                    if html:
                        await member.send(text_data=html)


async def join(consumer: Spectator) -> None:
    """Add a spectator connection; the first of its match here starts the listener (game.live.listeners)."""
    watchers = LISTENERS.get(consumer.match_id)
    if watchers is None:
        watchers = LISTENERS[consumer.match_id] = Watchers(consumer.match_id)
        watchers.members.add(consumer)
        try:
            await watchers.start()
        except Exception:
            LISTENERS.pop(consumer.match_id, None)
            raise
        return
    watchers.members.add(consumer)
    await asyncio.shield(watchers.ready)


async def leave(consumer: Spectator) -> None:
    """Remove a spectator connection; the last of its match here stops the listener."""
    watchers = LISTENERS.get(consumer.match_id)
    if watchers is None:
        return
    watchers.members.discard(consumer)
    if not watchers.members:
        del LISTENERS[consumer.match_id]  # a spectator joining from now on starts a new listener
        await watchers.stop()
