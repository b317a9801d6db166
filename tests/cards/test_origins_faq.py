"""Origins FAQ and errata entries the engine doesn't follow yet: each is a failing test marked
`xfail(strict=True)` naming the engine bug, so it starts passing (and must be unmarked) when the engine
is fixed. The entries it does follow are scenarios (`tests/scenarios/faq-ogn-*`, `errata-ogn-*`) and
readings in docs/rulings.md.
"""

from __future__ import annotations

from typing import Any

import pytest

from game.engine import IllegalAction, apply
from game.engine.model.actions import Action
from game.scenarios.runner import Scenario

from .helpers import check, duel
from .test_origins import RESOLVE, bf, u

CARDS: dict[str, Any] = {"Ogre": {"type": "unit", "might": 6, "cost": 1}, "Pup": {"type": "unit", "might": 2, "cost": 1}}
PHOENIX = {"card": "Immortal Phoenix", "as": "ph"}


def test_charm_destination_is_chosen_as_it_is_played() -> None:
    """Origins FAQ, Charm: "So as I play Charm, I have to say not only what unit I'm moving it, but where
    I'm moving it to? Yes." (355.4) - so nothing is left to decide when it resolves."""
    sc = Scenario(duel({"hand": [{"card": "Charm", "as": "c"}], "runes": ["Calm Rune"] * 2},
                       battlefields=[bf("bf1", "B", u("Pup", "e", "B")), bf("bf2")], cards=CARDS))
    with pytest.raises(IllegalAction, match="355.4"):  # a play that doesn't say where is refused
        apply(sc.st, Action("play", 0, card=sc.obj("c"), targets=[sc.obj("e")], pay="auto"))
    sc.st, _ = apply(sc.st, Action("play", 0, card=sc.obj("c"), targets=[sc.obj("e")], pay="auto",
                                   options={"move_to": [1]}))
    for p in (0, 1):
        sc.st, _ = apply(sc.st, Action("pass", p))
    assert sc.st.pending is None and sc.st.objs[sc.obj("e")].loc == 1


def test_immortal_phoenix_sees_its_own_death_from_the_trash() -> None:
    """Origins FAQ: "Can Immortal Phoenix return if it is the unit that was killed? ... can I Hidden Blade
    on my own Phoenix and immediately replay it? Yes." 383.2.c.1 gives this very example."""
    check(duel({"hand": [{"card": "Hidden Blade", "as": "hb"}], "runes": ["Order Rune"] * 2 + ["Fury Rune"] * 2},
               battlefields=[bf("bf1", "A", u("Immortal Phoenix", "ph", "A"), u("Pup", "p", "A")), bf("bf2")],
               cards=CARDS,
               steps=[{"act": "play", "by": "A", "card": "hb", "targets": ["ph"]}, *RESOLVE,
                      {"expect": {"zone": {"ph": "trash"}, "pending": {"player": "A", "kind": "may"}}}]))


def test_immortal_phoenix_ignores_an_opponents_cull_the_weak() -> None:
    """Origins FAQ, Immortal Phoenix - not killing a unit with a spell: "You are instructed to kill a unit
    by a spell another player controls, even if the spell instructs you to kill the unit (e.g., another
    player's Cull the Weak)." """
    check(duel({"trash": [PHOENIX], "base": [u("Pup", "a1", "A")], "runes": ["Fury Rune"] * 2},
               {"hand": [{"card": "Cull the Weak", "as": "c"}], "base": [u("Pup", "b1", "B")],
                "runes": ["Order Rune"] * 2},
               cards=CARDS, turn={"player": "B", "phase": "main", "number": 4},
               steps=[{"act": "play", "by": "B", "card": "c"}, {"act": "pass", "by": "B"}, {"act": "pass", "by": "A"},
                      {"expect": {"zone": {"a1": "trash", "b1": "trash"}, "pending": None, "chain": []}}]))


def test_immortal_phoenix_sees_its_own_cull_the_weak() -> None:
    """The other side of that FAQ entry: your own Cull the Weak killing your own unit is killing a unit
    with your spell."""
    check(duel({"trash": [PHOENIX], "hand": [{"card": "Cull the Weak", "as": "c"}], "base": [u("Pup", "a1", "A")],
                "runes": ["Order Rune"] * 2 + ["Fury Rune"] * 2},
               {"base": [u("Pup", "b1", "B")]}, cards=CARDS,
               steps=[{"act": "play", "by": "A", "card": "c"}, *RESOLVE,
                      {"expect": {"zone": {"a1": "trash", "b1": "trash"}, "pending": {"player": "A", "kind": "may"}}}]))


