"""Origins (OGN) battlefields: set up, play, check."""

from __future__ import annotations

from .helpers import check, duel
from .test_origins import CARDS, HOLD_TURN, RESOLVE, bf, u

B_FIRST = [{"act": "pass", "by": "B"}, {"act": "pass", "by": "A"}]
FIRST_TURN = {"player": "A", "phase": "awaken", "number": 1}


def test_altar_to_unity_plays_a_recruit_in_base_on_hold() -> None:
    check(duel({}, cards=CARDS, turn=HOLD_TURN,
               battlefields=[bf("bf1", "A", u("Pup", "p", "A"), card="Altar to Unity"), bf("bf2")],
               steps=[{"expect": {"chain": ["Altar to Unity (hold)"]}}, *RESOLVE,
                      {"expect": {"count": {"A": {"base": 1, "units": 2}}}}]))


def test_aspirants_climb_raises_the_victory_score() -> None:
    check(duel({"points": 7}, cards=CARDS, turn=HOLD_TURN,
               battlefields=[bf("bf1", "A", u("Pup", "p", "A"), card="Aspirant's Climb"), bf("bf2")],
               steps=[{"act": "run_until", "phase": "main"},
                      {"expect": {"points": {"A": 8}, "winner": None}}]))


def test_without_aspirants_climb_eight_points_win() -> None:
    check(duel({"points": 7}, cards=CARDS, turn=HOLD_TURN,
               battlefields=[bf("bf1", "A", u("Pup", "p", "A")), bf("bf2")],
               steps=[{"expect": {"points": {"A": 8}, "winner": "A"}}]))


def test_void_gate_adds_one_damage_to_units_here_only() -> None:
    check(duel({"hand": [{"card": "Zap", "as": "z1"}, {"card": "Zap", "as": "z2"}], "runes": ["Fury Rune"] * 2,
                "base": [u("Ogre", "home", "A")]}, cards=CARDS,
               battlefields=[bf("bf1", "B", u("Ogre", "o", "B"), card="Void Gate"), bf("bf2")],
               steps=[{"act": "play", "by": "A", "card": "z1", "targets": ["o"]}, *RESOLVE,
                      {"act": "play", "by": "A", "card": "z2", "targets": ["home"]}, *RESOLVE,
                      {"expect": {"damage": {"o": 3, "home": 2}}}]))


def test_vilemaws_lair_stops_moves_from_here_to_base() -> None:
    check(duel({}, cards=CARDS,
               battlefields=[bf("bf1", "A", u("Pup", "p", "A"), card="Vilemaw's Lair"), bf("bf2", "A", u("Pup", "q", "A"))],
               steps=[{"act": "move", "by": "A", "units": ["p"], "to": "base", "expect_error": True},
                      {"act": "move", "by": "A", "units": ["q"], "to": "base"},
                      {"expect": {"zone": {"p": "bf1", "q": "base"}}}]))


def test_the_grand_plaza_wins_with_seven_units_here() -> None:
    units = [u("Pup", f"p{i}", "A") for i in range(7)]
    check(duel({}, cards=CARDS, turn=HOLD_TURN,
               battlefields=[bf("bf1", "A", *units, card="The Grand Plaza"), bf("bf2")],
               steps=[{"expect": {"chain": ["The Grand Plaza (hold)"]}}, *RESOLVE, {"expect": {"winner": "A"}}]))


def test_the_grand_plaza_needs_seven() -> None:
    units = [u("Pup", f"p{i}", "A") for i in range(6)]
    check(duel({}, cards=CARDS, turn=HOLD_TURN,
               battlefields=[bf("bf1", "A", *units, card="The Grand Plaza"), bf("bf2")],
               steps=[{"expect": {"chain": [], "winner": None, "points": {"A": 1}}}]))


