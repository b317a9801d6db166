"""The Unleashed Rules FAQ (faq-unleashed-2026-04-29.md) entries about cards the engine plays, one test each
(docs/rulings.md rows 350-). The entries about the triggered-ability template are tested with their cards: Vi,
Piltover Enforcer (test_unleashed_more), Insightful Investigator, Rift Herald (test_unleashed_own_terms); the
Energy spent to play a countered spell by `unleashed/spent-on-a-spell-this-turn-even-countered.yaml`; Turn to
Dust on an attached Equipment by test_unleashed_more's `test_turn_to_dust`; Crescent Guardian ("play" as a
condition is finalization) by its test."""

from __future__ import annotations

from .helpers import check, duel
from .test_origins import RESOLVE, bf, u
from .test_unleashed_more import CARDS


def test_faq_aspirants_climb_brushed_by_green_father_both_at_eight() -> None:
    """"What happens when you conquer Aspirant's Climb with Green Father and Brush the battlefield when both players
    are at 8 points?" - the first battlefield A scores this turn: A draws 1 instead of the final point (473.1.b);
    Brush replaces the Climb, the Victory Score goes back to 8, and with both at 8 nobody wins (323.1, 469)."""
    check(duel({"legend": "Ivern, Green Father", "points": 8, "base": [u("Pup", "p", "A")]}, {"points": 8}, cards=CARDS,
               battlefields=[bf("bf1", card="Aspirant's Climb"), bf("bf2")], steps=[
        {"act": "move", "by": "A", "units": ["p"], "to": "bf1"}, *RESOLVE,
        {"expect": {"points": {"A": 8}, "count": {"A": {"hand": 1}}, "log_contains": "draws 1 instead of the final point",
                    "pending": {"player": "A", "kind": "may"}}},
        {"act": "choose", "by": "A", "choice": {"yes": True}}, *RESOLVE,
        {"expect": {"log_contains": "Brush", "winner": None, "points": {"A": 8, "B": 8}}}]))


def test_faq_temporary_granted_to_an_attached_spinning_axe_kills_it() -> None:
    """"If Temporary is granted to an attached Spinning Axe, will it die at the start of my Beginning Phase?" - yes: its
    printed Temporary is inactive while attached (135.4), the granted one (Turn to Dust) is active (816.2.a)."""
    check(duel({"hand": [{"card": "Turn to Dust", "as": "t"}], "runes": ["Mind Rune"] * 2,
                "base": [u("Pup", "p", "A"), {"card": "Spinning Axe", "as": "ax", "attached_to": "p"}]}, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "t", "targets": ["ax"]}, *RESOLVE,
        {"act": "end_turn", "by": "A"}, {"act": "end_turn", "by": "B"}, {"act": "run_until", "phase": "main"},
        {"expect": {"zone": {"ax": "trash", "p": "base"}}}]))
    check(duel({"base": [u("Pup", "p", "A"), {"card": "Spinning Axe", "as": "ax", "attached_to": "p"}]}, cards=CARDS,
               turn={"player": "B", "phase": "main", "number": 4},
               steps=[{"act": "end_turn", "by": "B"}, {"act": "run_until", "phase": "main"},
                      {"expect": {"zone": {"ax": "base"}}}]))  # its own, printed Temporary: inactive while attached


def test_faq_brushing_a_brush_swaps_back_to_the_original() -> None:
    """"What happens if you Brush a Brush? Can you swap back the original battlefield you Brushed?" - the first Brush
    ceases to exist; swapping back the second returns the original battlefield (439.1, 439.7.b: the replacing token
    inherits the relationship)."""
    hold = {"player": "A", "phase": "beginning", "number": 3}
    check(duel({"legend": "Ivern, Green Father"}, cards=CARDS, turn=hold,
               battlefields=[bf("bf1", "A", u("Pup", "p", "A"), card="Forgotten Library"), bf("bf2")], steps=[
        {"expect": {"pending": {"player": "A", "kind": "may"}}}, {"act": "choose", "by": "A", "choice": {"yes": True}},
        *RESOLVE, {"expect": {"log_contains": "Brush"}},
        {"act": "end_turn", "by": "A"}, {"act": "end_turn", "by": "B"}, {"act": "run_until", "pending": "order_triggers"},
        {"act": "choose", "by": "A", "choice": {"order": ["Brush (hold)", "Ivern, Green Father (hold)"]}},
        {"act": "run_until", "pending": "may"}, {"act": "choose", "by": "A", "choice": {"yes": True}},
        {"act": "run_until", "pending": "may"}, {"act": "choose", "by": "A", "choice": {"yes": True}},
        {"act": "run_until", "phase": "main"},
        {"expect": {"log_contains": "Brush is replaced by a token battlefield (Brush)"}},  # the first Brush is gone
        {"act": "end_turn", "by": "A"}, {"act": "end_turn", "by": "B"}, {"act": "run_until", "pending": "order_triggers"},
        {"act": "choose", "by": "A", "choice": {"order": ["Ivern, Green Father (hold)", "Brush (hold)"]}},
        {"act": "run_until", "pending": "may"}, {"act": "choose", "by": "A", "choice": {"yes": False}},  # no new Brush
        {"act": "run_until", "pending": "may"}, {"act": "choose", "by": "A", "choice": {"yes": True}},  # swap back
        {"act": "run_until", "phase": "main"}, {"expect": {"log_contains": "Brush is swapped back to Forgotten Library"}}]))
