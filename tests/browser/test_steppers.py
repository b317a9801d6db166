"""The damage steppers (static/js/board.js) refuse exactly the combat damage assignments the engine
refuses, with the engine's words: every assignment of every staged combat (Tank, Backline, a unit with
both, Tank ignored while assigning, "assigned last", a unit that can't be dealt damage) is entered in
the widget in Chromium and its verdict compared with the engine's `check_assignment`.

The widget is the server's own render of the prompt's steppers with board.js loaded; no server runs.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from game.engine.loop import explain
from game.services.prompts import stepper_widget
from game.services.regions import board_template
from tests.engine.assigning import POSITIONS, assigning, assignments

pytestmark = [pytest.mark.browser]
BOARD_JS = Path(__file__).resolve().parents[2] / "static" / "js" / "board.js"

# Enter every assignment in turn and collect what the widget says: its status line and whether it
# lets the player confirm. board.js checks the amounts after each board update (htmx:wsAfterMessage).
ENTER_ALL = """(cases) => cases.map((amounts) => {
  document.querySelectorAll(".stepper").forEach((row) => {
    row.querySelector(".st-val").textContent = String(amounts[row.dataset.target]);
  });
  document.dispatchEvent(new CustomEvent("htmx:wsAfterMessage", { detail: { message: "" } }));
  return [document.querySelector(".st-status").textContent,
          document.querySelector(".st-confirm").disabled];
})"""


@pytest.fixture(scope="module")
def page(browser):
    page = browser.new_page()
    yield page
    page.context.close()


def verdicts(page, widget: dict, cases: list[dict[int, int]]) -> list[list]:
    """The steppers `widget` as the board renders them, with board.js, and what it says of each case."""
    html = board_template("game/board/steppers.jinja").render({"w": widget})
    page.set_content(f'<section id="prompt">{html}</section>')
    page.add_script_tag(content=BOARD_JS.read_text())
    return page.evaluate(ENTER_ALL, [{str(t): n for t, n in amounts.items()} for amounts in cases])


@pytest.mark.parametrize("name", sorted(POSITIONS))
def test_the_widget_refuses_what_the_engine_refuses(page, name: str) -> None:
    state, targets, total = assigning(name)
    widget = stepper_widget(state, "assign_damage", state.pending.options, state.pending.data)
    cases = assignments(targets, total)
    said = verdicts(page, widget, cases)
    legal = 0
    for amounts, (status, disabled) in zip(cases, said, strict=True):
        problem = explain.assignment_problem(state, targets, total, amounts)
        expected = f"Assigned {total} / {total}" + (f": {problem}" if problem else " · ready to confirm")
        assert (status, disabled) == (expected, bool(problem)), {state.name(t): n for t, n in amounts.items()}
        legal += not problem
    assert 0 < legal < len(cases)  # the combat has legal assignments and refused ones
    assert legal >= len(state.pending.options)


@pytest.mark.parametrize("total", [4, 2])
def test_a_split_among_targets_refuses_what_the_engine_refuses(page, total: int) -> None:
    """355.14.f-h: each target at least 1 when the damage reaches all (4 for three), else exactly `total`
    targets 1 each (2 for three): the widget's verdict on every split is check_split's."""
    from game.engine.model.errors import IllegalAction
    from game.engine.ops.damage import check_split
    from game.scenarios.runner import Scenario
    from tests.cards.helpers import duel

    rat = {"type": "unit", "might": 3, "cost": 1}
    sc = Scenario(duel({}, {"base": [{"card": "Rat", "as": f"r{i}"} for i in range(3)]}, cards={"Rat": rat}))
    targets = [sc.obj(f"r{i}") for i in range(3)]
    widget = stepper_widget(sc.st, "split_damage", targets, {"amount": total, "each": True})
    cases = assignments(targets, total)
    said = verdicts(page, widget, cases)
    legal = 0
    for amounts, (status, disabled) in zip(cases, said, strict=True):
        try:
            check_split({"split": amounts}, targets, total, each=True)
            refused = False
        except IllegalAction:
            refused = True
        assert disabled is refused, (amounts, status)
        legal += not refused
    assert 0 < legal < len(cases)
