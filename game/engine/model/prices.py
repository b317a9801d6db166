"""What a card or an ability costs, as printed (131, 135.2.e, 805.1.b): the `Cost` value, a card's
printed cost and its Accelerate cost, and the costs printed after keywords (`[Equip] [1][Fury]`,
`[Repeat] [2]`, 818.1.c.2, 820). Paying them is `rules/costs.py`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from .cards import DOMAINS, CardDef

ANY = "any"


@dataclass(slots=True)
class Cost:
    energy: int = 0
    power: list[tuple[str, ...]] = field(default_factory=list)  # allowed domains per Power symbol
    purpose: str = ""  # what is paid for ("spell", "gear", "gear_ability", "unit", "unit_ability"): restricted resources

    def add(self, other: Cost) -> Cost:
        return Cost(self.energy + other.energy, self.power + other.power, self.purpose or other.purpose)

    def purposed(self, purpose: str) -> Cost:
        return Cost(self.energy, list(self.power), purpose)

    def is_free(self) -> bool:
        return self.energy <= 0 and not self.power


def symbol_domains(symbol: str, card: CardDef) -> tuple[str, ...]:
    """135.2.e.5-6: [A] is any domain; [C] on a multi-domain card is any of its domains.

    The catalog writes a symbol either domain may pay as `"fury|chaos"` (split on `|`)."""
    if symbol in (ANY, "a"):
        return DOMAINS
    if symbol in ("c", "C"):
        return card.domains or DOMAINS
    if "|" in symbol:
        return tuple(d for d in symbol.split("|") if d)
    return (symbol,)


def printed_cost(card: CardDef) -> Cost:
    return Cost(card.energy, [symbol_domains(s, card) for s in card.power])


def accelerate_cost(card: CardDef) -> Cost:
    """805.1.b: [1] plus 1 Power of one of the unit's domains ([A] with no domain)."""
    return Cost(1, [card.domains or DOMAINS])


_ICON = re.compile(r"\[([^\]]+)\]")

def parse_icons(text: str, card: CardDef) -> Cost:
    """`[1][Fury]` -> Cost(1, [("fury",)]); `[A]` any domain; `[C]` the card's domains (135.2.e)."""
    cost = Cost()
    for sym in _ICON.findall(text):
        if sym.isdigit():
            cost.energy += int(sym)
        elif sym == "A":
            cost.power.append(DOMAINS)
        elif sym == "C":
            cost.power.append(card.domains or DOMAINS)
        elif sym.lower() in DOMAINS:
            cost.power.append((sym.lower(),))
    return cost


def keyword_cost(card: CardDef, keyword: str) -> Cost | None:
    """The cost printed after a keyword such as `[Equip] [1][Fury]` or `[Repeat] [2]`, or with a dash before
    more costs (`[Equip] — [Chaos], Recycle 2 cards from your trash`: the icons only; the rest is the card
    script's `equip_cost`)."""
    m = re.search(r"\[" + re.escape(keyword) + r"\]\s*(?:—\s*)?((?:\[[^\]]+\])+)", card.text or "")
    return parse_icons(m.group(1), card) if m else None


def cost_dict(cost: Cost) -> dict[str, Any]:
    return {"energy": cost.energy, "power": [list(p) for p in cost.power]}
