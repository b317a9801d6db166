"""The seats of each started match, in order, with their users: fixed once the match has started.

Filled by `seats_of` the first time a render of a started match asks (one query). Read by every render of
the match after that. Never stale (seats don't change after the start), so dropped only when the
least recently filled of `SEATS.limit` matches makes room, and by `game.live.forget_all`.
"""

from __future__ import annotations

from game.live.kept import Kept
from game.live.memory import need_database
from game.models import Match, Seat, Status

SEATS: Kept[int, list[Seat]] = Kept("seats", 512)  # match id -> its seats


def seats_of(match: Match) -> list[Seat]:
    """The match's seats in order; kept per process once the match has started (seats are fixed)."""
    seats = SEATS.peek(match.pk)
    if seats is None:
        need_database()
        seats = list(Seat.objects.filter(match=match).select_related("user").order_by("index"))
        if match.status != Status.LOBBY:
            SEATS.put(match.pk, seats)
    return seats
