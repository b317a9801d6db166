"""Shared helpers for random self-play (fuzz test and benchmark): a varied test deck."""

from __future__ import annotations

import random

from game.engine import Action, Catalog, State, legal_actions
from game.engine.model.cards import from_test_spec

ZAP = {"targets": [{"what": "unit"}], "effects": [["deal", {"amount": 2, "to": "t0"}]]}
TEST_CARDS = {
    "Zap": {"type": "spell", "cost": 1, "domains": ["fury"], "keywords": ["Action"], "script": ZAP},
    "Big Zap": {"type": "spell", "cost": 2, "power": ["fury"], "domains": ["fury"], "script": {
        "targets": [{"what": "unit", "where": "battlefield"}],
        "effects": [["deal", {"amount": 4, "to": "t0"}], ["draw", {"amount": 1}]]}},
    "Retreat": {"type": "spell", "cost": 1, "domains": ["calm"], "keywords": ["Reaction"], "script": {
        "targets": [{"what": "unit", "who": "friendly"}], "effects": [["recall", {"to": "t0"}]]}},
    "Denial": {"type": "spell", "cost": 2, "domains": ["calm"], "keywords": ["Reaction"], "script": {
        "targets": [{"what": "spell"}], "effects": [["counter", {"to": "t0"}]]}},
    "Rally": {"type": "spell", "cost": 1, "domains": ["calm"], "keywords": ["Action"], "script": {
        "targets": [{"what": "unit", "who": "friendly"}], "effects": [["might", {"amount": 2, "to": "t0"}]]}},
    "Stunner": {"type": "spell", "cost": 1, "domains": ["calm"], "keywords": ["Action"], "script": {
        "targets": [{"what": "unit", "who": "enemy"}], "effects": [["stun", {"to": "t0"}]]}},
    "Scholar": {"type": "unit", "might": 1, "cost": 2, "script": {
        "triggers": {"play": {"effects": [["draw", {"amount": 1}]]}}}},
    "Martyr": {"type": "unit", "might": 2, "cost": 2, "keywords": ["Deathknell"], "script": {
        "triggers": {"deathknell": {"effects": [["draw", {"amount": 1}]]}}}},
    "Bulwark": {"type": "unit", "might": 3, "cost": 3, "keywords": ["Tank", "Shield"]},
    "Raider": {"type": "unit", "might": 2, "cost": 2, "domains": ["fury"], "keywords": ["Assault 2", "Accelerate"]},
    "Runner": {"type": "unit", "might": 2, "cost": 2, "keywords": ["Ganking"]},
    "Ambusher": {"type": "unit", "might": 3, "cost": 3, "keywords": ["Hidden"]},
    "Bird": {"type": "unit", "might": 1, "cost": 1, "keywords": ["Deflect"]},
    "Sprite": {"type": "unit", "might": 4, "cost": 1, "keywords": ["Temporary"]},
    "Ogre": {"type": "unit", "might": 5, "cost": 5, "power": ["fury"], "domains": ["fury"]},
    "Lantern": {"type": "gear", "cost": 1},
    "Hero": {"type": "unit", "might": 4, "cost": 3, "supertype": "champion"},
    # distinct legends and battlefields per seat: 2v2 allies may not share them (491.8.h-i)
    **{f"Legend {c}": {"type": "legend"} for c in "ABCD"},
    **{f"Field {c}{i}": {"type": "battlefield"} for c in "ABCD" for i in (1, 2, 3)},
}
MAIN = ["Zap", "Big Zap", "Retreat", "Denial", "Rally", "Stunner", "Scholar", "Martyr", "Bulwark", "Raider",
        "Runner", "Ambusher", "Bird", "Sprite", "Ogre", "Lantern", "Filler", "Filler", "Filler", "Filler"] * 2


def catalog() -> Catalog:
    return Catalog(extra=[from_test_spec(name, spec) for name, spec in TEST_CARDS.items()])


MODE_PLAYERS = {"duel": 2, "match": 2, "ffa3": 3, "ffa4": 4, "2v2": 4}


def decks(n: int = 2, mode: str = "duel") -> list[dict]:
    """Seat i gets its own legend and three battlefields; in 2v2 seats alternate teams 1, 2, 1, 2."""
    n = MODE_PLAYERS.get(mode, n) if mode != "duel" else n
    runes = [["Fury Rune"] * 6 + ["Calm Rune"] * 6, ["Calm Rune"] * 6 + ["Fury Rune"] * 6]
    out = []
    for i in range(n):
        c = "ABCD"[i]
        d = {"name": c, "legend": f"Legend {c}", "champion": "Hero", "main": list(MAIN), "runes": runes[i % 2],
             "battlefields": [f"Field {c}{k}" for k in (1, 2, 3)]}
        if mode == "2v2":
            d["team"] = 1 + i % 2
        out.append(d)
    return out


def actor(st: State) -> int:
    return st.pending.player if st.pending is not None else st.priority


def pick(st: State, rnd: random.Random, concede: float = 0.0) -> Action:
    """A random legal action; concedes with probability `concede` (else never); rune abilities less
    often so games move on."""
    if concede and rnd.random() < concede:
        alive = [i for i, p in enumerate(st.players) if not p.removed]
        return Action("concede", rnd.choice(alive))
    acts = [a for a in legal_actions(st, actor(st)) if a.kind not in ("concede", "invite") or
            (a.kind == "invite" and rnd.random() < 0.3)]
    main = [a for a in acts if a.kind != "activate"]
    if main and (rnd.random() < 0.9 or len(main) == len(acts)):
        return rnd.choice(main)
    return rnd.choice(acts)
