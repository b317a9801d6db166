"""A rematch with people (issue 12.4): offered by one player, accepted by each other, the same seats
and decks; nobody else can take a seat; pressing twice changes nothing; the result banner says where
it stands."""

from __future__ import annotations

import pytest

from game.models import Match, Seat, Status
from game.services import join_match, submit_action
from game.services.board import game_context, render_regions
from game.services.lobby import LobbyError
from game.services.rematch import offer_or_accept, rematch_state
from game.services.state import load_state

pytestmark = pytest.mark.django_db


def finish(match: Match, loser: int) -> Match:
    submit_action(match.pk, loser, load_state(match).step, {"kind": "concede"})
    match.refresh_from_db()
    assert match.status == Status.FINISHED
    return match


def test_one_offers_the_other_accepts_with_the_same_seats_and_decks(duel, annie, garen):
    old = finish(duel, 1)
    assert rematch_state(old, 0)["kind"] == "offer" and rematch_state(old, 1)["kind"] == "offer"
    new = offer_or_accept(old, garen)  # the loser offers
    assert new.status == Status.LOBBY and new.rematch_of_id == old.pk and not new.is_open
    assert rematch_state(old, 1)["kind"] == "waiting" and "demo-annie" in rematch_state(old, 1)["words"]
    assert rematch_state(old, 0)["kind"] == "accept" and "demo-garen offers" in rematch_state(old, 0)["words"]
    assert offer_or_accept(old, garen).pk == new.pk  # pressed again: nothing new
    assert Match.objects.filter(rematch_of=old).count() == 1
    started = offer_or_accept(old, annie)
    assert started.pk == new.pk and started.status == Status.LIVE
    before = [(s.index, s.user_id, s.deck_id, s.team) for s in old.seats.order_by("index")]
    after = [(s.index, s.user_id, s.deck_id, s.team) for s in started.seats.order_by("index")]
    assert after == before
    assert rematch_state(old, 0)["kind"] == "open"
    regions = render_regions(game_context(old, load_state(old), 0, replay=False, act=True))
    assert f"/matches/{new.pk}/" in regions["result"] and "Go to the rematch" in regions["result"]


def test_nobody_else_takes_a_kept_seat(duel, annie, garen, django_user_model):
    old = finish(duel, 0)
    new = offer_or_accept(old, annie)
    stranger = django_user_model.objects.create_user("stranger", password="pw-for-tests-only")
    with pytest.raises(LobbyError, match="Only a player"):
        offer_or_accept(old, stranger)
    deck = Seat.objects.get(match=old, index=1).deck
    with pytest.raises(LobbyError, match="kept for the players"):
        join_match(new, garen, deck)  # not through the lobby: through the old match's result
    assert Seat.objects.get(match=new, index=1).is_open


def test_no_rematch_while_live(duel, annie):
    with pytest.raises(LobbyError, match="once the match is over"):
        offer_or_accept(duel, annie)
    assert not Match.objects.filter(rematch_of=duel).exists()


def test_a_deleted_deck_means_no_rematch(duel, annie, garen):
    old = finish(duel, 0)
    Seat.objects.get(match=old, index=1).deck.delete()
    assert rematch_state(old, 0) is None
    with pytest.raises(LobbyError, match="no longer exists"):
        offer_or_accept(old, annie)
