"""Radiance (RAD), batch 3 (`game/cards/radiance_terms.py`): cards that needed a term. One test per card, named
after it, quoting its printed text (the official gallery of 2026-10-10) and the rules it relies on (Core Rules
2026-10-09); each clause, conditions both ways, a "may" taken and declined, target restrictions, a target that
became illegal."""

from __future__ import annotations

from typing import Any

import pytest

from game.cards.radiance_terms import SCRIPTS as TERMS
from game.engine import apply, legal_actions, view
from game.engine.model.actions import Action
from game.engine.model.cards import default_catalog
from game.engine.model.errors import IllegalAction
from game.scenarios.runner import Scenario

from .helpers import check, duel
from .test_origins import RESOLVE, bf, u
from .test_radiance import _bot_position, _bot_turn, _in_combat, at, passes, run
from .test_radiance_more import B_TURN, BOUNCER, CARDS, HOLD_TURN, bounced_first, runes

# -- "when I become exhausted" ---------------------------------------------------------------

def test_resplendent_rostrum() -> None:
    """"[E]: Draw 1 and channel 1 rune exhausted. When I become exhausted, give a friendly unit +3 [M] this
    turn." - exhausting it for its own ability triggers it."""
    sc = Scenario(duel({"base": [{"card": "Resplendent Rostrum", "as": "r"}, u("Pup", "p", "A")],
                        "rune_deck": [{"card": "Calm Rune", "as": "cr"}]}, {"base": [u("Pup", "e", "B")]}, cards=CARDS))
    run(sc, Action("activate", 0, card=sc.obj("r"), ability=0, pay="auto"))
    # its own [E] exhausted it: the trigger goes on the chain above the ability (the Pup, its only friendly unit)
    assert [c.name for c in sc.st.chain] == ["Resplendent Rostrum (ability)", "Resplendent Rostrum (exhausted)"]
    assert sc.st.chain[1].targets == [[sc.obj("p"), sc.st.objs[sc.obj("p")].gen]]
    passes(sc, 4)
    st = sc.st
    assert view(st)["players"][0]["base"][1]["might"] == 5 and len(st.players[0].hand) == 1
    assert st.objs[sc.obj("cr")].zone == "base" and st.objs[sc.obj("cr")].exhausted


def test_seraphine_not_alone() -> None:
    """"When you play me or when I become exhausted, play a 1 [M] Recruit unit token to your base. I have +1 [M]
    for each other exhausted unit you control." - moving exhausts her (144.2): a Recruit; the Recruits enter
    exhausted (143.4), so they count."""
    check(duel({"hand": [{"card": "Seraphine, Not Alone", "as": "s"}], "runes": runes("order", 6)}, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "s"}, *RESOLVE,
        {"expect": {"count": {"A": {"units": 2}}, "might": {"s": 2}}}]))  # the Recruit is exhausted: +1
    check(duel({"base": [u("Seraphine, Not Alone", "s", "A"), u("Pup", "p", "A", exhausted=True)]},
               {"base": [u("Pup", "e", "B", exhausted=True)]}, cards=CARDS, steps=[
        {"expect": {"might": {"s": 2}}},  # her own exhaustion doesn't count, an enemy's neither
        {"act": "move", "by": "A", "units": ["s"], "to": "bf1"},
        {"expect": {"chain": ["Seraphine, Not Alone (exhausted)"]}}, *RESOLVE,
        {"expect": {"might": {"s": 3}, "count": {"A": {"units": 3}}}}]))


def test_riven_deserter() -> None:
    """"When another friendly unit becomes exhausted, give me +1 [M] this turn. Exhaust a friendly unit: Ready a
    unit. Use this ability only once each turn." - her own exhaustion doesn't count; the ability once a turn."""
    sc = Scenario(duel({"base": [u("Riven, Deserter", "r", "A"), u("Pup", "p", "A"), u("Pup", "q", "A", exhausted=True)]},
                       cards=CARDS))
    acts = [a for a in legal_actions(sc.st, 0) if a.kind == "activate" and a.card == sc.obj("r")]
    assert {a.options.get("exhaust") for a in acts} == {sc.obj("r"), sc.obj("p")}  # a friendly ready unit, her too
    run(sc, Action("activate", 0, card=sc.obj("r"), ability=0, targets=[sc.obj("q")], options={"exhaust": sc.obj("p")},
                   pay="auto"))
    assert [c.name for c in sc.st.chain] == ["Riven, Deserter (ability)", "Riven, Deserter (friendly_exhausted)"]
    passes(sc, 4)
    st = sc.st
    assert not st.objs[sc.obj("q")].exhausted and st.objs[sc.obj("p")].exhausted
    assert view(st)["players"][0]["base"][0]["might"] == 6
    with pytest.raises(IllegalAction, match="once each turn"):
        apply(st, Action("activate", 0, card=sc.obj("r"), ability=0, targets=[sc.obj("p")],
                         options={"exhaust": sc.obj("q")}, pay="auto"))
    check(duel({"base": [u("Riven, Deserter", "r", "A")]}, cards=CARDS, steps=[
        {"act": "move", "by": "A", "units": ["r"], "to": "bf1"}, {"expect": {"chain": []}}]))


def test_invigorating_bloom() -> None:
    """"When you play this, give a friendly unit +3 [M] this turn. Exhaust a friendly [Mighty] unit, [E]: Draw 1." -
    a unit made Mighty by the +3 can pay (708: 5+ Might); a unit of 4 [M] can't; the gear is exhausted too."""
    sc = Scenario(duel({"hand": [{"card": "Invigorating Bloom", "as": "b"}], "runes": runes("calm", 3),
                        "base": [u("Pup", "p", "A"), u("Ogre", "o", "A")]}, {"base": [u("Pup", "e", "B")]}, cards=CARDS))
    run(sc, Action("play", 0, card=sc.obj("b"), pay="auto"))
    with pytest.raises(IllegalAction):
        apply(sc.st, Action("choose", 0, choice={"targets": [sc.obj("e")]}))
    run(sc, Action("choose", 0, choice={"targets": [sc.obj("p")]}))
    passes(sc)
    acts = [a for a in legal_actions(sc.st, 0) if a.kind == "activate" and a.card == sc.obj("b")]
    assert [a.options for a in acts] == [{"exhaust": sc.obj("p")}]  # the Pup, now 5; not the Ogre (4)
    run(sc, acts[0])
    passes(sc)
    st = sc.st
    assert st.objs[sc.obj("p")].exhausted and st.objs[sc.obj("b")].exhausted and len(st.players[0].hand) == 1


# -- costs -------------------------------------------------------------------------------------

def test_shimmering_swimmer() -> None:
    """"You may kill a friendly unit or gear as an additional cost to play me. When you play me, if you paid the
    additional cost, deal 2 to a unit." - a gear does; not paid, no trigger."""
    a = {"hand": [{"card": "Shimmering Swimmer", "as": "s"}], "runes": runes("fury", 3),
         "base": [{"card": "Trinket", "as": "t"}]}
    sc = Scenario(duel(a, {"base": [u("Pup", "e", "B")]}, cards=CARDS))
    run(sc, Action("play", 0, card=sc.obj("s"), options={"additional": True, "kill": sc.obj("t")}, pay="auto"))
    assert sc.st.objs[sc.obj("t")].zone == "trash"
    run(sc, Action("choose", 0, choice={"targets": [sc.obj("e")]}))
    passes(sc)
    assert sc.st.objs[sc.obj("e")].zone == "trash"
    check(duel(a, {"base": [u("Pup", "e", "B")]}, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "s"}, {"expect": {"chain": [], "zone": {"t": "base"}}}]))


