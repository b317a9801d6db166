"""Bot seats take their decisions through the same path as players (`submit_action`).

`choose` asks `game.bot.choose_action` at the seat's level (Easy, Normal, Hard: game/bot/levels.py);
a choice the engine refuses is replaced by a plain fallback that passes, ends the turn or keeps its
hand. `spawn_bots(match_id)` runs a match's bots as a task on the server's event loop (one per match
at a time, database work in worker threads), so a bot never holds up another match or a request;
`run_bots` is the synchronous form for tests.
"""

from __future__ import annotations

import asyncio
import contextvars
import logging
import random
import secrets
import threading
from dataclasses import dataclass

from asgiref.sync import async_to_sync
from channels.db import database_sync_to_async
from django.conf import settings
from django.core.cache import caches

from game.bot import choose_action
from game.bot.levels import DEFAULT_LEVEL, LEVELS
from game.engine import Action, State
from game.engine.loop.match import Table, between_games, decider, game_of, games_finished, legal_table
from game.models import Match, Seat, Status
from game.services import autopass, clocks
from game.services.actions import MOVED_ON, Refused, submit_action
from game.services.state import load_state

log = logging.getLogger(__name__)
MAX_TURN_ACTIONS = 200  # a bot's actions in one turn before it only passes or ends the turn

_running: dict[int, asyncio.Task[None]] = {}  # match id -> its bot loop (touched on the event loop only)
_stopping = threading.Event()  # set when the server stops: no bot step starts any more
_resumed = False  # resume_bots ran in this process
RESUME_CLAIM = 10  # seconds a process's claim to resume a match keeps other processes from resuming it
_claimed: list[str] = []  # this process's claims, released when it stops


def fallback_choice(actions: list[Action]) -> Action:
    """Keep the hand, pass, end the turn: the first of these that is legal."""
    for kind in ("choose", "pass", "end_turn"):
        for action in actions:
            if action.kind == kind:
                return action
    return next(a for a in actions if a.kind != "concede")


def choose_for(table: Table, seat: int, actions: list[Action], level: str = DEFAULT_LEVEL) -> Action:
    """A series' between-game decision: keep the deck, go first, present the first battlefield
    still available; in a game, `choose` (seeded by the table's step: a best-of match's counts every
    game, a single game's is the game's own)."""
    game = game_of(table)
    if between_games(table) or game is None:
        mine = [a for a in actions if a.choice.get("player") == seat]
        return mine[0] if mine else actions[0]
    return choose(game, seat, actions, salt=table.step, level=level)


def choose(state: State, seat: int, actions: list[Action], salt: int | None = None,
           level: str = DEFAULT_LEVEL) -> Action:
    """`game.bot.choose_action(state, seat, rng, level)` (it looks only through `view(state, seat)`),
    seeded by the game's seed and step so a bot decides the same way on a replay."""
    rng = random.Random(state.seed * 1_000_003 + (state.step if salt is None else salt))
    return choose_action(state, seat, rng, LEVELS.get(level, LEVELS[DEFAULT_LEVEL]))


def bot_seats(match: Match) -> dict[int, str]:
    """The match's bot seats: index -> level ("" on seats made before levels: the default)."""
    rows = Seat.objects.filter(match=match, is_bot=True).values_list("index", "bot_level")
    return {index: level or DEFAULT_LEVEL for index, level in rows}


def turn_key(table: Table) -> tuple[int, int]:
    """(games finished, the game's turn number): a bot's actions are counted per turn."""
    game = game_of(table)
    return (games_finished(table), game.turn_number if game is not None else -1)


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
    if _stopping.is_set():
        return IDLE
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
    actions = [a for a in legal_table(state, seat) if a.kind != "concede"]
    if not actions:
        return STUCK
    key = turn_key(state)
    if key != run.turn:
        run.turn, run.in_turn = key, 0
    tired = run.in_turn >= MAX_TURN_ACTIONS
    if run.in_turn == MAX_TURN_ACTIONS:
        log.warning("bot in match %s took %s actions this turn: it passes from now on", match_id, run.in_turn)
    fallback = fallback_choice(actions)
    chosen = fallback if tired else choose_for(state, seat, actions, bots[seat])
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
    if _stopping.is_set():
        return False
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


async def _step(match_id: int, run: BotRun) -> str:
    """One `bot_step` in the database thread. Cancelled (the server stops), it still waits for the
    step under way: that step may publish through this event loop, which must outlive it."""
    call = asyncio.ensure_future(database_sync_to_async(bot_step)(match_id, run))
    try:
        return await asyncio.shield(call)
    except asyncio.CancelledError:
        await asyncio.wait([call])
        raise


async def _auto_step(match_id: int) -> str:
    """A player's auto-pass, if one is due (game.services.autopass): it waits its pause first
    (`autopass.pause`, whatever the player holds: ruling 700), then passes if that is still due."""
    found = await database_sync_to_async(autopass.due_in)(match_id)
    if found is None:
        return IDLE
    await asyncio.sleep(await database_sync_to_async(autopass.pause)(match_id, *found))
    call = asyncio.ensure_future(database_sync_to_async(autopass.auto_pass)(match_id, *found))
    try:
        await asyncio.shield(call)
    except asyncio.CancelledError:
        await asyncio.wait([call])
        raise
    return ACTED  # passed, or the table moved meanwhile: look again


