"""Vendetta (VEN), issue 21's third slice: the cards that play the unit tokens the Core Rules define (187.4
Mech, 187.10 Tentacle, 187.11 Shadow Clone; `model/cards.py` `RULES_TOKENS`), and the Shadow Clone's own
text. Each entry quotes its printed text; its test is in `tests/cards/test_vendetta_tokens.py`.

"Play a token" with no location (Iterative Design, Death Mark, Zed, From the Shadows, Up from the Deep,
Illaoi) lets its player choose where it can be played (440.2.b.1: their base or a battlefield they
control): the `token` verb's `where: choose`.
"""

from __future__ import annotations

from typing import Any

from game.engine.model import registry
from game.engine.model.registry import register

from .dsl import BASE, BF, State, do, on, passive, spell, trigger

EMPOWERED = {"empowered": True}


# Shadow Clone: "you may banish a unit from your trash. If you do, ..."
@registry.condition("chose", "\"If you do\" after a `choose` step: something was chosen (true) or nothing "
                    "(false: there was nothing to choose).")
def chose(st: State, want: Any, controller: int, source: int, subject: int | None, data: dict[str, Any]) -> bool:
    return bool(data.get("chosen")) == bool(want)


# Zed, Without a Sound: "a Shadow Clone you control" (a token with no tag, 187.11: named by its name)
@registry.selector("card_name", "With that name now (479.2: a copy has the copied name): \"a Shadow Clone\".")
def card_name(st: State, want: Any, oid: int, controller: int, source: int) -> bool:
    return st.name(oid) == want


# Illaoi, Prophet of the Great Kraken: "for each token unit you control"
@registry.value("token_units", "`{\"token_units\": \"you\"}`: the token units you control on the board.")
def token_units(st: State, v: dict[str, Any], controller: int, source: int, ref: Any) -> int:
    return sum(1 for o in st.objs.values() if o.token and o.controller == controller and o.zone in (BASE, BF)
               and st.card(o.id).type == "unit")


def tokens(card: str, count: int = 1, where: str = "choose") -> list[Any]:
    return do("token", card=card, count=count, where=where)


SHADOW_CLONE = "Shadow Clone"

SCRIPTS: dict[str, Any] = {
    # 187.11, a 0 [M] Shadow Clone token: "When I attack, you may banish a unit from your trash. If you do,
    # give me [Assault 4] this turn." (chosen as it resolves; with none in the trash nothing is banished
    # and it gets nothing)
    SHADOW_CLONE: on("attack", do("may", then=[
        do("choose", among={"what": "trash_unit"}),
        do("if", cond={"chose": True}, then=[do("banish", to="chosen"),
                                             do("keyword", name="Assault", value=4, to="self")])])),
    # "You may discard 1 as an additional cost to play me. When you play me, if you paid the additional cost,
    # play a 0 [M] Shadow Clone unit token."
    "Zed, From the Shadows": {"additional_cost": {"optional": True, "discard": 1},
                              "triggers": {"play": trigger(tokens(SHADOW_CLONE), cond={"paid": "additional"})}},
    # "Play a 3 [M] Mech unit token. [Flow] [2][Mind]"
    "Iterative Design": spell(tokens("Mech")),
    # "[Empower] — [E] Disempower this, [1], [E]: Play a 3 [M] Mech unit token to your base."
    "Hextech Disc": {"empower": {"costs": [{"exhaust": True}]},
                     "abilities": [{"cost": {"disempower": True, "energy": 1, "exhaust": True},
                                    "effects": [tokens("Mech", where="base")]}]},
    # "Play two 1 [M] Tentacle unit tokens from Bilgewater. [Flow] [3]" (each to its own place)
    "Up from the Deep": spell(tokens("Tentacle", 2)),
    # "When you play me or when I score, play a [1] [M] Tentacle unit token from Bilgewater. I have +1 [M]
    # for each token unit you control." (I score when I conquer or hold, 470.3-471)
    "Illaoi, Prophet of the Great Kraken": {
        "triggers": {name: trigger(tokens("Tentacle")) for name in ("play", "conquer", "hold")},
        "static": [passive(might={"token_units": "you"})]},
    # "When I conquer, play a 0 [M] Shadow Clone unit token to your base. [Action][>] [1][Chaos]: Move me and a
    # Shadow Clone you control to each other's locations." (both are moves)
    "Zed, Without a Sound": {
        **on("conquer", tokens(SHADOW_CLONE, where="base")),
        "abilities": [{"cost": {"energy": 1, "power": ["chaos"]}, "timing": "action",
                       "targets": [{"what": "unit", "who": "you", "card_name": SHADOW_CLONE}],
                       "effects": [do("swap", to="t0")]}]},
    # "[Burn 3]. Play a 0 [M] Shadow Clone unit token. [Flow] [1][A][A]"
    "Death Mark": spell(do("burn", amount=3), tokens(SHADOW_CLONE)),
}

for _name, _script in SCRIPTS.items():
    register(_name, _script)
