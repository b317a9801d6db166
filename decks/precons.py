"""The retail preconstructed decks (Proving Grounds, Champion and Showdown decks) as public decks of the library.

`decks/data/precons/<SET>.json` lists each set's precons as sold (legend, Chosen Champion, 40-card main deck, 12
runes, battlefields; docs/catalog.md, "Retail precons", says where the lists come from). `load_precons` makes each
a public deck of the account `PRECON_ACCOUNT`, so anyone can clone one or take it into a match and bots may draw
it. A deck legal in Standard is saved as Standard, one holding a card banned since it was sold (the Jinx deck) as
Casual, which has no ban list. A Proving Grounds deck comes with one battlefield of its box's four; a deck needs
three (103.5.a), so it also takes the next two of the box (`box_battlefields`). Precons whose cards the engine
doesn't all play yet are loaded too: the lobby says which cards the table can't play yet, and bots don't take them.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from django.contrib.auth import get_user_model
from django.db import transaction

from decks.deckspec import DeckSpec, Entry
from decks.formats import CASUAL, STANDARD
from decks.lookup import CardResolver, shared_resolver
from decks.models import Deck
from decks.services import save_spec
from decks.validation import validate_deck

PRECON_DIR = Path(__file__).resolve().parent / "data" / "precons"
PRECON_ACCOUNT = "retail-precons"  # the owner of the precons in the library (no password: nobody signs in as it)


@dataclass(frozen=True)
class Precon:
    set_code: str
    name: str
    data: dict[str, Any]


def precons(sets: tuple[str, ...] | None = None) -> list[Precon]:
    """Every precon of the data files (of `sets` only, when given), in file order."""
    out = []
    for path in sorted(PRECON_DIR.glob("*.json")):
        data = json.loads(path.read_text())
        if sets is None or data["set"] in sets:
            out += [Precon(data["set"], deck["name"], deck) for deck in data["decks"]]
    return out


def precon_spec(precon: Precon, resolver: CardResolver) -> DeckSpec:
    """The precon as a deck (duel): Standard when it is legal there, else Casual. A code that matches no
    catalog card is kept in `unknown` (so validation reports it)."""
    spec = DeckSpec(mode="duel", format=STANDARD)
    unknown: list[str] = []

    def card(code: str) -> Any:
        found = resolver.resolve(code)
        if found is None:
            unknown.append(code)
        return found

    def entries(counts: dict[str, int]) -> list[Entry]:
        return [(c, n) for c, n in ((card(code), n) for code, n in counts.items()) if c is not None]

    d = precon.data
    spec.legend, spec.champion = card(d["legend"]), card(d["champion"])
    spec.main, spec.runes = entries(d["main"]), entries(d["runes"])
    spec.battlefields = entries({code: 1 for code in d["battlefields"] + d.get("box_battlefields", [])})
    spec.unknown = unknown
    if validate_deck(spec):
        spec.format = CASUAL  # a card banned since the deck was sold: legal where there is no ban list
    return spec


@transaction.atomic
def load_precons(sets: tuple[str, ...] | None = None) -> list[tuple[str, str, list[str]]]:
    """Create (or refresh) the precons as public decks of `PRECON_ACCOUNT`; returns (name, format, problems)
    per deck (problems: what makes it illegal, which shouldn't happen - it is saved anyway, private)."""
    user, _ = get_user_model().objects.get_or_create(username=PRECON_ACCOUNT)
    if user.has_usable_password():
        user.set_unusable_password()
        user.save()
    resolver = shared_resolver()
    out = []
    for precon in precons(sets):
        spec = precon_spec(precon, resolver)
        problems = [e.message for e in validate_deck(spec)]
        deck, _ = Deck.objects.get_or_create(owner=user, name=precon.name)
        deck.is_public = not problems
        save_spec(deck, spec)
        out.append((precon.name, spec.format, problems))
    return out
