"""Vendetta (VEN): scripts for cards whose whole text the vocabulary covers, and the terms only one
of them needs (registered beside it; docs/cards.md, "Adding a card").

Each entry quotes the printed text it implements.
"""

from __future__ import annotations

from typing import Any

from game.engine.model import registry
from game.engine.model.registry import register

from .dsl import State, do, location, on, passive, spell, unit


# Mystic Vortex: "During showdowns here"
@registry.condition("showdown_here", "\"During showdowns here\": a showdown at the source's battlefield (true), "
                    "or not (false).")
def showdown_here(st: State, want: Any, controller: int, source: int, subject: int | None,
                  data: dict[str, Any]) -> bool:
    return (st.showdown is not None and st.showdown.bf == location(st, source)) == bool(want)


OPPONENTS_SPELLS = {"who": "opponents", "for": "spell"}

SCRIPTS = {
    # "[Reaction] Choose a unit. Prevent the next 7 damage that would be dealt to it this turn.
    # (Opponents can assign it extra combat damage to kill it.)"
    "Ki Barrier": spell(do("prevent", amount=7, to="t0"), targets=[unit()]),
    # "[Empower] [4][calm] Opponents' spells cost [1] more. If this is [Empowered], they cost [1][A]
    # more instead." (a cost increase from another player's passive, 356.3)
    "Helm of Suppression": {"static": [
        passive(cost_mod=1, **OPPONENTS_SPELLS, **{"if": {"empowered": False}}),
        passive(cost_mod=1, cost_power=["any"], **OPPONENTS_SPELLS, **{"if": {"empowered": True}}),
    ]},
    # "During showdowns here, cards with [Reaction] cost [A] more to play. (Hidden cards have
    # [Reaction].)" (every player's cards, the battlefield's controller's too)
    "Mystic Vortex": {"static": [passive(cost_mod=0, cost_power=["any"], who="any", keyword="Reaction",
                                         **{"if": {"showdown_here": True}})]},
    # "[Reaction] Choose a spell with Energy cost no more than [4]. You may pay [A]. If you do, gain
    # control of it and you may make new choices for it. Otherwise, counter it." (750-755)
    "Rebuttal": spell(do("may", cost={"power": ["any"]},
                         then=[do("gain_control", to="t0"), do("new_choices", of="t0")],
                         otherwise=[do("counter", to="t0")]),
                      targets=[{"what": "spell", "max_energy": 4}]),
    # "[Reaction] Ignore [Deflect] while paying this spell's cost. Give an enemy Body unit -5 [M]
    # this turn." (765-767)
    "Decree of Insight": spell(do("might", amount=-5, to="t0"), targets=[unit(who="enemy", domain="body")],
                               ignore=[{"keyword": "Deflect", "while": "paying"}]),
    # "When you play me, name a spell. While I'm at a battlefield, opponents can't play spells with
    # that name." (759-763: a card legal in the format, never a token; a spell already on the chain
    # is not stopped, 420.1)
    "Fallen Feline": on("play", do("name", what="card", type="spell"),
                        static=[passive(forbid_play="spell", who="opponents", named=True,
                                        **{"if": {"at_battlefield": True}})]),
    # "You ignore [Tank] while assigning combat damage here." (766-767)
    "Dune Surfer": {"static": [passive(ignore="Tank", here=True, **{"while": "assigning"})]},
    # "Players ignore [Deflect] while paying for spells and abilities choosing something here."
    "Heisho, Shell of the World": {"static": [passive(ignore="Deflect", who="players", here=True,
                                                      **{"while": "paying"})]},
}

for _name, _script in SCRIPTS.items():
    register(_name, _script)
