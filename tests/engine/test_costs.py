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
