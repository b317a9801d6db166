"""Imagined results: apply a card's script steps to the bot's board model and score positions.

Works on `Board` copies only (never on the engine state), so it can't learn
anything the seat couldn't see. The score is material (friendly unit values
minus enemy ones) plus the expected result of a showdown or combat under way.
"""

from __future__ import annotations

from typing import Any, cast

from game.engine.effects import script_for
from game.engine.model.cards import CardDef
from game.engine.read.scripts import GRANTED, ability_list, trigger_def

from .board import BASE, Board, Unit, target_id
from .each_player import expand
from .fight import CONTROL_VALUE, DOOMED, SAVED, SHIELDED, combat_score
from .gists import gist_value
from .moves_by_effect import HOLD_LOST, destination, move_value
from .replays import replays
from .values import POWER_PENALTY, num, plain_effects_value, unit_value

# marks (in a unit's keyword counts, which the values ignore) of imagined one-turn effects: SAVED, SHIELDED and
# DOOMED (fight.py), SPELL_PROOF
SPELL_PROOF = "_spell_proof"
READY_WORTH = 0.3  # a unit readied on its controller's turn (plus 0.3 per Might)
GOLD_WORTH = 0.6  # a Gold gear token ("kill this, exhaust: add a Power"): a rune's Power once

# Selector keys (docs/cards.md) the board model can read in a selector used as a reference ("every unit that
# matches"); a selector with any other key is left alone (nothing imagined rather than a wrong guess).
KNOWN_SELECTOR_KEYS = frozenset({"what", "where", "who", "units_at", "in_combat", "attacking", "other",
                                 "exhausted", "buffed", "max_might", "except", "tag", "domain"})


def _battlefield_index(board: Board, oid: int | None) -> int | None:
    for b in board.view["battlefields"]:
        if oid is not None and b["card"]["id"] == oid:
            return int(b["index"])
    return None


def _friends_of(board: Board, controller: int) -> frozenset[int]:
    return board.friends if controller in board.friends else frozenset({controller})


def select(board: Board, sel: dict[str, Any], targets: list[int | None], source: int, controller: int) -> list[Unit]:
    """The units a selector used as a reference names (every match, not targeted): `units_at` a battlefield
    target, where, who (from the controller's side), in combat, attacking, exhausted, buffed, Might at most."""
    if "any_of" in sel and set(sel) == {"any_of"}:  # "units, gear, and/or runes": the units among them
        found_any: dict[int, Unit] = {}
        for sub in sel["any_of"]:
            found_any.update({u.id: u for u in select(board, sub, targets, source, controller)})
        return list(found_any.values())
    if set(sel) - KNOWN_SELECTOR_KEYS or sel.get("what", "unit") not in ("unit", "permanent"):
        return []
    found = [u for u in board.units.values() if not u.ghost]
    if "tag" in sel:  # "your Mechs": a printed tag
        found = [u for u in found if sel["tag"] in board.card(u.card).tags]
    if "domain" in sel:  # "enemy Order units": a printed domain
        found = [u for u in found if sel["domain"] in board.card(u.card).domains]
    if "units_at" in sel:
        ref = sel["units_at"]
        i = int(ref[1:]) if isinstance(ref, str) and ref[1:].isdigit() else -1
        t = targets[i] if 0 <= i < len(targets) else None
        bf = _battlefield_index(board, t)
        if bf is None and t in board.units and board.units[t].where >= 0:  # a unit target: units at its battlefield
            bf = board.units[t].where
        found = [u for u in found if bf is not None and u.where == bf]
    where = sel.get("where", "any")
    if where == "battlefield":
        found = [u for u in found if u.where >= 0]
    elif where == "base":
        found = [u for u in found if u.where < 0]
    elif where != "any":
        return []
    side = _friends_of(board, controller)
    who = sel.get("who", "any")
    if who == "enemy":
        found = [u for u in found if u.controller not in side]
    elif who == "friendly":
        found = [u for u in found if u.controller in side]
    elif who == "you":
        found = [u for u in found if u.controller == controller]
    if sel.get("in_combat"):
        found = [u for u in found if u.designation]
    if sel.get("attacking"):
        found = [u for u in found if u.designation == "attacker"]
    if sel.get("other"):
        found = [u for u in found if u.id != source]
    if "exhausted" in sel:
        found = [u for u in found if u.exhausted == bool(sel["exhausted"])]
    if "buffed" in sel:
        found = [u for u in found if u.buffed == bool(sel["buffed"])]
    if "max_might" in sel:
        found = [u for u in found if u.might <= int(sel["max_might"])]
    if "except" in sel:
        left_out = {u.id for u in refs(board, sel["except"], targets, source, controller)}
        found = [u for u in found if u.id not in left_out]
    return found


