"""Spiritforged (SFD): cards built on the engine's shared effects - unit-dealt damage equal to a Might, trash
returns, moves and their origins, points and movement restrictions, play origins - with the terms only they use.
Each entry quotes its printed text (with errata); the tests are `tests/cards/test_spiritforged_effects.py`.
"""

from __future__ import annotations

from typing import Any

from game.engine.model import registry
from game.engine.model.registry import register

from .dsl import (
    Ctx,
    State,
    ask_cards,
    ask_option,
    can_pay,
    do,
    friendly,
    keyword,
    keywords,
    location,
    objs,
    on,
    passive,
    pay,
    put,
    run_verb,
    spell,
    trigger,
    unit,
)

ENEMY_HERE = unit(who="enemy", where="here")


# Lucian, Gunslinger: "deal damage equal to my [Assault]"
@registry.value("keyword_of", "`{\"keyword_of\": [ref, name]}`: the current value of that keyword of that object "
                "(0 without it).")
def keyword_of(st: State, v: dict[str, Any], controller: int, source: int, ref: Any) -> int:
    who, name = v["keyword_of"]
    oid = ref(who) if ref is not None else (source if who == "self" else None)
    return keyword(st, oid, name) if oid is not None and oid in st.objs else 0


# Ancient Warmonger: "I have [Assault] equal to the number of enemy units here." (a passive: no reference)
@registry.value("enemy_units_here", "`{\"enemy_units_here\": true}`: enemy units at the source's battlefield (0 in "
                "a base).")
def enemy_units_here(st: State, v: dict[str, Any], controller: int, source: int, ref: Any) -> int:
    here = location(st, source)
    units = st.battlefields[here].units if here >= 0 else []
    return sum(1 for u in units if st.card(u).type == "unit" and not friendly(st, st.objs[u].controller, controller))


# Void Drone, Drag Under: "I cost [2] less to play from anywhere other than your hand." (read as it is played)
@registry.condition("played_not_from_hand", "The source is being played from somewhere other than its owner's hand "
                    "(read as its cost is worked out, while it is still there).")
def played_not_from_hand(st: State, want: Any, controller: int, source: int, subject: int | None,
                         data: dict[str, Any]) -> bool:
    o = st.objs.get(source)
    return (o is not None and o.zone != "hand") == bool(want)


# Edge of Night: "When you play this from face down" (811: the play marks `hidden_at`)
@registry.condition("played_from_hidden", "The source was played from face down (811).")
def played_from_hidden(st: State, want: Any, controller: int, source: int, subject: int | None,
                       data: dict[str, Any]) -> bool:
    o = st.objs.get(source)
    return (o is not None and "hidden_at" in o.extra) == bool(want)


# Strike Down: "Choose an equipped friendly unit."
@registry.selector("equipped", "With (true) or without (false) an Equipment attached.")
def equipped(st: State, want: Any, oid: int, controller: int, source: int) -> bool:
    return bool(st.objs[oid].extra.get("gear")) == bool(want)


# Kato the Arm: "give another friendly unit my keywords ... this turn" (FAQ: my current ones, locked in as it
# resolves)
@registry.verb("give_my_keywords", "`to`: give that unit the source's current keywords (with their values) this "
               "turn.")
def give_my_keywords(ctx: Ctx, to: Any = "t0") -> None:
    if ctx.source not in ctx.st.objs or not objs(ctx, to):
        return
    give = registry.impls("verb")["keyword"]
    for name, value in keywords(ctx.st, ctx.source).items():
        give(ctx, name=name, value=value, to=to)


# Harpoon Squad: "When I move from a battlefield"
@registry.trigger("move_from_battlefield", "\"When I move from a battlefield\" (to a base or another battlefield).",
                  on="move")
def moved_from_battlefield(st: State, oid: int, data: dict[str, Any]) -> bool:
    return int(data.get("from", -1)) >= 0


