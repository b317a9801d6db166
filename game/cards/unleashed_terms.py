"""Unleashed (UNL), issue 20's second slice: cards whose text needs a term the vocabulary lacks, each term
registered beside the one card that uses it (docs/cards.md, "Adding a card"), grouped by domain. Each entry
quotes the printed text (with errata) and the rules it relies on (Core Rules 2026-10-09);
`docs/unleashed-plan.md` lists what is still waiting.
"""

from __future__ import annotations

from typing import Any

from game.engine.model import registry
from game.engine.model.registry import register

from .dsl import (
    ALL,
    BF,
    Ctx,
    State,
    ask_cards,
    ask_option,
    banish,
    discard_cards,
    do,
    draw,
    friendly,
    has_tag,
    is_mighty,
    is_unit,
    keyword,
    location,
    look_top,
    might,
    move_places,
    move_unit,
    objs,
    on,
    open_to,
    passive,
    put_in_deck,
    put_in_trash,
    run_verb,
    spell,
    to_hand,
    trigger,
    unit,
)

Data = dict[str, Any]


def _units_of(st: State, p: int) -> list[int]:
    """The units player `p` controls on the board (a base or battlefields)."""
    return [u for u in st.players[p].base + [v for b in st.battlefields for v in b.units]
            if st.objs[u].controller == p and is_unit(st, u)]


def _units_at(st: State, place: tuple[str, int]) -> list[int]:
    """The units at a location: ("bf", index) or ("base", player)."""
    kind, n = place
    there = st.battlefields[n].units if kind == "bf" else st.players[n].base
    return [u for u in there if is_unit(st, u)]


def _place(st: State, oid: int) -> tuple[str, int] | None:
    o = st.objs.get(oid)
    if o is None or o.zone not in ("base", BF):
        return None
    return ("bf", o.loc) if o.zone == BF else ("base", o.controller)


# -- Fury --------------------------------------------------------------------------------------

# Towering Pairofant: "If a unit died this turn, I enter ready."
@registry.condition("unit_died_this_turn", "A unit (anyone's) has died this turn (true), or none has (false).")
def _unit_died_this_turn(st: State, want: Any, controller: int, source: int, subject: int | None, data: Data) -> bool:
    return any(pl.extra.get("unit_died") == st.turn_number for pl in st.players) == bool(want)


# Fresh Beans: "When you play a unit during a showdown"
@registry.condition("during_showdown", "A showdown is under way (true), or none is (false).")
def _during_showdown(st: State, want: Any, controller: int, source: int, subject: int | None, data: Data) -> bool:
    return (st.showdown is not None) == bool(want)


# Right of Conquest: "draw 1 for each battlefield you or allies control"
@registry.value("battlefields_of_team", "`{\"battlefields_of_team\": \"you\"}`: battlefields you or your allies "
                "control.")
def _battlefields_of_team(st: State, v: Data, controller: int, source: int, ref: Any) -> int:
    return sum(1 for b in st.battlefields if b.controller >= 0 and friendly(st, b.controller, controller))


FURY: dict[str, Data] = {
    # "[Assault] If a unit died this turn, I enter ready." (any unit, either player's)
    "Towering Pairofant": {"enters_ready": {"unit_died_this_turn": True}},
    # "When you play a unit during a showdown, you may exhaust this to draw 1." (a cost within instructions:
    # decided and paid as the trigger is finalized, 383.3.b)
    "Fresh Beans": on("play_card", do("may", cost={"exhaust": True}, then=[do("draw", amount=1)]),
                      cond={"event": {"type": "unit"}, "during_showdown": True}),
    # "Draw 1, then draw 1 for each battlefield you or allies control."
    "Right of Conquest": spell(do("draw", amount=1), do("draw", amount={"battlefields_of_team": "you"})),
}


# -- Calm --------------------------------------------------------------------------------------

# Monch: "If an opponent controls a stunned unit, I cost [2] less and enter ready."
@registry.condition("opponent_stunned_unit", "An opponent controls a stunned unit (true), or none does (false).")
def _opponent_stunned_unit(st: State, want: Any, controller: int, source: int, subject: int | None,
                           data: Data) -> bool:
    return any(st.objs[u].stunned for q in st.opponents(controller) for u in _units_of(st, q)) == bool(want)


# Vex, Mocking: "When you stun an enemy unit at a battlefield"
@registry.condition("event_unit_at_battlefield", "The event's unit (`it`) is at a battlefield.")
def _event_unit_at_battlefield(st: State, want: Any, controller: int, source: int, subject: int | None,
                               data: Data) -> bool:
    it = st.objs.get(data.get("it", -1))
    return (it is not None and it.zone == BF) == bool(want)


# Ivern, Nurturer: "Then if you revealed a Bird, Cat, Dog, or Poro, do this"
@registry.condition("revealed_any_tag", "The card `look_draw` revealed has one of these tags.")
def _revealed_any_tag(st: State, want: Any, controller: int, source: int, subject: int | None, data: Data) -> bool:
    return any(c in st.objs and any(t in st.card(c).tags for t in want) for c in data.get("revealed", ()))


_IVERN_LOOK = [do("look_draw", look=3, what="unit"),
               do("if", cond={"revealed_any_tag": ["Bird", "Cat", "Dog", "Poro"]}, then=[do("reflex", trigger="buff")])]

# Skyward Strike: "[Level 6][>] [Stun] an enemy unit." - the Level ability's target exists only at Level 6
@registry.selector("at_level", "`N`: this slot can be filled only while you have N or more XP (a [Level N] ability's "
                   "target, 824.1.b).")
def _at_level(st: State, want: Any, oid: int, controller: int, source: int) -> bool:
    return int(st.players[controller].extra.get("xp", 0)) >= want


FOUR_TAGS = ["Bird", "Cat", "Dog", "Poro"]

# Iascylla: "at the start of your next Main Phase, you may move an enemy unit to this battlefield"
@registry.verb("move_to_noted_battlefield", "`to`: move that unit to the battlefield the delayed trigger's source was "
               "at (`bf` of its event), if it may (355.4.a).")
def move_to_noted_battlefield(ctx: Ctx, to: Any = "t0") -> None:
    bf = int(ctx.data.get("bf", -1))
    for oid in objs(ctx, to):
        if bf >= 0 and ctx.st.objs[oid].zone in ("base", BF):
            move_unit(ctx, oid, bf)


