"""Points, scoring and winning (194-196, 469-474, 491.8.d team points).

Hold: in the Beginning Phase the turn player scores each battlefield they
control (315.2.b, 471.2). Conquer: gaining control of a battlefield not yet
scored this turn (471.1). Each battlefield scores at most once per player per
turn (472). The final point from a conquer needs every battlefield scored this
turn, else the player draws 1 instead (473.1.b). Victory is checked in each
cleanup (323.1): at least the Victory Score and more than every opponent.
"""

from __future__ import annotations

from ..model import registry
from ..model.events import ALL, Log
from ..model.state import State
from ..read.layers import any_passive, statics
from ..read.victory import victory_score

registry.add_keys("passive", {
    "score_from_turn": "N: a battlefield's \"players can't score here until their Nth turn\": before a player's Nth turn "
                       "has begun, they neither conquer nor hold it - no points, no conquer or hold triggers (Spiritforged "
                       "FAQ, Forgotten Monument); control is still gained (scoring.py).",
    "no_points": "\"Opponents can't gain points\" (with `if`): an opponent's gain of points doesn't happen; "
                 "scoring a battlefield still does (Spiritforged FAQ, Tianna Crownguard) (scoring.py).",
    "early_points_draw": "N: \"if a player would score 1 point from conquering or holding during their first or "
                         "second turn, they draw 1 instead\" (any player's; their own turn, one of their first N) "
                         "(scoring.py).",
})


def team_of(st: State, p: int) -> list[int]:
    team = st.players[p].team
    if not team:
        return [p]
    return [i for i, q in enumerate(st.players) if q.team == team]


def gain_points(st: State, log: Log, p: int, n: int, why: str) -> bool:
    """Points go to the whole team in 2v2 (491.8.d.2); never below 0 (194.4). "Opponents can't gain points"
    (a passive `no_points` of an opponent's object whose condition holds) stops a gain (False)."""
    if n > 0 and any_passive(st, "no_points"):
        from ..read.conditions import friendly, holds

        for src, s in statics(st):
            ctrl = st.objs[src].controller
            if s.get("no_points") and not friendly(st, ctrl, p) and holds(st, s.get("if"), ctrl, src):
                log.add("no_points", f"{st.players[p].name} can't gain points ({st.name(src)})", ALL, player=p)
                return False
    for i in team_of(st, p):
        st.players[i].points = max(0, st.players[i].points + n)
    log.add("points", f"{st.players[p].name} gains {n} point{'s' if n != 1 else ''} ({why})", ALL,
            player=p, n=n, points=st.players[p].points)
    return True


def can_score_here(st: State, p: int, bf: int) -> bool:
    """Whether `p` may score battlefield `bf` now: a passive `score_from_turn` of the battlefield ("players can't
    score here until their third turn") stops the whole scoring process there - the conquer or hold, its point
    and its triggers (Spiritforged FAQ, Forgotten Monument) - while `p` has begun fewer turns than that."""
    if not any_passive(st, "score_from_turn"):
        return True
    obj = st.battlefields[bf].obj
    return all(src != obj or st.players[p].turns_taken >= int(s["score_from_turn"])
               for src, s in statics(st) if s.get("score_from_turn"))


def score(st: State, log: Log, p: int, bf: int, how: str) -> None:
    """473: score battlefield `bf` by `how` ("hold" or "conquer")."""
    player = st.players[p]
    if bf in player.scored:
        return
    if bf in st.barred and p in team_of(st, st.turn_player):  # 471.1.a, 491.8.b.1
        log.add("barred", f"{player.name} can't score {st.name(st.battlefields[bf].obj)} this turn: "
                "a teammate controlled it in the scoring step", ALL, player=p, bf=bf)
        return
    for i in team_of(st, p):
        st.players[i].scored.append(bf)
    from .triggers import broadcast

    for q in st.opponents(p):  # "when an opponent scores" (471: a conquer or a hold)
        broadcast(st, log, "opponent_scores", q, {"scorer": p})
    bf_name = st.name(st.battlefields[bf].obj)
    final = how == "conquer" and player.points >= victory_score(st) - 1
    # 473.1.b.1: every battlefield scored this turn; in 2v2 except those barred by an ally (491.8.g.1)
    excepted = set(st.barred) if p in team_of(st, st.turn_player) else set()
    if final and any(i not in player.scored and i not in excepted for i in range(len(st.battlefields))):
        log.add("final_point", f"{player.name} conquers {bf_name} but has not scored every battlefield "
                "this turn: draws 1 instead of the final point", ALL, player=p, bf=bf)
        from .zones import draw

        draw(st, log, p, 1)
        return
    from .skipping import skips_point

    if skips_point(st, log, p, how):  # 444: "skip their next point from conquering"
        return
    if _early_draw(st, log, p, bf_name):
        return
    from .triggers import scripts_use

    if gain_points(st, log, p, 1, f"{how} {bf_name}") and how == "hold" and scripts_use(st, "hold_points_this_turn"):
        mark = player.extra.get("hold_points")  # "each point you scored from holding this turn" (noted per turn)
        before = int(mark[1]) if mark and mark[0] == st.turn_number else 0
        player.extra["hold_points"] = [st.turn_number, before + 1]


def _early_draw(st: State, log: Log, p: int, bf_name: str) -> bool:
    """A replacement of the point a conquer or hold would give (370): "during their first or second turn, they
    draw 1 instead" (a passive `early_points_draw` of any object on the board; one replaces it)."""
    if not any_passive(st, "early_points_draw"):
        return False
    for src, s in statics(st):
        n = s.get("early_points_draw")
        if n and st.turn_player == p and st.players[p].turns_taken <= int(n):
            log.add("early_draw", f"{st.players[p].name} would score a point from {bf_name} during one of their "
                    f"first turns: draws 1 instead ({st.name(src)})", ALL, player=p)
            from .zones import draw

            draw(st, log, p, 1)
            return True
    return False


def winner_candidates(st: State) -> list[int]:
    """194.2: points >= Victory Score and more than every opponent."""
    out = []
    score = victory_score(st)
    for i in st.active_players:
        pts = st.players[i].points
        if pts >= score and all(st.players[j].points < pts for j in st.opponents(i)):
            out.append(i)
    return out


def check_victory(st: State, log: Log) -> bool:
    """Cleanup step 1 (323.1)."""
    if st.over:
        return True
    cands = winner_candidates(st)
    if cands:
        declare_winner(st, log, team_of(st, cands[0]))
        return True
    return False


def immediate_win_check(st: State, log: Log) -> None:
    """432.3.c.1: a repeated burn out can win outside a cleanup."""
    check_victory(st, log)


def declare_winner(st: State, log: Log, players: list[int]) -> None:
    st.winners = sorted(players)
    st.over = True
    st.pending = None
    st.priority = -1
    st.tasks = []
    names = " and ".join(st.players[i].name for i in st.winners)
    log.add("win", f"{names} win{'s' if len(st.winners) == 1 else ''} the game", ALL, players=st.winners)


def hold_all(st: State, log: Log, p: int) -> None:
    """315.2.b: the turn player holds every battlefield they control."""
    for i, bf in enumerate(st.battlefields):
        if bf.controller == p and can_score_here(st, p, i):
            log.add("hold", f"{st.players[p].name} holds {st.name(bf.obj)}", ALL, player=p, bf=i)
            score(st, log, p, i, "hold")
