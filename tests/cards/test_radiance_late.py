"""Radiance (RAD), batch 5 (`game/cards/radiance_late.py`): one test per card, named after it, quoting its
printed text (the official gallery of 2026-10-10) and the rules it relies on (Core Rules 2026-10-09): each
clause, conditions both ways, a "may" taken and declined, target restrictions, and a target that became
illegal; then the bot plays each card and answers its decisions."""

from __future__ import annotations

import pytest

from game.cards.radiance_late import SCRIPTS as LATE
from game.engine import apply, legal_actions
from game.engine.model.actions import Action
from game.engine.model.cards import default_catalog
from game.engine.model.errors import IllegalAction
from game.engine.read.conditions import play_permitted
from game.engine.read.layers import keyword, might
from game.scenarios.runner import Scenario

from .helpers import check, duel
from .test_origins import RESOLVE, bf, u
from .test_radiance import _bot_position, _bot_turn, passes, run
from .test_radiance_more import B_TURN, CARDS, runes

HOLD_TURN = {"player": "A", "phase": "beginning", "number": 3}
MORE_CARDS = {
    **CARDS,
    "Rouse": {"type": "spell", "cost": 0, "keywords": ["Reaction"],
              "script": {"targets": [{"what": "unit"}], "effects": [["ready", {"to": "t0"}]]}},
    "Sap": {"type": "spell", "cost": 0, "keywords": ["Reaction"],
            "script": {"targets": [{"what": "unit"}], "effects": [["might", {"amount": -2, "to": "t0"}]]}},
    "Haul": {"type": "spell", "cost": 0, "keywords": ["Action"],
             "script": {"targets": [{"what": "gear", "who": "friendly"}], "effects": [["move", {"to": "t0"}]]}},
}


# -- units -------------------------------------------------------------------------------------

def test_storm_raptor() -> None:
    """"[Deflect] When a stunned enemy unit dies here, draw 1." - a stunned enemy dying at my battlefield draws; an
    enemy that isn't stunned, a stunned one dying elsewhere, and a friendly stunned unit don't."""
    fields = [bf("bf1", "A", u("Storm Raptor", "r", "A"), u("Pup", "e", "B", stunned=True), u("Pup", "f", "A", stunned=True),
                 u("Pup", "n", "B")),
              bf("bf2", "B", u("Pup", "x", "B", stunned=True))]
    zap = {"hand": [{"card": "Zap", "as": "z1"}, {"card": "Zap", "as": "z2"}, {"card": "Zap", "as": "z3"},
                    {"card": "Zap", "as": "z4"}]}
    check(duel(zap, cards=CARDS, battlefields=fields, steps=[
        {"act": "play", "by": "A", "card": "z1", "targets": ["e"]}, *RESOLVE,
        {"expect": {"zone": {"e": "trash"}, "chain": ["Storm Raptor (enemy_dies)"]}}, *RESOLVE,
        {"expect": {"count": {"A": {"hand": 4}}}},  # 3 Zaps left + the card drawn
        {"act": "play", "by": "A", "card": "z2", "targets": ["n"]}, *RESOLVE,
        {"expect": {"zone": {"n": "trash"}, "chain": []}},  # not stunned
        {"act": "play", "by": "A", "card": "z3", "targets": ["x"]}, *RESOLVE,
        {"expect": {"zone": {"x": "trash"}, "chain": []}},  # stunned, but not here
        {"act": "play", "by": "A", "card": "z4", "targets": ["f"]}, *RESOLVE,
        {"expect": {"zone": {"f": "trash"}, "chain": [], "count": {"A": {"hand": 1}}}}]))  # friendly
    assert default_catalog().find("Storm Raptor").has("Deflect")


def test_ekko_revolutionary() -> None:
    """"I enter ready. [Assault] [Action][>] Discard 1, [1][Fury]: Banish me, then play me to your base, ignoring my
    cost." - from a battlefield he comes back ready to the base (a new object, 124: damage gone); the ability needs a
    card to discard; at Action timing only (not on an opponent's turn outside a showdown)."""
    a = {"hand": [{"card": "Dud", "as": "d"}], "runes": runes("fury", 2)}
    fields = [bf("bf1", "A", u("Ekko, Revolutionary", "k", "A", exhausted=True, damage=1)), bf("bf2")]
    sc = Scenario(duel(a, cards=CARDS, battlefields=fields))
    run(sc, Action("activate", 0, card=sc.obj("k"), ability=0, options={"discard": [sc.obj("d")]}, pay="auto"))
    passes(sc)
    k = sc.st.objs[sc.obj("k")]
    assert k.zone == "base" and not k.exhausted and k.damage == 0
    assert sc.st.objs[sc.obj("d")].zone == "trash" and len(sc.st.players[0].runes) == 1  # [Fury] recycled a rune
    check(duel({"runes": runes("fury", 2)}, cards=CARDS, battlefields=fields, steps=[
        {"act": "activate", "by": "A", "source": "k", "ability": 0, "expect_error": True}]))  # nothing to discard
    check(duel(a, cards=CARDS, battlefields=fields, turn=B_TURN, steps=[
        {"act": "activate", "by": "A", "source": "k", "ability": 0, "expect_error": True}]))  # not A's turn
    # played from the hand he enters ready (a plain play)
    check(duel({"hand": [{"card": "Ekko, Revolutionary", "as": "k"}], "runes": runes("fury", 6)}, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "k"}, {"expect": {"exhausted": {"k": False}}}]))


def test_ekko_revolutionary_gone_before_it_resolves() -> None:
    """"Banish me, then play me": once he has left the board he is a new object (124) - nothing is banished or
    played from the trash."""
    a = {"hand": [{"card": "Dud", "as": "d"}], "runes": runes("fury", 2)}
    sc = Scenario(duel(a, {"hand": [{"card": "Zap", "as": "z"}]}, cards=CARDS,
                       battlefields=[bf("bf1", "A", u("Ekko, Revolutionary", "k", "A", damage=2)), bf("bf2")]))
    run(sc, Action("activate", 0, card=sc.obj("k"), ability=0, options={"discard": [sc.obj("d")]}, pay="auto"),
        Action("pass", 0), Action("play", 1, card=sc.obj("z"), targets=[sc.obj("k")], pay="auto"))
    passes(sc, 4)
    assert sc.st.objs[sc.obj("k")].zone == "trash" and not sc.st.chain


