"""Bot seats take their decisions through the same path as players (`submit_action`).

`choose` asks `game.bot.choose_action` when that package exists; otherwise a plain fallback passes,
ends the turn or keeps its hand. `spawn_bots(match_id)` runs a match's bots as a task on
the server's event loop (one per match at a time, database work in worker threads), so a bot never
holds up another match or a request; `run_bots` is the synchronous form for tests.
"""

from __future__ import annotations

import asyncio
import contextvars
import logging
import random
from dataclasses import dataclass

from asgiref.sync import async_to_sync
from channels.db import database_sync_to_async
from django.conf import settings

from game.engine import Action, State
from game.models import Match, Seat, Status
from game.services.actions import MOVED_ON, Refused, submit_action
from game.services.series import Series
from game.services.state import Table, decider, legal_for, load_state

log = logging.getLogger(__name__)
MAX_TURN_ACTIONS = 200  # a bot's actions in one turn before it only passes or ends the turn

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


def turn_key(table: Table) -> tuple[int, int]:
    """(games finished, the game's turn number): a bot's actions are counted per turn."""
    if isinstance(table, Series):
        game = table.game
        return (len(table.m.games), game.turn_number if game is not None else -1)
    return (0, table.turn_number)


@dataclass
class BotRun:
    """What one run of the bots has done: actions taken, and the bot actions in the current turn."""

    taken: int = 0
    turn: tuple[int, int] = (-1, -1)
    in_turn: int = 0


ACTED, IDLE, STUCK = "acted", "idle", "stuck"


def bot_step(match_id: int, run: BotRun | None = None) -> str:
    """One bot decision if the game waits for a bot seat.

    ACTED: an action landed (or someone else's landed first: look again); IDLE: no bot is due (a
    player decides, or the match is over); STUCK: every choice was refused.
    A bot that has taken `MAX_TURN_ACTIONS` actions in one turn only passes or ends the turn, so a
    loop in its choices cannot hold the game. A refused choice is a bug (in the bot or the listing):
    it is logged and the plain fallback is submitted instead, so the game does not stall."""
    run = run if run is not None else BotRun()
    match = Match.objects.filter(pk=match_id, status=Status.LIVE).first()
    if match is None:
        return IDLE
    bots = bot_seats(match)
    if not bots:
        return IDLE
    state = load_state(match)
    seat = decider(state)
    if seat not in bots:
        return IDLE
    actions = [a for a in legal_for(state, seat) if a.kind != "concede"]
    if not actions:
        return STUCK
    key = turn_key(state)
    if key != run.turn:
        run.turn, run.in_turn = key, 0
    tired = run.in_turn >= MAX_TURN_ACTIONS
    if run.in_turn == MAX_TURN_ACTIONS:
        log.warning("bot in match %s took %s actions this turn: it passes from now on", match_id, run.in_turn)
    fallback = fallback_choice(actions)
    chosen = fallback if tired else choose_for(state, seat, actions)
    choices = [chosen] + ([fallback] if fallback != chosen else [])
    for action in choices:
        try:
            submit_action(match_id, seat, state.step, action.to_data())
        except Refused as exc:
            if exc.reason == MOVED_ON:
                return ACTED  # someone acted first (a concession): look again
            log.error("bot action refused in match %s at step %s: %s (%r)", match_id, state.step, exc.reason,
                      action.to_data())
            continue
        run.taken += 1
        run.in_turn += 1
        return ACTED
    return STUCK


def bot_due(match_id: int) -> bool:
    match = Match.objects.filter(pk=match_id, status=Status.LIVE).first()
    return match is not None and decider(load_state(match)) in bot_seats(match)


def run_bots(match: Match | int, max_steps: int | None = None) -> int:
    """Synchronously let bots act while the game waits for one of them (tests, management);
    at most `max_steps` actions when given. Returns the number of actions taken."""
    match_id = match if isinstance(match, int) else match.pk
    run = BotRun()
    while (max_steps is None or run.taken < max_steps) and bot_step(match_id, run) == ACTED:
        pass
    return run.taken


async def _bot_loop(match_id: int) -> None:
    run = BotRun()
    delay = settings.GAME_BOT_DELAY  # seconds between a bot's actions, so people can follow them
    outcome = ACTED
    try:
        while (outcome := await database_sync_to_async(bot_step)(match_id, run)) == ACTED:
            await asyncio.sleep(delay)  # yield: connections render, pages load, players act
    except Exception:
        log.exception("bots failed in match %s", match_id)
        return
    finally:
        _running.discard(match_id)
    if outcome == IDLE and await database_sync_to_async(bot_due)(match_id):
        await spawn_bots(match_id)  # a player acted while this loop was finishing


async def spawn_bots(match_id: int) -> None:
    """Start the match's bot loop on the running event loop unless it runs already or no bot is due."""
    if match_id in _running or not await database_sync_to_async(bot_due)(match_id):
        return
    _running.add(match_id)
    # A fresh context: called from a sync view (async_to_sync), the current one names that request's
    # thread as the place for database work, and that thread is gone once the view returns
    # ("CurrentThreadExecutor already quit"); the loop must use the server's own database thread.
    asyncio.get_running_loop().create_task(_bot_loop(match_id), context=contextvars.Context())


def schedule_bots(match_id: int) -> None:
    """From sync code running under the server's event loop (views): start the bots if one is due."""
    async_to_sync(spawn_bots)(match_id)
