"""The object ids an action names, and the refusal of an id its sender may not see (128 privacy).

An id the acting player can't see (a card in a deck, in another player's hand, another player's
facedown card) is refused exactly as an id that does not exist, before anything reads the object:
a refusal never tells a player what is behind an id they can't see, nor even that the id is used.
Ids the player's own pending decision offers (cards looked at from a deck, a trigger's source that
has left the game) are theirs to name.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from ..model.actions import Action
from ..model.errors import IllegalAction
from ..model.state import FACEDOWN, HAND, MAIN, RUNE_DECK, State

UNKNOWN_ID = "no such card: that id is not one you can see"
_ID_CHOICES = ("cards", "targets", "order")  # choice keys whose entries are object ids
_ID_MAPS = ("assign", "split")  # choice keys whose keys are object ids


def hidden_from(st: State, oid: int, player: int) -> bool:
    """Whether `player` may not know what object `oid` is (or it doesn't exist)."""
    o = st.objs.get(oid)
    if o is None:  # an ability on the chain is no object, but public (its chain item's id: a `chain_item` target)
        return not any(c.id == oid and c.kind == "ability" for c in st.chain)
    if o.zone in (MAIN, RUNE_DECK):
        return True
    if o.zone == HAND:
        return o.owner != player
    if o.zone == FACEDOWN and o.controller != player:
        from .view import sees_facedown

        return not sees_facedown(st, player, o.controller)
    return False


def _as_id(value: Any) -> int | None:
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, str) and value.lstrip("-").isdigit():
        return int(value)
    return None


def _flat(value: Any) -> Iterator[Any]:
    if isinstance(value, (list, tuple)):
        for v in value:
            yield from _flat(v)
    else:
        yield value


def referenced_ids(a: Action) -> list[int]:
    """Every object id `a` names, where its kind reads one."""
    out: list[int] = []
    if a.kind in ("play", "activate", "hide"):
        out.append(a.card)
    if a.kind in ("play", "activate"):
        out += a.targets
        if isinstance(a.pay, dict):
            adds = a.pay.get("add", [])  # ids, or [id, ability] pairs
            sources = [x[0] if isinstance(x, list) and x else x for x in adds] if isinstance(adds, list) else []
            for value in (a.pay.get("exhaust", []), a.pay.get("recycle", []), sources):
                out += [x for x in map(_as_id, _flat(value)) if x is not None]
    if a.kind == "move":
        out += a.units
    if a.kind == "choose":
        for name in _ID_CHOICES:
            out += [x for x in map(_as_id, _flat(a.choice.get(name, []))) if x is not None]
        for name in _ID_MAPS:
            value = a.choice.get(name)
            if isinstance(value, dict):
                out += [x for x in map(_as_id, value) if x is not None]
    return [x for x in out if isinstance(x, int) and not isinstance(x, bool)]


# Decisions whose options are not object ids: battlefield indices, player indices, counts, yes/no, names.
_NOT_IDS = frozenset({"choose_destination", "choose_battlefield", "burn_out_opponent", "order_damage", "may", "name",
                      "choose_option"})


def _offered(st: State, player: int) -> set[int]:
    """Ids the player's own pending decision shows them: its options (for a damage assignment, the
    units of its [unit, amount] pairs, never the amounts), and the sources of the triggered abilities
    it orders."""
    pend = st.pending
    if pend is None or pend.player != player:
        return set()
    if pend.kind == "assign_damage":
        options: list[Any] = [pair[0] for option in pend.options for pair in option
                              if isinstance(pair, (list, tuple)) and pair]
    else:
        options = [] if pend.kind in _NOT_IDS else list(_flat(pend.options))
    shown = [*options, *_flat(pend.data.get("sources", []))]
    return {x for x in map(_as_id, shown) if x is not None}


def check_references(st: State, a: Action) -> None:
    """Refuse `a` if it names an id its player can't see, with the text a missing id gets."""
    ids = referenced_ids(a)
    if not ids:
        return
    offered: set[int] | None = None
    for oid in ids:
        if not hidden_from(st, oid, a.player):
            continue
        if offered is None:
            offered = _offered(st, a.player)
        if oid not in offered:
            raise IllegalAction(UNKNOWN_ID)
