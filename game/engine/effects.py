"""Card effects: a closed vocabulary of verbs, target selectors and named triggers.

A script is plain data (so test cards can carry one in YAML):

    {"targets": [{"what": "unit", "where": "battlefield", "who": "enemy"}],
     "effects": [["deal", {"amount": 4, "to": "t0"}], ["draw", {"amount": 1}]],
     "triggers": {"play": {"effects": [["draw", {"amount": 1}]]}}}

`effects` run when a spell resolves; `triggers` name an event ("play" = when you
play me, "deathknell", "attack", "defend", "conquer", "hold") and what then
happens, with its own targets. Every verb is implemented once, below. Scripts
for catalog cards live in `game/cards/` and are looked up by card name. A card
with rules text that has no script is *unimplemented* and cannot be played.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from . import layers, zones
from .cards import SUPPORTED_KEYWORDS, CardDef, text_is_keywords_only
from .errors import IllegalAction
from .events import ALL, Log
from .state import BASE, BF, CHAIN, TRASH, ChainItem, State

Script = dict[str, Any]
_SCRIPTS: dict[str, Script] = {}
_LOADED = False


def register(name: str, script: Script) -> None:
    _SCRIPTS[name] = script


def _load() -> None:
    global _LOADED
    if not _LOADED:
        _LOADED = True
        with contextlib.suppress(ImportError):
            import game.cards  # noqa: F401  (registers the card scripts)


def script_for(card: CardDef) -> Script | None:
    if card.script is not None:
        return card.script
    _load()
    return _SCRIPTS.get(card.name)


def is_implemented(card: CardDef) -> bool:
    """True when the engine plays every part of this card (no silent blanks)."""
    for name, _ in card.keywords:
        if name not in SUPPORTED_KEYWORDS:
            return False
    if script_for(card) is not None:
        return True
    if card.type == "rune" and card.supertype == "basic":
        return True
    return text_is_keywords_only(card.text)


# -- selectors ---------------------------------------------------------------------------

def matches(st: State, sel: dict[str, Any], oid: int, controller: int, source: int = -1) -> bool:
    """Whether object `oid` meets a target selector for a spell or ability of `controller`."""
    o = st.objs.get(oid)
    if o is None:
        return False
    card = st.table.defs[o.card]
    what = sel.get("what", "unit")
    if what in ("unit", "gear"):
        if card.type != what or o.zone not in (BASE, BF):
            return False
    elif what == "permanent":
        if card.type not in ("unit", "gear") or o.zone not in (BASE, BF):
            return False
    elif what == "spell":
        if o.zone != CHAIN or oid == source:
            return False
    elif what == "trash_unit" and (o.zone != TRASH or card.type != "unit" or o.owner != controller):
        return False
    where = sel.get("where", "any")
    if where == "battlefield" and o.zone != BF:
        return False
    if where == "base" and o.zone != BASE:
        return False
    who = sel.get("who", "any")
    if who == "enemy" and (o.controller == controller or o.controller in _team(st, controller)):
        return False
    if who == "friendly" and o.controller != controller and o.controller not in _team(st, controller):
        return False
    if sel.get("other") and oid == source:
        return False
    return not ("max_might" in sel and layers.might(st, oid) > sel["max_might"])


def _team(st: State, p: int) -> list[int]:
    team = st.players[p].team
    return [i for i, q in enumerate(st.players) if team and q.team == team and i != p]


def candidates(st: State, sel: dict[str, Any], controller: int, source: int = -1) -> list[int]:
    what = sel.get("what", "unit")
    if what == "spell":
        pool = [c.source for c in st.chain if c.kind == "card"]
    elif what == "trash_unit":
        pool = list(st.players[controller].trash)
    else:
        pool = []
        for p in st.players:
            pool.extend(p.base)
        for bf in st.battlefields:
            pool.extend(bf.units)
    return [oid for oid in pool if matches(st, sel, oid, controller, source)]


def target_specs(script: Script | None) -> list[dict[str, Any]]:
    return list(script.get("targets", [])) if script else []


def check_targets(st: State, specs: list[dict[str, Any]], targets: list[int], controller: int,
                  source: int, at_bf: int = -1) -> None:
    """Choose-time check (355.8-355.9); `at_bf` restricts to one battlefield (hidden, 811.1.d.2)."""
    if len(targets) != len(specs):
        raise IllegalAction(f"choose {len(specs)} target{'s' if len(specs) != 1 else ''}")
    for sel, oid in zip(specs, targets, strict=True):
        if not matches(st, sel, oid, controller, source):
            raise IllegalAction(f"{st.name(oid) if oid in st.objs else 'that'} is not a legal target")
        if at_bf >= 0 and st.objs[oid].loc != at_bf:
            raise IllegalAction("a card played from hiding must choose targets at its battlefield")


def target_choices(st: State, specs: list[dict[str, Any]], controller: int, source: int = -1,
                   at_bf: int = -1, limit: int = 64) -> list[list[int]]:
    """Every legal target list (one object per slot), up to `limit`."""
    out: list[list[int]] = [[]]
    for sel in specs:
        cands = candidates(st, sel, controller, source)
        if at_bf >= 0:
            cands = [c for c in cands if st.objs[c].loc == at_bf]
        out = [prev + [c] for prev in out for c in cands][:limit]
    return out


# -- resolution ----------------------------------------------------------------------------

@dataclass(slots=True)
class Ctx:
    st: State
    log: Log
    controller: int
    source: int
    targets: list[int | None] = field(default_factory=list)  # None: mistargeted (359.3.e)
    item: ChainItem | None = None


def _valid_targets(st: State, item: ChainItem, specs: list[dict[str, Any]]) -> list[int | None]:
    """359.3.e.2: a target is illegal if it left the board or no longer matches."""
    out: list[int | None] = []
    for i, (oid, gen) in enumerate(item.targets):
        o = st.objs.get(oid)
        sel = specs[i] if i < len(specs) else {}
        ok = o is not None and o.gen == gen and matches(st, sel, oid, item.controller, item.source)
        out.append(oid if ok else None)
    return out


def resolve_item(st: State, log: Log, item: ChainItem) -> None:
    """Execute a finalized chain item (340.1, 359.3.d)."""
    source = st.objs.get(item.source)
    key = source.card if source is not None else item.data.get("card")
    card = st.table.defs[key] if key is not None else None
    script = script_for(card) if card is not None else None
    if item.kind == "card":
        specs = target_specs(script)
        body = script.get("effects", []) if script else []
    else:
        trig = (script or {}).get("triggers", {}).get(item.effect.split(":", 1)[1], {})
        specs = target_specs(trig)
        body = trig.get("effects", [])
    ctx = Ctx(st, log, item.controller, item.source, _valid_targets(st, item, specs), item)
    log.add("resolve", f"{item.name} resolves", ALL, item=item.id)
    run(ctx, body)
    if item.kind == "card" and item.source in st.objs and st.objs[item.source].zone == CHAIN:
        zones.put(st, item.source, TRASH)  # 157: then to its owner's trash


def run(ctx: Ctx, body: list[Any]) -> None:
    for step in body:
        verb, params = step[0], (step[1] if len(step) > 1 else {})
        fn = VERBS.get(verb)
        if fn is None:
            raise ValueError(f"unknown effect verb {verb!r}")
        fn(ctx, **params)


def _objs(ctx: Ctx, ref: Any) -> list[int]:
    """Resolve a reference: "t0".. (targets), "self", "all_units_here", "enemy_units_here"."""
    st = ctx.st
    if ref == "self":
        return [ctx.source] if ctx.source in st.objs else []
    if isinstance(ref, str) and ref.startswith("t"):
        i = int(ref[1:])
        oid = ctx.targets[i] if i < len(ctx.targets) else None
        return [oid] if oid is not None else []
    if ref in ("all_units_here", "enemy_units_here"):
        src = st.objs.get(ctx.source)
        if src is None or src.zone != BF:
            return []
        units = st.battlefields[src.loc].units
        if ref == "enemy_units_here":
            return [u for u in units if st.objs[u].controller != ctx.controller]
        return list(units)
    raise ValueError(f"unknown reference {ref!r}")


# -- the verbs (each implemented once) -------------------------------------------------------

def v_deal(ctx: Ctx, amount: int, to: Any = "t0") -> None:
    """417: mark damage; lethal damage kills in the next cleanup."""
    for oid in _objs(ctx, to):
        if amount >= 1 and layers.is_unit(ctx.st, oid):
            ctx.st.w(oid).damage += amount
            ctx.log.add("deal", f"{amount} damage to {ctx.st.name(oid)}", ALL, card=oid, n=amount)


def v_heal(ctx: Ctx, to: Any = "t0") -> None:
    for oid in _objs(ctx, to):
        ctx.st.w(oid).damage = 0


def v_draw(ctx: Ctx, amount: int = 1, who: str = "you") -> None:
    zones.draw(ctx.st, ctx.log, ctx.controller, amount)


def v_stun(ctx: Ctx, to: Any = "t0") -> None:
    for oid in _objs(ctx, to):
        ctx.st.w(oid).stunned = True  # 423
        ctx.log.add("stun", f"{ctx.st.name(oid)} is stunned", ALL, card=oid)


def v_kill(ctx: Ctx, to: Any = "t0") -> None:
    for oid in _objs(ctx, to):
        zones.kill(ctx.st, ctx.log, oid)


def v_banish(ctx: Ctx, to: Any = "t0") -> None:
    for oid in _objs(ctx, to):
        zones.banish(ctx.st, ctx.log, oid)


def v_buff(ctx: Ctx, to: Any = "t0") -> None:
    for oid in _objs(ctx, to):
        o = ctx.st.w(oid)
        if o.buffs == 0:  # 426.1.b: one buff at most
            o.buffs = 1


def v_might(ctx: Ctx, amount: int, to: Any = "t0") -> None:
    """Give +N / -N Might this turn."""
    for oid in _objs(ctx, to):
        ctx.st.w(oid).might_mod += amount


def v_keyword(ctx: Ctx, name: str, value: int = 1, to: Any = "t0") -> None:
    """Give a keyword this turn (801.3.a)."""
    for oid in _objs(ctx, to):
        ctx.st.w(oid).kw_mod.append([name, value])


def v_ready(ctx: Ctx, to: Any = "t0") -> None:
    for oid in _objs(ctx, to):
        ctx.st.w(oid).exhausted = False


def v_exhaust(ctx: Ctx, to: Any = "t0") -> None:
    for oid in _objs(ctx, to):
        ctx.st.w(oid).exhausted = True


def v_recall(ctx: Ctx, to: Any = "t0") -> None:
    for oid in _objs(ctx, to):
        zones.recall(ctx.st, ctx.log, oid)


def v_return_to_hand(ctx: Ctx, to: Any = "t0") -> None:
    for oid in _objs(ctx, to):
        zones.to_hand(ctx.st, oid)


def v_channel(ctx: Ctx, amount: int = 1, exhausted: bool = False) -> None:
    zones.channel(ctx.st, ctx.log, ctx.controller, amount, exhausted)


def v_add(ctx: Ctx, energy: int = 0, power: dict[str, int] | None = None) -> None:
    from .costs import add_energy, add_power

    add_energy(ctx.st, ctx.controller, energy)
    for d, n in (power or {}).items():
        add_power(ctx.st, ctx.controller, d, n)


def v_counter(ctx: Ctx, to: Any = "t0") -> None:
    """425: the countered card leaves the chain for its owner's trash."""
    st = ctx.st
    for oid in _objs(ctx, to):
        for i, item in enumerate(st.chain):
            if item.kind == "card" and item.source == oid:
                del st.chain[i]
                zones.put(st, oid, TRASH)
                ctx.log.add("counter", f"{st.name(oid)} is countered", ALL, card=oid)
                break


