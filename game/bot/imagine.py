"""Imagined results: apply a card's script steps to the bot's board model and score positions.

Works on `Board` copies only (never on the engine state), so it can't learn
anything the seat couldn't see. The score is material (friendly unit values
minus enemy ones) plus the expected result of a showdown or combat under way.
"""

from __future__ import annotations

from typing import Any, cast

from game.engine.effects import script_for
from game.engine.model.cards import CardDef
from game.engine.read.scripts import ability_list

from .board import BASE, Board, Unit
from .fight import CONTROL_VALUE, combat_score
from .values import num, plain_effects_value, unit_value


def refs(board: Board, ref: Any, targets: list[int | None], source: int) -> list[Unit]:
    if ref == "self":
        u = board.units.get(source)
        return [u] if u else []
    if isinstance(ref, str) and ref.startswith("t") and ref[1:].isdigit():
        i = int(ref[1:])
        oid = targets[i] if i < len(targets) else None
        u = board.units.get(oid) if oid is not None else None
        return [u] if u else []
    if isinstance(ref, dict) and "units_at" in ref:  # units at a chosen battlefield (a target)
        where = refs(board, ref["units_at"], targets, source)
        bf_oid = None if where else _target_id(ref["units_at"], targets)
        bf = where[0].where if where else _bf_index(board, bf_oid)
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


def _target_id(ref: Any, targets: list[int | None]) -> int | None:
    if isinstance(ref, str) and ref.startswith("t") and ref[1:].isdigit():
        i = int(ref[1:])
        return targets[i] if i < len(targets) else None
    return None


def _bf_index(board: Board, oid: int | None) -> int | None:
    """The index of the battlefield whose card is object `oid` (a battlefield target)."""
    return next((b["index"] for b in board.view["battlefields"] if b["card"].get("id") == oid), None)


def amount_of(board: Board, value: Any, targets: list[int | None], source: int) -> int:
    """An effect's number: an int, or a value expression (docs/cards.md) read from the public board."""
    if isinstance(value, bool):
        return int(value)
    if isinstance(value, int):
        return value
    if not isinstance(value, dict):
        return 0
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
    if "exhausted_units" in value:
        return sum(1 for u in board.units.values() if u.controller == board.seat and u.exhausted
                   and not (value["exhausted_units"] == "other" and u.id == source))
    if "energy_of" in value:  # a gear's or a unit's printed Energy cost (a target on the public board)
        oid = _target_id(value["energy_of"], targets)
        seen = [o for p in board.view["players"] for o in p.get("base", [])] + \
            [o for b in board.view["battlefields"] for o in b["units"]]
        found = next((o for o in seen if o.get("id") == oid), None)
        return board.card(found["card"]).energy if found else 0
    if "keyword_of" in value:
        found = refs(board, value["keyword_of"], targets, source)
        return found[0].kws.get(str(value.get("name")), 0) if found else 0
    if "shown" in value:  # Show Off (832): what the seat would show off, its best
        return best_shown(board, str(value["shown"]))
    return 1  # counts of hidden zones: a modest guess


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


def apply_steps(board: Board, effects: list[Any], targets: list[int | None], source: int) -> None:
    """Change `board` (a copy) as the steps would; untargeted steps are valued elsewhere."""
    for step in effects:
        verb, params = step[0], (step[1] if len(step) > 1 else {})
        if verb == "if" and "showed_off" in (params.get("cond") or {}):  # it shows off what it can (832)
            apply_steps(board, list(params.get("then", [])), targets, source)
            continue
        n = amount_of(board, params.get("amount", params.get("value", 0)), targets, source)
        if verb == "attach":
            n = gear_bonus(board, params.get("gear", "self"), source)
        for u in refs(board, params.get("to", "t0"), targets, source):
            _verb(board, verb, params, u, n)


def _verb(board: Board, verb: str, params: dict[str, Any], u: Unit, n: int) -> None:
    if u.id not in board.units:
        return
    if verb == "deal":
        u.damage += n
        if u.damage >= max(1, u.might):
            del board.units[u.id]
    elif verb in ("kill", "banish", "return_to_hand"):
        board.units.pop(u.id, None)
    elif verb == "stun":
        u.stunned = True
    elif verb == "might":
        u.might += n
        u.temp += n
        if u.damage and u.damage >= u.might:
            del board.units[u.id]
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
    key = board.table.by_name.get(name)
    if key is None:
        return [], []
    card = board.table.defs[key]
    script = script_for(card) or {}
    if trigger:
        found = script.get("triggers", {}).get(trigger)
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
    if u is None and spec.get("what") == "gear":  # a gear the board model keeps no unit for: still on the board?
        return any(o.get("id") == oid for p in board.view["players"] for o in p.get("base", [])) or \
            any(o.get("id") == oid for b in board.view["battlefields"] for o in b["units"])
    if u is None:
        return spec.get("what") not in ("unit", "permanent", "gear", None)
    where = spec.get("where", "any")
    if (where == "battlefield" and u.where < 0) or (where == "base" and u.where >= 0):
        return False
    friendly_to_caster = u.controller == controller or (u.controller in board.friends) == (
        controller in board.friends)
    who = spec.get("who", "any")
    return not ((who == "enemy" and friendly_to_caster) or (who == "friendly" and not friendly_to_caster))


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
        for step in effects:
            verb, params = step[0], (step[1] if len(step) > 1 else {})
            if verb == "counter":
                ref = params.get("to", "t0")
                i = int(ref[1:]) if isinstance(ref, str) and ref[1:].isdigit() else 0
                victim = targets[i] if i < len(targets) else None
                board.spells_on_chain = [c for c in board.spells_on_chain if c["source"] != victim]
        apply_steps(board, effects, targets, item["source"])
        sign = 1.0 if item["controller"] in board.friends else -1.0
        extra += sign * plain_effects_value(effects)
    return extra
