"""Checking card scripts against the vocabulary (`registry`): every key of a script, verb (and the
parameters it is given), condition, trigger name, passive key, scope, selector key, value and cost must
be registered. `import game.cards` checks every registered script once its modules are loaded, so a
misspelt term fails at start-up, naming the card, rather than at play time; the scenario runner
checks its test cards' scripts the same way.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable, Iterable
from typing import Any

from ..model import registry
from ..model.registry import VocabularyError

# per_turn: 386; note_places: the locations of its targets as they are chosen, kept for its steps (finalize.py);
# modes: "choose one" as it is finalized (355.3)
TRIGGER_BODY = frozenset({"targets", "effects", "if", "from", "you", "per_turn", "note_places", "modes",
                          "modes_once_per_turn"})
ABILITY_KEYS = frozenset({"cost", "targets", "effects", "timing", "if", "add", "name", "less", "per_turn",
                          "each_player"})
LESS_KEYS = frozenset({"energy", "if"})
EMPOWER_KEYS = frozenset({"costs", "less"})
COST_MOD_KEYS = frozenset({"energy", "if", "min", "power_less"})
IGNORE_KEYS = frozenset({"keyword", "while"})
REFERENCE_PARAMS = ("to", "of", "gear", "card", "among")  # a dict there is a selector (or `units_at`)
VALUE_PARAMS = ("amount",)
VALUE_PASSIVES = ("might", "might_to", "cost_mod")
_SIGNATURES: dict[Callable[..., Any], inspect.Signature] = {}


class _Check:
    def __init__(self) -> None:
        self.problems: list[str] = []
        self.named_triggers: set[str] = set()  # triggers named by `reflex` / `at_end_of_turn` / ... steps

    def bad(self, text: str) -> None:
        self.problems.append(text)

    def known(self, kind: str, name: Any, what: str) -> bool:
        if isinstance(name, str) and registry.term(kind, name) is not None:
            return True
        self.bad(f"unknown {what} {name!r}")
        return False

    # -- steps -------------------------------------------------------------------------------
    def steps(self, steps: Any, where: str) -> None:
        if not isinstance(steps, (list, tuple)):
            self.bad(f"{where}: steps must be a list, not {steps!r}")
            return
        for step in steps:
            self.step(step, where)

    def step(self, step: Any, where: str) -> None:
        if not isinstance(step, (list, tuple)) or not step or not isinstance(step[0], str) or len(step) > 2:
            self.bad(f"{where}: a step is [verb, {{params}}], not {step!r}")
            return
        params = step[1] if len(step) > 1 else {}
        if not isinstance(params, dict):
            self.bad(f"{where}: the parameters of {step[0]!r} must be a dict")
            return
        if not self.known("verb", step[0], "verb"):
            return
        term = registry.term("verb", step[0])
        assert term is not None and term.impl is not None
        sig = _SIGNATURES.get(term.impl) or _SIGNATURES.setdefault(term.impl, inspect.signature(term.impl))
        unknown = [k for k in params if k not in sig.parameters]
        if unknown and not any(p.kind is p.VAR_KEYWORD for p in sig.parameters.values()):
            self.bad(f"unknown parameter{'s' if len(unknown) > 1 else ''} {', '.join(map(repr, unknown))} "
                     f"of the verb {step[0]!r}")
        else:
            try:
                sig.bind(None, **params)
            except TypeError as e:
                self.bad(f"verb {step[0]!r}: {e}")
        for key in term.steps:
            if params.get(key) is not None:
                self.steps(params[key], f"{step[0]} {key}")
        if "trigger" in params:
            self.named_triggers.add(params["trigger"])
        if step[0] == "play_card" and isinstance(params.get("then"), str):  # "play it ... then do this: ..."
            self.named_triggers.add(params["then"])
        if step[0] == "if":
            self.condition(params.get("cond"))
        if isinstance(params.get("cost"), dict):
            for key in params["cost"]:
                self.known("cost", key, "cost")
        for key in REFERENCE_PARAMS:
            if isinstance(params.get(key), dict):
                self.reference(params[key])
        for key in VALUE_PARAMS:
            if key in params:
                self.value(params[key])

    def reference(self, ref: dict[str, Any]) -> None:
        if "units_at" in ref:  # "units at that battlefield": {units_at: ref, who: ...}
            for key in set(ref) - {"units_at", "who"}:
                self.bad(f"unknown key {key!r} of a units_at reference")
            return
        self.selector(ref)

    # -- terms -------------------------------------------------------------------------------
    def condition(self, cond: Any) -> None:
        if cond is None:
            return
        if not isinstance(cond, dict):
            self.bad(f"a condition is a dict, not {cond!r}")
            return
        for key, want in cond.items():
            if not self.known("condition", key, "condition"):
                continue
            if key == "all":
                for c in want if isinstance(want, list) else [want]:
                    self.condition(c)
            elif key == "not":
                self.condition(want)

    def value(self, v: Any) -> None:
        if not isinstance(v, dict):
            return  # an int (or a verb's own word, `prevent`'s "all")
        if not any(registry.term("value", k) is not None for k in v):
            self.bad(f"unknown value {v!r}")
        elif "neg" in v:
            self.value(v["neg"])
        elif "sum" in v:
            for x in v["sum"] if isinstance(v["sum"], list) else [v["sum"]]:
                self.value(x)

    def selector(self, sel: Any) -> None:
        if not isinstance(sel, dict):
            self.bad(f"a selector is a dict, not {sel!r}")
            return
        for key in sel:
            self.known("selector", key, "selector key")
        for sub in sel.get("any_of", ()):
            self.selector(sub)

    def selectors(self, specs: Any) -> None:
        if not isinstance(specs, list):
            self.bad(f"targets must be a list, not {specs!r}")
            return
        for sel in specs:
            self.selector(sel)

    def passive(self, s: Any) -> None:
        if not isinstance(s, dict):
            self.bad(f"a passive is a dict, not {s!r}")
            return
        for key in s:
            self.known("passive", key, "passive key")
        self.condition(s.get("if"))
        scope = s.get("to", "self")
        if isinstance(scope, dict):
            for key in scope:
                self.known("scope", key, "scope key")
        elif scope not in ("self", "equipped"):
            self.bad(f"unknown scope {scope!r}")
        for key in VALUE_PASSIVES:
            if key in s:
                self.value(s[key])

    def ability_cost(self, cost: Any) -> None:
        if not isinstance(cost, dict):
            self.bad(f"an ability cost is a dict, not {cost!r}")
            return
        for key, want in cost.items():
            if self.known("cost", key, "ability cost") and key in ("kill", "exhaust_unit"):
                self.selector(want)

    def less(self, less: Any) -> None:
        """"This ability costs [N] less (if ...)" (827.1.c.3)."""
        if less is None:
            return
        self.keys(less, LESS_KEYS, "less")
        if isinstance(less, dict):
            self.value(less.get("energy"))
            self.condition(less.get("if"))

    def keys(self, d: Any, allowed: frozenset[str], what: str) -> None:
        if not isinstance(d, dict):
            self.bad(f"{what} is a dict, not {d!r}")
            return
        for key in d:
            if key not in allowed:
                self.bad(f"unknown key {key!r} of {what} (one of {', '.join(sorted(allowed))})")

    # -- a whole script ----------------------------------------------------------------------
    def script(self, script: Any) -> None:
        if not isinstance(script, dict):
            self.bad(f"a script is a dict, not {script!r}")
            return
        for key in script:
            self.known("script_key", key, "script key")
        self.selectors(script.get("targets", []))
        self.selectors(script.get("paid_targets") or [])
        for mode in (script.get("modes") or {}).values():  # 355.3: "Choose one" as it is played
            self.selectors(mode.get("targets", []))
            self.steps(mode.get("effects", []), "modes")
        self.steps(script.get("effects", []), "effects")
        self.steps(script.get("as_played", []), "as_played")
        triggers = script.get("triggers") or {}
        granted = script.get("grant_triggers") or {}
        for name in granted:
            if registry.term("trigger", name) is None:
                self.bad(f"unknown granted trigger {name!r}")
        for name, body in [*triggers.items(), *granted.items()]:
            self.keys(body, TRIGGER_BODY, f"trigger {name!r}")
            if isinstance(body, dict):
                self.selectors(body.get("targets", []))
                self.steps(body.get("effects", []), f"trigger {name!r}")
                self.condition(body.get("if"))
                for label, mode in (body.get("modes") or {}).items():
                    self.keys(mode, frozenset({"targets", "effects"}), f"trigger {name!r} mode {label!r}")
                    self.selectors(mode.get("targets", []))
                    self.steps(mode.get("effects", []), f"trigger {name!r} mode {label!r}")
        for key in ("static", "grants"):
            for s in script.get(key) or []:
                self.passive(s)
        for ab in [*(script.get("abilities") or []), *(script.get("granted_abilities") or [])]:
            self.keys(ab, ABILITY_KEYS, "an ability")
            if not isinstance(ab, dict):
                continue
            self.ability_cost(ab.get("cost") or {})
            self.selectors(ab.get("targets", []))
            self.steps(ab.get("effects", []), "ability")
            self.condition(ab.get("if"))
            self.less(ab.get("less"))
        empower = script.get("empower")
        if empower is not None:
            self.keys(empower, EMPOWER_KEYS, "empower")
            if isinstance(empower, dict):
                for cost in empower.get("costs") or []:
                    self.ability_cost(cost)
                self.less(empower.get("less"))
        self.less(script.get("equip_less"))
        extra = script.get("additional_cost")
        if extra is not None:
            for key in extra:
                if self.known("additional_cost", key, "additional cost") and key == "kill":
                    self.selector(extra[key])
        own = script.get("cost_mod")
        for mod in own if isinstance(own, list) else [] if own is None else [own]:
            self.keys(mod, COST_MOD_KEYS, "cost_mod")
            if isinstance(mod, dict):
                self.value(mod.get("energy"))
                self.condition(mod.get("if"))
        if isinstance(script.get("enters_ready"), dict):
            self.condition(script["enters_ready"])
        for key in ("from_trash", "alt_cost"):
            if isinstance(script.get(key), dict):
                self.condition(script[key].get("if"))
        for entry in script.get("ignore") or []:
            self.keys(entry, IGNORE_KEYS, "an ignore")
        for name in triggers:  # a trigger is the engine's (or a card module's), or one a step names
            if registry.term("trigger", name) is None and name not in self.named_triggers:
                self.bad(f"unknown trigger {name!r}")
        for name in self.named_triggers - set(triggers):
            self.bad(f"a step names the trigger {name!r}, which the script lacks")


def problems(script: Any) -> list[str]:
    """What in `script` the vocabulary doesn't know (empty when it is all known)."""
    check = _Check()
    check.script(script)
    return check.problems


def check_scripts(scripts: Iterable[tuple[str, Any]]) -> None:
    """Raise `VocabularyError` listing every problem of these (name, script) pairs."""
    found = [f"{name}: {p}" for name, script in scripts for p in problems(script)]
    if found:
        raise VocabularyError("card scripts use terms the vocabulary lacks:\n  " + "\n  ".join(found))


def check_registered() -> None:
    """Check every registered card script and keyword trigger (`import game.cards` calls this)."""
    from .scripts import KEYWORD_TRIGGERS

    check_scripts([*registry.SCRIPTS.items(),
                   *((f"keyword trigger {k}", body) for k, body in KEYWORD_TRIGGERS.items())])
