"""Seeded randomness kept in the state (rules 114, 115, 417.5, 432.2.b).

A splitmix64 generator: the whole generator is one integer stored in
`State.rng`, so saving the state saves the generator and replaying the action
log from the same seed rebuilds the same game bit for bit.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, TypeVar

if TYPE_CHECKING:
    from .state import State

_MASK = (1 << 64) - 1
T = TypeVar("T")


def _next(x: int) -> tuple[int, int]:
    x = (x + 0x9E3779B97F4A7C15) & _MASK
    z = x
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return x, z ^ (z >> 31)


def seed_state(seed: int) -> int:
    return (int(seed) * 0x2545F4914F6CDD1D + 1) & _MASK


def randbelow(st: State, n: int) -> int:
    """A uniform integer in [0, n)."""
    st.rng, value = _next(st.rng)
    return value % n


def shuffle(st: State, items: list[T]) -> None:
    """Fisher-Yates shuffle in place."""
    for i in range(len(items) - 1, 0, -1):
        j = randbelow(st, i + 1)
        items[i], items[j] = items[j], items[i]
