"""Order of the effects inside one layer or sublayer: dependencies (480-481), else timestamps (482).

An effect here is a function of the value it is applied to, returning the change it makes (the
arithmetic layer's "increased to 5", "-8, to a minimum of 1"), with a timestamp. Effects whose
change never depends on the value they meet (+2, a buff, a snapshotted modifier) commute with each
other, so the arithmetic layer sums them before these (see `layers.might`); this module orders the
rest.

481: effect A depends on effect B when applying B first alters what A does (480.1.c) and applying
A first does not alter what B does; when each alters the other there is no dependency (481.1).
481.2: what is depended on is applied first, then what depends on it. 482: otherwise the earliest
timestamp goes first. Our reading (docs/rulings.md, ruling 80): the question is asked again before
each application, against the value reached so far, among the effects not yet applied; the next
effect is the earliest-timestamped one that depends on none of them, and when every one of them
depends on another (a loop) the earliest-timestamped one goes first.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

Change = Callable[[int], int]


@dataclass(frozen=True, slots=True)
class Effect:
    """One value-dependent effect of a layer: `change(value)` is what it adds to `value`."""

    change: Change
    timestamp: tuple[int, ...]  # `layers.timestamp`: (step, id counter, object)


def depends_on(a: Effect, b: Effect, value: int) -> bool:
    """481: whether `a` depends on `b` when both are about to apply to `value`."""
    da, db = a.change(value), b.change(value)
    altered_a = a.change(value + db) != da
    altered_b = b.change(value + da) != db
    return altered_a and not altered_b


def apply_in_order(value: int, effects: Sequence[Effect]) -> int:
    """Apply every effect once, each as soon as it is next by 481.2 / 482, and return the result."""
    left = sorted(effects, key=lambda e: e.timestamp)
    while left:
        nxt = next((a for a in left if not any(b is not a and depends_on(a, b, value) for b in left)), left[0])
        value += nxt.change(value)
        left.remove(nxt)
    return value


def increase_to(n: int) -> Change:
    """"Increased to N" (479.4.b): up to N, never by a negative amount (479.4.c)."""
    return lambda v: max(0, n - v)


def limited(n: int, minimum: int | None = None, maximum: int | None = None) -> Change:
    """+N / -N with a limit that is not snapshotted (a passive's, 479.4.b): a decrease stops at
    `minimum` and never raises the value; an increase stops at `maximum` and never lowers it."""
    if n < 0:
        floor = minimum if minimum is not None else -(10**9)
        return lambda v: min(0, max(n, floor - v))
    ceiling = maximum if maximum is not None else 10**9
    return lambda v: max(0, min(n, ceiling - v))
