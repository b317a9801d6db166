"""What the deck-builder templates need to draw a deck: contents, verdict, stats, export, card browser."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from django.core.paginator import Page, Paginator
from django.http import QueryDict

from decks import builder, choices
from decks.card_filters import SETS, CardFilterError, CardFilterForm, filter_cards
from decks.deckcodes import DeckCodeError
from decks.decklist import DeckListError, code_from_spec, text_from_spec
from decks.deckspec import DeckSpec
from decks.formats import Ban, DeckFormat, get_format
from decks.lookup import CardResolver
from decks.models import DOMAINS, Card, CardType, Deck, Supertype
from decks.playable import is_playable, unplayable_cards
from decks.services import spec_from_deck
from decks.validation import validate_deck

BROWSER_PAGE_SIZE = 24
# The browser's "Show" choices: a card type, or every main-deck card at once.
BROWSER_KINDS = [
    ("", "Main-deck cards"),
    (CardType.UNIT, "Units"),
    (CardType.SPELL, "Spells"),
    (CardType.GEAR, "Gear"),
    (CardType.BATTLEFIELD, "Battlefields"),
    (CardType.RUNE, "Runes"),
]
SLOT_LABELS = {"main": "Main", "sideboard": "Side", "runes": "Runes", "battlefields": "Battlefield"}
BROWSER_PARAMS = ("q", "type", "set", "domain", "energy", "playable", "sort", "all", "page")


@dataclass
class Row:
    """One line of the deck list."""

    card: Card
    count: int
    zone: str
    is_champion: bool = False
    ban: Ban | None = None  # banned in the deck's format and mode
    name_total: int = 0  # copies of the card's name in the main deck and sideboard together
    playable: bool = True  # the engine plays it in full (decks.playable)

    @property
    def limit(self) -> int:
        """How many copies the + button may reach (0 where the card cannot go at all)."""
        return builder.ZONE_MAX[self.zone] if self.zone in builder.zones_for(self.card) else 0

    @property
    def add_refusal(self) -> str:
        """Why the + button can't add a copy ("" when it can)."""
        return add_refusal(self.card, self.zone, self.count, self.limit, self.name_total)


@dataclass
class Slot:
    """A zone a browsed card can go in, with how many copies the deck has there."""

    zone: str
    label: str
    count: int
    limit: int
    card: Card
    name_total: int = 0  # copies of the card's name in the main deck and sideboard together

    @property
    def add_refusal(self) -> str:
        """Why the + button can't add a copy ("" when it can)."""
        return add_refusal(self.card, self.zone, self.count, self.limit, self.name_total)


def add_refusal(card: Card, zone: str, count: int, limit: int, name_total: int) -> str:
    """The reason an added copy would be refused (builder.set_count says the same), or ""."""
    most = builder.name_limit(card)
    if zone in builder.NAME_LIMIT_ZONES and name_total >= most:
        return f"{most} {'copy' if most == 1 else 'copies'} of this name already, main deck and sideboard together"
    if limit == 0:
        return "this card doesn't go here"
    if count >= limit:
        return f"at most {limit} {'copy' if limit == 1 else 'copies'} here"
    return ""


@dataclass
class BrowserItem:
    card: Card
    slots: list[Slot]
    outside_identity: bool
    ban: Ban | None = None
    playable: bool = True  # the engine plays it in full (decks.playable)
    signature_of: str = ""  # another champion's Signature card: that champion's tag


@dataclass
class Browser:
    form: CardFilterForm
    page: Page | None
    error: str
    show_all: bool
    identity: list[str]
    items: list[BrowserItem] = field(default_factory=list)

    @property
    def identity_labels(self) -> str:
        return " and ".join(d.title() for d in self.identity)

    @property
    def playable_only(self) -> bool:
        return self.form.data.get("playable") == "true"

    def query(self) -> str:
        """The current filters (without the page) for links that keep them."""
        params = QueryDict(mutable=True)
        for key in BROWSER_PARAMS[:-1]:
            value = self.form.data.get(key)
            if value:
                params[key] = value
        return params.urlencode()


def browser_params(source: Mapping[str, Any]) -> dict[str, str]:
    return {k: str(source.get(k, "")) for k in BROWSER_PARAMS if source.get(k)}


