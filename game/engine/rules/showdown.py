"""Showdowns and control of battlefields (190, 341-348, 466.1-466.2).

A showdown begins in a cleanup at a battlefield where one is staged, in a
Neutral Open state (344, 323.11). The player who applied Contested gets focus
(345). If a combat is staged there too it opens as a combat showdown (463.3,
323.12). When every player passes focus in sequence the showdown closes (348):
a combat goes on to its damage step; a non-combat showdown gives control to the
only player with units there, which is a conquer if they haven't scored it
this turn (348.2.a).
"""

from __future__ import annotations

from ..model.events import ALL, Log
from ..model.state import NO_PLAYER, Showdown, State
from ..ops.scoring import can_score_here, score
from ..ops.triggers import extra_scorings, fire, scripts_use


def contest(st: State, p: int, bf: int) -> None:
    """190.3.a.1 / 452: a unit arriving at a battlefield its controller doesn't control contests it."""
    b = st.battlefields[bf]
    if b.contested_by < 0 and b.controller != p:
        b.contested_by = p


def start(st: State, log: Log, bf: int) -> None:
    b = st.battlefields[bf]
    combat = b.combat_staged
    b.showdown_staged = False
    b.combat_staged = False
    st.showdown = Showdown(bf)
    st.focus = b.contested_by if b.contested_by >= 0 else st.turn_player
    st.priority = st.focus
    log.add("showdown", f"A showdown begins at {st.name(b.obj)}", ALL, bf=bf)
    for u in list(b.units):  # "when a showdown begins here" (with a combat's start: 466.2.b)
        fire(st, log, u, "showdown_begins")
    if combat:
        from .combat import begin

        begin(st, log, bf)


def players_at(st: State, bf: int) -> list[int]:
    seen: list[int] = []
    for u in st.battlefields[bf].units:
        c = st.objs[u].controller
        if c not in seen and st.card(u).type == "unit":
            seen.append(c)
    return seen


def establish_control(st: State, log: Log, p: int, bf: int) -> None:
    """190.4 / 471.1: gaining control of a battlefield not yet scored this turn is a conquer."""
    b = st.battlefields[bf]
    b.contested_by = NO_PLAYER
    if b.controller == p:
        return
    was = b.controller
    b.controller = p
    log.add("control", f"{st.players[p].name} takes control of {st.name(b.obj)}", ALL, player=p, bf=bf)
    if bf in st.players[p].scored:
        return
    if not can_score_here(st, p, bf):  # "players can't score here until their third turn": control, no conquer
        log.add("no_score", f"{st.players[p].name} can't score {st.name(b.obj)} yet", ALL, player=p, bf=bf)
        return
    log.add("conquer", f"{st.players[p].name} conquers {st.name(b.obj)}", ALL, player=p, bf=bf)
    if scripts_use(st, "play_only_conquered"):  # "a battlefield you conquered this turn" (kept only when read)
        mark = st.players[p].extra.get("conquered_fields")
        st.players[p].extra["conquered_fields"] = [st.turn_number, [*(mark[1] if mark and mark[0] == st.turn_number
                                                                     else []), bf]]
    if scripts_use(st, "conquered_this_turn"):  # "if I didn't conquer this turn": its units there conquered
        for u in b.units:
            if st.objs[u].controller == p:
                st.w(u).extra["conquered"] = st.turn_number
    score(st, log, p, bf, "conquer")
    for _ in range(1 + extra_scorings(st, bf, p, "conquer")):  # "... trigger an additional time"
        fire(st, log, b.obj, "conquer", {"was": was})  # "a battlefield that was uncontrolled" (-1)


def end_showdown(st: State, log: Log) -> None:
    sd = st.showdown
    assert sd is not None
    if sd.combat:
        st.priority = NO_PLAYER
        st.tasks.insert(0, ["combat_damage"])  # 348.1
        return
    bf = sd.bf
    st.showdown = None
    st.focus = NO_PLAYER
    st.priority = NO_PLAYER
    log.add("showdown_end", f"The showdown at {st.name(st.battlefields[bf].obj)} ends", ALL, bf=bf)
    here = players_at(st, bf)
    if len(here) == 1:  # 348.2.a
        establish_control(st, log, here[0], bf)
    st.battlefields[bf].contested_by = NO_PLAYER
