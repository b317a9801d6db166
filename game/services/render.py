"""Rendering a viewer's board for the websocket: the whole root, or the regions that changed.

Live matches render once per (step, viewer kind) where the output is the same: every spectator of a
match sees the same board, so the spectator regions of a step (and spectator count) are rendered
once per process and shared by all spectator connections (game.live.frames). A seat's render is never
shared. `regions_at` answers from what game.live keeps (the state and the `Match` row kept with it), so
a viewer whose step is already kept costs no database round trip; a miss falls back to the database
(`changed_regions`), and what it reads is kept for the next viewer.
"""

from __future__ import annotations

from typing import Any

from django.core.exceptions import SynchronousOnlyOperation
from django.template.loader import render_to_string
from django.utils.html import escape
from django.utils.safestring import SafeString, mark_safe

from game.engine.loop.match import Table
from game.live.frames import frame, keep_frame
from game.live.memory import NotInMemory, memory_only
from game.live.presence import present
from game.live.rows import remember_row, row_for
from game.live.states import cached_state
from game.models import ChatChannel, Match, Seat, Status
from game.services import chat
from game.services.autopass import STOPS, Prefs
from game.services.board import away, board_context, render_regions
from game.services.regions import board_template
from game.services.state import load_state

RELOAD = '<div id="match-root" hx-swap-oob="true" data-reload="1"></div>'


def seat_of(match: Match, user_id: int | None, wanted: int | None = None) -> int | None:
    """The seat index `user_id` plays in this match, or None (a spectator). A player of several
    seats (a sandbox played hot-seat) is at seat `wanted` when it is theirs, else at their first."""
    if user_id is None:
        return None
    mine = list(Seat.objects.filter(match=match, user_id=user_id).order_by("index").values_list("index", flat=True))
    if wanted in mine:
        return wanted
    return mine[0] if mine else None


def _render(match: Match, table: Table, seat: int | None) -> dict[str, str]:
    """The viewer's regions ({id: OOB html}); a spectator's come from the shared frames if there."""
    watchers, seats = present(match.pk)
    key = (match.pk, table.step, watchers, seats)
    if seat is None and (hit := frame(key, table)) is not None:
        return hit
    ctx = board_context(match, table, seat)
    ctx["spectators"] = watchers  # the count the frame's key names
    ctx["away"] = away(match, ctx["players"], seats, ctx["replay"] or ctx["finished"])  # and its seats
    now = render_regions(ctx, oob=True)
    if seat is None and cached_state(match.pk) is table:
        keep_frame(key, table, now)
    return now


def spectator_frame(match_id: int, step: int) -> dict[str, str] | None:
    """The shared spectator regions of `step` if already rendered: memory only, no database, so it
    may run on the event loop (with in-process presence; with Redis the count is a network call)."""
    table = cached_state(match_id)
    if table is None or table.step != step:
        return None
    return frame((match_id, step, *present(match_id)), table)


def regions_at(match_id: int, seat: int | None, step: int) -> dict[str, str] | None:
    """This viewer's regions at `step` from what game.live keeps only; None when the state or the
    match row of that step is not kept (then read the database: `changed_regions`)."""
    table = cached_state(match_id)
    if table is None or table.step != step:
        return None
    row = row_for(match_id, table)
    return None if row is None else _render(row, table, seat)


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
    remember_row(match, table)
    now = _render(match, table, seat)
    html = diff_regions(now, last)
    if html is None:  # a region appeared or vanished (never in a game today): send everything
        html, now = full_board(match, seat)
    return html, now, table.step


def autopass_panel(prefs: Prefs, oob: bool = False) -> str:
    """A seat's auto-pass preferences (only its player's page has them; never a live region)."""
    return render_to_string("game/autopass.html", {"prefs": prefs, "stops": list(STOPS.items()), "oob": oob,
                                                    "open": oob})


def chat_dock(match_id: int, seat: int | None, user: Any, muted: frozenset[str], open_: bool = False) -> str:
    """The viewer's chat (an OOB swap of `#chat`, outside the board): the channels it reads, their latest
    lines without its muted authors, a form where it may write. Reads the database."""
    lines = chat.history(match_id, seat, muted)
    logged_in = user is not None and getattr(user, "is_authenticated", False)
    titles = {ChatChannel.PLAYERS: "Players' chat", ChatChannel.SPECTATORS: "Spectators' chat"}
    channels = [{"key": key, "title": titles[key], "lines": lines[key],
                 "writable": logged_in and key == chat.channel_for(seat),
                 "note": ("Log in to chat." if key == chat.channel_for(seat) else "Only the players write here.")}
                for key in lines]
    return render_to_string("game/chat.html", {
        "channels": channels, "emotes": list(chat.EMOTES.items()), "max_text": chat.MAX_TEXT,
        "muted": sorted(muted), "me": user.get_username() if logged_in else "", "open": open_})


def chat_line(line: chat.Line) -> str:
    """One chat line's html, the same for every reader (escaped)."""
    return render_to_string("game/chat_line.html", {"line": line})


def error_frame(reason: str) -> str:
    return f'<div id="notice" hx-swap-oob="true" class="notice is-error" role="alert">{escape(reason)}</div>'
