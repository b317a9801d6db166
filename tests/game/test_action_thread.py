"""The action thread: results and errors come back to the caller, and a slow call stops blocking
the event loop after `WAIT` (no timing is asserted: the slow call waits for the loop to run)."""

from __future__ import annotations

import asyncio
import threading

import pytest

from game.services import action_thread

pytestmark = pytest.mark.asyncio


@pytest.fixture
def own_thread(monkeypatch):
    monkeypatch.setattr(action_thread, "_shared_memory_database", lambda: False)


async def test_the_call_runs_in_the_action_thread_and_returns(own_thread):
    name = await action_thread.run_action(lambda: threading.current_thread().name)
    assert name.startswith("actions") and name != threading.current_thread().name


async def test_an_error_of_the_call_is_raised_to_the_caller(own_thread):
    def refuse(reason: str) -> None:
        raise ValueError(reason)

    with pytest.raises(ValueError, match="no"):
        await action_thread.run_action(refuse, "no")


async def test_a_slow_call_lets_the_event_loop_go_on(own_thread):
    loop_ran = threading.Event()

    def waits_for_the_loop() -> bool:
        return loop_ran.wait(timeout=30)  # only the event loop sets it

    async def on_the_loop() -> None:
        loop_ran.set()

    task = asyncio.ensure_future(on_the_loop())
    assert await action_thread.run_action(waits_for_the_loop) is True
    await task


@pytest.mark.django_db(transaction=True)
async def test_with_the_in_memory_test_database_calls_take_the_usual_thread():
    name = await action_thread.run_action(lambda: threading.current_thread().name)
    assert not name.startswith("actions")


async def test_behind_a_call_still_running_the_loop_does_not_wait_in_line(own_thread, monkeypatch):
    """The first call holds the thread until the event loop runs; the second, queued behind it,
    must not block the loop (else the loop's callback would run only after the first gave up)."""
    order: list[str] = []
    released = threading.Event()
    monkeypatch.setattr(action_thread, "WAIT", 0)
    first = asyncio.ensure_future(action_thread.run_action(released.wait, 5))
    await asyncio.sleep(0)  # the first call is handed to the thread
    monkeypatch.setattr(action_thread, "WAIT", 5)

    def release() -> None:
        order.append("loop ran")
        released.set()

    asyncio.get_running_loop().call_soon(release)
    await action_thread.run_action(lambda: order.append("second ran"))
    assert await first is True
    assert order == ["loop ran", "second ran"]
