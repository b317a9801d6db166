"""Card effects: a closed vocabulary of verbs, target selectors and named triggers.

A script is plain data (so test cards can carry one in YAML); docs/cards.md is the guide.

    {"targets": [{"what": "unit", "where": "battlefield", "who": "enemy"}],
     "effects": [["deal", {"amount": 4, "to": "t0"}], ["draw", {"amount": 1}]],
     "triggers": {"play": {"effects": [["draw", {"amount": 1}]]}},
     "static": [{"might": 1, "to": {"who": "friendly", "other": true, "here": true}}],
     "abilities": [{"cost": {"exhaust": true}, "targets": [...], "effects": [...]}],
     "additional_cost": {"optional": true, "power": ["calm"]},
     "cost_mod": {"energy": {"neg": {"max_might": "friendly"}}},
     "replace": {"die": {"to": {"who": "friendly"}, "effects": [...]}}}

`effects` run when a spell resolves; `triggers` name an event and what then happens, with
its own targets (see `TRIGGERS`); `static` are passives read by layers.py; `abilities` are
activated abilities (abilities.py). Every verb is implemented once, below. Scripts for
catalog cards live in `game/cards/` and are looked up by card name. A card with rules text
that has no script is *unimplemented* and cannot be played.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from . import layers, zones
from .cards import SUPPORTED_KEYWORDS, CardDef, text_is_keywords_only
from .conditions import friendly, holds, location, value
from .errors import IllegalAction
from .events import ALL, Log
from .state import BASE, BF, CHAIN, HAND, LEGEND, TRASH, ChainItem, Pending, State

Script = dict[str, Any]
_SCRIPTS: dict[str, Script] = {}
_LOADED = False

# Named triggers: "play" (me played), "deathknell", "attack", "defend", "conquer", "hold" (a
# battlefield's, and each of its controller's objects'), "move" (I moved), "start_beginning",
# "end_turn", "discard" (you discarded), "stun_enemy" (you stunned an enemy unit),
# "play_spell" (you played a spell).
TRIGGERS = frozenset({"play", "deathknell", "attack", "defend", "conquer", "hold", "move", "start_beginning",
                      "end_turn", "discard", "stun_enemy", "play_spell"})


# Triggered abilities that keywords define (the card's text need not script them).
KEYWORD_TRIGGERS: dict[str, Script] = {
    "vision": {"effects": [["predict", {}]]},  # 817.1.b
    # 819.1.d: "When you play this, attach it to a unit you control."
    "quick_draw": {"targets": [{"what": "unit", "who": "you"}], "effects": [["attach", {"gear": "self", "to": "t0"}]]},
}


def trigger_def(card: CardDef, name: str) -> Script:
    """The trigger `name` of a card: its script's, else a keyword's (Vision, Quick-Draw)."""
    trig = ((script_for(card) or {}).get("triggers") or {}).get(name)
    return trig if trig is not None else KEYWORD_TRIGGERS.get(name, {})


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
    return _SCRIPTS.get(card.key) or _SCRIPTS.get(card.name)


def is_implemented(card: CardDef) -> bool:
    """True when the engine plays every part of this card (no silent blanks)."""
    for name, _ in card.keywords:
        if name not in SUPPORTED_KEYWORDS:
            return False
    script = script_for(card)
    if script is not None:
        return "unsupported" not in script  # a known gap a set module records with its reason
    if card.type == "rune" and card.supertype == "basic":
        return True
    return text_is_keywords_only(card.text)


# -- selectors ---------------------------------------------------------------------------

def matches(st: State, sel: dict[str, Any], oid: int, controller: int, source: int = -1,
            chosen: list[int] | None = None, choosing: bool = False) -> bool:
    """Whether object `oid` meets a target selector for a spell or ability of `controller`.

    Keys: what (unit, gear, equipment, permanent, spell, trash_unit, trash_spell), where
    (battlefield, base, here), who (friendly, enemy, any), other (not the source),
    max_might, attacking, differs (index of an earlier target it must differ from)."""
    o = st.objs.get(oid)
    if o is None:
        return False
    card = st.table.defs[o.card]
    what = sel.get("what", "unit")
    if what in ("unit", "gear"):
        if card.type != what or o.zone not in (BASE, BF):
            return False
    elif what == "equipment":
        if card.type != "gear" or "Equipment" not in card.tags or o.zone not in (BASE, BF):
            return False
    elif what == "permanent":
        if card.type not in ("unit", "gear") or o.zone not in (BASE, BF):
            return False
    elif what == "battlefield":
        return card.type == "battlefield" and location(st, oid) >= 0
    elif what == "spell":
        if o.zone != CHAIN or oid == source:
            return False
    elif what in ("trash_unit", "trash_spell") and (o.zone != TRASH or card.type != what[6:]
                                                  or o.owner != controller):
        return False
    where = sel.get("where", "any")
    if where == "battlefield" and o.zone != BF:
        return False
    if where == "base" and o.zone != BASE:
        return False
    if where == "here":
        here = location(st, source)
        if here < 0 or o.zone != BF or o.loc != here:
            return False
    who = sel.get("who", "any")
    if who == "enemy" and friendly(st, o.controller, controller):
        return False
    if who == "friendly" and not friendly(st, o.controller, controller):
        return False
    if who == "you" and o.controller != controller:  # "a unit you control"
        return False
    if sel.get("other") and oid == source:
        return False
    if sel.get("attacking") and o.designation != "attacker":
        return False
    if "differs" in sel and chosen is not None and sel["differs"] < len(chosen) and chosen[sel["differs"]] == oid:
        return False
    if choosing and o.zone in (BASE, BF) and not friendly(st, o.controller, controller) \
            and layers.passive_flag(st, oid, "untargetable"):
        return False  # "can't be chosen by enemy spells and abilities"
    return not ("max_might" in sel and layers.might(st, oid) > sel["max_might"])


def candidates(st: State, sel: dict[str, Any], controller: int, source: int = -1,
               chosen: list[int] | None = None, choosing: bool = True) -> list[int]:
    what = sel.get("what", "unit")
    if what == "spell":
        pool = [c.source for c in st.chain if c.kind == "card"]
    elif what == "battlefield":
        pool = [b.obj for b in st.battlefields]
    elif what in ("trash_unit", "trash_spell"):
        pool = list(st.players[controller].trash)
    else:
        pool = []
        for p in st.players:
            pool.extend(p.base)
        for bf in st.battlefields:
            pool.extend(bf.units)
    return [oid for oid in pool if matches(st, sel, oid, controller, source, chosen, choosing)]


def target_specs(script: Script | None) -> list[dict[str, Any]]:
    return list(script.get("targets", [])) if script else []


def _required(specs: list[dict[str, Any]]) -> int:
    """Slots before the first optional ("up to") slot must be filled."""
    for i, sel in enumerate(specs):
        if sel.get("optional"):
            return i
    return len(specs)


def check_targets(st: State, specs: list[dict[str, Any]], targets: list[int], controller: int,
                  source: int, at_bf: int = -1) -> None:
    """Choose-time check (355.8-355.9); `at_bf` restricts to one battlefield (hidden, 811.1.d.2)."""
    need = _required(specs)
    if not need <= len(targets) <= len(specs):
        n = len(specs)
        raise IllegalAction(f"choose {n} target{'s' if n != 1 else ''}" if need == n
                            else f"choose {need} to {n} targets")
    for i, (sel, oid) in enumerate(zip(specs, targets, strict=False)):
        if not matches(st, sel, oid, controller, source, targets[:i], choosing=True):
            raise IllegalAction(f"{st.name(oid) if oid in st.objs else 'that'} is not a legal target")
        if at_bf >= 0 and st.objs[oid].loc != at_bf:
            raise IllegalAction("a card played from hiding must choose targets at its battlefield")


def target_choices(st: State, specs: list[dict[str, Any]], controller: int, source: int = -1,
                   at_bf: int = -1, limit: int = 64) -> list[list[int]]:
    """Every legal target list (one object per slot; optional slots filled when possible)."""
    out: list[list[int]] = [[]]
    for sel in specs:
        nxt: list[list[int]] = []
        for prev in out:
            cands = candidates(st, sel, controller, source, prev)
            if at_bf >= 0:
                cands = [c for c in cands if st.objs[c].loc == at_bf]
            if not cands and sel.get("optional"):
                nxt.append(prev)
            nxt.extend(prev + [c] for c in cands)
        out = nxt[:limit]
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
    data: dict[str, Any] = field(default_factory=dict)  # paid costs, "it", chosen cards
    spell: bool = False  # damage from a spell or ability (712: Bonus Damage)


def _valid_targets(st: State, item: ChainItem, specs: list[dict[str, Any]]) -> list[int | None]:
    """359.3.e.2: a target is illegal if it left the board or no longer matches."""
    out: list[int | None] = []
    for i, (oid, gen) in enumerate(item.targets):
        o = st.objs.get(oid)
        sel = specs[i] if i < len(specs) else {}
        ok = o is not None and o.gen == gen and matches(st, sel, oid, item.controller, item.source)
        out.append(oid if ok else None)
    return out


def item_script(st: State, item: ChainItem) -> tuple[list[dict[str, Any]], list[Any]]:
    """(target specs, effect steps) of a chain item: a spell, a trigger or an activated ability."""
    source = st.objs.get(item.source)
    key = item.data.get("card") or (source.card if source is not None else None)
    card = st.table.defs[key] if key is not None else None
    script = (script_for(card) if card is not None else None) or {}
    if item.kind == "card":
        return target_specs(script), script.get("effects", [])
    kind, _, name = item.effect.partition(":")
    if kind == "trigger":
        trig = trigger_def(card, name) if card is not None else {}
        return target_specs(trig), trig.get("effects", [])
    from .abilities import ability_list

    ab = ability_list(st, card, item.source)[int(name)] if card is not None else {}
    return target_specs(ab), ab.get("effects", [])


def resolve_item(st: State, log: Log, item: ChainItem) -> None:
    """Execute a finalized chain item (340.1, 359.3.d); Repeat runs the steps again (820.1.d)."""
    specs, body = item_script(st, item)
    ctx = Ctx(st, log, item.controller, item.source, _valid_targets(st, item, specs), item, dict(item.data),
              spell=True)
    log.add("resolve", f"{item.name} resolves", ALL, item=item.id)
    steps = list(body) * (1 + int(item.data.get("repeat", 0)))
    if item.kind == "card":
        steps.append(["_to_trash", {}])
    run(ctx, steps)


def run(ctx: Ctx, body: list[Any]) -> None:
    """Run steps in order. A step that needs a decision sets `st.pending` and returns False;
    the rest of the steps wait in the pending record and `answer` carries on (resumable)."""
    for i, step in enumerate(body):
        verb, params = step[0], (step[1] if len(step) > 1 else {})
        fn = VERBS.get(verb)
        if fn is None:
            raise ValueError(f"unknown effect verb {verb!r}")
        if fn(ctx, **params) is False:
            p = ctx.st.pending
            assert p is not None
            rest = p.data.pop("tail", []) + list(body[i + 1:])
            p.data["resume"] = {"controller": ctx.controller, "source": ctx.source, "targets": ctx.targets,
                                "data": ctx.data, "spell": ctx.spell, "rest": rest}
            ctx.st.priority = -1
            return


def _resume_ctx(st: State, log: Log, pending: Pending) -> Ctx:
    r = pending.data["resume"]
    return Ctx(st, log, r["controller"], r["source"], list(r["targets"]), None, dict(r["data"]), r["spell"])


def answer(st: State, log: Log, player: int, choice: dict[str, Any]) -> None:
    """Answer a decision an effect asked for (`may`, `choose_cards`, `split_damage`), then carry on
    with the remaining steps of the effect. Refuses an answer that isn't legal."""
    pending = st.pending
    assert pending is not None
    kind, opts = pending.kind, pending.options
    ctx = _resume_ctx(st, log, pending)
    rest = list(pending.data["resume"]["rest"])
    if kind == "may":
        yes = choice.get("yes", choice.get(True))  # YAML 1.1 reads a bare `yes:` key as True
        if not isinstance(yes, bool):
            raise IllegalAction("answer yes: true or yes: false")
        cost = pending.data.get("cost")
        if yes and cost:
            from .abilities import can_pay_resources, pay_resources

            if not can_pay_resources(st, player, cost):
                raise IllegalAction("you can't pay that cost; answer yes: false")
            pay_resources(st, log, player, cost)
        st.pending = None
        steps = pending.data["then"] if yes else pending.data.get("otherwise", [])
        run(ctx, list(steps) + rest)
    elif kind == "choose_cards":
        cards = _picked(choice, opts, pending.data["count"])
        st.pending = None
        _finish_cards(ctx, pending.data["purpose"], cards)
        run(ctx, rest)
    elif kind == "split_damage":
        split = check_split(choice, opts, pending.data["amount"])
        st.pending = None
        for oid, n in split.items():
            if n:
                _deal_one(ctx, oid, n)
        run(ctx, rest)
    else:
        raise IllegalAction(f"unknown decision {kind!r}")


