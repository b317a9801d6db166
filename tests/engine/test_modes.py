"""Setup in every mode (487-491) and the Match flow (488), checked directly."""

from __future__ import annotations

from dataclasses import replace

import pytest

import game.engine.loop.match as match_mod
from game.engine import Action, apply, new_game
from game.engine.loop.match import apply_match, match_from_json, match_to_json, new_match
from game.engine.model.errors import IllegalAction
from game.engine.model.state import RULES_2026_10, RULES_V14

from .randomplay import catalog, decks


def bf_names(st) -> list[str]:
    return [st.name(b.obj) for b in st.battlefields]


@pytest.mark.parametrize(("mode", "players", "fields", "score"),
                         [("duel", 2, 2, 8), ("match", 2, 2, 8), ("ffa3", 3, 3, 8), ("ffa4", 4, 3, 8),
                          ("2v2", 4, 3, 11)])
def test_setup_counts(mode: str, players: int, fields: int, score: int) -> None:
    st, _ = new_game(decks(mode=mode), mode, seed=4, catalog=catalog())
    assert len(st.players) == players
    assert len(st.battlefields) == fields  # 487.4, 489.4, 490.4, 491.4
    assert st.victory_score == score
    assert all(len(p.hand) == 4 for p in st.players)  # 116
    assert st.pending is not None and st.pending.kind == "mulligan" and st.pending.player == st.first


@pytest.mark.parametrize("mode", ["ffa4", "2v2"])
@pytest.mark.parametrize("seed", range(6))
def test_first_players_battlefields_removed(mode: str, seed: int) -> None:
    """490.4.b, 491.5.b: the first player's battlefields are not used; everyone else gives one."""
    st, _ = new_game(decks(mode=mode), mode, seed=seed, catalog=catalog())
    owners = sorted(st.objs[b.obj].owner for b in st.battlefields)
    assert owners == sorted(i for i in range(4) if i != st.first)
    for b in st.battlefields:
        owner = st.players[st.objs[b.obj].owner].name
        assert st.name(b.obj).startswith(f"Field {owner}")


def test_2v2_seating_alternates_teams() -> None:
    """491.5.c: whatever order the decks come in, turn order alternates teams."""
    ds = decks(mode="2v2")
    ds[1]["team"], ds[2]["team"] = 1, 2  # given as A(1) B(1) C(2) D(2)
    for seed in range(4):
        st, _ = new_game(ds, "2v2", seed=seed, catalog=catalog())
        teams = [p.team for p in st.players]
        assert teams in ([1, 2, 1, 2], [2, 1, 2, 1])
        p = st.first
        order = [p]
        for _ in range(3):
            p = st.next_player(p)
            order.append(p)
        assert [st.players[i].team for i in order][0::2] == [st.players[st.first].team] * 2


def test_2v2_allies_may_not_share_legend_or_battlefield() -> None:
    ds = decks(mode="2v2")
    ds[2]["legend"] = ds[0]["legend"]
    with pytest.raises(ValueError, match="491.8.h"):
        new_game(ds, "2v2", catalog=catalog())
    ds = decks(mode="2v2")
    ds[2]["battlefields"] = [ds[0]["battlefields"][0], "Field C2", "Field C3"]
    with pytest.raises(ValueError, match="491.8.i"):
        new_game(ds, "2v2", catalog=catalog())
    ds = decks(mode="2v2")
    ds[3]["team"] = 1
    with pytest.raises(ValueError, match="two teams"):
        new_game(ds, "2v2", catalog=catalog())


def test_duel_second_player_and_ffa_last_player_extra_rune() -> None:
    for mode, extra in (("duel", 1), ("ffa3", 2), ("2v2", 3)):
        st, _ = new_game(decks(mode=mode), mode, seed=1, catalog=catalog())
        while st.pending is not None:
            st, _ = apply(st, Action("choose", st.pending.player, choice={"cards": []}))
        runes = {}
        for _ in range(len(st.players)):
            runes[st.turn_player] = len(st.players[st.turn_player].runes)
            st, _ = apply(st, Action("end_turn", st.turn_player))
        by_pos = [runes[(st.first + k) % len(st.players)] for k in range(len(st.players))]
        assert by_pos == [3 if k == extra else 2 for k in range(len(st.players))], mode


