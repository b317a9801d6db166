"""Who is watching a match, per process (the embedded setup runs one daphne process).

With several processes behind Redis each counts its own connections; the count is a courtesy shown
on the board and the Watch page, never used to decide anything.
"""

from __future__ import annotations

import threading
from collections import defaultdict

_watchers: dict[int, dict[str, bool]] = defaultdict(dict)  # match id -> channel name -> is spectator
_lock = threading.Lock()


def arrive(match_id: int, channel: str, spectator: bool) -> None:
    with _lock:
        _watchers[match_id][channel] = spectator


def leave(match_id: int, channel: str) -> None:
    with _lock:
        _watchers[match_id].pop(channel, None)
        if not _watchers[match_id]:
            del _watchers[match_id]


def spectators(match_id: int) -> int:
    with _lock:
        return sum(1 for s in _watchers.get(match_id, {}).values() if s)