def _picked(choice: dict[str, Any], offered: list[Any], n: int) -> list[int]:
    try:
        cards = [int(c) for c in choice.get("cards", [])]
    except (TypeError, ValueError):
        raise IllegalAction("cards must be card ids") from None
    if len(cards) != n or len(set(cards)) != n or any(c not in offered for c in cards):
        raise IllegalAction(f"choose {n} different card{'s' if n != 1 else ''} from those offered")
    return cards


def check_split(choice: dict[str, Any], units: list[Any], total: int) -> dict[int, int]:
    """A `split_damage` answer: every offered unit 0 or more, exactly `total` in all."""
    try:
        split = {int(k): int(v) for k, v in dict(choice.get("split", {})).items()}
    except (TypeError, ValueError):
        raise IllegalAction("split maps unit ids to amounts") from None
    if any(k not in units for k in split):
        raise IllegalAction("damage can be split only among the offered units")
    if any(v < 0 for v in split.values()) or sum(split.values()) != total:
        raise IllegalAction(f"split exactly {total} damage among the offered units")
    return split


def _objs(ctx: Ctx, ref: Any) -> list[int]:
    """A reference: "t0".. (targets), "self", "it" (the object an earlier step chose), "equipped",
    "all_units_here", "enemy_units_here", "units_at_battlefields", "friendly_units", or a selector
    dict (every object matching it, not targeted)."""
    st = ctx.st
    if ref == "self":
        return [ctx.source] if ctx.source in st.objs else []
    if ref == "it":
        oid = ctx.data.get("it")
        return [oid] if oid is not None and oid in st.objs else []
    if isinstance(ref, str) and ref.startswith("t") and ref[1:].isdigit():
        i = int(ref[1:])
        oid = ctx.targets[i] if i < len(ctx.targets) else None
        return [oid] if oid is not None and oid in st.objs else []
    if isinstance(ref, dict) and "units_at" in ref:  # units at a chosen battlefield
        where = _objs(ctx, ref["units_at"])
        here = location(st, where[0]) if where else -1
        sel = {"who": ref.get("who", "any")}
        return [u for u in (st.battlefields[here].units if here >= 0 else [])
                if matches(st, sel, u, ctx.controller, ctx.source)]
    if isinstance(ref, dict):
        return candidates(st, ref, ctx.controller, ctx.source, choosing=False)
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


