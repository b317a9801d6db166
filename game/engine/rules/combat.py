"""Combat (461-468) and combat damage assignment (467.2.c, 815 Tank).

Steps: the combat showdown (466), the damage step (467: the attacker assigns
the summed Might of their attackers among the defenders, then the defender
does the same; all damage is then dealt at once), and the resolution step
(468: a combat cleanup that kills, heals every unit, and recalls the attackers
if defenders remain; then the result; then control and conquer; then the end).

Assignment rules: a unit gets lethal damage in full before the next one gets
any (467.2.c.3); no unit gets more than lethal while another has less
(467.2.c.4); Tank units first (815.1.b). Lethal = enough for damage >= Might,
and at least 1 (142.4.b).
"""

from __future__ import annotations

from typing import Any

from ..model import registry
from ..model.errors import IllegalAction
from ..model.events import ALL, Log
from ..model.state import NO_PLAYER, RULES_V14, Pending, State
from ..ops import zones
from ..ops.damage import damage_always_lethal, damage_taken, lethal_marked, mark
from ..ops.replacements import kill_together
from ..ops.triggers import about_this_turn, broadcast, fire, scripts_use, units_took_damage
from ..read import layers
from ..read.conditions import friendly
from .showdown import establish_control, players_at

registry.add_keys("passive", {
    "tie_recall_all": "\"If a combat where you are the attacker ends in a tie that would recall any of your units, "
                      "recall all units at that battlefield instead\" (a replacement of 468.1.a.2) (combat.py).",
})


def begin(st: State, log: Log, bf: int) -> None:
    """466.2: attacker = the player who contested; defender = the other player there."""
    sd = st.showdown
    assert sd is not None
    b = st.battlefields[bf]
    attacker = b.contested_by if b.contested_by >= 0 else st.turn_player
    others = [p for p in players_at(st, bf) if p != attacker]
    sd.combat = True
    sd.attacker = attacker
    sd.defender = others[0] if others else NO_PLAYER
    log.add("combat", f"Combat at {st.name(b.obj)}: {st.players[attacker].name} attacks"
            + (f", {st.players[sd.defender].name} defends" if sd.defender >= 0 else ""), ALL, bf=bf)
    designate(st, log)
    from ..ops.triggers import battlefield_event

    battlefield_event(st, "attack", attacker, at=bf)  # "when you attack here"
    broadcast(st, log, "attack_at", attacker, {"bf": bf})  # "when one or more friendly units attack here" (a gear's)
    for side in ("attacker", "defender"):  # "when a friendly unit attacks or defends alone"
        units = [u for u in b.units if st.objs[u].designation == side]
        if len(units) == 1:
            broadcast(st, log, "alone_in_combat", st.objs[units[0]].controller, {"it": units[0]})
    if sd.defender >= 0:
        battlefield_event(st, "defend", sd.defender, at=bf)  # "when you defend here"
        broadcast(st, log, "defend_at", sd.defender, {"bf": bf, "it": st.battlefields[bf].obj})
    if st.focus < 0:  # a new combat showdown: the attacker has focus (466.2.c.1.a)
        st.focus = attacker
    st.priority = st.focus


def designate(st: State, log: Log) -> None:
    """323.2 / 466.2.c.3: units at the combat's battlefield take their controller's designation
    (323.2.a-b, late arrivals too, 466.2.c.3.a); units elsewhere lose theirs (323.2.c). Attack /
    defend triggers fire on gaining it, checked once per combat for each unit (383.4.e.2.a)."""
    sd = st.showdown
    if sd is None or not sd.combat:
        return
    here = st.battlefields[sd.bf].units
    for oid in here:
        o = st.objs[oid]
        role = "attacker" if o.controller == sd.attacker else "defender" if o.controller == sd.defender else ""
        if o.designation != role and layers.is_unit(st, oid):
            st.w(oid).designation = role
            key = [oid, o.gen, role]
            if role and key not in sd.designated:
                sd.designated.append(key)
                fire(st, log, oid, "attack" if role == "attacker" else "defend")
                owner = st.battlefields[sd.bf].controller  # "when an enemy unit attacks a battlefield you control"
                if role == "attacker" and owner >= 0 and not friendly(st, owner, o.controller):
                    broadcast(st, log, "attacks_yours", owner, {"it": oid})
    away = [u for p in st.players for u in p.base] + [u for i, b in enumerate(st.battlefields) if i != sd.bf
                                                      for u in b.units]
    for oid in away:
        if st.objs[oid].designation:
            st.w(oid).designation = ""


