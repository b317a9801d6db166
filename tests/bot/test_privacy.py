"""The bot never peeks: its decision is the same when hidden information changes
(opponents' hands, every deck's order, opponents' facedown cards)."""

from __future__ import annotations

import random

import pytest

from game.bot import choose_action
from game.bot.levels import EASY, HARD, NORMAL, Level
from game.engine import State, apply, view
from game.engine.model.state import FACEDOWN, HAND, MAIN
from tests.engine.randomplay import actor, pick

from .helpers import start

OTHER_CARDS = ["Ogre", "Bird", "Zap", "Denial"]


def disguise(st: State, seat: int, rnd: random.Random, others: list[str] = OTHER_CARDS) -> State:
    """The same position as `seat` sees it, with everything hidden from `seat` changed."""
    out = st.clone()
    for q, player in enumerate(out.players):
        if q != seat:
            k = min(len(player.hand), len(player.main_deck))
            for i in range(k):  # swap hand cards with cards from the deck
                j = rnd.randrange(len(player.main_deck))
                h, d = player.hand[i], player.main_deck[j]
                player.hand[i], player.main_deck[j] = d, h
                out.w(d).zone = HAND
                out.w(h).zone = MAIN
        rnd.shuffle(player.main_deck)
        rnd.shuffle(player.rune_deck)
    for b in out.battlefields:
        for oid in b.facedown:
            if out.objs[oid].controller != seat and out.objs[oid].zone == FACEDOWN:
                out.w(oid).card = out.table.key_for(rnd.choice(others))
    return out


@pytest.mark.parametrize("real, level", [(False, HARD), (True, HARD), (True, NORMAL), (True, EASY)])
def test_decisions_ignore_hidden_information(real: bool, level: Level) -> None:
    """At every level (a slip draws from the seat's own legal actions, with the same seeded rng)."""
    compared = changed = 0
    for seed in (4, 8):
        st = start("duel", seed, real)
        others = sorted({d.name for d in st.table.defs.values() if d.type in ("unit", "spell")}) if real else OTHER_CARDS
        rnd = random.Random(seed)
        for step in range(300):
            if st.over:
                break
            p = actor(st)
            if p == 0:
                twin = disguise(st, 0, random.Random(step), others)
                assert view(twin, 0) == view(st, 0), "the disguise must not change what seat 0 sees"
                changed += view(twin) != view(st)
                a = choose_action(st, 0, random.Random(step), level)
                assert choose_action(twin, 0, random.Random(step), level) == a, f"decision changed at step {step}"
                compared += 1
                st, _ = apply(st, a)
            else:
                st, _ = apply(st, pick(st, rnd))
    assert compared >= 40
    assert changed >= compared // 2, "the disguise should really change hidden information"


def test_the_disguise_catches_a_peeking_player() -> None:
    """A player that looks at the opponent's hand is caught by the same comparison."""

    def peeker(st: State) -> bool:
        return "Zap" in {st.objs[c].card for c in st.players[1].hand}

    st = start("duel", 4, False)
    rnd = random.Random(4)
    caught = 0
    for step in range(120):
        if st.over:
            break
        if actor(st) == 0:
            caught += peeker(disguise(st, 0, random.Random(step))) != peeker(st)
        st, _ = apply(st, pick(st, rnd))
    assert caught > 0
