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
