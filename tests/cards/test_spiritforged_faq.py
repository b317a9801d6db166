"""The Spiritforged FAQ (2026-01-14, `faq-spiritforged-2026-01-14.md`): the entries no card test covered yet, one
test each, quoting the entry; expectations come from the FAQ's text. docs/spiritforged-plan.md, "The Spiritforged
FAQ and errata, entry by entry", names the test of every entry."""

from __future__ import annotations

from typing import Any

from .helpers import check, duel
from .test_origins import RESOLVE, bf, u
from .test_spiritforged_last import CARDS as LAST_CARDS
from .test_spiritforged_reveal import CARDS as REVEAL_CARDS
from .test_spiritforged_reveal import DECK

CARDS: dict[str, Any] = {
    **LAST_CARDS,
    **REVEAL_CARDS,
    "Sap": {"type": "spell", "cost": 0, "keywords": ["Reaction"],  # a Spiritforged-style reduction, no minimum
            "script": {"targets": [{"what": "unit"}], "effects": [["might", {"amount": -5, "to": "t0"}]]}},
    "Lift": {"type": "spell", "cost": 0, "keywords": ["Reaction"],
             "script": {"targets": [{"what": "unit"}], "effects": [["might", {"amount": 4, "to": "t0"}]]}},
    "Hook": {"type": "unit", "might": 3, "cost": 1, "keywords": ["Deflect"], "text": "[Deflect]"},
}
B_TURN = {"player": "B", "phase": "main", "number": 4}


# -- Origins FAQ outstanding issues ----------------------------------------------------------------------------

def test_faq_falling_star_may_choose_the_same_unit_twice() -> None:
    """Falling Star (revised text): "Deal 3 to a unit. Deal 3 to a unit." - "you pick all the targets up front, the
    other player can react before any of it resolves ... You can still choose the same unit or different units for
    each choice." - the Wall (8) chosen twice takes 6; both are chosen as it is played (on the chain with both)."""
    check(duel({"hand": [{"card": "Falling Star", "as": "fs"}], "runes": ["Fury Rune"] * 4}, cards=CARDS,
               battlefields=[bf("bf1", "B", u("Wall", "w", "B")), bf("bf2")], steps=[
        {"act": "play", "by": "A", "card": "fs", "targets": ["w", "w"]},
        {"expect": {"chain": ["Falling Star"], "damage": {"w": 0}}}, *RESOLVE,
        {"expect": {"damage": {"w": 6}, "zone": {"w": "bf1"}}}]))


# -- Cards that tell you to play other cards from your deck ----------------------------------------------------

def test_faq_a_card_banished_from_the_deck_that_cant_be_played_stays_banished() -> None:
    """"banishing the card ensures that the game has a place to put the card until it's actually played, and a
    place to send the card back to if it can't be played for whatever reason." - Void Rush banishes the Zap with no
    unit on the board to choose: it can't be played and stays in banishment; the Knight is drawn."""
    check(duel({"hand": [{"card": "Void Rush", "as": "x"}], "runes": ["Fury Rune"] * 4, "deck": DECK}, cards=CARDS,
               steps=[{"act": "play", "by": "A", "card": "x"}, *RESOLVE,
                      {"act": "choose", "by": "A", "choice": {"cards": ["z"]}},
                      {"expect": {"zone": {"z": "banishment", "k": "hand"}, "pending": None}}]))


# -- Functional errata -----------------------------------------------------------------------------------------

def test_faq_blood_rush_lasts_this_turn() -> None:
    """Blood Rush: "Should Blood Rush say "this turn" on it? It should!" - "Give a unit [Assault 2] this turn.": it
    has it this turn, not on the next."""
    check(duel({"hand": [{"card": "Blood Rush", "as": "br"}], "runes": ["Fury Rune"] * 2,
                "base": [u("Pup", "p", "A")]}, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "br", "targets": ["p"]}, *RESOLVE,
        {"expect": {"keywords": {"p": ["Assault 2"]}}},
        {"act": "end_turn", "by": "A"}, {"expect": {"keywords": {"p": []}}}]))


