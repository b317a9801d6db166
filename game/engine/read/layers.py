"""Current characteristics of objects (475-482 layers, 701 buffs, 706-711 Mighty, 718 attachment,
807 Assault, 814 Shield).

Passive ("static") abilities come from card scripts (`"static": [...]`, see effects/__init__.py) of
objects on the board and legends, and from the `grants` of equipment attached to a unit (718.3).
Layers (479): 1 traits (`traits.py`: tags, "Might becomes N"), 2 abilities (keywords granted by
passives, by attached gear and "this turn"), 3 arithmetic (printed Might + buffs + this-turn
modifiers + passives + Might Bonus of attached gear + Assault / Shield; increases before decreases,
and limited passives - "increased to N", "-8, to a minimum of 1" - in dependency order, else by
timestamp: 479.4.e, 480-482, `dependencies.py`). Passive conditions may
depend on Might (Fiora, Victorious is Mighty -> Shield -> more Might), so the ability layer is
re-checked against the arithmetic result until nothing changes (478.3); each grant applies once.
"""

from __future__ import annotations

from typing import Any

from ..model import registry
from ..model.state import BF, State
from . import dependencies
from .reading import kept

Static = dict[str, Any]

# The keys of a passive (an entry of `static`, or of a gear's `grants`), with the module that reads
# each: gathered here (`statics`), read where the rule they change is applied.
registry.add_keys("passive", {
    "to": "Who it applies to: `self` (default), or a scope dict (see Scopes); `equipped` for a grant.",
    "if": "A condition of the source, checked for each object it applies to (layers.py).",
    "might": "+N / -N Might (a value); with `min` / `max` a limit applied each time (\"-8, to a minimum of 1\", "
             "479.4.b), in dependency order (layers.py, dependencies.py).",
    "min": "The minimum of a limited `might`, or of a `cost_mod` discount (356.4.e).",
    "max": "The maximum of a limited `might`.",
    "might_to": "\"Have their Might increased to N\" (a value; never a decrease, 479.4.c) (layers.py).",
    "might_set": "\"Its Might becomes N\" (479.2.a; the latest timestamp wins, 482.3) (traits.py).",
    "keywords": "`[[name, value], ...]` granted (layer 2; a value may be a value expression of the source: \"[Assault] "
                "equal to the number of enemy units here\") (layers.py).",
    "double_gear_bonus": "\"Each Equipment attached to me gives double its base Might bonus\" (layers.py).",
    "tags": "Tags granted (layer 1, 479.2; tag-scoped grants apply after the grants they depend on, 480.1.b) "
            "(traits.py).",
    "assigned_last": "\"I must be assigned combat damage last\" (as Backline, 826) (layers.py).",
    "no_enemy_spell_damage": "\"Prevent all damage that enemy spells and abilities would deal to me\" (438; a unit's "
                             "damage, 418.6.b.3, is not theirs) (damage.py).",
    "channel_only": "N: \"players only channel N runes at the start of their Channel Phase\" (every player's, with "
                    "`if`) (turn.py).",
    "uncounterable": "\"Your spells and abilities can't be countered\" (its controller's spells on the chain) (verbs.py).",
    "extra_minus": "N: \"if a spell or ability you control would give -[M] to a unit it chooses, it gives an "
                   "additional -N [M]\" (verbs.py `might`).",
    "unmovable_by_enemies": "\"I can't be moved by enemy spells and abilities\" (verbs.py moves).",
    "no_damage": "\"I don't take damage\": none is lethal, exempt from assignment order (467.2.c.10) (damage.py).",
    "no_combat_damage": "\"I don't deal combat damage\" (with `if`: \"unless ...\"; its scope: \"enemy units here ... "
                        "don't deal combat damage\"): it adds nothing to its side's combat damage, as a stunned unit "
                        "(467.2.a, 424.1.b) (layers.py `combat_might`).",
    "untargetable": "\"Can't be chosen by enemy spells and abilities\" (targets.py).",
    "bonus_damage": "N Bonus Damage on its controller's spells and abilities (712) (damage.py).",
    "abilities_of": "A card type: a `bonus_damage` only on abilities of objects of that type (\"abilities of friendly "
                    "gear\") (damage.py).",
    "bonus_damage_here": "A battlefield's N Bonus Damage to units at it (damage.py).",
    "equipment_grants": "`[passive, ...]`: \"your Equipment each give [Assault]\" - grants every Equipment its "
                        "controller controls gives the unit it is attached to, as its own (718.3) (layers.py).",
    "replace_die": "\"If it would die, kill this instead; heal, exhaust and recall it\" (370.1.a.1); `rescue`: "
                   "\"instead heal it, exhaust it, and recall it\" (nothing killed in its place); with `if`, read for "
                   "the unit that would die (replacements.py).",
    "victory_score": "+N to the Victory Score (scoring.py).",
    "no_move_to_base": "A battlefield's \"units can't move from here to base\"; a unit's \"I can't move to base\" "
                       "(movement.py).",
    "never_ready": "\"I can't be readied\": not by the Awaken Phase (turn.py), nor by effects (verbs.py).",
    "no_temporary_here": "\"Your [Temporary] effects at my battlefield don't trigger\" (turn.py).",
    "units_to_open": "Your units may be played to open battlefields (170.11.c) (play.py).",
    "any_damage_lethal": "\"Any amount of your damage is enough to kill enemy units\": lethal damage changed for enemy "
                         "units with its controller's damage marked on them, in cleanups (323.4) and combat assignment "
                         "(467.2.c.3) (damage.py, combat.py; Unleashed FAQ).",
    "others_enter_ready": "\"Other friendly units enter ready\"; `any`: \"other units enter ready\", every player's "
                          "(playcosts.py).",
    "no_awaken_ready": "\"Units don't ready during the Awaken Phase\": the objects its scope (`to`) names stay exhausted "
                       "in their controller's Awaken Phase (turn.py).",
    "tokens_enter_ready": "\"Your tokens enter ready\": the tokens its controller plays, a Gold played \"exhausted\" "
                          "too (369.3: a replacement of how they enter) (verbs.py `make_tokens`).",
    "extra_hidden": "A battlefield's \"you may hide N additional cards here\" (play.py).",
    "cost_mod": "A change (a value) of the Energy cost of cards played; with `for` (a card type), `tag`, "
                "`keyword`, `who`, `cost_power`, `min`, `if` (356.3-356.4) (playcosts.py).",
    "cost_power": "`[\"any\", ...]`: Power symbols a `cost_mod` adds.",
    "cost_power_less": "`[\"any\" or a domain, ...]`: Power symbols a `cost_mod` removes (\"cost [1][A] less\", 356.4).",
    "from_zone": "Only cards played from that zone (a `cost_mod`: \"spells you play from your trash\").",
    "optional": "A `cost_mod` its controller may use or not (\"you may pay [1][A] less to play a gear\": the play's "
                "`options.discounts` names its source) (playcosts.py, legal.py).",
    "per_turn": "\"Once each turn\" (386) of an optional passive (an `optional` discount, `replace_own_death_may`): used "
                "up only when used (playcosts.py, replacements.py).",
    "discount_cost": "With `optional`: what using it costs, `{exhaust_self, exhaust_units: N}` (\"you may exhaust me and "
                     "three friendly units to reduce the cost of that spell by [2]\"; `options.discount_units` names the "
                     "units) (playcosts.py).",
    "first_here": "A battlefield's `cost_mod` only for the first unit or gear each player plays there on their own "
                  "turn (\"for each player, the first unit or gear they play here on their turn costs [1] less\"; "
                  "played_here_own_turn, triggers.py) (playcosts.py).",
    "for": "The card type a `cost_mod` is about (default: any).",
    "tag": "Only cards with this tag (a `cost_mod`).",
    "keyword": "Only cards with this keyword as they are played (a `cost_mod`; Reaction counts a hidden card's).",
    "who": "Whose cards or actions: `cost_mod` you (default) / friendly / opponents / any; `ignore` you / players; "
           "`applied_cost` opponents / you / players; `forbid_play` opponents.",
    "here": "Only at the passive's battlefield (`ignore`, `applied_cost`, `extra_deathknell`).",
    "skip": "\"Skip your Draw Phase\": a phase or step of its controller (skipping.py).",
    "ignore": "A keyword ignored `while` paying or assigning (765-767) (ignoring.py).",
    "while": "The procedure an `ignore` is for: `paying` or `assigning`.",
    "applied_cost": "`{energy, power}` an action costs (204.4), with `action: move`, `per`, `who`, `here` "
                    "(applied.py).",
    "action": "The game action an `applied_cost` is for (`move`).",
    "per": "`unit_beyond_first`, `unit` or `action` (default): how many times an `applied_cost` is paid.",
    "forbid_play": "`spell` (or `card`): \"opponents can't play spells with that name\" with `named: true` "
                   "(naming.py).",
    "named": "Only what the source named (759-763; `forbid_play`).",
})
_STATIC_KEYS: dict[int, tuple[Any, int, frozenset[str]]] = {}


