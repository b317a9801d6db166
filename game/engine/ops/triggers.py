"""Triggered abilities (382-383): named triggers of cards queued as tasks when their event happens."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..model import registry
from ..model.events import Log
from ..model.state import BASE, BF, LEGEND, TRASH, State
from ..read import layers
from ..read.conditions import friendly, holds, location
from ..read.scripts import GRANTED, script_for, trigger_def
from . import per_turn

# The trigger names the engine fires, with their docs (docs/cards.md's table is generated from these).
# A card module may register a trigger of its own that follows one of these (`registry.trigger`,
# `on=`): it fires with it whenever its test holds (the table `registry.DERIVED`).
registry.add_keys("trigger", {
    "play": "When I'm played (a unit or gear as it is placed, 420.4.a); Vision, Weaponmaster and Quick-Draw "
            "trigger with it.",
    "deathknell": "[Deathknell]: when I die (808); it acts where I died (808.1.d.3).",
    "die": "\"When I die\" that is no [Deathknell] (an additional Deathknell doesn't repeat it, 808): queued with it, "
           "as I die (what I was then: my designation, my Might).",
    "attack": "When I attack; a battlefield's: \"when you attack here\" (controlled by the attacker, as the combat "
              "begins).",
    "defend": "When I defend; a battlefield's: \"when you defend here\" (controlled by the defender).",
    "move": "When I move (mine; data `moves`: how many times this turn, `from`: the battlefield it left, -1 a base).",
    "moves_from": "A battlefield's \"when a unit moves from here\": `it` is the unit (controlled by the "
                  "battlefield's controller, else the mover).",
    "conquer": "The battlefield's own (controlled by its controller), then every object of the conquering player "
               "(\"when you conquer\"; a unit's only at that battlefield unless the trigger says `you: true`); "
               "`it` is the battlefield, data `bf`, `was` (its controller before: -1, uncontrolled).",
    "hold": "As `conquer`, when a player holds (473.2.b).",
    "defend_at": "\"When you defend at a battlefield\" (once per combat, as it begins): `it` is that battlefield, "
                 "data `bf`.",
    "equipped": "\"When you attach an Equipment to me\" (435): data `gear`.",
    "win_combat": "\"When you win a combat\" (468.3.a: the only player with units left there, after the combat "
                  "cleanup); a unit's \"when I win a combat\" only if it is there (468.3.c) unless the trigger says "
                  "`you: true`; resolved before control is established (468.4); data `bf`.",
    "start_beginning": "\"At the start of your Beginning Phase\".",
    "first_beginning": "A battlefield's \"at the start of each player's first Beginning Phase, that player ...\" "
                       "(controlled by that player).",
    "start_main": "\"At the start of your Main Phase\" (316.4).",
    "hide": "\"When you hide a card\" (811).",
    "ally_conquer": "\"When an ally conquers\" (2v2, 491.8): for each teammate of the conquering player.",
    "ally_hold": "\"When an ally holds\" (2v2, 491.8): for each teammate of the holding player.",
    "move_enemy": "\"When you move an enemy unit\" (an effect of yours moved it): `it` that unit.",
    "showdown_begins": "A unit's \"when a showdown begins here\" (a showdown at its battlefield, a combat's too, 466.2.b).",
    "opponent_plays_unit": "\"When an opponent plays a unit\" (as it is placed, 420.4.a): `it` that unit, data "
                           "`card`, `player`.",
    "enemy_dies": "\"When an enemy unit dies\": `it` that unit, for each opponent of its controller; data `bf` where it "
                  "died (-1: a base: \"when an enemy unit here dies\"), `stunned` (as it died).",
    "opponent_scores": "\"When an opponent scores\" (471: they conquer or hold a battlefield; data `scorer`).",
    "draw_second": "\"When you draw your second card each turn\" (zones.py counts the cards drawn this turn).",
    "next_unit_played": "\"The next unit you play this turn ... When you play it\" / \"The next time you play a unit "
                        "this turn\" (only as a `this_turn_trigger`): once, about that unit (`it`), as it is played.",
    "draws": "\"When you draw 1 or more cards\": once per draw instruction; data `count`, `others` (the other cards in "
             "the hand then).",
    "reduce_enemy_might": "\"When you reduce the Might of an enemy unit (here) by 1 or more\": a spell, ability or "
                          "Disarm of yours gave it -N [M]; `it` that unit, data `bf` (-1: a base).",
    "each_beginning": "A battlefield's \"at the start of each player's Beginning Phase\" (controlled by the "
                      "battlefield's controller, else the turn player).",
    "end_turn": "\"At the end of your turn\" (317.1).",
    "discard": "\"When you discard one or more cards\" (once per discard event).",
    "discarded": "\"When this is discarded\".",
    "stun_enemy": "\"When you stun an enemy unit\": `it` that unit; data `first` for the first one of an instruction "
                  "(\"when you stun one or more enemy units\").",
    "buff_unit": "\"When you buff a friendly unit\" (427.1.c: only one that gets a buff): `it` is that unit.",
    "recycle_cards": "\"When you recycle one or more cards to your Main Deck\" (once per recycle, 417; runes aren't "
                     "cards).",
    "attacks_yours": "\"When an enemy unit attacks a battlefield you control\": `it` is that unit (as it becomes an "
                     "attacker there).",
    "units_move": "One or more units move (one move event: a standard move, or an effect's move), for every player: "
                  "data `moved` ([unit, origin] pairs, origin -1 a base) and `to` (a battlefield, -1 a base).",
    "play_spell": "\"When you play a spell\": fired as the spell resolves, never for a countered one (420.4.a); "
                  "data `energy`, its printed Energy, `spent`, the Energy paid to play it; `it` the spell.",
    "play_card": "\"When you play a unit / gear / card from [Hidden]\": data `type`, `card`, `hidden`, `from_hand` (units and "
                 "gear when placed, spells when they resolve).",
    "kill": "\"When you kill a unit\": data `spell`, `stunned`, `enemy`, `source` (the spell or ability it is "
            "attributed to, 429.5) (read with the condition `event`).",
    "friendly_dies": "\"When a friendly unit dies\": `it` that unit; data `buffed`, `first` (the first unit of its "
                     "controller to die this turn).",
    "friendly_units_die": "\"When one or more friendly units die\": once for the units of its controller that die "
                          "in one event (383.3; the first one is `it`).",
    "enemy_units_die": "\"When one or more enemy units die\": once for the enemy units that die in one event (383.3; "
                       "the first one is `it`).",
    "spend_buff": "\"When you spend a buff\" (427.1.b.2: a cost or an effect of yours spends one): `it` is the unit whose "
                  "buff it was; once per buff.",
    "recycle_rune": "\"When you recycle a rune\": a rune of yours goes from the board to your Rune Deck (417.1.b: paying "
                    "Power, or an effect); once per rune.",
    "friendly_gear_dies": "\"When a friendly gear dies\": `it` that gear (its controller's); data `at_battlefield`.",
    "leaves": "\"When this leaves the board\" (a token's too, as it ceases to exist, 186.1).",
    "empowered": "When I become Empowered (442.2.a, 828.1.d).",
    "opponent_plays": "\"When an opponent plays a unit / gear\" (as it is placed, 420.4.a): `it` that card, data `type`.",
    "unit_played_here": "A battlefield's \"when a player plays a unit here\" (as it is placed, 420.4.a), controlled "
                        "by that player (Unleashed FAQ, Abandoned Hall): `it` is the unit.",
    "player_plays_spell": "A battlefield's \"when a player plays a spell\" (as it resolves, 420.4.a, as `play_spell`), "
                          "controlled by that player (Unleashed FAQ, Abandoned Hall): `it` is the spell.",
    "returned_here": "A battlefield's \"when a unit here is returned to a player's hand\" (controlled by that player, "
                     "its owner; not a token, which ceases to exist, 186.1); the card, now in a hand, isn't named.",
    "play_token": "\"When you play a token unit\" (as an effect plays it, 186): `it` is the token.",
    "it_dies": "\"When it dies this turn\" (only as a `this_turn_trigger` with `about`): that unit, once.",
    "it_wins_combat": "\"When it wins a combat this turn\" (only as a `this_turn_trigger` with `about`): that unit, "
                      "once, as its controller wins a combat where it is (468.3.c).",
    "banish_own": "\"When you banish a card you own\": an effect you control (or your spell's Flow) banishes a card of "
                  "yours (428); `it` is that card.",
    "play_ability": "\"When you play an activated ability\": fired as it resolves (as a spell's play, 420.4.a), data "
                    "`energy` (its printed Energy cost), `card` (its source), `type` (its source's card type: "
                    "\"an activated ability of a gear\").",
    "combat_ends": "\"When a combat that I was in ends\" (468.7): a unit that was an attacker or a defender in it "
                   "and is still on the board (the same object, 124).",
    "empower": "\"When you empower something (else)\" (442.2.a: the event of an object becoming Empowered, by an "
               "effect you control): `it` is what became Empowered; \"else\": `other_card`.",
    "mighty": "When I become Mighty (709).",
    "might_reaches": "\"When my Might becomes N or more\" (N: the script key `might_reaches_at`; an event like "
                     "becoming Mighty, 709, checked in each cleanup: mighty.py).",
    "unit_mighty": "When a unit you control becomes Mighty (data `unit`; `it` is that unit).",
    "alone_in_combat": "\"When a friendly unit attacks or defends alone\": `it` is that unit.",
    "ready_unit": "\"When you ready a friendly unit\" with an effect (or in the Awaken Phase): `it` is that unit.",
    "chosen_here": "A battlefield's \"when a player chooses a friendly unit here with a spell for the first time "
                   "each turn\" (controlled by that player).",
    "unit_damaged": "\"When any unit takes damage this turn\" (only as a `this_turn_trigger`): once per unit, "
                    "`it` being that unit.",
    "exhausted": "\"When I become exhausted\": a ready permanent of mine on the board is exhausted (a cost, a move, "
                 "an effect).",
    "friendly_exhausted": "\"When a friendly unit becomes exhausted\": `it` is that unit (its controller's).",
    "attack_at": "\"When one or more friendly units attack here\" (a permanent's, with the condition `event_here`): "
                 "the attacker's objects, once per combat, as it begins; data `bf`.",
    "hide_here": "A battlefield's \"when you hide a card here\" (controlled by the player who hid it, 811).",
    "play_here": "A battlefield's \"for each player, when they play a unit or gear here\" (a token too), controlled by "
                 "that player; data `first` (their first this turn there).",
    "unit_dies_here": "A battlefield's \"for each player, when a non-token unit they control dies here\", controlled by "
                      "that player; data `first` (their first this turn there).",
    "chosen": "\"When you choose me (with a spell)\": a spell or ability chose me as a target (355.7), as it was "
              "played or put on the chain, once per time chosen (a repeated spell's executions too, 820.2.a); data "
              "`by` (the player), `spell`.",
    "choose": "\"When you choose a friendly unit\": a spell or ability of yours chose a unit or gear as a target "
              "(once per time chosen); `it` is that object; data `spell`.",
})
TRIGGERS = frozenset(t.name for t in registry.terms("trigger"))  # the engine's own, as it started


_DERIVED = registry.DERIVED

registry.add_keys("passive", {
    "extra_conquer_here": "\"Your conquer effects for conquering here trigger an additional time\" (the battlefield "
                          "its source is at; rules/showdown.py).",
    "extra_hold_here": "\"Your hold effects for holding here trigger an additional time\" (rules/turn.py).",
    "hold_is_conquer": "\"My hold effects are also conquer effects, and vice versa\" (a unit's, often granted): as its "
                       "controller conquers its battlefield, its hold triggers trigger too, and as they hold it, its "
                       "conquer triggers (triggers.py).",
})


ONCE_PER_EVENT = frozenset({"friendly_units_die", "enemy_units_die"})  # "when one or more ...": one trigger for an event's objects


def _queue(st: State, oid: int, trigger: str, controller: int, it: int | None = None,
           more: dict[str, Any] | None = None) -> None:
    """Queue a trigger; `it` is the object the event was about ("give it +1"), read as "it";
    `more`: what else the ability's effect reads from its event."""
    o = st.objs[oid]
    if per_turn.used_up(st, oid, f"trigger:{trigger}", _trigger_body(st, oid, trigger)):
        return  # 386.1: performed its N times this turn, it can't trigger
    if trigger in ONCE_PER_EVENT and any(t[0] == "trigger" and t[1] == oid and t[2] == trigger
                                         and (t[5] if len(t) > 5 else 0) == 0 for t in st.tasks):
        return  # "when one or more ...": already triggered by this event (383.3)
    task: list = ["trigger", oid, trigger, controller, o.gen]
    data: dict[str, Any] = {} if it is None else {"it": it}
    data.update(more or {})
    if (o.token or "copy" in o.extra) and "text" not in data:  # the text it triggers with, even once it is
        data["text"] = st.card(oid).key  # gone (186.1, 479.1.b); a granted one's is its gear's
    if data:
        task += [0, data]
    st.tasks.append(task)


