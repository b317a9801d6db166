"""Answers to the choices card effects make as they resolve (docs/cards.md: `choose`, `choose_one`):

- `choose_cards` with purpose `chosen`: the steps that follow in the effect say what happens to the
  objects chosen (killed, recycled, readied, buffed, kept...); each option is scored by what it does
  to the seat's side and the enemies', unit by unit (a choice for another player's effect too: "each
  other player chooses a unit you don't control", and it is the seat's units that die);
- `choose_option`: a branch is scored by the worth of its steps to the effect's controller (negated
  when the seat decides for another player's effect, "unless its controller has you draw 2"); an
  amount to pay (Bullet Time) by the enemy units it kills against the runes it spends; a card from a
  revealed hand by what it would be worth to its owner.
Everything read is the seat's own view (its pending decision, the public board).
"""

from __future__ import annotations

from typing import Any

from game.engine import Action

from .board import Board
from .decisions import card_worth, steps_worth
from .gear_deaths import death_worth, own_gear
from .gists import pull_answer
from .replay_verbs import replay_choice, replays_verb
from .values import unit_value

# verb -> worth of doing it to one object of the seat's side (an enemy's counts the other way)
CHOSEN_WORTH = {"kill": -1.0, "recycle": -1.0, "banish": -1.0, "discard": -1.0, "return_to_hand": -0.5,
                "ready": 0.4, "buff": 0.5, "spend_buff": -0.3, "_mark_kept": 1.0, "heal": 0.3,
                "play_card": 1.0}  # a card of the seat's played (Here to Help: from hand, for less)


def _object_worth(board: Board, oid: int) -> float:
    u = board.units.get(oid)
    if u is not None:
        return unit_value(u)
    for hid, card in board.hand:
        if hid == oid:
            return card_worth(card, board)
    return 1.0  # a rune, a gear, a legend: about a card's worth


def _trash_owner(board: Board, oid: int) -> int | None:
    """The player whose trash holds `oid` (trashes are public), else None."""
    return next((i for i, p in enumerate(board.view["players"]) if any(o["id"] == oid for o in p.get("trash", []))),
                None)


def _mine(board: Board, oid: int) -> bool:
    u = board.units.get(oid)
    if u is not None:
        return board.friendly(u)
    if any(hid == oid for hid, _ in board.hand):
        return True
    me = board.me
    return any(o.get("id") == oid for zone in ("runes", "base") for o in me.get(zone, []))


def _uses(rest: list[Any]) -> list[tuple[str, dict[str, Any]]]:
    """The steps after the choice that act on what was chosen (`to: chosen`, or counting it)."""
    out = []
    for step in rest:
        verb, params = step[0], (step[1] if len(step) > 1 else {})
        if params.get("to") == "chosen" or verb == "_mark_kept" or "chosen" in str(params.get("amount", "")) \
                or (verb == "play_card" and params.get("card") == "chosen"):
            out.append((verb, params))
    return out


def chosen_answer(board: Board, data: dict[str, Any], choices: list[Action]) -> Action:
    rest = list((data.get("resume") or {}).get("rest", []))
    if rest and replays_verb(rest[0][0]):  # units banished and played back (game/bot/replay_verbs.py)
        best = replay_choice(board, list(board.view["pending"].get("options") or []), int(data.get("count", 1)))
        return next((a for a in choices if sorted(a.choice.get("cards", [])) == sorted(best)), choices[0])
    uses = _uses(rest)

    def score(a: Action) -> tuple[float, int]:
        cards = [int(c) for c in a.choice.get("cards", [])]
        total = 0.0
        gear = own_gear(board) if any(verb == "kill" for verb, _ in uses) else {}
        for verb, _params in uses:
            if verb == "kill" and any(oid in gear for oid in cards):  # the seat's gear killed for its Deathknell
                total += sum(death_worth(board, oid) for oid in cards if oid in gear)
                cards = [oid for oid in cards if oid not in gear]
            if verb == "channel":  # "for each buff spent, channel 1 rune exhausted"
                total += 0.8 * len(cards)
                continue
            w = CHOSEN_WORTH.get(verb, 0.0)
            for oid in cards:
                owner = _trash_owner(board, oid)
                if verb == "return_to_hand" and owner is not None:  # from a trash: a card back for its owner
                    total += 1.0 if owner in board.friends else -1.0
                    continue
                u = board.units.get(oid)
                if verb == "ready" and u is not None and not u.exhausted:
                    continue
                worth = _object_worth(board, oid) if verb in ("kill", "recycle", "banish", "discard", "_mark_kept",
                                                              "play_card") else 1.0
                total += w * worth * (1 if _mine(board, oid) else -1)
        return (round(total, 6), -len(cards))

    return max(choices, key=score)


