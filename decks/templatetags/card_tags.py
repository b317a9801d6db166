"""Render catalog cards as HTML: `{% card_face card size="normal" %}` and `{{ card.text|card_text }}`.

Load with `{% load card_tags %}` and include `static/css/cards.css` on the page. The bracket
notation of card text (docs/catalog.md) becomes inline symbols: `[3]` an energy circle, `[Fury]`
a Fury power pip, `[A]` a pip of any domain, `[E]` the exhaust symbol, `[S]` the might symbol;
any other bracketed word, such as `[Assault 2]` or `[Shield]`, is a keyword badge.
"""

from __future__ import annotations

import functools
import re
from typing import Any

from django import template
from django.utils.html import escape
from django.utils.safestring import SafeString, mark_safe

from decks.models import DOMAINS, CardType
from decks.playable import is_playable

register = template.Library()

SIZES = ("small", "normal", "large")

MIGHT_SVG = (
    '<svg class="rb-svg" viewBox="0 0 16 16" aria-hidden="true" focusable="false">'
    '<path d="M13.6 1.3 8.3 2.1 3.9 6.5 2.7 5.3 1.6 6.4l2.1 2.1-2.3 2.3.1 1.6 1.6.1 2.3-2.3 2.1 2.1'
    ' 1.1-1.1-1.2-1.2 4.4-4.4.8-5.3z" fill="currentColor"/></svg>'
)
EXHAUST_SVG = (
    '<svg class="rb-svg" viewBox="0 0 16 16" aria-hidden="true" focusable="false">'
    '<path d="M8 2.2a5.8 5.8 0 1 0 5.6 7.3h-1.9A4 4 0 1 1 8 4v2.3l3.6-3.2L8 0z" fill="currentColor"/></svg>'
)

_TOKEN = re.compile(r"\[([^\[\]\n]{1,40})\]")
# Symbols with the number before them and the punctuation after stay on one line: "+2 [M].", "[1][Fury],".
_RUN = re.compile(r"(?P<lead>[+\-]?\d+ )?(?P<tokens>(?:\[[^\[\]\n]{1,40}\])+)(?P<trail>[.,;:!?)]*)")
_KEYWORD = re.compile(r"^[A-Za-z][A-Za-z' \-]*(?: [+\-]?\d+| X)?$")
_KEYWORD_SLUG = re.compile(r"[^a-z0-9]+")


def domain_label(domain: str) -> str:
    return domain.title()


def _energy(amount: str) -> str:
    noun = "energy"
    return f'<span class="rb-energy" role="img" aria-label="{amount} {noun}">{amount}</span>'


def pip(spec: str | None) -> dict[str, str]:
    """Classes, inline style and spoken label of one power symbol.

    `spec` is a domain ("fury"), "any"/None (a symbol of any domain), or "fury|chaos" (any of these).
    """
    domains = [d for d in (spec or "").split("|") if d in DOMAINS]
    if not domains:
        return {"classes": "rb-power rb-power--any", "style": "", "label": "power of any domain"}
    if len(domains) == 1:
        return {
            "classes": f"rb-power rb-power--{domains[0]}",
            "style": "",
            "label": f"{domain_label(domains[0])} power",
        }
    stops = ", ".join(
        f"var(--rb-{d}) {i * 360 // len(domains)}deg {(i + 1) * 360 // len(domains)}deg"
        for i, d in enumerate(domains)
    )
    label = " or ".join(domain_label(d) for d in domains) + " power"
    return {
        "classes": "rb-power rb-power--multi",
        "style": f"background: conic-gradient({stops})",
        "label": label,
    }


def _power(spec: str | None) -> str:
    p = pip(spec)
    style = f' style="{p["style"]}"' if p["style"] else ""
    return f'<span class="{p["classes"]}"{style} role="img" aria-label="{p["label"]}" title="{p["label"][:1].upper() + p["label"][1:]}"></span>'


def _might() -> str:
    return f'<span class="rb-might-icon" role="img" aria-label="might" title="Might">{MIGHT_SVG}</span>'


def _exhaust() -> str:
    return f'<span class="rb-exhaust" role="img" aria-label="exhaust" title="Exhaust">{EXHAUST_SVG}</span>'


def keyword_slug(name: str) -> str:
    return _KEYWORD_SLUG.sub("-", name.lower()).strip("-")


def _keyword(label: str) -> str:
    name = re.sub(r" (?:[+\-]?\d+|X)$", "", label)
    return f'<span class="rb-kw rb-kw--{keyword_slug(name)}">{escape(label)}</span>'


def render_token(token: str, domains: str = "") -> str:
    """HTML for the inside of one `[...]` token of card text. `domains` ("fury|chaos") colours `[C]`."""
    inner = token.strip()
    if inner.isdigit() or inner == "X":
        return _energy(escape(inner))
    if inner.lower() in DOMAINS:
        return _power(inner.lower())
    if inner == "A":
        return _power(None)
    if inner == "C":
        return _power(domains or None)
    if inner in ("E", "T"):
        return _exhaust()
    if inner in ("M", "S"):
        return _might()
    if inner == ">":
        return '<span class="rb-arrow" aria-hidden="true">▸</span><span class="rb-sr">:</span>'
    if inner == ">>":
        return '<span class="rb-arrow" aria-hidden="true">»</span>'
    if inner.lower() == "add":
        return '<span class="rb-add">Add</span>'
    if _KEYWORD.match(inner):
        return _keyword(inner)
    return escape(f"[{token}]")


