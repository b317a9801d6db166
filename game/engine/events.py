"""Events and who may see them (128 privacy; the architecture's visibility rule).

Every event names its audience: `ALL` (public), a player index (private to that
player), or `NOBODY` (only the omniscient log: e.g. the order of a shuffled deck).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

ALL = -1
NOBODY = -2


@dataclass(slots=True)
class Event:
    kind: str
    text: str
    to: int = ALL
    data: dict[str, Any] = field(default_factory=dict)


def visible(event: Event, viewer: int | None) -> bool:
    """Omniscient viewer is None; a spectator is any negative viewer; players are indices."""
    if viewer is None:
        return True
    if event.to == ALL:
        return True
    return viewer >= 0 and event.to == viewer


class Log:
    """Collects the events of one `apply` call."""

    __slots__ = ("events",)

    def __init__(self) -> None:
        self.events: list[Event] = []

    def add(self, kind: str, text: str, to: int = ALL, **data: Any) -> None:
        self.events.append(Event(kind, text, to, data))
