"""Abandoned matches end (issue 15.7): no player connected for the set time ends a live match,
recorded with the reason; it leaves the live list and its board knows it is finished. And a
finished match against bots offers a rematch with the same decks."""

from __future__ import annotations

import pytest

from game.live.presence import arrive, leave
from game.models import Match, Seat, Status
from game.services import load_state
from game.services.abandon import end_abandoned, forget, reason, sweep
from game.services.board import game_context, render_regions
from game.services.history import live_matches
from game.services.lobby import LobbyError, rematch

from .helpers import bot_table

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def fresh_clock():
    forget()
    yield
    forget()


@pytest.fixture
def vs_bot(annie, garen):
    return bot_table(annie, garen, "duel", 2)


def test_a_match_nobody_plays_in_ends_after_the_set_time(vs_bot):
    assert sweep(now=100.0, limit=60) == []  # first seen empty: the clock starts
    assert sweep(now=159.0, limit=60) == []
    assert sweep(now=160.0, limit=60) == [vs_bot.pk]
    vs_bot.refresh_from_db()
    assert vs_bot.status == Status.FINISHED and vs_bot.winners == [] and vs_bot.finished is not None
    assert vs_bot.result == "Abandoned: no player connected for 1 minute"
    assert vs_bot.pk not in [m.pk for m in live_matches()]
    assert sweep(now=500.0, limit=60) == []  # ended once


def test_a_connected_player_keeps_it_live_and_restarts_the_clock(vs_bot):
    arrive(vs_bot.pk, "seat-channel", spectator=False)
    try:
        assert sweep(now=0.0, limit=10) == [] and sweep(now=1000.0, limit=10) == []
    finally:
        leave(vs_bot.pk, "seat-channel")
    assert sweep(now=1001.0, limit=10) == []  # away from now on: the full time again
    assert sweep(now=1010.0, limit=10) == [] and sweep(now=1011.0, limit=10) == [vs_bot.pk]


def test_spectators_do_not_keep_a_match_alive(vs_bot):
    arrive(vs_bot.pk, "spectator-channel", spectator=True)
    try:
        sweep(now=0.0, limit=5)
        assert sweep(now=5.0, limit=5) == [vs_bot.pk]
    finally:
        leave(vs_bot.pk, "spectator-channel")


def test_bot_only_matches_and_a_zero_limit_are_left_alone(vs_bot):
    Seat.objects.filter(match=vs_bot, index=0).update(user=None, is_bot=True)
    sweep(now=0.0, limit=1)
    assert sweep(now=50.0, limit=1) == []
    Seat.objects.filter(match=vs_bot, index=0).update(is_bot=False)
    assert sweep(now=100.0, limit=0) == []
    assert Match.objects.get(pk=vs_bot.pk).status == Status.LIVE


def test_the_board_of_an_abandoned_match_is_finished(vs_bot):
    state = load_state(vs_bot)
    assert not state.over
    assert end_abandoned(vs_bot.pk, reason(900)) and not end_abandoned(vs_bot.pk, reason(900))
    vs_bot.refresh_from_db()
    ctx = game_context(vs_bot, state, 0, replay=False, act=True)
    assert ctx["finished"] and not ctx["can_concede"] and not ctx["actions"]
    assert ctx["outcome"]["ended"] == "Abandoned: no player connected for 15 minutes"
    regions = render_regions(ctx)
    assert "Abandoned: no player connected for 15 minutes" in regions["result"]
    assert 'data-over="1"' in regions["turn"] and "b-turn" not in regions["seat-head-0"]
    assert "/rematch/" in regions["result"]  # every other seat is a bot
    at_end = game_context(vs_bot, state, None, replay=True, act=False)
    Match.objects.filter(pk=vs_bot.pk).update(step=state.step + 5)  # as if it had gone on
    earlier = game_context(Match.objects.get(pk=vs_bot.pk), state, None, replay=True, act=False)
    assert at_end["finished"] and not earlier["finished"]  # a replay shows the end at its last step only


def test_a_rematch_against_bots_keeps_the_decks_and_seats(annie, garen):
    old = bot_table(annie, garen, "2v2", 4)
    Match.objects.filter(pk=old.pk).update(status=Status.FINISHED)
    old.refresh_from_db()
    with pytest.raises(LobbyError, match="Only a player"):
        rematch(old, garen)
    new = rematch(old, annie)
    assert new.status == Status.LIVE and new.mode == "2v2" and new.pk != old.pk
    before = [s.deck_id for s in old.seats.order_by("index")]
    after = list(new.seats.order_by("index"))
    assert [s.deck_id for s in after] == before and after[0].user_id == annie.pk
    assert all(s.is_bot for s in after[1:])
    assert [s.bot_level for s in after] == [s.bot_level or ("" if s.user_id else "normal") for s in old.seats.order_by("index")]


def test_no_rematch_while_live_and_people_are_offered_one(duel, annie):
    with pytest.raises(LobbyError, match="once the match is over"):
        rematch(duel, annie)
    Match.objects.filter(pk=duel.pk).update(status=Status.FINISHED)
    duel.refresh_from_db()
    with pytest.raises(LobbyError, match="against bots only"):
        rematch(duel, annie)  # starting one at once is for bots only; people offer and accept it
    regions = render_regions(game_context(duel, load_state(duel), 0, replay=False, act=True))
    assert "/rematch/" in regions["result"] and "rematch-offer" in regions["result"]
    assert "Watch the replay" in regions["result"]
    watching = render_regions(game_context(duel, load_state(duel), None, replay=False, act=True))
    assert "/rematch/" not in watching["result"]  # a spectator has none to offer
