"""Random self-play: complete games in every mode with random legal actions and invariants after each step."""

from __future__ import annotations

import json
import random
import time

import pytest

from game.engine import SPECTATOR, State, apply, from_json, legal_actions, new_game, to_json, view
from game.engine.match import apply_match, legal_match_actions, match_from_json, match_to_json, new_match
from game.engine.scoring import winner_candidates
from game.engine.state import BF_CARD, CHAIN
from game.engine.view import hidden_ids

from .randomplay import catalog, decks, pick
from .view_ids import view_ids

GAMES = [3, 11, 27, 42]
MAX_ACTIONS = 1500


def zone_lists(st: State) -> list[int]:
    out: list[int] = []
    for p in st.players:
        out += p.main_deck + p.rune_deck + p.hand + p.base + p.runes + p.trash + p.banishment + p.champion
        if p.legend >= 0:  # a removed player's legend has left the game (652.3)
            out.append(p.legend)
    for b in st.battlefields:
        out += b.units + b.facedown
        out.append(b.obj)
    out += [c.source for c in st.chain if c.kind == "card"]
    return out


def hidden_from(st: State, viewer: int) -> set[int]:
    """What `viewer` may not identify, worked out here rather than by the engine (128, 107-109): every
    deck card (order is secret, even one's own), other players' hands, facedown cards of others."""
    out: set[int] = set()
    for i, p in enumerate(st.players):
        out |= set(p.main_deck) | set(p.rune_deck) | (set() if i == viewer else set(p.hand))
    for b in st.battlefields:
        out |= {f for f in b.facedown if st.objs[f].controller != viewer}
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
    """How many cards (not tokens) each owner has in the game."""
    out: dict[int, int] = {}
    for o in st.objs.values():
        if not o.token:
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
        assert o.zone != CHAIN or any(c.source == oid for c in st.chain)
        assert o.zone != BF_CARD or any(b.obj == oid for b in st.battlefields)
        assert o.damage >= 0
    for p in st.players:
        assert p.energy >= 0 and p.points >= 0
        assert all(n > 0 for n in p.power.values()), "negative or zero power left in a pool"
    if not full:
        return
    assert from_json(to_json(st)) == st
    # the game ends exactly when someone has won (472, 651.1)
    assert st.over == bool(st.winners)
    if st.over:
        left = [i for i, p in enumerate(st.players) if not p.removed]
        assert set(st.winners) <= set(left)
        assert all(st.players[i].points >= st.victory_score for i in st.winners) or all(
            st.players[i].team == st.players[st.winners[0]].team and st.players[i].team or i in st.winners
            for i in left)
    else:
        assert not winner_candidates(st), "a player has won but the game goes on"
    check_view_privacy(st)


@pytest.mark.parametrize("seed", GAMES)
def test_random_duel(seed: int) -> None:
    cat = catalog()
    st, _ = new_game(decks(), "duel", seed=seed, catalog=cat)
    rnd = random.Random(seed)
    card_count = card_counts(st)
    log = []
    for _ in range(MAX_ACTIONS):
        if st.over:
            break
        action = pick(st, rnd)
        before = to_json(st)
        new, events = apply(st, action)
        assert to_json(st) == before, "apply changed the state it was given"
        log.append(action)
        st = new
        check_invariants(st, card_count)
        for e in events:
            json.dumps(e.data)
    assert st.over or len(log) == MAX_ACTIONS
    replay, _ = new_game(decks(), "duel", seed=seed, catalog=cat)
    for action in log:
        replay, _ = apply(replay, action)
    assert replay == st
    assert to_json(replay) == to_json(st)


def test_some_random_games_finish() -> None:
    finished = 0
    for seed in range(4):
        st, _ = new_game(decks(), "duel", seed=100 + seed, catalog=catalog())
        rnd = random.Random(seed)
        for _ in range(3000):
            if st.over:
                finished += 1
                break
            st, _ = apply(st, pick(st, rnd))
    assert finished >= 2


MODES = ["duel", "ffa3", "ffa4", "2v2"]
SECONDS_PER_GAME = 10.0  # a bound, not the typical time (about 1 s)


def play_random(mode: str, seed: int, concede: float) -> None:
    cat = catalog()
    st, _ = new_game(decks(mode=mode), mode, seed=seed, catalog=cat)
    rnd = random.Random(seed)
    card_count = card_counts(st)
    log = []
    start = time.perf_counter()
    while not st.over and time.perf_counter() - start < SECONDS_PER_GAME:
        action = pick(st, rnd, concede)
        before = to_json(st)
        new, _ = apply(st, action)
        assert to_json(st) == before
        log.append(action)
        st = new
        check_invariants(st, card_count, full=len(log) % 3 == 0 or st.over)
    assert st.over, f"{mode} seed {seed}: no winner after {len(log)} actions"
    replay, _ = new_game(decks(mode=mode), mode, seed=seed, catalog=cat)
    for action in log:
        replay, _ = apply(replay, action)
    assert to_json(replay) == to_json(st)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_random_game_every_mode(mode: str, seed: int) -> None:
    play_random(mode, seed, 0.0)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("seed", [5, 6])
