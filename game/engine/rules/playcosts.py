"""Cost changes and additional costs when playing a card (356-357, 805 Accelerate aside, 820 Repeat).

Script keys read here:
- `additional_cost`: `{"optional": bool, "energy": n, "power": [domains], "kill": selector}`.
  Optional costs are paid when `Action.options["additional"]` is true; a `kill` cost names
  its unit in `options["kill"]` (or the only eligible unit is used). Paying is remembered as
  `paid_additional` on the spell's chain item or on the unit (for "if you paid ...").
- `cost_mod`: `{"energy": value}` changes this card's own Energy cost (Sky Splitter); a list of them, each
  with its `if`, for tiers ("[Level 6] I cost ... less instead").
- passives `{"cost_mod": value, "for": "spell", "min": n}` of objects on the board change the
  Energy cost of their controller's cards of that type (Eager Apprentice); `cost_power: ["any"]`
  adds Power symbols too; `who: "opponents"` / `"any"` makes it apply to the cards of the
  controller's opponents / of every player (Helm of Suppression: "Opponents' spells cost [1]
  more"); `keyword` limits it to cards with that keyword.
- `[Repeat] [cost]` (820): `options["repeat"]` = how many times it is paid (one instance here).
Order: the base cost, plus additional costs; then increases (Energy and Power, whoever's passive
they come from, 356.3); then discounts in the order that
costs least, each minimum limiting only its own discount (356.4.e); never below 0 Energy (356.6).
"""

from __future__ import annotations

from itertools import permutations
from typing import Any

from ..model import registry
from ..model.actions import Action
from ..model.cards import DOMAINS
from ..model.errors import IllegalAction
from ..model.events import Log
from ..model.prices import Cost, keyword_cost, printed_cost, symbol_domains
from ..model.state import FACEDOWN, State
from ..ops import per_turn, xp, zones
from ..read import layers
from ..read.conditions import friendly, holds, value
from ..read.scripts import script_for
from ..read.targets import candidates
from ..read.traits import has_tag

registry.add_keys("additional_cost", {
    "optional": "\"You may pay ... as an additional cost\": paid when the play's `options.additional` is true "
                "(else it is mandatory, 356.1.b).",
    "energy": "N Energy more.",
    "power": "Power symbols more (a list of domains).",
    "kill": "A selector: kill a friendly unit that matches (`options.kill`; the only one is used).",
    "spend_buff": "Spend a buff (`options.spend_buff` names the unit).",
    "exhaust_unit": "Exhaust a ready friendly unit (`options.exhaust`).",
    "discard": "Discard N (`options.discard` lists the cards).",
    "ignore_cost": "\"If you do, ignore this spell's cost\".",
    "spend_buffs": "A domain: \"spend any number of buffs ... reduce my cost by [that domain] for each\" "
                   "(`options.spend_buffs` lists the units, none too).",
    "kill_units": "A domain: \"kill any number of friendly units ... reduce my cost by [that domain] for each\" "
                  "(`options.kill_units` lists them, none too).",
    "spend_xp": "Spend N XP (730.2; refused with fewer, 203.3).",
    "power_x": "\"Pay any amount of Power\" (true): `options.power_x` [A] more (0 or more); the spell's item keeps the "
               "amount (`power_x`) for its effect (\"that many\").",
    "exhaust_legend": "Exhaust your legend (it must be ready): \"you may exhaust your legend as an additional cost\".",
    "if": "A condition for paying it at all (\"If you've played a spell this turn, you may pay [Chaos] as an "
          "additional cost\").",
    "discount": "N: \"If you do, I cost [N] less\" (a discount applied with the others, 356.4).",
    "return": "A selector: return a friendly unit or gear that matches to its owner's hand (`options.return`; the "
              "only one is used).",
    "kill_discount": "A domain, with `kill`: \"If you do, I cost [1] less for each Energy it costs and [Order] less "
                     "for each Power it costs\" (the killed unit's printed costs; a token's are 0) (356.4).",
})


def _many(st: State, p: int, oid: int, extra: dict[str, Any], action: Action) -> tuple[list[int], list[int]]:
    """The buffed units of `p` whose buff is spent and the friendly units killed for "any number of"
    additional costs (`options.spend_buffs` / `options.kill_units`), each checked."""
    from ..read.layers import buffed_units

    def picked(key: str, pool: list[int], what: str) -> list[int]:
        chosen = action.options.get(key) or []
        if not extra.get(key):
            if chosen:
                raise IllegalAction(f"{st.name(oid)} has no such additional cost")
            return []
        try:
            ids = [int(c) for c in chosen]
        except (TypeError, ValueError):
            raise IllegalAction(f"{key} lists unit ids") from None
        if len(set(ids)) != len(ids) or any(c not in pool for c in ids):
            raise IllegalAction(f"choose different {what} of yours")
        return ids

    buffs = picked("spend_buffs", buffed_units(st, p), "buffed units")
    kills = picked("kill_units", [u for u in ready_or_not_units(st, p) if u != oid], "units")
    return buffs, kills


def ready_or_not_units(st: State, p: int) -> list[int]:
    return [o for o in st.players[p].base + [u for b in st.battlefields for u in b.units]
            if st.objs[o].controller == p and layers.is_unit(st, o)]


