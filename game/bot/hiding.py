"""Hiding (`hide`): put a Hidden card facedown at a held battlefield an opponent threatens, to play it
there later for [0] (a Reaction surprise, or an extra defender)."""

from __future__ import annotations

from game.engine import Action
from game.engine.effects import script_for
from game.engine.model.cards import CardDef

from .board import Board
from .defence import threat
from .values import POWER_PENALTY, num

HIDE_MIN = 0.3
HIDE_ENERGY = 0.5  # the Energy paid to hide instead of [A] (Teemo, Swift Scout: "pay [1] ... instead of [A]")


def guard_might(card: CardDef) -> int:
    """The Might a hidden unit defends with once played: printed, plus what its "when you play me" gives itself
    (Teemo, Scout: +3 this turn, the turn it is played from facedown into a combat)."""
    trig = ((script_for(card) or {}).get("triggers") or {}).get("play") or {}
    own = sum(num(p.get("amount", 0), 0) for verb, p in ((s[0], s[1] if len(s) > 1 else {})
                                                        for s in trig.get("effects", []))
              if verb == "might" and p.get("to") == "self")
    return card.might + max(0, own)


def hides_for_energy(board: Board) -> bool:
    """Whether a passive of the seat's lets it hide for [1] instead of [A] (its legend's or a permanent's)."""
    mine = list(board.me["base"]) + [board.me["legend"]] if board.me.get("legend") else list(board.me["base"])
    return any(s.get("hide_for_energy") for o in mine for s in (script_for(board.card(o["card"])) or {}).get("static", []))


def guard_worth(board: Board, card: CardDef, bf: int) -> float:
    """What a card hidden at `bf` adds to its defence (-1 when nobody can contest it next turn)."""
    danger = threat(board, bf)
    if danger <= 0:
        return -1.0  # nobody can contest it next turn: keep the card flexible
    return 0.3 * min(guard_might(card), danger) if card.type == "unit" else 0.4


def hide_worth(board: Board, a: Action) -> float:
    card = next((c for oid, c in board.hand if oid == a.card), None)
    if card is None or not 0 <= a.to < board.n_bf:
        return -1.0
    guard = guard_worth(board, card, a.to)
    if guard < 0:
        return guard
    saved = 0.5 * card.energy + 0.3 * len(card.power)  # played later for [0]
    return saved + guard - (HIDE_ENERGY if a.options.get("hide_cost") == "energy" else POWER_PENALTY)


def rehide_worth(board: Board, card: CardDef) -> float | None:
    """A card of the seat's with [Hidden] back in its hand (from the board) hidden again at the held battlefield
    it guards best, to be played there for [0]: the defence it adds less the hide's cost; None when there is no
    such battlefield (an opponent can't reach any, or it has no [Hidden])."""
    if not card.has("Hidden"):
        return None
    spots = [guard_worth(board, card, bf) for bf in range(board.n_bf)
             if board.bf_controller[bf] == board.seat and not any(fd.get("controller") == board.seat
                                                                  for fd in board.facedown[bf])]
    best = max((g for g in spots if g >= 0), default=None)
    if best is None:
        return None
    return best - (HIDE_ENERGY if hides_for_energy(board) else POWER_PENALTY)


def best_hide(board: Board, legal: list[Action], committed: set[int]) -> Action | None:
    """The hide worth most, skipping cards the spending plan wants to play now."""
    best: tuple[float, int, int] | None = None
    pick = None
    for a in legal:
        if a.kind != "hide" or a.card in committed:
            continue
        worth = hide_worth(board, a)
        if worth > HIDE_MIN:
            key = (worth, -a.card, -a.to)
            if best is None or key > best:
                best, pick = key, a
    return pick
