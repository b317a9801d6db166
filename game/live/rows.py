"""The `Match` row of each live match, kept with the very state (the object) it was read or stored with.

Filled by `remember_row` when this process stores an action (the row as stored: `game.live.stored`) and
when a render reads the row and the state of the same step from the database. Read by `cached_row`
(an action sent from that step: the guard needs the match's status without a query) and by `row_for`
(renders from memory). An entry counts only while its state is the one the state cache holds, so a
state replaced or dropped leaves its row unused until the next one is kept. Dropped when the match
ends without an action (abandoned: `game.live.forget_match`), when the least recently kept of
`ROWS.limit` matches makes room, and by `game.live.forget_all`.
"""

from __future__ import annotations

import copy

from game.engine.loop.match import Table
from game.live.kept import Kept
from game.live.states import cached_state
from game.models import Match

ROWS: Kept[int, tuple[Table, Match]] = Kept("rows", 512)  # match id -> (state, its Match row)


def remember_row(match: Match, table: Table) -> None:
    """Keep the row read together with `table`, when the row is of that same step and `table` is
    the cached state."""
    if match.step != table.step or cached_state(match.pk) is not table:
        return
    ROWS.put(match.pk, (table, match))


def row_for(match_id: int, table: Table) -> Match | None:
    """The row kept with `table` (the row itself: never change it), else None."""
    kept = ROWS.peek(match_id)
    return kept[1] if kept is not None and kept[0] is table else None


def cached_row(match_id: int, step: int) -> Match | None:
    """A copy of the `Match` row kept with the cached state when that state is at `step` (what an
    action sent from `step` needs to know of the match), else None: no database access."""
    table = cached_state(match_id)
    if table is None or table.step != step:
        return None
    row = row_for(match_id, table)
    return copy.copy(row) if row is not None else None  # the caller changes its fields; renders read the kept one
