"""The one path that applies an action, whoever sends it (browser, bot, test).

guard (live match, the step the sender saw, this seat's decision) -> engine `apply_table` -> store the
action with its step in one transaction (UniqueConstraint(match, seq): of two simultaneous actions
only one lands, the other is told the game moved on) -> keep the new state, row, events and action in
this process (game.live) -> publish to the group. Nothing on this path renders: the viewers render
from what game.live keeps when the group tells them (an import contract in pyproject.toml holds it).
"""

from __future__ import annotations

import logging
import time
from dataclasses import dataclass, fields
from typing import Any

from django.db import IntegrityError, OperationalError, connection, transaction
from django.utils import timezone

from game.engine import Action, Event, IllegalAction, State
from game.engine.loop.match import Match as BestOf
from game.engine.loop.match import Table, apply_table, decider, game_of, table_to_json
from game.engine.model.actions import KINDS
from game.engine.model.events import ALL, all_but
from game.live import stored, undo
from game.live.rows import cached_row
from game.live.states import drop, remember
from game.models import GameResult, Match, MatchAction, Snapshot, Status
from game.services import clocks
from game.services.publish import publish
from game.services.state import SNAPSHOT_EVERY, load_state, state_at
from game.services.takeback import TAKEBACK, refusal, restored, takeback_events
from game.services.writes import insert_action, update_progress

MOVED_ON = "the game moved on: your board was out of date"
FIELDS = frozenset(f.name for f in fields(Action))  # what an action payload may name
LOCK_RETRIES = 4  # retries of a write that found SQLite locked
LOCK_PAUSE = 0.05  # seconds before the first retry; doubled each time
log = logging.getLogger(__name__)


class Refused(Exception):
    """An action refused without effect; `reason` is for the player."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


@dataclass
class Applied:
    state: Table
    events: list[Event]
    step: int


def parse_action(payload: Any, seat: int) -> Action:
    """An engine Action from a client payload; the acting seat is the sender's, whatever it says."""
    if not isinstance(payload, dict) or payload.get("kind") not in KINDS:
        raise Refused("malformed action: expected an object with a known kind")
    unknown = sorted(str(name) for name in payload if name not in FIELDS)
    if unknown:  # a misspelt field was read as absent: "choise" made an empty answer
        raise Refused(f"malformed action: unknown field{'s' if len(unknown) > 1 else ''} "
                      f"{', '.join(map(repr, unknown))}")
    for name in ("choice", "options"):
        if not isinstance(payload.get(name, {}), dict):
            raise Refused(f"malformed action: {name} must be an object")
    try:
        action = Action.from_data({**payload, "player": seat})
    except (KeyError, TypeError, ValueError) as exc:
        raise Refused(f"malformed action: {exc}") from None
    for name in ("card", "ability", "to"):
        if not isinstance(getattr(action, name), int) or isinstance(getattr(action, name), bool):
            raise Refused(f"malformed action: {name} must be a number")
    if not all(isinstance(x, int) for x in action.units + action.targets):
        raise Refused("malformed action: units and targets are card ids")
    return action


def event_rows(events: list[Event]) -> list[dict[str, Any]]:
    return [{"kind": e.kind, "text": e.text, "to": e.to} for e in events]


def marked_auto(events: list[Event], seat: int) -> list[Event]:
    """An auto-pass's events: the seat's own pass line says "(auto)" to that player, and the same
    line without it goes to everyone else (ruling 701: whether a pass was automatic is private)."""
    out: list[Event] = []
    for e in events:
        if e.kind == "pass" and e.to == ALL and e.data.get("player") == seat:
            out += [Event(e.kind, f"{e.text} (auto)", seat, e.data), Event(e.kind, e.text, all_but(seat), e.data)]
        else:
            out.append(e)
    return out


