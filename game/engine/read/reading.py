"""Reading a state that does not change: what depends only on it is worked out once per read.

`legal_actions`, `view` and the site's board render ask the same questions of one state many times
(which passives are active, for every card in hand and every unit). Inside `reading(st)` nothing
changes `st` (apply works on a clone), so `kept(st, key, compute)` computes each answer once and
keeps it until the read ends. Outside a read, or for any other state (the clone `apply` is
changing), `kept` simply computes.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from typing import TYPE_CHECKING, Any, TypeVar

if TYPE_CHECKING:
    from ..model.state import State

T = TypeVar("T")
_read: ContextVar[tuple[Any, dict[Any, Any]] | None] = ContextVar("engine_read", default=None)


@contextmanager
def reading(st: State) -> Iterator[None]:
    """A stretch of code that only reads `st`; nested reads of the same state share its answers."""
    current = _read.get()
    if current is not None and current[0] is st:
        yield
        return
    token = _read.set((st, {}))
    try:
        yield
    finally:
        _read.reset(token)


def kept(st: State, key: Any, compute: Callable[[], T]) -> T:
    """`compute()`, once per read of `st` (every time outside one)."""
    current = _read.get()
    if current is None or current[0] is not st:
        return compute()
    answers = current[1]
    if key not in answers:
        answers[key] = compute()
    return answers[key]
