"""The Jinja2 environment of the match board's partials (`templates/game/board/*.jinja`).

The board is re-rendered for every viewer on every step of every live match, so its partials use
Django's Jinja2 backend (settings.TEMPLATES, engine "board"): compiled to Python, it renders them
several times faster than the Django template language. Pages stay Django templates and embed the
board's html (`game.services.render.board_body`). Missing values render as nothing and may be
chained (`series.decision` without a series), as the Django language allows, in DEBUG too.
"""

from __future__ import annotations

from typing import Any

from django.urls import reverse
from jinja2 import ChainableUndefined, Environment
from markupsafe import Markup, escape

from decks.templatetags.card_tags import card_text

TILE = "game/board/tile.jinja"


def url(name: str, *args: Any) -> str:
    return reverse(name, args=args)


def tile(o: dict[str, Any], show_cost: bool = False) -> Markup:
    """A card tile, rendered once per distinct card state (game.services.regions)."""
    from game.services.regions import cached_render

    return Markup(cached_render(TILE, {"o": o, "show_cost": show_cost}))  # noqa: S704 - rendered with autoescape


def soft_hyphens(name: str, longest: int = 8) -> Markup:
    """A card name whose long words may break with a hyphen on a small tile ("Demoli-tionist"), not
    at any letter: a soft hyphen in the middle of each word longer than `longest` letters."""
    words = [str(escape(w)) if len(w) <= longest else f"{escape(w[:len(w) // 2])}&shy;{escape(w[len(w) // 2:])}"
             for w in name.split(" ")]
    return Markup(" ".join(words))  # noqa: S704 - each part escaped


class BoardEnvironment(Environment):
    """`{{ o.name }}` on the board's plain dicts reads the key first. Jinja tries the attribute
    first, so on a dict nearly every lookup of every render raised and caught AttributeError. (A key
    named like a dict method, such as "items", now gives its value; the board has none.)"""

    def getattr(self, obj: Any, attribute: str) -> Any:
        if type(obj) is dict and attribute in obj:
            return obj[attribute]
        return super().getattr(obj, attribute)


def environment(**options: Any) -> Environment:
    options["undefined"] = ChainableUndefined  # the same in DEBUG as in production
    env = BoardEnvironment(**options)
    env.globals.update(url=url, tile=tile)
    env.filters["card_text"] = card_text
    env.filters["soft_hyphens"] = soft_hyphens
    return env
