"""Deck formats (Standard Constructed, casual), the ban list, set legality, unknown domains and the
deck-building choices of Core Rules 103.1 (Neeko, Blending In), against the real catalog."""

from __future__ import annotations

from datetime import date

import pytest

from decks import choices
from decks.deckspec import DeckSpec
from decks.formats import CASUAL, STANDARD, ban_list, formats, get_format, standard_sets
from decks.models import Card, CardType
from decks.validation import DEFAULT_RULES, validate_deck
from decks.validation.legality import SetNotLegal
from tests.decks.test_validation import (  # noqa: F401 (the autouse fixture is used by being imported)
    _read_catalog_once,
    build_deck,
    codes,
    only,
    set_count,
    spare,
)

pytestmark = pytest.mark.django_db


@pytest.fixture
def jinx(card) -> DeckSpec:
    return build_deck(card("Jinx, Loose Cannon"), card("Jinx, Rebel"))


# -- the data ---------------------------------------------------------------------------------------


def test_ban_list_data_names_catalog_cards_with_source_and_date() -> None:
    bans = ban_list()
    assert bans.effective == date(2026, 7, 24) and "601.2.d" in bans.source
    assert len(bans.bans) == 11
    for ban in bans.bans:
        card = Card.objects.get(code=ban.code)
        assert card.name == ban.name, ban
    assert [b.name for b in bans.bans if b.modes] == ["Master Yi, Wuju Bladesman (Starter)"]
    # The two bans reported in September 2026 without an official source are not applied.
    assert not bans.bans_for("Ekko, Recurrent") and not bans.bans_for("Stacked Deck")


def test_standard_set_list_with_legal_dates() -> None:
    assert standard_sets() == {
        "OGS": date(2025, 10, 31), "OGN": date(2025, 10, 31), "SFD": date(2026, 2, 13),
        "UNL": date(2026, 5, 8), "VEN": date(2026, 7, 31), "RAD": date(2026, 10, 23),
    }  # fmt: skip
    standard = get_format(STANDARD)
    assert standard.set_legal("RAD", date(2026, 10, 23)) and not standard.set_legal("RAD", date(2026, 10, 22))
    assert not standard.set_legal("XYZ", date(2030, 1, 1))
    assert get_format(CASUAL).set_legal("XYZ", date(2000, 1, 1))


def test_unknown_format_is_refused(jinx: DeckSpec) -> None:
    with pytest.raises(ValueError, match="Unknown format 'modern'"):
        get_format("modern")
    jinx.format = "modern"
    with pytest.raises(ValueError, match="Unknown format"):
        validate_deck(jinx)
    assert set(formats()) == {STANDARD, CASUAL}


# -- main deck and sideboard sizes ------------------------------------------------------------------


def test_standard_main_deck_is_exactly_forty_casual_at_least_forty(jinx: DeckSpec) -> None:
    jinx.main.append((spare(jinx)[0], 1))  # 41 cards, e.g. a deck stored before formats existed
    error = only(jinx, "main_deck_too_large")
    assert "41 cards" in error.message and "exactly 40" in error.message and "Casual" in error.message
    jinx.format = CASUAL
    assert codes(jinx) == []
    jinx.main.pop()
    jinx.main.pop()  # 37: too small in both
    assert codes(jinx) == ["main_deck_too_small"]
    jinx.format = STANDARD
    assert codes(jinx) == ["main_deck_too_small"]


# -- bans -----------------------------------------------------------------------------------------------


def test_banned_card_in_main_deck(jinx: DeckSpec, card) -> None:
    fight = card("Fight or Flight")  # Chaos: inside Jinx's domains
    filler = jinx.main[1][0]
    set_count(jinx.main, filler, 2)
    jinx.main.append((fight, 1))
    error = only(jinx, "card_banned")
    assert error.cards == [fight.code]
    assert "Fight or Flight (banned in Standard)" in error.message and "24 July 2026" in error.message
    jinx.format = CASUAL  # no ban list in casual play (and 601.2.d.2: precons at low OPL)
    assert codes(jinx) == []


