"""Spiritforged (SFD): Rek'Sai's "reveal the top 2 cards of your Main Deck. You may banish one, then play it"
(errata and FAQ: banished first, so a card that can't be played waits in banishment; 420.3), with the terms only
they use. Each entry quotes its errata'd text; the tests are `tests/cards/test_spiritforged_reveal.py`.
"""

from __future__ import annotations

from typing import Any

from game.engine.model import registry
from game.engine.model.registry import register

from .dsl import ALL, Ctx, ask_cards, ask_option, do, location, look_top, on, put, recycle, spell, trigger


# "reveal the top 2 cards of your Main Deck. You may banish one"
@registry.verb("reveal_choose", "`count`: reveal the top N cards of your Main Deck (425: to everyone) - `revealed` - "
               "and choose up to one of them (`chosen`, `choose_cards`). `seen`: the reveal's progress "
               "(`look_top`: replacements of the reveal and as the cards are revealed, 370.1.c.1).")
def reveal_choose(ctx: Ctx, count: int = 2, seen: list[int] | None = None) -> bool | None:
    st, p = ctx.st, ctx.controller
    params = {"count": count, **({"seen": seen} if seen else {})}
    left = look_top(ctx, p, count, "reveal_choose", params, reveal=True)
    if left is None:
        return False
    top = list(st.players[p].main_deck[:left])
    ctx.data["revealed"] = top
    ctx.data.pop("chosen", None)
    if not top:
        return None
    names = ", ".join(st.name(c) for c in top)
    ctx.log.add("reveal", f"{st.players[p].name} reveals {names} from the top of their Main Deck", ALL, player=p,
                cards=top)
    return ask_cards(ctx, p, top, 1, up_to=True)


# "Recycle the rest." / "Draw any you didn't banish."
@registry.verb("revealed_rest", "`then` (recycle, draw): the cards `reveal_choose` revealed that are still in your "
               "Main Deck are recycled (417.5) or drawn.")
def revealed_rest(ctx: Ctx, then: str = "recycle") -> None:
    st, p = ctx.st, ctx.controller
    rest = [c for c in ctx.data.get("revealed", []) if c in st.objs and st.objs[c].zone == "main_deck"]
    if not rest:
        return
    if then == "recycle":
        recycle(st, p, rest)
        return
    for c in rest:  # "draw any you didn't banish": those very cards (the top of the deck, 414)
        put(st, c, "hand")
        ctx.log.add("draw", f"{st.players[p].name} draws {st.name(c)}", ALL, player=p, card=c)


# Rek'Sai, Swarm Queen: "If it is a unit, you may play it here." (355.17: not a mandatory requirement)
@registry.verb("play_banished_here_or_not", "Play the chosen card (banished): a unit, you choose to play it here "
               "(the source's battlefield) or as usual (`choose_option`); anything else as usual.")
def play_banished_here_or_not(ctx: Ctx) -> bool | None:
    chosen = [c for c in ctx.data.get("chosen", []) if c in ctx.st.objs and ctx.st.objs[c].zone == "banishment"]
    if not chosen:
        return None
    if ctx.st.card(chosen[0]).type != "unit" or location(ctx.st, ctx.source) < 0:
        return registry.impls("verb")["play_card"](ctx, card="chosen")
    branches = {"here": [do("play_card", card="chosen", here=True)], "as usual": [do("play_card", card="chosen")]}
    return ask_option(ctx, ctx.controller, ["here", "as usual"], branches, {"purpose": "where"})


def reveal_banish_play(*play: list, rest: str = "recycle") -> list:
    return [do("reveal_choose", count=2), do("banish", to="chosen"), *play, do("revealed_rest", then=rest)]


SCRIPTS: dict[str, Any] = {
    # "Reveal the top 2 cards of your Main Deck. You may banish one, then play it, reducing its cost by [2]. Draw
    # any you didn't banish." (errata)
    "Void Rush": spell(*reveal_banish_play(do("play_card", card="chosen", less=2), rest="draw")),
    # "When you conquer, you may exhaust me to reveal the top 2 cards of your Main Deck. You may banish one, then
    # play it. Recycle the rest." (errata)
    "Rek'Sai, Void Burrower": on("conquer", do("may", cost={"exhaust": True},
                                               then=reveal_banish_play(do("play_card", card="chosen")))),
    # "When I attack, you may reveal the top 2 cards of your Main Deck. You may banish one, then play it. If it is
    # a unit, you may play it here. Recycle the rest." (errata)
    "Rek'Sai, Swarm Queen": {"triggers": {"attack": trigger(
        do("may", then=reveal_banish_play(do("play_banished_here_or_not"))))}},
}

for _name, _script in SCRIPTS.items():
    register(_name, _script)
