"""game.watchers: one frame per board held, sent to each spectator holding it; a failure for one
board leaves the other spectators' updates alone."""

from __future__ import annotations

import pytest

from game.watchers import Watchers

pytestmark = pytest.mark.asyncio


class FakeSpectator:
    """What the listener uses of a MatchConsumer: the board held, `update_for` and `send`."""

    def __init__(self, last: dict[str, str], step: int, broken: bool = False) -> None:
        self.last, self.step, self.broken = last, step, broken
        self.asked = 0
        self.sent: list[str] = []

    async def update_for(self, event):
        self.asked += 1
        if self.broken:
            raise RuntimeError("render failed")
        return f"frame {event['step']} from {self.step}", {"turn": str(event["step"])}, event["step"]

    async def send(self, text_data: str) -> None:
        self.sent.append(text_data)


async def test_spectators_holding_the_same_board_share_one_update_and_a_failure_stays_apart(caplog):
    shared = {"turn": "4"}
    a, b = FakeSpectator(shared, 4), FakeSpectator(shared, 4)
    other = FakeSpectator({"turn": "3"}, 3)
    broken = FakeSpectator({"turn": "2"}, 2, broken=True)
    watchers = Watchers(1)
    watchers.members.update({a, b, other, broken})
    await watchers.update({"type": "match.update", "step": 5, "what": "update"})
    assert a.asked + b.asked == 1  # one update worked out for the two holding the same board
    assert a.sent == b.sent == ["frame 5 from 4"] and a.last is b.last and a.step == b.step == 5
    assert other.sent == ["frame 5 from 3"] and other.step == 5
    assert broken.sent == [] and broken.step == 2  # kept its board; logged
    assert any("updating spectators of match 1 failed" in r.getMessage() for r in caplog.records)