@register.filter(is_safe=True)
def card_text(value: Any, domains: Any = None) -> SafeString:
    """Escape card text and render its bracket tokens as symbols and keyword badges; keep line breaks.

    `{{ card.text|card_text:card.domains }}` colours the `[C]` symbol (power of the card's domain).
    """
    text = str(value or "").replace("\r\n", "\n").strip()
    own = "|".join(d for d in (domains or []) if d in DOMAINS) if isinstance(domains, list | tuple) else ""
    return _card_text_html(text, own)


@functools.lru_cache(maxsize=4096)
def _card_text_html(text: str, own: str) -> SafeString:
    """`card_text` of a cleaned text and its card's domains ("fury|chaos"): a card's text is shown
    on every tile that carries it, so its html is made once."""
    parts: list[str] = []
    position = 0
    for match in _RUN.finditer(text):
        parts.append(escape(text[position : match.start()]))
        symbols = "".join(render_token(token.group(1), own) for token in _TOKEN.finditer(match["tokens"]))
        run = escape(match["lead"] or "") + symbols + escape(match["trail"])
        single = not match["lead"] and not match["trail"] and match["tokens"].count("[") == 1
        parts.append(run if single else f'<span class="rb-nw">{run}</span>')
        position = match.end()
    parts.append(escape(text[position:]))
    return mark_safe("".join(parts).replace("\n", "<br>"))  # noqa: S308 - every piece is escaped above


def cost_label(card: Any) -> str:
    """Spoken cost: "Costs 3 energy and 1 Fury power"; empty when the card has no cost."""
    pieces: list[str] = []
    if card.energy is not None:
        pieces.append(f"{card.energy} energy")
    if power := power_cost(card):
        pieces.append(power)
    if not pieces:
        return ""
    return "Costs " + " and ".join(pieces)


@register.filter
def power_cost(card: Any) -> str:
    """The power part of a cost in words: "2 Fury power", "3 Fury or Mind power"; empty when none."""
    counts: dict[str, int] = {}
    for spec in _power_pips(card):
        label = pip(spec)["label"]
        counts[label] = counts.get(label, 0) + 1
    return " and ".join(f"{n} {label}" for label, n in counts.items())


def _power_pips(card: Any) -> list[str | None]:
    """One entry per power symbol of the cost: "fury", "fury|chaos" (either) or None (any domain)."""
    specs = [str(d) for d in (card.power_domains or [])]
    count = card.power or 0
    return [specs[i] if i < len(specs) else None for i in range(max(count, len(specs)))]


def type_line(card: Any) -> list[str]:
    if card.type == CardType.TOKEN:
        kind = card.token_type.title() if card.token_type else ""
        parts = [f"Token {kind}".strip()]
    else:
        parts = [card.get_type_display()]
    if (
        card.supertype
        and card.supertype != card.type
        and not (card.supertype == "token" and card.type == "token")
    ):
        parts.append(card.get_supertype_display())
    parts.extend(card.tags or [])
    return parts


def _text_keywords(text: str) -> set[str]:
    return {keyword_slug(re.sub(r" (?:[+\-]?\d+|X)$", "", m.group(1).strip())) for m in _TOKEN.finditer(text)}


@register.filter
def playable(card: Any) -> bool:
    """`{% if card|playable %}`: the rules engine plays every part of the card (decks.playable)."""
    return is_playable(card)


@register.inclusion_tag("decks/partials/playable_badge.html")
def playable_badge(card: Any) -> dict[str, Any]:
    """The "playable in matches" badge under a card (or the note that it isn't yet)."""
    return {"playable": is_playable(card)}


@register.inclusion_tag("decks/partials/card_face.html")
def card_face(card: Any, size: str = "normal", link: bool = True, heading: int = 3) -> dict[str, Any]:
    """A card as a player would recognise it. `heading` is the name's heading level (0: no heading)."""
    size = size if size in SIZES else "normal"
    domains = [d for d in (card.domains or []) if d in DOMAINS]
    in_text = _text_keywords(card.text or "")
    extra_keywords = [
        label
        for kw, label in zip(card.keywords or [], card.keyword_labels, strict=False)
        if keyword_slug(kw.get("name", "")) not in in_text
    ]
    might_bonus = card.might_bonus if card.might_bonus else None
    return {
        "card": card,
        "size": size,
        "link": link,
        "heading": heading if heading in (1, 2, 3, 4, 5, 6) else 0,
        "landscape": card.type == CardType.BATTLEFIELD,
        "domains": [{"slug": d, "label": domain_label(d)} for d in domains],
        "primary": domains[0] if domains else "none",
        "secondary": domains[1] if len(domains) > 1 else (domains[0] if domains else "none"),
        "pips": [pip(spec) for spec in _power_pips(card)],
        "cost_label": cost_label(card),
        "type_line": type_line(card),
        "keywords": [
            {"label": label, "slug": keyword_slug(label.rsplit(" ", 1)[0] if label[-1:].isdigit() else label)}
            for label in extra_keywords
        ],
        "might_bonus": might_bonus,
        "might_svg": mark_safe(MIGHT_SVG),  # noqa: S308 - constant markup
        "rarity_slug": keyword_slug(card.rarity or ""),
    }
