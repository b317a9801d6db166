"""Empowered is a public state of an object on the board (442.2): every viewer sees it in the view, and an
object that isn't Empowered (or one that left the board, a new object: 124) shows nothing."""

import yaml

from game.engine import SPECTATOR, apply, view
from game.engine.model.actions import Action
from game.scenarios.runner import Scenario

POSITION = """
cards:
  Sentinel: {type: unit, might: 3, cost: 2, keywords: [Empower], text: "[Empower] [1]", script: {static: []}}
  Bounce: {type: spell, cost: 0, keywords: [Reaction],
           script: {targets: [{what: unit}], effects: [[return_to_hand, {to: t0}]]}}
players:
  - name: A
    base: [{card: Sentinel, as: s}, {card: Sentinel, as: plain}]
    runes: [Fury Rune]
    hand: [{card: Bounce, as: b}]
  - name: B
turn: {player: A, phase: main, number: 3}
"""


def test_every_viewer_sees_which_objects_are_empowered() -> None:
    sc = Scenario(yaml.safe_load(POSITION))
    s, plain = sc.labels["s"], sc.labels["plain"]
    for action in (Action("activate", 0, card=s, ability=0, pay="auto"), Action("pass", 0), Action("pass", 1)):
        sc.st, _ = apply(sc.st, action)
    for viewer in (0, 1, SPECTATOR, None):
        base = {o["id"]: o for o in view(sc.st, viewer)["players"][0]["base"]}
        assert base[s]["empowered"] is True
        assert "empowered" not in base[plain]
    sc.st, _ = apply(sc.st, Action("play", 0, card=sc.labels["b"], targets=[s], pay="auto"))
    for action in (Action("pass", 0), Action("pass", 1)):
        sc.st, _ = apply(sc.st, action)
    hand = {o["id"]: o for o in view(sc.st, 0)["players"][0]["hand"]}
    assert "empowered" not in hand[s]
