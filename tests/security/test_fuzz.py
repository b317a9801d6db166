"""Hypothesis throws malformed and random frames at the match consumer and random strings at the
deck-code decoder and the deck APIs: no server error, no crashed consumer, no state change."""

from __future__ import annotations

import contextlib
import json
import logging

import pytest
from asgiref.sync import async_to_sync
from django.test import Client
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from decks.deckcodes import DeckCodeError, decode_deck
from game.engine.model.actions import KINDS
from game.models import Match, MatchAction
from tests.security.wsclient import connect

pytestmark = pytest.mark.django_db
FUZZ = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])

json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-2**70, 2**70) | st.floats(allow_nan=False) | st.text(max_size=20),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=12)
actions = st.fixed_dictionaries({"kind": st.sampled_from(sorted(KINDS))}, optional={
    k: json_values for k in ("card", "to", "units", "targets", "options", "pay", "ability", "player")})
wellish = st.fixed_dictionaries({"seq": st.integers(1, 10**6) | json_values, "action": actions | json_values},
                                optional={"match": json_values})
frames = st.one_of(st.text(min_size=1, max_size=300), st.binary(min_size=1, max_size=100), json_values.map(json.dumps),
                   wellish.map(json.dumps), st.just("{" * 5000))


async def throw(match_id: int, user, sent: list[str | bytes]) -> list[str]:
    comm = await connect(match_id, user)
    await comm.receive_from(timeout=5)  # the board
    answers = []
    for frame in sent:
        await comm.send_to(**({"bytes_data": frame} if isinstance(frame, bytes) else {"text_data": frame}))
        answer = await comm.receive_from(timeout=5)
        while 'id="notice"' not in answer:  # presence updates may come first
            answer = await comm.receive_from(timeout=5)
        answers.append(answer)
    await comm.send_to(text_data="still alive?")
    assert "Frames must be JSON" in await comm.receive_from(timeout=5)
    await comm.disconnect()
    return answers


@FUZZ
@given(sent=st.lists(frames, min_size=1, max_size=6))
def test_random_frames_are_refused_cleanly(duel, annie, sent, caplog):
    with caplog.at_level(logging.ERROR):
        answers = async_to_sync(throw)(duel.pk, annie, sent)
    assert len(answers) == len(sent)
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR]
    assert MatchAction.objects.count() == 0 and Match.objects.get(pk=duel.pk).step == 0


@FUZZ
@given(code=st.text(max_size=200) | st.from_regex(r"[A-Z2-7]{1,120}", fullmatch=True))
def test_deck_code_decoder_never_crashes(code):
    with contextlib.suppress(DeckCodeError):
        decode_deck(code)


@FUZZ
@given(body=json_values, code=st.text(max_size=120))
def test_deck_apis_answer_without_server_errors(body, code):
    client = Client()
    for url, data in (("/api/decks/validate/", body), ("/api/decks/validate/", {"code": code}),
                      ("/api/deck-codes/decode/", {"code": code}), ("/api/deck-codes/encode/", body)):
        response = client.post(url, json.dumps(data), content_type="application/json")
        assert response.status_code < 500, (url, data, response.status_code)
    response = client.post("/api/decks/validate/", b"\xff\xfe{not json", content_type="application/json")
    assert response.status_code < 500
