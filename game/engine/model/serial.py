"""State <-> JSON. `from_json(to_json(s)) == s` for every state.

Records are written as positional lists (field order of each dataclass) to keep
the text short and the round trip fast. An object row leaves off its trailing
fields that hold their default values (most cards sit untouched in a deck), and
the dataclass fills them back in, so full rows written before this still load.
The card table travels with the state so a saved game is self-contained; its
JSON is cached on the (immutable) table and parsed tables are cached by text,
so a game's table is parsed once.
"""

from __future__ import annotations

import json
from dataclasses import MISSING, fields
from operator import attrgetter
from typing import Any

from .cards import CardDef, CardTable
from .state import RULES_V14, Battlefield, ChainItem, Obj, Pending, Player, Showdown, State

FORMAT = 1
_TABLES: dict[str, CardTable] = {}
# one encoder, reused; states hold no cycles, so the per-container cycle check is skipped
_encode = json.JSONEncoder(separators=(",", ":"), check_circular=False).encode


def _row(cls: type) -> attrgetter[Any]:
    """All fields of a record as a tuple, in dataclass order: the reader calls `cls(*row)`."""
    return attrgetter(*(f.name for f in fields(cls)))


def _split(cls: type) -> tuple[attrgetter[Any], attrgetter[Any], tuple[Any, ...]]:
    """Getters for the fields without and with a default value, and those default values."""
    fs = fields(cls)
    first = next(i for i, f in enumerate(fs) if f.default is not MISSING or f.default_factory is not MISSING)
    defaults = tuple(f.default_factory() if f.default_factory is not MISSING else f.default for f in fs[first:])
    return attrgetter(*(f.name for f in fs[:first])), attrgetter(*(f.name for f in fs[first:])), defaults


_PLAYER, _BF, _CHAIN, _SHOWDOWN, _PENDING = map(_row, (Player, Battlefield, ChainItem, Showdown, Pending))
_OBJ_HEAD, _OBJ_REST, _OBJ_DEFAULTS = _split(Obj)


def _obj_row(obj: Obj) -> tuple[Any, ...]:
    """The object's fields in order, less the trailing ones that hold their default value."""
    head, rest = _OBJ_HEAD(obj), _OBJ_REST(obj)
    if rest == _OBJ_DEFAULTS:  # the usual case: a card untouched in a deck or a hand
        return head
    n = len(rest)
    while rest[n - 1] == _OBJ_DEFAULTS[n - 1]:
        n -= 1
    return head + rest[:n]


def table_json(table: CardTable) -> str:
    if table._json is None:
        table._json = json.dumps([c.to_record() for c in table.defs.values()], separators=(",", ":"))
    return table._json


def table_from_json(text: str) -> CardTable:
    table = _TABLES.get(text)
    if table is None:
        table = CardTable()
        for rec in json.loads(text):
            table.add(CardDef.from_record(rec))
        table._json = text
        if len(_TABLES) > 64:
            _TABLES.clear()
        _TABLES[text] = table
    return table


def to_data(st: State) -> dict[str, Any]:
    data = {
        "format": FORMAT,
        "mode": st.mode, "victory_score": st.victory_score,
        "players": [_PLAYER(p) for p in st.players],
        "battlefields": [_BF(b) for b in st.battlefields],
        "objs": [_obj_row(o) for o in st.objs.values()],
        "rng": st.rng, "seed": st.seed, "next_id": st.next_id,
        "turn": [st.turn_player, st.turn_number, st.phase, st.first, st.barred],
        "chain": [_CHAIN(c) for c in st.chain],
        "priority": [st.priority, st.passes, st.focus, st.invited],
        "showdown": _SHOWDOWN(st.showdown) if st.showdown else None,
        "pending": _PENDING(st.pending) if st.pending else None,
        "tasks": st.tasks, "winners": st.winners, "over": st.over, "step": st.step,
    }
    if st.rules != RULES_V14:  # a v1.4 game's text is what it was before versions were recorded
        data["rules"] = st.rules
    return data


def to_json(st: State) -> str:
    text = _encode(to_data(st))
    # the table is appended verbatim (already JSON) to avoid re-encoding it each time
    return text[:-1] + ',"table":' + table_json(st.table) + "}"


def from_json(text: str) -> State:
    cut = text.rfind(',"table":')
    data = json.loads(text[:cut] + "}")
    table = table_from_json(text[cut + 9:-1])
    if data.get("format") != FORMAT:
        raise ValueError("unsupported state format")
    turn_player, turn_number, phase, first, *rest = data["turn"]
    barred = list(rest[0]) if rest else []
    priority, passes, focus, *more = data["priority"]
    invited = more[0] if more else -1
    return State(
        mode=data["mode"], victory_score=data["victory_score"],
        players=[Player(*row) for row in data["players"]],
        battlefields=[Battlefield(*row) for row in data["battlefields"]],
        objs={row[0]: Obj(*row) for row in data["objs"]}, table=table,
        rng=data["rng"], seed=data["seed"], next_id=data["next_id"],
        turn_player=turn_player, turn_number=turn_number, phase=phase,
        chain=[ChainItem(*row) for row in data["chain"]], priority=priority, passes=passes, focus=focus,
        showdown=Showdown(*data["showdown"]) if data["showdown"] else None,
        pending=Pending(*data["pending"]) if data["pending"] else None,
        tasks=data["tasks"], winners=data["winners"], over=data["over"], step=data["step"], first=first,
        invited=invited, barred=barred, rules=data.get("rules", RULES_V14),
    )
