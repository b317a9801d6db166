"""Verbs that ask the player (a split, cards to discard or recycle, "you may"; 385-387, 417, 423.4),
and the answers.

A verb that needs a decision sets `State.pending` and returns False; `resolve.run` keeps the
rest of the effect in the pending record and `answer` carries on after the decision.
"""

from __future__ import annotations

from typing import Any

from ..model import registry
from ..model.errors import IllegalAction
from ..model.events import ALL, Log
from ..model.state import BASE, BF, LEGEND, Pending, State
from ..ops import xp, zones
from ..ops.damage import check_split, deal_one
from ..read.context import Ctx, objs, val
from ..read.layers import buffed_units


def v_split_deal(ctx: Ctx, amount: Any, among: Any, by: Any = None, each: bool = False) -> bool | None:
    """'Deal N split among any number of ...': the controller divides the damage (a decision). The
    controller's Bonus Damage is added to the amount split, not to each unit (715.3). `among` may be a
    list of references (targets still legal). `each`: the units are the split's targets (355.14), each
    dealt at least 1 (355.14.f); with more of them than damage, the controller keeps as many as there is
    damage (355.14.h). `by`: a unit deals it ("it deals damage equal to its Might split among ..."):
    its damage, not the spell's (418.6.b.3: no Bonus Damage); none when that unit is gone."""
    from ..ops.damage import bonus_damage, spell_bonus

    refs = among if isinstance(among, list) else [among]
    units = list(dict.fromkeys(u for ref in refs for u in objs(ctx, ref)))
    amount = val(ctx, amount)
    dealer = None
    if by is not None:
        found = objs(ctx, by)
        if not found:
            return None
        dealer = ctx.st.objs[found[0]].controller
    if not units or amount <= 0:
        return None
    if len(units) == 1:
        from .verbs import unit_damage

        return deal_one(ctx if dealer is None else unit_damage(ctx, dealer), units[0], amount)
    if ctx.spell and dealer is None:
        amount += bonus_damage(ctx.st, ctx.controller, ctx) + spell_bonus(ctx)
    data: dict[str, Any] = {"amount": amount}
    if each:
        data["each"] = True
    if dealer is not None:
        data["dealer"] = dealer
    ctx.st.pending = Pending("split_damage", ctx.controller, units, data)
    return False


def _choose_cards(ctx: Ctx, purpose: str, pool: list[int], n: int) -> bool | None:
    """The controller picks n cards of `pool` (all of them when there are no more than n): a
    `choose_cards` decision whose `purpose` says what happens to them."""
    if n <= 0 or not pool:
        return None
    if len(pool) <= n:
        _finish_cards(ctx, purpose, list(pool), list(pool))
        return None
    ctx.st.pending = Pending("choose_cards", ctx.controller, list(pool), {"count": n, "purpose": purpose})
    return False


