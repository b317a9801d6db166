"""More legal target lists than a listing holds (`target_choices`' limit): the lists given are a sample spread
over all of them - every legal target in every slot, distinct lists, each legal - and the same sample for
the same position (replays), not the first lists in order (which differ only in their last targets)."""

from __future__ import annotations

from game.engine.read.targets import check_targets, target_choices
from game.scenarios.runner import Scenario

UNITS = [{"card": "Pup", "as": f"u{i}"} for i in range(5)]
SETUP = {
    "cards": {"Pup": {"type": "unit", "might": 2, "cost": 1},
              "Rain": {"type": "spell", "cost": 0, "keywords": ["Action"], "script": {
                  "targets": [{"what": "unit"}] * 6, "effects": [["deal", {"amount": 2, "to": f"t{i}"}] for i in range(6)]}}},
    "players": [{"name": "A", "hand": [{"card": "Rain", "as": "r"}], "base": [{"card": "Pup", "as": "mine"}]},
                {"name": "B", "base": [{"card": "Pup", "as": "e"}]}],
    "battlefields": [{"as": "bf1", "controller": "B", "units": UNITS}, {"as": "bf2"}],
    "turn": {"player": "A", "phase": "main", "number": 3},
}
SIX = [{"what": "unit"}] * 6


def test_a_capped_listing_is_spread_over_every_target_in_every_slot() -> None:
    sc = Scenario(SETUP)
    units = {sc.obj(x) for x in ("mine", "e", *(f"u{i}" for i in range(5)))}
    lists = target_choices(sc.st, SIX, 0, sc.obj("r"))  # 7^6 legal lists
    assert len(lists) == 64 and len({tuple(t) for t in lists}) == 64
    for slot in range(6):
        assert {t[slot] for t in lists} == units, f"slot {slot} doesn't see every unit"
    assert any(len(set(t)) == 6 for t in lists) and any(len(set(t)) == 1 for t in lists)  # spread and focused
    for t in lists:
        check_targets(sc.st, SIX, t, 0, sc.obj("r"))  # each one legal
    assert target_choices(sc.st, SIX, 0, sc.obj("r")) == lists  # the same position, the same sample
    assert target_choices(sc.st, SIX, 0, sc.obj("r"), limit=16) == target_choices(sc.st, SIX, 0, sc.obj("r"),
                                                                                  limit=16)


def test_a_sample_keeps_the_restrictions_between_targets() -> None:
    sc = Scenario(SETUP)
    specs = [{"what": "unit"}, {"what": "unit", "differs": 0}, {"what": "unit", "differs": [0, 1]}]  # 7*6*5 = 210
    lists = target_choices(sc.st, specs, 0, sc.obj("r"))
    assert len(lists) == 64 and all(len(set(t)) == 3 for t in lists)
    assert len({t[0] for t in lists}) == 7


def test_a_listing_within_the_limit_is_every_list_in_order() -> None:
    sc = Scenario(SETUP)
    two = [{"what": "unit", "who": "enemy"}, {"what": "unit", "who": "friendly"}]  # 6 x 1
    lists = target_choices(sc.st, two, 0, sc.obj("r"))
    enemies = [sc.obj(x) for x in ("e", *(f"u{i}" for i in range(5)))]
    assert lists == [[e, sc.obj("mine")] for e in enemies]
