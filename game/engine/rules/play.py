"""Playing cards (349-359, 420) and the Hide action (422, 811).

The play action carries every choice made while finalizing (destination,
targets, optional costs, payment), so the engine checks legality (358) before
changing anything and then finalizes in one go. Units and gear resolve at once
(337.2); a spell stays on the chain and its controller gets priority (337.4).
Timing (358.4): Neutral Open on your own turn for any card; showdowns need
Action or Reaction; a closed state needs Reaction. A card hidden on an earlier
turn has Reaction and is played for free at its battlefield (811.1.b, 811.6).
"""

from __future__ import annotations

from typing import Any

from ..model import registry
from ..model.actions import BASE as TO_BASE
from ..model.actions import Action
from ..model.errors import IllegalAction
from ..model.events import ALL, Log
from ..model.prices import Cost, accelerate_cost, printed_cost, symbol_domains
from ..model.state import BANISH, BASE, BF, CHAIN, CHAMPION, FACEDOWN, HAND, TRASH, ChainItem, State
from ..ops import zones
from ..ops.triggers import happened, here_event, next_unit_played
from ..read import layers
from ..read.conditions import holds, note_finalized, note_played_to, play_permitted
from ..read.ignoring import deflect_tax
from ..read.naming import play_forbidden
from ..read.scripts import as_played, is_implemented, script_for, target_specs
from ..read.targets import check_executions, check_targets, execution_sizes, groups
from . import destinations, playcosts
from .chain import permanent_resolved, push
from .costs import execute_payment, resolve_payment
from .playcosts import ambush_fields
from .showdown import contest

registry.add_keys("passive", {
    "play_from_trash": "\"You may play cards from your trash\": its controller plays the cards they own in their "
                       "trash for their own costs, as from a hand (not hidden from there) (play.py).",
    "base_only_plays": "\"Opponents can only play units to their base\" (with `who: opponents`, `if`): their units "
                       "played, and those their effects play, go to their base (play.py).",
    "units_where_enemy_alone": "\"Friendly units can be played to an occupied battlefield if an enemy unit is alone "
                               "there\" (play.py).",
    "no_reveal_here": "\"Your opponents' [Hidden] cards can't be revealed here\": their facedown cards at this "
                      "object's battlefield can't be played (play.py).",
    "no_ready": "\"Spells and abilities can't ready\" the objects its scope (`to`) names (verbs.py).",
    "hide_for_energy": "\"You may pay [1] to hide a card with [Hidden] instead of [A]\": a hide's `options.hide_cost: "
                       "energy` pays [1] (play.py).",
    "no_unit_plays_here": "A battlefield's \"units can't be played here\": no unit card, no unit an effect plays and "
                          "no unit token is played there (play.py `unit_play_refused`, verbs.py tokens).",
})
registry.add_keys("script_key", {
    "play_to_occupied_enemy": "This unit may be played to an occupied enemy battlefield (170.11.a: one an opponent "
                              "controls with a unit there) (play.py).",
    "play_where_enemy_alone": "\"I can be played to an occupied battlefield if an enemy unit is alone there\" "
                              "(play.py).",
    "ambush_to_enemies": "\"I can [Ambush] to a battlefield where there are enemy units, even if you don't have units "
                         "there\" (822.1.d) (playcosts.py).",
    "play_to_attacked": "\"I can be played to a battlefield you're attacking\" (the battlefield of a combat where you are "
                        "the attacker; it becomes an attacker there in the next cleanup, 466.2.c.3.a) (play.py).",
    "play_only_conquered": "\"Play me only to a battlefield you conquered this turn\": not to a base, nor to another "
                           "battlefield, by a play of the card or an effect's (play.py `unit_play_refused`).",
})


def free_gears(st: State, p: int) -> list[int]:
    """The permissions `p` has this turn "to play a gear with Energy cost no more than [N] from hand, ignoring its
    Energy cost" (the mark `free_gear`: one N per permission, each used up by one gear)."""
    mark = st.players[p].extra.get("free_gear")
    return list(mark[1]) if mark and mark[0] == st.turn_number else []