def clear_designations(st: State) -> None:
    """468.7: combat ends: designations go, and so does what was given "this combat"."""
    for oid, o in list(st.objs.items()):
        if o.designation:
            st.w(oid).designation = ""
        if any(len(k) > 2 for k in o.kw_mod):
            st.w(oid).kw_mod = [k for k in o.kw_mod if len(k) <= 2]


NEVER_LETHAL = 999  # a Prevent Value of "All": no amount is lethal (438.5.b); above any combat total


def lethal_need(st: State, oid: int) -> int:
    """Damage to assign for lethal (142.4.b: Might treated as at least 0, 143.2.c), counting the
    replacement effects that would apply to the resulting damage (467.2.c.5): the least amount the
    unit's Prevent Value (438.5.a) and doublings turn into lethal damage (467.2.c.4.a); with a
    Prevent Value of "All" no amount is lethal (438.5.b)."""
    from ..ops.damage import needed_for

    o = st.objs[oid]
    lethal = max(1, max(0, layers.might(st, oid)) - o.damage)
    if layers.any_passive(st, "any_damage_lethal") and damage_always_lethal(st, _opponent_in_combat(st, oid), oid):
        # its damage is enough: one will do (Unleashed FAQ)
        lethal = 1
    if "prevent" not in o.extra and "double_damage" not in o.extra:
        return lethal
    return needed_for(st, oid, lethal, NEVER_LETHAL - 1)  # at most NEVER_LETHAL


def _tier_choices(st: State, targets: list[int]) -> list[dict[int, int]]:
    """Every way to settle the units' assignment tiers: one tier per unit, a unit with exclusionary
    requirements (467.2.c.8) taking either of its tiers (467.2.c.9: each unit on its own)."""
    options = {t: layers.assignment_tiers(st, t) for t in targets}
    out: list[dict[int, int]] = [{}]
    for t in targets:
        out = [{**acc, t: tier} for acc in out for tier in options[t]]
    return out


def assignment_options(st: State, targets: list[int], total: int) -> list[list[list[int]]]:
    """Canonical legal assignments: fill units to lethal one by one (Tank first, Backline last);
    any excess once every unit has lethal goes to one unit (one option per unit). A unit that can't
    be dealt damage (467.2.c.10) is outside that order: it may take whatever is left at any point.
    Each option is [[oid, n], ...]."""
    if total <= 0 or not targets:
        return [[[t, 0] for t in targets]]
    need = {t: lethal_need(st, t) for t in targets}
    exempt = [t for t in targets if layers.cant_be_damaged(st, t)]
    ordered = [t for t in targets if t not in exempt]
    results: dict[tuple[tuple[int, int], ...], None] = {}
    for tier in _tier_choices(st, ordered):
        _fill(targets, ordered, exempt, need, tier, total, results)
    return [[list(pair) for pair in opt] for opt in results]


