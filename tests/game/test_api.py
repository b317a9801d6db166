"""The matches API: public facts while live, the replay after the end."""

from __future__ import annotations

import pytest

from game.services import submit_action

pytestmark = pytest.mark.django_db


def test_list_and_filters(client, duel):
    data = client.get("/api/matches/").json()
    assert data["count"] == 1
    row = data["results"][0]
    assert row["id"] == duel.pk and row["status"] == "live"
    assert [s["player"] for s in row["seats"]] == ["demo-annie", "demo-garen"]
    assert client.get("/api/matches/?user=demo-garen").json()["count"] == 1
    assert client.get("/api/matches/?user=nobody").json()["count"] == 0
    assert client.get("/api/matches/?status=finished").json()["count"] == 0
    assert client.get("/api/matches/?mode=ffa3").json()["count"] == 0


def test_detail_is_public_only_while_live(client, duel):
    data = client.get(f"/api/matches/{duel.pk}/").json()
    assert "seed" not in data and "actions" not in data and "deck_list" not in str(data)
    assert client.get(f"/api/matches/{duel.pk}/replay/").status_code == 403


def test_replay_after_the_end(client, duel):
    submit_action(duel, 0, 0, {"kind": "concede"})
    data = client.get(f"/api/matches/{duel.pk}/replay/").json()
    assert data["status"] == "finished" and data["winners"] == [1]
    assert data["seed"] == duel.seed and len(data["decks"]) == 2
    assert data["actions"][0]["action"]["kind"] == "concede"
