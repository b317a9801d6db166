"""Noninterference: what a viewer receives must not change when the cards hidden from it change.

`disguise(state, viewer)` deals the viewer's hidden cards again: within each owner's hidden cards
(hand, main deck and facedown cards the viewer may not see; separately the rune deck) the card
identities are shuffled, while the ids, zones, order, counts and everything public stay. The two
states are indistinguishable to a viewer that is told only what it may know, so its board must be
byte for byte the same in both. Any difference is a leak, whatever its form: a name or a code, but
also a tile class (`tile-unit`), a cost, a might, a domain class, a label, the order of something
hidden. `render_board` renders a viewer's board with the server's own code; `unexplained` checks that
a frame the viewer received is made of exactly those regions (so the bytes checked are the bytes
sent)."""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from dataclasses import replace

from game.engine import State
from game.engine.loop.match import Match as BestOf
from game.engine.model.state import RUNE_DECK
from game.models import Match
from game.services.board import board_context, render_regions
from game.services.render import board_body
from game.services.state import Table
from tests.security.leaks import hidden_objs, looking_at

LOG_ADDED = re.compile(r'<ol id="log-lines" hx-swap-oob="afterbegin">(.*?)</ol>', re.S)
COUNT = re.compile(r'(<span id="spectators"[^>]*>)\d+ watching')  # who watches changes while frames travel
Render = Callable[[Table, int | None], dict[str, str]]


def disguise(st: State, viewer: int, seed: int) -> State:
    """A copy of `st` whose cards hidden from `viewer` are dealt again (see the module doc)."""
    out = st.clone()
    groups: dict[tuple[int, bool], list[int]] = {}
    for oid in sorted(hidden_objs(st, viewer) - looking_at(st, viewer)):
        o = st.objs[oid]
        groups.setdefault((o.owner, o.zone == RUNE_DECK), []).append(oid)
    rnd = random.Random(seed)
    for ids in groups.values():
        keys = [st.objs[o].card for o in ids]
        rnd.shuffle(keys)
        for oid, key in zip(ids, keys, strict=True):
            out.w(oid).card = key
    return out


def disguise_table(table: Table, viewer: int, seed: int) -> Table:
    """`disguise` for a single game or for the game on a best-of match's table."""
    if isinstance(table, BestOf):
        if table.game is None:
            return table
        return replace(table, game=disguise(table.game, viewer, seed))
    return disguise(table, viewer, seed)


def render_board(match: Match, table: Table, seat: int | None, body: bool = False) -> dict[str, str]:
    """The viewer's regions as the websocket sends them ({id: html}); with `body` also the whole
    board (`match-root`, as sent on connect) and `page`, the board as the match page embeds it."""
    ctx = board_context(match, table, seat)
    out = render_regions(ctx, oob=True)
    if body:
        page = board_body(ctx)
        out["page"] = page
        out["match-root"] = page.replace('<div id="match-root"', '<div id="match-root" hx-swap-oob="true"', 1)
    return out


# who is disconnected right now (game.live.presence): public, but it depends on when each viewer connected
AWAY = re.compile(r' <span class="away badge b-away" role="status">[^<]*</span>')


def normal(html: str) -> str:
    return AWAY.sub("", COUNT.sub(r"\1N watching", html))


def unexplained(frame: str, regions: dict[str, str]) -> str | None:
    """None when `frame` is a run of the given regions (or of log updates: new lines of the log
    region, `<ol id="log-lines" hx-swap-oob="afterbegin">`); else the start of the first part that
    is not."""
    rest = normal(frame)
    known = [normal(h) for rid, h in regions.items() if rid != "page"]
    while rest:
        for h in known:
            if h and rest.startswith(h):
                rest = rest[len(h):]
                break
        else:
            added = LOG_ADDED.match(rest)
            if added is None or added.group(1) not in regions.get("log", ""):
                return rest[:300]
            rest = rest[added.end():]
    return None


def differences(real: dict[str, str], other: dict[str, str]) -> list[str]:
    """The regions that differ between two renders, each with the first difference in context."""
    out = []
    for rid in sorted(set(real) | set(other)):
        a, b = normal(real.get(rid, "")), normal(other.get(rid, ""))
        if a != b:
            at = next((i for i, (x, y) in enumerate(zip(a, b, strict=False)) if x != y), min(len(a), len(b)))
            out.append(f"{rid} changes with the hidden cards: {a[max(0, at - 120):at + 60]!r} "
                       f"vs {b[max(0, at - 120):at + 60]!r}")
    return out


def interference(render: Render, table: Table, viewer: int, seat: int | None, seed: int) -> list[str]:
    """What of `render(table, seat)` depends on the cards hidden from `viewer`."""
    return differences(render(table, seat), render(disguise_table(table, viewer, seed), seat))