def _val(ctx: Ctx, v: Any) -> int:
    return value(ctx.st, v, ctx.controller, ctx.source, ref=lambda r: next(iter(_objs(ctx, r)), None))


# -- damage (417, 437 Prevent, 712 Bonus Damage) ---------------------------------------------

def bonus_damage(st: State, controller: int) -> int:
    """712-714: Bonus Damage on a Deal by `controller`'s spells and abilities (summed, never < 0)."""
    total = 0
    for src, s in layers.statics(st):
        if "bonus_damage" in s and st.objs[src].controller == controller:
            total += s["bonus_damage"]
    return max(0, total)


def damage_taken(st: State, oid: int, amount: int) -> int:
    """How much of `amount` a unit actually takes (prevention passives: 437)."""
    return 0 if layers.passive_flag(st, oid, "no_damage") else amount


def _deal_one(ctx: Ctx, oid: int, amount: int) -> None:
    st = ctx.st
    if oid not in st.objs or not layers.is_unit(st, oid) or st.objs[oid].zone not in (BASE, BF):
        return
    if ctx.spell:
        amount += bonus_damage(st, ctx.controller)
    amount = damage_taken(st, oid, amount)
    if amount >= 1:
        st.w(oid).damage += amount
        st.w(oid).extra["hit_by"] = ctx.controller  # kill attribution (who dealt the last damage)
        ctx.log.add("deal", f"{amount} damage to {st.name(oid)}", ALL, card=oid, n=amount)