def _trigger_body(st: State, oid: int, trigger: str) -> dict[str, Any] | None:
    return ((script_for(st.card(oid)) or {}).get("triggers") or {}).get(trigger)


def _trigger_ok(st: State, oid: int, trig: dict[str, Any], controller: int, data: dict[str, Any]) -> bool:
    return holds(st, trig.get("if"), controller, oid, data=data)


def close_batch(st: State) -> None:
    """383.3, 383.3.d: an event is over. The triggers it queued were triggered simultaneously;
    later events' triggers go on the chain after them (a waiting trigger task's slot 5: 0 while its
    event is open, n >= 1 once closed as the n-th batch, "ordered" once ordered)."""
    tasks = st.tasks
    if not tasks:
        return
    top, fresh = 0, False
    for t in tasks:
        if t[0] == "trigger":
            tag = t[5] if len(t) > 5 else 0
            if tag == 0:
                fresh = True
            elif type(tag) is int and tag > top:
                top = tag
    if fresh:
        st.tasks = [[*t[:5], *[0] * (5 - len(t)), top + 1, *t[6:]]
                    if t[0] == "trigger" and (t[5] if len(t) > 5 else 0) == 0 else t for t in tasks]


def batches(fresh: list[list]) -> list[list[list]]:
    """Waiting triggers grouped by the event they came from, oldest event first (the open one last)."""
    tags = sorted({t[5] if len(t) > 5 else 0 for t in fresh}, key=lambda n: (n == 0, n))
    return [[t for t in fresh if (t[5] if len(t) > 5 else 0) == n] for n in tags]


