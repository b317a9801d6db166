"""Match clocks (issue 12.2): counting only while a player must act, the increment at the end of their
turns, kept on the match's row with every action (so a restart finds them), checked on the server; a
clock that runs out concedes for its player (Duel: the opponent wins; FFA: the game goes on without
them), with the reason in the log and the result."""

from __future__ import annotations

import time

import pytest

from game.engine import legal_actions
from game.live import forget_all
from game.models import Match, MatchAction, Status
from game.services import LobbyError, create_match, load_state, submit_action
from game.services.clocks import advance, flagged, initial, remaining, sweep, time_out
from tests.security.players import seated_match

pytestmark = pytest.mark.django_db


def timed(match: Match, limit: int = 60) -> Match:
    """The live match with a clock of `limit` seconds per player, its first decider's running from now."""
    Match.objects.filter(pk=match.pk).update(clock_limit=limit,
                                             clocks=initial(limit, match.seat_count, load_state(match)))
    forget_all()  # the row kept in this process predates the clock
    return Match.objects.get(pk=match.pk)


def backdate(match: Match, seconds: float) -> Match:
    clocks = dict(match.clocks, since=match.clocks["since"] - seconds)
    Match.objects.filter(pk=match.pk).update(clocks=clocks)
    forget_all()
    return Match.objects.get(pk=match.pk)


def test_the_clock_counts_only_for_whoever_decides():
    clocks = {"left": [100.0, 100.0], "running": 0, "since": 1000.0}
    assert remaining(clocks, 0, now=1030.0) == 70.0 and remaining(clocks, 1, now=1030.0) == 100.0


def test_an_action_charges_its_player_and_starts_the_next_deciders_clock(duel):
    match = backdate(timed(duel), 20)
    st = load_state(match)
    first = st.pending.player
    keep = next(a for a in legal_actions(st, first) if a.kind == "choose" and not a.choice["cards"])
    submit_action(match.pk, first, st.step, keep.to_data())
    row = Match.objects.get(pk=match.pk)
    assert 39 <= row.clocks["left"][first] <= 40.5  # 20 s of thinking charged to them
    assert row.clocks["left"][1 - first] == 60 and row.clocks["running"] == load_state(row).pending.player


def test_the_increment_is_added_when_a_players_turn_ends():
    class Game:  # the two fields `advance` reads of a game, before and after an end of turn
        def __init__(self, turn: int, player: int) -> None:
            self.turn_number, self.turn_player, self.over, self.pending, self.priority = turn, player, False, None, 1

    before, after = Game(3, 0), Game(4, 1)
    out = advance({"left": [50.0, 50.0], "running": 0, "since": 100.0}, 10, before, after, now=105.0)  # type: ignore[arg-type]
    assert out["left"] == [55.0, 50.0] and out["running"] == 1 and out["since"] == 105.0


def test_a_clock_that_runs_out_loses_the_duel_and_survives_a_restart(duel):
    match = timed(duel)
    assert flagged(match) is None and not time_out(match.pk)
    match = backdate(match, 61)
    loser = match.clocks["running"]
    forget_all()  # a restart: nothing kept, the row has what is needed
    assert flagged(Match.objects.get(pk=match.pk)) == loser
    assert sweep() == [match.pk]
    row = Match.objects.get(pk=match.pk)
    name = row.seats.get(index=loser).label
    assert row.status == Status.FINISHED and row.winners == [1 - loser]
    assert row.result.endswith(f"({name} ran out of time)")
    last = MatchAction.objects.filter(match=row).order_by("-seq").first()
    assert last.seat == loser and last.payload["kind"] == "concede"
    assert last.events[0] == {"kind": "clock", "text": f"{name} ran out of time", "to": -1}
    assert not time_out(row.pk)  # once is enough: the match is over


def test_in_ffa_the_game_goes_on_without_the_player_who_ran_out(demo):
    match, _ = seated_match("ffa3")
    match = backdate(timed(match), 61)
    out = match.clocks["running"]
    assert time_out(match.pk)
    st = load_state(Match.objects.get(pk=match.pk))
    assert st.players[out].removed and not st.over
    assert Match.objects.get(pk=match.pk).status == Status.LIVE


def test_an_increment_needs_a_clock(annie, annie_deck):
    with pytest.raises(LobbyError, match="needs a clock"):
        create_match(annie, "duel", annie_deck, increment=10)
    assert not Match.objects.exists()


def _to_the_game(match: Match) -> None:
    """Answer a best-of match's between-game decisions (who goes first, battlefields) as a bot would;
    no clock runs meanwhile."""
    from game.engine.loop.match import decider, legal_table
    from game.services.bots import choose_for
    from tests.game.helpers import payload

    table = load_state(Match.objects.get(pk=match.pk))
    while table.decisions:
        assert Match.objects.get(pk=match.pk).clocks["running"] == -1  # between games: nobody's clock
        seat = decider(table)
        action = choose_for(table, seat, legal_table(table, seat))
        table = submit_action(match.pk, seat, table.step, payload(action)).state


def test_a_best_of_three_is_timed_in_its_games_and_running_out_loses_the_match(annie, garen, annie_deck,
                                                                               garen_deck):
    """A best-of match's clocks run through the match, during its games only; a player who runs out
    concedes the game, and with no time left each later game as soon as they must act: the match."""
    from game.engine.loop.match import decider, game_of, games_finished
    from game.services import join_match
    from tests.game.helpers import payload, simple_action

    match = create_match(annie, "duel", annie_deck, best_of=3, clock=60)
    join_match(match, garen, garen_deck)
    _to_the_game(match)
    row = Match.objects.get(pk=match.pk)
    runner = row.clocks["running"]
    assert runner in (0, 1) and row.clocks["left"] == [60.0, 60.0]
    assert time_out(backdate(row, 61).pk)  # game 1: conceded for them, the match goes on
    row = Match.objects.get(pk=match.pk)
    table = load_state(row)
    assert row.status == Status.LIVE and games_finished(table) == 1
    assert remaining(row.clocks, runner) == 0 and remaining(row.clocks, 1 - runner) == 60
    _to_the_game(row)
    table = load_state(Match.objects.get(pk=row.pk))
    while decider(table) != runner:  # the other player acts (their clock runs, not the one out of time)
        seat, action = simple_action(game_of(table))
        table = submit_action(row.pk, seat, table.step, payload(action)).state
    assert flagged(Match.objects.get(pk=row.pk)) == runner and time_out(row.pk)  # game 2 at once: the match
    row = Match.objects.get(pk=row.pk)
    assert row.status == Status.FINISHED and row.winners == [1 - runner]


def test_a_timed_match_starts_its_first_clock(annie, garen, annie_deck, garen_deck):
    from game.services import join_match

    before = time.time()
    match = create_match(annie, "duel", annie_deck, clock=600, increment=5)
    join_match(match, garen, garen_deck)
    match.refresh_from_db()
    assert match.clocks["left"] == [600.0, 600.0] and match.clocks["since"] >= before
    assert match.clocks["running"] == load_state(match).pending.player
