"""Verbs about players an effect names as it resolves (355.10.e): "choose a player" / "choose an opponent",
and "each player must kill one of their units" one player at a time (several Unleashed cards share them)."""

from __future__ import annotations

from ..model import registry
from ..read.context import Ctx
from .asking import ask_option, v_kill_own


@registry.verb("choose_player", "`who` (any, opponents): you choose a player as it resolves (`choose_option` by name; "
               "with one, none is asked); later steps name them `player` (`of: player`, `by: player`).")
def v_choose_player(ctx: Ctx, who: str = "any") -> bool | None:
    st = ctx.st
    pool = [q for q in st.active_players if who == "any" or q in st.opponents(ctx.controller)]
    names = [st.players[q].name for q in pool]
    branches = {name: [["_as_player", {"player": q}]] for name, q in zip(names, pool, strict=True)}
    return ask_option(ctx, ctx.controller, names, branches, {"purpose": "choose_player"})


@registry.verb("kill_own_unit", "The `each_player` player kills one of their units (their choice, `choose_cards` "
               "purpose `kill_own`; none if they have none): \"each player must kill one of their units\".")
def v_kill_own_unit(ctx: Ctx) -> bool | None:
    return v_kill_own(ctx, player=int(ctx.data.get("player", ctx.controller)))
