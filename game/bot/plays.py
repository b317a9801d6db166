"""Playing cards: what each legal play is worth, which payment to use, and what to spend on this turn."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from game.engine import Action
from game.engine.model.cards import CardDef
from game.engine.model.errors import IllegalAction
from game.engine.model.prices import Cost, keyword_cost
from game.engine.read.targets import execution_sizes, groups
from game.engine.rules.destinations import move_refs

from .add_payments import added_energy, payment_cost
from .attack import movers
from .board import BASE, Board, Unit
from .costs import SAVED_ENERGY, discount_use_cost, real_cost
from .defence import deficit
from .fight_triggers import fight_trigger_worth
from .imagine import position, printed_abilities, resolve_chain, spell_script, target_ok
from .passives import banished_play_worth, passive_worth, trash_play_worth
from .replay_verbs import replay_play_worth
from .tempo import accelerate_gain, best_plan_score
from .values import (
    POWER_PENALTY,
    ability_bonus,
    cost_penalty,
    grant_worth,
    plain_effects_value,
    trigger_bonus,
    unit_value,
)

ADD_GEAR_WORTH = 1.0  # a gear that adds a resource every turn (a Seal): about a rune's worth


@dataclass(slots=True)
class Option:
    action: Action
    card: CardDef
    value: float  # worth before paying
    energy: int  # energy it spends
    facedown: bool = False


def card_of(board: Board, oid: int) -> tuple[CardDef, bool] | None:
    """The definition of a card the seat may play (hand, champion zone, or its own facedown card)."""
    for hid, card in board.hand:
        if hid == oid:
            return card, False
    for fds in board.facedown:
        for fd in fds:
            if fd.get("id") == oid and "card" in fd:
                return board.card(fd["card"]), True
    for o in board.me.get("trash", []) + board.me.get("banishment", []):  # Flow (829); a banished card it may play
        if o["id"] == oid:
            return board.card(o["card"]), False
    return None


def in_trash(board: Board, oid: int) -> bool:
    return any(o["id"] == oid for o in board.me.get("trash", []))


def extra_cost(card: CardDef, keyword: str) -> Cost:
    return keyword_cost(card, keyword) or Cost()


def options_adjust(board: Board, action: Action, card: CardDef, value: float) -> tuple[float, int]:
    """(value, extra Energy) for a play's cost options: an optional additional cost, the friendly unit an
    additional cost kills, Repeat (the effect twice), Accelerate (judged by the attack it allows)."""
    opts = action.options
    energy = 0
    if opts.get("additional"):
        extra = (spell_script(card).get("additional_cost") or {})
        energy += int(extra.get("energy", 0))
        value += 0.9 * int(extra.get("energy", 0)) + 0.2 * len(extra.get("power", []))
        value -= POWER_PENALTY * len(extra.get("power", []))
    if "kill" in opts:  # a friendly unit killed as a cost: nothing lost if the chain kills it anyway
        victim = board.units.get(int(opts["kill"]))
        if victim is None or victim.id in chain_base(board)[0].units:
            value -= unit_value(victim) if victim is not None else 2.0
    for victim_id in opts.get("kill_units", []):  # "kill any number of friendly units": [C] less each
        victim = board.units.get(int(victim_id))
        value += POWER_PENALTY - (unit_value(victim) if victim is not None else 2.0)
    value += (POWER_PENALTY - 0.3) * len(opts.get("spend_buffs", []))  # a buff for a Power symbol
    if opts.get("repeat"):  # the executions are imagined by spell_value
        rep = extra_cost(card, "Repeat")
        energy += rep.energy
        value -= POWER_PENALTY * len(rep.power)
    if opts.get("accelerate"):
        energy += 1  # [1][C] (808)
        value += accelerate_gain(board, action, card) - POWER_PENALTY
    return value, energy


def rune_domains(board: Board) -> dict[int, tuple[str, bool]]:
    """My runes: id -> (domain, exhausted)."""
    out = {}
    for r in board.me["runes"]:
        card = board.card(r["card"])
        out[r["id"]] = (card.domains[0] if card.domains else "any", bool(r.get("exhausted")))
    return out


def payment_key(board: Board, pay: Any, skip: int) -> tuple[int, int, int]:
    """Lower is better: ready runes used, then how much the rest of the hand needs the recycled domains, then
    runes recycled (a rune recycled leaves the board until channelled again: an Add ability paying the Power
    instead, Kai'Sa's, keeps it)."""
    if not isinstance(pay, dict):
        return (0, 0, 0)
    runes = rune_domains(board)
    used = set(pay.get("exhaust", [])) | set(pay.get("recycle", []))
    loss = sum(1 for r in used if r in runes and not runes[r][1])
    need: dict[str, int] = {}
    for hid, card in board.hand:
        if hid != skip:
            for sym in card.power:
                for d in sym.split("|"):
                    need[d] = need.get(d, 0) + 1
    clash = sum(need.get(runes[r][0], 0) for r in pay.get("recycle", []) if r in runes)
    return (loss, clash, len(pay.get("recycle", [])))


def unit_dest_bonus(board: Board, card: CardDef, to: int) -> float:
    """Playing a unit to a battlefield it helps to defend beats the base; Temporary units only defend."""
    if to == BASE:
        return -0.6 * card.might if card.has("Temporary") else 0.0
    need = deficit(board, to)
    return 0.4 * min(card.might, max(need, 0)) + (0.3 if need > 0 else -0.3)


def deploy_dest_bonus(board: Board, to: int) -> float:
    """A gear with Deploy is killed when an opponent holds its battlefield (830.1.b): better where the seat
    (or a teammate) holds, or where its units are; worse where an opponent holds."""
    holder = board.bf_controller[to]
    if holder in board.friends:
        return 0.4
    mine = any(board.friendly(u) for u in board.at(to))
    return (0.2 if mine else 0.0) - (0.6 if holder >= 0 else 0.0)


def chain_base(board: Board) -> tuple[Board, float]:
    """The board once the chain under way resolves without the seat adding anything, and its score."""
    if "chain_base" not in board.memo:
        base = board.copy()
        base_extra = resolve_chain(base)
        board.memo["chain_base"] = (base, position(base) + base_extra)
    found: tuple[Board, float] = board.memo["chain_base"]
    return found


def item_gain(board: Board, item: dict[str, Any] | list[dict[str, Any]], attack: bool = False) -> float:
    """Position after `item` (put on top of the chain; a list: in that order, the last on top) and the chain below it
    resolve, minus without it; with `attack`, in the seat's own Main Phase, plus what it adds to the best attack
    this turn (`attack_gain`)."""
    after = board.copy()
    after.spells_on_chain.extend(item if isinstance(item, list) else [item])
    extra = resolve_chain(after)
    gain = position(after) + extra - chain_base(board)[1]
    return gain + attack_gain(board, after) if attack else gain


def attack_gain(board: Board, after: Board) -> float:
    """In the seat's own Main Phase (its moves known, no chain), what an imagined result adds to the best attack
    it can make this turn: a "this turn" pump that wins a fight (it counts only in combat), a defender removed or
    stunned. Nothing when the attack was already as good."""
    moves = board.memo.get("moves")
    if moves is None or board.spells_on_chain or board.view.get("showdown") is not None:
        return 0.0
    can = movers(moves)

    def fight_state(b: Board) -> frozenset[Any]:  # what an attack plan reads
        return frozenset([(u.id, u.controller, u.where, u.might, u.damage, u.stunned, u.exhausted,
                           tuple(sorted(u.kws.items()))) for u in b.units.values()
                          if u.id in can or (u.where >= 0 and b.bf_controller[u.where] not in b.friends)
                          or (u.controller == b.seat and u.where == BASE)] + [tuple(b.bf_controller)])
    if "fight_state" not in board.memo:
        board.memo["fight_state"] = fight_state(board)
    state = fight_state(after)
    if state == board.memo["fight_state"]:
        return 0.0
    seen = board.memo.setdefault("attack_after", {})  # payments and targets often leave the same fight
    if state not in seen:
        if "attack_before" not in board.memo:
            board.memo["attack_before"] = best_plan_score(board, can)
        can = {u: to for u, to in can.items() if u in after.units and not after.units[u].stunned}
        for u in after.my_units():  # readied in base by it: free to move to any battlefield
            was = board.units.get(u.id)
            if was is not None and was.exhausted and not u.exhausted and u.where == BASE and not u.stunned:
                can[u.id] = set(range(board.n_bf))
        seen[state] = max(0.0, best_plan_score(after, can) - board.memo["attack_before"])
    gain: float = seen[state]
    return gain


def chosen_moves(script: dict[str, Any], action: Action) -> dict[str, int]:
    """The destinations a move spell's play chose (355.4), by the reference they move."""
    chosen = action.options.get("move_to") or []
    return dict(zip(move_refs(list(script.get("effects", []))), chosen, strict=False))