def test_obelisk_of_power_channels_a_rune_on_each_players_first_beginning() -> None:
    runes = ["Fury Rune"] * 6
    check(duel({"rune_deck": runes}, {"rune_deck": runes}, cards=CARDS, turn=FIRST_TURN,
               battlefields=[bf("bf1", card="Obelisk of Power"), bf("bf2")],
               steps=[{"expect": {"chain": ["Obelisk of Power (first_beginning)"]}}, *RESOLVE,
                      {"act": "run_until", "phase": "main"},
                      {"expect": {"count": {"A": {"runes": 3}}}},
                      {"act": "end_turn", "by": "A"},
                      {"act": "run_until", "phase": "beginning"},
                      {"expect": {"chain": ["Obelisk of Power (first_beginning)"]}},
                      {"act": "pass", "by": "B"}, {"act": "pass", "by": "A"},
                      {"act": "run_until", "phase": "main"},
                      {"expect": {"turn": {"player": "B"}, "count": {"B": {"runes": 4}}}}]))


def test_the_arenas_greatest_gives_a_point_on_the_first_beginning_only() -> None:
    check(duel({}, cards=CARDS, turn={"player": "A", "phase": "awaken", "number": 3},
               battlefields=[bf("bf1", card="The Arena's Greatest"), bf("bf2")],
               steps=[{"expect": {"chain": [], "points": {"A": 0}}}]))
    check(duel({}, cards=CARDS, turn=FIRST_TURN,
               battlefields=[bf("bf1", card="The Arena's Greatest"), bf("bf2")],
               steps=[*RESOLVE, {"act": "run_until", "phase": "main"}, {"expect": {"points": {"A": 1, "B": 0}}}]))


def test_sigil_of_the_storm_recycles_a_chosen_rune_on_conquer() -> None:
    check(duel({"base": [u("Ogre", "o", "A")], "runes": [{"card": "Fury Rune", "as": "r1"},
                                                        {"card": "Calm Rune", "as": "r2"}]}, cards=CARDS,
               battlefields=[bf("bf1", "B", u("Pup", "e", "B"), card="Sigil of the Storm"), bf("bf2")],
               steps=[{"act": "move", "by": "A", "units": ["o"], "to": "bf1"}, *RESOLVE,
                      {"expect": {"controller": {"bf1": "A"}, "chain": ["Sigil of the Storm (conquer)"]}}, *RESOLVE,
                      {"expect": {"pending": {"player": "A", "kind": "choose_cards"}}},
                      {"act": "choose", "by": "A", "choice": {"cards": ["r2"]}},
                      {"expect": {"zone": {"r1": "base", "r2": "rune_deck"}, "count": {"A": {"runes": 1}}}}]))


def test_fortified_position_gives_shield_two_for_this_combat() -> None:
    check(duel({"base": [u("Ogre", "ao", "A")]}, cards=CARDS,
               battlefields=[bf("bf1", "B", u("Ogre", "bo", "B"), card="Fortified Position"), bf("bf2")],
               steps=[{"act": "move", "by": "A", "units": ["ao"], "to": "bf1"},
                      {"expect": {"pending": {"player": "B", "kind": "choose_targets"}}},
                      {"act": "choose", "by": "B", "choice": {"targets": ["bo"]}},
                      {"expect": {"chain": ["Fortified Position (defend)"]}}, *B_FIRST,
                      {"expect": {"keywords": {"bo": ["Shield 2"]}, "might": {"bo": 8}}},
                      *RESOLVE,
                      {"expect": {"zone": {"ao": "trash", "bo": "bf1"}, "keywords": {"bo": []}, "controller": {"bf1": "B"}}}]))


def test_reavers_row_may_move_a_defender_here_to_base() -> None:
    check(duel({"base": [u("Ogre", "ao", "A")]}, cards=CARDS,
               battlefields=[bf("bf1", "B", u("Pup", "bp", "B"), card="Reaver's Row"), bf("bf2")],
               steps=[{"act": "move", "by": "A", "units": ["ao"], "to": "bf1"},
                      {"expect": {"pending": {"player": "B", "kind": "choose_targets"}}},
                      {"act": "choose", "by": "B", "choice": {"targets": ["bp"]}}, *B_FIRST,
                      {"expect": {"zone": {"bp": "base"}}}, *RESOLVE,
                      {"expect": {"zone": {"ao": "bf1", "bp": "base"}, "controller": {"bf1": "A"}}}]))


