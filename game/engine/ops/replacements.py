"""Replacement effects (367-375): a unit that would die is saved instead.

Deaths that happen at the same moment (370.1.a.2: lethal damage marked in one cleanup, one kill
of several units) are settled together, each event on its own (373):

- a replacement that could apply to two or more of them: its controller (374) chooses the event
  it applies to (a `choose_cards` decision with purpose `replace_death`; the example of 373 is
  Zhonya's Hourglass and two units dying in the same cleanup);
- two or more replacements that apply to one death: the affected unit's controller chooses which
  applies first (`order_replacements`, 372; the turn player for an uncontrolled object, 372.2);
- otherwise a lone replacement applies at once.

Every death replacement the engine knows saves the unit and is used up doing so (its source is
killed instead, or a one-shot "next time it would die" mark is spent), so each applies to one
event only (370.2, 373.2) and the first one applied to a death is the only one. Replacements
execute before the unmodified deaths of the same moment (373.1.a). While a decision waits, the
deaths are held: the units stay where they are, marked `dying`, and cleanups don't kill them
again. Outside an effect (cleanups, combat) the decision is a `deaths` task; an effect that kills
(`kill` verb) pauses on it instead, so its later instructions see the outcome.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..model import registry
from ..model.errors import IllegalAction
from ..model.events import ALL, Log
from ..model.state import BASE, BF, LEGEND, NO_PLAYER, Pending, State
from ..read import layers
from . import zones

registry.add_keys("passive", {
    "replace_die_here_may": "`{power}`: a battlefield's \"if a unit here would die during combat, its controller may pay "
                            "[A][A][A] to heal it, exhaust it, and recall it instead\" (386.2.a) (replacements.py).",
    "chosen_instead_might": "N (with `if`): \"if a spell or ability that chooses me would stun me, give me -[M], or "
                            "return me to hand, give me +N [M] this turn instead\" (370; the verbs `stun`, `might`, "
                            "`return_to_hand` and a Might swap ask `chosen_instead`) (replacements.py).",
    "replace_own_death_may": "`{kill: selector}`, with `per_turn`: \"once each turn, if I would die, you may kill a friendly "
                             "unit to heal me, exhaust me, and recall me instead\" (386.2.a; the unit killed named by "
                             "the answer, `kill`) (replacements.py).",
    "replace_die_may": "`{power}`: \"if a buffed unit you control would die, you may pay [C], exhaust me and spend its "
                       "buff to heal it, exhaust it and recall it instead\" (386.2.a: its controller may not apply it) "
                       "(replacements.py).",
})

def chosen_instead(st: State, log: Log, oid: int, chosen: list[Any]) -> bool:
    """370: a stun, a Might decrease or a return to hand that a spell or ability which chose `oid` (it is among
    `chosen`, its targets) would do to it is replaced by "+N [M] this turn" (its passive `chosen_instead_might`,
    while its condition holds: Gangplank, Naval Empowered). True when it was replaced."""
    if oid not in chosen or not layers.any_passive(st, "chosen_instead_might"):
        return False
    from ..read.conditions import holds

    for src, s in layers.statics(st):
        n = s.get("chosen_instead_might")
        if n and src == oid and holds(st, s.get("if"), st.objs[oid].controller, oid):
            layers.add_might_mod(st, oid, int(n))
            log.add("instead", f"{st.name(oid)} gets +{int(n)} [M] this turn instead", ALL, card=oid)
            return True
    return False


# A death waiting to be settled: [object id, kill attribution (`zones.kill`'s `by`), generation].
Death = list[Any]


def death_replacements(st: State, oid: int, declined: list[int] | None = None) -> list[int]:
    """The sources of the replacements that apply to `oid` dying, by object id: the unit itself
    for its own "next time it dies this turn" save, else the object killed instead (Zhonya's
    Hourglass, an attached Guardian Angel), or the source of a replacement its controller may pay
    for (`optional_cost`: Unlicensed Armory's, Sett, The Boss's) - when it can be paid, and unless
    declined for this death already (386.2.b)."""
    o = st.objs.get(oid)
    if o is None or not layers.is_unit(st, oid) or o.zone not in (BASE, BF):
        return []
    out = [oid] if o.extra.get("saved") == st.turn_number else []
    from ..read.conditions import holds, in_scope

    for src, s in layers.statics(st):
        if not s.get("replace_die") or not in_scope(st, s.get("to", "self"), src, oid):
            continue
        if "if" in s and not holds(st, s["if"], st.objs[src].controller, src, subject=oid):
            continue  # "if it has less Might than me" (read for the unit that would die)
        gear = s.get("_gear")
        killed = gear if gear is not None else src
        if killed != oid and killed in st.objs and killed not in out:
            out.append(killed)
    for src in _optional_sources(st, oid):
        if src not in out and src not in (declined or []) and _payable(st, oid, src):
            out.append(src)
    return out


def _optional_sources(st: State, oid: int) -> list[int]:
    o = st.objs[oid]
    mark = o.extra.get("saved_by")
    out = [mark[1]] if mark and mark[0] == st.turn_number else []  # "the next time it would die this turn"
    if layers.any_passive(st, "replace_die_may") and o.buffs:  # "if a buffed unit you control would die"
        out += [src for src, s in layers.statics(st) if s.get("replace_die_may") and st.objs[src].controller == o.controller]
    if layers.any_passive(st, "replace_own_death_may") and _own_death_may(st, oid) is not None:
        out.append(oid)  # "once each turn, if I would die, you may kill a friendly unit to ... instead"
    if layers.any_passive(st, "replace_die_here_may") and o.zone == BF and st.showdown is not None \
            and st.showdown.combat:  # a battlefield's "if a unit here would die during combat"
        here = st.battlefields[o.loc].obj
        out += [src for src, s in layers.statics(st) if s.get("replace_die_here_may") and src == here]
    return out


def _own_death_may(st: State, oid: int) -> dict[str, Any] | None:
    """The unit's own `replace_own_death_may` passive, unless used this turn (386)."""
    from . import per_turn

    for src, s in layers.statics(st):
        if src == oid and s.get("replace_own_death_may"):
            if s.get("per_turn") and per_turn.used_up(st, oid, "replace_own_death", {"per_turn": 1}):
                return None
            return {**s["replace_own_death_may"], "per_turn": bool(s.get("per_turn"))}
    return None