PUMPS = frozenset({"might", "set_might", "might_up_to", "double", "keyword", "ready", "stun", "move", "move_to_base",
                   "assault_equal_shield"})


def pumps(effects: list[Any]) -> bool:
    """Whether steps change what a fight this turn reads (Might, keywords, ready, stun, moves): worth weighing against
    the attack they allow (`attack_gain`; a removal's worth is the unit it removes)."""
    for step in effects:
        params = step[1] if len(step) > 1 else {}
        if step[0] in PUMPS or pumps(list(params.get("then", []))) or pumps(list(params.get("otherwise", []))):
            return True
    return False


def spell_value(board: Board, action: Action, card: CardDef) -> float:
    """The imagined gain of a spell play: its effect (the mode it chose, 355.3), once for each execution when its
    Repeat is paid (820.2: each execution with its own targets and mode, the first resolving first)."""
    script = spell_script(card)
    if not script.get("targets") and not script.get("effects") and not script.get("modes"):
        return 0.0
    runs = 1 + int(action.options.get("repeat", 0) or 0)
    try:
        sizes = execution_sizes(list(action.targets), runs, action.options.get("executions"))
    except IllegalAction:
        sizes = [len(action.targets)] + [0] * (runs - 1)
    modes = list(action.options.get("modes") or [action.options.get("mode")] * runs)
    items = []
    for k, chosen in enumerate(groups(list(action.targets), sizes)):
        item = {"id": -1 - k, "name": card.name, "controller": board.seat, "source": action.card, "targets": chosen,
                "move_to": chosen_moves(script, action), "killed": action.options.get("kill") if k == 0 else None}
        if script.get("modes"):  # "Choose one": the mode the action chose, imagined as it says
            mode = script["modes"].get(modes[k] if k < len(modes) else modes[0]) or {}
            item.update(effects=list(mode.get("effects", [])), specs=list(mode.get("targets", [])))
        items.append(item)
    effects = [step for it in items for step in it.get("effects", script.get("effects", []))]
    if not effects:
        return 0.0
    return item_gain(board, items[::-1], attack=pumps(effects))


