"""Standard moves in the bot's own Main Phase: attacks and conquests, then reinforcements.

An attack sends the fewest, cheapest units that still win the combat outright
(every defender dies, an attacker survives), so the rest can attack elsewhere.
An empty battlefield is conquered by one unit. Leftover ready units in base go
to battlefields the bot holds that an opponent could take next turn.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.engine import Action

from .board import BASE, Board, Unit
from .defence import deficit
from .fight import combat_might, resolve
from .values import unit_value

EXHAUSTIVE = 6  # try every subset of at most this many candidate attackers


@dataclass(slots=True)
class Plan:
    score: float
    bf: int
    units: list[int]


def movers(moves: list[Action]) -> dict[int, set[int]]:
    out: dict[int, set[int]] = {}
    for a in moves:
        for u in a.units:
            out.setdefault(u, set()).add(a.to)
    return out


def conquer_value(board: Board, bf: int) -> float:
    """Worth of taking control of `bf` now: a point (unless scored this turn), denial, the hold to come."""
    me = board.me
    scored = list(me.get("scored", []))
    pts = board.points(board.seat)
    target = int(board.view["victory_score"])
    value = 1.0  # control: a hold next turn if it is kept
    if bf not in scored:
        if pts >= target - 1:
            if len(scored) + 1 >= board.n_bf:
                value += 50.0  # the winning point
            else:
                value += 0.4  # 473.1.b: a card instead of the final point
        else:
            value += 2.0
    holder = board.bf_controller[bf]
    if holder >= 0 and holder not in board.friends:
        value += 1.0 + (2.0 if board.points(holder) >= target - 1 else 0.0)
    return value


def free_to_attack(board: Board, u: Unit, bf: int, can: dict[int, set[int]]) -> bool:
    if bf not in can.get(u.id, set()):
        return False
    if u.where == BASE:
        return True
    if board.bf_controller[u.where] not in board.friends:
        return True
    stay = [v for v in board.at(u.where) if v.controller in board.friends and v.id != u.id]
    return bool(stay)


def best_force(cands: list[Unit], dfn: list[Unit]) -> list[Unit] | None:
    """The subset of candidates that wins the combat losing least, then committing least; None if none wins.
    Every subset is tried when there are few candidates, else a greedy pick then pruning."""
    if not dfn:
        return [min(cands, key=lambda u: (unit_value(u), u.id))] if cands else None
    if len(cands) <= EXHAUSTIVE:
        best: tuple[float, float, list[Unit]] | None = None
        for mask in range(1, 1 << len(cands)):
            force = [u for i, u in enumerate(cands) if mask >> i & 1]
            out = resolve(force, dfn)
            if out.attacker_wins:
                key = (sum(unit_value(u) for u in out.att_dead), sum(unit_value(u) for u in force))
                if best is None or key < best[:2]:
                    best = (key[0], key[1], force)
        return best[2] if best else None
    order = sorted(cands, key=lambda u: (-combat_might(u, "attacker"), u.id))
    force: list[Unit] = []
    for u in order:
        force.append(u)
        if resolve(force, dfn).attacker_wins:
            break
    else:
        return None
    for u in sorted(force, key=lambda v: (unit_value(v), v.id)):
        trial = [v for v in force if v.id != u.id]
        if trial and resolve(trial, dfn).attacker_wins:
            force = trial
    return force


def plan_for(board: Board, bf: int, can: dict[int, set[int]]) -> Plan | None:
    if board.bf_controller[bf] in board.friends:
        return None
    here = board.at(bf)
    if any(u.controller in board.friends for u in here):
        return None
    cands = [u for u in board.my_units() if free_to_attack(board, u, bf, can)]
    if not cands:
        return None
    dfn = [u for u in here if u.controller not in board.friends] + board.enemy_ghosts(bf)
    force = best_force(cands, dfn)
    if force is not None:
        out = resolve(force, dfn)
        gain = conquer_value(board, bf) + sum(unit_value(u) for u in out.def_dead)
        gain -= sum(unit_value(u) for u in out.att_dead)
        return Plan(gain, bf, [u.id for u in force])
    out = resolve(cands, dfn)  # no win: is the trade still good?
    trade = sum(unit_value(u) for u in out.def_dead) - sum(unit_value(u) for u in out.att_dead)
    if trade >= 2.0 and not out.def_left:
        return Plan(trade - 1.0, bf, [u.id for u in cands])
    return None


def best_attack(board: Board, moves: list[Action]) -> Action | None:
    can = movers(moves)
    plans = [p for bf in range(board.n_bf) if (p := plan_for(board, bf, can)) is not None and p.score > 0]
    if not plans:
        return None
    best = max(plans, key=lambda p: (p.score, -len(p.units), -p.bf))
    return Action("move", board.seat, units=sorted(best.units), to=best.bf)


def reinforcement(board: Board, moves: list[Action]) -> Action | None:
    """Send a ready unit from base to the held battlefield that most needs Might, if it can make a difference."""
    can = movers(moves)
    ready = [u for u in board.my_units() if u.where == BASE and u.id in can]
    if not ready:
        return None
    spare = sum(max(0, u.might_as("defender")) for u in ready)
    needs = [(deficit(board, bf), bf) for bf in range(board.n_bf)]
    needs = [(d, bf) for d, bf in needs if d > 0 and d <= spare + 1]
    if not needs:
        return None
    need, bf = max(needs)
    group: list[Unit] = []
    for u in sorted(ready, key=lambda v: (-v.might_as("defender"), v.id)):
        if bf in can[u.id] and sum(v.might_as("defender") for v in group) < need:
            group.append(u)
    if not group:
        return None
    return Action("move", board.seat, units=sorted(u.id for u in group), to=bf)
