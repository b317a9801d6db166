"""Cards that come back: a unit banished and played again (it is a new object: spells aimed at it lose
their target, 124.1), a unit played from the trash, a friendly unit returned to its owner's hand (the card is
kept; one of the seat's with [Hidden] is hidden again where it guards: `returned_worth`), and the seat's own
unit it chooses to put into its hand (Teemo, Swift Scout: `choose_own_unit`). `replays` rewrites those steps on
the board model and returns what they are worth to the seat."""

from __future__ import annotations

from typing import Any

from game.engine.effects import script_for

from .board import BASE, Board, Unit, target_id, unit_from
from .defence import deficit
from .each_player import RETURNED_KEPT
from .hiding import rehide_worth
from .moves_by_effect import HOLD_LOST, move_value, with_move
from .values import plain_effects_value, trigger_bonus, unit_value

NEW_OBJECT = 1_000_000  # added to an imagined unit's id when it comes back as a new object


def trash_unit(board: Board, oid: int | None, controller: int) -> Unit | None:
    """A unit card in the controller's trash, as it would enter play (exhausted, in base)."""
    for o in board.view["players"][controller].get("trash", []):
        if o["id"] == oid and board.card(o["card"]).type == "unit":
            card = board.card(o["card"])
            back = unit_from({"id": NEW_OBJECT + o["id"], "card": o["card"], "controller": controller,
                              "might": card.might, "exhausted": True}, BASE)
            back.kws = dict(card.keywords)
            return back
    return None


def owner_of(board: Board, oid: int) -> int | None:
    """A board object's owner as the view shows it."""
    objs = [o for p in board.view["players"] for o in p["base"]] + [o for b in board.view["battlefields"]
                                                                    for o in b["units"]]
    return next((int(o.get("owner", o["controller"])) for o in objs if o["id"] == oid), None)


def returned_worth(board: Board, u: Unit) -> float:
    """What a unit's card back in its owner's hand is worth to the seat (the unit leaving the board is the board
    model's): about half the unit (it can be played again), for the owner's side; a card of the seat's own with
    [Hidden] hidden again where an opponent threatens comes back whole, for [0], with the defence it adds."""
    owner = owner_of(board, u.id)
    owner = u.controller if owner is None else owner
    if owner not in board.friends:
        return -RETURNED_KEPT * unit_value(u)
    kept = RETURNED_KEPT * unit_value(u)
    again = rehide_worth(board, board.card(u.card)) if owner == board.seat else None
    return max(kept, unit_value(u) + again) if again is not None else kept


def _own_to_hand(board: Board, tag: str) -> tuple[Unit | None, float]:
    """"Put a <tag> unit you own into your hand from your Champion Zone or the board" (Teemo, Swift Scout): the
    seat's choice worth most (a card in its Champion Zone is already as good as in hand: 0), with what its card
    back in hand is worth (`returned_worth`; the unit leaving the board is the board model's)."""
    best: tuple[Unit | None, float] = (None, 0.0)
    net = 0.0
    for u in board.units.values():
        if u.ghost or tag not in board.card(u.card).tags or owner_of(board, u.id) != board.seat:
            continue
        back = returned_worth(board, u)
        gain = back - (unit_value(u) if u.controller in board.friends else -unit_value(u))
        if gain > net:
            best, net = (u, back), gain
    return best


def _plays_again(step: list[Any], ref: Any) -> bool:
    """Whether a step plays the card `ref` names again for free ("then its owner plays it, ignoring its cost")."""
    params = step[1] if len(step) > 1 else {}
    return params.get("card") == ref and (step[0] == "play_free" or step[0] == "play_card" and
                                          params.get("ignore") == "cost")


TRASH_CARD_BACK = 1.0  # a card of the seat's trash back in its hand (Shadows of the Past)
HAND_PLAY_SAVED = 0.5  # an Energy a play from hand is reduced by (Here to Help's [3] less)


def _hand_unit_played(board: Board, source: int, less: int, where: str | None) -> tuple[Unit | None, float]:
    """"You may play a unit from hand ..., reducing its cost by [N]" (Here to Help): the seat's most valuable unit in
    hand it can still pay for once this card is paid (Energy only), played exhausted to a battlefield it holds (the
    one that needs Might most) or its base; with what the discount saves. None when none fits."""
    me = board.me
    left = int(me["pool"]["energy"]) + sum(1 for r in me["runes"] if not r.get("exhausted"))
    left -= next((c.energy for oid, c in board.hand if oid == source), 0)
    fits = [(oid, c) for oid, c in board.hand if oid != source and c.type == "unit" and not c.power
            and max(0, c.energy - less) <= left]
    if not fits:
        return None, 0.0
    oid, card = max(fits, key=lambda f: (f[1].might, f[1].energy, -f[0]))
    held = [bf for bf in range(board.n_bf) if board.bf_controller[bf] == board.seat]
    to = max(held, key=lambda bf: (deficit(board, bf), -bf)) if where == "battlefield" and held else BASE
    if where == "battlefield" and not held:
        return None, 0.0
    u = unit_from({"id": oid, "card": card.key, "controller": board.seat, "might": card.might, "exhausted": True}, to)
    u.kws = dict(card.keywords)
    return u, HAND_PLAY_SAVED * min(less, card.energy)


