"""Damage from effects: Bonus Damage (712), prevention (438), marking damage (418), splits."""

from __future__ import annotations

from typing import Any

from ..model.errors import IllegalAction
from ..model.events import ALL
from ..model.state import BASE, BF, CHAIN, RULES_V14, State
from ..read import layers
from ..read.conditions import friendly
from ..read.context import Ctx, objs


def bonus_damage(st: State, controller: int, ctx: Ctx | None = None) -> int:
    """712-714: Bonus Damage on a Deal by `controller`'s spells and abilities (summed, never < 0); a passive
    with `abilities_of` ("Abilities of friendly gear deal 1 Bonus Damage") only for an ability of an object
    of that type (a token's too, gone or not: its chain item names its card)."""
    total = 0
    for src, s in layers.statics(st):
        if "bonus_damage" in s and st.objs[src].controller == controller:
            if s.get("abilities_of") and not _ability_of(st, ctx, s["abilities_of"]):
                continue
            total += s["bonus_damage"]
    return max(0, total)


def _ability_of(st: State, ctx: Ctx | None, kind: str) -> bool:
    item = ctx.item if ctx is not None else None
    if item is None or item.kind != "ability":
        return False
    key = item.data.get("card") or (st.objs[item.source].card if item.source in st.objs else None)
    return key in st.table.defs and st.table.defs[key].type == kind


def spell_bonus(ctx: Ctx) -> int:
    """Bonus Damage the spell resolving carries itself ("the next spell you play this turn deals 1
    Bonus Damage", Ravenborn Tome: a delayed passive ability, 392): the chain item's `bonus_damage`."""
    return int(ctx.data.get("bonus_damage", 0)) if ctx.item is None or ctx.item.kind == "card" else 0


def bonus_here(st: State, oid: int) -> int:
    """"Spells and abilities deal 1 Bonus Damage to units here" (Void Gate, 712): a battlefield's
    passive for units at it."""
    from ..read.conditions import location

    o = st.objs[oid]
    if o.zone != BF:
        return 0
    return sum(int(s["bonus_damage_here"]) for src, s in layers.statics(st)
               if "bonus_damage_here" in s and location(st, src) == o.loc)


ALL_DAMAGE = -1  # a Prevent Value of "All" (438.1.b.1.b)


def prevent_value(st: State, oid: int) -> int:
    """The Prevent Value tracked on a unit this turn (438.2-438.3): 0 none, ALL_DAMAGE for "All"."""
    mark = st.objs[oid].extra.get("prevent")
    return int(mark[1]) if mark and mark[0] == st.turn_number else 0


def add_prevent(st: State, oid: int, value: int) -> None:
    """"Prevent the next N damage that would be dealt to it this turn" (438.1.b): Prevent Values of
    several Prevent actions add up (438.5.a); "All" stays All. With a one-shot prevention waiting
    (`prevent_next_time`), the value is kept for after it."""
    mark = st.objs[oid].extra.get("prevent")
    if mark and mark[0] == st.turn_number and len(mark) > 2:
        rest = int(mark[2])
        st.w(oid).extra["prevent"] = [st.turn_number, ALL_DAMAGE,
                                      ALL_DAMAGE if ALL_DAMAGE in (rest, value) else rest + value]
        return
    now = prevent_value(st, oid)
    total = ALL_DAMAGE if ALL_DAMAGE in (now, value) else now + value
    st.w(oid).extra["prevent"] = [st.turn_number, total]


def prevent_next_time(st: State, oid: int) -> None:
    """"The next time it would be dealt damage this turn, prevent it" (438.1.b.2): the whole of the next damage
    it would be dealt is prevented (an "All" for that one event, never lethal meanwhile, 438.5.b); then any
    Prevent Value it had before is tracked again. Marked `[turn, All, the value kept]`."""
    now = prevent_value(st, oid)
    mark = st.objs[oid].extra.get("prevent")
    kept = int(mark[2]) if mark and mark[0] == st.turn_number and len(mark) > 2 else now
    st.w(oid).extra["prevent"] = [st.turn_number, ALL_DAMAGE, kept]


