"""Radiance (RAD), batch 3: cards that needed a term - "when I become exhausted" (the engine's `exhausted` and
`friendly_exhausted` triggers), costs ("exhaust a friendly unit", "return a friendly unit to its owner's hand",
"if you do, I cost [2] less", "use this ability only once each turn"), grants to cards in hand ("your spells have [Reaction]"), Bonus
Damage of gear abilities, and the terms one card uses, registered beside it. Each entry quotes its printed text
(the official gallery of 2026-10-10); its test is in `tests/cards/test_radiance_terms.py`.
"""

from __future__ import annotations

from typing import Any

from game.engine.model import registry
from game.engine.model.registry import register

from .dsl import (
    ALL,
    Ctx,
    State,
    do,
    draw,
    location,
    look_top,
    move_unit,
    objs,
    on,
    passive,
    recycle,
    revealed_from_deck,
    spell,
    trigger,
    unit,
)

BOMB = "Bomb"  # 187.12 (radiance.py scripts its Deathknell)


def bomb() -> list[Any]:
    """"Play a Bomb gear token to a battlefield" (830.1.b; 149.1: it enters ready)."""
    return do("token", card=BOMB, where="battlefield", ready=True)


FRIENDLY_UNIT = unit(who="friendly")
DEPLOY_GEAR_HERE = {"here_count": {"match": {"what": "gear", "who": "friendly", "with_keyword": "Deploy"}}}


# Invigorating Bloom: "Exhaust a friendly [Mighty] unit" reads the selector `mighty` (unleashed_terms.py)


# Hush: "a spell with Power cost [A][A] or more"
@registry.selector("min_power", "Its Power cost has N or more symbols.")
def _min_power(st: State, want: Any, oid: int, controller: int, source: int) -> bool:
    return len(st.card(oid).power) >= int(want)


# Iridescent Avian: "If it's already buffed"
@registry.condition("target_buffed", "`if` step, index of a target: it is still legal and has a buff.")
def _target_buffed(st: State, want: Any, controller: int, source: int, subject: int | None, data: dict) -> bool:
    targets = data.get("_targets") or []
    t = targets[int(want)] if int(want) < len(targets) else None
    return t is not None and t in st.objs and st.objs[t].buffs > 0


# Elnuk Herd: "if I was played from face down"
@registry.condition("played_hidden", "The source was played from face down (811) (true), or not (false).")
def _played_hidden(st: State, want: Any, controller: int, source: int, subject: int | None, data: dict) -> bool:
    o = st.objs.get(source)
    return (o is not None and "hidden_at" in o.extra) == bool(want)


# Riven, Deserter: "When another friendly unit becomes exhausted"
@registry.condition("event_other", "The event's object (`it`) is not the source (\"another friendly unit\").")
def _event_other(st: State, want: Any, controller: int, source: int, subject: int | None, data: dict) -> bool:
    return (data.get("it") != source) == bool(want)


# Jarvan IV, Exemplar of Demacia: "When you play a gear with [Deploy]"
@registry.condition("event_card_keyword", "The event's card (`play_card`) has that keyword now.")
def _event_card_keyword(st: State, want: Any, controller: int, source: int, subject: int | None, data: dict) -> bool:
    from .dsl import keyword

    card = data.get("card")
    return card is not None and card in st.objs and keyword(st, card, str(want)) > 0


# Titanic Shrine: "a unit with Might greater than each other unit on the board"
@registry.condition("event_unit_mightiest", "The event's card (`play_card`) is a unit with more Might than every other "
                    "unit on the board.")
def _event_unit_mightiest(st: State, want: Any, controller: int, source: int, subject: int | None,
                          data: dict) -> bool:
    from .dsl import is_unit, might

    card = data.get("card")
    if card is None or card not in st.objs or not is_unit(st, card):
        return not want
    others = [u for p in st.players for u in p.base] + [u for b in st.battlefields for u in b.units]
    mine = might(st, card)
    return all(might(st, u) < mine for u in others if u != card and is_unit(st, u)) == bool(want)


# Jarvan IV, Exemplar of Demacia: "move a friendly unit to that battlefield"
@registry.verb("move_to_event_card", "`to`: move that unit to the location of the card the event played (`play_card`: "
               "`played`), if it may go there (355.4.a).")
