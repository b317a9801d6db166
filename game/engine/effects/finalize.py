"""Finalizing a triggered ability (382, 383.3): it goes on the chain with its targets chosen now
(355.5); a `may` it starts with is decided, and that step's cost paid, as it is finalized
(383.3.a-b, 403.1); choosing an opponent's Deflect object incurs its additional cost, or the
ability is removed (809.1.d, 405.2). An Add ability resolves at once (430.2). The `trigger` task
(`loop/core.py`) and the verb `_finalize_trigger` come here.
"""

from __future__ import annotations

from typing import Any

from ..model.actions import Action
from ..model.errors import IllegalAction
from ..model.events import ALL, Log
from ..model.state import BASE, BF, NO_PLAYER, ChainItem, Pending, State
from ..ops import per_turn
from ..ops.resolve import resolve_item, run
from ..read.context import Ctx
from ..read.ignoring import deflect_tax
from ..read.scripts import GRANTED, target_specs, trigger_def, with_mode
from ..read.targets import bind, target_choices
from ..rules.abilities import can_pay_resources, pay_resources
from ..rules.chain import push
from .asking import can_pay_may, cost_steps, may_answer, pay_may


def trigger_task(st: State, log: Log, oid: int, trigger: str, controller: int,
                 event: dict | None = None) -> None:
    """382: a triggered ability goes on the chain; its targets are chosen now (355.5)."""
    o = st.objs.get(oid)
    text = (event or {}).get("text")  # the text it triggered with, when it may be gone (186.1, 479.1.b)
    if o is None and text is None:
        return
    if 0 <= controller < len(st.players) and st.players[controller].removed:
        return  # 651.3: a removed player no longer influences the game (a delayed trigger of theirs included)
    if trigger == "Temporary":  # 816.1.b: "at the start of your Beginning Phase, kill this"
        if o is not None and o.zone in (BASE, BF):
            _push_rule_trigger(st, log, oid, "Temporary", controller)
        return
    # a copy triggers with the copied text (479.1.b); the definition's key names that text
    card = st.table.defs[text] if text is not None else st.card(oid)
    trig = trigger_def(card, trigger)  # scripted or a keyword's (817, 819)
    if per_turn.used_up(st, oid, f"trigger:{trigger}", trig):  # 386.1: another one used it this turn
        log.add("trigger", f"{card.name}: already used this turn, the ability does nothing", ALL, card=oid)
        return
    if trig.get("modes") and "mode" not in (event or {}):  # 355.3: "choose one" as it is finalized
        options = _open_modes(st, oid, trigger, trig)
        if not options:
            log.add("trigger", f"{card.name}: no mode left to choose, the ability does nothing", ALL, card=oid)
            return
        if len(options) > 1:
            st.pending = Pending("choose_option", controller, options,
                                 {"finalize_mode": {"source": oid, "trigger": trigger, "controller": controller,
                                                    "event": event}})
            st.priority = NO_PLAYER
            return
        _note_mode(st, oid, trigger, trig, options[0])
        event = {**(event or {}), "mode": options[0]}
    trig = with_mode(trig, event)
    first = may_first(trig)
    if first is not None and not (event or {}).get("may_done"):  # 383.3.a, 403.1: decided now
        if first.get("cost") and not can_pay_may(st, controller, first["cost"], oid):
            # 383.3.b.1: its cost can't be paid, so it can't be finalized: no question to ask
            log.add("trigger", f"{card.name}: its cost can't be paid, the ability does nothing", ALL, card=oid)
            return
        st.pending = Pending("may", controller, [True, False],
                             {"then": first.get("then", []), "cost": first.get("cost"),
                              "finalize": {"source": oid, "trigger": trigger, "controller": controller,
                                           "event": event, "name": card.name}})
        st.priority = NO_PLAYER
        return
    specs = bind(target_specs(trig), event)  # "another enemy unit at its destination"
    if specs:
        hidden_at = o.extra.get("hidden_at", -1) if o is not None and trigger == "play" else -1
        choices = target_choices(st, specs, controller, oid, at_bf=hidden_at)  # 811.1.d.3
        if not choices:
            log.add("trigger", f"{card.name}: no legal targets, the ability does nothing", ALL, card=oid)
            return
        if len(choices) > 1:
            st.pending = Pending("choose_targets", controller, choices,
                                 {"source": oid, "trigger": trigger, "controller": controller, "card": card.key,
                                  "event": event})
            st.priority = NO_PLAYER
            return
        push_trigger(st, log, oid, trigger, controller, card.key, choices[0], event)
    else:
        push_trigger(st, log, oid, trigger, controller, card.key, [], event)


