"""The seat's own gear dying on purpose for its Deathknell (a Bomb token: "When it dies, deal 2 to an enemy unit
there and kill your other Bombs there"): killed by the seat's spell ("Kill any number of friendly Bomb tokens",
Hexplosive Minefield: the gear it chooses), or moved by a spell to a battlefield an opponent holds, where a gear with
[Deploy] is killed when that opponent holds there (830.1.b: at their next hold; "Move a friendly gear with [Deploy] to
a battlefield", Command: Attack), its Deathknell counted then at `LATER` (they may lose the battlefield first).

The board model holds units only; the gear are read from the view. A friendly gear's death is worth its Deathknell
imagined where it died (its targets: the enemy unit there it does most to; the showdown under way counts the fight it
changes) less what the gear was worth (`GEAR_PER_ENERGY` an Energy of its printed cost; a token, `TOKEN_GEAR`).
"""

from __future__ import annotations

from typing import Any

from game.engine import Action
from game.engine.model.cards import CardDef

from .board import BASE, Board
from .imagine import spell_script, target_ok
from .plays import item_gain

GEAR_PER_ENERGY = 0.5
TOKEN_GEAR = 0.3  # a gear token lost (it may come back: "at end of turn, play that many Bomb tokens")
LATER = 0.75  # a death at the opponent's next hold, not now


def own_gear(board: Board) -> dict[int, tuple[dict[str, Any], int]]:
    """The seat's gear on the board as the view shows them: id -> (object, where)."""
    out = {o["id"]: (o, BASE) for o in board.me["base"] if o.get("type") == "gear"}
    for b in board.view["battlefields"]:
        out.update({o["id"]: (o, b["index"]) for o in b["units"] if o.get("type") == "gear"
                    and o.get("controller") == board.seat})
    return out


def deathknell_gain(board: Board, gear: int, card: CardDef, where: int) -> float:
    """The gain of a gear's Deathknell as it dies at `where` (0 without one, or without a target there)."""
    trig = (spell_script(card).get("triggers") or {}).get("deathknell")
    if not trig or where == BASE:
        return 0.0
    specs = list(trig.get("targets", []))
    effects = [s for s in trig.get("effects", []) if not isinstance((s[1] if len(s) > 1 else {}).get("to"), dict)]
    choices: list[list[int]] = [[]]
    if specs:
        choices = [[u.id] for u in board.at(where) if target_ok(board, {**specs[0], "where": "battlefield"}, u.id,
                                                                   board.seat)]
        if not choices:
            return 0.0
    return max(item_gain(board, {"id": -50, "name": card.name, "controller": board.seat, "source": gear,
                                 "targets": t, "effects": effects, "specs": specs}) for t in choices)


def death_worth(board: Board, gear: int, where: int | None = None) -> float:
    """A friendly gear dying (at `where`, else where it is): its Deathknell there less its own worth."""
    found = own_gear(board).get(gear)
    if found is None:
        return 0.0
    o, at = found
    card = board.card(o["card"])
    lost = TOKEN_GEAR if o.get("token") else GEAR_PER_ENERGY * card.energy
    return deathknell_gain(board, gear, card, at if where is None else where) - lost


def _bf_index(board: Board, oid: int) -> int | None:
    return next((b["index"] for b in board.view["battlefields"] if (b.get("card") or {}).get("id") == oid), None)


def _ref(targets: list[int], ref: Any) -> int | None:
    if isinstance(ref, str) and ref.startswith("t") and ref[1:].isdigit() and int(ref[1:]) < len(targets):
        return targets[int(ref[1:])]
    return None


def _effects(card: CardDef, action: Action) -> list[Any]:
    script = spell_script(card)
    mode = action.options.get("mode")
    if script.get("modes") and mode is not None:
        return list((script["modes"].get(mode) or {}).get("effects", []))
    return list(script.get("effects", []))


def gear_death_play_worth(board: Board, action: Action, card: CardDef) -> float:
    """A spell play's friendly gear deaths: a gear it moves where an opponent holds, the gear it chooses and kills
    (the best of the seat's gear for it: those whose death gains)."""
    effects = _effects(card, action)
    mine = own_gear(board)
    total = 0.0
    for i, step in enumerate(effects):
        params = step[1] if len(step) > 1 else {}
        if step[0] == "move":
            gear, dest = _ref(action.targets, params.get("to")), _ref(action.targets, params.get("dest"))
            where = _bf_index(board, dest) if dest is not None else None
            if gear in mine and where is not None and board.bf_controller[where] not in board.friends \
                    and board.bf_controller[where] >= 0 and board.card(mine[gear][0]["card"]).has("Deploy"):
                total += LATER * death_worth(board, gear, where)
        elif step[0] == "choose" and any(s[0] == "kill" and (s[1] if len(s) > 1 else {}).get("to") == "chosen"
                                         for s in effects[i + 1:]):
            among = params.get("among") or {}
            if among.get("what") == "gear" and among.get("who") in ("you", "friendly"):
                total += sum(max(0.0, w) for w in (death_worth(board, g) for g, (o, _) in mine.items()
                                                    if not among.get("tag") or among["tag"] in board.card(o["card"]).tags))
    return total
