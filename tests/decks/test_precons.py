"""The retail precons as public decks (decks/precons.py, decks/data/precons/): each Origins and Proving Grounds
precon loads as a legal public deck the engine plays in full, bots may draw it, anyone may clone it, and each plays
a bot-vs-bot Duel to the end; precons of sets the engine doesn't play in full yet are public too, and the lobby
says which of their cards the table can't play yet."""

from __future__ import annotations

import pytest
from django.core.management import call_command

from decks.models import Deck
from decks.precons import PRECON_ACCOUNT, load_precons, precons
from decks.validation import validate_deck
from game.services.decks import blocking_cards, check_deck, spec_from_deck
from game.services.lobby import bot_ready, public_bot_decks
from tests.decks.precon_duel import bot_duel

pytestmark = pytest.mark.django_db
ORIGINS = [p.name for p in precons(("OGN", "OGS"))]


def test_the_data_files_hold_the_thirteen_precons() -> None:
    found = precons()
    assert len(found) == 13 and len({p.name for p in found}) == 13
    assert [p.name for p in found if p.set_code == "OGN"] == [
        "Origins Champion Deck: Jinx", "Origins Champion Deck: Viktor", "Origins Champion Deck: Lee Sin"]
    for p in found:
        assert sum(p.data["main"].values()) == 40 and sum(p.data["runes"].values()) == 12
        assert len(p.data["battlefields"]) + len(p.data.get("box_battlefields", [])) == 3


def test_every_origins_precon_is_a_legal_public_deck_the_engine_plays() -> None:
    loaded = {name: (fmt, problems) for name, fmt, problems in load_precons()}
    for name in ORIGINS:
        deck = Deck.objects.get(owner__username=PRECON_ACCOUNT, name=name)
        spec = spec_from_deck(deck)
        assert deck.is_public and not loaded[name][1] and not validate_deck(spec), name
        assert not blocking_cards(spec), f"{name}: {blocking_cards(spec)}"
        assert check_deck(deck, "duel", deck.format).usable
    jinx = Deck.objects.get(name="Origins Champion Deck: Jinx")
    assert jinx.format == "casual"  # Fight or Flight, Scrapheap and Reaver's Row were banned after it was sold
    assert Deck.objects.get(name="Origins Champion Deck: Viktor").format == "standard"


def test_bots_may_draw_every_precon() -> None:
    load_precons()
    standard = {d.name for d in public_bot_decks("duel")}
    casual = {d.name for d in public_bot_decks("duel", deck_format="casual")}
    assert set(ORIGINS) - {"Origins Champion Deck: Jinx"} <= standard and "Origins Champion Deck: Jinx" in casual
    rumble = Deck.objects.get(name="Spiritforged Champion Deck: Rumble")  # every card of it played since sfd3
    assert rumble.is_public and not check_deck(rumble, "duel", rumble.format).blocking
    assert rumble.name in standard | casual
    precons = list(Deck.objects.filter(owner__username=PRECON_ACCOUNT))
    assert precons  # every retail precon's cards are played now (Unleashed, Vendetta and Spiritforged's too)
    for deck in precons:
        assert deck.is_public and not check_deck(deck, "duel", deck.format).blocking, deck.name
        assert bot_ready(deck, "duel", 1, deck.format), deck.name  # a bot may take it (the pool looks at 24)


def test_loading_twice_refreshes_and_the_demo_command_loads_them() -> None:
    call_command("load_demo", verbosity=0)
    first = set(Deck.objects.filter(owner__username=PRECON_ACCOUNT).values_list("pk", flat=True))
    assert len(first) == 13
    load_precons()
    assert set(Deck.objects.filter(owner__username=PRECON_ACCOUNT).values_list("pk", flat=True)) == first


def test_anyone_may_clone_a_precon(client, django_user_model) -> None:
    load_precons()
    user = django_user_model.objects.create_user("player", password="pw-123456")
    client.force_login(user)
    lee = Deck.objects.get(name="Origins Champion Deck: Lee Sin")
    response = client.post(f"/decks/{lee.pk}/clone/")
    copy = Deck.objects.get(owner=user)
    assert response.status_code == 302 and copy.name == lee.name and not copy.is_public
    assert spec_from_deck(copy).main_count() == 40


@pytest.mark.parametrize("name", ORIGINS)
def test_each_origins_precon_plays_a_bot_duel_to_the_end(name: str) -> None:
    """The precon against the next one in the list, bots on both seats, until someone wins."""
    load_precons(("OGN", "OGS"))
    opponent = ORIGINS[(ORIGINS.index(name) + 1) % len(ORIGINS)]
    st, actions = bot_duel((name, opponent), seed=ORIGINS.index(name), rng_seed=0)
    assert st.over and st.winners, f"{name} vs {opponent}: no winner after {actions} actions"


def test_the_spiritforged_rumble_precon_plays_a_bot_duel_to_the_end() -> None:
    """Spiritforged Champion Deck: Rumble, every card of it played since branch sfd3, against an Origins precon,
    bots on both seats, until someone wins."""
    load_precons(("OGN", "SFD"))
    names = ("Spiritforged Champion Deck: Rumble", "Origins Champion Deck: Viktor")
    for seed in (0, 1):
        st, actions = bot_duel(names, seed)
        assert st.over and st.winners, f"seed {seed}: no winner after {actions} actions"