def test_dune_devourer() -> None:
    """"You may kill a friendly unit as an additional cost to play me. If you do, I cost [2] less. [Deflect]" -
    seven runes less two: five and a Power pay it with the kill; without it, not."""
    a = {"hand": [{"card": "Dune Devourer", "as": "d"}], "runes": runes("order", 6), "base": [u("Pup", "p", "A")]}
    sc = Scenario(duel(a, cards=CARDS))
    plays = [x for x in legal_actions(sc.st, 0) if x.kind == "play"]
    assert plays and all(x.options.get("additional") and x.options.get("kill") == sc.obj("p") for x in plays)
    run(sc, plays[0])
    assert sc.st.objs[sc.obj("p")].zone == "trash" and sc.st.objs[sc.obj("d")].zone == "base"
    assert len(sc.st.players[0].runes) == 5  # five Energy and a Power (a rune recycled): 7 - 2


def test_skystrike_squadron() -> None:
    """"You may return a friendly gear to its owner's hand as an additional cost to play me. If you do, I cost
    [2] less. [Deflect]" - the gear goes back to the hand; a unit can't be returned for it."""
    a = {"hand": [{"card": "Skystrike Squadron", "as": "s"}], "runes": runes("body", 3),
         "base": [{"card": "Trinket", "as": "t"}, u("Pup", "p", "A")]}
    sc = Scenario(duel(a, cards=CARDS))
    with pytest.raises(IllegalAction):
        apply(sc.st, Action("play", 0, card=sc.obj("s"), options={"additional": True, "return": sc.obj("p")}, pay="auto"))
    run(sc, Action("play", 0, card=sc.obj("s"), options={"additional": True, "return": sc.obj("t")}, pay="auto"))
    assert sc.st.objs[sc.obj("t")].zone == "hand" and sc.st.objs[sc.obj("s")].zone == "base"
    check(duel(a, cards=CARDS, steps=[{"act": "play", "by": "A", "card": "s", "expect_error": True}]))  # 5: too dear


def test_parallel_convergence() -> None:
    """"As an additional cost to play this, return a friendly unit to its owner's hand. Deal 5 to a unit at a
    battlefield." - with no friendly unit it can't be played (356.1.b); not a unit in a base."""
    a = {"hand": [{"card": "Parallel Convergence", "as": "pc"}], "runes": runes("mind", 3), "base": [u("Pup", "p", "A")]}
    fields = [bf("bf1", "B", u("Brute", "e", "B")), bf("bf2")]
    sc = Scenario(duel(a, {"base": [u("Pup", "eb", "B")]}, cards=CARDS, battlefields=fields))
    with pytest.raises(IllegalAction):
        apply(sc.st, Action("play", 0, card=sc.obj("pc"), targets=[sc.obj("eb")], pay="auto"))
    run(sc, Action("play", 0, card=sc.obj("pc"), targets=[sc.obj("e")], pay="auto"))
    assert sc.st.objs[sc.obj("p")].zone == "hand"
    passes(sc)
    assert sc.st.objs[sc.obj("e")].damage == 5
    check(duel({**a, "base": []}, cards=CARDS, battlefields=fields, steps=[
        {"act": "play", "by": "A", "card": "pc", "targets": ["e"], "expect_error": True}]))


def test_parallel_convergence_cant_return_its_own_target() -> None:
    """357.3, 358.1 (ruling 250): returning the unit the spell targets would remove a target of the play - the
    play is refused, changing nothing, and the legal actions never pair a target with its own return (the
    catalog fuzz found them listed)."""
    a = {"hand": [{"card": "Parallel Convergence", "as": "pc"}], "runes": runes("mind", 3),
         "base": [u("Pup", "p", "A")]}
    sc = Scenario(duel(a, cards=CARDS, battlefields=[bf("bf1", "A", u("Pup", "f", "A")), bf("bf2")]))
    with pytest.raises(IllegalAction, match="removes a target"):
        apply(sc.st, Action("play", 0, card=sc.obj("pc"), targets=[sc.obj("f")],
                            options={"return": sc.obj("f")}, pay="auto"))
    plays = [x for x in legal_actions(sc.st, 0) if x.kind == "play" and x.card == sc.obj("pc")]
    assert plays and all(x.options.get("return") not in x.targets for x in plays)
    assert {x.options.get("return") for x in plays if x.targets == [sc.obj("f")]} == {sc.obj("p")}
    run(sc, Action("play", 0, card=sc.obj("pc"), targets=[sc.obj("f")], options={"return": sc.obj("p")}, pay="auto"))
    assert sc.st.objs[sc.obj("p")].zone == "hand"


def test_ekko_ingenious() -> None:
    """"As an additional cost to play me, return a friendly unit to its owner's hand. [Ganking]" - a token
    returned ceases to exist (186.1)."""
    sc = Scenario(duel({"hand": [{"card": "Ekko, Ingenious", "as": "e"}], "runes": runes("mind", 3),
                        "base": [u("Recruit", "r", "A")]}, cards=CARDS))
    run(sc, Action("play", 0, card=sc.obj("e"), pay="auto"))
    assert sc.obj("r") not in sc.st.objs and sc.st.objs[sc.obj("e")].zone == "base"
    check(duel({"hand": [{"card": "Ekko, Ingenious", "as": "e"}], "runes": runes("mind", 3)}, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "e", "expect_error": True}]))


def test_blade_of_the_exile() -> None:
    """"[Equip] - [A] or exhaust a friendly unit. Grants: [Ganking]" (+3 [M]) - either cost attaches it; the
    unit has Ganking and 3 more Might. (The script key `equip_costs`: one Equip ability per cost.)"""
    a = {"base": [{"card": "Blade of the Exile", "as": "b"}, u("Pup", "p", "A"), u("Ogre", "o", "A")],
         "runes": runes("calm", 1)}
    sc = Scenario(duel(a, cards=CARDS))
    equips = [x for x in legal_actions(sc.st, 0) if x.kind == "activate" and x.card == sc.obj("b")]
    assert {x.ability for x in equips} == {0, 1}
    run(sc, Action("activate", 0, card=sc.obj("b"), ability=1, targets=[sc.obj("p")], options={"exhaust": sc.obj("o")},
                   pay="auto"))
    passes(sc)
    st = sc.st
    assert st.objs[sc.obj("o")].exhausted and st.objs[sc.obj("b")].extra.get("attached_to") == sc.obj("p")
    pup = next(x for x in view(st)["players"][0]["base"] if x["id"] == sc.obj("p"))
    assert pup["might"] == 5 and "Ganking" in pup["keywords"]
    sc = Scenario(duel(a, cards=CARDS))
    run(sc, Action("activate", 0, card=sc.obj("b"), ability=0, targets=[sc.obj("o")], pay="auto"))  # [A]
    passes(sc)
    assert sc.st.objs[sc.obj("b")].extra.get("attached_to") == sc.obj("o") and len(sc.st.players[0].runes) == 0


def test_nazuman_ntofo() -> None:
    """"Equip [1] Grants: [Shield 2]" (+0 [M]). (Its cost from the script key `equip_costs`.)"""
    check(duel({"base": [{"card": "Nazuman Ntofo", "as": "n"}, u("Pup", "p", "A")], "runes": runes("order", 1)},
               cards=CARDS, steps=[{"act": "activate", "by": "A", "source": "n", "targets": ["p"]}, *RESOLVE,
                                   {"expect": {"keywords": {"p": ["Shield 2"]}, "might": {"p": 2}}}]))


def test_hush() -> None:
    """"[Reaction] Counter a spell with Power cost [A][A] or more." - not a spell with one Power symbol."""
    b = {"hand": [{"card": "Hush", "as": "h"}], "runes": ["Fury Rune"] * 3}
    a = {"hand": [{"card": "Supernova", "as": "one"}, {"card": "Avalanche", "as": "two"}],
         "runes": runes("order", 10) + runes("body", 7), "base": [u("Pup", "p", "A")]}
    check(duel(a, b, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "one", "targets": ["p"]}, {"act": "pass", "by": "A"},
        {"act": "play", "by": "B", "card": "h", "targets": ["one"], "expect_error": True}]))
    check(duel(a, b, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "two"}, {"act": "pass", "by": "A"},
        {"act": "play", "by": "B", "card": "h", "targets": ["two"]}, {"act": "pass", "by": "B"}, {"act": "pass", "by": "A"},
        {"expect": {"zone": {"two": "trash", "h": "trash"}, "chain": [], "damage": {"p": 0}}}]))


