"""The board prompts Spiritforged's new decisions (issue 19), in Chromium on a staged position
(tests/browser/staging.py): Void Hatchling's look before a reveal, and the [Accelerate] of a unit an effect plays.

`SFD_SCREENSHOTS=<folder>` keeps the screenshots (else a temporary folder; docs/screenshots/spiritforged/ has them).
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
    yield from serve(tmp_path_factory, "spiritforged-board-server", SETTINGS + "GAME_BOT_DELAY = 0.05\n")


def _void_rush_position() -> dict[str, Any]:
    """demo-annie holds Void Rush, has a Void Hatchling in base; Cleave is on top of her deck, Legion Rearguard
    ([Accelerate]) under it."""
    return {"mode": "duel",
            "players": [{"name": ANNIE, "hand": ["Void Rush"], "base": ["Void Hatchling"], "runes": ["Fury Rune"] * 6,
                         "deck": ["Cleave", "Legion Rearguard", "Blast of Power", "Cleave"]},
                        {"name": "Bot 1", "base": ["Staunch Survivor"]}],
            "battlefields": [{"as": "bf1"}, {"as": "bf2"}],
            "turn": {"player": ANNIE, "phase": "main", "number": 5}}


def test_void_hatchling_and_accelerate_on_an_effects_play_are_asked(browser, server: Server, tmp_path):
    """Void Rush resolving: the Hatchling's question names itself and the card on top (seen by its player only),
    with Yes and No; yes recycles Cleave, so Legion Rearguard and Blast of Power are revealed; the Rearguard banished
    and played, its [Accelerate] is asked with its cost and what paying does; paid, it enters ready."""
    shots = Path(os.environ.get("SFD_SCREENSHOTS") or tmp_path)
    shots.mkdir(parents=True, exist_ok=True)
    pk = stage(server.env, _void_rush_position(), [ANNIE, "bot"])
    page = open_page(browser, server, ANNIE, viewport={"width": 1366, "height": 768})
    page.goto(f"/matches/{pk}/")
    page.wait_for_selector("#conn[data-state=open]")
    prompt = page.locator("#prompt")
    page.locator("#hand .tile", has_text="Void Rush").click()
    prompt.locator(".act-card:visible").first.click()
    page.locator("#chain", has_text="Void Rush").wait_for()
    prompt.locator(".act-pass").click()  # the bot passes too: Void Rush resolves
    title = prompt.locator("h3", has_text="Void Hatchling")
    title.wait_for()
    assert "Cleave is on top of your Main Deck - recycle it before you reveal?" in (title.text_content() or "")
    assert prompt.get_by_role("button", name="Yes").count() == 1 and prompt.get_by_role("button", name="No").count() == 1
    page.screenshot(path=str(shots / "void-hatchling-look.png"))
    prompt.get_by_role("button", name="Yes").click()
    prompt.locator(".pick-opt", has_text="Legion Rearguard").click()
    prompt.locator(".pick-confirm").click()
    title = prompt.locator("h3", has_text="Accelerate")
    title.wait_for()
    assert "Legion Rearguard has [Accelerate]: pay 1 Energy and 1 Fury Power so it enters ready?" in (
        title.text_content() or "")
    page.screenshot(path=str(shots / "accelerate-on-an-effects-play.png"))
    prompt.get_by_role("button", name="Yes").click()
    page.locator(".seat-me .zone-base .tile", has_text="Legion Rearguard").wait_for()
    page.wait_for_function("() => document.querySelector('#log').textContent.includes('Legion Rearguard')")
    assert page.locator(".seat-me .zone-base .tile.is-exhausted", has_text="Legion Rearguard").count() == 0
    page.context.close()
