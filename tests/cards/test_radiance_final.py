"""Radiance (RAD), cards of the session of 2026-11-26b (`game/cards/radiance_final.py`): one test per card, named
after it, quoting its printed text (the official gallery of 2026-10-10) and the rules it relies on (Core Rules
2026-10-09): each clause, conditions both ways, a "may" taken and declined; then the bot plays each card and answers
its decisions."""

from __future__ import annotations

import random
from typing import Any

import pytest

from game.bot import choose_action
from game.cards.radiance_final import SCRIPTS as FINAL
from game.engine import apply, legal_actions
from game.engine.model.actions import Action
from game.engine.model.cards import default_catalog
from game.engine.model.errors import IllegalAction
from game.scenarios.runner import Scenario

from .helpers import check, duel
from .test_origins import RESOLVE, bf, u
from .test_radiance import _bot_position, _bot_turn
from .test_radiance_more import CARDS
from .test_unleashed_final import bot_turn_seen
from .test_unleashed_more import final

TOKENS = {**CARDS,
          "Recruits": {"type": "spell", "cost": 0, "keywords": ["Reaction"],
                       "script": {"effects": [["token", {"card": "Recruit", "count": 2, "where": "choose"}]]}},
          "Golds": {"type": "spell", "cost": 0, "keywords": ["Reaction"],
                    "script": {"effects": [["token", {"card": "Gold", "count": 1, "where": "base"}]]}}}
HEIMER = "Heimerdinger, Academy Instructor"


def _heimer(where: str = "bf1") -> dict[str, Any]:
    h = u(HEIMER, "h", "A")
    return duel({"hand": [{"card": "Recruits", "as": "r"}, {"card": "Golds", "as": "g"}],
                 **({"base": [h]} if where == "base" else {})}, cards=TOKENS,
                battlefields=[bf("bf1", "A", *([h] if where == "bf1" else [u("Pup", "p", "A")])), bf("bf2")])


def test_heimerdinger_academy_instructor() -> None:
    """"If you would play a unit token to a location while I'm at a battlefield, you may play a 3 [M] Mech unit token
    to that same location instead." - two Recruits, each to a place A chooses (ruling 363): the first to bf1, replaced
    by a Mech there; the second to A's base, declined: a Recruit; with Heimerdinger in A's base, or for a gear token,
    no question."""
    view = final(_heimer() | {"steps": [
        {"act": "play", "by": "A", "card": "r"}, *RESOLVE,
        {"expect": {"pending": {"player": "A", "kind": "choose_destination"}}},
        {"act": "choose", "by": "A", "choice": {"battlefield": "bf1"}},
        {"expect": {"pending": {"player": "A", "kind": "may"}}},
        {"act": "choose", "by": "A", "choice": {"yes": True}},
        {"act": "choose", "by": "A", "choice": {"battlefield": "base"}},
        {"act": "choose", "by": "A", "choice": {"yes": False}},
        {"expect": {"pending": None, "chain": []}}]})
    at_bf1 = view["battlefields"][0]["units"]
    assert sorted(o["name"] for o in at_bf1) == [HEIMER, "Mech"]
    assert [o["name"] for o in view["players"][0]["base"]] == ["Recruit"]
    assert next(o for o in at_bf1 if o["name"] == "Mech")["might"] == 3
    check(_heimer("base") | {"steps": [{"act": "play", "by": "A", "card": "r"}, *RESOLVE,
                                       {"act": "choose", "by": "A", "choice": {"battlefield": "base"}},
                                       {"act": "choose", "by": "A", "choice": {"battlefield": "base"}},
                                       {"expect": {"pending": None, "count": {"A": {"base": 3}}}}]})
    check(_heimer() | {"steps": [{"act": "play", "by": "A", "card": "g"}, *RESOLVE,
                                 {"expect": {"pending": None, "count": {"A": {"base": 1}}}}]})


MORDEKAISER = "Mordekaiser, Iron Revenant"
POWERED = {**TOKENS, "PowerPup": {"type": "unit", "might": 2, "cost": 0, "power": ["order"]},
           "PowerGear": {"type": "gear", "cost": 0, "power": ["order"]},
           "PowerZap": {"type": "spell", "cost": 0, "power": ["order"], "keywords": ["Reaction"], "script": {"effects": []}}}


