"""Power costs of multi-domain catalog cards (135.2.e.6): "fury|chaos" is paid by either domain."""

from game.engine.model.cards import default_catalog
from game.engine.model.prices import printed_cost, symbol_domains


def test_tibbers_symbols_accept_either_domain() -> None:
    tibbers = default_catalog().find("OGS-018")
    assert tibbers is not None and tibbers.name == "Tibbers"
    cost = printed_cost(tibbers)
    assert cost.energy == 8
    assert [set(s) for s in cost.power] == [{"fury", "chaos"}, {"fury", "chaos"}]


def test_single_and_universal_symbols() -> None:
    tibbers = default_catalog().find("OGS-018")
    assert symbol_domains("fury", tibbers) == ("fury",)
    assert len(symbol_domains("any", tibbers)) == 6


def test_restricted_resources_pay_only_their_purposes() -> None:
    from game.engine.model.cards import CardTable
    from game.engine.model.prices import Cost
    from game.engine.model.state import Player, State
    from game.engine.rules.costs import add_energy, add_restricted, empty_pool, pool_can_pay, spend

    st = State("duel", 8, [Player("A"), Player("B")], [], {}, CardTable())
    add_restricted(st, 0, "spell", energy=2, power={"any": 1})
    add_energy(st, 0, 1)
    assert pool_can_pay(st, 0, Cost(1)) and not pool_can_pay(st, 0, Cost(2))
    assert not pool_can_pay(st, 0, Cost(0, [("fury",)]))
    assert pool_can_pay(st, 0, Cost(3, [("fury",)], "spell"))
    assert not pool_can_pay(st, 0, Cost(1, [("fury",)], "gear"))
    spend(st, 0, Cost(2, [], "spell"))  # the restricted energy goes first
    assert st.players[0].energy == 1 and st.players[0].extra["restricted"] == {"spell": [0, {"any": 1}]}
    assert pool_can_pay(st, 0, Cost(1)) and not pool_can_pay(st, 0, Cost(0, [("calm",)]))
    empty_pool(st, 0)
    assert "restricted" not in st.players[0].extra


def test_gear_restriction_covers_gear_abilities() -> None:
    from game.engine.model.cards import CardTable
    from game.engine.model.prices import Cost
    from game.engine.model.state import Player, State
    from game.engine.rules.costs import add_restricted, pool_can_pay

    st = State("duel", 8, [Player("A"), Player("B")], [], {}, CardTable())
    add_restricted(st, 0, "gear", energy=1)
    assert pool_can_pay(st, 0, Cost(1, [], "gear_ability")) and pool_can_pay(st, 0, Cost(1, [], "gear"))
    assert not pool_can_pay(st, 0, Cost(1, [], "spell"))


def _position(runes: list[str], power: list[str]) -> tuple[object, int]:
    """A scenario position where A holds a 2-energy spell with the given Power cost and these runes."""
    from game.scenarios.runner import Scenario

    sc = Scenario({"cards": {"Bolt": {"type": "spell", "cost": 1, "power": power, "script": {"effects": []}}},
                   "players": [{"name": "A", "hand": [{"card": "Bolt", "as": "b"}],
                                "runes": [{"card": r, "as": f"r{i}"} for i, r in enumerate(runes)]},
                               {"name": "B"}],
                   "turn": {"player": "A", "phase": "main", "number": 3}})
    return sc, sc.obj("b")


def test_one_sensible_payment_is_made_without_asking() -> None:
    """357, 164.2: with a single sensible way to pay [1][fury] (exhaust the Fury Rune, then recycle
    it: the Calm Rune stays ready), `pay` may be left out and the engine pays."""
    from game.engine import Action, apply

    sc, bolt = _position(["Fury Rune", "Calm Rune"], ["fury"])
    st, _ = apply(sc.st, Action("play", player=0, card=bolt, pay=None))
    assert [c.name for c in st.chain] == ["Bolt"]
    assert st.players[0].runes == [sc.obj("r1")] and not st.objs[sc.obj("r1")].exhausted


def test_a_real_choice_of_runes_is_left_to_the_player() -> None:
    """Two Fury Runes and a Chaos Rune for [1][fury|chaos]: which rune to recycle is a real choice, so
    the engine refuses to guess (the player names the runes, or asks for "auto")."""
    import pytest

    from game.engine import Action, IllegalAction, apply

    sc, bolt = _position(["Fury Rune", "Chaos Rune"], ["fury|chaos"])
    with pytest.raises(IllegalAction, match="several ways to pay"):
        apply(sc.st, Action("play", player=0, card=bolt, pay=None))
    r0, r1 = sc.obj("r0"), sc.obj("r1")
    st, _ = apply(sc.st, Action("play", player=0, card=bolt, pay={"exhaust": [r0], "recycle": [r1]}))
    assert st.players[0].runes == [r0] and st.objs[r0].exhausted
    st, _ = apply(sc.st, Action("play", player=0, card=bolt, pay="auto"))
    assert [c.name for c in st.chain] == ["Bolt"]