# -- Draven, Audacious: winning and losing a combat ------------------------------------------------------------

def test_faq_a_combat_won_by_default() -> None:
    """"It doesn't matter whether combat damage was actually dealt, only that there was a combat showdown and only
    your units were left after combat damage. If you killed or removed all the opposing units with spells and
    abilities before Draven had to throw any punches, he still wins." - Draven, Vanquisher ("When I win a combat,
    play a Gold gear token exhausted.") attacks a Pup; in the showdown A kills it with a spell: A wins, a Gold."""
    check(duel({"base": [u("Draven, Vanquisher", "d", "A")], "hand": [{"card": "Doom", "as": "dm"}]}, cards=CARDS,
               battlefields=[bf("bf1", "B", u("Pup", "e", "B")), bf("bf2")], steps=[
        {"act": "move", "by": "A", "units": ["d"], "to": "bf1"},
        {"act": "play", "by": "A", "card": "dm", "targets": ["e"]}, *RESOLVE,
        {"expect": {"zone": {"e": "trash"}}}, {"act": "pass", "by": "B"}, {"act": "pass", "by": "A"},
        {"expect": {"chain": ["Draven, Vanquisher (win_combat)"], "log_contains": "A wins the combat"}}, *RESOLVE,
        {"expect": {"count": {"A": {"base": 1}}, "controller": {"bf1": "A"}}}]))


def test_faq_a_tied_combat_is_nobodys_win() -> None:
    """"If neither player has units remaining at the battlefield or both players have units remaining, combat is a
    tie." - Draven, Vanquisher (4) and the Ogre (4) kill each other: no Gold for either side; nobody conquers."""
    check(duel({"base": [u("Draven, Vanquisher", "d", "A")]}, cards=CARDS,
               battlefields=[bf("bf1", "B", u("Ogre", "e", "B")), bf("bf2")], steps=[
        {"act": "move", "by": "A", "units": ["d"], "to": "bf1"}, *RESOLVE,
        {"expect": {"zone": {"d": "trash", "e": "trash"}, "chain": [], "count": {"A": {"base": 0}},
                    "points": {"A": 0}}}]))


# -- Cards that reduce Might -----------------------------------------------------------------------------------

def test_faq_negative_might_deals_no_damage_and_needs_raising_above_zero() -> None:
    """"Negative Might is treated as 0 Might for the purposes of dealing damage, but as its true value for raising it
    back above 0. So a unit with -3 Might would contribute 0 damage in combat, would die if it was dealt 1 or more
    damage, and would require +4 Might to get it back up to 1 Might." - B's Pup (2) at -3 defends against A's Ogre:
    the Ogre takes no damage; another Pup at -3 raised by +4 has 1."""
    check(duel({"base": [u("Ogre", "o", "A"), u("Pup", "p", "A")], "hand": [
                   {"card": "Sap", "as": "s1"}, {"card": "Sap", "as": "s2"}, {"card": "Lift", "as": "l"}]},
               cards=CARDS, battlefields=[bf("bf1", "B", u("Pup", "e", "B")), bf("bf2")], steps=[
        {"act": "play", "by": "A", "card": "s1", "targets": ["e"]}, *RESOLVE,
        {"act": "play", "by": "A", "card": "s2", "targets": ["p"]}, *RESOLVE,
        {"expect": {"might": {"e": -3, "p": -3}, "zone": {"e": "bf1", "p": "base"}}},
        {"act": "play", "by": "A", "card": "l", "targets": ["p"]}, *RESOLVE, {"expect": {"might": {"p": 1}}},
        {"act": "move", "by": "A", "units": ["o"], "to": "bf1"}, *RESOLVE,
        {"expect": {"zone": {"e": "trash", "o": "bf1"}, "damage": {"o": 0}, "controller": {"bf1": "A"}}}]))