def free_gear_allowed(st: State, p: int, oid: int) -> bool:
    """`oid` is a gear in `p`'s hand that one of their `free_gear` permissions covers."""
    o, card = st.objs[oid], st.card(oid)
    return card.type == "gear" and o.zone == HAND and o.owner == p and any(card.energy <= n for n in free_gears(st, p))


def use_free_gear(st: State, p: int, oid: int) -> None:
    """A gear played with a `free_gear` permission uses up the narrowest one that covers it."""
    fits = sorted(n for n in free_gears(st, p) if st.card(oid).energy <= n)
    left = free_gears(st, p)
    left.remove(fits[0])
    st.players[p].extra["free_gear"] = [st.turn_number, left]


def no_unit_plays_at(st: State, bf: int) -> bool:
    """A passive `no_unit_plays_here` of battlefield `bf` ("Units can't be played here")."""
    if bf < 0 or not layers.any_passive(st, "no_unit_plays_here"):
        return False
    obj = st.battlefields[bf].obj
    return any(src == obj and s.get("no_unit_plays_here") for src, s in layers.statics(st))


def conquered_this_turn(st: State, p: int) -> list[int]:
    """The battlefields `p` conquered this turn (noted by `showdown.establish_control`)."""
    mark = st.players[p].extra.get("conquered_fields")
    return list(mark[1]) if mark and mark[0] == st.turn_number else []


def unit_play_refused(st: State, p: int, oid: int | None, to: int) -> str:
    """Why a unit (`oid`, None for a token) can't be played to `to` (-1: base) on top of the usual destinations:
    "units can't be played here" (a battlefield's passive), "play me only to a battlefield you conquered this
    turn" (the card's `play_only_conquered`); "" when nothing stops it."""
    if no_unit_plays_at(st, to):
        return "units can't be played to that battlefield"
    if oid is not None and (script_for(st.card(oid)) or {}).get("play_only_conquered") \
            and to not in conquered_this_turn(st, p):
        return f"{st.name(oid)} can be played only to a battlefield you conquered this turn"
    return ""


def _opposing_passives(st: State, p: int, key: str) -> list[tuple[int, dict]]:
    """The passives `key` of objects an opponent of `p` controls, whose condition holds."""
    from ..read.conditions import friendly, holds

    if not layers.any_passive(st, key):
        return []
    return [(src, s) for src, s in layers.statics(st) if s.get(key) and st.objs[src].controller >= 0
            and not friendly(st, st.objs[src].controller, p) and holds(st, s.get("if"), st.objs[src].controller, src)]


def base_only(st: State, p: int) -> bool:
    """Whether an opponent's passive lets `p` play units only to their base (Mageseeker Warden)."""
    return bool(_opposing_passives(st, p, "base_only_plays"))


def reveal_barred(st: State, p: int, oid: int) -> bool:
    """Whether `p`'s facedown card `oid` can't be revealed where it is (Noxus Saboteur)."""
    from ..read.conditions import location

    o = st.objs[oid]
    return o.zone == FACEDOWN and any(location(st, src) == o.loc for src, _ in _opposing_passives(st, p, "no_reveal_here"))


def timing_ok(st: State, p: int, card_kws: dict[str, int], facedown: bool) -> str | None:
    """None when a card with these keywords may be played now by `p` (who has priority)."""
    reaction = "Reaction" in card_kws or facedown
    action = reaction or "Action" in card_kws
    if st.chain:
        return None if reaction else "only cards with Reaction can be played while the chain is open"
    if st.showdown is not None:
        return None if action else "only cards with Action or Reaction can be played during a showdown"
    if st.phase != "main" or (p != st.turn_player and st.invited != p):  # 491.8.a: invited teammate
        return None if reaction else "you can only play that on your own turn"
    return None


def card_keywords(st: State, oid: int) -> dict[str, int]:
    return layers.keywords(st, oid)