# -- Match -------------------------------------------------------------------------------

@pytest.fixture
def test_catalog(monkeypatch):
    cat = catalog()
    orig = match_mod.new_game
    monkeypatch.setattr(match_mod, "new_game", lambda *a, **k: orig(*a, **{**k, "catalog": cat}))
    return cat


def present(m, a: str, b: str):
    m, _ = apply_match(m, Action("choose", 0, choice={"battlefield": a}))
    m, _ = apply_match(m, Action("choose", 1, choice={"battlefield": b}))
    return m


def concede_game(m, loser: int):
    m, _ = apply_match(m, Action("concede", loser))
    return m


def test_match_flow(test_catalog) -> None:
    m = new_match(decks(mode="match"), seed=3, rules=RULES_V14)
    assert m.pending.kind == "present_battlefield" and m.pending.player == 0
    with pytest.raises(IllegalAction):
        apply_match(m, Action("choose", 0, choice={"battlefield": "Field B1"}))
    m = present(m, "Field A2", "Field B1")
    assert m.game is not None and bf_names(m.game) == ["Field A2", "Field B1"]  # 488.5: chosen
    first_game_first = m.first
    m = concede_game(m, 1)  # player 0 wins game 1
    assert m.wins == (1, 0) and m.removed == (("Field A2",), ("Field B1",))
    # sideboarding: one for one only, from the sideboard
    with pytest.raises(IllegalAction):
        apply_match(m, Action("choose", 0, choice={"out": ["Zap"], "in": []}))
    m, _ = apply_match(m, Action("choose", 0, choice={"out": [], "in": []}))
    m, _ = apply_match(m, Action("choose", 1, choice={"out": [], "in": []}))
    # the loser of the previous game chooses who goes first
    assert m.pending.kind == "choose_first" and m.pending.player == 1
    m, _ = apply_match(m, Action("choose", 1, choice={"player": 1}))
    assert m.pending.kind == "present_battlefield"
    assert m.pending.options == ("Field A1", "Field A3")  # 488.5: used battlefields are removed
    m = present(m, "Field A1", "Field B3")
    assert m.game.first == 1 and m.game.turn_player == 1 and m.game.step == 0  # a fresh state
    assert first_game_first in (0, 1)
    assert all(p.points == 0 for p in m.game.players)
    assert match_from_json(match_to_json(m)) == m
    m = concede_game(m, 1)
    assert m.over and m.winner == 0 and m.wins == (2, 0) and len(m.games) == 2
    with pytest.raises(IllegalAction):
        apply_match(m, Action("choose", 0, choice={}))


def test_match_sideboard_swaps(test_catalog) -> None:
    ds = decks(mode="match")
    ds[0]["sideboard"] = ["Ogre"]
    m = new_match(ds, seed=1, rules=RULES_V14)
    m = present(m, "Field A1", "Field B1")
    m = concede_game(m, 0)
    m, _ = apply_match(m, Action("choose", 0, choice={"out": ["Zap"], "in": ["Ogre"]}))
    assert m.decks[0]["main"].count("Ogre") == ds[0]["main"].count("Ogre") + 1
    assert m.decks[0]["sideboard"] == ["Zap"]
    assert len(m.decks[0]["main"]) == len(ds[0]["main"])


def test_best_of_five_reuses_battlefields_only_after_presenting_each(test_catalog) -> None:
    """488.6.a: games 4-5 may reuse a removed battlefield once each one was presented."""
    m = new_match(decks(mode="match"), seed=2, best_of=5, rules=RULES_V14)
    picks = [("Field A1", "Field B1"), ("Field A2", "Field B2"), ("Field A3", "Field B3")]
    for g, (a, b) in enumerate(picks):
        m = present(m, a, b)
        m = concede_game(m, g % 2)  # alternate winners: 1, 0, 1
        for p in (0, 1):
            m, _ = apply_match(m, Action("choose", p, choice={"out": [], "in": []}))
        m, _ = apply_match(m, Action("choose", m.pending.player, choice={"player": 0}))
    assert m.pending.kind == "present_battlefield"
    assert set(m.pending.options) == {"Field A1", "Field A2", "Field A3"}