def _finish_cards(ctx: Ctx, purpose: str, cards: list[int], pool: list[int]) -> list[Any] | None:
    """Do what the chosen cards were for; returns steps to run next, if any."""
    st, log = ctx.st, ctx.log
    if purpose == "discard":  # 423.4: the player whose hand it is discards
        zones.discard_cards(st, log, st.objs[cards[0]].owner if cards else ctx.controller, cards)
        ctx.data["discarded"] = list(cards)  # later steps may read them ("deal its Energy cost")
    elif purpose == "recycle_rune":  # "you must recycle one of your runes"
        for oid in cards:
            name = st.name(oid)
            zones.recycle_rune(st, oid)
            log.add("recycle", f"{st.players[ctx.controller].name} recycles {name}", ALL)
    elif purpose == "keep_top":  # the rest of the cards looked at are recycled
        for oid in cards:
            zones.to_hand(st, oid)
        rest = [o for o in pool if o not in cards]
        zones.recycle_main(st, ctx.controller, rest)
    elif purpose == "recycle_top":
        zones.recycle_main(st, ctx.controller, cards)
        left = [o for o in pool if o not in cards]
        if len(left) == 2:  # "put those you don't recycle back in any order"
            return [["may", {"then": [["_swap_top", {}]]}]]
        if len(left) >= 3:  # 437.1.a: any order, the player's choice (`order_cards`)
            return [["_order_top", {"cards": left}]]
    elif purpose == "recycle_any":
        for owner in range(len(st.players)):
            mine = [o for o in cards if st.objs[o].owner == owner]
            if mine:
                zones.recycle_main(st, owner, mine)
    elif purpose == "return_unit":
        for oid in cards:  # logged first: a token that leaves the board ceases to exist (186.1)
            log.add("return", f"{st.name(oid)} returns to its owner's hand", ALL, card=oid)
            zones.to_hand(st, oid)
    elif purpose == "kill_own":  # "each player kills one of their units"
        for oid in cards:
            zones.kill(st, log, oid, by=_own_kill(ctx, st.objs[oid].controller))
    elif purpose == "spend_buff":
        for oid in cards:
            zones.spend_buff(st, oid, ctx.controller)  # one buff spent (427.1.b.2: some may have several)
            log.add("spend_buff", f"{st.players[ctx.controller].name} spends {st.name(oid)}'s buff", ALL)
    elif purpose == "recycle_trash":  # 417.5
        zones.recycle_main(st, ctx.controller, cards)
        log.add("recycle", f"{st.players[ctx.controller].name} recycles {len(cards)} from their trash", ALL)
    elif purpose == "show_off":  # 832.1.c: what the play showed off, locked now (832.1.d.1)
        from .showoff import finish

        finish(ctx, cards)
    elif purpose in ("chosen", "chosen_add"):  # `choose`: later steps read them as "chosen"
        ctx.data["chosen"] = [*(ctx.data.get("chosen", []) if purpose == "chosen_add" else []), *cards]
    else:
        raise ValueError(f"unknown card choice {purpose!r}")


def v_discard(ctx: Ctx, amount: Any = 1, of: Any = None) -> bool | None:
    """423.4: discard as many as possible; the player chooses which (zones.ask_discard). The rest of
    the effect waits for the answer. `of`: who discards ("player" in `each_player`), else you."""
    from .verbs import _player_of

    p = _player_of(ctx, of)
    if p is None:
        return None
    hand = list(ctx.st.players[p].hand)
    if zones.ask_discard(ctx.st, ctx.log, p, val(ctx, amount)):
        return False  # the answer notes them (`_finish_cards`)
    ctx.data["discarded"] = [c for c in hand if c not in ctx.st.players[p].hand]  # "its Energy cost"
    return None


def v_recycle_trash(ctx: Ctx, amount: int = 1) -> bool | None:
    """'Recycle N from your trash' (417): the controller chooses which."""
    return _choose_cards(ctx, "recycle_trash", list(ctx.st.players[ctx.controller].trash), amount)


def v_recycle_rune(ctx: Ctx, amount: int = 1) -> bool | None:
    """"Recycle N of your runes" (the controller picks which; no target)."""
    return _choose_cards(ctx, "recycle_rune", list(ctx.st.players[ctx.controller].runes), amount)


def v_spend_buff(ctx: Ctx, to: Any = None) -> bool | None:
    """"Spend a buff" (701): one of your buffed units loses its buff; you pick which. `to`: spend a
    buff of each of those units ("spend its buff", "spend any number of buffs" once chosen)."""
    if to is None:
        return _choose_cards(ctx, "spend_buff", buffed_units(ctx.st, ctx.controller), 1)
    _finish_cards(ctx, "spend_buff", [o for o in objs(ctx, to) if ctx.st.objs[o].buffs], [])
    return None


def _looked(ctx: Ctx, look: int, step: str, params: dict[str, Any]) -> list[int] | None:
    """The controller looks at the top `look` cards of their Main Deck (`seeing.look_top`: replacements as they
    are seen, 370.1.c.1); the cards still there, or None while a decision waits."""
    from .seeing import look_top

    deck = ctx.st.players[ctx.controller].main_deck
    if "seen" not in params and deck[:look]:
        n = len(deck[:look])
        ctx.log.add("look", f"you look at the top {n} card{'s' if n != 1 else ''}", ctx.controller)
    left = look_top(ctx, ctx.controller, look, step, params)
    return None if left is None else list(deck[:left])


