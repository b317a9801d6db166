"""Vendetta (VEN) card scripts: Helm of Suppression (an opponent's cost increase, 356.3) and Ki
Barrier (a Prevent Value, 438)."""

from __future__ import annotations

from typing import Any

from game.engine import apply, legal_actions
from game.scenarios.runner import Scenario

from .helpers import check, duel

ZAP = {"type": "spell", "cost": 1, "keywords": ["Reaction"],
       "script": {"targets": [{"what": "unit"}], "effects": [["deal", {"amount": 1, "to": "t0"}]]}}
CARDS = {"Zap": ZAP, "Ogre": {"type": "unit", "might": 5, "cost": 1},
         "Blast": {**ZAP, "cost": 0, "script": {"targets": [{"what": "unit"}],
                                                 "effects": [["deal", {"amount": 9, "to": "t0"}]]}}}


def _helm_position(runes: int) -> dict[str, Any]:
    return duel({"hand": [{"card": "Zap", "as": "z"}], "runes": [{"card": "Fury Rune", "as": f"r{i}"} for i in range(runes)]},
                {"base": [{"card": "Helm of Suppression", "as": "helm"}, {"card": "Ogre", "as": "t"}],
                 "hand": [{"card": "Zap", "as": "bz"}], "runes": ["Fury Rune"]},
                cards=CARDS)


def test_helm_of_suppression_hides_a_spell_its_opponent_can_no_longer_afford() -> None:
    """legal_actions shows the paying player the increased cost: with one rune no play of Zap is
    offered; with two, every offered play spends both."""
    sc = Scenario(_helm_position(1))
    assert not [a for a in legal_actions(sc.st, 0) if a.kind == "play" and a.card == sc.obj("z")]
    sc = Scenario(_helm_position(2))
    plays = [a for a in legal_actions(sc.st, 0) if a.kind == "play" and a.card == sc.obj("z")]
    assert plays and all(sorted(a.pay["exhaust"]) == sorted([sc.obj("r0"), sc.obj("r1")]) for a in plays)


def test_helm_of_suppression_leaves_its_controllers_spells_alone() -> None:
    check({**_helm_position(0), "turn": {"player": "B", "phase": "main", "number": 4},
           "steps": [{"act": "play", "by": "B", "card": "bz", "targets": ["t"]},
                     {"expect": {"count": {"B": {"runes": 1}}, "chain": ["Zap"]}}]})


def test_ki_barrier_prevents_the_next_7_damage() -> None:
    check(duel(
        {"hand": [{"card": "Blast", "as": "bl"}]},
        {"hand": [{"card": "Ki Barrier", "as": "kb"}], "runes": ["Order Rune"] * 3},
        battlefields=[{"as": "bf1", "controller": "B", "units": [{"card": "Ogre", "as": "o", "controller": "B"}]}, {}],
        cards=CARDS,
        steps=[{"act": "play", "by": "A", "card": "bl", "targets": ["o"]}, {"act": "pass", "by": "A"},
               {"act": "play", "by": "B", "card": "kb", "targets": ["o"]}, {"act": "pass", "by": "B"},
               {"act": "pass", "by": "A"}, {"act": "pass", "by": "A"}, {"act": "pass", "by": "B"},
               {"expect": {"chain": [], "damage": {"o": 2}, "zone": {"o": "bf1"}}}]))


def test_mystic_vortex_makes_reaction_cards_cost_power_more_during_showdowns_there() -> None:
    """Every player's cards with Reaction, its controller's too; only during a showdown there."""
    check(duel(
        {"hand": [{"card": "Zap", "as": "z1"}, {"card": "Zap", "as": "z2"}], "runes": ["Fury Rune"] * 3,
         "base": [{"card": "Ogre", "as": "br"}]},
        battlefields=[{"card": "Mystic Vortex", "as": "bf1", "controller": "B",
                       "units": [{"card": "Ogre", "as": "o", "controller": "B"}]}, {}],
        cards=CARDS,
        steps=[{"act": "play", "by": "A", "card": "z1", "targets": ["o"]},
               {"expect": {"count": {"A": {"runes": 3}}}},  # no showdown: [1]
               {"act": "pass", "by": "A"}, {"act": "pass", "by": "B"},
               {"act": "move", "by": "A", "units": ["br"], "to": "bf1"},
               {"expect": {"state": "showdown_open"}},
               {"act": "play", "by": "A", "card": "z2", "targets": ["o"]},
               {"expect": {"count": {"A": {"runes": 2, "rune_deck": 1}}}}]))  # [1][A]: one rune recycled


def test_an_ambush_unit_played_to_mystic_vortex_during_its_showdown_is_listed_with_the_power_it_costs() -> None:
    """822.1.b: played with Ambush to a battlefield where you have units, a unit has Reaction there, so
    Mystic Vortex makes it cost [A] more - and only there: every listed play is accepted."""
    sc = Scenario(duel(
        {"hand": [{"card": "Soulspinner", "as": "s"}], "runes": ["Order Rune"] * 5,
         "base": [{"card": "Ogre", "as": "br"}]},
        battlefields=[{"card": "Mystic Vortex", "as": "bf1", "controller": "B",
                       "units": [{"card": "Ogre", "as": "o", "controller": "B"}]}, {}],
        cards=CARDS))
    sc.st, _ = apply(sc.st, sc.action({"act": "move", "by": "A", "units": ["br"], "to": "bf1"}))
    plays = [a for a in legal_actions(sc.st, 0) if a.kind == "play" and a.card == sc.obj("s")]
    there = [a for a in plays if a.to == sc.dest("bf1")]
    assert there and all(a.pay["recycle"] for a in there)  # [3] and [A]: a rune is recycled for the [A]
    for a in plays:
        apply(sc.st, a)  # a listed play is accepted (IllegalAction fails the test)