def text_copies(st: State, unit: int) -> int:
    """How many gear attached to `unit` copy its text to their effect text ("copy that unit's text to this
    Equipment's effect text for as long as this is attached to it": `copies_unit_text`), each appending the unit's
    printed abilities to it once more (718.3; Spiritforged FAQ: its printed text only, one instance per gear)."""
    gear = st.objs[unit].extra.get("gear") if unit in st.objs else None
    if not gear:
        return 0
    return sum(1 for g in gear if g in st.objs and (_script(st, st.objs[g].card) or {}).get("copies_unit_text"))


def _script(st: State, key: str) -> dict[str, Any] | None:
    from .scripts import script_for

    return script_for(st.table.defs[key])


def _static_keys(st: State) -> frozenset[str]:
    """Card keys of this game's table whose scripts carry passives or grants (cached per table and
    its size: a token's definition may join the table mid-game, replacing.table_key)."""
    entry = _STATIC_KEYS.get(id(st.table))
    if entry is not None and entry[0] is st.table and entry[1] == len(st.table.defs):
        return entry[2]
    keys = []
    for key in st.table.defs:
        sc = _script(st, key)
        if sc and (sc.get("static") or sc.get("grants") or sc.get("copies_unit_text")):
            keys.append(key)
    if len(_STATIC_KEYS) > 256:
        _STATIC_KEYS.clear()
    out = frozenset(keys)
    _STATIC_KEYS[id(st.table)] = (st.table, len(st.table.defs), out)
    return out