def v_look_keep(ctx: Ctx, look: int = 3, keep: int = 1, seen: list[int] | None = None) -> bool | None:
    """"Look at the top N cards of your Main Deck. Put K into your hand and recycle the rest" (417). `seen`:
    the look's progress (`seeing.look_top`)."""
    top = _looked(ctx, look, "look_keep", {"look": look, "keep": keep, **({"seen": seen} if seen else {})})
    if top is None:
        return False
    return _choose_cards(ctx, "keep_top", top, min(keep, len(top))) if top else None


def v_sanctum(ctx: Ctx, look: int = 2, seen: list[int] | None = None) -> bool | None:
    """"Look at the top N cards of your Main Deck. You may recycle any of them. Put those you
    don't back in any order": a `choose_cards` of any number (`up_to`), then, with two left,
    a `may` to swap them (the only other order of two). `seen`: the look's progress."""
    top = _looked(ctx, look, "sanctum", {"look": look, **({"seen": seen} if seen else {})})
    if top is None:
        return False
    if not top:
        return None
    ctx.st.pending = Pending("choose_cards", ctx.controller, top,
                             {"count": len(top), "up_to": True, "purpose": "recycle_top"})
    return False


def v_order_top(ctx: Ctx, cards: list[int]) -> bool | None:
    """"Put the rest back on top of your Main Deck in any order" (437.1.a): the controller orders
    the cards (decision `order_cards`, options top first as they lie; answer `{order: [ids]}`, the
    first on top). Cards no longer on top of the deck are left out."""
    deck = ctx.st.players[ctx.controller].main_deck
    top = [c for c in cards if c in deck[:len(cards)]]
    if len(top) < 2:
        return None
    ctx.st.pending = Pending("order_cards", ctx.controller, top, {"purpose": "top"})
    return False


def _put_on_top(ctx: Ctx, order: list[int]) -> None:
    deck = ctx.st.players[ctx.controller].main_deck
    rest = [c for c in deck if c not in order]
    deck[:] = order + rest
    ctx.log.add("order", f"{ctx.st.players[ctx.controller].name} puts {len(order)} cards back on top in"
                " the order they choose", ALL, player=ctx.controller)


def v_each_player_kills(ctx: Ctx, what: str = "unit") -> bool | None:
    """"Each player kills one of their units / gear": in turn order from the controller, each
    player picks one of theirs (a `choose_cards` of that player, purpose `kill_own`)."""
    st = ctx.st
    n = len(st.players)
    order = [(ctx.controller + i) % n for i in range(n) if not st.players[(ctx.controller + i) % n].removed]
    from .verbs import _nested

    return _nested(ctx, [["_kill_own", {"player": q, "what": what}] for q in order])


def v_each_may_return(ctx: Ctx) -> bool | None:
    """"Starting with the next player, each player may return a unit to its owner's hand"."""
    from .verbs import _nested

    st = ctx.st
    n = len(st.players)
    order = [(ctx.controller + i) % n for i in range(1, n + 1) if not st.players[(ctx.controller + i) % n].removed]
    return _nested(ctx, [["_may_return", {"player": q}] for q in order])


def v_may_return(ctx: Ctx, player: int) -> bool | None:
    units = [u for b in ctx.st.battlefields for u in b.units if ctx.st.card(u).type == "unit"] + \
        [u for p in ctx.st.players for u in p.base if ctx.st.card(u).type == "unit"]
    if not units:
        return None
    ctx.st.pending = Pending("choose_cards", player, units, {"count": 1, "up_to": True, "purpose": "return_unit"})
    return False


def _own_kill(ctx: Ctx, player: int) -> list[Any]:
    """A player told to kill one of their own: they kill it, "with a spell" only when the spell is
    theirs (Origins FAQ, Immortal Phoenix: being instructed by another player's spell, such as their
    Cull the Weak, is not killing a unit with a spell)."""
    from ..ops.damage import killer

    return [player, killer(ctx)[1] and player == ctx.controller]


def v_kill_own(ctx: Ctx, player: int, what: str = "unit") -> bool | None:
    st = ctx.st
    mine = [o for o in st.players[player].base + [u for b in st.battlefields for u in b.units]
            if st.objs[o].controller == player and st.card(o).is_a(what)]
    if len(mine) <= 1:
        for oid in mine:
            zones.kill(st, ctx.log, oid, by=_own_kill(ctx, player))
        return None
    st.pending = Pending("choose_cards", player, mine, {"count": 1, "purpose": "kill_own"})
    return False


