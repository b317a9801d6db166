"""Conditions, scopes and numbers used by card scripts (passives, triggers, `if` steps).

Plain data, evaluated against a state:

- value: an int, or a dict naming a registered value (`{"might_of": ref}`, `{"count": "trash"}`, ...).
- scope (who a passive applies to): "self", "equipped" (via attachment), or a dict
  `{"who": "friendly"|"enemy"|"any", "other": true, "here": true, "type": "unit"|"spell"}`.
- condition: a dict of registered conditions (`registry.condition`), all of which must hold:
  `{"xp_at_least": 3}`, `{"legion": true, "at_battlefield": true}`, `{"not": {...}}`.

Each condition and value is registered below with its doc (docs/cards.md lists them).
"""

from __future__ import annotations

from typing import Any

from ..model import registry
from ..model.state import BASE, BF, TRASH, State


def _units_of(st: State, p: int) -> list[int]:
    out = [u for u in st.players[p].base if st.card(u).type == "unit"]
    for b in st.battlefields:
        out.extend(u for u in b.units if st.objs[u].controller == p and st.card(u).type == "unit")
    return out


def friendly(st: State, a: int, b: int) -> bool:
    """Same player or teammates."""
    if a == b:
        return True
    ta = st.players[a].team
    return bool(ta) and st.players[b].team == ta


def location(st: State, oid: int) -> int:
    """The battlefield index an object is at (a unit or gear there, or the battlefield card), else -1."""
    o = st.objs.get(oid)
    if o is None:  # 808.1.d.3: a token that died at a battlefield this turn acts there (zones.die)
        for p in st.players:
            mark = p.extra.get("gone_at")
            if mark and mark[0] == st.turn_number and str(oid) in mark[1]:
                return int(mark[1][str(oid)])
        return -1
    if o.zone == BF:
        return o.loc
    if o.zone == "bf_card":
        return next((i for i, b in enumerate(st.battlefields) if b.obj == oid), -1)
    if o.zone == "banishment" and "replaced_by" in o.extra:  # 439.1.a: its token holds its place
        return location(st, o.extra["replaced_by"])
    if o.zone == TRASH and "died_at" in o.extra:  # 808.1.d.3: a dead unit's Deathknell acts where it died
        return int(o.extra["died_at"])
    return -1


def value(st: State, v: Any, controller: int, source: int, ref: Any = None) -> int:
    """A number a step or passive reads: an int, or a dict whose first registered key names the
    value (`registry.value`: `{"count": "trash"}`, `{"might_of": "t0"}`, ...)."""
    if isinstance(v, int):
        return v
    if isinstance(v, dict):
        for key in v:
            fn = _VALUES.get(key)
            if fn is not None:
                return int(fn(st, v, controller, source, ref))
    raise ValueError(f"bad value {v!r}")


_VALUES = registry.impls("value")


@registry.value("neg", "`{\"neg\": value}`: minus that value.")
def _neg(st: State, v: dict[str, Any], controller: int, source: int, ref: Any) -> int:
    return -value(st, v["neg"], controller, source, ref)


@registry.value("might_of", "`{\"might_of\": ref}`: the Might of that object, never below 0 (143.2.c); 0 when it is gone.")
def _might_of(st: State, v: dict[str, Any], controller: int, source: int, ref: Any) -> int:
    from . import layers

    oid = ref(v["might_of"]) if ref is not None else (source if v["might_of"] == "self" else None)
    return layers.ref_might(st, oid) if oid is not None and oid in st.objs else 0


_COUNTS = ("trash", "hand", "runes", "units_here")


@registry.value("count", "`{\"count\": \"trash\" | \"hand\" | \"runes\" | \"units_here\"}`: cards in your trash, your "
                "hand, your runes, or units at the source's battlefield.")
def _count(st: State, v: dict[str, Any], controller: int, source: int, ref: Any) -> int:
    what = v["count"]
    player = st.players[controller]
    if what == "trash":
        return len(player.trash)
    if what == "hand":
        return len(player.hand)
    if what == "runes":
        return len(player.runes)
    if what == "units_here":
        o = st.objs.get(source)
        return sum(1 for u in st.battlefields[o.loc].units if st.card(u).type == "unit") \
            if o is not None and o.zone == BF else 0
    raise ValueError(f"bad value {v!r}")


@registry.value("count_of", "`{\"count_of\": ref}`: how many objects a reference names (\"for each buff spent\": "
                "`chosen`); 0 where no reference can be read (a passive).")
def _count_of(st: State, v: dict[str, Any], controller: int, source: int, ref: Any) -> int:
    return len(ref.all(v["count_of"])) if ref is not None and hasattr(ref, "all") else 0


@registry.value("named_in_trash", "`{\"named_in_trash\": N}`: N for each card with the source's name in your trash "
                "(not the source itself: on the chain it is no longer there, FAQ).")
