"""Issue 15, items 9-12, as a player meets them in headless Chromium: what can be played in matches
is shown on the Cards page and in the builder; the sideboard obeys the same rules as the main deck;
a player with no playable deck is shown the way out of the Play page; logging in and out, the
builder's legend hint and card text, and the match histories.

Set `SCREENSHOTS=<folder>` to keep a 1366x768 picture of each screen described in the report
(docs/screenshots/builder/ holds the ones checked in)."""

from __future__ import annotations

import os
import re
from datetime import date
from pathlib import Path

import pytest

from decks.demo import build_demo_spec, load_demo
from decks.formats import STANDARD, get_format
from decks.models import Card, Deck, DeckCard
from decks.playable import is_playable
from decks.services import save_spec
from game.models import Match, Seat, Status
from tests.browser.conftest import new_page

pytestmark = [pytest.mark.browser, pytest.mark.slow, pytest.mark.django_db(transaction=True)]

SCREEN = {"width": 1366, "height": 768}


def snapshot(page, name: str) -> None:
    """The screen as the player sees it, when SCREENSHOTS names a folder."""
    folder = os.environ.get("SCREENSHOTS")
    if folder:
        Path(folder).mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(Path(folder) / f"{name}.png"))


@pytest.fixture
def screen_page(browser, live_server):
    page = new_page(browser, live_server.url, 10_000, SCREEN)
    yield page
    page.context.close()


def annie_deck(owner, name: str = "Annie, my way") -> Deck:
    """A legal Standard Duel deck whose every card the engine plays (the demo recipe), with a sideboard."""
    spec = build_demo_spec(Card.objects.get(name="Annie, Dark Child (Starter)"), Card.objects.get(name="Annie, Fiery"))
    return save_spec(Deck(owner=owner, name=name), spec)


def unplayable_for(deck: Deck, how_many: int, not_playable) -> list[Card]:
    """Units of the deck's domains, legal in Standard today, one copy allowed, not in the deck, the ones whose names
    hold a comma first, made cards the engine can't play yet (`not_playable`: the real ones run out as the sets get
    done)."""
    from decks.choices import legends_asked

    standard = get_format(STANDARD)
    in_deck = set(DeckCard.objects.filter(deck=deck).values_list("card__name", flat=True))
    found = [c for c in Card.objects.filter(type="unit", supertype__in=["", "champion"]).order_by("code")
             if set(c.domains) <= set(deck.legend.domains) and not c.is_unique and c.name not in in_deck
             and not legends_asked(c)  # (a card that asks for legends makes the deck illegal until they're chosen)
             and not standard.banned(c.name, "duel") and standard.set_legal(c.set_code, date.today())]
    found.sort(key=lambda c: "," not in c.name)
    not_playable(*found[:how_many])
    return found[:how_many]


def first_sfd_cards_unplayable(not_playable, domains: set[str]) -> None:
    """The first Spiritforged cards of these domains (by code), none of the demo Annie deck's, made cards the engine
    can't play yet, so the set's first page of results shows some (the real ones run out as the sets get done)."""
    spec = build_demo_spec(Card.objects.get(name="Annie, Dark Child (Starter)"), Card.objects.get(name="Annie, Fiery"))
    demo = {c.name for zone in (spec.main, spec.sideboard, spec.battlefields, spec.runes) for c, _ in zone}
    not_playable(*[c for c in Card.objects.filter(set_code="SFD").order_by("code")
                   if set(c.domains) & domains and c.name not in demo][:4])


