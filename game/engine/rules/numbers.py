"""Double (433) and Swap (434): Limited Actions on numbers that create ordinary increases and
decreases (479.4) for the duration the instructing effect names.

- Doubling Might adds, this turn, an increase equal to the unit's Might *now* (433.1.a): the increase
  stays when the modifiers that made up that Might end (a Shield that no longer applies). An increase
  is never negative (479.4.c): doubling a unit of Might 0 or less does nothing.
- Swapping two numbers finds their difference and gives the lower one an increase and the higher
  one a decrease of that amount (434.1.b); equal numbers are not changed (434.1.c). Might swaps last
  this turn; a swap of two players' points is permanent, like every change to points.
"""

from __future__ import annotations

from typing import Any

from ..model.events import ALL
from ..model.state import BASE, BF
from ..ops.replacements import chosen_instead
from ..ops.scoring import gain_points, team_of
from ..read import layers
from ..read.context import Ctx, objs


def _units(ctx: Ctx, ref: Any) -> list[int]:
    return [oid for oid in objs(ctx, ref) if ctx.st.objs[oid].zone in (BASE, BF) and layers.is_unit(ctx.st, oid)]


def v_double(ctx: Ctx, to: Any = "t0", what: str = "might") -> None:
    """"Double a unit's Might this turn" (433): +its current Might this turn, at least +0 (479.4.c)."""
    if what != "might":
        raise ValueError(f"can't double {what!r}")
    st = ctx.st
    for oid in _units(ctx, to):
        now = layers.might(st, oid)
        up = max(0, now)
        layers.add_might_mod(st, oid, up)  # an increase (479.4.e)
        ctx.log.add("double", f"{st.name(oid)}'s Might is doubled: +{up} this turn", ALL, card=oid)


def v_swap_numbers(ctx: Ctx, a: Any = "t0", b: Any = "t1", what: str = "might") -> None:
    """"Swap the Might of two units this turn" (`what: might`, `a`/`b` the units) or "swap your
    points with <a player>'s" (`what: points`, `a`/`b` name objects whose controllers swap; `self`
    for you): the lower number gets +difference, the higher -difference (434.1.b)."""
    st = ctx.st
    if what == "might":
        found = _units(ctx, a)[:1] + _units(ctx, b)[:1]
        if len(found) < 2 or found[0] == found[1]:
            return
        low, high = sorted(found, key=lambda oid: layers.might(st, oid))
        diff = layers.might(st, high) - layers.might(st, low)
        if diff:  # 434.1.c
            layers.add_might_mod(st, low, diff)  # an increase and a decrease (479.4.e)
            if not chosen_instead(st, ctx.log, high, ctx.targets):  # 370 (the FAQ's Switcheroo and Gangplank)
                layers.add_might_mod(st, high, -diff)
            ctx.log.add("swap", f"{st.name(low)} and {st.name(high)} swap Might this turn", ALL)
        return
    if what == "points":
        players = [_controller_of(ctx, a), _controller_of(ctx, b)]
        if None in players or team_of(st, players[0]) == team_of(st, players[1]):  # type: ignore[arg-type]
            return
        lo, hi = sorted(players, key=lambda p: st.players[p].points)  # type: ignore[arg-type, return-value]
        diff = st.players[hi].points - st.players[lo].points
        if diff:
            gain_points(st, ctx.log, lo, diff, "swap")
            gain_points(st, ctx.log, hi, -diff, "swap")
        return
    raise ValueError(f"can't swap {what!r}")


def _controller_of(ctx: Ctx, ref: Any) -> int | None:
    if ref in ("self", "you"):
        return ctx.controller
    found = objs(ctx, ref)
    return ctx.st.objs[found[0]].controller if found else None