def _mordekaiser(trash: list[str]) -> Scenario:
    return Scenario(duel({"legend": MORDEKAISER, "trash": [{"card": c, "as": f"t{i}"} for i, c in enumerate(trash)],
                          "hand": [{"card": "PowerPup", "as": "pp"}, {"card": "PowerGear", "as": "pg"},
                                   {"card": "PowerZap", "as": "pz"}]}, cards=POWERED))


def _use(sc: Scenario, **options: Any) -> None:
    sc.st, _ = apply(sc.st, Action("activate", 0, card=sc.st.players[0].legend, ability=0, options=options))


def test_mordekaiser_iron_revenant() -> None:
    """"[Reaction][>] Banish a unit or gear from your trash, [E]: [Add] [A]. Spend this Power only to play units or
    gear." - the card banished is one A chooses, a unit or a gear (not a spell; none: no use); the legend exhausts (a
    second use refused); the [A] pays for a unit's or a gear's Power, not a spell's."""
    sc = _mordekaiser(["Zap"])
    with pytest.raises(IllegalAction):
        _use(sc)
    sc = _mordekaiser(["Zap", "Pup", "Trinket"])
    with pytest.raises(IllegalAction):
        _use(sc, banish=[sc.obj("t0")])
    _use(sc, banish=[sc.obj("t1")])
    st = sc.st
    assert st.objs[sc.obj("t1")].zone == "banishment" and st.objs[sc.obj("t2")].zone == "trash"
    assert st.objs[st.players[0].legend].exhausted and sum(st.players[0].power.values()) == 1
    with pytest.raises(IllegalAction):  # exhausted
        _use(sc, banish=[sc.obj("t2")])
    with pytest.raises(IllegalAction):  # not for a spell
        apply(sc.st, Action("play", 0, card=sc.obj("pz"), pay="auto"))
    sc.st, _ = apply(sc.st, Action("play", 0, card=sc.obj("pp"), pay="auto"))
    assert sc.st.objs[sc.obj("pp")].zone == "base" and not any(sc.st.players[0].power.values())
    sc = _mordekaiser(["Trinket"])
    _use(sc)  # the only one: the gear
    sc.st, _ = apply(sc.st, Action("play", 0, card=sc.obj("pg"), pay="auto"))
    assert sc.st.objs[sc.obj("t0")].zone == "banishment" and sc.st.objs[sc.obj("pg")].zone == "base"


HUNTERS = {**POWERED, "Brute": {"type": "unit", "might": 3, "cost": 3}}


def test_hunters_circle() -> None:
    """"For each player, the first unit or gear they play here on their turn costs [1] less." - A's first unit to the
    Circle costs [2], the second [3], one to A's base [3]; on B's turn B's first gear with Deploy to the Circle costs
    [0] (each player has their own first)."""
    fields = [bf("bf1", "A", u("Pup", "p", "A"), card="Hunters' Circle"), bf("bf2", "B", u("Pup", "e", "B"))]
    a = {"hand": [{"card": "Brute", "as": "b1"}, {"card": "Brute", "as": "b2"}, {"card": "Brute", "as": "b3"}],
         "pool": {"energy": 8}}
    check(duel(a, cards=HUNTERS, battlefields=fields, steps=[
        {"act": "play", "by": "A", "card": "b1", "to": "bf1"}, {"expect": {"pool": {"A": {"energy": 6}}}},
        {"act": "play", "by": "A", "card": "b2", "to": "bf1"}, {"expect": {"pool": {"A": {"energy": 3}}}},
        {"act": "play", "by": "A", "card": "b3", "to": "base"}, {"expect": {"pool": {"A": {"energy": 0}}}}]))
    check(duel(a, cards=HUNTERS, battlefields=fields, steps=[
        {"act": "play", "by": "A", "card": "b1", "to": "base"}, {"expect": {"pool": {"A": {"energy": 5}}}},
        {"act": "play", "by": "A", "card": "b2", "to": "bf1"}, {"expect": {"pool": {"A": {"energy": 3}}}}]))
    check(duel({}, {"hand": [{"card": "Flag", "as": "f"}]}, cards=HUNTERS, battlefields=fields,
               turn={"player": "B", "phase": "main", "number": 4}, steps=[
        {"act": "play", "by": "B", "card": "f", "to": "bf1"},
        {"expect": {"zone": {"f": "bf1"}, "pool": {"B": {"energy": 0}}}}]))