def v_recycle_trashes(ctx: Ctx, amount: int = 4) -> bool | None:
    """"Recycle up to N cards from trashes" (each to its owner's Main Deck, 417)."""
    pool = [o for p in ctx.st.players for o in p.trash]
    if not pool:
        return None
    ctx.st.pending = Pending("choose_cards", ctx.controller, pool,
                             {"count": min(amount, len(pool)), "up_to": True, "purpose": "recycle_any"})
    return False


def chooser(ctx: Ctx, by: Any = None) -> int | None:
    """Who decides: the effect's controller (None), the player an `each_player` step is at
    ("player"), or a reference's controller ("its controller"); None when that object is gone."""
    if by is None:
        return ctx.controller
    if by == "player":
        return ctx.data.get("player", ctx.controller)
    found = objs(ctx, by)
    return ctx.st.objs[found[0]].controller if found else None


def ask_cards(ctx: Ctx, player: int, pool: list[int], count: int = 1, up_to: bool = False,
              add: bool = False, shown: list[int] | None = None, groups: list[list[int]] | None = None) -> bool | None:
    """`player` chooses `count` of `pool` (any number up to it with `up_to`): a `choose_cards`
    decision whose answer later steps read as "chosen" (appended to the earlier ones with `add`).
    With no real choice (the pool has no more than `count`, and all must be taken) none is asked.
    `shown`: the cards looked at, offered as the decision's options, of which only `pool` may be
    chosen (the top 5 of a deck, a unit among them: the options stay a top slice, 128).
    `groups`: the answer must be one of these sets of the pool (355.11.b: a legal subset of a group of
    targets); with one group there is nothing to ask."""
    purpose = "chosen_add" if add else "chosen"
    if groups is not None:
        groups = [sorted(g) for g in groups]
        if len(groups) <= 1:
            _finish_cards(ctx, purpose, groups[0] if groups else [], list(pool))
            return None
        ctx.st.pending = Pending("choose_cards", player, list(pool), {
            "count": max(len(g) for g in groups), "up_to": True, "purpose": purpose, "groups": groups})
        return False
    pool = [o for o in pool if not add or o not in ctx.data.get("chosen", [])]
    if not pool or (not up_to and len(pool) <= count):
        _finish_cards(ctx, purpose, list(pool), list(pool))
        return None
    data: dict[str, Any] = {"count": min(count, len(pool)), "up_to": up_to, "purpose": purpose}
    if shown is not None:
        data["only"] = list(pool)
    ctx.st.pending = Pending("choose_cards", player, list(shown if shown is not None else pool), data)
    return False


def v_choose(ctx: Ctx, among: Any, count: int = 1, up_to: bool = False, by: Any = None,
             add: bool = False) -> bool | None:
    """A choice made as the effect resolves, not a target (355.10: "each player chooses", "must",
    or a choice of another player): `by` (see `chooser`) picks `count` of the objects `among`
    names (any number up to `count` with `up_to`); later steps name them "chosen"."""
    who = chooser(ctx, by)
    if who is None:
        return None
    return ask_cards(ctx, who, objs(ctx, among), count, up_to, add)


def ask_option(ctx: Ctx, player: int, options: list[Any], branches: dict[str, list[Any]] | None = None,
               about: dict[str, Any] | None = None) -> bool | None:
    """`player` picks one of `options` (labels, or numbers): a `choose_option` decision, answer
    `{option: ...}`. The steps of the option's branch run first, then the rest of the effect; later
    steps read the answer as `option` (`ctx.data`). One option: taken without asking."""
    if not options:
        return None
    if len(options) == 1:
        ctx.data["option"] = options[0]
        return _nested_steps(ctx, (branches or {}).get(str(options[0]), []))
    ctx.st.pending = Pending("choose_option", player, list(options),
                             {"branches": branches or {}, "controller": ctx.controller, **(about or {})})
    return False


def _nested_steps(ctx: Ctx, steps: list[Any]) -> bool | None:
    from .verbs import _nested

    return _nested(ctx, steps)


