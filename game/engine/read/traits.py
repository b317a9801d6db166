"""Layer 1, trait-altering effects (479.2): copy effects (479.1.b), tags granted by passives or
effects, and "Might becomes N" (479.2.a), applied before abilities (layer 2) and arithmetic
(layer 3).

Copy effects come first. An object that "becomes a copy" of another carries `extra["copy"]`: a
list of entries `{"of": card key, "traits": [...]}` in the order they began (482 timestamps; no
`traits`: every copyable trait). Its current definition (`current_def`, what `State.card` returns)
is its printed one with each entry's traits taken, in order, from the printed definition of
`of`. Copyable traits (479.1.b.1): name, supertype, type, tags, cost, domain, rules text (its
keywords and script), and - our reading, docs/rulings.md - the printed Might. When an object
becomes a copy, it takes the *copyable* values of the copied object (479.1.b.1: its printed
traits, or those it copies itself), fixed when the effect begins, "without regard to any
subsequent alterations" (Spiritforged FAQ, Svellsongur): buffs, granted keywords, gained tags
are not copied. A copy lasts while the object stays on the board (124: leaving makes a new
object). Token nature is not a trait (185.1.a-b): a token copying a card stays a token, and a card
never becomes one; the copied cost gives a token a cost (185.3.a.2).

Other sources: a passive `{"tags": [..], "to": scope}` or `{"might_set": N, "to": scope}`; on the
object, `extra["tags"]` (tags it gained, e.g. "I gain that tag") and `extra["might_set"]`
(`[N, turn, timestamp]`: "its Might becomes N this turn"). When several set Might, the one with the
latest timestamp wins (482.3): a resolved effect's is when it resolved, a passive's when its source
entered the board (`layers.timestamp`). Tag grants scoped by a tag apply after the grants they
depend on (480.1.b).
"""

from __future__ import annotations

import dataclasses
from typing import Any

from ..model.cards import CardDef
from ..model.state import BASE, BF, Obj, State, read_copies_with

# 479.1.b.1 (plus the printed Might, our reading of 479.1.b / 185.2.b)
COPYABLE = ("name", "supertype", "type", "tags", "cost", "domain", "text", "might")
_DEFS: dict[tuple[Any, ...], tuple[Any, CardDef]] = {}


def _entries(st: State, o: Obj) -> list[dict[str, Any]]:
    """Its copy effects in force: on the board, and for one that lasts "for as long as this is attached to it"
    (`while_attached`: a gear's id), while that gear is still attached to it (Shady Spectacles)."""
    if o.zone not in (BASE, BF):
        return []
    return [e for e in o.extra.get("copy", ()) if "while_attached" not in e or _still_attached(st, e["while_attached"], o)]


def _still_attached(st: State, gear: int, o: Obj) -> bool:
    g = st.objs.get(gear)
    return g is not None and g.zone in (BASE, BF) and g.extra.get("attached_to") == o.id


def _becomes_unit(o: Obj) -> int | None:
    """479.2.a: "it becomes a unit gear with Might N" (`extra["becomes_unit"]`: `[source, N]`, N -1 for its Energy
    cost), on the board (leaving makes a new object, 124): the Might it has as a unit, else None."""
    mark = o.extra.get("becomes_unit")
    return int(mark[1]) if mark and o.zone in (BASE, BF) else None


def current_def(st: State, o: Obj) -> CardDef:
    """479.1.b.1: the object's definition after its copy effects (printed when it has none), then the trait-altering
    effect that makes it a unit too (479.2.a, 178: "a unit gear", its other type kept in `also`)."""
    base = st.table.defs[o.card]
    entries = _entries(st, o)
    unit = _becomes_unit(o)
    if not entries and unit is None:
        return base
    key = (id(st.table), o.card, unit, *((e["of"], tuple(e.get("traits") or ())) for e in entries))
    hit = _DEFS.get(key)
    if hit is not None and hit[0] is st.table:
        return hit[1]
    fields: dict[str, Any] = {}
    text_src = base
    for e in entries:
        src = st.table.defs[e["of"]]
        for trait in e.get("traits") or COPYABLE:
            if trait == "name":
                fields.update(name=src.name, champion_tag=src.champion_tag)
            elif trait == "supertype":  # 185.1: "token" is not a supertype, never copied
                fields["supertype"] = "" if src.supertype == "token" else src.supertype
            elif trait == "type":
                fields.update(type=src.type, token_type=src.token_type)
            elif trait == "tags":
                fields["tags"] = src.tags
            elif trait == "cost":  # 185.3.a.2: a token gets the copied cost
                fields.update(energy=src.energy, power=src.power)
            elif trait == "domain":  # 185.3.b.1
                fields["domains"] = src.domains
            elif trait == "text":  # keywords and abilities are the rules text (135.2)
                fields.update(text=src.text, keywords=src.keywords)
                text_src = src
            elif trait == "might":
                fields.update(might=src.might, might_bonus=src.might_bonus)
    if unit is not None:  # 178.1.a.1: a unit has Might, whatever its other types
        kind = fields.get("type", base.type)
        if kind != "unit":
            fields.update(type="unit", also=(kind,))
        fields.update(might=fields.get("energy", base.energy) if unit < 0 else unit)
    from .scripts import script_for

    # the definition is keyed by the card whose rules text it has, so a chain item naming the key
    # finds that card's script; `script` is set explicitly ({} for a vanilla text)
    script = script_for(text_src)
    out = dataclasses.replace(base, key=text_src.key, script=script if script is not None else {}, **fields)
    if len(_DEFS) > 512:
        _DEFS.clear()
    _DEFS[key] = (st.table, out)
    return out