CALM: dict[str, Data] = {
    # "When I hold, at the start of your next Main Phase, you may move an enemy unit to this battlefield." (a
    # delayed trigger, 393, even if I've left; "this battlefield": the one I held)
    "Iascylla": {"triggers": {"hold": trigger(do("at_next_main", trigger="pull")),
                              "pull": trigger(do("move_to_noted_battlefield", to="t0"),
                                              targets=[unit(who="enemy", optional=True, may=True)])}},
    # "Move an enemy unit. [Level 6][>] [Stun] an enemy unit." (its destination chosen as it is played, 355.4;
    # the Level ability's target only at Level 6, 824.1.c)
    "Skyward Strike": spell(do("move", to="t0"), do("stun", to="t1"),
                            targets=[unit(who="enemy"), unit(who="enemy", optional=True, at_level=6)]),
    # "[Reaction] Choose a unit. Give it +1 [M] this turn for each of the following tags among your units -
    # Bird, Cat, Dog, and Poro." (read as it resolves)
    "Friendship": spell(do("might", amount={"tags_among": FOUR_TAGS}, to="t0"), targets=[unit()]),
    # "When you play me or when I hold, look at the top 3 cards of your Main Deck. You may reveal a unit from
    # among them and draw it. Recycle the rest. Then if you revealed a Bird, Cat, Dog, or Poro, do this: [Buff] a
    # friendly unit." (a reflexive trigger, 389: its target chosen as it goes on the chain)
    "Ivern, Nurturer": {"triggers": {"play": trigger(*_IVERN_LOOK), "hold": trigger(*_IVERN_LOOK),
                                     "buff": trigger(do("buff", to="t0"), targets=[unit(who="friendly")])}},
    # "If an opponent controls a stunned unit, I cost [2] less and enter ready."
    "Monch": {"cost_mod": {"energy": -2, "if": {"opponent_stunned_unit": True}},
              "enters_ready": {"opponent_stunned_unit": True}},
    # "[Shield] [Tank] When you [Stun] an enemy unit at a battlefield, you may move me to that battlefield."
    # (to where the stunned unit is as the ability resolves; none if it has left the battlefields)
    "Vex, Mocking": on("stun_enemy", do("may", then=[do("move", to="self", dest="it")]),
                       cond={"event_unit_at_battlefield": True}),
    # "[Tank] Your units here with less Might than me can't be chosen by enemy spells and abilities."
    "Alpha Wildclaw": {"static": [passive(untargetable=True, to={"who": "you", "here": True, "other": True},
                                          **{"if": {"weaker_than_source": True}})]},
}


# -- Mind --------------------------------------------------------------------------------------

# Petal Pixie: "I have +1 [M] for each of your units with [Temporary] at my battlefield."
@registry.value("temporary_units_here", "`{\"temporary_units_here\": \"you\"}`: your units with [Temporary] at the "
                "source's battlefield (itself too; none in a base).")
def _temporary_units_here(st: State, v: Data, controller: int, source: int, ref: Any) -> int:
    here = location(st, source) if source in st.objs and st.objs[source].zone == BF else -1
    return 0 if here < 0 else sum(1 for u in st.battlefields[here].units if st.objs[u].controller == controller
                                  and is_unit(st, u) and keyword(st, u, "Temporary"))


# Gutter Palace: "if you have exactly 4 cards in hand and exactly 4 units at battlefields"
@registry.condition("four_and_four", "You have exactly 4 cards in hand and exactly 4 units at battlefields.")
def _four_and_four(st: State, want: Any, controller: int, source: int, subject: int | None, data: Data) -> bool:
    at_bfs = sum(1 for b in st.battlefields for u in b.units if st.objs[u].controller == controller and is_unit(st, u))
    return (len(st.players[controller].hand) == 4 and at_bfs == 4) == bool(want)


# Hwei, Brooding Painter: "do the following based on the discarded card's type"
@registry.condition("discarded_type", "The card the `discard` step discarded is of that type.")
def _discarded_type(st: State, want: Any, controller: int, source: int, subject: int | None, data: Data) -> bool:
    return any(c in st.objs and st.card(c).type == want for c in data.get("discarded", ()))


# Crescent Strike: "Deal 4 to that unit and 1 to each other enemy unit there."
@registry.verb("others_there", "`of`, `who`: the units of that `who` at `of`'s battlefield other than it (`chosen`).")
def others_there(ctx: Ctx, of: Any = "t0", who: str = "enemy") -> None:
    found = objs(ctx, of)
    place = _place(ctx.st, found[0]) if found else None
    pool = [] if place is None or place[0] != "bf" else _units_at(ctx.st, place)
    ctx.data["chosen"] = [u for u in pool if u != found[0] and (who == "any" or friendly(
        ctx.st, ctx.st.objs[u].controller, ctx.controller) == (who == "friendly"))]


# Smoke and Mirrors: "If at least one of them has [Temporary], move each to the other's location."
@registry.condition("a_target_has_keyword", "`if` step: at least one of its still legal targets has that keyword.")
def _a_target_has_keyword(st: State, want: Any, controller: int, source: int, subject: int | None, data: Data) -> bool:
    return any(t is not None and t in st.objs and keyword(st, t, want) for t in data.get("_targets", ()))


@registry.verb("swap_places", "`a`, `b`: move each of the two units to the other's location (two moves; a location no "
               "longer valid for one, 355.4.a, leaves it where it is).")
def swap_places(ctx: Ctx, a: Any = "t0", b: Any = "t1") -> None:
    first, second = objs(ctx, a), objs(ctx, b)
    if not first or not second:
        return
    x, y = first[0], second[0]
    px, py = _place(ctx.st, x), _place(ctx.st, y)
    if px is None or py is None:
        return
    to_x = py[1] if py[0] == "bf" else -1
    to_y = px[1] if px[0] == "bf" else -1
    move_unit(ctx, x, to_x)
    move_unit(ctx, y, to_y)


# Diana, Lunari: "then reveal the top card of your Main Deck. If it's a spell, draw it." (else it stays on top)
@registry.verb("reveal_top_draw_spell", "Reveal the top card of your Main Deck (425); if it's a spell, draw it (it stays "
               "on top otherwise). `seen`: the reveal's progress (`look_top`).")
def reveal_top_draw_spell(ctx: Ctx, seen: list[int] | None = None) -> bool | None:
    left = look_top(ctx, ctx.controller, 1, "reveal_top_draw_spell", {"seen": seen} if seen else {}, reveal=True)
    if left is None:
        return False  # a replacement of the reveal asks (Void Hatchling; Nocturne as he is revealed)
    deck = ctx.st.players[ctx.controller].main_deck
    if not left:
        return None
    top = deck[0]
    ctx.log.add("reveal", f"{ctx.st.players[ctx.controller].name} reveals {ctx.st.name(top)} from the top of their "
                "Main Deck", ALL, player=ctx.controller, card=top)
    if ctx.st.card(top).type == "spell":
        draw(ctx.st, ctx.log, ctx.controller, 1)


# Lillia, Fae Fawn: "When I move from a location, play a ... Sprite unit token ... there."
@registry.verb("token_where_i_was", "`card`: play that token where the source moved from (the `move` trigger's "
               "`from`: a battlefield, or its controller's base), offered to the replacements of a token play first.")
def token_where_i_was(ctx: Ctx, card: str) -> bool | None:
    return run_verb(ctx, "_token_at", card=card, count=1, at=int(ctx.data.get("from", -1)), ready=False)


