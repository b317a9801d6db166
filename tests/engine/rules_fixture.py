"""Games recorded under one version of the Core Rules, to prove that a stored match replays as it was
played after the engine moves on to newer rules (issue 11: "old matches still replay").

`python -m tests.engine.rules_fixture OUT.json` plays one soak game in each mode and one best-of-3 Match
with the engine as it is, and writes what a stored match keeps (mode, seed, decks, setup version, the
actions) with a digest of the final state. The card table is left out of the digest: a stored match's
cards are whatever the catalog says, the rules version decides how they play.
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path
from typing import Any

import game.cards  # noqa: F401  (registers the card scripts with the engine)
from game.engine import State, to_json
from game.engine.loop.match import Match, match_to_json

from .soak import Config, Figures, play_game, play_match, soak_decks

GAMES = (("duel", 11), ("ffa3", 12), ("ffa4", 13), ("2v2", 14))
MATCH_SEED = 15


def digest(table: State | Match) -> str:
    """The final state without its card table (a game's text ends with its `"table":`)."""
    if isinstance(table, Match):  # the Match with its current game's digest in place of the game
        data = json.loads(match_to_json(table))
        data.pop("step", None)  # the match's step count (issue 10.4) came after these games were recorded
        data["game"] = digest(table.game) if table.game is not None else None
        text = json.dumps(data, sort_keys=True)
    else:
        text = to_json(table)
        text = text[:text.rfind(',"table":')]
    return hashlib.sha256(text.encode()).hexdigest()


def record() -> dict[str, Any]:
    cfg = Config(concede_rate=0.0)
    games = []
    for mode, seed in GAMES:
        decks = soak_decks(mode, seed)
        st, log = play_game(mode, seed, cfg, Figures())
        games.append({"mode": mode, "seed": seed, "decks": decks, "setup_version": 2,
                      "actions": [a.to_data() for a in log], "winners": st.winners, "digest": digest(st)})
    decks = soak_decks("bo3", MATCH_SEED)
    m, log = play_match(MATCH_SEED, cfg, Figures())
    games.append({"mode": "bo3", "seed": MATCH_SEED, "decks": decks, "setup_version": 2,
                  "actions": [a.to_data() for a in log], "winners": [m.winner], "digest": digest(m)})
    return {"rules": "v1.4 (2026-07-16)", "games": games}


if __name__ == "__main__":
    Path(sys.argv[1]).write_text(json.dumps(record(), separators=(",", ":")) + "\n")
