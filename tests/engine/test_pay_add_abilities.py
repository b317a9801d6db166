"""Add abilities of other objects used while paying (357.1.a, 430.3, 445.2.c): legal_actions lists
the sensible payments that use them, once per distinct cost, without exploding."""

import pytest

from game.engine import Action, IllegalAction, apply, legal_actions
from game.scenarios.runner import Scenario


def _position(base: list[str], runes: list[str], power: list[str], cost: int = 1) -> Scenario:
    return Scenario({"cards": {"Bolt": {"type": "spell", "cost": cost, "power": power, "script": {"effects": []}}},
                     "players": [{"name": "A", "hand": [{"card": "Bolt", "as": "b"}],
                                  "base": [{"card": c, "as": f"g{i}"} for i, c in enumerate(base)],
                                  "runes": [{"card": r, "as": f"r{i}"} for i, r in enumerate(runes)]},
                                 {"name": "B"}],
                     "turn": {"player": "A", "phase": "main", "number": 3}})


def _plays(sc: Scenario) -> list[Action]:
    return [a for a in legal_actions(sc.st, 0) if a.kind == "play" and a.card == sc.obj("b")]


def test_a_seal_payment_is_listed_when_runes_cannot_pay() -> None:
    sc = _position(["Seal of Rage"], ["Calm Rune"], ["fury"])
    plays = _plays(sc)
    assert [a.pay for a in plays] == [{"exhaust": [sc.obj("r0")], "recycle": [], "add": [[sc.obj("g0"), 0]]}]
    st, _ = apply(sc.st, plays[0])
    assert st.objs[sc.obj("g0")].exhausted and [c.name for c in st.chain] == ["Bolt"]


def test_rune_payments_come_first_and_unneeded_adds_are_not_listed() -> None:
    """[1][Fury] with a Fury Rune, a Calm Rune and a Seal of Rage: runes alone (recycle the Fury Rune,
    exhaust either) or the Seal's [Fury] with one exhausted rune; never the Seal on top of runes
    that already pay. Without `pay`, the engine pays with runes only when that is one way."""
    sc = _position(["Seal of Rage"], ["Fury Rune", "Calm Rune"], ["fury"])
    pays = [a.pay for a in _plays(sc)]
    assert not any("add" in p for p in pays[:1])
    with_seal = [p for p in pays if "add" in p]
    assert with_seal and all(len(p["exhaust"]) == 1 and not p["recycle"] for p in with_seal)
    st, _ = apply(sc.st, Action("play", 0, card=sc.obj("b"), pay=None))
    assert not st.objs[sc.obj("g0")].exhausted


def test_identical_sources_are_one_choice() -> None:
    """Five Gold tokens for [A][A]: one listed payment uses two of them (not every pair)."""
    sc = _position(["Gold"] * 5, [], ["any", "any"], cost=0)
    plays = _plays(sc)
    assert len(plays) == 1 and len(plays[0].pay["add"]) == 2
    st, _ = apply(sc.st, plays[0])
    assert sum(1 for o in st.players[0].base if st.card(o).name == "Gold") == 3


def test_an_object_paying_with_its_add_ability_cannot_also_pay_its_own_cost() -> None:
    """A Seal exhausted to add can't add for its own ability (that exhausts it too); an unknown ability is refused."""
    sc = _position(["Seal of Rage"], [], ["fury"])
    seal = sc.obj("g0")
    with pytest.raises(IllegalAction):
        apply(sc.st, Action("activate", 0, card=seal, ability=0, pay={"exhaust": [], "recycle": [], "add": [seal]}))
    with pytest.raises(IllegalAction, match="Reaction Add"):
        apply(sc.st, Action("play", 0, card=sc.obj("b"), pay={"exhaust": [], "recycle": [], "add": [[seal, 3]]}))


def test_add_sources_are_looked_for_again_when_the_table_gains_a_card() -> None:
    """The per-table "no Add ability here" answer is re-read when a card (a Gold token made mid-game)
    is added to the table."""
    from game.engine.model.state import BASE, Obj
    from game.engine.rules.addpay import add_sources

    sc = _position([], [], ["any"], cost=0)
    st = sc.st
    assert add_sources(st, 0) == []
    gold = next(c for c in _position(["Gold"], [], []).table.defs.values() if c.name == "Gold")
    st.table.add(gold)
    oid = st.new_id()
    st.objs[oid] = Obj(oid, gold.key, 0, 0, BASE, -1, token=True)
    st.players[0].base.append(oid)
    assert [s.oid for s in add_sources(st, 0)] == [oid]


def test_a_unit_exhausted_to_add_cannot_be_exhausted_for_an_additional_cost() -> None:
    """430.3 (playcosts.check_add_sources): a unit whose "[E]: Add [1]" pays is exhausted before the
    additional cost "exhaust a friendly unit" is paid, so another ready unit must pay that."""
    adder = {"type": "unit", "might": 1, "cost": 1,
             "script": {"abilities": [{"cost": {"exhaust": True}, "timing": "reaction", "add": True,
                                       "effects": [["add", {"energy": 1}]]}]}}
    rush = {"type": "spell", "cost": 1, "script": {"effects": [], "additional_cost": {"exhaust_unit": True}}}
    sc = Scenario({"cards": {"Adder": adder, "Rush": rush, "Pal": {"type": "unit", "might": 1, "cost": 1}},
                   "players": [{"name": "A", "hand": [{"card": "Rush", "as": "r"}],
                                "base": [{"card": "Adder", "as": "ad"}, {"card": "Pal", "as": "pal"}]},
                               {"name": "B"}],
                   "turn": {"player": "A", "phase": "main", "number": 3}})
    ad, pal = sc.obj("ad"), sc.obj("pal")
    pay = {"exhaust": [], "recycle": [], "add": [ad]}
    with pytest.raises(IllegalAction, match="exhausted to add"):
        apply(sc.st, Action("play", 0, card=sc.obj("r"), options={"exhaust": ad}, pay=pay))
    st, _ = apply(sc.st, Action("play", 0, card=sc.obj("r"), options={"exhaust": pal}, pay=pay))
    assert st.objs[ad].exhausted and st.objs[pal].exhausted


