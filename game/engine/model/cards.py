"""Card facts as plain data (rules 125-187).

A `CardDef` is an immutable record of what is printed on a card. A `CardTable`
holds the definitions one game uses; it is shared between all states of that
game and never copied. Definitions come from catalog records (the project's
`decks/catalog/*.json`), from test cards written inline, or from the small set
of built-ins below (Filler, the six basic runes, a blank battlefield and legend).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

DOMAINS: tuple[str, ...] = ("fury", "calm", "mind", "body", "chaos", "order")

# Keywords the engine implements (rules 805-829). Others make a card unimplemented.
SUPPORTED_KEYWORDS = frozenset(
    {"Accelerate", "Action", "Reaction", "Assault", "Shield", "Tank", "Ganking", "Hidden", "Deflect",
     "Temporary", "Vision", "Deathknell", "Legion", "Unique", "Equip", "Hunt", "Repeat", "Backline", "Level", "Quick-Draw",
     "Ambush", "Weaponmaster", "Flow", "Empower", "Empowered",
     "Deploy", "Disarm", "Show Off"}  # 830-832 (Core Rules 2026-10-09)
)
# Keywords that carry a number; the number defaults to 1 (807.1.b.3, 809.1.b.3, 814.1.b.3, 831.1.c.3).
VALUED_KEYWORDS = frozenset({"Assault", "Shield", "Deflect", "Hunt", "Disarm"})


@dataclass(frozen=True, slots=True)
class CardDef:
    key: str
    name: str
    type: str  # unit | spell | gear | rune | battlefield | legend | token
    supertype: str = ""  # champion | signature | token | basic | ""
    domains: tuple[str, ...] = ()
    energy: int = 0
    power: tuple[str, ...] = ()  # one entry per Power symbol: a domain or "any"
    might: int = 0
    might_bonus: int = 0
    tags: tuple[str, ...] = ()
    champion_tag: str = ""
    keywords: tuple[tuple[str, int], ...] = ()
    text: str = ""
    token_type: str = ""
    script: Any = None  # test-card extension: a declarative script (see game/cards)
    also: tuple[str, ...] = ()  # its other card types (178: "a unit gear"), set by a trait effect (read/traits.py)

    def keyword(self, name: str) -> int:
        """Printed value of a keyword (0 when absent)."""
        total = 0
        for kw, value in self.keywords:
            if kw == name:
                total += value
        return total

    def has(self, name: str) -> bool:
        return any(kw == name for kw, _ in self.keywords)

    def is_a(self, kind: str) -> bool:
        """It is of this card type, as its type or one of its other types (178.3: "a unit that is also a gear" is
        affected by what reads either type)."""
        return self.type == kind or kind in self.also

    def to_record(self) -> dict[str, Any]:
        rec: dict[str, Any] = {"key": self.key, "name": self.name, "type": self.type}
        for f in ("supertype", "energy", "might", "might_bonus", "champion_tag", "text", "token_type"):
            value = getattr(self, f)
            if value:
                rec[f] = value
        for f in ("domains", "power", "tags"):
            value = getattr(self, f)
            if value:
                rec[f] = list(value)
        if self.keywords:
            rec["keywords"] = [[k, v] for k, v in self.keywords]
        if self.script is not None:
            rec["script"] = self.script
        return rec

    @staticmethod
    def from_record(rec: Mapping[str, Any]) -> CardDef:
        return CardDef(
            key=rec["key"], name=rec["name"], type=rec["type"], supertype=rec.get("supertype", ""),
            domains=tuple(rec.get("domains", ())), energy=rec.get("energy", 0),
            power=tuple(rec.get("power", ())), might=rec.get("might", 0),
            might_bonus=rec.get("might_bonus", 0), tags=tuple(rec.get("tags", ())),
            champion_tag=rec.get("champion_tag", ""),
            keywords=tuple((k, v) for k, v in rec.get("keywords", ())),
            text=rec.get("text", ""), token_type=rec.get("token_type", ""), script=rec.get("script"),
        )


def parse_keyword(item: Any) -> tuple[str, int]:
    """`"Shield 2"`, `"Tank"`, `{"name": "Assault", "value": 2}` -> (name, value)."""
    if isinstance(item, Mapping):
        name = str(item["name"])
        value = item.get("value")
    else:
        parts = str(item).split()
        name, value = parts[0], (parts[1] if len(parts) > 1 else None)
    name = name[:1].upper() + name[1:]
    if value in (None, ""):
        return name, 1
    return name, int(value)


def _lower_domains(values: Iterable[Any]) -> tuple[str, ...]:
    return tuple(str(v).lower() for v in values)


def from_catalog_record(rec: Mapping[str, Any]) -> CardDef:
    """Build a definition from a `decks/catalog/<SET>.json` record."""
    power_domains = rec.get("power_domains") or []
    power_count = int(rec.get("power") or 0)
    power = tuple(str(d).lower() for d in power_domains) if power_domains else ("any",) * power_count
    kind = str(rec["type"]).lower()
    if kind == "token" and rec.get("token_type"):  # a token is played and read as its token type
        kind = str(rec["token_type"]).lower()
    return CardDef(
        key=str(rec["code"]), name=str(rec["name"]), type=kind,
        supertype=str(rec.get("supertype") or "").lower(), domains=_lower_domains(rec.get("domains") or ()),
        energy=int(rec.get("energy") or 0), power=power, might=int(rec.get("might") or 0),
        might_bonus=int(rec.get("might_bonus") or 0), tags=tuple(rec.get("tags") or ()),
        champion_tag=str(rec.get("champion_tag") or ""),
        keywords=tuple(parse_keyword(k) for k in rec.get("keywords") or ()),
        text=str(rec.get("text") or ""), token_type=str(rec.get("token_type") or ""),
    )


def from_test_spec(name: str, spec: Mapping[str, Any]) -> CardDef:
    """A scenario's inline test card (`cards:` section of the scenario format)."""
    kind = str(spec.get("type", "unit")).lower()
    domains = _lower_domains(spec.get("domains") or ())
    return CardDef(
        key=name, name=name, type=kind, supertype=str(spec.get("supertype") or "").lower(),
        domains=domains, energy=int(spec.get("cost", spec.get("energy", 0)) or 0),
        power=_lower_domains(spec.get("power") or ()), might=int(spec.get("might", 0) or 0),
        might_bonus=int(spec.get("might_bonus", 0) or 0), tags=tuple(spec.get("tags") or ()),
        champion_tag=str(spec.get("champion_tag") or ""),
        keywords=tuple(parse_keyword(k) for k in spec.get("keywords") or ()),
        text=str(spec.get("text") or ""), script=spec.get("script"),
    )


