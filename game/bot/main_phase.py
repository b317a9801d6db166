"""The bot's own Main Phase in a neutral open state: spend, attack, develop, defend, end the turn.

Order: removal and other spells the spending plan picked (they can clear defenders first), units
the plan Accelerates (they join the attack), the best winning attack or conquest, the other units
and gear (after attacks, so they can land on freshly conquered battlefields), activated abilities
worth their cost (Equip, damage, draw with Energy left over), hiding a card at a threatened
battlefield, reinforcements, then end the turn.
"""

from __future__ import annotations

from game.engine import Action

from .activation import ability_for, best_activation
from .adds import enabling_add
from .attack import best_attack, reinforcement
from .board import Board
from .hiding import best_hide, hides_for_energy, rehide_worth
from .next_unit import next_unit_activation
from .plays import Option, spend_plan, variants_per_card
from .values import POWER_PENALTY

SPELL_MIN = 0.6  # a spell must gain at least this much to be cast in the Main Phase


def budget(board: Board) -> int:
    me = board.me
    ready = sum(1 for r in me["runes"] if not r.get("exhausted"))
    return int(me["pool"]["energy"]) + ready


def repeat_first(board: Board, legal: list[Action], spells: list[Option]) -> Action | None:
    """An ability giving the next spell [Repeat] (Temporal Portal: "[A], [E]: give the next spell you play this turn
    [Repeat] equal to its cost"), used before the best spell of the plan when the Energy left pays for it twice and
    its effect again is worth more than the ability's Power."""
    best = max(spells, key=lambda o: (o.value, -o.action.card))
    for a in legal:
        found = ability_for(board, a) if a.kind == "activate" else None
        if found is None or not any(step[0] == "mark" and (step[1] if len(step) > 1 else {}).get("name")
                                    == "next_spell_repeat" for step in found[1].get("effects", [])):
            continue
        power = len((found[1].get("cost") or {}).get("power", []))
        if budget(board) - power >= 2 * best.energy and best.value > POWER_PENALTY * power + 0.3:
            return a
    return None


def main_phase(board: Board, legal: list[Action]) -> Action | None:
    plays = [a for a in legal if a.kind == "play"]
    moves = [a for a in legal if a.kind == "move"]
    board.memo["moves"] = moves
    plan = spend_plan(variants_per_card(board, plays), budget(board))
    if hides_for_energy(board):  # hiding costs [1], not a rune (Teemo, Swift Scout): a unit with [Hidden] is
        # hidden rather than played where it guards a threatened battlefield for more than the hide costs (played
        # later for [0], a surprise defender: Teemo, Scout's +3 [M])
        hidable = {a.card for a in legal if a.kind == "hide"}
        plan = [o for o in plan if not (o.card.type == "unit" and o.action.card in hidable
                                        and (rehide_worth(board, o.card) or 0.0) > 0)]
    spells = [o for o in plan if o.card.type == "spell" and o.value >= SPELL_MIN]
    if spells:
        return repeat_first(board, legal, spells) or max(spells, key=lambda o: (o.value, -o.action.card)).action
    fast = [o for o in plan if o.action.options.get("accelerate")]
    if fast:
        return max(fast, key=lambda o: (o.value, -o.action.card)).action
    attack = best_attack(board, moves)
    if attack is not None:
        return attack
    others = [o for o in plan if o.card.type != "spell"]
    if others:
        return max(others, key=lambda o: (o.value, o.energy, -o.action.card)).action
    return (best_activation(board, legal) or enabling_add(board, legal) or next_unit_activation(board, legal)
            or best_hide(board, legal, {o.action.card for o in plan})
            or reinforcement(board, moves))
