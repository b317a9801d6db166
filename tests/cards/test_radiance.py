"""Radiance (RAD), `game/cards/radiance.py`: one test per card, named after it, quoting its printed text (the
official gallery of 2026-10-10) and the rules it relies on (Core Rules 2026-10-09: Deploy 830, Disarm 831,
Show Off 832, the Bomb and Mech tokens 187.12 and 187.4). The mechanics' own scenarios are in
`tests/scenarios/radiance/`; what is checked here is each card's text: each clause, conditions both ways, a
"may" taken and declined, target restrictions, and a target that became illegal."""

from __future__ import annotations

import random
from typing import Any

import pytest

from game.bot import choose_action
from game.engine import apply, view
from game.engine.model.actions import Action
from game.engine.model.cards import default_catalog
from game.engine.model.errors import IllegalAction
from game.engine.read.scripts import is_implemented
from game.scenarios.runner import Scenario

from .helpers import bot_turn, check, duel
from .test_origins import RESOLVE, bf, u

CARDS: dict[str, Any] = {
    "Pup": {"type": "unit", "might": 2, "cost": 1},
    "Ogre": {"type": "unit", "might": 4, "cost": 1},
    "Wall": {"type": "unit", "might": 9, "cost": 1},
    "Cog": {"type": "unit", "might": 2, "cost": 1, "tags": ["Mech"]},
    "Trinket": {"type": "gear", "cost": 0},
    "Zap": {"type": "spell", "cost": 0, "keywords": ["Reaction"],
            "script": {"targets": [{"what": "unit"}], "effects": [["deal", {"amount": 3, "to": "t0"}]]}},
    "Defuse": {"type": "spell", "cost": 0, "keywords": ["Reaction"],
               "script": {"targets": [{"what": "gear"}], "effects": [["kill", {"to": "t0"}]]}},
    "Bounce": {"type": "spell", "cost": 0, "keywords": ["Reaction"],
               "script": {"targets": [{"what": "unit"}], "effects": [["return_to_hand", {"to": "t0"}]]}},
}
B_TURN = {"player": "B", "phase": "main", "number": 4}


def at(sc: Scenario, where: int, name: str, owner: int = 0) -> list[int]:
    """Objects named `name` controlled by `owner` at battlefield `where` (-1: that player's base)."""
    st = sc.st
    there = st.players[owner].base if where < 0 else st.battlefields[where].units
    return [o for o in there if st.name(o) == name and st.objs[o].controller == owner]


def run(sc: Scenario, *actions: Action) -> Scenario:
    for a in actions:
        sc.st, _ = apply(sc.st, a)
    return sc


def passes(sc: Scenario, n: int = 2) -> Scenario:
    """Pass priority or focus `n` times, whoever holds it."""
    for _ in range(n):
        sc.st, _ = apply(sc.st, Action("pass", sc.st.priority))
    return sc


# -- Bombs (187.12) ------------------------------------------------------------------------------

def test_amateur_demolitionist() -> None:
    """"When you play me, play a Bomb gear token to a battlefield. (It has [Deploy]. When it dies, deal 2 to
    an enemy there and kill your other Bombs there.)" - any battlefield (830.1.b.1: an enemy's too), chosen
    as the ability resolves; the Bomb enters ready (149.1) and stays there (830.1.b.3)."""
    sc = Scenario(duel({"hand": [{"card": "Amateur Demolitionist", "as": "d"}], "runes": ["Chaos Rune"] * 2},
                       battlefields=[bf("bf1", "B", u("Pup", "e", "B")), bf("bf2")], cards=CARDS))
    run(sc, Action("play", 0, card=sc.obj("d"), pay="auto"))
    assert [c.name for c in sc.st.chain] == ["Amateur Demolitionist (play)"]
    passes(sc)
    pend = sc.st.pending
    assert pend is not None and pend.kind == "choose_destination" and sorted(pend.options) == [0, 1]
    with pytest.raises(IllegalAction):  # the base is no choice (830.1.b: only to a battlefield)
        apply(sc.st, Action("choose", 0, choice={"battlefield": -1}))
    run(sc, Action("choose", 0, choice={"battlefield": 0}))
    bombs = at(sc, 0, "Bomb")
    assert len(bombs) == 1 and not sc.st.objs[bombs[0]].exhausted and sc.st.objs[bombs[0]].token
    assert sc.st.battlefields[0].controller == 1 and sc.st.battlefields[0].contested_by < 0


