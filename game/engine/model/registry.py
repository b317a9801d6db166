"""The registries card scripts are written against: the scripts by printed card name, and the
vocabulary they use - verbs, conditions, trigger names, passive keys, scopes, selector keys, costs,
additional costs, values and the keys of a script itself.

Every term is registered once, by name, with its implementation (when it has one: a passive key or a
selector key the engine reads inline has none), a one-line doc and the module that registered it. A
term registered by an engine module is shared (the engine's vocabulary); a card module may register a
term of its own beside the one card that needs it, and a term several cards use moves into the engine.
Registering a name twice is an error. docs/cards.md's vocabulary tables are generated from here
(`python manage.py cards_doc`); `scriptcheck.py` checks every script against it as the cards are
registered, so a misspelt term fails at start-up rather than at play time.

This module sits low in the engine: it imports nothing of it.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, TypeVar

F = TypeVar("F", bound=Callable[..., Any])
Script = dict[str, Any]

# kind -> what its terms are (the heading of its table in docs/cards.md), in the order shown there
KINDS: dict[str, str] = {
    "script_key": "Keys of a script",
    "verb": "Verbs (steps `[verb, {params}]`)",
    "condition": "Conditions (`if`)",
    "trigger": "Trigger names",
    "passive": "Passive keys (`static`, `grants`)",
    "scope": "Scopes (a passive's `to`)",
    "selector": "Selector keys (targets, and a dict used as a reference)",
    "value": "Values (a number a step or passive reads)",
    "cost": "Costs of activated abilities (and of a `may` step)",
    "additional_cost": "Additional costs (`additional_cost`)",
}

ENGINE_PACKAGE = __name__.rsplit(".", 2)[0]  # "game.engine" (this is game.engine.model.registry): terms registered there are shared


class VocabularyError(Exception):
    """A term registered twice, of an unknown kind, or a card script that uses an unknown term."""


@dataclass(frozen=True, slots=True)
class Term:
    kind: str
    name: str
    doc: str
    impl: Callable[..., Any] | None  # None: the engine reads the key where `module` says
    module: str  # the module that registered it
    steps: tuple[str, ...] = ()  # a verb's parameters that hold nested steps ("then", "otherwise")
    on: str = ""  # a trigger that fires whenever the trigger `on` does and its `impl` test holds
    gist: dict[str, Any] | None = None  # what a verb amounts to, for readers that can't run it (GISTS)

    @property
    def shared(self) -> bool:
        """Part of the engine's vocabulary (else the card module's own)."""
        return self.module == ENGINE_PACKAGE or self.module.startswith(ENGINE_PACKAGE + ".")

    @property
    def internal(self) -> bool:
        """A step the engine writes itself (`_hunt`, `_to_trash`): not for scripts, not listed."""
        return self.name.startswith("_")


# What a verb does, said in facts a reader that can't run it values (the bot imagines results on a model of the
# board and can't call a card module's own verb): a verb's `gist` is a dict of these keys, each with its facts.
GISTS: dict[str, str] = {
    "rival_unit_from_hand": "`{to: ref, stunned: bool}`: a unit card the effect's controller picks from an opponent's "
                            "revealed hand (or none) is played by its owner to the battlefield `to` (stunned): it "
                            "fights the controller's units there; a branch's step names the unit (`name` parameter).",
    "own_units_played_back": "`{}`: as many units the effect's controller controls as the Power paid (`power_x`) are "
                             "banished and each is played back by its owner where it was, or to its base, ignoring "
                             "its cost (a new object: its play effects again, exhausted, no damage, stun or buff).",
}

_TERMS: dict[str, dict[str, Term]] = {kind: {} for kind in KINDS}
# Implementations by name, the dicts the hot paths read (`VERBS`, conditions, values, selectors).
_IMPLS: dict[str, dict[str, Callable[..., Any]]] = {kind: {} for kind in KINDS}
# Derived triggers by the trigger they follow: [(name, test)], read by `triggers.fire` / `broadcast`.
_DERIVED: dict[str, list[tuple[str, Callable[..., bool]]]] = {}

SCRIPTS: dict[str, Script] = {}


def _caller_module(depth: int) -> str:
    return str(sys._getframe(depth + 1).f_globals.get("__name__", "?"))


def add(kind: str, name: str, doc: str, impl: Callable[..., Any] | None = None, *, module: str | None = None,
        steps: tuple[str, ...] = (), on: str = "", gist: dict[str, Any] | None = None, _depth: int = 1) -> Term:
    """Register one term. `module` defaults to the implementation's module, else the caller's."""
    if kind not in KINDS:
        raise VocabularyError(f"unknown kind of term {kind!r} (one of {', '.join(KINDS)})")
    if not name or not doc.strip():
        raise VocabularyError(f"a {kind} needs a name and a one-line doc")
    if name in _TERMS[kind]:
        old = _TERMS[kind][name]
        raise VocabularyError(f"the {kind} {name!r} is already registered (by {old.module})")
    if on and kind != "trigger":
        raise VocabularyError("only a trigger may follow another (`on`)")
    if on and impl is None:
        raise VocabularyError(f"the trigger {name!r} follows {on!r}: it needs a test")
    if gist is not None and (kind != "verb" or not set(gist) <= set(GISTS)):
        raise VocabularyError(f"a gist is a verb's, with keys of {', '.join(GISTS)}")
    owner = module or (getattr(impl, "__module__", None) if impl is not None else None) or _caller_module(_depth)
    term = Term(kind, name, " ".join(doc.split()), impl, owner, tuple(steps), on, gist)
    _TERMS[kind][name] = term
    if impl is not None and not on:
        _IMPLS[kind][name] = impl
    if on:
        _DERIVED.setdefault(on, []).append((name, impl))  # type: ignore[arg-type]
    return term


def add_keys(kind: str, docs: dict[str, str]) -> None:
    """Register several terms the caller's module reads inline (no implementation of their own)."""
    module = _caller_module(1)
    for name, doc in docs.items():
        add(kind, name, doc, module=module)


