"""The Cards pages (/cards/, /cards/<code>/), `filter_cards`, and the card rendering tag and filter."""

from __future__ import annotations

import re

import pytest
from django.template import Context, Template
from django.urls import reverse

from decks.card_filters import CardFilterError, CardFilterForm, filter_cards
from decks.models import Card
from decks.templatetags.card_tags import card_text, cost_label

pytestmark = pytest.mark.django_db

LIST_URL = "/cards/"


def names(queryset) -> set[str]:
    return set(queryset.values_list("name", flat=True))


def codes_on_page(html: str) -> list[str]:
    return re.findall(r'data-card="([^"]+)"', html)


# --- filter_cards ---------------------------------------------------------------------------------


def test_no_params_returns_every_card_in_set_and_number_order():
    cards = list(filter_cards(Card.objects.all(), {}))
    assert len(cards) == Card.objects.count() > 900
    keys = [(c.set_code, c.number) for c in cards]
    assert keys == sorted(keys)


def test_domain_filter_includes_fury_and_excludes_calm(card):
    fury = filter_cards(Card.objects.all(), {"domain": "fury"})
    assert "Blazing Scorcher" in names(fury)
    assert "Stalwart Poro" not in names(fury)  # a Calm unit
    assert all("fury" in c.domains for c in fury)
    assert names(filter_cards(Card.objects.all(), {"domain": "FURY"})) == names(fury)


def test_dual_domain_card_matches_both_domains(card):
    rain = card("Icathian Rain")
    assert set(rain.domains) == {"fury", "mind"}
    for domain in ("fury", "mind"):
        assert rain in filter_cards(Card.objects.all(), {"domain": domain})
    assert rain not in filter_cards(Card.objects.all(), {"domain": "calm"})


def test_keyword_filter_finds_shield_units():
    shield = filter_cards(Card.objects.all(), {"keyword": "Shield"})
    assert "Stalwart Poro" in names(shield)
    assert "Blazing Scorcher" not in names(shield)
    assert all(any(k["name"] == "Shield" for k in c.keywords) for c in shield)
    assert names(filter_cards(Card.objects.all(), {"keyword": "shield"})) == names(shield)


def test_tag_filter():
    poros = filter_cards(Card.objects.all(), {"tag": "Poro"})
    assert "Stalwart Poro" in names(poros)
    assert all("Poro" in c.tags for c in poros)
    dragons = filter_cards(Card.objects.all(), {"tag": "dragon"})
    assert "Blazing Scorcher" in names(dragons)
    assert "Stalwart Poro" not in names(dragons)


def test_q_searches_name_and_rules_text_case_insensitively():
    by_name = filter_cards(Card.objects.all(), {"q": "stalwart"})
    assert "Stalwart Poro" in names(by_name)
    by_text = filter_cards(Card.objects.all(), {"q": "ADDITIONAL COST to have me enter ready"})
    assert "Blazing Scorcher" in names(by_text)  # only its rules text says so
    assert "Stalwart Poro" not in names(by_text)
    for c in by_text:
        haystack = f"{c.name} {c.text}".lower()
        assert all(word in haystack for word in ("additional", "cost", "enter", "ready"))


def test_set_type_and_supertype_filters():
    ogs = filter_cards(Card.objects.all(), {"set": "ogs"})
    assert ogs.count() == Card.objects.filter(set_code="OGS").count() > 0
    assert {c.set_code for c in ogs} == {"OGS"}
    battlefields = filter_cards(Card.objects.all(), {"type": "battlefield"})
    assert battlefields.count() > 0 and {c.type for c in battlefields} == {"battlefield"}
    champions = filter_cards(Card.objects.all(), {"supertype": "champion", "set": "OGN"})
    assert "Jinx, Demolitionist" in names(champions)
    assert {c.supertype for c in champions} == {"champion"}


def test_energy_exact_and_range():
    exact = filter_cards(Card.objects.all(), {"energy": "5"})
    assert "Blazing Scorcher" in names(exact)
    assert {c.energy for c in exact} == {5}
    ranged = filter_cards(Card.objects.all(), {"energy_min": "2", "energy_max": "3"})
    assert {c.energy for c in ranged} == {2, 3}
    assert "Stalwart Poro" in names(ranged) and "Blazing Scorcher" not in names(ranged)


def test_might_exact_and_range():
    assert {c.might for c in filter_cards(Card.objects.all(), {"might": "2"})} == {2}
    big = filter_cards(Card.objects.all(), {"might_min": "5"})
    assert "Blazing Scorcher" in names(big) and "Stalwart Poro" not in names(big)
    assert all(c.might >= 5 for c in big)
    small = filter_cards(Card.objects.all(), {"might_max": "2", "type": "unit"})
    assert all(c.might <= 2 for c in small) and "Stalwart Poro" in names(small)


