"""Triggered abilities an attached gear grants its unit (718.3; script key `grant_triggers`): the unit's own
ability while the gear is attached ("I" is the unit), named `Unit (Gear: trigger)`, for its own events
(attack, move, death) and its controller's ("when I conquer": only a unit at that battlefield)."""

from __future__ import annotations

from typing import Any

from tests.cards.helpers import check, duel

CARDS: dict[str, Any] = {
    "Squire": {"type": "unit", "might": 2, "cost": 1},
    "Banner": {"type": "gear", "cost": 0, "keywords": ["Equip"], "tags": ["Equipment"],
               "script": {"grant_triggers": {
                   "move": {"effects": [["might", {"amount": 1, "to": "self"}]]},
                   "conquer": {"effects": [["draw", {"amount": 1}]]},
                   "deathknell": {"effects": [["draw", {"amount": 2}]]}}}},
    "Doom": {"type": "spell", "cost": 0, "keywords": ["Reaction"],
             "script": {"targets": [{"what": "unit"}], "effects": [["kill", {"to": "t0"}]]}},
}
RESOLVE = [{"act": "pass", "by": "A"}, {"act": "pass", "by": "B"}]


def test_a_granted_trigger_is_the_units_while_the_gear_is_attached() -> None:
    check(duel({"base": [{"card": "Squire", "as": "s"}, {"card": "Banner", "as": "g", "attached_to": "s"},
                         {"card": "Squire", "as": "t"}, {"card": "Banner", "as": "loose"}],
                "deck": ["Filler"] * 4, "hand": [{"card": "Doom", "as": "d"}]}, cards=CARDS, steps=[
        {"act": "move", "by": "A", "units": ["t"], "to": "bf2"},  # no gear: nothing
        {"expect": {"chain": []}}, *RESOLVE,
        {"act": "move", "by": "A", "units": ["s"], "to": "bf1"},
        {"expect": {"chain": ["Squire (Banner: move)"]}}, *RESOLVE,  # "me": the unit
        {"expect": {"might": {"s": 3}}}, *RESOLVE,  # the showdown
        {"expect": {"controller": {"bf1": "A"}, "chain": ["Squire (Banner: conquer)"]}}, *RESOLVE,
        {"expect": {"count": {"A": {"hand": 2}}}},
        {"act": "play", "by": "A", "card": "d", "targets": ["s"]}, *RESOLVE,
        {"expect": {"zone": {"s": "trash"}, "chain": ["Squire (Banner: deathknell)"]}}, *RESOLVE,
        {"expect": {"count": {"A": {"hand": 3}}}}]))
