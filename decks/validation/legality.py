"""The rules a deck's format adds (Tournament Rules 2026-10-09, 402 and 601) and the deck-building choices
of Core Rules 103.1, in the same shape as `rules.py`: one class per check, at most one error each.

The format is `spec.format` (decks.formats): Standard asks for exactly 40 main-deck cards, legal sets
and no banned cards; the casual profile does not. See docs/deck-rules.md ("Formats", "Deck-building
choices").
"""

from __future__ import annotations

from datetime import date

from decks import choices
from decks.deckspec import DeckSpec
from decks.formats import DeckFormat, get_format
from decks.models import Card
from decks.validation.base import DeckError, DeckRule, deck_cards, is_main_deck_card, join, names, plural
from decks.validation.rules import MainDeckTooSmall, _agree, _is_battlefield, _it, _unique


def long_date(day: date) -> str:
    return f"{day.day} {day:%B %Y}"


def deck_format(spec: DeckSpec) -> DeckFormat:
    return get_format(spec.format)


def every_card(spec: DeckSpec) -> list[Card]:
    """Every card of the deck, once each: legend, champion, all zones and the legend choices."""
    slots = [c for c in (spec.legend, spec.champion) if c is not None]
    zones = [c for c, n in spec.main + spec.runes + spec.battlefields + spec.sideboard if n > 0]
    return _unique(slots + zones + list(spec.legend_choices))


# -- main deck size (TR 402.1, 601.1.b) --------------------------------------------------------------


class MainDeckTooLarge(DeckRule):
    """TR 402.1, 601.1.b: in Standard the Main Deck is exactly 40 cards, the Chosen Champion included.
    The casual profile keeps the Core Rules' "at least 40" (103.3)."""

    code = "main_deck_too_large"

    def validate(self, spec: DeckSpec) -> list[DeckError]:
        fmt = deck_format(spec)
        size = MainDeckTooSmall.min_size
        total = sum(count for card, count in spec.main if is_main_deck_card(card))
        if not fmt.main_deck_exact or total <= size:
            return []
        return [
            self.error(
                f"Your main deck has {total} cards; {fmt.label} asks for exactly {size}, your Chosen "
                f"Champion included. Remove {total - size} (or move them to your sideboard), or play "
                "this deck as Casual, where 40 is the minimum."
            )
        ]


# -- card legality (TR 601.2) ---------------------------------------------------------------------


class CardBanned(DeckRule):
    """TR 601.2.d: a card banned in the format may not be in the deck: legend, champion, any zone, or
    a legend chosen for a card (its choices are part of the deck, TR 401.2.a). A ban names a card, so
    every printing is covered; a 2v2-only ban holds when the deck's mode is 2v2."""

    code = "card_banned"

    def validate(self, spec: DeckSpec) -> list[DeckError]:
        fmt = deck_format(spec)
        banned = [(card, ban) for card in every_card(spec) if (ban := fmt.banned(card.name, spec.mode))]
        if not banned:
            return []
        listed = join(f"{card.name} (banned in {ban.scope})" for card, ban in banned)
        cards = [card for card, _ in banned]
        effective = fmt.banlist.effective if fmt.banlist else None
        source = f"The ban list of {long_date(effective)} bars" if effective else "The ban list bars"
        return [
            self.error(
                f"{listed}: {source} {_it(cards)} from your deck. "
                f"Remove {_it(cards)}, or play this deck as Casual, which has no ban list.",
                cards,
            )
        ]


class SetNotLegal(DeckRule):
    """TR 601.2.a-b, 601.3.c: a card is legal when its set is in the format and released (the set list
    and its dates are data, decks/data/standard.json), or when a card of the same name is from such a
    set. An out-of-range reprint doesn't make a card legal by itself (601.2.c): it is the card's own
    set that counts. `today` is fixed in tests; otherwise it is the server's date."""

    code = "set_not_legal"

    def __init__(self, today: date | None = None) -> None:
        self.today = today

    def validate(self, spec: DeckSpec) -> list[DeckError]:
        fmt = deck_format(spec)
        today = self.today or date.today()
        outside = [c for c in every_card(spec) if not fmt.set_legal(c.set_code, today)]
        outside = [c for c in outside if not self._legal_twin(c, fmt, today)]
        if not outside:
            return []
        parts = []
        for card in outside:
            legal_from = fmt.legal_sets.get(card.set_code)
            when = f"legal from {long_date(legal_from)}" if legal_from else f"its set ({card.set_code}) isn't in it"
            parts.append(f"{card.name} ({when})")
        return [
            self.error(
                f"{join(parts)}: {_agree(outside, 'it is', 'they are')} not legal in {fmt.label} today. "
                f"Remove {_it(outside)}, or play this deck as Casual, which allows every set.",
                outside,
            )
        ]

    @staticmethod
    def _legal_twin(card: Card, fmt: DeckFormat, today: date) -> bool:
        """A card of the same name from a legal set (601.2.a)."""
        twins = Card.objects.filter(name__iexact=card.name).exclude(code=card.code)
        return any(fmt.set_legal(code, today) for code in twins.values_list("set_code", flat=True))


