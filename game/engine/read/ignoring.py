"""Ignoring abilities (765-767): for one game action or procedure, and only for the players the
effect directs, a keyword is treated as inactive (766); for anything else and anyone else it works
as usual (767).

Two sources of an instruction to ignore:
- the script of the spell or ability being paid for: `"ignore": [{"keyword": "Deflect", "while":
  "paying"}]` ("Ignore [Deflect] while paying this spell's cost", Decree of Insight);
- a passive of a permanent or a battlefield: `{"ignore": "Tank", "while": "assigning", "who": "you",
  "here": true}` ("You ignore [Tank] while assigning combat damage here", Dune Surfer) - `who`:
  `you` (the passive's controller, the default) or `players` (everyone: Heisho, Shell of the
  World); `here`: only for objects at the passive's battlefield.

Procedures (`while`): `paying` (paying the costs of a spell or ability: Deflect, 809.1.c) and
`assigning` (assigning combat damage: Tank 815, Backline 826).
"""

from __future__ import annotations

from typing import Any

from ..model.state import State
from . import layers
from .conditions import _controller, location


def _own_instruction(script: dict[str, Any] | None, keyword: str, procedure: str) -> bool:
    return any(i.get("keyword") == keyword and i.get("while") == procedure for i in (script or {}).get("ignore", ()))


def ignores(st: State, player: int, keyword: str, procedure: str, oid: int,
            script: dict[str, Any] | None = None) -> bool:
    """Whether `player`, performing `procedure`, treats `keyword` of object `oid` as inactive: the
    spell or ability's own instruction (`script`), or a passive directing `player` (767)."""
    if _own_instruction(script, keyword, procedure):
        return True
    if not layers.any_passive(st, "ignore"):
        return False
    for src, s in layers.statics(st):
        if s.get("ignore") != keyword or s.get("while") != procedure:
            continue
        if s.get("who", "you") == "you" and _controller(st, src) != player:
            continue
        if s.get("here") and (location(st, src) < 0 or location(st, src) != location(st, oid)):
            continue
        return True
    return False


def assigner_of(st: State, oid: int) -> int:
    """The player assigning combat damage to `oid`: the other side of the current combat."""
    sd = st.showdown
    if sd is None or not sd.combat:
        return -1
    mine = st.objs[oid].controller
    return sd.defender if mine == sd.attacker else sd.attacker


def ignored_while_assigning(st: State, oid: int, keyword: str) -> bool:
    """766: the assigning player treats this keyword of `oid` as inactive (Dune Surfer)."""
    if not layers.any_passive(st, "ignore"):
        return False
    p = assigner_of(st, oid)
    return p >= 0 and ignores(st, p, keyword, "assigning", oid)


def deflect_tax(st: State, player: int, targets: list[int], script: dict[str, Any] | None) -> int:
    """809.1.c-d: the Power (of any domain, 809.1.c.1) a spell or ability `player` controls costs
    more for each time it chooses an opponent's object with Deflect - the Deflect that works now
    (an attached card's printed one doesn't, 135.4), unless ignored while paying (766)."""
    total = 0
    for t in targets:
        if t in st.objs and st.objs[t].controller in st.opponents(player) and \
                not ignores(st, player, "Deflect", "paying", t, script):
            total += layers.active_keyword(st, t, "Deflect")
    return total