_FLAGS: dict[tuple[int, str], tuple[Any, int, bool]] = {}


def any_passive(st: State, flag: str) -> bool:
    """Whether any card of this game's table has a passive with this key (cached per table), so
    rare passives cost nothing in games without them."""
    entry = _FLAGS.get((id(st.table), flag))
    if entry is not None and entry[0] is st.table and entry[1] == len(st.table.defs):
        return entry[2]
    found = any(flag in s for key in _static_keys(st) for sc in [_script(st, key) or {}]
                for s in (*sc.get("static", ()), *sc.get("grants", ())))  # a gear's grants are passives too (718.3)
    if len(_FLAGS) > 1024:
        _FLAGS.clear()
    _FLAGS[(id(st.table), flag)] = (st.table, len(st.table.defs), found)
    return found


def statics(st: State) -> list[tuple[int, Static]]:
    """(source object, passive) for every passive ability currently active on the board (365);
    worked out once per read of a settled state (engine.reading)."""
    return kept(st, "statics", lambda: _active_statics(st))


def _active_statics(st: State) -> list[tuple[int, Static]]:
    keys = _static_keys(st)
    if not keys:
        return []
    out: list[tuple[int, Static]] = []
    for oid, o in st.objs.items():
        key = o.card
        if "copy" in o.extra:  # 479.1.b: a copy has the copied rules text
            key = st.card(oid).key
        if key not in keys or o.zone not in ("base", BF, "legend", "bf_card"):
            continue
        sc = _script(st, key) or {}
        if o.extra.get("attached_to") is not None:  # 718.2-718.3: its grants go to the unit
            unit = o.extra["attached_to"]
            for s in sc.get("grants", []):
                out.append((unit, {**s, "_gear": oid}))
            if sc.get("copies_unit_text") and unit in st.objs:  # the unit's printed passives once more, its own
                out += [(unit, s) for s in (_script(st, st.card(unit).key) or {}).get("static", [])]  # (718.3)
            continue
        for s in sc.get("static", []):
            out.append((oid, s))
    givers = [(src, s) for src, s in out if "equipment_grants" in s]
    if givers:  # "your Equipment each give [Assault]": a grant of each Equipment its controller controls (718.3)
        for gid, g in st.objs.items():
            unit = g.extra.get("attached_to")
            if unit is None or g.zone not in ("base", BF) or "Equipment" not in st.card(gid).tags:
                continue
            for src, s in givers:
                if st.objs[src].controller == g.controller:
                    out += [(unit, {**grant, "_gear": gid}) for grant in s["equipment_grants"]]
    return out