def v_choose_one(ctx: Ctx, modes: dict[str, list[Any]], by: Any = None) -> bool | None:
    """"Do one of the following" / "A or B" chosen as it resolves: `by` (the controller by default)
    picks one of the `modes` (label -> steps; decision `choose_option`)."""
    who = chooser(ctx, by)
    if who is None:
        return None
    return ask_option(ctx, who, list(modes), modes)


def v_may(ctx: Ctx, then: list[Any], cost: dict[str, Any] | None = None,
          otherwise: list[Any] | None = None) -> bool | None:
    """"You may [do X]" / "you may pay [cost] to [do Y]" (385-387): the controller decides. A cost
    that can't be paid leaves one answer, no: nothing to ask, the effect goes on (when declining
    does nothing else)."""
    if cost and not otherwise and not can_pay_may(ctx.st, ctx.controller, cost, ctx.source):
        return None
    ctx.st.pending = Pending("may", ctx.controller, [True, False],
                             {"then": then, "cost": cost, "otherwise": otherwise or []})
    return False


def ask_may(ctx: Ctx, player: int, then: list[Any], **about: Any) -> bool:
    """`player` (not necessarily the effect's controller) is asked "you may ...": `then` runs after yes.
    `about` goes into the decision's data for the board and the bot (`title`: its wording; `offer`: yes
    plays a card for less)."""
    ctx.st.pending = Pending("may", player, [True, False], {"then": then, "cost": None, "otherwise": [], **about})
    return False


registry.add_keys("cost", {
    "return_unit": "A selector, in a `may` step only: \"you may ... return a unit you control here to its owner's hand "
                   "to ...\" - one that matches, chosen and returned after yes (as a triggered ability is finalized, "
                   "740.4.a.2).",
})


def can_pay_may(st: State, p: int, cost: dict[str, Any], source: int) -> bool:
    """Whether "you may pay [cost]" can be answered yes: resources, and `exhaust: true` ("you
    may exhaust this to ...", 385) needs the source ready on the board."""
    from ..rules.abilities import can_pay_resources

    if cost.get("exhaust"):
        o = st.objs.get(source)
        if o is None or o.exhausted or o.zone not in (BASE, BF, LEGEND):
            return False
    if cost.get("kill_self") and (source not in st.objs or st.objs[source].zone not in (BASE, BF)):
        return False  # "you may kill me to ...": I must be on the board
    if cost.get("spend_buff") and not buffed_units(st, p):  # paid by a `spend_buff` step after yes
        return False
    if len(st.players[p].hand) < int(cost.get("discard", 0)):  # paid by a `discard` step after yes (423.3)
        return False
    if "kill" in cost:  # "you may kill a friendly gear to ...": one to kill (a `choose` and `kill` after yes)
        from ..read.targets import candidates

        if not candidates(st, cost["kill"], p, source, choosing=False):
            return False
    if "return_unit" in cost:  # "you may ... return a unit you control here to its owner's hand to ..."
        from ..read.targets import candidates

        if not candidates(st, cost["return_unit"], p, source, choosing=False):
            return False
    if xp.cannot_spend(st, p, int(cost.get("spend_xp", 0))):  # "you may spend 3 XP to" (730.2)
        return False
    return can_pay_resources(st, p, cost)


def cost_steps(cost: dict[str, Any] | None, finalizing: bool = False) -> list[Any]:
    """The steps that pay the parts of a "you may pay" cost a player chooses cards for, after yes:
    cards to discard ("you may discard 1 to ...", 423.3), killing the source ("you may kill me to ...":
    a kill, its replacements applied - a replaced cost is still paid, 357.2.a) and, as a triggered ability is
    finalized, a buff to spend (a script lists `spend_buff` first in `then`, which runs when it resolves)."""
    cost = cost or {}
    return ([["spend_buff", {}]] if finalizing and cost.get("spend_buff") else []) + \
        ([["discard", {"amount": int(cost["discard"])}]] if cost.get("discard") else []) + \
        ([["choose", {"among": cost["kill"]}], ["kill", {"to": "chosen"}]] if cost.get("kill") else []) + \
        ([["choose", {"among": cost["return_unit"]}], ["return_to_hand", {"to": "chosen"}]]
         if cost.get("return_unit") else []) + \
        ([["kill", {"to": "self"}]] if cost.get("kill_self") else [])