# Strike Down: "Then detach an Equipment from it." (its controller chooses one of several)
@registry.verb("detach_one", "`from`: detach one Equipment attached to that unit (the effect's controller chooses "
               "when there are several; `choose_cards`).")
def detach_one(ctx: Ctx, **params: Any) -> bool | None:
    found = objs(ctx, params.get("from", "t0"))
    if not found:
        return None
    gear = [g for g in ctx.st.objs[found[0]].extra.get("gear", []) if g in ctx.st.objs]
    if not gear:
        return None
    ctx.data.pop("chosen", None)
    if len(gear) == 1:
        ctx.data["chosen"] = gear
        return run_verb(ctx, "detach", gear="chosen")
    if ask_cards(ctx, ctx.controller, gear, 1) is False:
        ctx.st.pending.data["tail"] = [do("detach", gear="chosen")]
        return False
    return run_verb(ctx, "detach", gear="chosen")


# Hard Bargain: "Counter a spell unless its controller pays [2]." (they choose; one who can't pay doesn't)
@registry.verb("counter_unless_paid", "`to`, `energy`: the spell's controller chooses to pay [N] (decision "
               "`choose_option`) or it is countered; one who can't pay can't choose to.")
def counter_unless_paid(ctx: Ctx, to: Any = "t0", energy: int = 2) -> bool | None:
    found = objs(ctx, to)
    if not found:
        return None
    payer = ctx.st.objs[found[0]].controller
    counter = [do("counter", to=to)]
    if not can_pay(ctx.st, payer, {"energy": energy}):
        return run_verb(ctx, "counter", to=to)
    options = [f"pay {energy}", "don't pay"]
    branches = {options[0]: [do("_pays", player=payer, energy=energy)], options[1]: counter}
    return ask_option(ctx, payer, options, branches, {"purpose": "pay_or_counter"})


@registry.verb("_pays", "That player pays [N] (a cost within an instruction, 204.3).")
def _pays(ctx: Ctx, player: int, energy: int) -> None:
    pay(ctx, player, {"energy": energy})


# Altar of Memories: "then put a card from your hand on the top or bottom of your Main Deck"
@registry.verb("hand_to_deck", "You choose a card in your hand (`choose_cards`), then top or bottom of your Main "
               "Deck (`choose_option`), and put it there.")
def hand_to_deck(ctx: Ctx) -> bool | None:
    hand = list(ctx.st.players[ctx.controller].hand)
    if not hand:
        return None
    ctx.data.pop("chosen", None)
    if ask_cards(ctx, ctx.controller, hand, 1) is False:
        ctx.st.pending.data["tail"] = [do("_chosen_to_deck")]
        return False
    return _chosen_to_deck(ctx)


@registry.verb("_chosen_to_deck", "Put the chosen card of your hand on top or at the bottom of your Main Deck.")
def _chosen_to_deck(ctx: Ctx) -> bool | None:
    chosen = [c for c in ctx.data.get("chosen", []) if c in ctx.st.players[ctx.controller].hand]
    if not chosen:
        return None
    branches = {"top": [do("_to_deck", card=chosen[0], top=True)], "bottom": [do("_to_deck", card=chosen[0], top=False)]}
    return ask_option(ctx, ctx.controller, ["top", "bottom"], branches, {"purpose": "top_or_bottom"})


@registry.verb("_to_deck", "Put a card of your hand on top (or at the bottom) of your Main Deck.")
def _to_deck(ctx: Ctx, card: int, top: bool) -> None:
    if card in ctx.st.players[ctx.controller].hand:
        put(ctx.st, card, "main_deck", bottom=not top)


def attack_or_defend(*steps: list, targets: list | None = None) -> dict:
    return {"attack": trigger(*steps, targets=targets), "defend": trigger(*steps, targets=targets)}


MY_MIGHT = {"might_of": "self"}