def _builtins() -> list[CardDef]:
    out = [
        CardDef(key="Filler", name="Filler", type="unit", energy=1, might=1),
        CardDef(key="Test Battlefield", name="Test Battlefield", type="battlefield"),
        CardDef(key="Test Legend", name="Test Legend", type="legend", domains=DOMAINS),
    ]
    for d in DOMAINS:
        name = f"{d.capitalize()} Rune"
        out.append(CardDef(key=name, name=name, type="rune", supertype="basic", domains=(d,)))
    # 187: tokens the rules define that have no printed card in the catalog's data (docs/catalog.md)
    out.append(CardDef(key="Sand Soldier", name="Sand Soldier", type="unit", supertype="token", might=2,
                       tags=("Shurima",), token_type="unit"))  # 187.3
    out.append(CardDef(key="Mech", name="Mech", type="unit", supertype="token", might=3, tags=("Mech",),
                       token_type="unit"))  # 187.4
    return out


BUILTINS: dict[str, CardDef] = {c.key: c for c in _builtins()}


def _token(name: str, might: int, tags: tuple[str, ...] = (), text: str = "") -> CardDef:
    return CardDef(key=name, name=name, type="unit", supertype="token", might=might, tags=tags, text=text,
                   token_type="unit")


# 187: tokens the Core Rules define that no catalog printing carries ("play a 3 [M] Mech unit token").
# A catalog printing of the same name wins (`Catalog`); a token's text is scripted like a card's, by name.
RULES_TOKENS: dict[str, CardDef] = {c.key: c for c in (
    _token("Sand Soldier", 2, ("Shurima",)),  # 187.3
    _token("Mech", 3, ("Mech",)),  # 187.4
    _token("Tentacle", 1, ("Bilgewater",)),  # 187.10
    _token("Shadow Clone", 0, text="When I attack, you may banish a unit from your trash. If you do, give me "
                                   "[Assault 4] this turn."),  # 187.11
    # 187.12: "A Bomb gear token is a domainless gear token with "[Deploy]" and "[Deathknell][>] Deal 2 to an
    # enemy unit here and kill all other Bombs you control here."" (its Deathknell is scripted by name, as
    # the Gold token's ability is: game/cards/radiance.py)
    CardDef(key="Bomb", name="Bomb", type="gear", supertype="token", tags=("Bomb",), token_type="gear",
            keywords=(("Deploy", 1), ("Deathknell", 1)),
            text="[Deploy]\n[Deathknell][>] Deal 2 to an enemy unit here and kill all other Bombs you control here."),
)}

