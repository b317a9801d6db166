"""Creating and joining matches, deck gates, pages and permissions."""

from __future__ import annotations

import re

import pytest
from django.urls import reverse

from decks.models import Deck
from game.engine import view
from game.models import SEATS_BY_MODE, Match, Seat, Status
from game.services import LobbyError, create_match, join_match, load_state
from game.services.bots import run_bots
from game.services.decks import check_deck

pytestmark = pytest.mark.django_db


def test_create_leaves_an_open_seat_then_join_starts(annie, garen, annie_deck, garen_deck):
    match = create_match(annie, "duel", annie_deck)
    assert match.status == Status.LOBBY
    assert [s.is_open for s in match.seats.order_by("index")] == [False, True]
    join_match(match, garen, garen_deck)
    match.refresh_from_db()
    assert match.status == Status.LIVE
    seat = Seat.objects.get(match=match, index=1)
    assert seat.user == garen and seat.deck_list["name"] == "demo-garen" and seat.deck_list["main"]
    assert load_state(match).step == 0


def test_join_refusals(annie, garen, annie_deck, garen_deck):
    match = create_match(annie, "duel", annie_deck)
    with pytest.raises(LobbyError, match="already have a seat"):
        join_match(match, annie, annie_deck)
    with pytest.raises(LobbyError, match="own decks"):
        join_match(match, garen, annie_deck)
    join_match(match, garen, garen_deck)
    with pytest.raises(LobbyError, match="already started"):
        join_match(match, garen, garen_deck)


def test_unimplemented_cards_block_a_deck(annie_deck, not_playable):
    from decks.models import Card, DeckCard

    assert check_deck(annie_deck, "duel").usable
    legend_domains = set(annie_deck.legend.domains)
    in_deck = set(annie_deck.cards.values_list("card__name", flat=True))
    blocker = next(c for c in Card.objects.filter(type="unit", supertype="").order_by("code")
                   if set(c.domains) <= legend_domains and c.name not in in_deck)
    not_playable(blocker)  # one the engine can't play yet (the real ones run out as the sets get done)
    swapped = annie_deck.cards.filter(zone="main").exclude(card=annie_deck.champion).first()
    DeckCard.objects.filter(pk=swapped.pk).update(card=blocker)
    check = check_deck(annie_deck, "duel")
    assert not check.usable
    assert check.blocking == [blocker.name] and "can't play yet" in check.reason
    with pytest.raises(LobbyError, match="can't play yet"):
        create_match(annie_deck.owner, "duel", annie_deck)


def test_an_unimplemented_sideboard_card_blocks_a_deck(annie_deck, not_playable):
    """A best of 3 can bring sideboard cards in: one the engine can't play blocks the deck like one in
    the main deck would (the builder says the same: decks.playable)."""
    from decks.models import Card, DeckCard

    legend_domains = set(annie_deck.legend.domains)
    in_deck = set(annie_deck.cards.values_list("card__name", flat=True))
    blocker = next(c for c in Card.objects.filter(type="unit", supertype="").order_by("code")
                   if set(c.domains) <= legend_domains and c.name not in in_deck)
    not_playable(blocker)  # one the engine can't play yet (the real ones run out as the sets get done)
    DeckCard.objects.filter(deck=annie_deck, zone="sideboard").delete()
    assert check_deck(annie_deck, "duel").usable
    DeckCard.objects.create(deck=annie_deck, card=blocker, zone="sideboard", count=1)
    check = check_deck(annie_deck, "duel")
    assert not check.errors and check.blocking == [blocker.name] and not check.usable
    with pytest.raises(LobbyError, match="can't play yet"):
        create_match(annie_deck.owner, "duel", annie_deck)


def test_bot_seat_plays_through_the_same_path(annie, annie_deck):
    match = create_match(annie, "duel", annie_deck, others=["bot"])
    assert match.status == Status.LIVE
    assert Seat.objects.get(match=match, index=1).is_bot
    from game.services import decider, submit_action
    from tests.game.helpers import payload, simple_action

    state = load_state(match)
    while decider(state) == 0:  # the human decides first: run_bots waits for them
        assert run_bots(match) == 0
        seat, action = simple_action(state)
        state = submit_action(match, seat, state.step, payload(action)).state
    before = state.step
    taken = run_bots(match)
    state = load_state(match)
    assert taken >= 1 and state.step == before + taken
    assert decider(state) != 1  # it stopped when the game waited for the human (or ended)
    assert match.actions.filter(seat=1).count() >= taken


