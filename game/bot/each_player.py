"""Effects in which players other than the caster choose (each player kills one of their units, each
player discards and draws, "its controller chooses"), imagined from the seat's view.

Every player is assumed to choose what costs them least (their weakest unit, the mode that helps the
caster least). `expand` rewrites such steps into what the bot expects to happen: kills and returns
change the board model (so `position` counts them); cards, runes and gear, which the model doesn't
hold, come back as a value for the seat.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .board import Board, Unit
from .values import PLAIN_WORTH, num, unit_value

# The caster picks the moment: a card or a rune an opponent gets from a symmetric effect is worth a little
# less to them than the same to the caster (Party Favors, Invert Timelines).
OPPONENT_WEIGHT = 0.75
FREE_CARD_WORTH = 2.5  # the best of a deck's top 5, played without paying its Energy
GEAR_WORTH = 0.8  # a gear on the board (the board model holds units only)
RETURNED_KEPT = 0.5  # a unit returned to its owner's hand keeps about half its worth (it can be played again)
PICKED_CARD_WORTH = 1.5  # a card the caster picks from an opponent's revealed hand: their best, not an average one
NON_UNIT_SHARE = 0.5  # the chance a hidden card in an opponent's hand is a non-unit card (Sabotage: one of
# N cards is one with 1 - (1 - share)^N)
DOMAIN_SHARE = 0.25  # the chance it is a card of one named domain (Decree of Strength: a deck has two of six)

Judge = Callable[[Board, list[Any]], float]  # a mode's worth for the seat: steps imagined on a board copy


def players(board: Board) -> list[int]:
    return [i for i, p in enumerate(board.view["players"]) if not p.get("removed")]


def weight(board: Board, p: int) -> float:
    """How a resource `p` gets counts for the seat: +1 for the seat's side, -OPPONENT_WEIGHT for an opponent."""
    return 1.0 if p in board.friends else -OPPONENT_WEIGHT


def hand_size(board: Board, p: int, source: int) -> int:
    """Cards in `p`'s hand as the view shows it (the seat's own without the card being played)."""
    info = board.view["players"][p]
    if p == board.seat:
        return len([o for o in info.get("hand", []) if o["id"] != source])
    return int(info.get("hand_count", 0))


def gear_of(board: Board, p: int) -> int:
    on_board = [o for o in board.view["players"][p]["base"] if o.get("type") == "gear"]
    on_board += [o for b in board.view["battlefields"] for o in b["units"]
                 if o.get("type") == "gear" and o.get("controller") == p]
    return len(on_board)


def units_of(board: Board, p: int) -> list[Unit]:
    return sorted((u for u in board.units.values() if u.controller == p and not u.ghost), key=unit_value)


def _remove(board: Board, u: Unit | None) -> None:
    if u is not None:
        board.units.pop(u.id, None)


def kills_each(board: Board, what: str) -> float:
    """"Each player kills one of their units / gear": everyone kills their weakest (gear: one's worth)."""
    value = 0.0
    for p in players(board):
        if what == "unit":
            found = units_of(board, p)
            _remove(board, found[0] if found else None)
        elif gear_of(board, p):
            value -= (1.0 if p in board.friends else -1.0) * GEAR_WORTH
    return value


def keep_two(board: Board, source: int) -> float:
    """Divine Judgment: each player keeps their 2 best units and 2 of each of gear, runes and cards in hand."""
    value = 0.0
    for p in players(board):
        for u in units_of(board, p)[:-2]:
            _remove(board, u)
        lost = (GEAR_WORTH * max(0, gear_of(board, p) - 2)
                + PLAIN_WORTH["channel"] * max(0, len(board.view["players"][p]["runes"]) - 2)
                + PLAIN_WORTH["draw"] * max(0, hand_size(board, p, source) - 2))
        value -= (1.0 if p in board.friends else -1.0) * lost
    return value


def keep_one(board: Board) -> None:
    """Cataclysmic Duel: each player keeps the unit they control worth most; the rest die."""
    for p in players(board):
        for u in units_of(board, p)[:-1]:
            _remove(board, u)


def promised(board: Board, controller: int) -> float:
    """Promising Future: each player with cards in their Main Deck plays one of its top 5 for free."""
    return sum(weight(board, p) * FREE_CARD_WORTH for p in players(board)
               if int(board.view["players"][p].get("main_deck_count", 0)) > 0)


def returns_each(board: Board) -> float:
    """Whirlwind: each player may return a unit to its owner's hand - an opponent's best one for each."""
    value = 0.0
    for p in players(board):
        theirs = [u for u in board.units.values() if not u.ghost and (u.controller in board.friends) !=
                  (p in board.friends)]
        if theirs:
            best = max(theirs, key=unit_value)
            _remove(board, best)
            value += (1.0 if best.controller in board.friends else -1.0) * RETURNED_KEPT * unit_value(best)
    return value


