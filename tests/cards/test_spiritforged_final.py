"""Spiritforged cards of issue 19's fifth slice (`game/cards/spiritforged_final.py`): one test per card quoting its
text (with errata) and the rules it relies on, each clause exercised, conditions both ways, a "may" taken and declined."""

from __future__ import annotations

from typing import Any

import pytest

from game.engine import apply
from game.engine.model.actions import Action
from game.engine.read.layers import keyword
from game.scenarios.runner import Scenario

from .helpers import check, duel
from .test_origins import RESOLVE, bf, u
from .test_spiritforged_more import _bot_position, _bot_turn
from .test_spiritforged_reveal import CARDS as REVEAL_CARDS
from .test_spiritforged_reveal import DECK

CARDS: dict[str, Any] = {**REVEAL_CARDS, "Hero": {"type": "unit", "might": 4, "cost": 2, "supertype": "champion"},
                         "Peek": {"type": "spell", "cost": 0, "keywords": ["Action"],  # a look, not a reveal
                                  "script": {"effects": [["look_keep", {"look": 2, "keep": 1}]]}}}
BREACHER = u("Rek'Sai, Breacher", "rb", "A")
HATCHLING = u("Void Hatchling", "vh", "A")
YES, NO = {"yes": True}, {"yes": False}
MAY = {"player": "A", "kind": "may"}


def _void_rush(a: dict[str, Any], steps: list[dict[str, Any]], b: dict[str, Any] | None = None) -> None:
    """A plays Void Rush ("Reveal the top 2 cards of your Main Deck. You may banish one, then play it, reducing its
    cost by [2]. Draw any you didn't banish.") with four Fury runes."""
    check(duel({"hand": [{"card": "Void Rush", "as": "x"}], "runes": ["Fury Rune"] * 4, **a}, b or {}, cards=CARDS,
               steps=[{"act": "play", "by": "A", "card": "x"}, *RESOLVE, *steps]))


# -- Void Hatchling ---------------------------------------------------------------------------------------------

H_DECK = [{"card": "Filler", "as": "f"}, {"card": "Knight", "as": "k"}, {"card": "Zap", "as": "z"}]


def test_void_hatchling_may_recycle_the_top_card_before_a_reveal() -> None:
    """"If you would reveal cards from a deck, look at the top card first. You may recycle it. Then reveal those
    cards." - a replacement of Void Rush's reveal (370): A looks at the Filler and recycles it, so the Knight and the
    Zap are revealed (the Zap drawn, the Filler at the bottom); declined, the Filler and the Knight are revealed."""
    _void_rush({"base": [HATCHLING], "deck": H_DECK}, [
        {"expect": {"pending": MAY}}, {"act": "choose", "by": "A", "choice": YES},
        {"expect": {"pending": {"player": "A", "kind": "choose_cards"}, "log_contains": "A reveals Knight, Zap"}},
        {"act": "choose", "by": "A", "choice": {"cards": []}},
        {"expect": {"zone": {"k": "hand", "z": "hand", "f": "main_deck"}, "count": {"A": {"main_deck": 1}}}}])
    _void_rush({"base": [HATCHLING], "deck": H_DECK}, [
        {"act": "choose", "by": "A", "choice": NO},
        {"expect": {"pending": {"player": "A", "kind": "choose_cards"}, "log_contains": "A reveals Filler, Knight"}},
        {"act": "choose", "by": "A", "choice": {"cards": []}},
        {"expect": {"zone": {"f": "hand", "k": "hand", "z": "main_deck"}}}])


def test_void_hatchling_only_before_its_controllers_reveals() -> None:
    """"If you would reveal": an opponent's Hatchling doesn't apply to A's reveal; a look (Peek, "look at the top 2")
    is not a reveal; without the Hatchling nothing is asked."""
    for a, b in (({"deck": H_DECK}, {"base": [u("Void Hatchling", "bh", "B")]}), ({"deck": H_DECK}, {})):
        _void_rush(a, [{"expect": {"pending": {"player": "A", "kind": "choose_cards"},
                                   "log_contains": "A reveals Filler, Knight"}}], b)
    check(duel({"hand": [{"card": "Peek", "as": "pk"}], "base": [HATCHLING], "deck": H_DECK}, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "pk"}, *RESOLVE,
        {"expect": {"pending": {"player": "A", "kind": "choose_cards"}}}]))


