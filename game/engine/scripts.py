"""Card scripts: the registry by card name, keyword-defined triggers, and `is_implemented`.

A script is plain data (docs/cards.md); `game/cards/<set>.py` registers them by printed name. The
engine never imports the card modules: `import game.cards` (the game app does it as Django starts)
registers them, and a broken card module fails there, loudly.
"""

from __future__ import annotations

from typing import Any

from .cards import SUPPORTED_KEYWORDS, CardDef, text_is_keywords_only

Script = dict[str, Any]
_SCRIPTS: dict[str, Script] = {}


# Triggered abilities that keywords define (the card's text need not script them).
KEYWORD_TRIGGERS: dict[str, Script] = {
    "vision": {"effects": [["predict", {}]]},  # 817.1.b
    # 819.1.d: "When you play this, attach it to a unit you control."
    # 821.1.c: "When you play me, you may choose an Equipment you control ... pay the cost of its Equip
    # ability, reduced by [A], to attach it to this unit."
    "weaponmaster": {"targets": [{"what": "equipment", "who": "you"}], "effects": [["weaponmaster", {"gear": "t0"}]]},
    "quick_draw": {"targets": [{"what": "unit", "who": "you"}], "effects": [["attach", {"gear": "self", "to": "t0"}]]},
    # 823.1.c.1: "When I conquer or hold, my controller gains X XP" (X, the Hunt value as it triggered)
    "hunt": {"effects": [["_hunt", {}]]},
}


def trigger_def(card: CardDef, name: str) -> Script:
    """The trigger `name` of a card: its script's, else a keyword's (Vision, Quick-Draw)."""
    trig = ((script_for(card) or {}).get("triggers") or {}).get(name)
    return trig if trig is not None else KEYWORD_TRIGGERS.get(name, {})


def register(name: str, script: Script) -> None:
    _SCRIPTS[name] = script


def script_for(card: CardDef) -> Script | None:
    if card.script is not None:
        return card.script
    if not _SCRIPTS:  # the card modules sit on top of the engine: whoever runs a game registers them
        raise RuntimeError("no card scripts are registered: import game.cards first "
                           "(the game app does as Django starts; scripts and benchmarks do it themselves)")
    return _SCRIPTS.get(card.key) or _SCRIPTS.get(card.name)


def is_implemented(card: CardDef) -> bool:
    """True when the engine plays every part of this card (no silent blanks)."""
    for name, _ in card.keywords:
        if name not in SUPPORTED_KEYWORDS:
            return False
    script = script_for(card)
    if script is not None:
        return "unsupported" not in script  # a known gap a set module records with its reason
    if card.type == "rune" and card.supertype == "basic":
        return True
    return text_is_keywords_only(card.text)


def target_specs(script: Script | None) -> list[dict[str, Any]]:
    return list(script.get("targets", [])) if script else []
