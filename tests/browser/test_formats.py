"""What a player sees of formats in headless Chromium: a banned card in the builder, Neeko's legend
choices picked by clicking, and the format a match uses in the lobby.

Set `SCREENSHOTS=<folder>` to keep a picture of each screen (they are not checked in)."""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

from decks.deckspec import DeckSpec
from decks.formats import STANDARD, get_format
from decks.models import Card, CardType, Deck
from decks.services import save_spec, spec_from_deck
from decks.validation import validate_deck

pytestmark = [pytest.mark.browser, pytest.mark.slow, pytest.mark.django_db(transaction=True)]


def shoot(page, name: str) -> None:
    folder = os.environ.get("SCREENSHOTS")
    if folder:
        Path(folder).mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(Path(folder) / f"{name}.png"), full_page=True)


def jinx_spec(neeko: bool = False) -> DeckSpec:
    """A Standard-legal Jinx deck of 40 (with Neeko, Blending In as the 40th card if asked)."""
    legend = Card.objects.get(name="Jinx, Loose Cannon")
    champion = Card.objects.get(name="Jinx, Rebel")
    standard = get_format(STANDARD)
    picked, names = [], {champion.name}
    for c in Card.objects.filter(type__in=["unit", "spell", "gear"], supertype="").order_by("set_code", "number"):
        if (c.domains and set(c.domains) <= set(legend.domains) and not c.is_unique and c.name not in names
                and not standard.banned(c.name, "duel")):
            picked.append(c)
            names.add(c.name)
        if len(picked) == 13:
            break
    main = [(champion, 1)] + [(c, 3) for c in picked]
    if neeko:
        main[-1] = (main[-1][0], 2)
        main.append((Card.objects.get(name="Neeko, Blending In"), 1))
    fields, seen = [], set()
    for c in Card.objects.filter(type=CardType.BATTLEFIELD).order_by("set_code", "number"):
        if c.name not in seen and not standard.banned(c.name, "duel"):
            fields.append((c, 1))
            seen.add(c.name)
    runes = [(Card.objects.get(name="Fury Rune"), 6), (Card.objects.get(name="Chaos Rune"), 6)]
    return DeckSpec(legend=legend, champion=champion, main=main, runes=runes, battlefields=fields[:3])


def test_a_banned_card_shows_in_the_builder(logged_in_page, player):
    from playwright.sync_api import expect

    page = logged_in_page
    spec = jinx_spec()
    assert validate_deck(spec) == []
    climb = Card.objects.get(name="Aspirant's Climb")
    spec.battlefields[0] = (climb, 1)
    deck = save_spec(Deck(owner=player, name="Climbing"), spec)
    page.goto(f"/decks/{deck.pk}/")
    problem = page.locator('#deck-validation .problem[data-code="card_banned"]')
    expect(problem).to_contain_text("Aspirant's Climb (banned in Standard)")
    expect(problem).to_contain_text("24 July 2026")
    row = page.locator(f'#deck-contents li.row[data-card="{climb.code}"]')
    expect(row.locator(".badge--banned")).to_have_text("Banned")
    expect(page.locator("#deck-format-note")).to_contain_text("Standard")
    shoot(page, "builder-banned-card")
    # Switching the deck to Casual (the format select saves at once) lifts the ban.
    page.locator("#id_format").select_option("casual")
    expect(page.locator("#builder-status")).to_contain_text("Casual")
    expect(page.locator("#deck-validation")).to_contain_text("Legal deck")
    expect(row.locator(".badge--banned")).to_have_count(0)
    deck.refresh_from_db()
    assert deck.format == "casual"


def test_neekos_legend_choices_in_the_builder(logged_in_page, player):
    from playwright.sync_api import expect

    page = logged_in_page
    deck = save_spec(Deck(owner=player, name="Blending in"), jinx_spec(neeko=True))
    page.goto(f"/decks/{deck.pk}/")
    choices = page.locator("#legend-choices")
    expect(choices).to_contain_text("Neeko, Blending In asks you to choose 3 legends")
    expect(page.locator('#deck-validation .problem[data-code="legend_choices_missing"]')).to_be_visible()
    shoot(page, "builder-neeko-needs-choices")
    picks = [Card.objects.get(name=n) for n in ("Sett, The Boss", "Leona, Radiant Dawn", "Ahri, Nine-Tailed Fox")]
    for number, legend in enumerate(picks, start=1):
        page.locator(f"#choice-{legend.code}").click()
        expect(page.locator("#legend-choices .tally")).to_contain_text(f"{number}/3")
    expect(page.locator("#deck-validation")).to_contain_text("Legal deck")
    expect(page.locator(f"#choice-{picks[0].code}")).to_have_count(0)  # the picker is gone once three are chosen
    shoot(page, "builder-neeko-chosen")
    saved = spec_from_deck(Deck.objects.get(pk=deck.pk))
    assert sorted(c.code for c in saved.legend_choices) == sorted(c.code for c in picks)
    assert validate_deck(saved) == []
    # The export's text list carries them.
    page.get_by_text("Export", exact=True).click()
    text = page.locator("#export-text").input_value()
    assert "Legend Choices:\n1 Ahri, Nine-Tailed Fox\n1 Leona, Radiant Dawn\n1 Sett, The Boss" in text


def test_the_lobby_says_which_format_a_match_uses(page, django_user_model):
    from playwright.sync_api import expect

    from decks.demo import load_demo
    from tests.browser.conftest import PASSWORDS, log_in

    load_demo()
    log_in(page, "demo-annie", PASSWORDS["demo-annie"], "/")
    page.goto("/")
    page.locator(".format-pick a", has_text="Casual").click()
    expect(page.locator("#format-summary")).to_contain_text("Friendly play")
    form = page.locator(".create-form").first
    form.locator("select[name=deck]").select_option(index=0)
    page.get_by_role("button", name="Create match").click()
    page.wait_for_url(re.compile(r"/matches/\d+/$"))
    expect(page.locator("#lobby-format")).to_contain_text("Every deck in this match must be legal in Casual")
    expect(page.locator(".match-bar .match-format")).to_have_text("Casual")
    shoot(page, "lobby-casual-match")
    page.goto("/")
    expect(page.locator(".match-row .b-format").first).to_have_text("Casual")