# -- domains our data lacks ---------------------------------------------------------------------------


class DomainUnknown(DeckRule):
    """A card whose domain our sources don't give (seven Radiance cards, docs/catalog.md) can't be
    judged against the Domain Identity (103.2.b), so a deck holding one can't be shown legal."""

    code = "domain_unknown"

    def validate(self, spec: DeckSpec) -> list[DeckError]:
        battlefields = [(c, n) for c, n in spec.battlefields if _is_battlefield(c)]
        unknown = _unique([c for c, _ in deck_cards(spec) + battlefields if c.domain_unknown])
        if not unknown:
            return []
        return [
            self.error(
                f"We don't know the domain of {names(unknown)} yet (our data for this pre-release card "
                "lacks it), so the deck can't be checked against your legend's domains. "
                f"Remove {_it(unknown)} for now.",
                unknown,
            )
        ]


# -- deck-building choices (103.1; TR 401.2.a) ---------------------------------------------------------


def _asking(spec: DeckSpec) -> str:
    return names(choices.cards_asking(spec))


class LegendChoicesMissing(DeckRule):
    """103.1: a card that asks for legends "in addition to your starting legend" (Neeko, Blending In)
    needs them chosen while building the deck."""

    code = "legend_choices_missing"

    def validate(self, spec: DeckSpec) -> list[DeckError]:
        wanted = choices.legends_wanted(spec)
        have = len(spec.legend_choices)
        if not wanted or have >= wanted:
            return []
        return [
            self.error(
                f"{_asking(spec)} asks you to choose {plural(wanted, 'legend')} in addition to your "
                f"starting legend, with names different from it and from each other; you have chosen "
                f"{have}. Choose {wanted - have} more.",
                choices.cards_asking(spec),
            )
        ]


class LegendChoicesInvalid(DeckRule):
    """103.1 and the card's text: the chosen cards are legends, none matching the starting legend's name
    or each other's ("Different means none match names"), and no more than the card asks for."""

    code = "legend_choices_invalid"

    def validate(self, spec: DeckSpec) -> list[DeckError]:
        wanted = choices.legends_wanted(spec)
        if not wanted:
            return []
        problems = []
        wrong = choices.choice_problems(spec)
        not_legends = [c for c in wrong if c.type != "legend"]
        same_name = [c for c in wrong if c.type == "legend"]
        if not_legends:
            problems.append(f"{names(not_legends)} {_agree(not_legends, 'is not a legend', 'are not legends')}")
        if same_name:
            problems.append(
                f"{names(same_name)} {_agree(same_name, 'has', 'have')} the name of your starting legend "
                "or of another choice"
            )
        extra = len(spec.legend_choices) - wanted
        if extra > 0:
            problems.append(f"you have chosen {len(spec.legend_choices)} legends where {_asking(spec)} asks for {wanted}")
        if not problems:
            return []
        return [
            self.error(
                f"Your legend choices don't work: {'; '.join(problems)}. Choose {plural(wanted, 'legend')} "
                "whose names differ from your starting legend and from each other.",
                wrong or spec.legend_choices,
            )
        ]


class LegendChoicesUnneeded(DeckRule):
    """Choices only exist for a card that asks for them (103.1): without one they are a mistake."""

    code = "legend_choices_unneeded"

    def validate(self, spec: DeckSpec) -> list[DeckError]:
        if not spec.legend_choices or choices.legends_wanted(spec):
            return []
        return [
            self.error(
                f"You chose {names(spec.legend_choices)} as extra legends, but no card in your deck asks "
                "for legends in addition to your starting legend. Remove the choices, or add the card "
                "that asks for them.",
                spec.legend_choices,
            )
        ]
