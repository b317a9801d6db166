"""A deck as plain data, independent of how it was given (saved deck, API payload, deck code, text list).

Validation, deck codes and the builder all speak this shape. Cards are `decks.models.Card` instances
(saved or not); `unknown` lists the references that matched no card in the catalog.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from decks.formats import STANDARD
from decks.models import Card

Entry = tuple[Card, int]  # (card, count)


@dataclass
class DeckSpec:
    mode: str = "duel"
    format: str = STANDARD  # decks.formats: "standard" or "casual"
    legend: Card | None = None
    champion: Card | None = None  # the Chosen Champion; its copy is also counted in `main`
    main: list[Entry] = field(default_factory=list)
    runes: list[Entry] = field(default_factory=list)
    battlefields: list[Entry] = field(default_factory=list)
    sideboard: list[Entry] = field(default_factory=list)
    # Deck-building choices (Core Rules 103.1): the legends chosen "in addition to your starting
    # legend" because a card in the deck asks for them (Neeko, Blending In). decks/choices.py.
    legend_choices: list[Card] = field(default_factory=list)
    unknown: list[str] = field(default_factory=list)

    def main_count(self) -> int:
        return sum(count for _, count in self.main)

    def all_entries(self) -> list[Entry]:
        """Every card in the deck, legend included, each with its count (not the legend choices)."""
        legend = [(self.legend, 1)] if self.legend else []
        return legend + self.main + self.runes + self.battlefields + self.sideboard