read_copies_with(current_def)  # State.card reads through copy effects


def copy_entries(st: State, src: int, traits: list[str] | None = None) -> list[dict[str, Any]]:
    """The entries that make something a copy of `src` (479.1.b.1): its printed traits, then
    the traits it copies itself (so a copy of a copy copies the same card); `traits` limits them
    (479.1.b)."""
    o = st.objs[src]
    wanted = [t for t in COPYABLE if traits is None or t in traits]
    out: list[dict[str, Any]] = [{"of": o.card} if traits is None else {"of": o.card, "traits": wanted}]
    for e in _entries(st, o):
        mine = [t for t in (e.get("traits") or COPYABLE) if t in wanted]
        if mine:
            out.append({"of": e["of"]} if len(mine) == len(COPYABLE) else {"of": e["of"], "traits": mine})
    return out


def become_copy(st: State, oid: int, src: int, traits: list[str] | None = None, while_attached: int | None = None) -> bool:
    """`oid` becomes a copy of `src` (or of the listed traits of it); False when it can't (not on
    the board, or nothing to copy). `while_attached`: "for as long as this is attached to it" - the copy
    lasts while that gear stays attached to `oid`."""
    o = st.objs.get(oid)
    if o is None or o.zone not in (BASE, BF) or src not in st.objs:
        return False
    key = st.card(oid).key  # its triggers already waiting keep the text they triggered with (383.3: on the chain already; community
    for i, t in enumerate(st.tasks):  # FAQ: Shady Spectacles attached to Aphelios, Exalted)
        if t[0] == "trigger" and t[1] == oid and not (len(t) > 6 and "text" in t[6]):
            st.tasks[i] = [*t[:5], t[5] if len(t) > 5 else 0, {**(t[6] if len(t) > 6 else {}), "text": key}]
    w = st.w(oid)
    entries = copy_entries(st, src, traits)
    if while_attached is not None:
        entries = [{**e, "while_attached": while_attached} for e in entries]
    w.extra["copy"] = [*w.extra.get("copy", []), *entries]
    return True


def tags(st: State, oid: int) -> frozenset[str]:
    """The object's current tags: printed, gained, and granted by passives (479.2.b).

    A grant scoped by a tag ("friendly Yordles are Poros") depends on the grants that give that tag
    (480.1.b: they alter the number of objects it can influence), so it applies after them (481.2):
    grants apply as soon as they can, each once, until none is left that applies (478)."""
    from .layers import applies, statics

    o = st.objs[oid]
    out = set(st.card(oid).tags) | set(o.extra.get("tags", ()))  # 479.1.b: copies apply first
    if o.zone not in (BASE, BF):
        return frozenset(out)
    waiting: list[tuple[int, dict[str, Any], str]] = []
    for src, s in statics(st):
        if "tags" not in s:
            continue
        scope = s.get("to", "self")
        if isinstance(scope, dict) and "tag" in scope:
            rest = {k: v for k, v in scope.items() if k != "tag"}
            if applies(st, src, {**s, "to": rest}, oid):
                waiting.append((src, s, scope["tag"].casefold()))
        elif applies(st, src, s, oid):
            out.update(s["tags"])
    while waiting:  # 480.1.b, 481.2: each tag-scoped grant once, after the grants it depends on
        have = {t.casefold() for t in out}
        ready = [w for w in waiting if w[2] in have]
        if not ready:
            break
        for w in ready:
            out.update(w[1]["tags"])
            waiting.remove(w)
    return frozenset(out)


def has_tag(st: State, oid: int, tag: str) -> bool:
    return tag.casefold() in {t.casefold() for t in tags(st, oid)}


def base_might(st: State, oid: int, guard: bool = False) -> int:
    """The Might arithmetic starts from: printed (or copied, 479.1.b), unless something says it
    becomes N (479.2.a); of several, the one with the latest timestamp applies last and wins (482.3):
    a "this turn" effect's timestamp is when it resolved, a passive's when its source entered the board."""
    from .layers import applies, statics, timestamp

    o = st.objs[oid]
    best: tuple[tuple[int, int, int], int] | None = None
    mark = o.extra.get("might_set")
    if mark and mark[1] == st.turn_number:  # [N, turn, *timestamp]; older states: none (the newest)
        ts = (int(mark[2]), int(mark[3]), 1 << 62) if len(mark) > 3 else (1 << 62, 1 << 62, 1 << 62)
        best = (ts, int(mark[0]))
    for src, s in statics(st):
        if "might_set" in s and applies(st, src, s, oid, guard):
            ts = timestamp(st, src)
            if best is None or ts > best[0]:
                best = (ts, int(s["might_set"]))
    return best[1] if best is not None else st.card(oid).might
