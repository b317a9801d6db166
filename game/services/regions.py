"""The inputs of each board region, and rendering a region once per distinct input.

A region's partial reads only the plain data picked here (never the whole board context), so two
renders with equal inputs give equal html: `region_html` keeps the html of recent inputs (keyed by
the template and the inputs' bytes, in game.live.renders) and renders only regions whose
inputs changed. Most actions change two or three regions of a board, so most regions cost a lookup.
Card tiles (`tile()`, game.board_templates) are cached the same way inside the regions that do change.
`tests/game/test_regions.py` checks that each region renders the same as with the full context.
"""

from __future__ import annotations

import marshal
from typing import TYPE_CHECKING, Any

import jinja2
from django.template import engines

from game.live.renders import RENDERS

if TYPE_CHECKING:
    from game.services.board import Region


def _key_of(inputs: dict[str, Any]) -> bytes:
    """The inputs as bytes: marshal is C and about 2.5 times faster than JSON here; version 0 writes
    equal values as equal bytes (no back-references or interning marks). ValueError: not plain data."""
    return marshal.dumps(inputs, 0)


def board_template(name: str) -> jinja2.Template:
    """A board partial (Jinja2, game.board_templates), compiled once per process."""
    return engines["board"].env.get_template(name)  # type: ignore[attr-defined]


UNCACHED = {"game/board/log.jinja"}  # new lines at nearly every step: keying it cost more than rendering it


def region_html(region: Region, oob: bool) -> str:
    """The region's html: from the cache when these inputs were rendered before."""
    inputs = {**region.context, "oob": oob}
    if region.template in UNCACHED:
        return board_template(region.template).render(inputs)
    return cached_render(region.template, inputs)


def cached_render(template: str, inputs: dict[str, Any]) -> str:
    """`template` rendered with `inputs` (plain data only), once per distinct inputs."""
    key = (template, _key_of(inputs))
    html = RENDERS.get(key)
    if html is None:
        html = board_template(template).render(inputs)
        RENDERS.put(key, html)
    return html


def _pick(d: dict[str, Any] | None, *keys: str) -> dict[str, Any]:
    """The keys of `d` that are there (a missing key renders as nothing, a None as "None")."""
    return {k: d[k] for k in keys if k in d} if d else {}


def _seat_of(p: dict[str, Any]) -> dict[str, Any]:
    seat = p.get("seat")
    is_bot = bool(getattr(seat, "is_bot", False))
    return {"is_bot": is_bot, "bot_badge": seat.bot_badge if is_bot else ""}


def clocks_inputs(ctx: dict[str, Any]) -> dict[str, Any]:
    return {"clocks": ctx.get("clocks") or []}


def concede_inputs(ctx: dict[str, Any]) -> dict[str, Any]:
    return {"can_concede": ctx.get("can_concede", False), "series": bool(ctx.get("series")),
            "can_take_back": ctx.get("can_take_back", False)}


def result_inputs(ctx: dict[str, Any]) -> dict[str, Any]:
    return _pick(ctx, "outcome")


def turn_inputs(ctx: dict[str, Any]) -> dict[str, Any]:
    return {**_pick(ctx, "seq", "series", "decider", "seat", "decider_name", "focus_name", "turn_name",
                    "phase", "winners", "finished", "outcome"),
            "v": _pick(ctx["v"], "over", "turn", "showdown", "chain")}


def scores_inputs(ctx: dict[str, Any]) -> dict[str, Any]:
    players = [_pick(p, "name", "points", "is_me", "is_winner") for p in ctx["players"]]
    return {**_pick(ctx, "series", "teams", "no_game", "mode_score"), "players": players,
            "v": _pick(ctx["v"], "victory_score")}


def prompt_inputs(ctx: dict[str, Any]) -> dict[str, Any]:
    return {**_pick(ctx, "decider", "seat", "replay", "spectator", "series", "prompt", "decider_name",
                    "decisions", "card_actions", "turn_actions", "finished", "hint_url"),
            "v": _pick(ctx["v"], "over", "showdown", "chain")}


def chain_inputs(ctx: dict[str, Any]) -> dict[str, Any]:
    return {"chain": ctx["chain"]}


def log_inputs(ctx: dict[str, Any]) -> dict[str, Any]:
    return {"log_items": ctx["log_items"]}


def spectators_inputs(ctx: dict[str, Any]) -> dict[str, Any]:
    return {"spectators": ctx["spectators"], "away": ctx.get("away") or [], "timed": bool(ctx.get("clocks"))}


SEAT_HEAD_KEYS = ("index", "name", "team", "points", "removed", "is_me", "is_mate", "is_turn", "deciding",
                  "hand_count", "main_deck_count", "rune_deck_count")


def seat_head_inputs(ctx: dict[str, Any], p: dict[str, Any]) -> dict[str, Any]:
    """A seat's header: who, points, counts and the turn/priority/focus badges (changes often)."""
    piles = {k: [{"name": o["name"]} for o in p[k]] for k in ("trash", "banishment") if k in p}
    return {"p": {**_pick(p, *SEAT_HEAD_KEYS), **piles, "seat": _seat_of(p)}, "replay": ctx["replay"],
            "spectator": ctx["spectator"], "v": _pick(ctx["v"], "victory_score", "priority", "focus")}


def last_move_inputs(p: dict[str, Any]) -> dict[str, Any]:
    """The player's last action as this viewer reads it (changes with each of their actions)."""
    return {"p": _pick(p, "index", "last")}


def seat_row_inputs(p: dict[str, Any]) -> dict[str, Any]:
    """A seat's legend, champion and base (changes when the cards there do)."""
    return {"p": _pick(p, "index", "legend", "added_legends", "champion", "base_groups")}


def runes_inputs(p: dict[str, Any]) -> dict[str, Any]:
    return {"p": _pick(p, "index", "name", "ready_runes", "runes", "pool")}


def battlefield_inputs(b: dict[str, Any]) -> dict[str, Any]:
    sides = [{**side, "player": _pick(side["player"], "is_me", "name")} for side in b["sides"]]
    return {"b": {**b, "sides": sides}}