def kill_options(st: State, oid: int, src: int) -> list[int]:
    """The friendly units a replacement's "kill a friendly unit" cost may kill (not the unit it saves, nor one
    already held as dying)."""
    from ..read.targets import candidates

    cost = optional_cost(st, oid, src) or {}
    if "kill" not in cost:
        return []
    who = replacement_controller(st, oid, src)
    return [u for u in candidates(st, {"who": "you", **cost["kill"]}, who, src, choosing=False)
            if u != oid and not st.objs[u].extra.get("dying")]


def optional_cost(st: State, oid: int, src: int) -> dict[str, Any] | None:
    """What applying an optional replacement of `src` to `oid`'s death costs (a `may` cost: Power,
    and for Sett, The Boss exhausting him and spending the unit's buff), or None if it is no such one."""
    mark = st.objs[oid].extra.get("saved_by")
    if mark and mark[0] == st.turn_number and mark[1] == src:
        return {"power": list(mark[2])}
    if src == oid and st.objs[oid].extra.get("saved") != st.turn_number:
        own = _own_death_may(st, oid)
        if own is not None:
            return {"power": [], "kill": dict(own.get("kill") or {})}
    for s_src, s in layers.statics(st):
        if s_src == src and s.get("replace_die_may"):
            return {"power": list(s["replace_die_may"].get("power", [])), "exhaust": True, "spend_buff": True}
        if s_src == src and s.get("replace_die_here_may"):
            return {"power": list(s["replace_die_here_may"].get("power", []))}
    return None


# Pricing and paying Energy / Power is the rules layer's (rules/costs.py, above this one): it hands
# these two in as it loads (rules/abilities.py), so an optional replacement's cost can be read and paid.
PAYMENTS: dict[str, Callable[..., Any]] = {}


def _can_pay_power(st: State, p: int, power: list[str]) -> bool:
    return not power or PAYMENTS["can_pay"](st, p, {"power": power})


def _payable(st: State, oid: int, src: int) -> bool:
    cost = optional_cost(st, oid, src)
    o = st.objs.get(src)
    if cost is None:
        return False
    if cost.get("exhaust") and (o is None or o.exhausted or o.zone not in (BASE, BF, LEGEND)):
        return False
    if "kill" in cost and not kill_options(st, oid, src):
        return False
    return _can_pay_power(st, replacement_controller(st, oid, src), cost["power"])


