"""What a card module writes scripts with (docs/cards.md): helpers that build script data, and the
small part of the engine a card module's own Python term (a verb, condition, trigger test, selector
or cost registered beside its card, `game.engine.model.registry`) may read and do. A card module imports
only the registry and this module."""

from __future__ import annotations

from typing import Any

from game.engine.model.events import ALL, Log
from game.engine.model.state import BASE, BF, State
from game.engine.ops import zones
from game.engine.read import layers
from game.engine.read.conditions import friendly, location
from game.engine.read.context import Ctx, objs, val

Step = list[Any]

# -- for a card module's Python terms ------------------------------------------------------------
__all__ = [
    "ALL", "BASE", "BF", "FRIENDLY_UNITS", "Ctx", "Log", "State", "do", "draw", "friendly", "is_unit",
    "keyword", "location", "objs", "on", "passive", "recycle", "spell", "spell_target", "trigger", "unit",
    "units_at", "val",
]
is_unit = layers.is_unit  # (st, oid): its current type is unit
keyword = layers.keyword  # (st, oid, name): the current value of a keyword, 0 when absent
draw = zones.draw  # (st, log, player, n): draw (burning out on an empty deck, 413.4)


def recycle(st: State, player: int, cards: list[int]) -> None:
    """416: put these cards of `player`'s on the bottom of their Main Deck (several in random order)."""
    zones.recycle_main(st, player, cards)


def units_at(st: State, oid: int) -> list[int]:
    """The units at the location of object `oid`: its battlefield's, or its controller's base."""
    o = st.objs.get(oid)
    if o is None or o.zone not in (BASE, BF):
        return []
    there = st.battlefields[o.loc].units if o.zone == BF else st.players[o.controller].base
    return [u for u in there if layers.is_unit(st, u)]


# -- script data ---------------------------------------------------------------------------------
def unit(where: str = "any", who: str = "any", **extra: Any) -> dict[str, Any]:
    """A target slot for a unit (`optional=True` for "up to")."""
    return {"what": "unit", "where": where, "who": who, **extra}


def spell_target() -> dict[str, Any]:
    return {"what": "spell"}


def do(verb: str, **params: Any) -> Step:
    return [verb, params]


def spell(*effects: Step, targets: list[dict[str, Any]] | None = None, **more: Any) -> dict[str, Any]:
    return {"targets": targets or [], "effects": list(effects), **more}


def trigger(*effects: Step, targets: list[dict[str, Any]] | None = None,
            cond: dict[str, Any] | None = None) -> dict[str, Any]:
    out: dict[str, Any] = {"targets": targets or [], "effects": list(effects)}
    if cond is not None:
        out["if"] = cond
    return out


def on(name: str, *effects: Step, targets: list[dict[str, Any]] | None = None,
       cond: dict[str, Any] | None = None, **more: Any) -> dict[str, Any]:
    """A script with one trigger (and any other keys, e.g. `static`)."""
    return {"triggers": {name: trigger(*effects, targets=targets, cond=cond)}, **more}


def passive(**fields: Any) -> dict[str, Any]:
    """One passive ability: `might`, `keywords`, `to`, `if`, `cost_mod`, `bonus_damage`, ..."""
    return dict(fields)


FRIENDLY_UNITS = {"who": "friendly"}
