"""Engine bugs the Spiritforged work found (issue 19), each with its regression test."""

from __future__ import annotations

import pytest

from game.engine import apply, legal_actions
from game.engine.model.actions import Action
from game.engine.model.errors import IllegalAction
from game.scenarios.runner import Scenario

from .helpers import duel

# A spell whose additional cost kills a friendly unit, and which chooses a unit (357.3's example).
CARDS = {"Pup": {"type": "unit", "might": 2, "cost": 1},
         "Sacrifice": {"type": "spell", "cost": 0, "keywords": ["Action"],
                       "script": {"additional_cost": {"kill": {"what": "unit", "who": "friendly"}},
                                  "targets": [{"what": "unit"}],
                                  "effects": [["might", {"amount": 2, "to": "t0"}]]}}}


def test_a_target_killed_to_add_resources_for_its_own_play_is_refused() -> None:
    """Targets are chosen before costs are paid (355, 357); a Gold token (SFD-T03, "Kill this, [E]:
    [Reaction] — [Add] [A]") can't help pay for Salvage ("You may kill up to one gear. Draw 1.") that
    chose it: a payment that makes a choice illegal may not be made (357.3), and the legality check
    would undo the play (358.1, 358.5). `legal_actions` no longer offers it (it used to, and `apply`
    then crashed with a KeyError in play.do_play: tests/engine/test_fuzz_catalog.py, seed 42), and
    `apply` refuses it with a clear message, changing nothing. Another Gold may pay for it."""
    sc = Scenario(duel({"hand": [{"card": "Salvage", "as": "s"}],
                        "base": [{"card": "Gold", "as": "g1"}, {"card": "Gold", "as": "g2"}],
                        "runes": ["Order Rune"] * 2, "deck": ["Filler"] * 2}))
    s = sc.obj("s")
    plays = [a for a in legal_actions(sc.st, 0) if a.kind == "play" and a.card == s]
    adders = {(tuple(a.targets), e[0]) for a in plays if isinstance(a.pay, dict) for e in a.pay.get("add", [])}
    assert adders, "a Gold may pay for Salvage choosing the other Gold"
    assert all(gold not in targets for targets, gold in adders), adders
    good = next(a for a in plays if isinstance(a.pay, dict) and a.pay.get("add"))  # a Gold pays, the other chosen
    target, payer = good.targets[0], good.pay["add"][0][0]
    bad = Action("play", 0, card=s, targets=[payer], pay=good.pay)
    with pytest.raises(IllegalAction, match="target"):
        apply(sc.st, bad)
    assert sc.st.objs[payer].zone == "base" and sc.st.objs[s].zone == "hand"
    st, _ = apply(sc.st, good)
    assert payer not in st.objs and st.objs[target].zone == "base" and [i.source for i in st.chain] == [s]


def test_a_target_killed_for_an_additional_cost_undoes_the_play() -> None:
    """357.3's example: a spell that kills a friendly unit as an additional cost must kill one other than
    its target; killing the target itself fails the legality check (358.1) and the play is undone
    (358.5): refused, nothing changed. Killing another unit plays it."""
    sc = Scenario(duel({"hand": [{"card": "Sacrifice", "as": "x"}],
                        "base": [{"card": "Pup", "as": "p"}, {"card": "Pup", "as": "q"}]}, cards=CARDS))
    x, p, q = sc.obj("x"), sc.obj("p"), sc.obj("q")
    with pytest.raises(IllegalAction, match="target"):
        apply(sc.st, Action("play", 0, card=x, targets=[p], options={"kill": p}, pay="auto"))
    assert sc.st.objs[p].zone == "base" and sc.st.objs[x].zone == "hand"
    st, _ = apply(sc.st, Action("play", 0, card=x, targets=[p], options={"kill": q}, pay="auto"))
    assert st.objs[p].zone == "base" and st.objs[q].zone == "trash" and [i.source for i in st.chain] == [x]


