"""The object ids an engine view shows, with every field classified (tests only).

Used by the random-play privacy check (test_fuzz.py) and the hidden-information audit
(tests/security): an unclassified view key or decision kind fails, so a field added to the view is
classified here before it is shown, and checked if it carries ids."""

from __future__ import annotations

# Every key of a view (engine/view.py) outside a decision's options and data, classified: keys whose
# values are object ids, and the rest. A key in neither fails the check, so a field added to the view
# is classified here before it is shown (and checked if it carries ids).
VIEW_ID_KEYS = {"id", "attached_to", "source", "targets"}
VIEW_PLAIN_KEYS = {
    "mode", "victory_score", "step", "turn", "player", "number", "phase", "state", "priority", "focus",
    "showdown", "battlefield", "combat", "attacker", "defender", "players", "battlefields", "chain",
    "pending", "winners", "over", "index", "name", "team", "points", "removed", "legend", "champion",
    "base", "runes", "trash", "banishment", "hand", "main_deck", "rune_deck", "hand_count",
    "main_deck_count", "rune_deck_count", "pool", "scored", "card", "type", "owner", "controller",
    "printed", "exhausted", "might", "damage", "buffed", "stunned", "keywords", "designation", "token",
    "facedown", "units", "contested", "contested_by", "kind", "shown_off", "from", "empowered", "spells_this_turn",
    "added_legends", "also"}
# A decision's options, by kind: object ids (`flat`), lists of them (a target list per option), lists
# of [id, amount] pairs (damage assignments), or no ids at all.
OPTION_SHAPES = {"mulligan": "flat", "choose_cards": "flat", "split_damage": "flat",
                 "order_replacements": "flat", "choose_targets": "lists", "assign_damage": "pairs",
                 "may": None, "order_triggers": None, "choose_destination": None, "choose_battlefield": None,
                 "burn_out_opponent": None, "new_targets": "lists", "order_cards": "flat",
                 "order_damage": None, "name": None, "choose_option": None}  # counts; names; labels
# Keys of a decision's data (and of the trigger events, tasks and script steps inside it) that hold ids.
DATA_ID_KEYS = {"source", "unit", "it", "card", "move", "targets", "sources", "item"}


def _flat(value: object) -> set[int]:
    if isinstance(value, bool):
        return set()
    if isinstance(value, int):
        return {value} if value >= 0 else set()
    if isinstance(value, list):
        return {x for x in value if isinstance(x, int) and not isinstance(x, bool) and x >= 0}
    return set()


def _data_ids(data: object) -> set[int]:
    """Ids in a decision's data: id keys, damage so far (`acc`: [id, amount]), deaths waiting
    (`batch`: [id, attribution, generation]), queued triggers (`tasks`: ["trigger", id, ...])."""
    found: set[int] = set()
    if isinstance(data, dict):
        for k, v in data.items():
            if k in DATA_ID_KEYS:
                found |= _flat(v)
            elif k in ("acc", "batch"):
                found |= {e[0] for e in v}
            elif k == "tasks":
                found |= {t[1] for t in v} | _data_ids([t[2:] for t in v])
            else:
                found |= _data_ids(v)
    elif isinstance(data, list):
        for v in data:
            found |= _data_ids(v)
    return found


def _option_ids(kind: str, options: list) -> set[int]:
    assert kind in OPTION_SHAPES, f"classify the options of a {kind!r} decision (OPTION_SHAPES)"
    shape = OPTION_SHAPES[kind]
    if shape == "flat":
        return _flat(options)
    if shape == "lists":
        return {x for opt in options for x in _flat(opt)}
    if shape == "pairs":
        return {pair[0] for opt in options for pair in opt}
    return set()


def view_ids(data: object) -> set[int]:
    """Every object id a view shows: object views (`id`, `attached_to`), chain items' sources and
    targets, and the decision's options and data (what its player is shown). A chain item's own `id`
    is no object's (ids are dealt from one counter), so it counts too: it must not be a hidden one."""
    found: set[int] = set()
    if isinstance(data, dict):
        for k, v in data.items():
            if k == "pending" and v is not None:
                found |= _option_ids(v["kind"], v.get("options", [])) | _data_ids(v.get("data", {}))
                assert set(v) <= {"player", "kind", "options", "data"}, f"classify {sorted(v)} of a view's decision"
            elif k == "pool":
                continue  # energy and power by domain: counts
            elif k in VIEW_ID_KEYS:
                found |= _flat(v)
            else:
                assert k in VIEW_PLAIN_KEYS, f"classify the view's {k!r} (an id-bearing key or a plain one)"
                if isinstance(v, (dict, list)):
                    found |= view_ids(v)
    elif isinstance(data, list):
        for v in data:
            if isinstance(v, (dict, list)):  # a scalar outside an id-bearing key is no id
                found |= view_ids(v)
    return found
