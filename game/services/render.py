"""Rendering a viewer's board for the websocket: the whole root, or the regions that changed.

Live matches render once per (step, viewer kind) where the output is the same: every spectator of a
match sees the same board, so the spectator regions of a step (and spectator count) are rendered
once per process and shared by all spectator connections (`FRAMES` entries, least recently used
dropped first). A seat's render is never shared. `regions_at` answers from the in-process caches
only (the state cache and the last `Match` row read for that state), so a viewer whose step is
already cached costs no database round trip; a miss falls back to the database (`changed_regions`).
"""

from __future__ import annotations

import copy
import threading
from collections import OrderedDict
from typing import Any

from django.core.exceptions import SynchronousOnlyOperation
from django.utils.html import escape
from django.utils.safestring import SafeString, mark_safe

from game.models import Match, Seat, Status
from game.services.board import board_context, forget_matches, note_events, render_regions
from game.services.memory import NotInMemory, memory_only
from game.services.presence import spectators
from game.services.recent import forget as forget_actions
from game.services.recent import note_action
from game.services.regions import board_template, forget_renders
from game.services.state import Table, cached_state, load_state

RELOAD = '<div id="match-root" hx-swap-oob="true" data-reload="1"></div>'
FRAMES = 512  # spectator renders kept per process: (match, step, spectator count) -> regions

_frames: OrderedDict[tuple[int, int, int], tuple[Table, dict[str, str]]] = OrderedDict()
_rows: OrderedDict[int, tuple[Table, Match]] = OrderedDict()  # match id -> (state, its Match row)
_lock = threading.Lock()


def drop_frames() -> None:
    """Forget every cached render, row, seat list and log tail (tests; what a restart does)."""
    with _lock:
        _frames.clear()
        _rows.clear()
    forget_matches()
    forget_renders()
    forget_actions()


def forget_match(match_id: int) -> None:
    """Forget this process's kept row and spectator renders of one match (it ended without an action:
    abandoned), so the next render reads the finished row."""
    with _lock:
        _rows.pop(match_id, None)
        for key in [k for k in _frames if k[0] == match_id]:
            del _frames[key]


def seat_of(match: Match, user_id: int | None, wanted: int | None = None) -> int | None:
    """The seat index `user_id` plays in this match, or None (a spectator). A player of several
    seats (a sandbox played hot-seat) is at seat `wanted` when it is theirs, else at their first."""
    if user_id is None:
        return None
    mine = list(Seat.objects.filter(match=match, user_id=user_id).order_by("index").values_list("index", flat=True))
    if wanted in mine:
        return wanted
    return mine[0] if mine else None


def _remember_row(match: Match, table: Table) -> None:
    """Keep the row read together with `table`, when the row is of that same step."""
    if match.step != table.step or cached_state(match.pk) is not table:
        return
    with _lock:
        _rows[match.pk] = (table, match)
        _rows.move_to_end(match.pk)
        while len(_rows) > FRAMES:
            _rows.popitem(last=False)


def cached_row(match_id: int, step: int) -> Match | None:
    """A copy of the `Match` row kept with the cached state when that state is at `step` (what an
    action sent from `step` needs to know of the match), else None: no database access."""
    table = cached_state(match_id)
    with _lock:
        kept = _rows.get(match_id)
    if table is None or kept is None or kept[0] is not table or table.step != step:
        return None
    return copy.copy(kept[1])  # the caller changes its fields; renders keep reading the kept one


def stored(match: Match, table: Table, events: list[dict], seat: int, payload: dict) -> None:
    """An action was just stored by this process: keep its row (so viewers of the new step render
    from memory), its events (the log tail) and the action itself (the players' last actions)."""
    _remember_row(match, table)
    note_events(match.pk, table.step, events)
    note_action(match.pk, table.step, seat, payload)


def _render(match: Match, table: Table, seat: int | None) -> dict[str, str]:
    """The viewer's regions ({id: OOB html}); a spectator's come from the shared cache if there."""
    watchers = spectators(match.pk)
    key = (match.pk, table.step, watchers)
    if seat is None:
        with _lock:
            hit = _frames.get(key)
            if hit is not None and hit[0] is table:
                _frames.move_to_end(key)
                return hit[1]
    ctx = board_context(match, table, seat)
    ctx["spectators"] = watchers  # the count the cache key names
    now = render_regions(ctx, oob=True)
    if seat is None and cached_state(match.pk) is table:
        with _lock:
            _frames[key] = (table, now)
            while len(_frames) > FRAMES:
                _frames.popitem(last=False)
    return now


