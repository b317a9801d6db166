"""Activated abilities of units, gear and legends (376-381), Equip (818), ability costs.

A script lists `abilities`: `{"cost": {...}, "targets": [...], "effects": [...], "timing":
"reaction"|"action" (default: your turn, open state, 381), "if": condition (e.g. "use only
while I'm at a battlefield"), "add": true (resolves at once and can't be reacted to, 430),
"less": {"energy": value, "if": condition} ("this ability costs [3] less if ...", 827.1.c.3)}`.
Cost keys: `exhaust` (exhaust me), `energy`, `power` (list of domains, "any" for [A]),
`recycle_trash` (N cards from your trash; `recycle_trash_unit`, N units), `banish_trash` (a card of those types from
your trash), `discard` (N cards), `kill` (a selector: a
friendly unit to kill), `exhaust_unit` (a selector: a ready friendly unit to exhaust), `spend_buff` (spend my buff),
`kill_self` ("Kill this: ..."). Choices for costs travel in `Action.options`: `{"recycle": [ids], "discard":
[ids], "kill": id, "exhaust": id}`; without them the engine takes the first eligible cards (the trash or hand
order), and the only eligible unit. `per_turn: N`: "Use this ability only once each turn" (for this object, 386);
`each_player: true` (a battlefield's): "each player may use this ability" (with `per_turn`, once each per player).
A gear with Equip gets an extra ability after its scripted ones: "[cost]: attach this to a
unit you control" (818.1.c.2), its cost read from the printed text.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..model import registry
from ..model.actions import Action
from ..model.cards import DOMAINS
from ..model.errors import IllegalAction
from ..model.events import ALL, Log
from ..model.prices import Cost
from ..model.state import BASE, BF, LEGEND, ChainItem, State
from ..ops import per_turn, replacements, zones
from ..ops.resolve import resolve_item
from ..ops.triggers import broadcast
from ..read import layers
from ..read.conditions import empowered_times, holds, value
from ..read.ignoring import deflect_tax
from ..read.scripts import ability_list, is_implemented, script_for, target_specs
from ..read.targets import candidates, check_targets, target_choices
from .chain import push
from .costs import can_pay, execute_payment, resolve_payment

registry.add_keys("passive", {
    "first_gear_ability_less": "N: \"the first friendly gear activated ability played each turn costs [N] less\" - "
                               "its controller's first gear ability of the turn (Equip too) (abilities.py).",
    "empower_less_here": "\"[Empower] costs of your units here cost [1] or [A] less\" (a battlefield's): the Empower "
                         "ability of a unit at the source's battlefield costs [1] less, or one Power symbol less "
                         "when the activation's `options.less` is `power` (or its cost has no Energy) (abilities.py).",
})

_PAID_HERE = {
    "exhaust": "[E]: exhaust this (in a `may` step: \"you may exhaust this to\").",
    "energy": "N Energy.",
    "power": "Power symbols: a list of domains, `any` for [A].",
    "recycle_trash": "Recycle N cards from your trash (`options.recycle` names them).",
    "recycle_trash_unit": "Recycle N units from your trash (`options.recycle` names them).",
    "discard": "Discard N cards (`options.discard` names them).",
    "kill": "A selector: kill a friendly unit that matches (`options.kill`).",
    "kill_self": "\"Kill this\" (in a `may` step: \"you may kill me to ...\", the source on the board).",
    "spend_buff": "Spend my buff (in a `may` step: a buff of a unit of yours, then a `spend_buff` step).",
    "disempower": "\"Disempower this\" (443): it must be Empowered.",
    "banish_trash": "A list of card types: banish a card of one of them from your trash (`options.banish` names it): "
                    "\"Banish a unit or gear from your trash\".",
    "discard_a": "Discard a card of that type (`spell`, `gear`; `options.discard` names it): \"Discard a spell\".",
    "exhaust_unit": "A selector (`{}`: any): exhaust a ready friendly unit that matches, not this one and not one "
                    "of the targets (`options.exhaust`; the only one is used): \"Exhaust a friendly [Mighty] unit: "
                    "...\"; the effect names it `cost_unit`.",
}
registry.add_keys("cost", _PAID_HERE)
_OWN_COSTS = frozenset(_PAID_HERE)  # paid here; any other is a registered one (its own check and pay)


def _resource_cost(c: dict[str, Any]) -> Cost:
    power = [tuple(p) if isinstance(p, (list, tuple)) else (DOMAINS if p == "any" else (p,))
             for p in c.get("power", [])]
    return Cost(int(c.get("energy", 0)), power)


def can_pay_resources(st: State, p: int, c: dict[str, Any]) -> bool:
    """Whether player `p` can pay an Energy / Power cost now (pool and runes)."""
    return can_pay(st, p, _resource_cost(c))


def pay_resources(st: State, log: Log, p: int, c: dict[str, Any]) -> None:
    """Pay an Energy / Power cost automatically (for "you may pay ... to ..." choices)."""
    cost = _resource_cost(c)
    payment = resolve_payment(st, p, cost, "auto")
    execute_payment(st, log, p, cost, payment)


replacements.PAYMENTS.update(can_pay=can_pay_resources, pay=pay_resources)  # optional replacements (386.2.a)


def _timing(st: State, p: int, ab: dict[str, Any]) -> str | None:
    """When an activated ability may be used: Reaction at any time (a Reaction Add ability while
    paying too, 430.3), Action also in showdowns on any turn (806.1.c.2), else your own Main Phase in
    an open state (381.1). An Add ability without Reaction keeps its timing (430.3)."""
    timing = ab.get("timing")
    if timing == "reaction":
        return None
    if st.chain:
        return "only Reaction abilities can be used while the chain is open"
    if timing == "action":
        return None if st.showdown is not None or p == st.turn_player else "use this on your turn or in showdowns"
    if p != st.turn_player or st.showdown is not None:  # 381
        return "this ability can be used only on your turn in an open state"
    return None


def _pick(pool: list[int], chosen: list[int] | None, n: int, what: str) -> list[int]:
    if chosen is not None:
        chosen = [int(c) for c in chosen]
        if len(chosen) != n or len(set(chosen)) != n or any(c not in pool for c in chosen):
            raise IllegalAction(f"choose {n} cards to {what}")
        return chosen
    if len(pool) < n:
        raise IllegalAction(f"you need {n} cards to {what}")
    return pool[:n]


def check(st: State, a: Action) -> tuple[dict[str, Any], Cost, Any, dict[str, Any]]:
    """Every check before anything changes; returns (ability, resource cost, payment, plan)."""
    p, oid = a.player, a.card
    o = st.objs.get(oid)
    shared = o is not None and _each_players(st, oid)  # a battlefield's "each player may use this ability"
    if o is None or not shared and (o.controller != p or o.zone not in (BASE, BF, LEGEND)):
        raise IllegalAction("you can only use abilities of your own cards on the board or your legend")
    card = st.card(oid)
    abilities = ability_list(st, card, oid)
    if not 0 <= a.ability < len(abilities):
        raise IllegalAction(f"{card.name} has no ability {a.ability}")
    if shared and not abilities[a.ability].get("each_player"):
        raise IllegalAction(f"only {card.name}'s controller may use that ability")
    if not is_implemented(card):
        raise IllegalAction(f"{card.name}'s text is not implemented yet, so its abilities can't be used")
    if layers.text_inactive(st, oid):  # 135.4: Equip and every printed ability of an attached card
        raise IllegalAction(f"{card.name} is attached: its printed abilities are inactive (135.4)")
    ab = abilities[a.ability]
    why = _timing(st, p, ab)
    if why:
        raise IllegalAction(why)
    if not holds(st, ab.get("if"), p, oid):
        raise IllegalAction(f"{card.name}'s ability can't be used now")
    c = ab.get("cost", {})
    if isinstance(c.get("energy"), dict):  # "this ability costs [1] less for each ..." (a value, never below 0)
        c = {**c, "energy": max(0, value(st, c["energy"], p, oid))}
    plan: dict[str, Any] = {}
    if c.get("exhaust") and o.exhausted:
        raise IllegalAction(f"{card.name} is exhausted")
    if c.get("spend_buff") and o.buffs < 1:
        raise IllegalAction(f"{card.name} has no buff to spend")
    if c.get("disempower") and not o.extra.get("empowered"):  # "Disempower this" as a cost (443)
        raise IllegalAction(f"{card.name} isn't Empowered")
    player = st.players[p]
    if c.get("recycle_trash"):
        plan["recycle"] = _pick(player.trash, a.options.get("recycle"), c["recycle_trash"], "recycle")
    if c.get("recycle_trash_unit"):  # "Recycle a unit from your trash"
        units = [x for x in player.trash if st.card(x).type == "unit"]
        plan["recycle"] = _pick(units, a.options.get("recycle"), c["recycle_trash_unit"], "recycle (units)")
    if c.get("banish_trash"):  # "Banish a unit or gear from your trash"
        typed = [x for x in player.trash if st.card(x).type in c["banish_trash"]]
        plan["banish"] = _pick(typed, a.options.get("banish"), 1, f"banish (a {' or '.join(c['banish_trash'])})")
    if c.get("discard"):
        plan["discard"] = _pick(player.hand, a.options.get("discard"), c["discard"], "discard")
    if c.get("discard_a"):  # "Discard a spell"
        typed = [h for h in player.hand if st.card(h).type == c["discard_a"]]
        plan["discard"] = _pick(typed, a.options.get("discard"), 1, f"discard (a {c['discard_a']})")
    if c.get("kill"):
        pool = candidates(st, c["kill"], p, oid, choosing=False)
        pick = a.options.get("kill")
        if pick is None and len(pool) == 1:
            pick = pool[0]
        if pick not in pool:
            raise IllegalAction("choose a unit to kill for this cost")
        if pick in a.targets:  # 357.3: a payment may not remove a target of the ability (ruling 250)
            raise IllegalAction(f"{st.name(pick)} is a target: it can't be killed to pay for this ability")
        plan["kill"] = pick
    if "exhaust_unit" in c:  # not a target either ("exhaust a unit you control: ... a different unit")
        pool = [u for u in exhaust_pool(st, p, oid, c) if u not in a.targets]
        pick = a.options.get("exhaust")
        if pick is None and len(pool) == 1:
            pick = pool[0]
        if pick not in pool:
            raise IllegalAction("choose a ready unit of yours to exhaust for this cost (not a target)")
        plan["exhaust_unit"] = pick
    if per_turn.used_up(st, oid, _use_key(a.ability, ab, p), ab):  # "use this ability only once each turn" (386)
        raise IllegalAction(f"{card.name}'s ability can be used only once each turn")
    for cost_key in c:  # a cost a card module registered (`registry.cost`)
        if cost_key not in _OWN_COSTS:
            why = _registered_cost(cost_key).check(st, p, oid, c[cost_key])
            if why:
                raise IllegalAction(why)
    specs = target_specs(ab)
    check_targets(st, specs, a.targets, p, oid)
    cost = _resource_cost(c)
    less = ab.get("less")
    if less and holds(st, less.get("if"), p, oid):  # 827.1.c.3: "this ability costs [3] less if ..."; its value
        # may read the targets chosen ("reduced by the Might of the unit you choose", 355.6: chosen before paying)
        cost.energy = max(0, cost.energy - value(st, less.get("energy", 0), p, oid, _target_ref(a.targets, oid)))
    cost = passives_less(st, p, oid, ab, cost, a.options)
    cost = cost.add(Cost(0, [DOMAINS] * deflect_tax(st, p, a.targets, ab)))  # 809.1.c: abilities too
    if card.type in ("gear", "unit"):  # Ornn's resources pay gear abilities too, Renekton's units' abilities
        cost = cost.purposed(f"{card.type}_ability")
    payment = resolve_payment(st, p, cost, a.pay)
    _uses_own_source(st, oid, c, payment.add)
    return ab, cost, payment, plan


def exhaust_pool(st: State, p: int, oid: int, c: dict[str, Any]) -> list[int]:
    """The ready units of `p` an `exhaust_unit` cost may exhaust (not the source when [E] exhausts it too)."""
    sel = {"who": "you", **c["exhaust_unit"]} if isinstance(c["exhaust_unit"], dict) else {"who": "you"}
    return [u for u in candidates(st, {**sel, "exhausted": False}, p, oid, choosing=False)
            if u != oid or not c.get("exhaust")]
def _target_ref(targets: list[int], source: int) -> Callable[[Any], int | None]:
    """A value's reference read on an ability's chosen targets (`t0`, ...) or its source (`self`)."""
    def ref(r: Any) -> int | None:
        if r == "self":
            return source
        if isinstance(r, str) and r[:1] == "t" and r[1:].isdigit() and int(r[1:]) < len(targets):
            return targets[int(r[1:])]
        return None
    return ref


def activate(st: State, log: Log, a: Action) -> None:
    """376-377: pay every cost, then the ability goes on the chain (or resolves, Add, 430)."""
    ab, cost, payment, plan = check(st, a)
    p, oid = a.player, a.card
    execute_payment(st, log, p, cost, payment)
    _pay_and_use(st, log, p, oid, a.ability, ab, plan, a.targets)


def _uses_own_source(st: State, oid: int, c: dict[str, Any], add: list[tuple[int, int]]) -> None:
    """An object whose Add ability pays (exhausting or killing it) can't also pay this way."""
    if oid in {src for src, _ in add} and (c.get("exhaust") or c.get("kill_self")):
        raise IllegalAction(f"{st.name(oid)} can't both add resources for this cost and pay it")


