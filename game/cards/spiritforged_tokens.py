"""Spiritforged (SFD): cards that play the tokens rule 187 defines without a printed card - the 2 [M] Sand Soldier
(187.3: Shurima) and the 3 [M] Mech (187.4) - which the engine's catalog now carries as built-ins. A unit token
with no location given goes where a unit of its controller may be played, chosen (440.2.b.1: `where: choose`).
Each entry quotes its printed text (with errata); the tests are `tests/cards/test_spiritforged_tokens.py`.
"""

from __future__ import annotations

from typing import Any

from game.engine.model import registry
from game.engine.model.registry import register

from .dsl import Ctx, ask_may, do, friendly, on, passive, run_verb, spell, trigger

MECHS = {"who": "friendly", "tag": "Mech"}  # "your Mechs"


def sand_soldier(where: str = "choose", count: Any = 1) -> list:
    return do("token", card="Sand Soldier", count=count, where=where)


def mech(count: int = 1) -> list:
    """"Play a 3 [M] Mech unit token to your base." """
    return do("token", card="Mech", count=count, where="base")


THEM = {"what": "unit", "among": "made", "optional": True, "may": True}  # "up to ... of them"

# Card Sharp: "you and each opponent may play a Gold gear token exhausted. For each opponent who did, you play a Gold
# gear token exhausted."
@registry.verb("may_play_gold", "Inside `each_player`: the `player` (you or an opponent; an ally isn't asked) may play "
               "a Gold gear token exhausted; an opponent who does is counted (`golds_taken`).")
def may_play_gold(ctx: Ctx) -> bool | None:
    q = ctx.data.get("player")
    if q is None or q != ctx.controller and friendly(ctx.st, q, ctx.controller):
        return None
    return ask_may(ctx, int(q), [do("_gold_for", player=int(q))], title="Play a Gold gear token exhausted?")


@registry.verb("_gold_for", "After `may_play_gold`'s yes: that player plays the Gold (counted when an opponent).")
def gold_for(ctx: Ctx, player: int) -> None:
    theirs = Ctx(ctx.st, ctx.log, player, ctx.source, [], None, {}, ctx.spell)
    run_verb(theirs, "token", card="Gold", where="base")
    if player != ctx.controller:
        ctx.data["golds_taken"] = int(ctx.data.get("golds_taken", 0)) + 1


@registry.verb("gold_per_opponent_who_did", "You play a Gold gear token exhausted for each opponent `may_play_gold` "
               "counted.")
def gold_per_opponent_who_did(ctx: Ctx) -> None:
    n = int(ctx.data.get("golds_taken", 0))
    if n:
        run_verb(ctx, "token", card="Gold", count=n, where="base")


SCRIPTS: dict[str, Any] = {
    # "When you play me, you and each opponent may play a Gold gear token exhausted. For each opponent who did, you
    # play a Gold gear token exhausted." (in turn order from you; in 2v2 the ally isn't asked)
    "Card Sharp": on("play", do("each_player", steps=[do("may_play_gold")]), do("gold_per_opponent_who_did")),
    # "[Repeat] [2] Play a 2 [M] Sand Soldier unit token."
    "Desert's Call": spell(sand_soldier()),
    # "When you play me, play a 2 [M] Sand Soldier unit token here."
    "Royal Guard": on("play", sand_soldier(where="here")),
    # "[Hidden] Play a 2 [M] Sand Soldier unit token. Then do this: You may pay [Order] to ready it." (a
    # reflexive trigger, 387-389: the token played is "it"; played from face down, the token goes there, 811.1.d.5)
    "Guards!": {**spell(sand_soldier(), do("reflex", trigger="ready_it")),
                "triggers": {"ready_it": trigger(do("may", cost={"power": ["order"]}, then=[do("ready", to="made")]))}},
    # "Play a 2 [M] Sand Soldier unit token for each Equipment you control. Then do this: Ready up to two of
    # them." (errata: a reflexive trigger; the two chosen as it goes on the chain, 355.5.b)
    "Arise!": {**spell(sand_soldier(count={"count_of": {"what": "equipment", "who": "you"}}),
                       do("reflex", trigger="ready_two")),
               "triggers": {"ready_two": trigger(do("ready", to="t0"), do("ready", to="t1"),
                                                 targets=[THEM, {**THEM, "differs": 0}])}},
    # "This costs [2] less if you control a Mech. / Play a 3 [M] Mech unit token to your base. / Draw 1."
    "Production Surge": spell(mech(), do("draw", amount=1), cost_mod={"energy": -2, "if": {"control_tag": "Mech"}}),
    # "[Deathknell] — Play two 3 [M] Mech unit tokens to your base."
    "Ferrous Forerunner": on("deathknell", mech(2)),
    # "Your Mechs have +1 [M] (including me). / When I hold, play a 3 [M] Mech unit token to your base."
    "Rumble, Scrapper": {"static": [passive(might=1, to=MECHS)], "triggers": {"hold": trigger(mech())}},
    # "[1][Fury], Recycle a unit from your trash, [E]: Play a 3 [M] Mech unit token to your base."
    # "Your tokens enter ready." (every token its controller plays, a Gold played "exhausted" too: a replacement of
    # how it enters, 369.3; ruling 270)
    "Renata Glasc, Industrialist": {"static": [passive(tokens_enter_ready=True)]},
    "Assembly Rig": {"abilities": [{"cost": {"energy": 1, "power": ["fury"], "recycle_trash_unit": 1, "exhaust": True},
                                    "effects": [mech()]}]},
}

for _name, _script in SCRIPTS.items():
    register(_name, _script)
