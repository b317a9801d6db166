"""Engine bugs the Spiritforged work found (issue 19), each an `xfail(strict=True)` test naming it: the
engine is another session's to change (game/engine/ is being moved into layers), so the bug is
recorded here and goes green (then fails as an unexpected pass) once it is fixed."""

from __future__ import annotations

from game.engine import apply, legal_actions
from game.engine.model.errors import IllegalAction
from game.scenarios.runner import Scenario

from .helpers import duel


def test_a_spell_whose_payment_kills_its_own_target_is_refused_or_played_not_a_crash() -> None:
    """Targets are chosen before costs are paid (the play procedure, 355); a Gold token (SFD-T03, "Kill
    this, [E]: [Reaction] — [Add] [A]") may help pay for Salvage ("You may kill up to one gear. Draw 1.")
    that chose it. `legal_actions` lists that play; applying it must either be refused with a clear
    `IllegalAction` or go on with the target gone (359.3.e). It raised KeyError in play.do_play (found by
    tests/engine/test_fuzz_catalog.py's seed 42 once SFD cards made Gold tokens common) until issue 21
    kept the targets' objects as they were chosen, before the payment (the fuzz's seed 4 met it again)."""
    sc = Scenario(duel({"hand": [{"card": "Salvage", "as": "s"}], "base": [{"card": "Gold", "as": "gold"}],
                        "runes": ["Order Rune"] * 2, "deck": ["Filler"] * 2}))
    gold = sc.obj("gold")
    plays = [a for a in legal_actions(sc.st, 0)
             if a.kind == "play" and a.card == sc.obj("s") and a.targets == [gold]
             and any(entry[0] == gold for entry in (a.pay or {}).get("add", []) if isinstance(a.pay, dict))]
    assert plays, "legal_actions offers Salvage on the Gold, paid with the Gold's own [Add]"
    try:
        st, _ = apply(sc.st, plays[0])
    except IllegalAction:
        return  # refused with a clear message: fine
    assert st.objs.get(gold) is None or st.objs[gold].zone == "trash"