def move_to_event_card(ctx: Ctx, to: Any = "t0") -> None:
    card = ctx.data.get("played")
    place = location(ctx.st, card) if card is not None else -1
    for oid in objs(ctx, to):
        if place >= 0:
            move_unit(ctx, oid, place)


# Raving Witness: "reveal the top card of your Main Deck. If it's [Mighty], draw it. Otherwise, recycle it."
@registry.verb("reveal_top_mighty", "Reveal the top card of your Main Deck (425): a Mighty unit (its printed Might 5 or "
               "more, 708) is drawn, anything else recycled (417). `seen`: the reveal's progress (`look_top`).")
def reveal_top_mighty(ctx: Ctx, seen: list[int] | None = None) -> bool | None:
    st, p = ctx.st, ctx.controller
    left = look_top(ctx, p, 1, "reveal_top_mighty", {"seen": seen} if seen else {}, reveal=True)
    if left is None:
        return False  # a replacement of the reveal asks (Void Hatchling; Nocturne as he is revealed)
    deck = st.players[p].main_deck
    if not left:
        return None
    top = deck[0]
    card = st.card(top)
    ctx.log.add("reveal", f"{st.players[p].name} reveals {card.name} from the top of their Main Deck", ALL, player=p)
    if card.type == "unit" and card.might >= 5:
        draw(st, ctx.log, p, 1)
    else:
        recycle(st, p, [top])


# An Offer You Can't Refuse: "Kill a gear. Its controller plays a Gold gear token exhausted."
@registry.verb("kill_gold_for_its_controller", "`to`: kill that gear; its controller (as it was) plays a Gold gear token "
               "exhausted (even if the gear was saved).")
def kill_gold_for_its_controller(ctx: Ctx, to: Any = "t0") -> None:
    from .dsl import run_verb

    for oid in objs(ctx, to):
        owner = ctx.st.objs[oid].controller
        run_verb(ctx, "kill", to=to)
        theirs = Ctx(ctx.st, ctx.log, owner, ctx.source, [], ctx.item, {}, ctx.spell)
        run_verb(theirs, "token", card="Gold", where="base")


# Clocktower Guardian: "Banish the top card of your Main Deck. You may play it, ignoring its Energy cost."
@registry.verb("banish_top", "Banish the top card of your Main Deck (428); later steps name it `it`.")
def banish_top(ctx: Ctx) -> None:
    from .dsl import banish

    deck = ctx.st.players[ctx.controller].main_deck
    if deck:
        top = deck[0]
        banish(ctx.st, ctx.log, top)
        ctx.data["it"] = top


# Hexplosive Minefield: "Kill any number of friendly Bomb tokens. At end of turn, play that many Bomb tokens to a
# single battlefield."
@registry.verb("note_bombs", "Remember how many Bombs were chosen (`chosen`), for the delayed trigger's `bombs_noted`.")
def note_bombs(ctx: Ctx) -> None:
    pl = ctx.st.players[ctx.controller]
    mark = pl.extra.get("bombs_noted")
    kept = list(mark[1]) if mark and mark[0] == ctx.st.turn_number else []
    pl.extra["bombs_noted"] = [ctx.st.turn_number, [*kept, len(ctx.data.get("chosen", []))]]


@registry.verb("_bombs_used", "The delayed trigger used its number of Bombs.")
def _bombs_used(ctx: Ctx) -> None:
    pl = ctx.st.players[ctx.controller]
    mark = pl.extra.get("bombs_noted")
    if mark and mark[1]:
        pl.extra["bombs_noted"] = [mark[0], list(mark[1][1:])]


@registry.value("bombs_noted", "`{\"bombs_noted\": true}`: the number of Bombs an earlier Hexplosive Minefield of yours "
                "killed this turn (the oldest not yet played again).")
def _bombs_noted(st: State, v: dict, controller: int, source: int, ref: Any) -> int:
    mark = st.players[controller].extra.get("bombs_noted")
    return int(mark[1][0]) if mark and mark[0] == st.turn_number and mark[1] else 0


