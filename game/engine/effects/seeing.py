"""Cards looked at or revealed from the top of a Main Deck (425, 370.1.c.1).

A card may have a replacement that applies "as you look at or reveal me from the top of your deck" (Nocturne,
Horrifying) or "as I'm revealed from your deck" (Undertitan): it applies while the card is still in the deck,
as the look or reveal happens (370.1.c.1), before the effect that looks goes on. Every effect that looks at
or reveals cards from the top of a player's own Main Deck goes through `look_top`, which applies those
replacements card by card from the top; what the effect then does is done with the cards still there (the
Origins FAQ: "There are only 2 cards left of the original 3").

The script key `as_seen` names the verb of such a replacement; it is run with `player` (the card's owner,
who looks) and `at` (the card's position from the top), and may ask its player (a `may`). The look then
waits: its step runs again after the answer and carries on from where it was. No id of a card in the deck is
kept in the step (128: the decision and the effect's remaining steps are shown to the deciding player): the
progress is counted - how many of the cards are still on top, how many were seen - and a replacement that
takes its card out of the deck counts it in the effect's data (`taken_from_top`, `took_from_top`).
"""

from __future__ import annotations

from typing import Any

from ..model import registry
from ..read.context import Ctx
from ..read.scripts import script_for

registry.add_keys("script_key", {
    "as_seen": "The verb of a replacement \"as you look at or reveal me from the top of your deck\" (370.1.c.1), run "
               "with `player` and `at` (its position from the top) as the card is seen there; it may ask (seeing.py).",
})
VERBS = registry.impls("verb")


def taken(ctx: Ctx, player: int) -> int:
    """How many cards replacements took from the top of `player`'s Main Deck during this effect."""
    return int(ctx.data.get("taken_from_top", {}).get(str(player), 0))


def took_from_top(ctx: Ctx, player: int) -> None:
    """A replacement took a card being seen out of `player`'s Main Deck (banished it)."""
    counts = dict(ctx.data.get("taken_from_top", {}))
    counts[str(player)] = counts.get(str(player), 0) + 1
    ctx.data["taken_from_top"] = counts


def look_top(ctx: Ctx, player: int, look: int, step: str, params: dict[str, Any]) -> int | None:
    """`player` looks at or reveals the top `look` cards of their Main Deck (as many as there are, 437.4), or
    carries on a look begun earlier (`params["seen"]`). Returns how many of those cards are still on top once
    every `as_seen` replacement has applied, top first; None when one asks its player: the step
    `[step, params + seen]` then runs again after the answer, before the rest of the effect."""
    st = ctx.st
    deck = st.players[player].main_deck
    progress = params.get("seen")
    if progress is None:
        left, done = min(look, len(deck)), 0
    else:
        left, done, before = progress
        if taken(ctx, player) > before:
            left -= taken(ctx, player) - before  # the card seen left the deck: the next one is in its place
        else:
            done += 1  # it stayed
    while done < min(left, len(deck)):
        verb = (script_for(st.card(deck[done])) or {}).get("as_seen")
        before = taken(ctx, player)
        if verb and VERBS[verb](ctx, player=player, at=done) is False:
            assert st.pending is not None
            tail = st.pending.data.get("tail", [])
            st.pending.data["tail"] = [*tail, [step, {**params, "seen": [left, done, before]}]]
            return None
        if taken(ctx, player) > before:
            left -= taken(ctx, player) - before
        else:
            done += 1
    return min(left, len(deck))
