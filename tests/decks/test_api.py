"""The REST API: cards, decks (owner / other user / anonymous), validation and deck codes."""

import pytest
from django.contrib.auth import get_user_model
from rest_framework.test import APIClient

from decks.demo import build_demo_spec
from decks.models import Deck
from decks.services import save_spec, spec_to_payload

pytestmark = pytest.mark.django_db


@pytest.fixture
def users():
    model = get_user_model()
    return model.objects.create_user("owner", password="pw-owner-123"), model.objects.create_user("other", password="pw-other-123")


@pytest.fixture
def legal_payload(card):
    spec = build_demo_spec(card("Annie, Dark Child (Starter)"), card("Annie, Fiery"))
    return spec_to_payload(spec)


def client_for(user=None) -> APIClient:
    client = APIClient()
    if user:
        client.force_authenticate(user)
    return client


def make_deck(owner, payload, *, public: bool, name: str = "Test deck") -> Deck:
    from decks.services import spec_from_payload

    deck = Deck(owner=owner, name=name, is_public=public)
    return save_spec(deck, spec_from_payload(payload))


def test_card_list_filters_and_paginates():
    response = client_for().get("/api/cards/", {"domain": "fury", "type": "unit"})
    assert response.status_code == 200
    body = response.json()
    assert body["count"] > 10 and len(body["results"]) <= 50
    assert all("fury" in c["domains"] and c["type"] == "unit" for c in body["results"])


def test_card_list_has_radiance():
    response = client_for().get("/api/cards/", {"set": "RAD", "page_size": 200})
    assert response.status_code == 200
    body = response.json()
    assert body["count"] == 144
    assert all(c["set"] == "RAD" for c in body["results"])
    hush = client_for().get("/api/cards/RAD-041/").json()
    assert (hush["domains"], hush["missing_facts"]) == ([], ["domains"])
    neeko = client_for().get("/api/cards/rad-167/").json()
    assert (neeko["name"], neeko["domains"], neeko["missing_facts"]) == ("Neeko, Blending In", [], [])


def test_card_list_bad_filter_is_400():
    response = client_for().get("/api/cards/", {"energy": "lots"})
    assert response.status_code == 400


def test_card_detail_by_code_and_variants():
    response = client_for().get("/api/cards/OGS-018/")
    assert response.status_code == 200
    tibbers = response.json()
    assert tibbers["name"] == "Tibbers" and tibbers["might"] == 7 and tibbers["supertype"] == "signature"
    assert client_for().get("/api/cards/OGS-999/").status_code == 404


def test_validate_accepts_a_legal_deck_without_login(legal_payload):
    response = client_for().post("/api/decks/validate/", legal_payload, format="json")
    assert response.status_code == 200
    assert response.json()["valid"] is True, response.json()["errors"]
    assert response.json()["errors"] == []


def test_validate_reports_every_error_with_codes(legal_payload):
    broken = {**legal_payload, "runes": legal_payload["runes"][:1], "champion": None}
    body = client_for().post("/api/decks/validate/", broken, format="json").json()
    codes = {e["code"] for e in body["errors"]}
    assert body["valid"] is False
    assert {"rune_count", "champion_missing"} <= codes


def test_validate_by_name_and_variant_codes(legal_payload):
    payload = {**legal_payload, "legend": "Annie, Dark Child (Starter)"}
    payload["main"] = [{"card": e["card"] + "/298" if e["card"].startswith("OGN") else e["card"], "count": e["count"]}
                       for e in legal_payload["main"]]
    body = client_for().post("/api/decks/validate/", payload, format="json").json()
    assert body["valid"] is True, body["errors"]
    assert body["deck"]["legend"] == legal_payload["legend"]


def test_validate_unknown_card_is_reported(legal_payload):
    payload = {**legal_payload, "main": legal_payload["main"] + [{"card": "Definitely Not A Card", "count": 1}]}
    body = client_for().post("/api/decks/validate/", payload, format="json").json()
    unknown = [e for e in body["errors"] if e["code"] == "unknown_card"]
    assert unknown and unknown[0]["cards"] == ["Definitely Not A Card"]


@pytest.mark.parametrize("payload", [[], {"main": "lots"}, {"main": [{"card": "OGN-001", "count": "x"}]},
                                     {"mode": "chess"}, {"code": 12}, {"code": "!!!not a code!!!"}])
def test_validate_malformed_request_is_400(payload):
    response = client_for().post("/api/decks/validate/", payload, format="json")
    assert response.status_code == 400
    assert response.json()