MIND: dict[str, Data] = {
    # "[Accelerate] When I move from a location, play a 3 [M] Sprite unit token with [Temporary] there." (not ready;
    # "there": the battlefield or base she left)
    "Lillia, Fae Fawn": on("move", do("token_where_i_was", card="Sprite")),
    # "When a showdown begins here, you may pay [1] to [Predict], then reveal the top card of your Main Deck. If it's a
    # spell, draw it." (Vendetta errata: a cost within instructions, decided and paid as the trigger is finalized)
    "Diana, Lunari": on("showdown_begins", do("may", cost={"energy": 1}, then=[
        do("predict", amount=1), do("reveal_top_draw_spell")])),
    # "[Hidden] [Action] Choose a unit you control and another unit you control at a different location. If at least
    # one of them has [Temporary], move each to the other's location. Draw 1." (played from hiding, the first must be
    # at its battlefield, 811.1.d.2; the other is elsewhere)
    "Smoke and Mirrors": spell(do("if", cond={"a_target_has_keyword": "Temporary"}, then=[do("swap_places")]),
                               do("draw", amount=1),
                               targets=[unit(who="you"), unit(who="you", where="elsewhere", other_place=0)]),
    # "[Action] Choose a battlefield and an enemy unit there. Deal 4 to that unit and 1 to each other enemy unit
    # there." (the battlefield is the chosen unit's)
    "Crescent Strike": spell(do("others_there", of="t0", who="enemy"), do("deal", amount=4, to="t0"),
                             do("deal", amount=1, to="chosen"), targets=[unit(who="enemy", where="battlefield")]),
    # "I have +1 [M] for each of your units with [Temporary] at my battlefield."
    "Petal Pixie": {"static": [passive(might={"temporary_units_here": "you"})]},
    # "At the start of your Beginning Phase, if you have exactly 4 cards in hand and exactly 4 units at
    # battlefields, you win the game. Discard 1, [E]: Play a 1 [M] Bird unit token with [Deflect]." (the token
    # to your base or a battlefield you control, 186)
    "Gutter Palace": {**on("start_beginning", do("win"), cond={"four_and_four": True}),
                      "abilities": [{"cost": {"discard": 1, "exhaust": True},
                                     "effects": [do("token", card="Bird", where="choose")]}]},
    # "When I move, draw 1, then discard 1. Then, do the following based on the discarded card's type:
    # Spell - Draw 1. Gear - Ready up to 2 runes. Unit - Give me +3 [M] this turn."
    "Hwei, Brooding Painter": on("move", do("draw", amount=1), do("discard", amount=1),
                                 do("if", cond={"discarded_type": "spell"}, then=[do("draw", amount=1)]),
                                 do("if", cond={"discarded_type": "gear"}, then=[do("ready_runes", amount=2)]),
                                 do("if", cond={"discarded_type": "unit"}, then=[do("might", amount=3, to="self")])),
}


# -- Body --------------------------------------------------------------------------------------

# Kinkou Initiate: "draw 1 if your other units have total Might 5 or more"
@registry.condition("others_might_at_least", "Your units other than the source have a total Might of N or more.")
def _others_might_at_least(st: State, want: Any, controller: int, source: int, subject: int | None,
                           data: Data) -> bool:
    return sum(max(0, might(st, u)) for u in _units_of(st, controller) if u != source) >= want


# Gentle Gemdragon: "When you play me or another Dragon"
@registry.condition("event_card_tag", "The event's card (`play_card`) has that tag (479.2).")
def _event_card_tag(st: State, want: Any, controller: int, source: int, subject: int | None, data: Data) -> bool:
    card = data.get("card")
    return card is not None and card in st.objs and has_tag(st, card, want)


# Concentrate: "[Level 6] This costs [2] less. [Level 11] This costs [4] less instead."
@registry.value("level_discount", "`{\"level_discount\": [[N, D], ...]}` (highest Level first): -D for the first "
                "Level N you have (824), else 0.")
def _level_discount(st: State, v: Data, controller: int, source: int, ref: Any) -> int:
    have = int(st.players[controller].extra.get("xp", 0))
    return next((-d for n, d in v["level_discount"] if have >= n), 0)


# Stare Down: "Move all enemy units at that battlefield with less Might than the chosen unit to their base."
@registry.verb("weaker_enemies_at", "`than`, `at`: the enemy units at `at` (a battlefield) with less Might than `than` "
               "(`chosen`).")
def weaker_enemies_at(ctx: Ctx, than: Any = "t0", at: Any = "t1") -> None:
    unit_ = objs(ctx, than)
    field = objs(ctx, at)
    here = location(ctx.st, field[0]) if field else -1
    if not unit_ or here < 0:
        ctx.data["chosen"] = []
        return
    bar = might(ctx.st, unit_[0])
    ctx.data["chosen"] = [u for u in _units_at(ctx.st, ("bf", here))
                          if not friendly(ctx.st, ctx.st.objs[u].controller, ctx.controller) and might(ctx.st, u) < bar]


# Imposing Challenger: "an enemy unit here with less Might than me"
@registry.selector("weaker_than_me", "Less Might than the source.")
def _weaker_than_me(st: State, want: Any, oid: int, controller: int, source: int) -> bool:
    return source in st.objs and (might(st, oid) < might(st, source)) == bool(want)


@registry.verb("move_to_another_battlefield", "`to`: you move that unit to a battlefield other than its own (one it "
               "may move to; `choose_option` by name when there are several).")
def move_to_another_battlefield(ctx: Ctx, to: Any = "t0") -> bool | None:
    found = [u for u in objs(ctx, to) if ctx.st.objs[u].zone == BF]
    if not found:
        return None
    oid = found[0]
    options = [i for i in move_places(ctx.st, oid) if i >= 0]
    names = [f"{ctx.st.name(ctx.st.battlefields[i].obj)} ({i + 1})" for i in options]
    branches = {name: [do("_move_there", unit=oid, place=i)] for name, i in zip(names, options, strict=True)}
    return ask_option(ctx, ctx.controller, names, branches, {"purpose": "move_to"})


@registry.verb("_move_there", "Move that unit to that battlefield (if it still may).")
def _move_there(ctx: Ctx, unit: int, place: int) -> None:
    move_unit(ctx, unit, place)


# Call to Battle: "Move a unit you control to a battlefield you control. Then, choose an opponent. They move a unit
# they control to the same battlefield."
@registry.selector("controlled_by_you", "A battlefield you control (true), or not (false).")
def _controlled_by_you(st: State, want: Any, oid: int, controller: int, source: int) -> bool:
    here = location(st, oid)
    return (here >= 0 and st.battlefields[here].controller == controller) == bool(want)


@registry.verb("player_chooses_own_unit", "The `player` a step chose chooses a unit they control that may move to "
               "`to`'s battlefield (`chosen`; none when they have none).")
