"""Object ids and what they tell (game/engine/loop/setup.py deals them; `setup_version` says how).

New games (version 2) deal the legends and Chosen Champions first, then every main-deck and rune-deck
card of every seat in one order drawn from the game's seed, every game of a best of 3 with its own
seed: a card's id says nothing about its owner's list, its place in it, which deck it is in, or a
sideboard swap between games. Matches stored before (version 1, `Match.setup_version`) keep the
dealing they were created with, ids in deck-list order, so they still replay exactly from their seed
and actions: there a hidden id names its card for anyone who knows the list. Either way no hidden id is
ever shown (the audit, test_audit.py, checks every byte for it)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from game.engine import Action, Catalog, default_catalog, new_game
from game.engine.loop.match import apply_match, match_from_json, match_to_json, new_match
from game.engine.loop.setup import LIST_ORDER_IDS, SETUP_VERSION
from game.engine.model.state import MAIN, RULES, RULES_V14, RUNE_DECK, State
from game.models import Match, MatchAction, Seat, Status
from game.services import load_state
from game.services.state import decks_of, drop_cache, game_of, state_at
from tests.engine import randomplay

pytestmark = pytest.mark.django_db
STORED = json.loads((Path(__file__).parent / "stored_v1_matches.json").read_text())


def list_order(st: State, seat: int) -> list[str]:
    """Seat's main-deck cards (deck and hand at the start) in id order."""
    mine = sorted(o for o in st.players[seat].main_deck + st.players[seat].hand)
    return [st.objs[o].card for o in mine]


def deck_cards_by_id(st: State) -> list[tuple[int, str]]:
    """(owner, zone) of every main-deck and rune-deck card at the start, in id order."""
    return [(st.objs[o].owner, st.objs[o].zone) for o in sorted(st.objs)
            if st.objs[o].zone in (MAIN, RUNE_DECK) or any(o in p.hand for p in st.players)]


def test_a_hidden_id_names_its_card_only_in_a_match_dealt_by_list(duel):
    """Version 1 (matches stored before seeded ids): the k-th main-deck id of a seat is the k-th entry
    of its list, whatever the seed. Version 2: the card under an id changes with the seed, so knowing
    the list does not tell a hidden card from its id."""
    decks = decks_of(duel)
    assert duel.setup_version == SETUP_VERSION
    for seat in (0, 1):
        listed = Seat.objects.get(match=duel, index=seat).deck_list["main"]
        assert list_order(load_state(duel), seat) != listed
        old = [list_order(new_game(decks, mode="duel", seed=s, setup_version=LIST_ORDER_IDS)[0], seat)
               for s in (1, 2, 3)]
        assert old == [listed] * 3
        new = [tuple(list_order(new_game(decks, mode="duel", seed=s)[0], seat)) for s in (1, 2, 3)]
        assert len(set(new)) == 3


@pytest.mark.parametrize("mode", ["duel", "ffa3", "ffa4", "2v2"])
def test_public_ids_say_nothing_about_the_deck_list(duel, mode):
    """Not the list's order, nor copies listed together, nor owner or deck by id ranges: along the
    ids, owners and decks (main or rune) alternate as in a random order, not in blocks."""
    decks = decks_of(duel) if mode == "duel" else randomplay.decks(mode=mode)
    cat = default_catalog() if mode == "duel" else randomplay.catalog()
    for seed in (1, 2, 3):
        st, _ = new_game(decks, mode=mode, seed=seed, catalog=cat)
        for seat, p in enumerate(st.players):
            assert list_order(st, seat) != listed(decks, cat, p.name)
        along = deck_cards_by_id(st)
        changes = sum(a != b for a, b in zip(along, along[1:], strict=False))
        assert changes >= len(along) // 4, f"{mode} seed {seed}: ids dealt in blocks ({changes} changes)"
        public = {p.legend for p in st.players} | {c for p in st.players for c in p.champion}
        hidden = {o for p in st.players for o in p.main_deck + p.rune_deck + p.hand}
        assert max(public) < min(hidden)  # public from the start, dealt first: no gap to read


def listed(decks: list[dict[str, Any]], cat: Catalog, name: str) -> list[str]:
    """The main list (as card keys) of the seat named `name` (2v2 reseats the decks, 491.5.c)."""
    deck = next(d for d in decks if d["name"] == name)
    return [cat.find(ref).key for ref in deck["main"]]


def second_game(decks: list[dict[str, Any]], setup_version: int) -> tuple[Any, list[str]]:
    """A best of 3 whose first game seat 1 concedes; seat 0 then swaps its first main-deck card for
    its first sideboard card (the lists are sorted after sideboarding). The match at game 2's start."""
    m = new_match(decks, seed=5, setup_version=setup_version, rules=RULES_V14)

    def answer(choice: dict[str, Any]) -> None:
        nonlocal m
        m, _ = apply_match(m, Action("choose", m.pending.player, choice=choice))

    answer({"battlefield": m.pending.options[0]})
    answer({"battlefield": m.pending.options[0]})
    m, _ = apply_match(m, Action("concede", 1))
    out, into = m.decks[0]["main"][0], m.decks[0]["sideboard"][0]
    answer({"out": [out], "in": [into]})
    answer({"out": [], "in": []})
    answer({"player": 0})
    answer({"battlefield": m.pending.options[0]})
    answer({"battlefield": m.pending.options[0]})
    assert len(m.games) == 1 and m.game is not None and not m.pending
    return m, m.decks[0]["main"]


