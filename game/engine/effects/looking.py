"""Looking at the top of your Main Deck and drawing one card from among them (417, 425): "Look at the top 3
cards of your Main Deck. You may reveal a unit from among them and draw it. Recycle the rest." (Unleashed:
Double Trouble, Ivern, Nurturer, Rift Herald, Fate Weaver). The cards looked at stay on top, in order,
while the player chooses; no id of them is kept in the effect's data (128): the rest are recycled by number.
"""

from __future__ import annotations

from ..model import registry
from ..model.events import ALL
from ..ops import zones
from ..read.context import Ctx
from .asking import ask_cards
from .seeing import revealed_from_deck


def _matches(ctx: Ctx, oid: int, what: str, min_energy: int) -> bool:
    card = ctx.st.card(oid)
    return (what == "card" or card.type == what) and card.energy >= min_energy


@registry.verb("look_draw", "`look`, `what` (a card type, or `card`), `min_energy`: look at the top N cards of your "
               "Main Deck; you may reveal one that matches and draw it (`revealed` for later steps); recycle the rest "
               "(decision `choose_cards` up to 1 among those that match, the others shown).")
def v_look_draw(ctx: Ctx, look: int = 3, what: str = "unit", min_energy: int = 0) -> bool | None:
    st, p = ctx.st, ctx.controller
    top = list(st.players[p].main_deck[:look])
    ctx.data.pop("chosen", None)
    ctx.data["revealed"] = []
    if not top:
        return None
    ctx.log.add("look", f"{st.players[p].name} looks at the top {len(top)} cards of their Main Deck", ALL, player=p)
    pool = [c for c in top if _matches(ctx, c, what, min_energy)]
    if not pool:
        zones.recycle_main(st, p, top)
        return None
    if ask_cards(ctx, p, pool, 1, up_to=True, shown=top) is False:
        pending = st.pending
        assert pending is not None
        pending.data["tail"] = [["_draw_looked", {"n": len(top)}]]
        return False
    return v_draw_looked(ctx, len(top))


def v_draw_looked(ctx: Ctx, n: int) -> None:
    """The card chosen among the top `n` is revealed (425) and drawn (put on top, then drawn: 417); the rest
    of those `n` are recycled (417.5)."""
    st, p = ctx.st, ctx.controller
    deck = st.players[p].main_deck
    chosen = [c for c in ctx.data.pop("chosen", []) if c in deck[:n]]
    rest = n
    for oid in chosen[:1]:
        ctx.log.add("reveal", f"{st.players[p].name} reveals {st.name(oid)}", ALL, player=p, card=oid)
        revealed_from_deck(ctx, oid)  # "as I'm revealed from your deck" (370.1.c.1)
        deck.remove(oid)
        deck.insert(0, oid)
        zones.draw(st, ctx.log, p, 1)
        ctx.data["revealed"] = [oid]
        rest -= 1
    zones.recycle_main(st, p, list(deck[:rest]))


registry.add("verb", "_draw_looked", "The card chosen by `look_draw` is revealed and drawn, the rest recycled.",
             v_draw_looked)
