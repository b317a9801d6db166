"""Vendetta cards whose tests lived elsewhere or under other names (the set's reprints VEN-SP4 Sett, Brawler, VEN-SP6
Lux, Crownguard, VEN-176 Viktor, Innovator; the keyword-only Horns of the Dragon and Soulspinner; Decree of
Insight, Dune Surfer, Heisho, Shell of the World, Rebuttal, Fallen Feline): one test each here, named after the
card and quoting its text, so that every Vendetta card has its own test among `test_vendetta*.py`."""

from __future__ import annotations

from typing import Any

from .helpers import check, duel
from .test_origins import RESOLVE, bf, u

B_TURN = {"player": "B", "phase": "main", "number": 4}
CARDS: dict[str, Any] = {
    "Pup": {"type": "unit", "might": 2, "cost": 1},
    "Raider": {"type": "unit", "might": 3, "cost": 1},
    "Giant": {"type": "unit", "might": 10, "cost": 1},
    "Bulwark": {"type": "unit", "might": 2, "cost": 1, "keywords": ["Tank"]},
    "Body Wall": {"type": "unit", "might": 6, "cost": 1, "domains": ["body"], "keywords": ["Deflect"]},
    "Mind Wall": {"type": "unit", "might": 6, "cost": 1, "domains": ["mind"], "keywords": ["Deflect"]},
    "Zap": {"type": "spell", "cost": 0, "keywords": ["Reaction"],
            "script": {"targets": [{"what": "unit"}], "effects": [["deal", {"amount": 3, "to": "t0"}]]}},
    "Spark": {"type": "spell", "cost": 0, "keywords": ["Reaction"],
              "script": {"targets": [{"what": "unit"}], "effects": [["deal", {"amount": 1, "to": "t0"}]]}},
    "Big Zap": {"type": "spell", "cost": 5, "keywords": ["Reaction"],
                "script": {"targets": [{"what": "unit"}], "effects": [["deal", {"amount": 3, "to": "t0"}]]}},
    "Freebie": {"type": "spell", "cost": 0, "keywords": ["Reaction"], "script": {"effects": []}},
    "Bolt": {"type": "spell", "cost": 2, "keywords": ["Action"], "script": {"effects": []}},
    "Big Pup": {"type": "unit", "might": 3, "cost": 2},
}


def test_decree_of_insight() -> None:
    """VEN-061 Decree of Insight: "[Reaction] Ignore [Deflect] while paying this spell's cost. Give an enemy Body
    unit -5 [M] this turn." - B's Deflect Body Wall (6) with A's one rune: the Deflect tax ignored, it has 1 until the
    turn ends; on B's turn too (Reaction); not a Mind unit, not a friendly Body unit."""
    a = {"hand": [{"card": "Decree of Insight", "as": "d"}], "runes": ["Mind Rune"], "base": [u("Body Wall", "mine", "A")]}
    b = {"base": [u("Body Wall", "bw", "B"), u("Mind Wall", "mw", "B")]}
    check(duel(a, b, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "d", "targets": ["mw"], "expect_error": True},  # not a Body unit
        {"act": "play", "by": "A", "card": "d", "targets": ["mine"], "expect_error": True},  # not an enemy
        {"act": "play", "by": "A", "card": "d", "targets": ["bw"]}, *RESOLVE,
        {"expect": {"might": {"bw": 1}, "zone": {"d": "trash"}}},
        {"act": "end_turn", "by": "A"}, {"expect": {"might": {"bw": 6}}}]))
    check(duel(a, {**b, "hand": [{"card": "Freebie", "as": "f"}]}, cards=CARDS, turn=B_TURN, steps=[
        {"act": "play", "by": "B", "card": "f"}, {"act": "pass", "by": "B"},
        {"act": "play", "by": "A", "card": "d", "targets": ["bw"]}, {"act": "pass", "by": "A"}, {"act": "pass", "by": "B"},
        {"expect": {"might": {"bw": 1}}}]))