def player_chooses_own_unit(ctx: Ctx, to: Any = "t1") -> bool | None:
    q = ctx.data.get("player")
    field = objs(ctx, to)
    here = location(ctx.st, field[0]) if field else -1
    if q is None or here < 0:
        ctx.data["chosen"] = []
        return None
    pool = [u for u in _units_of(ctx.st, int(q)) if here in move_places(ctx.st, u)]
    return ask_cards(ctx, int(q), pool, 1)


BODY: dict[str, Data] = {
    # "Move a unit you control to a battlefield you control. Then, choose an opponent. They move a unit they control
    # to the same battlefield." (the battlefield a target, chosen as it is played: 355.4; the opponent and their unit
    # chosen as it resolves, 355.10.e)
    "Call to Battle": spell(do("move", to="t0", dest="t1"), do("choose_player", who="opponents"),
                           do("player_chooses_own_unit", to="t1"), do("move", to="chosen", dest="t1"),
                           targets=[unit(who="you"), {"what": "battlefield", "controlled_by_you": True}]),
    # "Choose a friendly unit and a battlefield. Move all enemy units at that battlefield with less Might than the
    # chosen unit to their base. Gain 1 XP." (their Might compared as it resolves)
    "Stare Down": spell(do("weaker_enemies_at", than="t0", at="t1"), do("move_to_base", to="chosen"), do("xp", amount=1),
                        targets=[unit(who="friendly"), {"what": "battlefield"}]),
    # "When I move, you may move an enemy unit here with less Might than me to a different battlefield." ("here":
    # where I moved to; the unit chosen as the trigger goes on the chain, its destination as it resolves)
    "Imposing Challenger": on("move", do("move_to_another_battlefield", to="t0"),
                              targets=[unit(who="enemy", where="here", weaker_than_me=True, optional=True, may=True)]),
    # "When you play me, draw 1 if your other units have total Might 5 or more." (the condition is part of
    # the effect, read as it resolves: Unleashed FAQ, Loose Cannon)
    "Kinkou Initiate": on("play", do("if", cond={"others_might_at_least": 5}, then=[do("draw", amount=1)])),
    # "When you play me or another Dragon, ready up to 2 runes." (I am a Dragon)
    "Gentle Gemdragon": on("play_card", do("ready_runes", amount=2), cond={"event_card_tag": "Dragon"}),
    # "If you've gained XP this turn, I have +1 [M] and [Ganking]."
    "Wily Newtfish": {"static": [passive(might=1, keywords=[["Ganking", 1]], **{"if": {"gained_xp_this_turn": True}})]},
    # "Draw 2. [Level 6][>] This costs [2] less. [Level 11][>] This costs [4] less instead."
    "Concentrate": spell(do("draw", amount=2), cost_mod={"energy": {"level_discount": [[11, 4], [6, 2]]}}),
}


# -- Chaos -------------------------------------------------------------------------------------

# Isolate: "Then, if there's an enemy unit alone at that battlefield"
@registry.verb("note_place", "`of`: remember where that unit is now (`noted_place`), for a condition read after it "
               "moved (\"that battlefield\").")
def note_place(ctx: Ctx, of: Any = "t0") -> None:
    found = objs(ctx, of)
    ctx.data["noted_place"] = list(_place(ctx.st, found[0]) or ("none", -1)) if found else ["none", -1]


@registry.condition("enemy_alone_at_noted", "There is exactly one enemy unit at the battlefield `note_place` noted.")
def _enemy_alone_at_noted(st: State, want: Any, controller: int, source: int, subject: int | None, data: Data) -> bool:
    kind, n = data.get("noted_place", ["none", -1])
    if kind != "bf":
        return not want
    enemies = [u for u in _units_at(st, ("bf", n)) if not friendly(st, st.objs[u].controller, controller)]
    return (len(enemies) == 1) == bool(want)


# Kha'Zix, Mutating Horror: "if an enemy unit is alone here"
@registry.condition("enemy_alone_here", "Exactly one enemy unit is at the source's battlefield.")
def _enemy_alone_here(st: State, want: Any, controller: int, source: int, subject: int | None, data: Data) -> bool:
    here = location(st, source)
    enemies = [] if here < 0 else [u for u in _units_at(st, ("bf", here))
                                   if not friendly(st, st.objs[u].controller, controller)]
    return (len(enemies) == 1) == bool(want)


# Evelynn, Entrancing: "on your turn"
@registry.condition("your_turn", "It is your turn (true), or not (false; a teammate's turn is not yours).")
def _your_turn(st: State, want: Any, controller: int, source: int, subject: int | None, data: Data) -> bool:
    return (st.turn_player == controller) == bool(want)


@registry.verb("token_for_player", "`card`: the `player` a step chose plays that token (440) to their base or a "
               "battlefield they control, their choice (186; `choose_destination` of theirs).")
def token_for_player(ctx: Ctx, card: str) -> bool | None:
    q = ctx.data.get("player")
    if q is None:
        return None
    theirs = Ctx(ctx.st, ctx.log, int(q), ctx.source, [], None, {}, ctx.spell)
    return run_verb(theirs, "token", card=card, where="choose")


# Back Off: "If you played this from your hand" (not from face down, 811; not a spell another player played that you
# took control of, Rebuttal: the community FAQ - only a card's owner plays it from their hand)
@registry.condition("from_hand", "The spell was played from a hand (true; not from face down, nor by an effect from "
                    "elsewhere) by the player controlling it now, its owner (false otherwise).")
def _from_hand(st: State, want: Any, controller: int, source: int, subject: int | None, data: Data) -> bool:
    mine = source in st.objs and st.objs[source].owner == controller
    return (bool(data.get("from_hand", True)) and not data.get("hidden") and mine) == bool(want)


# Abandon: "Counter a spell. Return it to its owner's hand instead of putting it in their trash."
@registry.verb("counter_to_hand", "`to`: counter a spell (426), to its owner's hand instead of their trash.")
def counter_to_hand(ctx: Ctx, to: Any = "t0") -> None:
    st = ctx.st
    for oid in objs(ctx, to):
        if st.objs[oid].zone != "chain":
            continue
        run_verb(ctx, "counter", to=to)
        # only a spell on its way to the trash: a Flow spell is banished whichever replacement applies first (829.1.b.1,
        # 372, 370.2: the community FAQ, Flow), a "then recycle it" one recycled
        if st.objs[oid].zone == "trash":
            ctx.log.add("return", f"{st.name(oid)} returns to its owner's hand", ALL, card=oid)
            to_hand(st, oid)
            # a hand is private (128): the effect (and a decision it waits on, Predict's) forgets its id
            ctx.targets = [None if t == oid else t for t in ctx.targets]


# Crescent Guardian: "If you've played a spell this turn"
@registry.condition("played_spell_this_turn", "You have played (finalized) a spell this turn (420.4.b; Unleashed FAQ: "
                    "\"play\" as a condition is finalization).")
