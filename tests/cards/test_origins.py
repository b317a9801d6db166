"""Origins (OGN) card scripts: set up, play, check each card's printed effect.

Every test sets a position, plays or triggers the card and checks what its text says
(and, where it matters, what it must not do), so a wrong script fails here.
"""

from __future__ import annotations

from typing import Any

from .helpers import check, duel

OGRE = {"Ogre": {"type": "unit", "might": 6, "cost": 1}}
CARDS: dict[str, Any] = {
    **OGRE,
    "Pup": {"type": "unit", "might": 2, "cost": 1},
    "Zap": {"type": "spell", "cost": 1, "domains": ["fury"], "keywords": ["Action"],
            "script": {"targets": [{"what": "unit"}], "effects": [["deal", {"amount": 2, "to": "t0"}]]}},
    "Daze": {"type": "spell", "cost": 0, "keywords": ["Action"],
             "script": {"targets": [{"what": "unit"}], "effects": [["stun", {"to": "t0"}]]}},
    "Rally": {"type": "spell", "cost": 0, "keywords": ["Action"],
              "script": {"targets": [{"what": "unit"}], "effects": [["ready", {"to": "t0"}]]}},
    "Doom": {"type": "spell", "cost": 0, "keywords": ["Action"],
             "script": {"targets": [{"what": "unit"}], "effects": [["kill", {"to": "t0"}]]}},
}
RESOLVE = [{"act": "pass", "by": "A"}, {"act": "pass", "by": "B"}]


def bf(label: str, controller: str | None = None, *units: dict[str, Any], card: str | None = None) -> dict[str, Any]:
    out: dict[str, Any] = {"as": label, "units": list(units)}
    if controller:
        out["controller"] = controller
    if card:
        out["card"] = card
    return out


def u(card: str, label: str, controller: str, **more: Any) -> dict[str, Any]:
    return {"card": card, "as": label, "controller": controller, **more}


# -- spells ------------------------------------------------------------------------------

def test_singularity_deals_six_to_up_to_two_units() -> None:
    check(duel(
        {"hand": [{"card": "Singularity", "as": "s"}], "runes": ["Mind Rune"] * 6},
        battlefields=[bf("bf1", "B", u("Ogre", "e1", "B"), u("Ogre", "e2", "B"), u("Ogre", "e3", "B")), bf("bf2")],
        cards=CARDS,
        steps=[{"act": "play", "by": "A", "card": "s", "targets": ["e1", "e1"], "expect_error": True},
               {"act": "play", "by": "A", "card": "s", "targets": ["e1", "e2"]}, *RESOLVE,
               {"expect": {"zone": {"e1": "trash", "e2": "trash", "e3": "bf1", "s": "trash"}}}]))
    check(duel(  # "up to": one target is enough
        {"hand": [{"card": "Singularity", "as": "s"}], "runes": ["Mind Rune"] * 6},
        battlefields=[bf("bf1", "B", u("Ogre", "e1", "B"), u("Ogre", "e2", "B")), bf("bf2")], cards=CARDS,
        steps=[{"act": "play", "by": "A", "card": "s", "targets": ["e2"]}, *RESOLVE,
               {"expect": {"zone": {"e1": "bf1", "e2": "trash"}, "damage": {"e1": 0}}}]))


def test_cleave_gives_assault_three_this_turn() -> None:
    check(duel(
        {"hand": [{"card": "Cleave", "as": "c"}], "runes": ["Fury Rune"], "base": [u("Pup", "p", "A")]},
        cards=CARDS,
        steps=[{"act": "play", "by": "A", "card": "c", "targets": ["p"]}, *RESOLVE,
               {"expect": {"keywords": {"p": ["Assault 3"]}, "might": {"p": 2}}},
               {"act": "end_turn", "by": "A"},
               {"expect": {"keywords": {"p": []}}}]))


def test_block_gives_shield_three_and_tank() -> None:
    check(duel(
        {"hand": [{"card": "Block", "as": "b"}], "runes": ["Calm Rune"] * 2, "base": [u("Pup", "p", "A")]},
        cards=CARDS,
        steps=[{"act": "play", "by": "A", "card": "b", "targets": ["p"]}, *RESOLVE,
               {"expect": {"keywords": {"p": ["Shield 3", "Tank"]}}}]))


def test_last_breath_readies_and_deals_its_might() -> None:
    check(duel(
        {"hand": [{"card": "Last Breath", "as": "lb"}], "runes": ["Calm Rune"] * 3,
         "base": [u("Ogre", "o", "A", exhausted=True)]},
        battlefields=[bf("bf1", "B", u("Ogre", "e", "B"), u("Pup", "p", "B")), bf("bf2")], cards=CARDS,
        steps=[{"act": "play", "by": "A", "card": "lb", "targets": ["p", "e"], "expect_error": True},
               {"act": "play", "by": "A", "card": "lb", "targets": ["o", "e"]}, *RESOLVE,
               {"expect": {"exhausted": {"o": False}, "zone": {"e": "trash"}, "damage": {"o": 0}}}]))