def test_immortal_phoenix_ignores_a_challenge_kill() -> None:
    """Origins FAQ, Immortal Phoenix - not killing a unit with a spell: "You play a spell like Challenge
    that causes a unit to deal lethal damage to another unit." """
    check(duel({"trash": [PHOENIX], "hand": [{"card": "Challenge", "as": "c"}], "base": [u("Ogre", "o", "A")],
                "runes": ["Body Rune"] * 2 + ["Fury Rune"] * 2},
               {"base": [u("Pup", "b1", "B")]}, cards=CARDS,
               steps=[{"act": "play", "by": "A", "card": "c", "targets": ["o", "b1"]}, *RESOLVE,
                      {"expect": {"zone": {"b1": "trash"}, "pending": None, "chain": []}}]))


def test_unyielding_spirit_does_not_stop_challenge() -> None:
    """Origins FAQ, Unyielding Spirit: it "does not stop damage from Challenge, Last Breath, or Carnivorous
    Snapvine" - that damage is dealt by units."""
    check(duel({"hand": [{"card": "Unyielding Spirit", "as": "us"}, {"card": "Challenge", "as": "c"}],
                "base": [u("Ogre", "o", "A")], "runes": ["Body Rune"] * 4},
               {"base": [u("Pup", "b1", "B")]}, cards=CARDS,
               steps=[{"act": "play", "by": "A", "card": "us"}, *RESOLVE,
                      {"act": "play", "by": "A", "card": "c", "targets": ["o", "b1"]}, *RESOLVE,
                      {"expect": {"zone": {"b1": "trash"}, "damage": {"o": 2}}}]))


def test_portal_rescue_its_owner_plays_it() -> None:
    """Origins errata, Portal Rescue: "Banish a friendly unit, then its owner plays it to their base,
    ignoring its cost." FAQ: a unit you took "would give it back to its owner"."""
    check(duel({"hand": [{"card": "Portal Rescue", "as": "pr"}], "runes": ["Mind Rune"] * 3},
               battlefields=[bf("bf1", "A", u("Pup", "taken", "A", owner="B"), u("Pup", "mine", "A")), bf("bf2")],
               cards=CARDS,
               steps=[{"act": "play", "by": "A", "card": "pr", "targets": ["taken"]}, *RESOLVE,
                      {"expect": {"zone": {"taken": "base"}, "controller": {"taken": "B"}}}]))


def test_promising_future_pays_a_mandatory_additional_cost() -> None:
    """Origins FAQ, Promising Future: "ignoring Energy costs but still paying Power costs. They must pay
    mandatory additional costs (like the cost of Cruel Patron)" - Cruel Patron ("As an additional cost to play
    me, kill a friendly unit") is played and its player's unit killed; with no friendly unit to kill it can't
    be played and stays banished."""
    a = {"hand": [{"card": "Promising Future", "as": "pf"}], "runes": ["Mind Rune"] * 8,
         "deck": [{"card": "Cruel Patron", "as": "cp"}, {"card": "Pup", "as": "d"}]}
    steps = [{"act": "play", "by": "A", "card": "pf"}, *RESOLVE,
             {"act": "choose", "by": "A", "choice": {"cards": ["cp"]}}]
    check(duel({**a, "base": [u("Pup", "victim", "A")]}, {"deck": [{"card": "Pup", "as": "e"}]}, cards=CARDS,
               steps=[*steps, {"expect": {"zone": {"cp": "base", "victim": "trash", "e": "base"}, "pending": None}}]))
    check(duel({**a, "base": [u("Pup", "v1", "A"), u("Pup", "v2", "A")]}, {"deck": [{"card": "Pup", "as": "e"}]},
               cards=CARDS, steps=[*steps, {"expect": {"pending": {"player": "A", "kind": "choose_cards"}}},
                                   {"act": "choose", "by": "A", "choice": {"cards": ["v2"]}},
                                   {"expect": {"zone": {"cp": "base", "v1": "base", "v2": "trash"}}}]))
    check(duel(a, {"deck": [{"card": "Pup", "as": "e"}]}, cards=CARDS,
               steps=[*steps, {"expect": {"zone": {"cp": "banishment", "e": "base"}, "pending": None}}]))
