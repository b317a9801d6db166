"""The bot reads a selector used as a reference ("deal 3 to all enemy units at a battlefield", "friendly units get
+5"), which it imagined as touching nothing, and values a gear that adds a resource every turn (a Seal)."""

from __future__ import annotations

import random

import pytest

from game.bot import choose_action, policy
from game.bot.board import build
from game.bot.imagine import select
from game.engine import apply, view

from .helpers import scenario

BLAST = {"type": "spell", "cost": 1, "keywords": ["Action"],
         "script": {"targets": [{"what": "battlefield"}],
                    "effects": [["deal", {"amount": 3, "to": {"units_at": "t0", "who": "enemy"}}]]}}
UNITS = [{"card": "Pebble", "as": "p1", "controller": "B"}, {"card": "Pebble", "as": "p2", "controller": "B"}]


@pytest.fixture(autouse=True)
def strict(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(policy, "STRICT", True)


def _position(hand: list[str]) -> object:
    return scenario({"cards": {"Blast": BLAST},
                     "players": [{"name": "A", "hand": hand, "runes": ["Fury Rune"] * 2,
                                  "base": [{"card": "Pebble", "as": "mine"}]},
                                 {"name": "B", "base": [{"card": "Pebble", "as": "home"}]}],
                     "battlefields": [{"as": "bf1", "controller": "B", "units": UNITS}, {"as": "bf2"}],
                     "turn": {"player": "A", "phase": "main", "number": 3}})


def test_a_selector_reference_names_the_units_it_matches() -> None:
    sc = _position([])
    board = build(view(sc.st, 0), sc.st.table, 0)
    bf1 = sc.st.battlefields[0].obj
    found = {u.id for u in select(board, {"units_at": "t0", "who": "enemy"}, [bf1], -1, 0)}
    assert found == {sc.obj("p1"), sc.obj("p2")}
    assert {u.id for u in select(board, {"who": "friendly"}, [], -1, 0)} == {sc.obj("mine")}
    assert {u.id for u in select(board, {"where": "base", "who": "enemy"}, [], -1, 0)} == {sc.obj("home")}
    assert select(board, {"who": "enemy", "tag": "Mech"}, [], -1, 0) == []  # a key it can't read: nothing


def test_the_bot_plays_a_spell_that_hits_every_enemy_unit_at_a_battlefield() -> None:
    sc = _position(["Blast"])
    action = choose_action(sc.st, 0, random.Random(0))
    assert action.kind == "play" and action.card == sc.obj("Blast")
    assert action.targets == [sc.st.battlefields[0].obj]


def test_the_bot_plays_a_seal() -> None:
    sc = _position(["Seal of Rage"])
    played = []
    while sc.st.turn_number == 3 and len(played) < 30:
        seat = sc.st.pending.player if sc.st.pending is not None else sc.st.priority
        action = choose_action(sc.st, seat, random.Random(0))
        sc.st, _ = apply(sc.st, action)
        played.append(action)
    assert any(a.kind == "play" and a.card == sc.obj("Seal of Rage") for a in played), played


def test_a_group_of_targets_is_what_a_group_subset_step_chose() -> None:
    """After a `group_subset` step (355.11.b: the group of targets still legal), "chosen" names the group's units:
    the bot imagines "deal 1 to chosen" hitting them (Bellows Breath), not nothing."""
    from game.bot.imagine import apply_steps

    sc = _position([])
    board = build(view(sc.st, 0), sc.st.table, 0)
    p1, p2 = sc.obj("p1"), sc.obj("p2")
    after = board.copy()
    apply_steps(after, [["group_subset", {"most": 99}], ["deal", {"amount": 1, "to": "chosen"}]], [p1, p2], -1, 0)
    assert p1 not in after.units and p2 not in after.units  # 1 Might Pebbles: dead
    untouched = board.copy()
    apply_steps(untouched, [["deal", {"amount": 1, "to": "chosen"}]], [p1, p2], -1, 0)  # no group: unknown
    assert p1 in untouched.units and p2 in untouched.units
