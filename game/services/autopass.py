"""Auto-pass and stops: pass for a player when passing is all they may do (docs/rulings.md 700-709).

A seat's preferences (`Seat.autopass`, `hold`, `stops`) are the player's own and private. An auto-pass
is due when the table waits for that seat in a priority or focus window (a chain, or a showdown, with
no decision pending and no 2v2 invitation), the seat neither holds priority nor has a stop that
applies, and the engine's `legal_actions` list nothing but passing, conceding and the runes' basic
abilities (164.2: an Add in a window where nothing can be paid changes only the pool; every play lists
its own payment, ruling 702).

The pass goes through `submit_action` as the player's own action (`auto=True`): the log says
"passes (auto)" to that player only, and "passes" to everyone else (ruling 701), and it waits
`GAME_AUTOPASS_DELAY` seconds first, whatever the player holds (ruling 700), so neither the log nor the
timing tells an opponent that the player had no Reaction; right after the player's own action it waits
`GAME_AUTOPASS_GRACE` seconds, to leave time to take that action back (`pause`). The match's automatic loop
(`game.services.bots`) runs it, beside the bots.

Nothing here renders (the write path's import contract).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from django.conf import settings

from game.engine import State, legal_actions
from game.engine.loop.match import Table, between_games, decider, game_of
from game.engine.model.state import NO_PLAYER
from game.models import Match, MatchAction, Seat, Status
from game.services.actions import MOVED_ON, Refused, submit_action
from game.services.state import load_state

# stop name -> what it stops at (the board's words); each is read from public information only
STOPS: dict[str, str] = {
    "spell": "an opponent's spell on the chain",
    "ability": "an opponent's ability on the chain",
    "combat": "focus in a combat, with nothing on the chain",
    "showdown": "focus in any other showdown, with nothing on the chain",
}


@dataclass(frozen=True)
class Prefs:
    autopass: bool = True
    hold: bool = False
    stops: frozenset[str] = field(default_factory=frozenset)

    @classmethod
    def of(cls, seat: Seat) -> Prefs:
        stops = seat.stops if isinstance(seat.stops, list) else []
        return cls(bool(seat.autopass), bool(seat.hold), frozenset(s for s in stops if s in STOPS))


def pass_window(table: Table) -> tuple[State, int] | None:
    """(the game, the seat) when the table waits for a seat in a window where it may pass: a chain or a
    showdown, no decision pending, no invitation to answer. Reads no database: a cheap first check."""
    if between_games(table):
        return None
    game = game_of(table)
    if game is None or game.over or game.pending is not None:
        return None
    seat = game.priority
    if seat == NO_PLAYER or seat != decider(table) or game.invited == seat:
        return None
    if not game.chain and game.showdown is None:
        return None
    return game, seat


def only_pass(game: State, seat: int) -> bool:
    """The engine lists nothing for `seat` but passing, conceding and its runes' basic abilities."""
    runes = set(game.players[seat].runes)
    can_pass = False
    for action in legal_actions(game, seat):
        if action.kind == "pass":
            can_pass = True
        elif action.kind == "concede" or (action.kind == "activate" and action.card in runes):
            continue
        else:
            return False
    return can_pass


def stopped(game: State, seat: int, stops: frozenset[str]) -> bool:
    """A chosen stop applies to this window (public information only)."""
    if game.chain:
        top = game.chain[-1]
        theirs = top.controller != seat
        return theirs and (("spell" in stops and top.kind == "card") or ("ability" in stops and top.kind == "ability"))
    showdown = game.showdown
    if showdown is None:
        return False
    return ("combat" if showdown.combat else "showdown") in stops


def due(table: Table, seat: int, prefs: Prefs) -> bool:
    """Whether `seat` is auto-passed at `table` with these preferences."""
    window = pass_window(table)
    if window is None or window[1] != seat or not prefs.autopass or prefs.hold:
        return False
    game, _ = window
    return not stopped(game, seat, prefs.stops) and only_pass(game, seat)


def due_in(match_id: int) -> tuple[int, int] | None:
    """(seat, step) when the live match waits for a person's seat that is auto-passed now."""
    match = Match.objects.filter(pk=match_id, status=Status.LIVE).first()
    if match is None:
        return None
    table = load_state(match, expect=match.step)  # the state kept for the row's step: no step query
    window = pass_window(table)
    if window is None:
        return None
    found = Seat.objects.filter(match=match, index=window[1], is_bot=False).values_list(
        "autopass", "hold", "stops").first()
    if found is None or not found[0] or found[1]:  # no person there, auto-pass off, or holding priority
        return None
    stops = frozenset(s for s in found[2] if s in STOPS) if isinstance(found[2], list) else frozenset()
    if not due(table, window[1], Prefs(True, False, stops)):
        return None
    return window[1], table.step


def pause(match_id: int, seat: int, step: int) -> float:
    """Seconds to wait before this auto-pass: `GAME_AUTOPASS_DELAY`, or `GAME_AUTOPASS_GRACE` when the
    window follows the player's own action (other than a pass), so that they can still take it back
    (TR 509.3). Both read public information only (who acted last), never the hand (ruling 700)."""
    delay = float(settings.GAME_AUTOPASS_DELAY)
    last = MatchAction.objects.filter(match_id=match_id, seq=step - 1).values_list("seat", "payload").first()
    if last is not None and last[0] == seat and last[1].get("kind") not in ("pass", "takeback"):
        return max(delay, float(settings.GAME_AUTOPASS_GRACE))
    return delay


def auto_pass(match_id: int, seat: int, step: int) -> bool:
    """Pass for `seat` at `step` if that is still due; False when the table moved on or it no longer is
    (the player acted, changed a preference, or conceded meanwhile)."""
    if due_in(match_id) != (seat, step):
        return False
    try:
        submit_action(match_id, seat, step, {"kind": "pass"}, auto=True)
    except Refused as exc:
        if exc.reason == MOVED_ON:
            return False
        raise
    return True


def set_prefs(match_id: int, seat: int, data: Any) -> Prefs:
    """Store a seat's preferences from a frame's `autopass` object ({"on", "hold", "stops"}, each
    optional); ValueError (nothing stored) for anything else."""
    if not isinstance(data, dict) or not data or set(data) - {"on", "hold", "stops"}:
        raise ValueError('Expected {"autopass": {"on": true|false, "hold": true|false, "stops": [...]}}.')
    for key in ("on", "hold"):
        if key in data and not isinstance(data[key], bool):
            raise ValueError(f"autopass.{key} must be true or false.")
    stops = data.get("stops")
    if stops is not None and (not isinstance(stops, list) or not all(isinstance(s, str) and s in STOPS for s in stops)
                              or len(stops) > len(STOPS)):
        raise ValueError(f"autopass.stops lists names from: {', '.join(STOPS)}.")
    row = Seat.objects.get(match_id=match_id, index=seat)
    if "on" in data:
        row.autopass = data["on"]
    if "hold" in data:
        row.hold = data["hold"]
    if stops is not None:
        row.stops = sorted(set(stops))
    row.save(update_fields=["autopass", "hold", "stops"])
    return Prefs.of(row)
