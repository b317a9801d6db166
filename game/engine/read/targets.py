"""Target selectors (355, 359.3.e): what a spell or ability may choose, checked and listed."""

from __future__ import annotations

from typing import Any

from ..model import registry
from ..model.errors import IllegalAction
from ..model.state import BASE, BF, CHAIN, FACEDOWN, LEGEND, TRASH, State
from . import layers
from .conditions import friendly, location
from .naming import matches_named
from .traits import has_tag

registry.add_keys("selector", {
    "what": "`unit` (default), `gear`, `equipment`, `permanent`, `spell` (on the chain), `battlefield`, `facedown` "
            "(a hidden card, 811), `trash_unit`, `trash_spell`, `trash_gear`, `trash_card` (in your trash), "
            "`enemy_trash_card` (in an opponent's trash), `rune` (on the board), "
            "`legend`, `chain_item` (a spell or an ability on the chain: an ability by its chain item's id).",
    "where": "`battlefield`, `base`, `here` (the source's battlefield), `elsewhere` (another location than the "
             "source's).",
    "who": "`friendly`, `enemy`, `you` (\"a unit you control\"; a battlefield: \"a battlefield you control\") or `any` "
           "(default).",
    "other": "Not the source.",
    "attacking": "An attacker.",
    "in_combat": "An attacker or a defender.",
    "exhausted": "Exhausted (true) or ready (false).",
    "max_might": "Might N or less.",
    "max_energy": "\"Costs no more than [N]\" (Energy).",
    "max_power": "\"And no more than [A]\" (Power symbols).",
    "domain": "Of that domain (\"an enemy Body unit\").",
    "tag": "With that tag (479.2: printed, gained or granted).",
    "named": "With what the source named (759-763).",
    "differs": "`i` (or a list of them): not the same object as target i.",
    "chooses_only": "`i`, with `what: chain_item`: a spell or ability on the chain that chooses target i and no other "
                    "unit friendly to you (its chosen objects still on the board, FAQ: Repulse).",
    "split_of": "`i`: a target of a split of target i's Might (\"it deals damage equal to its Might split among ...\"): "
                "no more such targets than that Might as they are chosen (355.14.c); the slots after target i.",
    "same_place": "`i`: at the same location as target i.",
    "same_controller": "`i`: with the same controller as target i (\"enemy units with the same controller\").",
    "other_place": "`i` (or a list of them): at a different location than target i (\"another unit you control at "
                   "a different location\"; \"up to one ... at each location\").",
    "any_of": "`[selectors]`: matches any of them.",
    "occupied": "A battlefield with a unit there (170.11.a); with `who`, whose battlefield (`enemy`: an opponent "
                "controls it; `friendly`: you or a teammate do).",
    "optional": "An \"up to\" slot: may stay empty when nothing matches.",
    "except": "In a selector used as a reference (every match): a reference left out (\"all other enemy units "
              "here\": `except: t0`) (context.py).",
    "near": "A reference of a reflexive trigger's event (`pt0`, `it`, `made`): at that object's location "
            "(\"another enemy unit at its destination\"); bound as the trigger is put on the chain.",
    "besides": "A reference of a reflexive trigger's event, bound like `near`: not that object (\"another\").",
    "buffed": "With a buff (true) or without (false).",
    "empowered": "Empowered (true) or not (false) (442.2: \"a unit that's [Empowered]\").",
    "less_might_than": "`self` or `tN` (an earlier target): with less Might than it now (\"an enemy unit with less "
                       "Might than me / than it\"); against an earlier target only as targets are chosen (at "
                       "resolution, an `if` `target_less_might` step checks it).",
    "may": "With `optional`: \"you may choose\": choosing nothing is a choice too.",
    "group_might": "`N`: a slot of a group of targets chosen together (355.11): not one of the earlier targets, and "
                   "with them a total Might of N or less (Fox-Fire); checked as the group is chosen, the group's "
                   "legal subset as it resolves is the card's own step.",
    "among": "A reference of a reflexive trigger's event naming several objects (`made`), bound like `near`: one of "
             "them (\"ready up to two of them\").",
})
_CUSTOM = registry.impls("selector")  # keys registered with a test (a card module's), read after the rest


def chain_item(st: State, oid: int) -> Any:
    """The chain item a `chain_item` target names: the spell whose card it is, or the ability with that item id."""
    return next((c for c in st.chain if (c.source == oid if c.kind == "card" else c.id == oid)), None)


