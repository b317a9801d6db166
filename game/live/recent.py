"""The last actions of a match, kept per process: what each player did most recently, for the board
to show on the table (game.services.board.last_moves), not only in the log.

Stored actions never change, so a process keeps the (seq, seat, payload) of each live match's last
`WINDOW` actions. Filled by `recent_actions` from the database when a render finds the kept rows behind
(an action another process stored), extended by `note_action` when this process stores one
(game.live.stored). Read by every live render. Dropped when the least recently used of `KEPT` matches
makes room, and by `game.live.forget_all`. Payloads name objects by id: the board
shows only those the viewer can see in its own view.
"""

from __future__ import annotations

from typing import Any

from game.live.kept import Kept
from game.live.memory import need_database
from game.models import Match, MatchAction

WINDOW = 40  # actions kept per match
KEPT = 512  # matches kept
Row = tuple[int, int, dict[str, Any]]  # (seq, seat, payload)
ACTIONS: Kept[int, tuple[int, list[Row]]] = Kept("last actions", KEPT)  # match id -> (step, its last rows)


def recent_actions(match: Match, step: int, replay: bool = False) -> list[Row]:
    """The rows of actions max(0, step - WINDOW) .. step - 1, oldest first (a replay reads them)."""
    if replay:
        rows = MatchAction.objects.filter(match=match, seq__lt=step, seq__gte=step - WINDOW).order_by("seq")
        return list(rows.values_list("seq", "seat", "payload"))
    have, rows = ACTIONS.peek(match.pk) or (0, [])
    if have != step:
        need_database()
        if have > step:  # an older step asked for: read it afresh
            have, rows = 0, []
        newer = MatchAction.objects.filter(match=match, seq__gte=max(have, step - WINDOW), seq__lt=step)
        rows = (rows + list(newer.order_by("seq").values_list("seq", "seat", "payload")))[-WINDOW:]
        ACTIONS.put(match.pk, (step, rows))
    return rows


def note_action(match_id: int, step: int, seat: int, payload: dict[str, Any]) -> None:
    """Action `step - 1` was just stored by this process: extend the kept rows if they end just before."""
    ACTIONS.update(match_id, lambda kept: (step, (kept[1] + [(step - 1, seat, payload)])[-WINDOW:])
                   if kept[0] == step - 1 else None)