EKKO = "Ekko, Boy Who Shattered Time"
EKKO_CARDS = {**POWERED, "Beast": {"type": "unit", "might": 4, "cost": 3, "power": ["fury"]},
              "Seer": {"type": "unit", "might": 1, "cost": 3, "power": ["fury"],
                       "script": {"triggers": {"play": {"effects": [["draw", {"amount": 2}]]}}}},
              "Spark": {"type": "spell", "cost": 1, "keywords": ["Reaction"], "script": {"effects": []}}}


def _ekko(runes: int = 6, hand: tuple[str, ...] = ("Spark", "Beast", "Beast")) -> Scenario:
    """A's legend Ekko, Empowered on A's turn 3 ([1], [E]); B's turn passes; A's turn 5, Ekko ready again."""
    labels = iter(["s", "b1", "b2"])
    sc = Scenario(duel({"legend": EKKO, "runes": ["Fury Rune"] * runes, "deck": [{"card": "Pup"}] * 6,
                        "hand": [{"card": c, "as": next(labels)} for c in hand]}, cards=EKKO_CARDS))
    legend = sc.st.players[0].legend
    with pytest.raises(IllegalAction):  # not Empowered: the Disempower ability can't be used
        apply(sc.st, Action("activate", 0, card=legend, ability=0))
    _go(sc, Action("activate", 0, card=legend, ability=1, pay="auto"), Action("pass", 0), Action("pass", 1))
    assert sc.st.objs[legend].extra.get("empowered") and sc.st.objs[legend].exhausted
    with pytest.raises(IllegalAction):  # "Use only if not Empowered"
        apply(sc.st, Action("activate", 0, card=legend, ability=1, pay="auto"))
    _go(sc, Action("end_turn", 0))
    while sc.st.turn_player != 0 or sc.st.phase != "main" or sc.st.pending is not None:
        seat = sc.st.pending.player if sc.st.pending is not None else sc.st.priority
        _go(sc, Action("end_turn" if sc.st.phase == "main" and not sc.st.chain else "pass", seat))
    return sc


def _go(sc: Scenario, *actions: Action) -> None:
    for a in actions:
        sc.st, _ = apply(sc.st, a)


def test_ekko_boy_who_shattered_time() -> None:
    """"[Empower] — [1], [E] (Use only if not Empowered.) Disempower me, [E]: Reduce the cost of the next unit you play
    this turn by [2][A] and give it "Kill me at end of turn."" - Empowered on one turn, used on the next: a spell
    played in between doesn't use it up; the next unit ([3][Fury]) costs [1]; the one after, full price; at the end of
    the turn the first one dies, the other lives."""
    sc = _ekko()
    legend = sc.st.players[0].legend
    assert sc.st.turn_number == 5 and not sc.st.objs[legend].exhausted
    _go(sc, Action("activate", 0, card=legend, ability=0), Action("pass", 0), Action("pass", 1))
    assert not sc.st.objs[legend].extra.get("empowered") and sc.st.objs[legend].exhausted
    ready = lambda: sum(1 for r in sc.st.players[0].runes if not sc.st.objs[r].exhausted)  # noqa: E731
    _go(sc, Action("play", 0, card=sc.obj("s"), pay="auto"), Action("pass", 0), Action("pass", 1))
    before = (ready(), len(sc.st.players[0].runes))
    _go(sc, Action("play", 0, card=sc.obj("b1"), pay="auto"))
    assert (ready(), len(sc.st.players[0].runes)) == (before[0] - 1, before[1])  # [1]: one rune exhausted, none recycled
    assert [c.name for c in sc.st.chain] == [f"{EKKO} (next_unit_played)"]  # giving it "Kill me at end of turn"
    _go(sc, Action("pass", 0), Action("pass", 1))
    _go(sc, Action("play", 0, card=sc.obj("b2"), pay="auto"))
    assert len(sc.st.players[0].runes) == before[1] - 1  # full price: its [Fury] recycles a rune
    _go(sc, Action("end_turn", 0))
    while sc.st.turn_player == 0 and not sc.st.over:
        seat = sc.st.pending.player if sc.st.pending is not None else sc.st.priority
        _go(sc, Action("pass", seat))
    assert sc.st.objs[sc.obj("b1")].zone == "trash" and sc.st.objs[sc.obj("b2")].zone == "base"


