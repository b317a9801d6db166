"""The effect verbs, each implemented once and registered with its doc (`registry`, kind "verb");
`VERBS` is the live name -> implementation table (docs/cards.md lists them). A card module may register
a verb of its own (`registry.verb`) beside the card that needs it."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..model import registry
from ..model.cards import DOMAINS
from ..model.events import ALL, all_but
from ..model.state import (
    BANISH,
    BASE,
    BF,
    CHAIN,
    HAND,
    LEGEND,
    RULES_2026_10,
    RULES_V14,
    TRASH,
    Pending,
    State,
)
from ..ops import per_turn, skipping, xp, zones
from ..ops.damage import deal_one, killer, v_double_damage
from ..ops.replacements import chosen_instead
from ..ops.replacing import table_key
from ..ops.triggers import battlefield_event, broadcast, fire, here_event, note_move, units_moved
from ..read import layers, naming
from ..read.conditions import empowered_times, friendly, holds, location, note_finalized, note_played_to
from ..read.context import Ctx, objs, val
from ..rules import destinations, numbers
from . import asking, newchoices
from .seeing import revealed_from_deck

registry.add_keys("passive", {
    "many_buffs": "\"I can have any number of buffs\" (427.1.b.2): `buff` adds one more (verbs.py).",
})


def v_deal(ctx: Ctx, amount: Any, to: Any = "t0", by: Any = None) -> bool | None:
    """418: mark damage; lethal damage kills in the next cleanup. `amount` may be a value. `by`: the
    unit the effect has deal it ("they deal damage equal to their Mights to each other"): the damage
    is that unit's, not the spell's or ability's (418.6.b.3), so no Bonus Damage (712) and no
    "spell and ability damage" prevention; its controller is responsible (418.6.b.4), and a kill by
    it is not a kill with a spell (Origins FAQ: Challenge, Carnivorous Snapvine)."""
    n = val(ctx, amount)
    pairs = [[oid, n] for oid in objs(ctx, to)]
    if by is None:
        return v_deal_each(ctx, pairs)
    dealer = objs(ctx, by)
    return v_deal_each(ctx, pairs, dealer=ctx.st.objs[dealer[0]].controller if dealer else ctx.controller)


def unit_damage(ctx: Ctx, dealer: int) -> Ctx:
    """The context of damage an effect has a unit deal: `dealer` (its controller) is responsible, and
    it is no spell or ability damage (418.6.b.3-4)."""
    return Ctx(ctx.st, ctx.log, dealer, ctx.source, ctx.targets, ctx.item, ctx.data, spell=False)


def v_deal_each(ctx: Ctx, pairs: list[list[int]], own_bonus: bool = True, dealer: int | None = None) -> bool | None:
    """Deal each unit its amount in turn (`dealer`: a unit's damage, that player's); a unit whose
    controller must first order its damage replacements (372) pauses the rest, which waits with the
    decision."""
    at = ctx if dealer is None else unit_damage(ctx, dealer)
    for i, (oid, n) in enumerate(pairs):
        if deal_one(at, oid, n, own_bonus=own_bonus) is False:
            rest = [list(p) for p in pairs[i + 1:]]
            pend = ctx.st.pending
            assert pend is not None
            if rest:
                pend.data["tail"] = [["_deal_each", {"pairs": rest, "own_bonus": own_bonus, "dealer": dealer}]]
            return False
    return None


def v_heal(ctx: Ctx, to: Any = "t0") -> None:
    for oid in objs(ctx, to):
        ctx.st.w(oid).damage = 0


def _player_of(ctx: Ctx, of: Any) -> int | None:
    """The player an instruction is for: the controller, or `of` a reference's controller (its
    owner off the board): "its controller draws 2", "its owner channels 1". None when the object
    referred to is gone or was an illegal target: the linked instruction doesn't execute, and never
    falls to another player (359.3.e.14.a)."""
    if of is None:
        return ctx.controller
    if of == "player":  # the player an `each_player` step is at
        return ctx.data.get("player", ctx.controller)
    # a target legal as the item began to resolve that an earlier instruction removed ("Kill a gear.
    # Its controller draws 2." - gone to its owner's trash, or a token that ceased to exist, 186.1):
    # its last known controller
    last = ctx.data.get("lki", {}).get(of[1:]) if isinstance(of, str) and of[:1] == "t" and of[1:].isdigit() else None
    found = objs(ctx, of)
    if last is not None and (not found or ctx.st.objs[found[0]].gen != last[1]):
        return int(last[0])
    return ctx.st.objs[found[0]].controller if found else None


def v_draw(ctx: Ctx, amount: Any = 1, of: Any = None) -> None:
    p = _player_of(ctx, of)
    if p is not None:
        zones.draw(ctx.st, ctx.log, p, val(ctx, amount))


def v_stun(ctx: Ctx, to: Any = "t0") -> None:
    st = ctx.st
    stunned_enemy = False
    for oid in objs(ctx, to):
        if st.objs[oid].stunned:  # 424.1.a.1: a stunned unit can't be stunned again (nothing triggers)
            continue
        if chosen_instead(st, ctx.log, oid, ctx.targets):  # 370: "... would stun me, ... instead"
            continue
        st.w(oid).stunned = True  # 424
        ctx.log.add("stun", f"{st.name(oid)} is stunned", ALL, card=oid)
        if not friendly(st, st.objs[oid].controller, ctx.controller):  # `first`: "one or more enemy units"
            broadcast(st, ctx.log, "stun_enemy", ctx.controller, {"it": oid, "first": not stunned_enemy})
            stunned_enemy = True


def v_kill(ctx: Ctx, to: Any = "t0") -> bool | None:
    """Kill them at the same moment (370.1.a.2); a replacement decision they need (372-373)
    pauses the effect until it is answered."""
    from ..ops.replacements import kill_together

    st = ctx.st
    dying = [(oid, killer(ctx)) for oid in objs(ctx, to) if oid in st.objs and st.objs[oid].zone in (BASE, BF)]
    return False if dying and kill_together(st, ctx.log, dying, ask=True) else None


def v_set_might(ctx: Ctx, amount: Any, to: Any = "t0") -> None:
    """"Its Might becomes N this turn" (479.2.a): the base arithmetic starts from."""
    n = val(ctx, amount)
    for oid in objs(ctx, to):
        ctx.st.w(oid).extra["might_set"] = [n, ctx.st.turn_number, *layers.now(ctx.st)]  # 482: its timestamp


def v_gain_tag(ctx: Ctx, tag: str, to: Any = "self") -> None:
    """"I gain that tag" (479.2): a trait the object keeps while it stays in its zone."""
    for oid in objs(ctx, to):
        w = ctx.st.w(oid)
        w.extra["tags"] = sorted({*w.extra.get("tags", ()), tag})


def v_banish(ctx: Ctx, to: Any = "t0") -> None:
    for oid in objs(ctx, to):
        zones.banish(ctx.st, ctx.log, oid, by=ctx.controller)


def v_buff(ctx: Ctx, to: Any = "t0") -> None:
    """427.1.b: a buff counter on each unit that has none (more on one that may have any number,
    `many_buffs`, 427.1.b.2); "when you buff a friendly unit" fires for each one buffed (427.1.c:
    not for a unit that already had one)."""
    st = ctx.st
    for oid in objs(ctx, to):
        o = st.objs[oid]
        if o.buffs and not layers.passive_flag(st, oid, "many_buffs"):
            continue
        st.w(oid).buffs = o.buffs + 1
        if layers.is_unit(st, oid) and friendly(st, o.controller, ctx.controller):
            broadcast(st, ctx.log, "buff_unit", ctx.controller, {"it": oid})


def v_might(ctx: Ctx, amount: Any, to: Any = "t0", min: int | None = None) -> None:
    """+N / -N Might this turn; a minimum is snapshotted when applied (479.4.b). A -N to a unit this spell or
    ability chose gives more with an `extra_minus` passive of its controller ("an additional -1 [M]")."""
    n = val(ctx, amount)
    for oid in objs(ctx, to):
        d = n
        if d < 0 and ctx.spell and oid in ctx.targets:
            d -= _extra_minus(ctx.st, ctx.controller)
        if min is not None and d < 0:
            d = -max(0, layers.might(ctx.st, oid) - max(min, layers.might(ctx.st, oid) + d))
        if n > 0 and d < 0:
            d = 0  # 479.4.c: never increase by a negative amount
        if d < 0 and chosen_instead(ctx.st, ctx.log, oid, ctx.targets):  # 370: "... give me -[M] ... instead"
            continue
        layers.add_might_mod(ctx.st, oid, d)
        if d < 0:
            _reduced(ctx, oid)


def _reduced(ctx: Ctx, oid: int) -> None:
    """"When you reduce the Might of an enemy unit (here)": the controller's objects hear it."""
    st = ctx.st
    o = st.objs.get(oid)
    if o is not None and o.zone in (BASE, BF) and not friendly(st, o.controller, ctx.controller):
        broadcast(st, ctx.log, "reduce_enemy_might", ctx.controller, {"it": oid, "bf": o.loc if o.zone == BF else -1})


def _extra_minus(st: State, p: int) -> int:
    """"If a spell or ability you control would give -[M] to a unit it chooses, it gives an additional -1 [M]"."""
    if not layers.any_passive(st, "extra_minus"):
        return 0
    return sum(int(s["extra_minus"]) for src, s in layers.statics(st) if "extra_minus" in s
               and st.objs[src].controller == p and holds(st, s.get("if"), p, src))


def v_might_up_to(ctx: Ctx, amount: Any, to: Any = "t0") -> None:
    """"This turn, increase its Might to N": snapshotted when applied (479.4.b), never by a
    negative amount (479.4.c)."""
    n = val(ctx, amount)
    for oid in objs(ctx, to):
        layers.add_might_mod(ctx.st, oid, max(0, n - layers.might(ctx.st, oid)))


def v_keyword(ctx: Ctx, name: str, value: Any = 1, to: Any = "t0", until: str = "turn") -> None:
    """Give a keyword this turn (801.3.a), or `until: combat` ("this combat", ends at 468.7). `value` may be
    a value ("double its [Shield]": `keyword_of` it again), read before any is given."""
    value = val(ctx, value)
    for oid in objs(ctx, to):
        w = ctx.st.w(oid)
        if until == "always":  # no duration: kept while it stays on the board
            w.extra["keywords"] = [*w.extra.get("keywords", []), [name, value]]
        else:
            w.kw_mod.append([name, value] if until == "turn" else [name, value, until])


def v_ready(ctx: Ctx, to: Any = "t0") -> None:
    """Ready; "when you ready a friendly unit" (Pirate's Haven) fires for effects of yours (and
    for the Awaken Phase, `triggers.readied_units`)."""
    for oid in objs(ctx, to):
        o = ctx.st.objs[oid]
        if layers.passive_flag(ctx.st, oid, "no_ready") or layers.passive_flag(ctx.st, oid, "never_ready"):
            continue  # "spells and abilities can't ready" it; "I can't be readied"
        was = o.exhausted
        ctx.st.w(oid).exhausted = False
        if was and layers.is_unit(ctx.st, oid) and friendly(ctx.st, o.controller, ctx.controller):
            broadcast(ctx.st, ctx.log, "ready_unit", ctx.controller, {"it": oid})


def v_exhaust(ctx: Ctx, to: Any = "t0") -> None:
    for oid in objs(ctx, to):
        zones.exhaust(ctx.st, ctx.log, oid)


def v_no_move(ctx: Ctx, to: Any = "t0") -> None:
    """"It can't move this turn": no standard move and no effect moves it (kept until the turn ends)."""
    for oid in objs(ctx, to):
        ctx.st.w(oid).extra["cant_move"] = ctx.st.turn_number  # (not Vex's `no_move`: anyone's move)