def _less_power(power: list[tuple[str, ...]], domain: str, n: int) -> list[tuple[str, ...]]:
    """The Power symbols left after removing up to `n` symbols of `domain` (356.4: a reduction by Power)."""
    out = list(power)
    for _ in range(n):
        hit = next((i for i, sym in enumerate(out) if domain in sym), None)
        if hit is None:
            break
        out.pop(hit)
    return out

Mod = tuple[int, int | None, list[tuple[str, ...]]]  # (energy change, minimum, Power symbols added)


def ambush_fields(st: State, p: int, oid: int) -> list[int]:
    """822.1.b, 822.3: with Ambush a unit may be played to a battlefield where its player controls
    units (checked as it is played)."""
    if not layers.keyword(st, oid, "Ambush"):
        return []
    from ..read.conditions import friendly

    to_enemies = bool((script_for(st.card(oid)) or {}).get("ambush_to_enemies"))  # 822.1.d (errata)
    return [i for i, b in enumerate(st.battlefields)
            if any(layers.is_unit(st, u) and (st.objs[u].controller == p or to_enemies and not friendly(
                st, st.objs[u].controller, p)) for u in b.units)]


def _has_while_played(st: State, p: int, oid: int, kw: str, to: int) -> bool:
    """Whether `oid` has keyword `kw` as `p` plays it to `to`: a facedown card has Reaction
    (811.1.c), and so has a unit played with Ambush to a battlefield where `p` has units (822.1.b)."""
    if layers.keyword(st, oid, kw):
        return True
    if kw != "Reaction":
        return False
    return st.objs[oid].zone == FACEDOWN or to >= 0 and to in ambush_fields(st, p, oid)


registry.add_keys("passive", {
    "roost": "`{tag, power}` (a battlefield's): \"any player may pay [A][A] as an additional cost to play a Dragon. If "
             "they do, they play it to this battlefield\" - the play's `options.roost` pays it, its destination this "
             "battlefield whoever controls it (357, 355.2) (playcosts.py `roost_fields`, play.py).",
    "optional_costs_less": "\"Optional additional costs you pay cost [1] or [A] less\" (Accelerate, Repeat, an optional "
                           "`additional_cost`: each such component, 356.4.c; [A] with the play's `options.less_power`) "
                           "(playcosts.py).",
    "chosen_spell_less": "\"Your spells that choose me cost [1] or [A] less\" (its controller's spells with it among "
                         "their targets, 355.6; [A] with the play's `options.less_power`) (playcosts.py).",
    "repeat_less": "N: \"friendly [Repeat] costs cost [N] less\" (the Repeat cost's own Energy, 356.4; a battlefield's "
                   "while its controller or their teammates play) (playcosts.py).",
    "spells_repeat": "`{energy, power}`: \"your spells have [Repeat] [2][Chaos]\" (820; with `if`, \"while I'm in a "
                     "showdown\"): its controller's spells without a printed [Repeat] may be repeated for that cost "
                     "(playcosts.py).",
})


def _mods(st: State, p: int, oid: int, to: int = -1, targets: list[int] | None = None,
          chosen: list[int] | None = None) -> list[Mod]:
    """Every cost change that applies to `p` playing `oid` (to `to`): the card's own, and the
    passives of objects on the board (`_passive_applies`); an optional one ("you may pay ... less") only when
    its source is among those `chosen`."""
    card = st.card(oid)
    out: list[Mod] = []
    for own in _own_mods(st, p, oid, targets):  # "[Legion] — I cost [2] less", Level; "this costs [2] less if
        # you choose a Bird" (its targets, chosen as it is played, 355.6)
        out.append((value(st, own["energy"], p, oid), own.get("min"), []))
    for src, s in layers.statics(st):
        if "cost_mod" in s and _passive_applies(st, s, src, p, oid, to, targets) and (not s.get("optional") or
                                                                                   src in (chosen or ())):
            power = [symbol_domains(sym, card) for sym in s.get("cost_power", [])]
            out.append((value(st, s["cost_mod"], _owner_of(st, src, p), src), s.get("min"), power))
    more = next_spell_mark(st, p, "units_cost_more") if card.type == "unit" else 0
    if more:  # "your non-token units cost [1] more to play this turn" (a card in hand is no token)
        out.append((more, None, []))
    less = next_spell_mark(st, p, "next_spell_discount") if card.type == "spell" else 0
    if less:  # "the next spell you play this turn costs [5] less" (392, 420.5)
        out.append((-less, None, []))
    card_less = next_card_mark(st, p)[0]
    if card_less:  # "the next card you play this turn costs [2][A][A] less"
        out.append((-card_less, None, []))
    less = next_spell_mark(st, p, "next_unit_discount") if card.type == "unit" else 0
    if less:  # "reduce the cost of the next unit you play this turn by [2][A]" (392, 420.5)
        out.append((-less, None, []))
    return out


