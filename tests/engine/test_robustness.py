"""What the soak (tests/engine/soak.py) found, each as a small position: a decision waiting when a player
concedes stays one its player can make (651.3, 652.3), and `apply` never changes the state it is given."""

from __future__ import annotations

from typing import Any

from game.engine import Action, State, apply, legal_actions, to_json
from game.scenarios.runner import Scenario

CARDS: dict[str, dict[str, Any]] = {
    "Knight": {"type": "unit", "might": 3, "cost": 0},
    "Brute": {"type": "unit", "might": 4, "cost": 0},
    "Round Up": {"type": "spell", "cost": 0, "keywords": ["Action"],
                 "script": {"effects": [["each_may_return", {}]]}},
    "Marksman": {"type": "unit", "might": 1, "cost": 0, "script": {"triggers": {"play": {
        "targets": [{"what": "unit", "who": "enemy"}], "effects": [["deal", {"amount": 1, "to": "t0"}]]}}}},
    "Study": {"type": "spell", "cost": 0, "keywords": ["Action"], "script": {"effects": [["draw", {"amount": 1}]]}},
    "Recruiter": {"type": "unit", "might": 1, "cost": 0, "script": {"triggers": {"play": {
        "effects": [["token", {"card": "Recruit", "count": 1}]]}}}},
}
FIELDS = [{"as": "bf1"}, {"as": "bf2"}, {"as": "bf3"}]


def ffa3(players: list[dict[str, Any]], battlefields: list[dict[str, Any]] | None = None) -> Scenario:
    return Scenario({"mode": "ffa3", "cards": CARDS, "players": players, "battlefields": battlefields or FIELDS,
                     "turn": {"player": "A", "phase": "main", "number": 3}})


def act(sc: Scenario, **step: Any) -> None:
    sc.st, _ = apply(sc.st, sc.action(step))


def actor(st: State) -> int:
    return st.pending.player if st.pending is not None else st.priority


def pass_until_decision(sc: Scenario) -> None:
    while sc.st.pending is None and (sc.st.chain or sc.st.showdown is not None):
        sc.st, _ = apply(sc.st, Action("pass", sc.st.priority))


def every_answer_is_accepted(st: State) -> None:
    """The player waited for can do something besides conceding, and each listed action is accepted."""
    p = actor(st)
    acts = [a for a in legal_actions(st, p) if a.kind != "concede"]
    assert acts, f"{st.players[p].name} can only concede"
    for a in acts:
        apply(st, a)  # raises on a crash or a refusal


def test_damage_assignment_drops_a_unit_that_left_with_its_owner() -> None:
    """467.2, 652.3: A assigns combat damage among B's units; C, who owns one of them, concedes. The
    assignment is worked out again among the units still there (it listed the gone unit: KeyError)."""
    sc = ffa3([{"name": "A", "base": [{"card": "Brute", "as": "brute"}]}, {"name": "B"}, {"name": "C"}],
              [{"as": "bf1", "controller": "B", "units": [{"card": "Knight", "as": "bk", "controller": "B"},
                                                          {"card": "Knight", "as": "ck", "owner": "C",
                                                           "controller": "B"}]},
               {"as": "bf2"}, {"as": "bf3"}])
    ck = sc.obj("ck")
    act(sc, act="move", by="A", units=["brute"], to="bf1")
    pass_until_decision(sc)
    assert sc.st.pending is not None and sc.st.pending.kind == "assign_damage"
    assert any(ck in dict(opt) for opt in sc.st.pending.options)
    act(sc, act="concede", by="C")
    assert ck not in sc.st.objs
    assert sc.st.pending is None  # one unit left: all 4 damage to it, no choice (467.2.c)
    assert sc.obj("bk") in sc.st.players[1].trash
    every_answer_is_accepted(sc.st)