def spectator_frame(match_id: int, step: int) -> dict[str, str] | None:
    """The shared spectator regions of `step` if already rendered: memory only, no database, so it
    may run on the event loop (with in-process presence; with Redis the count is a network call)."""
    table = cached_state(match_id)
    if table is None or table.step != step:
        return None
    key = (match_id, step, spectators(match_id))
    with _lock:
        hit = _frames.get(key)
        if hit is None or hit[0] is not table:
            return None
        _frames.move_to_end(key)
        return hit[1]


def regions_at(match_id: int, seat: int | None, step: int) -> dict[str, str] | None:
    """This viewer's regions at `step` from the in-process caches only; None when the state or the
    match row of that step is not cached (then read the database: `changed_regions`)."""
    table = cached_state(match_id)
    with _lock:
        row = _rows.get(match_id)
    if table is None or table.step != step or row is None or row[0] is not table:
        return None
    return _render(row[1], table, seat)


def regions_in_memory(match_id: int, seat: int | None, step: int) -> dict[str, str] | None:
    """`regions_at` without touching the database or the network (safe on the event loop); None
    when anything it needs is not cached in this process."""
    try:
        with memory_only():
            return regions_at(match_id, seat, step)
    except (NotInMemory, SynchronousOnlyOperation):
        return None


def full_board(match: Match, seat: int | None) -> tuple[str, dict[str, str]]:
    """(html of the whole #match-root as an OOB swap, the regions it contains) for a first frame."""
    if match.status == Status.LOBBY:
        return RELOAD.replace('data-reload="1"', 'data-status="lobby"'), {}
    ctx = board_context(match, load_state(match), seat)
    html = board_body(ctx).replace('<div id="match-root"', '<div id="match-root" hx-swap-oob="true"', 1)
    return html, render_regions(ctx, oob=True)


def board_body(ctx: dict[str, Any]) -> SafeString:
    """The whole board (`#match-root`): what a match or replay page embeds and a first frame sends."""
    return mark_safe(board_template("game/board/board_body.jinja").render(ctx))  # noqa: S308 - autoescaped


def diff_regions(now: dict[str, str], last: dict[str, str]) -> str | None:
    """The OOB html of the regions of `now` that differ from `last`; None if the set of regions
    changed (then send the full board). The log sends only its new lines when it can."""
    if set(now) != set(last):
        return None
    return "".join(log_added(html, last[rid]) if rid == "log" else html
                   for rid, html in now.items() if last[rid] != html)


def log_added(now: str, last: str) -> str:
    """The log's update: its new keyed lines put on top of the list (`afterbegin`; the board keeps
    the newest LOG_LINES), or the whole region when the old newest line is not among the new ones."""
    start = now.find('<li data-k="')
    old = last.find('<li data-k="')
    if start < 0 or old < 0:
        return now
    newest_old = last[old:last.find("</li>", old) + 5]
    at = now.find(newest_old, start)
    if at < 0 or now[:start] != last[:old]:
        return now
    return f'<ol id="log-lines" hx-swap-oob="afterbegin">{now[start:at]}</ol>' if at > start else ""


def changed_regions(match: Match, seat: int | None, last: dict[str, str]) -> tuple[str, dict[str, str]]:
    """The OOB html of the regions whose html differs from `last`, and the new region map."""
    html, now, _ = changed_regions_step(match, seat, last)
    return html, now


def changed_regions_step(match: Match, seat: int | None, last: dict[str, str]) -> tuple[str, dict[str, str], int]:
    """`changed_regions` and the step it rendered (the latest stored)."""
    table = load_state(match)
    _remember_row(match, table)
    now = _render(match, table, seat)
    html = diff_regions(now, last)
    if html is None:  # a region appeared or vanished (never in a game today): send everything
        html, now = full_board(match, seat)
    return html, now, table.step


def error_frame(reason: str) -> str:
    return f'<div id="notice" hx-swap-oob="true" class="notice is-error" role="alert">{escape(reason)}</div>'