def test_iridescent_avian() -> None:
    """"[E]: [Buff] a unit. If it's already buffed, give it +2 [M] this turn instead.\""""
    check(duel({"base": [u("Iridescent Avian", "i", "A"), u("Pup", "p", "A"), u("Pup", "q", "A", buff=True)]},
               cards=CARDS, steps=[
        {"act": "activate", "by": "A", "source": "i", "targets": ["p"]}, *RESOLVE,
        {"expect": {"buffed": {"p": True}, "might": {"p": 3}}}]))
    check(duel({"base": [u("Iridescent Avian", "i", "A"), u("Pup", "q", "A", buff=True)]}, cards=CARDS, steps=[
        {"act": "activate", "by": "A", "source": "i", "targets": ["q"]}, *RESOLVE, {"expect": {"might": {"q": 5}}},
        {"act": "end_turn", "by": "A"}, {"expect": {"might": {"q": 3}}}]))


def test_hold_em() -> None:
    """"[Action] This costs [2] less if you've played a unit or gear to a battlefield this turn. Give a unit +3
    [M] this turn." - 3 Energy, or 1 after a unit went to a battlefield (a unit to the base doesn't count)."""
    a = {"hand": [{"card": "Hold 'Em", "as": "h"}, {"card": "Pup", "as": "p"}], "runes": runes("body", 2),
         "base": [u("Ogre", "o", "A")]}
    fields = [bf("bf1", "A", u("Pup", "x", "A")), bf("bf2")]
    check(duel(a, cards=CARDS, battlefields=fields, steps=[
        {"act": "play", "by": "A", "card": "p", "to": "bf1"},
        {"act": "play", "by": "A", "card": "h", "targets": ["o"]}, *RESOLVE, {"expect": {"might": {"o": 7}}}]))
    check(duel(a, cards=CARDS, battlefields=fields, steps=[
        {"act": "play", "by": "A", "card": "p", "to": "base"},
        {"act": "play", "by": "A", "card": "h", "targets": ["o"], "expect_error": True}]))


def test_lingering_animus() -> None:
    """"I enter ready if a friendly unit or gear died this turn." - a gear of mine dying counts; an enemy's doesn't."""
    a = {"hand": [{"card": "Lingering Animus", "as": "l"}, {"card": "Defuse", "as": "d"}], "runes": runes("fury", 2),
         "base": [{"card": "Trinket", "as": "t"}]}
    check(duel(a, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "d", "targets": ["t"]}, *RESOLVE,
        {"act": "play", "by": "A", "card": "l"}, {"expect": {"exhausted": {"l": False}}}]))
    check(duel({**a, "base": []}, {"base": [{"card": "Trinket", "as": "et"}]}, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "d", "targets": ["et"]}, *RESOLVE,
        {"act": "play", "by": "A", "card": "l"}, {"expect": {"exhausted": {"l": True}}}]))


# -- grants to cards in hand -----------------------------------------------------------------

def test_kaisa_rebel() -> None:
    """"[Disarm] While I'm in a showdown, your spells have [Reaction]." - a spell without Reaction can be played
    while the chain is open only while Kai'Sa is at the showdown's battlefield."""
    fields = [bf("bf1", "A", u("Kai'Sa, Rebel", "k", "A")), bf("bf2")]
    a = {"hand": [{"card": "Supernova", "as": "n"}], "runes": runes("order", 10)}
    b = {"base": [u("Pup", "e", "B")], "hand": [{"card": "Zap", "as": "z"}]}
    check(duel(a, b, cards=CARDS, battlefields=fields, turn=B_TURN, steps=[
        {"act": "move", "by": "B", "units": ["e"], "to": "bf1"},  # a combat at bf1: Kai'Sa is in a showdown
        {"act": "play", "by": "B", "card": "z", "targets": ["k"]}, {"act": "pass", "by": "B"},
        {"act": "play", "by": "A", "card": "n", "targets": ["e"]},  # the chain is open: Reaction needed
        {"expect": {"chain": ["Zap", "Supernova"]}}]))
    check(duel(a, b, cards=CARDS, battlefields=[bf("bf1", "A", u("Kai'Sa, Rebel", "k", "A")),
                                                bf("bf2", "A", u("Pup", "p", "A"))], turn=B_TURN, steps=[
        {"act": "move", "by": "B", "units": ["e"], "to": "bf2"},  # the combat is at bf2, Kai'Sa at bf1
        {"act": "play", "by": "B", "card": "z", "targets": ["p"]}, {"act": "pass", "by": "B"},
        {"act": "play", "by": "A", "card": "n", "targets": ["e"], "expect_error": True}]))


def test_jarvan_iv_martial_paragon() -> None:
    """"Your gear with [Deploy] have [Action]. When I conquer, if there is a friendly gear with [Deploy] here,
    channel 1 rune exhausted." - a Deploy gear in hand is played in a showdown; without one there, no channel."""
    fields = [bf("bf1", "A", u("Pup", "p", "A")), bf("bf2")]
    a = {"base": [u("Jarvan IV, Martial Paragon", "j", "A")], "hand": [{"card": "Flag", "as": "f"},
                                                                     {"card": "Trinket", "as": "t"}],
         "runes": runes("body", 2), "rune_deck": [{"card": "Body Rune", "as": "r"}]}
    check(duel(a, {"base": [u("Pup", "e", "B")]}, cards=CARDS, battlefields=fields, turn=B_TURN, steps=[
        {"act": "move", "by": "B", "units": ["e"], "to": "bf1"}, {"act": "pass", "by": "B"},
        {"act": "play", "by": "A", "card": "t", "expect_error": True},  # no Deploy: no Action
        {"act": "play", "by": "A", "card": "f", "to": "bf1"}, {"expect": {"zone": {"f": "bf1"}}}]))
    check(duel(a, cards=CARDS, battlefields=[bf("bf1", None, u("Flag", "g", "A")), bf("bf2")], steps=[
        {"act": "move", "by": "A", "units": ["j"], "to": "bf1"}, *RESOLVE,
        {"expect": {"chain": ["Jarvan IV, Martial Paragon (conquer)"]}}, *RESOLVE,
        {"expect": {"zone": {"r": "base"}, "exhausted": {"r": True}}}]))
    check(duel(a, cards=CARDS, steps=[
        {"act": "move", "by": "A", "units": ["j"], "to": "bf1"}, *RESOLVE, {"expect": {"chain": [], "zone": {"r": "rune_deck"}}}]))


def test_jarvan_iv_exemplar_of_demacia() -> None:
    """Legend: "When you play a gear with [Deploy], you may exhaust me and pay [A] to move a friendly unit to that
    battlefield." - yes: the legend exhausted, a Power paid, the unit moved there; no: nothing; a gear without
    Deploy doesn't trigger."""
    jarvan = "Jarvan IV, Exemplar of Demacia"
    a = {"legend": jarvan, "hand": [{"card": "Flag", "as": "f"}, {"card": "Trinket", "as": "t"}],
         "runes": runes("order", 3), "base": [u("Pup", "p", "A")]}
    check(duel(a, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "t"}, {"expect": {"pending": None}},
        {"act": "play", "by": "A", "card": "f", "to": "bf2"}, {"expect": {"pending": {"player": "A", "kind": "may"}}},
        {"act": "choose", "by": "A", "choice": {"yes": True}}, *RESOLVE,
        {"expect": {"zone": {"p": "bf2"}, "exhausted": {jarvan: True}, "count": {"A": {"runes": 2}}}}]))
    check(duel(a, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "f", "to": "bf2"}, {"act": "choose", "by": "A", "choice": {"yes": False}},
        {"expect": {"zone": {"p": "base"}, "exhausted": {jarvan: False}}}]))