def _played_where_best(board: Board, oid: int) -> float:
    """"Banish a friendly unit, then its owner plays it to any battlefield, ignoring its cost" (Thrill of the Hunt):
    a new object, exhausted, at the battlefield where its owner's side gains most (the fight or the battlefield it
    takes; the hold it leaves counted), its "when you play me" again. Returns what the board model doesn't hold."""
    u = board.units.pop(oid)
    card = board.card(u.card)
    back = unit_from({"id": NEW_OBJECT + oid, "card": u.card, "controller": u.controller, "might": card.might,
                      "exhausted": True}, BASE)
    back.kws = dict(card.keywords)
    board.units[back.id] = back
    sign = 1.0 if u.controller in board.friends else -1.0
    scores = {bf: sign * move_value(with_move(board, back, bf), [(back.id, BASE, bf)]) for bf in range(board.n_bf)}
    left = 0.0
    if u.where >= 0 and board.bf_controller[u.where] == u.controller and \
            not any(v.controller == u.controller for v in board.at(u.where)):
        left = -sign * HOLD_LOST  # its side leaves no unit where it was
    if not scores:
        return left
    best = max(scores, key=lambda bf: (scores[bf], -bf))
    back.where = best
    return sign * scores[best] + left + sign * trigger_bonus(card)


def _replayed_in_place(board: Board, oid: int) -> float:
    """"Banish a unit, then its owner plays it to the same location, ignoring its cost" (Temporal Breach): a new
    object (124.1), exhausted, with what it had gained gone, and its "when you play me" again (for its side)."""
    u = board.units.pop(oid)
    card = board.card(u.card)
    back = unit_from({"id": NEW_OBJECT + oid, "card": u.card, "controller": u.controller, "might": card.might,
                      "exhausted": True}, u.where)
    back.kws = dict(card.keywords)
    board.units[back.id] = back
    return (1.0 if u.controller in board.friends else -1.0) * trigger_bonus(card)


def _within_killed_cost(board: Board, killed: Any) -> Unit | None:
    """"Play a unit from your trash that costs no more Energy and no more Power than the killed unit, ignoring its
    cost" (Heedless Resurrection): the seat's best such unit card - the killed one included, in the trash by then -
    as it enters (a new object, exhausted, in base)."""
    dead = board.units.get(int(killed)) if isinstance(killed, int) else None
    if dead is None:
        return None
    bound = board.card(dead.card)
    pool = [(o["id"], board.card(o["card"])) for o in board.me.get("trash", [])]
    pool.append((dead.id, bound))
    fits = [(oid, c) for oid, c in pool if c.type == "unit" and c.energy <= bound.energy
            and len(c.power) <= len(bound.power)]
    if not fits:
        return None
    oid, card = max(fits, key=lambda f: (f[1].might, f[1].energy, -f[0]))
    back = unit_from({"id": NEW_OBJECT + oid, "card": card.key, "controller": board.seat, "might": card.might,
                      "exhausted": True}, BASE)
    back.kws = dict(card.keywords)
    return back


NEXT_UNIT_BUFF = 1.0  # a buff on the next unit the seat plays: +1 [M] for good


def _next_unit_worth(board: Board, source: int, name: str) -> float:
    """"When you play your next unit this turn, buff it" (Last Caress): worth it when the seat has a unit in hand to
    play next."""
    card = next((c for oid, c in board.hand if oid == source), None)
    if card is None or not any(c.type == "unit" for oid, c in board.hand if oid != source):
        return 0.0
    trig = ((script_for(card) or {}).get("triggers") or {}).get(name) or {}
    return sum(NEXT_UNIT_BUFF for step in trig.get("effects", []) if step[0] == "buff")


