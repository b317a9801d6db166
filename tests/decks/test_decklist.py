"""Deck codes and text lists to and from DeckSpec, against the real card catalog."""

from __future__ import annotations

from collections import Counter

import pytest

from decks.deckcodes import DeckCodeError, decode_deck, encode_deck
from decks.decklist import DeckListError, code_from_spec, spec_from_code, spec_from_text, text_from_spec
from decks.deckspec import DeckSpec
from decks.lookup import CardResolver, shared_resolver
from decks.models import Card

pytestmark = pytest.mark.django_db

JINX_TEXT = """\
Legend:
1 Jinx, Loose Cannon

Champion:
1 Jinx, Rebel

Main Deck:
3 Jinx, Rebel
3 Get Excited!
3 Hextech Ray
3 Cleave
3 Disintegrate
3 Flame Chompers
3 Chemtech Enforcer
3 Jinx, Demolitionist
3 Fight or Flight
3 Gust
3 Rebuke
3 Stacked Deck
3 Sneaky Deckhand
1 Traveling Merchant

Battlefields:
1 Zaun Warrens
1 Back-Alley Bar
1 The Grand Plaza

Runes:
7 Fury Rune
5 Chaos Rune

Sideboard:
2 Thermo Beam
1 Void Seeker
"""


@pytest.fixture
def resolver() -> CardResolver:
    return shared_resolver()


@pytest.fixture
def jinx(card) -> DeckSpec:
    """A real 40-card Jinx deck (Fury/Chaos) from Origins."""
    spec = DeckSpec(legend=card("Jinx, Loose Cannon"), champion=card("Jinx, Rebel"))
    main = [
        ("Jinx, Rebel", 3),
        ("Get Excited!", 3),
        ("Hextech Ray", 3),
        ("Cleave", 3),
        ("Disintegrate", 3),
        ("Flame Chompers", 3),
        ("Chemtech Enforcer", 3),
        ("Jinx, Demolitionist", 3),
        ("Fight or Flight", 3),
        ("Gust", 3),
        ("Rebuke", 3),
        ("Stacked Deck", 3),
        ("Sneaky Deckhand", 3),
        ("Traveling Merchant", 1),
    ]
    spec.main = [(card(name), count) for name, count in main]
    spec.battlefields = [(card(name), 1) for name in ("Zaun Warrens", "Back-Alley Bar", "The Grand Plaza")]
    spec.runes = [(card("Fury Rune"), 7), (card("Chaos Rune"), 5)]
    spec.sideboard = [(card("Thermo Beam"), 2), (card("Void Seeker"), 1)]
    return spec


def _as_counts(entries) -> Counter:
    return Counter({card.code: count for card, count in entries})


def _same_deck(a: DeckSpec, b: DeckSpec) -> None:
    """Equal zones, order aside (deck codes store cards in their own order)."""
    assert a.legend == b.legend
    assert a.champion == b.champion
    for zone in ("main", "runes", "battlefields", "sideboard"):
        assert _as_counts(getattr(a, zone)) == _as_counts(getattr(b, zone)), zone
    assert a.unknown == b.unknown


def test_the_fixture_deck_is_what_it_claims(jinx):
    assert jinx.legend.type == "legend" and jinx.champion.type == "unit"
    assert jinx.main_count() == 40
    assert {card.type for card, _ in jinx.battlefields} == {"battlefield"}
    assert {card.type for card, _ in jinx.runes} == {"rune"}
    assert all(card.set_code == "OGN" for card, _ in jinx.all_entries())


# ---------------------------------------------------------------------------- deck codes


def test_code_spec_code(jinx, resolver):
    code = code_from_spec(jinx)
    decoded = decode_deck(code)
    flat = dict(decoded.main)
    assert flat[jinx.legend.code] == 1
    assert flat["OGN-202"] == 3  # the champion's copies stay in the main list
    assert flat[jinx.runes[0][0].code] == 7
    assert sum(flat.values()) == 1 + 3 + 12 + 40
    assert dict(decoded.sideboard) == {"OGN-022": 2, "OGN-024": 1}
    assert decoded.chosen_champion == "OGN-202"

    spec = spec_from_code(code, resolver)
    _same_deck(spec, jinx)
    assert code_from_spec(spec) == code


def test_code_zones_come_from_card_types(jinx, resolver):
    spec = spec_from_code(code_from_spec(jinx), resolver)
    assert spec.legend.name == "Jinx, Loose Cannon"
    assert spec.champion.name == "Jinx, Rebel"
    assert {c.name for c, _ in spec.runes} == {"Fury Rune", "Chaos Rune"}
    assert {c.name for c, _ in spec.battlefields} == {"Zaun Warrens", "Back-Alley Bar", "The Grand Plaza"}
    assert ("Jinx, Rebel", 3) in [(c.name, n) for c, n in spec.main]
    assert not {c.type for c, _ in spec.main} & {"legend", "rune", "battlefield"}
    assert spec.mode == "duel"
    assert spec.unknown == []


