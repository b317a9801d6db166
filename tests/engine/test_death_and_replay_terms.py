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


FIELD_CARDS: dict[str, Any] = {
    **CARDS,
    "Shrine": {"type": "battlefield", "script": {"triggers": {
        "play_here": {"if": {"event": {"first": True}}, "effects": [["draw", {"amount": 1}]]},
        "unit_dies_here": {"effects": [["channel", {"amount": 1}]]}}}},
    "Mourner": {"type": "unit", "might": 5, "cost": 1,
                "script": {"triggers": {"friendly_units_die": {"effects": [["draw", {"amount": 1}]]},
                                        "friendly_gear_dies": {"if": {"event": {"at_battlefield": True}},
                                                               "effects": [["draw", {"amount": 1}]]}}}},
    "Quake": {"type": "spell", "cost": 0, "script": {"effects": [["deal", {"amount": 3, "to": {"where": "base"}}]]}},
}


def test_a_battlefield_hears_plays_and_deaths_there_for_each_player() -> None:
    """`play_here` (data `first`: the player's first there this turn) and `unit_dies_here` (non-token units),
    controlled by the player who played or whose unit died."""
    fields = [{"as": "bf1", "card": "Shrine", "controller": "A", "units": [{"card": "Pup", "as": "h", "controller": "A"}]},
              {"as": "bf2"}]
    check(duel({"hand": [{"card": "Pup", "as": "p1"}, {"card": "Pup", "as": "p2"}, {"card": "Zap", "as": "z"}],
                "deck": ["Pup"] * 4, "runes": ["Fury Rune"] * 2}, cards=FIELD_CARDS, battlefields=fields, steps=[
        {"act": "play", "by": "A", "card": "p1", "to": "bf1"}, {"expect": {"chain": ["Shrine (play_here)"]}}, *RESOLVE,
        {"act": "play", "by": "A", "card": "p2", "to": "bf1"}, {"expect": {"chain": []}},  # not the first
        {"act": "play", "by": "A", "card": "z", "targets": ["h"]}, *RESOLVE,
        {"expect": {"chain": ["Shrine (unit_dies_here)"]}}]))


def test_one_or_more_friendly_units_die_triggers_once_per_event() -> None:
    check(duel({"hand": [{"card": "Quake", "as": "q"}], "deck": ["Pup"] * 4,
                "base": [{"card": "Pup", "as": "a1"}, {"card": "Pup", "as": "a2"}, {"card": "Mourner"},
                         {"card": "Trinket", "as": "t"}]}, cards={**FIELD_CARDS, "Trinket": {"type": "gear", "cost": 0}},
               steps=[{"act": "play", "by": "A", "card": "q"}, *RESOLVE,
                      {"expect": {"zone": {"a1": "trash", "a2": "trash"}, "chain": ["Mourner (friendly_units_die)"]}}]))


def test_draws_and_reduced_might_are_events() -> None:
    """`draws` (once per draw instruction, data `count`, `others`) and `reduce_enemy_might` (a -N [M] given to an
    enemy unit by a spell or ability of yours; data `bf`)."""
    cards = {**CARDS,
             "Scribe": {"type": "unit", "might": 1, "cost": 0, "script": {"triggers": {
                 "draws": {"if": {"event": {"count": 2}}, "effects": [["might", {"amount": 1, "to": "self"}]]},
                 "reduce_enemy_might": {"effects": [["might", {"amount": 3, "to": "self"}]]}}}},
             "Study": {"type": "spell", "cost": 0, "keywords": ["Reaction"], "script": {"effects": [["draw", {"amount": 2}]]}},
             "Sap": {"type": "spell", "cost": 0, "keywords": ["Reaction"],
                     "script": {"targets": [{"what": "unit"}], "effects": [["might", {"amount": -1, "to": "t0"}]]}}}
    check(duel({"base": [{"card": "Scribe", "as": "s"}, {"card": "Pup", "as": "f"}], "deck": ["Pup"] * 4,
                "hand": [{"card": "Study", "as": "st"}, {"card": "Sap", "as": "a1"}, {"card": "Sap", "as": "a2"}]},
               {"base": [{"card": "Pup", "as": "e"}]}, cards=cards, steps=[
        {"act": "play", "by": "A", "card": "st"}, *RESOLVE, {"expect": {"chain": ["Scribe (draws)"]}}, *RESOLVE,
        {"act": "play", "by": "A", "card": "a1", "targets": ["f"]}, *RESOLVE, {"expect": {"chain": []}},
        {"act": "play", "by": "A", "card": "a2", "targets": ["e"]}, *RESOLVE,
        {"expect": {"chain": ["Scribe (reduce_enemy_might)"]}}, *RESOLVE, {"expect": {"might": {"s": 5}}}]))


def test_may_play_later_from_the_banishment_until_the_next_ending_phase() -> None:
    """`may_play_later`: a banished card of yours may be played from the banishment, its cost paid, by you only,
    until your next Ending Phase begins."""
    from game.engine import Action, apply, legal_actions
    from game.engine.model.errors import IllegalAction
    from game.scenarios.runner import Scenario

    cards = {**CARDS, "Echo": {"type": "unit", "might": 2, "cost": 2, "script": {"abilities": [
        {"cost": {"exhaust": True}, "effects": [["banish", {"to": "self"}], ["may_play_later", {"to": "self"}]]}]}}}
    sc = Scenario(duel({"base": [{"card": "Echo", "as": "e"}], "runes": ["Fury Rune"] * 2}, cards=cards))
    e = sc.obj("e")
    for a in (Action("activate", 0, card=e, ability=0, pay="auto"), Action("pass", 0), Action("pass", 1)):
        sc.st, _ = apply(sc.st, a)
    assert sc.st.objs[e].zone == "banishment"
    assert [x for x in legal_actions(sc.st, 0) if x.kind == "play" and x.card == e]
    played, _ = apply(sc.st, Action("play", 0, card=e, pay="auto"))
    assert played.objs[e].zone == "base" and not played.players[0].banishment
    from game.engine.read.conditions import play_permitted

    assert play_permitted(sc.st, 0, e) and not play_permitted(sc.st, 1, e)  # not the opponent's
    sc.st, _ = apply(sc.st, Action("end_turn", 0))
    sc.st, _ = apply(sc.st, Action("end_turn", 1))
    assert sc.st.turn_player == 0 and not [x for x in legal_actions(sc.st, 0) if x.kind == "play" and x.card == e]
    try:
        apply(sc.st, Action("play", 0, card=e, pay="auto"))
    except IllegalAction as exc:
        assert "banishment" in str(exc)
    else:
        raise AssertionError("played from the banishment after the permission ended")
