"""Vendetta (VEN), issue 21's last cards (`game/cards/vendetta_last.py`): one test per card, quoting its printed
text (with errata) and citing the rules it relies on (Core Rules 2026-10-09); then the bot playing each card and
answering the decisions it raises."""

from __future__ import annotations

from typing import Any

import pytest

from game.engine.model.cards import default_catalog
from game.scenarios.runner import Scenario

from .helpers import check, duel
from .test_origins import RESOLVE, bf, u
from .test_vendetta_more import B_TURN, CARDS, DOMAIN_RUNES, _bot_turn, _in_combat, runes

LCARDS: dict[str, Any] = {
    **CARDS,
    # a unit with an activated ability costing [2] ("activated abilities of units")
    "Drummer": {"type": "unit", "might": 1, "cost": 2,
                "script": {"abilities": [{"cost": {"energy": 2}, "effects": [["draw", {"amount": 1}]]}]}},
    "Pricey Pup": {"type": "unit", "might": 2, "cost": 2},
    "Pricey Charm": {"type": "gear", "cost": 2},
    "Big Pup": {"type": "unit", "might": 5, "cost": 4},
    "Wreck": {"type": "spell", "cost": 0, "keywords": ["Reaction"],
              "script": {"targets": [{"what": "gear"}], "effects": [["kill", {"to": "t0"}]]}},
    "Unhook": {"type": "spell", "cost": 0, "keywords": ["Reaction"],
               "script": {"targets": [{"what": "gear"}], "effects": [["detach", {"gear": "t0"}]]}},
    "Rally": {"type": "spell", "cost": 0, "keywords": ["Reaction"],
              "script": {"targets": [{"what": "unit"}], "effects": [["keyword", {"name": "Assault", "value": 2,
                                                                                  "to": "t0"}]]}},
    "Negate": {"type": "spell", "cost": 0, "keywords": ["Reaction"],
               "script": {"targets": [{"what": "spell"}], "effects": [["counter", {"to": "t0"}]]}},
    "Sparky": {"type": "unit", "might": 3, "cost": 6, "keywords": ["Empower"], "text": "[Empower] [9]",
               "script": {"static": []}},
    "Drake": {"type": "unit", "might": 3, "cost": 1, "tags": ["Dragon"]},
    "Stunner": {"type": "spell", "cost": 0, "keywords": ["Reaction"],
                "script": {"targets": [{"what": "unit"}], "effects": [["stun", {"to": "t0"}]]}},
    "Sap": {"type": "spell", "cost": 0, "keywords": ["Reaction"],
            "script": {"targets": [{"what": "unit"}], "effects": [["might", {"amount": -2, "to": "t0"}]]}},
    "Quake": {"type": "spell", "cost": 0, "keywords": ["Reaction"],
              "script": {"effects": [["stun", {"to": {"what": "unit"}}]]}},
    "Two Bounces": {"type": "spell", "cost": 0, "keywords": ["Reaction"],
                    "script": {"targets": [{"what": "unit"}, {"what": "unit"}],
                               "effects": [["return_to_hand", {"to": "t0"}], ["return_to_hand", {"to": "t1"}]]}},
    "Swap": {"type": "spell", "cost": 0, "keywords": ["Reaction"],
             "script": {"targets": [{"what": "unit"}, {"what": "unit"}],
                        "effects": [["swap_numbers", {"a": "t0", "b": "t1"}]]}},
    "Gizmo": {"type": "gear", "cost": 0,
              "script": {"abilities": [{"cost": {"energy": 1}, "effects": [["draw", {"amount": 1}]]}]}},
    "Boon": {"type": "spell", "cost": 1, "power": ["calm"], "domains": ["calm"], "keywords": ["Reaction"],
             "script": {"targets": [{"what": "unit"}], "effects": [["might", {"amount": 1, "to": "t0"}]]}},
    "Pricey Zap": {"type": "spell", "cost": 2, "keywords": ["Reaction"],
                   "script": {"targets": [{"what": "unit"}], "effects": [["deal", {"amount": 1, "to": "t0"}]]}},
}


def test_hungry_wolf() -> None:
    """"[Order]: Ready me and give me +1 [M] this turn. Use only if you've chosen an enemy unit this turn and only
    once each turn." - not before A chose an enemy unit (a friendly one doesn't count); after a spell chose one
    (355.7), once: ready and +1 [M] (the wolf has 4); a second use the same turn is refused."""
    a = {"base": [u("Hungry Wolf", "w", "A", exhausted=True), u("Pup", "mine", "A")],
         "hand": [{"card": "Zap", "as": "z1"}, {"card": "Zap", "as": "z2"}], "runes": runes("order", 3)}
    b = {"base": [u("Wall", "e", "B")]}
    check(duel(a, b, cards=CARDS, steps=[
        {"act": "activate", "by": "A", "source": "w", "ability": 0, "expect_error": True},
        {"act": "play", "by": "A", "card": "z1", "targets": ["mine"]}, *RESOLVE,
        {"act": "activate", "by": "A", "source": "w", "ability": 0, "expect_error": True},
        {"act": "play", "by": "A", "card": "z2", "targets": ["e"]}, *RESOLVE,
        {"act": "activate", "by": "A", "source": "w", "ability": 0},
        {"expect": {"count": {"A": {"runes": 2}}, "exhausted": {"w": True}}}, *RESOLVE,  # [Order]: a rune recycled
        {"expect": {"exhausted": {"w": False}, "might": {"w": 5}}},
        {"act": "activate", "by": "A", "source": "w", "ability": 0, "expect_error": True}]))
    # an opponent choosing A's unit (an enemy unit to them) doesn't count for A
    check(duel(a, {"base": [u("Wall", "e", "B")], "hand": [{"card": "Zap", "as": "bz"}]}, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "z1", "targets": ["mine"]}, {"act": "pass", "by": "A"},
        {"act": "play", "by": "B", "card": "bz", "targets": ["mine"]}, {"act": "pass", "by": "B"},
        {"act": "pass", "by": "A"}, *RESOLVE,
        {"act": "activate", "by": "A", "source": "w", "ability": 0, "expect_error": True}]))


def test_mesmerize() -> None:
    """"[Reaction] Choose one — Return a friendly unit to its owner's hand. / Give an enemy unit -2 [M] this turn."
    - the mode is chosen as it is played (355.3), each with its own target; a target of the other kind is refused;
    a target that left before it resolves: nothing (359.3)."""
    a = {"hand": [{"card": "Mesmerize", "as": "m"}], "runes": runes("mind", 2), "base": [u("Pup", "mine", "A")]}
    b = {"base": [u("Ogre", "e", "B")], "hand": [{"card": "Bounce", "as": "bb"}]}
    check(duel(a, b, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "m", "targets": ["mine"], "expect_error": True},  # no mode
        {"act": "play", "by": "A", "card": "m", "targets": ["e"], "options": {"mode": "return"}, "expect_error": True},
        {"act": "play", "by": "A", "card": "m", "targets": ["mine"], "options": {"mode": "return"}}, *RESOLVE,
        {"expect": {"zone": {"mine": "hand", "m": "trash"}}}]))
    check(duel(a, b, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "m", "targets": ["mine"], "options": {"mode": "weaken"}, "expect_error": True},
        {"act": "play", "by": "A", "card": "m", "targets": ["e"], "options": {"mode": "weaken"}}, *RESOLVE,
        {"expect": {"might": {"e": 2, "mine": 2}}},
        {"act": "end_turn", "by": "A"}, {"act": "run_until", "phase": "main"}, {"expect": {"might": {"e": 4}}}]))
    check(duel(a, b, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "m", "targets": ["e"], "options": {"mode": "weaken"}},
        {"act": "pass", "by": "A"}, {"act": "play", "by": "B", "card": "bb", "targets": ["e"]},
        {"act": "pass", "by": "B"}, {"act": "pass", "by": "A"}, *RESOLVE,
        {"expect": {"zone": {"e": "hand", "m": "trash"}, "chain": []}}]))


