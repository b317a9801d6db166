"""Combats stopped at a combat damage assignment (467.2.c), for the tests that compare what the board
allows with what the engine allows: Tank (815), Backline (826), a unit with both (467.2.c.8-9),
"ignore Tank while assigning here" (Dune Surfer, 766), "I must be assigned combat damage last"
(a passive) and a unit that can't be dealt damage (467.2.c.10)."""

from __future__ import annotations

from typing import Any

import game.cards  # noqa: F401  (registers the card scripts: Dune Surfer)
from game.engine import Action, State, apply
from game.scenarios.runner import Scenario

CARDS: dict[str, Any] = {
    "Guard": {"type": "unit", "might": 2, "cost": 1, "keywords": ["Tank"]},
    "Archer": {"type": "unit", "might": 2, "cost": 1, "keywords": ["Backline"]},
    "Warden": {"type": "unit", "might": 2, "cost": 1, "keywords": ["Tank", "Backline"]},
    "Lookout": {"type": "unit", "might": 1, "cost": 1, "script": {"static": [{"assigned_last": True}]}},
    "Wisp": {"type": "unit", "might": 1, "cost": 1, "script": {"static": [{"no_damage": True}]}},
    "Pup": {"type": "unit", "might": 2, "cost": 1},
    "Brute": {"type": "unit", "might": 4, "cost": 1},
}


def _u(card: str, label: str, controller: str) -> dict[str, Any]:
    return {"card": card, "as": label, "controller": controller}


# name -> (A's attackers, moved from the base to bf1; B's defenders at bf1)
POSITIONS: dict[str, tuple[list[str], list[str]]] = {
    "tank and backline": (["Brute"], ["Warden", "Pup", "Guard"]),
    "ignore tank": (["Dune Surfer"], ["Guard", "Pup", "Archer"]),
    "assigned last": (["Brute"], ["Lookout", "Warden", "Pup"]),
    "no damage": (["Brute"], ["Wisp", "Guard", "Archer"]),
}


def assigning(name: str) -> tuple[State, list[int], int]:
    """The state with A's combat damage assignment waiting, its targets and its total."""
    attackers, defenders = POSITIONS[name]
    data = {"name": name, "cards": CARDS,
            "players": [{"name": "A", "base": [_u(c, f"a{i}", "A") for i, c in enumerate(attackers)]}, {"name": "B"}],
            "battlefields": [{"as": "bf1", "controller": "B",
                              "units": [_u(c, f"b{i}", "B") for i, c in enumerate(defenders)]}, {"as": "bf2"}],
            "turn": {"player": "A", "phase": "main", "number": 3}}
    sc = Scenario(data)
    st, _ = apply(sc.st, Action("move", 0, units=[sc.obj(f"a{i}") for i in range(len(attackers))], to=0))
    while st.pending is None and st.showdown is not None:
        st, _ = apply(st, Action("pass", st.priority))
    assert st.pending is not None and st.pending.kind == "assign_damage" and st.pending.player == 0, st.pending
    return st, list(st.pending.data["targets"]), int(st.pending.data["total"])


def assignments(targets: list[int], total: int) -> list[dict[int, int]]:
    """Every way to give `total` damage to the targets (0 or more each)."""
    if len(targets) == 1:
        return [{targets[0]: total}]
    return [{targets[0]: n, **rest} for n in range(total + 1) for rest in assignments(targets[1:], total - n)]