def test_filters_combine():
    cards = filter_cards(Card.objects.all(), {"domain": "calm", "keyword": "shield", "energy_max": "2"})
    assert "Stalwart Poro" in names(cards)
    assert all("calm" in c.domains and c.energy <= 2 for c in cards)


@pytest.mark.parametrize(
    ("sort", "key", "reverse"),
    [
        ("name", lambda c: c.name, False),
        ("-name", lambda c: c.name, True),
        ("energy", lambda c: c.energy, False),
        ("-energy", lambda c: c.energy, True),
        ("might", lambda c: c.might, False),
        ("-might", lambda c: c.might, True),
        ("-set", lambda c: (c.set_code, c.number), True),
    ],
)
def test_sort_orders(sort, key, reverse):
    cards = list(filter_cards(Card.objects.all(), {"sort": sort, "type": "unit"}))
    values = [key(c) for c in cards]
    assert values == sorted(values, reverse=reverse)
    assert len(set(values)) > 1


def test_sorting_by_energy_puts_cards_without_cost_last():
    cards = list(filter_cards(Card.objects.all(), {"sort": "-energy"}))
    energies = [c.energy for c in cards]
    first_none = energies.index(None)
    assert all(e is not None for e in energies[:first_none])
    assert all(e is None for e in energies[first_none:])


@pytest.mark.parametrize(
    ("params", "field"),
    [
        ({"energy": "abc"}, "energy"),
        ({"energy": "-1"}, "energy"),
        ({"might_min": "1.5"}, "might_min"),
        ({"domain": "purple"}, "domain"),
        ({"set": "XYZ"}, "set"),
        ({"type": "planeswalker"}, "type"),
        ({"supertype": "mythic"}, "supertype"),
        ({"sort": "price"}, "sort"),
        ({"keyword": "shield|tank"}, "keyword"),
        ({"tag": "%"}, "tag"),
        ({"energy_min": "5", "energy_max": "2"}, "energy_max"),
        ({"q": "x" * 101}, "q"),
    ],
)
def test_invalid_params_raise_a_card_filter_error(params, field):
    with pytest.raises(CardFilterError) as caught:
        filter_cards(Card.objects.all(), params)
    assert field in caught.value.errors
    assert isinstance(caught.value, ValueError)


def test_unknown_params_are_ignored():
    assert filter_cards(Card.objects.all(), {"page": "3", "format": "json"}).count() == Card.objects.count()


def test_form_reports_cleaned_values():
    form = CardFilterForm({"domain": "Calm", "set": "ogn", "sort": ""})
    assert form.is_valid(), form.errors
    assert (form.cleaned_data["domain"], form.cleaned_data["set"], form.cleaned_data["sort"]) == (
        "calm",
        "OGN",
        "set",
    )


# --- list page ------------------------------------------------------------------------------------


def test_list_page_renders_form_and_first_page_of_cards(client):
    response = client.get(reverse("decks:card_list"))
    assert response.status_code == 200
    html = response.content.decode()
    assert reverse("decks:card_list") == LIST_URL
    assert "<html" in html and 'id="card-results"' in html
    assert 'hx-get="/cards/"' in html and 'hx-target="#card-results"' in html and 'hx-push-url="true"' in html
    assert "cards.css" in html
    assert f"{Card.objects.count()} cards" in html
    codes = codes_on_page(html)
    assert len(codes) == 60
    assert codes[0] == "OGN-001"
    assert "Blazing Scorcher" in html


def test_list_page_filters_results(client):
    html = client.get(LIST_URL, {"domain": "fury"}).content.decode()
    assert "Blazing Scorcher" in html and "Stalwart Poro" not in html
    html = client.get(LIST_URL, {"keyword": "Shield"}).content.decode()
    assert "Stalwart Poro" in html and "Blazing Scorcher" not in html
    shown = codes_on_page(html)
    expected = filter_cards(Card.objects.all(), {"keyword": "Shield"}).values_list("code", flat=True)
    assert shown == list(expected)[:60]


def test_list_page_sorts(client):
    html = client.get(LIST_URL, {"sort": "-might", "type": "unit"}).content.decode()
    shown = [Card.objects.get(code=code).might for code in codes_on_page(html)]
    assert shown == sorted(shown, reverse=True)


def test_no_match_message(client):
    html = client.get(LIST_URL, {"q": "zzzqqqxx-no-such-card"}).content.decode()
    assert "0 cards match" in html
    assert "No cards match these filters." in html
    assert codes_on_page(html) == []


