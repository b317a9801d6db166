"""Bad input never gives a 500: each class of it gets a 4xx with a message and changes nothing.

- JSON bodies nested too deeply, or holding lone surrogates or NUL characters, on every JSON endpoint;
- a JSON body that is not an object where an object is expected (PATCH /api/decks/<id>/);
- NUL characters in addresses, query filters and form fields (PostgreSQL refuses them in text: the
  same requests run against a private PostgreSQL at the end);
- form fields naming a deck by something other than its number;
- decision answers with keys their decision does not read (a sideboard answer `{"outs": [...]}` was
  stored as "keep my deck"), and actions with fields no action has.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from django.test import Client

from decks.models import Deck
from game.models import Match, MatchAction
from game.services import Refused, create_match, join_match, load_state, submit_action
from game.services.state import decider, legal_table
from tests.daphne import django_json, env_for, prepare_site
from tests.game.helpers import payload
from tests.multiprocess.services import private_postgres

pytestmark = pytest.mark.django_db
DEEP = "[" * 100_000 + "]" * 100_000
NESTED = json.dumps({"mode": "duel", "main": [{"card": "x", "count": 1}]}).replace('"x"', "[" * 40 + "]" * 40)


def json_endpoints(deck: int) -> list[tuple[str, str]]:
    return [("post", "/api/decks/validate/"), ("post", "/api/deck-codes/decode/"), ("post", "/api/deck-codes/encode/"),
            ("post", "/api/decks/"), ("patch", f"/api/decks/{deck}/"), ("put", f"/api/decks/{deck}/")]


@pytest.fixture
def owner(annie, annie_deck) -> Client:
    client = Client()
    client.force_login(annie)
    return client


def deck_state(deck: Deck) -> tuple:
    deck.refresh_from_db()
    return deck.name, deck.updated, sorted(deck.cards.values_list("card__code", "count", "zone"))


def send(client: Client, method: str, url: str, body: str):
    return getattr(client, method)(url, body, content_type="application/json")


@pytest.mark.parametrize(("body", "message"), [
    (DEEP, "nested deeper than"),
    (NESTED, "nested deeper than"),
    ('{"mode": "\\ud800"}', "unpaired surrogate"),
    ('{"name": "Deck", "\\udfff": 1}', "unpaired surrogate"),
    ('{"name": "a\\u0000b", "code": "\\u0000"}', "NUL"),
])
def test_bad_json_bodies_are_refused_on_every_json_endpoint(owner, annie_deck, body, message):
    before = (deck_state(annie_deck), Deck.objects.count())
    for method, url in json_endpoints(annie_deck.pk):
        response = send(owner, method, url, body)
        assert response.status_code == 400, (method, url, response.status_code)
        assert message in response.json()["detail"], (method, url)
    assert (deck_state(annie_deck), Deck.objects.count()) == before


def test_the_validation_endpoint_refuses_a_lone_surrogate_mode_anonymously():
    response = send(Client(), "post", "/api/decks/validate/", '{"mode": "\\ud800"}')
    assert response.status_code == 400 and "unpaired surrogate" in response.json()["detail"]


@pytest.mark.parametrize("body", ["[1, 2]", '"name"', "7", "null", "true"])
def test_a_deck_update_must_be_an_object(owner, annie_deck, body):
    before = deck_state(annie_deck)
    for method in ("patch", "put"):
        response = send(owner, method, f"/api/decks/{annie_deck.pk}/", body)
        assert response.status_code == 400, (method, body)
        assert "JSON object" in json.dumps(response.json())
    assert deck_state(annie_deck) == before


def nul_gets(match: int, deck: int) -> list[str]:
    """GET addresses with a NUL in the path, a filter, a page number or a parameter's name."""
    return [
        "/api/cards/?q=%00", "/api/cards/?set=%00", "/api/cards/?keyword=fire%00", "/api/cards/?page=%00",
        "/api/cards/OGN-%00/", "/api/decks/?page=%00", "/api/matches/?user=%00", "/api/matches/?mode=%00",
        "/api/matches/?status=%00", "/cards/?q=%00", "/cards/?set=%00&tag=%00", "/cards/?page=%00", "/cards/%00/",
        "/decks/?legend=%00", "/decks/?page=%00", f"/decks/{deck}/?q=%00", f"/decks/{deck}/browse/?q=%00",
        "/?mode=%00", "/watch/?%00=1", "/players/%00/matches/", "/players/demo-annie%00/matches/",
        f"/matches/{match}/?invite=%00", f"/matches/{match}/replay/?seat=%00&step=%00", "/%00/",
    ]


