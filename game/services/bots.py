"""Bot seats take their decisions through the same path as players (`submit_action`).

`choose(view, actions)` asks `game.bot.choose_action` when that package exists; otherwise a plain
fallback passes, ends the turn or keeps its hand. `schedule_bots(match_id)` runs a match's bots in a
background thread (one per match at a time), so a bot never holds up another match or a request.
"""

from __future__ import annotations

import logging
import threading
import time
from typing import Any

from django.db import close_old_connections

from game.engine import Action, legal_actions, view
from game.models import Match, Seat, Status
from game.services.actions import Refused, submit_action
from game.services.state import decider, load_state

log = logging.getLogger(__name__)
MAX_BOT_STEPS = 500  # per run: a safety net against two bots looping forever
BOT_DELAY = 0.35  # seconds between bot actions, so people can follow them

_running: set[int] = set()
_running_lock = threading.Lock()


def fallback_choice(actions: list[Action]) -> Action:
    """Keep the hand, pass, end the turn: the first of these that is legal."""
    for kind in ("choose", "pass", "end_turn"):
        for action in actions:
            if action.kind == kind:
                return action
    return next(a for a in actions if a.kind != "concede")


def choose(game_view: dict[str, Any], actions: list[Action]) -> Action:
    try:
        from game.bot import choose_action  # type: ignore[import-not-found]
    except ImportError:
        return fallback_choice(actions)
    return choose_action(game_view, actions)


def bot_seats(match: Match) -> set[int]:
    return set(Seat.objects.filter(match=match, is_bot=True).values_list("index", flat=True))


def run_bots(match: Match | int, delay: float = 0.0, max_steps: int = MAX_BOT_STEPS) -> int:
    """Let bot seats act while the game waits for one of them; returns how many actions they took."""
    match_id = match if isinstance(match, int) else match.pk
    match = Match.objects.get(pk=match_id)
    bots = bot_seats(match)
    taken = refused = 0
    while taken < max_steps and refused < 3:
        match.refresh_from_db(fields=["status"])
        if match.status != Status.LIVE or not bots:
            break
        state = load_state(match)
        seat = decider(state)
        if seat not in bots:
            break
        actions = [a for a in legal_actions(state, seat) if a.kind != "concede"]
        if not actions:
            break
        action = choose(view(state, seat), actions)
        try:
            submit_action(match_id, seat, state.step, action.to_data())
        except Refused as exc:  # a human acted meanwhile (concede): look again
            log.info("bot action refused in match %s: %s", match_id, exc.reason)
            refused += 1
            continue
        taken += 1
        if delay:
            time.sleep(delay)
    return taken


def schedule_bots(match_id: int) -> None:
    """Run the match's bots in a background thread unless one is already running for it."""
    with _running_lock:
        if match_id in _running:
            return
        _running.add(match_id)

    def work() -> None:
        try:
            while True:
                taken = run_bots(match_id, delay=BOT_DELAY)
                with _running_lock:  # an action may have landed between the last check and now
                    state_match = Match.objects.filter(pk=match_id, status=Status.LIVE).first()
                    if (not taken or state_match is None
                            or decider(load_state(state_match)) not in bot_seats(state_match)):
                        _running.discard(match_id)
                        return
        except Exception:
            log.exception("bots failed in match %s", match_id)
            with _running_lock:
                _running.discard(match_id)
        finally:
            close_old_connections()

    threading.Thread(target=work, name=f"bots-{match_id}", daemon=True).start()