def test_sanction() -> None:
    """"[Reaction] Choose one — Empower a unit. Disempower it at end of turn. / Disempower a unit that's
    [Empowered]. Empower it at end of turn." - Steel Paws ([Empowered][>] +7 [M]) shows its state. The first mode:
    any unit, Empowered now, Disempowered by the delayed trigger in the Ending Phase (390); the second: only an
    Empowered unit, Disempowered now and Empowered again at end of turn; a unit that left the board in between
    is no longer the same object (124): nothing is delayed about it."""
    a = {"hand": [{"card": "Sanction", "as": "s"}, {"card": "Bounce", "as": "bo"}], "runes": runes("calm", 10),
         "base": [u("Steel Paws", "sp", "A")]}
    check(duel(a, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "s", "targets": ["sp"], "options": {"mode": "disempower"},
         "expect_error": True},  # not Empowered
        {"act": "play", "by": "A", "card": "s", "targets": ["sp"], "options": {"mode": "empower"}}, *RESOLVE,
        {"expect": {"might": {"sp": 7}, "log_contains": "Steel Paws becomes Empowered"}},
        {"act": "end_turn", "by": "A"}, {"expect": {"chain": ["Sanction (undo)"]}}, *RESOLVE,
        {"expect": {"might": {"sp": 0}, "log_contains": "Steel Paws is no longer Empowered"}}]))
    check(duel(a, cards=CARDS, steps=[
        {"act": "activate", "by": "A", "source": "sp", "ability": 0}, *RESOLVE, {"expect": {"might": {"sp": 7}}},
        {"act": "play", "by": "A", "card": "s", "targets": ["sp"], "options": {"mode": "disempower"}}, *RESOLVE,
        {"expect": {"might": {"sp": 0}}},
        {"act": "end_turn", "by": "A"}, {"expect": {"chain": ["Sanction (redo)"]}}, *RESOLVE,
        {"expect": {"might": {"sp": 7}}}]))
    check(duel(a, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "s", "targets": ["sp"], "options": {"mode": "empower"}}, *RESOLVE,
        {"act": "play", "by": "A", "card": "bo", "targets": ["sp"]}, *RESOLVE,
        {"act": "end_turn", "by": "A"}, {"expect": {"chain": ["Sanction (undo)"]}}, *RESOLVE,  # about nothing now
        {"expect": {"chain": [], "zone": {"sp": "hand"}, "log_contains": "Steel Paws becomes Empowered"}}]))


def test_pendulum_blade() -> None:
    """"[Equip] [Fury] Grants: When I move to a battlefield, give me +2 [M] this turn." - Equip pays [Fury] (818);
    its Might bonus +1 (716); moving to a battlefield triggers (718.3: the unit's ability), moving back to base
    doesn't."""
    a = {"base": [u("Pup", "p", "A"), {"card": "Pendulum Blade", "as": "pb"}], "runes": runes("fury", 1)}
    check(duel(a, cards=CARDS, steps=[
        {"act": "activate", "by": "A", "source": "pb", "ability": 0, "targets": ["p"]}, *RESOLVE,
        {"expect": {"might": {"p": 3}, "count": {"A": {"runes": 0}}}},
        {"act": "move", "by": "A", "units": ["p"], "to": "bf1"},
        {"expect": {"chain": ["Pup (Pendulum Blade: move_to_battlefield)"]}}, *RESOLVE,
        {"expect": {"might": {"p": 5}}}]))
    # from a battlefield back to base: not "to a battlefield"
    check(duel({"base": [{"card": "Pendulum Blade", "as": "pb", "attached_to": "p"}]},
               battlefields=[bf("bf1", "A", u("Pup", "p", "A")), bf("bf2")], cards=CARDS, steps=[
        {"act": "move", "by": "A", "units": ["p"], "to": "base"},
        {"expect": {"chain": [], "might": {"p": 3}}}]))


def test_renekton_butcher_of_the_sands() -> None:
    """"[Reaction][>] [A][A], [E]: [Add] [2]. Spend this Energy only to play units or activated abilities of
    units." - an Add ability (no chain, 430.2); its Energy pays a unit, or a unit's ability, not a spell nor a gear
    (a restricted resource, 430); once exhausted it can't be used again."""
    legend = "Renekton, Butcher of the Sands"
    a = {"legend": legend, "runes": runes("fury", 2),
         "hand": [{"card": "Pricey Pup", "as": "pp"}, {"card": "Pricey Zap", "as": "pz"},
                  {"card": "Pricey Charm", "as": "pc"}],
         "base": [u("Drummer", "d", "A")], "deck": ["Pup"] * 3}
    check(duel(a, cards=LCARDS, steps=[
        {"act": "activate", "by": "A", "source": legend, "ability": 0},
        {"expect": {"pool": {"A": {"energy": 2}}, "count": {"A": {"runes": 0}}, "chain": []}},
        {"act": "activate", "by": "A", "source": legend, "ability": 0, "expect_error": True},  # exhausted
        {"act": "play", "by": "A", "card": "pz", "targets": ["d"], "expect_error": True},
        {"act": "play", "by": "A", "card": "pc", "expect_error": True},
        {"act": "play", "by": "A", "card": "pp", "to": "base"},
        {"expect": {"pool": {"A": {"energy": 0}}, "zone": {"pp": "base"}}}]))
    check(duel(a, cards=LCARDS, steps=[
        {"act": "activate", "by": "A", "source": legend, "ability": 0},
        {"act": "activate", "by": "A", "source": "d", "ability": 0}, *RESOLVE,
        {"expect": {"pool": {"A": {"energy": 0}}, "count": {"A": {"hand": 4}}}}]))


def test_renekton_brute() -> None:
    """"[1]: Give me +1 [M] this turn. / When my Might becomes 10 or more, empower me. / [Empowered][>] I have
    [Deflect] and [Ganking]." - his 4 [M] raised one at a time: nothing at 9, the trigger at 10 (an event like
    becoming Mighty, 709: the script key `might_reaches_at` 10 with the trigger `might_reaches`); Empowered, he has
    Deflect and Ganking; going from 10 to 11 is no new event."""
    a = {"base": [u("Renekton, Brute", "r", "A")], "runes": runes("body", 7)}
    pump = [{"act": "activate", "by": "A", "source": "r", "ability": 0}, *RESOLVE]
    check(duel(a, cards=CARDS, steps=[
        *pump * 5, {"expect": {"might": {"r": 9}, "chain": [], "keywords": {"r": ["Empowered"]}}},
        *pump, {"expect": {"might": {"r": 10}, "chain": ["Renekton, Brute (might_reaches)"]}}, *RESOLVE,
        {"expect": {"keywords": {"r": ["Deflect 1", "Empowered", "Ganking"]},
                    "log_contains": "Renekton, Brute becomes Empowered"}},
        *pump, {"expect": {"might": {"r": 11}, "chain": []}}]))