def test_sky_splitter_costs_less_by_the_highest_friendly_might() -> None:
    # Printed [8][Fury]: with a 6 Might unit it costs [2][Fury] (two runes: exhaust both, recycle one).
    play = [{"act": "play", "by": "A", "card": "ss", "targets": ["e"]}]
    check(duel(
        {"hand": [{"card": "Sky Splitter", "as": "ss"}], "runes": ["Fury Rune"] * 2, "base": [u("Ogre", "o", "A")]},
        battlefields=[bf("bf1", "B", u("Ogre", "e", "B")), bf("bf2")], cards=CARDS,
        steps=[*play, *RESOLVE, {"expect": {"damage": {"e": 5}, "zone": {"ss": "trash"}}}]))
    check(duel(
        {"hand": [{"card": "Sky Splitter", "as": "ss"}], "runes": ["Fury Rune"] * 2, "base": [u("Pup", "o", "A")]},
        battlefields=[bf("bf1", "B", u("Ogre", "e", "B")), bf("bf2")], cards=CARDS,
        steps=[{**play[0], "expect_error": True}]))


def test_falling_star_deals_three_twice() -> None:
    check(duel(
        {"hand": [{"card": "Falling Star", "as": "fs"}], "runes": ["Fury Rune"] * 2},
        {"base": [u("Pup", "home", "B")]},
        battlefields=[bf("bf1", "B", u("Ogre", "e", "B")), bf("bf2")], cards=CARDS,
        steps=[{"act": "play", "by": "A", "card": "fs", "targets": ["e"], "expect_error": True},
               {"act": "play", "by": "A", "card": "fs", "targets": ["e", "home"]}, *RESOLVE,
               {"expect": {"damage": {"e": 3}, "zone": {"home": "trash"}}}]))


def test_stand_united_buffs_and_buffs_give_one_more() -> None:
    check(duel(
        {"hand": [{"card": "Stand United", "as": "su"}], "runes": ["Calm Rune"] * 3,
         "base": [u("Pup", "p", "A"), u("Pup", "q", "A", buff=True)]},
        {"base": [u("Pup", "e", "B", buff=True)]}, cards=CARDS,
        steps=[{"expect": {"might": {"p": 2, "q": 3, "e": 3}}},
               {"act": "play", "by": "A", "card": "su", "targets": ["e"], "expect_error": True},
               {"act": "play", "by": "A", "card": "su", "targets": ["p"]}, *RESOLVE,
               {"expect": {"buffed": {"p": True}, "might": {"p": 4, "q": 4, "e": 3}}},
               {"act": "end_turn", "by": "A"},
               {"expect": {"might": {"p": 3, "q": 3}}}]))


# -- units -------------------------------------------------------------------------------

def test_jinx_demolitionist_discards_two_and_jinx_rebel_readies() -> None:
    check(duel(
        {"hand": [{"card": "Jinx, Demolitionist", "as": "jd"}, {"card": "Filler", "as": "f1"},
                  {"card": "Pup", "as": "f2"}, {"card": "Zap", "as": "f3"}],
         "runes": ["Fury Rune"] * 4, "base": [u("Jinx, Rebel", "jr", "A", exhausted=True)]},
        cards=CARDS,
        steps=[{"act": "play", "by": "A", "card": "jd"},
               {"expect": {"chain": ["Jinx, Demolitionist (play)"]}}, *RESOLVE,
               {"expect": {"pending": {"player": "A", "kind": "choose_cards"}}},
               {"act": "choose", "by": "A", "choice": {"cards": ["f1", "f3"]}},
               {"expect": {"zone": {"f1": "trash", "f3": "trash", "f2": "hand"}, "chain": ["Jinx, Rebel (discard)"]}},
               *RESOLVE,
               {"expect": {"exhausted": {"jr": False}, "might": {"jr": 6}}}]))


def test_jinx_rebel_ignores_an_opponents_discard() -> None:
    check(duel(
        {"base": [u("Jinx, Rebel", "jr", "A", exhausted=True)], "hand": [{"card": "Doom", "as": "d"}]},
        {"base": [u("Undercover Agent", "ua", "B")], "hand": ["Filler", "Filler"]}, cards=CARDS,
        steps=[{"act": "play", "by": "A", "card": "d", "targets": ["ua"]}, *RESOLVE,
               {"act": "pass", "by": "B"}, {"act": "pass", "by": "A"},
               {"expect": {"count": {"B": {"trash": 3}}, "chain": [], "exhausted": {"jr": True},
                           "might": {"jr": 5}}}]))


def test_volibear_splits_five_among_enemy_units_here() -> None:
    check(duel(
        {"base": [u("Volibear, Furious", "v", "A")]},
        battlefields=[bf("bf1", "B", u("Pup", "e1", "B"), u("Ogre", "e2", "B")), bf("bf2")], cards=CARDS,
        steps=[{"act": "move", "by": "A", "units": ["v"], "to": "bf1"},
               {"expect": {"chain": ["Volibear, Furious (attack)"]}},
               *RESOLVE,
               {"expect": {"pending": {"player": "A", "kind": "split_damage"}}},
               {"act": "choose", "by": "A", "choice": {"split": {"e1": 2, "e2": 2}}, "expect_error": True},
               {"act": "choose", "by": "A", "choice": {"split": {"e1": 2, "e2": 3}}},
               {"expect": {"damage": {"e2": 3}, "zone": {"e1": "trash"}}}]))