ORIANNA = "Orianna, Mechanical Marvel"
GEARS = {**POWERED, "Cog2": {"type": "gear", "cost": 2, "power": ["mind"]}}


def _orianna(where: str = "bf1") -> Scenario:
    o = u(ORIANNA, "o", "A")
    return Scenario(duel({"hand": [{"card": "Cog2", "as": "g1"}, {"card": "Cog2", "as": "g2"}, {"card": "Pup", "as": "p"}],
                          "pool": {"energy": 6, "power": {"mind": 2}}, **({"base": [o]} if where == "base" else {})},
                         cards=GEARS, battlefields=[bf("bf1", "A", *([o] if where == "bf1" else [u("Pup", "x", "A")])),
                                                    bf("bf2")]))


def test_orianna_mechanical_marvel() -> None:
    """"Once each turn, while I'm at a battlefield, you may pay [1][A] less to play a gear." - a [2][Mind] gear for [1]
    when A says so (the play names the discount); the second gear that turn at full price (once each turn); a
    unit can't use it; declined, it stays for the next gear; Orianna in A's base: no discount."""
    sc = _orianna()
    o = sc.obj("o")
    with pytest.raises(IllegalAction):
        apply(sc.st, Action("play", 0, card=sc.obj("p"), options={"discounts": [o]}, pay="auto"))
    _go(sc, Action("play", 0, card=sc.obj("g1"), options={"discounts": [o]}, pay="auto"))
    assert sc.st.players[0].energy == 5 and sc.st.players[0].power == {"mind": 2}
    with pytest.raises(IllegalAction):
        apply(sc.st, Action("play", 0, card=sc.obj("g2"), options={"discounts": [o]}, pay="auto"))
    _go(sc, Action("play", 0, card=sc.obj("g2"), pay="auto"))
    assert sc.st.players[0].energy == 3 and sc.st.players[0].power == {"mind": 1}
    sc = _orianna()
    _go(sc, Action("play", 0, card=sc.obj("g1"), pay="auto"),
        Action("play", 0, card=sc.obj("g2"), options={"discounts": [sc.obj("o")]}, pay="auto"))
    assert sc.st.players[0].energy == 3 and sc.st.players[0].power == {"mind": 1}
    sc = _orianna("base")
    with pytest.raises(IllegalAction):
        apply(sc.st, Action("play", 0, card=sc.obj("g1"), options={"discounts": [sc.obj("o")]}, pay="auto"))


def test_the_bot_uses_orianna() -> None:
    """The bot plays a gear (one that draws 2 as it is played) for [1][A] less with Orianna at a battlefield, paying
    with fewer runes (every action legal)."""
    o = u(ORIANNA, "o", "A")
    cards = {**GEARS, "Scroll": {"type": "gear", "cost": 2, "power": ["mind"],
                                 "script": {"triggers": {"play": {"effects": [["draw", {"amount": 2}]]}}}}}
    sc = Scenario(duel({"hand": [{"card": "Scroll", "as": "g"}], "runes": ["Mind Rune"] * 3}, cards=cards,
                       battlefields=[bf("bf1", "A", o), bf("bf2")]))
    taken = _bot_turn(sc)
    assert any(a.kind == "play" and a.options.get("discounts") == [sc.obj("o")] for a in taken), taken


SERAPHINE = "Seraphine, Starry-Eyed Songstress"
SONG = {**POWERED, "Hymn": {"type": "spell", "cost": 3, "keywords": ["Reaction"],
                            "script": {"targets": [{"what": "unit"}], "effects": [["deal", {"amount": 3, "to": "t0"}]]}}}