def replacement_controller(st: State, unit: int, src: int) -> int:
    """374: the controller of a replacement is the controller of its source (the unit's own save
    is its controller's; a delayed one's, the player whose effect made it); nobody controlling it,
    the turn player decides (372.2)."""
    mark = st.objs[unit].extra.get("saved_by") if unit in st.objs else None
    if mark and mark[0] == st.turn_number and mark[1] == src:
        return int(mark[3])
    if src in st.objs and st.objs[src].zone == "bf_card" and unit in st.objs:  # a battlefield's "its controller
        return st.objs[unit].controller  # may pay ...": the unit's controller decides and pays
    o = st.objs.get(src if src in st.objs else unit)
    who = o.controller if o is not None else NO_PLAYER
    return who if who >= 0 else st.turn_player


def kill_together(st: State, log: Log, deaths: list[tuple[int, Any]], ask: bool = False) -> bool:
    """Kill these objects at the same moment (`(object id, attribution)` pairs), applying death
    replacements first (367-373). Returns True when a decision about them now waits: with `ask`
    it is pending at once (the caller, an effect, pauses on it), else a `deaths` task holds them
    until the current work is done."""
    batch: list[Death] = []
    for oid, by in deaths:
        o = st.objs.get(oid)
        if o is not None and not o.extra.get("dying") and all(e[0] != oid for e in batch):
            batch.append([oid, by, o.gen])
    return _settle(st, log, batch, ask)


def _same(st: State, e: Death) -> bool:
    """The object is still there and is the same object (124: a zone change makes a new one)."""
    o = st.objs.get(e[0])
    return o is not None and o.gen == e[2]


def _settle(st: State, log: Log, batch: list[Death], ask: bool) -> bool:
    while True:
        live = [e for e in batch if _same(st, e)]
        found = {e[0]: death_replacements(st, e[0], e[3] if len(e) > 3 else None) for e in live}
        pend = _decision(st, live, found)
        if pend is not None:
            for e in live:
                st.w(e[0]).extra["dying"] = True  # held: still on the board, not killed again
            if ask:
                st.pending = pend
                st.priority = NO_PLAYER
            else:
                st.tasks.insert(0, ["deaths", live])
            return True
        lones = [e for e in live if len(found[e[0]]) == 1]
        if not lones:
            break
        order = _turn_order(st)  # 373.1: replacements of different controllers execute in turn order
        lone = min(lones, key=lambda e: order.index(replacement_controller(st, e[0], found[e[0]][0])))
        cost = optional_cost(st, lone[0], found[lone[0]][0])
        if cost is not None:  # 386.2.a: its controller may apply it or not (a `may`, its cost paid on yes)
            for e in live:
                st.w(e[0]).extra["dying"] = True
            pend = Pending("may", replacement_controller(st, lone[0], found[lone[0]][0]), [True, False],
                           {"then": [], "cost": cost, "replace_may": {"unit": lone[0], "source": found[lone[0]][0]},
                            "batch": live})
            if ask:
                st.pending = pend
                st.priority = NO_PLAYER
            else:
                st.tasks.insert(0, ["deaths", live])  # asked when the task comes up
            return True
        batch.remove(lone)
        apply_one(st, log, lone[0], found[lone[0]][0])
    dying = [e for e in batch if _same(st, e)]
    leaving = frozenset(e[0] for e in dying)  # they leave the board at the same moment (383.2.c.2)
    _note_alone(st, [e[0] for e in dying])
    for e in dying:  # 373.1.a: the unmodified deaths happen after the replacements executed
        if _same(st, e):
            zones.die(st, log, e[0], e[1], leaving)
    return False


def _note_alone(st: State, dying: list[int]) -> None:
    """740.2.a: whether each unit dying now is alone (no other friendly unit at its location), read before any of
    them leaves - the units dying at the same moment are still there (a Deathknell's "if I died alone"); kept on
    the unit (`alone_at_death`) until it leaves the board, only in games whose cards read it."""
    from ..read.conditions import friendly
    from ..read.scripts import table_mentions

    if not dying or not table_mentions(st, "died_alone"):
        return
    facts = {}
    for oid in dying:
        o = st.objs[oid]
        if o.zone not in (BASE, BF) or not layers.is_unit(st, oid):
            continue
        there = st.battlefields[o.loc].units if o.zone == BF else st.players[o.controller].base
        facts[oid] = not any(u != oid and layers.is_unit(st, u) and friendly(st, st.objs[u].controller, o.controller)
                             for u in there)
    for oid, alone in facts.items():
        st.w(oid).extra["alone_at_death"] = alone