def test_undecided_game_keeps_battlefields(test_catalog) -> None:
    """488.5.a: after a game nobody won, the same battlefields may be presented again."""
    m = new_match(decks(mode="match"), seed=5, rules=RULES_V14)
    m = present(m, "Field A1", "Field B1")
    st = m.game
    st.over, st.winners = True, []  # a drawn game (e.g. a time limit)
    m = match_mod._game_over(m)
    assert m.removed == ((), ())
    for p in (0, 1):
        m, _ = apply_match(m, Action("choose", p, choice={"out": [], "in": []}))
    m, _ = apply_match(m, Action("choose", m.pending.player, choice={"player": 0}))
    assert "Field A1" in m.pending.options


def test_a_player_leaving_before_the_draw_phase_keeps_the_turn_going() -> None:
    """652: removing a player drops their own queued draws, not the turn's Draw Phase (`["draw"]`)."""
    from game.engine.loop.core import remove_player
    from game.engine.model.events import Log

    st, _ = new_game(decks(mode="ffa4"), "ffa4", seed=4, catalog=catalog())
    leaving = (st.turn_player + 1) % 4
    st.tasks = [["draw"], ["draw", leaving, 1, 0], ["main"]]
    remove_player(st, Log(), leaving)
    assert st.tasks[0] == ["draw"] and ["draw", leaving, 1, 0] not in st.tasks


# --- the Tournament Rules of 2026-10-09 (match rules 2) ----------------------------------------------------


def test_tournament_rules_first_game_designated_player_chooses(test_catalog) -> None:
    """TR 407.1-407.3: a random designated player chooses who plays first in game 1."""
    designated = set()
    for seed in range(8):
        m = new_match(decks(mode="match"), seed=seed, rules=RULES_2026_10)
        assert m.pending.kind == "choose_first" and m.first is None and len(m.decisions) == 1
        designated.add(m.pending.player)
        chooser = m.pending.player
        with pytest.raises(IllegalAction):
            apply_match(m, Action("choose", 1 - chooser, choice={"player": 0}))
        m, _ = apply_match(m, Action("choose", chooser, choice={"player": 1 - chooser}))
        assert [d.kind for d in m.decisions] == ["present_battlefield", "present_battlefield"]
        m = present(m, "Field A1", "Field B1")
        assert m.game.first == 1 - chooser
    assert designated == {0, 1}  # random, not always the same seat
    # The old rules are unchanged: game 1's first player is drawn, battlefields come first.
    assert new_match(decks(mode="match"), seed=3, rules=RULES_V14).pending.kind == "present_battlefield"
    with pytest.raises(ValueError, match="unknown rules version"):
        new_match(decks(mode="match"), seed=3, rules=7)


def test_tournament_rules_loser_chooses_after_a_won_game(test_catalog) -> None:
    m = new_match(decks(mode="match"), seed=4, rules=RULES_2026_10)
    m, _ = apply_match(m, Action("choose", m.pending.player, choice={"player": 0}))
    m = present(m, "Field A1", "Field B1")
    m = concede_game(m, 0)  # player 1 wins game 1
    for p in (0, 1):
        m, _ = apply_match(m, Action("choose", p, choice={"out": [], "in": []}))
    assert m.pending.kind == "choose_first" and m.pending.player == 0  # TR 407.4: the loser