def test_every_single_add_ability_is_listed_with_many_kinds() -> None:
    """Seven different cards that each "[E]: Add [1]" for a [1] spell and no runes: seven payments,
    one per card (the combinations are cut to the fewest abilities, not to the first cards)."""
    adder = {"type": "gear", "cost": 0,
             "script": {"abilities": [{"cost": {"exhaust": True}, "timing": "reaction", "add": True,
                                       "effects": [["add", {"energy": 1}]]}]}}
    names = [f"Battery {i}" for i in range(7)]
    sc = Scenario({"cards": {"Bolt": {"type": "spell", "cost": 1, "script": {"effects": []}},
                             **{n: adder for n in names}},
                   "players": [{"name": "A", "hand": [{"card": "Bolt", "as": "b"}],
                                "base": [{"card": n, "as": f"g{i}"} for i, n in enumerate(names)]},
                               {"name": "B"}],
                   "turn": {"player": "A", "phase": "main", "number": 3}})
    assert sorted(src for a in _plays(sc) for src, _ in a.pay["add"]) == sorted(sc.obj(f"g{i}") for i in range(7))


FURNACE = {"type": "gear", "cost": 0,  # Renekton, Butcher of the Sands' text on a gear: "[A][A], [E]: [Add] [2] (units only)"
           "script": {"abilities": [{"cost": {"power": ["any", "any"], "exhaust": True}, "timing": "reaction", "add": True,
                                     "effects": [["add", {"energy": 2, "only": "unit"}]]}]}}


def _furnace(card: dict, runes: list[str]) -> Scenario:
    return Scenario({"cards": {"Furnace": FURNACE, "Brute": card},
                     "players": [{"name": "A", "hand": [{"card": "Brute", "as": "b"}],
                                  "base": [{"card": "Furnace", "as": "f"}],
                                  "runes": [{"card": r, "as": f"r{i}"} for i, r in enumerate(runes)]},
                                 {"name": "B"}],
                     "turn": {"player": "A", "phase": "main", "number": 3}})


def test_an_add_ability_with_a_power_cost_pays_with_runes_exhausted_then_recycled() -> None:
    """357.1.a, 430.3: paying a [4] unit with two runes, each exhausted for [1] and then recycled for the
    ability's [A][A], which adds [2] more: legal_actions lists that payment and it plays the unit."""
    sc = _furnace({"type": "unit", "might": 5, "cost": 4}, ["Fury Rune", "Calm Rune"])
    r0, r1, f = sc.obj("r0"), sc.obj("r1"), sc.obj("f")
    plays = _plays(sc)
    assert [(sorted(a.pay["exhaust"]), sorted(a.pay["recycle"]), a.pay["add"]) for a in plays] == \
        [(sorted([r0, r1]), sorted([r0, r1]), [[f, 0]])]
    st, _ = apply(sc.st, plays[0])
    assert st.objs[f].exhausted and st.players[0].runes == [] and st.players[0].energy == 0
    assert st.objs[sc.obj("b")].zone == "base"


def test_an_add_abilitys_power_leaves_the_domain_the_card_needs() -> None:
    """A [3][Fury] unit with a Fury and two Calm runes and the [A][A] ability: one rune exhausted, three recycled;
    the Calm Power pays the ability, the Fury the card (the ability takes what the card's own symbols don't need)."""
    sc = _furnace({"type": "unit", "might": 5, "cost": 3, "power": ["fury"]}, ["Fury Rune", "Calm Rune", "Calm Rune"])
    plays = [a for a in _plays(sc) if a.pay.get("add")]  # (runes alone pay it too: exhaust three, recycle the Fury)
    assert [(len(a.pay["exhaust"]), len(a.pay["recycle"])) for a in plays] == [(1, 3)]
    st, _ = apply(sc.st, plays[0])
    assert st.objs[sc.obj("b")].zone == "base" and st.players[0].power == {} and st.players[0].energy == 0


def test_an_add_abilitys_power_cost_must_be_paid_and_its_energy_spent_only_as_it_says() -> None:
    """Runes exhausted but not recycled don't pay the ability's [A][A]: refused, nothing changes; its [2] is for
    units only, so a [4] spell gets no payment with it."""
    sc = _furnace({"type": "unit", "might": 5, "cost": 4}, ["Fury Rune", "Calm Rune"])
    r0, r1, f = sc.obj("r0"), sc.obj("r1"), sc.obj("f")
    with pytest.raises(IllegalAction, match="do not pay"):
        apply(sc.st, Action("play", 0, card=sc.obj("b"), pay={"exhaust": [r0, r1], "recycle": [], "add": [[f, 0]]}))
    assert not sc.st.objs[f].exhausted and not sc.st.objs[r0].exhausted
    spell = _furnace({"type": "spell", "cost": 4, "script": {"effects": []}}, ["Fury Rune", "Calm Rune"])
    assert _plays(spell) == []
