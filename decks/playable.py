"""Which catalog cards can be played in matches: the rules engine plays every part of them.

One answer for the whole site, the engine's own `is_implemented` on the card as the engine's catalog
knows it (by code; the basic runes are built in, by name). The Cards pages and the API (a badge, a
filter, a field on each card), the deck builder (card browser, legend picker, the deck's status) and
the lobby (`game.services.decks.blocking_cards`) all ask here. Nothing is stored: a card becomes
playable the moment the engine implements it.
"""

from __future__ import annotations

from collections.abc import Iterable

from django.db.models import QuerySet

from decks.deckspec import DeckSpec
from decks.models import Card
from game.engine import default_catalog, is_implemented


def is_playable_ref(code: str, name: str) -> bool:
    """True when the engine plays every part of the card with this base code (or, for the cards the
    engine has built in, this name)."""
    catalog = default_catalog()
    found = catalog.find(code) or catalog.find(name)
    return found is not None and is_implemented(found)


def is_playable(card: Card) -> bool:
    return is_playable_ref(card.code, card.name)


def unplayable_codes(cards: QuerySet[Card] | None = None) -> list[str]:
    """Base codes of the cards (of `cards`, else the whole catalog) the engine can't play yet."""
    rows = (cards if cards is not None else Card.objects.all()).values_list("code", "name")
    return [code for code, name in rows if not is_playable_ref(code, name)]


def filter_playable(cards: QuerySet[Card], playable: bool) -> QuerySet[Card]:
    """Only the playable cards of `cards` (or, with `playable=False`, only the others)."""
    blocked = unplayable_codes(cards)
    return cards.exclude(code__in=blocked) if playable else cards.filter(code__in=blocked)


def deck_cards(spec: DeckSpec) -> Iterable[Card]:
    """Every card a match may put into play from this deck: its legend, main deck, runes,
    battlefields and sideboard (a best of 3 brings sideboard cards in)."""
    if spec.legend is not None:
        yield spec.legend
    for zone in (spec.main, spec.runes, spec.battlefields, spec.sideboard):
        for card, count in zone:
            if count > 0:
                yield card


def unplayable_cards(spec: DeckSpec) -> list[Card]:
    """The deck's cards the engine can't play yet, once per name, sorted by name."""
    out: dict[str, Card] = {}
    for card in deck_cards(spec):
        if card.name not in out and not is_playable(card):
            out[card.name] = card
    return [out[name] for name in sorted(out)]
