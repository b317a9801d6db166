"""engine.reading: an answer is kept for one read of one state, never for another state."""

from __future__ import annotations

from game.engine.read.reading import kept, reading


class Counter:
    def __init__(self) -> None:
        self.calls = 0

    def __call__(self) -> int:
        self.calls += 1
        return self.calls


def test_inside_a_read_an_answer_is_computed_once():
    st, count = object(), Counter()
    with reading(st):  # type: ignore[arg-type]
        assert [kept(st, "k", count) for _ in range(3)] == [1, 1, 1]  # type: ignore[arg-type]
        with reading(st):  # type: ignore[arg-type]  # a nested read of the same state shares it
            assert kept(st, "k", count) == 1  # type: ignore[arg-type]
    assert count.calls == 1


def test_outside_a_read_or_for_another_state_it_is_computed_each_time():
    st, other, count = object(), object(), Counter()
    assert [kept(st, "k", count) for _ in range(2)] == [1, 2]  # type: ignore[arg-type]
    with reading(st):  # type: ignore[arg-type]
        assert kept(other, "k", count) == 3  # type: ignore[arg-type]  # e.g. the clone apply changes
        assert kept(other, "k", count) == 4  # type: ignore[arg-type]
    assert kept(st, "k", count) == 5  # type: ignore[arg-type]  # the read is over


def test_legal_actions_inside_a_read_equal_those_outside():
    import random

    from game.engine import apply, legal_actions
    from game.engine.read import layers
    from tests.bot.helpers import start
    from tests.engine.randomplay import actor, pick

    st = start("duel", 3, True)
    rnd = random.Random(3)
    for _ in range(60):
        if st.over:
            break
        p = actor(st)
        fresh = [a.to_data() for a in legal_actions(st, p)]
        with reading(st):
            assert [a.to_data() for a in legal_actions(st, p)] == fresh
            assert layers.statics(st) is layers.statics(st)  # kept
        assert layers.statics(st) is not layers.statics(st)  # worked out again outside the read
        st, _ = apply(st, pick(st, rnd))


def test_a_definition_joining_the_table_mid_game_counts_for_passives():
    from game.engine.model.cards import default_catalog
    from game.engine.read import layers
    from game.engine.read.scripts import script_for
    from tests.bot.helpers import start

    st = start("duel", 5, True)
    before = layers._static_keys(st)
    joining = next(c for key, c in default_catalog().defs.items()
                   if key not in st.table.defs and (script_for(c) or {}).get("static"))
    st.table.add(joining)  # a token's definition joining mid-game (replacing.table_key)
    assert joining.key not in before and joining.key in layers._static_keys(st)