def test_void_hatchling_with_an_empty_deck_and_with_two_of_them() -> None:
    """Nothing to look at in an empty deck: nothing asked, nothing revealed. Two Hatchlings are two replacements,
    each applied once (370): the Filler recycled by the first, the Knight seen and kept by the second."""
    _void_rush({"base": [HATCHLING], "deck": []}, [{"expect": {"pending": None, "zone": {"x": "trash"}}}])
    _void_rush({"base": [HATCHLING, u("Void Hatchling", "vh2", "A")], "deck": H_DECK}, [
        {"act": "choose", "by": "A", "choice": YES}, {"expect": {"pending": MAY}},
        {"act": "choose", "by": "A", "choice": NO},
        {"expect": {"pending": {"player": "A", "kind": "choose_cards"}, "log_contains": "A reveals Knight, Zap"}}])


def test_void_hatchlings_look_is_private() -> None:
    """The top card is looked at, not revealed (425, 128): its name goes to A only, in the log and the question."""
    sc = Scenario(duel({"hand": [{"card": "Void Rush", "as": "x"}], "runes": ["Fury Rune"] * 4, "base": [HATCHLING],
                        "deck": H_DECK}, cards=CARDS))
    events = []
    for a in (Action("play", 0, card=sc.obj("x")), Action("pass", 0), Action("pass", 1)):
        sc.st, log = apply(sc.st, a)
        events += list(log)
    assert sc.st.pending is not None and "Filler" in sc.st.pending.data["title"]
    naming = [e for e in events if "Filler" in e.text]
    assert naming and all(e.to == 0 for e in naming), [(e.text, e.to) for e in naming]


# -- Undertitan -------------------------------------------------------------------------------------------------

def test_undertitan_gives_your_other_units_two_might() -> None:
    """"When you play me, give your other units +2 [M] this turn." - A's Pup and Ogre (base and battlefield), not
    Undertitan himself nor B's Pup; it ends with the turn."""
    check(duel({"hand": [{"card": "Undertitan", "as": "t"}], "runes": ["Order Rune"] * 7,
                "base": [u("Pup", "p", "A")]}, {"base": [u("Pup", "e", "B")]}, cards=CARDS,
               battlefields=[bf("bf1", "A", u("Ogre", "o", "A")), bf("bf2")], steps=[
        {"act": "play", "by": "A", "card": "t"}, *RESOLVE,
        {"expect": {"might": {"p": 4, "o": 6, "t": 5, "e": 2}}},
        {"act": "end_turn", "by": "A"}, {"expect": {"might": {"p": 2, "o": 4}}}]))


def test_undertitan_as_revealed_adds_two() -> None:
    """"As I'm revealed from your deck, [Add] [2]." (the script key `as_revealed`, 370.1.c.1) - Void Rush reveals him: 2 Energy in A's pool, which pays part
    of his own play (his [6][Order] less [2], less the 2 added: 2 runes exhausted and 1 recycled, beside Void Rush's
    own [2][C]); not banished, he is drawn and the 2 stay in the pool."""
    deck = [{"card": "Undertitan", "as": "t"}, {"card": "Filler", "as": "f"}]
    _void_rush({"deck": deck, "runes": ["Order Rune"] * 3 + ["Fury Rune"] * 4}, [
        {"expect": {"pool": {"A": {"energy": 2, "power": {}}}, "log_contains": "Undertitan is revealed"}},
        {"act": "choose", "by": "A", "choice": {"cards": []}},
        {"expect": {"zone": {"t": "hand", "f": "hand"}, "pool": {"A": {"energy": 2, "power": {}}}}}])