def test_monastery_of_hirana_may_spend_a_buff_to_draw_on_conquer() -> None:
    check(duel({"base": [u("Ogre", "o", "A"), u("Pup", "p2", "A", buff=True)]}, cards=CARDS,
               battlefields=[bf("bf1", "B", u("Pup", "e", "B"), card="Monastery of Hirana"), bf("bf2")],
               steps=[{"act": "move", "by": "A", "units": ["o"], "to": "bf1"}, *RESOLVE,
                      {"expect": {"chain": [], "pending": {"player": "A", "kind": "may"}}},
                      {"act": "choose", "by": "A", "choice": {"yes": True}},
                      # 383.3.b: the buff is spent as the ability is finalized
                      {"expect": {"chain": ["Monastery of Hirana (conquer)"], "buffed": {"p2": False}}}, *RESOLVE,
                      {"expect": {"buffed": {"p2": False}, "count": {"A": {"hand": 1}}}}]))


def test_monastery_of_hirana_needs_a_buff() -> None:
    check(duel({"base": [u("Ogre", "o", "A")]}, cards=CARDS,
               battlefields=[bf("bf1", "B", u("Pup", "e", "B"), card="Monastery of Hirana"), bf("bf2")],
               steps=[{"act": "move", "by": "A", "units": ["o"], "to": "bf1"}, *RESOLVE,
                      # no buff to spend: the ability isn't finalized and A isn't asked (383.3.b.1)
                      {"expect": {"pending": None, "count": {"A": {"hand": 0}}, "chain": []}}]))


def test_targons_peak_readies_two_runes_at_the_end_of_the_turn() -> None:
    runes = [{"card": "Fury Rune", "as": f"r{i}", "exhausted": True} for i in range(3)]
    check(duel({"base": [u("Ogre", "o", "A")], "runes": runes}, cards=CARDS,
               battlefields=[bf("bf1", "B", u("Pup", "e", "B"), card="Targon's Peak"), bf("bf2")],
               steps=[{"act": "move", "by": "A", "units": ["o"], "to": "bf1"}, *RESOLVE, *RESOLVE,
                      {"expect": {"chain": [], "exhausted": {"r0": True, "r1": True, "r2": True}}},
                      {"act": "end_turn", "by": "A"},
                      {"expect": {"chain": ["Targon's Peak (end_of_turn)"]}}, *RESOLVE,
                      {"expect": {"exhausted": {"r0": False, "r1": False, "r2": True}}}]))


def test_hallowed_tomb_returns_the_chosen_champion_on_hold() -> None:
    check(duel({"champion": {"card": "Ogre", "as": "champ"}, "hand": [{"card": "Doom", "as": "d"}],
                "runes": ["Fury Rune"]}, cards=CARDS,
               battlefields=[bf("bf1", "A", u("Pup", "p", "A"), card="Hallowed Tomb"), bf("bf2")],
               steps=[{"act": "play", "by": "A", "card": "champ", "from": "champion", "to": "base"},
                      {"act": "play", "by": "A", "card": "d", "targets": ["champ"]}, *RESOLVE,
                      {"expect": {"zone": {"champ": "trash"}}},
                      {"act": "end_turn", "by": "A"},
                      {"act": "run_until", "phase": "main"},
                      {"act": "end_turn", "by": "B"},
                      {"act": "run_until", "pending": "may"},
                      {"act": "choose", "by": "A", "choice": {"yes": True}},
                      {"expect": {"chain": ["Hallowed Tomb (hold)"]}},
                      {"act": "run_until", "phase": "main"},
                      {"expect": {"zone": {"champ": "champion"}}}]))


def test_back_alley_bar_gives_a_unit_moving_from_here_plus_one() -> None:
    check(duel({}, cards=CARDS,
               battlefields=[bf("bf1", "A", u("Pup", "p", "A"), u("Pup", "q", "A"), card="Back-Alley Bar"), bf("bf2")],
               steps=[{"act": "move", "by": "A", "units": ["p"], "to": "base"},
                      {"expect": {"chain": ["Back-Alley Bar (moves_from)"]}}, *RESOLVE,
                      {"expect": {"might": {"p": 3, "q": 2}, "zone": {"p": "base"}}}]))