def _named_in_trash_value(st: State, v: dict[str, Any], controller: int, source: int, ref: Any) -> int:
    return int(v["named_in_trash"]) * _named_in_trash(st, controller, source)


@registry.value("sum", "`{\"sum\": [values]}`: the values added (\"deal 2 ... 1 Bonus Damage for each ...\").")
def _sum(st: State, v: dict[str, Any], controller: int, source: int, ref: Any) -> int:
    return sum(value(st, x, controller, source, ref) for x in v["sum"])


@registry.value("max_might", "`{\"max_might\": \"friendly\"}`: the highest Might among your units (0 with none).")
def _max_might(st: State, v: dict[str, Any], controller: int, source: int, ref: Any) -> int:
    from . import layers

    return max((layers.ref_might(st, u) for u in _units_of(st, controller)), default=0)


def _controller(st: State, oid: int) -> int:
    """A battlefield's abilities are controlled by the battlefield's controller."""
    i = location(st, oid) if st.objs[oid].zone == "bf_card" else -1
    return st.battlefields[i].controller if i >= 0 else st.objs[oid].controller


registry.add_keys("scope", {
    "who": "`friendly`, `enemy`, `you` (\"your units\": the source's controller's own, not an ally's) or `any` "
           "(default), from the source's controller.",
    "other": "Not the source itself (\"other friendly units\").",
    "here": "At the source's battlefield.",
    "type": "The card type (default `unit`).",
    "stunned": "Only stunned units (\"stunned enemy units here\").",
    "tag": "With this tag (479.2: current tags, \"friendly Yordles\").",
    "any_tag": "With any of these tags (\"Bird, Cat, Dog, Poro, and Ivern units\").",
    "named": "With the name or tag the source named (759-763).",
    "supertype": "With this supertype (`champion`: \"champion units here\").",
    "in_hand": "Cards in their owner's hand, not objects on the board (\"your spells have [Reaction]\").",
    "not_from_hand": "Cards waiting to be played from anywhere other than a hand (a champion zone, face down, a trash, "
                     "banishment), not objects on the board (\"friendly units played from anywhere other than a player's "
                     "hand have [Accelerate]\").",
    "keyword": "With that printed keyword (\"your gear with [Deploy] have [Action]\").",
    "token": "A token (true) or not (false) (\"your token units\", 440).",
    "card_name": "With that name now (479.2: \"your Sand Soldiers\", the tokens of 187.3).",
})


# "units played from anywhere other than a player's hand": where a card waits as it is played otherwise (a champion
# zone, face down, a trash, banishment: a card an effect plays from a deck is banished first, Spiritforged FAQ)
_NOT_FROM_HAND = ("champion", "facedown", "trash", "banishment")


def in_scope(st: State, scope: Any, src: int, oid: int) -> bool:
    """Whether a passive of `src` with this scope applies to object `oid`."""
    if scope == "self":
        return oid == src
    if scope == "equipped":
        return False  # grants are routed to the unit by layers.statics
    o = st.objs[oid]
    s_ctrl = _controller(st, src)
    kind = scope.get("type", "unit")
    zones = ("hand",) if scope.get("in_hand") else ("legend",) if kind == "legend" else \
        _NOT_FROM_HAND if scope.get("not_from_hand") else ("base", BF)
    if st.card(oid).type != kind or o.zone not in zones:  # a legend in its Legend Zone ("friendly legends have")
        return False
    if "keyword" in scope and not st.card(oid).has(scope["keyword"]):
        return False
    if scope.get("other") and oid == src:
        return False
    if scope.get("stunned") and not o.stunned:  # "stunned enemy units here"
        return False
    if "supertype" in scope and st.card(oid).supertype != scope["supertype"]:  # "champion units here"
        return False
    if "token" in scope and o.token != bool(scope["token"]):  # "your token units" (440)
        return False
    if "card_name" in scope and st.card(oid).name != scope["card_name"]:  # "your Sand Soldiers"
        return False
    if "tag" in scope:  # "friendly Yordles ..." reads current tags (479.2)
        from .traits import has_tag

        if not has_tag(st, oid, scope["tag"]):
            return False
    if scope.get("named"):  # "units with the named tag" (759-763): what this source named
        from .naming import matches_named

        if not matches_named(st, src, oid):
            return False
    if "any_tag" in scope:  # "Bird, Cat, Dog, Poro, and Ivern units"
        from .traits import has_tag

        if not any(has_tag(st, oid, t) for t in scope["any_tag"]):
            return False
    who = scope.get("who", "any")
    if who == "friendly" and (s_ctrl < 0 or not friendly(st, o.controller, s_ctrl)):
        return False
    if who == "enemy" and (s_ctrl < 0 or friendly(st, o.controller, s_ctrl)):
        return False
    if who == "you" and (s_ctrl < 0 or o.controller != s_ctrl):  # "your units": not an ally's (2v2)
        return False
    if scope.get("here"):
        here = location(st, src)
        return here >= 0 and o.zone == BF and o.loc == here
    return True


