"""Real decks for bot games: implemented catalog cards only, built around a legend's domains.

Each seat gets one of the six starter-style legends (teammates and opponents all different), a
champion unit of that legend's champion when the engine implements one, 40 main-deck cards of the
legend's domains (up to 3 copies, drawn by seed), 6 + 6 runes of its two domains and three
battlefields (2v2 teammates never share one, 491.8.h-i).
"""

from __future__ import annotations

import random
from functools import cache
from typing import Any

from game.engine import Catalog, is_implemented
from game.engine.model.cards import CardDef, default_catalog

SEATS = {"duel": 2, "ffa3": 3, "ffa4": 4, "2v2": 4}
MAIN_SIZE = 40


def implemented(cat: Catalog, kind: str) -> list[CardDef]:
    """Implemented catalog cards of one type, one printing per name, sorted by name."""
    seen: dict[str, CardDef] = {}
    for card in cat.defs.values():
        if card.type == kind and card.supertype != "token" and card.name not in seen and is_implemented(card):
            seen[card.name] = card
    return [seen[k] for k in sorted(seen)]


@cache
def catalog() -> Catalog:
    return default_catalog()


def main_deck(legend: CardDef, rnd: random.Random) -> list[str]:
    cat = catalog()
    pool = [c for c in implemented(cat, "unit") + implemented(cat, "spell") + implemented(cat, "gear")
            if set(c.domains) <= set(legend.domains) and c.supertype != "champion"
            and (c.supertype != "signature" or c.champion_tag == legend.champion_tag)]
    main: list[str] = []
    while len(main) < MAIN_SIZE:
        card = rnd.choice(pool)
        if main.count(card.name) < 3:
            main.append(card.name)
    return main


def deck(legend: CardDef, rnd: random.Random, fields: list[str]) -> dict[str, Any]:
    champs = [c for c in implemented(catalog(), "unit")
              if c.supertype == "champion" and c.champion_tag == legend.champion_tag]
    d1, d2 = (list(legend.domains) * 2)[:2]
    return {"legend": legend.name, "champion": rnd.choice(champs).name if champs else None,
            "main": main_deck(legend, rnd), "runes": [f"{d1.capitalize()} Rune"] * 6 + [f"{d2.capitalize()} Rune"] * 6,
            "battlefields": fields}


def mode_decks(mode: str, seed: int) -> list[dict[str, Any]]:
    """Decks for every seat of `mode` (2v2: seats alternate teams 1, 2, 1, 2)."""
    rnd = random.Random(seed)
    legends = [c for c in implemented(catalog(), "legend") if len(c.domains) == 2]
    rnd.shuffle(legends)
    fields = [c.name for c in implemented(catalog(), "battlefield")]
    rnd.shuffle(fields)
    out = []
    for i in range(SEATS[mode]):
        k = i // 2 if mode == "2v2" else i  # teammates (i, i + 2) get disjoint battlefields
        mine = [fields[(3 * k + j) % len(fields)] for j in range(3)]
        d = {"name": "ABCD"[i], **deck(legends[i], rnd, mine)}
        if mode == "2v2":
            d["team"] = 1 + i % 2
        out.append(d)
    return out
