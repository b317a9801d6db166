"""The decision waiting when players leave the game (651.3, 652): it stays one its player can make.

A removed player makes no more choices (651.3): their decision is dropped and the work it held up goes
on without it; the spell or ability they controlled is countered (652.4). A decision of a player still
in the game may offer objects that have just left it (652.3: every card the removed player owns): those
are no longer options, and a decision whose options are gone decides nothing, so the effect carries on.
Combat damage assignments and death replacements are worked out again from the board as it now is.
"""

from __future__ import annotations

from typing import Any

from ..model.actions import Action
from ..model.events import ALL, Log
from ..model.state import CHAIN, TRASH, Pending, State
from ..ops import replacements, zones


def settle_pending(st: State, log: Log) -> None:
    """Keep `st.pending` answerable after removals (call when every leaving player is removed)."""
    for _ in range(100):  # carrying an effect on may ask the next decision, which is settled in turn
        pend = st.pending
        if pend is None or st.over:
            return
        resume = pend.data.get("resume")
        if st.players[pend.player].removed:
            drop_pending(st, log)
        elif resume is not None and st.players[resume["controller"]].removed:  # 652.4: their effect stops
            if replacements.is_replacement_decision(pend):
                pend.data["resume"] = None  # the deaths it held are still settled
            else:
                carry_on(st, log, pend)
        elif not _refresh(st, log, pend):
            return


def drop_pending(st: State, log: Log) -> None:
    """651.3: a removed player's decision is dropped; work it was holding up resumes."""
    pend = st.pending
    assert pend is not None
    st.pending = None
    if pend.kind == "assign_damage":  # their units are gone: assign again without them
        st.tasks.insert(0, ["combat_assign", pend.data["stage"], pend.data["acc"]])
    elif pend.kind == "order_triggers":
        st.tasks[0:0] = [t for t in pend.data["tasks"] if t[3] != pend.player]
    elif pend.kind == "order_damage" and "task" in pend.data:  # the combat goes on without the choice
        st.tasks.insert(0, pend.data["task"])
    elif replacements.is_replacement_decision(pend):  # the held deaths are settled without them
        replacements.release(st, pend)
    elif "resume" in pend.data:  # an effect asked them mid-resolution: it goes on without the answer
        carry_on(st, log, pend)


def carry_on(st: State, log: Log, pend: Pending) -> None:
    """The effect that asked `pend` goes on with its remaining steps, the decision skipped; countered
    instead when its controller has left the game (652.4): a resolving spell goes to the trash."""
    from ..effects.asking import _resume_ctx
    from ..ops import resolve

    r: dict[str, Any] = pend.data["resume"]
    st.pending = None
    if st.players[r["controller"]].removed:
        src = r["source"]
        if r["spell"] and src in st.objs and st.objs[src].zone == CHAIN and not any(
                c.source == src for c in st.chain):
            zones.put(st, src, TRASH)
        log.add("counter", "the effect stops: its controller left the game", ALL)
        return
    resolve.run(_resume_ctx(st, log, pend), list(r["rest"]))


def _refresh(st: State, log: Log, pend: Pending) -> bool:
    """Update a decision of a player still in the game; True when it was replaced or answered (and
    whatever comes next must be settled too)."""
    gone = [o for o in _ids(pend) if o not in st.objs]
    if pend.kind == "burn_out_opponent":  # 432.2.d: an opponent still in the game gains the point
        names = [st.players[q].name for q in st.opponents(pend.player)]
        pend.options = [n for n in pend.options if n in names]
        return False
    if pend.kind == "assign_damage" and not gone:  # the removed player's passives may have changed the
        st.pending = None  # Mights (lethal amounts, totals): the options are worked out again
        st.tasks.insert(0, ["combat_assign", pend.data["stage"], pend.data["acc"]])
        return True
    if not gone:
        return False
    if pend.kind == "assign_damage" or (pend.kind == "order_damage" and "task" in pend.data):
        st.pending = None  # 467.2: assigned again among the units still in the combat
        st.tasks.insert(0, pend.data.get("task") or ["combat_assign", pend.data["stage"], pend.data["acc"]])
        return True
    if replacements.is_replacement_decision(pend):  # 372-373: asked again about the deaths left
        st.pending = None
        replacements.release(st, pend)
        return True
    if pend.kind == "choose_targets":  # 383.3: a trigger's targets among those still in the game
        return _retarget(st, log, pend)
    if pend.kind in ("choose_cards", "split_damage", "order_cards"):
        pend.options = [o for o in pend.options if o in st.objs]
        if pend.kind == "choose_cards":
            pend.data["count"] = min(pend.data["count"], len(pend.options))
            if pend.data["count"] == 0:  # nothing left to choose: the empty answer
                from .core import answer

                answer(st, log, Action("choose", pend.player, choice={"cards": []}))
                return True
        if len(pend.options) >= (2 if pend.kind == "order_cards" else 1):
            return False
    elif pend.kind == "new_targets":  # 751: the target lists still possible
        pend.options = [opt for opt in pend.options if all(t in st.objs for t in opt)]
        if pend.options:
            return False
    elif "resume" not in pend.data:
        return False
    if "resume" in pend.data:  # what it was about has left the game: the effect goes on without it
        carry_on(st, log, pend)
        return True
    st.pending = None
    return True


def _retarget(st: State, log: Log, pend: Pending) -> bool:
    from ..effects.finalize import push_trigger

    d = pend.data
    pend.options = [opt for opt in pend.options if all(t in st.objs for t in opt)]
    if len(pend.options) > 1:
        return False
    st.pending = None
    if not pend.options:  # 355.5: no legal targets, the ability does nothing
        log.add("trigger", f"{st.table.defs[d['card']].name}: no legal targets, the ability does nothing", ALL,
                card=d["source"])
    else:
        push_trigger(st, log, d["source"], d["trigger"], d["controller"], d["card"], pend.options[0], d.get("event"))
    return True


# how a decision's options carry object ids: one per option, a list per option (targets), or a list of
# [unit, amount] pairs per option (damage assignments); other kinds offer no objects (answers, places)
FLAT = frozenset({"mulligan", "choose_cards", "split_damage", "order_replacements", "order_cards"})
LISTS = frozenset({"choose_targets", "new_targets"})


def _ids(pend: Pending) -> list[int]:
    """The objects a decision is about: its options and the units its data names."""
    out: list[int] = []
    if pend.kind in FLAT:
        out += pend.options
    elif pend.kind in LISTS:
        out += [t for opt in pend.options for t in opt]
    elif pend.kind == "assign_damage":
        out += pend.data["targets"] + [u for opt in pend.options for u, _ in opt]
    for key in ("unit", "move"):  # order_damage, choose_destination (a unit to move)
        if isinstance(pend.data.get(key), int):
            out.append(pend.data[key])
    if replacements.is_replacement_decision(pend):
        out += [e[0] for e in pend.data.get("batch", [])]
        src = pend.data.get("source", (pend.data.get("replace_may") or {}).get("source"))
        if isinstance(src, int):  # the replacement's source (a Zhonya's of the player who left): asked again
            out.append(src)
    return out
