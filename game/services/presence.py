"""Who is watching a match, shared by every daphne process.

With `REDIS_URL` set (several processes behind one channel layer) each match keeps a Redis hash
`riftbound:presence:<match>` of channel name -> "1" (spectator) or "0" (a seat), so every process
counts the same connections. Without Redis (the embedded, single-process setup) an in-process map
does the same job. The count is a courtesy shown on the board, the Watch page and the API; nothing
is decided by it. A process killed outright cannot remove its entries: the hash expires `TTL`
seconds after the last arrival in that match.
"""

from __future__ import annotations

import threading
from collections import defaultdict
from functools import lru_cache
from typing import Any

from django.conf import settings

from game.services.memory import need_database

TTL = 3600  # seconds a match's presence hash outlives its last arrival
_watchers: dict[int, dict[str, bool]] = defaultdict(dict)  # match id -> channel name -> is spectator
_lock = threading.Lock()


@lru_cache(maxsize=4)
def _client(url: str) -> Any:
    import redis

    return redis.Redis.from_url(url, socket_timeout=2, socket_connect_timeout=2)


def _redis() -> Any | None:
    url = getattr(settings, "REDIS_URL", "")
    return _client(url) if url else None


def _key(match_id: int) -> str:
    return f"riftbound:presence:{match_id}"


def arrive(match_id: int, channel: str, spectator: bool) -> None:
    client = _redis()
    if client is not None:
        pipe = client.pipeline()
        pipe.hset(_key(match_id), channel, "1" if spectator else "0")
        pipe.expire(_key(match_id), TTL)
        pipe.execute()
        return
    with _lock:
        _watchers[match_id][channel] = spectator


def leave(match_id: int, channel: str) -> None:
    client = _redis()
    if client is not None:
        client.hdel(_key(match_id), channel)
        return
    with _lock:
        _watchers[match_id].pop(channel, None)
        if not _watchers[match_id]:
            del _watchers[match_id]


def spectators(match_id: int) -> int:
    client = _redis()
    if client is not None:
        need_database()  # the count is a network call
        return sum(1 for flag in client.hvals(_key(match_id)) if flag == b"1")
    with _lock:
        return sum(1 for s in _watchers.get(match_id, {}).values() if s)