def nul_posts(match: int, deck: int) -> list[tuple[str, dict[str, str]]]:
    return [
        ("/matches/new/", {"mode": "duel\x00", "deck": str(deck)}), ("/matches/new/bots/", {"format": "\x00"}),
        (f"/matches/{match}/join/", {"deck": str(deck), "token": "\x00"}), (f"/decks/{deck}/card/", {"card": "\x00"}),
        (f"/decks/{deck}/legend/", {"legend": "OGN-\x00"}), (f"/decks/{deck}/import/", {"text": "1 \x00"}),
        ("/accounts/login/", {"username": "demo-annie\x00", "password": "x"}),
    ]


def test_nul_characters_in_addresses_queries_and_forms_are_refused(owner, annie_deck, duel):
    before = (deck_state(annie_deck), Deck.objects.count(), MatchAction.objects.count())
    for url in nul_gets(duel.pk, annie_deck.pk):
        response = owner.get(url)
        assert response.status_code == 400, (url, response.status_code)
        assert b"NUL" in response.content, url
    for url, data in nul_posts(duel.pk, annie_deck.pk):
        response = owner.post(url, data)
        assert response.status_code == 400, (url, response.status_code)
    assert owner.get("/api/cards/OGN-%00/").json()["detail"].startswith("NUL characters")  # the API answers JSON
    assert (deck_state(annie_deck), Deck.objects.count(), MatchAction.objects.count()) == before


@pytest.mark.parametrize("value", ["abc", "1.5", "-", "1e3", " "])
def test_a_deck_named_by_anything_but_its_number_is_refused(owner, annie, annie_deck, duel, garen, value):
    """The lobby forms' deck fields: a non-number is no deck of the user's (the form's own message), not
    a 500, and nothing is created."""
    open_match = create_match(garen, "duel", Deck.objects.filter(owner=garen).first(), is_open=True)
    for url, data in [("/matches/new/", {"mode": "duel", "deck": value}),
                      ("/matches/new/", {"mode": "duel", "deck": str(annie_deck.pk), "seat1": "bot", "bot_deck": value}),
                      (f"/matches/{open_match.pk}/join/", {"deck": value}), (f"/matches/{duel.pk}/bot/", {"deck": value})]:
        response = owner.post(url, data)
        assert response.status_code == 302, (url, data, response.status_code)
    assert open_match.seats.filter(user__isnull=False).count() == 1  # nobody joined
    assert not duel.seats.filter(is_bot=True).exists()
    assert not Match.objects.filter(created_by=annie).exclude(pk=duel.pk).exists()


# -- decision answers -----------------------------------------------------------------------------

@pytest.fixture
def between_games(annie, garen, annie_deck, garen_deck):
    """A best-of-3 Duel after game 1: seat 0 sideboards next."""
    match = create_match(annie, "duel", annie_deck, best_of=3)
    join_match(match, garen, garen_deck)
    match.refresh_from_db()
    table = load_state(match)
    while table.game is None:
        seat = decider(table)
        table = submit_action(match, seat, table.step, payload(legal_table(table, seat)[0])).state
    table = submit_action(match, 1, table.step, {"kind": "concede"}).state
    assert table.between and table.pending.kind == "sideboard" and decider(table) == 0
    return match


def refused(match, seat: int, action: dict) -> str:
    table = load_state(match)
    stored = MatchAction.objects.filter(match=match).count()
    with pytest.raises(Refused) as caught:
        submit_action(match, seat, table.step, action)
    assert MatchAction.objects.filter(match=match).count() == stored
    assert load_state(match).step == table.step
    return caught.value.reason


