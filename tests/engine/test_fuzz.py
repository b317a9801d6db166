"""Random self-play: complete Duel games with random legal actions and invariants after each step."""

from __future__ import annotations

import json
import random

import pytest

from game.engine import SPECTATOR, State, apply, from_json, new_game, to_json, view
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


def check_invariants(st: State, card_count: int) -> None:
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
    assert from_json(to_json(st)) == st
    for viewer in (0, 1, SPECTATOR):
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
