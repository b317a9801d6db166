"""The open vocabulary (issue 10.3): every term is registered once; every card script is checked
against the registries as the card modules load, so a misspelt term fails at start-up; docs/cards.md's
vocabulary tables are generated from the registries and must be current."""

from __future__ import annotations

import sys
import textwrap
from collections.abc import Iterator
from pathlib import Path

import pytest

import game.cards
from game.cards import vocabulary_doc
from game.engine.model import registry
from game.engine.model.registry import VocabularyError
from game.engine.read import scriptcheck
from game.scenarios.runner import Scenario, ScenarioError


@pytest.fixture
def scratch_registry(monkeypatch) -> Iterator[None]:
    """Terms and scripts a test registers are forgotten afterwards (the live dicts are kept: the
    engine's hot paths hold them)."""
    saved = {kind: dict(table) for kind, table in registry._TERMS.items()}
    impls = {kind: dict(table) for kind, table in registry._IMPLS.items()}
    derived = {k: list(v) for k, v in registry._DERIVED.items()}
    monkeypatch.setattr(registry, "SCRIPTS", dict(registry.SCRIPTS))
    yield
    for kind, table in registry._TERMS.items():
        table.clear()
        table.update(saved[kind])
    for kind, table in registry._IMPLS.items():
        table.clear()
        table.update(impls[kind])
    registry._DERIVED.clear()
    registry._DERIVED.update(derived)


def _card_package(tmp_path: Path, monkeypatch, name: str, source: str) -> str:
    """A throwaway card package with one set module; returns the module's dotted name."""
    name = f"{name}_{tmp_path.name.replace('-', '_')}"  # a fresh package for each test
    pkg = tmp_path / name
    pkg.mkdir()
    (pkg / "__init__.py").write_text("")
    (pkg / "set_x.py").write_text(textwrap.dedent(source))
    monkeypatch.syspath_prepend(str(tmp_path))
    for mod in (name, f"{name}.set_x"):
        monkeypatch.delitem(sys.modules, mod, raising=False)
    return f"{name}.set_x"


def test_every_registered_script_uses_only_registered_terms() -> None:
    scriptcheck.check_registered()  # also done by `import game.cards`; raises on any unknown term
    assert len(registry.SCRIPTS) > 200


@pytest.mark.parametrize(("script", "complaint"), [
    ({"effects": [["dael", {"amount": 2, "to": "t0"}]]}, "unknown verb 'dael'"),
    ({"effects": [["deal", {"amout": 2, "to": "t0"}]]}, "unknown parameter 'amout' of the verb 'deal'"),
    ({"triggers": {"conqeur": {"effects": [["draw", {}]]}}}, "unknown trigger 'conqeur'"),
    ({"static": [{"might": 1, "if": {"xp_at_leats": 3}}]}, "unknown condition 'xp_at_leats'"),
    ({"static": [{"migth": 1}]}, "unknown passive key 'migth'"),
    ({"static": [{"might": 1, "to": {"whoo": "friendly"}}]}, "unknown scope key 'whoo'"),
    ({"targets": [{"what": "unit", "whoo": "enemy"}]}, "unknown selector key 'whoo'"),
    ({"effects": [["draw", {"amount": {"cont": "hand"}}]]}, "unknown value {'cont': 'hand'}"),
    ({"abilities": [{"cost": {"exhuast": True}, "effects": []}]}, "unknown ability cost 'exhuast'"),
    ({"additional_cost": {"optinal": True}}, "unknown additional cost 'optinal'"),
    ({"enter_ready": True}, "unknown script key 'enter_ready'"),
    ({"effects": [["if", {"cond": {"paid": "additional"}, "then": [["drwa", {}]]}]]}, "unknown verb 'drwa'"),
    ({"effects": [["reflex", {"trigger": "then"}]]}, "names the trigger 'then', which the script lacks"),
])
def test_the_check_names_what_the_vocabulary_lacks(script: dict, complaint: str) -> None:
    found = scriptcheck.problems(script)
    assert any(complaint in p for p in found), found


def test_a_scripts_own_trigger_names_are_the_ones_its_steps_name() -> None:
    """Mirror Image's "then" (a reflexive trigger) is its own; an unused made-up name is not."""
    assert scriptcheck.problems({"effects": [["reflex", {"trigger": "then"}]],
                                 "triggers": {"then": {"effects": [["draw", {}]]}}}) == []
    assert scriptcheck.problems({"triggers": {"then": {"effects": [["draw", {}]]}}}) == ["unknown trigger 'then'"]


@pytest.mark.parametrize(("line", "complaint"), [
    ('register("Broken Card", {"effects": [["drwa", {"amount": 1}]]})', "Broken Card: unknown verb 'drwa'"),
    ('register("Broken Card", {"static": [{"might": 1, "if": {"mightty": True}}]})',
     "Broken Card: unknown condition 'mightty'"),
    ('register("Broken Card", {"triggers": {"deathnell": {"effects": [["draw", {}]]}}})',
     "Broken Card: unknown trigger 'deathnell'"),
])
def test_a_card_module_with_a_misspelt_term_fails_as_the_cards_load(
        tmp_path, monkeypatch, scratch_registry, line: str, complaint: str) -> None:
    module = _card_package(tmp_path, monkeypatch, "brokencards", f"""
        from game.engine.model.registry import register

        {line}
    """)
    with pytest.raises(VocabularyError, match=complaint):
        game.cards.load([module])


