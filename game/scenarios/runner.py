"""Run rules scenarios (shared spec: scenario-format.md). Pure Python: no web framework.

    results = run_paths(["tests/scenarios"])
    for r in results: print(r.name, r.ok, r.failures)

A scenario builds a position, applies actions through `game.engine.apply`,
and checks expectations against the omniscient view after each step.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from game.engine import Action, IllegalAction, apply, to_json, view
from game.engine.loop.core import advance
from game.engine.loop.setup import add_obj, empty_state, set_legend_choices
from game.engine.model.cards import CardTable, Catalog, catalog_copy, from_test_spec
from game.engine.model.events import Log
from game.engine.model.state import BF, BF_CARD, CHAIN, Battlefield, State
from game.engine.ops.equipment import attach
from game.engine.read import layers as L
from game.engine.read.scriptcheck import problems
from game.engine.rules.turn import START_OF_TURN


class ScenarioError(Exception):
    """The scenario file itself is wrong (unknown card, label, key...)."""


@dataclass
class Failure:
    step: int
    key: str
    expected: Any
    actual: Any

    def __str__(self) -> str:
        return f"step {self.step}: {self.key}: expected {self.expected!r}, got {self.actual!r}"


@dataclass
class Result:
    path: str
    name: str
    failures: list[Failure] = field(default_factory=list)
    final: dict[str, Any] | None = None
    log: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.failures


# -- building the position --------------------------------------------------------------

class Scenario:
    def __init__(self, data: Mapping[str, Any], catalog: Catalog | None = None) -> None:
        self.data = data
        self.catalog = catalog or catalog_copy()
        for name, spec in (data.get("cards") or {}).items():
            found = problems((spec or {})["script"]) if (spec or {}).get("script") is not None else []
            if found:  # a test card's script is checked against the vocabulary like a card module's
                raise ScenarioError(f"card {name!r}: " + "; ".join(found))
            self.catalog.override(from_test_spec(name, spec or {}))
        self.labels: dict[str, int] = {}
        self.named: dict[str, int] = {}  # card names used as labels, and the object each found
        self.bf_labels: dict[str, int] = {}
        self.log_lines: list[str] = []
        self.st = self._build()

    # cards ------------------------------------------------------------------
    def _card(self, ref: str):
        card = self.catalog.find(str(ref))
        if card is None:
            raise ScenarioError(f"unknown card {ref!r}")
        if card.key not in self.table.defs:
            self.table.add(card)
        return card

    def _build(self) -> State:
        d = self.data
        players = d.get("players") or [{"name": "A"}, {"name": "B"}]
        self.names = [str(p["name"]) for p in players]
        self._attach: list[tuple[int, str]] = []
        self.table = CardTable()
        for name, spec in (d.get("cards") or {}).items():  # test tokens an effect creates by name
            if (spec or {}).get("supertype") == "token":
                self._card(name)
        teams = [int(p.get("team") or 0) for p in players]
        st = empty_state(str(d.get("mode", "duel")), self.names, self.table, int(d.get("seed", 0) or 0),
                         teams if any(teams) else None)
        self.st = st
        for i, p in enumerate(players):
            self._player(st, i, p)
        for j, b in enumerate(d.get("battlefields") or [{}, {}]):
            self._battlefield(st, j, b or {})
        for gear, unit in self._attach:  # 716: attached equipment, linked once every object exists
            attach(st, Log(), gear, self.obj(unit))
        turn = d.get("turn") or {}
        st.turn_player = self.player_index(turn.get("player", self.names[0]))
        st.turn_number = int(turn.get("number", 1))
        phase = str(turn.get("phase", "main"))
        if st.turn_number == 1:  # the very first turn: first-turn adjustments still apply
            st.first = st.turn_player
            for i, pl in enumerate(st.players):
                pl.turns_taken = 1 if i == st.turn_player else 0
        else:
            st.first = 0
            for pl in st.players:
                pl.turns_taken = 2
        st.phase = phase
        names = [t[0] for t in START_OF_TURN]
        if phase in names and phase != "main":
            st.tasks = [list(t) for t in START_OF_TURN[names.index(phase):]]
        elif phase == "ending":
            st.tasks = [["ending"], ["next_turn"]]
        st._own = set()
        log = Log()
        advance(st, log)
        self.log_lines += [e.text for e in log.events]
        return st

    def _player(self, st: State, i: int, p: Mapping[str, Any]) -> None:
        pl = st.players[i]
        pl.points = int(p.get("points", 0) or 0)
        if p.get("xp"):  # our extension: XP the player has gained (728-733)
            pl.extra["xp"] = int(p["xp"])
        add_obj(st, self._card(p.get("legend") or "Test Legend"), i, "legend")
        if p.get("legend_choices"):  # our extension: legends chosen while building the deck (103.1, Neeko)
            try:
                set_legend_choices(st, i, [self._card(ref).key for ref in p["legend_choices"]], self.catalog)
            except ValueError as exc:
                raise ScenarioError(str(exc)) from exc
        deck = p.get("deck")
        for ref in (["Filler"] * 30 if deck is None else deck):
            self._object(st, ref, i, "main_deck")
        for ref in p.get("rune_deck") or []:
            self._object(st, ref, i, "rune_deck")
        for zone in ("hand", "trash", "banishment"):
            for ref in p.get(zone) or []:
                self._object(st, ref, i, zone)
        for ref in p.get("runes") or []:
            self._object(st, ref, i, "base")
        for ref in p.get("base") or []:
            self._object(st, ref, i, "base")
        if p.get("champion"):
            oid = self._object(st, p["champion"], i, "champion")
            pl.extra["champion"] = st.objs[oid].card  # the Chosen Champion (112)
        pool = p.get("pool") or {}
        pl.energy = int(pool.get("energy", 0) or 0)
        pl.power = {str(k).lower(): int(v) for k, v in (pool.get("power") or {}).items() if v}

    def _battlefield(self, st: State, j: int, b: Mapping[str, Any]) -> None:
        card = self._card(b.get("card") or "Test Battlefield")
        label = str(b.get("as") or f"bf{j + 1}")
        st.battlefields.append(Battlefield(obj=-1))
        owner = self.player_index(b["owner"]) if b.get("owner") else min(j, len(st.players) - 1)
        st.battlefields[j].obj = add_obj(st, card, owner, BF_CARD)
        self.bf_labels[label] = j
        self.labels.setdefault(label, st.battlefields[j].obj)
        ctrl = b.get("controller")
        st.battlefields[j].controller = self.player_index(ctrl) if ctrl else -1
        for ref in b.get("units") or []:
            default = st.battlefields[j].controller if st.battlefields[j].controller >= 0 else 0
            self._object(st, ref, default, BF, loc=j)
        fd = b.get("facedown")
        if fd:
            self._object(st, fd, st.battlefields[j].controller, "facedown", loc=j)
        if b.get("contested_by"):
            st.battlefields[j].contested_by = self.player_index(b["contested_by"])

    def _object(self, st: State, ref: Any, default_player: int, zone: str, loc: int = -1) -> int:
        spec: Mapping[str, Any] = ref if isinstance(ref, Mapping) else {"card": ref}
        card = self._card(spec["card"])
        owner = self.player_index(spec["owner"]) if spec.get("owner") else default_player
        controller = self.player_index(spec["controller"]) if spec.get("controller") else default_player
        if zone not in ("base", BF, "facedown"):
            controller = owner
        if zone == "facedown" and not spec.get("controller"):
            controller = default_player if default_player >= 0 else owner
        token = card.supertype == "token" and zone in ("base", BF)  # a token card set up on the board (186)
        oid = add_obj(st, card, owner, zone, controller=controller, loc=loc, token=token)
        o = st.objs[oid]
        o.exhausted = bool(spec.get("exhausted", False))
        o.damage = int(spec.get("damage", 0) or 0)
        o.buffs = 1 if spec.get("buff") else 0
        o.stunned = bool(spec.get("stunned", False))
        o.might_mod = int(spec.get("might_mod", 0) or 0)
        if zone == "facedown":
            o.hidden_turn = int(self.data.get("turn", {}).get("number", 1)) if spec.get("hidden_this_turn") else 0
        if spec.get("attached_to"):
            self._attach.append((oid, str(spec["attached_to"])))
        if spec.get("as"):
            self.labels[str(spec["as"])] = oid
        return oid

    # references -------------------------------------------------------------
    def player_index(self, name: Any) -> int:
        if name in self.names:
            return self.names.index(name)
        raise ScenarioError(f"unknown player {name!r}")

    def obj(self, label: Any) -> int:
        label = str(label)
        if label in self.labels:
            return self.labels[label]
        found = [oid for oid, o in self.st.objs.items() if self.st.table.defs[o.card].name == label]
        if len(found) == 1:
            self.named[label] = found[0]
            return found[0]
        if not found and label in self.named:  # the object a name found earlier has ceased to exist: "gone"
            return self.named[label]
        if not found:
            raise ScenarioError(f"unknown label {label!r}")
        raise ScenarioError(f"{label!r} is ambiguous: label the object with `as:`")

    def dest(self, where: Any) -> int:
        if where in (None, "base"):
            return -1
        if str(where) in self.bf_labels:
            return self.bf_labels[str(where)]
        raise ScenarioError(f"unknown destination {where!r}")

    # actions ----------------------------------------------------------------
    def action(self, step: Mapping[str, Any]) -> Action:
        act = str(step["act"])
        p = self.player_index(step.get("by"))
        a = Action(kind=act, player=p)
        if act == "play":
            a.card = self.obj(step["card"])
            a.to = self.dest(step.get("to"))
            o = self.st.objs.get(a.card)
            if "to" not in step and o is not None and o.zone == "facedown":  # no `to`: where it was hidden
                a.to = o.loc  # (an explicit destination reaches the engine as written)
        elif act == "activate":
            a.card = self.obj(step["source"])
            a.ability = int(step.get("ability", 0))
        elif act == "move":
            a.units = [self.obj(u) for u in step.get("units", [])]
            a.to = self.dest(step.get("to"))
        elif act == "hide":
            a.card = self.obj(step["card"])
            a.to = self.dest(step.get("at"))
        elif act == "choose":
            a.choice = self.choice(step.get("choice") or {})
        elif act not in ("pass", "end_turn", "concede", "invite"):
            raise ScenarioError(f"unknown act {act!r}")
        a.targets = [self.obj(t) for t in step.get("targets") or []]
        a.options = dict(step.get("options") or {})
        if act == "play" and "destination" in step:  # 355.4: where the spell's move takes its unit
            where = step["destination"]
            a.options["move_to"] = [self.dest(w) for w in (where if isinstance(where, list) else [where])]
        if "additional_cost" in a.options:  # the spec's name for paying an optional additional cost
            a.options["additional"] = a.options.pop("additional_cost")
        pay = step.get("pay")
        if act in ("play", "activate", "hide") or (act == "move" and pay):  # a move's applied costs (204.4)
            a.pay = ({"exhaust": [self.obj(x) for x in pay.get("exhaust") or []],
                      "recycle": [self.obj(x) for x in pay.get("recycle") or []]} if pay else "auto")
            if pay and pay.get("add"):  # 430.3: other objects' Add abilities (a label, or [label, ability])
                a.pay["add"] = [[self.obj(x[0]), int(x[1])] if isinstance(x, list) else self.obj(x)
                                for x in pay["add"]]
        return a

    def choice(self, ch: Mapping[str, Any]) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for key, value in ch.items():
            if key is True:  # YAML 1.1 reads the spec's bare `yes:` key as the boolean True
                key = "yes"
            if key == "yes" and not isinstance(value, bool):
                raise ScenarioError(f"`yes:` takes true or false, not {value!r}")
            if key in ("targets", "cards"):
                out[key] = [self.obj(v) for v in value]
            elif key in ("assign", "split"):
                out[key] = {self.obj(k): int(n) for k, n in value.items()}
            elif key == "battlefield":
                out[key] = self.dest(value)
            elif key == "order":
                out[key] = [self.labels.get(str(v), v) for v in value]
            else:
                out[key] = value
        return out


# -- expectations -----------------------------------------------------------------------

def _zone_of(sc: Scenario, oid: int) -> str:
    st = sc.st
    o = st.objs.get(oid)
    if o is None:
        return "gone"
    if o.zone == BF:
        return next(k for k, v in sc.bf_labels.items() if v == o.loc)
    if o.zone == BF_CARD:
        return "battlefield"
    if o.zone == CHAIN:
        return "chain"
    return o.zone


def _count(st: State, p: int, key: str) -> int:
    pl = st.players[p]
    if key in ("hand", "main_deck", "rune_deck", "trash", "banishment", "champion", "runes", "base"):
        return len(getattr(pl, key))
    if key == "units":
        return sum(1 for b in st.battlefields for u in b.units if st.objs[u].controller == p and L.is_unit(st, u)) + sum(
            1 for u in pl.base if L.is_unit(st, u))
    raise ScenarioError(f"unknown count key {key!r}")


def check(sc: Scenario, expect: Mapping[str, Any], step: int) -> list[Failure]:
    st = sc.st
    out: list[Failure] = []

    def cmp(key: str, expected: Any, actual: Any) -> None:
        if expected != actual:
            out.append(Failure(step, key, expected, actual))

    for key, want in expect.items():
        if key == "points":
            for name, n in want.items():
                cmp(f"points.{name}", n, st.players[sc.player_index(name)].points)
        elif key == "xp":  # our extension: each player's XP (public, 729.2)
            for name, n in want.items():
                cmp(f"xp.{name}", n, int(st.players[sc.player_index(name)].extra.get("xp", 0)))
        elif key == "winner":
            if want is None:
                cmp("winner", None, [st.players[i].name for i in st.winners] or None)
            elif isinstance(want, int):
                teams = {st.players[i].team for i in st.winners}
                cmp("winner", want, teams.pop() if len(teams) == 1 else None)
            else:
                names = [st.players[i].name for i in st.winners]
                cmp("winner", want, names[0] if len(names) == 1 else (names or None))
        elif key == "zone":
            for label, z in want.items():
                cmp(f"zone.{label}", z, _zone_of(sc, sc.obj(label)))
        elif key in ("owner", "controller"):
            for label, who in want.items():
                if str(label) in sc.bf_labels:
                    c = st.battlefields[sc.bf_labels[str(label)]].controller
                else:
                    o = st.objs.get(sc.obj(label))
                    c = getattr(o, key) if o is not None else None
                cmp(f"{key}.{label}", who, st.players[c].name if c is not None and c >= 0 else None)
        elif key in ("might", "damage", "exhausted", "buffed", "stunned", "keywords"):
            for label, value in want.items():
                oid = sc.obj(label)
                if oid not in st.objs:
                    cmp(f"{key}.{label}", value, "gone")
                    continue
                o = st.objs[oid]
                actual = {"might": lambda oid=oid: L.might(st, oid), "damage": lambda o=o: o.damage,
                          "exhausted": lambda o=o: o.exhausted, "buffed": lambda o=o: o.buffs > 0,
                          "stunned": lambda o=o: o.stunned,
                          "keywords": lambda oid=oid: L.keyword_labels(st, oid)}[key]()
                if key == "keywords":
                    value = sorted(str(v) for v in value)
                cmp(f"{key}.{label}", value, actual)
        elif key == "count":
            for name, counts in want.items():
                p = sc.player_index(name)
                for k, n in counts.items():
                    cmp(f"count.{name}.{k}", n, _count(st, p, k))
        elif key == "pool":
            for name, pool in want.items():
                pl = st.players[sc.player_index(name)]
                if "energy" in pool:
                    cmp(f"pool.{name}.energy", pool["energy"], pl.energy)
                if "power" in pool:
                    cmp(f"pool.{name}.power", {str(k).lower(): v for k, v in (pool["power"] or {}).items()},
                        {k: v for k, v in pl.power.items() if v})
        elif key == "turn":
            actual_turn = {"player": st.players[st.turn_player].name, "phase": st.phase, "number": st.turn_number}
            for k, v in want.items():
                cmp(f"turn.{k}", v, actual_turn.get(k))
        elif key == "state":
            cmp("state", want, st.state_name())
        elif key == "pending":
            if want is None:
                cmp("pending", None, None if st.pending is None else st.pending.kind)
            elif st.pending is None:
                cmp("pending", want, None)
            else:
                actual_p = {"player": st.players[st.pending.player].name, "kind": st.pending.kind}
                for k, v in want.items():
                    cmp(f"pending.{k}", v, actual_p.get(k))
        elif key == "chain":
            cmp("chain", list(want), [c.name for c in st.chain])
        elif key == "contested":
            for label, v in want.items():
                cmp(f"contested.{label}", bool(v), st.battlefields[sc.dest(label)].contested_by >= 0)
        elif key == "log_contains":
            if not any(str(want) in line for line in sc.log_lines):
                out.append(Failure(step, "log_contains", want, "no such log line"))
        else:
            raise ScenarioError(f"unknown expectation key {key!r}")
    return out


# -- running --------------------------------------------------------------------------------

RUN_UNTIL_LIMIT = 200


def _run_until(sc: Scenario, want: Mapping[str, Any]) -> None:
    for _ in range(RUN_UNTIL_LIMIT):
        st = sc.st
        if "phase" in want and st.phase == want["phase"] and st.pending is None:
            return
        if "pending" in want and st.pending is not None and (
                want["pending"] in (True, None) or st.pending.kind == want["pending"]):
            return
        if st.over or st.pending is not None:
            raise ScenarioError(f"run_until: stopped at a decision ({st.pending.kind if st.pending else 'game over'})")
        actor = st.priority
        kind = "pass" if (st.chain or st.showdown is not None) else "end_turn"
        sc.st, events = apply(st, Action(kind, actor))
        sc.log_lines += [e.text for e in events]
    raise ScenarioError("run_until: condition never reached")


ACTS = frozenset({"play", "activate", "move", "hide", "pass", "end_turn", "choose", "concede", "run_until",
                  "invite"})  # invite: 2v2 extension (491.8.a)


def _describe(step: Any) -> str:
    text = repr(step)
    return text if len(text) <= 80 else text[:77] + "..."


def step_problem(step: Any) -> str | None:
    """What is wrong with the shape of a step (None when it is well formed)."""
    if not isinstance(step, Mapping):
        return "a step must be a mapping with `act:` or `expect:`"
    if "expect" in step:
        if "act" in step:
            return "a step has either `act:` or `expect:`, not both"
        if step["expect"] is not None and not isinstance(step["expect"], Mapping):
            return "`expect:` must be a mapping"
        return None
    if "act" not in step:
        hint = " (write {act: run_until, phase: ...})" if "run_until" in step else ""
        return "no `act:` and no `expect:`" + hint
    act = step["act"]
    if act not in ACTS:
        return f"unknown act {act!r}"
    if act == "run_until":
        if not ("phase" in step or "pending" in step):
            return "run_until needs `phase` or `pending`"
    elif "by" not in step:
        return f"act {act} needs `by:`"
    if act == "choose" and not isinstance(step.get("choice"), Mapping):
        return "choose needs a `choice:` mapping"
    return None


def _step_failure(i: int, step: Any, why: str) -> Failure:
    return Failure(i, f"step {_describe(step)}", "a valid step", why)


def _run_step(sc: Scenario, result: Result, i: int, step: Mapping[str, Any]) -> bool:
    """Run one well-formed step; False stops the scenario."""
    if "expect" in step:
        result.failures += check(sc, step["expect"] or {}, i)
        return True
    if step["act"] == "run_until":
        _run_until(sc, step)
        return True
    action = sc.action(step)
    before = to_json(sc.st)
    try:
        new, events = apply(sc.st, action)
    except IllegalAction as exc:
        if not step.get("expect_error"):
            result.failures.append(Failure(i, f"act {step.get('act')}", "accepted", f"refused: {exc}"))
            return False
        if to_json(sc.st) != before:
            result.failures.append(Failure(i, "state unchanged", True, False))
        sc.log_lines.append(f"refused: {exc}")
        return True
    if step.get("expect_error"):
        result.failures.append(Failure(i, f"act {step.get('act')}", "refused", "accepted"))
    sc.st = new
    sc.log_lines += [e.text for e in events]
    return True


def run_data(data: Any, path: str = "<scenario>") -> Result:
    """Run a scenario. A malformed file or step is a failure naming it, never an exception."""
    if not isinstance(data, Mapping):
        result = Result(path, Path(path).stem)
        result.failures.append(Failure(0, "file", "a mapping", type(data).__name__))
        return result
    result = Result(path, str(data.get("name", Path(path).stem)))
    try:
        sc = Scenario(data)
    except Exception as exc:  # noqa: BLE001 - a malformed position is reported, not raised
        result.failures.append(Failure(0, "setup", "a valid scenario", f"{type(exc).__name__}: {exc}"))
        return result
    steps = data.get("steps") or []
    if not isinstance(steps, list):
        result.failures.append(Failure(0, "steps", "a list", type(steps).__name__))
        steps = []
    for i, step in enumerate(steps, start=1):
        problem = step_problem(step)
        if problem is not None:
            result.failures.append(_step_failure(i, step, problem))
            break
        try:
            if not _run_step(sc, result, i, step):
                break
        except ScenarioError as exc:
            result.failures.append(_step_failure(i, step, str(exc)))
            break
        except Exception as exc:  # noqa: BLE001 - a bad value in a step, or an engine error it caused
            result.failures.append(_step_failure(i, step, f"{type(exc).__name__}: {exc}"))
            break
    result.final = view(sc.st)
    result.log = sc.log_lines
    return result


def run_file(path: str | Path) -> Result:
    path = Path(path)
    try:
        with path.open(encoding="utf-8") as fh:
            data = yaml.safe_load(fh)
    except (OSError, UnicodeDecodeError, yaml.YAMLError) as exc:
        result = Result(str(path), path.stem)
        kind = "bad YAML" if isinstance(exc, yaml.YAMLError) else "unreadable file"
        result.failures.append(Failure(0, "file", "readable YAML", f"{kind} ({type(exc).__name__}): {exc}"))
        return result
    return run_data(data if data is not None else {}, str(path))


def scenario_files(paths: Iterable[str | Path]) -> list[Path]:
    out: list[Path] = []
    for p in paths:
        p = Path(p)
        if p.is_dir():
            out += sorted(p.rglob("*.yaml")) + sorted(p.rglob("*.yml"))
        else:
            out.append(p)
    return out


def run_paths(paths: Iterable[str | Path]) -> list[Result]:
    return [run_file(p) for p in scenario_files(paths)]
