"""Card scripts (125): reading the registry by card name, keyword-defined triggers (817, 819),
`is_implemented`, and a card's activated abilities (scripted, then Empower 827 and Equip 818).

A script is plain data (docs/cards.md); `game/cards/<set>.py` registers them by printed name
(`registry.register`). The engine never imports the card modules: `import game.cards` (the game app
does it as Django starts) registers them and checks every script against the vocabulary
(`scriptcheck.py`), and a broken card module fails there, loudly.
"""

from __future__ import annotations

from typing import Any

from ..model import registry
from ..model.cards import SUPPORTED_KEYWORDS, CardDef, text_is_keywords_only
from ..model.prices import Cost, cost_dict, keyword_cost
from ..model.registry import Script, register
from ..model.state import BASE, BF, LEGEND, State
from .layers import any_passive, statics, text_copies

__all__ = ["GRANTED", "KEYWORD_TRIGGERS", "Script", "is_implemented", "register", "script_for", "target_specs", "trigger_def"]

_SCRIPTS: dict[str, Script] = registry.SCRIPTS

# The keys of a script, with the modules that read them (docs/cards.md's first table).
registry.add_keys("script_key", {
    "targets": "A selector per target slot, chosen on play (spells) or as a trigger goes on the chain "
               "(targets.py).",
    "effects": "Steps `[verb, {params}]` run when a spell resolves (resolve.py, verbs.py, asking.py).",
    "triggers": "`{name: {targets, effects, if, from, you, per_turn, modes, modes_once_per_turn}}`: triggered "
                "abilities by trigger name (`per_turn`: N, \"once each turn, when ...\", 386; `modes` `{label: {targets, "
                "effects}}`, \"choose one -\" as it is finalized, 355.3, with `modes_once_per_turn` \"one that hasn't "
                "been chosen this turn\"); a name only a "
                "`reflex` / `at_end_of_turn` / `this_turn_trigger` step uses is the script's own; `from: trash` works "
                "from its owner's trash (triggers.py).",
    "static": "Passive abilities, one dict each (see Passive keys) (layers.py and the modules named there).",
    "grants": "Passives an attached gear gives its unit (718.3) (layers.py).",
    "grant_triggers": "`{name: trigger}`: triggered abilities an attached gear gives its unit (718.3: \"Grants: When "
                      "I attack ...\", I being the unit; its chain item is `Unit (Gear: name)`) (triggers.py).",
    "copies_unit_text": "An Equipment whose effect text is, while attached, a copy of its unit's printed text (718.3, "
                        "479.1.b: Svellsongur): the unit has its printed keywords, passives, triggered and activated "
                        "abilities once more per such gear (layers.py `text_copies`, triggers.py, scripts.py).",
    "granted_abilities": "`[ability, ...]`: activated abilities the card's `grant_ability` passives give other "
                         "objects, or its `give_ability` steps give an object this turn (scripts.py "
                         "`granted_abilities`, `gained_abilities`).",
    "abilities": "Activated abilities `{cost, targets, effects, timing (reaction, action), if, add, name}` "
                 "(abilities.py).",
    "additional_cost": "`{optional, energy, power, kill, ...}` (see Additional costs) (playcosts.py).",
    "cost_mod": "A change of this card's own cost: `{energy: value, if: condition, min, power_less}` (`power_less`: "
                "Power symbols removed, a domain or `any`: \"I cost [2][Order] less\"; or `{symbol, count}`, that symbol "
                "a value's times: \"[Calm] less for each point ...\"), or a list of them, each "
                "applying while its `if` holds (\"[Level 6] I cost ... less instead\") (playcosts.py).",
    "enters_ready": "\"I enter ready\": true, or a condition (\"[Level 3] I enter ready\") (playcosts.py).",
    "enters_exhausted": "\"This enters exhausted\" (gear) (play.py).",
    "play_to_open": "This unit may be played to open battlefields (170.11.c) (play.py).",
    "repeat_in_modes": "Its [Repeat] costs are paid by choosing a mode that names them: each mode of `modes` is a set "
                       "of executions with its own `cost` (820.1.c.2-820.3: each Repeat cost paid once, an execution "
                       "more for each; Curtain Call), so no other Repeat is offered (playcosts.py).",
    "adds_battlefield": "A battlefield token's name: \"As you play me, add the [token] battlefield token to the board if "
                        "it's not there already. If you do, I enter there.\" (369.3 example; 187.9) (play.py).",
    "ignore": "`[{keyword, while: paying}]`: \"ignore [Deflect] while paying this spell's cost\" (765-767) "
              "(ignoring.py).",
    "as_played": "Steps for choices made \"as you play this\" (\"name a tag\"), run as the card is played, before "
                 "anyone may act (752.2) (play.py).",
    "play_if": "A condition to play this card at all (\"I can't be played on your first, second, or third turns\") "
               "(play.py).",
    "uncounterable": "\"This can't be countered\": a counter leaves it on the chain (426) (verbs.py `counter`).",
    "unsupported": "A known gap with its reason: the card stays unimplemented (scripts.py `is_implemented`).",
    "equip_costs": "`[cost, ...]`: the Equip abilities' costs (818) when the printed text isn't read as one cost "
                   "(\"[Equip] - [A] or exhaust a friendly unit\": two; an unbracketed \"Equip [1]\") (scripts.py).",
    "alt_cost": "`{cost: {energy, power}, if: condition}`: \"if you've spent [4] or more to play a spell this turn, "
                "you may play me for [Mind]\" - a cost replacing the base cost (356.1.a) chosen with the play's `options.alternative` "
                "while the condition holds; cost changes still apply (play.py).",
    "from_trash": "`{cost: {energy, power}, if: condition}`: \"[Legion] You may play me from your trash for "
                  "[3][Fury]\" - its owner may play it from their trash for that cost (instead of its own) while "
                  "the condition holds (play.py).",
    "repeat_cost": "`{discard, energy, power}`: a [Repeat] cost the icons don't say (\"[Repeat] — Discard 1\", 820; "
                   "the cards named by the play's `options.discard`) (playcosts.py).",
    "modes": "`{label: {targets, effects, cost}}`: \"Choose one — ...\" - a spell whose mode is chosen as it is played "
             "(355.3: the play's `options.mode`), with that mode's targets and effects (play.py); `cost` "
             "(`{energy, power}`): resources the mode adds to the play's cost (playcosts.py); repeated, each "
             "execution may take another (820.2.a: `options.modes`, one per execution, the first = `mode`).",
    "paid_targets": "A spell's target selectors when its optional additional cost is paid, instead of `targets` "
                    "(\"If you paid the additional cost, choose any enemy unit at a battlefield instead\") (play.py).",
    "as_attached": "Steps run as the gear is attached by its Equip ability, after the attach (\"As this is attached "
                   "to a unit, choose another friendly unit ...\"; `t0` the unit) (scripts.py `ability_list`).",
    "equip_less": "What reduces the [Equip] ability's Energy cost (an ability's `less`: `{energy: value, if}`; the "
                  "value may read the chosen unit, `{might_of: t0}`) (abilities.py).",
    "equip_cost": "The costs of [Equip] (818) that aren't printed as icons, added to the icons' Energy and Power "
                  "(\"[Equip] - Spend 1 XP\": `{spend_xp: 1}`; \"[Equip] — [Chaos], Recycle 2 cards from your "
                  "trash\": `{recycle_trash: 2}`) (scripts.py `ability_list`).",
    "empowered_up_to": "N: \"I can be [Empowered] up to N times\" (442.1.c.1, 827.1.c.5): Empowered is a count, "
                       "not a state; each Empower adds one (its Empower ability usable while fewer than N), each "
                       "Disempower removes one (443.1.b) (verbs.py `empower`, scripts.py `ability_list`).",
    "empower": "`{costs, less}`: an [Empower] cost that isn't printed icons (827.1.c.2: \"[Empower] — Discard 1\"; "
               "`costs` lists ability costs, several when either may be paid: \"— [1] or [Body]\") and text that "
               "reduces it (827.1.c.3: `less` `{energy: value, if: condition}`, \"costs [3] less if ...\") "
               "(scripts.py `ability_list`).",
})


