"""The engine's door: `apply(state, action) -> (new_state, events)` and the main loop.

`apply` works on a copy-on-write clone, so a refused action (IllegalAction)
leaves the caller's state untouched. After the action the engine handles
outstanding tasks with a cleanup before each (333-336, 319) until some player
must decide: a pending decision, priority on the chain, focus in a showdown, or
the turn player's priority in their Main Phase.
"""

from __future__ import annotations

from ..effects.asking import answer as answer_effect
from ..effects.finalize import (
    answer_deflect,
    answer_finalize_may,
    answer_finalize_mode,
    push_trigger,
    trigger_task,
)
from ..model.actions import Action
from ..model.answers import check_answer_keys
from ..model.cards import CardDef
from ..model.errors import IllegalAction
from ..model.events import ALL, Event, Log
from ..model.state import (
    BANISH,
    BASE,
    BF,
    BF_CARD,
    CHAIN,
    FACEDOWN,
    NO_PLAYER,
    TRASH,
    Pending,
    State,
)
from ..ops import replacements, skipping, zones
from ..ops.scoring import declare_winner, team_of
from ..ops.triggers import batches
from ..read import references
from ..read.scripts import GRANTED
from ..rules import chain, combat, costs, movement, play, turn
from ..rules.cleanup import cleanup
from ..rules.showdown import start as start_showdown
from .removal import drop_pending, settle_pending

# 652.2.a: what replaces a removed player's battlefield
TOKEN_BATTLEFIELD = CardDef(key="Token Battlefield", name="Token Battlefield", type="battlefield",
                            supertype="token")


def apply(state: State, action: Action) -> tuple[State, list[Event]]:
    if state.over:
        raise IllegalAction("the game is over")
    if not 0 <= action.player < len(state.players) or state.players[action.player].removed:
        raise IllegalAction("that player is not in the game")
    references.check_references(state, action)  # 128: an id the player can't see is no id
    st = state.clone()
    log = Log()
    dispatch(st, log, action)
    advance(st, log)
    st.step += 1
    return st, log.events


def dispatch(st: State, log: Log, a: Action) -> None:
    p = a.player
    if a.kind == "concede":
        concede(st, log, p)
        return
    if st.pending is not None:
        if a.kind != "choose":
            who = st.players[st.pending.player].name
            raise IllegalAction(f"waiting for {who} to decide ({st.pending.kind.replace('_', ' ')})")
        if st.pending.player != p:
            raise IllegalAction("it isn't your decision")
        answer(st, log, a)
        return
    if a.kind == "choose":
        raise IllegalAction("there is no decision to make")
    if st.priority != p:
        raise IllegalAction("you don't have priority")
    if st.invited == p and a.kind not in ("play", "activate", "pass"):
        raise IllegalAction("an invited teammate may only play a spell, use an ability or pass")
    if a.kind == "play":
        if st.invited == p and a.card in st.objs and st.card(a.card).type != "spell":
            raise IllegalAction("an invited teammate may play spells, not units or gear (491.8.a)")
        play.do_play(st, log, a)
        if st.invited == p:
            st.invited = NO_PLAYER
    elif a.kind == "activate":
        activate(st, log, a)
        if st.invited == p and st.chain:  # 491.8.a: the invitation is used (an Add, resolved at once, isn't)
            st.invited = NO_PLAYER
    elif a.kind == "move":
        movement.do_move(st, log, a)
    elif a.kind == "hide":
        play.do_hide(st, log, a)
    elif a.kind == "invite":
        invite(st, log, p)
    elif a.kind == "pass":
        if st.invited == p and not st.chain:  # 491.8.a: decline the invitation
            st.invited = NO_PLAYER
            st.priority = NO_PLAYER
            log.add("pass", f"{st.players[p].name} passes back", ALL, player=p)
        elif st.chain:
            chain.pass_priority(st, log, p)
        elif st.showdown is not None:
            chain.pass_focus(st, log, p)
        else:
            raise IllegalAction("there is nothing to pass on; end your turn instead")
    elif a.kind == "end_turn":
        if st.chain or st.showdown is not None or st.phase != "main" or p != st.turn_player:
            raise IllegalAction("you can end your turn only in your Main Phase with nothing pending")
        log.add("end_turn", f"{st.players[p].name} ends their turn", ALL, player=p)
        st.priority = NO_PLAYER
        st.tasks.extend([["ending"], ["next_turn"]])  # 316.9
    else:
        raise IllegalAction(f"unknown action {a.kind!r}")