def test_meticulous_restorationist() -> None:
    """"When you play a card with Energy cost [7] or more, you may play me from your trash for [Order]." - from the
    trash only; [Order] instead of my cost (taken: played to base, a rune recycled; declined: I stay); a card of
    cost 6 doesn't trigger it; without an [Order] rune the play fails and I stay in the trash."""
    a = {"hand": [{"card": "Colossus", "as": "c"}, {"card": "Brute", "as": "b"}], "runes": runes("order", 8),
         "trash": [{"card": "Meticulous Restorationist", "as": "m"}]}
    check(duel(a, cards=CARDS, steps=[  # the "may" is decided as the trigger is finalized (383.3.b)
        {"act": "play", "by": "A", "card": "c"}, {"expect": {"pending": {"player": "A", "kind": "may"}}},
        {"act": "choose", "by": "A", "choice": {"yes": True}},
        {"expect": {"chain": ["Meticulous Restorationist (play_card)"]}}, *RESOLVE,
        {"expect": {"zone": {"m": "base"}, "count": {"A": {"runes": 7}}, "chain": []}}]))
    check(duel(a, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "c"}, {"act": "choose", "by": "A", "choice": {"yes": False}},
        {"expect": {"zone": {"m": "trash"}, "count": {"A": {"runes": 8}}, "chain": []}}]))
    check(duel(a, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "b"}, {"expect": {"chain": [], "pending": None, "zone": {"m": "trash"}}}]))
    check(duel({**a, "runes": runes("fury", 8)}, cards=CARDS, steps=[  # no [Order]: the play fails
        {"act": "play", "by": "A", "card": "c"}, {"act": "choose", "by": "A", "choice": {"yes": True}}, *RESOLVE,
        {"expect": {"zone": {"m": "trash"}, "log_contains": "can't be played"}}]))
    check(duel({**a, "trash": [], "base": [u("Meticulous Restorationist", "m", "A")]}, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "c"}, {"expect": {"chain": [], "pending": None}}]))  # on the board: nothing


def test_battlefield_armorer() -> None:
    """"When a friendly gear at a battlefield dies, you may pay [1] to return it to its owner's hand." - paid: the
    gear returns; declined: it stays in the trash; not for a gear dying in a base, nor an enemy's gear."""
    a = {"base": [u("Battlefield Armorer", "ba", "A"), {"card": "Trinket", "as": "t"}], "runes": runes("order", 1),
         "hand": [{"card": "Defuse", "as": "d1"}, {"card": "Defuse", "as": "d2"}]}
    fields = [bf("bf1", "A", {"card": "Flag", "as": "f", "controller": "A"}, {"card": "Flag", "as": "ef", "controller": "B"}),
              bf("bf2")]
    check(duel(a, cards=CARDS, battlefields=fields, steps=[
        {"act": "play", "by": "A", "card": "d1", "targets": ["f"]}, *RESOLVE,
        {"expect": {"zone": {"f": "trash"}, "pending": {"player": "A", "kind": "may"}}},
        {"act": "choose", "by": "A", "choice": {"yes": True}}, *RESOLVE,
        {"expect": {"zone": {"f": "hand"}, "count": {"A": {"runes": 1}}}},
        {"act": "play", "by": "A", "card": "d2", "targets": ["t"]}, *RESOLVE,
        {"expect": {"zone": {"t": "trash"}, "pending": None, "chain": []}}]))  # in a base: nothing
    check(duel(a, cards=CARDS, battlefields=fields, steps=[
        {"act": "play", "by": "A", "card": "d1", "targets": ["f"]}, *RESOLVE,
        {"act": "choose", "by": "A", "choice": {"yes": False}},
        {"expect": {"zone": {"f": "trash"}, "chain": []}},
        {"act": "play", "by": "A", "card": "d2", "targets": ["ef"]}, *RESOLVE,
        {"expect": {"zone": {"ef": "trash"}, "pending": None, "chain": []}}]))  # an enemy's gear
    check(duel({**a, "runes": []}, cards=CARDS, battlefields=fields, steps=[
        {"act": "play", "by": "A", "card": "d1", "targets": ["f"]}, *RESOLVE,  # [1] can't be paid: not asked
        {"expect": {"zone": {"f": "trash"}, "pending": None, "chain": []}}]))


def test_demacian_illuminators() -> None:
    """"When one or more friendly units die, [Buff] a friendly unit." - two units dying at once trigger it once (one
    event, 383.3); a later death triggers it again; an enemy unit dying doesn't."""
    a = {"hand": [{"card": "Avalanche", "as": "av"}, {"card": "Zap", "as": "z"}, {"card": "Zap", "as": "z2"}],
         "runes": runes("body", 5), "base": [u("Pup", "p1", "A"), u("Pup", "p2", "A")]}
    fields = [bf("bf1", "A", u("Demacian Illuminators", "i", "A"), u("Wall", "w", "A")),
              bf("bf2", "A", u("Pup", "p3", "A"))]
    check(duel(a, {"base": [u("Pup", "e", "B")]}, cards=CARDS, battlefields=fields, steps=[
        {"act": "play", "by": "A", "card": "av"}, *RESOLVE,
        {"expect": {"zone": {"p1": "trash", "p2": "trash", "e": "trash"},
                    "pending": {"player": "A", "kind": "choose_targets"}}},
        {"act": "choose", "by": "A", "choice": {"targets": ["w"]}},
        {"expect": {"chain": ["Demacian Illuminators (friendly_units_die)"]}}, *RESOLVE,
        {"expect": {"buffed": {"w": True, "i": False}, "chain": []}},
        {"act": "play", "by": "A", "card": "z", "targets": ["p3"]}, *RESOLVE,
        {"act": "choose", "by": "A", "choice": {"targets": ["i"]}}, *RESOLVE,
        {"expect": {"buffed": {"i": True}, "chain": []}}]))
    check(duel({"hand": [{"card": "Zap", "as": "z"}]}, {"base": [u("Pup", "e", "B")]}, cards=CARDS,
               battlefields=[bf("bf1", "A", u("Demacian Illuminators", "i", "A")), bf("bf2")], steps=[
        {"act": "play", "by": "A", "card": "z", "targets": ["e"]}, *RESOLVE,
        {"expect": {"zone": {"e": "trash"}, "chain": [], "pending": None}}]))