def v_discard(ctx: Ctx, amount: int = 1) -> None:
    """422.4: discard as many as possible (the controller's choice: lowest ids here)."""
    hand = ctx.st.players[ctx.controller].hand
    for oid in list(hand)[:amount]:
        zones.discard(ctx.st, ctx.log, oid)


def v_points(ctx: Ctx, amount: int = 1) -> None:
    from .scoring import gain_points

    gain_points(ctx.st, ctx.log, ctx.controller, amount, ctx.st.name(ctx.source) if ctx.source in ctx.st.objs
                else "effect")


def v_token(ctx: Ctx, card: str, count: int = 1, where: str = "base") -> None:
    """439: create unit tokens (they enter exhausted, 143.4)."""
    st = ctx.st
    key = st.table.key_for(card)
    for _ in range(count):
        oid = st.new_id()
        from .state import Obj

        st.objs[oid] = Obj(oid, key, ctx.controller, ctx.controller, "chain", token=True)
        st._own.add(oid)
        src = st.objs.get(ctx.source)
        if where == "here" and src is not None and src.zone == BF:
            zones.put(st, oid, BF, controller=ctx.controller, loc=src.loc)
        else:
            zones.put(st, oid, BASE, controller=ctx.controller)
        st.w(oid).exhausted = True


VERBS: dict[str, Callable[..., None]] = {
    "deal": v_deal, "heal": v_heal, "draw": v_draw, "stun": v_stun, "kill": v_kill, "banish": v_banish,
    "buff": v_buff, "might": v_might, "keyword": v_keyword, "ready": v_ready, "exhaust": v_exhaust,
    "recall": v_recall, "return_to_hand": v_return_to_hand, "channel": v_channel, "add": v_add,
    "counter": v_counter, "discard": v_discard, "points": v_points, "token": v_token,
}


# -- triggers ------------------------------------------------------------------------------

def fire(st: State, log: Log, oid: int, trigger: str) -> None:
    """Queue the named trigger of `oid` (if its script has one) as a task (382)."""
    card = st.card(oid)
    script = script_for(card)
    if script and trigger in script.get("triggers", {}):
        st.tasks.append(["trigger", oid, trigger, st.objs[oid].controller, st.objs[oid].gen])
