"""The context a script's steps run in, and how steps name objects and values."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..model.events import Log
from ..model.state import ChainItem, State
from . import layers
from .conditions import friendly, location, value
from .targets import candidates, matches


@dataclass(slots=True)
class Ctx:
    st: State
    log: Log
    controller: int
    source: int
    targets: list[int | None] = field(default_factory=list)  # None: mistargeted (359.3.e)
    item: ChainItem | None = None
    data: dict[str, Any] = field(default_factory=dict)  # paid costs, "it", chosen cards
    spell: bool = False  # damage from a spell or ability (712: Bonus Damage)


def objs(ctx: Ctx, ref: Any) -> list[int]:
    """A reference: "t0".. (targets), "self", "it" (the object an earlier step chose), "chosen" (what
    a `choose` step had a player choose), "discarded" (what a `discard` step discarded), "granting" (a granted
    trigger's gear, 718.3), "made" (tokens
    played by this effect), "pt0".. (a reflexive trigger's parent effect's targets), "equipped",
    "all_units_here", "enemy_units_here", "units_at_battlefields", "friendly_units", or a selector
    dict (every object matching it, not targeted)."""
    st = ctx.st
    if ref == "self":
        return [ctx.source] if ctx.source in st.objs else []
    if ref == "it":
        oid = ctx.data.get("it")
        if oid is None or oid not in st.objs:
            return []
        gen = ctx.data.get("it_gen")  # an event's object: while it stays the same object (124.1)
        return [oid] if gen is None or st.objs[oid].gen == gen else []
    if ref in ("chosen", "discarded"):  # what a `choose` step had a player choose; what `discard` discarded
        return [oid for oid in ctx.data.get(ref, ()) if oid in st.objs]
    if ref == "targets":  # every target still legal ("move them to a single location")
        return [t for t in ctx.targets if t is not None and t in st.objs]
    if ref == "cost_unit":  # "the unit you exhausted to pay for this ability", while the same object
        paid = ctx.data.get("cost_unit")
        return [paid[0]] if paid and paid[0] in st.objs and st.objs[paid[0]].gen == paid[1] else []
    if ref == "granting":  # a granted trigger's "this": the gear that grants it (718.3), while the same object
        gear = ctx.data.get("gear")
        return [gear[0]] if gear and gear[0] in st.objs and st.objs[gear[0]].gen == gear[1] else []
    if ref == "made":  # the tokens this effect (or the effect a reflexive trigger follows) played
        return [oid for oid in ctx.data.get("made", ()) if oid in st.objs]
    if isinstance(ref, str) and ref.startswith("pt") and ref[2:].isdigit():  # the parent effect's targets
        i = int(ref[2:])
        parent = ctx.data.get("parent") or []
        entry = parent[i] if i < len(parent) else None
        same = entry is not None and entry[0] in st.objs and st.objs[entry[0]].gen == entry[1]
        return [entry[0]] if same else []
    if isinstance(ref, str) and ref.startswith("t") and ref[1:].isdigit():
        i = int(ref[1:])
        oid = ctx.targets[i] if i < len(ctx.targets) else None
        return [oid] if oid is not None and oid in st.objs else []
    if isinstance(ref, dict) and "units_at" in ref:  # units at a chosen battlefield
        where = objs(ctx, ref["units_at"])
        here = location(st, where[0]) if where else -1
        sel = {"who": ref.get("who", "any")}
        return [u for u in (st.battlefields[here].units if here >= 0 else [])
                if matches(st, sel, u, ctx.controller, ctx.source)]
    if isinstance(ref, dict):
        found = candidates(st, ref, ctx.controller, ctx.source, choosing=False)
        if "except" in ref:  # "all other enemy units here": every match but that one
            left_out = set(objs(ctx, ref["except"]))
            found = [oid for oid in found if oid not in left_out]
        return found
    if ref in ("all_units_here", "enemy_units_here"):
        here = location(st, ctx.source)
        if here < 0:
            return []
        units = [u for u in st.battlefields[here].units if layers.is_unit(st, u)]
        if ref == "enemy_units_here":
            return [u for u in units if not friendly(st, st.objs[u].controller, ctx.controller)]
        return units
    if ref == "units_at_battlefields":
        return [u for b in st.battlefields for u in b.units if layers.is_unit(st, u)]
    if ref == "friendly_units":
        return candidates(st, {"who": "friendly"}, ctx.controller, choosing=False)
    raise ValueError(f"unknown reference {ref!r}")


class Refs:
    """Reads references for a value: called, the first object a reference names (or None); `all`,
    every one of them ("for each buff spent": `count_of`)."""

    def __init__(self, ctx: Ctx) -> None:
        self.ctx = ctx

    def __call__(self, ref: Any) -> int | None:
        return next(iter(objs(self.ctx, ref)), None)

    def all(self, ref: Any) -> list[int]:
        return objs(self.ctx, ref)


def val(ctx: Ctx, v: Any) -> int:
    return value(ctx.st, v, ctx.controller, ctx.source, ref=Refs(ctx))