def repeat_cost(st: State, p: int, oid: int) -> Cost | None:
    """The [Repeat] cost `p` may pay playing `oid` (820): its printed one; else one given to it - "give your
    next spell this turn [Repeat] equal to its base cost" (the mark `next_spell_repeat`, used up by the next
    spell played, 420.5) or a passive `spells_repeat` of its controller's ("while I'm in a showdown, your spells
    have [Repeat] [2][Chaos]"); None when it has none (one instance is modelled)."""
    card = st.card(oid)
    if card.type != "spell" or (script_for(card) or {}).get("repeat_in_modes"):  # (its modes pay its Repeat costs)
        return None
    printed = keyword_cost(card, "Repeat") if "[Repeat]" in (card.text or "") else None  # (the regex: only then)
    if printed is not None:
        return printed
    own = (script_for(card) or {}).get("repeat_cost")  # "[Repeat] — Discard 1": a cost the icons don't say
    if own:
        return Cost(int(own.get("energy", 0)), [symbol_domains(sym, card) for sym in own.get("power", [])])
    if st.players[p].extra.get("next_spell_repeat") == st.turn_number:
        return printed_cost(card)
    if layers.any_passive(st, "spells_repeat"):
        for src, s in layers.statics(st):
            given = s.get("spells_repeat")
            if given and st.objs[src].controller == p and holds(st, s.get("if"), p, src):
                return Cost(int(given.get("energy", 0)), [symbol_domains(sym, card) for sym in given.get("power", [])])
    return None


def next_card_mark(st: State, p: int) -> tuple[int, list[str]]:
    """"The next card you play this turn costs [2][A][A] less" (the verb `next_card_less`): the Energy and the
    Power symbols off, until a card is played (420.5)."""
    mark = st.players[p].extra.get("next_card_less")
    return (int(mark[1]), list(mark[2])) if mark and mark[0] == st.turn_number else (0, [])
def one_less(component: Cost, power_first: bool) -> Cost:
    """"Cost [1] or [A] less": one Energy less, or one Power symbol less with `power_first` (a component without
    Energy loses a symbol, one without Power an Energy); never below 0 (356.4.c.2)."""
    if component.power and (power_first or component.energy <= 0):
        return Cost(component.energy, list(component.power[:-1]), component.purpose)
    return Cost(max(0, component.energy - 1), list(component.power), component.purpose)


def _own_count(st: State, p: int, key: str) -> list[int]:
    """The sources controlled by `p` of passives `key` whose condition holds."""
    if not layers.any_passive(st, key):
        return []
    return [src for src, s in layers.statics(st) if s.get(key) and passive_controller(st, src) == p
            and holds(st, s.get("if"), p, src)]


def optional_less(st: State, p: int, component: Cost, action: Action) -> Cost:
    """An optional additional cost `p` pays (Accelerate, Repeat, "you may pay ... as an additional cost", 356.2.b)
    with their passives `optional_costs_less` ("optional additional costs you pay cost [1] or [A] less", Ezreal,
    Prodigy: a discount of that component, 356.4.c): [1] less each, or [A] with the play's `options.less_power`."""
    for _ in _own_count(st, p, "optional_costs_less"):
        component = one_less(component, bool(action.options.get("less_power")))
    return component


def chosen_less(st: State, p: int, oid: int, cost: Cost, action: Action) -> Cost:
    """"Your spells that choose me cost [1] or [A] less" (a passive `chosen_spell_less` of a unit among the spell's
    targets, controlled by its player): [1] less each, or [A] with `options.less_power`."""
    if st.card(oid).type != "spell" or not layers.any_passive(st, "chosen_spell_less"):
        return cost
    for src in _own_count(st, p, "chosen_spell_less"):
        if src in action.targets:
            cost = one_less(cost, bool(action.options.get("less_power")))
    return cost


def less_power_matters(st: State, p: int) -> bool:
    """Whether `p` controls a "[1] or [A] less" passive, so a play may choose the [A] (`options.less_power`)."""
    return bool(_own_count(st, p, "optional_costs_less") or _own_count(st, p, "chosen_spell_less"))


def repeat_less(st: State, p: int) -> int:
    """How much less a [Repeat] cost `p` pays costs: passives `repeat_less` ("while you control this
    battlefield, friendly [Repeat] costs cost [1] less") of a controller friendly to `p` whose `if` holds."""
    if not layers.any_passive(st, "repeat_less"):
        return 0
    total = 0
    for src, s in layers.statics(st):
        ctrl = passive_controller(st, src)
        if s.get("repeat_less") and ctrl >= 0 and friendly(st, ctrl, p) and holds(st, s.get("if"), ctrl, src):
            total += int(s["repeat_less"])
    return total


def next_spell_mark(st: State, p: int, name: str) -> int:
    """The amount a "next spell you play this turn" mark of `p`'s holds now (0: none this turn)."""
    mark = st.players[p].extra.get(name)
    return int(mark[1]) if mark and mark[0] == st.turn_number else 0