def test_satchel_charge() -> None:
    """"[Action] Move a friendly unit, then play a Bomb gear token to a battlefield." - the move's destination
    is chosen as the spell is played (355.4), the Bomb's as it resolves; with the unit gone the Bomb is still
    played (359.3.e.6: only the instruction about the illegal target is skipped)."""
    a = {"hand": [{"card": "Satchel Charge", "as": "s"}], "runes": ["Chaos Rune"] * 4, "base": [u("Pup", "p", "A")]}
    sc = Scenario(duel(a, battlefields=[bf("bf1"), bf("bf2")], cards=CARDS))
    run(sc, Action("play", 0, card=sc.obj("s"), targets=[sc.obj("p")], options={"move_to": [1]}, pay="auto"))
    passes(sc)
    assert sc.st.objs[sc.obj("p")].loc == 1 and sc.st.pending is not None
    run(sc, Action("choose", 0, choice={"battlefield": 1}))
    assert len(at(sc, 1, "Bomb")) == 1
    check(duel(a, {"hand": [{"card": "Bounce", "as": "bn"}]}, battlefields=[bf("bf1"), bf("bf2")], cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "s", "targets": ["p"], "destination": "bf1"}, {"act": "pass", "by": "A"},
        {"act": "play", "by": "B", "card": "bn", "targets": ["p"]}, {"act": "pass", "by": "B"},
        {"act": "pass", "by": "A"}, *RESOLVE,
        {"expect": {"zone": {"p": "hand"}, "pending": {"player": "A", "kind": "choose_destination"}}},
        {"act": "choose", "by": "A", "choice": {"battlefield": "bf2"}},
        {"expect": {"count": {"A": {"units": 0}}, "chain": [], "log_contains": "A plays a Bomb token"}}]))  # at bf2


def test_ziggs_hexplosives_expert() -> None:
    """Legend: "[1][A], [E]: Play a Bomb gear token to a battlefield." - costs [1], a Power and exhausting
    the legend; once exhausted it can't be used again."""
    ziggs = "Ziggs, Hexplosives Expert"
    sc = Scenario(duel({"legend": ziggs, "runes": ["Chaos Rune"] * 4}, battlefields=[bf("bf1"), bf("bf2")],
                       cards=CARDS))
    legend = sc.st.players[0].legend
    run(sc, Action("activate", 0, card=legend, ability=0, pay="auto"))
    passes(sc)
    run(sc, Action("choose", 0, choice={"battlefield": 1}))
    assert len(at(sc, 1, "Bomb")) == 1 and sc.st.objs[legend].exhausted
    assert len(sc.st.players[0].runes) == 3  # a rune recycled for the Power
    assert not any(a.kind == "activate" and a.card == legend for a in _legal(sc, 0))


def _legal(sc: Scenario, p: int) -> list[Action]:
    from game.engine import legal_actions

    return legal_actions(sc.st, p)


def test_the_bomb_token() -> None:
    """187.12: "[Deploy]" and "[Deathknell][>] Deal 2 to an enemy unit here and kill all other Bombs you
    control here." - a unit destroyed by it; the other player's Bombs there are not "yours"."""
    check(duel({"hand": [{"card": "Defuse", "as": "d"}]},
               battlefields=[bf("bf1", "B", u("Pup", "e", "B"), u("Bomb", "b1", "A"), u("Bomb", "b2", "B")), bf("bf2")],
               cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "d", "targets": ["b1"]}, *RESOLVE, *RESOLVE,
        {"expect": {"zone": {"e": "trash", "b1": "gone", "b2": "bf1"}, "chain": []}}]))


# -- Mechs (187.4) -------------------------------------------------------------------------------