# -- the verbs (each implemented once) -------------------------------------------------------

def v_deal(ctx: Ctx, amount: Any, to: Any = "t0") -> None:
    """417: mark damage; lethal damage kills in the next cleanup. `amount` may be a value."""
    n = _val(ctx, amount)
    for oid in _objs(ctx, to):
        _deal_one(ctx, oid, n)


def v_split_deal(ctx: Ctx, amount: int, among: Any) -> bool | None:
    """'Deal N split among any number of ...': the controller divides the damage (a decision)."""
    units = _objs(ctx, among)
    if not units:
        return None
    if len(units) == 1:
        _deal_one(ctx, units[0], amount)
        return None
    ctx.st.pending = Pending("split_damage", ctx.controller, units, {"amount": amount})
    return False


def split_choices(st: State, units: list[int], total: int, limit: int = 64) -> list[dict[int, int]]:
    """Splits of `total` damage among `units` to offer as answers: every split when there are at
    most `limit`, else a compact set (all on one unit; lethal damage unit by unit starting from
    each unit; an even spread). `answer` accepts any legal split, listed or not."""
    from math import comb

    n = len(units)
    if comb(total + n - 1, n - 1) <= limit:
        out: list[dict[int, int]] = []

        def fill(i: int, left: int, acc: dict[int, int]) -> None:
            if i == n - 1:
                out.append({**acc, units[i]: left})
                return
            for k in range(left + 1):
                fill(i + 1, left - k, {**acc, units[i]: k})

        fill(0, total, {})
        return out
    need = {u: max(1, layers.might(st, u) - st.objs[u].damage) for u in units}
    found: list[dict[int, int]] = []
    for first in range(n):
        found.append({u: (total if u == units[first] else 0) for u in units})
        order = units[first:] + units[:first]
        left, split = total, dict.fromkeys(units, 0)
        for u in order:
            k = min(left, need[u])
            split[u] += k
            left -= k
        split[order[0]] += left
        found.append(split)
    even = {u: total // n + (1 if i < total % n else 0) for i, u in enumerate(units)}
    found.append(even)
    out = []
    for f in found:
        if f not in out:
            out.append(f)
    return out


def v_heal(ctx: Ctx, to: Any = "t0") -> None:
    for oid in _objs(ctx, to):
        ctx.st.w(oid).damage = 0


def v_draw(ctx: Ctx, amount: Any = 1) -> None:
    zones.draw(ctx.st, ctx.log, ctx.controller, _val(ctx, amount))


def v_stun(ctx: Ctx, to: Any = "t0") -> None:
    st = ctx.st
    for oid in _objs(ctx, to):
        st.w(oid).stunned = True  # 423
        ctx.log.add("stun", f"{st.name(oid)} is stunned", ALL, card=oid)
        if not friendly(st, st.objs[oid].controller, ctx.controller):
            broadcast(st, ctx.log, "stun_enemy", ctx.controller)


def v_kill(ctx: Ctx, to: Any = "t0") -> None:
    for oid in _objs(ctx, to):
        if oid in ctx.st.objs and ctx.st.objs[oid].zone in (BASE, BF):
            ctx.st.w(oid).extra["hit_by"] = ctx.controller
            zones.kill(ctx.st, ctx.log, oid)


def v_banish(ctx: Ctx, to: Any = "t0") -> None:
    for oid in _objs(ctx, to):
        zones.banish(ctx.st, ctx.log, oid)


def v_buff(ctx: Ctx, to: Any = "t0") -> None:
    for oid in _objs(ctx, to):
        o = ctx.st.w(oid)
        if o.buffs == 0:  # 426.1.b: one buff at most
            o.buffs = 1


def v_might(ctx: Ctx, amount: Any, to: Any = "t0", min: int | None = None) -> None:
    """+N / -N Might this turn; a minimum is snapshotted when applied (477.3.b)."""
    n = _val(ctx, amount)
    for oid in _objs(ctx, to):
        d = n
        if min is not None and d < 0:
            d = -max(0, layers.might(ctx.st, oid) - max(min, layers.might(ctx.st, oid) + d))
        if n > 0 and d < 0:
            d = 0  # 477.3.c: never increase by a negative amount
        ctx.st.w(oid).might_mod += d


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


def v_move_to_base(ctx: Ctx, to: Any = "t0") -> None:
    """An effect moves a unit from a battlefield to its base (a move, unlike recall: 454)."""
    st = ctx.st
    for oid in _objs(ctx, to):
        o = st.objs[oid]
        if o.zone == BF:
            zones.put(st, oid, BASE, controller=o.controller)
            ctx.log.add("move", f"{st.name(oid)} moves to base", ALL, card=oid)
            note_move(st, ctx.log, oid)


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


def _choose_cards(ctx: Ctx, purpose: str, pool: list[int], n: int) -> bool | None:
    """The controller picks n cards of `pool` (all of them when there are no more than n): a
    `choose_cards` decision whose `purpose` says what happens to them."""
    if n <= 0 or not pool:
        return None
    if len(pool) <= n:
        _finish_cards(ctx, purpose, list(pool))
        return None
    ctx.st.pending = Pending("choose_cards", ctx.controller, list(pool), {"count": n, "purpose": purpose})
    return False


def _finish_cards(ctx: Ctx, purpose: str, cards: list[int]) -> None:
    st, log = ctx.st, ctx.log
    if purpose == "discard":  # 422.4
        zones.discard_cards(st, log, ctx.controller, cards)
    elif purpose == "recycle_trash":  # 416.5
        zones.recycle_main(st, ctx.controller, cards)
        log.add("recycle", f"{st.players[ctx.controller].name} recycles {len(cards)} from their trash", ALL)
    else:
        raise ValueError(f"unknown card choice {purpose!r}")


def v_discard(ctx: Ctx, amount: Any = 1) -> bool | None:
    """422.4: discard as many as possible; the controller chooses which (zones.ask_discard).
    The rest of the effect waits for the answer."""
    return False if zones.ask_discard(ctx.st, ctx.log, ctx.controller, _val(ctx, amount)) else None


def v_recycle_trash(ctx: Ctx, amount: int = 1) -> bool | None:
    """'Recycle N from your trash' (416): the controller chooses which."""
    return _choose_cards(ctx, "recycle_trash", list(ctx.st.players[ctx.controller].trash), amount)


def v_points(ctx: Ctx, amount: int = 1) -> None:
    from .scoring import gain_points

    gain_points(ctx.st, ctx.log, ctx.controller, amount, ctx.st.name(ctx.source) if ctx.source in ctx.st.objs
                else "effect")


def v_token(ctx: Ctx, card: str, count: int = 1, where: str = "base", ready: bool = False) -> None:
    """439: create unit tokens (they enter exhausted, 143.4)."""
    from .state import Obj

    st = ctx.st
    if card not in st.table.by_name and card not in st.table.defs:
        from .cards import default_catalog

        found = default_catalog().find(card)
        if found is None:
            raise ValueError(f"unknown token {card!r}")
        st.table.add(found)  # card facts are immutable: adding one to the shared table is safe
    key = st.table.key_for(card)
    src = st.objs.get(ctx.source)
    loc = src.loc if where == "here" and src is not None and src.zone == BF else -1
    for _ in range(count):  # created on the board directly (a token leaving the board ceases, 186.1)
        oid = st.new_id()
        st.objs[oid] = Obj(oid, key, ctx.controller, ctx.controller, BF if loc >= 0 else BASE, loc, token=True)
        st._own.add(oid)
        (st.battlefields[loc].units if loc >= 0 else st.players[ctx.controller].base).append(oid)
        st.objs[oid].exhausted = not ready
        ctx.log.add("token", f"{st.players[ctx.controller].name} plays a {st.table.defs[key].name} token", ALL,
                    card=oid)


def v_if(ctx: Ctx, cond: dict[str, Any], then: list[Any], otherwise: list[Any] | None = None) -> bool | None:
    """A conditional instruction ("if you paid the additional cost, draw 1")."""
    ok = holds(ctx.st, cond, ctx.controller, ctx.source, data=ctx.data)
    return _nested(ctx, then if ok else (otherwise or []))


def _nested(ctx: Ctx, steps: list[Any]) -> bool | None:
    """Run nested steps; if one waits for a decision, keep the later nested steps with it."""
    for i, step in enumerate(steps):
        fn = VERBS[step[0]]
        if fn(ctx, **(step[1] if len(step) > 1 else {})) is False:
            pend = ctx.st.pending
            assert pend is not None
            pend.data["tail"] = steps[i + 1:]
            return False
    return None


def v_may(ctx: Ctx, then: list[Any], cost: dict[str, Any] | None = None,
          otherwise: list[Any] | None = None) -> bool:
    """"You may [do X]" / "you may pay [cost] to [do Y]" (385-386): the controller decides."""
    ctx.st.pending = Pending("may", ctx.controller, [True, False],
                             {"then": then, "cost": cost, "otherwise": otherwise or []})
    return False


def v_xp(ctx: Ctx, amount: Any = 1) -> None:
    """728 / 823.1.c.1: gain XP."""
    p = ctx.st.players[ctx.controller]
    p.extra["xp"] = p.extra.get("xp", 0) + _val(ctx, amount)


def v_attach(ctx: Ctx, gear: Any = "self", to: Any = "t0") -> None:
    """434: attach a gear to a unit you control."""
    from .equipment import attach

    units = _objs(ctx, to)
    for g in _objs(ctx, gear):
        if units and ctx.st.objs[g].zone in (BASE, BF):
            attach(ctx.st, ctx.log, g, units[0])


def v_predict(ctx: Ctx, amount: int = 1) -> bool | None:
    """Predict / Vision (817.1.b): look at the top card of your Main Deck; you may recycle it."""
    deck = ctx.st.players[ctx.controller].main_deck
    if not deck:
        return None
    top = deck[0]
    ctx.log.add("look", f"you look at {ctx.st.name(top)}", ctx.controller, card=top)
    return v_may(ctx, then=[["_recycle_top", {"card": top}]])


def v_recycle_top(ctx: Ctx, card: int) -> None:
    deck = ctx.st.players[ctx.controller].main_deck
    if deck and deck[0] == card:
        zones.put(ctx.st, card, "main_deck")


def v_ready_runes(ctx: Ctx, amount: int = 1) -> None:
    """"Ready up to N runes" (exhausted ones, in board order)."""
    st = ctx.st
    done = 0
    for oid in st.players[ctx.controller].runes:
        if done < amount and st.objs[oid].exhausted:
            st.w(oid).exhausted = False
            done += 1


def v_save_from_death(ctx: Ctx, to: Any = "t0") -> None:
    """A delayed replacement for this turn: "the next time it would die this turn, heal it,
    exhaust it and recall it instead" (367, 389)."""
    for oid in _objs(ctx, to):
        ctx.st.w(oid).extra["saved"] = ctx.st.turn_number


def v_buff_bonus(ctx: Ctx, amount: int = 1) -> None:
    """"Buffs give an additional +N Might to friendly units this turn" (701)."""
    p = ctx.st.players[ctx.controller]
    mark = p.extra.get("buff_bonus")
    n = (mark[1] if mark and mark[0] == ctx.st.turn_number else 0) + amount
    p.extra["buff_bonus"] = [ctx.st.turn_number, n]


def v_return_to_hand_from_trash(ctx: Ctx, to: Any = "t0") -> None:
    for oid in _objs(ctx, to):
        o = ctx.st.objs.get(oid)
        if o is not None and o.zone == TRASH:
            zones.put(ctx.st, oid, HAND)


def v_to_trash(ctx: Ctx) -> None:
    """157: a resolved spell goes to its owner's trash."""
    st = ctx.st
    if ctx.source in st.objs and st.objs[ctx.source].zone == CHAIN:
        zones.put(st, ctx.source, TRASH)


def v_set_it(ctx: Ctx, ref: Any) -> None:
    """Remember an object for later steps ("it")."""
    found = _objs(ctx, ref)
    ctx.data["it"] = found[0] if found else None


VERBS: dict[str, Callable[..., Any]] = {
    "deal": v_deal, "split_deal": v_split_deal, "heal": v_heal, "draw": v_draw, "stun": v_stun, "kill": v_kill,
    "banish": v_banish, "buff": v_buff, "might": v_might, "keyword": v_keyword, "ready": v_ready,
    "exhaust": v_exhaust, "recall": v_recall, "return_to_hand": v_return_to_hand,
    "move_to_base": v_move_to_base, "channel": v_channel,
    "add": v_add, "counter": v_counter, "discard": v_discard, "recycle_trash": v_recycle_trash,
    "points": v_points, "token": v_token, "if": v_if, "may": v_may, "xp": v_xp, "attach": v_attach,
    "predict": v_predict, "_recycle_top": v_recycle_top, "ready_runes": v_ready_runes,
    "save_from_death": v_save_from_death, "buff_bonus": v_buff_bonus,
    "return_from_trash": v_return_to_hand_from_trash, "_to_trash": v_to_trash, "set_it": v_set_it,
}


# -- replacement effects (367-373) -----------------------------------------------------------

def replace_death(st: State, log: Log, oid: int) -> bool:
    """Apply a replacement to a unit that would die; True if its death was replaced.

    Sources, in this order (372.1: the affected unit's controller orders them; the engine
    applies one per death, first the unit's own delayed save, then passives by object id):
    a "save_from_death" mark for this turn, then `replace: {die: ...}` passives (Zhonya's
    Hourglass, an attached Guardian Angel). Each applies once to an event (370.2)."""
    o = st.objs.get(oid)
    if o is None or not layers.is_unit(st, oid) or o.zone not in (BASE, BF):
        return False
    if o.extra.get("saved") == st.turn_number:
        del st.w(oid).extra["saved"]
        _rescue(st, log, oid)
        return True
    for src, s in layers.statics(st):
        if not s.get("replace_die"):
            continue
        from .conditions import in_scope

        if not in_scope(st, s.get("to", "self"), src, oid):
            continue
        gear = s.get("_gear")
        killed = gear if gear is not None else src
        if killed == oid or killed not in st.objs:
            continue
        log.add("replace", f"{st.name(killed)} dies instead of {st.name(oid)}", ALL, card=killed)
        zones.kill(st, log, killed)
        _rescue(st, log, oid)
        return True
    return False


def _rescue(st: State, log: Log, oid: int) -> None:
    """Heal it, exhaust it, and recall it (not a move)."""
    w = st.w(oid)
    w.damage = 0
    w.exhausted = True
    zones.recall(st, log, oid)


# -- triggers ------------------------------------------------------------------------------

def _queue(st: State, oid: int, trigger: str, controller: int) -> None:
    st.tasks.append(["trigger", oid, trigger, controller, st.objs[oid].gen])


def _trigger_ok(st: State, oid: int, trig: dict[str, Any], controller: int, data: dict[str, Any]) -> bool:
    return holds(st, trig.get("if"), controller, oid, data=data)


def fire(st: State, log: Log, oid: int, trigger: str, data: dict[str, Any] | None = None) -> None:
    """Queue the named trigger of `oid` (if its script has one and its condition holds, 383.2)."""
    if oid not in st.objs:
        return
    o = st.objs[oid]
    card = st.card(oid)
    script = script_for(card)
    if trigger == "play" and "Vision" in dict(card.keywords):
        _queue_vision(st, oid, o.controller)
    if trigger == "play" and card.has("Quick-Draw"):  # 819.1.d, 819.2: one trigger however many
        _queue(st, oid, "quick_draw", o.controller)
    controller = o.controller
    if card.type == "battlefield":
        here = location(st, oid)
        controller = st.battlefields[here].controller if here >= 0 else -1
    trig = (script or {}).get("triggers", {}).get(trigger)
    if trig is not None and controller >= 0 and _trigger_ok(st, oid, trig, controller, data or {}):
        _queue(st, oid, trigger, controller)
    if trigger in ("conquer", "hold") and card.type == "battlefield":
        for i, b in enumerate(st.battlefields):
            if b.obj == oid and b.controller >= 0:
                broadcast(st, log, trigger, b.controller, {"bf": i})
                for u in list(b.units):  # 823: Hunt
                    hunt = layers.keyword(st, u, "Hunt") if u in st.objs else 0
                    if hunt and st.objs[u].controller == b.controller:
                        p = st.players[b.controller]
                        p.extra["xp"] = p.extra.get("xp", 0) + hunt
                        log.add("xp", f"{p.name} gains {hunt} XP (Hunt)", ALL, player=b.controller)


def _queue_vision(st: State, oid: int, controller: int) -> None:
    """817: Vision is "when this is played, predict" (one trigger per instance)."""
    for _ in range(dict(st.card(oid).keywords).get("Vision", 0)):
        st.tasks.append(["trigger", oid, "vision", controller, st.objs[oid].gen])


def broadcast(st: State, log: Log, event: str, player: int, data: dict[str, Any] | None = None) -> None:
    """An event of `player` ("when you ..."): queue that trigger of each of their objects on the
    board and of their legend whose condition holds."""
    data = data or {}
    owned = list(st.players[player].base) + [u for b in st.battlefields for u in b.units]
    if st.players[player].legend >= 0:
        owned.append(st.players[player].legend)
    for oid in owned:
        o = st.objs.get(oid)
        if o is None or o.controller != player or o.zone not in (BASE, BF, LEGEND):
            continue
        script = script_for(st.card(oid))
        trig = (script or {}).get("triggers", {}).get(event)
        if trig is not None and _trigger_ok(st, oid, trig, player, data):
            _queue(st, oid, event, player)


def note_move(st: State, log: Log, oid: int) -> None:
    """Count a unit's moves this turn and fire its "move" trigger (Yasuo, Windrider; Kayn)."""
    from .conditions import moves_this_turn

    n = moves_this_turn(st, oid) + 1
    st.w(oid).extra["moves"] = [st.turn_number, n]
    fire(st, log, oid, "move", {"moves": n})
