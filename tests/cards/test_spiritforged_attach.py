"""Spiritforged cards about attaching Equipment (`game/cards/spiritforged_attach.py`): one test per card quoting
its text (435 attach, 436 detach, 716-719 Equipment, 818 Equip)."""

from __future__ import annotations

from typing import Any

import pytest

from .helpers import check, duel
from .test_origins import RESOLVE, bf, u
from .test_spiritforged_more import CARDS as MORE_CARDS
from .test_spiritforged_more import HOLD_TURN, _bot_position, _bot_turn

CARDS: dict[str, Any] = {
    **MORE_CARDS,
    "Blade": {"type": "gear", "cost": 1, "might_bonus": 1, "keywords": ["Equip"], "tags": ["Equipment"],
              "text": "[Equip] [1]"},
    "Big Blade": {"type": "gear", "cost": 3, "might_bonus": 3, "keywords": ["Equip"], "tags": ["Equipment"],
                  "text": "[Equip] [1]"},
}


def test_jax_unrelenting() -> None:
    """"[Weaponmaster] When you attach an Equipment to me, you may pay [1] to draw 1." - Equip on him: paid,
    a card; declined, none; an Equipment attached to another unit: no trigger."""
    for yes in (True, False):  # two runes: the Equip's [1], then the draw's
        check(duel({"base": [u("Jax, Unrelenting", "j", "A"), u("Pup", "p", "A"), {"card": "Blade", "as": "b"}],
                    "runes": [{"card": "Body Rune", "as": "r1"}, {"card": "Body Rune", "as": "r2"}],
                    "deck": ["Filler"] * 2}, cards=CARDS, steps=[
            {"act": "activate", "by": "A", "source": "b", "targets": ["j"]}, *RESOLVE,
            {"expect": {"pending": {"player": "A", "kind": "may"}, "might": {"j": 4}}},
            {"act": "choose", "by": "A", "choice": {"yes": yes}}, *(RESOLVE if yes else []),
            {"expect": {"count": {"A": {"hand": int(yes)}}, **({"exhausted": {"r1": True, "r2": True}} if yes else {})}}]))
    check(duel({"base": [u("Jax, Unrelenting", "j", "A"), u("Pup", "p", "A"), {"card": "Blade", "as": "b"}],
                "runes": ["Body Rune"] * 3}, cards=CARDS, steps=[
        {"act": "activate", "by": "A", "source": "b", "targets": ["p"]}, *RESOLVE,
        {"expect": {"pending": None, "chain": [], "might": {"p": 3}}}]))


def test_gearhead() -> None:
    """"[Accelerate] Each Equipment attached to me gives double its base Might bonus." - a +1 Blade gives +2."""
    check(duel({"base": [u("Gearhead", "g", "A"), {"card": "Blade", "as": "b", "attached_to": "g"},
                         u("Pup", "p", "A"), {"card": "Blade", "as": "b2", "attached_to": "p"}]}, cards=CARDS, steps=[
        {"expect": {"might": {"g": 5, "p": 3}}}]))


def test_brutalizer() -> None:
    """"[Equip] [Calm] Grants: If this was attached to me this turn, I have an additional +2 [M]." - attached
    this turn: +1 +2; next turn: +1 only; one attached before the game's turn: +1."""
    check(duel({"base": [u("Pup", "p", "A"), {"card": "Brutalizer", "as": "b"}], "runes": ["Calm Rune"]}, cards=CARDS,
               steps=[{"act": "activate", "by": "A", "source": "b", "targets": ["p"]}, *RESOLVE,
                      {"expect": {"might": {"p": 5}}}, {"act": "end_turn", "by": "A"},
                      {"expect": {"might": {"p": 3}}}]))


