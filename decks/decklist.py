"""Decks as deck codes and as plain-text lists, to and from `DeckSpec`.

Deck codes (see decks/deckcodes.py) hold one flat list; the catalog decides each card's zone: legend,
battlefields, runes, everything else main. Text lists name their zones with section headers:

    Legend:
    1 Jinx, Loose Cannon

    Champion:
    1 Jinx, Rebel

    Main Deck:
    3 Jinx, Rebel
    ...

The Chosen Champion is written under `Champion:` with count 1 and its copy is ALSO listed under
`Main Deck:` (as in deck codes and the API, `main` includes the champion's copy). See docs/deck-codes.md.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from decks.deckcodes import decode_deck, encode_deck
from decks.deckspec import DeckSpec, Entry
from decks.lookup import CardResolver, shared_resolver
from decks.models import Card, CardType

MAX_TEXT_COUNT = 99  # the API's limit too; deck rules are validation's business

# ---------------------------------------------------------------------------- deck codes

_CODE_ZONES = {CardType.BATTLEFIELD: "battlefields", CardType.RUNE: "runes"}


def spec_from_code(code: str, resolver: CardResolver) -> DeckSpec:
    """Read a deck code (raises DeckCodeError). Codes matching no catalog card go to `spec.unknown`.

    Every printing counts as its base card. The first legend becomes the legend (its count is not
    kept); any further legend stays in `main` so that validation reports it.
    """
    deck = decode_deck(code)
    spec = DeckSpec()
    zones = _Zones()
    for ref, count in deck.main:
        card = _from_code(ref, resolver)
        if card is None:
            _add_unknown(spec, ref)
        elif card.type == CardType.LEGEND and spec.legend is None:
            spec.legend = card
        elif card.type == CardType.LEGEND:
            zones.add("main", card, count)
        else:
            zones.add(_CODE_ZONES.get(card.type, "main"), card, count)
    for ref, count in deck.sideboard:
        card = _from_code(ref, resolver)
        if card is None:
            _add_unknown(spec, ref)
        else:
            zones.add("sideboard", card, count)
    if deck.chosen_champion:
        spec.champion = _from_code(deck.chosen_champion, resolver)
        if spec.champion is None:
            _add_unknown(spec, deck.chosen_champion)
    for ref in deck.legend_choices:
        card = _from_code(ref, resolver)
        if card is None:
            _add_unknown(spec, ref)
        else:
            spec.legend_choices.append(card)
    zones.fill(spec)
    return spec


def _from_code(ref: str, resolver: CardResolver) -> Card | None:
    """The card of a decoded card code. Promo printings are catalogued with the size of the set they
    reprint (`OPP-007b-298`), which a deck code does not carry: take the only printing that fits."""
    card = resolver.resolve(ref)
    if card is None:
        matches = {c for code, c in resolver.by_code.items() if code.startswith(f"{ref}-")}
        card = matches.pop() if len(matches) == 1 else None
    return card


def code_from_spec(spec: DeckSpec) -> str:
    """The deck code for `spec`, with base card codes (raises DeckCodeError if it cannot be written).

    `spec.unknown` cannot be written (it has no counts) and is left out; the champion must be in `main`.
    """
    main: list[tuple[str, int]] = [(spec.legend.code, 1)] if spec.legend else []
    for entries in (spec.battlefields, spec.runes, spec.main):
        main += [(card.code, count) for card, count in entries]
    sideboard = [(card.code, count) for card, count in spec.sideboard]
    champion = spec.champion.code if spec.champion else None
    return encode_deck(main, sideboard, champion, legend_choices=[card.code for card in spec.legend_choices])


# ---------------------------------------------------------------------------- plain text


class DeckListError(ValueError):
    """A text deck list line that cannot be read."""

    def __init__(self, line: int, problem: str) -> None:
        super().__init__(f"Line {line}: {problem}")
        self.line = line
        self.problem = problem


_HEADER_WORDS: dict[str, tuple[str, ...]] = {
    "legend": ("legend", "legends"),
    "champion": ("champion", "chosen champion", "champions"),
    "main": ("main", "main deck", "maindeck", "deck", "mainboard", "main board", "cards"),
    "battlefields": ("battlefield", "battlefields"),
    "runes": ("rune", "runes", "rune deck", "runes deck", "rune pool"),
    "sideboard": ("sideboard", "side board", "side deck", "side"),
    "legend_choices": ("legend choices", "chosen legends", "extra legends", "additional legends"),
}
# Header words (lower case, single spaces) -> zone.
_HEADERS: dict[str, str] = {word: zone for zone, words in _HEADER_WORDS.items() for word in words}

_SECTION_TITLES = {
    "legend": "Legend",
    "champion": "Champion",
    "main": "Main Deck",
    "battlefields": "Battlefields",
    "runes": "Runes",
    "sideboard": "Sideboard",
    "legend_choices": "Legend Choices",
}
_SINGLE_CARDS = ("legend", "champion", "legend_choices")  # one copy a line; the count may be left out

# "Main Deck:", "Runes (12):", "Legend: Jinx, Loose Cannon"
_HEADER = re.compile(r"^(?P<label>[A-Za-z][A-Za-z ]*?)\s*(?:\(\s*\d*\s*\))?\s*:\s*(?P<rest>.*)$")
# "3 Jinx, Rebel", "3x Jinx, Rebel", "3 x OGN-202"
_CARD_LINE = re.compile(r"^(?P<count>\d+)(?:\s*[xX×])?\s+(?P<ref>\S.*)$")
# "Jinx, Rebel (OGN-202)": a name with its card code
_WITH_CODE = re.compile(r"^(?P<name>.*?)\s*\((?P<code>[A-Za-z]{2,4}-[^()\s]+)\)$")


def spec_from_text(text: str, resolver: CardResolver) -> DeckSpec:
    """Read a plain-text deck list. Raises DeckListError (with the line number) for a malformed line.

    Unknown card names go to `spec.unknown`. Cards before any header go to the main deck; the
    `Champion:` card is counted in the main deck only where it is listed there too.
    """
    spec = DeckSpec()
    zones = _Zones()
    zone = "main"
    legend_line = champion_line = 0
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        entry: str | None = line
        header = _HEADER.match(line) if not line[0].isdigit() else None
        if header:
            label = " ".join(header["label"].lower().split())
            if label not in _HEADERS:
                known = ", ".join(f"{title}:" for title in _SECTION_TITLES.values())
                raise DeckListError(number, f"unknown section {header['label']!r} (use {known}).")
            zone = _HEADERS[label]
            entry = header["rest"].strip() or None  # "Legend: Jinx, Loose Cannon" names its card inline
        if entry is None:
            continue
        count, ref = _parse_entry(entry, zone, number)
        card = _resolve(ref, resolver)
        # The section decides the zone, whatever the card's type: validation reports misplaced cards.
        if zone == "legend":
            if legend_line:
                raise DeckListError(number, f"a deck has one legend (already named on line {legend_line}).")
            legend_line, spec.legend = number, card
        elif zone == "champion":
            if champion_line:
                raise DeckListError(
                    number, f"a deck has one Chosen Champion (already named on line {champion_line})."
                )
            champion_line, spec.champion = number, card
        elif zone == "legend_choices":
            if card is not None:
                spec.legend_choices.append(card)
        elif card is not None:
            zones.add(zone, card, count)
        if card is None:
            _add_unknown(spec, ref)
    zones.fill(spec)
    return spec


def _parse_entry(entry: str, zone: str, line: int) -> tuple[int, str]:
    match = _CARD_LINE.match(entry)
    if match:
        count, ref = int(match["count"]), match["ref"].strip()
    elif entry[0].isdigit():
        raise DeckListError(
            line, f"expected a count, a space and a card, like '3 Jinx, Rebel' (got {entry!r})."
        )
    elif zone in _SINGLE_CARDS:
        count, ref = 1, entry  # the count is optional for the single legend / champion / legend choice
    else:
        raise DeckListError(line, f"{entry!r} has no count: write it like '3 Jinx, Rebel'.")
    if zone in _SINGLE_CARDS and count != 1:
        title = {"legend": "the legend", "champion": "the Chosen Champion"}.get(zone, "each legend choice")
        raise DeckListError(line, f"{title} is a single card (count 1, not {count}).")
    if not 1 <= count <= MAX_TEXT_COUNT:
        raise DeckListError(line, f"count {count} for {ref!r} must be from 1 to {MAX_TEXT_COUNT}.")
    return count, ref


def _resolve(ref: str, resolver: CardResolver) -> Card | None:
    with_code = _WITH_CODE.match(ref)
    if with_code:  # "Name (OGN-202)": the code is the precise part
        return (
            _lookup(with_code["code"], resolver)
            or _lookup(with_code["name"], resolver)
            or _lookup(ref, resolver)
        )
    return _lookup(ref, resolver)


def _lookup(ref: str, resolver: CardResolver) -> Card | None:
    # The exact code as a fallback: promo codes such as `OPP-024-298` are not in the resolver's code syntax.
    return resolver.resolve(ref) or resolver.by_code.get(ref.strip())


def text_from_spec(spec: DeckSpec, resolver: CardResolver | None = None) -> str:
    """The deck as a text list that `spec_from_text` reads back to the same spec.

    A card whose printed name leads to another card (a reprint sharing the name) is written as
    `Name (CODE)`. Builds a CardResolver when none is given. `spec.unknown` is kept as comments only.
    """
    resolver = resolver or shared_resolver()

    def label(card: Card) -> str:
        return card.name if resolver.resolve(card.name) == card else f"{card.name} ({card.code})"

    sections: list[tuple[str, Iterable[Entry]]] = [
        ("legend", [(spec.legend, 1)] if spec.legend else []),
        ("champion", [(spec.champion, 1)] if spec.champion else []),
        ("main", spec.main),
        ("battlefields", spec.battlefields),
        ("runes", spec.runes),
        ("sideboard", spec.sideboard),
        ("legend_choices", [(card, 1) for card in spec.legend_choices]),
    ]
    blocks = []
    for zone, entries in sections:
        lines = [f"{count} {label(card)}" for card, count in entries]
        if lines:
            blocks.append("\n".join([f"{_SECTION_TITLES[zone]}:", *lines]))
    if spec.unknown:
        blocks.append("\n".join(["# Not found in the card catalog:", *(f"# {ref}" for ref in spec.unknown)]))
    return "\n\n".join(blocks) + "\n"


# ---------------------------------------------------------------------------- helpers


class _Zones:
    """Entries per zone, adding up repeats of a card in first-seen order."""

    def __init__(self) -> None:
        self.entries: dict[str, dict[int, list]] = {}

    def add(self, zone: str, card: Card, count: int) -> None:
        zone_entries = self.entries.setdefault(zone, {})
        key = card.pk if card.pk is not None else id(card)
        if key in zone_entries:
            zone_entries[key][1] += count
        else:
            zone_entries[key] = [card, count]

    def fill(self, spec: DeckSpec) -> None:
        for zone, entries in self.entries.items():
            setattr(spec, zone, [(card, count) for card, count in entries.values()])


def _add_unknown(spec: DeckSpec, ref: str) -> None:
    if ref not in spec.unknown:
        spec.unknown.append(ref)
