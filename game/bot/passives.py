"""What a card's passive abilities are worth on the bot's board, and what becoming Empowered is worth (828:
the "[Empowered][>]" text it switches on). Read from the card's script and the seat's own view only."""

from __future__ import annotations

from typing import Any

from game.engine.effects import script_for
from game.engine.model.cards import CardDef

from .board import Board
from .values import KEYWORD_BONUS, VALUED_BONUS, num, plain_effects_value

EMPOWERED_TRIGGER_SHARE = 0.6  # a trigger that works only while Empowered may never fire
EMPOWERED_ABILITY = 0.5  # an ability that does more while Empowered
TRASH_CARD_PLAYABLE = 0.6  # a card of the trash the seat may play (half a drawn card: Energy limits the plays)
DRAW_LOST = 1.2  # a draw skipped
DRAWS_SKIPPED = 2  # "skip your Draw Phase" for the turns a game has left, roughly


def is_empowered(board: Board, oid: int) -> bool:
    """Whether an object on the board (anyone's, or a legend) shows the Empowered state."""
    objs = [o for p in board.view["players"] for o in p["base"]]
    objs += [o for b in board.view["battlefields"] for o in b["units"]]
    objs += [p["legend"] for p in board.view["players"] if p.get("legend")]
    return any(o["id"] == oid and o.get("empowered") for o in objs)


def _applies_to(board: Board, card: CardDef, scope: Any) -> int:
    """How many of the seat's units a passive with this scope reaches (itself for a unit's own)."""
    if scope in (None, "self"):
        return 1 if card.type == "unit" else 0
    if isinstance(scope, dict) and scope.get("who") == "friendly" and scope.get("type", "unit") == "unit":
        return len(board.my_units())
    return 0


def _passive_worth(board: Board, card: CardDef, s: dict[str, Any]) -> float:
    n = _applies_to(board, card, s.get("to"))
    worth = float(num(s.get("might", 0), 0))
    for name, value in s.get("keywords", []):
        worth += KEYWORD_BONUS.get(name, VALUED_BONUS.get(name, 0.0) * int(value))
    return worth * n


def passive_worth(board: Board, card: CardDef, empowered: bool = False) -> float:
    """Worth of the card's passives that apply while it is (or isn't) Empowered; others with a condition
    the bot can't read count half."""
    total = 0.0
    for s in (script_for(card) or {}).get("static", []):
        cond = s.get("if")
        if cond is None:
            total += _passive_worth(board, card, s)
        elif set(cond) == {"empowered"}:
            total += _passive_worth(board, card, s) if bool(cond["empowered"]) == empowered else 0.0
        else:
            total += 0.5 * _passive_worth(board, card, s)
    return total


def trash_play_worth(board: Board, card: CardDef, source: int) -> float:
    """A permanent that lets the seat play cards from its trash (Endless Riches: "you may play cards from your
    trash"; "when you play this, banish your hand and trash, then [Burn 7]"; "skip your Draw Phase"): each card
    its play trigger burns into the trash becomes playable, the hand it banishes is lost (the card itself aside),
    and the draws it skips are lost."""
    script = script_for(card) or {}
    static = script.get("static", [])
    if not any(s.get("play_from_trash") for s in static):
        return 0.0
    me = board.me
    trash = len(me.get("trash", []))
    worth = 0.0
    for step in ((script.get("triggers") or {}).get("play") or {}).get("effects", []):
        params = step[1] if len(step) > 1 else {}
        if step[0] == "banish_hand_and_trash":
            worth -= DRAW_LOST * sum(1 for o in me.get("hand", []) if o["id"] != source)
            trash = 0
        elif step[0] == "burn":
            trash += min(num(params.get("amount", 1)), int(me.get("main_deck_count", 0)))
    worth += TRASH_CARD_PLAYABLE * trash
    if any(s.get("skip") == "draw" for s in static):
        worth -= DRAW_LOST * DRAWS_SKIPPED
    return worth


def banished_play_worth(board: Board, card: CardDef) -> float:
    """A gear whose play trigger banishes the unit cards of the seat's trash for it to play them later (Cursed
    Sarcophagus: "banish all units from your trash. [E]: Play a unit banished with this"): each such card becomes
    playable again (paying its cost)."""
    trig = ((script_for(card) or {}).get("triggers") or {}).get("play") or {}
    if not any(step[0] == "banish_trash_units_with_me" for step in trig.get("effects", [])):
        return 0.0
    units = [o for o in board.me.get("trash", []) if board.card(o["card"]).type == "unit"]
    return TRASH_CARD_PLAYABLE * len(units)


def empower_worth(board: Board, card: CardDef) -> float:
    """What becoming Empowered gains: its Empowered passives (instead of the others), the triggers that
    work only while Empowered, and its "when I become Empowered" trigger."""
    script = script_for(card) or {}
    gain = passive_worth(board, card, True) - passive_worth(board, card, False)
    for s in script.get("static", []):  # "+2 [M] for each time I'm [Empowered]" (442.1.c.1): each Empower adds it
        if isinstance(s.get("might"), dict) and "empowered_times" in s["might"] and not s.get("to"):
            gain += float(num(s["might"]["empowered_times"], 0))
    for name, trig in script.get("triggers", {}).items():
        value = plain_effects_value(trig.get("effects", []))
        if name == "empowered":
            gain += value + removal_worth(board, trig)
        elif (trig.get("if") or {}).get("empowered") is True:
            gain += EMPOWERED_TRIGGER_SHARE * value
    for ab in script.get("abilities", []):  # "if this is Empowered, ... instead"; "Disempower this, ...: ..."
        if any(step[0] == "if" and (step[1].get("cond") or {}).get("empowered") is True for step in ab.get("effects", [])):
            gain += EMPOWERED_ABILITY
        if (ab.get("cost") or {}).get("disempower"):
            gain += EMPOWERED_ABILITY * max(1.0, plain_effects_value(ab.get("effects", [])))
    return gain


REMOVAL = ("kill", "banish", "return_to_hand")


def removal_worth(board: Board, trig: dict[str, Any]) -> float:
    """A trigger that removes its first target: the most valuable enemy unit it may choose."""
    from .imagine import target_ok
    from .values import unit_value

    specs = trig.get("targets") or []
    if not specs or not any(step[0] in REMOVAL and step[1].get("to", "t0") == "t0" for step in trig.get("effects", [])):
        return 0.0
    spec = specs[0]
    pool = [u for u in board.enemy_units() if target_ok(board, spec, u.id, board.seat)
            and u.might <= spec.get("max_might", 99)]
    return max((unit_value(u) for u in pool), default=0.0)