def test_reckless_innovator() -> None:
    """"[Accelerate] When I become exhausted, choose one - Play a Gold gear token exhausted. / Pay [Chaos] to draw
    1." - moving exhausts it: a Gold token, or [Chaos] paid for a card (declined: nothing); without a [Chaos] to pay,
    the second mode does nothing."""
    def game(runes_: list[str]) -> dict:
        return duel({"base": [u("Reckless Innovator", "ri", "A")], "runes": runes_, "deck": ["Pup"] * 3},
                    cards=CARDS, battlefields=[bf("bf1", "A", u("Pup", "h", "A")), bf("bf2")])
    move = [{"act": "move", "by": "A", "units": ["ri"], "to": "bf1"},
            {"expect": {"chain": ["Reckless Innovator (exhausted)"]}}, *RESOLVE,
            {"expect": {"pending": {"player": "A", "kind": "choose_option"}}}]
    gold = game([])
    gold["steps"] = [*move, {"act": "choose", "by": "A", "choice": {"option": "Play a Gold gear token"}},
                     {"expect": {"count": {"A": {"base": 1}}, "log_contains": "plays a Gold token"}}]
    check(gold)
    drawn = game(runes("chaos", 1))
    drawn["steps"] = [*move, {"act": "choose", "by": "A", "choice": {"option": "Pay [Chaos] to draw 1"}},
                      {"expect": {"pending": {"player": "A", "kind": "may"}}},
                      {"act": "choose", "by": "A", "choice": {"yes": True}},
                      {"expect": {"count": {"A": {"hand": 1, "runes": 0}}}}]
    check(drawn)
    broke = game(runes("fury", 1))
    broke["steps"] = [*move, {"act": "choose", "by": "A", "choice": {"option": "Pay [Chaos] to draw 1"}},
                      {"expect": {"pending": None, "count": {"A": {"hand": 0, "runes": 1}}}}]
    check(broke)
    assert default_catalog().find("Reckless Innovator").has("Accelerate")


def test_riven_broken_blade() -> None:
    """"When I become exhausted, choose one that hasn't been chosen this turn - [Buff] me. / Spend my buff to [Stun]
    an enemy unit. / Spend my buff to ready me." - without a buff only "buff me" can be chosen (taken alone); once
    chosen it is gone for the turn; the buff pays for a stun or a ready; with every mode chosen, nothing."""
    a = {"base": [u("Riven, Broken Blade", "rv", "A")], "hand": [{"card": "Rouse", "as": f"r{i}"} for i in range(3)]}
    fields = [bf("bf1", "A", u("Pup", "h", "A")), bf("bf2", "B", u("Pup", "e", "B"))]
    sc = Scenario(duel(a, cards=MORE_CARDS, battlefields=fields))
    rv = sc.obj("rv")

    def exhaust(to: int, card: str) -> None:  # ready her with Rouse, then move her (a move exhausts)
        run(sc, Action("play", 0, card=sc.obj(card), targets=[rv], pay="auto"))
        passes(sc)
        run(sc, Action("move", 0, units=[rv], to=to))
        assert [c.name for c in sc.st.chain] == ["Riven, Broken Blade (exhausted)"]
        passes(sc)

    run(sc, Action("move", 0, units=[rv], to=0))
    passes(sc)  # one mode open: taken without asking
    assert sc.st.objs[rv].buffs == 1 and sc.st.pending is None
    exhaust(-1, "r0")
    assert sc.st.pending is not None and sc.st.pending.options == ["Spend my buff to stun an enemy unit",
                                                                   "Spend my buff to ready me"]
    run(sc, Action("choose", 0, choice={"option": "Spend my buff to ready me"}))
    assert sc.st.objs[rv].buffs == 0 and not sc.st.objs[rv].exhausted
    run(sc, Action("move", 0, units=[rv], to=0))
    passes(sc)  # no buff to spend, "buff me" chosen already: nothing to choose
    assert sc.st.pending is None and sc.st.objs[rv].buffs == 0 and not sc.st.objs[sc.obj("e")].stunned
    # another game: buffed, the stun mode chooses an enemy unit as it resolves
    check(duel({"base": [u("Riven, Broken Blade", "rv", "A", buff=True)]}, cards=MORE_CARDS, battlefields=fields,
               steps=[{"act": "move", "by": "A", "units": ["rv"], "to": "bf1"}, *RESOLVE,
                      {"act": "choose", "by": "A", "choice": {"option": "Spend my buff to stun an enemy unit"}},
                      {"expect": {"stunned": {"e": True}, "buffed": {"rv": False}}}]))


def test_akali_brash() -> None:
    """"The first time I move each turn, [Add] [1][A]. The second time I move each turn, banish the top card of your
    Main Deck. Until your next Ending Phase, you may play that card. (You still pay its costs.)" - the first move
    adds at once (430.2); the second banishes the top card, which she may then play paying its cost; a third move
    does nothing."""
    a = {"base": [u("Akali, Brash", "ak", "A")], "hand": [{"card": "Rouse", "as": "r1"}, {"card": "Rouse", "as": "r2"}],
         "deck": [{"card": "Ogre", "as": "top"}, {"card": "Pup", "as": "next"}], "runes": runes("fury", 1)}
    sc = Scenario(duel(a, cards=MORE_CARDS, battlefields=[bf("bf1", "A", u("Pup", "h", "A")), bf("bf2")]))
    ak = sc.obj("ak")
    run(sc, Action("move", 0, units=[ak], to=0))
    assert sc.st.players[0].energy == 1 and sc.st.players[0].power.get("any") == 1 and not sc.st.chain
    run(sc, Action("play", 0, card=sc.obj("r1"), targets=[ak], pay="auto"))
    passes(sc)
    run(sc, Action("move", 0, units=[ak], to=-1))
    assert [c.name for c in sc.st.chain] == ["Akali, Brash (second_move)"]
    passes(sc)
    top = sc.obj("top")
    assert sc.st.objs[top].zone == "banishment"
    assert [x for x in legal_actions(sc.st, 0) if x.kind == "play" and x.card == top]
    run(sc, Action("play", 0, card=sc.obj("r2"), targets=[ak], pay="auto"))
    passes(sc)
    run(sc, Action("move", 0, units=[ak], to=0))
    assert not sc.st.chain and sc.st.objs[sc.obj("next")].zone == "main_deck"  # a third move: nothing
    run(sc, Action("play", 0, card=top, pay="auto"))  # the Ogre, its cost paid from the rune
    assert sc.st.objs[top].zone == "base"


def test_transpositionist() -> None:
    """"[Chaos], [E]: Return a friendly unit to its owner's hand. You may play a unit with less Might than that unit
    had, ignoring its cost." - a 4 [M] unit returned: a 2 [M] unit of the hand may be played free (not one of 4 or
    9); declined, nothing is played; with none weaker nothing is asked; an enemy unit can't be chosen."""
    a = {"base": [u("Transpositionist", "tp", "A"), u("Ogre", "o", "A")], "runes": runes("chaos", 1),
         "hand": [{"card": "Pup", "as": "p"}, {"card": "Wall", "as": "w"}, {"card": "Ogre", "as": "o2"}]}
    check(duel(a, {"base": [u("Pup", "e", "B")]}, cards=CARDS, steps=[
        {"act": "activate", "by": "A", "source": "tp", "targets": ["e"], "expect_error": True},
        {"act": "activate", "by": "A", "source": "tp", "targets": ["o"]}, *RESOLVE,
        {"expect": {"zone": {"o": "hand"}, "pending": {"player": "A", "kind": "choose_cards"}}},
        {"act": "choose", "by": "A", "choice": {"cards": ["w"]}, "expect_error": True},
        {"act": "choose", "by": "A", "choice": {"cards": ["p"]}},
        {"expect": {"zone": {"p": "base", "w": "hand", "o2": "hand"}, "count": {"A": {"runes": 0}}}}]))
    check(duel(a, cards=CARDS, steps=[
        {"act": "activate", "by": "A", "source": "tp", "targets": ["o"]}, *RESOLVE,
        {"act": "choose", "by": "A", "choice": {"cards": []}},
        {"expect": {"zone": {"p": "hand", "o": "hand"}, "pending": None}}]))
    check(duel({**a, "hand": [{"card": "Wall", "as": "w"}]}, cards=CARDS, steps=[
        {"act": "activate", "by": "A", "source": "tp", "targets": ["o"]}, *RESOLVE,
        {"expect": {"zone": {"o": "hand"}, "pending": None, "chain": []}}]))