def _chain_item_ok(st: State, sel: dict[str, Any], oid: int, controller: int, source: int,
                   chosen: list[int] | None, choosing: bool) -> bool:
    """A spell or ability on the chain (`what: chain_item`; not the source's own): `who` (enemy: controlled by an
    opponent), `chooses_only: i` - it chooses target i and no other unit friendly to the player (the objects it
    chose still on the board, whether or not still legal for it: Unleashed FAQ, Repulse), read as it is chosen."""
    item = chain_item(st, oid)
    if item is None or oid == source:
        return False
    who = sel.get("who", "any")
    if who == "enemy" and friendly(st, item.controller, controller):
        return False
    if "chooses_only" in sel and choosing and chosen is not None and sel["chooses_only"] < len(chosen):
        unit = chosen[sel["chooses_only"]]
        on_board = [t for t, gen in item.targets if t in st.objs and st.objs[t].gen == gen
                    and st.objs[t].zone in (BASE, BF)]
        friends = [t for t in on_board if layers.is_unit(st, t) and friendly(st, st.objs[t].controller, controller)]
        if unit not in on_board or any(t != unit for t in friends):
            return False
    return _custom_ok(st, sel, oid, controller, source)


def _battlefield_ok(st: State, sel: dict[str, Any], oid: int, controller: int) -> bool:
    """A battlefield target's restrictions: "an occupied enemy battlefield" (170.11.a, `occupied`, `who`)."""
    i = location(st, oid)
    b = st.battlefields[i]
    if sel.get("occupied") and not any(st.card(u).type == "unit" for u in b.units):
        return False
    who = sel.get("who", "any")
    if who == "enemy" and (b.controller < 0 or friendly(st, b.controller, controller)):
        return False
    return not (who == "friendly" and (b.controller < 0 or not friendly(st, b.controller, controller)))


