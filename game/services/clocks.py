"""Match clocks (issue 12.2): a per-player clock that counts only while that player must act.

A timed match (`Match.clock_limit` seconds per player, `clock_increment` added when a player's turn
ends) keeps its clocks on its row: `Match.clocks = {"left": [seconds per seat], "running": the seat
that decides (-1: nobody), "since": epoch seconds}`. Each stored action (a take-back too) charges the
time since `since` to the seat that was running, adds the increment to the player whose turn just
ended, and starts the clock of whoever decides now (priority, focus or a pending decision: the
table's `decider`), in the same transaction as the action: a restart finds every clock as it was, and
the running one has kept running meanwhile (so has a disconnected player's).

The server checks the clocks, never the browser: a timer per timed match in each process that has a
connection to it (`arm`, after each action and on connect) and the server's sweep (`sweep`, every
`GAME_ABANDON_SWEEP` seconds, which covers a restart). A clock that has run out concedes for its player
(`time_out`, through `submit_action` as that seat's own concession): in a Duel the opponent wins, in FFA
the game goes on without them, in 2v2 their team loses (the engine's concession, 651); the log and the
result say they ran out of time. In a best-of match each player's clock runs through the whole match,
during its games only (between games nobody's clock runs: there is no game to concede, and those
choices are quick); a player who runs out concedes the game under way and, with no time left, each
later game as soon as they must act in it: they lose the match.

Nothing here renders (the write path's import contract).
"""

from __future__ import annotations

import asyncio
import contextvars
import logging
import time
from typing import Any

from channels.db import database_sync_to_async

from game.engine.loop.match import Match as BestOf
from game.engine.loop.match import Table, decider, game_of, games_finished
from game.engine.model.state import NO_PLAYER
from game.models import Match, Status

log = logging.getLogger(__name__)
LIMITS = (0, 10 * 60, 20 * 60, 30 * 60, 50 * 60)  # seconds per player offered when creating a match
INCREMENTS = (0, 5, 10, 30)  # seconds added at the end of each of a player's turns
MAX_LIMIT = 3 * 60 * 60
_timers: dict[int, asyncio.Task[None]] = {}  # match id -> its timer in this process (event loop only)


def check_choice(limit: int, increment: int, best_of: int) -> None:
    """ValueError with the reason for a clock that can't be had."""
    if not 0 <= limit <= MAX_LIMIT or not 0 <= increment <= 600:
        raise ValueError("A clock is at most 3 hours per player, with at most 10 minutes a turn added.")
    if increment and not limit:
        raise ValueError("An increment needs a clock.")


def running_seat(table: Table) -> int:
    """Whose clock runs: whoever must act in the game under way; nobody between a match's games or once
    the game is over."""
    if isinstance(table, BestOf) and table.decisions:
        return NO_PLAYER
    game = game_of(table)
    return NO_PLAYER if game is None or game.over else decider(table)


def initial(limit: int, seats: int, table: Table, now: float | None = None) -> dict[str, Any]:
    return {"left": [float(limit)] * seats, "running": running_seat(table),
            "since": time.time() if now is None else now}


def advance(clocks: dict[str, Any], increment: int, before: Table, after: Table,
            now: float | None = None) -> dict[str, Any]:
    """The clocks after an action that took the table from `before` to `after` (see the module)."""
    now = time.time() if now is None else now
    left = [float(x) for x in clocks.get("left", [])]
    running = int(clocks.get("running", NO_PLAYER))
    if 0 <= running < len(left):
        left[running] = max(0.0, left[running] - max(0.0, now - float(clocks.get("since", now))))
    old, new = game_of(before), game_of(after)
    same_game = games_finished(before) == games_finished(after)
    if increment and old is not None and new is not None and same_game and new.turn_number != old.turn_number \
            and 0 <= old.turn_player < len(left):
        left[old.turn_player] += increment  # their turn ended
    return {"left": left, "running": running_seat(after), "since": now}


def remaining(clocks: dict[str, Any], seat: int, now: float | None = None) -> float:
    """Seconds left on `seat`'s clock now (the running one counts down since `since`)."""
    now = time.time() if now is None else now
    left = clocks.get("left", [])
    if not 0 <= seat < len(left):
        return 0.0
    value = float(left[seat])
    if clocks.get("running") == seat:
        value -= max(0.0, now - float(clocks.get("since", now)))
    return max(0.0, value)


def flagged(match: Match, now: float | None = None) -> int | None:
    """The seat whose clock has run out in this live timed match, or None."""
    if not match.clock_limit or match.status != Status.LIVE or not match.clocks:
        return None
    seat = int(match.clocks.get("running", NO_PLAYER))
    return seat if seat >= 0 and remaining(match.clocks, seat, now) <= 0 else None


def time_out(match_id: int, now: float | None = None) -> bool:
    """Concede for the player whose clock has run out, if one has; True when that happened."""
    from game.services.actions import Refused, submit_action
    from game.services.state import load_state

    match = Match.objects.filter(pk=match_id).first()
    if match is None or (seat := flagged(match, now)) is None:
        return False
    table = load_state(match)
    if decider(table) != seat:  # the row and the table disagree (another process mid-action): next time
        return False
    try:
        submit_action(match_id, seat, table.step, {"kind": "concede"}, timeout=True)
    except Refused as exc:
        log.info("match %s: the time-out of seat %s was refused: %s", match_id, seat, exc.reason)
        return False
    log.info("match %s: seat %s ran out of time", match_id, seat)
    return True


def sweep() -> list[int]:
    """Every live timed match whose running clock has run out concedes for its player; their ids."""
    return [pk for pk in Match.objects.filter(status=Status.LIVE, clock_limit__gt=0).values_list("pk", flat=True)
            if time_out(pk)]


def is_timed(match_id: int) -> bool:
    return Match.objects.filter(pk=match_id, clock_limit__gt=0).exists()


def seconds_to_flag(match_id: int) -> float | None:
    match = Match.objects.filter(pk=match_id, status=Status.LIVE, clock_limit__gt=0).first()
    if match is None or not match.clocks or int(match.clocks.get("running", NO_PLAYER)) < 0:
        return None
    return remaining(match.clocks, int(match.clocks["running"]))


async def _watch(match_id: int) -> None:
    try:
        while (left := await database_sync_to_async(seconds_to_flag)(match_id)) is not None:
            await asyncio.sleep(left + 0.05)
            if await database_sync_to_async(time_out)(match_id):
                return
            if left <= 0:  # run out but not conceded (another process is storing an action): look again soon
                await asyncio.sleep(1.0)
    except asyncio.CancelledError:
        return
    except Exception:
        log.exception("the clock of match %s failed", match_id)
    finally:
        if _timers.get(match_id) is asyncio.current_task():
            del _timers[match_id]


def arm(match_id: int) -> None:
    """(On the event loop) watch this timed match's running clock in this process, replacing an older
    timer: it sleeps until that clock would run out, then checks it on the server."""
    old = _timers.pop(match_id, None)
    if old is not None:
        old.cancel()
    _timers[match_id] = asyncio.get_running_loop().create_task(_watch(match_id), context=contextvars.Context())


def disarm_all() -> None:
    for task in list(_timers.values()):
        task.cancel()
    _timers.clear()
