"""Running an action's database work from the event loop: one thread, and a short synchronous wait.

`database_sync_to_async` lets the event loop go on with other connections while a worker thread
stores an action. Under load that costs more than it saves: the two threads then take turns at the
GIL around every SQLite call (about ten switches per action), and the measured server CPU per action
was 6.7 ms against 4.3 ms with the store run in line. So an action is handed to this module's own
thread and the event loop *waits* for it, up to `WAIT` seconds (an action's store takes well under a
millisecond on SQLite): the worker then runs alone, with two switches. A store that takes longer (a
lock held by another writer, a slow database server) stops blocking the loop: after `WAIT` the loop
awaits it like any other thread call.

The thread closes stale connections before and after each call, as `database_sync_to_async` does.
With Django's in-memory test database (shared-cache SQLite, which refuses a second connection's
write at once instead of waiting: "table is locked") actions go through `database_sync_to_async`
as every other call; the tests that run real daphne processes on a file or PostgreSQL (faults,
several processes, the browser) take this module's thread.
"""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import TypeVar

from channels.db import database_sync_to_async
from django.conf import settings
from django.db import close_old_connections, connection

T = TypeVar("T")
WAIT = settings.GAME_ACTION_WAIT  # seconds the event loop blocks at most
_thread = ThreadPoolExecutor(max_workers=1, thread_name_prefix="actions")
_lock = threading.Lock()
_in_flight = 0  # calls handed to the thread and not finished


def _run(fn: Callable[..., T], *args: object) -> T:
    global _in_flight
    close_old_connections()
    try:
        return fn(*args)
    finally:
        close_old_connections()
        with _lock:
            _in_flight -= 1


def _shared_memory_database() -> bool:
    return connection.vendor == "sqlite" and connection.is_in_memory_db()


async def run_action(fn: Callable[..., T], *args: object) -> T:
    """`fn(*args)` in the action thread; the event loop waits in line for up to `WAIT` seconds,
    then awaits (at once when the thread is still busy with an earlier call, e.g. one that waits
    for a lock). Exceptions of `fn` are raised here."""
    if _shared_memory_database():
        return await database_sync_to_async(fn)(*args)
    global _in_flight
    with _lock:
        behind = _in_flight  # calls this one would queue behind: then waiting in line would be long
        _in_flight += 1
    try:
        future = _thread.submit(_run, fn, *args)
    except RuntimeError:  # the executor is shut down (the interpreter is exiting)
        with _lock:
            _in_flight -= 1
        raise
    if WAIT > 0 and not behind:
        try:
            return future.result(timeout=WAIT)
        except TimeoutError:
            if not future.done():
                return await asyncio.wrap_future(future)
            raise  # fn itself raised TimeoutError
    return await asyncio.wrap_future(future)
