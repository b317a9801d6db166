"""Abilities that mark the next unit the seat plays this turn: "Reduce the cost of the next unit you play this turn by
[2][A] and give it "Kill me at end of turn."" (Ekko, Boy Who Shattered Time: the marks `next_unit_discount` N and
`next_unit_power_less`, and a trigger about that unit).

Such an activation is worth what the discount does for the best unit of the hand: a unit the seat can't pay for now
but can with it is worth its play (its worth on the board, or only its "when you play me" triggers when the ability
also has it killed at end of turn); a unit it could pay for anyway, the Energy and Power saved (less the unit itself
when it is killed at end of turn). Less the ability's cost (Disempower: the Empowered state and what it switches on).
"""

from __future__ import annotations

from typing import Any

from game.engine import Action
from game.engine.model.cards import CardDef

from .activation import EMPOWER_WORTH, ability_for, best_by, cost_worth
from .adds import affordable
from .board import Board
from .costs import SAVED_ENERGY
from .imagine import spell_script
from .values import POWER_PENALTY, def_unit_value, trigger_bonus

NEXT_UNIT_MIN = 0.3  # the unit it opens must beat the ability's cost by this much


def marks(effects: list[Any]) -> tuple[int, int]:
    """(Energy less, Power symbols less) the next unit played gets from an effect's marks."""
    energy = power = 0
    for step in effects:
        params = step[1] if len(step) > 1 else {}
        if step[0] == "mark" and params.get("name") == "next_unit_discount":
            energy += int(params.get("amount", 1) or 0)
        elif step[0] == "mark" and params.get("name") == "next_unit_power_less":
            power += 1
    return energy, power


def _kills(effects: list[Any], triggers: dict[str, Any], seen: set[str]) -> bool:
    for step in effects:
        params = step[1] if len(step) > 1 else {}
        if step[0] == "kill" and params.get("to") == "it":
            return True
        name = params.get("trigger")
        if step[0] in ("this_turn_trigger", "at_end_of_turn") and isinstance(name, str) and name not in seen:
            seen.add(name)
            if _kills(list((triggers.get(name) or {}).get("effects", [])), triggers, seen):
                return True
    return False


def killed_at_end(source: CardDef, effects: list[Any]) -> bool:
    """Whether the ability also has that unit killed (a trigger about the next unit played, then at end of turn)."""
    return _kills(effects, dict(spell_script(source).get("triggers") or {}), set())


def next_unit_worth(board: Board, a: Action, legal: list[Action]) -> float | None:
    found = ability_for(board, a)
    if found is None:
        return None
    source, ab = found
    effects = list(ab.get("effects", []))
    less, power_less = marks(effects)
    if not less and not power_less:
        return None
    dies = killed_at_end(source, effects)
    listed = {x.card for x in legal if x.kind == "play"}
    best = 0.0
    for oid, card in board.hand:
        if card.type != "unit":
            continue
        body = 0.0 if dies else def_unit_value(card) - trigger_bonus(card)
        if oid in listed:  # payable anyway: what it saves, less the unit if it dies
            saved = SAVED_ENERGY * min(less, card.energy) + POWER_PENALTY * min(power_less, len(card.power))
            worth = saved - (def_unit_value(card) - trigger_bonus(card) if dies else 0.0)
        elif affordable(board, card, less, power_less):
            worth = body + trigger_bonus(card) - POWER_PENALTY * max(0, len(card.power) - power_less)
        else:
            continue
        best = max(best, worth)
    if best <= 0:
        return None
    cost = cost_worth(board, ab, a.card, 0.15) + (EMPOWER_WORTH if (ab.get("cost") or {}).get("disempower") else 0.0)
    return best - cost


def next_unit_activation(board: Board, legal: list[Action]) -> Action | None:
    """The listed activation marking the next unit played that is worth most, if it beats its cost."""
    return best_by(board, legal, lambda a: next_unit_worth(board, a, legal), NEXT_UNIT_MIN, runes_too=True)
