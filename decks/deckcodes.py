"""Riftbound deck codes in the Piltover Archive format (format 1, versions 1-3).

A deck code is a base32 string (RFC 4648 alphabet, padding stripped) of these bytes:

* one header byte: format (high nibble, always 1) and version (low nibble, 1-3);
* the main list: for each count from 12 down to 1, varint(number of groups), then per group
  varint(length), varint(set id), varint(variant id) and varint(card number) per card;
* version 2+: the sideboard, the same way for counts 3, 2 and 1 only;
* version 3: the chosen champion, 0x00 for none, else 0x01, set id byte, variant id byte, varint(number);
* our extension, only in codes of decks with deck-building choices (Core Rules 103.1): the tag byte
  0x01, varint(number of chosen legends), then per legend a set id byte, a variant id byte and
  varint(number). Codes without choices are exactly the published format.

Encoding is canonical (groups by set id, then variant id; cards by number, as the reference does),
so a deck always gives the same code. Pure Python: no Django here. See docs/deck-codes.md.
"""

from __future__ import annotations

import base64
import binascii
import re
from collections.abc import Iterable
from dataclasses import dataclass, field

FORMAT = 1
VERSIONS = (1, 2, 3)
CURRENT_VERSION = 3
MAX_COUNT = 12  # main-list counts run 1-12 (runes go up to 12)
SIDEBOARD_MAX_COUNT = 3  # the sideboard section only has counts 3, 2 and 1
LEGEND_CHOICES_TAG = 1  # our extension after the champion: the legends chosen for a card (Neeko)
MAX_LEGEND_CHOICES = 8
MAX_NUMBER = 999  # card numbers are three digits

# Set ids: the reference library knows 0-3; the rest are ours: UNL and VEN in release order, the promo
# sets, then the sets released since (RAD), so that no id already in a code ever changes meaning.
SET_IDS: dict[str, int] = {
    "OGN": 0,
    "OGS": 1,
    "ARC": 2,
    "SFD": 3,
    "UNL": 4,
    "VEN": 5,
    "OPP": 6,
    "PR": 7,
    "JDG": 8,
    "RAD": 9,
}
SETS_BY_ID: dict[int, str] = {v: k for k, v in SET_IDS.items()}

# Variant ids. `*` is another spelling of `s`; decoding writes `s` (as the reference library does).
VARIANT_IDS: dict[str, int] = {"": 0, "a": 1, "s": 2, "*": 2, "b": 3}
VARIANTS_BY_ID: dict[int, str] = {0: "", 1: "a", 2: "s", 3: "b"}

_CARD_CODE = re.compile(r"^(?P<set>[A-Za-z]{2,4})-(?P<number>\d{3})(?P<variant>[A-Za-z*]?)$")
_BASE32 = re.compile(r"^[A-Z2-7]+$")
_MAX_VARINT_BYTES = 5  # plenty for any real value; stops runaway varints in garbage input


class DeckCodeError(ValueError):
    """A deck code that cannot be read, or a deck that cannot be written as a code."""


@dataclass
class DecodedDeck:
    main: list[tuple[str, int]] = field(default_factory=list)
    sideboard: list[tuple[str, int]] = field(default_factory=list)
    chosen_champion: str | None = None
    version: int = CURRENT_VERSION
    legend_choices: list[str] = field(default_factory=list)  # our extension (docs/deck-codes.md)


@dataclass(frozen=True, order=True)
class _Card:
    """A card code split into the ids the format stores."""

    set_id: int
    variant_id: int
    number: int

    @property
    def code(self) -> str:
        return f"{SETS_BY_ID[self.set_id]}-{self.number:03d}{VARIANTS_BY_ID[self.variant_id]}"


# ---------------------------------------------------------------------------- encoding


