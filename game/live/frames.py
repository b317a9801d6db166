"""The spectators' board of each step: every spectator of a match sees the same regions, rendered once.

Filled by the board's render of a spectator view (game.services.render) when the state it rendered is
the cached one. Read by the next spectator render of the same (match, step, spectator count) and by
the spectators' listener on the event loop (`frame`). An entry counts only with the very state it was
rendered from. Dropped when the match ends without an action (`game.live.forget_match`), when the
least recently used of `FRAMES.limit` renders makes room, and by `game.live.forget_all`.
"""

from __future__ import annotations

from game.engine.loop.match import Table
from game.live.kept import Kept

Key = tuple[int, int, int, frozenset[int]]  # (match id, step, spectators watching, seats connected)
FRAMES: Kept[Key, tuple[Table, dict[str, str]]] = Kept("frames", 512, match_of=lambda key: key[0])


def frame(key: Key, table: Table) -> dict[str, str] | None:
    """The regions rendered for `key` from `table` itself, else None."""
    hit = FRAMES.get(key)
    return hit[1] if hit is not None and hit[0] is table else None


def keep_frame(key: Key, table: Table, regions: dict[str, str]) -> None:
    FRAMES.put(key, (table, regions))
