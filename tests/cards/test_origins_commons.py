"""Origins (OGN) commons and uncommons (game/cards/origins_commons.py): set up, play, check."""

from __future__ import annotations

from typing import Any

from .helpers import check, duel
from .test_origins import CARDS, RESOLVE, bf, u

B_FIRST = [{"act": "pass", "by": "B"}, {"act": "pass", "by": "A"}]
GEAR = {**CARDS, "Trinket": {"type": "gear", "cost": 0}}


def runes(domain: str, n: int = 10) -> list[str]:
    return [f"{domain.title()} Rune"] * n


def hand(*cards: str) -> list[dict[str, Any]]:
    return [{"card": c, "as": c.split()[0].lower().strip("'!,")} for c in cards]


def enemy_at_bf1(*units: dict[str, Any], card: str | None = None) -> list[dict[str, Any]]:
    return [bf("bf1", "B", *units, card=card), bf("bf2")]


def play(card: str, **more: Any) -> dict[str, Any]:
    return {"act": "play", "by": "A", "card": card, **more}


# -- Fury ---------------------------------------------------------------------------------

def test_hextech_ray_deals_3_to_a_unit_at_a_battlefield() -> None:
    check(duel({"hand": hand("Hextech Ray"), "runes": runes("fury"), "base": [u("Ogre", "home", "A")]},
               battlefields=enemy_at_bf1(u("Ogre", "o", "B")), cards=CARDS,
               steps=[play("hextech", targets=["home"], expect_error=True), play("hextech", targets=["o"]), *RESOLVE,
                      {"expect": {"damage": {"o": 3}}}]))


def test_chemtech_enforcer_discards_1_when_played() -> None:
    check(duel({"hand": [*hand("Chemtech Enforcer"), {"card": "Filler", "as": "f"}], "runes": runes("fury")},
               cards=CARDS, steps=[play("chemtech", to="base"), *RESOLVE,
                                   {"expect": {"zone": {"f": "trash", "chemtech": "base"}}}]))


def test_thermo_beam_kills_all_gear() -> None:
    check(duel({"hand": hand("Thermo Beam"), "runes": runes("fury"), "base": [{"card": "Trinket", "as": "g1"}]},
               {"base": [{"card": "Trinket", "as": "g2"}, u("Pup", "p", "B")]}, cards=GEAR,
               steps=[play("thermo"), *RESOLVE, {"expect": {"zone": {"g1": "trash", "g2": "trash", "p": "base"}}}]))


# -- Mind ---------------------------------------------------------------------------------

def test_falling_comet_deals_6() -> None:
    check(duel({"hand": hand("Falling Comet"), "runes": runes("mind")},
               battlefields=enemy_at_bf1(u("Ogre", "o", "B")), cards=CARDS,
               steps=[play("falling", targets=["o"]), *RESOLVE, {"expect": {"zone": {"o": "trash"}}}]))


def test_consult_the_past_draws_2() -> None:
    check(duel({"hand": hand("Consult the Past"), "runes": runes("mind")}, cards=CARDS,
               steps=[play("consult"), *RESOLVE, {"expect": {"count": {"A": {"hand": 2}}}}]))


def test_smoke_screen_gives_minus_4_to_a_minimum_of_1() -> None:
    check(duel({"hand": [{"card": "Smoke Screen", "as": "s1"}, {"card": "Smoke Screen", "as": "s2"}],
                "runes": runes("mind"), "base": [u("Ogre", "o", "A"), u("Pup", "p", "A")]}, cards=CARDS,
               steps=[play("s1", targets=["o"]), *RESOLVE, play("s2", targets=["p"]), *RESOLVE,
                      {"expect": {"might": {"o": 2, "p": 1}}}]))


def test_stupefy_gives_minus_1_and_draws() -> None:
    check(duel({"hand": hand("Stupefy"), "runes": runes("mind"), "base": [u("Ogre", "o", "A")]}, cards=CARDS,
               steps=[play("stupefy", targets=["o"]), *RESOLVE,
                      {"expect": {"might": {"o": 5}, "count": {"A": {"hand": 1}}}}]))


def test_lecturing_yordle_draws_1() -> None:
    check(duel({"hand": hand("Lecturing Yordle"), "runes": runes("mind")}, cards=CARDS,
               steps=[play("lecturing", to="base"), *RESOLVE, {"expect": {"count": {"A": {"hand": 1}}}}]))


def test_riptide_rex_deals_6_to_an_enemy_unit_at_a_battlefield() -> None:
    check(duel({"hand": hand("Riptide Rex"), "runes": runes("mind")},
               battlefields=enemy_at_bf1(u("Ogre", "o", "B")), cards=CARDS,
               steps=[play("riptide", to="base"), *RESOLVE, {"expect": {"zone": {"o": "trash"}}}]))


def test_watchful_sentry_draws_when_it_dies() -> None:
    check(duel({"hand": hand("Doom"), "base": [u("Watchful Sentry", "w", "A")]}, cards=CARDS,
               steps=[play("doom", targets=["w"]), *RESOLVE, *RESOLVE,
                      {"expect": {"zone": {"w": "trash"}, "count": {"A": {"hand": 1}}}}]))


def test_sprite_call_plays_a_sprite_token() -> None:
    check(duel({"hand": hand("Sprite Call"), "runes": runes("mind")}, cards=CARDS,
               steps=[play("sprite", to=None), *RESOLVE,
                      {"expect": {"count": {"A": {"base": 1, "units": 1}}}}]))


def test_sprite_mother_plays_a_sprite_here() -> None:
    check(duel({"hand": hand("Sprite Mother"), "runes": runes("mind")},
               battlefields=[bf("bf1", "A", u("Pup", "p", "A")), bf("bf2")], cards=CARDS,
               steps=[play("sprite", to="bf1"), *RESOLVE,
                      {"expect": {"count": {"A": {"base": 0, "units": 3}}}}]))


def test_orb_of_regret_gives_minus_1() -> None:
    check(duel({"base": [{"card": "Orb of Regret", "as": "orb"}, u("Ogre", "o", "A")]}, cards=CARDS,
               steps=[{"act": "activate", "by": "A", "source": "orb", "targets": ["o"]}, *RESOLVE,
                      {"expect": {"might": {"o": 5}, "exhausted": {"orb": True}}}]))


# -- Body ---------------------------------------------------------------------------------

