"""Rendering on the event loop: a render asked to use memory only must not touch the database.

Live updates render from in-process caches (the state, the match row, seats, the log tail, the
in-process spectator count), which costs no thread hop. Code that would read the database or the
network calls `need_database()` first; inside `memory_only()` that raises NotInMemory, and the caller
renders in a worker thread instead.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar


class NotInMemory(Exception):
    """A render asked to use memory only (`memory_only`) needed the database."""


_memory_only: ContextVar[bool] = ContextVar("memory_only", default=False)


@contextmanager
def memory_only() -> Iterator[None]:
    """Render from in-process caches only (on the event loop): what would read the database raises
    NotInMemory instead, and the caller renders in a worker thread."""
    token = _memory_only.set(True)
    try:
        yield
    finally:
        _memory_only.reset(token)


def need_database() -> None:
    if _memory_only.get():
        raise NotInMemory