def option_answer(board: Board, data: dict[str, Any], choices: list[Action]) -> Action:
    purpose = data.get("purpose", "")
    if purpose == "pay_any":
        return _amount_answer(board, data, choices)
    pulled = pull_answer(board, data, choices) if purpose == "play_from_hand" else None
    if pulled is not None:  # a unit of a revealed hand played where the seat's units kill it (gists.py)
        return pulled
    if purpose.endswith("_from_hand"):  # the opponent's best card goes
        return max(choices, key=lambda a: _name_worth(board, str(a.choice.get("option"))))
    if purpose in ("choose_player", "give_to_player"):  # "choose a player. They [Burn 1]": the opponent nearest
        # to burning out; "they gain control of this" (a gear that harms its controller): an opponent
        players = board.view["players"]
        by_name = {p["name"]: i for i, p in enumerate(players)}

        def deck_left(a: Action) -> tuple[int, int]:
            i = by_name.get(str(a.choice.get("option")), board.seat)
            return (0 if i in board.enemies else 1, int(players[i].get("main_deck_count", 0)))
        return min(choices, key=deck_left)
    branches = data.get("branches") or {}
    sign = 1.0 if data.get("controller", board.seat) in board.friends else -1.0
    targets = list((data.get("resume") or {}).get("targets", []))

    def worth(a: Action) -> float:  # draws and the like go to the effect's controller; damage as it lands
        steps = list(branches.get(str(a.choice.get("option")), []))
        return sign * steps_worth(steps) + _damage_worth(board, steps, targets)

    return max(choices, key=worth)


def _damage_worth(board: Board, steps: list[Any], targets: list[Any]) -> float:
    """What a branch's `deal` to a target does to the seat: the unit's worth if it kills it (an enemy
    dying is good, a friendly one bad), a little for damage that doesn't."""
    total = 0.0
    for step in steps:
        params = step[1] if len(step) > 1 else {}
        ref = params.get("to")
        if step[0] != "deal" or not isinstance(ref, str) or not ref.startswith("t") or not ref[1:].isdigit():
            continue
        i = int(ref[1:])
        u = board.units.get(targets[i]) if i < len(targets) and targets[i] is not None else None
        n = params.get("amount", 0)
        if u is None or not isinstance(n, int):
            continue
        hit = unit_value(u) if n >= max(1, u.might - u.damage) else 0.1 * n
        total += -hit if board.friendly(u) else hit
    return total


def _amount_answer(board: Board, data: dict[str, Any], choices: list[Action]) -> Action:
    """"Pay any amount of [A] to deal that much damage to all enemy units at a battlefield": the amount
    whose kills are worth the most, less the runes it costs."""
    targets = list((data.get("resume") or {}).get("targets", []))
    bf = next((b["index"] for b in board.view["battlefields"] if targets and b["card"]["id"] == targets[0]), None)
    enemies = [u for u in board.at(bf) if not board.friendly(u)] if bf is not None else []

    def score(a: Action) -> float:
        n = int(a.choice.get("option", 0))
        kills = sum(unit_value(u) for u in enemies if n >= max(1, u.might - u.damage))
        return kills - 0.6 * n

    return max(choices, key=score)


def _name_worth(board: Board, name: str) -> float:
    card = next((c for c in board.table.defs.values() if c.name == name), None)
    return card.energy + len(card.power) if card is not None else 0.0
