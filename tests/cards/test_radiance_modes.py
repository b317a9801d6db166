"""Radiance (RAD), the modal spells (`game/cards/radiance_modes.py`): one test per card, named after it, quoting its
printed text (the official gallery of 2026-10-10) and the rules it relies on (Core Rules 2026-10-09): the mode
chosen as the spell is played, with its targets (355.3), named as the card prints it; each mode's clauses, target
restrictions, a target that became illegal; then the bot plays each card and answers its decisions."""

from __future__ import annotations

from typing import Any

import pytest

from game.cards.radiance_modes import SCRIPTS as MODAL
from game.engine import legal_actions
from game.engine.model.actions import Action
from game.engine.model.cards import default_catalog
from game.scenarios.runner import Scenario

from .helpers import check, duel
from .test_origins import RESOLVE, bf, u
from .test_radiance import _bot_position, _bot_turn, passes, run
from .test_radiance_more import B_TURN, CARDS, bounced_first, runes

DEAL4 = "Deal 4 to a unit at a battlefield"
KILL_GEAR = "Kill a gear"
MOVE_GEAR = "Move a friendly gear with [Deploy] to a battlefield"
LOOK5 = "Look at the top 5 cards of your Main Deck, reveal a gear from among them and draw it"
MORE = {**CARDS, "Sap": {"type": "spell", "cost": 0, "keywords": ["Reaction"],
                         "script": {"targets": [{"what": "unit"}], "effects": [["might", {"amount": -1, "to": "t0"}]]}}}
MOVE_OPEN = "Move it to an open battlefield"
GANKING = "Give it [Ganking] this turn if there are no open battlefields"
DEAL2 = "Deal 2 to a unit"
RECRUITS = "Play two 1 [M] Recruit unit tokens"
PLUS1 = "Give up to two units each +1 [M] this turn"
LOOK2 = "Look at the top 2 cards of your Main Deck, draw 1 and recycle the other"


def mode(name: str) -> dict[str, Any]:
    return {"mode": name}


def play(card: str, mode_name: str, *targets: str, refused: bool = False) -> dict[str, Any]:
    """A's play of `card` in that mode with these targets (refused: expected to be)."""
    step: dict[str, Any] = {"act": "play", "by": "A", "card": card, "targets": list(targets), "options": mode(mode_name)}
    return {**step, "expect_error": True} if refused else step


def modes_offered(sc: Scenario, card: str) -> set[str]:
    """The modes of A's legal plays of `card` (each play action names its mode, 355.3)."""
    oid = sc.obj(card)
    return {a.options["mode"] for a in legal_actions(sc.st, 0) if a.kind == "play" and a.card == oid}


# -- Lost to the Sands -----------------------------------------------------------------------------

def test_lost_to_the_sands() -> None:
    """"[Action] Choose one — • Deal 4 to a unit at a battlefield. • Kill a gear." - the mode is chosen as it is
    played (355.3), each with its own target: 4 to a unit at a battlefield (not one in a base, not a gear); or kill a
    gear (any gear: B's or A's own; not a unit); no mode, or a mode that isn't one: refused."""
    a = {"hand": [{"card": "Lost to the Sands", "as": "s"}], "runes": runes("fury", 4),
         "base": [u("Pup", "mine", "A"), {"card": "Trinket", "as": "my_gear"}]}
    b = {"base": [u("Pup", "home", "B"), {"card": "Trinket", "as": "gear"}]}
    fields = [bf("bf1", "B", u("Ogre", "e", "B")), bf("bf2", "A", u("Wall", "w", "A"))]
    sc = Scenario(duel(a, b, cards=CARDS, battlefields=fields))
    assert modes_offered(sc, "s") == {DEAL4, KILL_GEAR}
    check(duel(a, b, cards=CARDS, battlefields=fields, steps=[
        {"act": "play", "by": "A", "card": "s", "targets": ["e"], "expect_error": True},  # no mode chosen
        {"act": "play", "by": "A", "card": "s", "targets": ["e"], "options": mode("Deal 4"), "expect_error": True},
        play("s", DEAL4, "home", refused=True),
        play("s", DEAL4, "gear", refused=True),
        play("s", KILL_GEAR, "e", refused=True),
        play("s", DEAL4, "e"), *RESOLVE,
        {"expect": {"zone": {"e": "trash", "gear": "base", "w": "bf2"}, "chain": []}}]))
    check(duel(a, b, cards=CARDS, battlefields=fields, steps=[  # a friendly unit at a battlefield is one too
        play("s", DEAL4, "w"), *RESOLVE,
        {"expect": {"damage": {"w": 4}, "zone": {"e": "bf1"}}}]))
    check(duel(a, b, cards=CARDS, battlefields=fields, steps=[
        play("s", KILL_GEAR, "gear"), *RESOLVE,
        {"expect": {"zone": {"gear": "trash", "e": "bf1", "my_gear": "base"}, "damage": {"e": 0}}}]))
    check(duel(a, b, cards=CARDS, battlefields=fields, steps=[
        play("s", KILL_GEAR, "my_gear"), *RESOLVE,
        {"expect": {"zone": {"my_gear": "trash", "gear": "base"}}}]))