def test_tournament_rules_after_a_draw_the_next_game_starts_as_the_last(test_catalog, monkeypatch) -> None:
    """TR 407.4 (same first player), 406.1.b (same battlefields), 403.10 (no sideboarding)."""
    m = new_match(decks(mode="match"), seed=5, rules=RULES_2026_10)
    m, _ = apply_match(m, Action("choose", m.pending.player, choice={"player": 1}))
    m = present(m, "Field A2", "Field B3")
    game_one = m.game

    def draw(st, action):  # the game's next action ends it with nobody winning (e.g. a time limit)
        st = st.copy() if hasattr(st, "copy") else st
        st.over, st.winners = True, []
        return st, []

    monkeypatch.setattr(match_mod, "apply", draw)
    m, events = apply_match(m, Action("pass", 1))
    monkeypatch.undo()
    assert len(m.games) == 1 and m.games[0].winner is None and m.decisions == ()
    assert m.game is not game_one and not m.game.over  # game 2 is dealt at once
    assert m.game.first == 1 and bf_names(m.game) == ["Field A2", "Field B3"]
    assert any("goes first" in e.text for e in events)  # game 2's setup events
    assert match_from_json(match_to_json(m)) == m


def test_stored_matches_without_rules_replay_with_the_first_rules(test_catalog) -> None:
    import json

    m = new_match(decks(mode="match"), seed=3)
    data = json.loads(match_to_json(m))
    assert data["rules"] == RULES_2026_10 and "rules" not in json.loads(match_to_json(replace(m, rules=RULES_V14)))
    del data["rules"]
    assert match_from_json(json.dumps(data)).rules == RULES_V14


def test_a_match_counts_every_action_of_every_game_in_its_step(test_catalog) -> None:
    """One step count across the match (game actions and between-game answers), and one door for a
    game or a match: apply_table, legal_table, decider, game_of and the JSON."""
    from game.engine.loop.match import (
        apply_table,
        between_games,
        decider,
        game_of,
        games_finished,
        legal_table,
        table_from_json,
        table_to_json,
    )

    m = new_match(decks(mode="match"), seed=3, rules=RULES_V14)
    assert m.step == 0 and between_games(m) and game_of(m) is None and decider(m) == 0
    m, events = apply_table(m, Action("choose", 0, choice={"battlefield": "Field A1"}))
    name = m.names[0]
    assert m.step == 1 and [(e.kind, e.text) for e in events] == [  # what a player presents stays theirs
        ("series", f"{name} presents a battlefield"), ("series", f"{name} presents Field A1")]
    assert events[1].to == 0 and events[0].to != 0
    m, events = apply_table(m, Action("choose", 1, choice={"battlefield": "Field B2"}))
    assert m.step == 2 and not between_games(m) and game_of(m) is m.game and m.game.step == 0
    assert any(e.kind == "series" and "Game 1 begins on" in e.text for e in events)
    for _ in range(5):  # the game's own actions count too
        seat = decider(m)
        m, _ = apply_table(m, legal_table(m, seat)[0] if legal_table(m, seat)[0].kind != "concede"
                           else legal_table(m, seat)[1])
    assert m.step == 7 and m.game.step == 5
    loser = decider(m)
    m, events = apply_table(m, Action("concede", loser))
    assert m.step == 8 and games_finished(m) == 1 and between_games(m)
    assert any(e.kind == "series" and e.text.startswith("Game 1 over:") for e in events)
    assert table_from_json(table_to_json(m)) == m
    game = new_game(decks(mode="duel"), "duel", seed=1, catalog=test_catalog)[0]
    assert table_from_json(table_to_json(game)) == game and games_finished(game) == 0 and game_of(game) is game


def test_a_match_stored_with_the_web_apps_step_beside_it_loads_with_that_step(test_catalog) -> None:
    """Best-of matches stored before the match counted its step: {"series": <match>, "step": N}."""
    import json

    from game.engine.loop.match import table_from_json

    m = present(new_match(decks(mode="match"), seed=3, rules=RULES_V14), "Field A1", "Field B2")
    old = json.loads(match_to_json(m))
    del old["step"]
    text = json.dumps({"series": old, "step": 2}, separators=(",", ":"))
    assert table_from_json(text) == m and m.step == 2
