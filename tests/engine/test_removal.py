"""652.3: a removed player's cards leave the game - their legend too, and nothing of theirs is left
in any zone list or object table (so nobody can reach it)."""

from game.engine import Action, apply
from game.scenarios.runner import Scenario


def test_removed_players_cards_and_legend_are_gone() -> None:
    sc = Scenario({"mode": "ffa3", "cards": {"Scout": {"type": "unit", "might": 1, "cost": 1}},
                   "players": [{"name": "A"},
                               {"name": "B", "legend": "Kai'Sa, Daughter of the Void", "hand": ["Scout"],
                                "trash": ["Scout"], "base": ["Scout"], "runes": ["Fury Rune"]},
                               {"name": "C", "hand": ["Scout"]}],
                   "battlefields": [{"as": "bf1"}, {"as": "bf2"}, {"as": "bf3"}],
                   "turn": {"player": "A", "phase": "main", "number": 3}})
    legend = sc.st.players[1].legend
    st, _ = apply(sc.st, Action("concede", 1))
    assert not st.over and st.players[1].removed
    assert legend not in st.objs and st.players[1].legend == -1
    assert not any(o.owner == 1 for o in st.objs.values() if o.zone != "bf_card")
    assert len(st.players[2].hand) == 1 and legend in sc.st.objs  # the old state is untouched
    from game.engine.model.serial import from_json, to_json

    assert to_json(from_json(to_json(st))) == to_json(st)
    from game.engine import legal_actions, view

    for p in range(3):
        assert view(st, p)["players"][1]["legend"] is None
    assert legal_actions(st, 1) == [] and legal_actions(st, 0)


def test_removed_players_spell_controlled_by_another_player_leaves_the_chain() -> None:
    """652.3: a spell the removed player owns leaves the game even when another player controls it
    (taken with Mystic Reversal): it is off the chain and gone, not resolved for its new controller."""
    from game.scenarios.runner import run_data as run

    zap = {"type": "spell", "cost": 0, "keywords": ["Reaction"],
           "script": {"targets": [{"what": "unit"}], "effects": [["deal", {"amount": 3, "to": "t0"}]]}}
    result = run({"name": "removal of a spell's owner",
        "mode": "ffa3", "cards": {"Zap": zap, "Pup": {"type": "unit", "might": 2, "cost": 1}},
        "players": [{"name": "A", "hand": [{"card": "Mystic Reversal", "as": "mr"}], "runes": ["Calm Rune"] * 7,
                     "base": [{"card": "Pup", "as": "mine"}]},
                    {"name": "B", "hand": [{"card": "Zap", "as": "z"}], "base": [{"card": "Pup", "as": "theirs"}]},
                    {"name": "C", "base": [{"card": "Pup", "as": "third"}]}],
        "battlefields": [{"as": "bf1"}, {"as": "bf2"}, {"as": "bf3"}],
        "turn": {"player": "B", "phase": "main", "number": 4},
        "steps": [{"act": "play", "by": "B", "card": "z", "targets": ["mine"]}, {"act": "pass", "by": "B"},
                  {"act": "pass", "by": "C"},
                  {"act": "play", "by": "A", "card": "mr", "targets": ["z"]}, {"act": "pass", "by": "A"},
                  {"act": "pass", "by": "B"}, {"act": "pass", "by": "C"},
                  {"act": "choose", "by": "A", "choice": {"targets": ["third"]}},
                  {"expect": {"chain": ["Zap"]}},
                  {"act": "concede", "by": "B"},
                  {"expect": {"chain": [], "damage": {"third": 0, "mine": 0}, "log_contains": "Zap leaves the game with its owner"}}]})
    assert result.ok, result.failures


def test_a_removed_player_draws_nothing_and_burns_out_nobody() -> None:
    """652.3: a player who left the game has no deck; an effect that makes them draw (a player chosen
    before they conceded) does nothing - no burn out (432), no point for anyone, no loop."""
    from game.engine.model.events import Log
    from game.engine.ops.zones import draw

    sc = Scenario({"mode": "ffa3", "players": [{"name": "A"}, {"name": "B", "deck": ["Fury Rune"] * 0},
                                               {"name": "C"}],
                   "battlefields": [{"as": "bf1"}, {"as": "bf2"}, {"as": "bf3"}],
                   "turn": {"player": "A", "phase": "main", "number": 3}})
    st, _ = apply(sc.st, Action("concede", 1))
    points = [p.points for p in st.players]
    log = Log()
    draw(st, log, 1, 2)
    assert [p.points for p in st.players] == points and st.pending is None and not st.over
    assert st.players[1].hand == [] and not log.events


def test_a_removed_players_delayed_trigger_does_nothing() -> None:
    """651.3: a removed player no longer influences the game - a delayed triggered ability of theirs waiting for
    another player's hold (Ashe, Focused: "When they hold, return it to their hand") doesn't trigger, and the game
    goes on (a 1000-game Unleashed soak found the turn stuck with the removed player's trigger on the chain)."""
    cards = {"Pup": {"type": "unit", "might": 2, "cost": 1},
             "Waiter": {"type": "unit", "might": 1, "cost": 0, "script": {"triggers": {
                 "play": {"effects": [["choose_player", {"who": "opponents"}],
                                      ["await_event", {"trigger": "returned", "event": "hold"}]]},
                 "returned": {"effects": [["draw", {"amount": 1}]]}}}}}
    sc = Scenario({"mode": "ffa3", "cards": cards,
                   "players": [{"name": "A", "hand": [{"card": "Waiter", "as": "w"}], "deck": ["Pup"] * 3},
                               {"name": "B", "deck": ["Pup"] * 3}, {"name": "C", "deck": ["Pup"] * 3}],
                   "battlefields": [{"as": "bf1", "controller": "B", "units": [{"card": "Pup", "controller": "B"}]},
                                    {"as": "bf2"}, {"as": "bf3"}],
                   "turn": {"player": "A", "phase": "main", "number": 3}})
    st, _ = apply(sc.st, Action("play", 0, card=sc.obj("w"), to=-1, pay="auto"))
    for p in (0, 1, 2):
        st, _ = apply(st, Action("pass", p))
    from game.engine import legal_actions

    st, _ = apply(st, Action("choose", 0, choice={"option": "B"}))
    assert st.players[1].extra.get("awaiting")  # waits for B's hold
    st, _ = apply(st, Action("concede", 0))
    assert st.players[0].removed and st.turn_player == 1  # B's turn: B holds bf1 at its start
    assert not any(c.controller == 0 for c in st.chain)
    assert st.pending is not None or st.priority == 1 or st.chain == [], (st.priority, st.chain, st.tasks)
    assert legal_actions(st, 1)  # B can act: nothing of A's is waiting for a player who left