# -- Bombs and gear abilities ----------------------------------------------------------------

def test_ziggs_short_fused() -> None:
    """"When you play me, play a Bomb gear token to a battlefield. Abilities of friendly gear deal 1 Bonus Damage."
    - a Bomb's Deathknell deals 3; a spell of mine isn't a gear's ability (2 stays 2)."""
    fields = [bf("bf1", "B", u("Wall", "w", "B"), u("Bomb", "b", "A")), bf("bf2")]
    check(duel({"base": [u("Ziggs, Short-Fused", "z", "A")], "hand": [{"card": "Defuse", "as": "d"},
                                                                    {"card": "Zap", "as": "zp"}]},
               cards=CARDS, battlefields=fields, steps=[
        {"act": "play", "by": "A", "card": "d", "targets": ["b"]}, *RESOLVE, *RESOLVE,
        {"expect": {"damage": {"w": 3}}},
        {"act": "play", "by": "A", "card": "zp", "targets": ["w"]}, *RESOLVE, {"expect": {"damage": {"w": 6}}}]))
    sc = Scenario(duel({"hand": [{"card": "Ziggs, Short-Fused", "as": "z"}], "runes": runes("fury", 6)}, cards=CARDS))
    run(sc, Action("play", 0, card=sc.obj("z"), pay="auto"))
    passes(sc)
    run(sc, Action("choose", 0, choice={"battlefield": 1}))
    assert len(at(sc, 1, "Bomb")) == 1


def test_ziggs_explosive() -> None:
    """"[1], [E]: Play a Bomb gear token to a battlefield. When I defend, you may kill a friendly gear to give me +2
    [M] this turn." - yes kills a gear of mine; with no gear, nothing is asked."""
    sc = Scenario(duel({"base": [u("Ziggs, Explosive", "z", "A")], "runes": runes("chaos", 1)}, cards=CARDS))
    run(sc, Action("activate", 0, card=sc.obj("z"), ability=0, pay="auto"))
    passes(sc)
    run(sc, Action("choose", 0, choice={"battlefield": 0}))
    assert len(at(sc, 0, "Bomb")) == 1 and sc.st.objs[sc.obj("z")].exhausted
    fields = [bf("bf1", "A", u("Ziggs, Explosive", "z", "A")), bf("bf2")]
    check(duel({"base": [{"card": "Trinket", "as": "t"}]}, {"base": [u("Brute", "e", "B")]}, cards=CARDS,
               battlefields=fields, turn=B_TURN, steps=[
        {"act": "move", "by": "B", "units": ["e"], "to": "bf1"},
        {"expect": {"pending": {"player": "A", "kind": "may"}}}, {"act": "choose", "by": "A", "choice": {"yes": True}},
        {"act": "pass", "by": "A"}, {"act": "pass", "by": "B"},
        {"expect": {"zone": {"t": "trash"}, "might": {"z": 6}}}]))
    check(duel({}, {"base": [u("Brute", "e", "B")]}, cards=CARDS, battlefields=fields, turn=B_TURN, steps=[
        {"act": "move", "by": "B", "units": ["e"], "to": "bf1"}, {"expect": {"pending": None, "chain": []}}]))


def test_hexplosive_minefield() -> None:
    """"[Action] Kill any number of friendly Bomb tokens. At end of turn, play that many Bomb tokens to a single
    battlefield." - two killed (their Deathknells go off), two new ones at one battlefield as the turn ends."""
    fields = [bf("bf1", "B", u("Wall", "w", "B"), u("Bomb", "b1", "A"), u("Bomb", "b2", "A")), bf("bf2")]
    sc = Scenario(duel({"hand": [{"card": "Hexplosive Minefield", "as": "h"}], "runes": runes("fury", 3)},
                       cards=CARDS, battlefields=fields))
    run(sc, Action("play", 0, card=sc.obj("h"), pay="auto"))
    passes(sc)
    assert sc.st.pending is not None and sc.st.pending.kind == "choose_cards"
    run(sc, Action("choose", 0, choice={"cards": [sc.obj("b1"), sc.obj("b2")]}))
    assert not at(sc, 0, "Bomb")
    while sc.st.chain:
        passes(sc)
    run(sc, Action("end_turn", 0))
    while sc.st.pending is None and sc.st.chain:
        passes(sc)
    assert sc.st.pending is not None and sc.st.pending.kind == "choose_destination"
    run(sc, Action("choose", 0, choice={"battlefield": 1}))
    assert len(at(sc, 1, "Bomb")) == 2


def test_rally_for_war() -> None:
    """"[Action] Choose an occupied enemy battlefield. Play three 1 [M] Recruit unit tokens there." - not an
    empty or a friendly battlefield."""
    fields = [bf("bf1", "B", u("Pup", "e", "B")), bf("bf2", "A", u("Pup", "p", "A")), bf("bf3")]
    data = duel({"hand": [{"card": "Rally for War", "as": "r"}], "runes": runes("fury", 4)}, cards=CARDS,
                battlefields=fields, steps=[
        {"act": "play", "by": "A", "card": "r", "targets": ["bf2"], "expect_error": True},
        {"act": "play", "by": "A", "card": "r", "targets": ["bf3"], "expect_error": True},
        {"act": "play", "by": "A", "card": "r", "targets": ["bf1"]}, *RESOLVE,
        {"expect": {"count": {"A": {"units": 4}}, "state": "showdown_open"}}])
    check(data)


def test_scorched_earth() -> None:
    """"[Action] Deal 5 damage split among units at a single battlefield." - the units there, of any player."""
    fields = [bf("bf1", "B", u("Pup", "e1", "B"), u("Ogre", "e2", "B"), u("Pup", "mine", "A")), bf("bf2", "A", u("Pup", "far", "A"))]
    check(duel({"hand": [{"card": "Scorched Earth", "as": "s"}], "runes": ["Fury Rune"] * 5}, cards=CARDS,
               battlefields=fields, steps=[
        {"act": "play", "by": "A", "card": "s", "targets": ["bf1"]}, *RESOLVE,
        {"expect": {"pending": {"player": "A", "kind": "split_damage"}}},
        {"act": "choose", "by": "A", "choice": {"split": {"far": 5}}, "expect_error": True},
        {"act": "choose", "by": "A", "choice": {"split": {"e1": 1, "e2": 4}}},
        {"expect": {"zone": {"e2": "trash", "mine": "bf1"}, "damage": {"e1": 1}}}]))


def test_improvised_projectile() -> None:
    """"[Action] Choose a friendly gear. Deal damage equal to its Energy cost to a unit at a battlefield." - an
    enemy's gear can't be chosen; a unit in a base can't be hit."""
    fields = [bf("bf1", "B", u("Wall", "w", "B")), bf("bf2")]
    a = {"hand": [{"card": "Improvised Projectile", "as": "ip"}], "runes": runes("mind", 4),
         "base": [{"card": "Relic", "as": "r"}]}
    check(duel(a, {"base": [{"card": "Relic", "as": "er"}, u("Pup", "eb", "B")]}, cards=CARDS, battlefields=fields, steps=[
        {"act": "play", "by": "A", "card": "ip", "targets": ["er", "w"], "expect_error": True},
        {"act": "play", "by": "A", "card": "ip", "targets": ["r", "eb"], "expect_error": True},
        {"act": "play", "by": "A", "card": "ip", "targets": ["r", "w"]}, *RESOLVE, {"expect": {"damage": {"w": 5}}}]))