def test_flurry_of_blades_deals_1_to_units_at_battlefields() -> None:
    check(duel({"hand": hand("Flurry of Blades"), "runes": runes("body"), "base": [u("Ogre", "home", "A")]},
               battlefields=enemy_at_bf1(u("Ogre", "o", "B")), cards=CARDS,
               steps=[play("flurry"), *RESOLVE, {"expect": {"damage": {"o": 1, "home": 0}}}]))


def test_challenge_units_deal_their_might_to_each_other() -> None:
    check(duel({"hand": hand("Challenge"), "runes": runes("body"), "base": [u("Ogre", "o", "A")]},
               battlefields=enemy_at_bf1(u("Pup", "p", "B")), cards=CARDS,
               steps=[play("challenge", targets=["o", "p"]), *RESOLVE,
                      {"expect": {"damage": {"o": 2}, "zone": {"p": "trash"}}}]))


def test_crackshot_corsair_deals_1_when_it_attacks() -> None:
    check(duel({"base": [u("Crackshot Corsair", "c", "A")]},
               battlefields=enemy_at_bf1(u("Ogre", "o", "B")), cards=CARDS,
               steps=[{"act": "move", "by": "A", "units": ["c"], "to": "bf1"},
                      {"expect": {"chain": ["Crackshot Corsair (attack)"]}}, *RESOLVE,
                      {"expect": {"damage": {"o": 1}}}]))


def test_first_mate_readies_another_unit() -> None:
    check(duel({"hand": hand("First Mate"), "runes": runes("body"), "base": [u("Ogre", "o", "A", exhausted=True)]},
               cards=CARDS, steps=[play("first", to="base"), *RESOLVE, {"expect": {"exhausted": {"o": False}}}]))


def test_pit_rookie_buffs_another_friendly_unit() -> None:
    check(duel({"hand": hand("Pit Rookie"), "runes": runes("body"), "base": [u("Ogre", "o", "A")]},
               cards=CARDS, steps=[play("pit", to="base"), *RESOLVE,
                                   {"expect": {"buffed": {"o": True, "pit": False}}}]))


def test_stormclaw_ursine_channels_1_exhausted() -> None:
    check(duel({"hand": hand("Stormclaw Ursine"), "runes": runes("body", 8), "rune_deck": ["Body Rune"]},
               cards=CARDS, steps=[play("stormclaw", to="base"), *RESOLVE,
                                   {"expect": {"count": {"A": {"runes": 9, "rune_deck": 0}}}}]))


def test_kinkou_monk_buffs_up_to_two_other_friendly_units() -> None:
    check(duel({"hand": hand("Kinkou Monk"), "runes": runes("body"),
                "base": [u("Ogre", "a", "A"), u("Pup", "b", "A"), u("Pup", "c", "A")]}, cards=CARDS,
               steps=[play("kinkou", to="base"),
                      {"act": "choose", "by": "A", "choice": {"targets": ["a", "c"]}}, *RESOLVE,
                      {"expect": {"buffed": {"a": True, "b": False, "c": True, "kinkou": False}}}]))


# -- Calm ---------------------------------------------------------------------------------

def test_rune_prison_stuns() -> None:
    check(duel({"hand": hand("Rune Prison"), "runes": runes("calm")},
               battlefields=enemy_at_bf1(u("Ogre", "o", "B")), cards=CARDS,
               steps=[play("rune", targets=["o"]), *RESOLVE, {"expect": {"stunned": {"o": True}}}]))


def test_solari_shieldbearer_stuns_a_unit() -> None:
    check(duel({"hand": hand("Solari Shieldbearer"), "runes": runes("calm")},
               battlefields=enemy_at_bf1(u("Ogre", "o", "B")), cards=CARDS,
               steps=[play("solari", to="base"),
                      {"act": "choose", "by": "A", "choice": {"targets": ["o"]}}, *RESOLVE,
                      {"expect": {"stunned": {"o": True, "solari": False}}}]))


def test_wind_wall_counters_a_spell() -> None:
    check(duel({"hand": [{"card": "Zap", "as": "zap"}], "runes": runes("fury")},
               {"hand": hand("Wind Wall"), "runes": runes("calm")},
               battlefields=enemy_at_bf1(u("Ogre", "o", "B")), cards=CARDS,
               steps=[play("zap", targets=["o"]), {"act": "pass", "by": "A"},
                      {"act": "play", "by": "B", "card": "wind", "targets": ["zap"]}, *B_FIRST,
                      {"expect": {"zone": {"zap": "trash", "wind": "trash"}, "damage": {"o": 0}, "chain": []}}]))


def test_discipline_gives_plus_2_and_draws() -> None:
    check(duel({"hand": hand("Discipline"), "runes": runes("calm"), "base": [u("Pup", "p", "A")]}, cards=CARDS,
               steps=[play("discipline", targets=["p"]), *RESOLVE,
                      {"expect": {"might": {"p": 4}, "count": {"A": {"hand": 1}}}}]))


# -- Chaos --------------------------------------------------------------------------------

def test_rebuke_returns_a_unit_at_a_battlefield() -> None:
    check(duel({"hand": hand("Rebuke"), "runes": runes("chaos")},
               battlefields=enemy_at_bf1(u("Ogre", "o", "B")), cards=CARDS,
               steps=[play("rebuke", targets=["o"]), *RESOLVE,
                      {"expect": {"zone": {"o": "hand"}, "count": {"B": {"hand": 1}}}}]))


def test_gust_returns_only_a_unit_with_3_might_or_less() -> None:
    check(duel({"hand": hand("Gust"), "runes": runes("chaos")},
               battlefields=enemy_at_bf1(u("Ogre", "o", "B"), u("Pup", "p", "B")), cards=CARDS,
               steps=[play("gust", targets=["o"], expect_error=True), play("gust", targets=["p"]), *RESOLVE,
                      {"expect": {"zone": {"p": "hand", "o": "bf1"}}}]))


def test_morbid_return_returns_a_unit_from_your_trash() -> None:
    check(duel({"hand": hand("Morbid Return"), "runes": runes("chaos"), "trash": [{"card": "Pup", "as": "p"}]},
               cards=CARDS, steps=[play("morbid", targets=["p"]), *RESOLVE, {"expect": {"zone": {"p": "hand"}}}]))


def test_cemetery_attendant_returns_a_unit_from_your_trash() -> None:
    check(duel({"hand": hand("Cemetery Attendant"), "runes": runes("chaos"), "trash": [{"card": "Pup", "as": "p"}]},
               cards=CARDS, steps=[play("cemetery", to="base"), *RESOLVE, {"expect": {"zone": {"p": "hand"}}}]))