def activate(st: State, log: Log, a: Action) -> None:
    """Basic rune abilities (164.2): Reaction Add abilities resolve at once (430.2-430.3)."""
    p, oid = a.player, a.card
    if oid not in st.players[p].runes:
        from ..rules.abilities import activate as activate_ability

        activate_ability(st, log, a)  # units, gear and legends (376-381, 818)
        return
    if a.ability == 0:
        if st.objs[oid].exhausted:
            raise IllegalAction(f"{st.name(oid)} is already exhausted")
        costs.exhaust_rune(st, log, p, oid)
    elif a.ability == 1:
        costs.recycle_rune_for_power(st, log, p, oid)
    else:
        raise IllegalAction("a basic rune has two abilities: 0 (exhaust) and 1 (recycle)")


def answer(st: State, log: Log, a: Action) -> None:
    pending = st.pending
    assert pending is not None
    kind, ch = pending.kind, a.choice
    check_answer_keys(kind, ch)
    if kind == "mulligan":
        cards = [int(c) for c in ch.get("cards", [])]
        hand = st.players[a.player].hand
        if len(cards) > 2 or len(set(cards)) != len(cards) or any(c not in hand for c in cards):
            raise IllegalAction("set aside up to two different cards from your hand")
        st.pending = None
        mulligan(st, log, a.player, cards)
    elif kind == "assign_damage":
        assign = {int(k): int(v) for k, v in dict(ch.get("assign", {})).items()}
        combat.answer_assign(st, log, assign)
    elif kind == "choose_battlefield":
        bf = ch.get("battlefield")
        if bf not in pending.options:
            raise IllegalAction("choose one of the battlefields where a showdown is staged")
        st.pending = None
        start_showdown(st, log, bf)
    elif kind == "burn_out_opponent":
        name = ch.get("player")
        opps = st.opponents(a.player)
        names = [st.players[i].name for i in opps]
        if name not in names:
            raise IllegalAction("choose an opponent to gain the point")
        st.pending = None
        zones.gain_burn_point(st, log, opps[names.index(name)], pending.data.get("repeated", False))
    elif kind == "choose_targets" and "play" in pending.data:  # a spell an effect played (420.3)
        targets = [int(t) for t in ch.get("targets", [])]
        if targets not in pending.options:
            raise IllegalAction("those are not legal targets for this spell")
        st.pending = None
        from ..rules.effectplay import answer_targets

        answer_targets(st, log, pending, targets)
    elif kind == "choose_targets":
        targets = [int(t) for t in ch.get("targets", [])]
        if targets not in pending.options:
            raise IllegalAction("those are not legal targets for this ability")
        st.pending = None
        d = pending.data
        push_trigger(st, log, d["source"], d["trigger"], d["controller"], d["card"], targets, d.get("event"))
    elif kind == "order_triggers":
        answer_order(st, log, a)
    elif kind == "choose_option" and "finalize_mode" in pending.data:  # a triggered ability's mode (355.3)
        answer_finalize_mode(st, log, a)
    elif kind == "may" and "finalize" in pending.data:  # a triggered ability's "you may" (383.3.a)
        answer_finalize_may(st, log, a)
    elif kind == "may" and "deflect" in pending.data:  # a triggered ability's Deflect cost (809.1.d)
        answer_deflect(st, log, a)
    elif replacements.is_replacement_decision(pending):  # 372-373
        replacements.answer(st, log, a.player, a.choice)
    elif kind == "order_damage" and "task" in pending.data:  # 372 in combat damage assignment
        combat.answer_damage_order(st, log, a.player, a.choice)
    elif "resume" in pending.data:  # a decision a card effect asked for mid-resolution
        answer_effect(st, log, a.player, a.choice)
    elif kind == "choose_cards":
        answer_cards(st, log, a)
    else:
        raise IllegalAction(f"unknown decision {kind!r}")