def test_kayle_justified() -> None:
    """"[Empower] [3] ([3]: Empower me.) / I can be [Empowered] up to three times. / I have +2 [M] for each time
    I'm [Empowered]. / While I'm [Empowered] three times, I have [Deflect 3] and [Ganking]." - Empowered is a count
    for her (442.1.c.1, 827.1.c.5): 3, 5, 7, 9 [M]; the keywords at three; a fourth Empower is refused; a
    Disempower (Sanction) removes one status (443.1.b), and Sanction's end-of-turn Empower gives it back."""
    a = {"base": [u("Kayle, Justified", "k", "A")], "runes": runes("order", 9) + runes("calm", 4),
         "hand": [{"card": "Sanction", "as": "s"}]}
    empower = [{"act": "activate", "by": "A", "source": "k", "ability": 0}, *RESOLVE]
    check(duel(a, cards=CARDS, steps=[
        {"expect": {"might": {"k": 3}}},
        *empower, {"expect": {"might": {"k": 5}, "keywords": {"k": ["Empower"]}}},
        *empower, {"expect": {"might": {"k": 7}}},
        *empower, {"expect": {"might": {"k": 9}, "keywords": {"k": ["Deflect 3", "Empower", "Ganking"]},
                              "log_contains": "Kayle, Justified becomes Empowered (3 times)"}},
        {"act": "activate", "by": "A", "source": "k", "ability": 0, "expect_error": True},
        {"act": "play", "by": "A", "card": "s", "targets": ["k"], "options": {"mode": "disempower"}}, *RESOLVE,
        {"expect": {"might": {"k": 7}, "keywords": {"k": ["Empower"]}}},
        {"act": "end_turn", "by": "A"}, {"expect": {"chain": ["Sanction (redo)"]}}, *RESOLVE,
        {"expect": {"might": {"k": 9}}}]))


def test_spiderling() -> None:
    """"[Hidden] / I have +1 [M] for each other unit you control here with my name. / Your deck can have any
    number of cards named Spiderling." - two others of A's at bf1: 3 [M] each; an enemy Spiderling there and one
    in A's base don't count (a base is not "here" at a battlefield)."""
    check(duel({"base": [u("Spiderling", "home", "A")]},
               battlefields=[bf("bf1", "A", u("Spiderling", "s1", "A"), u("Spiderling", "s2", "A"),
                                u("Spiderling", "s3", "A"), u("Pup", "p", "A")),
                             bf("bf2", "B", u("Spiderling", "e", "B"), u("Spiderling", "e2", "B"))], cards=CARDS, steps=[
        {"expect": {"might": {"s1": 3, "s2": 3, "s3": 3, "home": 1, "e": 2, "p": 2},
                    "keywords": {"s1": ["Hidden"]}}}]))


@pytest.mark.django_db
def test_spiderling_any_number_in_a_deck() -> None:
    """"Your deck can have any number of cards named Spiderling." - six copies pass the copy limit (103.3.b),
    which still stops a fourth copy of another card; the deck builder's limit for its name is lifted too."""
    from decks.builder import name_limit
    from decks.deckspec import DeckSpec
    from decks.models import Card
    from decks.validation import validate_deck
    from decks.validation.rules import TooManyCopies

    spider = Card.objects.get(name="Spiderling")
    other = Card.objects.get(name="Hungry Wolf")
    assert [e.code for e in validate_deck(DeckSpec(main=[(spider, 6)]), rules=[TooManyCopies])] == []
    assert [e.code for e in validate_deck(DeckSpec(main=[(spider, 6), (other, 4)]), rules=[TooManyCopies])] == \
        ["too_many_copies"]
    assert name_limit(spider) > 40 and name_limit(other) == 3


def test_dominus() -> None:
    """"[Action] This turn, double a unit's Might and give it "[A][A]: Ready me."" - Ogre 4 -> 8 (433); the
    exhausted Ogre readies itself for [A][A]; next turn its Might is 4 again and the ability is gone; an enemy
    unit may be chosen too."""
    a = {"hand": [{"card": "Dominus", "as": "d"}], "runes": runes("fury", 6),
         "base": [u("Ogre", "o", "A", exhausted=True)]}
    check(duel(a, {"base": [u("Wall", "e", "B")]}, cards=CARDS, steps=[
        {"act": "activate", "by": "A", "source": "o", "ability": 0, "expect_error": True},
        {"act": "play", "by": "A", "card": "d", "targets": ["o"]}, *RESOLVE,
        {"expect": {"might": {"o": 8}, "exhausted": {"o": True}}},
        {"act": "activate", "by": "A", "source": "o", "ability": 0},
        {"expect": {"chain": ["Ogre (Dominus: Ready me)"]}}, *RESOLVE,
        {"expect": {"exhausted": {"o": False}, "count": {"A": {"runes": 4}}}},
        {"act": "end_turn", "by": "A"}, {"act": "run_until", "phase": "main"}, {"act": "end_turn", "by": "B"},
        {"act": "run_until", "phase": "main"},
        {"expect": {"might": {"o": 4}, "turn": {"player": "A"}}},
        {"act": "activate", "by": "A", "source": "o", "ability": 0, "expect_error": True}]))
    check(duel(a, {"base": [u("Wall", "e", "B")]}, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "d", "targets": ["e"]}, *RESOLVE, {"expect": {"might": {"e": 16}}}]))


def test_shadow_dash() -> None:
    """"Move an enemy unit to a battlefield where you have units. If you have exactly two units there, they each get
    +1 [M] this turn. / [Flow] [5][A][A]" - the battlefield must hold a unit of A's (355.4); with two of A's units
    there, each +1 (the moved enemy unit doesn't count); with one, nothing; played from the trash for its Flow
    cost, it is banished (829)."""
    def run(mine: int, bonus: int, zone: str = "hand", runes_: int = 2) -> None:
        units = [u("Pup", f"p{i}", "A") for i in range(mine)]
        a = {zone: [{"card": "Shadow Dash", "as": "sd"}], "runes": runes("calm", runes_)}
        check(duel(a, {"base": [u("Ogre", "e", "B")]}, cards=CARDS,
                   battlefields=[bf("bf1", "A", *units), bf("bf2", "B", u("Pup", "eb", "B"))], steps=[
            {"act": "play", "by": "A", "card": "sd", "targets": ["e", "bf2"], "expect_error": True},
            {"act": "play", "by": "A", "card": "sd", "targets": ["p0", "bf1"], "expect_error": True},
            {"act": "play", "by": "A", "card": "sd", "targets": ["e", "bf1"]}, *RESOLVE,
            {"expect": {"zone": {"e": "bf1", "sd": "trash" if zone == "hand" else "banishment"},
                        "might": {"p0": 2 + bonus, "e": 4}}}]))
    run(2, 1)
    run(1, 0)
    run(3, 0)
    run(2, 1, zone="trash", runes_=7)