# Triggered abilities that keywords define (the card's text need not script them).
KEYWORD_TRIGGERS: dict[str, Script] = {
    "vision": {"effects": [["predict", {}]]},  # 817.1.b
    # 819.1.d: "When you play this, attach it to a unit you control."
    # 821.1.c: "When you play me, you may choose an Equipment you control ... pay the cost of its Equip
    # ability, reduced by [A], to attach it to this unit."
    "weaponmaster": {"targets": [{"what": "equipment", "who": "you"}], "effects": [["weaponmaster", {"gear": "t0"}]]},
    "quick_draw": {"targets": [{"what": "unit", "who": "you"}], "effects": [["attach", {"gear": "self", "to": "t0"}]]},
    # 823.1.c.1: "When I conquer or hold, my controller gains X XP" (X, the Hunt value as it triggered)
    "hunt": {"effects": [["_hunt", {}]]},
    # 830.1.b: Deploy is short for, among others, "When an opponent holds here, kill this."
    "deploy": {"effects": [["kill", {"to": "self"}]]},
    # 831.1.d: "When I attack, give an enemy unit here -X [M] this turn" (X: the Disarm Value as it triggered)
    "disarm": {"targets": [{"what": "unit", "who": "enemy", "where": "here"}], "effects": [["_disarm", {"to": "t0"}]]},
}


