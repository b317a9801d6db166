"""Setting up a game (110-118) for each mode (483-491).

`new_game(decks, mode, seed)`: legends to the Legend Zone, chosen champions to
the Champion Zone (111-112), a random first player (115), battlefields per the
mode (487.5-491.5), both decks shuffled (114), 4 cards each (116), then a
mulligan decision for each player in turn order (117) before the first turn.
A deck is a mapping: name, legend, champion (optional), main, runes,
battlefields (card names or codes), team (2v2 only), legend_choices (optional: the legends a card in the
deck asked for while it was built, 103.1 - Neeko, Blending In; kept as `Player.extra["legend_choices"]`,
card keys, registered and unchanged for the game, Tournament Rules 401.2.a).

Object ids are dealt at setup; `setup_version` says how, so a stored game rebuilt from its seed and
actions is dealt as it was when it was created:
- 1: each seat in turn, legend, champion, then its main deck and its rune deck in deck-list order
  (before the shuffle). The id of a card then is its place in its owner's list, so a public card's id
  tells about a private list (games created before version 2 replay with it).
- 2 (`SETUP_VERSION`, new games): legends and Chosen Champions first (public from the start), then
  every main-deck and rune-deck card of every seat in one order drawn from the game's seed: an id
  says nothing about the list, the card, its owner or which deck it is in.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..model import modes, rng
from ..model.cards import CardDef, CardTable, Catalog, default_catalog
from ..model.events import Event, Log
from ..model.state import (
    BF_CARD,
    CHAIN,
    CHAMPION,
    LEGEND,
    MAIN,
    RULES,
    RULES_VERSIONS,
    RUNE_DECK,
    Battlefield,
    Obj,
    Player,
    State,
)
from ..ops import zones

LIST_ORDER_IDS = 1  # ids in deck-list order (games created before seeded ids)
SETUP_VERSION = 2  # ids in an order drawn from the seed: what new games use
SETUP_VERSIONS = (LIST_ORDER_IDS, SETUP_VERSION)


def build_table(catalog: Catalog, refs: Sequence[str]) -> CardTable:
    table = CardTable()
    for ref in refs:
        card = catalog.find(ref)
        if card is None:
            raise ValueError(f"unknown card {ref!r}")
        if card.key not in table.defs:
            table.add(card)
    return table


def empty_state(mode: str, names: Sequence[str], table: CardTable, seed: int = 0,
                teams: Sequence[int] | None = None, rules: int = RULES) -> State:
    m = modes.get(mode)
    players = [Player(name, team=(teams[i] if teams else 0)) for i, name in enumerate(names)]
    return State(mode=mode, victory_score=m.victory_score, players=players, battlefields=[], objs={},
                 table=table, rng=rng.seed_state(seed), seed=seed, rules=rules)


def add_obj(st: State, card: CardDef, owner: int, zone: str, controller: int | None = None,
            loc: int = -1, token: bool = False) -> int:
    """Create an object directly in a zone list (setup only)."""
    oid = st.new_id()
    ctrl = owner if controller is None else controller
    st.objs[oid] = Obj(oid, card.key, owner, ctrl, zone, loc, token=token)
    st._own.add(oid)
    if zone == LEGEND:
        st.players[owner].legend = oid
    elif zone == "base":
        lst = st.players[ctrl].runes if card.type == "rune" else st.players[ctrl].base
        lst.append(oid)
    elif zone == "battlefield":
        st.battlefields[loc].units.append(oid)
    elif zone == "facedown":
        st.battlefields[loc].facedown.append(oid)
    elif zone not in (CHAIN, BF_CARD):
        getattr(st.players[owner], zone).append(oid)
    return oid


def seat_teams(decks: Sequence[Mapping[str, Any]]) -> list[Mapping[str, Any]]:
    """491.5.c: turn order alternates teams. Players are seated (and indexed) T1, T2, T1, T2 in the
    order given within each team, so any first player is followed by an opponent, then their ally."""
    teams: dict[int, list[Mapping[str, Any]]] = {}
    for d in decks:
        teams.setdefault(int(d.get("team") or 0), []).append(d)
    if sorted(teams) != [1, 2] or any(len(v) != 2 for v in teams.values()):
        raise ValueError("2v2 needs two teams (team 1 and team 2) of two players")
    for mates in teams.values():
        a, b = mates
        if a["legend"] == b["legend"]:
            raise ValueError(f"teammates may not use the same Champion Legend ({a['legend']}) (491.8.h)")
        shared = set(a.get("battlefields", [])) & set(b.get("battlefields", []))
        if shared:
            raise ValueError(f"teammates may not use the same battlefields ({', '.join(sorted(shared))}) (491.8.i)")
    return [teams[1][0], teams[2][0], teams[1][1], teams[2][1]]


def deal_ids(st: State, decks: Sequence[Mapping[str, Any]], catalog: Catalog, setup_version: int) -> None:
    """Create each seat's legend (111), Chosen Champion (112), main deck and rune deck, dealing their
    ids as `setup_version` says (see the module doc)."""
    decks_cards: list[tuple[int, str, str]] = []
    for i, d in enumerate(decks):
        add_obj(st, catalog.find(d["legend"]), i, LEGEND)  # 111
        if d.get("champion"):
            oid = add_obj(st, catalog.find(d["champion"]), i, CHAMPION)  # 112
            st.players[i].extra["champion"] = st.objs[oid].card  # the Chosen Champion (its card)
        cards = [(i, ref, MAIN) for ref in d.get("main", [])] + [(i, ref, RUNE_DECK) for ref in d.get("runes", [])]
        if setup_version == LIST_ORDER_IDS:
            for owner, ref, zone in cards:
                add_obj(st, catalog.find(ref), owner, zone)
        else:
            decks_cards += cards
    if setup_version != LIST_ORDER_IDS:
        rng.shuffle(st, decks_cards)  # the order ids are dealt in, not the decks' order (114 is later)
        for owner, ref, zone in decks_cards:
            add_obj(st, catalog.find(ref), owner, zone)


def set_legend_choices(st: State, p: int, refs: Sequence[str], catalog: Catalog) -> None:
    """103.1: the legends `p` chose while building the deck, in addition to their starting legend (card keys, in the
    table). Each must be a legend (ValueError otherwise; the deck builder checks names and counts)."""
    keys = []
    for ref in refs:
        card = catalog.find(ref)
        if card is None or card.type != "legend":
            raise ValueError(f"{ref!r} is not a legend (legend choices, 103.1)")
        if card.key not in st.table.defs:
            st.table.add(card)
        keys.append(card.key)
    if keys:
        st.players[p].extra["legend_choices"] = keys


def new_game(decks: Sequence[Mapping[str, Any]], mode: str = "duel", seed: int = 0,
             catalog: Catalog | None = None, first: int | None = None,
             setup_version: int = SETUP_VERSION, rules: int = RULES) -> tuple[State, list[Event]]:
    """`first`: the first player's index when it is decided outside the game (a Match's later games);
    otherwise it is chosen at random (115). `setup_version`: how ids are dealt (the module doc) and
    `rules`: the Core Rules version (state.RULES_VERSIONS); a stored game passes those it was created with."""
    if setup_version not in SETUP_VERSIONS:
        raise ValueError(f"unknown setup version {setup_version!r} (known: {SETUP_VERSIONS})")
    if rules not in RULES_VERSIONS:
        raise ValueError(f"unknown rules version {rules!r} (known: {sorted(RULES_VERSIONS)})")
    m = modes.get(mode)
    if len(decks) != m.players:
        raise ValueError(f"{mode} needs {m.players} players")
    if m.teams:
        decks = seat_teams(decks)
    catalog = catalog or default_catalog()
    refs: list[str] = []
    for d in decks:
        refs += [d["legend"], *d.get("main", []), *d.get("runes", []), *d.get("battlefields", []),
                 *d.get("legend_choices", [])]
        if d.get("champion"):
            refs.append(d["champion"])
    table = build_table(catalog, refs)
    st = empty_state(mode, [d["name"] for d in decks], table, seed,
                     [int(d.get("team", 0)) for d in decks] if m.teams else None, rules)
    log = Log()
    deal_ids(st, decks, catalog, setup_version)
    for i, d in enumerate(decks):
        set_legend_choices(st, i, d.get("legend_choices") or [], catalog)
    st.first = rng.randbelow(st, m.players) if first is None else first  # 115
    st.turn_player = st.first
    for i, d in enumerate(decks):  # 487.5-491.5
        bfs = list(d.get("battlefields", []))
        if not bfs or (m.first_player_removes_battlefields and i == st.first):
            continue
        pick = bfs[rng.randbelow(st, len(bfs))]
        bf_card = catalog.find(pick)
        st.battlefields.append(Battlefield(obj=add_obj(st, bf_card, i, BF_CARD)))
    for p in st.players:  # 114
        rng.shuffle(st, p.main_deck)
        rng.shuffle(st, p.rune_deck)
    log.add("setup", f"{st.players[st.first].name} goes first", first=st.first)
    for i in range(m.players):  # 116
        zones.draw(st, log, i, 4)
    order = [(st.first + k) % m.players for k in range(m.players)]
    st.tasks = [["mulligan", i] for i in order] + [["start_game"]]  # 117-118
    st.phase = "setup"
    st._own = set()
    from .core import advance

    advance(st, log)
    return st, log.events
