"""Deck pages: the deck list, new deck, the builder page (or a read-only view), clone and delete.

The builder's htmx edits live in `decks.views_builder`.
"""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.exceptions import PermissionDenied
from django.core.paginator import Paginator
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from django.views.decorators.http import require_GET, require_http_methods, require_POST

from decks import builder, odds
from decks.builder_context import browser_params, deck_context
from decks.forms import DeckSettingsForm, ImportForm, NewDeckForm
from decks.models import Card, CardType, Deck
from decks.services import spec_from_deck

PUBLIC_PAGE_SIZE = 25


def visible_deck(request: HttpRequest, pk: int) -> Deck:
    """The deck if its owner is asking or it is public; 404 otherwise (private decks stay hidden)."""
    deck = get_object_or_404(Deck.objects.select_related("owner", "legend", "champion"), pk=pk)
    if deck.owner_id != request.user.pk and not deck.is_public:
        raise Http404("No such deck.")
    return deck


def owned_deck(request: HttpRequest, pk: int) -> Deck:
    """The deck if the requester owns it; 403 for another user's public deck, 404 for a private one
    (as for a deck that does not exist: a private deck is never confirmed to anyone else)."""
    deck = visible_deck(request, pk)
    if deck.owner_id != request.user.pk:
        raise PermissionDenied("Only the deck's owner can change it.")
    return deck


def deck_list(request: HttpRequest) -> HttpResponse:
    mine = []
    if request.user.is_authenticated:
        mine = list(request.user.decks.select_related("legend").order_by("-updated"))
    public = Deck.objects.filter(is_public=True).select_related("legend", "owner").order_by("-updated")
    legend_code = request.GET.get("legend", "")
    if legend_code:
        public = public.filter(legend__code=legend_code)
    page = Paginator(public, PUBLIC_PAGE_SIZE).get_page(request.GET.get("page"))
    legends = Card.objects.filter(type=CardType.LEGEND).order_by("name")
    return render(
        request,
        "decks/builder/deck_list.html",
        {"mine": mine, "public_page": page, "legends": legends, "legend_code": legend_code},
    )


@login_required
@require_http_methods(["GET", "POST"])
def deck_new(request: HttpRequest) -> HttpResponse:
    form = NewDeckForm(request.POST or None, initial={"name": "New deck"})
    if request.method == "POST" and form.is_valid():
        deck = form.save(commit=False)
        deck.owner = request.user
        deck.save()
        if request.GET.get("playable") == "true":  # from the Play page: start with the playable cards only
            return redirect(f"{reverse('decks:deck_edit', args=[deck.pk])}?playable=true")
        return redirect("decks:deck_edit", pk=deck.pk)
    return render(request, "decks/builder/deck_new.html", {"form": form})


def deck_edit(request: HttpRequest, pk: int) -> HttpResponse:
    """The builder for the owner; a read-only view of a public deck for everyone else."""
    deck = visible_deck(request, pk)
    can_edit = deck.owner_id == request.user.pk
    context = deck_context(deck, browser_params(request.GET), with_browser=can_edit)
    context["can_edit"] = can_edit
    context["odds"] = _odds(deck, request)
    if can_edit:
        context["settings_form"] = DeckSettingsForm(instance=deck)
        context["import_form"] = ImportForm()
    return render(request, "decks/builder/builder.html", context)


@login_required
@require_POST
def deck_clone(request: HttpRequest, pk: int) -> HttpResponse:
    deck = visible_deck(request, pk)
    name = deck.name if deck.owner_id != request.user.pk else f"{deck.name} (copy)"
    copy = builder.copy_deck(deck, request.user, name=name)
    messages.success(
        request, f"Cloned “{deck.name}” into your decks. This copy is private until you share it."
    )
    return redirect("decks:deck_edit", pk=copy.pk)


@login_required
@require_http_methods(["GET", "POST"])
def deck_delete(request: HttpRequest, pk: int) -> HttpResponse:
    deck = owned_deck(request, pk)
    if request.method == "GET":
        return render(request, "decks/builder/deck_confirm_delete.html", {"deck": deck})
    name = deck.name
    deck.delete()
    messages.success(request, f"Deleted “{name}”.")
    return redirect("decks:deck_list")


def _odds(deck: Deck, request: HttpRequest) -> odds.DeckOdds:
    spec = spec_from_deck(deck)
    main = [(card, n) for card, n in spec.main if card.type in builder.MAIN_TYPES]
    return odds.deck_odds(main, spec.champion, request.GET.getlist("card"))


@require_GET
def deck_odds(request: HttpRequest, pk: int) -> HttpResponse:
    """The draw-odds panel for the chosen cards (`?card=CODE`, repeated); 422 names a card not in the deck."""
    deck = visible_deck(request, pk)
    result = _odds(deck, request)
    status = 422 if result.problem else 200
    return render(request, "decks/builder/_odds.html", {"deck": deck, "odds": result}, status=status)
