"""Vendetta (VEN), issue 21's fourth slice on (`game/cards/vendetta_terms.py`): cards that needed a term the
engine gained for them, or one of their own. One test per card, quoting its printed text and citing the rules
(Core Rules 2026-10-09)."""

from __future__ import annotations

from typing import Any

import pytest

from game.cards.vendetta_terms import SCRIPTS as VEN_SCRIPTS
from game.engine import apply, legal_actions
from game.engine.model.actions import Action
from game.engine.model.cards import default_catalog
from game.scenarios.runner import Scenario

from .helpers import check, duel
from .test_origins import RESOLVE, bf, u
from .test_vendetta_more import B_TURN, CARDS, DOMAIN_RUNES, _bot_turn, _in_combat, runes

HOLD_TURN = {"player": "A", "phase": "beginning", "number": 3}
SPARK = {"type": "unit", "might": 3, "cost": 1, "keywords": ["Empower"], "text": "[Empower] [0]", "script": {"static": []}}
IDOL = {"type": "gear", "cost": 2, "keywords": ["Empower"], "text": "[Empower] [0]", "script": {"static": []}}
TCARDS = {**CARDS, "Spark": SPARK, "Idol": IDOL}


def spark(label: str, by: str = "A") -> list[dict[str, Any]]:
    """Empower a free-to-Empower test unit or gear (its [Empower] [0] uses the chain, 827.1.c.1)."""
    other = "B" if by == "A" else "A"
    return [{"act": "activate", "by": by, "source": label, "ability": 0},
            {"act": "pass", "by": by}, {"act": "pass", "by": other}]


def test_hand_hammer() -> None:
    """"[Equip] [Calm] Grants: I have +2 [M] while I'm at a battlefield with exactly one other unit you
    control." - +1 [M] as its Might Bonus (716) always; +2 more with exactly one other friendly unit there (an
    enemy unit doesn't count), not with two, not in a base."""
    def position(*more: dict[str, Any], where: str = "bf1") -> dict[str, Any]:
        wielder = [u("Pup", "w", "A"), {"card": "Hand Hammer", "as": "h", "attached_to": "w"}]
        if where == "base":
            return duel({"base": [*wielder, *more]}, cards=CARDS)
        return duel({}, battlefields=[bf("bf1", "A", *wielder, *more, u("Ogre", "e", "B")), bf("bf2")], cards=CARDS)
    check({**position(u("Pup", "p", "A")), "steps": [{"expect": {"might": {"w": 5}}}]})
    check({**position(), "steps": [{"expect": {"might": {"w": 3}}}]})
    check({**position(u("Pup", "p", "A"), u("Pup", "q", "A")), "steps": [{"expect": {"might": {"w": 3}}}]})
    check({**position(u("Pup", "p", "A"), where="base"), "steps": [{"expect": {"might": {"w": 3}}}]})


def test_shen_scourge_of_shadows() -> None:
    """"When I hold, if there is exactly one other unit you control here, draw 1." - not alone, not with two
    others (checked as it triggers, 383.3)."""
    def run(others: int, drawn: int) -> None:
        units = [u("Shen, Scourge of Shadows", "s", "A")] + [u("Pup", f"p{i}", "A") for i in range(others)]
        check(duel({"deck": ["Pup"] * 5}, battlefields=[bf("bf1", "A", *units), bf("bf2")], turn=HOLD_TURN,
                   cards=CARDS, steps=[
            *([{"expect": {"chain": ["Shen, Scourge of Shadows (hold)"]}}, *RESOLVE] if drawn else
              [{"expect": {"chain": []}}]),
            {"expect": {"count": {"A": {"hand": 1 + drawn}}, "points": {"A": 1}}}]))  # 1: the Draw Phase's
    run(1, 1)
    run(0, 0)
    run(2, 0)


def test_disciple_of_shen() -> None:
    """"[Hidden] I have [Shield 3] while I'm at a battlefield with exactly one other unit you control." """
    def run(others: int, shield: bool) -> None:
        units = [u("Disciple of Shen", "d", "A")] + [u("Pup", f"p{i}", "A") for i in range(others)]
        check(duel({}, battlefields=[bf("bf1", "A", *units), bf("bf2")], cards=CARDS, steps=[
            {"expect": {"keywords": {"d": ["Hidden", "Shield 3"] if shield else ["Hidden"]}}}]))
    run(1, True)
    run(0, False)
    run(2, False)


def test_sacred_protector() -> None:
    """"I don't deal combat damage unless I'm at a battlefield with exactly one other unit you control." -
    alone it deals none; with one other friendly unit it deals its 6."""
    a = {"base": [u("Sacred Protector", "s", "A"), u("Pup", "p", "A")]}
    bfs = [bf("bf1", "B", u("Ogre", "o", "B")), bf("bf2")]
    check(duel(a, battlefields=bfs, cards=CARDS, steps=[
        {"act": "move", "by": "A", "units": ["s"], "to": "bf1"}, *RESOLVE,
        {"expect": {"zone": {"o": "bf1", "s": "base"}, "controller": {"bf1": "B"}}}]))
    check(duel(a, battlefields=bfs, cards=CARDS, steps=[
        {"act": "move", "by": "A", "units": ["s", "p"], "to": "bf1"}, *RESOLVE,
        {"act": "choose", "by": "B", "choice": {"assign": {"p": 2, "s": 2}}},
        {"expect": {"zone": {"o": "trash", "s": "bf1"}, "controller": {"bf1": "A"}}}]))


def test_shen_leader_of_the_kinkou_order() -> None:
    """"[Shield] When I hold, if there is exactly one other unit you control here, you score 1 point." -
    besides the hold's point (471.2)."""
    def run(others: int, points: int) -> None:
        units = [u("Shen, Leader of the Kinkou Order", "s", "A")] + [u("Pup", f"p{i}", "A") for i in range(others)]
        check(duel({"deck": ["Pup"] * 5}, battlefields=[bf("bf1", "A", *units), bf("bf2")], turn=HOLD_TURN,
                   cards=CARDS, steps=[
            *(RESOLVE if points == 2 else []), {"expect": {"points": {"A": points}, "chain": []}}]))
    run(1, 2)
    run(0, 1)
    run(2, 1)


# -- the Empowered state of something else -------------------------------------------------

def test_tomb_raider_barbara() -> None:
    """"When you play me, if you control 7 or more runes, choose an enemy gear. If it's [Empowered], disempower
    it. Otherwise, kill it." - not a friendly gear; with six runes it doesn't trigger (383.3)."""
    a = {"hand": [{"card": "Tomb-Raider Barbara", "as": "t"}], "base": [{"card": "Idol", "as": "mine"}]}
    b = {"base": [{"card": "Idol", "as": "ei"}, {"card": "Trinket", "as": "et"}]}
    check(duel({**a, "runes": runes("calm", 7)}, b, turn=B_TURN, cards=TCARDS, steps=[
        *spark("ei", by="B"), {"act": "end_turn", "by": "B"}, {"act": "run_until", "phase": "main"},
        {"act": "play", "by": "A", "card": "t"},
        {"expect": {"pending": {"player": "A", "kind": "choose_targets"}}},
        {"act": "choose", "by": "A", "choice": {"targets": ["mine"]}, "expect_error": True},
        {"act": "choose", "by": "A", "choice": {"targets": ["ei"]}}, *RESOLVE,
        {"expect": {"zone": {"ei": "base", "et": "base"}, "log_contains": "Idol is no longer Empowered"}}]))
    check(duel({**a, "runes": runes("calm", 7)}, b, cards=TCARDS, steps=[
        {"act": "play", "by": "A", "card": "t"}, {"act": "choose", "by": "A", "choice": {"targets": ["et"]}},
        *RESOLVE, {"expect": {"zone": {"et": "trash", "ei": "base"}}}]))
    check(duel({**a, "runes": runes("calm", 6)}, b, cards=TCARDS, steps=[
        {"act": "play", "by": "A", "card": "t"}, {"expect": {"chain": [], "pending": None, "zone": {"t": "base"}}}]))


def test_shock_blast() -> None:
    """"[Action] This costs [2] less if you control something that's [Empowered]. Deal 4 to a unit at a
    battlefield." - [3][Mind] becomes [1][Mind]; an opponent's Empowered unit doesn't count."""
    bfs = [bf("bf1", "B", u("Ogre", "o", "B")), bf("bf2")]
    a = {"hand": [{"card": "Shock Blast", "as": "s"}], "runes": runes("mind", 2), "base": [u("Spark", "k", "A")]}
    check(duel(a, {"base": [u("Pup", "home", "B")]}, battlefields=bfs, cards=TCARDS, steps=[
        {"act": "play", "by": "A", "card": "s", "targets": ["o"], "expect_error": True},  # [3][Mind]: two runes
        *spark("k"),
        {"act": "play", "by": "A", "card": "s", "targets": ["home"], "expect_error": True},  # in a base
        {"act": "play", "by": "A", "card": "s", "targets": ["o"]}, *RESOLVE,
        {"expect": {"zone": {"o": "trash"}, "count": {"A": {"runes": 1}}}}]))
    check(duel(a, {"base": [u("Spark", "ek", "B")]}, battlefields=bfs, turn=B_TURN, cards=TCARDS, steps=[
        *spark("ek", by="B"), {"act": "end_turn", "by": "B"}, {"act": "run_until", "phase": "main"},
        {"act": "play", "by": "A", "card": "s", "targets": ["o"], "expect_error": True}]))


def test_guttural_roar() -> None:
    """"[Action] Give a unit +2 [M] this turn. If it's [Empowered], give it +4 [M] this turn instead." """
    a = {"hand": [{"card": "Guttural Roar", "as": "g"}, {"card": "Guttural Roar", "as": "g2"}],
         "runes": runes("body", 4), "base": [u("Spark", "k", "A"), u("Pup", "p", "A")]}
    check(duel(a, cards=TCARDS, steps=[
        {"act": "play", "by": "A", "card": "g", "targets": ["p"]}, *RESOLVE, {"expect": {"might": {"p": 4}}},
        *spark("k"),
        {"act": "play", "by": "A", "card": "g2", "targets": ["k"]}, *RESOLVE, {"expect": {"might": {"k": 7}}},
        {"act": "end_turn", "by": "A"}, {"expect": {"might": {"k": 3, "p": 2}}}]))