def test_an_offer_you_cant_refuse() -> None:
    """"[Action] Kill a gear. Its controller plays a Gold gear token exhausted." - the opponent gets the Gold."""
    check(duel({"hand": [{"card": "An Offer You Can't Refuse", "as": "o"}], "runes": runes("chaos", 2)},
               {"base": [{"card": "Relic", "as": "r"}]}, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "o", "targets": ["r"]}, *RESOLVE,
        {"expect": {"zone": {"r": "trash"}, "count": {"B": {"base": 1}, "A": {"base": 0}},
                    "log_contains": "B plays a Gold token"}}]))


def test_the_waters_wage() -> None:
    """"[Hidden] Play a Gold gear token exhausted. If it's your turn and you played this from face down, play three
    ready Gold gear tokens instead." - from hand on my turn: one; from face down on an opponent's turn: one; from
    face down on my turn: three ready."""
    hidden = [{"as": "bf1", "controller": "A", "units": [u("Pup", "p", "A")],
               "facedown": {"card": "The Waters' Wage", "owner": "A", "as": "w"}}, bf("bf2")]
    check(duel({}, cards=CARDS, battlefields=hidden, steps=[
        {"act": "play", "by": "A", "card": "w", "from": "facedown"}, *RESOLVE,
        {"expect": {"count": {"A": {"base": 3}}}}]))
    check(duel({}, {"hand": [{"card": "Zap", "as": "z"}]}, cards=CARDS, battlefields=hidden, turn=B_TURN, steps=[
        {"act": "play", "by": "B", "card": "z", "targets": ["p"]}, {"act": "pass", "by": "B"},
        {"act": "play", "by": "A", "card": "w", "from": "facedown"}, *RESOLVE,
        {"expect": {"count": {"A": {"base": 1}}}}]))
    check(duel({"hand": [{"card": "The Waters' Wage", "as": "w"}], "runes": runes("chaos", 1)}, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "w"}, *RESOLVE, {"expect": {"count": {"A": {"base": 1}}}}]))


# -- units -------------------------------------------------------------------------------------

def test_mordekaiser_dominating() -> None:
    """"When you play me or when I attack, you may discard 1 to kill a unit or gear." - yes: the discard and the
    kill; no: neither; with an empty hand, nothing is asked."""
    a = {"hand": [{"card": "Mordekaiser, Dominating", "as": "m"}, {"card": "Pup", "as": "x"}], "runes": runes("order", 11)}
    b = {"base": [{"card": "Relic", "as": "r"}]}
    check(duel(a, b, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "m"}, {"expect": {"pending": {"player": "A", "kind": "may"}}},
        {"act": "choose", "by": "A", "choice": {"yes": True}}, {"act": "choose", "by": "A", "choice": {"targets": ["r"]}},
        *RESOLVE, {"expect": {"zone": {"x": "trash", "r": "trash"}}}]))
    check(duel(a, b, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "m"}, {"act": "choose", "by": "A", "choice": {"yes": False}},
        {"expect": {"zone": {"x": "hand", "r": "base"}, "chain": []}}]))
    check(duel({"hand": [{"card": "Mordekaiser, Dominating", "as": "m"}], "runes": runes("order", 11)}, b, cards=CARDS,
               steps=[{"act": "play", "by": "A", "card": "m"}, {"expect": {"pending": None, "chain": []}}]))


def test_elnuk_herd() -> None:
    """"[Hidden] When you play me, give another friendly unit +3 [M] this turn, then recycle me if I was played from
    face down." - from face down it goes to the bottom of its deck; from the hand it stays."""
    hidden = [{"as": "bf1", "controller": "A", "units": [u("Pup", "p", "A")],
               "facedown": {"card": "Elnuk Herd", "owner": "A", "as": "h"}}, bf("bf2")]
    check(duel({}, cards=CARDS, battlefields=hidden, steps=[
        {"act": "play", "by": "A", "card": "h", "from": "facedown"}, *RESOLVE,
        {"expect": {"might": {"p": 5}, "zone": {"h": "main_deck"}}}]))
    check(duel({"hand": [{"card": "Elnuk Herd", "as": "h"}], "runes": runes("fury", 6), "base": [u("Pup", "p", "A")]},
               cards=CARDS, steps=[{"act": "play", "by": "A", "card": "h"}, *RESOLVE,
                                   {"expect": {"might": {"p": 5}, "zone": {"h": "base"}}}]))


def test_raving_witness() -> None:
    """"When I move, reveal the top card of your Main Deck. If it's [Mighty], draw it. Otherwise, recycle it." - a
    unit of 5 [M] is drawn; a smaller one goes to the bottom."""
    check(duel({"base": [u("Raving Witness", "r", "A")], "deck": [{"card": "Brute", "as": "big"}, "Filler"]},
               cards=CARDS, steps=[{"act": "move", "by": "A", "units": ["r"], "to": "bf1"}, *RESOLVE,
                                   {"expect": {"zone": {"big": "hand"}, "log_contains": "reveals Brute"}}]))
    check(duel({"base": [u("Raving Witness", "r", "A")], "deck": [{"card": "Pup", "as": "small"}, "Filler"]},
               cards=CARDS, steps=[{"act": "move", "by": "A", "units": ["r"], "to": "bf1"}, *RESOLVE,
                                   {"expect": {"zone": {"small": "main_deck"}, "count": {"A": {"hand": 0}}}}]))


def test_titanic_shrine() -> None:
    """"When you play a unit with Might greater than each other unit on the board, exhaust me to draw 1." - yes
    exhausts it and draws; a unit no mightier than all doesn't trigger it."""
    a = {"base": [{"card": "Titanic Shrine", "as": "ts"}], "hand": [{"card": "Brute", "as": "b"}, {"card": "Pup", "as": "p"}],
         "runes": runes("body", 7)}
    check(duel(a, {"base": [u("Ogre", "o", "B")]}, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "p"}, {"expect": {"pending": None, "chain": []}},
        {"act": "play", "by": "A", "card": "b"}, {"expect": {"pending": {"player": "A", "kind": "may"}}},
        {"act": "choose", "by": "A", "choice": {"yes": True}}, *RESOLVE,
        {"expect": {"exhausted": {"ts": True}, "count": {"A": {"hand": 1}}}}]))


def test_clocktower_guardian() -> None:
    """"When you play me or when I hold, [Predict 3]. [Deathknell][>] Banish the top card of your Main Deck. You may
    play it, ignoring its Energy cost." - yes plays the banished unit for nothing; no leaves it banished."""
    b = {"hand": [{"card": "Zap", "as": "z"}, {"card": "Zap", "as": "z2"}]}
    killed = [{"act": "play", "by": "B", "card": "z", "targets": ["c"]}, {"act": "play", "by": "B", "card": "z2", "targets": ["c"]},
              {"act": "pass", "by": "B"}, {"act": "pass", "by": "A"}, {"act": "pass", "by": "B"}, {"act": "pass", "by": "A"},
              {"expect": {"chain": ["Clocktower Guardian (deathknell)"]}}, *RESOLVE]
    a = {"base": [u("Clocktower Guardian", "c", "A", damage=2)], "deck": [{"card": "Brute", "as": "top"}, "Filler"]}
    check(duel(a, b, cards=CARDS, turn=B_TURN, steps=[
        *killed, {"expect": {"zone": {"top": "banishment"}, "pending": {"player": "A", "kind": "may"}}},
        {"act": "choose", "by": "A", "choice": {"yes": True}}, {"expect": {"zone": {"top": "base"}}}]))
    check(duel(a, b, cards=CARDS, turn=B_TURN, steps=[
        *killed, {"act": "choose", "by": "A", "choice": {"yes": False}}, {"expect": {"zone": {"top": "banishment"}}}]))
    check(duel({"hand": [{"card": "Clocktower Guardian", "as": "c"}], "runes": runes("fury", 10)}, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "c"}, *RESOLVE, {"expect": {"pending": {"player": "A", "kind": "choose_cards"}}}]))


