"""Activated abilities of the bot's units, gear and legend (`activate` actions; rune abilities are left
to the payment system). Each listed activation is imagined as a chain item (damage, Might, attach for
Equip...) and weighed against its cost; abilities that only add resources are never used directly."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.engine import Action
from game.engine.model.cards import CardDef

from .board import BASE, Board, Unit
from .imagine import amount_of, gear_bonus, printed_abilities
from .passives import empower_worth
from .plays import item_gain, pumps
from .values import POWER_PENALTY, grant_worth, unit_value

EMPOWER_WORTH = 0.3  # becoming Empowered, besides the text it switches on (other cards may read it)
LEFTOVER_ENERGY = 0.15  # Energy in the Main Phase once the plays are made would go unused
ACT_MIN = 0.3  # an activation must gain at least this much over its cost


def own_objects(board: Board) -> dict[int, dict[str, Any]]:
    """My permanents and legend as the view shows them (not my runes)."""
    me = board.me
    out = {o["id"]: o for o in me["base"]}
    for b in board.view["battlefields"]:  # units, and gear attached to them
        out.update({o["id"]: o for o in b["units"] if o["controller"] == board.seat})
    if me.get("legend"):
        out[me["legend"]["id"]] = me["legend"]
    return out


def ability_for(board: Board, a: Action) -> tuple[CardDef, dict[str, Any]] | None:
    o = own_objects(board).get(a.card)
    if o is None:
        return None
    card = board.card(o["card"])
    abilities = printed_abilities(card)
    return (card, abilities[a.ability]) if 0 <= a.ability < len(abilities) else None


def cost_worth(board: Board, ab: dict[str, Any], source: int, per_energy: float, victim: Any = None) -> float:
    c = ab.get("cost", {})
    energy = c.get("energy", 0)  # a value ("[1] less for each ..."): read on the board model
    energy = max(0, amount_of(board, energy, [], source)) if isinstance(energy, dict) else int(energy)
    if ab.get("less"):  # "this ability costs [N] less (if ...)": the engine lists it only when payable
        energy = max(0, energy - amount_of(board, ab["less"].get("energy", 0), [], source))
    worth = per_energy * energy + POWER_PENALTY * len(c.get("power", []))
    worth += 0.3 * int(c.get("spend_xp", 0))  # XP spent (730.2)
    worth += 0.15 * int(c.get("recycle_trash", 0)) + 1.0 * (int(c.get("discard", 0)) + (1 if c.get("discard_a") else 0))
    worth += 1.0 if c.get("spend_buff") else 0.0
    u = board.units.get(source)
    if c.get("exhaust") and u is not None:
        worth += 0.3 * max(0, u.might)  # it can't move or attack this turn
    if c.get("kill"):  # the unit the listed activation kills (`options.kill`), else the seat's cheapest
        chosen = board.units.get(int(victim)) if isinstance(victim, int) else None
        mine = [unit_value(v) for v in board.my_units() if v.id != source]
        worth += unit_value(chosen) if chosen is not None else min(mine, default=3.0)
    return worth


def excess_might(board: Board, u: Unit) -> int:
    return u.might - u.temp - board.card(u.card).might - (1 if u.buffed else 0)


def seems_attached(board: Board, gear: int, bonus: int) -> bool:
    """The view doesn't say what a gear is attached to. A gear at a battlefield is attached (it went
    there with its unit); one in base is taken to be attached when a unit of mine in base shows at
    least its Might bonus above printed Might and buff. Equip is then not used again (no re-equipping
    back and forth)."""
    if any(o["id"] == gear for b in board.view["battlefields"] for o in b["units"]):
        return True
    return bonus > 0 and any(u.where == BASE and excess_might(board, u) >= bonus for u in board.my_units())


def activation_gain(board: Board, a: Action, per_energy: float) -> float | None:
    """Imagined gain of an activation minus its cost; None for one the bot doesn't use."""
    found = ability_for(board, a)
    if found is None:
        return None
    card, ab = found
    effects = list(ab.get("effects", []))
    if ab.get("add") or not effects or all(step[0] == "add" for step in effects):
        return None
    item = {"id": -1, "name": f"{card.name} ({ab.get('name', 'ability')})", "controller": board.seat,
            "source": a.card, "targets": list(a.targets), "effects": effects, "specs": list(ab.get("targets", []))}
    gain = item_gain(board, item, attack=pumps(effects))
    for step in effects:
        if step[0] == "empower":  # what its "[Empowered][>]" text is worth (827, 828)
            to = (step[1] if len(step) > 1 else {}).get("to", "self")
            oid = a.card if to == "self" else (a.targets[int(to[1:])] if str(to)[1:].isdigit()
                                                and int(to[1:]) < len(a.targets) else None)
            target = _object_card(board, oid)
            gain += EMPOWER_WORTH + (empower_worth(board, target) if target is not None else 0.0)
    if any(step[0] == "attach" for step in effects) and a.targets:  # Equip: the best ready unit
        u = board.units.get(a.targets[0])
        if u is None or seems_attached(board, a.card, gear_bonus(board, "self", a.card)):
            return None
        gain += 0.1 * unit_value(u) + (0.0 if u.exhausted else 0.3) + grant_worth(card, board.card(u.card))
    return gain - cost_worth(board, ab, a.card, per_energy, a.options.get("kill"))


def _object_card(board: Board, oid: int | None) -> CardDef | None:
    """The definition of an object on the board the view shows (any player's)."""
    if oid is None:
        return None
    objs = [o for p in board.view["players"] for o in p["base"]]
    objs += [o for b in board.view["battlefields"] for o in b["units"]]
    objs += [p["legend"] for p in board.view["players"] if p.get("legend")]
    found = next((o for o in objs if o["id"] == oid), None)
    return board.card(found["card"]) if found is not None else None


def best_by(board: Board, legal: list[Action], gain: Callable[[Action], float | None], least: float,
            runes_too: bool = False) -> Action | None:
    """The listed activation (a rune's only with `runes_too`) whose `gain` is highest, if it beats `least`; ties go
    to the lowest object id, then ability."""
    runes = set() if runes_too else {r["id"] for r in board.me["runes"]}
    best: tuple[float, int, int] | None = None
    pick = None
    for a in legal:
        if a.kind != "activate" or a.card in runes:
            continue
        g = gain(a)
        if g is not None and g > least:
            key = (g, -a.card, -a.ability)
            if best is None or key > best:
                best, pick = key, a
    return pick


def best_activation(board: Board, legal: list[Action], per_energy: float = LEFTOVER_ENERGY,
                    least: float = ACT_MIN) -> Action | None:
    return best_by(board, legal, lambda a: activation_gain(board, a, per_energy), least)