def test_trigger_targets_drop_a_unit_that_left_the_game() -> None:
    """383.3, 652.3: A's play trigger offers B's and C's units as targets; C concedes before A chooses.
    The trigger goes on the chain with the target still there (choosing the gone one was a KeyError)."""
    sc = ffa3([{"name": "A", "hand": [{"card": "Marksman", "as": "m"}]},
               {"name": "B", "base": [{"card": "Knight", "as": "bk"}]},
               {"name": "C", "base": [{"card": "Knight", "as": "ck"}]}])
    act(sc, act="play", by="A", card="m")
    pass_until_decision(sc)
    pend = sc.st.pending
    assert pend is not None and pend.kind == "choose_targets" and [sc.obj("ck")] in pend.options
    act(sc, act="concede", by="C")
    assert sc.st.pending is None
    assert [t[0] for t in sc.st.chain[-1].targets] == [sc.obj("bk")]
    pass_until_decision(sc)
    assert sc.st.objs[sc.obj("bk")].damage == 1
    every_answer_is_accepted(sc.st)


def test_card_choice_drops_a_unit_that_left_the_game() -> None:
    """652.3: B chooses a unit to return (each player may, starting with the next player) and C concedes:
    C's unit is no longer offered, C is not asked, and the spell finishes in A's trash."""
    sc = ffa3([{"name": "A", "hand": [{"card": "Round Up", "as": "r"}]},
               {"name": "B", "base": [{"card": "Knight", "as": "bk"}]},
               {"name": "C", "base": [{"card": "Knight", "as": "ck"}]}])
    act(sc, act="play", by="A", card="r")
    pass_until_decision(sc)
    assert sc.st.pending is not None and sc.st.pending.player == 1 and sc.obj("ck") in sc.st.pending.options
    act(sc, act="concede", by="C")
    assert sc.st.pending is not None and sc.st.pending.player == 1
    assert sc.st.pending.options == [sc.obj("bk")]
    every_answer_is_accepted(sc.st)
    act(sc, act="choose", by="B", choice={"cards": []})
    assert sc.st.pending is not None and sc.st.pending.player == 0  # C is skipped: A is asked next
    act(sc, act="choose", by="A", choice={"cards": ["bk"]})
    assert sc.obj("bk") in sc.st.players[1].hand and sc.obj("r") in sc.st.players[0].trash


def test_an_effect_never_waits_on_a_player_who_left() -> None:
    """651.3: starting with the next player, each player may return a unit; C concedes while B chooses.
    C's turn to choose is skipped and A chooses next (the engine waited on C, who could do nothing:
    a stuck game)."""
    sc = ffa3([{"name": "A", "hand": [{"card": "Round Up", "as": "r"}], "base": [{"card": "Knight", "as": "ak"}]},
               {"name": "B", "base": [{"card": "Knight", "as": "bk"}]}, {"name": "C"}])
    act(sc, act="play", by="A", card="r")
    pass_until_decision(sc)
    assert sc.st.pending is not None and sc.st.pending.player == 1
    act(sc, act="concede", by="C")
    act(sc, act="choose", by="B", choice={"cards": ["ak"]})
    assert sc.st.pending is not None and sc.st.pending.player == 0
    every_answer_is_accepted(sc.st)
    act(sc, act="choose", by="A", choice={"cards": []})
    assert sc.st.pending is None and sc.obj("r") in sc.st.players[0].trash and sc.obj("ak") in sc.st.players[0].hand


def test_an_effect_goes_on_when_the_player_it_asks_concedes() -> None:
    """651.3: B, asked mid-resolution of A's spell, concedes: B makes no choice, the spell goes on (C and
    A are asked) and ends in A's trash (it was left resolving, in no zone list)."""
    sc = ffa3([{"name": "A", "hand": [{"card": "Round Up", "as": "r"}]},
               {"name": "B", "base": [{"card": "Knight", "as": "bk"}]},
               {"name": "C", "base": [{"card": "Knight", "as": "ck"}]}])
    act(sc, act="play", by="A", card="r")
    pass_until_decision(sc)
    act(sc, act="concede", by="B")
    assert sc.st.pending is not None and sc.st.pending.player == 2 and sc.st.pending.options == [sc.obj("ck")]
    act(sc, act="choose", by="C", choice={"cards": []})
    act(sc, act="choose", by="A", choice={"cards": []})
    assert sc.st.pending is None and sc.obj("r") in sc.st.players[0].trash


