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
from .test_vendetta_more import CARDS, DOMAIN_RUNES, _bot_turn

HOLD_TURN = {"player": "A", "phase": "beginning", "number": 3}


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


# -- the bot -----------------------------------------------------------------------------

PLAYABLE = sorted(n for n in VEN_SCRIPTS if default_catalog().find(n).type not in ("battlefield", "legend"))


@pytest.mark.parametrize("card", PLAYABLE)
def test_the_bot_plays_the_card(card: str) -> None:
    found = default_catalog().find(card)
    sc = Scenario(duel({"hand": [{"card": card, "as": "x"}], "runes": [DOMAIN_RUNES[found.domains[0]]] * 12,
                        "base": [u("Ogre", "c", "A"), u("Pup", "p", "A")], "deck": ["Pup"] * 10},
                       {"base": [u("Pup", "e", "B")]},
                       battlefields=[bf("bf1", "B", u("Pup", "eb", "B")), bf("bf2", "A", u("Ogre", "o", "A"))],
                       cards=CARDS))
    taken = _bot_turn(sc)
    assert any(t.kind == "play" and t.card == sc.obj("x") for t in taken), [(t.kind, t.card) for t in taken]
