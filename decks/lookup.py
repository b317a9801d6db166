"""Find catalog cards from the references players and deck codes use.

A reference is a card code (`OGN-007`), a printing code with its variant suffix (`OGN-007a`,
`OGN-299*` or `OGN-299s`), either with the set total (`OGN-007/298`), or a card's exact printed
name (`Jinx, Rebel`, case-insensitive). Every printing resolves to its base card.
"""

from __future__ import annotations

import re
import threading

from decks.models import Card, CatalogVersion, Printing

_CODE = re.compile(r"^(?P<set>[A-Za-z]{2,4})-(?P<number>[A-Za-z]*\d+)(?P<suffix>[a-z*]*)(?:/\d+)?$", re.IGNORECASE)


def normalise_code(ref: str) -> str | None:
    """`ogn-7a/298` -> `OGN-007a`; None when `ref` does not look like a code."""
    match = _CODE.match(ref.strip())
    if not match:
        return None
    number = match["number"]
    if number.isdigit():
        number = number.zfill(3)
    suffix = match["suffix"].lower().replace("s", "*")
    return f"{match['set'].upper()}-{number.upper()}{suffix}"


class CardResolver:
    """Resolves many references with one query per table. `shared_resolver()` gives the process's current one."""

    def __init__(self) -> None:
        cards = list(Card.objects.all())
        self.by_code: dict[str, Card] = {c.code: c for c in cards}
        by_id = {c.pk: c for c in cards}
        for code, card_id in Printing.objects.values_list("code", "card_id"):
            self.by_code.setdefault(code, by_id[card_id])
        self.by_name: dict[str, Card] = {}
        for card in cards:
            # The first card of a name wins: reprints share the name and resolve to the earliest set.
            self.by_name.setdefault(card.name.casefold(), card)

    def resolve(self, ref: str) -> Card | None:
        if not isinstance(ref, str) or not ref.strip():
            return None
        code = normalise_code(ref)
        if code:
            card = self.by_code.get(code) or self.by_code.get(code.replace("*", "s"))
            if card:
                return card
        return self.by_name.get(ref.strip().casefold())


_SHARED: list[tuple[int, CardResolver]] = []  # (catalog version, resolver): this process's, for every request
_SHARED_LOCK = threading.Lock()


def shared_resolver() -> CardResolver:
    """A resolver over the catalog as it stands, kept by the process while `CatalogVersion` says the catalog is
    unchanged (one small query instead of reading 1,100 cards and 3,000 printings: ~50 ms a deck request).
    Its Card rows are shared by every request of the process: read them, never change them."""
    version = CatalogVersion.current()
    with _SHARED_LOCK:
        if _SHARED and _SHARED[0][0] == version:
            return _SHARED[0][1]
    resolver = CardResolver()
    with _SHARED_LOCK:
        _SHARED[:] = [(version, resolver)]
    return resolver


def resolve_card(ref: str) -> Card | None:
    """One-off lookup."""
    return shared_resolver().resolve(ref)