@pytest.mark.parametrize("choice", [
    {"outs": ["x"], "ins": ["y"]},  # misspelt: was stored as "keep my deck"
    {"out": [], "in": [], "player": 1},
    {"keep": True},
])
def test_a_sideboard_answer_with_unknown_keys_is_refused(between_games, choice):
    reason = refused(between_games, 0, {"kind": "choose", "choice": choice})
    assert "unknown" in reason and "out" in reason and "in" in reason
    assert load_state(between_games).pending.kind == "sideboard"  # still asked


def test_the_other_between_games_answers_refuse_unknown_keys(between_games):
    submit_action(between_games, 0, load_state(between_games).step, {"kind": "choose", "choice": {"out": [], "in": []}})
    submit_action(between_games, 1, load_state(between_games).step, {"kind": "choose", "choice": {"out": [], "in": []}})
    assert load_state(between_games).pending.kind == "choose_first"
    assert "unknown" in refused(between_games, 1, {"kind": "choose", "choice": {"player": 0, "first": 1}})


def test_a_game_decision_answer_with_unknown_keys_is_refused(duel):
    table = load_state(duel)
    seat = decider(table)
    assert table.pending.kind == "mulligan"
    reason = refused(duel, seat, {"kind": "choose", "choice": {"card": [table.players[seat].hand[0]]}})
    assert "unknown" in reason and "'card'" in reason and "cards" in reason


@pytest.mark.parametrize("action", [
    {"kind": "choose", "choise": {"cards": []}},  # a misspelt field: its answer would be empty
    {"kind": "pass", "seq": 3},
    {"kind": "choose", "choice": {"cards": []}, "\u0000": 1},
])
def test_an_action_with_fields_no_action_has_is_refused(duel, action):
    seat = decider(load_state(duel))
    assert "unknown field" in refused(duel, seat, action)


# -- PostgreSQL -----------------------------------------------------------------------------------

SETTINGS = """from riftbound_site.settings import *  # noqa: F403
GAME_ALLOW_UNIMPLEMENTED_CARDS = True
"""
REQUESTS = """
import json
from django.test import Client
from django.test.utils import setup_test_environment
from decks.models import Deck
from game.services import create_match
setup_test_environment()
client = Client(raise_request_exception=False)
user = Deck.objects.filter(owner__username="demo-annie").first().owner
deck = Deck.objects.filter(owner=user).first()
match = create_match(user, "duel", deck)
client.force_login(user)
statuses = {}
for url in GETS(match.pk, deck.pk):
    statuses["GET " + url] = client.get(url).status_code
for url, data in POSTS(match.pk, deck.pk):
    statuses["POST " + url + " " + repr(data)] = client.post(url, data).status_code
for name in ("\\u0000", "a\\u0000"):
    body = '{"name": "%s", "main": []}' % name
    statuses["POST /api/decks/ " + body] = client.post("/api/decks/", body, content_type="application/json").status_code
print(json.dumps(statuses))
"""


@pytest.fixture(scope="module")
def postgres(tmp_path_factory) -> Iterator[tuple[Path, dict[str, str]]]:
    with private_postgres(tmp_path_factory, "badinput") as (folder, pg):
        (folder / "badinput_settings.py").write_text(SETTINGS)
        env = env_for(folder, "badinput_settings", {"DATABASE_URL": pg.url})
        prepare_site(env)
        yield folder, env


@pytest.mark.slow
def test_nul_characters_never_reach_postgresql(postgres):
    import inspect

    _, env = postgres
    code = "\n".join([inspect.getsource(nul_gets), inspect.getsource(nul_posts),
                      REQUESTS.replace("GETS", "nul_gets").replace("POSTS", "nul_posts")])
    statuses = django_json(env, code)
    assert isinstance(statuses, dict) and len(statuses) > 30
    wrong = {url: s for url, s in statuses.items() if s != 400}
    assert wrong == {}, "\n".join(f"{s} {url!r}" for url, s in wrong.items())