def test_lost_to_the_sands_target_gone() -> None:
    """The unit chosen for "Deal 4" is returned to its owner's hand before the spell resolves: the spell's only
    target is illegal, it does nothing (359.3.e)."""
    a = {"hand": [{"card": "Lost to the Sands", "as": "s"}], "runes": runes("fury", 4)}
    b = {"hand": [{"card": "Bounce", "as": "bn"}]}
    check(duel(a, b, cards=CARDS, battlefields=[bf("bf1", "B", u("Ogre", "e", "B"), u("Pup", "p", "B")), bf("bf2")],
               steps=[play("s", DEAL4, "e"),
                      *bounced_first("e"),
                      {"expect": {"zone": {"e": "hand", "s": "trash", "p": "bf1"}, "damage": {"p": 0}, "chain": []}}]))


# -- Command: Attack --------------------------------------------------------------------------------

def test_command_attack_moves_a_deploy_gear() -> None:
    """"Choose one — • Move a friendly gear with [Deploy] to a battlefield. ..." - a friendly gear with Deploy to
    another battlefield (830.1.b.2: even one an opponent holds, contesting nothing, ruling 555); not a gear without
    Deploy, not an enemy's gear, not to the battlefield it is at already, not to a base."""
    a = {"hand": [{"card": "Command: Attack", "as": "c"}], "runes": runes("calm", 2),
         "base": [{"card": "Trinket", "as": "plain"}]}
    fields = [bf("bf1", None, u("Flag", "f", "A"), u("Flag", "theirs", "B")), bf("bf2", "B", u("Pup", "e", "B"))]
    check(duel(a, cards=CARDS, battlefields=fields, steps=[
        play("c", MOVE_GEAR, "plain", "bf2", refused=True),
        play("c", MOVE_GEAR, "theirs", "bf2", refused=True),
        play("c", MOVE_GEAR, "f", "bf1", refused=True),
        play("c", LOOK5, "f", "bf2", refused=True),
        play("c", MOVE_GEAR, "f", "bf2"), *RESOLVE,
        {"expect": {"zone": {"f": "bf2", "theirs": "bf1", "plain": "base"}, "controller": {"bf2": "B"},
                    "contested": {"bf2": False}, "chain": []}}]))


def test_command_attack_gear_gone_before_it_resolves() -> None:
    """The gear is killed before Command: Attack resolves: nothing moves, the spell resolves doing nothing."""
    a = {"hand": [{"card": "Command: Attack", "as": "c"}], "runes": runes("calm", 2)}
    b = {"hand": [{"card": "Defuse", "as": "d"}]}
    check(duel(a, b, cards=CARDS, battlefields=[bf("bf1", None, u("Flag", "f", "A")), bf("bf2")], steps=[
        play("c", MOVE_GEAR, "f", "bf2"),
        {"act": "pass", "by": "A"}, {"act": "play", "by": "B", "card": "d", "targets": ["f"]},
        {"act": "pass", "by": "B"}, {"act": "pass", "by": "A"}, *RESOLVE,
        {"expect": {"zone": {"f": "trash", "c": "trash"}, "chain": []}}]))


