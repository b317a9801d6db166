"""Decisions card effects ask for: split damage, may, discard, recycle, trigger order."""

from __future__ import annotations

import random

import pytest

from game.bot import choose_action, policy
from game.engine import apply

from .helpers import scenario

RUNES = ["Fury Rune"] * 4
SCATTER = {"type": "spell", "cost": 0, "keywords": ["Action"],
           "script": {"effects": [["split_deal", {"amount": 3, "among": {"what": "unit"}}]]}}


@pytest.fixture(autouse=True)
def strict(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(policy, "STRICT", True)


def resolve_own_spell(sc: object, card: str) -> object:
    st, _ = apply(sc.st, sc.action({"act": "play", "by": "A", "card": card}))
    st, _ = apply(st, sc.action({"act": "pass", "by": "A"}))
    st, _ = apply(st, sc.action({"act": "pass", "by": "B"}))
    return st


def test_split_damage_kills_the_most_valuable_enemy_and_spares_its_own() -> None:
    sc = scenario({"cards": {"Scatter": SCATTER},
                   "players": [{"name": "A", "hand": ["Scatter"], "base": [{"card": "Pebble", "as": "mine"}]},
                               {"name": "B", "base": [{"card": "Pebble", "as": "p"}, {"card": "Knight", "as": "kn"}]}],
                   "turn": {"player": "A", "phase": "main", "number": 3}})
    st = resolve_own_spell(sc, "Scatter")
    assert st.pending is not None and st.pending.kind == "split_damage"
    a = choose_action(st, 0, random.Random(0))
    split = {int(k): v for k, v in a.choice["split"].items()}
    assert split.get(sc.obj("kn"), 0) == 3 and split.get(sc.obj("mine"), 0) == 0


@pytest.mark.parametrize(("then", "yes"), [([["draw", {"amount": 2}]], True), ([["discard", {"amount": 2}]], False)])
def test_may_says_yes_only_when_the_effect_is_worth_it(then: list, yes: bool) -> None:
    offer = {"type": "spell", "cost": 0, "keywords": ["Action"],
             "script": {"effects": [["may", {"cost": {"energy": 1}, "then": then}]]}}
    sc = scenario({"cards": {"Offer": offer},
                   "players": [{"name": "A", "hand": ["Offer", "Knight", "Squire"], "runes": RUNES[:2],
                                "deck": ["Filler"] * 4},
                               {"name": "B"}],
                   "turn": {"player": "A", "phase": "main", "number": 3}})
    st = resolve_own_spell(sc, "Offer")
    assert st.pending is not None and st.pending.kind == "may"
    assert choose_action(st, 0, random.Random(0)).choice["yes"] is yes


def test_discards_the_least_useful_card() -> None:
    purge = {"type": "spell", "cost": 0, "keywords": ["Action"], "script": {"effects": [["discard", {"amount": 1}]]}}
    sc = scenario({"cards": {"Purge": purge, "Blank": {"type": "unit", "might": 9, "cost": 1, "text": "Unscripted."}},
                   "players": [{"name": "A", "hand": ["Purge", "Knight", {"card": "Blank", "as": "blank"}, "Squire"],
                                "runes": RUNES[:3]},
                               {"name": "B"}],
                   "turn": {"player": "A", "phase": "main", "number": 3}})
    st = resolve_own_spell(sc, "Purge")
    assert st.pending is not None and st.pending.kind == "choose_cards"
    assert choose_action(st, 0, random.Random(0)).choice["cards"] == [sc.obj("blank")]  # it can't be played


def test_recycles_from_the_trash_but_keeps_flow_spells() -> None:
    flow = {"type": "spell", "cost": 5, "keywords": ["Action", "Flow"], "text": "[Flow] [1]",
            "script": {"targets": [{"what": "unit"}], "effects": [["deal", {"amount": 2, "to": "t0"}]]}}
    tidy = {"type": "spell", "cost": 0, "keywords": ["Action"], "script": {"effects": [["recycle_trash", {"amount": 1}]]}}
    sc = scenario({"cards": {"Ember": flow, "Tidy": tidy},
                   "players": [{"name": "A", "hand": ["Tidy"], "trash": [{"card": "Ember", "as": "e"},
                                                                         {"card": "Knight", "as": "k"}]},
                               {"name": "B"}],
                   "turn": {"player": "A", "phase": "main", "number": 3}})
    st = resolve_own_spell(sc, "Tidy")
    assert st.pending is not None and st.pending.kind == "choose_cards"
    assert choose_action(st, 0, random.Random(0)).choice["cards"] == [sc.obj("k")]


def test_order_score_prefers_the_order_that_saves_the_unit() -> None:
    from game.bot.board import build
    from game.bot.decisions import order_score
    from game.engine import Action, view

    cards = {"Brave": {"type": "unit", "might": 2, "cost": 0, "script": {"triggers": {
        "play": {"effects": [["might", {"amount": 3, "to": "self"}]]},
        "conquer": {"effects": [["deal", {"amount": 3, "to": "self"}]]}}}}}
    sc = scenario({"cards": cards, "players": [{"name": "A", "base": [{"card": "Brave", "as": "br"}]}, {"name": "B"}],
                   "turn": {"player": "A", "phase": "main", "number": 3}})
    board = build(view(sc.st, 0), sc.st.table, 0)
    labels = ["Brave (play)", "Brave (conquer)"]
    data = {"sources": [sc.obj("br"), sc.obj("br")]}
    pump_first = Action("choose", 0, choice={"order": ["Brave (conquer)", "Brave (play)"]})  # play resolves first
    damage_first = Action("choose", 0, choice={"order": ["Brave (play)", "Brave (conquer)"]})
    assert order_score(board, data, pump_first, labels) > order_score(board, data, damage_first, labels)
