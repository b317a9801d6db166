"""`legal_actions(state, player)`: what a player may do now (411).

Plays are listed once per distinct sensible payment (see costs.py) with that
payment spelled out, and once per destination, target list and Accelerate
choice. Standard moves are listed one unit at a time; any set of units that are
each listed for the same destination may also move together (144.3).
Combat damage lists the canonical assignments (see combat.py); `apply`
accepts any other legal assignment too.
"""

from __future__ import annotations

from itertools import combinations, islice, permutations
from typing import Any

from ..model.actions import BASE as TO_BASE
from ..model.actions import Action
from ..model.errors import IllegalAction
from ..model.prices import Cost
from ..model.state import CHAMPION, HAND, TRASH, State
from ..ops.damage import split_choices
from ..read import layers
from ..read.conditions import holds, play_permitted
from ..read.naming import play_forbidden
from ..read.reading import reading
from ..read.scripts import as_played, is_implemented, script_for, target_specs
from ..read.targets import candidates, target_choices
from ..rules import destinations, movement, play
from ..rules.costs import payment_options, pool_can_pay
from ..rules.playcosts import (
    check_add_sources,
    discount_cost,
    optional_discounts,
    ready_friendly_units,
    repeat_cost,
)


def legal_actions(st: State, p: int) -> list[Action]:
    with reading(st):  # legal_actions only reads: passives are worked out once
        return _legal_actions(st, p)


def _legal_actions(st: State, p: int) -> list[Action]:
    if st.over or not 0 <= p < len(st.players) or st.players[p].removed:
        return []
    out = [Action("concede", p)]
    pending = st.pending
    if pending is not None:
        if pending.player == p:
            out.extend(_answers(st, p))
        return out
    if st.priority != p:
        return out
    player = st.players[p]
    for oid in player.runes:
        if not st.objs[oid].exhausted:
            out.append(Action("activate", p, card=oid, ability=0))
        out.append(Action("activate", p, card=oid, ability=1))
    from ..rules.abilities import legal as ability_actions

    out.extend(ability_actions(st, p))  # units, gear and legends (376-381)
    flow = [t for t in player.trash if st.card(t).type == "spell" and play.has_flow(st, t)  # 829.1.b
            or play.from_trash_allowed(st, p, t)]  # "you may play me from your trash for [3][Fury]"
    # "opponents can't play spells with that name", "opponents can't play cards this turn"
    forbid = layers.any_passive(st, "forbid_play") or st.turn_number in (player.extra.get("no_plays"),
                                                                         player.extra.get("no_spells"))
    permitted = [b for b in player.banishment if play_permitted(st, p, b)] if player.extra.get("may_play") else []
    for oid in player.hand + player.champion + flow + permitted:
        out.extend(_plays(st, p, oid, False, forbid))
    for b in st.battlefields:
        for oid in b.facedown:
            o = st.objs[oid]
            if o.controller == p and o.hidden_turn != st.turn_number:
                out.extend(_plays(st, p, oid, True, forbid))
    if st.invited == p:  # 491.8.a: an invited teammate plays a spell, uses an ability or passes back
        return [x for x in out if x.kind in ("concede", "activate", "pass") or
                (x.kind == "play" and st.card(x.card).type == "spell")] + ([] if st.chain else [Action("pass", p)])
    if st.invited < 0 and not st.chain and any(q != p and st.players[q].team == player.team and not st.players[q].removed
                              for q in range(len(st.players))) and player.team:
        out.append(Action("invite", p))
    neutral_main = not st.chain and st.showdown is None and st.phase == "main" and p == st.turn_player
    if neutral_main:
        out.extend(_moves(st, p))
        out.extend(_hides(st, p))
        out.append(Action("end_turn", p))
    else:
        out.append(Action("pass", p))
    return out


