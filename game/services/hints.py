"""Hints in matches against bots (issue 13.2): the bot's move for a player, worded like a button.

`hint_for(match, user)` answers what the bot would do from the player's own view, or says plainly
why there is no hint (not a player of this match, people at the table, not their turn to act).
"""

from __future__ import annotations

from dataclasses import dataclass

from django.contrib.auth.models import AbstractBaseUser

from game.bot.hints import suggest
from game.engine import view
from game.engine.loop.match import decider, game_of
from game.models import Match, Status
from game.services.board import action_label, objects_by_id, target_labels
from game.services.state import load_state


@dataclass(frozen=True)
class HintAnswer:
    text: str  # the suggested action, as its button says it ("" when there is no hint)
    reason: str  # why, or why there is no hint


def hint_for(match: Match, user: AbstractBaseUser) -> HintAnswer:
    seats = list(match.seats.all())
    mine = [s for s in seats if s.user_id == user.pk]
    if len(mine) != 1 or not all(s.is_bot for s in seats if s is not mine[0]):
        return HintAnswer("", "Hints are offered to the player of a match against bots only.")
    if match.status != Status.LIVE:
        return HintAnswer("", "The match is not being played.")
    table = load_state(match)
    state = game_of(table)
    seat = mine[0].index
    if state is None or state.over or decider(table) != seat:
        return HintAnswer("", "Nothing to suggest: it isn't your turn to act.")
    hint = suggest(state, seat)
    v = view(state, seat)
    pending = v["pending"]["kind"] if v["pending"] else ""
    text = action_label(hint.action, v, objects_by_id(v), pending, target_labels(v, seat))
    return HintAnswer(text, hint.reason)
