"""Deck-building choices (Core Rules 103.1): choices a card in the deck asks for while building it.

Today one kind exists: "If [Name] is in your deck, choose 3 different legends in addition to your
starting legend. (Different means none match names.)" (Neeko, Blending In). Which cards ask is read
from their text, not from a list of names, so a later card with the same wording asks too. The chosen
legends are part of the deck: stored with it, validated (decks.validation `legend_choices_*`),
carried into a match's deck list, and written in text lists and deck codes (docs/deck-codes.md).
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from decks.deckspec import DeckSpec
from decks.models import Card, CardType

_ASKS_FOR_LEGENDS = re.compile(
    r"\bis in your deck, choose (?P<count>\d+|one|two|three|four|five) different legends in addition to "
    r"your starting legend",
    re.IGNORECASE,
)
_NUMBERS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5}
STARTER = " (Starter)"


def legends_asked(card: Card) -> int:
    """How many extra legends this card asks its deck to choose (0 when it asks for none)."""
    match = _ASKS_FOR_LEGENDS.search(card.text or "")
    if match is None:
        return 0
    count = match["count"].lower()
    return int(count) if count.isdigit() else _NUMBERS[count]


def cards_asking(spec: DeckSpec) -> list[Card]:
    """The cards of the deck (main deck or sideboard: a sideboard card may enter the deck between
    games, and the choices can't change after registration, TR 401.2.a) that ask for legends."""
    found: dict[str, Card] = {}
    for card, count in spec.main + spec.sideboard:
        if count > 0 and legends_asked(card):
            found.setdefault(card.code, card)
    return list(found.values())


def legends_wanted(spec: DeckSpec) -> int:
    """How many extra legends the deck must choose: one set of choices serves every card asking."""
    return max((legends_asked(card) for card in cards_asking(spec)), default=0)


def legend_name(card: Card) -> str:
    """The name legends are compared by: a Starter legend has its legend's name (the ban list calls
    OGS-019 "the Starter printing" of Master Yi, Wuju Bladesman)."""
    return card.name.removesuffix(STARTER).casefold()


def choice_problems(spec: DeckSpec) -> list[Card]:
    """Chosen cards that can't be chosen: not a legend, or a name that matches the starting legend
    or an earlier choice ("Different means none match names")."""
    names = {legend_name(spec.legend)} if spec.legend is not None else set()
    wrong: list[Card] = []
    for card in spec.legend_choices:
        name = legend_name(card)
        if card.type != CardType.LEGEND or name in names:
            wrong.append(card)
        names.add(name)
    return wrong


def codes(cards: Iterable[Card]) -> list[str]:
    return [card.code for card in cards]