def test_kennen_storm_of_shuriken() -> None:
    """"When you play me, [Burn 2]. / When I conquer, give a spell in your trash [Flow] equal to its cost this turn."
    - played: the top 2 of A's Main Deck go to the trash (441); conquering: a spell of A's trash chosen as the trigger
    goes on the chain (355.5; not a unit, not B's) can be played from there for its own cost [2] (829.1.c.1), then
    is banished (829.1.b.1); without the conquer, or the next turn, it can't."""
    a = {"hand": [{"card": "Kennen, Storm of Shuriken", "as": "k"}], "runes": runes("chaos", 4),
         "deck": [{"card": "Pup", "as": "d1"}, {"card": "Pup", "as": "d2"}, {"card": "Pup", "as": "d3"}]}
    check(duel(a, cards=LCARDS, steps=[
        {"act": "play", "by": "A", "card": "k", "to": "base"}, {"expect": {"chain": ["Kennen, Storm of Shuriken (play)"]}},
        *RESOLVE, {"expect": {"zone": {"d1": "trash", "d2": "trash", "d3": "main_deck", "k": "base"}}}]))
    a = {"base": [u("Kennen, Storm of Shuriken", "k", "A")], "runes": runes("chaos", 2),
         "trash": [{"card": "Pricey Zap", "as": "pz"}, {"card": "Pup", "as": "tp"}, {"card": "Fizzle", "as": "fz"}]}
    b = {"base": [u("Wall", "e", "B")], "trash": [{"card": "Zap", "as": "bz"}]}
    check(duel(a, b, cards=LCARDS, steps=[
        {"act": "play", "by": "A", "card": "pz", "targets": ["e"], "expect_error": True},  # no [Flow] yet
        {"act": "move", "by": "A", "units": ["k"], "to": "bf1"}, *RESOLVE,  # the showdown, then the conquer
        {"expect": {"pending": {"player": "A", "kind": "choose_targets"}}},
        {"act": "choose", "by": "A", "choice": {"targets": ["tp"]}, "expect_error": True},
        {"act": "choose", "by": "A", "choice": {"targets": ["bz"]}, "expect_error": True},
        {"act": "choose", "by": "A", "choice": {"targets": ["pz"]}}, *RESOLVE,
        {"expect": {"log_contains": "Pricey Zap has [Flow] this turn", "zone": {"pz": "trash"}}},
        {"act": "play", "by": "A", "card": "pz", "targets": ["e"]},
        {"expect": {"count": {"A": {"runes": 2}}, "zone": {"pz": "chain"}}}, *RESOLVE,
        {"expect": {"damage": {"e": 1}, "zone": {"pz": "banishment"}}},
        {"act": "play", "by": "A", "card": "fz", "expect_error": True}]))  # the other spell has no [Flow]
    check(duel(a, b, cards=LCARDS, steps=[
        {"act": "move", "by": "A", "units": ["k"], "to": "bf1"}, *RESOLVE,
        {"act": "choose", "by": "A", "choice": {"targets": ["pz"]}}, *RESOLVE,
        {"act": "end_turn", "by": "A"}, {"act": "run_until", "phase": "main"}, {"act": "end_turn", "by": "B"},
        {"act": "run_until", "phase": "main"},
        {"act": "play", "by": "A", "card": "pz", "targets": ["e"], "expect_error": True}]))


def test_akali_deadly_weapon() -> None:
    """"[Empower] [2][Fury] / When I move, you may deal 1 to a unit at a battlefield I moved to or from. If I'm
    [Empowered], deal 2 instead. / [Empowered][>] I have +1 [M]." - moving bf1 -> base: a unit at bf1 (not one in a
    base, nor at bf2); declined: nothing; Empowered (827): 4 [M] and 2 damage; moving base -> bf2: a unit at bf2,
    not at bf1."""
    fields = [bf("bf1", "A", u("Akali, Deadly Weapon", "k", "A"), u("Pup", "p1", "A")),
              bf("bf2", "B", u("Ogre", "e2", "B"))]
    a = {"base": [u("Pup", "hb", "A")], "runes": runes("fury", 3)}
    b = {"base": [u("Pup", "eb", "B")]}
    check(duel(a, b, cards=CARDS, battlefields=fields, steps=[
        {"act": "move", "by": "A", "units": ["k"], "to": "base"},
        {"expect": {"pending": {"player": "A", "kind": "choose_targets"}}},
        *[{"act": "choose", "by": "A", "choice": {"targets": [x]}, "expect_error": True} for x in ("e2", "hb", "eb")],
        {"act": "choose", "by": "A", "choice": {"targets": ["p1"]}}, *RESOLVE,
        {"expect": {"damage": {"p1": 1}, "might": {"k": 3}}}]))
    check(duel(a, b, cards=CARDS, battlefields=fields, steps=[
        {"act": "move", "by": "A", "units": ["k"], "to": "base"},
        {"act": "choose", "by": "A", "choice": {"targets": []}}, *RESOLVE,  # "may": no unit chosen
        {"expect": {"chain": [], "damage": {"p1": 0, "e2": 0}}}]))
    check(duel(a, b, cards=CARDS, battlefields=fields, steps=[
        {"act": "activate", "by": "A", "source": "k", "ability": 0}, *RESOLVE,
        {"expect": {"might": {"k": 4}, "count": {"A": {"runes": 2}}}},
        {"act": "move", "by": "A", "units": ["k"], "to": "base"},
        {"act": "choose", "by": "A", "choice": {"targets": ["p1"]}}, *RESOLVE,
        {"expect": {"zone": {"p1": "trash"}}}]))
    check(duel({"base": [u("Akali, Deadly Weapon", "k", "A")]}, cards=CARDS,
               battlefields=[bf("bf1", "A", u("Pup", "p1", "A")), bf("bf2", "B", u("Ogre", "e2", "B"))], steps=[
        {"act": "move", "by": "A", "units": ["k"], "to": "bf2"},
        {"act": "choose", "by": "A", "choice": {"targets": ["p1"]}, "expect_error": True},
        {"act": "choose", "by": "A", "choice": {"targets": ["e2"]}}, *RESOLVE,
        {"expect": {"damage": {"e2": 1}}}]))


def test_sandswept_tomb() -> None:
    """"Each spell that chooses one or more units here that are friendly to it costs [A] less." - Boon costs
    [1][Calm]: choosing A's unit at the Tomb, A pays [1] only (the one rune is exhausted, not recycled, 356.4);
    choosing a unit elsewhere, or B's unit at the Tomb, [1][Calm] (the rune recycled too); B's own spell choosing
    B's unit there costs B [A] less (anyone's spell)."""
    def run(where: str, target: str, paid_power: bool, by: str = "A") -> None:
        mine = [u("Pup", "p", "A")] if where == "A" else []
        theirs = [u("Pup", "eb", "B")] if where == "B" else []
        side = {"hand": [{"card": "Boon", "as": "bo"}], "runes": [{"card": "Calm Rune", "as": "r"}]}
        check(duel(side if by == "A" else {}, side if by == "B" else {}, cards=LCARDS, turn=B_TURN if by == "B" else None,
                   battlefields=[bf("bf1", where, *mine, *theirs, card="Sandswept Tomb"),
                                 bf("bf2", "B" if where == "A" else "A", u("Ogre", "o2", "B" if where == "A" else "A"))],
                   steps=[{"act": "play", "by": by, "card": "bo", "targets": [target]},
                          {"expect": {"count": {by: {"runes": 0 if paid_power else 1}}}}]))
    run("A", "p", False)
    run("A", "o2", True)
    run("B", "eb", True)
    run("B", "eb", False, by="B")


def test_piltovan_forge() -> None:
    """"While you control this battlefield, the first friendly gear activated ability played each turn costs [1]
    less." - A controls it: the first Gizmo ability ([1]) is free, the second costs [1]; next turn the first is free
    again; B controlling it: A pays [1] for the first."""
    def position(holder: str) -> dict[str, Any]:
        return duel({"base": [{"card": "Gizmo", "as": "g1"}, {"card": "Gizmo", "as": "g2"}],
                     "runes": [{"card": "Fury Rune", "as": "r"}], "deck": ["Pup"] * 6}, {"deck": ["Pup"] * 6},
                    cards=LCARDS, battlefields=[bf("bf1", holder, u("Pup", "h", holder), card="Piltovan Forge"),
                                                bf("bf2")])
    gizmo = [{"act": "activate", "by": "A", "source": "g1", "ability": 0}, *RESOLVE]
    check({**position("A"), "steps": [
        *gizmo, {"expect": {"exhausted": {"r": False}, "count": {"A": {"hand": 1}}}},
        {"act": "activate", "by": "A", "source": "g2", "ability": 0}, *RESOLVE,
        {"expect": {"exhausted": {"r": True}, "count": {"A": {"hand": 2}}}},
        {"act": "activate", "by": "A", "source": "g1", "ability": 0, "expect_error": True},  # no Energy left
        {"act": "end_turn", "by": "A"}, {"act": "run_until", "phase": "main"}, {"act": "end_turn", "by": "B"},
        {"act": "run_until", "phase": "main"},
        *gizmo, {"expect": {"exhausted": {"r": False}}}]})
    check({**position("B"), "steps": [*gizmo, {"expect": {"exhausted": {"r": True}}}]})