def _passive_applies(st: State, s: dict[str, Any], src: int, p: int, oid: int, to: int,
                     targets: list[int] | None = None) -> bool:
    """Whether a `cost_mod` passive of `src` changes what `p` pays to play `oid`: `who` names whose
    cards it is about - "you" (the default: its controller's, Eager Apprentice), "friendly" (its controller's and their
    teammates', Vex, Cheerless), "opponents" (not
    its controller's or their teammates', 356.3: "Opponents' spells cost [1] more"), "any" (every
    player's, a battlefield's "cards with [Reaction] cost [A] more"); `for` a card type, `tag`,
    `keyword` (as the card is played: `_has_while_played`), `if` a condition of the source (its data: the
    play's targets `_targets`, chosen before the cost is worked out, 355.6, the `player` paying and the `card`)."""
    card = st.card(oid)
    ctrl = passive_controller(st, src)
    who = s.get("who", "you")
    if who == "you" and ctrl != p or who == "opponents" and (ctrl < 0 or friendly(st, ctrl, p)):
        return False
    if who == "friendly" and (ctrl < 0 or not friendly(st, ctrl, p)):  # "friendly spells" (740.1.a: an ally's too)
        return False
    if s.get("for", card.type) != card.type or ("tag" in s and not has_tag(st, oid, s["tag"])):
        return False
    kw = s.get("keyword")
    if kw and not _has_while_played(st, p, oid, kw, to):
        return False
    if "from_zone" in s and st.objs[oid].zone != s["from_zone"]:  # "spells you play from your trash"
        return False
    if s.get("first_here") and not _first_here(st, src, p, to):
        return False
    data = {"_targets": list(targets or ()), "player": p, "card": oid}
    return holds(st, s.get("if"), _owner_of(st, src, p), src, data=data)


def _first_here(st: State, bf_obj: int, p: int, to: int) -> bool:
    """"For each player, the first unit or gear they play here on their turn": played to this battlefield, on
    `p`'s own turn, and none yet there this turn."""
    from ..ops.triggers import played_here_own_turn
    from ..read.conditions import location

    return to >= 0 and location(st, bf_obj) == to and p == st.turn_player and p not in played_here_own_turn(st, bf_obj)


def _own_mods(st: State, p: int, oid: int, targets: list[int] | None) -> list[dict[str, Any]]:
    """The card's own cost changes (`cost_mod`: one, or a list - "[Level 3] I cost [2][Calm] less. [Level 6] I
    cost [4][Calm][Calm] less instead", each with its `if`) that apply as `p` plays it with `targets`."""
    own = (script_for(st.card(oid)) or {}).get("cost_mod")
    data = {"_targets": list(targets or ())}
    return [m for m in (own if isinstance(own, list) else [own] if own else [])
            if holds(st, m.get("if"), p, oid, data=data)]


def _own_power_less(st: State, p: int, oid: int, own: dict[str, Any]) -> list[str]:
    """A card's own `power_less`: a list of symbols, or `{symbol, count}` - that symbol as many times as the value
    says ("[2][Calm] less for each point you scored from holding this turn")."""
    less = own.get("power_less", ())
    if isinstance(less, dict):
        return [str(less["symbol"])] * max(0, value(st, less["count"], p, oid))
    return list(less)


def _power_removed(st: State, p: int, oid: int, to: int, targets: list[int] | None = None,
                   chosen: list[int] | None = None) -> list[str]:
    """The Power symbols cost changes remove ("I cost [2][Order] less", "your spells cost [1][A] less", 356.4):
    the card's own `cost_mod` `power_less`, and passives' `cost_power_less`."""
    out = [sym for own in _own_mods(st, p, oid, targets) for sym in _own_power_less(st, p, oid, own)]
    out += next_card_mark(st, p)[1]  # "the next card you play this turn costs [2][A][A] less"
    if st.card(oid).type == "unit" and st.players[p].extra.get("next_unit_power_less") == st.turn_number:
        out.append("any")  # "... by [2][A]": the Power symbol a `next_unit_power_less` mark takes off
    for src, s in layers.statics(st):
        if s.get("cost_power_less") and "cost_mod" in s and _passive_applies(st, s, src, p, oid, to, targets) and (
                not s.get("optional") or src in (chosen or ())):
            out += list(s["cost_power_less"])
    return out


def _without(power: list[tuple[str, ...]], removed: list[str]) -> list[tuple[str, ...]]:
    """Power symbols left once `removed` ones are taken off: a domain takes a symbol that domain may pay
    (its own first), `any` ([A]) takes any one."""
    out = list(power)
    for sym in sorted(removed, key=lambda d: d == "any"):  # a domain first: [A] then takes what's left
        if sym == "any":
            if out:
                out.pop()
        else:
            out = _less_power(out, sym, 1)
    return out


def passive_controller(st: State, src: int) -> int:
    """Who controls a passive of `src`: its controller; a battlefield's is whoever controls that battlefield
    (190; -1 while nobody does: "while you control this battlefield"), not the card's owner."""
    o = st.objs[src]
    if o.zone == "bf_card":
        from ..read.conditions import location

        bf = location(st, src)
        return st.battlefields[bf].controller if bf >= 0 else -1
    return o.controller


def _owner_of(st: State, src: int, p: int) -> int:
    """The player a passive's numbers and conditions are read for: its controller, or the paying
    player for an uncontrolled battlefield's passive."""
    ctrl = passive_controller(st, src)
    return ctrl if ctrl >= 0 else p


def roost_fields(st: State, p: int, oid: int) -> list[int]:
    """The battlefields whose passive `roost` lets `p` pay its Power as an additional cost to play `oid` there (a
    unit with its tag, printed: a card in hand has its printed tags)."""
    if not layers.any_passive(st, "roost") or st.card(oid).type != "unit":
        return []
    out = []
    for i, b in enumerate(st.battlefields):
        if any(src == b.obj and s.get("roost") and s["roost"]["tag"] in st.card(oid).tags
               for src, s in layers.statics(st)):
            out.append(i)
    return out