def test_yasuo_remorseful_deals_his_might_to_an_enemy_here() -> None:
    check(duel(
        {"base": [u("Yasuo, Remorseful", "y", "A")]},
        battlefields=[bf("bf1", "B", u("Ogre", "e", "B")), bf("bf2", "B", u("Pup", "far", "B"))], cards=CARDS,
        steps=[{"act": "move", "by": "A", "units": ["y"], "to": "bf1"},
               {"expect": {"chain": ["Yasuo, Remorseful (attack)"]}}, *RESOLVE,
               {"expect": {"zone": {"e": "trash", "far": "bf2"}}}]))


def test_yasuo_windrider_scores_on_his_third_move() -> None:
    rally = [{"card": "Rally", "as": f"r{i}"} for i in range(3)]
    check(duel(
        {"base": [u("Yasuo, Windrider", "y", "A")], "hand": rally},
        battlefields=[bf("bf1", "A", u("Pup", "p1", "A")), bf("bf2", "A", u("Pup", "p2", "A"))], cards=CARDS,
        steps=[{"act": "move", "by": "A", "units": ["y"], "to": "bf1"},
               {"act": "play", "by": "A", "card": "r0", "targets": ["y"]}, *RESOLVE,
               {"act": "move", "by": "A", "units": ["y"], "to": "bf2"},
               {"expect": {"points": {"A": 0}, "chain": []}},
               {"act": "play", "by": "A", "card": "r1", "targets": ["y"]}, *RESOLVE,
               {"act": "move", "by": "A", "units": ["y"], "to": "bf1"},
               {"expect": {"chain": ["Yasuo, Windrider (move)"]}}, *RESOLVE,
               {"expect": {"points": {"A": 1}}},
               {"act": "play", "by": "A", "card": "r2", "targets": ["y"]}, *RESOLVE,
               {"act": "move", "by": "A", "units": ["y"], "to": "bf2"},
               {"expect": {"chain": [], "points": {"A": 1}}}]))


def test_cruel_patron_needs_a_friendly_unit_to_kill() -> None:
    check(duel(
        {"hand": [{"card": "Cruel Patron", "as": "cp"}], "runes": ["Order Rune"] * 4},
        cards=CARDS,
        steps=[{"act": "play", "by": "A", "card": "cp", "expect_error": True}]))
    check(duel(
        {"hand": [{"card": "Cruel Patron", "as": "cp"}], "runes": ["Order Rune"] * 4, "base": [u("Pup", "p", "A")]},
        {"base": [u("Pup", "e", "B")]}, cards=CARDS,
        steps=[{"act": "play", "by": "A", "card": "cp", "options": {"kill": "e"}, "expect_error": True},
               {"act": "play", "by": "A", "card": "cp"},
               {"expect": {"zone": {"p": "trash", "cp": "base", "e": "base"}}}]))


def test_clockwork_keeper_draws_only_if_the_extra_calm_was_paid() -> None:
    check(duel(
        {"hand": [{"card": "Clockwork Keeper", "as": "ck"}], "runes": ["Calm Rune"] * 3},
        cards=CARDS,
        steps=[{"act": "play", "by": "A", "card": "ck", "options": {"additional": True}},
               {"expect": {"chain": ["Clockwork Keeper (play)"], "count": {"A": {"runes": 2}}}}, *RESOLVE,
               {"expect": {"count": {"A": {"hand": 1}}}}]))
    check(duel(
        {"hand": [{"card": "Clockwork Keeper", "as": "ck"}], "runes": ["Calm Rune"] * 3},
        cards=CARDS,
        steps=[{"act": "play", "by": "A", "card": "ck"},
               {"expect": {"chain": [], "count": {"A": {"hand": 0, "runes": 3}}}}]))


def test_eager_apprentice_reduces_spells_only_at_a_battlefield() -> None:
    # Void Seeker is [3][Fury]; two Fury runes pay [2][Fury] (exhaust both, recycle one).
    play = {"act": "play", "by": "A", "card": "vs", "targets": ["e"]}
    check(duel(
        {"hand": [{"card": "Void Seeker", "as": "vs"}], "runes": ["Fury Rune"] * 2},
        battlefields=[bf("bf1", "A", u("Eager Apprentice", "ea", "A")), bf("bf2", "B", u("Ogre", "e", "B"))],
        cards=CARDS, steps=[play, *RESOLVE, {"expect": {"damage": {"e": 4}}}]))
    check(duel(
        {"hand": [{"card": "Void Seeker", "as": "vs"}], "runes": ["Fury Rune"] * 2,
         "base": [u("Eager Apprentice", "ea", "A")]},
        battlefields=[bf("bf1"), bf("bf2", "B", u("Ogre", "e", "B"))],
        cards=CARDS, steps=[{**play, "expect_error": True}]))


def test_eager_apprentice_never_below_one() -> None:
    # Cleave costs [1]: still [1] with the Apprentice, so no rune means no play.
    check(duel(
        {"hand": [{"card": "Cleave", "as": "c"}], "runes": []},
        battlefields=[bf("bf1", "A", u("Eager Apprentice", "ea", "A")), bf("bf2")],
        cards=CARDS, steps=[{"act": "play", "by": "A", "card": "c", "targets": ["ea"], "expect_error": True}]))