def holds(st: State, cond: Any, controller: int, source: int, subject: int | None = None,
          data: dict[str, Any] | None = None) -> bool:
    """Evaluate a condition for an ability of `source` controlled by `controller`: every key of the
    dict is a registered condition (`registry.condition`), and all of them must hold.

    `subject` is the object a passive is being applied to (for "defends_alone"); `data` carries the
    chain item's or event's facts (paid costs, a played spell's cost)."""
    if cond is None:
        return True
    data = data or {}
    for key, want in cond.items():
        fn = _CONDITIONS.get(key)
        if fn is None:
            raise ValueError(f"unknown condition {key!r}")
        if not fn(st, want, controller, source, subject, data):
            return False
    return True


_CONDITIONS = registry.impls("condition")
Data = dict[str, Any]
condition = registry.condition


@condition("all", "`{\"all\": [conditions]}`: every one holds.")
def _all(st: State, want: Any, controller: int, source: int, subject: int | None, data: Data) -> bool:
    return all(holds(st, c, controller, source, subject, data) for c in want)


@condition("not", "`{\"not\": condition}`: it doesn't hold.")
def _not(st: State, want: Any, controller: int, source: int, subject: int | None, data: Data) -> bool:
    return not holds(st, want, controller, source, subject, data)


@condition("mighty", "The source is (true) or isn't (false) Mighty (708), read without conditional grants "
           "(478.4: the layers are checked again).")
def _mighty(st: State, want: Any, controller: int, source: int, subject: int | None, data: Data) -> bool:
    from . import layers

    return source in st.objs and (layers.might(st, source, _guard=True) >= 5) == bool(want)


def empowered_times(o: Any) -> int:
    """How many Empowered statuses an object has (442.1.c.1: a count for one allowed several; else 0 or 1)."""
    mark = o.extra.get("empowered") if o is not None else None
    return 0 if not mark else 1 if mark is True else int(mark)


@condition("empowered_at_least", "`N`: the source is Empowered N or more times (442.1.c.1: \"while I'm [Empowered] "
           "three times\").")
def _empowered_at_least(st: State, want: Any, controller: int, source: int, subject: int | None, data: Data) -> bool:
    return empowered_times(st.objs.get(source)) >= int(want)


@registry.value("empowered_times", "`{\"empowered_times\": N}`: N for each time the source is Empowered (442.1.c.1).")
def _empowered_times_value(st: State, v: Any, controller: int, source: int, ref: Any) -> int:
    return int(v["empowered_times"]) * empowered_times(st.objs.get(source))


@condition("empowered", "The source is (true) or isn't (false) Empowered (442.2, 828.1.c).")
def _empowered(st: State, want: Any, controller: int, source: int, subject: int | None, data: Data) -> bool:
    src = st.objs.get(source)
    return src is not None and bool(src.extra.get("empowered")) == bool(want)


@condition("at_battlefield", "The source is (true) or isn't (false) at a battlefield (\"while I'm at a battlefield\").")
def _at_battlefield(st: State, want: Any, controller: int, source: int, subject: int | None, data: Data) -> bool:
    src = st.objs.get(source)
    return src is not None and (src.zone == BF) == bool(want)


@condition("died_alone", "The source (a unit dying now: a Deathknell's condition) was alone as it died (740.2.a: no "
           "other friendly unit at its location, the units dying at the same moment counted; `false`: \"if I didn't die "
           "alone\"). ops/replacements.py notes it as the units die.")
def _died_alone(st: State, want: Any, controller: int, source: int, subject: int | None, data: Data) -> bool:
    o = st.objs.get(source)
    return bool(o is not None and o.extra.get("alone_at_death")) == bool(want)


@condition("hand_at_most", "You have N or fewer cards in hand.")
def _hand_at_most(st: State, want: Any, controller: int, source: int, subject: int | None, data: Data) -> bool:
    return len(st.players[controller].hand) <= want


@condition("moved_at_least", "The source moved N or more times this turn.")
def _moved_at_least(st: State, want: Any, controller: int, source: int, subject: int | None, data: Data) -> bool:
    return source in st.objs and moves_this_turn(st, source) >= want


@condition("moved", "The source moved exactly N times this turn (\"the second time I move each turn\").")
def _moved(st: State, want: Any, controller: int, source: int, subject: int | None, data: Data) -> bool:
    return source in st.objs and moves_this_turn(st, source) == want


@condition("combat_wins", "The source won exactly N combats this turn (468.3.c: \"the first time I win a combat "
           "each turn\": 1).")