def v_assault_equal_shield(ctx: Ctx, to: Any = "t0") -> None:
    """"Give it 'I have [Assault] equal to my [Shield]' this turn": its current Shield value, read whenever its
    keywords are (layers.py), adds that much Assault until the turn ends."""
    for oid in objs(ctx, to):
        if ctx.st.objs[oid].zone in (BASE, BF):
            ctx.st.w(oid).extra["assault_is_shield"] = ctx.st.turn_number


def v_recall(ctx: Ctx, to: Any = "t0") -> None:
    for oid in objs(ctx, to):
        zones.recall(ctx.st, ctx.log, oid)


def v_forbid_move(ctx: Ctx, to: Any = "it") -> None:
    """"They can't move it this turn": its controller can't move it (a standard move, or an effect of theirs)."""
    for oid in objs(ctx, to):
        ctx.st.w(oid).extra["no_move"] = ctx.st.turn_number


def move_forbidden(st: State, oid: int, mover: int) -> bool:
    o = st.objs[oid]
    return o.extra.get("no_move") == st.turn_number and mover == o.controller


def v_move_to_base(ctx: Ctx, to: Any = "t0") -> None:
    """An effect moves a unit from a battlefield to its base (a move, unlike recall: 456)."""
    st = ctx.st
    for oid in objs(ctx, to):
        o = st.objs[oid]
        from ..rules.movement import base_barred

        if o.zone == BF and not base_barred(st, oid) and not move_forbidden(st, oid, ctx.controller) \
                and not _unmovable(ctx, oid) \
                and not skipping.skips_move(st, ctx.log, oid):
            origin = o.loc
            zones.put(st, oid, BASE, controller=o.controller)
            ctx.log.add("move", f"{st.name(oid)} moves to base", ALL, card=oid)
            note_move(st, ctx.log, oid, origin)
            units_moved(st, ctx.log, [[oid, origin]], -1)
            if not friendly(st, o.controller, ctx.controller):  # "when you move an enemy unit"
                broadcast(st, ctx.log, "move_enemy", ctx.controller, {"it": oid})


def _unmovable(ctx: Ctx, oid: int) -> bool:
    """"I can't be moved by enemy spells and abilities" (a passive `unmovable_by_enemies`)."""
    st = ctx.st
    if not ctx.spell or friendly(st, ctx.controller, st.objs[oid].controller) \
            or not layers.passive_flag(st, oid, "unmovable_by_enemies"):
        return False
    ctx.log.add("no_move", f"{st.name(oid)} can't be moved by an enemy's spell or ability", ALL, card=oid)
    return True


def _move_to(ctx: Ctx, oid: int, place: tuple[int, int]) -> None:
    """An effect's move of a unit to a location: (controller, -1) is that base, else a battlefield.
    A battlefield the unit may not move to (two other players there, or a teammate's, 449.2) makes
    the move a recall instead (449.2.c)."""
    from ..rules.movement import bf_open_to
    from ..rules.showdown import contest

    st = ctx.st
    o = st.objs[oid]
    origin = o.loc if o.zone == BF else -1
    if move_forbidden(st, oid, ctx.controller):  # "they can't move it this turn"
        return
    if _unmovable(ctx, oid):
        return
    if skipping.skips_move(st, ctx.log, oid):  # 444: "skip the next time it would move"
        return
    if o.extra.get("cant_move") == st.turn_number:  # "it can't move this turn"
        return
    if place[1] >= 0 and not bf_open_to(st, o.controller, place[1]):
        zones.recall(st, ctx.log, oid)  # 449.2.c: not a move
        return
    unit = layers.is_unit(st, oid)  # a gear with Deploy moves too (830.1.b.2), contesting nothing
    if place[1] >= 0:
        zones.put(st, oid, BF, controller=o.controller, loc=place[1])
        if unit:
            contest(st, o.controller, place[1])  # 452
    else:
        zones.put(st, oid, BASE, controller=o.controller)
    ctx.log.add("move", f"{st.name(oid)} moves", ALL, card=oid)
    ctx.data["moved"] = [*ctx.data.get("moved", []), oid]  # "if it moved" (a reflexive trigger's condition)
    note_move(st, ctx.log, oid, origin)
    if unit:  # a gear with Deploy moving is no unit's move
        units_moved(st, ctx.log, [[oid, origin]], place[1])
        if not friendly(st, o.controller, ctx.controller):  # "when you move an enemy unit"
            broadcast(st, ctx.log, "move_enemy", ctx.controller, {"it": oid})


def v_swap(ctx: Ctx, to: Any = "t0") -> None:
    """"Move me to its location and it to my original location" (both are moves)."""
    st = ctx.st
    me = st.objs.get(ctx.source)
    found = [oid for oid in objs(ctx, to) if st.objs[oid].zone in (BASE, BF)]
    if me is None or me.zone not in (BASE, BF) or not found:
        return
    other = st.objs[found[0]]
    mine = (me.controller, me.loc if me.zone == BF else -1)
    theirs = (other.controller, other.loc if other.zone == BF else -1)
    if mine == theirs:  # already at its location: nothing moves (no move, no "when I move")
        return
    _move_to(ctx, ctx.source, theirs)
    _move_to(ctx, found[0], mine)


def v_recycle(ctx: Ctx, to: Any = "t0") -> None:
    """417: put cards (from any zone: a hand, a trash, the board) on the bottom of their owner's
    Main Deck, several in random order (417.5), a rune on the bottom of its Rune Deck (417.1.b); a
    token recycled from the board ceases to exist (186.1)."""
    st = ctx.st
    found = [oid for oid in objs(ctx, to) if st.objs[oid].zone != CHAIN]
    runes = [oid for oid in found if st.table.defs[st.objs[oid].card].type == "rune"]
    for oid in runes:
        zones.recycle_rune(st, oid)
    cards = [oid for oid in found if oid not in runes]
    for owner in sorted({st.objs[oid].owner for oid in cards}):
        mine = [oid for oid in cards if st.objs[oid].owner == owner]
        ctx.log.add("recycle", f"{st.players[owner].name} recycles "
                    + ", ".join(st.name(oid) for oid in mine), ALL, player=owner)
        zones.recycle_main(st, owner, mine)


def v_return_to_hand(ctx: Ctx, to: Any = "t0") -> None:
    for oid in objs(ctx, to):
        if ctx.st.objs[oid].zone in (BASE, BF) and chosen_instead(ctx.st, ctx.log, oid, ctx.targets):  # 370
            continue
        if ctx.st.objs[oid].zone == "facedown":  # 422.4: revealed as it changes zones
            zones.reveal(ctx.st, ctx.log, oid)
        zones.to_hand(ctx.st, oid)


def v_channel(ctx: Ctx, amount: Any = 1, exhausted: bool = False, of: Any = None,
              short_draw: int = 0) -> None:
    """Channel N runes; `short_draw`: "if you couldn't channel N this way, draw 1"."""
    p = _player_of(ctx, of)
    if p is None:
        return
    amount = val(ctx, amount)
    done = zones.channel(ctx.st, ctx.log, p, amount, exhausted)
    if short_draw and done < amount:
        zones.draw(ctx.st, ctx.log, p, short_draw)


def v_prevent(ctx: Ctx, amount: Any = "all", to: Any = "t0") -> None:
    """"Prevent the next N damage that would be dealt to a unit this turn" (438; `amount: all` for
    "all damage"): a Prevent Value tracked on the unit until it is used up or the turn ends. `amount:
    next`: "the next time it would be dealt damage this turn, prevent it" (all of that one damage)."""
    from ..ops.damage import ALL_DAMAGE, add_prevent, prevent_next_time

    if amount == "next":
        for oid in objs(ctx, to):
            prevent_next_time(ctx.st, oid)
        return
    n = ALL_DAMAGE if amount == "all" else val(ctx, amount)
    for oid in objs(ctx, to):
        if n:
            add_prevent(ctx.st, oid, n)


def v_prevent_spell_damage(ctx: Ctx) -> None:
    """"Prevent all spell and ability damage this turn" (438): marked on the state's turn."""
    ctx.st.players[ctx.controller].extra["prevent_all"] = ctx.st.turn_number


def v_add(ctx: Ctx, energy: int = 0, power: dict[str, int] | None = None, only: str = "") -> None:
    """[Add] resources to the pool; `only` restricts them ("spell": use only to play spells)."""
    from ..rules.costs import add_energy, add_power, add_restricted

    item = ctx.item
    if item is not None and item.kind == "ability" and item.effect.startswith("activated:"):  # "your Gold [Add]
        from ..rules.costs import extra_add  # an additional [1]" (an activated Add ability of that card)

        key = ctx.data.get("card")
        if key in ctx.st.table.defs:
            energy += extra_add(ctx.st, ctx.controller, ctx.st.table.defs[key].name)
    if only:
        add_restricted(ctx.st, ctx.controller, only, energy, power)
        return
    add_energy(ctx.st, ctx.controller, energy)
    for d, n in (power or {}).items():
        add_power(ctx.st, ctx.controller, d, n)


def v_counter(ctx: Ctx, to: Any = "t0") -> None:
    """426: the countered card leaves the chain for its owner's trash; one that "can't be countered" stays. A target
    that is an ability on the chain (`chain_item`, no object) is cleared from the chain (426.1.a)."""
    from ..read.scripts import script_for

    st = ctx.st
    i = int(to[1:]) if isinstance(to, str) and to[:1] == "t" and to[1:].isdigit() else -1
    ability = ctx.targets[i] if 0 <= i < len(ctx.targets) else None
    if ability is not None and ability not in st.objs:
        for k, item in enumerate(st.chain):
            if item.kind == "ability" and item.id == ability:
                if _uncounterable(st, item.controller):
                    ctx.log.add("counter", f"{item.name} can't be countered", ALL, item=item.id)
                else:
                    del st.chain[k]
                    ctx.log.add("counter", f"{item.name} is countered", ALL, item=item.id)
                break
        return
    for oid in objs(ctx, to):
        for i, item in enumerate(st.chain):
            if item.kind == "card" and item.source == oid:
                if (script_for(st.card(oid)) or {}).get("uncounterable") or _uncounterable(st, item.controller):
                    ctx.log.add("counter", f"{st.name(oid)} can't be countered", ALL, card=oid)
                    break
                del st.chain[i]
                if item.data.get("flow"):  # 829.1.b.1
                    zones.banish(st, ctx.log, oid, by=item.controller)
                elif item.data.get("recycle"):  # "then recycle it" (391.3.a)
                    zones.recycle_main(st, st.objs[oid].owner, [oid])
                else:
                    zones.put(st, oid, TRASH)
                ctx.log.add("counter", f"{st.name(oid)} is countered", ALL, card=oid)
                break


def _uncounterable(st: State, p: int) -> bool:
    """"Your spells and abilities can't be countered": a passive `uncounterable` of the spell's controller."""
    return layers.any_passive(st, "uncounterable") and any(
        s.get("uncounterable") and st.objs[src].controller == p and holds(st, s.get("if"), p, src)
        for src, s in layers.statics(st))


def v_points(ctx: Ctx, amount: int = 1) -> None:
    from ..ops.scoring import gain_points

    gain_points(ctx.st, ctx.log, ctx.controller, amount, ctx.st.name(ctx.source) if ctx.source in ctx.st.objs
                else "effect")


def v_at_end_of_turn(ctx: Ctx, trigger: str, about: Any = None) -> None:
    """"... at the end of this turn": the source's trigger `trigger` is delayed to the Ending Phase;
    `about` ("disempower it at end of turn"): that object is the trigger's `it`, while it stays the same
    object (124)."""
    from ..ops.triggers import delay

    found = objs(ctx, about) if about is not None else []
    if about is not None and not found:
        return  # 390: nothing to be about, nothing delayed
    delay(ctx.st, ctx.source, trigger, ctx.controller,
          [found[0], ctx.st.objs[found[0]].gen] if found else None)


