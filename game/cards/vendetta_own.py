"""Vendetta (VEN), issue 21: cards scripted with the engine's vocabulary and, where one card needs it, a term
of their own registered here beside it. Each entry quotes its printed text; its test is in
`tests/cards/test_vendetta_own.py`.
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
    ask_cards,
    ask_option,
    banish,
    burn,
    do,
    draw,
    give_control_recall,
    might,
    objs,
    on,
    passive,
    run_verb,
    spell,
    to_hand,
    to_trash,
    trigger,
    unit,
    victory_score,
)

EMPOWERED = {"empowered": True}


def _mine_this_turn(st: State, player: int) -> list[int]:
    """The cards `player` finalized ("played", 420) this turn that are still known."""
    mark = st.players[player].extra.get("finalized")
    ids = mark[1] if mark and mark[0] == st.turn_number else []
    return [i for i in ids if i in st.objs]


# Plaza Guardian: "I cost [1] less for each gear you control."
@registry.value("gear_count", "`{\"gear_count\": \"you\"}`: the gear you control on the board (a token too).")
def gear_count(st: State, v: dict[str, Any], controller: int, source: int, ref: Any) -> int:
    return sum(1 for o in st.objs.values() if o.controller == controller and o.zone in (BASE, BF)
               and st.card(o.id).is_a("gear"))


# Swain, Visionary: "if you've played a non-token unit, a non-token gear, and a spell this turn"
@registry.condition("played_unit_gear_spell", "You've played (finalized, 420) a unit, a gear and a spell this turn "
                    "(cards: tokens are never played from a hand).")
def played_unit_gear_spell(st: State, want: Any, controller: int, source: int, subject: int | None,
                           data: dict[str, Any]) -> bool:
    types = {st.table.defs[st.objs[i].card].type for i in _mine_this_turn(st, controller) if not st.objs[i].token}
    return {"unit", "gear", "spell"} <= types


# Jayce, Brilliant Inventor: "the first time you play a non-token gear each turn"
@registry.condition("first_gear_this_turn", "The event's card (`play_card`) is a gear and the first non-token gear "
                    "you've played (finalized) this turn.")
def first_gear_this_turn(st: State, want: Any, controller: int, source: int, subject: int | None,
                         data: dict[str, Any]) -> bool:
    card = data.get("card")
    if data.get("type") != "gear" or card not in st.objs or st.objs[card].token:
        return not want
    gear = [i for i in _mine_this_turn(st, controller) if st.table.defs[st.objs[i].card].type == "gear"
            and not st.objs[i].token]
    return (gear[:1] == [card]) == bool(want)


# Kinkou Temple: "Units here with [Tank]"
# Kennen, Keeper of Balance: "While there's a stunned enemy unit here"
@registry.condition("stunned_enemy_here", "There is a stunned enemy unit at the source's battlefield.")
def stunned_enemy_here(st: State, want: Any, controller: int, source: int, subject: int | None,
                       data: dict[str, Any]) -> bool:
    o = st.objs.get(source)
    here = st.battlefields[o.loc].units if o is not None and o.zone == BF else []
    return any(st.objs[u].stunned and st.objs[u].controller != o.controller and st.card(u).type == "unit"
               for u in here) == bool(want)


# Corrupted Dragon: "If your score is not within 3 points of the Victory Score"
@registry.condition("own_score_within", "Your score is within N points of the Victory Score.")
def own_score_within(st: State, want: Any, controller: int, source: int, subject: int | None,
                     data: dict[str, Any]) -> bool:
    return victory_score(st) - st.players[controller].points <= want


# Bottled Constellation: "kill 3 other friendly units and/or gear"
@registry.condition("other_permanents_at_least", "You control N or more units and / or gear other than the source.")
def other_permanents_at_least(st: State, want: Any, controller: int, source: int, subject: int | None,
                              data: dict[str, Any]) -> bool:
    return sum(1 for o in st.objs.values() if o.id != source and o.controller == controller and o.zone in (BASE, BF)
               and st.card(o.id).type in ("unit", "gear")) >= want


# Pakaa Protector: "reveal the top card of your Main Deck. If it's a unit, draw it. Otherwise, put it in your
# trash and give me +2 [M] this turn."
@registry.verb("reveal_top_unit_or_trash", "Reveal the top card of your Main Deck (425): a unit is drawn; anything "
               "else goes to your trash and the source gets +2 [M] this turn. An empty deck reveals nothing.")
def reveal_top_unit_or_trash(ctx: Ctx) -> None:
    st, p = ctx.st, ctx.controller
    deck = st.players[p].main_deck
    if not deck:
        return
    top = deck[0]
    name, who = st.name(top), st.players[p].name
    ctx.log.add("reveal", f"{who} reveals {name} from the top of their Main Deck", ALL, player=p, name=name)
    if st.card(top).type == "unit":
        draw(st, ctx.log, p, 1)
        return
    to_trash(st, top)
    ctx.log.add("trash", f"{who} puts {name} into their trash", ALL, player=p, name=name)
    run_verb(ctx, "might", amount=2, to="self")


# Blade Twirler: "choose a player. They [Burn 1]." (chosen as it resolves)
@registry.verb("choose_player_burn", "`amount`: you choose a player (`choose_option` among the players' names, "
               "yourself too); they [Burn N] (441).")
def choose_player_burn(ctx: Ctx, amount: int = 1) -> bool | None:
    names = [pl.name for pl in ctx.st.players if not pl.removed]
    branches = {pl.name: [do("burn_player", amount=amount, player=i)] for i, pl in enumerate(ctx.st.players)
                if not pl.removed}
    return ask_option(ctx, ctx.controller, names, branches, {"purpose": "choose_player"})


@registry.verb("burn_player", "`amount`, `player` (an index): that player [Burns N] (441); the step a "
               "`choose_player_burn` answer runs.")
def burn_player(ctx: Ctx, amount: int = 1, player: int = 0) -> None:
    burn(ctx.st, ctx.log, player, amount)


# Lightning Rush: "You may choose a card from among them and draw it. Put the rest into your trash."
@registry.verb("draw_chosen_trash_looked", "After `look_choose`: the card chosen goes to your hand (\"draw it\"), the "
               "others looked at still on top of that deck go to your trash (not burned: 441 is its own action).")
def draw_chosen_trash_looked(ctx: Ctx) -> None:
    st = ctx.st
    looked = ctx.data.pop("looked", None)
    if not looked:
        return
    p, n = looked
    chosen = [c for c in ctx.data.get("chosen", []) if c in st.objs and st.objs[c].zone == "main_deck"]
    top = list(st.players[p].main_deck[:n])
    for c in chosen:
        to_hand(st, c)
        ctx.log.add("draw", f"{st.players[p].name} draws a card", ALL, player=p)
    for c in top:
        if c not in chosen:
            to_trash(st, c)
    rest = len(top) - len(chosen)
    if rest:
        ctx.log.add("trash", f"{st.players[p].name} puts {rest} card{'s' if rest > 1 else ''} into their trash", ALL,
                    player=p)


# Gust Monk: "banish a card from any trash"; Shadows of the Past: "up to 2 units from trashes"
@registry.verb("choose_in_trashes", "`what` (card, unit), `count`, `up_to`: you choose cards in any player's trash, as "
               "the effect resolves (`chosen`; none when there are none).")
def choose_in_trashes(ctx: Ctx, what: str = "card", count: int = 1, up_to: bool = False) -> bool | None:
    pool = [c for pl in ctx.st.players for c in pl.trash if what == "card" or ctx.st.card(c).type == what]
    return ask_cards(ctx, ctx.controller, pool, count, up_to)


# Temporal Breach: "Banish a unit, then its owner plays it to the same location, ignoring its cost."
@registry.verb("banish_and_replay", "`to`: banish the unit, then its owner plays it to the location it was at,"
               " ignoring its cost (420.3; a token ceases to exist, 186.1: nothing to play).")
def banish_and_replay(ctx: Ctx, to: Any = "t0") -> bool | None:
    st = ctx.st
    found = [o for o in objs(ctx, to) if st.objs[o].zone in (BASE, BF)]
    if not found:
        return None
    oid = found[0]
    o = st.objs[oid]
    where: Any = o.loc if o.zone == BF else "base"
    owner = o.owner
    banish(st, ctx.log, oid)
    if oid not in st.objs:  # a token: gone
        return None
    mine = Ctx(st, ctx.log, owner, ctx.source, [oid], ctx.item, {}, ctx.spell)
    return run_verb(mine, "play_free", card="t0", where=where)


# Glowstone: "Choose a player. They gain control of this and recall it."
@registry.verb("give_to_a_player", "You choose a player (`choose_option` by name, yourself too); they gain control of "
               "the source and recall it (to their base, 456).")
def give_to_a_player(ctx: Ctx) -> bool | None:
    live = [(i, pl.name) for i, pl in enumerate(ctx.st.players) if not pl.removed]
    branches = {name: [do("_given_to", player=i)] for i, name in live}
    return ask_option(ctx, ctx.controller, [name for _, name in live], branches, {"purpose": "give_to_player"})


@registry.verb("_given_to", "The player chosen gains control of the source and recalls it.")
def _given_to(ctx: Ctx, player: int) -> None:
    if ctx.source in ctx.st.objs:
        give_control_recall(ctx.st, ctx.log, ctx.source, player)


# Decree of Strength: "They reveal their hand and you choose a Mind card from it. They recycle that card."
@registry.verb("reveal_hand_recycle_domain", "`domain`: an opponent (chosen as it resolves when there are several) "
               "reveals their hand (425); you choose a card of that domain by name; they recycle it (417).")
def reveal_hand_recycle_domain(ctx: Ctx, domain: str) -> bool | None:
    opponents = ctx.st.opponents(ctx.controller)
    names = [ctx.st.players[q].name for q in opponents]
    branches = {name: [do("_hand_revealed_domain", player=q, domain=domain)]
                for name, q in zip(names, opponents, strict=True)}
    return ask_option(ctx, ctx.controller, names, branches)


@registry.verb("_hand_revealed_domain", "One opponent's hand revealed: choose a card of that domain by name.")
def _hand_revealed_domain(ctx: Ctx, player: int, domain: str) -> bool | None:
    st = ctx.st
    hand = st.players[player].hand
    shown = ", ".join(st.name(c) for c in hand) or "nothing"
    ctx.log.add("reveal", f"{st.players[player].name} reveals their hand: {shown}", ALL, player=player)
    names = sorted({st.name(c) for c in hand if domain in st.card(c).domains})
    branches = {name: [do("_hand_pick", player=player, name=name, then="recycle")] for name in names}
    return ask_option(ctx, ctx.controller, names, branches, {"purpose": "recycle_from_hand"})


# Cataclysmic Duel: "Each player chooses a unit they control."
@registry.verb("choose_unit_to_keep", "In `each_player`: that player chooses one of the units they control "
               "(`chosen`, added to the others' choices).")
def choose_unit_to_keep(ctx: Ctx) -> bool | None:
    p = int(ctx.data.get("player", ctx.controller))
    st = ctx.st
    pool = [u for u in st.players[p].base + [x for b in st.battlefields for x in b.units]
            if st.objs[u].controller == p and st.card(u).type == "unit"]
    return ask_cards(ctx, p, pool, 1, add=True)


# Decree of Discord: "any number of enemy Order units with total Might 5 or less"
@registry.verb("choose_within_total_might", "`among` (a selector), `total`: you choose units one at a time, each "
               "with no more Might than what's left of the total, until you choose none (`chosen`).")
def choose_within_total_might(ctx: Ctx, among: Any, total: int) -> bool | None:
    st = ctx.st
    chosen = [c for c in ctx.data.get("chosen", []) if c in st.objs]
    if ctx.data.get("total_done") or ctx.data.get("total_n", -1) == len(chosen):
        ctx.data["total_done"] = True
        return None
    ctx.data["total_n"] = len(chosen)
    left = total - sum(max(0, might(st, c)) for c in chosen)
    pool = [u for u in objs(ctx, among) if u not in chosen and max(0, might(st, u)) <= left]
    if not pool:
        ctx.data["total_done"] = True
        return None
    return ask_cards(ctx, ctx.controller, pool, 1, up_to=True, add=True)


# Forgotten Relic: "[Burn 1]. When you burn a unit this way, do this: ..."
@registry.verb("burn_one_note_unit", "[Burn 1] (441); a unit burned this way is `it` for the reflexive trigger that "
               "follows (the condition `burned_unit`).")
def burn_one_note_unit(ctx: Ctx) -> None:
    st, p = ctx.st, ctx.controller
    deck = st.players[p].main_deck
    top = deck[0] if deck else None
    burn(st, ctx.log, p, 1)
    if top is not None and top in st.objs and st.objs[top].zone == "trash" and st.card(top).type == "unit":
        ctx.data["it"] = top


@registry.condition("burned_unit", "`burn_one_note_unit` burned a unit (true) or not (false).")
def burned_unit(st: State, want: Any, controller: int, source: int, subject: int | None,
                data: dict[str, Any]) -> bool:
    return (data.get("it") is not None) == bool(want)


# Kharox: "choose an opponent. They [Burn 3]. Then you may do this: Choose a unit in their trash and play it,
# ignoring its cost."
@registry.verb("opponent_burns_then_may_play", "`amount`: you choose an opponent (by name, when there are several); "
               "they [Burn N]; then you may choose a unit in their trash and play it, ignoring its cost (420.3).")
def opponent_burns_then_may_play(ctx: Ctx, amount: int = 3) -> bool | None:
    opponents = ctx.st.opponents(ctx.controller)
    names = [ctx.st.players[q].name for q in opponents]
    branches = {name: [do("burn_player", amount=amount, player=q),
                       do("may", then=[do("_choose_trash_unit_of", player=q),
                                       do("play_free", card="chosen")])]
                for name, q in zip(names, opponents, strict=True)}
    return ask_option(ctx, ctx.controller, names, branches)


@registry.verb("_choose_trash_unit_of", "You choose a unit in that player's trash (`chosen`).")
def _choose_trash_unit_of(ctx: Ctx, player: int) -> bool | None:
    pool = [c for c in ctx.st.players[player].trash if ctx.st.card(c).type == "unit"]
    ctx.data.pop("chosen", None)
    return ask_cards(ctx, ctx.controller, pool, 1)


# Akali, Rogue Assassin: "a friendly unit in a showdown"
@registry.selector("in_showdown", "At the battlefield where a showdown (or combat) is going on.")
def in_showdown(st: State, want: Any, oid: int, controller: int, source: int) -> bool:
    o = st.objs[oid]
    return (st.showdown is not None and o.zone == BF and o.loc == st.showdown.bf) == bool(want)


EXHAUSTED_ELSE = {"any_of": [{"what": w, "exhausted": True, "other": True} for w in ("unit", "gear", "rune", "legend")],
                  "optional": True, "may": True}

SCRIPTS: dict[str, Any] = {
    # "The first time I move each turn, choose a player. They [Burn 1]."
    "Blade Twirler": on("move", do("choose_player_burn", amount=1), cond={"moved": 1}),
    # "When I move, reveal the top card of your Main Deck. If it's a unit, draw it. Otherwise, put it in your
    # trash and give me +2 [M] this turn."
    "Pakaa Protector": on("move", do("reveal_top_unit_or_trash")),
    # "Discard a gear, [1], [E]: Deal 4 to a unit at a battlefield."
    "Sky Cruiser": {"abilities": [{"cost": {"discard_a": "gear", "energy": 1, "exhaust": True},
                                   "targets": [unit(where="battlefield")], "effects": [do("deal", amount=4, to="t0")]}]},
    # "I cost [1] less for each gear you control. [Deflect]"
    "Plaza Guardian": {"cost_mod": {"energy": {"neg": {"gear_count": "you"}}}},
    # "[Vision] When I conquer, if you've played a non-token unit, a non-token gear, and a spell this turn, you
    # score 1 point."
    "Swain, Visionary": on("conquer", do("points", amount=1), cond={"played_unit_gear_spell": True}),
    # "When you play me or the first time you play a non-token gear each turn, you may ready something besides me
    # that's exhausted."
    "Jayce, Brilliant Inventor": {"triggers": {
        "play": trigger(do("ready", to="t0"), targets=[EXHAUSTED_ELSE]),
        "play_card": trigger(do("ready", to="t0"), targets=[EXHAUSTED_ELSE], cond={"first_gear_this_turn": True})}},
    # "[Empower] [5][Body] [Empowered][>] When I attack or defend, choose a unit here. Increase my Might to its
    # Might this turn, then give me +1 [M] this turn." (479.4.c: never a decrease)
    "Dame the Despoiler": {"triggers": {name: trigger(do("might_up_to", amount={"might_of": "t0"}, to="self"),
                                                      do("might", amount=1, to="self"),
                                                      targets=[unit(where="here")], cond=EMPOWERED)
                                        for name in ("attack", "defend")}},
    # "When I move, you may [Burn 1] to give me +1 [M] this turn."
    "Shadow Order Disciple": on("move", do("may", then=[do("burn", amount=1), do("might", amount=1, to="self")])),
    # "[Empower] [2][Chaos] When I become [Empowered], you may choose a unit in your trash with Energy cost no more
    # than [3] and Power cost no more than [A]. Play it to your base, ignoring its cost."
    "Tail-Cloaked Matriarch": on("empowered", do("play_free", card="t0", where="base"),
                                 targets=[{"what": "trash_unit", "max_energy": 3, "max_power": 1,
                                           "optional": True, "may": True}]),
    # "When I move to a battlefield, choose one — Each player discards 1. / Each player draws 1." (chosen as it
    # resolves)
    "Minah Swiftfoot": on("move_to_battlefield", do("choose_one", modes={
        "Each player discards 1": [do("each_player", steps=[do("discard", amount=1, of="player")])],
        "Each player draws 1": [do("each_player", steps=[do("draw", amount=1, of="player")])]})),
    # "[Empower] [2][A][A] [1], [E]: Ready a gear. [Empowered][>] [1], [E]: Ready 2 gear."
    "Jayce, Defender of Tomorrow": {"abilities": [
        {"cost": {"energy": 1, "exhaust": True}, "targets": [{"what": "gear"}], "effects": [do("ready", to="t0")]},
        {"cost": {"energy": 1, "exhaust": True}, "if": EMPOWERED,
         "targets": [{"what": "gear"}, {"what": "gear", "differs": 0}],
         "effects": [do("ready", to="t0"), do("ready", to="t1")]}]},
    # "Look at the top 3 cards of your Main Deck. You may choose a card from among them and draw it. Put the rest
    # into your trash. [Flow] [2][A]"
    "Lightning Rush": spell(do("look_choose", look=3, may=True), do("draw_chosen_trash_looked")),
    # "You may pay [1] as an additional cost to play me. When you play me, if you paid the additional cost,
    # banish a card from any trash to give a unit [Assault 2] this turn." (with every trash empty nothing is
    # banished and nothing given)
    "Gust Monk": {"additional_cost": {"optional": True, "energy": 1},
                  "triggers": {"play": trigger(do("choose_in_trashes"),
                                               do("if", cond={"chose": True}, then=[
                                                   do("banish", to="chosen"),
                                                   do("keyword", name="Assault", value=2, to="t0")]),
                                               targets=[unit()], cond={"paid": "additional"})}},
    # "If your score is not within 3 points of the Victory Score, I enter ready. When I attack, you may move any
    # number of enemy units here each with 5 [M] or less to their base."
    "Corrupted Dragon": {"enters_ready": {"not": {"own_score_within": 3}},
                         **on("attack", do("choose", among={"what": "unit", "who": "enemy", "where": "here",
                                                            "max_might": 5}, count=99, up_to=True),
                              do("move_to_base", to="chosen"))},
    # "[Hidden] When you play me or I attack, you may pay [2] to [Stun] a unit. While there's a stunned enemy unit
    # here, I have +2 [M]."
    "Kennen, Keeper of Balance": {"triggers": {name: trigger(do("may", cost={"energy": 2},
                                                                then=[do("stun", to="t0")]), targets=[unit()])
                                               for name in ("play", "attack")},
                                  "static": [passive(might=2, **{"if": {"stunned_enemy_here": True}})]},
    # "At the start of your Main Phase, you may kill 3 other friendly units and/or gear to score 1 point."
    "Bottled Constellation": on("start_main", do("may", then=[
        do("choose", among={"any_of": [{"what": w, "who": "you", "other": True} for w in ("unit", "gear")]}, count=3),
        do("kill", to="chosen"), do("points", amount=1)]), cond={"other_permanents_at_least": 3}),
    # "Units here with [Tank] have +1 [M]."
    "Kinkou Temple": {"static": [passive(might=1, to={"here": True}, **{"if": {"subject_keyword": "Tank"}})]},
    # "[Hidden] Banish a unit, then its owner plays it to the same location, ignoring its cost." (a new object,
    # 124: its play effects trigger again; a token is gone, FAQ)
    "Temporal Breach": spell(do("banish_and_replay", to="t0"), targets=[unit()]),
    # "[Empower] [A][A] Disempower this, [E]: Choose a player. They gain control of this and recall it. At the
    # end of your turn, kill this and deal 5 to all units you control."
    "Glowstone": {"abilities": [{"cost": {"disempower": True, "exhaust": True}, "effects": [do("give_to_a_player")]}],
                  **on("end_turn", do("kill", to="self"), do("deal", amount=5, to={"what": "unit", "who": "you"}))},
    # "Choose an opponent. They reveal their hand and you choose a Mind ([Mind]) card from it. They recycle that
    # card."
    "Decree of Strength": spell(do("reveal_hand_recycle_domain", domain="mind")),
    # "Each player chooses a unit they control. Kill the rest." (in turn order from you, 355.10.e)
    "Cataclysmic Duel": spell(do("each_player", steps=[do("choose_unit_to_keep")]),
                              do("kill", to={"what": "unit", "except": "chosen"})),
    # "Return up to 2 units from trashes to their owners' hands." (chosen as it resolves)
    "Shadows of the Past": spell(do("choose_in_trashes", what="unit", count=2, up_to=True),
                                 do("return_to_hand", to="chosen")),
    # "Return any number of enemy Order ([Order]) units with total Might 5 or less to their owners' hands."
    # (chosen as it resolves, one at a time within the total)
    "Decree of Discord": spell(*[do("choose_within_total_might", among={"what": "unit", "who": "enemy",
                                                                        "domain": "order"}, total=5)] * 6,
                               do("return_to_hand", to="chosen")),
    # "When you play this or at the start of your Beginning Phase, [Burn 1]. When you burn a unit this way, do
    # this: Give a friendly unit +[M] equal to the burned card's Might this turn." (a reflexive trigger, 388:
    # its target chosen as it goes on the chain)
    "Forgotten Relic": {"triggers": {
        **{name: trigger(do("burn_one_note_unit"), do("if", cond={"burned_unit": True}, then=[do("reflex", trigger="then")]))
           for name in ("play", "start_beginning")},
        "then": trigger(do("might", amount={"might_of": "it"}, to="t0"), targets=[unit(who="friendly")])}},
    # "[Empower] [6][Chaos][Chaos] When I become [Empowered], choose an opponent. They [Burn 3]. Then you may do
    # this: Choose a unit in their trash and play it, ignoring its cost." (to your base or a battlefield you
    # control: you play it)
    "Kharox": on("empowered", do("opponent_burns_then_may_play", amount=3)),
    # "[Empower] [3][A] [Action][>] [E]: If it's your turn, move a friendly unit in a showdown to base and if I'm
    # [Empowered], ready it."
    "Akali, Rogue Assassin": {"abilities": [{
        "cost": {"exhaust": True}, "timing": "action", "targets": [unit(who="friendly", in_showdown=True)],
        "effects": [do("if", cond={"opponents_turn": False}, then=[
            do("move_to_base", to="t0"), do("if", cond=EMPOWERED, then=[do("ready", to="t0")])])]}]},
}

for _name, _script in SCRIPTS.items():
    register(_name, _script)
