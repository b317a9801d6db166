"""Unleashed (UNL), issue 20's last slice: cards the engine's later terms say (win a combat, 468.3; a card's own
cost change in tiers; "when it dies / wins a combat this turn", 392; granted triggers, 718.3; ...). Each entry
quotes its printed text (with errata) and the rules it relies on (Core Rules 2026-10-09); `docs/unleashed-plan.md`
lists what is still waiting and why.
"""

from __future__ import annotations

from typing import Any

from game.engine.model.registry import register

from .dsl import do, on, passive, spell, trigger, unit

Data = dict[str, Any]


def level(n: int) -> Data:
    """824.1.b.1: "While you have N or more XP"."""
    return {"xp_at_least": n}


def level_band(low: int, high: int) -> Data:
    """[Level low], not yet [Level high] (the higher level's effect applies "instead")."""
    return {"all": [level(low), {"not": level(high)}]}


UNITS: dict[str, Data] = {
    # Nidalee, Cat Form: "[Ambush] When I win a combat, draw 1. (I win if I remain after combat.)" (468.3.c: a unit
    # of the player who won, there)
    "Nidalee, Cat Form": on("win_combat", do("draw", amount=1)),
    # Master Yi, Unstoppable: "[Level 3][>] I cost [2][Calm] less. [Level 6][>] I cost [4][Calm][Calm] less
    # instead. [Level 11][>] I cost [6][Calm][Calm][Calm] less instead. [Level 16][>] I can't be chosen by enemy
    # spells and abilities." (356.4: each tier while its level holds and no higher one does)
    "Master Yi, Unstoppable": {
        "cost_mod": [{"energy": -2, "power_less": ["calm"], "if": level_band(3, 6)},
                     {"energy": -4, "power_less": ["calm"] * 2, "if": level_band(6, 11)},
                     {"energy": -6, "power_less": ["calm"] * 3, "if": level(11)}],
        "static": [passive(untargetable=True, **{"if": level(16)})]},
}

SPELLS: dict[str, Data] = {
    # Deadly Flourish: "Deal 3 to an enemy unit. When it dies this turn, play a Gold gear token exhausted." (a
    # delayed trigger about that unit, 392: it may die later this turn too)
    "Deadly Flourish": spell(do("this_turn_trigger", trigger="it_dies", about="t0"), do("deal", amount=3, to="t0"),
                             targets=[unit(who="enemy")],
                             triggers={"it_dies": trigger(do("token", card="Gold", count=1, where="base"))}),
    # Grim Resolve: "[Action] Give a friendly unit +3 [M] this turn. When it wins a combat this turn, gain 2 XP."
    "Grim Resolve": spell(do("might", amount=3, to="t0"), do("this_turn_trigger", trigger="it_wins_combat", about="t0"),
                          targets=[unit(who="friendly")],
                          triggers={"it_wins_combat": trigger(do("xp", amount=2))}),
}

LEGENDS: dict[str, Data] = {
    # Kha'Zix, Voidreaver: "When you win a combat, gain 1 XP. Spend 1 XP, [E]: [Buff] a unit. Spend 2 XP, [E]:
    # Move an exhausted friendly unit from a battlefield to its base."
    "Kha'Zix, Voidreaver": {**on("win_combat", do("xp", amount=1)), "abilities": [
        {"cost": {"spend_xp": 1, "exhaust": True}, "targets": [unit()], "effects": [do("buff", to="t0")]},
        {"cost": {"spend_xp": 2, "exhaust": True},
         "targets": [unit(who="friendly", where="battlefield", exhausted=True)],
         "effects": [do("move_to_base", to="t0")]}]},
}

BATTLEFIELDS: dict[str, Data] = {
    # Valley of Idols: "When a player plays a unit here, they may pay [1] to [Buff] it." (that player controls
    # the ability: Unleashed FAQ, Abandoned Hall; the "may" and its cost decided as it resolves)
    "Valley of Idols": on("unit_played_here", do("may", cost={"energy": 1}, then=[do("buff", to="it")])),
    # Abandoned Hall: "When a player plays a spell, they may give a unit they control here +1 [M] this turn."
    # (Unleashed FAQ: the player who makes its choices controls it; the spell played as it resolves, 420.4.a)
    "Abandoned Hall": on("player_plays_spell", do("might", amount=1, to="t0"),
                         targets=[unit(who="you", where="here", optional=True, may=True)]),
    # Dusk Rose Lab: "At the start of your Beginning Phase, you may kill a unit you control here to draw 1. (This
    # happens before scoring.)" (its controller's Beginning Phase, 190; the kill a cost within the instruction:
    # no unit chosen, or the chosen one gone, no draw)
    "Dusk Rose Lab": on("start_beginning", do("if", cond={"target_chosen": 0}, then=[
                            do("kill", to="t0"), do("draw", amount=1)]),
                        targets=[unit(who="you", where="here", optional=True, may=True)]),
}

SCRIPTS: dict[str, Data] = {**UNITS, **SPELLS, **LEGENDS, **BATTLEFIELDS}

for _name, _script in SCRIPTS.items():
    register(_name, _script)
