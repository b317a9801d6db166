"""A passive `grant_ability` gives the objects its scope names one of the source's `granted_abilities` as their own
activated ability ("friendly legends have '[E]: ...'"), found again by the chain item as it resolves (test cards)."""

from __future__ import annotations

from game.engine import Action, apply, legal_actions
from game.engine.read.scripts import ability_list
from game.scenarios.runner import Scenario
from tests.cards.helpers import duel

CARDS = {
    "Pup": {"type": "unit", "might": 2, "cost": 1},
    "Patron": {"type": "unit", "might": 3, "cost": 1, "script": {
        "static": [{"grant_ability": 0, "to": {"type": "legend", "who": "friendly"}}],
        "granted_abilities": [{"cost": {"exhaust": True}, "targets": [{"what": "unit"}],
                               "effects": [["might", {"amount": 3, "to": "t0"}]]}]}},
}


def test_a_legend_uses_an_ability_a_unit_grants_it() -> None:
    sc = Scenario(duel({"base": [{"card": "Patron", "as": "pa"}, {"card": "Pup", "as": "p"}]}, cards=CARDS))
    legend = sc.st.players[0].legend
    uses = [a for a in legal_actions(sc.st, 0) if a.kind == "activate" and a.card == legend]
    theirs = sc.st.players[1].legend
    assert uses and not ability_list(sc.st, sc.st.card(theirs), theirs)  # not the opponent's legend
    use = next(a for a in uses if a.targets == [sc.obj("p")])
    for a in (use, Action("pass", 0), Action("pass", 1)):
        sc.st, _ = apply(sc.st, a)
    from game.engine.read.layers import might

    assert might(sc.st, sc.obj("p")) == 5 and sc.st.objs[legend].exhausted


def test_a_battlefields_ability_each_player_may_use_once_on_their_turn() -> None:
    """`each_player` (with `per_turn: 1`): a battlefield's ability any player may use on their turn, counted per
    player, whoever controls it."""
    cards = {**CARDS, "Bazaar": {"type": "battlefield", "script": {"abilities": [
        {"cost": {"energy": 1}, "each_player": True, "per_turn": 1, "effects": [["draw", {"amount": 1}]]}]}}}
    sc = Scenario(duel({"runes": ["Fury Rune"] * 3, "deck": ["Pup"] * 3}, {"runes": ["Fury Rune"] * 3, "deck": ["Pup"] * 3},
                       cards=cards, battlefields=[{"as": "bf1", "card": "Bazaar", "controller": "B",
                                                   "units": [{"card": "Pup", "controller": "B"}]}, {"as": "bf2"}]))
    bazaar = sc.st.battlefields[0].obj
    mine = [a for a in legal_actions(sc.st, 0) if a.kind == "activate" and a.card == bazaar]
    assert len(mine) == 1
    for a in (mine[0], Action("pass", 0), Action("pass", 1)):
        sc.st, _ = apply(sc.st, a)
    assert len(sc.st.players[0].hand) == 1
    assert not [a for a in legal_actions(sc.st, 0) if a.kind == "activate" and a.card == bazaar]
    sc.st, _ = apply(sc.st, Action("end_turn", 0))
    assert [a for a in legal_actions(sc.st, 1) if a.kind == "activate" and a.card == bazaar]
