"""What an action button says: an activated ability of a unit, gear or legend names its card and
ability, never a rune's "add 1 energy"; runes keep their own words."""

from __future__ import annotations

from game.engine import view
from game.engine.loop.legal import legal_actions
from game.scenarios.runner import Scenario
from game.services.board import action_label, objects_by_id, target_labels


def _labels(sc: Scenario, seat: int = 0) -> list[str]:
    v = view(sc.st, seat)
    objs, labels = objects_by_id(v), target_labels(v, seat)
    return [action_label(a, v, objs, "", labels) for a in legal_actions(sc.st, seat) if a.kind == "activate"]


def test_an_equip_and_an_empower_ability_are_named_with_their_target():
    sc = Scenario({"players": [{"name": "A", "runes": ["Mind Rune", "Mind Rune", "Order Rune", "Order Rune"],
                                "base": [{"card": "Cloth Armor", "as": "armor"}, {"card": "Serene Ascetic"}]},
                               {"name": "B"}],
                   "battlefields": [{"as": "bf1"}, {"as": "bf2"}],
                   "turn": {"player": "A", "phase": "main", "number": 3}})
    found = _labels(sc)
    assert "Use Cloth Armor: Equip → your Serene Ascetic (base)" in found
    assert "Use Serene Ascetic: Empower" in found
    assert "Exhaust Mind Rune: add 1 energy" in found and "Recycle Order Rune: add 1 power" in found
    assert not any(label.startswith(("Exhaust Cloth", "Exhaust Serene", "Recycle Cloth")) for label in found)


def test_a_modal_spells_buttons_and_chain_entry_say_the_mode():
    """355.3: "Choose one —" is chosen as the spell is played; each play button says which bullet it plays, and
    the chain shows the mode chosen to everyone (Flurry of Feathers: "Counter a spell." / the Birds)."""
    from game.engine import Action, apply
    from game.services.modes import mode_label

    sc = Scenario({"players": [{"name": "A", "hand": [{"card": "Flurry of Feathers", "as": "f"}],
                                "runes": ["Calm Rune"] * 3 + ["Order Rune"] * 3},
                               {"name": "B"}],
                   "battlefields": [{"as": "bf1"}, {"as": "bf2"}],
                   "turn": {"player": "A", "phase": "main", "number": 3}})
    v = view(sc.st, 0)
    objs, labels = objects_by_id(v), target_labels(v, 0)
    plays = [a for a in legal_actions(sc.st, 0) if a.kind == "play" and a.card == sc.obj("f")]
    words = {action_label(a, v, objs, "", labels) for a in plays}
    assert any(w.startswith("Play Flurry of Feathers: Play four 1 [M] Bird unit tokens with [Deflect]") for w in words)
    assert not any(": Counter a spell" in w for w in words)  # no spell on the chain to counter
    bird = next(a for a in plays if a.options.get("mode") == "birds")
    st, _ = apply(sc.st, Action.from_data({**bird.to_data(), "pay": "auto"}))
    for seat in (0, 1):
        chain = view(st, seat)["chain"]
        assert chain[0]["mode"] == "birds"
    card = objs[sc.obj("f")]["card"]
    assert mode_label(card, "counter") == "Counter a spell"
    assert mode_label(card, "birds + counter") == "Play four 1 [M] Bird unit tokens with [Deflect] + Counter a spell"


def test_a_plays_cost_options_are_in_its_words():
    """Two plays of one card never read alike: an additional cost paid, Repeat, Power paid "any amount", a discount
    and the units it exhausts, [A] less instead of [1], a free gear, the unit an additional cost kills; a "you may
    kill a unit to ..." answer names the unit."""
    from game.engine import Action
    from game.services.board import choice_label

    sc = Scenario({"players": [{"name": "A", "hand": [{"card": "Flurry of Feathers", "as": "f"}],
                                "base": [{"card": "Serene Ascetic", "as": "s"}]}, {"name": "B"}],
                   "battlefields": [{"as": "bf1"}, {"as": "bf2"}],
                   "turn": {"player": "A", "phase": "main", "number": 3}})
    v = view(sc.st, 0)
    objs, labels = objects_by_id(v), target_labels(v, 0)
    f, s = sc.obj("f"), sc.obj("s")

    def words(**options) -> str:
        return action_label(Action("play", 0, card=f, options=options), v, objs, "", labels)

    assert words() == "Play Flurry of Feathers"
    assert words(additional=True) == "Play Flurry of Feathers paying its additional cost"
    assert words(repeat=2, power_x=3) == "Play Flurry of Feathers with Repeat x2, paying [A] x3"
    assert words(discounts=[s], discount_units=[s]) == \
        "Play Flurry of Feathers for less (Serene Ascetic), exhausting your Serene Ascetic (base)"
    assert words(less_power=True, free_gear=1) == "Play Flurry of Feathers [A] less instead of [1], ignoring its Energy cost"
    assert words(kill=s) == "Play Flurry of Feathers killing your Serene Ascetic (base)"
    assert choice_label({"yes": True, "kill": s}, v, objs, "may", labels) == "Yes, killing your Serene Ascetic (base)"


def test_a_spell_or_ability_on_the_chain_is_named_as_a_target():
    """Repulse targets "an enemy spell or ability": its buttons name the chain item (whose, what, "on the chain"),
    never "a hidden card" - a spell on the chain and an ability (a chain item of its own, no card) alike."""
    from game.engine import Action, apply

    def repulse_labels(enemy_plays: Action) -> list[str]:
        sc = Scenario({"players": [{"name": "A", "hand": [{"card": "Repulse", "as": "r"}], "runes": ["Body Rune"] * 4},
                                   {"name": "B", "hand": [{"card": "Zap", "as": "z"}],
                                    "base": [{"card": "Slinger", "as": "s"}]}],
                       "cards": {"Zap": {"type": "spell", "cost": 0, "keywords": ["Reaction"], "script": {
                                     "targets": [{"what": "unit"}], "effects": [["deal", {"amount": 3, "to": "t0"}]]}},
                                 "Slinger": {"type": "unit", "might": 1, "cost": 0, "script": {"abilities": [{
                                     "cost": {"exhaust": True}, "timing": "reaction", "targets": [{"what": "unit"}],
                                     "effects": [["deal", {"amount": 2, "to": "t0"}]]}]}},
                                 "Pup": {"type": "unit", "might": 2, "cost": 1}},
                       "battlefields": [{"as": "bf1", "units": [{"card": "Pup", "as": "p", "controller": "A"}]},
                                        {"as": "bf2"}],
                       "turn": {"player": "B", "phase": "main", "number": 3}})
        st, _ = apply(sc.st, Action.from_data({**enemy_plays.to_data(), "targets": [sc.obj("p")],
                                               "card": sc.obj(enemy_plays.card)}))
        st, _ = apply(st, Action("pass", 1))
        v = view(st, 0)
        objs, labels = objects_by_id(v), target_labels(v, 0)
        return [action_label(a, v, objs, "", labels) for a in legal_actions(st, 0)
                if a.kind == "play" and a.card == sc.obj("r")]

    spell = repulse_labels(Action("play", 1, card="z", pay="auto"))
    assert spell and all("a hidden card" not in w for w in spell), spell
    assert any("→ your Pup (bf 1), B's Zap (on the chain)" in w for w in spell), spell
    ability = repulse_labels(Action("activate", 1, card="s", ability=0))
    assert any("→ your Pup (bf 1), B's Slinger (ability, on the chain)" in w for w in ability), ability
