"""Bot seats take their decisions through the same path as players (`submit_action`).

`choose` asks `game.bot.choose_action` when that package exists; otherwise a plain fallback passes,
ends the turn or keeps its hand. `spawn_bots(match_id)` runs a match's bots as a task on
the server's event loop (one per match at a time, database work in worker threads), so a bot never
holds up another match or a request; `run_bots` is the synchronous form for tests.
"""

from __future__ import annotations

import asyncio
import logging
import random

from asgiref.sync import async_to_sync
from channels.db import database_sync_to_async
from django.conf import settings

from game.engine import Action, State
from game.models import Match, Seat, Status
from game.services.actions import Refused, submit_action
from game.services.series import Series
from game.services.state import Table, decider, legal_for, load_state

log = logging.getLogger(__name__)
MAX_BOT_STEPS = 500  # per run: a safety net against two bots looping forever
BOT_DELAY = 0.35  # seconds between bot actions, so people can follow them (settings.GAME_BOT_DELAY)

_running: set[int] = set()  # match ids whose bot loop runs (touched on the event loop only)


def fallback_choice(actions: list[Action]) -> Action:
    """Keep the hand, pass, end the turn: the first of these that is legal."""
    for kind in ("choose", "pass", "end_turn"):
        for action in actions:
            if action.kind == kind:
                return action
    return next(a for a in actions if a.kind != "concede")


def choose_for(table: Table, seat: int, actions: list[Action]) -> Action:
    """A series' between-game decision: keep the deck, go first, present the first battlefield
    still available; in a game, `choose`."""
    if isinstance(table, Series):
        if table.between or table.game is None:
            mine = [a for a in actions if a.choice.get("player") == seat]
            return mine[0] if mine else actions[0]
        game = table.game
        return choose(game, seat, actions, salt=table.step)
    return choose(table, seat, actions)


def choose(state: State, seat: int, actions: list[Action], salt: int | None = None) -> Action:
    """`game.bot.choose_action(state, seat, rng)` (it looks only through `view(state, seat)`), seeded by
    the game's seed and step so a bot decides the same way on a replay; else the fallback."""
    try:
        from game.bot import choose_action
    except ImportError:
        return fallback_choice(actions)
    return choose_action(state, seat, random.Random(state.seed * 1_000_003 + (state.step if salt is None else salt)))


def bot_seats(match: Match) -> set[int]:
    return set(Seat.objects.filter(match=match, is_bot=True).values_list("index", flat=True))


def bot_step(match_id: int) -> bool:
    """One bot decision if the game waits for a bot seat; True when an action landed."""
    match = Match.objects.filter(pk=match_id, status=Status.LIVE).first()
    if match is None:
        return False
    bots = bot_seats(match)
    if not bots:
        return False
    state = load_state(match)
    seat = decider(state)
    if seat not in bots:
        return False
    actions = [a for a in legal_for(state, seat) if a.kind != "concede"]
    if not actions:
        return False
    action = choose_for(state, seat, actions)
    try:
        submit_action(match_id, seat, state.step, action.to_data())
    except Refused as exc:  # someone acted meanwhile (a concession): the caller looks again
        log.info("bot action refused in match %s: %s", match_id, exc.reason)
        return False
    return True


def bot_due(match_id: int) -> bool:
    match = Match.objects.filter(pk=match_id, status=Status.LIVE).first()
    return match is not None and decider(load_state(match)) in bot_seats(match)


def run_bots(match: Match | int, max_steps: int = MAX_BOT_STEPS) -> int:
    """Synchronously let bots act while the game waits for one of them (tests, management)."""
    match_id = match if isinstance(match, int) else match.pk
    taken = 0
    while taken < max_steps and bot_step(match_id):
        taken += 1
    return taken


async def _bot_loop(match_id: int) -> None:
    taken = 0
    try:
        while taken < MAX_BOT_STEPS and await database_sync_to_async(bot_step)(match_id):
            taken += 1
            await asyncio.sleep(getattr(settings, "GAME_BOT_DELAY", BOT_DELAY))
    except Exception:
        log.exception("bots failed in match %s", match_id)
        return
    finally:
        _running.discard(match_id)
    if taken < MAX_BOT_STEPS and await database_sync_to_async(bot_due)(match_id):
        await spawn_bots(match_id)  # a player acted while this loop was finishing


async def spawn_bots(match_id: int) -> None:
    """Start the match's bot loop on the running event loop unless it runs already or no bot is due."""
    if match_id in _running or not await database_sync_to_async(bot_due)(match_id):
        return
    _running.add(match_id)
    asyncio.get_running_loop().create_task(_bot_loop(match_id))


def schedule_bots(match_id: int) -> None:
    """From sync code running under the server's event loop (views): start the bots if one is due."""
    async_to_sync(spawn_bots)(match_id)
