"""Spiritforged cards about the turn (`game/cards/spiritforged_this_turn.py`): one test per card quoting its text."""

from __future__ import annotations

import pytest

from .helpers import check, duel
from .test_origins import RESOLVE, bf, u
from .test_spiritforged_attach import CARDS
from .test_spiritforged_more import _bot_position, _bot_turn, _in_combat


def test_lucian_merciless() -> None:
    """"[Weaponmaster] The first time I conquer each turn, ready me." - the first conquest readies him; the second
    this turn (Ganking from Shurelya's Requiem) doesn't trigger; played with an Equipment in base, Weaponmaster
    triggers."""
    lucian = [u("Lucian, Merciless", "l", "A"), {"card": "Shurelya's Requiem", "as": "s", "attached_to": "l"}]
    check(duel({"base": lucian}, cards=CARDS, battlefields=[bf("bf1"), bf("bf2")], steps=[
        {"act": "move", "by": "A", "units": ["l"], "to": "bf1"}, *RESOLVE,
        {"expect": {"controller": {"bf1": "A"}, "chain": ["Lucian, Merciless (conquer)"], "exhausted": {"l": True}}},
        *RESOLVE, {"expect": {"exhausted": {"l": False}, "chain": []}},
        {"act": "move", "by": "A", "units": ["l"], "to": "bf2"}, *RESOLVE,
        {"expect": {"controller": {"bf2": "A"}, "chain": [], "exhausted": {"l": True}}}]))
    check(duel({"hand": [{"card": "Lucian, Merciless", "as": "l"}], "base": [{"card": "Blade", "as": "b"}],
                "runes": ["Fury Rune"] * 6}, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "l"}, {"expect": {"chain": ["Lucian, Merciless (weaponmaster)"]}}]))


def test_prize_of_progress() -> None:
    """"When you use an activated ability of a gear, give me +1 [M] this turn." - an Equip: +1; a Gold's Add
    (the token gone with it): +1 more; a unit's ability (Ezreal, Dashing's): nothing; an opponent's gear ability:
    nothing; the next turn: back to 3."""
    a = {"base": [u("Prize of Progress", "p", "A"), u("Ezreal, Dashing", "z", "A"), {"card": "Blade", "as": "b"},
                  {"card": "Gold", "as": "g"}], "runes": ["Mind Rune"] * 2}
    check(duel(a, cards=CARDS, steps=[
        {"act": "activate", "by": "A", "source": "b", "targets": ["z"]}, *RESOLVE,
        {"expect": {"chain": ["Prize of Progress (play_ability)"]}}, *RESOLVE, {"expect": {"might": {"p": 4}}},
        {"act": "activate", "by": "A", "source": "g"},
        {"expect": {"chain": ["Prize of Progress (play_ability)"], "zone": {"g": "gone"}}}, *RESOLVE,
        {"expect": {"might": {"p": 5}}},
        {"act": "activate", "by": "A", "source": "z"}, *RESOLVE,
        {"expect": {"zone": {"z": "base"}, "chain": [], "might": {"p": 5}}},
        {"act": "end_turn", "by": "A"}, {"expect": {"might": {"p": 3}}}]))
    check(duel({"base": [u("Prize of Progress", "p", "A")]},
               {"base": [u("Pup", "q", "B"), {"card": "Blade", "as": "b"}], "runes": ["Mind Rune"]}, cards=CARDS,
               turn={"player": "B", "phase": "main", "number": 4}, steps=[
        {"act": "activate", "by": "B", "source": "b", "targets": ["q"]}, {"act": "pass", "by": "B"},
        {"act": "pass", "by": "A"}, {"expect": {"chain": [], "might": {"p": 3, "q": 3}}}]))


HT = {"hand": [{"card": "Hostile Takeover", "as": "h"}], "runes": ["Mind Rune"] * 4 + ["Order Rune"] * 3}


def test_hostile_takeover() -> None:
    """"[Hidden] Take control of an enemy unit at a battlefield. Ready it. (Start a combat if other enemies are
    there. Otherwise, conquer.) Lose control of that unit and recall it at end of turn. (Send it to base. This
    isn't a move.)" - the opponent's only unit there: mine and ready, a non-combat showdown (Spiritforged FAQ) and
    I conquer; at end of turn its owner gets it back, in their base. An enemy unit in a base, or mine: refused."""
    check(duel(HT, {"base": [u("Pup", "home", "B")]}, cards=CARDS,
               battlefields=[bf("bf1", "B", u("Ogre", "o", "B", exhausted=True)), bf("bf2", "A", u("Pup", "p", "A"))],
               steps=[
        {"act": "play", "by": "A", "card": "h", "targets": ["home"], "expect_error": True},
        {"act": "play", "by": "A", "card": "h", "targets": ["p"], "expect_error": True},
        {"act": "play", "by": "A", "card": "h", "targets": ["o"]}, *RESOLVE,
        {"expect": {"controller": {"o": "A"}, "owner": {"o": "B"}, "exhausted": {"o": False}}},
        *RESOLVE, {"expect": {"controller": {"bf1": "A"}, "points": {"A": 1}, "zone": {"o": "bf1"}}},
        {"act": "end_turn", "by": "A"}, {"expect": {"chain": ["Hostile Takeover (give_back)"]}}, *RESOLVE,
        {"expect": {"controller": {"o": "B"}, "zone": {"o": "base"}, "exhausted": {"o": False}}}]))