def _played_spell_this_turn(st: State, want: Any, controller: int, source: int, subject: int | None,
                            data: Data) -> bool:
    mark = st.players[controller].extra.get("finalized")
    ids = mark[1] if mark and mark[0] == st.turn_number else []
    return any(i in st.objs and st.table.defs[st.objs[i].card].type == "spell" for i in ids) == bool(want)


# Heedless Resurrection: "a unit from your trash that costs no more Energy and no more Power than the killed unit"
@registry.verb("choose_within_killed_cost", "You choose a unit card in your trash whose Energy and Power (counted) are no "
               "more than those printed on the unit killed as this spell's additional cost (`killed_for_cost`; "
               "`chosen`).")
def choose_within_killed_cost(ctx: Ctx) -> bool | None:
    st = ctx.st
    victim = ctx.data.get("killed_for_cost")
    if victim is None or victim not in st.objs:
        ctx.data["chosen"] = []
        return None
    dead = st.table.defs[st.objs[victim].card]
    pool = [c for c in st.players[ctx.controller].trash if st.card(c).type == "unit"
            and st.card(c).energy <= dead.energy and len(st.card(c).power) <= len(dead.power)]
    return ask_cards(ctx, ctx.controller, pool, 1)


# Insightful Investigator: "They reveal their hand. You may pay 2 XP to choose a card from their hand. If you do, they
# discard that card and draw 1." - the revealed hand is known to all (425): a card chosen by its name (128)
@registry.verb("player_reveals_hand", "The `player` a step chose reveals their hand (425.3.a; logged for all).")
def player_reveals_hand(ctx: Ctx) -> None:
    q = ctx.data.get("player")
    if q is None:
        return
    hand = ctx.st.players[int(q)].hand
    shown = ", ".join(ctx.st.name(c) for c in hand) or "nothing"
    ctx.log.add("reveal", f"{ctx.st.players[int(q)].name} reveals their hand: {shown}", ALL, player=int(q))


@registry.verb("pick_from_their_hand", "`then` (discard_draw): you choose a card of the `player`'s revealed hand by "
               "name (`choose_option`); they discard it and draw 1.")
def pick_from_their_hand(ctx: Ctx, then: str = "discard_draw") -> bool | None:
    q = ctx.data.get("player")
    if q is None:
        return None
    names = sorted({ctx.st.name(c) for c in ctx.st.players[int(q)].hand})
    branches = {name: [do("_discard_named_draw", player=int(q), name=name)] for name in names}
    return ask_option(ctx, ctx.controller, names, branches, {"purpose": "discard_from_hand"})


@registry.verb("_discard_named_draw", "That player discards the card of that name from their hand, then draws 1.")
def _discard_named_draw(ctx: Ctx, player: int, name: str) -> None:
    card = next((c for c in ctx.st.players[player].hand if ctx.st.name(c) == name), None)
    if card is None:
        return
    discard_cards(ctx.st, ctx.log, player, [card])
    draw(ctx.st, ctx.log, player, 1)


# Cursed Sarcophagus: "banish all units from your trash. [E]: Play a unit banished with this."
@registry.verb("banish_trash_units_with_me", "Banish every unit card in your trash; they are banished with the source "
               "(kept on it while it stays on the board).")
def banish_trash_units_with_me(ctx: Ctx) -> None:
    st = ctx.st
    units = [c for c in st.players[ctx.controller].trash if st.card(c).type == "unit"]
    for c in units:
        banish(st, ctx.log, c)
    if ctx.source in st.objs:
        st.w(ctx.source).extra["banished_with"] = [*st.objs[ctx.source].extra.get("banished_with", []), *units]


@registry.verb("choose_banished_with_me", "You choose a unit card banished with the source that is still in "
               "banishment (`chosen`).")
def choose_banished_with_me(ctx: Ctx) -> bool | None:
    st = ctx.st
    me = st.objs.get(ctx.source)
    kept = [] if me is None else [c for c in me.extra.get("banished_with", []) if c in st.objs
                                  and st.objs[c].zone == "banishment"]
    return ask_cards(ctx, ctx.controller, kept, 1)


@registry.condition("has_banished_with_me", "A unit card banished with the source is still in banishment.")
def _has_banished_with_me(st: State, want: Any, controller: int, source: int, subject: int | None, data: Data) -> bool:
    me = st.objs.get(source)
    kept = [] if me is None else [c for c in me.extra.get("banished_with", []) if c in st.objs
                                  and st.objs[c].zone == "banishment"]
    return bool(kept) == bool(want)


# Maduli the Gatekeeper: "Move me to an occupied enemy battlefield if my Might is greater than the total Might of
# enemy units there."
@registry.selector("occupied_enemy", "A battlefield an opponent controls with units there (170.11.a) (true).")
def _occupied_enemy(st: State, want: Any, oid: int, controller: int, source: int) -> bool:
    here = location(st, oid)
    b = st.battlefields[here] if here >= 0 else None
    ok = b is not None and b.controller >= 0 and not friendly(st, b.controller, controller) and bool(b.units)
    return ok == bool(want)


@registry.condition("stronger_than_enemies_at", "`i`: the source's Might is greater than the total Might of the enemy "
                    "units at target i's battlefield.")
def _stronger_than_enemies_at(st: State, want: Any, controller: int, source: int, subject: int | None,
                              data: Data) -> bool:
    ts = data.get("_targets", [])
    t = ts[want] if want < len(ts) else None
    here = location(st, t) if t is not None and t in st.objs else -1
    if here < 0 or source not in st.objs:
        return False
    enemies = sum(max(0, might(st, u)) for u in _units_at(st, ("bf", here))
                  if not friendly(st, st.objs[u].controller, controller))
    return might(st, source) > enemies


# Moonfall: "Choose a battlefield where you have units."
@registry.selector("you_have_units", "A battlefield where you have units (true).")
def _you_have_units(st: State, want: Any, oid: int, controller: int, source: int) -> bool:
    here = location(st, oid)
    ok = here >= 0 and any(st.objs[u].controller == controller for u in _units_at(st, ("bf", here)))
    return ok == bool(want)


