"""The HTTP handler's request threads (riftbound_site/http_handler.py): concurrent requests share a
fixed number of threads, each thread keeps its database connection from one request to the next,
and a request cancelled while it waits for a thread loses none."""

from __future__ import annotations

import asyncio
import threading

import pytest
from channels.testing import HttpCommunicator
from django.db import connection, connections
from django.http import HttpRequest, HttpResponse
from django.urls import path

from riftbound_site.http_handler import PooledThreadsASGIHandler


def where(request: HttpRequest) -> HttpResponse:
    """The serving thread and its database connection."""
    connection.ensure_connection()
    return HttpResponse(f"{threading.get_ident()} {id(connection.connection)}")


urlpatterns = [path("where/", where)]


async def _get(handler: PooledThreadsASGIHandler) -> tuple[int, str]:
    comm = HttpCommunicator(handler, "GET", "/where/", headers=[(b"host", b"testserver")])
    response = await comm.get_response(timeout=30)
    return response["status"], response["body"].decode()


async def _close(handler: PooledThreadsASGIHandler) -> None:
    for executor in handler.idle:
        await asyncio.wrap_future(executor.submit(connections.close_all))
        executor.shutdown()


@pytest.mark.django_db(transaction=True)
@pytest.mark.asyncio
async def test_requests_share_a_fixed_set_of_threads_that_keep_their_connections(settings):
    settings.ROOT_URLCONF = __name__
    handler = PooledThreadsASGIHandler(2)
    try:
        answers = await asyncio.gather(*(_get(handler) for _ in range(12)))
        answers += await asyncio.gather(*(_get(handler) for _ in range(12)))
    finally:
        await _close(handler)
    assert {status for status, _ in answers} == {200}
    served = {body for _, body in answers}
    threads = {body.split()[0] for body in served}
    assert len(threads) <= 2
    assert len(served) == len(threads)  # one connection per thread, for every request it served
    assert len(handler.idle) == 2 and not handler.waiting


@pytest.mark.asyncio
async def test_a_request_cancelled_while_waiting_loses_no_thread():
    handler = PooledThreadsASGIHandler(1)
    first = await handler.take()
    waiter = asyncio.ensure_future(handler.take())
    await asyncio.sleep(0)  # the waiter queues for the thread
    assert len(handler.waiting) == 1
    handler.give_back(first)  # handed to the waiter...
    waiter.cancel()  # ...which is cancelled before it runs
    with pytest.raises(asyncio.CancelledError):
        await waiter
    assert handler.idle == [first] and not handler.waiting
    third = asyncio.ensure_future(handler.take())
    assert await third is first
    handler.give_back(first)
    first.shutdown()