def test_fight_or_flight_moves_a_unit_to_its_base() -> None:
    check(duel({"hand": hand("Fight or Flight"), "runes": runes("chaos")},
               battlefields=enemy_at_bf1(u("Ogre", "o", "B")), cards=CARDS,
               steps=[play("fight", targets=["o"]), *RESOLVE, {"expect": {"zone": {"o": "base"}}}]))


def test_zaunite_bouncer_returns_another_unit_at_a_battlefield() -> None:
    check(duel({"hand": hand("Zaunite Bouncer"), "runes": runes("chaos")},
               battlefields=enemy_at_bf1(u("Ogre", "o", "B")), cards=CARDS,
               steps=[play("zaunite", to="base"), *RESOLVE, {"expect": {"zone": {"o": "hand", "zaunite": "base"}}}]))


def test_traveling_merchant_discards_then_draws_when_it_moves() -> None:
    check(duel({"base": [u("Traveling Merchant", "m", "A")], "hand": [{"card": "Pup", "as": "h"}]},
               battlefields=[bf("bf1"), bf("bf2")], cards=CARDS,
               steps=[{"act": "move", "by": "A", "units": ["m"], "to": "bf1"},
                      {"expect": {"chain": ["Traveling Merchant (move)"]}}, *RESOLVE,
                      {"expect": {"zone": {"h": "trash"}, "count": {"A": {"hand": 1}}}}]))


# -- Order --------------------------------------------------------------------------------

def test_vengeance_kills_a_unit() -> None:
    check(duel({"hand": hand("Vengeance"), "runes": runes("order")}, {"base": [u("Ogre", "o", "B")]}, cards=CARDS,
               steps=[play("vengeance", targets=["o"]), *RESOLVE, {"expect": {"zone": {"o": "trash"}}}]))


def test_faithful_manufactor_plays_a_recruit_here() -> None:
    check(duel({"hand": hand("Faithful Manufactor"), "runes": runes("order")},
               battlefields=[bf("bf1", "A", u("Pup", "p", "A")), bf("bf2")], cards=CARDS,
               steps=[play("faithful", to="bf1"), *RESOLVE, {"expect": {"count": {"A": {"base": 0, "units": 3}}}}]))


def test_soaring_scout_channels_when_it_dies() -> None:
    check(duel({"hand": hand("Doom"), "base": [u("Soaring Scout", "s", "A")], "rune_deck": ["Order Rune"]},
               cards=CARDS, steps=[play("doom", targets=["s"]), *RESOLVE, *RESOLVE,
                                   {"expect": {"count": {"A": {"runes": 1}}}}]))


def test_back_to_back_gives_two_friendly_units_plus_2() -> None:
    check(duel({"hand": hand("Back to Back"), "runes": runes("order"),
                "base": [u("Pup", "a", "A"), u("Pup", "b", "A")]}, cards=CARDS,
               steps=[play("back", targets=["a", "a"], expect_error=True), play("back", targets=["a", "b"]),
                      *RESOLVE, {"expect": {"might": {"a": 4, "b": 4}}}]))


def test_noxian_drummer_plays_a_recruit_when_it_moves_to_a_battlefield() -> None:
    check(duel({"base": [u("Noxian Drummer", "d", "A")]}, battlefields=[bf("bf1"), bf("bf2")], cards=CARDS,
               steps=[{"act": "move", "by": "A", "units": ["d"], "to": "bf1"}, *RESOLVE,
                      {"expect": {"count": {"A": {"units": 2, "base": 0}}}}]))


def test_peak_guardian_buffs_itself_and_friendly_units_there() -> None:
    check(duel({"hand": hand("Peak Guardian"), "runes": runes("order"), "base": [u("Pup", "home", "A")]},
               battlefields=[bf("bf1", "A", u("Pup", "p", "A")), bf("bf2")], cards=CARDS,
               steps=[play("peak", to="bf1"), *RESOLVE,
                      {"expect": {"buffed": {"peak": True, "p": True, "home": False}}}]))


# -- batch 2: conditions, restricted selectors, prevention ---------------------------------

def test_captain_farron_gives_other_friendly_units_here_assault() -> None:
    check(duel({"base": [u("Pup", "home", "A")]},
               battlefields=[bf("bf1", "A", u("Captain Farron", "c", "A"), u("Pup", "p", "A")), bf("bf2")], cards=CARDS,
               steps=[{"expect": {"keywords": {"p": ["Assault 1"], "home": [], "c": []}}}]))


def test_raging_soul_has_assault_and_ganking_after_a_discard() -> None:
    check(duel({"base": [u("Raging Soul", "r", "A")], "hand": hand("Chemtech Enforcer") + [{"card": "Pup", "as": "x"}],
                "runes": runes("fury")}, cards=CARDS,
               steps=[{"expect": {"keywords": {"r": []}}}, play("chemtech", to="base"), *RESOLVE,
                      {"expect": {"zone": {"x": "trash"}, "keywords": {"r": ["Assault 1", "Ganking"]}}}]))


def test_retreat_returns_a_friendly_unit_and_its_owner_channels() -> None:
    check(duel({"hand": hand("Retreat"), "runes": runes("mind", 2), "rune_deck": ["Mind Rune"],
                "base": [u("Ogre", "o", "A")]}, cards=CARDS,
               steps=[play("retreat", targets=["o"]), *RESOLVE,
                      {"expect": {"zone": {"o": "hand"}, "count": {"A": {"runes": 3}}}}]))


def test_ravenbloom_student_grows_when_you_play_a_spell() -> None:
    check(duel({"base": [u("Ravenbloom Student", "r", "A")], "hand": hand("Consult the Past"), "runes": runes("mind")},
               cards=CARDS, steps=[{"expect": {"might": {"r": 2}}}, play("consult"), *RESOLVE, *RESOLVE,
                                   {"expect": {"might": {"r": 3}}}]))


def test_mushroom_pouch_draws_with_a_facedown_card_at_a_battlefield() -> None:
    check(duel({"base": [{"card": "Mushroom Pouch", "as": "m"}]}, cards=CARDS,
               turn={"player": "A", "phase": "beginning", "number": 3},
               battlefields=[{"as": "bf1", "controller": "A", "units": [u("Pup", "p", "A")],
                              "facedown": {"card": "Consult the Past", "owner": "A"}}, bf("bf2")],
               steps=[{"expect": {"chain": ["Mushroom Pouch (start_beginning)"]}}, *RESOLVE,
                      {"act": "run_until", "phase": "main"}, {"expect": {"count": {"A": {"hand": 2}}}}]))