def fire(st: State, log: Log, oid: int, trigger: str, data: dict[str, Any] | None = None) -> None:
    """Queue the named trigger of `oid` (if its script has one and its condition holds, 383.2)."""
    if oid not in st.objs:
        return
    o = st.objs[oid]
    card = st.card(oid)
    script = script_for(card)
    if trigger == "play" and layers.keyword(st, oid, "Vision"):
        _queue_vision(st, oid, o.controller)
    if trigger == "play":  # 821.1.c.7: each instance of Weaponmaster triggers separately
        for _ in range(layers.keyword(st, oid, "Weaponmaster")):  # printed or granted ("your Sand Soldiers have")
            _queue(st, oid, "weaponmaster", o.controller)
    if trigger == "play" and (card.has("Quick-Draw") or layers.keyword(st, oid, "Quick-Draw")):  # 819.1.d, 819.2:
        # one trigger however many; a granted one too ("your Equipment everywhere have [Quick-Draw]")
        _queue(st, oid, "quick_draw", o.controller)
    if trigger == "attack" and card.type == "unit" and _disarm_in_game(st):  # 831.1.b: Disarm is an attack
        disarm = layers.keyword(st, oid, "Disarm")  # trigger, once with the summed Disarm Value (831.1.d.1, 831.2)
        if disarm > 0:
            _queue(st, oid, "disarm", o.controller, more={"disarm": disarm})
    controller = o.controller
    if card.type == "battlefield":
        here = location(st, oid)
        controller = st.battlefields[here].controller if here >= 0 else -1
    trig = (script or {}).get("triggers", {}).get(trigger)
    if trig is not None and controller >= 0 and _trigger_ok(st, oid, trig, controller, data or {}):
        _queue(st, oid, trigger, controller,
               more={name: data[k] for k, name in _KEPT.get(trigger, {}).items() if data and k in data})
    _fire_granted(st, oid, trigger, controller, data or {})
    for name, test in _DERIVED.get(trigger, ()):  # a card module's trigger that follows this one
        if test(st, oid, data or {}):
            fire(st, log, oid, name, data)
    if trigger in ("conquer", "hold") and card.type == "battlefield":
        for i, b in enumerate(st.battlefields):
            if b.obj == oid and b.controller >= 0:
                broadcast(st, log, trigger, b.controller, {**(data or {}), "bf": i, "it": oid})  # "it": that battlefield
                if layers.any_passive(st, "hold_is_conquer"):  # "my hold effects are also conquer effects"
                    _swapped_scoring(st, i, "hold" if trigger == "conquer" else "conquer", {**(data or {}), "bf": i,
                                                                                           "it": oid})
                for mate in _mates(st, b.controller):  # "when you or an ally hold"
                    broadcast(st, log, f"ally_{trigger}", mate, {**(data or {}), "bf": i, "it": oid})
                for u in list(b.units):  # 823.1: Hunt triggers ("when I conquer or hold, gain X XP")
                    hunt = layers.keyword(st, u, "Hunt") if u in st.objs else 0
                    if hunt and st.objs[u].controller == b.controller:
                        _queue(st, u, "hunt", b.controller, more={"hunt": hunt})
                    # 830.1.b: a gear with Deploy: "When an opponent holds here, kill this."
                    if trigger == "hold" and u in st.objs and st.card(u).is_a("gear") \
                            and not friendly(st, st.objs[u].controller, b.controller) \
                            and layers.keyword(st, u, "Deploy"):
                        _queue(st, u, "deploy", st.objs[u].controller)


def _swapped_scoring(st: State, bf: int, other: str, data: dict[str, Any]) -> None:
    """"My hold effects are also conquer effects, and vice versa" (a passive `hold_is_conquer` of a unit there, of
    the player who scores): as that player conquers, the unit's own hold triggers trigger too, and as they hold,
    its conquer triggers (its printed and its granted ones, 718.3)."""
    b = st.battlefields[bf]
    for u in list(b.units):
        o = st.objs.get(u)
        if o is None or o.controller != b.controller or not layers.passive_flag(st, u, "hold_is_conquer"):
            continue
        trig = _trigger_body(st, u, other)
        if trig is not None and _trigger_ok(st, u, trig, b.controller, data):
            _queue(st, u, other, b.controller, it=data.get("it"),
                   more={name: data[k] for k, name in _KEPT.get(other, {}).items() if k in data})
        _fire_granted(st, u, other, b.controller, data, it=data.get("it"))


def granted(st: State, oid: int, trigger: str) -> list[tuple[int, dict[str, Any]]]:
    """(gear, trigger) for each gear attached to unit `oid` that grants it that trigger (718.3)."""
    o = st.objs.get(oid)
    if o is None or "gear" not in o.extra:
        return []
    out = []
    for g in o.extra["gear"]:
        if g in st.objs:
            script = script_for(st.card(g)) or {}
            trig = (script.get("grant_triggers") or {}).get(trigger)
            if trig is None and script.get("copies_unit_text"):  # its effect text copies the unit's (718.3)
                trig = _trigger_body(st, oid, trigger)
            if trig is not None:
                out.append((g, trig))
    return out


