"""Websocket helpers for in-process consumer tests (channels' WebsocketCommunicator)."""

from __future__ import annotations

from asgiref.sync import sync_to_async
from channels.testing import WebsocketCommunicator
from django.test import Client

from riftbound_site.asgi import application


def session_cookie(user) -> str:
    client = Client()
    client.force_login(user)
    return f"sessionid={client.cookies['sessionid'].value}"


async def open_socket(match_id: int, user=None, origin: bytes = b"http://testserver", host: bytes = b"testserver",
                      extra: list[tuple[bytes, bytes]] | None = None) -> tuple[bool, WebsocketCommunicator]:
    """A websocket as a browser opens it: its page's origin, the host it was addressed to."""
    headers = [(b"origin", origin), (b"host", host), *(extra or [])]
    if user is not None:
        headers.append((b"cookie", (await sync_to_async(session_cookie)(user)).encode()))
    comm = WebsocketCommunicator(application, f"/ws/matches/{match_id}/", headers=headers)
    connected, _ = await comm.connect(timeout=5)
    return connected, comm


async def connect(match_id: int, user=None) -> WebsocketCommunicator:
    connected, comm = await open_socket(match_id, user)
    assert connected
    return comm


async def drain(comm: WebsocketCommunicator, quiet: float = 0.5) -> list[str]:
    """Every frame that arrives until the socket stays quiet for `quiet` seconds."""
    frames = []
    while not await comm.receive_nothing(timeout=quiet):
        frames.append(await comm.receive_from())
    return frames


async def joined(comm: WebsocketCommunicator) -> list[str]:
    """The frames a new connection is sent at once: the whole board, then its chat dock
    (`MatchConsumer.connect`); what follows (presence) comes with the next frames read."""
    return await until(comm, '<details id="chat" class="chat-dock" hx-swap-oob="true"')


async def until(comm: WebsocketCommunicator, needle: str, limit: int = 50) -> list[str]:
    """Frames up to and including the first containing `needle` (fails on a long silence)."""
    frames = []
    for _ in range(limit):
        frames.append(await comm.receive_from(timeout=5))
        if needle in frames[-1]:
            return frames
    raise AssertionError(f"{needle!r} never arrived")