def test_banned_battlefield_and_sideboard_card_one_error(jinx: DeckSpec, card) -> None:
    climb, draven = card("Aspirant's Climb"), card("Draven, Vanquisher")
    jinx.battlefields[0] = (climb, 1)
    jinx.sideboard.append((card("Scrapheap"), 1))
    errors = validate_deck(jinx)
    assert [e.code for e in errors] == ["card_banned"]
    assert errors[0].cards == sorted([climb.code, card("Scrapheap").code])
    assert draven.code not in errors[0].cards


def test_starter_master_yi_is_banned_in_2v2_only(card) -> None:
    starter = card("Master Yi, Wuju Bladesman (Starter)")
    deck = build_deck(starter)
    assert codes(deck) == []  # legal in 1v1
    for mode in ("duel", "match", "ffa"):
        deck.mode = mode
        assert codes(deck) == []
    deck.mode = "2v2"
    error = only(deck, "card_banned")
    assert error.cards == [starter.code] and "banned in 2v2 Standard" in error.message
    # Another Master Yi legend is another card and not banned.
    other_yi = build_deck(card("Master Yi, Wuju Master"))
    other_yi.mode = "2v2"
    assert codes(other_yi) == []
    deck.format = CASUAL
    assert codes(deck) == []


# -- set legality -----------------------------------------------------------------------------------------


def test_radiance_cards_are_legal_from_release_day(card) -> None:
    deck = build_deck(card("Jinx, Loose Cannon"), card("Jinx, Rebel"))
    rad_card = next(
        c for c in Card.objects.filter(set_code="RAD", type=CardType.UNIT, supertype="").order_by("number")
        if c.domains and set(c.domains) <= {"fury", "chaos"}
    )
    set_count(deck.main, deck.main[1][0], 2)
    deck.main.append((rad_card, 1))
    before = [SetNotLegal(today=date(2026, 10, 22))]
    errors = validate_deck(deck, rules=before)
    assert [e.code for e in errors] == ["set_not_legal"] and errors[0].cards == [rad_card.code]
    assert "legal from 23 October 2026" in errors[0].message
    assert validate_deck(deck, rules=[SetNotLegal(today=date(2026, 10, 23))]) == []
    deck.format = CASUAL
    assert validate_deck(deck, rules=before) == []


def test_a_later_printing_of_a_legal_name_is_legal(card) -> None:
    """601.2.a: a card with the same name as a card of a legal set is legal."""
    deck = build_deck(card("Jinx, Loose Cannon"), card("Jinx, Rebel"))
    rule = SetNotLegal(today=date(2026, 8, 1))  # before Radiance
    sett = card("VEN-SP4")  # Sett, Brawler: its own card (new wording), same name as OGN-164
    assert sett.set_code == "VEN"
    deck.main.append((sett, 1))
    assert validate_deck(deck, rules=[rule]) == []


# -- unknown domains -------------------------------------------------------------------------------------------


def test_card_with_unknown_domain_is_reported(jinx: DeckSpec, card) -> None:
    hush = card("Hush")
    assert hush.domain_unknown and hush.domains == []
    set_count(jinx.main, jinx.main[1][0], 2)
    jinx.main.append((hush, 1))
    error = only(jinx, "domain_unknown")
    assert error.cards == [hush.code] and "don't know the domain of Hush" in error.message
    jinx.format = CASUAL
    assert codes(jinx) == ["domain_unknown"]


# -- deck-building choices: Neeko, Blending In (103.1) -----------------------------------------------------------


@pytest.fixture
def neeko(card) -> Card:
    return card("Neeko, Blending In")


def legends(*names: str, card) -> list[Card]:
    return [card(n) for n in names]


def with_neeko(deck: DeckSpec, neeko: Card) -> DeckSpec:
    set_count(deck.main, deck.main[1][0], 2)
    deck.main.append((neeko, 1))
    return deck


def test_neeko_asks_for_three_legends_from_its_text(neeko: Card, card) -> None:
    assert choices.legends_asked(neeko) == 3
    assert choices.legends_asked(card("Jinx, Rebel")) == 0


