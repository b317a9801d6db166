"""The passive `replace_token_play` (a replacement of a unit token play, 369: "you may play that token and an
additional copy of it instead" / "you may play a Mech to that same location instead"): a `may` asked token by
token, each replacement once per token (370.2), `per_turn` used only when taken (386.2.b), never for gear tokens
(test cards)."""

from __future__ import annotations

from typing import Any

from game.engine import Action, apply
from game.scenarios.runner import Scenario
from tests.cards.helpers import duel

AT_BF = {"at_battlefield": True}
CARDS: dict[str, Any] = {
    "Doubler": {"type": "unit", "might": 1, "cost": 0,
                "script": {"static": [{"replace_token_play": {"extra": 1, "per_turn": True}, "if": AT_BF}]}},
    "Tinkerer": {"type": "unit", "might": 1, "cost": 0,
                 "script": {"static": [{"replace_token_play": {"instead": "Mech"}, "if": AT_BF}]}},
    "Recruits": {"type": "spell", "cost": 0, "keywords": ["Reaction"],
                 "script": {"effects": [["token", {"card": "Recruit", "count": 2, "where": "base"}]]}},
    "Golds": {"type": "spell", "cost": 0, "keywords": ["Reaction"],
              "script": {"effects": [["token", {"card": "Gold", "count": 1, "where": "base"}]]}},
}


def _position(unit: str, at_bf: bool = True, spells: int = 2) -> Scenario:
    a: dict[str, Any] = {"hand": [{"card": "Recruits", "as": f"r{i}"} for i in range(spells)] + [{"card": "Golds", "as": "g"}]}
    fields: list[Any] = [{"as": "bf1", "controller": "A"}, {"as": "bf2"}]
    if at_bf:
        fields[0]["units"] = [{"card": unit, "as": "u", "controller": "A"}]
    else:
        a["base"] = [{"card": unit, "as": "u"}]
    return Scenario(duel(a, cards=CARDS, battlefields=fields))


def _cast(sc: Scenario, label: str) -> None:
    for a in (Action("play", 0, card=sc.obj(label), pay="auto"), Action("pass", 0), Action("pass", 1)):
        sc.st, _ = apply(sc.st, a)


def _answer(sc: Scenario, yes: bool) -> None:
    assert sc.st.pending is not None and sc.st.pending.kind == "may"
    sc.st, _ = apply(sc.st, Action("choose", 0, choice={"yes": yes}))


def _tokens(sc: Scenario) -> list[str]:
    return sorted(sc.st.name(o) for o in sc.st.players[0].base if sc.st.objs[o].token)


def test_an_additional_copy_once_each_turn() -> None:
    sc = _position("Doubler")
    _cast(sc, "r0")
    _answer(sc, True)  # the first Recruit and a copy; the second Recruit: used up this turn, no question
    assert sc.st.pending is None and _tokens(sc) == ["Recruit"] * 3
    _cast(sc, "r1")
    assert sc.st.pending is None and _tokens(sc) == ["Recruit"] * 5


def test_declined_it_is_not_used_up() -> None:
    sc = _position("Doubler")
    _cast(sc, "r0")
    _answer(sc, False)
    _answer(sc, True)  # asked again for the second token
    assert sc.st.pending is None and _tokens(sc) == ["Recruit"] * 3


def test_not_in_a_base_nor_for_gear() -> None:
    sc = _position("Doubler", at_bf=False)
    _cast(sc, "r0")
    assert sc.st.pending is None and _tokens(sc) == ["Recruit"] * 2
    sc = _position("Doubler")
    _cast(sc, "g")
    assert sc.st.pending is None and _tokens(sc) == ["Gold"]


def test_a_mech_instead_token_by_token() -> None:
    sc = _position("Tinkerer")
    _cast(sc, "r0")
    _answer(sc, True)
    _answer(sc, False)
    assert sc.st.pending is None and _tokens(sc) == ["Mech", "Recruit"]
    mech = next(o for o in sc.st.players[0].base if sc.st.name(o) == "Mech")
    assert sc.st.objs[mech].exhausted  # played as the Recruit would have been (143.4)
