"""The engine's door: `apply(state, action) -> (new_state, events)` and the main loop.

`apply` works on a copy-on-write clone, so a refused action (IllegalAction)
leaves the caller's state untouched. After the action the engine handles
outstanding tasks with a cleanup before each (333-336, 319) until some player
must decide: a pending decision, priority on the chain, focus in a showdown, or
the turn player's priority in their Main Phase.
"""

from __future__ import annotations

from . import chain, combat, costs, effects, movement, play, turn, zones
from .actions import Action
from .cleanup import cleanup
from .errors import IllegalAction
from .events import ALL, Event, Log
from .scoring import declare_winner, team_of
from .showdown import start as start_showdown
from .state import BANISH, BASE, NO_PLAYER, ChainItem, Pending, State


def apply(state: State, action: Action) -> tuple[State, list[Event]]:
    if state.over:
        raise IllegalAction("the game is over")
    if not 0 <= action.player < len(state.players) or state.players[action.player].removed:
        raise IllegalAction("that player is not in the game")
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
    if a.kind == "play":
        play.do_play(st, log, a)
    elif a.kind == "activate":
        activate(st, log, a)
    elif a.kind == "move":
        movement.do_move(st, log, a)
    elif a.kind == "hide":
        play.do_hide(st, log, a)
    elif a.kind == "pass":
        if st.chain:
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
    """Basic rune abilities (164.2): Reaction Add abilities resolve at once (429.2-429.3)."""
    p, oid = a.player, a.card
    if oid not in st.players[p].runes:
        raise IllegalAction("you can only use abilities of your own runes here")
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
    elif kind == "choose_targets":
        targets = [int(t) for t in ch.get("targets", [])]
        if targets not in pending.options:
            raise IllegalAction("those are not legal targets for this ability")
        st.pending = None
        d = pending.data
        _push_trigger(st, log, d["source"], d["trigger"], d["controller"], d["card"], targets)
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
    """649-652: removal; the last player or team standing wins."""
    log.add("concede", f"{st.players[p].name} concedes", ALL, player=p)
    for q in team_of(st, p):  # 651.4
        remove_player(st, log, q)
    left = st.active_players
    teams = {st.players[i].team or (100 + i) for i in left}
    if len(teams) == 1 and left:
        declare_winner(st, log, left)
        return
    advance(st, log)


def remove_player(st: State, log: Log, p: int) -> None:
    """652.1-652.5 (battlefield replacement by a blank token is left out: see docs/rulings.md)."""
    player = st.players[p]
    player.removed = True
    for oid in list(st.objs):
        o = st.objs.get(oid)
        if o is not None and o.zone in (BASE, "battlefield", "facedown") and (o.controller == p or o.owner == p):
            zones.put(st, oid, BANISH)
    st.chain = [c for c in st.chain if c.controller != p]  # 652.4
    if st.pending is not None and st.pending.player == p:
        st.pending = None
    if st.focus == p:
        st.focus = st.next_player(p)
    if st.priority == p:
        st.priority = st.next_player(p)
    if st.turn_player == p and not st.over:
        st.tasks = [["next_turn"]]
        st.chain = []
        st.showdown = None
        st.priority = NO_PLAYER


# -- the main loop -----------------------------------------------------------------------

def advance(st: State, log: Log) -> None:
    for _ in range(10_000):
        if st.over or st.pending is not None:
            return
        cleanup(st, log)
        if st.over or st.pending is not None:
            return
        if st.tasks:
            run_task(st, log, st.tasks.pop(0))
            continue
        if st.chain:
            if st.priority < 0:
                st.priority = st.chain[-1].controller
            return
        if st.showdown is not None:
            st.priority = st.focus
            return
        if st.phase == "main":
            st.priority = st.turn_player
            return
        raise RuntimeError(f"the engine has nothing to do in phase {st.phase}")
    raise RuntimeError("the engine did not settle")


def run_task(st: State, log: Log, task: list) -> None:
    kind = task[0]
    if kind in turn.PHASES:
        turn.PHASES[kind](st, log)
    elif kind == "draw":
        zones.draw(st, log, task[1], task[2])
    elif kind == "combat_damage":
        combat.damage_step(st, log)
    elif kind == "combat_assign":
        combat.assign_task(st, log, task[1], task[2])
    elif kind == "combat_resolve":
        combat.resolve_task(st, log)
    elif kind == "trigger":
        trigger_task(st, log, task[1], task[2], task[3])
    elif kind == "mulligan":
        p = task[1]
        st.pending = Pending("mulligan", p, list(st.players[p].hand), {"max": 2})
    elif kind == "start_game":
        turn.begin_turn(st, log, st.first)
    else:
        raise RuntimeError(f"unknown task {kind!r}")


def trigger_task(st: State, log: Log, oid: int, trigger: str, controller: int) -> None:
    """382: a triggered ability goes on the chain; its targets are chosen now (355.5)."""
    o = st.objs.get(oid)
    if o is None:
        return
    script = effects.script_for(st.table.defs[o.card]) or {}
    trig = script.get("triggers", {}).get(trigger, {})
    specs = effects.target_specs(trig)
    if specs:
        choices = effects.target_choices(st, specs, controller, oid)
        if not choices:
            log.add("trigger", f"{st.name(oid)}: no legal targets, the ability does nothing", ALL, card=oid)
            return
        if len(choices) > 1:
            st.pending = Pending("choose_targets", controller, choices,
                                 {"source": oid, "trigger": trigger, "controller": controller, "card": o.card})
            st.priority = NO_PLAYER
            return
        _push_trigger(st, log, oid, trigger, controller, o.card, choices[0])
    else:
        _push_trigger(st, log, oid, trigger, controller, o.card, [])


def _push_trigger(st: State, log: Log, oid: int, trigger: str, controller: int, card: str,
                  targets: list[int]) -> None:
    name = f"{st.table.defs[card].name} ({trigger})"
    item = ChainItem(st.new_id(), "ability", oid, controller, name, f"trigger:{trigger}",
                     [[t, st.objs[t].gen] for t in targets], {"card": card}, by_trigger=True)
    chain.push(st, log, item)