def v_at_next_main(ctx: Ctx, trigger: str) -> None:
    """"... at the start of your next Main Phase": the source's trigger `trigger` is delayed to its
    controller's next Main Phase (393), knowing the battlefield the source was at (`bf`: "this battlefield")."""
    from ..ops.triggers import delay_to_next_main

    if ctx.source in ctx.st.objs:
        delay_to_next_main(ctx.st, ctx.source, trigger, ctx.controller, {"bf": location(ctx.st, ctx.source)})


def v_this_turn_trigger(ctx: Ctx, trigger: str, about: Any = None, on: str | None = None) -> None:
    """"When [event] this turn, [effect]": the source's trigger `trigger` listens for the rest of
    the turn, controlled by this effect's controller (a triggered ability the effect creates).
    `about`: a reference - "the next time it takes damage this turn": that object only, once.
    `on`: the event it listens for, when not `unit_damaged` (`play_card`: "when a friendly unit is
    played this turn", its controller's or a teammate's play; `it` the card)."""
    from ..ops.triggers import until_end_of_turn

    if about is None:
        until_end_of_turn(ctx.st, ctx.source, trigger, ctx.controller, on=on)
        return
    for oid in objs(ctx, about)[:1]:
        until_end_of_turn(ctx.st, ctx.source, trigger, ctx.controller, [oid, ctx.st.objs[oid].gen])


def v_return_champion(ctx: Ctx) -> None:
    """Return your Chosen Champion from your trash to your Champion Zone if it is empty (Hallowed
    Tomb). The Chosen Champion is recorded at setup (`Player.extra["champion"]`, 112)."""
    st, p = ctx.st, ctx.controller
    key = st.players[p].extra.get("champion")
    found = [o for o in st.players[p].trash if st.objs[o].card == key]
    if key is None or st.players[p].champion or not found:
        return
    oid = found[0]
    zones.to_champion_zone(st, oid)
    ctx.log.add("return", f"{st.players[p].name} returns {st.name(oid)} to their Champion Zone", ALL, card=oid)


COUNTED_MARKS = ("next_spell_discount", "next_spell_bonus_damage", "units_cost_more",  # marks holding [turn, amount]
                 "next_unit_discount")


def v_mark(ctx: Ctx, name: str, amount: int = 0, who: str = "you", of: Any = None) -> None:
    """A "this turn" mark on the controller (or, `who: opponents`, on each opponent - 392: a delayed
    passive ability, read where its rule applies): `units_ready` ("units you play this turn enter
    ready"), `next_unit_ready` ("the next unit you play this turn enters ready"), `next_unit_accelerate` ("the
    next unit you play this turn has [Accelerate]"), `no_plays` ("can't
    play cards this turn"), `next_spell_discount` ("the next spell you play this turn costs [N] less")
    and `next_spell_bonus_damage` ("the next spell you play this turn deals N Bonus Damage"), whose
    `amount`s add up and which the next spell played uses up (420.5); `no_spells` ("can't play spells this
    turn"), `units_cost_more` (N: "your non-token units cost [N] more to play this turn"), `next_unit_discount` (N) and
    `next_unit_power_less` ("reduce the cost of the next unit you play this turn by [N][A]", used up by the next unit
    played), `free_gear` (N: "you may play a gear with Energy cost no more than [N] from hand this turn, ignoring
    its Energy cost": the play's `options.free_gear`, one gear per mark; play.py). `of`: on a reference's
    controller instead ("its controller can't play spells this turn")."""
    st = ctx.st
    players = st.opponents(ctx.controller) if who == "opponents" else [ctx.controller]
    if of is not None:
        found = _player_of(ctx, of)
        players = [] if found is None else [found]
    for q in players:
        extra = st.players[q].extra
        if name == "free_gear":  # one permission per mark: "you may play a gear with Energy cost no more than [N]"
            had = extra.get(name)
            extra[name] = [st.turn_number, [*(had[1] if had and had[0] == st.turn_number else []), amount]]
        elif name in COUNTED_MARKS:
            had = extra.get(name)
            extra[name] = [st.turn_number, amount + (had[1] if had and had[0] == st.turn_number else 0)]
        else:
            extra[name] = st.turn_number


def v_conquer_effects_here(ctx: Ctx) -> None:
    """"Activate the conquer effects of units here" (Reckoner's Arena): their conquer triggers."""
    from ..read.conditions import location

    here = location(ctx.st, ctx.source)
    for u in list(ctx.st.battlefields[here].units) if here >= 0 else []:
        if layers.is_unit(ctx.st, u):
            fire(ctx.st, ctx.log, u, "conquer")


def v_swap_top(ctx: Ctx) -> None:
    """Swap the top two cards of the controller's Main Deck."""
    deck = ctx.st.players[ctx.controller].main_deck
    if len(deck) >= 2:
        deck[0], deck[1] = deck[1], deck[0]


def v_play_free(ctx: Ctx, card: Any = "t0", where: Any = "choose", paid: bool = False,
                energy_only: bool = False, accelerate: bool | None = None, by: int | None = None,
                the: int | None = None) -> bool | None:
    """"Play a unit from your trash (or banishment), ignoring its cost" (420.3): like play_self,
    for a chosen card; `where: base`: its owner plays it to their base (Portal Rescue errata). Ignoring its
    cost leaves its mandatory additional cost to pay (356.1.b.1); `paid`: it has been. `energy_only`:
    "ignoring its Energy cost (you must still pay its Power cost)" - a Power cost that can't be paid
    leaves the card where it was (the play fails, 358.5). A unit with [Accelerate] offers its optional
    additional cost all the same (356.1.b.3's example, 805.2: a `may`); `accelerate`: answered. `by` and `the`: the
    player who plays it and the card, as the question left them (the effect that asked may be another player's)."""
    from ..model.prices import Cost, printed_cost
    from ..rules.costs import can_pay, execute_payment, resolve_payment

    if by is not None and by != ctx.controller:
        ctx = Ctx(ctx.st, ctx.log, by, ctx.source, ctx.targets, ctx.item, ctx.data, ctx.spell)
    found = [o for o in ([the] if the is not None else objs(ctx, card)) if o in ctx.st.objs
             and ctx.st.objs[o].zone in (TRASH, BANISH, HAND) and ctx.st.card(o).type == "unit"]
    if not found:
        return None
    owner = ctx.st.objs[found[0]].owner
    if where == "base" and owner != ctx.controller:  # "its owner plays it to their base" (errata): theirs
        ctx = Ctx(ctx.st, ctx.log, owner, ctx.source, ctx.targets, ctx.item, ctx.data, ctx.spell)
    if not paid:
        power = Cost(0, printed_cost(ctx.st.card(found[0])).power) if energy_only else Cost()
        if power.power and not can_pay(ctx.st, ctx.controller, power):
            ctx.log.add("undo", f"{ctx.st.name(found[0])} can't be played: its Power cost can't be paid", ALL,
                        card=found[0])
            return None
        paying = _pay_mandatory_extra(ctx, found[0], ["play_free", {"card": card, "where": where, "paid": True}])
        if paying is not None:
            return paying
        if power.power:
            execute_payment(ctx.st, ctx.log, ctx.controller, power, resolve_payment(ctx.st, ctx.controller, power, "auto"))
    if accelerate is None and _accelerate_offered(ctx, found[0]):
        again = {"card": card, "where": where, "paid": True, "by": ctx.controller, "the": found[0]}
        cost = _accelerate_cost(ctx, found[0])
        asked = asking.v_may(ctx, [["play_free", {**again, "accelerate": True}]], cost=cost,
                             otherwise=[["play_free", {**again, "accelerate": False}]])
        if ctx.st.pending is not None:  # the board's words for it
            ctx.st.pending.data["title"] = (f"{ctx.st.name(found[0])} has [Accelerate]: pay {cost['energy']} Energy "
                                            f"{_power_words(cost['power'])}so it enters ready?")
        return asked
    if accelerate:
        ctx.st.w(found[0]).extra["accelerate_paid"] = True  # 805.2.b: it enters ready, whatever happens to the keyword
    if where == "base" or isinstance(where, int):  # to base, or "play it here" (a battlefield index)
        play_self_at(ctx, -1 if where == "base" else int(where), found[0])
        return None
    return asking.ask_destination(ctx, {"play_self": True, "card": found[0],
                                        **({"battlefields": True} if where == "battlefield" else {})})


def _accelerate_cost(ctx: Ctx, oid: int) -> dict[str, Any]:
    """805.1.b: [1] and a Power of the unit's domain, less by "optional additional costs you pay cost [1] less"."""
    from ..model.actions import Action
    from ..model.prices import accelerate_cost
    from ..rules.playcosts import optional_less

    cost = optional_less(ctx.st, ctx.controller, accelerate_cost(ctx.st.card(oid)), Action("play", ctx.controller, oid))
    return {"energy": cost.energy, "power": [list(p) for p in cost.power]}


def _power_words(power: list[list[str]]) -> str:
    """"and 1 Fury Power " / "and 1 Power of any domain " (a Power of one of several domains: "1 Fury or Chaos
    Power"); nothing without one."""
    words = [" or ".join(d.capitalize() for d in p) + " Power" if len(p) < len(DOMAINS) else "Power of any domain"
             for p in power]
    return "".join(f"and 1 {w} " for w in words)


def _accelerate_offered(ctx: Ctx, oid: int) -> bool:
    """A unit played by an effect that has [Accelerate] as it is played (805.2), when its cost can be paid."""
    from ..rules.abilities import can_pay_resources

    return ctx.st.card(oid).type == "unit" and bool(layers.keyword(ctx.st, oid, "Accelerate")) and \
        can_pay_resources(ctx.st, ctx.controller, _accelerate_cost(ctx, oid))


def _pay_mandatory_extra(ctx: Ctx, oid: int, then: list[Any]) -> bool | None:
    """356.1.b.1, 356.1.b.3, 358.5: a card played ignoring its cost still pays its mandatory
    additional cost (resources, a unit to kill); when it can't, the play is undone and the card
    stays where it was (returns True: nothing more to do). A kill with several units to choose from
    asks (`choose_cards`, purpose `kill_own`), then `then` plays the card (returns False). None: paid."""
    from ..read.scripts import script_for
    from ..rules.abilities import can_pay_resources, pay_resources

    st = ctx.st
    extra = (script_for(st.card(oid)) or {}).get("additional_cost") or {}
    if not extra or extra.get("optional"):
        return None
    resources = {"energy": int(extra.get("energy", 0)), "power": list(extra.get("power", []))}
    pool = [u for u in objs(ctx, {**extra["kill"], "who": extra["kill"].get("who", "friendly")})
            if u != oid] if "kill" in extra else []
    unsupported = set(extra) - {"energy", "power", "kill"}
    payable = (not (resources["energy"] or resources["power"]) or can_pay_resources(st, ctx.controller, resources))
    if unsupported or not payable or ("kill" in extra and not pool):
        ctx.log.add("undo", f"{st.name(oid)} can't be played: its additional cost can't be paid", ALL, card=oid)
        return True
    if resources["energy"] or resources["power"]:
        pay_resources(st, ctx.log, ctx.controller, resources)
    if "kill" in extra:
        if len(pool) > 1:
            st.pending = Pending("choose_cards", ctx.controller, pool, {"count": 1, "purpose": "kill_own",
                                                                         "tail": [then]})
            return False
        zones.kill(st, ctx.log, pool[0], by=[ctx.controller, ctx.spell])
    return None


