"""How many spells each player played this turn is public (a spell is revealed as it is played, 420): every
viewer sees the count, never which objects; units don't count; it starts again each turn."""

import yaml

from game.engine import SPECTATOR, apply, view
from game.engine.model.actions import Action
from game.scenarios.runner import Scenario

POSITION = """
cards:
  Fizz: {type: spell, cost: 0, keywords: [Action], script: {effects: []}}
  Pup: {type: unit, might: 2, cost: 0}
players:
  - name: A
    hand: [{card: Fizz, as: f1}, {card: Fizz, as: f2}, {card: Pup, as: p}]
  - name: B
turn: {player: A, phase: main, number: 3}
"""


def _counts(st, viewer):  # type: ignore[no-untyped-def]
    return [p["spells_this_turn"] for p in view(st, viewer)["players"]]


def test_every_viewer_sees_how_many_spells_each_player_played_this_turn() -> None:
    sc = Scenario(yaml.safe_load(POSITION))
    assert _counts(sc.st, 1) == [0, 0]
    for action in (Action("play", 0, card=sc.labels["p"], pay="auto"),  # a unit: not a spell
                   Action("play", 0, card=sc.labels["f1"], pay="auto"), Action("pass", 0), Action("pass", 1),
                   Action("play", 0, card=sc.labels["f2"], pay="auto")):  # still on the chain: played all the same
        sc.st, _ = apply(sc.st, action)
    for viewer in (0, 1, SPECTATOR, None):
        assert _counts(sc.st, viewer) == [2, 0]
    for action in (Action("pass", 0), Action("pass", 1), Action("end_turn", 0)):
        sc.st, _ = apply(sc.st, action)
    assert sc.st.turn_player == 1 and _counts(sc.st, 1) == [0, 0]
