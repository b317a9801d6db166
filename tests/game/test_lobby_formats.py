"""The lobby and formats: which format a match uses (Standard or casual), the deck gate for it, 2v2
seating and turn order (Tournament Rules 603.7.a), and deck-building choices carried into a match."""

from __future__ import annotations

import pytest
from django.urls import reverse

from decks.models import Card, Deck, DeckCard
from decks.services import spec_from_deck
from game.models import Match, Seat, Status
from game.services import LobbyError, create_match, join_match, load_state
from game.services.decks import check_deck, engine_deck
from game.services.lobby import create_bot_match, seat_name

pytestmark = pytest.mark.django_db


def _one_card_more(deck: Deck) -> None:
    """41 main-deck cards (a deck stored before formats existed may have them): one more playable
    card of the legend's domains."""
    from decks.demo import playable

    legend_domains = set(deck.legend.domains)
    names = {e.card.name for e in deck.cards.all()}
    extra = next(c for c in Card.objects.filter(type="unit", supertype="").order_by("set_code", "number")
                 if c.domains and set(c.domains) <= legend_domains and c.name not in names and playable(c))
    DeckCard.objects.create(deck=deck, card=extra, zone="main", count=1)


def test_matches_are_standard_unless_told_and_the_format_is_stored(annie, garen, annie_deck, garen_deck):
    standard = create_match(annie, "duel", annie_deck)
    assert standard.format == "standard"
    casual = create_match(annie, "duel", annie_deck, deck_format="casual")
    assert casual.format == "casual"
    before = Match.objects.count()
    with pytest.raises(LobbyError, match="Unknown format 'modern'"):
        create_match(annie, "duel", annie_deck, deck_format="modern")
    with pytest.raises(LobbyError, match="Unknown format"):
        create_bot_match(annie, "duel", deck_format="")
    assert Match.objects.count() == before


def test_the_deck_gate_follows_the_matchs_format(annie, garen, annie_deck, garen_deck):
    _one_card_more(garen_deck)
    assert sum(e.count for e in garen_deck.cards.filter(zone="main")) == 41
    assert check_deck(garen_deck, "duel", "casual").usable
    check = check_deck(garen_deck, "duel", "standard")
    assert not check.usable and "exactly 40" in check.reason
    match = create_match(annie, "duel", annie_deck)  # Standard
    with pytest.raises(LobbyError, match="exactly 40"):
        join_match(match, garen, garen_deck)
    assert Seat.objects.get(match=match, index=1).is_open  # nothing changed
    casual = create_match(annie, "duel", annie_deck, deck_format="casual")
    join_match(casual, garen, garen_deck)
    casual.refresh_from_db()
    assert casual.status == Status.LIVE


def test_a_banned_card_keeps_a_deck_out_of_standard_matches(annie, annie_deck):
    climb = Card.objects.get(name="Aspirant's Climb")
    entry = annie_deck.cards.filter(zone="battlefields").first()
    DeckCard.objects.filter(pk=entry.pk).update(card=climb)
    with pytest.raises(LobbyError, match="banned in Standard"):
        create_match(annie, "duel", annie_deck)
    assert create_match(annie, "duel", annie_deck, deck_format="casual").format == "casual"


def test_the_lobby_tells_which_format_a_match_uses(client, annie, garen, annie_deck):
    match = create_match(annie, "duel", annie_deck, deck_format="casual")
    client.force_login(garen)
    html = client.get(reverse("game:match", args=[match.pk])).content.decode()
    assert 'id="lobby-format"' in html and ">Casual</span> Every deck in this match must be legal in Casual" in html
    assert 'class="match-format" data-format="casual">Casual<' in html
    play = client.get(reverse("home")).content.decode()
    row = play[play.index(f'#{match.pk}</span>'):]
    assert 'data-format="casual">Casual</span>' in row[: row.index("</li>")]
    # The create form offers both formats and says what the chosen one asks.
    play = client.get(reverse("home"), {"format": "casual"}).content.decode()
    assert '<input type="hidden" name="format" value="casual">' in play
    assert "Friendly play: at least 40 main-deck cards" in play
    assert 'name="format" value="standard"' in client.get(reverse("home"), {"format": "nonsense"}).content.decode()


def test_create_form_posts_the_format(client, annie, annie_deck):
    client.force_login(annie)
    client.post(reverse("game:create"), {"mode": "duel", "deck": annie_deck.pk, "seat1": "open",
                                         "format": "casual", "listed": "on"})
    assert Match.objects.get().format == "casual"
    response = client.post(reverse("game:create"), {"mode": "duel", "deck": annie_deck.pk, "format": "vintage"})
    assert response.status_code == 302 and Match.objects.count() == 1


