"""Replacement effects on damage (369.2, 372, 438, 467.2.c.4.a-5): what a unit takes, and the
least amount to assign for lethal in combat, come from one function (`damage.replaced`)."""

from __future__ import annotations

from game.engine.ops.damage import ALL_DAMAGE, add_doubling, add_prevent, damage_taken, needed_for, replaced
from game.engine.rules.combat import NEVER_LETHAL, lethal_need
from game.scenarios.runner import Scenario


def _unit(might: int, damage: int = 0) -> tuple[Scenario, int]:
    sc = Scenario({"cards": {"Guard": {"type": "unit", "might": might, "cost": 1}},
                   "players": [{"name": "A"}, {"name": "B"}],
                   "battlefields": [{"as": "bf1", "controller": "B",
                                     "units": [{"card": "Guard", "as": "g", "controller": "B", "damage": damage}]}],
                   "turn": {"player": "A", "phase": "main", "number": 3}})
    return sc, sc.obj("g")


def test_no_replacement_leaves_lethal_as_might_less_damage() -> None:
    sc, g = _unit(3, damage=1)
    assert lethal_need(sc.st, g) == 2
    assert replaced(sc.st, g, 2) == (2, 0)


def test_doubling_halves_the_assignment_rounded_up() -> None:
    """467.2.c.4.a: a 3 Might unit under "double all damage" needs 2 assigned (dealt as 4)."""
    sc, g = _unit(3)
    add_doubling(sc.st, g)
    assert lethal_need(sc.st, g) == 2
    assert [replaced(sc.st, g, n)[0] for n in (1, 2, 3)] == [2, 4, 6]


def test_two_doublings_each_apply_once() -> None:
    """370.2: each replacement applies once to the event; two of them multiply by 4."""
    sc, g = _unit(5)
    add_doubling(sc.st, g)
    add_doubling(sc.st, g)
    assert replaced(sc.st, g, 2)[0] == 8
    assert lethal_need(sc.st, g) == 2


def test_prevent_value_applies_before_doubling_and_is_used_up() -> None:
    """467.2.c.5 third example, with ruling 83's order: 3 assigned to a unit preventing 2 and
    doubled is dealt as 2; lethal for a 3 Might unit is 2 + 2 = 4 assigned points."""
    sc, g = _unit(3)
    add_prevent(sc.st, g, 2)
    add_doubling(sc.st, g)
    assert replaced(sc.st, g, 3) == (2, 0)
    assert lethal_need(sc.st, g) == 4
    assert damage_taken(sc.st, g, 3) == 2
    assert "prevent" not in sc.st.objs[g].extra  # used up (438.3.a)
    assert damage_taken(sc.st, g, 3) == 6  # the doubling lasts the turn


def test_prevent_all_is_never_lethal_even_doubled() -> None:
    sc, g = _unit(1)
    add_prevent(sc.st, g, ALL_DAMAGE)
    add_doubling(sc.st, g)
    assert lethal_need(sc.st, g) == NEVER_LETHAL
    assert needed_for(sc.st, g, 1, 50) == 51


def test_marks_from_an_earlier_turn_are_ignored() -> None:
    sc, g = _unit(4)
    add_doubling(sc.st, g)
    sc.st.turn_number += 1
    assert lethal_need(sc.st, g) == 4
    assert replaced(sc.st, g, 3)[0] == 3