def doublings(st: State, oid: int) -> int:
    """How many "double all damage that would be dealt to it this turn" apply to a unit (Lotus
    Trap): each is its own replacement effect (370.2), so two multiply the damage by 4."""
    mark = st.objs[oid].extra.get("double_damage")
    return int(mark[1]) if mark and mark[0] == st.turn_number else 0


def add_doubling(st: State, oid: int) -> None:
    """"Double all damage that would be dealt to it this turn" (a replacement effect, 369)."""
    st.w(oid).extra["double_damage"] = [st.turn_number, doublings(st, oid) + 1]


def v_double_damage(ctx: Ctx, to: Any = "t0") -> None:
    """The verb `double_damage`: "double all damage that would be dealt to it this turn"."""
    for oid in objs(ctx, to):
        if oid in ctx.st.objs and layers.is_unit(ctx.st, oid):
            add_doubling(ctx.st, oid)
            ctx.log.add("double_damage", f"Damage to {ctx.st.name(oid)} is doubled this turn", ALL, card=oid)


def _in_order(amount: int, value: int, k: int, first: int) -> tuple[int, int]:
    """(damage taken, Prevent Value left) when `first` of the `k` doublings apply before the
    Prevent Value `value` and the rest after it."""
    if amount <= 0 or value == ALL_DAMAGE:
        return 0, value
    amount <<= first
    stopped = min(value, amount)
    return (amount - stopped) << (k - first), value - stopped


def chosen_order(st: State, oid: int) -> int:
    """The order the unit's controller chose for its damage replacements in this combat (372,
    467.2.c.5): how many doublings apply before its Prevent Value; 0 (the Prevent Value first) when
    there was nothing to choose."""
    mark = st.objs[oid].extra.get("dmg_order")
    return int(mark[1]) if mark and mark[0] == st.turn_number else 0


def replaced(st: State, oid: int, amount: int, order: int | None = None) -> tuple[int, int]:
    """The damage replacement effects on a unit applied to `amount` (367-373, 438): (the damage it
    takes, the Prevent Value left), in the order its controller chose (372; `order`: how many
    doublings go before the Prevent Value, else the order chosen for this combat). Each doubling is
    its own replacement effect (370.2). Pure: nothing is used up here."""
    k = doublings(st, oid)
    return _in_order(amount, prevent_value(st, oid), k, min(k, chosen_order(st, oid) if order is None else order))


def order_choices(st: State, oid: int, amount: int | None = None) -> list[int]:
    """372: the orders of a unit's Prevent Value and doublings that give different results for
    `amount` (None: for some amount - a combat assignment still to be made), as the number of
    doublings before the Prevent Value; [] when every order gives the same result (no decision)."""
    value, k = prevent_value(st, oid), doublings(st, oid)
    if value in (0, ALL_DAMAGE) or not k or amount == 0 or layers.passive_flag(st, oid, "no_damage"):
        return []
    if amount is None:
        return list(range(k + 1))
    seen: dict[tuple[int, int], int] = {}
    for first in range(k + 1):
        seen.setdefault(_in_order(amount, value, k, first), first)
    return list(seen.values()) if len(seen) > 1 else []


def ask_order(st: State, oid: int, choices: list[int], data: dict[str, Any]) -> None:
    """The decision `order_damage` for the unit's controller (372): options are how many of its
    doublings apply before its Prevent Value (0: the Prevent Value first); answer `{first: n}`.
    `data.results` gives [taken, Prevent Value left] per option when the amount is known."""
    from ..model.state import Pending

    info = {"unit": oid, "prevent": prevent_value(st, oid), "doublings": doublings(st, oid), **data}
    if "amount" in data:
        info["results"] = [list(replaced(st, oid, data["amount"], j)) for j in choices]
    st.pending = Pending("order_damage", st.objs[oid].controller, list(choices), info)


def check_order(pending: Any, choice: dict[str, Any]) -> int:
    first = choice.get("first")
    if not isinstance(first, int) or isinstance(first, bool) or first not in pending.options:
        raise IllegalAction("choose how many doublings apply before the Prevent Value: one of the options")
    return first