def _roost_power(st: State, oid: int, to: int) -> list[str]:
    return next(s["roost"].get("power", []) for src, s in layers.statics(st)
                if src == st.battlefields[to].obj and s.get("roost"))


def adjust(st: State, p: int, oid: int, cost: Cost, action: Action, deflect: int = 0) -> Cost:
    """The total cost to play `oid` with the choices in `action.options`; `deflect`: the [A] its targets' [Deflect]
    adds (809.1.c), a mandatory additional cost the discounts then apply to (356.2.a.2, 356.4.f)."""
    card = st.card(oid)
    script = script_for(card) or {}
    if action.options.get("roost"):  # a battlefield's additional cost: "if they do, they play it to this battlefield"
        if action.to not in roost_fields(st, p, oid):
            raise IllegalAction(f"{card.name} can't be played to that battlefield with its additional cost")
        cost = cost.add(Cost(0, [symbol_domains(sym, card) for sym in _roost_power(st, oid, action.to)]))
    extra = script.get("additional_cost")
    wanted = False
    victim_less = 0  # "I cost [1] less for each Energy it costs" (the unit killed for the additional cost)
    if extra:
        wanted = action.options.get("additional", not extra.get("optional"))
        if not extra.get("optional") and not wanted:
            raise IllegalAction(f"{card.name} has a mandatory additional cost")
        if wanted and not holds(st, extra.get("if"), p, oid):  # "If you've played a spell this turn, you may pay"
            raise IllegalAction(f"{card.name}'s additional cost can't be paid now")
        if wanted:
            paid = Cost(int(extra.get("energy", 0)), [(d,) for d in extra.get("power", [])])
            if extra.get("optional"):  # "optional additional costs you pay cost [1] or [A] less" (356.4.c)
                paid = optional_less(st, p, paid, action)
            cost = cost.add(paid)
            if extra.get("power_x"):  # "pay any amount of Power" (its amount chosen as it is played)
                x = action.options.get("power_x", 0)
                if isinstance(x, bool) or not isinstance(x, int) or x < 0:
                    raise IllegalAction(f"choose how much Power to pay for {card.name} (power_x: 0 or more)")
                cost = cost.add(Cost(0, [DOMAINS] * x))
            paid_away = []
            if "kill" in extra:
                victim = _kill_choice(st, p, oid, extra["kill"], action)
                paid_away.append(victim)
                if extra.get("kill_discount"):  # "... and [Order] less for each Power it costs" (356.4; a token's
                    vc = st.card(victim)  # cost counts as 0, ruling 253)
                    victim_less = 0 if st.objs[victim].token else int(vc.energy)
                    less = 0 if st.objs[victim].token else len(vc.power)
                    cost = Cost(cost.energy, _less_power(cost.power, str(extra["kill_discount"]), less), cost.purpose)
            if "return" in extra:
                paid_away.append(_return_choice(st, p, oid, extra["return"], action))
            gone = set(paid_away) & set(action.targets)
            if gone:  # 357.3, 358.1: a payment may not remove a target of the play (ruling 250)
                raise IllegalAction(f"{st.name(min(gone))} is a target of {card.name}: paying with it removes a "
                                    "target of the play (357.3, 358.1)")
            if extra.get("spend_buff"):  # "you may spend a buff as an additional cost"
                _buff_choice(st, p, action)
            if extra.get("exhaust_unit"):  # "you may exhaust a friendly unit"
                _exhaust_choice(st, p, action)
            if extra.get("discard"):  # "you may discard 1 as an additional cost"
                _discard_choice(st, p, oid, int(extra["discard"]), action)
            if extra.get("spend_xp"):  # "you may spend 3 XP as an additional cost" (730.2)
                why = xp.cannot_spend(st, p, int(extra["spend_xp"]))
                if why:
                    raise IllegalAction(why)
            if extra.get("exhaust_legend") and _ready_legend(st, p) is None:  # "you may exhaust your legend"
                raise IllegalAction("your legend is exhausted: the additional cost can't be paid")
            if extra.get("ignore_cost"):  # "If you do, ignore this spell's cost."
                cost = Cost(0, [], cost.purpose)
            buffs, kills = _many(st, p, oid, extra, action)  # "any number of": [domain] less for each
            if buffs or kills:
                power = _less_power(cost.power, str(extra.get("spend_buffs") or extra.get("kill_units")),
                                    len(buffs) + len(kills))
                cost = Cost(cost.energy, power, cost.purpose)
    mode = (script.get("modes") or {}).get(action.options.get("mode")) or {}
    if mode.get("cost"):  # a mode's own additional cost (its Repeat costs paid: `repeat_in_modes`, 820.1.c.2)
        cost = cost.add(Cost(int(mode["cost"].get("energy", 0)),
                             [symbol_domains(sym, card) for sym in mode["cost"].get("power", [])]))
    repeat = int(action.options.get("repeat", 0) or 0)
    if repeat:
        rc = repeat_cost(st, p, oid)
        if rc is None or repeat > 1:
            raise IllegalAction(f"{card.name} can't be repeated that many times")
        less = repeat_less(st, p)
        if less:  # "friendly [Repeat] costs cost [1] less" (356.4: its own Energy, never below 0)
            rc = Cost(max(0, rc.energy - less), list(rc.power), rc.purpose)
        rc = optional_less(st, p, rc, action)  # Repeat is an optional additional cost (356.2.b)
        if (script.get("repeat_cost") or {}).get("discard"):  # "[Repeat] — Discard 1" (`options.discard`)
            _discard_choice(st, p, oid, int(script["repeat_cost"]["discard"]), action)
        cost = cost.add(rc)
    if deflect:  # before the increases and discounts (356.3-356.4: Applied Researchers lowers it, community FAQ)
        cost = cost.add(Cost(0, [DOMAINS] * deflect))
    discount = (int(extra["discount"]) if wanted and extra and extra.get("discount") else 0) + victim_less
    to = action.to if card.type in ("unit", "gear") else -1
    chosen = _chosen_discounts(st, p, oid, to, action)
    cost = changed(st, p, oid, cost, to, discount, list(action.targets), chosen)
    return chosen_less(st, p, oid, cost, action)


