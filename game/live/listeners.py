"""The spectators' listener of each match in this process (game.watchers).

Filled by `game.watchers.join` when the first spectator of a match connects to this process, dropped by
`game.watchers.leave` when the last one goes. Read by those two only. Not a cache: an entry lives
exactly as long as its match has spectators here, so `forget_all` leaves it alone (its sockets are open).
"""

from __future__ import annotations

from typing import Any

LISTENERS: dict[int, Any] = {}  # match id -> its game.watchers.Watchers (touched on the event loop only)