def activate_add(st: State, log: Log, p: int, oid: int, i: int) -> None:
    """430.2: an Add ability used while paying a cost is activated, finalizes and resolves at once."""
    ab = ability_list(st, st.card(oid), oid)[i]
    _pay_and_use(st, log, p, oid, i, ab, {}, [])


def passives_less(st: State, p: int, oid: int, ab: dict[str, Any], cost: Cost, options: dict[str, Any]) -> Cost:
    """356.4 for abilities: passives that reduce an activated ability's cost - the first friendly gear ability each
    turn (`first_gear_ability_less`, its source's controller's), a unit's Empower ability at the source's
    battlefield (`empower_less_here`: [1], or one Power symbol)."""
    if not (layers.any_passive(st, "first_gear_ability_less") or layers.any_passive(st, "empower_less_here")):
        return cost
    card, o = st.card(oid), st.objs[oid]
    here = o.loc if o.zone == BF else -1
    for src, s in layers.statics(st):
        n = s.get("first_gear_ability_less")
        field = next((b for b in st.battlefields if b.obj == src), None)  # a battlefield's: whoever controls it
        ctrl = field.controller if field is not None else st.objs[src].controller
        if n and card.is_a("gear") and ctrl == p and holds(st, s.get("if"), p, src) \
                and st.players[p].extra.get("gear_ability_turn") != st.turn_number:
            cost = Cost(max(0, cost.energy - int(n)), list(cost.power), cost.purpose)
        if s.get("empower_less_here") and ab.get("name") == "Empower" and card.type == "unit" and here >= 0 \
                and st.battlefields[here].obj == src:
            if cost.power and (options.get("less") == "power" or not cost.energy):
                cost = Cost(cost.energy, list(cost.power)[:-1], cost.purpose)
            else:
                cost = Cost(max(0, cost.energy - 1), list(cost.power), cost.purpose)
    return cost