def test_printings_count_as_their_base_card(card, resolver):
    code = encode_deck(
        [("OGN-251", 1), ("OGN-202", 2), ("OGN-202a", 1), ("OGN-007a", 6), ("OGN-007", 1)],
        chosen_champion="OGN-202a",
    )
    spec = spec_from_code(code, resolver)
    assert spec.legend == card("Jinx, Loose Cannon")
    assert spec.champion == card("Jinx, Rebel")
    assert [(c.code, n) for c, n in spec.main] == [("OGN-202", 3)]
    assert [(c.code, n) for c, n in spec.runes] == [("OGN-007", 7)]
    # Written back with base codes.
    assert decode_deck(code_from_spec(spec)).main == [("OGN-007", 7), ("OGN-202", 3), ("OGN-251", 1)]


def test_unknown_codes_go_to_unknown(resolver):
    code = encode_deck([("OGN-202", 3), ("OGS-999", 2), ("SFD-998a", 1)], [("JDG-997", 1)], "OGS-999")
    spec = spec_from_code(code, resolver)
    assert [(c.code, n) for c, n in spec.main] == [("OGN-202", 3)]
    assert spec.champion is None
    assert sorted(spec.unknown) == ["JDG-997", "OGS-999", "SFD-998a"]


def test_second_legend_stays_in_main(card, resolver):
    other = Card.objects.filter(type="legend").exclude(name="Jinx, Loose Cannon").first()
    code = encode_deck([("OGN-251", 1), (other.code, 1)])
    spec = spec_from_code(code, resolver)
    legends = {spec.legend, *(c for c, _ in spec.main)}
    assert legends == {card("Jinx, Loose Cannon"), other}


def test_bad_codes_raise_deck_code_error(resolver):
    with pytest.raises(DeckCodeError):
        spec_from_code("not a code!", resolver)


def test_champion_missing_from_main_cannot_be_encoded(jinx):
    jinx.main = [(c, n) for c, n in jinx.main if c != jinx.champion]
    with pytest.raises(DeckCodeError, match="champion"):
        code_from_spec(jinx)


def test_empty_spec_encodes():
    assert decode_deck(code_from_spec(DeckSpec())).main == []


# ---------------------------------------------------------------------------- text


def test_text_spec_text(jinx, resolver):
    spec = spec_from_text(JINX_TEXT, resolver)
    assert spec == jinx  # same cards, zones and order
    assert text_from_spec(spec, resolver) == JINX_TEXT
    assert text_from_spec(spec) == JINX_TEXT  # builds its own resolver


def test_spec_text_spec(jinx, resolver):
    assert spec_from_text(text_from_spec(jinx), resolver) == jinx


def test_text_and_code_agree(jinx, resolver):
    assert code_from_spec(spec_from_text(JINX_TEXT, resolver)) == code_from_spec(jinx)


def test_text_variants(card, resolver):
    text = """
    # my deck
    2 Jinx, Rebel
    LEGEND: Jinx, Loose Cannon
    chosen champion:
    jinx, rebel
    Main (7):
    1x OGN-202a
    3 x Get Excited!
    Rune Deck:
    6 Fury Rune
    6 ogn-166
    Battlefield:
    1 Zaun Warrens (OGN-298)
    Side Deck:
    1 Hextech Ray
    1 Hextech Ray
    """
    spec = spec_from_text(text, resolver)
    assert spec.legend == card("Jinx, Loose Cannon")
    assert spec.champion == card("Jinx, Rebel")
    assert spec.main == [(card("Jinx, Rebel"), 3), (card("Get Excited!"), 3)]
    assert spec.runes == [(card("Fury Rune"), 6), (card("Chaos Rune"), 6)]
    assert spec.battlefields == [(card("Zaun Warrens"), 1)]
    assert spec.sideboard == [(card("Hextech Ray"), 2)]
    assert spec.unknown == []


def test_champion_is_not_added_to_main(card, resolver):
    spec = spec_from_text("Champion:\n1 Jinx, Rebel\nMain Deck:\n3 Get Excited!\n", resolver)
    assert spec.champion == card("Jinx, Rebel")
    assert spec.main == [(card("Get Excited!"), 3)]


def test_unknown_names_go_to_unknown(resolver):
    spec = spec_from_text("3 Jinx, Rebel\n2 Jinx, Imaginary\nChampion: Nobody, Really\n", resolver)
    assert [c.name for c, _ in spec.main] == ["Jinx, Rebel"]
    assert spec.champion is None
    assert spec.unknown == ["Jinx, Imaginary", "Nobody, Really"]
    assert "# Jinx, Imaginary" in text_from_spec(spec)