def _seraphine(ready: int = 3, energy: int = 3, enemy: str = "Ogre", fields: list[Any] | None = None) -> Scenario:
    units = [u("Pup", f"u{i}", "A") for i in range(ready)] + [u("Pup", "tired", "A", exhausted=True)]
    return Scenario(duel({"legend": SERAPHINE, "base": units, "pool": {"energy": energy},
                          "hand": [{"card": "Hymn", "as": "h"}, {"card": "Brute3", "as": "b"}]},
                         {"base": [u(enemy, "e", "B")]}, cards={**SONG, "Brute3": {"type": "unit", "might": 3, "cost": 3}},
                         battlefields=fields))


def test_seraphine_starry_eyed_songstress() -> None:
    """"As an additional cost to play a spell, you may exhaust me and three friendly units to reduce the cost of that
    spell by [2]." - paid: the [3] spell costs [1], Seraphine and the three units named exhausted; not paid: [3]; an
    exhausted unit can't be one of them; with two ready units, or Seraphine exhausted, it can't be paid; a unit's play
    can't use it."""
    sc = _seraphine()
    legend, e, h = sc.st.players[0].legend, sc.obj("e"), sc.obj("h")
    three = [sc.obj(f"u{i}") for i in range(3)]
    with pytest.raises(IllegalAction):
        apply(sc.st, Action("play", 0, card=h, targets=[e], options={"discounts": [legend],
                                                                      "discount_units": three[:2] + [sc.obj("tired")]}, pay="auto"))
    with pytest.raises(IllegalAction):
        apply(sc.st, Action("play", 0, card=sc.obj("b"), options={"discounts": [legend], "discount_units": three},
                            pay="auto"))
    _go(sc, Action("play", 0, card=h, targets=[e], options={"discounts": [legend], "discount_units": three}, pay="auto"))
    st = sc.st
    assert st.players[0].energy == 2 and st.objs[legend].exhausted and all(st.objs[x].exhausted for x in three)
    sc = _seraphine()
    _go(sc, Action("play", 0, card=h, targets=[e], pay="auto"))
    assert sc.st.players[0].energy == 0 and not sc.st.objs[sc.st.players[0].legend].exhausted
    sc = _seraphine(ready=2)
    assert not any(a.options.get("discounts") for a in legal_actions(sc.st, 0) if a.kind == "play")


def test_the_bot_uses_seraphine() -> None:
    """With [1] and three ready units that have nothing to attack (A holds both battlefields), the bot plays a [3]
    spell that kills an enemy unit (a Pup: the spell deals 3), paying with Seraphine and its units (every action
    legal); with open battlefields to conquer and no unit to spare, the units conquer instead (the discount's cost
    is the attack lost)."""
    held = [bf("bf1", "A", u("Pup", "g1", "A")), bf("bf2", "A", u("Pup", "g2", "A"))]
    sc = _seraphine(energy=1, enemy="Pup", fields=held)
    taken = _bot_turn(sc)
    assert any(a.kind == "play" and a.options.get("discounts") for a in taken), taken
    sc = _seraphine(energy=1, enemy="Pup")  # both battlefields open: no unit to spare
    taken = _bot_turn(sc)
    assert not any(a.kind == "play" and a.options.get("discounts") for a in taken), taken
    assert any(a.kind == "move" and a.to == 1 for a in taken), taken


TWICE = "Mordekaiser, Twice Slain"


def _twice() -> dict[str, Any]:
    return duel({"base": [u("Pup", "p1", "A"), u("Pup", "p2", "A")]},
                {"hand": [{"card": "Doom", "as": "d1"}, {"card": "Doom", "as": "d2"}]},
                cards={**POWERED, "Doom": {"type": "spell", "cost": 0, "keywords": ["Reaction"],
                                           "script": {"targets": [{"what": "unit"}], "effects": [["kill", {"to": "t0"}]]}}},
                battlefields=[bf("bf1", "A", u(TWICE, "m", "A")), bf("bf2")], turn={"player": "B", "phase": "main",
                                                                                    "number": 4})


def _doom(label: str) -> list[dict[str, Any]]:
    return [{"act": "play", "by": "B", "card": label, "targets": ["m"]}, {"act": "pass", "by": "B"},
            {"act": "pass", "by": "A"}]


