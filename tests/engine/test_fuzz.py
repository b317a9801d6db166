"""Random self-play: complete games in every mode with random legal actions and invariants after each step."""

from __future__ import annotations

import json
import random
import time

import pytest

from game.engine import SPECTATOR, State, apply, from_json, new_game, to_json, view
from game.engine.match import apply_match, legal_match_actions, match_from_json, match_to_json, new_match
from game.engine.scoring import winner_candidates
from game.engine.state import BF_CARD, CHAIN
from game.engine.view import hidden_ids

from .randomplay import catalog, decks, pick

GAMES = [3, 11, 27, 42]
MAX_ACTIONS = 1500


def zone_lists(st: State) -> list[int]:
    out: list[int] = []
    for p in st.players:
        out += p.main_deck + p.rune_deck + p.hand + p.base + p.runes + p.trash + p.banishment + p.champion
        out.append(p.legend)
    for b in st.battlefields:
        out += b.units + b.facedown
        out.append(b.obj)
    out += [c.source for c in st.chain if c.kind == "card"]
    return out


def ids_in(data: object) -> set[int]:
    found: set[int] = set()
    if isinstance(data, dict):
        for k, v in data.items():
            if k == "id" and isinstance(v, int):
                found.add(v)
            else:
                found |= ids_in(v)
    elif isinstance(data, list):
        for v in data:
            found |= ids_in(v)
    return found


def check_invariants(st: State, card_count: int, full: bool = True) -> None:
    listed = zone_lists(st)
    assert len(listed) == len(set(listed)), "an object is listed in two zones"
    cards = {oid for oid, o in st.objs.items() if not o.token}
    assert set(listed) >= cards and len(cards) == card_count, "cards were lost or created"
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
    for viewer in (*range(len(st.players)), SPECTATOR):
        seen = ids_in(view(st, viewer))
        assert not seen & hidden_ids(st, viewer), f"viewer {viewer} sees hidden objects"


@pytest.mark.parametrize("seed", GAMES)
def test_random_duel(seed: int) -> None:
    cat = catalog()
    st, _ = new_game(decks(), "duel", seed=seed, catalog=cat)
    rnd = random.Random(seed)
    card_count = sum(1 for o in st.objs.values() if not o.token)
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
    card_count = sum(1 for o in st.objs.values() if not o.token)
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
                check_invariants(m.game, sum(1 for o in m.game.objs.values() if not o.token))
            assert match_from_json(match_to_json(m)) == m
    finally:
        match_mod.new_game = orig_new_game
    assert m.over and max(m.wins) == 2
    used = [g.battlefields for g in m.games]
    assert len({b[0] for b in used}) == len(used), "a battlefield was presented again after a decided game"
