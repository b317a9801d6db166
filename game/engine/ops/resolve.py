"""Resolving a chain item (340, 359.3): its script's steps run in order, pausing for decisions."""

from __future__ import annotations

from typing import Any

from ..model import registry
from ..model.events import ALL, Log
from ..model.state import RULES_2026_10, ChainItem, State
from ..read.context import Ctx
from ..read.scripts import (
    ability_list,
    as_played,
    borrowed_ability,
    granted_ability,
    script_for,
    target_specs,
    trigger_def,
    with_mode,
)
from ..read.targets import bind, groups, legal_subsets, matches
from .triggers import close_batch

# The verbs by name, live: filled as `verbs.py`, `asking.py` and the card modules register them (a layer
# above this one), so running steps needs no import of their implementations.
VERBS = registry.impls("verb")


def _valid_targets(st: State, item: ChainItem, specs: list[dict[str, Any]],
                   chosen: list[list[int]] | None = None) -> list[int | None]:
    """359.3.e.2: a target is illegal if it left the board or no longer matches - including one that
    became untargetable for this spell or ability since it was chosen (758.1)."""
    out: list[int | None] = []
    for i, (oid, gen) in enumerate(item.targets if chosen is None else chosen):
        o = st.objs.get(oid)
        sel = specs[i] if i < len(specs) else {}
        same = o.gen == gen if o is not None else sel.get("what") == "chain_item"  # an ability on the chain: no object
        ok = same and matches(st, sel, oid, item.controller, item.source, choosing=True)
        out.append(oid if ok else None)
    return out


def _executions(st: State, item: ChainItem, specs: list[dict[str, Any]]) -> list[list[int | None]]:
    """The targets of each execution (820.2.a: a repeated spell's executions have their own, listed
    one after the other; `runs` gives how many each has). Without `runs` (a state saved before it
    was kept) every execution uses the same targets."""
    runs = item.data.get("runs")
    if not runs:
        return [_valid_targets(st, item, specs)] * (1 + int(item.data.get("repeat", 0)))
    return [_valid_targets(st, item, _mode_specs(st, item, k, specs), chosen)
            for k, chosen in enumerate(groups(item.targets, runs))]


def _mode_bodies(st: State, item: ChainItem, runs: int) -> list[list[Any]] | None:
    """The effects of each execution of a repeated modal spell that chose a mode for each (`modes`)."""
    modes = item.data.get("modes")
    if item.kind != "card" or not modes or len(modes) != runs:
        return None
    source = st.objs.get(item.source)
    key = item.data.get("card") or (source.card if source is not None else None)
    script = (script_for(st.table.defs[key]) if key is not None else None) or {}
    paid = bool(item.data.get("paid_additional"))
    return [list((as_played(script, paid, m) or {}).get("effects", [])) for m in modes]


def _mode_specs(st: State, item: ChainItem, k: int, specs: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Execution k's target selectors (its own mode's, `modes`), else the spell's."""
    modes = item.data.get("modes")
    if item.kind != "card" or not modes or k >= len(modes):
        return specs
    source = st.objs.get(item.source)
    key = item.data.get("card") or (source.card if source is not None else None)
    script = (script_for(st.table.defs[key]) if key is not None else None) or {}
    return target_specs(as_played(script, bool(item.data.get("paid_additional")), modes[k]))


def item_script(st: State, item: ChainItem) -> tuple[list[dict[str, Any]], list[Any]]:
    """(target specs, effect steps) of a chain item: a spell, a trigger or an activated ability."""
    source = st.objs.get(item.source)
    key = item.data.get("card") or (source.card if source is not None else None)
    card = st.table.defs[key] if key is not None else None
    script = (script_for(card) if card is not None else None) or {}
    if item.kind == "card":  # with its additional cost paid, `paid_targets` instead; a modal spell's mode
        played = as_played(script, bool(item.data.get("paid_additional")), item.data.get("mode")) or {}
        return target_specs(played), played.get("effects", [])
    kind, _, name = item.effect.partition(":")
    if kind == "trigger":
        trig = with_mode(trigger_def(card, name), item.data) if card is not None else {}
        body = list(trig.get("effects", []))
        if item.data.get("may_done") and body and body[0][0] == "may":  # decided at finalization
            params = body[0][1]
            then = list(params.get("then", []))
            if (params.get("cost") or {}).get("spend_buff") and then and then[0][0] == "spend_buff":
                then = then[1:]  # the buff was spent as the ability was finalized
            body = then + body[1:]
        return bind(target_specs(trig), item.data), body
    if item.data.get("borrowed"):  # another object's [E] ability this one has (Heimerdinger, Inventor)
        ab = borrowed_ability(st, item.data["borrowed"])
    elif item.data.get("granted"):  # an ability a passive gives it ("units here have ...")
        ab = granted_ability(st, item.data["granted"])
    else:
        ab = ability_list(st, card, item.source)[int(name)] if card is not None else {}
    return target_specs(ab), ab.get("effects", [])


def resolve_item(st: State, log: Log, item: ChainItem) -> None:
    """Execute a finalized chain item (340.1, 359.3.d); Repeat runs the steps again (820.1.d)."""
    specs, body = item_script(st, item)
    runs = _executions(st, item, specs) if item.data.get("repeat") else [_valid_targets(st, item, specs)]
    ctx = Ctx(st, log, item.controller, item.source, runs[0], item, dict(item.data), spell=True)
    # last known controllers of the legal targets, for "its controller" once an instruction removed one
    ctx.data["lki"] = {str(i): [st.objs[t].controller, st.objs[t].gen] for i, t in enumerate(runs[0])
                       if t is not None and t in st.objs}  # (an ability on the chain is no object)
    log.add("resolve", f"{item.name} resolves", ALL, item=item.id)
    steps = list(body)
    # 355.11.b-b.1: the controller picks which legal subset the spell affects (games stored under v1.4
    # were played affecting every still-legal target, and replay so)
    subsets = legal_subsets(st, specs, runs[0]) if len(runs) == 1 and st.rules >= RULES_2026_10 else [runs[0]]
    if len(subsets) > 1:
        steps = [["_choose_subset", {"subsets": subsets}], *steps]
    bodies = _mode_bodies(st, item, len(runs))  # a repeated modal spell: each execution's own mode (820.2.a)
    run_dests = (item.data.get("move_to") or {}).get("runs") or []  # each execution's destinations (355.4)
    for k, targets in enumerate(runs[1:], start=1):  # 820.1.d: the instructions once more, with its choices
        again = {"targets": targets, **({"move_to": run_dests[k]} if k < len(run_dests) else {})}
        steps += [["_targets", again], *(bodies[k] if bodies else body)]
    if item.kind == "card":
        steps += [["_played", {}], ["_to_trash", {}]]  # 420.4.a, 157
    elif item.effect.startswith("activated:"):  # "when you play an activated ability" (420.4.a: as it resolves)
        steps += [["_ability_played", {"index": int(item.effect.split(":")[1])}]]
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
        if ctx.st.tasks:  # 383.3: this instruction's event is over (ruling 107)
            close_batch(ctx.st)