def unit_play_value(board: Board, action: Action, card: CardDef, facedown: bool) -> float:
    after = board.copy()
    after.units[action.card] = Unit(id=action.card, card=card.key, controller=board.seat, where=action.to,
                                    might=card.might, kws=dict(card.keywords), exhausted=True)
    gain = position(after) - position(board) + trigger_bonus(card)
    return gain + unit_dest_bonus(board, card, action.to)


def play_trigger_gain(board: Board, action: Action, card: CardDef) -> float:
    """What a gear's "when you play this" does to the board model (readying my units, buffing one...), beyond
    the plain worth `trigger_bonus` already counts; a trigger with one target takes the best unit for it (the
    bot answers the trigger's target decision alike)."""
    trig = (spell_script(card).get("triggers") or {}).get("play")
    if not trig:
        return 0.0
    effects, specs = list(trig.get("effects", [])), list(trig.get("targets", []))
    if len(specs) > 1:
        return 0.0
    here = action.to if specs and specs[0].get("where") == "here" else None  # "a unit here": where it is played
    choices: list[list[int]] = [[u.id] for u in board.units.values() if target_ok(board, specs[0], u.id, board.seat)
                                and (here is None or u.where == here)] if specs else [[]]
    gains = [item_gain(board, {"id": -1, "name": card.name, "controller": board.seat, "source": action.card,
                               "targets": t, "effects": effects, "specs": specs}) for t in choices]
    return max(gains, default=0.0) - plain_effects_value(effects)


def evaluate(board: Board, action: Action) -> Option | None:
    found = card_of(board, action.card)
    if found is None:
        return None
    card, facedown = found
    energy = 0 if facedown else card.energy
    if in_trash(board, action.card):
        energy = extra_cost(card, "Flow").energy
    if card.type == "unit":
        value = unit_play_value(board, action, card, facedown)
    elif card.type == "spell":
        from .gear_deaths import gear_death_play_worth  # (it imagines with item_gain, from here)

        value = spell_value(board, action, card) + replay_play_worth(board, action, card) + \
            gear_death_play_worth(board, action, card)
    else:  # a gear: its play trigger, its Might bonus, its abilities, grants and passives, and the resources
        # its Add abilities make each turn (Seals)
        value = 0.2 + trigger_bonus(card) + 0.5 * card.might_bonus + ability_bonus(card) + 0.5 * grant_worth(card) + \
            passive_worth(board, card) + ADD_GEAR_WORTH * sum(1 for ab in printed_abilities(card) if ab.get("add"))
        value += play_trigger_gain(board, action, card) + trash_play_worth(board, card, action.card) + \
            banished_play_worth(board, card) + fight_trigger_worth(card)
        if action.to >= 0 and not facedown:  # a gear with Deploy (830.1.b) goes to a battlefield
            value += deploy_dest_bonus(board, action.to)
    value, more = options_adjust(board, action, card, value)
    if not facedown:
        value -= cost_penalty(card)
    energy += more
    real = real_cost(board, action)
    if real is not None:  # the cost once every change applies (a discount, a battlefield's, a mark's, Deflect)
        base_power = len(extra_cost(card, "Flow").power) if in_trash(board, action.card) else len(card.power)
        value += SAVED_ENERGY * (energy - real.energy) + POWER_PENALTY * (counted_power(card, action, base_power, facedown)
                                                                          - len(real.power))
        energy = real.energy
    value -= discount_use_cost(board, action)
    return Option(action, card, value, energy, facedown)