def test_profiteer() -> None:
    """"When you play me, you may disempower something you control to empower a legend, unit, or gear." - the
    thing to empower is chosen as the trigger goes on the chain (a target: any legend, unit or gear); the one
    disempowered, something of yours that's Empowered, as it resolves. Declined, nothing changes; with nothing
    of yours Empowered, nothing can be disempowered, and nothing is empowered."""
    a = {"hand": [{"card": "Profiteer", "as": "pr"}], "runes": runes("body", 4),
         "base": [u("Spark", "k1", "A"), u("Spark", "k2", "A")]}
    b = {"base": [u("Pup", "e", "B")]}
    check(duel(a, b, cards=TCARDS, steps=[
        *spark("k1"), *spark("k2"),
        {"act": "play", "by": "A", "card": "pr"},
        {"expect": {"pending": {"player": "A", "kind": "may"}}}, {"act": "choose", "by": "A", "choice": {"yes": True}},
        {"act": "choose", "by": "A", "choice": {"targets": ["e"]}}, *RESOLVE,
        {"expect": {"pending": {"player": "A", "kind": "choose_cards"}}},
        {"act": "choose", "by": "A", "choice": {"cards": ["k2"]}},
        {"expect": {"log_contains": "Pup becomes Empowered"}},
        {"expect": {"log_contains": "Spark is no longer Empowered"}}]))
    check(duel(a, b, cards=TCARDS, steps=[
        *spark("k1"), {"act": "play", "by": "A", "card": "pr"}, {"act": "choose", "by": "A", "choice": {"yes": False}},
        {"expect": {"chain": [], "pending": None}}]))
    check(duel(a, b, cards=TCARDS, steps=[
        {"act": "play", "by": "A", "card": "pr"}, {"act": "choose", "by": "A", "choice": {"yes": True}},
        {"act": "choose", "by": "A", "choice": {"targets": ["e"]}}, *RESOLVE,
        {"expect": {"chain": [], "pending": None}}]))


def test_wind_and_ghosts() -> None:
    """"[Action] Choose a unit at a battlefield. If it has 3 [M] or less, banish it. Otherwise, return it to its
    owner's hand." - its Might as it resolves; a unit in a base is no legal target."""
    bfs = [bf("bf1", "B", u("Pup", "small", "B"), u("Ogre", "big", "B")), bf("bf2")]
    a = {"hand": [{"card": "Wind and Ghosts", "as": "w"}, {"card": "Wind and Ghosts", "as": "w2"}],
         "runes": runes("chaos", 8), "base": [u("Pup", "home", "A")]}
    check(duel(a, battlefields=bfs, cards=TCARDS, steps=[
        {"act": "play", "by": "A", "card": "w", "targets": ["home"], "expect_error": True},
        {"act": "play", "by": "A", "card": "w", "targets": ["small"]}, *RESOLVE,
        {"act": "play", "by": "A", "card": "w2", "targets": ["big"]}, *RESOLVE,
        {"expect": {"zone": {"small": "banishment", "big": "hand"}}}]))


def test_lacerate() -> None:
    """"Choose a unit. If it's [Empowered], disempower it. Then kill it if it has 3 [M] or less. [Flow]
    [4][Order][Order]" - any unit may be chosen (FAQ); the Might is read after the disempower: an Empowered
    Steel Paws (0, +7 while Empowered) dies, a 4 [M] Ogre stays; from the trash it is banished (829)."""
    a = {"base": [u("Steel Paws", "sp", "A"), u("Ogre", "o", "A"), u("Pup", "p", "A")], "runes": runes("order", 13)}
    check(duel({**a, "hand": [{"card": "Lacerate", "as": "l"}]}, cards=TCARDS, steps=[
        *[{"act": "activate", "by": "A", "source": "sp", "ability": 0}, *RESOLVE],
        {"expect": {"might": {"sp": 7}}},
        {"act": "play", "by": "A", "card": "l", "targets": ["sp"]}, *RESOLVE,
        {"expect": {"zone": {"sp": "trash", "l": "trash"}, "log_contains": "Steel Paws is no longer Empowered"}}]))
    check(duel({**a, "trash": [{"card": "Lacerate", "as": "l"}]}, cards=TCARDS, steps=[
        {"act": "play", "by": "A", "card": "l", "targets": ["o"]}, *RESOLVE,
        {"expect": {"zone": {"o": "base", "l": "banishment"}, "count": {"A": {"runes": 11}}}}]))
    check(duel({**a, "hand": [{"card": "Lacerate", "as": "l"}]}, cards=TCARDS, steps=[
        {"act": "play", "by": "A", "card": "l", "targets": ["p"]}, *RESOLVE, {"expect": {"zone": {"p": "trash"}}}]))


def test_aurok_general() -> None:
    """"[Empower] [3][Order] [Empowered][>] Your units that are [Empowered] have +2 [M] (including me)." - not
    units that aren't Empowered, not an opponent's Empowered unit, nothing before it is Empowered."""
    check(duel({"base": [u("Aurok General", "g", "A"), u("Spark", "k", "A"), u("Spark", "k2", "A")],
                "runes": runes("order", 4)},
               {"base": [u("Spark", "ek", "B")]}, turn=B_TURN, cards=TCARDS, steps=[
        *spark("ek", by="B"), {"act": "end_turn", "by": "B"}, {"act": "run_until", "phase": "main"},
        *spark("k"), {"expect": {"might": {"k": 3, "g": 5}}},
        *[{"act": "activate", "by": "A", "source": "g", "ability": 0}, *RESOLVE],
        {"expect": {"might": {"g": 7, "k": 5, "k2": 3, "ek": 3}}}]))


# -- rune counts, names in the trash, combat, Might compared ------------------------------

BEGIN_TURN = {"player": "A", "phase": "beginning", "number": 3}


def test_forsaken_baccai() -> None:
    """"If you control fewer runes than an opponent at the start of your Beginning Phase, give me +1 [M] this
    turn." - checked as it would trigger (383.3): with as many runes as the opponent, nothing."""
    for mine, might in ((2, 3), (5, 2)):
        check(duel({"base": [u("Forsaken Baccai", "f", "A")], "runes": runes("fury", mine)},
                   {"runes": runes("fury", 5)}, turn=BEGIN_TURN, cards=TCARDS, steps=[
            *(RESOLVE if might == 3 else []), {"expect": {"might": {"f": might}, "chain": []}},
            {"act": "end_turn", "by": "A"}, {"expect": {"might": {"f": 2}}}]))


def test_oasis_raider() -> None:
    """"If you control fewer runes than an opponent at the start of your Beginning Phase, give me +2 [M] and
    [Ganking] this turn." """
    for mine, might, kws in ((2, 6, ["Ganking"]), (5, 4, [])):
        check(duel({"base": [u("Oasis Raider", "o", "A")], "runes": runes("fury", mine)},
                   {"runes": runes("fury", 5)}, turn=BEGIN_TURN, cards=TCARDS, steps=[
            *(RESOLVE if kws else []), {"expect": {"might": {"o": might}, "keywords": {"o": kws}}}]))


def test_consuming_curse() -> None:
    """"[Action] Deal 2 to a unit at a battlefield. This deals 1 Bonus Damage for each card with this name in
    your trash." - the copy played isn't counted (it is on the chain: FAQ); a unit in a base is no target."""
    bfs = [bf("bf1", "B", u("Wall", "w", "B")), bf("bf2")]
    for copies, dealt in ((2, 4), (0, 2)):
        check(duel({"hand": [{"card": "Consuming Curse", "as": "c"}], "runes": runes("fury", 2),
                    "trash": [{"card": "Consuming Curse"}] * copies, "base": [u("Pup", "home", "A")]},
                   battlefields=bfs, cards=TCARDS, steps=[
            {"act": "play", "by": "A", "card": "c", "targets": ["home"], "expect_error": True},
            {"act": "play", "by": "A", "card": "c", "targets": ["w"]}, *RESOLVE,
            {"expect": {"damage": {"w": dealt}, "zone": {"c": "trash"}}}]))


def test_shadow_assassin() -> None:
    """"I enter ready if you have a card with my name in your trash." - units otherwise enter exhausted (143.4)."""
    for copies, ready in ((1, True), (0, False)):
        check(duel({"hand": [{"card": "Shadow Assassin", "as": "s"}], "runes": runes("fury", 5),
                    "trash": [{"card": "Shadow Assassin"}] * copies}, cards=TCARDS, steps=[
            {"act": "play", "by": "A", "card": "s"}, {"expect": {"zone": {"s": "base"}, "exhausted": {"s": not ready}}}]))


def test_shadowblade_lurker() -> None:
    """"I cost [2] less for each card with my name in your trash." - two copies: [5] becomes [1]."""
    a = {"hand": [{"card": "Shadowblade Lurker", "as": "s"}], "runes": runes("chaos", 1)}
    check(duel({**a, "trash": [{"card": "Shadowblade Lurker"}] * 2}, cards=TCARDS, steps=[
        {"act": "play", "by": "A", "card": "s"}, {"expect": {"zone": {"s": "base"}}}]))
    check(duel({**a, "trash": [{"card": "Shadowblade Lurker"}]}, cards=TCARDS, steps=[
        {"act": "play", "by": "A", "card": "s", "expect_error": True}]))  # [3] with one rune


def test_decree_of_rage() -> None:
    """"[Action] This can't be countered. Deal 4 to an enemy Calm ([Calm]) unit." - a counter leaves it on the
    chain (426); not a unit of another domain, not a friendly one."""
    cards = {**TCARDS, "Calm Imp": {"type": "unit", "might": 4, "cost": 1, "domains": ["calm"]},
             "Deny": {"type": "spell", "cost": 0, "keywords": ["Reaction"],
                      "script": {"targets": [{"what": "spell"}], "effects": [["counter", {"to": "t0"}]]}}}
    check(duel({"hand": [{"card": "Decree of Rage", "as": "d"}], "runes": runes("fury", 2),
                "base": [u("Calm Imp", "mine", "A")]},
               {"base": [u("Calm Imp", "ci", "B"), u("Ogre", "o", "B")], "hand": [{"card": "Deny", "as": "dn"}]},
               cards=cards, steps=[
        *[{"act": "play", "by": "A", "card": "d", "targets": [x], "expect_error": True} for x in ("mine", "o")],
        {"act": "play", "by": "A", "card": "d", "targets": ["ci"]}, {"act": "pass", "by": "A"},
        {"act": "play", "by": "B", "card": "dn", "targets": ["d"]}, {"act": "pass", "by": "B"},
        {"act": "pass", "by": "A"}, {"expect": {"chain": ["Decree of Rage"]}}, *RESOLVE,
        {"expect": {"zone": {"ci": "trash"}}}]))