def play_cost(st: State, p: int, oid: int, action: Action) -> Cost:
    card = st.card(oid)
    o = st.objs[oid]
    cost = Cost() if o.zone == FACEDOWN else printed_cost(card)  # 811.1.b: ignore the base cost
    if o.zone == TRASH:  # 829.1.c.1: the Flow cost replaces the base cost; "you may play me from your trash
        from ..model.prices import keyword_cost  # for [3][Fury]": that cost instead

        granted = flow_granted(st, oid) and not card.has("Flow")  # "give it [Flow] equal to its cost this turn"
        own = None if card.has("Flow") or granted else (script_for(card) or {}).get("from_trash")
        if own is not None and not holds(st, own.get("if"), p, oid):
            own = None
        if not (card.has("Flow") or granted or own) and trash_play_permitted(st, p, oid):
            granted = True  # "you may play cards from your trash": for their own cost
        cost = printed_cost(card) if granted else keyword_cost(card, "Flow") or Cost() if own is None else \
            Cost(int(own["cost"].get("energy", 0)), [symbol_domains(sym, card) for sym in own["cost"].get("power", [])])
    if action.options.get("alternative"):  # "you may play me for [Mind]" (356.1.a: it replaces the base cost)
        alt = (script_for(card) or {}).get("alt_cost")
        if not alt or o.zone == TRASH or not holds(st, alt.get("if"), p, oid):
            raise IllegalAction(f"{card.name} can't be played for another cost now")
        cost = Cost(int(alt["cost"].get("energy", 0)), [symbol_domains(sym, card) for sym in alt["cost"].get("power", [])])
    if action.options.get("free_gear"):  # a permission "to play a gear ... from hand this turn, ignoring its Energy
        if not free_gear_allowed(st, p, oid):  # cost" (the mark `free_gear`; its Power cost still paid)
            raise IllegalAction(f"{card.name} can't be played ignoring its Energy cost now")
        cost = Cost(0, list(cost.power), cost.purpose)
    if action.options.get("accelerate"):
        if card.type != "unit" or "Accelerate" not in card_keywords(st, oid):
            raise IllegalAction(f"{card.name} doesn't have Accelerate")
        cost = cost.add(playcosts.optional_less(st, p, accelerate_cost(card), action))  # 805.1.b; an optional
        # additional cost ("optional additional costs you pay cost [1] or [A] less", 356.4.c)
    deflect = deflect_tax(st, p, action.targets, script_for(card))  # 809.1.c: an additional cost, discounted too
    cost = playcosts.adjust(st, p, oid, cost, action, deflect)  # additional costs, Repeat, cost changes
    return cost.purposed(card.type if card.type in ("spell", "gear", "unit") else "")  # restricted resources


def effects_any() -> tuple[str, ...]:
    from ..model.cards import DOMAINS

    return DOMAINS


def flow_granted(st: State, oid: int) -> bool:
    """An effect gave this card in a trash [Flow] this turn ("give a spell in your trash [Flow] equal to its cost
    this turn": the verb `give_flow`, its Flow cost its printed cost)."""
    return st.objs[oid].extra.get("flow_granted") == st.turn_number


def has_flow(st: State, oid: int) -> bool:
    """[Flow] (829), printed or given this turn."""
    return st.card(oid).has("Flow") or flow_granted(st, oid)


def from_trash_allowed(st: State, p: int, oid: int) -> bool:
    """A card whose text lets its owner play it from their trash for another cost (`from_trash`: `{cost, if}`,
    "[Legion] You may play me from your trash for [3][Fury]"), while its condition holds; or any card of `p`'s
    trash while `p` controls a passive `play_from_trash` ("you may play cards from your trash")."""
    own = (script_for(st.card(oid)) or {}).get("from_trash")
    return bool(own) and holds(st, own.get("if"), p, oid) or trash_play_permitted(st, p, oid)


def trash_play_permitted(st: State, p: int, oid: int) -> bool:
    """"You may play cards from your trash" (Endless Riches: a passive `play_from_trash` of an object `p`
    controls): a card `p` owns in their trash, for its own cost (not hidden from there: FAQ)."""
    if not layers.any_passive(st, "play_from_trash") or st.objs[oid].owner != p:
        return False
    return any(s.get("play_from_trash") and st.objs[src].controller == p for src, s in layers.statics(st))


