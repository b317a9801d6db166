"""Match services: lobby (create/join/start), the one path that applies actions, state loading, bots.

Views, consumers, bots and tests all go through these functions; nothing else writes match records.
"""

from game.services.actions import Refused, submit_action
from game.services.lobby import LobbyError, add_bot, create_match, join_match, start_match
from game.services.state import decider, drop_cache, load_state, state_at

__all__ = [
    "LobbyError", "Refused", "add_bot", "create_match", "decider", "drop_cache", "join_match", "load_state",
    "start_match", "state_at", "submit_action",
]