def test_dune_surfer() -> None:
    """VEN-004 Dune Surfer: "You ignore [Tank] while assigning combat damage here." - attacking with it, A puts 2 on
    B's Pup and 1 on the Bulwark ([Tank]); A's Giant attacking without it (the Surfer in A's base) must give the
    Bulwark lethal damage first (467.2.c.3)."""
    field = [bf("bf1", "B", u("Bulwark", "tank", "B"), u("Pup", "p", "B")), bf("bf2")]
    check(duel({"base": [u("Dune Surfer", "ds", "A")]}, cards=CARDS, battlefields=field, steps=[
        {"act": "move", "by": "A", "units": ["ds"], "to": "bf1"}, *RESOLVE,
        {"expect": {"pending": {"player": "A", "kind": "assign_damage"}}},
        {"act": "choose", "by": "A", "choice": {"assign": {"p": 2, "tank": 1}}},
        {"expect": {"zone": {"p": "trash", "tank": "bf1"}}}]))
    check(duel({"base": [u("Dune Surfer", "ds", "A"), u("Giant", "g", "A")]}, cards=CARDS, battlefields=field, steps=[
        {"act": "move", "by": "A", "units": ["g"], "to": "bf1"}, *RESOLVE,
        {"expect": {"pending": {"player": "A", "kind": "assign_damage"}}},
        {"act": "choose", "by": "A", "choice": {"assign": {"p": 9, "tank": 1}}, "expect_error": True},
        {"act": "choose", "by": "A", "choice": {"assign": {"tank": 2, "p": 8}}},
        {"expect": {"zone": {"tank": "trash", "p": "trash"}}}]))


def test_heisho_shell_of_the_world() -> None:
    """VEN-158 Heisho, Shell of the World: "Players ignore [Deflect] while paying for spells and abilities choosing
    something here." - with no rune, A's Zap on B's Deflect unit at Heisho is played (no [A] tax) and B's Zap on A's
    there too; a Deflect unit at the other battlefield still taxes (none to pay: refused)."""
    fields = [bf("bf1", None, u("Mind Wall", "here", "B"), u("Mind Wall", "mine", "A"), card="Heisho, Shell of the World"),
              bf("bf2", "B", u("Mind Wall", "there", "B"))]
    check(duel({"hand": [{"card": "Zap", "as": "z"}]}, {"hand": [{"card": "Zap", "as": "bz"}]}, cards=CARDS,
               battlefields=fields, steps=[
        {"act": "play", "by": "A", "card": "z", "targets": ["there"], "expect_error": True},
        {"act": "play", "by": "A", "card": "z", "targets": ["here"]}, {"act": "pass", "by": "A"},
        {"act": "play", "by": "B", "card": "bz", "targets": ["mine"]}, {"act": "pass", "by": "B"}, {"act": "pass", "by": "A"},
        {"act": "pass", "by": "A"}, {"act": "pass", "by": "B"},
        {"expect": {"damage": {"here": 3, "mine": 3, "there": 0}, "chain": []}}]))


def test_rebuttal() -> None:
    """VEN-152 Rebuttal: "[Reaction] Choose a spell with Energy cost no more than [4]. You may pay [A]. If you do,
    gain control of it and you may make new choices for it. Otherwise, counter it." - B's Zap on A's Pup: the [A] is
    decided as Rebuttal resolves (a cost within its instructions, community FAQ); paid, A controls the Zap and
    retargets it to B's Pup; declined, the Zap is countered; a [5] spell can't be chosen."""
    setup = {"hand": [{"card": "Rebuttal", "as": "rb"}], "base": [u("Pup", "mine", "A")], "runes": ["Mind Rune"] * 2}
    foe = {"hand": [{"card": "Zap", "as": "z"}, {"card": "Big Zap", "as": "bz"}], "base": [u("Pup", "theirs", "B")],
           "runes": ["Fury Rune"] * 5}
    start = [{"act": "play", "by": "B", "card": "z", "targets": ["mine"]}, {"act": "pass", "by": "B"},
             {"act": "play", "by": "A", "card": "rb", "targets": ["z"]}, {"act": "pass", "by": "A"},
             {"act": "pass", "by": "B"}, {"expect": {"pending": {"player": "A", "kind": "may"}, "zone": {"rb": "chain"}}}]
    check(duel(setup, foe, cards=CARDS, turn=B_TURN, steps=[
        *start, {"act": "choose", "by": "A", "choice": {"yes": True}},
        {"act": "choose", "by": "A", "choice": {"targets": ["theirs"]}}, {"act": "pass", "by": "A"}, {"act": "pass", "by": "B"},
        {"expect": {"zone": {"theirs": "trash", "mine": "base"}, "chain": []}}]))
    check(duel(setup, foe, cards=CARDS, turn=B_TURN, steps=[
        *start, {"act": "choose", "by": "A", "choice": {"yes": False}},
        {"expect": {"zone": {"z": "trash", "mine": "base", "theirs": "base"}, "damage": {"mine": 0}, "chain": []}}]))
    check(duel(setup, foe, cards=CARDS, turn=B_TURN, steps=[
        {"act": "play", "by": "B", "card": "bz", "targets": ["mine"]}, {"act": "pass", "by": "B"},
        {"act": "play", "by": "A", "card": "rb", "targets": ["bz"], "expect_error": True}]))


