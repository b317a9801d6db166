"""The board prompts Radiance's decisions (issue 11.3, issue 22), in Chromium on staged positions
(tests/browser/staging.py): Show Off asks what to reveal from the hand or pick on the board, and what was
revealed is shown on the chain and in the log.

`RAD_SCREENSHOTS=<folder>` keeps the screenshots (else a temporary folder).
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.browser.conftest import SETTINGS, Server, open_page, serve
from tests.browser.staging import stage

pytestmark = [pytest.mark.browser, pytest.mark.server, pytest.mark.slow]
ANNIE = "demo-annie"


@pytest.fixture(scope="module")
def server(tmp_path_factory) -> Iterator[Server]:
    yield from serve(tmp_path_factory, "radiance-board-server", SETTINGS + "GAME_BOT_DELAY = 0.05\n")


def _roar_position() -> dict[str, Any]:
    """demo-annie holds Primordial Roar and a unit; a Clanging Sentry of hers is on the board; Bot 1 has a
    unit in its base."""
    return {"mode": "duel",
            "players": [{"name": ANNIE, "hand": ["Primordial Roar", "Wrath of the Freljord"],
                         "base": ["Clanging Sentry"], "runes": ["Body Rune"] * 6},
                        {"name": "Bot 1", "base": ["Staunch Survivor"]}],
            "battlefields": [{"as": "bf1"}, {"as": "bf2"}],
            "turn": {"player": ANNIE, "phase": "main", "number": 5}}


def test_show_off_is_asked_and_the_reveal_is_shown(browser, server: Server, tmp_path):
    """Playing Primordial Roar asks to show off a unit: the prompt names the card and what the choice does,
    lists the unit in the hand and the one on the board (each marked), and offers "Don't show off"; showing
    off the card of the hand puts it, by name, on the chain and in the log."""
    shots = Path(os.environ.get("RAD_SCREENSHOTS") or tmp_path)
    shots.mkdir(parents=True, exist_ok=True)
    pk = stage(server.env, _roar_position(), [ANNIE, "bot"])
    page = open_page(browser, server, ANNIE, viewport={"width": 1366, "height": 768})
    page.goto(f"/matches/{pk}/")
    page.wait_for_selector("#conn[data-state=open]")
    page.locator("#hand .tile", has_text="Primordial Roar").click()
    page.locator("#seat-row-1 .tile", has_text="Staunch Survivor").click()  # its target
    prompt = page.locator("#prompt")
    prompt.locator(".pick").wait_for()
    title = prompt.locator("h3").text_content() or ""  # (shown in capitals by the style sheet)
    assert "Primordial Roar: Show Off a unit?" in title and "your hand" in title and "on the board" in title
    options = prompt.locator(".pick-opt").all_inner_texts()
    assert sorted(options) == ["Clanging Sentry (2 Might, on the board)", "Wrath of the Freljord (from your hand)"]
    assert prompt.locator(".pick-confirm").inner_text() == "Don't show off"
    page.screenshot(path=str(shots / "show-off-prompt.png"))
    prompt.locator(".pick-opt", has_text="Wrath of the Freljord").click()
    assert prompt.locator(".pick-confirm").inner_text() == "Show off 1 card"
    prompt.locator(".pick-confirm").click()
    chain = page.locator("#chain")
    chain.locator(".shown-off").wait_for()
    assert "showed off Wrath of the Freljord (revealed from hand)" in chain.inner_text()
    page.wait_for_function("() => document.querySelector('#log').textContent.includes('revealed from their hand')")
    assert page.locator("#hand .tile", has_text="Wrath of the Freljord").count() == 1  # it stays in the hand
    page.screenshot(path=str(shots / "show-off-chain.png"))
    page.context.close()


def test_a_gear_with_deploy_goes_to_a_battlefield_only(browser, server: Server, tmp_path):
    """Banner of Conquest has Deploy (830.1.b): selected, the board highlights every battlefield - an
    opponent's too - and not the base; clicked, it lands there."""
    position = {"mode": "duel",
                "players": [{"name": ANNIE, "hand": ["Banner of Conquest"], "runes": ["Fury Rune"] * 2},
                            {"name": "Bot 1"}],
                "battlefields": [{"as": "bf1", "controller": "Bot 1", "units": [{"card": "Staunch Survivor",
                                                                                "controller": "Bot 1"}]},
                                 {"as": "bf2"}],
                "turn": {"player": ANNIE, "phase": "main", "number": 5}}
    pk = stage(server.env, position, [ANNIE, "bot"])
    page = open_page(browser, server, ANNIE, viewport={"width": 1366, "height": 768})
    page.goto(f"/matches/{pk}/")
    page.wait_for_selector("#conn[data-state=open]")
    page.locator("#hand .tile", has_text="Banner of Conquest").click()
    assert page.locator("#battlefield-0.is-dest").count() == 1 and page.locator("#battlefield-1.is-dest").count() == 1
    assert page.locator(".seat-me .zone-base.is-dest").count() == 0
    page.locator("#battlefield-0").click(position={"x": 300, "y": 70})
    page.locator("#battlefield-0 .tile", has_text="Banner of Conquest").wait_for()
    assert page.locator("#hand .tile", has_text="Banner of Conquest").count() == 0
    page.screenshot(path=str(Path(os.environ.get("RAD_SCREENSHOTS") or tmp_path) / "deploy-banner.png"))
    page.context.close()


@pytest.mark.parametrize("mode", ["duel", "ffa4"])
def test_baron_nashor_adds_a_battlefield_the_board_lays_out_live(browser, server: Server, mode, tmp_path):
    """Baron Nashor (Unleashed): "As you play me, add the Baron Pit battlefield token to the board ... I enter
    there." The board gains a battlefield mid-game: it appears without a reload, Baron in it, and the table
    still fits a laptop screen (every seat, battlefield and the hand on screen, nothing scrolls)."""
    from tests.browser.staging import SEATS, full_table
    from tests.browser.test_board_table import FITS

    position = full_table(mode)
    me = position["players"][0]
    me["hand"] = ["Baron Nashor", *me["hand"][:5]]
    me["runes"] = ["Chaos Rune"] * 13  # 10 Energy and 3 Chaos Power
    pk = stage(server.env, position, [ANNIE] + ["bot"] * (SEATS[mode] - 1))
    page = open_page(browser, server, ANNIE, viewport={"width": 1366, "height": 768})
    page.goto(f"/matches/{pk}/")
    page.wait_for_selector("#conn[data-state=open]")
    before = page.locator(".bf").count()
    page.locator("#hand .tile", has_text="Baron Nashor").click()
    page.locator(".seat-me .zone-base").click()  # where a unit is played; the Pit replaces it (369.3)
    pit = page.locator(f"#battlefield-{before}")
    pit.wait_for()
    assert "Baron Pit" in pit.inner_text() and pit.locator(".tile", has_text="Baron Nashor").count() == 1
    assert page.locator(".bf").count() == before + 1
    page.screenshot(path=str(Path(os.environ.get("RAD_SCREENSHOTS") or tmp_path) / f"baron-pit-{mode}.png"))
    assert page.evaluate(FITS) == []
    page.context.close()