# Trifarian Captain: "look at the top 4 cards of your Main Deck. You may reveal from among them a unit or gear with
# Energy cost no more than [3] and with Power cost no more than [A] and draw it. Recycle the rest."
@registry.verb("look_small_permanent", "`look`: look at the top N of your Main Deck; you may choose a unit or gear among "
               "them with Energy cost 3 or less and one Power symbol at most (`chosen`; `take_chosen`, "
               "`recycle_looked` follow).")
def look_small_permanent(ctx: Ctx, look: int = 4) -> bool | None:
    from .dsl import ask_cards

    st, p = ctx.st, ctx.controller
    top = list(st.players[p].main_deck[:look])
    ctx.data["looked"] = [p, len(top)]
    ctx.data.pop("chosen", None)
    if not top:
        return None
    ctx.log.add("look", f"{st.players[p].name} looks at the top {len(top)} cards of their Main Deck", ALL, player=p)
    pool = [c for c in top if st.card(c).type in ("unit", "gear") and st.card(c).energy <= 3 and len(st.card(c).power) <= 1]
    return ask_cards(ctx, p, pool, 1, up_to=True, shown=top) if pool else None


@registry.verb("take_chosen", "The `chosen` card of your deck is revealed (425) and put into your hand.")
def take_chosen(ctx: Ctx) -> None:
    from .dsl import run_verb

    for oid in ctx.data.get("chosen", []):
        if oid in ctx.st.objs and ctx.st.objs[oid].zone == "main_deck":
            ctx.log.add("reveal", f"{ctx.st.players[ctx.controller].name} reveals {ctx.st.name(oid)} and draws it", ALL,
                        player=ctx.controller)
            revealed_from_deck(ctx, oid)  # "as I'm revealed from your deck" (370.1.c.1)
            run_verb(ctx, "return_to_hand", to="chosen")


# Bedeviling Stranger: "choose a battlefield. If there are 4 or more units there"
@registry.condition("target_units_at_least", "`{target: i, n: N}`: target i (a battlefield) has N or more units.")
def _target_units_at_least(st: State, want: Any, controller: int, source: int, subject: int | None,
                           data: dict) -> bool:
    from .dsl import is_unit

    targets = data.get("_targets") or []
    t = targets[int(want["target"])] if int(want["target"]) < len(targets) else None
    bf = location(st, t) if t is not None and t in st.objs else -1
    return bf >= 0 and sum(1 for u in st.battlefields[bf].units if is_unit(st, u)) >= int(want["n"])


# Piltovan Guidebot: "you may have my base Might become equal to that card's Energy cost this turn"
@registry.verb("might_becomes_played_energy", "\"My base Might becomes that card's Energy cost this turn\" (479.2.a): "
               "the card the event played (`played`).")
def might_becomes_played_energy(ctx: Ctx) -> None:
    from .dsl import run_verb

    card = ctx.data.get("played")
    if card is not None and card in ctx.st.objs:
        run_verb(ctx, "set_might", amount=ctx.st.card(card).energy, to="self")


# Fanfare: "The next three times you play a unit this turn, draw 1." (its trigger, from the trash, counts with
# the engine's `per_turn`, 386; this mark says the Fanfare there is the one that resolved this turn)
@registry.verb("mark_resolved", "Note that this card resolved this turn (`resolved_this_turn`).")
def mark_resolved(ctx: Ctx) -> None:
    if ctx.source in ctx.st.objs:
        ctx.st.w(ctx.source).extra["resolved"] = ctx.st.turn_number


@registry.condition("resolved_this_turn", "This card resolved this turn (`mark_resolved`) (true), or not (false).")
def _resolved_this_turn(st: State, want: Any, controller: int, source: int, subject: int | None, data: dict) -> bool:
    o = st.objs.get(source)
    return bool(o is not None and o.extra.get("resolved") == st.turn_number) == bool(want)


# Scrutinizing Scope: "Choose an opponent. They guess a card type. Reveal the top card of your Main Deck. If it has
# that type, recycle it. Otherwise, draw it."
@registry.verb("guess_top_type", "You choose an opponent (`choose_option` with two or more); they guess a card type "
               "(unit, gear or spell: `choose_option`); your top card is revealed: recycled if of that type, else drawn.")
