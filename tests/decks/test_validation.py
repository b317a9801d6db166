"""Deck validation against the real catalog: a legal deck, then one mutation per rule.

Every card is found in the catalog (by name via the `card` fixture, or by querying for a card with
the property a test needs), so the tests check the rules against real card data.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator

import pytest

from decks.deckspec import DeckSpec, Entry
from decks.formats import STANDARD, get_format
from decks.models import Card, CardType, Supertype
from decks.validation import DEFAULT_RULES, is_valid, validate_deck
from decks.validation.base import DeckError, DeckRule
from decks.validation.rules import LegendMissing, TooManyCopies

pytestmark = pytest.mark.django_db

MAIN_TYPES = {CardType.UNIT, CardType.SPELL, CardType.GEAR}


# -- finding cards -------------------------------------------------------------------------------


def domains(card: Card) -> set[str]:
    return {d.lower() for d in card.domains} - {"colorless"}


_catalog: list[Card] = []  # the test's read of the catalog (a deck fixture reads it a dozen times)


@pytest.fixture(autouse=True)
def _read_catalog_once() -> Iterator[None]:
    _catalog.clear()
    yield
    _catalog.clear()


def catalog() -> list[Card]:
    if not _catalog:
        _catalog.extend(Card.objects.all())
    return _catalog


def is_token(card: Card) -> bool:
    return card.type == CardType.TOKEN or card.supertype == Supertype.TOKEN


def banned(card: Card) -> bool:
    """Banned in Standard (any mode): the test decks are Standard-legal, so they leave these out."""
    return bool(get_format(STANDARD).banned(card.name, "2v2"))


def plain_cards(allowed: set[str], exclude_names: Iterable[str] = ()) -> list[Card]:
    """Ordinary main-deck cards (no champion, signature, [Unique] or token) with a domain inside
    `allowed`, one card per name."""
    taken = {n.casefold() for n in exclude_names}
    found: list[Card] = []
    for c in catalog():
        if (
            c.type in MAIN_TYPES
            and c.supertype == ""
            and not c.is_unique
            and domains(c)
            and domains(c) <= allowed
            and c.name.casefold() not in taken
            and not banned(c)
            and not c.domain_unknown
        ):
            taken.add(c.name.casefold())
            found.append(c)
    return found


def find(predicate: Callable[[Card], bool], what: str) -> Card:
    for c in catalog():
        if predicate(c):
            return c
    raise AssertionError(f"the catalog has no {what}")


def build_deck(legend: Card, champion: Card | None = None) -> DeckSpec:
    """A legal deck for `legend`: its champion + 13 names x 3 (exactly 40), 12 runes, 3 battlefields."""
    allowed = domains(legend)
    champion = champion or find(
        lambda c: (
            c.type == CardType.UNIT
            and c.supertype == Supertype.CHAMPION
            and c.champion_tag == legend.champion_tag
            and domains(c) <= allowed
        ),
        f"champion unit for {legend.name}",
    )
    fillers = plain_cards(allowed, exclude_names=[champion.name])[:13]
    assert len(fillers) == 13
    runes = [
        c
        for c in catalog()
        if c.type == CardType.RUNE and len(domains(c)) == 1 and domains(c) <= allowed and not is_token(c)
    ]
    rune_by_domain: dict[str, Card] = {}
    for rune in runes:
        rune_by_domain.setdefault(next(iter(domains(rune))), rune)
    assert set(rune_by_domain) == allowed
    per = 12 // len(rune_by_domain)
    battlefields: list[Card] = []
    for c in catalog():
        if (
            c.type == CardType.BATTLEFIELD
            and not is_token(c)
            and not banned(c)
            and c.name not in {b.name for b in battlefields}
        ):
            battlefields.append(c)
    return DeckSpec(
        legend=legend,
        champion=champion,
        main=[(champion, 1)] + [(c, 3) for c in fillers],
        runes=[(r, per) for r in rune_by_domain.values()],
        battlefields=[(b, 1) for b in battlefields[:3]],
    )


def spare(spec: DeckSpec, n: int = 1) -> list[Card]:
    """Ordinary in-domain cards that are not yet in the deck."""
    used = [c.name for c, _ in spec.main + spec.sideboard]
    cards = plain_cards(domains(spec.legend), exclude_names=used)[:n]
    assert len(cards) == n
    return cards


def codes(spec: DeckSpec) -> list[str]:
    return [e.code for e in validate_deck(spec)]


def only(spec: DeckSpec, code: str) -> DeckError:
    """Assert `code` is the one problem reported and return it."""
    errors = validate_deck(spec)
    assert [e.code for e in errors] == [code], [(e.code, e.message) for e in errors]
    return errors[0]


def set_count(entries: list[Entry], card: Card, count: int) -> None:
    for i, (c, _) in enumerate(entries):
        if c.code == card.code:
            entries[i] = (c, count)
            return
    entries.append((card, count))


@pytest.fixture
def jinx(card) -> DeckSpec:
    return build_deck(card("Jinx, Loose Cannon"), card("Jinx, Rebel"))


@pytest.fixture
def other_domain_card(jinx: DeckSpec) -> Card:
    return plain_cards({"calm"})[0]


# -- the legal deck and the shape of the API -------------------------------------------------------


def test_legal_deck_has_no_errors(jinx: DeckSpec) -> None:
    assert jinx.legend.domains and set(jinx.legend.domains) == {"fury", "chaos"}
    assert jinx.main_count() == 40
    assert validate_deck(jinx) == []
    assert is_valid(jinx)


@pytest.mark.parametrize("mode", ["duel", "match", "ffa", "2v2"])
def test_legal_deck_is_legal_in_every_mode(jinx: DeckSpec, mode: str) -> None:
    jinx.mode = mode
    assert codes(jinx) == []


def test_default_rules_cover_every_code_once() -> None:
    expected = {
        "legend_missing", "not_a_legend", "champion_missing", "champion_not_champion_unit",
        "champion_tag_mismatch", "main_deck_too_small", "too_many_copies", "domain_identity",
        "signature_limit", "signature_tag_mismatch", "rune_count", "rune_domain", "not_a_rune",
        "battlefield_count", "not_a_battlefield", "battlefield_duplicate", "unique_limit",
        "sideboard_size", "token_in_deck", "wrong_zone", "unknown_card",
        # what a format adds (Tournament Rules 402.1, 601), domains our data lacks, 103.1 choices
        "main_deck_too_large", "card_banned", "set_not_legal", "domain_unknown",
        "legend_choices_missing", "legend_choices_invalid", "legend_choices_unneeded",
    }  # fmt: skip
    got = [rule.code for rule in DEFAULT_RULES]
    assert sorted(got) == sorted(expected)
    assert all(issubclass(rule, DeckRule) for rule in DEFAULT_RULES)


def test_deck_error_sorts_and_dedupes_cards() -> None:
    error = DeckError("x", "m", ["OGN-010", "OGN-002", "OGN-010"])
    assert error.cards == ["OGN-002", "OGN-010"]
    with pytest.raises(AttributeError):
        error.code = "y"  # type: ignore[misc]


def test_validate_deck_runs_only_the_given_rules(jinx: DeckSpec) -> None:
    jinx.legend = None
    jinx.main[1] = (jinx.main[1][0], 5)
    assert [e.code for e in validate_deck(jinx, rules=[TooManyCopies])] == ["too_many_copies"]
    assert [e.code for e in validate_deck(jinx, rules=[LegendMissing()])] == ["legend_missing"]
    assert not is_valid(jinx)


def test_empty_deck_reports_everything_once_without_legend_checks() -> None:
    assert codes(DeckSpec()) == [
        "legend_missing",
        "champion_missing",
        "main_deck_too_small",
        "rune_count",
        "battlefield_count",
    ]


def test_many_problems_at_once(jinx: DeckSpec, other_domain_card: Card) -> None:
    jinx.main.pop()  # 37 cards
    jinx.runes.pop()  # 6 runes
    jinx.sideboard.append((other_domain_card, 1))
    assert codes(jinx) == ["main_deck_too_small", "domain_identity", "rune_count"]


# -- legend ---------------------------------------------------------------------------------------


def test_legend_missing_skips_checks_that_need_a_legend(jinx: DeckSpec, other_domain_card: Card) -> None:
    jinx.legend = None
    jinx.sideboard.append((other_domain_card, 1))  # would break domain identity, but can't be judged
    error = only(jinx, "legend_missing")
    assert error.cards == []
    assert "Champion Legend" in error.message


def test_not_a_legend(jinx: DeckSpec, card) -> None:
    jinx.legend = card("Jinx, Rebel")
    error = only(jinx, "not_a_legend")
    assert error.cards == [card("Jinx, Rebel").code]
    assert "Jinx, Rebel is a unit, not a Champion Legend" in error.message


def test_battlefield_as_legend_is_not_a_legend(jinx: DeckSpec) -> None:
    battlefield = jinx.battlefields[0][0]
    jinx.legend = battlefield
    assert only(jinx, "not_a_legend").cards == [battlefield.code]


# -- chosen champion ------------------------------------------------------------------------------


def test_champion_missing_when_none_chosen(jinx: DeckSpec) -> None:
    jinx.champion = None
    assert only(jinx, "champion_missing").cards == []


def test_champion_missing_when_not_in_main_deck(jinx: DeckSpec, card) -> None:
    rebel = card("Jinx, Rebel")
    jinx.main = [(c, n) for c, n in jinx.main if c.code != rebel.code] + [(spare(jinx)[0], 1)]
    assert jinx.main_count() == 40
    error = only(jinx, "champion_missing")
    assert error.cards == [rebel.code]
    assert "isn't in your main deck" in error.message


def test_champion_in_sideboard_only_is_missing(jinx: DeckSpec, card) -> None:
    rebel = card("Jinx, Rebel")
    jinx.main = [(c, n) for c, n in jinx.main if c.code != rebel.code] + [(spare(jinx)[0], 1)]
    jinx.sideboard.append((rebel, 1))
    assert only(jinx, "champion_missing").cards == [rebel.code]


def test_signature_unit_cannot_be_chosen_champion(card) -> None:
    # 103.3.a.2's own example: Tibbers is an Annie signature unit, not a champion unit.
    tibbers = card("Tibbers")
    assert tibbers.type == CardType.UNIT and tibbers.supertype == Supertype.SIGNATURE
    annie = find(
        lambda c: c.type == CardType.LEGEND and c.champion_tag == tibbers.champion_tag, "Annie legend"
    )
    spec = build_deck(annie)
    passing = build_deck(annie)
    spec.main = [(c, n) for c, n in spec.main if c.code != spec.champion.code] + [(tibbers, 1)]
    spec.champion = tibbers
    error = only(spec, "champion_not_champion_unit")
    assert error.cards == [tibbers.code]
    assert "signature unit" in error.message
    assert codes(passing) == []


def test_spell_cannot_be_chosen_champion(jinx: DeckSpec) -> None:
    spell = next(c for c, _ in jinx.main if c.type == CardType.SPELL)
    jinx.champion = spell
    assert only(jinx, "champion_not_champion_unit").cards == [spell.code]


def test_champion_tag_mismatch(jinx: DeckSpec, card) -> None:
    legend = jinx.legend
    other = find(
        lambda c: (
            c.type == CardType.UNIT
            and c.supertype == Supertype.CHAMPION
            and c.champion_tag != legend.champion_tag
            and domains(c) <= domains(legend)
        ),
        "Fury/Chaos champion of another tag",
    )
    rebel = card("Jinx, Rebel")
    jinx.main = [(c, n) for c, n in jinx.main if c.code != rebel.code] + [(other, 1)]
    jinx.champion = other
    error = only(jinx, "champion_tag_mismatch")
    assert error.cards == sorted([other.code, legend.code])
    assert other.champion_tag in error.message and legend.champion_tag in error.message


def test_another_champion_of_the_same_tag_matches(jinx: DeckSpec, card) -> None:
    # 103.3.a.2's example: a Jinx legend may choose Jinx, Rebel or another Jinx champion unit.
    others = [
        c
        for c in catalog()
        if c.type == CardType.UNIT
        and c.supertype == Supertype.CHAMPION
        and c.champion_tag == "Jinx"
        and c.name != "Jinx, Rebel"
    ]
    assert others, "the catalog has only one Jinx champion unit"
    rebel = card("Jinx, Rebel")
    jinx.main = [(c, n) for c, n in jinx.main if c.code != rebel.code] + [(others[0], 1)]
    jinx.champion = others[0]
    assert codes(jinx) == []


# -- main deck ------------------------------------------------------------------------------------


def test_main_deck_too_small(jinx: DeckSpec) -> None:
    last, count = jinx.main[-1]
    jinx.main[-1] = (last, count - 1)
    error = only(jinx, "main_deck_too_small")
    assert "39 cards" in error.message and "Add 1 more" in error.message


def test_main_deck_of_forty_counts_the_champion(jinx: DeckSpec) -> None:
    assert sum(n for c, n in jinx.main if c.code == jinx.champion.code) == 1
    assert "main_deck_too_small" not in codes(jinx)


def test_too_many_copies_in_main_deck(jinx: DeckSpec) -> None:
    filler = jinx.main[1][0]
    set_count(jinx.main, filler, 4)
    set_count(jinx.main, jinx.main[2][0], 2)  # still 40: Standard asks for exactly 40 (TR 402.1)
    error = only(jinx, "too_many_copies")
    assert error.cards == [filler.code]
    assert f"You have 4 copies of {filler.name}; at most 3" in error.message


def test_copies_count_across_main_deck_and_sideboard(jinx: DeckSpec) -> None:
    filler = jinx.main[1][0]
    jinx.sideboard.append((filler, 1))
    assert only(jinx, "too_many_copies").cards == [filler.code]


def test_chosen_champion_counts_toward_three_copies(jinx: DeckSpec, card) -> None:
    rebel = card("Jinx, Rebel")
    set_count(jinx.main, rebel, 3)  # 103.3.b.1: the champion and 2 more is fine
    set_count(jinx.main, jinx.main[1][0], 1)  # still 40: Standard asks for exactly 40 (TR 402.1)
    assert codes(jinx) == []
    set_count(jinx.main, rebel, 4)
    set_count(jinx.main, jinx.main[2][0], 2)
    assert only(jinx, "too_many_copies").cards == [rebel.code]


def test_copies_are_counted_by_name_across_reprints(jinx: DeckSpec) -> None:
    by_name: dict[str, list[Card]] = {}
    for c in catalog():
        if c.type in MAIN_TYPES and not c.is_unique and not is_token(c):
            by_name.setdefault(c.name, []).append(c)
    reprinted = next((cs for cs in by_name.values() if len(cs) > 1), None)
    if reprinted is None:
        pytest.skip("the catalog has no reprinted main-deck card")
    first, second = reprinted[:2]
    jinx.sideboard += [(first, 2), (second, 2)]
    [error] = [e for e in validate_deck(jinx) if e.code == "too_many_copies"]
    assert error.cards == sorted([first.code, second.code])
    assert f"4 copies of {first.name}" in error.message


def test_different_names_of_one_champion_are_different_cards(jinx: DeckSpec, card) -> None:
    # 103.3.b.2: cards of the same character with different names are counted separately.
    rebel = card("Jinx, Rebel")
    other_jinx = find(
        lambda c: c.type == CardType.UNIT and c.champion_tag == "Jinx" and c.name != rebel.name,
        "second Jinx unit",
    )
    set_count(jinx.main, rebel, 3)
    jinx.sideboard.append((other_jinx, 3))
    assert "too_many_copies" not in codes(jinx)


def test_unique_limit(card) -> None:
    unique = find(lambda c: c.is_unique and c.type in MAIN_TYPES and domains(c), "[Unique] card")
    # Today's [Unique] cards are Ornn's signature gear (825.3.b), so the legend must be Ornn's.
    legend = find(
        lambda c: (
            c.type == CardType.LEGEND
            and domains(unique) <= domains(c)
            and (unique.supertype != Supertype.SIGNATURE or c.champion_tag == unique.champion_tag)
        ),
        f"legend for {unique.name}",
    )
    spec = build_deck(legend)
    spec.sideboard.append((unique, 1))
    assert codes(spec) == []  # one copy is fine
    set_count(spec.sideboard, unique, 2)
    error = only(spec, "unique_limit")
    assert error.cards == [unique.code]
    assert "[Unique]" in error.message and unique.name in error.message
    set_count(spec.sideboard, unique, 4)  # reported once, as unique_limit, not also too_many_copies
    assert only(spec, "unique_limit").cards == [unique.code]


def test_domain_identity(jinx: DeckSpec, other_domain_card: Card) -> None:
    jinx.sideboard.append((other_domain_card, 1))
    error = only(jinx, "domain_identity")
    assert error.cards == [other_domain_card.code]
    assert other_domain_card.name in error.message and "Fury and Chaos" in error.message


def test_domain_identity_needs_every_domain_of_a_multi_domain_card(jinx: DeckSpec) -> None:
    # 103.2.b.4: a Fury+Body card is not allowed in a Fury+Chaos deck.
    half = find(
        lambda c: c.type in MAIN_TYPES and "fury" in domains(c) and domains(c) - {"fury", "chaos"},
        "Fury card with a second domain outside Fury/Chaos",
    )
    jinx.sideboard.append((half, 1))
    assert "domain_identity" in codes(jinx)


def test_cards_without_a_domain_fit_any_domain_identity(jinx: DeckSpec) -> None:
    # Battlefields are printed colorless and are checked against the legend too (103.5.b).
    assert all(not domains(c) for c, _ in jinx.battlefields)
    # No colorless main-deck card is printed yet: take a real one and clear its domains in memory.
    filler = spare(jinx)[0]
    filler.domains = []
    jinx.sideboard.append((filler, 1))
    assert codes(jinx) == []
    filler.domains = ["colorless"]  # how some sources spell "no domain"
    assert codes(jinx) == []


def test_signature_tag_mismatch(jinx: DeckSpec) -> None:
    foreign = find(
        lambda c: (
            c.supertype == Supertype.SIGNATURE
            and c.champion_tag != "Jinx"
            and domains(c) <= {"fury", "chaos"}
        ),
        "Fury/Chaos signature card of another champion",
    )
    jinx.sideboard.append((foreign, 1))
    error = only(jinx, "signature_tag_mismatch")
    assert error.cards == [foreign.code]
    assert foreign.name in error.message


def test_four_copies_of_one_signature_card_is_one_problem(jinx: DeckSpec) -> None:
    rocket = find(lambda c: c.supertype == Supertype.SIGNATURE and c.champion_tag == "Jinx", "Jinx signature")
    jinx.sideboard.append((rocket, 4))
    assert only(jinx, "too_many_copies").cards == [rocket.code]


def test_own_signature_card_is_fine(jinx: DeckSpec) -> None:
    own = find(lambda c: c.supertype == Supertype.SIGNATURE and c.champion_tag == "Jinx", "Jinx signature")
    jinx.sideboard.append((own, 3))
    assert codes(jinx) == []


def signature_rich_legend() -> tuple[Card, list[Card]]:
    """A legend with at least two differently named signature cards of its tag, and those cards."""
    for legend in catalog():
        if legend.type != CardType.LEGEND:
            continue
        sigs: dict[str, Card] = {}
        for c in catalog():
            if (
                c.supertype == Supertype.SIGNATURE
                and c.champion_tag == legend.champion_tag
                and c.type in MAIN_TYPES
                and domains(c) <= domains(legend)
            ):
                sigs.setdefault(c.name, c)
        if len(sigs) >= 2:
            return legend, list(sigs.values())
    raise AssertionError("no legend has two signature cards")


def test_signature_limit_counts_all_names_together() -> None:
    legend, (first, second, *_) = signature_rich_legend()
    spec = build_deck(legend)
    spec.sideboard += [(first, 2), (second, 1)]
    assert codes(spec) == []  # 3 signature cards in total is the limit
    set_count(spec.sideboard, second, 2)
    error = only(spec, "signature_limit")
    assert error.cards == sorted([first.code, second.code])
    assert "4 signature cards" in error.message
    # Over the copy limit and over the signature total: two fixes, two errors.
    set_count(spec.sideboard, first, 4)
    assert codes(spec) == ["too_many_copies", "signature_limit"]


def test_unique_signature_cards_count_once_each() -> None:
    # 825.3.b: any three signature cards, but only one of each [Unique] name.
    uniques = [c for c in catalog() if c.is_unique and c.supertype == Supertype.SIGNATURE]
    assert uniques, "the catalog has no [Unique] signature card"
    tag = uniques[0].champion_tag
    same_tag = [c for c in uniques if c.champion_tag == tag][:3]
    legend = find(lambda c: c.type == CardType.LEGEND and c.champion_tag == tag, f"{tag} legend")
    spec = build_deck(legend)
    spec.sideboard += [(c, 1) for c in same_tag]
    assert codes(spec) == []
    set_count(spec.sideboard, same_tag[0], 3)  # within 3 signatures by count, but [Unique]
    assert only(spec, "unique_limit").cards == [same_tag[0].code]


# -- rune deck ------------------------------------------------------------------------------------


def test_rune_count_too_few(jinx: DeckSpec) -> None:
    rune, n = jinx.runes[0]
    jinx.runes[0] = (rune, n - 1)
    assert "11 runes" in only(jinx, "rune_count").message


def test_rune_count_too_many(jinx: DeckSpec) -> None:
    rune, n = jinx.runes[0]
    jinx.runes[0] = (rune, n + 1)
    assert "Remove 1" in only(jinx, "rune_count").message


def test_rune_domain(jinx: DeckSpec) -> None:
    calm = find(lambda c: c.type == CardType.RUNE and domains(c) == {"calm"}, "Calm rune")
    rune, n = jinx.runes[0]
    jinx.runes[0] = (rune, n - 1)
    jinx.runes.append((calm, 1))
    error = only(jinx, "rune_domain")
    assert error.cards == [calm.code]


def test_not_a_rune(jinx: DeckSpec) -> None:
    unit = spare(jinx)[0]
    jinx.runes.append((unit, 1))  # 12 runes and a unit
    error = only(jinx, "not_a_rune")
    assert error.cards == [unit.code]
    assert f"{unit.name} is not a rune" in error.message


def test_unit_in_place_of_a_rune_also_leaves_the_rune_deck_short(jinx: DeckSpec) -> None:
    rune, n = jinx.runes[0]
    jinx.runes[0] = (rune, n - 1)
    jinx.runes.append((spare(jinx)[0], 1))
    assert codes(jinx) == ["rune_count", "not_a_rune"]


# -- battlefields ---------------------------------------------------------------------------------


@pytest.mark.parametrize("keep", [0, 2])
def test_battlefield_count_too_few(jinx: DeckSpec, keep: int) -> None:
    jinx.battlefields = jinx.battlefields[:keep]
    assert f"You have {keep} battlefield" in only(jinx, "battlefield_count").message


def test_battlefield_count_too_many(jinx: DeckSpec) -> None:
    names = {c.name for c, _ in jinx.battlefields}
    fourth = find(
        lambda c: c.type == CardType.BATTLEFIELD and not is_token(c) and not banned(c) and c.name not in names,
        "battlefield",
    )
    jinx.battlefields.append((fourth, 1))
    only(jinx, "battlefield_count")


@pytest.mark.parametrize("mode", ["duel", "match", "ffa", "2v2"])
def test_three_battlefields_in_every_mode(jinx: DeckSpec, mode: str) -> None:
    jinx.mode = mode
    jinx.battlefields.pop()
    only(jinx, "battlefield_count")


def test_an_unknown_mode_still_needs_three_battlefields(jinx: DeckSpec) -> None:
    jinx.mode = "some-future-mode"
    assert codes(jinx) == []
    jinx.battlefields.pop()
    only(jinx, "battlefield_count")


def test_not_a_battlefield(jinx: DeckSpec) -> None:
    unit = spare(jinx)[0]
    jinx.battlefields.append((unit, 1))
    error = only(jinx, "not_a_battlefield")
    assert error.cards == [unit.code]


def test_battlefield_duplicate(jinx: DeckSpec) -> None:
    first = jinx.battlefields[0][0]
    jinx.battlefields = [(first, 2), jinx.battlefields[1]]
    error = only(jinx, "battlefield_duplicate")
    assert error.cards == [first.code]
    assert f"2 copies of {first.name}" in error.message


# -- sideboard ------------------------------------------------------------------------------------


@pytest.mark.parametrize("deck_format", ["standard", "casual"])
def test_sideboard_of_ten_is_fine(jinx: DeckSpec, deck_format: str) -> None:
    jinx.format = deck_format
    jinx.sideboard = [(c, 2) for c in spare(jinx, 5)]  # TR 601.1.c.1: 10 or fewer (8 before 2026-10-09)
    assert codes(jinx) == []


@pytest.mark.parametrize("deck_format", ["standard", "casual"])
def test_sideboard_size(jinx: DeckSpec, deck_format: str) -> None:
    jinx.format = deck_format
    jinx.sideboard = [(c, 3) for c in spare(jinx, 3)] + [(spare(jinx, 4)[3], 2)]
    error = only(jinx, "sideboard_size")
    assert "11 cards" in error.message and "at most 10" in error.message


# -- placement ------------------------------------------------------------------------------------


def token_card(token_type: str | None = None) -> Card:
    return find(
        lambda c: is_token(c) and (token_type is None or token_type in (c.token_type, c.type)),
        f"{token_type or ''} token",
    )


def test_token_in_main_deck(jinx: DeckSpec) -> None:
    token = token_card("unit")
    jinx.main.append((token, 1))
    error = only(jinx, "token_in_deck")
    assert error.cards == [token.code]
    assert token.name in error.message


def test_token_in_rune_deck_and_battlefields_is_reported_once(jinx: DeckSpec) -> None:
    token = token_card()
    jinx.runes.append((token, 1))
    jinx.battlefields.append((token, 1))
    jinx.sideboard.append((token, 4))
    assert only(jinx, "token_in_deck").cards == [token.code]


def test_rune_in_main_deck_is_wrong_zone(jinx: DeckSpec) -> None:
    rune = jinx.runes[0][0]
    jinx.main.append((rune, 4))  # reported once: not also too_many_copies
    error = only(jinx, "wrong_zone")
    assert error.cards == [rune.code]
    assert "rune deck" in error.message


def test_rune_in_place_of_a_main_deck_card_leaves_the_main_deck_short(jinx: DeckSpec) -> None:
    filler, n = jinx.main[-1]
    jinx.main[-1] = (filler, n - 1)
    jinx.main.append((jinx.runes[0][0], 1))
    assert codes(jinx) == ["wrong_zone", "main_deck_too_small"]


def test_legend_among_battlefields_is_wrong_zone(jinx: DeckSpec) -> None:
    jinx.battlefields.append((jinx.legend, 1))
    error = only(jinx, "wrong_zone")
    assert error.cards == [jinx.legend.code]
    assert "legend slot" in error.message


def test_battlefield_in_sideboard_and_rune_deck_is_wrong_zone(jinx: DeckSpec) -> None:
    names = {c.name for c, _ in jinx.battlefields}
    extra = find(
        lambda c: c.type == CardType.BATTLEFIELD and not is_token(c) and not banned(c) and c.name not in names,
        "battlefield",
    )
    jinx.sideboard.append((extra, 1))
    jinx.runes.append((extra, 1))
    error = only(jinx, "wrong_zone")
    assert error.cards == [extra.code]
    assert "sideboard" in error.message and "rune deck" in error.message


def test_unknown_card(jinx: DeckSpec) -> None:
    jinx.unknown = ["Not A Real Card", "ZZZ-999", "Not A Real Card"]
    error = only(jinx, "unknown_card")
    assert error.cards == ["Not A Real Card", "ZZZ-999"]
    assert "Not A Real Card" in error.message and "ZZZ-999" in error.message