def test_the_play_ability_event_says_the_type_of_the_abilitys_source() -> None:
    """"When you use an activated ability of a gear" reads the `play_ability` event's `type`: the type of the
    ability's source card, known even when paying killed it (a Gold's "Kill this, [E]: [Add] [A]": the token is
    gone, 186.1). A unit's ability gives `unit`."""
    cards = {"Watcher": {"type": "unit", "might": 1, "cost": 1,
                         "script": {"triggers": {"play_ability": {"if": {"event": {"type": "gear"}},
                                                                  "effects": [["might", {"amount": 1, "to": "self"}]]}}}},
             "Runner": {"type": "unit", "might": 1, "cost": 1,
                        "script": {"abilities": [{"cost": {"exhaust": True}, "effects": [["draw", {"amount": 1}]]}]}}}
    sc = Scenario(duel({"base": [{"card": "Watcher", "as": "w"}, {"card": "Runner", "as": "r"},
                                 {"card": "Gold", "as": "g"}], "deck": ["Pup"] * 2}, cards={**CARDS, **cards}))
    st, _ = apply(sc.st, Action("activate", 0, card=sc.obj("g"), ability=0))
    assert sc.obj("g") not in st.objs and [i.name for i in st.chain] == ["Watcher (play_ability)"]
    st, _ = apply(st, Action("pass", 0))
    st, _ = apply(st, Action("pass", 1))
    assert not st.chain and st.pending is None
    st, _ = apply(st, Action("activate", 0, card=sc.obj("r"), ability=0))
    st, _ = apply(st, Action("pass", 0))
    st, _ = apply(st, Action("pass", 1))  # the Runner's draw resolves: no trigger for a unit's ability
    assert not st.chain and len(st.players[0].hand) == 1


def test_tokens_enter_ready_applies_to_its_controllers_tokens() -> None:
    """A passive `tokens_enter_ready` ("Your tokens enter ready", 369.3: a replacement of how they enter) readies the
    tokens its controller plays, a Gold played "exhausted" too; an opponent's tokens still enter exhausted."""
    cards = {"Foreman": {"type": "unit", "might": 1, "cost": 1, "script": {"static": [{"tokens_enter_ready": True}]}},
             "Mint": {"type": "spell", "cost": 0, "keywords": ["Reaction"],
                      "script": {"effects": [["token", {"card": "Gold"}], ["token", {"card": "Recruit"}]]}}}
    for mine, ready in ((True, True), (False, False)):
        foreman = [{"card": "Foreman", "as": "f"}]
        sc = Scenario(duel({"hand": [{"card": "Mint", "as": "m"}], "base": foreman if mine else []},
                           {"base": [] if mine else foreman}, cards={**CARDS, **cards}))
        st, _ = apply(sc.st, Action("play", 0, card=sc.obj("m")))
        st, _ = apply(st, Action("pass", 0))
        st, _ = apply(st, Action("pass", 1))
        made = [o for o in st.players[0].base if st.objs[o].token]
        assert len(made) == 2 and all(st.objs[o].exhausted != ready for o in made)


def test_an_ability_used_only_once_per_turn() -> None:
    """An ability with `per_turn: 1` ("Use only once per turn") is counted as it is activated: a second use this turn
    is refused and not offered, another ability of the same object is not limited, and a new turn allows it again."""
    cards = {"Drummer": {"type": "unit", "might": 1, "cost": 1, "script": {"abilities": [
        {"cost": {"energy": 0}, "per_turn": 1, "effects": [["draw", {"amount": 1}]]},
        {"cost": {"energy": 0}, "effects": [["draw", {"amount": 1}]]}]}}}
    sc = Scenario(duel({"base": [{"card": "Drummer", "as": "d"}], "deck": ["Pup"] * 6}, cards={**CARDS, **cards}))
    d = sc.obj("d")
    st, _ = apply(sc.st, Action("activate", 0, card=d, ability=0))
    for p in (0, 1):
        st, _ = apply(st, Action("pass", p))
    assert not any(a.kind == "activate" and a.card == d and a.ability == 0 for a in legal_actions(st, 0))
    with pytest.raises(IllegalAction, match="only once each turn"):
        apply(st, Action("activate", 0, card=d, ability=0))
    st, _ = apply(st, Action("activate", 0, card=d, ability=1))
    for p in (0, 1):
        st, _ = apply(st, Action("pass", p))
    assert len(st.players[0].hand) == 2
    st.turn_number += 2  # a later turn of its controller
    assert any(a.kind == "activate" and a.card == d and a.ability == 0 for a in legal_actions(st, 0))


def test_a_swap_with_a_unit_at_the_same_location_moves_nothing() -> None:
    """"Move me to its location and it to my original location" with a unit already at my location: neither unit
    moves (no move is logged, no "when I move" triggers); with a unit elsewhere, both move."""
    cards = {"Swapper": {"type": "unit", "might": 1, "cost": 1, "script": {"abilities": [
        {"cost": {"energy": 0}, "targets": [{"what": "unit", "who": "you", "other": True}],
         "effects": [["swap", {"to": "t0"}]]}], "triggers": {"move": {"effects": [["draw", {"amount": 1}]]}}}}}
    for there, moved in (("base", False), ("bf", True)):
        mate = {"card": "Pup", "as": "m", "controller": "A"}
        sc = Scenario(duel({"base": [{"card": "Swapper", "as": "s"}] + ([mate] if there == "base" else []),
                            "deck": ["Pup"] * 2}, cards={**CARDS, **cards},
                           battlefields=[{"as": "bf1", "controller": "A", "units": [mate] if there == "bf" else []},
                                         {"as": "bf2"}]))
        st, _ = apply(sc.st, Action("activate", 0, card=sc.obj("s"), ability=0, targets=[sc.obj("m")]))
        for p in (0, 1):
            st, _ = apply(st, Action("pass", p))
        assert (st.objs[sc.obj("s")].zone == "battlefield") == moved and bool(st.chain) == moved