def test_a_spell_stops_when_its_controller_concedes_mid_resolution() -> None:
    """652.4: on C's turn A answers C's spell with one that asks B; A concedes (the game goes on between
    B and C): A's spell is countered, nobody else is asked (A was next), and C's spell still resolves."""
    reaction = {**CARDS["Round Up"], "keywords": ["Reaction"]}
    sc = Scenario({"mode": "ffa3", "cards": {**CARDS, "Round Up": reaction}, "battlefields": FIELDS,
                   "players": [{"name": "A", "hand": [{"card": "Round Up", "as": "r"}]},
                               {"name": "B", "base": [{"card": "Knight", "as": "bk"}]},
                               {"name": "C", "hand": [{"card": "Study", "as": "s"}], "deck": ["Knight"]}],
                   "turn": {"player": "C", "phase": "main", "number": 3}})
    act(sc, act="play", by="C", card="s")
    act(sc, act="pass", by="C")
    act(sc, act="play", by="A", card="r")
    pass_until_decision(sc)
    assert sc.st.pending is not None and sc.st.pending.player == 1
    act(sc, act="concede", by="A")
    assert not sc.st.over and sc.st.pending is None and sc.obj("r") not in sc.st.objs
    assert [c.name for c in sc.st.chain] == ["Study"] and sc.obj("bk") in sc.st.players[1].base
    every_answer_is_accepted(sc.st)
    pass_until_decision(sc)
    assert sc.obj("s") in sc.st.players[2].trash and len(sc.st.players[2].hand) == 1


def test_making_a_token_leaves_the_given_state_unchanged() -> None:
    """The first token of a kind adds its definition to a copy of the card table: the table is shared
    with earlier states (and games restored from the same text), so adding to it changed them."""
    sc = ffa3([{"name": "A", "hand": [{"card": "Recruiter", "as": "r"}]}, {"name": "B"}, {"name": "C"}])
    assert "Recruit" not in sc.st.table.by_name
    act(sc, act="play", by="A", card="r")
    before, text = sc.st, to_json(sc.st)
    pass_until_decision(sc)  # the unit, then its play trigger, resolve
    assert "Recruit" in sc.st.table.by_name and any(sc.st.card(u).name == "Recruit" for u in sc.st.players[0].base)
    assert to_json(before) == text and "Recruit" not in before.table.by_name


def test_focus_passes_on_when_its_holder_concedes_with_a_chain_open() -> None:
    """652.5.b.1: B, the defender, holds focus in a combat showdown and concedes while C's spell is on
    the chain: focus passes to C at once, and after the spell resolves it is never B's (it stayed with
    B, who had left, and the engine gave B priority: nobody could act)."""
    quick = {"type": "spell", "cost": 0, "keywords": ["Reaction"], "script": {"effects": [["draw", {"amount": 1}]]}}
    sc = Scenario({"mode": "ffa3", "cards": {**CARDS, "Quick Study": quick},
                   "players": [{"name": "A", "base": [{"card": "Brute", "as": "brute"}]},
                               {"name": "B", "hand": [{"card": "Study", "as": "s"}]},
                               {"name": "C", "hand": [{"card": "Quick Study", "as": "q"}], "deck": ["Knight"]}],
                   "battlefields": [{"as": "bf1", "controller": "B", "units": [{"card": "Knight", "controller": "B"}]},
                                    {"as": "bf2"}, {"as": "bf3"}],
                   "turn": {"player": "A", "phase": "main", "number": 3}})
    act(sc, act="move", by="A", units=["brute"], to="bf1")
    act(sc, act="pass", by="A")
    assert sc.st.focus == 1 and sc.st.priority == 1
    act(sc, act="play", by="B", card="s")
    act(sc, act="pass", by="B")
    act(sc, act="play", by="C", card="q")
    act(sc, act="concede", by="B")
    assert sc.st.focus == 2 and [c.name for c in sc.st.chain] == ["Quick Study"]
    while sc.st.chain:
        act(sc, act="pass", by=sc.st.players[sc.st.priority].name)
    assert sc.st.showdown is not None and sc.st.priority == sc.st.focus != 1
    every_answer_is_accepted(sc.st)