def test_undertitan_as_revealed_not_when_only_looked_at() -> None:
    """`as_revealed` applies to a reveal only: looked at (Peek), not revealed, nothing added. A Void Hatchling's look first, then a recycle: Undertitan is
    never revealed, nothing added; the Hatchling declined, he is revealed: 2 added."""
    deck = [{"card": "Undertitan", "as": "t"}, {"card": "Filler", "as": "f"}, {"card": "Knight", "as": "k"}]
    check(duel({"hand": [{"card": "Peek", "as": "pk"}], "deck": deck}, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "pk"}, *RESOLVE,
        {"expect": {"pending": {"player": "A", "kind": "choose_cards"}, "pool": {"A": {"energy": 0, "power": {}}}}}]))
    for yes, energy in ((True, 0), (False, 2)):
        _void_rush({"base": [HATCHLING], "deck": deck}, [
            {"act": "choose", "by": "A", "choice": {"yes": yes}},
            {"expect": {"pool": {"A": {"energy": energy, "power": {}}}}}])


def test_undertitan_revealed_by_apprentice_smith() -> None:
    """Another reveal (Apprentice Smith: "When I move, reveal the top card of your Main Deck. If it's a gear, draw
    it. Otherwise, recycle it."): Undertitan revealed adds 2, then is recycled."""
    check(duel({"base": [u("Apprentice Smith", "s", "A")], "deck": [{"card": "Undertitan", "as": "t"},
                                                                      {"card": "Filler", "as": "f"}]},
               cards=CARDS, battlefields=[bf("bf1"), bf("bf2")], steps=[
        {"act": "move", "by": "A", "units": ["s"], "to": "bf1"}, *RESOLVE,
        {"expect": {"pool": {"A": {"energy": 2, "power": {}}}, "count": {"A": {"main_deck": 2}}}}]))


# -- Rek'Sai, Breacher ------------------------------------------------------------------------------------------

def test_rek_sai_breacher_gives_a_champion_played_from_its_zone_accelerate() -> None:
    """"[Accelerate] [Assault] Friendly units played from anywhere other than a player's hand have [Accelerate]." -
    the chosen champion waits in the champion zone: with Rek'Sai on the board it has [Accelerate] (805.1.b: [1] and
    [A] for a unit without a domain) and enters ready; without her, the option is refused; a unit in hand doesn't
    have it."""
    a = {"champion": {"card": "Hero", "as": "h"}, "runes": ["Fury Rune"] * 4, "hand": [{"card": "Pup", "as": "p"}]}
    play_h = {"act": "play", "by": "A", "card": "h", "from": "champion", "to": "base", "options": {"accelerate": True}}
    check(duel({**a, "base": [BREACHER]}, cards=CARDS, steps=[
        play_h, {"expect": {"zone": {"h": "base"}, "exhausted": {"h": False}, "count": {"A": {"runes": 3}}}}]))
    check(duel({**a, "base": [BREACHER]}, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "p", "options": {"accelerate": True}, "expect_error": True},
        {"act": "play", "by": "A", "card": "h", "from": "champion", "to": "base"},
        {"expect": {"zone": {"h": "base"}, "exhausted": {"h": True}}}]))
    check(duel(a, cards=CARDS, steps=[{**play_h, "expect_error": True}, {"expect": {"zone": {"h": "champion"}}}]))


def test_rek_sai_breacher_reaches_friendly_cards_only() -> None:
    """"Friendly units": an opponent's champion waiting in their champion zone, or a unit in their trash, doesn't
    have [Accelerate]; A's own unit in A's trash does (it would, played from there); a unit on the board doesn't
    ("played from": it has been played already, 805.3)."""
    sc = Scenario(duel({"base": [BREACHER, u("Pup", "p", "A")], "trash": [{"card": "Ogre", "as": "o"}]},
                       {"champion": {"card": "Hero", "as": "bh"}, "trash": [{"card": "Ogre", "as": "bo"}]},
                       cards=CARDS))
    assert keyword(sc.st, sc.obj("o"), "Accelerate") == 1
    assert keyword(sc.st, sc.obj("bh"), "Accelerate") == 0
    assert keyword(sc.st, sc.obj("bo"), "Accelerate") == 0
    assert keyword(sc.st, sc.obj("p"), "Accelerate") == 0