def test_hostile_takeover_with_other_enemies_there() -> None:
    """Another enemy unit there: a combat between the unit taken and its former ally (190.3.a.2); the Ogre wins
    it and I conquer; at end of turn, back to its owner's base."""
    check(duel(HT, cards=CARDS, battlefields=[bf("bf1", "B", u("Ogre", "o", "B"), u("Pup", "q", "B")), bf("bf2")],
               steps=[
        {"act": "play", "by": "A", "card": "h", "targets": ["o"]}, *RESOLVE, *RESOLVE,
        {"expect": {"zone": {"q": "trash", "o": "bf1"}, "controller": {"bf1": "A", "o": "A"}}},
        {"act": "end_turn", "by": "A"}, *RESOLVE, {"expect": {"controller": {"o": "B"}, "zone": {"o": "base"}}}]))


HIT = {"Hit": {"type": "spell", "cost": 0, "keywords": ["Reaction"],
               "script": {"targets": [{"what": "unit"}], "effects": [["deal", {"amount": 6, "to": "t0"}]]}}}


def test_counter_strike() -> None:
    """"[Reaction] Choose a unit. The next time that unit would be dealt damage this turn, prevent it. Draw 1." - A
    hits B's Wall with 6, B reacts with Counter Strike on it: B draws, the 6 is prevented whole; A's second 6 is
    dealt. Any unit may be chosen (an enemy's). Cast on A's turn, it is gone by B's turn."""
    cs = {"hand": [{"card": "Counter Strike", "as": "cs"}], "runes": ["Calm Rune"] * 2, "deck": ["Filler"] * 2}
    hits = {"hand": [{"card": "Hit", "as": "h1"}, {"card": "Hit", "as": "h2"}]}
    check(duel(hits, {**cs, "base": [u("Wall", "w", "B")]}, cards={**CARDS, **HIT}, steps=[
        {"act": "play", "by": "A", "card": "h1", "targets": ["w"]}, {"act": "pass", "by": "A"},
        {"act": "play", "by": "B", "card": "cs", "targets": ["w"]}, {"act": "pass", "by": "B"},
        {"act": "pass", "by": "A"}, {"expect": {"count": {"B": {"hand": 1}}, "chain": ["Hit"]}}, *RESOLVE,
        {"expect": {"damage": {"w": 0}, "chain": []}},
        {"act": "play", "by": "A", "card": "h2", "targets": ["w"]}, *RESOLVE, {"expect": {"damage": {"w": 6}}}]))
    check(duel({**cs, "base": [u("Wall", "w", "A")]}, {**hits, "base": [u("Wall", "bw", "B")]},
               cards={**CARDS, **HIT}, steps=[
        {"act": "play", "by": "A", "card": "cs", "targets": ["bw"]}, *RESOLVE, {"expect": {"count": {"A": {"hand": 1}}}},
        {"act": "end_turn", "by": "A"}, {"act": "run_until", "phase": "main"},
        {"act": "play", "by": "B", "card": "h1", "targets": ["bw"]}, {"act": "pass", "by": "B"},
        {"act": "pass", "by": "A"}, {"expect": {"damage": {"bw": 6}}}]))


@pytest.mark.parametrize("card", ["Lucian, Merciless", "Prize of Progress", "Hostile Takeover"])
def test_the_bot_plays_the_card_and_answers_its_decisions(card: str) -> None:
    """The bot plays each of these cards in a position where it helps, and answers what they ask."""
    sc = _bot_position(card)
    taken = _bot_turn(sc)
    assert any(a.kind == "play" and a.card == sc.obj("x") for a in taken), [(a.kind, a.card) for a in taken]


def test_the_bot_plays_counter_strike_in_a_combat() -> None:
    """B attacks the bot's Mech with an equal Pup: the bot saves it with Counter Strike (its combat damage prevented)
    and draws."""
    sc = _in_combat("Counter Strike")
    mech = sc.obj("o")
    taken = _bot_turn(sc)
    assert any(a.kind == "play" and a.card == sc.obj("x") for a in taken), [(a.kind, a.card) for a in taken]
    assert sc.st.objs[mech].zone == "battlefield"