# -- gear and spells ---------------------------------------------------------------------------

def test_watchful_curator() -> None:
    """"Your gear have [Deflect]." - an opponent must pay [A] more to choose my gear; my opponent's gear not."""
    a = {"base": [u("Watchful Curator", "w", "A"), {"card": "Relic", "as": "r"}]}
    b = {"hand": [{"card": "Defuse", "as": "d"}], "base": [{"card": "Relic", "as": "er"}]}
    check(duel(a, b, cards=CARDS, turn=B_TURN, steps=[
        {"act": "play", "by": "B", "card": "d", "targets": ["r"], "expect_error": True},  # no Power to pay Deflect
        {"act": "play", "by": "B", "card": "d", "targets": ["er"]}]))
    check(duel(a, {**b, "runes": ["Fury Rune"]}, cards=CARDS, turn=B_TURN, steps=[
        {"act": "play", "by": "B", "card": "d", "targets": ["r"]}, {"expect": {"count": {"B": {"runes": 0}}}}]))


def test_demacian_standard() -> None:
    """"[Deploy] When one or more friendly units attack here, give one of them +2 [M] this turn. When you hold here,
    you may return this to its owner's hand." - once for the attack, one of the attackers; a hold here: may.
    (The triggers `attack_at` and `hold`, each with `event_here`.)"""
    fields = [bf("bf1", "B", u("Ogre", "e", "B"), u("Demacian Standard", "s", "A")), bf("bf2")]
    check(duel({"base": [u("Pup", "p", "A"), u("Pup", "q", "A")]}, cards=CARDS, battlefields=fields, steps=[
        {"act": "move", "by": "A", "units": ["p", "q"], "to": "bf1"},
        {"expect": {"pending": {"player": "A", "kind": "choose_targets"}}},
        {"act": "choose", "by": "A", "choice": {"targets": ["q"]}}, *RESOLVE,
        {"expect": {"might": {"q": 4, "p": 2}}}]))
    held = [bf("bf1", "A", u("Pup", "p", "A"), u("Demacian Standard", "s", "A")), bf("bf2")]
    check(duel({}, cards=CARDS, battlefields=held, turn=HOLD_TURN, steps=[
        {"expect": {"pending": {"player": "A", "kind": "may"}}}, {"act": "choose", "by": "A", "choice": {"yes": True}},
        *RESOLVE, {"expect": {"zone": {"s": "hand"}}}]))
    check(duel({}, cards=CARDS, battlefields=held, turn=HOLD_TURN, steps=[
        {"act": "choose", "by": "A", "choice": {"yes": False}}, {"expect": {"zone": {"s": "bf1"}}}]))


def test_brawl() -> None:
    """"[Action] Give a unit [Assault] this turn equal to its Might." - a 4 [M] unit: Assault 4, 8 while it
    attacks; the target gone, nothing (359.3.e)."""
    check(duel({"hand": [{"card": "Brawl", "as": "b"}], "runes": runes("chaos", 4), "base": [u("Ogre", "o", "A")]},
               cards=CARDS, steps=[{"act": "play", "by": "A", "card": "b", "targets": ["o"]}, *RESOLVE,
                                   {"expect": {"keywords": {"o": ["Assault 4"]}}}]))
    check(duel({"hand": [{"card": "Brawl", "as": "b"}], "runes": runes("chaos", 4), "base": [u("Ogre", "o", "A")]},
               BOUNCER, cards=CARDS, steps=[{"act": "play", "by": "A", "card": "b", "targets": ["o"]}, *bounced_first("o"),
                                            {"expect": {"zone": {"o": "hand"}}}]))


# -- the bot -----------------------------------------------------------------------------------

SPELLS_FOR_COMBAT = {"Hold 'Em"}
# The bot sees no gain in these in the test positions: reported, not hidden. (Demacian Standard: played since the
# bot values a gear's fight triggers; Hexplosive Minefield: a Bomb killed for its Deathknell where B attacks.)
BOT_NEVER_PLAYS: set[str] = set()


def _attacking(card: str) -> Scenario:
    """A's Ogre attacks B's Pup at bf1; A, the attacker, holds focus (466.2.c.1.a) with `card`."""
    sc = Scenario(duel({"hand": [{"card": card, "as": "x"}], "runes": runes("chaos", 8), "base": [u("Ogre", "o", "A")]},
                       battlefields=[bf("bf1", "B", u("Ogre", "e", "B")), bf("bf2")], cards=CARDS))
    run(sc, Action("move", 0, units=[sc.obj("o")], to=0))
    return sc


def _countering(card: str) -> Scenario:
    """B plays Avalanche (two Power symbols) at A's units in base and passes: A has priority with `card`."""
    sc = Scenario(duel({"hand": [{"card": card, "as": "x"}], "runes": runes("order", 4),
                        "base": [u("Pup", "p1", "A"), u("Pup", "p2", "A"), u("Pup", "p3", "A")]},
                       {"hand": [{"card": "Avalanche", "as": "av"}], "runes": runes("body", 7)}, cards=CARDS, turn=B_TURN))
    run(sc, Action("play", 1, card=sc.obj("av"), pay="auto"), Action("pass", 1))
    return sc


def _gear_thrower(card: str) -> Scenario:
    """A has a 5-cost gear and `card`; B's Ogre is at a battlefield."""
    return Scenario(duel({"hand": [{"card": card, "as": "x"}], "runes": runes("mind", 6), "base": [{"card": "Relic"}]},
                         battlefields=[bf("bf1", "B", u("Ogre", "e", "B")), bf("bf2")], cards=CARDS))


def _rich_in_gear(card: str) -> Scenario:
    """B has a 5-cost gear (A's `card` kills it; B gets a Gold token for it)."""
    return Scenario(duel({"hand": [{"card": card, "as": "x"}], "runes": runes("chaos", 6)},
                         {"base": [{"card": "Relic", "as": "er"}, u("Pup", "e", "B")]}, cards=CARDS))


def _bombed(card: str) -> Scenario:
    """B attacks A's bf2 (a Cog and a Bomb of A's) with an Ogre (4 [M]: the Cog alone doesn't kill it) and passes; A,
    holding focus, has `card`: a Bomb killed deals 2 to the Ogre (its Deathknell), and the Cog's 2 then kill it."""
    sc = Scenario(duel({"hand": [{"card": card, "as": "x"}], "runes": runes("chaos", 8)}, {"base": [u("Ogre", "e", "B")]},
                       battlefields=[bf("bf1"), bf("bf2", "A", u("Cog", "c", "A"), u("Bomb", "bm", "A"))],
                       cards=CARDS, turn=B_TURN))
    run(sc, Action("move", 1, units=[sc.obj("e")], to=1), Action("pass", 1))
    return sc


POSITIONS = {"Brawl": _attacking, "Hush": _countering, "Improvised Projectile": _gear_thrower,
             "An Offer You Can't Refuse": _rich_in_gear, "Hexplosive Minefield": _bombed}
PLAYABLE = [pytest.param(n, marks=pytest.mark.xfail(strict=True, reason=f"the bot doesn't value {n} (game/bot)"))
            if n in BOT_NEVER_PLAYS else n
            for n in sorted(TERMS) if default_catalog().find(n).type not in ("battlefield", "legend")]


@pytest.mark.parametrize("card", PLAYABLE)
def test_the_bot_plays_the_card_and_answers_its_decisions(card: str) -> None:
    """The bot plays each card of the batch in a position where it helps, answering the decisions it raises;
    every action it takes is legal."""
    sc = _in_combat(card) if card in SPELLS_FOR_COMBAT else POSITIONS.get(card, _bot_position)(card)
    taken = _bot_turn(sc)
    assert any(a.kind == "play" and a.card == sc.obj("x") for a in taken), \
        f"the bot never played {card}: {[(a.kind, a.card) for a in taken]}"