def card_browser(deck: Deck, params: Mapping[str, str]) -> Browser:
    params = dict(params)
    params.setdefault("sort", "energy")
    form = CardFilterForm(params)
    show_all = params.get("all") == "1"
    domains = builder.identity(deck.legend)
    kind = params.get("type", "")
    if kind not in {k for k, _ in BROWSER_KINDS}:
        return Browser(form, None, "Choose what to show from the list.", show_all, domains)
    cards = Card.objects.filter(type__in=[kind] if kind else builder.MAIN_TYPES).exclude(supertype="token")
    if domains and not show_all:
        cards = builder.restrict_to_identity(cards, domains)
    try:
        cards = filter_cards(cards, params)
    except CardFilterError as exc:
        return Browser(form, None, str(exc), show_all, domains)
    page = Paginator(cards, BROWSER_PAGE_SIZE).get_page(params.get("page"))
    entries = list(deck.cards.select_related("card"))
    counts = {(e.card_id, e.zone): e.count for e in entries}
    names = builder.name_counts([(e.card, e.count) for e in entries if e.zone in builder.NAME_LIMIT_ZONES])
    fmt = get_format(deck.format)
    tag = (deck.legend.champion_tag if deck.legend else "").strip().casefold()
    items = [
        BrowserItem(
            card,
            [Slot(z, SLOT_LABELS[z], counts.get((card.pk, z), 0), builder.ZONE_MAX[z], card, names[card.name])
             for z in builder.zones_for(card)],
            outside_identity=bool(domains) and not builder.fits_identity(card, domains),
            ban=fmt.banned(card.name, deck.mode),
            playable=is_playable(card),
            signature_of=card.champion_tag if (card.supertype == Supertype.SIGNATURE and card.champion_tag
                                                and card.champion_tag.strip().casefold() != tag) else "",
        )
        for card in page.object_list
    ]
    return Browser(form, page, "", show_all, domains, items)


def deck_rows(deck: Deck, spec: DeckSpec) -> dict[str, list[Row]]:
    fmt = get_format(spec.format)
    names = builder.name_counts(spec.main + spec.sideboard)
    rows: dict[str, list[Row]] = {}
    for zone in builder.ZONE_MAX:
        entries = sorted(getattr(spec, zone), key=lambda e: (e[0].energy if e[0].energy is not None else 99, e[0].name))
        rows[zone] = [
            Row(card, count, zone, is_champion=zone == "main" and card.pk == deck.champion_id,
                ban=fmt.banned(card.name, spec.mode), name_total=names[card.name], playable=is_playable(card))
            for card, count in entries
        ]
    return rows


def main_groups(rows: list[Row]) -> list[tuple[str, list[Row]]]:
    """The main deck split by card type, as players read a list."""
    groups = []
    for kind in builder.MAIN_TYPES:
        members = [r for r in rows if r.card.type == kind]
        if members:
            groups.append((CardType(kind).label + ("" if kind == CardType.GEAR else "s"), members))
    others = [r for r in rows if r.card.type not in builder.MAIN_TYPES]
    if others:
        groups.append(("Misplaced", others))
    return groups


class DeckNamesResolver(CardResolver):
    """A resolver that knows only the names of `spec`'s cards: all `text_from_spec` needs to label
    them, in one small query instead of loading the whole catalog on every edit."""

    def __init__(self, spec: DeckSpec) -> None:  # deliberately skips the full catalog load
        names = {card.name for card, _ in spec.all_entries()} | {card.name for card in spec.legend_choices}
        if spec.champion:
            names.add(spec.champion.name)
        self.by_code = {}
        self.by_name = {}
        for card in Card.objects.filter(name__in=names).order_by("set_code", "number"):
            self.by_name.setdefault(card.name.casefold(), card)


def export(spec: DeckSpec) -> dict[str, str]:
    try:
        code = code_from_spec(spec)
        code_error = ""
    except (DeckCodeError, DeckListError) as exc:
        code, code_error = "", str(exc)
    return {"code": code, "code_error": code_error, "text": text_from_spec(spec, DeckNamesResolver(spec))}


def named_errors(spec: DeckSpec) -> list[dict[str, Any]]:
    """Each DeckError with the cards it names (base codes turned back into cards)."""
    known = {card.code: card for card, _ in spec.all_entries()}
    if spec.champion:
        known[spec.champion.code] = spec.champion
    errors = validate_deck(spec)
    missing = {code for e in errors for code in e.cards if code not in known}
    known.update({c.code: c for c in Card.objects.filter(code__in=missing)})
    return [
        {"code": e.code, "message": e.message, "codes": e.cards, "cards": [known.get(c) or c for c in e.cards]}
        for e in errors
    ]


