"""Combat estimates from the seat's view (461-468, 815 Tank).

Both sides deal their summed Might at once; each side assigns its damage to
kill what it can (Tank first, then the best value per point of damage). Attackers
that survive alongside defenders are recalled. Only visible Might counts, plus a
guess for an opponent's facedown card.
"""

from __future__ import annotations

from dataclasses import dataclass

from .board import Board, Unit
from .values import unit_value

CONTROL_VALUE = 3.0
DOOMED = "_doomed"  # a mark (in a unit's keyword counts): killed when it takes damage this turn
SAVED = "_saved"  # a mark: the next time it would die this turn, it is healed, exhausted and recalled instead
SHIELDED = "_prevent_next"  # a mark: the next damage it would be dealt this turn is prevented (Counter Strike)


def combat_might(u: Unit, role: str) -> int:
    if u.stunned:
        return 0
    return max(0, u.might_as(role))


def lethal_need(u: Unit, role: str) -> int:
    return max(1, max(0, u.might_as(role)) - u.damage)


def assign(total: int, targets: list[Unit], role: str) -> list[Unit]:
    """The units `total` damage kills when the assigning player picks well (Tank first)."""
    tanks = sorted((t for t in targets if t.kw("Tank")), key=lambda t: lethal_need(t, role))
    rest = sorted((t for t in targets if not t.kw("Tank")),
                  key=lambda t: (-unit_value(t) / lethal_need(t, role), t.id))
    dead: list[Unit] = []
    left = total
    for group in (tanks, rest):
        for t in group:
            need = lethal_need(t, role)
            if need <= left:
                dead.append(t)
                left -= need
            elif group is tanks:
                return dead  # a Tank not killed soaks the rest (815.1.b)
    return dead


@dataclass(slots=True)
class Outcome:
    att_dead: list[Unit]
    def_dead: list[Unit]
    att_left: list[Unit]
    def_left: list[Unit]

    @property
    def attacker_wins(self) -> bool:
        return bool(self.att_left) and not self.def_left


def resolve(att: list[Unit], dfn: list[Unit]) -> Outcome:
    a_total = sum(combat_might(u, "attacker") for u in att)
    d_total = sum(combat_might(u, "defender") for u in dfn)
    def_dead = [u for u in (assign(a_total, dfn, "defender") if dfn else []) if not u.kw(SHIELDED)]
    att_dead = [u for u in (assign(d_total, att, "attacker") if att else []) if not u.kw(SHIELDED)]
    dd = {u.id for u in def_dead}
    ad = {u.id for u in att_dead}
    return Outcome(att_dead, def_dead, [u for u in att if u.id not in ad], [u for u in dfn if u.id not in dd])


def sides(board: Board, bf: int, attacker: int) -> tuple[list[Unit], list[Unit]]:
    """Units at `bf`: the attacker's, and everyone else's (plus a guess for enemy facedown cards)."""
    here = board.at(bf)
    att = [u for u in here if u.controller == attacker]
    dfn = [u for u in here if u.controller != attacker]
    if attacker == board.seat:
        dfn += board.enemy_ghosts(bf)
    return att, dfn


def doomed(out: Outcome, att_total: int, def_total: int) -> None:
    """Units an imagined "kill it when it takes damage this turn" waits for (`DOOMED`, Noxian Guillotine,
    Imperial Decree) die when the other side deals any damage (read as reaching them)."""
    for left, dead, hit in ((out.att_left, out.att_dead, def_total), (out.def_left, out.def_dead, att_total)):
        for u in [u for u in left if u.kw(DOOMED) and hit > 0]:
            left.remove(u)
            dead.append(u)


def combat_score(board: Board, bf: int, attacker: int) -> float:
    """For the seat: value killed minus value lost, plus control of the battlefield afterwards."""
    att, dfn = sides(board, bf, attacker)
    if not att and not dfn:
        return 0.0
    out = resolve(att, dfn)
    doomed(out, sum(combat_might(u, "attacker") for u in att), sum(combat_might(u, "defender") for u in dfn))
    score = 0.0
    for u in out.att_dead + out.def_dead:
        if u.kw(SAVED):  # recalled instead of dying (Tactical Retreat, Highlander): kept, out of the fight
            continue
        score += -unit_value(u) if board.friendly(u) else unit_value(u)
    winners = out.att_left if not out.def_left else out.def_left
    if winners:
        holder = winners[0].controller
        score += CONTROL_VALUE if holder in board.friends else -CONTROL_VALUE
    return score