def _answers(st: State, p: int) -> list[Action]:
    pending = st.pending
    assert pending is not None
    kind = pending.kind
    if kind == "mulligan":
        hand = pending.options
        picks = [[]] + [[c] for c in hand] + [list(c) for c in combinations(hand, 2)]
        return [Action("choose", p, choice={"cards": c}) for c in picks]
    if kind == "assign_damage":
        return [Action("choose", p, choice={"assign": {oid: n for oid, n in opt}}) for opt in pending.options]
    if kind == "choose_battlefield":
        return [Action("choose", p, choice={"battlefield": bf}) for bf in pending.options]
    if kind == "burn_out_opponent":
        return [Action("choose", p, choice={"player": name}) for name in pending.options]
    if kind in ("choose_targets", "new_targets"):
        return [Action("choose", p, choice={"targets": t}) for t in pending.options]
    if kind == "order_triggers":  # 383.3.d: every order (by name when names are unique)
        names = pending.options
        keys = names if len(set(names)) == len(names) else pending.data["sources"]
        return [Action("choose", p, choice={"order": list(o)}) for o in islice(permutations(keys), 120)]
    if kind == "choose_destination":  # base (-1) or a battlefield you control
        return [Action("choose", p, choice={"battlefield": at}) for at in pending.options]
    if kind == "order_replacements":  # 372: only the first applies (it saves the unit)
        return [Action("choose", p, choice={"order": [src]}) for src in pending.options]
    if kind == "choose_cards" and "groups" in pending.data:  # 355.11.b: one of the legal subsets
        return [Action("choose", p, choice={"cards": list(g)}) for g in pending.data["groups"]]
    if kind == "choose_cards":  # discard (423.4), recycle from the trash (417)
        n = pending.data["count"]
        sizes = range(n + 1) if pending.data.get("up_to") else [n]  # "you may recycle one or both"
        pool = pending.data.get("only", pending.options)  # of the cards looked at, those that may be chosen
        return [Action("choose", p, choice={"cards": list(c)})
                for k in sizes for c in islice(combinations(pool, k), 60)]
    if kind == "may":  # 385-387: "you may (pay [cost] to) ..."; yes only when the cost can be paid
        from ..effects.asking import can_pay_may

        cost = pending.data.get("cost")
        source = (pending.data.get("replace_may") or pending.data.get("resume") or pending.data.get("finalize")
                  or pending.data.get("deflect") or {}).get("source", -1)
        yes = not cost or can_pay_may(st, p, cost, source)
        if yes and cost and "kill" in cost and pending.data.get("replace_may"):  # which friendly unit it kills
            from ..ops.replacements import kill_options

            ask = pending.data["replace_may"]
            return [Action("choose", p, choice={"yes": True, "kill": u}) for u in kill_options(st, ask["unit"], ask["source"])] \
                + [Action("choose", p, choice={"yes": False})]
        return [Action("choose", p, choice={"yes": True})] * yes + [Action("choose", p, choice={"yes": False})]
    if kind == "order_damage":  # 372: doublings before the Prevent Value (0: the Prevent Value first)
        return [Action("choose", p, choice={"first": j}) for j in pending.options]
    if kind == "order_cards":  # 437.1.a: every order (the first on top)
        return [Action("choose", p, choice={"order": list(o)}) for o in islice(permutations(pending.options), 120)]
    if kind == "choose_option":  # one of the options (modes, a player's pick, an amount)
        return [Action("choose", p, choice={"option": o}) for o in pending.options]
    if kind == "name":  # 759-763: the game's own names listed; `apply` takes any legal name
        return [Action("choose", p, choice={"name": n}) for n in pending.options]
    if kind == "split_damage":
        return [Action("choose", p, choice={"split": s})
                for s in split_choices(st, pending.options, pending.data["amount"], each=bool(pending.data.get("each")))]
    raise RuntimeError(f"no answers listed for the decision {kind!r}")  # every kind must be answerable