def v_move(ctx: Ctx, to: Any = "t0", dest: Any = None, via_base: bool = False,
           with_same_controller: bool = False) -> bool | None:
    """"Move a unit" (144): to its base or another battlefield, the effect's controller choosing; a
    spell chose where as it was played (355.4), and moves there if it still can (destinations.py).
    `dest`: the text names the destination, the location of that reference ("to here", "to that
    enemy unit's battlefield", "there"): nothing to choose, and no move if it is gone or is no
    valid location for the unit (355.4.a). `via_base`: "to or from its base" - from a base to a
    battlefield, or from a battlefield to its base. A unit that moves is noted as `moved`."""
    found = [o for o in objs(ctx, to) if ctx.st.objs[o].zone in (BASE, BF)]
    if not found:
        return None
    if to == "targets" and "targets" in ctx.data.get("move_to", {}):  # "move them to a single location"
        place = ctx.data["move_to"]["targets"]
        for oid in found:
            if place in destinations.move_options(ctx.st, oid):
                _move_to(ctx, oid, (ctx.st.objs[oid].controller, place))
        return None
    oid = found[0]
    if dest is not None:
        where = objs(ctx, dest)
        place = location(ctx.st, where[0]) if where else None
        if place is None or (place < 0 and ctx.st.objs[where[0]].zone != BASE):
            return None
        if place in destinations.move_options(ctx.st, oid):
            _move_to(ctx, oid, (ctx.st.objs[oid].controller, place))
        return None
    chosen = ctx.data.get("move_to", {})
    if to not in chosen:
        return asking.ask_move(ctx, oid, via_base)
    dest = chosen[to]
    if dest in destinations.move_options(ctx.st, oid) and (
            not with_same_controller or destinations.with_friend(ctx.st, oid, dest)):  # still "where there's a unit
        _move_to(ctx, oid, (ctx.st.objs[oid].controller, dest))  # with the same controller" (355.4.a)
    else:
        ctx.log.add("no_move", f"{ctx.st.name(oid)} can't move to the place chosen for it any more", ALL, card=oid)
    return None


def each_player_order(st: State, controller: int, start: str = "you", others: bool = False) -> list[int]:
    """The players still in the game in turn order, from the controller ("you") or from the next
    player ("next": "starting with the next player"), without the controller with `others`."""
    n = len(st.players)
    first = controller if start == "you" else controller + 1
    order = [(first + i) % n for i in range(n)]
    return [q for q in order if not st.players[q].removed and not (others and q == controller)]


def v_each_player(ctx: Ctx, steps: list[Any], start: str = "you", others: bool = False) -> bool | None:
    """"Each player ..." / "each other player ...": the steps once per player in turn order (`start`,
    `others`: see `each_player_order`), each time with that player as "player" - the `of` of `draw`,
    `discard`, `channel`..., the `by` of `choose` and `choose_one`."""
    nested: list[Any] = []
    for q in each_player_order(ctx.st, ctx.controller, start, others):
        nested += [["_as_player", {"player": q}], *steps]
    return _nested(ctx, [*nested, ["_as_player", {"player": None}]])


def v_as_player(ctx: Ctx, player: int | None) -> None:
    if player is None:
        ctx.data.pop("player", None)
    else:
        ctx.data["player"] = player


def v_play_card(ctx: Ctx, card: Any = "t0", ignore: str = "", less: Any = 0, power: int | list[str] | None = None,
                here: bool = False, then_recycle: bool = False, by: Any = None, then: str | None = None,
                marks: dict[str, Any] | None = None, where: str = "") -> None:
    """"Play it" as part of this effect (420.3): each card `card` names, from wherever it is (a
    banishment, a trash, a hand), is played by `by` (you by default; "player" in `each_player`; a reference:
    its controller) once the effect is done (effectplay.py): `ignore` its cost or its Energy cost, its Energy
    `less` (a value), `power` [A] instead of its cost (or a list of domains: "for [Order]"), `here` (a unit to the
    source's battlefield), `where: battlefield` (a unit "to a battlefield you control", not the base: from a hidden
    spell, the battlefield it was hidden at, 811.1.d.5), `then_recycle`; `marks`: data its chain item carries (a
    spell). The spell resolving itself ("play this spell again", `card: self`) is played from the trash it goes to
    once it has resolved. `then`: "Then you may do this: Empower it" - a reflexive trigger of this card's script
    (389) about the card, once a unit or gear is played that way (none when it can't be)."""
    from ..rules.effectplay import queue

    who = asking.chooser(ctx, by)
    if who is None:
        return
    less = max(0, val(ctx, less))  # a value: "reduce its Energy cost by the Might of the unit you recycled"
    how: dict[str, Any] = {k: v for k, v in (("ignore", ignore), ("less", less), ("then_recycle", then_recycle)) if v}
    if power is not None:
        how["power"] = power
    if marks:
        how["marks"] = dict(marks)
    if here:
        at = location(ctx.st, ctx.source)
        if at >= 0:
            how["where"] = at
    if then and ctx.source in ctx.st.objs:
        how["then"] = [ctx.source, then, ctx.controller, ctx.st.objs[ctx.source].gen]
    if where == "battlefield":
        hidden_at = ctx.data.get("hidden_at")
        how["where"] = int(hidden_at) if hidden_at is not None else "battlefield"
    for oid in objs(ctx, card):
        zone = ctx.st.objs[oid].zone
        if zone in (BANISH, TRASH, HAND):
            queue(ctx.st, who, oid, how)
        elif zone == CHAIN and oid == ctx.source and ctx.spell and ctx.st.card(oid).type == "spell" \
                and not ctx.data.get("flow") and not ctx.data.get("recycle"):  # (not banished nor recycled after)
            queue(ctx.st, who, oid, how, zone=TRASH)  # "play this spell again": once it is in its owner's trash


def v_may_play_later(ctx: Ctx, to: Any = "it") -> None:
    """"Until your next Ending Phase, you may play that card. (You still pay its costs.)": each banished card of
    yours `to` names may be played from the banishment, as from a hand, until your next Ending Phase begins."""
    st = ctx.st
    pl = st.players[ctx.controller]
    for oid in objs(ctx, to):
        o = st.objs[oid]
        if o.zone == BANISH and o.owner == ctx.controller:
            pl.extra["may_play"] = [*pl.extra.get("may_play", []), [oid, o.gen]]
            ctx.log.add("may_play", f"{pl.name} may play {st.name(oid)} until their next Ending Phase", ALL,
                        player=ctx.controller, card=oid)


def v_win(ctx: Ctx) -> None:
    """"You win the game" (The Grand Plaza)."""
    from ..ops.scoring import declare_winner, team_of

    ctx.log.add("win", f"{ctx.st.players[ctx.controller].name} wins ({ctx.st.name(ctx.source)})", ALL)
    declare_winner(ctx.st, ctx.log, team_of(ctx.st, ctx.controller))


def v_token(ctx: Ctx, card: str, count: Any = 1, where: str = "base", ready: bool = False) -> bool | None:
    """440: create unit tokens (they enter exhausted, 143.4). `count`: a number or a value ("for each
    Equipment you control"). `where`: base, here, choose (each token to your base or a battlefield you
    control: a `choose_destination` decision), or battlefield (each to any battlefield: a gear with Deploy,
    830.1.b, which is created only to a battlefield)."""
    count = val(ctx, count)
    if count <= 0:  # "play that many" of none
        return None
    key = table_key(ctx.st, card)  # (it may add the token's definition to a new table)
    if where in ("base", "choose") and ctx.st.table.defs[key].has("Deploy"):
        where = "battlefield"  # 830.1.b: "Play or create this only to a battlefield"
    if where in ("choose", "battlefield", "one_battlefield"):
        return asking.ask_destination(ctx, {"token": card, "count": count, "ready": ready,
                                            **({"anywhere": True} if where != "choose" else {}),
                                            **({"together": True} if where == "one_battlefield" else {})})
    if where.startswith("t") and where[1:].isdigit():  # "there": the battlefield a target names
        found = objs(ctx, where)
        at = location(ctx.st, found[0]) if found else -1
        if at >= 0:
            return v_token_at(ctx, card, count, at, ready)
        return None
    return v_token_at(ctx, card, count, "here" if where == "here" else -1, ready)


registry.add_keys("passive", {
    "replace_token_play": "`{extra: N}` or `{instead: token}`, `per_turn`: \"if you would play a token unit, you may play "
                          "that token and N additional copies of it / a [token] to that same location instead\" - a "
                          "replacement (369) of each unit token its controller plays, asked as a `may` (token by token; "
                          "each replacement once per event, 370.2; `per_turn`: once each turn, 386) (verbs.py).",
})


def _token_offer(ctx: Ctx, card: str, asked: list[int]) -> tuple[int, dict[str, Any]] | None:
    """The first replacement of a unit token play (`replace_token_play` of an object the effect's controller
    controls, its condition holding) not yet offered for this token, nor used up this turn."""
    st = ctx.st
    if not layers.any_passive(st, "replace_token_play"):
        return None
    key = table_key(st, card)
    if st.table.defs[key].type != "unit":  # "a token unit" / "a unit token"
        return None
    for src, s in layers.statics(st):
        rep = s.get("replace_token_play")
        if not rep or src in asked or src not in st.objs or st.objs[src].controller != ctx.controller:
            continue
        if rep.get("instead") is not None and table_key(st, str(rep["instead"])) == key:
            continue  # a Mech for a Mech changes nothing
        if rep.get("per_turn") and per_turn.used_up(st, src, "replace_token_play", {"per_turn": 1}):
            continue
        if holds(st, s.get("if"), ctx.controller, src):
            return src, dict(rep)
    return None


def v_token_at(ctx: Ctx, card: str, count: int, at: int | str, ready: bool, asked: list[int] | None = None) -> \
        bool | None:
    """Play `count` tokens at `at` (a battlefield index, -1 the base, "here"), each token play offered to the
    replacements that may apply to it first ("you may ... instead", `replace_token_play`): a `may` decision for
    the next token, the others following (369-370)."""
    asked = list(asked or [])
    offer = _token_offer(ctx, card, asked) if count > 0 else None
    if offer is None:
        if count > 0:
            make_tokens(ctx, card, count, at, ready)
        return None
    src, rep = offer
    one = {"at": at, "ready": ready}
    yes = {"card": str(rep.get("instead", card)), "count": 1 + int(rep.get("extra", 0)), "asked": [*asked, src], **one}
    rest = [["_token_at", {"card": card, "count": count - 1, **one}]] if count > 1 else []
    asking.ask_may(ctx, ctx.controller, [["_token_replaced", {"source": src}], ["_token_at", yes], *rest],
                   title=f"{ctx.st.name(src)}: replace this {ctx.st.table.defs[table_key(ctx.st, card)].name} token?")
    pend = ctx.st.pending
    assert pend is not None
    pend.data["otherwise"] = [["_token_at", {"card": card, "count": 1, "asked": [*asked, src], **one}], *rest]
    return False


def v_token_replaced(ctx: Ctx, source: int) -> None:
    """A token play replaced: "once each turn" counts it (386.1)."""
    per_turn.use(ctx.st, source, "replace_token_play", {"per_turn": 1})
    if source in ctx.st.objs:
        ctx.log.add("replace", f"{ctx.st.name(source)} replaces the token play", ALL, card=source)


