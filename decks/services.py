"""Moving decks between the database and DeckSpec, and reading API-style deck payloads."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from django.db import transaction

from decks.deckspec import DeckSpec, Entry
from decks.formats import STANDARD
from decks.lookup import CardResolver, shared_resolver
from decks.models import Card, Deck, DeckCard, DeckFormat, DeckMode

ZONES = ("main", "runes", "battlefields", "sideboard")
MODES = tuple(DeckMode.values)
FORMATS = tuple(DeckFormat.values)
MAX_LEGEND_CHOICES = 8  # far more than any card asks for (Neeko: 3); keeps bad input small


class DeckPayloadError(ValueError):
    """A deck payload that is not shaped like a deck (as opposed to a deck that breaks the rules)."""


def spec_from_deck(deck: Deck) -> DeckSpec:
    spec = DeckSpec(mode=deck.mode, format=deck.format, legend=deck.legend, champion=deck.champion)
    for entry in deck.cards.select_related("card"):
        getattr(spec, entry.zone).append((entry.card, entry.count))
    spec.legend_choices = list(deck.legend_choices.order_by("name", "code"))
    return spec


@transaction.atomic
def save_spec(deck: Deck, spec: DeckSpec) -> Deck:
    """Replace the deck's contents with `spec` (unknown cards cannot be stored and are dropped)."""
    deck.mode = spec.mode
    deck.format = spec.format
    deck.legend = spec.legend
    deck.champion = spec.champion
    deck.save()
    deck.cards.all().delete()
    rows = []
    for zone in ZONES:
        for card, count in _merge(getattr(spec, zone)):
            rows.append(DeckCard(deck=deck, card=card, zone=zone, count=count))
    DeckCard.objects.bulk_create(rows)
    deck.legend_choices.set(list(dict.fromkeys(spec.legend_choices)))
    return deck


def _merge(entries: Iterable[Entry]) -> list[Entry]:
    """Add up repeated cards, keeping first-seen order."""
    counts: dict[int, list] = {}
    for card, count in entries:
        key = card.pk if card.pk is not None else id(card)
        if key in counts:
            counts[key][1] += count
        else:
            counts[key] = [card, count]
    return [(card, count) for card, count in counts.values()]


def spec_from_payload(payload: Mapping[str, Any], resolver: CardResolver | None = None) -> DeckSpec:
    """Read `{"legend", "champion", "main": [{"card", "count"}], "runes", "battlefields", "sideboard",
    "legend_choices": [card], "mode", "format"}`.

    Raises DeckPayloadError when the payload is malformed (an unknown mode or format included); cards
    that match nothing in the catalog go to `spec.unknown` so that validation reports them.
    """
    if not isinstance(payload, Mapping):
        raise DeckPayloadError("The deck must be a JSON object.")
    resolver = resolver or shared_resolver()
    mode = payload.get("mode", "duel")
    if mode not in MODES:
        raise DeckPayloadError(f"Unknown mode {mode!r}: use one of {', '.join(MODES)}.")
    deck_format = payload.get("format", STANDARD)
    if deck_format not in FORMATS:
        raise DeckPayloadError(f"Unknown format {deck_format!r}: use one of {', '.join(FORMATS)}.")
    spec = DeckSpec(mode=mode, format=deck_format)
    spec.legend = _single(payload, "legend", resolver, spec)
    for zone in ZONES:
        setattr(spec, zone, _entries(payload, zone, resolver, spec))
    spec.champion = _single(payload, "champion", resolver, spec)
    spec.legend_choices = _choices(payload, resolver, spec)
    return spec


def _choices(payload: Mapping[str, Any], resolver: CardResolver, spec: DeckSpec) -> list[Card]:
    """`legend_choices`: a list of card references, each once."""
    items = payload.get("legend_choices") or []
    if not isinstance(items, list) or not all(isinstance(i, str) for i in items):
        raise DeckPayloadError("'legend_choices' must be a list of card codes or names.")
    if len(items) > MAX_LEGEND_CHOICES:
        raise DeckPayloadError(f"'legend_choices' holds at most {MAX_LEGEND_CHOICES} cards.")
    chosen: list[Card] = []
    for ref in items:
        card = resolver.resolve(ref)
        if card is None:
            spec.unknown.append(ref)
        elif card not in chosen:
            chosen.append(card)
    return chosen


def _single(payload: Mapping[str, Any], key: str, resolver: CardResolver, spec: DeckSpec) -> Card | None:
    ref = payload.get(key)
    if ref is None or ref == "":
        return None
    if not isinstance(ref, str):
        raise DeckPayloadError(f"'{key}' must be a card code or name.")
    card = resolver.resolve(ref)
    if card is None:
        spec.unknown.append(ref)
    return card


def _entries(payload: Mapping[str, Any], zone: str, resolver: CardResolver, spec: DeckSpec) -> list[Entry]:
    items = payload.get(zone, [])
    if items is None:
        return []
    if not isinstance(items, list):
        raise DeckPayloadError(f"'{zone}' must be a list of {{\"card\": CODE, \"count\": N}} entries.")
    entries: list[Entry] = []
    for index, item in enumerate(items):
        if isinstance(item, str):  # a bare card reference counts once
            item = {"card": item, "count": 1}
        if not isinstance(item, Mapping) or not isinstance(item.get("card"), str):
            raise DeckPayloadError(f"'{zone}' entry {index + 1} must be {{\"card\": CODE, \"count\": N}}.")
        count = item.get("count", 1)
        if isinstance(count, bool) or not isinstance(count, int) or not 1 <= count <= 99:
            raise DeckPayloadError(f"'{zone}' entry {index + 1}: count must be a whole number from 1 to 99.")
        card = resolver.resolve(item["card"])
        if card is None:
            spec.unknown.append(item["card"])
        else:
            entries.append((card, count))
    return _merge(entries)


def spec_to_payload(spec: DeckSpec) -> dict[str, Any]:
    """The normalised deck as the API shows it: base card codes."""

    def listing(entries: list[Entry]) -> list[dict[str, Any]]:
        return [{"card": card.code, "count": count, "name": card.name} for card, count in _merge(entries)]

    return {
        "mode": spec.mode,
        "format": spec.format,
        "legend": spec.legend.code if spec.legend else None,
        "champion": spec.champion.code if spec.champion else None,
        "main": listing(spec.main),
        "runes": listing(spec.runes),
        "battlefields": listing(spec.battlefields),
        "sideboard": listing(spec.sideboard),
        "legend_choices": [card.code for card in spec.legend_choices],
    }