def own_rule_refuses(st: State, p: int, oid: int) -> str | None:
    """A card's own condition to be played at all (`play_if`: "I can't be played on your first, second, or
    third turns"): the reason it can't be now, else None."""
    card = st.card(oid)
    own_rule = (script_for(card) or {}).get("play_if")
    if own_rule is not None and not holds(st, own_rule, p, oid):
        return f"{card.name} can't be played now"
    return None


def check_play(st: State, action: Action) -> tuple[Cost, object]:
    """Every check of 358 before anything changes. Returns (cost, payment)."""
    p, oid = action.player, action.card
    o = st.objs.get(oid)
    if o is None:
        raise IllegalAction("no such card")
    card = st.card(oid)
    facedown = o.zone == FACEDOWN
    if o.zone in (HAND, CHAMPION):
        if o.owner != p:
            raise IllegalAction("you can only play your own cards")
    elif facedown:
        if o.controller != p:
            raise IllegalAction("that facedown card isn't yours")
        if o.hidden_turn == st.turn_number:
            raise IllegalAction("a card hidden this turn can be played from the next turn on")
        if reveal_barred(st, p, oid):
            raise IllegalAction("your hidden cards can't be revealed at that battlefield")
    elif o.zone == TRASH and (card.type == "spell" and has_flow(st, oid) or from_trash_allowed(st, p, oid)):  # 829.1.b
        if o.owner != p:
            raise IllegalAction("you can only play your own cards")
    elif o.zone == BANISH and play_permitted(st, p, oid):  # "until your next Ending Phase, you may play that card"
        pass
    else:
        raise IllegalAction(f"{card.name} can't be played from the {o.zone.replace('_', ' ')}")
    if card.type not in ("unit", "gear", "spell"):
        raise IllegalAction(f"{card.name} is not a card you can play")
    if not is_implemented(card):
        raise IllegalAction(f"{card.name}'s text is not implemented yet, so it can't be played")
    forbidden = play_forbidden(st, p, oid)
    if forbidden:
        raise IllegalAction(forbidden)
    why = own_rule_refuses(st, p, oid)
    if why:
        raise IllegalAction(why)
    if card.type == "unit" and action.options.get("roost") and not facedown:  # a battlefield's additional cost
        if action.to not in playcosts.roost_fields(st, p, oid):  # names the destination (Dragon Roost)
            raise IllegalAction(f"{card.name} can't be played to that battlefield with its additional cost")
    elif card.type == "unit":
        check_destination(st, p, oid, action.to, facedown)
    elif card.type == "gear" and deploys(st, oid) and not facedown:  # 830.1.b: only to a battlefield, any one
        if not 0 <= action.to < len(st.battlefields):
            raise IllegalAction(f"{card.name} has Deploy: play it to a battlefield (830.1.b)")
    elif action.to != TO_BASE and not (facedown and action.to == o.loc):
        raise IllegalAction("only units and gear with Deploy choose where they are played")
    why = timing_ok(st, p, dest_keywords(st, p, oid, action.to), facedown)
    if why:
        raise IllegalAction(why)
    script = script_for(card)
    modes = (script or {}).get("modes") or {}
    if modes and action.options.get("mode") not in modes:  # 355.3: "Choose one" as it is played
        raise IllegalAction(f"choose one of {card.name}'s modes: {', '.join(sorted(modes))}")
    if not modes and action.options.get("mode") is not None:
        raise IllegalAction(f"{card.name} has no modes")
    specs = target_specs(as_played(script, bool(action.options.get("additional")), action.options.get("mode"))) \
        if card.type == "spell" else []
    runs = 1 + int(action.options.get("repeat", 0) or 0)
    per_run = action.options.get("modes")  # 820.2.a: a repeated modal spell "may make different choices"
    if per_run is not None:
        if not modes or not isinstance(per_run, list) or len(per_run) != runs or runs < 2 \
                or any(m not in modes for m in per_run) or per_run[0] != action.options.get("mode"):
            raise IllegalAction(f"choose one of {card.name}'s modes for each execution (`modes`, the first = `mode`)")
        paid = bool(action.options.get("additional"))
        sizes = execution_sizes(list(action.targets), runs, action.options.get("executions"))
        for group, m in zip(groups(list(action.targets), sizes), per_run, strict=True):
            check_targets(st, target_specs(as_played(script, paid, m)), group, p, oid, o.loc if facedown else -1)
    else:
        check_executions(st, specs, action.targets, p, oid, runs, action.options.get("executions"),
                         o.loc if facedown else -1)  # 820.2.a
    destinations.check(st, destinations.chosen_on_play(st, script, card.type), list(action.targets),
                       action.options.get("move_to"), runs, action.options.get("executions"))  # 355.4
    cost = play_cost(st, p, oid, action)
    payment = resolve_payment(st, p, cost, action.pay)
    playcosts.check_add_sources(st, p, oid, action, payment.add)  # 430.3
    return cost, payment