def test_last_rites() -> None:
    """"[Equip] — [Chaos], Recycle 2 cards from your trash / Grants: When I conquer or hold, you may play a unit
    from your trash." - Equip recycles two cards (refused with one); conquering: a unit from the trash played,
    its cost paid; holding too."""
    check(duel({"base": [u("Pup", "p", "A"), {"card": "Last Rites", "as": "lr"}], "runes": ["Chaos Rune"],
                "trash": [{"card": "Zap", "as": "z"}]}, cards=CARDS, steps=[
        {"act": "activate", "by": "A", "source": "lr", "targets": ["p"], "expect_error": True}]))
    check(duel({"base": [u("Pup", "p", "A"), {"card": "Last Rites", "as": "lr"}], "runes": ["Chaos Rune"] * 3,
                "trash": [{"card": "Zap", "as": "z"}, {"card": "Trinket", "as": "t"}, {"card": "Ogre", "as": "o"}]},
               cards=CARDS, steps=[
        {"act": "activate", "by": "A", "source": "lr", "targets": ["p"]}, *RESOLVE,  # the first two cards
        {"expect": {"zone": {"z": "main_deck", "t": "main_deck", "o": "trash"}, "might": {"p": 4},
                    "count": {"A": {"runes": 2}}}},  # [Chaos]: a rune recycled
        {"act": "move", "by": "A", "units": ["p"], "to": "bf1"}, *RESOLVE,
        {"expect": {"controller": {"bf1": "A"}, "pending": {"player": "A", "kind": "choose_targets"}}},
        {"act": "choose", "by": "A", "choice": {"targets": ["o"]}}, *RESOLVE,
        {"expect": {"pending": {"player": "A", "kind": "choose_destination"}}},  # played as a unit is (355.2)
        {"act": "choose", "by": "A", "choice": {"battlefield": "base"}},
        {"expect": {"zone": {"o": "base"}, "log_contains": "A exhausts Chaos Rune"}}]))  # the Ogre's [1] paid
    check(duel({"trash": [{"card": "Ogre", "as": "o"}], "runes": ["Chaos Rune"]}, cards=CARDS, turn=HOLD_TURN,
               battlefields=[bf("bf1", "A", u("Pup", "p", "A"), {"card": "Last Rites", "as": "lr", "attached_to": "p"}),
                             bf("bf2")], steps=[
        {"act": "choose", "by": "A", "choice": {"targets": ["o"]}}, *RESOLVE,
        {"act": "choose", "by": "A", "choice": {"battlefield": "bf1"}}, {"expect": {"zone": {"o": "bf1"}}}]))


def test_shurelyas_requiem() -> None:
    """"[Unique] [Equip] [A] / When you play this, ready your units. / Grants: Your units here have [Ganking]." -
    played: my exhausted units ready, not the opponent's; attached to a unit at a battlefield: my units there
    have Ganking, not those elsewhere, not an enemy there."""
    check(duel({"hand": [{"card": "Shurelya's Requiem", "as": "s"}], "runes": ["Calm Rune"] * 6,
                "base": [u("Pup", "p", "A", exhausted=True)]}, {"base": [u("Pup", "e", "B", exhausted=True)]},
               cards=CARDS, steps=[{"act": "play", "by": "A", "card": "s"}, *RESOLVE,
                                   {"expect": {"exhausted": {"p": False, "e": True}}}]))
    check(duel({"base": [u("Pup", "q", "A")]}, cards=CARDS,
               battlefields=[bf("bf1", "A", u("Ogre", "o", "A"), u("Pup", "p", "A"), u("Pup", "e", "B"),
                                {"card": "Shurelya's Requiem", "as": "s", "attached_to": "o"}), bf("bf2")], steps=[
        {"expect": {"keywords": {"o": ["Ganking"], "p": ["Ganking"], "q": [], "e": []}}}]))


def test_angle_shot() -> None:
    """"[Reaction] Choose a unit and an Equipment with the same controller. Attach that Equipment to that unit or
    detach that Equipment from that unit. Draw 1." - an opponent's Equipment for my unit: refused; attach; detach
    (from that unit only); draw either way."""
    a = {"hand": [{"card": "Angle Shot", "as": "x"}], "runes": ["Fury Rune"] * 2, "deck": ["Filler"] * 2,
         "base": [u("Ogre", "o", "A"), u("Pup", "p", "A"), {"card": "Blade", "as": "b", "attached_to": "p"}]}
    b = {"base": [{"card": "Blade", "as": "eb"}]}
    check(duel(a, b, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "x", "targets": ["o", "eb"], "expect_error": True},
        {"act": "play", "by": "A", "card": "x", "targets": ["o", "b"]}, *RESOLVE,
        {"act": "choose", "by": "A", "choice": {"option": "attach"}},
        {"expect": {"might": {"o": 5, "p": 2}, "count": {"A": {"hand": 1}}}}]))
    check(duel(a, b, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "x", "targets": ["p", "b"]}, *RESOLVE,
        {"act": "choose", "by": "A", "choice": {"option": "detach"}},
        {"expect": {"might": {"p": 2}, "zone": {"b": "base"}, "count": {"A": {"hand": 1}}}}]))
    check(duel(a, b, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "x", "targets": ["o", "b"]}, *RESOLVE,
        {"act": "choose", "by": "A", "choice": {"option": "detach"}},  # not attached to the Ogre: nothing
        {"expect": {"might": {"p": 3, "o": 4}, "count": {"A": {"hand": 1}}}}]))


