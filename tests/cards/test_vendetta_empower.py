"""Vendetta (VEN), issue 21's second slice (`game/cards/vendetta_empower.py`): cards whose [Empower] cost isn't
plain icons or is reduced by their own text (827.1.c.2-3). One test per card, quoting its printed text and
citing the rules (Core Rules 2026-10-09)."""

from __future__ import annotations

from typing import Any

import pytest

from game.cards.vendetta_empower import SCRIPTS as VEN_SCRIPTS
from game.engine import apply
from game.engine.model.actions import Action
from game.engine.model.cards import default_catalog
from game.engine.model.errors import IllegalAction
from game.scenarios.runner import Scenario

from .helpers import check, duel
from .test_origins import RESOLVE, bf, u
from .test_vendetta_more import CARDS, DOMAIN_RUNES, _bot_turn, empower, runes


def labelled(domain: str, n: int) -> list[dict[str, Any]]:
    """n runes of a domain, labelled r0, r1, ..."""
    return [{"card": f"{domain.capitalize()} Rune", "as": f"r{i}"} for i in range(n)]


def exhausted(n: int, of: int) -> dict[str, Any]:
    """The first n of `of` labelled runes exhausted, the rest ready."""
    return {"exhausted": {f"r{i}": i < n for i in range(of)}}


def test_baccai_sandspinner() -> None:
    """"[Empower] [5]. This ability costs [3] less if you control 4 or fewer runes. [Empowered][>] I have
    [Deflect] and [Assault 2]." - [2] with four runes, [5] with five (827.1.c.3)."""
    check(duel({"base": [u("Baccai Sandspinner", "s", "A")], "runes": labelled("fury", 4)}, cards=CARDS, steps=[
        {"expect": {"keywords": {"s": ["Empower", "Empowered"]}}},
        *empower("s"),
        {"expect": {"keywords": {"s": ["Assault 2", "Deflect 1", "Empower", "Empowered"]}}}]))
    for n, paid in ((4, 2), (5, 5)):
        sc = Scenario(duel({"base": [u("Baccai Sandspinner", "s", "A")], "runes": runes("fury", n)}, cards=CARDS))
        st, _ = apply(sc.st, Action("activate", 0, card=sc.obj("s"), ability=0, pay="auto"))
        assert sum(st.objs[r].exhausted for r in st.players[0].runes) == paid and st.players[0].energy == 0


def test_punching_poro() -> None:
    """"[Empower] — Discard 1 (Pay the cost: Empower me.) [Empowered][>] I have +1 [M]." - no card to
    discard, no Empower (827.1.c.2)."""
    check(duel({"base": [u("Punching Poro", "p", "A")], "hand": [{"card": "Pup", "as": "h"}]}, cards=CARDS, steps=[
        {"act": "activate", "by": "A", "source": "p", "ability": 0},
        {"expect": {"zone": {"h": "trash"}}}, *RESOLVE, {"expect": {"might": {"p": 3}}}]))
    check(duel({"base": [u("Punching Poro", "p", "A")], "runes": runes("fury", 3)}, cards=CARDS, steps=[
        {"act": "activate", "by": "A", "source": "p", "ability": 0, "expect_error": True},
        {"expect": {"might": {"p": 2}}}]))


def test_frostcoat_mother() -> None:
    """"[Empower] [12]. This ability costs [1] less for each rune you control. [Empowered][>] I have +3 [M]."
    - six runes: [6]; five runes: [7], more than they give."""
    check(duel({"base": [u("Frostcoat Mother", "m", "A")], "runes": labelled("calm", 6)}, cards=CARDS, steps=[
        {"act": "activate", "by": "A", "source": "m", "ability": 0}, {"expect": exhausted(6, 6)}, *RESOLVE,
        {"expect": {"might": {"m": 6}}}]))
    check(duel({"base": [u("Frostcoat Mother", "m", "A")], "runes": labelled("calm", 5)}, cards=CARDS, steps=[
        {"act": "activate", "by": "A", "source": "m", "ability": 0, "expect_error": True}]))


def test_grumpy_rockbear() -> None:
    """"[Empower] [12]. This ability costs [1] less for each rune you control. [Empowered][>] I have [Deflect]
    and [Shield 3]." """
    check(duel({"base": [u("Grumpy Rockbear", "g", "A")], "runes": labelled("mind", 6)}, cards=CARDS, steps=[
        {"act": "activate", "by": "A", "source": "g", "ability": 0}, {"expect": exhausted(6, 6)}, *RESOLVE,
        {"expect": {"keywords": {"g": ["Deflect 1", "Empower", "Empowered", "Shield 3"]}}}]))
    check(duel({"base": [u("Grumpy Rockbear", "g", "A")], "runes": labelled("mind", 5)}, cards=CARDS, steps=[
        {"act": "activate", "by": "A", "source": "g", "ability": 0, "expect_error": True}]))


