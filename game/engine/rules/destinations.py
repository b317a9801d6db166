"""Move destinations chosen as a spell is played (355.4, 355.4.a).

"Move a unit" in a spell's text (a `move` step on a target, `t0`..) has its destination chosen while
the spell is played, with its targets: the play's `options["move_to"]` lists one location per such
step, in script order (-1: the unit's base, else a battlefield index). A valid location is one other
than the unit's current location where it is allowed to be (355.4.a). The spell carries the choice
to its resolution; a destination that is no longer valid then is not moved to (our reading:
docs/rulings.md), and a restriction on moving there (Vilemaw's Lair) negates the move then (359.3.e.14.b). Games played by Core Rules v1.4 keep asking at resolution (`st.rules`).
"""

from __future__ import annotations

from itertools import product
from typing import Any

from ..model.errors import IllegalAction
from ..model.state import BASE, BF, RULES_V14, State
from .movement import base_barred, bf_open_to


def move_refs(steps: list[Any]) -> list[str]:
    """The target references (`t0`..) a script's steps move with "move", nested steps included."""
    out: list[str] = []
    for step in steps:
        if not isinstance(step, list) or len(step) < 2 or not isinstance(step[1], dict):
            continue
        verb, params = step[0], step[1]
        if verb == "move" and params.get("dest") is None:  # a named destination is no choice
            ref = params.get("to", "t0")
            if isinstance(ref, str) and (ref.startswith("t") and ref[1:].isdigit() or ref == "targets"):
                # "targets": all of them, to a single location; "|with_friend": "to a location where there's a
                # unit with the same controller" (`with_same_controller`)
                out.append(ref + ("|with_friend" if params.get("with_same_controller") else ""))
        for key in ("then", "otherwise"):
            if isinstance(params.get(key), list):
                out += move_refs(params[key])
    return out


def chosen_on_play(st: State, script: dict[str, Any] | None, kind: str) -> list[str]:
    """The moves of a spell whose destinations its play chooses (none under v1.4, none for others)."""
    if st.rules == RULES_V14 or kind != "spell" or not script:
        return []
    return move_refs(list(script.get("effects", [])))


def move_options(st: State, oid: int, presence: bool = False) -> list[int]:
    """Where the unit can move now: its base (unless it is there, or can't move there) and every
    battlefield other than its own that its controller's units may move to. `presence` (choosing the
    destination as a spell is played, 355.4.a: a location "where they are allowed to be present"):
    restrictions on moving ("can't move to base", "can't move this turn") don't narrow the choice;
    they negate the move as it resolves (359.3.e.14.b's Vilemaw's Lair example)."""
    o = st.objs[oid]
    if o.zone not in (BASE, BF) or (not presence and o.extra.get("cant_move") == st.turn_number):
        return []
    here = o.loc if o.zone == BF else None
    base = [] if o.zone == BASE or (not presence and base_barred(st, oid)) else [-1]
    return base + [i for i in range(len(st.battlefields)) if i != here and bf_open_to(st, o.controller, i)]


def with_friend(st: State, oid: int, place: int) -> bool:
    """"A location where there's a unit with the same controller": another unit of `oid`'s controller is at
    `place` (-1: that controller's base)."""
    o = st.objs[oid]
    there = st.players[o.controller].base if place < 0 else st.battlefields[place].units
    return any(u != oid and st.objs[u].controller == o.controller and st.card(u).type == "unit" for u in there)


def _unit_of(ref: str, targets: list[int]) -> int | None:
    i = int(ref[1:])
    return targets[i] if i < len(targets) else None


def _options(st: State, ref: str, targets: list[int]) -> list[int]:
    """Where a move may go: the unit's valid locations; for `targets` ("move them to a single location"), the
    locations valid for every one of them (none chosen: none)."""
    ref, _, flag = ref.partition("|")
    if ref == "targets":
        units = [t for t in targets if t is not None and t in st.objs]
        places = [set(move_options(st, u, presence=True)) for u in units]
        return sorted(set.intersection(*places)) if places else []
    oid = _unit_of(ref, targets)
    if oid is None or oid not in st.objs:
        return []
    return [d for d in move_options(st, oid, presence=True) if flag != "with_friend" or with_friend(st, oid, d)]


def _runs(targets: list[int], runs: int, sizes: Any) -> list[list[int]]:
    """Each execution's targets (820.2.a), or the one list."""
    if runs <= 1:
        return [list(targets)]
    from ..read.targets import execution_sizes, groups

    return groups(list(targets), execution_sizes(list(targets), runs, sizes))


def choices(st: State, refs: list[str], targets: list[int], runs: int = 1, sizes: Any = None) -> list[list[int]]:
    """Every list of destinations a play with these targets may choose (one per move, in order; a repeated
    spell's: one per move of each execution, 820.2.a - the first execution's, then the next)."""
    per_move = []
    for group in _runs(targets, runs, sizes):
        for ref in refs:
            per_move.append(_options(st, ref, group))
    if any(not opts for opts in per_move):
        return []
    return [list(c) for c in product(*per_move)][:64]


def check(st: State, refs: list[str], targets: list[int], chosen: Any, runs: int = 1,
          sizes: Any = None) -> dict[str, Any]:
    """Validate a play's `move_to` and return it by reference (`{"t0": 1}`), for the chain item. A repeated
    spell may choose one per move of each execution (820.2.a: `runs` lists them, execution after execution)."""
    if not refs:
        if chosen is not None:
            raise IllegalAction("this card doesn't move a unit: it takes no destination")
        return {}
    groups = _runs(targets, runs, sizes)
    per_run = runs > 1 and isinstance(chosen, list) and len(chosen) == len(refs) * runs
    if not isinstance(chosen, list) or (len(chosen) != len(refs) and not per_run) \
            or not all(type(d) is int for d in chosen):
        raise IllegalAction(f"choose where the unit moves as you play this (355.4): "
                            f"{len(refs)} destination{'s' if len(refs) > 1 else ''}, base or a battlefield")
    out: dict[str, Any] = {}
    run_dests = []
    for k, group in enumerate(groups if per_run else groups[:1]):
        here = {}
        for j, ref in enumerate(refs):
            dest = chosen[k * len(refs) + j]
            if dest not in _options(st, ref, group):
                raise IllegalAction("that unit can't move there (355.4.a: another location it may be at)")
            here[ref.partition("|")[0]] = dest
        run_dests.append(here)
    out.update(run_dests[0])
    if per_run:
        out["runs"] = run_dests
    return out