def _combat_wins(st: State, want: Any, controller: int, source: int, subject: int | None, data: Data) -> bool:
    wins = st.objs[source].extra.get("combat_wins") if source in st.objs else None
    return (wins[1] if wins and wins[0] == st.turn_number else 0) == int(want)


@condition("chose_enemies_at_least", "`N`: you've chosen enemy units and/or gear N or more times this turn with "
           "spells or unit abilities (once per spell or ability, 355.7).")
def _chose_enemies_at_least(st: State, want: Any, controller: int, source: int, subject: int | None,
                            data: Data) -> bool:
    mark = st.players[controller].extra.get("chose_enemies")
    return bool(mark) and mark[0] == st.turn_number and mark[1] >= int(want)


@condition("chose_enemy_unit_this_turn", "You've chosen an enemy unit this turn (true) with a spell or ability of "
           "yours (355.7: as a target), or you haven't (false).")
def _chose_enemy_unit_this_turn(st: State, want: Any, controller: int, source: int, subject: int | None,
                                data: Data) -> bool:
    return (st.players[controller].extra.get("chose_enemy_unit") == st.turn_number) == bool(want)


@condition("first_card_this_turn", "`play_card`: the card played is the first card (not a token) you've played this "
           "turn (true; counted as plays complete, 420.4.a), or a later one (false).")
def _first_card_this_turn(st: State, want: Any, controller: int, source: int, subject: int | None,
                          data: Data) -> bool:
    mark = st.players[controller].extra.get("cards_played")
    n = mark[1] if mark and mark[0] == st.turn_number else 0
    card = st.objs.get(data.get("card", -1))
    return (n == 1 and card is not None and not card.token) == bool(want)


@condition("attached_this_turn", "A grant's condition: its gear was attached to the unit this turn (\"if this was "
           "attached to me this turn\").")
def _attached_this_turn(st: State, want: Any, controller: int, source: int, subject: int | None, data: Data) -> bool:
    gear = data.get("gear")
    o = st.objs.get(gear) if gear is not None else None
    return (o is not None and o.extra.get("attached_turn") == st.turn_number) == bool(want)


@condition("legion", "[Legion] (812.1.c): a card other than this one was finalized by you this turn.")
def _legion(st: State, want: Any, controller: int, source: int, subject: int | None, data: Data) -> bool:
    return legion(st, st.players[controller], source, st.objs.get(source), data)


@condition("xp_at_least", "[Level N] (824.1.c): you have N or more XP.")
def _xp_at_least(st: State, want: Any, controller: int, source: int, subject: int | None, data: Data) -> bool:
    return st.players[controller].extra.get("xp", 0) >= want


@condition("gained_xp_this_turn", "\"If you've gained XP this turn\" (true), or you haven't (false) (ops/xp.py notes "
           "it).")
def _gained_xp_this_turn(st: State, want: Any, controller: int, source: int, subject: int | None, data: Data) -> bool:
    return (st.players[controller].extra.get("xp_gained") == st.turn_number) == bool(want)


@condition("buffed", "\"While I'm buffed\": the object a passive applies to (else the source) has (true) or "
           "hasn't (false) a buff.")
def _buffed(st: State, want: Any, controller: int, source: int, subject: int | None, data: Data) -> bool:
    t = st.objs.get(subject if subject is not None else source)
    return t is not None and (t.buffs > 0) == bool(want)


@condition("other_card", "\"When you play another unit\": the event's card is (true) or is (false) not this one.")
def _other_card(st: State, want: Any, controller: int, source: int, subject: int | None, data: Data) -> bool:
    return (data.get("card") != source) == bool(want)


def _target(st: State, want: Any, data: Data) -> int | None:
    """Target number `want` of the step's effect, if it is still legal (an `if` step)."""
    ts = data.get("_targets", [])
    return ts[want] if want < len(ts) and ts[want] in st.objs else None


@condition("target_named", "`if` step, index of a target: \"if it has the named name / tag\" (759-763).")
def _target_named(st: State, want: Any, controller: int, source: int, subject: int | None, data: Data) -> bool:
    from .naming import has_named

    t = _target(st, want, data)
    src = st.objs.get(source)
    return t is not None and has_named(st, data.get("named") or (src.extra.get("named") if src else None), t)


@condition("target_chosen", "`if` step, index of a target: it was chosen and is still legal.")
def _target_chosen(st: State, want: Any, controller: int, source: int, subject: int | None, data: Data) -> bool:
    return _target(st, want, data) is not None


@condition("target_stunned", "`if` step, index of a target: it is stunned.")
def _target_stunned(st: State, want: Any, controller: int, source: int, subject: int | None, data: Data) -> bool:
    t = _target(st, want, data)
    return t is not None and st.objs[t].stunned