def _open_modes(st: State, oid: int, trigger: str, trig: dict) -> list[str]:
    """The modes that may be chosen now: all, or with `modes_once_per_turn` ("choose one that hasn't been chosen
    this turn") those this object's ability hasn't chosen this turn."""
    modes = list(trig["modes"])
    o = st.objs.get(oid)
    if not trig.get("modes_once_per_turn") or o is None:
        return modes
    mark = o.extra.get("modes_chosen")
    used = (mark[1].get(trigger, []) if mark and mark[0] == st.turn_number else [])
    return [m for m in modes if m not in used]


def _note_mode(st: State, oid: int, trigger: str, trig: dict, mode: str) -> None:
    if not trig.get("modes_once_per_turn") or oid not in st.objs:
        return
    mark = st.objs[oid].extra.get("modes_chosen")
    chosen = dict(mark[1]) if mark and mark[0] == st.turn_number else {}
    chosen[trigger] = [*chosen.get(trigger, []), mode]
    st.w(oid).extra["modes_chosen"] = [st.turn_number, chosen]


def answer_finalize_mode(st: State, log: Log, a: Action) -> None:
    """355.3: the mode of a triggered ability being finalized (`{option: label}`); then its `may`, targets and the
    rest of its finalization."""
    pend = st.pending
    assert pend is not None
    mode = a.choice.get("option")
    if mode not in pend.options:
        raise IllegalAction(f"choose one of: {', '.join(map(str, pend.options))}")
    f = pend.data["finalize_mode"]
    st.pending = None
    o = st.objs.get(f["source"])
    text = (f["event"] or {}).get("text")
    card = st.table.defs[text] if text is not None else (st.card(f["source"]) if o is not None else None)
    if card is not None:
        _note_mode(st, f["source"], f["trigger"], trigger_def(card, f["trigger"]), str(mode))
    log.add("mode", f"{st.players[a.player].name} chooses: {mode}", ALL, player=a.player)
    trigger_task(st, log, f["source"], f["trigger"], f["controller"], {**(f["event"] or {}), "mode": mode})


def may_first(trig: dict) -> dict | None:
    """The `may` step a triggered ability's effect starts with ("you may [do X]", "you may [pay a
    cost] to [do Y]"), whose decision is made as the ability is finalized (383.3.a, 383.3.b); None
    when it starts otherwise, or when declining does something else (an `otherwise` branch)."""
    steps = trig.get("effects") or []
    if not steps or steps[0][0] != "may":
        return None
    params = steps[0][1] if len(steps[0]) > 1 else {}
    return None if params.get("otherwise") else params


def answer_finalize_may(st: State, log: Log, a: Action) -> None:
    """383.3.a-b, 403.1, 405: yes - its cost within instructions is paid now (exhaust, resources; a
    buff to spend is chosen and spent as the first finalization step), then targets are chosen and
    the ability is finalized; no - it leaves the chain and is considered not to have triggered."""
    pend = st.pending
    assert pend is not None
    f, cost = pend.data["finalize"], pend.data.get("cost") or {}
    yes = may_answer(st, a.player, a.choice, cost, f["source"])
    st.pending = None
    if not yes:
        log.add("decline", f"{st.players[a.player].name} doesn't use {f['name']} ({f['trigger']})", ALL,
                player=a.player)
        return
    o = st.objs.get(f["source"])
    text = (f["event"] or {}).get("text")
    trig = trigger_def(st.table.defs[text] if text else st.card(f["source"]), f["trigger"]) if (
        o is not None or text) else {}
    trig = with_mode(trig, f["event"])
    specs = bind(target_specs(trig), f["event"])
    if specs and not target_choices(st, specs, f["controller"], f["source"]):  # 403.4: no cost paid
        log.add("trigger", f"{f['name']}: no legal targets, the ability does nothing", ALL, card=f["source"])
        return
    if cost:
        pay_may(st, log, a.player, cost, f["source"])
    event = {**(f["event"] or {}), "may_done": True}
    step = ["_finalize_trigger", {"source": f["source"], "trigger": f["trigger"], "controller": f["controller"],
                                  "event": event}]
    ctx = Ctx(st, log, f["controller"], f["source"], [], None, {})
    run(ctx, cost_steps(cost, finalizing=True) + [step])