def refs(board: Board, ref: Any, targets: list[int | None], source: int, controller: int | None = None) -> list[Unit]:
    """The units a step's reference names; `controller` (the item's) reads selectors and "friendly_units"."""
    if controller is not None and isinstance(ref, dict):
        return select(board, ref, targets, source, controller)
    if controller is not None and ref in ("friendly_units", "units_at_battlefields"):
        return select(board, {"who": "friendly"} if ref == "friendly_units" else {"where": "battlefield"},
                      targets, source, controller)
    if ref == "self":
        u = board.units.get(source)
        return [u] if u else []
    if ref == "targets":  # every unit target (a group moved together: Tricksy Tentacles)
        return [board.units[t] for t in targets if t is not None and t in board.units]
    if isinstance(ref, str) and ref.startswith("t") and ref[1:].isdigit():
        i = int(ref[1:])
        oid = targets[i] if i < len(targets) else None
        u = board.units.get(oid) if oid is not None else None
        return [u] if u else []
    if isinstance(ref, dict) and "units_at" in ref:  # units at a chosen battlefield (a target)
        where = refs(board, ref["units_at"], targets, source)
        bf_oid = None if where else target_id(ref["units_at"], targets)
        bf = where[0].where if where else _battlefield_index(board, bf_oid)
        return [u for u in board.at(bf) if _who(board, u, ref.get("who", "any"))] if bf is not None and bf >= 0 else []
    if isinstance(ref, dict) and ref.get("what", "unit") == "unit" and "any_of" not in ref:  # every unit matching
        where = ref.get("where", "any")
        return [u for u in board.units.values() if _who(board, u, ref.get("who", "any"))
                and (where == "any" or (where == "base") == (u.where < 0))]
    if ref in ("all_units_here", "enemy_units_here"):
        src = board.units.get(source)
        if src is None or src.where < 0:
            return []
        here = board.at(src.where)
        if ref == "enemy_units_here":
            return [u for u in here if u.controller != src.controller]
        return here
    return []


def _who(board: Board, u: Unit, who: str) -> bool:
    mine = u.controller in board.friends
    if who == "friendly":
        return mine
    if who == "enemy":
        return not mine
    if who == "you":
        return u.controller == board.seat
    return True


def amount_of(board: Board, value: Any, targets: list[int | None], source: int,
              noted: dict[str, int] | None = None) -> int:
    """An effect's number: an int, or a value expression (docs/cards.md) read from the public board
    (`noted`: what earlier steps of the same effect remembered, `note_might`)."""
    if isinstance(value, bool):
        return int(value)
    if isinstance(value, int):
        return value
    if not isinstance(value, dict):
        return 0
    if "noted_might" in value:
        return max(0, (noted or {}).get("might", 0))
    if "times" in value:
        n, inner = value["times"]
        return int(n) * amount_of(board, inner, targets, source, noted)
    if "mighty_units" in value:
        return sum(1 for u in board.units.values() if u.controller == board.seat and u.might >= 5)
    if "count_of" in value and isinstance(value["count_of"], dict) and "units_at" in value["count_of"]:
        ref = value["count_of"]
        at = refs(board, ref["units_at"], targets, source)
        if not at or at[0].where < 0:
            return 0
        here = board.at(at[0].where)
        if ref.get("who") == "enemy":
            return sum(1 for u in here if u.controller not in board.friends)
        return len(here)
    if "might_of" in value:
        found = refs(board, value["might_of"], targets, source)
        return max(0, found[0].might) if found else 0
    if "neg" in value:
        return -amount_of(board, value["neg"], targets, source)
    if "max_might" in value:
        mine = [u.might for u in board.units.values() if u.controller == board.seat]
        return max(mine, default=0)
    if value.get("count") == "units_here":
        src = board.units.get(source)
        return len(board.at(src.where)) if src is not None and src.where >= 0 else 0
    if value.get("count") == "runes":
        return len(board.me["runes"])
    if "sum" in value:
        return sum(amount_of(board, v, targets, source) for v in value["sum"])
    if "named_in_trash" in value:  # the seat's own trash is public; the card itself on the chain isn't there
        src = _object_name(board, source)
        return int(value["named_in_trash"]) * sum(1 for o in board.me["trash"] if o["id"] != source and o["name"] == src)
    if "exhausted_units" in value:
        return sum(1 for u in board.units.values() if u.controller == board.seat and u.exhausted
                   and not (value["exhausted_units"] == "other" and u.id == source))
    if value.get("energy_of") == "discarded":  # "discard 1, deal its Energy cost": the seat discards its dearest
        return max((card.energy for oid, card in board.hand if oid != source), default=0)
    if "energy_of" in value:  # a gear's or a unit's printed Energy cost (a target on the public board)
        oid = target_id(value["energy_of"], targets)
        seen = [o for p in board.view["players"] for o in p.get("base", [])] + \
            [o for b in board.view["battlefields"] for o in b["units"]]
        found = next((o for o in seen if o.get("id") == oid), None)
        return board.card(found["card"]).energy if found else 0
    if "keyword_of" in value:  # [ref, keyword]
        who, name = value["keyword_of"]
        found = refs(board, who, targets, source)
        return found[0].kws.get(str(name), 0) if found else 0
    if "shown" in value:  # Show Off (832): what the seat would show off, its best
        return best_shown(board, str(value["shown"]))
    return 1  # counts of hidden zones: a modest guess


