"""Vendetta (VEN), issue 21's fourth slice on (`game/cards/vendetta_terms.py`): cards that needed a term the
engine gained for them, or one of their own. One test per card, quoting its printed text and citing the rules
(Core Rules 2026-10-09)."""

from __future__ import annotations

from typing import Any

import pytest

from game.cards.vendetta_terms import SCRIPTS as VEN_SCRIPTS
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

PLAYABLE = sorted(n for n in VEN_SCRIPTS if default_catalog().find(n).type not in ("battlefield", "legend"))
SPELLS_FOR_COMBAT = {"Guttural Roar"}


@pytest.mark.parametrize("card", PLAYABLE)
def test_the_bot_plays_the_card(card: str) -> None:
    if card in SPELLS_FOR_COMBAT:
        sc = _in_combat(card)
        taken = _bot_turn(sc)
        assert any(t.kind == "play" and t.card == sc.obj("x") for t in taken), [(t.kind, t.card) for t in taken]
        return
    found = default_catalog().find(card)
    sc = Scenario(duel({"hand": [{"card": card, "as": "x"}], "runes": [DOMAIN_RUNES[found.domains[0]]] * 12,
                        "base": [u("Ogre", "c", "A"), u("Pup", "p", "A")], "deck": ["Pup"] * 10},
                       {"base": [u("Pup", "e", "B")]},
                       battlefields=[bf("bf1", "B", u("Pup", "eb", "B")), bf("bf2", "A", u("Ogre", "o", "A"))],
                       cards=CARDS))
    taken = _bot_turn(sc)
    assert any(t.kind == "play" and t.card == sc.obj("x") for t in taken), [(t.kind, t.card) for t in taken]


@pytest.mark.xfail(strict=True, reason="the bot values a 'this turn' -2 [M] only in a combat, and readying a unit "
                                       "only as a Might change; it plans attacks before abilities (game/bot)")
@pytest.mark.parametrize("legend", ["Mel, Soul's Reflection", "Ambessa, Matriarch of War"])
def test_the_bot_uses_the_legends_disempower_ability(legend: str) -> None:
    """Empowered (set directly here), the legend's "Disempower me, ...: ..." is used when it helps: -2 [M] on an
    enemy unit that then dies to the attack, or a unit readied to attack."""
    sc = Scenario(duel({"legend": legend, "runes": runes("body", 2),
                        "base": [u("Ogre", "c", "A", exhausted=True), u("Wall", "w", "A", exhausted=True)]},
                       battlefields=[bf("bf1", "B", u("Ogre", "eb", "B")), bf("bf2")], cards=TCARDS))
    leg = sc.obj(legend)
    sc.st.objs[leg].extra["empowered"] = True
    taken = _bot_turn(sc)
    assert any(t.kind == "activate" and t.card == leg for t in taken), [(t.kind, t.card) for t in taken]