def test_pagination(client):
    first = codes_on_page(client.get(LIST_URL).content.decode())
    page_two_html = client.get(LIST_URL, {"page": "2"}).content.decode()
    second = codes_on_page(page_two_html)
    assert len(second) == 60 and not set(first) & set(second)
    assert 'aria-current="page">2<' in page_two_html
    assert 'href="?page=3"' in page_two_html and 'rel="next"' in page_two_html
    # Nonsense and out-of-range pages fall back instead of failing.
    assert client.get(LIST_URL, {"page": "abc"}).status_code == 200
    last = client.get(LIST_URL, {"page": "9999"})
    assert last.status_code == 200 and codes_on_page(last.content.decode())


def test_pagination_links_keep_the_filters(client):
    html = client.get(LIST_URL, {"type": "unit", "page": "1"}).content.decode()
    assert 'href="?type=unit&amp;page=2"' in html


def test_htmx_request_returns_only_the_results_partial(client):
    response = client.get(LIST_URL, {"domain": "fury"}, headers={"HX-Request": "true"})
    assert response.status_code == 200
    html = response.content.decode()
    assert html.lstrip().startswith('<section id="card-results"')
    assert "<html" not in html and "<form" not in html
    assert "Blazing Scorcher" in html and "Stalwart Poro" not in html
    assert 'hx-swap-oob="innerHTML"' in html  # the screen-reader status line
    assert "HX-Request" in response["Vary"]


def test_htmx_history_restore_gets_the_whole_page(client):
    headers = {"HX-Request": "true", "HX-History-Restore-Request": "true"}
    html = client.get(LIST_URL, headers=headers).content.decode()
    assert "<html" in html and "<form" in html


@pytest.mark.parametrize(
    "query",
    [
        {"energy": "abc"},
        {"domain": "purple"},
        {"sort": "price"},
        {"energy_min": "5", "energy_max": "2"},
        {"keyword": "<script>"},
        {"set": "x" * 500},
    ],
)
def test_invalid_params_show_a_form_error_not_a_500(client, query):
    response = client.get(LIST_URL, query)
    assert response.status_code == 200
    html = response.content.decode()
    assert "Check the filters" in html
    assert 'role="alert"' in html
    assert codes_on_page(html) == []
    assert "<script>" not in html.split('id="card-results"')[1]


def test_invalid_params_error_in_htmx_partial(client):
    response = client.get(LIST_URL, {"energy": "abc"}, headers={"HX-Request": "true"})
    html = response.content.decode()
    assert response.status_code == 200 and "Check the filters" in html and "Enter a whole number." in html


def test_list_rejects_post(client):
    assert client.post(LIST_URL).status_code == 405


# --- detail page ----------------------------------------------------------------------------------


def test_detail_page_shows_card_facts_and_variants(client, card):
    jinx = card("Jinx, Demolitionist")
    response = client.get(reverse("decks:card_detail", args=[jinx.code]))
    assert response.status_code == 200
    html = response.content.decode()
    assert "<h1>Jinx, Demolitionist" in html
    assert "cardface--large" in html
    printings = list(jinx.printings.values_list("code", flat=True))
    assert len(printings) >= 2
    for code in printings:
        assert f"<td>{code}</td>" in html
    assert "Alternate art" in html
    assert "Champion" in html and "Origins" in html


def test_detail_page_for_a_battlefield_is_landscape(client):
    battlefield = Card.objects.filter(type="battlefield").first()
    html = client.get(f"/cards/{battlefield.code}/").content.decode()
    assert "cardface--landscape" in html


def test_radiance_cards_are_listed_and_have_pages(client):
    html = client.get(LIST_URL, {"set": "RAD"}).content.decode()
    assert "144 cards match" in html
    assert "Radiance (RAD)" in html  # the set filter offers it
    neeko = client.get("/cards/RAD-167/").content.decode()
    assert "<h1>Neeko, Blending In" in neeko and "Radiance" in neeko
    hush = client.get("/cards/RAD-041/").content.decode()
    assert "Not known yet" in hush  # the source gives no domain: not shown as colorless
    assert "Not known yet" not in neeko


def test_unknown_card_code_is_404(client):
    assert client.get("/cards/OGN-999/").status_code == 404
    assert client.get("/cards/not-a-card/").status_code == 404


def test_lowercase_and_printing_codes_redirect_to_the_card(client, card):
    scorcher = card("Blazing Scorcher")
    response = client.get("/cards/ogn-1/")
    assert response.status_code == 302 and response["Location"] == f"/cards/{scorcher.code}/"
    jinx = card("Jinx, Demolitionist")
    alternate = jinx.printings.get(variant="alternate_art")
    response = client.get(f"/cards/{alternate.code}/")
    assert response.status_code == 302 and response["Location"] == f"/cards/{jinx.code}/"


