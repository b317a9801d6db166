"""The builder's edits: every change is a POST by the deck's owner that saves at once.

An htmx request gets back the builder's changed parts as out-of-band swaps (deck list, setup,
validation, stats, export, card browser, status line). Bad input changes nothing and answers 422
with just the status line saying why. Without htmx the forms still work: the page reloads with a
message.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import wraps

from django import forms
from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.db import transaction
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.views.decorators.http import require_GET, require_POST

from decks import builder
from decks.builder_context import browser_params, card_browser, deck_context
from decks.deckcodes import DeckCodeError
from decks.decklist import DeckListError, spec_from_code, spec_from_text
from decks.deckspec import DeckSpec
from decks.forms import (
    CardCountForm,
    CardRefForm,
    DeckSettingsForm,
    ImportForm,
    LegendChoiceForm,
    form_error_text,
)
from decks.lookup import shared_resolver
from decks.models import Card, Deck
from decks.services import save_spec
from decks.views_decks import owned_deck

Edit = Callable[[Deck], str]
FormEdit = Callable[[Deck, dict], str]  # an edit given the form's cleaned data; returns the status line
View = Callable[[HttpRequest, int], HttpResponse]


def _updated(request: HttpRequest, deck: Deck, status: str, card_edit: bool = False) -> HttpResponse:
    if not request.htmx:
        messages.success(request, status)
        return redirect("decks:deck_edit", pk=deck.pk)
    deck.refresh_from_db()
    context = deck_context(deck, browser_params(request.POST))
    context.update(can_edit=True, oob=True, status=status, settings_form=DeckSettingsForm(instance=deck),
                   card_edit=card_edit)  # a count changed: the pickers and card faces stay (_updates.html)
    response = render(request, "decks/builder/_updates.html", context)
    response["HX-Trigger"] = "deck-changed"  # the draw-odds panel asks again with its own choices
    return response


def _refused(request: HttpRequest, deck: Deck, problem: str, import_error: bool = False) -> HttpResponse:
    """422 with the reason on the status line (and under the import form for a failed import)."""
    if not request.htmx:
        messages.error(request, f"Nothing changed: {problem}")
        return redirect("decks:deck_edit", pk=deck.pk)
    context = {"oob": True, "status": f"Nothing changed: {problem}", "status_error": True, "import_error": import_error}
    return render(request, "decks/builder/_refused.html", context, status=422)


def _apply(request: HttpRequest, deck: Deck, edit: Edit, import_error: bool = False,
           card_edit: bool = False) -> HttpResponse:
    try:
        status = edit(deck)
    except builder.BuilderError as exc:
        return _refused(request, deck, str(exc), import_error)
    return _updated(request, deck, status, card_edit)


def _edit_view(form_class: type[forms.Form] | None = None, import_error: bool = False,
               card_edit: bool = False) -> Callable[[FormEdit], View]:
    """Turn `edit(deck, data) -> status` into the builder's POST view for it: the owner's deck, the
    form (if any) read from the POST, refused with 422 when invalid, else the edit applied and saved."""

    def decorate(edit: FormEdit) -> View:
        @login_required
        @require_POST
        @wraps(edit)
        def view(request: HttpRequest, pk: int) -> HttpResponse:
            deck = owned_deck(request, pk)
            data: dict = {}
            if form_class is not None:
                form = form_class(request.POST)
                if not form.is_valid():
                    return _refused(request, deck, form_error_text(form), import_error)
                data = form.cleaned_data
            return _apply(request, deck, lambda deck: edit(deck, data), import_error, card_edit)

        return view

    return decorate


def _card(ref: str) -> Card:
    card = Card.objects.filter(code=ref.strip()).first()
    if card is None:
        raise builder.BuilderError(f"there is no card {ref!r} in the catalog.")
    return card


@login_required
@require_POST
def deck_settings(request: HttpRequest, pk: int) -> HttpResponse:
    deck = owned_deck(request, pk)
    form = DeckSettingsForm(request.POST, instance=deck)
    if not form.is_valid():
        deck.refresh_from_db()
        return _refused(request, deck, form_error_text(form))
    form.save()
    visibility = "public" if deck.is_public else "private"
    return _updated(
        request, deck, f"Saved “{deck.name}” ({deck.get_format_display()}, {deck.get_mode_display()}, {visibility})."
    )


@_edit_view(CardCountForm, card_edit=True)
def deck_card(deck: Deck, data: dict) -> str:
    card = _card(data["card"])
    zone, op = data["zone"], data["op"]
    if op == "set":
        count = builder.set_count(deck, card, zone, data["count"])
    else:
        count = builder.add(deck, card, zone, 1 if op == "add" else -1)
    where = builder.ZONE_LABELS[zone].lower()
    return f"Saved: {count} × {card.name} in your {where}."


@_edit_view(CardRefForm)
def deck_legend(deck: Deck, data: dict) -> str:
    card = _card(data["card"])
    builder.choose_legend(deck, card)
    domains = " and ".join(d.title() for d in builder.identity(card)) or "no domains"
    return f"Saved: {card.name} is your legend ({domains})."


@_edit_view(CardRefForm)
def deck_champion(deck: Deck, data: dict) -> str:
    card = _card(data["card"])
    builder.choose_champion(deck, card)
    return f"Saved: {card.name} is your Chosen Champion."


@_edit_view(LegendChoiceForm)
def deck_legend_choice(deck: Deck, data: dict) -> str:
    """Core Rules 103.1: choose (or un-choose) a legend for a card that asks for extra legends."""
    card = _card(data["card"])
    if data["op"] == "remove":
        builder.drop_extra_legend(deck, card)
        return f"Saved: {card.name} is no longer one of your chosen legends."
    chosen = builder.choose_extra_legend(deck, card)
    return f"Saved: {card.name} is one of your chosen legends ({len(chosen)} chosen)."


@_edit_view()
def deck_fill_runes(deck: Deck, data: dict) -> str:
    filled = builder.fill_runes(deck)
    return "Saved: rune deck filled with " + " and ".join(f"{n} × {card.name}" for card, n in filled) + "."


def read_import(text: str) -> DeckSpec:
    """A deck code (one word: a text list always has "count name" lines) or a text list.

    Raises BuilderError saying what is wrong; the deck is not touched.
    """
    resolver = shared_resolver()
    text = text.strip()
    try:
        read = spec_from_code if len(text.split()) == 1 else spec_from_text
        spec = read(text, resolver)
    except (DeckCodeError, DeckListError) as exc:
        raise builder.BuilderError(str(exc)) from exc
    if spec.unknown:
        raise builder.BuilderError("these cards are not in the catalog: " + "; ".join(spec.unknown) + ".")
    if spec.legend is None and not any(getattr(spec, zone) for zone in builder.ZONE_MAX):
        raise builder.BuilderError("there were no cards in it.")
    return spec


@_edit_view(ImportForm, import_error=True)
def deck_import(deck: Deck, data: dict) -> str:
    spec = read_import(data["deck"])
    spec.mode = deck.mode
    spec.format = deck.format
    with transaction.atomic():
        save_spec(deck, spec)
    total = sum(n for _, n in spec.main)
    return f"Imported: {spec.legend.name if spec.legend else 'no legend'}, {total} main-deck cards."


@login_required
@require_GET
def deck_browse(request: HttpRequest, pk: int) -> HttpResponse:
    """The card browser's results for the current filters (the owner's builder only)."""
    deck = owned_deck(request, pk)
    context = {
        "deck": deck,
        "browser": card_browser(deck, browser_params(request.GET)),
        "zone_max": builder.ZONE_MAX,
        "can_edit": True,
    }
    return render(request, "decks/builder/_results.html", context)
