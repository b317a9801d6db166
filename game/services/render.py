"""Rendering a viewer's board for the websocket: the whole root, or the regions that changed."""

from __future__ import annotations

from django.template.loader import render_to_string
from django.utils.html import escape

from game.models import Match, Seat, Status
from game.services.board import board_context, render_regions
from game.services.state import load_state

RELOAD = '<div id="match-root" hx-swap-oob="true" data-reload="1"></div>'


def seat_of(match: Match, user_id: int | None) -> int | None:
    """The seat index `user_id` plays in this match, or None (a spectator)."""
    if user_id is None:
        return None
    return Seat.objects.filter(match=match, user_id=user_id).values_list("index", flat=True).first()


def full_board(match: Match, seat: int | None) -> tuple[str, dict[str, str]]:
    """(html of the whole #match-root as an OOB swap, the regions it contains) for a first frame."""
    if match.status == Status.LOBBY:
        return RELOAD.replace('data-reload="1"', 'data-status="lobby"'), {}
    ctx = board_context(match, load_state(match), seat)
    html = render_to_string("game/partials/board_body.html", ctx)
    html = html.replace('<div id="match-root"', '<div id="match-root" hx-swap-oob="true"', 1)
    return html, render_regions(ctx, oob=True)


def changed_regions(match: Match, seat: int | None, last: dict[str, str]) -> tuple[str, dict[str, str]]:
    """The OOB html of the regions whose html differs from `last`, and the new region map."""
    ctx = board_context(match, load_state(match), seat)
    now = render_regions(ctx, oob=True)
    if set(now) != set(last):  # a region appeared or vanished (never in a game today): send everything
        return full_board(match, seat)
    return "".join(html for rid, html in now.items() if last.get(rid) != html), now


def error_frame(reason: str) -> str:
    return f'<div id="notice" hx-swap-oob="true" class="notice is-error" role="alert">{escape(reason)}</div>'
