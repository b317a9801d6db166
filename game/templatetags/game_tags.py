"""Small filters for match pages."""

from __future__ import annotations

from typing import Any

from django import template
from django.utils.safestring import SafeString, mark_safe

from game.services.regions import cached_render

register = template.Library()


@register.filter
def score_line(points: Any) -> str:
    """[3, 5] -> "3 – 5"; empty before the first point is recorded."""
    if not points:
        return "0 – 0"
    return " – ".join(str(p) for p in points)


@register.simple_tag
def tile(o: dict[str, Any], show_cost: bool = False) -> SafeString:
    """A card tile (game/partials/tile.html), rendered once per distinct card state."""
    return mark_safe(cached_render("game/partials/tile.html", {"o": o, "show_cost": show_cost}))
