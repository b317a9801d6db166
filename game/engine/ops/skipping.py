"""Skip (444): a replacement effect that replaces an event or a procedure of the turn with nothing;
nothing triggers on what was skipped (444.2.a).

What can be skipped:
- a phase or step of a player's turn (444.1.a.2): `awaken`, `beginning` (with its Scoring Step),
  `scoring`, `channel`, `draw` - by a passive `{"skip": "draw"}` of a permanent ("Skip your Draw
  Phase": its controller's, every turn) or by the verb `skip` ("skip your next Draw Phase": a mark on
  the player, used by the first such phase);
- a unit's next move (`skip` with `what: move`: "skip the next time that unit would move this turn"):
  the unit stays where it is; a cost already paid for the move (a standard move's exhaustion) stays
  paid (ruling 87);
- a player's next point from conquering or holding (`what: conquer_point` / `hold_point`: "they skip
  their next point from conquering this turn"): the battlefield is still scored, the point is not.

Marks: `Player.extra["skip"]` = `[[what, turn], ...]` (turn 0: no time limit) and
`Obj.extra["skip_move"]` = the turn number.
"""

from __future__ import annotations

from ..model.events import ALL, Log
from ..model.state import State
from ..read import layers
from ..read.conditions import _controller

PHASES = ("awaken", "beginning", "scoring", "channel", "draw")
POINTS = ("conquer_point", "hold_point")
_NAMES = {"awaken": "Awaken Phase", "beginning": "Beginning Phase", "scoring": "Scoring Step",
          "channel": "Channel Phase", "draw": "Draw Phase", "conquer_point": "point from conquering",
          "hold_point": "point from holding"}


def mark_player(st: State, p: int, what: str, this_turn: bool) -> None:
    pl = st.players[p]
    pl.extra["skip"] = [*pl.extra.get("skip", []), [what, st.turn_number if this_turn else 0]]


def _use_mark(st: State, p: int, what: str) -> bool:
    """Use the player's first live mark for `what` (marks of earlier turns lapse)."""
    pl = st.players[p]
    marks = pl.extra.get("skip")
    if not marks:
        return False
    live = [m for m in marks if m[1] in (0, st.turn_number)]
    hit = next((m for m in live if m[0] == what), None)
    if hit is not None:
        live.remove(hit)
    if live:
        pl.extra["skip"] = live
    else:
        del pl.extra["skip"]
    return hit is not None


def _by_passive(st: State, p: int, what: str) -> bool:
    """A passive "Skip your <phase>" of a permanent or battlefield `p` controls."""
    if not layers.any_passive(st, "skip"):
        return False
    return any(s.get("skip") == what and _controller(st, src) == p for src, s in layers.statics(st))


def skips_phase(st: State, log: Log, what: str) -> bool:
    """Whether the turn player's phase or step `what` is skipped now (444.2); a mark is used up."""
    p = st.turn_player
    if not (st.players[p].extra.get("skip") or layers.any_passive(st, "skip")):
        return False
    if not (_by_passive(st, p, what) or _use_mark(st, p, what)):
        return False
    log.add("skip", f"{st.players[p].name} skips their {_NAMES[what]}", ALL, player=p, what=what)
    if what in ("beginning", "scoring"):
        st.barred = []  # 491.8.b.1 is decided in the Scoring Step, which doesn't happen
    if what == "beginning":  # the Scoring Step is part of the Beginning Phase (315.2)
        i = next((i for i, t in enumerate(st.tasks) if t == ["scoring"]), None)
        if i is not None:
            del st.tasks[i]
    return True


def skips_point(st: State, log: Log, p: int, how: str) -> bool:
    """Whether the point `p` would gain from conquering / holding is skipped (a mark is used up)."""
    what = f"{how}_point"
    if what not in POINTS or not st.players[p].extra.get("skip") or not _use_mark(st, p, what):
        return False
    log.add("skip", f"{st.players[p].name} skips their {_NAMES[what]}", ALL, player=p, what=what)
    return True


def skips_move(st: State, log: Log, oid: int) -> bool:
    """Whether this move of the unit is skipped ("the next time it would move this turn")."""
    o = st.objs[oid]
    if o.extra.get("skip_move") != st.turn_number:
        return False
    del st.w(oid).extra["skip_move"]
    log.add("skip", f"{st.name(oid)} doesn't move (skipped)", ALL, card=oid)
    return True