# -- batch 4 -----------------------------------------------------------------------------------

def test_hunker_down() -> None:
    """"[Reaction] Ready a friendly unit. It can't move this turn. Draw 1." - no standard move for it, nor an
    effect's; next turn it moves again."""
    a = {"hand": [{"card": "Hunker Down", "as": "h"}], "runes": runes("calm", 1), "base": [u("Pup", "p", "A", exhausted=True)]}
    check(duel(a, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "h", "targets": ["p"]}, *RESOLVE,
        {"expect": {"exhausted": {"p": False}, "count": {"A": {"hand": 1}}}},
        {"act": "move", "by": "A", "units": ["p"], "to": "bf1", "expect_error": True}]))
    sc = Scenario(duel(a, cards=CARDS))
    run(sc, Action("play", 0, card=sc.obj("h"), targets=[sc.obj("p")], pay="auto"))
    passes(sc)
    assert not [x for x in legal_actions(sc.st, 0) if x.kind == "move"]
    run(sc, Action("end_turn", 0), Action("end_turn", 1))
    assert [x for x in legal_actions(sc.st, 0) if x.kind == "move"]


def test_hunker_down_stops_an_enemys_move_too() -> None:
    """"It can't move this turn" stops every move, an opponent's spell's too (unlike "they can't move it this turn",
    Vex, Apathetic: only its controller's moves) - B's Charm moves nothing once A hunkers down."""
    check(duel({"hand": [{"card": "Hunker Down", "as": "h"}], "runes": runes("calm", 1)},
               {"hand": [{"card": "Charm", "as": "ch"}], "runes": runes("calm", 2)}, cards=CARDS,
               battlefields=[bf("bf1", "A", u("Pup", "p", "A", exhausted=True)), bf("bf2")], turn=B_TURN, steps=[
        {"act": "play", "by": "B", "card": "ch", "targets": ["p"], "destination": "base"}, {"act": "pass", "by": "B"},
        {"act": "play", "by": "A", "card": "h", "targets": ["p"]}, *RESOLVE,
        {"act": "pass", "by": "B"}, {"act": "pass", "by": "A"},
        {"expect": {"zone": {"p": "bf1"}, "exhausted": {"p": False}, "chain": []}}]))
    check(duel({}, {"hand": [{"card": "Charm", "as": "ch"}], "runes": runes("calm", 2)}, cards=CARDS,
               battlefields=[bf("bf1", "A", u("Pup", "p", "A", exhausted=True)), bf("bf2")], turn=B_TURN, steps=[
        {"act": "play", "by": "B", "card": "ch", "targets": ["p"], "destination": "base"},
        {"act": "pass", "by": "B"}, {"act": "pass", "by": "A"},
        {"expect": {"zone": {"p": "base"}, "chain": []}}]))  # without it, Charm moves it


def test_entrenched_boar() -> None:
    """"You may have me enter ready. If you do, I can't move this turn." - yes: ready and staying; no: exhausted."""
    a = {"hand": [{"card": "Entrenched Boar", "as": "b"}], "runes": runes("order", 2)}
    check(duel(a, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "b"}, {"expect": {"pending": {"player": "A", "kind": "may"}}},
        {"act": "choose", "by": "A", "choice": {"yes": True}}, {"expect": {"exhausted": {"b": False}}},
        {"act": "move", "by": "A", "units": ["b"], "to": "bf1", "expect_error": True}]))
    check(duel(a, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "b"}, {"act": "choose", "by": "A", "choice": {"yes": False}},
        {"expect": {"exhausted": {"b": True}}}]))


def test_piltovan_guidebot() -> None:
    """"When you play a card, you may have my base Might become equal to that card's Energy cost this turn." - a
    6-cost unit: 6; declined: 3."""
    a = {"base": [u("Piltovan Guidebot", "g", "A")], "hand": [{"card": "Brute", "as": "b"}], "runes": runes("mind", 6)}
    check(duel(a, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "b"}, {"expect": {"pending": {"player": "A", "kind": "may"}}},
        {"act": "choose", "by": "A", "choice": {"yes": True}}, *RESOLVE, {"expect": {"might": {"g": 6}}},
        {"act": "end_turn", "by": "A"}, {"expect": {"might": {"g": 3}}}]))
    check(duel(a, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "b"}, {"act": "choose", "by": "A", "choice": {"yes": False}},
        {"expect": {"might": {"g": 3}, "chain": []}}]))


def test_fanfare() -> None:
    """"The next three times you play a unit this turn, draw 1." - three units: three draws, the fourth none;
    a spell doesn't count; next turn nothing."""
    a = {"hand": [{"card": "Fanfare", "as": "f"}, {"card": "Dud", "as": "d"}] +
         [{"card": "Pup", "as": f"p{i}"} for i in range(4)], "runes": runes("order", 7)}
    steps: list[dict[str, Any]] = [{"act": "play", "by": "A", "card": "f"}, *RESOLVE,
                                   {"act": "play", "by": "A", "card": "d"}, *RESOLVE, {"expect": {"chain": []}}]
    for i in range(3):
        steps += [{"act": "play", "by": "A", "card": f"p{i}"}, {"expect": {"chain": ["Fanfare (play_card)"]}}, *RESOLVE]
    steps += [{"expect": {"count": {"A": {"hand": 4}}}},  # 6 - Fanfare - Dud - 3 Pups + 3 drawn
              {"act": "play", "by": "A", "card": "p3"}, {"expect": {"chain": [], "count": {"A": {"hand": 3}}}}]
    check(duel(a, cards=CARDS, steps=steps))


def test_evelynn_agonys_embrace() -> None:
    """Legend: "Once each turn, when you play a card from face down, draw 1. Then, if it's not your turn, discard 1."
    - on my turn: draw; the second time that turn: nothing; on an opponent's turn: draw, then discard."""
    ev = "Evelynn, Agony's Embrace"
    fields = [{"as": "bf1", "controller": "A", "units": [u("Pup", "p", "A")],
               "facedown": {"card": "Sneak", "owner": "A", "as": "s1"}},
              {"as": "bf2", "controller": "A", "units": [u("Pup", "q", "A")],
               "facedown": {"card": "Sneak", "owner": "A", "as": "s2"}}]
    check(duel({"legend": ev}, cards=CARDS, battlefields=fields, steps=[
        {"act": "play", "by": "A", "card": "s1", "from": "facedown"}, *RESOLVE,
        {"expect": {"chain": [f"{ev} (play_card)"]}}, *RESOLVE, {"expect": {"count": {"A": {"hand": 1}}}},
        {"act": "play", "by": "A", "card": "s2", "from": "facedown"}, *RESOLVE, {"expect": {"chain": []}}]))
    check(duel({"legend": ev, "hand": [{"card": "Dud", "as": "d"}]}, {"hand": [{"card": "Dud", "as": "bd"}]}, cards=CARDS,
               battlefields=fields, turn=B_TURN, steps=[
        {"act": "play", "by": "B", "card": "bd"}, {"act": "pass", "by": "B"},
        {"act": "play", "by": "A", "card": "s1", "from": "facedown"}, {"act": "pass", "by": "A"}, {"act": "pass", "by": "B"},
        {"expect": {"chain": ["Dud", f"{ev} (play_card)"]}}, {"act": "pass", "by": "A"}, {"act": "pass", "by": "B"},
        {"expect": {"pending": {"player": "A", "kind": "choose_cards"}}}]))


