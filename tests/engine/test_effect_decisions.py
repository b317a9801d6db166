"""Decisions card effects ask for (`may`, `choose_cards`, `split_damage`): listed answers, refusals,
and the rest of the effect carrying on after the answer."""

from __future__ import annotations

from typing import Any

import pytest

from game.engine import Action, apply, legal_actions
from game.engine.effects import split_choices
from game.engine.model.errors import IllegalAction
from game.engine.model.state import State
from game.scenarios.runner import Scenario


def scatter(amount: int, enemies: int) -> tuple[Scenario, State]:
    """A resolves "deal `amount` split among enemy units" with `enemies` enemy Pups on B's side."""
    data: dict[str, Any] = {
        "cards": {"Scatter": {"type": "spell", "cost": 0, "keywords": ["Action"], "script": {
            "effects": [["split_deal", {"amount": amount, "among": {"what": "unit", "who": "enemy"}}]]}},
            "Pup": {"type": "unit", "might": 2, "cost": 1}},
        "players": [{"name": "A", "hand": [{"card": "Scatter", "as": "s"}]},
                    {"name": "B", "base": [{"card": "Pup", "as": f"p{i}"} for i in range(enemies)]}],
        "turn": {"player": "A", "phase": "main", "number": 3},
    }
    sc = Scenario(data)
    st, _ = apply(sc.st, Action("play", 0, card=sc.obj("s"), pay="auto"))
    st, _ = apply(st, Action("pass", 0))
    st, _ = apply(st, Action("pass", 1))
    assert st.pending is not None and st.pending.kind == "split_damage"
    return sc, st


def test_every_listed_split_is_accepted_and_totals_the_amount() -> None:
    sc, st = scatter(3, 2)
    answers = [a for a in legal_actions(st, 0) if a.kind == "choose"]
    assert len(answers) == 4  # 3+0, 2+1, 1+2, 0+3
    for a in answers:
        assert sum(a.choice["split"].values()) == 3
        new, _ = apply(st, a)
        assert new.pending is None
        assert sum(new.objs[u].damage for u in (sc.obj("p0"), sc.obj("p1")) if u in new.objs) <= 3


def test_large_split_lists_a_compact_set_but_accepts_any_legal_split() -> None:
    sc, st = scatter(9, 5)
    answers = [a for a in legal_actions(st, 0) if a.kind == "choose"]
    assert 5 <= len(answers) <= 20  # all-on-one for each unit, lethal fills, an even spread
    pups = [sc.obj(f"p{i}") for i in range(5)]
    assert {"split": {u: (9 if u == pups[2] else 0) for u in pups}} in [a.choice for a in answers]
    odd = {pups[0]: 4, pups[1]: 0, pups[2]: 1, pups[3]: 3, pups[4]: 1}
    assert {"split": odd} not in [a.choice for a in answers]
    new, _ = apply(st, Action("choose", 0, choice={"split": odd}))
    assert new.objs[pups[2]].damage == 1 and new.objs[pups[4]].damage == 1
    for bad in ({pups[0]: 8}, {pups[0]: 10, pups[1]: -1}, {999: 9}):
        with pytest.raises(IllegalAction):
            apply(st, Action("choose", 0, choice={"split": bad}))
    with pytest.raises(IllegalAction):
        apply(st, Action("choose", 1, choice={"split": odd}))  # not B's decision


def test_split_choices_enumerates_small_splits_exactly() -> None:
    _, st = scatter(2, 3)
    units = list(st.pending.options) if st.pending else []
    splits = split_choices(st, units, 2)
    assert len(splits) == 6 and all(sum(s.values()) == 2 for s in splits)
    assert len({tuple(sorted(s.items())) for s in splits}) == 6


def offer(runes: int, otherwise: list | None = None) -> State:
    may: dict[str, Any] = {"cost": {"energy": 2}, "then": [["draw", {"amount": 2}]]}
    if otherwise:
        may["otherwise"] = otherwise
    data: dict[str, Any] = {
        "cards": {"Offer": {"type": "spell", "cost": 0, "keywords": ["Action"], "script": {
            "effects": [["may", may]]}}},
        "players": [{"name": "A", "hand": [{"card": "Offer", "as": "o"}], "runes": ["Fury Rune"] * runes},
                    {"name": "B"}],
        "turn": {"player": "A", "phase": "main", "number": 3},
    }
    sc = Scenario(data)
    st, _ = apply(sc.st, Action("play", 0, card=sc.obj("o"), pay="auto"))
    st, _ = apply(st, Action("pass", 0))
    st, _ = apply(st, Action("pass", 1))
    return st


def test_may_asks_only_when_the_cost_can_be_paid() -> None:
    rich, poor = offer(2), offer(1)
    assert rich.pending is not None and rich.pending.kind == "may"
    assert [a.choice for a in legal_actions(rich, 0) if a.kind == "choose"] == [{"yes": True}, {"yes": False}]
    assert poor.pending is None and not poor.chain and len(poor.players[0].hand) == 0  # one answer: not asked
    new, _ = apply(rich, Action("choose", 0, choice={"yes": True}))
    assert len(new.players[0].hand) == 2 and all(new.objs[r].exhausted for r in new.players[0].runes)
    with pytest.raises(IllegalAction):
        apply(rich, Action("choose", 0, choice={"yes": "please"}))


def test_may_with_an_otherwise_branch_asks_and_lists_yes_only_when_payable() -> None:
    """Declining does something else: the decision stays, yes listed and accepted only when payable."""
    poor = offer(1, otherwise=[["draw", {"amount": 1}]])
    assert poor.pending is not None and poor.pending.kind == "may"
    assert [a.choice for a in legal_actions(poor, 0) if a.kind == "choose"] == [{"yes": False}]
    with pytest.raises(IllegalAction, match="can't pay"):
        apply(poor, Action("choose", 0, choice={"yes": True}))
    new, _ = apply(poor, Action("choose", 0, choice={"yes": False}))
    assert len(new.players[0].hand) == 1
