"""What one seat can see, as a small model the bot can reason about and change hypothetically.

Everything here comes from `view(state, seat)` (the seat's own view: its hand,
the public board, counts) plus printed card definitions, which are public. An
opponent's facedown card is only known to be there: it becomes a `ghost` guess.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

from game.engine.model.cards import VALUED_KEYWORDS, CardDef, CardTable

BASE = -1
GHOST_MIGHT = 2  # a guess at an unseen facedown card


@dataclass(slots=True)
class Unit:
    id: int
    card: str
    controller: int
    where: int  # BASE (-1) or a battlefield index
    might: int  # as the view shows it (includes Assault / Shield once designated)
    damage: int = 0
    kws: dict[str, int] = field(default_factory=dict)
    exhausted: bool = False
    stunned: bool = False
    designation: str = ""
    buffed: bool = False
    ghost: bool = False  # an opponent's facedown card, guessed
    temp: int = 0  # imagined "this turn" Might changes (count in combat, not as lasting worth)

    def kw(self, name: str) -> int:
        return self.kws.get(name, 0)

    def clone(self) -> Unit:
        return Unit(self.id, self.card, self.controller, self.where, self.might, self.damage, dict(self.kws),
                    self.exhausted, self.stunned, self.designation, self.buffed, self.ghost, self.temp)

    def might_as(self, role: str) -> int:
        """Might in a combat role ("attacker" / "defender"), adding Assault / Shield if not yet counted."""
        m = self.might
        if role == "attacker" and self.designation != "attacker":
            m += self.kw("Assault")
        elif role == "defender" and self.designation != "defender":
            m += self.kw("Shield")
        return m


def parse_keywords(labels: list[str]) -> dict[str, int]:
    out: dict[str, int] = {}
    for label in labels:
        parts = label.split()
        name = parts[0]
        value = int(parts[1]) if len(parts) > 1 and name in VALUED_KEYWORDS else 1
        out[name] = out.get(name, 0) + value
    return out


def target_id(ref: Any, targets: list[int | None]) -> int | None:
    """The object a step's target reference (`t0`, `t1`...) names, if any."""
    if isinstance(ref, str) and ref.startswith("t") and ref[1:].isdigit():
        i = int(ref[1:])
        return targets[i] if i < len(targets) else None
    return None


def unit_from(o: dict[str, Any], where: int) -> Unit:
    return Unit(id=o["id"], card=o["card"], controller=o["controller"], where=where, might=o.get("might", 0),
                damage=o.get("damage", 0), kws=parse_keywords(o.get("keywords", [])),
                exhausted=o.get("exhausted", False), stunned=o.get("stunned", False),
                designation=o.get("designation", ""), buffed=o.get("buffed", False))


@dataclass(slots=True)
class Board:
    seat: int
    view: dict[str, Any]
    table: CardTable
    units: dict[int, Unit]
    friends: frozenset[int]  # the seat and its teammates
    enemies: list[int]
    hand: list[tuple[int, CardDef]]  # (object id, definition)
    bf_controller: list[int]
    facedown: list[list[dict[str, Any]]]  # per battlefield, as the view shows it
    spells_on_chain: list[dict[str, Any]] = field(default_factory=list)
    memo: dict[str, Any] = field(default_factory=dict)  # per-decision caches (not copied)

    # -- look-ups ----------------------------------------------------------------------
    def card(self, key: str) -> CardDef:
        return self.table.defs[key]

    def mine(self, u: Unit) -> bool:
        return u.controller == self.seat

    def friendly(self, u: Unit) -> bool:
        return u.controller in self.friends

    def at(self, where: int) -> list[Unit]:
        return [u for u in self.units.values() if u.where == where]

    def my_units(self) -> list[Unit]:
        return [u for u in self.units.values() if u.controller == self.seat]

    def enemy_units(self) -> list[Unit]:
        return [u for u in self.units.values() if u.controller not in self.friends]

    @property
    def n_bf(self) -> int:
        return len(self.bf_controller)

    @property
    def me(self) -> dict[str, Any]:
        return self.view["players"][self.seat]

    def points(self, p: int) -> int:
        return int(self.view["players"][p]["points"])

    def copy(self) -> Board:
        return replace(self, units={k: u.clone() for k, u in self.units.items()},
                       bf_controller=list(self.bf_controller), spells_on_chain=list(self.spells_on_chain), memo={})

    def enemy_ghosts(self, bf: int) -> list[Unit]:
        """Guessed units for opponents' facedown cards at a battlefield."""
        out = []
        for i, fd in enumerate(self.facedown[bf]):
            if fd.get("controller") not in self.friends and "card" not in fd:
                out.append(Unit(id=-(1000 + bf * 10 + i), card="", controller=fd["controller"], where=bf,
                                might=GHOST_MIGHT, ghost=True))
        return out

    def my_facedown_units(self, bf: int) -> list[Unit]:
        out = []
        for fd in self.facedown[bf]:
            if fd.get("controller") == self.seat and fd.get("type") == "unit":
                card = self.card(fd["card"])
                out.append(Unit(id=fd["id"], card=fd["card"], controller=self.seat, where=bf, might=card.might,
                                kws=dict(card.keywords)))
        return out


def build(view: dict[str, Any], table: CardTable, seat: int) -> Board:
    units: dict[int, Unit] = {}
    for p in view["players"]:
        for o in p["base"]:
            if o.get("type") == "unit":
                units[o["id"]] = unit_from(o, BASE)
    facedown = []
    controllers = []
    for b in view["battlefields"]:
        for o in b["units"]:
            if o.get("type") == "unit":
                units[o["id"]] = unit_from(o, b["index"])
        facedown.append(list(b["facedown"]))
        controllers.append(b["controller"])
    me = view["players"][seat]
    team = me.get("team", 0)
    friends = frozenset(i for i, p in enumerate(view["players"])
                        if i == seat or (team and p.get("team") == team))
    enemies = [i for i, p in enumerate(view["players"]) if i not in friends and not p.get("removed")]
    hand = [(o["id"], table.defs[o["card"]]) for o in me.get("hand", [])]
    hand += [(o["id"], table.defs[o["card"]]) for o in me.get("champion", [])]
    return Board(seat=seat, view=view, table=table, units=units, friends=friends, enemies=enemies, hand=hand,
                 bf_controller=controllers, facedown=facedown, spells_on_chain=list(view.get("chain", [])))