def _turn_order(st: State) -> list[int]:
    n = len(st.players)
    return [(st.turn_player + i) % n for i in range(n)]


def _decision(st: State, live: list[Death], found: dict[int, list[int]]) -> Pending | None:
    """The next choice these deaths need, if any: first a replacement that could apply to several
    of them (373; controllers in turn order, 373.1), then an order for one death (372)."""
    shared: list[tuple[int, int, list[int]]] = []
    seen: list[int] = []
    for e in live:
        for src in found[e[0]]:
            if src in seen:
                continue
            seen.append(src)
            events = [x[0] for x in live if src in found[x[0]]]
            if len(events) >= 2:
                shared.append((replacement_controller(st, events[0], src), src, events))
    if shared:
        order = _turn_order(st)
        who, src, events = min(shared, key=lambda s: order.index(s[0]) if s[0] in order else len(order))
        return Pending("choose_cards", who, events,
                       {"count": 1, "purpose": "replace_death", "source": src, "batch": live})
    for e in live:
        if len(found[e[0]]) >= 2:
            o = st.objs[e[0]]
            who = o.controller if o.controller >= 0 else st.turn_player  # 372, 372.2
            return Pending("order_replacements", who, found[e[0]], {"unit": e[0], "batch": live})
    return None


def resume(st: State, log: Log, batch: list[Death], resumed: dict[str, Any] | None = None) -> None:
    """A `deaths` task comes up: ask what the held deaths need, or settle them (and carry on with
    the effect that killed them, if it was waiting)."""
    _carry_on(st, log, [list(e) for e in batch], resumed)


def _carry_on(st: State, log: Log, batch: list[Death], resumed: dict[str, Any] | None) -> None:
    """Release the held deaths and settle them; an effect that was waiting on them (`resumed`,
    its remaining steps) waits for the next decision or carries on."""
    for e in batch:
        if e[0] in st.objs:
            st.w(e[0]).extra.pop("dying", None)
    if _settle(st, log, batch, ask=True):
        if resumed is not None:  # the effect that killed them still waits
            assert st.pending is not None
            st.pending.data["resume"] = resumed
        return
    if resumed is not None:  # the effect carries on with its remaining steps
        from ..read.context import Ctx
        from . import resolve

        r = resumed
        ctx = Ctx(st, log, r["controller"], r["source"], list(r["targets"]), None, dict(r["data"]), r["spell"])
        resolve.run(ctx, list(r["rest"]))


def is_replacement_decision(pend: Pending) -> bool:
    return pend.kind == "order_replacements" or pend.data.get("purpose") == "replace_death" or \
        (pend.kind == "may" and "replace_may" in pend.data)


def release(st: State, pend: Pending) -> None:
    """A replacement decision is dropped (its player left the game, 652): the held deaths are
    released and settled again without it, as a task (so removal finishes first)."""
    batch = [list(e) for e in pend.data.get("batch", [])]
    for e in batch:
        if e[0] in st.objs:
            st.w(e[0]).extra.pop("dying", None)
    st.tasks.insert(0, ["deaths", batch, pend.data.get("resume")])