def mulligan(st: State, log: Log, p: int, cards: list[int]) -> None:
    """117: set aside up to two, draw that many, then recycle the set-aside cards."""
    player = st.players[p]
    for oid in cards:
        player.hand.remove(oid)
    zones.draw(st, log, p, len(cards))
    for oid in cards:  # put back in the hand list briefly so `put` finds it, then recycle
        st.players[p].hand.append(oid)
    zones.recycle_main(st, p, cards)
    log.add("mulligan", f"{player.name} mulligans {len(cards)} card{'s' if len(cards) != 1 else ''}", ALL,
            player=p, n=len(cards))


def concede(st: State, log: Log, p: int) -> None:
    """649-651: a player may concede at any time, even while another player decides."""
    log.add("concede", f"{st.players[p].name} concedes", ALL, player=p)
    leaving = [q for q in team_of(st, p) if not st.players[q].removed]  # 651.4, 491.6.a.1: the whole team
    for q in leaving:
        st.players[q].removed = True  # 651.3: no more choices
    left = st.active_players
    teams = {st.players[i].team or (100 + i) for i in left}
    if len(teams) == 1 and left:  # 651.1: the game ends; the removal steps are for a game that goes on (652)
        declare_winner(st, log, team_of(st, left[0]))
        return
    for q in leaving:
        remove_player(st, log, q)
    advance(st, log)


def remove_player(st: State, log: Log, p: int) -> None:
    """652: removal of a player from a game that goes on."""
    player = st.players[p]
    player.removed = True
    was_turn = st.turn_player == p
    # 652.1: banish what they control or own on the board (facedown cards are revealed, 422.4)
    for oid in [o for b in st.battlefields for o in b.units + b.facedown] + [
            o for pl in st.players for o in pl.base + pl.runes]:
        o = st.objs.get(oid)
        if o is not None and (o.controller == p or o.owner == p):
            if o.zone == FACEDOWN:
                zones.reveal(st, log, oid)
            zones.put(st, oid, BANISH)
    # 652.2: their battlefield in use is replaced by a token battlefield with no abilities
    for i, b in enumerate(st.battlefields):
        if st.objs[b.obj].owner == p:
            replace_battlefield(st, log, i)
    # 652.4: counter their spells and abilities; 652.3: a card they own on the chain leaves with them
    kept = []
    for item in st.chain:
        if item.controller == p:
            log.add("counter", f"{item.name} is countered: its controller left the game", ALL, item=item.id)
            src = st.objs.get(item.source)
            if item.kind == "card" and src is not None and src.zone == CHAIN and src.owner != p:
                if item.data.get("flow"):  # 426, 829.1.b.1: a countered card goes to its owner's trash
                    zones.banish(st, log, item.source)
                else:
                    zones.put(st, item.source, TRASH)
        elif item.kind == "card" and item.source in st.objs and st.objs[item.source].owner == p:
            log.add("counter", f"{item.name} leaves the game with its owner", ALL, item=item.id)
        else:
            kept.append(item)
    st.chain = kept
    remove_cards(st, log, p)
    st.tasks = [t for t in st.tasks if not (t[0] == "trigger" and t[3] == p) and  # ["draw"] alone: the phase
                not (t[0] in ("draw", "mulligan", "choose_cards") and len(t) > 1 and t[1] == p)]
    if st.invited == p:
        st.invited = NO_PLAYER
    if st.over:
        return
    if was_turn:  # 652.5.a: play goes on with the next player in turn order
        st.tasks = [["next_turn"]]
        for oid in [o for o, obj in st.objs.items() if obj.zone == CHAIN]:  # a resolving spell's too
            zones.put(st, oid, TRASH)
        st.chain = []
        st.showdown = None
        st.focus = st.priority = NO_PLAYER
        st.pending = None
        for b in st.battlefields:
            b.contested_by = NO_PLAYER
            b.showdown_staged = b.combat_staged = False
        from ..rules.combat import clear_designations

        clear_designations(st)
        return
    settle_pending(st, log)  # 651.3, 652.3: the decision waiting now is one its player can make
    if st.over:
        return
    deciding = st.pending is not None  # priority and focus come back after the decision
    if st.showdown is not None and st.focus == p:  # 652.5.b.1, even while a chain is open on the showdown
        st.focus = st.next_player(p)
    if st.chain:  # 652.5.c: priority passes on; if everyone has passed, the newest item resolves
        if st.priority == p or (st.priority < 0 and not deciding):
            st.priority = NO_PLAYER if deciding else st.next_player(p)
        if not deciding and st.passes >= len(st.active_players):
            chain.resolve_top(st, log)
    elif st.showdown is not None and not _showdown_closed(st):  # 652.5.b
        sd = st.showdown
        if not deciding:
            st.priority = st.focus
            if sd.passes >= len(st.active_players):
                from ..rules.showdown import end_showdown

                end_showdown(st, log)
    elif st.priority == p:
        st.priority = NO_PLAYER