def test_bilgewater_bully_has_ganking_while_buffed() -> None:
    check(duel({"base": [u("Bilgewater Bully", "b", "A", buff=True), u("Bilgewater Bully", "n", "A")]}, cards=CARDS,
               steps=[{"expect": {"keywords": {"b": ["Ganking"], "n": []}}}]))


def test_arena_bar_buffs_an_exhausted_friendly_unit() -> None:
    check(duel({"base": [{"card": "Arena Bar", "as": "bar"}, u("Pup", "tired", "A", exhausted=True), u("Pup", "fresh", "A")]},
               cards=CARDS,
               steps=[{"act": "activate", "by": "A", "source": "bar", "targets": ["fresh"], "expect_error": True},
                      {"act": "activate", "by": "A", "source": "bar", "targets": ["tired"]}, *RESOLVE,
                      {"expect": {"buffed": {"tired": True, "fresh": False}}}]))


def test_mobilize_channels_or_draws() -> None:
    check(duel({"hand": [{"card": "Mobilize", "as": "m1"}, {"card": "Mobilize", "as": "m2"}], "runes": runes("body"),
                "rune_deck": ["Body Rune"]}, cards=CARDS,
               steps=[play("m1"), *RESOLVE, {"expect": {"count": {"A": {"runes": 11, "hand": 1}}}},
                      play("m2"), *RESOLVE, {"expect": {"count": {"A": {"runes": 11, "hand": 1}}}}]))


def test_catalyst_of_aeons_draws_when_it_channels_fewer_than_2() -> None:
    check(duel({"hand": hand("Catalyst of Aeons"), "runes": runes("body"), "rune_deck": ["Body Rune"]}, cards=CARDS,
               steps=[play("catalyst"), *RESOLVE, {"expect": {"count": {"A": {"runes": 11, "hand": 1}}}}]))


def test_unyielding_spirit_prevents_spell_damage_this_turn() -> None:
    check(duel({"hand": hand("Unyielding Spirit") + [{"card": "Zap", "as": "zap"}],
                "runes": runes("body", 4) + runes("fury", 2)},
               battlefields=enemy_at_bf1(u("Ogre", "o", "B")), cards=CARDS,
               steps=[play("unyielding"), *RESOLVE, play("zap", targets=["o"]), *RESOLVE,
                      {"expect": {"damage": {"o": 0}}}]))


def test_wielder_of_water_has_plus_2_attacking_alone() -> None:
    check(duel({"base": [u("Wielder of Water", "w", "A")]}, battlefields=enemy_at_bf1(u("Ogre", "o", "B")),
               cards=CARDS,
               steps=[{"expect": {"might": {"w": 2}}}, {"act": "move", "by": "A", "units": ["w"], "to": "bf1"},
                      {"expect": {"might": {"w": 4}}}]))


def test_wizened_elder_has_an_additional_plus_1_while_buffed() -> None:
    check(duel({"base": [u("Wizened Elder", "w", "A", buff=True), u("Wizened Elder", "n", "A")]}, cards=CARDS,
               steps=[{"expect": {"might": {"w": 6, "n": 4}}}]))


def test_spirits_refuge_buffs_and_gives_buffed_friendly_units_deflect() -> None:
    check(duel({"hand": hand("Spirit's Refuge"), "runes": runes("calm"),
                "base": [u("Pup", "p", "A"), u("Pup", "q", "A")]}, cards=CARDS,
               steps=[play("spirit's"), {"act": "choose", "by": "A", "choice": {"targets": ["p"]}}, *RESOLVE,
                      {"expect": {"buffed": {"p": True}, "keywords": {"p": ["Deflect 1"], "q": []}}}]))


def test_poro_herder_buffs_and_draws_only_with_a_poro() -> None:
    cards = {**CARDS, "Snowball": {"type": "unit", "might": 1, "cost": 0, "tags": ["Poro"]}}
    check(duel({"hand": hand("Poro Herder"), "runes": runes("calm"), "base": [u("Snowball", "s", "A")]}, cards=cards,
               steps=[play("poro", to="base"), *RESOLVE,
                      {"expect": {"buffed": {"poro": True}, "count": {"A": {"hand": 1}}}}]))
    check(duel({"hand": hand("Poro Herder"), "runes": runes("calm")}, cards=cards,
               steps=[play("poro", to="base"), {"expect": {"chain": [], "buffed": {"poro": False}}}]))


def test_defy_counters_only_a_cheap_spell() -> None:
    cards = {**CARDS, "Big Zap": {"type": "spell", "cost": 5, "keywords": ["Action"],
                                  "script": {"effects": [["draw", {"amount": 1}]]}}}
    check(duel({"hand": [{"card": "Big Zap", "as": "big"}, {"card": "Zap", "as": "zap"}], "runes": runes("fury")},
               {"hand": [{"card": "Defy", "as": "d1"}], "runes": runes("calm")}, cards=cards,
               battlefields=enemy_at_bf1(u("Ogre", "o", "B")),
               steps=[play("big"), {"act": "pass", "by": "A"},
                      {"act": "play", "by": "B", "card": "d1", "targets": ["big"], "expect_error": True},
                      {"act": "pass", "by": "B"},
                      play("zap", targets=["o"]), {"act": "pass", "by": "A"},
                      {"act": "play", "by": "B", "card": "d1", "targets": ["zap"]}, *B_FIRST,
                      {"expect": {"zone": {"zap": "trash"}, "damage": {"o": 0}}}]))


def test_the_syren_moves_a_friendly_unit_to_base() -> None:
    check(duel({"base": [{"card": "The Syren", "as": "s"}], "runes": runes("chaos", 1)},
               battlefields=[bf("bf1", "A", u("Pup", "p", "A")), bf("bf2")], cards=CARDS,
               steps=[{"act": "activate", "by": "A", "source": "s", "targets": ["p"]}, *RESOLVE,
                      {"expect": {"zone": {"p": "base"}, "exhausted": {"s": True}}}]))


def test_hidden_blade_kills_and_its_controller_draws_2() -> None:
    check(duel({"hand": hand("Hidden Blade"), "runes": runes("order")},
               battlefields=enemy_at_bf1(u("Ogre", "o", "B")), cards=CARDS,
               steps=[play("hidden", targets=["o"]), *RESOLVE,
                      {"expect": {"zone": {"o": "trash"}, "count": {"A": {"hand": 0}, "B": {"hand": 2}}}}]))