# -- Ezreal, Prodigy ------------------------------------------------------------------------------------------

def test_faq_ezreal_prodigy_doesnt_reduce_equip_or_deflect() -> None:
    """"Ezreal can't reduce Equip costs. That's an activation cost for an ability, so it's neither optional nor
    additional." / "Ezreal won't help with Deflect costs, and Deflect is not optional." - with Ezreal, the Blade's
    [Equip] [1] still takes a rune (none: refused); B's Deflect unit chosen by A's Zap still costs [A] (no rune:
    refused; one: paid, recycled; the Zap's 3 kills it)."""
    ez = u("Ezreal, Prodigy", "x", "A")
    check(duel({"base": [ez, {"card": "Blade", "as": "b"}]}, cards=CARDS, steps=[
        {"act": "activate", "by": "A", "source": "b", "targets": ["x"], "expect_error": True}]))
    check(duel({"base": [ez, {"card": "Blade", "as": "b"}], "runes": [{"card": "Chaos Rune", "as": "r"}]},
               cards=CARDS, steps=[{"act": "activate", "by": "A", "source": "b", "targets": ["x"]}, *RESOLVE,
                                   {"expect": {"exhausted": {"r": True}, "might": {"x": 4}}}]))
    b = {"base": [u("Hook", "h", "B")]}
    check(duel({"base": [ez], "hand": [{"card": "Zap", "as": "z"}]}, b, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "z", "targets": ["h"], "expect_error": True}]))
    check(duel({"base": [ez], "hand": [{"card": "Zap", "as": "z"}], "runes": [{"card": "Chaos Rune", "as": "r"}]}, b,
               cards=CARDS, steps=[{"act": "play", "by": "A", "card": "z", "targets": ["h"]}, *RESOLVE,
                                   {"expect": {"zone": {"r": "rune_deck", "h": "trash"}}}]))


# -- Temporal Portal --------------------------------------------------------------------------------------------

def test_faq_temporal_portal_with_find_your_center_costs_four() -> None:
    """"Find Your Center's cost reduction applies only once and the final spell costs 4-its base cost of 3, plus its
    Repeat cost of 3, minus its cost reduction of 2." - B at 5 points (within 3 of 8): after the Portal, Find Your
    Center repeated takes four runes exhausted (the Portal's [A]: a fifth recycled); three runes can't pay it."""
    for runes, ok in ((5, True), (4, False)):
        a = {"base": [{"card": "Temporal Portal", "as": "tp"}], "runes": ["Calm Rune"] * runes,
             "hand": [{"card": "Find Your Center", "as": "f"}], "deck": ["Filler"] * 3,
             "rune_deck": ["Calm Rune"] * 2}
        steps: list[dict[str, Any]] = [
            {"act": "activate", "by": "A", "source": "tp"}, *RESOLVE,
            {"act": "play", "by": "A", "card": "f", "options": {"repeat": 1}, **({} if ok else {"expect_error": True})}]
        if ok:
            steps += [{"expect": {"count": {"A": {"runes": 4}}}}, *RESOLVE,
                      {"expect": {"count": {"A": {"hand": 2, "runes": 6}}}}]
        check(duel(a, {"points": 5}, cards=CARDS, steps=steps))


# -- Svellsongur ------------------------------------------------------------------------------------------------