@pytest.mark.parametrize(
    ("text", "line", "words"),
    [
        ("3 Jinx, Rebel\nJinx, Rebel\n", 2, ["no count"]),
        ("Main:\n\n# fine\n0 Jinx, Rebel\n", 4, ["from 1 to 99"]),
        ("Main:\n100 Jinx, Rebel\n", 2, ["from 1 to 99"]),
        ("Main:\n3\n", 2, ["expected a count"]),
        ("Main:\n3xJinx, Rebel\n", 2, ["expected a count"]),
        ("Legend:\n1 Jinx, Loose Cannon\nSpells:\n3 Gust\n", 3, ["unknown section"]),
        ("Legend:\n2 Jinx, Loose Cannon\n", 2, ["single card"]),
        ("Champion:\n3 Jinx, Rebel\n", 2, ["single card"]),
        ("Legend: Jinx, Loose Cannon\nLegend: Jinx, Loose Cannon\n", 2, ["one legend", "line 1"]),
        ("Champion: Jinx, Rebel\n\nChampion:\nJinx, Demolitionist\n", 4, ["one chosen champion"]),
    ],
)
def test_malformed_lines(text, line, words, resolver):
    with pytest.raises(DeckListError) as info:
        spec_from_text(text, resolver)
    assert info.value.line == line
    assert str(info.value).startswith(f"Line {line}: ")
    for word in words:
        assert word in str(info.value).lower()


def test_names_shared_by_several_cards_are_written_with_their_code(resolver):
    by_name: dict[str, list[Card]] = {}
    for found in Card.objects.all():
        by_name.setdefault(found.name.casefold(), []).append(found)
    shadowed = [c for cards in by_name.values() for c in cards if resolver.resolve(c.name) != c]
    if not shadowed:
        pytest.skip("the catalog has no two cards sharing a name")
    spec = DeckSpec(main=[(c, 1) for c in shadowed[:5]])
    text = text_from_spec(spec, resolver)
    assert f"1 {shadowed[0].name} ({shadowed[0].code})" in text
    assert spec_from_text(text, resolver) == spec


def test_promo_codes_find_their_card(card, resolver):
    # Promo printings are catalogued as `OPP-007b-298`; a deck code only carries `OPP-007b`.
    code = encode_deck([("OPP-007b", 6), ("OGN-007", 1), ("OPP-999", 1)])
    spec = spec_from_code(code, resolver)
    assert spec.runes == [(card("Fury Rune"), 7)]
    assert spec.unknown == ["OPP-999"]


def test_cards_without_a_three_digit_number_cannot_be_encoded(jinx):
    starter = Card.objects.filter(code__regex=r"-[A-Z]+\d+$", type__in=["unit", "spell", "gear"]).first()
    if starter is None:
        pytest.skip("no such card in the catalog")
    jinx.main.append((starter, 1))
    with pytest.raises(DeckCodeError, match=starter.code):
        code_from_spec(jinx)


# ---------------------------------------------------------------------------- deck-building choices (103.1)


@pytest.fixture
def neeko_deck(jinx, card) -> DeckSpec:
    jinx.main[-1] = (card("Neeko, Blending In"), 1)
    jinx.legend_choices = [card("Sett, The Boss"), card("Leona, Radiant Dawn"), card("Fiora, Grand Duelist")]
    return jinx


def test_legend_choices_round_trip_through_text(neeko_deck, resolver):
    text = text_from_spec(neeko_deck, resolver)
    assert "Legend Choices:\n1 Sett, The Boss\n1 Leona, Radiant Dawn\n1 Fiora, Grand Duelist\n" in text
    back = spec_from_text(text, resolver)
    _same_deck(neeko_deck, back)
    assert back.legend_choices == neeko_deck.legend_choices
    assert text_from_spec(back, resolver) == text


def test_legend_choices_round_trip_through_a_deck_code(neeko_deck, resolver):
    back = spec_from_code(code_from_spec(neeko_deck), resolver)
    _same_deck(neeko_deck, back)
    assert back.legend_choices == neeko_deck.legend_choices


def test_legend_choices_in_text_lists(card, resolver):
    spec = spec_from_text("Chosen legends:\nSett, The Boss\n1 Leona, Radiant Dawn\nNot A Legend Name\n", resolver)
    assert spec.legend_choices == [card("Sett, The Boss"), card("Leona, Radiant Dawn")]
    assert spec.unknown == ["Not A Legend Name"]
    with pytest.raises(DeckListError, match="Line 2: each legend choice is a single card"):
        spec_from_text("Legend choices:\n2 Sett, The Boss\n", resolver)