def steps_for(board: Board, steps: list[Any], p: int, controller: int, source: int, chosen: list[Unit]) -> float:
    """One player's share of `each_player`: draws, discards, channels of "player" (else of the caster),
    a mode that player chooses, a unit that player chooses for a later "kill those units"."""
    value = 0.0
    for step in steps:
        verb, params = step[0], (step[1] if len(step) > 1 else {})
        who = p if params.get("of") == "player" else controller
        if verb == "discard":
            value += weight(board, who) * PLAIN_WORTH["draw"] * -min(num(params.get("amount", 1)),
                                                                     hand_size(board, who, source))
        elif verb in ("draw", "channel") and params.get("of") == "player":
            value += weight(board, who) * PLAIN_WORTH[verb] * num(params.get("amount", 1))
        elif verb in ("draw", "channel"):
            value += weight(board, controller) * PLAIN_WORTH[verb] * num(params.get("amount", 1))
        elif verb == "choose_one" and params.get("by") == "player":
            modes = [list(m) for m in (params.get("modes") or {}).values()]
            worths = [steps_for(board.copy(), m, p, controller, source, []) for m in modes]
            if worths:
                value += max(worths) if p in board.friends else min(worths)
        elif verb == "choose" and params.get("by") == "player" and (params.get("among") or {}).get("not_yours"):
            pool = [u for u in board.units.values() if not u.ghost and u.controller != controller and u not in chosen]
            rivals = [u for u in pool if u.controller != p]
            if rivals:  # King's Edict: the chooser gives up a rival's best unit rather than one of its own
                chosen.append(max(rivals, key=unit_value))
            elif pool:
                chosen.append(min(pool, key=unit_value))
    return value


def choose_one_by_target(board: Board, params: dict[str, Any], targets: list[int | None], controller: int,
                         judge: Judge) -> list[Any]:
    """"Its controller chooses" (Shakedown: "deal 6 unless its controller has you draw 2"): the chooser takes
    the mode worth least to the caster's side (most, if it is on that side)."""
    ref = params.get("by", "t0")
    i = int(ref[1:]) if isinstance(ref, str) and ref[1:].isdigit() else 0
    unit = board.units.get(targets[i]) if i < len(targets) and targets[i] is not None else None
    chooser = unit.controller if unit is not None else controller
    modes = [list(m) for m in (params.get("modes") or {}).values()]
    if not modes:
        return []
    worths = [judge(board, m) for m in modes]
    for_caster = (chooser in board.friends) == (controller in board.friends)
    best = max(range(len(modes)), key=lambda k: worths[k] if for_caster else -worths[k])
    return modes[best]


def expand(board: Board, effects: list[Any], targets: list[int | None], source: int, controller: int,
           judge: Judge) -> tuple[list[Any], float]:
    """`effects` with the other players' choices made as the bot expects, and the value for the seat of
    what the board model doesn't hold. Steps this module doesn't know are passed on unchanged."""
    out: list[Any] = []
    value = 0.0
    chosen: list[Unit] = []
    kept = False  # each player kept one unit (keep_one)
    for step in effects:
        verb, params = step[0], (step[1] if len(step) > 1 else {})
        if verb == "each_player_kills":
            value += kills_each(board, str(params.get("what", "unit")))
        elif verb == "each_may_return":
            value += returns_each(board)
        elif verb == "each_player" and any(s[0] == "keep_two" for s in params.get("steps", [])):
            value += keep_two(board, source)
        elif verb == "each_player" and any(s[0] == "_promise" for s in params.get("steps", [])):
            value += promised(board, controller)
        elif verb == "each_player" and any(s[0] == "choose_unit_to_keep" for s in params.get("steps", [])):
            keep_one(board)
            kept = True
        elif verb == "kill" and kept and isinstance(params.get("to"), dict) and params["to"].get("except") == "chosen":
            continue  # "kill the rest": done by keep_one
        elif verb in ("play_promised", "recycle_rest"):  # read with the `each_player` step before it
            continue
        elif verb == "each_player":
            order = [p for p in players(board) if not (params.get("others") and p == controller)]
            for p in order:
                value += steps_for(board, list(params.get("steps", [])), p, controller, source, chosen)
        elif verb == "kill" and params.get("to") == "chosen" and chosen:
            for u in chosen:
                _remove(board, u)
        elif verb == "reveal_hand_recycle_domain":  # "...you choose a Mind card from it. They recycle it."
            sizes = [hand_size(board, p, source) for p in players(board) if p not in board.friends]
            value += PICKED_CARD_WORTH * (1 - (1 - DOMAIN_SHARE) ** max(sizes, default=0))
        elif verb == "reveal_hand":  # "an opponent reveals their hand; you recycle a card from it"
            sizes = [hand_size(board, p, source) for p in players(board) if p not in board.friends]
            share = NON_UNIT_SHARE if params.get("pick") == "non_unit" else 1.0
            value += PICKED_CARD_WORTH * (1 - (1 - share) ** max(sizes, default=0))  # the card they lose
        elif verb == "choose_one" and isinstance(params.get("by"), str) and params["by"].startswith("t"):
            out += choose_one_by_target(board, params, targets, controller, judge)
        else:
            out.append(step)
    return out, value