def anywhere(st: State, p: int) -> bool:
    """"The next unit you play this turn (even from face down) can be played to any battlefield" (the mark
    `next_unit_anywhere`, used up by the next unit played)."""
    return st.players[p].extra.get("next_unit_anywhere") == st.turn_number


def check_destination(st: State, p: int, oid: int, to: int, facedown: bool) -> None:
    """355.2.a: your base or a battlefield you control; from hiding, its battlefield (811.1.d.1); with the
    mark `next_unit_anywhere`, any battlefield too."""
    o = st.objs[oid]
    refused = unit_play_refused(st, p, oid, to)
    if refused:
        raise IllegalAction(refused)
    if facedown:
        if to != o.loc and not (anywhere(st, p) and 0 <= to < len(st.battlefields)):
            raise IllegalAction("a hidden unit must be played to the battlefield it was hidden at")
        return
    if 0 <= to < len(st.battlefields) and anywhere(st, p) and not base_only(st, p):
        return
    if to == TO_BASE:
        return
    if not 0 <= to < len(st.battlefields):
        raise IllegalAction("no such battlefield")
    if base_only(st, p):
        raise IllegalAction("an opponent's effect lets you play units only to your base")
    if st.battlefields[to].controller != p and to not in ambush_fields(st, p, oid) \
            and to not in open_fields(st, p, oid) and to not in enemy_fields(st, p, oid):
        raise IllegalAction("units can only be played to your base or a battlefield you control"
                            " (with Ambush: one where you have units)")


def deploys(st: State, oid: int) -> bool:
    """830.1.b: a gear with Deploy "may be played or created to any battlefield" and "only to a
    battlefield" (enemy-occupied and open ones too, 830.1.b.1); several instances are one (830.2)."""
    card = st.card(oid)  # printed (or copied): no card grants Deploy
    return card.type == "gear" and card.has("Deploy")


def open_fields(st: State, p: int, oid: int) -> list[int]:
    """355.2.b, 170.11.c: "You may play me to an open battlefield" (a script's `play_to_open`) and
    "Friendly units may be played to open battlefields" (a passive `units_to_open` of an object
    friendly to the player) permit the battlefields that are open: unoccupied and uncontrolled."""
    from ..read.conditions import friendly

    allowed = bool((script_for(st.card(oid)) or {}).get("play_to_open")) or (
        layers.any_passive(st, "units_to_open") and any(
            s.get("units_to_open") and friendly(st, st.objs[src].controller, p) for src, s in layers.statics(st)))
    if not allowed:
        return []
    return [i for i, b in enumerate(st.battlefields) if b.controller < 0 and not _occupied(st, i)]