def test_playable_in_matches_on_the_cards_page_and_the_api(screen_page, not_playable):
    """Item 9: the badge on every card and the filter, on the page and in the API."""
    from playwright.sync_api import expect

    first_sfd_cards_unplayable(not_playable, {"fury", "calm", "mind", "body", "chaos", "order"})
    page = screen_page
    page.goto("/cards/?set=SFD")
    results = page.locator("#card-results")
    expect(results.locator(".play-badge.is-unplayable").first).to_contain_text("Not playable in matches yet")
    expect(results.locator(".play-badge.is-playable").first).to_contain_text("Playable in matches")
    assert results.locator(".play-badge").count() == results.locator(".cardface").count()

    page.get_by_label("Playable in matches").select_option("true")
    page.wait_for_url(re.compile(r"playable=true"))
    expect(results.locator(".play-badge.is-unplayable")).to_have_count(0)
    expect(results.locator(".play-badge.is-playable").first).to_be_visible()
    playable_sfd = [c for c in Card.objects.filter(set_code="SFD") if is_playable(c)]
    expect(results.locator("#card-results-heading")).to_have_text(f"{len(playable_sfd)} cards match")
    snapshot(page, "cards-playable-filter")

    body = page.request.get("/api/cards/?set=SFD&playable=true&page_size=300").json()
    assert body["count"] == len(playable_sfd) and all(c["playable"] is True for c in body["results"])
    bad = page.request.get("/api/cards/?playable=sometimes")
    assert bad.status == 400 and "Use true" in bad.json()["playable"][0]


def test_the_builder_says_what_cannot_be_played_before_and_after_it_is_added(browser, live_server, player,
                                                                             not_playable):
    """Items 9, 10 and 12: legend picker, set and playable filters, the hint that leaves once a legend
    is picked, readable card text, the verdict naming each unplayable card on its own line, the
    sideboard's + refusing a 4th copy, and other champions' Signature cards."""
    from playwright.sync_api import expect

    from tests.browser.conftest import log_in

    first_sfd_cards_unplayable(not_playable, {"fury", "chaos"})  # Jinx's domains
    blocked = Card.objects.filter(type="legend").exclude(name="Jinx, Loose Cannon").order_by("code").first()
    assert blocked is not None
    not_playable(blocked)  # a legend the engine can't play (every real one plays now)
    page = new_page(browser, live_server.url, 10_000, SCREEN)
    log_in(page, player.username, player.raw_password, "/decks/")

    # A new deck: the legend picker marks the legends the table can't play before one is chosen.
    page.get_by_role("button", name="+ New deck").click()
    page.wait_for_url(re.compile(r"/decks/\d+/$"))
    assert not is_playable(blocked)
    jinx = Card.objects.get(name="Jinx, Loose Cannon")
    expect(page.locator(f"#legend-{blocked.code}")).to_contain_text("Not playable in matches yet")
    expect(page.locator(f"#legend-{jinx.code}")).not_to_contain_text("Not playable")
    hint = page.locator("#browser-hint")
    expect(hint).to_contain_text("Pick a legend to narrow this")
    page.locator(f"#legend-{blocked.code}").scroll_into_view_if_needed()
    snapshot(page, "builder-legend-picker")

    # Picking a legend: the hint gives way to the legend's domains, the domain switch appears.
    page.locator(f"#legend-{jinx.code}").click()
    expect(hint).to_contain_text("Fury and Chaos and colourless cards")
    expect(hint).not_to_contain_text("Pick a legend")
    expect(page.get_by_label("Show cards outside my domains")).to_be_visible()

    # The set filter, then only the playable cards.
    results = page.locator("#browser-results")
    page.get_by_label("Set", exact=True).select_option("SFD")
    expect(results).to_have_attribute("data-set", "SFD")  # the answer to this filter is on the page
    expect(results.locator(".results-meta")).not_to_contain_text("playable in matches")
    expect(results.locator(".unplayable-note").first).to_have_text("Not playable in matches yet")
    codes = results.locator(".browse-card").evaluate_all("items => items.map(i => i.dataset.card)")
    assert codes and all(code.startswith("SFD-") for code in codes)
    page.get_by_label("Only cards playable in matches").check()
    expect(results).to_have_attribute("data-playable", "true")
    expect(results.locator(".results-meta")).to_contain_text("playable in matches")
    expect(results.locator(".unplayable-note")).to_have_count(0)
    codes = results.locator(".browse-card").evaluate_all("items => items.map(i => i.dataset.card)")
    assert codes and all(code.startswith("SFD-") and is_playable(Card.objects.get(code=code)) for code in codes)
    # Card text a player can read: 12.5px or more on the browser's cards.
    size = results.locator(".browse-card .cf-text").first.evaluate("e => parseFloat(getComputedStyle(e).fontSize)")
    assert size >= 12.5

    # A whole legal deck of playable cards (the demo recipe for Jinx's domains is Annie's): legal.
    deck = Deck.objects.get(owner=player)
    spec = build_demo_spec(Card.objects.get(name="Annie, Dark Child (Starter)"), Card.objects.get(name="Annie, Fiery"))
    save_spec(deck, spec)
    page.reload()
    validation = page.locator("#deck-validation")
    expect(validation.locator("h2")).to_have_text(re.compile(r"^\W*Legal deck$"))

    # Two cards the table can't play go in the sideboard, by clicking: legal, but it says so.
    page.get_by_label("Only cards playable in matches").uncheck()
    page.get_by_label("Set", exact=True).select_option("")
    expect(results).to_have_attribute("data-set", "")
    search = page.locator("#f-q")
    blockers = unplayable_for(deck, 2, not_playable)
    assert any("," in c.name for c in blockers)
    for card in blockers:
        search.fill(card.name)
        expect(results).to_have_attribute("data-q", card.name)
        page.locator(f"#b-add-sideboard-{card.code}").click()
        expect(page.locator(f'#deck-contents [data-card="{card.code}"] .badge--unplayable')).to_be_visible()
    expect(validation.locator("h2")).to_have_text(re.compile(r"Legal deck, but 2 cards can't be played in matches yet"))
    lines = validation.locator(".unplayable-list li").all_inner_texts()
    assert lines == sorted(c.name for c in blockers)
    validation.scroll_into_view_if_needed()
    snapshot(page, "builder-status-unplayable")

    # The sideboard's + refuses a 4th copy as the main deck's does: disabled, and refused if clicked.
    three = next(c for c, n in spec.main if n == 3 and c.pk != spec.champion.pk)
    search.fill(three.name)
    expect(results).to_have_attribute("data-q", three.name)
    side_add = page.locator(f"#b-add-sideboard-{three.code}")
    expect(side_add).to_have_attribute("aria-disabled", "true")
    expect(side_add).to_have_attribute("title", re.compile("3 copies of this name already"))
    side_add.click(force=True)  # aria-disabled only says so: a player can still click it
    expect(page.locator("#builder-status")).to_contain_text(
        f"Nothing changed: a deck may hold at most 3 copies of {three.name}, main deck and sideboard together")
    assert not DeckCard.objects.filter(deck=deck, card=three, zone="sideboard").exists()

    # Another champion's Signature card says so before it is added (Tibbers is Annie's; this is Jinx's deck).
    deck.legend = jinx
    deck.champion = Card.objects.get(name="Jinx, Rebel")
    deck.save()
    page.reload()
    page.get_by_label("Show cards outside my domains").check()
    search.fill("Tibbers")
    expect(results).to_have_attribute("data-q", "Tibbers")
    expect(results.locator(".signature-note").first).to_have_text(
        "Annie's Signature card: only for decks led by Annie")
    page.context.close()