GRANTED = "grant:"  # the trigger name of one an attached gear grants (`grant:attack`; the card is the gear)


def trigger_def(card: CardDef, name: str) -> Script:
    """The trigger `name` of a card: its script's, else a keyword's (Vision, Quick-Draw); `grant:<name>`
    is the one the gear `card` grants the unit it is attached to (718.3)."""
    if name.startswith(GRANTED):
        if card.type == "unit":  # a gear that copies its unit's text grants the unit's own printed ability (718.3)
            return ((script_for(card) or {}).get("triggers") or {}).get(name[len(GRANTED):]) or {}
        return ((script_for(card) or {}).get("grant_triggers") or {}).get(name[len(GRANTED):]) or {}
    trig = ((script_for(card) or {}).get("triggers") or {}).get(name)
    return trig if trig is not None else KEYWORD_TRIGGERS.get(name, {})


def with_mode(trig: Script, event: dict[str, Any] | None) -> Script:
    """A triggered ability with modes ("choose one -", 355.3: chosen as it is finalized, the event's `mode`): that
    mode's targets and effects; without one chosen, no targets and no effects."""
    modes = trig.get("modes")
    if not modes:
        return trig
    mode = modes.get((event or {}).get("mode")) or {}
    return {**trig, "targets": list(mode.get("targets", [])), "effects": list(mode.get("effects", []))}


def script_for(card: CardDef) -> Script | None:
    if card.script is not None:
        return card.script
    if not _SCRIPTS:  # the card modules sit on top of the engine: whoever runs a game registers them
        raise RuntimeError("no card scripts are registered: import game.cards first "
                           "(the game app does as Django starts; scripts and benchmarks do it themselves)")
    return _SCRIPTS.get(card.key) or _SCRIPTS.get(card.name)


_MENTIONS: dict[tuple[int, str], tuple[object, int, bool]] = {}


def table_mentions(st: State, word: str) -> bool:
    """Whether any card script of this game's table names `word` (a condition, a trigger, a verb): the engine
    keeps the bookkeeping only such a card reads (cards drawn this turn, Energy spent on spells...) in the
    games that have one, so other games' states stay as they were. Cached per table."""
    import json

    entry = _MENTIONS.get((id(st.table), word))
    if entry is not None and entry[0] is st.table and entry[1] == len(st.table.defs):
        return entry[2]
    found = any(f'"{word}"' in json.dumps(script_for(c) or {}) for c in st.table.defs.values())
    if len(_MENTIONS) > 1024:
        _MENTIONS.clear()
    _MENTIONS[(id(st.table), word)] = (st.table, len(st.table.defs), found)
    return found


def is_implemented(card: CardDef) -> bool:
    """True when the engine plays every part of this card (no silent blanks)."""
    for name, _ in card.keywords:
        if name not in SUPPORTED_KEYWORDS:
            return False
    script = script_for(card)
    if script is not None:
        return "unsupported" not in script  # a known gap a set module records with its reason
    if card.type == "rune" and card.supertype == "basic":
        return True
    return text_is_keywords_only(card.text)


def target_specs(script: Script | None) -> list[dict[str, Any]]:
    return list(script.get("targets", [])) if script else []