CHAOS: dict[str, Data] = {
    # "I can't be readied. [Chaos]: Move me to an occupied enemy battlefield if my Might is greater than the total Might
    # of enemy units there." (not by the Awaken Phase either; the Might compared as it resolves)
    "Maduli the Gatekeeper": {"static": [passive(never_ready=True)], "abilities": [
        {"cost": {"power": ["chaos"]}, "targets": [{"what": "battlefield", "occupied_enemy": True}],
         "effects": [do("if", cond={"stronger_than_enemies_at": 0}, then=[do("move", to="self", dest="t0")])]}]},
    # "When you play me, choose an opponent. They reveal their hand. You may pay 2 XP to choose a card from their
    # hand. If you do, they discard that card and draw 1." (Unleashed FAQ: the XP is paid as it resolves, the whole
    # effect one chain item)
    "Insightful Investigator": on("play", do("choose_player", who="opponents"), do("player_reveals_hand"),
                                  do("may", cost={"spend_xp": 2}, then=[do("pick_from_their_hand")])),
    # "When you play this, banish all units from your trash. [E]: Play a unit banished with this. (You must pay its
    # costs.)" (420.3: played as the ability resolves, its costs paid then; one that can't be paid stays banished)
    "Cursed Sarcophagus": {**on("play", do("banish_trash_units_with_me")),
                           "abilities": [{"cost": {"exhaust": True}, "if": {"has_banished_with_me": True},
                                          "effects": [do("choose_banished_with_me"), do("play_card", card="chosen")]}]},
    # "[Reaction] As an additional cost to play this, kill a friendly unit. Play a unit from your trash that costs no
    # more Energy and no more Power than the killed unit, ignoring its cost." (chosen as it resolves: the killed unit
    # is known then; the one killed may be played back, 420.3)
    "Heedless Resurrection": spell(do("choose_within_killed_cost"), do("play_free", card="chosen"),
                                   additional_cost={"kill": {"what": "unit", "who": "friendly"}}),
    # "[Hidden] [Action] [Stun] a unit. If you played this from your hand, draw 1."
    "Back Off": spell(do("stun", to="t0"), do("if", cond={"from_hand": True}, then=[do("draw", amount=1)]),
                      targets=[unit()]),
    # "[Reaction] Counter a spell. Return it to its owner's hand instead of putting it in their trash. [Predict]."
    "Abandon": spell(do("counter_to_hand", to="t0"), do("predict", amount=1), targets=[{"what": "spell"}]),
    # "If you've played a spell this turn, you may pay [Chaos] as an additional cost to play me. If you do, I enter
    # ready."
    "Crescent Guardian": {"additional_cost": {"optional": True, "power": ["chaos"],
                                              "if": {"played_spell_this_turn": True}},
                          "enters_ready": {"paid": "additional"}},
    # "Move an enemy unit from a battlefield to its base. Then, if there's an enemy unit alone at that
    # battlefield, draw 1." (read as the spell resolves, after the move)
    "Isolate": spell(do("note_place", of="t0"), do("move_to_base", to="t0"),
                     do("if", cond={"enemy_alone_at_noted": True}, then=[do("draw", amount=1)]),
                     targets=[unit(who="enemy", where="battlefield")]),
    # "[Ambush] When I attack or defend, if an enemy unit is alone here, give me +2 [M] this turn and gain 2
    # XP." (the condition next to the trigger: checked as it triggers, Unleashed FAQ)
    "Kha'Zix, Mutating Horror": {"triggers": {event: trigger(do("might", amount=2, to="self"), do("xp", amount=2),
                                                             cond={"enemy_alone_here": True})
                                              for event in ("attack", "defend")}},
    # "[Hidden] [Backline] When you play me from face down on your turn, you may move an enemy unit at a
    # different location to my battlefield." (played from hiding, 811.1.d: I am at a battlefield)
    "Evelynn, Entrancing": on("play_card", do("move", to="t0", dest="self"),
                              targets=[unit(who="enemy", where="elsewhere", optional=True, may=True)],
                              cond={"other_card": False, "event": {"hidden": True}, "your_turn": True}),
    # "When you play me, choose a player. They discard 1." (chosen as it resolves; yourself too)
    "Bewitching Spirit": on("play", do("choose_player", who="any"), do("discard", amount=1, of="player")),
    # "[Deflect] When you play me, choose an opponent. They play a 1 [M] Bird unit token with [Deflect]."
    "Walking Roost": on("play", do("choose_player", who="opponents"), do("token_for_player", card="Bird")),
}


# -- Order -------------------------------------------------------------------------------------

# Crimson Pigeons: "while I'm attacking with another unit"
@registry.condition("attacking_with_another", "The object a passive applies to (else the source) is an attacker and "
                    "another attacker is at its battlefield.")
def _attacking_with_another(st: State, want: Any, controller: int, source: int, subject: int | None,
                            data: Data) -> bool:
    t = st.objs.get(subject if subject is not None else source)
    ok = t is not None and t.designation == "attacker" and t.zone == BF and any(
        u != t.id and st.objs[u].designation == "attacker" for u in st.battlefields[t.loc].units)
    return ok == bool(want)


# Scrutinizing Sergeant: "gain 1 XP for each friendly unit"
@registry.value("friendly_units", "`{\"friendly_units\": \"you\"}`: units friendly to you on the board (yours and "
                "your allies').")
def _friendly_units(st: State, v: Data, controller: int, source: int, ref: Any) -> int:
    return sum(len(_units_of(st, q)) for q in range(len(st.players)) if friendly(st, q, controller))


# Sacrifice: "kill a friendly [Mighty] unit"
@registry.selector("mighty", "Mighty (708: 5+ Might) (true), or not (false).")
def _mighty(st: State, want: Any, oid: int, controller: int, source: int) -> bool:
    return is_mighty(st, oid) == bool(want)


# Rift Herald: "Play a unit from your hand to your base, ignoring its Energy cost." (Unleashed FAQ: an action on a
# private card of a type may be ignored - the player chooses a unit, or none)
@registry.verb("choose_unit_in_hand", "You may choose a unit card in your hand (`chosen`; none is a choice too: a "
               "private zone, Unleashed FAQ).")
def choose_unit_in_hand(ctx: Ctx) -> bool | None:
    pool = [c for c in ctx.st.players[ctx.controller].hand if ctx.st.card(c).type == "unit"]
    return ask_cards(ctx, ctx.controller, pool, 1, up_to=True)


# Undying Loyalty: "This costs [2] less if you choose a Bird, Cat, Dog, or Poro."
@registry.condition("target_any_tag", "`[i, [tags]]`: target i has one of these tags (479.2; a card in a trash: its "
                    "printed tags).")
def _target_any_tag(st: State, want: Any, controller: int, source: int, subject: int | None, data: Data) -> bool:
    i, tags = want
    ts = data.get("_targets", [])
    t = ts[i] if i < len(ts) else None
    return t is not None and t in st.objs and any(has_tag(st, t, tag) for tag in tags)