def test_salvage_may_kill_a_gear_and_draws() -> None:
    check(duel({"hand": hand("Salvage") + [{"card": "Filler", "as": "f"}], "runes": runes("order")},
               {"base": [{"card": "Trinket", "as": "g"}]}, cards=GEAR,
               steps=[{"act": "play", "by": "A", "card": "salvage", "targets": ["g"]}, *RESOLVE,
                      {"expect": {"zone": {"g": "trash"}, "count": {"A": {"hand": 2}}}}]))


# -- batch 3: play events, entering ready, target conditions -------------------------------

def test_magma_wurm_makes_other_friendly_units_enter_ready() -> None:
    check(duel({"base": [u("Magma Wurm", "w", "A")], "hand": [{"card": "Pup", "as": "p"}], "runes": runes("fury", 2)},
               cards=CARDS, steps=[play("p", to="base"), {"expect": {"exhausted": {"p": False}}}]))
    check(duel({"hand": [{"card": "Pup", "as": "p"}], "runes": runes("fury", 2)},
               cards=CARDS, steps=[play("p", to="base"), {"expect": {"exhausted": {"p": True}}}]))


def test_sun_disc_makes_the_next_unit_enter_ready_with_legion() -> None:
    check(duel({"base": [{"card": "Sun Disc", "as": "s"}], "runes": runes("fury", 4),
                "hand": [{"card": "Pup", "as": "p1"}, {"card": "Pup", "as": "p2"}, {"card": "Pup", "as": "p3"}]},
               cards=CARDS,
               steps=[{"act": "activate", "by": "A", "source": "s", "expect_error": True},
                      play("p1", to="base"), {"act": "activate", "by": "A", "source": "s"}, *RESOLVE,
                      play("p2", to="base"), play("p3", to="base"),
                      {"expect": {"exhausted": {"p1": True, "p2": False, "p3": True}}}]))


def test_iron_ballista_enters_exhausted_and_deals_2() -> None:
    check(duel({"hand": hand("Iron Ballista"), "runes": runes("fury")},
               battlefields=enemy_at_bf1(u("Ogre", "o", "B")), cards=CARDS,
               steps=[play("iron"), {"expect": {"zone": {"iron": "base"}, "exhausted": {"iron": True}}},
                      {"act": "activate", "by": "A", "source": "iron", "targets": ["o"], "expect_error": True}]))
    check(duel({"base": [{"card": "Iron Ballista", "as": "b"}]},
               battlefields=enemy_at_bf1(u("Ogre", "o", "B")), cards=CARDS,
               steps=[{"act": "activate", "by": "A", "source": "b", "targets": ["o"]}, *RESOLVE,
                      {"expect": {"damage": {"o": 2}}}]))


def test_pit_crew_readies_when_you_play_a_gear() -> None:
    check(duel({"base": [u("Pit Crew", "c", "A", exhausted=True)], "hand": [{"card": "Trinket", "as": "g"},
                                                                        {"card": "Pup", "as": "p"}],
                "runes": runes("mind", 2)}, cards=GEAR,
               steps=[play("p", to="base"), {"expect": {"chain": [], "exhausted": {"c": True}}},
                      play("g"), *RESOLVE, {"expect": {"exhausted": {"c": False}}}]))


def test_cithria_buffs_herself_when_you_play_another_unit() -> None:
    check(duel({"hand": hand("Cithria of Cloudfield") + [{"card": "Pup", "as": "p"}], "runes": runes("body")},
               cards=CARDS,
               steps=[play("cithria", to="base"), {"expect": {"chain": [], "buffed": {"cithria": False}}},
                      play("p", to="base"), *RESOLVE, {"expect": {"buffed": {"cithria": True}}}]))


def test_herald_of_scales_makes_dragons_cheaper() -> None:
    cards = {**CARDS, "Wyrm": {"type": "unit", "might": 5, "cost": 4, "tags": ["Dragon"]},
             "Lizard": {"type": "unit", "might": 5, "cost": 4}}
    check(duel({"base": [u("Herald of Scales", "h", "A")], "runes": runes("body", 2),
                "hand": [{"card": "Wyrm", "as": "w"}, {"card": "Lizard", "as": "l"}]}, cards=cards,
               steps=[play("l", to="base", expect_error=True), play("w", to="base"),
                      {"expect": {"zone": {"w": "base"}}}]))


def test_dune_drake_grows_when_attacking_a_ready_enemy() -> None:
    for tired, might in ((False, 7), (True, 5)):
        check(duel({"base": [u("Dune Drake", "d", "A")]},
                   battlefields=enemy_at_bf1(u("Pup", "p", "B", exhausted=tired)), cards=CARDS,
                   steps=[{"act": "move", "by": "A", "units": ["d"], "to": "bf1"}, *RESOLVE,
                          {"expect": {"might": {"d": might}}}]))


def test_confront_units_you_play_this_turn_enter_ready() -> None:
    check(duel({"hand": hand("Confront") + [{"card": "Pup", "as": "p"}], "runes": runes("body")}, cards=CARDS,
               steps=[play("confront"), *RESOLVE, play("p", to="base"),
                      {"expect": {"exhausted": {"p": False}, "count": {"A": {"hand": 1}}}}]))


def test_en_garde_adds_one_more_when_alone() -> None:
    check(duel({"hand": [{"card": "En Garde", "as": "e1"}, {"card": "En Garde", "as": "e2"}], "runes": runes("calm")},
               battlefields=[bf("bf1", "A", u("Pup", "alone", "A")), bf("bf2", "A", u("Pup", "a", "A"), u("Pup", "b", "A"))],
               cards=CARDS,
               steps=[play("e1", targets=["alone"]), *RESOLVE, play("e2", targets=["a"]), *RESOLVE,
                      {"expect": {"might": {"alone": 4, "a": 3}}}]))


def test_adaptatron_may_kill_a_gear_to_buff_itself() -> None:
    check(duel({"base": [u("Adaptatron", "a", "A")]}, {"base": [{"card": "Trinket", "as": "g"}]}, cards=GEAR,
               battlefields=enemy_at_bf1(u("Pup", "e", "B")),
               steps=[{"act": "move", "by": "A", "units": ["a"], "to": "bf1"}, *RESOLVE,
                      {"expect": {"pending": {"player": "A", "kind": "choose_targets"}}},
                      {"act": "choose", "by": "A", "choice": {"targets": ["g"]}}, *RESOLVE,
                      {"expect": {"zone": {"g": "trash"}, "buffed": {"a": True}}}]))