def applies(st: State, src: int, s: Static, oid: int, guard: bool = False) -> bool:
    from .conditions import holds, in_scope

    if not in_scope(st, s.get("to", "self"), src, oid):
        return False
    cond = s.get("if")
    if cond is None:
        return True
    if guard:  # evaluating a condition that itself reads Might: no recursion into conditions
        return False
    data = {"gear": s["_gear"]} if "_gear" in s else None  # a grant's condition may read its gear
    return holds(st, cond, st.objs[src].controller, src, subject=oid, data=data)


def _granted(st: State, oid: int, guard: bool) -> list[tuple[str, int]]:
    out: list[tuple[str, int]] = []
    for src, s in statics(st):
        if "keywords" in s and applies(st, src, s, oid, guard):
            from .conditions import value

            for k, v in s["keywords"]:  # a value: "[Assault] equal to the number of enemy units here / gear you control"
                n = v if isinstance(v, int) else value(st, v, st.objs[src].controller, src)
                if n:  # none with none there
                    out.append((k, n))
    return out


_TO_PLAY = frozenset({"hand", "champion", "facedown"})  # where a unit waits to be played


def keywords(st: State, oid: int, _guard: bool = False) -> dict[str, int]:
    obj = st.objs[oid]
    out: dict[str, int] = {}
    copies = 1 + text_copies(st, oid)  # its printed text appended again by a gear that copies it (718.3)
    for name, value in st.card(oid).keywords:  # printed or copied (479.1.b before 479.3)
        out[name] = out.get(name, 0) + value * copies
    for name, value in obj.extra.get("keywords", ()):  # granted with no end ("give it [Temporary]")
        out[name] = out.get(name, 0) + value
    for name, value, *_ in obj.kw_mod:  # [keyword, value] this turn, or [.., "combat"] this combat
        out[name] = out.get(name, 0) + value
    for name, value in _granted(st, oid, _guard):
        out[name] = out.get(name, 0) + value
    if obj.extra.get("assault_is_shield") == st.turn_number and out.get("Shield"):  # "I have [Assault] equal to
        out["Assault"] = out.get("Assault", 0) + out["Shield"]  # my [Shield]" this turn (a grant read as it is now)
    if obj.zone in _TO_PLAY and "Accelerate" not in out and obj.owner >= 0 and \
            st.players[obj.owner].extra.get("next_unit_accelerate") == st.turn_number and st.card(oid).type == "unit":
        out["Accelerate"] = 1  # "the next unit you play this turn has [Accelerate]" (a mark, used up as one is played)
    if "Quick-Draw" in out:  # 819.1.b: it has Reaction inherently
        out["Reaction"] = 1
    return out


def keyword(st: State, oid: int, name: str) -> int:
    """Current value of a keyword (0 = absent)."""
    return keywords(st, oid).get(name, 0)


def text_inactive(st: State, oid: int) -> bool:
    """135.4: a card's printed rules text is inactive while it is attached to another card."""
    return st.objs[oid].extra.get("attached_to") is not None