def test_questionable_tome() -> None:
    """"[Empower] — [E] Disempower this, [1], [E]: Draw 1." - the draw needs it Empowered and ready; it
    leaves it no longer Empowered (443), so it must be Empowered again (exhausting it) before the next."""
    check(duel({"base": [{"card": "Questionable Tome", "as": "t"}], "runes": runes("mind", 2), "deck": ["Pup"] * 5},
               cards=CARDS, steps=[
        {"act": "activate", "by": "A", "source": "t", "ability": 0, "expect_error": True},  # not Empowered
        {"act": "activate", "by": "A", "source": "t", "ability": 1},
        {"expect": {"exhausted": {"t": True}}}, *RESOLVE,
        {"act": "activate", "by": "A", "source": "t", "ability": 0, "expect_error": True},  # exhausted
        {"act": "end_turn", "by": "A"}, {"act": "run_until", "phase": "main"},
        {"act": "end_turn", "by": "B"}, {"act": "run_until", "phase": "main"},
        {"expect": {"count": {"A": {"hand": 1}}}},
        {"act": "activate", "by": "A", "source": "t", "ability": 0}, *RESOLVE,
        {"expect": {"count": {"A": {"hand": 2}}, "exhausted": {"t": True}, "log_contains": "no longer Empowered"}},
        {"act": "end_turn", "by": "A"}, {"act": "run_until", "phase": "main"},
        {"act": "end_turn", "by": "B"}, {"act": "run_until", "phase": "main"},
        {"act": "activate", "by": "A", "source": "t", "ability": 0, "expect_error": True}]))  # disempowered


def test_legion_marauder() -> None:
    """"[Empower] — [1] or [Body] (Pay either cost: Empower me.) [Empowered][>] I have +1 [M]." - two
    Empower abilities, either of which Empowers it once (442.1.b)."""
    check(duel({"base": [u("Legion Marauder", "a", "A"), u("Legion Marauder", "b", "A")], "runes": labelled("body", 2)},
               cards=CARDS, steps=[
        {"act": "activate", "by": "A", "source": "a", "ability": 0, "pay": {"exhaust": ["r0"]}}, *RESOLVE,
        {"act": "activate", "by": "A", "source": "b", "ability": 1, "pay": {"recycle": ["r1"]}}, *RESOLVE,
        {"expect": {"might": {"a": 3, "b": 3}, "count": {"A": {"runes": 1, "rune_deck": 1}}}},
        {"act": "activate", "by": "A", "source": "a", "ability": 1, "expect_error": True}]))


def test_platewyrm_egg() -> None:
    """"This enters exhausted. [Empower] — [1], [E] [Reaction][>] [E]: [Add] [1]. If this is [Empowered],
    [Add] [2] instead." - the Add ability resolves at once (430); Empowered it adds [2]."""
    check(duel({"hand": [{"card": "Platewyrm Egg", "as": "e"}], "runes": runes("body", 3)}, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "e"}, {"expect": {"zone": {"e": "base"}, "exhausted": {"e": True}}},
        {"act": "activate", "by": "A", "source": "e", "ability": 0, "expect_error": True}]))
    check(duel({"base": [{"card": "Platewyrm Egg", "as": "e"}], "runes": runes("body", 1)}, cards=CARDS, steps=[
        {"act": "activate", "by": "A", "source": "e", "ability": 0},
        {"expect": {"chain": [], "pool": {"A": {"energy": 1}}, "exhausted": {"e": True}}}]))
    check(duel({"base": [{"card": "Platewyrm Egg", "as": "e"}], "runes": runes("body", 1)}, cards=CARDS, steps=[
        {"act": "activate", "by": "A", "source": "e", "ability": 1},
        {"expect": {"exhausted": {"e": True}}}, *RESOLVE,
        {"act": "end_turn", "by": "A"}, {"act": "run_until", "phase": "main"},
        {"act": "end_turn", "by": "B"}, {"act": "run_until", "phase": "main"},
        {"act": "activate", "by": "A", "source": "e", "ability": 0},
        {"expect": {"chain": [], "pool": {"A": {"energy": 2}}}}]))