def _object_name(board: Board, oid: int) -> str | None:
    for p in board.view["players"]:
        for zone in ("base", "hand", "trash"):
            for o in p.get(zone, []):
                if o["id"] == oid:
                    return str(o["name"])
    for b in board.view["battlefields"]:
        for o in b["units"]:
            if o["id"] == oid:
                return str(o["name"])
    for c in board.view.get("chain", []):
        if c.get("source") == oid:
            return str(c.get("name", "")).split(" (")[0]
    return None


def best_shown(board: Board, key: str) -> int:
    """The most a Show Off's linked value could read (its Might, Power or Energy cost) of what the seat could
    show off: its units on the board and the cards in its hand (the bot shows off its best)."""
    found = [max(0, u.might) if key == "might" else _printed(board.card(u.card), key)
             for u in board.units.values() if u.controller == board.seat]
    found += [_printed(card, key) for _, card in board.hand if key != "might" or card.type == "unit"]
    return max(found, default=0)


def _printed(card: CardDef, key: str) -> int:
    return max(0, card.might) if key == "might" else len(card.power) if key == "power" else card.energy


def gear_bonus(board: Board, ref: Any, source: int) -> int:
    """The Might an attached gear gives (its printed Might bonus); only "self" is known. The gear is in
    a base, or at a battlefield with the unit it is attached to."""
    if ref != "self":
        return 0
    places = [p["base"] for p in board.view["players"]] + [b["units"] for b in board.view["battlefields"]]
    for objs in places:
        for o in objs:
            if o["id"] == source:
                return board.card(o["card"]).might_bonus
    return 0


def known_condition(board: Board, cond: Any, targets: list[int | None]) -> bool | None:
    """An `if` step's condition where the board model knows it (a target's state), else None."""
    if not isinstance(cond, dict) or len(cond) != 1:
        return None
    (name, want), = cond.items()
    if name in ("target_attacking", "target_stunned", "target_chosen") and isinstance(want, int):
        oid = targets[want] if want < len(targets) else None
        u = board.units.get(oid) if oid is not None else None
        if name == "target_chosen":
            return u is not None
        return u is not None and (u.designation == "attacker" if name == "target_attacking" else u.stunned)
    return None


def apply_steps(board: Board, effects: list[Any], targets: list[int | None], source: int,
                controller: int | None = None, moves: dict[str, Any] | None = None) -> None:
    """Change `board` (a copy) as the steps would; untargeted steps are valued elsewhere. An `if` step
    follows its branch when the board model knows the condition, else the `otherwise` one (the plain case).
    `moves`: the play's chosen destinations (`move_to`) in, the units moved (`moved`) out."""
    noted: dict[str, int] = {}
    group: list[int] | None = None  # after `group_subset`: "chosen" is the group of targets (all still legal)
    for step in effects:
        verb, params = step[0], (step[1] if len(step) > 1 else {})
        if verb == "group_subset":
            group = [t for t in targets if t is not None]
            continue
        if verb == "choose_within_total_might":  # "any number of <units> with total Might N or less" (the first
            if group is None:  # such step chooses them all): the most valuable that fit, by the effect's controller
                left = int(params.get("total", 0))
                group = []
                for u in sorted(select(board, params.get("among") or {}, targets, source,
                                       board.seat if controller is None else controller),
                                key=lambda x: (-unit_value(x), x.id)):
                    if max(0, u.might) <= left:
                        group.append(u.id)
                        left -= max(0, u.might)
            continue
        if verb == "player_chooses_own_unit":  # "they move a unit they control to the same battlefield" (Call to
            group = _rival_sends(board, target_id(params.get("to", "t1"), targets), controller)  # Battle)
            continue
        if verb == "weaker_enemies_at":  # "enemy units at that battlefield with less Might than it" (Stare Down)
            than = refs(board, params.get("than", "t0"), targets, source, controller)
            bf = _battlefield_index(board, target_id(params.get("at", "t1"), targets))
            side = _friends_of(board, board.seat if controller is None else controller)
            group = [u.id for u in board.at(bf) if u.controller not in side and than and u.might < than[0].might] \
                if bf is not None else []
            continue
        if verb == "choose" and isinstance(params.get("among"), dict) and "by" not in params:
            group = _chosen_among(board, params, effects, targets, source, controller)
            continue
        if verb == "if" and "showed_off" in (params.get("cond") or {}):  # it shows off what it can (832)
            apply_steps(board, list(params.get("then", [])), targets, source, controller, moves)
            continue
        if verb == "if":
            apply_steps(board, if_branch(board, params, targets, source, controller), targets, source, controller,
                        moves)
            continue
        if verb == "note_might":  # "its Might" once it is gone (Deathgrip)
            found = refs(board, params.get("of", "t0"), targets, source, controller)
            noted["might"] = found[0].might if found else 0
            continue
        if verb == "this_turn_trigger" and params.get("trigger") == "unit_damaged" and _kills_it(board, source):
            about = refs(board, params["about"], targets, source, controller) if "about" in params else \
                list(board.units.values())  # "when any unit takes damage this turn, kill it"
            for v in about:
                v.kws[DOOMED] = 1
            continue
        if verb == "prevent_spell_damage":  # "prevent all spell and ability damage this turn"
            for v in board.units.values():
                v.kws[SPELL_PROOF] = 1
            continue
        if verb == "take_control_noted" and moves is not None:  # until end of turn, then recalled (Hostile Takeover)
            for u in refs(board, params.get("to", "t0"), targets, source, controller):
                _borrowed(board, u, controller, moves)
            continue
        if verb in ("move", "move_to_base") and moves is not None:
            _imagine_move(board, verb, params, targets, source, controller, moves, group)
            continue
        n = amount_of(board, params.get("amount", params.get("value", 0)), targets, source, noted)
        if verb == "split_deal":  # a split among its targets (355.14), or among units its controller picks
            among = params.get("among")
            pool = [u for ref in (among if isinstance(among, list) else [among])
                    for u in refs(board, ref, targets, source, controller)]
            if params.get("each"):
                _imagine_split(board, pool, n, controller)
            else:  # "deal 5 split among units at a battlefield": its controller's enemies, lethal damage first
                side = _friends_of(board, board.seat if controller is None else controller)
                _imagine_split(board, [u for u in pool if u.controller not in side], n, controller, keep_all=False)
            continue
        if verb == "attach":
            n = gear_bonus(board, params.get("gear", "self"), source)
        to = params.get("to", "t0")
        units = [board.units[t] for t in group if t in board.units] if to == "chosen" and group is not None else \
            refs(board, to, targets, source, controller)
        for u in units:
            _verb(board, verb, params, u, n, controller)


