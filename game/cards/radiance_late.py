"""Radiance (RAD), batch 5 (after the merge of main on 2026-11-26): cards main's vocabulary now nearly expresses -
a death "here" of a stunned enemy (`enemy_dies` with `stunned`), a card played from the trash for a Power symbol
(`play_card` `power` as domains), a move whose destination is chosen with the spell (an occupied enemy battlefield),
"banish me, then play me", battlefields' "for each player, the first time ... here each turn" (`play_here`,
`unit_dies_here`), "when one or more friendly units die" and "when a friendly gear dies", and the terms one card
uses, registered beside it. Each entry quotes its printed text
(the official gallery of 2026-10-10); its test is in `tests/cards/test_radiance_late.py`.
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
    banish,
    do,
    draw,
    look_top,
    might,
    objs,
    on,
    passive,
    recycle,
    run_verb,
    spell,
    to_hand,
    trigger,
    unit,
)


# Mechanical Bandit: "each player reveals the top card of their Main Deck. If you revealed a card with the lowest
# Energy cost, draw it. Recycle the rest."
@registry.verb("reveal_lowest_draws", "Each player still in the game reveals the top card of their Main Deck (425); "
               "if yours has the lowest Energy cost of those revealed (a tie too), you draw it; every other card "
               "revealed is recycled by its owner (417). `at`, `kept`, `seen`: the reveals' progress (`look_top`).")
def reveal_lowest_draws(ctx: Ctx, at: int = 0, kept: list[int] | None = None,
                        seen: list[int] | None = None) -> bool | None:
    st, p = ctx.st, ctx.controller
    kept = list(kept or [])  # the players whose top card is revealed (no id of a card in a deck is kept, 128)
    for q in range(at, len(st.players)):
        pl = st.players[q]
        if pl.removed:
            continue
        params = {"at": q, "kept": kept, **({"seen": seen} if seen and q == at else {})}
        left = look_top(ctx, q, 1, "reveal_lowest_draws", params, reveal=True)
        if left is None:
            return False  # a replacement of the reveal asks (Void Hatchling; Nocturne as he is revealed)
        if left:
            kept.append(q)
            top = pl.main_deck[0]
            ctx.log.add("reveal", f"{pl.name} reveals {st.name(top)} from the top of their Main Deck", ALL, player=q,
                        card=top)
    shown = {q: st.players[q].main_deck[0] for q in kept}
    if not shown:
        return None
    lowest = min(st.card(c).energy for c in shown.values())
    if p in shown and st.card(shown[p]).energy == lowest:
        draw(st, ctx.log, p, 1)
        del shown[p]
    for q, top in shown.items():
        recycle(st, q, [top])


# Ekko, Revolutionary: "Banish me, then play me to your base, ignoring my cost."
@registry.verb("banish_me_play_to_base", "If the source is on the board: banish it (428), then its owner plays it to "
               "their base, ignoring its cost (420.3; a token ceases to exist, 186.1: nothing to play).")
def banish_me_play_to_base(ctx: Ctx) -> bool | None:
    st, oid = ctx.st, ctx.source
    if oid not in st.objs or st.objs[oid].zone not in (BASE, BF):
        return None  # "me" left the board: a new object (124), nothing to banish or play
    banish(st, ctx.log, oid)
    if oid not in st.objs:
        return None
    return run_verb(Ctx(st, ctx.log, st.objs[oid].owner, oid, [oid], ctx.item, {}, ctx.spell), "play_free",
                    card="t0", where="base")


# Riven, Broken Blade: "choose one that hasn't been chosen this turn" (bulleted modes of a triggered ability are
# chosen as it resolves: ruling 461)
@registry.verb("choose_new_mode", "`modes`: `[{label, steps, buff}]`: the controller chooses one that this object "
               "hasn't chosen this turn (`choose_option`, purpose `choose_mode`); `buff: true` - \"spend my buff to\": "
               "only while it has a buff. The mode chosen is noted on the object (a new object starts again, 124).")
def choose_new_mode(ctx: Ctx, modes: list[dict[str, Any]]) -> bool | None:
    from .dsl import ask_option

    st, oid = ctx.st, ctx.source
    o = st.objs.get(oid)
    if o is None:
        return None
    mark = o.extra.get("modes_chosen")
    used = list(mark[1]) if mark and mark[0] == st.turn_number else []
    open_modes = [m for m in modes if m["label"] not in used and (not m.get("buff") or o.buffs > 0)]
    branches = {m["label"]: [do("_mode_chosen", label=m["label"]), *m["steps"]] for m in open_modes}
    return ask_option(ctx, ctx.controller, list(branches), branches, {"purpose": "choose_mode"})


@registry.verb("_mode_chosen", "Note the mode `label` as chosen this turn by the source.")
def _mode_chosen(ctx: Ctx, label: str) -> None:
    o = ctx.st.objs.get(ctx.source)
    if o is None:
        return
    mark = o.extra.get("modes_chosen")
    used = list(mark[1]) if mark and mark[0] == ctx.st.turn_number else []
    ctx.st.w(ctx.source).extra["modes_chosen"] = [ctx.st.turn_number, [*used, label]]


# Zero Point Inflection: "When you draw 1 or more cards with 9 or more other cards in your hand"
@registry.condition("others_in_hand_at_least", "`N`: a `draws` event left N or more other cards in the hand (\"with N "
                    "or more other cards in your hand\").")
def _others_in_hand_at_least(st: Any, want: Any, controller: int, source: int, subject: int | None,
                             data: dict[str, Any]) -> bool:
    return int(data.get("others", -1)) >= int(want)


# Akali, Brash: "The first time I move each turn ... The second time I move each turn ..."
@registry.trigger("first_move", "\"The first time I move each turn\" (its `move`, counted this turn).", on="move")
def _first_move(st: Any, who: int, data: dict[str, Any]) -> bool:
    return data.get("moves") == 1


@registry.trigger("second_move", "\"The second time I move each turn\" (its `move`, counted this turn).", on="move")
def _second_move(st: Any, who: int, data: dict[str, Any]) -> bool:
    return data.get("moves") == 2


def banish_top_to_play() -> list[list[Any]]:
    """"Banish the top card of your Main Deck. Until your next Ending Phase, you may play that card." (`banish_top`:
    radiance_terms.py; the permission: the engine's `may_play_later`)"""
    return [do("banish_top"), do("may_play_later")]


# Transpositionist: "Return a friendly unit to its owner's hand. You may play a unit with less Might than that unit
# had, ignoring its cost."
@registry.verb("return_noting_might", "`to`: return that unit to its owner's hand (a token ceases to exist, 186.1), "
               "noting the Might it had on the board (`returned_might`).")
def return_noting_might(ctx: Ctx, to: Any = "t0") -> None:
    st = ctx.st
    for oid in objs(ctx, to):
        if st.objs[oid].zone in (BASE, BF):
            ctx.data["returned_might"] = might(st, oid)
            ctx.log.add("return", f"{st.name(oid)} returns to its owner's hand", ALL, card=oid)
            to_hand(st, oid)


@registry.verb("choose_weaker_in_hand", "You may choose a unit card in your hand with less Might than `returned_might` "
               "(`choose_cards` up to 1; later steps name it `chosen`).")
def choose_weaker_in_hand(ctx: Ctx) -> bool | None:
    from .dsl import ask_cards

    st = ctx.st
    had = ctx.data.get("returned_might")
    if had is None:
        return None
    pool = [c for c in st.players[ctx.controller].hand if st.card(c).type == "unit" and st.card(c).might < had]
    if not pool:
        return None
    return ask_cards(ctx, ctx.controller, pool, 1, up_to=True)


# Dockside Lock-Up: "When you play this, banish a unit here. When you hold here, kill this to play the banished card,
# ignoring its cost."
@registry.verb("lock_up", "`to`: banish that unit, noting it on the source (the card `release_locked` plays).")
def lock_up(ctx: Ctx, to: Any = "t0") -> None:
    st = ctx.st
    for oid in objs(ctx, to):
        if st.objs[oid].zone not in (BASE, BF):
            continue
        banish(st, ctx.log, oid)
        if oid in st.objs and ctx.source in st.objs:  # a token ceased to exist: nothing to keep (186.1)
            st.w(ctx.source).extra["locked"] = [oid, st.objs[oid].gen]


@registry.verb("release_locked", "If the card the source banished (`lock_up`) is still in the banishment and the source "
               "on the board: kill the source, then play that card, ignoring its cost (420.3; you control it).")
def release_locked(ctx: Ctx) -> bool | None:
    st = ctx.st
    o = st.objs.get(ctx.source)
    mark = o.extra.get("locked") if o is not None else None
    if o is None or o.zone not in (BASE, BF) or not mark:
        return None
    card, gen = mark
    if card not in st.objs or st.objs[card].zone != "banishment" or st.objs[card].gen != gen:
        return None
    run_verb(ctx, "kill", to="self")
    return run_verb(Ctx(st, ctx.log, ctx.controller, ctx.source, [card], ctx.item, {}, ctx.spell), "play_card",
                    card="t0", ignore="cost")


OCCUPIED_ENEMY_BATTLEFIELD = {"what": "battlefield", "occupied": True, "who": "enemy"}
ENEMY_UNITS_HERE = {"what": "unit", "who": "enemy", "where": "here"}

SCRIPTS: dict[str, dict[str, Any]] = {
    # -- units -------------------------------------------------------------------------------------
    # "[Deflect] When a stunned enemy unit dies here, draw 1." (Deflect is read from the card)
    "Storm Raptor": on("enemy_dies", do("draw", amount=1),
                       cond={"all": [{"died_here": True}, {"event": {"stunned": True}}]}),
    # "I enter ready. [Assault] [Action][>] Discard 1, [1][Fury]: Banish me, then play me to your base, ignoring my
    # cost."
    "Ekko, Revolutionary": {"enters_ready": True,
                            "abilities": [{"cost": {"discard": 1, "energy": 1, "power": ["fury"]}, "timing": "action",
                                           "effects": [do("banish_me_play_to_base")]}]},
    # "When you play a card with Energy cost [7] or more, you may play me from your trash for [Order]." (a cost in
    # place of mine, paid as I am played, 420.3; unpayable, I stay in the trash)
    "Meticulous Restorationist": {"triggers": {"play_card": {
        "from": "trash", "if": {"card_energy_at_least": 7},
        "effects": [do("may", then=[do("play_card", card="self", power=["order"])])]}}},

    # "When a friendly gear at a battlefield dies, you may pay [1] to return it to its owner's hand." (a token
    # ceases to exist, 186.1: nothing to return)
    "Battlefield Armorer": on("friendly_gear_dies", do("may", cost={"energy": 1}, then=[do("return_from_trash", to="it")]),
                              cond={"event": {"at_battlefield": True}}),
    # "When one or more friendly units die, [Buff] a friendly unit." (once for the units dying in one event, 383.3)
    "Demacian Illuminators": on("friendly_units_die", do("buff", to="t0"), targets=[unit(who="friendly")]),

    # "[Accelerate] When I become exhausted, choose one - Play a Gold gear token exhausted. / Pay [Chaos] to draw 1."
    # (chosen as it resolves, ruling 463; "pay [Chaos] to draw 1": nothing without a [Chaos] to pay, ruling 560)
    "Reckless Innovator": on("exhausted", do("choose_one", modes={
        "Play a Gold gear token": [do("token", card="Gold", where="base")],  # exhausted, to the base (149.2)
        "Pay [Chaos] to draw 1": [do("may", cost={"power": ["chaos"]}, then=[do("draw", amount=1)])]})),
    # "When I become exhausted, choose one that hasn't been chosen this turn - [Buff] me. / Spend my buff to [Stun] an
    # enemy unit. / Spend my buff to ready me." (the enemy unit is chosen with the mode, as it resolves)
    "Riven, Broken Blade": on("exhausted", do("choose_new_mode", modes=[
        {"label": "Buff me", "steps": [do("buff", to="self")]},
        {"label": "Spend my buff to stun an enemy unit", "buff": True,
         "steps": [do("spend_buff", to="self"), do("choose", among={"what": "unit", "who": "enemy"}),
                   do("stun", to="chosen")]},
        {"label": "Spend my buff to ready me", "buff": True,
         "steps": [do("spend_buff", to="self"), do("ready", to="self")]}])),
    # "The first time I move each turn, [Add] [1][A]. The second time I move each turn, banish the top card of your
    # Main Deck. Until your next Ending Phase, you may play that card. (You still pay its costs.)"
    "Akali, Brash": {"triggers": {"first_move": trigger(do("add", energy=1, power={"any": 1})),
                                  "second_move": trigger(*banish_top_to_play())}},
    # "[Chaos], [E]: Return a friendly unit to its owner's hand. You may play a unit with less Might than that unit
    # had, ignoring its cost." (a unit card of your hand; the Might it had on the board)
    "Transpositionist": {"abilities": [{"cost": {"power": ["chaos"], "exhaust": True}, "targets": [unit(who="friendly")],
                                        "effects": [do("return_noting_might", to="t0"), do("choose_weaker_in_hand"),
                                                    do("play_card", card="chosen", ignore="cost")]}]},
    # "When you play me, ready a friendly legend. Friendly legends have "[E]: Give a unit +3 [M] this turn.""
    "Heartening Soul": {"triggers": {"play": trigger(do("ready", to="t0"), targets=[{"what": "legend", "who": "friendly"}])},
                        "static": [passive(grant_ability=0, to={"type": "legend", "who": "friendly"})],
                        "granted_abilities": [{"cost": {"exhaust": True}, "targets": [unit()],
                                               "effects": [do("might", amount=3, to="t0")]}]},
    # "[Disarm] When you reduce the Might of an enemy unit here by 1 or more, give me +1 [M] this turn." (her Disarm
    # too; Disarm is read from the card)
    "Ahri, Confident": on("reduce_enemy_might", do("might", amount=1, to="self"), cond={"event_here": True}),
    # "I enter ready. When you play me, ready all enemy units. Other units enter ready. Units don't ready during the
    # Awaken Phase."
    "Firebrand Raider": {"enters_ready": True, "static": [passive(others_enter_ready="any"), passive(no_awaken_ready=True, to={"who": "any"})],
                         "triggers": {"play": trigger(do("ready", to={"what": "unit", "who": "enemy"}))}},

    # -- gear --------------------------------------------------------------------------------------
    # "When you play this or when this leaves the board, banish the top card of your Main Deck. Until your next Ending
    # Phase, you may play that card. (You still pay its costs.) [2][Chaos], [E]: Kill this."
    "Runeblade Anvil": {"triggers": {"play": trigger(*banish_top_to_play()), "leaves": trigger(*banish_top_to_play())},
                        "abilities": [{"cost": {"energy": 2, "power": ["chaos"], "exhaust": True},
                                       "effects": [do("kill", to="self")]}]},
    # "[Deploy] When you play this, banish a unit here. When you hold here, kill this to play the banished card,
    # ignoring its cost. (Tokens aren't cards.)" (you play it, whoever owns it; with the card gone, nothing happens)
    "Dockside Lock-Up": {"triggers": {"play": trigger(do("lock_up", to="t0"), targets=[unit(where="here")]),
                                      "hold": trigger(do("release_locked"), cond={"event_here": True})}},
    # "At the start of your Beginning Phase, each player reveals the top card of their Main Deck. If you revealed a
    # card with the lowest Energy cost, draw it. Recycle the rest."
    "Mechanical Bandit": on("start_beginning", do("reveal_lowest_draws")),

    # "When you play a card, draw 2. When you draw 1 or more cards with 9 or more other cards in your hand, discard
    # your hand, kill this, and choose an opponent. They score 1 point." (opponent_scores: spiritforged_combat.py)
    "Zero Point Inflection": {"triggers": {
        "play_card": trigger(do("draw", amount=2)),
        "draws": trigger(do("discard", amount={"count": "hand"}), do("kill", to="self"), do("opponent_scores", amount=1),
                         cond={"others_in_hand_at_least": 9})}},
    # "[Deploy] [Ganking] When you play or move this, choose one - Draw 1. / Deal 2 to enemy units here." (chosen as
    # it resolves, ruling 461; Ganking counts only while it is a unit)
    "The Ball": {"triggers": {name: trigger(do("choose_one", modes={
        "Draw 1": [do("draw", amount=1)], "Deal 2 to enemy units here": [do("deal", amount=2, to=ENEMY_UNITS_HERE)]}))
        for name in ("play", "move")}},

    # -- legends -----------------------------------------------------------------------------------
    # K'Sante, Pride of Nazumah: "[1], [E]: Give a friendly unit "I have [Assault] equal to my [Shield]" this turn."
    "K'Sante, Pride of Nazumah": {"abilities": [{"cost": {"energy": 1, "exhaust": True}, "targets": [unit(who="friendly")],
                                                 "effects": [do("assault_equal_shield", to="t0")]}]},

    # -- spells ------------------------------------------------------------------------------------
    # "[Reaction] The next unit you play this turn (even from face down) can be played to any battlefield. When you
    # play it, [Buff] it."
    "Last Caress": spell(do("mark", name="next_unit_anywhere"), do("this_turn_trigger", trigger="next_unit_played"),
                         triggers={"next_unit_played": trigger(do("buff", to="it"))}),
    # "Opponents can't play spells this turn. Move a friendly unit to an occupied enemy battlefield." (the
    # destination is chosen with the spell, 355.4, among occupied enemy battlefields; at resolution the unit moves
    # there only if it still is one and a valid location for it, 355.4.a)
    "Cataclysm": spell(do("mark", name="no_spells", who="opponents"), do("move", to="t0", dest="t1"),
                       targets=[unit(who="friendly"), OCCUPIED_ENEMY_BATTLEFIELD]),

    # -- battlefields ------------------------------------------------------------------------------
    # "When you conquer here, the next unit you play this turn has [Accelerate]." (a mark the next unit played uses
    # up, whether or not Accelerate is paid)
    "Firelights' Hideout": on("conquer", do("mark", name="next_unit_accelerate")),
    # "[A][A]: Draw 1. Each player may use this ability once on their turn (even if they don't control this
    # battlefield)."
    "Black Market": {"abilities": [{"cost": {"power": ["any", "any"]}, "each_player": True, "per_turn": 1,
                                    "effects": [do("draw", amount=1)]}]},
    # "For each player, the first time they play a unit or gear here each turn, they [Predict]."
    "Rakelstake": on("play_here", do("predict", amount=1), cond={"event": {"first": True}}),
    # "For each player, the first time each turn a non-token unit they control dies here, they play a 1 [M] Recruit
    # unit token to their base."
    "Black Rose Sanctum": on("unit_dies_here", do("token", card="Recruit", where="base"), cond={"event": {"first": True}}),
}

for _name, _script in SCRIPTS.items():
    register(_name, _script)
