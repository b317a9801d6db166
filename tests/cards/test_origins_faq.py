"""Origins FAQ (2025-10-16) and errata entries tested here rather than in a scenario file or a card's own
test; docs/origins-plan.md maps every entry of both documents to the scenario or test that covers it, and
says why the few that describe no behaviour have none. Readings are in docs/rulings.md.
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


# -- Scoring: "How does the last point work?" --------------------------------------------------

SCOUTS = [{"card": "Pup", "as": f"s{i}"} for i in range(3)]


def _passes(names: str) -> list[dict[str, Any]]:
    return [{"act": "pass", "by": n} for n in names]


@pytest.mark.parametrize(("mode", "points", "held", "conquered", "hand"), [
    ("duel", 6, 0, 2, 1),  # "at 6 points and conquer both battlefields, you'll go to 7 and then to 8 and win"
    ("duel", 7, 0, 2, 2),  # "at 7 points and conquer both ... you'll draw a card for the first one, and then go to 8"
    ("duel", 6, 1, 1, 1),  # "at 6 points, hold one to 7, and conquer the other to go to 8 and win"
    ("duel", 7, 1, 0, 0),  # "at 7 points, you can hold one to go to 8 and win" (before the Draw Phase)
    ("ffa4", 5, 0, 3, 1),  # FFA4, three battlefields: "at 5 points and conquer all 3 ... 6 then 7 then 8"
    ("ffa4", 6, 0, 3, 2),  # "at 6 points and conquer all 3 ... go to 7 then draw 1, then 8 and win"
    ("ffa4", 5, 1, 2, 1),  # "at 5 points, hold 1 battlefield to 6, then conquer the other two ... 7 and then 8"
])
def test_the_last_point_examples(mode: str, points: int, held: int, conquered: int, hand: int) -> None:
    """Origins FAQ, Scoring: "If you try to score the last point by conquering, you will only get the last
    point if you have already scored all of the other battlefields this turn. Otherwise, you'll draw a card
    instead." - each of its examples (471-473); `hand`: the cards in hand at the end, the Draw Phase's and the
    one drawn instead of a point."""
    names = "ABCD"[:2 if mode == "duel" else 4]
    n_bf = 2 if mode == "duel" else 3
    fields = [{"as": f"bf{i + 1}", **({"controller": "A", "units": [u("Pup", f"h{i}", "A")]} if i < held else {})}
              for i in range(n_bf)]
    players = [{"name": "A", "points": points, "base": SCOUTS, "deck": [{"card": "Pup"}] * 3}]
    players += [{"name": n, "points": 0} for n in names[1:]]
    steps: list[dict[str, Any]] = []
    for i in range(held, held + conquered):
        steps += [{"act": "move", "by": "A", "units": [f"s{i}"], "to": f"bf{i + 1}"}, *_passes(names)]
    steps.append({"expect": {"winner": "A", "points": {"A": 8}, "count": {"A": {"hand": hand}}}})
    check({"name": "faq last point", "mode": mode, "cards": CARDS, "players": players, "battlefields": fields,
           "turn": {"player": "A", "phase": "beginning", "number": 9}, "steps": steps})


# -- Movement, Timing, Miscellaneous -----------------------------------------------------------

SENTRY = {"type": "unit", "might": 2, "cost": 1,
          "script": {"abilities": [{"cost": {"exhaust": True}, "timing": "reaction",
                                    "effects": [["might", {"amount": 2, "to": "self"}]]}]}}


def test_a_move_by_a_spell_keeps_the_ready_state() -> None:
    """Origins FAQ, Movement: "Moving a unit with a spell or ability won't change its ready or exhausted state
    unless the effect specifies that it does." - Charm moves a ready unit and an exhausted one as they are."""
    fields = [bf("bf1", "B", u("Pup", "ready", "B"), u("Pup", "tired", "B", exhausted=True)), bf("bf2")]
    charm = {"card": "Charm", "as": "c"}
    for unit, tired in (("ready", False), ("tired", True)):
        check(duel({"hand": [charm], "runes": ["Calm Rune"] * 2}, battlefields=fields, cards=CARDS, steps=[
            {"act": "play", "by": "A", "card": "c", "targets": [unit], "destination": "base"}, *RESOLVE,
            {"expect": {"zone": {unit: "base"}, "exhausted": {unit: tired}}}]))