def test_mordekaiser_twice_slain() -> None:
    """"[Accelerate] [Assault 3] Once each turn, if I would die, you may kill a friendly unit to heal me, exhaust me,
    and recall me instead." - killed by B's spell, A kills a Pup instead: he is in A's base, exhausted; killed again
    that turn, no question: he dies; declined: he dies and the Pups live; [Accelerate] and [Assault 3] printed."""
    sc = Scenario(_twice())
    m, p1, p2 = sc.obj("m"), sc.obj("p1"), sc.obj("p2")
    killed = [Action("play", 1, card=sc.obj("d1"), targets=[m], pay="auto"), Action("pass", 1), Action("pass", 0)]
    _go(sc, *killed)
    assert sc.st.pending is not None and sc.st.pending.kind == "may" and sc.st.pending.player == 0
    with pytest.raises(IllegalAction):  # not himself
        apply(sc.st, Action("choose", 0, choice={"yes": True, "kill": m}))
    _go(sc, Action("choose", 0, choice={"yes": True, "kill": p1}))
    st = sc.st
    assert (st.objs[m].zone, st.objs[p1].zone, st.objs[p2].zone) == ("base", "trash", "base")
    assert st.objs[m].exhausted and st.objs[m].damage == 0
    _go(sc, Action("play", 1, card=sc.obj("d2"), targets=[m], pay="auto"), Action("pass", 1), Action("pass", 0))
    assert sc.st.pending is None and sc.st.objs[m].zone == "trash" and sc.st.objs[p2].zone == "base"  # once each turn
    check(_twice() | {"steps": [
        *_doom("d1"), {"act": "choose", "by": "A", "choice": {"yes": False}},
        {"expect": {"zone": {"m": "trash", "p1": "base", "p2": "base"}}}]})
    card = default_catalog().find(TWICE)
    assert card.has("Accelerate") and dict(card.keywords).get("Assault") == 3


def test_the_bot_saves_mordekaiser() -> None:
    """The bot, asked, kills a Pup to save Mordekaiser (a legal answer naming the unit)."""
    sc = Scenario(_twice())
    _go(sc, Action("play", 1, card=sc.obj("d1"), targets=[sc.obj("m")], pay="auto"), Action("pass", 1),
        Action("pass", 0))
    assert sc.st.pending is not None and sc.st.pending.kind == "may"
    answer = choose_action(sc.st, 0, random.Random(0))
    _go(sc, answer)
    assert answer.choice.get("yes") and sc.st.objs[sc.obj("m")].zone == "base"


CHRONO = {**POWERED, "Herald": {"type": "unit", "might": 1, "cost": 4,
                                 "script": {"triggers": {"play": {"effects": [["draw", {"amount": 1}]]}}}}}


def _chrono(runes: int = 6) -> Scenario:
    return Scenario(duel({"hand": [{"card": "Chronobreak", "as": "c"}], "runes": ["Fury Rune"] * runes,
                          "base": [u("Herald", "h", "A"), u("Wall", "w", "A")]},
                         cards={**CHRONO, "Wall": {"type": "unit", "might": 9, "cost": 1}},
                         battlefields=[bf("bf1", "A", u("Pup", "p", "A")), bf("bf2")]))


def _answer(sc: Scenario, **choice: Any) -> None:
    assert sc.st.pending is not None
    _go(sc, Action("choose", sc.st.pending.player, choice=choice))


