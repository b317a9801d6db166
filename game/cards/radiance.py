"""Radiance (RAD, released 2026-10-23): the cards built on the set's four mechanics, in batches by
mechanic (docs/radiance-plan.md). Each entry quotes its printed text (the official gallery of
2026-10-10; there is no RAD errata or FAQ yet); its test is in `tests/cards/test_radiance.py`.

The mechanics are the engine's (Core Rules 2026-10-09): Deploy (830: a gear played or created only to a
battlefield, any one, kept there in cleanups, killed when an opponent holds there), Disarm X (831: a
keyword attack trigger), Show Off (832: the verb `show_off` among a card's `as_played` steps, read by
the condition `showed_off` and the value `shown`), the Bomb and Mech tokens (187.12, 187.4: the engine's
rule tokens; the Bomb's Deathknell is scripted here by name, as the Gold token's ability is in
`unleashed.py`).
"""

from __future__ import annotations

from typing import Any

from game.engine.model import registry
from game.engine.model.registry import register

from .dsl import State, do, on, passive, spell, trigger, unit

BOMB = "Bomb"
MECH = "Mech"


def bomb(count: int = 1) -> list[Any]:
    """"Play a Bomb gear token to a battlefield" (830.1.b: a Deploy token goes to any battlefield, and only
    there - a `choose_destination` decision when there are several; 149.1: a gear enters ready)."""
    return do("token", card=BOMB, count=count, where="battlefield", ready=True)


# -- the Bomb token (187.12) ------------------------------------------------------------------------

SCRIPTS: dict[str, dict[str, Any]] = {
    # 187.12: "[Deploy]" and "[Deathknell][>] Deal 2 to an enemy unit here and kill all other Bombs you
    # control here." ("here": where it died, 808.1.d.3, though the token has ceased to exist, 186.1; with
    # no enemy unit here the ability can't be put on the chain, 355.8: ruling 550)
    BOMB: on("deathknell", do("deal", amount=2, to="t0"),
             do("kill", to={"what": "gear", "tag": BOMB, "who": "you", "where": "here", "other": True}),
             targets=[unit(where="here", who="enemy")]),
}


# -- Bombs (187.12) ------------------------------------------------------------------------------

SCRIPTS.update({
    # "When you play me, play a Bomb gear token to a battlefield. (It has [Deploy]. When it dies, deal 2 to
    # an enemy there and kill your other Bombs there.)"
    "Amateur Demolitionist": on("play", bomb()),
    # "[Action] Move a friendly unit, then play a Bomb gear token to a battlefield." (355.4: the move's
    # destination is chosen as the spell is played)
    "Satchel Charge": spell(do("move", to="t0"), bomb(), targets=[unit(who="friendly")]),
    # Ziggs, Hexplosives Expert (legend): "[1][A], [E]: Play a Bomb gear token to a battlefield."
    "Ziggs, Hexplosives Expert": {"abilities": [{"cost": {"energy": 1, "power": ["any"], "exhaust": True},
                                                 "effects": [bomb()]}]},
})


# -- Mechs (187.4) -------------------------------------------------------------------------------

SCRIPTS.update({
    # "When you play me, play a 3 [M] Mech unit token here."
    "Industrious Mechsmith": on("play", do("token", card=MECH, where="here")),
    # "I enter ready. When you play me, play a ready 3 [M] Mech unit token here."
    "Antagonistic Apparatus": {"enters_ready": True,
                               "triggers": {"play": trigger(do("token", card=MECH, where="here", ready=True))}},
})


# -- Disarm (831) --------------------------------------------------------------------------------

# Disposal Expert: "I enter ready if you control no other units."
@registry.condition("other_units", "You control another unit on the board than the source (true), or none (false).")
def _other_units(st: State, want: Any, controller: int, source: int, subject: int | None, data: dict) -> bool:
    mine = [u for u in st.players[controller].base] + [u for b in st.battlefields for u in b.units]
    found = any(u != source and st.objs[u].controller == controller and st.card(u).type == "unit" for u in mine)
    return found == bool(want)


SCRIPTS.update({
    # "When you play me, [Predict 2]. [Disarm 2] (When I attack, give an enemy unit here -2 [M] this turn.)"
    "Mysterious Chronomancer": on("play", do("predict", amount=2)),
    # "Your Mechs have [Disarm]. (When each of us attacks, give an enemy unit there -1 [M] this turn.)"
    # (831.2: a Mech with Disarm already, or granted it twice, sums the values.) The Sentry is a Mech itself
    # ("each of us"; 831.2's example: two Sentries "both" have Disarm 2), a tag the gallery data lacks:
    # ruling 551.
    "Clanging Sentry": {"static": [passive(tags=[MECH]),
                                   passive(keywords=[["Disarm", 1]], to={"who": "friendly", "tag": MECH})]},
    # "I enter ready if you control no other units. [Disarm 2]"
    "Disposal Expert": {"enters_ready": {"other_units": False}},
})


# -- Deploy (830) --------------------------------------------------------------------------------

SCRIPTS.update({
    # "[Deploy] (Play this only to a battlefield. When an opponent holds here, kill this.) Friendly units here
    # have [Assault]. (+1 [M] while they're attackers.)"
    "Banner of Conquest": {"static": [passive(keywords=[["Assault", 1]], to={"who": "friendly", "here": True})]},
})


# -- Show Off (832) ------------------------------------------------------------------------------

SCRIPTS.update({
    # "[Show Off] a unit. (As you play this, you may reveal a unit from hand or pick a friendly unit.) If you
    # showed off a unit, deal damage equal to that unit's Might to a unit." (832.1.d.1: its Might as shown)
    "Primordial Roar": spell(do("if", cond={"showed_off": "unit"},
                                then=[do("deal", amount={"shown": "might"}, to="t0")]),
                             targets=[unit()], as_played=[do("show_off", what="unit")]),
    # "[Show Off] a card with Energy cost [7] or more. Play two 1 [M] Recruit unit tokens to your base. If you
    # showed off, play four to your base instead." (the gallery's text ends "instead.disa": a typo)
    "Rousing Display": spell(do("if", cond={"showed_off": True},
                                then=[do("token", card="Recruit", count=4, where="base")],
                                otherwise=[do("token", card="Recruit", count=2, where="base")]),
                             as_played=[do("show_off", what="card", min_energy=7)]),
    # "[Show Off] a card. (As you play me, you may reveal a card from hand or pick another friendly one.) When
    # you play me, if you showed off a card, [Predict] equal to its Power cost, then draw 2."
    "The Empyrean": {"as_played": [do("show_off", what="card")],
                     "triggers": {"play": trigger(do("if", cond={"showed_off": True},
                                                        then=[do("predict", amount={"shown": "power"}),
                                                              do("draw", amount=2)]))}},
})


for _name, _script in SCRIPTS.items():
    register(_name, _script)
