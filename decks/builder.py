"""Deck-builder edits and summaries: the rules of what may be put where, independent of HTTP.

Edits work on a saved `Deck` and either apply completely or raise `BuilderError` and change nothing.
Deck-building legality (sizes, copies, domain identity) is not checked here: that is
`decks.validation`'s job, and the builder shows its verdict next to the deck.
"""

from __future__ import annotations

import sys
from collections import Counter
from dataclasses import dataclass

from django.db import transaction
from django.db.models import QuerySet

from decks import choices
from decks.deckspec import DeckSpec, Entry
from decks.models import DOMAINS, Card, CardType, Deck, DeckCard, Supertype
from decks.services import spec_from_deck
from decks.validation.rules import TooManyCopies

MAIN_TYPES = (CardType.UNIT, CardType.SPELL, CardType.GEAR)
# Where each card type may go at all; anything else (tokens, legends) never goes in a zone.
ZONES_FOR_TYPE: dict[str, tuple[str, ...]] = {
    CardType.UNIT: ("main", "sideboard"),
    CardType.SPELL: ("main", "sideboard"),
    CardType.GEAR: ("main", "sideboard"),
    CardType.RUNE: ("runes",),
    CardType.BATTLEFIELD: ("battlefields",),
}
# The most copies of one card a zone can hold in the builder (validation says what is legal).
ZONE_MAX = {"main": 3, "sideboard": 3, "runes": 12, "battlefields": 1}
ZONE_LABELS = dict(DeckCard.Zone.choices)
# Zones whose copies of a name add up against the per-name limit (103.3.b, 825.3.a).
NAME_LIMIT_ZONES = ("main", "sideboard")
RUNE_DECK_SIZE = 12
CURVE_TOP = 7  # the energy curve's last column is "7+"


class BuilderError(ValueError):
    """An edit that cannot be made; the message is shown to the player."""


def zones_for(card: Card) -> tuple[str, ...]:
    return ZONES_FOR_TYPE.get(card.type, ())


def identity(legend: Card | None) -> list[str]:
    """The legend's domains, in the canonical domain order."""
    if legend is None:
        return []
    return [d for d in DOMAINS if d in legend.domains]


def fits_identity(card: Card, domains: list[str]) -> bool:
    return not card.domain_unknown and all(d in domains for d in card.domains)


def restrict_to_identity(cards: QuerySet[Card], domains: list[str]) -> QuerySet[Card]:
    """Cards none of whose domains are outside `domains` (colourless cards always fit, 103.2.b.5; a
    card whose domain our data lacks is not known to fit and is left out)."""
    for domain in DOMAINS:
        if domain not in domains:
            cards = cards.exclude(domain_index__icontains=f"|{domain}|")
    return cards.exclude(missing_facts__icontains="domains")


def legends() -> QuerySet[Card]:
    return Card.objects.filter(type=CardType.LEGEND).order_by("champion_tag", "name", "set_code", "number")


def champion_options(legend: Card | None) -> list[Card]:
    """Champion units that can be this legend's Chosen Champion (sharing its champion tag)."""
    if legend is None or not legend.champion_tag:
        return []
    candidates = Card.objects.filter(
        type=CardType.UNIT, supertype=Supertype.CHAMPION, champion_tag__iexact=legend.champion_tag.strip()
    )
    return list(candidates.order_by("energy", "name", "set_code", "number"))


def rune_options(legend: Card | None) -> list[Card]:
    """One rune card per identity domain (the first printed), in domain order."""
    options = []
    runes = list(Card.objects.filter(type=CardType.RUNE).order_by("set_code", "number"))
    for domain in identity(legend):
        match = next((r for r in runes if r.domains == [domain]), None)
        if match:
            options.append(match)
    return options


def _entry(deck: Deck, card: Card, zone: str) -> DeckCard | None:
    return deck.cards.filter(card=card, zone=zone).first()


def current_count(deck: Deck, card: Card, zone: str) -> int:
    entry = _entry(deck, card, zone)
    return entry.count if entry else 0


@transaction.atomic
def set_count(deck: Deck, card: Card, zone: str, count: int) -> int:
    """Put exactly `count` copies of `card` in `zone`; returns the new count."""
    if zone not in ZONE_MAX:
        raise BuilderError(f"There is no {zone!r} zone in a deck.")
    allowed = zones_for(card)
    if zone not in allowed:
        if not allowed:
            raise BuilderError(f"{card.name} is a {card.get_type_display().lower()}: it never goes in a deck zone.")
        where = " or ".join(f"your {ZONE_LABELS[z].lower()}" for z in allowed)
        raise BuilderError(f"{card.name} is a {card.get_type_display().lower()}: it can only go in {where}.")
    limit = ZONE_MAX[zone]
    if not 0 <= count <= limit:
        raise BuilderError(f"{ZONE_LABELS[zone]}: you can have 0 to {limit} copies of {card.name} here, not {count}.")
    entry = _entry(deck, card, zone)
    if zone in NAME_LIMIT_ZONES and count > (entry.count if entry else 0):
        _check_name_limit(deck, card, zone, count)
    if count == 0:
        if entry:
            entry.delete()
        if zone == "main" and deck.champion_id == card.pk:
            deck.champion = None  # the Chosen Champion's copy left the deck
    elif entry:
        entry.count = count
        entry.save(update_fields=["count"])
    else:
        DeckCard.objects.create(deck=deck, card=card, zone=zone, count=count)
    deck.save()  # bumps `updated`
    return count