def remove_cards(st: State, log: Log, p: int) -> None:
    """652.3: every card the removed player owns leaves the game, wherever it is (hand, decks, trash,
    banishment, Champion Zone, legend, the chain, another player's zones): its object is gone."""
    player = st.players[p]
    gone = [oid for oid, o in st.objs.items() if o.owner == p and o.zone != BF_CARD]
    for oid in gone:
        o = st.objs[oid]
        if o.zone in (BASE, BF, FACEDOWN):  # 652.1 banished these first; nothing of theirs stays on the board
            zones.put(st, oid, BANISH)
        if oid in st.objs:
            del st.objs[oid]
            st._own.discard(oid)
    for zone in ("hand", "main_deck", "rune_deck", "trash", "banishment", "champion"):
        setattr(player, zone, [])
    player.legend = NO_PLAYER
    player.extra.pop("legends", None)  # legends added during play (107.4.d.1), gone with the rest
    for other in st.players:  # a card of theirs listed in another player's zones
        for zone in ("hand", "main_deck", "rune_deck", "trash", "banishment", "champion"):
            cards = getattr(other, zone)
            if any(c not in st.objs for c in cards):
                setattr(other, zone, [c for c in cards if c in st.objs])
    if gone:
        log.add("remove", f"{player.name}'s cards leave the game", ALL, player=p, n=len(gone))


def _showdown_closed(st: State) -> bool:
    """The showdown's focus passing is over: combat's later steps are under way."""
    return (st.pending is not None and (st.pending.kind == "assign_damage" or (
        st.pending.kind == "order_damage" and "task" in st.pending.data))) or any(
        t[0] in ("combat_damage", "combat_assign", "combat_resolve", "combat_control", "combat_end") for t in st.tasks)


def replace_battlefield(st: State, log: Log, i: int) -> None:
    """652.2.a, 439: the battlefield is replaced by a token battlefield with no abilities; units and
    hidden cards there stay (652.2.b). The replaced card waits in its owner's banishment, out of the
    game with them (652.3)."""
    from ..ops.replacing import replace_battlefield as replace

    replace(st, log, i, TOKEN_BATTLEFIELD)


def invite(st: State, log: Log, p: int) -> None:
    """491.8.a, 316.5.b.1: in 2v2 the priority holder invites their teammate to play a spell or use
    an ability with that priority; the teammate acts or passes it back."""
    mates = [q for q in team_of(st, p) if q != p and not st.players[q].removed]
    if not mates:
        raise IllegalAction("only a player with a teammate can invite")
    if st.invited >= 0:
        raise IllegalAction("your teammate is already invited")
    if st.chain:
        raise IllegalAction("invite your teammate in an open state (with the chain empty)")
    st.invited = mates[0]
    st.priority = mates[0]
    log.add("invite", f"{st.players[p].name} invites {st.players[mates[0]].name} to act", ALL, player=p)


# -- decisions added to the core --------------------------------------------------------