def _fire_granted(st: State, oid: int, trigger: str, controller: int, data: dict[str, Any],
                  it: int | None = None) -> None:
    """718.3: "Grants: When I ..." - the unit's own triggered ability, with its gear's text (kept
    should the gear leave: `text`); one per gear that grants it."""
    for g, trig in granted(st, oid, trigger):
        if controller >= 0 and _trigger_ok(st, oid, trig, controller, data):
            more = {name: data[k] for k, name in _KEPT.get(trigger, {}).items() if k in data}
            copied = (script_for(st.card(g)) or {}).get("copies_unit_text")  # the unit's own text, once more
            _queue(st, oid, GRANTED + trigger, controller, it=it,  # "this": the gear
                   more={**more, "text": st.card(oid if copied else g).key, "gear": [g, st.objs[g].gen]})


# What happened -> the trigger names it fires, in this order, so the modules where things happen
# (zones.py, play.py, mighty.py) name no trigger: `happened(st, log, "dies", oid, by=...)`. Each route
# gives who listens - the object itself (`fire`) or a player ("when you ...", `broadcast`) - and the
# event's data, or None when that trigger doesn't fire this time.
Route = Callable[[State, int, dict[str, Any]], "tuple[str, Any, dict[str, Any] | None] | None"]


def _own(st: State, oid: int, facts: dict[str, Any]) -> tuple[str, int, dict[str, Any] | None]:
    return ("self", oid, None)


def _unit_on_board(st: State, oid: int) -> bool:
    return st.objs[oid].zone in (BASE, BF) and st.card(oid).type == "unit"


def _killer(st: State, oid: int, facts: dict[str, Any]) -> tuple[str, int, dict[str, Any]] | None:
    """"When you kill a unit": the player who killed it (a kill effect, or lethal damage they dealt);
    `facts["killed"]` is what the kill was (`zones.kill_facts`), None when no player killed a unit."""
    killed = facts.get("killed")
    if killed is None:
        return None
    return ("player", facts["by"][0], killed)


def _its_controller(st: State, oid: int, facts: dict[str, Any]) -> tuple[str, int, dict[str, Any]] | None:
    """"When a friendly unit dies": the dead unit's controller."""
    o = st.objs[oid]
    if not _unit_on_board(st, oid) or o.controller < 0:
        return None
    return ("player", o.controller, {"buffed": o.buffs > 0, "it": oid, "first": facts.get("first", False)})


def _gear_controller(st: State, oid: int, facts: dict[str, Any]) -> tuple[str, int, dict[str, Any]] | None:
    """"When a friendly gear (at a battlefield) dies": the dead gear's controller."""
    o = st.objs[oid]
    if o.zone not in (BASE, BF) or not st.card(oid).is_a("gear") or o.controller < 0:  # 178.3: a unit gear too
        return None
    return ("player", o.controller, {"it": oid, "at_battlefield": o.zone == BF})


def _its_opponents(st: State, oid: int, facts: dict[str, Any]) -> tuple[str, list[int], dict[str, Any]] | None:
    """"When an enemy unit (here) dies": every opponent of the dead unit's controller; data `it`, `bf` (-1: a base),
    `stunned` (as it died: "when a stunned enemy unit dies here")."""
    o = st.objs[oid]
    if not _unit_on_board(st, oid) or o.controller < 0:
        return None
    return ("players", st.opponents(o.controller), {"it": oid, "bf": o.loc if o.zone == BF else -1,
                                                     "stunned": o.stunned})


def _opponents_of_player(st: State, oid: int, facts: dict[str, Any]) -> tuple[str, list[int], dict[str, Any]]:
    """"When an opponent plays a unit / gear": the opponents of the player who played it; data `type`, `it`."""
    return ("players", st.opponents(st.objs[oid].controller), {"type": st.card(oid).type, "it": oid})


def _played_by(st: State, oid: int, facts: dict[str, Any]) -> tuple[str, int, dict[str, Any]]:
    """"When you play a unit / gear / card from [Hidden]": the player who played it."""
    return ("player", st.objs[oid].controller, {"type": st.card(oid).type, "card": oid, "hidden": facts["hidden"],
                                                "from_hand": bool(facts.get("from_hand"))})


def _played_by_opponent(st: State, oid: int, facts: dict[str, Any]) -> tuple[str, list[int], dict[str, Any]] | None:
    """"When an opponent plays a unit": each opponent of the player who played it."""
    o = st.objs[oid]
    if st.card(oid).type != "unit":
        return None
    return ("players", st.opponents(o.controller), {"it": oid, "card": oid, "player": o.controller})


def _exhausted_controller(st: State, oid: int, facts: dict[str, Any]) -> tuple[str, int, dict[str, Any]] | None:
    """"When a friendly unit becomes exhausted": the unit's controller."""
    if not _unit_on_board(st, oid) or st.objs[oid].controller < 0:
        return None
    return ("player", st.objs[oid].controller, {"it": oid})


def _mighty_controller(st: State, oid: int, facts: dict[str, Any]) -> tuple[str, int, dict[str, Any]]:
    return ("player", st.objs[oid].controller, {"unit": oid, "it": oid})  # "ready it" (Fiora, Worthy)


def _played_here(st: State, oid: int, facts: dict[str, Any]) -> tuple[str, list[int], dict[str, Any]] | None:
    """"When a player plays a unit here": the battlefield where it was placed, for the player who played it."""
    o = st.objs[oid]
    if o.zone != BF or st.card(oid).type != "unit":
        return None
    if not o.token and scripts_use(st, "first_played_here"):  # "the first time a player plays a non-token unit
        field = st.w(st.battlefields[o.loc].obj)  # here each turn": how many each player played here this turn
        mark = field.extra.get("played_here")
        counts = dict(mark[1]) if mark and mark[0] == st.turn_number else {}
        counts[str(o.controller)] = counts.get(str(o.controller), 0) + 1
        field.extra["played_here"] = [st.turn_number, counts]
    return ("field", [o.controller, o.loc], {"it": oid, "token": o.token})