def test_command_attack_looks_for_a_gear() -> None:
    """"• Look at the top 5 cards of your Main Deck. You may reveal a gear from among them and draw it. Recycle the
    rest." - only a gear may be chosen; drawn, the other four recycled (the sixth card is then on top); declined: all
    five recycled; with no gear among them, all five recycled without a question."""
    deck = [{"card": "Pup", "as": "d1"}, {"card": "Pup", "as": "d2"}, {"card": "Trinket", "as": "g"},
            {"card": "Pup", "as": "d4"}, {"card": "Zap", "as": "d5"}, {"card": "Ogre", "as": "sixth"}]
    a = {"hand": [{"card": "Command: Attack", "as": "c"}], "runes": runes("calm", 2), "deck": deck}
    play = {"act": "play", "by": "A", "card": "c", "options": mode(LOOK5)}
    check(duel(a, cards=CARDS, steps=[
        play, *RESOLVE, {"expect": {"pending": {"player": "A", "kind": "choose_cards"}}},
        {"act": "choose", "by": "A", "choice": {"cards": ["d1"]}, "expect_error": True},  # not a gear
        {"act": "choose", "by": "A", "choice": {"cards": ["g"]}},
        {"expect": {"zone": {"g": "hand", "d1": "main_deck", "d5": "main_deck"}, "count": {"A": {"hand": 1}},
                    "log_contains": "reveals Trinket"}}]))
    sc = Scenario(duel(a, cards=CARDS))
    run(sc, Action("play", 0, card=sc.obj("c"), options=mode(LOOK5), pay="auto"))
    passes(sc)
    run(sc, Action("choose", 0, choice={"cards": []}))
    assert sc.st.players[0].main_deck[0] == sc.obj("sixth") and not sc.st.players[0].hand  # all five to the bottom
    no_gear = {**a, "deck": [d for d in deck if d["as"] != "g"]}
    check(duel(no_gear, cards=CARDS, steps=[
        play, *RESOLVE, {"expect": {"pending": None, "count": {"A": {"hand": 0, "main_deck": 5}}, "chain": []}}]))


# -- Demon Shade -------------------------------------------------------------------------------------

def test_demon_shade_moves_to_an_open_battlefield() -> None:
    """"[Hidden] Choose a friendly unit, then choose one — • Move it to an open battlefield. ..." - an open
    battlefield is unoccupied and uncontrolled (170.11.c): bf3 (empty), not bf1 (B's, occupied) nor bf2 (A's own,
    occupied by A's unit); a friendly unit only; the unit moves there."""
    fields = [bf("bf1", "B", u("Pup", "e", "B")), bf("bf2", "A", u("Pup", "p", "A")), bf("bf3")]
    a = {"hand": [{"card": "Demon Shade", "as": "s"}], "runes": runes("fury", 3), "base": [u("Ogre", "o", "A")]}
    check(duel(a, cards=CARDS, battlefields=fields, steps=[
        play("s", MOVE_OPEN, "o", "bf1", refused=True),
        play("s", MOVE_OPEN, "o", "bf2", refused=True),
        play("s", MOVE_OPEN, "e", "bf3", refused=True),
        play("s", MOVE_OPEN, "o", "bf3"), *RESOLVE,
        {"expect": {"zone": {"o": "bf3", "e": "bf1", "p": "bf2"}, "chain": []}}]))
    check(duel(a, cards=CARDS, battlefields=fields, steps=[  # from a battlefield to another (a spell's move)
        play("s", MOVE_OPEN, "p", "bf3"), *RESOLVE,
        {"expect": {"zone": {"p": "bf3", "o": "base"}}}]))
    assert default_catalog().find("Demon Shade").has("Hidden")