def may_answer(st: State, p: int, choice: dict[str, Any], cost: dict[str, Any] | None, source: int) -> bool:
    """The answer to a `may` decision: `{yes: bool}`, yes only when its cost can be paid now."""
    yes = choice.get("yes")
    if not isinstance(yes, bool):
        raise IllegalAction("answer yes: true or yes: false")
    if yes and cost and not can_pay_may(st, p, cost, source):
        raise IllegalAction("you can't pay that cost; answer yes: false")
    return yes


def pay_may(st: State, log: Log, p: int, cost: dict[str, Any], source: int) -> None:
    from ..rules.abilities import pay_resources

    if cost.get("exhaust"):
        log.add("exhaust", f"{st.players[p].name} exhausts {st.name(source)}", ALL, card=source)
        zones.exhaust(st, log, source)
    if cost.get("spend_xp"):
        xp.spend(st, log, p, int(cost["spend_xp"]))
    pay_resources(st, log, p, cost)


def v_weaponmaster(ctx: Ctx, gear: Any = "t0") -> bool | None:
    """821.1.c: you may pay the chosen Equipment's Equip cost, reduced by one [A] (821.1.c.3: not
    reduced without one), to attach it to this unit. No Equip cost: it can't be paid (821.1.c.4)."""
    from ..model.cards import DOMAINS
    from ..model.prices import cost_dict, keyword_cost

    found = objs(ctx, gear)
    if not found or ctx.source not in ctx.st.objs:
        return None
    cost = keyword_cost(ctx.st.card(found[0]), "Equip")
    if cost is None:
        return None
    power = list(cost.power)
    if DOMAINS in power:
        power.remove(DOMAINS)
    return v_may(ctx, then=[["attach", {"gear": gear, "to": "self"}]],
                 cost=cost_dict(type(cost)(cost.energy, power)))


def v_predict(ctx: Ctx, amount: Any = 1, seen: list[int] | None = None) -> bool | None:
    """Predict / Vision (817.1.b): look at the top card of your Main Deck; you may recycle it.
    Predict N (437.1.a): look at the top N (as many as there are, 437.4; no burn out), recycle any
    number, put the rest back on top in any order (two left: a `may` to swap them, the only other
    order; three or more: an `order_cards` decision). N may be a value ("[Predict] equal to its Power
    cost"); 0 looks at nothing. `seen`: the look's progress."""
    from .seeing import look_top

    amount = val(ctx, amount)
    if amount <= 0:
        return None
    if amount > 1:
        return v_sanctum(ctx, look=amount)
    deck = ctx.st.players[ctx.controller].main_deck
    if not deck:
        return None
    if not seen:
        ctx.log.add("look", f"you look at {ctx.st.name(deck[0])}", ctx.controller, card=deck[0])
    left = look_top(ctx, ctx.controller, 1, "predict", {"amount": 1, **({"seen": seen} if seen else {})})
    if left is None:
        return False
    return v_may(ctx, then=[["_recycle_top", {"card": deck[0]}]]) if left else None


def destinations(st: State, p: int, oid: int | None = None) -> list[int]:
    """Where player `p` may play a unit (token or card `oid`) an effect plays: base (-1) or a
    battlefield they control (143.4, 186); only the base when an opponent's effect says so; not where
    `play.unit_play_refused` says no ("units can't be played here", "only to a battlefield you conquered")."""
    from ..rules.play import base_only, unit_play_refused

    places = [-1] + ([] if base_only(st, p) else [i for i, b in enumerate(st.battlefields) if b.controller == p])
    return [i for i in places if not unit_play_refused(st, p, oid, i)]