def make_tokens(ctx: Ctx, card: str, count: int, at: int | str, ready: bool) -> None:
    """Create `count` tokens at `at` (a battlefield index, -1 for base, or "here")."""
    from ..model.state import Obj

    st = ctx.st
    key = table_key(st, card)  # a copy of the table: earlier states (and other games) share it
    from ..read.conditions import location

    loc = location(st, ctx.source) if at == "here" else int(at)  # where a dead unit died (808.1.d.3)
    if loc >= 0 and st.table.defs[key].type == "unit":
        from ..rules.play import no_unit_plays_at

        if no_unit_plays_at(st, loc):  # "units can't be played here": a unit token isn't either (350.2)
            ctx.log.add("token", f"No {st.table.defs[key].name} token can be played at "
                        f"{st.name(st.battlefields[loc].obj)}", ALL)
            return
    ready = ready or tokens_enter_ready(st, ctx.controller)
    for _ in range(count):  # created on the board directly (a token leaving the board ceases, 186.1)
        oid = st.new_id()
        ctx.data["made"] = [*ctx.data.get("made", []), oid]  # "it" / "they" for later steps ("made")
        st.objs[oid] = Obj(oid, key, ctx.controller, ctx.controller, BF if loc >= 0 else BASE, loc, token=True)
        st._own.add(oid)
        (st.battlefields[loc].units if loc >= 0 else st.players[ctx.controller].base).append(oid)
        if loc >= 0:
            from ..rules.showdown import contest

            contest(st, ctx.controller, loc)  # 452: a unit arriving where its controller doesn't control
        st.objs[oid].exhausted = not ready
        layers.stamp(st, oid)  # 482.1
        note_played_to(st, ctx.controller, loc)
        if loc >= 0 and st.rules != RULES_V14:
            here_event(st, "play_here", ctx.controller, loc)
        if loc >= 0 and st.rules != RULES_V14 and st.table.defs[key].type == "unit":
            from ..rules.showdown import contest

            contest(st, ctx.controller, loc)  # 190.3.a.1: a unit arriving where its controller doesn't control
        ctx.log.add("token", f"{st.players[ctx.controller].name} plays a {st.table.defs[key].name} token", ALL,
                    card=oid)
        if layers.is_unit(st, oid):  # "when you play a token unit" (its controller's)
            broadcast(st, ctx.log, "play_token", ctx.controller, {"it": oid})
            fire(st, ctx.log, oid, "play")  # 350.2: a token is played - its own "when you play me" triggers, and
            # the keyword triggers it has as it enters (a granted [Weaponmaster] or [Vision])


def tokens_enter_ready(st: State, p: int) -> bool:
    """"Your tokens enter ready" (a passive `tokens_enter_ready` of an object `p` controls): a replacement of the
    way the token enters (369.3), applied to a token played "exhausted" too."""
    return any(s.get("tokens_enter_ready") and st.objs[src].controller == p and holds(st, s.get("if"), p, src)
               for src, s in layers.statics(st))


def v_if(ctx: Ctx, cond: dict[str, Any], then: list[Any], otherwise: list[Any] | None = None) -> bool | None:
    """A conditional instruction ("if you paid the additional cost, draw 1")."""
    ok = holds(ctx.st, cond, ctx.controller, ctx.source, data={**ctx.data, "_targets": list(ctx.targets)})
    return _nested(ctx, then if ok else (otherwise or []))


def _nested(ctx: Ctx, steps: list[Any]) -> bool | None:
    """Run nested steps; if one waits for a decision, keep the later nested steps with it."""
    for i, step in enumerate(steps):
        fn = VERBS[step[0]]
        if fn(ctx, **(step[1] if len(step) > 1 else {})) is False:
            pend = ctx.st.pending
            assert pend is not None
            pend.data["tail"] = pend.data.get("tail", []) + steps[i + 1:]  # an inner step's rest first
            return False
    return None


def v_xp(ctx: Ctx, amount: Any = 1) -> None:
    """728 / 730.1: gain XP."""
    xp.gain(ctx.st, ctx.log, ctx.controller, val(ctx, amount))


def v_hunt(ctx: Ctx) -> None:
    """823.1.c.1: Hunt's controller gains X XP, X the Hunt value when it triggered."""
    xp.gain(ctx.st, ctx.log, ctx.controller, int(ctx.data.get("hunt", 0)), "Hunt")


def v_disarm(ctx: Ctx, to: Any = "t0") -> None:
    """831.1.d: Disarm's "give an enemy unit here -X [M] this turn", X the Disarm Value as it triggered."""
    n = int(ctx.data.get("disarm", 0))
    for oid in objs(ctx, to):
        layers.add_might_mod(ctx.st, oid, -n)
        ctx.log.add("might", f"{ctx.st.name(oid)} gets -{n} Might this turn (Disarm {n})", ALL, card=oid)
        if n > 0:
            _reduced(ctx, oid)


def v_attach(ctx: Ctx, gear: Any = "self", to: Any = "t0") -> None:
    """435: attach a gear to a unit you control."""
    from ..ops.equipment import attach

    units = objs(ctx, to)
    for g in objs(ctx, gear):
        if units and ctx.st.objs[g].zone in (BASE, BF):
            attach(ctx.st, ctx.log, g, units[0])


def v_detach(ctx: Ctx, gear: Any = "t0") -> None:
    """436: detach an Equipment from the unit it is attached to (nothing if it isn't, 436.1.a.1); it
    stays at that location (436.4: a gear left at a battlefield is recalled by the next cleanup)."""
    from ..ops.equipment import attached_to, detach

    for g in objs(ctx, gear):
        unit = attached_to(ctx.st, g)
        if unit is not None:
            detach(ctx.st, g)
            ctx.log.add("detach", f"{ctx.st.name(g)} is detached from {ctx.st.name(unit)}", ALL, card=g, unit=unit)


def v_draw_chosen(ctx: Ctx, reveal: bool = False) -> None:
    """Draw the card(s) a step chose from the top of a Main Deck ("look at the top 2 ... draw one";
    "you may reveal a gear from among them and draw it": `reveal`, 425): to their owner's hand (414)."""
    st = ctx.st
    for oid in list(ctx.data.get("chosen", [])):
        o = st.objs.get(oid)
        if o is None or o.zone != "main_deck":
            continue
        name, who = st.name(oid), st.players[o.owner].name
        if reveal:
            ctx.log.add("reveal", f"{who} reveals {name}", ALL, card=oid, name=name)
            revealed_from_deck(ctx, oid)  # "as I'm revealed from your deck" (370.1.c.1)
        zones.to_hand(st, oid)
        ctx.log.add("draw", f"{who} draws a card", ALL if reveal else all_but(o.owner), player=o.owner)
        ctx.log.add("draw_card", f"{who} draws {name}", o.owner, player=o.owner, card=oid)


def v_recycle_top(ctx: Ctx, card: int) -> None:
    deck = ctx.st.players[ctx.controller].main_deck
    if deck and deck[0] == card:
        zones.recycle_main(ctx.st, ctx.controller, [card])


def v_ready_runes(ctx: Ctx, amount: int = 1) -> None:
    """"Ready up to N runes" (exhausted ones, in board order)."""
    st = ctx.st
    done = 0
    for oid in st.players[ctx.controller].runes:
        if done < amount and st.objs[oid].exhausted:
            st.w(oid).exhausted = False
            done += 1


def v_save_from_death(ctx: Ctx, to: Any = "t0", pay: list[Any] | None = None) -> None:
    """A delayed replacement for this turn: "the next time it would die this turn, heal it,
    exhaust it and recall it instead" (367, 391.3); `pay` (Power symbols): "you may pay [Fury] to
    heal it, exhaust it, and recall it instead" - its controller chooses then (386.2.a)."""
    for oid in objs(ctx, to):
        if pay is None:
            ctx.st.w(oid).extra["saved"] = ctx.st.turn_number
        else:
            ctx.st.w(oid).extra["saved_by"] = [ctx.st.turn_number, ctx.source, list(pay), ctx.controller]


def v_see_facedown(ctx: Ctx) -> None:
    """"You can look at their facedown cards this turn": the player a step chose (`player`) - their facedown cards
    are shown to the effect's controller until the turn ends (view.py; 128: only them)."""
    st, p = ctx.st, ctx.controller
    player = int(ctx.data.get("player", -1))
    if player < 0:
        return
    mark = st.players[p].extra.get("see_facedown")
    seen = list(mark[1]) if mark and mark[0] == st.turn_number else []
    st.players[p].extra["see_facedown"] = [st.turn_number, sorted({*seen, player})]


def v_await_event(ctx: Ctx, trigger: str, event: str = "hold", about: Any = None) -> None:
    """"When they hold, [effect]" (393: a delayed trigger that waits beyond this turn, once): the source's
    `trigger` for the next `event` of the player a step chose (`player`; else the controller), even once the
    source has left the board; `about` (a reference) is its `it`."""
    from ..ops.triggers import await_event

    player = int(ctx.data.get("player", ctx.controller))
    found = objs(ctx, about)[:1] if about is not None else []
    if about is not None and not found:  # "return it": nothing was chosen, nothing waits
        return
    await_event(ctx.st, player, event, ctx.source, trigger, ctx.controller,
                [found[0], ctx.st.objs[found[0]].gen] if found else None)


def v_banish_if_dies(ctx: Ctx, to: Any = "t0") -> None:
    """"If it would die this turn, banish it instead" (a replacement for this turn, 367; applied once no other
    replacement saves it, ruling 364): it goes to its owner's banishment, and doesn't die (no Deathknell)."""
    for oid in objs(ctx, to):
        ctx.st.w(oid).extra["banish_instead"] = [ctx.st.turn_number, ctx.controller]


def v_buff_bonus(ctx: Ctx, amount: int = 1) -> None:
    """"Buffs give an additional +N Might to friendly units this turn" (701)."""
    p = ctx.st.players[ctx.controller]
    mark = p.extra.get("buff_bonus")
    n = (mark[1] if mark and mark[0] == ctx.st.turn_number else 0) + amount
    p.extra["buff_bonus"] = [ctx.st.turn_number, n]


def v_return_to_hand_from_trash(ctx: Ctx, to: Any = "t0") -> None:
    for oid in objs(ctx, to):
        o = ctx.st.objs.get(oid)
        if o is not None and o.zone == TRASH:
            zones.put(ctx.st, oid, HAND)


def v_to_trash(ctx: Ctx) -> None:
    """157: a resolved spell goes to its owner's trash."""
    st = ctx.st
    if ctx.source in st.objs and st.objs[ctx.source].zone == CHAIN:
        if ctx.data.get("flow"):  # 829.1.b.1: played for its Flow cost: banished instead
            zones.banish(st, ctx.log, ctx.source, by=ctx.controller)
        elif ctx.data.get("recycle"):  # "then recycle it" (391.3.a)
            zones.recycle_main(st, st.objs[ctx.source].owner, [ctx.source])
        else:
            zones.put(st, ctx.source, TRASH)


def v_play_self(ctx: Ctx) -> bool | None:
    """"Play me from your trash" (420.3: a Limited Play as part of a resolution): the unit, still
    in its owner's trash, is played exhausted (143.4) to its controller's base or a battlefield
    they control (their choice: `choose_destination`); it counts as a card played (420.4.b) and its
    play triggers fire (420.4.a)."""
    o = ctx.st.objs.get(ctx.source)
    if o is None or o.zone != TRASH or ctx.st.card(ctx.source).type != "unit":
        return None
    return asking.ask_destination(ctx, {"play_self": True})


