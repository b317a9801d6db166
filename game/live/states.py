"""The engine state of each live match, as of its latest step this process knows.

Filled by `remember` when a match starts (game.services.lobby), when this process stores an action
(game.services.actions) and when a state is loaded or brought forward from the database
(game.services.state.load_state). Read by `cached_state` (renders, which compare its step with the
step they want) and by `load_state`. A state is replaced only by one of the same or a later step. Dropped
when another process stored the step this one tried to store (`drop`: its state is behind), when the
least recently remembered of `STATES.limit` matches makes room, and by `game.live.forget_all`.
"""

from __future__ import annotations

from game.engine.loop.match import Table
from game.live.kept import Kept

STATES: Kept[int, Table] = Kept("states", 2048)  # match id -> its table at the latest known step


def cached_state(match_id: int) -> Table | None:
    """The in-process state of a match, whatever its step (no database access)."""
    return STATES.peek(match_id)


def remember(match_id: int, state: Table) -> None:
    """Keep `state` unless a later step of the match is kept already."""
    STATES.put(match_id, state, unless=lambda old: old.step > state.step)


def drop(match_id: int | None = None) -> None:
    """Forget cached states (all of them, or one match's): what a server restart does."""
    if match_id is None:
        STATES.clear()
    else:
        STATES.pop(match_id)