def _push_rule_trigger(st: State, log: Log, oid: int, name: str, controller: int) -> None:
    """A keyword's triggered ability defined by the core rules; resolved by `chain.resolve_rule`."""
    o = st.objs[oid]
    item = ChainItem(st.new_id(), "ability", oid, controller, f"{st.name(oid)} ({name})", f"rule:{name}",
                     [], {"card": o.card, "gen": o.gen}, by_trigger=True)
    push(st, log, item)


def push_trigger(st: State, log: Log, oid: int, trigger: str, controller: int, card: str,
                  targets: list[int], event: dict | None = None) -> None:
    named = oid in st.objs and st.card(oid).key == card  # a copy's own name, else the text's card
    name = f"{st.name(oid) if named else st.table.defs[card].name} ({trigger})"
    if trigger.startswith(GRANTED):  # 718.3: the unit's ability, its gear's text (a unit's: a gear copying it)
        gear = ((event or {}).get("gear") or [None])[0]
        text = st.name(gear) if st.table.defs[card].type == "unit" and gear in st.objs else st.table.defs[card].name
        name = f"{st.name(oid) if oid in st.objs else '?'} ({text}: {trigger[len(GRANTED):]})"
    trig = with_mode(trigger_def(st.table.defs[card], trigger), event)
    if not (event or {}).get("deflect_paid") and _ask_deflect(st, log, name, controller, targets, trig,
                                                               [oid, trigger, controller, card, targets, event]):
        return
    per_turn.use(st, oid, f"trigger:{trigger}", trig)  # 386.1: finalized, it counts
    item = ChainItem(st.new_id(), "ability", oid, controller, name, f"trigger:{trigger}",
                     [[t, st.objs[t].gen] for t in targets], {"card": card, **(event or {})}, by_trigger=True)
    if trig.get("note_places"):  # where each target is as it is chosen ("up to one ... at each location": a unit
        item.data["places"] = [chosen_place(st, t) for t in targets]  # moved elsewhere is no longer chosen there)
    if any(step[0] == "add" for step in trig.get("effects", [])):  # 430.2: an Add ability resolves at once,
        log.add("trigger", f"{name} adds resources", ALL, player=controller)  # priority stays (430.2.a)
        resolve_item(st, log, item)
        return
    push(st, log, item)
    if targets:
        from ..ops.triggers import chose

        chose(st, log, controller, list(targets), False, oid)  # "when you choose a friendly unit"


def chosen_place(st: State, oid: int) -> list[Any]:
    """A board object's location as data: ["bf", battlefield index] or ["base", its controller]."""
    o = st.objs[oid]
    return ["bf", o.loc] if o.zone == BF else ["base", o.controller]


def _ask_deflect(st: State, log: Log, name: str, controller: int, targets: list[int], trig: dict,
                 push: list[Any]) -> bool:
    """809.1.d, 405.2: a triggered ability that chooses an opponent's Deflect object incurs its
    mandatory additional cost. Its controller pays it (a `may` decision: yes pays) or declines, and
    one who can't pay can only decline: the ability is removed and never finalized. True when the
    ability is held for that (or removed)."""
    tax = deflect_tax(st, controller, targets, trig)
    if not tax:
        return False
    cost = {"power": ["any"] * tax}
    if not can_pay_resources(st, controller, cost):
        log.add("trigger", f"{name}: its Deflect cost can't be paid, it is removed (405.2)", ALL, player=controller)
        return True
    st.pending = Pending("may", controller, [True, False], {
        "cost": cost, "then": trig.get("effects", []), "deflect": {"source": push[0], "push": push},
        "title": f"{name} chose a unit with Deflect: pay {tax} Power more, or the ability is removed"})
    st.priority = NO_PLAYER
    return True


def answer_deflect(st: State, log: Log, a: Action) -> None:
    """Yes: the Deflect cost is paid and the triggered ability finalized; no: it is removed (405.2)."""
    pend = st.pending
    assert pend is not None
    cost, (oid, trigger, controller, card, targets, event) = pend.data["cost"], pend.data["deflect"]["push"]
    yes = may_answer(st, a.player, a.choice, cost, oid)
    st.pending = None
    if not yes:
        log.add("decline", f"{st.players[a.player].name} doesn't pay Deflect: the ability is removed", ALL,
                player=a.player)
        return
    pay_resources(st, log, a.player, cost)
    push_trigger(st, log, oid, trigger, controller, card, targets, {**(event or {}), "deflect_paid": True})