def guess_top_type(ctx: Ctx) -> bool | None:
    from .dsl import ask_option

    st = ctx.st
    opponents = st.opponents(ctx.controller)
    if not opponents:
        return None
    if len(opponents) == 1:
        return _guess(ctx, opponents[0])
    names = [st.players[q].name for q in opponents]
    branches = {name: [do("_guess", player=q)] for name, q in zip(names, opponents, strict=True)}
    return ask_option(ctx, ctx.controller, names, branches, {"purpose": "choose_opponent"})


@registry.verb("_guess", "The chosen opponent guesses a card type.")
def _guess(ctx: Ctx, player: int) -> bool | None:
    from .dsl import ask_option

    branches = {t: [do("_reveal_guessed", guess=t)] for t in ("unit", "gear", "spell")}
    return ask_option(ctx, player, list(branches), branches, {"purpose": "guess_type"})


@registry.verb("_reveal_guessed", "Reveal your top card: of the guessed type, recycle it; else draw it. `seen`: the "
               "reveal's progress (`look_top`).")
def _reveal_guessed(ctx: Ctx, guess: str, seen: list[int] | None = None) -> bool | None:
    st, p = ctx.st, ctx.controller
    left = look_top(ctx, p, 1, "_reveal_guessed", {"guess": guess, **({"seen": seen} if seen else {})}, reveal=True)
    if left is None:
        return False  # a replacement of the reveal asks (Void Hatchling; Nocturne as he is revealed)
    deck = st.players[p].main_deck
    ctx.log.add("guess", f"the guess is {guess}", ALL)
    if not left:
        return None
    top = deck[0]
    card = st.card(top)
    ctx.log.add("reveal", f"{st.players[p].name} reveals {card.name} from the top of their Main Deck", ALL, player=p)
    if card.type == guess:
        recycle(st, p, [top])
    else:
        draw(st, ctx.log, p, 1)