@condition("target_empowered", "`if` step, index of a target: it is still legal and Empowered (\"if it's "
           "[Empowered]\", 442.2).")
def _target_empowered(st: State, want: Any, controller: int, source: int, subject: int | None, data: Data) -> bool:
    t = _target(st, want, data)
    return t is not None and bool(st.objs[t].extra.get("empowered"))


@condition("target_might_at_most", "`if` step, `[index of a target, N]`: it is still legal and has N Might or "
           "less now (\"if it has 3 [M] or less\").")
def _target_might_at_most(st: State, want: Any, controller: int, source: int, subject: int | None,
                          data: Data) -> bool:
    from . import layers

    t = _target(st, want[0], data)
    return t is not None and layers.might(st, t) <= want[1]


@condition("target_less_might", "`if` step, `[i, j]`: target i and target j (or `self`) are still legal and i has "
           "less Might than j now (\"kill an enemy unit with less Might than it\").")
def _target_less_might(st: State, want: Any, controller: int, source: int, subject: int | None,
                       data: Data) -> bool:
    from . import layers

    a = _target(st, want[0], data)
    b = source if want[1] == "self" else _target(st, want[1], data)
    return a is not None and b is not None and b in st.objs and layers.might(st, a) < layers.might(st, b)


@condition("damaged_this_turn", "The object a passive applies to (else the source) has (true) or hasn't (false) "
           "been dealt damage this turn (spell, ability or combat damage marked on it; healing doesn't undo it).")
def _damaged_this_turn(st: State, want: Any, controller: int, source: int, subject: int | None,
                       data: Data) -> bool:
    o = st.objs.get(subject if subject is not None else source)
    return o is not None and (o.extra.get("damaged") == st.turn_number) == bool(want)


@condition("conquered_this_turn", "The object a passive applies to (else the source) has (true) or hasn't (false) "
           "conquered this turn (a unit of the conquering player at that battlefield as it conquered, 383.4.c.2.a; "
           "showdown.py notes it in games whose cards read it).")
def _conquered_this_turn(st: State, want: Any, controller: int, source: int, subject: int | None,
                         data: Data) -> bool:
    o = st.objs.get(subject if subject is not None else source)
    return o is not None and (o.extra.get("conquered") == st.turn_number) == bool(want)


@condition("first_played_here", "`unit_played_here`: the unit is a non-token one, the first its player played at the "
           "source battlefield this turn (\"the first time a player plays a non-token unit here each turn\"; "
           "triggers.py counts them in games whose cards read it).")
def _first_played_here(st: State, want: Any, controller: int, source: int, subject: int | None, data: Data) -> bool:
    mark = st.objs[source].extra.get("played_here") if source in st.objs else None
    n = mark[1].get(str(controller), 0) if mark and mark[0] == st.turn_number else 0
    return (not data.get("token") and n == 1) == bool(want)


@condition("event_self", "The event's object (`it`) is the source (\"when I become ready\": `ready_unit` about "
           "this unit).")
def _event_self(st: State, want: Any, controller: int, source: int, subject: int | None, data: Data) -> bool:
    return (data.get("it") == source) == bool(want)


@condition("early_own_turn", "It is your turn and one of your first N turns (\"your first, second, or third "
           "turns\").")
def _early_own_turn(st: State, want: Any, controller: int, source: int, subject: int | None, data: Data) -> bool:
    return st.turn_player == controller and st.players[controller].turns_taken <= want


@condition("in_combat", "The object a passive applies to (else the source) is (true) or isn't (false) in a combat: "
           "an attacker or a defender (\"unless I'm in combat\").")
def _in_combat(st: State, want: Any, controller: int, source: int, subject: int | None, data: Data) -> bool:
    o = st.objs.get(subject if subject is not None else source)
    return o is not None and bool(o.designation) == bool(want)


@condition("subject_keyword", "The object a passive applies to (else the source) has that keyword now, printed or "
           "given (\"units here with [Tank]\", \"your [Temporary] units\").")
def _subject_keyword(st: State, want: Any, controller: int, source: int, subject: int | None, data: Data) -> bool:
    from . import layers  # layers reads conditions

    t = subject if subject is not None else source  # guarded: keywords granted under a condition don't count
    return t in st.objs and layers.keywords(st, t, True).get(want, 0) > 0  # (no loop through this one)


@condition("fewer_runes_than_opponent", "You control fewer runes than an opponent (true), or none has more (false).")
def _fewer_runes(st: State, want: Any, controller: int, source: int, subject: int | None, data: Data) -> bool:
    mine = len(st.players[controller].runes)
    return any(len(st.players[q].runes) > mine for q in st.opponents(controller)) == bool(want)


@condition("named_in_trash", "You have (true) or haven't (false) a card with the source's name in your trash (the "
           "card itself on the chain isn't there: FAQ, Shadow Assassin).")
