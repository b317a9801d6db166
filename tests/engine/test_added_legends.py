"""Legends added to a Legend Zone during play (Core Rules 2026-10-09: 107.4.d.1-2, 174.2.b, 440.2.b.4, 440.3.b-c) and
the legends chosen while building the deck (103.1), on the engine's own ops: `zones.create_legend`, `Player.legends`,
`loop.setup.set_legend_choices`. Neeko, Blending In is the card that does it (tests/cards/test_radiance_last.py)."""

from __future__ import annotations

import pytest

from game.engine import apply, from_json, legal_actions, new_game, to_json, view
from game.engine.model.actions import Action
from game.engine.model.cards import default_catalog
from game.engine.model.events import Log
from game.engine.ops import zones
from game.scenarios.runner import Scenario

VIKTOR = "Viktor, Herald of the Arcane"  # "[1], [E]: Play a 1 [M] Recruit unit token."


def _position() -> Scenario:
    return Scenario({"name": "added legend", "cards": {"Pup": {"type": "unit", "might": 2, "cost": 1}}, "players": [
        {"name": "A", "legend_choices": [VIKTOR], "base": [{"card": "Pup", "as": "pup"}],
         "runes": ["Order Rune"] * 3},
        {"name": "B"}], "battlefields": [{"as": "bf1"}, {"as": "bf2"}],
        "turn": {"player": "A", "phase": "main", "number": 3}, "steps": []})


def _key(name: str) -> str:
    card = default_catalog().find(name)
    assert card is not None
    return card.key


def test_a_created_legend_is_ready_its_abilities_work_and_it_goes_when_its_holder_leaves() -> None:
    sc = _position()
    pup = sc.obj("pup")
    assert sc.st.players[0].extra["legend_choices"] == [_key(VIKTOR)]
    oid = zones.create_legend(sc.st, Log(), 0, _key(VIKTOR), holder=pup)
    assert oid is not None and sc.st.objs[oid].zone == "legend" and not sc.st.objs[oid].exhausted  # 174.2.b
    assert sc.st.players[0].legends() == [sc.st.players[0].legend, oid]
    assert [o["name"] for o in view(sc.st, 1)["players"][0]["added_legends"]] == [VIKTOR]  # public
    assert from_json(to_json(sc.st)) == sc.st
    activate = next(a for a in legal_actions(sc.st, 0) if a.kind == "activate" and a.card == oid)
    st, _ = apply(sc.st, activate)
    assert st.objs[oid].exhausted
    zones.to_hand(sc.st, pup)  # the holder leaves the board: the legend ceases to exist (440.3.b)
    assert oid not in sc.st.objs and sc.st.players[0].legends() == [sc.st.players[0].legend]
    assert "added_legends" not in view(sc.st, 0)["players"][0]


def test_a_legend_from_deck_building_choices_exists_once_in_play() -> None:
    """440.3.c: creating one that already exists on the board (the Legend Zone is part of it, 107.4) is negated."""
    sc = _position()
    pup = sc.obj("pup")
    assert zones.create_legend(sc.st, Log(), 0, _key(VIKTOR), holder=pup) is not None
    log = Log()
    assert zones.create_legend(sc.st, log, 0, _key(VIKTOR), holder=pup) is None
    assert len(sc.st.players[0].legends()) == 2 and any("440.3.c" in e.text for e in log.events)


def test_awaken_readies_every_legend_in_the_zone() -> None:
    sc = _position()
    oid = zones.create_legend(sc.st, Log(), 0, _key(VIKTOR), holder=sc.obj("pup"))
    assert oid is not None
    sc.st.w(oid).exhausted = True
    sc.st, _ = apply(sc.st, Action("end_turn", 0))
    sc.st, _ = apply(sc.st, Action("end_turn", 1))
    assert sc.st.turn_player == 0 and not sc.st.objs[oid].exhausted


def test_new_game_keeps_the_deck_building_choices_and_refuses_a_non_legend() -> None:
    deck = {"name": "A", "legend": "Jinx, Loose Cannon", "main": ["Filler"] * 40, "runes": ["Fury Rune"] * 12,
            "legend_choices": [VIKTOR, "Lee Sin, Blind Monk"]}
    st, _ = new_game([deck, {**deck, "name": "B", "legend_choices": []}], seed=3)
    assert st.players[0].extra["legend_choices"] == [_key(VIKTOR), _key("Lee Sin, Blind Monk")]
    assert "legend_choices" not in st.players[1].extra
    assert all(k in st.table.defs for k in st.players[0].extra["legend_choices"])
    with pytest.raises(ValueError, match="not a legend"):
        new_game([{**deck, "legend_choices": ["Filler"]}, deck], seed=3)