def test_akali_silent() -> None:
    """"I can't be chosen by enemy spells and abilities unless I'm in combat. When I move to a battlefield, give
    me +2 [M] this turn." - her controller may choose her; not "when I move" to a base."""
    zap = {"card": "Zap", "as": "z"}
    check(duel({"base": [u("Akali, Silent", "a", "A")], "hand": [{"card": "Zap", "as": "mine"}]},
               {"hand": [zap]}, battlefields=[bf("bf1", "B", u("Pup", "e", "B")), bf("bf2")], cards=TCARDS, steps=[
        {"act": "play", "by": "A", "card": "mine", "targets": ["a"]}, {"act": "pass", "by": "A"},
        {"act": "play", "by": "B", "card": "z", "targets": ["a"], "expect_error": True}, {"act": "pass", "by": "B"},
        {"expect": {"damage": {"a": 3}}}]))
    check(duel({"base": [u("Akali, Silent", "a", "A")]}, {"hand": [zap]},
               battlefields=[bf("bf1", "B", u("Pup", "e", "B")), bf("bf2")], cards=TCARDS, steps=[
        {"act": "move", "by": "A", "units": ["a"], "to": "bf1"},
        {"expect": {"chain": ["Akali, Silent (move_to_battlefield)"]}}, *RESOLVE,
        {"expect": {"might": {"a": 6}}}, {"act": "pass", "by": "A"},
        {"act": "play", "by": "B", "card": "z", "targets": ["a"]}, {"act": "pass", "by": "B"}, {"act": "pass", "by": "A"},
        {"expect": {"damage": {"a": 3}}}]))
    check(duel({}, battlefields=[bf("bf1", "A", u("Akali, Silent", "a", "A")), bf("bf2")], cards=TCARDS, steps=[
        {"act": "move", "by": "A", "units": ["a"], "to": "base"}, {"expect": {"chain": [], "might": {"a": 4}}}]))


def test_ambessa_the_wolf() -> None:
    """"[Empower] [3][Body] [Empowered][>] I have +3 [M] and can't be dealt damage unless I'm in combat." - a
    spell's damage out of combat is nothing; in combat she takes it."""
    a = {"base": [u("Ambessa, The Wolf", "w", "A")], "runes": runes("body", 4), "hand": [{"card": "Zap", "as": "z"}]}
    check(duel(a, cards=TCARDS, steps=[
        {"act": "activate", "by": "A", "source": "w", "ability": 0}, *RESOLVE,
        {"expect": {"might": {"w": 7}}},
        {"act": "play", "by": "A", "card": "z", "targets": ["w"]}, *RESOLVE, {"expect": {"damage": {"w": 0}}}]))
    check(duel(a, cards=TCARDS, steps=[
        {"act": "play", "by": "A", "card": "z", "targets": ["w"]}, *RESOLVE, {"expect": {"damage": {"w": 3}}}]))
    check(duel({**a, "hand": []}, {"hand": [{"card": "Zap", "as": "bz"}]},
               battlefields=[bf("bf1", "B", u("Wall", "e", "B")), bf("bf2")], cards=TCARDS, steps=[
        {"act": "activate", "by": "A", "source": "w", "ability": 0}, *RESOLVE,
        {"act": "move", "by": "A", "units": ["w"], "to": "bf1"}, {"act": "pass", "by": "A"},
        {"act": "play", "by": "B", "card": "bz", "targets": ["w"]}, {"act": "pass", "by": "B"}, {"act": "pass", "by": "A"},
        {"expect": {"damage": {"w": 3}}}]))


def test_public_execution() -> None:
    """"Choose a friendly unit. Kill an enemy unit with less Might than it. [Flow] [5][A][A]" - an enemy with as
    much Might is no legal target; from the trash for its Flow cost."""
    for zone, end, n in (("hand", "trash", 3), ("trash", "banishment", 7)):
        check(duel({zone: [{"card": "Public Execution", "as": "x"}], "runes": runes("order", n),
                    "base": [u("Ogre", "o", "A")]},
                   {"base": [u("Pup", "p", "B"), u("Ogre", "eo", "B")]}, cards=TCARDS, steps=[
            {"act": "play", "by": "A", "card": "x", "targets": ["o", "eo"], "expect_error": True},
            {"act": "play", "by": "A", "card": "x", "targets": ["o", "p"]}, *RESOLVE,
            {"expect": {"zone": {"p": "trash", "eo": "base", "x": end}}}]))


def test_ambessa_respected_and_feared() -> None:
    """"[Empower] [1][Order][Order] [Empowered][>] I have [Assault 2]. [Empowered][>] When I attack, kill an enemy
    unit here with less Might than me." - attacking, her Assault counts (5 + 2); not Empowered, nothing."""
    bfs = [bf("bf1", "B", u("Ogre", "o", "B"), u("Wall", "w", "B")), bf("bf2")]
    a = {"base": [u("Ambessa, Respected and Feared", "a", "A")], "runes": runes("order", 3)}
    check(duel(a, battlefields=bfs, cards=TCARDS, steps=[
        {"act": "activate", "by": "A", "source": "a", "ability": 0}, *RESOLVE,
        {"expect": {"keywords": {"a": ["Assault 2", "Empower", "Empowered"]}}},
        {"act": "move", "by": "A", "units": ["a"], "to": "bf1"},
        {"expect": {"chain": ["Ambessa, Respected and Feared (attack)"], "might": {"a": 7}}}, *RESOLVE,
        {"expect": {"zone": {"o": "trash", "w": "bf1"}}}]))
    check(duel(a, battlefields=bfs, cards=TCARDS, steps=[
        {"act": "move", "by": "A", "units": ["a"], "to": "bf1"}, {"expect": {"chain": []}}]))


def test_twilight_step() -> None:
    """"Move a unit with 3 [M] or less. [Flow] [4][Chaos]" - any unit (an enemy's too), to its base or a
    battlefield, chosen as it is played (355.4); a 4 [M] unit is no legal target."""
    for zone, end, n in (("hand", "trash", 3), ("trash", "banishment", 5)):
        check(duel({zone: [{"card": "Twilight Step", "as": "s"}], "runes": runes("chaos", n)},
                   {"base": [u("Ogre", "o", "B")]},
                   battlefields=[bf("bf1", "B", u("Pup", "e", "B")), bf("bf2")], cards=TCARDS, steps=[
            {"act": "play", "by": "A", "card": "s", "targets": ["o"], "destination": "bf2", "expect_error": True},
            {"act": "play", "by": "A", "card": "s", "targets": ["e"], "destination": "base"}, *RESOLVE,
            {"expect": {"zone": {"e": "base", "s": end}}}]))


def test_shuriken_flip() -> None:
    """"Deal 2 to up to one enemy unit at a battlefield, then move a friendly unit. [Flow] [3][A]" - the enemy
    unit may be left out; the friendly unit moves where its play chose (355.4)."""
    bfs = [bf("bf1", "B", u("Pup", "e", "B")), bf("bf2")]
    a = {"hand": [{"card": "Shuriken Flip", "as": "s"}], "runes": runes("fury", 2), "base": [u("Ogre", "o", "A")]}
    check(duel(a, battlefields=bfs, cards=TCARDS, steps=[
        {"act": "play", "by": "A", "card": "s", "targets": ["o", "e"], "destination": "bf2"}, *RESOLVE,
        {"expect": {"zone": {"e": "trash", "o": "bf2"}}}]))
    check(duel(a, battlefields=bfs, cards=TCARDS, steps=[
        {"act": "play", "by": "A", "card": "s", "targets": ["o"], "destination": "bf2"}, *RESOLVE,
        {"expect": {"zone": {"e": "bf1", "o": "bf2"}}}]))
    check(duel({**a, "hand": [], "trash": [{"card": "Shuriken Flip", "as": "s"}], "runes": runes("fury", 4)},
               battlefields=bfs, cards=TCARDS, steps=[
        {"act": "play", "by": "A", "card": "s", "targets": ["o", "e"], "destination": "bf2"}, *RESOLVE,
        {"expect": {"zone": {"e": "trash", "s": "banishment"}}}]))


# -- combat ends, becoming ready -------------------------------------------------------------

RALLY = {"type": "spell", "cost": 0, "keywords": ["Action"],
         "script": {"targets": [{"what": "unit"}], "effects": [["ready", {"to": "t0"}]]}}


def test_affectionate_poro() -> None:
    """"When a combat that I was in ends, if I haven't been dealt damage this turn, draw 1." - dealt damage (then
    healed by the combat's end, 468.1.a.1), it draws nothing; a unit that was in no combat, nothing."""
    a = {"base": [u("Affectionate Poro", "p", "A"), u("Ogre", "o", "A")], "deck": ["Pup"] * 3}
    check(duel(a, battlefields=[bf("bf1", "B", u("Pup", "e", "B")), bf("bf2")], cards=TCARDS, steps=[
        {"act": "move", "by": "A", "units": ["p", "o"], "to": "bf1"}, *RESOLVE,
        {"act": "choose", "by": "B", "choice": {"assign": {"o": 2}}},
        {"expect": {"chain": ["Affectionate Poro (combat_ends)"]}}, *RESOLVE, {"expect": {"count": {"A": {"hand": 1}}}}]))
    check(duel(a, battlefields=[bf("bf1", "B", u("Pup", "e", "B")), bf("bf2")], cards=TCARDS, steps=[
        {"act": "move", "by": "A", "units": ["p", "o"], "to": "bf1"}, *RESOLVE,
        {"act": "choose", "by": "B", "choice": {"assign": {"p": 2}}},
        {"expect": {"chain": [], "count": {"A": {"hand": 0}}, "damage": {"p": 0}}}]))
    check(duel(a, battlefields=[bf("bf1", "B", u("Pup", "e", "B")), bf("bf2")], cards=TCARDS, steps=[
        {"act": "move", "by": "A", "units": ["o"], "to": "bf1"}, *RESOLVE,
        {"expect": {"chain": [], "count": {"A": {"hand": 0}}}}]))