def test_a_card_module_registers_a_term_of_its_own_beside_its_card(tmp_path, monkeypatch, scratch_registry) -> None:
    module = _card_package(tmp_path, monkeypatch, "owncards", """
        from game.engine.model import registry

        @registry.condition("hand_is_empty", "You have no cards in hand.")
        def hand_is_empty(st, want, controller, source, subject, data):
            return (not st.players[controller].hand) == bool(want)

        registry.register("Lonely Card", {"static": [{"might": 2, "if": {"hand_is_empty": True}}]})
    """)
    game.cards.load([module])
    term = registry.term("condition", "hand_is_empty")
    assert term is not None and not term.shared and term.module == module
    assert registry.term("condition", "xp_at_least").shared
    assert "hand_is_empty" in vocabulary_doc.tables()


def test_registering_a_term_twice_is_an_error(scratch_registry) -> None:
    with pytest.raises(VocabularyError, match="the verb 'deal' is already registered"):
        registry.add("verb", "deal", "a second deal", lambda ctx: None)
    with pytest.raises(VocabularyError, match="the condition 'legion' is already registered"):
        registry.condition("legion", "again")(lambda *a: True)
    with pytest.raises(VocabularyError, match="unknown kind"):
        registry.add("verbs", "deal2", "a kind that doesn't exist")
    with pytest.raises(VocabularyError, match="already registered"):
        registry.register("Jinx, Rebel", {"effects": []})
    assert registry.impls("verb")["deal"].__name__ == "v_deal"  # unchanged


def test_a_trigger_of_a_card_module_needs_the_trigger_it_follows_and_a_test(scratch_registry) -> None:
    with pytest.raises(VocabularyError, match="needs a test"):
        registry.add("trigger", "moved_twice", "When I move twice.", on="move")
    with pytest.raises(VocabularyError, match="only a trigger"):
        registry.add("verb", "follow", "Follows.", lambda ctx: None, on="move")


def test_a_verbs_gist_uses_only_the_known_facts(scratch_registry) -> None:
    """A card module's own verb may say what it does for the bot (`gist`, registry.GISTS); an unknown fact, or a
    gist on another kind of term, is refused; Bone Skewer's verbs carry theirs."""
    with pytest.raises(VocabularyError, match="gist"):
        registry.verb("pull_twice", "Pulls twice.", gist={"rival_units_galore": {}})(lambda ctx: None)
    with pytest.raises(VocabularyError, match="gist"):
        registry.add("condition", "pulled", "Pulled.", lambda *a: True, gist={"rival_unit_from_hand": {}})
    assert registry.term("verb", "pull_twice") is None
    assert set(registry.term("verb", "skewer_reveal").gist) == {"rival_unit_from_hand"}


def test_a_scenario_test_card_with_a_misspelt_term_is_refused() -> None:
    data = {"cards": {"Bad": {"type": "spell", "script": {"effects": [["drwa", {"amount": 1}]]}}},
            "players": [{"name": "A"}, {"name": "B"}], "steps": []}
    with pytest.raises(ScenarioError, match="card 'Bad': unknown verb 'drwa'"):
        Scenario(data)


def test_docs_cards_md_vocabulary_is_current() -> None:
    assert not vocabulary_doc.stale(), "docs/cards.md's vocabulary is stale: run python manage.py cards_doc"


def test_every_term_has_a_doc_and_every_implemented_kind_an_implementation() -> None:
    for kind in registry.KINDS:
        for t in registry.terms(kind):
            assert t.doc and not t.doc.endswith(" "), t
            if kind in ("verb", "condition", "value"):
                assert callable(t.impl), t


def test_card_modules_import_only_the_registry_and_the_dsl() -> None:
    """A set module reaches the engine through the registry (and `register`, which
    `game.engine.effects` re-exports for the modules that still import it from there) and dsl.py."""
    import ast

    allowed = {("__future__", None), ("typing", None), ("game.engine.model", "registry"), ("game.engine.model.registry", None),
               ("game.engine.effects", "register"), (".dsl", None)}
    package = Path(game.cards.__file__).parent
    for name in game.cards.SET_MODULES:
        tree = ast.parse((package / f"{name}.py").read_text())
        for node in ast.walk(tree):
            assert not isinstance(node, ast.Import), f"{name}.py: import {', '.join(a.name for a in node.names)}"
            if isinstance(node, ast.ImportFrom):
                module = "." * node.level + (node.module or "")
                for alias in node.names:
                    assert (module, None) in allowed or (module, alias.name) in allowed, \
                        f"{name}.py imports {alias.name} from {module}"