SCRIPTS: dict[str, dict[str, Any]] = {
    # -- "when I become exhausted" ------------------------------------------------------------------
    # "[E]: Draw 1 and channel 1 rune exhausted. When I become exhausted, give a friendly unit +3 [M] this turn."
    "Resplendent Rostrum": {"abilities": [{"cost": {"exhaust": True},
                                           "effects": [do("draw", amount=1), do("channel", amount=1, exhausted=True)]}],
                            "triggers": {"exhausted": trigger(do("might", amount=3, to="t0"), targets=[FRIENDLY_UNIT])}},
    # "When you play me or when I become exhausted, play a 1 [M] Recruit unit token to your base. I have +1 [M]
    # for each other exhausted unit you control."
    "Seraphine, Not Alone": {"static": [passive(might={"exhausted_units": "other"})],
                             "triggers": {"play": trigger(do("token", card="Recruit", where="base")),
                                          "exhausted": trigger(do("token", card="Recruit", where="base"))}},
    # "When another friendly unit becomes exhausted, give me +1 [M] this turn. Exhaust a friendly unit: Ready a
    # unit. Use this ability only once each turn."
    "Riven, Deserter": {"triggers": {"friendly_exhausted": trigger(do("might", amount=1, to="self"),
                                                                   cond={"event_other": True})},
                        "abilities": [{"cost": {"exhaust_unit": {}}, "per_turn": 1, "targets": [unit()],
                                       "effects": [do("ready", to="t0")]}]},
    # "When you play this, give a friendly unit +3 [M] this turn. Exhaust a friendly [Mighty] unit, [E]: Draw 1."
    "Invigorating Bloom": {"triggers": {"play": trigger(do("might", amount=3, to="t0"), targets=[FRIENDLY_UNIT])},
                           "abilities": [{"cost": {"exhaust_unit": {"mighty": True}, "exhaust": True},
                                          "effects": [do("draw", amount=1)]}]},

    # -- costs -------------------------------------------------------------------------------------
    # "You may kill a friendly unit or gear as an additional cost to play me. When you play me, if you paid the
    # additional cost, deal 2 to a unit."
    "Shimmering Swimmer": {"additional_cost": {"optional": True, "kill": {"what": "permanent", "who": "friendly"}},
                           "triggers": {"play": trigger(do("deal", amount=2, to="t0"), targets=[unit()],
                                                        cond={"paid": "additional"})}},
    # "You may kill a friendly unit as an additional cost to play me. If you do, I cost [2] less. [Deflect]"
    "Dune Devourer": {"additional_cost": {"optional": True, "kill": {"what": "unit", "who": "friendly"},
                                          "discount": 2}},
    # "You may return a friendly gear to its owner's hand as an additional cost to play me. If you do, I cost [2]
    # less. [Deflect]"
    "Skystrike Squadron": {"additional_cost": {"optional": True, "return": {"what": "gear", "who": "friendly"},
                                               "discount": 2}},
    # "As an additional cost to play this, return a friendly unit to its owner's hand. Deal 5 to a unit at a
    # battlefield."
    "Parallel Convergence": spell(do("deal", amount=5, to="t0"), targets=[unit(where="battlefield")],
                                  additional_cost={"return": {"what": "unit", "who": "friendly"}}),
    # "As an additional cost to play me, return a friendly unit to its owner's hand. [Ganking]"
    "Ekko, Ingenious": {"additional_cost": {"return": {"what": "unit", "who": "friendly"}}},
    # "[Equip] - [A] or exhaust a friendly unit. Grants: [Ganking]" (+3 [M]): two Equip costs (818), either one
    # attaches it to a unit you control
    "Blade of the Exile": {"grants": [passive(keywords=[["Ganking", 1]])],
                           "equip_costs": [{"power": ["any"]}, {"exhaust_unit": {}}]},
    # "Equip [1] ([1]: Attach this to a unit you control.) Grants: [Shield 2]" (+0 [M]); the gallery prints "Equip"
    # unbracketed: its cost is given here (818.1.c.2)
    "Nazuman Ntofo": {"grants": [passive(keywords=[["Shield", 2]])], "equip_costs": [{"energy": 1}]},
    # "[Reaction] Counter a spell with Power cost [A][A] or more."
    "Hush": spell(do("counter", to="t0"), targets=[{"what": "spell", "min_power": 2}]),
    # "[E]: [Buff] a unit. If it's already buffed, give it +2 [M] this turn instead."
    "Iridescent Avian": {"abilities": [{"cost": {"exhaust": True}, "targets": [unit()],
                                        "effects": [do("if", cond={"target_buffed": 0},
                                                       then=[do("might", amount=2, to="t0")],
                                                       otherwise=[do("buff", to="t0")])]}]},
    # "[Action] This costs [2] less if you've played a unit or gear to a battlefield this turn. Give a unit +3 [M]
    # this turn."
    "Hold 'Em": spell(do("might", amount=3, to="t0"), targets=[unit()],
                      cost_mod={"energy": -2, "if": {"played_to_battlefield": True}}),
    # "I enter ready if a friendly unit or gear died this turn."
    "Lingering Animus": {"enters_ready": {"friendly_died": True}},

    # -- grants to cards in hand -----------------------------------------------------------------
    # "[Disarm] While I'm in a showdown, your spells have [Reaction]."
    "Kai'Sa, Rebel": {"static": [passive(keywords=[["Reaction", 1]], to={"type": "spell", "in_hand": True,
                                                                        "who": "friendly"},
                                         **{"if": {"showdown_here": True}})]},
    # "Your gear with [Deploy] have [Action]. When I conquer, if there is a friendly gear with [Deploy] here,
    # channel 1 rune exhausted."
    "Jarvan IV, Martial Paragon": {"static": [passive(keywords=[["Action", 1]], to={
        "type": "gear", "in_hand": True, "who": "friendly", "keyword": "Deploy"})],
        "triggers": {"conquer": trigger(do("channel", amount=1, exhausted=True), cond=DEPLOY_GEAR_HERE)}},
    # Jarvan IV, Exemplar of Demacia (legend): "When you play a gear with [Deploy], you may exhaust me and pay [A]
    # to move a friendly unit to that battlefield."
    "Jarvan IV, Exemplar of Demacia": on("play_card", do("may", cost={"exhaust": True, "power": ["any"]},
                                                         then=[do("move_to_event_card", to="t0")]),
                                         targets=[FRIENDLY_UNIT], cond={"event_card_keyword": "Deploy"}),

    # -- Bombs and gear abilities ------------------------------------------------------------------
    # "When you play me, play a Bomb gear token to a battlefield. Abilities of friendly gear deal 1 Bonus Damage."
    "Ziggs, Short-Fused": {"static": [passive(bonus_damage=1, abilities_of="gear")],
                           "triggers": {"play": trigger(bomb())}},
    # "[1], [E]: Play a Bomb gear token to a battlefield. When I defend, you may kill a friendly gear to give me +2
    # [M] this turn."
    "Ziggs, Explosive": {"abilities": [{"cost": {"energy": 1, "exhaust": True}, "effects": [bomb()]}],
                         "triggers": {"defend": trigger(do("may", cost={"kill": {"what": "gear", "who": "friendly"}},
                                                           then=[do("might", amount=2, to="self")]))}},
    # "[Action] Kill any number of friendly Bomb tokens. At end of turn, play that many Bomb tokens to a single
    # battlefield."
    "Hexplosive Minefield": spell(do("choose", among={"what": "gear", "tag": BOMB, "who": "you"}, count=99, up_to=True),
                                  do("note_bombs"), do("kill", to="chosen"),
                                  do("at_end_of_turn", trigger="minefield"),
                                  triggers={"minefield": trigger(
                                      do("token", card=BOMB, count={"bombs_noted": True}, where="one_battlefield",
                                         ready=True), do("_bombs_used"))}),
    # "[Action] Choose an occupied enemy battlefield. Play three 1 [M] Recruit unit tokens there."
    "Rally for War": spell(do("token", card="Recruit", count=3, where="t0"),
                           targets=[{"what": "battlefield", "occupied": True, "who": "enemy"}]),
    # "[Action] Deal 5 damage split among units at a single battlefield."
    "Scorched Earth": spell(do("split_deal", amount=5, among={"units_at": "t0"}), targets=[{"what": "battlefield"}]),
    # "[Action] Choose a friendly gear. Deal damage equal to its Energy cost to a unit at a battlefield."
    "Improvised Projectile": spell(do("deal", amount={"energy_of": "t0"}, to="t1"),
                                   targets=[{"what": "gear", "who": "friendly"}, unit(where="battlefield")]),
    # "[Action] Kill a gear. Its controller plays a Gold gear token exhausted."
    "An Offer You Can't Refuse": spell(do("kill_gold_for_its_controller", to="t0"), targets=[{"what": "gear"}]),
    # "[Hidden] Play a Gold gear token exhausted. If it's your turn and you played this from face down, play three
    # ready Gold gear tokens instead."
    "The Waters' Wage": spell(do("if", cond={"all": [{"your_turn": True}, {"event": {"hidden": True}}]},
                                 then=[do("token", card="Gold", count=3, where="base", ready=True)],
                                 otherwise=[do("token", card="Gold", where="base")])),

    # -- units -------------------------------------------------------------------------------------
    # "When you play me or when I attack, you may discard 1 to kill a unit or gear."
    "Mordekaiser, Dominating": {"triggers": {name: trigger(do("may", cost={"discard": 1}, then=[do("kill", to="t0")]),
                                                           targets=[{"any_of": [{"what": "unit"}, {"what": "gear"}]}])
                                             for name in ("play", "attack")}},
    # "[Hidden] When you play me, give another friendly unit +3 [M] this turn, then recycle me if I was played from
    # face down."
    "Elnuk Herd": on("play", do("might", amount=3, to="t0"),
                     do("if", cond={"played_hidden": True}, then=[do("recycle", to="self")]),
                     targets=[unit(who="friendly", other=True)]),
    # "When I move, reveal the top card of your Main Deck. If it's [Mighty], draw it. Otherwise, recycle it."
    "Raving Witness": on("move", do("reveal_top_mighty")),
    # "When you play a unit with Might greater than each other unit on the board, exhaust me to draw 1." (a cost
    # within the instruction, 355.10.c.1: its controller may pay it or not)
    "Titanic Shrine": on("play_card", do("may", cost={"exhaust": True}, then=[do("draw", amount=1)]),
                         cond={"event_unit_mightiest": True}),
    # "When you play me or when I hold, [Predict 3]. [Deathknell][>] Banish the top card of your Main Deck. You may
    # play it, ignoring its Energy cost."
    "Clocktower Guardian": {"triggers": {"play": trigger(do("predict", amount=3)),
                                         "hold": trigger(do("predict", amount=3)),
                                         "deathknell": trigger(do("banish_top"), do("may", then=[
                                             do("play_card", card="it", ignore="energy")]))}},

    # -- gear --------------------------------------------------------------------------------------
    # "Your gear have [Deflect]."
    "Watchful Curator": {"static": [passive(keywords=[["Deflect", 1]], to={"type": "gear", "who": "friendly"})]},
    # "[Deploy] When one or more friendly units attack here, give one of them +2 [M] this turn. When you hold here,
    # you may return this to its owner's hand."
    "Demacian Standard": {"triggers": {
        "attack_at": trigger(do("might", amount=2, to="t0"), targets=[unit(who="friendly", where="here", attacking=True)],
                             cond={"event_here": True}),
        "hold": trigger(do("may", then=[do("return_to_hand", to="self")]), cond={"event_here": True})}},

    # -- batch 4 -----------------------------------------------------------------------------------
    # "[Reaction] Ready a friendly unit. It can't move this turn. Draw 1."
    "Hunker Down": spell(do("ready", to="t0"), do("no_move", to="t0"), do("draw", amount=1), targets=[FRIENDLY_UNIT]),
    # "You may have me enter ready. If you do, I can't move this turn." (a choice as it is played)
    "Entrenched Boar": {"as_played": [do("may", then=[do("ready", to="self"), do("no_move", to="self")])]},
    # "When you play a card, you may have my base Might become equal to that card's Energy cost this turn."
    "Piltovan Guidebot": on("play_card", do("may", then=[do("might_becomes_played_energy")])),
    # "The next three times you play a unit this turn, draw 1." (from the trash, where the spell is by then)
    "Fanfare": spell(do("mark_resolved"), triggers={"play_card": {
        "from": "trash", "if": {"all": [{"event": {"type": "unit"}}, {"resolved_this_turn": True}]},
        "per_turn": 3, "effects": [do("draw", amount=1)]}}),
    # Evelynn, Agony's Embrace (legend): "Once each turn, when you play a card from face down, draw 1. Then, if it's
    # not your turn, discard 1."
    "Evelynn, Agony's Embrace": {"triggers": {"play_card": {
        "if": {"event": {"hidden": True}}, "per_turn": 1,
        "effects": [do("draw", amount=1), do("if", cond={"your_turn": False}, then=[do("discard", amount=1)])]}}},
    # "When you play me, reveal the top card of each opponent's Main Deck. Choose one and banish it, then play it,
    # ignoring its cost. Recycle the rest." (Blind Fury's verb, origins_terms.py)
    "Drakehound Packmaster": on("play", do("blind_fury")),
    # "When you play me, look at the top 4 cards of your Main Deck. You may reveal from among them a unit or gear with
    # Energy cost no more than [3] and with Power cost no more than [A] and draw it. Recycle the rest."
    "Trifarian Captain": on("play", do("look_small_permanent", look=4), do("take_chosen"), do("recycle_looked")),
    # "[Hidden] When you play me, choose a battlefield. If there are 4 or more units there, you may return an enemy
    # unit there to its owner's hand."
    "Bedeviling Stranger": on("play", do("if", cond={"target_units_at_least": {"target": 0, "n": 4}},
                                         then=[do("return_to_hand", to="t1")]),
                              targets=[{"what": "battlefield"},
                                       unit(who="enemy", where="battlefield", same_place=0, optional=True, may=True)]),
    # "[1], [E]: Choose an opponent. They guess a card type. Reveal the top card of your Main Deck. If it has that
    # type, recycle it. Otherwise, draw it."
    "Scrutinizing Scope": {"abilities": [{"cost": {"energy": 1, "exhaust": True}, "effects": [do("guess_top_type")]}]},
    # "When you hide a card here, play a Gold gear token exhausted."
    "Bandle Scouts' Academy": on("hide_here", do("token", card="Gold", where="base")),
    # "[Deploy] When you win a combat here, draw 1."
    "Blossoming Dreamroot": on("win_combat", do("draw", amount=1), cond={"event_here": True}),

    # -- spells ------------------------------------------------------------------------------------
    # "[Action] Give a unit [Assault] this turn equal to its Might."
    "Brawl": spell(do("keyword", name="Assault", value={"might_of": "t0"}, to="t0"), targets=[unit()]),
}

for _name, _script in SCRIPTS.items():
    register(_name, _script)