def encode_deck(
    main: Iterable[tuple[str, int]],
    sideboard: Iterable[tuple[str, int]] = (),
    chosen_champion: str | None = None,
    version: int = CURRENT_VERSION,
    legend_choices: Iterable[str] = (),
) -> str:
    """The deck code for these (card code, count) lists. Repeated cards are added together.
    `legend_choices` (card codes) are written in our extension block after the champion.

    Raises DeckCodeError when the deck cannot be written: unknown set, malformed card code, a count
    outside 1-12 (1-3 in the sideboard), a chosen champion missing from the main list, or a
    sideboard / champion / legend choices that the requested version cannot hold.
    """
    if version not in VERSIONS:
        raise DeckCodeError(f"Deck code version {version} does not exist: use 1, 2 or 3.")
    main_counts = _merge(main, "main deck", MAX_COUNT)
    side_counts = _merge(sideboard, "sideboard", SIDEBOARD_MAX_COUNT)
    if side_counts and version < 2:
        raise DeckCodeError("Version 1 deck codes cannot hold a sideboard: use version 2 or 3.")
    champion = None
    if chosen_champion:
        if version < 3:
            raise DeckCodeError("Only version 3 deck codes can hold a chosen champion.")
        champion = _parse_card(chosen_champion)
        if champion not in main_counts:
            raise DeckCodeError(f"The chosen champion {chosen_champion} is not in the main deck.")

    out = bytearray([FORMAT << 4 | version])
    _write_section(out, main_counts, range(MAX_COUNT, 0, -1))
    if version >= 2:
        _write_section(out, side_counts, range(SIDEBOARD_MAX_COUNT, 0, -1))
    choices = list(dict.fromkeys(_parse_card(code) for code in legend_choices))
    if choices and version < 3:
        raise DeckCodeError("Only version 3 deck codes can hold legend choices.")
    if len(choices) > MAX_LEGEND_CHOICES:
        raise DeckCodeError(f"A deck code holds at most {MAX_LEGEND_CHOICES} legend choices.")
    if version >= 3:
        if champion is None:
            out.append(0)
        else:
            out += bytes([1, champion.set_id, champion.variant_id])
            _write_varint(out, champion.number)
    if choices:
        out.append(LEGEND_CHOICES_TAG)
        _write_varint(out, len(choices))
        for card in choices:
            out += bytes([card.set_id, card.variant_id])
            _write_varint(out, card.number)
    return base64.b32encode(bytes(out)).decode("ascii").rstrip("=")


def _parse_card(code: str) -> _Card:
    if not isinstance(code, str):
        raise DeckCodeError(f"{code!r} is not a card code.")
    match = _CARD_CODE.match(code.strip())
    if not match:
        raise DeckCodeError(f"{code!r} is not a card code a deck code can hold (like OGN-007 or OGN-007a).")
    set_code = match["set"].upper()
    if set_code not in SET_IDS:
        raise DeckCodeError(f"Cards from set {set_code} ({code}) cannot be put in a deck code.")
    variant = match["variant"].lower()
    if variant not in VARIANT_IDS:
        raise DeckCodeError(f"{code}: variant '{variant}' cannot be put in a deck code (a, s/*, b only).")
    return _Card(SET_IDS[set_code], VARIANT_IDS[variant], int(match["number"]))


def _merge(entries: Iterable[tuple[str, int]], where: str, max_count: int) -> dict[_Card, int]:
    """Card -> total count, adding up repeats; refuses counts the format cannot hold."""
    counts: dict[_Card, int] = {}
    for entry in entries:
        try:
            code, count = entry
        except (TypeError, ValueError):
            raise DeckCodeError(f"{where}: {entry!r} is not a (card code, count) pair.") from None
        card = _parse_card(code)
        if isinstance(count, bool) or not isinstance(count, int) or count < 1:
            raise DeckCodeError(f"{where}: {code} has count {count!r}; counts must be at least 1.")
        counts[card] = counts.get(card, 0) + count
    for card, count in counts.items():
        if count > max_count:
            raise DeckCodeError(
                f"{where}: {count} copies of {card.code}; a deck code holds at most {max_count}."
            )
    return counts


def _write_section(out: bytearray, counts: dict[_Card, int], order: range) -> None:
    for count in order:
        groups: dict[tuple[int, int], list[int]] = {}
        for card in sorted(c for c, n in counts.items() if n == count):
            groups.setdefault((card.set_id, card.variant_id), []).append(card.number)
        # Groups in order of set id, then variant id: what the reference library emits (its vectors
        # contradict the "shortest group first" of the format notes; see docs/deck-codes.md).
        ordered = sorted(groups.items())
        _write_varint(out, len(ordered))
        for (set_id, variant_id), numbers in ordered:
            _write_varint(out, len(numbers))
            _write_varint(out, set_id)
            _write_varint(out, variant_id)
            for number in numbers:
                _write_varint(out, number)


def _write_varint(out: bytearray, value: int) -> None:
    while True:
        low = value & 0x7F
        value >>= 7
        if value:
            out.append(low | 0x80)
        else:
            out.append(low)
            return


# ---------------------------------------------------------------------------- decoding


