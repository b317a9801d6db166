"""The match websocket: thin. Authenticate by session, join the match group, send this viewer's
board, re-render on group messages and send only the regions that changed. Frames are described in
docs/protocol.md. Every action goes through `game.services.submit_action`."""

from __future__ import annotations

import json
from typing import Any

from channels.db import database_sync_to_async
from channels.generic.websocket import AsyncWebsocketConsumer

from game.models import Match
from game.services import Refused, presence, submit_action
from game.services.bots import spawn_bots
from game.services.publish import group_name
from game.services.render import RELOAD, changed_regions, error_frame, full_board, seat_of

MAX_FRAME = 4096  # bytes: the largest legal action is far smaller


class MatchConsumer(AsyncWebsocketConsumer):
    match_id: int
    seat: int | None
    last: dict[str, str]

    async def connect(self) -> None:
        self.match_id = int(self.scope["url_route"]["kwargs"]["match_id"])
        user = self.scope.get("user")
        found = await database_sync_to_async(self._lookup)(user.pk if user and user.is_authenticated else None)
        if not found:
            await self.close(code=4404)
            return
        self.group = group_name(self.match_id)
        await self.channel_layer.group_add(self.group, self.channel_name)
        await self.accept()
        presence.arrive(self.match_id, self.channel_name, self.seat is None)
        await self.send_full()
        await spawn_bots(self.match_id)  # after a restart a bot may be due
        await self.channel_layer.group_send(self.group, {"type": "match.update", "step": -1, "what": "presence"})

    def _lookup(self, user_id: int | None) -> bool:
        match = Match.objects.filter(pk=self.match_id).first()
        if match is None:
            return False
        self.seat = seat_of(match, user_id)
        self.last = {}
        return True

    async def disconnect(self, code: int) -> None:
        if hasattr(self, "group"):
            presence.leave(self.match_id, self.channel_name)
            await self.channel_layer.group_discard(self.group, self.channel_name)
            await self.channel_layer.group_send(self.group, {"type": "match.update", "step": -1, "what": "presence"})

    async def send_full(self) -> None:
        html, self.last = await database_sync_to_async(self._full)()
        await self.send(text_data=html)

    def _full(self) -> tuple[str, dict[str, str]]:
        return full_board(Match.objects.get(pk=self.match_id), self.seat)

    async def match_update(self, event: dict[str, Any]) -> None:
        if event.get("what") in ("seat", "start"):
            await self.send(text_data=RELOAD)
            return
        html, last = await database_sync_to_async(self._changed)()
        self.last = last
        if html:
            await self.send(text_data=html)

    def _changed(self) -> tuple[str, dict[str, str]]:
        match = Match.objects.get(pk=self.match_id)
        if not self.last:
            return full_board(match, self.seat)
        return changed_regions(match, self.seat, self.last)

    async def receive(self, text_data: str | None = None, bytes_data: bytes | None = None) -> None:
        if text_data is None:
            await self.send(text_data=error_frame("Send text frames (JSON)."))
            return
        if len(text_data.encode()) > MAX_FRAME:
            await self.send(text_data=error_frame(f"Frame too large (limit {MAX_FRAME} bytes)."))
            return
        try:
            frame = json.loads(text_data)
        except ValueError:
            await self.send(text_data=error_frame("Frames must be JSON."))
            return
        if not isinstance(frame, dict) or "seq" not in frame or not isinstance(frame.get("action"), dict):
            await self.send(text_data=error_frame('Expected {"seq": <step you saw>, "action": {...}}.'))
            return
        if self.seat is None:
            await self.send(text_data=error_frame("Spectators can't act in this match."))
            return
        try:
            await database_sync_to_async(submit_action)(self.match_id, self.seat, frame["seq"], frame["action"])
        except Refused as exc:
            await self.send(text_data=error_frame(exc.reason[:1].upper() + exc.reason[1:] + "."))
            return
        await spawn_bots(self.match_id)
