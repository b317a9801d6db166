"""Answers to the decisions card effects ask for: `may`, `split_damage`, `order_triggers`, `choose_cards`.

- `may`: yes when the imagined worth of the offered steps beats the alternative plus the cost.
- `split_damage`: the split that kills the most enemy value (friendly losses count against it).
- `order_triggers`: every listed order is imagined as a chain; the best end position wins.
- `choose_cards`: discard the least useful cards in hand (unplayable and dear ones first);
  recycle from the trash the cards least worth keeping there (never Flow spells); of units dying
  together, save the most valuable with the replacement (purpose `replace_death`, rule 373).
"""

from __future__ import annotations

from typing import Any

from game.engine import Action, is_implemented
from game.engine.model.cards import CardDef, default_catalog

from .board import Board
from .imagine import position, resolve_chain
from .values import POWER_PENALTY, def_unit_value, plain_effects_value, unit_value

ENERGY_WORTH = 0.5  # what one Energy spent on a "may pay" is worth giving up


def cost_worth(cost: dict[str, Any] | None) -> float:
    if not cost:
        return 0.0
    return ENERGY_WORTH * int(cost.get("energy", 0)) + POWER_PENALTY * len(cost.get("power", []))


def steps_worth(steps: list[Any]) -> float:
    """Untargeted worth plus a rough worth of steps the board model can't place (attach, buff...)."""
    worth = plain_effects_value(steps)
    for step in steps:
        verb = step[0]
        if verb == "attach":
            worth += 1.5
        elif verb in ("buff", "might", "ready", "heal", "empower"):
            worth += 0.5
        elif verb == "_token_at":  # a token play its replacement offers ("a copy", "a Mech instead"): more, bigger
            params = step[1] if len(step) > 1 else {}
            token = default_catalog().find(str(params.get("card", "")))
            worth += int(params.get("count", 1)) * (1.5 + 0.3 * (token.might if token is not None else 0))
    return worth


def may_answer(board: Board, data: dict[str, Any], choices: list[Action]) -> Action:
    yes = [a for a in choices if a.choice.get("yes")]
    no = [a for a in choices if not a.choice.get("yes")]
    if not yes or not no:
        return (yes or no)[0]
    if data.get("offer"):  # yes plays a card for less than its cost (Nocturne, Horrifying for [A])
        return yes[0]
    gain = steps_worth(list(data.get("then", []))) - steps_worth(list(data.get("otherwise", [])))
    saving = data.get("replace_may")  # "you may pay ... to save it instead": the unit is worth it
    if saving is not None:
        u = board.units.get(int(saving.get("unit", -1)))
        gain = unit_value(u) if u is not None else 1.0
    return yes[0] if gain > cost_worth(data.get("cost")) else no[0]


def split_score(board: Board, a: Action) -> tuple[float, int]:
    killed = 0.0
    wasted = 0
    for oid, n in a.choice.get("split", {}).items():
        u = board.units.get(int(oid))
        if u is None or n <= 0:
            continue
        dies = n >= max(1, u.might - u.damage)
        sign = -1.0 if board.friendly(u) else 1.0
        if dies:
            killed += sign * unit_value(u)
        else:
            killed += sign * 0.1 * n  # damage that doesn't kill still helps a little this turn
            wasted += n
    return (round(killed, 6), -wasted)


def order_score(board: Board, data: dict[str, Any], a: Action, labels: list[Any]) -> float:
    """Imagine the triggers on the chain in this order (first = lowest, resolves last)."""
    sources = list(data.get("sources", []))
    trial = board.copy()
    for key in a.choice.get("order", []):
        i = labels.index(key) if key in labels else -1
        name = str(key) if isinstance(key, str) else ""
        source = sources[i] if 0 <= i < len(sources) else (key if isinstance(key, int) else -1)
        trial.spells_on_chain.append({"id": -1, "name": name, "controller": board.seat, "source": source,
                                      "targets": []})
    extra = resolve_chain(trial)
    return position(trial) + extra