def test_risen_altar() -> None:
    """"[Empower] costs of your units here cost [1] or [A] less." - Shadow Fiend's [Empower] [2][Fury] at the Altar:
    [1][Fury] (one rune exhausted and recycled pays it), or [2] when its controller takes the [A] off (two runes
    exhausted, none recycled); in the base, full price: one rune can't pay it."""
    def position(where: str, n: int) -> dict[str, Any]:
        fiend = u("Shadow Fiend", "s", "A")
        return duel({"base": [fiend] if where == "base" else [],
                     "runes": [{"card": "Fury Rune", "as": f"r{i}"} for i in range(n)]}, cards=CARDS,
                    battlefields=[bf("bf1", "A", *([fiend] if where == "bf1" else []), card="Risen Altar"), bf("bf2")])
    check({**position("bf1", 1), "steps": [
        {"act": "activate", "by": "A", "source": "s", "ability": 0}, *RESOLVE,
        {"expect": {"count": {"A": {"runes": 0}}, "log_contains": "Shadow Fiend becomes Empowered"}}]})
    check({**position("bf1", 2), "steps": [
        {"act": "activate", "by": "A", "source": "s", "ability": 0, "options": {"less": "power"}}, *RESOLVE,
        {"expect": {"count": {"A": {"runes": 2}}, "exhausted": {"r0": True, "r1": True},
                    "log_contains": "Shadow Fiend becomes Empowered"}}]})
    check({**position("base", 1), "steps": [
        {"act": "activate", "by": "A", "source": "s", "ability": 0, "expect_error": True}]})
    # legal_actions offers both reductions at the Altar
    from game.engine import legal_actions

    sc = Scenario({**position("bf1", 2), "steps": []})
    offered = [a.options.get("less") for a in legal_actions(sc.st, 0) if a.kind == "activate" and a.card == sc.obj("s")]
    assert None in offered and "power" in offered, offered


def test_otterpus() -> None:
    """"If a player would score 1 point from conquering or holding during their first or second turn, they draw 1
    instead." - a replacement (370) of anyone's point (here B's Otterpus, A scoring): A's conquer in A's second turn
    draws 1, no point; A's hold in its second turn too (besides the Draw Phase's card); in A's third turn the
    conquer scores."""
    a = {"base": [u("Pup", "p", "A")], "deck": ["Pup"] * 6}
    b = {"base": [u("Otterpus", "o", "B")], "deck": ["Pup"] * 6}
    conquer = [{"act": "move", "by": "A", "units": ["p"], "to": "bf1"}, *RESOLVE]
    check(duel(a, b, cards=CARDS, steps=[
        *conquer, {"expect": {"points": {"A": 0}, "count": {"A": {"hand": 1}}, "controller": {"bf1": "A"},
                              "log_contains": "draws 1 instead (Otterpus)"}}]))
    check(duel({**a, "base": [u("Pup", "p", "A"), u("Pup", "q", "A")]}, b, cards=CARDS, steps=[
        {"act": "end_turn", "by": "A"}, {"act": "run_until", "phase": "main"}, {"act": "end_turn", "by": "B"},
        {"act": "run_until", "phase": "main"},  # A's third turn
        *conquer, {"expect": {"points": {"A": 1}}}]))
    check(duel({"deck": ["Pup"] * 6}, b, cards=CARDS, battlefields=[bf("bf1", "A", u("Pup", "h", "A")), bf("bf2")],
               turn={"player": "A", "phase": "beginning", "number": 3}, steps=[
        {"act": "run_until", "phase": "main"},
        {"expect": {"points": {"A": 0}, "count": {"A": {"hand": 2}}}}]))  # the hold's card and the Draw Phase's


def test_gangplank_naval() -> None:
    """"[Empower] [Body][Body] / [Empowered][>] If a spell or ability that chooses me would stun me, give me -[M], or
    return me to hand, give me +3 [M] this turn instead." (errata) - Empowered, a spell choosing him: stun, -2 and
    a return each become +3 [M] (370); a stun that doesn't choose him (all units) still stuns; the rest of a spell
    resolves (FAQ: the other unit returned); a Might swap's decrease becomes +3, the other unit's increase stays
    (FAQ, Switcheroo); not Empowered, a return returns him."""
    spells = ["Stunner", "Sap", "Bounce", "Quake", "Two Bounces", "Swap", "Mesmerize"]
    a = {"base": [u("Gangplank, Naval", "g", "A"), u("Pup", "p", "A")], "runes": runes("body", 2) + runes("mind", 2),
         "hand": [{"card": n, "as": n} for n in spells]}
    empower = [{"act": "activate", "by": "A", "source": "g", "ability": 0}, *RESOLVE]
    check(duel(a, cards=LCARDS, steps=[
        *empower, {"expect": {"count": {"A": {"runes": 2}}, "log_contains": "Gangplank, Naval becomes Empowered"}},
        {"act": "play", "by": "A", "card": "Stunner", "targets": ["g"]}, *RESOLVE,
        {"expect": {"stunned": {"g": False}, "might": {"g": 9}}},
        {"act": "play", "by": "A", "card": "Sap", "targets": ["g"]}, *RESOLVE, {"expect": {"might": {"g": 12}}},
        {"act": "play", "by": "A", "card": "Bounce", "targets": ["g"]}, *RESOLVE,
        {"expect": {"zone": {"g": "base"}, "might": {"g": 15}}},
        {"act": "play", "by": "A", "card": "Two Bounces", "targets": ["p", "g"]}, *RESOLVE,
        {"expect": {"zone": {"g": "base", "p": "hand"}, "might": {"g": 18}}},
        {"act": "play", "by": "A", "card": "Quake"}, *RESOLVE, {"expect": {"stunned": {"g": True}, "might": {"g": 18}}},
        {"act": "end_turn", "by": "A"}, {"act": "run_until", "phase": "main"},
        {"expect": {"might": {"g": 6}}}]))  # "this turn"
    check(duel(a, {"base": [u("Wall", "w", "B")]}, cards=LCARDS, steps=[
        *empower,
        {"act": "play", "by": "A", "card": "Swap", "targets": ["g", "p"]}, *RESOLVE,
        {"expect": {"might": {"g": 9, "p": 6}}},
        {"act": "play", "by": "A", "card": "Mesmerize", "targets": ["g"], "options": {"mode": "return"}}, *RESOLVE,
        {"expect": {"zone": {"g": "base"}, "might": {"g": 12}}}]))
    check(duel(a, cards=LCARDS, steps=[
        {"act": "play", "by": "A", "card": "Stunner", "targets": ["g"]}, *RESOLVE, {"expect": {"stunned": {"g": True}}},
        {"act": "play", "by": "A", "card": "Bounce", "targets": ["g"]}, *RESOLVE, {"expect": {"zone": {"g": "hand"}}}]))


def test_dragon_roost() -> None:
    """"Any player may pay [A][A] as an additional cost to play a Dragon. If they do, they play it to this
    battlefield." - A's Drake ([1]) to the Roost B controls (B's unit there) for [1][A][A]
    (357); without paying, only to A's base or A's battlefields; a non-Dragon can't use it; paid, it can't go
    elsewhere."""
    a = {"hand": [{"card": "Drake", "as": "d"}, {"card": "Pup", "as": "p"}], "runes": runes("fury", 3)}
    fields = [bf("bf1", "B", u("Pup", "e", "B"), card="Dragon Roost"), bf("bf2", "A", u("Ogre", "o", "A"))]
    check(duel(a, cards=LCARDS, battlefields=fields, steps=[
        {"act": "play", "by": "A", "card": "d", "to": "bf1", "expect_error": True},
        {"act": "play", "by": "A", "card": "p", "to": "bf1", "options": {"roost": True}, "expect_error": True},
        {"act": "play", "by": "A", "card": "d", "to": "bf2", "options": {"roost": True}, "expect_error": True},
        {"act": "play", "by": "A", "card": "d", "to": "bf1", "options": {"roost": True}},
        {"expect": {"zone": {"d": "bf1"}, "count": {"A": {"runes": 1}}}}]))
    check(duel(a, cards=LCARDS, battlefields=fields, steps=[
        {"act": "play", "by": "A", "card": "d", "to": "bf2"},
        {"expect": {"zone": {"d": "bf2"}, "count": {"A": {"runes": 3}}}}]))