def rune_lines(deck: Deck, rows: list[Row]) -> list[Row]:
    """A line per identity rune (count 0 when absent) plus any other rune card the deck holds."""
    held = {r.card.pk: r for r in rows}
    lines = [held.pop(card.pk, Row(card, 0, "runes")) for card in builder.rune_options(deck.legend)]
    return lines + list(held.values())


def spec_main_count(spec: DeckSpec) -> int:
    """Main-deck size as the rules count it: units, spells and gear only (misplaced cards aside)."""
    return sum(n for card, n in spec.main if card.type in builder.MAIN_TYPES)


def tallies(counts: dict[str, int], fmt: DeckFormat) -> list[dict[str, Any]]:
    """Each zone's size against what the format needs (the sideboard's figure is its maximum; a
    casual main deck's 40 is a minimum, shown "40+")."""
    main_ok = counts["main"] == 40 if fmt.main_deck_exact else counts["main"] >= 40
    return [
        {"label": "Main", "count": counts["main"], "target": "40" if fmt.main_deck_exact else "40+", "ok": main_ok},
        {"label": "Runes", "count": counts["runes"], "target": 12, "ok": counts["runes"] == 12},
        {"label": "Battlefields", "count": counts["battlefields"], "target": 3, "ok": counts["battlefields"] == 3},
        {"label": "Sideboard", "count": counts["sideboard"], "target": fmt.sideboard_max,
         "ok": counts["sideboard"] <= fmt.sideboard_max},
    ]


@dataclass
class LegendChoices:
    """Core Rules 103.1 for the builder: the legends a card in the deck asks for (Neeko, Blending In)."""

    wanted: int
    asking: list[Card]
    chosen: list[Card]
    options: list[Card]  # legends that may still be chosen

    @property
    def shown(self) -> bool:
        return bool(self.wanted or self.chosen)

    @property
    def missing(self) -> int:
        return max(self.wanted - len(self.chosen), 0)


def legend_choices(spec: DeckSpec, with_options: bool) -> LegendChoices:
    wanted = choices.legends_wanted(spec)
    options: list[Card] = []
    if with_options and wanted:
        taken = {choices.legend_name(c) for c in spec.legend_choices}
        if spec.legend is not None:
            taken.add(choices.legend_name(spec.legend))
        options = [c for c in builder.legends() if choices.legend_name(c) not in taken]
    return LegendChoices(wanted, choices.cards_asking(spec), list(spec.legend_choices), options)


def deck_context(deck: Deck, params: Mapping[str, str] | None = None, with_browser: bool = True) -> dict[str, Any]:
    """Everything the builder page and its partials show for `deck`."""
    spec = spec_from_deck(deck)
    rows = deck_rows(deck, spec)
    errors = named_errors(spec)
    counts = {zone: sum(r.count for r in zone_rows) for zone, zone_rows in rows.items()}
    counts["main"] = spec_main_count(spec)
    legend_domains = builder.identity(deck.legend)
    fmt = get_format(spec.format)
    context: dict[str, Any] = {
        "deck": deck,
        "spec": spec,
        "format": fmt,
        "legend_choices": legend_choices(spec, with_options=with_browser),
        "rows": rows,
        "main_groups": main_groups(rows["main"]),
        "counts": counts,
        "tallies": tallies(counts, fmt),
        "errors": errors,
        "flagged": {code for error in errors for code in error["codes"]},
        "unplayable": unplayable_cards(spec),
        "curve": builder.energy_curve(spec),
        "chart_width": builder.CHART_WIDTH,
        "breakdown": builder.breakdown(spec),
        "export": export(spec),
        "identity": legend_domains,
        "identity_labels": [d.title() for d in legend_domains],
        "champions": builder.champion_options(deck.legend),
        "rune_lines": rune_lines(deck, rows["runes"]),
        "zone_max": builder.ZONE_MAX,
        "domains": DOMAINS,
    }
    if with_browser:
        context["legends"] = list(builder.legends())
        context["browser"] = card_browser(deck, params or {})
        context["browser_kinds"] = BROWSER_KINDS
        context["sets"] = SETS
    return context