def optional_discounts(st: State, p: int, oid: int, to: int = -1) -> list[int]:
    """The sources of the optional cost changes `p` may use playing `oid` now ("once each turn, you may pay [1][A]
    less to play a gear": a `cost_mod` passive with `optional`, `per_turn` once each turn, 386)."""
    if not layers.any_passive(st, "optional"):
        return []
    return [src for src, s in layers.statics(st) if "cost_mod" in s and s.get("optional")
            and _passive_applies(st, s, src, p, oid, to)
            and not (s.get("per_turn") and per_turn.used_up(st, src, "optional_discount", {"per_turn": 1}))
            and _discount_payable(st, p, src, s.get("discount_cost") or {}, oid)]


def _discount_payable(st: State, p: int, src: int, cost: dict[str, Any], oid: int) -> bool:
    """Whether the cost of using an optional discount can be paid ("exhaust me and three friendly units")."""
    if cost.get("exhaust_self") and st.objs[src].exhausted:
        return False
    return len([u for u in ready_friendly_units(st, p) if u != src]) >= int(cost.get("exhaust_units", 0))


def discount_cost(st: State, src: int) -> dict[str, Any]:
    """What using the optional discount of `src` costs (`discount_cost`: `exhaust_self`, `exhaust_units` N)."""
    return next((dict(s.get("discount_cost") or {}) for s_src, s in layers.statics(st)
                 if s_src == src and s.get("optional")), {})


def _discount_units(st: State, p: int, srcs: list[int], action: Action) -> list[int]:
    """The ready friendly units exhausted to use the chosen discounts (`options.discount_units`)."""
    need = sum(int(discount_cost(st, src).get("exhaust_units", 0)) for src in srcs)
    if not need:
        return []
    picks = action.options.get("discount_units")
    pool = [u for u in ready_friendly_units(st, p) if u not in srcs]
    if not isinstance(picks, list) or len(picks) != need or len(set(picks)) != need or any(u not in pool for u in picks):
        raise IllegalAction(f"choose {need} ready unit{'s' if need > 1 else ''} of yours to exhaust for that")
    return [int(u) for u in picks]


def _chosen_discounts(st: State, p: int, oid: int, to: int, action: Action) -> list[int]:
    """The optional cost changes the play uses (`options.discounts`: their sources), each one that may apply."""
    chosen = action.options.get("discounts") or []
    if not isinstance(chosen, list) or any(c not in optional_discounts(st, p, oid, to) for c in chosen):
        raise IllegalAction(f"{st.card(oid).name} can't be played for less that way now")
    _discount_units(st, p, [int(c) for c in chosen], action)  # its cost can be paid as chosen
    return [int(c) for c in chosen]


def changed(st: State, p: int, oid: int, cost: Cost, to: int = -1, discount: int = 0,
            targets: list[int] | None = None, chosen: list[int] | None = None) -> Cost:
    """356.3-356.4: the cost increases, then the discounts, that apply to `p` playing `oid` (to `to`, with
    `targets` chosen, 355.6) - for a card an effect plays too (420.3.b: the play's steps as normal);
    `discount`: "if you do, I cost [3] less" (an optional additional cost paid, 356.4)."""
    mods = _mods(st, p, oid, to, targets, chosen)
    if discount:
        mods.append((-discount, None, []))
    energy = cost.energy + sum(d for d, _, _ in mods if d > 0)  # 356.3: increases, then discounts
    power = cost.power + [sym for _, _, more in mods for sym in more]
    removed = _power_removed(st, p, oid, to, targets, chosen)
    if removed:
        power = _without(power, removed)
    return Cost(discounted(energy, [(d, f) for d, f, _ in mods if d < 0]), power, cost.purpose)


def discounted(energy: int, discounts: list[tuple[int, int | None]]) -> int:
    """356.4: discounts apply in the order the player chooses; a minimum ("to a minimum of [1]")
    limits only its own discount (356.4.e), and a cost never goes below 0 (356.6). The player is
    taken to choose the order that costs least (e.g. Eager Apprentice before Sky Splitter)."""
    def run(order: tuple[tuple[int, int | None], ...]) -> int:
        e = energy
        for delta, floor in order:
            e = max(0, e + delta if floor is None else max(min(e, floor), e + delta))
        return e

    if len(discounts) <= 1 or all(f is None for _, f in discounts):
        return run(tuple(discounts))
    if len(discounts) > 6:  # floored discounts first, the highest minimum first: best in practice
        return run(tuple(sorted(discounts, key=lambda m: (m[1] is None, -(m[1] or 0)))))
    return min(run(order) for order in permutations(discounts))