def test_demon_shade_from_face_down() -> None:
    """"[Hidden] (Hide now for [A] to react with later for [0].)" - played from face down at bf1 for [0] (no runes),
    on B's turn as a reaction: the friendly unit is chosen at bf1 (811.1.d.2: not the one in A's base), and moves
    from there to the open bf2 (the battlefield target is no unit or gear: 811.1.d.2 does not bind it)."""
    hidden = [{"as": "bf1", "controller": "A", "units": [u("Pup", "p", "A")],
               "facedown": {"card": "Demon Shade", "owner": "A", "as": "s"}}, bf("bf2")]
    steps = [{"act": "play", "by": "B", "card": "z", "targets": ["p"]}, {"act": "pass", "by": "B"}]
    check(duel({"base": [u("Ogre", "o", "A")]}, {"hand": [{"card": "Sap", "as": "z"}]}, cards=MORE, battlefields=hidden,
               turn=B_TURN, steps=[
        *steps,
        {"act": "play", "by": "A", "card": "s", "from": "facedown", "targets": ["o", "bf2"], "options": mode(MOVE_OPEN),
         "expect_error": True},
        {"act": "play", "by": "A", "card": "s", "from": "facedown", "targets": ["p", "bf2"],
         "options": mode(MOVE_OPEN)}, *RESOLVE,
        {"expect": {"zone": {"p": "bf2", "s": "trash", "o": "base"}, "chain": ["Sap"]}}]))


def test_demon_shade_unit_gone_before_it_resolves() -> None:
    """The friendly unit is returned to A's hand before the spell resolves: nothing moves."""
    a = {"hand": [{"card": "Demon Shade", "as": "s"}], "runes": runes("fury", 3), "base": [u("Ogre", "o", "A")]}
    b = {"hand": [{"card": "Bounce", "as": "bn"}]}
    check(duel(a, b, cards=CARDS, battlefields=[bf("bf1", "B", u("Pup", "e", "B")), bf("bf2")], steps=[
        play("s", MOVE_OPEN, "o", "bf2"),
        *bounced_first("o"), {"expect": {"zone": {"o": "hand", "s": "trash"}, "count": {"A": {"units": 0}}}}]))


def test_demon_shade_gives_ganking_only_without_open_battlefields() -> None:
    """"• Give it [Ganking] this turn if there are no open battlefields." - with none open (bf1 B's, bf2 A's), the
    unit has [Ganking] until the end of the turn; with an open one (bf2 empty and uncontrolled), nothing (the
    condition read as it resolves)."""
    a = {"hand": [{"card": "Demon Shade", "as": "s"}], "runes": runes("fury", 3)}
    closed = [bf("bf1", "B", u("Pup", "e", "B")), bf("bf2", "A", u("Ogre", "o", "A"))]
    check(duel(a, cards=CARDS, battlefields=closed, steps=[
        play("s", GANKING, "e", refused=True),
        play("s", GANKING, "o"), *RESOLVE,
        {"expect": {"keywords": {"o": ["Ganking"]}, "zone": {"o": "bf2"}}},
        {"act": "end_turn", "by": "A"}, {"expect": {"keywords": {"o": []}}}]))
    check(duel(a, cards=CARDS, battlefields=[bf("bf1", "B", u("Pup", "e", "B")), bf("bf2"), ],
               steps=[play("s", GANKING, "e", refused=True)]))
    opened = [bf("bf1", "B", u("Pup", "e", "B")), bf("bf2", None), bf("bf3", "A", u("Ogre", "o", "A"))]
    check(duel(a, cards=CARDS, battlefields=opened, steps=[
        play("s", GANKING, "o"), *RESOLVE,
        {"expect": {"keywords": {"o": []}, "chain": []}}]))


# -- Encore --------------------------------------------------------------------------------------------

def test_encore_offers_each_pair_of_bullets() -> None:
    """"Choose two —" (355.3): two different bullets, named in printed order; a single bullet is no mode."""
    assert set(MODAL["Encore"]["modes"]) == {f"{x} + {y}" for x, y in (
        (DEAL2, RECRUITS), (DEAL2, PLUS1), (DEAL2, LOOK2), (RECRUITS, PLUS1), (RECRUITS, LOOK2), (PLUS1, LOOK2))}
    a = {"hand": [{"card": "Encore", "as": "x"}], "runes": runes("mind", 4), "base": [u("Pup", "p", "A")]}
    check(duel(a, cards=CARDS, steps=[
        play("x", DEAL2, "p", refused=True),
        {"act": "play", "by": "A", "card": "x", "targets": ["p"], "options": mode(f"{DEAL2} + {DEAL2}"),
         "expect_error": True}]))


