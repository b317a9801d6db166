"""Proving Grounds (OGS) card scripts: set up, play, check."""

from __future__ import annotations

from .helpers import check, duel

OGRE = {"Ogre": {"type": "unit", "might": 6, "cost": 1}}


def test_tibbers_deals_3_to_every_unit_at_battlefields() -> None:
    check(duel(
        {"hand": [{"card": "Tibbers", "as": "t"}], "runes": ["Fury Rune"] * 6 + ["Chaos Rune"] * 2,
         "base": [{"card": "Ogre", "as": "home"}]},
        battlefields=[{"as": "bf1", "controller": "A", "units": [{"card": "Ogre", "as": "mine", "controller": "A"}]},
                      {"as": "bf2", "controller": "B", "units": [{"card": "Ogre", "as": "theirs", "controller": "B"}]}],
        cards=OGRE,
        steps=[{"act": "play", "by": "A", "card": "t", "to": "bf1"},
               {"expect": {"chain": ["Tibbers (play)"]}},
               {"act": "pass", "by": "A"}, {"act": "pass", "by": "B"},
               {"expect": {"damage": {"mine": 3, "theirs": 3, "t": 3, "home": 0}}}]))


def test_annie_fiery_adds_bonus_damage_to_spells() -> None:
    check(duel(
        {"hand": [{"card": "Incinerate", "as": "inc"}], "runes": ["Fury Rune"] * 2,
         "base": [{"card": "Annie, Fiery"}]},
        {"base": []},
        battlefields=[{"as": "bf1", "controller": "B", "units": [{"card": "Ogre", "as": "o", "controller": "B"}]}, {}],
        cards=OGRE,
        steps=[{"act": "play", "by": "A", "card": "inc", "targets": ["o"]},
               {"act": "pass", "by": "A"}, {"act": "pass", "by": "B"},
               {"expect": {"damage": {"o": 3}}}]))


def test_garen_commander_gives_other_friendly_units_here_plus_one() -> None:
    check(duel(
        {}, battlefields=[{"as": "bf1", "controller": "A", "units": [
            {"card": "Garen, Commander", "as": "g", "controller": "A"}, {"card": "Ogre", "as": "o", "controller": "A"}]},
            {"as": "bf2", "controller": "A", "units": [{"card": "Ogre", "as": "far", "controller": "A"}]}],
        cards=OGRE, steps=[{"expect": {"might": {"g": 5, "o": 7, "far": 6}}}]))


def test_yi_meditative_needs_eight_runes() -> None:
    check(duel({"base": [{"card": "Yi, Meditative", "as": "yi"}], "runes": ["Calm Rune"] * 8},
               steps=[{"expect": {"might": {"yi": 8}}}]))
    check(duel({"base": [{"card": "Yi, Meditative", "as": "yi"}], "runes": ["Calm Rune"] * 7},
               steps=[{"expect": {"might": {"yi": 4}}}]))


def test_highlander_saves_a_unit_from_death_once() -> None:
    check(duel(
        {"hand": [{"card": "Highlander", "as": "h"}], "runes": ["Fury Rune"] * 4},
        {"hand": [{"card": "Final Spark", "as": "fs"}], "runes": ["Fury Rune"] * 8},
        battlefields=[{"as": "bf1", "controller": "A", "units": [{"card": "Ogre", "as": "o", "controller": "A"}]}, {}],
        cards=OGRE,
        steps=[{"act": "play", "by": "A", "card": "h", "targets": ["o"]},
               {"act": "pass", "by": "A"}, {"act": "pass", "by": "B"},
               {"act": "end_turn", "by": "A"},
               {"expect": {"zone": {"o": "bf1"}}}]))


