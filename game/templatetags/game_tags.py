"""Small filters for match pages."""

from __future__ import annotations

from typing import Any

from django import template

register = template.Library()


@register.filter
def score_line(points: Any) -> str:
    """[3, 5] -> "3 – 5"; empty before the first point is recorded."""
    if not points:
        return "0 – 0"
    return " – ".join(str(p) for p in points)


@register.filter
def deck_name_for(seat: Any, user: Any) -> str:
    """A seat's deck name as the viewing user may see it (game.models.Seat.deck_name_for)."""
    return seat.deck_name_for(getattr(user, "pk", None))


@register.filter
def lobby_seat_name(seat: Any, mode: str) -> str:
    """"Seat 2", or in 2v2 "Team 2 · player A" (TR 603.2.a, 603.7.a)."""
    from game.services.lobby import seat_name

    return seat_name(mode, seat.index)
