"""The match websocket: thin. Authenticate by session, join the match group, send this viewer's
board, re-render on group messages and send only the regions that changed. Frames are described in
docs/protocol.md. Every action goes through `game.services.submit_action`.

Hardening: only a seated, authenticated user acts (anyone else spectates); frames must be text JSON
objects under `MAX_FRAME` bytes, with no NUL character, unpaired surrogate or deep nesting
(riftbound_site/safe_json.py); an action names no other match or seat; a per-connection token
bucket (`RATE` frames a second, bursts of `BURST`; settings GAME_WS_RATE / GAME_WS_BURST) refuses
floods with one notice per flood.
"""

from __future__ import annotations

import asyncio
import contextvars
import json
import logging
import time
from functools import partial
from typing import Any
from urllib.parse import parse_qs

from autobahn.exception import Disconnected  # daphne's websocket layer
from channels.consumer import get_handler_name
from channels.db import database_sync_to_async
from channels.generic.websocket import AsyncWebsocketConsumer
from django.conf import settings

from game import watchers
from game.engine.loop.match import Table
from game.live import forget_match, presence
from game.models import Match, Seat
from game.services import Refused, autopass, chat, clocks, submit_action
from game.services.action_thread import run_action
from game.services.bots import spawn_bots
from game.services.publish import group_name
from game.services.render import (
    RELOAD,
    autopass_panel,
    changed_regions_step,
    chat_dock,
    chat_line,
    diff_regions,
    error_frame,
    full_board,
    regions_at,
    regions_in_memory,
    seat_of,
    spectator_frame,
)
from riftbound_site.safe_json import json_problem

log = logging.getLogger(__name__)
MAX_FRAME = 4096  # bytes: the largest legal action is far smaller
RATE = float(getattr(settings, "GAME_WS_RATE", 20))  # frames a second, sustained, per connection
BURST = int(getattr(settings, "GAME_WS_BURST", 40))  # frames accepted at once before the rate applies
FLOOD = "Too many frames: at most {rate} a second. Slow down."
SIDE_FRAMES = ("autopass", "chat", "mute")  # frames beside actions: preferences, chat lines, chat mutes


class TokenBucket:
    """`rate` tokens a second up to `burst`; `take()` spends one if there is one."""

    def __init__(self, rate: float, burst: int, clock: Any = time.monotonic) -> None:
        self.rate, self.burst, self.clock = rate, burst, clock
        self.tokens = float(burst)
        self.at = clock()

    def take(self) -> bool:
        now = self.clock()
        self.tokens = min(self.burst, self.tokens + (now - self.at) * self.rate)
        self.at = now
        if self.tokens >= 1:
            self.tokens -= 1
            return True
        return False


def frame_problem(text_data: str | None, match_id: int, seat: int | None) -> tuple[str | None, dict[str, Any]]:
    """(the reason a frame is refused or None, the parsed frame)."""
    if text_data is None:
        return "Send text frames (JSON).", {}
    if len(text_data) > MAX_FRAME or len(text_data.encode("utf-8", "surrogatepass")) > MAX_FRAME:
        return f"Frame too large (limit {MAX_FRAME} bytes).", {}
    try:
        frame = json.loads(text_data)
    except (ValueError, RecursionError):
        return "Frames must be JSON.", {}
    if problem := json_problem(frame):  # NUL, a lone surrogate or deep nesting: never stored or echoed
        return problem, {}
    for key in SIDE_FRAMES:  # a frame about the table, not an action (docs/protocol.md)
        if isinstance(frame, dict) and key in frame:
            if set(frame) != {key}:
                return f'Expected {{"{key}": {{...}}}} alone.', frame
            if key == "autopass" and seat is None:
                return "Spectators have no auto-pass.", frame
            return None, frame
    if not isinstance(frame, dict) or "seq" not in frame or not isinstance(frame.get("action"), dict):
        return 'Expected {"seq": <step you saw>, "action": {...}}.', {}
    if seat is None:
        return "Spectators can't act in this match.", frame
    if "match" in frame and frame["match"] != match_id:
        return f"This connection plays match {match_id} only.", frame
    if "player" in frame["action"] and frame["action"]["player"] != seat:
        return "You can only act for your own seat.", frame
    return None, frame


