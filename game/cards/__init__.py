"""Card behaviour scripts, one module per set, registered with the engine as this package loads.

Each set module registers plain-data scripts by printed card name (`game.engine.model.registry.register`)
and, beside the one card that needs it, any term of its own the engine's vocabulary lacks
(`registry.verb`, `registry.condition`, ...; docs/cards.md). A card module imports only the registry
and the DSL (`dsl.py`). The engine never imports this package: the game app imports it as Django
starts (benchmarks and scripts do it themselves); `load` then checks every registered script against
the vocabulary, so a broken card module or a misspelt term fails here, loudly.
`coverage.py` reports which catalog cards are fully implemented.
"""

from __future__ import annotations

import importlib
from collections.abc import Iterable

from game.engine.read.scriptcheck import check_registered

SET_MODULES = ("origins", "origins_commons", "origins_more", "origins_terms", "origins_legends", "proving_grounds",
               "spiritforged", "spiritforged_more", "spiritforged_equipment", "spiritforged_terms",
               "spiritforged_combat", "spiritforged_tokens", "spiritforged_choose", "spiritforged_effects",
               "spiritforged_attach", "spiritforged_reveal", "spiritforged_this_turn", "spiritforged_groups",
               "spiritforged_last", "spiritforged_final",
               "unleashed", "unleashed_more", "unleashed_terms", "unleashed_last", "unleashed_final",
               "vendetta", "vendetta_more",
               "vendetta_empower", "vendetta_tokens", "vendetta_terms", "vendetta_own", "vendetta_last",
               "radiance", "radiance_more", "radiance_terms", "radiance_late", "radiance_modes", "radiance_final",
               "radiance_last")


def load(modules: Iterable[str] = SET_MODULES) -> None:
    """Import the set modules (names relative to this package, or absolute), then check every
    registered script (`VocabularyError` on any unknown term)."""
    for name in modules:
        importlib.import_module(name if "." in name else f"{__name__}.{name}")
    check_registered()


load()