def _paid_amounts(board: Board, effects: list[Any], targets: list[int | None], source: int,
                  controller: int) -> tuple[list[Any], int]:
    """"Pay any amount of [A] to deal that much damage to ..." (Bullet Time): the amount whose kills are worth
    most (as the bot answers the decision: choices.py), within the runes its controller could recycle; the
    step becomes a `deal` of that amount. Returns the steps and the Power paid."""
    out: list[Any] = []
    paid = 0
    for step in effects:
        verb, params = step[0], (step[1] if len(step) > 1 else {})
        if verb != "pay_any_to_deal":
            out.append(step)
            continue
        hit = refs(board, params.get("to", "t0"), targets, source, controller)
        most = max(0, len(board.view["players"][controller]["runes"]) - 1)  # a rune or more paid for the spell

        def worth(n: int, hit: list[Unit] = hit) -> float:
            return sum(unit_value(u) for u in hit if n >= max(1, u.might - u.damage)) - POWER_PENALTY * n
        n = max(range(most + 1), key=lambda k: (worth(k), -k))
        if n:
            out.append(["deal", {"amount": n, "to": params.get("to", "t0")}])
            paid += n
    return out, paid


def _taken_spell(board: Board, item: dict[str, Any], controller: int, retarget: bool) -> dict[str, Any]:
    """A spell on the chain under a new controller (a copy: the view's item stays as it is); with new choices,
    each unit target becomes the new controller's most valuable enemy unit the target allows (or stays)."""
    item = {**item, "controller": controller}
    if not retarget:
        return item
    _effects, specs = chain_item_script(board, item)
    new = list(item.get("targets", []))
    for i, spec in enumerate(specs[:len(new)]):
        foes = [u for u in board.units.values() if not u.ghost and (u.controller in board.friends) !=
                (controller in board.friends) and target_ok(board, spec, u.id, controller)]
        if foes:
            new[i] = max(foes, key=unit_value).id
    item["targets"] = new
    return item


def _kills_it(board: Board, source: int) -> bool:
    """Whether the source's "when it takes damage this turn" trigger kills the unit (its printed script)."""
    card = _source_card(board, source)
    trig = ((script_for(card) or {}).get("triggers") or {}).get("unit_damaged") if card is not None else None
    return bool(trig) and any(s[0] == "kill" for s in trig.get("effects", []))


def _source_card(board: Board, source: int) -> CardDef | None:
    """The card the seat is weighing playing (in its hand)."""
    return next((card for oid, card in board.hand if oid == source), None)


def _chosen_among(board: Board, params: dict[str, Any], effects: list[Any], targets: list[int | None], source: int,
                  controller: int | None) -> list[int]:
    """"Choose any number of <units>" made by the effect's controller: the exhausted ones when a later step
    readies them (Overt Operation spends their buffs to), else as many as it may."""
    chooser = board.seat if controller is None else controller
    found = select(board, params["among"], targets, source, chooser)
    readies = any(s[0] == "ready" and (s[1] if len(s) > 1 else {}).get("to") == "chosen" for s in effects)
    if readies:  # its chooser's own exhausted units (anyone's may be chosen: Acceleration Gate)
        side = _friends_of(board, chooser)
        found = [u for u in found if u.exhausted and u.controller in side]
    return [u.id for u in found[:int(params.get("count", 1))]]


def _imagine_move(board: Board, verb: str, params: dict[str, Any], targets: list[int | None], source: int,
                  controller: int | None, moves: dict[str, Any], group: list[int] | None = None) -> None:
    """A `move` (or `move_to_base`) step: each unit it names (`chosen`: the group an earlier step chose) goes to
    the chosen (or best) place; noted in `moves["moved"]`."""
    ref = params.get("to", "t0")
    fixed: int | None = None
    if params.get("dest") is not None:  # a battlefield target ("move an enemy unit to a battlefield ..."), else a
        fixed = _battlefield_index(board, target_id(params["dest"], targets))  # named one ("to here"): not imagined
        if fixed is None:
            return
    units = [board.units[t] for t in group if t in board.units] if ref == "chosen" and group is not None else \
        refs(board, ref, targets, source, controller)
    for u in units:
        to = fixed if fixed is not None else BASE if verb == "move_to_base" else \
            destination(board, u, ref, params, moves.get("move_to"), controller)
        if to is not None and to != u.where:
            moves.setdefault("moved", []).append((u.id, u.where, to))
            u.where = to