def test_mournful_witness() -> None:
    """"When a combat that I was in ends, empower me. (I become Empowered if I'm not already.) [Empowered][>] I
    have +2 [M]." - defending too."""
    check(duel({}, {"base": [u("Filler", "e", "B")]},
               battlefields=[bf("bf1", "A", u("Mournful Witness", "m", "A")), bf("bf2")], turn=B_TURN, cards=TCARDS,
               steps=[
        {"expect": {"might": {"m": 2}}},
        {"act": "move", "by": "B", "units": ["e"], "to": "bf1"}, {"act": "pass", "by": "B"}, {"act": "pass", "by": "A"},
        {"expect": {"chain": ["Mournful Witness (combat_ends)"]}}, *RESOLVE,
        {"expect": {"might": {"m": 4}, "log_contains": "Mournful Witness becomes Empowered"}}]))


def test_fretful_feline() -> None:
    """"When I become ready, give me +2 [M] this turn." - readied by a spell, or in the Awaken Phase; another
    unit readied: nothing."""
    cards = {**TCARDS, "Rally": RALLY}
    check(duel({"base": [u("Fretful Feline", "f", "A", exhausted=True), u("Pup", "p", "A", exhausted=True)],
                "hand": [{"card": "Rally", "as": "r1"}, {"card": "Rally", "as": "r2"}]}, cards=cards, steps=[
        {"act": "play", "by": "A", "card": "r1", "targets": ["p"]}, *RESOLVE, {"expect": {"chain": [], "might": {"f": 5}}},
        {"act": "play", "by": "A", "card": "r2", "targets": ["f"]}, *RESOLVE,
        {"expect": {"chain": ["Fretful Feline (ready_unit)"]}}, *RESOLVE, {"expect": {"might": {"f": 7}}}]))
    check(duel({"base": [u("Fretful Feline", "f", "A", exhausted=True)]}, turn={"player": "A", "phase": "awaken", "number": 3},
               cards=cards, steps=[*RESOLVE, {"expect": {"might": {"f": 7}, "exhausted": {"f": False}}}]))


def test_jayce_hammer_in_hand() -> None:
    """"When I become ready, choose one to give me this turn — [Assault 2] / [Deflect 2] / [Ganking]" """
    cards = {**TCARDS, "Rally": RALLY}
    for option, kws in (("Assault 2", ["Assault 2"]), ("Deflect 2", ["Deflect 2"]), ("Ganking", ["Ganking"])):
        check(duel({"base": [u("Jayce, Hammer in Hand", "j", "A", exhausted=True)], "hand": [{"card": "Rally", "as": "r"}]},
                   cards=cards, steps=[
            {"act": "play", "by": "A", "card": "r", "targets": ["j"]}, *RESOLVE, *RESOLVE,
            {"act": "choose", "by": "A", "choice": {"option": option}},
            {"expect": {"keywords": {"j": kws}}}, {"act": "end_turn", "by": "A"}, {"expect": {"keywords": {"j": []}}}]))


# -- cost changes, untargetable, prevention, play restrictions ------------------------------

def test_keeper_of_law() -> None:
    """"I cost [2][Order] less if you control a battlefield with exactly two units there." - [5][Order] becomes
    [3]; with one unit there, or three, it doesn't."""
    def run(units: int, ok: bool) -> None:
        check(duel({"hand": [{"card": "Keeper of Law", "as": "k"}], "runes": runes("order", 3)},
                   battlefields=[bf("bf1", "A", *[u("Pup", f"p{i}", "A") for i in range(units)]), bf("bf2")],
                   cards=TCARDS, steps=[{"act": "play", "by": "A", "card": "k", **({} if ok else {"expect_error": True})},
                                        {"expect": {"zone": {"k": "base" if ok else "hand"}, "count": {"A": {"runes": 3}}}}]))
    run(2, True)
    run(1, False)
    run(3, False)


def test_applied_researchers() -> None:
    """"[Empower] [3] [Empowered][>] Your spells cost [1][A] less, to a minimum of [1]." - Shock Blast [3][Mind]
    costs [2]; a [1] spell stays [1] (356.4.e). With Shock Blast's own discount, [0] (FAQ)."""
    a = {"base": [u("Applied Researchers", "r", "A")], "runes": runes("mind", 5),
         "hand": [{"card": "Shock Blast", "as": "sb"}, {"card": "Decree of Rage", "as": "dr"}]}
    bfs = [bf("bf1", "B", u("Ogre", "o", "B")), bf("bf2")]
    check(duel(a, {"base": [u("Calm Imp", "ci", "B")]}, battlefields=bfs,
               cards={**TCARDS, "Calm Imp": {"type": "unit", "might": 4, "cost": 1, "domains": ["calm"]}}, steps=[
        *[{"act": "activate", "by": "A", "source": "r", "ability": 0}, *RESOLVE],  # [3]: two runes left
        {"act": "play", "by": "A", "card": "sb", "targets": ["o"]}, *RESOLVE,  # [3][Mind]-[1][A]-[2] (Empowered): 0
        {"expect": {"zone": {"o": "trash"}, "count": {"A": {"runes": 5}}}},
        {"act": "play", "by": "A", "card": "dr", "targets": ["ci"]}, *RESOLVE,  # [1][Fury]: [1], no Power
        {"expect": {"zone": {"ci": "trash"}, "count": {"A": {"runes": 5}}}}]))


def test_stargazer() -> None:
    """"Spells with [Flow] you play from your trash cost [2] less, to a minimum of [1]." - Dredge Up's Flow [2]
    stays [1]; from the hand it costs its [2]."""
    check(duel({"base": [u("Stargazer", "s", "A")], "runes": runes("chaos", 2), "deck": ["Pup"] * 3,
                "trash": [{"card": "Dredge Up", "as": "t"}], "hand": [{"card": "Dredge Up", "as": "h"}]}, cards=TCARDS,
               steps=[{"act": "play", "by": "A", "card": "t"}, *RESOLVE,
                      {"expect": {"zone": {"t": "banishment"}}},
                      {"act": "play", "by": "A", "card": "h", "expect_error": True}]))  # one rune left, [2]


def test_twilight_shroud() -> None:
    """"Give a friendly unit +1 [M] this turn. It can't be chosen by enemy spells and abilities this turn. [Flow]
    [2]" - not an enemy unit; the opponent's spell can't choose it this turn."""
    check(duel({"hand": [{"card": "Twilight Shroud", "as": "s"}], "runes": runes("calm", 1), "base": [u("Pup", "p", "A")]},
               {"hand": [{"card": "Zap", "as": "z"}], "base": [u("Pup", "e", "B")]}, cards=TCARDS, steps=[
        {"act": "play", "by": "A", "card": "s", "targets": ["e"], "expect_error": True},
        {"act": "play", "by": "A", "card": "s", "targets": ["p"]}, *RESOLVE,
        {"expect": {"might": {"p": 3}}}, {"act": "end_turn", "by": "A"}, {"act": "run_until", "phase": "main"},
        {"act": "play", "by": "B", "card": "z", "targets": ["p"]}, {"act": "pass", "by": "B"}, {"act": "pass", "by": "A"},
        {"expect": {"zone": {"p": "trash"}}}]))  # a new turn: it can be chosen
    check(duel({"hand": [{"card": "Twilight Shroud", "as": "s"}, {"card": "Fizzle", "as": "f"}],
                "runes": runes("calm", 1), "base": [u("Pup", "p", "A")]},
               {"hand": [{"card": "Zap", "as": "z"}]},
               cards={**TCARDS, "Fizzle": {"type": "spell", "cost": 0, "keywords": ["Action"], "script": {"effects": []}}},
               steps=[
        {"act": "play", "by": "A", "card": "s", "targets": ["p"]}, *RESOLVE,
        {"act": "play", "by": "A", "card": "f"}, {"act": "pass", "by": "A"},
        {"act": "play", "by": "B", "card": "z", "targets": ["p"], "expect_error": True}]))


def test_esteemed_hierophant() -> None:
    """"While you control 7 or more runes, prevent all damage that enemy spells and abilities would deal to me."
    - with six runes it takes it."""
    for n, dmg in ((7, 0), (6, 3)):
        check(duel({"base": [u("Esteemed Hierophant", "h", "A")], "runes": runes("calm", n)},
                   {"hand": [{"card": "Zap", "as": "z"}]}, turn=B_TURN, cards=TCARDS, steps=[
            {"act": "play", "by": "B", "card": "z", "targets": ["h"]}, {"act": "pass", "by": "B"},
            {"act": "pass", "by": "A"}, {"expect": {"damage": {"h": dmg}}}]))


def test_ol_poro() -> None:
    """"I can't be played on your first, second, or third turns." - on the fourth it can."""
    check(duel({"hand": [{"card": "Ol' Poro", "as": "p"}], "runes": runes("calm", 2)}, cards=TCARDS, steps=[
        {"act": "play", "by": "A", "card": "p", "expect_error": True},  # A's second turn
        {"act": "end_turn", "by": "A"}, {"act": "run_until", "phase": "main"}, {"act": "end_turn", "by": "B"},
        {"act": "run_until", "phase": "main"},
        {"act": "play", "by": "A", "card": "p", "expect_error": True},  # third
        {"act": "end_turn", "by": "A"}, {"act": "run_until", "phase": "main"}, {"act": "end_turn", "by": "B"},
        {"act": "run_until", "phase": "main"},
        {"act": "play", "by": "A", "card": "p"}, {"expect": {"zone": {"p": "base"}, "might": {"p": 4}}}]))
    sc = Scenario(duel({"hand": [{"card": "Ol' Poro", "as": "p"}], "runes": runes("calm", 2)}, cards=TCARDS))
    assert not [a for a in legal_actions(sc.st, 0) if a.kind == "play" and a.card == sc.obj("p")]


