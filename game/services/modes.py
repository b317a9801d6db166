"""The words of a modal spell's mode ("Choose one —", 355.3) for buttons and the chain: the card's printed
bullet for each of its script's mode names (a "Choose two" mode, "a + b", joins its bullets' words)."""

from __future__ import annotations

import re
from functools import lru_cache

from game.engine import default_catalog
from game.engine.read.scripts import script_for

REMINDER = re.compile(r"\s*\([^)]*\)")  # reminder text in parentheses


@lru_cache(maxsize=512)
def bullets(card_key: str) -> dict[str, str]:
    """Mode name -> the printed words of its bullet, when the script's modes line up with the bullets."""
    card = default_catalog().defs.get(card_key)
    modes = list(((script_for(card) or {}).get("modes") or {}) if card is not None else {})
    if card is None or not modes:
        return {}
    lines = [REMINDER.sub("", ln.strip().lstrip("•").strip()).strip() for ln in card.text.splitlines()
             if ln.strip().startswith("•")]
    names: list[str] = []
    for key in modes:  # the base names, in printed order (combined modes repeat them)
        for part in key.split(" + "):
            if part not in names:
                names.append(part)
    return dict(zip(names, lines, strict=True)) if len(names) == len(lines) else {}


def mode_label(card_key: str, mode: str) -> str:
    """The words of `mode` on `card_key` ("Counter a spell."), or the mode's own name made readable."""
    words = bullets(card_key)
    parts = [words.get(part) or part.replace("_", " ") for part in str(mode).split(" + ")]
    return " + ".join(p.rstrip(".") for p in parts)
