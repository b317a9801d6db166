"""The turn (301-317): Awaken, Beginning (scoring by holding), Channel, Draw, Main, Ending (the
Ending Step's triggers, then the Expiration Step, repeated while it used the chain).

Each phase is a task run by the main loop, with a cleanup between tasks
(319.2). First-turn adjustments come from the mode (487.7, 489.7-491.7). The
rune pool empties at the start of every Main Phase and at the end of every
turn (167, 316.3, 317.2.d).
"""

from __future__ import annotations

from collections.abc import Callable

from ..model import modes
from ..model.events import ALL, Log
from ..model.state import BF, NO_PLAYER, State
from ..ops import zones
from ..ops.equipment import active_keyword
from ..ops.scoring import can_score_here, hold_all
from ..ops.triggers import broadcast, delayed_next_main, extra_scorings, fire, readied_units
from ..read import layers
from .costs import empty_pool

START_OF_TURN = (["awaken"], ["beginning"], ["scoring"], ["channel"], ["draw"], ["main"])


def order_position(st: State, p: int) -> int:
    """0 for the first player, 1 for the second, ... (115.1)."""
    return (p - st.first) % len(st.players)


def is_first_turn(st: State, p: int) -> bool:
    return st.players[p].turns_taken == 1


def begin_turn(st: State, log: Log, p: int) -> None:
    st.turn_player = p
    st.players[p].turns_taken += 1
    for pl in st.players:
        pl.scored = []
        pl.played = 0
    log.add("turn", f"Turn {st.turn_number}: {st.players[p].name}", ALL, player=p, number=st.turn_number)
    st.tasks.extend([list(t) for t in START_OF_TURN])


def awaken(st: State, log: Log) -> None:
    """315.1: the turn player readies everything they control."""
    st.phase = "awaken"
    p = st.turn_player
    player = st.players[p]
    readied = []
    never = layers.any_passive(st, "never_ready")  # "I can't be readied"
    units_stay = layers.any_passive(st, "no_awaken_ready")  # "Units don't ready during the Awaken Phase"
    for oid in player.base + player.runes + [u for b in st.battlefields for u in b.units]:
        o = st.objs[oid]
        if units_stay and layers.passive_flag(st, oid, "no_awaken_ready"):
            continue
        if o.controller == p and o.exhausted and not (never and layers.passive_flag(st, oid, "never_ready")):
            st.w(oid).exhausted = False
            readied.append(oid)
    readied_units(st, log, p, readied)  # "when you ready a friendly unit" (416.3.a; ruling 105)
    for legend in player.legends():
        if st.objs[legend].exhausted:
            st.w(legend).exhausted = False


def beginning(st: State, log: Log) -> None:
    """315.2.a: "at the start of the Beginning Phase" effects. Temporary is a triggered ability
    (816.1.b-c): one trigger per permanent, on the chain, resolved before the Scoring Step."""
    st.phase = "beginning"
    p = st.turn_player
    st.barred = []
    broadcast(st, log, "start_beginning", p)  # "at the start of your Beginning Phase"
    from ..ops.triggers import battlefield_event

    if is_first_turn(st, p):  # "at the start of each player's first Beginning Phase, that player ..."
        battlefield_event(st, "first_beginning", p)
    for i, b in enumerate(st.battlefields):  # "at the start of each player's Beginning Phase" (a battlefield's)
        battlefield_event(st, "each_beginning", b.controller if b.controller >= 0 else p, at=i)
    quiet = _no_temporary_at(st, p)
    for oid in _permanents_of(st, p):
        if active_keyword(st, oid, "Temporary") and not (st.objs[oid].zone == BF and st.objs[oid].loc in quiet):
            st.tasks.append(["trigger", oid, "Temporary", p, st.objs[oid].gen])  # (718.2, 722.2: an attached gear's
            # printed one is inactive)


def _no_temporary_at(st: State, p: int) -> set[int]:
    """Battlefields where "your [Temporary] effects at my battlefield don't trigger" (a passive
    `no_temporary_here` of a unit of `p`'s there)."""
    if not layers.any_passive(st, "no_temporary_here"):
        return set()
    from ..read.conditions import location

    return {location(st, src) for src, s in layers.statics(st)
            if s.get("no_temporary_here") and st.objs[src].controller == p and location(st, src) >= 0}


def scoring(st: State, log: Log) -> None:
    """315.2.b: the scoring step: the turn player holds what they control. In 2v2, battlefields a
    teammate controls now can't be scored by the team this turn (315.2.b.3, 471.1.a, 491.8.b.1)."""
    p = st.turn_player
    st.phase = "beginning"
    st.barred = [i for i, b in enumerate(st.battlefields)
                 if b.controller >= 0 and b.controller != p and st.players[p].team
                 and st.players[b.controller].team == st.players[p].team]
    hold_all(st, log, p)
    for i, b in enumerate(st.battlefields):
        if b.controller == p and can_score_here(st, p, i):  # "players can't score here until ..." (no hold)
            for _ in range(1 + extra_scorings(st, i, p, "hold")):  # "... trigger an additional time"
                fire(st, log, b.obj, "hold")  # 473.2.b


def _permanents_of(st: State, p: int) -> list[int]:
    out = list(st.players[p].base)
    for b in st.battlefields:
        out.extend(u for u in b.units if st.objs[u].controller == p)
    return out