def test_mel_defiant_soul() -> None:
    """"[Empower] — Discard a spell When I become [Empowered], banish an enemy unit at a battlefield with 3
    [M] or less." - not a unit in a base, not a 4 [M] one; a unit card in hand can't pay the cost. Returned
    to hand before the Empower resolves, she isn't Empowered and nothing is banished (FAQ, Empower)."""
    bfs = [bf("bf1", "B", u("Pup", "small", "B"), u("Ogre", "big", "B")), bf("bf2")]
    b = {"base": [u("Pup", "home", "B")], "hand": [{"card": "Bounce", "as": "bn"}]}
    a = {"base": [u("Mel, Defiant Soul", "m", "A")], "hand": [{"card": "Zap", "as": "sp"}, {"card": "Pup", "as": "h"}]}
    check(duel({"base": [u("Mel, Defiant Soul", "m", "A")], "hand": [{"card": "Pup", "as": "h"}]}, b,
               battlefields=bfs, cards=CARDS, steps=[
        {"act": "activate", "by": "A", "source": "m", "ability": 0, "expect_error": True}]))
    check(duel(a, b, battlefields=bfs, cards=CARDS, steps=[
        {"act": "activate", "by": "A", "source": "m", "ability": 0},
        {"expect": {"zone": {"sp": "trash", "h": "hand"}}}, *RESOLVE,
        {"expect": {"chain": ["Mel, Defiant Soul (empowered)"], "log_contains": "Mel, Defiant Soul becomes Empowered"}},
        *RESOLVE,
        {"expect": {"zone": {"small": "banishment", "big": "bf1", "home": "base"}}}]))
    check(duel(a, b, battlefields=bfs, cards=CARDS, steps=[
        {"act": "activate", "by": "A", "source": "m", "ability": 0}, {"act": "pass", "by": "A"},
        {"act": "play", "by": "B", "card": "bn", "targets": ["m"]}, {"act": "pass", "by": "B"},
        {"act": "pass", "by": "A"}, *RESOLVE,
        {"expect": {"chain": [], "zone": {"m": "hand", "small": "bf1"}}}]))


def test_escaped_grayback() -> None:
    """"[Empower] — Kill a friendly unit [Empowered][>] I have +2 [M]." - the unit killed is chosen as the
    cost is paid (`options.kill`); an enemy unit won't do."""
    sc = Scenario(duel({"base": [u("Escaped Grayback", "g", "A"), u("Pup", "p", "A")]},
                       {"base": [u("Pup", "e", "B")]}, cards=CARDS))
    g, p, e = sc.obj("g"), sc.obj("p"), sc.obj("e")
    with pytest.raises(IllegalAction):
        apply(sc.st, Action("activate", 0, card=g, ability=0, options={"kill": e}))
    with pytest.raises(IllegalAction):
        apply(sc.st, Action("activate", 0, card=g, ability=0))  # two friendly units: say which
    st, _ = apply(sc.st, Action("activate", 0, card=g, ability=0, options={"kill": p}))
    assert st.objs[p].zone == "trash"
    for action in (Action("pass", 0), Action("pass", 1)):
        st, _ = apply(st, action)
    from game.engine.read.layers import might
    assert might(st, g) == 5 and st.objs[g].extra.get("empowered")


# -- the bot -----------------------------------------------------------------------------

PLAYABLE = sorted(n for n in VEN_SCRIPTS if default_catalog().find(n).type not in ("battlefield", "legend"))


def _position(card: str, zone: str, more: list[dict[str, Any]] | None = None) -> Scenario:
    found = default_catalog().find(card)
    rune = DOMAIN_RUNES[found.domains[0]]
    a: dict[str, Any] = {"runes": [rune] * 12, "hand": [{"card": "Fizzle"}, {"card": "Pup"}], "deck": ["Pup"] * 10,
                         "base": [u("Ogre", "c", "A"), u("Pup", "p", "A", exhausted=True), *(more or [])]}
    a[zone] = [*a[zone], {"card": card, "as": "x"}] if zone == "base" else [{"card": card, "as": "x"}]
    return Scenario(duel(a,
                         {"base": [u("Pup", "e", "B")]},
                         battlefields=[bf("bf1", "B", u("Pup", "eb", "B"), u("Wall", "ew", "B")),
                                       bf("bf2", "A", u("Ogre", "o", "A"))],
                         cards={**CARDS, **HUSK}))


@pytest.mark.parametrize("card", PLAYABLE)
def test_the_bot_plays_the_card(card: str) -> None:
    sc = _position(card, "hand")
    taken = _bot_turn(sc)
    assert any(a.kind == "play" and a.card == sc.obj("x") for a in taken), [(a.kind, a.card) for a in taken]


# What makes a cost worth paying: a friendly unit killed for +2 [M] - a [Temporary] Husk that dies soon anyway.
FODDER = {"Escaped Grayback": u("Husk", "h", "A")}
HUSK = {"Husk": {"type": "unit", "might": 1, "cost": 1, "keywords": ["Temporary"]}}


@pytest.mark.parametrize("card", PLAYABLE)
def test_the_bot_empowers_it_and_answers_its_decisions(card: str) -> None:
    """The bot pays the Empower cost (a discard, a friendly unit, an exhaust) when what it switches on is
    worth it, and answers the decisions it raises."""
    sc = _position(card, "base", [FODDER[card]] if card in FODDER else [])
    taken = _bot_turn(sc)
    assert sc.st.objs[sc.obj("x")].extra.get("empowered") or any(
        a.kind == "activate" and a.card == sc.obj("x") for a in taken), [(a.kind, a.card) for a in taken]