def test_validate_by_deck_code(legal_payload):
    encoded = client_for().post("/api/decks/", {}, format="json")  # anonymous may not create
    assert encoded.status_code in (401, 403)
    from decks.decklist import code_from_spec
    from decks.services import spec_from_payload

    code = code_from_spec(spec_from_payload(legal_payload))
    body = client_for().post("/api/decks/validate/", {"code": code}, format="json").json()
    assert body["valid"] is True, body["errors"]


def test_deck_code_decode_and_encode_round_trip():
    lists = {"main": [{"card": "OGN-001", "count": 3}, {"card": "OGN-007a", "count": 1}], "sideboard": [],
             "chosen_champion": "OGN-001"}
    code = client_for().post("/api/deck-codes/encode/", lists, format="json").json()["code"]
    decoded = client_for().post("/api/deck-codes/decode/", {"code": code}, format="json").json()
    assert decoded["version"] == 3
    assert sorted((e["card"], e["count"]) for e in decoded["main"]) == [("OGN-001", 3), ("OGN-007a", 1)]
    assert decoded["chosen_champion"] == "OGN-001"


@pytest.mark.parametrize("code", ["", "garbage!", "AAAA", 5])
def test_deck_code_decode_garbage_is_400(code):
    response = client_for().post("/api/deck-codes/decode/", {"code": code}, format="json")
    assert response.status_code == 400


def test_public_deck_readable_by_anyone_private_invisible(users, legal_payload):
    owner, other = users
    public = make_deck(owner, legal_payload, public=True, name="Public")
    private = make_deck(owner, legal_payload, public=False, name="Private")
    for client in (client_for(), client_for(other)):
        assert client.get(f"/api/decks/{public.pk}/").status_code == 200
        assert client.get(f"/api/decks/{private.pk}/").status_code == 404
        names = [d["name"] for d in client.get("/api/decks/").json()["results"]]
        assert "Public" in names and "Private" not in names
    mine = client_for(owner).get(f"/api/decks/{private.pk}/").json()
    assert mine["valid"] is True and mine["owner"] == "owner"


def test_only_owner_writes(users, legal_payload):
    owner, other = users
    deck = make_deck(owner, legal_payload, public=True)
    assert client_for(other).patch(f"/api/decks/{deck.pk}/", {"name": "Mine now"}, format="json").status_code == 403
    assert client_for(other).delete(f"/api/decks/{deck.pk}/").status_code == 403
    assert client_for().patch(f"/api/decks/{deck.pk}/", {"name": "x"}, format="json").status_code in (401, 403)
    deck.refresh_from_db()
    assert deck.name == "Test deck"
    response = client_for(owner).patch(f"/api/decks/{deck.pk}/", {"name": "Renamed"}, format="json")
    assert response.status_code == 200 and response.json()["name"] == "Renamed"
    assert response.json()["valid"] is True
    assert client_for(owner).delete(f"/api/decks/{deck.pk}/").status_code == 204
    assert not Deck.objects.filter(pk=deck.pk).exists()


def test_create_deck_and_refuse_unknown_cards(users, legal_payload):
    owner, _ = users
    created = client_for(owner).post("/api/decks/", {**legal_payload, "name": "New"}, format="json")
    assert created.status_code == 201, created.json()
    assert created.json()["valid"] is True
    bad = client_for(owner).post("/api/decks/", {**legal_payload, "name": "Bad", "legend": "Nope Nope"}, format="json")
    assert bad.status_code == 400
    assert not Deck.objects.filter(name="Bad").exists()


def test_openapi_schema_and_docs():
    client = client_for()
    schema = client.get("/api/schema/")
    assert schema.status_code == 200 and b"/api/decks/validate/" in schema.content
    assert client.get("/api/docs/").status_code == 200


# --- formats, bans and deck-building choices -----------------------------------------------------------


def test_validate_reports_bans_per_format(legal_payload):
    payload = {**legal_payload, "battlefields": [{"card": "Reaver's Row", "count": 1}, *legal_payload["battlefields"][1:]]}
    body = client_for().post("/api/decks/validate/", payload, format="json").json()
    assert [e["code"] for e in body["errors"]] == ["card_banned"]
    assert body["errors"][0]["cards"] == ["OGN-285"] and body["deck"]["format"] == "standard"
    casual = client_for().post("/api/decks/validate/", {**payload, "format": "casual"}, format="json").json()
    assert casual["valid"] is True and casual["deck"]["format"] == "casual"


def _with_one_more(payload: dict, card: str) -> dict:
    assert not any(e["card"] == card for e in payload["main"])
    return {**payload, "main": [*payload["main"], {"card": card, "count": 1}]}