def answer(st: State, log: Log, player: int, choice: dict[str, Any]) -> None:
    """`order_replacements` (`{order: [sources]}`, 372: only the first can apply, since it saves
    the unit, 370.2; naming only the first is enough) or `choose_cards` with purpose
    `replace_death` (`{cards: [unit]}`, 373: the death the replacement applies to). The other
    deaths of the same moment are then settled; an effect that was waiting carries on."""
    pend = st.pending
    assert pend is not None
    if pend.kind == "may":  # an optional replacement (386.2.a): yes pays and applies it, no declines it
        ask, yes = pend.data["replace_may"], choice.get("yes")
        if not isinstance(yes, bool):
            raise IllegalAction("answer yes: true or yes: false")
        if yes and not _can_pay_power(st, player, pend.data["cost"].get("power", [])):
            raise IllegalAction("you can't pay that cost; answer yes: false")
        victim = None
        if yes and "kill" in pend.data["cost"]:  # "you may kill a friendly unit to ...": which one
            options = kill_options(st, ask["unit"], ask["source"])
            victim = choice.get("kill", options[0] if len(options) == 1 else None)
            if victim not in options:
                raise IllegalAction("name the friendly unit you kill for it (kill: one of "
                                    + ", ".join(st.name(u) for u in options) + ")")
        st.pending = None
        batch = [list(e) for e in pend.data["batch"]]
        for e in batch:
            if e[0] in st.objs:
                st.w(e[0]).extra.pop("dying", None)
        if yes and _payable(st, ask["unit"], ask["source"]):
            apply_one(st, log, ask["unit"], ask["source"], victim)
            batch = [e for e in batch if e[0] != ask["unit"]]
        else:
            log.add("decline", f"{st.players[player].name} doesn't save {st.name(ask['unit'])}", ALL, player=player)
            for e in batch:  # 386.2.b: not applied to this death
                if e[0] == ask["unit"]:
                    e[3:] = [[*(e[3] if len(e) > 3 else []), ask["source"]]]
        _carry_on(st, log, batch, pend.data.get("resume"))
        return
    if pend.kind == "order_replacements":
        order = list(choice.get("order", []))
        if not order or any(x not in pend.options for x in order) or len(set(order)) != len(order):
            raise IllegalAction("order the replacement effects by their sources (those offered)")
        oid, src = pend.data["unit"], order[0]
        log.add("order", f"{st.players[player].name} applies {st.name(src)} first", ALL, player=player)
    else:
        try:
            cards = [int(c) for c in choice.get("cards", [])]
        except (TypeError, ValueError):
            raise IllegalAction("cards must be card ids") from None
        if len(cards) != 1 or cards[0] not in pend.options:
            raise IllegalAction("choose one of the units offered: the death this replacement applies to")
        oid, src = cards[0], pend.data["source"]
        log.add("order", f"{st.players[player].name} applies {st.name(src)} to {st.name(oid)}", ALL,
                player=player, card=oid)
    st.pending = None
    batch = [list(e) for e in pend.data["batch"]]
    for e in batch:
        if e[0] in st.objs:
            st.w(e[0]).extra.pop("dying", None)
    apply_one(st, log, oid, src)
    _carry_on(st, log, [e for e in batch if e[0] != oid], pend.data.get("resume"))


def apply_one(st: State, log: Log, oid: int, src: int, victim: int | None = None) -> None:
    """Apply one replacement: the unit's own save (its mark is used up), an optional one whose cost
    its controller pays now (a delayed one's mark is used up; Sett, The Boss is exhausted and the
    unit's buff spent), or kill `src` instead."""
    cost = optional_cost(st, oid, src)
    if cost is not None:
        who = replacement_controller(st, oid, src)
        if cost.get("power"):
            PAYMENTS["pay"](st, log, who, {"power": cost["power"]})
        if cost.get("exhaust"):
            zones.exhaust(st, log, src)
        if cost.get("spend_buff") and st.objs[oid].buffs:
            zones.spend_buff(st, oid, who)
        if "kill" in cost:  # "kill a friendly unit to ..." (the unit the answer named), once each turn (386)
            from . import per_turn

            per_turn.use(st, oid, "replace_own_death", {"per_turn": 1})
            if victim is not None and victim in st.objs:
                log.add("replace", f"{st.players[who].name} kills {st.name(victim)} to save {st.name(oid)}", ALL,
                        card=victim)
                zones.kill(st, log, victim)
        if "saved_by" in st.objs[oid].extra:
            st.w(oid).extra.pop("saved_by")
        log.add("replace", f"{st.players[who].name} pays to save {st.name(oid)}", ALL, card=oid)
    elif src == oid:
        del st.w(oid).extra["saved"]
    elif _rescues(st, src):  # "instead heal it, exhaust it, and recall it": nothing dies in its place
        log.add("replace", f"{st.name(src)} saves {st.name(oid)}", ALL, card=oid)
    else:
        log.add("replace", f"{st.name(src)} dies instead of {st.name(oid)}", ALL, card=src)
        zones.kill(st, log, src)
    _rescue(st, log, oid)


def _rescues(st: State, src: int) -> bool:
    """`src`'s replacement is a `replace_die: rescue` ("instead heal it, exhaust it, and recall it": the source
    isn't killed in its place)."""
    return any(s_src == src and s.get("replace_die") == "rescue" for s_src, s in layers.statics(st))


def _rescue(st: State, log: Log, oid: int) -> None:
    """Heal it, exhaust it, and recall it (not a move)."""
    st.w(oid).damage = 0
    zones.exhaust(st, log, oid)
    zones.recall(st, log, oid)
