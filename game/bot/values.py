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


# triggers that fire again and again: each turn of its controller's, each card it plays
RECURRING = frozenset({"start_beginning", "start_main", "play_card"})
RECURRING_TURNS = 2.0  # times a permanent's recurring trigger is counted for
HARM_MAYBE = 0.5  # a harmful trigger with a condition may never fire


def trigger_bonus(card: CardDef) -> float:
    """Rough worth of a card's own triggers (draws, points, tokens); one that fires again and again (at the start of
    each of its controller's turns, for each card they play) counts for a few times, a harmful one with a condition
    ("with 9 or more other cards in your hand, discard your hand") for half."""
    script = script_for(card) or {}
    total = 0.0
    for name, trig in script.get("triggers", {}).items():
        worth = plain_effects_value(trig.get("effects", [])) * 0.8 * (RECURRING_TURNS if name in RECURRING else 1.0)
        if worth < 0 and (trig.get("cond") or trig.get("if")):
            worth *= HARM_MAYBE
        total += worth
    return total


def effects_worth(effects: list[Any]) -> float:
    """Untargeted steps as `plain_effects_value`, plus Might and damage at 0.3 a point."""
    worth = plain_effects_value(effects)
    for step in effects:
        params = step[1] if len(step) > 1 else {}
        if step[0] in ("might", "deal"):
            worth += 0.3 * abs(num(params.get("amount", 1)))
        elif step[0] == "buff":
            worth += 0.5
    return worth


def grant_worth(card: CardDef, unit: CardDef | None = None) -> float:
    """What an Equipment gives the unit it is attached to beyond its Might Bonus: granted keywords (0.5
    each) and granted triggered abilities (0.8 of what their steps give, 718.3); one that copies its unit's text
    (Svellsongur) gives what that text is worth once more (`unit`; an average unit's without one)."""
    script = script_for(card) or {}
    total = 0.5 * sum(len(g.get("keywords", [])) for g in script.get("grants", []))
    for trig in (script.get("grant_triggers") or {}).values():
        total += 0.8 * effects_worth(trig.get("effects", []))
    if script.get("copies_unit_text"):
        total += text_worth(unit) if unit is not None else 1.5
    return total


def text_worth(card: CardDef) -> float:
    """Rough worth of a unit's printed text: its keywords (0.5 each), passives (0.5 each), triggers and
    activated abilities."""
    script = script_for(card) or {}
    return 0.5 * len(card.keywords) + 0.5 * len(script.get("static", [])) + trigger_bonus(card) + ability_bonus(card)


def ability_bonus(card: CardDef) -> float:
    """Rough worth of a permanent's scripted activated abilities, used again and again: 0.3 each, plus
    half what its steps give (untargeted ones as `plain_effects_value`, Might and damage 0.15 per point).
    Abilities that only add resources count for nothing here (the payment system uses them)."""
    total = 0.0
    for ab in (script_for(card) or {}).get("abilities", []):
        effects = list(ab.get("effects", []))
        if ab.get("add") or not effects or all(step[0] == "add" for step in effects):
            continue
        total += 0.3 + 0.5 * effects_worth(effects)
    return total


def num(value: Any, default: int = 1) -> int:
    """A step's number when it is a plain int; value expressions (might_of, count...) guess 1."""
    if isinstance(value, bool) or value is None:
        return default
    return value if isinstance(value, int) else 1


PLAIN_WORTH = {"draw": 1.2, "channel": 1.0, "points": 3.0, "discard": -1.0, "return_from_trash": 1.0,
               "ready_runes": 0.6, "xp": 0.4, "predict": 0.2, "draw_chosen": 1.2, "look_choose": 1.0,
               "look_draw": 0.9,  # look_choose: a card picked; look_draw: "you may reveal one ... and draw it"
               "reveal_choose": 1.0, "revealed_rest": 0.6,
               "look_keep": 1.3,  # a card picked from the top 3 (Stacked Deck)
               "blind_fury": 2.5,  # an opponent's top card played for free
               "reveal_until_unit": 3.0,  # a unit from the deck played for free (Dazzling Aurora, each turn)
               "look_choose_permanent": 2.5,  # a unit or gear of the top 5 played for [5] less (Wild Claw)
               "reveal_lowest_draws": 0.6,  # the top cards revealed: a draw when its own is the cheapest
               "extra_turn": 5.0,  # another turn: a draw, a channel, an attack, points
               "clockwork_unit_gear": 2.0}  # a friendly gear becomes a unit that can fight (Orianna, Lady of Clockwork)


MARK_WORTH = {"next_unit_ready": 1.5}  # the next unit played this turn enters ready: it can move and attack at once


def plain_effects_value(effects: list[Any], amount: Any = None) -> float:
    """Worth of the untargeted steps of an effect list (draw, channel, points, tokens...); `amount`, when
    given, reads a step's value expression (from the board model), else such a value counts 1."""
    total = 0.0
    for step in effects:
        verb, params = step[0], (step[1] if len(step) > 1 else {})
        if verb in PLAIN_WORTH:
            n = params.get("amount", 1)
            total += PLAIN_WORTH[verb] * (amount(n) if amount is not None and isinstance(n, dict) else num(n))
        elif verb == "token":
            total += 1.5 * num(params.get("count", 1))
        elif verb == "add":
            total += 0.2 * num(params.get("energy", 0), 0)
        elif verb == "mark":
            total += MARK_WORTH.get(str(params.get("name")), 0.0)
        elif verb in ("may", "if"):
            total += max(0.0, plain_effects_value(list(params.get("then", [])), amount))
        elif verb == "choose_one" and isinstance(params.get("modes"), dict):  # its controller's best mode (The Ball)
            total += max((plain_effects_value(list(m), amount) for m in params["modes"].values()), default=0.0)
    return total


def card_cost(card: CardDef) -> int:
    return card.energy


def cost_penalty(card: CardDef) -> float:
    return POWER_PENALTY * len(card.power)