def active_keyword(st: State, oid: int, name: str) -> int:
    """The value of a keyword that works now: the printed part of an attached card's value is
    inactive (135.4), what was granted stays (135.4.b); `keyword` still detects it (135.4.a)."""
    value = keyword(st, oid, name)
    if value and text_inactive(st, oid):
        value -= sum(v for n, v in st.card(oid).keywords if n == name)
    return value


def now(st: State) -> list[int]:
    """482.1: the current time, for a timestamp: the number of the action being applied, then the
    id counter (it grows as chain items and tokens are made within the action)."""
    return [st.step, st.next_id]


def stamp(st: State, oid: int) -> None:
    """482.1: the passive abilities of `oid` begin to apply now (it entered the board). Only
    objects with passives (or grants) need it."""
    o = st.objs[oid]
    if o.card in _static_keys(st):
        st.w(oid).extra["ts"] = now(st)


def timestamp(st: State, oid: int) -> tuple[int, int, int]:
    """When the passive abilities of `oid` began to apply (`extra["ts"]`, set as it entered the
    board); an object set up on the board has none and counts as earliest, by id."""
    o = st.objs.get(oid)
    ts = o.extra.get("ts") if o is not None else None
    return (int(ts[0]), int(ts[1]), oid) if ts else (-1, -1, oid)


def add_might_mod(st: State, oid: int, d: int) -> None:
    """A "this turn" Might modifier (+N / -N, already snapshotted). Its increases and decreases are
    also kept apart (`extra["might_split"]`: [increases, decreases, turn]) so that the arithmetic
    layer applies increases before decreases (479.4.e) around limited passives."""
    w = st.w(oid)
    up, down = _turn_mods(st, w)
    w.might_mod += d
    w.extra["might_split"] = [up + max(d, 0), down + min(d, 0), st.turn_number]


def _turn_mods(st: State, obj: Any) -> tuple[int, int]:
    """(increases, decreases) of the object's "this turn" modifiers. The split is used while it
    still adds up to `might_mod` in the same turn (expired modifiers, or a modifier set up by a
    scenario, leave the net amount alone)."""
    mark = obj.extra.get("might_split")
    if mark and mark[2] == st.turn_number and mark[0] + mark[1] == obj.might_mod:
        return mark[0], mark[1]
    return (obj.might_mod, 0) if obj.might_mod >= 0 else (0, obj.might_mod)


def might(st: State, oid: int, _guard: bool = False) -> int:
    """The unit's actual Might (may be negative, 143.2.c.1)."""
    from .conditions import value

    obj = st.objs[oid]
    if obj.zone not in ("base", BF):
        return st.table.defs[obj.card].might  # 711: printed Might off the board
    ups, downs = _turn_mods(st, obj)  # 479.4.e: increases first, then decreases
    ups += obj.buffs
    if obj.buffs:
        mark = st.players[obj.controller].extra.get("buff_bonus") if obj.controller >= 0 else None
        if mark and mark[0] == st.turn_number:  # "buffs give an additional +N this turn"
            ups += mark[1] * obj.buffs
    limited_ups: list[dependencies.Effect] = []
    limited_downs: list[dependencies.Effect] = []
    for src, s in statics(st):
        if ("might" in s or "might_to" in s) and applies(st, src, s, oid, _guard):
            ctrl = st.objs[src].controller
            if "might_to" in s:  # "have their Might increased to N": a passive, not snapshotted
                n = value(st, s["might_to"], ctrl, src)
                limited_ups.append(dependencies.Effect(dependencies.increase_to(n), timestamp(st, src)))
                continue
            n = value(st, s["might"], ctrl, src)
            if "min" in s or "max" in s:  # "-8, to a minimum of 1": a passive's limit applies each time
                change = dependencies.limited(n, s.get("min"), s.get("max"))
                (limited_ups if n >= 0 else limited_downs).append(dependencies.Effect(change, timestamp(st, src)))
            elif n >= 0:
                ups += n
            else:
                downs += n
    gears = obj.extra.get("gear", ())
    twice = bool(gears) and any_passive(st, "double_gear_bonus") and passive_flag(st, oid, "double_gear_bonus")
    for g in gears:  # 479.4.d: Might Bonus of attached equipment ("double its base Might bonus")
        if g in st.objs:
            ups += st.card(g).might_bonus * (2 if twice else 1)
    kws = keywords(st, oid, _guard)
    if obj.designation == "attacker":
        ups += kws.get("Assault", 0)  # 807.1.c
    elif obj.designation == "defender":
        ups += kws.get("Shield", 0)  # 814.1.c
    from .traits import base_might

    total = base_might(st, oid, _guard) + ups  # 479.2.a, then the increases (479.4.e.1)
    if limited_ups:  # 480-482: after the fixed increases they depend on, in dependency order
        total = dependencies.apply_in_order(total, limited_ups)
    total += downs  # 479.4.e.2
    if limited_downs:
        total = dependencies.apply_in_order(total, limited_downs)
    return total