def test_an_exhaust_ability_in_combat() -> None:
    """Origins FAQ, Timing: "If you just moved a unit into combat using the standard move, then you already
    exhausted the unit ... so you won't be able to use its ability with the exhaust symbol that same turn. If
    the unit is defending, it might be ready and then you can use abilities that require exhausting it in
    combat (as long as those abilities have the Action or Reaction keyword)." """
    check(duel({"base": [u("Sentry", "mine", "A")]}, cards={**CARDS, "Sentry": SENTRY},
               battlefields=[bf("bf1", "B", u("Sentry", "theirs", "B")), bf("bf2")], steps=[
        {"act": "move", "by": "A", "units": ["mine"], "to": "bf1"},
        {"act": "activate", "by": "A", "source": "mine", "expect_error": True},  # exhausted by the move
        {"act": "pass", "by": "A"},
        {"act": "activate", "by": "B", "source": "theirs"},
        {"expect": {"exhausted": {"theirs": True}, "chain": ["Sentry (ability)"]}}]))


def test_no_maximum_hand_size_nor_units_in_a_location() -> None:
    """Origins FAQ, Miscellaneous: "Is there a maximum hand size? No" - twelve cards are kept through the end
    of the turn; "Is there a maximum number of units I can have in my base? On a battlefield? No" - nine units
    move to a battlefield together."""
    many = [u("Pup", f"m{i}", "A") for i in range(9)]
    check(duel({"hand": ["Pup"] * 12, "base": many, "deck": ["Pup"] * 3}, cards=CARDS, steps=[
        {"act": "move", "by": "A", "units": [f"m{i}" for i in range(9)], "to": "bf1"}, *RESOLVE,
        {"expect": {"controller": {"bf1": "A"}, **{"zone": {f"m{i}": "bf1" for i in range(9)}}}},
        {"act": "end_turn", "by": "A"}, {"expect": {"count": {"A": {"hand": 12}}}}]))


def test_a_chosen_champion_goes_to_the_trash() -> None:
    """Origins FAQ, Miscellaneous: "Do I put my Chosen Champion back in the Champion Zone when it leaves the
    board? No. Once you play a Champion from your Champion Zone, it acts like any other card ... When it dies,
    it goes to the Trash." """
    hero = {"Hero": {"type": "unit", "might": 4, "cost": 2, "supertype": "champion"},
            "Doom": {"type": "spell", "cost": 0, "keywords": ["Action"],
                     "script": {"targets": [{"what": "unit"}], "effects": [["kill", {"to": "t0"}]]}}}
    check(duel({"champion": {"card": "Hero", "as": "h"}, "runes": ["Fury Rune"] * 2,
                "hand": [{"card": "Doom", "as": "d"}]}, cards={**CARDS, **hero}, steps=[
        {"act": "play", "by": "A", "card": "h", "from": "champion", "to": "base"},
        {"act": "play", "by": "A", "card": "d", "targets": ["h"]}, *RESOLVE,
        {"expect": {"zone": {"h": "trash"}, "count": {"A": {"champion": 0}}}}]))


def test_baited_hook_finds_no_killed_unit_when_its_death_is_replaced() -> None:
    """Origins FAQ, Baited Hook: "If you prevent that unit's death, there's no killed unit, so Baited Hook
    can't evaluate its Might ... you're not able to play any unit." - Unlicensed Armory saves it: no unit of
    the five can be chosen, they are recycled."""
    deck = [{"card": "Pup", "as": f"d{i}"} for i in range(5)] + [{"card": "Pup", "as": "sixth"}]
    a = {"base": [{"card": "Baited Hook", "as": "bh"}, {"card": "Unlicensed Armory", "as": "ua"},
                  u("Pup", "bait", "A")], "hand": [{"card": "Pup", "as": "fodder"}],
         "runes": ["Order Rune"] * 2 + ["Fury Rune"], "deck": deck}
    check(duel(a, cards=CARDS, steps=[
        {"act": "activate", "by": "A", "source": "ua", "targets": ["bait"]}, *RESOLVE,
        {"act": "activate", "by": "A", "source": "bh", "targets": ["bait"]}, *RESOLVE,
        {"expect": {"pending": {"player": "A", "kind": "may"}}},  # Armory: pay [Fury] to save it
        {"act": "choose", "by": "A", "choice": {"yes": True}},
        {"expect": {"zone": {"bait": "base", "d0": "main_deck", "sixth": "main_deck"}, "pending": None,
                    "count": {"A": {"main_deck": 6, "base": 3}}}}]))