def test_heartening_soul() -> None:
    """"When you play me, ready a friendly legend. Friendly legends have "[E]: Give a unit +3 [M] this turn."" - the
    exhausted legend is readied; while the Soul is on the board it has the ability (its [E] exhausts it); the
    opponent's legend doesn't; with the Soul gone, neither has it."""
    sc = Scenario(duel({"hand": [{"card": "Heartening Soul", "as": "hs"}, {"card": "Bounce", "as": "bn"}],
                        "runes": runes("calm", 7), "base": [u("Pup", "p", "A")]}, {"base": [u("Pup", "e", "B")]},
                       cards=CARDS))
    mine, theirs = sc.st.players[0].legend, sc.st.players[1].legend
    assert not [x for x in legal_actions(sc.st, 0) if x.kind == "activate" and x.card == mine]
    sc.st.objs[mine].exhausted = True  # (used earlier this turn)
    run(sc, Action("play", 0, card=sc.obj("hs"), pay="auto"))
    passes(sc)
    assert not sc.st.objs[mine].exhausted
    uses = [x for x in legal_actions(sc.st, 0) if x.kind == "activate" and x.card == mine]
    assert {tuple(x.targets) for x in uses} >= {(sc.obj("p"),), (sc.obj("e"),), (sc.obj("hs"),)}
    run(sc, Action("activate", 0, card=mine, ability=uses[0].ability, targets=[sc.obj("p")], pay="auto"))
    passes(sc)
    assert might(sc.st, sc.obj("p")) == 5 and sc.st.objs[mine].exhausted
    from game.engine.read.scripts import ability_list

    assert not ability_list(sc.st, sc.st.card(theirs), theirs)  # the opponent's legend: nothing granted
    sc.st.objs[mine].exhausted = False
    assert [x for x in legal_actions(sc.st, 0) if x.kind == "activate" and x.card == mine]
    run(sc, Action("play", 0, card=sc.obj("bn"), targets=[sc.obj("hs")], pay="auto"))  # the Soul back to the hand
    passes(sc)
    assert not [x for x in legal_actions(sc.st, 0) if x.kind == "activate" and x.card == mine]


def test_ahri_confident() -> None:
    """"[Disarm] When you reduce the Might of an enemy unit here by 1 or more, give me +1 [M] this turn." - her own
    Disarm as she attacks counts; a -2 spell on an enemy elsewhere, or on a friendly unit, doesn't."""
    fields = [bf("bf1", "A", u("Pup", "f", "A")), bf("bf2", "B", u("Ogre", "e", "B")), bf("bf3", "B", u("Pup", "x", "B"))]
    check(duel({"base": [u("Ahri, Confident", "ah", "A")], "hand": [{"card": "Sap", "as": "s1"}, {"card": "Sap", "as": "s2"}]},
               cards=MORE_CARDS, battlefields=fields, steps=[
        {"act": "play", "by": "A", "card": "s1", "targets": ["x"]}, *RESOLVE, {"expect": {"chain": [], "might": {"ah": 4}}},
        {"act": "play", "by": "A", "card": "s2", "targets": ["f"]}, *RESOLVE, {"expect": {"chain": []}},
        {"act": "move", "by": "A", "units": ["ah"], "to": "bf2"}, {"expect": {"chain": ["Ahri, Confident (disarm)"]}},
        *RESOLVE, {"expect": {"might": {"e": 3}, "chain": ["Ahri, Confident (reduce_enemy_might)"]}},
        {"act": "pass", "by": "A"}, {"act": "pass", "by": "B"}, {"expect": {"might": {"ah": 5}}}]))
    assert default_catalog().find("Ahri, Confident").has("Disarm")


def test_firebrand_raider() -> None:
    """"I enter ready. When you play me, ready all enemy units. Other units enter ready. Units don't ready during the
    Awaken Phase." - enemy units readied; a unit played after it enters ready (an opponent's too); in the next Awaken
    Phase units stay exhausted, gear readies."""
    a = {"hand": [{"card": "Firebrand Raider", "as": "fr"}, {"card": "Pup", "as": "p"}], "runes": runes("fury", 7)}
    b = {"base": [u("Pup", "e", "B", exhausted=True), u("Ogre", "o", "B", exhausted=True),
                  {"card": "Trinket", "as": "bt", "exhausted": True}]}
    check(duel(a, b, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "fr"}, {"expect": {"exhausted": {"fr": False}}}, *RESOLVE,
        {"expect": {"exhausted": {"e": False, "o": False, "bt": True}}},
        {"act": "play", "by": "A", "card": "p"}, {"expect": {"exhausted": {"p": False}}}]))
    check(duel({"base": [u("Firebrand Raider", "fr", "A")]},
               {"base": [u("Pup", "e", "B", exhausted=True), {"card": "Trinket", "as": "bt", "exhausted": True}],
                "hand": [{"card": "Pup", "as": "bp"}], "runes": runes("fury", 1), "deck": ["Pup"] * 3}, cards=CARDS,
               steps=[{"act": "end_turn", "by": "A"}, {"act": "run_until", "phase": "main"},
                      {"expect": {"turn": {"player": "B"}, "exhausted": {"e": True, "bt": False}}},
                      {"act": "play", "by": "B", "card": "bp"}, {"expect": {"exhausted": {"bp": False}}}]))


# -- gear --------------------------------------------------------------------------------------