HAPPENINGS: dict[str, tuple[tuple[str, Route], ...]] = {
    "dies": (("deathknell", _own), ("die", _own), ("kill", _killer),  # 808.1.d.2: Deathknell first
             ("friendly_dies", _its_controller), ("friendly_units_die", _its_controller),
             ("enemy_dies", _its_opponents), ("enemy_units_die", _its_opponents),
             ("friendly_gear_dies", _gear_controller)),
    "deathknell_again": (("deathknell", _own),),  # "your Deathknell effects trigger an additional time"
    "discarded": (("discarded", _own),),
    "played": (("play", _own), ("play_card", _played_by),  # a unit or gear, as it is placed (420.4.a)
               ("opponent_plays_unit", _played_by_opponent), ("opponent_plays", _opponents_of_player),
               ("unit_played_here", _played_here)),
    "becomes_mighty": (("mighty", _own), ("unit_mighty", _mighty_controller)),  # 709
    "exhausted": (("exhausted", _own), ("friendly_exhausted", _exhausted_controller)),  # "becomes exhausted"
}


def happened(st: State, log: Log, what: str, oid: int, leaving: frozenset[int] = frozenset(),
             **facts: Any) -> None:
    """Fire the triggers of what happened to `oid` (`HAPPENINGS`). Objects `leaving` the board at
    that moment can't trigger on it (383.2.c.2)."""
    for name, route in HAPPENINGS[what]:
        found = route(st, oid, facts)
        if found is None:
            continue
        kind, who, data = found
        if kind == "self":
            fire(st, log, who, name, data)
        elif kind == "players":  # the same event for several players (each opponent)
            for q in who:
                broadcast(st, log, name, q, data, leaving)
        elif kind == "field":  # a battlefield's "when a player ... here", for that player
            battlefield_event(st, name, who[0], at=who[1], data=data)
        else:
            broadcast(st, log, name, who, data, leaving)


def battlefield_event(st: State, event: str, player: int, at: int | None = None,
                      data: dict[str, Any] | None = None) -> None:
    """A battlefield's trigger for `player`, who controls it: "each player's" (Obelisk of Power,
    The Arena's Greatest) or, with `at`, that battlefield's "when you attack / defend here"; "when a
    player plays a unit here / a spell" (Unleashed FAQ, Abandoned Hall: the player who makes its
    choices controls it), `data` giving `it`."""
    for i, b in enumerate(st.battlefields):
        if at is not None and i != at:
            continue
        script = script_for(st.card(b.obj))
        trig = (script or {}).get("triggers", {}).get(event)
        if trig is not None and _trigger_ok(st, b.obj, trig, player, data or {}):
            _queue(st, b.obj, event, player, it=(data or {}).get("it"))


def here_event(st: State, event: str, player: int, at: int) -> None:
    """A battlefield's "for each player, the first time they ... here each turn" (`play_here`: a unit or gear
    played there, a token too; `unit_dies_here`: a non-token unit of theirs died there): its trigger, controlled by
    that player, with data `first` - their first such event there this turn (counted on the battlefield, only
    where one listens)."""
    if at < 0 or at >= len(st.battlefields):
        return
    b = st.battlefields[at]
    if event == "play_here" and player == st.turn_player and layers.any_passive(st, "first_here"):
        note_played_here_own_turn(st, b.obj, player)
    trig = _trigger_body(st, b.obj, event)
    if trig is None:
        return
    seen = st.objs[b.obj].extra.get(event)
    players = list(seen[1]) if seen and seen[0] == st.turn_number else []
    first = player not in players
    if first:
        st.w(b.obj).extra[event] = [st.turn_number, [*players, player]]
    if _trigger_ok(st, b.obj, trig, player, {"first": first}):
        _queue(st, b.obj, event, player, more={"first": first})


def played_here_own_turn(st: State, bf_obj: int) -> list[int]:
    """The players who played a unit or gear (a token too) at this battlefield this turn, on their own turn."""
    seen = st.objs[bf_obj].extra.get("played_here_own_turn")
    return list(seen[1]) if seen and seen[0] == st.turn_number else []


def note_played_here_own_turn(st: State, bf_obj: int, player: int) -> None:
    """Noted only where a battlefield has a `first_here` passive (Hunters' Circle)."""
    if not any(s.get("first_here") and src == bf_obj for src, s in layers.statics(st)):
        return
    players = played_here_own_turn(st, bf_obj)
    if player not in players:
        st.w(bf_obj).extra["played_here_own_turn"] = [st.turn_number, [*players, player]]


def delay(st: State, oid: int, trigger: str, controller: int, about: list[int] | None = None) -> None:
    """A delayed triggered ability "at the end of this turn": the named trigger of `oid`'s script
    goes on the chain in this turn's Ending Phase (317.1); `about` ([object, generation]) is its `it`."""
    pl = st.players[controller]
    pl.extra["delayed"] = [*pl.extra.get("delayed", []), [st.turn_number, oid, trigger, *([about] if about else [])]]


def until_end_of_turn(st: State, oid: int, trigger: str, controller: int, about: list[int] | None = None,
                      on: str | None = None) -> None:
    """A triggered ability an effect creates for the rest of this turn ("when any unit takes
    damage this turn, kill it"): the named trigger of `oid`'s script, controlled by `controller`,
    listens to its event until the turn ends (a spell's, from wherever the card is now). `about`
    ([object, generation]): "the next time it takes damage this turn" - that object only, once
    (392: a delayed trigger)."""
    pl = st.players[controller]
    live = [e for e in pl.extra.get("this_turn", []) if e[0] == st.turn_number]
    tail: list[Any] = [about] if about else []
    if on is not None:  # it listens for that event ("when a friendly unit is played this turn": play_card)
        tail = [about, on]
    pl.extra["this_turn"] = [*live, [st.turn_number, oid, trigger, st.card(oid).key, *tail]]


def _this_turn(st: State, event: str, player: int, data: dict[str, Any]) -> None:
    """This-turn triggered abilities created to listen for `event` (`on`), for an event of `player` or a
    teammate's ("when a friendly unit is played this turn"): queued, `it` being the event's object."""
    from ..read.conditions import friendly

    for p, pl in enumerate(st.players):
        for entry in pl.extra.get("this_turn", ()):
            if entry[0] != st.turn_number or len(entry) < 6 or entry[5] != event or not friendly(st, p, player):
                continue
            src, trigger, key = entry[1], entry[2], entry[3]
            trig = trigger_def(st.table.defs[key], trigger)
            if holds(st, trig.get("if"), p, src, data=data):
                it = data.get("it", data.get("card"))
                gen = st.objs[src].gen if src in st.objs else 0
                st.tasks.append(["trigger", src, trigger, p, gen, 0,
                                 {"it": it, "it_gen": st.objs[it].gen if it in st.objs else 0, "text": key}])