def test_rek_sai_breacher_with_an_effect_that_plays_a_unit_from_the_deck() -> None:
    """Rek'Sai, Swarm Queen banishes the Knight from the deck, then plays it (errata): played from banishment, it has
    [Accelerate]; its optional additional cost is offered as it is played ("you may", 356.1.b.3, 805.2): paid
    ([1][A]: a rune exhausted, one recycled), the Knight enters ready; declined, exhausted and nothing more paid."""
    for yes in (True, False):
        check(duel({"base": [u("Rek'Sai, Swarm Queen", "r", "A"), BREACHER], "runes": ["Order Rune"] * 5,
                    "deck": DECK}, cards=CARDS, battlefields=[bf("bf1", "B", u("Wall", "w", "B")), bf("bf2")], steps=[
            {"act": "move", "by": "A", "units": ["r"], "to": "bf1"},
            {"act": "choose", "by": "A", "choice": {"yes": True}},
            *RESOLVE, {"act": "choose", "by": "A", "choice": {"cards": ["k"]}},
            {"act": "choose", "by": "A", "choice": {"option": "here"}},
            {"expect": {"pending": {"player": "A", "kind": "may"}}},
            {"act": "choose", "by": "A", "choice": {"yes": yes}},
            {"expect": {"zone": {"k": "bf1"}, "exhausted": {"k": not yes},
                        "count": {"A": {"runes": 4 if yes else 5}}}}]))


def test_rek_sai_breacher_accelerate_that_cant_be_paid_is_not_offered() -> None:
    """The Knight's [3] takes the three runes: nothing is left for [1][A], so nothing is asked (805.2: an optional
    cost that can't be paid) and the Knight enters exhausted."""
    check(duel({"base": [u("Rek'Sai, Swarm Queen", "r", "A"), BREACHER], "runes": ["Order Rune"] * 3,
                "deck": DECK}, cards=CARDS, battlefields=[bf("bf1", "B", u("Wall", "w", "B")), bf("bf2")], steps=[
        {"act": "move", "by": "A", "units": ["r"], "to": "bf1"},
        {"act": "choose", "by": "A", "choice": {"yes": True}},
        *RESOLVE, {"act": "choose", "by": "A", "choice": {"cards": ["k"]}},
        {"act": "choose", "by": "A", "choice": {"option": "here"}},
        {"expect": {"pending": None, "zone": {"k": "bf1"}, "exhausted": {"k": True}}}]))


# -- the bot ---------------------------------------------------------------------------------------------

@pytest.mark.parametrize("card", ["Rek'Sai, Breacher", "Undertitan", "Void Hatchling", "Svellsongur"])
def test_the_bot_plays_the_card(card: str) -> None:
    """The bot plays each card from its hand."""
    sc = _bot_position(card)
    taken = _bot_turn(sc)
    assert any(a.kind == "play" and a.card == sc.obj("x") for a in taken), [(a.kind, a.card) for a in taken]


def test_the_bot_answers_accelerate_on_an_effects_play() -> None:
    """The bot's Swarm Queen attacks with Breacher beside her: it answers the reveal, the card to banish, the
    [Accelerate] "may" and where to play it, every action legal."""
    sc = Scenario(duel({"base": [u("Rek'Sai, Swarm Queen", "r", "A"), u("Rek'Sai, Breacher", "rb", "A", exhausted=True)],
                        "runes": ["Order Rune"] * 6, "deck": DECK}, cards=CARDS,
                       battlefields=[bf("bf1", "B", u("Pup", "e", "B")), bf("bf2", "B")]))
    taken = _bot_turn(sc)
    answers = [a.choice for a in taken if a.kind == "choose"]
    assert {"yes": True} in answers and any("cards" in c for c in answers), answers


def test_the_bot_answers_void_hatchling() -> None:
    """The bot's Swarm Queen attacks with a Hatchling beside it: the bot answers the reveal's "may", the Hatchling's
    "may" (its own top card, seen from its own view) and the rest, every action legal."""
    sc = Scenario(duel({"base": [u("Rek'Sai, Swarm Queen", "r", "A"), u("Void Hatchling", "vh", "A", exhausted=True)],
                        "runes": ["Order Rune"] * 6, "deck": DECK}, cards=CARDS,
                       battlefields=[bf("bf1", "B", u("Pup", "e", "B")), bf("bf2", "B")]))
    taken = _bot_turn(sc)
    answers = [a.choice for a in taken if a.kind == "choose" and "yes" in a.choice]
    assert len(answers) >= 2, [a.to_data() for a in taken]


