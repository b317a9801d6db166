"""Deck practice numbers (issue 13.4): the exact odds of holding chosen cards early in a game.

Hypergeometric, computed with exact fractions. The deck drawn from is the main deck without the
Chosen Champion's copy, which starts in the Champion Zone (103.3, 112). The opening hand is 4 cards
(116). The mulligan (117) is played to find the chosen cards: if none is in the opening hand, two
other cards are set aside, two are drawn and the set-aside cards are recycled to the bottom of the
deck, where the draws of the early turns never reach them. So after a mulligan the chosen cards
have had 4 + 2 chances, and by a turn the draws of each Draw Phase so far are added (315.4).
The first player of FFA3, FFA4 and 2v2 skips their first draw (489.7, 490.7, 491.7); in a Duel
both players draw on their first turn (487.7).
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from math import comb
from typing import Protocol

OPENING_HAND = 4  # 116
MULLIGAN_MOST = 2  # 117.1
TURNS_SHOWN = 5


def chance_of_any(deck_size: int, copies: int, seen: int) -> Fraction:
    """The chance that `seen` cards drawn at random from `deck_size` include at least one of `copies`."""
    if not 0 <= copies <= deck_size or seen < 0:
        raise ValueError(f"{copies} copies in a deck of {deck_size}, {seen} seen: impossible")
    seen = min(seen, deck_size)
    return 1 - Fraction(comb(deck_size - copies, seen), comb(deck_size, seen))


def cards_seen(turn: int, mulligan: bool, first_draw_skipped: bool = False) -> int:
    """Cards looked at by the Main Phase of your `turn` (0 = the opening hand)."""
    draws = max(turn - (1 if first_draw_skipped else 0), 0)
    return OPENING_HAND + (MULLIGAN_MOST if mulligan else 0) + draws


@dataclass(frozen=True)
class OddsRow:
    label: str
    duel: Fraction  # and anyone who draws on their first turn
    first_in_ffa: Fraction  # the first player of FFA3, FFA4 or 2v2

    @staticmethod
    def percent(chance: Fraction) -> str:
        value = float(chance) * 100
        if 0 < value < 0.1:
            return "<0.1%"
        if 99.9 < value < 100:
            return ">99.9%"
        return f"{value:.1f}%"

    @property
    def duel_percent(self) -> str:
        return self.percent(self.duel)

    @property
    def first_in_ffa_percent(self) -> str:
        return self.percent(self.first_in_ffa)


def odds_table(deck_size: int, copies: int, turns: int = TURNS_SHOWN) -> list[OddsRow]:
    """The chance of at least one of `copies` in hand: opening, after a mulligan, by turns 1..`turns`."""

    def row(label: str, turn: int, mulligan: bool) -> OddsRow:
        return OddsRow(
            label,
            chance_of_any(deck_size, copies, cards_seen(turn, mulligan)),
            chance_of_any(deck_size, copies, cards_seen(turn, mulligan, first_draw_skipped=True)),
        )

    rows = [row("Opening hand", 0, False), row("After the mulligan", 0, True)]
    rows += [row(f"By your turn {t}", t, True) for t in range(1, turns + 1)]
    return rows


class NamedCard(Protocol):
    code: str
    name: str


Entry = tuple[NamedCard, int]


@dataclass(frozen=True)
class Choice:
    code: str
    name: str
    copies: int  # copies in the deck drawn from
    chosen: bool


@dataclass(frozen=True)
class DeckOdds:
    choices: list[Choice]
    deck_size: int
    copies: int  # of the chosen cards together
    rows: list[OddsRow]
    problem: str = ""


def draw_deck(main: list[Entry], champion: NamedCard | None) -> list[Entry]:
    """The main deck as it is drawn from: the Chosen Champion's copy is in the Champion Zone."""
    deck: list[Entry] = []
    for card, count in main:
        copies = count - (1 if champion is not None and card == champion else 0)
        if copies > 0:
            deck.append((card, copies))
    return deck


def deck_odds(main: list[Entry], champion: NamedCard | None, wanted: list[str]) -> DeckOdds:
    """The odds of holding any of the `wanted` cards (codes), with the choices the page offers.
    A code that is not in the deck drawn from is a problem named to the player; nothing is counted."""
    deck = draw_deck(main, champion)
    codes = {card.code for card, _ in deck}
    unknown = [code for code in wanted if code not in codes]
    chosen = set(wanted) - set(unknown)
    choices = [Choice(c.code, c.name, n, c.code in chosen) for c, n in deck]
    size = sum(n for _, n in deck)
    copies = sum(choice.copies for choice in choices if choice.chosen)
    problem = ""
    if unknown:
        problem = (
            f"Not in this deck's main deck: {', '.join(sorted(unknown))}. Choose among the cards listed."
        )
    rows = odds_table(size, copies) if copies and not problem else []
    return DeckOdds(choices, size, copies, rows, problem)
