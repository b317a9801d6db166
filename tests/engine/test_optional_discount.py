"""An optional cost change (`cost_mod` with `optional`, `per_turn`: "once each turn, you may pay [1][A] less to play a
gear"): offered in the legal plays beside the full price, used only when the play names its source
(`options.discounts`), once each turn (a play that doesn't use it doesn't use it up) (test cards)."""

from __future__ import annotations

from typing import Any

import pytest

from game.engine import Action, apply, legal_actions
from game.engine.model.errors import IllegalAction
from game.scenarios.runner import Scenario
from tests.cards.helpers import duel

CARDS: dict[str, Any] = {
    "Tinker": {"type": "unit", "might": 2, "cost": 0, "script": {"static": [{
        "cost_mod": -1, "cost_power_less": ["any"], "for": "gear", "optional": True, "per_turn": True}]}},
    "Cog": {"type": "gear", "cost": 2, "power": ["mind"]},
    "Pup": {"type": "unit", "might": 2, "cost": 2},
}


def _position() -> Scenario:
    return Scenario(duel({"base": [{"card": "Tinker", "as": "t"}], "pool": {"energy": 6, "power": {"mind": 1}},
                          "hand": [{"card": "Cog", "as": "c1"}, {"card": "Cog", "as": "c2"}, {"card": "Pup", "as": "p"}]},
                         cards=CARDS))


def test_used_when_chosen_once_each_turn() -> None:
    sc = _position()
    t = sc.obj("t")
    offered = [a.options.get("discounts") for a in legal_actions(sc.st, 0) if a.kind == "play" and a.card == sc.obj("c1")]
    assert [t] in offered and None in offered
    with pytest.raises(IllegalAction):  # not for a unit
        apply(sc.st, Action("play", 0, card=sc.obj("p"), options={"discounts": [t]}, pay="auto"))
    sc.st, _ = apply(sc.st, Action("play", 0, card=sc.obj("c1"), options={"discounts": [t]}, pay="auto"))
    assert sc.st.players[0].energy == 5 and sc.st.players[0].power == {"mind": 1}  # [2][Mind] less [1][A]
    with pytest.raises(IllegalAction):  # once each turn
        apply(sc.st, Action("play", 0, card=sc.obj("c2"), options={"discounts": [t]}, pay="auto"))
    sc.st, _ = apply(sc.st, Action("play", 0, card=sc.obj("c2"), pay="auto"))
    assert sc.st.players[0].energy == 3 and not any(sc.st.players[0].power.values())


def test_declined_it_stays() -> None:
    sc = _position()
    sc.st, _ = apply(sc.st, Action("play", 0, card=sc.obj("c1"), pay="auto"))
    assert sc.st.players[0].energy == 4
    sc.st, _ = apply(sc.st, Action("play", 0, card=sc.obj("c2"), options={"discounts": [sc.obj("t")]}, pay="auto"))
    assert sc.st.players[0].energy == 3


SONG = {**CARDS, "Singer": {"type": "unit", "might": 1, "cost": 0, "script": {"static": [{
    "cost_mod": -2, "for": "spell", "optional": True, "discount_cost": {"exhaust_self": True, "exhaust_units": 2}}]}},
        "Hymn": {"type": "spell", "cost": 3, "keywords": ["Reaction"], "script": {"effects": []}}}


def test_a_discount_with_a_cost() -> None:
    """`discount_cost`: using it exhausts the source and N other ready units of the player's, named by the play."""
    sc = Scenario(duel({"base": [{"card": "Singer", "as": "s"}, {"card": "Pup", "as": "a"}, {"card": "Pup", "as": "b"},
                                 {"card": "Pup", "as": "c", "exhausted": True}],
                        "hand": [{"card": "Hymn", "as": "h"}], "pool": {"energy": 3}}, cards=SONG))
    s, a, b, c, h = (sc.obj(x) for x in "sabch")
    offered = [x.options for x in legal_actions(sc.st, 0) if x.kind == "play" and x.card == h]
    assert {"discounts": [s], "discount_units": [a, b]} in offered and {} in offered
    with pytest.raises(IllegalAction):  # an exhausted unit can't pay
        apply(sc.st, Action("play", 0, card=h, options={"discounts": [s], "discount_units": [a, c]}, pay="auto"))
    with pytest.raises(IllegalAction):  # too few
        apply(sc.st, Action("play", 0, card=h, options={"discounts": [s], "discount_units": [a]}, pay="auto"))
    sc.st, _ = apply(sc.st, Action("play", 0, card=h, options={"discounts": [s], "discount_units": [a, b]}, pay="auto"))
    st = sc.st
    assert st.players[0].energy == 2 and all(st.objs[x].exhausted for x in (s, a, b))