# -- every reveal from the top of a Main Deck sees them ------------------------------------------------------

REVEALS = [  # the verbs of the other sets that reveal from the top of your own Main Deck, each in a test spell
    ("reveal_top_draw_spell", {}),  # Diana, Lunari (Unleashed)
    ("reveal_top_mighty", {}),  # Raving Witness (Radiance)
    ("_reveal_guessed", {"guess": "spell"}),  # Radiance's guessed type
    ("reveal_lowest_draws", {}),  # Mechanical Bandit (Radiance): each player reveals
    ("reveal_top_deal", {"look": 1, "keyword": "Hidden"}),  # Teemo, Strategist (Origins)
    ("reveal_until_unit", {}),  # Dazzling Aurora (Origins)
]


@pytest.mark.parametrize(("verb", "params"), REVEALS)
def test_undertitan_and_void_hatchling_see_every_reveal(verb: str, params: dict[str, Any]) -> None:
    """Undertitan and Void Hatchling apply to every effect that reveals from the top of a Main Deck (not only
    Spiritforged's): with the Filler on top and Undertitan under it, the Hatchling's "may" taken recycles the Filler, so
    Undertitan is revealed ([Add] [2]); declined, the Filler is revealed and nothing is added."""
    cards = {**CARDS, "Show": {"type": "spell", "cost": 0, "keywords": ["Action"], "script": {"effects": [[verb, params]]}}}
    deck = [{"card": "Filler", "as": "f"}, {"card": "Undertitan", "as": "t"}, {"card": "Pup", "as": "p"}]
    for yes, energy in ((True, 2), (False, 0)):
        check(duel({"hand": [{"card": "Show", "as": "s"}], "base": [HATCHLING], "deck": deck}, cards=cards, steps=[
            {"act": "play", "by": "A", "card": "s"}, *RESOLVE,
            {"expect": {"pending": MAY}}, {"act": "choose", "by": "A", "choice": {"yes": yes}},
            {"expect": {"pool": {"A": {"energy": energy, "power": {}}}}}]))


def test_undertitan_and_void_hatchling_with_blind_fury() -> None:
    """Blind Fury ("Each opponent reveals the top card of their Main Deck. Choose one and banish it, then play it,
    ignoring its cost."): B reveals, so B's Hatchling asks B; taken, B's Undertitan is revealed and B adds 2; A then
    plays him, ignoring his cost."""
    b = {"base": [u("Void Hatchling", "bh", "B")],
         "deck": [{"card": "Filler", "as": "f"}, {"card": "Undertitan", "as": "t"}, {"card": "Pup", "as": "p"}]}
    check(duel({"hand": [{"card": "Blind Fury", "as": "bf"}], "runes": ["Fury Rune"] * 6}, b, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "bf"}, *RESOLVE,
        {"expect": {"pending": {"player": "B", "kind": "may"}}}, {"act": "choose", "by": "B", "choice": YES},
        {"expect": {"pool": {"B": {"energy": 2, "power": {}}}, "log_contains": "B reveals Undertitan"}},
        {"expect": {"zone": {"t": "base", "f": "main_deck"}, "controller": {"t": "A"}}}]))


@pytest.mark.parametrize("effects", [
    [["look_draw", {"look": 2, "what": "unit"}]],  # "look at the top 2 ... you may reveal a unit and draw it"
    [["look_choose", {"look": 2, "what": "unit", "may": True}], ["draw_chosen", {"reveal": True}]],
])
def test_undertitan_revealed_from_among_cards_looked_at(effects: list[Any]) -> None:
    """"As I'm revealed from your deck": looked at with the Filler, he adds nothing; revealed from among them to be
    drawn, he adds 2 (he is still in the deck as he is revealed); the Filler chosen instead, nothing."""
    cards = {**CARDS, "Seek": {"type": "spell", "cost": 0, "keywords": ["Action"], "script": {"effects": effects}}}
    deck = [{"card": "Filler", "as": "f"}, {"card": "Undertitan", "as": "t"}, {"card": "Pup", "as": "p"}]
    for pick, energy in (("t", 2), ("f", 0)):
        check(duel({"hand": [{"card": "Seek", "as": "s"}], "deck": deck}, cards=cards, steps=[
            {"act": "play", "by": "A", "card": "s"}, *RESOLVE,
            {"expect": {"pending": {"player": "A", "kind": "choose_cards"}, "pool": {"A": {"energy": 0, "power": {}}}}},
            {"act": "choose", "by": "A", "choice": {"cards": [pick]}},
            {"expect": {"zone": {pick: "hand"}, "pool": {"A": {"energy": energy, "power": {}}}}}]))