ORDER: dict[str, Data] = {
    # "[Ambush] As an additional cost to play me, kill a Bird, Cat, Dog, or Poro you control. You may [Ambush] me to
    # its battlefield, even if you don't have other units there." (Vendetta errata; the destination is checked as it
    # is played, before its costs are paid: the unit killed was there, 822.1.b)
    "Stalking Wolf": {"additional_cost": {"kill": {"any_of": [{"what": "unit", "who": "you", "tag": t}
                                                              for t in FOUR_TAGS]}}},
    # "This costs [2] less if you choose a Bird, Cat, Dog, or Poro. Play a unit with cost no more than [2] and no more
    # than [A] from your trash, ignoring its cost." (the unit in my trash is a target, 355.10.a)
    "Undying Loyalty": spell(do("play_free", card="t0"),
                             targets=[{"what": "trash_unit", "max_energy": 2, "max_power": 1}],
                             cost_mod={"energy": -2, "if": {"target_any_tag": [0, FOUR_TAGS]}}),
    # "You may spend 3 XP as an additional cost to play me. When you play me, each player must kill one of their
    # units. If you paid my additional cost, you don't kill a unit this way." (in turn order from you)
    "Safety Inspector": {"additional_cost": {"optional": True, "spend_xp": 3},
                         **on("play", do("if", cond={"paid": "additional"},
                                         then=[do("each_player", others=True, steps=[do("kill_own_unit")])],
                                         otherwise=[do("each_player", steps=[do("kill_own_unit")])]))},
    # "The first time a friendly unit dies during your Beginning Phase each turn, each opponent must kill one of
    # their units." (the first of your units to die this turn, in your Beginning Phase: nothing precedes it)
    "Shard of Undoing": on("friendly_dies", do("each_player", others=True, steps=[do("kill_own_unit")]),
                           cond={"event": {"first": True}, "your_beginning_phase": True}),
    # "When I move to a battlefield, look at the top 3 cards of your Main Deck. You may reveal a unit from among
    # them and draw it. Recycle the rest. [Deathknell][>] Play a unit from your hand to your base, ignoring its
    # Energy cost. (You must still pay its Power cost.)" (420.3; a Power cost that can't be paid leaves it in hand)
    "Rift Herald": {"triggers": {
        "move_to_battlefield": trigger(do("look_draw", look=3, what="unit")),
        "deathknell": trigger(do("choose_unit_in_hand"), do("play_free", card="chosen", where="base", energy_only=True))}},
    # "I have +2 [M] while I'm attacking with another unit."
    "Crimson Pigeons": {"static": [passive(might=2, **{"if": {"attacking_with_another": True}})]},
    # "When you play me, gain 1 XP for each friendly unit." (me too)
    "Scrutinizing Sergeant": on("play", do("xp", amount={"friendly_units": "you"})),
    # "[Assault] [Deathknell][>] Draw 1. If it's your Beginning Phase, draw 2 instead."
    "LeBlanc, Fragmented": on("deathknell", do("if", cond={"your_beginning_phase": True}, then=[do("draw", amount=2)],
                                               otherwise=[do("draw", amount=1)])),
    # "[Reaction] As an additional cost to play this, kill a friendly [Mighty] unit. Draw 2 and channel 1 rune
    # exhausted." (356.1.b: mandatory)
    "Sacrifice": spell(do("draw", amount=2), do("channel", amount=1, exhausted=True),
                       additional_cost={"kill": {"what": "unit", "who": "friendly", "mighty": True}}),
    # "[Deathknell][>] If I didn't die alone, draw 1. (I wasn't alone if there were other friendly units
    # here.)" (Deathknell is "when I die": the condition is checked as it triggers, Unleashed FAQ)
    # Loyal Poro: "If I didn't die alone" - read as it dies, the units dying with it still there (740.2.a)
    "Loyal Poro": on("deathknell", do("draw", amount=1), cond={"died_alone": False}),
}


# -- battlefields ------------------------------------------------------------------------------

# Forbidding Waste: "While a unit here is defending alone"
@registry.condition("defending_alone", "The object a passive applies to is a defender, the only one at its "
                    "battlefield (anyone's).")
def _defending_alone(st: State, want: Any, controller: int, source: int, subject: int | None, data: Data) -> bool:
    t = st.objs.get(subject if subject is not None else source)
    ok = t is not None and t.designation == "defender" and t.zone == BF and sum(
        1 for u in st.battlefields[t.loc].units if st.objs[u].designation == "defender") == 1
    return ok == bool(want)


# Black Flame Altar: "Units here with [Temporary]" - printed, copied or given by an effect (not by another
# passive: read without the layer of granted keywords, so no passive depends on itself)

BATTLEFIELDS: dict[str, Data] = {
    # "While a unit here is defending alone, it has -2 [M]." (It's alone if there are no other friendly
    # units here.)
    "Forbidding Waste": {"static": [passive(might=-2, to={"here": True}, **{"if": {"defending_alone": True}})]},
    # "Units here with [Temporary] have [Shield]."
    "Black Flame Altar": {"static": [passive(keywords=[["Shield", 1]], to={"here": True},
                                             **{"if": {"subject_keyword": "Temporary"}})]},
}

# -- legends -----------------------------------------------------------------------------------

# Jhin, Virtuoso: "you may banish it. Then, if there are four spells banished with me, put each in its trash,
# channel 4 runes, and draw 1." - the spells it banished are kept on the legend (a new legend object, 124,
# starts over)
@registry.verb("banish_with_me", "Banish the event's spell (`it`, in its owner's trash once resolved) with the source; "
               "with four banished with it, put each in its owner's trash, channel 4 runes and draw 1.")
def banish_with_me(ctx: Ctx) -> None:
    st = ctx.st
    spell_id = ctx.data.get("it")
    me = st.objs.get(ctx.source)
    if me is None or spell_id not in st.objs or st.objs[spell_id].zone != "trash":
        return
    banish(st, ctx.log, spell_id)
    kept = [*me.extra.get("banished_with", []), spell_id]
    if len(kept) >= 4:
        for oid in kept:
            if oid in st.objs and st.objs[oid].zone == "banishment":
                put_in_trash(st, oid)
        kept = []
        run_verb(ctx, "channel", amount=4)
        run_verb(ctx, "draw", amount=1)
    st.w(ctx.source).extra["banished_with"] = kept


# Keeper's Verdict: "Its owner places it on the top or bottom of their Main Deck."
@registry.verb("owner_top_or_bottom", "`to`: its owner chooses (`choose_option`: Top, Bottom) and places it there "
               "(not a recycle).")
def owner_top_or_bottom(ctx: Ctx, to: Any = "t0") -> bool | None:
    found = [u for u in objs(ctx, to) if ctx.st.objs[u].zone in ("base", BF)]
    if not found:
        return None
    oid = found[0]
    branches = {side: [do("_unit_to_deck", unit=oid, top=side == "Top")] for side in ("Top", "Bottom")}
    return ask_option(ctx, ctx.st.objs[oid].owner, ["Top", "Bottom"], branches, {"purpose": "top_or_bottom"})


@registry.verb("_unit_to_deck", "Place that unit on the top or bottom of its owner's Main Deck.")
def _unit_to_deck(ctx: Ctx, unit: int, top: bool) -> None:
    if unit in ctx.st.objs and ctx.st.objs[unit].zone in ("base", BF):
        name = ctx.st.name(unit)
        put_in_deck(ctx.st, unit, top)
        ctx.log.add("deck", f"{name} is placed on the {'top' if top else 'bottom'} of its owner's Main Deck", ALL)