def next_unit_played(st: State, p: int, oid: int) -> None:
    """"When you play it" of "the next unit you play this turn" / "the next time you play a unit this
    turn": `p`'s this-turn `next_unit_played` triggers, once, about that unit (`it`)."""
    next_time(st, "next_unit_played", p, {"it": oid, "it_gen": st.objs[oid].gen})


def about_this_turn(st: State, trigger: str, oid: int) -> None:
    """Queue the `trigger` abilities an effect created this turn about this very object ("when it dies this
    turn", "when it wins a combat this turn": `this_turn_trigger` with `about`), each once (392)."""
    o = st.objs[oid]
    for p, pl in enumerate(st.players):
        entries = pl.extra.get("this_turn")
        if not entries:
            continue
        used = []
        for entry in entries:
            turn, src, name, key = entry[:4]
            about = entry[4] if len(entry) > 4 else None
            if turn != st.turn_number or name != trigger or about is None or about != [oid, o.gen]:
                continue
            gen = st.objs[src].gen if src in st.objs else 0
            st.tasks.append(["trigger", src, trigger, p, gen, 0, {"it": oid, "text": key}])
            used.append(entry)
        if used:
            pl.extra["this_turn"] = [e for e in entries if e not in used]


def await_event(st: State, player: int, event: str, src: int, trigger: str, controller: int,
                about: list[int] | None = None) -> None:
    """A delayed triggered ability that waits, beyond this turn, for `player`'s next `event` ("when they hold,
    return it to their hand (even if I'm no longer on the board)", 393): `src`'s `trigger` (its text kept),
    controlled by `controller`, once; `about` ([object, generation]) is its `it`."""
    pl = st.players[player]
    entry = [event, src, trigger, st.card(src).key, controller, *([about] if about else [])]
    pl.extra["awaiting"] = [*pl.extra.get("awaiting", []), entry]


def _awaited(st: State, player: int, event: str) -> None:
    pl = st.players[player]
    entries = pl.extra.get("awaiting", [])
    used = [e for e in entries if e[0] == event]
    for _event, src, trigger, key, controller, *about in used:
        gen = st.objs[src].gen if src in st.objs else 0
        data: dict[str, Any] = {"text": key}
        if about:
            data.update(it=about[0][0], it_gen=about[0][1])
        st.tasks.append(["trigger", src, trigger, controller, gen, 0, data])
    left = [e for e in entries if e[0] != event]
    if left:
        pl.extra["awaiting"] = left
    else:
        pl.extra.pop("awaiting", None)


def next_time(st: State, trigger: str, player: int, data: dict[str, Any]) -> None:
    """"The next time you play a unit this turn, ...": `player`'s this-turn `trigger` abilities (no `about`)
    trigger once, with the event's `it`, and stop listening (392)."""
    pl = st.players[player]
    entries = pl.extra.get("this_turn")
    if not entries:
        return
    used = [e for e in entries if e[0] == st.turn_number and e[2] == trigger and len(e) == 4]
    for _turn, src, name, key in used:
        gen = st.objs[src].gen if src in st.objs else 0
        st.tasks.append(["trigger", src, name, player, gen, 0, {**data, "text": key}])
    if used:
        pl.extra["this_turn"] = [e for e in entries if e not in used]


def units_took_damage(st: State, oids: list[int]) -> None:
    """The event "a unit takes damage" (418: damage marked on it), for units that took damage at
    the same moment (one Deal, or combat damage, 467.2.d): each this-turn "unit_damaged" ability
    triggers once per unit, "it" being that unit (383.2.c); one about a unit, only for it, once."""
    for p, pl in enumerate(st.players):
        entries = pl.extra.get("this_turn", ())
        used = []
        for entry in entries:
            turn, src, trigger, key = entry[:4]
            if turn != st.turn_number or trigger != "unit_damaged":
                continue
            about = entry[4] if len(entry) > 4 else None
            gen = st.objs[src].gen if src in st.objs else 0
            for u in oids:  # the text it triggers with, kept even if the card has left (186.1)
                if about is not None and (u != about[0] or st.objs[u].gen != about[1]):
                    continue
                st.tasks.append(["trigger", src, trigger, p, gen, 0,
                                 {"it": u, "it_gen": st.objs[u].gen, "text": key}])
                if about is not None:
                    used.append(entry)
        if used:
            pl.extra["this_turn"] = [e for e in entries if e not in used]


def delay_to_next_main(st: State, oid: int, trigger: str, controller: int, data: dict[str, Any]) -> None:
    """A delayed triggered ability "at the start of your next Main Phase" (393): the named trigger of
    `oid`'s script goes on the chain as that player's next Main Phase starts (this turn's, when it is still
    to come), knowing `data` (where its source was: "this battlefield")."""
    pl = st.players[controller]
    pl.extra["next_main"] = [*pl.extra.get("next_main", []), [oid, trigger, st.objs[oid].gen, dict(data)]]


def delayed_next_main(st: State) -> None:
    """The turn player's Main Phase starts: their "at the start of your next Main Phase" triggers."""
    p = st.turn_player
    for oid, trigger, _gen, data in st.players[p].extra.pop("next_main", []):
        if oid in st.objs:
            event = dict(data)
            if st.objs[oid].token or "copy" in st.objs[oid].extra:
                event["text"] = st.card(oid).key
            st.tasks.append(["trigger", oid, trigger, p, st.objs[oid].gen, 0, event])


def extra_scorings(st: State, bf: int, player: int, event: str) -> int:
    """"Your conquer (hold) effects for conquering (holding) here trigger an additional time": how many
    such passives of `player`'s objects at battlefield `bf` apply (`extra_conquer_here`, `extra_hold_here`)."""
    key = f"extra_{event}_here"
    return sum(1 for src, s in layers.statics(st) if s.get(key) and src in st.objs
               and st.objs[src].controller == player and location(st, src) == bf
               and holds(st, s.get("if"), player, src))


def delayed_end_of_turn(st: State) -> None:
    for p, pl in enumerate(st.players):
        for turn, oid, trigger, *about in pl.extra.pop("delayed", []):
            if turn == st.turn_number and oid in st.objs:
                if about:
                    _queue(st, oid, trigger, p, it=about[0][0], more={"it_gen": about[0][1]})
                else:
                    _queue(st, oid, trigger, p)


