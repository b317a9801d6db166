"""The chain, priority and focus (307-313, 327-340, 346-348).

Items are finalized as they are put on the chain (the play action carries the
choices and the payment), so the chain holds finalized items only. Units, gear
and Add abilities resolve at once (337.2). After an item is finalized its
controller gets priority (337.4); when every player has passed in sequence the
newest item resolves (339.1, 340.1). When the chain empties during a showdown,
focus passes to the next player unless the chain was started by a triggered
ability (340.2.a, 346.1).
"""

from __future__ import annotations

from ..model.events import ALL, Log
from ..model.state import NO_PLAYER, ChainItem, State


def push(st: State, log: Log, item: ChainItem) -> None:
    """Add a finalized item and give its controller priority (337.4)."""
    if not st.chain and st.showdown is not None:
        st.showdown.chain_by_trigger = item.by_trigger  # 346.1
    st.chain.append(item)
    st.priority = item.controller
    st.passes = 0
    log.add("chain", f"{st.players[item.controller].name} puts {item.name} on the chain", ALL,
            item=item.id, player=item.controller)


def pass_priority(st: State, log: Log, p: int) -> None:
    """338.1.b / 339: pass to the next player; resolve when everyone has passed in sequence."""
    st.passes += 1
    log.add("pass", f"{st.players[p].name} passes", ALL, player=p)
    if st.passes >= len(st.active_players):
        resolve_top(st, log)
    else:
        st.priority = st.next_player(p)


def resolve_top(st: State, log: Log) -> None:
    """340: resolve the newest item, then hand priority on."""
    from ..ops.resolve import resolve_item

    item = st.chain.pop()
    st.passes = 0
    if item.effect.startswith("rule:"):
        resolve_rule(st, log, item)
    else:
        resolve_item(st, log, item)
    after_resolution(st)


def resolve_rule(st: State, log: Log, item: ChainItem) -> None:
    """Triggered abilities that keywords define in the core rules."""
    log.add("resolve", f"{item.name} resolves", ALL, item=item.id)
    o = st.objs.get(item.source)
    if item.effect == "rule:Temporary":  # 816.1.b: kill this (if it is still the same permanent)
        from ..model.state import BASE, BF
        from ..ops.zones import kill

        if o is not None and o.zone in (BASE, BF) and o.gen == item.data.get("gen", o.gen):
            kill(st, log, item.source)


def after_resolution(st: State) -> None:
    if st.chain:
        st.priority = st.chain[-1].controller  # 340.4
        return
    sd = st.showdown
    if sd is not None:
        if not sd.chain_by_trigger and st.focus != NO_PLAYER:  # 340.2.a / 347.1.b
            st.focus = st.next_player(st.focus)
        sd.passes = 0
        sd.chain_by_trigger = False
        st.priority = st.focus
    else:
        st.priority = NO_PLAYER  # the main loop gives it to the turn player in the Main Phase


def permanent_resolved(st: State) -> None:
    """A unit or gear resolves as soon as it is finalized (337.2). Played in answer to a chain item,
    priority goes back to that item's controller with no pass counted (340.4). Played into an empty chain, the
    chain it opened is then empty again, so in a showdown focus passes to the next player (340.2.a,
    347.1.b). Its play triggers open a new chain, which doesn't pass focus (346.1)."""
    if st.chain:  # played in answer to an item: the newest item's controller gets priority, and
        st.priority = st.chain[-1].controller  # the passes start again (340.4, 339.1)
        st.passes = 0
        return
    sd = st.showdown
    if sd is None or st.focus == NO_PLAYER:
        return
    st.focus = st.next_player(st.focus)
    sd.passes = 0
    st.priority = st.focus


def pass_focus(st: State, log: Log, p: int) -> None:
    """347.2: pass focus; when everyone has passed in sequence the showdown ends."""
    sd = st.showdown
    assert sd is not None
    sd.passes += 1
    log.add("pass", f"{st.players[p].name} passes focus", ALL, player=p)
    if sd.passes >= len(st.active_players):
        from .showdown import end_showdown

        end_showdown(st, log)
    else:
        st.focus = st.next_player(p)
        st.priority = st.focus