def _named_in_trash_cond(st: State, want: Any, controller: int, source: int, subject: int | None,
                         data: Data) -> bool:
    return (_named_in_trash(st, controller, source) > 0) == bool(want)


def _named_in_trash(st: State, controller: int, source: int) -> int:
    name = st.name(source) if source in st.objs else None
    return sum(1 for c in st.players[controller].trash if c != source and st.name(c) == name)


@condition("target_alone", "`if` step, index of a target: \"if it is the only unit you control there\" (a "
           "battlefield or a base, 107.1.b).")
def _target_alone(st: State, want: Any, controller: int, source: int, subject: int | None, data: Data) -> bool:
    from . import layers

    t = _target(st, want, data)
    o = st.objs[t] if t is not None else None
    there = [] if o is None else st.battlefields[o.loc].units if o.zone == BF else \
        st.players[o.controller].base if o.zone == BASE else []
    return o is not None and sum(1 for u in there if st.objs[u].controller == o.controller
                                 and layers.is_unit(st, u)) == 1


@condition("enemy_ready_here", "\"If there is a ready enemy unit here\".")
def _enemy_ready_here(st: State, want: Any, controller: int, source: int, subject: int | None, data: Data) -> bool:
    from . import layers

    here = location(st, source)
    return here >= 0 and any(not st.objs[u].exhausted and not friendly(st, st.objs[u].controller, controller)
                             and layers.is_unit(st, u) for u in st.battlefields[here].units)


@condition("enemy_unit_died", "\"If an enemy unit has died this turn\" (true), or none has (false).")
def _enemy_unit_died(st: State, want: Any, controller: int, source: int, subject: int | None, data: Data) -> bool:
    return any(st.players[q].extra.get("unit_died") == st.turn_number
               for q in range(len(st.players)) if not friendly(st, q, controller)) == bool(want)


@condition("died_in_your_beginning", "\"If a friendly unit died during your Beginning Phase this turn\" (true), or none "
           "did (false): a unit of yours died in your Beginning Phase (zones.py notes it).")
def _died_in_your_beginning(st: State, want: Any, controller: int, source: int, subject: int | None,
                            data: Data) -> bool:
    return (st.players[controller].extra.get("died_in_beginning") == st.turn_number) == bool(want)


@condition("opponent_within", "\"If an opponent's score is within N points of the Victory Score\".")
def _opponent_within(st: State, want: Any, controller: int, source: int, subject: int | None, data: Data) -> bool:
    from .victory import victory_score

    return any(victory_score(st) - st.players[q].points <= want for q in st.opponents(controller))


@condition("own_keyword", "\"If they didn't already\" have it: the object a passive applies to (else the source) "
           "has that keyword printed or given this turn.")
def _own_keyword(st: State, want: Any, controller: int, source: int, subject: int | None, data: Data) -> bool:
    t = st.objs.get(subject if subject is not None else source)
    return t is not None and (want in dict(st.card(t.id).keywords) or any(k[0] == want for k in t.kw_mod))


@condition("discarded_this_turn", "\"If you've discarded a card this turn\" (true), or you haven't (false).")
def _discarded_this_turn(st: State, want: Any, controller: int, source: int, subject: int | None, data: Data) -> bool:
    return (st.players[controller].extra.get("discarded") == st.turn_number) == bool(want)


@condition("combat_alone", "\"While I'm attacking or defending alone\" (the object a passive applies to, else the "
           "source).")
def _combat_alone(st: State, want: Any, controller: int, source: int, subject: int | None, data: Data) -> bool:
    t = st.objs.get(subject if subject is not None else source)
    return (t is not None and t.designation != "" and t.zone == BF and sum(
        1 for u in st.battlefields[t.loc].units if st.objs[u].designation == t.designation) == 1) == bool(want)


@condition("control_tag", "\"If you control a Poro\": an object of yours on the board, other than this one, with "
           "that tag (479.2: current tags).")
def _control_tag(st: State, want: Any, controller: int, source: int, subject: int | None, data: Data) -> bool:
    from .traits import has_tag

    return any(o.controller == controller and o.zone in (BASE, BF) and oid != source and has_tag(st, oid, want)
               for oid, o in st.objs.items())


@condition("facedown_at_battlefield", "\"If you control a facedown card at a battlefield\" (true), or you don't "
           "(false).")
def _facedown_at_battlefield(st: State, want: Any, controller: int, source: int, subject: int | None,
                             data: Data) -> bool:
    return any(st.objs[f].controller == controller for b in st.battlefields for f in b.facedown) == bool(want)


@condition("paid", "`\"additional\"`: \"if you paid the additional cost\" (marked on the chain item or the unit).")
def _paid(st: State, want: Any, controller: int, source: int, subject: int | None, data: Data) -> bool:
    src = st.objs.get(source)
    return bool(data.get("paid_" + want)) or (src is not None and bool(src.extra.get("paid_" + want)))


