"""Bot levels (issue 13.1): Easy, Normal and Hard, one policy at three strengths.

Hard is the full policy (`policy.decide`). Normal and Easy take the same decision, but at some of
their decisions they slip: they take a legal action drawn at random instead (never a concession).
A slip is drawn from the bot's seeded `rng`, so a level decides the same way on a replay, and it
looks only at the seat's legal actions, so no level learns more than the seat may see.
The rates are set so the levels form a measured ladder (`bench/bot.py --ladder`, docs/bot.md).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from game.engine import Action


@dataclass(frozen=True)
class Level:
    name: str  # the key stored on a seat
    label: str  # shown in the lobby and on the board
    slip: float  # the share of decisions taken at random


EASY = Level("easy", "Easy", 0.5)
NORMAL = Level("normal", "Normal", 0.15)
HARD = Level("hard", "Hard", 0.0)
LEVELS = {level.name: level for level in (EASY, NORMAL, HARD)}
DEFAULT_LEVEL = NORMAL.name


def level_named(name: str) -> Level:
    try:
        return LEVELS[name]
    except KeyError:
        raise ValueError(f"no bot level {name!r}: choose one of {', '.join(LEVELS)}") from None


def slipped(level: Level, legal: list[Action], rng: random.Random) -> Action | None:
    """A random legal action when this decision slips, else None (the policy decides)."""
    if level.slip <= 0 or rng.random() >= level.slip:
        return None
    choices = [a for a in legal if a.kind != "concede"]
    return rng.choice(choices) if choices else None
