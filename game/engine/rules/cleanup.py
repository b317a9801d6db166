"""Cleanups (318-324): run after every action and task, repeated until nothing changes (322).

Steps (323): 1 victory; 2 combat designations; 3 lethal damage kills; 4 loss of
control of empty battlefields (open state, no showdown there); 5 corrective
recalls and removal of facedown cards at battlefields their controller doesn't
control; 6-7 stage showdowns and combats; 8 remove stale Contested; 9-10 start
a staged showdown or combat in a Neutral Open state (the turn player chooses
when there are several); 10a a combat staged at the battlefield of a running
non-combat showdown turns it into a combat showdown.
"""

from __future__ import annotations

from ..model.events import Log
from ..model.state import BASE, NO_PLAYER, RULES_2026_10, TRASH, Pending, State
from ..ops import zones
from ..ops.damage import lethal_marked
from ..ops.replacements import kill_together
from ..ops.scoring import check_victory
from ..read import layers
from .combat import begin as begin_combat
from .combat import designate
from .mighty import check_mighty
from .showdown import players_at, start


def cleanup(st: State, log: Log) -> None:
    for _ in range(50):
        if not _once(st, log):
            return


def _once(st: State, log: Log) -> bool:
    if check_victory(st, log):  # 323.1
        return False
    changed = False
    designate(st, log)  # 323.2
    # 323.4: lethal damage
    dying = []
    for b in st.battlefields:
        dying.extend(u for u in b.units if _lethal(st, u))
    for p in st.players:
        dying.extend(u for u in p.base if _lethal(st, u))
    if dying:  # 370.1.a.2, 373: they die at the same moment (replacements settled together)
        kill_together(st, log, [(oid, st.objs[oid].extra.get("hit_by")) for oid in dying])  # by: who dealt it
        changed = True
    # 309: a chain exists while an item is pending on it too - a triggered ability waiting to be placed (383.3) or
    # a card an effect played (420.3) - so no control is lost then (190.4.c; Unleashed FAQ: Baited Hook, Arcane
    # Shift, Glasc Mixologist)
    open_state = not st.chain and not any(t[0] in ("trigger", "play_pending") for t in st.tasks)
    sd = st.showdown
    for i, b in enumerate(st.battlefields):
        here = players_at(st, i)
        # 323.4: lose control of an empty battlefield (open state, no showdown or combat there)
        if b.controller >= 0 and b.controller not in here and open_state and (sd is None or sd.bf != i):
            b.controller = NO_PLAYER
            changed = True
        # 323.6: non-unit gear at battlefields is recalled (not one with Deploy, 830.1.b.3); facedown
        # cards need their battlefield
        for oid in list(b.units):
            if not layers.is_unit(st, oid) and "attached_to" not in st.objs[oid].extra \
                    and not layers.keyword(st, oid, "Deploy"):  # 719.3
                zones.recall(st, log, oid)
                changed = True
        for oid in list(b.facedown):
            if st.objs[oid].controller != b.controller:  # 468.5.c; revealed as it leaves (422.4)
                zones.remove_facedown(st, log, oid, TRASH)
                log.add("hidden_removed", f"{st.name(oid)} is removed from its battlefield", card=oid)
                changed = True
        # 323.7-323.9: staging
        busy = sd is not None and sd.bf == i
        contester_here = b.contested_by >= 0 and b.contested_by in here
        b.showdown_staged = contester_here and not busy
        b.combat_staged = b.contested_by >= 0 and len(here) >= 2 and not (busy and sd is not None and sd.combat)
        # 323.10: stale Contested status
        if b.contested_by >= 0 and not contester_here and not busy:
            b.contested_by = NO_PLAYER
            b.showdown_staged = b.combat_staged = False
            strangers = [p for p in here if p != b.controller]
            if strangers:  # 323.10.a
                b.contested_by = strangers[0]
            changed = True
    for i, p in enumerate(st.players):  # 323.6: permanents in another player's base go home
        for oid in list(p.base):
            o = st.objs[oid]
            # 2026-10-09: only unattached ones; gear on a unit that changed control stays on it (718.5.f)
            attached = "attached_to" in o.extra and st.rules >= RULES_2026_10
            if o.controller != i and not attached:
                zones.put(st, oid, BASE, controller=o.controller)
                changed = True
    check_mighty(st, log)  # 709: "becomes Mighty" is an event
    if _start_staged(st, log):
        changed = True
    return changed


def _lethal(st: State, oid: int) -> bool:
    o = st.objs[oid]
    if o.extra.get("dying"):  # 372-373: its death already waits for a replacement decision
        return False
    return lethal_marked(st, oid)  # 323.4 (lethal damage as changed: Unleashed FAQ)


def _start_staged(st: State, log: Log) -> bool:
    sd = st.showdown
    if sd is not None:
        b = st.battlefields[sd.bf]
        if not st.chain and not sd.combat and b.combat_staged:  # 323.13
            b.combat_staged = b.showdown_staged = False
            begin_combat(st, log, sd.bf)
            return True
        return False
    if st.chain or st.tasks or st.pending is not None or st.phase != "main":
        return False
    showdowns = [i for i, b in enumerate(st.battlefields) if b.showdown_staged and not b.combat_staged]
    choices = showdowns or [i for i, b in enumerate(st.battlefields) if b.combat_staged]  # 323.11-12
    if not choices:
        return False
    if len(choices) == 1:
        start(st, log, choices[0])
    else:
        st.pending = Pending("choose_battlefield", st.turn_player, choices, {})
        st.priority = NO_PLAYER
    return True