def test_play_page_lists_open_and_ongoing(client, annie, garen, annie_deck):
    match = create_match(annie, "duel", annie_deck)
    client.force_login(garen)
    page = client.get("/").content.decode()
    assert reverse("game:match", args=[match.pk]) in page and "Open matches" in page
    client.force_login(annie)
    page = client.get("/").content.decode()
    assert "Your matches" in page and "Rejoin" in page


def test_create_and_join_by_post(client, annie, garen, annie_deck, garen_deck):
    client.force_login(annie)
    response = client.post(reverse("game:create"), {"mode": "duel", "deck": annie_deck.pk, "seat1": "open",
                                                    "listed": "on"})
    match = Match.objects.get()
    assert response.status_code == 302 and response["Location"] == reverse("game:match", args=[match.pk])
    client.force_login(garen)
    client.post(reverse("game:join", args=[match.pk]), {"deck": garen_deck.pk})
    match.refresh_from_db()
    assert match.status == Status.LIVE


def test_posts_need_login_and_csrf(client, annie, annie_deck):
    assert client.post(reverse("game:create"), {"mode": "duel"}).status_code == 302  # to login
    from django.test import Client

    strict = Client(enforce_csrf_checks=True)
    strict.force_login(annie)
    assert strict.post(reverse("game:create"), {"mode": "duel", "deck": annie_deck.pk}).status_code == 403


def test_invite_only_match_needs_the_token(client, annie, garen, annie_deck, garen_deck):
    match = create_match(annie, "duel", annie_deck, is_open=False)
    client.force_login(garen)
    assert match.pk not in [m.pk for m in client.get("/").context["open_matches"]]
    client.post(reverse("game:join", args=[match.pk]), {"deck": garen_deck.pk})
    match.refresh_from_db()
    assert match.status == Status.LOBBY
    page = client.get(f"{reverse('game:match', args=[match.pk])}?invite={match.invite_token}").content.decode()
    assert 'name="token"' in page
    client.post(reverse("game:join", args=[match.pk]), {"deck": garen_deck.pk, "token": match.invite_token})
    match.refresh_from_db()
    assert match.status == Status.LIVE


def _oids(html: str) -> set[int]:
    return {int(x) for x in re.findall(r'data-oid="(\d+)"', html)}


def test_board_pages_never_show_hidden_cards(client, duel, annie, garen):
    state = load_state(duel)
    hands = [set(p.hand) for p in state.players]
    decks = set(state.players[0].main_deck) | set(state.players[1].main_deck)
    url = reverse("game:match", args=[duel.pk])
    spectator = client.get(url).content.decode()
    assert 'id="hand"' not in spectator
    assert not _oids(spectator) & (hands[0] | hands[1] | decks)
    client.force_login(annie)
    mine = client.get(url).content.decode()
    assert hands[0] <= _oids(mine)
    assert not _oids(mine) & (hands[1] | decks)
    # hidden names of the opponent's hand are not in the page either (unless also public elsewhere)
    public = {o["name"] for o in _public_objects(view(state, 0))}
    for oid in hands[1]:
        name = state.name(oid)
        if name not in public and name not in {state.name(h) for h in hands[0]}:
            assert name not in mine


def _public_objects(v: dict) -> list[dict]:
    out = []
    for p in v["players"]:
        for zone in ("champion", "base", "runes", "trash", "banishment"):
            out += p[zone]
        if p["legend"]:
            out.append(p["legend"])
    for b in v["battlefields"]:
        out.append(b["card"])
        out += b["units"]
    return out


def test_seats_see_their_own_decisions_only(client, duel, annie, garen):
    state = load_state(duel)
    url = reverse("game:match", args=[duel.pk])
    deciding = annie if state.pending.player == 0 else garen
    waiting = garen if deciding == annie else annie
    client.force_login(deciding)
    assert "Keep this hand" in client.get(url).content.decode()
    client.force_login(waiting)
    page = client.get(url).content.decode()
    assert "Keep this hand" not in page and "Waiting for" in page


def test_replay_opens_when_the_match_is_over(client, duel):
    from game.services import submit_action

    url = reverse("game:replay", args=[duel.pk])
    assert client.get(url).status_code == 404
    submit_action(duel, 0, 0, {"kind": "concede"})
    page = client.get(url + "?step=0&seat=1")
    assert page.status_code == 200 and "step <b>0</b> / 1" in page.content.decode()
    assert client.get(url + "?step=1").status_code == 200