def test_ids_say_nothing_about_a_sideboard_swap(duel):
    """488: between games lists change privately. Version 1 deals game 2's ids in the sorted list's
    order (a card's id moving shows a swap before it); version 2 deals each game in its own order."""
    decks = decks_of(duel)
    old, listed = second_game(decks, LIST_ORDER_IDS)
    assert list_order(old.game, 0) == listed
    new, listed = second_game(decks, SETUP_VERSION)
    assert new.setup_version == SETUP_VERSION and sorted(listed) == listed
    assert list_order(new.game, 0) != listed
    first = new_match(decks, seed=5)
    assert match_from_json(match_to_json(new)) == new and first.setup_version == SETUP_VERSION


def test_setup_versions_travel_with_a_stored_match():
    """A match stored before versions has no `setup_version` in its JSON: it loads as version 1; a match
    written since says its version. An unknown version is refused."""
    decks = randomplay.decks(mode="match")
    old = new_match(decks, seed=3, setup_version=LIST_ORDER_IDS)
    data = json.loads(match_to_json(old))
    del data["setup_version"]  # the JSON as written before versions
    assert match_from_json(json.dumps(data)) == old
    assert match_from_json(match_to_json(old)) == old
    assert match_from_json(match_to_json(new_match(decks, seed=3))).setup_version == SETUP_VERSION
    with pytest.raises(ValueError, match="unknown setup version"):
        new_game(randomplay.decks(), mode="duel", seed=1, catalog=randomplay.catalog(), setup_version=7)
    with pytest.raises(ValueError, match="unknown setup version"):
        new_match(decks, seed=3, setup_version=0)


def dealing(st: State) -> dict[str, Any]:
    """What the stored matches recorded: every object by id, each seat's decks and hand in order."""
    return json.loads(json.dumps({
        "objs": [[oid, o.card, o.owner, o.zone] for oid, o in sorted(st.objs.items())],
        "decks": [[p.main_deck, p.rune_deck, p.hand] for p in st.players],
        "first": st.first, "rng": st.rng, "step": st.step}))


def stored_match(key: str, setup_version: int) -> Match:
    """The rows of a match stored before setup versions (what the migration leaves: version 1)."""
    data = STORED[key]
    match = Match.objects.create(mode="duel", seed=data["seed"], best_of=3 if key == "best_of_3" else 1,
                                 status=Status.LIVE, setup_version=setup_version, is_open=False,
                                 rules_version=RULES_V14, format="casual")  # what migrations 0004, 0006 leave
    for i, deck in enumerate(STORED["decks"]):
        Seat.objects.create(match=match, index=i, deck_list=deck, deck_name=deck["name"], is_bot=True)
    for seq, payload in enumerate(data["actions"]):
        MatchAction.objects.create(match=match, seq=seq, seat=payload["player"], payload=payload)
    match.step = len(data["actions"])
    match.save()
    return match


@pytest.mark.parametrize("key", ["duel", "best_of_3"])
def test_a_match_stored_before_seeded_ids_replays_to_its_stored_state(demo, key):
    """Replayed from its seed and actions (no snapshot), an old match is dealt as it was stored; the
    same rows marked with the current version deal otherwise, so the version is what keeps it."""
    match = stored_match(key, LIST_ORDER_IDS)
    drop_cache(match.pk)
    replayed = state_at(match, use_snapshots=False)
    assert replayed.step == len(STORED[key]["actions"])
    assert dealing(game_of(replayed)) == STORED[key]["dealing"]
    drop_cache(match.pk)
    assert dealing(game_of(load_state(match))) == STORED[key]["dealing"]
    Match.objects.filter(pk=match.pk).update(setup_version=SETUP_VERSION)
    match.refresh_from_db()
    drop_cache(match.pk)
    dealt = next(i for i, a in enumerate(STORED[key]["actions"]) if "cards" in a.get("choice", {}))  # 1st mulligan
    dealt_now = dealing(game_of(state_at(match, step=dealt, use_snapshots=False)))  # its mulligans no longer fit
    assert dealt_now["objs"] != STORED[key]["dealing"]["objs"]


@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize(("before", "after", "field", "stored", "lobby", "current"), [
    ("0002_match_best_of_gameresult", "0003_match_setup_version", "setup_version", LIST_ORDER_IDS, SETUP_VERSION,
     SETUP_VERSION),
    ("0003_match_setup_version", "0004_match_rules_version", "rules_version", RULES_V14, RULES, RULES),
    ("0005_match_scenario", "0006_match_format", "format", "casual", "casual", "standard"),
], ids=["setup_version", "rules_version", "format"])
def test_the_migration_keeps_stored_matches_as_they_were_played(demo, before, after, field, stored, lobby, current):
    """0003 and 0004: rows stored before them get version 1 (started ones replay as dealt and played);
    a match still in the lobby has dealt nothing and takes the current version, as new rows do. 0006:
    stored matches, lobbies included (their seats' decks were checked so), are casual; new ones
    Standard. The schema is migrated forward again afterwards, for the tests that follow."""
    from django.db import connection
    from django.db.migrations.executor import MigrationExecutor

    executor = MigrationExecutor(connection)
    leaves = executor.loader.graph.leaf_nodes()
    executor.migrate([("game", before)])
    old_match = executor.loader.project_state([("game", before)]).apps.get_model("game", "Match")
    live = old_match.objects.create(mode="duel", seed=1, status="live")
    waiting = old_match.objects.create(mode="duel", seed=2, status="lobby")
    executor = MigrationExecutor(connection)
    executor.loader.build_graph()
    executor.migrate([("game", after)])
    then = executor.loader.project_state([("game", after)]).apps.get_model("game", "Match")
    try:
        assert getattr(then.objects.get(pk=live.pk), field) == stored
        assert getattr(then.objects.get(pk=waiting.pk), field) == lobby
        assert getattr(then.objects.create(mode="duel", seed=3), field) == current
    finally:
        executor = MigrationExecutor(connection)
        executor.loader.build_graph()
        executor.migrate(leaves)
