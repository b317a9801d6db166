"""Run under a fault server's settings: compare a match's stored actions and final state with a clean
in-process run from the same seed and decks, the bots choosing by the same seeded policy."""

from __future__ import annotations

import hashlib
import json

from game.engine import apply, legal_actions, to_json
from game.models import Match, MatchAction
from game.services.bots import choose
from game.services.state import decider, initial_state, state_at

MAX_STEPS = 2000


def clean_run(match: Match) -> tuple[list[dict], str]:
    state = initial_state(match)
    actions = []
    while not state.over and len(actions) < MAX_STEPS:
        seat = decider(state)
        action = choose(state, seat, [a for a in legal_actions(state, seat) if a.kind != "concede"])
        actions.append(json.loads(json.dumps(action.to_data())))  # as stored: JSON keys are strings
        state, _ = apply(state, action)
    return actions, digest(state)


def digest(state) -> str:
    return hashlib.sha256(json.dumps(to_json(state), sort_keys=True, default=str).encode()).hexdigest()


def report(match_id: int) -> dict:
    match = Match.objects.get(pk=match_id)
    rows = list(MatchAction.objects.filter(match=match).order_by("seq"))
    stored = [r.payload for r in rows]
    actions, final = clean_run(match)
    return {"status": match.status, "seqs_contiguous": [r.seq for r in rows] == list(range(len(rows))),
            "same_actions": stored == actions, "stored": len(stored), "clean": len(actions),
            "same_final_state": digest(state_at(match)) == final, "step": match.step}