def test_industrious_mechsmith() -> None:
    """"When you play me, play a 3 [M] Mech unit token here." - at its battlefield, or in its base; the Mech
    enters exhausted (143.4) with the Mech tag (187.4)."""
    sc = Scenario(duel({"hand": [{"card": "Industrious Mechsmith", "as": "m"}], "runes": ["Mind Rune"] * 4},
                       battlefields=[bf("bf1", "A", u("Pup", "p", "A")), bf("bf2")], cards=CARDS))
    run(sc, Action("play", 0, card=sc.obj("m"), to=0, pay="auto"))
    passes(sc)
    mechs = at(sc, 0, "Mech")
    assert len(mechs) == 1 and sc.st.objs[mechs[0]].exhausted
    v = view(sc.st)
    mech = next(o for o in v["battlefields"][0]["units"] if o["id"] == mechs[0])
    assert mech["might"] == 3 and mech["token"] is True
    sc = Scenario(duel({"hand": [{"card": "Industrious Mechsmith", "as": "m"}], "runes": ["Mind Rune"] * 4},
                       cards=CARDS))
    run(sc, Action("play", 0, card=sc.obj("m"), pay="auto"))
    passes(sc)
    assert len(at(sc, -1, "Mech")) == 1


def test_antagonistic_apparatus() -> None:
    """"I enter ready. When you play me, play a ready 3 [M] Mech unit token here.\""""
    sc = Scenario(duel({"hand": [{"card": "Antagonistic Apparatus", "as": "x"}], "runes": ["Mind Rune"] * 7},
                       cards=CARDS))
    run(sc, Action("play", 0, card=sc.obj("x"), pay="auto"))
    assert not sc.st.objs[sc.obj("x")].exhausted
    passes(sc)
    mechs = at(sc, -1, "Mech")
    assert len(mechs) == 1 and not sc.st.objs[mechs[0]].exhausted


# -- Disarm (831) --------------------------------------------------------------------------------

def test_siren_of_the_shallows() -> None:
    """"[Disarm] [Ganking]" - keywords only: -1 [M] to an enemy unit when it attacks, and it moves from
    battlefield to battlefield (810)."""
    assert is_implemented(default_catalog().find("Siren of the Shallows"))
    check(duel({}, cards=CARDS, battlefields=[bf("bf1", "A", u("Siren of the Shallows", "s", "A")),
                                              bf("bf2", "B", u("Pup", "e", "B"))], steps=[
        {"act": "move", "by": "A", "units": ["s"], "to": "bf2"},
        {"expect": {"chain": ["Siren of the Shallows (disarm)"]}}, *RESOLVE,
        {"expect": {"might": {"e": 1}}}]))


def test_mysterious_chronomancer() -> None:
    """"When you play me, [Predict 2]. [Disarm 2] (When I attack, give an enemy unit here -2 [M] this turn.)\""""
    check(duel({"hand": [{"card": "Mysterious Chronomancer", "as": "m"}], "runes": ["Mind Rune"] * 5,
                "deck": [{"card": "Pup", "as": "d1"}, {"card": "Ogre", "as": "d2"}, "Filler"]}, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "m"}, *RESOLVE,
        {"expect": {"pending": {"player": "A", "kind": "choose_cards"}}},
        {"act": "choose", "by": "A", "choice": {"cards": ["d1"]}},  # recycle one: the other stays on top
        {"expect": {"zone": {"d1": "main_deck", "d2": "main_deck"}, "keywords": {"m": ["Disarm 2"]}}}]))
    check(duel({"base": [u("Mysterious Chronomancer", "m", "A")]}, cards=CARDS,
               battlefields=[bf("bf1", "B", u("Ogre", "e", "B")), bf("bf2")], steps=[
        {"act": "move", "by": "A", "units": ["m"], "to": "bf1"}, *RESOLVE,
        {"expect": {"might": {"e": 2}}}]))


def test_clanging_sentry() -> None:
    """"Your Mechs have [Disarm]." - a Mech of mine (a token too) has it, a non-Mech and an enemy Mech don't;
    the Sentry is a Mech itself (ruling 551: 831.2's example), so two Sentries have Disarm 2 each."""
    check(duel({"base": [u("Clanging Sentry", "s", "A"), u("Cog", "c", "A"), u("Pup", "p", "A")]},
               {"base": [u("Cog", "ec", "B")]}, cards=CARDS, steps=[
        {"expect": {"keywords": {"s": ["Disarm 1"], "c": ["Disarm 1"], "p": [], "ec": []}}}]))


