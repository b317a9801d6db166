"""Spiritforged (SFD), issue 19: cards the vocabulary expresses once a small term of their own is added, each
term registered here beside the card that needs it (docs/cards.md, "Adding a card"). Grouped by card type;
each entry quotes its printed text (with errata, `errata-spiritforged.md`); the tests are
`tests/cards/test_spiritforged_terms.py`. Terms of another set's module this file also uses (a second
user, so they belong in the engine's vocabulary): `opponents_turn`, `mighty_units`, `look_choose`,
`recycle_looked`, `note_might`, `excess_at_least` (origins_terms.py).
"""

from __future__ import annotations

from typing import Any

from game.engine.model import registry
from game.engine.model.registry import register

from .dsl import (
    ALL,
    BASE,
    BF,
    Ctx,
    State,
    do,
    friendly,
    has_tag,
    is_mighty,
    location,
    objs,
    on,
    passive,
    put,
    spell,
    unit,
    units_at,
    val,
)

MECHS = {"who": "friendly", "tag": "Mech"}  # "your Mechs"
YOUR_UNITS_HERE = {"who": "you", "at_source_location": True}  # "your units here" (a battlefield or a base)


def gold(count: int = 1) -> list:
    """"Play N Gold gear tokens exhausted": at their controller's base (440.2.b.1), exhausted (143.4)."""
    return do("token", card="Gold", count=count, where="base")


def _target(st: State, data: dict[str, Any], i: Any) -> int | None:
    ts = data.get("_targets", [])
    t = ts[i] if isinstance(i, int) and i < len(ts) else None
    return t if t is not None and t in st.objs else None


# -- values ----------------------------------------------------------------------------------------

# Against the Odds, Jaull-Fish: "+2 [M] for each enemy unit there", "[2] less for each of your Mighty units"
@registry.value("times", "`{\"times\": [N, value]}`: N times that value (\"+2 for each ...\", \"[2] less for each "
                "...\").")
def times(st: State, v: dict[str, Any], controller: int, source: int, ref: Any) -> int:
    n, inner = v["times"]
    if isinstance(inner, int):
        return int(n) * inner
    values = registry.impls("value")
    key = next(k for k in inner if k in values)
    return int(n) * int(values[key](st, inner, controller, source, ref))


# Ornn, Forge God: "I have +1 [M] for each friendly gear."
@registry.value("friendly_gear", "`{\"friendly_gear\": true}`: gear on the board friendly to the source's "
                "controller (740.1.a: theirs and their teammates'; a token gear counts).")
def friendly_gear(st: State, v: dict[str, Any], controller: int, source: int, ref: Any) -> int:
    return sum(1 for o in st.objs.values() if o.zone in (BASE, BF) and st.card(o.id).is_a("gear")
               and friendly(st, o.controller, controller))


# Battering Ram: "I cost [1] less for each card you've played this turn"
@registry.value("cards_played", "`{\"cards_played\": \"you\"}`: cards you've played this turn (finalized, 420.4.b; "
                "tokens are not cards, 350.2).")
def cards_played(st: State, v: dict[str, Any], controller: int, source: int, ref: Any) -> int:
    mark = st.players[controller].extra.get("finalized")
    return len(mark[1]) if mark and mark[0] == st.turn_number else 0


# Seat of Power: "draw 1 for each other battlefield you or allies control"
@registry.value("other_battlefields_friendly", "`{\"other_battlefields_friendly\": true}`: battlefields other than "
                "the source that you or your teammates control.")
def other_battlefields_friendly(st: State, v: dict[str, Any], controller: int, source: int, ref: Any) -> int:
    return sum(1 for b in st.battlefields if b.obj != source and b.controller >= 0
               and friendly(st, b.controller, controller))


# Sivir, Ambitious: "you may deal that much" - the excess damage noted for the combat (combat.deal_all)
@registry.value("excess_assigned", "`{\"excess_assigned\": true}`: the excess damage (beyond lethal) you assigned "
                "to enemy units as the attacker in the combat at the source's battlefield (0 otherwise).")
def excess_assigned(st: State, v: dict[str, Any], controller: int, source: int, ref: Any) -> int:
    here = location(st, source)
    mark = st.objs[st.battlefields[here].obj].extra.get("excess") if here >= 0 else None
    return int(mark[1]) if mark and mark[0] == controller else 0


# Deathgrip: "give +[M] equal to its Might" - the killed unit's, noted as it was (`note_might`)
@registry.value("noted_might", "`{\"noted_might\": true}`: the Might `note_might` kept (0 when it was forgotten: "
                "\"the killed unit\" that didn't die).")
