"""The last actions of a match, kept per process: what each player did most recently, for the board
to show on the table (game.services.board.last_moves), not only in the log.

Stored actions never change, so a process keeps the (seq, seat, payload) of each live match's last
`WINDOW` actions; an action stored here is added at once (`note_action`), one stored by another
process is read when a render finds the kept rows behind. Payloads name objects by id: the board
shows only those the viewer can see in its own view.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from typing import Any

from game.models import Match, MatchAction
from game.services.memory import need_database

WINDOW = 40  # actions kept per match
KEPT = 512  # matches kept
Row = tuple[int, int, dict[str, Any]]  # (seq, seat, payload)
_rows: OrderedDict[int, tuple[int, list[Row]]] = OrderedDict()  # match id -> (step, its last rows)
_lock = threading.Lock()


def recent_actions(match: Match, step: int, replay: bool = False) -> list[Row]:
    """The rows of actions max(0, step - WINDOW) .. step - 1, oldest first (a replay reads them)."""
    if replay:
        rows = MatchAction.objects.filter(match=match, seq__lt=step, seq__gte=step - WINDOW).order_by("seq")
        return list(rows.values_list("seq", "seat", "payload"))
    with _lock:
        have, rows = _rows.get(match.pk, (0, []))
    if have != step:
        need_database()
        if have > step:  # an older step asked for: read it afresh
            have, rows = 0, []
        newer = MatchAction.objects.filter(match=match, seq__gte=max(have, step - WINDOW), seq__lt=step)
        rows = (rows + list(newer.order_by("seq").values_list("seq", "seat", "payload")))[-WINDOW:]
        with _lock:
            _rows[match.pk] = (step, rows)
            _rows.move_to_end(match.pk)
            while len(_rows) > KEPT:
                _rows.popitem(last=False)
    return rows


def note_action(match_id: int, step: int, seat: int, payload: dict[str, Any]) -> None:
    """Action `step - 1` was just stored by this process: extend the kept rows if they end just before."""
    with _lock:
        have, rows = _rows.get(match_id, (-1, []))
        if have == step - 1:
            _rows[match_id] = (step, (rows + [(step - 1, seat, payload)])[-WINDOW:])


def forget() -> None:
    with _lock:
        _rows.clear()
