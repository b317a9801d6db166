"""State <-> JSON. `from_json(to_json(s)) == s` for every state.

Records are written as positional lists (field order of each dataclass) to keep
the text short and the round trip fast. The card table travels with the state
so a saved game is self-contained; its JSON is cached on the (immutable) table
and parsed tables are cached by text, so a game's table is parsed once.
"""

from __future__ import annotations

import json
from dataclasses import fields
from typing import Any

from .cards import CardDef, CardTable
from .state import Battlefield, ChainItem, Obj, Pending, Player, Showdown, State

FORMAT = 1
_OBJ = tuple(f.name for f in fields(Obj))
_PLAYER = tuple(f.name for f in fields(Player))
_BF = tuple(f.name for f in fields(Battlefield))
_CHAIN = tuple(f.name for f in fields(ChainItem))
_SHOWDOWN = tuple(f.name for f in fields(Showdown))
_PENDING = tuple(f.name for f in fields(Pending))
_TABLES: dict[str, CardTable] = {}


def _row(obj: Any, names: tuple[str, ...]) -> list[Any]:
    return [getattr(obj, n) for n in names]


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
    return {
        "format": FORMAT,
        "mode": st.mode, "victory_score": st.victory_score,
        "players": [_row(p, _PLAYER) for p in st.players],
        "battlefields": [_row(b, _BF) for b in st.battlefields],
        "objs": [_row(o, _OBJ) for o in st.objs.values()],
        "rng": st.rng, "seed": st.seed, "next_id": st.next_id,
        "turn": [st.turn_player, st.turn_number, st.phase, st.first, st.barred],
        "chain": [_row(c, _CHAIN) for c in st.chain],
        "priority": [st.priority, st.passes, st.focus, st.invited],
        "showdown": _row(st.showdown, _SHOWDOWN) if st.showdown else None,
        "pending": _row(st.pending, _PENDING) if st.pending else None,
        "tasks": st.tasks, "winners": st.winners, "over": st.over, "step": st.step,
    }


def to_json(st: State) -> str:
    data = to_data(st)
    text = json.dumps(data, separators=(",", ":"))
    # the table is appended verbatim (already JSON) to avoid re-encoding it each time
    return text[:-1] + ',"table":' + table_json(st.table) + "}"


def from_json(text: str) -> State:
    cut = text.rfind(',"table":')
    data = json.loads(text[:cut] + "}")
    table = table_from_json(text[cut + 9:-1])
    if data.get("format") != FORMAT:
        raise ValueError("unsupported state format")
    objs = {}
    for row in data["objs"]:
        o = Obj(*row)
        objs[o.id] = o
    turn_player, turn_number, phase, first, *rest = data["turn"]
    barred = list(rest[0]) if rest else []
    priority, passes, focus, *more = data["priority"]
    invited = more[0] if more else -1
    return State(
        mode=data["mode"], victory_score=data["victory_score"],
        players=[Player(*row) for row in data["players"]],
        battlefields=[Battlefield(*row) for row in data["battlefields"]],
        objs=objs, table=table, rng=data["rng"], seed=data["seed"], next_id=data["next_id"],
        turn_player=turn_player, turn_number=turn_number, phase=phase,
        chain=[ChainItem(*row) for row in data["chain"]], priority=priority, passes=passes, focus=focus,
        showdown=Showdown(*data["showdown"]) if data["showdown"] else None,
        pending=Pending(*data["pending"]) if data["pending"] else None,
        tasks=data["tasks"], winners=data["winners"], over=data["over"], step=data["step"], first=first,
        invited=invited, barred=barred,
    )
