"""491.8.a: an invited teammate who uses an ability that goes on the chain has done what the invitation allowed,
as with a spell played: the invitation is over and they may pass like anyone (the UNL soak found an invited player,
their Divining Shells ability on the chain, offered only "concede"). An Add ability (a rune's) doesn't end it."""

from __future__ import annotations

from game.engine import Action, apply, legal_actions
from game.scenarios.runner import Scenario

CHARM = {"type": "gear", "cost": 0, "script": {"abilities": [
    {"cost": {"exhaust": True}, "timing": "reaction", "effects": [["draw", {"amount": 1}]]}]}}


def test_an_invited_player_whose_ability_is_on_the_chain_may_pass() -> None:
    sc = Scenario({"name": "invite", "mode": "2v2", "cards": {"Charm": CHARM},
                   "players": [{"name": "A", "team": 1}, {"name": "B", "team": 2},
                               {"name": "C", "team": 1, "base": [{"card": "Charm", "as": "c"}],
                                "runes": ["Fury Rune"]}, {"name": "D", "team": 2}],
                   "turn": {"player": "A", "phase": "main", "number": 5}})
    sc.st, _ = apply(sc.st, Action("invite", 0))
    sc.st, _ = apply(sc.st, Action("activate", 2, card=sc.obj("Fury Rune"), ability=0))  # an Add: still invited
    assert sc.st.invited == 2 and sc.st.priority == 2
    sc.st, _ = apply(sc.st, Action("activate", 2, card=sc.obj("c")))
    assert sc.st.chain and sc.st.priority == 2 and sc.st.invited == -1
    assert any(a.kind == "pass" for a in legal_actions(sc.st, 2))
    apply(sc.st, Action("pass", 2))