def channel(st: State, log: Log) -> None:
    """315.3: channel 2; one more on the first turn of the second (Duel) or last player."""
    st.phase = "channel"
    p = st.turn_player
    n = 2
    mode = modes.get(st.mode)
    pos = order_position(st, p)
    extra_pos = 1 if mode.extra_rune_for == "second" else len(st.players) - 1
    if is_first_turn(st, p) and pos == extra_pos:
        n += 1
    if layers.any_passive(st, "channel_only"):  # "players only channel 1 rune at the start of their Channel Phase"
        from ..read.conditions import holds

        limits = [int(s["channel_only"]) for src, s in layers.statics(st) if "channel_only" in s
                  and holds(st, s.get("if"), st.objs[src].controller, src)]
        n = min([n, *limits])
    zones.channel(st, log, p, n)


def draw(st: State, log: Log) -> None:
    """315.4: draw 1 (burning out first if the deck is empty); skipped on the first player's first
    turn in modes that say so."""
    st.phase = "draw"
    p = st.turn_player
    mode = modes.get(st.mode)
    if mode.first_player_skips_draw and is_first_turn(st, p) and order_position(st, p) == 0:
        return
    zones.draw(st, log, p, 1)


def main(st: State, log: Log) -> None:
    """316.3: every pool empties; 316.4: "at the start of your Main Phase" effects take place (their
    triggers go on the chain); then the turn player gets priority."""
    st.phase = "main"
    for i in range(len(st.players)):
        empty_pool(st, i)
    broadcast(st, log, "start_main", st.turn_player)
    delayed_next_main(st)  # "at the start of your next Main Phase" (delayed triggers)


def ending(st: State, log: Log) -> None:
    """317.1: the Ending Step - "at the end of the turn" effects (triggers, delayed triggers) take
    place; they go on the chain and resolve before the Expiration Step (a task that waits for it;
    with no such trigger it follows at once)."""
    st.phase = "ending"
    st.players[st.turn_player].extra.pop("may_play", None)  # "until your next Ending Phase, you may play that card"
    broadcast(st, log, "end_turn", st.turn_player)  # "at the end of your turn" (317.1)
    from ..ops.triggers import delayed_end_of_turn

    delayed_end_of_turn(st)  # "... at the end of this turn" (delayed triggers)
    if any(t[0] == "trigger" for t in st.tasks):
        st.tasks.insert(0, ["expiration"])
    else:
        expiration(st, log)


def expiration(st: State, log: Log) -> None:
    """317.2: the Expiration Step, an Ending Special Cleanup (the cleanup before this task has killed
    units with lethal damage, 323.4): 3c heal all units, 3d "this turn" effects expire
    (stuns end, 424.1.a.2), 3e every rune pool empties. Then 317.2.f: if anything goes through the
    chain before the next turn (a trigger of this cleanup, e.g. a unit that became Mighty), the
    step starts again - the next turn's task carries the id counter, and every chain item takes a
    new id."""
    for b in st.battlefields:
        for u in b.units:
            _expire(st, u)
    for pl in st.players:
        for u in pl.base:
            _expire(st, u)
    for i in range(len(st.players)):
        empty_pool(st, i)
    for i, t in enumerate(st.tasks):
        if t[0] == "next_turn":
            st.tasks[i] = ["next_turn", st.next_id]
            return
    st.tasks.insert(0, ["expiration_end", st.next_id])


def expiration_end(st: State, log: Log, mark: int) -> None:
    """317.2.f: if any items underwent the FEPR process, return to the start of the Expiration Step."""
    if st.next_id != mark:
        st.tasks.insert(0, ["expiration"])


def _expire(st: State, oid: int) -> None:
    o = st.objs[oid]
    if o.damage or o.might_mod or o.kw_mod or o.stunned:
        w = st.w(oid)
        w.damage = 0
        w.might_mod = 0
        w.kw_mod = []
        w.stunned = False  # 424.1.a.2


def next_turn(st: State, log: Log, mark: int | None = None) -> None:
    """317.3: the next player with a turn queued becomes the turn player. Additional Turns (734-738)
    come first, the newest first (738: each is inserted right after the current turn); after them
    the queue goes on from the player whose regular turn came last (737), kept as `regular_after`
    on the player taking an additional turn. `mark`: the id counter when the Expiration Step ran;
    if anything used the chain since, that step comes again first (317.2.f)."""
    if mark is not None and st.next_id != mark:
        st.tasks[0:0] = [["expiration"], ["next_turn"]]
        return
    st.priority = NO_PLAYER
    st.turn_number += 1
    current = st.players[st.turn_player]
    regular = current.extra.pop("regular_after", st.turn_player)
    queued = [(stamp, q) for q, pl in enumerate(st.players) if not pl.removed for stamp in pl.extra.get("extra_turns", ())]
    if queued:
        stamp, q = max(queued)
        pl = st.players[q]
        rest = [s for s in pl.extra["extra_turns"] if s != stamp]
        if rest:
            pl.extra["extra_turns"] = rest
        else:
            del pl.extra["extra_turns"]
        pl.extra["regular_after"] = regular
        log.add("extra_turn", f"{pl.name} takes an additional turn", ALL, player=q)
        begin_turn(st, log, q)
        return
    begin_turn(st, log, st.next_player(regular))


PHASES: dict[str, Callable[..., None]] = {
    "awaken": awaken, "beginning": beginning, "scoring": scoring, "channel": channel, "draw": draw, "main": main,
    "ending": ending, "expiration": expiration, "expiration_end": expiration_end, "next_turn": next_turn}