def _rival_sends(board: Board, bf_oid: int | None, controller: int | None) -> list[int]:
    """The unit an opponent of the effect's controller moves to a battlefield when made to: the one whose move costs
    their side least (the fight or the hold it brings, from the seat's view)."""
    bf = _battlefield_index(board, bf_oid)
    side = _friends_of(board, board.seat if controller is None else controller)
    pool = [u for u in board.units.values() if not u.ghost and u.controller not in side and u.where != bf]
    if bf is None or not pool:
        return []
    sign = 1.0 if controller in board.friends else -1.0

    def cost(u: Unit) -> float:
        after = board.copy()
        after.units[u.id].where = bf
        return sign * move_value(after, [(u.id, u.where, bf)])
    return [min(pool, key=lambda u: (cost(u), u.id)).id]


def _borrowed(board: Board, u: Unit, controller: int | None, moves: dict[str, Any]) -> None:
    """An enemy unit at a battlefield the seat controls until end of turn, then recalled to its owner's base: it
    fights or conquers there for the seat (190.3.a.2, as a unit of the seat's moving in), and its side loses it
    from that battlefield; it stays its owner's unit."""
    if controller != board.seat or u.where < 0 or u.controller in board.friends:
        return
    bf = u.where
    twin = u.clone()
    twin.id, twin.controller, twin.exhausted = -u.id - 1, board.seat, False
    u.where, u.designation = BASE, ""
    board.units[twin.id] = twin
    moves["value"] = moves.get("value", 0.0) + move_value(board, [(twin.id, BASE, bf)])
    del board.units[twin.id]
    holder = board.bf_controller[bf]
    if holder >= 0 and holder not in board.friends and not any(v.controller == holder for v in board.at(bf)):
        moves["value"] += HOLD_LOST  # its side leaves no unit there


def _imagine_split(board: Board, pool: list[Unit], n: int, controller: int | None, keep_all: bool = True) -> None:
    """A split among targets (355.14.f-h): 1 to each kept target, then the rest lethal damage first to the
    targets nearest death (the split the bot would answer); not `keep_all` (a split among any of them): no
    minimum each, the most valuable kills per point of damage first."""
    if not keep_all:
        pool = sorted(pool, key=lambda x: (-unit_value(x) / max(1, x.might - x.damage), x.id))
        dealt_free: dict[int, int] = {}
        left = n
        for u in pool:
            need = max(1, u.might - u.damage)
            if need <= left:
                dealt_free[u.id] = need
                left -= need
        if left > 0 and pool:
            dealt_free[pool[0].id] = dealt_free.get(pool[0].id, 0) + left
        for u in pool:
            if u.id in dealt_free and u.id in board.units:
                _verb(board, "deal", {}, u, dealt_free[u.id], controller)
        return
    kept = pool[:max(0, n)]
    dealt = {u.id: 1 for u in kept}
    left = n - len(kept)
    for u in sorted(kept, key=lambda x: (max(1, x.might - x.damage), x.id)):
        extra = min(left, max(0, max(1, u.might - u.damage) - 1))
        dealt[u.id] += extra
        left -= extra
    if kept and left > 0:
        dealt[kept[0].id] += left
    for u in kept:
        if u.id in board.units:
            _verb(board, "deal", {}, u, dealt[u.id], controller)


def if_branch(board: Board, params: dict[str, Any], targets: list[int | None], source: int,
              controller: int | None) -> list[Any]:
    """The steps of an `if` the bot imagines: its branch when the view tells the condition, else the default
    outcome (`otherwise`, else what it does)."""
    cond = params.get("cond")
    holds = known_condition(board, cond, targets)  # None: the board model can't read it,
    if holds is None and isinstance(cond, dict) and set(cond) <= _KNOWN_KEYS:
        holds = _known(board, cond, source, targets, board.seat if controller is None else controller)
    branch = (params.get("then") if holds else params.get("otherwise")) if holds is not None else \
        (params.get("otherwise") or params.get("then"))
    return list(branch or [])


def _counters(board: Board, effects: list[Any], targets: list[int | None], source: int, controller: int) -> list[Any]:
    """The counter steps of an item's effects, those inside the `if` branch it would take included."""
    out = []
    for step in effects:
        verb, params = step[0], (step[1] if len(step) > 1 else {})
        if verb in ("counter", "counter_unless_paid", "counter_to_hand"):
            out.append(step)
        elif verb == "if":
            out += _counters(board, if_branch(board, params, targets, source, controller), targets, source, controller)
    return out


_KNOWN_KEYS = frozenset({"empowered", "target_empowered", "target_might_at_most", "target_less_might",
                         "opponent_played_other_spell"})  # `_known`


