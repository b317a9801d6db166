"""What a decision asks, in the player's words: its title, naming the card that asks (when the viewer may
see that card), what the card says, and the words of a "choose one" answer.

The engine words a few decisions itself (`data["title"]`); the rest are worded here from the decision's
kind and data: a triggered ability by its card and trigger ("Vi, Destructive (when played): use it?"), an
effect by the card resolving it. A card the viewer may not see (a card in a hand, a facedown card of
another player) is never named: the title falls back to the kind's own words, so a waiting opponent's
board reads the same whatever the hidden card is (the privacy audit renders it both ways).
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any

from game.engine import State
from game.engine.model.state import FACEDOWN, HAND, MAIN, RUNE_DECK
from game.engine.read.references import hidden_from
from game.services.modes import mode_label

TRIGGER_WORDS = {  # the engine names a triggered ability "Card (trigger)"; players read these words
    "play": "when played", "attack": "on attack", "defend": "on defense", "conquer": "on conquer",
    "hold": "on hold", "move": "on move", "start_beginning": "start of turn", "start_main": "start of main phase",
    "end_turn": "end of turn", "discard": "on discard", "stun_enemy": "on stun", "play_spell": "on a spell",
    "empowered": "on Empower", "kill": "on a kill", "mighty": "on becoming Mighty",
    "unit_mighty": "when a unit becomes Mighty", "deathknell": "Deathknell", "play_card": "when a card is played",
    "unit_played_here": "when a unit is played here", "units_move": "when units move",
    "player_plays_spell": "when a spell is played"}
_TRIGGER_NAME = re.compile(r"\(([a-z]+(?:_[a-z]+)*)\)")  # "(end_turn)", "(attacks_yours)"

# A decision's own words when nothing more specific can be said.
DECISIONS = {
    "mulligan": "Mulligan: choose up to 2 cards to recycle, or keep your hand",
    "assign_damage": "Assign combat damage",
    "split_damage": "Split the damage",
    "choose_battlefield": "Choose the battlefield to resolve first",
    "burn_out_opponent": "Burn out: choose the opponent who gains the point",
    "choose_targets": "Choose targets for a triggered ability",
    "order_triggers": "Choose the order of your triggered abilities",
    "order_replacements": "Choose which effect applies first",
    "choose_cards": "Choose cards",
    "choose_option": "Choose one",
    "choose_destination": "Choose where it goes",
    "may": "An optional effect: do it?",
    "name": "Name a card, type or tag",
    "order_cards": "Put the cards back in the order you choose (top first)",
    "order_damage": "Order the effects on this damage: doubling and prevention",
    "new_targets": "Keep or change each target",
}

# What a `choose_cards` decision is for, in the player's words (its `purpose`; `{n}`: how many).
PURPOSE_TITLES = {
    "discard": "Choose {n} to discard",
    "keep_top": "You look at the top of your deck: choose {n} to put into your hand (the rest go to the bottom)",
    "recycle_top": "You look at the top of your deck: choose any to put on the bottom (the rest stay on top)",
    "recycle_trash": "Choose {n} from your trash to recycle",
    "recycle_rune": "Choose a rune of yours to recycle",
    "kill_own": "Choose a unit of yours to kill",
    "spend_buff": "Choose a unit of yours whose buff to spend",
    "replace_death": "These units would die together: choose the one it saves",
}


@lru_cache(maxsize=8192)  # each log line is read by every viewer at every step it stays in the tail
def readable(text: str) -> str:
    """Engine text for a player: "Annie, Dark Child (end_turn)" reads "Annie, Dark Child (end of turn)"; a trigger
    without words of its own loses its underscores ("(attacks yours)")."""
    return _TRIGGER_NAME.sub(lambda m: f"({TRIGGER_WORDS.get(m.group(1), m.group(1).replace('_', ' '))})", text) \
        if "(" in text else text


def _visible(st: State, oid: int, viewer: int | None) -> bool:
    """Whether `viewer` (a seat, or None for a spectator) may know what object `oid` is."""
    if oid not in st.objs:
        return False
    if viewer is None or not 0 <= viewer < len(st.players):
        return st.objs[oid].zone not in (HAND, MAIN, RUNE_DECK, FACEDOWN)
    return not hidden_from(st, oid, viewer)


def decision_source(st: State, data: dict[str, Any]) -> int | None:
    """The object whose ability or effect asks: a trigger being finalized, the effect resolving, a card played."""
    nested = [data.get("finalize"), data.get("finalize_mode"), data.get("resume"), data.get("replace_may")]
    for candidate in [data.get("source"), *[(n or {}).get("source") for n in nested], data.get("play")]:
        if isinstance(candidate, int) and not isinstance(candidate, bool) and candidate in st.objs:
            return candidate
    return None


def _trigger(data: dict[str, Any]) -> str:
    for nested in (data, data.get("finalize") or {}, data.get("finalize_mode") or {}):
        if isinstance(nested.get("trigger"), str):
            return TRIGGER_WORDS.get(nested["trigger"], nested["trigger"].replace("_", " "))
    return ""


COST_WORDS = {  # an optional cost's parts, in the player's words (its amount where it has one)
    "exhaust": "exhaust it", "exhaust_unit": "exhaust a unit", "disempower": "disempower it",
    "kill_self": "kill it", "kill": "kill a unit", "spend_buff": "spend a buff", "spend_xp": "spend {n} XP",
    "discard": "discard {n}", "recycle_trash": "recycle {n} from your trash", "banish_trash": "banish {n} from your trash",
    "return_unit": "return a unit to your hand"}


def _cost_words(cost: Any) -> str:
    """A "you may pay ..." cost in a few words ("1 Energy and exhaust it")."""
    if not isinstance(cost, dict):
        return ""
    parts = []
    if cost.get("energy"):
        parts.append(f"{cost['energy']} Energy")
    if cost.get("power"):
        parts.append(f"{len(cost['power'])} Power")
    for key, value in cost.items():
        if value and key not in ("energy", "power"):
            amount = value if isinstance(value, int) and not isinstance(value, bool) else 1
            parts.append(COST_WORDS.get(key, key.replace("_", " ")).format(n=amount))
    return " and ".join(parts)


def _specific(st: State, kind: str, data: dict[str, Any], who: str) -> str | None:
    """The title naming the asking card `who` ("Vi, Destructive (when played)")."""
    if kind == "may" and isinstance((data.get("replace_may") or {}).get("unit"), int):  # 386.2.a
        unit = data["replace_may"]["unit"]
        cost = _cost_words(data.get("cost"))
        whose = st.name(unit) if unit in st.objs else "the unit"
        return f"{who}: {whose} would die - apply its replacement?" + (f" Cost: {cost}." if cost else "")
    if kind == "may":
        cost = _cost_words(data.get("cost"))
        return f"{who}: use it? Cost: {cost}." if cost else f"{who}: use this optional effect?"
    if kind == "choose_targets":
        return f"{who}: choose its targets"
    if kind == "choose_option":
        return f"{who}: choose one"
    if kind == "choose_destination":
        token = data.get("token")
        what = f"the {token} token" if isinstance(token, str) else "it"
        return f"{who}: choose where {what} goes"
    if kind == "name":
        return f"{who}: name a {data.get('type') or data.get('what') or 'card'}"
    if kind == "choose_cards":
        count = int(data.get("count", 1))
        return f"{who}: choose {'up to ' if data.get('up_to') else ''}{count} card{'s' if count != 1 else ''}"
    if kind == "new_targets":
        return f"{who}: keep or change each target"
    return None


def decision_title(st: State, kind: str, data: dict[str, Any], viewer: int | None = None) -> str:
    """The prompt's title for `viewer`: the engine's own words, a `choose_cards` purpose, the asking card's
    name with what it asks, else the kind's words."""
    if data.get("title"):
        return readable(str(data["title"]))
    if kind == "choose_cards" and data.get("groups"):  # 355.11.b: the targets still legal as a group
        source = decision_source(st, data)
        card = st.name(source) if source is not None and _visible(st, source, viewer) else "The spell"
        return f"{card}: its targets no longer fit together - choose the group of them it still affects"
    if kind == "choose_cards" and (purpose := PURPOSE_TITLES.get(str(data.get("purpose", "")))):
        return purpose.format(n=int(data.get("count", 1)))
    source = decision_source(st, data)
    if source is not None and _visible(st, source, viewer):
        when = _trigger(data)
        who = f"{st.name(source)} ({when})" if when else st.name(source)
        if (title := _specific(st, kind, data, who)) is not None:
            return title
    return DECISIONS.get(kind, kind.replace("_", " ").capitalize())


def source_text(st: State, data: dict[str, Any], viewer: int | None) -> dict[str, str] | None:
    """The asking card's name and rules text, for the deciding player to read beside the question."""
    source = decision_source(st, data)
    if source is None or not _visible(st, source, viewer):
        return None
    card = st.card(source)
    return {"name": card.name, "text": card.text} if card.text else None


def option_label(st: State, data: dict[str, Any], option: Any) -> str:
    """A "choose one" answer: a mode by its printed bullet (355.3), else the option's own words."""
    source = decision_source(st, data)
    if data.get("finalize_mode") and source is not None:
        return mode_label(st.card(source).key, str(option))
    return str(option).replace("_", " ") if isinstance(option, str) else str(option)


def may_yes_label(data: dict[str, Any]) -> str | None:
    """A "you may pay ..." yes, with what it costs ("Yes: 1 Energy"); None when there is no cost to say."""
    cost = _cost_words(data.get("cost"))
    return f"Yes: {cost}" if cost else None