def test_void_hatchling_before_a_rune_deck_reveal() -> None:
    """"Reveal cards from a deck": a Rune Deck is one (Twisted Fate, Gambler's "reveal the top rune of your rune deck,
    then recycle it"): the Hatchling's look at the top rune, recycled (the Mind Rune is revealed instead) or not (the
    Fury Rune is)."""
    cards = {**CARDS, "Flip": {"type": "spell", "cost": 0, "keywords": ["Action"],
                               "script": {"effects": [["reveal_rune", {}]]}}}
    for yes, shown in ((True, "Mind Rune"), (False, "Fury Rune")):
        check(duel({"hand": [{"card": "Flip", "as": "s"}], "base": [HATCHLING], "rune_deck": ["Fury Rune", "Mind Rune"]},
                   cards=cards, steps=[
            {"act": "play", "by": "A", "card": "s"}, *RESOLVE,
            {"expect": {"pending": MAY}}, {"act": "choose", "by": "A", "choice": {"yes": yes}},
            {"expect": {"log_contains": f"A reveals {shown} from the top of their Rune Deck"}}]))


# -- Svellsongur ------------------------------------------------------------------------------------------------

TINKER = {"Tinker": {"type": "unit", "might": 2, "cost": 1, "keywords": ["Assault"], "text": "[Assault]",
                     "script": {"static": [{"might": 1, "to": {"who": "friendly", "other": True}}],
                                "abilities": [{"name": "Tinker", "cost": {"energy": 1},
                                               "effects": [["draw", {"amount": 1}]]}]}},
          "Smash": {"type": "spell", "cost": 0, "keywords": ["Reaction"],
                    "script": {"targets": [{"what": "gear"}], "effects": [["kill", {"to": "t0"}]]}}}


def test_svellsongur_copies_its_units_text_while_attached() -> None:
    """"[Equip] [1][Calm] As this is attached to a unit, copy that unit's text to this Equipment's effect text for as
    long as this is attached to it." (718.3: the Equipment's effect text is appended to the unit's) - Equipped to the
    Tinker ([Assault]; "other friendly units have +1 [M]"; "[1]: Draw 1."): [Assault 2], the Pup +2, two Tinker
    abilities to use; [1][Calm] paid (a rune exhausted, one recycled). Killed, the copy ends: [Assault], +1, one."""
    from game.engine import legal_actions

    sc = Scenario(duel({"base": [u("Tinker", "t", "A"), u("Pup", "p", "A"), {"card": "Svellsongur", "as": "s"}],
                        "runes": ["Calm Rune"] * 4, "hand": [{"card": "Smash", "as": "k"}], "deck": ["Filler"] * 4},
                       cards={**CARDS, **TINKER}))
    from game.engine.read.layers import might

    def tinker_uses() -> int:
        return sum(1 for a in legal_actions(sc.st, 0) if a.kind == "activate" and a.card == sc.obj("t"))

    assert keyword(sc.st, sc.obj("t"), "Assault") == 1 and might(sc.st, sc.obj("p")) == 3 and tinker_uses() == 1
    for a in (Action("activate", 0, card=sc.obj("s"), targets=[sc.obj("t")], pay="auto"), Action("pass", 0),
              Action("pass", 1)):
        sc.st, _ = apply(sc.st, a)
    assert sc.st.objs[sc.obj("s")].extra.get("attached_to") == sc.obj("t")
    assert keyword(sc.st, sc.obj("t"), "Assault") == 2 and might(sc.st, sc.obj("p")) == 4 and tinker_uses() == 2
    assert len(sc.st.players[0].runes) == 3  # [1][Calm]: one exhausted, one recycled
    for a in (Action("play", 0, card=sc.obj("k"), targets=[sc.obj("s")]), Action("pass", 0), Action("pass", 1)):
        sc.st, _ = apply(sc.st, a)
    assert sc.st.objs[sc.obj("s")].zone == "trash"
    assert keyword(sc.st, sc.obj("t"), "Assault") == 1 and might(sc.st, sc.obj("p")) == 3 and tinker_uses() == 1