def noted_might(st: State, v: dict[str, Any], controller: int, source: int, ref: Any) -> int:
    ctx = getattr(ref, "ctx", None)
    noted = ctx.data.get("noted_might") if ctx is not None else None
    return max(0, int(noted)) if noted is not None else 0


# -- conditions, selector keys -----------------------------------------------------------------------

# Yordle Explorer: "When you play a card with Power cost [A][A] or more"
@registry.condition("event_power_at_least", "`N`: the event's card (`play_card`) has N or more Power symbols in its "
                    "printed cost.")
def event_power_at_least(st: State, want: Any, controller: int, source: int, subject: int | None,
                         data: dict[str, Any]) -> bool:
    card = data.get("card")
    return card is not None and card in st.objs and len(st.card(card).power) >= int(want)


# Simian Ancestor: "When you buff me"
@registry.condition("event_is_self", "The event's unit (`it`) is (true) or isn't (false) the source.")
def event_is_self(st: State, want: Any, controller: int, source: int, subject: int | None,
                  data: dict[str, Any]) -> bool:
    return (data.get("it") == source) == bool(want)


# Sunken Temple: "When you conquer here with one or more [Mighty] units"
@registry.condition("mighty_unit_here", "You control a Mighty unit (708) at the source's battlefield (the units "
                    "that conquered it).")
def mighty_unit_here(st: State, want: Any, controller: int, source: int, subject: int | None,
                     data: dict[str, Any]) -> bool:
    here = location(st, source)
    units = st.battlefields[here].units if here >= 0 else []
    found = any(st.objs[u].controller == controller and is_mighty(st, u) for u in units)
    return found == bool(want)


# Blood Money: "If it was an enemy unit ... If it was a friendly unit ..."
@registry.condition("target_who", "`[i, \"enemy\" | \"friendly\"]`: target i is still legal and an enemy / a "
                    "friendly unit of the effect's controller.")
def target_who(st: State, want: Any, controller: int, source: int, subject: int | None,
               data: dict[str, Any]) -> bool:
    i, who = want
    t = _target(st, data, i)
    return t is not None and friendly(st, st.objs[t].controller, controller) == (who == "friendly")


# Veiled Temple: "If it's an Equipment, you may detach it."
@registry.condition("target_attached_equipment", "`i`: target i is an Equipment attached to a unit.")
def target_attached_equipment(st: State, want: Any, controller: int, source: int, subject: int | None,
                              data: dict[str, Any]) -> bool:
    t = _target(st, data, want)
    return t is not None and has_tag(st, t, "Equipment") and st.objs[t].extra.get("attached_to") is not None


# Janna, Savior: "your units here" - here is the source's location, a battlefield or its base (107.1.b)
@registry.selector("at_source_location", "At the source's location: its battlefield, or its controller's base "
                   "(a base is a location, 107.1.b).")
def at_source_location(st: State, want: Any, oid: int, controller: int, source: int) -> bool:
    return (oid in units_at(st, source)) == bool(want)


# -- verbs --------------------------------------------------------------------------------------------

# Deathgrip: "Kill a friendly unit. If you do, ..." - the Might noted before the kill stays only if it died
# (Spiritforged FAQ: a replaced death gives nothing); a token that died is gone, and it died too (186.1)
@registry.verb("keep_might_if_died", "`of`: the Might `note_might` kept stays only if that unit died (it left the "
               "board: to its owner's trash, or a token that ceased to exist, 186.1).")
def keep_might_if_died(ctx: Ctx, of: Any = "t0") -> None:
    lki = ctx.data.get("lki", {}).get(of[1:]) if isinstance(of, str) and of[1:].isdigit() else None
    found = objs(ctx, of)
    died = lki is not None and (not found or ctx.st.objs[found[0]].gen != lki[1])
    if not died:
        ctx.data["noted_might"] = None


# Minefield: "put the top 2 cards of your Main Deck into your trash" - not a Burn (441): no burn out
@registry.verb("mill", "`amount`: put the top N cards of your Main Deck into your trash, as many as there are (not "
               "a Burn, 441: an empty deck doesn't burn out).")
def mill(ctx: Ctx, amount: Any = 1) -> None:
    st, p = ctx.st, ctx.controller
    for _ in range(val(ctx, amount)):
        deck = st.players[p].main_deck
        if not deck:
            return
        oid = deck[0]
        put(st, oid, "trash")
        ctx.log.add("mill", f"{st.players[p].name} puts {st.name(oid)} into their trash", ALL, player=p, card=oid)