def test_wild_claw() -> None:
    """"Look at the top 5 cards of your Main Deck. You may banish a unit or gear from among them and play it, reducing
    its Energy cost by [5]. Recycle the rest. Then you may do this: Empower it." - not a spell; the [6] unit is played
    for [1] (420.3; with no [1] left, it stays banished) and the other four recycled; then (a reflexive trigger, 389) A may Empower it: yes, or no; a gear
    too ([5] for nothing); none chosen: all five recycled, nothing to Empower."""
    deck = [{"card": "Zap", "as": "z"}, {"card": "Sparky", "as": "sp"}, {"card": "Relic", "as": "rl"},
            {"card": "Pup", "as": "p1"}, {"card": "Pup", "as": "p2"}, {"card": "Pup", "as": "sixth"}]
    a = {"hand": [{"card": "Wild Claw", "as": "wc"}], "deck": deck,
         "runes": [{"card": "Body Rune", "as": f"r{i}"} for i in range(9)]}
    cast = [{"act": "play", "by": "A", "card": "wc"}, *RESOLVE,
            {"expect": {"pending": {"player": "A", "kind": "choose_cards"}}}]
    check(duel(a, cards=LCARDS, steps=[
        *cast, {"act": "choose", "by": "A", "choice": {"cards": ["z"]}, "expect_error": True},
        {"act": "choose", "by": "A", "choice": {"cards": ["sp"]}},  # [1]: the ninth rune pays it
        {"expect": {"zone": {"sp": "base", "z": "main_deck", "sixth": "main_deck"},
                    "pending": {"player": "A", "kind": "may"}, "count": {"A": {"main_deck": 5}}}},
        {"act": "choose", "by": "A", "choice": {"yes": True}}, {"expect": {"chain": ["Wild Claw (empower_it)"]}},
        *RESOLVE, {"expect": {"log_contains": "Sparky becomes Empowered"}}]))
    check(duel(a, cards=LCARDS, steps=[
        *cast, {"act": "choose", "by": "A", "choice": {"cards": ["sp"]}},
        {"act": "choose", "by": "A", "choice": {"yes": False}},
        {"expect": {"zone": {"sp": "base"}, "chain": [], "pending": None}}]))
    check(duel(a, cards=LCARDS, steps=[
        *cast, {"act": "choose", "by": "A", "choice": {"cards": ["rl"]}},
        {"expect": {"zone": {"rl": "base"}}},
        {"act": "choose", "by": "A", "choice": {"yes": True}}, *RESOLVE,
        {"expect": {"log_contains": "Relic becomes Empowered"}}]))
    check(duel({**a, "runes": runes("body", 7)}, cards=LCARDS, steps=[  # no [1] left to pay: it stays banished
        *cast, {"act": "choose", "by": "A", "choice": {"cards": ["sp"]}},
        {"expect": {"zone": {"sp": "banishment"}, "pending": None, "chain": []}}]))
    check(duel({**a, "runes": runes("body", 7)}, cards=LCARDS, steps=[  # a gear's [5] less: free
        *cast, {"act": "choose", "by": "A", "choice": {"cards": ["rl"]}}, {"expect": {"zone": {"rl": "base"}}}]))
    check(duel(a, cards=LCARDS, steps=[
        *cast, {"act": "choose", "by": "A", "choice": {"cards": []}},
        {"expect": {"chain": [], "pending": None, "count": {"A": {"main_deck": 6, "base": 0}},
                    "zone": {"sixth": "main_deck"}}}]))


def test_astral_heron() -> None:
    """"When you play your first card each turn, if I'm at a battlefield, the next card you play this turn costs
    [2][A][A] less." (errata) - A's first card (a Pup) triggers it; the next card, Big Pup [4], costs [2]; the one after
    pays in full (used up, 420.5); the second card played doesn't trigger it again; in the base, nothing."""
    def position(where: str, n: int, *hand: str) -> dict[str, Any]:
        heron = u("Astral Heron", "h", "A")
        return duel({"base": [heron] if where == "base" else [], "runes": runes("calm", n),
                     "hand": [{"card": c, "as": c} for c in hand]}, {"hand": [{"card": "Negate", "as": "ng"}]},
                    cards=LCARDS, battlefields=[bf("bf1", "A", *([heron] if where == "bf1" else [])), bf("bf2")])
    check({**position("bf1", 3, "Pup", "Big Pup", "Pricey Pup"), "steps": [
        {"act": "play", "by": "A", "card": "Pup", "to": "base"}, {"expect": {"chain": ["Astral Heron (play_card)"]}},
        *RESOLVE, {"act": "play", "by": "A", "card": "Big Pup", "to": "base"},
        {"expect": {"zone": {"Big Pup": "base"}, "chain": []}},
        {"act": "play", "by": "A", "card": "Pricey Pup", "to": "base", "expect_error": True}]})
    check({**position("base", 3, "Pup", "Big Pup"), "steps": [
        {"act": "play", "by": "A", "card": "Pup", "to": "base"}, {"expect": {"chain": []}},
        {"act": "play", "by": "A", "card": "Big Pup", "to": "base", "expect_error": True}]})
    # [A][A] less too: Boon ([1][Calm]) for nothing, once Pup used the one rune
    check({**position("bf1", 1, "Pup", "Boon"), "steps": [
        {"act": "play", "by": "A", "card": "Pup", "to": "base"}, *RESOLVE,
        {"act": "play", "by": "A", "card": "Boon", "targets": ["h"]}, *RESOLVE, {"expect": {"might": {"h": 8}}}]})


def test_astral_heron_first_card_is_one_whose_play_completes() -> None:
    """Astral Heron FAQ: "play" is checked as the card's play completes (420.4.a): a first spell that is countered
    was not played, and the first card A then plays triggers it; the card it discounts keeps it used up even if
    that card is countered. The Heron played to a battlefield as A's first card triggers itself."""
    def position(*hand: str, n: int = 3, heron_in_hand: bool = False) -> dict[str, Any]:
        heron = u("Astral Heron", "h", "A")
        return duel({"runes": runes("calm", n), "hand": [{"card": c, "as": c} for c in hand] +
                     ([{"card": "Astral Heron", "as": "h"}] if heron_in_hand else [])},
                    {"hand": [{"card": "Negate", "as": "ng"}, {"card": "Negate", "as": "ng2"}]}, cards=LCARDS,
                    battlefields=[bf("bf1", "A", *([] if heron_in_hand else [heron]), u("Pup", "x", "A")), bf("bf2")])
    check({**position("Fizzle", "Pup"), "steps": [
        {"act": "play", "by": "A", "card": "Fizzle"}, {"act": "pass", "by": "A"},
        {"act": "play", "by": "B", "card": "ng", "targets": ["Fizzle"]}, {"act": "pass", "by": "B"},
        {"act": "pass", "by": "A"}, {"expect": {"zone": {"Fizzle": "trash"}, "chain": []}},  # countered: no trigger
        {"act": "play", "by": "A", "card": "Pup", "to": "base"}, {"expect": {"chain": ["Astral Heron (play_card)"]}}]})
    check({**position("Fizzle", "Pricey Zap", "Big Pup", "Pup", n=2), "steps": [
        {"act": "play", "by": "A", "card": "Fizzle"}, *RESOLVE, {"expect": {"chain": ["Astral Heron (play_card)"]}},
        *RESOLVE,
        {"act": "play", "by": "A", "card": "Pricey Zap", "targets": ["x"]},  # [2] less: free
        {"act": "pass", "by": "A"}, {"act": "play", "by": "B", "card": "ng", "targets": ["Pricey Zap"]},
        {"act": "pass", "by": "B"}, {"act": "pass", "by": "A"}, {"expect": {"zone": {"Pricey Zap": "trash"}}},
        {"act": "play", "by": "A", "card": "Big Pup", "to": "base", "expect_error": True},  # the discount is spent
        {"act": "play", "by": "A", "card": "Pup", "to": "base"}]})  # the two runes are still there
    check({**position(n=7, heron_in_hand=True), "steps": [
        {"act": "play", "by": "A", "card": "h", "to": "bf1"}, {"expect": {"chain": ["Astral Heron (play_card)"]}}]})


