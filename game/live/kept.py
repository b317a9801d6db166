"""`Kept`: one bounded, thread-safe table of what this process keeps about live matches.

Every table of the live package is a `Kept`: a map with a limit, the least recently used entry dropped
first when it is full. Each registers itself in `TABLES`, so `game.live.forget_all()` (a restart, a
test) and `game.live.forget_match()` reach every one of them. `get` counts as a use; `peek` does not
(a read that must not keep an entry alive, as the state cache's readers).
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable, Hashable
from typing import Generic, TypeVar

K = TypeVar("K", bound=Hashable)
V = TypeVar("V")


class Kept(Generic[K, V]):
    """A bounded map kept per process: `limit` entries, least recently used dropped first."""

    def __init__(self, name: str, limit: int, match_of: Callable[[K], int] | None = None) -> None:
        self.name = name
        self.limit = limit
        self.match_of = match_of  # the match a key belongs to (forget_match); None: keyed by match id
        self._map: OrderedDict[K, V] = OrderedDict()
        self._lock = threading.Lock()
        TABLES.append(self)

    def __len__(self) -> int:
        return len(self._map)

    def __contains__(self, key: K) -> bool:
        return key in self._map

    def get(self, key: K) -> V | None:
        """The entry, now the most recently used one; None when not kept."""
        with self._lock:
            value = self._map.get(key)
            if value is not None:
                self._map.move_to_end(key)
            return value

    def peek(self, key: K) -> V | None:
        """The entry without counting a use; None when not kept."""
        return self._map.get(key)

    def put(self, key: K, value: V, unless: Callable[[V], bool] | None = None) -> None:
        """Keep `value` as the most recently used entry (not when `unless(the kept one)` says so) and
        drop the least recently used ones beyond the limit."""
        with self._lock:
            if unless is not None:
                old = self._map.get(key)
                if old is not None and unless(old):
                    return
            self._map[key] = value
            self._map.move_to_end(key)
            while len(self._map) > self.limit:
                self._map.popitem(last=False)

    def update(self, key: K, change: Callable[[V], V | None]) -> None:
        """Replace a kept entry with `change(entry)` (None: leave it), in place, not counted as a use."""
        with self._lock:
            old = self._map.get(key)
            if old is not None and (new := change(old)) is not None:
                self._map[key] = new

    def pop(self, key: K) -> None:
        with self._lock:
            self._map.pop(key, None)

    def forget_match(self, match_id: int) -> None:
        """Drop every entry of one match."""
        with self._lock:
            if self.match_of is None:
                self._map.pop(match_id, None)  # type: ignore[call-overload]
                return
            for key in [k for k in self._map if self.match_of(k) == match_id]:
                del self._map[key]

    def clear(self) -> None:
        with self._lock:
            self._map.clear()


TABLES: list[Kept] = []  # every table of the live package, in the order they were made