def test_final_spark_kills_and_highlander_recalls_instead() -> None:
    check(duel(
        {"hand": [{"card": "Final Spark", "as": "fs"}, {"card": "Highlander", "as": "h"}],
         "runes": ["Fury Rune"] * 12},
        battlefields=[{"as": "bf1", "controller": "A", "units": [{"card": "Ogre", "as": "o", "controller": "A"}]}, {}],
        cards=OGRE,
        steps=[{"act": "play", "by": "A", "card": "h", "targets": ["o"]},
               {"act": "pass", "by": "A"}, {"act": "pass", "by": "B"},
               {"act": "play", "by": "A", "card": "fs", "targets": ["o"]},
               {"act": "pass", "by": "A"}, {"act": "pass", "by": "B"},
               {"expect": {"zone": {"o": "base"}, "damage": {"o": 0}, "exhausted": {"o": True}}}]))


def test_decisive_strike_and_gentlemens_duel() -> None:
    check(duel(
        {"hand": [{"card": "Decisive Strike", "as": "ds"}, {"card": "Gentlemen's Duel", "as": "gd"}],
         "runes": ["Body Rune"] * 12},
        battlefields=[{"as": "bf1", "controller": "A", "units": [{"card": "Ogre", "as": "o", "controller": "A"}]},
                      {"as": "bf2", "controller": "B", "units": [{"card": "Ogre", "as": "e", "controller": "B"}]}],
        cards=OGRE,
        steps=[{"act": "play", "by": "A", "card": "ds"},
               {"act": "pass", "by": "A"}, {"act": "pass", "by": "B"},
               {"expect": {"might": {"o": 8, "e": 6}}},
               {"act": "play", "by": "A", "card": "gd", "targets": ["o", "e"]},
               {"act": "pass", "by": "A"}, {"act": "pass", "by": "B"},
               {"expect": {"zone": {"e": "trash", "o": "bf1"}, "damage": {"o": 6}}}]))


def test_firestorm_hits_only_enemy_units_at_the_chosen_battlefield() -> None:
    check(duel(
        {"hand": [{"card": "Firestorm", "as": "f"}], "runes": ["Fury Rune"] * 7},
        battlefields=[{"as": "bf1", "units": [{"card": "Ogre", "as": "mine", "controller": "A"},
                                              {"card": "Ogre", "as": "e1", "controller": "B"}]},
                      {"as": "bf2", "controller": "B", "units": [{"card": "Ogre", "as": "e2", "controller": "B"}]}],
        cards=OGRE,
        steps=[{"act": "run_until", "phase": "main"},
               {"act": "play", "by": "A", "card": "f", "targets": ["bf1"]},
               {"act": "pass", "by": "A"}, {"act": "pass", "by": "B"},
               {"expect": {"damage": {"e1": 3, "mine": 0, "e2": 0}}}]))


def test_lux_legend_draws_for_a_big_spell() -> None:
    check(duel(
        {"legend": "Lux, Lady of Luminosity (Starter)", "hand": [{"card": "Final Spark", "as": "fs"}],
         "runes": ["Mind Rune"] * 8, "deck": ["Filler", "Filler"]},
        battlefields=[{"as": "bf1", "controller": "B", "units": [{"card": "Ogre", "as": "o", "controller": "B"}]}, {}],
        cards=OGRE,
        steps=[{"act": "play", "by": "A", "card": "fs", "targets": ["o"]},
               {"expect": {"chain": ["Final Spark"]}},  # 420.4.a: it triggers once the spell resolved
               {"act": "pass", "by": "A"}, {"act": "pass", "by": "B"},
               {"expect": {"chain": ["Lux, Lady of Luminosity (Starter) (play_spell)"]}},
               {"act": "pass", "by": "A"}, {"act": "pass", "by": "B"},
               {"expect": {"count": {"A": {"hand": 1}}, "zone": {"o": "trash"}}}]))


def test_lux_illuminated_grows_for_a_big_spell() -> None:
    check(duel(
        {"hand": [{"card": "Final Spark", "as": "fs"}], "runes": ["Mind Rune"] * 8,
         "base": [{"card": "Lux, Illuminated", "as": "lux"}]},
        battlefields=[{"as": "bf1", "controller": "B", "units": [{"card": "Ogre", "as": "o", "controller": "B"}]}, {}],
        cards=OGRE,
        steps=[{"act": "play", "by": "A", "card": "fs", "targets": ["o"]},
               {"act": "pass", "by": "A"}, {"act": "pass", "by": "B"},
               {"expect": {"might": {"lux": 5}, "chain": ["Lux, Illuminated (play_spell)"]}},
               {"act": "pass", "by": "A"}, {"act": "pass", "by": "B"},
               {"expect": {"might": {"lux": 8}}}]))