def enemy_fields(st: State, p: int, oid: int) -> list[int]:
    """355.2.b: "You may play me to an occupied enemy battlefield" (a script's `play_to_occupied_enemy`):
    a battlefield an opponent controls with a unit there (170.11.a); "I can be played to an occupied
    battlefield if an enemy unit is alone there" (a script's `play_where_enemy_alone`, or a passive
    `units_where_enemy_alone` of an object friendly to the player): one with exactly one enemy unit."""
    from ..read.conditions import friendly

    script = script_for(st.card(oid)) or {}
    out = [i for i, b in enumerate(st.battlefields)
           if b.controller >= 0 and not friendly(st, b.controller, p) and _occupied(st, i)] \
        if script.get("play_to_occupied_enemy") else []
    sd = st.showdown
    if script.get("play_to_attacked") and sd is not None and sd.combat and sd.attacker == p and sd.bf not in out:
        out.append(sd.bf)  # "I can be played to a battlefield you're attacking" (it becomes an attacker, 466.2.c.3.a)
    lone = script.get("play_where_enemy_alone") or layers.any_passive(st, "units_where_enemy_alone") and any(
        s.get("units_where_enemy_alone") and friendly(st, st.objs[src].controller, p) for src, s in layers.statics(st))
    if lone:
        out += [i for i, b in enumerate(st.battlefields) if i not in out and sum(
            1 for u in b.units if layers.is_unit(st, u) and not friendly(st, st.objs[u].controller, p)) == 1]
    return out


def _occupied(st: State, bf: int) -> bool:
    """170.11.a: a unit is there (a gear with Deploy doesn't occupy it)."""
    return any(layers.is_unit(st, u) for u in st.battlefields[bf].units)


def dest_keywords(st: State, p: int, oid: int, to: int) -> dict[str, int]:
    """The card's keywords while it is being played to `to`: Ambush gives Reaction when played to a
    battlefield where its player has units (822.1.b)."""
    kws = card_keywords(st, oid)
    if to >= 0 and "Ambush" in kws and to in ambush_fields(st, p, oid):
        kws = {**kws, "Reaction": 1}
    return kws


def do_play(st: State, log: Log, action: Action) -> None:
    cost, payment = check_play(st, action)
    p, oid = action.player, action.card
    o = st.objs[oid]
    card = st.card(oid)
    move_to = destinations.check(st, destinations.chosen_on_play(st, script_for(card), card.type),
                                 list(action.targets), action.options.get("move_to"),
                                 1 + int(action.options.get("repeat", 0) or 0), action.options.get("executions"))
    was_facedown, hidden_bf = o.zone == FACEDOWN, o.loc
    flowed = o.zone == TRASH  # 829.1.b.1: banished instead of leaving the chain otherwise
    from_hand = o.zone == HAND  # "when you play a card from anywhere other than your hand"
    chosen = [[t, st.objs[t].gen if t in st.objs else 0] for t in action.targets]  # 355: chosen before the costs
    # are paid (an ability on the chain, `chain_item`, is no object: generation 0)
    zones.put(st, oid, CHAIN, controller=p)  # 354: to the chain
    if was_facedown:
        log.add("reveal", f"{st.players[p].name} reveals {card.name}", ALL, card=oid)
    execute_payment(st, log, p, cost, payment)  # 357
    if action.options.get("free_gear"):  # the permission is used up by this gear
        use_free_gear(st, p, oid)
    marks = playcosts.finalize(st, log, p, oid, action)  # non-resource additional costs
    check_targets_remain(st, chosen)  # 358.1
    if was_facedown:  # 811.1.d.2-3: its (play effect's) choices are made at that battlefield
        marks["hidden_at"] = hidden_bf
    note_finalized(st, p, oid)  # finalized (420.4.b), remembered for Legion (812.1.c)
    log.add("play", f"{st.players[p].name} plays {card.name}", ALL, player=p, card=oid)
    if card.type == "unit":
        to = hidden_bf if was_facedown and not anywhere(st, p) else action.to  # (any battlefield: `anywhere`)
        to = _added_battlefield(st, log, p, oid, to)  # "If you do, I enter there" (369.3)
        if to == TO_BASE:
            zones.put(st, oid, BASE, controller=p)
        else:
            zones.put(st, oid, BF, controller=p, loc=to)
            contest(st, p, to)
            note_played_to(st, p, to)
            here_event(st, "play_here", p, to)  # "the first time they play a unit or gear here each turn"
        st.w(oid).extra.update(marks)  # "if you do (paid the additional cost), I enter ready" reads them
        # 143.4 / 805.6: units enter exhausted unless Accelerate was paid
        ready = playcosts.enters_ready(st, oid)
        st.w(oid).exhausted = not (action.options.get("accelerate", False) or ready)
        playcosts.use_ready_mark(st, p)  # "the next unit you play this turn enters ready"
        next_unit_played(st, p, oid)  # "... When you play it, [Buff] it." (an effect's this-turn trigger)
        permanent_resolved(st)  # 337.2, 340.2.a: in a showdown, focus passes
        happened(st, log, "played", oid, hidden=was_facedown, from_hand=from_hand)  # 420.4.a: after it resolves
    elif card.type == "gear":
        if was_facedown:
            zones.put(st, oid, BF, controller=p, loc=hidden_bf)  # 811.1.d.1.a
        elif action.to >= 0:  # 830.1.b: Deploy, to the battlefield chosen
            zones.put(st, oid, BF, controller=p, loc=action.to)
            note_played_to(st, p, action.to)
            here_event(st, "play_here", p, action.to)
        else:
            zones.put(st, oid, BASE, controller=p)  # 149.1: gear enters ready
        if (script_for(card) or {}).get("enters_exhausted"):  # "This enters exhausted."
            st.w(oid).exhausted = True
        st.w(oid).extra.update(marks)
        permanent_resolved(st)  # 337.2, 340.2.a
        happened(st, log, "played", oid, hidden=was_facedown, from_hand=from_hand)
    else:
        marks["from_hand"] = from_hand
        if flowed:
            marks["flow"] = True
        if was_facedown:
            marks["hidden"] = True  # "when you play a card from [Hidden]"
        if move_to:
            marks["move_to"] = move_to
        if action.options.get("mode") is not None:  # 355.3: the mode chosen, public
            marks["mode"] = action.options["mode"]
        if action.options.get("modes") is not None:  # 820.2.a: each execution's own mode
            marks["modes"] = list(action.options["modes"])
        marks.update(playcosts.note_spell_spent(st, p, cost.energy))  # the Energy spent to play it
        if marks.get("repeat"):  # 820.2.a: each execution's own targets
            marks["runs"] = execution_sizes(list(action.targets), 1 + marks["repeat"],
                                            action.options.get("executions"))
        item = ChainItem(st.new_id(), "card", oid, p, card.name, "spell", chosen, marks)
        push(st, log, item)
        if action.targets:
            from ..ops.triggers import chose, chosen_here

            chosen_here(st, p, list(action.targets))  # The Dreaming Tree
            chose(st, log, p, list(action.targets), True, oid)  # "when you choose me with a spell"
    as_played = (script_for(card) or {}).get("as_played")
    if as_played:
        _as_played(st, log, p, oid, as_played)