def decode_deck(code: str) -> DecodedDeck:
    """Read a deck code. Raises DeckCodeError (with a message for the player) when it is not one.

    Card codes come back with variant `s` (never `*`), in the order the code stores them.
    """
    reader = _Reader(_unbase32(code))
    header = reader.byte("the header")
    fmt, version = header >> 4, header & 0x0F
    if fmt != FORMAT:
        raise DeckCodeError(f"This is not a Riftbound deck code (format {fmt}; expected {FORMAT}).")
    if version not in VERSIONS:
        newer = " It may come from a newer deck builder." if version > CURRENT_VERSION else ""
        raise DeckCodeError(f"Deck code version {version} is not supported (1-3).{newer}")

    deck = DecodedDeck(version=version)
    deck.main = reader.section(range(MAX_COUNT, 0, -1), "the main deck")
    if version >= 2:
        deck.sideboard = reader.section(range(SIDEBOARD_MAX_COUNT, 0, -1), "the sideboard")
    if version >= 3:
        flag = reader.byte("the chosen champion")
        if flag == 1:
            set_id = reader.byte("the chosen champion")
            variant_id = reader.byte("the chosen champion")
            champion = reader.card(set_id, variant_id, "the chosen champion")
            deck.chosen_champion = champion.code
            if deck.chosen_champion not in {c for c, _ in deck.main}:
                raise DeckCodeError(
                    f"The deck code's chosen champion {deck.chosen_champion} is not in its main deck."
                )
        elif flag != 0:
            raise DeckCodeError("The deck code is damaged (bad chosen champion marker).")
        if not reader.at_end() and reader.data[reader.pos] == LEGEND_CHOICES_TAG:
            reader.pos += 1
            deck.legend_choices = _read_legend_choices(reader)
    if not reader.at_end():
        raise DeckCodeError("The deck code has extra data at the end; was something pasted into it?")
    return deck


def _read_legend_choices(reader: _Reader) -> list[str]:
    what = "the legend choices"
    count = reader.varint(what)
    if not 1 <= count <= MAX_LEGEND_CHOICES:
        raise DeckCodeError("The deck code is damaged (an impossible number of legend choices).")
    chosen: list[str] = []
    for _ in range(count):
        set_id = reader.byte(what)
        variant_id = reader.byte(what)
        code = reader.card(set_id, variant_id, what).code
        if code in chosen:
            raise DeckCodeError(f"The deck code lists {code} twice in {what}.")
        chosen.append(code)
    return chosen


def _unbase32(code: str) -> bytes:
    if not isinstance(code, str):
        raise DeckCodeError("A deck code must be text.")
    text = "".join(code.split()).rstrip("=").upper()  # forgive spaces, line breaks, padding and case
    if not text:
        raise DeckCodeError("The deck code is empty.")
    if not _BASE32.match(text):
        raise DeckCodeError("That is not a deck code: deck codes use only the letters A-Z and digits 2-7.")
    try:
        data = base64.b32decode(text + "=" * (-len(text) % 8))
    except (binascii.Error, ValueError):
        raise DeckCodeError("That deck code has the wrong length; check that it was copied whole.") from None
    if not data:
        raise DeckCodeError("The deck code is too short; was it cut off?")
    return data


class _Reader:
    def __init__(self, data: bytes) -> None:
        self.data = data
        self.pos = 0

    def at_end(self) -> bool:
        return self.pos >= len(self.data)

    def byte(self, what: str) -> int:
        if self.at_end():
            raise DeckCodeError(f"The deck code ends too early (in {what}); was it cut off?")
        value = self.data[self.pos]
        self.pos += 1
        return value

    def varint(self, what: str) -> int:
        value = 0
        for shift in range(0, 7 * _MAX_VARINT_BYTES, 7):
            byte = self.byte(what)
            value |= (byte & 0x7F) << shift
            if not byte & 0x80:
                return value
        raise DeckCodeError(f"The deck code is damaged (a number in {what} is far too long).")

    def card(self, set_id: int, variant_id: int, what: str) -> _Card:
        if set_id not in SETS_BY_ID:
            raise DeckCodeError(
                f"The deck code uses card set #{set_id} in {what}, which this site does not know yet."
            )
        if variant_id not in VARIANTS_BY_ID:
            raise DeckCodeError(f"The deck code uses an unknown card variant (#{variant_id}) in {what}.")
        number = self.varint(what)
        if number > MAX_NUMBER:
            raise DeckCodeError(f"The deck code has an impossible card number ({number}) in {what}.")
        return _Card(set_id, variant_id, number)

    def section(self, counts: range, what: str) -> list[tuple[str, int]]:
        entries: list[tuple[str, int]] = []
        seen: set[str] = set()
        for count in counts:
            for _ in range(self.varint(what)):
                length = self.varint(what)
                set_id = self.varint(what)
                variant_id = self.varint(what)
                for _ in range(length):
                    code = self.card(set_id, variant_id, what).code
                    if code in seen:
                        raise DeckCodeError(f"The deck code lists {code} twice in {what}.")
                    seen.add(code)
                    entries.append((code, count))
        return entries