def wanted_seat(query: bytes) -> int | None:
    """`?seat=N` on the socket's URL: which of their seats a player of several (hot-seat) acts for."""
    raw = parse_qs(query.decode("latin-1")).get("seat", [""])[0]
    return int(raw) if raw.isdigit() and len(raw) < 4 else None


class MatchConsumer(AsyncWebsocketConsumer):
    rate, burst = RATE, BURST
    match_id: int
    seat: int | None
    has_bots: bool
    timed: bool  # the match has clocks (game.services.clocks)
    user: Any  # the logged-in user, or None
    muted: frozenset[str]  # chat authors this viewer muted (game.services.chat)
    step: int  # the step of the regions in `last` (-1: not known)
    last: dict[str, str]
    bucket: TokenBucket
    flooding: bool

    async def dispatch(self, message: dict[str, Any]) -> None:
        """Channels' dispatch without its `aclose_old_connections()` hop to a worker thread for every
        message: nothing here touches the database on the event loop, and every database call goes
        through `database_sync_to_async`, which closes stale connections in its own thread. The hop
        was a thread round trip per frame and per group message of every connection."""
        handler = getattr(self, get_handler_name(message), None)
        if handler is None:
            raise ValueError(f"No handler for message type {message['type']}")
        await handler(message)

    async def send(self, text_data: str | None = None, bytes_data: bytes | None = None, close: bool = False) -> None:
        """A frame to this viewer; none when the client has just gone (an update raced its close:
        daphne reports the disconnect next, and the consumer stops then)."""
        try:
            await super().send(text_data=text_data, bytes_data=bytes_data, close=close)
        except Disconnected:
            log.debug("match %s: a frame for a connection that had just closed was dropped", self.match_id)

    async def connect(self) -> None:
        self.match_id = int(self.scope["url_route"]["kwargs"]["match_id"])
        user = self.scope.get("user")
        found = await database_sync_to_async(self._lookup)(user.pk if user and user.is_authenticated else None)
        if not found:
            await self.close(code=4404)
            return
        self.bucket, self.flooding = TokenBucket(self.rate, self.burst), False
        self.group = group_name(self.match_id)
        if self.seat is not None:
            await self.channel_layer.group_add(self.group, self.channel_name)
        await self.accept()
        if self.seat is None:  # updated with this process's other spectators of the match
            await watchers.join(self)
        await database_sync_to_async(presence.arrive)(self.match_id, self.channel_name, self.seat is None, self.seat)
        await self.send_full()
        await self.send(text_data=await database_sync_to_async(chat_dock)(self.match_id, self.seat, self.user,
                                                                          self.muted))
        if self.seat is not None or self.has_bots:
            self.check_bots()  # after a restart a bot or an auto-pass may be due
        if self.timed:
            clocks.arm(self.match_id)  # after a restart this process watches the running clock
        await self.channel_layer.group_send(self.group, {"type": "match.update", "step": -1, "what": "presence"})

    def _lookup(self, user_id: int | None) -> bool:
        match = Match.objects.filter(pk=self.match_id).first()
        if match is None:
            return False
        self.seat = seat_of(match, user_id, wanted_seat(self.scope.get("query_string", b"")))
        self.user = self.scope["user"] if user_id is not None else None
        self.muted = chat.mutes(self.match_id, self.user)
        self.has_bots = Seat.objects.filter(match=match, is_bot=True).exists()  # seats are fixed once started
        self.timed = match.clock_limit > 0
        self.last, self.step = {}, -1
        return True

    def check_bots(self, table: Table | None = None) -> None:
        """Start the match's automatic loop if a bot or an auto-pass may be due: in a match with bot
        seats, or when `table` (the step just stored) waits in a window where a seat may pass (None:
        not known here, look); as a task, so the check never delays this connection's own update."""
        if self.has_bots or table is None or autopass.pass_window(table) is not None:
            asyncio.get_running_loop().create_task(spawn_bots(self.match_id, self.has_bots),
                                                   context=contextvars.Context())

    async def chat_frame_in(self, frame: dict[str, Any]) -> None:
        """A chat line (stored, then told to the match's group: each reader's connection sends it) or a
        mute (this viewer's; its chat is sent again without the muted author). Refused: a notice, nothing
        stored."""
        try:
            if "mute" in frame:
                self.muted = await database_sync_to_async(chat.set_mute)(self.match_id, self.user, frame["mute"])
                await self.send(text_data=await database_sync_to_async(chat_dock)(
                    self.match_id, self.seat, self.user, self.muted, True))
                return
            line = await database_sync_to_async(chat.post)(self.match_id, self.seat, self.user, frame["chat"])
        except chat.ChatRefused as exc:
            await self.send(text_data=error_frame(str(exc)))
            return
        await self.channel_layer.group_send(self.group, {"type": "match.chat", "channel": line.channel,
                                                         "name": line.name, "html": chat_line(line)})

    def chat_frame(self, event: dict[str, Any]) -> str | None:
        """A chat line for this viewer: only a channel it reads, never a muted author's."""
        if event.get("channel") not in chat.readable(self.seat) or event.get("name") in self.muted:
            return None
        return f'<ol id="chat-{event["channel"]}" hx-swap-oob="beforeend">{event["html"]}</ol>'

    async def match_chat(self, event: dict[str, Any]) -> None:
        """A chat line, to a seat (spectators get theirs through game.watchers)."""
        if (html := self.chat_frame(event)) is not None:
            await self.send(text_data=html)

    async def set_autopass(self, data: Any) -> None:
        """Store this seat's auto-pass preferences and send back its panel; a malformed frame changes
        nothing. A pass that became due (hold released) then happens."""
        assert self.seat is not None
        try:
            prefs = await database_sync_to_async(autopass.set_prefs)(self.match_id, self.seat, data)
        except ValueError as exc:
            await self.send(text_data=error_frame(str(exc)))
            return
        await self.send(text_data=autopass_panel(prefs, oob=True))
        self.check_bots()

    async def disconnect(self, code: int) -> None:
        if hasattr(self, "group"):
            await database_sync_to_async(presence.leave)(self.match_id, self.channel_name)
            if self.seat is None:
                await watchers.leave(self)
            else:
                await self.channel_layer.group_discard(self.group, self.channel_name)
            await self.channel_layer.group_send(self.group, {"type": "match.update", "step": -1, "what": "presence"})

    async def send_full(self) -> None:
        html, self.last = await database_sync_to_async(self._full)()
        await self.send(text_data=html)

    def _full(self) -> tuple[str, dict[str, str]]:
        return full_board(Match.objects.get(pk=self.match_id), self.seat)

    async def match_update(self, event: dict[str, Any]) -> None:
        """A group message, to a seat (spectators are updated together: game.watchers)."""
        html, self.last, self.step = await self.update_for(event)
        if html:
            await self.send(text_data=html)

    async def update_for(self, event: dict[str, Any]) -> tuple[str | None, dict[str, str], int]:
        """(the frame, the regions it leaves, their step) that this connection's board needs after a
        group message; nothing is sent or kept here."""
        what = event.get("what")
        if what in ("seat", "start", "rematch"):  # rematch: the finished board's banner says where it stands
            return RELOAD, self.last, self.step
        if what == "ended":  # ended without an action (abandoned): the board of the finished match
            forget_match(self.match_id)
            return RELOAD, self.last, self.step
        if what == "presence":
            presence.recount(self.match_id)
        step = event.get("step", -1)
        if what == "update" and isinstance(step, int) and 0 <= step <= self.step:
            return None, self.last, self.step  # already shows that step (the actor renders its own at once)
        at = max(step if isinstance(step, int) else -1, self.step)  # never go back to an older step
        if self.seat is None and self.last and at >= 0:
            now = await self._spectator_regions(at)
            if now is not None and (html := diff_regions(now, self.last)) is not None:
                return html, now, at
        found = self._from_memory(at)
        return found or await database_sync_to_async(self._changed)(at)

    def _from_memory(self, at: int) -> tuple[str, dict[str, str], int] | None:
        """This viewer's changed regions at step `at`, rendered here on the event loop from the
        in-process caches; None when that needs the database (then a worker thread renders)."""
        if not self.last or at < 0:
            return None
        now = regions_in_memory(self.match_id, self.seat, at)
        if now is None or (html := diff_regions(now, self.last)) is None:
            return None
        return html, now, at

    async def _spectator_regions(self, at: int) -> dict[str, str] | None:
        """The shared spectator regions of step `at`: another spectator's render when cached (with
        in-process presence; with Redis the count is a network call), else rendered here from memory,
        else in a worker thread. Only the match's listener asks (game.watchers), one board at a time,
        so two spectators of a process never render the same step at once."""
        if not getattr(settings, "REDIS_URL", ""):
            now = spectator_frame(self.match_id, at)
            if now is not None:
                return now
        if (now := regions_in_memory(self.match_id, None, at)) is not None:
            return now
        return await database_sync_to_async(regions_at)(self.match_id, None, at)

    def _changed(self, at: int) -> tuple[str, dict[str, str], int]:
        if self.last and at >= 0:
            now = regions_at(self.match_id, self.seat, at)  # in-process state and row: no Match/step queries
            if now is not None and (html := diff_regions(now, self.last)) is not None:
                return html, now, at
        match = Match.objects.get(pk=self.match_id)
        if not self.last:
            html, last = full_board(match, self.seat)
            return html, last, -1
        return changed_regions_step(match, self.seat, self.last)

    async def receive(self, text_data: str | None = None, bytes_data: bytes | None = None) -> None:
        if not self.bucket.take():
            if not self.flooding:  # one notice per flood, never one per frame
                self.flooding = True
                await self.send(text_data=error_frame(FLOOD.format(rate=int(self.rate))))
            return
        self.flooding = False
        problem, frame = frame_problem(text_data, self.match_id, self.seat)
        if problem is not None:
            await self.send(text_data=error_frame(problem))
            return
        if "autopass" in frame:
            await self.set_autopass(frame["autopass"])
            return
        if "chat" in frame or "mute" in frame:
            await self.chat_frame_in(frame)
            return
        try:
            applied = await run_action(partial(submit_action, self.match_id, self.seat, frame["seq"], frame["action"],
                                               announce=False))
        except Refused as exc:
            await self.send(text_data=error_frame(exc.reason[:1].upper() + exc.reason[1:] + "."))
            return
        except Exception:  # a bug must not take the connection down; it is logged and reported
            log.exception("action failed in match %s: %r", self.match_id, frame)
            await self.send(text_data=error_frame("The server could not apply that action."))
            return
        # This player's board first (the group's update for this step is then skipped here), then
        # everyone else's, both from this event loop. The action is stored: whatever happens to this
        # render, the group is told (this connection then renders from the group's update).
        try:
            found = self._from_memory(applied.step)
            html, self.last, self.step = found or await database_sync_to_async(self._changed)(applied.step)
            if html:
                await self.send(text_data=html)
        except Exception:
            log.exception("rendering step %s of match %s for its actor failed", applied.step, self.match_id)
        finally:
            await self.channel_layer.group_send(self.group, {"type": "match.update", "step": applied.step,
                                                             "what": "update"})
            self.check_bots(applied.state)
            if self.timed:
                clocks.arm(self.match_id)