def test_a_player_with_no_playable_deck_is_shown_the_way_to_play(browser, live_server, player, not_playable):
    """Items 10 and 11: a deck held back by a sideboard card; the Play page says why, offers the
    playable public decks to clone and the builder's playable filter; cloning one opens play."""
    from playwright.sync_api import expect

    from tests.browser.conftest import log_in

    load_demo()
    deck = annie_deck(player)
    blocker = unplayable_for(deck, 1, not_playable)[0]
    DeckCard.objects.filter(deck=deck, zone="sideboard").delete()
    DeckCard.objects.create(deck=deck, card=blocker, zone="sideboard", count=1)
    page = new_page(browser, live_server.url, 10_000, SCREEN)
    log_in(page, player.username, player.raw_password, "/")

    box = page.locator("#no-playable-deck")
    expect(box.locator("h3")).to_have_text("None of your decks can play Duel (1v1) (Standard) yet")
    expect(box.locator(".dead-end-reasons > li").first).to_contain_text(f"{deck.name}: 1 card the table can't play yet:")
    expect(box.locator(".dead-end-cards li")).to_have_text([blocker.name])
    public = list(Deck.objects.filter(is_public=True).order_by("pk"))
    expect(box.locator(".dead-end-decks > li")).to_have_count(len(public))
    expect(page.locator(".create-form select[name=deck] option", has_text=deck.name)).to_be_disabled()
    snapshot(page, "play-no-playable-deck")

    # The builder's playable filter, on the deck that needs it.
    box.get_by_role("link", name=re.compile("Only cards playable in matches")).click()
    page.wait_for_url(re.compile(rf"/decks/{deck.pk}/\?playable=true$"))
    expect(page.get_by_label("Only cards playable in matches")).to_be_checked()
    expect(page.locator("#browser-results .unplayable-note")).to_have_count(0)
    expect(page.locator("#deck-validation .unplayable-list li")).to_have_text([blocker.name])

    # Back to Play: clone a public deck, and the way is open.
    page.goto("/")
    first = public[0]
    page.get_by_role("button", name=f"Clone {first.name}").click()
    page.wait_for_url(re.compile(r"/decks/\d+/$"))
    expect(page.locator(".messages")).to_contain_text(f"Cloned “{first.name}” into your decks")
    page.goto("/")
    expect(page.locator("#no-playable-deck")).to_have_count(0)
    expect(page.locator(".create-form select[name=deck] option", has_text=first.name)).to_be_enabled()
    page.context.close()