def _apply_replacements(st: State, oid: int, amount: int, order: int | None = None) -> int:
    """`replaced`, done: the damage that is still dealt; the Prevent Value is used up by what it
    prevents (438.2-438.4)."""
    value = prevent_value(st, oid)
    if not amount or not (value or doublings(st, oid)):
        return amount
    mark = st.objs[oid].extra.get("prevent")
    if value == ALL_DAMAGE and mark is not None and len(mark) > 2:  # a one-shot: this damage, then what was kept
        if mark[2]:
            st.w(oid).extra["prevent"] = [st.turn_number, mark[2]]
        else:
            st.w(oid).extra.pop("prevent", None)
        return 0
    taken, left = replaced(st, oid, amount, order)
    if left != value:
        if left:
            st.w(oid).extra["prevent"] = [st.turn_number, left]
        else:
            st.w(oid).extra.pop("prevent", None)  # 438.3.a
    return taken


def needed_for(st: State, oid: int, taken: int, most: int) -> int:
    """The least damage to deal a unit so that it takes at least `taken` after its replacement
    effects (467.2.c.4.a: "the minimum applied value such that the unit would take lethal
    damage"), or `most` + 1 when no amount up to `most` is enough."""
    if replaced(st, oid, most)[0] < taken:
        return most + 1
    low, high = 1, most  # `replaced` grows with the amount: the least enough amount is found by halving
    while low < high:
        mid = (low + high) // 2
        if replaced(st, oid, mid)[0] >= taken:
            high = mid
        else:
            low = mid + 1
    return low


def damage_taken(st: State, oid: int, amount: int, order: int | None = None) -> int:
    """How much of `amount` a unit actually takes: nothing if it can't be dealt damage, else after
    the replacement effects on it - its Prevent Value, used up by what it prevents (438), and
    doubling, in the order chosen (372; Bonus Damage is already in `amount`, 438.1.a.1)."""
    if layers.passive_flag(st, oid, "no_damage"):
        return 0
    return _apply_replacements(st, oid, amount, order)


def killer(ctx: Ctx) -> list[Any]:
    """[player, by a spell, source]: who kills through this effect, and whether the effect is a spell's
    (a spell card resolving on the chain, not a trigger or ability of a permanent). Damage the
    effect has a unit deal (`ctx.spell` false, `deal`'s `by`) is the unit's: its controller is
    responsible (418.6.b.3-4, 429.5.c.1), never a spell (Origins FAQ, Immortal Phoenix: Challenge)."""
    src = ctx.st.objs.get(ctx.source)
    by_spell = ctx.spell and (ctx.item is None or ctx.item.kind == "card") and src is not None \
        and src.zone == CHAIN and ctx.st.card(ctx.source).type == "spell"
    return [ctx.controller, by_spell, *_watching(ctx)]


def _watching(ctx: Ctx) -> list[int]:
    """[the effect's source] when its own card has a "kill" trigger ("if this kills it, do this", 429.5.c:
    the kill is the source's), else nothing: the attribution of other kills stays [player, by a spell]."""
    from ..read.scripts import script_for

    src = ctx.st.objs.get(ctx.source)
    if src is None:
        return []
    key = ctx.data.get("card") or src.card
    script = script_for(ctx.st.table.defs[key]) if key in ctx.st.table.defs else None
    return [ctx.source] if "kill" in ((script or {}).get("triggers") or {}) else []


