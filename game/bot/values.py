"""How much things are worth to the bot: units on the board, cards in hand, costs."""

from __future__ import annotations

from typing import Any

from game.engine.effects import script_for
from game.engine.model.cards import CardDef

from .board import Unit

KEYWORD_BONUS = {"Tank": 0.5, "Ganking": 0.6, "Accelerate": 0.2, "Deathknell": 0.5, "Vision": 0.3,
                 "Legion": 0.2, "Hidden": 0.2}
VALUED_BONUS = {"Assault": 0.5, "Shield": 0.5, "Deflect": 0.4}
POWER_PENALTY = 0.8  # a Power symbol recycles a rune: a cost for later turns


def unit_value(u: Unit) -> float:
    """Worth of a unit on the board: mostly its lasting Might, a little for keywords."""
    if u.ghost:
        return 1.5
    kws = u.kws
    base = u.might - u.temp
    if u.designation == "attacker":
        base -= kws.get("Assault", 0)
    elif u.designation == "defender":
        base -= kws.get("Shield", 0)
    value = 0.5 + max(0, base)
    for name, n in kws.items():
        bonus = KEYWORD_BONUS.get(name)
        if bonus is not None:
            value += bonus
        else:
            value += VALUED_BONUS.get(name, 0.0) * n
    if "Temporary" in kws:
        value *= 0.4
    return value


def def_unit_value(card: CardDef) -> float:
    u = Unit(id=0, card=card.key, controller=0, where=-1, might=card.might, kws=dict(card.keywords))
    return unit_value(u) + trigger_bonus(card)


def trigger_bonus(card: CardDef) -> float:
    """Rough worth of a card's own triggers (draws, points, tokens)."""
    script = script_for(card) or {}
    total = 0.0
    for trig in script.get("triggers", {}).values():
        total += plain_effects_value(trig.get("effects", [])) * 0.8
    return total


def passive_bonus(card: CardDef, units: int = 1) -> float:
    """Rough worth of a gear's passive abilities that make units stronger (Might, keywords granted): a
    plain +N Might to friendly units counts N for each of the seat's `units`."""
    script = script_for(card) or {}
    total = 0.0
    for s in script.get("static", []):
        scope = s.get("to")
        if isinstance(s.get("might"), int) and isinstance(scope, dict) and scope.get("who") == "friendly" \
                and not scope.get("here"):
            total += 0.5 * max(0, s["might"]) * units
        elif "might" in s or "keywords" in s:
            total += 0.6
    return total


def num(value: Any, default: int = 1) -> int:
    """A step's number when it is a plain int; value expressions (might_of, count...) guess 1."""
    if isinstance(value, bool) or value is None:
        return default
    return value if isinstance(value, int) else 1


PLAIN_WORTH = {"draw": 1.2, "channel": 1.0, "points": 3.0, "discard": -1.0, "return_from_trash": 1.0,
               "ready_runes": 0.6, "xp": 0.4, "predict": 0.2}


def plain_effects_value(effects: list[Any]) -> float:
    """Worth of the untargeted steps of an effect list (draw, channel, points, tokens...)."""
    total = 0.0
    for step in effects:
        verb, params = step[0], (step[1] if len(step) > 1 else {})
        if verb in PLAIN_WORTH:
            total += PLAIN_WORTH[verb] * num(params.get("amount", 1))
        elif verb == "token":
            total += 1.5 * num(params.get("count", 1))
        elif verb == "add":
            total += 0.2 * num(params.get("energy", 0), 0)
        elif verb in ("may", "if"):
            total += max(0.0, plain_effects_value(list(params.get("then", []))))
    return total


def card_cost(card: CardDef) -> int:
    return card.energy


def cost_penalty(card: CardDef) -> float:
    return POWER_PENALTY * len(card.power)
