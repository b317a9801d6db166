"""Engine terms of issue 19's fourth slice (test cards): a `replace_die: rescue` passive with an `if` read for the unit
that would die ("instead heal it, exhaust it, and recall it": nothing dies in its place), the Power spent this turn
(`power_spent`, noted by `costs.spend` for any cost), the points scored from holding this turn (`hold_points`, noted
by `scoring.score`) and a card's own `power_less` as `{symbol, count}`."""

from __future__ import annotations

from typing import Any

from game.engine import Action, apply
from game.scenarios.runner import Scenario
from tests.cards.helpers import check, duel

CARDS: dict[str, Any] = {
    "Pup": {"type": "unit", "might": 2, "cost": 1},
    "Ogre": {"type": "unit", "might": 4, "cost": 1},
    "Medic": {"type": "unit", "might": 3, "cost": 1, "script": {"static": [
        {"replace_die": "rescue", "to": {"who": "you", "other": True}, "if": {"weaker_than_source": True}}]}},
    "Doom": {"type": "spell", "cost": 0, "keywords": ["Reaction"],
             "script": {"targets": [{"what": "unit"}], "effects": [["kill", {"to": "t0"}]]}},
    "Twin": {"type": "spell", "cost": 0, "power": ["fury", "fury"], "script": {"effects": []}},
    "Giant": {"type": "unit", "might": 9, "cost": 0, "power": ["fury", "fury", "fury"],
              "script": {"cost_mod": {"energy": 0, "power_less": {"symbol": "fury",
                                                                  "count": {"hold_points_this_turn": True}}}}},
}


def test_a_rescue_replacement_saves_only_weaker_units_and_kills_nothing() -> None:
    check(duel({"base": [{"card": "Medic", "as": "m"}, {"card": "Pup", "as": "p"}, {"card": "Ogre", "as": "o"}],
                "hand": [{"card": "Doom", "as": "d1"}, {"card": "Doom", "as": "d2"}]}, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "d1", "targets": ["p"]}, {"act": "pass", "by": "A"},
        {"act": "pass", "by": "B"}, {"expect": {"zone": {"p": "base", "m": "base"}, "exhausted": {"p": True}}},
        {"act": "play", "by": "A", "card": "d2", "targets": ["o"]}, {"act": "pass", "by": "A"},
        {"act": "pass", "by": "B"}, {"expect": {"zone": {"o": "trash", "m": "base"}}}]))


def test_power_spent_this_turn_is_noted() -> None:
    sc = Scenario(duel({"hand": [{"card": "Twin", "as": "t"}], "runes": ["Fury Rune"] * 2, "base": [{"card": "Reader"}]},
                       cards={**CARDS, "Reader": {"type": "unit", "might": 1, "cost": 0,
                                                  "script": {"static": [{"might": 1, "if": {"power_spent_at_least": 9}}]}}}))
    sc.st, _ = apply(sc.st, Action("play", 0, card=sc.obj("t"), pay="auto"))
    assert sc.st.players[0].extra["power_spent"] == [sc.st.turn_number, 2]


def test_hold_points_are_noted_and_an_own_power_less_counts_a_value() -> None:
    """One point from holding: the Giant's [Fury][Fury][Fury] costs [Fury][Fury] (two runes pay it); none this turn:
    two runes can't. (The note is kept in games whose cards read it.)"""
    fields = [{"as": "bf1", "controller": "A", "units": [{"card": "Pup", "controller": "A"}]}, {"as": "bf2"}]
    check(duel({"hand": [{"card": "Giant", "as": "g"}], "runes": ["Fury Rune"] * 2}, cards=CARDS, battlefields=fields,
               turn={"player": "A", "phase": "beginning", "number": 3}, steps=[
        {"act": "run_until", "phase": "main"}, {"act": "play", "by": "A", "card": "g"},
        {"expect": {"zone": {"g": "base"}, "points": {"A": 1}}}]))
    check(duel({"hand": [{"card": "Giant", "as": "g"}], "runes": ["Fury Rune"] * 2}, cards=CARDS, battlefields=fields,
               steps=[{"act": "play", "by": "A", "card": "g", "expect_error": True}]))
    sc = Scenario(duel({"hand": [{"card": "Giant"}]}, cards=CARDS, turn={"player": "A", "phase": "beginning", "number": 3},
                       battlefields=[{"as": "bf1", "controller": "A", "units": [{"card": "Pup", "controller": "A"}]},
                                     {"as": "bf2"}]))
    while sc.st.phase != "main":
        sc.st, _ = apply(sc.st, Action("pass", sc.st.priority))
    assert sc.st.players[0].extra["hold_points"] == [sc.st.turn_number, 1]