def test_dr_mundo_grows_with_the_trash_and_recycles_three() -> None:
    check(duel(
        {"base": [u("Dr. Mundo, Expert", "m", "A")], "trash": ["Filler"] * 4},
        cards=CARDS,
        steps=[{"expect": {"might": {"m": 10}}},
               {"act": "end_turn", "by": "A"},
               {"act": "run_until", "phase": "main"},  # B's turn
               {"act": "end_turn", "by": "B"},
               {"act": "run_until", "pending": "choose_cards"},
               {"expect": {"pending": {"player": "A", "kind": "choose_cards"}}},
               {"act": "choose", "by": "A", "choice": {"cards": []}, "expect_error": True}]))


def test_dr_mundo_recycle_with_exactly_three_in_trash() -> None:
    check(duel(
        {"base": [u("Dr. Mundo, Expert", "m", "A")], "trash": ["Filler"] * 3},
        cards=CARDS, turn={"player": "A", "phase": "beginning", "number": 3},
        steps=[{"expect": {"chain": ["Dr. Mundo, Expert (start_beginning)"]}}, *RESOLVE,
               {"act": "run_until", "phase": "main"},
               {"expect": {"count": {"A": {"trash": 0, "main_deck": 32}}, "might": {"m": 6}}}]))


def test_undercover_agent_discards_two_then_draws_two_when_it_dies() -> None:
    check(duel(
        {"hand": [{"card": "Doom", "as": "d"}]},
        {"base": [u("Undercover Agent", "ua", "B")], "hand": [{"card": "Filler", "as": "h1"}]},
        cards=CARDS,
        steps=[{"act": "play", "by": "A", "card": "d", "targets": ["ua"]}, *RESOLVE,
               {"expect": {"zone": {"ua": "trash"}, "chain": ["Undercover Agent (deathknell)"]}},
               {"act": "pass", "by": "B"}, {"act": "pass", "by": "A"},
               {"expect": {"zone": {"h1": "trash"}, "count": {"B": {"hand": 2, "trash": 2}}}}]))


def test_eclipse_herald_readies_when_you_stun_an_enemy() -> None:
    check(duel(
        {"hand": [{"card": "Daze", "as": "d1"}, {"card": "Daze", "as": "d2"}],
         "base": [u("Eclipse Herald", "eh", "A", exhausted=True), u("Pup", "mine", "A")]},
        {"base": [u("Pup", "e", "B")]}, cards=CARDS,
        steps=[{"act": "play", "by": "A", "card": "d1", "targets": ["mine"]}, *RESOLVE,
               {"expect": {"chain": [], "exhausted": {"eh": True}}},
               {"act": "play", "by": "A", "card": "d2", "targets": ["e"]}, *RESOLVE,
               {"expect": {"chain": ["Eclipse Herald (stun_enemy)"]}}, *RESOLVE,
               {"expect": {"exhausted": {"eh": False}, "might": {"eh": 8}, "stunned": {"e": True}}}]))


def test_blastcone_fae_gives_minus_two_to_a_minimum_of_one() -> None:
    check(duel(
        {"hand": [{"card": "Blastcone Fae", "as": "f"}, {"card": "Blastcone Fae", "as": "g"}],
         "runes": ["Mind Rune"] * 4},
        {"base": [u("Ogre", "big", "B"), u("Pup", "small", "B")]}, cards=CARDS,
        steps=[{"act": "play", "by": "A", "card": "f"},
               {"expect": {"pending": {"player": "A", "kind": "choose_targets"}}},
               {"act": "choose", "by": "A", "choice": {"targets": ["big"]}}, *RESOLVE,
               {"act": "play", "by": "A", "card": "g"},
               {"act": "choose", "by": "A", "choice": {"targets": ["small"]}}, *RESOLVE,
               {"expect": {"might": {"big": 4, "small": 1}}},
               {"act": "end_turn", "by": "A"},
               {"expect": {"might": {"big": 6, "small": 2}}}]))


def test_kayn_takes_no_damage_after_moving_twice() -> None:
    twice = [{"act": "move", "by": "A", "units": ["k"], "to": "bf1"},
             {"act": "play", "by": "A", "card": "r", "targets": ["k"]}, *RESOLVE,
             {"act": "move", "by": "A", "units": ["k"], "to": "bf2"}]
    # A opens the chain, B answers with a Reaction 2 damage to Kayn.
    zapped = [{"act": "play", "by": "A", "card": "r2", "targets": ["p1"]}, {"act": "pass", "by": "A"},
              {"act": "play", "by": "B", "card": "z", "targets": ["k"]}, {"act": "pass", "by": "B"},
              {"act": "pass", "by": "A"}]
    a = {"base": [u("Kayn, Unleashed", "k", "A")], "hand": [{"card": "Rally", "as": "r"}, {"card": "Rally", "as": "r2"}]}
    b = {"hand": [{"card": "Zap", "as": "z"}], "runes": ["Fury Rune"]}
    cards = dict(CARDS, Zap={**CARDS["Zap"], "keywords": ["Reaction"]})
    fields = [bf("bf1", "A", u("Pup", "p1", "A")), bf("bf2", "A", u("Pup", "p2", "A"))]
    check(duel(a, b, battlefields=fields, cards=cards,
               steps=[*twice, {"expect": {"zone": {"k": "bf2"}}}, *zapped,
                      {"expect": {"damage": {"k": 0}, "zone": {"z": "trash"}}}]))
    check(duel(a, b, battlefields=fields, cards=cards,
               steps=[twice[0], *zapped, {"expect": {"damage": {"k": 2}}}]))


