"""Radiance (RAD): the modal spells ("Choose one —" / "Choose two —", 355.3). The mode is chosen as the spell is
played, with its targets: the play option `mode` names one of the script's `modes`, each with its own targets and
effects (`read/scripts.py` `as_played`). Each mode is named by its printed text, so the choice a player makes is
labelled as the card says; "Choose two" (Encore) is one mode per pair of different bullets, its effects in printed
order. Each entry quotes its printed text (the official gallery of 2026-10-10); the tests are in
`tests/cards/test_radiance_modes.py`.
"""

from __future__ import annotations

from typing import Any

from game.engine.model import registry
from game.engine.model.registry import register

from .dsl import State, combined_modes, do, is_unit, location, unit

Data = dict[str, Any]


def _is_open(st: State, i: int) -> bool:
    """170.11.c: an open battlefield is unoccupied (no unit there, 170.11.a: a gear with Deploy occupies nothing)
    and uncontrolled."""
    b = st.battlefields[i]
    return b.controller < 0 and not any(is_unit(st, o) for o in b.units)


# Demon Shade: "Move it to an open battlefield."
@registry.selector("open_battlefield", "A battlefield that is open (true): unoccupied and uncontrolled (170.11.c).")
def _open_battlefield(st: State, want: Any, oid: int, controller: int, source: int) -> bool:
    i = location(st, oid)
    return i >= 0 and _is_open(st, i) == bool(want)


# Demon Shade: "if there are no open battlefields"
@registry.condition("open_battlefields", "There is an open battlefield (true), or none (false) (170.11.c).")
def _open_battlefields(st: State, want: Any, controller: int, source: int, subject: int | None, data: dict) -> bool:
    return any(_is_open(st, i) for i in range(len(st.battlefields))) == bool(want)


ENCORE_BULLETS: dict[str, Data] = {
    "Deal 2 to a unit": {"targets": [unit()], "effects": [do("deal", amount=2, to="t0")]},
    # a token with no location named: its player's base or a battlefield they control (ruling 363)
    "Play two 1 [M] Recruit unit tokens": {"effects": [do("token", card="Recruit", count=2, where="choose")]},
    "Give up to two units each +1 [M] this turn": {
        "targets": [unit(optional=True, may=True), unit(optional=True, may=True, differs=0)],
        "effects": [do("might", amount=1, to="t0"), do("might", amount=1, to="t1")]},
    # "draw 1 and recycle the other" (Called Shot's steps: the card looked at, drawn; the other recycled)
    "Look at the top 2 cards of your Main Deck, draw 1 and recycle the other": {
        "effects": [do("look_choose", look=2, what="card"), do("draw_chosen"), do("recycle_looked")]},
}

SCRIPTS: dict[str, Data] = {
    # Lost to the Sands: "[Action] Choose one — • Deal 4 to a unit at a battlefield. • Kill a gear."
    "Lost to the Sands": {"modes": {
        "Deal 4 to a unit at a battlefield": {"targets": [unit(where="battlefield")],
                                              "effects": [do("deal", amount=4, to="t0")]},
        "Kill a gear": {"targets": [{"what": "gear"}], "effects": [do("kill", to="t0")]}}},
    # Command: Attack: "Choose one — • Move a friendly gear with [Deploy] to a battlefield. • Look at the top 5 cards
    # of your Main Deck. You may reveal a gear from among them and draw it. Recycle the rest." (the battlefield is
    # chosen with the spell, 355.4: another one than the gear's; 830.1.b.2: a gear with Deploy moved by an effect)
    "Command: Attack": {"modes": {
        "Move a friendly gear with [Deploy] to a battlefield": {
            "targets": [{"what": "gear", "who": "friendly", "with_keyword": "Deploy"},
                        {"what": "battlefield", "other_place": 0}],
            "effects": [do("move", to="t0", dest="t1")]},
        "Look at the top 5 cards of your Main Deck, reveal a gear from among them and draw it": {
            "effects": [do("look_draw", look=5, what="gear")]}}},
    # Demon Shade: "[Hidden] Choose a friendly unit, then choose one — • Move it to an open battlefield. • Give it
    # [Ganking] this turn if there are no open battlefields." (the open battlefield chosen with the spell, 355.4;
    # the condition read as it resolves)
    "Demon Shade": {"modes": {
        "Move it to an open battlefield": {
            "targets": [unit(who="friendly"), {"what": "battlefield", "open_battlefield": True}],
            "effects": [do("move", to="t0", dest="t1")]},
        "Give it [Ganking] this turn if there are no open battlefields": {
            "targets": [unit(who="friendly")],
            "effects": [do("if", cond={"open_battlefields": False}, then=[do("keyword", name="Ganking", to="t0")])]}}},
    # Encore: "Choose two — • Deal 2 to a unit. • Play two 1 [M] Recruit unit tokens. • Give up to two units each
    # +1 [M] this turn. • Look at the top 2 cards of your Main Deck, draw 1 and recycle the other." (two different
    # bullets, 355.3)
    "Encore": {"modes": combined_modes(ENCORE_BULLETS, 2)},
}

for _name, _script in SCRIPTS.items():
    register(_name, _script)
