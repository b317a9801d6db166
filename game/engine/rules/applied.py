"""Applied Costs (204.4): a passive that makes a Game Action cost something ("Opponents must pay [A]
for each unit beyond the first to move multiple units to my battlefield at the same time",
Mageseeker Investigator). The cost is paid as the action is performed, without the chain (204.4.b);
a player who can't pay it can't perform the action (204.4.c).

A passive reads `{"applied_cost": {"energy": n, "power": ["any", ...]}, "action": "move",
"per": "unit_beyond_first" | "unit" | "action", "who": "opponents" | "you" | "players",
"here": true}`: `action: move` is a standard move (144); `here` limits it to moves whose destination
is the passive's battlefield; `per` multiplies the cost by the units beyond the first, by every unit,
or not at all (the default).
"""

from __future__ import annotations

from typing import Any

from ..model.cards import DOMAINS
from ..model.prices import Cost
from ..model.state import State
from ..read import layers
from ..read.conditions import _controller, friendly, location


def _directed(st: State, src: int, s: dict[str, Any], p: int) -> bool:
    who = s.get("who", "opponents")
    owner = _controller(st, src)  # a battlefield's passive is its controller's
    if who == "players":
        return True
    if who == "you":
        return owner == p
    return owner >= 0 and not friendly(st, owner, p)


def _times(per: str, units: int) -> int:
    if per == "unit_beyond_first":
        return max(0, units - 1)
    if per == "unit":
        return units
    return 1


def move_cost(st: State, p: int, units: list[int], to: int) -> Cost:
    """The applied costs `p` must pay to move `units` together to `to` (-1: base) with a standard move."""
    if not layers.any_passive(st, "applied_cost"):
        return Cost()
    total = Cost()
    for src, s in layers.statics(st):
        if "applied_cost" not in s or s.get("action") != "move" or not _directed(st, src, s, p):
            continue
        if s.get("here") and (to < 0 or location(st, src) != to):
            continue
        n = _times(s.get("per", "action"), len(units))
        c = s["applied_cost"]
        power = [DOMAINS if d == "any" else (d,) for d in c.get("power", [])]
        for _ in range(n):
            total = total.add(Cost(int(c.get("energy", 0)), list(power)))
    return total