def matches(st: State, sel: dict[str, Any], oid: int, controller: int, source: int = -1,
            chosen: list[int] | None = None, choosing: bool = False) -> bool:
    """Whether object `oid` meets a target selector for a spell or ability of `controller`.

    Keys: what (unit, gear, equipment, permanent, spell, trash_unit, trash_spell), where
    (battlefield, base, here), who (friendly, enemy, any), other (not the source),
    max_might, tag, domain, attacking, differs (index of an earlier target it must differ from)."""
    if sel.get("what") == "chain_item":
        return _chain_item_ok(st, sel, oid, controller, source, chosen, choosing)
    o = st.objs.get(oid)
    if o is None:
        return False
    if "any_of" in sel:  # "a unit at a battlefield or a gear"
        return any(matches(st, s, oid, controller, source, chosen, choosing) for s in sel["any_of"])
    card = st.card(oid)  # current type and cost (479.1.b: copies)
    what = sel.get("what", "unit")
    if what in ("unit", "gear"):
        if not card.is_a(what) or o.zone not in (BASE, BF):  # 178.3: a unit gear is a unit and a gear
            return False
    elif what == "equipment":
        if not card.is_a("gear") or not has_tag(st, oid, "Equipment") or o.zone not in (BASE, BF):
            return False
    elif what == "permanent":
        if card.type not in ("unit", "gear") or o.zone not in (BASE, BF):
            return False
    elif what == "battlefield":  # a battlefield: its own keys (`who`, `occupied`), and a card module's
        i = location(st, oid)
        return card.type == "battlefield" and i >= 0 and (
            sel.get("who") != "you" or st.battlefields[i].controller == controller) and \
            _battlefield_ok(st, sel, oid, controller) and _custom_ok(st, sel, oid, controller, source) and not (
                "other_place" in sel and chosen is not None and sel["other_place"] < len(chosen)
                and _place(st, chosen[sel["other_place"]]) == ("bf", i))  # "to another battlefield" than it
    elif what == "spell":
        if o.zone != CHAIN or oid == source:
            return False
    elif what == "facedown":  # a hidden card at a battlefield (811)
        if o.zone != FACEDOWN:
            return False
    elif what == "rune":  # a rune on the board (355.9.a)
        if card.type != "rune" or o.zone != BASE:
            return False
    elif what == "legend":  # a legend in its Legend Zone (355.9.a.4)
        if o.zone != LEGEND:
            return False
    elif what in ("trash_unit", "trash_spell", "trash_gear") and (o.zone != TRASH or card.type != what[6:]
                                                  or o.owner != controller) or what == "trash_card" and (o.zone != TRASH or o.owner != controller) \
            or what == "enemy_trash_card" and (o.zone != TRASH or friendly(st, o.owner, controller)):  # opponents'
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
    if where == "elsewhere" and (o.zone not in (BASE, BF) or _place(st, oid) == _place(st, source)):
        return False  # "at another location" (a base or a battlefield, 144)
    who = sel.get("who", "any")
    if who == "enemy" and friendly(st, o.controller, controller):
        return False
    if who == "friendly" and not friendly(st, o.controller, controller):
        return False
    if who == "you" and o.controller != controller:  # "a unit you control"
        return False
    if sel.get("other") and oid == source:
        return False
    if "same_controller" in sel and chosen is not None and sel["same_controller"] < len(chosen) and \
            chosen[sel["same_controller"]] in st.objs and st.objs[chosen[sel["same_controller"]]].controller != o.controller:
        return False  # "with the same controller" as an earlier target ("an Equipment with the same controller")
    if "same_place" in sel and chosen is not None and sel["same_place"] < len(chosen) and \
            _place(st, oid) != _place(st, chosen[sel["same_place"]]):
        return False  # "at the same battlefield" as an earlier target
    if "other_place" in sel and chosen is not None:  # `i`, or a list of them ("up to one ... at each location")
        for i in (sel["other_place"] if isinstance(sel["other_place"], list) else [sel["other_place"]]):
            other = chosen[i] if i < len(chosen) else None
            if other is None or other not in st.objs:
                continue
            there = ("bf", location(st, other)) if st.card(other).type == "battlefield" else _place(st, other)
            if _place(st, oid) == there:
                return False  # "a unit you control at a different location" than that battlefield
    if "exhausted" in sel and o.exhausted != bool(sel["exhausted"]):
        return False
    if card.energy > sel.get("max_energy", 99) or len(card.power) > sel.get("max_power", 99):
        return False  # "a spell / unit that costs no more than [4] and no more than [A]"
    if sel.get("in_combat") and not o.designation:
        return False
    if "domain" in sel and sel["domain"] not in card.domains:  # "an enemy Body unit"
        return False
    if "tag" in sel and not has_tag(st, oid, sel["tag"]):  # 479.2: current tags
        return False
    if sel.get("named") and not matches_named(st, source, oid):  # "a unit with the named tag" (759)
        return False
    if sel.get("attacking") and o.designation != "attacker":
        return False
    if "differs" in sel and chosen is not None and any(  # not target i (or any of a list of them)
            i < len(chosen) and chosen[i] == oid for i in (sel["differs"] if isinstance(sel["differs"], list)
                                                           else [sel["differs"]])):
        return False
    if "split_of" in sel and choosing and chosen is not None and sel["split_of"] < len(chosen) and \
            len(chosen) - sel["split_of"] > max(0, layers.might(st, chosen[sel["split_of"]])):
        return False  # 355.14.c: no more targets of a split than its damage as it is played
    if choosing and o.zone in (BASE, BF) and not friendly(st, o.controller, controller) \
            and (o.extra.get("untargetable") == st.turn_number or layers.passive_flag(st, oid, "untargetable")):
        return False  # "can't be chosen by enemy spells and abilities" (this turn: the verb `untargetable`)
    if "near" in sel and not (isinstance(sel["near"], int) and sel["near"] in st.objs
                              and _place(st, oid) == _place(st, sel["near"])):
        return False  # at the location of an object of the trigger's event (`bind`)
    if "besides" in sel and sel["besides"] == oid:
        return False
    if "among" in sel and (not isinstance(sel["among"], list) or oid not in sel["among"]):
        return False  # one of the event's objects (`bind`); unbound, none
    if "buffed" in sel and (o.buffs > 0) != bool(sel["buffed"]):
        return False
    if "empowered" in sel and bool(o.extra.get("empowered")) != bool(sel["empowered"]):
        return False
    if "less_might_than" in sel:
        ref = str(sel["less_might_than"])
        other: int | None = source if ref == "self" else None
        if ref != "self":
            if chosen is None:  # re-checked at resolution by the effect (`target_less_might`)
                other = oid
            else:
                i = int(ref[1:])
                other = chosen[i] if i < len(chosen) else None
        if other is None or other not in st.objs:
            return False
        if other != oid and layers.might(st, oid) >= layers.might(st, other):
            return False
    if "max_might" in sel and layers.might(st, oid) > sel["max_might"]:
        return False
    if "group_might" in sel and chosen is not None and (oid in chosen or sum(
            max(0, layers.might(st, c)) for c in chosen if c in st.objs) + max(0, layers.might(st, oid)) > sel["group_might"]):
        return False  # 355.11.a: the group as a whole meets the restriction
    return _custom_ok(st, sel, oid, controller, source)


