"""The bot's answers to the choices Origins effects make as they resolve (game/bot/choices.py): objects
chosen for what follows (`choose`), one of several options (`choose_one`), an amount to pay, a card from
a revealed hand - each checked against the sensible answer, from the deciding seat's own view."""

from __future__ import annotations

import random

import pytest

from game.bot import choose_action, policy
from game.engine import apply

from .helpers import scenario

TURN = {"player": "A", "phase": "main", "number": 3}


@pytest.fixture(autouse=True)
def strict(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(policy, "STRICT", True)


def played(sc: object, card: str, targets: list[str] | None = None, runes: int = 0) -> object:
    st, _ = apply(sc.st, sc.action({"act": "play", "by": "A", "card": card, "targets": targets or []}))
    for p in ("A", "B"):
        st, _ = apply(st, sc.action({"act": "pass", "by": p}))
    return st


def test_kings_edict_the_opponent_gives_up_its_least_valuable_unit() -> None:
    sc = scenario({"players": [{"name": "A", "hand": ["King's Edict"], "runes": ["Order Rune"] * 8},
                               {"name": "B", "base": [{"card": "Knight", "as": "kn"}, {"card": "Pebble", "as": "pb"}]}],
                   "turn": TURN})
    st = played(sc, "King's Edict")
    assert st.pending is not None and st.pending.kind == "choose_cards" and st.pending.player == 1
    assert choose_action(st, 1, random.Random(0)).choice["cards"] == [sc.obj("pb")]


def test_overt_operation_readies_the_exhausted_buffed_units() -> None:
    sc = scenario({"players": [{"name": "A", "hand": ["Overt Operation"], "runes": ["Body Rune"] * 7,
                                "base": [{"card": "Knight", "as": "tired", "buff": True, "exhausted": True},
                                         {"card": "Knight", "as": "fresh", "buff": True}]}, {"name": "B"}],
                   "turn": TURN})
    st = played(sc, "Overt Operation")
    assert st.pending is not None and st.pending.kind == "choose_cards"
    assert choose_action(st, 0, random.Random(0)).choice["cards"] == [sc.obj("tired")]


def test_shakedown_the_target_s_controller_saves_a_unit_that_would_die() -> None:
    for card, answer in (("Knight", "Have them draw 2"), ("Giant", "Take 6 damage")):
        giant = {"Giant": {"type": "unit", "might": 9, "cost": 5}}
        sc = scenario({"cards": giant, "players": [
            {"name": "A", "hand": ["Shakedown"], "runes": ["Fury Rune"] * 3, "deck": ["Filler"] * 4},
            {"name": "B", "base": [{"card": card, "as": "u"}]}], "turn": TURN})
        st = played(sc, "Shakedown", ["u"])
        assert st.pending is not None and st.pending.kind == "choose_option" and st.pending.player == 1
        assert choose_action(st, 1, random.Random(0)).choice["option"] == answer


def test_qiyana_draws_rather_than_nothing_and_party_favors_is_answered() -> None:
    sc = scenario({"players": [{"name": "A", "hand": ["Party Favors"], "runes": ["Calm Rune"] * 3,
                                "deck": ["Filler"] * 3, "rune_deck": ["Calm Rune"]},
                               {"name": "B", "deck": ["Filler"] * 3, "rune_deck": ["Calm Rune"]}], "turn": TURN})
    st = played(sc, "Party Favors")
    a = choose_action(st, 1, random.Random(0))
    assert a.kind == "choose" and a.choice["option"] in ("Cards", "Runes")


def test_bullet_time_pays_what_kills_and_no_more() -> None:
    sc = scenario({"players": [{"name": "A", "hand": ["Bullet Time"], "runes": ["Body Rune"] * 6},
                               {"name": "B"}],
                   "battlefields": [{"as": "bf1", "controller": "B", "units": [
                       {"card": "Squire", "as": "s", "controller": "B"}, {"card": "Pebble", "as": "p", "controller": "B"}]},
                       {"as": "bf2"}], "turn": TURN})
    st = played(sc, "Bullet Time", ["bf1"])
    assert st.pending is not None and st.pending.kind == "choose_option"
    assert choose_action(st, 0, random.Random(0)).choice["option"] == 2  # kills both, 3 would waste a rune


def test_sabotage_takes_the_dearest_non_unit_card() -> None:
    sc = scenario({"players": [{"name": "A", "hand": ["Sabotage"], "runes": ["Body Rune"] * 2},
                               {"name": "B", "hand": ["Progress Day", "Hextech Ray", "Knight"]}], "turn": TURN})
    st = played(sc, "Sabotage")
    assert st.pending is not None and st.pending.kind == "choose_option"
    assert sorted(st.pending.options) == ["Hextech Ray", "Progress Day"]
    assert choose_action(st, 0, random.Random(0)).choice["option"] == "Progress Day"


def test_divine_judgment_keeps_the_best_units() -> None:
    sc = scenario({"players": [{"name": "A", "hand": ["Divine Judgment"], "runes": ["Order Rune"] * 9,
                                "base": [{"card": "Knight", "as": "k1"}, {"card": "Pebble", "as": "pb"},
                                         {"card": "Knight", "as": "k2"}]}, {"name": "B"}], "turn": TURN})
    st = played(sc, "Divine Judgment")
    assert st.pending is not None and st.pending.kind == "choose_cards"
    assert sorted(choose_action(st, 0, random.Random(0)).choice["cards"]) == sorted([sc.obj("k1"), sc.obj("k2")])