def _at_altar(st: State, oid: int) -> bool:
    """A unit at a battlefield with `empower_less_here` (its Empower costs [1] or [A] less there)."""
    o = st.objs[oid]
    if o.zone != BF or not layers.any_passive(st, "empower_less_here"):
        return False
    return any(src == st.battlefields[o.loc].obj and s.get("empower_less_here") for src, s in layers.statics(st))


def _registered_cost(key: str) -> Any:
    found = registry.impls("cost").get(key)
    if found is None:
        raise IllegalAction(f"unknown ability cost {key!r}")
    return found


def _pay_and_use(st: State, log: Log, p: int, oid: int, index: int, ab: dict[str, Any], plan: dict[str, Any],
                 targets: list[int]) -> None:
    """Pay the non-resource costs, then put the ability on the chain or (Add, 430.2) resolve it."""
    c = ab.get("cost", {})
    name = f"{st.name(oid)} ({ab.get('name', 'ability')})"
    key = st.card(oid).key  # read before "Kill this" (a token ceases to exist, 186.1)
    gear = st.card(oid).is_a("gear")
    if c.get("exhaust"):
        zones.exhaust(st, log, oid)
    if c.get("spend_buff"):
        zones.spend_buff(st, oid, p)  # one buff (a unit may have several, 427.1.b.2)
    if c.get("disempower"):
        disempower(st, log, oid)
    if c.get("kill_self"):  # "Kill this: ..." (a cost)
        zones.kill(st, log, oid)
    if plan.get("recycle"):
        zones.recycle_main(st, p, plan["recycle"])
    for card in plan.get("banish", []):
        zones.banish(st, log, card, by=p)
    for card in plan.get("discard", []):
        zones.discard(st, log, card)
    if plan.get("discard"):
        broadcast(st, log, "discard", p)
    if "kill" in plan:
        zones.kill(st, log, plan["kill"])
    if "exhaust_unit" in plan:
        zones.exhaust(st, log, plan["exhaust_unit"])
    per_turn.use(st, oid, _use_key(index, ab, p), ab)  # "use this ability only once each turn" (386)
    if gear and layers.any_passive(st, "first_gear_ability_less"):
        st.players[p].extra["gear_ability_turn"] = st.turn_number  # "the first ... gear activated ability each turn"
    for cost_key in c:
        if cost_key not in _OWN_COSTS:
            _registered_cost(cost_key).pay(st, log, p, oid, c[cost_key])
    log.add("activate", f"{st.players[p].name} uses {name}", ALL, player=p, card=oid)
    data: dict[str, Any] = {"card": key}  # 479.1.b
    if "exhaust_unit" in plan:  # "the unit you exhausted to pay for this ability"
        st.w(plan["exhaust_unit"]).exhausted = True
        data["cost_unit"] = [plan["exhaust_unit"], st.objs[plan["exhaust_unit"]].gen]
    if ab.get("borrowed"):  # another object's [E] ability, found again by its card as it resolves
        data["borrowed"] = list(ab["borrowed"])
    if ab.get("granted"):  # an ability a passive gives it, found again by the granting card
        data["granted"] = list(ab["granted"])
    item = ChainItem(st.new_id(), "ability", oid, p, name, f"activated:{index}",
                     [[t, st.objs[t].gen] for t in targets], data)
    if ab.get("add"):
        resolve_item(st, log, item)
    else:
        push(st, log, item)
        if targets:
            from ..ops.triggers import chose

            chose(st, log, p, list(targets), False, oid)  # "when you choose a friendly unit"