_REMINDER = re.compile(r"\([^)]*\)")
_BRACKETED = re.compile(r"\[([^\]]*)\]")
_KEYWORD_TOKEN = re.compile(r"([A-Za-z\-]+)(?: \d+)?")


def text_is_keywords_only(text: str) -> bool:
    """True when the rules text is only bracketed keywords the engine plays, with their reminder text
    (135.2.d). Other bracketed symbols ("[E]: [Add] [Fury]", "[1]", "[A]") are abilities: not blank."""
    rest = _REMINDER.sub("", text or "")
    keyword = ""
    for token in (t.strip() for t in _BRACKETED.findall(rest)):
        if keyword == "Equip" and (token.isdigit() or token == "A" or token.lower() in DOMAINS):
            continue  # "[Equip] [Fury]": the Equip cost (818)
        found = _KEYWORD_TOKEN.fullmatch(token)
        if found is None or found.group(1) not in SUPPORTED_KEYWORDS:
            return False
        keyword = found.group(1)
    return not re.sub(r"[\s.,;:\-—>]+", "", _BRACKETED.sub("", rest))


@dataclass(slots=True, eq=False)
class CardTable:
    """The definitions one game uses, by key, with a name index."""

    defs: dict[str, CardDef] = field(default_factory=dict)
    by_name: dict[str, str] = field(default_factory=dict)
    _json: str | None = None

    def add(self, card: CardDef) -> None:
        self.defs[card.key] = card
        self.by_name[card.name] = card.key
        self._json = None

    def get(self, key: str) -> CardDef:
        return self.defs[key]

    def key_for(self, name_or_key: str) -> str:
        if name_or_key in self.defs:
            return name_or_key
        if name_or_key in self.by_name:
            return self.by_name[name_or_key]
        raise KeyError(f"unknown card {name_or_key!r}")

    def __eq__(self, other: object) -> bool:
        return isinstance(other, CardTable) and self.defs == other.defs


class Catalog:
    """Look-up of every known definition: built-ins, then catalog records, then extra cards."""

    def __init__(self, records: Iterable[Mapping[str, Any]] = (), extra: Iterable[CardDef] = ()) -> None:
        self.defs: dict[str, CardDef] = dict(BUILTINS)
        self.by_name: dict[str, str] = {c.name: c.key for c in BUILTINS.values()}
        for rec in records:
            card = from_catalog_record(rec)
            if card.name in BUILTINS:  # basic runes: keep the built-in key so tests stay stable
                continue
            self.defs[card.key] = card
            self.by_name.setdefault(card.name, card.key)
        for card in RULES_TOKENS.values():  # 187: after the catalog, whose printings win
            if card.name not in self.by_name:
                self.defs.setdefault(card.key, card)
                self.by_name[card.name] = card.key
        for card in extra:
            self.defs[card.key] = card
            self.by_name[card.name] = card.key

    def find(self, ref: str) -> CardDef | None:
        if ref in self.defs:
            return self.defs[ref]
        key = self.by_name.get(ref)
        return self.defs[key] if key else None

    def override(self, card: CardDef) -> None:
        """A test card replaces any catalog card of the same name."""
        old = self.by_name.get(card.name)
        if old and old != card.key:
            self.defs.pop(old, None)
        self.defs[card.key] = card
        self.by_name[card.name] = card.key


_DEFAULT: Catalog | None = None


def default_catalog() -> Catalog:
    """The project catalog if `decks.catalog` can be imported, else only the built-ins."""
    global _DEFAULT
    if _DEFAULT is None:
        records: list[Mapping[str, Any]] = []
        try:
            from decks.catalog import iter_card_records  # plain-data loader, no web framework

            records = list(iter_card_records())
        except Exception:  # catalog absent or unreadable: built-ins only
            records = []
        _DEFAULT = Catalog(records)
    return _DEFAULT


def catalog_copy() -> Catalog:
    base = default_catalog()
    cat = Catalog()
    cat.defs = dict(base.defs)
    cat.by_name = dict(base.by_name)
    return cat