@condition("units_here_at_least", "You have N or more units at the source's battlefield (or the event's, `bf`: "
           "\"if you have 4+ units at that battlefield\").")
def _units_here_at_least(st: State, want: Any, controller: int, source: int, subject: int | None,
                         data: Data) -> bool:
    bf = data.get("bf", location(st, source) if source in st.objs else -1)  # a unit's or a battlefield's
    return bf >= 0 and sum(1 for u in st.battlefields[bf].units if st.objs[u].controller == controller
                           and st.card(u).type == "unit") >= want


@condition("units_here_exactly", "You control exactly N units at the battlefield of the object a passive applies "
           "to (else the source), counting it (\"with exactly one other unit you control\" is 2); never in a base.")
def _units_here_exactly(st: State, want: Any, controller: int, source: int, subject: int | None,
                        data: Data) -> bool:
    o = st.objs.get(subject if subject is not None else source)
    return o is not None and o.zone == BF and sum(
        1 for u in st.battlefields[o.loc].units if st.objs[u].controller == o.controller
        and st.card(u).type == "unit") == want


@condition("event", "`{\"event\": {key: value}}`: the triggering event's data, e.g. a kill's `spell`, `stunned`, "
           "`enemy`.")
def _event(st: State, want: Any, controller: int, source: int, subject: int | None, data: Data) -> bool:
    return all(data.get(k) == v for k, v in want.items())


@condition("spent_at_least", "\"When you play a spell, if you spent [4] or more\": the Energy paid to play the event's "
           "spell (`play_spell` data `spent`).")
def _spent_at_least(st: State, want: Any, controller: int, source: int, subject: int | None, data: Data) -> bool:
    return int(data.get("spent", 0)) >= want


@condition("spent_this_turn_at_least", "\"If you've spent [4] or more to play a spell this turn\": the most Energy you "
           "paid to play one spell this turn (as it was finalized; countered or not).")
def _spent_this_turn(st: State, want: Any, controller: int, source: int, subject: int | None, data: Data) -> bool:
    mark = st.players[controller].extra.get("spell_spent")
    return bool(mark) and mark[0] == st.turn_number and mark[1] >= want


@condition("spell_cost_at_least", "\"When you play a spell that costs [5] or more\": the event's Energy cost.")
def _spell_cost_at_least(st: State, want: Any, controller: int, source: int, subject: int | None,
                         data: Data) -> bool:
    return data.get("energy", 0) >= want


def note_finalized(st: State, p: int, oid: int) -> None:
    """A card `p` finalized this turn (420.4.b): counted, and remembered by card for Legion."""
    pl = st.players[p]
    pl.played += 1
    mark = pl.extra.get("finalized")
    ids = mark[1] if mark and mark[0] == st.turn_number else []
    pl.extra["finalized"] = [st.turn_number, [*ids, oid]]


def legion(st: State, player: Any, source: int | None, src: Any, data: dict[str, Any]) -> bool:
    """812.1.c: "a card different than the one with the Legion ability has been Finalized by you
    on the same turn" - the same card finalized twice is still not another card (ruling 104)."""
    mark = player.extra.get("finalized")
    ids = mark[1] if mark and mark[0] == st.turn_number else []
    if len(ids) >= player.played:  # every finalization this turn is known by card
        return any(i != source for i in ids)
    return (player.played - _finalized_now(st, src, data)) >= 1  # a state stored before cards were kept


def _finalized_now(st: State, src: Any, data: dict[str, Any]) -> int:
    """1 if this object itself was finalized this turn (so it counts in `played`), else 0."""
    if src is None:
        return 0
    if src.zone == "chain" or data.get("finalized") == st.turn_number:
        return 1
    return 1 if src.extra.get("finalized") == st.turn_number else 0


def play_permitted(st: State, p: int, oid: int) -> bool:
    """"Until your next Ending Phase, you may play that card" (`may_play_later`): `p` may play this banished card
    of theirs - the same object (124), until their next Ending Phase begins (turn.py clears it)."""
    o = st.objs.get(oid)
    return o is not None and o.zone == "banishment" and o.owner == p and \
        [oid, o.gen] in st.players[p].extra.get("may_play", [])


def note_played_to(st: State, p: int, loc: int) -> None:
    """`p` played a unit or gear (a token too) to a battlefield this turn ("if you've played a unit or gear to a
    battlefield this turn"); kept from the 2026-10 rules on (a v1.4 game's state stays as it was)."""
    from ..model.state import RULES_V14

    if loc >= 0 and st.rules != RULES_V14:
        st.players[p].extra["to_bf"] = st.turn_number


def moves_this_turn(st: State, oid: int) -> int:
    mark = st.objs[oid].extra.get("moves")
    return mark[1] if mark and mark[0] == st.turn_number else 0