def as_played(script: Script | None, paid: bool, mode: str | None = None) -> Script | None:
    """A spell's script as it is played: with its additional cost paid, its `paid_targets` instead of its
    targets ("If you paid the additional cost, choose any enemy unit at a battlefield instead"); a modal
    spell's, the targets and effects of the mode chosen as it was played (355.3; none chosen: none)."""
    if script and script.get("modes"):
        chosen = script["modes"].get(mode) or {}
        return {**script, "targets": list(chosen.get("targets", [])), "effects": list(chosen.get("effects", []))}
    if script and paid and script.get("paid_targets") is not None:
        return {**script, "targets": list(script["paid_targets"])}
    return script


registry.add_keys("passive", {
    "grant_abilities": "`[ability, ...]` with a scope `to`: \"units here have '[E]: Gain 1 XP.'\" - activated abilities "
                       "the objects in scope have, used as their own (`ability_list`).",
    "friends_exhaust_abilities": "\"I have all [E] abilities of all friendly legends, units, and gear\": the "
                                 "activated abilities with [E] in their cost of those other objects are this "
                                 "object's too, used and paid as its own (`ability_list`).",
    "grant_ability": "N: the objects its scope (`to`) names have the source's `granted_abilities[N]` as their own "
                     "activated ability (\"friendly legends have '[E]: ...'\"; `ability_list`).",
})


def ability_list(st: State, card: CardDef, oid: int = -1) -> list[dict[str, Any]]:
    """Scripted abilities, then Empower (827) and Equip (818) when the card has them; then, for an
    object with `friends_exhaust_abilities`, the [E] abilities of friendly legends, units and gear
    (each marked `borrowed: [card key, index]`, so the chain item finds it again)."""
    out = _own_abilities(card)
    if st is not None and oid in st.objs and _borrows(st, oid):
        out += borrowed_abilities(st, oid)
    if st is not None and oid in st.objs and any_passive(st, "grant_ability"):
        out += granted_abilities(st, oid)
    if st is not None and oid in st.objs and any_passive(st, "grant_abilities"):
        out += scoped_abilities(st, oid)
    if st is not None and oid in st.objs and "gained_abilities" in st.objs[oid].extra:
        out += gained_abilities(st, oid)
    if st is not None and oid in st.objs and card.type == "unit":
        own = (script_for(card) or {}).get("abilities", [])
        for _ in range(text_copies(st, oid)):  # its printed activated abilities once more per gear copying its text
            out += [{**ab, "name": f"{ab.get('name', 'ability')} (copied)", "borrowed": [card.key, i]}
                    for i, ab in enumerate(own)]
    return out


def gained_abilities(st: State, oid: int) -> list[dict[str, Any]]:
    """The activated abilities an effect gave this object this turn ("this turn, give it '[A][A]: Ready me.'":
    the verb `give_ability` marks `[turn, card key, index]`, the ability being that card's
    `granted_abilities[index]`), each marked `borrowed: [card key, "gN"]` so the chain item finds it again."""
    out = []
    for turn, key, i in st.objs[oid].extra["gained_abilities"]:
        card = st.table.defs.get(key)
        if turn != st.turn_number or card is None:
            continue
        ab = ((script_for(card) or {}).get("granted_abilities") or [])[int(i)]
        out.append({**ab, "name": f"{card.name}: {ab.get('name', 'ability')}", "borrowed": [key, f"g{i}"]})
    return out


def granted_abilities(st: State, oid: int) -> list[dict[str, Any]]:
    """The activated abilities passives give this object ("friendly legends have '[E]: ...'"), each marked
    `borrowed: [the granting card's key, "gN"]` so the chain item finds it again."""
    from .layers import applies

    out = []
    for src, s in statics(st):
        if "grant_ability" in s and applies(st, src, s, oid):
            card = st.card(src)
            i = int(s["grant_ability"])
            ab = ((script_for(card) or {}).get("granted_abilities") or [])[i]
            out.append({**ab, "name": f"{card.name}: {ab.get('name', 'ability')}", "borrowed": [card.key, f"g{i}"]})
    return out