def test_a_spell_countered_with_its_controller_goes_to_its_owners_trash() -> None:
    """652.4, 426: A took control of B's spell (Mystic Reversal) and concedes: the spell is countered and
    goes to B's trash (it was dropped from the chain and left in no zone: a lost card)."""
    zap = {"type": "spell", "cost": 0, "keywords": ["Reaction"],
           "script": {"targets": [{"what": "unit"}], "effects": [["deal", {"amount": 3, "to": "t0"}]]}}
    sc = Scenario({"mode": "ffa3", "cards": {"Zap": zap, "Pup": {"type": "unit", "might": 2, "cost": 1}},
                   "players": [{"name": "A", "hand": [{"card": "Mystic Reversal", "as": "mr"}],
                                "runes": ["Calm Rune"] * 7, "base": [{"card": "Pup", "as": "mine"}]},
                               {"name": "B", "hand": [{"card": "Zap", "as": "z"}], "base": [{"card": "Pup"}]},
                               {"name": "C", "base": [{"card": "Pup", "as": "third"}]}],
                   "battlefields": FIELDS, "turn": {"player": "B", "phase": "main", "number": 4}})
    act(sc, act="play", by="B", card="z", targets=["mine"])
    act(sc, act="pass", by="B")
    act(sc, act="pass", by="C")
    act(sc, act="play", by="A", card="mr", targets=["z"])
    pass_until_decision(sc)
    act(sc, act="choose", by="A", choice={"targets": ["third"]})
    zap_id = sc.obj("z")
    assert sc.st.objs[zap_id].controller == 0 and [c.name for c in sc.st.chain] == ["Zap"]
    act(sc, act="concede", by="A")
    assert not sc.st.chain and zap_id in sc.st.players[1].trash
    assert sc.st.objs[sc.obj("third")].damage == 0
    every_answer_is_accepted(sc.st)


def test_a_play_lists_the_cost_of_its_own_destination() -> None:
    """Mystic Vortex: "During showdowns here, cards with [Reaction] cost [A] more to play." An [Ambush]
    unit is a [Reaction] only when played to a battlefield (806), so during that showdown it costs more
    there. The legal plays were priced as if played to base and `apply` refused their payment."""
    vortex = {"type": "battlefield", "script": {"static": [{"cost_mod": 0, "cost_power": ["any"], "who": "any",
                                                            "keyword": "Reaction", "if": {"showdown_here": True}}]}}
    sc = Scenario({"mode": "duel", "cards": {**CARDS, "Vortex": vortex,
                                             "Lurker": {"type": "unit", "might": 2, "cost": 1, "keywords": ["Ambush"]}},
                   "players": [{"name": "A", "hand": [{"card": "Lurker", "as": "lu"}],
                                "runes": ["Fury Rune"] * 2, "base": [{"card": "Knight", "as": "k"}]},
                               {"name": "B"}],
                   "battlefields": [{"card": "Vortex", "as": "v"},
                                    {"as": "held", "controller": "A", "units": [{"card": "Knight", "controller": "A"}]}],
                   "turn": {"player": "A", "phase": "main", "number": 3}})
    act(sc, act="move", by="A", units=["k"], to="v")
    assert sc.st.showdown is not None
    plays = [a for a in legal_actions(sc.st, 0) if a.kind == "play" and a.card == sc.obj("lu")]
    assert {a.to for a in plays} == {0, 1}  # a showdown is open: only as a [Reaction], to a battlefield
    assert all(len(a.pay["exhaust"]) == 1 and len(a.pay["recycle"]) == 1 for a in plays)
    every_answer_is_accepted(sc.st)