def _buff_choice(st: State, p: int, action: Action) -> int:
    """The unit whose buff is spent (`options.spend_buff`, else the only buffed unit)."""
    from ..read.layers import buffed_units

    return _one_of(buffed_units(st, p), action.options.get("spend_buff"),
                   "choose a buffed unit of yours to spend its buff")


def _one_of(pool: list[int], pick: object, refusal: str) -> int:
    """The unit a cost uses: the one named by the action's option, else the only candidate."""
    if pick is None and len(pool) == 1:
        pick = pool[0]
    if pick not in pool:
        raise IllegalAction(refusal)
    return int(pick)  # type: ignore[call-overload]


def ready_friendly_units(st: State, p: int) -> list[int]:
    return [o for o in st.players[p].base + [u for b in st.battlefields for u in b.units]
            if st.objs[o].controller == p and layers.is_unit(st, o) and not st.objs[o].exhausted]


def _exhaust_choice(st: State, p: int, action: Action) -> int:
    """The ready friendly unit exhausted for a cost (`options.exhaust`, else the only one)."""
    return _one_of(ready_friendly_units(st, p), action.options.get("exhaust"), "choose a ready unit of yours to exhaust")


def _discard_choice(st: State, p: int, oid: int, n: int, action: Action) -> list[int]:
    """The cards discarded for a cost (`options.discard`, else the hand when it has exactly n)."""
    pool = [c for c in st.players[p].hand if c != oid]
    picks = action.options.get("discard")
    if picks is None and len(pool) == n:
        picks = pool
    if picks is None or len(set(picks)) != n or any(c not in pool for c in picks):
        raise IllegalAction(f"choose {n} card{'s' if n > 1 else ''} of your hand to discard")
    return [int(c) for c in picks]


def _kill_choice(st: State, p: int, oid: int, sel: dict[str, Any], action: Action) -> int:
    pool = [u for u in candidates(st, sel, p, oid, choosing=False) if u != oid]
    pick = action.options.get("kill")
    if pick is None and len(pool) == 1:
        pick = pool[0]
    if pick not in pool:
        raise IllegalAction(f"choose a unit to kill to play {st.name(oid)}")
    return int(pick)


def _ready_legend(st: State, p: int) -> int | None:
    """`p`'s legend if it is in their Legend Zone and ready (an `exhaust_legend` additional cost); with a legend added
    during play too, the first ready one."""
    return next((legend for legend in st.players[p].legends()
                 if st.objs[legend].zone == "legend" and not st.objs[legend].exhausted), None)


def _return_choice(st: State, p: int, oid: int, sel: dict[str, Any], action: Action) -> int:
    """The friendly permanent returned to its owner's hand for a cost (`options.return`, else the only one)."""
    pool = [u for u in candidates(st, sel, p, oid, choosing=False) if u != oid]
    return _one_of(pool, action.options.get("return"), f"choose what of yours to return to play {st.name(oid)}")


def finalize(st: State, log: Log, p: int, oid: int, action: Action) -> dict[str, Any]:
    """Pay the non-resource additional costs; return marks for the item or unit."""
    card = st.card(oid)
    srcs = [int(c) for c in action.options.get("discounts") or []]
    for src in srcs:  # an optional discount used: its cost paid ("exhaust me and ..."), "once each turn" counted
        if any(s.get("optional") and s.get("per_turn") for s_src, s in layers.statics(st) if s_src == src):
            per_turn.use(st, src, "optional_discount", {"per_turn": 1})
        if discount_cost(st, src).get("exhaust_self"):
            zones.exhaust(st, log, src)
    for u in _discount_units(st, p, srcs, action):
        zones.exhaust(st, log, u)
    script = script_for(card) or {}
    extra = script.get("additional_cost")
    marks: dict[str, Any] = {"finalized": st.turn_number}  # 812.1.c: Legion looks past this card
    if extra and action.options.get("additional", not extra.get("optional")):
        if "kill" in extra:
            victim = _kill_choice(st, p, oid, extra["kill"], action)
            marks["killed_for_cost"] = victim  # "... than the killed unit" (its printed costs, read later)
            zones.kill(st, log, victim)
        if "return" in extra:  # "return a friendly unit to its owner's hand" (a token ceases to exist, 186.1)
            back = _return_choice(st, p, oid, extra["return"], action)
            log.add("return", f"{st.name(back)} returns to its owner's hand", card=back)
            zones.to_hand(st, back)
        if extra.get("spend_buff"):
            zones.spend_buff(st, _buff_choice(st, p, action), p)
        if extra.get("exhaust_unit"):
            zones.exhaust(st, log, _exhaust_choice(st, p, action))
        if extra.get("discard"):
            zones.discard_cards(st, log, p, _discard_choice(st, p, oid, int(extra["discard"]), action))
        if extra.get("spend_xp"):
            xp.spend(st, log, p, int(extra["spend_xp"]))
        legend = _ready_legend(st, p) if extra.get("exhaust_legend") else None
        if legend is not None:
            zones.exhaust(st, log, legend)
        buffs, kills = _many(st, p, oid, extra, action)
        for u in buffs:
            zones.spend_buff(st, u, p)
        if kills:
            from ..ops.replacements import kill_together

            kill_together(st, log, [(u, None) for u in kills])  # at the same moment (370.1.a.2)
        if extra.get("power_x"):  # "pay any amount of Power": how much, for "that many"
            marks["power_x"] = int(action.options.get("power_x", 0))
        marks["paid_additional"] = True
    if action.options.get("repeat"):
        marks["repeat"] = int(action.options["repeat"])
        if (script.get("repeat_cost") or {}).get("discard"):  # "[Repeat] — Discard 1"
            zones.discard_cards(st, log, p, _discard_choice(st, p, oid, int(script["repeat_cost"]["discard"]), action))
    st.players[p].extra.pop("next_card_less", None)  # 420.5: used up by the card played (FAQ: as its cost is
    # worked out - a counter later doesn't give it back)
    if card.type == "spell":  # 420.5: the next spell played uses up "the next spell you play" marks
        bonus = next_spell_mark(st, p, "next_spell_bonus_damage")
        if bonus:
            marks["bonus_damage"] = bonus  # 712: on every Deal of this spell (damage.deal_one)
        for name in ("next_spell_discount", "next_spell_bonus_damage", "next_spell_repeat"):
            st.players[p].extra.pop(name, None)
    return marks