def test_histories(client, duel, annie, annie_deck):
    from game.services import submit_action

    submit_action(duel, 1, 0, {"kind": "concede"})
    page = client.get(reverse("game:player_history", args=["demo-annie"])).content.decode()
    assert "won" in page and "100%" in page
    annie_deck.is_public = True
    annie_deck.save()
    page = client.get(reverse("game:deck_history", args=[annie_deck.pk])).content.decode()
    assert "1 won" in page


def test_watch_lists_live_matches(client, duel):
    page = client.get(reverse("watch")).content.decode()
    assert reverse("game:match", args=[duel.pk]) in page and "demo-garen" in page


def test_private_deck_history_is_hidden(client, garen):
    deck = Deck.objects.filter(owner=garen).first()
    deck.is_public = False
    deck.save()
    assert client.get(reverse("game:deck_history", args=[deck.pk])).status_code == 404


@pytest.fixture
def newcomer(demo, django_user_model):
    """A user without a single deck: bot-only matches take the public demo decks."""
    return django_user_model.objects.create_user("newcomer", password="x")


def _assert_bot_seats(match, mode: str) -> None:
    from game.services.lobby import bot_ready

    seats = list(match.seats.order_by("index"))
    assert len(seats) == SEATS_BY_MODE[mode]
    assert all(s.is_bot and s.user_id is None and s.deck_list["main"] for s in seats)
    assert all(bot_ready(s.deck, mode, match.best_of) for s in seats)
    assert [s.deck_list["name"] for s in seats] == [f"Bot {i + 1}" for i in range(len(seats))]
    assert {s.bot_level for s in seats} == {"normal"}
    if mode == "2v2":
        for a, b in ((seats[0], seats[2]), (seats[1], seats[3])):
            assert a.team == b.team and a.deck_list["legend"] != b.deck_list["legend"]
            assert not set(a.deck_list["battlefields"]) & set(b.deck_list["battlefields"])


@pytest.mark.parametrize("mode", ["ffa4", "2v2"])
def test_a_bot_only_match_starts_at_once_and_the_bots_play_it_to_the_end(newcomer, mode):
    from game.services.lobby import create_bot_match

    match = create_bot_match(newcomer, mode, seed=2)
    assert match.status == Status.LIVE and match.created_by == newcomer
    _assert_bot_seats(match, mode)
    # Four demo decks, a different one each; in 2v2 Standard the Starter Master Yi deck is banned
    # (ban list of 2026-07-24), so three serve and one comes back in the other team.
    legends = [s.deck_list["legend"] for s in match.seats.all()]
    assert len({s.deck_id for s in match.seats.all()}) == (3 if mode == "2v2" else 4)
    assert ("OGS-019" in legends) == (mode != "2v2")
    taken = run_bots(match)  # the bots' own path: bot_step -> submit_action, one action at a time
    match.refresh_from_db()
    assert match.status == Status.FINISHED and match.winners and match.result
    assert taken == match.step == match.actions.count() and load_state(match).over
    assert {a.seat for a in match.actions.all()} == set(range(4))
    if mode == "2v2":
        assert sorted(match.winners) in ([0, 2], [1, 3])


def test_bot_only_best_of_3_and_refusals(newcomer, annie):
    from game.services.lobby import create_bot_match

    match = create_bot_match(newcomer, "duel", best_of=3, seed=5)
    assert match.is_series and match.status == Status.LIVE
    _assert_bot_seats(match, "duel")
    with pytest.raises(LobbyError, match="Unknown mode"):
        create_bot_match(newcomer, "ffa5")
    with pytest.raises(LobbyError, match="Duel mode"):
        create_bot_match(newcomer, "2v2", best_of=3)
    assert Match.objects.count() == 1
    Deck.objects.update(is_public=False)  # the newcomer has no deck and nothing is public
    with pytest.raises(LobbyError, match="enough legal"):
        create_bot_match(newcomer, "ffa3")
    mine = create_bot_match(annie, "duel", seed=1)  # annie's own (private now) decks still serve
    assert {s.deck.owner_id for s in mine.seats.all()} == {annie.pk}