def test_disposal_expert() -> None:
    """"I enter ready if you control no other units. [Disarm 2]" - with another unit of mine it enters
    exhausted (143.4); an opponent's units don't count."""
    hand = {"hand": [{"card": "Disposal Expert", "as": "x"}], "runes": ["Fury Rune"] * 4}
    check(duel(hand, {"base": [u("Pup", "e", "B")]}, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "x"}, {"expect": {"exhausted": {"x": False}, "keywords": {"x": ["Disarm 2"]}}}]))
    check(duel({**hand, "base": [u("Pup", "p", "A")]}, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "x"}, {"expect": {"exhausted": {"x": True}}}]))


# -- Deploy (830) --------------------------------------------------------------------------------

def test_banner_of_conquest() -> None:
    """"[Deploy] Friendly units here have [Assault]." - at its battlefield only, my units only; +1 [M] while
    attacking (807)."""
    a = {"hand": [{"card": "Banner of Conquest", "as": "bn"}], "runes": ["Fury Rune"] * 2,
         "base": [u("Pup", "p", "A"), u("Pup", "q", "A")]}
    check(duel(a, cards=CARDS, battlefields=[bf("bf1", "B", u("Pup", "e", "B")), bf("bf2")], steps=[
        {"act": "play", "by": "A", "card": "bn", "to": "base", "expect_error": True},
        {"act": "play", "by": "A", "card": "bn", "to": "bf1"},
        {"expect": {"zone": {"bn": "bf1"}, "keywords": {"e": [], "p": []}}},
        {"act": "move", "by": "A", "units": ["p"], "to": "bf1"},
        {"expect": {"keywords": {"p": ["Assault 1"], "e": [], "q": []}, "might": {"p": 3}}}]))


# -- Show Off (832) ------------------------------------------------------------------------------

def _roar(**a: Any) -> Scenario:
    return Scenario(duel({"hand": [{"card": "Primordial Roar", "as": "pr"}, {"card": "Ogre", "as": "o"}],
                          "runes": ["Body Rune"] * 6, **a}, {"base": [u("Wall", "w", "B")]}, cards=CARDS))


def test_primordial_roar() -> None:
    """"[Show Off] a unit. If you showed off a unit, deal damage equal to that unit's Might to a unit." - a unit
    of the hand or of the board (a token too: a unit), never an enemy's; declined, no damage; the target
    gone, nothing (359.3.e)."""
    sc = _roar(base=[u("Pup", "p", "A")], **{})
    run(sc, Action("play", 0, card=sc.obj("pr"), targets=[sc.obj("w")], pay="auto"))
    pend = sc.st.pending
    assert pend is not None and pend.kind == "choose_cards" and pend.data["purpose"] == "show_off"
    assert sorted(pend.options) == sorted([sc.obj("o"), sc.obj("p")])  # not the Wall (an enemy's), not itself
    run(sc, Action("choose", 0, choice={"cards": [sc.obj("p")]}))
    passes(sc)
    assert sc.st.objs[sc.obj("w")].damage == 2
    check(duel({"hand": [{"card": "Primordial Roar", "as": "pr"}, {"card": "Ogre", "as": "o"}],
                "runes": ["Body Rune"] * 6}, {"base": [u("Pup", "w", "B")], "hand": [{"card": "Bounce", "as": "bn"}]},
               cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "pr", "targets": ["w"]}, {"act": "choose", "by": "A", "choice": {"cards": ["o"]}},
        {"act": "pass", "by": "A"}, {"act": "play", "by": "B", "card": "bn", "targets": ["w"]},
        {"act": "pass", "by": "B"}, {"act": "pass", "by": "A"}, *RESOLVE,
        {"expect": {"zone": {"w": "hand", "pr": "trash"}, "chain": []}}]))


def test_show_off_reveal_is_public_and_leaks_no_id() -> None:
    """832.1.c: a card revealed from the hand is known to every player by name - in the log and on the chain -
    while its object id, still in a hidden hand, reaches no one else (128); the privacy invariant holds."""
    from tests.engine.invariants import check_view_privacy

    sc = _roar()
    run(sc, Action("play", 0, card=sc.obj("pr"), targets=[sc.obj("w")], pay="auto"))
    sc.st, events = apply(sc.st, Action("choose", 0, choice={"cards": [sc.obj("o")]}))
    ogre = sc.obj("o")
    reveal = [e for e in events if e.kind == "show_off"]
    assert reveal and "Ogre" in reveal[0].text and ogre not in reveal[0].data.values()
    for viewer in (1, -1):
        v = view(sc.st, viewer)
        assert v["chain"][0]["shown_off"] == [{"name": "Ogre", "card": "Ogre", "from": "hand"}]
        assert str(ogre) not in str(v["chain"])
    check_view_privacy(sc.st)


