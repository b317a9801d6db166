"""Simultaneous deaths and death replacements (370.1.a.2, 372-374): the decision is plain data,
every answer is listed, it survives serialisation, and a player leaving releases the held deaths."""

from __future__ import annotations

from typing import Any

import pytest

from game.engine import Action, State, apply, from_json, legal_actions, to_json
from game.engine.model.errors import IllegalAction
from game.scenarios.runner import Scenario

WIPE = {"type": "spell", "cost": 0, "keywords": ["Action"],
        "script": {"effects": [["kill", {"to": {"what": "unit", "where": "battlefield"}}], ["draw", {"amount": 1}]]}}


def _setup(mode: str = "duel", third: bool = False) -> dict[str, Any]:
    players: list[dict[str, Any]] = [
        {"name": "A", "hand": [{"card": "Wipe", "as": "wipe"}]},
        {"name": "B", "base": [{"card": "Zhonya's Hourglass", "as": "z"}]},
    ]
    units = [{"card": "Ogre", "as": "ogre", "controller": "B"}, {"card": "Imp", "as": "imp", "controller": "B"}]
    if third:
        players.append({"name": "C"})
        units.append({"card": "Imp", "as": "cimp", "controller": "C"})
    return {"mode": mode,
            "cards": {"Wipe": WIPE, "Ogre": {"type": "unit", "might": 4, "cost": 3},
                      "Imp": {"type": "unit", "might": 1, "cost": 1}},
            "players": players,
            "battlefields": [{"as": "bf1", "units": units}, {"as": "bf2"}],
            "turn": {"player": "A", "phase": "main", "number": 3}}


def _wipe(sc: Scenario) -> State:
    st, _ = apply(sc.st, Action("play", 0, card=sc.obj("wipe"), to=-1))
    for _ in range(len(st.players)):
        st, _ = apply(st, Action("pass", st.priority))
    return st


def test_the_decision_lists_one_answer_per_death_and_only_the_controller_answers() -> None:
    sc = Scenario(_setup())
    st = _wipe(sc)
    pend = st.pending
    assert pend is not None and pend.kind == "choose_cards" and pend.player == 1
    assert pend.data["purpose"] == "replace_death" and pend.data["source"] == sc.obj("z")
    assert sorted(pend.options) == sorted([sc.obj("ogre"), sc.obj("imp")])
    answers = [a.choice for a in legal_actions(st, 1) if a.kind == "choose"]
    assert sorted(c["cards"][0] for c in answers) == sorted(pend.options)
    assert all(len(c["cards"]) == 1 for c in answers)
    assert not [a for a in legal_actions(st, 0) if a.kind == "choose"]
    with pytest.raises(IllegalAction):
        apply(st, Action("choose", 1, choice={"cards": []}))
    for choice in answers:  # every listed answer is accepted and saves exactly that unit
        new, _ = apply(st, Action("choose", 1, choice=choice))
        saved = choice["cards"][0]
        other = next(u for u in pend.options if u != saved)
        assert new.objs[saved].zone == "base" and new.objs[saved].exhausted
        assert other not in new.objs or new.objs[other].zone == "trash"
        assert new.pending is None and len(new.players[0].hand) == 1  # the spell went on: draw 1


def test_a_held_decision_survives_serialisation() -> None:
    st = _wipe(Scenario(_setup()))
    assert st.pending is not None
    again = from_json(to_json(st))
    assert again == st
    a = next(a for a in legal_actions(again, 1) if a.kind == "choose")
    left, _ = apply(again, a)
    right, _ = apply(st, a)
    assert to_json(left) == to_json(right)


def test_held_deaths_are_not_killed_again_by_a_cleanup() -> None:
    sc = Scenario(_setup())
    st = _wipe(sc)
    for oid in (sc.obj("ogre"), sc.obj("imp")):
        assert st.objs[oid].zone == "battlefield" and st.objs[oid].extra.get("dying")


def test_a_deciding_player_who_leaves_releases_the_other_deaths() -> None:
    sc = Scenario(_setup("ffa3", third=True))
    st = _wipe(sc)
    assert st.pending is not None and st.pending.player == 1
    st, _ = apply(st, Action("concede", 1))
    # B's units are banished with B (652.1); C's Imp, killed at the same moment, still dies and
    # the spell carries on
    assert st.pending is None
    assert st.objs[sc.obj("cimp")].zone == "trash"
    assert not st.objs[sc.obj("cimp")].extra.get("dying")
    assert len(st.players[0].hand) == 1


def test_replacements_of_different_controllers_execute_in_turn_order() -> None:
    """373.1: B's unit comes first on the board, but A (the turn player) has their replacement
    executed first."""
    quake = {"type": "spell", "cost": 0, "keywords": ["Action"],
             "script": {"effects": [["deal", {"amount": 9, "to": {"what": "unit", "where": "battlefield"}}]]}}
    sc = Scenario({
        "cards": {"Quake": quake, "Ogre": {"type": "unit", "might": 4, "cost": 3}},
        "players": [{"name": "A", "hand": [{"card": "Quake", "as": "q"}],
                     "base": [{"card": "Zhonya's Hourglass", "as": "za"}]},
                    {"name": "B", "base": [{"card": "Zhonya's Hourglass", "as": "zb"}]}],
        "battlefields": [{"as": "bf1", "controller": "B", "contested_by": "A", "units": [
            {"card": "Ogre", "as": "theirs", "controller": "B"}, {"card": "Ogre", "as": "mine", "controller": "A"}]}],
        "turn": {"player": "A", "phase": "main", "number": 3}})
    st, _ = apply(sc.st, Action("play", 0, card=sc.obj("q"), to=-1))
    st, _ = apply(st, Action("pass", 0))
    st, events = apply(st, Action("pass", 1))
    saved = [e.data.get("card") for e in events if e.kind == "replace"]
    assert saved == [sc.obj("za"), sc.obj("zb")]
    assert st.objs[sc.obj("mine")].zone == "base" and st.objs[sc.obj("theirs")].zone == "base"
