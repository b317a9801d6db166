"""XP (728-733): a player's resource, gained and spent (730), public (729.2), not shared between allies
(732), with no limit (733). Gaining notes the turn ("if you've gained XP this turn"); spending XP is a
cost of abilities, of "you may spend N XP to ..." and of additional costs (730.2: with fewer than N the
cost can't be paid, 203.3), registered here as the ability cost `spend_xp`."""

from __future__ import annotations

from ..model import registry
from ..model.events import ALL, Log
from ..model.state import State


def xp(st: State, p: int) -> int:
    """The XP player `p` has (729)."""
    return int(st.players[p].extra.get("xp", 0))


def gain(st: State, log: Log, p: int, n: int, why: str = "") -> None:
    """730.1: increase `p`'s XP by `n` (nothing for 0); the turn is noted for "if you've gained XP this turn"."""
    if n <= 0:
        return
    pl = st.players[p]
    pl.extra["xp"] = xp(st, p) + n
    from ..read.scripts import table_mentions

    if table_mentions(st, "gained_xp_this_turn"):  # kept only in games with a card that reads it
        pl.extra["xp_gained"] = st.turn_number
    log.add("xp", f"{pl.name} gains {n} XP{f' ({why})' if why else ''}", ALL, player=p)


def gained_this_turn(st: State, p: int) -> bool:
    return st.players[p].extra.get("xp_gained") == st.turn_number


def cannot_spend(st: State, p: int, n: int) -> str | None:
    """Why `p` can't spend `n` XP now (None: they can; 203.3)."""
    have = xp(st, p)
    return None if have >= n else f"you need {n} XP to spend (you have {have})"


def spend(st: State, log: Log, p: int, n: int) -> None:
    """730.2: reduce `p`'s XP by `n`."""
    st.players[p].extra["xp"] = xp(st, p) - n
    log.add("xp", f"{st.players[p].name} spends {n} XP", ALL, player=p)


registry.cost("spend_xp", "Spend N XP (730.2); with fewer than N the cost can't be paid (203.3). Also a `may` "
              "step's cost (\"you may spend 3 XP to\").",
              check=lambda st, p, oid, n: cannot_spend(st, p, int(n)),
              pay=lambda st, log, p, oid, n: spend(st, log, p, int(n)))
