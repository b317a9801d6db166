"""The game state: plain dataclasses (rules 105-109 zones, 119-124 objects).

Every card and token in the game is an `Obj` with an integer id, kept in
`State.objs`. Zones are lists of ids in the owning `Player` or `Battlefield`;
`Obj.zone` / `Obj.loc` mirror where the id is listed so look-ups are O(1).

Copy-on-write: `State.clone()` copies players, battlefields and the containers,
but shares `Obj` records with the previous state. Code that changes an object
first calls `st.w(oid)`, which copies it once per clone. The previous state is
therefore never touched, which is how `apply` leaves a refused state intact.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from .cards import CardDef, CardTable

# Zone names used in Obj.zone (runes on the board have zone "base" and sit in Player.runes).
HAND, MAIN, RUNE_DECK, BASE, BF, FACEDOWN = "hand", "main_deck", "rune_deck", "base", "battlefield", "facedown"
TRASH, BANISH, CHAMPION, LEGEND, CHAIN = "trash", "banishment", "champion", "legend", "chain"
BF_CARD = "bf_card"  # a battlefield card itself (170): on the board, never moved
BOARD_ZONES = frozenset({BASE, BF})
NO_PLAYER = -1

# How a copied object's definition is worked out (479.1.b): `read/traits.py`, a layer above this one,
# sets it as it is imported (`read_copies_with`), so `State.card` reads through copy effects.
_copied_def: list[Callable[[State, Obj], CardDef]] = []


def read_copies_with(fn: Callable[[State, Obj], CardDef]) -> None:
    _copied_def[:] = [fn]


def _copy_extra(extra: dict[str, Any]) -> dict[str, Any]:
    return {k: (v.copy() if isinstance(v, (list, dict)) else v) for k, v in extra.items()} if extra else {}


@dataclass(slots=True)
class Obj:
    id: int
    card: str
    owner: int
    controller: int
    zone: str
    loc: int = -1  # battlefield index for zone battlefield / facedown
    gen: int = 0  # bumped on every move to or from a non-board zone: a "new object" (124)
    exhausted: bool = False
    damage: int = 0
    buffs: int = 0
    stunned: bool = False
    might_mod: int = 0  # "this turn" might modifiers, summed
    kw_mod: list[list[Any]] = field(default_factory=list)  # [[keyword, value], ...] granted this turn
    designation: str = ""  # "attacker" | "defender" during combat (466.2.c.3)
    hidden_turn: int = 0  # turn number on which it was hidden (811)
    token: bool = False
    # card-effect marks (effects/verbs.py): attached_to, moves this turn, one-shot shields, ... (JSON values)
    extra: dict[str, Any] = field(default_factory=dict)

    def copy(self) -> Obj:
        return Obj(self.id, self.card, self.owner, self.controller, self.zone, self.loc, self.gen,
                   self.exhausted, self.damage, self.buffs, self.stunned, self.might_mod,
                   [list(k) for k in self.kw_mod] if self.kw_mod else [], self.designation,
                   self.hidden_turn, self.token, _copy_extra(self.extra))


@dataclass(slots=True)
class Player:
    name: str
    team: int = 0
    legend: int = -1
    main_deck: list[int] = field(default_factory=list)  # index 0 is the top
    rune_deck: list[int] = field(default_factory=list)  # index 0 is the top
    hand: list[int] = field(default_factory=list)
    base: list[int] = field(default_factory=list)  # permanents in this player's base
    runes: list[int] = field(default_factory=list)  # runes on the board
    trash: list[int] = field(default_factory=list)
    banishment: list[int] = field(default_factory=list)
    champion: list[int] = field(default_factory=list)
    energy: int = 0
    power: dict[str, int] = field(default_factory=dict)  # domain or "any" -> amount
    points: int = 0
    scored: list[int] = field(default_factory=list)  # battlefield indices scored this turn (472)
    turns_taken: int = 0
    played: int = 0  # cards finalized this turn (Legion, 812)
    removed: bool = False
    extra: dict[str, Any] = field(default_factory=dict)  # card-effect marks: XP, per-turn counters

    def legends(self) -> list[int]:
        """The legends in their Legend Zone: the Champion Legend, then any added during play (107.4.d.1: Neeko,
        Blending In), listed in `extra["legends"]`."""
        more = self.extra.get("legends")
        return ([self.legend] if self.legend >= 0 else []) + (more or [])

    def copy(self) -> Player:
        return Player(self.name, self.team, self.legend, self.main_deck[:], self.rune_deck[:], self.hand[:],
                      self.base[:], self.runes[:], self.trash[:], self.banishment[:], self.champion[:],
                      self.energy, dict(self.power), self.points, self.scored[:], self.turns_taken,
                      self.played, self.removed, _copy_extra(self.extra))


@dataclass(slots=True)
class Battlefield:
    obj: int
    controller: int = NO_PLAYER
    units: list[int] = field(default_factory=list)  # permanents here
    facedown: list[int] = field(default_factory=list)  # facedown zone, occupancy 1 (107.3.b)
    contested_by: int = NO_PLAYER  # the player who applied Contested (190.3.a)
    showdown_staged: bool = False  # 323.7
    combat_staged: bool = False  # 323.8

    def copy(self) -> Battlefield:
        return Battlefield(self.obj, self.controller, self.units[:], self.facedown[:], self.contested_by,
                           self.showdown_staged, self.combat_staged)


@dataclass(slots=True)
class ChainItem:
    id: int
    kind: str  # "card" (a spell on the chain) | "ability"
    source: int  # object id of the card or the ability's source
    controller: int
    name: str
    effect: str  # "spell" | "trigger:<name>" | "activated:<n>"
    targets: list[list[int]] = field(default_factory=list)  # [[obj id, gen], ...]
    data: dict[str, Any] = field(default_factory=dict)
    by_trigger: bool = False

    def copy(self) -> ChainItem:
        return ChainItem(self.id, self.kind, self.source, self.controller, self.name, self.effect,
                         [t[:] for t in self.targets], dict(self.data), self.by_trigger)


@dataclass(slots=True)
class Showdown:
    bf: int
    combat: bool = False
    attacker: int = NO_PLAYER
    defender: int = NO_PLAYER
    passes: int = 0  # consecutive focus passes (347.2.a)
    chain_by_trigger: bool = False  # 346.1: focus does not pass after a triggered chain
    # [unit id, gen, "attacker" | "defender"]: designations gained in this combat, whose attack /
    # defend triggers have had their one check (383.4.e.2.a, 383.4.f.2.a)
    designated: list[list[Any]] = field(default_factory=list)

    def copy(self) -> Showdown:
        return Showdown(self.bf, self.combat, self.attacker, self.defender, self.passes, self.chain_by_trigger,
                        [d[:] for d in self.designated])


@dataclass(slots=True)
class Pending:
    """A decision the engine waits for: who decides, what kind, and the legal answers."""

    kind: str
    player: int
    options: list[Any] = field(default_factory=list)
    data: dict[str, Any] = field(default_factory=dict)

    def copy(self) -> Pending:
        return Pending(self.kind, self.player, list(self.options), dict(self.data))


# The Core Rules a game is played by. A game keeps the version it was created with, so a stored game
# replays as it was played; the engine reads `st.rules` where the versions differ (docs/rules-coverage.md).
RULES_V14 = 1  # Core Rules v1.4 (2026-07-16): games stored before the version was recorded
RULES_2026_10 = 2  # the Core Rules dated 2026-10-09 (Radiance)
RULES = RULES_2026_10  # what new games use
RULES_VERSIONS = {RULES_V14: "v1.4 (2026-07-16)", RULES_2026_10: "2026-10-09"}


@dataclass(slots=True)
class State:
    mode: str
    victory_score: int
    players: list[Player]
    battlefields: list[Battlefield]
    objs: dict[int, Obj]
    table: CardTable
    rng: int = 0
    seed: int = 0
    next_id: int = 1
    turn_player: int = 0
    turn_number: int = 1
    phase: str = "main"
    chain: list[ChainItem] = field(default_factory=list)
    priority: int = NO_PLAYER
    passes: int = 0  # consecutive priority passes on the current chain (339.1)
    focus: int = NO_PLAYER
    showdown: Showdown | None = None
    pending: Pending | None = None
    tasks: list[list[Any]] = field(default_factory=list)  # outstanding tasks (333)
    winners: list[int] = field(default_factory=list)
    over: bool = False
    step: int = 0  # number of actions applied
    first: int = 0  # the first player (115.1.b.1)
    invited: int = NO_PLAYER  # 2v2: a teammate the priority holder invited to act (491.8.a)
    barred: list[int] = field(default_factory=list)  # 2v2: battlefields the turn player's team can't score (491.8.b.1)
    rules: int = RULES  # the Core Rules version the game is played by (RULES_VERSIONS)
    _own: set[int] = field(default_factory=set, compare=False, repr=False)

    # -- copy-on-write -------------------------------------------------------------
    def clone(self) -> State:
        return State(
            self.mode, self.victory_score, [p.copy() for p in self.players],
            [b.copy() for b in self.battlefields], dict(self.objs), self.table, self.rng, self.seed,
            self.next_id, self.turn_player, self.turn_number, self.phase, [c.copy() for c in self.chain],
            self.priority, self.passes, self.focus, self.showdown.copy() if self.showdown else None,
            self.pending.copy() if self.pending else None, [t[:] for t in self.tasks], self.winners[:],
            self.over, self.step, self.first, self.invited, self.barred[:], self.rules, set(),
        )

    def w(self, oid: int) -> Obj:
        """The object, writable in this state."""
        if oid in self._own:
            return self.objs[oid]
        obj = self.objs[oid].copy()
        self.objs[oid] = obj
        self._own.add(oid)
        return obj

    # -- look-ups ------------------------------------------------------------------
    def card(self, oid: int) -> CardDef:
        """The object's current definition: printed, or after its copy effects (479.1.b) and "it becomes a unit"
        (479.2.a)."""
        o = self.objs[oid]
        if o.extra and ("copy" in o.extra or "becomes_unit" in o.extra):  # 479.1-479.2: copies, "becomes a unit"
            return _copied_def[0](self, o)
        return self.table.defs[o.card]

    def name(self, oid: int) -> str:
        return self.card(oid).name

    def new_id(self) -> int:
        oid = self.next_id
        self.next_id += 1
        return oid

    @property
    def active_players(self) -> list[int]:
        return [i for i, p in enumerate(self.players) if not p.removed]

    def next_player(self, i: int) -> int:
        """The next player in turn order who is still in the game (115.1)."""
        n = len(self.players)
        for step in range(1, n + 1):
            j = (i + step) % n
            if not self.players[j].removed:
                return j
        return i

    def opponents(self, i: int) -> list[int]:
        team = self.players[i].team
        return [j for j, p in enumerate(self.players)
                if j != i and not p.removed and (team == 0 or p.team != team)]

    def state_name(self) -> str:
        """neutral_open | neutral_closed | showdown_open | showdown_closed (310)."""
        return ("showdown" if self.showdown else "neutral") + ("_closed" if self.chain else "_open")
