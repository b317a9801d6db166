"""Card effects: the public face of the script modules (kept so `effects.X` keeps working).

A script is plain data (so test cards can carry one in YAML); docs/cards.md is the guide.

    {"targets": [{"what": "unit", "where": "battlefield", "who": "enemy"}],
     "effects": [["deal", {"amount": 4, "to": "t0"}], ["draw", {"amount": 1}]],
     "triggers": {"play": {"effects": [["draw", {"amount": 1}]]}},
     "static": [{"might": 1, "to": {"who": "friendly", "other": True, "here": True}}],
     "abilities": [{"cost": {"exhaust": True}, "targets": [...], "effects": [...]}],
     "additional_cost": {"optional": True, "power": ["calm"]},
     "cost_mod": {"energy": {"neg": {"max_might": "friendly"}}}}

One role per module:

| module | role |
|---|---|
| `scripts.py` | registry by card name, keyword triggers, `is_implemented` |
| `targets.py` | target selectors: `matches`, `candidates`, `check_targets`, `target_choices` |
| `context.py` | `Ctx` and references (`t0`, `self`, `it`, selectors) and values |
| `damage.py` | Bonus Damage, prevention, marking damage, damage splits |
| `verbs.py` | every verb, once, and the `VERBS` registry |
| `asking.py` | verbs that ask the player, and `answer` to carry on after the decision |
| `resolve.py` | resolving a chain item, running steps |
| `triggers.py` | `fire`, `broadcast`, `note_move` |
| `replacements.py` | `kill_together`: deaths and their replacements (367-373) |
"""

from __future__ import annotations

from .asking import answer
from .context import Ctx
from .damage import bonus_damage, check_split, damage_taken, split_choices
from .replacements import kill_together
from .resolve import item_script, resolve_item, run
from .scripts import KEYWORD_TRIGGERS, Script, is_implemented, register, script_for, target_specs, trigger_def
from .targets import candidates, check_targets, matches, target_choices
from .triggers import TRIGGERS, broadcast, fire, note_move
from .verbs import VERBS

__all__ = [
    "KEYWORD_TRIGGERS", "TRIGGERS", "VERBS", "Ctx", "Script", "answer", "bonus_damage", "broadcast", "candidates",
    "check_split", "check_targets", "damage_taken", "fire", "is_implemented", "item_script", "matches",
    "kill_together", "note_move", "register", "resolve_item", "run", "script_for", "split_choices",
    "target_choices", "target_specs", "trigger_def",
]