def test_runeblade_anvil() -> None:
    """"When you play this or when this leaves the board, banish the top card of your Main Deck. Until your next
    Ending Phase, you may play that card. (You still pay its costs.) [2][Chaos], [E]: Kill this." - played: the top
    card is banished and playable (its cost paid; not by the opponent); killed by its ability: another; the
    permission ends as A's Ending Phase begins."""
    a = {"hand": [{"card": "Runeblade Anvil", "as": "ra"}], "runes": runes("chaos", 5),
         "deck": [{"card": "Ogre", "as": "top"}, {"card": "Brute", "as": "two"}, {"card": "Pup", "as": "three"}]}
    sc = Scenario(duel(a, cards=CARDS))
    run(sc, Action("play", 0, card=sc.obj("ra"), pay="auto"))
    assert [c.name for c in sc.st.chain] == ["Runeblade Anvil (play)"]
    passes(sc)
    top, two = sc.obj("top"), sc.obj("two")
    assert sc.st.objs[top].zone == "banishment"
    plays = [x for x in legal_actions(sc.st, 0) if x.kind == "play" and x.card == top]
    assert plays
    assert not play_permitted(sc.st, 1, top)  # not the opponent's to play
    run(sc, Action("activate", 0, card=sc.obj("ra"), ability=0, pay="auto"))  # [2][Chaos], [E]: kill this
    passes(sc)
    assert sc.st.objs[sc.obj("ra")].zone == "trash" and [c.name for c in sc.st.chain] == ["Runeblade Anvil (leaves)"]
    passes(sc)
    assert sc.st.objs[two].zone == "banishment"
    assert play_permitted(sc.st, 0, two) and not [x for x in legal_actions(sc.st, 0) if x.card == two]
    with pytest.raises(IllegalAction, match="pay"):  # the Brute costs 6: its cost is still paid (2 runes left)
        apply(sc.st, Action("play", 0, card=two, pay="auto"))
    run(sc, Action("play", 0, card=top, pay="auto"))
    assert sc.st.objs[top].zone == "base"
    run(sc, Action("end_turn", 0))  # A's Ending Phase: the permission is over
    assert not play_permitted(sc.st, 0, two)
    run(sc, Action("end_turn", 1))  # A's next turn, runes enough for the Brute: still not from the banishment
    assert sc.st.turn_player == 0 and sc.st.phase == "main"
    with pytest.raises(IllegalAction, match="can't be played from the banishment"):
        apply(sc.st, Action("play", 0, card=two, pay="auto"))


def test_dockside_lock_up() -> None:
    """"[Deploy] When you play this, banish a unit here. When you hold here, kill this to play the banished card,
    ignoring its cost. (Tokens aren't cards.)" - B's unit banished; when A holds there, the gear dies and A plays
    that card (now A's unit); a token banished ceases to exist: nothing to play, the gear stays."""
    a = {"hand": [{"card": "Dockside Lock-Up", "as": "dl"}], "runes": runes("order", 8), "base": [u("Pup", "p", "A")],
         "deck": ["Pup"] * 5}
    sc = Scenario(duel(a, {"deck": ["Pup"] * 5}, cards=CARDS, battlefields=[bf("bf1", "B", u("Ogre", "e", "B")), bf("bf2")]))
    run(sc, Action("play", 0, card=sc.obj("dl"), to=0, pay="auto"))
    assert [c.name for c in sc.st.chain] == ["Dockside Lock-Up (play)"]
    passes(sc)
    e = sc.obj("e")
    assert sc.st.objs[e].zone == "banishment"
    run(sc, Action("move", 0, units=[sc.obj("p")], to=0))  # A takes the battlefield
    while sc.st.chain or sc.st.showdown is not None:
        passes(sc, 1)
    assert sc.st.battlefields[0].controller == 0
    run(sc, Action("end_turn", 0), Action("end_turn", 1))  # A's Beginning Phase: A holds bf1
    names = [c.name for c in sc.st.chain]
    assert "Dockside Lock-Up (hold)" in names, names
    while sc.st.chain or sc.st.pending is not None:
        if sc.st.pending is not None and sc.st.pending.kind == "choose_destination":
            run(sc, Action("choose", 0, choice={"battlefield": -1}))
            continue
        passes(sc, 1)
    assert sc.st.objs[sc.obj("dl")].zone == "trash"
    assert sc.st.objs[e].zone in ("base", "battlefield") and sc.st.objs[e].controller == 0
    check(duel({**a, "hand": [{"card": "Dockside Lock-Up", "as": "dl"}]}, cards=CARDS,
               battlefields=[bf("bf1", "B", u("Recruit", "t", "B")), bf("bf2")], steps=[
        {"act": "play", "by": "A", "card": "dl", "to": "bf1"}, *RESOLVE,
        {"expect": {"zone": {"dl": "bf1"}, "chain": []}}]))  # the token is gone (186.1)


def test_mechanical_bandit() -> None:
    """"At the start of your Beginning Phase, each player reveals the top card of their Main Deck. If you revealed
    a card with the lowest Energy cost, draw it. Recycle the rest." - lowest (a tie too): drawn, the other
    recycled; higher: both recycled; an empty deck reveals nothing."""
    def game(mine: str, theirs: str | None) -> dict:
        b = {"deck": [{"card": theirs, "as": "t"}, {"card": "Pup", "as": "t2"}] if theirs else []}
        return duel({"base": [{"card": "Mechanical Bandit", "as": "mb"}],
                     "deck": [{"card": mine, "as": "m"}, {"card": "Colossus", "as": "m2"}]}, b, cards=CARDS,
                    turn=HOLD_TURN)
    lowest = game("Pup", "Ogre")
    lowest["steps"] = [{"expect": {"chain": ["Mechanical Bandit (start_beginning)"]}}, *RESOLVE,
                       {"expect": {"zone": {"m": "hand"}, "log_contains": "B reveals Ogre"}}]
    check(lowest)
    tie = game("Pup", "Pup")
    tie["steps"] = [*RESOLVE, {"expect": {"zone": {"m": "hand"}}}]
    check(tie)
    sc = Scenario(game("Colossus", "Pup"))
    passes(sc)
    st = sc.st
    assert st.objs[sc.obj("m")].zone == "main_deck" and st.players[0].main_deck[-1] == sc.obj("m")  # recycled
    assert st.players[1].main_deck[-1] == sc.obj("t") and sc.obj("m") not in st.players[0].hand
    alone = game("Colossus", None)  # B's deck is empty: only A revealed, the lowest
    alone["steps"] = [*RESOLVE, {"expect": {"zone": {"m": "hand"}}}]
    check(alone)


def test_the_ball() -> None:
    """"[Deploy] [Ganking] When you play or move this, choose one - Draw 1. / Deal 2 to enemy units here." - played
    to a battlefield: 2 to each enemy unit there (not elsewhere), or a card; moved by an effect: again."""
    a = {"hand": [{"card": "The Ball", "as": "tb"}, {"card": "Haul", "as": "h"}], "runes": runes("mind", 5),
         "deck": ["Pup"] * 3}
    fields = [bf("bf1", "B", u("Pup", "e1", "B"), u("Ogre", "e2", "B")), bf("bf2", "B", u("Pup", "far", "B"))]
    check(duel(a, cards=MORE_CARDS, battlefields=fields, steps=[
        {"act": "play", "by": "A", "card": "tb", "to": "bf1"}, {"expect": {"chain": ["The Ball (play)"]}}, *RESOLVE,
        {"act": "choose", "by": "A", "choice": {"option": "Deal 2 to enemy units here"}},
        {"expect": {"zone": {"e1": "trash", "tb": "bf1"}, "damage": {"e2": 2, "far": 0}}},
        {"act": "play", "by": "A", "card": "h", "targets": ["tb"], "destination": "bf2"}, *RESOLVE,
        {"expect": {"zone": {"tb": "bf2"}, "chain": ["The Ball (move)"]}}, *RESOLVE,
        {"act": "choose", "by": "A", "choice": {"option": "Draw 1"}},
        {"expect": {"count": {"A": {"hand": 1}}, "damage": {"far": 0}}}]))


