"""Radiance (RAD), batch 2: the cards today's vocabulary expresses (with the terms several Radiance cards share,
in `game/engine/read/conditions.py`: `event_here`, `controls_here`, `here_count`, `card_energy_at_least`,
`exhausted_units`; `your_turn` and `keyword_of` are Unleashed's and Spiritforged's), grouped by card type. Each
entry quotes its printed text (the official gallery of 2026-10-10); its test is in `tests/cards/test_radiance_more.py`.
docs/radiance-plan.md lists the RAD cards still to do.
"""

from __future__ import annotations

from typing import Any

from game.engine.model import registry
from game.engine.model.registry import register

from .dsl import ALL, Ctx, State, ask_option, do, draw, location, on, passive, spell, trigger, unit

DEPLOY_GEAR = {"what": "gear", "who": "friendly", "with_keyword": "Deploy"}


def gold() -> list[Any]:
    """"Play a Gold gear token exhausted" (to its controller's base, where a gear goes, 149.2)."""
    return do("token", card="Gold", where="base")


# Cosmic Vista: "if your Rune Deck is empty"
@registry.condition("rune_deck_empty", "Your Rune Deck is empty (true), or not (false).")
def _rune_deck_empty(st: State, want: Any, controller: int, source: int, subject: int | None, data: dict) -> bool:
    return (not st.players[controller].rune_deck) == bool(want)


# Evelynn, In Control: "if you control a facedown card here"
@registry.condition("facedown_here", "You control a facedown card at the source's battlefield (true), or not (false).")
def _facedown_here(st: State, want: Any, controller: int, source: int, subject: int | None, data: dict) -> bool:
    bf = location(st, source)
    found = bf >= 0 and any(st.objs[f].controller == controller for f in st.battlefields[bf].facedown)
    return found == bool(want)


# Siren's Song: "an enemy unit that moved this turn"
@registry.selector("moved_this_turn", "It moved this turn (true), or didn't (false).")
def _moved_this_turn(st: State, want: Any, oid: int, controller: int, source: int) -> bool:
    mark = st.objs[oid].extra.get("moves")
    return bool(mark and mark[0] == st.turn_number and mark[1] > 0) == bool(want)


# Suave Negotiator: "choose an opponent. You and that player each draw 1."
@registry.verb("draw_with_opponent", "You choose an opponent (`choose_option` with two or more); you and that player "
               "each draw 1.")
def draw_with_opponent(ctx: Ctx) -> bool | None:
    st = ctx.st
    opponents = st.opponents(ctx.controller)
    if not opponents:
        draw(st, ctx.log, ctx.controller, 1)
        return None
    names = [st.players[q].name for q in opponents]
    branches = {name: [do("_both_draw", player=q)] for name, q in zip(names, opponents, strict=True)}
    if len(opponents) == 1:
        return _both_draw(ctx, opponents[0])
    return ask_option(ctx, ctx.controller, names, branches, {"purpose": "choose_opponent"})


@registry.verb("_both_draw", "You and the chosen player each draw 1.")
def _both_draw(ctx: Ctx, player: int) -> None:
    ctx.log.add("choose", f"{ctx.st.players[ctx.controller].name} chooses {ctx.st.players[player].name}", ALL)
    draw(ctx.st, ctx.log, ctx.controller, 1)
    if not ctx.st.players[player].removed:  # 651.3: one who left while it was being chosen draws nothing
        draw(ctx.st, ctx.log, player, 1)