def _fill(targets: list[int], ordered: list[int], exempt: list[int], need: dict[int, int], tier: dict[int, int],
          total: int, results: dict[tuple[tuple[int, int], ...], None]) -> None:
    """Add to `results` the canonical assignments for one choice of tiers."""
    seen: set[tuple[frozenset[int], int]] = set()

    def go(filled: frozenset[int], left: int, acc: dict[int, int]) -> None:
        key = (filled, left)
        if key in seen:
            return
        seen.add(key)
        for t in exempt:  # a sink for what is left: no amount is lethal to it
            if left > 0:
                results[tuple(sorted({**acc, t: acc[t] + left}.items()))] = None
        rest = [t for t in ordered if t not in filled]
        if not rest:
            for t in targets if left > 0 else targets[:1]:
                final = dict(acc)
                final[t] = final.get(t, 0) + left
                results[tuple(sorted(final.items()))] = None
            return
        if left == 0:
            results[tuple(sorted(acc.items()))] = None
            return
        first = min(tier[t] for t in rest)
        for t in [t for t in rest if tier[t] == first]:
            give = min(need[t], left)
            acc2 = dict(acc)
            acc2[t] = give
            if give < need[t]:
                results[tuple(sorted(acc2.items()))] = None
            else:
                go(filled | {t}, left - give, acc2)

    go(frozenset(), total, {t: 0 for t in targets})


def check_assignment(st: State, targets: list[int], total: int, assign: dict[int, int]) -> None:
    """Any assignment obeying 467.2.c.3-4, 467.2.c.6-10, 815 and 826 (not only the canonical ones)."""
    if set(assign) - set(targets):
        raise IllegalAction("damage can only be assigned to the opposing units in this combat")
    amounts = {t: int(assign.get(t, 0)) for t in targets}
    if any(n < 0 for n in amounts.values()):
        raise IllegalAction("damage amounts can't be negative")
    if sum(amounts.values()) != total:
        raise IllegalAction(f"assign exactly {total} damage")
    exempt = {t for t in targets if layers.cant_be_damaged(st, t)}  # 467.2.c.10: never lethal
    ordered = [t for t in targets if t not in exempt]
    need = {t: lethal_need(st, t) for t in ordered}
    partial = [t for t in targets if amounts[t] > 0 and (t in exempt or amounts[t] < need[t])]
    unlethal = [t for t in ordered if amounts[t] < need[t]]
    if len(partial) > 1:
        raise IllegalAction("each unit must be assigned lethal damage before the next gets any")
    if unlethal and any(amounts[t] > need[t] for t in ordered):
        raise IllegalAction("no unit may get more than lethal damage while another has less")
    why = ""
    for tier in _tier_choices(st, ordered):  # 815.1, 826.4.b; 467.2.c.8: either requirement
        bad = next((t for t in ordered if amounts[t] > 0
                    and any(tier[x] < tier[t] and amounts[x] < need[x] for x in ordered)), None)
        if bad is None:
            return
        why = why or ("units with Tank must be assigned lethal damage first" if tier[bad] == 1
                      else f"{st.name(bad)} must be assigned lethal damage last")
    raise IllegalAction(why)


def damage_step(st: State, log: Log) -> None:
    """467.1: only if attackers and defenders both remain."""
    sd = st.showdown
    assert sd is not None
    att, dfn = _sides(st)
    if att and dfn:
        st.tasks.insert(0, ["combat_assign", 0, []])
    else:
        st.tasks.insert(0, ["combat_resolve"])


def _sides(st: State) -> tuple[list[int], list[int]]:
    sd = st.showdown
    assert sd is not None
    units = st.battlefields[sd.bf].units
    att = [u for u in units if st.objs[u].designation == "attacker"]
    dfn = [u for u in units if st.objs[u].designation == "defender"]
    return att, dfn


