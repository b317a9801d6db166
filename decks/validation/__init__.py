"""Deck validation in the shape of Django's password validators.

`validate_deck(spec)` runs every rule in `DEFAULT_RULES` and returns all the problems at once, in
the order a player would fix them: missing cards first, then the legend, champion and deck-building
choices, misplaced cards, the main deck, the rune deck, the battlefields, the sideboard, and last what
the deck's format adds (banned cards, sets not legal in it). The format is `spec.format`
(decks.formats); an unknown one raises ValueError.
"""

from __future__ import annotations

from collections.abc import Iterable

from decks.deckspec import DeckSpec
from decks.validation.base import DeckError, DeckRule
from decks.validation.legality import (
    CardBanned,
    DomainUnknown,
    LegendChoicesInvalid,
    LegendChoicesMissing,
    LegendChoicesUnneeded,
    MainDeckTooLarge,
    SetNotLegal,
)
from decks.validation.rules import (
    BattlefieldCount,
    BattlefieldDuplicate,
    ChampionMissing,
    ChampionNotChampionUnit,
    ChampionTagMismatch,
    DomainIdentity,
    LegendMissing,
    MainDeckTooSmall,
    NotABattlefield,
    NotALegend,
    NotARune,
    RuneCount,
    RuneDomain,
    SideboardSize,
    SignatureLimit,
    SignatureTagMismatch,
    TokenInDeck,
    TooManyCopies,
    UniqueLimit,
    UnknownCard,
    WrongZone,
)

DEFAULT_RULES: list[type[DeckRule]] = [
    UnknownCard,
    LegendMissing,
    NotALegend,
    ChampionMissing,
    ChampionNotChampionUnit,
    ChampionTagMismatch,
    LegendChoicesMissing,
    LegendChoicesInvalid,
    LegendChoicesUnneeded,
    TokenInDeck,
    WrongZone,
    MainDeckTooSmall,
    MainDeckTooLarge,
    TooManyCopies,
    UniqueLimit,
    SignatureLimit,
    SignatureTagMismatch,
    DomainIdentity,
    DomainUnknown,
    RuneCount,
    NotARune,
    RuneDomain,
    BattlefieldCount,
    NotABattlefield,
    BattlefieldDuplicate,
    SideboardSize,
    CardBanned,
    SetNotLegal,
]


def validate_deck(
    spec: DeckSpec, rules: Iterable[type[DeckRule] | DeckRule] = DEFAULT_RULES
) -> list[DeckError]:
    """Every problem with `spec`; an empty list means the deck is legal. Rules may be classes or instances."""
    errors: list[DeckError] = []
    for rule in rules:
        instance = rule() if isinstance(rule, type) else rule
        errors.extend(instance.validate(spec))
    return errors


def is_valid(spec: DeckSpec, rules: Iterable[type[DeckRule] | DeckRule] = DEFAULT_RULES) -> bool:
    return not validate_deck(spec, rules)


__all__ = ["DEFAULT_RULES", "DeckError", "DeckRule", "is_valid", "validate_deck"]