def test_recycle_rune_and_enemy_units_die_triggers() -> None:
    """`recycle_rune` fires for each rune of yours recycled from the board (paying Power too), not an opponent's;
    `enemy_units_die` fires once for the enemy units dying in one event."""
    cards = {**CARDS, "Watcher": {"type": "unit", "might": 1, "cost": 0, "script": {"triggers": {
        "recycle_rune": {"effects": [["draw", {"amount": 1}]]},
        "enemy_units_die": {"effects": [["draw", {"amount": 1}]]}}}},
        "Purge": {"type": "spell", "cost": 0, "script": {"effects": [["kill", {"to": {"what": "unit", "who": "enemy"}}]]}}}
    check(duel({"base": [{"card": "Watcher"}], "hand": [{"card": "Twin", "as": "t"}, {"card": "Purge", "as": "p"}],
                "runes": ["Fury Rune"] * 2, "deck": ["Filler"] * 5},
               {"base": [{"card": "Pup", "as": "e1"}, {"card": "Pup", "as": "e2"}]}, cards=cards, steps=[
        {"act": "play", "by": "A", "card": "t"}, {"expect": {"chain": ["Twin", "Watcher (recycle_rune)",
                                                                      "Watcher (recycle_rune)"]}},
        {"act": "pass", "by": "A"}, {"act": "pass", "by": "B"}, {"act": "pass", "by": "A"}, {"act": "pass", "by": "B"},
        {"act": "pass", "by": "A"}, {"act": "pass", "by": "B"},
        {"act": "play", "by": "A", "card": "p"}, {"act": "pass", "by": "A"}, {"act": "pass", "by": "B"},
        {"expect": {"chain": ["Watcher (enemy_units_die)"]}}]))


def test_equipment_grants_and_a_granted_quick_draw() -> None:
    """`equipment_grants`: each Equipment of the passive's controller gives its unit the grant (two: twice); a
    Quick-Draw granted to an Equipment in hand gives it Reaction, and its attach trigger fires as it is played."""
    cards = {**CARDS, "Sword": {"type": "gear", "cost": 0, "might_bonus": 1, "keywords": ["Equip"],
                                "tags": ["Equipment"], "text": "[Equip] [1]"},
             "Drillmaster": {"type": "unit", "might": 1, "cost": 0, "script": {"static": [
                 {"equipment_grants": [{"keywords": [["Shield", 1]]}]},
                 {"keywords": [["Quick-Draw", 1]], "to": {"type": "gear", "tag": "Equipment", "who": "you", "in_hand": True}},
                 {"keywords": [["Quick-Draw", 1]], "to": {"type": "gear", "tag": "Equipment", "who": "you"}}]}},
             "Sneak": {"type": "spell", "cost": 0, "keywords": ["Reaction"], "script": {"effects": []}}}
    check(duel({"base": [{"card": "Drillmaster", "as": "d"}, {"card": "Pup", "as": "p"},
                         {"card": "Sword", "as": "s1", "attached_to": "p"}, {"card": "Sword", "as": "s2", "attached_to": "p"}],
                "hand": [{"card": "Sword", "as": "s3"}]},
               {"hand": [{"card": "Sneak", "as": "n"}]}, cards=cards, turn={"player": "B", "phase": "main", "number": 4},
               steps=[{"expect": {"keywords": {"p": ["Shield 2"]}}},
                      {"act": "play", "by": "B", "card": "n"}, {"act": "pass", "by": "B"},
                      {"act": "play", "by": "A", "card": "s3"},
                      {"expect": {"pending": {"player": "A", "kind": "choose_targets"}}}]))