def test_bandle_tree_holds_a_second_hidden_card() -> None:
    hidden = [{"card": "Consult the Past", "as": "c1"}, {"card": "Consult the Past", "as": "c2"},
              {"card": "Consult the Past", "as": "c3"}]
    for card, ok in (("Bandle Tree", True), (None, False)):
        check(duel({"hand": hidden, "runes": ["Mind Rune"] * 3}, cards=CARDS,
                   battlefields=[bf("bf1", "A", u("Pup", "p", "A"), card=card), bf("bf2")],
                   steps=[{"act": "hide", "by": "A", "card": "c1", "at": "bf1"},
                          {"act": "hide", "by": "A", "card": "c2", "at": "bf1", "expect_error": not ok},
                          {"act": "hide", "by": "A", "card": "c3", "at": "bf1", "expect_error": True}]))


def test_reckoners_arena_activates_conquer_effects_of_units_here_on_hold() -> None:
    cards = {**CARDS, "Raider": {"type": "unit", "might": 2, "cost": 1,
                                 "script": {"triggers": {"conquer": {"effects": [["draw", {"amount": 1}]]}}}}}
    check(duel({}, cards=cards, turn=HOLD_TURN,
               battlefields=[bf("bf1", "A", u("Raider", "r", "A"), card="Reckoner's Arena"), bf("bf2")],
               steps=[{"expect": {"chain": ["Reckoner's Arena (hold)"]}}, *RESOLVE,
                      {"expect": {"chain": ["Raider (conquer)"]}}, *RESOLVE,
                      {"act": "run_until", "phase": "main"},
                      {"expect": {"count": {"A": {"hand": 2}}}}]))  # the draw step's card and the Raider's


def test_the_candlelit_sanctum_recycles_some_and_orders_the_rest() -> None:
    deck = [{"card": "Pup", "as": "d1"}, {"card": "Ogre", "as": "d2"}, {"card": "Filler", "as": "d3"}]
    sanctum = [bf("bf1", "B", u("Pup", "e", "B"), card="The Candlelit Sanctum"), bf("bf2")]
    check(duel({"base": [u("Ogre", "o", "A")], "deck": deck}, cards=CARDS, battlefields=sanctum,
               steps=[{"act": "move", "by": "A", "units": ["o"], "to": "bf1"}, *RESOLVE, *RESOLVE,
                      {"expect": {"pending": {"player": "A", "kind": "choose_cards"}}},
                      {"act": "choose", "by": "A", "choice": {"cards": ["d1"]}},
                      {"expect": {"pending": None, "zone": {"d1": "main_deck"}}},
                      {"act": "end_turn", "by": "A"}, {"act": "run_until", "phase": "main"},
                      {"act": "end_turn", "by": "B"}, {"act": "run_until", "phase": "main"},
                      {"expect": {"zone": {"d2": "hand", "d1": "main_deck"}}}]))
    check(duel({"base": [u("Ogre", "o", "A")], "deck": deck}, cards=CARDS, battlefields=sanctum,
               steps=[{"act": "move", "by": "A", "units": ["o"], "to": "bf1"}, *RESOLVE, *RESOLVE,
                      {"act": "choose", "by": "A", "choice": {"cards": []}},
                      {"expect": {"pending": {"player": "A", "kind": "may"}}},
                      {"act": "choose", "by": "A", "choice": {"yes": True}},
                      {"act": "end_turn", "by": "A"}, {"act": "run_until", "phase": "main"},
                      {"act": "end_turn", "by": "B"}, {"act": "run_until", "phase": "main"},
                      {"expect": {"zone": {"d2": "hand", "d1": "main_deck"}}}]))


def test_the_dreaming_tree_draws_once_a_turn_for_a_spell_choosing_a_friendly_unit_here() -> None:
    check(duel({"hand": [{"card": "Rally", "as": "r1"}, {"card": "Rally", "as": "r2"}]}, cards=CARDS,
               battlefields=[bf("bf1", "A", u("Pup", "p", "A"), card="The Dreaming Tree"), bf("bf2")],
               steps=[{"act": "play", "by": "A", "card": "r1", "targets": ["p"]},
                      {"expect": {"chain": ["Rally", "The Dreaming Tree (chosen_here)"]}}, *RESOLVE, *RESOLVE,
                      {"act": "play", "by": "A", "card": "r2", "targets": ["p"]}, {"expect": {"chain": ["Rally"]}},
                      *RESOLVE, {"expect": {"count": {"A": {"hand": 1}}}}]))
