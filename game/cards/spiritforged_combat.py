"""Spiritforged (SFD): cards about winning a combat (468.3: "you win a combat" when you are the only player with
units left there after the combat cleanup; units there inherit the result) and dying in one (740.2.c), with the
terms only they use. Each entry quotes its printed text; the tests are `tests/cards/test_spiritforged_combat.py`.
"""

from __future__ import annotations

from typing import Any

from game.engine.model import registry
from game.engine.model.registry import register

from .dsl import Ctx, ask_option, do, on, run_verb, trigger

# Draven, Audacious: "When I die in combat" (740.2.c): the engine's condition `in_combat`, read as it dies.


# Draven, Audacious: "choose an opponent. They score 1 point."
@registry.verb("opponent_scores", "`amount`: you choose an opponent (decision `choose_option`, their name; none to "
               "ask with one); they score N points.")
def opponent_scores(ctx: Ctx, amount: int = 1) -> bool | None:
    opps = ctx.st.opponents(ctx.controller)
    names = [ctx.st.players[o].name for o in opps]
    branches = {ctx.st.players[o].name: [do("_scores", player=o, amount=amount)] for o in opps}
    return ask_option(ctx, ctx.controller, names, branches, {"purpose": "opponent"})


@registry.verb("_scores", "That player scores N points.")
def _scores(ctx: Ctx, player: int, amount: int = 1) -> bool | None:
    them = Ctx(ctx.st, ctx.log, player, ctx.source, ctx.targets, ctx.item, ctx.data, ctx.spell)
    return run_verb(them, "points", amount=amount)


def attack_or_defend(*steps: list) -> dict:
    return {"attack": trigger(*steps), "defend": trigger(*steps)}


SCRIPTS: dict[str, Any] = {
    # "When I win a combat, play a Gold gear token exhausted. / When I attack or defend, you may pay [Fury] to
    # give me +2 [M] this turn."
    "Draven, Vanquisher": {"triggers": {
        "win_combat": trigger(do("token", card="Gold", count=1, where="base")),
        **attack_or_defend(do("may", cost={"power": ["fury"]}, then=[do("might", amount=2, to="self")]))}},
    # "When I move to a battlefield, discard 1. / When I win a combat, draw 1."
    "Corrupt Enforcer": {"triggers": {"move_to_battlefield": trigger(do("discard", amount=1)),
                                      "win_combat": trigger(do("draw", amount=1))}},
    # "[Deflect] The first time I win a combat each turn, you score 1 point. / When I die in combat, choose an
    # opponent. They score 1 point." (Spiritforged FAQ: the point comes before the conquest's, 468.4)
    "Draven, Audacious": {"triggers": {
        "win_combat": trigger(do("points", amount=1), cond={"combat_wins": 1}),
        "die": trigger(do("opponent_scores", amount=1), cond={"in_combat": True})}},
    # "When you win a combat, draw 1." (a legend: attacking or defending, anywhere)
    "Draven, Glorious Executioner": on("win_combat", do("draw", amount=1)),
}

for _name, _script in SCRIPTS.items():
    register(_name, _script)
