"""Invariants every reachable state keeps (random self-play, the fuzz tests and the soak): zones list
each object once, no card is lost or created, a removed player's cards are gone (652.3), the state
survives JSON, the game ends exactly when someone has won (474, 651.1), and no view shows its viewer
an id it may not identify (128, 107-109)."""

from __future__ import annotations

from game.engine import SPECTATOR, State, from_json, to_json, view
from game.engine.model.state import BASE, BF, BF_CARD, CHAIN
from game.engine.ops.scoring import winner_candidates
from game.engine.read.view import hidden_ids

from .view_ids import view_ids


def won_by_a_card(st: State) -> bool:
    """A winner controls a battlefield or a permanent whose text says "you win the game" (a `win` step: The
    Grand Plaza, Gutter Palace)."""
    from game.engine.read.scripts import script_for

    def wins(data: object) -> bool:
        if isinstance(data, list):
            return data[:1] == ["win"] or any(wins(x) for x in data)
        return isinstance(data, dict) and any(wins(x) for x in data.values())

    return any(b.controller in st.winners and wins(script_for(st.card(b.obj))) for b in st.battlefields) or any(
        o.zone in (BASE, BF) and o.controller in st.winners and wins(script_for(st.card(oid)))
        for oid, o in st.objs.items())


def zone_lists(st: State) -> list[int]:
    out: list[int] = []
    for p in st.players:
        out += p.main_deck + p.rune_deck + p.hand + p.base + p.runes + p.trash + p.banishment + p.champion
        out += p.legends()  # a removed player's legend has left the game (652.3); added ones too (107.4.d.1)
    for b in st.battlefields:
        out += b.units + b.facedown
        out.append(b.obj)
    out += [c.source for c in st.chain if c.kind == "card"]
    return out + resolving(st)


def resolving(st: State) -> list[int]:
    """The card of a spell paused mid-resolution for a decision (a pending decision's `resume`, or one a
    held death carries): its chain item is gone, and its last step puts it in the trash (340.1). In a
    finished game, any card left resolving."""
    if st.over:  # the game may end mid-resolution (651.1): the card stays where it was
        return [oid for oid, o in st.objs.items() if o.zone == CHAIN and not any(c.source == oid for c in st.chain)]
    held = [st.pending.data.get("resume")] if st.pending is not None else []
    held += [t[2] for t in st.tasks if t[0] == "deaths" and len(t) > 2]
    return [r["source"] for r in held if r and r.get("spell") and r["source"] in st.objs
            and st.objs[r["source"]].zone == CHAIN and not any(c.source == r["source"] for c in st.chain)]


def hidden_from(st: State, viewer: int) -> set[int]:
    """What `viewer` may not identify, worked out here rather than by the engine (128, 107-109): every
    deck card (order is secret, even one's own), other players' hands, facedown cards of others (but those of a
    player whose facedown cards `viewer` may look at this turn, Scuttle Crab: the mark `see_facedown`)."""
    out: set[int] = set()
    for i, p in enumerate(st.players):
        out |= set(p.main_deck) | set(p.rune_deck) | (set() if i == viewer else set(p.hand))
    mark = st.players[viewer].extra.get("see_facedown") if 0 <= viewer < len(st.players) else None
    seen = set(mark[1]) if mark and mark[0] == st.turn_number else set()
    for b in st.battlefields:
        out |= {f for f in b.facedown if st.objs[f].controller != viewer and st.objs[f].controller not in seen}
    return out


def check_view_privacy(st: State) -> int:
    """No view shows an id its viewer may not identify. The one exception is a decision about the top
    of its player's own Main Deck ("look at the top N"), shown to that player: exactly a top slice.
    Returns how many such deck cards were shown."""
    looked: set[int] = set()
    for viewer in (*range(len(st.players)), SPECTATOR):
        shown = view_ids(view(st, viewer))
        hidden = hidden_from(st, viewer)
        assert hidden_ids(st, viewer) == hidden, f"viewer {viewer}: the engine's hidden ids (view.py) differ"
        leaked = shown & hidden
        if st.pending is not None and viewer == st.pending.player:
            deck = st.players[viewer].main_deck
            looked = leaked & set(deck)
            assert looked == set(deck[:len(looked)]), f"viewer {viewer} is shown deck cards below the top"
            leaked -= looked
        assert not leaked, f"viewer {viewer} sees hidden objects {sorted(leaked)}"
    return len(looked)


def card_counts(st: State) -> dict[int, int]:
    """How many cards (not tokens, nor legends created during play: Neeko's, 440.3.b) each owner has in the game."""
    out: dict[int, int] = {}
    for o in st.objs.values():
        if not o.token and "while_on_board" not in o.extra:
            out[o.owner] = out.get(o.owner, 0) + 1
    return out


def check_invariants(st: State, card_count: dict[int, int], full: bool = True) -> None:
    listed = zone_lists(st)
    assert len(listed) == len(set(listed)), "an object is listed in two zones"
    cards = {oid for oid, o in st.objs.items() if not o.token}
    now = card_counts(st)
    kept = {q: n for q, n in card_count.items() if not (0 <= q < len(st.players) and st.players[q].removed)}
    gone = {q: n for q, n in now.items() if 0 <= q < len(st.players) and st.players[q].removed}
    assert set(listed) >= cards and {q: now.get(q, 0) for q in kept} == kept, "cards were lost or created"
    assert not gone or st.over, "a removed player's cards are still in the game (652.3)"
    for oid in listed:
        o = st.objs[oid]
        assert o.zone != CHAIN or any(c.source == oid for c in st.chain) or oid in resolving(st)
        assert o.zone != BF_CARD or any(b.obj == oid for b in st.battlefields)
        assert o.damage >= 0
    for p in st.players:
        assert p.energy >= 0 and p.points >= 0
        assert all(n > 0 for n in p.power.values()), "negative or zero power left in a pool"
    if not full:
        return
    assert from_json(to_json(st)) == st
    # the game ends exactly when someone has won (474, 651.1)
    assert st.over == bool(st.winners)
    if st.over:
        left = [i for i, p in enumerate(st.players) if not p.removed]
        assert set(st.winners) <= set(left)
        assert all(st.players[i].points >= st.victory_score for i in st.winners) or all(
            st.players[i].team == st.players[st.winners[0]].team and st.players[i].team or i in st.winners
            for i in left) or won_by_a_card(st)
    elif st.pending is None:  # 194.2: a win is seen in a cleanup; none runs while a decision waits (a player
        # conceding then may leave another ahead, 652.5: the next cleanup declares them)
        assert not winner_candidates(st), "a player has won but the game goes on"
    check_view_privacy(st)