def test_ember_monk_grows_when_you_play_a_hidden_card() -> None:
    check(duel({"base": [u("Ember Monk", "m", "A")], "runes": runes("mind")},
               battlefields=[{"as": "bf1", "controller": "A", "units": [u("Pup", "p", "A")],
                              "facedown": {"card": "Consult the Past", "owner": "A", "as": "c"}}, bf("bf2")],
               cards=CARDS,
               steps=[{"expect": {"might": {"m": 4}}}, {"act": "play", "by": "A", "card": "c", "from": "facedown"},
                      *RESOLVE, *RESOLVE, {"expect": {"might": {"m": 6}}}]))


def test_stacked_deck_keeps_one_of_three_and_recycles_the_rest() -> None:
    check(duel({"hand": hand("Stacked Deck"), "runes": runes("chaos"),
                "deck": [{"card": "Pup", "as": "d1"}, {"card": "Ogre", "as": "d2"}, {"card": "Filler", "as": "d3"},
                         {"card": "Filler", "as": "d4"}]}, cards=CARDS,
               steps=[play("stacked"), *RESOLVE, {"expect": {"pending": {"player": "A", "kind": "choose_cards"}}},
                      {"act": "choose", "by": "A", "choice": {"cards": ["d2"]}},
                      {"expect": {"zone": {"d2": "hand", "d1": "main_deck"}, "count": {"A": {"hand": 1, "main_deck": 3}}}},
                      {"act": "end_turn", "by": "A"}]))


def test_solari_chief_kills_a_stunned_enemy_or_stuns_it() -> None:
    for stunned, zone in ((True, "trash"), (False, "bf1")):
        check(duel({"hand": hand("Solari Chief"), "runes": runes("order")},
                   battlefields=enemy_at_bf1(u("Ogre", "o", "B", stunned=stunned)), cards=CARDS,
                   steps=[play("solari", to="base"), *RESOLVE,
                          {"expect": {"zone": {"o": zone}} if stunned else {"zone": {"o": zone}, "stunned": {"o": True}}}]))


def test_facebreaker_stuns_a_friendly_and_an_enemy_at_the_same_battlefield() -> None:
    check(duel({"hand": hand("Facebreaker"), "runes": runes("order")},
               battlefields=[bf("bf1", "B", u("Pup", "mine", "A"), u("Ogre", "o", "B")), bf("bf2", "B", u("Ogre", "far", "B"))],
               cards=CARDS,
               steps=[play("facebreaker", targets=["mine", "far"], expect_error=True),
                      play("facebreaker", targets=["mine", "o"]), *RESOLVE,
                      {"expect": {"stunned": {"mine": True, "o": True, "far": False}}}]))


# -- batch 4 ------------------------------------------------------------------------------

def test_gemcraft_seer_gives_other_friendly_units_vision() -> None:
    check(duel({"base": [u("Gemcraft Seer", "g", "A")], "hand": [{"card": "Pup", "as": "p"}], "runes": runes("mind", 2),
                "deck": [{"card": "Ogre", "as": "top"}, "Filler"]}, cards=CARDS,
               steps=[play("p", to="base"), {"expect": {"keywords": {"p": ["Vision"]}}}, *RESOLVE,
                      {"expect": {"pending": {"player": "A", "kind": "may"}}},
                      {"act": "choose", "by": "A", "choice": {"yes": True}},
                      {"expect": {"zone": {"top": "main_deck"}, "count": {"A": {"main_deck": 2}}}}]))


def test_wildclaw_shaman_may_spend_a_buff_to_buff_and_ready_itself() -> None:
    check(duel({"hand": hand("Wildclaw Shaman"), "runes": runes("body"), "base": [u("Pup", "p", "A", buff=True)]},
               cards=CARDS, steps=[play("wildclaw", to="base"),  # decided and paid as it is finalized (383.3)
                                   {"act": "choose", "by": "A", "choice": {"yes": True}},
                                   {"expect": {"chain": ["Wildclaw Shaman (play)"], "buffed": {"p": False}}},
                                   *RESOLVE,
                                   {"expect": {"buffed": {"p": False, "wildclaw": True},
                                               "exhausted": {"wildclaw": False}}}]))


def test_cannon_barrage_hits_enemy_units_in_combat_only() -> None:
    check(duel({"base": [u("Ogre", "a", "A")]}, {"hand": hand("Cannon Barrage"), "runes": runes("body"),
                                               "base": [u("Ogre", "home", "B")]},
               battlefields=enemy_at_bf1(u("Ogre", "o", "B")), cards=CARDS,
               steps=[{"act": "move", "by": "A", "units": ["a"], "to": "bf1"},
                      {"act": "play", "by": "A", "card": "cannon", "expect_error": True},
                      {"act": "pass", "by": "A"},
                      {"act": "play", "by": "B", "card": "cannon"}, *B_FIRST,
                      {"expect": {"damage": {"a": 2, "o": 0, "home": 0}}}]))


def test_spoils_of_war_costs_2_less_after_an_enemy_unit_died() -> None:
    check(duel({"hand": hand("Spoils of War", "Doom"), "runes": runes("body", 2)},
               battlefields=enemy_at_bf1(u("Pup", "p", "B")), cards=CARDS,
               steps=[play("spoils", expect_error=True), play("doom", targets=["p"]), *RESOLVE,
                      play("spoils"), *RESOLVE, {"expect": {"count": {"A": {"hand": 2}}}}]))


def test_find_your_center_is_cheaper_near_an_opponents_victory() -> None:
    for pts, ok in ((5, True), (4, False)):
        check(duel({"hand": hand("Find Your Center"), "runes": runes("calm", 2), "rune_deck": ["Calm Rune"]},
                   {"points": pts}, cards=CARDS,
                   steps=[play("find", expect_error=not ok)]))


def test_fading_memories_gives_temporary_that_kills_at_the_next_beginning() -> None:
    check(duel({"hand": hand("Fading Memories"), "runes": runes("chaos")},
               {"base": [{"card": "Trinket", "as": "g"}, u("Pup", "home", "B")]},
               battlefields=enemy_at_bf1(u("Pup", "p", "B")), cards=GEAR,
               steps=[play("fading", targets=["home"], expect_error=True), play("fading", targets=["g"]), *RESOLVE,
                      {"expect": {"keywords": {"g": ["Temporary"]}}},
                      {"act": "end_turn", "by": "A"}, {"act": "run_until", "phase": "main"},
                      {"expect": {"turn": {"player": "B"}, "zone": {"g": "trash"}}}]))