# -- legends -----------------------------------------------------------------------------------

def test_ksante_pride_of_nazumah() -> None:
    """"[1], [E]: Give a friendly unit "I have [Assault] equal to my [Shield]" this turn." - a [Shield 2] unit gets
    [Assault 2] (+2 [M] as it attacks); a Shield given later counts too (read as it is); next turn it is over; an enemy
    unit can't be chosen."""
    ks = "K'Sante, Pride of Nazumah"
    cards = {**MORE_CARDS, "Guard": {"type": "unit", "might": 3, "cost": 1, "keywords": ["Shield 2"]},
             "Brace": {"type": "spell", "cost": 0, "keywords": ["Reaction"],
                       "script": {"targets": [{"what": "unit"}],
                                  "effects": [["keyword", {"name": "Shield", "value": 1, "to": "t0"}]]}}}
    sc = Scenario(duel({"legend": ks, "runes": runes("calm", 2), "base": [u("Guard", "g", "A"), u("Pup", "p", "A")],
                        "hand": [{"card": "Brace", "as": "br"}]}, {"base": [u("Pup", "e", "B")]}, cards=cards,
                       battlefields=[bf("bf1", "B", u("Wall", "w", "B")), bf("bf2")]))
    legend = sc.st.players[0].legend
    with pytest.raises(IllegalAction):
        apply(sc.st, Action("activate", 0, card=legend, ability=0, targets=[sc.obj("e")], pay="auto"))
    run(sc, Action("activate", 0, card=legend, ability=0, targets=[sc.obj("g")], pay="auto"))
    passes(sc)
    g = sc.obj("g")
    assert keyword(sc.st, g, "Assault") == 2 and sc.st.objs[legend].exhausted
    run(sc, Action("play", 0, card=sc.obj("br"), targets=[g], pay="auto"))
    passes(sc)
    assert keyword(sc.st, g, "Assault") == 3  # Shield 3 now
    run(sc, Action("move", 0, units=[g], to=0))
    assert might(sc.st, g) == 6  # 3 + [Assault 3] as an attacker
    check(duel({"legend": ks, "runes": runes("calm", 2), "base": [u("Pup", "p", "A")]}, cards=cards, steps=[
        {"act": "activate", "by": "A", "source": ks, "targets": ["p"]}, *RESOLVE,
        {"expect": {"keywords": {"p": []}}}]))  # no Shield: no Assault
    sc2 = Scenario(duel({"legend": ks, "runes": runes("calm", 2), "base": [u("Guard", "g", "A")]}, cards=cards))
    run(sc2, Action("activate", 0, card=sc2.st.players[0].legend, ability=0, targets=[sc2.obj("g")], pay="auto"))
    passes(sc2)
    run(sc2, Action("end_turn", 0))
    assert keyword(sc2.st, sc2.obj("g"), "Assault") == 0  # this turn only


# -- spells ------------------------------------------------------------------------------------

def test_last_caress() -> None:
    """"[Reaction] The next unit you play this turn (even from face down) can be played to any battlefield. When you
    play it, [Buff] it." - the next unit goes to an enemy battlefield and is buffed; the unit after it can't and isn't;
    a hidden unit may go to another battlefield than its own; without the spell, no."""
    a = {"hand": [{"card": "Last Caress", "as": "lc"}, {"card": "Pup", "as": "p1"}, {"card": "Pup", "as": "p2"}],
         "runes": runes("body", 6)}
    fields = [bf("bf1", "A", u("Ogre", "h", "A")), bf("bf2", "B", u("Wall", "e", "B"))]
    sc = Scenario(duel(a, cards=CARDS, battlefields=fields))
    p1, p2 = sc.obj("p1"), sc.obj("p2")
    with pytest.raises(IllegalAction):
        apply(sc.st, Action("play", 0, card=p1, to=1, pay="auto"))
    run(sc, Action("play", 0, card=sc.obj("lc"), pay="auto"))
    passes(sc)
    run(sc, Action("play", 0, card=p1, to=1, pay="auto"))
    assert sc.st.objs[p1].loc == 1 and [c.name for c in sc.st.chain] == ["Last Caress (next_unit_played)"]
    passes(sc)
    assert sc.st.objs[p1].buffs == 1
    while sc.st.chain or sc.st.showdown is not None or sc.st.pending is not None:  # the combat: the Wall wins
        if sc.st.pending is not None:
            run(sc, legal_actions(sc.st, sc.st.pending.player)[1])
        else:
            passes(sc, 1)
    assert sc.st.battlefields[1].controller == 1
    assert 1 not in {x.to for x in legal_actions(sc.st, 0) if x.kind == "play" and x.card == p2}  # used up
    run(sc, Action("play", 0, card=p2, to=-1, pay="auto"))
    assert sc.st.objs[p2].buffs == 0 and not sc.st.chain
    hidden = {"hand": [{"card": "Last Caress", "as": "lc"}], "runes": runes("body", 3)}
    fields = [{**bf("bf1", "A", u("Ogre", "h", "A")), "facedown": {"card": "Lurker", "as": "lk"}},
              bf("bf2", "B", u("Pup", "e", "B"))]
    sc = Scenario(duel(hidden, cards=CARDS, battlefields=fields, turn={"player": "A", "phase": "main", "number": 5}))
    lk = sc.obj("lk")
    assert sc.st.objs[lk].zone == "facedown"
    assert {x.to for x in legal_actions(sc.st, 0) if x.kind == "play" and x.card == lk} == {0}
    run(sc, Action("play", 0, card=sc.obj("lc"), pay="auto"))
    passes(sc)
    assert {x.to for x in legal_actions(sc.st, 0) if x.kind == "play" and x.card == lk} == {0, 1}
    run(sc, Action("play", 0, card=lk, to=1, pay="auto"))
    passes(sc)
    assert sc.st.objs[lk].zone == "battlefield" and sc.st.objs[lk].loc == 1 and sc.st.objs[lk].buffs == 1