def test_resonating_strike() -> None:
    """"[Hidden] [Reaction] (Play any time, even before spells and abilities resolve.) Choose a battlefield you
    control and a unit you control at a different location. Move that unit to that battlefield and give it +2 [M]
    this turn." (errata: the Reaction reminder) - on an opponent's turn too; not a battlefield you don't
    control, not a unit already there."""
    bfs = [bf("bf1", "A", u("Pup", "there", "A")), bf("bf2", "B", u("Pup", "e", "B"))]
    a = {"hand": [{"card": "Resonating Strike", "as": "s"}], "runes": runes("calm", 3), "base": [u("Ogre", "o", "A")]}
    check(duel(a, {"hand": [{"card": "Fizzle", "as": "f"}]}, battlefields=bfs, turn=B_TURN,
               cards={**TCARDS, "Fizzle": {"type": "spell", "cost": 0, "keywords": ["Action"], "script": {"effects": []}}},
               steps=[
        {"act": "play", "by": "B", "card": "f"}, {"act": "pass", "by": "B"},
        {"act": "play", "by": "A", "card": "s", "targets": ["bf2", "o"], "expect_error": True},
        {"act": "play", "by": "A", "card": "s", "targets": ["bf1", "there"], "expect_error": True},
        {"act": "play", "by": "A", "card": "s", "targets": ["bf1", "o"]}, {"act": "pass", "by": "A"},
        {"act": "pass", "by": "B"}, {"expect": {"zone": {"o": "bf1"}, "might": {"o": 6}, "chain": ["Fizzle"]}}]))


def test_repair_specialist() -> None:
    """"I have [Assault] equal to the number of gear you control." - an opponent's gear doesn't count."""
    check(duel({"base": [u("Repair Specialist", "r", "A"), {"card": "Trinket"}, {"card": "Trinket"}]},
               {"base": [{"card": "Trinket"}]}, battlefields=[bf("bf1", "B", u("Wall", "w", "B")), bf("bf2")],
               cards=TCARDS, steps=[
        {"expect": {"keywords": {"r": ["Assault 2"]}, "might": {"r": 3}}},
        {"act": "move", "by": "A", "units": ["r"], "to": "bf1"}, {"expect": {"might": {"r": 5}}}]))


def test_threshold_of_the_gray() -> None:
    """"When combat starts here, the attacker and defender each [Add] [1]." - each gets [1] in their pool."""
    check(duel({"base": [u("Ogre", "o", "A")]},
               battlefields=[{"as": "bf1", "card": "Threshold of the Gray", "controller": "B",
                              "units": [u("Pup", "e", "B")]}, bf("bf2")], cards=TCARDS, steps=[
        {"act": "move", "by": "A", "units": ["o"], "to": "bf1"},
        {"expect": {"state": "showdown_open", "pool": {"A": {"energy": 1}, "B": {"energy": 1}},
                    "log_contains": "Threshold of the Gray (defend) adds resources"}}]))
    check(duel({"base": [u("Ogre", "o", "A")]},  # no combat (nobody defends): nothing added
               battlefields=[{"as": "bf1", "card": "Threshold of the Gray", "units": []}, bf("bf2")], cards=TCARDS, steps=[
        {"act": "move", "by": "A", "units": ["o"], "to": "bf1"}, {"expect": {"pool": {"A": {"energy": 0}}}}]))


def test_acceleration_gate() -> None:
    """"Ready up to 4 units, gear, and/or runes." - anyone's exhausted ones; up to 4: fewer too."""
    a = {"hand": [{"card": "Acceleration Gate", "as": "g"}],
         "runes": [{"card": "Mind Rune", "as": f"r{i}"} for i in range(4)],
         "base": [u("Pup", "p", "A", exhausted=True), {"card": "Trinket", "as": "t", "exhausted": True}]}
    check(duel(a, {"base": [u("Pup", "e", "B", exhausted=True)]}, cards=TCARDS, steps=[
        {"act": "play", "by": "A", "card": "g", "pay": {"exhaust": ["r0", "r1", "r2"], "recycle": ["r3"]}}, *RESOLVE,
        {"expect": {"pending": {"player": "A", "kind": "choose_cards"}}},
        {"act": "choose", "by": "A", "choice": {"cards": ["p", "t", "r0", "r1", "r2"]}, "expect_error": True},
        {"act": "choose", "by": "A", "choice": {"cards": ["p", "t", "r0", "r1"]}},
        {"expect": {"exhausted": {"p": False, "t": False, "r0": False, "r1": False, "r2": True, "e": True}}}]))


def test_tornado_warrior() -> None:
    """"[Hidden] When you play me from face down, you may empower something here. Disempower it at end of turn."
    - something at that battlefield (a unit or gear, anyone's); played from the hand: nothing; "may": none."""
    bfs = [bf("bf1", "A", u("Steel Paws", "sp", "A")), bf("bf2")]
    a = {"hand": [{"card": "Tornado Warrior", "as": "t"}], "runes": runes("chaos", 4), "base": [u("Pup", "home", "A")]}
    check(duel(a, battlefields=bfs, cards=TCARDS, steps=[
        {"act": "hide", "by": "A", "card": "t", "at": "bf1"},
        {"act": "end_turn", "by": "A"}, {"act": "run_until", "phase": "main"}, {"act": "end_turn", "by": "B"},
        {"act": "run_until", "phase": "main"},
        {"act": "play", "by": "A", "card": "t"},
        {"act": "choose", "by": "A", "choice": {"targets": ["home"]}, "expect_error": True},
        {"act": "choose", "by": "A", "choice": {"targets": ["sp"]}}, *RESOLVE,
        {"expect": {"might": {"sp": 7}, "zone": {"t": "bf1"}}},
        {"act": "end_turn", "by": "A"}, {"expect": {"chain": ["Tornado Warrior (undo)"]}}, *RESOLVE,
        {"expect": {"might": {"sp": 0}}}]))
    check(duel(a, battlefields=bfs, cards=TCARDS, steps=[
        {"act": "play", "by": "A", "card": "t"}, {"expect": {"chain": [], "pending": None, "might": {"sp": 0}}}]))


# -- legends reading play, banish and ability events ---------------------------------------

EXILE = {"type": "spell", "cost": 0, "keywords": ["Action"],
         "script": {"targets": [{"what": "unit"}], "effects": [["banish", {"to": "t0"}]]}}


def test_kennen_heart_of_the_tempest() -> None:
    """"When you play a card from anywhere other than your hand, empower me. [Action][>] Disempower me, [E]: Give a
    unit [Assault 2] this turn." - from the hand: nothing; from the Champion Zone or (Flow) the trash: Empowered."""
    legend = "Kennen, Heart of the Tempest"
    a = {"legend": legend, "hand": [{"card": "Pup", "as": "h"}], "champion": {"card": "Ogre", "as": "ch"},
         "trash": [{"card": "Dredge Up", "as": "du"}], "runes": runes("order", 3), "deck": ["Pup"] * 3}
    check(duel(a, cards=TCARDS, steps=[
        {"act": "play", "by": "A", "card": "h"}, {"expect": {"chain": []}},
        {"act": "activate", "by": "A", "source": legend, "ability": 0, "targets": ["h"], "expect_error": True},
        {"act": "play", "by": "A", "card": "ch"}, {"expect": {"chain": [f"{legend} (play_card)"]}}, *RESOLVE,
        {"act": "activate", "by": "A", "source": legend, "ability": 0, "targets": ["h"]}, *RESOLVE,
        {"expect": {"keywords": {"h": ["Assault 2"]}, "log_contains": f"{legend} is no longer Empowered"}}]))
    check(duel(a, cards=TCARDS, steps=[
        {"act": "play", "by": "A", "card": "du"}, *RESOLVE,
        {"expect": {"chain": [f"{legend} (play_card)"]}}, *RESOLVE,
        {"expect": {"log_contains": f"{legend} becomes Empowered"}}]))


def test_zed_master_of_shadows() -> None:
    """"When you banish a card you own, empower me. [Action][>] Disempower me, [E]: Discard 1, then draw 1." - an
    opponent's card banished: nothing."""
    legend = "Zed, Master of Shadows"
    cards = {**TCARDS, "Exile": EXILE}
    check(duel({"legend": legend, "hand": [{"card": "Exile", "as": "x1"}, {"card": "Exile", "as": "x2"},
                                           {"card": "Wall", "as": "keep"}],
                "base": [u("Pup", "mine", "A")], "deck": ["Ogre"] * 3}, {"base": [u("Pup", "theirs", "B")]},
               cards=cards, steps=[
        {"act": "play", "by": "A", "card": "x1", "targets": ["theirs"]}, *RESOLVE, {"expect": {"chain": []}},
        {"act": "activate", "by": "A", "source": legend, "ability": 0, "expect_error": True},
        {"act": "play", "by": "A", "card": "x2", "targets": ["mine"]}, *RESOLVE,
        {"expect": {"chain": [f"{legend} (banish_own)"]}}, *RESOLVE,
        {"act": "activate", "by": "A", "source": legend, "ability": 0}, *RESOLVE,
        {"expect": {"zone": {"keep": "trash"}, "count": {"A": {"hand": 1}}}}]))


def test_nasus_curator_of_the_sands() -> None:
    """"When you play a unit, gear, or activated ability with Energy cost [7] or more, you may exhaust me to ready
    up to 2 runes." - a [6] unit: nothing; an Empower [7] ability: yes, as it resolves; declined: nothing."""
    legend = "Nasus, Curator of the Sands"
    cards = {**TCARDS, "Seven": {"type": "unit", "might": 7, "cost": 7}, "Six": {"type": "unit", "might": 6, "cost": 6}}
    a = {"legend": legend, "runes": [{"card": "Calm Rune", "as": f"r{i}"} for i in range(8)],
         "hand": [{"card": "Seven", "as": "s7"}, {"card": "Six", "as": "s6"}]}
    check(duel(a, cards=cards, steps=[
        {"act": "play", "by": "A", "card": "s6", "pay": {"exhaust": [f"r{i}" for i in range(6)]}},
        {"expect": {"chain": [], "pending": None}}]))
    check(duel(a, cards=cards, steps=[
        {"act": "play", "by": "A", "card": "s7", "pay": {"exhaust": [f"r{i}" for i in range(7)]}},
        {"expect": {"pending": {"player": "A", "kind": "may"}}}, {"act": "choose", "by": "A", "choice": {"yes": True}},
        *RESOLVE, {"act": "choose", "by": "A", "choice": {"cards": ["r0", "r1"]}},
        {"expect": {"exhausted": {"r0": False, "r1": False, "r2": True, legend: True}}}]))
    check(duel(a, cards=cards, steps=[
        {"act": "play", "by": "A", "card": "s7", "pay": {"exhaust": [f"r{i}" for i in range(7)]}},
        {"act": "choose", "by": "A", "choice": {"yes": False}},
        {"expect": {"exhausted": {"r0": True, legend: False}, "chain": []}}]))
    check(duel({**a, "hand": [], "base": [u("Steel Paws", "sp", "A")]}, cards=cards, steps=[
        {"act": "activate", "by": "A", "source": "sp", "ability": 0, "pay": {"exhaust": [f"r{i}" for i in range(7)]}},
        {"expect": {"pending": None}}, *RESOLVE,
        {"expect": {"pending": {"player": "A", "kind": "may"}}}]))