def test_an_optional_additional_cost_that_exhausts_your_legend() -> None:
    """`exhaust_legend`: paid, the legend is exhausted (and the play marked paid); not paid, it stays ready."""
    cards = {**CARDS, "Herald": {"type": "unit", "might": 1, "cost": 0,
                                 "script": {"additional_cost": {"optional": True, "exhaust_legend": True},
                                            "triggers": {"play": {"if": {"paid": "additional"},
                                                                  "effects": [["draw", {"amount": 1}]]}}}}}
    for paid in (True, False):
        check(duel({"legend": "Kai'Sa, Daughter of the Void", "hand": [{"card": "Herald", "as": "h"}],
                    "deck": ["Filler"] * 3}, cards=cards, steps=[
            {"act": "play", "by": "A", "card": "h", "options": {"additional_cost": paid}},
            {"expect": {"exhausted": {"Kai'Sa, Daughter of the Void": paid},
                        "chain": ["Herald (play)"] if paid else []}}]))


def test_units_dying_at_the_same_moment_are_still_there_for_each_other() -> None:
    """`replacements._note_alone`: two friendly units killed at once are not alone (740.2.a), whichever is listed
    first; one killed alone is."""
    cards = {**CARDS, "Loner": {"type": "unit", "might": 1, "cost": 0, "script": {"triggers": {
        "deathknell": {"if": {"died_alone": True}, "effects": [["draw", {"amount": 1}]]}}}},
        "Purge": {"type": "spell", "cost": 0, "script": {"effects": [["kill", {"to": {"what": "unit", "who": "enemy"}}]]}}}
    for base, draws in (([{"card": "Loner"}, {"card": "Pup"}], 0), ([{"card": "Pup"}, {"card": "Loner"}], 0),
                        ([{"card": "Loner"}], 1)):
        check(duel({"hand": [{"card": "Purge", "as": "p"}]}, {"base": base, "deck": ["Filler"] * 2}, cards=cards, steps=[
            {"act": "play", "by": "A", "card": "p"}, {"act": "pass", "by": "A"}, {"act": "pass", "by": "B"},
            {"expect": {"chain": ["Loner (deathknell)"] if draws else []}}]))


def test_spend_buff_trigger() -> None:
    """`spend_buff` ("when you spend a buff") fires for the player who spends it, once per buff: an ability's cost
    here."""
    cards = {**CARDS, "Miser": {"type": "unit", "might": 1, "cost": 0, "script": {
        "triggers": {"spend_buff": {"effects": [["draw", {"amount": 1}]]}},
        "abilities": [{"cost": {"spend_buff": True}, "effects": []}]}}}
    check(duel({"base": [{"card": "Miser", "as": "m", "buff": True}], "deck": ["Filler"] * 2}, cards=cards, steps=[
        {"act": "activate", "by": "A", "source": "m"},
        {"expect": {"buffed": {"m": False}, "chain": ["Miser (ability)", "Miser (spend_buff)"]}}]))


def test_a_token_is_played_with_its_granted_keyword_triggers() -> None:
    """350.2: a unit token an effect plays fires its "play" - a Weaponmaster granted by name (scope `card_name`)
    triggers for it; an opponent's token of that name isn't granted it."""
    cards = {**CARDS, "Drill": {"type": "unit", "might": 1, "cost": 0, "script": {"static": [
        {"keywords": [["Weaponmaster", 1]], "to": {"card_name": "Sand Soldier", "who": "you"}}]}},
             "Sword": {"type": "gear", "cost": 0, "might_bonus": 1, "keywords": ["Equip"], "tags": ["Equipment"],
                       "text": "[Equip] [1]"},
             "Summon": {"type": "spell", "cost": 0, "script": {"effects": [
                 ["token", {"card": "Sand Soldier", "count": 1, "where": "base"}]]}}}
    check(duel({"base": [{"card": "Drill"}, {"card": "Sword"}], "hand": [{"card": "Summon", "as": "s"}]},
               {"base": [{"card": "Sand Soldier", "as": "theirs", "controller": "B"}]}, cards=cards, steps=[
        {"expect": {"keywords": {"theirs": []}}},
        {"act": "play", "by": "A", "card": "s"}, {"act": "pass", "by": "A"}, {"act": "pass", "by": "B"},
        {"expect": {"chain": ["Sand Soldier (weaponmaster)"]}}]))