# Death from Below: "Then, if it had 3 [M] or less, do this:" (the killed unit's Might as it was, `note_might`)
@registry.condition("noted_might_at_most", "The Might `note_might` kept is N or less.")
def _noted_might_at_most(st: State, want: Any, controller: int, source: int, subject: int | None, data: Data) -> bool:
    noted = data.get("noted_might")
    return noted is not None and noted <= want


# Ivern, Friend to All: "As you play me, choose Bird, Cat, Dog, or Poro. I gain that tag."
_IVERN_TAGS = {tag: [do("gain_tag", tag=tag, to="self")] for tag in FOUR_TAGS}

# Lillia, Bashful Bloom: "This ability costs [1] less for each friendly unit with [Temporary]."
@registry.value("less_per_temporary", "`{\"less_per_temporary\": N}`: N minus the friendly units with [Temporary] "
                "(an ability's Energy cost; never below 0 where it is paid).")
def _less_per_temporary(st: State, v: Data, controller: int, source: int, ref: Any) -> int:
    units = [u for q in range(len(st.players)) if friendly(st, q, controller) for u in _units_of(st, q)]
    return int(v["less_per_temporary"]) - sum(1 for u in units if keyword(st, u, "Temporary"))


# Thrill of the Hunt: "Banish a friendly unit, then its owner plays it to any battlefield, ignoring its cost."
@registry.verb("owner_plays_to_any_battlefield", "`to`: banish that unit (428), then its owner chooses a battlefield "
               "its units may be at (`choose_option` by name) and plays it there ignoring its cost (420.3).")
def owner_plays_to_any_battlefield(ctx: Ctx, to: Any = "t0") -> bool | None:
    st = ctx.st
    found = [u for u in objs(ctx, to) if st.objs[u].zone in ("base", BF)]
    if not found:
        return None
    oid = found[0]
    owner = st.objs[oid].owner
    banish(st, ctx.log, oid)
    if oid not in st.objs:  # a token ceases to exist (186.1)
        return None
    places = [i for i in range(len(st.battlefields)) if open_to(st, owner, i)]
    names = [f"{st.name(st.battlefields[i].obj)} ({i + 1})" for i in places]
    branches = {name: [do("_owner_plays_there", card=oid, place=i)] for name, i in zip(names, places, strict=True)}
    return ask_option(ctx, owner, names, branches, {"purpose": "play_to"})


@registry.verb("_owner_plays_there", "Its owner plays that banished unit at that battlefield, ignoring its cost.")
def _owner_plays_there(ctx: Ctx, card: int, place: int) -> bool | None:
    st = ctx.st
    if card not in st.objs or st.objs[card].zone != "banishment":
        return None
    theirs = Ctx(st, ctx.log, st.objs[card].owner, ctx.source, [], None, {"chosen": [card]}, ctx.spell)
    return run_verb(theirs, "play_free", card="chosen", where=place)  # False: its [Accelerate] is asked first


LEGENDS: dict[str, Data] = {
    # Thrill of the Hunt (Rengar's): "[Reaction] Banish a friendly unit, then its owner plays it to any battlefield,
    # ignoring its cost." (a battlefield its player doesn't control is contested, 452)
    "Thrill of the Hunt": spell(do("owner_plays_to_any_battlefield", to="t0"), targets=[unit(who="friendly")]),
    # Lillia, Bashful Bloom: "[4], [E]: Play a ready 3 [M] Sprite unit token with [Temporary]. This ability costs [1]
    # less for each friendly unit with [Temporary]." (to your base or a battlefield you control, 186)
    "Lillia, Bashful Bloom": {"abilities": [{"cost": {"energy": {"less_per_temporary": 4}, "exhaust": True},
                                             "effects": [do("token", card="Sprite", where="choose", ready=True)]}]},
    # Moonfall (Diana's): "[Action] Choose a battlefield where you have units. You may move up to one enemy unit to that
    # battlefield. Then give enemy units there -2 [M] this turn."
    "Moonfall": spell(do("move", to="t1", dest="t0"), do("might", amount=-2, to={"units_at": "t0", "who": "enemy"}),
                      targets=[{"what": "battlefield", "you_have_units": True},
                               unit(who="enemy", optional=True, may=True)]),
    # Death from Below (Pyke's): "Kill a unit at a battlefield. Then, if it had 3 [M] or less, do this: You may play
    # this from your trash for [A]." (errata: a reflexive trigger, 389, once this is in the trash; [A] instead of its
    # cost, 420.3)
    "Death from Below": spell(do("note_might", of="t0"), do("kill", to="t0"),
                              do("if", cond={"noted_might_at_most": 3}, then=[do("reflex", trigger="again")]),
                              targets=[unit(where="battlefield")],
                              triggers={"again": trigger(do("may", then=[do("play_card", card="self", power=1)]))}),
    # Keeper's Verdict (Poppy's): "[Action] Choose an enemy unit at a battlefield. Its owner places it on the top or
    # bottom of their Main Deck."
    "Keeper's Verdict": spell(do("owner_top_or_bottom", to="t0"), targets=[unit(who="enemy", where="battlefield")]),
    # Daisy! (Ivern's): "I enter ready. Reduce my cost by [1] for each of the following tags among your units -
    # Bird, Cat, Dog, and Poro. When I attack while your units have all 4 tags, [Stun] an enemy unit here."
    "Daisy!": {"enters_ready": True, "cost_mod": {"energy": {"neg": {"tags_among": FOUR_TAGS}}},
               **on("attack", do("stun", to="t0"), targets=[unit(who="enemy", where="here")],
                    cond={"tags_among_at_least": [4, FOUR_TAGS]})},
    # Jhin, Virtuoso: "When you play a spell, if you spent [4] or more, you may banish it. Then, if there are four
    # spells banished with me, put each in its trash, channel 4 runes, and draw 1." (the "you may" is decided as
    # the trigger is finalized, Unleashed FAQ)
    "Jhin, Virtuoso": on("play_spell", do("may", then=[do("banish_with_me")]), cond={"spent_at_least": 4}),
}

ORDER_CHAMPIONS: dict[str, Data] = {
    # Ivern, Friend to All: "As you play me, choose Bird, Cat, Dog, or Poro. I gain that tag. When I conquer or hold,
    # score 1 point if your units have all of the following tags among them - Bird, Cat, Dog, and Poro." (752.2;
    # the point's condition is read as it resolves)
    "Ivern, Friend to All": {"as_played": [do("choose_one", modes=_IVERN_TAGS)], "triggers": {
        event: trigger(do("if", cond={"tags_among_at_least": [4, FOUR_TAGS]}, then=[do("points", amount=1)]))
        for event in ("conquer", "hold")}},
}

SCRIPTS: dict[str, Data] = {**FURY, **CALM, **MIND, **BODY, **CHAOS, **ORDER, **ORDER_CHAMPIONS, **BATTLEFIELDS,
                             **LEGENDS}

for _name, _script in SCRIPTS.items():
    register(_name, _script)
