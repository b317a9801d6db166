"""Explanations: what the rules allow right now, and why not, for whoever shows or weighs a decision.

The board (game/services/prompts.py, static/js/board.js) and the bot ask these questions here instead
of working the rules out again, so a rule has one source, the engine:

- `why_unplayable(st, seat, oid)`: why a card in `seat`'s hand has no legal play now (349-359: the
  decision waiting, priority, timing, the cost and the pool's restricted parts, targets);
- `assignment(st, targets)`: each unit's part in combat damage assignment (467.2.c): the damage it
  needs for lethal (467.2.c.4-5, 438.5), the tiers it may be assigned in (Tank first 815.1, Backline
  or "assigned last" last 826.3, both: either, 467.2.c.8-9; "ignore Tank while assigning" 766), and
  whether it is outside the order because it can't be dealt damage (467.2.c.10);
- `assignment_problem(st, targets, total, amounts)`: the engine's own refusal of an assignment, or "";
- `pick(st)`: the cards a pick decision (a mulligan, `choose_cards`) offers and how many may be marked;
- `play_cost_of(st, seat, action)`: what a play `legal_actions` lists for `seat` costs once every cost
  change applies (356.3-356.4: a discount it names, a battlefield's, a mark's, Deflect, Accelerate).

Everything here reads the state and changes nothing. The answers name only what the asking player
may see: their own hand and decision, and units on the board.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..model.actions import BASE, Action
from ..model.errors import IllegalAction
from ..model.prices import Cost
from ..model.state import State
from ..read import layers
from ..rules import play
from ..rules.combat import NEVER_LETHAL, check_assignment, lethal_need
from ..rules.costs import allows, can_pay, usable_pool

RESTRICTED_FOR = {"spell": "spells", "gear": "gear", "showdown": "showdowns", "unit_or_gear": "units or gear"}  # costs.RESTRICTIONS keys, in the
# player's words
FIRST, ANY, LAST = 0, 1, 2  # assignment tiers (layers.assignment_tiers)


# -- playing a card (349-359) ------------------------------------------------------------------

def why_unplayable(st: State, seat: int, oid: int) -> str:
    """Why the card `oid` in `seat`'s hand has no legal play right now, in the player's words, in the
    engine's order of checks: a decision waiting, priority, timing, the cost, then targets and
    destinations. Meant for a card `legal_actions` offers no play or hide for."""
    if st.over:
        return "The game is over"
    if st.pending is not None:
        return "Answer the decision first" if st.pending.player == seat else "Waiting for another player's decision"
    if st.priority != seat:
        return "Not your priority: wait until the player acting passes"
    if st.card(oid).type not in ("unit", "gear", "spell"):
        return "This card isn't played from the hand"
    timing = _timing_problem(st, seat, oid)
    if timing:
        return timing
    try:
        cost = play.play_cost(st, seat, oid, Action("play", seat, card=oid))
    except (IllegalAction, KeyError, ValueError, TypeError, IndexError):
        return "No legal way to play it now"
    if not can_pay(st, seat, cost):
        return _cost_reason(st, seat, cost)
    return "No legal target or destination now"


def play_cost_of(st: State, seat: int, action: Action) -> Cost | None:
    """The Energy and Power a listed play of `seat`'s costs (its own card and choices: what the player sees
    before paying), or None when it can't be worked out (not a listed play)."""
    if action.kind != "play" or action.player != seat or action.card not in st.objs:
        return None
    from .legal import listed_cost  # (worked out as the play was listed, on this state)

    known = listed_cost(st, action)
    if known is not None:
        return known
    try:
        return play.play_cost(st, seat, action.card, action)
    except IllegalAction:  # not a play the seat may make now
        return None


def _timing_problem(st: State, seat: int, oid: int) -> str:
    """The timing refusal (play.timing_ok) when no destination allows the play now (Ambush may), else ""."""
    places = [BASE] + (list(range(len(st.battlefields))) if st.card(oid).type == "unit" else [])
    problems = [play.timing_ok(st, seat, play.dest_keywords(st, seat, oid, to), False) for to in places]
    if any(p is None for p in problems):
        return ""
    first = str(problems[0])
    return first[:1].upper() + first[1:]


def _cost_reason(st: State, seat: int, cost: Cost) -> str:
    """The cost that can't be paid, and the part of the pool this card may not spend (a pool amount
    kept for spells or for gear, 164-168)."""
    power = f" and {len(cost.power)} power" if cost.power else ""
    text = f"Can't pay its cost ({cost.energy} energy{power}) with your ready runes and pool"
    player = st.players[seat]
    energy, usable_power = usable_pool(st, seat, cost.purpose)
    kept_energy = player.energy - energy
    kept_power = sum(player.power.values()) - sum(usable_power.values())
    if kept_energy <= 0 and kept_power <= 0:
        return text
    kept = " and ".join(part for part in (f"{kept_energy} energy" if kept_energy > 0 else "",
                                          f"{kept_power} power" if kept_power > 0 else "") if part)
    only = sorted(RESTRICTED_FOR[k] for k in player.extra.get("restricted", {})
                  if not allows(st, k, cost.purpose))
    return f"{text}: the pool's {kept} can only be spent on {' or '.join(only)}"


# -- combat damage assignment (467.2.c, 815, 826) ------------------------------------------------

@dataclass(frozen=True, slots=True)
class AssignedUnit:
    """One unit's part in a combat damage assignment."""

    id: int
    need: int  # damage to assign for lethal (467.2.c.4-5); NEVER_LETHAL: a Prevent Value of "All"
    tiers: tuple[int, ...]  # FIRST (Tank), ANY, LAST (Backline): a unit with two goes in either
    exempt: bool  # can't be dealt damage: outside the order, takes what is left at any point (467.2.c.10)

    @property
    def never_lethal(self) -> bool:
        return self.need >= NEVER_LETHAL


def assignment(st: State, targets: list[int]) -> list[AssignedUnit]:
    """Each target's need, tiers and exemption as `check_assignment` reads them (targets no longer
    on the board are left out)."""
    return [AssignedUnit(t, lethal_need(st, t), layers.assignment_tiers(st, t), layers.cant_be_damaged(st, t))
            for t in targets if t in st.objs]


def assignment_problem(st: State, targets: list[int], total: int, amounts: dict[int, int]) -> str:
    """Why the engine refuses this assignment of `total` damage to `targets`, or "" when it takes it."""
    try:
        check_assignment(st, targets, total, amounts)
    except IllegalAction as exc:
        return str(exc)
    return ""


# -- pick decisions ------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class Pick:
    """Cards to mark for a mulligan (117) or a `choose_cards` decision: which, and how many."""

    cards: tuple[int, ...]  # the cards that may be marked
    least: int
    most: int


def pick(st: State) -> Pick | None:
    """What the pending pick decision allows (None when no such decision waits)."""
    pend = st.pending
    if pend is None:
        return None
    if pend.kind == "mulligan":  # 117: up to two cards of the hand
        hand = tuple(o for o in pend.options if isinstance(o, int))
        return Pick(hand, 0, min(int(pend.data.get("max", 2)), len(hand)))
    if pend.kind == "choose_cards":
        pool = pend.data.get("only", pend.options)  # of the cards looked at, those that may be chosen
        count = int(pend.data.get("count", 1))
        sizes = [len(g) for g in pend.data.get("groups") or []]  # 355.11.b: one of these groups, whatever its size
        if sizes:
            return Pick(tuple(o for o in pool if isinstance(o, int)), min(sizes), max(sizes))
        return Pick(tuple(o for o in pool if isinstance(o, int)), 0 if pend.data.get("up_to") else count, count)
    return None