def card_worth(card: CardDef, board: Board) -> float:
    """How useful a card in hand is: 0 when it can't be played, else its value for its cost."""
    if not is_implemented(card) or card.type not in ("unit", "spell", "gear"):
        return 0.0
    runes = len(board.me["runes"])
    worth = def_unit_value(card) if card.type == "unit" else 1.0 + 0.4 * card.energy
    if card.energy > runes + 2:
        worth *= 0.6  # not castable for a while
    return worth


def cards_answer(board: Board, data: dict[str, Any], choices: list[Action]) -> Action:
    purpose = data.get("purpose")
    if purpose == "recycle_trash":
        trash = {o["id"]: board.card(o["card"]) for o in board.me.get("trash", [])}

        def keep_score(a: Action) -> tuple[int, float, list[int]]:
            cards = [int(c) for c in a.choice.get("cards", [])]
            flows = sum(1 for c in cards if c in trash and trash[c].has("Flow"))
            worth = sum(card_worth(trash[c], board) for c in cards if c in trash)
            return (-flows, worth, sorted(cards))  # recycle good cards back into the deck, keep Flow

        return max(choices, key=keep_score)
    if purpose == "replace_death":  # 373: the death the replacement applies to - save the best unit

        def saved_worth(a: Action) -> tuple[float, list[int]]:
            cards = [int(c) for c in a.choice.get("cards", [])]
            units = [board.units[c] for c in cards if c in board.units]
            return (sum(unit_value(u) for u in units), [-c for c in cards])

        return max(choices, key=saved_worth)
    if purpose == "show_off":
        return show_off_answer(board, data, choices)
    hand = dict(board.hand)

    def loss(a: Action) -> tuple[float, list[int]]:
        cards = [int(c) for c in a.choice.get("cards", [])]
        return (sum(card_worth(hand[c], board) if c in hand else 0.0 for c in cards), sorted(cards))

    return min(choices, key=loss)  # discard (and anything else): give up the least


def _shown_key(board: Board, source: Any) -> str:
    """What the Show Off's linked text reads of the object shown off (the value `shown` in the source's
    script: its Might, Power cost or Energy cost); Might when it reads none."""
    from game.engine.effects import script_for

    key = board.units[source].card if source in board.units else next(
        (board.table.key_for(c["name"]) for c in board.view["chain"] if c["source"] == source
         and c["name"] in board.table.by_name), None)
    text = str(script_for(board.card(key)) or {}) if key else ""
    return next((k for k in ("power", "energy") if f"'shown': '{k}'" in text), "might")


def show_off_answer(board: Board, data: dict[str, Any], choices: list[Action]) -> Action:
    """832: show off what the linked text reads best (the highest Might, Power or Energy cost); a friendly
    object on the board before a card of the hand (a reveal tells the opponents about the hand); showing
    off is free, so always something when there is something to show."""
    key = _shown_key(board, data.get("source"))
    hand = dict(board.hand)

    def worth(oid: int) -> float:
        if oid in board.units:
            u = board.units[oid]
            card = board.card(u.card)
            amount = u.might if key == "might" else len(card.power) if key == "power" else card.energy
            return amount + 0.1
        card = hand.get(oid)
        if card is None:  # a gear on the board
            seen = [o for p in board.view["players"] for o in p.get("base", [])] + \
                [o for b in board.view["battlefields"] for o in b["units"]]
            gear = next((o for o in seen if o.get("id") == oid), None)
            card = board.card(gear["card"]) if gear else None
            bonus = 0.1
        else:
            bonus = 0.0
        if card is None:
            return 0.0
        return (max(0, card.might) if key == "might" else len(card.power) if key == "power" else card.energy) + bonus

    def score(a: Action) -> tuple[float, int]:
        cards = [int(c) for c in a.choice.get("cards", [])]
        return (sum(worth(c) for c in cards) + 0.5 * len(cards), -sum(cards))

    return max(choices, key=score)