def test_the_next_time_it_would_be_dealt_damage_prevent_it() -> None:
    """`prevent` with `amount: next` ("the next time that unit would be dealt damage this turn, prevent it",
    438.1.b.2): the first damage is prevented whole (6 to an Ogre: none), the second is dealt; a Prevent Value it
    had before (2) is tracked again afterwards."""
    cards = {"Shield": {"type": "spell", "cost": 0, "keywords": ["Reaction"], "script": {
                 "targets": [{"what": "unit"}], "effects": [["prevent", {"amount": "next", "to": "t0"}]]}},
             "Guard": {"type": "spell", "cost": 0, "keywords": ["Reaction"], "script": {
                 "targets": [{"what": "unit"}], "effects": [["prevent", {"amount": 2, "to": "t0"}]]}},
             "Hit": {"type": "spell", "cost": 0, "keywords": ["Reaction"], "script": {
                 "targets": [{"what": "unit"}], "effects": [["deal", {"amount": 6, "to": "t0"}]]}},
             "Ox": {"type": "unit", "might": 9, "cost": 1}}
    for first in (["Shield"], ["Guard", "Shield"]):
        hand = [{"card": n, "as": n.lower()} for n in first] + [{"card": "Hit", "as": "h1"}, {"card": "Hit", "as": "h2"}]
        sc = Scenario(duel({"hand": hand, "base": [{"card": "Ox", "as": "o"}]}, cards={**CARDS, **cards}))
        st, o = sc.st, sc.obj("o")
        for label in [n.lower() for n in first] + ["h1", "h2"]:
            st, _ = apply(st, Action("play", 0, card=sc.obj(label), targets=[o]))
            st, _ = apply(st, Action("pass", 0))
            st, _ = apply(st, Action("pass", 1))
            if label == "h1":
                assert st.objs[o].damage == 0
        assert st.objs[o].damage == (4 if "Guard" in first else 6)


def test_a_unit_an_effect_plays_offers_its_accelerate() -> None:
    """356.1.b.3's example (Legion Rearguard played ignoring its cost may still pay Accelerate) and 805.2: a unit an
    effect plays offers its optional additional cost [Accelerate] as it is played. Void Rush plays the Rearguard
    ([2], less [2]): paying [1][A] (a rune recycled, beside the one Void Rush's [C] took) it enters ready, declining it enters exhausted (it used to enter exhausted with no
    question asked)."""
    from .helpers import check
    from .test_origins import RESOLVE

    cards = {"Rearguard": {"type": "unit", "might": 2, "cost": 2, "keywords": ["Accelerate"]},
             "Filler": {"type": "unit", "might": 1, "cost": 1}}
    for yes in (True, False):
        check(duel({"hand": [{"card": "Void Rush", "as": "x"}], "runes": ["Fury Rune"] * 5,
                    "deck": [{"card": "Rearguard", "as": "r"}, {"card": "Filler", "as": "f"}]}, cards=cards, steps=[
            {"act": "play", "by": "A", "card": "x"}, *RESOLVE,
            {"act": "choose", "by": "A", "choice": {"cards": ["r"]}},
            {"expect": {"pending": {"player": "A", "kind": "may"}}},
            {"act": "choose", "by": "A", "choice": {"yes": yes}},
            {"expect": {"zone": {"r": "base", "f": "hand"}, "exhausted": {"r": not yes},
                        "count": {"A": {"runes": 3 if yes else 4}}}}]))


def test_the_accelerate_question_says_what_it_asks() -> None:
    """The board words the question (the decision's `title`): the unit, the cost, what paying does."""
    cards = {"Rearguard": {"type": "unit", "might": 2, "cost": 2, "keywords": ["Accelerate"]}}
    sc = Scenario(duel({"hand": [{"card": "Void Rush", "as": "x"}], "runes": ["Fury Rune"] * 5,
                        "deck": [{"card": "Rearguard", "as": "r"}]}, cards=cards))
    for a in (Action("play", 0, card=sc.obj("x")), Action("pass", 0), Action("pass", 1),
              Action("choose", 0, choice={"cards": [sc.obj("r")]})):
        sc.st, _ = apply(sc.st, a)
    assert sc.st.pending is not None and sc.st.pending.kind == "may"
    assert sc.st.pending.data["title"] == "Rearguard has [Accelerate]: pay 1 Energy and 1 Power of any domain so it enters ready?"