def scoped_abilities(st: State, oid: int) -> list[dict[str, Any]]:
    """The abilities passives give `oid` ("units here have '[E]: Gain 1 XP.'": `grant_abilities` with a scope
    `to`), each marked `granted: [card key, index]` so the chain item finds it again as it resolves."""
    from .conditions import in_scope

    out = []
    for src, s in statics(st):
        if s.get("grant_abilities") and in_scope(st, s.get("to", "self"), src, oid):
            out += [{**ab, "granted": [st.card(src).key, i]} for i, ab in enumerate(s["grant_abilities"])]
    return out


def granted_ability(st: State, granted: list[Any]) -> dict[str, Any]:
    """The ability `granted` names ([card key, index]): the card's `grant_abilities` passive's."""
    script = script_for(st.table.defs[granted[0]]) or {}
    found = next(s["grant_abilities"] for s in script.get("static", ()) if s.get("grant_abilities"))
    return dict(found[int(granted[1])])


def _borrows(st: State, oid: int) -> bool:
    return any_passive(st, "friends_exhaust_abilities") and any(
        src == oid and s.get("friends_exhaust_abilities") for src, s in statics(st))


def borrowed_abilities(st: State, oid: int) -> list[dict[str, Any]]:
    """The abilities with [E] in their cost of the friendly legends, units and gear other than `oid` (their own,
    not ones they borrow: no loop), once per card and ability."""
    from .conditions import friendly
    from .layers import text_inactive

    me = st.objs[oid].controller
    found: dict[tuple[str, int], dict[str, Any]] = {}
    for other, o in st.objs.items():
        if other == oid or o.zone not in (BASE, BF, LEGEND) or not friendly(st, o.controller, me) \
                or text_inactive(st, other):  # an attached gear's printed abilities are inactive (135.4)
            continue
        card = st.card(other)
        if card.type not in ("legend", "unit", "gear"):
            continue
        for i, ab in enumerate(_own_abilities(card)):
            if (ab.get("cost") or {}).get("exhaust") and (card.key, i) not in found:
                found[(card.key, i)] = {**ab, "name": f"{card.name}: {ab.get('name', 'ability')}",
                                        "borrowed": [card.key, i]}
    return [found[k] for k in sorted(found)]


def borrowed_ability(st: State, borrowed: list[Any]) -> dict[str, Any]:
    """The ability `borrowed` names ([card key, index]; index "gN": its N-th granted ability), as that card has it."""
    card = st.table.defs[borrowed[0]]
    if isinstance(borrowed[1], str) and borrowed[1].startswith("g"):
        return (script_for(card) or {})["granted_abilities"][int(borrowed[1][1:])]
    return _own_abilities(card)[int(borrowed[1])]


def _own_abilities(card: CardDef) -> list[dict[str, Any]]:
    script = script_for(card) or {}
    out = list(script.get("abilities", []))
    if card.has("Empower"):  # 827.1.c.1: "[Cost]: Empower this. Play only if not Empowered."
        own = script.get("empower") or {}
        costs = own.get("costs") or [cost_dict(keyword_cost(card, "Empower") or Cost())]  # 827.1.c.2
        times = script.get("empowered_up_to")  # 827.1.c.5: permission to be Empowered several times
        usable = {"not": {"empowered_at_least": int(times)}} if times else {"empowered": False}
        for cost in costs:
            ab = {"name": "Empower", "cost": cost, "if": usable, "effects": [["empower", {"to": "self"}]]}
            if own.get("less"):  # 827.1.c.3: text that alters the Empower cost
                ab["less"] = own["less"]
            out.append(ab)
    costs = script.get("equip_costs")  # several Equip costs ("[Equip] - [A] or exhaust a friendly unit")
    if costs is None and card.has("Equip"):
        own = script.get("equip_cost")  # costs the icons don't say: "[Equip] - Spend 1 XP", "[Chaos], Recycle 2 cards"
        costs = [{**cost_dict(keyword_cost(card, "Equip") or Cost()), **(own or {})}]
    for cost in costs or ():  # 818.1.c.2: "[cost]: attach this to a unit you control", once per cost printed
        equip = {"name": "Equip", "cost": dict(cost), "targets": [{"what": "unit", "who": "you"}],
                 "effects": [["attach", {"gear": "self", "to": "t0"}], *script.get("as_attached", [])]}
        if script.get("equip_less"):  # "This ability's Energy cost is reduced by the Might of the unit you choose"
            equip["less"] = script["equip_less"]
        out.append(equip)
    return out
