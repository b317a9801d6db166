"""Two engine terms Radiance cards read (Storm Raptor, Meticulous Restorationist), checked with test cards: the
`enemy_dies` event carries whether the unit was stunned as it died, and a card an effect plays "for [Order]" pays
that Power symbol in place of its cost (`play_card` `power` as a list of domains; an int is still that many [A])."""

from __future__ import annotations

from typing import Any

from tests.cards.helpers import check, duel

CARDS: dict[str, Any] = {
    "Pup": {"type": "unit", "might": 2, "cost": 1},
    "Watcher": {"type": "unit", "might": 3, "cost": 1,
                "script": {"triggers": {"enemy_dies": {"if": {"event": {"stunned": True}},
                                                       "effects": [["draw", {"amount": 1}]]}}}},
    "Zap": {"type": "spell", "cost": 0, "keywords": ["Reaction"],
            "script": {"targets": [{"what": "unit"}], "effects": [["deal", {"amount": 3, "to": "t0"}]]}},
    "Phoenix": {"type": "unit", "might": 2, "cost": 5,
                "script": {"triggers": {"play_card": {"from": "trash", "effects": [
                    ["play_card", {"card": "self", "power": ["order"]}]]}}}},
    "Lantern": {"type": "unit", "might": 2, "cost": 5,
                "script": {"triggers": {"play_card": {"from": "trash", "effects": [
                    ["play_card", {"card": "self", "power": 1}]]}}}},
}
RESOLVE = [{"act": "pass", "by": "A"}, {"act": "pass", "by": "B"}]


def test_enemy_dies_says_whether_it_was_stunned() -> None:
    zaps = {"hand": [{"card": "Zap", "as": "z1"}, {"card": "Zap", "as": "z2"}], "base": [{"card": "Watcher"}],
            "deck": ["Pup"] * 3}
    check(duel(zaps, {"base": [{"card": "Pup", "as": "s", "stunned": True}, {"card": "Pup", "as": "n"}]}, cards=CARDS,
               steps=[{"act": "play", "by": "A", "card": "z1", "targets": ["n"]}, *RESOLVE,
                      {"expect": {"zone": {"n": "trash"}, "chain": []}},
                      {"act": "play", "by": "A", "card": "z2", "targets": ["s"]}, *RESOLVE,
                      {"expect": {"zone": {"s": "trash"}, "chain": ["Watcher (enemy_dies)"]}}]))


def test_played_for_a_power_symbol_of_a_domain() -> None:
    def game(card: str, rune: str) -> dict[str, Any]:
        return duel({"hand": [{"card": "Pup", "as": "p"}], "runes": [rune] * 2, "trash": [{"card": card, "as": "x"}]},
                    cards=CARDS, steps=[{"act": "play", "by": "A", "card": "p"}, *RESOLVE])
    order = game("Phoenix", "Order Rune")
    order["steps"] += [{"expect": {"zone": {"x": "base"}, "count": {"A": {"runes": 1}}}}]  # [Order]: one rune
    check(order)
    fury = game("Phoenix", "Fury Rune")
    fury["steps"] += [{"expect": {"zone": {"x": "trash"}, "log_contains": "can't be played"}}]
    check(fury)
    any_rune = game("Lantern", "Fury Rune")
    any_rune["steps"] += [{"expect": {"zone": {"x": "base"}, "count": {"A": {"runes": 1}}}}]  # [A]: any domain
    check(any_rune)