def test_fallen_feline() -> None:
    """VEN-132 Fallen Feline: "When you play me, name a spell. While I'm at a battlefield, opponents can't play spells
    with that name." - played to A's battlefield naming Zap: B can't play Zap (Spark, another name, it can); played
    to A's base instead, it stops nothing."""
    a = {"hand": [{"card": "Fallen Feline", "as": "cat"}], "runes": ["Order Rune"] * 3}
    b = {"hand": [{"card": "Zap", "as": "z"}, {"card": "Spark", "as": "s"}], "base": [u("Pup", "e", "B")]}
    def named(to: str) -> list[dict[str, Any]]:
        return [{"act": "play", "by": "A", "card": "cat", "to": to}, *RESOLVE,
                {"expect": {"pending": {"player": "A", "kind": "name"}}},
                {"act": "choose", "by": "A", "choice": {"name": "Zap"}}, {"expect": {"zone": {"cat": to}, "chain": []}}]
    check(duel(a, b, cards=CARDS, battlefields=[bf("bf1", "A", u("Pup", "p", "A")), bf("bf2")], steps=[
        *named("bf1"), {"act": "end_turn", "by": "A"}, {"act": "run_until", "phase": "main"},
        {"act": "play", "by": "B", "card": "z", "targets": ["p"], "expect_error": True},
        {"act": "play", "by": "B", "card": "s", "targets": ["p"]}, *[{"act": "pass", "by": p} for p in "BA"],
        {"expect": {"damage": {"p": 1}}}]))
    check(duel(a, b, cards=CARDS, battlefields=[bf("bf1", "A", u("Pup", "p", "A")), bf("bf2")], steps=[
        *named("base"), {"act": "end_turn", "by": "A"},
        {"act": "run_until", "phase": "main"},
        {"act": "play", "by": "B", "card": "z", "targets": ["p"]}, *[{"act": "pass", "by": p} for p in "BA"],
        {"expect": {"zone": {"p": "trash"}}}]))


def test_horns_of_the_dragon() -> None:
    """VEN-118 Horns of the Dragon: "[Tank] (I must be assigned combat damage first.)" - A's Giant (10) attacking B's
    Horns (6) and Pup must assign the Horns lethal damage before the Pup gets any."""
    check(duel({"base": [u("Giant", "g", "A")]}, cards=CARDS,
               battlefields=[bf("bf1", "B", u("Horns of the Dragon", "h", "B"), u("Pup", "p", "B")), bf("bf2")], steps=[
        {"expect": {"keywords": {"h": ["Tank"]}}},
        {"act": "move", "by": "A", "units": ["g"], "to": "bf1"}, *RESOLVE,
        {"expect": {"pending": {"player": "A", "kind": "assign_damage"}}},
        {"act": "choose", "by": "A", "choice": {"assign": {"p": 5, "h": 5}}, "expect_error": True},
        {"act": "choose", "by": "A", "choice": {"assign": {"h": 6, "p": 4}}},
        {"expect": {"zone": {"h": "trash", "p": "trash"}}}]))


def test_soulspinner() -> None:
    """VEN-123 Soulspinner: "[Ambush] (You may play me as a [Reaction] to a battlefield where you have units.)" - on
    B's turn, after B's spell, A plays it to bf1 where A's Pup is; not to bf2 (no unit of A's there), nor to A's base
    as a Reaction."""
    a = {"hand": [{"card": "Soulspinner", "as": "s"}], "runes": ["Order Rune"] * 5}
    fields = [bf("bf1", "A", u("Pup", "p", "A")), bf("bf2")]
    check(duel(a, {"hand": [{"card": "Freebie", "as": "f"}]}, cards=CARDS, turn=B_TURN, battlefields=fields, steps=[
        {"act": "play", "by": "B", "card": "f"}, {"act": "pass", "by": "B"},
        {"act": "play", "by": "A", "card": "s", "to": "bf2", "expect_error": True},
        {"act": "play", "by": "A", "card": "s", "to": "base", "expect_error": True},
        {"act": "play", "by": "A", "card": "s", "to": "bf1"}, {"expect": {"zone": {"s": "bf1"}}}]))