def _known(board: Board, cond: dict[str, Any], source: int, targets: list[int | None], controller: int) -> bool:
    """Whether an `if` step's condition holds, for the conditions the seat's view tells ("if this is
    Empowered", "if it's Empowered", "if it has 3 [M] or less", "if an opponent has played another spell this
    turn": turn_facts.py); any other reads as not holding, so the unconditional branch is imagined ("deal 3",
    not "if you paid the additional cost, deal 5 instead")."""
    from .passives import is_empowered
    from .turn_facts import opponent_played_other_spell

    def target(i: int) -> int | None:
        return targets[i] if 0 <= i < len(targets) else None

    if len(cond) != 1:
        return False
    key, want = next(iter(cond.items()))
    if key == "empowered":
        return is_empowered(board, source) == bool(want)
    if key == "opponent_played_other_spell":
        return opponent_played_other_spell(board, controller, target(0)) == bool(want)
    if key == "target_empowered":
        t = target(int(want))
        return t is not None and is_empowered(board, t)
    if key == "target_might_at_most":
        t = target(int(want[0]))
        u = board.units.get(t) if t is not None else None
        return u is not None and u.might <= int(want[1])
    if key == "target_less_might":
        a, b = target(int(want[0])), source if want[1] == "self" else target(int(want[1]))
        ua = board.units.get(a) if a is not None else None
        ub = board.units.get(b) if b is not None else None
        return ua is not None and ub is not None and ua.might < ub.might
    return False


def _verb(board: Board, verb: str, params: dict[str, Any], u: Unit, n: int, controller: int | None = None) -> None:
    if u.id not in board.units:
        return
    if verb == "deal":
        if u.kw(SPELL_PROOF):  # "prevent all spell and ability damage this turn"
            return
        if u.kws.pop(SHIELDED, 0):  # "the next time it would be dealt damage this turn, prevent it"
            return
        u.damage += n
        if u.damage >= max(1, u.might):
            _dies(board, u)
    elif verb == "kill":
        _dies(board, u)
    elif verb in ("banish", "return_to_hand", "owner_top_or_bottom", "lock_up"):  # gone from the board (to a deck:
        # Keeper's Verdict; locked up until its gear's holder releases it: Dockside Lock-Up)
        board.units.pop(u.id, None)
    elif verb == "prevent" and params.get("amount") == "next":
        u.kws[SHIELDED] = 1
    elif verb == "save_from_death":  # "the next time it would die this turn, heal it, exhaust it, and recall it"
        u.kws[SAVED] = 1
    elif verb == "spend_buff":
        if u.buffed:
            u.buffed = False
            u.might -= 1
    elif verb == "stun":
        u.stunned = True
    elif verb == "set_might":  # "its base Might becomes N this turn" (479.2.a): the change counts this turn only
        gain = n - board.card(u.card).might if u.card else 0
        u.might += gain
        u.temp += gain
    elif verb == "might_up_to":  # "this turn, increase its Might to N" (never lowers it)
        if n > u.might:
            u.temp += n - u.might
            u.might = n
    elif verb == "might":
        u.might += n
        u.temp += n
        if u.damage and u.damage >= u.might:
            del board.units[u.id]
    elif verb in ("empower", "disempower"):  # what its "[Empowered][>] I have ..." text switches on or off (828)
        _empowered_change(board, u, verb == "empower")
    elif verb == "double":  # "double its Might this turn" (433; never a negative increase, 479.4.c)
        gain = max(0, u.might)
        u.might += gain
        u.temp += gain
    elif verb == "buff":
        if not u.buffed:
            u.buffed = True
            u.might += 1
    elif verb == "keyword":
        name = str(params.get("name", ""))
        gain = n if isinstance(params.get("value"), dict) else num(params.get("value", 1))
        u.kws[name] = u.kws.get(name, 0) + gain
        if (name, u.designation) in (("Shield", "defender"), ("Assault", "attacker")):  # counted in its Might now
            u.might += gain
            u.temp += gain
    elif verb == "assault_equal_shield":  # "I have [Assault] equal to my [Shield]" this turn (K'Sante)
        gain = u.kw("Shield")
        u.kws["Assault"] = u.kws.get("Assault", 0) + gain
        if u.designation == "attacker":
            u.might += gain
            u.temp += gain
    elif verb == "heal":
        u.damage = 0
    elif verb == "ready":
        u.exhausted = False
    elif verb == "exhaust":
        u.exhausted = True
    elif verb == "attach":
        u.might += n
    elif verb == "recall":
        u.where = BASE
        u.designation = ""
    elif verb == "take_control":  # 190: the effect's controller takes it
        u.controller = board.seat if controller is None else controller


def _dies(board: Board, u: Unit) -> None:
    """A unit killed (or dealt lethal damage): gone, unless a save waits for it (healed, exhausted, recalled)."""
    if u.kws.pop(SAVED, 0):
        u.damage, u.exhausted, u.where = 0, True, BASE
        return
    board.units.pop(u.id, None)


