"""Build a legal deck in the builder by clicking, as a player would, in headless Chromium."""

from __future__ import annotations

import re

import pytest

from decks.decklist import spec_from_code
from decks.lookup import CardResolver
from decks.models import Card, CardType, Deck
from decks.services import spec_from_deck
from decks.validation import validate_deck

pytestmark = [pytest.mark.browser, pytest.mark.slow, pytest.mark.django_db(transaction=True)]

LEGEND = "Jinx, Loose Cannon"
CHAMPION = "Jinx, Rebel"


def fillers(legend: Card, champion: Card, how_many: int = 13) -> list[Card]:
    """Distinct plain (non-signature, non-unique) main-deck cards of the legend's domains."""
    names, picked = {champion.name}, []
    for c in Card.objects.filter(type__in=["unit", "spell", "gear"], supertype="").order_by("set_code", "number"):
        if c.domains and set(c.domains) <= set(legend.domains) and not c.is_unique and c.name not in names:
            picked.append(c)
            names.add(c.name)
        if len(picked) == how_many:
            return picked
    raise AssertionError("catalog too small for a test deck")


def battlefields(how_many: int = 3) -> list[Card]:
    """Battlefields of different names, none banned in Standard (a new deck is Standard)."""
    from decks.formats import STANDARD, get_format

    seen, picked = set(), []
    for c in Card.objects.filter(type=CardType.BATTLEFIELD).order_by("set_code", "number"):
        if c.name not in seen and not get_format(STANDARD).banned(c.name, "duel"):
            picked.append(c)
            seen.add(c.name)
        if len(picked) == how_many:
            return picked
    raise AssertionError("not enough battlefields")


def entries(entries_list) -> list[tuple[str, int]]:
    return sorted((card.code, count) for card, count in entries_list)


def test_build_a_legal_deck_by_clicking(logged_in_page, player):
    from playwright.sync_api import expect

    page = logged_in_page
    legend = Card.objects.get(name=LEGEND, type=CardType.LEGEND)
    champion = Card.objects.filter(name=CHAMPION).order_by("set_code", "number").first()

    # A new, empty deck opens in the builder.
    page.get_by_role("button", name="+ New deck").click()
    page.wait_for_url(re.compile(r"/decks/\d+/$"))
    deck = Deck.objects.get(owner=player)
    validation = page.locator("#deck-validation")
    expect(validation).to_contain_text("Not legal yet")
    expect(validation).to_contain_text("no Champion Legend")

    # Legend, then its champion (the picker only offers the legend's champion units).
    page.locator(f"#legend-{legend.code}").click()
    expect(page.locator("#deck-setup .setup-name").first).to_have_text(LEGEND)
    expect(page.locator("#builder-status")).to_contain_text(f"{LEGEND} is your legend")
    page.locator(f"#champion-{champion.code}").click()
    expect(page.locator(f"#champion-{champion.code}")).to_have_attribute("aria-pressed", "true")
    main_tally = page.locator("#zone-main .tally")
    expect(main_tally).to_contain_text("1/40")

    # 39 more main-deck cards: search each one, add three copies.
    search = page.locator("#f-q")
    results = page.locator("#browser-results")
    for number, card in enumerate(fillers(legend, champion)):
        search.fill(card.name)
        expect(results).to_have_attribute("data-q", card.name)  # the search's answer is on the page
        add = page.locator(f"#b-add-main-{card.code}")
        count = page.locator(f'#browser-results [data-card="{card.code}"] .slot').first.locator(".slot-count")
        for copies in (1, 2, 3):
            if number == 0 and copies == 1:
                # Keyboard: Enter on the focused button adds a copy, and focus stays on that button.
                add.focus()
                page.keyboard.press("Enter")
                expect(count).to_have_text("1")
                expect(add).to_be_focused()
            else:
                add.click()
                expect(count).to_have_text(str(copies))
        expect(add).to_have_attribute("aria-disabled", "true")
        if number == 0:  # draw odds: the first filler chosen now stays chosen as the deck grows
            page.locator(f'#deck-odds input[value="{card.code}"]').check()
            expect(page.locator("#deck-odds caption")).to_have_text("3 of 3 cards in the deck you draw from")
    expect(main_tally).to_contain_text("40/40")
    expect(page.locator("#deck-odds caption")).to_have_text("3 of 39 cards in the deck you draw from")
    expect(page.locator("#deck-odds tbody tr").first).to_contain_text("Opening hand")

    # Runes: twelve, split across the legend's two domains.
    page.get_by_role("button", name=re.compile("Fill runes evenly")).click()
    expect(page.locator("#zone-runes .tally")).to_contain_text("12/12")

    # Battlefields: switch the browser to battlefields and add three.
    search.fill("")
    page.get_by_role("button", name="Browse battlefields").click()
    expect(page.locator("#f-type")).to_have_value("battlefield")
    for number, field in enumerate(battlefields(), start=1):
        search.fill(field.name)
        expect(results).to_have_attribute("data-q", field.name)
        page.locator(f"#b-add-battlefields-{field.code}").click()
        expect(page.locator("#zone-battlefields .tally")).to_contain_text(f"{number}/3")

    # The verdict turns green.
    expect(validation).to_have_class(re.compile(r"\bis-ok\b"))
    expect(validation).to_contain_text("Legal deck")

    # Saved as we went: the database holds the legal deck.
    deck.refresh_from_db()
    saved = spec_from_deck(deck)
    assert validate_deck(saved) == []
    assert (deck.legend, deck.champion, saved.main_count()) == (legend, champion, 40)

    # Export: the code on the page decodes to the saved deck, and Copy puts it on the clipboard.
    page.get_by_text("Export", exact=True).click()
    code_box = page.locator("#export-code")
    expect(code_box).to_be_visible()
    code = code_box.input_value()
    decoded = spec_from_code(code, CardResolver())
    assert (decoded.legend, decoded.champion) == (legend, champion)
    for zone in ("main", "runes", "battlefields", "sideboard"):
        assert entries(getattr(decoded, zone)) == entries(getattr(saved, zone)), zone
    page.locator('[data-copy="export-code"]').click()
    expect(page.locator("#deck-export .copy-feedback")).to_have_text(re.compile("Copied|Selected"))