# Conditions and values several Unleashed cards share (moved from game/cards/unleashed_terms.py).

@condition("weaker_than_source", "The object a passive applies to has less Might than the source (\"your units here "
           "with less Might than me\"; read without the conditional passives, 478.4).")
def _weaker_than_source(st: State, want: Any, controller: int, source: int, subject: int | None, data: Data) -> bool:
    from . import layers

    if subject is None or subject not in st.objs or source not in st.objs:
        return False
    return (layers.might(st, subject) < layers.might(st, source)) == bool(want)


@registry.value("tags_among", "`{\"tags_among\": [tags]}`: how many of these tags your units have among them "
                "(\"for each of the following tags among your units\"; 479.2: current tags).")
def _tags_among(st: State, v: dict[str, Any], controller: int, source: int, ref: Any) -> int:
    from .traits import has_tag

    mine = _units_of(st, controller)
    return sum(1 for t in v["tags_among"] if any(has_tag(st, u, t) for u in mine))


@condition("tags_among_at_least", "`[N, [tags]]`: your units have at least N of these tags among them (\"while your "
           "units have all 4 tags\").")
def _tags_among_at_least(st: State, want: Any, controller: int, source: int, subject: int | None, data: Data) -> bool:
    n, tags = want
    return _tags_among(st, {"tags_among": tags}, controller, source, None) >= n


@condition("your_beginning_phase", "It is your Beginning Phase (true), or not (false).")
def _your_beginning_phase(st: State, want: Any, controller: int, source: int, subject: int | None,
                          data: Data) -> bool:
    return (st.phase == "beginning" and st.turn_player == controller) == bool(want)


# -- terms several Radiance cards share (Core Rules 2026-10-09) ----------------------------------------

@condition("event_here", "\"When you conquer / hold here\" of a permanent: the event's battlefield (`bf`) is the "
           "source's (true), or another (false).")
def _event_here(st: State, want: Any, controller: int, source: int, subject: int | None, data: Data) -> bool:
    bf = data.get("bf")
    return (bf is not None and bf >= 0 and location(st, source) == bf) == bool(want)


@condition("controls_here", "\"If you control this battlefield\" / \"while you or an ally control this battlefield\": "
           "the source's battlefield is controlled by you or a teammate (true), or not (false).")
def _controls_here(st: State, want: Any, controller: int, source: int, subject: int | None, data: Data) -> bool:
    bf = location(st, source)
    owner = st.battlefields[bf].controller if bf >= 0 else -1
    return (owner >= 0 and friendly(st, owner, controller)) == bool(want)


@condition("here_count", "`{match: selector, at_least: N (1)}`: N or more objects other than the source that match "
           "are at the source's battlefield (\"while there's a friendly gear with [Deploy] at my battlefield\").")
def _here_count(st: State, want: Any, controller: int, source: int, subject: int | None, data: Data) -> bool:
    from .targets import matches

    bf = location(st, source)
    if bf < 0:
        return False
    sel = {"where": "any", **want["match"]}
    found = sum(1 for o in st.battlefields[bf].units
                if o != source and matches(st, sel, o, controller, source))
    return found >= int(want.get("at_least", 1))


@condition("played_to_battlefield", "\"If you've played a unit or gear to a battlefield this turn\" (true), or you "
           "haven't (false).")
def _played_to_battlefield(st: State, want: Any, controller: int, source: int, subject: int | None,
                           data: Data) -> bool:
    return (st.players[controller].extra.get("to_bf") == st.turn_number) == bool(want)


@condition("friendly_died", "\"If a friendly unit or gear died this turn\" (true), or none did (false).")
def _friendly_died(st: State, want: Any, controller: int, source: int, subject: int | None, data: Data) -> bool:
    found = any(st.players[q].extra.get(k) == st.turn_number for q in range(len(st.players))
                if friendly(st, q, controller) for k in ("unit_died", "gear_died"))
    return found == bool(want)


@condition("card_energy_at_least", "`N`: the event's card (`play_card`) has an Energy cost of N or more (\"when you "
           "play a card with Energy cost [7] or more\").")
def _card_energy_at_least(st: State, want: Any, controller: int, source: int, subject: int | None,
                          data: Data) -> bool:
    card = data.get("card")
    return card is not None and card in st.objs and st.card(card).energy >= int(want)


@registry.value("exhausted_units", "`{\"exhausted_units\": \"you\" | \"other\"}`: exhausted units you control on the "
                "board (`other`: the source left out).")
def _exhausted_units(st: State, v: dict[str, Any], controller: int, source: int, ref: Any) -> int:
    return sum(1 for u in _units_of(st, controller) if st.objs[u].exhausted
               and not (v["exhausted_units"] == "other" and u == source))