def _pays(st: State, p: int, cost: Cost) -> list[object]:
    """The payments listed for a cost; memoised per state and cost (many cards cost the same)."""
    key = (st.step, p, cost.energy, tuple(cost.power), cost.purpose)
    memo = _PAY_MEMO
    if memo.get("state") is not st:
        memo.clear()
        memo["state"] = st
    found = memo.get(key)
    if found is None:
        found = [None] if pool_can_pay(st, p, cost) else [pay.as_data() for pay in payment_options(st, p, cost)]
        memo[key] = found
    return [dict(x) if isinstance(x, dict) else x for x in found]


_PAY_MEMO: dict[object, object] = {}
_COST_MEMO: dict[object, object] = {}  # the state listed last: (card, targets) -> [(options, cost, destinations)]


def listed_cost(st: State, action: Action) -> Cost | None:
    """The cost `legal_actions` worked out for a play it listed on this very state (None if it listed none such):
    the full cost with every change (explain.play_cost_of asks here before working it out again)."""
    if _COST_MEMO.get("state") is not st:
        return None
    found = _COST_MEMO.get((action.card, tuple(action.targets)))
    if not isinstance(found, list):
        return None
    opts = {k: v for k, v in action.options.items() if k != "move_to"}
    return next((cost for options, cost, tos in found if action.to in tos and options == opts), None)


def _remember_cost(st: State, oid: int, targets: list[int], options: dict[str, Any], cost: Cost,
                   tos: list[int]) -> None:
    if _COST_MEMO.get("state") is not st:
        _COST_MEMO.clear()
        _COST_MEMO["state"] = st
    entries = _COST_MEMO.setdefault((oid, tuple(targets)), [])
    assert isinstance(entries, list)
    entries.append((options, cost, tos))