async def _bot_loop(match_id: int, bots: bool = True) -> None:
    """The match's automatic loop: its bots' decisions and its players' auto-passes (`bots=False`: the
    match has no bot seats, so no bot step is tried)."""
    run = BotRun()
    delay = settings.GAME_BOT_DELAY  # seconds between a bot's actions, so people can follow them
    outcome = ACTED
    try:
        timed = await database_sync_to_async(clocks.is_timed)(match_id)
        while True:
            outcome = await _step(match_id, run) if bots else IDLE
            if outcome == IDLE:  # no bot is due: perhaps a player's auto-pass
                outcome = await _auto_step(match_id)
            if outcome != ACTED:
                break
            if timed:  # another clock runs now: the timer watches that one
                clocks.arm(match_id)
            await asyncio.sleep(delay)  # yield: connections render, pages load, players act
    except asyncio.CancelledError:
        return  # the server stops: the match resumes when it starts again
    except Exception:
        log.exception("bots failed in match %s", match_id)
        return
    finally:
        _running.pop(match_id, None)
    if outcome == IDLE and await database_sync_to_async(anything_due)(match_id, bots):
        await spawn_bots(match_id, bots)  # a player acted while this loop was finishing


def anything_due(match_id: int, bots: bool = True) -> bool:
    """A bot's decision (`bots`: the match may have bot seats) or a player's auto-pass."""
    return (bots and bot_due(match_id)) or autopass.due_in(match_id) is not None


async def spawn_bots(match_id: int, bots: bool = True) -> None:
    """Start the match's automatic loop on the running event loop unless it runs already or nothing is
    due (a bot's decision, a player's auto-pass; `bots=False`: the caller knows it has no bot seats)."""
    if match_id in _running or not await database_sync_to_async(anything_due)(match_id, bots):
        return
    if match_id in _running or _stopping.is_set():  # started meanwhile, or the server stops
        return
    # A fresh context: called from a sync view (async_to_sync), the current one names that request's
    # thread as the place for database work, and that thread is gone once the view returns
    # ("CurrentThreadExecutor already quit"); the loop must use the server's own database thread.
    task = asyncio.get_running_loop().create_task(_bot_loop(match_id, bots), context=contextvars.Context())
    _running[match_id] = task


def bot_only_live() -> list[int]:
    """Live matches with a bot in every seat (nobody has to open them for them to go on)."""
    return list(Match.objects.filter(status=Status.LIVE).exclude(seats__is_bot=False)
                .order_by("pk").values_list("pk", flat=True))


def claim_for_resume(match_ids: list[int]) -> list[int]:
    """The matches this process may resume: each is claimed in the shared cache (Redis with several
    processes) for `RESUME_CLAIM` seconds, so processes started together don't both drive it."""
    shared = caches["throttle"]
    token = secrets.token_hex(8)
    mine = [m for m in match_ids if shared.add(f"bots-resume:{m}", token, RESUME_CLAIM)]
    _claimed.extend(f"bots-resume:{m}" for m in mine)
    return mine


def release_claims() -> None:
    """A clean stop: a process restarted at once may resume these matches without waiting."""
    if _claimed:
        caches["throttle"].delete_many(_claimed)
        _claimed.clear()


async def resume_bots() -> int:
    """The server started: the bots of live bot-only matches go on (once per process). Returns the
    matches resumed."""
    global _resumed
    if _resumed:
        return 0
    _resumed = True
    try:
        ids = await database_sync_to_async(lambda: claim_for_resume(bot_only_live()))()
        for match_id in ids:
            await spawn_bots(match_id)
    except Exception:
        log.exception("could not resume the bot-only matches")
        return 0
    if ids:
        log.info("resumed the bots of %s matches", len(ids))
    return len(ids)


def schedule_bots(match_id: int) -> None:
    """From sync code running under the server's event loop (views): start the bots if one is due."""
    async_to_sync(spawn_bots)(match_id)


async def stop_bots(limit: float = 10.0) -> int:
    """The server stops: no bot step starts from now on (steps queued for the database thread return
    at once), the bot loops are cancelled, and this waits (up to `limit` seconds) for the steps under
    way, while the event loop they publish through still runs. Returns the loops stopped."""
    _stopping.set()
    tasks = list(_running.values())
    for task in tasks:
        task.cancel()
    if tasks:
        await asyncio.wait(tasks, timeout=limit)
    try:  # through the database thread: it returns once the bot steps under way there are done
        await database_sync_to_async(release_claims)()
    except Exception as exc:  # that thread is already shutting down with the server: a cache call needs none
        log.warning("releasing the resume claims without the database thread (%s)", exc)
        try:
            release_claims()
        except Exception as again:  # the claims then expire by themselves (a restarted process waits for them)
            log.warning("could not release the resume claims: %s", again)
    log.info("stopped the bots of %s matches", len(tasks))
    return len(tasks)
