"""Saved decks -> the engine's deck mappings, and which decks a match may use.

A deck is usable in a match when it is legal for the match's mode and format (decks.validation:
Standard or casual, whatever format the deck itself was built for) and the engine implements every
card in it, sideboard included (`decks.playable`, the answer the Cards pages and the builder show):
the lobby names the cards that block a deck.
`GAME_ALLOW_UNIMPLEMENTED_CARDS = True` in settings lifts the second check (development only: the
engine then refuses to play those cards, and their other abilities do nothing).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from django.conf import settings

from decks.deckspec import DeckSpec
from decks.formats import STANDARD
from decks.models import Card, Deck
from decks.playable import unplayable_cards
from decks.services import spec_from_deck
from decks.validation import validate_deck
from game.engine import default_catalog
from game.models import DECK_MODE


def engine_ref(card: Card) -> str:
    """The reference the engine's catalog knows the card by (basic runes are built in, by name)."""
    catalog = default_catalog()
    return card.code if catalog.find(card.code) is not None else card.name


def engine_deck(spec: DeckSpec, name: str) -> dict[str, Any]:
    """The mapping `new_game` takes. The Chosen Champion's copy leaves the main deck for its zone."""
    main: list[str] = []
    champion_left = spec.champion is not None
    for card, count in spec.main:
        for _ in range(count):
            if champion_left and spec.champion is not None and card.pk == spec.champion.pk:
                champion_left = False
                continue
            main.append(engine_ref(card))
    deck: dict[str, Any] = {
        "name": name,
        "legend": engine_ref(spec.legend) if spec.legend else "",
        "champion": engine_ref(spec.champion) if spec.champion else "",
        "main": main,
        "runes": [engine_ref(c) for c, n in spec.runes for _ in range(n)],
        "battlefields": [engine_ref(c) for c, n in spec.battlefields for _ in range(n)],
        "sideboard": [engine_ref(c) for c, n in spec.sideboard for _ in range(n)],
    }
    if spec.legend_choices:  # deck-building choices (103.1) travel with the deck into the match
        deck["legend_choices"] = [engine_ref(c) for c in spec.legend_choices]
    return deck


def blocking_cards(spec: DeckSpec) -> list[str]:
    """Names of the cards in the deck (sideboard included) the engine does not implement, sorted,
    once each."""
    return [card.name for card in unplayable_cards(spec)]


@dataclass
class DeckCheck:
    deck: Deck
    errors: list[str] = field(default_factory=list)  # rule problems, in the player's words
    blocking: list[str] = field(default_factory=list)  # unimplemented cards

    @property
    def usable(self) -> bool:
        return not self.errors and not self.blocking

    @property
    def reason(self) -> str:
        if self.errors:
            return f"Not legal for this mode and format: {self.errors[0]}"
        if self.blocking:
            return "Cards the table can't play yet: " + ", ".join(self.blocking)
        return ""


def check_deck(deck: Deck, mode: str, deck_format: str = STANDARD) -> DeckCheck:
    """The deck judged for a match of this mode and format (the deck's own format aside)."""
    spec = spec_from_deck(deck)
    spec.mode = DECK_MODE[mode]
    spec.format = deck_format
    check = DeckCheck(deck, [e.message for e in validate_deck(spec)])
    if not getattr(settings, "GAME_ALLOW_UNIMPLEMENTED_CARDS", False):
        check.blocking = blocking_cards(spec)
    return check


def deck_checks(decks: list[Deck], mode: str, deck_format: str = STANDARD) -> list[DeckCheck]:
    return [check_deck(d, mode, deck_format) for d in decks]
