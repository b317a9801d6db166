"""Unleashed (UNL) cards whose mechanic is a term of their own, registered beside them in
game/cards/unleashed.py (issue 10.3): Shadow's Call (a selector key); Enthralling Protector's ability
cost, spending XP, is now the engine's (issue 20). Each test checks the card's whole text from the rules."""

from __future__ import annotations

from game.engine.model import registry

from .helpers import check, duel

PASS = [{"act": "pass", "by": "A"}, {"act": "pass", "by": "B"}]
CARDS = {"Sprite": {"type": "unit", "might": 3, "cost": 1, "keywords": ["Temporary"]},
         "Train": {"type": "spell", "cost": 0, "keywords": ["Action"], "script": {"effects": [["xp", {"amount": 3}]]}}}


def test_the_terms_are_the_card_modules_own() -> None:
    term = registry.term("selector", "without_keyword")
    assert term is not None and not term.shared and term.module == "game.cards.unleashed"


def test_spending_xp_is_the_engines() -> None:
    """730.2: spending XP is a cost a dozen Unleashed cards share: the engine's (ops/xp.py)."""
    term = registry.term("cost", "spend_xp")
    assert term is not None and term.shared and term.module == "game.engine.ops.xp"


# Shadow's Call (UNL-165): "Choose a friendly unit without [Temporary]. Give it [Temporary]. Draw 2.
# (Kill it at the start of its controller's Beginning Phase, before scoring.)"
def _shadows_call(steps: list, sprite: bool = True) -> dict:
    base = [{"card": "Filler", "as": "f"}] + ([{"card": "Sprite", "as": "sp"}] if sprite else [])
    return duel({"hand": [{"card": "Shadow's Call", "as": "sc"}], "runes": ["Order Rune"] * 2, "base": base,
                 "deck": ["Filler"] * 5},
                {"base": [{"card": "Filler", "as": "theirs"}]}, cards=CARDS, steps=steps)


def test_shadows_call_chooses_only_a_friendly_unit_without_temporary() -> None:
    check(_shadows_call([
        {"act": "play", "by": "A", "card": "sc", "targets": ["sp"], "expect_error": True},  # has Temporary
        {"act": "play", "by": "A", "card": "sc", "targets": ["theirs"], "expect_error": True},  # not friendly
        {"act": "play", "by": "A", "card": "sc", "targets": ["f"]},
        {"expect": {"chain": ["Shadow's Call"]}}]))


def test_shadows_call_gives_temporary_draws_two_and_the_unit_dies_at_its_controllers_beginning() -> None:
    check(_shadows_call([
        {"act": "play", "by": "A", "card": "sc", "targets": ["f"]}, *PASS,
        {"expect": {"keywords": {"f": ["Temporary"]}, "count": {"A": {"hand": 2, "main_deck": 3}},
                    "zone": {"sc": "trash"}}},
        {"act": "end_turn", "by": "A"}, {"act": "run_until", "phase": "main"},
        {"expect": {"turn": {"player": "B"}, "zone": {"f": "base"}}},  # not B's Beginning Phase
        {"act": "end_turn", "by": "B"}, {"act": "run_until", "phase": "main"},
        {"expect": {"turn": {"player": "A"}, "zone": {"f": "trash"}}}], sprite=False))  # A's: killed


# Enthralling Protector (UNL-162): "[Hunt] (When I conquer or hold, gain 1 XP.) Spend 2 XP: [Buff] me.
# (Give me a +1 [M] buff if I don't have one.)" (730.2: spending XP reduces it; 203.3: a cost that
# can't be paid can't be paid at all)
def test_enthralling_protector_spends_two_xp_to_buff_itself() -> None:
    check(duel(
        {"base": [{"card": "Enthralling Protector", "as": "p"}], "hand": [{"card": "Train", "as": "t"}]},
        cards=CARDS,
        steps=[{"act": "activate", "by": "A", "source": "p", "expect_error": True},  # 0 XP
               {"act": "play", "by": "A", "card": "t"}, *PASS,  # 3 XP
               {"act": "activate", "by": "A", "source": "p"},
               {"expect": {"chain": ["Enthralling Protector (ability)"], "log_contains": "A spends 2 XP",
                           "buffed": {"p": False}}},
               *PASS,
               {"expect": {"chain": [], "buffed": {"p": True}, "might": {"p": 3}}},
               {"act": "activate", "by": "A", "source": "p", "expect_error": True}]))  # 1 XP left


def test_enthralling_protector_hunts_xp_it_can_then_spend() -> None:
    """One XP left, it conquers: Hunt gives 1 XP, and the 2 XP can be spent."""
    check(duel(
        {"base": [{"card": "Enthralling Protector", "as": "p"}], "hand": [{"card": "Train", "as": "t"}]},
        cards=CARDS,
        steps=[{"act": "play", "by": "A", "card": "t"}, *PASS,  # 3 XP
               {"act": "activate", "by": "A", "source": "p"}, *PASS,  # 1 XP left
               {"act": "activate", "by": "A", "source": "p", "expect_error": True},
               {"act": "move", "by": "A", "units": ["p"], "to": "bf1"}, *PASS,  # conquer: the Hunt trigger
               {"expect": {"controller": {"bf1": "A"}, "chain": ["Enthralling Protector (hunt)"]}}, *PASS,
               {"expect": {"chain": [], "log_contains": "gains 1 XP (Hunt)"}},
               {"act": "activate", "by": "A", "source": "p"},
               {"expect": {"chain": ["Enthralling Protector (ability)"]}}]))
