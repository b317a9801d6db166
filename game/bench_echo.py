"""A bare echo websocket for the load benchmark (bench/ws_load.py): the floor an action round trip
is compared with. Routed at `/ws/echo/` only when the environment sets RIFTBOUND_BENCH_ECHO=1; it
touches no database, session or channel layer and sends each text frame straight back."""

from __future__ import annotations

import os

from channels.generic.websocket import AsyncWebsocketConsumer

MAX_ECHO = 4096  # bytes: the same frame limit as the match consumer


def echo_enabled() -> bool:
    return os.environ.get("RIFTBOUND_BENCH_ECHO", "") == "1"


class EchoConsumer(AsyncWebsocketConsumer):
    async def receive(self, text_data: str | None = None, bytes_data: bytes | None = None) -> None:
        if text_data is not None and len(text_data) <= MAX_ECHO:
            await self.send(text_data=text_data)
