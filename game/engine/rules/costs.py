"""Costs and the Rune Pool (131, 135.2.e, 164-168, 201-206, 356-357, 430).

A cost is Energy plus a list of Power symbols, each with the domains that may
pay it. Basic runes give `[E]: Add [1]` and `Recycle this: Add [C]` (164.2); both
are Reaction Add abilities, so they can be used while paying (357.1.a, 430.3).
Paying = run those abilities (resources go to the pool) and then spend from the
pool. The pool empties at the start of each Main Phase and at the end of each
turn (167).

"Sensible" payments: power comes first from the pool, then from recycling
runes, preferring runes that are already exhausted; energy comes from
exhausting ready runes, preferring ones being recycled anyway. What remains a
real choice is which domains of runes get recycled: each distinct choice is a
separate payment option. Reaction Add abilities of other objects (a Seal, a Gold
token, a legend) may pay too, named in `Payment.add` (addpay.py, 430.3).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..model import registry
from ..model.errors import IllegalAction
from ..model.events import ALL, Log
from ..model.prices import ANY, Cost
from ..model.state import State
from ..ops.triggers import scripts_use
from ..ops.zones import recycle_rune

# -- the pool --------------------------------------------------------------------------

registry.add_keys("passive", {
    "add_more": "N, with `card_name`: \"your Gold [Add] an additional [1]\" - an activated Add ability of its "
                "controller's cards with that name adds N Energy more (verbs.py `add`; counted while paying, addpay.py).",
    "card_name": "The name of the cards an `add_more` is about.",
})


def empty_pool(st: State, p: int) -> None:
    player = st.players[p]
    player.energy = 0
    player.power = {}
    player.extra.pop("restricted", None)


# Restricted resources ("Use only to play spells"): they are in the pool's totals, and
# `Player.extra["restricted"]` = {restriction: [energy, {domain: n}]} says how much of it may
# only pay for the purposes below. Spending for such a purpose uses them first.
RESTRICTIONS: dict[str, frozenset[str]] = {
    "spell": frozenset({"spell"}),  # Kai'Sa, Lux: "use only to play spells"
    "gear": frozenset({"gear", "gear_ability"}),  # Ornn: "to play gear or use gear abilities"
    "unit": frozenset({"unit", "unit_ability"}),  # Renekton: "only to play units or activated abilities of units"
    "showdown": frozenset(),  # Diana, Scorn of the Moon: "spend this Energy only during showdowns" (any purpose)
    "unit_or_gear": frozenset({"unit", "gear"}),  # Mordekaiser, Iron Revenant: "only to play units or gear"
}


def allows(st: State, only: str, purpose: str) -> bool:
    """Whether resources restricted to `only` may pay for `purpose` now ("only during showdowns": while a
    showdown, a combat's too, is under way)."""
    return purpose in RESTRICTIONS[only] or only == "showdown" and st.showdown is not None


def add_restricted(st: State, p: int, only: str, energy: int = 0, power: dict[str, int] | None = None) -> None:
    """Add resources to the pool that can only be spent for `only` (a key of RESTRICTIONS)."""
    if only not in RESTRICTIONS:
        raise ValueError(f"unknown restriction {only!r}")
    add_energy(st, p, energy)
    for d, n in (power or {}).items():
        add_power(st, p, d, n)
    player = st.players[p]
    r = {k: [v[0], dict(v[1])] for k, v in player.extra.get("restricted", {}).items()}
    e, pw = r.setdefault(only, [0, {}])
    r[only][0] = e + energy
    for d, n in (power or {}).items():
        pw[d] = pw.get(d, 0) + n
    player.extra["restricted"] = r


def usable_pool(st: State, p: int, purpose: str) -> tuple[int, dict[str, int]]:
    """The pool a payment for `purpose` may use: everything but what is restricted to others."""
    player = st.players[p]
    energy, power = player.energy, dict(player.power)
    for only, (e, pw) in player.extra.get("restricted", {}).items():
        if allows(st, only, purpose):
            continue
        energy -= e
        for d, n in pw.items():
            power[d] = power.get(d, 0) - n
    return energy, {d: n for d, n in power.items() if n > 0}


def _use_restricted(st: State, p: int, purpose: str, energy: int, picks: list[str]) -> None:
    """After a payment for `purpose`, count restricted resources it could use as used first."""
    player = st.players[p]
    r = {k: [v[0], dict(v[1])] for k, v in player.extra.get("restricted", {}).items()}
    for only, entry in r.items():
        if not allows(st, only, purpose):
            continue
        used = min(entry[0], energy)
        entry[0] -= used
        energy -= used
        for d in list(picks):
            if entry[1].get(d, 0) > 0:
                entry[1][d] -= 1
                picks.remove(d)
        entry[1] = {d: n for d, n in entry[1].items() if n > 0}
    r = {k: v for k, v in r.items() if v[0] > 0 or v[1]}
    if r:
        player.extra["restricted"] = r
    else:
        player.extra.pop("restricted", None)


def extra_add(st: State, p: int, card_name: str) -> int:
    """"Your Gold [Add] an additional [1]": the Energy more that an Add ability of `p`'s card named `card_name`
    adds, from passives `add_more` (with `card_name`, `if`) of objects `p` controls."""
    from ..read.conditions import holds
    from ..read.layers import any_passive, statics

    if not any_passive(st, "add_more"):
        return 0
    return sum(int(s["add_more"]) for src, s in statics(st) if s.get("add_more") and s.get("card_name") == card_name
               and st.objs[src].controller == p and holds(st, s.get("if"), p, src))


def add_energy(st: State, p: int, n: int) -> None:
    st.players[p].energy += n


def add_power(st: State, p: int, domain: str, n: int = 1) -> None:
    power = st.players[p].power
    power[domain] = power.get(domain, 0) + n


def _match(reqs: list[tuple[str, ...]], avail: dict[str, int]) -> list[str] | None:
    """Assign each requirement a pool domain (or "any"); backtracking, most specific first."""
    order = sorted(range(len(reqs)), key=lambda i: len(reqs[i]))
    chosen: list[str] = [""] * len(reqs)

    def go(k: int) -> bool:
        if k == len(order):
            return True
        i = order[k]
        for d in (*reqs[i], ANY):
            if avail.get(d, 0) > 0:
                avail[d] -= 1
                chosen[i] = d
                if go(k + 1):
                    return True
                avail[d] += 1
        return False

    return chosen if go(0) else None


def pool_can_pay(st: State, p: int, cost: Cost) -> bool:
    energy, power = usable_pool(st, p, cost.purpose)
    return energy >= cost.energy and _match(cost.power, power) is not None


def spend(st: State, p: int, cost: Cost) -> None:
    """Pay a cost from the pool (the pool must hold enough it may use)."""
    player = st.players[p]
    energy, power = usable_pool(st, p, cost.purpose)
    picks = _match(cost.power, power)
    if energy < cost.energy or picks is None:
        raise IllegalAction("not enough energy and power to pay that cost")
    player.energy -= cost.energy
    for d in picks:
        player.power[d] -= 1
        if not player.power[d]:
            del player.power[d]
    if "restricted" in player.extra:
        _use_restricted(st, p, cost.purpose, cost.energy, list(picks))
    if picks and scripts_use(st, "power_spent_at_least"):  # "if you've spent at least [A][A] this turn": the
        # Power spent this turn, for any cost (kept only in games whose cards read it)
        mark = player.extra.get("power_spent")
        before = int(mark[1]) if mark and mark[0] == st.turn_number else 0
        player.extra["power_spent"] = [st.turn_number, before + len(picks)]


# -- rune abilities --------------------------------------------------------------------

def rune_domain(st: State, oid: int) -> str:
    card = st.card(oid)
    return card.domains[0] if card.domains else ANY


def exhaust_rune(st: State, log: Log, p: int, oid: int) -> None:
    """164.2.a: [E]: Add [1]."""
    o = st.w(oid)
    o.exhausted = True
    add_energy(st, p, 1)
    log.add("add", f"{st.players[p].name} exhausts {st.name(oid)}: adds 1 energy", ALL, player=p, rune=oid)


def recycle_rune_for_power(st: State, log: Log, p: int, oid: int) -> None:
    """164.2.b: Recycle this: Add [C] of the rune's domain."""
    domain = rune_domain(st, oid)
    name = st.name(oid)
    recycle_rune(st, oid)
    add_power(st, p, domain, 1)
    log.add("add", f"{st.players[p].name} recycles {name}: adds 1 {domain} power", ALL, player=p, rune=oid)


# -- payments --------------------------------------------------------------------------

@dataclass(slots=True)
class Payment:
    exhaust: list[int]
    recycle: list[int]
    add: list[tuple[int, int]] = field(default_factory=list)  # other objects' Add abilities (addpay.py)

    def as_data(self) -> dict[str, list]:
        out: dict[str, list] = {"exhaust": list(self.exhaust), "recycle": list(self.recycle)}
        if self.add:
            out["add"] = [[oid, i] for oid, i in self.add]
        return out


def _remaining_after_pool(st: State, p: int, cost: Cost, extra_energy: int = 0,
                          extra_power: dict[str, int] | None = None) -> tuple[int, list[tuple[str, ...]]]:
    """What the runes must still provide after the pool (and `extra` resources Add abilities give
    while paying) is used (greedy, pool first)."""
    pool_energy, avail = usable_pool(st, p, cost.purpose)
    for d, n in (extra_power or {}).items():
        avail[d] = avail.get(d, 0) + n
    energy = max(0, cost.energy - pool_energy - extra_energy)
    left: list[tuple[str, ...]] = []
    for req in sorted(cost.power, key=len):
        for d in (*req, ANY):
            if avail.get(d, 0) > 0:
                avail[d] -= 1
                break
        else:
            left.append(req)
    return energy, left


def payment_options(st: State, p: int, cost: Cost, limit: int = 16) -> list[Payment]:
    """Distinct sensible payments: with runes only, cheapest first (fewest ready runes spent); then
    those that also use Add abilities of other objects (430.3), fewest abilities first."""
    out = _rune_options(st, p, cost, 0, None, limit)
    if len(out) < limit:
        from .addpay import add_sources

        sources = [s for s in add_sources(st, p) if s.usable_for(cost.purpose, st)]
        if sources:
            out += _add_options(st, p, cost, sources, limit - len(out))
    return out


def _add_options(st: State, p: int, cost: Cost, sources: list, limit: int) -> list[Payment]:
    """Payments using Add abilities: identical sources (same card, same ability) are one kind, and each
    number of uses of each kind is tried with the rune payments that complete it. A payment is kept
    only when every Add ability it uses is needed (without any one of them, its runes don't pay)."""
    kinds: dict[tuple, list] = {}
    for s in sources:
        kinds.setdefault(s.kind, []).append(s)
    groups = list(kinds.values())
    vectors: list[tuple[int, ...]] = [()]
    for g in groups:  # cut to the 64 fewest uses at each step: those extend to the fewest in all
        vectors = sorted((v + (k,) for v in vectors for k in range(len(g) + 1)), key=sum)[:64]
    vectors = sorted((v for v in vectors if any(v)), key=lambda v: (sum(v), v))
    found: list[tuple[int, int, Payment]] = []
    for v in vectors:
        used = [s for g, k in zip(groups, v, strict=True) for s in g[:k]]
        energy, power = _gives(used)
        for pay in _rune_options(st, p, with_add_costs(cost, used), energy, power, limit):
            if any(_covers(st, p, with_add_costs(cost, rest), pay.exhaust, pay.recycle, *_gives(rest))
                   for rest in (used[:j] + used[j + 1:] for j in range(len(used)))):
                continue  # an Add ability it doesn't need
            pay.add = [(s.oid, s.ability) for s in used]
            loss = sum(1 for oid in set(pay.exhaust) | set(pay.recycle) if not st.objs[oid].exhausted)
            found.append((len(used), loss, pay))
            if len(found) >= limit:
                break
        if len(found) >= limit:
            break
    found.sort(key=lambda x: (x[0], x[1]))
    return [pay for _, _, pay in found]


def with_add_costs(cost: Cost, sources: list) -> Cost:
    """`cost` with the Power costs of the Add abilities used to pay it ("[A][A], [E]: [Add] [2]"): the same
    payment's runes pay those too (430.3)."""
    reqs = [r for s in sources for r in s.cost_power]
    return Cost(cost.energy, list(cost.power) + reqs, cost.purpose) if reqs else cost


def _gives(sources: list) -> tuple[int, dict[str, int]]:
    energy, power = 0, {}
    for s in sources:
        energy += s.energy
        for d, n in s.power:
            power[d] = power.get(d, 0) + n
    return energy, power


def _covers(st: State, p: int, cost: Cost, exhaust: list[int], recycle: list[int], extra_energy: int = 0,
            extra_power: dict[str, int] | None = None) -> bool:
    """Whether the pool, plus these runes' abilities and `extra` Add resources, pays `cost`."""
    energy, power = usable_pool(st, p, cost.purpose)
    energy += len(exhaust) + extra_energy
    for d, n in (extra_power or {}).items():
        power[d] = power.get(d, 0) + n
    for oid in recycle:
        d = rune_domain(st, oid)
        power[d] = power.get(d, 0) + 1
    return energy >= cost.energy and _match(cost.power, power) is not None


def _rune_options(st: State, p: int, cost: Cost, extra_energy: int, extra_power: dict[str, int] | None,
                  limit: int) -> list[Payment]:
    energy, reqs = _remaining_after_pool(st, p, cost, extra_energy, extra_power)
    player = st.players[p]
    by_domain: dict[str, list[int]] = {}
    ready_count = 0
    for oid in player.runes:
        by_domain.setdefault(rune_domain(st, oid), []).append(oid)
        if not st.objs[oid].exhausted:
            ready_count += 1
    counts = {d: len(v) for d, v in by_domain.items()}
    # every multiset of rune domains that can cover the power symbols
    multisets: set[tuple[str, ...]] = set()
    order = sorted(reqs, key=len)

    def go(k: int, picked: list[str]) -> None:
        if len(multisets) >= limit:
            return
        if k == len(order):
            multisets.add(tuple(sorted(picked)))
            return
        for d in order[k]:
            if counts.get(d, 0) > 0:
                counts[d] -= 1
                picked.append(d)
                go(k + 1, picked)
                picked.pop()
                counts[d] += 1

    go(0, [])
    out: list[tuple[int, Payment]] = []
    for ms in sorted(multisets):
        pay = _canonical(st, by_domain, ms, energy, ready_count)
        if pay is not None:
            loss = sum(1 for oid in set(pay.exhaust) | set(pay.recycle) if not st.objs[oid].exhausted)
            out.append((loss, pay))
    out.sort(key=lambda x: x[0])
    return [pay for _, pay in out]


def _canonical(st: State, by_domain: dict[str, list[int]], ms: tuple[str, ...], energy: int,
               ready_count: int) -> Payment | None:
    recycle: list[int] = []
    need: dict[str, int] = {}
    for d in ms:
        need[d] = need.get(d, 0) + 1
    for d, n in need.items():
        runes = sorted(by_domain[d], key=lambda oid: (not st.objs[oid].exhausted, oid))  # exhausted first
        recycle.extend(runes[:n])
    # energy: exhaust ready runes, preferring those being recycled anyway
    ready_recycled = [oid for oid in recycle if not st.objs[oid].exhausted]
    others = sorted(oid for rs in by_domain.values() for oid in rs
                    if not st.objs[oid].exhausted and oid not in recycle)
    exhaust = (ready_recycled + others)[:energy]
    if len(exhaust) < energy:
        return None
    return Payment(exhaust, recycle)


def check_payment(st: State, p: int, cost: Cost, pay: Payment) -> None:
    """Validate an explicit payment (rune labels to exhaust / recycle, Add abilities to use)."""
    player = st.players[p]
    mine = set(player.runes)
    if len(set(pay.exhaust)) != len(pay.exhaust) or len(set(pay.recycle)) != len(pay.recycle):
        raise IllegalAction("a rune can be exhausted once and recycled once")
    for oid in pay.exhaust:
        if oid not in mine:
            raise IllegalAction("you can only exhaust your own runes on the board")
        if st.objs[oid].exhausted:
            raise IllegalAction(f"{st.name(oid)} is already exhausted")
    for oid in pay.recycle:
        if oid not in mine:
            raise IllegalAction("you can only recycle your own runes on the board")
    energy, power = 0, {}
    if pay.add:
        chosen = _chosen_sources(st, p, cost, pay.add)
        energy, power = _gives([s for s in chosen if s.usable_for(cost.purpose, st)])
        cost = with_add_costs(cost, chosen)  # their own Power costs: restricted elsewhere, they still cost
    if not _covers(st, p, cost, pay.exhaust, pay.recycle, energy, power):
        raise IllegalAction("those runes do not pay the cost")


def _chosen_sources(st: State, p: int, cost: Cost, chosen: list[tuple[int, int]]) -> list:
    """430.3: each named Add ability must be one `p` can use while paying now, each used once."""
    from .addpay import add_sources

    usable = {(s.oid, s.ability): s for s in add_sources(st, p)}
    if len(set(chosen)) != len(chosen):
        raise IllegalAction("each Add ability can be used once for a payment")
    out = []
    for key in chosen:
        s = usable.get(key)
        if s is None:
            name = st.name(key[0]) if key[0] in st.objs else "that object"
            raise IllegalAction(f"{name} has no Reaction Add ability you can use while paying now")
        out.append(s)
    return out  # one restricted elsewhere adds, and pays nothing


def execute_payment(st: State, log: Log, p: int, cost: Cost, pay: Payment) -> None:
    costed: list[tuple[int, int, Cost]] = []
    if pay.add:  # 430.2: each Add ability is activated, finalizes and resolves at once
        from .abilities import activate_add
        from .addpay import add_sources

        power_cost = {(s.oid, s.ability): s.cost_power for s in add_sources(st, p) if s.cost_power}
        for oid, i in pay.add:
            if (oid, i) in power_cost:  # paid with the Power the runes below add
                costed.append((oid, i, Cost(0, list(power_cost[oid, i]), _ability_purpose(st, oid))))
            else:
                activate_add(st, log, p, oid, i)
    for oid in pay.exhaust:  # exhaust before recycling: a rune may do both
        exhaust_rune(st, log, p, oid)
    for oid in pay.recycle:
        recycle_rune_for_power(st, log, p, oid)
    if costed:  # the domains each ability's Power takes: those the card's own symbols don't need (most specific first)
        picks = _match(list(cost.power) + [r for _, _, own in costed for r in own.power], usable_pool(st, p, cost.purpose)[1])
        k = len(cost.power)
        for oid, i, own in costed:
            n = len(own.power)
            if picks is not None:
                own = Cost(0, [(d,) for d in picks[k:k + n]], own.purpose)
            k += n
            spend(st, p, own)
            activate_add(st, log, p, oid, i)
    spend(st, p, cost)


def _ability_purpose(st: State, oid: int) -> str:
    """What an ability's cost pays for (restricted resources: "activated abilities of units")."""
    kind = st.card(oid).type
    return f"{kind}_ability" if kind in ("gear", "unit") else ""


def _parse_add(st: State, p: int, raw: object) -> list[tuple[int, int]]:
    """`pay["add"]`: objects (their Add ability usable while paying) or `[object, ability]` pairs."""
    from .addpay import add_sources

    if not isinstance(raw, (list, tuple)):
        raise IllegalAction("`add` lists the objects whose Add abilities pay")
    out = []
    for x in raw:
        if isinstance(x, (list, tuple)) and len(x) == 2 and all(isinstance(v, int) for v in x):
            out.append((int(x[0]), int(x[1])))
        elif isinstance(x, int) and not isinstance(x, bool):
            first = next((s.ability for s in add_sources(st, p) if s.oid == x), None)
            if first is None:
                raise IllegalAction(f"{st.name(x) if x in st.objs else 'that object'} has no Reaction Add "
                                    "ability you can use while paying now")
            out.append((x, first))
        else:
            raise IllegalAction("`add` lists the objects whose Add abilities pay")
    return out


def resolve_payment(st: State, p: int, cost: Cost, pay: object) -> Payment:
    """Turn the action's `pay` into a concrete payment, or refuse. Without an explicit payment, Add
    abilities of other objects are used only when runes can't pay (then the fewest of them)."""
    if isinstance(pay, dict):
        add = _parse_add(st, p, pay["add"]) if pay.get("add") else []
        payment = Payment(list(pay.get("exhaust", [])), list(pay.get("recycle", [])), add)
        check_payment(st, p, cost, payment)
        return payment
    if pool_can_pay(st, p, cost):
        return Payment([], [])
    options = payment_options(st, p, cost)
    if not options:
        raise IllegalAction("you can't pay that cost")
    if pay == "auto" or len(options) == 1:
        return options[0]
    runes_only = [o for o in options if not o.add]
    if len(runes_only) == 1:
        return runes_only[0]
    raise IllegalAction("there are several ways to pay; say which runes to exhaust and which to recycle")


def can_pay(st: State, p: int, cost: Cost) -> bool:
    return pool_can_pay(st, p, cost) or bool(payment_options(st, p, cost, limit=1))