def trigger_label(st: State, task: list) -> str:
    """How a waiting trigger is named in `order_triggers` (and on the chain)."""
    o = st.objs.get(task[1])
    card = st.name(task[1]) if o is not None else "?"  # a copy's name (479.1.b)
    text = (task[6] if len(task) > 6 else {}).get("text")
    if task[2].startswith(GRANTED) and text in st.table.defs:  # 718.3: a gear's granted ability
        gear = ((task[6] if len(task) > 6 else {}).get("gear") or [None])[0]  # a gear copying the unit's own text
        name = st.name(gear) if st.table.defs[text].type == "unit" and gear in st.objs else st.table.defs[text].name
        return f"{card} ({name}: {task[2][len(GRANTED):]})"
    return f"{card} ({task[2]})"


def order_step(st: State, log: Log) -> bool:
    """383.3.d: triggers that fired together go on the chain in an order their controllers choose,
    starting with the turn player and going in turn order. Returns True when it changed something."""
    fresh = [t for t in st.tasks if t[0] == "trigger" and (len(t) < 6 or t[5] != "ordered")]
    if not fresh:
        return False
    ordered = [t for t in st.tasks if t[0] == "trigger" and len(t) >= 6 and t[5] == "ordered"]
    others = [t for t in st.tasks if t[0] != "trigger"]
    n = len(st.players)
    events = batches(fresh)  # one event's triggers after another's (383.3; ruling 107)
    for b, batch in enumerate(events):
        groups: dict[int, list[list]] = {}
        for t in batch:
            groups.setdefault(t[3], []).append(t)
        for ctrl in sorted(groups, key=lambda c: (c - st.turn_player) % n):
            group = groups.pop(ctrl)
            kinds = {(st.card(t[1]).key if t[1] in st.objs else "", t[2], (t[6] if len(t) > 6 else {}).get("text"))
                     for t in group}  # copies: same text; granted ones: their gear's
            if len(group) > 1 and len(kinds) > 1:  # more than one order is possible: ask
                later = [t for g in groups.values() for t in g] + [t for e in events[b + 1:] for t in e]
                st.tasks = ordered + later + others
                st.pending = Pending("order_triggers", ctrl, [trigger_label(st, t) for t in group],
                                     {"tasks": group, "sources": [t[1] for t in group]})
                st.priority = NO_PLAYER
                return True
            ordered += [_mark(t) for t in group]
    st.tasks = ordered + others
    return True


def _mark(task: list) -> list:
    t = list(task) + [0] * max(0, 5 - len(task))
    return t[:5] + ["ordered"] + t[6:]  # t[6]: the event's data ({"it": unit})


def answer_order(st: State, log: Log, a: Action) -> None:
    """`{order: [...]}` lists the triggers in the order they go on the chain (the first one ends up
    at the bottom and resolves last); entries are labels (source ids) or names `Card (trigger)`."""
    pend = st.pending
    assert pend is not None
    want = list(a.choice.get("order", []))
    tasks, labels, sources = pend.data["tasks"], pend.options, pend.data["sources"]
    used: list[int] = []
    for entry in want:
        for i in range(len(tasks)):
            if i not in used and (entry == sources[i] or entry == labels[i] or entry == labels[i].split(" (")[0]):
                used.append(i)
                break
        else:
            raise IllegalAction(f"{entry!r} is not one of the triggered abilities to order")
    if len(used) != len(tasks):
        raise IllegalAction("order every one of the triggered abilities")
    st.pending = None
    at = sum(1 for t in st.tasks if t[0] == "trigger" and len(t) >= 6 and t[5] == "ordered")
    st.tasks[at:at] = [_mark(tasks[i]) for i in used]
    log.add("order", f"{st.players[a.player].name} orders their triggered abilities", ALL, player=a.player)


def answer_cards(st: State, log: Log, a: Action) -> None:
    """A `choose_cards` decision (e.g. which cards to discard, 423.4)."""
    pend = st.pending
    assert pend is not None
    cards = [int(c) for c in a.choice.get("cards", [])]
    n = pend.data["count"]
    if len(cards) != n or len(set(cards)) != n or any(c not in pend.options for c in cards):
        raise IllegalAction(f"choose {n} different card{'s' if n != 1 else ''} from those offered")
    st.pending = None
    if pend.data.get("purpose") == "discard":
        zones.discard_cards(st, log, a.player, cards)


# -- the main loop -----------------------------------------------------------------------

