"""The other players' last actions on the board (issue 15.4): worded for the viewer, and naming or
highlighting only what the viewer can see."""

from __future__ import annotations

from game.engine import SPECTATOR, view
from game.scenarios.runner import Scenario
from game.services.board import _move_cards, move_text, objects_by_id, target_labels

JINX = "Jinx, Demolitionist"


def _table():
    return Scenario({"players": [{"name": "A", "base": [{"card": JINX, "as": "aj"}]},
                                 {"name": "B", "hand": [{"card": "Cleave", "as": "cl"}]}],
                     "battlefields": [{"as": "bf1", "controller": "B",
                                       "units": [{"card": "Watchful Sentry", "controller": "B", "as": "ws"}],
                                       "facedown": {"card": "Blastcone Fae", "controller": "B", "as": "fae"}},
                                      {"as": "bf2"}],
                     "turn": {"player": "B", "phase": "main", "number": 4}})


def _seen(sc, viewer, payload):
    v = view(sc.st, viewer)
    objs = objects_by_id(v)
    return move_text(payload, v, objs, target_labels(v, viewer)), _move_cards(payload, objs)


def test_a_hidden_card_is_a_card_and_is_never_highlighted():
    sc = _table()
    fae = sc.obj("fae")
    for viewer in (0, SPECTATOR):
        text, cards = _seen(sc, viewer, {"kind": "hide", "card": fae, "to": 0})
        assert text == "hid a card at Test Battlefield (bf 1)" and cards == []
        assert "Blastcone" not in text


def test_a_play_names_the_card_and_its_target_by_whose_and_where():
    sc = _table()
    cleave, jinx = sc.obj("cl"), sc.obj("aj")
    payload = {"kind": "play", "card": cleave, "to": -1, "targets": [jinx]}
    # while Cleave is in B's hand, A can't see it: "a card", and only the target lights up
    assert _seen(sc, 0, payload) == (f"played a card → your {JINX} (base)", [jinx])
    assert _seen(sc, SPECTATOR, payload) == (f"played a card → A's {JINX} (base)", [jinx])
    moved = {"kind": "move", "units": [sc.obj("ws")], "to": -1}
    assert _seen(sc, 0, moved) == ("moved B's Watchful Sentry (bf 1) to their base", [sc.obj("ws")])