def _plays(st: State, p: int, oid: int, facedown: bool, forbid: bool = True) -> list[Action]:
    card = st.card(oid)
    o = st.objs[oid]
    if card.type not in ("unit", "gear", "spell") or not is_implemented(card):
        return []
    if play.own_rule_refuses(st, p, oid):  # "I can't be played on your first, second, or third turns"
        return []
    if forbid and play_forbidden(st, p, oid):  # "opponents can't play spells with that name"
        return []
    if o.zone in (HAND, CHAMPION) and o.owner != p:
        return []
    if facedown and play.reveal_barred(st, p, oid):  # "can't be revealed here" (Noxus Saboteur)
        return []
    ambush: list[int] = []
    if card.type == "unit":
        ambush = play.ambush_fields(st, p, oid)
        extra = ambush + play.open_fields(st, p, oid) + play.enemy_fields(st, p, oid)
        dests = [o.loc] if facedown else [TO_BASE] + [i for i, b in enumerate(st.battlefields)
                                                      if (b.controller == p or i in extra) and not play.base_only(st, p)]
        if play.anywhere(st, p) and not play.base_only(st, p):  # "can be played to any battlefield" (a mark)
            dests = ([] if facedown else [TO_BASE]) + list(range(len(st.battlefields)))
    elif play.deploys(st, oid) and not facedown:  # 830.1.b: any battlefield, and only there
        dests = list(range(len(st.battlefields)))
    else:
        dests = [o.loc] if facedown else [TO_BASE]
    dests = [to for to in dests if not play.timing_ok(st, p, play.dest_keywords(st, p, oid, to), facedown)]
    if card.type == "unit":  # "units can't be played here", "play me only to a battlefield you conquered this turn"
        dests = [to for to in dests if not play.unit_play_refused(st, p, oid, to)]
    if not dests:
        return []
    accel = [False, True] if card.type == "unit" and layers.keyword(st, oid, "Accelerate") else [False]
    cost_options = _cost_options(st, p, oid)
    combos = []
    script = script_for(card)
    paid_apart = card.type == "spell" and bool(script) and script.get("paid_targets") is not None
    modes = sorted((script or {}).get("modes") or {}) if card.type == "spell" else []
    per_mode: dict[tuple[Any, Any], list[list[int]]] = {}  # a repeated modal spell's other mode per execution
    for mode, paid in [(m, x) for m in (modes or [None]) for x in ([False, True] if paid_apart else [None])]:
        # a modal spell's mode (355.3), `paid_targets` (other targets when paid): targets of their own
        specs = target_specs(as_played(script, bool(paid), mode)) if card.type == "spell" else []
        target_lists = target_choices(st, specs, p, oid, o.loc if facedown else -1) if specs else [[]]
        per_mode[(mode, paid)] = target_lists
        options_here = [{**c, **({"mode": mode} if mode is not None else {})} for c in cost_options
                        if paid is None or bool(c.get("additional")) == paid]
        once = [c for c in options_here if not c.get("repeat")]
        combos += [(t, acc, c) for t in target_lists for acc in accel for c in once]
        for opts in options_here:  # 820.2.a: a repeated play chooses targets for each execution
            if opts.get("repeat"):
                combos += [(t, acc, {**opts, "executions": runs} if runs else opts)
                           for t, runs in _repeated(target_lists, 1 + int(opts["repeat"])) for acc in accel]
    for (first, paid), lists in per_mode.items():  # 820.2.a: "may make different choices" - another mode
        for (second, paid2), others in per_mode.items():
            if first is None or second == first or paid2 != paid:
                continue
            for opts in cost_options:
                if not opts.get("repeat") or int(opts["repeat"]) != 1 or (paid is not None
                                                                          and bool(opts.get("additional")) != paid):
                    continue
                for t1 in lists[:8]:
                    for t2 in others[:8]:
                        sizes = {"executions": [len(t1), len(t2)]} if len(t1) != len(t2) else {}
                        combos += [(t1 + t2, acc, {**opts, "mode": first, "modes": [first, second], **sizes})
                                   for acc in accel]
    # 822.1.b: a unit played with Ambush to a battlefield has Reaction there, which a cost change
    # may read ("cards with [Reaction] cost [A] more"): its cost is worked out per destination
    per_dest = (bool(ambush) or layers.any_passive(st, "first_here")) and not facedown and len(dests) > 1
    moves = destinations.chosen_on_play(st, script_for(card), card.type)  # 355.4
    out = []
    for targets, acc, opts in combos:
        options = {**opts, "accelerate": True} if acc else dict(opts)
        runs = 1 + int(options.get("repeat", 0) or 0)  # 820.2.a: a repeated spell's executions choose their own
        chosen = [{"move_to": d} for d in destinations.choices(st, moves, list(targets), runs,
                                                                options.get("executions"))] if moves else [{}]
        for cost, tos in _costs_by_destination(st, p, oid, dests, targets, options, per_dest):
            _remember_cost(st, oid, targets, options, cost, tos)
            for pay in _pays(st, p, cost):
                if not _add_sources_free(st, p, oid, options, pay, targets):
                    continue
                for to in tos:
                    out += [Action("play", p, card=oid, to=to, targets=list(targets), options={**options, **c},
                                   pay=pay) for c in chosen]
    if card.type == "unit" and not facedown:  # a battlefield's "pay [A][A] ... they play it to this battlefield"
        out += _roost_plays(st, p, oid)
    return out


def _roost_plays(st: State, p: int, oid: int) -> list[Action]:
    from ..rules import playcosts

    out = []
    for to in playcosts.roost_fields(st, p, oid):
        if play.timing_ok(st, p, play.dest_keywords(st, p, oid, to), False):
            continue
        a = Action("play", p, card=oid, to=to, options={"roost": True})
        try:
            cost = play.play_cost(st, p, oid, a)
        except IllegalAction:
            continue
        out += [Action("play", p, card=oid, to=to, options={"roost": True}, pay=pay) for pay in _pays(st, p, cost)]
    return out


def _add_sources_free(st: State, p: int, oid: int, options: dict[str, Any], pay: Any,
                      targets: list[int]) -> bool:
    """Whether a payment's Add abilities leave the play's targets and the objects an additional cost
    exhausts or kills (430.3: an Add ability is used before the other costs are paid; 357.3;
    playcosts.check_add_sources)."""
    adds = pay.get("add") if isinstance(pay, dict) else None
    if not adds or not (targets or options.get("additional")):
        return True
    pairs = [(x[0], x[1]) if isinstance(x, list) else (x, 0) for x in adds]
    try:
        check_add_sources(st, p, oid, Action("play", p, card=oid, targets=list(targets), options=options), pairs)
    except IllegalAction:
        return False
    return True