def advance(st: State, log: Log) -> None:
    for _ in range(10_000):
        if st.pending is not None and not st.over and st.players[st.pending.player].removed:
            drop_pending(st, log)  # 651.3: an effect asked a player who has left; it goes on without them
        if st.over or st.pending is not None:
            return
        cleanup(st, log)
        if st.over or st.pending is not None:
            return
        if st.tasks:
            if order_step(st, log):
                continue
            i = _next_task(st)
            if i >= 0:
                run_task(st, log, st.tasks.pop(i))
                continue
        if st.invited >= 0 and not st.chain and st.players[st.invited].removed is False:
            st.priority = st.invited  # 491.8.a
            return
        if st.chain:
            if st.priority < 0:
                st.priority = st.chain[-1].controller
            return
        if st.showdown is not None:
            if st.focus >= 0 and st.players[st.focus].removed:  # 652.5.b.1: never a player who has left
                st.focus = st.next_player(st.focus)
            st.priority = st.focus
            return
        if st.phase == "main":
            st.priority = st.turn_player
            return
        raise RuntimeError(f"the engine has nothing to do in phase {st.phase}")
    raise RuntimeError("the engine did not settle")


# Tasks that wait until the chain has closed: the turn's phases and the steps of combat (333, 468.6).
WAIT_FOR_CHAIN = frozenset({*turn.PHASES, "combat_damage", "combat_assign", "combat_resolve", "combat_control",
                            "combat_end",
                            "start_game"})


def _next_task(st: State) -> int:
    """Index of the task to run now, or -1 when the chain must resolve first."""
    for i, t in enumerate(st.tasks):
        if t[0] in ("trigger", "play_pending"):  # 383.3: triggered abilities (and cards an effect played,
            return i  # 420.3) go on the chain before anything else
    first = st.tasks[0]
    if st.chain and first[0] in WAIT_FOR_CHAIN and not (first[0] == "draw" and len(first) > 1):
        return -1  # (an owed draw, ["draw", player, n, ...], finishes the action it belongs to)
    return 0


def run_task(st: State, log: Log, task: list) -> None:
    kind = task[0]
    if kind == "draw" and len(task) > 1:  # draws owed after a burn-out decision (432.2.d), not the phase
        zones.draw(st, log, task[1], task[2], task[3] if len(task) > 3 else 0)
    elif kind == "burn":  # the rest of a burn after a burn-out decision (441.4)
        zones.burn(st, log, task[1], task[2], task[3] if len(task) > 3 else 0)
    elif kind in turn.PHASES:
        if kind in skipping.PHASES and skipping.skips_phase(st, log, kind):  # 444
            return
        turn.PHASES[kind](st, log, *task[1:])
    elif kind == "combat_damage":
        combat.damage_step(st, log)
    elif kind == "combat_assign":
        combat.assign_task(st, log, task[1], task[2])
    elif kind == "combat_resolve":
        combat.resolve_task(st, log)
    elif kind == "combat_control":  # 468.5: control, once the combat result's triggers have resolved
        combat.control_task(st, log)
    elif kind == "combat_end":
        combat.end_task(st, log)
    elif kind == "trigger":
        trigger_task(st, log, task[1], task[2], task[3], task[6] if len(task) > 6 else None)
    elif kind == "play_pending":  # 420.3: a card an effect played, finished once the effect is done
        from ..rules.effectplay import run_pending

        run_pending(st, log, task[1], task[2], task[3], task[4])
    elif kind == "mulligan":
        p = task[1]
        st.pending = Pending("mulligan", p, list(st.players[p].hand), {"max": 2})
    elif kind == "choose_cards":
        zones.ask_discard(st, log, task[1], task[2])
    elif kind == "start_game":
        turn.begin_turn(st, log, st.first)
    elif kind == "deaths":  # 372-373: held deaths whose replacements need a decision
        replacements.resume(st, log, task[1], task[2] if len(task) > 2 else None)
    elif kind == "combat_heal":  # 468.1.a: the rest of a combat cleanup after held deaths
        combat.heal_task(st, log)
    else:
        raise RuntimeError(f"unknown task {kind!r}")