def ask_destination(ctx: Ctx, what: dict[str, Any]) -> bool | None:
    """The controller chooses where a unit an effect plays goes; with only the base, no decision.
    `what`: `{token, count, ready}` (one token per decision) or `{play_self: true}`."""
    from .verbs import _nested

    hidden_at = ctx.data.get("hidden_at")
    if hidden_at is not None:  # 811.1.d.5: a hidden spell plays units at the battlefield it was hidden at
        return _nested(ctx, _place(ctx, what, int(hidden_at), all_of_them=True))
    # 830.1.b: a token with Deploy goes to any battlefield (and only there)
    opts = list(range(len(ctx.st.battlefields))) if what.get("anywhere") else \
        destinations(ctx.st, ctx.controller, what.get("card") if what.get("play_self") else None)
    if what.get("battlefields"):  # "to a battlefield you control": not the base
        opts = [i for i in opts if i >= 0]
    if len(opts) <= 1:
        return _nested(ctx, _place(ctx, what, opts[0], all_of_them=True)) if opts else None
    ctx.st.pending = Pending("choose_destination", ctx.controller, opts, dict(what))
    ctx.st.priority = -1
    return False


def ask_move(ctx: Ctx, oid: int, via_base: bool = False) -> bool | None:
    """An effect moves a unit (144): the controller of the effect chooses where, among its
    controller's base and the battlefields it isn't at (a `choose_destination` decision);
    `via_base` ("to or from its base"): from a battlefield only to its base."""
    from ..rules.movement import base_barred, bf_open_to

    o = ctx.st.objs[oid]
    if o.extra.get("cant_move") == ctx.st.turn_number:  # "it can't move this turn"
        return None
    here = o.loc if o.zone == BF else None
    opts = ([] if o.zone == BASE or base_barred(ctx.st, oid) else [-1]) + [i for i in range(len(ctx.st.battlefields))
                                                 if i != here and bf_open_to(ctx.st, o.controller, i)]
    if via_base and o.zone == BF:
        opts = [at for at in opts if at == -1]
    if not opts:
        return None
    if len(opts) == 1:
        _place(ctx, {"move": oid}, opts[0])
        return None
    ctx.st.pending = Pending("choose_destination", ctx.controller, opts, {"move": oid})
    return False


def _place(ctx: Ctx, what: dict[str, Any], at: int, all_of_them: bool = False) -> list[Any]:
    """Put the unit(s) at `at`; returns the steps still to run (the remaining tokens)."""
    from .verbs import _move_to, play_self_at

    if "move" in what:
        oid = what["move"]
        if oid in ctx.st.objs and ctx.st.objs[oid].zone in (BASE, BF):
            _move_to(ctx, oid, (ctx.st.objs[oid].controller, at))
        return []
    if what.get("play_self"):
        play_self_at(ctx, at, what.get("card"))
        return []
    n = int(what.get("count", 1))
    all_of_them = all_of_them or bool(what.get("together"))  # "to a single battlefield"
    placed = [["_token_at", {"card": what["token"], "count": n if all_of_them else 1, "at": at,
                             "ready": bool(what.get("ready"))}]]  # the token plays' replacements first (369)
    if all_of_them or n <= 1:
        return placed
    return [*placed, ["token", {"card": what["token"], "count": n - 1,
                                "where": "battlefield" if what.get("anywhere") else "choose",
                                "ready": bool(what.get("ready"))}]]


def _resume_ctx(st: State, log: Log, pending: Pending) -> Ctx:
    r = pending.data["resume"]
    return Ctx(st, log, r["controller"], r["source"], list(r["targets"]), None, dict(r["data"]), r["spell"])