def _costs_by_destination(st: State, p: int, oid: int, dests: list[int], targets: list[int],
                          options: dict[str, Any], per_dest: bool) -> list[tuple[Cost, list[int]]]:
    """The full cost (Accelerate, additional costs, cost changes, Deflect) with the destinations it
    applies to: one cost for them all, or with `per_dest` each destination's own, those that cost the
    same together."""
    grouped: list[tuple[Cost, list[int]]] = []
    for group in ([[to] for to in dests] if per_dest else [dests]):
        probe = Action("play", p, card=oid, to=group[0], targets=list(targets), options=options)
        try:
            cost = play.play_cost(st, p, oid, probe)
        except IllegalAction:
            continue
        same = next((tos for c, tos in grouped if c == cost), None)
        if same is None:
            grouped.append((cost, list(group)))
        else:
            same.extend(group)
    return grouped


def _repeated(target_lists: list[list[int]], runs: int, limit: int = 64) -> list[tuple[list[int], list[int]]]:
    """The target lists of a play whose Repeat cost is paid (820.2.a): each execution chooses its
    own, listed one after the other - the same targets again first, then other pairs up to `limit`
    (`apply` accepts any legal choice). With `executions` when the executions' sizes differ."""
    if runs <= 1:
        return [(t, []) for t in target_lists]
    pairs = [[t] * runs for t in target_lists]
    pairs += [[a, *([b] * (runs - 1))] for a in target_lists for b in target_lists if a != b]
    out = []
    for lists in pairs[:max(limit, len(target_lists))]:
        sizes = [len(t) for t in lists]
        out.append(([x for t in lists for x in t], sizes if len(set(sizes)) > 1 else []))
    return out