def test_cataclysm() -> None:
    """"Opponents can't play spells this turn. Move a friendly unit to an occupied enemy battlefield." - only an
    occupied battlefield an opponent controls is a destination (not an empty one, not mine); the unit moves there
    (a combat follows); the opponent can't play a spell after it; an enemy unit can't be the one moved."""
    a = {"hand": [{"card": "Cataclysm", "as": "c"}], "runes": runes("body", 4), "base": [u("Ogre", "o", "A")]}
    fields = [bf("bf1", "B", u("Pup", "e", "B")), bf("bf2", "B"), bf("bf3", "A", u("Pup", "p", "A"))]
    sc = Scenario(duel(a, {"hand": [{"card": "Zap", "as": "z"}]}, cards=CARDS, battlefields=fields))
    plays = [x for x in legal_actions(sc.st, 0) if x.kind == "play" and x.card == sc.obj("c")]
    assert {tuple(x.targets) for x in plays} == {(sc.obj("o"), sc.obj("bf1")), (sc.obj("p"), sc.obj("bf1"))}
    for bad in ([sc.obj("o"), sc.obj("bf2")], [sc.obj("o"), sc.obj("bf3")], [sc.obj("e"), sc.obj("bf1")]):
        with pytest.raises(IllegalAction):
            apply(sc.st, Action("play", 0, card=sc.obj("c"), targets=bad, pay="auto"))
    run(sc, Action("play", 0, card=sc.obj("c"), targets=[sc.obj("o"), sc.obj("bf1")], pay="auto"))
    passes(sc)
    assert sc.st.objs[sc.obj("o")].loc == 0 and sc.st.objs[sc.obj("o")].zone == "battlefield"
    assert not [x for x in legal_actions(sc.st, 1) if x.kind == "play" and x.card == sc.obj("z")]


def test_cataclysm_destination_no_longer_enemy() -> None:
    """The battlefield chosen must still be an occupied enemy battlefield as it resolves (355.4.a): the enemy unit
    there bounced in response, the unit doesn't move - the mark on the opponent still applies."""
    a = {"hand": [{"card": "Cataclysm", "as": "c"}, {"card": "Bounce", "as": "bn"}], "runes": runes("body", 4),
         "base": [u("Ogre", "o", "A")]}
    check(duel(a, cards=CARDS, battlefields=[bf("bf1", "B", u("Pup", "e", "B")), bf("bf2")], steps=[
        {"act": "play", "by": "A", "card": "c", "targets": ["o", "bf1"]},
        {"act": "play", "by": "A", "card": "bn", "targets": ["e"]}, *RESOLVE, *RESOLVE,
        {"expect": {"zone": {"o": "base", "e": "hand"}, "chain": []}}]))


# -- battlefields ------------------------------------------------------------------------------

def test_firelights_hideout() -> None:
    """"When you conquer here, the next unit you play this turn has [Accelerate]." - after conquering, a unit without
    Accelerate may pay [1] and a Power of its domain to enter ready; the unit after it can't; without the conquest
    there is no Accelerate."""
    a = {"base": [u("Pup", "p", "A")], "hand": [{"card": "Knight", "as": "k1"}, {"card": "Knight", "as": "k2"}],
         "runes": runes("fury", 6)}
    fields = [bf("bf1", None, card="Firelights' Hideout"), bf("bf2")]
    cards = {**CARDS, "Knight": {"type": "unit", "might": 2, "cost": 1, "domains": ["fury"]}}
    check(duel(a, cards=cards, battlefields=fields, steps=[
        {"act": "move", "by": "A", "units": ["p"], "to": "bf1"}, *RESOLVE,  # the showdown, then the conquest
        {"expect": {"chain": ["Firelights' Hideout (conquer)"]}}, *RESOLVE,
        {"act": "play", "by": "A", "card": "k1", "options": {"accelerate": True}},
        {"expect": {"exhausted": {"k1": False}, "count": {"A": {"runes": 5}}}},  # a rune recycled for its [Fury]
        {"act": "play", "by": "A", "card": "k2", "options": {"accelerate": True}, "expect_error": True}]))
    check(duel(a, cards=cards, battlefields=fields, steps=[
        {"act": "play", "by": "A", "card": "k1", "options": {"accelerate": True}, "expect_error": True}]))


def test_black_market() -> None:
    """"[A][A]: Draw 1. Each player may use this ability once on their turn (even if they don't control this
    battlefield)." - A, who doesn't control it, draws for two Power; not twice a turn; B uses it on B's turn (its own
    once), never on A's; without two runes to pay, no."""
    fields = [bf("bf1", "B", u("Pup", "e", "B"), card="Black Market"), bf("bf2")]
    sc = Scenario(duel({"runes": runes("fury", 4), "deck": ["Pup"] * 4}, {"runes": runes("calm", 2), "deck": ["Pup"] * 4},
                       cards=CARDS, battlefields=fields))
    market = sc.st.battlefields[0].obj
    uses = [x for x in legal_actions(sc.st, 0) if x.kind == "activate" and x.card == market]
    assert len(uses) == 1
    run(sc, uses[0])
    passes(sc)
    assert len(sc.st.players[0].hand) == 1 and len(sc.st.players[0].runes) == 2  # two runes recycled for [A][A]
    assert not [x for x in legal_actions(sc.st, 0) if x.kind == "activate" and x.card == market]
    with pytest.raises(IllegalAction, match="once each turn"):
        apply(sc.st, Action("activate", 0, card=market, ability=0, pay="auto"))
    run(sc, Action("end_turn", 0))
    assert sc.st.turn_player == 1 and [x for x in legal_actions(sc.st, 1) if x.kind == "activate" and x.card == market]
    poor = Scenario(duel({"runes": runes("fury", 1)}, cards=CARDS, battlefields=fields))
    assert not [x for x in legal_actions(poor.st, 0) if x.kind == "activate" and x.card == poor.st.battlefields[0].obj]