def _custom_ok(st: State, sel: dict[str, Any], oid: int, controller: int, source: int) -> bool:
    """The selector keys a card module registered (`registry.selector`), all of which must hold."""
    if _CUSTOM:
        for key, want in sel.items():
            test = _CUSTOM.get(key)
            if test is not None and not test(st, want, oid, controller, source):
                return False
    return True


def bind(specs: list[dict[str, Any]], event: dict[str, Any] | None) -> list[dict[str, Any]]:
    """A triggered ability's target selectors with their `near` references read from its event
    (`pt0`...: the parent effect's targets, `it`, `made`): the object id, or -1 when it is gone."""
    if not any("near" in sel or "besides" in sel or "among" in sel for sel in specs):
        return specs
    event = event or {}

    def one(ref: Any) -> int:
        if isinstance(ref, int):
            return ref
        if isinstance(ref, str) and ref.startswith("pt") and ref[2:].isdigit():
            parent = event.get("parent") or []
            i = int(ref[2:])
            return parent[i][0] if i < len(parent) and parent[i] else -1
        if ref == "made":
            return (event.get("made") or [-1])[0]
        found = event.get(ref)
        return found if isinstance(found, int) else -1

    def many(ref: Any) -> list[int]:
        if isinstance(ref, list):
            return [int(x) for x in ref]
        return [int(x) for x in (event.get(ref) or [])] if ref == "made" else [one(ref)]

    return [{**sel, **{k: one(sel[k]) for k in ("near", "besides") if k in sel},
             **({"among": many(sel["among"])} if "among" in sel else {})} for sel in specs]


def _place(st: State, oid: int) -> tuple[str, int]:
    """A board object's location: ("base", its controller) or ("bf", index); a battlefield is its own place."""
    o = st.objs.get(oid)
    if o is None:
        return ("none", -1)
    if o.zone == "bf_card":  # "choose a battlefield ... an enemy unit there"
        return ("bf", location(st, oid))
    return ("bf", o.loc) if o.zone == BF else ("base", o.controller) if o.zone == BASE else ("none", -1)


def legal_subsets(st: State, specs: list[dict[str, Any]], targets: list[int | None]) -> list[list[int | None]]:
    """355.11.b-b.1: targets chosen as a group ("at the same battlefield", `same_place`) that no longer
    meet that requirement as the spell resolves: the subsets of the still-legal targets that do, each as
    large as it can be (none can take one more). [targets] when the group still meets it."""
    links = [(j, s["same_place"]) for j, s in enumerate(specs[:len(targets)]) if "same_place" in s]
    if any("group_might" in s for s in specs):
        return [targets]  # a group with a total to keep: the card's own step picks its subset (`group_subset`)

    def meets(keep: frozenset[int]) -> bool:
        return all(_place(st, targets[j]) == _place(st, targets[i]) for j, i in links
                   if j in keep and i in keep)

    live = [i for i, t in enumerate(targets) if t is not None]
    if not links or meets(frozenset(live)):
        return [targets]
    sets = [frozenset(i for n, i in enumerate(live) if mask >> n & 1) for mask in range(1, 1 << len(live))]
    good = [k for k in sets if meets(k)]
    widest = [k for k in good if not any(k < other for other in good)]
    return [[t if i in k else None for i, t in enumerate(targets)] for k in sorted(widest, key=sorted)]


def candidates(st: State, sel: dict[str, Any], controller: int, source: int = -1,
               chosen: list[int] | None = None, choosing: bool = True) -> list[int]:
    if "any_of" in sel:  # each alternative's pool, once
        pool = list(dict.fromkeys(o for s in sel["any_of"] for o in _pool(st, s, controller)))
    else:
        pool = _pool(st, sel, controller)
    return [oid for oid in pool if matches(st, sel, oid, controller, source, chosen, choosing)]