def assign_task(st: State, log: Log, stage: int, acc: list[list[int]]) -> None:
    sd = st.showdown
    assert sd is not None
    att, dfn = _sides(st)
    if stage >= 2:
        deal_all(st, log, acc)
        # 467.3, 468.1: straight on to the Combat Cleanup - no normal cleanup in between, so
        # survivors are healed (and attackers recalled) before any Deathknell goes on the chain.
        recalled = combat_cleanup(st, log)
        if recalled is None:  # 373: the deaths wait for a replacement decision
            _after_deaths(st, ["combat_heal"], ["combat_resolve"])
            return
        st.w(st.battlefields[sd.bf].obj).extra["combat_recalled"] = recalled
        st.tasks.insert(0, ["combat_resolve"])
        return
    mine, theirs = (att, dfn) if stage == 0 else (dfn, att)
    if _ask_damage_order(st, theirs, ["combat_assign", stage, acc]):
        return
    player = sd.attacker if stage == 0 else sd.defender
    total = sum(layers.combat_might(st, u) for u in mine)
    opts = assignment_options(st, theirs, total)
    if len(opts) == 1:
        st.tasks.insert(0, ["combat_assign", stage + 1, acc + [p for p in opts[0] if p[1]]])
        return
    st.pending = Pending("assign_damage", player, opts,
                         {"stage": stage, "acc": acc, "total": total, "targets": theirs})


def _ask_damage_order(st: State, units: list[int], task: list[Any]) -> bool:
    """372, 467.2.c.5: before damage is assigned to a unit with a Prevent Value and a doubling, its
    controller chooses their order (kept for this combat as `extra["dmg_order"]`); the assignment
    waits for the answer (`answer_damage_order` puts the task back)."""
    from ..ops.damage import ask_order, order_choices

    for oid in units:
        mark = st.objs[oid].extra.get("dmg_order")
        if mark and mark[0] == st.turn_number:
            continue
        choices = order_choices(st, oid)
        if choices:
            ask_order(st, oid, choices, {"task": task})
            return True
    return False


def answer_damage_order(st: State, log: Log, player: int, choice: dict[str, Any]) -> None:
    from ..ops.damage import check_order

    pending = st.pending
    assert pending is not None
    first = check_order(pending, choice)
    st.pending = None
    oid = pending.data["unit"]
    st.w(oid).extra["dmg_order"] = [st.turn_number, first]
    what = "the Prevent Value first" if first == 0 else f"{first} doubling{'s' if first > 1 else ''} first"
    log.add("order", f"{st.players[player].name} orders the damage replacements on {st.name(oid)}: {what}", ALL,
            player=player, card=oid)
    st.tasks.insert(0, pending.data["task"])


def answer_assign(st: State, log: Log, assign: dict[int, int]) -> None:
    pending = st.pending
    assert pending is not None
    check_assignment(st, pending.data["targets"], pending.data["total"], assign)
    stage, acc = pending.data["stage"], pending.data["acc"]
    st.pending = None
    st.tasks.insert(0, ["combat_assign", stage + 1, acc + [[t, n] for t, n in assign.items() if n]])


def _opponent_in_combat(st: State, oid: int) -> int:
    """The player on the other side of this unit's combat (kill attribution)."""
    sd = st.showdown
    me = st.objs[oid].controller
    sides = [p for p in ((sd.attacker, sd.defender) if sd is not None else ()) if p >= 0 and p != me]
    if sides:
        return sides[0]
    from .showdown import players_at

    return next((p for p in players_at(st, st.objs[oid].loc) if p != me), -1)


