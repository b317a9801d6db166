"""The take-back this process knows is possible: per match, the table before its latest action.

Filled by `game.services.actions.submit_action` when it stores an action its sender may take back
(game.services.takeback: their own, not a pass, nothing hidden revealed, the decision still theirs),
with the table the action was applied to; emptied for the match by any other stored action. Read by
the board (is the seat's "Take back" button shown at this step?) and by a take-back, which restores
that table without reading the database. After a restart, or when another process stored the action,
nothing is kept: no button is shown, and a take-back sent anyway is checked from the database.
"""

from __future__ import annotations

from game.engine.loop.match import Table
from game.live.kept import Kept

UNDO: Kept[int, tuple[int, int, Table]] = Kept("take-backs", 512)  # match id -> (step after, seat, table before)


def allow(match_id: int, step: int, seat: int, before: Table) -> None:
    UNDO.put(match_id, (step, seat, before))


def clear(match_id: int) -> None:
    UNDO.pop(match_id)


def undoable(match_id: int, step: int) -> tuple[int, Table] | None:
    """(seat, table before) when the action that led to `step` may be taken back by that seat."""
    found = UNDO.peek(match_id)
    if found is None or found[0] != step:
        return None
    return found[1], found[2]