def deal_one(ctx: Ctx, oid: int, amount: int, own_bonus: bool = True) -> bool | None:
    """Deal `amount` to a unit, with Bonus Damage (712; `own_bonus=False`: the controller's Bonus
    Damage is already in a split's total, 715.3) and prevention (438). When its Prevent Value and
    doublings give different results in different orders, its controller chooses the order first
    (372: decision `order_damage`; returns False, and `deal_ordered` finishes after the answer)."""
    st = ctx.st
    if oid not in st.objs or not layers.is_unit(st, oid) or st.objs[oid].zone not in (BASE, BF):
        return None
    if ctx.spell and own_bonus:
        amount += bonus_damage(st, ctx.controller, ctx) + spell_bonus(ctx)
    amount += bonus_here(st, oid)
    if ctx.spell and any(p.extra.get("prevent_all") == st.turn_number for p in st.players):
        amount = 0  # "prevent all spell and ability damage this turn" (438), not a unit's damage
    if ctx.spell and layers.passive_flag(st, oid, "no_enemy_spell_damage") \
            and not friendly(st, ctx.controller, st.objs[oid].controller):
        amount = 0  # "prevent all damage that enemy spells and abilities would deal to me" (438)
    choices = order_choices(st, oid, amount)
    if choices:
        ask_order(st, oid, choices, {"amount": amount} if ctx.spell else {"amount": amount, "dealer": ctx.controller})
        return False
    deal_ordered(ctx, oid, amount, 0)
    return None


def mark(st: State, oid: int, amount: int, player: int) -> None:
    """Mark `amount` damage on a unit, dealt by a deal action `player` is responsible for: it is "their damage"
    (Unleashed FAQ, Lethal Damage Modification), noted in `damage_by` - the players whose damage is marked on it
    now (damage marked on a unit with none starts the list afresh: a heal removed the rest). Noted only in games
    whose cards read it (a passive `any_damage_lethal` anywhere in the game: before its card enters the board too,
    FAQ), never in a v1.4 game (it replays as recorded)."""
    w = st.w(oid)
    if st.rules != RULES_V14 and layers.any_passive(st, "any_damage_lethal"):
        by = list(w.extra.get("damage_by", ())) if w.damage > 0 else []
        if player >= 0 and player not in by:
            by.append(player)
        w.extra["damage_by"] = by
    w.damage += amount


def damage_always_lethal(st: State, player: int, oid: int) -> bool:
    """"Any amount of your damage is enough to kill enemy units" (a passive `any_damage_lethal` of an object
    `player` controls, Elder Dragon): the unit is an enemy of that player's."""
    if player < 0 or not layers.any_passive(st, "any_damage_lethal") \
            or friendly(st, player, st.objs[oid].controller):
        return False
    return any(s.get("any_damage_lethal") and src in st.objs and st.objs[src].controller == player
               for src, s in layers.statics(st))


def lethal_marked(st: State, oid: int) -> bool:
    """Whether the damage marked on a unit is lethal (323.4: non-zero and at least its Might); or, with any of it
    a player's whose damage is enough to kill enemy units, any amount (Unleashed FAQ: lethal damage changed)."""
    o = st.objs[oid]
    if o.damage <= 0 or not layers.is_unit(st, oid):
        return False
    return o.damage >= layers.might(st, oid) or any(damage_always_lethal(st, p, oid) for p in o.extra.get("damage_by", ()))


def deal_ordered(ctx: Ctx, oid: int, amount: int, order: int) -> None:
    """Mark the damage a unit takes from `amount` (Bonus Damage already in it), its replacement
    effects applied in the order chosen (`order` doublings before the Prevent Value)."""
    st = ctx.st
    if oid not in st.objs or st.objs[oid].zone not in (BASE, BF):
        return
    amount = damage_taken(st, oid, amount, order)
    if amount >= 1:
        mark(st, oid, amount, ctx.controller)
        st.w(oid).extra["hit_by"] = killer(ctx)  # kill attribution (who dealt the last damage)
        if st.rules != RULES_V14:  # "if I haven't been dealt damage this turn" (a v1.4 game replays as recorded)
            st.w(oid).extra["damaged"] = st.turn_number
        ctx.log.add("deal", f"{amount} damage to {st.name(oid)}", ALL, card=oid, n=amount)
        if any("this_turn" in p.extra for p in st.players):  # "when a unit takes damage this turn"
            from .triggers import units_took_damage

            units_took_damage(st, [oid])