def _units_to_come_worth(board: Board, source: int) -> float:
    """A spell whose "when you play a unit" works from the trash this turn, a few times (Fanfare: "the next three
    times you play a unit this turn, draw 1"): its steps once for each unit card waiting in hand, up to that many."""
    card = next((c for oid, c in board.hand if oid == source), None)
    trig = (((script_for(card) or {}).get("triggers") or {}).get("play_card") or {}) if card is not None else {}
    if trig.get("from") != "trash":
        return 0.0
    units = sum(1 for oid, c in board.hand if oid != source and c.type == "unit")
    return min(units, int(trig.get("per_turn", 1))) * plain_effects_value(list(trig.get("effects", [])))


def replays(board: Board, effects: list[Any], targets: list[int | None], controller: int,
            source: int = -1, killed: Any = None) -> tuple[list[Any], float]:
    out: list[Any] = []
    value = 0.0
    banished: set[int] = set()
    chosen: Unit | None = None  # the unit `choose_own_unit` took (its `to: chosen` steps are done here)
    from_hand = False  # `choose_hand_unit`: the seat's play from hand comes with the `play_card` of it
    skip_chosen = False  # `choose_in_trashes`: the cards returned to hand are valued with it
    skip_free = False  # `choose_within_killed_cost`: the unit played back is imagined with it
    for step in effects:
        verb, params = step[0], (step[1] if len(step) > 1 else {})
        if verb == "owner_plays_to_any_battlefield" and target_id(params.get("to", "t0"), targets) in board.units:
            value += _played_where_best(board, int(target_id(params.get("to", "t0"), targets) or 0))
            continue
        if verb == "banish_and_replay" and target_id(params.get("to", "t0"), targets) in board.units:
            value += _replayed_in_place(board, int(target_id(params.get("to", "t0"), targets) or 0))
            continue
        if verb == "choose_in_trashes" and controller == board.seat and any(
                s[0] == "return_to_hand" and (s[1] if len(s) > 1 else {}).get("to") == "chosen" for s in effects):
            mine = [o for o in board.me.get("trash", []) if params.get("what", "card") == "card"
                    or board.card(o["card"]).type == params.get("what")]  # "return up to 2 units from trashes"
            value += TRASH_CARD_BACK * min(len(mine), int(params.get("count", 1)))
            skip_chosen = True
            continue
        if verb == "return_to_hand" and params.get("to") == "chosen" and skip_chosen:
            continue
        if verb == "mark_resolved" and controller == board.seat:  # its trigger from the trash this turn (Fanfare)
            value += _units_to_come_worth(board, source)
            continue
        if verb == "this_turn_trigger" and params.get("trigger") == "next_unit_played" and controller == board.seat:
            value += _next_unit_worth(board, source, str(params["trigger"]))
            continue
        if verb == "choose_within_killed_cost" and controller == board.seat:  # then `play_free` of it
            back = _within_killed_cost(board, killed)
            if back is not None:
                board.units[back.id] = back
                value += trigger_bonus(board.card(back.card))
            skip_free = True
            continue
        if verb == "play_free" and params.get("card") == "chosen" and skip_free:
            continue
        if verb == "choose_hand_unit":
            from_hand = controller == board.seat
            continue
        if verb == "play_card" and params.get("card") == "chosen" and from_hand:
            played, saved = _hand_unit_played(board, source, int(params.get("less", 0)), params.get("where"))
            if played is not None:
                board.units[played.id] = played
                value += saved
            continue
        if verb == "choose_own_unit":
            chosen = None
            if controller == board.seat:
                chosen, worth = _own_to_hand(board, str(params.get("tag", "")))
                if chosen is not None:
                    board.units.pop(chosen.id, None)
                    value += worth
            continue
        if verb == "return_to_hand" and params.get("to") == "chosen" and chosen is not None:
            continue
        oid = target_id(params.get("to" if verb != "play_free" else "card"), targets)
        if verb == "banish" and oid in board.units and any(_plays_again(s, params.get("to")) for s in effects):
            banished.add(oid)  # "banish it, then play it": the unit comes back below
            continue
        if verb == "play_card" and (params.get("ignore") == "cost" or params.get("free")):
            oid = target_id(params.get("card"), targets)
        if verb in ("play_free", "play_card") and oid in banished:
            u = board.units.pop(oid)
            u.id, u.damage, u.exhausted, u.where = NEW_OBJECT + oid, 0, True, BASE
            u.kws = {k: n for k, n in u.kws.items() if not k.startswith("_")}
            board.units[u.id] = u
            continue
        if verb == "play_free" and oid is not None and oid not in board.units:
            back = trash_unit(board, oid, controller)
            if back is not None:
                board.units[back.id] = back
                continue
        if verb == "return_to_hand" and oid in board.units:
            value += returned_worth(board, board.units[oid])
        out.append(step)
    return out, value