# -- gear --------------------------------------------------------------------------------

def test_zhonyas_hourglass_dies_instead_of_a_friendly_unit() -> None:
    check(duel(
        {"base": [{"card": "Zhonya's Hourglass", "as": "zh"}]},
        {"hand": [{"card": "Zap", "as": "z"}], "runes": ["Fury Rune"]},
        battlefields=[bf("bf1", "A", u("Pup", "p", "A")), bf("bf2")], cards=CARDS,
        turn={"player": "B", "phase": "main", "number": 3},
        steps=[{"act": "play", "by": "B", "card": "z", "targets": ["p"]},
               {"act": "pass", "by": "B"}, {"act": "pass", "by": "A"},
               {"expect": {"zone": {"zh": "trash", "p": "base"}, "damage": {"p": 0}, "exhausted": {"p": True}}}]))


def test_zhonyas_hourglass_does_not_save_enemies() -> None:
    check(duel(
        {"hand": [{"card": "Zap", "as": "z"}], "runes": ["Fury Rune"], "base": [{"card": "Zhonya's Hourglass",
                                                                                 "as": "zh"}]},
        {"base": [u("Pup", "e", "B")]}, cards=CARDS,
        steps=[{"act": "play", "by": "A", "card": "z", "targets": ["e"]}, *RESOLVE,
               {"expect": {"zone": {"zh": "base", "e": "trash"}}}]))


def test_garbage_grabber_recycles_three_pays_one_exhausts_and_draws() -> None:
    check(duel(
        {"base": [{"card": "Garbage Grabber", "as": "gg"}], "runes": ["Mind Rune"], "trash": ["Filler"] * 3},
        cards=CARDS,
        steps=[{"act": "activate", "by": "A", "source": "gg"}, *RESOLVE,
               {"expect": {"count": {"A": {"trash": 0, "hand": 1, "main_deck": 32}}, "exhausted": {"gg": True}}},
               {"act": "activate", "by": "A", "source": "gg", "expect_error": True}]))
    check(duel(  # two cards in the trash are not enough
        {"base": [{"card": "Garbage Grabber", "as": "gg"}], "runes": ["Mind Rune"], "trash": ["Filler"] * 2},
        cards=CARDS, steps=[{"act": "activate", "by": "A", "source": "gg", "expect_error": True}]))


def test_vi_destructive_recycles_one_for_plus_one() -> None:
    check(duel(
        {"base": [u("Vi, Destructive", "vi", "A")], "trash": ["Filler"] * 2},
        cards=CARDS,
        steps=[{"act": "activate", "by": "A", "source": "vi"}, *RESOLVE,
               {"act": "activate", "by": "A", "source": "vi"}, *RESOLVE,
               {"expect": {"might": {"vi": 5}, "count": {"A": {"trash": 0}}}},
               {"act": "activate", "by": "A", "source": "vi", "expect_error": True}]))


# -- legends -----------------------------------------------------------------------------

def test_jinx_loose_cannon_draws_with_one_or_fewer_cards() -> None:
    turn = {"player": "A", "phase": "beginning", "number": 3}
    check(duel({"legend": "Jinx, Loose Cannon", "hand": ["Filler"]}, cards=CARDS, turn=turn,
               steps=[{"expect": {"chain": ["Jinx, Loose Cannon (start_beginning)"]}}, *RESOLVE,
                      {"act": "run_until", "phase": "main"},
                      {"expect": {"count": {"A": {"hand": 3}}}}]))
    check(duel({"legend": "Jinx, Loose Cannon", "hand": ["Filler", "Filler"]}, cards=CARDS, turn=turn,
               steps=[{"act": "run_until", "phase": "main"},
                      {"expect": {"count": {"A": {"hand": 3}}}}]))


# -- battlefields ------------------------------------------------------------------------

HOLD_TURN = {"player": "A", "phase": "beginning", "number": 3}


def test_grove_of_the_god_willow_draws_on_hold() -> None:
    check(duel({}, cards=CARDS, turn=HOLD_TURN,
               battlefields=[bf("bf1", "A", u("Pup", "p", "A"), card="Grove of the God-Willow"), bf("bf2")],
               steps=[{"expect": {"chain": ["Grove of the God-Willow (hold)"], "points": {"A": 1}}}, *RESOLVE,
                      {"act": "run_until", "phase": "main"},
                      {"expect": {"count": {"A": {"hand": 2}}}}]))


def test_navori_fighting_pit_buffs_a_unit_here_on_hold() -> None:
    check(duel({"base": [u("Pup", "home", "A")]}, cards=CARDS, turn=HOLD_TURN,
               battlefields=[bf("bf1", "A", u("Pup", "p", "A"), card="Navori Fighting Pit"), bf("bf2")],
               steps=[{"expect": {"chain": ["Navori Fighting Pit (hold)"]}}, *RESOLVE,
                      {"act": "run_until", "phase": "main"},
                      {"expect": {"buffed": {"p": True, "home": False}, "might": {"p": 3}}}]))