# -- 2v2 seating and turn order (TR 603.2.a, 603.7.a) ----------------------------------------------------------


def test_2v2_seats_are_team_1_a_team_2_a_team_1_b_team_2_b():
    assert [seat_name("2v2", i) for i in range(4)] == [
        "Team 1 · player A", "Team 2 · player A", "Team 1 · player B", "Team 2 · player B"]
    assert seat_name("duel", 1) == "Seat 2"


def test_2v2_turn_order_follows_the_seats(annie, garen):
    from tests.game.helpers import bot_table

    match = bot_table(annie, garen, "2v2", 4)
    seats = list(match.seats.order_by("index"))
    assert [s.team for s in seats] == [1, 2, 1, 2]
    state = load_state(match)
    # The engine's players are the seats in order: team 1 A, team 2 A, team 1 B, team 2 B.
    assert [p.team for p in state.players] == [1, 2, 1, 2]
    assert [p.name for p in state.players] == [s.deck_list["name"] for s in seats]
    first = state.first
    order = [(first + k) % 4 for k in range(8)]
    assert [state.players[i].team for i in order[:4]] in ([1, 2, 1, 2], [2, 1, 2, 1])
    # Wherever play begins, the order runs A1, A2, B1, B2 around (603.7.a.5, 603.7.c).
    cycle = ["1A", "2A", "1B", "2B"]
    labels = [f"{state.players[i].team}{'AB'[i // 2]}" for i in order[:4]]
    start = cycle.index(labels[0])
    assert labels == cycle[start:] + cycle[:start]


def test_2v2_lobby_shows_the_seating(client, annie, annie_deck):
    match = create_match(annie, "2v2", annie_deck)
    client.force_login(annie)
    html = client.get(reverse("game:match", args=[match.pk])).content.decode()
    for name in ("Team 1 · player A", "Team 2 · player A", "Team 1 · player B", "Team 2 · player B"):
        assert name in html
    assert "team 1 A, team 2 A, team 1 B, team 2 B" in html
    play = client.get(reverse("home"), {"mode": "2v2"}).content.decode()
    assert "Your deck (Team 1 · player A)" in play and "<label>Team 2 · player A" in play


# -- deck-building choices in a match --------------------------------------------------------------------------


def test_legend_choices_travel_into_the_match_deck_list(annie_deck):
    spec = spec_from_deck(annie_deck)
    assert "legend_choices" not in engine_deck(spec, "x")  # a deck without choices: as before
    sett, leona = Card.objects.get(code="OGN-269"), Card.objects.get(code="OGN-261")
    spec.legend_choices = [sett, leona]
    assert engine_deck(spec, "x")["legend_choices"] == ["OGN-269", "OGN-261"]



def test_legend_choices_reach_the_engines_state(annie_deck):
    """103.1, TR 401.2.a: the legends chosen with the deck are the player's in the game (Neeko, Blending In reads
    them as she is played: tests/cards/test_radiance_last.py)."""
    from game.engine import new_game

    spec = spec_from_deck(annie_deck)
    spec.legend_choices = [Card.objects.get(code="OGN-269"), Card.objects.get(code="OGN-261")]
    st, _ = new_game([engine_deck(spec, "A"), engine_deck(spec_from_deck(annie_deck), "B")], seed=1)
    assert st.players[0].extra["legend_choices"] == ["OGN-269", "OGN-261"]
    assert st.table.defs["OGN-269"].type == "legend" and "legend_choices" not in st.players[1].extra


def test_the_match_api_says_the_format(client, annie, annie_deck):
    match = create_match(annie, "duel", annie_deck, deck_format="casual")
    body = client.get(f"/api/matches/{match.pk}/").json()
    assert (body["format"], body["best_of"]) == ("casual", 1)


def test_watch_bots_form_refuses_an_unknown_format(client, demo, django_user_model, monkeypatch):
    from game import views

    monkeypatch.setattr(views, "schedule_bots", lambda match_id: None)
    client.force_login(django_user_model.objects.create_user("newcomer", password="x"))
    response = client.post(reverse("game:create_bots"), {"format": "duel", "deck_format": "vintage"}, follow=True)
    assert "Unknown format" in response.content.decode() and not Match.objects.exists()
    client.post(reverse("game:create_bots"), {"format": "duel", "deck_format": "casual"})
    assert Match.objects.get().format == "casual"
