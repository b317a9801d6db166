"""Radiance (RAD), cards of the session of 2026-11-26b that needed an engine term several sets share (a replacement
of a unit token play, `replace_token_play`). Each entry quotes its printed text (the official gallery of
2026-10-10); the tests are in `tests/cards/test_radiance_final.py`; `docs/radiance-plan.md` lists what is left.
"""

from __future__ import annotations

from typing import Any

from game.engine.model.registry import register

from .dsl import do, passive, trigger

Data = dict[str, Any]

SCRIPTS: dict[str, Data] = {
    # Heimerdinger, Academy Instructor: "If you would play a unit token to a location while I'm at a battlefield, you
    # may play a 3 [M] Mech unit token to that same location instead." (369: a replacement, offered token by token;
    # the Mech token, 187.4)
    "Heimerdinger, Academy Instructor": {"static": [passive(replace_token_play={"instead": "Mech"},
                                                            **{"if": {"at_battlefield": True}})]},
    # Mordekaiser, Iron Revenant (legend): "[Reaction][>] Banish a unit or gear from your trash, [E]: [Add] [A]. Spend
    # this Power only to play units or gear. (Abilities that add resources can't be reacted to.)" (430; the card
    # banished chosen as the cost is paid; the Power in the pool only for a unit's or a gear's play)
    "Mordekaiser, Iron Revenant": {"abilities": [{
        "cost": {"banish_trash": ["unit", "gear"], "exhaust": True}, "timing": "reaction", "add": True,
        "effects": [do("add", power={"any": 1}, only="unit_or_gear")]}]},
    # Hunters' Circle (battlefield): "For each player, the first unit or gear they play here on their turn costs [1]
    # less." (356.4: a discount; any player's, on their own turn, to this battlefield; a token played here counts as
    # one played, as for Rakelstake's "the first time they play a unit or gear here")
    "Hunters' Circle": {"static": [passive(cost_mod=-1, who="any", first_here=True)]},
    # Ekko, Boy Who Shattered Time (legend): "[Empower] — [1], [E] (Use only if not Empowered.) Disempower me, [E]:
    # Reduce the cost of the next unit you play this turn by [2][A] and give it "Kill me at end of turn."" (827; the
    # next unit played uses the reduction up, 420.5; "kill me at end of turn": a delayed trigger about that unit, gone
    # if it leaves the board, 124)
    "Ekko, Boy Who Shattered Time": {
        "empower": {"costs": [{"energy": 1, "exhaust": True}]},
        "abilities": [{"cost": {"disempower": True, "exhaust": True},
                       "effects": [do("mark", name="next_unit_discount", amount=2), do("mark", name="next_unit_power_less"),
                                   do("this_turn_trigger", trigger="next_unit_played")]}],
        "triggers": {"next_unit_played": trigger(do("at_end_of_turn", trigger="kill_it", about="it")),
                     "kill_it": trigger(do("kill", to="it"))}},
    # Orianna, Mechanical Marvel: "Once each turn, while I'm at a battlefield, you may pay [1][A] less to play a gear."
    # (356.4: a discount its controller may use or not - the play names it; once each turn, 386, used up only when
    # used)
    "Orianna, Mechanical Marvel": {"static": [passive(cost_mod=-1, cost_power_less=["any"], optional=True, per_turn=True,
                                                      **{"for": "gear", "if": {"at_battlefield": True}})]},
    # Seraphine, Starry-Eyed Songstress (legend): "As an additional cost to play a spell, you may exhaust me and three
    # friendly units to reduce the cost of that spell by [2]." (356.4; an optional additional cost paid as the spell is
    # played, 356.1: the play names the three ready units of its player's it exhausts)
    "Seraphine, Starry-Eyed Songstress": {"static": [passive(
        cost_mod=-2, optional=True, discount_cost={"exhaust_self": True, "exhaust_units": 3}, **{"for": "spell"})]},
    # Mordekaiser, Twice Slain: "[Accelerate] [Assault 3] Once each turn, if I would die, you may kill a friendly unit to
    # heal me, exhaust me, and recall me instead." (a replacement its controller may apply or not, 386.2.a; the unit
    # killed is the cost, named with the answer; Accelerate and Assault are keywords the engine reads from the card)
    "Mordekaiser, Twice Slain": {"static": [passive(replace_own_death_may={"kill": {"who": "friendly"}}, per_turn=True)]},
}

for _name, _script in SCRIPTS.items():
    register(_name, _script)