def test_immortal_phoenix_ignores_your_cull_the_weak_killing_only_enemies() -> None:
    """Origins FAQ, Immortal Phoenix - not killing a unit with a spell: "Another player is instructed to kill a
    unit by a spell you control (e.g., your Cull the Weak, if you don't kill any of your own units with it)." """
    check(duel({"trash": [PHOENIX], "hand": [{"card": "Cull the Weak", "as": "c"}],
                "runes": ["Order Rune"] * 2 + ["Fury Rune"] * 2},
               {"base": [u("Pup", "b1", "B")]}, cards=CARDS,
               steps=[{"act": "play", "by": "A", "card": "c"}, *RESOLVE,
                      {"expect": {"zone": {"b1": "trash", "ph": "trash"}, "pending": None, "chain": []}}]))


def test_immortal_phoenix_ignores_a_might_lowered_by_a_move_or_a_return() -> None:
    """Origins FAQ, Immortal Phoenix - not killing a unit with a spell: "You use a spell like Charm to move a
    unit with damage on it away from Trifarian War Camp ... You use a spell like Rebuke to return Lee Sin,
    Centered to its owner's hand, indirectly lowering the Might of a buffed unit at the same battlefield that
    has damage on it" - the unit dies, but not to a spell of mine."""
    camp = [bf("bf1", "B", u("Pup", "e", "B", damage=2), card="Trifarian War Camp"), bf("bf2")]
    check(duel({"trash": [PHOENIX], "hand": [{"card": "Charm", "as": "c"}], "runes": ["Calm Rune"] * 2},
               battlefields=camp, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "c", "targets": ["e"], "destination": "base"}, *RESOLVE,
        {"expect": {"zone": {"e": "trash"}, "pending": None, "chain": []}}]))
    lee = [bf("bf1", "B", u("Lee Sin, Centered", "ls", "B"), u("Pup", "e", "B", buff=True, damage=3)), bf("bf2")]
    check(duel({"trash": [PHOENIX], "hand": [{"card": "Rebuke", "as": "r"}], "runes": ["Chaos Rune"] * 4},
               battlefields=lee, cards=CARDS, steps=[
        {"expect": {"might": {"e": 5}}},
        {"act": "play", "by": "A", "card": "r", "targets": ["ls"]}, *RESOLVE,
        {"expect": {"zone": {"ls": "hand", "e": "trash"}, "pending": None, "chain": []}}]))


def test_unforgiven_moves_an_allys_unit_to_that_units_own_base() -> None:
    """Origins FAQ, 2v2: "Can I move my ally's unit to my own base with Unforgiven, the Yasuo legend? ... No ...
    it moves to its controller's base instead" (errata: "Move a friendly unit to or from its base")."""
    yasuo = "Yasuo, Unforgiven"
    players = [{"name": "A", "team": 1, "legend": yasuo, "runes": ["Calm Rune"] * 2}, {"name": "B", "team": 2},
               {"name": "C", "team": 1}, {"name": "D", "team": 2}]
    check({"name": "faq unforgiven", "mode": "2v2", "cards": CARDS, "players": players,
           "battlefields": [bf("bf1", "C", u("Pup", "ally", "C")), bf("bf2"), bf("bf3")],
           "turn": {"player": "A", "phase": "main", "number": 3},
           "steps": [{"act": "activate", "by": "A", "source": yasuo, "targets": ["ally"]}, *_passes("ABCD"),
                     {"expect": {"zone": {"ally": "base"}, "controller": {"ally": "C"}}}]})