def name_limit(card: Card) -> int:
    """Copies of a name a deck may hold, main deck and sideboard together: 3 (103.3.b), 1 for a
    [Unique] card (825.3.a), no limit for a card whose text allows any number of its name."""
    if card.any_number_allowed:
        return sys.maxsize
    return 1 if card.is_unique else TooManyCopies.max_copies


def name_counts(deck_entries: list[Entry]) -> Counter[str]:
    """Copies of each name among main-deck and sideboard entries (reprints add up, 103.3.b.2)."""
    counts: Counter[str] = Counter()
    for card, count in deck_entries:
        counts[card.name] += count
    return counts


def _check_name_limit(deck: Deck, card: Card, zone: str, count: int) -> None:
    """Refuse an edit that would take the card's name past its limit across main deck and sideboard."""
    others = [(e.card, e.count) for e in deck.cards.filter(zone__in=NAME_LIMIT_ZONES, card__name=card.name)
              .select_related("card") if not (e.card_id == card.pk and e.zone == zone)]
    held = name_counts(others)[card.name]
    limit = name_limit(card)
    if held + count > limit:
        rule = "a [Unique] card, rule 825.3.a" if card.is_unique else "rule 103.3.b"
        raise BuilderError(
            f"a deck may hold at most {limit} {'copy' if limit == 1 else 'copies'} of {card.name}, main deck and "
            f"sideboard together ({rule}), and this would make {held + count}."
        )


def add(deck: Deck, card: Card, zone: str, delta: int) -> int:
    current = current_count(deck, card, zone)
    if delta < 0 and current == 0 and zone in ZONE_MAX:
        raise BuilderError(f"there is no {card.name} in your {ZONE_LABELS[zone].lower()} to remove.")
    return set_count(deck, card, zone, current + delta)


@transaction.atomic
def choose_legend(deck: Deck, card: Card) -> None:
    if card.type != CardType.LEGEND:
        raise BuilderError(f"{card.name} is not a legend.")
    deck.legend = card
    deck.save()


@transaction.atomic
def choose_champion(deck: Deck, card: Card) -> None:
    """Make `card` the Chosen Champion; its copy joins the main deck if none is there yet."""
    if deck.legend is None:
        raise BuilderError("Pick a legend first: the Chosen Champion must match it.")
    if card.pk not in {c.pk for c in champion_options(deck.legend)}:
        raise BuilderError(f"{card.name} is not a {deck.legend.champion_tag} champion unit, so it cannot be "
                           f"{deck.legend.name}'s Chosen Champion.")
    deck.champion = card
    deck.save()
    if current_count(deck, card, "main") == 0:
        DeckCard.objects.create(deck=deck, card=card, zone="main", count=1)


@transaction.atomic
def choose_extra_legend(deck: Deck, card: Card) -> list[Card]:
    """Add `card` to the legends chosen for a card that asks for them (103.1, Neeko, Blending In).
    Refused when nothing in the deck asks, when enough are chosen, or for a repeated name (validation
    still reports any other problem); returns the choices."""
    spec = spec_from_deck(deck)
    wanted = choices.legends_wanted(spec)
    if card.type != CardType.LEGEND:
        raise BuilderError(f"{card.name} is not a legend.")
    if not wanted:
        raise BuilderError("no card in this deck asks you to choose legends (Neeko, Blending In does).")
    if len(spec.legend_choices) >= wanted:
        raise BuilderError(f"you have already chosen {wanted} legends; remove one first.")
    taken = {choices.legend_name(c) for c in spec.legend_choices}
    if deck.legend is not None:
        taken.add(choices.legend_name(deck.legend))
    if choices.legend_name(card) in taken:
        raise BuilderError(f"{card.name} has the name of your legend or of a legend you already chose.")
    deck.legend_choices.add(card)
    deck.save()
    return list(deck.legend_choices.all())


@transaction.atomic
def drop_extra_legend(deck: Deck, card: Card) -> None:
    if not deck.legend_choices.filter(pk=card.pk).exists():
        raise BuilderError(f"{card.name} is not one of your chosen legends.")
    deck.legend_choices.remove(card)
    deck.save()


def even_split(total: int, parts: int) -> list[int]:
    """`total` split into `parts` near-equal shares, larger ones first: 12 over 2 -> [6, 6]."""
    base, extra = divmod(total, parts)
    return [base + (1 if i < extra else 0) for i in range(parts)]


