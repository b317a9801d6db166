"""Search and filter the card catalog: one validator and one filter for the Cards pages and the API.

`CardFilterForm` validates query parameters (`q`, `set`, `domain`, `type`, `supertype`, `energy`,
`energy_min`, `energy_max`, `might`, `might_min`, `might_max`, `keyword`, `tag`, `playable`, `sort`); unknown
parameters (such as `page`) are ignored. `filter_cards` applies them to a Card queryset or raises
`CardFilterError` carrying the form's errors. List fields are matched through the denormalised
`|a|b|` index columns with `icontains`, so the same query runs on SQLite and PostgreSQL.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from django import forms
from django.db.models import F, Q, QuerySet

from decks.models import DOMAINS, CardType, Supertype
from decks.playable import filter_playable

SETS: dict[str, str] = {
    "OGN": "Origins",
    "OGS": "Origins: Proving Grounds",
    "SFD": "Spiritforged",
    "UNL": "Unleashed",
    "VEN": "Vendetta",
    "RAD": "Radiance",
    "OPP": "Organized Play promos",
    "PR": "Promos",
    "JDG": "Judge promos",
}

SORTS: dict[str, tuple[str, list[Any]]] = {
    "set": ("Set & number", [F("set_code").asc(), F("number").asc()]),
    "-set": ("Set & number, descending", [F("set_code").desc(), F("number").desc()]),
    "name": ("Name A–Z", [F("name").asc(), F("set_code").asc(), F("number").asc()]),
    "-name": ("Name Z–A", [F("name").desc(), F("set_code").asc(), F("number").asc()]),
    "energy": ("Energy, low to high", [F("energy").asc(nulls_last=True), F("name").asc(), F("code").asc()]),
    "-energy": ("Energy, high to low", [F("energy").desc(nulls_last=True), F("name").asc(), F("code").asc()]),
    "might": ("Might, low to high", [F("might").asc(nulls_last=True), F("name").asc(), F("code").asc()]),
    "-might": ("Might, high to low", [F("might").desc(nulls_last=True), F("name").asc(), F("code").asc()]),
}
DEFAULT_SORT = "set"

# Keyword and tag values: letters, digits, spaces, apostrophes, dashes and dots (never the "|" separator).
_INDEX_VALUE = re.compile(r"^[\w][\w '’.\-]*$")
_MAX_TERMS = 8


class CardFilterError(ValueError):
    """The parameters did not validate; `errors` maps each field to its messages."""

    def __init__(self, errors: dict[str, list[str]]) -> None:
        self.errors = errors
        summary = "; ".join(f"{field}: {' '.join(messages)}" for field, messages in errors.items())
        super().__init__(summary or "invalid card filter")


class _NormalisedChoiceField(forms.ChoiceField):
    """A choice field that accepts any letter case (`fury`, `Fury`, `FURY`)."""

    def __init__(self, *, upper: bool = False, **kwargs: Any) -> None:
        self.upper = upper
        super().__init__(**kwargs)

    def to_python(self, value: Any) -> str:
        text = super().to_python(value).strip()
        return text.upper() if self.upper else text.lower()


class _PlayableField(forms.ChoiceField):
    """`playable`: "true" for the cards the engine plays in full (decks.playable), "false" for the
    others; also 1/0, yes/no, on (a ticked checkbox), in any letter case. Anything else is an error."""

    ALIASES = {"1": "true", "yes": "true", "on": "true", "0": "false", "no": "false"}

    def to_python(self, value: Any) -> str:
        text = super().to_python(value).strip().lower()
        return self.ALIASES.get(text, text)


def _int_field(label: str) -> forms.IntegerField:
    return forms.IntegerField(
        label=label,
        required=False,
        min_value=0,
        max_value=99,
        widget=forms.NumberInput(attrs={"inputmode": "numeric"}),
    )


class CardFilterForm(forms.Form):
    q = forms.CharField(
        label="Search",
        required=False,
        max_length=100,
        widget=forms.TextInput(
            attrs={"type": "search", "placeholder": "Name or rules text…", "autocomplete": "off"}
        ),
    )
    set = _NormalisedChoiceField(
        label="Set",
        required=False,
        upper=True,
        choices=[("", "Any set"), *[(c, f"{n} ({c})") for c, n in SETS.items()]],
    )
    domain = _NormalisedChoiceField(
        label="Domain", required=False, choices=[("", "Any domain"), *[(d, d.title()) for d in DOMAINS]]
    )
    type = _NormalisedChoiceField(label="Type", required=False, choices=[("", "Any type"), *CardType.choices])
    supertype = _NormalisedChoiceField(
        label="Supertype",
        required=False,
        choices=[("", "Any supertype"), *[c for c in Supertype.choices if c[0]]],
    )
    energy = _int_field("Energy")
    energy_min = _int_field("Energy from")
    energy_max = _int_field("Energy to")
    might = _int_field("Might")
    might_min = _int_field("Might from")
    might_max = _int_field("Might to")
    keyword = forms.CharField(label="Keyword", required=False, max_length=40)
    tag = forms.CharField(label="Tag", required=False, max_length=40)
    playable = _PlayableField(
        label="Playable in matches",
        required=False,
        choices=[("", "Any card"), ("true", "Playable only"), ("false", "Not playable yet")],
        error_messages={"invalid_choice": "Use true (playable in matches) or false (not playable yet)."},
    )
    sort = forms.ChoiceField(
        label="Sort by", required=False, choices=[(key, label) for key, (label, _) in SORTS.items()]
    )

    def _clean_index_value(self, name: str) -> str:
        value: str = self.cleaned_data.get(name, "")
        if value and not _INDEX_VALUE.match(value):
            raise forms.ValidationError("Use letters, digits, spaces and dashes only.", code="invalid")
        return value

    def clean_keyword(self) -> str:
        return self._clean_index_value("keyword")

    def clean_tag(self) -> str:
        return self._clean_index_value("tag")

    def clean_sort(self) -> str:
        return self.cleaned_data.get("sort") or DEFAULT_SORT

    def clean(self) -> dict[str, Any]:
        data = super().clean() or {}
        for stat in ("energy", "might"):
            low, high = data.get(f"{stat}_min"), data.get(f"{stat}_max")
            if low is not None and high is not None and low > high:
                self.add_error(f"{stat}_max", f"Must be at least {low}, the “from” value.")
        return data

    def filter(self, queryset: QuerySet) -> QuerySet:
        """Apply the validated filters; call after `is_valid()` returned True."""
        return apply_filters(queryset, self.cleaned_data)


def apply_filters(queryset: QuerySet, data: Mapping[str, Any]) -> QuerySet:
    """Narrow and order `queryset` by already-validated `CardFilterForm.cleaned_data`."""
    terms = (data.get("q") or "").split()[:_MAX_TERMS]
    for term in terms:
        queryset = queryset.filter(Q(name__icontains=term) | Q(text__icontains=term))
    if data.get("set"):
        queryset = queryset.filter(set_code=data["set"])
    if data.get("domain"):
        queryset = queryset.filter(domain_index__icontains=f"|{data['domain']}|")
    if data.get("type"):
        queryset = queryset.filter(type=data["type"])
    if data.get("supertype"):
        queryset = queryset.filter(supertype=data["supertype"])
    for stat in ("energy", "might"):
        if data.get(stat) is not None:
            queryset = queryset.filter(**{stat: data[stat]})
        if data.get(f"{stat}_min") is not None:
            queryset = queryset.filter(**{f"{stat}__gte": data[f"{stat}_min"]})
        if data.get(f"{stat}_max") is not None:
            queryset = queryset.filter(**{f"{stat}__lte": data[f"{stat}_max"]})
    if data.get("keyword"):
        queryset = queryset.filter(keyword_index__icontains=f"|{data['keyword']}|")
    if data.get("tag"):
        queryset = queryset.filter(tag_index__icontains=f"|{data['tag']}|")
    if data.get("playable"):
        queryset = filter_playable(queryset, data["playable"] == "true")
    _, ordering = SORTS[data.get("sort") or DEFAULT_SORT]
    return queryset.order_by(*ordering)


def filter_cards(queryset: QuerySet, params: Mapping[str, str]) -> QuerySet:
    """Validate `params` (e.g. `request.GET`) and return the filtered, ordered queryset.

    Raises `CardFilterError` (a ValueError) with per-field messages when a value is not valid.
    """
    form = CardFilterForm(params)
    if not form.is_valid():
        raise CardFilterError({field: list(messages) for field, messages in form.errors.items()})
    return form.filter(queryset)