def test_startipped_peak_may_channel_an_exhausted_rune() -> None:
    deck = [{"card": "Fury Rune", "as": f"r{i}"} for i in range(4)]
    for yes, extra in ((True, 1), (False, 0)):
        check(duel({"rune_deck": deck}, cards=CARDS,
                   turn={"player": "A", "phase": "scoring", "number": 3},
                   battlefields=[bf("bf1", "A", u("Pup", "p", "A"), card="Startipped Peak"), bf("bf2")],
                   # 383.3.a: "you may" as the first part of the effect is decided as it is finalized
                   steps=[{"expect": {"pending": {"player": "A", "kind": "may"}, "chain": []}},
                          {"act": "choose", "by": "A", "choice": {"yes": yes}},
                          {"expect": {"chain": ["Startipped Peak (hold)"] if yes else []}},
                          *(RESOLVE if yes else []),
                          {"expect": {"count": {"A": {"runes": 2 + extra}},  # + the Channel Phase's 2
                                      "exhausted": {"r0": yes, "r1": False}}}]))


def test_trifarian_war_camp_gives_units_here_plus_one() -> None:
    check(duel({"base": [u("Pup", "home", "A")]}, cards=CARDS,
               battlefields=[bf("bf1", "A", u("Pup", "p", "A"), card="Trifarian War Camp"),
                             bf("bf2", "B", u("Pup", "far", "B"))],
               steps=[{"expect": {"might": {"p": 3, "home": 2, "far": 2}}},
                      {"act": "move", "by": "A", "units": ["home"], "to": "bf1"},
                      {"expect": {"might": {"home": 3}}}]))


def test_windswept_hillock_gives_units_here_ganking() -> None:
    check(duel({}, cards=CARDS,
               battlefields=[bf("bf1", "A", u("Pup", "p", "A"), card="Windswept Hillock"),
                             bf("bf2", "A", u("Pup", "q", "A"))],
               steps=[{"expect": {"keywords": {"p": ["Ganking"], "q": []}}},
                      {"act": "move", "by": "A", "units": ["q"], "to": "bf1", "expect_error": True},
                      {"act": "move", "by": "A", "units": ["p"], "to": "bf2"},
                      {"expect": {"zone": {"p": "bf2"}, "keywords": {"p": []}}}]))


def test_zaun_warrens_discards_then_draws_on_conquer() -> None:
    check(duel({"base": [u("Ogre", "o", "A")], "hand": [{"card": "Filler", "as": "h1"}]}, cards=CARDS,
               battlefields=[bf("bf1", "B", u("Pup", "e", "B"), card="Zaun Warrens"), bf("bf2")],
               steps=[{"act": "move", "by": "A", "units": ["o"], "to": "bf1"}, *RESOLVE,
                      {"expect": {"controller": {"bf1": "A"}, "chain": ["Zaun Warrens (conquer)"]}}, *RESOLVE,
                      {"expect": {"zone": {"h1": "trash"}, "count": {"A": {"hand": 1, "trash": 1}}}}]))


PHOENIX_A = {"trash": [{"card": "Immortal Phoenix", "as": "ph"}], "hand": [{"card": "Doom", "as": "d"}],
             "runes": ["Fury Rune"] * 2}


def test_immortal_phoenix_returns_when_a_spell_kills() -> None:
    check(duel(PHOENIX_A, battlefields=[bf("bf1", "B", u("Pup", "p", "B")), bf("bf2")], cards=CARDS,
               steps=[{"act": "play", "by": "A", "card": "d", "targets": ["p"]}, *RESOLVE,
                      # 383.3.b: "you may pay [1][Fury] to" is paid as the ability is finalized
                      {"expect": {"zone": {"p": "trash"}, "chain": [], "pending": {"player": "A", "kind": "may"}}},
                      {"act": "choose", "by": "A", "choice": {"yes": True}},
                      {"expect": {"chain": ["Immortal Phoenix (kill)"], "zone": {"ph": "trash"},
                                  "count": {"A": {"runes": 1}}}}, *RESOLVE,  # one exhausted, one recycled
                      {"expect": {"zone": {"ph": "base"}, "exhausted": {"ph": True}, "keywords": {"ph": ["Assault 2"]},
                                  "count": {"A": {"runes": 1}}}}]))


def test_immortal_phoenix_can_decline() -> None:
    check(duel(PHOENIX_A, battlefields=[bf("bf1", "B", u("Pup", "p", "B")), bf("bf2")], cards=CARDS,
               steps=[{"act": "play", "by": "A", "card": "d", "targets": ["p"]}, *RESOLVE,
                      {"act": "choose", "by": "A", "choice": {"yes": False}},
                      {"expect": {"zone": {"ph": "trash"}, "chain": [], "count": {"A": {"runes": 2}}}}]))


def test_immortal_phoenix_ignores_combat_kills() -> None:
    check(duel({"trash": [{"card": "Immortal Phoenix", "as": "ph"}], "base": [u("Ogre", "o", "A")],
                "runes": ["Fury Rune"] * 2},
               battlefields=[bf("bf1", "B", u("Pup", "p", "B")), bf("bf2")], cards=CARDS,
               steps=[{"act": "move", "by": "A", "units": ["o"], "to": "bf1"},
                      {"act": "pass", "by": "A"}, {"act": "pass", "by": "B"},
                      {"expect": {"zone": {"p": "trash", "ph": "trash"}, "chain": [], "pending": None}}]))