def play_self_at(ctx: Ctx, at: int, oid: int | None = None) -> None:
    """Play the source (or `oid`) from the trash to `at` (-1: base), exhausted."""
    st = ctx.st
    if oid is not None and oid != ctx.source:
        ctx = Ctx(st, ctx.log, ctx.controller, oid, [], None, {}, False)
    o = st.objs.get(ctx.source)
    if o is None or o.zone not in (TRASH, BANISH, HAND):
        return
    came_from = {BANISH: "banishment", TRASH: "the trash", HAND: "their hand"}[o.zone]
    accelerated = bool(st.w(ctx.source).extra.pop("accelerate_paid", False))  # paid as it was played (805.2.b)
    from ..rules.play import unit_play_refused

    if st.card(ctx.source).type == "unit" and unit_play_refused(st, ctx.controller, ctx.source, at):
        ctx.log.add("play", f"{st.name(ctx.source)} can't be played there: it stays where it is", ALL,
                    card=ctx.source)  # 358.5: the play fails
        return
    from ..read.naming import play_forbidden

    forbidden = play_forbidden(st, ctx.controller, ctx.source)  # "opponents can't play cards this turn" (Brynhir)
    if forbidden:  # an effect's play is a play: impossible, skipped (358.3.a); the card stays where it is
        ctx.log.add("play", f"{st.name(ctx.source)} can't be played: {forbidden}", ALL, card=ctx.source)
        return
    if at >= 0:
        from ..rules.showdown import contest

        zones.put(st, ctx.source, BF, controller=ctx.controller, loc=at)
        note_played_to(st, ctx.controller, at)  # "if you've played a unit or gear to a battlefield this turn"
        here_event(st, "play_here", ctx.controller, at)
        contest(st, ctx.controller, at)  # 452: arriving where its controller doesn't control contests it
    else:
        zones.put(st, ctx.source, BASE, controller=ctx.controller)
    from ..rules.playcosts import enters_ready

    w = st.w(ctx.source)
    w.exhausted = not (accelerated or enters_ready(st, ctx.source))  # 143.4, unless it enters ready (805.6)
    w.extra["finalized"] = st.turn_number
    note_finalized(st, ctx.controller, ctx.source)
    ctx.log.add("play", f"{st.players[ctx.controller].name} plays {st.name(ctx.source)} from "
                f"{came_from}", ALL, player=ctx.controller, card=ctx.source)
    from ..ops.triggers import happened

    happened(st, ctx.log, "played", ctx.source, hidden=False, from_hand=came_from == "their hand")  # 420.4.a


def v_ability_played(ctx: Ctx, index: int = 0) -> None:
    """"When you play an activated ability" (420.4.a: once it resolved): data `energy`, the printed Energy of its
    cost (827.1.c.3's reductions aside: "[Empower] [12]" is [12]), `card` its source, `type` its source's card type
    (read from the card: a Gold token killed to pay is gone, 186.1)."""
    from ..read.scripts import ability_list

    st = ctx.st
    key = ctx.data.get("card")
    card = st.table.defs[key] if key in st.table.defs else (st.card(ctx.source) if ctx.source in st.objs else None)
    if card is None:
        return
    abilities = ability_list(st, card, ctx.source)
    printed = (abilities[index].get("cost") or {}).get("energy", 0) if index < len(abilities) else 0
    from ..read.conditions import value

    energy = max(0, value(st, printed, ctx.controller, ctx.source)) if isinstance(printed, dict) else int(printed)
    broadcast(st, ctx.log, "play_ability", ctx.controller, {"energy": energy, "card": ctx.source, "type": card.type})


def v_played(ctx: Ctx) -> None:
    """420.4.a: "when you play a spell" triggers once the spell has resolved; a countered spell
    never gets here, so it was not played for those triggers (420.4.a.1, 426.1.b)."""
    st = ctx.st
    key = ctx.data.get("card") or (st.objs[ctx.source].card if ctx.source in st.objs else None)
    if key is not None and st.table.defs[key].type == "spell":
        broadcast(st, ctx.log, "play_spell", ctx.controller, {"energy": st.table.defs[key].energy,
                                                              "spent": int(ctx.data.get("spent", 0)), "it": ctx.source})
        broadcast(st, ctx.log, "play_card", ctx.controller,
                  {"type": "spell", "card": ctx.source, "hidden": bool(ctx.data.get("hidden")),
                   "from_hand": bool(ctx.data.get("from_hand"))})
        battlefield_event(st, "player_plays_spell", ctx.controller, data={"it": ctx.source})  # "when a player ..."


def v_empower(ctx: Ctx, to: Any = "self") -> None:
    """442: render it Empowered (nothing if it already is, 442.1.c); "when I become Empowered"
    triggers (442.2.a, 828.1.d), then "when you empower something (else)" of the effect's controller. One
    allowed to be Empowered several times (`empowered_up_to`, 442.1.c.1) counts them."""
    from ..read.scripts import script_for

    st = ctx.st
    for oid in objs(ctx, to):
        if st.objs[oid].zone not in (BASE, BF, LEGEND):  # 442.2: a state of objects on the board
            continue
        times = empowered_times(st.objs[oid])
        most = int((script_for(st.card(oid)) or {}).get("empowered_up_to") or 1)  # 442.1.c.1: a count up to N
        if times < most:
            st.w(oid).extra["empowered"] = True if most == 1 else times + 1
            more = f" ({times + 1} times)" if most > 1 else ""
            ctx.log.add("empower", f"{st.name(oid)} becomes Empowered{more}", ALL, card=oid)
            fire(st, ctx.log, oid, "empowered")
            broadcast(st, ctx.log, "empower", ctx.controller, {"it": oid, "card": oid})


def v_untargetable(ctx: Ctx, to: Any = "t0") -> None:
    """"It can't be chosen by enemy spells and abilities this turn" (758): a mark for this turn (targets.py)."""
    for oid in objs(ctx, to):
        if ctx.st.objs[oid].zone in (BASE, BF):
            ctx.st.w(oid).extra["untargetable"] = ctx.st.turn_number


def v_give_ability(ctx: Ctx, ability: int = 0, to: Any = "t0") -> None:
    """"This turn, give it '[A][A]: Ready me.'": the objects on the board have the source's
    `granted_abilities[ability]` as their own activated ability until the end of the turn (a mark
    `gained_abilities` read by `ability_list`; an object that leaves the board loses it, 124)."""
    st = ctx.st
    key = st.card(ctx.source).key
    for oid in objs(ctx, to):
        if st.objs[oid].zone in (BASE, BF):
            marks = [m for m in st.objs[oid].extra.get("gained_abilities", ()) if m[0] == st.turn_number]
            st.w(oid).extra["gained_abilities"] = [*marks, [st.turn_number, key, int(ability)]]


def v_next_card_less(ctx: Ctx, energy: int = 0, power: list[str] | None = None) -> None:
    """"The next card you play this turn costs [2][A][A] less" (392, 420.5): a mark the next card played (by you,
    from anywhere) uses up as its cost is worked out (playcosts.py `next_card_mark`)."""
    ctx.st.players[ctx.controller].extra["next_card_less"] = [ctx.st.turn_number, int(energy), list(power or [])]
    ctx.log.add("next_card_less", f"{ctx.st.players[ctx.controller].name}'s next card this turn costs less", ALL,
                player=ctx.controller)


def v_give_flow(ctx: Ctx, to: Any = "t0") -> None:
    """"Give a spell in your trash [Flow] equal to its cost this turn" (829): while it stays in the trash this
    turn, its owner may play it from there for its printed cost, and it is banished after (829.1.b.1)."""
    st = ctx.st
    for oid in objs(ctx, to):
        if st.objs[oid].zone == TRASH and st.card(oid).type == "spell":
            st.w(oid).extra["flow_granted"] = st.turn_number
            ctx.log.add("flow", f"{st.name(oid)} has [Flow] this turn", ALL, card=oid)


def v_disempower(ctx: Ctx, to: Any = "self") -> None:
    """443: remove the Empowered status; an object that isn't Empowered is left alone (443.1.a.1)."""
    from ..rules.abilities import disempower

    st = ctx.st
    for oid in objs(ctx, to):
        if st.objs[oid].extra.get("empowered"):
            disempower(st, ctx.log, oid)


def v_copy(ctx: Ctx, of: Any, to: Any = "made", traits: list[str] | None = None, while_attached: bool = False) -> None:
    """479.1.b: "<to> become(s) a copy of <of>": each takes the copyable traits of `of` in layer 1
    (its printed ones, or those it copies itself, 479.1.b.1), or only `traits` of them
    (479.1.b: name, supertype, type, tags, cost, domain, text, might). An object that left the
    board is copied as it last was there (its printed traits: its own copy effects ended, 124).
    `while_attached`: "for as long as this is attached to it" (the source, a gear)."""
    from ..read.traits import become_copy

    st = ctx.st
    src = _last_known(ctx, of)
    if src is None:
        return
    name = st.name(src)
    for oid in objs(ctx, to):
        if oid != src and become_copy(st, oid, src, traits, ctx.source if while_attached else None):
            what = "a copy of" if traits is None else f"a copy of the {', '.join(traits)} of"
            ctx.log.add("copy", f"{st.table.defs[st.objs[oid].card].name} becomes {what} {name}", ALL,
                        card=oid, of=src)


def _last_known(ctx: Ctx, ref: Any) -> int | None:
    """The object a reference names, even if it has since changed zones (last known
    information); for a reflexive trigger's `pt0`, ... the parent effect's targets."""
    if isinstance(ref, str) and ref.startswith("pt") and ref[2:].isdigit():
        parent = ctx.data.get("parent") or []
        i = int(ref[2:])
        entry = parent[i] if i < len(parent) else None
        return entry[0] if entry is not None and entry[0] in ctx.st.objs else None
    found = objs(ctx, ref)
    return found[0] if found else None


def v_reflex(ctx: Ctx, trigger: str) -> None:
    """387-389: "Then do this: ..." - a reflexive trigger. The named trigger of this card's script
    goes on the chain after this effect (as triggered abilities do, 383.3), its own targets chosen
    then (355.5.b), so players may respond before it resolves (Unleashed errata: Deceiver, Mirror
    Image, Keeper of Masks). It knows what this effect did: the tokens it played (`made`), `it`,
    and this effect's targets (`pt0`, `pt1`, ...)."""
    st = ctx.st
    src = st.objs.get(ctx.source)
    if src is None:
        return
    event: dict[str, Any] = {
        "made": list(ctx.data.get("made", [])),
        "parent": [[t, st.objs[t].gen] if t is not None and t in st.objs else None for t in ctx.targets],
    }
    if ctx.data.get("it") is not None:
        event["it"] = ctx.data["it"]
    if src.token or "copy" in src.extra:  # the text it triggers with (186.1, 479.1.b)
        event["text"] = st.card(ctx.source).key
    st.tasks.append(["trigger", ctx.source, trigger, ctx.controller, src.gen, 0, event])


def v_burn(ctx: Ctx, amount: Any = 1, of: Any = None) -> None:
    """"[Burn N]" (441): the top N cards of a Main Deck go to the trash (burning out when it runs
    out, 441.4). `of`: a reference whose controller burns ("they burn 1"), else the controller."""
    who = ctx.controller
    if of is not None:
        found = objs(ctx, of)
        if not found:
            return
        who = ctx.st.objs[found[0]].controller
    zones.burn(ctx.st, ctx.log, who, val(ctx, amount))


def v_take_control(ctx: Ctx, to: Any = "t0") -> None:
    """Take control of a permanent (190): its controller becomes you; it stays where it is until moved
    or recalled. 190.3.a.2 (2026-10-09 rules): a unit changing controller at a battlefield contests it
    if it isn't contested and its new controller doesn't control it (v1.4 had no such rule)."""
    from ..rules.showdown import contest

    st = ctx.st
    for oid in objs(ctx, to):
        o = st.objs[oid]
        if o.zone not in (BASE, BF) or o.controller == ctx.controller:
            continue
        st.w(oid).controller = ctx.controller
        ctx.log.add("control", f"{st.players[ctx.controller].name} takes control of {st.name(oid)}", ALL, card=oid)
        if o.zone == BF and layers.is_unit(st, oid) and st.rules >= RULES_2026_10:
            contest(st, ctx.controller, o.loc)


