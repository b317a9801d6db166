"""A card module's own verb, valued by what it does: the verb's registered `gist` (registry.GISTS).

The bot can't run a verb (it imagines results on its board model), and a verb a card module registers beside its
one card is none of the engine's vocabulary the imagination knows. Such a verb may say what it amounts to in
facts the bot values here, by what they do, whatever the card:

- `rival_unit_from_hand` (`{to, stunned}`): a unit the effect's controller picks from an opponent's revealed hand
  is played by its owner to the battlefield `to`, stunned (Bone Skewer). Stunned, it deals no combat damage this
  turn, so the controller's units there kill it when their Might reaches it: the opponent loses that card
  (PICKED_CARD_WORTH). The hand is hidden: the chance it holds a unit comes from its size, the unit is guessed at
  GHOST_MIGHT, and where the controller's units can't kill it the controller picks none (worth nothing).
  Answering "choose a unit from it" (the branch's step names a unit), the bot picks the most costly unit its
  units there kill, else none.
- `own_units_played_back` (`{}`): the controller's units, as many as the Power paid, banished and played back
  (Chronobreak): valued in `replay_verbs.py`.
"""

from __future__ import annotations

from typing import Any

from game.engine import Action
from game.engine.model import registry

from .board import GHOST_MIGHT, Board
from .each_player import NON_UNIT_SHARE, PICKED_CARD_WORTH, hand_size

PULL = "rival_unit_from_hand"


def gist(verb: str) -> dict[str, Any]:
    term = registry.term("verb", verb)
    return dict(term.gist or {}) if term is not None else {}


def _battlefield(board: Board, ref: Any, targets: list[int | None]) -> int | None:
    i = int(ref[1:]) if isinstance(ref, str) and ref[:1] == "t" and ref[1:].isdigit() else -1
    oid = targets[i] if 0 <= i < len(targets) else None
    return next((int(b["index"]) for b in board.view["battlefields"] if oid is not None and b["card"]["id"] == oid),
                None)


def _side_might(board: Board, bf: int, controller: int) -> int:
    """The combat damage `controller`'s side deals at a battlefield (stunned units deal none)."""
    side = board.friends if controller in board.friends else frozenset({controller})
    return sum(max(0, u.might) for u in board.at(bf) if u.controller in side and not u.stunned)


def _opponents(board: Board, controller: int) -> list[int]:
    side = board.friends if controller in board.friends else frozenset({controller})
    return [i for i, p in enumerate(board.view["players"]) if i not in side and not p.get("removed")]


def gist_value(board: Board, effects: list[Any], targets: list[int | None], source: int, controller: int) -> float:
    """What the effect's steps with a gist are worth to their controller (the caller signs it for the seat)."""
    total = 0.0
    for step in effects:
        pull = gist(step[0]).get(PULL)
        if pull is None:
            continue
        bf = _battlefield(board, pull.get("to", "t0"), targets)
        if bf is None or not pull.get("stunned") or _side_might(board, bf, controller) < GHOST_MIGHT:
            continue  # nothing there surely kills it: the controller picks none
        size = max((hand_size(board, q, source) for q in _opponents(board, controller)), default=0)
        total += PICKED_CARD_WORTH * (1 - NON_UNIT_SHARE ** size)  # the chance the hand holds a unit
    return total


def pull_answer(board: Board, data: dict[str, Any], choices: list[Action]) -> Action | None:
    """"You may choose a unit from it" where each branch pulls the named unit: the most costly the seat's units
    at the battlefield kill, else none (the option whose branch pulls nothing). None: not such a choice."""
    branches = data.get("branches") or {}
    targets = list((data.get("resume") or {}).get("targets", []))
    pulls = {name: next(((gist(s[0])[PULL], s[1] if len(s) > 1 else {}) for s in steps if PULL in gist(s[0])), None)
             for name, steps in branches.items()}
    if not any(pulls.values()):
        return None
    cards = {c.name: c for c in board.table.defs.values()}

    def score(a: Action) -> float:
        found = pulls.get(str(a.choice.get("option")))
        if found is None:
            return 0.0
        pull, params = found
        card = cards.get(str(params.get("name", "")))
        bf = _battlefield(board, pull.get("to", "t0"), targets)
        if card is None or bf is None or _side_might(board, bf, board.seat) < max(1, card.might):
            return -1.0  # it lives: a free unit for its owner
        return 1.0 + card.energy + len(card.power)

    return max(choices, key=score)