def test_shady_spectacles() -> None:
    """"[Equip] [1][Order] / As this is attached to a unit, choose another friendly unit. The equipped unit becomes a
    copy of that unit for as long as this is attached to it." - equipped to the Pup, A chooses another friendly unit
    (not the Pup, not B's): the Pup becomes a copy of the Wall (its name and 8 [M], 479.1.b); a keyword given to the
    Pup separately stays (FAQ); the gear killed (no longer attached), the copy ends: the Pup is itself again."""
    a = {"base": [u("Pup", "p", "A"), u("Ogre", "o", "A"), u("Wall", "w", "A"), {"card": "Shady Spectacles", "as": "ss"}],
         "runes": runes("order", 4), "hand": [{"card": "Wreck", "as": "wr"}, {"card": "Rally", "as": "ra"}]}
    b = {"base": [u("Big Pup", "e", "B")]}
    equip = [{"act": "activate", "by": "A", "source": "ss", "ability": 0, "targets": ["p"]}, *RESOLVE]
    check(duel(a, b, cards=LCARDS, steps=[
        {"act": "play", "by": "A", "card": "ra", "targets": ["p"]}, *RESOLVE,
        *equip, {"expect": {"pending": {"player": "A", "kind": "choose_cards"}}},
        *[{"act": "choose", "by": "A", "choice": {"cards": [x]}, "expect_error": True} for x in ("p", "e")],
        {"act": "choose", "by": "A", "choice": {"cards": ["w"]}},
        {"expect": {"might": {"p": 8}, "keywords": {"p": ["Assault 2"]}, "log_contains": "Pup becomes a copy of Wall"}},
        {"act": "play", "by": "A", "card": "wr", "targets": ["ss"]}, *RESOLVE,
        {"expect": {"zone": {"ss": "trash"}, "might": {"p": 2}, "keywords": {"p": ["Assault 2"]}}}]))
    # the only other friendly unit: chosen without a question; detached, the copy ends (and stays ended)
    check(duel({"base": [u("Pup", "p", "A"), u("Ogre", "o", "A"), {"card": "Shady Spectacles", "as": "ss"}],
                "runes": runes("order", 2), "hand": [{"card": "Unhook", "as": "uh"}]}, b, cards=LCARDS, steps=[
        *equip, {"expect": {"pending": None, "might": {"p": 4}}},
        {"act": "play", "by": "A", "card": "uh", "targets": ["ss"]}, *RESOLVE,
        {"expect": {"might": {"p": 2}, "zone": {"ss": "base"}}}]))


def test_endless_riches() -> None:
    """"When you play this, banish your hand and trash, then [Burn 7]. / Skip your Draw Phase. / You may play cards
    from your trash. / If a card would go to your trash from anywhere other than your Main Deck, banish it instead."
    - played: A's hand and trash are banished, the top 7 of A's Main Deck burned into the trash (from the Main Deck:
    they stay there); A plays a unit and a spell from the trash for their own costs; the spell, once resolved, and the
    unit it killed are banished instead of going to the trash (370); not A's opponent's cards; A can't hide a card
    from the trash (FAQ); A's next Draw Phase is skipped (444)."""
    deck = [{"card": "Zap", "as": "dz"}, {"card": "Pup", "as": "d1"}] + [{"card": "Pup", "as": f"d{i}"} for i in range(2, 10)]
    a = {"hand": [{"card": "Endless Riches", "as": "er"}, {"card": "Pup", "as": "h1"}, {"card": "Zap", "as": "hz"}],
         "trash": [{"card": "Ogre", "as": "t1"}], "deck": deck, "runes": runes("fury", 8)}
    b = {"hand": [{"card": "Zap", "as": "bz"}], "base": [u("Pup", "e", "B")], "deck": ["Pup"] * 5}
    check(duel(a, b, cards=LCARDS, steps=[
        {"act": "play", "by": "A", "card": "er"}, {"expect": {"chain": ["Endless Riches (play)"]}}, *RESOLVE,
        {"expect": {"zone": {"h1": "banishment", "hz": "banishment", "t1": "banishment", "dz": "trash", "d6": "trash",
                             "d7": "main_deck"}, "count": {"A": {"hand": 0, "trash": 7}}}},
        {"act": "play", "by": "A", "card": "d1", "to": "base"}, {"expect": {"zone": {"d1": "base"}}},
        {"act": "play", "by": "A", "card": "dz", "targets": ["d1"]}, *RESOLVE,
        {"expect": {"zone": {"dz": "banishment", "d1": "banishment"}, "count": {"A": {"trash": 5}}}},
        {"act": "hide", "by": "A", "card": "d2", "at": "bf1", "expect_error": True},
        {"act": "end_turn", "by": "A"}, {"act": "run_until", "phase": "main"},
        {"act": "play", "by": "B", "card": "bz", "targets": ["e"]}, *RESOLVE[::-1],
        {"expect": {"zone": {"bz": "trash", "e": "trash"}}},
        {"act": "end_turn", "by": "B"}, {"act": "run_until", "phase": "main"},
        {"expect": {"count": {"A": {"hand": 0}}, "log_contains": "A skips their Draw Phase"}}]))


def test_endless_riches_and_then_recycle_it() -> None:
    """Endless Riches FAQ: a spell Fizz, Trickster plays from the trash ("Then recycle it") is recycled, not banished:
    whichever replacement applies first, it ends in the Main Deck (372, 370.2)."""
    a = {"base": [{"card": "Endless Riches", "as": "er"}], "hand": [{"card": "Fizz, Trickster", "as": "fz"}],
         "trash": [{"card": "Zap", "as": "z"}], "runes": runes("chaos", 5), "deck": ["Pup"] * 3}
    check(duel(a, {"base": [u("Wall", "w", "B")]}, cards=LCARDS, steps=[
        {"act": "play", "by": "A", "card": "fz", "to": "base"},
        {"act": "choose", "by": "A", "choice": {"targets": ["z"]}}, *RESOLVE,
        {"expect": {"pending": {"player": "A", "kind": "choose_targets"}}},
        {"act": "choose", "by": "A", "choice": {"targets": ["w"]}}, *RESOLVE,
        {"expect": {"damage": {"w": 3}, "zone": {"z": "main_deck"}}}]))


# -- the bot -------------------------------------------------------------------------------

