"""Attachments are public: every viewer sees which unit a piece of equipment is attached to."""

import yaml

from game.engine import SPECTATOR, view
from game.scenarios.runner import Scenario

POSITION = """
cards:
  Blade: {type: gear, might_bonus: 2, tags: [Equipment]}
  Ogre: {type: unit, might: 3, cost: 1}
players:
  - name: A
    base: [{card: Ogre, as: o}, {card: Blade, as: b, attached_to: o}, {card: Blade, as: loose}]
  - name: B
turn: {player: A, phase: main, number: 3}
"""


def test_every_viewer_sees_what_equipment_is_attached_to():
    sc = Scenario(yaml.safe_load(POSITION))
    ogre, blade, loose = sc.labels["o"], sc.labels["b"], sc.labels["loose"]
    for viewer in (0, 1, SPECTATOR, None):
        base = {o["id"]: o for o in view(sc.st, viewer)["players"][0]["base"]}
        assert base[blade]["attached_to"] == ogre
        assert "attached_to" not in base[loose]
        assert base[ogre]["might"] == 5
