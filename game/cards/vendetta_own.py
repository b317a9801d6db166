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
    burn,
    do,
    draw,
    keyword,
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
    """The cards `player` finalized ("played", 419) this turn that are still known."""
    mark = st.players[player].extra.get("finalized")
    ids = mark[1] if mark and mark[0] == st.turn_number else []
    return [i for i in ids if i in st.objs]


# Plaza Guardian: "I cost [1] less for each gear you control."
@registry.value("gear_count", "`{\"gear_count\": \"you\"}`: the gear you control on the board (a token too).")
def gear_count(st: State, v: dict[str, Any], controller: int, source: int, ref: Any) -> int:
    return sum(1 for o in st.objs.values() if o.controller == controller and o.zone in (BASE, BF)
               and st.card(o.id).type == "gear")


# Swain, Visionary: "if you've played a non-token unit, a non-token gear, and a spell this turn"
@registry.condition("played_unit_gear_spell", "You've played (finalized, 419) a unit, a gear and a spell this turn "
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
@registry.condition("subject_keyword", "The object a passive applies to has that keyword now (\"units here with "
                    "[Tank]\").")
def subject_keyword(st: State, want: Any, controller: int, source: int, subject: int | None,
                    data: dict[str, Any]) -> bool:
    t = subject if subject is not None else source
    return t in st.objs and keyword(st, t, want) > 0


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


# Gust Monk: "banish a card from any trash"
@registry.verb("choose_in_trashes", "You choose a card in any player's trash (`chosen`; none when they are empty).")
def choose_in_trashes(ctx: Ctx) -> bool | None:
    pool = [c for pl in ctx.st.players for c in pl.trash]
    return ask_cards(ctx, ctx.controller, pool, 1)


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
    # Might this turn, then give me +1 [M] this turn." (477.3.c: never a decrease)
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
}

for _name, _script in SCRIPTS.items():
    register(_name, _script)
