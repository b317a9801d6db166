"""Power costs of multi-domain catalog cards (135.2.e.6): "fury|chaos" is paid by either domain."""

from game.engine.cards import default_catalog
from game.engine.costs import printed_cost, symbol_domains


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
    from game.engine.cards import CardTable
    from game.engine.costs import Cost, add_energy, add_restricted, empty_pool, pool_can_pay, spend
    from game.engine.state import Player, State

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
    from game.engine.cards import CardTable
    from game.engine.costs import Cost, add_restricted, pool_can_pay
    from game.engine.state import Player, State

    st = State("duel", 8, [Player("A"), Player("B")], [], {}, CardTable())
    add_restricted(st, 0, "gear", energy=1)
    assert pool_can_pay(st, 0, Cost(1, [], "gear_ability")) and pool_can_pay(st, 0, Cost(1, [], "gear"))
    assert not pool_can_pay(st, 0, Cost(1, [], "spell"))