def test_tideturner_swaps_with_a_unit_at_another_location() -> None:
    check(duel({"hand": [{"card": "Tideturner", "as": "t"}], "runes": ["Chaos Rune"] * 2,
                "base": [u("Ogre", "o", "A")]},
               battlefields=[bf("bf1", "A", u("Pup", "mine", "A")), bf("bf2")], cards=CARDS,
               steps=[{"act": "play", "by": "A", "card": "t", "to": "bf1"},
                      {"expect": {"pending": {"player": "A", "kind": "choose_targets"}}},
                      {"act": "choose", "by": "A", "choice": {"targets": ["o"]}}, *RESOLVE,
                      {"expect": {"zone": {"t": "base", "o": "bf1", "mine": "bf1"}}}]))


def test_tideturner_may_choose_no_unit() -> None:
    check(duel({"hand": [{"card": "Tideturner", "as": "t"}], "runes": ["Chaos Rune"] * 2,
                "base": [u("Ogre", "o", "A")]},
               battlefields=[bf("bf1", "A", u("Pup", "mine", "A")), bf("bf2")], cards=CARDS,
               steps=[{"act": "play", "by": "A", "card": "t", "to": "bf1"},
                      {"act": "choose", "by": "A", "choice": {"targets": []}}, *RESOLVE,
                      {"expect": {"zone": {"t": "bf1", "o": "base", "mine": "bf1"}}}]))


def test_kaisa_daughter_of_the_void_adds_universal_power_only_for_spells() -> None:
    cards = {"Calm Bolt": {"type": "spell", "cost": 0, "power": ["calm"], "keywords": ["Action"],
                           "script": {"effects": [["draw", {"amount": 1}]]}},
             "Calm Pup": {"type": "unit", "might": 1, "cost": 0, "power": ["calm"]}}
    check(duel(
        {"legend": "Kai'Sa, Daughter of the Void",
         "hand": [{"card": "Calm Bolt", "as": "bolt"}, {"card": "Calm Pup", "as": "pup"}]},
        cards=cards,
        steps=[{"act": "activate", "by": "A", "source": "Kai'Sa, Daughter of the Void"},
               {"expect": {"pool": {"A": {"energy": 0, "power": {"any": 1}}}}},
               {"act": "play", "by": "A", "card": "pup", "to": "base", "expect_error": True},
               {"act": "play", "by": "A", "card": "bolt"},
               {"expect": {"pool": {"A": {"energy": 0, "power": {}}}, "zone": {"bolt": "chain"}}}]))


def test_immortal_phoenix_may_come_back_to_a_battlefield_you_control() -> None:
    check(duel(PHOENIX_A, battlefields=[bf("bf1", "B", u("Pup", "p", "B")), bf("bf2", "A", u("Ogre", "o", "A"))],
               cards=CARDS,
               steps=[{"act": "play", "by": "A", "card": "d", "targets": ["p"]}, *RESOLVE,
                      {"act": "choose", "by": "A", "choice": {"yes": True}}, *RESOLVE,
                      {"expect": {"pending": {"player": "A", "kind": "choose_destination"}}},
                      {"act": "choose", "by": "A", "choice": {"battlefield": "bf1"}, "expect_error": True},
                      {"act": "choose", "by": "A", "choice": {"battlefield": "bf2"}},
                      {"expect": {"zone": {"ph": "bf2"}, "exhausted": {"ph": True}, "pending": None}}]))


SHRINE_A = {"base": [{"card": "Solari Shrine", "as": "sh"}], "hand": [{"card": "Doom", "as": "d"}],
            "runes": ["Fury Rune"] * 2}


def test_solari_shrine_may_exhaust_to_draw_on_killing_a_stunned_enemy() -> None:
    check(duel(SHRINE_A, battlefields=[bf("bf1", "B", u("Pup", "p", "B", stunned=True)), bf("bf2")], cards=CARDS,
               steps=[{"act": "play", "by": "A", "card": "d", "targets": ["p"]}, *RESOLVE,
                      {"expect": {"chain": [], "pending": {"player": "A", "kind": "may"}}},
                      {"act": "choose", "by": "A", "choice": {"yes": True}},
                      # 383.3.b: "you may exhaust this to" - exhausted as the ability is finalized
                      {"expect": {"chain": ["Solari Shrine (kill)"], "exhausted": {"sh": True}}}, *RESOLVE,
                      {"expect": {"exhausted": {"sh": True}, "count": {"A": {"hand": 1}}}}]))


def test_solari_shrine_ignores_units_that_were_not_stunned() -> None:
    check(duel(SHRINE_A, battlefields=[bf("bf1", "B", u("Pup", "p", "B")), bf("bf2")], cards=CARDS,
               steps=[{"act": "play", "by": "A", "card": "d", "targets": ["p"]}, *RESOLVE,
                      {"expect": {"zone": {"p": "trash"}, "chain": [], "count": {"A": {"hand": 0}}}}]))