def test_logging_in_returns_you_and_logging_out_says_so(page, player):
    """Item 12: from the Cards page (filters and all) to the login form and back; then log out."""
    from playwright.sync_api import expect

    page.goto("/cards/?set=OGN&type=spell")
    page.locator(".nav-user").get_by_role("link", name="Log in").click()
    page.get_by_label("Username").fill(player.username)
    page.get_by_label("Password").fill(player.raw_password)
    page.get_by_role("button", name="Log in").click()
    page.wait_for_url(re.compile(r"/cards/\?set=OGN&type=spell$"))
    expect(page.locator(".nav-user")).to_contain_text(player.username)
    page.get_by_role("button", name="Log out").click()
    expect(page.locator(".messages")).to_contain_text("You are logged out.")
    expect(page.locator(".nav-user").get_by_role("link", name="Log in")).to_be_visible()


def test_histories_look_like_the_rest_and_colour_results(screen_page, player, django_user_model):
    """Item 12: a player's history and a deck's, wins green, losses red, teams together."""
    from playwright.sync_api import expect

    rival = django_user_model.objects.create_user("rival-player", password="rival-password-42")
    mine, theirs = annie_deck(player), annie_deck(rival, "Rival Annie")
    mine.is_public = True  # its history is for everyone to see
    mine.save()
    rows = [("duel", [0], [8, 5]), ("duel", [1], [6, 8]), ("ffa4", [2], [4, 5, 8, 2]), ("2v2", [0, 2], [11, 7, 11, 7])]
    for mode, winners, points in rows:
        match = Match.objects.create(mode=mode, seed=1, status=Status.FINISHED, winners=winners, points=points)
        for i in range(len(points)):
            user = player if i == 0 else rival if i == 2 or mode == "duel" else None
            Seat.objects.create(match=match, index=i, user=user, is_bot=user is None, deck=mine if i == 0 else theirs,
                                deck_name="x", team=(i % 2) + 1 if mode == "2v2" else 0)
    page = screen_page
    page.goto(f"/players/{player.username}/matches/")
    won, lost = page.locator(".outcome--won").first, page.locator(".outcome--lost").first
    expect(page.locator(".outcome--won")).to_have_count(2)
    expect(page.locator(".outcome--lost")).to_have_count(2)
    green = won.evaluate("e => getComputedStyle(e).color")
    red = lost.evaluate("e => getComputedStyle(e).color")
    assert green == "rgb(79, 191, 122)" and red == "rgb(224, 96, 90)"  # --ok and --bad
    head = page.locator(".history-table thead th").first
    assert head.evaluate("e => getComputedStyle(e).textTransform") == "uppercase"  # the Decks page's tables
    expect(page.locator(".record")).to_contain_text("4 finished")
    expect(page.locator(".history-table tbody tr").filter(has_text="2v2")).to_contain_text(
        f"{player.username} & {rival.username} vs")
    snapshot(page, "history")
    page.goto(f"/matches/deck/{mine.pk}/")
    expect(page.locator(".record")).to_contain_text("2 won")
    expect(page.locator(".outcome--won")).to_have_count(2)
