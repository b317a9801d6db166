"""Random self-play: complete games in every mode with random legal actions and invariants after each step."""

from __future__ import annotations

import json
import random
import time

import pytest

from game.engine import apply, legal_actions, new_game, to_json, view
from game.engine.loop.match import apply_match, legal_match_actions, match_from_json, match_to_json, new_match

from .invariants import card_counts, check_invariants, check_view_privacy, hidden_from
from .randomplay import catalog, decks, pick
from .view_ids import view_ids

GAMES = [3, 11, 27, 42]
MAX_ACTIONS = 1500


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
    """A whole best-of-3 Match (488) of random games, saved and restored between every step."""
    import game.engine.loop.match as match_mod

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
    for seed in range(49, 55):  # seeds whose games look at a deck top with the current catalog (sfd3: 49, 51)
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