def test_solari_shrine_exhausted_is_not_finalized() -> None:
    """Exhausted, the Shrine can't pay "exhaust me": the ability isn't finalized, no question (383.3.b.1)."""
    shrine = {**SHRINE_A, "base": [{"card": "Solari Shrine", "as": "sh", "exhausted": True}]}
    check(duel(shrine, battlefields=[bf("bf1", "B", u("Pup", "p", "B", stunned=True)), bf("bf2")], cards=CARDS,
               steps=[{"act": "play", "by": "A", "card": "d", "targets": ["p"]}, *RESOLVE,
                      {"expect": {"pending": None, "count": {"A": {"hand": 0}}, "chain": []}}]))


# -- layers: limited passives and "increase to" (479.4.b, 480-481) --------------------------

LAYER_CARDS: dict[str, Any] = {
    **CARDS,
    "Weaken": {"type": "spell", "cost": 0, "keywords": ["Action"],
               "script": {"targets": [{"what": "unit"}], "effects": [["might", {"amount": -2, "to": "t0"}]]}},
    "Pump": {"type": "spell", "cost": 0, "keywords": ["Action"],
             "script": {"targets": [{"what": "unit"}], "effects": [["might", {"amount": 3, "to": "t0"}]]}},
}


def test_leona_zealot_enters_ready_only_when_an_opponent_is_within_three() -> None:
    pool = {"energy": 6, "power": {"calm": 1}}
    steps = [{"act": "play", "by": "A", "card": "leona", "to": "base"}]
    check(duel({"hand": [{"card": "Leona, Zealot", "as": "leona"}], "pool": pool}, {"points": 5}, cards=CARDS,
               steps=[*steps, {"expect": {"zone": {"leona": "base"}, "exhausted": {"leona": False}}}]))
    check(duel({"hand": [{"card": "Leona, Zealot", "as": "leona"}], "pool": pool}, {"points": 4}, cards=CARDS,
               steps=[*steps, {"expect": {"zone": {"leona": "base"}, "exhausted": {"leona": True}}}]))


def test_leona_zealot_weakens_stunned_enemies_here_after_other_decreases() -> None:
    # Only stunned enemy units at her battlefield: -8 to a minimum of 1. Her limit is a passive's, so
    # it applies after a plain -2 (480.1.c, 481.2: it depends on it) and is never snapshotted: with
    # Leona gone the stunned Ogre has its -2 only.
    check(duel(
        {"hand": [{"card": "Weaken", "as": "wk"}, {"card": "Doom", "as": "doom"}]},
        {"base": [u("Ogre", "far", "B", stunned=True)]},
        battlefields=[bf("bf1", "A", u("Leona, Zealot", "leona", "A"), u("Pup", "mine", "A", stunned=True),
                         u("Ogre", "dazed", "B", stunned=True), u("Ogre", "fresh", "B")), bf("bf2")],
        cards=LAYER_CARDS,
        steps=[{"expect": {"might": {"dazed": 1, "fresh": 6, "far": 6, "mine": 2, "leona": 6}}},
               {"act": "play", "by": "A", "card": "wk", "targets": ["dazed"]}, *RESOLVE,
               {"expect": {"might": {"dazed": 1}}},
               {"act": "play", "by": "A", "card": "doom", "targets": ["leona"]}, *RESOLVE,
               {"expect": {"zone": {"leona": "trash"}, "might": {"dazed": 4}}}]))


def test_convergent_mutation_raises_to_another_friendly_units_might_this_turn() -> None:
    # Snapshotted when it resolves (479.4.b): the Ogre's later +3 doesn't carry over; never a
    # decrease (479.4.c); gone at the end of the turn.
    pool = {"energy": 4, "power": {"mind": 2}}
    check(duel(
        {"hand": [{"card": "Convergent Mutation", "as": "cm"}, {"card": "Pump", "as": "pump"}], "pool": pool,
         "base": [u("Pup", "pup", "A"), u("Ogre", "ogre", "A")]},
        {"base": [u("Ogre", "theirs", "B")]}, cards=LAYER_CARDS,
        steps=[{"act": "play", "by": "A", "card": "cm", "targets": ["pup", "theirs"], "expect_error": True},
               {"act": "play", "by": "A", "card": "cm", "targets": ["pup", "pup"], "expect_error": True},
               {"act": "play", "by": "A", "card": "cm", "targets": ["pup", "ogre"]}, *RESOLVE,
               {"expect": {"might": {"pup": 6, "ogre": 6}}},
               {"act": "play", "by": "A", "card": "pump", "targets": ["ogre"]}, *RESOLVE,
               {"expect": {"might": {"pup": 6, "ogre": 9}}},
               {"act": "end_turn", "by": "A"},
               {"expect": {"might": {"pup": 2, "ogre": 6}}}]))


def test_convergent_mutation_never_lowers_might() -> None:
    pool = {"energy": 2, "power": {"mind": 1}}
    check(duel(
        {"hand": [{"card": "Convergent Mutation", "as": "cm"}], "pool": pool,
         "base": [u("Pup", "pup", "A"), u("Ogre", "ogre", "A")]}, cards=LAYER_CARDS,
        steps=[{"act": "play", "by": "A", "card": "cm", "targets": ["ogre", "pup"]}, *RESOLVE,
               {"expect": {"might": {"pup": 2, "ogre": 6}, "zone": {"cm": "trash"}}}]))
