"""Best-of-3 matches: lobby, between-game decisions on the board, records, history and replay."""

from __future__ import annotations

import pytest

from game.engine.loop.match import Match as BestOf
from game.models import GameResult, Match, MatchAction, Status
from game.services import Refused, create_match, join_match, load_state, submit_action
from game.services.board import board_context, render_regions
from game.services.bots import choose_for
from game.services.lobby import LobbyError
from game.services.state import decider, drop_cache, legal_table, state_at
from tests.game.helpers import payload


@pytest.fixture
def bo3(annie, garen, annie_deck, garen_deck) -> Match:
    match = create_match(annie, "duel", annie_deck, best_of=3)
    join_match(match, garen, garen_deck)
    match.refresh_from_db()
    return match


def play_one(match: Match) -> BestOf:
    table = load_state(match)
    seat = decider(table)
    actions = [a for a in legal_table(table, seat) if a.kind != "concede"]
    return submit_action(match, seat, table.step, payload(choose_for(table, seat, actions))).state


def test_best_of_3_is_duel_only(annie, annie_deck):
    with pytest.raises(LobbyError):
        create_match(annie, "ffa3", annie_deck, best_of=3)
    with pytest.raises(LobbyError):
        create_match(annie, "duel", annie_deck, best_of=2)


def test_a_series_starts_with_a_drawn_player_choosing_who_goes_first(bo3):
    """Tournament Rules 2026-10-09, 407.1-407.3: a randomly designated player chooses who plays first
    in game 1 (before, the first player was drawn directly); then both present a battlefield."""
    from game.services.board import log_lines

    assert bo3.rules_version == 2
    table = load_state(bo3)
    assert isinstance(table, BestOf) and table.game is None and table.step == 0
    seat = decider(table)
    html = render_regions(board_context(bo3, table, seat))
    assert "drawn at random: choose who goes first" in html["prompt"] and "I go first" in html["prompt"]
    assert 'data-seq="0"' in html["turn"] and "series" in html
    assert "Waiting for" in render_regions(board_context(bo3, table, 1 - seat))["prompt"]
    name = table.decks[seat]["name"]
    assert f"Best of 3: {name} was drawn at random to choose who goes first" in log_lines(bo3, None)
    chosen_first = 1 - seat
    table = submit_action(bo3, seat, 0, {"kind": "choose", "choice": {"player": chosen_first}}).state
    assert table.first == chosen_first
    presenter = decider(table)
    ctx = board_context(bo3, table, presenter)
    html = render_regions(ctx)
    assert "Present a battlefield" in html["prompt"] and "Present " in html["prompt"]
    assert "Present " not in render_regions(board_context(bo3, table, None))["prompt"]
    while table.game is None:
        seat = decider(table)
        table = submit_action(bo3, seat, table.step, payload(legal_table(table, seat)[0])).state
    assert table.game.first == chosen_first


def test_a_wrong_answer_changes_nothing(bo3):
    table = load_state(bo3)
    seat = decider(table)
    with pytest.raises(Refused):
        submit_action(bo3, seat, 0, {"kind": "choose", "choice": {"battlefield": "no-such-card"}})
    with pytest.raises(Refused):
        submit_action(bo3, 1 - seat, 0, {"kind": "choose", "choice": {"battlefield": "x"}})
    assert load_state(bo3).step == 0