def _empowered_change(board: Board, u: Unit, on: bool) -> None:
    """Empowering (on) or Disempowering a unit: its own "[Empowered][>] I have +N [M] / [keyword]" passives switch
    on or off (counted like a this-turn change: Sanction's lasts the turn)."""
    from .passives import is_empowered

    if is_empowered(board, u.id) == on:
        return
    sign = 1 if on else -1
    for s in (script_for(board.card(u.card)) or {}).get("static", []):
        if s.get("if") != {"empowered": True} or s.get("to"):
            continue
        n = sign * num(s.get("might", 0), 0)
        u.might += n
        u.temp += n
        for name, value in s.get("keywords", []):
            u.kws[name] = max(0, u.kws.get(name, 0) + sign * int(value))


def position(board: Board) -> float:
    """Material for the seat, plus the expected result of the showdown under way."""
    score = 0.0
    for u in board.units.values():
        if u.controller == board.seat:
            score += unit_value(u)
        elif u.controller in board.friends:
            score += 0.5 * unit_value(u)
        else:
            score -= unit_value(u)
    sd = board.view.get("showdown")
    if sd is not None:
        bf = sd["battlefield"]
        here = board.at(bf)
        sides_here = {u.controller in board.friends for u in here}
        if sd.get("combat") and len(sides_here) == 2:
            score += combat_score(board, bf, sd["attacker"])
        elif sides_here == {True}:
            score += CONTROL_VALUE
        elif sides_here == {False}:
            score -= CONTROL_VALUE
    return score


def spell_script(card: CardDef) -> dict[str, Any]:
    return script_for(card) or {}


def chain_item_script(board: Board, item: dict[str, Any]) -> tuple[list[Any], list[dict[str, Any]]]:
    """(effects, target specs) of a chain item: its own (an imagined activation), else from its public
    name: `Card`, `Card (trigger)` or `Card (ability name)`."""
    if "effects" in item:
        return list(item["effects"]), list(item.get("specs", []))
    name = str(item.get("name", ""))
    trigger = ""
    if name.endswith(")") and " (" in name:
        name, trigger = name[:-1].split(" (", 1)
    gear, _, event = trigger.partition(": ")
    if event and gear in board.table.by_name:  # `Unit (Gear: trigger)`: a gear's granted ability (718.3)
        name, trigger = gear, GRANTED + event
    key = board.table.by_name.get(name)
    if key is None:
        return [], []
    card = board.table.defs[key]
    script = script_for(card) or {}
    if trigger:
        found = trigger_def(card, trigger) or None
        if found is None:
            found = next((ab for ab in printed_abilities(card) if ab.get("name", "ability") == trigger), {})
        script = found
    return list(script.get("effects", [])), list(script.get("targets", []))


def printed_abilities(card: CardDef) -> list[dict[str, Any]]:
    """A card's activated abilities as the engine lists them (scripted, then Empower, then Equip)."""
    return ability_list(cast(Any, None), card)  # reads only the printed card


def target_ok(board: Board, spec: dict[str, Any], oid: int, controller: int) -> bool:
    """Whether a chosen target would still be legal (the parts the board model knows)."""
    if spec.get("what", "unit") == "spell":
        return any(c["source"] == oid for c in board.spells_on_chain)
    u = board.units.get(oid)
    if u is None:
        g = gear_objects(board).get(oid)
        if g is not None and spec.get("what") in ("gear", "equipment", "permanent", None) or "any_of" in spec:
            return g is not None and _who_ok(board, spec, g["controller"], controller)
        return spec.get("what") not in ("unit", "permanent", "gear", "equipment", None)
    where = spec.get("where", "any")
    if (where == "battlefield" and u.where < 0) or (where == "base" and u.where >= 0):
        return False
    return _who_ok(board, spec, u.controller, controller)


def _who_ok(board: Board, spec: dict[str, Any], owner: int, controller: int) -> bool:
    friendly_to_caster = owner == controller or (owner in board.friends) == (controller in board.friends)
    who = spec.get("who", "any")
    return not ((who == "enemy" and friendly_to_caster) or (who == "friendly" and not friendly_to_caster))


def gear_objects(board: Board) -> dict[int, dict[str, Any]]:
    """The gear on the board as the seat's view shows it, by id."""
    gear = {o["id"]: o for p in board.view["players"] for o in p["base"] if o.get("type") == "gear"}
    gear.update({o["id"]: o for b in board.view["battlefields"] for o in b["units"] if o.get("type") == "gear"})
    return gear


