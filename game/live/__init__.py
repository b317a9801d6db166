"""What this process keeps about live matches between two messages, with one life cycle.

The database is the truth; everything here is a copy a process keeps so that an action and the updates
it causes cost no query. Each table is a `Kept` (bounded, least recently used dropped first, thread-safe)
in its own module, whose docstring says when it is filled, read and dropped:

| table | module | key -> value | filled | dropped besides the limit |
|---|---|---|---|---|
| states | `states` | match -> table (State or Match) at its latest step | start, stored action, load | another process stored first |
| rows | `rows` | match -> (state, its `Match` row) | stored action, render read | abandoned |
| frames | `frames` | (match, step, spectators) -> spectator regions | spectator render | abandoned |
| seats | `seats` | match -> seats in order | first render | never stale |
| log tails | `logs` | match -> (step, events of the last 60 actions) | render read, stored action | - |
| viewer logs | `logs` | (match, viewer) -> (step, lines, html) | live render | - |
| last actions | `recent` | match -> (step, the last 40 actions) | render read, stored action | - |
| region html | `renders` | (template, inputs) -> html | region render | never stale |
| take-backs | `undo` | match -> (step, seat, table before its latest action) | stored action that may be taken back | any other stored action |

Besides the tables: `presence` (who is connected to each match, per process or through Redis, and the
spectator counts read), `listeners` (the spectators' listener of each match here: game.watchers) and
`memory` (renders on the event loop that must not touch the database).

The life cycle of a live match in one process:

1. **Start** (game.services.lobby): the dealt state is remembered once the transaction commits.
2. **Action** (game.services.actions, the write path: guard -> apply -> store -> publish): the guard
   reads the kept row and state of the step the sender saw (`rows.cached_row`, then
   game.services.state.load_state); once stored, `stored` keeps the new state, its row, its events and
   the action, then the match's group is told. An action another process stored first makes the insert
   fail: that match's state is dropped (`states.drop`).
3. **Render** (game.services.render and board, presentation): reads only what is kept for the step it
   shows (`memory_only` on the event loop); what is missing or behind is read from the database in a
   worker thread and kept (a state brought forward, the row, seats, log tail, last actions).
4. **End**: a game that ends by an action is an action like the others. A match ended without one
   (abandoned, game.services.abandon) has its row and spectator frames forgotten (`forget_match`) in
   every process, since the row changed under them.
5. **Restart / tests**: `forget_all` empties every table (what a new process starts with).

Nothing here imports the board's presentation (game.services.board, render, regions, prompts) or the
consumers: the write path uses this package, and the presentation reads it (pyproject.toml's import
contracts, `make lint`).
"""

from __future__ import annotations

from typing import Any

from game.engine.loop.match import Table
from game.live import frames, logs, presence, recent, renders, rows, seats, states, undo  # noqa: F401 (every table)
from game.live.kept import TABLES, Kept
from game.live.logs import note_events
from game.live.recent import note_action
from game.live.rows import remember_row
from game.models import Match

__all__ = ["TABLES", "Kept", "forget_all", "forget_match", "stored"]


def stored(match: Match, table: Table, events: list[dict[str, Any]], seat: int, payload: dict[str, Any]) -> None:
    """An action was just stored by this process (its state already remembered): keep its row (so
    viewers of the new step render from memory), its events (the log tail) and the action itself
    (the players' last actions)."""
    remember_row(match, table)
    note_events(match.pk, table.step, events)
    note_action(match.pk, table.step, seat, payload)


def forget_match(match_id: int) -> None:
    """The match's row changed without an action (it was abandoned): forget its kept row and its
    spectator renders, so the next render reads the finished row."""
    rows.ROWS.pop(match_id)
    frames.FRAMES.forget_match(match_id)


def forget_all() -> None:
    """Forget every kept table: what a restart does (tests call it between tests)."""
    for table in TABLES:
        table.clear()
    presence.forget()