def test_an_ability_cost_that_kills_a_chosen_unit_is_offered_per_unit() -> None:
    """An ability cost `kill` with several candidates: `legal_actions` lists one activation per unit (it used to
    list none); the ability's own target can't be the unit killed (357.3)."""
    from game.engine import legal_actions

    cards = {**CARDS, "Altar": {"type": "gear", "cost": 0, "script": {"abilities": [
        {"cost": {"kill": {"who": "friendly"}}, "targets": [{"what": "unit", "who": "friendly"}],
         "effects": [["buff", {"to": "t0"}]]}]}}}
    sc = Scenario(duel({"base": [{"card": "Altar", "as": "a"}, {"card": "Pup", "as": "p"}, {"card": "Ogre", "as": "o"}]},
                       cards=cards))
    offers = {(x.targets[0], x.options["kill"]) for x in legal_actions(sc.st, 0) if x.kind == "activate"}
    assert offers == {(sc.obj("p"), sc.obj("o")), (sc.obj("o"), sc.obj("p"))}


def test_a_granted_hold_is_conquer_and_any_passive_reads_grants() -> None:
    """`hold_is_conquer` granted by a gear (`layers.any_passive` now reads gear grants too): the unit's "when I
    conquer" triggers as its controller holds its battlefield."""
    cards = {**CARDS, "Conqueror": {"type": "unit", "might": 2, "cost": 1,
                                    "script": {"triggers": {"conquer": {"effects": [["draw", {"amount": 1}]]}}}},
             "Banner": {"type": "gear", "cost": 0, "keywords": ["Equip"], "tags": ["Equipment"], "text": "[Equip] [1]",
                        "script": {"grants": [{"hold_is_conquer": True}]}}}
    check(duel({"deck": ["Filler"] * 3}, cards=cards, turn={"player": "A", "phase": "beginning", "number": 3},
               battlefields=[{"as": "bf1", "controller": "A", "units": [
                   {"card": "Conqueror", "as": "c", "controller": "A"},
                   {"card": "Banner", "attached_to": "c", "controller": "A"}]}, {"as": "bf2"}], steps=[
        {"act": "run_until", "phase": "main"}, {"expect": {"count": {"A": {"hand": 2}}}}]))


def test_free_gear_permission() -> None:
    """The mark `free_gear` (N): one gear with Energy cost N or less played from hand ignoring its Energy cost (the
    play's `options.free_gear`, offered by `legal_actions`); used up by it."""
    from game.engine import legal_actions

    cards = {**CARDS, "Grant": {"type": "spell", "cost": 0, "script": {"effects": [
        ["mark", {"name": "free_gear", "amount": 3}]]}},
             "Anvil": {"type": "gear", "cost": 3}, "Anvil2": {"type": "gear", "cost": 3}}
    sc = Scenario(duel({"hand": [{"card": "Grant", "as": "g"}, {"card": "Anvil", "as": "a1"},
                                 {"card": "Anvil2", "as": "a2"}]}, cards=cards))
    for a in (Action("play", 0, card=sc.obj("g"), pay="auto"), Action("pass", 0), Action("pass", 1)):
        sc.st, _ = apply(sc.st, a)
    assert any(x.options.get("free_gear") for x in legal_actions(sc.st, 0) if x.card == sc.obj("a1"))
    sc.st, _ = apply(sc.st, Action("play", 0, card=sc.obj("a1"), options={"free_gear": True}, pay="auto"))
    assert sc.st.objs[sc.obj("a1")].zone == "base"
    assert not any(x.options.get("free_gear") for x in legal_actions(sc.st, 0) if x.card == sc.obj("a2"))


def test_one_or_power_less_discounts() -> None:
    """`optional_costs_less` reduces an optional additional cost paid by [1] (or [A] with `options.less_power`);
    `chosen_spell_less` reduces its controller's spell that chooses it; neither helps an opponent."""
    cards = {**CARDS, "Sage": {"type": "unit", "might": 1, "cost": 0, "script": {"static": [
        {"optional_costs_less": True}, {"chosen_spell_less": True}]}},
             "Extra": {"type": "unit", "might": 1, "cost": 0, "script": {"additional_cost": {"optional": True,
                                                                                            "energy": 1}}},
             "Poke": {"type": "spell", "cost": 1, "script": {"targets": [{"what": "unit"}], "effects": []}}}
    check(duel({"base": [{"card": "Sage", "as": "s"}], "hand": [{"card": "Extra", "as": "x"}, {"card": "Poke", "as": "p"}]},
               cards=cards, steps=[
        {"act": "play", "by": "A", "card": "x", "options": {"additional_cost": True}},
        {"act": "play", "by": "A", "card": "p", "targets": ["x"], "expect_error": True},
        {"act": "play", "by": "A", "card": "p", "targets": ["s"]}]))