def submit_action(match: Match | int, seat: int, seq: Any, payload: Any, announce: bool = True,
                  auto: bool = False, timeout: bool = False) -> Applied:
    """Apply `payload` for `seat` if the sender saw step `seq`; raises Refused otherwise.
    `announce=False`: the caller tells the match's group itself (the consumer, from its event loop).
    `auto`: a pass made for the player by their auto-pass (game.services.autopass): its log line says
    "(auto)" to that player only (docs/rulings.md 701). `timeout`: a concession made for a player whose
    clock ran out (game.services.clocks): the log and the result say so."""
    match_id = match if isinstance(match, int) else match.pk
    # the row kept with the cached state of the step the sender saw, else read it (a row kept here
    # may lag another process's action: then the unique (match, seq) insert refuses this one)
    match = (isinstance(seq, int) and cached_row(match_id, seq)) or Match.objects.get(pk=match_id)
    if match.status == Status.LOBBY:
        raise Refused("the match has not started")
    if match.status == Status.FINISHED:
        raise Refused("the match is over")
    if not isinstance(seq, int) or isinstance(seq, bool):
        raise Refused("malformed action: seq must be the step number you saw")
    if isinstance(payload, dict) and payload.get("kind") == TAKEBACK:
        return _take_back(match, seat, seq, payload, announce)
    action = parse_action(payload, seat)
    state = load_state(match, expect=seq)
    if seq != state.step:
        raise Refused(MOVED_ON)
    if action.kind != "concede" and decider(state) != seat:
        raise Refused("it isn't your decision")
    try:
        new, events = apply_table(state, action)
    except IllegalAction as exc:
        raise Refused(str(exc)) from None
    except (KeyError, TypeError, ValueError, IndexError) as exc:
        raise Refused(f"malformed action: {exc!r}") from None
    if auto:
        events = marked_auto(events, seat)
    if timeout:
        game = game_of(state)
        name = game.players[seat].name if game is not None else f"Seat {seat + 1}"
        events = [Event("clock", f"{name} ran out of time", ALL, {"player": seat}), *events]
    why = f"{events[0].text}" if timeout else ""
    applied = _keep(match, state, seat, action.to_data(), events, new, announce, why)
    if refusal(state, new, seat, action.kind, events) is None:  # its player may take it back (TR 509)
        undo.allow(match.pk, new.step, seat, state)
    return applied


def _keep(match: Match, state: Table, seat: int, payload: dict[str, Any], events: list[Event], new: Table,
          announce: bool, why: str = "") -> Applied:
    """Store the action, keep the new table, its row, events and action in this process, tell the group."""
    try:
        fields = _store(match, state, seat, payload, events, new, why)
    except IntegrityError:  # another process stored this step first: our cached state is behind
        drop(match.pk)
        raise Refused(MOVED_ON) from None
    undo.clear(match.pk)
    remember(match.pk, new)
    for name, value in fields.items():  # the row as stored, so viewers render without reading it
        setattr(match, name, value)
    stored(match, new, event_rows(events), seat, payload)
    if announce:
        publish(match.pk, new.step)
    return Applied(new, events, new.step)


NOTHING_TO_TAKE_BACK = ("there is nothing of yours to take back: only your most recent action, while nobody has "
                        "acted since (TR 509.3)")


def _take_back(match: Match, seat: int, seq: Any, payload: dict[str, Any], announce: bool) -> Applied:
    """Take back `seat`'s most recent action (game.services.takeback): one more stored action whose
    table is the one before it. Refused (nothing stored) when it can't be."""
    if set(payload) - {"kind", "player"}:
        raise Refused("malformed action: a take-back is {\"kind\": \"takeback\"} alone")
    if not isinstance(seq, int) or isinstance(seq, bool):
        raise Refused("malformed action: seq must be the step number you saw")
    state = load_state(match, expect=seq)
    if seq != state.step:
        raise Refused(MOVED_ON)
    row = MatchAction.objects.filter(match=match, seq=state.step - 1).values_list("seat", "payload", "events").first()
    if row is None or row[0] != seat:
        raise Refused(NOTHING_TO_TAKE_BACK)
    kept = undo.undoable(match.pk, state.step)
    if kept is not None and kept[0] == seat:
        before = kept[1]
    else:  # not known here (a restart, another process): check it from the database
        before = state_at(match, state.step - 1)
        taken = [Event(e["kind"], e["text"], e["to"]) for e in row[2]]
        if reason := refusal(before, state, seat, str(row[1].get("kind")), taken):
            raise Refused(reason)
    new = restored(before, state.step + 1)
    return _keep(match, state, seat, {"kind": TAKEBACK}, takeback_events(before, seat, str(row[1].get("kind")), row[2]), new, announce)