def test_rousing_display() -> None:
    """"[Show Off] a card with Energy cost [7] or more. Play two 1 [M] Recruit unit tokens to your base. If you
    showed off, play four to your base instead." - see also show-off-rousing-display.yaml; with nothing of 7+
    to show, no decision: two Recruits."""
    check(duel({"hand": [{"card": "Rousing Display", "as": "rd"}, {"card": "Ogre", "as": "o"}],
                "runes": ["Order Rune"] * 5}, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "rd"}, {"expect": {"pending": None}}, *RESOLVE,
        {"expect": {"count": {"A": {"base": 2}}}}]))


def test_the_empyrean() -> None:
    """"[Show Off] a card. When you play me, if you showed off a card, [Predict] equal to its Power cost, then
    draw 2." - a card of the hand (revealed) with no Power: Predict 0, draw 2; not shown: nothing; a token is no
    card (not offered)."""
    a = {"hand": [{"card": "The Empyrean", "as": "e"}, {"card": "Ogre", "as": "o"}], "runes": ["Mind Rune"] * 8,
         "deck": ["Filler"] * 4, "base": [u("Recruit", "rc", "A")]}
    sc = Scenario(duel(a, cards=CARDS))
    run(sc, Action("play", 0, card=sc.obj("e"), pay="auto"))
    assert sc.st.pending is not None and sc.st.pending.options == [sc.obj("o")]
    run(sc, Action("choose", 0, choice={"cards": [sc.obj("o")]}))
    passes(sc)
    assert len(sc.st.players[0].hand) == 3 and sc.st.pending is None  # Ogre + 2 drawn, nothing to predict
    sc = Scenario(duel(a, cards=CARDS))
    run(sc, Action("play", 0, card=sc.obj("e"), pay="auto"), Action("choose", 0, choice={"cards": []}))
    passes(sc)
    assert len(sc.st.players[0].hand) == 1


# -- the bot -----------------------------------------------------------------------------------

DOMAIN_RUNES = {d: f"{d.capitalize()} Rune" for d in ("fury", "calm", "mind", "body", "chaos", "order")}


_bot_turn = bot_turn  # (tests/cards/helpers.py)


def _bot_position(card: str) -> Scenario:
    """`card` in A's hand with runes enough of its domain (Order for a domainless card), units and gear on
    both sides, a Mech and a big unit of A's on the board."""
    found = default_catalog().find(card)
    assert found is not None
    rune = DOMAIN_RUNES[found.domains[0]] if found.domains else "Order Rune"
    return Scenario(duel({"hand": [{"card": card, "as": "x"}, {"card": "Ogre", "as": "oh"}], "runes": [rune] * 12,
                          "base": [u("Cog", "c", "A"), u("Pup", "p", "A", exhausted=True), {"card": "Trinket", "as": "t"}]},
                         {"base": [u("Pup", "e", "B"), {"card": "Trinket", "as": "et"}]},
                         battlefields=[bf("bf1", "B", u("Pup", "eb", "B")), bf("bf2", "A", u("Ogre", "o", "A"))],
                         cards=CARDS))


def _in_combat(card: str) -> Scenario:
    """B attacks A's Mech and Pup at bf2 with a 4 [M] unit and passes; A, holding focus in the showdown, has
    `card` and runes of its domain; one of A's units in base is exhausted."""
    found = default_catalog().find(card)
    assert found is not None
    rune = DOMAIN_RUNES[found.domains[0]] if found.domains else "Order Rune"
    sc = Scenario(duel({"hand": [{"card": card, "as": "x"}], "runes": [rune] * 12,
                        "base": [u("Cog", "c", "A", exhausted=True), u("Pup", "ready", "A")]},
                       {"base": [u("Ogre", "e", "B")]}, turn={"player": "B", "phase": "main", "number": 4},
                       battlefields=[bf("bf1", "B", u("Pup", "eb", "B")), bf("bf2", "A", u("Cog", "o", "A"),
                                                                          u("Pup", "o2", "A"))], cards=CARDS))
    for action in (Action("move", 1, units=[sc.obj("e")], to=1), Action("pass", 1)):
        sc.st, _ = apply(sc.st, action)
    return sc