def deal_all(st: State, log: Log, acc: list[list[int]]) -> None:
    """467.2.d: all assigned damage is dealt at once. The attacker's excess damage - assigned to
    defenders beyond what is lethal to each - is noted for "if you assigned 5 or more excess damage
    to enemy units" (Tryndamere, Barbarian): player mark `excess` [turn, battlefield, amount]."""
    sd = st.showdown
    if sd is not None and sd.attacker >= 0:
        excess = sum(max(0, n - lethal_need(st, oid)) for oid, n in acc
                     if oid in st.objs and st.objs[oid].designation == "defender")
        if excess:  # kept on the battlefield for this combat (its conquer triggers), gone at its end
            st.w(st.battlefields[sd.bf].obj).extra["excess"] = [sd.attacker, excess]
    took: list[int] = []
    for oid, n in acc:
        # 467.2.c.5: the replacements (prevention 438, doubling) turn the assigned amount into the
        # damage taken, in the order the unit's controller chose (372); with the board unchanged
        # since the assignment, applying them now is the same
        n = damage_taken(st, oid, n) if oid in st.objs else 0
        if oid in st.objs and n > 0:
            mark(st, oid, n, _opponent_in_combat(st, oid))  # the opposing side's damage (467.2)
            st.w(oid).extra["hit_by"] = [_opponent_in_combat(st, oid), False]
            if st.rules != RULES_V14:  # "if I haven't been dealt damage this turn" (v1.4 games replay as recorded)
                st.w(oid).extra["damaged"] = st.turn_number
            log.add("deal", f"{n} combat damage to {st.name(oid)}", ALL, card=oid, n=n)
            took.append(oid)
    if took and any("this_turn" in p.extra for p in st.players):  # one moment: triggered together
        units_took_damage(st, took)
    for oid in st.battlefields[sd.bf].units if sd is not None else []:  # the order was for this combat
        if "dmg_order" in st.objs[oid].extra:
            st.w(oid).extra.pop("dmg_order")


def combat_cleanup(st: State, log: Log) -> bool | None:
    """468.1: the Combat Special Cleanup's board steps - kill units with lethal damage (their
    Deathknells are queued, 383.2.c.3), heal every unit (3c), recall the attackers if defenders are
    still there (3d). Returns whether attackers were recalled, or None when the deaths wait for a
    replacement decision (373): the caller then queues `combat_heal` after the `deaths` task."""
    lethal = []
    for oid in [u for b in st.battlefields for u in b.units] + [u for p in st.players for u in p.base]:
        o = st.objs.get(oid)
        if o is not None and lethal_marked(st, oid):
            lethal.append((oid, o.extra.get("hit_by")))  # 323.4, killed by the opposing combatant
    if lethal and kill_together(st, log, lethal):  # 370.1.a.2: they die at the same moment
        return None
    return heal_and_recall(st, log)


def heal_and_recall(st: State, log: Log) -> bool:
    """468.1.a.1: heal all units; 468.1.a.2: recall the attackers if defenders remain."""
    for p in st.players:
        for oid in p.base:
            if st.objs[oid].damage:
                st.w(oid).damage = 0
    for b in st.battlefields:
        for oid in b.units:
            if st.objs[oid].damage:
                st.w(oid).damage = 0
    att, dfn = _sides(st)
    recalled = bool(att and dfn)
    if recalled:
        sd = st.showdown
        if sd is not None and any(s.get("tie_recall_all") and st.objs[src].controller == sd.attacker
                                  for src, s in layers.statics(st)):  # Symbol of the Solari (Origins FAQ)
            att = [u for u in st.battlefields[sd.bf].units if layers.is_unit(st, u)]
        for oid in att:
            zones.recall(st, log, oid)
    return recalled


def heal_task(st: State, log: Log) -> None:
    """The rest of the combat cleanup once the held deaths are settled (373)."""
    sd = st.showdown
    assert sd is not None
    st.w(st.battlefields[sd.bf].obj).extra["combat_recalled"] = heal_and_recall(st, log)


def _after_deaths(st: State, *tasks: list[Any]) -> None:
    """Queue `tasks` right after the `deaths` task that holds this combat's deaths."""
    at = next((i + 1 for i, t in enumerate(st.tasks) if t[0] == "deaths"), 0)
    st.tasks[at:at] = [list(t) for t in tasks]


