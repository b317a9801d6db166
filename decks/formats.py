"""Deck formats: Standard Constructed (Tournament Rules 2026-10-09) and a casual profile for friendly play.

A format says what the deck rules ask beyond the Core Rules' deck construction (101-103): the main
deck's size, the sideboard's, which sets are legal from which date and which cards are banned. The
set list and the ban list are data (`decks/data/standard.json`, `decks/data/banlist.json`, each with
its source and date), so the next Standard rotation or ban list is a data change. Pure Python: no
Django here. docs/deck-rules.md ("Formats") explains each choice.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from datetime import date
from functools import cache
from pathlib import Path

DATA_DIR = Path(__file__).resolve().parent / "data"
STANDARD, CASUAL = "standard", "casual"


@dataclass(frozen=True)
class Ban:
    """One entry of the ban list: a card by name (every printing), in every mode or only some."""

    name: str
    code: str
    modes: tuple[str, ...] = ()  # empty: every mode
    why: str = ""

    def applies_to(self, mode: str) -> bool:
        return not self.modes or mode in self.modes

    @property
    def scope(self) -> str:
        """"Standard" or "2v2 Standard": where the ban holds, for messages and card pages."""
        return " and ".join(self.modes) + " Standard" if self.modes else "Standard"


@dataclass(frozen=True)
class BanList:
    effective: date
    source: str
    bans: tuple[Ban, ...]

    def bans_for(self, name: str) -> list[Ban]:
        key = name.casefold()
        return [b for b in self.bans if b.name.casefold() == key]

    def banned(self, name: str, mode: str) -> Ban | None:
        """The ban on a card of this name in this deck mode, or None."""
        return next((b for b in self.bans_for(name) if b.applies_to(mode)), None)


@dataclass(frozen=True)
class DeckFormat:
    code: str
    label: str
    main_deck_exact: bool  # Standard: exactly 40 (TR 402.1, 601.1.b); casual: at least 40 (CR 103.3)
    sideboard_max: int  # TR 601.1.c.1
    legal_sets: dict[str, date] = field(default_factory=dict)  # set -> legal from; empty: every set
    banlist: BanList | None = None
    summary: str = ""

    def set_legal(self, set_code: str, today: date) -> bool:
        if not self.legal_sets:
            return True
        legal_from = self.legal_sets.get(set_code)
        return legal_from is not None and legal_from <= today

    def banned(self, name: str, mode: str) -> Ban | None:
        return self.banlist.banned(name, mode) if self.banlist else None


def _read(name: str) -> dict:
    return json.loads((DATA_DIR / name).read_text(encoding="utf-8"))


@cache
def ban_list() -> BanList:
    data = _read("banlist.json")
    bans = tuple(
        Ban(entry["name"], entry["code"], tuple(entry.get("modes", ())), entry.get("why", ""))
        for entry in data["banned"]
    )
    return BanList(date.fromisoformat(data["effective"]), data["source"], bans)


@cache
def standard_sets() -> dict[str, date]:
    return {code: date.fromisoformat(day) for code, day in _read("standard.json")["sets"].items()}


@cache
def formats() -> dict[str, DeckFormat]:
    return {
        STANDARD: DeckFormat(
            STANDARD,
            "Standard",
            main_deck_exact=True,
            sideboard_max=10,
            legal_sets=standard_sets(),
            banlist=ban_list(),
            summary="Tournament Rules: exactly 40 main-deck cards, a sideboard of up to 10, "
            "the Standard sets from their release dates, no banned cards.",
        ),
        CASUAL: DeckFormat(
            CASUAL,
            "Casual",
            main_deck_exact=False,
            sideboard_max=10,
            summary="Friendly play: at least 40 main-deck cards, a sideboard of up to 10, "
            "every set, no ban list. The Core Rules' deck building otherwise.",
        ),
    }


FORMAT_CHOICES: list[tuple[str, str]] = [(STANDARD, "Standard"), (CASUAL, "Casual")]


def get_format(code: str) -> DeckFormat:
    """The format with this code; ValueError naming the known ones otherwise."""
    found = formats().get(code) if isinstance(code, str) else None
    if found is None:
        known = ", ".join(formats())
        raise ValueError(f"Unknown format {code!r}: use one of {known}.")
    return found