def test_chronobreak() -> None:
    """"As an additional cost to play this, pay any amount of Power. Banish that many units you control, then for each,
    its owner plays that unit back to the same location or to their base, ignoring its cost. (You choose the order.)"
    - [2] and [A][A]: A chooses two of three units (the Pup at bf1, the Herald in base), banishes them, chooses the
    order (the Herald first: played back, a new object, its "when you play me, draw 1" triggers), then the Pup - its
    owner chooses bf1 or the base; the Wall stays; no Energy paid for them."""
    sc = _chrono()
    c, h, w, p = (sc.obj(x) for x in "chwp")
    gens = {x: sc.st.objs[x].gen for x in (h, p)}
    with pytest.raises(IllegalAction):  # [2] + seven [A] with six runes (each may be exhausted, then recycled)
        apply(sc.st, Action("play", 0, card=c, options={"power_x": 7}, pay="auto"))
    _go(sc, Action("play", 0, card=c, options={"power_x": 2}, pay="auto"), Action("pass", 0), Action("pass", 1))
    assert sc.st.pending is not None and sc.st.pending.kind == "choose_cards" and sorted(sc.st.pending.options) == \
        sorted([h, w, p])
    _answer(sc, cards=[p, h])
    assert sc.st.objs[p].zone == "banishment" and sc.st.objs[h].zone == "banishment"
    assert sc.st.pending is not None and sorted(sc.st.pending.options) == sorted([p, h])  # the order: A chooses
    _answer(sc, cards=[h])
    assert sc.st.objs[h].zone == "base" and sc.st.objs[h].gen != gens[h]
    pend = sc.st.pending
    assert pend is not None and pend.kind == "choose_option" and pend.player == 0 and len(pend.options) == 2
    _answer(sc, option=next(o for o in pend.options if "base" not in o))  # the Pup back to bf1
    assert sc.st.objs[p].zone == "battlefield" and sc.st.objs[p].loc == 0 and sc.st.objs[p].gen != gens[p]
    assert sc.st.objs[w].zone == "base" and [x.name for x in sc.st.chain] == ["Herald (play)"]
    hand = len(sc.st.players[0].hand)
    _go(sc, Action("pass", 0), Action("pass", 1))
    assert len(sc.st.players[0].hand) == hand + 1


def test_chronobreak_the_base_and_nothing() -> None:
    """The Pup's owner may choose the base instead; with no Power paid, nothing is banished."""
    sc = _chrono()
    p = sc.obj("p")
    _go(sc, Action("play", 0, card=sc.obj("c"), options={"power_x": 1}, pay="auto"), Action("pass", 0),
        Action("pass", 1))
    _answer(sc, cards=[p])
    pend = sc.st.pending
    assert pend is not None and pend.kind == "choose_option"
    _answer(sc, option=next(o for o in pend.options if "base" in o))
    assert sc.st.objs[p].zone == "base" and sc.st.pending is None
    sc = _chrono()
    _go(sc, Action("play", 0, card=sc.obj("c"), options={"power_x": 0}, pay="auto"), Action("pass", 0),
        Action("pass", 1))
    assert sc.st.pending is None and sc.st.objs[sc.obj("p")].zone == "battlefield" and not sc.st.chain


# -- the bot ----------------------------------------------------------------------------------------

def test_the_bot_uses_ekkos_abilities() -> None:
    """Ekko Empowered and ready, two runes and a [3][Fury] unit whose play draws 2 in hand: the bot disempowers him
    to play it for [1] (it dies at end of turn, the cards stay; every action legal). With six runes and vanilla
    Beasts it doesn't: a Beast for less that dies at end of turn is worse than one at full price that stays."""
    sc = _ekko(runes=2, hand=("Spark", "Seer"))
    taken = _bot_turn(sc)
    assert any(a.kind == "activate" and a.card == sc.st.players[0].legend for a in taken), taken
    assert any(a.kind == "play" and a.card == sc.obj("b1") for a in taken), taken
    sc = _ekko()
    taken = _bot_turn(sc)
    assert not any(a.kind == "activate" and a.card == sc.st.players[0].legend for a in taken), taken
    assert {sc.st.objs[sc.obj(b)].zone for b in ("b1", "b2")} == {"base"}


def test_the_bot_uses_mordekaisers_ability() -> None:
    """With a unit in the trash and a unit in hand whose Power it lacks, the bot uses the legend's Add to play it (its
    cost banishes from the trash: no paying source, rules/addpay.py); with an empty trash, no use."""
    sc = _mordekaiser(["Pup"])
    taken = _bot_turn(sc)
    assert any(a.kind == "activate" and a.card == sc.st.players[0].legend for a in taken), taken
    assert sc.st.objs[sc.obj("pp")].zone == "base" or sc.st.objs[sc.obj("pg")].zone == "base"
    sc = _mordekaiser(["Zap"])
    assert not any(a.kind == "activate" for a in _bot_turn(sc))


