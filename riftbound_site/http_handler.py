"""Django's ASGI HTTP handler on a fixed set of request threads (settings.HTTP_THREADS).

Django's own handler runs each request's synchronous code (middleware, views, the request signals)
in a thread made for that request, and database connections belong to a thread. A connection kept
for `DB_CONN_MAX_AGE` in a thread that has ended stays open until the garbage collector frees it
(rarely, with the server's tuned collector), and a burst of N requests opens N connections at once:
PostgreSQL ran out of connections and SQLite out of file handles.

Here a request borrows one of `HTTP_THREADS` single-thread executors for all its synchronous work
(asgiref's `ThreadSensitiveContext(executor=...)`) and gives it back when it is done. At most that
many requests run Django code at once (the others wait on the event loop, holding no thread), and
each thread keeps its connection from one request to the next, as a WSGI server's threads do: the
request signals close it when it is older than `DB_CONN_MAX_AGE` or broken. The websocket side is
not involved (channels' and the action thread's connections are unchanged).
"""

from __future__ import annotations

import asyncio
import inspect
from collections import deque
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import django
from asgiref.sync import ThreadSensitiveContext
from django.conf import settings
from django.core.exceptions import ImproperlyConfigured
from django.core.handlers.asgi import ASGIHandler

__all__ = ["PooledThreadsASGIHandler", "get_asgi_application"]


class PooledThreadsASGIHandler(ASGIHandler):
    """`ASGIHandler` whose requests take turns on `threads` long-lived threads."""

    def __init__(self, threads: int) -> None:
        if threads < 1:
            raise ImproperlyConfigured("HTTP_THREADS must be at least 1")
        if "executor" not in inspect.signature(ThreadSensitiveContext).parameters:
            raise ImproperlyConfigured("the request threads need asgiref 3.13 or later")
        super().__init__()
        self.threads = threads
        # Idle threads, the last one back on top: a quiet server keeps using (and holding a
        # connection in) few of them. Requests that found none wait in order of arrival.
        self.idle = [ThreadPoolExecutor(max_workers=1, thread_name_prefix=f"http-{n}") for n in range(threads)]
        self.waiting: deque[asyncio.Future[ThreadPoolExecutor]] = deque()

    async def take(self) -> ThreadPoolExecutor:
        if self.idle:
            return self.idle.pop()
        # Futures of whichever loop is running (not an asyncio.Queue bound to the first loop).
        turn: asyncio.Future[ThreadPoolExecutor] = asyncio.get_running_loop().create_future()
        self.waiting.append(turn)
        try:
            return await turn
        except asyncio.CancelledError:
            if turn.done() and not turn.cancelled():
                self.give_back(turn.result())  # handed over as this request was cancelled
            raise

    def give_back(self, executor: ThreadPoolExecutor) -> None:
        while self.waiting:
            turn = self.waiting.popleft()
            if not turn.done():  # skip requests cancelled while they waited
                turn.set_result(executor)
                return
        self.idle.append(executor)

    async def __call__(self, scope: dict[str, Any], receive: Any, send: Any) -> None:
        if scope["type"] != "http":
            raise ValueError(f"Django can only handle ASGI/HTTP connections, not {scope['type']}.")
        executor = await self.take()
        try:
            # A context with an executor is entered once; the executor is ours and outlives it.
            async with ThreadSensitiveContext(executor=executor):
                await self.handle(scope, receive, send)
        finally:
            # Calls still queued on the thread (a view that outlived a cancelled request) run
            # before the next request's: the executor runs one call at a time, in order.
            self.give_back(executor)


def get_asgi_application() -> PooledThreadsASGIHandler:
    """Django's `get_asgi_application`, with the pooled request threads."""
    django.setup(set_prefix=False)
    return PooledThreadsASGIHandler(settings.HTTP_THREADS)