def _decorator(kind: str, name: str, doc: str, **more: Any) -> Callable[[F], F]:
    def wrap(fn: F) -> F:
        add(kind, name, doc, fn, **more)
        return fn
    return wrap


def verb(name: str, doc: str, steps: tuple[str, ...] = (), gist: dict[str, Any] | None = None) -> Callable[[F], F]:
    """`@verb("deal", "...")` on `def v_deal(ctx, amount, to="t0")`: a step `["deal", {...}]`. The
    function gets the step's context (`Ctx`) and its parameters; it returns False when it waits for a
    decision (`State.pending`), else None. `steps`: parameters that hold nested steps. `gist`: what it
    does, in the facts of GISTS (a card module's own verb, for the bot)."""
    return _decorator("verb", name, doc, steps=steps, gist=gist)


def condition(name: str, doc: str) -> Callable[[F], F]:
    """`@condition("xp_at_least", "...")` on `def fn(st, want, controller, source, subject, data)
    -> bool`: `{"xp_at_least": 3}` in an `if`. `want` is the value after the key; `subject` the
    object a passive is being applied to (or None); `data` the event's or chain item's facts."""
    return _decorator("condition", name, doc)


def value(name: str, doc: str) -> Callable[[F], F]:
    """`@value("count", "...")` on `def fn(st, v, controller, source, ref) -> int`: a number written
    `{"count": "trash"}`; `v` is the whole dict (it may carry more keys), `ref` resolves a reference
    ("t0") to an object id or None."""
    return _decorator("value", name, doc)


def selector(name: str, doc: str) -> Callable[[F], F]:
    """`@selector("without_keyword", "...")` on `def fn(st, want, oid, controller, source) -> bool`:
    a selector key the engine doesn't read itself; an object matches only if the test holds."""
    return _decorator("selector", name, doc)


def trigger(name: str, doc: str, on: str) -> Callable[[F], F]:
    """`@trigger("move_to_battlefield", "...", on="move")` on `def test(st, who, data) -> bool`: a
    trigger name that fires whenever the trigger `on` fires (for an object, `who` is that object; for
    "when you ..." triggers, the player) and the test holds."""
    return _decorator("trigger", name, doc, on=on)


def cost(name: str, doc: str, check: Callable[..., str | None], pay: Callable[..., None]) -> Term:
    """An activated ability's cost the engine doesn't pay itself: `check(st, p, oid, value)` returns
    why it can't be paid now (or None), `pay(st, log, p, oid, value)` pays it."""
    return add("cost", name, doc, _Cost(check, pay), module=_caller_module(1))


@dataclass(frozen=True, slots=True)
class _Cost:
    check: Callable[..., str | None]
    pay: Callable[..., None]


def term(kind: str, name: str) -> Term | None:
    return _TERMS[kind].get(name)


def terms(kind: str) -> list[Term]:
    """The terms of a kind, by name."""
    return [_TERMS[kind][k] for k in sorted(_TERMS[kind])]


def impls(kind: str) -> dict[str, Callable[..., Any]]:
    """The live dict name -> implementation of a kind (the engine's hot paths read it)."""
    return _IMPLS[kind]


def derived(on: str) -> list[tuple[str, Callable[..., bool]]]:
    return _DERIVED.get(on, [])


DERIVED = _DERIVED  # the live table what-fired -> derived trigger names (read where triggers fire)


def register(name: str, script: Script) -> None:
    """A card's script, by printed name (or catalog key). Registering a name twice is an error."""
    if name in SCRIPTS:
        raise VocabularyError(f"a script for {name!r} is already registered")
    SCRIPTS[name] = script
