"""Show Off (832, Core Rules 2026-10-09): "[Show Off] [Object]" is short for "As you play this, you may
reveal [Object] from your hand and/or pick [Object] from among friendly game objects on the board"
(832.1.c).

A card with Show Off runs the verb `show_off` among its `as_played` steps: as it is played, its
controller decides (832.1.c.2) - a `choose_cards` decision (purpose `show_off`, any number up to the
count, none too: "you may"), whose options are the matching cards in their hand and the matching
friendly permanents on the board (832.1.c.3: a set may mix both). The source itself is never among
them (it is being played: "another friendly one"); a token is no card (Dockside Lock-Up: "Tokens aren't
cards"), so "a card" offers none.

What was shown off is locked as it is shown off (832.1.d.1): a snapshot of each object (its name,
card, type, Might, Energy and Power cost, and whether it came from the hand) goes to the play's own
data - the spell's chain item, or the unit's and gear's play triggers waiting to go on the chain - so
the linked instructions read it there (the condition `showed_off`, the value `shown`), whatever happens
to the objects afterwards (832.1.c.4). A card revealed from the hand is public: the reveal is a public
event naming the card, never its object id (128: an id seen once would follow the card in the hand),
and the chain shows what the item showed off (view.py).
"""

from __future__ import annotations

from typing import Any

from ..model import registry
from ..model.events import ALL
from ..model.state import BASE, BF, Pending, State
from ..read import layers
from ..read.conditions import friendly
from ..read.context import Ctx

_TYPES = ("card", "unit", "gear", "spell")


def _fits(st: State, oid: int, what: str, min_energy: int, on_board: bool) -> bool:
    card = st.card(oid)
    if what == "card" and on_board and st.objs[oid].token:  # a token is no card
        return False
    return (what == "card" or card.type == what) and card.energy >= min_energy


def candidates(st: State, p: int, source: int, what: str = "card", min_energy: int = 0) -> list[int]:
    """What `p` may show off for `source`: matching cards in their hand, then matching friendly
    permanents on the board (in their base or at battlefields), the source itself excepted."""
    hand = [c for c in st.players[p].hand if c != source and _fits(st, c, what, min_energy, False)]
    board: list[int] = []
    for q, pl in enumerate(st.players):
        if friendly(st, q, p):
            board += [o for o in pl.base if o != source and _fits(st, o, what, min_energy, True)]
    for b in st.battlefields:
        board += [o for o in b.units if o != source and friendly(st, st.objs[o].controller, p)
                  and _fits(st, o, what, min_energy, True)]
    return hand + board


def v_show_off(ctx: Ctx, what: str = "card", min_energy: int = 0, count: int = 1, label: str = "") -> bool | None:
    """832.1.c: as the card is played, its controller may reveal `what` from their hand and/or pick it
    among their permanents (`count` objects at most); nothing to show, nothing is asked."""
    if what not in _TYPES:
        raise ValueError(f"show_off: `what` is one of {_TYPES}, not {what!r}")
    st, p = ctx.st, ctx.controller
    record(ctx, [])  # 832.2: each play's own Show Off; nothing shown until the answer says so
    pool = candidates(st, p, ctx.source, what, min_energy)
    if not pool:
        return None
    name = st.name(ctx.source) if ctx.source in st.objs else "this card"
    desc = label or f"a {what}" + (f" with Energy cost {min_energy} or more" if min_energy else "")
    st.pending = Pending("choose_cards", p, pool, {
        "count": min(count, len(pool)), "up_to": True, "purpose": "show_off", "source": ctx.source,
        "title": f"{name}: Show Off {desc}? Reveal one from your hand or pick one of yours on the board "
                 "(or show off nothing)"})
    return False


def finish(ctx: Ctx, cards: list[int]) -> None:
    """The answer: snapshot what was shown off (832.1.d.1) and say it aloud (a reveal is public)."""
    st, p = ctx.st, ctx.controller
    shown = []
    who = st.players[p].name
    for oid in cards:
        o = st.objs[oid]
        card = st.card(oid)
        from_hand = o.zone not in (BASE, BF)
        might = layers.ref_might(st, oid) if not from_hand and card.type == "unit" else max(0, card.might)
        shown.append({"card": card.key, "name": card.name, "type": card.type, "from": "hand" if from_hand else "board",
                      "might": might, "energy": card.energy, "power": len(card.power)})
        if from_hand:  # 832.1.c: revealed to every player: its name, never the id of a card in a hand
            ctx.log.add("show_off", f"{who} shows off {card.name}, revealed from their hand", ALL, player=p,
                        name=card.name)
        else:
            ctx.log.add("show_off", f"{who} shows off {card.name}", ALL, player=p, card=oid, name=card.name)
    record(ctx, shown)


def record(ctx: Ctx, shown: list[dict[str, Any]]) -> None:
    """What the play showed off, where its linked instructions read it: this effect's data, the chain
    item of the spell being played, and the play triggers of its source waiting to go on the chain
    (new lists and dicts: earlier states share the old ones)."""
    st = ctx.st
    ctx.data["shown_off"] = shown
    for item in st.chain:
        if item.kind == "card" and item.source == ctx.source:
            item.data["shown_off"] = shown
    tasks = []
    for t in st.tasks:
        if t[0] == "trigger" and t[1] == ctx.source:  # ["trigger", oid, name, controller, gen, batch, data]
            tag = t[5] if len(t) > 5 else 0
            data = t[6] if len(t) > 6 else {}
            t = [*t[:5], tag, {**data, "shown_off": shown}, *t[7:]]
        tasks.append(t)
    st.tasks = tasks


def _shown(data: dict[str, Any]) -> list[dict[str, Any]]:
    shown = data.get("shown_off")
    return shown if isinstance(shown, list) else []


@registry.condition("showed_off", "\"If you showed off\" (832.1.c.1): true, false, or a card type (\"if you showed "
                    "off a unit\"); read from the play's own record (locked as shown, 832.1.d.1).")
def _showed_off(st: State, want: Any, controller: int, source: int, subject: int | None,
                data: dict[str, Any]) -> bool:
    shown = _shown(data)
    if isinstance(want, str):
        return bool(shown) and all(s.get("type") == want for s in shown)
    return bool(shown) == bool(want)


@registry.value("shown", "`{\"shown\": \"might\" | \"power\" | \"energy\"}`: of what the play showed off (832.1.d: "
                "its Might, its Power cost's symbols, its Energy cost, as they were when shown off); 0 if nothing.")
def _shown_value(st: State, v: dict[str, Any], controller: int, source: int, ref: Any) -> int:
    ctx = getattr(ref, "ctx", None)
    key = v["shown"]
    if key not in ("might", "power", "energy"):
        raise ValueError(f"bad value {v!r}")
    return sum(int(s.get(key, 0)) for s in _shown(ctx.data if ctx is not None else {}))


registry.add("verb", "show_off", "`what` (card, unit, gear, spell), `min_energy`, `count`, `label`: [Show Off] (832): "
             "as it is played, its controller may reveal it from their hand and/or pick it among their permanents "
             "(`choose_cards` purpose `show_off`, up to `count`); read by `showed_off` and `shown`.", v_show_off)