def _pool(st: State, sel: dict[str, Any], controller: int) -> list[int]:
    """The objects a selector of this kind (`what`) can match at all."""
    what = sel.get("what", "unit")
    if what == "spell":
        pool = [c.source for c in st.chain if c.kind == "card"]
    elif what == "chain_item":  # a spell (its card) or an ability (its chain item's id: no object) on the chain
        pool = [c.source if c.kind == "card" else c.id for c in st.chain]
    elif what == "battlefield":
        pool = [b.obj for b in st.battlefields]
    elif what in ("trash_unit", "trash_spell", "trash_gear", "trash_card"):
        pool = list(st.players[controller].trash)
    elif what == "enemy_trash_card":
        pool = [c for q in st.opponents(controller) for c in st.players[q].trash]
    elif what == "rune":
        pool = [r for p in st.players for r in p.runes]
    elif what == "legend":
        pool = [legend for p in st.players for legend in p.legends()]
    else:
        pool = []
        for p in st.players:
            pool.extend(p.base)
        for bf in st.battlefields:
            pool.extend(bf.units)
    return pool


def _required(specs: list[dict[str, Any]]) -> int:
    """Slots before the first optional ("up to") slot must be filled."""
    for i, sel in enumerate(specs):
        if sel.get("optional"):
            return i
    return len(specs)


def bound_to_battlefield(sel: dict[str, Any]) -> bool:
    """811.1.d.2-2.a: whether a target slot of a card played from hiding must be filled at that
    battlefield - each slot on its own: only one whose wording can be met there (a unit, gear or
    facedown card, not one "in a base" or "at another location", not a spell on the chain)."""
    if "any_of" in sel:
        return any(bound_to_battlefield(s) for s in sel["any_of"])
    if sel.get("what", "unit") not in ("unit", "gear", "equipment", "permanent", "facedown"):
        return False
    return sel.get("where", "any") not in ("base", "elsewhere")


def at_battlefield(st: State, oid: int, bf: int) -> bool:
    o = st.objs[oid]
    return o.zone in (BF, FACEDOWN) and o.loc == bf


def check_targets(st: State, specs: list[dict[str, Any]], targets: list[int], controller: int,
                  source: int, at_bf: int = -1) -> None:
    """Choose-time check (355.8-355.9); `at_bf` restricts to one battlefield (hidden, 811.1.d.3)."""
    need = _required(specs)
    if not need <= len(targets) <= len(specs):
        n = len(specs)
        raise IllegalAction(f"choose {n} target{'s' if n != 1 else ''}" if need == n
                            else f"choose {need} to {n} targets")
    for i, (sel, oid) in enumerate(zip(specs, targets, strict=False)):
        if not matches(st, sel, oid, controller, source, targets[:i], choosing=True):
            raise IllegalAction(f"{st.name(oid) if oid in st.objs else 'that'} is not a legal target")
        if at_bf >= 0 and bound_to_battlefield(sel) and not at_battlefield(st, oid, at_bf):
            raise IllegalAction("a card played from hiding must choose targets at its battlefield")