def _queue_vision(st: State, oid: int, controller: int) -> None:
    """817: Vision is "when this is played, predict" (one trigger per instance)."""
    for _ in range(layers.keyword(st, oid, "Vision")):  # printed or granted (Gemcraft Seer)
        st.tasks.append(["trigger", oid, "vision", controller, st.objs[oid].gen])


_EVENT_KEYS: dict[tuple[int, str], tuple[object, int, frozenset[str]]] = {}
_DISARM: dict[int, tuple[object, int, bool]] = {}


def listened(st: State, *events: str) -> bool:
    """Whether a card of this game has a trigger for one of these events (so games without one skip them)."""
    return any(_event_keys(st, e) for e in events)


def _disarm_in_game(st: State) -> bool:
    """Whether a card of this game prints Disarm or a passive grants it (cached per table): 831."""
    entry = _DISARM.get(id(st.table))
    if entry is not None and entry[0] is st.table and entry[1] == len(st.table.defs):
        return entry[2]
    found = any(c.has("Disarm") or "Disarm" in str(script_for(c) or "") for c in st.table.defs.values())
    if len(_DISARM) > 256:
        _DISARM.clear()
    _DISARM[id(st.table)] = (st.table, len(st.table.defs), found)
    return found


def scripts_use(st: State, term: str) -> bool:
    """Whether a script of this game's cards names `term` (a condition whose record the engine keeps only
    when a card reads it, as `combat_wins`; cached per table)."""
    import json

    entry = _EVENT_KEYS.get((id(st.table), "uses:" + term))
    if entry is not None and entry[0] is st.table and entry[1] == len(st.table.defs):
        return bool(entry[2])
    found = frozenset(k for k, c in st.table.defs.items() if f'"{term}"' in json.dumps(script_for(c) or {}))
    _EVENT_KEYS[(id(st.table), "uses:" + term)] = (st.table, len(st.table.defs), found)
    return bool(found)


def _event_keys(st: State, event: str) -> frozenset[str]:
    """Keys of this game's cards whose scripts have a trigger for `event` (cached per table)."""
    entry = _EVENT_KEYS.get((id(st.table), event))
    if entry is not None and entry[0] is st.table and entry[1] == len(st.table.defs):
        return entry[2]
    keys = frozenset(k for k, c in st.table.defs.items() if event in ((script_for(c) or {}).get("triggers") or {}))
    if len(_EVENT_KEYS) > 1024:
        _EVENT_KEYS.clear()
    _EVENT_KEYS[(id(st.table), event)] = (st.table, len(st.table.defs), keys)
    return keys


def _mates(st: State, p: int) -> list[int]:
    """`p`'s allies still in the game (2v2, 491.8)."""
    team = st.players[p].team
    return [q for q in st.active_players if q != p and team and st.players[q].team == team]


def _count_card_played(st: State, player: int, data: dict[str, Any]) -> None:
    """"When you play your first card each turn": the cards (not tokens) `player` played this turn, counted as
    the play completes (420.4.a: a unit or gear placed, a spell resolved; a countered one isn't played)."""
    card = st.objs.get(data.get("card", -1))
    if card is None or card.token:
        return
    pl = st.players[player]
    mark = pl.extra.get("cards_played")
    pl.extra["cards_played"] = [st.turn_number, (mark[1] if mark and mark[0] == st.turn_number else 0) + 1]


def broadcast(st: State, log: Log, event: str, player: int, data: dict[str, Any] | None = None,
              leaving: frozenset[int] = frozenset()) -> None:
    """An event of `player` ("when you ..."): queue that trigger of each of their objects on the
    board and of their legend whose condition holds, and of cards in their trash whose trigger
    says `"from": "trash"` (Immortal Phoenix). Objects `leaving` the board at the moment of the
    event can't trigger from the board (383.2.c.2, 384.2)."""
    if event == "play_card" and scripts_use(st, "first_card_this_turn"):
        _count_card_played(st, player, data or {})
    for name, test in _DERIVED.get(event, ()):  # a card module's "when you ..." that follows this one
        if test(st, player, data or {}):
            broadcast(st, log, name, player, data, leaving)
    if "awaiting" in st.players[player].extra:  # "when they hold, return it" (a delayed trigger, `await_event`)
        _awaited(st, player, event)
    if any(len(e) > 5 for pl in st.players for e in pl.extra.get("this_turn", ())):
        _this_turn(st, event, player, data or {})
    keys = _event_keys(st, event)
    gear_keys = _grant_keys(st, event)
    if not keys and not gear_keys:  # no card of this game listens for it
        return
    data = data or {}
    owned = list(st.players[player].base) + [u for b in st.battlefields for u in b.units]
    owned += st.players[player].legends()
    trash = list(st.players[player].trash)
    # a battlefield the player controls: "while you control this battlefield, when you ..." (its own events -
    # conquer, hold, attack here... - are fired where they happen)
    fields = [] if event in _FIELD_OWN else [b.obj for b in st.battlefields if b.controller == player]
    for oid in owned + trash + fields:
        o = st.objs.get(oid)
        if gear_keys and o is not None and "gear" in o.extra and o.controller == player and oid not in leaving \
                and o.zone in (BASE, BF) and not _elsewhere(st, oid, event, data, {}):
            _fire_granted(st, oid, event, player, data, it=data.get("it"))
        if o is None or (o.card not in keys and "copy" not in o.extra):  # a copy: its copied text
            continue
        in_trash = o.zone == TRASH
        if not in_trash and oid not in fields and (o.controller != player or o.zone not in (BASE, BF, LEGEND)
                                                   or oid in leaving):
            continue
        script = script_for(st.card(oid))
        trig = (script or {}).get("triggers", {}).get(event)
        if trig is None or (trig.get("from") == "trash") != in_trash:
            continue
        if _elsewhere(st, oid, event, data, trig):
            continue  # a unit's "when I conquer / hold": only a unit there (383.4.c.2.a, 383.4.d.2.a)
        if _trigger_ok(st, oid, trig, player, data):
            _queue(st, oid, event, player, it=data.get("it"),
                   more={name: data[k] for k, name in _KEPT.get(event, {}).items() if k in data})


def _elsewhere(st: State, oid: int, event: str, data: dict[str, Any], trig: dict[str, Any]) -> bool:
    """A unit's "when I conquer / hold" is only for a unit at that battlefield (383.4.c.2.a,
    383.4.d.2.a), unless the trigger says "when you" (`you`)."""
    o = st.objs[oid]
    return event in ("conquer", "hold", "win_combat") and "bf" in data and not trig.get("you") \
        and not (o.zone == BF and o.loc == data["bf"]) and st.card(oid).type == "unit"