def test_sett_brawler() -> None:
    """VEN-SP4 Sett, Brawler (the Origins card's reprint): "When you play me or when I conquer, buff me. Spend my buff:
    Give me +4 [M] this turn." - played: buffed (5); the buff spent: 9 this turn, then 4 again; no buff: no use;
    conquering: buffed."""
    check(duel({"hand": [{"card": "Sett, Brawler", "as": "s"}], "runes": ["Body Rune"] * 6}, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "s"}, *RESOLVE, {"expect": {"buffed": {"s": True}, "might": {"s": 5}}},
        {"act": "activate", "by": "A", "source": "s"}, *RESOLVE, {"expect": {"buffed": {"s": False}, "might": {"s": 8}}},
        {"act": "activate", "by": "A", "source": "s", "expect_error": True},
        {"act": "end_turn", "by": "A"}, {"expect": {"might": {"s": 4}}}]))
    check(duel({"base": [u("Sett, Brawler", "s", "A")]}, cards=CARDS,
               battlefields=[bf("bf1", "B", u("Pup", "e", "B")), bf("bf2")], steps=[
        {"act": "move", "by": "A", "units": ["s"], "to": "bf1"}, *RESOLVE,
        {"expect": {"controller": {"bf1": "A"}, "chain": ["Sett, Brawler (conquer)"]}}, *RESOLVE,
        {"expect": {"buffed": {"s": True}}}]))


def test_lux_crownguard() -> None:
    """VEN-SP6 Lux, Crownguard (the Proving Grounds card's reprint): "[E]: [Reaction] — [Add] [2]. Spend this Energy
    only to play spells." - the [2] pays a spell, not a unit; on B's turn too (a Reaction Add ability)."""
    a = {"base": [u("Lux, Crownguard", "lux", "A")], "hand": [{"card": "Big Pup", "as": "bp"}, {"card": "Bolt", "as": "bo"}]}
    check(duel(a, cards=CARDS, steps=[
        {"act": "activate", "by": "A", "source": "lux"},
        {"expect": {"pool": {"A": {"energy": 2, "power": {}}}, "exhausted": {"lux": True}}},
        {"act": "play", "by": "A", "card": "bp", "to": "base", "expect_error": True},
        {"act": "play", "by": "A", "card": "bo"}, {"expect": {"pool": {"A": {"energy": 0, "power": {}}}, "zone": {"bo": "chain"}}}]))
    zap = {"hand": [{"card": "Big Zap", "as": "bz"}], "runes": ["Mind Rune"] * 3}
    check(duel({"base": [u("Lux, Crownguard", "lux", "A")], **zap}, {"hand": [{"card": "Freebie", "as": "f"}],
               "base": [u("Pup", "e", "B")]}, cards=CARDS, turn=B_TURN, steps=[
        {"act": "play", "by": "B", "card": "f"}, {"act": "pass", "by": "B"},
        {"act": "activate", "by": "A", "source": "lux"},  # [2] of Lux and three runes pay Big Zap's [5]
        {"act": "play", "by": "A", "card": "bz", "targets": ["e"]}, {"expect": {"zone": {"bz": "chain"}}}]))


def test_viktor_innovator() -> None:
    """VEN-176 Viktor, Innovator (the Origins card's reprint): "When you play a card on an opponent's turn, play a 1
    [M] Recruit unit token to your base." - a Reaction of A's on B's turn: a Recruit once it has resolved; a card on
    A's own turn: nothing."""
    a = {"base": [u("Viktor, Innovator", "v", "A")], "hand": [{"card": "Freebie", "as": "f1"}]}
    check(duel(a, {"hand": [{"card": "Freebie", "as": "bf"}]}, cards=CARDS, turn=B_TURN, steps=[
        {"act": "play", "by": "B", "card": "bf"}, {"act": "pass", "by": "B"},
        {"act": "play", "by": "A", "card": "f1"}, {"act": "pass", "by": "A"}, {"act": "pass", "by": "B"},
        {"expect": {"chain": ["Freebie", "Viktor, Innovator (play_card)"]}},
        {"act": "pass", "by": "A"}, {"act": "pass", "by": "B"},
        {"expect": {"zone": {"Recruit": "base"}, "count": {"A": {"units": 2}}}}]))
    check(duel(a, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "f1"}, *RESOLVE, {"expect": {"chain": [], "count": {"A": {"units": 1}}}}]))
