"""Riftbound rules engine: pure Python, no web framework.

    state, events = new_game(decks, mode="duel", seed=1)
    actions = legal_actions(state, player)
    state, events = apply(state, actions[0])
    view(state, player) / view(state, SPECTATOR) / view(state)   # omniscient
    from_json(to_json(state)) == state

See docs/engine.md for the layers (model, read, ops, rules, effects, loop) and their modules.
"""

from .loop.core import apply
from .loop.legal import legal_actions
from .loop.setup import new_game
from .model.actions import Action
from .model.cards import CardDef, CardTable, Catalog, default_catalog
from .model.errors import IllegalAction
from .model.events import ALL, NOBODY, Event, visible
from .model.serial import from_json, to_json
from .model.state import State
from .read.scripts import is_implemented
from .read.view import OMNISCIENT, SPECTATOR, view

__all__ = [
    "ALL", "NOBODY", "OMNISCIENT", "SPECTATOR", "Action", "CardDef", "CardTable", "Catalog", "Event",
    "IllegalAction", "State", "apply", "default_catalog", "from_json", "is_implemented", "legal_actions",
    "new_game", "to_json", "view", "visible",
]