# -- enemy deaths, an opponent's gear, channelling -----------------------------------------

def test_sandstone_chimera() -> None:
    """"While I'm at a battlefield, players only channel 1 rune at the start of their Channel Phase." - every
    player, its controller too; in a base it changes nothing."""
    rd = {"rune_deck": runes("calm", 6)}
    check(duel({**rd}, {**rd}, battlefields=[bf("bf1", "A", u("Sandstone Chimera", "c", "A")), bf("bf2")],
               cards=TCARDS, steps=[
        {"act": "end_turn", "by": "A"}, {"act": "run_until", "phase": "main"}, {"expect": {"count": {"B": {"runes": 1}}}},
        {"act": "end_turn", "by": "B"}, {"act": "run_until", "phase": "main"}, {"expect": {"count": {"A": {"runes": 1}}}}]))
    check(duel({"base": [u("Sandstone Chimera", "c", "A")], **rd}, {**rd}, cards=TCARDS, steps=[
        {"act": "end_turn", "by": "A"}, {"act": "run_until", "phase": "main"}, {"expect": {"count": {"B": {"runes": 2}}}}]))


def test_ravenbloom_prefect() -> None:
    """"When an opponent plays a gear, you may banish me to banish it." - not for a unit, not for a gear of its
    own controller's; declined: both stay."""
    a = {"base": [u("Ravenbloom Prefect", "r", "A")], "hand": [{"card": "Trinket", "as": "mine"}]}
    b = {"hand": [{"card": "Relic", "as": "g"}, {"card": "Pup", "as": "p"}], "runes": runes("chaos", 6)}
    check(duel(a, b, turn=B_TURN, cards=TCARDS, steps=[
        {"act": "play", "by": "B", "card": "p"}, {"expect": {"chain": [], "pending": None}},
        {"act": "play", "by": "B", "card": "g"},
        {"expect": {"pending": {"player": "A", "kind": "may"}}}, {"act": "choose", "by": "A", "choice": {"yes": True}},
        {"act": "pass", "by": "A"}, {"act": "pass", "by": "B"},
        {"expect": {"zone": {"r": "banishment", "g": "banishment"}}}]))
    check(duel(a, b, turn=B_TURN, cards=TCARDS, steps=[
        {"act": "play", "by": "B", "card": "g"}, {"act": "choose", "by": "A", "choice": {"yes": False}},
        {"expect": {"zone": {"r": "base", "g": "base"}, "chain": []}}]))
    check(duel(a, b, cards=TCARDS, steps=[
        {"act": "play", "by": "A", "card": "mine"}, {"expect": {"chain": [], "pending": None}}]))


def test_nasus_guardian_of_knowledge() -> None:
    """"Once each turn, when an enemy unit here dies, channel 1 rune exhausted." - two enemy deaths here in one
    combat: one rune; an enemy unit dying elsewhere: nothing; next turn again."""
    check(duel({"base": [u("Ogre", "o", "A")], "rune_deck": runes("mind", 4)},
               {"base": [u("Pup", "elsewhere", "B")], "hand": [{"card": "Doom", "as": "d"}]},
               battlefields=[bf("bf1", "B", u("Filler", "e1", "B"), u("Filler", "e2", "B")),
                             bf("bf2", "A", u("Nasus, Guardian of Knowledge", "n", "A"))], cards=TCARDS, steps=[
        {"act": "move", "by": "A", "units": ["o"], "to": "bf1"}, *RESOLVE,
        {"act": "choose", "by": "A", "choice": {"assign": {"e1": 2, "e2": 2}}},
        {"expect": {"zone": {"e1": "trash", "e2": "trash"}, "chain": []}},  # not at Nasus's battlefield
        {"act": "end_turn", "by": "A"}, {"act": "run_until", "phase": "main"},
        {"act": "play", "by": "B", "card": "d", "targets": ["elsewhere"]}, {"act": "pass", "by": "B"},
        {"act": "pass", "by": "A"}, {"expect": {"chain": [], "count": {"A": {"runes": 0}}}}]))
    check(duel({"rune_deck": runes("mind", 4)}, {"base": [u("Filler", "e1", "B"), u("Filler", "e2", "B")]},
               battlefields=[bf("bf1", "A", u("Nasus, Guardian of Knowledge", "n", "A")), bf("bf2")], turn=B_TURN,
               cards=TCARDS, steps=[
        {"act": "move", "by": "B", "units": ["e1", "e2"], "to": "bf1"}, {"act": "pass", "by": "B"}, {"act": "pass", "by": "A"},
        {"act": "choose", "by": "A", "choice": {"assign": {"e1": 3, "e2": 3}}},
        {"expect": {"zone": {"e1": "trash", "e2": "trash"}, "chain": ["Nasus, Guardian of Knowledge (enemy_dies)"]}},
        {"act": "pass", "by": "A"}, {"act": "pass", "by": "B"},
        {"expect": {"count": {"A": {"runes": 1}}, "chain": []}}]))


def test_siphoning_strike() -> None:
    """"Deal 4 to a unit at a battlefield. If you control 7 or more runes, deal 7 to it instead. When it dies this
    turn, channel 1 rune exhausted." - it dies: a rune; it survives: none."""
    bfs = [bf("bf1", "B", u("Ogre", "o", "B"), u("Wall", "w", "B")), bf("bf2")]
    a = {"hand": [{"card": "Siphoning Strike", "as": "s"}], "rune_deck": runes("calm", 3)}
    check(duel({**a, "runes": runes("calm", 4)}, battlefields=bfs, cards=TCARDS, steps=[
        {"act": "play", "by": "A", "card": "s", "targets": ["o"]}, *RESOLVE,
        {"expect": {"zone": {"o": "trash"}, "chain": ["Siphoning Strike (it_dies)"]}}, *RESOLVE,
        {"expect": {"count": {"A": {"runes": 5}}}}]))
    check(duel({**a, "runes": runes("calm", 4)}, battlefields=bfs, cards=TCARDS, steps=[
        {"act": "play", "by": "A", "card": "s", "targets": ["w"]}, *RESOLVE,
        {"expect": {"damage": {"w": 4}, "chain": [], "count": {"A": {"runes": 4}}}}]))
    check(duel({**a, "runes": runes("calm", 7)}, battlefields=bfs, cards=TCARDS, steps=[
        {"act": "play", "by": "A", "card": "s", "targets": ["w"]}, *RESOLVE,
        {"expect": {"damage": {"w": 7}, "chain": []}}]))


def test_decree_of_focus() -> None:
    """"[Reaction] Choose a friendly unit that's in combat with an enemy Fury ([Fury]) unit or that's being chosen
    by an enemy Fury spell. Give it +4 [M] this turn." - not one facing a unit of another domain; not one no Fury
    spell chose."""
    cards = {**TCARDS, "Fury Brute": {"type": "unit", "might": 4, "cost": 1, "domains": ["fury"]},
             "Fury Zap": {"type": "spell", "cost": 0, "keywords": ["Reaction"], "domains": ["fury"],
                          "script": {"targets": [{"what": "unit"}], "effects": [["deal", {"amount": 3, "to": "t0"}]]}},
             "Calm Zap": {"type": "spell", "cost": 0, "keywords": ["Reaction"], "domains": ["calm"],
                          "script": {"targets": [{"what": "unit"}], "effects": [["deal", {"amount": 3, "to": "t0"}]]}}}
    a = {"hand": [{"card": "Decree of Focus", "as": "d"}], "runes": runes("calm", 1),
         "base": [u("Pup", "p", "A"), u("Pup", "p2", "A")]}
    check(duel(a, {"hand": [{"card": "Fury Zap", "as": "fz"}]}, turn=B_TURN, cards=cards, steps=[
        {"act": "play", "by": "B", "card": "fz", "targets": ["p"]}, {"act": "pass", "by": "B"},
        {"act": "play", "by": "A", "card": "d", "targets": ["p2"], "expect_error": True},
        {"act": "play", "by": "A", "card": "d", "targets": ["p"]}, {"act": "pass", "by": "A"}, {"act": "pass", "by": "B"},
        {"expect": {"might": {"p": 6}, "chain": ["Fury Zap"]}}, {"act": "pass", "by": "B"}, {"act": "pass", "by": "A"},
        {"expect": {"zone": {"p": "base"}, "damage": {"p": 3}}}]))
    check(duel(a, {"hand": [{"card": "Calm Zap", "as": "cz"}]}, turn=B_TURN, cards=cards, steps=[
        {"act": "play", "by": "B", "card": "cz", "targets": ["p"]}, {"act": "pass", "by": "B"},
        {"act": "play", "by": "A", "card": "d", "targets": ["p"], "expect_error": True}]))
    check(duel({**a, "base": []}, {"base": [u("Fury Brute", "fb", "B")]},
               battlefields=[bf("bf1", "A", u("Pup", "def", "A")), bf("bf2")], turn=B_TURN, cards=cards, steps=[
        {"act": "move", "by": "B", "units": ["fb"], "to": "bf1"}, {"act": "pass", "by": "B"},
        {"act": "play", "by": "A", "card": "d", "targets": ["def"]}, {"act": "pass", "by": "A"},
        {"act": "pass", "by": "B"}, {"expect": {"might": {"def": 6}}}]))