@transaction.atomic
def fill_runes(deck: Deck) -> list[tuple[Card, int]]:
    """Replace the rune deck with 12 runes split evenly across the legend's domains."""
    if deck.legend is None:
        raise BuilderError("Pick a legend first: runes follow its domains.")
    current = {e.card.domains[0]: e.card for e in deck.cards.filter(zone="runes").select_related("card")
               if len(e.card.domains) == 1}
    runes = [current.get(r.domains[0], r) for r in rune_options(deck.legend)]
    if not runes:
        raise BuilderError(f"There are no rune cards for {deck.legend.name}'s domains in the catalog.")
    deck.cards.filter(zone="runes").delete()
    filled = list(zip(runes, even_split(RUNE_DECK_SIZE, len(runes)), strict=True))
    DeckCard.objects.bulk_create(DeckCard(deck=deck, card=c, zone="runes", count=n) for c, n in filled if n)
    deck.save()
    return filled


@transaction.atomic
def copy_deck(deck: Deck, owner, name: str | None = None) -> Deck:
    """A private copy of `deck` for `owner`."""
    copy = Deck.objects.create(
        owner=owner,
        name=(name or f"{deck.name} (copy)")[:80],
        mode=deck.mode,
        format=deck.format,
        legend=deck.legend,
        champion=deck.champion,
        is_public=False,
    )
    DeckCard.objects.bulk_create(
        DeckCard(deck=copy, card_id=e.card_id, zone=e.zone, count=e.count) for e in deck.cards.all()
    )
    copy.legend_choices.set(deck.legend_choices.all())
    return copy


# ----- summaries for the page: chart geometry for inline SVG -----

CHART_WIDTH = 320


@dataclass
class Bar:
    label: str
    count: int
    css: str = ""
    x: float = 0
    y: float = 0
    width: float = 0
    height: float = 0
    text_x: float = 0  # where the count is written
    text_y: float = 0
    label_x: float = 0  # where the label is written
    label_y: float = 0


@dataclass
class Chart:
    title: str
    bars: list[Bar]
    height: int

    @property
    def total(self) -> int:
        return sum(b.count for b in self.bars)

    @property
    def description(self) -> str:
        return ", ".join(f"{b.label}: {b.count}" for b in self.bars)


def _main_cards(spec: DeckSpec) -> list[Entry]:
    return [(c, n) for c, n in spec.main if c.type in MAIN_TYPES]


def energy_curve(spec: DeckSpec, height: int = 130) -> Chart:
    """Main-deck copies by energy cost as vertical bars: the count above each bar, the cost below."""
    counts: Counter[int] = Counter()
    for card, n in _main_cards(spec):
        counts[min(card.energy or 0, CURVE_TOP)] += n
    bars = [Bar(label=f"{e}+" if e == CURVE_TOP else str(e), count=counts[e]) for e in range(CURVE_TOP + 1)]
    top = max(b.count for b in bars) or 1
    slot = CHART_WIDTH / len(bars)
    baseline = height - 20
    plot = baseline - 18
    for i, bar in enumerate(bars):
        bar.width = round(slot * 0.68, 1)
        bar.x = round(i * slot + slot * 0.16, 1)
        bar.height = round(plot * bar.count / top, 1)
        bar.y = round(baseline - bar.height, 1)
        bar.text_x = bar.label_x = round(i * slot + slot / 2, 1)
        bar.text_y = round(bar.y - 5, 1)
        bar.label_y = height - 4
    return Chart("Energy curve", bars, height)


def _horizontal(title: str, bars: list[Bar], row: int = 24) -> Chart:
    top = max((b.count for b in bars), default=0) or 1
    label_width, count_width = 78, 34
    span = CHART_WIDTH - label_width - count_width
    for i, bar in enumerate(bars):
        bar.x = label_width
        bar.y = i * row + 4
        bar.height = row - 8
        bar.width = round(max(span * bar.count / top, 2), 1)
        bar.label_x = 0
        bar.label_y = bar.text_y = i * row + row / 2 + 5
        bar.text_x = round(bar.x + bar.width + 6, 1)
    return Chart(title, bars, max(len(bars), 1) * row)


def breakdown(spec: DeckSpec) -> list[Chart]:
    """Main-deck copies per domain and per card type, as horizontal bars."""
    domains: Counter[str] = Counter()
    types: Counter[str] = Counter()
    for card, n in _main_cards(spec):
        for d in card.domains or ["colorless"]:
            domains[d] += n
        types[card.type] += n
    domain_bars = [Bar(label=d.title(), count=domains[d], css=d) for d in [*DOMAINS, "colorless"] if domains[d]]
    type_bars = [Bar(label=CardType(t).label, count=types[t], css=t) for t in MAIN_TYPES if types[t]]
    return [_horizontal("Domains", domain_bars), _horizontal("Card types", type_bars)]
