"""The privacy audit: complete matches in every mode over the real websocket consumer, every seat a
connection driven by the bot's policy, plus an anonymous spectator. Every byte each viewer receives
(websocket frames, the match page, the Watch page, API answers) is checked by `leaks` against the
state of the game at that moment: no hidden card identity (hand, deck or rune-deck order, facedown
face, mulligan choice) ever reaches a viewer who may not know it."""

from __future__ import annotations

import json

import pytest
from asgiref.sync import sync_to_async
from django.test import Client

from game.consumers import MatchConsumer
from game.engine import Action, IllegalAction, State, apply, legal_actions
from game.models import Match, MatchAction, Status
from game.services import decider, load_state
from game.services.bots import choose, fallback_choice
from tests.game.helpers import payload
from tests.security.leaks import SPECTATOR, Knowledge, leaks
from tests.security.players import seated_match
from tests.security.wsclient import connect, drain, session_cookie

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.asyncio, pytest.mark.slow]
MAX_STEPS = {"duel": 300, "ffa3": 220, "ffa4": 200, "2v2": 200}  # then everyone concedes: bounded
PAGE_EVERY = 40  # steps between HTTP snapshots of each viewer's pages


class Viewer:
    def __init__(self, seat: int, user, socket) -> None:
        self.seat, self.user, self.socket = seat, user, socket
        self.known = Knowledge(seat)
        self.client = Client()
        if user is not None:
            self.client.cookies["sessionid"] = session_cookie(user).split("=", 1)[1]
        self.received = 0
        self.problems: list[str] = []

    def check(self, data: str, st: State, where: str) -> None:
        self.received += len(data)
        self.known.learn(st)
        found = leaks(data, st, self.known)
        if found:
            self.problems.append(f"seat {self.seat} step {st.step} {where}: {', '.join(found[:5])} {context(data, found)}")

    def pages(self, match_id: int, st: State) -> None:
        for url in (f"/matches/{match_id}/", "/watch/", f"/api/matches/{match_id}/", "/api/matches/?status=live"):
            self.check(self.client.get(url).content.decode(), st, url)
        replay = self.client.get(f"/api/matches/{match_id}/replay/")
        if st.over:  # once the match has ended its full replay is public: nothing is hidden any more
            assert replay.status_code == 200
        else:
            assert replay.status_code == 403
            self.check(replay.content.decode(), st, "replay")


def bot_choice(st: State, seat: int) -> Action:
    """The bot's decision; should the bot propose something the engine refuses (a bot bug, not
    what this audit is about), the plain fallback instead."""
    legal = [a for a in legal_actions(st, seat) if a.kind != "concede"]
    action = choose(st, seat, legal)
    try:  # as the server will see it: through the client payload
        apply(st, Action.from_data({**payload(action), "player": seat}))
    except IllegalAction:
        return fallback_choice(legal)
    return action


def events_of(match_id: int, seq: int) -> list[dict]:
    return MatchAction.objects.get(match_id=match_id, seq=seq).events


async def frames_until(viewer: Viewer, step: int) -> list[str]:
    frames: list[str] = []
    for _ in range(40):
        frames.append(await viewer.socket.receive_from(timeout=10))
        if f'data-seq="{step}"' in frames[-1]:
            return frames
        assert 'id="notice"' not in frames[-1], frames[-1]
    raise AssertionError(f"seat {viewer.seat} never saw step {step}")


async def play(mode: str, monkeypatch) -> list[Viewer]:
    monkeypatch.setattr(MatchConsumer, "rate", 10_000.0)  # the test acts as fast as the server answers
    match, users = await sync_to_async(seated_match)(mode)
    viewers = [await sync_to_async(Viewer)(i, u, await connect(match.pk, u)) for i, u in enumerate(users)]
    viewers.append(await sync_to_async(Viewer)(SPECTATOR, None, await connect(match.pk)))
    st = await sync_to_async(load_state)(match)
    for v in viewers:
        v.known.hear(match.setup_events, st)
        for frame in await drain(v.socket, quiet=0.3):
            v.check(frame, st, "ws")
        await sync_to_async(v.pages)(match.pk, st)
    conceding = 0
    while not st.over:
        seat = decider(st)
        if st.step >= MAX_STEPS[mode]:
            seat, move = conceding, {"kind": "concede"}
            conceding += 1
        else:
            move = payload(await sync_to_async(bot_choice)(st, seat))
        await viewers[seat].socket.send_to(text_data=json.dumps({"seq": st.step, "action": move}))
        received = [await frames_until(v, st.step + 1) for v in viewers]
        st = await sync_to_async(load_state)(await sync_to_async(Match.objects.get)(pk=match.pk))
        events = await sync_to_async(events_of)(match.pk, st.step - 1)
        for v, frames in zip(viewers, received, strict=True):
            v.known.hear(events, st)
            for frame in frames:
                v.check(frame, st, "ws")
        if st.step % PAGE_EVERY == 0:
            for v in viewers:
                await sync_to_async(v.pages)(match.pk, st)
    assert (await sync_to_async(Match.objects.get)(pk=match.pk)).status == Status.FINISHED
    for v in viewers:
        await v.socket.disconnect()
    return viewers


@pytest.mark.parametrize("mode", ["duel", "ffa3", "ffa4", "2v2"])
async def test_no_hidden_card_reaches_anyone(mode, demo, monkeypatch):
    viewers = await play(mode, monkeypatch)
    assert all(v.received > 10_000 for v in viewers)  # they really watched a game
    problems = [p for v in viewers for p in v.problems]
    assert not problems, "\n".join(problems[:20])


def context(data: str, found: list[str]) -> str:
    """Some text around the first leak, for the failure message."""
    needle = found[0].split(" ", 1)[1].strip("'")
    at = data.find(needle)
    return repr(data[max(0, at - 150):at + 80]) if at >= 0 else ""