def _grant_keys(st: State, event: str) -> frozenset[str]:
    """Keys of this game's gear whose `grant_triggers` have `event` (cached per table)."""
    cache_key = "grant:" + event
    entry = _EVENT_KEYS.get((id(st.table), cache_key))
    if entry is not None and entry[0] is st.table and entry[1] == len(st.table.defs):
        return entry[2]
    keys = frozenset(k for k, c in st.table.defs.items()
                     if event in ((script_for(c) or {}).get("grant_triggers") or {})
                     or (script_for(c) or {}).get("copies_unit_text"))  # any event: its unit's
    _EVENT_KEYS[(id(st.table), cache_key)] = (st.table, len(st.table.defs), keys)
    return keys


# What else of an event its triggered abilities read as they resolve, and the name they read it by (a chain item's
# own `card` is its card's key: the card a `play_card` event played is `played`).
_KEPT = {"units_move": {"to": "to"}, "move": {"from": "from"}, "enemy_dies": {"bf": "bf"},
         "play_card": {"card": "played"}}
# A battlefield's triggers fired where they happen, never by a broadcast to its controller.
_FIELD_OWN = frozenset({"conquer", "hold", "attack", "defend", "first_beginning", "each_beginning", "moves_from",
                        "chosen_here"})


def fire_in_trash(st: State, oid: int, event: str, player: int, data: dict[str, Any]) -> None:
    """383.2.c.1: an object whose trigger is active in the trash and that entered it with the event
    (Immortal Phoenix killed by its owner's spell) triggers, as if it had been there already."""
    trig = ((script_for(st.card(oid)) or {}).get("triggers") or {}).get(event)
    if trig is not None and trig.get("from") == "trash" and _trigger_ok(st, oid, trig, player, data):
        _queue(st, oid, event, player, it=data.get("it"))


def readied_units(st: State, log: Log, player: int, oids: list[int]) -> None:
    """"When you ready a friendly unit" (Pirate's Haven) for units `player` readied at once - the
    Awaken Phase's readying too (315.1.b, 416.3.a; ruling 105); only cards that listen pay for it."""
    if not _event_keys(st, "ready_unit"):
        return
    for oid in oids:
        if oid in st.objs and layers.is_unit(st, oid):
            broadcast(st, log, "ready_unit", player, {"it": oid})


def note_move(st: State, log: Log, oid: int, origin: int = -1) -> None:
    """Count a unit's moves this turn and fire its "move" trigger (Yasuo, Windrider; Kayn); a
    battlefield it moved from (`origin`) fires "moves_from" about it (Back-Alley Bar)."""
    from ..read.conditions import moves_this_turn

    n = moves_this_turn(st, oid) + 1
    st.w(oid).extra["moves"] = [st.turn_number, n]
    if scripts_use(st, "where_i_moved"):  # "a unit at a battlefield I moved to or from": its last move's origin
        st.w(oid).extra["moved_from"] = [st.turn_number, origin]
    fire(st, log, oid, "move", {"moves": n, "from": origin})
    if 0 <= origin < len(st.battlefields):
        b = st.battlefields[origin]
        trig = (script_for(st.card(b.obj)) or {}).get("triggers", {}).get("moves_from")
        ctrl = b.controller if b.controller >= 0 else st.objs[oid].controller
        if trig is not None and _trigger_ok(st, b.obj, trig, ctrl, {}):
            _queue(st, b.obj, "moves_from", ctrl, it=oid)


def units_moved(st: State, log: Log, moved: list[list[int]], to: int) -> None:
    """One move event (a standard move of one or more units, or one unit an effect moves, 421):
    "units_move" for every player, data `moved` ([unit, origin] pairs) and `to` (-1: a base)."""
    if not moved or not _event_keys(st, "units_move") and not _DERIVED.get("units_move"):
        return
    for p in st.active_players:
        broadcast(st, log, "units_move", p, {"moved": [list(m) for m in moved], "to": to})


def chose(st: State, log: Log, p: int, targets: list[int], spell: bool, source: int) -> None:
    """355.7: player `p`'s spell or ability chose these objects as targets (once per time chosen): each
    chosen object's "when you choose me" ("chosen") and `p`'s "when you choose a ..." ("choose"); and a
    record for "if you've chosen enemy units and/or gear twice this turn with spells or unit abilities"
    (player mark `chose_enemies`: [turn, how many spells or abilities did]), and one for "if you've chosen an
    enemy unit this turn" with any spell or ability (player mark `chose_enemy_unit`: the turn)."""
    from ..read.conditions import friendly

    board = [t for t in targets if t in st.objs and st.objs[t].zone in (BASE, BF)]
    unit_source = source in st.objs and st.card(source).type == "unit"
    if (spell or unit_source) and scripts_use(st, "chose_enemies_at_least") and any(st.card(t).type in ("unit", "gear") and not friendly(st, st.objs[t].controller, p)
                                      for t in board):
        pl = st.players[p]
        mark = pl.extra.get("chose_enemies")
        n = mark[1] + 1 if mark and mark[0] == st.turn_number else 1
        pl.extra["chose_enemies"] = [st.turn_number, n]
    if scripts_use(st, "chose_enemy_unit_this_turn") and any(
            st.card(t).type == "unit" and not friendly(st, st.objs[t].controller, p) for t in board):
        st.players[p].extra["chose_enemy_unit"] = st.turn_number  # "if you've chosen an enemy unit this turn"
    if not (_event_keys(st, "chosen") or _event_keys(st, "choose")):
        return
    for t in board:
        fire(st, log, t, "chosen", {"by": p, "spell": spell})
        broadcast(st, log, "choose", p, {"it": t, "spell": spell})


def chosen_here(st: State, p: int, targets: list[int]) -> None:
    """"When a player chooses a friendly unit here with a spell for the first time each turn"
    (The Dreaming Tree): queued for that player, once per turn each."""
    from ..read.conditions import friendly

    for i, b in enumerate(st.battlefields):
        trig = (script_for(st.card(b.obj)) or {}).get("triggers", {}).get("chosen_here")
        seen = st.objs[b.obj].extra.get("chosen", {})
        if trig is None or seen.get(str(p)) == st.turn_number:
            continue
        if any(t in st.objs and st.objs[t].zone == BF and st.objs[t].loc == i and st.card(t).type == "unit"
               and friendly(st, st.objs[t].controller, p) for t in targets):
            st.w(b.obj).extra["chosen"] = {**seen, str(p): st.turn_number}
            _queue(st, b.obj, "chosen_here", p)
