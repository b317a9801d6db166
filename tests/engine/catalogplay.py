"""Random decks of real catalog cards the engine implements, for fuzz tests of card scripts."""

from __future__ import annotations

import random
from typing import Any

from game.engine import Catalog, State
from game.engine.effects import is_implemented
from game.engine.model.cards import CardDef, default_catalog

DOMAINS = ["fury", "calm", "mind", "body", "chaos", "order"]
RUNES = [f"{d.capitalize()} Rune" for d in DOMAINS]


def implemented(cat: Catalog, kind: str) -> list[CardDef]:
    """Implemented catalog cards of one type, by name (one printing each), sorted for stable seeds."""
    seen: dict[str, CardDef] = {}
    for card in cat.defs.values():
        if card.type == kind and card.supertype != "token" and card.name not in seen and is_implemented(card):
            seen[card.name] = card
    return [seen[k] for k in sorted(seen)]


def catalog_decks(seed: int, n: int = 2) -> list[dict[str, Any]]:
    """n decks of 40 implemented units, spells and gear (3 copies at most), a legend, a champion unit,
    three implemented battlefields each (all different) and runes of every domain."""
    cat = default_catalog()
    rnd = random.Random(seed)
    playable = implemented(cat, "unit") + implemented(cat, "spell") + implemented(cat, "gear")
    champions = [c for c in implemented(cat, "unit") if c.supertype == "champion"]
    legends = implemented(cat, "legend") or [c for c in cat.defs.values() if c.type == "legend"][:8]
    fields = implemented(cat, "battlefield")
    rnd.shuffle(fields)
    out = []
    for i in range(n):
        main: list[str] = []
        while len(main) < 40:
            card = rnd.choice(playable)
            if main.count(card.name) < 3:
                main.append(card.name)
        out.append({"name": "ABCD"[i], "legend": rnd.choice(legends).name,
                    "champion": rnd.choice(champions).name if champions else None,
                    "main": main, "runes": [RUNES[k % 6] for k in range(12)],
                    "battlefields": [fields[(3 * i + k) % len(fields)].name for k in range(3)]})
    return out


def actor(st: State) -> int:
    return st.pending.player if st.pending is not None else st.priority
