"""Hints (issue 13.2): the bot's choice for a player, with a short reason.

`suggest(state, seat)` answers what the bot's policy would do from the seat's own view (the
policy Normal and Hard share; a hint never suggests one of Normal's deliberate slips), and why,
in a player's words: lethal, a won fight, a trade, a battlefield taken or held, a unit killed.
It reads only `view(state, seat)`, as every bot decision does.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from game.engine import Action, State, view

from .board import BASE, Board, Unit, build
from .fight import combat_might, resolve, sides
from .imagine import resolve_chain
from .levels import HARD
from .policy import choose_action


@dataclass(frozen=True)
class Hint:
    action: Action
    reason: str


def suggest(state: State, seat: int) -> Hint:
    action = choose_action(state, seat, random.Random(state.step), HARD)
    board = build(view(state, seat), state.table, seat)
    return Hint(action, reason(board, action))


def _names(board: Board, units: list[Unit]) -> str:
    named = [board.card(u.card).name if u.card else "a hidden card" for u in units]
    return ", ".join(named)


def _bf_name(board: Board, bf: int) -> str:
    card = board.view["battlefields"][bf].get("card") or {}
    return f"{card['name']} (bf {bf + 1})" if card.get("name") else f"battlefield {bf + 1}"


def _winning_point(board: Board) -> bool:
    """One more point wins the game for the seat (or its team)."""
    score = int(board.view.get("victory_score") or 8)
    return board.points(board.seat) + 1 >= score


def move_reason(board: Board, action: Action) -> str:
    if action.to == BASE:
        return "back to your base, where they can defend or be readied"
    after = board.copy()
    for oid in action.units:
        if oid in after.units:
            after.units[oid].where = action.to
    name = _bf_name(board, action.to)
    mine, theirs = sides(after, action.to, board.seat)
    theirs = [u for u in theirs if u.controller not in board.friends]
    lethal = ". Lethal: that point wins the game" if _winning_point(board) else ""
    if not theirs:
        if board.bf_controller[action.to] in board.friends:
            return f"holds {name} with more Might"
        return f"takes {name} unopposed: conquering it scores a point{lethal}"
    out = resolve(mine, theirs)
    attack = sum(combat_might(u, "attacker") for u in mine)  # as the fight is imagined: a stunned unit deals 0
    defence = sum(combat_might(u, "defender") for u in theirs)
    fight = f"your Might {attack} against their {defence} at {name}"
    if out.attacker_wins:
        killed = f", killing {_names(board, out.def_dead)}" if out.def_dead else ""
        return f"wins the fight: {fight}{killed}{lethal}"
    if out.def_dead:
        return f"best trade: {fight} kills {_names(board, out.def_dead)}"
    return f"contests {name}: {fight}"


def play_reason(board: Board, action: Action) -> str:
    found = next((card for oid, card in board.hand if oid == action.card), None)
    if found is None:
        return "the most valuable play you can afford"
    if found.type == "unit":
        where = "your base" if action.to == BASE else _bf_name(board, action.to)
        return f"adds {found.name} ({found.might} Might) to {where}: the best use of your Energy now"
    if found.type == "spell" and action.targets:
        after = board.copy()
        after.spells_on_chain.append({"id": -1, "name": found.name, "controller": board.seat,
                                      "source": action.card, "targets": list(action.targets)})
        resolve_chain(after)
        gone = [u for oid, u in board.units.items() if oid not in after.units and u.controller not in board.friends]
        if gone:
            return f"removes {_names(board, gone)}"
        return f"{found.name} is worth the most of what you can afford now"
    return f"{found.name} is the most valuable play you can afford now"


def reason(board: Board, action: Action) -> str:
    """Why the bot chose `action`, in a few words."""
    if action.kind == "move":
        return move_reason(board, action)
    if action.kind == "play":
        return play_reason(board, action)
    if action.kind == "hide":
        return f"a hidden card at {_bf_name(board, action.to)} can surprise an attacker"
    if action.kind == "pass":
        return "nothing you could do now is worth more than keeping your cards"
    if action.kind == "end_turn":
        return "nothing left this turn is worth its cost"
    if action.kind == "choose":
        if (board.view.get("pending") or {}).get("kind") == "mulligan":
            cards = action.choice.get("cards", [])
            return "these cost too much for the first turns" if cards else "a hand you can play from the start"
        return "the answer that leaves you the best board"
    return "the most useful action the bot sees"