def test_encore_deals_2_and_gives_up_to_two_units_1_might() -> None:
    """"• Deal 2 to a unit. • Give up to two units each +1 [M] this turn." - 2 to the first target, +1 [M] to each of
    up to two other different units (one, or none, too), until the end of the turn."""
    a = {"hand": [{"card": "Encore", "as": "x"}], "runes": runes("mind", 4),
         "base": [u("Pup", "p", "A"), u("Cog", "c", "A")]}
    b = {"base": [u("Ogre", "e", "B")]}
    both = mode(f"{DEAL2} + {PLUS1}")
    check(duel(a, b, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "x", "targets": ["e", "p", "p"], "options": both, "expect_error": True},
        {"act": "play", "by": "A", "card": "x", "targets": ["e", "p", "c"], "options": both}, *RESOLVE,
        {"expect": {"damage": {"e": 2}, "might": {"p": 3, "c": 3, "e": 4}}},
        {"act": "end_turn", "by": "A"}, {"expect": {"might": {"p": 2, "c": 2}}}]))
    check(duel(a, b, cards=CARDS, steps=[  # the same unit may be dealt 2 and given +1
        {"act": "play", "by": "A", "card": "x", "targets": ["e", "e"], "options": both}, *RESOLVE,
        {"expect": {"damage": {"e": 2}, "might": {"e": 5, "p": 2}}}]))
    check(duel(a, b, cards=CARDS, steps=[  # up to two: none
        {"act": "play", "by": "A", "card": "x", "targets": ["e"], "options": both}, *RESOLVE,
        {"expect": {"damage": {"e": 2}, "might": {"p": 2, "c": 2}, "chain": []}}]))


def test_encore_recruits_and_looks() -> None:
    """"• Play two 1 [M] Recruit unit tokens. • Look at the top 2 cards of your Main Deck, draw 1 and recycle the
    other." - two Recruits (to A's base: no battlefield of A's, ruling 363), then one of the top two drawn, the other
    to the bottom of the deck."""
    a = {"hand": [{"card": "Encore", "as": "x"}], "runes": runes("mind", 4),
         "deck": [{"card": "Pup", "as": "d1"}, {"card": "Ogre", "as": "d2"}, {"card": "Cog", "as": "d3"}]}
    check(duel(a, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "x", "options": mode(f"{RECRUITS} + {LOOK2}")}, *RESOLVE,
        {"expect": {"count": {"A": {"base": 2, "units": 2}}, "pending": {"player": "A", "kind": "choose_cards"}}},
        {"act": "choose", "by": "A", "choice": {"cards": ["d3"]}, "expect_error": True},  # not among the top two
        {"act": "choose", "by": "A", "choice": {"cards": ["d2"]}},
        {"expect": {"zone": {"d2": "hand", "d1": "main_deck"}, "count": {"A": {"hand": 1, "main_deck": 2}}}}]))
    sc = Scenario(duel(a, cards=CARDS))
    run(sc, Action("play", 0, card=sc.obj("x"), options=mode(f"{RECRUITS} + {LOOK2}"), pay="auto"))
    passes(sc)
    run(sc, Action("choose", 0, choice={"cards": [sc.obj("d2")]}))
    assert sc.st.players[0].main_deck == [sc.obj("d3"), sc.obj("d1")]  # the other recycled, under the rest
    assert sorted(sc.st.name(o) for o in sc.st.players[0].base) == ["Recruit", "Recruit"]
    assert all(sc.st.objs[o].token for o in sc.st.players[0].base)


