"""The leak checker: which card identities a viewer may not know at a step, and whether a recorded
byte string names one of them.

Hidden from viewer v at a state: every main-deck and rune-deck card (order), other players' hands,
facedown cards v does not control (computed from the raw state, not from the engine's own `view`,
so a bug there is caught too). A card's identity is its name, its catalog code and its object id.
A name or code is only forbidden while nothing with it has been public to v so far (another copy on
the board, in a trash, in v's own hand, on the chain): the log legitimately keeps old names. Ids are
looked for in the attributes that carry object ids (`data-oid`, `data-target`, `data-pick`, ...,
and the card/units/targets of `data-action` payloads). Events the engine addresses to v (or to all) may
name a hidden card ("you look at X"): `hear` adds such names to what v knows; an event addressed to
someone else teaches v nothing, so delivering it to v is a leak.
"""

from __future__ import annotations

import html
import json
import re
from dataclasses import dataclass, field

from game.engine import State

ID_ATTRS = re.compile(r'data-(?:oid|target|pick|hint|source|cards|units|card)="([^"]*)"')
ACTION_ATTR = re.compile(r'data-action="([^"]*)"')
SPECTATOR = -1  # any negative viewer: no seat
ALL = -1  # an event's audience: everyone


def hidden_objs(st: State, viewer: int) -> set[int]:
    out: set[int] = set()
    for i, p in enumerate(st.players):
        out.update(p.main_deck)
        out.update(p.rune_deck)
        if i != viewer:
            out.update(p.hand)
    for b in st.battlefields:
        out.update(o for o in b.facedown if st.objs[o].controller != viewer)
    return out


def name_of(st: State, oid: int) -> str:
    return st.table.defs[st.objs[oid].card].name


def forms(text: str) -> set[str]:
    """The ways a string may be written into HTML or JSON."""
    return {text, html.escape(text), html.escape(text, quote=False), json.dumps(text)[1:-1]}


@dataclass
class Knowledge:
    """What one viewer has legitimately seen so far, step by step."""

    viewer: int
    public_names: set[str] = field(default_factory=set)
    public_codes: set[str] = field(default_factory=set)
    public_ids: set[int] = field(default_factory=set)

    def learn(self, st: State) -> None:
        hidden = hidden_objs(st, self.viewer)
        for oid, obj in st.objs.items():
            if oid not in hidden:
                self.public_names.add(name_of(st, oid))
                self.public_codes.add(obj.card)
                self.public_ids.add(oid)
        self.public_names.update(c.name for c in st.chain)

    def hear(self, events: list[dict], st: State) -> None:
        """Learn the hidden names mentioned by the events this viewer is entitled to."""
        names = {name_of(st, o) for o in hidden_objs(st, self.viewer)}
        for event in events:
            if event.get("to", ALL) in (ALL, self.viewer):
                self.public_names.update(n for n in names if n in event.get("text", ""))

    def forbidden(self, st: State) -> tuple[set[str], set[str], set[int]]:
        hidden = hidden_objs(st, self.viewer)
        names = {name_of(st, o) for o in hidden} - self.public_names
        codes = {st.objs[o].card for o in hidden} - self.public_codes
        return names, codes, hidden - self.public_ids


def ids_in(data: str) -> set[int]:
    found = {int(n) for value in ID_ATTRS.findall(data) for n in re.findall(r"-?\d+", value)}
    for raw in ACTION_ATTR.findall(data):
        try:
            action = json.loads(html.unescape(raw))
        except ValueError:
            continue
        for key in ("card", "source"):
            if isinstance(action.get(key), int):
                found.add(action[key])
        for key in ("units", "targets"):
            found.update(x for x in action.get(key) or [] if isinstance(x, int))
    return found


def leaks(data: str, st: State, known: Knowledge) -> list[str]:
    """What in `data` (received by `known.viewer` while the game stood at `st`) it may not know."""
    names, codes, ids = known.forbidden(st)
    found = [f"name {n!r}" for n in sorted(names) if any(re.search(rf"(?<!\w){re.escape(f)}(?!\w)", data)
                                                       for f in forms(n))]
    found += [f"code {c!r}" for c in sorted(codes) if re.search(rf"(?<![\w-]){re.escape(c)}(?![\w-])", data)]
    found += [f"id {i}" for i in sorted(ids_in(data) & ids)]
    return found
