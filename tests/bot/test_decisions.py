"""Specific decisions in built positions (scenario format, test cards from helpers.CARDS)."""

from __future__ import annotations

import random

import pytest

from game.bot import choose_action, policy
from game.engine import apply, legal_actions, new_game
from tests.engine.randomplay import catalog, decks

from .helpers import bot, scenario

RUNES = ["Fury Rune"] * 4


@pytest.fixture(autouse=True)
def strict(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(policy, "STRICT", True)


def test_plays_a_unit_when_it_can() -> None:
    sc = scenario({"players": [{"name": "A", "runes": RUNES[:3], "hand": ["Knight"]}, {"name": "B"}],
                   "turn": {"player": "A", "phase": "main", "number": 3}})
    a = bot(sc)
    assert a.kind == "play" and a.card == sc.obj("Knight")


def test_plays_the_best_set_of_units_for_its_energy() -> None:
    sc = scenario({"players": [{"name": "A", "runes": RUNES[:4],
                                "hand": ["Pebble", {"card": "Squire", "as": "sq"}, {"card": "Knight", "as": "kn"}]},
                               {"name": "B"}],
                   "turn": {"player": "A", "phase": "main", "number": 3}})
    assert bot(sc).card == sc.obj("kn")  # 4 energy: Knight + Pebble beat Squire + Pebble


def test_attacks_a_lightly_defended_battlefield_with_a_stronger_force() -> None:
    sc = scenario({"players": [{"name": "A", "base": [{"card": "Knight", "as": "kn"}, {"card": "Giant", "as": "gi"}]},
                               {"name": "B"}],
                   "battlefields": [{"as": "bf1", "controller": "B", "units": [{"card": "Squire", "controller": "B"}]},
                                    {"as": "bf2", "controller": "B", "units": [{"card": "Giant", "controller": "B"},
                                                                               {"card": "Knight", "controller": "B"}]}],
                   "turn": {"player": "A", "phase": "main", "number": 3}})
    a = bot(sc)
    assert a.kind == "move" and a.to == sc.dest("bf1") and a.units == [sc.obj("kn")]  # enough, and no more
    st = sc.st
    for _ in range(6):  # let the combat play out, the bot deciding for both sides
        if st.battlefields[0].controller == 0 or st.over:
            break
        p = st.pending.player if st.pending else st.priority
        st, _ = apply(st, a if st is sc.st else choose_action(st, p, random.Random(0)))
    assert st.battlefields[0].controller == 0 and st.players[0].points == 1


def test_does_not_attack_into_a_losing_combat() -> None:
    sc = scenario({"players": [{"name": "A", "base": ["Squire", "Pebble"]}, {"name": "B"}],
                   "battlefields": [{"controller": "B", "units": [{"card": "Knight", "controller": "B"}]},
                                    {"controller": "B", "units": [{"card": "Giant", "controller": "B"}]}],
                   "turn": {"player": "A", "phase": "main", "number": 3}})
    assert bot(sc).kind == "end_turn"


def test_conquers_an_empty_battlefield_with_one_unit() -> None:
    sc = scenario({"players": [{"name": "A", "base": [{"card": "Knight", "as": "kn"}, {"card": "Pebble", "as": "pb"}]},
                               {"name": "B"}],
                   "battlefields": [{"controller": "A", "units": [{"card": "Squire", "controller": "A"}]}, {}],
                   "turn": {"player": "A", "phase": "main", "number": 3}})
    a = bot(sc)
    assert a.kind == "move" and a.to == 1 and a.units == [sc.obj("pb")]


def test_defends_a_battlefield_it_holds() -> None:
    sc = scenario({"players": [{"name": "A", "base": ["Squire", "Knight"]},
                               {"name": "B", "base": [{"card": "Knight", "as": "threat"}]}],
                   "battlefields": [{"as": "mine", "controller": "A", "units": [{"card": "Pebble", "controller": "A"}]},
                                    {"controller": "B", "units": [{"card": "Giant", "controller": "B"}]}],
                   "turn": {"player": "A", "phase": "main", "number": 3}})
    a = bot(sc)
    assert a.kind == "move" and a.to == sc.dest("mine")


def test_zaps_the_biggest_enemy_it_can_kill_never_its_own() -> None:
    sc = scenario({"players": [{"name": "A", "runes": RUNES[:1], "hand": ["Zap"],
                                "base": [{"card": "Squire", "as": "own", "exhausted": True}]},
                               {"name": "B", "base": [{"card": "Pebble", "as": "pb"}, {"card": "Giant", "as": "gi"}]}],
                   "battlefields": [{"controller": "B", "units": [{"card": "Squire", "as": "target",
                                                                    "controller": "B"}]}, {}],
                   "turn": {"player": "A", "phase": "main", "number": 3}})
    a = bot(sc)
    assert a.kind == "play" and a.card == sc.obj("Zap") and a.targets == [sc.obj("target")]


def test_pumps_its_defender_to_win_a_combat() -> None:
    sc = scenario({"players": [{"name": "A", "base": [{"card": "Knight", "as": "kn"}]},
                               {"name": "B", "runes": RUNES[:1], "hand": ["Rally"]}],
                   "battlefields": [{"as": "bf1", "controller": "B",
                                     "units": [{"card": "Squire", "as": "sq", "controller": "B"}]}, {}],
                   "turn": {"player": "A", "phase": "main", "number": 3}})
    st, _ = apply(sc.st, sc.action({"act": "move", "by": "A", "units": ["kn"], "to": "bf1"}))
    st, _ = apply(st, sc.action({"act": "pass", "by": "A"}))
    a = choose_action(st, 1, random.Random(0))
    assert a.kind == "play" and a.card == sc.obj("Rally") and a.targets == [sc.obj("sq")]


def test_assigns_damage_to_kill_the_most_valuable_unit() -> None:
    sc = scenario({"players": [{"name": "A", "base": [{"card": "Knight", "as": "kn"}]}, {"name": "B"}],
                   "battlefields": [{"as": "bf1", "controller": "B",
                                     "units": [{"card": "Squire", "controller": "B"},
                                               {"card": "Knight", "as": "big", "controller": "B"}]}, {}],
                   "turn": {"player": "A", "phase": "main", "number": 3}})
    st = sc.st
    for step in ({"act": "move", "by": "A", "units": ["kn"], "to": "bf1"}, {"act": "pass", "by": "A"},
                 {"act": "pass", "by": "B"}):
        st, _ = apply(st, sc.action(step))
    assert st.pending is not None and st.pending.kind == "assign_damage"
    a = choose_action(st, 0, random.Random(0))
    assert a.choice["assign"][sc.obj("big")] == 3


def test_mulligans_expensive_cards_only() -> None:
    for seed in range(6):
        st, _ = new_game(decks(), "duel", seed=seed, catalog=catalog())
        p = st.pending.player
        a = choose_action(st, p, random.Random(0))
        assert a in legal_actions(st, p)
        cost = {oid: st.card(oid).energy + len(st.card(oid).power) for oid in st.players[p].hand}
        dear = sorted((c for c in cost if cost[c] >= 5), key=lambda c: (-cost[c], c))[:2]
        assert sorted(a.choice["cards"]) == sorted(dear)


def test_ends_the_turn_with_nothing_useful_to_do() -> None:
    sc = scenario({"players": [{"name": "A", "runes": RUNES[:2]}, {"name": "B"}],
                   "turn": {"player": "A", "phase": "main", "number": 3}})
    assert bot(sc).kind == "end_turn"


def test_lets_its_own_spell_resolve() -> None:
    sc = scenario({"players": [{"name": "A", "runes": RUNES[:2], "hand": ["Zap", "Rally"],
                                "base": ["Squire"]},
                               {"name": "B", "base": [{"card": "Squire", "as": "t"}]}],
                   "turn": {"player": "A", "phase": "main", "number": 3}})
    st, _ = apply(sc.st, sc.action({"act": "play", "by": "A", "card": "Zap", "targets": ["t"]}))
    assert choose_action(st, 0, random.Random(0)).kind == "pass"


def test_counters_a_spell_that_would_kill_its_unit() -> None:
    cards = {"Big Zap": {"type": "spell", "cost": 2, "script": {
        "targets": [{"what": "unit", "where": "battlefield"}], "effects": [["deal", {"amount": 4, "to": "t0"}]]}},
        "Denial": {"type": "spell", "cost": 2, "keywords": ["Reaction"], "script": {
            "targets": [{"what": "spell"}], "effects": [["counter", {"to": "t0"}]]}}}
    sc = scenario({"cards": {**cards}, "players": [
        {"name": "A", "runes": RUNES[:2], "hand": ["Big Zap"]},
        {"name": "B", "runes": RUNES[:2], "hand": ["Denial"]}],
        "battlefields": [{"controller": "B", "units": [{"card": "Knight", "as": "kn", "controller": "B"}]}, {}],
        "turn": {"player": "A", "phase": "main", "number": 3}})
    st, _ = apply(sc.st, sc.action({"act": "play", "by": "A", "card": "Big Zap", "targets": ["kn"]}))
    st, _ = apply(st, sc.action({"act": "pass", "by": "A"}))
    a = choose_action(st, 1, random.Random(0))
    assert a.kind == "play" and a.card == sc.obj("Denial") and a.targets == [sc.obj("Big Zap")]
