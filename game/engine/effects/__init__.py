"""Layer 5, card effects (docs/engine.md): the effect verbs (`verbs.py`), those that ask the player
(`asking.py`), finalizing a triggered ability (`finalize.py`), gaining control of a spell and new
choices (`newchoices.py`). It imports only the layers below; the loop is above it.

This package is also the public face of the script modules (so `effects.X` keeps working for the
card modules, bots and tests). A script is plain data (so test cards can carry one in YAML);
docs/cards.md is the guide.

    {"targets": [{"what": "unit", "where": "battlefield", "who": "enemy"}],
     "effects": [["deal", {"amount": 4, "to": "t0"}], ["draw", {"amount": 1}]],
     "triggers": {"play": {"effects": [["draw", {"amount": 1}]]}},
     "static": [{"might": 1, "to": {"who": "friendly", "other": True, "here": True}}],
     "abilities": [{"cost": {"exhaust": True}, "targets": [...], "effects": [...]}],
     "additional_cost": {"optional": True, "power": ["calm"]},
     "cost_mod": {"energy": {"neg": {"max_might": "friendly"}}}}

| name | from |
|---|---|
| `script_for`, `register`, `is_implemented`, `trigger_def`, `target_specs`, `KEYWORD_TRIGGERS` | `read/scripts.py` (the registry by card name) |
| `matches`, `candidates`, `check_targets`, `target_choices` | `read/targets.py` (target selectors) |
| `Ctx` | `read/context.py` (references `t0`, `self`, `it`, selectors, and values) |
| `bonus_damage`, `damage_taken`, `check_split`, `split_choices` | `ops/damage.py` |
| `kill_together` | `ops/replacements.py` (deaths and their replacements, 367-373) |
| `fire`, `broadcast`, `note_move`, `TRIGGERS` | `ops/triggers.py` |
| `resolve_item`, `run`, `item_script` | `ops/resolve.py` (resolving a chain item, running steps) |
| `VERBS` | `effects/verbs.py` (every verb, once; the live table is the registry's) |
| `answer` | `effects/asking.py` (carrying on after a decision an effect asked) |
"""

from __future__ import annotations

from ..ops.damage import bonus_damage, check_split, damage_taken, split_choices
from ..ops.replacements import kill_together
from ..ops.resolve import item_script, resolve_item, run
from ..ops.triggers import TRIGGERS, broadcast, fire, note_move
from ..read.context import Ctx
from ..read.scripts import (
    KEYWORD_TRIGGERS,
    Script,
    is_implemented,
    register,
    script_for,
    target_specs,
    trigger_def,
)
from ..read.targets import candidates, check_targets, matches, target_choices
from . import (  # noqa: F401  (register look_draw; choose_player, kill_own_unit)
    looking,
    players,
    showoff,  # noqa: F401  (registers Show Off's verb, condition and value, 832)
)
from .asking import answer
from .verbs import VERBS

__all__ = [
    "KEYWORD_TRIGGERS", "TRIGGERS", "VERBS", "Ctx", "Script", "answer", "bonus_damage", "broadcast", "candidates",
    "check_split", "check_targets", "damage_taken", "fire", "is_implemented", "item_script", "matches",
    "kill_together", "note_move", "register", "resolve_item", "run", "script_for", "split_choices",
    "target_choices", "target_specs", "trigger_def",
]
