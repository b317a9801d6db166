"""Who is watching a match, shared by every daphne process.

With `REDIS_URL` set (several processes behind one channel layer) each match keeps a Redis hash
`riftbound:presence:<match>` of channel name -> "1" (spectator) or "0:<seat>" (a seat), so every process
counts the same connections. Without Redis (the embedded, single-process setup) an in-process map
does the same job. The spectator count is a courtesy shown on the board, the Watch page and the API;
the players' count decides one thing: a live match no player has been connected to for a while is
ended as abandoned (game.services.abandon); the seats connected tell the others that a player is away
(the board's `spectators` region). A process killed outright cannot remove its entries: the hash expires `TTL`
seconds after the last arrival in that match. With Redis a count is read at most once a second per
match and process (`COUNT_SECONDS`), so renders on the event loop can use it.

Life cycle in this process: a connection is added by `arrive` when its socket opens and removed by
`leave` when it closes (game.consumers); with Redis the counts read are kept `COUNT_SECONDS` and
forgotten on every arrival or departure in any process (`recount`, told through the match's group).
`EMPTY_SINCE` is when this process first saw each live match without a connected player (filled and
dropped by game.services.abandon's sweep; emptied by `abandon.forget`). The connections are no cache:
they live as long as their sockets, so `game.live.forget_all` forgets only the counts read (`forget`).
"""

from __future__ import annotations

import threading
import time
from collections import defaultdict
from functools import lru_cache
from typing import Any

from django.conf import settings

from game.live.memory import need_database

TTL = 3600  # seconds a match's presence hash outlives its last arrival
COUNT_SECONDS = 1.0  # how long a spectator count read from Redis is used before reading it again
_counts: dict[int, tuple[float, int, frozenset[int]]] = {}  # match id -> (when read, spectators, seats) with Redis
_watchers: dict[int, dict[str, str]] = defaultdict(dict)  # match id -> channel name -> its flag (`_flag`)
_lock = threading.Lock()
EMPTY_SINCE: dict[int, float] = {}  # match id -> when this process first saw it without players (abandon)


@lru_cache(maxsize=4)
def _client(url: str) -> Any:
    import redis

    return redis.Redis.from_url(url, socket_timeout=2, socket_connect_timeout=2)


def _redis() -> Any | None:
    url = getattr(settings, "REDIS_URL", "")
    return _client(url) if url else None


def _key(match_id: int) -> str:
    return f"riftbound:presence:{match_id}"


def _flag(spectator: bool, seat: int | None) -> str:
    """"1" for a spectator, "0" for a seat ("0:<seat>" when its index is known)."""
    return "1" if spectator else ("0" if seat is None else f"0:{seat}")


def _read(flags: list[str]) -> tuple[int, frozenset[int]]:
    """(spectators, the seats with a connection) from the flags of a match's connections."""
    seats = frozenset(int(f[2:]) for f in flags if f.startswith("0:") and f[2:].isdigit())
    return sum(1 for f in flags if f == "1"), seats


def arrive(match_id: int, channel: str, spectator: bool, seat: int | None = None) -> None:
    flag = _flag(spectator, seat)
    client = _redis()
    if client is not None:
        pipe = client.pipeline()
        pipe.hset(_key(match_id), channel, flag)
        pipe.expire(_key(match_id), TTL)
        pipe.execute()
        return
    with _lock:
        _watchers[match_id][channel] = flag


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
    return present(match_id)[0]


def present(match_id: int) -> tuple[int, frozenset[int]]:
    """(spectators, the seats a player is connected to) of a match, in every process."""
    client = _redis()
    if client is not None:  # a reading from Redis serves for COUNT_SECONDS
        with _lock:
            read = _counts.get(match_id)
        if read is not None and time.monotonic() - read[0] < COUNT_SECONDS:
            return read[1], read[2]
        need_database()  # the count is a network call
        count, seats = _read([f.decode() for f in client.hvals(_key(match_id))])
        with _lock:
            _counts[match_id] = (time.monotonic(), count, seats)
            if len(_counts) > 4096:
                _counts.clear()
        return count, seats
    with _lock:
        return _read(list(_watchers.get(match_id, {}).values()))


def players_connected(match_id: int) -> int:
    """Connections of seated players (not spectators) to the match, in every process: what tells an
    abandoned match (game.services.abandon) from one whose player is thinking."""
    client = _redis()
    if client is not None:
        return sum(1 for flag in client.hvals(_key(match_id)) if flag.startswith(b"0"))
    with _lock:
        return sum(1 for f in _watchers.get(match_id, {}).values() if f.startswith("0"))


def recount(match_id: int) -> None:
    """Someone arrived or left (told to every process): read the count afresh next time."""
    with _lock:
        _counts.pop(match_id, None)


def forget() -> None:
    """Forget the spectator counts read from Redis (the next render reads them afresh)."""
    with _lock:
        _counts.clear()
