"""Ending abandoned matches: a live match with player seats (not bots) that no player has been
connected to for `GAME_ABANDON_SECONDS` is ended, recorded with the reason (`Match.result`, no
winner), and so leaves the Watch page's live list; its spectators' boards show the result.

The server sweeps every `GAME_ABANDON_SWEEP` seconds (riftbound_site/server_hooks.py). Whether a
player is connected comes from presence (shared through Redis when several processes serve); when a
process first saw a match without players is kept in that process, so a restart gives every match
the full time again. Matches of bots only are never abandoned: their games end by themselves.
"""

from __future__ import annotations

import asyncio
import logging
import time

from channels.db import database_sync_to_async
from django.conf import settings
from django.utils import timezone

from game.live import forget_match
from game.live.presence import EMPTY_SINCE, players_connected
from game.models import Match, Status
from game.services import clocks
from game.services.publish import publish

log = logging.getLogger(__name__)
ABANDONED = "Abandoned"


def forget() -> None:
    """Forget when matches were first seen without players (tests; what a restart does)."""
    EMPTY_SINCE.clear()


def reason(seconds: float) -> str:
    minutes = round(seconds / 60)
    span = f"{minutes} minute{'s' if minutes != 1 else ''}" if minutes else f"{round(seconds)} seconds"
    return f"{ABANDONED}: no player connected for {span}"


def sweep(now: float | None = None, limit: float | None = None) -> list[int]:
    """End the live matches whose players have all been away for `limit` seconds; their ids."""
    now = time.monotonic() if now is None else now
    limit = settings.GAME_ABANDON_SECONDS if limit is None else limit
    if limit <= 0:
        return []
    live = set(Match.objects.filter(status=Status.LIVE, seats__is_bot=False).values_list("pk", flat=True))
    for gone in set(EMPTY_SINCE) - live:
        del EMPTY_SINCE[gone]
    ended = []
    for pk in sorted(live):
        if players_connected(pk):
            EMPTY_SINCE.pop(pk, None)
            continue
        since = EMPTY_SINCE.setdefault(pk, now)
        if now - since >= limit and end_abandoned(pk, reason(limit)):
            ended.append(pk)
    return ended


def end_abandoned(match_id: int, why: str) -> bool:
    """Finish a live match without a winner, `why` as its result; False if it was no longer live."""
    done = Match.objects.filter(pk=match_id, status=Status.LIVE).update(
        status=Status.FINISHED, finished=timezone.now(), winners=[], result=why[:200])
    EMPTY_SINCE.pop(match_id, None)
    if not done:
        return False
    log.info("match %s ended: %s", match_id, why)
    forget_match(match_id)  # this process's renders of the live board
    publish(match_id, -1, "ended")  # every process's viewers: forget them too, and reload
    return True


async def sweep_forever() -> None:
    """The server's sweep, every `GAME_ABANDON_SWEEP` seconds, until cancelled: abandoned matches, then
    clocks that have run out."""
    while True:
        await asyncio.sleep(settings.GAME_ABANDON_SWEEP)
        try:
            await database_sync_to_async(sweep)()
        except Exception:  # a failed sweep must not stop the next one
            log.exception("sweeping abandoned matches failed")
        try:  # clocks that ran out with no timer watching them (a restart): game.services.clocks
            await database_sync_to_async(clocks.sweep)()
        except Exception:
            log.exception("sweeping the match clocks failed")