SCRIPTS: dict[str, Any] = {
    # -- units ---------------------------------------------------------------------------------
    # "You may play me to an occupied enemy battlefield." (170.11.a)
    "Dauntless Vanguard": {"play_to_occupied_enemy": True},
    # "Your Mechs have [Vision]." (817: granted, it triggers as a Mech is played - me too)
    "Forecaster": {"static": [passive(keywords=[["Vision", 1]], to=MECHS)]},
    # "[Accelerate] When I move to a battlefield, play three 1 [M] Recruit unit tokens here."
    "Corina Veraza": on("move_to_battlefield", do("token", card="Recruit", count=3, where="here")),
    # "When a unit you control becomes [Mighty], you may pay [Order] to ready it."
    "Fiora, Worthy": on("unit_mighty", do("may", cost={"power": ["order"]}, then=[do("ready", to="it")])),
    # "[1][Mind]: Draw 1. / [4][Mind][Mind][Mind][Mind], [E]: Score 1 point. / Use my abilities only while
    # I'm at a battlefield."
    "Renata Glasc, Mastermind": {"abilities": [
        {"cost": {"energy": 1, "power": ["mind"]}, "if": {"at_battlefield": True}, "effects": [do("draw", amount=1)]},
        {"cost": {"energy": 4, "power": ["mind"] * 4, "exhaust": True}, "if": {"at_battlefield": True},
         "effects": [do("points", amount=1)]}]},
    # "When you play me, you may draw 1 or buff me."
    "Buhru Captain": on("play", do("may", then=[do("choose_one", modes={"draw 1": [do("draw", amount=1)],
                                                                        "buff me": [do("buff", to="self")]})])),
    # "When you play me, ready or exhaust a legend." (355.9.a.4: a legend in a Legend Zone; any player's)
    "Royal Entourage": on("play", do("choose_one", modes={"ready it": [do("ready", to="t0")],
                                                          "exhaust it": [do("exhaust", to="t0")]}),
                          targets=[{"what": "legend"}]),
    # "[Reaction] When you play me, heal your units here, then move up to one enemy unit from here to its
    # base." (errata: "up to one")
    "Janna, Savior": on("play", do("heal", to=YOUR_UNITS_HERE), do("move_to_base", to="t0"),
                        targets=[unit(who="enemy", where="here", optional=True, may=True)]),
    # "[Deathknell] — If I was [Mighty], draw 2." (checked as I die: what I was, 808)
    "Unsung Hero": on("deathknell", do("draw", amount=2), cond={"mighty": True}),
    # "When you play a card with Power cost [A][A] or more, draw 1."
    "Yordle Explorer": on("play_card", do("draw", amount=1), cond={"event_power_at_least": 2}),
    # "When you buff me, ready me." (427.1.c: only a buff I get)
    "Simian Ancestor": on("buff_unit", do("ready", to="self"), cond={"event_is_self": True}),
    # "When you play me, you may kill a gear with Energy cost no more than [1]. If you do, play a Gold gear
    # token exhausted." (Spiritforged FAQ: a token's cost is 0, so a Gold may be killed)
    "Pickpocket": on("play", do("if", cond={"target_chosen": 0}, then=[do("kill", to="t0"), gold()]),
                     targets=[{"what": "gear", "max_energy": 1, "optional": True, "may": True}]),
    # "[Accelerate] I cost [2] less for each of your [Mighty] units."
    "Jaull-Fish": {"cost_mod": {"energy": {"neg": {"times": [2, {"mighty_units": "you"}]}}}},
    # "[Deflect 2] [Weaponmaster] I have +1 [M] for each friendly gear."
    "Ornn, Forge God": {"static": [passive(might={"friendly_gear": True})]},
    # "When I defend, you may kill me to move an attacking unit to its base."
    "Overzealous Fan": on("defend", do("may", cost={"kill_self": True}, then=[do("move_to_base", to="t0")]),
                          targets=[unit(attacking=True)]),
    # "[Deflect 2] When I conquer after an attack, if you assigned 5 or more excess damage to enemy units, you
    # may deal that much to an enemy unit."
    "Sivir, Ambitious": on("conquer", do("may", then=[do("deal", amount={"excess_assigned": True}, to="t0")]),
                           targets=[unit(who="enemy")], cond={"excess_at_least": 5}),
    # "I cost [1] less for each card you've played this turn, to a minimum of [1]."
    "Battering Ram": {"cost_mod": {"energy": {"neg": {"cards_played": "you"}}, "min": 1}},
    # "[Deathknell] — You may play a unit with cost no more than [3] and no more than [A] from your trash,
    # ignoring its cost."
    "Glasc Mixologist": on("deathknell", do("may", then=[do("play_free", card="t0")]),
                           targets=[{"what": "trash_unit", "max_energy": 3, "max_power": 1}]),
    # -- spells --------------------------------------------------------------------------------
    # "[Reaction] Draw 1 for each of your [Mighty] units."
    "Show of Strength": spell(do("draw", amount={"mighty_units": "you"})),
    # "[Reaction] Give a friendly unit at a battlefield +2 [M] this turn for each enemy unit there."
    "Against the Odds": spell(do("might", amount={"times": [2, {"count_of": {"units_at": "t0", "who": "enemy"}}]},
                                 to="t0"), targets=[unit(where="battlefield", who="friendly")]),
    # "Kill a gear. Its controller draws 2." (the controller it had: a Gold token is gone once killed, 186.1)
    "Detonate": spell(do("kill", to="t0"), do("draw", amount=2, of="t0"), targets=[{"what": "gear"}]),
    # "[Action] Kill a unit at a battlefield with 2 [M] or less. If it was an enemy unit, play a Gold gear token
    # exhausted. If it was a friendly unit, play two Gold gear tokens exhausted."
    "Blood Money": spell(do("if", cond={"target_who": [0, "enemy"]}, then=[do("kill", to="t0"), gold()],
                            otherwise=[do("if", cond={"target_who": [0, "friendly"]},
                                          then=[do("kill", to="t0"), gold(2)])]),
                         targets=[unit(where="battlefield", max_might=2)]),
    # "[Reaction] Kill a friendly unit. If you do, give +[M] equal to its Might to another friendly unit this
    # turn. / Draw 1." (errata; Spiritforged FAQ: both chosen as it is played; a death replaced, nothing)
    "Deathgrip": spell(do("note_might", of="t0"), do("kill", to="t0"), do("keep_might_if_died", of="t0"),
                       do("might", amount={"noted_might": True}, to="t1"), do("draw", amount=1),
                       targets=[unit(who="friendly"), unit(who="friendly", differs=0)]),
    # "[Action] [Repeat] [Chaos] Look at the top 2 cards of your Main Deck. Draw one and recycle the other."
    "Called Shot": spell(do("look_choose", look=2, what="card"), do("draw_chosen"), do("recycle_looked")),
    # -- gear ----------------------------------------------------------------------------------
    # "When you play a spell on an opponent's turn, you may exhaust me to play a Gold gear token exhausted."
    "Chemtech Cask": on("play_spell", do("may", cost={"exhaust": True}, then=[gold()]), cond={"opponents_turn": True}),
    # "[E]: Play three 1 [M] Recruit unit tokens." (440.2.b.1: each where a unit may be played, chosen)
    "Vanguard Armory": {"abilities": [{"cost": {"exhaust": True},
                                       "effects": [do("token", card="Recruit", count=1, where="choose")] * 3}]},
    # "[Temporary] Friendly units have [Deflect]."
    "Petricite Monument": {"static": [passive(keywords=[["Deflect", 1]], to={"who": "friendly"})]},
    # -- battlefields --------------------------------------------------------------------------
    # "When you conquer here, draw 1 for each other battlefield you or allies control."
    "Seat of Power": on("conquer", do("draw", amount={"other_battlefields_friendly": True})),
    # "When you hold here, each player channels 1 rune exhausted."
    "The Papertree": on("hold", do("each_player", steps=[do("channel", amount=1, exhausted=True, of="player")])),
    # "When you conquer here, you may pay [1] to ready your legend." (355.10.g: not a target)
    "Hall of Legends": on("conquer", do("may", cost={"energy": 1},
                                        then=[do("ready", to={"what": "legend", "who": "you"})])),
    # "When you conquer here, put the top 2 cards of your Main Deck into your trash."
    "Minefield": on("conquer", do("mill", amount=2)),
    # "When you conquer here with one or more [Mighty] units, you may pay [1] to draw 1."
    "Sunken Temple": on("conquer", do("may", cost={"energy": 1}, then=[do("draw", amount=1)]),
                        cond={"mighty_unit_here": True}),
    # "When you defend here, reveal the top card of your Main Deck. If it's a spell, put it in your hand.
    # Otherwise, recycle it." (reveal_top: spiritforged.py)
    "Ravenbloom Conservatory": on("defend", do("reveal_top", draw_if="spell", to_hand=True)),
    # "When you conquer here, you may ready a friendly gear. If it's an Equipment, you may detach it."
    "Veiled Temple": on("conquer", do("ready", to="t0"),
                        do("if", cond={"target_attached_equipment": 0}, then=[do("may", then=[do("detach", gear="t0")])]),
                        targets=[{"what": "gear", "who": "friendly", "optional": True, "may": True}]),
}

for _name, _script in SCRIPTS.items():
    register(_name, _script)
