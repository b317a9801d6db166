"""Card scripts (125): reading the registry by card name, keyword-defined triggers (817, 819),
`is_implemented`, and a card's activated abilities (scripted, then Empower 827 and Equip 818).

A script is plain data (docs/cards.md); `game/cards/<set>.py` registers them by printed name
(`registry.register`). The engine never imports the card modules: `import game.cards` (the game app
does it as Django starts) registers them and checks every script against the vocabulary
(`scriptcheck.py`), and a broken card module fails there, loudly.
"""

from __future__ import annotations

from typing import Any

from ..model import registry
from ..model.cards import SUPPORTED_KEYWORDS, CardDef, text_is_keywords_only
from ..model.prices import Cost, cost_dict, keyword_cost
from ..model.registry import Script, register
from ..model.state import State

__all__ = ["GRANTED", "KEYWORD_TRIGGERS", "Script", "is_implemented", "register", "script_for", "target_specs", "trigger_def"]

_SCRIPTS: dict[str, Script] = registry.SCRIPTS

# The keys of a script, with the modules that read them (docs/cards.md's first table).
registry.add_keys("script_key", {
    "targets": "A selector per target slot, chosen on play (spells) or as a trigger goes on the chain "
               "(targets.py).",
    "effects": "Steps `[verb, {params}]` run when a spell resolves (resolve.py, verbs.py, asking.py).",
    "triggers": "`{name: {targets, effects, if, from, you}}`: triggered abilities by trigger name; a name only a "
                "`reflex` / `at_end_of_turn` / `this_turn_trigger` step uses is the script's own; `from: trash` works "
                "from its owner's trash (triggers.py).",
    "static": "Passive abilities, one dict each (see Passive keys) (layers.py and the modules named there).",
    "grants": "Passives an attached gear gives its unit (718.3) (layers.py).",
    "equip_cost": "More costs of the Equip ability (818) than its printed Energy and Power: `{recycle_trash: 2}` "
                  "(\"[Equip] — [Chaos], Recycle 2 cards from your trash\") (scripts.py).",
    "grant_triggers": "`{name: trigger}`: triggered abilities an attached gear gives its unit (718.3: \"Grants: When "
                      "I attack ...\", I being the unit; its chain item is `Unit (Gear: name)`) (triggers.py).",
    "abilities": "Activated abilities `{cost, targets, effects, timing (reaction, action), if, add, name}` "
                 "(abilities.py).",
    "additional_cost": "`{optional, energy, power, kill, ...}` (see Additional costs) (playcosts.py).",
    "cost_mod": "A change of this card's own Energy cost: `{energy: value, if: condition, min}` (playcosts.py).",
    "enters_ready": "\"I enter ready\": true, or a condition (\"[Level 3] I enter ready\") (playcosts.py).",
    "enters_exhausted": "\"This enters exhausted\" (gear) (play.py).",
    "play_to_open": "This unit may be played to open battlefields (170.11.c) (play.py).",
    "ignore": "`[{keyword, while: paying}]`: \"ignore [Deflect] while paying this spell's cost\" (765-767) "
              "(ignoring.py).",
    "as_played": "Steps for choices made \"as you play this\" (\"name a tag\"), run as the card is played, before "
                 "anyone may act (752.2) (play.py).",
    "unsupported": "A known gap with its reason: the card stays unimplemented (scripts.py `is_implemented`).",
})


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


GRANTED = "grant:"  # the trigger name of one an attached gear grants (`grant:attack`; the card is the gear)


def trigger_def(card: CardDef, name: str) -> Script:
    """The trigger `name` of a card: its script's, else a keyword's (Vision, Quick-Draw); `grant:<name>`
    is the one the gear `card` grants the unit it is attached to (718.3)."""
    if name.startswith(GRANTED):
        return ((script_for(card) or {}).get("grant_triggers") or {}).get(name[len(GRANTED):]) or {}
    trig = ((script_for(card) or {}).get("triggers") or {}).get(name)
    return trig if trig is not None else KEYWORD_TRIGGERS.get(name, {})


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


def ability_list(st: State, card: CardDef, oid: int = -1) -> list[dict[str, Any]]:
    """Scripted abilities, then Equip (818) when the card has it."""
    script = script_for(card) or {}
    out = list(script.get("abilities", []))
    if card.has("Empower"):  # 827.1.c.1: "[Cost]: Empower this. Play only if not Empowered."
        cost = keyword_cost(card, "Empower") or Cost()
        out.append({"name": "Empower", "cost": cost_dict(cost), "if": {"empowered": False},
                    "effects": [["empower", {"to": "self"}]]})
    if card.has("Equip"):
        cost = keyword_cost(card, "Equip") or Cost()
        out.append({"name": "Equip", "cost": {**cost_dict(cost), **(script.get("equip_cost") or {})},  # 818.1.c.2: "attach this to a unit you control"
                    "targets": [{"what": "unit", "who": "you"}],
                    "effects": [["attach", {"gear": "self", "to": "t0"}]]})
    return out
