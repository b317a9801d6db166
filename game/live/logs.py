"""The log's tail of each live match, and each viewer's lines of it.

- `TAILS`: the events of the last `LOG_LINES` actions of a match (stored actions never change). Filled
  by `recent_events` from the database when a render finds it behind, extended by `note_events` when
  this process stores an action (game.live.stored). Read by every live render of the log.
- `VIEWS`: per (match, viewer), the log lines that viewer may read at a step and their html, so the
  next step's log adds only the newest action's lines (game.services.board.live_log_context). Filled
  and read by that function.

Both are dropped when the least recently used entries make room (`KEPT` matches, four viewers each) and
by `game.live.forget_all`; an entry of another step is replaced, never reused.
"""

from __future__ import annotations

from typing import Any

from game.live.kept import Kept
from game.live.memory import need_database
from game.models import Match, MatchAction

LOG_LINES = 60  # the log shows the last 60 lines; the tail keeps the events of as many actions
KEPT = 512  # matches whose log tail is kept
Events = list[dict[str, Any]]
TAILS: Kept[int, tuple[int, list[Events]]] = Kept("log tails", KEPT)  # match id -> (step, events per action)
# (match id, viewer) -> (step, that viewer's (key, line) entries at the step, each entry's <li>)
VIEWS: Kept[tuple[int, int], tuple[int, list[tuple[int, str]], list[str]]] = Kept(
    "viewer logs", KEPT * 4, match_of=lambda key: key[0])


def recent_events(match: Match, step: int) -> list[Events]:
    """The events of actions max(0, step - LOG_LINES) .. step - 1, oldest first."""
    have, rows = TAILS.peek(match.pk) or (0, [])
    if have != step:
        need_database()
        if have > step:  # an older step asked for: read it afresh
            have, rows = 0, []
        newer = MatchAction.objects.filter(match=match, seq__gte=max(have, step - LOG_LINES), seq__lt=step)
        rows = (rows + list(newer.order_by("seq").values_list("events", flat=True)))[-LOG_LINES:]
        TAILS.put(match.pk, (step, rows))
    return rows


def note_events(match_id: int, step: int, events: Events) -> None:
    """The events of action `step - 1`, just stored: extend the kept tail if it ends just before."""
    TAILS.update(match_id, lambda kept: (step, (kept[1] + [events])[-LOG_LINES:]) if kept[0] == step - 1 else None)