def test_a_2v2_with_three_bots_gives_teammates_different_decks(annie, annie_deck):
    """Bots play the chosen bot deck unless a teammate already has its legend or a battlefield."""
    match = create_match(annie, "2v2", annie_deck, others=["bot", "bot", "bot"])
    assert match.status == Status.LIVE
    seats = list(match.seats.order_by("index"))
    assert seats[1].deck_id == annie_deck.pk  # the bots' deck where it fits
    assert seats[2].deck_list["legend"] != seats[0].deck_list["legend"]
    assert seats[3].deck_list["legend"] != seats[1].deck_list["legend"]


def test_joining_2v2_with_the_teammates_legend_is_refused(annie, garen, annie_deck):
    from game.services.lobby import add_bot

    match = create_match(annie, "2v2", annie_deck)
    add_bot(match, annie, Deck.objects.filter(owner=annie).exclude(pk=annie_deck.pk).first())
    garen_copy = Deck.objects.create(owner=garen, name="Annie copy")
    from decks.services import save_spec, spec_from_deck

    save_spec(garen_copy, spec_from_deck(annie_deck))
    with pytest.raises(LobbyError, match="teammates need different legends"):
        join_match(match, garen, garen_copy)  # seat 2 is seat 0's teammate
    assert Seat.objects.get(match=match, index=2).is_open


def test_watch_bots_form_starts_a_bot_match_and_shows_the_creator_as_a_spectator(client, newcomer, monkeypatch):
    from game import views

    scheduled = []
    monkeypatch.setattr(views, "schedule_bots", scheduled.append)
    client.force_login(newcomer)
    page = client.get("/?mode=ffa4").content.decode()
    assert reverse("game:create_bots") in page and 'value="ffa4" selected' in page
    response = client.post(reverse("game:create_bots"), {"format": "ffa4"})
    match = Match.objects.get()
    assert response.status_code == 302 and response["Location"] == reverse("game:match", args=[match.pk])
    assert match.status == Status.LIVE and match.mode == "ffa4" and scheduled == [match.pk]
    _assert_bot_seats(match, "ffa4")
    board = client.get(response["Location"]).content.decode()
    assert "Spectating" in board and 'id="hand"' not in board and "you are watching" in board
    watch = client.get(reverse("watch")).content.decode()
    assert reverse("game:match", args=[match.pk]) in watch and "Bot 4" in watch
    client.post(reverse("game:create_bots"), {"format": "match"})
    assert Match.objects.filter(best_of=3, mode="duel").count() == 1


@pytest.mark.parametrize("bad", [{"format": "ffa9"}, {"format": ""}, {}])
def test_watch_bots_form_refuses_an_unknown_mode_and_creates_nothing(client, newcomer, monkeypatch, bad):
    from game import views

    monkeypatch.setattr(views, "schedule_bots", lambda match_id: None)
    client.force_login(newcomer)
    response = client.post(reverse("game:create_bots"), bad, follow=True)
    assert response.redirect_chain[-1][0] == reverse("home")
    assert "Unknown mode" in response.content.decode() and not Match.objects.exists()


def test_watch_bots_form_needs_login(client, demo):
    response = client.post(reverse("game:create_bots"), {"format": "duel"})
    assert response.status_code == 302 and "login" in response["Location"] and not Match.objects.exists()


def test_watch_page_shows_2v2_teams_side_by_side(client, newcomer):
    from game.services.lobby import create_bot_match

    match = create_bot_match(newcomer, "2v2", seed=4)
    Match.objects.filter(pk=match.pk).update(points=[3, 5, 3, 5])
    text = re.sub(r"<[^>]+>", "", client.get(reverse("watch")).content.decode())
    assert "Bot 1 bot · Normal &amp; Bot 3 bot · Normal vs Bot 2 bot · Normal &amp; Bot 4 bot · Normal" in text and "3 – 5" in text
    Match.objects.filter(pk=match.pk).update(status=Status.FINISHED)
    text = re.sub(r"<[^>]+>", "", client.get(reverse("watch")).content.decode())
    assert "Bot 1 &amp; Bot 3 vs Bot 2 &amp; Bot 4 · 3 – 5" in text


