"""Demo accounts and their decks, so a fresh install has something to play with.

Each demo deck is built from the catalog by a fixed recipe: a Proving Grounds legend, its champion,
its signature card, then the cheapest domain-legal Proving Grounds and Origins cards at up to
three copies, twelve runes split evenly, and three battlefields, none of them banned in Standard; the next cards of that order, two
copies each, make a small sideboard for best-of-3 matches. Only cards the rules engine implements
are chosen, so the demo decks can be taken straight to a match.
"""

from __future__ import annotations

from dataclasses import dataclass

from django.contrib.auth import get_user_model
from django.db import transaction

from decks.deckspec import DeckSpec, Entry
from decks.formats import STANDARD, get_format
from decks.lookup import shared_resolver
from decks.models import Card, CardType, Deck, Supertype
from decks.playable import is_playable
from decks.services import save_spec
from decks.validation import validate_deck

STANDARD_FORMAT = get_format(STANDARD)
MAIN_DECK_SIZE = 40
RUNE_COUNT = 12
SIDEBOARD_SIZE = 6  # at most 10 (Tournament Rules 601.1.c.1)


@dataclass(frozen=True)
class DemoDeck:
    name: str
    legend: str
    champion: str


@dataclass(frozen=True)
class DemoAccount:
    username: str
    password: str
    decks: tuple[DemoDeck, ...]


DEMO_ACCOUNTS = (
    DemoAccount("demo-annie", "riftbound-demo-1", (
        DemoDeck("Annie: Dark Child starter", "Annie, Dark Child (Starter)", "Annie, Fiery"),
        DemoDeck("Lux: Lady of Luminosity starter", "Lux, Lady of Luminosity (Starter)", "Lux, Illuminated"),
    )),
    DemoAccount("demo-garen", "riftbound-demo-2", (
        DemoDeck("Garen: Might of Demacia starter", "Garen, Might of Demacia (Starter)", "Garen, Rugged"),
        DemoDeck("Master Yi: Wuju Bladesman starter", "Master Yi, Wuju Bladesman (Starter)", "Yi, Honed"),
    )),
)


def playable(card: Card) -> bool:
    """True when the rules engine implements every ability of the card and Standard allows it."""
    return is_playable(card) and not STANDARD_FORMAT.banned(card.name, "duel")


def build_demo_spec(legend: Card, champion: Card, variant: int = 0) -> DeckSpec:
    """The demo deck for a legend; `variant` rotates the battlefields so demo decks differ."""
    domains = set(legend.domains)
    candidates = [
        card for card in Card.objects.filter(set_code__in=["OGS", "OGN"]).order_by("energy", "set_code", "number")
        if card.type in (CardType.UNIT, CardType.SPELL, CardType.GEAR)
        and playable(card)
        and set(card.domains) <= domains
        and card.supertype not in (Supertype.CHAMPION, Supertype.TOKEN)
        and not card.is_unique
        and (card.supertype != Supertype.SIGNATURE or card.champion_tag == legend.champion_tag)
    ]
    main: list[Entry] = [(champion, 3)]
    sideboard: list[Entry] = []
    total, signatures, names = 3, 0, {champion.name}
    for card in sorted(candidates, key=lambda c: (c.set_code != "OGS", c.energy or 0)):
        if total >= MAIN_DECK_SIZE:
            _add_to_sideboard(sideboard, card, names)
            continue
        if card.name in names:
            continue
        count = min(3, MAIN_DECK_SIZE - total)
        if card.supertype == Supertype.SIGNATURE:
            count = min(count, 3 - signatures)
            if count == 0:
                continue
            signatures += count
        main.append((card, count))
        names.add(card.name)
        total += count
    runes = Card.objects.filter(type=CardType.RUNE, set_code="OGN")
    rune_by_domain = {card.domains[0]: card for card in runes if len(card.domains) == 1}
    ordered = sorted(domains)
    rune_entries = [
        (rune_by_domain[d], RUNE_COUNT // len(ordered) + (1 if i < RUNE_COUNT % len(ordered) else 0))
        for i, d in enumerate(ordered)
    ]
    fields = [card for card in Card.objects.filter(type=CardType.BATTLEFIELD, set_code="OGN") if playable(card)]
    start = (3 * variant) % max(len(fields), 1)
    battlefields = [(card, 1) for card in (fields[start:] + fields[:start])[:3]]
    return DeckSpec(mode="duel", format=STANDARD, legend=legend, champion=champion, main=main, runes=rune_entries,
                    battlefields=battlefields, sideboard=sideboard)


def _add_to_sideboard(sideboard: list[Entry], card: Card, names: set[str]) -> None:
    """Two copies of a card the main deck lacks, while the sideboard has room (no Signature cards:
    the deck already holds its three)."""
    room = SIDEBOARD_SIZE - sum(n for _, n in sideboard)
    if room <= 0 or card.name in names or card.supertype == Supertype.SIGNATURE:
        return
    sideboard.append((card, min(2, room)))
    names.add(card.name)


@transaction.atomic
def load_demo() -> list[tuple[str, str, list[str]]]:
    """Create (or refresh) the demo accounts and decks; returns (username, password, deck names)."""
    resolver = shared_resolver()
    user_model = get_user_model()
    created = []
    variant = 0
    for account in DEMO_ACCOUNTS:
        user, _ = user_model.objects.get_or_create(username=account.username)
        user.set_password(account.password)
        user.save()
        names = []
        for demo in account.decks:
            legend, champion = resolver.resolve(demo.legend), resolver.resolve(demo.champion)
            if legend is None or champion is None:
                raise RuntimeError(f"Demo deck {demo.name!r} needs {demo.legend!r} and {demo.champion!r} in the catalog.")
            spec = build_demo_spec(legend, champion, variant)
            variant += 1
            errors = validate_deck(spec)
            if errors:
                raise RuntimeError(f"Demo deck {demo.name!r} is not legal: {[e.message for e in errors]}")
            deck, _ = Deck.objects.get_or_create(owner=user, name=demo.name)
            deck.is_public = True
            save_spec(deck, spec)
            names.append(demo.name)
        created.append((account.username, account.password, names))
    return created