def test_a_may_cost_that_returns_a_unit() -> None:
    """A `may` cost `return_unit` (a selector): after yes, the player chooses one that matches and it returns to its
    owner's hand as the trigger is finalized; with none to return, the cost can't be paid (no question)."""
    cards = {**CARDS, "Recaller": {"type": "unit", "might": 1, "cost": 0, "script": {"triggers": {"play": {"effects": [
        ["may", {"cost": {"return_unit": {"what": "unit", "who": "you", "other": True}},
                 "then": [["draw", {"amount": 1}]]}]]}}}}}
    check(duel({"hand": [{"card": "Recaller", "as": "r"}], "base": [{"card": "Pup", "as": "p"}], "deck": ["Filler"] * 2},
               cards=cards, steps=[
        {"act": "play", "by": "A", "card": "r"}, {"act": "choose", "by": "A", "choice": {"yes": True}},
        {"expect": {"zone": {"p": "hand"}, "chain": ["Recaller (play)"]}}]))
    check(duel({"hand": [{"card": "Recaller", "as": "r"}]}, cards=cards, steps=[
        {"act": "play", "by": "A", "card": "r"}, {"expect": {"pending": None, "chain": []}}]))


def test_an_add_ability_adds_more() -> None:
    """`add_more` (with `card_name`): its controller's Gold adds [1] more as it resolves, and a payment counts it (a
    [1][A] card paid by the Gold alone); an opponent's Gold adds nothing more."""
    cards = {**CARDS, "Alchemist": {"type": "unit", "might": 1, "cost": 0, "script": {"static": [
        {"add_more": 1, "card_name": "Gold"}]}},
             "Vial": {"type": "gear", "cost": 1, "power": ["fury"]}}
    check(duel({"base": [{"card": "Alchemist"}, {"card": "Gold", "as": "g"}], "hand": [{"card": "Vial", "as": "v"}]},
               {"base": [{"card": "Gold", "as": "bg"}]}, cards=cards, steps=[
        {"act": "play", "by": "A", "card": "v"}, {"expect": {"zone": {"v": "base", "g": "gone"}}},
        {"act": "end_turn", "by": "A"}, {"act": "run_until", "phase": "main"},
        {"act": "activate", "by": "B", "source": "bg"}, {"expect": {"pool": {"B": {"energy": 0}}}}]))


def test_a_triggered_ability_with_modes() -> None:
    """A trigger's `modes` ("choose one -", 355.3) are chosen as it is finalized, the chosen mode's targets next;
    `modes_once_per_turn` leaves out the modes this object's ability chose this turn; one left is taken unasked."""
    cards = {**CARDS, "Chooser": {"type": "unit", "might": 1, "cost": 0, "script": {"triggers": {"play_card": {
        "modes_once_per_turn": True, "modes": {"draw": {"effects": [["draw", {"amount": 1}]]},
                                               "buff": {"targets": [{"what": "unit", "who": "friendly"}],
                                                        "effects": [["buff", {"to": "t0"}]]}}}}}}}
    check(duel({"base": [{"card": "Chooser", "as": "c"}], "hand": [{"card": "Pup", "as": "p1"}, {"card": "Pup", "as": "p2"},
                                                                  {"card": "Pup", "as": "p3"}], "deck": ["Filler"] * 3,
                "runes": ["Fury Rune"] * 3},
               cards=cards, steps=[
        {"act": "play", "by": "A", "card": "p1"}, {"expect": {"pending": {"player": "A", "kind": "choose_option"}}},
        {"act": "choose", "by": "A", "choice": {"option": "buff"}},
        {"act": "choose", "by": "A", "choice": {"targets": ["c"]}}, {"act": "pass", "by": "A"}, {"act": "pass", "by": "B"},
        {"expect": {"buffed": {"c": True}}},
        {"act": "play", "by": "A", "card": "p2"}, {"expect": {"chain": ["Chooser (play_card)"]}},
        {"act": "pass", "by": "A"}, {"act": "pass", "by": "B"}, {"expect": {"count": {"A": {"hand": 2}}}},
        {"act": "play", "by": "A", "card": "p3"}, {"expect": {"chain": [], "pending": None}}]))