def test_unscripted_card_is_refused() -> None:
    cards = {"Mystery": {"type": "spell", "cost": 0, "keywords": ["Action"], "text": "Do something unscripted."}}
    check(duel({"hand": [{"card": "Mystery", "as": "r"}]}, cards=cards,
               steps=[{"act": "play", "by": "A", "card": "r", "expect_error": True}]))


RESTRICTED = {"Bolt": {"type": "spell", "cost": 2, "keywords": ["Action"],
                       "script": {"effects": [["draw", {"amount": 1}]]}},
              "Pup": {"type": "unit", "might": 1, "cost": 1},
              "Big Pup": {"type": "unit", "might": 2, "cost": 2}}


def test_lux_crownguard_adds_two_energy_only_for_spells() -> None:
    check(duel(
        {"base": [{"card": "Lux, Crownguard", "as": "lux"}], "runes": [{"card": "Fury Rune", "as": "r"}],
         "hand": [{"card": "Bolt", "as": "bolt"}, {"card": "Pup", "as": "pup"}, {"card": "Big Pup", "as": "big"}]},
        cards=RESTRICTED,
        steps=[{"act": "activate", "by": "A", "source": "lux"},
               {"expect": {"pool": {"A": {"energy": 2, "power": {}}}, "exhausted": {"lux": True}}},
               {"act": "play", "by": "A", "card": "big", "to": "base", "expect_error": True},
               {"act": "play", "by": "A", "card": "pup", "to": "base"},  # paid by the rune, not Lux
               {"expect": {"exhausted": {"r": True}, "pool": {"A": {"energy": 2, "power": {}}}}},
               {"act": "play", "by": "A", "card": "bolt"},
               {"expect": {"pool": {"A": {"energy": 0, "power": {}}}, "zone": {"bolt": "chain"}}}]))


def test_recruit_the_vanguard_plays_four_recruits_each_to_a_chosen_place() -> None:
    check(duel(
        {"hand": [{"card": "Recruit the Vanguard", "as": "rv"}], "runes": ["Order Rune"] * 6},
        battlefields=[{"as": "bf1", "controller": "A", "units": [{"card": "Filler", "controller": "A"}]},
                      {"as": "bf2", "controller": "B", "units": [{"card": "Filler", "controller": "B"}]}],
        steps=[{"act": "play", "by": "A", "card": "rv"},
               {"act": "pass", "by": "A"}, {"act": "pass", "by": "B"},
               {"expect": {"pending": {"player": "A", "kind": "choose_destination"}}},
               {"act": "choose", "by": "A", "choice": {"battlefield": "bf2"}, "expect_error": True},
               {"act": "choose", "by": "A", "choice": {"battlefield": "bf1"}},
               {"act": "choose", "by": "A", "choice": {"battlefield": "base"}},
               {"act": "choose", "by": "A", "choice": {"battlefield": "bf1"}},
               {"expect": {"pending": {"player": "A", "kind": "choose_destination"}}},
               {"act": "choose", "by": "A", "choice": {"battlefield": "base"}},
               {"expect": {"pending": None, "count": {"A": {"base": 2, "units": 5}}, "zone": {"rv": "trash"}}}]))


def test_recruit_the_vanguard_without_a_battlefield_goes_to_base() -> None:
    check(duel(
        {"hand": [{"card": "Recruit the Vanguard", "as": "rv"}], "runes": ["Order Rune"] * 6},
        steps=[{"act": "play", "by": "A", "card": "rv"},
               {"act": "pass", "by": "A"}, {"act": "pass", "by": "B"},
               {"expect": {"pending": None, "count": {"A": {"base": 4, "units": 4}}}}]))
