"""Random games with real catalog cards (every implemented unit, spell, gear, legend and battlefield):
the player to act always has a legal action other than conceding, every listed action is accepted,
and the game can be saved and loaded at any point."""

from __future__ import annotations

import random

import pytest

from game.engine import Action, apply, from_json, legal_actions, new_game, to_json
from game.engine.model.cards import default_catalog
from game.engine.model.state import State

from .catalogplay import actor, catalog_decks

MAX_ACTIONS = 2000
KINDS_SEEN: set[str] = set()


def play(mode: str, seed: int, players: int) -> State:
    st, _ = new_game(catalog_decks(seed, players), mode, seed=seed, catalog=default_catalog())
    rnd = random.Random(seed)
    for n in range(MAX_ACTIONS):
        if st.over:
            break
        p = actor(st)
        assert p >= 0, f"seed {seed}: nobody may act (phase {st.phase}, tasks {st.tasks[:3]})"
        acts = [a for a in legal_actions(st, p) if a.kind != "concede"]
        kind = st.pending.kind if st.pending is not None else "priority"
        assert acts, f"seed {seed} step {n}: {st.players[p].name} can only concede ({kind})"
        KINDS_SEEN.add(kind)
        main = [a for a in acts if a.kind != "activate"]
        action: Action = rnd.choice(main if main and rnd.random() < 0.9 else acts)
        st, _ = apply(st, action)  # a listed action must be accepted (IllegalAction fails the test)
        if n % 25 == 0:
            assert from_json(to_json(st)) == st
    return st


@pytest.mark.parametrize("seed", range(40))
def test_catalog_duel_never_stuck(seed: int) -> None:
    play("duel", seed, 2)


@pytest.mark.parametrize("mode,players", [("ffa3", 3), ("ffa4", 4)])
@pytest.mark.parametrize("seed", range(4))
def test_catalog_ffa_never_stuck(mode: str, players: int, seed: int) -> None:
    play(mode, seed, players)


@pytest.mark.slow
def test_catalog_games_meet_effect_decisions() -> None:
    """The fuzz games reach the decisions card effects ask for (so the checks above cover them): games are
    played until all three were met (80 at most)."""
    wanted = {"choose_cards", "choose_targets", "may"}
    for seed in range(40, 120):
        play("duel", seed, 2)
        if wanted <= KINDS_SEEN:
            break
    assert wanted <= KINDS_SEEN, KINDS_SEEN
