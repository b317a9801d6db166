"""Forms of the deck pages: new deck, deck settings, builder edits and import."""

from __future__ import annotations

from django import forms

from decks.builder import ZONE_MAX
from decks.models import Deck, DeckFormat

MAX_IMPORT_CHARS = 20_000


class _FormatOptional(forms.ModelForm):
    """`format` may be left out: a new deck is Standard, a saved one keeps its format."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.fields["format"].required = False

    def clean_format(self) -> str:
        return self.cleaned_data.get("format") or self.instance.format or DeckFormat.STANDARD


class NewDeckForm(_FormatOptional):
    class Meta:
        model = Deck
        fields = ["name", "mode", "format"]
        labels = {"name": "Deck name", "mode": "Game mode", "format": "Format"}
        help_texts = {"format": "Standard follows the Tournament Rules (exactly 40 cards, the ban list); "
                                "Casual allows 40 or more cards and every card."}


class DeckSettingsForm(_FormatOptional):
    """Name, mode and visibility, saved whenever one of them changes."""

    class Meta:
        model = Deck
        fields = ["name", "mode", "format", "is_public"]
        labels = {"name": "Deck name", "mode": "Mode", "format": "Format",
                  "is_public": "Public (anyone can view and clone it)"}

    def clean_name(self) -> str:
        name = self.cleaned_data["name"].strip()
        if not name:
            raise forms.ValidationError("Give the deck a name.")
        return name


class CardRefForm(forms.Form):
    """A single card, by base code: the legend or the Chosen Champion to pick."""

    card = forms.CharField(max_length=40)


class LegendChoiceForm(forms.Form):
    """Add or remove one of the legends chosen for a card that asks for them (Neeko, Blending In)."""

    card = forms.CharField(max_length=40)
    op = forms.ChoiceField(choices=[("add", "Choose"), ("remove", "Remove")])


class CardCountForm(forms.Form):
    """Add or remove one copy of a card in a zone, or set its count outright."""

    OPS = [("add", "Add one"), ("remove", "Remove one"), ("set", "Set count")]

    card = forms.CharField(max_length=40)
    zone = forms.ChoiceField(choices=[(z, z) for z in ZONE_MAX])
    op = forms.ChoiceField(choices=OPS)
    count = forms.IntegerField(required=False, min_value=0, max_value=99)

    def clean(self) -> dict:
        data = super().clean() or {}
        if data.get("op") == "set" and data.get("count") is None:
            self.add_error("count", "Say how many copies you want.")
        return data


class ImportForm(forms.Form):
    deck = forms.CharField(
        label="Deck code or text list",
        max_length=MAX_IMPORT_CHARS,
        strip=True,
        widget=forms.Textarea(attrs={"rows": 6, "spellcheck": "false", "autocomplete": "off"}),
        help_text="Paste a deck code, or a list with one card a line such as “3 Jinx, Rebel”. "
        "It replaces this deck's cards (name, mode and visibility stay).",
    )


def form_error_text(form: forms.Form) -> str:
    """All of a form's errors as one sentence for the status line."""
    parts = []
    for field, messages in form.errors.items():
        label = (form.fields[field].label or field.title()) if field in form.fields else ""
        for message in messages:
            parts.append(f"{label}: {message}" if label else message)
    return " ".join(parts)
