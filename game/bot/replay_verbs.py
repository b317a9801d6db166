"""A card's own verbs that banish the seat's units and play them back (Chronobreak: "As an additional cost to play
this, pay any amount of Power. Banish that many units you control, then for each, its owner plays that unit back to
the same location or to their base, ignoring its cost": a verb whose registered gist is `own_units_played_back`
(registry.GISTS), with the Power paid, `options.power_x`).

A unit played back is a new object (124): its "when you play me" steps happen again; it enters exhausted (a ready unit
of the seat's loses its move this turn), without damage, stun or buff; a token banished ceases to exist (186.1). The
play is worth its best `power_x` units' replays (the rest: the units that lose least, as many as the Power paid), and
the bot answers the choice of units alike (`replay_choice`).
"""

from __future__ import annotations

from typing import Any

from game.engine import Action
from game.engine.model.cards import CardDef

from .board import Board, Unit
from .gists import gist
from .imagine import spell_script
from .values import plain_effects_value, unit_value

REPLAYS = "own_units_played_back"  # the gist: banish as many units you control as the Power paid, play them back
READY_LOST = 0.3  # a ready unit played back enters exhausted (0.3 + 0.3 per Might, as imagine counts readying)


def replays_units(card: CardDef) -> bool:
    return any(replays_verb(step[0]) for step in spell_script(card).get("effects", []))


def replays_verb(verb: str) -> bool:
    """A verb that banishes the seat's units and plays them back (its gist says so)."""
    return REPLAYS in gist(verb)


def replay_worth(board: Board, u: Unit) -> float:
    """What playing one of the seat's units back does: its play steps again, damage and stun gone; a ready unit
    exhausted, a buff lost, a token gone for good."""
    card = board.card(u.card)
    if any(o.get("id") == u.id and o.get("token") for o in _objects(board)):
        return -unit_value(u)
    play = (spell_script(card).get("triggers") or {}).get("play") or {}
    worth = plain_effects_value(list(play.get("effects", [])))
    worth += 0.3 if u.stunned else 0.0
    worth -= (READY_LOST + 0.3 * max(0, u.might)) if not u.exhausted and u.controller == board.seat else 0.0
    worth -= 1.0 if u.buffed else 0.0
    return worth


def _objects(board: Board) -> list[dict[str, Any]]:
    me = board.me
    return list(me["base"]) + [o for b in board.view["battlefields"] for o in b["units"]]


def replay_play_worth(board: Board, action: Action, card: CardDef) -> float:
    """The worth of a play of a card with a replay verb: its `power_x` best units played back."""
    if not replays_units(card):
        return 0.0
    n = int(action.options.get("power_x", 0) or 0)
    worths = sorted((replay_worth(board, u) for u in board.my_units()), reverse=True)
    return sum(worths[:n])


def replay_choice(board: Board, options: list[int], count: int) -> list[int]:
    """The units to banish and play back: those whose replay is worth most."""
    mine = [board.units[o] for o in options if o in board.units]
    ranked = sorted(mine, key=lambda u: (-replay_worth(board, u), u.id))
    return [u.id for u in ranked[:count]]