def check_add_sources(st: State, p: int, oid: int, action: Action, add: list[tuple[int, int]]) -> None:
    """An object whose Add ability helps pay (430.3) is exhausted, or killed by a Gold token's "Kill
    this", before the other costs are paid: it can't then be exhausted or killed for an additional
    cost (a unit killed for one after adding is fine), and one killed can't be a target of the play:
    a payment that makes a choice illegal may not be made (357.3), the legality check would undo
    the play (358.1, 358.5)."""
    if not add:
        return
    from .addpay import add_sources

    killed = {s.oid for s in add_sources(st, p) if (s.oid, s.ability) in add and s.kill}
    gone = killed & set(action.targets)
    if gone:
        raise IllegalAction(f"{st.name(min(gone))} is a target of {st.name(oid)}: it can't be killed to "
                            "add resources for it")
    extra = (script_for(st.card(oid)) or {}).get("additional_cost")
    if not extra or not action.options.get("additional", not extra.get("optional")):
        return
    used = {src for src, _ in add}
    exhausted = _exhaust_choice(st, p, action) if extra.get("exhaust_unit") else None
    if exhausted in used:
        raise IllegalAction(f"{st.name(exhausted)} is exhausted to add resources")
    if "kill" in extra and _kill_choice(st, p, oid, extra["kill"], action) in killed:
        raise IllegalAction("that unit is killed to add resources")
    if "return" in extra and _return_choice(st, p, oid, extra["return"], action) in killed:  # a Gold made a unit
        raise IllegalAction("that unit is killed to add resources")  # (178): gone before it could be returned


def note_spell_spent(st: State, p: int, energy: int) -> dict[str, Any]:
    """The Energy `p` spent to play a spell, as it is finalized (a countered spell's stays spent: Unleashed
    FAQ, Jhin, Meticulous Killer): kept on the chain item (`spent`, "when you play a spell, if you spent [4]
    or more") and the most this turn on the player ("if you've spent [4] or more to play a spell this turn")."""
    from ..read.scripts import table_mentions

    if not (table_mentions(st, "spent_at_least") or table_mentions(st, "spent_this_turn_at_least")):
        return {}  # kept only in games with a card that reads it
    mark = st.players[p].extra.get("spell_spent")
    most = mark[1] if mark and mark[0] == st.turn_number else 0
    st.players[p].extra["spell_spent"] = [st.turn_number, max(most, energy)]
    return {"spent": energy}


def enters_ready(st: State, oid: int) -> bool:
    """"I enter ready." (a script flag, or a condition such as `{"xp_at_least": 3}` for Level);
    "Other friendly units enter ready." (a passive `others_enter_ready` of another object; `any`: "other units",
    every player's);
    "Units you play this turn enter ready" / "the next unit you play this turn enters ready"
    (marks on the player: `units_ready`, `next_unit_ready`, holding the turn number)."""
    p = st.objs[oid].controller
    pl = st.players[p]
    if st.turn_number in (pl.extra.get("units_ready"), pl.extra.get("next_unit_ready")):
        return True
    if any(s.get("others_enter_ready") and src != oid and (st.objs[src].controller == p or s["others_enter_ready"] == "any")
           and holds(st, s.get("if"), p, src) for src, s in layers.statics(st)):  # "[Level 11] Your units enter ready"
        return True
    flag = (script_for(st.card(oid)) or {}).get("enters_ready")
    if isinstance(flag, dict):
        return holds(st, flag, p, oid)
    return bool(flag)


def use_ready_mark(st: State, p: int) -> None:
    """A unit was played: "the next unit you play this turn enters ready" / "has [Accelerate]" / "costs [2][A] less"
    is used up."""
    st.players[p].extra.pop("next_unit_ready", None)
    st.players[p].extra.pop("next_unit_accelerate", None)
    st.players[p].extra.pop("next_unit_anywhere", None)
    st.players[p].extra.pop("next_unit_discount", None)
    st.players[p].extra.pop("next_unit_power_less", None)
