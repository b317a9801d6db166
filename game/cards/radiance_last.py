"""Radiance (RAD), the last two cards (issue 22): Orianna, Lady of Clockwork (a gear that becomes a unit gear, 178 and
479.2.a) and Neeko, Blending In (legends chosen while building the deck, 103.1, added to the Legend Zone while she is
on the board, 440.3.c). Each entry quotes its printed text (the official gallery of 2026-10-10); the tests are in
`tests/cards/test_radiance_last.py`, the scenarios in `tests/scenarios/radiance/`.
"""

from __future__ import annotations

from typing import Any

from game.engine.model import registry
from game.engine.model.registry import register

from .dsl import (
    BASE,
    BF,
    Ctx,
    State,
    ask_cards,
    ask_option,
    become_unit,
    create_legend,
    do,
    end_unit,
    friendly,
    in_play,
    objs,
    on,
)

Data = dict[str, Any]


def _friendly_gear(st: State, p: int) -> list[int]:
    """Gear on the board friendly to `p` (a unit gear is a gear too, 178.3)."""
    board = [g for pl in st.players for g in pl.base] + [g for b in st.battlefields for g in b.units]
    return [g for g in board if st.card(g).is_a("gear") and friendly(st, st.objs[g].controller, p)]


# Orianna, Lady of Clockwork: "choose a friendly gear" - asked only when there is one to choose
@registry.condition("friendly_gear", "You control a gear on the board (true; a unit gear counts, 178.3), or none "
                    "(false).")
def _has_friendly_gear(st: State, want: Any, controller: int, source: int, subject: int | None, data: dict) -> bool:
    return bool(_friendly_gear(st, controller)) == bool(want)


@registry.verb("clockwork_choose_gear", "Its controller chooses a gear friendly to them on the board (`chosen`; none "
               "asked with only one), the decision titled with what it is for.")
def _clockwork_choose_gear(ctx: Ctx) -> bool | None:
    st = ctx.st
    asked = ask_cards(ctx, ctx.controller, _friendly_gear(st, ctx.controller), 1)
    if asked is False and st.pending is not None:
        st.pending.data["title"] = f"{st.name(ctx.source)}: choose a friendly gear to become a unit gear"
    return asked


@registry.verb("clockwork_unit_gear", "`to` (the gear chosen): it becomes a unit gear with Might equal to its Energy "
               "cost (479.2.a, 178; attached, it detaches: 143.5.b) until the source chooses another gear: the gear "
               "the source made a unit before is only a gear again (the same gear chosen again stays a unit).")
def _clockwork_unit_gear(ctx: Ctx, to: Any = "chosen") -> bool | None:
    st = ctx.st
    chosen = [g for g in objs(ctx, to) if st.objs[g].zone in (BASE, BF) and st.card(g).is_a("gear")
              and friendly(st, st.objs[g].controller, ctx.controller)]
    if not chosen:
        return None
    gear = chosen[0]
    for oid in [o.id for o in st.objs.values() if (o.extra.get("becomes_unit") or [None])[0] == ctx.source]:
        if oid != gear:  # "until you choose another gear with me"
            end_unit(st, ctx.log, oid)
    if (st.objs[gear].extra.get("becomes_unit") or [None])[0] != ctx.source:
        become_unit(st, ctx.log, gear, ctx.source)
    return None


# Neeko, Blending In: the legends chosen with the deck (103.1) travel into the game as the owner's `legend_choices`
@registry.verb("blend_in", "\"Choose one of those legends and add it to your Legend Zone while I'm on the board\": the "
               "source's owner's legends chosen while building the deck (103.1, `legend_choices`), one chosen by name "
               "(`choose_option`; one in play already is offered and marked, and choosing it adds nothing, 440.3.c); "
               "the legend is created ready in the controller's Legend Zone (174.2.b) and ceases to exist when the "
               "source leaves the board.")
def _blend_in(ctx: Ctx, key: str | None = None) -> bool | None:
    st = ctx.st
    if ctx.source not in st.objs or st.objs[ctx.source].zone not in (BASE, BF):
        return None  # "while I'm on the board": she has left already, so there is no while
    if key is not None:
        create_legend(st, ctx.log, ctx.controller, key, ctx.source)
        return None
    keys = list(st.players[st.objs[ctx.source].owner].extra.get("legend_choices") or [])
    labels = {_legend_label(st, k): [do("blend_in", key=k)] for k in keys}
    if not labels:
        return None
    return ask_option(ctx, ctx.controller, list(labels), labels,
                      {"title": f"{st.name(ctx.source)}: choose a legend to add to your Legend Zone while "
                                f"{st.name(ctx.source).split(',')[0]} is on the board"})


def _legend_label(st: State, key: str) -> str:
    name = st.table.defs[key].name
    return f"{name} (already in play: adds nothing)" if in_play(st, key) else name


SCRIPTS: dict[str, Data] = {
    # "At the start of your Main Phase, you may pay [1] to choose a friendly gear. It becomes a unit gear with Might
    # equal to its Energy cost until you choose another gear with me." (rulings 595-599)
    "Orianna, Lady of Clockwork": on("start_main", do("may", cost={"energy": 1}, then=[
        do("clockwork_choose_gear"),
        do("clockwork_unit_gear", to="chosen")]), cond={"friendly_gear": True}),
    # "(Neutral cards can go in decks of any Domain.) If Neeko is in your deck, choose 3 different legends in addition
    # to your starting legend. (Different means none match names.) When you play me, choose one of those legends and
    # add it to your Legend Zone while I'm on the board." (the deck's choice: decks/choices.py; rulings 600-605)
    "Neeko, Blending In": on("play", do("blend_in")),
}

for _name, _script in SCRIPTS.items():
    register(_name, _script)