def test_jax_grandmaster_at_arms() -> None:
    """"[1], [E]: Attach a detached Equipment you control to a unit you control. / [E]: Attach an attached
    Equipment you control to a unit you control." - the first for a loose one (not an attached one); the second
    moves an attached one."""
    a = {"legend": "Jax, Grandmaster at Arms", "runes": ["Calm Rune"],
         "base": [u("Ogre", "o", "A"), u("Pup", "p", "A"), {"card": "Blade", "as": "loose"},
                  {"card": "Big Blade", "as": "on", "attached_to": "p"}]}
    check(duel(a, cards=CARDS, steps=[
        {"act": "activate", "by": "A", "source": "Jax, Grandmaster at Arms", "ability": 0, "targets": ["on", "o"],
         "expect_error": True},
        {"act": "activate", "by": "A", "source": "Jax, Grandmaster at Arms", "ability": 0, "targets": ["loose", "o"]},
        *RESOLVE, {"expect": {"might": {"o": 5}, "count": {"A": {"runes": 1}}}}]))
    check(duel(a, cards=CARDS, steps=[
        {"act": "activate", "by": "A", "source": "Jax, Grandmaster at Arms", "ability": 1, "targets": ["loose", "o"],
         "expect_error": True},
        {"act": "activate", "by": "A", "source": "Jax, Grandmaster at Arms", "ability": 1, "targets": ["on", "o"]},
        *RESOLVE, {"expect": {"might": {"o": 7, "p": 2}}}]))


def test_rell_magnetic() -> None:
    """"[Tank] When I attack, you may play an Equipment with Energy cost no more than [2], ignoring its cost. If
    you do, then do this: Attach it to me." (errata) - a [1] Blade from hand, free, then attached; a [3] one is
    no choice; declined: nothing."""
    a = {"base": [u("Rell, Magnetic", "r", "A")],
         "hand": [{"card": "Blade", "as": "b"}, {"card": "Big Blade", "as": "bb"}]}
    field = [bf("bf1", "B", u("Wall", "w", "B")), bf("bf2")]
    check(duel(a, cards=CARDS, battlefields=field, steps=[
        {"act": "move", "by": "A", "units": ["r"], "to": "bf1"}, *RESOLVE,
        {"expect": {"pending": {"player": "A", "kind": "choose_cards"}}},
        {"act": "choose", "by": "A", "choice": {"cards": ["bb"]}, "expect_error": True},
        {"act": "choose", "by": "A", "choice": {"cards": ["b"]}},
        {"expect": {"chain": ["Rell, Magnetic (attach_it)"]}}, *RESOLVE,
        {"expect": {"zone": {"b": "bf1"}, "might": {"r": 5}}}]))
    check(duel(a, cards=CARDS, battlefields=field, steps=[
        {"act": "move", "by": "A", "units": ["r"], "to": "bf1"}, *RESOLVE,
        {"act": "choose", "by": "A", "choice": {"cards": []}},
        {"expect": {"zone": {"b": "hand"}, "chain": [], "might": {"r": 4}}}]))