def test_colorless_neeko_fits_any_domain_identity(card, neeko: Card) -> None:
    """103.2.b.5: a card with no domain is allowed in decks of any Domain Identity."""
    for legend, champion in (("Jinx, Loose Cannon", "Jinx, Rebel"), ("Garen, Might of Demacia (Starter)", None)):
        deck = with_neeko(build_deck(card(legend), card(champion) if champion else None), neeko)
        assert "domain_identity" not in codes(deck)


def test_neeko_without_choices(jinx: DeckSpec, neeko: Card) -> None:
    with_neeko(jinx, neeko)
    error = only(jinx, "legend_choices_missing")
    assert error.cards == [neeko.code]
    assert "choose 3 legends" in error.message and "you have chosen 0" in error.message


def test_neeko_in_the_sideboard_asks_too(jinx: DeckSpec, neeko: Card) -> None:
    jinx.sideboard.append((neeko, 1))
    assert codes(jinx) == ["legend_choices_missing"]


def test_neeko_with_three_legends_is_legal(jinx: DeckSpec, neeko: Card, card) -> None:
    with_neeko(jinx, neeko)
    # Any domains: the chosen legends don't change the Domain Identity.
    jinx.legend_choices = legends("Sett, The Boss", "Leona, Radiant Dawn", "Ahri, Nine-Tailed Fox",
                                  card=card)
    assert codes(jinx) == []
    jinx.legend_choices = jinx.legend_choices[:2]
    assert "you have chosen 2" in only(jinx, "legend_choices_missing").message


def test_neeko_choices_must_be_legends_with_different_names(jinx: DeckSpec, neeko: Card, card) -> None:
    with_neeko(jinx, neeko)
    garen, lux = card("Sett, The Boss"), card("Leona, Radiant Dawn")
    # Not a legend.
    jinx.legend_choices = [garen, lux, card("Jinx, Rebel")]
    error = only(jinx, "legend_choices_invalid")
    assert error.cards == [card("Jinx, Rebel").code] and "is not a legend" in error.message
    # The starting legend's name ("Different means none match names").
    jinx.legend_choices = [garen, lux, jinx.legend]
    assert "name of your starting legend" in only(jinx, "legend_choices_invalid").message
    # The same legend twice.
    jinx.legend_choices = [garen, lux, garen]
    assert only(jinx, "legend_choices_invalid").cards == [garen.code]
    # Too many.
    jinx.legend_choices = [garen, lux, card("Ahri, Nine-Tailed Fox"), card("Annie, Dark Child (Starter)")]
    assert "chosen 4 legends" in only(jinx, "legend_choices_invalid").message


def test_a_starter_legend_has_its_legends_name(card) -> None:
    starter = card("Annie, Dark Child (Starter)")
    same_name = Card(code="XXX-001", name="Annie, Dark Child", type=CardType.LEGEND)  # a later printing
    spec = DeckSpec(legend=card("Jinx, Loose Cannon"), legend_choices=[starter, same_name])
    assert choices.legend_name(starter) == choices.legend_name(same_name) == "annie, dark child"
    assert choices.choice_problems(spec) == [same_name]


def test_choices_without_a_card_asking_are_unneeded(jinx: DeckSpec, card) -> None:
    jinx.legend_choices = [card("Sett, The Boss")]
    error = only(jinx, "legend_choices_unneeded")
    assert error.cards == [card("Sett, The Boss").code]


def test_a_banned_legend_cannot_be_chosen_in_2v2(jinx: DeckSpec, neeko: Card, card) -> None:
    with_neeko(jinx, neeko)
    starter = card("Master Yi, Wuju Bladesman (Starter)")
    jinx.legend_choices = [card("Sett, The Boss"), card("Leona, Radiant Dawn"), starter]
    assert codes(jinx) == []
    jinx.mode = "2v2"
    assert only(jinx, "card_banned").cards == [starter.code]


def test_rules_in_default_order(jinx: DeckSpec) -> None:
    order = [rule.code for rule in DEFAULT_RULES]
    assert order.index("legend_choices_missing") < order.index("main_deck_too_small")
    assert order[-2:] == ["card_banned", "set_not_legal"]
