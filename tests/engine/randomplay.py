"""Shared helpers for random self-play (fuzz test and benchmark): a varied test deck."""

from __future__ import annotations

import random

from game.engine import Action, Catalog, State, legal_actions
from game.engine.cards import from_test_spec

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
}
MAIN = ["Zap", "Big Zap", "Retreat", "Denial", "Rally", "Stunner", "Scholar", "Martyr", "Bulwark", "Raider",
        "Runner", "Ambusher", "Bird", "Sprite", "Ogre", "Lantern", "Filler", "Filler", "Filler", "Filler"] * 2


def catalog() -> Catalog:
    return Catalog(extra=[from_test_spec(name, spec) for name, spec in TEST_CARDS.items()])


def decks(n: int = 2) -> list[dict]:
    runes = [["Fury Rune"] * 6 + ["Calm Rune"] * 6, ["Calm Rune"] * 6 + ["Fury Rune"] * 6]
    return [{"name": "ABCD"[i], "legend": "Test Legend", "champion": "Hero", "main": list(MAIN),
             "runes": runes[i % 2], "battlefields": ["Test Battlefield"] * 3} for i in range(n)]


def actor(st: State) -> int:
    return st.pending.player if st.pending is not None else st.priority


def pick(st: State, rnd: random.Random) -> Action:
    """A random legal action; never concedes; rune abilities less often so games move on."""
    acts = [a for a in legal_actions(st, actor(st)) if a.kind != "concede"]
    main = [a for a in acts if a.kind != "activate"]
    if main and (rnd.random() < 0.9 or len(main) == len(acts)):
        return rnd.choice(main)
    return rnd.choice(acts)