SCRIPTS: dict[str, Any] = {
    # -- units ---------------------------------------------------------------------------------
    # "When you play me or when I hold, look at the top 4 cards of your Main Deck. You may reveal a gear from
    # among them and draw it. Then recycle the rest."
    "Ornn, Blacksmith": {"triggers": {
        name: trigger(do("look_choose", look=4, what="gear", may=True), do("draw_chosen", reveal=True),
                      do("recycle_looked")) for name in ("play", "hold")}},
    # "When you play me, you may play a spell from your trash with Energy cost no more than [3], ignoring its
    # Energy cost. Then recycle it." (its Power cost still paid, 356.1.b.2)
    "Fizz, Trickster": on("play", do("play_card", card="t0", ignore="energy", then_recycle=True),
                          targets=[{"what": "trash_spell", "max_energy": 3, "optional": True, "may": True}]),
    # "When you play me, return a gear from your trash to your hand."
    "Aspiring Engineer": on("play", do("return_from_trash", to="t0"), targets=[{"what": "trash_gear"}]),
    # "When I hold, you may return a unit or gear from your trash to your hand."
    "Guardian of the Passage": on("hold", do("return_from_trash", to="t0"), targets=[
        {"any_of": [{"what": "trash_unit"}, {"what": "trash_gear"}], "optional": True, "may": True}]),
    # "[Assault] When I attack, deal damage equal to my [Assault] to an enemy unit here."
    "Lucian, Gunslinger": on("attack", do("deal", amount={"keyword_of": ["self", "Assault"]}, to="t0"),
                             targets=[ENEMY_HERE]),
    # "When I move from a battlefield, give me +2 [M] this turn."
    "Harpoon Squad": on("move_from_battlefield", do("might", amount=2, to="self")),
    # "When I move to a battlefield, you may pay [Chaos] to move a unit you control to the same battlefield."
    "Fae Porter": on("move_to_battlefield", do("may", cost={"power": ["chaos"]}, then=[do("move", to="t0", dest="self")]),
                     targets=[unit(who="you", other=True)]),
    # "[Deflect] When I move to a battlefield, give another friendly unit my keywords and +[M] equal to my Might
    # this turn." (errata: "another"; FAQ: my current keywords and Might, locked in as it resolves)
    "Kato the Arm": on("move_to_battlefield", do("give_my_keywords", to="t0"),
                       do("might", amount={"might_of": "self"}, to="t0"), targets=[unit(who="friendly", other=True)]),
    # "When you defend at a battlefield, you may move me there."
    "Loyal Pup": on("defend_at", do("may", then=[do("move", to="self", dest="it")])),
    # "You may kill a friendly gear as an additional cost to play me. / When you play me, if you paid the
    # additional cost, kill a gear."
    "Zaun Punk": {"additional_cost": {"optional": True, "kill": {"what": "gear", "who": "friendly"}},
                  "triggers": {"play": trigger(do("kill", to="t0"), targets=[{"what": "gear"}],
                                               cond={"paid": "additional"})}},
    # "[Accelerate] I have [Assault] equal to the number of enemy units here."
    "Ancient Warmonger": {"static": [passive(keywords=[["Assault", {"enemy_units_here": True}]])]},
    # "I cost [2] less to play from anywhere other than your hand."
    "Void Drone": {"cost_mod": {"energy": -2, "if": {"played_not_from_hand": True}}},
    # "Units can't move to base."
    "Minotaur Reckoner": {"static": [passive(no_units_to_base=True)]},
    # "[Deflect] While I'm at a battlefield, opponents can't gain points." (errata; FAQ: scoring still happens)
    "Tianna Crownguard": {"static": [passive(no_points=True, **{"if": {"at_battlefield": True}})]},
    # "[Weaponmaster] When I conquer a battlefield that was uncontrolled, deal damage equal to my Might to an
    # enemy unit in a base." (errata: its control status just before the conquest)
    "Yone, Blademaster": on("conquer", do("deal", amount=MY_MIGHT, to="t0"), targets=[unit(who="enemy", where="base")],
                            cond={"event": {"was": -1}}),
    # "When I attack or defend, deal damage equal to my Might to an enemy unit here. / I don't deal combat
    # damage. / [Mind]: [Action] — Move me to your base."
    "Ezreal, Dashing": {"triggers": attack_or_defend(do("deal", amount=MY_MIGHT, to="t0"), targets=[ENEMY_HERE]),
                        "static": [passive(no_combat_damage=True)],
                        "abilities": [{"cost": {"power": ["mind"]}, "timing": "action",
                                       "effects": [do("move_to_base", to="self")]}]},
    # -- spells --------------------------------------------------------------------------------
    # "[Action] [Repeat] [3] Choose a friendly unit anywhere and an enemy unit at a battlefield. They deal damage
    # equal to their Mights to each other." (418.6.b.3: each unit's damage; marked together, dying in the cleanup)
    "Marching Orders": spell(do("deal", amount={"might_of": "t0"}, to="t1", by="t0"),
                             do("deal", amount={"might_of": "t1"}, to="t0", by="t1"),
                             targets=[unit(who="friendly"), unit(who="enemy", where="battlefield")]),
    # "Choose an equipped friendly unit. It deals damage equal to its Might to an enemy unit. Then detach an
    # Equipment from it."
    "Strike Down": spell(do("deal", amount={"might_of": "t0"}, to="t1", by="t0"), do("detach_one", **{"from": "t0"}),
                         targets=[unit(who="friendly", equipped=True), unit(who="enemy")]),
    # "Return all units and gear to their owners' hands." (tokens cease to exist, 186.1)
    "Downwell": spell(do("return_to_hand", to={"what": "permanent"})),
    # "[Reaction] Choose a friendly unit and a spell. Counter that spell and give that unit +[M] equal to that
    # spell's Energy cost this turn."
    "Riposte": spell(do("counter", to="t1"), do("might", amount={"energy_of": "t1"}, to="t0"),
                     targets=[unit(who="friendly"), {"what": "spell"}]),
    # "[Reaction] [Repeat] [2] Counter a spell unless its controller pays [2]."
    "Hard Bargain": spell(do("counter_unless_paid", to="t0", energy=2), targets=[{"what": "spell"}]),
    # "[Action] When a friendly unit is played this turn, buff it. / Draw 1." (a this-turn triggered ability:
    # units played by me or a teammate, 740.1.a)
    "Rally the Troops": {**spell(do("this_turn_trigger", trigger="unit_played", on="play_card"), do("draw", amount=1)),
                         "triggers": {"unit_played": trigger(do("buff", to="it"), cond={"event": {"type": "unit"}})}},
    # "[Action] I cost [2] less to play from anywhere other than your hand. / Kill a unit at a battlefield."
    "Drag Under": spell(do("kill", to="t0"), targets=[unit(where="battlefield")],
                        cost_mod={"energy": -2, "if": {"played_not_from_hand": True}}),
    # -- gear ----------------------------------------------------------------------------------
    # "When a friendly unit dies, you may exhaust me to draw 1, then put a card from your hand on the top or
    # bottom of your Main Deck."
    "Altar of Memories": on("friendly_dies", do("may", cost={"exhaust": True},
                                                then=[do("draw", amount=1), do("hand_to_deck")])),
    # "[Hidden] When you play this from face down, attach it to a unit you control (here). [Equip] [Chaos]"
    # (errata; FAQ: the unit is chosen at the battlefield where it was played, 811.1.d.2 - the gear itself may
    # be recalled to base meanwhile, 323.6)
    "Edge of Night": on("play", do("attach", gear="self", to="t0"), targets=[unit(who="you", where="battlefield")],
                        cond={"played_from_hidden": True}),
}

for _name, _script in SCRIPTS.items():
    register(_name, _script)
