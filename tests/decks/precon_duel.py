"""A bot-vs-bot Duel of two public decks of the library (the retail precons): every action the bot's, every one
legal, until someone wins (or 6,000 actions)."""

from __future__ import annotations

import random

from decks.models import Deck
from game.bot import choose_action
from game.engine import State, apply, new_game
from game.services.decks import engine_deck, spec_from_deck

MAX_ACTIONS = 6000


def bot_duel(names: tuple[str, str], seed: int, rng_seed: int | None = None) -> tuple[State, int]:
    """The final state of the Duel between the decks named `names` (seat 0 first), and how many actions it took."""
    decks = [engine_deck(spec_from_deck(Deck.objects.get(name=n)), n) for n in names]
    st, _ = new_game(decks, "duel", seed=seed)
    rng, actions = random.Random(seed if rng_seed is None else rng_seed), 0
    while not st.over and actions < MAX_ACTIONS:
        seat = st.pending.player if st.pending is not None else st.priority
        st, _ = apply(st, choose_action(st, seat, rng))
        actions += 1
    return st, actions