def _added_battlefield(st: State, log: Log, p: int, oid: int, to: int) -> int:
    """"As you play me, add the Baron Pit battlefield token to the board if it's not there already. If you do, I
    enter there." (a script's `adds_battlefield`; 369.3's example: a replacement of where the unit enters): the
    index of the battlefield it enters, `to` unless the token was added now."""
    name = (script_for(st.card(oid)) or {}).get("adds_battlefield")
    if not name or any(st.name(b.obj) == name for b in st.battlefields):
        return to
    from ..ops.replacing import add_battlefield

    return add_battlefield(st, log, str(name), p)


def as_played_by_effect(st: State, log: Log, p: int, oid: int) -> None:
    """A card an effect plays (420.3) makes its "as you play this" choices too (Show Off, 832.1.c; naming) -
    from the 2026-10 rules on: a v1.4 game replays as it was played."""
    from ..model.state import RULES_V14

    steps = (script_for(st.card(oid)) or {}).get("as_played") if oid in st.objs else None
    if steps and st.rules != RULES_V14:
        _as_played(st, log, p, oid, steps)
def check_targets_remain(st: State, chosen: list[list[int]]) -> None:
    """358.1, 358.5: after the costs are paid the play's choices must still be legal; a target that
    paying removed (a unit killed for an additional cost, 357.3: a new object if it comes back, 124)
    undoes the play - refused, and `apply` keeps the state it was given."""
    from ..read.targets import chain_item

    for t, gen in chosen:
        if t not in st.objs and chain_item(st, t) is not None:  # an ability on the chain (no object) is still there
            continue
        if t not in st.objs or st.objs[t].gen != gen:
            raise IllegalAction("paying that way removes a target of the play (357.3, 358.1)")