def test_encore_deals_2_and_plays_recruits() -> None:
    """"• Deal 2 to a unit. • Play two 1 [M] Recruit unit tokens." - 2 to the unit, and two Recruits; with the unit
    returned to its owner's hand before it resolves, the Recruits are still played (359.3.e.1: the spell resolves
    even if its targets are illegal; only the instruction about that target is skipped)."""
    a = {"hand": [{"card": "Encore", "as": "x"}], "runes": runes("mind", 4)}
    b = {"base": [u("Pup", "e", "B")], "hand": [{"card": "Bounce", "as": "bn"}]}
    play = {"act": "play", "by": "A", "card": "x", "targets": ["e"], "options": mode(f"{DEAL2} + {RECRUITS}")}
    check(duel(a, b, cards=CARDS, steps=[
        play, *RESOLVE, {"expect": {"zone": {"e": "trash"}, "count": {"A": {"units": 2}}}}]))
    check(duel(a, b, cards=CARDS, steps=[
        play, *bounced_first("e"), {"expect": {"zone": {"e": "hand", "x": "trash"}, "count": {"A": {"units": 2}}}}]))


# -- the bot ----------------------------------------------------------------------------------------

# (Command: Attack: "look at the top 5, you may draw a gear" - the vocabulary's `look_draw`: 0.9 - is weighed below a
# Power symbol, 0.8, plus the Main Phase's spell minimum, 0.6; its move of a Bomb to a battlefield an opponent holds,
# for the Bomb's Deathknell there, is worth it.)
BOT_NEVER_PLAYS: dict[str, str] = {}
PLAYABLE = [pytest.param(n, marks=pytest.mark.xfail(strict=True, reason=BOT_NEVER_PLAYS[n]))
            if n in BOT_NEVER_PLAYS else n for n in sorted(MODAL)]


def _no_open_battlefield(card: str, rune: str, gear: str = "Flag") -> Scenario:
    """A's `card` with runes of its domain, an Ogre in A's base, a Deploy gear of A's at A's battlefield and gear in
    A's deck; B holds bf1: no battlefield is open."""
    return Scenario(duel({"hand": [{"card": card, "as": "x"}], "runes": runes(rune, 6), "base": [u("Ogre", "o", "A")],
                          "deck": [{"card": "Trinket"}] * 3 + [{"card": "Pup"}] * 5},
                         {"base": [u("Pup", "e", "B")]},
                         battlefields=[bf("bf1", "B", u("Pup", "eb", "B")), bf("bf2", "A", u("Cog", "c", "A"),
                                                                                 u(gear, "f", "A"))], cards=CARDS))


# Command: Attack's gear is a Bomb: moved to bf1, which B holds, it is killed when B holds there (830.1.b) and its
# Deathknell deals 2 to B's unit there (game/bot/gear_deaths.py).
GEAR = {"Command: Attack": "Bomb"}


@pytest.mark.parametrize("card", PLAYABLE)
def test_the_bot_plays_the_card_and_answers_its_decisions(card: str) -> None:
    """The bot plays each modal spell in a position where one of its modes helps, choosing a mode and answering
    the decisions it raises; every action it takes is legal."""
    rune = default_catalog().find(card).domains[0]
    sc = _bot_position(card) if card in ("Lost to the Sands", "Encore") else \
        _no_open_battlefield(card, rune, GEAR.get(card, "Flag"))
    taken = _bot_turn(sc)
    assert any(a.kind == "play" and a.card == sc.obj("x") and a.options.get("mode") in MODAL[card]["modes"]
               for a in taken), f"the bot never played {card}: {[(a.kind, a.card, a.options) for a in taken]}"


def test_the_bot_moves_a_bomb_where_it_kills() -> None:
    """Command: Attack with A's Bomb at A's battlefield: the bot moves it to bf1, which B holds (830.1.b: killed when
    B holds there, its Deathknell deals 2 to B's unit there); with a plain Deploy gear (a Flag) it doesn't move it."""
    sc = _no_open_battlefield("Command: Attack", "calm", "Bomb")
    taken = _bot_turn(sc)
    move = "Move a friendly gear with [Deploy] to a battlefield"
    assert any(a.kind == "play" and a.options.get("mode") == move for a in taken), taken
    assert (sc.st.objs[sc.obj("f")].zone, sc.st.objs[sc.obj("f")].loc) == ("battlefield", 0)
    sc = _no_open_battlefield("Command: Attack", "calm")
    assert not any(a.kind == "play" and a.options.get("mode") == move for a in _bot_turn(sc))