def test_svellsongur_copied_ability_is_used_as_the_units() -> None:
    """The copied "[1]: Draw 1." is the unit's: used twice for [1] each, two cards drawn."""
    check(duel({"base": [u("Tinker", "t", "A"), {"card": "Svellsongur", "as": "s", "attached_to": "t"}],
                "runes": ["Calm Rune"] * 2, "deck": ["Filler"] * 4}, cards={**CARDS, **TINKER}, steps=[
        {"act": "activate", "by": "A", "source": "t", "ability": 0}, *RESOLVE,
        {"act": "activate", "by": "A", "source": "t", "ability": 1}, *RESOLVE,
        {"expect": {"count": {"A": {"hand": 2}}}},
        {"act": "activate", "by": "A", "source": "t", "ability": 1, "expect_error": True}]))


def test_svellsongur_equip_target_restrictions() -> None:
    """"[Equip]: Attach this to a unit you control": B's unit is refused; the unit gone before the Equip resolves
    (returned to hand by B's Bounce), nothing is attached and nothing copied."""
    sc_cards = {**CARDS, **TINKER}
    check(duel({"base": [u("Tinker", "t", "A"), {"card": "Svellsongur", "as": "s"}], "runes": ["Calm Rune"] * 2},
               {"base": [u("Pup", "e", "B")], "hand": [{"card": "Bounce", "as": "bn"}]}, cards=sc_cards, steps=[
        {"act": "activate", "by": "A", "source": "s", "targets": ["e"], "expect_error": True},
        {"act": "activate", "by": "A", "source": "s", "targets": ["t"]}, {"act": "pass", "by": "A"},
        {"act": "play", "by": "B", "card": "bn", "targets": ["t"]}, {"act": "pass", "by": "B"},
        {"act": "pass", "by": "A"}, *RESOLVE,
        {"expect": {"zone": {"t": "hand", "s": "base"}}}]))


def test_the_bot_equips_svellsongur() -> None:
    """The bot with Svellsongur on the board and a unit: it pays the Equip and attaches it (every action legal)."""
    sc = Scenario(duel({"base": [u("Tinker", "t", "A", exhausted=True), {"card": "Svellsongur", "as": "s"}],
                        "runes": ["Calm Rune"] * 4}, cards={**CARDS, **TINKER}))
    _bot_turn(sc)
    assert sc.st.objs[sc.obj("s")].extra.get("attached_to") == sc.obj("t")


def test_svellsongur_copies_a_deathknell() -> None:
    """A [Deathknell] is printed text too: the unit dying with Svellsongur attached, both instances trigger (the
    gear is still attached as it dies, 718.3): two cards drawn."""
    cards = {**CARDS, "Martyr": {"type": "unit", "might": 2, "cost": 1, "keywords": ["Deathknell"],
                                 "script": {"triggers": {"deathknell": {"effects": [["draw", {"amount": 1}]]}}}}}
    check(duel({"base": [u("Martyr", "m", "A"), {"card": "Svellsongur", "as": "s", "attached_to": "m"}],
                "hand": [{"card": "Doom", "as": "d"}], "deck": ["Filler"] * 4}, cards=cards, steps=[
        {"act": "play", "by": "A", "card": "d", "targets": ["m"]}, *RESOLVE,
        {"expect": {"pending": {"player": "A", "kind": "order_triggers"}}},
        {"act": "choose", "by": "A", "choice": {"order": ["Martyr (deathknell)", "Martyr (Svellsongur: deathknell)"]}},
        *RESOLVE, *RESOLVE, {"expect": {"count": {"A": {"hand": 2}}, "zone": {"m": "trash", "s": "base"}}}]))