def _each_players(st: State, oid: int) -> bool:
    """A battlefield on the board with an ability "each player may use" (`each_player`), whoever controls it."""
    card = st.card(oid)
    return card.type == "battlefield" and any(ab.get("each_player") for ab in (script_for(card) or {}).get(
        "abilities", ())) and any(b.obj == oid for b in st.battlefields)


def _use_key(index: int, ab: dict[str, Any], p: int) -> str:
    """The key its uses this turn are counted by: per player for "each player may use this ability once" (386)."""
    return f"activated:{index}:{p}" if ab.get("each_player") else f"activated:{index}"


def legal(st: State, p: int) -> list[Action]:
    """Activations `p` may make now (one per ability and target list, automatic payment)."""
    out: list[Action] = []
    player = st.players[p]
    sources = list(player.base) + [u for b in st.battlefields for u in b.units]
    sources += player.legends()
    sources += [b.obj for b in st.battlefields if _each_players(st, b.obj)]
    for oid in sources:
        o = st.objs.get(oid)
        if o is None or (o.controller != p and not _each_players(st, oid)):
            continue
        card = st.card(oid)
        abilities = ability_list(st, card, oid)
        for i, ab in enumerate(abilities):
            specs = target_specs(ab)
            c = ab.get("cost", {})
            picks = [{}]
            if "exhaust_unit" in c:  # one listing per unit the cost may exhaust
                picks = [{"exhaust": u} for u in exhaust_pool(st, p, oid, c)]
            if ab.get("name") == "Empower" and c.get("power") and c.get("energy") and _at_altar(st, oid):
                picks += [{**x, "less": "power"} for x in picks]  # Risen Altar: [A] less instead of [1]
            if c.get("kill"):  # one listing per unit the cost may kill ("Kill a friendly unit")
                picks = [{**pick, "kill": u} for pick in picks for u in candidates(st, c["kill"], p, oid, choosing=False)]
            for targets in target_choices(st, specs, p, oid, limit=16) if specs else [[]]:
                for opts in picks:
                    a = Action("activate", p, card=oid, ability=i, targets=targets, options=dict(opts), pay="auto")
                    try:
                        check(st, a)
                    except IllegalAction:
                        continue
                    out.append(a)
    return out


def disempower(st: State, log: Log, oid: int) -> None:
    """"Disempower this" (443): the object is no longer Empowered (a cost, or an effect's verb); one Empowered
    by a count loses one of its statuses (443.1.b)."""
    times = empowered_times(st.objs[oid])
    if times > 1:
        st.w(oid).extra["empowered"] = times - 1
        log.add("disempower", f"{st.name(oid)} is Empowered {times - 1} times now", ALL, card=oid)
        return
    del st.w(oid).extra["empowered"]
    log.add("disempower", f"{st.name(oid)} is no longer Empowered", ALL, card=oid)