def test_validate_reports_the_forty_card_and_sideboard_limits(legal_payload):
    forty_one = _with_one_more(legal_payload, "OGN-001")  # Blazing Scorcher, Fury: in Annie's domains
    body = client_for().post("/api/decks/validate/", forty_one, format="json").json()
    assert [e["code"] for e in body["errors"]] == ["main_deck_too_large"]
    casual = client_for().post("/api/decks/validate/", {**forty_one, "format": "casual"}, format="json").json()
    assert casual["valid"] is True
    side = [{"card": "OGN-001", "count": 3}, {"card": "OGN-003", "count": 3}, {"card": "OGN-013", "count": 3},
            {"card": "OGN-021", "count": 2}]
    body = client_for().post("/api/decks/validate/", {**legal_payload, "sideboard": side}, format="json").json()
    assert "sideboard_size" in [e["code"] for e in body["errors"]]


def test_validate_reports_neeko_choices(legal_payload):
    main = [dict(e) for e in legal_payload["main"]]
    main[0]["count"] -= 1
    main.append({"card": "Neeko, Blending In", "count": 1})
    body = client_for().post("/api/decks/validate/", {**legal_payload, "main": main}, format="json").json()
    assert [e["code"] for e in body["errors"]] == ["legend_choices_missing"]
    chosen = {**legal_payload, "main": main, "legend_choices": ["OGN-269", "OGN-261", "Fiora, Grand Duelist"]}
    body = client_for().post("/api/decks/validate/", chosen, format="json").json()
    assert body["valid"] is True, body["errors"]
    assert body["deck"]["legend_choices"] == ["OGN-269", "OGN-261", "SFD-205"]
    twice = {**chosen, "legend_choices": ["OGN-269", "OGN-261", legal_payload["legend"]]}
    body = client_for().post("/api/decks/validate/", twice, format="json").json()
    assert [e["code"] for e in body["errors"]] == ["legend_choices_invalid"]


@pytest.mark.parametrize("payload", [{"format": "modern"}, {"format": 3}, {"legend_choices": "OGN-269"},
                                     {"legend_choices": [{"card": "OGN-269"}]}, {"legend_choices": ["OGN-269"] * 9},
                                     {"code": "CMAAAAAAAAAAAAAAAAAA", "format": "x"}])
def test_validate_bad_format_or_choices_is_400(payload):
    response = client_for().post("/api/decks/validate/", payload, format="json")
    assert response.status_code == 400


def test_deck_stores_format_and_choices(users, legal_payload):
    owner, _ = users
    main = [dict(e) for e in legal_payload["main"]]
    main[0]["count"] -= 1
    main.append({"card": "RAD-167", "count": 1})
    payload = {**legal_payload, "name": "Blending", "main": main, "format": "casual",
               "legend_choices": ["OGN-269", "OGN-261", "SFD-205"]}
    created = client_for(owner).post("/api/decks/", payload, format="json")
    assert created.status_code == 201, created.json()
    body = created.json()
    assert (body["format"], body["legend_choices"], body["valid"]) == ("casual", ["SFD-205", "OGN-261", "OGN-269"], True)
    deck = Deck.objects.get(pk=body["id"])
    assert deck.format == "casual" and deck.legend_choices.count() == 3
    # A bad format changes nothing.
    bad = client_for(owner).patch(f"/api/decks/{deck.pk}/", {"format": "vintage"}, format="json")
    assert bad.status_code == 400
    deck.refresh_from_db()
    assert deck.format == "casual" and deck.legend_choices.count() == 3
    changed = client_for(owner).patch(f"/api/decks/{deck.pk}/", {"legend_choices": []}, format="json").json()
    assert changed["legend_choices"] == [] and "legend_choices_missing" in [e["code"] for e in changed["errors"]]


def test_deck_code_api_carries_legend_choices():
    lists = {"main": [{"card": "RAD-167", "count": 1}], "sideboard": [], "chosen_champion": None,
             "legend_choices": ["OGN-269", "OGN-261", "SFD-205"]}
    code = client_for().post("/api/deck-codes/encode/", lists, format="json").json()["code"]
    decoded = client_for().post("/api/deck-codes/decode/", {"code": code}, format="json").json()
    assert decoded["legend_choices"] == ["OGN-269", "OGN-261", "SFD-205"]
    bad = client_for().post("/api/deck-codes/encode/", {**lists, "legend_choices": "OGN-269"}, format="json")
    assert bad.status_code == 400