def test_acceptable_losses_each_player_kills_one_of_their_gear() -> None:
    check(duel({"hand": hand("Acceptable Losses"), "runes": runes("chaos"),
                "base": [{"card": "Trinket", "as": "g1"}, {"card": "Trinket", "as": "g2"}]},
               {"base": [{"card": "Trinket", "as": "h1"}]}, cards=GEAR,
               steps=[play("acceptable"), *RESOLVE, {"expect": {"pending": {"player": "A", "kind": "choose_cards"}}},
                      {"act": "choose", "by": "A", "choice": {"cards": ["g2"]}},
                      {"expect": {"zone": {"g1": "base", "g2": "trash", "h1": "trash"}}}]))


def test_scrapheap_draws_when_discarded_or_killed() -> None:
    check(duel({"hand": [{"card": "Scrapheap", "as": "s"}, *hand("Chemtech Enforcer")], "runes": runes("fury")},
               cards=CARDS, steps=[play("chemtech", to="base"), *RESOLVE,
                                   {"expect": {"zone": {"s": "trash"}, "chain": ["Scrapheap (discarded)"]}}, *RESOLVE,
                                   {"expect": {"count": {"A": {"hand": 1}}}}]))
    check(duel({"hand": hand("Thermo Beam"), "runes": runes("fury"), "base": [{"card": "Scrapheap", "as": "s"}]},
               cards=CARDS, steps=[play("thermo"), *RESOLVE, *RESOLVE,
                                   {"expect": {"zone": {"s": "trash"}, "count": {"A": {"hand": 1}}}}]))


def test_cull_the_weak_each_player_kills_one_of_their_units() -> None:
    check(duel({"hand": hand("Cull the Weak"), "runes": runes("order"), "base": [u("Pup", "a", "A")]},
               {"base": [u("Pup", "b1", "B"), u("Ogre", "b2", "B")]}, cards=CARDS,
               steps=[play("cull"), *RESOLVE, {"expect": {"zone": {"a": "trash"}, "pending": {"player": "B"}}},
                      {"act": "choose", "by": "B", "choice": {"cards": ["b1"]}},
                      {"expect": {"zone": {"b1": "trash", "b2": "base"}}}]))


def test_imperial_decree_kills_any_unit_that_takes_damage_this_turn() -> None:
    check(duel({"hand": hand("Imperial Decree") + [{"card": "Zap", "as": "zap"}], "runes": runes("order", 4) + runes("fury", 2)},
               battlefields=enemy_at_bf1(u("Ogre", "o", "B")), cards=CARDS,
               steps=[play("imperial"), *RESOLVE, play("zap", targets=["o"]), *RESOLVE,
                      {"expect": {"zone": {"o": "bf1"}, "chain": ["Imperial Decree (unit_damaged)"]}}, *RESOLVE,
                      {"expect": {"zone": {"o": "trash"}}}]))


def test_vanguard_helm_buffs_another_when_a_buffed_friendly_unit_dies() -> None:
    check(duel({"hand": hand("Doom", "Doom"), "base": [{"card": "Vanguard Helm", "as": "h"}, u("Pup", "b", "A", buff=True),
                                                       u("Ogre", "o", "A")]}, cards=CARDS,
               steps=[play("doom", targets=["b"]), *RESOLVE,
                      {"expect": {"chain": ["Vanguard Helm (friendly_dies)"]}}, *RESOLVE,
                      {"expect": {"buffed": {"o": True}}}]))


def test_spectral_matron_plays_a_cheap_unit_from_the_trash() -> None:
    check(duel({"hand": hand("Spectral Matron"), "runes": runes("order"),
                "trash": [{"card": "Pup", "as": "p"}, {"card": "Riptide Rex", "as": "big"}]}, cards=CARDS,
               steps=[play("spectral", to="base"),
                      {"act": "choose", "by": "A", "choice": {"targets": ["big"]}, "expect_error": True},
                      {"act": "choose", "by": "A", "choice": {"targets": ["p"]}}, *RESOLVE,
                      {"expect": {"zone": {"p": "base", "big": "trash"}}}]))


# -- batch 5 ------------------------------------------------------------------------------

def test_mask_of_foresight_gives_a_lone_attacker_plus_1() -> None:
    check(duel({"base": [{"card": "Mask of Foresight", "as": "m"}, u("Pup", "p", "A")]},
               battlefields=enemy_at_bf1(u("Ogre", "o", "B")), cards=CARDS,
               steps=[{"act": "move", "by": "A", "units": ["p"], "to": "bf1"},
                      {"expect": {"chain": ["Mask of Foresight (alone_in_combat)"]}}, *RESOLVE,
                      {"expect": {"might": {"p": 3}}}]))


def test_pirates_haven_gives_a_unit_you_ready_plus_1() -> None:
    check(duel({"base": [{"card": "Pirate's Haven", "as": "h"}, u("Ogre", "o", "A", exhausted=True)],
                "hand": hand("First Mate"), "runes": runes("body")}, cards=CARDS,
               steps=[play("first", to="base"), *RESOLVE, {"expect": {"chain": ["Pirate's Haven (ready_unit)"]}},
                      *RESOLVE, {"expect": {"might": {"o": 7}, "exhausted": {"o": False}}}]))


def test_wallop_ignores_its_cost_when_a_buff_is_spent() -> None:
    check(duel({"hand": hand("Wallop"), "base": [u("Pup", "b", "A", buff=True), u("Ogre", "o", "A", exhausted=True)]},
               cards=CARDS,
               steps=[play("wallop", targets=["o"], expect_error=True),
                      play("wallop", targets=["o"], options={"additional_cost": True}), *RESOLVE,
                      {"expect": {"exhausted": {"o": False}, "buffed": {"b": False}}}]))


def test_call_to_glory_gives_plus_3() -> None:
    check(duel({"hand": hand("Call to Glory"), "base": [u("Pup", "b", "A", buff=True)]}, cards=CARDS,
               steps=[play("call", targets=["b"], options={"additional_cost": True}), *RESOLVE,
                      {"expect": {"might": {"b": 5}, "buffed": {"b": False}}}]))


def test_treasure_trove_draws_and_channels_when_it_leaves_the_board() -> None:
    check(duel({"base": [{"card": "Treasure Trove", "as": "t"}], "runes": [{"card": "Chaos Rune", "as": "r"}],
                "rune_deck": ["Chaos Rune"]}, cards=CARDS,
               steps=[{"act": "activate", "by": "A", "source": "t"}, *RESOLVE,
                      {"expect": {"zone": {"t": "trash"}, "chain": ["Treasure Trove (leaves)"]}}, *RESOLVE,
                      {"expect": {"count": {"A": {"hand": 1, "runes": 1}}}}]))