def test_bot_only_matches_are_limited_per_account(newcomer, annie, settings):
    from game.services.lobby import create_bot_match

    settings.GAME_BOT_MATCH_QUOTA = 2
    first = create_bot_match(newcomer, "duel", seed=1)
    create_bot_match(newcomer, "ffa3", seed=2)
    with pytest.raises(LobbyError, match="already have 2 bot matches running"):
        create_bot_match(newcomer, "duel", seed=3)
    assert Match.objects.filter(created_by=newcomer).count() == 2  # nothing was created
    create_bot_match(annie, "duel", seed=4)  # another account has its own places
    Match.objects.filter(pk=first.pk).update(status=Status.FINISHED)
    create_bot_match(newcomer, "duel", seed=5)  # a finished one frees its place
    settings.GAME_BOT_MATCH_QUOTA = 0
    create_bot_match(newcomer, "duel", seed=6)  # 0: no limit


def test_watch_bots_form_over_the_quota_says_so_and_creates_nothing(client, newcomer, monkeypatch, settings):
    from game import views

    monkeypatch.setattr(views, "schedule_bots", lambda match_id: None)
    settings.GAME_BOT_MATCH_QUOTA = 1
    client.force_login(newcomer)
    client.post(reverse("game:create_bots"), {"format": "duel"})
    response = client.post(reverse("game:create_bots"), {"format": "duel"}, follow=True)
    assert response.redirect_chain[-1][0] == reverse("home")
    assert "already have 1 bot match running" in response.content.decode()
    assert Match.objects.count() == 1


# ----- bot levels (issue 13.1) ----------------------------------------------------------------------


def test_each_bot_seat_gets_the_level_chosen_for_it(annie, annie_deck):
    match = create_match(annie, "ffa3", annie_deck, others=["bot:easy", "bot:hard"])
    seats = list(match.seats.order_by("index"))
    assert [s.bot_level for s in seats] == ["", "easy", "hard"]
    assert [s.bot_badge for s in seats[1:]] == ["bot · Easy", "bot · Hard"]
    plain = create_match(annie, "duel", annie_deck, others=["bot"])
    assert plain.seats.get(index=1).bot_level == "normal"  # "bot" alone: the default level


@pytest.mark.parametrize("choice", ["bot:godlike", "bot:", "robot", "open:hard"])
def test_an_unknown_seat_choice_is_refused_and_creates_nothing(annie, annie_deck, choice):
    with pytest.raises(LobbyError, match="open or a bot"):
        create_match(annie, "duel", annie_deck, others=[choice])
    assert not Match.objects.exists()


def test_a_bot_decides_at_its_seat_level(annie, annie_deck, monkeypatch):
    from game.services import bots

    match = create_match(annie, "duel", annie_deck, others=["bot:easy"])
    asked: list[str] = []
    real = bots.choose_for

    def recording(table, seat, actions, level):
        asked.append(level)
        return real(table, seat, actions, level)

    monkeypatch.setattr(bots, "choose_for", recording)
    from game.services import decider, submit_action
    from tests.game.helpers import payload, simple_action

    state = load_state(match)
    while decider(state) == 0:
        seat, action = simple_action(state)
        state = submit_action(match, seat, state.step, payload(action)).state
    assert run_bots(match) >= 1 and set(asked) == {"easy"}


def test_the_lobby_offers_the_levels_and_creates_the_seats(client, annie, annie_deck, monkeypatch):
    from game import views

    monkeypatch.setattr(views, "schedule_bots", lambda match_id: None)
    client.force_login(annie)
    page = client.get(reverse("home"), {"mode": "ffa3"}).content.decode()
    for value, label in (("bot:easy", "Easy"), ("bot", "Normal"), ("bot:hard", "Hard")):
        assert f'<option value="{value}">Bot · {label}</option>' in page
    client.post(reverse("game:create"), {"mode": "ffa3", "deck": annie_deck.pk, "seat1": "bot:hard",
                                         "seat2": "bot", "bot_deck": "random"})
    match = Match.objects.get()
    assert [s.bot_level for s in match.seats.order_by("index")] == ["", "hard", "normal"]


def test_watch_bots_at_a_level_and_an_unknown_level_is_refused(client, newcomer, monkeypatch):
    from game import views

    monkeypatch.setattr(views, "schedule_bots", lambda match_id: None)
    client.force_login(newcomer)
    client.post(reverse("game:create_bots"), {"format": "duel", "level": "hard"})
    assert {s.bot_level for s in Match.objects.get().seats.all()} == {"hard"}
    response = client.post(reverse("game:create_bots"), {"format": "duel", "level": "godlike"}, follow=True)
    assert "Unknown bot level" in response.content.decode() and Match.objects.count() == 1