def _replay_position(card: str) -> Scenario:
    """`card` in A's hand with six Fury runes; in A's base an exhausted unit whose play draws 2 (playing it back
    draws 2 again) and a ready Wall, a Pup of A's at bf1."""
    seer = {"type": "unit", "might": 1, "cost": 3, "script": {"triggers": {"play": {"effects": [["draw", {"amount": 2}]]}}}}
    return Scenario(duel({"hand": [{"card": card, "as": "x"}], "runes": ["Fury Rune"] * 6,
                          "deck": [{"card": "Pup"}] * 6,
                          "base": [u("Seer", "s", "A", exhausted=True), u("Wall", "w", "A")]},
                         cards={**CHRONO, "Seer": seer, "Wall": {"type": "unit", "might": 9, "cost": 1}},
                         battlefields=[bf("bf1", "A", u("Pup", "p", "A")), bf("bf2")]))


POSITIONS = {"Chronobreak": _replay_position}


@pytest.mark.parametrize("card", [n for n in sorted(FINAL) if default_catalog().find(n).type not in ("legend", "battlefield")])
def test_the_bot_plays_the_card_and_answers_its_decisions(card: str) -> None:
    """The bot plays each card of the batch in a position where it helps; every action it takes is legal.
    (Chronobreak: playing back a unit whose play draws 2.)"""
    sc = POSITIONS.get(card, _bot_position)(card)
    taken = _bot_turn(sc)
    assert any(a.kind == "play" and a.card == sc.obj("x") for a in taken), \
        f"the bot never played {card}: {[(a.kind, a.card) for a in taken]}"


def test_the_bot_plays_to_hunters_circle() -> None:
    """The bot, with [3] and a 3-cost unit, plays it to the Circle it controls, where it costs [2]."""
    sc = Scenario(duel({"hand": [{"card": "Brute", "as": "x"}], "pool": {"energy": 3}}, cards=HUNTERS,
                       battlefields=[bf("bf1", "A", u("Pup", "p", "A"), card="Hunters' Circle"), bf("bf2")]))
    taken = _bot_turn(sc)
    assert any(a.kind == "play" and a.card == sc.obj("x") and a.to == 0 for a in taken), taken


def test_the_bot_answers_heimerdingers_replacement() -> None:
    """With Heimerdinger at a battlefield, the bot casts a spell that plays Recruits and answers where each goes and
    "you may play a Mech instead" (every answer legal): it takes the Mechs."""
    sc = Scenario(_heimer())
    seen = bot_turn_seen(sc)
    assert "may" in seen
    names = [sc.st.name(o) for b in sc.st.battlefields for o in b.units] + [sc.st.name(o) for o in sc.st.players[0].base]
    assert names.count("Mech") >= 1


def test_the_bot_answers_chronobreaks_decisions() -> None:
    """Chronobreak played with [A][A]: the bot answers which units, their order and where the Pup goes (legal)."""
    sc = _chrono()
    _go(sc, Action("play", 0, card=sc.obj("c"), options={"power_x": 2}, pay="auto"), Action("pass", 0),
        Action("pass", 1))
    kinds = []
    while sc.st.pending is not None:
        kinds.append(sc.st.pending.kind)
        _go(sc, choose_action(sc.st, sc.st.pending.player, random.Random(0)))
    assert kinds[:2] == ["choose_cards", "choose_cards"]
    assert sum(1 for x in sc.st.players[0].banishment if sc.st.card(x).type == "unit") == 0


def test_the_bot_plays_back_the_unit_whose_play_draws() -> None:
    """Chronobreak with six runes: the bot pays one [A] and plays back the unit whose play draws 2 (a new object), not
    the ready Wall (it would come back exhausted) nor the Pup."""
    sc = _replay_position("Chronobreak")
    gens = {x: sc.st.objs[sc.obj(x)].gen for x in "swp"}
    taken = _bot_turn(sc)
    play = next(a for a in taken if a.kind == "play" and a.card == sc.obj("x"))
    assert play.options.get("power_x") == 1
    assert sc.st.objs[sc.obj("s")].gen != gens["s"]
    assert (sc.st.objs[sc.obj("w")].gen, sc.st.objs[sc.obj("p")].gen) == (gens["w"], gens["p"])