def v_control_to_base_while(ctx: Ctx, to: Any = "t0", holder: Any = "self") -> None:
    """"Move an enemy gear to your base. You control it until I leave the board": you gain control of that
    permanent and it goes to your base (not a move: a gear doesn't move, 144); when `holder` (the same object,
    124) leaves the board, its previous controller gets it back in their base (`zones.link_control`)."""
    st = ctx.st
    holders = objs(ctx, holder)
    if not holders or st.objs[holders[0]].zone not in (BASE, BF):
        return  # "until I leave the board": already gone, no control to take
    for oid in objs(ctx, to):
        o = st.objs[oid]
        if o.zone not in (BASE, BF) or o.controller == ctx.controller:
            continue
        was = o.controller
        if o.extra.get("attached_to") is not None:  # an Equipment moved off its unit is detached (436)
            from ..ops.equipment import detach

            detach(st, oid)
        zones.put(st, oid, BASE, controller=ctx.controller)
        zones.link_control(st, ctx.controller, oid, holders[0], was)
        ctx.log.add("control", f"{st.players[ctx.controller].name} takes control of {st.name(oid)} (to their base) "
                    f"while {st.name(holders[0])} stays", ALL, card=oid)


def v_extra_turn(ctx: Ctx) -> None:
    """"Take a turn after this one" (735): an Additional Turn for the controller, inserted into the
    turn queue right after the current turn (737); several are queued in the order they were made,
    each new one just after the current turn (738). `turn.next_turn` takes them."""
    pl = ctx.st.players[ctx.controller]
    pl.extra["extra_turns"] = [*pl.extra.get("extra_turns", []), ctx.st.new_id()]  # the id orders them
    ctx.log.add("extra_turn", f"{pl.name} will take a turn after this one", ALL, player=ctx.controller)


def v_finalize_trigger(ctx: Ctx, source: int, trigger: str, controller: int, event: dict[str, Any]) -> None:
    """The last step of finalizing a triggered ability whose "you may" was answered yes (383.3.a)
    and whose cost is paid: its targets are chosen and it goes on the chain (`finalize.trigger_task`)."""
    from .finalize import trigger_task

    trigger_task(ctx.st, ctx.log, source, trigger, controller, event)


def v_skip(ctx: Ctx, what: str, to: Any = "t0", of: Any = None, this_turn: bool = False) -> None:
    """444: "skip the next time that unit would move this turn" (`what: move`, the unit `to`);
    "skip your next Draw Phase" (`what`: a phase or step of `skipping.PHASES`); "they skip their
    next point from conquering this turn" (`what: conquer_point` / `hold_point`, `this_turn`). The
    player is the controller, or `of` a reference's controller."""
    st = ctx.st
    if what == "move":
        for oid in objs(ctx, to):
            st.w(oid).extra["skip_move"] = st.turn_number
        return
    if what not in skipping.PHASES + skipping.POINTS:
        raise ValueError(f"can't skip {what!r}")
    p = _player_of(ctx, of)
    if p is not None:
        skipping.mark_player(st, p, what, this_turn)


def v_replace(ctx: Ctx, token: str, what: Any = "it") -> None:
    """439: "replace that battlefield with a <token> battlefield token" (`what`: a reference to a
    battlefield; the token is owned by the effect's controller)."""
    from ..ops.replacing import replace_battlefield
    from ..read.conditions import location

    for oid in objs(ctx, what):
        i = location(ctx.st, oid)
        if i >= 0 and ctx.st.card(oid).type == "battlefield":
            replace_battlefield(ctx.st, ctx.log, i, token, owner=ctx.controller)


def v_swap_back(ctx: Ctx, what: Any = "self") -> None:
    """439.7: "replace this with the battlefield it replaced"."""
    from ..ops.replacing import swap_back

    for oid in objs(ctx, what):
        swap_back(ctx.st, ctx.log, oid)


def v_targets(ctx: Ctx, targets: list[int | None], move_to: dict[str, Any] | None = None) -> None:
    """The next execution of a repeated spell uses its own targets (820.2.a), and its own destinations when it
    chose them (355.4)."""
    ctx.targets = list(targets)
    if move_to is not None:
        ctx.data["move_to"] = dict(move_to)


def v_choose_subset(ctx: Ctx, subsets: list[list[int | None]]) -> bool | None:
    """355.11.b-b.1: the group of targets no longer meets its requirement ("at the same battlefield"):
    the controller picks one of the widest legal subsets (a `choose_option` decision); it becomes
    the spell's targets."""
    st = ctx.st

    def label(subset: list[int | None]) -> str:
        return " + ".join(f"{st.name(o)} ({_where(st, o)})" for o in subset if o is not None)

    labels = [label(sub) for sub in subsets]
    branches = {lab: [["_targets", {"targets": sub}]] for lab, sub in zip(labels, subsets, strict=True)}
    return asking.ask_option(ctx, ctx.controller, labels, branches,
                             {"title": "Its targets are no longer together: choose the ones it affects (355.11.b)"})


def _where(st: State, oid: int) -> str:
    o = st.objs[oid]
    return f"bf {o.loc + 1}" if o.zone == BF else "base" if o.zone == BASE else o.zone


def v_set_it(ctx: Ctx, ref: Any) -> None:
    """Remember an object for later steps ("it")."""
    found = objs(ctx, ref)
    ctx.data["it"] = found[0] if found else None


