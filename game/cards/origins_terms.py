"""Origins (OGN), issue 18's second slice: cards that needed a term the vocabulary lacked, with the
terms only one of them uses registered beside it (docs/cards.md, "Adding a card"); a term several
cards share lives in the engine. Grouped by domain; each entry quotes its printed text (with errata;
Origins FAQ revisions where the FAQ gave one) and the rules it relies on (Core Rules 2026-10-09).
`docs/origins-plan.md` lists what is still waiting.
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
    ask_may,
    ask_option,
    banish,
    before_reveal,
    chooser,
    discard_cards,
    do,
    each_player_order,
    friendly,
    has_tag,
    is_mighty,
    is_unit,
    location,
    look_top,
    might,
    move_unit,
    objs,
    on,
    passive,
    recycle,
    recycle_rune,
    run_verb,
    spell,
    took_from_top,
    trigger,
    unit,
)

Data = dict[str, Any]
ENEMY_HERE = {"what": "unit", "who": "enemy", "where": "here"}


# -- Fury --------------------------------------------------------------------------------------

# Draven, Showboat: "My Might is increased by your points."
@registry.value("points", "`{\"points\": \"you\"}`: your points (Draven, Showboat).")
def _points(st: State, v: Data, controller: int, source: int, ref: Any) -> int:
    return st.players[controller].points if controller >= 0 else 0


# Kadregrin the Infernal: "draw 1 for each of your [Mighty] units"
@registry.value("mighty_units", "`{\"mighty_units\": \"you\"}`: the number of units you control that are Mighty "
                "(708: 5+ Might).")
def _mighty_units(st: State, v: Data, controller: int, source: int, ref: Any) -> int:
    units = st.players[controller].base + [u for b in st.battlefields for u in b.units]
    return sum(1 for u in units if st.objs[u].controller == controller and is_unit(st, u) and is_mighty(st, u))


# Vayne, Hunter: "If an opponent controls a battlefield, I enter ready."
@registry.condition("opponent_controls_battlefield", "\"If an opponent controls a battlefield\" (true), or none does "
                    "(false).")
def _opponent_controls_battlefield(st: State, want: Any, controller: int, source: int, subject: int | None,
                                   data: Data) -> bool:
    return any(b.controller in st.opponents(controller) for b in st.battlefields) == bool(want)


# Get Excited!: "Deal its Energy cost as damage" (the card the discard step discarded)
@registry.value("energy_of", "`{\"energy_of\": ref}`: the printed Energy cost of that card (0 when there is none: "
                "\"its Energy cost\", ignoring its Power cost).")
def _energy_of(st: State, v: Data, controller: int, source: int, ref: Any) -> int:
    oid = ref(v["energy_of"]) if ref is not None else None
    return st.card(oid).energy if oid is not None and oid in st.objs else 0


# Darius, Trifarian: "When you play your second card in a turn"
@registry.condition("card_played_nth", "`N`: the event's card (`play_card`) is the Nth card you played this turn "
                    "(420.4.b: finalized; a card played twice counts twice).")
def _card_played_nth(st: State, want: Any, controller: int, source: int, subject: int | None, data: Data) -> bool:
    mark = st.players[controller].extra.get("finalized")
    ids = mark[1] if mark and mark[0] == st.turn_number else []
    card = data.get("card")
    return card in ids and len(ids) - ids[::-1].index(card) == want


# Tryndamere, Barbarian: "if you assigned 5 or more excess damage to enemy units" (in the combat that
# ended with the conquest: the engine notes the attacker's excess, combat.deal_all)
@registry.condition("excess_at_least", "`N`: in the combat at the event's battlefield (still going on: its "
                    "conquer) you attacked and assigned N or more excess damage (beyond lethal) to enemy units.")
def _excess_at_least(st: State, want: Any, controller: int, source: int, subject: int | None, data: Data) -> bool:
    here = data.get("bf", location(st, source))
    mark = st.objs[st.battlefields[here].obj].extra.get("excess") if here >= 0 else None
    return bool(mark) and mark[0] == controller and mark[1] >= want


# Disintegrate: "If this kills it, do this: draw 1." - the kill comes in the cleanup after it resolves
# (the Origins FAQ's reason for the errata): a reflexive trigger of the card, in its trash by then
@registry.condition("killed_by_self", "`kill`: the unit died to this very card's damage or kill (429.5.c: the kill "
                    "is attributed to the spell that dealt the damage).")
def _killed_by_self(st: State, want: Any, controller: int, source: int, subject: int | None, data: Data) -> bool:
    return (data.get("source") == source) == bool(want)


# Blind Fury: "Each opponent reveals the top card of their Main Deck. Choose one and banish it, then play
# it, ignoring its cost. Then recycle the rest." (errata) - chosen by its player's name and its name, so no
# id of a card in a deck reaches a decision (128); a card revealed may be taken out as it is seen
# (Nocturne, 370.1.c.1): that player's is then no longer among those to choose from
@registry.verb("blind_fury", "Each opponent reveals their top card (425); you choose one (`choose_option`): it is "
               "banished and played by you ignoring its cost (420.3), the rest recycled. `revealed`, `at`, `kept`, "
               "`seen`: the progress of the reveals (`look_top`).")
def blind_fury(ctx: Ctx, revealed: list[int] | None = None, at: int = 0, kept: list[int] | None = None,
               seen: list[int] | None = None) -> bool | None:
    st = ctx.st
    if revealed is None:
        revealed, kept = [q for q in st.opponents(ctx.controller) if st.players[q].main_deck], []
    kept = list(kept or [])
    for k in range(at, len(revealed)):
        params = {"revealed": revealed, "at": k, "kept": kept, **({"seen": seen} if seen and k == at else {})}
        if not seen or k != at:  # its reveal (after what replaces it: Void Hatchling's look)
            if not before_reveal(ctx, revealed[k], "blind_fury", params):
                return False
            if st.players[revealed[k]].main_deck:
                name = st.name(st.players[revealed[k]].main_deck[0])
                ctx.log.add("reveal", f"{st.players[revealed[k]].name} reveals {name} from the top of their Main Deck",
                            ALL, player=revealed[k])
        left = look_top(ctx, revealed[k], 1, "blind_fury", params, reveal=True)
        if left is None:
            return False
        kept += [revealed[k]] * left
    labels = [f"{st.players[q].name}: {st.name(st.players[q].main_deck[0])}" for q in kept]
    branches = {label: [do("_take_revealed", player=q, others=[o for o in kept if o != q])]
                for label, q in zip(labels, kept, strict=True)}
    return ask_option(ctx, ctx.controller, labels, branches, {"purpose": "take_revealed"}) if kept else None


@registry.verb("_take_revealed", "Banish the chosen player's revealed top card and play it; recycle the others'.")
def _take_revealed(ctx: Ctx, player: int, others: list[int] | None = None) -> None:
    st = ctx.st
    top = st.players[player].main_deck[0]
    banish(st, ctx.log, top)
    ctx.data["chosen"] = [top]
    run_verb(ctx, "play_card", card="chosen", ignore="cost")
    for q in others if others is not None else [q for q in st.opponents(ctx.controller) if q != player]:
        if st.players[q].main_deck:
            recycle(st, q, [st.players[q].main_deck[0]])


FURY = {
    # "Discard 1, [E]: Choose a friendly unit. The next time it would die this turn, you may pay [Fury] to heal
    # it, exhaust it, and recall it instead." (errata; a delayed replacement, 391.3; "you may": 386.2.a)
    "Unlicensed Armory": {"abilities": [{"cost": {"discard": 1, "exhaust": True}, "targets": [unit(who="friendly")],
                                         "effects": [do("save_from_death", to="t0", pay=["fury"])]}]},
    # "[Action] Each opponent reveals the top card of their Main Deck. Choose one and banish it, then play
    # it, ignoring its cost. Then recycle the rest." (errata; a card that can't be played stays banished)
    "Blind Fury": spell(do("blind_fury")),
    # "Your opponents' [Hidden] cards can't be revealed here." (playing a facedown card reveals it,
    # 422.4: theirs at my battlefield stay facedown)
    "Noxus Saboteur": {"static": [passive(no_reveal_here=True)]},
    # "[Action] Deal 3 to a unit at a battlefield. If this kills it, do this: draw 1." (errata; 388)
    "Disintegrate": spell(do("deal", amount=3, to="t0"), targets=[unit(where="battlefield")],
                          triggers={"kill": {**trigger(do("draw", amount=1), cond={"killed_by_self": True}),
                                             "from": "trash"}}),
    # "[Action] Discard 1. Deal its Energy cost as damage to a unit at a battlefield. (Ignore its Power
    # cost.)" (423.4: with no card in hand nothing is discarded, and there is no Energy cost to deal)
    "Get Excited!": spell(do("discard", amount=1), do("deal", amount={"energy_of": "discarded"}, to="t0"),
                          targets=[unit(where="battlefield")]),
    # "When you play me, opponents can't play cards this turn." (392: a delayed passive ability)
    "Brynhir Thundersong": on("play", do("mark", name="no_plays", who="opponents")),
    # "When you play your second card in a turn, give me +2 [M] this turn and ready me." (Origins FAQ:
    # played as the second card, he sees himself; played third, he doesn't trigger)
    "Darius, Trifarian": on("play_card", do("might", amount=2, to="self"), do("ready", to="self"),
                            cond={"card_played_nth": 2}),
    # "My Might is increased by your points."
    "Draven, Showboat": {"static": [passive(might={"points": "you"})]},
    # "When you play me, the next spell you play this turn costs [5] less." (392, 420.5)
    "Raging Firebrand": on("play", do("mark", name="next_spell_discount", amount=5)),
    # "[E]: The next spell you play this turn deals 1 Bonus Damage." (errata "this turn"; 392's example)
    "Ravenborn Tome": {"abilities": [{"cost": {"exhaust": True},
                                      "effects": [do("mark", name="next_spell_bonus_damage", amount=1)]}]},
    # "[Reaction] Choose an enemy unit. Deal 6 to it unless its controller has you draw 2." (its
    # controller chooses as it resolves, 355.10.e; a target gone leaves nobody to choose, 359.3.e)
    "Shakedown": spell(do("choose_one", by="t0", modes={"Have them draw 2": [do("draw", amount=2)],
                                                         "Take 6 damage": [do("deal", amount=6, to="t0")]}),
                       targets=[unit(who="enemy")]),
    # "When I conquer after an attack, if you assigned 5 or more excess damage to enemy units, you
    # score 1 point."
    "Tryndamere, Barbarian": on("conquer", do("points", amount=1), cond={"excess_at_least": 5}),
    # "[Assault 3] If an opponent controls a battlefield, I enter ready. When I conquer, you may pay [1]
    # to return me to my owner's hand."
    "Vayne, Hunter": {"enters_ready": {"opponent_controls_battlefield": True},
                      "triggers": {"conquer": trigger(do("may", cost={"energy": 1},
                                                         then=[do("return_to_hand", to="self")]))}},
    # "When you play me, draw 1 for each of your [Mighty] units." (himself too: he is on the board)
    "Kadregrin the Infernal": on("play", do("draw", amount={"mighty_units": "you"})),
}


# -- Calm --------------------------------------------------------------------------------------

# Reinforce, Baited Hook, Promising Future: "Look at the top 5 cards of your Main Deck. You may banish a
# unit from among them ... Recycle the rest." - the cards looked at stay on top, in order, until the
# chosen one is banished: the rest are the top cards left, recycled by number (no id is kept)
@registry.verb("look_choose", "`look`, `what` (a card type, or `card`), `may`, `might_up_to` (`noted_might` + N), "
               "`by`: the player (you, or `player`) looks at the top N of their Main Deck and chooses one of the "
               "cards that match (`chosen`; none with `may`); `recycle_looked` recycles the rest. `seen`: the look's "
               "progress (`look_top`: a card may be taken out as it is seen, 370.1.c.1).")
def look_choose(ctx: Ctx, look: int = 5, what: str = "card", may: bool = False, might_up_to: int | None = None,
                by: Any = None, seen: list[int] | None = None) -> bool | None:
    st = ctx.st
    p = chooser(ctx, by)
    if p is None:
        return None
    ctx.data.pop("chosen", None)
    if not seen:
        ctx.data["looked"] = [p, 0]
        n = len(st.players[p].main_deck[:look])
        if n:
            ctx.log.add("look", f"{st.players[p].name} looks at the top {n} cards of their Main Deck", ALL, player=p)
    params = {"look": look, "what": what, "may": may, "might_up_to": might_up_to, "by": by}
    left = look_top(ctx, p, look, "look_choose", {**params, **({"seen": seen} if seen else {})})
    if left is None:
        return False
    top = list(st.players[p].main_deck[:left])
    ctx.data["looked"] = [p, len(top)]
    if not top:
        return None
    bound = None
    if might_up_to is not None:
        noted = ctx.data.get("noted_might")
        bound = None if noted is None else noted + might_up_to  # "the killed unit": none if it wasn't
    pool = [c for c in top if (what == "card" or st.card(c).type == what)
            and (might_up_to is None or (bound is not None and (st.card(c).might or 0) <= bound))]
    if not pool:
        return None
    return ask_cards(ctx, p, pool, 1, up_to=may, shown=top)


@registry.verb("recycle_looked", "Recycle the cards `look_choose` looked at that are still on top of that deck (417.5).")
def recycle_looked(ctx: Ctx) -> None:
    looked = ctx.data.pop("looked", None)
    if not looked:
        return
    p, n = looked
    gone = sum(1 for c in ctx.data.get("chosen", []) if c in ctx.st.objs and ctx.st.objs[c].zone != "main_deck")
    rest = list(ctx.st.players[p].main_deck[:max(0, n - gone)])
    recycle(ctx.st, p, rest)


@registry.verb("note_might", "`of`: remember that unit's Might now (`noted_might`: \"the killed unit\" after it died).")
def note_might(ctx: Ctx, of: Any = "t0") -> None:
    found = objs(ctx, of)
    ctx.data["noted_might"] = might(ctx.st, found[0]) if found else None


@registry.verb("forget_might_unless_killed", "`of`: the Might `note_might` kept stays only if that unit died (it is "
               "in its owner's trash): \"the killed unit\" (a replaced death leaves none: Origins FAQ, Baited Hook).")
def forget_might_unless_killed(ctx: Ctx, of: Any = "t0") -> None:
    found = objs(ctx, of)
    if not found or ctx.st.objs[found[0]].zone != "trash":
        ctx.data["noted_might"] = None


CALM = {
    # "Look at the top 5 cards of your Main Deck. You may banish a unit from among them, then play it,
    # reducing its cost by [5]. Recycle the remaining cards." (Spiritforged errata)
    "Reinforce": spell(do("look_choose", look=5, what="unit", may=True), do("banish", to="chosen"),
                       do("play_card", card="chosen", less=5), do("recycle_looked")),
    # "While I'm at a battlefield, opponents can only play units to their base. While I'm at a battlefield,
    # spells and abilities can't ready enemy units and gear."
    "Mageseeker Warden": {"static": [
        passive(base_only_plays=True, **{"if": {"at_battlefield": True}}),
        passive(no_ready=True, to={"who": "enemy"}, **{"if": {"at_battlefield": True}}),
        passive(no_ready=True, to={"who": "enemy", "type": "gear"}, **{"if": {"at_battlefield": True}})]},
    # "[Tank] When you play me to a battlefield, you may move an enemy unit to here. When I hold, return
    # me to my owner's hand." (a destination the text names: nothing to choose, 355.4)
    "Blitzcrank, Impassive": {"triggers": {
        "play": trigger(do("move", to="t0", dest="self"),
                        targets=[unit(who="enemy", where="elsewhere", optional=True, may=True)],
                        cond={"at_battlefield": True}),
        "hold": trigger(do("return_to_hand", to="self"))}},
    # "Each other player chooses Cards or Runes. For each player that chooses Cards, you and that player
    # each draw 1. For each player that chooses Runes, you and that player each channel 1 rune
    # exhausted." (their choices are made as it resolves, 355.10.e)
    "Party Favors": spell(do("each_player", others=True, steps=[do("choose_one", by="player", modes={
        "Cards": [do("draw", amount=1), do("draw", amount=1, of="player")],
        "Runes": [do("channel", amount=1, exhausted=True), do("channel", amount=1, exhausted=True, of="player")]})])),
    # "At the end of your turn, if I'm at a battlefield, ready up to 4 friendly runes." (errata)
    # (friendly runes: a teammate's too; "up to": she may choose fewer)
    "Sona, Harmonious": on("end_turn", do("choose", among={"what": "rune", "who": "friendly", "exhausted": True},
                                          count=4, up_to=True), do("ready", to="chosen"),
                           cond={"at_battlefield": True}),
    # "[Shield] [E]: Buff me. I can have any number of buffs." (427.1.b.2)
    "Lee Sin, Ascetic": {"static": [passive(many_buffs=True)],
                         "abilities": [{"cost": {"exhaust": True}, "effects": [do("buff", to="self")]}]},
}


# -- Mind --------------------------------------------------------------------------------------

# Viktor, Innovator: "When you play a card on an opponent's turn"
@registry.condition("opponents_turn", "It is an opponent's turn (true), or not (false).")
def _opponents_turn(st: State, want: Any, controller: int, source: int, subject: int | None, data: Data) -> bool:
    return (st.turn_player in st.opponents(controller)) == bool(want)


# Ekko, Recurrent: "Recycle me to ready your runes" - only if he can be recycled, from the trash
@registry.condition("in_zone", "The source is in that zone now (`trash`, `hand`, ...).")
def _in_zone(st: State, want: Any, controller: int, source: int, subject: int | None, data: Data) -> bool:
    return source in st.objs and st.objs[source].zone == want


# Teemo, Strategist: "reveal the top 5 cards of your Main Deck. Deal 1 to that unit for each card with
# [Hidden] revealed this way, then recycle the revealed cards"
@registry.verb("reveal_top_deal", "`look`, `keyword`, `to`: reveal the top N of your Main Deck (425), recycle them "
               "(417.5) and deal `to` 1 for each one with that keyword (418.8: one instance). `count`, `seen`: the "
               "reveal's progress (`look_top`).")
def reveal_top_deal(ctx: Ctx, look: int, keyword: str, to: Any = "t0", count: int | None = None,
                    seen: list[int] | None = None) -> bool | None:
    st, p = ctx.st, ctx.controller
    if count is None:
        if not before_reveal(ctx, p, "reveal_top_deal", {"look": look, "keyword": keyword, "to": to}):
            return False  # what replaces the reveal first (Void Hatchling's look)
        top = list(st.players[p].main_deck[:look])
        if not top:
            return None
        names = ", ".join(st.name(c) for c in top)
        ctx.log.add("reveal", f"{st.players[p].name} reveals {names} from the top of their Main Deck", ALL, player=p)
        count = sum(1 for c in top if st.card(c).has(keyword))  # cards with the keyword, not just naming it (FAQ)
    params = {"look": look, "keyword": keyword, "to": to, "count": count, **({"seen": seen} if seen else {})}
    left = look_top(ctx, p, look, "reveal_top_deal", params, reveal=True)
    if left is None:
        return False
    recycle(st, p, list(st.players[p].main_deck[:left]))  # nothing waits between (no ids kept)
    return run_verb(ctx, "deal", amount=count, to=to) if count else None


# Kai'Sa, Evolutionary: "a spell from your trash with Energy cost less than your points"
@registry.selector("energy_below_points", "Its Energy cost is less than your points.")
def _energy_below_points(st: State, want: Any, oid: int, controller: int, source: int) -> bool:
    return (st.card(oid).energy < st.players[controller].points) == bool(want)


# Ava Achiever: "play a card with [Hidden] from your hand" (a hand is no public zone: chosen as it resolves)
@registry.verb("choose_in_hand", "`keyword`: you choose a card with that keyword in your hand (`chosen`).")
def choose_in_hand(ctx: Ctx, keyword: str) -> bool | None:
    pool = [c for c in ctx.st.players[ctx.controller].hand if ctx.st.card(c).has(keyword)]
    return ask_cards(ctx, ctx.controller, pool, 1)


# Promising Future: "Each player looks at the top 5 cards of their Main Deck, banishes one of them, then
# recycles the rest. Starting with the next player, each player plays those cards"
@registry.verb("_promise", "The card the `each_player` player just banished is theirs to play later.")
def _promise(ctx: Ctx) -> None:
    ctx.data["promised"] = [*ctx.data.get("promised", []), *[[ctx.data.get("player", ctx.controller), c]
                                                            for c in objs(ctx, "chosen")]]
    ctx.data.pop("chosen", None)


@registry.verb("play_promised", "`ignore`: from the next player, each plays the card they banished (420.3).")
def play_promised(ctx: Ctx, ignore: str = "energy") -> None:
    promised = ctx.data.pop("promised", [])
    for q in each_player_order(ctx.st, ctx.controller, "next"):
        ctx.data["chosen"], ctx.data["player"] = [c for p, c in promised if p == q], q
        run_verb(ctx, "play_card", card="chosen", ignore=ignore, by="player")
    ctx.data.pop("chosen", None)
    ctx.data.pop("player", None)


MIND = {
    # "I have all [E] abilities of all friendly legends, units, and gear." (a passive: those abilities are his,
    # each paid by exhausting him, "me" in them meaning him; they come and go with their objects)
    "Heimerdinger, Inventor": {"static": [passive(friends_exhaust_abilities=True)]},
    # "[Ganking] When I conquer, you may play a spell from your trash with Energy cost less than your points
    # without paying its Energy cost. Then recycle it." (the spell in my trash is a target, 355.10.a; "then
    # recycle it": when it leaves the chain, 391.3.a)
    "Kai'Sa, Evolutionary": on("conquer", do("play_card", card="t0", ignore="energy", then_recycle=True),
                               targets=[{"what": "trash_spell", "energy_below_points": True, "optional": True,
                                         "may": True}]),
    # "When I attack, you may pay [C] to play a card with [Hidden] from your hand, ignoring its cost. If it's
    # a unit, play it here." (errata; "here" only for a unit: Origins FAQ)
    "Ava Achiever": on("attack", do("may", cost={"power": ["mind"]}, then=[
        do("choose_in_hand", keyword="Hidden"), do("play_card", card="chosen", ignore="cost", here=True)])),
    # "Each player looks at the top 5 cards of their Main Deck, banishes one of them, then recycles the rest.
    # Starting with the next player, each player plays those cards, ignoring Energy costs. (They must still
    # pay Power costs.)" (errata; Origins FAQ: each sees what the players before chose)
    "Promising Future": spell(do("each_player", steps=[
        do("look_choose", look=5, what="card", by="player"), do("banish", to="chosen"), do("recycle_looked"),
        do("_promise")]), do("play_promised", ignore="energy")),
    # "When you play a card on an opponent's turn, play a 1 [M] Recruit unit token in your base."
    "Viktor, Innovator": on("play_card", do("token", card="Recruit", where="base"), cond={"opponents_turn": True}),
    # "The first time another friendly unit dies each turn, draw 1." (Origins FAQ text: "another"; units
    # dying with it don't see each other, 383.2.c.2; the first death of the turn only, 386.1)
    "Wraith of Echoes": on("friendly_dies", do("draw", amount=1), cond={"event": {"first": True}}),
    # "[Accelerate] [Deathknell] — Recycle me to ready your runes." (a cost within its instructions,
    # 204.3: paid only if he is still in the trash, and then his runes are readied)
    "Ekko, Recurrent": on("deathknell", do("if", cond={"in_zone": "trash"}, then=[
        do("recycle", to="self"), do("ready", to={"what": "rune", "who": "you"})])),
    # "[Hidden] When I defend, choose an enemy unit here and reveal the top 5 cards of your Main Deck.
    # Deal 1 to that unit for each card with [Hidden] revealed this way, then recycle the revealed
    # cards." (errata; one target, chosen as the trigger goes on the chain: Origins FAQ)
    "Teemo, Strategist": on("defend", do("reveal_top_deal", look=5, keyword="Hidden", to="t0"),
                            targets=[unit(where="here", who="enemy")]),
}


# -- Body --------------------------------------------------------------------------------------

# Warwick, Hunter: "kill all damaged enemy units here"
@registry.selector("damaged", "With damage marked on it (true) or none (false).")
def _damaged(st: State, want: Any, oid: int, controller: int, source: int) -> bool:
    return (st.objs[oid].damage > 0) == bool(want)


# Volibear, Imposing: "When an opponent moves to a battlefield other than mine" (read, as judges do, as
# "one or more enemy units move to a battlefield other than mine": one draw per move)
@registry.condition("enemies_moved_elsewhere", "`units_move`: one or more enemy units moved to a battlefield other "
                    "than the source's.")
def _enemies_moved_elsewhere(st: State, want: Any, controller: int, source: int, subject: int | None,
                             data: Data) -> bool:
    to = data.get("to", -1)
    return (to >= 0 and to != location(st, source) and any(
        u in st.objs and not friendly(st, st.objs[u].controller, controller) for u, _ in data.get("moved", []))) \
        == bool(want)


# Udyr, Wildman: "Choose one you've not chosen this turn" - each mode is an ability whose cost notes it
def _mode_free(st: State, p: int, oid: int, mode: str) -> str | None:
    mark = st.objs[oid].extra.get("modes")
    used = mark[1] if mark and mark[0] == st.turn_number else []
    return f"{st.name(oid)}: that mode was chosen this turn" if mode in used else None


def _note_mode(st: State, log: Any, p: int, oid: int, mode: str) -> None:
    mark = st.objs[oid].extra.get("modes")
    used = mark[1] if mark and mark[0] == st.turn_number else []
    st.w(oid).extra["modes"] = [st.turn_number, [*used, mode]]


registry.cost("mode", "\"Choose one you've not chosen this turn\" (355.3: a mode chosen as it is activated): the "
              "named mode, not chosen this turn by this object.", check=_mode_free, pay=_note_mode)


def _udyr(mode: str, *effects: list[Any], targets: list[Data] | None = None) -> Data:
    return {"name": mode, "cost": {"spend_buff": True, "mode": mode}, "targets": targets or [], "effects": list(effects)}


# Dazzling Aurora: "reveal cards from the top of your Main Deck until you reveal a unit and banish it. Play
# it, ignoring its cost, and recycle the rest."
@registry.verb("reveal_until_unit", "Reveal cards from the top of your Main Deck until a unit (425); banish it and play "
               "it ignoring its cost (420.3); recycle the others revealed (all of them when there is no unit). `shown`, "
               "`seen`: the reveal's progress (`look_top`: the unit may be taken out as it is seen, 370.1.c.1).")
def reveal_until_unit(ctx: Ctx, shown: int | None = None, seen: list[int] | None = None) -> bool | None:
    st, p = ctx.st, ctx.controller
    deck = st.players[p].main_deck
    if shown is None:
        if not before_reveal(ctx, p, "reveal_until_unit", {}):
            return False  # what replaces the reveal first (Void Hatchling's look)
        found = next((i for i, c in enumerate(deck) if st.card(c).type == "unit"), None)
        shown = len(deck) if found is None else found + 1
        if not shown:
            return None
        names = ", ".join(st.name(c) for c in deck[:shown])
        ctx.log.add("reveal", f"{st.players[p].name} reveals {names} from the top of their Main Deck", ALL, player=p)
    left = look_top(ctx, p, shown, "reveal_until_unit", {"shown": shown, **({"seen": seen} if seen else {})},
                    reveal=True)
    if left is None:
        return False
    rest = list(deck[:left])
    if rest and st.card(rest[-1]).type == "unit":  # the unit revealed, unless it was taken as it was seen
        unit_card = rest.pop()
        banish(st, ctx.log, unit_card)
        ctx.data["chosen"] = [unit_card]
        run_verb(ctx, "play_card", card="chosen", ignore="cost")
    recycle(st, p, rest)
    return None


BODY = {
    # "At the end of your turn, reveal cards from the top of your Main Deck until you reveal a unit and banish
    # it. Play it, ignoring its cost, and recycle the rest." (errata)
    "Dazzling Aurora": on("end_turn", do("reveal_until_unit")),
    # "[Accelerate] [Assault] As you play me, you may spend any number of buffs as an additional cost.
    # Reduce my cost by [Body] for each buff you spend." (356: an additional cost; a reduction by Power)
    "Kraken Hunter": {"additional_cost": {"optional": True, "spend_buffs": "body"}},
    # "[Deflect] You may play me to an occupied enemy battlefield." (355.2.b; 170.11.a)
    "Deadbloom Predator": {"play_to_occupied_enemy": True},
    # "Choose an opponent. They reveal their hand. Choose a non-unit card from it, and recycle that card."
    "Sabotage": spell(do("reveal_hand", pick="non_unit", then="recycle")),
    # "[Deflect] When I conquer, draw 1 or channel 1 rune exhausted." (chosen as it resolves)
    "Qiyana, Victorious": on("conquer", do("choose_one", modes={
        "Draw 1": [do("draw", amount=1)], "Channel 1 rune exhausted": [do("channel", amount=1, exhausted=True)]})),
    # "I enter ready. When I attack, kill all damaged enemy units here."
    "Warwick, Hunter": {"enters_ready": True,
                        "triggers": {"attack": trigger(do("kill", to={**ENEMY_HERE, "damaged": True}))}},
    # "When you buff a friendly unit, you may pay [Body] and exhaust this to ready it." (427.1.c: only a
    # unit that gets a buff; the "may pay" is decided as the trigger is finalized, 383.3.b)
    "Mistfall": on("buff_unit", do("may", cost={"power": ["body"], "exhaust": True}, then=[do("ready", to="it")])),
    # "[Action] For each friendly unit, you may spend its buff to ready it. Then buff all friendly units."
    "Overt Operation": spell(do("choose", among={"who": "friendly", "buffed": True}, count=99, up_to=True),
                             do("spend_buff", to="chosen"), do("ready", to="chosen"),
                             do("buff", to="friendly_units")),
    # "[Shield 3] [Tank] When an opponent moves to a battlefield other than mine, draw 1. (Bases are not
    # battlefield.)"
    "Volibear, Imposing": on("units_move", do("draw", amount=1), cond={"enemies_moved_elsewhere": True}),
    # "Spend my buff: Choose one you've not chosen this turn - Deal 2 to a unit at a battlefield. / Stun a
    # unit at a battlefield. / Ready me. / Give me [Ganking] this turn." (modes: 355.3)
    "Udyr, Wildman": {"abilities": [
        _udyr("Deal 2", do("deal", amount=2, to="t0"), targets=[unit(where="battlefield")]),
        _udyr("Stun", do("stun", to="t0"), targets=[unit(where="battlefield")]),
        _udyr("Ready me", do("ready", to="self")),
        _udyr("Ganking", do("keyword", name="Ganking", to="self"))]},
    # "[Accelerate] [Ganking] The first time I move each turn, you may ready something else that's
    # exhausted." (a unit, gear, rune or legend: a target, chosen as the trigger goes on the chain)
    "Miss Fortune, Captain": on("move", do("ready", to="t0"), cond={"moved": 1}, targets=[{
        "any_of": [{"what": w, "exhausted": True, "other": True} for w in ("unit", "gear", "rune", "legend")],
        "optional": True, "may": True}]),
}


# Sabotage, Mindsplitter: "Choose an opponent. They reveal their hand. Choose a (non-unit) card from it"
# - the revealed hand is known to all (425), so the card is chosen by name: copies are alike, and no
# id of a card in another player's hand reaches anyone (128)
@registry.verb("reveal_hand", "`pick` (card, non_unit), `then` (recycle, discard): an opponent (chosen as it "
               "resolves when there are several) reveals their hand (425.3.a); you choose a card from it by name "
               "(`choose_option`); it is recycled to its owner's deck, or they discard it.")
def reveal_hand(ctx: Ctx, pick: str = "card", then: str = "recycle") -> bool | None:
    opponents = ctx.st.opponents(ctx.controller)
    names = [ctx.st.players[q].name for q in opponents]
    branches = {name: [do("_hand_revealed", player=q, pick=pick, then=then)] for name, q in zip(names, opponents, strict=True)}
    return ask_option(ctx, ctx.controller, names, branches)


@registry.verb("_hand_revealed", "One opponent's hand revealed: choose a card from it by name.")
def _hand_revealed(ctx: Ctx, player: int, pick: str, then: str) -> bool | None:
    st = ctx.st
    hand = st.players[player].hand
    shown = ", ".join(st.name(c) for c in hand) or "nothing"
    ctx.log.add("reveal", f"{st.players[player].name} reveals their hand: {shown}", ALL, player=player)
    names = sorted({st.name(c) for c in hand if pick == "card" or st.card(c).type != "unit"})
    branches = {name: [do("_hand_pick", player=player, name=name, then=then)] for name in names}
    return ask_option(ctx, ctx.controller, names, branches, {"purpose": f"{then}_from_hand"})


@registry.verb("_hand_pick", "The card chosen from a revealed hand: recycled, or discarded by its owner.")
def _hand_pick(ctx: Ctx, player: int, name: str, then: str) -> None:
    st = ctx.st
    card = next((c for c in st.players[player].hand if st.name(c) == name), None)
    if card is None:
        return
    if then == "discard":
        discard_cards(st, ctx.log, player, [card])
    else:
        ctx.log.add("recycle", f"{st.players[player].name} recycles {name} from their hand", ALL, player=player)
        recycle(st, player, [card])


# -- Chaos -------------------------------------------------------------------------------------

# Stealthy Pursuer: "When a friendly unit moves from my location, I may be moved with it."
@registry.condition("friend_moved_from_here", "`units_move`: another friendly unit moved from the source's location "
                    "(a battlefield, or its base).")
def _friend_moved_from_here(st: State, want: Any, controller: int, source: int, subject: int | None,
                            data: Data) -> bool:
    me = st.objs.get(source)
    if me is None or me.zone not in ("base", BF):
        return not want
    here = me.loc if me.zone == BF else -1
    found = any(u != source and u in st.objs and friendly(st, st.objs[u].controller, controller) and origin == here
                and (here >= 0 or st.objs[u].controller == me.controller) for u, origin in data.get("moved", []))
    return found == bool(want)


@registry.verb("follow_move", "Move me to where the event's units went (`units_move`'s `to`: with them, 421).")
def follow_move(ctx: Ctx) -> None:
    if ctx.source in ctx.st.objs:
        move_unit(ctx, ctx.source, int(ctx.data.get("to", -1)))


# Twisted Fate, Gambler: "reveal the top rune of your rune deck, then recycle it. Do one of the
# following based on its domain"
@registry.verb("reveal_rune", "Reveal the top rune of your Rune Deck, then recycle it (425, 417.1.b); its domain is "
               "read by the condition `rune_domain`.")
def reveal_rune(ctx: Ctx) -> bool | None:
    st, p = ctx.st, ctx.controller
    if not before_reveal(ctx, p, "reveal_rune", {}, deck="rune"):
        return False  # what replaces the reveal first (Void Hatchling's look)
    deck = st.players[p].rune_deck
    if not deck:
        return None
    top = deck[0]
    ctx.data["rune_domain"] = list(st.card(top).domains)
    ctx.log.add("reveal", f"{st.players[p].name} reveals {st.name(top)} from the top of their Rune Deck", ALL,
                player=p)
    recycle_rune(st, top)


@registry.condition("rune_domain", "The rune `reveal_rune` revealed is of that domain.")
def _rune_domain(st: State, want: Any, controller: int, source: int, subject: int | None, data: Data) -> bool:
    return want in data.get("rune_domain", [])


# Nocturne, Horrifying: "As you look at or reveal me from the top of your deck, you may banish me. If you do,
# you may play me for [A]." (errata) - a replacement as he is seen there (370.1.c.1), not a trigger: his
# owner decides at once, the effect that looks goes on with the cards left, and his play (for [A] instead
# of his cost) is finished once that effect is done (420.3; he stays banished if it can't be): Origins FAQ
@registry.verb("nocturne_seen", "`player`, `at`: the card `at` from the top of their Main Deck is being looked at "
               "or revealed: they may banish it (`may`), then may play it for [A] (`play_card` `power`).")
def nocturne_seen(ctx: Ctx, player: int, at: int) -> bool | None:
    name = ctx.st.name(ctx.st.players[player].main_deck[at])
    return ask_may(ctx, player, [do("_banish_seen", player=player, at=at)], offer=True,
                   title=f"{name} is among the cards you see on top of your deck: banish it? (Then you may "
                         f"play it for one power of any domain.)")


@registry.verb("_banish_seen", "Banish the card `at` from the top of `player`'s Main Deck; they may play it for [A].")
def _banish_seen(ctx: Ctx, player: int, at: int) -> bool | None:
    st = ctx.st
    card = st.players[player].main_deck[at]
    banish(st, ctx.log, card)
    took_from_top(ctx, player)
    return ask_may(ctx, player, [do("_play_for", player=player, card=card, power=1)], offer=True,
                   title=f"Play {st.name(card)} from your banishment for one power of any domain?")


@registry.verb("_play_for", "`player` plays `card` (in their banishment) for `power` [A] instead of its cost.")
def _play_for(ctx: Ctx, player: int, card: int, power: int) -> None:
    if card in ctx.st.objs and ctx.st.objs[card].zone == "banishment":
        run_verb(Ctx(ctx.st, ctx.log, player, card, [card], None, {}), "play_card", card="self", power=power)


CHAOS = {
    # "[Ganking] As you look at or reveal me from the top of your deck, you may banish me. If you do, you may
    # play me for [A]." (errata)
    "Nocturne, Horrifying": {"as_seen": "nocturne_seen"},
    # "When you play me, choose an opponent. They reveal their hand. Choose a card from it, and they
    # discard that card."
    "Mindsplitter": on("play", do("reveal_hand", pick="card", then="discard")),
    # "Play a unit from your trash, ignoring its Energy cost. (You must still pay its Power cost.)" (the
    # unit card in my trash is a target, 355.10.a; played as part of the resolution, 420.3)
    "The Harrowing": spell(do("play_free", card="t0", energy_only=True), targets=[{"what": "trash_unit"}]),
    # "When you play me, you may play a unit from your trash, ignoring its Energy cost. (You must still
    # pay its Power cost.)"
    "Soulgorger": on("play", do("play_free", card="t0", energy_only=True),
                     targets=[{"what": "trash_unit", "optional": True, "may": True}]),
    # "[Action] Choose an enemy unit at a battlefield. Take control of it and recall it. (Send it to your
    # base. This isn't a move.)"
    "Possession": spell(do("take_control", to="t0"), do("recall", to="t0"),
                        targets=[unit(where="battlefield", who="enemy")]),
    # "Each player discards their hand, then draws 4." (423.4: as many as they have)
    "Invert Timelines": spell(do("each_player", steps=[do("discard", amount=99, of="player")]),
                              do("each_player", steps=[do("draw", amount=4, of="player")])),
    # "When a friendly unit moves from my location, I may be moved with it." (to its destination)
    "Stealthy Pursuer": on("units_move", do("may", then=[do("follow_move")]), cond={"friend_moved_from_here": True}),
    # "When I attack, reveal the top rune of your rune deck, then recycle it. Do one of the following
    # based on its domain: [Fury] - Deal 2 to an enemy unit here and 1 to all other enemy units here.
    # [Mind] - Draw 1. [Order] - Stun an enemy unit." (a reflexive trigger, Origins FAQ: 388)
    "Twisted Fate, Gambler": {"triggers": {
        "attack": trigger(do("reveal_rune"), *(do("if", cond={"rune_domain": d}, then=[do("reflex", trigger=d)])
                                               for d in ("fury", "mind", "order"))),
        "fury": trigger(do("deal", amount=2, to="t0"), do("deal", amount=1, to={**ENEMY_HERE, "except": "t0"}),
                        targets=[unit(where="here", who="enemy")]),
        "mind": trigger(do("draw", amount=1)),
        "order": trigger(do("stun", to="t0"), targets=[unit(who="enemy")])}},
}


# -- Order -------------------------------------------------------------------------------------

# King's Edict: "a unit you don't control"
@registry.selector("not_yours", "Not controlled by you (\"a unit you don't control\": a teammate's too).")
def _not_yours(st: State, want: Any, oid: int, controller: int, source: int) -> bool:
    return (st.objs[oid].controller != controller) == bool(want)


# Sett, Kingpin: "I get +1 [M] for each buffed friendly unit at my battlefield."
@registry.value("buffed_here", "`{\"buffed_here\": \"friendly\"}`: buffed friendly units at the source's "
                "battlefield (itself too; 0 in a base).")
def _buffed_here(st: State, v: Data, controller: int, source: int, ref: Any) -> int:
    here = location(st, source)
    return 0 if here < 0 else sum(1 for u in st.battlefields[here].units if st.objs[u].buffs
                                  and friendly(st, st.objs[u].controller, controller) and is_unit(st, u))


# Divine Judgment: "Each player chooses 2 units, 2 gear, 2 runes, and 2 cards in their hands. Recycle the
# rest." - the kept objects are marked (`kept`) rather than listed, so no player's pending decision
# carries the ids of another player's hand
KEPT = "kept"
JUDGED = {"unit": "units", "gear": "gear", "rune": "runes", "hand": "cards in hand"}


def _judged(st: State, player: int, what: str) -> list[int]:
    pl = st.players[player]
    if what == "rune":
        return list(pl.runes)
    if what == "hand":
        return list(pl.hand)
    board = pl.base + [u for b in st.battlefields for u in b.units]
    return [o for o in board if st.objs[o].controller == player and st.card(o).type == what]


@registry.verb("keep_two", "`what` (unit, gear, rune, hand): the `each_player` player chooses 2 of theirs to keep "
               "(all of them with 2 or fewer); marked kept for `recycle_rest`.")
def keep_two(ctx: Ctx, what: str) -> bool | None:
    player = ctx.data.get("player", ctx.controller)
    ctx.data.pop("chosen", None)
    return ask_cards(ctx, player, _judged(ctx.st, player, what), 2)  # then `_mark_kept`


@registry.verb("_mark_kept", "The cards just chosen to keep are marked kept.")
def _mark_kept(ctx: Ctx) -> None:
    for oid in objs(ctx, "chosen"):
        ctx.st.w(oid).extra[KEPT] = True
    ctx.data.pop("chosen", None)


@registry.verb("recycle_rest", "Every player's units, gear, runes and cards in hand not marked kept are recycled "
               "(417: cards to their owner's Main Deck, runes to the Rune Deck; tokens cease to exist).")
def recycle_rest(ctx: Ctx) -> None:
    st = ctx.st
    for q in ctx.st.active_players:
        rest = [o for what in JUDGED for o in _judged(st, q, what) if not st.objs[o].extra.get(KEPT)]
        kept = [o for what in JUDGED for o in _judged(st, q, what) if st.objs[o].extra.get(KEPT)]
        for oid in kept:
            st.w(oid).extra.pop(KEPT)
        ctx.data["chosen"] = rest
        run_verb(ctx, "recycle", to="chosen")
    ctx.data.pop("chosen", None)


ORDER = {
    # "[1][Order], [E]: Kill a friendly unit. Look at the top 5 cards of your Main Deck. You may banish a unit
    # from among them that has Might up to 1 more than the killed unit and play it, ignoring its cost. Then
    # recycle the rest." (errata; Origins FAQ: a death replaced leaves no "killed unit", so none can be played)
    "Baited Hook": {"abilities": [{"cost": {"energy": 1, "power": ["order"], "exhaust": True},
                                   "targets": [unit(who="friendly")],
                                   "effects": [do("note_might", of="t0"), do("kill", to="t0"),
                                               do("forget_might_unless_killed", of="t0"),
                                               do("look_choose", look=5, what="unit", may=True, might_up_to=1),
                                               do("banish", to="chosen"),
                                               do("play_card", card="chosen", ignore="cost"),
                                               do("recycle_looked")]}]},
    # "As you play me, you may kill any number of friendly units as an additional cost. Reduce my cost by
    # [Order] for each killed this way. [Deflect] [Ganking]" (they die at the same moment, 370.1.a.2)
    "Commander Ledros": {"additional_cost": {"optional": True, "kill_units": "order"}},
    "Divine Judgment": spell(do("each_player", steps=[step for what in JUDGED for step in (
        do("keep_two", what=what), do("_mark_kept"))]), do("recycle_rest")),
    # "Starting with the next player, each other player chooses a unit you don't control that hasn't been
    # chosen for this spell. Kill those units." (their choices, made as it resolves: 355.10.e)
    "King's Edict": spell(do("each_player", start="next", others=True, steps=[
        do("choose", among={"what": "unit", "not_yours": True}, by="player", add=True)]), do("kill", to="chosen")),
    # "Your [Deathknell] effects trigger an additional time."
    "Karthus, Eternal": {"static": [passive(extra_deathknell=True)]},
    # "When another non-Recruit unit you control dies, play a 1 [M] Recruit unit token into your base."
    # (383.2.c.2: not when it dies too)
    "Viktor, Leader": on("friendly_dies", do("token", card="Recruit", where="base"),
                         cond={"not": {"event_tag": "Recruit"}}),
    # "When you play me, spend any number of buffs. For each buff spent, channel 1 rune exhausted."
    "Albus Ferros": on("play", do("choose", among={"who": "you", "buffed": True}, count=99, up_to=True),
                       do("spend_buff", to="chosen"), do("channel", amount={"count_of": "chosen"}, exhausted=True)),
    # "[Tank] I get +1 [M] for each buffed friendly unit at my battlefield."
    "Sett, Kingpin": {"static": [passive(might={"buffed_here": "friendly"})]},
    # "[Vision] When you recycle one or more cards to your Main Deck, buff a friendly unit." (errata; runes
    # aren't cards, and players recycle their own cards only: Origins FAQ)
    "Karma, Channeler": on("recycle_cards", do("buff", to="t0"), targets=[unit(who="friendly")]),
    # "If a combat where you are the attacker ends in a tie that would recall any of your units, recall
    # all units at that battlefield instead." (Origins FAQ text: only that battlefield's units)
    "Symbol of the Solari": {"static": [passive(tie_recall_all=True)]},
}


# Viktor, Leader: "non-Recruit"
@registry.condition("event_tag", "The event's unit (`it`) has that tag (479.2).")
def _event_tag(st: State, want: Any, controller: int, source: int, subject: int | None, data: Data) -> bool:
    it = data.get("it")
    return it is not None and it in st.objs and has_tag(st, it, want)


def _register(*groups: dict[str, Any]) -> None:
    for group in groups:
        for name, script in group.items():
            register(name, script)


_register(FURY, CALM, MIND, BODY, CHAOS, ORDER)