def test_a_repeated_modal_spell_chooses_a_mode_per_execution() -> None:
    """820.2.a: a modal spell with Repeat paid may choose another mode for its second execution (the play's
    `modes`, the first one its `mode`), each execution's targets checked against its own mode."""
    cards = {**CARDS, "Pick": {"type": "spell", "cost": 0, "keywords": ["Repeat"], "text": "[Repeat] [0]",
                               "script": {"modes": {"hit": {"targets": [{"what": "unit"}],
                                                            "effects": [["deal", {"amount": 1, "to": "t0"}]]},
                                                    "draw": {"effects": [["draw", {"amount": 1}]]}}}}}
    steps = [{"act": "play", "by": "A", "card": "k", "targets": ["p"],
              "options": {"mode": "hit", "modes": ["hit", "draw"], "repeat": 1, "executions": [1, 0]}},
             {"act": "pass", "by": "A"}, {"act": "pass", "by": "B"},
             {"expect": {"damage": {"p": 1}, "count": {"A": {"hand": 1}}}}]
    check(duel({"hand": [{"card": "Pick", "as": "k"}], "deck": ["Filler"] * 2}, {"base": [{"card": "Ogre", "as": "p"}]},
               cards=cards, steps=steps))


def test_control_of_a_gear_until_a_unit_leaves_the_board() -> None:
    """`control_to_base_while`: the gear is mine, in my base, until the unit leaves the board; then its previous
    controller gets it back in their base (`zones.link_control`), at once."""
    cards = {**CARDS, "Thief": {"type": "unit", "might": 1, "cost": 0, "script": {"triggers": {"play": {
        "targets": [{"what": "gear", "who": "enemy"}], "effects": [["control_to_base_while", {"to": "t0"}]]}}}},
             "Trinket": {"type": "gear", "cost": 0},
             "Doom": {"type": "spell", "cost": 0, "script": {"targets": [{"what": "unit"}], "effects": [["kill", {"to": "t0"}]]}}}
    check(duel({"hand": [{"card": "Thief", "as": "th"}, {"card": "Doom", "as": "d"}]},
               {"base": [{"card": "Trinket", "as": "t"}]}, cards=cards, steps=[
        {"act": "play", "by": "A", "card": "th"}, {"act": "pass", "by": "A"}, {"act": "pass", "by": "B"},
        {"expect": {"controller": {"t": "A"}, "count": {"A": {"base": 2}}}},
        {"act": "play", "by": "A", "card": "d", "targets": ["th"]}, {"act": "pass", "by": "A"},
        {"act": "pass", "by": "B"}, {"expect": {"controller": {"t": "B"}, "count": {"B": {"base": 1}}}}]))


def test_a_repeated_move_spell_chooses_each_executions_destination() -> None:
    """355.4, 820.2.a: a repeated spell that moves a unit chooses a destination for each execution as it is played
    (`move_to`, one per execution); one destination for both still works (the first execution's, reused)."""
    cards = {**CARDS, "Shove": {"type": "spell", "cost": 0, "keywords": ["Repeat"], "text": "[Repeat] [0]",
                                "script": {"targets": [{"what": "unit"}], "effects": [["move", {"to": "t0"}]]}}}
    a = {"hand": [{"card": "Shove", "as": "s"}], "base": [{"card": "Pup", "as": "p1"}, {"card": "Pup", "as": "p2"}]}
    fields = [{"as": "bf1"}, {"as": "bf2"}]
    check(duel(a, cards=cards, battlefields=fields, steps=[
        {"act": "play", "by": "A", "card": "s", "targets": ["p1", "p2"], "destination": ["bf1", "bf2"],
         "options": {"repeat": 1}}, {"act": "pass", "by": "A"}, {"act": "pass", "by": "B"},
        {"expect": {"zone": {"p1": "bf1", "p2": "bf2"}}}]))
    check(duel(a, cards=cards, battlefields=fields, steps=[
        {"act": "play", "by": "A", "card": "s", "targets": ["p1", "p2"], "destination": "bf1",
         "options": {"repeat": 1}}, {"act": "pass", "by": "A"}, {"act": "pass", "by": "B"},
        {"expect": {"zone": {"p1": "bf1", "p2": "bf1"}}}]))
