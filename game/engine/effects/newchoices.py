"""Gaining control of a spell, and Making New Choices for a finalized chain item (750-755).

- `gain_control` ("gain control of a spell"): the spell's chain item and its card change controller;
  its instructions now read "friendly", "enemy", "you" from the new controller's side.
- `new_choices` ("you may make new choices for it"): the controller of the effect may remake any
  subset of the item's targets (752.1, 753) - the only relevant choices the engine's spells make on
  finalization (no spell it plays has modes or a destination to choose). Each slot keeps its old
  target or takes a new legal one (753.1: never an illegal new choice); the number of targets stays
  the same (ruling 88). No decision is asked when no other legal choice exists (753.2). A newly chosen
  target counts as chosen now for targeting effects (754); costs "to play" that new choices would
  incur, such as Deflect, are not paid (755).
The decision is `new_targets`: options are target lists (ids), the first the current one; answer
`{"targets": [...]}`.
"""

from __future__ import annotations

from typing import Any

from ..model.events import ALL, Log
from ..model.state import ChainItem, Pending, State
from ..read.context import Ctx, objs
from ..read.targets import at_battlefield, bound_to_battlefield, candidates


def chain_item_of(st: State, oid: int) -> ChainItem | None:
    return next((c for c in st.chain if c.kind == "card" and c.source == oid), None)


def v_gain_control(ctx: Ctx, to: Any = "t0") -> None:
    """"Gain control of a spell" (on the chain)."""
    st = ctx.st
    for oid in objs(ctx, to):
        item = chain_item_of(st, oid)
        if item is None or item.controller == ctx.controller:
            continue
        item.controller = ctx.controller
        st.w(oid).controller = ctx.controller
        ctx.log.add("control", f"{st.players[ctx.controller].name} gains control of {item.name}", ALL,
                    player=ctx.controller, item=item.id)


def target_options(st: State, item: ChainItem, specs: list[dict[str, Any]], limit: int = 64) -> list[list[int]]:
    """Every target list for `item` where each slot keeps its target or takes a new legal one (for
    the item's controller; differs / same-place constraints against the earlier slots of the same
    execution: a repeated spell's executions each have their own targets, 820.2.a)."""
    old = [t[0] for t in item.targets]
    hidden_at = item.data.get("hidden_at", -1)  # played from hiding: still at that battlefield (811.1.d.2)
    out: list[list[int]] = [[]]
    at = 0
    for n in item.data.get("runs") or [len(old)]:
        for i, sel in enumerate(specs[:n]):
            nxt: list[list[int]] = []
            for prev in out:
                fresh = [c for c in candidates(st, sel, item.controller, item.source, prev[at:]) if c != old[at + i]
                         and (hidden_at < 0 or not bound_to_battlefield(sel) or at_battlefield(st, c, hidden_at))]
                nxt.extend(prev + [c] for c in [old[at + i], *fresh])
            out = nxt[:limit]
        at += n
    return out


def v_new_choices(ctx: Ctx, of: Any = "t0") -> bool | None:
    """"You may make new choices for it" (751): the controller picks among `target_options`."""
    from ..ops.resolve import item_script

    st = ctx.st
    found = objs(ctx, of)
    item = chain_item_of(st, found[0]) if found else None
    if item is None or not item.targets:
        return None
    specs, _ = item_script(st, item)
    options = target_options(st, item, specs)
    if len(options) <= 1:  # 753.2: nothing else could be chosen
        return None
    st.pending = Pending("new_targets", ctx.controller, options, {"item": item.id})
    return False


def answer_new_targets(st: State, log: Log, player: int, pending: Pending, targets: list[int]) -> None:
    """Set the item's targets to the chosen list; newly chosen ones are chosen now (754)."""
    from ..ops.triggers import chose, chosen_here

    item = next((c for c in st.chain if c.id == pending.data["item"]), None)
    if item is None:
        return
    old = {t[0]: t for t in item.targets}
    fresh = [t for t in targets if t not in old]
    item.targets = [old[t][:] if t in old else [t, st.objs[t].gen if t in st.objs else 0] for t in targets]
    if fresh:
        names = ", ".join(st.name(t) for t in fresh)
        log.add("new_choices", f"{st.players[player].name} makes new choices for {item.name}: {names}", ALL,
                player=player, item=item.id)
        chosen_here(st, player, fresh)  # 754: targeting effects of the newly chosen objects
        chose(st, log, player, fresh, item.kind == "card", item.source)