def resolve_chain(board: Board) -> float:
    """Resolve the imagined chain (last in, first out) on `board`; returns the untargeted value for the seat."""
    extra = 0.0
    while board.spells_on_chain:
        item = board.spells_on_chain.pop()
        effects, specs = chain_item_script(board, item)
        targets: list[int | None] = []
        for i, oid in enumerate(item.get("targets", [])):
            spec = specs[i] if i < len(specs) else {}
            targets.append(oid if target_ok(board, spec, oid, item["controller"]) else None)
        if specs and all(t is None for t in targets):
            continue  # every target illegal: the item does nothing
        for step in [*effects, *(c for x in effects if x[0] == "if"  # (a counter inside the `if` branch it takes)
                                 for c in _counters(board, [x], targets, item["source"], item["controller"]))]:
            verb, params = step[0], (step[1] if len(step) > 1 else {})
            if verb == "gain_control":  # "gain control of a spell; you may make new choices for it" (Mystic Reversal)
                taken = target_id(params.get("to", "t0"), targets)
                retarget = any(st[0] == "new_choices" for st in effects)
                board.spells_on_chain = [_taken_spell(board, c, item["controller"], retarget) if c["source"] == taken
                                         else c for c in board.spells_on_chain]
            if verb in ("counter", "counter_unless_paid", "counter_to_hand"):  # paying or not is the opponent's:
                # read as a counter (Abandon's goes back to its owner's hand)
                ref = params.get("to", "t0")
                i = int(ref[1:]) if isinstance(ref, str) and ref[1:].isdigit() else 0
                victim = targets[i] if i < len(targets) else None
                board.spells_on_chain = [c for c in board.spells_on_chain if c["source"] != victim]
        sign = 1.0 if item["controller"] in board.friends else -1.0
        effects, others_value = expand(board, effects, targets, item["source"], item["controller"],
                                       lambda b, steps, t=targets, it=item, s=sign: mode_worth(b, steps, t, it, s))
        effects, replayed_value = replays(board, effects, targets, item["controller"], item["source"],
                                          item.get("killed"))
        effects, paid = _paid_amounts(board, effects, targets, item["source"], item["controller"])
        extra += others_value + replayed_value - sign * POWER_PENALTY * paid
        before = {u.id: u.exhausted for u in board.units.values()}
        extra += gear_removal_value(board, effects, targets)
        moves: dict[str, Any] = {"move_to": item.get("move_to")}
        apply_steps(board, effects, targets, item["source"], item["controller"], moves)
        extra += readiness_value(board, before) + move_value(board, moves.get("moved", [])) + moves.get("value", 0.0)
        extra += sign * plain_effects_value(effects, lambda v, t=targets, s=item["source"]: amount_of(board, v, t, s))
        extra += sign * gist_value(board, effects, targets, item["source"], item["controller"])  # a card's own verb
    return extra


def mode_worth(board: Board, steps: list[Any], targets: list[int | None], item: dict[str, Any], sign: float) -> float:
    """What a mode's steps would be worth to the seat, imagined on a copy (a mode another player chooses)."""
    after = board.copy()
    apply_steps(after, steps, targets, item["source"], item["controller"])
    return position(after) - position(board) + sign * plain_effects_value(steps)


def readiness_value(board: Board, before: dict[int, bool]) -> float:
    """A unit readied on its controller's turn can still move and attack (exhausted: the reverse); worth
    READY_WORTH plus a little per Might, for the seat's side, against it for an opponent's."""
    turn_player = board.view.get("turn", {}).get("player")
    total = 0.0
    for u in board.units.values():
        was = before.get(u.id)
        if was is None or was == u.exhausted or u.controller != turn_player:
            continue
        worth = READY_WORTH + 0.3 * max(0, u.might - u.temp)
        sign = 1.0 if u.controller in board.friends else -1.0
        total += sign * (worth if was else -worth)
    return total


def gear_on_board(board: Board, oid: int | None) -> tuple[int, CardDef] | None:
    """(controller, definition) of a gear the view shows on the board."""
    if oid is None:
        return None
    places = [p["base"] for p in board.view["players"]] + [b["units"] for b in board.view["battlefields"]]
    for objs in places:
        for o in objs:
            if o["id"] == oid and o.get("type") == "gear":
                return int(o["controller"]), board.card(o["card"])
    return None


def gear_removal_value(board: Board, effects: list[Any], targets: list[int | None]) -> float:
    """A gear target killed, banished or returned to its owner's hand (a token ceases to exist, 186.1):
    worth what it cost to put there (half of it for a card back in hand, which comes again), against
    the seat when it is a friendly gear."""
    total = 0.0
    for step in effects:
        verb, params = step[0], (step[1] if len(step) > 1 else {})
        if verb == "keyword" and params.get("name") == "Temporary" and params.get("until") == "always":
            verb = "kill"  # a gear given [Temporary] for good dies in its controller's next Beginning Phase
        gold = verb == "kill_gold_for_its_controller"  # "kill a gear; its controller plays a Gold token exhausted"
        if gold:
            verb = "kill"
        if verb not in ("kill", "banish", "return_to_hand"):
            continue
        ref = params.get("to", "t0")
        if isinstance(ref, dict) and ref.get("what") == "gear" and set(ref) <= {"what", "who"}:  # "kill all gear"
            gear = gear_objects(board)
            hit = [g for g, o in gear.items() if _who_ok(board, ref, int(o["controller"]), board.seat)]
        elif isinstance(ref, str) and ref.startswith("t") and ref[1:].isdigit():
            i = int(ref[1:])
            hit = [targets[i]] if i < len(targets) and targets[i] is not None else []
        else:
            continue
        for oid in hit:
            found = gear_on_board(board, oid)
            if found is None:
                continue
            controller, card = found
            worth = 0.5 + 0.4 * card.energy + POWER_PENALTY * len(card.power) + 0.5 * card.might_bonus
            if verb == "return_to_hand" and card.supertype != "token":
                worth = 0.3 + 0.5 * worth
            if gold:
                worth -= GOLD_WORTH
            total += -worth if controller in board.friends else worth
    return total