def test_a_series_plays_to_its_end_with_records(bo3):
    for _ in range(20000):
        bo3.refresh_from_db()
        if bo3.status == Status.FINISHED:
            break
        table = play_one(bo3)
    bo3.refresh_from_db()
    assert bo3.status == Status.FINISHED
    games = list(GameResult.objects.filter(match=bo3))
    assert 2 <= len(games) <= 3
    assert bo3.winners and max(bo3.points) == 2 and "wins the match" in bo3.result
    # battlefields a game was won on are not presented again
    firsts = [g.battlefields for g in games]
    assert len({tuple(b) for b in firsts}) == len(firsts)
    # a restart rebuilds the same series; the replay opens at any step
    drop_cache()
    assert load_state(bo3) == table
    middle = state_at(bo3, bo3.step // 2)
    html = render_regions(board_context(bo3, middle, None, replay=True))
    assert "Best of 3" in html["series"]


def test_demo_decks_carry_a_legal_sideboard_of_playable_cards(demo):
    from decks.demo import playable
    from decks.models import Deck
    from decks.services import spec_from_deck
    from decks.validation import validate_deck

    decks = list(Deck.objects.filter(owner__username__startswith="demo-"))
    assert decks
    for deck in decks:
        spec = spec_from_deck(deck)
        assert 1 <= sum(n for _, n in spec.sideboard) <= 8, deck.name
        assert validate_deck(spec) == [], deck.name
        main_names = {c.name for c, _ in spec.main}
        assert all(playable(c) and c.name not in main_names for c, _ in spec.sideboard), deck.name


def _answer(match: Match, choice: dict) -> BestOf:
    table = load_state(match)
    return submit_action(match, decider(table), table.step, {"kind": "choose", "choice": choice}).state


def _game_one_conceded_by_seat_1(match: Match) -> BestOf:
    """Both present their first battlefield, then seat 1 concedes game 1: the between-games decisions."""
    table = load_state(match)
    while table.game is None:
        seat = decider(table)
        table = submit_action(match, seat, table.step, payload(legal_table(table, seat)[0])).state
    assert table.game_number == 1
    return submit_action(match, 1, table.step, {"kind": "concede"}).state


def test_sideboarding_between_games_is_private_and_the_next_game_uses_the_new_list(bo3):
    from collections import Counter

    from game.services.board import log_lines

    table = _game_one_conceded_by_seat_1(bo3)
    assert table.between and table.game_number == 2 and decider(table) == 0
    html = render_regions(board_context(bo3, table, 0))
    assert "Sideboard: swap cards" in html["prompt"] and "Keep my deck as it is" in html["prompt"]
    assert "Your turn to sideboard for game 2" in html["series"] and "Game 1: demo-annie wins" in html["series"]
    side = board_context(bo3, table, 0)["series"]["decision"]["sideboard"]
    assert [r["name"] for r in side["main"]] == sorted(r["name"] for r in side["main"])
    assert side["main_total"] == len(table.decks[0]["main"]) and side["side_total"] >= 1
    waiting = render_regions(board_context(bo3, table, 1))
    assert "Waiting for <b>demo-annie</b> to sideboard for game 2" in waiting["series"]
    assert "sb-opt" not in waiting["prompt"] and "sb-opt" not in render_regions(board_context(bo3, table, None))["prompt"]

    out_ref, in_ref = side["main"][0]["ref"], side["side"][0]["ref"]
    out_name, in_name = side["main"][0]["name"], side["side"][0]["name"]
    before = Counter(table.decks[0]["main"])
    table = _answer(bo3, {"out": [out_ref], "in": [in_ref]})
    assert Counter(table.decks[0]["main"]) == before - Counter([out_ref]) + Counter([in_ref])
    table = _answer(bo3, {"out": [], "in": []})  # seat 1 keeps its deck
    assert "choose who goes first" in render_regions(board_context(bo3, table, 1))["prompt"]
    table = _answer(bo3, {"player": 0})  # seat 1 lost game 1: it chooses
    while table.between:
        seat = decider(table)
        table = submit_action(bo3, seat, table.step, payload(legal_table(table, seat)[0])).state
    assert table.game_number == 2 and not table.game.over
    cards = Counter(table.game.name(o) for o, obj in table.game.objs.items() if obj.owner == 0)
    assert cards[in_name] == before[in_ref] + 1 and cards[out_name] == before[out_ref] - 1
    assert "game 2" in render_regions(board_context(bo3, table, 0))["series"]

    swap = f"demo-annie swaps out {out_name} for {in_name}"
    mine, theirs, watching = log_lines(bo3, 0), log_lines(bo3, 1), log_lines(bo3, None)
    assert swap in mine and "demo-annie is done sideboarding" not in mine
    for other in (theirs, watching):
        assert "demo-annie is done sideboarding" in other and swap not in other
    assert "demo-garen keeps their deck as it is" in theirs and "demo-garen is done sideboarding" not in theirs
    assert "demo-garen keeps their deck as it is" not in mine + watching and "demo-garen is done sideboarding" in mine
    assert "demo-garen chooses demo-annie to go first" in watching
    presents = [line for line in watching if " presents " in line]  # which battlefield: private until play
    assert presents and all(line.endswith(" presents a battlefield") for line in presents)
    assert any(line.startswith("Game 2 begins on ") and line.endswith("demo-annie goes first") for line in watching)


def test_after_a_drawn_game_the_chooser_is_told_why(bo3):
    from dataclasses import replace

    from game.engine.loop.match import GameRecord
    from game.services.series_board import series_info

    table = _game_one_conceded_by_seat_1(bo3)
    drawn = replace(table, games=(GameRecord(None, 0, ("a", "b"), 3),), decisions=table.decisions[2:])
    info = series_info(drawn, 1, ["demo-annie", "demo-garen"])
    assert info["decision"]["title"].startswith("Nobody won the last game and you went second")
    assert info["decision"]["doing"] == "choose who goes first"


def test_a_later_game_logs_its_setup(bo3):
    """Game 2's opening draws are in the log like game 1's (each player reads their own cards)."""
    from game.services.board import log_lines

    table = _game_one_conceded_by_seat_1(bo3)
    while table.between:
        seat = decider(table)
        table = submit_action(bo3, seat, table.step, payload(legal_table(table, seat)[0])).state
    started = MatchAction.objects.get(match=bo3, seq=table.step - 1).events
    assert sum(1 for e in started if e["kind"] == "draw") == 8  # both opening hands of 4, face down to others
    mine = log_lines(bo3, 0)
    assert any(line.startswith("demo-annie draws ") and line != "demo-annie draws a card" for line in mine)


def test_a_series_stored_before_the_match_kept_its_step_replays_the_same(bo3):
    """Snapshots of best-of matches written before the engine's Match counted its step hold
    {"series": <match>, "step": N}: they still load, and the actions after them replay onto them."""
    import json

    from game.models import Snapshot

    table = _game_one_conceded_by_seat_1(bo3)
    for _ in range(3):
        table = play_one(bo3)
    data = json.loads(Snapshot.objects.get(match=bo3, seq=0).state)
    data.pop("step", None)
    Snapshot.objects.filter(match=bo3, seq=0).update(state=json.dumps({"series": data, "step": 0}, separators=(",", ":")))
    drop_cache()
    assert load_state(bo3) == table and state_at(bo3, 4) == state_at(bo3, 4, use_snapshots=False)