def resolve_task(st: State, log: Log) -> None:
    """468: combat cleanup (unless the damage step ran it), result, control, end. The chain
    from the combat cleanup (Deathknells) has resolved before this task runs (468.2)."""
    sd = st.showdown
    assert sd is not None
    bf = sd.bf
    marks = st.objs[st.battlefields[bf].obj].extra
    if "combat_recalled" in marks:
        recalled = bool(st.w(st.battlefields[bf].obj).extra.pop("combat_recalled"))
    else:
        cleaned = combat_cleanup(st, log)
        if cleaned is None:  # 373: the deaths wait for a replacement decision; come back after
            _after_deaths(st, ["combat_heal"], ["combat_resolve"])
            return
        recalled = cleaned
    here = players_at(st, bf)
    b = st.battlefields[bf]
    if not recalled and len(here) == 1 and here[0] in (sd.attacker, sd.defender):  # 468.3.a-b
        winner = here[0]
        loser = sd.defender if winner == sd.attacker else sd.attacker
        log.add("combat_result", f"{st.players[winner].name} wins the combat at {st.name(b.obj)}", ALL,
                bf=bf, winner=winner, loser=loser)
        for u in b.units if scripts_use(st, "combat_wins") else []:  # 468.3.c: its units there won too
            if u in st.objs and st.objs[u].controller == winner:  # ("the first time I win a combat each turn")
                wins = st.objs[u].extra.get("combat_wins")
                n = wins[1] + 1 if wins and wins[0] == st.turn_number else 1
                st.w(u).extra["combat_wins"] = [st.turn_number, n]
        if any("this_turn" in pl.extra for pl in st.players):  # "when it wins a combat this turn" (468.3.c)
            for u in [u for u in b.units if u in st.objs and st.objs[u].controller == winner]:
                about_this_turn(st, "it_wins_combat", u)
        # "when you win a combat"; a unit's "when I win a combat" only for one there (468.3.c)
        broadcast(st, log, "win_combat", winner, {"bf": bf})
    else:
        log.add("combat_result", f"No result at {st.name(b.obj)}", ALL, bf=bf)
    if st.chain or st.pending is not None or any(t[0] == "trigger" for t in st.tasks):
        st.tasks.insert(0, ["combat_control"])  # 468.4: once the result's triggers have resolved
        return
    control_task(st, log)


def control_task(st: State, log: Log) -> None:
    """468.5: the player with units remaining here establishes control (a conquer, 468.5.d), or the
    battlefield becomes uncontrolled; then the combat ends once that chain has resolved (468.6-468.7)."""
    sd = st.showdown
    assert sd is not None
    bf = sd.bf
    here = players_at(st, bf)
    b = st.battlefields[bf]
    if len(here) == 1:  # 468.5
        establish_control(st, log, here[0], bf)
    elif not here:
        b.controller = NO_PLAYER  # 468.5.b
    # 468.3.d.1: both players still have units here - a showdown and a combat are staged again
    # (the attacker's contest stands); otherwise the Contested status is cleared (468.5.a)
    b.contested_by = sd.attacker if len(here) >= 2 and sd.attacker in here else NO_PLAYER
    if st.chain or st.pending is not None or any(t[0] == "trigger" for t in st.tasks):
        st.tasks.insert(0, ["combat_end"])  # 468.6: after the conquer triggers have resolved
    else:
        end_task(st, log)


def end_task(st: State, log: Log) -> None:
    """468.7: combat ends - designations go and "this combat" effects expire. This waits for the
    chain from establishing control (468.6), so conquer triggers still see the combat's modifiers
    (Assault, Shield, "this combat")."""
    sd = st.showdown
    assert sd is not None
    seen: set[int] = set()
    for oid, gen, _ in sd.designated:  # "when a combat that I was in ends": the units still on the board
        o = st.objs.get(oid)
        if o is not None and o.gen == gen and o.zone in ("base", "battlefield") and oid not in seen:
            seen.add(oid)
            fire(st, log, oid, "combat_ends")
    clear_designations(st)
    if "excess" in st.objs[st.battlefields[sd.bf].obj].extra:
        st.w(st.battlefields[sd.bf].obj).extra.pop("excess")
    st.showdown = None
    st.focus = NO_PLAYER
    st.priority = NO_PLAYER
    log.add("combat_end", f"Combat at {st.name(st.battlefields[sd.bf].obj)} ends", ALL, bf=sd.bf)
