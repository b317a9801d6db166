"""Issue 21: the Vendetta Showdown Decks (Zed vs Shen, `../shared/reference/precons/`, loaded from
`decks/data/precons/VEN.json`) are legal public decks the engine now plays in full, bots may draw them, and
Zed against Shen plays a bot-vs-bot Duel to the end."""

from __future__ import annotations

import pytest

from decks.models import Deck
from decks.precons import load_precons, precons
from decks.validation import validate_deck
from game.services.decks import blocking_cards, check_deck, spec_from_deck
from game.services.lobby import public_bot_decks
from tests.decks.precon_duel import bot_duel

pytestmark = pytest.mark.django_db
VENDETTA = [p.name for p in precons(("VEN",))]


def test_the_vendetta_precons_are_legal_public_decks_every_card_of_which_is_played() -> None:
    assert VENDETTA == ["Vendetta Showdown Deck: Zed", "Vendetta Showdown Deck: Shen"]
    loaded = {name: problems for name, _fmt, problems in load_precons(("VEN",))}
    bots = {d.name for d in public_bot_decks("duel")} | {d.name for d in public_bot_decks("duel", deck_format="casual")}
    for name in VENDETTA:
        deck = Deck.objects.get(name=name)
        spec = spec_from_deck(deck)
        assert deck.is_public and not loaded[name] and not validate_deck(spec), name
        assert not blocking_cards(spec), f"{name}: {blocking_cards(spec)}"
        assert check_deck(deck, "duel", deck.format).usable
        assert name in bots


@pytest.mark.parametrize("seed", [0, 1])
def test_zed_against_shen_plays_a_bot_duel_to_the_end(seed: int) -> None:
    """Bots on both seats, every action legal, until someone wins (Zed first, then Shen first)."""
    load_precons(("VEN",))
    names = VENDETTA if seed == 0 else VENDETTA[::-1]
    st, actions = bot_duel(names, seed)
    assert st.over and st.winners, f"{names}: no winner after {actions} actions"