# Every verb a script may name, with its one-line doc (docs/cards.md's table is generated from these).
# Names starting with "_" are steps the engine writes itself.
_VERBS: list[tuple[str, Callable[..., Any], str]] = [
    ("deal", v_deal, "`amount` (a value), `to`, `by`: deal damage (418); Bonus Damage (712) and prevention applied; "
     "`by` a unit the effect has deal it (418.6.b.3: the unit's damage, its controller's, not the spell's)."),
    ("split_deal", asking.v_split_deal, "`amount`, `among` (a reference, or a list of them), `by`, `each`: \"deal N "
     "split among ...\": the controller divides it (decision `split_damage`); `each`: among the targets chosen as it was "
     "played, each at least 1, no more kept than the damage (355.14.f-h); `by`: a unit deals it (418.6.b.3)."),
    ("heal", v_heal, "`to`: remove all damage."),
    ("draw", v_draw, "`amount`, `of`: draw; `of` a reference whose controller draws (\"its controller draws 2\")."),
    ("stun", v_stun, "`to`: stun (424; a stunned unit isn't stunned again); fires `stun_enemy` for an enemy unit."),
    ("kill", v_kill, "`to`: kill them at the same moment (370.1.a.2), replacements applied (372-373)."),
    ("banish", v_banish, "`to`: banish."),
    ("buff", v_buff, "`to`: buff (a +1 Might buff, one at most unless `many_buffs`: 427.1.b); fires `buff_unit`."),
    ("buff_bonus", v_buff_bonus, "`amount`: \"buffs give an additional +N Might to friendly units this turn\" (701)."),
    ("might", v_might, "`amount`, `to`, `min`: +N / -N Might this turn; `min` is snapshotted (479.4.b)."),
    ("might_up_to", v_might_up_to, "`amount`, `to`: \"this turn, increase its Might to N\" (snapshotted, never "
     "negative, 479.4.b-c)."),
    ("set_might", v_set_might, "`amount`, `to`: \"its Might becomes N this turn\" (479.2.a)."),
    ("keyword", v_keyword, "`name`, `value`, `to`, `until`: give a keyword this turn; `until: combat` for \"this "
     "combat\" (468.7), `until: always` for a grant with no duration (\"give it [Temporary]\")."),
    ("ready", v_ready, "`to`: ready; fires `ready_unit` for a friendly unit that was exhausted."),
    ("no_move", v_no_move, "`to`: \"it can't move this turn\" (no standard move, no effect's move)."),
    ("exhaust", v_exhaust, "`to`: exhaust."),
    ("assault_equal_shield", v_assault_equal_shield, "`to`: give it \"I have [Assault] equal to my [Shield]\" this "
     "turn (its Shield as it is at each moment)."),
    ("recall", v_recall, "`to`: recall to its base (456: not a move)."),
    ("forbid_move", v_forbid_move, "`to` (default `it`): \"they can't move it this turn\" - its controller can't move "
     "it (a standard move, or an effect of theirs)."),
    ("move_to_base", v_move_to_base, "`to`: move from a battlefield to its base (a move: counts for `moved`)."),
    ("move", v_move, "`to`, `dest`, `via_base`, `with_same_controller`: \"move a unit\" to its base or another "
     "battlefield open to its controller, chosen as a spell is played (355.4; a repeated spell's, per execution) or "
     "else on resolution (`choose_destination`); `dest` a reference whose location the text names (\"to here\", "
     "\"there\"); `via_base` \"to or from its base\"; `with_same_controller` \"to a location where there's a unit "
     "with the same controller\" (checked as it is played and as it resolves)."),
    ("swap", v_swap, "`to`: \"move me to its location and it to my original location\" (both are moves)."),
    ("recycle", v_recycle, "`to`: recycle cards or permanents to their owner's Main Deck, runes to the Rune Deck "
     "(417)."),
    ("return_to_hand", v_return_to_hand, "`to`: return to its owner's hand (a facedown card is revealed, 422.4)."),
    ("return_from_trash", v_return_to_hand_from_trash, "`to`: return a card from your trash to your hand."),
    ("channel", v_channel, "`amount`, `exhausted`, `of`, `short_draw`: channel runes (431); `short_draw`: \"if you "
     "couldn't, draw 1\"."),
    ("add", v_add, "`energy`, `power`, `only`: [Add] to the rune pool; `only: spell|gear|unit|showdown` restricts "
     "them (\"use only to play spells\")."),
    ("counter", v_counter, "`to`: counter a spell (426; a Flow spell is banished, 829.1.b.1)."),
    ("discard", asking.v_discard, "`amount`, `of`: discard (423.4; `choose_cards` through `zones.ask_discard` when there is "
     "a choice)."),
    ("recycle_trash", asking.v_recycle_trash, "`amount`: recycle N cards from your trash (417; `choose_cards`)."),
    ("recycle_trashes", asking.v_recycle_trashes, "`amount`: recycle up to N cards from any trashes (`choose_cards` "
     "purpose `recycle_any`)."),
    ("recycle_rune", asking.v_recycle_rune, "`amount`: recycle N of your runes (`choose_cards` purpose "
     "`recycle_rune`)."),
    ("points", v_points, "`amount`: you score points."),
    ("win", v_win, "\"You win the game\"."),
    ("may_play_later", v_may_play_later, "`to` (default `it`): \"until your next Ending Phase, you may play that card\" - a "
     "banished card of yours, played from the banishment with its costs (legal.py, play.py; turn.py ends it)."),
    ("token", v_token, "`card`, `count` (a value), `where` (base, here, choose: `choose_destination`; battlefield: "
     "any one, a Deploy token's only place, 830.1.b; one_battlefield: all to a single one; `t0`: the battlefield that "
     "target is), `ready`: play tokens "
     "(440; they enter exhausted, 143.4); records them in `made`."),
    ("if", v_if, "`cond`, `then`, `otherwise`: a conditional instruction (`cond` a condition; the step's targets are "
     "read by the `target_*` conditions)."),
    ("each_player", v_each_player, "`steps`, `start` (you, next), `others`: \"each (other) player ...\": the steps once "
     "per player in turn order, that player being `player` (`of: player`, `by: player`)."),
    ("choose", asking.v_choose, "`among` (a reference), `count`, `up_to`, `by`, `add`: a choice made as it resolves, "
     "not a target (355.10.e-f): `by` (you, `player`, or a reference's controller) picks; later steps name them "
     "`chosen` (decision `choose_cards`, purpose `chosen`)."),
    ("choose_one", asking.v_choose_one, "`modes` (label: steps), `by`: one of them, chosen as it resolves (decision "
     "`choose_option`, answer `{option: label}`)."),
    ("may", asking.v_may, "`then`, `otherwise`, `cost`: \"you may [do X]\" (decision `may`, answer `{yes: true}`); "
     "with `cost` \"pay [cost] to [do Y]\" (`{exhaust: true}`: \"you may exhaust this to\")."),
    ("xp", v_xp, "`amount`: gain XP (728)."),
    ("attach", v_attach, "`gear`, `to`: attach a gear to a unit you control (435)."),
    ("detach", v_detach, "`gear`: detach an Equipment from its unit (436; nothing if it isn't attached); it stays "
     "where it is (a gear left at a battlefield is recalled by the next cleanup, 436.4.a)."),
    ("draw_chosen", v_draw_chosen, "`reveal`: draw the card(s) a step chose from the top of a Main Deck (\"look at "
     "the top 2 ... draw one\"; with `reveal`, shown to everyone first, 425)."),
    ("predict", asking.v_predict, "`amount`: Predict N / Vision (817.1.b, 437.1.a): recycle any of the top N "
     "(`choose_cards`), then order the rest (`may` to swap two, `order_cards` for more)."),
    ("weaponmaster", asking.v_weaponmaster, "`gear`: [Weaponmaster] (821): `may` pay the Equipment's Equip cost less "
     "one [A] to attach it."),
    ("ready_runes", v_ready_runes, "`amount`: ready up to N exhausted runes."),
    ("save_from_death", v_save_from_death, "`to`, `pay`: \"the next time it would die this turn, heal it, exhaust it "
     "and recall it instead\" (a delayed replacement); with `pay`, \"you may pay [cost] to ...\" (386.2.a)."),
    ("see_facedown", v_see_facedown, "\"You can look at their facedown cards this turn\": the `player` a step chose "
     "(view.py shows them to the effect's controller until the turn ends)."),
    ("await_event", v_await_event, "`trigger`, `event` (hold), `about`: \"when they hold, return it to their hand\" - "
     "the source's trigger waits for the next such event of the player a step chose (`player`), beyond this turn, "
     "once, its text kept should the source leave the board (393)."),
    ("banish_if_dies", v_banish_if_dies, "`to`: \"if it would die this turn, banish it instead\" (a replacement for "
     "this turn, once no other replacement saves it; it doesn't die)."),
    ("mark", v_mark, "`name`, `amount`, `who` (you, opponents), `of` (a reference's controller): a this-turn mark: "
     "`units_ready`, `next_unit_ready`, `next_unit_accelerate`, `next_unit_anywhere` (play.py), `no_plays` (\"can't "
     "play cards this turn\"), "
     "`no_spells` (\"can't play spells this turn\"), `hide_free` (\"you can hide cards ignoring costs this turn\"), "
     "`next_spell_discount` / `next_spell_bonus_damage` (N, used up by the next spell played, 420.5), "
     "`next_unit_discount` (N) / `next_unit_power_less` ([A] less; both used up by the next unit played)."),
    ("each_may_return", asking.v_each_may_return, "From the next player, each may return a unit to its owner's hand "
     "(`choose_cards` up to 1, purpose `return_unit`)."),
    ("each_player_kills", asking.v_each_player_kills, "`what` (unit or gear): each player in turn order from the "
     "controller kills one of theirs (`choose_cards` purpose `kill_own`)."),
    ("play_free", v_play_free, "`card`, `where`, `energy_only`: \"play a unit from your trash, ignoring its cost\" "
     "(420.3; `where: base`: \"its owner plays it to their base\", also from banishment; `energy_only`: ignoring its "
     "Energy cost, its Power cost paid)."),
    ("play_card", v_play_card, "`card`, `ignore` (cost, energy), `less` (a value), `power` (N [A], or domains), "
     "`here`, `where: battlefield` (a unit to a battlefield you control, not the base), `then_recycle`, `by`, "
     "`marks`, `then`: \"play it\" as part of the effect (420.3): finished once the effect is done (effectplay.py); a "
     "card that can't be played stays where it is; `card: self` on the chain: \"play this spell again\", from the "
     "trash once it has resolved."),
    ("play_self", v_play_self, "\"Play me from your trash\": to base or a battlefield you control "
     "(`choose_destination`), exhausted; counts as played, play triggers fire."),
    ("sanctum", asking.v_sanctum, "`look`: look at the top N, recycle any number (`choose_cards` up to), and with two "
     "left `may` swap them."),
    ("look_keep", asking.v_look_keep, "`look`, `keep`: look at the top N of your deck, keep K, recycle the rest "
     "(`choose_cards` purpose `keep_top`)."),
    ("conquer_effects_here", v_conquer_effects_here, "Fire the conquer triggers of units here."),
    ("prevent", v_prevent, "`amount` (or `all`; `next`: \"the next time it would be dealt damage this turn, prevent "
     "it\"), `to`: prevent the next N damage to it this turn (438)."),
    ("prevent_spell_damage", v_prevent_spell_damage, "\"Prevent all spell and ability damage this turn\" (438)."),
    ("double_damage", v_double_damage, "`to`: \"double all damage that would be dealt to it this turn\" (a "
     "replacement ordered with a Prevent Value by the unit's controller, `order_damage`, 372)."),
    ("at_end_of_turn", v_at_end_of_turn, "`trigger`, `about`: a delayed trigger of the source's script, queued in this "
     "turn's Ending Phase; `about` (a reference) is its `it` (\"disempower it at end of turn\")."),
    ("at_next_main", v_at_next_main, "`trigger`: a delayed trigger of the source's script, queued as its controller's "
     "next Main Phase starts (this turn's, if still to come); its event knows `bf`, where the source was."),
    ("this_turn_trigger", v_this_turn_trigger, "`trigger`, `about`, `on` (an event: `play_card`): the source's named "
     "trigger listens for the rest of "
     "the turn, controlled by the effect's controller (`unit_damaged`: \"when any unit takes damage this turn\"; with "
     "`about` a reference, \"the next time it takes damage this turn\": that unit, once)."),
    ("reflex", v_reflex, "`trigger`: \"Then do this:\" (387-389): the named trigger of the same script goes on the "
     "chain after this effect, knowing `made` and the targets as `pt0`, `pt1`..."),
    ("return_champion", v_return_champion, "Your Chosen Champion from your trash to your empty Champion Zone."),
    ("spend_buff", asking.v_spend_buff, "`to`: spend a buff of a unit you control (`choose_cards` purpose "
     "`spend_buff` when several), or one of each unit `to` names."),
    ("gain_tag", v_gain_tag, "`tag`, `to`: \"I gain that tag\" (479.2)."),
    ("set_it", v_set_it, "`ref`: remember an object for later steps as `it`."),
    ("empower", v_empower, "`to`: Empower (442; fires `empowered`)."),
    ("disempower", v_disempower, "`to`: remove the Empowered status (443)."),
    ("next_card_less", v_next_card_less, "`energy`, `power` (symbols: `any` or domains): \"the next card you play this "
     "turn costs [2][A][A] less\" (used up by the next card played, 420.5)."),
    ("give_flow", v_give_flow, "`to`: \"give a spell in your trash [Flow] equal to its cost this turn\" (829: played "
     "from the trash for its printed cost this turn, then banished)."),
    ("give_ability", v_give_ability, "`ability` (an index into the card's `granted_abilities`), `to`: \"this turn, "
     "give it '[A][A]: Ready me.'\" - that object has the ability as its own until the end of the turn."),
    ("untargetable", v_untargetable, "`to`: \"it can't be chosen by enemy spells and abilities this turn\" (758)."),
    ("copy", v_copy, "`of`, `to` (default `made`), `traits`: \"it becomes a copy of ...\" (479.1.b; only the listed "
     "traits, 479.1.b)."),
    ("burn", v_burn, "`amount`, `of`: [Burn N] (441): the top N cards of a Main Deck to the trash."),
    ("extra_turn", v_extra_turn, "\"Take a turn after this one\" (734-738)."),
    ("double", numbers.v_double, "`to`: \"double its Might this turn\" (433; never a negative increase, 479.4.c)."),
    ("swap_numbers", numbers.v_swap_numbers, "`a`, `b`, `what` (might: two units' Might this turn; points: the "
     "controllers' scores, `self` for you): swap (434)."),
    ("skip", v_skip, "`what` (`move` with `to`; a phase or step; `conquer_point` / `hold_point` with `this_turn`), "
     "`of`: skip it (444)."),
    ("replace", v_replace, "`what` (a battlefield, default `it`), `token`: replace it with a battlefield token (439)."),
    ("swap_back", v_swap_back, "`what` (default `self`): \"replace this with the battlefield it replaced\" (439.7)."),
    ("gain_control", newchoices.v_gain_control, "`to`: gain control of a spell on the chain."),
    ("control_to_base_while", v_control_to_base_while, "`to`, `holder` (default `self`): \"move an enemy gear to your "
     "base; you control it until I leave the board\" - control and your base now; when that object leaves the "
     "board, its previous controller gets it back, to their base (zones.link_control)."),
    ("take_control", v_take_control, "`to`: take control of a permanent (190); it stays where it is until moved or "
     "recalled; a unit at a battlefield contests it for its new controller (190.3.a.2, 2026-10-09 rules)."),
    ("new_choices", newchoices.v_new_choices, "`of`: \"you may make new choices for it\" (750-755; decision "
     "`new_targets`)."),
    ("name", naming.v_name, "`what` (card, type or tag), `type`: name something (759-763; decision `name`), kept on "
     "the source for `named` selectors and scopes, `target_named` and `forbid_play`."),
    ("_hunt", v_hunt, "Hunt's XP (823.1.c.1)."),
    ("_disarm", v_disarm, "Disarm's -X Might this turn (831.1.d)."),
    ("_recycle_top", v_recycle_top, "Recycle the top card (a Predict answer)."),
    ("_may_return", asking.v_may_return, "One player's return of `each_may_return`."),
    ("_kill_own", asking.v_kill_own, "One player's kill of `each_player_kills`."),
    ("_swap_top", v_swap_top, "Swap the top two cards of the deck."),
    ("_to_trash", v_to_trash, "A resolved spell goes to the trash (157)."),
    ("_played", v_played, "\"When you play a spell\" fires once it resolved (420.4.a)."),
    ("_ability_played", v_ability_played, "\"When you play an activated ability\" fires once it resolved (420.4.a)."),
    ("_finalize_trigger", v_finalize_trigger, "A triggered ability whose \"you may\" was answered goes on the chain."),
    ("_order_top", asking.v_order_top, "Put cards back on top in the chosen order."),
    ("_targets", v_targets, "The next execution of a repeated spell uses its own targets (820.2.a)."),
    ("_choose_subset", v_choose_subset, "`subsets`: the controller picks the legal subset of a group of targets "
     "that no longer meets its requirement (355.11.b)."),
    ("_as_player", v_as_player, "The player an `each_player` step is at."),
    ("_deal_each", v_deal_each, "Deal each unit its amount, in turn."),
    ("_token_at", v_token_at, "`card`, `count`, `at`, `ready`, `asked`: tokens played at a place, after the "
     "replacements that may apply to each (`replace_token_play`)."),
    ("_token_replaced", v_token_replaced, "`source`: a token play replaced (its once-each-turn use)."),
]
_STEPS = {"if": ("then", "otherwise"), "may": ("then", "otherwise"), "each_player": ("steps",)}
for _name, _fn, _doc in _VERBS:
    registry.add("verb", _name, _doc, _fn, steps=_STEPS.get(_name, ()))

VERBS: dict[str, Callable[..., Any]] = registry.impls("verb")  # name -> implementation, live
