"""The ASGI application as a long-running server process serves it (`make run`, docs/deploy.md,
the load benchmark): `riftbound_site.asgi` with the garbage collector tuned for a live server.

A live server holds many long-lived objects (the card catalog, cached states and renders, hundreds
of connections); Python's default collector walked them all often enough that its full passes were
the slowest live updates (the p99 in docs/performance.md). What exists once the app is loaded is
frozen out of collection, and collections run less often (settings.GC_THRESHOLDS; empty: Python's
defaults). The test process imports `riftbound_site.asgi` and keeps Python's defaults.
"""

import gc

from django.conf import settings

from riftbound_site.asgi import application

__all__ = ["application", "tune_collector"]


def tune_collector() -> None:
    if not settings.GC_THRESHOLDS:
        return
    gc.collect()
    gc.freeze()
    gc.set_threshold(*settings.GC_THRESHOLDS)


tune_collector()