def answer(st: State, log: Log, player: int, choice: dict[str, Any]) -> None:
    """Answer a decision an effect asked for (`may`, `choose_cards`, `split_damage`), then carry on
    with the remaining steps of the effect. Refuses an answer that isn't legal."""
    pending = st.pending
    assert pending is not None
    kind, opts = pending.kind, pending.options
    from ..ops import resolve

    ctx = _resume_ctx(st, log, pending)
    rest = list(pending.data["resume"]["rest"])
    if kind == "may":
        yes = may_answer(st, player, choice, pending.data.get("cost"), ctx.source)
        if yes and pending.data.get("cost"):
            pay_may(st, log, player, pending.data["cost"], ctx.source)
        st.pending = None
        steps = [*cost_steps(pending.data.get("cost")), *pending.data["then"]] if yes else \
            pending.data.get("otherwise", [])
        resolve.run(ctx, list(steps) + rest)
    elif kind == "choose_cards":
        only = pending.data.get("only")  # cards looked at that may be chosen (the rest are only seen)
        groups = pending.data.get("groups")
        if groups is not None:  # 355.11.b: one of the legal subsets, whatever its size
            cards = _picked(choice, opts, len(opts), up_to=True) if isinstance(choice.get("cards"), list) else []
            if sorted(cards) not in groups:
                raise IllegalAction("choose one of the groups of cards offered: " + "; ".join(
                    ", ".join(st.name(c) for c in g) or "none" for g in groups))
        else:
            cards = _picked(choice, opts if only is None else only, pending.data["count"],
                            bool(pending.data.get("up_to")))
        st.pending = None
        more = _finish_cards(ctx, pending.data["purpose"], cards, list(opts)) or []
        resolve.run(ctx, list(more) + rest)
    elif kind == "choose_destination":
        at = choice.get("battlefield", choice.get("to"))
        if at not in opts:
            raise IllegalAction("choose one of the places offered")
        st.pending = None
        resolve.run(ctx, _place(ctx, pending.data, at) + rest)
    elif kind == "new_targets":  # 750-755: new choices for a chain item
        from .newchoices import answer_new_targets

        try:
            targets = [int(t) for t in choice.get("targets", [])]
        except (TypeError, ValueError):
            raise IllegalAction("targets must be object ids") from None
        if targets not in opts:
            raise IllegalAction("choose one of the target lists offered (the current one keeps them)")
        st.pending = None
        answer_new_targets(st, log, player, pending, targets)
        resolve.run(ctx, rest)
    elif kind == "order_cards":  # 437.1.a: the cards put back on top, the first on top
        order = choice.get("order")
        try:
            order = [int(c) for c in order] if isinstance(order, list) else None
        except (TypeError, ValueError):
            order = None
        if order is None or sorted(order) != sorted(opts) or len(set(order)) != len(opts):
            raise IllegalAction("order every one of the cards offered, the top card first")
        st.pending = None
        _put_on_top(ctx, order)
        resolve.run(ctx, rest)
    elif kind == "choose_option":  # `ask_option`: one of the options, then its branch
        picked = choice.get("option")
        if isinstance(picked, bool) or picked not in opts:
            raise IllegalAction("choose one of the options offered")
        st.pending = None
        ctx.data["option"] = picked
        resolve.run(ctx, list(pending.data.get("branches", {}).get(str(picked), [])) + rest)
    elif kind == "name":  # 759-763: a card, type or tag, checked, then known to later steps
        from ..read.naming import answer as answer_name

        ctx.data["named"] = answer_name(st, log, player, pending, choice)
        resolve.run(ctx, rest)
    elif kind == "split_damage":
        split = check_split(choice, opts, pending.data["amount"], bool(pending.data.get("each")))
        st.pending = None
        # the controller's Bonus Damage is already in the amount split (715.3); a unit's damage has none
        resolve.run(ctx, [["_deal_each", {"pairs": [[o, n] for o, n in split.items() if n], "own_bonus": False,
                                          "dealer": pending.data.get("dealer")}], *rest])
    elif kind == "order_damage":  # 372: the unit's controller ordered its damage replacements
        from ..ops.damage import check_order, deal_ordered

        first = check_order(pending, choice)
        st.pending = None
        dealer = pending.data.get("dealer")  # a unit's damage (418.6.b.3)
        if dealer is not None:
            from .verbs import unit_damage

            deal_ordered(unit_damage(ctx, dealer), pending.data["unit"], pending.data["amount"], first)
        else:
            deal_ordered(ctx, pending.data["unit"], pending.data["amount"], first)
        resolve.run(ctx, rest)
    else:
        raise IllegalAction(f"unknown decision {kind!r}")


def _picked(choice: dict[str, Any], offered: list[Any], n: int, up_to: bool = False) -> list[int]:
    try:
        cards = [int(c) for c in choice.get("cards", [])]
    except (TypeError, ValueError):
        raise IllegalAction("cards must be card ids") from None
    if up_to and len(cards) <= n and len(set(cards)) == len(cards) and all(c in offered for c in cards):
        return cards
    if len(cards) != n or len(set(cards)) != n or any(c not in offered for c in cards):
        raise IllegalAction(f"choose {n} different card{'s' if n != 1 else ''} from those offered")
    return cards