def counted_power(card: CardDef, action: Action, base: int, facedown: bool) -> int:
    """The Power symbols `evaluate` already charged a play for (`base`: printed, or its Flow cost from the trash, as
    `cost_penalty` counts it; Accelerate, Repeat, an additional cost), less those a cost option already credits (a
    unit killed or a buff spent for a Power symbol less)."""
    opts = action.options
    n = 0 if facedown else base
    n += 1 if opts.get("accelerate") else 0
    n += len(extra_cost(card, "Repeat").power) if opts.get("repeat") else 0
    n += len((spell_script(card).get("additional_cost") or {}).get("power", [])) if opts.get("additional") else 0
    return n - len(opts.get("kill_units", [])) - len(opts.get("spend_buffs", []))


def priced(board: Board, a: Action) -> Option | None:
    """`evaluate`, with the Energy a payment's Add abilities put in taken off the budget it needs and what that
    payment costs beyond the card's symbols taken off its value (add_payments.py)."""
    opt = evaluate(board, a)
    if opt is not None and isinstance(a.pay, dict) and a.pay.get("add"):
        opt.energy = max(0, opt.energy - added_energy(board, a.pay))
        opt.value -= payment_cost(board, a.pay, len(opt.card.power))
    return opt


def ranked(board: Board, plays: list[Action]) -> Iterator[tuple[tuple[float, int, int], Option]]:
    """Each play the bot would make, priced, with its rank among the ways to play its card: its value less what its
    payment loses (runes of domains the hand needs, clashes, recycled runes)."""
    for a in plays:
        opt = priced(board, a)
        if opt is None:
            continue
        loss, clash, recycled = payment_key(board, a.pay, a.card)
        yield (opt.value - 0.3 * loss - 0.1 * clash - 0.05 * recycled, -loss, -clash), opt


def best_per_card(board: Board, plays: list[Action]) -> list[Option]:
    """For each playable card, its best variant (destination, targets, payment)."""
    best: dict[int, tuple[tuple[float, int, int], Option]] = {}
    for key, opt in ranked(board, plays):
        a = opt.action
        if a.card not in best or key > best[a.card][0]:
            best[a.card] = (key, opt)
    return [opt for _, opt in sorted(best.values(), key=lambda x: (-x[0][0], x[1].action.card))]


def variants_per_card(board: Board, plays: list[Action]) -> list[Option]:
    """For each playable card, its best variant at each Energy it may cost (a discount that needs a choice, a
    destination where it costs less): a costlier variant is kept only when it is worth more than every cheaper
    one. The plan takes at most one variant of a card."""
    best: dict[tuple[int, int], tuple[tuple[float, int, int], Option]] = {}
    for key, opt in ranked(board, plays):
        slot = (opt.action.card, opt.energy)
        if slot not in best or key > best[slot][0]:
            best[slot] = (key, opt)
    out: list[Option] = []
    top: dict[int, tuple[float, int, int]] = {}
    for (card, _), (key, opt) in sorted(best.items(), key=lambda x: (x[0][1], x[0][0])):
        if card not in top or key > top[card]:
            top[card] = key
            out.append(opt)
    return out


def spend_plan(options: list[Option], budget: int) -> list[Option]:
    """The most valuable set of plays within the energy budget (a knapsack over energy), at most one variant of
    each card."""
    useful = [o for o in options if o.value > 0.05]
    groups: dict[int, list[int]] = {}
    for i, o in enumerate(useful):
        groups.setdefault(o.action.card, []).append(i)
    table: list[tuple[float, tuple[int, ...]]] = [(0.0, ())] * (budget + 1)
    for members in groups.values():
        new = list(table)
        for i in members:
            o = useful[i]
            for e in range(budget, o.energy - 1, -1):
                prev_v, prev_items = table[e - o.energy]
                if prev_v + o.value > new[e][0] + 1e-9:
                    new[e] = (prev_v + o.value, prev_items + (i,))
        table = new
    _, items = max(table, key=lambda t: t[0])
    return [useful[i] for i in sorted(items)]
