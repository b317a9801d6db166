"""The order of value-dependent effects in one layer (480-482), on the rules' own examples."""

from __future__ import annotations

from game.engine.read.dependencies import Change, Effect, apply_in_order, depends_on, increase_to, limited


def fixed(n: int) -> Change:
    """A change that doesn't depend on the value it meets (+2 this turn)."""
    return lambda v: n


def test_479_increased_to_five_depends_on_discipline() -> None:
    passive = Effect(increase_to(5), (0, 0, 1))  # the older effect
    discipline = Effect(fixed(2), (1, 0, 2))
    assert depends_on(passive, discipline, 4)
    assert not depends_on(discipline, passive, 4)
    assert apply_in_order(4, [passive, discipline]) == 6  # 481.2: not 7


def test_479_1_effects_altering_each_other_have_no_dependency() -> None:
    passive = Effect(increase_to(5), (0, 0, 1))
    spell = Effect(limited(2, maximum=5), (1, 0, 2))
    assert not depends_on(passive, spell, 4)
    assert not depends_on(spell, passive, 4)
    assert apply_in_order(4, [spell, passive]) == 5


def test_480_a_loop_goes_by_timestamp() -> None:
    plus, floor = limited(3, maximum=7), increase_to(5)
    early_plus = [Effect(plus, (0, 0, 1)), Effect(floor, (1, 0, 2))]
    early_floor = [Effect(plus, (1, 0, 1)), Effect(floor, (0, 0, 2))]
    assert apply_in_order(1, early_plus) == 5  # +3 -> 4, then up to 5
    assert apply_in_order(1, early_floor) == 7  # up to 5, then +2 (maximum 7)


def test_limits_never_reverse_the_direction() -> None:
    assert limited(-8, minimum=1)(0) == 0  # a decrease never raises a unit already below its floor
    assert limited(-8, minimum=1)(6) == -5
    assert limited(3, maximum=5)(9) == 0
    assert increase_to(5)(7) == 0  # 479.4.c: never by a negative amount