def test_azir_ascendant() -> None:
    """"[Calm]: [Action] — Choose a unit you control. Move me to its location and it to my original location. If
    it's equipped, you may attach one of its Equipment to me. Use only once per turn." - swapped with the Pup at
    bf1, its Blade taken: Azir 6 + 1 there, the Pup in base; declined: the Blade stays with the Pup; an enemy unit:
    refused; a second use this turn: refused; a unit without Equipment: nothing asked; one at his own location:
    nobody moves, its Blade may still be taken."""
    def a(units: list[dict[str, Any]]) -> dict[str, Any]:
        return {"base": [u("Azir, Ascendant", "a", "A"), *units], "runes": ["Calm Rune"] * 2}
    field = [bf("bf1", "A", u("Pup", "p", "A"), {"card": "Blade", "as": "b", "attached_to": "p"}),
             bf("bf2", "B", u("Pup", "e", "B"))]
    for take in (True, False):
        check(duel(a([]), cards=CARDS, battlefields=field, steps=[
            {"act": "activate", "by": "A", "source": "a", "targets": ["e"], "expect_error": True},
            {"act": "activate", "by": "A", "source": "a", "targets": ["p"]}, *RESOLVE,
            {"expect": {"zone": {"a": "bf1", "p": "base"}, "pending": {"player": "A", "kind": "choose_cards"}}},
            {"act": "choose", "by": "A", "choice": {"cards": ["b"] if take else []}},
            {"expect": {"zone": {"b": "bf1" if take else "base"}, "might": {"a": 7 if take else 6,
                                                                           "p": 2 if take else 3}}},
            {"act": "activate", "by": "A", "source": "a", "targets": ["p"], "expect_error": True}]))
    check(duel(a([u("Pup", "q", "A"), {"card": "Blade", "as": "qb", "attached_to": "q"}]), cards=CARDS,
               battlefields=field, steps=[
        {"act": "activate", "by": "A", "source": "a", "targets": ["q"]}, *RESOLVE,
        {"expect": {"zone": {"a": "base", "q": "base"}, "pending": {"player": "A", "kind": "choose_cards"}}},
        {"act": "choose", "by": "A", "choice": {"cards": ["qb"]}},
        {"expect": {"might": {"a": 7, "q": 2}, "pending": None}}]))
    check(duel(a([u("Pup", "r", "A")]), cards=CARDS, battlefields=field, steps=[
        {"act": "activate", "by": "A", "source": "a", "targets": ["r"]}, *RESOLVE,
        {"expect": {"zone": {"a": "base", "r": "base"}, "pending": None, "chain": []}}]))


POSITIONS = {
    "Angle Shot": lambda: _bot_position("Angle Shot", mine=[u("Ogre", "c", "A"), u("Pup", "p", "A"),
                                                          {"card": "Doran's Shield", "as": "b", "attached_to": "p"}]),
    "Shurelya's Requiem": lambda: _bot_position("Shurelya's Requiem", mine=[
        u("Ogre", "c", "A", exhausted=True), u("Cog", "p", "A", exhausted=True), u("Pup", "q", "A", exhausted=True)]),
}


@pytest.mark.parametrize("card", ["Azir, Ascendant", "Brutalizer", "Gearhead", "Jax, Unrelenting", "Last Rites", "Rell, Magnetic",
                                  "Shurelya's Requiem", "Angle Shot"])
def test_the_bot_plays_the_card_and_answers_its_decisions(card: str) -> None:
    """The bot plays each of these cards in a position where it helps, and answers what they ask."""
    sc = POSITIONS.get(card, lambda: _bot_position(card))()
    taken = _bot_turn(sc)
    assert any(a.kind == "play" and a.card == sc.obj("x") for a in taken), [(a.kind, a.card) for a in taken]


def test_faq_weaponmaster_is_optional() -> None:
    """Spiritforged FAQ, "Cards with Weaponmaster": the keyword is always a choice ("you may"), whatever the
    Core Rules' wording implies (821). Jax, Unrelenting played with an Equipment in base: declined, nothing is
    attached (and his "when you attach" doesn't trigger); accepted, [A] less: the [1] Blade attaches for [1]."""
    a = {"hand": [{"card": "Jax, Unrelenting", "as": "j"}], "base": [{"card": "Blade", "as": "b"}],
         "runes": ["Body Rune"] * 6, "deck": ["Filler"] * 2}
    check(duel(a, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "j"}, {"expect": {"chain": ["Jax, Unrelenting (weaponmaster)"]}}, *RESOLVE,
        {"expect": {"pending": {"player": "A", "kind": "may"}}}, {"act": "choose", "by": "A", "choice": {"yes": False}},
        {"expect": {"might": {"j": 3}, "zone": {"b": "base"}, "chain": [], "pending": None}}]))
    check(duel(a, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "j"}, *RESOLVE, {"act": "choose", "by": "A", "choice": {"yes": True}},
        {"expect": {"might": {"j": 4}, "pending": {"player": "A", "kind": "may"}}}]))  # then "when you attach"
