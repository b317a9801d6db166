"""Looking at or revealing the top of one's own Main Deck (effects/seeing.py, 370.1.c.1): a card whose script
names an `as_seen` replacement has it applied as it is seen, top first; the look goes on with the cards left
(a card taken out is counted, no id kept); a replacement that asks makes the look wait and carry on after."""

from __future__ import annotations

import pytest

from game.engine import Action, apply
from game.engine.effects.seeing import VERBS, took_from_top
from game.engine.model.errors import IllegalAction
from game.engine.ops import zones
from game.engine.read.context import Ctx
from game.scenarios.runner import Scenario


def _vanish(ctx: Ctx, player: int, at: int) -> None:
    """Test only: the card `at` from the top banishes itself as it is seen."""
    zones.banish(ctx.st, ctx.log, ctx.st.players[player].main_deck[at])
    took_from_top(ctx, player)


@pytest.fixture(autouse=True)
def vanisher(monkeypatch: pytest.MonkeyPatch) -> None:
    """The test card's replacement verb, in the live verb table only (no term registered: the vocabulary and
    its documentation stay as they are)."""
    monkeypatch.setitem(VERBS, "_test_vanish_as_seen", _vanish)


def _setup(deck: list[str]) -> Scenario:
    cards = {"Pup": {"type": "unit", "might": 2, "cost": 1},
             "Vanisher": {"type": "unit", "might": 1, "cost": 1, "script": {"as_seen": "_test_vanish_as_seen"}},
             "Peek": {"type": "spell", "cost": 0, "keywords": ["Action"],
                      "script": {"effects": [["look_keep", {"look": 3, "keep": 1}]]}}}
    return Scenario({"cards": cards, "turn": {"player": "A", "phase": "main", "number": 3},
                     "players": [{"name": "A", "hand": [{"card": "Peek", "as": "pk"}],
                                  "deck": [{"card": c, "as": f"c{i}"} for i, c in enumerate(deck)]}, {"name": "B"}]})


def _peek(sc: Scenario) -> object:
    st, _ = apply(sc.st, Action("play", 0, card=sc.obj("pk"), pay="auto"))
    for p in (0, 1):
        st, _ = apply(st, Action("pass", p))
    return st


def test_cards_taken_as_they_are_seen_leave_the_rest_of_the_look() -> None:
    sc = _setup(["Pup", "Vanisher", "Vanisher", "Pup", "Pup"])
    st = _peek(sc)
    assert [st.objs[sc.obj(f"c{i}")].zone for i in (1, 2)] == ["banishment", "banishment"]
    assert st.pending is None  # one card left of the three looked at: it is kept, nothing to choose
    assert st.objs[sc.obj("c0")].zone == "hand" and st.players[0].main_deck == [sc.obj("c3"), sc.obj("c4")]


def test_a_look_without_such_cards_is_unchanged() -> None:
    sc = _setup(["Pup", "Pup", "Pup", "Pup"])
    st = _peek(sc)
    assert st.pending is not None and st.pending.kind == "choose_cards"
    assert st.pending.options == [sc.obj("c0"), sc.obj("c1"), sc.obj("c2")]
    try:
        apply(st, Action("choose", 0, choice={"cards": [sc.obj("c3")]}))
        raise AssertionError("a card below the cards looked at was taken")
    except IllegalAction:
        pass