def test_faq_svellsongur_copies_printed_text_only_and_adds_one_instance_each() -> None:
    """"Svellsongur only copies the text that's actually printed on the unit" / "putting 3 Svellsongur on the same
    unit will give that unit four total instances of its abilities, not eight." - a unit with "When I win a combat,
    draw 1." and three Svellsongur wins a combat: four triggers (ordered by A, each copy labelled with its
    Svellsongur), four cards drawn. A keyword given to it this turn isn't copied: Ganking once, its printed
    [Assault 2] four times (+8 attacking)."""
    cards = {**CARDS, "Champ": {"type": "unit", "might": 4, "cost": 1, "keywords": ["Assault 2"],
                                "script": {"triggers": {"win_combat": {"effects": [["draw", {"amount": 1}]]}}}},
             "Rush": {"type": "spell", "cost": 0, "keywords": ["Reaction"],
                      "script": {"targets": [{"what": "unit"}], "effects": [["keyword", {"name": "Ganking", "to": "t0"}]]}}}
    svell = [{"card": "Svellsongur", "as": f"s{i}", "attached_to": "c"} for i in range(3)]
    copy = "Champ (Svellsongur: win_combat)"
    check(duel({"base": [u("Champ", "c", "A"), *svell], "hand": [{"card": "Rush", "as": "r"}], "deck": ["Filler"] * 6},
               cards=cards, battlefields=[bf("bf1", "B", u("Wall", "e", "B")), bf("bf2")], steps=[
        {"act": "play", "by": "A", "card": "r", "targets": ["c"]}, *RESOLVE,
        {"expect": {"keywords": {"c": ["Assault 8", "Ganking"]}}},
        {"act": "move", "by": "A", "units": ["c"], "to": "bf1"}, *RESOLVE,
        {"expect": {"pending": {"player": "A", "kind": "order_triggers"}, "zone": {"e": "trash"}}},
        {"act": "choose", "by": "A", "choice": {"order": [copy, copy, copy, "Champ (win_combat)"]}},
        *RESOLVE * 4, {"expect": {"count": {"A": {"hand": 4}}, "controller": {"bf1": "A"}}}]))


def test_faq_svellsongur_on_aphelios_both_instances_trigger() -> None:
    """"He does have the second copy of his ability in time, and it will trigger. The "one that hasn't been chosen
    this turn" restriction applies separately to each instance. So you could choose the same option for both" -
    Svellsongur attached to Aphelios, Exalted: his ability and Svellsongur's copy of it trigger; each chooses "Ready 2
    runes"."""
    a = {"base": [u("Aphelios, Exalted", "a", "A"), {"card": "Svellsongur", "as": "s"}],
         "runes": [{"card": "Calm Rune", "as": f"r{i}"} for i in range(2)] + [
             {"card": "Calm Rune", "as": f"x{i}", "exhausted": True} for i in range(2)]}
    check(duel(a, cards=CARDS, steps=[
        {"act": "activate", "by": "A", "source": "s", "targets": ["a"]}, *RESOLVE,
        {"expect": {"pending": {"player": "A", "kind": "order_triggers"}}},
        {"act": "choose", "by": "A", "choice": {"order": ["Aphelios, Exalted (equipped)",
                                                          "Aphelios, Exalted (Svellsongur: equipped)"]}},
        {"act": "choose", "by": "A", "choice": {"option": "Ready 2 runes"}},
        {"act": "choose", "by": "A", "choice": {"option": "Ready 2 runes"}},
        {"expect": {"chain": ["Aphelios, Exalted (equipped)", "Aphelios, Exalted (Svellsongur: equipped)"]}}]))


# -- Forgotten Monument ----------------------------------------------------------------------------------------

def test_faq_forgotten_monument_leaves_extra_points_alone() -> None:
    """"Forgotten Monument completely prevents the process of scoring there ... "Extra" points such as those from
    Renata Glasc, Mastermind are unaffected." - on A's second turn, Renata at the Monument uses "[4][Mind][Mind][Mind]
    [Mind], [E]: Score 1 point.": A gains the point."""
    monument = bf("bf1", "A", u("Renata Glasc, Mastermind", "r", "A"), card="Forgotten Monument")
    check(duel({"runes": ["Mind Rune"] * 8}, cards=CARDS, battlefields=[monument, bf("bf2")], steps=[
        {"act": "activate", "by": "A", "source": "r", "ability": 1}, *RESOLVE,
        {"expect": {"points": {"A": 1}, "exhausted": {"r": True}}}]))
