"""Deck practice numbers (issue 13.4): the odds shown next to the curve match a direct calculation."""

from __future__ import annotations

from fractions import Fraction
from html import unescape
from itertools import combinations
from math import comb

import pytest
from django.urls import reverse

from decks import odds
from decks.models import Deck
from decks.services import save_spec
from tests.decks.test_deck_pages import HX, edit, legal_spec

# ----- the arithmetic ---------------------------------------------------------------------------


def test_opening_hand_chance_is_one_minus_the_chance_of_none():
    # 3 copies in 39: P(none in 4) = C(36,4)/C(39,4) = 58905/82251
    assert odds.chance_of_any(39, 3, 4) == 1 - Fraction(58905, 82251)
    assert odds.chance_of_any(39, 0, 10) == 0
    assert odds.chance_of_any(5, 1, 5) == 1
    assert odds.chance_of_any(5, 1, 9) == 1  # more looked at than the deck holds: every card seen


@pytest.mark.parametrize("deck_size, copies, seen", [(4, 5, 1), (10, -1, 2), (10, 2, -1)])
def test_impossible_questions_are_refused(deck_size, copies, seen):
    with pytest.raises(ValueError):
        odds.chance_of_any(deck_size, copies, seen)


def _played_out(deck: tuple[str, ...], turns: int, skip_first_draw: bool) -> bool:
    """The mulligan and draws played card by card (116-117, 315.4) on one order of the deck."""
    hand, library = list(deck[: odds.OPENING_HAND]), list(deck[odds.OPENING_HAND :])
    if "x" not in hand:  # 117: set aside two other cards, draw two, recycle the two to the bottom
        aside = hand[: odds.MULLIGAN_MOST]
        hand = hand[odds.MULLIGAN_MOST :] + library[: odds.MULLIGAN_MOST]
        library = library[odds.MULLIGAN_MOST :] + aside
    for turn in range(1, turns + 1):
        if not (skip_first_draw and turn == 1):
            hand.append(library.pop(0))
    return "x" in hand


@pytest.mark.parametrize("copies", [1, 2, 3])
@pytest.mark.parametrize("turns, skip", [(0, False), (1, False), (1, True), (2, False), (2, True)])
def test_the_table_matches_every_order_of_a_small_deck_played_out(copies, turns, skip):
    """Every order of a 9-card deck (where its copies lie; the other cards are alike), the mulligan and
    draws done card by card: the share of orders holding the card is the figure the builder shows."""
    orders = [
        tuple("x" if i in places else "o" for i in range(9)) for places in combinations(range(9), copies)
    ]
    held = sum(_played_out(order, turns, skip) for order in orders)
    row = odds.odds_table(9, copies, turns=2)[1 + turns]
    assert row.label == ("After the mulligan" if turns == 0 else f"By your turn {turns}")
    assert (row.first_in_ffa if skip else row.duel) == Fraction(held, len(orders))


def test_opening_hand_row_has_no_mulligan():
    row = odds.odds_table(39, 3)[0]
    assert row.label == "Opening hand"
    assert row.duel == row.first_in_ffa == 1 - Fraction(comb(36, 4), comb(39, 4))


def test_percentages_round_and_never_claim_certainty_they_lack():
    assert odds.OddsRow.percent(Fraction(1, 3)) == "33.3%"
    assert odds.OddsRow.percent(Fraction(1, 10**6)) == "<0.1%"
    assert odds.OddsRow.percent(1 - Fraction(1, 10**6)) == ">99.9%"
    assert odds.OddsRow.percent(Fraction(1)) == "100.0%"


# ----- the builder's panel ------------------------------------------------------------------------


@pytest.fixture
def built(client, django_user_model, card) -> tuple:
    owner = django_user_model.objects.create_user("owner")
    client.force_login(owner)
    deck = Deck.objects.create(owner=owner, name="Odds")
    spec = legal_spec({"legend": card("Jinx, Loose Cannon"), "champion": card("Jinx, Rebel")}, card)
    save_spec(deck, spec)
    return client, deck, spec


def _odds_page(client, deck: Deck, *codes: str):
    return client.get(reverse("decks:deck_odds", args=[deck.pk]), {"card": list(codes)}, **HX)


def test_panel_shows_the_odds_of_any_chosen_card(built):
    client, deck, spec = built
    first, second = spec.main[1][0], spec.main[2][0]
    response = _odds_page(client, deck, first.code, second.code)
    html = unescape(response.content.decode())
    assert response.status_code == 200
    assert "6 of 39 cards in the deck you draw from" in html  # the champion's copy is not drawn
    expected = odds.OddsRow.percent(odds.chance_of_any(39, 6, 4))
    assert f'<th scope="row">Opening hand</th><td>{expected}</td>' in html
    assert html.count("checked") == 2


def test_the_chosen_champion_is_not_counted_in_the_deck(built):
    client, deck, spec = built
    champion = spec.champion
    html = unescape(_odds_page(client, deck).content.decode())
    assert champion.name not in html  # its only copy starts in the Champion Zone
    assert "Tick one card" in html


def test_a_card_not_in_the_deck_is_named_and_nothing_is_counted(built, card):
    client, deck, _ = built
    stranger = card("Fury Rune")
    response = _odds_page(client, deck, stranger.code)
    html = unescape(response.content.decode())
    assert response.status_code == 422
    assert f"Not in this deck's main deck: {stranger.code}" in html
    assert "odds-table" not in html


def test_builder_page_holds_the_panel_and_works_without_htmx(built):
    client, deck, spec = built
    first = spec.main[1][0]
    html = unescape(
        client.get(reverse("decks:deck_edit", args=[deck.pk]), {"card": first.code}).content.decode()
    )
    assert 'id="deck-odds"' in html
    assert "3 of 39 cards" in html


def test_an_edit_tells_the_panel_to_ask_again(built, card):
    client, deck, spec = built
    response = edit(client, deck, "deck_card", {"card": spec.main[1][0].code, "zone": "main", "op": "remove"})
    assert response.status_code == 200
    assert response["HX-Trigger"] == "deck-changed"


def test_a_private_deck_odds_are_private(built, django_user_model):
    client, deck, spec = built
    deck.is_public = False
    deck.save()
    client.force_login(django_user_model.objects.create_user("other"))
    assert _odds_page(client, deck, spec.main[1][0].code).status_code == 404
