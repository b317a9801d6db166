"""A gear's triggers that fire in fights ("When one or more friendly units attack here, give one of them +2 [M] this
turn": Demacian Standard): what they give a unit in the fight (Might, damage, a buff: `effects_worth` beyond the plain
steps `trigger_bonus` already counts), at 0.8 as a trigger's steps are, each time a fight comes."""

from __future__ import annotations

from game.engine.model.cards import CardDef

from .imagine import spell_script
from .values import effects_worth, plain_effects_value

FIGHT_EVENTS = frozenset({"attack", "attack_at", "defend", "defend_at"})
TRIGGER_SHARE = 0.8  # a trigger's steps, as values.trigger_bonus counts them


def fight_trigger_worth(card: CardDef) -> float:
    total = 0.0
    for name, trig in (spell_script(card).get("triggers") or {}).items():
        if name in FIGHT_EVENTS:
            effects = list(trig.get("effects", []))
            total += TRIGGER_SHARE * max(0.0, effects_worth(effects) - plain_effects_value(effects))
    return total