def test_mel_newly_awakened() -> None:
    """"When you play me, draw 1. [Empower] [3] [Empowered][>] Your spells and abilities can't be countered. If a
    spell or ability you control would give -[M] to a unit it chooses, it gives an additional -1 [M]." - not
    before she is Empowered."""
    cards = {**TCARDS, "Chill": {"type": "spell", "cost": 0, "keywords": ["Reaction"],
                                 "script": {"targets": [{"what": "unit"}], "effects": [["might", {"amount": -2, "to": "t0"}]]}},
             "Deny": {"type": "spell", "cost": 0, "keywords": ["Reaction"],
                      "script": {"targets": [{"what": "spell"}], "effects": [["counter", {"to": "t0"}]]}}}
    check(duel({"hand": [{"card": "Mel, Newly Awakened", "as": "m"}], "runes": runes("mind", 4), "deck": ["Pup"] * 3},
               cards=cards, steps=[{"act": "play", "by": "A", "card": "m"}, *RESOLVE, {"expect": {"count": {"A": {"hand": 1}}}}]))
    a = {"base": [u("Mel, Newly Awakened", "m", "A")], "runes": runes("mind", 3),
         "hand": [{"card": "Chill", "as": "c"}, {"card": "Chill", "as": "c2"}]}
    b = {"base": [u("Wall", "w", "B")], "hand": [{"card": "Deny", "as": "d"}]}
    check(duel(a, b, cards=cards, steps=[
        {"act": "play", "by": "A", "card": "c", "targets": ["w"]}, *RESOLVE, {"expect": {"might": {"w": 6}}},
        {"act": "activate", "by": "A", "source": "m", "ability": 0}, *RESOLVE,
        {"act": "play", "by": "A", "card": "c2", "targets": ["w"]}, {"act": "pass", "by": "A"},
        {"act": "play", "by": "B", "card": "d", "targets": ["c2"]}, {"act": "pass", "by": "B"}, {"act": "pass", "by": "A"},
        {"expect": {"chain": ["Chill"]}}, *RESOLVE, {"expect": {"might": {"w": 3}}}]))


def test_jagged_cutlass() -> None:
    """"Equip [Body] ([Body]: Attach this to a unit you control.) Grants: I can't be moved by enemy spells and
    abilities." - +2 [M] attached; an opponent's spell can't move the unit, its controller's can."""
    cards = {**TCARDS, "Shove": {"type": "spell", "cost": 0, "keywords": ["Reaction"],
                                 "script": {"targets": [{"what": "unit"}], "effects": [["move_to_base", {"to": "t0"}]]}}}
    check(duel({"base": [{"card": "Jagged Cutlass", "as": "j"}], "runes": runes("body", 1), "hand": [{"card": "Shove", "as": "s"}]},
               {"hand": [{"card": "Shove", "as": "bs"}]},
               battlefields=[bf("bf1", "A", u("Pup", "p", "A")), bf("bf2")], cards=cards, steps=[
        {"act": "activate", "by": "A", "source": "j", "ability": 0, "targets": ["p"]}, *RESOLVE,
        {"expect": {"might": {"p": 4}, "zone": {"j": "bf1"}}},
        {"act": "play", "by": "A", "card": "s", "targets": ["p"]}, {"act": "pass", "by": "A"},
        {"act": "play", "by": "B", "card": "bs", "targets": ["p"]}, {"act": "pass", "by": "B"}, {"act": "pass", "by": "A"},
        {"expect": {"zone": {"p": "bf1"}}}, *RESOLVE, {"expect": {"zone": {"p": "base"}}}]))


# -- own terms -----------------------------------------------------------------------------

def test_morgana_vindictive() -> None:
    """"[Ambush] When you play me, deal damage to a unit equal to the damage marked on it." - 2 marked: 2 more."""
    check(duel({"hand": [{"card": "Morgana, Vindictive", "as": "m"}], "runes": runes("fury", 6)},
               {"base": [u("Ogre", "o", "B", damage=2), u("Wall", "w", "B")]}, cards=TCARDS, steps=[
        {"act": "play", "by": "A", "card": "m"}, {"act": "choose", "by": "A", "choice": {"targets": ["o"]}}, *RESOLVE,
        {"expect": {"zone": {"o": "trash"}}}]))
    check(duel({"hand": [{"card": "Morgana, Vindictive", "as": "m"}], "runes": runes("fury", 6)},
               {"base": [u("Wall", "w", "B", damage=3)]}, cards=TCARDS, steps=[
        {"act": "play", "by": "A", "card": "m"}, {"act": "choose", "by": "A", "choice": {"targets": ["w"]}}, *RESOLVE,
        {"expect": {"damage": {"w": 6}}}]))


def test_riven_shattered() -> None:
    """"[Weaponmaster] When I attack, choose an enemy unit here. Deal 2 to it for each Equipment attached to me."
    - two attached: 4; none: 0."""
    blade = {"type": "gear", "cost": 1, "might_bonus": 0, "tags": ["Equipment"]}
    cards = {**TCARDS, "Blade": blade}
    riven = [u("Riven, Shattered", "r", "A"), {"card": "Blade", "attached_to": "r"}, {"card": "Blade", "attached_to": "r"}]
    bfs = [bf("bf1", "B", u("Ogre", "o", "B")), bf("bf2")]
    check(duel({"base": riven}, battlefields=bfs, cards=cards, steps=[
        {"act": "move", "by": "A", "units": ["r"], "to": "bf1"}, *RESOLVE, {"expect": {"zone": {"o": "trash"}}}]))
    check(duel({"base": riven[:1]}, battlefields=[bf("bf1", "B", u("Wall", "o", "B")), bf("bf2")], cards=cards, steps=[
        {"act": "move", "by": "A", "units": ["r"], "to": "bf1"}, *RESOLVE, {"expect": {"damage": {"o": 0}}}]))


def test_noxian_demolitionist() -> None:
    """"When I conquer, you may kill a gear with Energy cost no more than my Might." - 1 [M]: a [5] gear is no
    legal choice; "may": none."""
    b = {"base": [{"card": "Trinket", "as": "g"}, {"card": "Relic", "as": "r"}]}
    a = {"base": [u("Noxian Demolitionist", "n", "A")]}
    check(duel(a, b, cards=TCARDS, steps=[
        {"act": "move", "by": "A", "units": ["n"], "to": "bf1"}, *RESOLVE,
        {"expect": {"pending": {"player": "A", "kind": "choose_targets"}}},
        {"act": "choose", "by": "A", "choice": {"targets": ["r"]}, "expect_error": True},
        {"act": "choose", "by": "A", "choice": {"targets": ["g"]}}, *RESOLVE, {"expect": {"zone": {"g": "trash"}}}]))
    check(duel(a, b, cards=TCARDS, steps=[
        {"act": "move", "by": "A", "units": ["n"], "to": "bf1"}, *RESOLVE,
        {"act": "choose", "by": "A", "choice": {"targets": []}}, *RESOLVE,
        {"expect": {"zone": {"g": "base", "r": "base"}}}]))


def test_ocean_drake() -> None:
    """"You may play me to an open battlefield. When you play me, you may return a non-Dragon unit to its owner's
    hand." - a Dragon is no legal choice; "may": none."""
    cards = {**TCARDS, "Drake": {"type": "unit", "might": 3, "cost": 1, "tags": ["Dragon"]}}
    a = {"hand": [{"card": "Ocean Drake", "as": "d"}], "runes": runes("chaos", 10)}
    b = {"base": [u("Pup", "p", "B"), u("Drake", "dr", "B")]}
    check(duel(a, b, cards=cards, steps=[
        {"act": "play", "by": "A", "card": "d", "to": "bf1"},
        {"act": "choose", "by": "A", "choice": {"targets": ["dr"]}, "expect_error": True},
        {"act": "choose", "by": "A", "choice": {"targets": ["p"]}}, *RESOLVE,
        {"expect": {"zone": {"d": "bf1", "p": "hand", "dr": "base"}}}]))
    check(duel(a, b, cards=cards, steps=[
        {"act": "play", "by": "A", "card": "d"}, {"act": "choose", "by": "A", "choice": {"targets": []}}, *RESOLVE,
        {"expect": {"zone": {"d": "base", "p": "base"}, "chain": []}}]))


def test_crumbling_sands() -> None:
    """"[Reaction] Counter a spell if an opponent has played another spell this turn." - the spell countered is
    not "another"; a spell played this turn that resolved counts (played: finalized, 420)."""
    cards = {**TCARDS, "Fizz": {"type": "spell", "cost": 0, "keywords": ["Action"], "script": {"effects": []}}}
    b = {"hand": [{"card": "Crumbling Sands", "as": "cs"}], "runes": runes("calm", 2)}
    check(duel({"hand": [{"card": "Fizz", "as": "f1"}, {"card": "Fizz", "as": "f2"}]}, b, cards=cards, steps=[
        {"act": "play", "by": "A", "card": "f1"}, *RESOLVE,
        {"act": "play", "by": "A", "card": "f2"}, {"act": "pass", "by": "A"},
        {"act": "play", "by": "B", "card": "cs", "targets": ["f2"]}, {"act": "pass", "by": "B"}, {"act": "pass", "by": "A"},
        {"expect": {"chain": [], "zone": {"f2": "trash"}, "log_contains": "Fizz is countered"}}]))
    check(duel({"hand": [{"card": "Fizz", "as": "f2"}]}, b, cards=cards, steps=[
        {"act": "play", "by": "A", "card": "f2"}, {"act": "pass", "by": "A"},
        {"act": "play", "by": "B", "card": "cs", "targets": ["f2"]}, {"act": "pass", "by": "B"}, {"act": "pass", "by": "A"},
        {"expect": {"chain": ["Fizz"]}}]))


# -- legends -------------------------------------------------------------------------------

def test_mel_souls_reflection() -> None:
    """"When you empower something else, empower me. Disempower me, [E]: Give a unit at a battlefield -2 [M]
    this turn." - the ability needs her Empowered (443), and ends it."""
    bfs = [bf("bf1", "B", u("Ogre", "o", "B")), bf("bf2")]
    legend = "Mel, Soul's Reflection"
    check(duel({"legend": legend, "base": [u("Spark", "k", "A"), u("Pup", "home", "A")]}, battlefields=bfs,
               cards=TCARDS, steps=[
        {"act": "activate", "by": "A", "source": legend, "ability": 0, "targets": ["o"], "expect_error": True},
        *spark("k"), {"expect": {"chain": [f"{legend} (empower)"]}}, *RESOLVE,
        {"expect": {"log_contains": f"{legend} becomes Empowered"}},
        {"act": "activate", "by": "A", "source": legend, "ability": 0, "targets": ["home"], "expect_error": True},
        {"act": "activate", "by": "A", "source": legend, "ability": 0, "targets": ["o"]}, *RESOLVE,
        {"expect": {"might": {"o": 2}, "exhausted": {legend: True}, "log_contains": f"{legend} is no longer Empowered"}}]))


