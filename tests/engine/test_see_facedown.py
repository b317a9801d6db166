""""You can look at their facedown cards this turn" (Scuttle Crab): the chosen player's facedown cards are shown to
the effect's controller - in their view and as ids they may name - until the turn ends, and to no one else (128)."""

from __future__ import annotations

from game.engine import Action, apply, view
from game.engine.read.references import hidden_from
from game.engine.read.view import hidden_ids
from game.scenarios.runner import Scenario

from .invariants import check_view_privacy

PEEK = {"type": "spell", "cost": 0, "keywords": ["Action"],
        "script": {"effects": [["choose_player", {"who": "opponents"}], ["see_facedown", {}]]}}


def _scenario() -> Scenario:
    return Scenario({"name": "peek", "mode": "ffa3",
                     "cards": {"Peek": PEEK, "Scout": {"type": "unit", "might": 1, "cost": 1},
                               "Lurker": {"type": "unit", "might": 2, "cost": 2, "keywords": ["Hidden"]}},
                     "players": [{"name": "A", "hand": [{"card": "Peek", "as": "k"}]}, {"name": "B"}, {"name": "C"}],
                     "battlefields": [{"as": "bf1", "controller": "B", "units": [{"card": "Scout", "controller": "B"}],
                                       "facedown": {"card": "Lurker", "owner": "B", "as": "lu"}},
                                      {"as": "bf2"}, {"as": "bf3"}],
                     "turn": {"player": "A", "phase": "main", "number": 3}})


def _shown(st: object, viewer: int) -> list[dict]:
    return [fd for b in view(st, viewer)["battlefields"] for fd in b["facedown"]]


def test_the_chosen_players_facedown_cards_are_shown_to_the_effects_controller_this_turn() -> None:
    sc = _scenario()
    lu = sc.obj("lu")
    assert _shown(sc.st, 0) == [{"facedown": True, "controller": 1}] and lu in hidden_ids(sc.st, 0)
    for action in (Action("play", 0, card=sc.obj("k")), Action("pass", 0), Action("pass", 1), Action("pass", 2)):
        sc.st, _ = apply(sc.st, action)
    assert sc.st.pending is not None and sc.st.pending.kind == "choose_option"
    sc.st, _ = apply(sc.st, Action("choose", 0, choice={"option": "B"}))
    assert [fd.get("name") for fd in _shown(sc.st, 0)] == ["Lurker"]
    assert lu not in hidden_ids(sc.st, 0) and not hidden_from(sc.st, lu, 0)
    assert _shown(sc.st, 2) == [{"facedown": True, "controller": 1}] and hidden_from(sc.st, lu, 2)  # C: not
    check_view_privacy(sc.st)  # the soak's privacy invariant agrees (a UNL soak found it didn't know the mark)
    sc.st, _ = apply(sc.st, Action("end_turn", 0))
    assert lu in hidden_ids(sc.st, 0)  # the turn is over
