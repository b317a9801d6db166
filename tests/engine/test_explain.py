"""game.engine.loop.explain: what the rules allow now, as the engine itself decides it. The board and the
bot read these answers instead of working the rules out again (tests/game/test_prompts.py and
tests/browser/test_steppers.py check that the board agrees)."""

from __future__ import annotations

import re

import pytest

from game.engine import Action, IllegalAction, apply, legal_actions
from game.engine.loop import explain
from game.engine.model.state import ChainItem, Pending
from game.scenarios.runner import Scenario

from .assigning import assigning, assignments

FIRST, ANY, LAST = explain.FIRST, explain.ANY, explain.LAST


def _tiers(name: str) -> dict[str, tuple[int, ...]]:
    st, targets, _ = assigning(name)
    return {st.name(u.id): u.tiers for u in explain.assignment(st, targets)}


def test_a_unit_with_tank_and_backline_may_go_first_or_last() -> None:
    """815.1, 826.3, 467.2.c.8: the assigning player chooses which requirement applies."""
    assert _tiers("tank and backline") == {"Warden": (FIRST, LAST), "Pup": (ANY,), "Guard": (FIRST,)}


def test_tank_ignored_while_assigning_here_is_an_ordinary_unit() -> None:
    """766: Dune Surfer's controller ignores Tank while assigning at its battlefield."""
    assert _tiers("ignore tank") == {"Guard": (ANY,), "Pup": (ANY,), "Archer": (LAST,)}


def test_assigned_last_and_no_damage_units() -> None:
    assert _tiers("assigned last") == {"Lookout": (LAST,), "Warden": (FIRST, LAST), "Pup": (ANY,)}
    st, targets, _ = assigning("no damage")
    facts = {st.name(u.id): u for u in explain.assignment(st, targets)}
    assert facts["Wisp"].exempt and not facts["Guard"].exempt  # 467.2.c.10: outside the order
    assert {n: f.need for n, f in facts.items()} == {"Wisp": 1, "Guard": 2, "Archer": 2}


@pytest.mark.parametrize("name", ["tank and backline", "ignore tank", "assigned last", "no damage"])
def test_the_engine_accepts_exactly_the_assignments_explain_accepts(name: str) -> None:
    """`assignment_problem` is the engine's own check: what it accepts, `apply` takes; what it refuses,
    `apply` refuses with the same words."""
    st, targets, total = assigning(name)
    accepted = 0
    for amounts in assignments(targets, total):
        problem = explain.assignment_problem(st, targets, total, amounts)
        action = Action("choose", 0, choice={"assign": amounts})
        if problem:
            with pytest.raises(IllegalAction, match=re.escape(problem)):
                apply(st, action)
        else:
            apply(st, action)
            accepted += 1
    assert accepted >= len(st.pending.options)  # the listed options and any other legal one


def test_the_listed_assignments_of_a_tank_and_backline_unit_include_it_last() -> None:
    st, targets, total = assigning("tank and backline")
    names = {u: st.name(u) for u in targets}
    listed = [{names[t]: n for t, n in option} for option in st.pending.options]
    assert {"Warden": 0, "Pup": 2, "Guard": 2} in listed  # Warden last: legal, offered
    assert explain.assignment_problem(st, targets, total, {t: 0 if names[t] == "Pup" else 2 for t in targets}) == ""


def _main(hand: list[str], runes: int = 0) -> tuple:
    sc = Scenario({"name": "t", "cards": {"Pup": {"type": "unit", "might": 2, "cost": 2},
                                          "Quick": {"type": "spell", "cost": 0, "keywords": ["Reaction"],
                                                    "script": {"effects": [["draw", {"amount": 1}]]}}},
                   "players": [{"name": "A", "hand": hand, "runes": ["Fury Rune"] * runes}, {"name": "B"}],
                   "turn": {"player": "A", "phase": "main", "number": 3}})
    return sc.st, sc


def test_why_a_card_cant_be_played_now() -> None:
    st, _ = _main(["Pup"])
    pup = st.players[0].hand[0]
    assert pup not in {a.card for a in legal_actions(st, 0) if a.kind == "play"}
    assert explain.why_unplayable(st, 0, pup).startswith("Can't pay its cost (2 energy)")
    st, _ = _main(["Pup"], runes=2)
    pup = st.players[0].hand[0]
    assert pup in {a.card for a in legal_actions(st, 0) if a.kind == "play"}
    assert explain.why_unplayable(st, 1, st.players[1].legend) == "Not your priority: wait until the player acting passes"
    chained = st.clone()
    chained.chain.append(ChainItem(900, "ability", st.players[1].legend, 1, "x", "activated:0"))
    assert explain.why_unplayable(chained, 0, pup) == "Only cards with Reaction can be played while the chain is open"
    waiting = st.clone()
    waiting.pending = Pending("mulligan", 1, [], {"max": 2})
    assert explain.why_unplayable(waiting, 0, pup) == "Waiting for another player's decision"
    assert explain.why_unplayable(waiting, 1, pup) == "Answer the decision first"


def test_pick_bounds_come_from_the_decision() -> None:
    st, _ = _main(["Pup", "Pup", "Quick"])
    hand = list(st.players[0].hand)
    st.pending = Pending("mulligan", 0, hand, {"max": 2})
    assert explain.pick(st) == explain.Pick(tuple(hand), 0, 2)  # 117: up to two
    st.pending = Pending("choose_cards", 0, hand, {"count": 2, "purpose": "discard"})
    assert explain.pick(st) == explain.Pick(tuple(hand), 2, 2)
    st.pending = Pending("choose_cards", 0, hand, {"count": 1, "up_to": True, "only": hand[:2], "purpose": "chosen"})
    assert explain.pick(st) == explain.Pick(tuple(hand[:2]), 0, 1)  # looked at three, may take one of two
    st.pending = None
    assert explain.pick(st) is None



def test_the_cost_of_a_listed_play_counts_every_change() -> None:
    """play_cost_of: a 3-cost unit played to Hunters' Circle (the first unit there this turn costs [1] less) costs
    [2], to the base [3]; the same answer whether legal_actions listed the play on this state (its memo) or not; a
    play of another player's, or not a play, has none."""
    from tests.cards.helpers import duel
    from tests.cards.test_origins import bf, u

    cards = {"Brute": {"type": "unit", "might": 3, "cost": 3}, "Pup": {"type": "unit", "might": 2, "cost": 1}}
    sc = Scenario(duel({"hand": [{"card": "Brute", "as": "x"}], "pool": {"energy": 3}}, cards=cards,
                       battlefields=[bf("bf1", "A", u("Pup", "p", "A"), card="Hunters' Circle"), bf("bf2")]))
    x = sc.obj("x")
    fresh = {to: explain.play_cost_of(sc.st, 0, Action("play", 0, card=x, to=to)) for to in (-1, 0)}
    plays = {a.to: a for a in legal_actions(sc.st, 0) if a.kind == "play" and a.card == x}
    listed = {to: explain.play_cost_of(sc.st, 0, plays[to]) for to in (-1, 0)}
    assert {to: c.energy for to, c in fresh.items() if c} == {to: c.energy for to, c in listed.items() if c} == \
        {-1: 3, 0: 2}
    assert explain.play_cost_of(sc.st, 1, plays[0]) is None and explain.play_cost_of(sc.st, 0, Action("pass", 0)) is None