def test_ambessa_matriarch_of_war() -> None:
    """"When you empower something else, empower me. Disempower me, [A], [E]: Ready a unit." """
    legend = "Ambessa, Matriarch of War"
    check(duel({"legend": legend, "base": [u("Spark", "k", "A"), u("Pup", "p", "A", exhausted=True)],
                "runes": runes("body", 1)}, cards=TCARDS, steps=[
        {"act": "activate", "by": "A", "source": legend, "ability": 0, "targets": ["p"], "expect_error": True},
        *spark("k"), *RESOLVE,
        {"act": "activate", "by": "A", "source": legend, "ability": 0, "targets": ["p"]}, *RESOLVE,
        {"expect": {"exhausted": {"p": False, legend: True}, "count": {"A": {"runes": 0}}}}]))


# -- the bot -----------------------------------------------------------------------------

PLAYABLE = sorted(n for n in VEN_SCRIPTS if default_catalog().find(n).type not in ("battlefield", "legend")
                  and n != "Decree of Focus")  # its own position below
SPELLS_FOR_COMBAT = {"Guttural Roar"}
FOR_ATTACK = {"Twilight Shroud"}  # A's Ogre only ties B's at bf1: +1 [M] this turn wins the attack
BOT_NEVER_PLAYS: dict[str, str] = {}
SECOND_SPELL = {"Crumbling Sands"}  # "counter a spell if an opponent has played another spell this turn"
FOR_READYING = {"Acceleration Gate"}  # A's Ogre, exhausted in base, can take B's bf1 once readied


def _tied(card: str, tired: bool = False) -> Scenario:
    """A's Ogre alone in base (ready, or `tired`: exhausted); B's Ogres hold both battlefields (tied: no attack wins;
    with `tired`, a Pup at bf1)."""
    found = default_catalog().find(card)
    return Scenario(duel({"hand": [{"card": card, "as": "x"}], "runes": [DOMAIN_RUNES[found.domains[0]]] * 12,
                          "base": [u("Ogre", "c", "A", exhausted=tired)], "deck": ["Pup"] * 10},
                         {"base": [u("Pup", "e", "B")]},
                         battlefields=[bf("bf1", "B", u("Pup" if tired else "Ogre", "eb", "B")),
                                       bf("bf2", "B", u("Ogre", "eb2", "B"))], cards=TCARDS))


def _reinforced(card: str) -> Scenario:
    """B's Ogre attacks A's Pup at bf2 and B passes; A, holding focus, has `card` and an Ogre in its base (a unit
    a Reaction may move into the combat)."""
    from game.engine import apply
    from game.engine.model.actions import Action

    found = default_catalog().find(card)
    sc = Scenario(duel({"hand": [{"card": card, "as": "x"}], "runes": [DOMAIN_RUNES[found.domains[0]]] * 12,
                        "base": [u("Ogre", "c", "A", exhausted=True)]},
                       {"base": [u("Ogre", "e", "B")]}, turn=B_TURN,
                       battlefields=[bf("bf1", "B", u("Pup", "eb", "B")), bf("bf2", "A", u("Pup", "o", "A"))],
                       cards=TCARDS))
    for action in (Action("move", 1, units=[sc.obj("e")], to=1), Action("pass", 1)):
        sc.st, _ = apply(sc.st, action)
    return sc


def _second_spell(card: str, first: bool = True) -> Scenario:
    """On B's turn, B plays Fizz (`first`: it resolves), then Doom on A's Ogre and passes; A holds priority with
    `card` in hand."""
    found = default_catalog().find(card)
    fizz = {"type": "spell", "cost": 0, "keywords": ["Action"], "script": {"effects": []}}
    sc = Scenario(duel({"hand": [{"card": card, "as": "x"}], "runes": [DOMAIN_RUNES[found.domains[0]]] * 6,
                        "base": [u("Ogre", "c", "A")]},
                       {"hand": [{"card": "Fizz", "as": "f"}, {"card": "Doom", "as": "d"}]}, turn=B_TURN,
                       cards={**TCARDS, "Fizz": fizz}))
    steps = [Action("play", 1, card=sc.obj("f"), pay="auto"), Action("pass", 1), Action("pass", 0)] if first else []
    for action in (*steps, Action("play", 1, card=sc.obj("d"), targets=[sc.obj("c")], pay="auto"), Action("pass", 1)):
        sc.st, _ = apply(sc.st, action)
    assert sc.st.priority == 0 and [c.name for c in sc.st.chain] == ["Doom"]
    return sc


def test_the_bot_counters_only_when_an_opponent_played_another_spell() -> None:
    """Crumbling Sands: with B's Fizz played before its Doom, the bot counters the Doom (its Ogre lives); with the
    Doom B's only spell this turn, the counter would do nothing, and the bot keeps the card."""
    sc = _second_spell("Crumbling Sands")
    taken = _bot_turn(sc)
    assert any(t.kind == "play" and t.card == sc.obj("x") for t in taken), [(t.kind, t.card) for t in taken]
    assert sc.st.objs[sc.obj("c")].zone == "base"
    sc = _second_spell("Crumbling Sands", first=False)
    taken = _bot_turn(sc)
    assert not any(t.kind == "play" and t.card == sc.obj("x") for t in taken), [(t.kind, t.card) for t in taken]


@pytest.mark.parametrize("card", [pytest.param(n, marks=pytest.mark.xfail(strict=True, reason=BOT_NEVER_PLAYS[n]))
                                  if n in BOT_NEVER_PLAYS else n for n in PLAYABLE])
def test_the_bot_plays_the_card(card: str) -> None:
    if card in SECOND_SPELL:
        sc = _second_spell(card)
        taken = _bot_turn(sc)
        assert any(t.kind == "play" and t.card == sc.obj("x") for t in taken), [(t.kind, t.card) for t in taken]
        return
    if card in SPELLS_FOR_COMBAT or card in FOR_ATTACK or card in FOR_READYING or card == "Resonating Strike":
        sc = _reinforced(card) if card == "Resonating Strike" else _tied(card, card in FOR_READYING) \
            if card in FOR_ATTACK | FOR_READYING else _in_combat(card)
        taken = _bot_turn(sc)
        assert any(t.kind == "play" and t.card == sc.obj("x") for t in taken), [(t.kind, t.card) for t in taken]
        return
    found = default_catalog().find(card)
    sc = Scenario(duel({"hand": [{"card": card, "as": "x"}], "runes": [DOMAIN_RUNES[found.domains[0]]] * 12,
                        "base": [u("Ogre", "c", "A"), u("Pup", "p", "A")], "deck": ["Pup"] * 10},
                       {"base": [u("Pup", "e", "B"), u("Calm Imp", "ec", "B")]},
                       battlefields=[bf("bf1", "B", u("Pup", "eb", "B")), bf("bf2", "A", u("Ogre", "o", "A"))],
                       cards={**TCARDS, "Calm Imp": {"type": "unit", "might": 3, "cost": 1, "domains": ["calm"]}}))
    sc.st.players[0].turns_taken = 4  # a fourth turn: Ol' Poro may be played
    taken = _bot_turn(sc)
    assert any(t.kind == "play" and t.card == sc.obj("x") for t in taken), [(t.kind, t.card) for t in taken]


@pytest.mark.parametrize("legend", ["Mel, Soul's Reflection", "Ambessa, Matriarch of War"])
def test_the_bot_uses_the_legends_disempower_ability(legend: str) -> None:
    """Empowered (set directly here), the legend's "Disempower me, ...: ..." is used when it helps: -2 [M] on an
    enemy unit that then dies to the attack (Mel: A's ready Ogre only ties B's Ogres), or a unit readied to attack
    (Ambessa: A's units are exhausted)."""
    mel = legend == "Mel, Soul's Reflection"
    sc = Scenario(duel({"legend": legend, "runes": runes("body", 2),
                        "base": [u("Ogre", "c", "A", exhausted=not mel), u("Wall", "w", "A", exhausted=True)]},
                       battlefields=[bf("bf1", "B", u("Ogre", "eb", "B")),
                                     bf("bf2", "B", u("Ogre", "eb2", "B")) if mel else bf("bf2")], cards=TCARDS))
    leg = sc.obj(legend)
    sc.st.objs[leg].extra["empowered"] = True
    taken = _bot_turn(sc)
    assert any(t.kind == "activate" and t.card == leg for t in taken), [(t.kind, t.card) for t in taken]


def test_the_bot_answers_nasus_curator_of_the_sands() -> None:
    """The bot plays a [7] unit and answers the legend's "may exhaust me to ready up to 2 runes" and its choice."""
    cards = {**TCARDS, "Seven": {"type": "unit", "might": 7, "cost": 7, "domains": ["calm"]}}
    sc = Scenario(duel({"legend": "Nasus, Curator of the Sands", "runes": runes("calm", 8),
                        "hand": [{"card": "Seven", "as": "s7"}]}, cards=cards))
    taken = _bot_turn(sc)
    assert any(t.kind == "play" and t.card == sc.obj("s7") for t in taken)
    assert any(t.kind == "choose" for t in taken), [(t.kind, t.choice) for t in taken]


def test_the_bot_plays_decree_of_focus_in_a_combat_with_a_fury_unit() -> None:
    """B's Fury Brute (4) attacks A's Pup at bf1; A, with the focus, pumps the Pup (+4) to win the combat."""
    cards = {**TCARDS, "Fury Brute": {"type": "unit", "might": 4, "cost": 1, "domains": ["fury"]}}
    sc = Scenario(duel({"hand": [{"card": "Decree of Focus", "as": "x"}], "runes": runes("calm", 2)},
                       {"base": [u("Fury Brute", "fb", "B")]},
                       battlefields=[bf("bf1", "A", u("Pup", "d", "A")), bf("bf2")], turn=B_TURN, cards=cards))
    for action in (Action("move", 1, units=[sc.obj("fb")], to=0), Action("pass", 1)):
        sc.st, _ = apply(sc.st, action)
    taken = _bot_turn(sc)
    assert any(t.kind == "play" and t.card == sc.obj("x") for t in taken), [(t.kind, t.card) for t in taken]
