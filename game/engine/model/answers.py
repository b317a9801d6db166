"""The keys each decision's answer (a `choose` action's `choice`) may carry.

An answer with any other key is refused: a misspelt key was read as absent, so `{"card": [7]}` kept
the whole hand at a mulligan and `{"outs": [...]}` kept the deck as it was at a sideboard decision.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .errors import IllegalAction

ANSWER_KEYS: dict[str, tuple[str, ...]] = {
    # a game's decisions (core.answer and the modules it hands them to)
    "mulligan": ("cards",),
    "assign_damage": ("assign",),
    "choose_battlefield": ("battlefield",),
    "burn_out_opponent": ("player",),
    "choose_targets": ("targets",),
    "new_targets": ("targets",),
    "order_triggers": ("order",),
    "order_replacements": ("order",),
    "may": ("yes", "kill"),  # kill: the unit a replacement's "kill a friendly unit" cost kills (replacements.py)
    "order_damage": ("first",),
    "choose_destination": ("battlefield", "to"),
    "choose_cards": ("cards",),
    "choose_option": ("option",),
    "order_cards": ("order",),
    "name": ("name",),
    "split_damage": ("split",),
    # a Match's decisions between games (match.py)
    "sideboard": ("out", "in"),
    "choose_first": ("player",),
    "present_battlefield": ("battlefield",),
}


def check_answer_keys(decision: str, choice: Mapping[str, Any]) -> None:
    allowed = ANSWER_KEYS[decision]
    unknown = sorted(str(key) for key in choice if key not in allowed)
    if unknown:
        names = ", ".join(repr(key) for key in unknown)
        raise IllegalAction(f"unknown key{'s' if len(unknown) > 1 else ''} {names} in an answer to the "
                            f"{decision.replace('_', ' ')} decision: it takes {' and '.join(allowed)}")