# --- card rendering -------------------------------------------------------------------------------


def test_card_text_escapes_html():
    html = card_text('<script>alert("x")</script> & [Shield]')
    assert "<script>" not in html
    assert "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp;" in html
    assert '<span class="rb-kw rb-kw--shield">Shield</span>' in html


def test_card_text_does_not_let_tokens_inject_markup():
    html = card_text('[<img src=x onerror=alert(1)>] ["onmouseover="x] [Fury" onclick="x]')
    assert "<img" not in html and 'onclick="' not in html and 'onmouseover="' not in html


def test_card_text_renders_icons_and_keywords():
    html = card_text("[Assault 2] Pay [1][Fury][A]: +2 [M].\n[E]: [Add] [Calm].")
    assert '<span class="rb-kw rb-kw--assault">Assault 2</span>' in html
    assert 'class="rb-energy" role="img" aria-label="1 energy">1</span>' in html
    assert 'class="rb-power rb-power--fury" role="img" aria-label="Fury power"' in html
    assert 'aria-label="power of any domain"' in html
    assert 'class="rb-might-icon" role="img" aria-label="might"' in html
    assert 'class="rb-exhaust" role="img" aria-label="exhaust"' in html
    assert 'aria-label="Calm power"' in html
    assert "<br>" in html
    assert "[" not in html


def test_card_text_colours_the_own_domain_symbol():
    html = card_text("Pay [C].", ["fury", "chaos"])
    assert 'aria-label="Fury or Chaos power"' in html
    assert "conic-gradient(var(--rb-fury)" in html


def test_card_text_in_a_template_is_not_double_escaped():
    out = Template("{% load card_tags %}{{ text|card_text }}").render(Context({"text": "[Shield] a < b"}))
    assert '<span class="rb-kw rb-kw--shield">Shield</span> a &lt; b' in out


def test_card_face_renders_cost_might_domains_and_link(card):
    scorcher = card("Blazing Scorcher")
    html = Template("{% load card_tags %}{% card_face card %}").render(Context({"card": scorcher}))
    assert 'aria-label="Costs 5 energy"' in html
    assert 'aria-label="5 might"' in html
    assert "cf-domain--fury" in html and "Fury" in html
    assert "Unit · Dragon · Noxus" in html
    assert f'href="/cards/{scorcher.code}/"' in html
    assert '<h3 class="cf-name">' in html
    assert "OGN-001" in html and "Common" in html


def test_card_face_power_cost_label_and_pips(card):
    rain = card("Icathian Rain")
    assert cost_label(rain) == f"Costs {rain.energy} energy and 3 Fury or Mind power"
    html = Template('{% load card_tags %}{% card_face card size="small" link=False heading=0 %}').render(
        Context({"card": rain})
    )
    assert html.count("rb-power--multi") == 3
    assert "cardface--small" in html and "cardface--dual" in html
    assert "<a " not in html and '<p class="cf-name">' in html


def test_card_face_shows_equipment_might_bonus(card):
    sword = card("Long Sword")
    html = Template("{% load card_tags %}{% card_face card %}").render(Context({"card": sword}))
    assert 'aria-label="gives +2 might"' in html


def test_card_face_legend_shows_its_domains(card):
    legend = Card.objects.filter(type="legend", domain_index__contains="|fury|").first()
    html = Template("{% load card_tags %}{% card_face card %}").render(Context({"card": legend}))
    for domain in legend.domains:
        assert f"cf-domain--{domain}" in html
    assert "cf-cost" not in html


def test_detail_page_spells_out_a_two_domain_power_cost(client, card):
    rain = card("Icathian Rain")
    html = client.get(f"/cards/{rain.code}/").content.decode()
    assert "3 Fury or Mind power" in html
    assert "fury|mind" not in html.lower().replace('data-card="', "")


def test_card_pages_show_bans(client, card):
    fight = client.get(f"/cards/{card('Fight or Flight').code}/").content.decode()
    assert 'data-code="card_banned"' in fight and "Banned in Standard" in fight and "24 July 2026" in fight
    yi = client.get(f"/cards/{card('Master Yi, Wuju Bladesman (Starter)').code}/").content.decode()
    assert "Banned in 2v2 Standard" in yi and "Legal in the other modes" in yi
    jinx = client.get(f"/cards/{card('Jinx, Rebel').code}/").content.decode()
    legality = jinx[jinx.index('id="card-legality"'):]
    assert "Legal" in legality[: legality.index("</tr>")] and "Banned" not in legality[: legality.index("</tr>")]
    token = Card.objects.filter(type="token").first()
    assert 'id="card-legality"' not in client.get(f"/cards/{token.code}/").content.decode()