def split_choices(st: State, units: list[int], total: int, limit: int = 64, each: bool = False) -> list[dict[int, int]]:
    """Splits of `total` damage among `units` to offer as answers: every split when there are at
    most `limit`, else a compact set (all on one unit; lethal damage unit by unit starting from
    each unit; an even spread). `answer` accepts any legal split, listed or not. `each`: a split
    among targets (355.14), every target at least 1 while the damage lasts (`each_split_choices`)."""
    from math import comb

    if each:
        return each_split_choices(st, units, total, limit)
    n = len(units)
    if comb(total + n - 1, n - 1) <= limit:
        out: list[dict[int, int]] = []

        def fill(i: int, left: int, acc: dict[int, int]) -> None:
            if i == n - 1:
                out.append({**acc, units[i]: left})
                return
            for k in range(left + 1):
                fill(i + 1, left - k, {**acc, units[i]: k})

        fill(0, total, {})
        return out
    need = {u: max(1, layers.might(st, u) - st.objs[u].damage) for u in units}
    found: list[dict[int, int]] = []
    for first in range(n):
        found.append({u: (total if u == units[first] else 0) for u in units})
        order = units[first:] + units[:first]
        left, split = total, dict.fromkeys(units, 0)
        for u in order:
            k = min(left, need[u])
            split[u] += k
            left -= k
        split[order[0]] += left
        found.append(split)
    even = {u: total // n + (1 if i < total % n else 0) for i, u in enumerate(units)}
    found.append(even)
    out = []
    for f in found:
        if f not in out:
            out.append(f)
    return out


def each_split_choices(st: State, units: list[int], total: int, limit: int = 64) -> list[dict[int, int]]:
    """Splits among targets (355.14.f-h): each target at least 1; with more targets than damage, the
    controller keeps as many as there is damage (1 each), the others cease being targets (0). Every such
    split up to `limit`, lethal-first splits (from each target) first."""
    from itertools import combinations

    k = min(len(units), total)
    if k <= 0:
        return []
    need = {u: max(1, layers.might(st, u) - st.objs[u].damage) for u in units}
    out: list[dict[int, int]] = []

    def add(split: dict[int, int]) -> None:
        if split not in out and len(out) < limit:
            out.append(split)

    for first in range(len(units)):  # lethal damage target by target, starting from each, 1 for the rest kept
        order = units[first:] + units[:first]
        kept = order[:k]
        split = dict.fromkeys(units, 0)
        left = total - k
        for u in kept:
            extra = min(left, need[u] - 1)
            split[u] = 1 + extra
            left -= extra
        split[kept[0]] += left
        add(split)

    def parts(n: int, k: int) -> Any:  # compositions of n into k positive parts
        if k == 1:
            yield (n,)
            return
        for a in range(1, n - k + 2):
            for rest in parts(n - a, k - 1):
                yield (a, *rest)

    for kept in combinations(units, k):
        for amounts in parts(total, k):
            if len(out) >= limit:
                return out
            add({**dict.fromkeys(units, 0), **dict(zip(kept, amounts, strict=True))})
    return out


def check_split(choice: dict[str, Any], units: list[Any], total: int, each: bool = False) -> dict[int, int]:
    """A `split_damage` answer: every offered unit 0 or more, exactly `total` in all; with `each` (a split
    among targets, 355.14.f-h) every target at least 1, or with more targets than damage exactly `total`
    targets 1 each (the others cease being targets)."""
    try:
        split = {int(k): int(v) for k, v in dict(choice.get("split", {})).items()}
    except (TypeError, ValueError):
        raise IllegalAction("split maps unit ids to amounts") from None
    if any(k not in units for k in split):
        raise IllegalAction("damage can be split only among the offered units")
    if any(v < 0 for v in split.values()) or sum(split.values()) != total:
        raise IllegalAction(f"split exactly {total} damage among the offered units")
    if each and sum(1 for u in units if split.get(u, 0) > 0) != min(len(units), total):
        raise IllegalAction("each target gets at least 1 damage (355.14.f); with more targets than damage, "
                            "exactly as many targets as there is damage (355.14.h)")
    return split
