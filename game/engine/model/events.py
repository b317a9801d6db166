"""Events and who may see them (128 privacy; the architecture's visibility rule).

Every event names its audience: `ALL` (public), a player index (private to that
player), `all_but(p)` (everyone except player p: the public half of a private event, so p reads
only the private one), or `NOBODY` (only the omniscient log: e.g. the order of a shuffled deck).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

ALL = -1
NOBODY = -2
ALL_BUT = -3  # `to` <= ALL_BUT: everyone except player ALL_BUT - to


def all_but(player: int) -> int:
    """The audience "everyone except `player`" (spectators included)."""
    return ALL_BUT - player


@dataclass(slots=True)
class Event:
    kind: str
    text: str
    to: int = ALL
    data: dict[str, Any] = field(default_factory=dict)


def visible(event: Event, viewer: int | None) -> bool:
    """Omniscient viewer is None; a spectator is any negative viewer; players are indices."""
    return sees(event.to, viewer)


def sees(to: int, viewer: int | None) -> bool:
    """Whether `viewer` is in the audience `to` of an event (see `visible`)."""
    if viewer is None or to == ALL:
        return True
    if to <= ALL_BUT:
        return viewer != ALL_BUT - to
    return viewer >= 0 and to == viewer


class Log:
    """Collects the events of one `apply` call."""

    __slots__ = ("events",)

    def __init__(self) -> None:
        self.events: list[Event] = []

    def add(self, kind: str, text: str, to: int = ALL, **data: Any) -> None:
        self.events.append(Event(kind, text, to, data))