def test_rakelstake() -> None:
    """"For each player, the first time they play a unit or gear here each turn, they [Predict]." - A's first unit
    here predicts (the top card recycled or kept), a second doesn't, one played to base doesn't; on B's turn B's first
    gear played here (Deploy) is B's predict."""
    a = {"hand": [{"card": "Pup", "as": "p1"}, {"card": "Pup", "as": "p2"}, {"card": "Pup", "as": "p3"}],
         "runes": runes("order", 3), "deck": [{"card": "Ogre", "as": "top"}, {"card": "Pup", "as": "next"}]}
    fields = [bf("bf1", "A", u("Ogre", "h", "A"), card="Rakelstake"), bf("bf2")]
    check(duel(a, cards=CARDS, battlefields=fields, steps=[
        {"act": "play", "by": "A", "card": "p1", "to": "base"}, {"expect": {"chain": []}},
        {"act": "play", "by": "A", "card": "p2", "to": "bf1"}, {"expect": {"chain": ["Rakelstake (play_here)"]}},
        *RESOLVE, {"expect": {"pending": {"player": "A", "kind": "may"}}},
        {"act": "choose", "by": "A", "choice": {"yes": True}},  # recycle it
        {"expect": {"zone": {"top": "main_deck"}}},
        {"act": "play", "by": "A", "card": "p3", "to": "bf1"}, {"expect": {"chain": []}}]))
    sc = Scenario(duel(a, cards=CARDS, battlefields=fields))
    run(sc, Action("play", 0, card=sc.obj("p2"), to=0, pay="auto"))
    passes(sc)
    run(sc, Action("choose", 0, choice={"yes": True}))
    assert sc.st.players[0].main_deck[0] == sc.obj("next") and sc.st.players[0].main_deck[-1] == sc.obj("top")
    check(duel({}, {"hand": [{"card": "Flag", "as": "f"}], "runes": runes("order", 1)}, cards=CARDS,
               battlefields=fields, turn=B_TURN, steps=[
        {"act": "play", "by": "B", "card": "f", "to": "bf1"}, {"expect": {"chain": ["Rakelstake (play_here)"]}},
        {"act": "pass", "by": "B"}, {"act": "pass", "by": "A"},
        {"expect": {"pending": {"player": "B", "kind": "may"}}}]))


def test_black_rose_sanctum() -> None:
    """"For each player, the first time each turn a non-token unit they control dies here, they play a 1 [M] Recruit
    unit token to their base." - a token dying first doesn't count; A's first non-token death here does, the
    second doesn't; B's first here is B's own; a death elsewhere doesn't."""
    a = {"hand": [{"card": "Zap", "as": f"z{i}"} for i in range(5)]}
    fields = [bf("bf1", None, u("Recruit", "r", "A"), u("Pup", "p1", "A"), u("Pup", "p2", "A"), u("Pup", "e", "B"),
                 card="Black Rose Sanctum"),
              bf("bf2", "A", u("Pup", "far", "A"))]
    check(duel(a, cards=CARDS, battlefields=fields, steps=[
        {"act": "play", "by": "A", "card": "z0", "targets": ["r"]}, *RESOLVE, {"expect": {"chain": []}},
        {"act": "play", "by": "A", "card": "z1", "targets": ["far"]}, *RESOLVE, {"expect": {"chain": []}},
        {"act": "play", "by": "A", "card": "z2", "targets": ["p1"]}, *RESOLVE,
        {"expect": {"chain": ["Black Rose Sanctum (unit_dies_here)"]}}, *RESOLVE,
        {"expect": {"count": {"A": {"base": 1}}, "chain": []}},
        {"act": "play", "by": "A", "card": "z3", "targets": ["p2"]}, *RESOLVE, {"expect": {"chain": []}},
        {"act": "play", "by": "A", "card": "z4", "targets": ["e"]}, *RESOLVE,
        {"expect": {"chain": ["Black Rose Sanctum (unit_dies_here)"]}},  # B's: B has priority first
        {"act": "pass", "by": "B"}, {"act": "pass", "by": "A"},
        {"expect": {"count": {"A": {"base": 1}, "B": {"base": 1}}}}]))


def test_zero_point_inflection() -> None:
    """"When you play a card, draw 2. When you draw 1 or more cards with 9 or more other cards in your hand, discard
    your hand, kill this, and choose an opponent. They score 1 point." - its own play counts (as for any card played:
    Origins FAQ, "he sees himself"); a card played later draws 2; a draw leaving 9 others in hand discards it all,
    kills it and an opponent scores; 8 others don't."""
    deck = ["Pup"] * 6
    check(duel({"hand": [{"card": "Zero Point Inflection", "as": "zp"}], "runes": runes("mind", 9), "deck": deck},
               cards=CARDS, steps=[{"act": "play", "by": "A", "card": "zp"},
                                   {"expect": {"chain": ["Zero Point Inflection (play_card)"]}}, *RESOLVE,
                                   {"expect": {"count": {"A": {"hand": 2}}}}]))

    def full(n: int) -> dict:
        return duel({"base": [{"card": "Zero Point Inflection", "as": "zp"}], "runes": runes("mind", 1), "deck": deck,
                     "hand": [{"card": "Pup", "as": "p"}] + [{"card": "Dud"}] * n}, cards=CARDS,
                    steps=[{"act": "play", "by": "A", "card": "p"}, *RESOLVE])
    crowded = full(9)
    crowded["steps"] += [{"expect": {"chain": ["Zero Point Inflection (draws)"], "count": {"A": {"hand": 11}}}},
                         *RESOLVE, {"expect": {"count": {"A": {"hand": 0, "trash": 12}}, "zone": {"zp": "trash"},
                                               "points": {"B": 1, "A": 0}}}]
    check(crowded)
    roomy = full(8)
    roomy["steps"] += [{"expect": {"chain": [], "count": {"A": {"hand": 10}}, "zone": {"zp": "base"}}}]
    check(roomy)


# -- the bot -----------------------------------------------------------------------------------

BOT_NEVER_PLAYS: dict[str, str] = {}
PLAYABLE = [pytest.param(n, marks=pytest.mark.xfail(strict=True, reason=BOT_NEVER_PLAYS[n]))
            if n in BOT_NEVER_PLAYS else n
            for n in sorted(LATE) if default_catalog().find(n).type not in ("battlefield", "legend")]


@pytest.mark.parametrize("card", PLAYABLE)
def test_the_bot_plays_the_card_and_answers_its_decisions(card: str) -> None:
    """The bot plays each card of the batch in a position where it helps, answering the decisions it raises;
    every action it takes is legal."""
    sc = _bot_position(card)
    taken = _bot_turn(sc)
    assert any(a.kind == "play" and a.card == sc.obj("x") for a in taken), \
        f"the bot never played {card}: {[(a.kind, a.card) for a in taken]}"


def test_the_bot_uses_ksantes_ability() -> None:
    """With a [Shield 2] unit that can't beat B's 4 [M] units alone, the bot uses K'Sante's ability on it ([Assault 2]
    this turn: 5 [M] as it attacks)."""
    sc = Scenario(duel({"legend": "K'Sante, Pride of Nazumah", "runes": runes("calm", 4),
                        "base": [u("Guard", "g", "A")]}, {"base": [u("Pup", "e", "B")]},
                       cards={**MORE_CARDS, "Guard": {"type": "unit", "might": 3, "cost": 1, "keywords": ["Shield 2"]},
                              "Brute": {"type": "unit", "might": 4, "cost": 1}},
                       battlefields=[bf("bf1", "B", u("Brute", "w", "B")), bf("bf2", "B", u("Brute", "w2", "B"))]))
    taken = _bot_turn(sc)
    assert any(a.kind == "activate" and a.card == sc.st.players[0].legend for a in taken), taken