def test_random_game_with_concessions(mode: str, seed: int) -> None:
    """Players concede at random moments (650): removal (652) keeps every invariant."""
    play_random(mode, seed, 0.004)


@pytest.mark.parametrize("seed", [1, 2])
def test_random_match(seed: int) -> None:
    """A whole best-of-3 Match (486) of random games, saved and restored between every step."""
    import game.engine.match as match_mod

    cat = catalog()
    m = new_match(decks(mode="match"), seed=seed)
    rnd = random.Random(seed)
    orig_new_game = match_mod.new_game
    match_mod.new_game = lambda *a, **k: orig_new_game(*a, **{**k, "catalog": cat})  # test cards
    try:
        for _ in range(20000):
            if m.over:
                break
            p = m.pending.player if m.pending else (m.game.pending.player if m.game.pending else m.game.priority)
            acts = legal_match_actions(m, p) if m.pending else [pick(m.game, rnd)]
            m, _ = apply_match(m, rnd.choice(acts))
            if m.game is not None and not m.pending:
                check_invariants(m.game, card_counts(m.game))
            assert match_from_json(match_to_json(m)) == m
    finally:
        match_mod.new_game = orig_new_game
    assert m.over and max(m.wins) == 2
    used = [g.battlefields for g in m.games]
    assert len({b[0] for b in used}) == len(used), "a battlefield was presented again after a decided game"


def test_the_privacy_check_reads_every_id_field() -> None:
    """The check above can fail: a hidden id put in a chain item's source or targets, an attachment, a
    decision's options or its data (a queued trigger's event) is found; an unclassified field fails."""
    st, _ = new_game(decks(), "duel", seed=3, catalog=catalog())
    secret = st.players[0].hand[0]  # hidden from player 1 and spectators
    clean = view(st, 1)
    assert not view_ids(clean) & hidden_from(st, 1)
    item = {"id": 999, "name": "x", "controller": 0, "source": -1, "targets": []}
    tampered = [
        {**clean, "chain": [{**item, "source": secret}]},
        {**clean, "chain": [{**item, "targets": [-1, secret]}]},
        {**clean, "battlefields": [{**clean["battlefields"][0], "units": [{"id": 998, "attached_to": secret}]}]},
        {**clean, "pending": {"player": 1, "kind": "choose_cards", "options": [secret]}},
        {**clean, "pending": {"player": 1, "kind": "assign_damage", "options": [[[secret, 2]]]}},
        {**clean, "pending": {"player": 1, "kind": "choose_targets", "options": [[998, secret]]}},
        {**clean, "pending": {"player": 1, "kind": "may", "options": [True, False],
                              "data": {"then": [["_recycle_top", {"card": secret}]]}}},
        {**clean, "pending": {"player": 1, "kind": "order_triggers", "options": ["a", "b"],
                              "data": {"tasks": [["trigger", 998, "play", 1, 0, 0, {"it": secret}]]}}},
    ]
    for v in tampered:
        assert secret in view_ids(v), v
    with pytest.raises(AssertionError, match="classify"):
        view_ids({**clean, "peek": [secret]})
    with pytest.raises(AssertionError, match="classify"):
        view_ids({**clean, "pending": {"player": 1, "kind": "new_decision", "options": [secret]}})


def test_catalog_games_keep_views_private() -> None:
    """Real cards reach the decisions card effects ask for (look at the top of a deck, may, choose
    targets and cards, assign damage): every view at every step of these games passes the check."""
    from .catalogplay import actor, catalog_decks

    kinds: set[str] = set()
    looks = 0
    for seed in range(43, 49):  # seeds whose games look at a deck top with the current catalog
        st, _ = new_game(catalog_decks(seed, 2), "duel", seed=seed)
        rnd = random.Random(seed)
        for _ in range(MAX_ACTIONS):
            if st.over:
                break
            acts = [a for a in legal_actions(st, actor(st)) if a.kind != "concede"]
            main = [a for a in acts if a.kind != "activate"]
            st, _ = apply(st, rnd.choice(main if main and rnd.random() < 0.9 else acts))
            if st.pending is not None:
                kinds.add(st.pending.kind)
            looks += check_view_privacy(st)
    assert looks, "no game looked at the top of a deck (the exception was not exercised)"
    assert {"choose_cards", "choose_targets", "may", "assign_damage"} <= kinds, kinds