def _cost_options(st: State, p: int, oid: int) -> list[dict[str, Any]]:
    """The `options` that change what a play costs: an optional additional cost paid or not, the
    unit an additional "kill a friendly unit" cost kills, Repeat (820) paid or not."""
    extra = (script_for(st.card(oid)) or {}).get("additional_cost")
    out: list[dict[str, Any]] = [{}]
    if extra:
        kills = ([{"kill": u} for u in candidates(st, extra["kill"], p, oid, choosing=False) if u != oid]
                 if "kill" in extra else [{}])
        if "return" in extra:  # "return a friendly unit to its owner's hand" as an additional cost
            kills = [{**k, "return": u} for k in kills
                     for u in candidates(st, extra["return"], p, oid, choosing=False) if u != oid]
        if extra.get("spend_buff"):
            from ..read.layers import buffed_units

            kills = [{**k, "spend_buff": u} for k in kills for u in buffed_units(st, p)]
        if extra.get("exhaust_unit"):
            kills = [{**k, "exhaust": u} for k in kills for u in ready_friendly_units(st, p)]
        if extra.get("discard"):
            hand = [c for c in st.players[p].hand if c != oid]
            kills = [{**k, "discard": list(c)} for k in kills
                     for c in islice(combinations(hand, int(extra["discard"])), 12)]
        for key in ("spend_buffs", "kill_units"):  # "any number of": up to the Power symbols they remove
            if extra.get(key):
                from ..effects.asking import buffed_units
                from ..rules.playcosts import ready_or_not_units

                pool = buffed_units(st, p) if key == "spend_buffs" else \
                    [u for u in ready_or_not_units(st, p) if u != oid]
                most = sum(1 for sym in st.card(oid).power if str(extra[key]) in str(sym))
                picks = [list(c) for k in range(1, min(most, len(pool)) + 1) for c in islice(combinations(pool, k), 12)]
                kills = [{**k, key: c} for k in kills for c in picks]
        if extra.get("power_x"):  # "pay any amount of Power": 0 up to a unit of yours for each (more does nothing)
            most = min(6, sum(1 for o in st.objs.values() if o.controller == p and o.zone in ("base", "battlefield")
                              and layers.is_unit(st, o.id)))
            kills = [{**k, "power_x": x} for k in kills for x in range(most + 1)]
        paid = [{"additional": True, **k} for k in kills]
        out = [{}] + paid if extra.get("optional") else paid
    discounts = optional_discounts(st, p, oid, -1)  # "you may pay [1][A] less to play a gear" (each on its own)
    for src in discounts:  # with the units its cost exhausts ("exhaust me and three friendly units"), a few sets
        n = int(discount_cost(st, src).get("exhaust_units", 0))
        sets = [list(c) for c in islice(combinations([u for u in ready_friendly_units(st, p) if u != src], n), 12)] \
            if n else [[]]
        out += [{**o, "discounts": [src], **({"discount_units": c} if c else {})} for o in list(out) for c in sets
                if not (c and "exhaust" in o)]
    if repeat_cost(st, p, oid) is not None:  # printed, or given ("your spells have [Repeat]")
        discard = int(((script_for(st.card(oid)) or {}).get("repeat_cost") or {}).get("discard", 0))
        if discard:  # "[Repeat] — Discard 1": which cards (none offered beside an additional cost's own)
            hand = [c for c in st.players[p].hand if c != oid]
            out += [{**o, "repeat": 1, "discard": list(c)} for o in out if "discard" not in o
                    for c in islice(combinations(hand, discard), 12)]
        else:
            out += [{**o, "repeat": 1} for o in out]
    alt = (script_for(st.card(oid)) or {}).get("alt_cost")  # "you may play me for [Mind]" (356.1.a)
    if alt and st.objs[oid].zone != TRASH and holds(st, alt.get("if"), p, oid):
        out += [{**o, "alternative": True} for o in out]
    from ..rules.playcosts import less_power_matters

    if less_power_matters(st, p):  # "[1] or [A] less": the [A] instead (the [1] is the default)
        out += [{**o, "less_power": True} for o in out]
    if play.free_gear_allowed(st, p, oid):  # "you may play a gear ... from hand this turn, ignoring its Energy cost"
        out += [{**o, "free_gear": True} for o in out if not o.get("alternative")]
    return out


def _moves(st: State, p: int) -> list[Action]:
    out = []
    units = [u for u in st.players[p].base if layers.is_unit(st, u)]
    for b in st.battlefields:
        units.extend(u for u in b.units if st.objs[u].controller == p and layers.is_unit(st, u))
    applied = layers.any_passive(st, "applied_cost")
    for u in units:
        if st.objs[u].exhausted:
            continue
        for to in movement.unit_destinations(st, p, u):
            if applied and not _move_payable(st, p, u, to):  # 204.4.c: an applied cost it can't pay
                continue
            out.append(Action("move", p, units=[u], to=to))
    return out


def _move_payable(st: State, p: int, u: int, to: int) -> bool:
    from ..rules.applied import move_cost
    from ..rules.costs import can_pay

    cost = move_cost(st, p, [u], to)
    return cost.is_free() or can_pay(st, p, cost)


def _hides(st: State, p: int) -> list[Action]:
    player = st.players[p]
    bfs = [i for i, b in enumerate(st.battlefields) if b.controller == p and len(b.facedown) < play.hide_slots(st, i)]
    if not bfs:
        return []
    out = []
    ways = play.hide_costs(st, p)  # [A], [1] instead, or nothing this turn
    for oid in player.hand + player.champion:
        if layers.keyword(st, oid, "Hidden"):
            for way in ways:
                cost = play.hide_cost(st, p, way)
                options = {"hide_cost": way} if way == "energy" else {}
                for pay in _pays(st, p, cost):
                    for bf in bfs:
                        out.append(Action("hide", p, card=oid, to=bf, pay=pay, options=dict(options)))
    return out
