"""What a listed play really costs the seat, and what a cheaper way to play the same card is worth.

A play's printed Energy is not always what it costs: a discount it names ("exhaust me and three friendly units
to reduce the cost of that spell by [2]", Seraphine), a battlefield's ("the first unit you play here costs [1]
less", Hunters' Circle), a mark ("the next unit you play this turn costs [2][A] less", Ekko), Deflect, cost
increases. The engine works the cost of the seat's own listed play out (`explain.play_cost_of`: the player sees
it before paying, nothing hidden), and `choose_action` leaves that question in `board.memo` for the plan.

The spending plan budgets each play at that cost, and a way of playing a card that costs less than the card's
printed price (plus the cost options it pays: Accelerate, Repeat, an additional cost) is worth `SAVED_ENERGY`
an Energy and `POWER_PENALTY` a Power symbol it saves (a cost increase counts the other way). Using a discount
that exhausts friendly units costs what the attack this turn loses without them (`discount_use_cost`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.engine import Action, State
from game.engine.effects import script_for
from game.engine.loop.explain import play_cost_of
from game.engine.model.prices import Cost

from .board import Board

SAVED_ENERGY = 0.4  # an Energy a cheaper way to play saves: a rune left ready, or another play this turn
EXHAUSTED_UNIT = 0.15  # a friendly unit exhausted for a discount: it can't move or pay another cost this turn
EXHAUSTED_SOURCE = 0.1  # the discount's own source exhausted (a legend): its other abilities wait a turn
COST_KEY = "play_cost"


def remember_costs(board: Board, state: State) -> None:
    """Let the plan ask the engine what the seat's own listed plays cost (cached per play, payment aside)."""
    seen: dict[Any, Cost | None] = {}

    def cost_of(action: Action) -> Cost | None:
        key = (action.card, action.to, tuple(action.targets), repr(sorted(action.options.items())))
        if key not in seen:
            seen[key] = play_cost_of(state, board.seat, action)
        return seen[key]

    board.memo[COST_KEY] = cost_of


def real_cost(board: Board, action: Action) -> Cost | None:
    ask: Callable[[Action], Cost | None] | None = board.memo.get(COST_KEY)
    return ask(action) if ask is not None else None


def discount_use_cost(board: Board, action: Action) -> float:
    """What using an optional discount's own cost loses: the friendly units it exhausts (in the seat's own Main
    Phase, the attack this turn they no longer make; `EXHAUSTED_UNIT` each) and its source exhausted."""
    opts = action.options
    srcs = list(opts.get("discounts") or [])
    exhausted = [int(u) for u in opts.get("discount_units") or []]
    if not srcs:
        return 0.0
    loss = EXHAUSTED_UNIT * len(exhausted)
    if exhausted:
        loss += _attack_loss(board, exhausted)
    return loss + EXHAUSTED_SOURCE * sum(1 for s in srcs if _exhausts_itself(board, int(s)))


def _exhausts_itself(board: Board, src: int) -> bool:
    """Whether using the discount of `src` (the seat's legend or permanent) exhausts it ("exhaust me and ...")."""
    objs = [*board.me["base"], *(o for b in board.view["battlefields"] for o in b["units"])]
    if board.me.get("legend"):
        objs.append(board.me["legend"])
    found = next((o for o in objs if o.get("id") == src), None)
    if found is None:
        return False
    statics = (script_for(board.card(found["card"])) or {}).get("static", [])
    return any((s.get("discount_cost") or {}).get("exhaust_self") for s in statics if isinstance(s, dict))


def _attack_loss(board: Board, exhausted: list[int]) -> float:
    """How much worse the best attack this turn gets without `exhausted` (nothing outside the Main Phase)."""
    from .attack import movers
    from .tempo import best_plan_score

    moves = board.memo.get("moves")
    if moves is None or board.spells_on_chain:
        return 0.0
    can = movers(moves)
    if "attack_before" not in board.memo:
        board.memo["attack_before"] = best_plan_score(board, can)
    key = ("attack_without", tuple(sorted(exhausted)))
    if key not in board.memo:
        rest = {u: to for u, to in can.items() if u not in exhausted}
        board.memo[key] = max(0.0, board.memo["attack_before"] - best_plan_score(board, rest))
    loss: float = board.memo[key]
    return loss