def _as_played(st: State, log: Log, p: int, oid: int, steps: list) -> None:
    """Choices made "as you play this" (As you play this, name a tag): made by its controller as it
    is played, before anyone can act (752.2); a decision they need (`name`) pauses here, and
    the card's play triggers wait for it."""
    from ..ops.resolve import run
    from ..read.context import Ctx

    run(Ctx(st, log, p, oid, [], None, {}, False), list(steps))


def hide_slots(st: State, bf: int) -> int:
    """How many facedown cards a battlefield holds: 1, plus "you may hide an additional card
    here" passives of the battlefield (Bandle Tree)."""
    from ..read.conditions import _controller, holds, location

    return 1 + sum(int(s["extra_hidden"]) for src, s in layers.statics(st)
                   if "extra_hidden" in s and location(st, src) == bf
                   and holds(st, s.get("if"), _controller(st, src), src))  # "while you control this battlefield"


def check_hide(st: State, action: Action) -> tuple[Cost, object]:
    """811.1.b: from hand or Champion Zone, on your turn, Neutral Open, pay [A], at a battlefield
    you control whose facedown zone is empty."""
    p, oid = action.player, action.card
    o = st.objs.get(oid)
    if o is None or o.owner != p or o.zone not in (HAND, CHAMPION):
        raise IllegalAction("you can only hide a card from your hand or Champion Zone")
    if "Hidden" not in card_keywords(st, oid):
        raise IllegalAction(f"{st.name(oid)} doesn't have Hidden")
    if p != st.turn_player or st.phase != "main" or st.chain or st.showdown is not None:
        raise IllegalAction("you can hide a card only on your own turn in a neutral open state")
    bf = action.to
    if not 0 <= bf < len(st.battlefields) or st.battlefields[bf].controller != p:
        raise IllegalAction("you can only hide a card at a battlefield you control")
    if len(st.battlefields[bf].facedown) >= hide_slots(st, bf):
        raise IllegalAction("that battlefield already has a facedown card")
    cost = hide_cost(st, p, action.options.get("hide_cost"))
    return cost, resolve_payment(st, p, cost, action.pay)


def hide_costs(st: State, p: int) -> list[str | None]:
    """The ways `p` may pay to hide a card now: [A] (811.1.b, None), "energy" with a passive of theirs
    `hide_for_energy` ("you may pay [1] ... instead of [A]"); none to pay with the mark `hide_free` ("you can
    hide cards ignoring costs this turn")."""
    if st.players[p].extra.get("hide_free") == st.turn_number:
        return ["free"]
    ways: list[str | None] = [None]
    if layers.any_passive(st, "hide_for_energy") and any(
            s.get("hide_for_energy") and st.objs[src].controller == p for src, s in layers.statics(st)):
        ways.append("energy")
    return ways


def hide_cost(st: State, p: int, way: Any) -> Cost:
    ways = hide_costs(st, p)
    if ways == ["free"]:
        return Cost()
    if way not in ways:
        raise IllegalAction("you can't pay that way to hide a card")
    return Cost(1, []) if way == "energy" else Cost(0, [effects_any()])


def do_hide(st: State, log: Log, action: Action) -> None:
    cost, payment = check_hide(st, action)
    p = action.player
    execute_payment(st, log, p, cost, payment)
    zones.put(st, action.card, FACEDOWN, controller=p, loc=action.to)
    st.w(action.card).hidden_turn = st.turn_number
    log.add("hide", f"{st.players[p].name} hides a card at {st.name(st.battlefields[action.to].obj)}", ALL,
            player=p, bf=action.to)
    log.add("hide_card", f"you hide {st.name(action.card)}", p, card=action.card)
    from ..ops.triggers import battlefield_event, broadcast

    broadcast(st, log, "hide", p)  # "when you hide a card" (811)
    battlefield_event(st, "hide_here", p, at=action.to)  # a battlefield's "when you hide a card here"