def _store(match: Match, before: Table, seat: int, payload: dict[str, Any], events: list[Event],
           new: Table, why: str = "") -> dict[str, Any]:
    """Store the action and the match's new figures in one transaction.

    SQLite allows one writer at a time; a writer that cannot get the lock within the connection's
    `timeout` fails with "database is locked" (or at once, when another process's transaction holds
    a read snapshot that would have to become a write). Nothing was stored then, so the write is
    retried a few times with a growing pause before the error goes up."""
    for attempt in range(LOCK_RETRIES + 1):
        try:
            with transaction.atomic():
                insert_action(match.pk, before.step, seat, payload, event_rows(events))
                return _record(match, new, before, why)
        except OperationalError as exc:
            if "locked" not in str(exc) or attempt == LOCK_RETRIES or connection.in_atomic_block:
                raise
            log.warning("database locked storing step %s of match %s; retrying", before.step, match.pk)
            time.sleep(LOCK_PAUSE * 2**attempt)
    raise AssertionError("unreachable: the last attempt returns or raises")


def _record(match: Match, state: Table, before: Table, why: str = "") -> dict[str, Any]:
    """Store the match's new figures; returns the fields written. `why`: how a finishing action came
    about, added to the result ("demo-annie ran out of time")."""
    if state.step % SNAPSHOT_EVERY == 0 or state.over:
        Snapshot.objects.get_or_create(match=match, seq=state.step, defaults={"state": table_to_json(state)})
    if match.is_series:
        return _record_series(match, state, before)  # type: ignore[arg-type]
    assert isinstance(state, State)
    fields: dict[str, Any] = {"step": state.step, "points": [p.points for p in state.players]}
    if match.clock_limit:  # a timed match: its clocks move with every action (game.services.clocks)
        fields["clocks"] = clocks.advance(match.clocks, match.clock_increment, before, state)
        if not state.over:
            Match.objects.filter(pk=match.pk).update(**fields)
            return fields
    if not state.over:  # the usual case, on every action: two columns, no ORM query building
        update_progress(match.pk, fields["step"], fields["points"])
        return fields
    names = [state.players[i].name for i in state.winners]
    result = (" and ".join(names) + (" win" if len(names) > 1 else " wins")) if names else "No winner"
    if why:
        result += f" ({why})"
    fields.update(status=Status.FINISHED, finished=timezone.now(), winners=list(state.winners), result=result[:200])
    Match.objects.filter(pk=match.pk).update(**fields)
    return fields


def _record_series(match: Match, s: BestOf, before: BestOf) -> dict[str, Any]:
    """Set points, a GameResult per game finished by this action (the ones before were stored with
    the actions that finished them), and the series result when it is decided."""
    fields: dict[str, Any] = {"step": s.step, "points": list(s.wins)}
    recorded = len(before.games)  # `before` is this match's table one action earlier: a best-of Match too
    for number, rec in enumerate(s.games[recorded:], start=recorded + 1):
        GameResult.objects.get_or_create(match=match, number=number, defaults={
            "winner": rec.winner, "first": rec.first, "battlefields": list(rec.battlefields),
            "turns": rec.turns, "last_step": s.step})
    if match.clock_limit:  # a timed match: the clocks run in its games only (game.services.clocks)
        fields["clocks"] = clocks.advance(match.clocks, match.clock_increment, before, s)
    if not s.over:
        if "clocks" in fields:
            Match.objects.filter(pk=match.pk).update(**fields)
        else:  # two columns, no ORM query building
            update_progress(match.pk, s.step, fields["points"])
        return fields
    names = [str(d.get("name", "")) for d in s.decks]
    wins = s.wins
    winner = s.winner
    won = winner is not None and winner >= 0
    fields.update(status=Status.FINISHED, finished=timezone.now(), winners=[winner] if won else [],
                  result=f"{names[winner]} wins the match {max(wins)}–{min(wins)}" if won else "No winner")
    Match.objects.filter(pk=match.pk).update(**fields)
    return fields