def execution_sizes(targets: list[int], runs: int, sizes: Any = None) -> list[int]:
    """820.2.a: a spell whose Repeat cost is paid chooses targets for each execution, which may
    differ. `targets` lists them execution after execution; `sizes` (the play's `executions`)
    says how many each has, else they are split evenly. Refused when that can't be done."""
    if runs <= 1:
        return [len(targets)]
    if sizes is None:
        if len(targets) % runs:
            raise IllegalAction(f"choose targets for each of the {runs} executions (820.2.a)")
        return [len(targets) // runs] * runs
    try:
        out = [int(n) for n in sizes]
    except (TypeError, ValueError):
        raise IllegalAction("executions lists how many targets each execution has") from None
    if len(out) != runs or any(n < 0 for n in out) or sum(out) != len(targets):
        raise IllegalAction(f"executions must give the number of targets of each of the {runs} executions")
    return out


def groups(targets: list[Any], sizes: list[int]) -> list[list[Any]]:
    out, at = [], 0
    for n in sizes:
        out.append(list(targets[at:at + n]))
        at += n
    return out


def check_executions(st: State, specs: list[dict[str, Any]], targets: list[int], controller: int, source: int,
                     runs: int, sizes: Any = None, at_bf: int = -1) -> list[int]:
    """Check the targets of every execution (each against the same selectors, 820.2); returns
    the number of targets of each."""
    found = execution_sizes(targets, runs, sizes)
    for group in groups(targets, found):
        check_targets(st, specs, group, controller, source, at_bf)
    return found


# Selector keys that read the targets chosen before (`chosen`): a slot with none of them has the same candidates
# whatever came before it.
_READS_CHOSEN = frozenset({"differs", "same_place", "other_place", "same_controller", "split_of", "chooses_only",
                           "less_might_than", "group_might"})


def _reads_chosen(sel: dict[str, Any]) -> bool:
    return bool(_READS_CHOSEN & set(sel)) or any(_reads_chosen(s) for s in sel.get("any_of", ()))


class _Slots:
    """Each slot's candidates after a prefix of targets, worked out once (once per slot when they can't depend on
    the prefix)."""

    def __init__(self, st: State, specs: list[dict[str, Any]], controller: int, source: int, at_bf: int) -> None:
        self.st, self.specs, self.controller, self.source, self.at_bf = st, specs, controller, source, at_bf
        self.seen: dict[tuple[int, ...], list[int]] = {}  # (slot, *prefix) or (slot,): its candidates

    def of(self, i: int, prev: list[int]) -> list[int]:
        sel = self.specs[i]
        key = (i, *prev) if _reads_chosen(sel) else (i,)
        cands = self.seen.get(key)
        if cands is None:
            cands = candidates(self.st, sel, self.controller, self.source, prev)
            if self.at_bf >= 0 and bound_to_battlefield(sel):
                cands = [c for c in cands if at_battlefield(self.st, c, self.at_bf)]
            self.seen[key] = cands
        if "group_might" in sel and prev:  # a group is a set: listed once, in one order
            cands = [c for c in cands if c > prev[-1]]
        return cands

    def options(self, i: int, prev: list[int]) -> list[int | None]:
        """The choices for slot i after `prev`: its candidates, and None (left empty) when the slot may be."""
        sel = self.specs[i]
        cands: list[int | None] = list(self.of(i, prev))
        if (not cands and sel.get("optional")) or sel.get("may"):  # "you may choose": none is a choice
            cands.insert(0, None)
        return cands


def target_choices(st: State, specs: list[dict[str, Any]], controller: int, source: int = -1,
                   at_bf: int = -1, limit: int = 64) -> list[list[int]]:
    """Every legal target list (one object per slot; optional slots filled when possible, or left
    empty too when the slot says `may` - "you may choose"). More than `limit` of them: a sample of
    `limit` spread over them (`_sample`), the same for the same position (replays)."""
    slots = _Slots(st, specs, controller, source, at_bf)
    out: list[list[int]] = [[]]
    for i in range(len(specs)):
        nxt: list[list[int]] = []
        for prev in out:
            nxt.extend(prev if c is None else prev + [c] for c in slots.options(i, prev))
            if len(nxt) > 4 * limit:
                return _sample(slots, limit)
        # after a "you may" slot left empty, later slots can list a list twice: each once
        out = list({tuple(t): t for t in nxt}.values())
    return out if len(out) <= limit else _sample(slots, limit)


_MIX = 0x9E3779B1  # a fixed odd multiplier: the later probes' picks look scattered, and never change


def _sample(slots: _Slots, limit: int) -> list[list[int]]:
    """`limit` distinct target lists spread over the legal ones (a player - the bot, or a person picking from
    the list - sees varied choices, not the first lists in order, which differ only in their last targets).
    Probe k takes its first target by turn (k mod the first slot's choices: every first target), then
    steps through each later slot's choices by a stride (0: the same target again, 1: the next one...; the
    stride grows every round of first targets), then, once every stride is tried, scattered picks. Only
    positions, no randomness: the same state gives the same sample."""
    found: dict[tuple[int, ...], list[int]] = {}
    first = slots.options(0, [])
    if not first:
        return []
    widest = 1
    for k in range(16 * limit):
        rnd, start = divmod(k, len(first))
        prev: list[int] = []
        pick = first[start]
        ok = True
        for i in range(len(slots.specs)):
            opts = first if i == 0 else slots.options(i, prev)
            if not opts:
                ok = False  # a required slot with nothing left: this probe is no list
                break
            widest = max(widest, len(opts))
            if i:
                at = start + i * rnd if rnd < widest else (k * _MIX + i * 40503) >> 7
                pick = opts[at % len(opts)]
            if pick is not None:
                prev = prev + [pick]
        if ok:
            found.setdefault(tuple(prev), prev)
            if len(found) >= limit:
                break
    return list(found.values())
