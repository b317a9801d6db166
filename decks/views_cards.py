"""The Cards pages: browse, search and filter the catalog; one page per card."""

from __future__ import annotations

from datetime import date

from django.core.paginator import Paginator
from django.db.models import Q
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.utils.cache import patch_vary_headers
from django.views.decorators.http import require_GET

from decks.card_filters import SETS, CardFilterForm
from decks.formats import STANDARD, get_format
from decks.lookup import normalise_code
from decks.models import Card, Printing

PAGE_SIZE = 60


def _is_partial(request: HttpRequest) -> bool:
    """An htmx request for the results only (a history restore wants the whole page)."""
    htmx = getattr(request, "htmx", None)
    return bool(htmx) and not htmx.history_restore_request


@require_GET
def card_list(request: HttpRequest) -> HttpResponse:
    form = CardFilterForm(request.GET)
    cards = form.filter(Card.objects.all()) if form.is_valid() else Card.objects.none()
    page = Paginator(cards, PAGE_SIZE).get_page(request.GET.get("page"))
    context = {
        "form": form,
        "page": page,
        "total": page.paginator.count,
        "is_filtered": any(v for k, v in request.GET.items() if k not in ("page", "sort")),
        "elided_pages": page.paginator.get_elided_page_range(page.number, on_each_side=2, on_ends=1),
    }
    if not _is_partial(request):
        context["keyword_options"], context["tag_options"] = _list_options()
    context["partial"] = _is_partial(request)
    template = "decks/cards/_results.html" if context["partial"] else "decks/cards/card_list.html"
    # Invalid filters answer 200 with the form errors in the results, so htmx swaps them in.
    response = render(request, template, context)
    patch_vary_headers(response, ["HX-Request"])
    return response


def _list_options() -> tuple[list[str], list[str]]:
    """Every keyword name and tag in the catalog, as printed, for the filter suggestions."""
    keywords: set[str] = set()
    tags: set[str] = set()
    for card_keywords, card_tags in Card.objects.values_list("keywords", "tags"):
        keywords.update(k["name"] for k in card_keywords or [] if k.get("name"))
        tags.update(card_tags or [])
    return sorted(keywords, key=str.casefold), sorted(tags, key=str.casefold)


@require_GET
def card_detail(request: HttpRequest, code: str) -> HttpResponse:
    card = Card.objects.filter(code=code).first()
    if card is None:
        return _redirect_to_card(code)
    printings = card.printings.all().order_by("set_code", "code")
    reprints = Card.objects.filter(name=card.name).exclude(pk=card.pk).order_by("set_code", "number")
    context = {
        "card": card,
        "printings": printings,
        "reprints": reprints,
        "set_name": SETS.get(card.set_code, ""),
        "legality": standard_legality(card),
    }
    return render(request, "decks/cards/card_detail.html", context)


def standard_legality(card: Card) -> dict:
    """The card in Standard: its bans (with the ban list's date) and whether its set is legal today.
    Tokens are never in a deck and get nothing."""
    if card.type == "token":
        return {}
    standard = get_format(STANDARD)
    bans = standard.banlist.bans_for(card.name) if standard.banlist else []
    legal_from = standard.legal_sets.get(card.set_code)
    return {
        "bans": bans,
        "effective": standard.banlist.effective if standard.banlist else None,
        "set_legal": standard.set_legal(card.set_code, date.today()),
        "legal_from": legal_from,
    }


def _redirect_to_card(ref: str) -> HttpResponse:
    """`/cards/ogn-7/` and printing codes such as `/cards/OGN-007a/` go to the card's own page."""
    code = normalise_code(ref)
    if code:
        found = Card.objects.filter(code=code).first()
        if found is None:
            printing = (
                Printing.objects.select_related("card")
                .filter(Q(code=code) | Q(code=code.replace("*", "s")))
                .first()
            )
            found = printing.card if printing else None
        if found is not None:
            return redirect("decks:card_detail", code=found.code)
    raise Http404("No card with that code.")
