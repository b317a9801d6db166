"""Shared helpers for the bot tests: positions from random play, bot-vs-random games (test decks or real
decks of catalog cards, `real=True`), scenario positions."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

from game.bot import choose_action
from game.engine import Action, Catalog, State, apply, new_game
from game.engine.model.cards import DOMAINS, from_test_spec
from game.scenarios.runner import Scenario
from tests.engine.randomplay import TEST_CARDS, actor, decks, pick

from .decks import catalog as real_catalog
from .decks import mode_decks as real_decks

SEATS = {"duel": 2, "ffa3": 3, "ffa4": 4, "2v2": 4}


EXTRA = {"Second Legend": {"type": "legend", "domains": list(DOMAINS)},
         "Second Battlefield": {"type": "battlefield"}}


def catalog() -> Catalog:
    """The random-play test cards plus a second legend and battlefield (2v2 teammates may not share them)."""
    cards = {**TEST_CARDS, **EXTRA}
    return Catalog(extra=[from_test_spec(name, spec) for name, spec in cards.items()])


def mode_decks(mode: str) -> list[dict[str, Any]]:
    out = decks(SEATS[mode])
    if mode == "2v2":
        for i, d in enumerate(out):
            d["team"] = 1 + i % 2
            if i >= 2:
                d["legend"] = "Second Legend"
                d["battlefields"] = ["Second Battlefield"] * 3
    return out


def start(mode: str, seed: int, real: bool) -> State:
    """A new game of `mode`: real decks of implemented catalog cards (decks.py), or the test decks."""
    if real:
        return new_game(real_decks(mode, seed), mode, seed=seed, catalog=real_catalog())[0]
    return new_game(mode_decks(mode), mode, seed=seed, catalog=catalog())[0]


def random_positions(mode: str, seed: int, every: int = 3, limit: int = 400, real: bool = False) -> Iterator[State]:
    """States met while random players play a game of `mode` (every `every`-th step)."""
    st = start(mode, seed, real)
    rnd = random.Random(seed)
    for step in range(limit):
        if st.over:
            return
        if step % every == 0:
            yield st
        st, _ = apply(st, pick(st, rnd))


def play_game(mode: str, seed: int, bots: set[int], max_actions: int = 3000, real: bool = False) -> tuple[State, int]:
    """A game where the seats in `bots` use the bot and the others play randomly."""
    st = start(mode, seed, real)
    rnd = random.Random(seed)
    n = 0
    while not st.over and n < max_actions:
        p = actor(st)
        action = choose_action(st, p, rnd) if p in bots else pick(st, rnd)
        st, _ = apply(st, action)
        n += 1
    return st, n


CARDS: dict[str, dict[str, Any]] = {
    "Knight": {"type": "unit", "might": 3, "cost": 3},
    "Squire": {"type": "unit", "might": 2, "cost": 2},
    "Giant": {"type": "unit", "might": 6, "cost": 6},
    "Pebble": {"type": "unit", "might": 1, "cost": 1},
    "Zap": {"type": "spell", "cost": 1, "keywords": ["Action"],
            "script": {"targets": [{"what": "unit"}], "effects": [["deal", {"amount": 2, "to": "t0"}]]}},
    "Rally": {"type": "spell", "cost": 1, "keywords": ["Action"],
              "script": {"targets": [{"what": "unit", "who": "friendly"}],
                         "effects": [["might", {"amount": 3, "to": "t0"}]]}},
}


def scenario(data: dict[str, Any]) -> Scenario:
    return Scenario({**data, "cards": {**CARDS, **data.get("cards", {})}})


def bot(sc: Scenario, player: str = "A") -> Action:
    return choose_action(sc.st, sc.player_index(player), random.Random(0))
