"""Proving Grounds (OGS): the four starter legends, their champions and signature cards, and the
conditions only one of them needs (registered beside it; docs/cards.md, "Adding a card").

Each entry quotes the printed text it implements; cards left out are reported unimplemented.
"""

from __future__ import annotations

from typing import Any

from game.engine.model import registry
from game.engine.model.registry import register

from .dsl import FRIENDLY_UNITS, State, do, on, passive, spell, unit


# Yi, Meditative: "While you have 8+ runes"
@registry.condition("runes_at_least", "You have N or more runes (\"while you have 8+ runes\").")
def runes_at_least(st: State, want: Any, controller: int, source: int, subject: int | None,
                   data: dict[str, Any]) -> bool:
    return len(st.players[controller].runes) >= want


# Master Yi, Wuju Bladesman (Starter): "While a friendly unit defends alone"
@registry.condition("defends_alone", "\"While a friendly unit defends alone\": the object a passive applies to "
                    "(else the source) is your only defender.")
def defends_alone(st: State, want: Any, controller: int, source: int, subject: int | None,
                  data: dict[str, Any]) -> bool:
    t = st.objs.get(subject if subject is not None else source)
    return (t is not None and t.designation == "defender" and t.controller == controller
            and sum(1 for u in st.battlefields[t.loc].units if st.objs[u].designation == "defender") == 1)


SCRIPTS = {
    # "[E]: [Reaction] — [Add] [2]. Use only to play spells."
    "Lux, Crownguard": {"abilities": [{"cost": {"exhaust": True}, "timing": "reaction", "add": True,
                                       "effects": [do("add", energy=2, only="spell")]}]},
    # "[Action] Play four 1 [M] Recruit unit tokens. (They can be played to your base or to
    # battlefields you control.)"
    "Recruit the Vanguard": spell(do("token", card="Recruit", count=4, where="choose")),
    # "Your spells and abilities deal 1 Bonus Damage."
    "Annie, Fiery": {"static": [passive(bonus_damage=1)]},
    # "Deal 3 to all enemy units at a battlefield."
    "Firestorm": spell(do("deal", amount=3, to={"units_at": "t0", "who": "enemy"}),
                       targets=[{"what": "battlefield"}]),
    # "[Action] Deal 2 to a unit at a battlefield."
    "Incinerate": spell(do("deal", amount=2, to="t0"), targets=[unit(where="battlefield")]),
    # "While you have 8+ runes, I have +4 [M]."
    "Yi, Meditative": {"static": [passive(might=4, **{"if": {"runes_at_least": 8}})]},
    # "When you play a spell that costs [5] or more, give me +3 [M] this turn."
    "Lux, Illuminated": on("play_spell", do("might", amount=3, to="self"), cond={"spell_cost_at_least": 5}),
    # "[Action] Give a friendly unit +3 [M] this turn. Then choose an enemy unit. They deal damage
    # equal to their Mights to each other."
    "Gentlemen's Duel": spell(do("might", amount=3, to="t0"), do("deal", amount={"might_of": "t0"}, to="t1"),
                              do("deal", amount={"might_of": "t1"}, to="t0"),
                              targets=[unit(who="friendly"), unit(who="enemy")]),
    # "[Ganking] I enter ready."
    "Yi, Honed": {"enters_ready": True},
    # "When you play me, return a spell from your trash to your hand."
    "Annie, Stubborn": on("play", do("return_from_trash", to="t0"), targets=[{"what": "trash_spell"}]),
    # "[Reaction] Move up to 2 friendly units to base."
    "Flash": spell(do("move_to_base", to="t0"), do("move_to_base", to="t1"),
                   # any friendly unit: one already in base is a legal target whose move does nothing (355.9.b)
                   targets=[unit(who="friendly", optional=True),
                            unit(who="friendly", optional=True, differs=0)]),
    # "[Action] Kill a unit at a battlefield."
    "Blast of Power": spell(do("kill", to="t0"), targets=[unit(where="battlefield")]),
    # "Other friendly units have +1 [M] here."
    "Garen, Commander": {"static": [passive(might=1, to={"who": "friendly", "other": True, "here": True})]},
    # "I enter ready."
    "Vanguard Attendant": {"enters_ready": True},
    # "At the end of your turn, ready up to 2 runes."
    "Annie, Dark Child (Starter)": on("end_turn", do("ready_runes", amount=2)),
    # "When you play me, deal 3 to all units at battlefields."
    "Tibbers": on("play", do("deal", amount=3, to="units_at_battlefields")),
    # "While a friendly unit defends alone, it gets +2 [M]."
    "Master Yi, Wuju Bladesman (Starter)": {"static": [passive(might=2, to=FRIENDLY_UNITS,
                                                               **{"if": {"defends_alone": True}})]},
    # "[Reaction] Choose a friendly unit. The next time it would die this turn, heal it, exhaust
    # it, and recall it instead."
    "Highlander": spell(do("save_from_death", to="t0"), targets=[unit(who="friendly")]),
    # "When you play a spell that costs [5] or more, draw 1."
    "Lux, Lady of Luminosity (Starter)": on("play_spell", do("draw", amount=1), cond={"spell_cost_at_least": 5}),
    # "[Action] Deal 8 to a unit."
    "Final Spark": spell(do("deal", amount=8, to="t0"), targets=[unit()]),
    # "When you conquer, if you have 4+ units at that battlefield, draw 2."
    "Garen, Might of Demacia (Starter)": on("conquer", do("draw", amount=2), cond={"units_here_at_least": 4}),
    # "[Action] Give friendly units +2 [M] this turn."
    "Decisive Strike": spell(do("might", amount=2, to="friendly_units")),
}

for _name, _script in SCRIPTS.items():
    register(_name, _script)
