"""Spiritforged (SFD), issue 19's fifth slice (branch `sfd4`): the last cards (docs/spiritforged-plan.md). Each entry
quotes its printed text (with errata, `errata-spiritforged.md`); the tests are `tests/cards/test_spiritforged_final.py`.
"""

from __future__ import annotations

from typing import Any

from game.engine.model import registry
from game.engine.model.registry import register

from .dsl import ALL, Ctx, ask_may, do, on, passive, recycle, recycle_rune, run_verb

# -- terms of their own -----------------------------------------------------------------------------------------


# Void Hatchling: "If you would reveal cards from a deck, look at the top card first. You may recycle it. Then reveal
# those cards." - a replacement of the reveal (370; `reveal_first`, seeing.py): the card is seen by its player only
# (the look is private, 128); the reveal then starts from the new top.
@registry.verb("hatchling_look", "`player`, `source`, `deck` (main, rune): `player` looks at the top card of that "
               "deck of theirs and may recycle it (`may`), before they reveal cards from it.")
def hatchling_look(ctx: Ctx, player: int, source: int, deck: str = "main") -> bool | None:
    st = ctx.st
    cards = st.players[player].rune_deck if deck == "rune" else st.players[player].main_deck
    if not cards:
        return None
    name, which = st.name(cards[0]), "Rune Deck" if deck == "rune" else "Main Deck"
    ctx.log.add("look", f"{st.players[player].name} looks at the top card of their {which} ({st.name(source)})", ALL,
                player=player)
    ctx.log.add("look", f"You look at {name} on top of your {which}", player, player=player, name=name)
    return ask_may(ctx, player, [do("_hatchling_recycle", player=player, deck=deck)],
                   title=f"{st.name(source)}: {name} is on top of your {which} - recycle it before you reveal?")


@registry.verb("_hatchling_recycle", "`player` recycles the top card of their Main Deck (or Rune Deck: `deck: rune`) "
               "(417).")
def _hatchling_recycle(ctx: Ctx, player: int, deck: str = "main") -> None:
    pl = ctx.st.players[player]
    if deck == "rune" and pl.rune_deck:
        recycle_rune(ctx.st, pl.rune_deck[0])
        ctx.log.add("recycle", f"{pl.name} recycles the top rune of their Rune Deck", ALL, player=player)
    elif deck != "rune" and pl.main_deck:
        recycle(ctx.st, player, [pl.main_deck[0]])
        ctx.log.add("recycle", f"{pl.name} recycles the top card of their Main Deck", ALL, player=player)


# Undertitan: "As I'm revealed from your deck, [Add] [2]." (`as_revealed`, seeing.py: not when only looked at)
@registry.verb("undertitan_revealed", "`player`, `at`: the card `at` from the top of their Main Deck is being revealed: "
               "[Add] [2] to their pool.")
def undertitan_revealed(ctx: Ctx, player: int, at: int) -> None:
    card = ctx.st.players[player].main_deck[at]
    ctx.log.add("add", f"{ctx.st.name(card)} is revealed: {ctx.st.players[player].name} adds 2 Energy", ALL,
                player=player)
    run_verb(Ctx(ctx.st, ctx.log, player, card, [], None, {}), "add", energy=2)


SCRIPTS: dict[str, Any] = {
    # "[Equip] [1][Calm] As this is attached to a unit, copy that unit's text to this Equipment's effect text for as
    # long as this is attached to it." (479.1.b, 718.3; Spiritforged FAQ: its printed text only - not what it gained,
    # nor other Equipment's - and one more instance of each ability per Svellsongur)
    "Svellsongur": {"copies_unit_text": True},
    # "If you would reveal cards from a deck, look at the top card first. You may recycle it. Then reveal those
    # cards." (a reveal of your own Main Deck's top cards: every effect that reveals from it goes through look_top)
    "Void Hatchling": {"static": [passive(reveal_first="hatchling_look")]},
    # "When you play me, give your other units +2 [M] this turn. As I'm revealed from your deck, [Add] [2]."
    "Undertitan": {**on("play", do("might", amount=2, to={"what": "unit", "who": "you", "other": True})),
                   "as_revealed": "undertitan_revealed"},
    # "[Accelerate] [Assault] Friendly units played from anywhere other than a player's hand have [Accelerate]." - a
    # card waiting in a champion zone, face down, in a trash or in banishment (an effect's play from a deck banishes
    # it first: Spiritforged FAQ) has it as it is played (805.2; an effect's play offers it too, 356.1.b.3).
    "Rek'Sai, Breacher": {"static": [passive(keywords=[["Accelerate", 1]],
                                             to={"who": "friendly", "not_from_hand": True})]},
}

for _name, _script in SCRIPTS.items():
    register(_name, _script)
