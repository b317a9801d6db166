"""Cards looked at or revealed from the top of a Main Deck (425, 370.1.c.1).

A card may have a replacement that applies "as you look at or reveal me from the top of your deck" (Nocturne,
Horrifying) or "as I'm revealed from your deck" (Undertitan): it applies while the card is still in the deck,
as the look or reveal happens (370.1.c.1), before the effect that looks goes on. Every effect that looks at
or reveals cards from the top of a player's own Main Deck goes through `look_top`, which applies those
replacements card by card from the top; what the effect then does is done with the cards still there (the
Origins FAQ: "There are only 2 cards left of the original 3").

The script key `as_seen` names the verb of such a replacement; it is run with `player` (the card's owner,
who looks) and `at` (the card's position from the top), and may ask its player (a `may`). `as_revealed` is the
same for a replacement that applies only as the card is revealed, not looked at ("as I'm revealed from your deck,
[Add] [2]": Undertitan): an effect that reveals says so (`reveal=True`). Before such a reveal, the revealer's
passives `reveal_first` apply, one after the other (`before_reveal`, counted in the effect's data) ("if you would reveal cards from a deck, look at the top card
first. You may recycle it. Then reveal those cards": Void Hatchling, a replacement of the reveal, 370); each names
a verb run with `player` and `source`, which may ask too. The look then
waits: its step runs again after the answer and carries on from where it was. No id of a card in the deck is
kept in the step (128: the decision and the effect's remaining steps are shown to the deciding player): the
progress is counted - how many of the cards are still on top, how many were seen - and a replacement that
takes its card out of the deck counts it in the effect's data (`taken_from_top`, `took_from_top`).
"""

from __future__ import annotations

from typing import Any

from ..model import registry
from ..read import layers
from ..read.context import Ctx
from ..read.scripts import script_for

registry.add_keys("script_key", {
    "as_seen": "The verb of a replacement \"as you look at or reveal me from the top of your deck\" (370.1.c.1), run "
               "with `player` and `at` (its position from the top) as the card is seen there; it may ask (seeing.py).",
    "as_revealed": "The verb of a replacement \"as I'm revealed from your deck\" (370.1.c.1): as `as_seen`, only when the "
                   "effect reveals the card (not when it is only looked at) (seeing.py).",
})
registry.add_keys("passive", {
    "reveal_first": "A verb run before its controller reveals cards from the top of their Main Deck (or Rune Deck: "
                    "`deck: rune`), with `player` and `source` (\"if you would reveal cards from a deck, look at the top card first ...\": a replacement "
                    "of the reveal, 370); it may ask (seeing.py).",
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


def _wait(ctx: Ctx, step: str, params: dict[str, Any]) -> None:
    """A replacement asked its player: the step runs again with `params` after the answer."""
    assert ctx.st.pending is not None
    tail = ctx.st.pending.data.get("tail", [])
    ctx.st.pending.data["tail"] = [*tail, [step, params]]


def before_reveal(ctx: Ctx, player: int, step: str, params: dict[str, Any], deck: str = "main") -> bool:
    """The revealer's `reveal_first` passives, one after the other, before `player` reveals cards from the top of
    their Main Deck in the effect's step `step`; counted in the effect's data (`reveal_first`) until the reveal is
    over (`look_top` with `reveal`). False when one asks: the step runs again with `params` after the answer. An
    effect that works out what it reveals before calling `look_top` calls this first; `deck: rune` for a reveal from
    the Rune Deck (the passive's verb gets `deck`)."""
    st = ctx.st
    if not layers.any_passive(st, "reveal_first"):
        return True
    key = f"{player}:{step}"
    counts = dict(ctx.data.get("reveal_first", {}))
    first = int(counts.get(key, 0))
    if first < 0:
        return True  # done for this reveal
    sources = [(src, s["reveal_first"]) for src, s in layers.statics(st)
               if s.get("reveal_first") and st.objs[src].controller == player]
    while first < len(sources):
        src, verb = sources[first]
        first += 1
        ctx.data["reveal_first"] = {**counts, key: first}
        if VERBS[verb](ctx, player=player, source=src, **({"deck": deck} if deck != "main" else {})) is False:
            _wait(ctx, step, params)
            return False
    ctx.data["reveal_first"] = {**counts, key: -1}
    return True


def _reveal_over(ctx: Ctx, player: int, step: str) -> None:
    """The reveal is over: a later one in this effect (a repeated spell's) has its own `reveal_first`."""
    counts = ctx.data.get("reveal_first")
    if counts and f"{player}:{step}" in counts:
        ctx.data["reveal_first"] = {k: v for k, v in counts.items() if k != f"{player}:{step}"}


def look_top(ctx: Ctx, player: int, look: int, step: str, params: dict[str, Any], reveal: bool = False) -> int | None:
    """`player` looks at or reveals (`reveal`) the top `look` cards of their Main Deck (as many as there are,
    437.4), or carries on a look begun earlier (`params["seen"]`). Returns how many of those cards are still on top
    once every `as_seen` (and, for a reveal, `reveal_first` and `as_revealed`) replacement has applied, top first;
    None when one asks its player: the step `[step, params + seen]` then runs again after the answer, before the rest
    of the effect."""
    st = ctx.st
    deck = st.players[player].main_deck
    progress = params.get("seen")
    if reveal and progress is None and not before_reveal(ctx, player, step, params):
        return None
    if progress is None:
        left, done = min(look, len(deck)), 0
    else:
        left, done, before = progress
        if taken(ctx, player) > before:
            left -= taken(ctx, player) - before  # the card seen left the deck: the next one is in its place
        else:
            done += 1  # it stayed
    while done < min(left, len(deck)):
        script = script_for(st.card(deck[done])) or {}
        verb = script.get("as_seen") or (script.get("as_revealed") if reveal else None)
        before = taken(ctx, player)
        if verb and VERBS[verb](ctx, player=player, at=done) is False:
            _wait(ctx, step, {**params, "seen": [left, done, before]})
            return None
        if taken(ctx, player) > before:
            left -= taken(ctx, player) - before
        else:
            done += 1
    if reveal:
        _reveal_over(ctx, player, step)
    return min(left, len(deck))


def revealed_from_deck(ctx: Ctx, oid: int) -> None:
    """A card already looked at is revealed from its owner's Main Deck ("you may reveal a unit from among them and
    draw it"): its `as_revealed` replacement applies (370.1.c.1; its `as_seen` did as it was looked at). Such a
    replacement asks nothing (Undertitan's [Add]); the reveal of a card chosen among those looked at is no reveal
    from the top that `reveal_first` replaces."""
    st = ctx.st
    o = st.objs.get(oid)
    if o is None or o.zone != "main_deck":
        return
    verb = (script_for(st.card(oid)) or {}).get("as_revealed")
    if verb:
        VERBS[verb](ctx, player=o.owner, at=st.players[o.owner].main_deck.index(oid))
