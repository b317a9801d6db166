"""What the server does when it starts and stops, under daphne (Twisted's asyncio reactor; daphne
has no ASGI lifespan events).

On start the bots of live bot-only matches go on (`resume_bots`) and the sweep for abandoned matches
starts (game.services.abandon). On SIGTERM (or Ctrl-C) the bot
loops stop before the event loop does: a bot step runs in a database thread and publishes through
the event loop, so a step still running once the loop has stopped would wait for it forever and the
process would never exit.
"""

from __future__ import annotations

import asyncio
import sys

from game.services.abandon import sweep_forever
from game.services.bots import resume_bots, stop_bots

__all__ = ["install"]
_installed = False
_tasks: set[asyncio.Future[object]] = set()  # held until done (the event loop keeps only weak references)


def install() -> bool:
    """Hook into the running daphne's reactor, once; False when not under daphne (tests, scripts)."""
    global _installed
    reactor = sys.modules.get("twisted.internet.reactor")
    if _installed or reactor is None or not hasattr(reactor, "_asyncioEventloop"):
        return False
    from twisted.internet import defer

    def stopping() -> defer.Deferred:
        for task in list(_tasks):  # the abandoned-match sweep sleeps until cancelled
            task.cancel()
        return defer.Deferred.fromFuture(asyncio.ensure_future(stop_bots(), loop=reactor._asyncioEventloop))

    def started() -> None:
        for job in (resume_bots(), sweep_forever()):
            task = asyncio.ensure_future(job, loop=reactor._asyncioEventloop)
            _tasks.add(task)
            task.add_done_callback(_tasks.discard)

    reactor.addSystemEventTrigger("before", "shutdown", stopping)
    reactor.callWhenRunning(started)
    _installed = True
    return True