def test_drakehound_packmaster() -> None:
    """"When you play me, reveal the top card of each opponent's Main Deck. Choose one and banish it, then play it,
    ignoring its cost. Recycle the rest." - the only opponent's top unit is played for me, free (nothing to choose
    in a Duel); with two opponents, one chosen, the other's recycled."""
    check(duel({"hand": [{"card": "Drakehound Packmaster", "as": "d"}], "runes": runes("fury", 11)},
               {"deck": [{"card": "Ogre", "as": "top"}, "Filler"]}, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "d"}, *RESOLVE,
        {"expect": {"zone": {"top": "base"}, "controller": {"top": "A"}, "owner": {"top": "B"}}}]))
    data = duel({"hand": [{"card": "Drakehound Packmaster", "as": "d"}], "runes": runes("fury", 11)},
                {"deck": [{"card": "Ogre", "as": "top"}, "Filler"]}, cards=CARDS)
    data["mode"] = "ffa3"
    data["players"].append({"name": "C", "deck": [{"card": "Pup", "as": "ctop"}, "Filler"]})
    data["battlefields"].append({"as": "bf3"})
    data["steps"] = [{"act": "play", "by": "A", "card": "d"}, {"act": "pass", "by": "A"}, {"act": "pass", "by": "B"},
                     {"act": "pass", "by": "C"}, {"expect": {"pending": {"player": "A", "kind": "choose_option"}}},
                     {"act": "choose", "by": "A", "choice": {"option": "C: Pup"}},  # a player and the card's name
                     {"expect": {"zone": {"ctop": "base", "top": "main_deck"}, "controller": {"ctop": "A"}}}]
    check(data)


def test_trifarian_captain() -> None:
    """"When you play me, look at the top 4 cards of your Main Deck. You may reveal from among them a unit or gear with
    Energy cost no more than [3] and with Power cost no more than [A] and draw it. Recycle the rest." - not a 5-cost
    gear; choosing none recycles all four."""
    deck = [{"card": "Relic", "as": "dear"}, {"card": "Pup", "as": "pick"}, {"card": "Dud", "as": "sp"},
            {"card": "Trinket", "as": "tr"}, {"card": "Filler", "as": "fifth"}]
    a = {"hand": [{"card": "Trifarian Captain", "as": "c"}], "runes": runes("order", 2), "deck": deck}
    check(duel(a, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "c"}, *RESOLVE,
        {"expect": {"pending": {"player": "A", "kind": "choose_cards"}}},
        {"act": "choose", "by": "A", "choice": {"cards": ["dear"]}, "expect_error": True},
        {"act": "choose", "by": "A", "choice": {"cards": ["pick"]}},
        {"expect": {"zone": {"pick": "hand"}, "log_contains": "reveals Pup"}}]))
    sc = Scenario(duel(a, cards=CARDS))
    run(sc, Action("play", 0, card=sc.obj("c"), pay="auto"))
    passes(sc)
    run(sc, Action("choose", 0, choice={"cards": []}))
    assert sc.st.players[0].main_deck[0] == sc.obj("fifth")  # the four looked at went to the bottom


def test_bedeviling_stranger() -> None:
    """"[Hidden] When you play me, choose a battlefield. If there are 4 or more units there, you may return an enemy
    unit there to its owner's hand." - with 3 units there, nothing."""
    four = [bf("bf1", "A", u("Pup", "p1", "A"), u("Pup", "p2", "A"), u("Pup", "e1", "B"), u("Pup", "e2", "B")), bf("bf2")]
    a = {"hand": [{"card": "Bedeviling Stranger", "as": "s"}], "runes": runes("chaos", 2)}
    check(duel(a, cards=CARDS, battlefields=four, steps=[
        {"act": "play", "by": "A", "card": "s"},
        {"act": "choose", "by": "A", "choice": {"targets": ["bf1", "p1"]}, "expect_error": True},  # an enemy unit
        {"act": "choose", "by": "A", "choice": {"targets": ["bf1", "e1"]}}, *RESOLVE,
        {"expect": {"zone": {"e1": "hand"}}}]))
    three = [bf("bf1", "A", u("Pup", "p1", "A"), u("Pup", "e1", "B"), u("Pup", "e2", "B")), bf("bf2")]
    check(duel(a, cards=CARDS, battlefields=three, steps=[
        {"act": "play", "by": "A", "card": "s"}, {"act": "choose", "by": "A", "choice": {"targets": ["bf1", "e1"]}},
        *RESOLVE, {"expect": {"zone": {"e1": "bf1"}}}]))


def test_scrutinizing_scope() -> None:
    """"[1], [E]: Choose an opponent. They guess a card type. Reveal the top card of your Main Deck. If it has that
    type, recycle it. Otherwise, draw it." - the opponent guesses; right: recycled; wrong: drawn."""
    a = {"base": [{"card": "Scrutinizing Scope", "as": "s"}], "runes": runes("mind", 1),
         "deck": [{"card": "Pup", "as": "top"}, "Filler"]}
    for guess, zone in (("unit", "main_deck"), ("spell", "hand")):
        check(duel(a, cards=CARDS, steps=[
            {"act": "activate", "by": "A", "source": "s"}, *RESOLVE,
            {"expect": {"pending": {"player": "B", "kind": "choose_option"}}},
            {"act": "choose", "by": "B", "choice": {"option": guess}},
            {"expect": {"zone": {"top": zone}, "log_contains": "reveals Pup"}}]))


def test_bandle_scouts_academy() -> None:
    """"When you hide a card here, play a Gold gear token exhausted." - not when hiding elsewhere."""
    fields = [bf("bf1", "A", u("Pup", "p", "A"), card="Bandle Scouts' Academy"), bf("bf2", "A", u("Pup", "q", "A"))]
    a = {"hand": [{"card": "Sneak", "as": "s1"}, {"card": "Sneak", "as": "s2"}], "runes": runes("chaos", 2)}
    check(duel(a, cards=CARDS, battlefields=fields, steps=[
        {"act": "hide", "by": "A", "card": "s2", "at": "bf2"}, {"expect": {"chain": []}},
        {"act": "hide", "by": "A", "card": "s1", "at": "bf1"}, {"expect": {"chain": ["Bandle Scouts' Academy (hide_here)"]}},
        *RESOLVE, {"expect": {"count": {"A": {"base": 1}}, "log_contains": "plays a Gold token"}}]))


def test_blossoming_dreamroot() -> None:
    """"[Deploy] When you win a combat here, draw 1." - a combat won here; a combat lost doesn't."""
    fields = [bf("bf1", "B", u("Pup", "e", "B"), u("Blossoming Dreamroot", "d", "A")), bf("bf2")]
    check(duel({"base": [u("Ogre", "o", "A")]}, cards=CARDS, battlefields=fields, steps=[
        {"act": "move", "by": "A", "units": ["o"], "to": "bf1"}, *RESOLVE,
        {"expect": {"chain": ["Blossoming Dreamroot (win_combat)"]}}, *RESOLVE, {"expect": {"count": {"A": {"hand": 1}}}}]))
    check(duel({"base": [u("Pup", "p", "A")]}, cards=CARDS,
               battlefields=[bf("bf1", "B", u("Ogre", "e", "B"), u("Blossoming Dreamroot", "d", "A")), bf("bf2")], steps=[
        {"act": "move", "by": "A", "units": ["p"], "to": "bf1"}, *RESOLVE, {"expect": {"chain": [], "count": {"A": {"hand": 0}}}}]))


def test_the_bot_kills_its_bomb_where_it_is_attacked() -> None:
    """Hexplosive Minefield where B's Ogre attacks A's Cog and Bomb: the bot kills the Bomb (answering the choice of
    Bombs), its Deathknell deals 2 to the Ogre and the Cog's 2 kill it: B doesn't take bf2."""
    sc = _bombed("Hexplosive Minefield")
    taken = _bot_turn(sc)
    assert any(a.kind == "play" and a.card == sc.obj("x") for a in taken), taken
    assert sc.st.objs[sc.obj("e")].zone == "trash" and sc.st.battlefields[1].controller != 1