PLAYED = ["Amateur Demolitionist", "Satchel Charge", "Industrious Mechsmith", "Antagonistic Apparatus",
          "Mysterious Chronomancer", "Clanging Sentry", "Disposal Expert", "Banner of Conquest", "Primordial Roar",
          "Rousing Display", "The Empyrean", "Siren of the Shallows"]


@pytest.mark.parametrize("card", PLAYED)
def test_the_bot_plays_the_card_and_answers_its_decisions(card: str) -> None:
    """The bot plays each card in a position where it helps, answering the decisions it raises (a Bomb's
    battlefield, Show Off, Predict); every action it takes is legal."""
    sc = _bot_position(card)
    taken = _bot_turn(sc)
    assert any(a.kind == "play" and a.card == sc.obj("x") for a in taken), \
        f"the bot never played {card}: {[(a.kind, a.card) for a in taken]}"


def test_the_bot_shows_off_what_the_text_reads() -> None:
    """The bot shows off the unit with the highest Might for Primordial Roar, preferring one on the board to a
    card it would reveal."""
    sc = _roar(base=[u("Pup", "p", "A"), u("Ogre", "ob", "A")])
    run(sc, Action("play", 0, card=sc.obj("pr"), targets=[sc.obj("w")], pay="auto"))
    pick = choose_action(sc.st, 0, random.Random(0))
    assert pick.choice == {"cards": [sc.obj("ob")]}


def test_the_tags_of_2026_10_and_v14_games() -> None:
    """763.1 of 2026-10-09 adds Bomb, Ziggs, Jarvan IV...: a new game accepts "Bomb" as a tag to name; a game
    played by v1.4 keeps v1.4's list and refuses it (763: a tag that doesn't exist)."""
    from game.engine.model.state import RULES_V14

    def name_bomb(rules: int | None) -> Scenario:
        sc = Scenario(duel({"hand": [{"card": "The List", "as": "list"}], "runes": ["Mind Rune"] * 4}, cards=CARDS))
        if rules is not None:
            sc.st.rules = rules
        run(sc, Action("play", 0, card=sc.obj("list"), pay="auto"))
        assert sc.st.pending is not None and sc.st.pending.kind == "name"
        return sc

    sc = name_bomb(None)
    run(sc, Action("choose", 0, choice={"name": "Bomb"}))
    assert sc.st.objs[sc.obj("list")].extra["named"] == {"what": "tag", "value": "Bomb"}
    sc = name_bomb(RULES_V14)
    with pytest.raises(IllegalAction, match="763.1"):
        apply(sc.st, Action("choose", 0, choice={"name": "Bomb"}))
    run(sc, Action("choose", 0, choice={"name": "Poro"}))


def test_show_off_when_an_effect_plays_the_spell() -> None:
    """832.1.c, 420.3: a card an effect plays is played too, so Primordial Roar played by Blind Fury's effect (a
    card of the opponent's deck, banished and played for free) asks its Show Off as its play is finished."""
    sc = Scenario(duel({"hand": [{"card": "Blind Fury", "as": "bf"}, {"card": "Ogre", "as": "o"}],
                        "runes": ["Fury Rune"] * 6},
                       {"deck": [{"card": "Primordial Roar", "as": "pr"}, "Filler"], "base": [u("Wall", "w", "B")]},
                       cards=CARDS))
    run(sc, Action("play", 0, card=sc.obj("bf"), pay="auto"))
    passes(sc)
    pend = sc.st.pending
    while pend is not None and pend.kind == "choose_targets":  # the Roar's target, chosen as it is played
        run(sc, Action("choose", 0, choice={"targets": [sc.obj("w")]}))
        pend = sc.st.pending
    assert pend is not None and pend.kind == "choose_cards" and pend.data["purpose"] == "show_off"
    run(sc, Action("choose", 0, choice={"cards": [sc.obj("o")]}))
    while sc.st.chain:
        passes(sc)
    assert sc.st.objs[sc.obj("w")].damage == 4