def _bot_position(card: str, **more: Any) -> Scenario:
    """`card` in A's hand with runes of its domain, units on both sides."""
    found = default_catalog().find(card)
    assert found is not None
    rune = DOMAIN_RUNES[found.domains[0]]
    a = {"hand": [{"card": card, "as": "x"}], "runes": [rune] * 12, "deck": ["Pup"] * 10,
         "base": [u("Ogre", "c", "A"), u("Pup", "p", "A", exhausted=True)], **more}
    return Scenario(duel(a, {"base": [u("Pup", "e", "B"), u("Chaos Imp", "ci", "B")]},
                         battlefields=[bf("bf1", "B", u("Pup", "eb", "B")), bf("bf2", "A", u("Ogre", "o", "A"))],
                         cards=LCARDS))


def _defending_steel_paws(card: str) -> Scenario:
    """B attacks A's Steel Paws (0 [M]; [Empowered][>] +7 [M]) with an Ogre; A holds `card` in the showdown."""
    from game.engine import apply
    from game.engine.model.actions import Action

    sc = Scenario(duel({"hand": [{"card": card, "as": "x"}], "runes": runes("calm", 6)}, {"base": [u("Ogre", "e", "B")]},
                       turn={"player": "B", "phase": "main", "number": 4}, cards=LCARDS,
                       battlefields=[bf("bf1", "B", u("Pup", "eb", "B")), bf("bf2", "A", u("Steel Paws", "sp", "A"))]))
    for action in (Action("move", 1, units=[sc.obj("e")], to=1), Action("pass", 1)):
        sc.st, _ = apply(sc.st, action)
    return sc


IN_COMBAT = {"Mesmerize", "Dominus"}  # played in a combat (-2 [M] to an attacker; the defender's Might doubled)



@pytest.mark.parametrize("card", ["Hungry Wolf", "Pendulum Blade", "Mesmerize", "Renekton, Brute", "Kayle, Justified",
                                  "Spiderling", "Dominus", "Kennen, Storm of Shuriken", "Akali, Deadly Weapon", "Sanction",
                                  "Otterpus", "Gangplank, Naval", "Astral Heron", "Shady Spectacles",
                                  "Endless Riches", "Wild Claw", "Shadow Dash"])
def test_the_bot_plays_the_card(card: str) -> None:
    """The bot plays each card from its hand, answering what it raises; every action it takes is legal."""
    sc = _defending_steel_paws(card) if card == "Sanction" else _in_combat(card) if card in IN_COMBAT else \
        _bot_position(card)
    taken = _bot_turn(sc)
    assert any(a.kind == "play" and a.card == sc.obj("x") for a in taken), [(a.kind, a.card) for a in taken]


def test_the_bot_uses_hungry_wolf_after_choosing_an_enemy_unit() -> None:
    """Once A has chosen an enemy unit this turn (the record the engine keeps), the bot readies its exhausted
    wolf (it may then attack with it)."""
    sc = Scenario(duel({"base": [u("Hungry Wolf", "w", "A", exhausted=True)], "runes": runes("order", 2)},
                       {"base": [u("Pup", "e", "B")]}, battlefields=[bf("bf1", "B", u("Pup", "eb", "B")), bf("bf2")],
                       cards=CARDS))
    sc.st.players[0].extra["chose_enemy_unit"] = sc.st.turn_number
    taken = _bot_turn(sc)
    assert any(a.kind == "activate" and a.card == sc.obj("w") for a in taken), [(a.kind, a.card) for a in taken]


def test_the_bot_empowers_kayle_justified_again() -> None:
    """Kayle's Empower stays usable while she is Empowered fewer than three times: the bot uses it again."""
    sc = Scenario(duel({"base": [u("Kayle, Justified", "k", "A")], "runes": runes("order", 9)}, cards=CARDS))
    _bot_turn(sc)
    assert sc.st.objs[sc.obj("k")].extra.get("empowered") in (2, 3)


def test_the_bot_answers_kennen_storm_of_shurikens_conquer() -> None:
    """The bot moves Kennen to conquer, picks a spell of its trash for his trigger (a decision with two spells
    there), and may then play it from the trash."""
    sc = Scenario(duel({"base": [u("Kennen, Storm of Shuriken", "k", "A")], "runes": runes("chaos", 4),
                        "trash": [{"card": "Pricey Zap", "as": "pz"}, {"card": "Zap", "as": "z"}]},
                       {"base": [u("Pup", "e", "B")]}, cards=LCARDS))
    taken = _bot_turn(sc)
    assert any(a.kind == "choose" and a.player == 0 for a in taken), [(a.kind, a.card) for a in taken]
    flowed = [o for o in ("pz", "z") if sc.st.objs[sc.obj(o)].extra.get("flow_granted") == 3
              or sc.st.objs[sc.obj(o)].zone == "banishment"]
    assert flowed, "no spell of the trash got [Flow]"


def test_the_bot_plays_a_dragon_to_the_roost() -> None:
    """The bot is offered the Roost's play (legal_actions lists it) and takes a play of its Dragon."""
    from game.engine import legal_actions

    sc = Scenario(duel({"hand": [{"card": "Drake", "as": "x"}], "runes": runes("fury", 3)},
                       {"base": [u("Pup", "e", "B")]}, cards=LCARDS,
                       battlefields=[bf("bf1", "B", u("Pup", "eb", "B"), card="Dragon Roost"), bf("bf2")]))
    assert any(a.options.get("roost") and a.to == 0 for a in legal_actions(sc.st, 0) if a.kind == "play")
    taken = _bot_turn(sc)
    assert any(a.kind == "play" and a.card == sc.obj("x") for a in taken), [(a.kind, a.card) for a in taken]


def test_the_bot_answers_wild_claws_decisions() -> None:
    """Wild Claw played for the bot: it chooses a unit or gear among the top 5 (or none) and answers "you may
    Empower it"; every action it takes is legal."""
    from game.engine import apply
    from game.engine.model.actions import Action

    deck = [{"card": "Sparky", "as": "sp"}, "Zap", {"card": "Relic", "as": "rl"}, "Pup", "Pup", "Pup"]
    sc = Scenario(duel({"hand": [{"card": "Wild Claw", "as": "x"}], "runes": runes("body", 9), "deck": deck},
                       cards=LCARDS))
    for action in (Action("play", 0, card=sc.obj("x"), pay="auto"), Action("pass", 0), Action("pass", 1)):
        sc.st, _ = apply(sc.st, action)
    assert sc.st.pending is not None and sc.st.pending.kind == "choose_cards"
    taken = _bot_turn(sc)
    assert any(a.kind == "choose" for a in taken)
    assert sc.st.pending is None or sc.st.pending.player != 0


def test_the_bot_plays_from_its_trash_under_endless_riches() -> None:
    """With Endless Riches on the board, the bot's legal plays include the cards of its trash, and it plays one."""
    sc = Scenario(duel({"base": [{"card": "Endless Riches", "as": "er"}], "trash": [{"card": "Ogre", "as": "x"}],
                        "runes": runes("fury", 2)}, {"base": [u("Pup", "e", "B")]}, cards=LCARDS))
    taken = _bot_turn(sc)
    assert any(a.kind == "play" and a.card == sc.obj("x") for a in taken), [(a.kind, a.card) for a in taken]


def test_the_bot_adds_with_renekton_butcher_of_the_sands() -> None:
    """The bot uses its legend's restricted Add to play a unit it couldn't pay for otherwise (two runes exhausted
    for [2], recycled for [A][A], which the legend turns into [2] more)."""
    sc = Scenario(duel({"legend": "Renekton, Butcher of the Sands", "runes": runes("fury", 2),
                        "hand": [{"card": "Big Pup", "as": "x"}]}, cards=LCARDS, turn={"player": "A",
                                                                                         "phase": "main", "number": 3}))
    taken = _bot_turn(sc)
    assert any(a.kind == "play" and a.card == sc.obj("x") for a in taken), [(a.kind, a.card) for a in taken]