def ref_might(st: State, oid: int) -> int:
    """Might as read by spells and abilities: never below 0 (143.2.c)."""
    return max(0, might(st, oid))


def is_mighty(st: State, oid: int) -> bool:
    """708: Might 5 or more."""
    return might(st, oid) >= 5


def combat_might(st: State, oid: int) -> int:
    """Might as used when summing combat damage: at least 0 (143.2.c), 0 when stunned (424.1.b) or when a
    passive says it doesn't deal combat damage (`no_combat_damage`)."""
    if st.objs[oid].stunned or (any_passive(st, "no_combat_damage") and passive_flag(st, oid, "no_combat_damage")):
        return 0
    return max(0, might(st, oid))


def passive_flag(st: State, oid: int, flag: str) -> bool:
    """Whether a passive with this flag (e.g. "no_damage", "assigned_last") applies to `oid`."""
    return any(s.get(flag) and applies(st, src, s, oid, False) for src, s in statics(st))


def assignment_tier(st: State, oid: int) -> int:
    """Order in which a side's units must be assigned lethal combat damage: 0 Tank (815.1),
    1 any other unit, 2 Backline (826.3) or "I must be assigned combat damage last"."""
    if keyword(st, oid, "Tank"):
        return 0
    if keyword(st, oid, "Backline") or passive_flag(st, oid, "assigned_last"):
        return 2
    return 1


def assignment_tiers(st: State, oid: int) -> tuple[int, ...]:
    """The tiers a unit may be assigned combat damage in (see `assignment_tier`). A unit with both
    a "first" and a "last" requirement (Tank and Backline) can't fulfil both: the assigning player
    chooses which applies (467.2.c.8), so it may go in either tier."""
    first = keyword(st, oid, "Tank") > 0
    last = keyword(st, oid, "Backline") > 0 or passive_flag(st, oid, "assigned_last")
    if (first or last) and any_passive(st, "ignore"):  # 766: "you ignore [Tank] while assigning here"
        from .ignoring import ignored_while_assigning

        first = first and not ignored_while_assigning(st, oid, "Tank")
        last = last and not (keyword(st, oid, "Backline") and ignored_while_assigning(st, oid, "Backline")
                             and not passive_flag(st, oid, "assigned_last"))
    if first and last:
        return (0, 2)
    return (0,) if first else (2,) if last else (1,)


def cant_be_damaged(st: State, oid: int) -> bool:
    """"I don't take damage" (a `no_damage` passive): no amount of damage is lethal to it, and it is
    exempt from the order of combat damage assignment (467.2.c.10)."""
    return passive_flag(st, oid, "no_damage")


def keyword_labels(st: State, oid: int) -> list[str]:
    """`["Shield 2", "Tank"]`: sorted, values shown for valued keywords."""
    from ..model.cards import VALUED_KEYWORDS

    out = []
    for name, value in keywords(st, oid).items():
        out.append(f"{name} {value}" if name in VALUED_KEYWORDS else name)
    return sorted(out)


def is_unit(st: State, oid: int) -> bool:
    return st.card(oid).type == "unit"


def buffed_units(st: State, p: int) -> list[int]:
    """Player `p`'s buffed units on the board (701), those a "spend a buff" may use."""
    return [o for b in st.battlefields for o in b.units if st.objs[o].controller == p and st.objs[o].buffs] + \
        [o for o in st.players[p].base if st.objs[o].buffs]
