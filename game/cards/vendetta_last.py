"""Vendetta (VEN), issue 21's last cards: those that waited for a term of the engine (modal spells, restricted
Energy, a record of the units chosen this turn, a gear granting a trigger...). Each entry quotes its printed text
(with errata); its test is in `tests/cards/test_vendetta_last.py`. `docs/vendetta-plan.md` lists what is left.
"""

from __future__ import annotations

from typing import Any

from game.engine.model.registry import register

from .dsl import do, trigger, unit

SCRIPTS: dict[str, Any] = {
    # -- units ---------------------------------------------------------------------------------
    # "[Order]: Ready me and give me +1 [M] this turn. Use only if you've chosen an enemy unit this turn and only
    # once each turn." (chosen: as a target of a spell or ability of yours, 355.7)
    "Hungry Wolf": {"abilities": [{"cost": {"power": ["order"]}, "if": {"chose_enemy_unit_this_turn": True},
                                   "per_turn": 1,
                                   "effects": [do("ready", to="self"), do("might", amount=1, to="self")]}]},
    # -- spells --------------------------------------------------------------------------------
    # "[Reaction] Choose one — Empower a unit. Disempower it at end of turn. / Disempower a unit that's [Empowered].
    # Empower it at end of turn." (the mode chosen as it is played, 355.3; the delayed trigger is about that unit
    # while it stays the same object, 390)
    "Sanction": {"modes": {
        "empower": {"targets": [unit()],
                    "effects": [do("empower", to="t0"), do("at_end_of_turn", trigger="undo", about="t0")]},
        "disempower": {"targets": [unit(empowered=True)],
                       "effects": [do("disempower", to="t0"), do("at_end_of_turn", trigger="redo", about="t0")]}},
        "triggers": {"undo": trigger(do("disempower", to="it")), "redo": trigger(do("empower", to="it"))}},
    # "[Reaction] Choose one — Return a friendly unit to its owner's hand. / Give an enemy unit -2 [M] this turn."
    "Mesmerize": {"modes": {
        "return": {"targets": [unit(who="friendly")], "effects": [do("return_to_hand", to="t0")]},
        "weaken": {"targets": [unit(who="enemy")], "effects": [do("might", amount=-2, to="t0")]}}},
    # -- gear ----------------------------------------------------------------------------------
    # "[Equip] [Fury] Grants: When I move to a battlefield, give me +2 [M] this turn." (718.3: "I" is the unit)
    "Pendulum Blade": {"grant_triggers": {"move_to_battlefield": trigger(do("might", amount=2, to="self"))}},
    # -- legends -------------------------------------------------------------------------------
    # "[Reaction][>] [A][A], [E]: [Add] [2]. Spend this Energy only to play units or activated abilities of units."
    # (an Add ability: no chain, 430.2)
    "Renekton, Butcher of the Sands": {"abilities": [{"cost": {"power": ["any", "any"], "exhaust": True},
                                                      "timing": "reaction", "add": True,
                                                      "effects": [do("add", energy=2, only="unit")]}]},
}


for _name, _script in SCRIPTS.items():
    register(_name, _script)