def _conquer_or_play(*steps: list[Any], targets: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    """"When you play this or when you conquer here, ...": a play trigger and a conquer trigger of this
    permanent's battlefield only."""
    return {"triggers": {"play": trigger(*steps, targets=targets),
                         "conquer": trigger(*steps, targets=targets, cond={"event_here": True})}}


SCRIPTS: dict[str, dict[str, Any]] = {
    # -- units -------------------------------------------------------------------------------------
    # "When you play me, deal 1 to each of up to 2 units."
    "Bilgewater Tracker": on("play", do("deal", amount=1, to="t0"), do("deal", amount=1, to="t1"),
                             targets=[unit(optional=True, may=True), unit(optional=True, may=True, differs=0)]),
    # "[Accelerate] When you play me, give a unit +2 [M] this turn."
    "War Scout": on("play", do("might", amount=2, to="t0"), targets=[unit()]),
    # "[Accelerate] When you play me, give an enemy unit -3 [M] this turn."
    "Riptide Mage": on("play", do("might", amount=-3, to="t0"), targets=[unit(who="enemy")]),
    # "When I conquer, [Add] [A]." (430.2: an Add ability resolves as soon as it is finalized)
    "Sneaky Zeebles": on("conquer", do("add", power={"any": 1})),
    # "I enter ready. [Shield 3]"
    "Wrath of the Freljord": {"enters_ready": True},
    # "[Shield 2] When you play me, you may kill a gear with Energy cost [4] or less."
    "Stalwart Goatherd": on("play", do("kill", to="t0"),
                            targets=[{"what": "gear", "max_energy": 4, "optional": True, "may": True}]),
    # "[Accelerate] [Shield 2] When I hold, channel 1 rune."
    "K'Sante, Courageous": on("hold", do("channel", amount=1)),
    # "[Ambush] When you play a card from face down, ready me and give me +1 [M] this turn."
    "Evelynn, Consuming": on("play_card", do("ready", to="self"), do("might", amount=1, to="self"),
                             cond={"event": {"hidden": True}}),
    # "[Hidden] When you play me, if it's not your turn, give me [Temporary]." (no duration: it keeps it)
    "Momentary Companion": on("play", do("keyword", name="Temporary", to="self", until="always"),
                              cond={"your_turn": False}),
    # "When you play me, choose a friendly unit. Its base Might becomes 5 this turn." (479.2.a)
    "Herald of the Emperor": on("play", do("set_might", amount=5, to="t0"), targets=[unit(who="friendly")]),
    # "[Deathknell][>] Play a 1 [M] Bird unit token with [Deflect] to your base."
    "Hunting Dog": on("deathknell", do("token", card="Bird", where="base")),
    # "[Deathknell][>] You may kill a unit or gear here." (808.1.d.3: where I died)
    "Mournful Spirit": on("deathknell", do("kill", to="t0"),
                          targets=[{"any_of": [{"what": "unit", "where": "here"}, {"what": "gear", "where": "here"}],
                                    "optional": True, "may": True}]),
    # "When you play a card with Energy cost [7] or more, ready me."
    "Sanctum Conservator": on("play_card", do("ready", to="self"), cond={"card_energy_at_least": 7}),
    # "While there's a friendly gear with [Deploy] at my battlefield, I have +1 [M]."
    "Overloaded Traveler": {"static": [passive(might=1, **{"if": {"here_count": {"match": DEPLOY_GEAR}}})]},
    # "[Tank] While there are 2 or more other friendly units and/or gear at my battlefield, I have +2 [M]."
    "Steadfast Outrider": {"static": [passive(might=2, **{"if": {"here_count": {
        "match": {"what": "permanent", "who": "friendly"}, "at_least": 2}}})]},
    # "I cost [1] less for each exhausted unit you control. [Tank]"
    "Party Crasher": {"cost_mod": {"energy": {"neg": {"exhausted_units": "you"}}}},
    # "When you play me, choose an opponent. You and that player each draw 1."
    "Suave Negotiator": on("play", do("draw_with_opponent")),
    # "[Assault] [Tank] When I attack, you may move a unit you control to my battlefield."
    "Jarvan IV, Royal Heir": on("attack", do("move", to="t0", dest="self"),
                                targets=[unit(who="you", other=True, optional=True, may=True)]),
    # "When I move, you may have another unit's base Might become 4 this turn." (479.2.a)
    "Lulu, Whimsical": on("move", do("set_might", amount=4, to="t0"), targets=[unit(other=True, optional=True, may=True)]),
    # "[Shield] When I attack or defend, double the [Shield] of a unit you control here this turn."
    "K'Sante, Dauntless": {"triggers": {
        name: trigger(do("keyword", name="Shield", value={"keyword_of": ["t0", "Shield"]}, to="t0"),
                      targets=[unit(who="you", where="here")]) for name in ("attack", "defend")}},
    # "When I attack or defend, deal damage equal to my Might to all enemy units here. I don't deal combat
    # damage."
    "Graves, Blasting Through": {"static": [passive(no_combat_damage=True)], "triggers": {
        name: trigger(do("deal", amount={"might_of": "self"}, to="enemy_units_here")) for name in ("attack", "defend")}},
    # "[Disarm] When I hold, if you control a facedown card here, score 1 point."
    "Evelynn, In Control": on("hold", do("points", amount=1), cond={"facedown_here": True}),
    # "At the end of your turn, recycle all your runes, then channel 4 runes exhausted."
    "Coalesced Energy": on("end_turn", do("recycle", to={"what": "rune", "who": "you"}),
                           do("channel", amount=4, exhausted=True)),

    # -- spells ------------------------------------------------------------------------------------
    # "[Reaction] Give a unit [Shield 2] this turn. [Predict]."
    "Consult the Heavens": spell(do("keyword", name="Shield", value=2, to="t0"), do("predict", amount=1),
                                 targets=[unit()]),
    # "[Action] As an additional cost to play this, exhaust a friendly unit. [Stun] a unit."
    "Ki Burst": spell(do("stun", to="t0"), targets=[unit()], additional_cost={"exhaust_unit": True}),
    # "[Reaction] As an additional cost to play this, exhaust a friendly unit. Draw 1 and channel 1 rune
    # exhausted."
    "Life from Stone": spell(do("draw", amount=1), do("channel", amount=1, exhausted=True),
                             additional_cost={"exhaust_unit": True}),
    # "Deal 10 to a unit. Draw 2."
    "Supernova": spell(do("deal", amount=10, to="t0"), do("draw", amount=2), targets=[unit()]),
    # "Deal 3 to all units in bases."
    "Avalanche": spell(do("deal", amount=3, to={"what": "unit", "where": "base"})),
    # "[Reaction] Choose a battlefield. Give friendly units there [Shield 2] this turn."
    "For Demacia!": spell(do("keyword", name="Shield", value=2, to={"units_at": "t0", "who": "friendly"}),
                          targets=[{"what": "battlefield"}]),
    # "[Action] [Buff] a friendly unit and [Stun] an enemy unit."
    "One-Two Punch": spell(do("buff", to="t0"), do("stun", to="t1"), targets=[unit(who="friendly"), unit(who="enemy")]),
    # "[Reaction] Give a unit -[M] this turn equal to the number of exhausted units you control."
    "High Note": spell(do("might", amount={"neg": {"exhausted_units": "you"}}, to="t0"), targets=[unit()]),
    # "[Reaction] Move an enemy unit that moved this turn." (355.4: its destination chosen as it is played)
    "Siren's Song": spell(do("move", to="t0"), targets=[unit(who="enemy", moved_this_turn=True)]),
    # "Give an enemy unit -2 [M] this turn and a friendly unit +2 [M] this turn. They deal damage equal to
    # their Mights to each other." (418.6.b.3: each unit deals it)
    "Realm of Death": spell(do("might", amount=-2, to="t0"), do("might", amount=2, to="t1"),
                            do("deal", amount={"might_of": "t1"}, to="t0", by="t1"),
                            do("deal", amount={"might_of": "t0"}, to="t1", by="t0"),
                            targets=[unit(who="enemy"), unit(who="friendly")]),
    # "[Action] Give a friendly unit [Shield 2] this turn, then deal damage equal to its [Shield] to an enemy
    # unit."
    "Ntofo Strikes": spell(do("keyword", name="Shield", value=2, to="t0"),
                           do("deal", amount={"keyword_of": ["t0", "Shield"]}, to="t1"),
                           targets=[unit(who="friendly"), unit(who="enemy")]),

    # -- gear --------------------------------------------------------------------------------------
    # "Your units have +2 [M]. When you play a unit, kill this."
    "Ephemeral Ward": {"static": [passive(might=2, to={"who": "friendly"})],
                       "triggers": {"play_card": trigger(do("kill", to="self"), cond={"event": {"type": "unit"}})}},
    # "[Deploy] At the end of your turn, if you control this battlefield, play a Gold gear token exhausted."
    "Resource Extractor": on("end_turn", gold(), cond={"controls_here": True}),
    # "[Deploy] Opponents must pay [1][A] to move one or more units to this battlefield. [Deathknell][>] Draw 1."
    # (204.4: an applied cost of each standard move here)
    "Gravity Field": {"static": [passive(applied_cost={"energy": 1, "power": ["any"]}, action="move",
                                         who="opponents", here=True)],
                      "triggers": {"deathknell": trigger(do("draw", amount=1))}},
    # "[Deploy] When you play this or when you conquer here, [Buff] a friendly unit."
    "Pillaged Armory": _conquer_or_play(do("buff", to="t0"), targets=[unit(who="friendly")]),
    # "[Deploy] When you play this or when you conquer here, you may pay [1] to play a 1 [M] Recruit unit token
    # to your base."
    "Concert Poster": _conquer_or_play(do("may", cost={"energy": 1}, then=[do("token", card="Recruit", where="base")])),
    # "[Deploy] When you play this, discard 1, then draw 3. When you hold here, return this to its owner's hand."
    "The Good Stuff": {"triggers": {"play": trigger(do("discard", amount=1), do("draw", amount=3)),
                                    "hold": trigger(do("return_to_hand", to="self"), cond={"event_here": True})}},
    # "[Deploy] When you play this, you may pay [Body] to ready a unit here. Friendly units here have [Ganking]."
    "Portable Portal": {"static": [passive(keywords=[["Ganking", 1]], to={"who": "friendly", "here": True})],
                       "triggers": {"play": trigger(do("may", cost={"power": ["body"]}, then=[do("ready", to="t0")]),
                                                    targets=[unit(where="here")])}},
    # "[Deploy] While you or an ally control this battlefield, that player may hide an additional card here."
    "Bushwhack Trap": {"static": [passive(extra_hidden=1, **{"if": {"controls_here": True}})]},
    # "[Deploy] When you play this, you may kill another friendly unit or gear to draw 1. Friendly [Deathknell]
    # effects here trigger an additional time."
    "Detonation Amplifier": {"static": [passive(extra_deathknell=True, here=True)],
                             "triggers": {"play": trigger(do("may", cost={"kill": {
                                 "what": "permanent", "who": "friendly", "other": True}}, then=[do("draw", amount=1)]))}},

    # -- battlefields ------------------------------------------------------------------------------
    # "When you hold here, if your Rune Deck is empty, you score 1 point."
    "Cosmic Vista": on("hold", do("points", amount=1), cond={"rune_deck_empty": True}),
    # "When you defend here, choose a unit you control here. Give it [Tank] this combat."
    "Durand Memorial": on("defend", do("keyword", name="Tank", to="t0", until="combat"),
                          targets=[unit(who="you", where="here")]),
    # "Champion units here have +1 [M]."
    "Packed Amphitheater": {"static": [passive(might=1, to={"here": True, "supertype": "champion"})]},
    # "When you conquer here, you may discard 1 and channel 1 rune exhausted."
    "Ruined Monastery": on("conquer", do("may", then=[do("discard", amount=1), do("channel", amount=1, exhausted=True)])),
}

for _name, _script in SCRIPTS.items():
    register(_name, _script)
