"""The pieces every deck rule is made of, in the shape of Django's password validators.

A rule is one small class with a stable `code` and a `validate(spec)` that returns the problems it
finds as `DeckError`s (an empty list when the deck passes). Rules never raise for a bad deck.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import ClassVar

from decks.deckspec import DeckSpec, Entry
from decks.models import Card, CardType, Supertype

# The cards that make up a Main Deck (103.3): units, gear and spells.
MAIN_DECK_TYPES = frozenset({CardType.UNIT, CardType.SPELL, CardType.GEAR})
# Cards printed without a domain carry "colorless" in some sources; they have no domain (103.2.b).
NO_DOMAIN = "colorless"


@dataclass(frozen=True)
class DeckError:
    """One problem with a deck. `cards` holds the base codes of the cards concerned (`OGN-007`)."""

    code: str
    message: str
    cards: list[str] = field(default_factory=list)

    def __post_init__(self) -> None:
        # Sorted and without duplicates, whatever order the rule found them in.
        object.__setattr__(self, "cards", sorted(set(self.cards)))


class DeckRule:
    """Base class: subclasses set `code` and implement `validate`."""

    code: ClassVar[str] = ""

    def validate(self, spec: DeckSpec) -> list[DeckError]:
        raise NotImplementedError

    def error(self, message: str, cards: Iterable[Card | str] = ()) -> DeckError:
        codes = [c if isinstance(c, str) else c.code for c in cards]
        return DeckError(code=self.code, message=message, cards=codes)

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.code}>"


# -- helpers shared by the rules ---------------------------------------------------------------


def is_token(card: Card) -> bool:
    return card.type == CardType.TOKEN or card.supertype == Supertype.TOKEN


def is_main_deck_card(card: Card) -> bool:
    """A unit, spell or gear that is not a token: the only cards a Main Deck may hold (103.3)."""
    return card.type in MAIN_DECK_TYPES and not is_token(card)


def domains_of(card: Card) -> set[str]:
    return {d.lower() for d in card.domains or []} - {NO_DOMAIN}


def valid_legend(spec: DeckSpec) -> Card | None:
    """The legend when there is one that can be judged against (a real, non-token legend), else None.

    Rules that need the legend (domain identity, champion and signature tags) skip themselves when
    this is None: `legend_missing` / `not_a_legend` / `token_in_deck` already explain why.
    """
    legend = spec.legend
    if legend is None or legend.type != CardType.LEGEND or is_token(legend):
        return None
    return legend


def same_tag(a: str, b: str) -> bool:
    return bool(a) and a.strip().casefold() == b.strip().casefold()


def deck_cards(spec: DeckSpec) -> list[Entry]:
    """Main-deck and sideboard entries that are proper main-deck cards (misplaced cards excluded:
    `wrong_zone` and `token_in_deck` report those, so copy and domain limits don't repeat them)."""
    return [(c, n) for c, n in spec.main + spec.sideboard if is_main_deck_card(c)]


def count_by_name(entries: Iterable[Entry]) -> dict[str, tuple[int, list[Card]]]:
    """Total copies per card name (casefolded) with the cards of that name, in first-seen order."""
    totals: dict[str, tuple[int, list[Card]]] = {}
    for card, count in entries:
        key = card.name.casefold()
        total, cards = totals.get(key, (0, []))
        if all(c.code != card.code for c in cards):
            cards = [*cards, card]
        totals[key] = (total + count, cards)
    return totals


def join(items: Iterable[str]) -> str:
    """`a`, `a and b`, `a, b and c`; `a; b and c` when an item has a comma of its own ("Jinx, Rebel")."""
    items = list(items)
    if len(items) <= 1:
        return "".join(items)
    separator = "; " if any("," in item for item in items) else ", "
    return separator.join(items[:-1]) + " and " + items[-1]


def names(cards: Iterable[Card]) -> str:
    seen: list[str] = []
    for card in cards:
        if card.name not in seen:
            seen.append(card.name)
    return join(seen)


def plural(count: int, word: str, many: str | None = None) -> str:
    return f"{count} {word if count == 1 else (many or word + 's')}"