def test_whirlwind_each_player_may_return_a_unit_starting_with_the_next() -> None:
    check(duel({"hand": hand("Whirlwind"), "runes": runes("chaos"), "base": [u("Pup", "a", "A")]},
               {"base": [u("Ogre", "b", "B")]}, cards=CARDS,
               steps=[play("whirlwind"), *RESOLVE, {"expect": {"pending": {"player": "B", "kind": "choose_cards"}}},
                      {"act": "choose", "by": "B", "choice": {"cards": ["a"]}},
                      {"expect": {"pending": {"player": "A"}}},
                      {"act": "choose", "by": "A", "choice": {"cards": []}},
                      {"expect": {"zone": {"a": "hand", "b": "base"}, "pending": None}}]))


# -- batch 6: more additional costs ----------------------------------------------------------

def test_brazen_buccaneer_costs_2_less_with_a_discard() -> None:
    check(duel({"hand": hand("Brazen Buccaneer") + [{"card": "Pup", "as": "x"}], "runes": runes("fury", 4)},
               cards=CARDS,
               steps=[play("brazen", to="base", expect_error=True),
                      play("brazen", to="base", options={"additional_cost": True}),
                      {"expect": {"zone": {"brazen": "base", "x": "trash"}}}]))


def test_meditation_draws_2_when_a_friendly_unit_is_exhausted_for_it() -> None:
    for paid, drawn in ((True, 2), (False, 1)):
        check(duel({"hand": hand("Meditation"), "runes": runes("calm"), "base": [u("Pup", "p", "A")]}, cards=CARDS,
                   steps=[play("meditation", options={"additional_cost": paid}), *RESOLVE,
                          {"expect": {"count": {"A": {"hand": drawn}}, "exhausted": {"p": paid}}}]))


def test_portal_rescue_banishes_and_replays_a_friendly_unit_to_base() -> None:
    check(duel({"hand": hand("Portal Rescue"), "runes": runes("mind")},
               battlefields=[bf("bf1", "A", u("Ogre", "o", "A", damage=3)), bf("bf2")], cards=CARDS,
               steps=[play("portal", targets=["o"]), *RESOLVE,
                      {"expect": {"zone": {"o": "base"}, "damage": {"o": 0}, "exhausted": {"o": True}}}]))


def test_forge_of_the_future_plays_a_recruit_and_recycles_from_trashes() -> None:
    check(duel({"hand": hand("Forge of the Future"), "runes": runes("order"), "trash": [{"card": "Pup", "as": "t1"}]},
               {"trash": [{"card": "Pup", "as": "t2"}]}, cards=CARDS,
               steps=[play("forge"), *RESOLVE, {"expect": {"count": {"A": {"units": 1}}}},
                      {"act": "activate", "by": "A", "source": "forge"}, *RESOLVE,
                      {"expect": {"pending": {"player": "A", "kind": "choose_cards"}, "zone": {"forge": "trash"}}},
                      {"act": "choose", "by": "A", "choice": {"cards": ["t2"]}},
                      {"expect": {"zone": {"t1": "trash", "t2": "main_deck"}, "count": {"B": {"trash": 0}}}}]))


def test_charm_moves_an_enemy_unit_where_you_choose() -> None:
    """"Move an enemy unit." The destination is chosen as Charm is played (355.4): another location the
    unit may be at (355.4.a), not where it is."""
    check(duel({"hand": hand("Charm"), "runes": runes("calm")},
               battlefields=[bf("bf1", "B", u("Ogre", "o", "B")), bf("bf2"), bf("bf3")], cards=CARDS,
               steps=[play("charm", targets=["o"], expect_error=True),  # no destination
                      play("charm", targets=["o"], destination="bf1", expect_error=True),  # where it is
                      play("charm", targets=["o"], destination="bf3"),
                      {"expect": {"zone": {"o": "bf1"}, "pending": None}}, *RESOLVE,
                      {"expect": {"zone": {"o": "bf3"}, "pending": None}}]))


def test_charm_moves_nothing_when_its_destination_is_no_longer_valid() -> None:
    """B answers Charm by moving the unit to the battlefield Charm chose: that is now the unit's own
    location, no valid destination (355.4.a), so Charm's move doesn't happen and isn't asked again."""
    rally = {"type": "spell", "cost": 0, "keywords": ["Reaction"],
             "script": {"targets": [{"what": "unit", "who": "friendly"}], "effects": [["move", {"to": "t0"}]]}}
    check(duel({"hand": hand("Charm"), "runes": runes("calm")}, {"hand": [{"card": "Rally", "as": "r"}]},
               battlefields=[bf("bf1", "B", u("Ogre", "o", "B")), bf("bf2"), bf("bf3")],
               cards={**CARDS, "Rally": rally},
               steps=[play("charm", targets=["o"], destination="bf2"), {"act": "pass", "by": "A"},
                      {"act": "play", "by": "B", "card": "r", "targets": ["o"], "destination": "bf2"},
                      {"act": "pass", "by": "B"}, {"act": "pass", "by": "A"},
                      {"expect": {"zone": {"o": "bf2"}}},
                      {"act": "pass", "by": "A"}, {"act": "pass", "by": "B"},
                      {"expect": {"zone": {"o": "bf2"}, "pending": None, "log_contains": "can't move"}}]))


def test_ride_the_wind_moves_a_friendly_unit_and_readies_it() -> None:
    check(duel({"hand": hand("Ride the Wind"), "runes": runes("chaos"), "base": [u("Ogre", "o", "A", exhausted=True)]},
               battlefields=[bf("bf1"), bf("bf2")], cards=CARDS,
               steps=[play("ride", targets=["o"], destination="bf2"), *RESOLVE,
                      {"expect": {"zone": {"o": "bf2"}, "exhausted": {"o": False}}}]))


def test_pack_of_wonders_returns_another_friendly_permanent_or_facedown_card() -> None:
    fd = [{"as": "bf1", "controller": "A", "units": [u("Pup", "p", "A")],
           "facedown": {"card": "Consult the Past", "owner": "A", "as": "c"}}, bf("bf2")]
    for target in ("p", "c"):
        check(duel({"base": [{"card": "Pack of Wonders", "as": "pack"}]}, {"base": [u("Ogre", "o", "B")]},
                   battlefields=fd, cards=CARDS,
                   steps=[{"act": "activate", "by": "A", "source": "pack", "targets": ["o"], "expect_error": True},
                          {"act": "activate", "by": "A", "source": "pack", "targets": ["pack"], "expect_error": True},
                          {"act": "activate", "by": "A", "source": "pack", "targets": [target]}, *RESOLVE,
                          {"expect": {"zone": {target: "hand"}}}]))
